/* qb-replay-notes.c: QbReplayView's notes pane.
 *
 * Notes are the record's annotations: text at a position, with an optional
 * ring around a zone or an arrow between two zones, drawn over the board by
 * QbReplayMarks. The pane lists the notes of the position (the session's
 * position-notes model, bound to the list), writes new ones with the mark
 * being drawn (the draft: a click on a zone rings it, a second zone makes an
 * arrow), and saves them at once when the replay has a file.
 */
#include <glib/gi18n.h>

#include "qb-replay-view-private.h"
#include "qb-ui-a11y.h"
#include "qb-ui-names.h"

static char *
mark_text (QbMarkKind kind,
           int        a,
           int        b)
{
  if (kind == QB_MARK_ZONE)
    /* Translators: %s is a zone ringed on the map for a replay note */
    return g_strdup_printf (_("Ringed: %s"), qb_ui_zone_name (a));
  if (kind == QB_MARK_ARROW)
    /* Translators: an arrow drawn on the map for a replay note */
    return g_strdup_printf (_("Arrow: %s → %s"), qb_ui_zone_name (a), qb_ui_zone_name (b));
  return NULL;
}

/* The mark of the note being written: kept, drawn dashed, and said under
 * the notes (or how to draw one). */
void
qb_replay_view_set_draft (QbReplayView *self,
                          QbMarkKind    kind,
                          int           a,
                          int           b)
{
  g_autofree char *text = mark_text (kind, a, b);

  self->draft_kind = kind;
  self->draft_a = a;
  self->draft_b = b;
  gtk_label_set_label (self->mark_label,
                       text != NULL ? text : _("Click a zone on the map to ring it in the note; "
                                               "click a second zone to draw an arrow."));
  qb_replay_marks_set_draft (self->marks, kind, a, b);
}

/* The rings and arrows of the notes at the position, and the draft. */
void
qb_replay_view_update_marks (QbReplayView *self)
{
  GListModel *notes = qb_replay_session_get_position_notes (self->session);
  guint n = g_list_model_get_n_items (notes);

  qb_replay_marks_clear (self->marks);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(QbReplayNote) item = g_list_model_get_item (notes, i);
      const QbAnnotation *note = qb_replay_note_get_annotation (item);

      if (note->mark == QB_MARK_ZONE)
        qb_replay_marks_add (self->marks, QB_MARK_ZONE, note->zone, -1);
      else if (note->mark == QB_MARK_ARROW)
        qb_replay_marks_add (self->marks, QB_MARK_ARROW, note->from, note->to);
    }
  qb_replay_marks_set_draft (self->marks, self->draft_kind, self->draft_a, self->draft_b);
}

/* ---- The list of the position's notes ------------------------------------------ */

static void
remove_clicked_cb (GtkButton    *button,
                   QbReplayNote *item)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (button), QB_TYPE_REPLAY_VIEW);
  QbRecord *record;
  guint note;

  if (view == NULL || (record = qb_replay_view_get_record (QB_REPLAY_VIEW (view))) == NULL)
    return;
  note = qb_replay_note_find (item, record);
  if (note != G_MAXUINT)
    gtk_widget_activate_action (view, "replay.remove-note", "u", note);
}

static GtkWidget *
create_note_row (gpointer object,
                 gpointer user_data)
{
  QbReplayNote *item = object;
  const QbAnnotation *note = qb_replay_note_get_annotation (item);
  g_autofree char *mark = mark_text (note->mark, note->mark == QB_MARK_ARROW ? note->from : note->zone,
                                     note->to);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), note->text);
  if (mark != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), mark);
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Delete Note"));
  g_signal_connect_data (remove, "clicked", G_CALLBACK (remove_clicked_cb),
                         g_object_ref (item), (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  return row;
}

static void
position_notes_changed_cb (QbReplayView *self)
{
  GListModel *notes = qb_replay_session_get_position_notes (self->session);

  gtk_widget_set_visible (GTK_WIDGET (self->notes_scroll), g_list_model_get_n_items (notes) > 0);
}

/* ---- Adding and removing -------------------------------------------------------- */

static void
notes_changed_cb (QbReplayView *self)
{
  qb_replay_view_update_marks (self);
  /* With a file, notes are kept as they are written. */
  if (qb_replay_session_get_file (self->session) != NULL)
    {
      g_autoptr(GError) error = NULL;
      if (!qb_replay_session_save (self->session, &error))
        {
          GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
          if (root != NULL)
            gtk_widget_activate_action (root, "win.toast", "s", error->message);
        }
    }
}

void
qb_replay_view_mark_zone (QbReplayView *self,
                          int           zone)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  if (qb_replay_session_get_record (self->session) == NULL || zone < 0 || zone >= QB_NUM_ZONES)
    return;

  /* One zone rings it; a second makes an arrow; the same zone again, or a
   * third click, starts over. */
  if (self->draft_kind == QB_MARK_ZONE && self->draft_a == zone)
    qb_replay_view_set_draft (self, QB_MARK_NONE, 0, 0);
  else if (self->draft_kind == QB_MARK_ZONE)
    qb_replay_view_set_draft (self, QB_MARK_ARROW, self->draft_a, zone);
  else
    qb_replay_view_set_draft (self, QB_MARK_ZONE, zone, 0);
}

gboolean
qb_replay_view_add_note (QbReplayView  *self,
                         const char    *text,
                         GError       **error)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (!qb_replay_session_add_note (self->session, text, self->draft_kind, self->draft_a,
                                   self->draft_b, error))
    return FALSE;
  qb_replay_view_set_draft (self, QB_MARK_NONE, 0, 0);
  return TRUE;
}

static void
add_note_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  g_autoptr(GError) error = NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->note_entry));

  if (qb_replay_view_add_note (self, text, &error))
    gtk_editable_set_text (GTK_EDITABLE (self->note_entry), "");
  else if (error != NULL)
    {
      GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
      gtk_widget_error_bell (widget);
      if (root != NULL)
        gtk_widget_activate_action (root, "win.toast", "s", error->message);
    }
}

static void
remove_note_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);

  qb_replay_session_remove_note (self->session, g_variant_get_uint32 (param));
}

static void
note_entry_activate_cb (QbReplayView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "replay.add-note", NULL);
}

void
qb_replay_view_notes_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "replay.add-note", NULL, add_note_action);
  gtk_widget_class_install_action (widget_class, "replay.remove-note", "u", remove_note_action);
}

void
qb_replay_view_notes_init (QbReplayView *self)
{
  GListModel *notes = qb_replay_session_get_position_notes (self->session);

  gtk_list_box_bind_model (self->notes_list, notes, create_note_row, NULL, NULL);
  g_signal_connect_object (notes, "items-changed", G_CALLBACK (position_notes_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notes-changed", G_CALLBACK (notes_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->note_entry, "activate", G_CALLBACK (note_entry_activate_cb),
                           self, G_CONNECT_SWAPPED);
  /* The notes are one Tab stop; Escape leaves the entry for the board. */
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->notes_list));
  qb_ui_a11y_escape_to (GTK_WIDGET (self->note_entry), GTK_WIDGET (self->board));
  qb_replay_view_set_draft (self, QB_MARK_NONE, 0, 0);
}
