/* qb-play-session-undo.c: QbPlaySession: undo and redo for the player at
 * the screen. In hot-seat play, undo stays within the deciding player's
 * own steps (the game's undo floor stops it at the other player's
 * decision); against the computer one undo takes the computer's answers
 * back with the person's last step (qb_play_session_seats_undo_depth()),
 * and redo gives both back. */
#include "qb-game.h"
#include "qb-play-session-private.h"

/* Whether undo and redo are offered at the session's position, for the
 * viewer at the screen (update()). */
void
qb_play_session_undo_allowed (QbPlaySession *self,
                              int            viewer,
                              gboolean      *can_undo,
                              gboolean      *can_redo)
{
  gboolean over = qb_game_is_over (self->game);

  if (qb_play_session_get_person_side (self) >= 0)
    {
      /* Against the computer, undo takes the computer's answers back with
       * the person's step, even while it thinks about the next one
       * (qb_play_session_seats_undo_depth()). */
      *can_undo = !over && qb_play_session_seats_undo_depth (self) > 0;
      *can_redo = !over && qb_game_can_redo (self->game)
        && !qb_play_session_is_computer_turn (self);
    }
  else
    {
      gboolean own = !over && !qb_play_session_is_computer_turn (self)
        && (viewer == QB_NO_SIDE || viewer == qb_game_get_decider (self->game));

      /* The undone steps are the decider's own, and undo never crosses the
       * other player's decision: only that player may see them come back. */
      *can_undo = own && qb_game_can_undo (self->game);
      *can_redo = own && qb_game_can_redo (self->game);
    }
}

gboolean
qb_play_session_get_can_undo (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  return self->can_undo;
}

/**
 * qb_play_session_undo:
 *
 * Takes back the last step of the player at the screen, if
 * #QbPlaySession:can-undo. Against the computer, the computer's answers
 * to that step go with it (its thought under way is dropped), as in a
 * chess program: the person is back at their own decision.
 *
 * Returns: %FALSE if nothing was undone (@error set if the game refused)
 */
gboolean
qb_play_session_undo (QbPlaySession  *self,
                      GError        **error)
{
  guint steps = 1;
  gboolean done = TRUE;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  if (self->game == NULL || !self->can_undo)
    return FALSE;
  if (qb_play_session_get_person_side (self) >= 0)
    steps = qb_play_session_seats_undo_depth (self);
  /* One change for the screen, however many steps go back. */
  qb_play_session_begin_change (self);
  self->undone = 0;
  for (guint i = 0; i < steps && done; i++)
    if ((done = qb_game_undo (self->game, error)))
      self->undone++;
  qb_play_session_end_change (self);
  return done;
}

/**
 * qb_play_session_get_undone_steps:
 *
 * Returns: how many steps the last qb_play_session_undo() took back: 1,
 *   or against the computer the person's step and the computer's answers
 */
guint
qb_play_session_get_undone_steps (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), 0);
  return self->undone;
}

gboolean
qb_play_session_get_can_redo (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  return self->can_redo;
}

/**
 * qb_play_session_redo:
 *
 * Gives back the step undone last by the player at the screen, if
 * #QbPlaySession:can-redo, and against the computer the computer's
 * answers undone with it.
 *
 * Returns: %FALSE if nothing was redone (@error set if the game refused)
 */
gboolean
qb_play_session_redo (QbPlaySession  *self,
                      GError        **error)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  gboolean done;

  if (self->game == NULL || !self->can_redo)
    return FALSE;
  qb_play_session_begin_change (self);
  done = qb_game_redo (self->game, error);
  /* Against the computer, its answers that the undo took back come back
   * with the person's step: the same position, so the same answers. */
  while (done && qb_play_session_get_person_side (self) >= 0
         && qb_play_session_is_computer_turn (self) && qb_game_can_redo (self->game))
    done = qb_game_redo (self->game, error);
  qb_play_session_end_change (self);
  return done;
}
