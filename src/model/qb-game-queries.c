/* qb-game-queries.c: what QbGame tells about its position: the state,
 * the record, the phase and the winner, legal actions (for a viewer),
 * events, views, typed orders. */
#include "qb-game-private.h"
#include "qb-json-private.h"
#include "qb-order-text.h"
#include "qb-record.h"

/**
 * qb_game_get_state:
 *
 * Returns: (transfer none): the engine state, read-only, valid until the
 *   next apply or undo
 */
const QbState *
qb_game_get_state (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), NULL);

  return &self->state;
}

/**
 * qb_game_get_record:
 *
 * Returns: (transfer none): the record of the game
 */
QbRecord *
qb_game_get_record (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), NULL);

  return self->record;
}

guint
qb_game_get_move (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), 0);

  return self->state.move;
}

QbPhase
qb_game_get_phase (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), QB_PHASE_GAME_OVER);

  return self->state.phase;
}

int
qb_game_get_decider (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), QB_NO_SIDE);

  return self->state.decider;
}

gboolean
qb_game_is_over (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), FALSE);

  return qb_is_over (&self->state) || qb_record_get_resigned (self->record) >= 0;
}

int
qb_game_get_edition (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), QB_EDITION_REVISED);

  return self->state.options.edition;
}

/**
 * qb_game_decision_is_private:
 *
 * Whether the current decision needs its player's hidden information
 * (qb_decision_is_private()): hot-seat play shows it only behind that
 * player's curtain. Both players may know this.
 */
gboolean
qb_game_decision_is_private (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), TRUE);

  return qb_decision_is_private (&self->state);
}

int
qb_game_get_winner (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), QB_NO_SIDE);

  if (qb_record_get_resigned (self->record) >= 0)
    return 1 - qb_record_get_resigned (self->record);
  return self->state.winner;
}

QbWinReason
qb_game_get_win_reason (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), QB_WIN_NONE);

  return self->state.win_reason;
}

/**
 * qb_game_list_legal_actions:
 *
 * Returns: (transfer full) (element-type QbAction): every legal action of
 *   the deciding player; empty when the game is over
 */
GArray *
qb_game_list_legal_actions (QbGame *self)
{
  GArray *actions;
  gsize n;

  g_return_val_if_fail (QB_IS_GAME (self), NULL);

  actions = g_array_sized_new (FALSE, FALSE, sizeof (QbAction), QB_MAX_ACTIONS);
  if (qb_record_get_resigned (self->record) >= 0)
    return actions;
  g_array_set_size (actions, QB_MAX_ACTIONS);
  n = qb_legal_actions (&self->state, (QbAction *)(gpointer)actions->data, QB_MAX_ACTIONS);
  g_array_set_size (actions, (guint) n);
  return actions;
}

/**
 * qb_game_list_legal_actions_for:
 * @viewer: who is asking: %QB_BRITISH, %QB_FRENCH, %QB_PUBLIC or
 *   %QB_NO_SIDE (the open view, hiding off)
 *
 * The deciding player's legal actions as @viewer may see them: all of them
 * for the decider and the open view, and for anyone when the decision is
 * public (qb_decision_is_private()); none for anyone else, since a
 * private decision's actions name the decider's hidden blocks and orders.
 *
 * Returns: (transfer full) (element-type QbAction): the actions, or an
 *   empty array
 */
GArray *
qb_game_list_legal_actions_for (QbGame *self,
                                int     viewer)
{
  g_return_val_if_fail (QB_IS_GAME (self), NULL);
  g_return_val_if_fail (viewer == QB_BRITISH || viewer == QB_FRENCH || viewer == QB_NO_SIDE
                        || viewer == QB_PUBLIC, NULL);

  if (viewer == QB_NO_SIDE || viewer == self->state.decider
      || !qb_decision_is_private (&self->state))
    return qb_game_list_legal_actions (self);
  return g_array_new (FALSE, FALSE, sizeof (QbAction));
}

gboolean
qb_game_is_legal (QbGame      *self,
                  QbAction     action,
                  const char **reason)
{
  g_return_val_if_fail (QB_IS_GAME (self), FALSE);

  return qb_is_legal (&self->state, qb_action_normalize (action), reason);
}

/**
 * qb_game_get_events:
 * @n_events: (out): how many
 *
 * Returns: (array length=n_events): every event since the start, unredacted
 *   (pass each through qb_event_for() before showing it to a player)
 */
const QbEvent *
qb_game_get_events (QbGame *self,
                    guint  *n_events)
{
  g_return_val_if_fail (QB_IS_GAME (self), NULL);

  if (n_events != NULL)
    *n_events = self->events->len;
  return (const QbEvent *)(gpointer)self->events->data;
}

void
qb_game_view (QbGame *self,
              int     player,
              QbView *view)
{
  g_return_if_fail (QB_IS_GAME (self));
  g_return_if_fail (player == QB_BRITISH || player == QB_FRENCH || player == QB_NO_SIDE
                    || player == QB_PUBLIC);
  g_return_if_fail (view != NULL);

  qb_view (&self->state, player, view);
  /* A resigned game is over where it stopped. */
  if (qb_record_get_resigned (self->record) >= 0)
    {
      view->phase = QB_PHASE_GAME_OVER;
      view->winner = (uint8_t) (1 - qb_record_get_resigned (self->record));
      view->win_reason = QB_WIN_NONE;
    }
}

/**
 * qb_game_parse_order:
 * @side: the player who typed the order (%QB_BRITISH or %QB_FRENCH)
 * @text: the order in the shorthand of qb-order-text.h ("3 LE-ET")
 *
 * Reads a typed order against the current position, for @side only
 * (qb_order_text_parse()): it is refused with a message when @side is not
 * the one writing orders now.
 *
 * Returns: (transfer full) (element-type QbAction) (nullable): the actions
 *   that write it, or %NULL with @error set
 */
GArray *
qb_game_parse_order (QbGame      *self,
                     int          side,
                     const char  *text,
                     GError     **error)
{
  g_return_val_if_fail (QB_IS_GAME (self), NULL);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, NULL);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return qb_order_text_parse (&self->state, side, text, error);
}
