/* qb-board-orders.c: QbBoard: the order being written, drawn on the map as
 * arrows from the blocks' zone to where they go, with ghost blocks at the
 * places they will take there. Everything comes from the board's own
 * QbView, whose blocks carry only the view's own order (order_dest,
 * order_mode), so the other side's view, and the public one, draw none. */
#include "qb-board-private.h"

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

/**
 * qb_board_get_order_arrows:
 * @arrows: (out caller-allocates) (array length=max): the arrows
 *
 * The arrows the board draws for the order written in its view: one per
 * starting place, destination and way of going, in block order.
 *
 * Returns: how many there are (at most @max are stored)
 */
guint
qb_board_get_order_arrows (QbBoard      *self,
                           QbBoardArrow *arrows,
                           guint         max)
{
  QbBoardArrow found[QB_NUM_BLOCKS];
  guint n = 0;

  g_return_val_if_fail (QB_IS_BOARD (self), 0);

  if (!self->has_view)
    return 0;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbViewBlock *vb = &self->view.blocks[b];
      guint k;

      if (!has_order (&self->view, b))
        continue;
      for (k = 0; k < n; k++)
        if (found[k].from == vb->loc && found[k].to == vb->order_dest && found[k].mode == vb->order_mode)
          break;
      if (k == n)
        found[n++] = (QbBoardArrow) { vb->loc, vb->order_dest, vb->order_mode, QB_BLOCK_SIDE (b), 0 };
      found[k].n_blocks++;
    }
  for (guint k = 0; k < MIN (n, max); k++)
    arrows[k] = found[k];
  return n;
}

/**
 * qb_board_get_ghost_blocks:
 *
 * Returns: the blocks drawn as ghosts at their destination (bit b = block
 *   b): those of the order written in the board's view
 */
guint64
qb_board_get_ghost_blocks (QbBoard *self)
{
  guint64 mask = 0;

  g_return_val_if_fail (QB_IS_BOARD (self), 0);

  if (!self->has_view)
    return 0;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (has_order (&self->view, b))
      mask |= G_GUINT64_CONSTANT (1) << b;
  return mask;
}

/* Where the ghosts of the blocks ordered to `to` stand (top-left corners):
 * in the place's rectangle if it is empty, else in a row just under the
 * blocks already there (over them if there is no room under), so that a
 * ghost never covers a block. */
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
  if (row.y + s > rect->y + rect->height + s)
    row.y = top - QB_BOARD_BLOCK_GAP - s;
  qb_board_layout_stack (&row, n, places);
}

/* Adds the arrows, then the ghosts, to the overlay items. */
guint
qb_board_order_items (QbBoard            *self,
                      QbBoardOverlayItem *items,
                      guint               max)
{
  QbBoardArrow arrows[QB_NUM_BLOCKS];
  guint n_arrows, n = 0;
  const double s = QB_BOARD_BLOCK_SIZE;

  /* Nothing while the blocks slide: the order was revealed. */
  if (!self->has_view || (self->moving != NULL && self->moving->len > 0))
    return 0;
  n_arrows = MIN (qb_board_get_order_arrows (self, arrows, G_N_ELEMENTS (arrows)), G_N_ELEMENTS (arrows));
  {
    QbPoint places[QB_LOC_STLAURENT + 1][QB_NUM_BLOCKS];
    guint n_ghosts[QB_LOC_STLAURENT + 1];
    QbPoint aim[QB_LOC_STLAURENT + 1];

    /* The ghosts first: the arrows point at them. */
    for (int to = 0; to <= QB_LOC_STLAURENT; to++)
      {
        ghost_places (&self->view, to, places[to], &n_ghosts[to]);
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

        items[n++] = (QbBoardOverlayItem) {
          QB_OVERLAY_ARROW, from->x + from->width / 2, from->y + from->height / 2,
          arrows[k].side, arrows[k].n_blocks, aim[arrows[k].to].x, aim[arrows[k].to].y, arrows[k].mode
        };
      }
    for (int to = 0; to <= QB_LOC_STLAURENT; to++)
      {
        guint i = 0;

        for (int b = 0; b < QB_NUM_BLOCKS && i < n_ghosts[to]; b++)
          if (has_order (&self->view, b) && self->view.blocks[b].order_dest == to)
            {
              if (n < max)
                items[n++] = (QbBoardOverlayItem) {
                  QB_OVERLAY_GHOST, places[to][i].x + s / 2, places[to][i].y + s / 2,
                  QB_BLOCK_SIDE (b), b, 0, 0, self->view.blocks[b].order_mode
                };
              i++;
            }
      }
  }
  return n;
}

/* An arrow from (x, y) to (x2, y2), bent a little so that two arrows
 * between the same zones both ways stay apart, its ends short of the
 * stacks; by boat it is dashed in the water's colour. */
void
qb_board_draw_arrow (QbBoard                  *self,
                     cairo_t                  *cr,
                     const QbBoardOverlayItem *item)
{
  const GdkRGBA *c = &self->colors[item->mode == QB_MODE_AMPHIBIOUS ? QB_COLOR_AMPH_DEST
                                   : item->which == QB_BRITISH ? QB_COLOR_BRITISH : QB_COLOR_FRENCH];
  double dx = item->x2 - item->x, dy = item->y2 - item->y;
  double len = sqrt (dx * dx + dy * dy);
  double ux, uy, sx, sy, ex, ey, mx, my, ang;
  const double head = 18, bend = 0.18;

  if (len < 1)
    return;
  ux = dx / len;
  uy = dy / len;
  sx = item->x + ux * QB_BOARD_BLOCK_SIZE * 0.6;
  sy = item->y + uy * QB_BOARD_BLOCK_SIZE * 0.6;
  ex = item->x2 - ux * QB_BOARD_BLOCK_SIZE * 0.6;
  ey = item->y2 - uy * QB_BOARD_BLOCK_SIZE * 0.6;
  mx = (sx + ex) / 2 - uy * len * bend;
  my = (sy + ey) / 2 + ux * len * bend;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* A pale halo first, so that the arrow reads over any ground. */
  for (int pass = 0; pass < 2; pass++)
    {
      const GdkRGBA *ink = pass == 0 ? &self->colors[QB_COLOR_BADGE] : c;
      double dash = 10;

      cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, pass == 0 ? 0.85 : 1);
      cairo_set_line_width (cr, pass == 0 ? 9 : 5);
      cairo_set_dash (cr, item->mode == QB_MODE_AMPHIBIOUS && pass == 1 ? &dash : NULL,
                      item->mode == QB_MODE_AMPHIBIOUS && pass == 1 ? 1 : 0, 0);
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

/* A ghost block: the block's colour, faint, with a broken outline, where
 * it will stand. */
void
qb_board_draw_ghost (QbBoard                  *self,
                     cairo_t                  *cr,
                     const QbBoardOverlayItem *item)
{
  const GdkRGBA *c = &self->colors[item->which == QB_BRITISH ? QB_COLOR_BRITISH : QB_COLOR_FRENCH];
  const double s = QB_BOARD_BLOCK_SIZE - 4, r = 5, dash[] = { 5, 4 };
  double x = item->x - s / 2, y = item->y - s / 2;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + s - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + s - r, y + s - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + s - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, 0.95);
  cairo_set_line_width (cr, 2.5);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}
