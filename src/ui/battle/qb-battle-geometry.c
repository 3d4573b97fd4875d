/* qb-battle-geometry.c: the battle board's layout (see the header). */
#include "qb-battle-geometry.h"

#include <math.h>

#include "qb-engine.h"

static QbBattleRect
rect (double x, double y, double w, double h)
{
  QbBattleRect r = { x, y, MAX (w, 0), MAX (h, 0) };
  return r;
}

void
qb_battle_geometry_compute (QbBattleGeometry *g,
                            double            width,
                            double            height,
                            double            header_height,
                            double            bar_height,
                            gboolean          skirmish,
                            gboolean          aside)
{
  double margin, field_y, field_h, dice_h, row_h, x, unit;
  /* Widths of the cells as parts of a row: the columns weigh 1 each, the
   * reserve a little less, the blocks aside as a column. */
  double weights[QB_BATTLE_N_CELLS] = { 1, 1, 1, 0.8, 0, aside ? 1 : 0 };

  g_return_if_fail (g != NULL);

  *g = (QbBattleGeometry) { 0 };
  if (skirmish)
    {
      weights[0] = weights[1] = weights[2] = weights[3] = 0;
      weights[4] = 3;
    }
  margin = CLAMP (MIN (width, height) * 0.02, 4, 16);
  g->gap = CLAMP (margin * 0.6, 3, 10);
  g->header = rect (margin, margin * 0.5, width - 2 * margin, header_height);
  g->bar = rect (margin, height - bar_height - margin * 0.5, width - 2 * margin, bar_height);
  field_y = g->header.y + g->header.height + g->gap;
  field_h = g->bar.y - g->gap - field_y;
  /* The dice band takes a fifth of the field, within reason. */
  dice_h = CLAMP (field_h * 0.2, 28, 72);
  row_h = MAX (0, (field_h - dice_h) / 2);
  g->rows[0] = rect (margin, field_y, width - 2 * margin, row_h);
  g->dice = rect (margin, field_y + row_h, width - 2 * margin, dice_h);
  g->rows[1] = rect (margin, field_y + row_h + dice_h, width - 2 * margin, row_h);
  g->label = CLAMP (row_h * 0.16, 14, 24);

  double total = 0;
  int shown = 0;
  for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
    {
      total += weights[c];
      shown += weights[c] > 0;
    }
  unit = (g->rows[0].width - (shown - 1) * g->gap) / total;
  for (int r = 0; r < 2; r++)
    {
      x = g->rows[r].x;
      /* The order across a row: the columns (or the skirmish line), the
       * reserve, the blocks aside. */
      static const int order[QB_BATTLE_N_CELLS] = { 0, 1, 2, 4, 3, 5 };
      for (int i = 0; i < QB_BATTLE_N_CELLS; i++)
        {
          int c = order[i];
          if (weights[c] <= 0)
            continue;
          g->cells[r][c] = rect (x, g->rows[r].y, unit * weights[c], row_h);
          x += unit * weights[c] + g->gap;
        }
    }
  /* A block's side: a row of blocks fits under a cell's name, four of
   * them across a column (qb_battle_geometry_place() shrinks them when a
   * cell holds more). */
  g->block = floor (MIN (row_h - g->label - 2 * g->gap, (unit - 5 * g->gap) / 4));
  g->block = CLAMP (g->block, 8, 96);
}

void
qb_battle_geometry_place (const QbBattleGeometry *g,
                          const QbBattleRect     *cell,
                          int                     index,
                          int                     count,
                          double                 *x,
                          double                 *y,
                          double                 *size)
{
  double s = g->block;
  double inner_w = cell->width - 2 * g->gap;
  double inner_h = cell->height - g->label - 2 * g->gap;
  int per_row, rows;

  /* Shrink until every block fits. */
  for (;;)
    {
      per_row = MAX (1, (int) floor ((inner_w + g->gap) / (s + g->gap)));
      rows = (count + per_row - 1) / per_row;
      if (rows * (s + g->gap) - g->gap <= inner_h || s <= 8)
        break;
      s = floor (s * 0.85);
    }
  int row = index / per_row;
  int col = index % per_row;
  int in_row = MIN (per_row, count - row * per_row);
  /* Each row of blocks is centred in the cell. */
  double row_w = in_row * (s + g->gap) - g->gap;
  *x = cell->x + (cell->width - row_w) / 2 + col * (s + g->gap);
  /* And the rows together in the middle of the room under the name. */
  double rows_h = rows * (s + g->gap) - g->gap;
  *y = cell->y + g->label + g->gap + MAX (0, (inner_h - rows_h) / 2) + row * (s + g->gap);
  if (size != NULL)
    *size = s;
}

int
qb_battle_geometry_cell_at (const QbBattleGeometry *g,
                            int                     row,
                            double                  x,
                            double                  y)
{
  if (row < 0 || row > 1)
    return -1;
  for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
    {
      const QbBattleRect *r = &g->cells[row][c];
      if (r->width > 0 && x >= r->x && x < r->x + r->width && y >= r->y && y < r->y + r->height)
        return c;
    }
  return -1;
}

int
qb_battle_row_of_side (int side,
                       int viewer,
                       int defender)
{
  int bottom = viewer == QB_BRITISH || viewer == QB_FRENCH ? viewer : 1 - defender;

  return side == bottom ? 1 : 0;
}
