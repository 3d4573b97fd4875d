/* qb-ui-layout.h: layout helpers for small and large screens. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Keep the end child of a vertical paned at a share of its height, between
 * min_end and max_end pixels, whenever the paned's height changes (a drag
 * of the handle holds until then). On a 600-pixel screen the board keeps
 * most of the height; on a large one the lists below get their full size. */
void  qb_ui_paned_fit_end  (GtkPaned *paned,
                            int       min_end,
                            int       max_end);

/* The smallest stride s such that the labels 0, s, 2s, … centred at
 * `centres` with `widths` keep at least `gap` pixels between them. The
 * centres are in increasing order. */
guint qb_ui_label_stride   (const double *centres,
                            const int    *widths,
                            guint         n,
                            int           gap);

G_END_DECLS
