/* qb-order-paint.c: the order being written, as arrows, ghost blocks and
 * the boats left (qb-order-paint.h). Moved here from the board widget so
 * that the exported image draws it too. */
#include <glib/gi18n-lib.h>

#include "qb-order-paint.h"

#include <math.h>

#include "qb-block-paint.h"
#include "qb-board-geometry.h"
#include "qb-board-place.h"

/* Where the blocks of a location are laid out, board units. */
static const QbRect *
location_rect (int loc)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();

  return loc < QB_NUM_ZONES ? &g->zones[loc].blocks : &g->areas[loc - QB_LOC_BASON].ships;
}

/* Whether block b has a part in the view's order from a place on the map
 * to another. */
static gboolean
has_order (const QbView *v,
           int           b)
{
  return v->blocks[b].order_dest <= QB_LOC_STLAURENT && v->blocks[b].loc <= QB_LOC_STLAURENT
         && v->blocks[b].order_dest != v->blocks[b].loc;
}

guint
qb_order_arrows (const QbView *view,
                 QbOrderArrow *arrows,
                 guint         max)
{
  QbOrderArrow found[QB_NUM_BLOCKS];
  guint n = 0;

  g_return_val_if_fail (view != NULL, 0);
  g_return_val_if_fail (arrows != NULL || max == 0, 0);

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbViewBlock *vb = &view->blocks[b];
      guint k;

      if (!has_order (view, b))
        continue;
      for (k = 0; k < n; k++)
        if (found[k].from == vb->loc && found[k].to == vb->order_dest && found[k].mode == vb->order_mode)
          break;
      if (k == n)
        found[n++] = (QbOrderArrow) { vb->loc, vb->order_dest, vb->order_mode, QB_BLOCK_SIDE (b), 0 };
      found[k].n_blocks++;
    }
  for (guint k = 0; k < MIN (n, max); k++)
    arrows[k] = found[k];
  return n;
}

guint64
qb_order_ghost_blocks (const QbView *view)
{
  guint64 mask = 0;

  g_return_val_if_fail (view != NULL, 0);

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (has_order (view, b))
      mask |= G_GUINT64_CONSTANT (1) << b;
  return mask;
}

/* Where the ghosts of the blocks ordered to `to` stand (top-left corners):
 * in the place's rectangle if it is empty, else in a row just under the
 * blocks already there (above them if there is no room under), so that a
 * ghost never covers a block and stays on the map. */
static void
ghost_places (const QbView *v,
              int           to,
              QbPoint      *places,
              guint        *n_ghosts)
{
  const QbRect *rect = location_rect (to);
  const double s = QB_BOARD_BLOCK_SIZE;
  QbPoint present_at[2 * QB_BLOCKS_PER_SIDE];
  guint present = 0, n = 0, shown;
  double top = G_MAXDOUBLE, bottom = -G_MAXDOUBLE;
  QbRect row;

  for (int side = 0; side < 2; side++)
    present += (guint) MAX (v->count[side][to], 0);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (has_order (v, b) && v->blocks[b].order_dest == to)
      n++;
  *n_ghosts = n;
  if (n == 0)
    return;
  if (present == 0)
    {
      qb_board_layout_stack (rect, n, places);
      return;
    }
  present = MIN (present, G_N_ELEMENTS (present_at));
  shown = qb_board_layout_stack (rect, present, present_at);
  for (guint i = 0; i < shown; i++)
    {
      top = MIN (top, present_at[i].y);
      bottom = MAX (bottom, present_at[i].y + s);
    }
  row = (QbRect) { rect->x, bottom + QB_BOARD_BLOCK_GAP, rect->width, s };
  /* Above them when there is no room under, in the place or on the map
   * (Lévis's blocks stand near the board's lower edge). */
  if (row.y + s > rect->y + rect->height + s || row.y + s > QB_BOARD_HEIGHT - QB_BOARD_BLOCK_GAP)
    row.y = top - QB_BOARD_BLOCK_GAP - s;
  qb_board_layout_stack (&row, n, places);
}

guint
qb_order_marks (const QbView *view,
                QbOrderMark  *marks,
                guint         max)
{
  QbOrderArrow arrows[QB_NUM_BLOCKS];
  QbPoint places[QB_LOC_STLAURENT + 1][QB_NUM_BLOCKS];
  guint n_ghosts[QB_LOC_STLAURENT + 1];
  QbPoint aim[QB_LOC_STLAURENT + 1];
  const double s = QB_BOARD_BLOCK_SIZE;
  guint n_arrows, n = 0;

  g_return_val_if_fail (view != NULL, 0);
  g_return_val_if_fail (marks != NULL || max == 0, 0);

  n_arrows = MIN (qb_order_arrows (view, arrows, G_N_ELEMENTS (arrows)), G_N_ELEMENTS (arrows));
  /* The ghosts first: the arrows point at them. */
  for (int to = 0; to <= QB_LOC_STLAURENT; to++)
    {
      ghost_places (view, to, places[to], &n_ghosts[to]);
      aim[to] = (QbPoint) { 0, 0 };
      for (guint i = 0; i < n_ghosts[to]; i++)
        {
          aim[to].x += (places[to][i].x + s / 2) / n_ghosts[to];
          aim[to].y += (places[to][i].y + s / 2) / n_ghosts[to];
        }
    }
  for (guint k = 0; k < n_arrows && n < max; k++)
    {
      const QbRect *from = location_rect (arrows[k].from);

      marks[n++] = (QbOrderMark) {
        QB_ORDER_MARK_ARROW, from->x + from->width / 2, from->y + from->height / 2,
        aim[arrows[k].to].x, aim[arrows[k].to].y, arrows[k].side, arrows[k].mode, -1, arrows[k].n_blocks
      };
    }
  for (int to = 0; to <= QB_LOC_STLAURENT; to++)
    {
      guint i = 0;

      for (int b = 0; b < QB_NUM_BLOCKS && i < n_ghosts[to]; b++)
        if (has_order (view, b) && view->blocks[b].order_dest == to)
          {
            if (n < max)
              marks[n++] = (QbOrderMark) {
                QB_ORDER_MARK_GHOST, places[to][i].x + s / 2, places[to][i].y + s / 2, 0, 0,
                QB_BLOCK_SIDE (b), view->blocks[b].order_mode, b, 0
              };
            i++;
          }
    }
  return n;
}

static void
paint_arrow (cairo_t           *cr,
             const QbPaint     *paint,
             const QbOrderMark *mark)
{
  const QbRgba *c = &paint->colors[mark->mode == QB_MODE_AMPHIBIOUS ? QB_COLOR_AMPH_DEST
                                   : mark->side == QB_BRITISH ? QB_COLOR_BRITISH : QB_COLOR_FRENCH];
  double dx = mark->x2 - mark->x, dy = mark->y2 - mark->y;
  double len = sqrt (dx * dx + dy * dy);
  double ux, uy, sx, sy, ex, ey, mx, my, ang;
  const double head = 18, bend = 0.18;

  if (len < 1)
    return;
  ux = dx / len;
  uy = dy / len;
  sx = mark->x + ux * QB_BOARD_BLOCK_SIZE * 0.6;
  sy = mark->y + uy * QB_BOARD_BLOCK_SIZE * 0.6;
  ex = mark->x2 - ux * QB_BOARD_BLOCK_SIZE * 0.6;
  ey = mark->y2 - uy * QB_BOARD_BLOCK_SIZE * 0.6;
  mx = (sx + ex) / 2 - uy * len * bend;
  my = (sy + ey) / 2 + ux * len * bend;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* A pale halo first, so that the arrow reads over any ground. */
  for (int pass = 0; pass < 2; pass++)
    {
      const QbRgba *ink = pass == 0 ? &paint->colors[QB_COLOR_BADGE] : c;
      double dash = 10;

      cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, pass == 0 ? 0.85 : 1);
      cairo_set_line_width (cr, pass == 0 ? 9 : 5);
      cairo_set_dash (cr, mark->mode == QB_MODE_AMPHIBIOUS && pass == 1 ? &dash : NULL,
                      mark->mode == QB_MODE_AMPHIBIOUS && pass == 1 ? 1 : 0, 0);
      cairo_move_to (cr, sx, sy);
      cairo_curve_to (cr, (sx + 2 * mx) / 3, (sy + 2 * my) / 3,
                      (ex + 2 * mx) / 3, (ey + 2 * my) / 3, ex, ey);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      /* The head points along the curve's last stretch. */
      ang = atan2 (ey - (ey + 2 * my) / 3, ex - (ex + 2 * mx) / 3);
      cairo_move_to (cr, ex + cos (ang) * head * 0.5, ey + sin (ang) * head * 0.5);
      cairo_line_to (cr, ex + cos (ang + 2.5) * head, ey + sin (ang + 2.5) * head);
      cairo_line_to (cr, ex + cos (ang - 2.5) * head, ey + sin (ang - 2.5) * head);
      cairo_close_path (cr);
      if (pass == 0)
        cairo_stroke_preserve (cr);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
paint_ghost (cairo_t           *cr,
             const QbPaint     *paint,
             const QbOrderMark *mark)
{
  const QbRgba *c = &paint->colors[mark->side == QB_BRITISH ? QB_COLOR_BRITISH : QB_COLOR_FRENCH];
  const double s = QB_BOARD_BLOCK_SIZE - 4, r = 5, dash[] = { 5, 4 };
  double x = mark->x - s / 2, y = mark->y - s / 2;

  cairo_save (cr);
  qb_block_paint_round_rect (cr, x, y, s, s, r);
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, 0.95);
  cairo_set_line_width (cr, 2.5);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
qb_order_paint_mark (cairo_t           *cr,
                     const QbPaint     *paint,
                     const QbOrderMark *mark)
{
  g_return_if_fail (cr != NULL && paint != NULL && mark != NULL);

  if (mark->kind == QB_ORDER_MARK_ARROW)
    paint_arrow (cr, paint, mark);
  else
    paint_ghost (cr, paint, mark);
}

int
qb_order_boats_left (const QbView *view,
                     int           area)
{
  g_return_val_if_fail (view != NULL, -1);
  g_return_val_if_fail (area == QB_BASON || area == QB_STLAURENT, -1);

  if (view->phase != QB_PHASE_ORDERS || view->viewer == QB_PUBLIC)
    return -1;
  return qb_view_boats_left (view, area);
}

char *
qb_order_boats_text (int left)
{
  if (left <= 0)
    return g_strdup (_("no boats"));
  return g_strdup_printf (ngettext ("%d boat", "%d boats", left), left);
}
