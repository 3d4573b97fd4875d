/* qb-replay-notes.c: QbReplayView's notes pane.
 *
 * Notes are the record's annotations: text at a position, with an optional
 * ring around a zone or an arrow between two zones, drawn over the board by
 * QbReplayMarks, a glyph (!, ?, !!, ??, !?, ?!) and who may read them. The
 * pane lists the notes of the position the viewer may read (the session's
 * position-notes model, bound to the list), writes new ones with the mark
 * being drawn (the draft: a click on a zone or a block rings its zone, a
 * second zone makes an arrow), edits them in the note editor (a popover
 * with room for several lines), makes bookmarks and chapters, and saves
 * everything at once when the replay has a file.
 */
#include <glib/gi18n.h>

#include "qb-note-editor.h"
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

static void
edit_clicked_cb (GtkButton    *button,
                 QbReplayNote *item)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (button), QB_TYPE_REPLAY_VIEW);
  QbRecord *record;
  guint note;

  if (view == NULL || (record = qb_replay_view_get_record (QB_REPLAY_VIEW (view))) == NULL)
    return;
  note = qb_replay_note_find (item, record);
  if (note != G_MAXUINT)
    {
      QB_REPLAY_VIEW (view)->editor_anchor = GTK_WIDGET (button);
      gtk_widget_activate_action (view, "replay.edit-note", "u", note);
      QB_REPLAY_VIEW (view)->editor_anchor = NULL;
    }
}

static const char *
audience_text (QbNoteAudience audience)
{
  switch (audience)
    {
    case QB_NOTE_BRITISH_ONLY:
      return _("Seen by the British only");
    case QB_NOTE_FRENCH_ONLY:
      return _("Seen by the French only");
    case QB_NOTE_EVERYONE:
    default:
      return NULL;
    }
}

static GtkWidget *
create_note_row (gpointer object,
                 gpointer user_data)
{
  QbReplayNote *item = object;
  const QbAnnotation *note = qb_replay_note_get_annotation (item);
  g_autofree char *mark = mark_text (note->mark, note->mark == QB_MARK_ARROW ? note->from : note->zone,
                                     note->to);
  const char *audience = audience_text ((QbNoteAudience) note->audience);
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *edit = gtk_button_new_from_icon_name ("document-edit-symbolic");
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 *note->text != '\0' ? note->text
                                 : qb_glyph_description ((QbGlyph) note->glyph));
  /* Three lines at most under the board; the whole note in its tooltip
   * and in the editor. */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 3);
  gtk_widget_set_tooltip_text (row, note->text);
  if (note->glyph != QB_GLYPH_NONE)
    {
      GtkWidget *glyph = gtk_label_new (qb_glyph_symbol ((QbGlyph) note->glyph));

      gtk_widget_add_css_class (glyph, "note-glyph");
      gtk_widget_set_tooltip_text (glyph, qb_glyph_description ((QbGlyph) note->glyph));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), glyph);
    }
  if (mark != NULL && audience != NULL)
    subtitle = g_strdup_printf ("%s · %s", mark, audience);
  else
    subtitle = g_strdup (mark != NULL ? mark : audience);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (edit, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (edit, "flat");
  gtk_widget_set_tooltip_text (edit, _("Edit Note"));
  /* GTK 4.8 does not name an icon button by its tooltip. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (edit), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Edit Note"), -1);
  g_signal_connect_data (edit, "clicked", G_CALLBACK (edit_clicked_cb),
                         g_object_ref (item), (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), edit);
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Delete Note"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delete Note"), -1);
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

/* Who a new note is for by default: in an unfinished hidden game seen
 * from one side, that side only (a player's notes are their plans, and
 * forgetting to say so must not show them to the other); else everyone. */
static QbNoteAudience
default_audience (QbReplayView *self)
{
  int viewer = qb_replay_session_get_viewer (self->session);

  if (!qb_replay_session_get_restricted (self->session))
    return QB_NOTE_EVERYONE;
  return viewer == QB_BRITISH ? QB_NOTE_BRITISH_ONLY
         : viewer == QB_FRENCH ? QB_NOTE_FRENCH_ONLY : QB_NOTE_EVERYONE;
}

/* The mark being drawn, into a note's fields. */
static void
draft_into (QbReplayView *self,
            QbAnnotation *fields)
{
  fields->mark = (guint8) self->draft_kind;
  fields->zone = self->draft_kind == QB_MARK_ZONE ? (guint8) self->draft_a : 0;
  fields->from = self->draft_kind == QB_MARK_ARROW ? (guint8) self->draft_a : 0;
  fields->to = self->draft_kind == QB_MARK_ARROW ? (guint8) self->draft_b : 0;
}

gboolean
qb_replay_view_add_note (QbReplayView  *self,
                         const char    *text,
                         GError       **error)
{
  QbAnnotation fields = { 0 };

  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  fields.text = (char *) text;
  fields.audience = (guint8) default_audience (self);
  draft_into (self, &fields);
  if (!qb_replay_session_add_note_full (self->session, &fields, error))
    return FALSE;
  qb_replay_view_set_draft (self, QB_MARK_NONE, 0, 0);
  return TRUE;
}

static void
toast (QbReplayView *self,
       const char   *message)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  gtk_widget_error_bell (GTK_WIDGET (self));
  if (root != NULL)
    gtk_widget_activate_action (root, "win.toast", "s", message);
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
    toast (self, error->message);
}

static void
remove_note_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);

  qb_replay_session_remove_note (self->session, g_variant_get_uint32 (param));
}

/* ---- The note editor ------------------------------------------------------------- */

static void
open_editor (QbReplayView       *self,
             guint               note,
             const QbAnnotation *fields)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self->editor));
  g_autofree char *mark = mark_text ((QbMarkKind) fields->mark,
                                     fields->mark == QB_MARK_ARROW ? fields->from : fields->zone, fields->to);
  GtkWidget *anchor = self->editor_anchor != NULL ? self->editor_anchor : GTK_WIDGET (self->note_entry);
  graphene_rect_t bounds;

  qb_note_editor_begin (self->editor, note, fields, mark);
  /* Pointing at the row's edit button, or at the entry for a new note. */
  if (gtk_widget_compute_bounds (anchor, parent, &bounds))
    gtk_popover_set_pointing_to (GTK_POPOVER (self->editor),
                                 &(GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                                                   (int) bounds.size.width, (int) bounds.size.height });
  gtk_popover_popup (GTK_POPOVER (self->editor));
}

/* A new note in the editor, from what the entry holds and the mark being
 * drawn. */
static void
write_note_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  QbAnnotation fields = { 0 };

  if (qb_replay_session_get_record (self->session) == NULL)
    return;
  fields.text = (char *) gtk_editable_get_text (GTK_EDITABLE (self->note_entry));
  fields.audience = (guint8) default_audience (self);
  draft_into (self, &fields);
  open_editor (self, G_MAXUINT, &fields);
}

/* A note of the record in the editor; a mark drawn since replaces its own. */
static void
edit_note_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  QbRecord *record = qb_replay_session_get_record (self->session);
  guint note = g_variant_get_uint32 (param);
  QbAnnotation fields;

  if (record == NULL || note >= qb_record_get_n_annotations (record))
    return;
  fields = *qb_record_get_annotation (record, note);
  /* Only what the viewer may read is opened (the session would refuse to
   * keep the change anyway). */
  if (!qb_annotation_visible_to (&fields, qb_replay_session_get_viewer (self->session)))
    return;
  if (self->draft_kind != QB_MARK_NONE)
    draft_into (self, &fields);
  open_editor (self, note, &fields);
}

static void
editor_save_cb (QbReplayView *self)
{
  g_autoptr(GError) error = NULL;
  guint note = qb_note_editor_get_note (self->editor);
  QbAnnotation fields;
  gboolean ok;

  qb_note_editor_get_fields (self->editor, &fields);
  if (note == G_MAXUINT)
    ok = qb_replay_session_add_note_full (self->session, &fields, &error);
  else
    ok = qb_replay_session_edit_note (self->session, note, &fields, &error);
  if (!ok)
    {
      if (error != NULL)
        toast (self, error->message);
      return;
    }
  if (note == G_MAXUINT)
    gtk_editable_set_text (GTK_EDITABLE (self->note_entry), "");
  qb_replay_view_set_draft (self, QB_MARK_NONE, 0, 0);
  gtk_popover_popdown (GTK_POPOVER (self->editor));
}

QbNoteEditor *
qb_replay_view_get_note_editor (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  return self->editor;
}

/* ---- Bookmarks ---------------------------------------------------------------------- */

static void
add_bookmark_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  g_autoptr(GError) error = NULL;
  const char *title;

  if (self->bookmark_entry == NULL)
    return;
  title = gtk_editable_get_text (GTK_EDITABLE (self->bookmark_entry));
  if (!qb_replay_session_add_bookmark (self->session, title,
                                       gtk_check_button_get_active (self->bookmark_chapter), &error))
    {
      if (error != NULL)
        toast (self, error->message);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->bookmark_entry), "");
  gtk_check_button_set_active (self->bookmark_chapter, FALSE);
  gtk_menu_button_popdown (self->bookmark_button);
}

static void
remove_bookmark_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);

  qb_replay_session_remove_bookmark (self->session, g_variant_get_uint32 (param));
}

static void
bookmark_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);

  if (qb_replay_session_get_record (self->session) != NULL)
    gtk_menu_button_popup (self->bookmark_button);
}

/* The bookmark popover: a title, "starts a chapter", Add; made the first
 * time it is opened. */
static void
create_bookmark_popover_cb (GtkMenuButton *button,
                            gpointer       data)
{
  QbReplayView *self = data;
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Title of the bookmark"));
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Bookmark"));

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  self->bookmark_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_max_length (self->bookmark_entry, QB_MAX_NAME_CHARS);
  gtk_entry_set_activates_default (self->bookmark_entry, TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->bookmark_entry), 28);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->bookmark_entry));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->bookmark_entry));
  self->bookmark_chapter = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Starts a chapter")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->bookmark_chapter),
                               _("Chapters stand out in the list of moments"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->bookmark_chapter));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "replay.add-bookmark");
  gtk_widget_add_css_class (add, "suggested-action");
  gtk_widget_set_halign (add, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), add);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_popover_set_default_widget (GTK_POPOVER (popover), add);
  gtk_menu_button_set_popover (button, popover);
}

/* The header's bookmark button, before Save Notes. */
static void
build_bookmark_button (QbReplayView *self)
{
  GtkWidget *header = gtk_widget_get_parent (GTK_WIDGET (self->save_button));

  self->bookmark_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_icon_name (self->bookmark_button, "user-bookmarks-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->bookmark_button), _("Bookmark This Moment (Ctrl+D)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bookmark_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Bookmark this moment"), -1);
  gtk_widget_set_valign (GTK_WIDGET (self->bookmark_button), GTK_ALIGN_CENTER);
  gtk_menu_button_set_create_popup_func (self->bookmark_button, create_bookmark_popover_cb, self, NULL);
  gtk_widget_insert_before (GTK_WIDGET (self->bookmark_button), header, GTK_WIDGET (self->save_button));
}

/* ---- Setting up -------------------------------------------------------------------- */

static void
note_entry_activate_cb (QbReplayView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "replay.add-note", NULL);
}

/* A click on a block rings its zone, as a click on the ground around it
 * does (a block the viewer may not identify already gives its zone). */
static void
block_activated_cb (QbReplayView *self,
                    int           block)
{
  const QbView *view = qb_replay_session_get_view (self->session);

  if (view == NULL || block < 0 || block >= QB_NUM_BLOCKS)
    return;
  if (view->blocks[block].loc < QB_NUM_ZONES)
    qb_replay_view_mark_zone (self, view->blocks[block].loc);
}

void
qb_replay_view_notes_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "replay.add-note", NULL, add_note_action);
  gtk_widget_class_install_action (widget_class, "replay.write-note", NULL, write_note_action);
  gtk_widget_class_install_action (widget_class, "replay.edit-note", "u", edit_note_action);
  gtk_widget_class_install_action (widget_class, "replay.remove-note", "u", remove_note_action);
  gtk_widget_class_install_action (widget_class, "replay.bookmark", NULL, bookmark_action);
  gtk_widget_class_install_action (widget_class, "replay.add-bookmark", NULL, add_bookmark_action);
  gtk_widget_class_install_action (widget_class, "replay.remove-bookmark", "u", remove_bookmark_action);
}

void
qb_replay_view_notes_init (QbReplayView *self)
{
  GListModel *notes = qb_replay_session_get_position_notes (self->session);
  GtkWidget *entry_row = gtk_widget_get_parent (GTK_WIDGET (self->note_entry));
  GtkWidget *write = gtk_button_new_from_icon_name ("view-fullscreen-symbolic");

  gtk_list_box_bind_model (self->notes_list, notes, create_note_row, NULL, NULL);
  g_signal_connect_object (notes, "items-changed", G_CALLBACK (position_notes_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notes-changed", G_CALLBACK (notes_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->note_entry, "activate", G_CALLBACK (note_entry_activate_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "block-activated", G_CALLBACK (block_activated_cb),
                           self, G_CONNECT_SWAPPED);

  /* The editor hangs from the entry's row, which lives as long as the
   * page; it points at whatever opened it. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (write), "replay.write-note");
  gtk_widget_set_tooltip_text (write, _("Write a Longer Note"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (write), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Write a longer note"), -1);
  gtk_widget_insert_after (write, entry_row, GTK_WIDGET (self->note_entry));
  self->editor = qb_note_editor_new ();
  gtk_widget_set_parent (GTK_WIDGET (self->editor), entry_row);
  g_signal_connect_object (self->editor, "save", G_CALLBACK (editor_save_cb), self, G_CONNECT_SWAPPED);
  build_bookmark_button (self);

  /* The notes are one Tab stop; Escape leaves the entry for the board. */
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->notes_list));
  qb_ui_a11y_escape_to (GTK_WIDGET (self->note_entry), GTK_WIDGET (self->board));
  qb_replay_view_set_draft (self, QB_MARK_NONE, 0, 0);
}

void
qb_replay_view_notes_dispose (QbReplayView *self)
{
  if (self->editor != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->editor));
      self->editor = NULL;
    }
}
