/* qb-battle-geometry.h: where the battle board puts things, as plain
 * numbers (no widget), so that tests can check the layout and the hit
 * tests without a display.
 *
 * The board has two rows, one per side: the viewer's at the bottom. Each
 * row holds the three columns (engine slots 0..2, left to right, each
 * under the enemy column it fights, 14.1), the reserve and, beside them,
 * the blocks aside (not deployed yet, or retreated). In a skirmish (18.0)
 * one line takes the place of the columns and there is no reserve. The
 * band between the rows shows the dice.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  double x, y, width, height;
} QbBattleRect;

/* The cells of a row, by battle slot: 0..2 the columns, 3 the reserve, 4
 * the skirmish line, 5 aside (QB_SLOT_NONE and QB_SLOT_RETREATED). */
#define QB_BATTLE_N_CELLS 6
#define QB_BATTLE_CELL_ASIDE 5

typedef struct {
  QbBattleRect header;
  QbBattleRect rows[2];                       /* 0 top (enemy), 1 bottom (viewer) */
  QbBattleRect cells[2][QB_BATTLE_N_CELLS];   /* empty (0 wide) when not shown */
  QbBattleRect dice;                          /* the band between the rows */
  QbBattleRect bar;                           /* the buttons at the bottom */
  double block;                               /* a block's side */
  double gap;                                 /* between blocks and cells */
  double label;                               /* height of a cell's name */
} QbBattleGeometry;

/* Lays the board out in a width × height area. skirmish: one line, no
 * reserve (18.0); aside: room for blocks not deployed or retreated. */
void qb_battle_geometry_compute (QbBattleGeometry *geometry,
                                 double            width,
                                 double            height,
                                 double            header_height,
                                 double            bar_height,
                                 gboolean          skirmish,
                                 gboolean          aside);

/* The top-left corner of the index-th of count blocks in a cell: in rows
 * from the top-left, as many to a row as fit, shrunk when they do not
 * all fit (the size comes back in *size). */
void qb_battle_geometry_place   (const QbBattleGeometry *geometry,
                                 const QbBattleRect     *cell,
                                 int                     index,
                                 int                     count,
                                 double                 *x,
                                 double                 *y,
                                 double                 *size);

/* The cell (slot, as above) of row `row` at (x, y), or -1. */
int  qb_battle_geometry_cell_at (const QbBattleGeometry *geometry,
                                 int                     row,
                                 double                  x,
                                 double                  y);

/* The row (0 top, 1 bottom) of a side: the viewer's own side at the
 * bottom; for a viewer who is neither side (open or public view), the
 * attacker at the bottom and the defender at the top. */
int  qb_battle_row_of_side      (int side,
                                 int viewer,
                                 int defender);

G_END_DECLS
