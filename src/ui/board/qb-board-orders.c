/* qb-board-orders.c: QbBoard: the order being written, drawn on the map as
 * arrows from the blocks' zone to where they go, with ghost blocks at the
 * places they will take there. Everything comes from the board's own
 * QbView, whose blocks carry only the view's own order (order_dest,
 * order_mode), so the other side's view, and the public one, draw none.
 * The places and the drawing are src/paint's (qb-order-paint.c), which
 * the exported image shares. */
#include "qb-board-private.h"

#include "qb-order-paint.h"

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
  g_return_val_if_fail (QB_IS_BOARD (self), 0);

  return self->has_view ? qb_order_arrows (&self->view, arrows, max) : 0;
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
  g_return_val_if_fail (QB_IS_BOARD (self), 0);

  return self->has_view ? qb_order_ghost_blocks (&self->view) : 0;
}

/* Adds the arrows, then the ghosts, to the overlay items. */
guint
qb_board_order_items (QbBoard            *self,
                      QbBoardOverlayItem *items,
                      guint               max)
{
  QbOrderMark marks[2 * QB_NUM_BLOCKS];
  guint n;

  /* Nothing while the blocks slide: the order was revealed. */
  if (!self->has_view || (self->moving != NULL && self->moving->len > 0))
    return 0;
  n = MIN (qb_order_marks (&self->view, marks, G_N_ELEMENTS (marks)), G_N_ELEMENTS (marks));
  n = MIN (n, max);
  for (guint i = 0; i < n; i++)
    {
      const QbOrderMark *m = &marks[i];
      gboolean arrow = m->kind == QB_ORDER_MARK_ARROW;

      items[i] = (QbBoardOverlayItem) {
        arrow ? QB_OVERLAY_ARROW : QB_OVERLAY_GHOST, m->x, m->y, m->side,
        arrow ? m->n_blocks : m->block, m->x2, m->y2, m->mode
      };
    }
  return n;
}

/* An arrow or a ghost of the order (qb_order_paint_mark()), in the
 * board's colours. */
void
qb_board_draw_order_mark (QbBoard                  *self,
                          cairo_t                  *cr,
                          const QbBoardOverlayItem *item)
{
  gboolean arrow = item->kind == QB_OVERLAY_ARROW;
  QbOrderMark mark = {
    arrow ? QB_ORDER_MARK_ARROW : QB_ORDER_MARK_GHOST, item->x, item->y, item->x2, item->y2,
    item->which, item->mode, arrow ? -1 : item->count, arrow ? item->count : 0
  };
  QbPaint paint;

  qb_board_get_paint (self, &paint);
  qb_order_paint_mark (cr, &paint, &mark);
}
