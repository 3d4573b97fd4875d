/* qb-battle-board-replay.c: the battle board at a replay's moment (issue
 * 16), and where the board reads what it shows.
 *
 * In a game the board follows its QbPlaySession. In the Replay page there
 * is no session: the page hands the board the view of its position, for
 * its chosen viewpoint, and the events up to that position. The board keeps
 * copies of both (the replay's index may move on, or be replaced, before
 * the board draws again) and shows them exactly as it shows a session's:
 * the enemy's unrevealed blocks as block backs, the last fire's dice from
 * the events the viewer may read (qb_event_for()). With no session there
 * is no legal action, so nothing on the board acts.
 */
#include "qb-battle-board-private.h"

#include "qb-game.h"
#include "qb-play-session.h"

const QbView *
qb_battle_board_shown_view (QbBattleBoard *self)
{
  if (self->session != NULL)
    return qb_play_session_get_view (self->session);
  return self->replay ? &self->replay_view : NULL;
}

int
qb_battle_board_shown_viewer (QbBattleBoard *self)
{
  if (self->session != NULL)
    return qb_play_session_get_viewer (self->session);
  return self->replay ? self->replay_view.viewer : QB_PUBLIC;
}

const QbEvent *
qb_battle_board_shown_events (QbBattleBoard *self,
                              guint         *n_events)
{
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;

  *n_events = 0;
  if (game != NULL)
    return qb_game_get_events (game, n_events);
  if (self->replay)
    {
      *n_events = self->n_replay_events;
      return self->replay_events;
    }
  return NULL;
}

QbBattleHistory *
qb_battle_board_shown_history (QbBattleBoard *self)
{
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;

  if (game != NULL)
    return qb_battle_history_new_for_game (game, G_MAXUINT, qb_play_session_get_viewer (self->session));
  /* The last event up to the moment belongs to the battle being fought:
   * its history is the battle so far, never what came after. */
  if (self->replay && self->n_replay_events > 0)
    return qb_battle_history_new (self->replay_events, self->n_replay_events,
                                  self->n_replay_events - 1, self->replay_view.options.edition,
                                  self->replay_view.viewer);
  return NULL;
}

void
qb_battle_board_replay_clear (QbBattleBoard *self)
{
  self->replay = FALSE;
  g_clear_pointer (&self->replay_events, g_free);
  self->n_replay_events = 0;
}

void
qb_battle_board_show_moment (QbBattleBoard *self,
                             const QbView  *view,
                             const QbEvent *events,
                             guint          n_events)
{
  g_return_if_fail (QB_IS_BATTLE_BOARD (self));
  g_return_if_fail (self->session == NULL);
  g_return_if_fail (events != NULL || n_events == 0);

  qb_battle_board_replay_clear (self);
  if (view != NULL)
    {
      self->replay = TRUE;
      self->replay_view = *view;
      self->replay_events = n_events > 0 ? g_memdup2 (events, n_events * sizeof *events) : NULL;
      self->n_replay_events = n_events;
    }
  self->picked = -1;
  qb_battle_board_refresh (self);
}
