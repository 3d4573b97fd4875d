/* qb-board-place.c: where the board puts the blocks a view shows.
 *
 * Each place (a zone or a river area) takes its blocks in a grid with no
 * two over each other (qb_board_layout_stack()); in a battle the viewer's
 * side stands on the left and the enemy's on the right, with crossed
 * swords between. Blocks that do not fit are listed behind "+N" in the
 * last place. The enemy's hidden blocks are faces with only their side,
 * their place and whether some of them moved: nothing else is known, so
 * nothing else is given to whoever draws them.
 */
#include "qb-board-place.h"

#include <math.h>
#include <string.h>

#include "qb-data.h"

/* The smallest gap between two blocks: their edges and labels stay apart. */
#define MIN_GAP 2.0

/**
 * qb_board_layout_stack:
 * @out: (array length=n): the top-left corners, board units
 *
 * Lays @n blocks out in @rect: the grid with the widest gaps (up to
 * QB_BOARD_BLOCK_GAP) and the fewest rows, its rows centred. No two places
 * overlap: if @n blocks do not fit, the places that fit are given and the
 * blocks past them share the last place.
 *
 * Returns: how many places there are (@n if every block fits)
 */
guint
qb_board_layout_stack (const QbRect *rect,
                       guint         n,
                       QbPoint      *out)
{
  const double s = QB_BOARD_BLOCK_SIZE, g = QB_BOARD_BLOCK_GAP;
  guint max_cols = (guint) MAX (1.0, floor ((rect->width - s) / (s + MIN_GAP)) + 1);
  guint max_rows = (guint) MAX (1.0, floor ((rect->height - s) / (s + MIN_GAP)) + 1);
  guint places = MIN (n, max_cols * max_rows);
  guint rows = 1, cols;
  double best = -1;

  if (n == 0)
    return 0;
  for (guint r = 1; r <= max_rows; r++)
    {
      guint c = (places + r - 1) / r;
      double sx, sy;

      if (c > max_cols)
        continue;
      sx = c > 1 ? MIN (s + g, (rect->width - s) / (c - 1)) : s + g;
      sy = r > 1 ? MIN (s + g, (rect->height - s) / (r - 1)) : s + g;
      if (MIN (sx, sy) > best + 1e-6)
        {
          best = MIN (sx, sy);
          rows = r;
        }
    }
  cols = (places + rows - 1) / rows;

  double sx = cols > 1 ? MIN (s + g, (rect->width - s) / (cols - 1)) : s + g;
  double sy = rows > 1 ? MIN (s + g, (rect->height - s) / (rows - 1)) : s + g;
  double total_w = (cols - 1) * sx + s, total_h = (rows - 1) * sy + s;
  double x0 = rect->x + (rect->width - total_w) / 2;
  double y0 = rect->y + (rect->height - total_h) / 2;

  for (guint i = 0; i < n; i++)
    {
      guint k = MIN (i, places - 1);
      guint row = k / cols, col = k % cols;
      guint in_row = MIN (cols, places - row * cols);
      double indent = (cols - in_row) * sx / 2;

      out[i].x = x0 + indent + col * sx;
      out[i].y = y0 + row * sy;
    }
  return places;
}

static int
type_rank (int type)
{
  switch (type)
    {
    case QB_TYPE_LEADER: return 0;
    case QB_TYPE_REGULAR: return 1;
    case QB_TYPE_GRENADIERS: return 2;
    case QB_TYPE_LIGHT_INFANTRY: return 3;
    case QB_TYPE_RANGERS: return 4;
    case QB_TYPE_INDIAN: return 5;
    case QB_TYPE_QUEBEC_MILITIA: return 6;
    case QB_TYPE_MONTREAL_MILITIA: return 7;
    case QB_TYPE_DETACHMENT: return 8;
    case QB_TYPE_DECOY: return 9;
    case QB_TYPE_SHIP: return 10;
    default: return 11;
    }
}

static int
compare_blocks (gconstpointer a,
                 gconstpointer b,
                 gpointer      view)
{
  int x = *(const int *) a, y = *(const int *) b;
  const QbViewBlock *bx = &((const QbView *) view)->blocks[x];
  const QbViewBlock *by = &((const QbView *) view)->blocks[y];
  int rx = type_rank (bx->type), ry = type_rank (by->type);
  if (rx != ry)
    return rx - ry;
  if (bx->cv != by->cv)
    return by->cv - bx->cv;
  return x - y;
}

static void
fill_face (const QbView *view, int block, QbBlockFace *face)
{
  const QbViewBlock *vb = &view->blocks[block];
  int edition = view->options.edition;

  memset (face, 0, sizeof *face);
  face->block = block;
  face->side = QB_BLOCK_SIDE (block);
  face->type = vb->type;
  face->cv = vb->cv;
  face->max_cv = qb_unit_info (edition, block)->max_cv;
  face->loc = vb->loc;
  face->edition = edition;
  face->own = face->side == view->viewer;
  /* Only the viewer's own blocks carry their flags in the view, or every
   * block in the open view (QB_NO_SIDE) of open play. */
  face->moved = (face->own || view->viewer == QB_NO_SIDE) && (vb->flags & QB_BF_MOVED) != 0;
}

/* Place the blocks of one location (zone or river area). */
static void
layout_location (const QbView *v, int loc, QbBoardPlacement *out)
{
  const QbBoardGeometry *geometry = qb_board_geometry_get ();
  int viewer = v->viewer == QB_FRENCH ? QB_FRENCH : QB_BRITISH;
  int sides[2] = { viewer, 1 - viewer };
  int ids[2][QB_BLOCKS_PER_SIDE];
  guint n_ids[2] = { 0, 0 };
  guint n_hidden[2] = { 0, 0 };
  guint n_moved_hidden[2] = { 0, 0 };

  for (int i = 0; i < 2; i++)
    {
      int side = sides[i];
      for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
        if (v->blocks[b].loc == loc)
          ids[i][n_ids[i]++] = b;
      g_qsort_with_data (ids[i], (int) n_ids[i], sizeof (int), compare_blocks, (gpointer) v);
      int count = v->count[side][loc];
      n_hidden[i] = count > (int) n_ids[i] ? (guint) count - n_ids[i] : 0;
      /* The view counts the blocks that moved, not which: anonymous blocks
       * are all alike, so k of them can carry the mark, but not when known
       * blocks stand with them and might be the ones that moved. */
      n_moved_hidden[i] = n_ids[i] == 0 ? MIN (n_hidden[i], v->moved[side][loc]) : 0;
    }

  guint total[2] = { n_ids[0] + n_hidden[0], n_ids[1] + n_hidden[1] };
  if (total[0] + total[1] == 0)
    return;

  QbRect rect = loc < QB_NUM_ZONES ? geometry->zones[loc].blocks
                                   : geometry->areas[loc - QB_LOC_BASON].ships;
  QbRect parts[2] = { rect, rect };
  if (total[0] > 0 && total[1] > 0)
    {
      /* A battle: the viewer's blocks on the left, the enemy's on the right. */
      double share = CLAMP ((double) total[0] / (total[0] + total[1]), 0.35, 0.65);
      double gap = 10;
      parts[0].width = MAX (QB_BOARD_BLOCK_SIZE, (rect.width - gap) * share);
      parts[1].x = rect.x + parts[0].width + gap;
      parts[1].width = MAX (QB_BOARD_BLOCK_SIZE, rect.width - parts[0].width - gap);
    }

  double edge[2] = { 0, 0 }, middle = 0;
  for (int i = 0; i < 2; i++)
    {
      guint n = total[i];
      if (n == 0)
        continue;
      QbPoint pos[QB_BLOCKS_PER_SIDE];
      guint places = qb_board_layout_stack (&parts[i], n, pos);
      /* Blocks that do not fit are listed behind "+N" in the last place. */
      guint shown = places < n ? places - 1 : n;
      guint64 more_blocks = 0;
      guint more_anonymous = 0;
      double right = -G_MAXDOUBLE, top = G_MAXDOUBLE, left = G_MAXDOUBLE, bottom = -G_MAXDOUBLE;
      for (guint k = 0; k < n; k++)
        {
          QbBlockFace face;
          gboolean behind = FALSE;
          if (k < n_ids[i])
            {
              fill_face (v, ids[i][k], &face);
              if (k >= shown)
                {
                  /* Its words for the list behind "+N". */
                  more_blocks |= G_GUINT64_CONSTANT (1) << ids[i][k];
                  behind = TRUE;
                }
            }
          else
            {
              /* Anonymous: only the colour, where, and whether some moved. */
              guint h = k - n_ids[i];
              if (k >= shown)
                {
                  more_anonymous++;
                  continue;
                }
              memset (&face, 0, sizeof face);
              face.block = -1;
              face.side = sides[i];
              face.type = -1;
              face.cv = -1;
              face.loc = loc;
              face.edition = v->options.edition;
              face.moved = h < n_moved_hidden[i];
            }
          if (out->n_blocks == G_N_ELEMENTS (out->blocks))
            continue;
          out->blocks[out->n_blocks++] = (QbPlacedBlock) { face, behind ? 0 : pos[k].x,
                                                           behind ? 0 : pos[k].y, behind };
          if (behind)
            continue;
          right = MAX (right, pos[k].x + QB_BOARD_BLOCK_SIZE);
          top = MIN (top, pos[k].y);
          left = MIN (left, pos[k].x);
          bottom = MAX (bottom, pos[k].y + QB_BOARD_BLOCK_SIZE);
        }
      if (shown < n)
        {
          QbPoint last = pos[places - 1];
          if (out->n_more < G_N_ELEMENTS (out->more))
            out->more[out->n_more++] = (QbPlacedMore) { loc, sides[i], last.x, last.y,
                                                        more_blocks, more_anonymous };
          right = MAX (right, last.x + QB_BOARD_BLOCK_SIZE);
          top = MIN (top, last.y);
          left = MIN (left, last.x);
          bottom = MAX (bottom, last.y + QB_BOARD_BLOCK_SIZE);
        }
      edge[i] = i == 0 ? right : left;
      middle = (top + bottom) / 2;
      if (n >= 2 && out->n_badges < G_N_ELEMENTS (out->badges))
        out->badges[out->n_badges++] = (QbPlacedBadge) { right, top, sides[i], (int) n };
    }
  if (total[0] > 0 && total[1] > 0 && v->battle.active && v->battle.zone == loc)
    {
      out->has_battle_mark = TRUE;
      out->battle_mark = (QbPoint) { (edge[0] + edge[1]) / 2, middle };
    }
}


void
qb_board_placement_compute (const QbView     *view,
                            QbBoardPlacement *out)
{
  memset (out, 0, sizeof *out);
  for (int loc = 0; loc <= QB_LOC_STLAURENT; loc++)
    layout_location (view, loc, out);
}
