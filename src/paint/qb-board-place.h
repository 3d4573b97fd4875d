/* qb-board-place.h: where the board puts the blocks a view shows, with no
 * widget: the play board's children and the exported images agree. */
#pragma once

#include "qb-block-paint.h"
#include "qb-board-geometry.h"

G_BEGIN_DECLS

typedef struct {
  QbBlockFace face;     /* block -1 for the enemy's hidden blocks */
  double x;             /* top-left corner, board units */
  double y;
  gboolean behind_more; /* a known block listed behind "+N", not drawn */
} QbPlacedBlock;

/* Blocks of one side at a place that did not fit. */
typedef struct {
  int loc;
  int side;
  double x;            /* the "+N" place's top-left corner, board units */
  double y;
  guint64 blocks;      /* the known blocks behind it */
  guint n_anonymous;   /* and how many of the enemy's hidden ones */
} QbPlacedMore;

/* The number of blocks in a stack of two or more. */
typedef struct {
  double x;            /* top-right corner of the stack, board units */
  double y;
  int side;
  int count;
} QbPlacedBadge;

typedef struct {
  QbPlacedBlock blocks[QB_NUM_BLOCKS];   /* in drawing order: later on top */
  guint n_blocks;
  QbPlacedBadge badges[2 * QB_NUM_LOCS];
  guint n_badges;
  QbPlacedMore more[2 * QB_NUM_LOCS];
  guint n_more;
  /* Crossed swords between the two forces of a battle, board units. */
  gboolean has_battle_mark;
  QbPoint battle_mark;
} QbBoardPlacement;

/* The blocks on the map (zones and river areas) as the view shows them:
 * its viewer's on the left of a battle, the enemy's hidden ones as faces
 * with only their side. */
void qb_board_placement_compute (const QbView *view, QbBoardPlacement *out);

/* Lays n blocks out in rect (see qb-board-place.c). */
guint qb_board_layout_stack (const QbRect *rect, guint n, QbPoint *out);

G_END_DECLS
