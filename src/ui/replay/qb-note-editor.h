/* qb-note-editor.h: the Replay page's note editor, a popover with room to
 * write: several lines of text, a glyph, whether the note keeps its mark,
 * and who may read it. It edits a copy; the page keeps what "save" gives. */
#pragma once

#include <gtk/gtk.h>

#include "qb-record.h"

G_BEGIN_DECLS

#define QB_TYPE_NOTE_EDITOR (qb_note_editor_get_type ())

G_DECLARE_FINAL_TYPE (QbNoteEditor, qb_note_editor, QB, NOTE_EDITOR, GtkPopover)

QbNoteEditor  *qb_note_editor_new          (void);

/* Start editing: `note` is the note's place in the record's annotations,
 * or G_MAXUINT for a new note; `fields` its text, mark, glyph and
 * audience (the mark is offered to keep when it has one). */
void           qb_note_editor_begin        (QbNoteEditor       *self,
                                            guint               note,
                                            const QbAnnotation *fields,
                                            const char         *mark_text);
guint          qb_note_editor_get_note     (QbNoteEditor       *self);

/* What the editor holds now: the text (newly allocated), the glyph, the
 * audience, and the mark (QB_MARK_NONE once its box is unticked). */
char          *qb_note_editor_dup_text     (QbNoteEditor       *self);
void           qb_note_editor_set_text     (QbNoteEditor       *self,
                                            const char         *text);
QbGlyph        qb_note_editor_get_glyph    (QbNoteEditor       *self);
void           qb_note_editor_set_glyph    (QbNoteEditor       *self,
                                            QbGlyph             glyph);
QbNoteAudience qb_note_editor_get_audience (QbNoteEditor       *self);
void           qb_note_editor_set_audience (QbNoteEditor       *self,
                                            QbNoteAudience      audience);
/* The fields as edited (the text is the editor's own until the next call). */
void           qb_note_editor_get_fields   (QbNoteEditor       *self,
                                            QbAnnotation       *fields);

/* Short words for a glyph ("a blunder"), for tooltips and screen readers. */
const char    *qb_glyph_description        (QbGlyph             glyph);

G_END_DECLS
