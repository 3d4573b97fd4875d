/* qb-note-editor.c: the note editor popover (see qb-note-editor.h).
 *
 * The one-line entry under the notes is for a quick remark; a note worth
 * keeping needs room: this popover gives it several lines (a GtkTextView
 * in a scrolled window of a fixed, comfortable size, whatever the height
 * of the pane under the board), the glyph row, the mark and who may read
 * the note. Ctrl+Return saves, Escape closes without saving.
 */
#include <glib/gi18n.h>

#include "qb-note-editor.h"

struct _QbNoteEditor
{
  GtkPopover parent_instance;

  GtkTextView *text_view;
  GtkToggleButton *glyphs[QB_N_GLYPHS];   /* [0] unused */
  GtkCheckButton *keep_mark;
  GtkDropDown *audience;
  GtkWidget *save_button;

  guint note;
  QbAnnotation fields;        /* the note as it was; its text is ours */
  char *text;                 /* what qb_note_editor_get_fields() gave */
  gboolean setting;           /* choosing a glyph from code */
};

G_DEFINE_FINAL_TYPE (QbNoteEditor, qb_note_editor, GTK_TYPE_POPOVER)

enum {
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
qb_glyph_description (QbGlyph glyph)
{
  switch (glyph)
    {
    case QB_GLYPH_GOOD:
      return _("A good move");
    case QB_GLYPH_MISTAKE:
      return _("A mistake");
    case QB_GLYPH_BRILLIANT:
      return _("A brilliant move");
    case QB_GLYPH_BLUNDER:
      return _("A blunder");
    case QB_GLYPH_INTERESTING:
      return _("An interesting move");
    case QB_GLYPH_DUBIOUS:
      return _("A dubious move");
    case QB_GLYPH_NONE:
    case QB_N_GLYPHS:
    default:
      return NULL;
    }
}

/* One glyph at most: choosing one lets go of the others; clicking the
 * chosen one again chooses none. */
static void
glyph_toggled_cb (GtkToggleButton *button,
                  QbNoteEditor    *self)
{
  if (self->setting || !gtk_toggle_button_get_active (button))
    return;
  self->setting = TRUE;
  for (guint g = QB_GLYPH_GOOD; g < QB_N_GLYPHS; g++)
    if (self->glyphs[g] != button)
      gtk_toggle_button_set_active (self->glyphs[g], FALSE);
  self->setting = FALSE;
}

QbGlyph
qb_note_editor_get_glyph (QbNoteEditor *self)
{
  g_return_val_if_fail (QB_IS_NOTE_EDITOR (self), QB_GLYPH_NONE);
  for (guint g = QB_GLYPH_GOOD; g < QB_N_GLYPHS; g++)
    if (gtk_toggle_button_get_active (self->glyphs[g]))
      return (QbGlyph) g;
  return QB_GLYPH_NONE;
}

void
qb_note_editor_set_glyph (QbNoteEditor *self,
                          QbGlyph       glyph)
{
  g_return_if_fail (QB_IS_NOTE_EDITOR (self));
  self->setting = TRUE;
  for (guint g = QB_GLYPH_GOOD; g < QB_N_GLYPHS; g++)
    gtk_toggle_button_set_active (self->glyphs[g], g == glyph);
  self->setting = FALSE;
}

QbNoteAudience
qb_note_editor_get_audience (QbNoteEditor *self)
{
  g_return_val_if_fail (QB_IS_NOTE_EDITOR (self), QB_NOTE_EVERYONE);
  return (QbNoteAudience) MIN (gtk_drop_down_get_selected (self->audience), QB_NOTE_FRENCH_ONLY);
}

void
qb_note_editor_set_audience (QbNoteEditor   *self,
                             QbNoteAudience  audience)
{
  g_return_if_fail (QB_IS_NOTE_EDITOR (self));
  gtk_drop_down_set_selected (self->audience, audience);
}

char *
qb_note_editor_dup_text (QbNoteEditor *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (QB_IS_NOTE_EDITOR (self), NULL);
  buffer = gtk_text_view_get_buffer (self->text_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

void
qb_note_editor_set_text (QbNoteEditor *self,
                         const char   *text)
{
  g_return_if_fail (QB_IS_NOTE_EDITOR (self));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view), text != NULL ? text : "", -1);
}

guint
qb_note_editor_get_note (QbNoteEditor *self)
{
  g_return_val_if_fail (QB_IS_NOTE_EDITOR (self), G_MAXUINT);
  return self->note;
}

void
qb_note_editor_get_fields (QbNoteEditor *self,
                           QbAnnotation *fields)
{
  g_return_if_fail (QB_IS_NOTE_EDITOR (self));
  g_return_if_fail (fields != NULL);

  g_free (self->text);
  self->text = qb_note_editor_dup_text (self);
  *fields = self->fields;
  fields->text = self->text;
  fields->glyph = (guint8) qb_note_editor_get_glyph (self);
  fields->audience = (guint8) qb_note_editor_get_audience (self);
  if (!gtk_check_button_get_active (self->keep_mark))
    fields->mark = QB_MARK_NONE;
}

void
qb_note_editor_begin (QbNoteEditor       *self,
                      guint               note,
                      const QbAnnotation *fields,
                      const char         *mark_text)
{
  g_return_if_fail (QB_IS_NOTE_EDITOR (self));
  g_return_if_fail (fields != NULL);

  self->note = note;
  g_free (self->fields.text);
  self->fields = *fields;
  self->fields.text = g_strdup (fields->text);
  qb_note_editor_set_text (self, fields->text);
  qb_note_editor_set_glyph (self, (QbGlyph) fields->glyph);
  qb_note_editor_set_audience (self, (QbNoteAudience) fields->audience);
  gtk_check_button_set_active (self->keep_mark, fields->mark != QB_MARK_NONE);
  gtk_widget_set_visible (GTK_WIDGET (self->keep_mark), fields->mark != QB_MARK_NONE);
  if (mark_text != NULL)
    gtk_check_button_set_label (self->keep_mark, mark_text);
  gtk_button_set_label (GTK_BUTTON (self->save_button),
                        note == G_MAXUINT ? _("_Add Note") : _("_Save Note"));
}

static void
save_clicked_cb (QbNoteEditor *self)
{
  g_signal_emit (self, signals[SAVE], 0);
}

static gboolean
save_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  save_clicked_cb (QB_NOTE_EDITOR (widget));
  return TRUE;
}

static void
shown_cb (QbNoteEditor *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter end;

  /* Writing goes on where the text ends. */
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_place_cursor (buffer, &end);
  gtk_widget_grab_focus (GTK_WIDGET (self->text_view));
}

static void
qb_note_editor_finalize (GObject *object)
{
  QbNoteEditor *self = QB_NOTE_EDITOR (object);

  g_free (self->fields.text);
  g_free (self->text);
  G_OBJECT_CLASS (qb_note_editor_parent_class)->finalize (object);
}

static void
qb_note_editor_class_init (QbNoteEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = qb_note_editor_finalize;

  /**
   * QbNoteEditor::save:
   *
   * Save (or Ctrl+Return): the page reads the fields and keeps them, then
   * closes the editor, or says why not and leaves it open.
   */
  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
qb_note_editor_init (QbNoteEditor *self)
{
  static const char *const audiences[] = {
    N_("Everyone"), N_("The British only"), N_("The French only"), NULL,
  };
  const char *translated[G_N_ELEMENTS (audiences)];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *glyph_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *glyph_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *glyph_label = gtk_label_new (_("Judgement"));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *audience_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *audience_label = gtk_label_new_with_mnemonic (_("_Seen by"));
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

  self->note = G_MAXUINT;
  gtk_widget_add_css_class (GTK_WIDGET (self), "note-editor");

  gtk_widget_add_css_class (glyph_label, "dim-label");
  gtk_box_append (GTK_BOX (glyph_row), glyph_label);
  gtk_widget_add_css_class (glyph_box, "linked");
  for (guint g = QB_GLYPH_GOOD; g < QB_N_GLYPHS; g++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (qb_glyph_symbol ((QbGlyph) g));
      const char *words = qb_glyph_description ((QbGlyph) g);

      gtk_widget_set_tooltip_text (button, words);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
      g_signal_connect (button, "toggled", G_CALLBACK (glyph_toggled_cb), self);
      self->glyphs[g] = GTK_TOGGLE_BUTTON (button);
      gtk_box_append (GTK_BOX (glyph_box), button);
    }
  gtk_box_append (GTK_BOX (glyph_row), glyph_box);
  gtk_box_append (GTK_BOX (box), glyph_row);

  /* Room for a paragraph, the same on a small screen and a large one. */
  self->text_view = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_wrap_mode (self->text_view, GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (self->text_view, FALSE);
  gtk_text_view_set_top_margin (self->text_view, 6);
  gtk_text_view_set_bottom_margin (self->text_view, 6);
  gtk_text_view_set_left_margin (self->text_view, 6);
  gtk_text_view_set_right_margin (self->text_view, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->text_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Note on this moment"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->text_view));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scroll), 380);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroll), 150);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scroll), TRUE);
  gtk_box_append (GTK_BOX (box), scroll);

  self->keep_mark = GTK_CHECK_BUTTON (gtk_check_button_new ());
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->keep_mark), _("Keep the mark drawn on the map"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->keep_mark));

  for (guint i = 0; audiences[i] != NULL; i++)
    translated[i] = _(audiences[i]);
  translated[G_N_ELEMENTS (audiences) - 1] = NULL;
  self->audience = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (translated));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->audience),
                               _("A note for one side only never shows in the other side's view "
                                 "or the spectator's"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (audience_label), GTK_WIDGET (self->audience));
  gtk_box_append (GTK_BOX (audience_row), audience_label);
  gtk_widget_set_hexpand (GTK_WIDGET (self->audience), TRUE);
  gtk_box_append (GTK_BOX (audience_row), GTK_WIDGET (self->audience));
  gtk_box_append (GTK_BOX (box), audience_row);

  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  self->save_button = gtk_button_new_with_mnemonic (_("_Save Note"));
  gtk_widget_add_css_class (self->save_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->save_button, _("Ctrl+Return"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_popover_popdown), self);
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (save_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), self->save_button);
  gtk_box_append (GTK_BOX (box), buttons);

  gtk_popover_set_child (GTK_POPOVER (self), box);
  gtk_popover_set_default_widget (GTK_POPOVER (self), self->save_button);

  /* Ctrl+Return saves, before the text view sees the Return (which
   * starts a new line). */
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();
    guint keyvals[] = { GDK_KEY_Return, GDK_KEY_KP_Enter };

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    for (guint i = 0; i < G_N_ELEMENTS (keyvals); i++)
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (keyvals[i], GDK_CONTROL_MASK),
                                                              gtk_callback_action_new (save_shortcut_cb, NULL, NULL)));
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  g_signal_connect (self, "show", G_CALLBACK (shown_cb), NULL);
}

QbNoteEditor *
qb_note_editor_new (void)
{
  return g_object_new (QB_TYPE_NOTE_EDITOR, NULL);
}
