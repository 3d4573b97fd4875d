/* qb-order-paint.h: the order being written, as the board draws it: an
 * arrow from each starting place to where its blocks go, a ghost block
 * where each will stand, and the boats left in each river area. All of it
 * from a view alone, whose blocks carry only the view's own order, so the
 * other side's view and the public one draw none. The board widget and
 * the exported image (qb-board-render.c) draw the same. */
#pragma once

#include <cairo.h>

#include "qb-engine.h"
#include "qb-paint.h"

G_BEGIN_DECLS

/* One arrow per starting place, destination and way of going
 * (QbMoveMode), in block order. */
typedef struct {
  int from;
  int to;
  int mode;
  int side;
  int n_blocks;
} QbOrderArrow;

/* The arrows of the view's order; how many there are (at most `max`
 * stored). */
guint qb_order_arrows (const QbView *view, QbOrderArrow *arrows, guint max);
/* The blocks drawn as ghosts at their destination (bit b = block b). */
guint64 qb_order_ghost_blocks (const QbView *view);

typedef enum {
  QB_ORDER_MARK_ARROW,
  QB_ORDER_MARK_GHOST,
} QbOrderMarkKind;

/* An arrow or a ghost where the board draws it, in board units. */
typedef struct {
  QbOrderMarkKind kind;
  double x;        /* arrow: the middle of its start; ghost: its centre */
  double y;
  double x2;       /* arrow: the middle of the ghosts it points at */
  double y2;
  int side;
  int mode;        /* the QbMoveMode */
  int block;       /* ghost: the block */
  int n_blocks;    /* arrow: how many blocks go that way */
} QbOrderMark;

/* The arrows, then the ghosts (the ghosts stand where no block covers
 * them, the arrows point at them); how many there are, at most `max`
 * stored. */
guint qb_order_marks (const QbView *view, QbOrderMark *marks, guint max);
/* A mark in the board's units (cr already scaled), in the palette's
 * colours: an arrow bent a little so that two between the same places
 * both ways stay apart, dashed in the water's colour by boat; a ghost in
 * its side's colour, faint, with a broken outline. */
void qb_order_paint_mark (cairo_t *cr, const QbPaint *paint, const QbOrderMark *mark);

/* The boats left in river area `area` (QB_BASON, QB_STLAURENT) for the
 * order being written, or -1 when the board shows none (not a side's
 * orders). */
int qb_order_boats_left (const QbView *view, int area);
/* "3 boats", "no boats", in the user's language. */
char *qb_order_boats_text (int left);

G_END_DECLS
