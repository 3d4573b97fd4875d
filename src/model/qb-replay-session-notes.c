/* qb-replay-session-notes.c: QbReplaySession's notes and bookmarks:
 * adding, editing and removing them in the record, with the checks that
 * give a player a message (an empty note, one too long, the limits), and
 * what a viewer may change: only the notes they may read, so a note for
 * one side's eyes cannot be changed or removed from the other side's view
 * either. Every change goes through qb_replay_session_notes_changed().
 */
#include <glib/gi18n-lib.h>

#include "qb-game-export.h"
#include "qb-replay-session.h"
#include "qb-replay-session-private.h"

/* The note as it will be kept: its text stripped, and why it cannot be,
 * if it cannot. */
static gboolean
check_note (QbReplaySession     *self,
            const QbAnnotation  *note,
            char               **stripped,
            GError             **error)
{
  g_autofree char *text = g_strstrip (g_strdup (note->text));

  if (!g_utf8_validate (text, -1, NULL) || (*text == '\0' && note->glyph == QB_GLYPH_NONE))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Write the note first, then add it."));
      return FALSE;
    }
  if (g_utf8_strlen (text, -1) > QB_MAX_TEXT_CHARS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("A note can have at most %d characters."), QB_MAX_TEXT_CHARS);
      return FALSE;
    }
  *stripped = g_steal_pointer (&text);
  return TRUE;
}

gboolean
qb_replay_session_add_note_full (QbReplaySession     *self,
                                 const QbAnnotation  *note,
                                 GError             **error)
{
  g_autofree char *stripped = NULL;
  QbAnnotation copy;

  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  g_return_val_if_fail (note != NULL && note->text != NULL, FALSE);
  g_return_val_if_fail (note->mark <= QB_MARK_ARROW && note->glyph < QB_N_GLYPHS, FALSE);
  g_return_val_if_fail (note->audience <= QB_NOTE_FRENCH_ONLY, FALSE);
  g_return_val_if_fail (note->mark != QB_MARK_ZONE || note->zone < QB_NUM_ZONES, FALSE);
  g_return_val_if_fail (note->mark != QB_MARK_ARROW || (note->from < QB_NUM_ZONES && note->to < QB_NUM_ZONES),
                        FALSE);

  if (qb_replay_session_get_record (self) == NULL)
    return FALSE;
  if (!check_note (self, note, &stripped, error))
    return FALSE;
  if (qb_record_get_n_annotations (qb_replay_session_get_record (self)) >= QB_RECORD_MAX_ANNOTATIONS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   _("A game can have at most %d notes."), QB_RECORD_MAX_ANNOTATIONS);
      return FALSE;
    }
  copy = *note;
  copy.index = qb_replay_session_get_position (self);
  copy.text = stripped;
  qb_record_add_annotation_full (qb_replay_session_get_record (self), &copy);
  qb_replay_session_notes_changed (self);
  return TRUE;
}

gboolean
qb_replay_session_add_note (QbReplaySession  *self,
                            const char       *text,
                            QbMarkKind        mark,
                            int               a,
                            int               b,
                            GError          **error)
{
  QbAnnotation note = { 0 };

  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (mark == QB_MARK_NONE || (a >= 0 && a < QB_NUM_ZONES), FALSE);
  g_return_val_if_fail (mark != QB_MARK_ARROW || (b >= 0 && b < QB_NUM_ZONES), FALSE);

  note.text = (char *) text;
  note.mark = (guint8) mark;
  note.zone = mark == QB_MARK_ZONE ? (guint8) a : 0;
  note.from = mark == QB_MARK_ARROW ? (guint8) a : 0;
  note.to = mark == QB_MARK_ARROW ? (guint8) b : 0;
  return qb_replay_session_add_note_full (self, &note, error);
}

/* Whether the viewer may see (and so change) the note at `note`. */
static gboolean
note_in_sight (QbReplaySession *self,
               guint            note)
{
  return qb_replay_session_get_record (self) != NULL && note < qb_record_get_n_annotations (qb_replay_session_get_record (self))
         && qb_annotation_visible_to (qb_record_get_annotation (qb_replay_session_get_record (self), note), qb_replay_session_get_viewer (self));
}

gboolean
qb_replay_session_edit_note (QbReplaySession     *self,
                             guint                note,
                             const QbAnnotation  *changed,
                             GError             **error)
{
  g_autofree char *stripped = NULL;
  QbAnnotation copy;

  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  g_return_val_if_fail (changed != NULL && changed->text != NULL, FALSE);
  g_return_val_if_fail (changed->mark <= QB_MARK_ARROW && changed->glyph < QB_N_GLYPHS, FALSE);
  g_return_val_if_fail (changed->audience <= QB_NOTE_FRENCH_ONLY, FALSE);

  if (!note_in_sight (self, note))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("This note is gone."));
      return FALSE;
    }
  if (!check_note (self, changed, &stripped, error))
    return FALSE;
  copy = *changed;
  copy.text = stripped;
  qb_record_replace_annotation (qb_replay_session_get_record (self), note, &copy);
  qb_replay_session_notes_changed (self);
  return TRUE;
}

void
qb_replay_session_remove_note (QbReplaySession *self,
                               guint            note)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));

  if (!note_in_sight (self, note))
    return;
  qb_record_remove_annotation (qb_replay_session_get_record (self), note);
  qb_replay_session_notes_changed (self);
}

gboolean
qb_replay_session_add_bookmark (QbReplaySession  *self,
                                const char       *title,
                                gboolean          chapter,
                                GError          **error)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  g_return_val_if_fail (title != NULL, FALSE);

  if (qb_replay_session_get_record (self) == NULL)
    return FALSE;
  stripped = g_strstrip (g_strdup (title));
  if (!g_utf8_validate (stripped, -1, NULL) || *stripped == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Give the bookmark a title first."));
      return FALSE;
    }
  if (g_utf8_strlen (stripped, -1) > QB_MAX_NAME_CHARS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("A title can have at most %d characters."), QB_MAX_NAME_CHARS);
      return FALSE;
    }
  if (qb_record_get_n_bookmarks (qb_replay_session_get_record (self)) >= QB_RECORD_MAX_BOOKMARKS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   _("A game can have at most %d bookmarks."), QB_RECORD_MAX_BOOKMARKS);
      return FALSE;
    }
  if (chapter)
    qb_record_add_chapter (qb_replay_session_get_record (self), qb_replay_session_get_position (self), stripped);
  else
    qb_record_add_bookmark (qb_replay_session_get_record (self), qb_replay_session_get_position (self), stripped);
  qb_replay_session_notes_changed (self);
  return TRUE;
}

gboolean
qb_replay_session_import_notes (QbReplaySession  *self,
                                GFile            *file,
                                guint            *n_added,
                                GError          **error)
{
  QbRecord *record;
  guint added = 0;

  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (n_added != NULL)
    *n_added = 0;
  record = qb_replay_session_get_record (self);
  if (record == NULL)
    return FALSE;
  if (!qb_record_import_notes_from_file (record, file, &added, error))
    return FALSE;
  if (added > 0)
    qb_replay_session_notes_changed (self);
  if (n_added != NULL)
    *n_added = added;
  return TRUE;
}

void
qb_replay_session_remove_bookmark (QbReplaySession *self,
                                   guint            bookmark)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));

  if (qb_replay_session_get_record (self) == NULL || bookmark >= qb_record_get_n_bookmarks (qb_replay_session_get_record (self)))
    return;
  qb_record_remove_bookmark (qb_replay_session_get_record (self), bookmark);
  qb_replay_session_notes_changed (self);
}
