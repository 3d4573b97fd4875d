/* qb-block-name.h: how a block's name is laid out on the block
 * (qb-block-name.c), for qb-block-paint.c (QbBlockWidget and the
 * exported images). */
#pragma once

#include <pango/pangocairo.h>

G_BEGIN_DECLS

/* Below this size (pixels) a block shows its strength and its name only:
 * the symbol would leave the name too small to read (at 1280 x 800 the
 * map's blocks are about 23 pixels). */
#define QB_BLOCK_COMPACT_BELOW 36.0

/* The name as last fitted to a small block: the fitting takes a few
 * layouts, and a block is drawn again far more often (a hover, a
 * selection) than its size or its face change. Cleared with
 * qb_block_name_fit_clear() when the face changes. */
typedef struct {
  double s;
  char *text;
  double size;
  double squeeze;
  gboolean cut;
} QbBlockNameFit;

/* The margin of the sticker on a block of size s. */
double qb_block_sticker_margin (double s);
/* The box of a small block's name: under the pips (if it has pips),
 * within the sticker. */
void qb_block_name_box (gboolean pips,
                        double   s,
                        double  *left,
                        double  *top,
                        double  *width,
                        double  *height);
/* The name of block `block` on a block of size s as it is drawn:
 * *size_out its font size in pixels, *squeeze_out the share of its width
 * it is drawn at (1, or a little less on a small block). */
PangoLayout *qb_block_name_layout (cairo_t        *cr,
                                   int             edition,
                                   int             block,
                                   gboolean        pips,
                                   double          s,
                                   QbBlockNameFit *fit,
                                   double         *size_out,
                                   double         *squeeze_out);
void qb_block_name_fit_clear (QbBlockNameFit *fit);

G_END_DECLS
