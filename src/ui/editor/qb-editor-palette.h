/* qb-editor-palette.h: every block of the draft's edition, grouped by
 * side and type (name, type, maximum CV, where it is now), for the
 * Editor page. A row is picked with a click or Enter (Ctrl adds it to the
 * blocks picked), dragged to a zone of the board (the drag carries the
 * block id as a G_TYPE_INT), and a block dropped on the palette goes back
 * off the map. */
#pragma once

#include <gtk/gtk.h>

#include "qb-editor-session.h"

G_BEGIN_DECLS

#define QB_TYPE_EDITOR_PALETTE (qb_editor_palette_get_type ())

G_DECLARE_FINAL_TYPE (QbEditorPalette, qb_editor_palette, QB, EDITOR_PALETTE, GtkWidget)

GtkWidget *qb_editor_palette_new         (QbEditorSession *session);
/* The row of a block (tests), or NULL. */
GtkWidget *qb_editor_palette_get_row     (QbEditorPalette *self,
                                          int              block);
/* Whether Ctrl or Shift is held now (a click or Enter adds to the blocks
 * picked instead of replacing them). */
gboolean   qb_editor_palette_extend_held (GtkWidget       *widget);

G_END_DECLS
