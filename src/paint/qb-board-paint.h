/* qb-board-paint.h: the play board's map, its zones' highlights and its
 * small marks, drawn in board units (cr already scaled) from a QbPaint. */
#pragma once

#include "qb-paint.h"
#include "qb-board-geometry.h"

G_BEGIN_DECLS

/* What is drawn on a zone under the blocks. */
typedef enum {
  QB_ZONE_HOVER = 1 << 0,
  QB_ZONE_AMPHIBIOUS = 1 << 1,   /* a destination by boat */
  QB_ZONE_LAND = 1 << 2,         /* a destination by land */
  QB_ZONE_SOURCE = 1 << 3,       /* blocks may move from here */
  QB_ZONE_SELECTED = 1 << 4,
  QB_ZONE_FOCUS = 1 << 5,        /* the keyboard focus, when visible */
  QB_ZONE_INSET = 1 << 6,        /* the boats' border inside the land's */
} QbBoardZoneFlags;

/* The map: paper, water, shores, rivers, borders, roads, the city, the
 * compass and the names. */
void qb_board_paint_map (const QbPaint *p, cairo_t *cr);
/* Where a zone's name is drawn (its logical extents, board units). */
void qb_board_paint_zone_label_rect (const QbPaint *p, cairo_t *cr, int zone, QbRect *rect);
/* A zone's highlights. */
void qb_board_paint_zone (const QbPaint *p, cairo_t *cr, int zone, QbBoardZoneFlags flags);
/* A pill of text centred on (cx, cy): a stack's count, the boats left;
 * sized: its text `size` px (a zone's note, words to read on a small map). */
void qb_board_paint_pill_sized (cairo_t *cr, const QbPaint *p, const char *text, double cx, double cy,
                                QbBoardColor fill, QbBoardColor ink, QbBoardColor ring, double size);
void qb_board_paint_pill (cairo_t *cr, const QbPaint *p, const char *text, double cx, double cy,
                          QbBoardColor fill, QbBoardColor ink, QbBoardColor ring);
/* "+N" in a block's place: a pale block with a ring of the side's colour. */
void qb_board_paint_more (cairo_t *cr, const QbPaint *p, const char *text, double cx, double cy,
                          QbBoardColor ring);
/* Crossed swords between the two forces of a battle. */
void qb_board_paint_swords (cairo_t *cr, const QbPaint *p, double cx, double cy);

G_END_DECLS
