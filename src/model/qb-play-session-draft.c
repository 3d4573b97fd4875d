/* qb-play-session-draft.c: QbPlaySession: the order being written on the
 * screen (whose it is, what is written so far) and an order typed in the
 * shorthand of qb-order-text.h, read and written for the viewer. */
#include <glib/gi18n-lib.h>

#include "qb-game.h"
#include "qb-play-session-private.h"

/**
 * qb_play_session_get_order_side:
 *
 * Returns: the side whose order the screen writes (the viewer's, or the
 *   decider's in open play), or -1 when no order is being written there
 */
int
qb_play_session_get_order_side (QbPlaySession *self)
{
  const QbView *view;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), -1);

  view = &self->view;
  if (!self->has_view || self->curtain_side >= 0 || view->phase != QB_PHASE_ORDERS
      || (view->viewer != view->decider && view->viewer != QB_NO_SIDE))
    return -1;
  return view->decider;
}

/**
 * qb_play_session_has_draft:
 *
 * Returns: whether some of the order being written is written already
 */
gboolean
qb_play_session_has_draft (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  return qb_play_session_get_order_side (self) >= 0
    && (self->view.own_order.origin != QB_LOC_NONE || self->view.own_order.ships);
}

/**
 * qb_play_session_get_draft_blocks:
 *
 * Returns: the blocks of the order being written (bit b = block b), which
 *   the board marks
 */
guint64
qb_play_session_get_draft_blocks (QbPlaySession *self)
{
  guint64 mask = 0;
  int side;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), 0);

  side = qb_play_session_get_order_side (self);
  if (side < 0)
    return 0;
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    if (self->view.blocks[b].order_dest != QB_LOC_NONE)
      mask |= G_GUINT64_CONSTANT (1) << b;
  return mask;
}

/**
 * qb_play_session_parse_order:
 * @text: an order in the shorthand of qb-order-text.h ("3 LE-ET")
 *
 * Reads @text as the order being written.
 *
 * Returns: (transfer full) (element-type QbAction) (nullable): the actions
 *   that write it, or %NULL with @error set
 */
GArray *
qb_play_session_parse_order (QbPlaySession  *self,
                             const char     *text,
                             GError        **error)
{
  int side;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  side = qb_play_session_get_order_side (self);
  if (side < 0)
    {
      g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_ORDER,
                           _("No order is being written now."));
      return NULL;
    }
  return qb_game_parse_order (self->game, side, text, error);
}

/**
 * qb_play_session_write_order:
 * @text: an order in the shorthand of qb-order-text.h
 *
 * Writes the typed order in place of what was written so far (the order
 * still has to be confirmed).
 *
 * Returns: %TRUE if every part of it was written
 */
gboolean
qb_play_session_write_order (QbPlaySession  *self,
                             const char     *text,
                             GError        **error)
{
  g_autoptr(GArray) parsed = NULL;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  /* The parsed actions start by clearing the draft, if there is one. */
  parsed = qb_play_session_parse_order (self, text, error);
  if (parsed == NULL)
    return FALSE;
  for (guint i = 0; i < parsed->len; i++)
    if (!qb_play_session_apply (self, g_array_index (parsed, QbAction, i), error))
      return FALSE;
  return TRUE;
}
