/* qb-block-widget.h: one wooden block on the play board.
 *
 * A block is a child widget of QbBoard so that it can take the focus, carry
 * a tooltip and an accessible name. It only ever holds what the viewing
 * player may know: a hidden enemy block has block = -1 and no type or CV.
 */
#pragma once

#include <gtk/gtk.h>

#include "qb-block-paint.h"

G_BEGIN_DECLS


#define QB_TYPE_BLOCK_WIDGET (qb_block_widget_get_type ())

G_DECLARE_FINAL_TYPE (QbBlockWidget, qb_block_widget, QB, BLOCK_WIDGET, GtkWidget)

/* hidden: a block the viewer may not identify (never focusable). */
GtkWidget *qb_block_widget_new (gboolean hidden);
void qb_block_widget_set_face (QbBlockWidget *self, const QbBlockFace *face);
const QbBlockFace *qb_block_widget_get_face (QbBlockWidget *self);
/* The tooltip and accessible name. */
const char *qb_block_widget_get_label (QbBlockWidget *self);
void qb_block_widget_set_selected (QbBlockWidget *self, gboolean selected);
gboolean qb_block_widget_get_selected (QbBlockWidget *self);
/* The name as drawn at the block's size now: its size in pixels, and
 * whether it is cut short (the tests of legibility). */
double qb_block_widget_get_name_size (QbBlockWidget *self);
gboolean qb_block_widget_get_name_cut (QbBlockWidget *self);

/* Where the board lays the block out, in board units (top-left corner). */
void qb_block_widget_set_position (QbBlockWidget *self, double x, double y);
void qb_block_widget_get_position (QbBlockWidget *self, double *x, double *y);

G_END_DECLS
