/* qb-editor-split.h: the Editor page's row: the palette at the side, a
 * separator, the board and panel. The side is as wide as its content asks
 * (no palette line cut short), within a share of the page, so that a wide
 * window shows whole lines and a small one keeps room for the map. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QB_TYPE_EDITOR_SPLIT (qb_editor_split_get_type ())

G_DECLARE_FINAL_TYPE (QbEditorSplit, qb_editor_split, QB, EDITOR_SPLIT, GtkWidget)

/* The largest share of the page's width the side may take. */
#define QB_EDITOR_SPLIT_SIDE_SHARE 0.25

GtkWidget *qb_editor_split_new (GtkWidget *side,
                                GtkWidget *main);

G_END_DECLS
