/* qb-block-paint.h: one wooden block's face, painted with no widget. */
#pragma once

#include "qb-block-name.h"
#include "qb-paint.h"

G_BEGIN_DECLS

/* What the viewer sees of a block. */
typedef struct {
  int block;        /* block id, or -1 when hidden from the viewer */
  int side;         /* QB_BRITISH or QB_FRENCH: the colour is always known */
  int type;         /* QbUnitType, or -1 when hidden */
  int cv;           /* current CV, or -1 when hidden (0 for ships and decoys) */
  int max_cv;       /* 0 when hidden */
  int loc;          /* zone or river area (QB_LOC_BASON, QB_LOC_STLAURENT) */
  int edition;      /* QbEdition, for the names */
  gboolean own;     /* the viewer's own block */
  gboolean moved;   /* moved this campaign move */
} QbBlockFace;

/* A block's colours (style.css: block.<side>.wood and .ink, block.sticker,
 * block.moved-mark). */
typedef struct {
  QbRgba wood;
  QbRgba sticker;
  QbRgba ink;
  QbRgba moved;
} QbBlockColors;

/* The light palette's colours of a side's blocks. */
void qb_block_colors_init_light (QbBlockColors *colors, int side);
/* The block's wood, and its label when the face shows one, in a square of
 * side s pixels at (0, 0). `fit` (or NULL) keeps the name as fitted, for a
 * block drawn again and again at one size (qb-block-name.h). */
void qb_block_paint_face (cairo_t *cr, const QbBlockColors *colors, const QbBlockFace *face, double s,
                          QbBlockNameFit *fit);
/* The name of a shown block of side s as it is drawn: *size is its size
 * in pixels, *squeeze the share of its width it is drawn at. */
PangoLayout *qb_block_paint_name_layout (const QbBlockFace *face, cairo_t *cr, double s,
                                         QbBlockNameFit *fit, double *size, double *squeeze);
/* The block's rounded square. */
void qb_block_paint_round_rect (cairo_t *cr, double x, double y, double w, double h, double r);

G_END_DECLS
