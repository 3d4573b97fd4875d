/* qb-game-deploy.c: a whole French deployment placed on a game at once,
 * one action each, after a trial on a copy. */
#include <glib/gi18n-lib.h>

#include "qb-game-private.h"
#include "qb-engine-text.h"
#include "qb-scenario.h"

/**
 * qb_game_place_deployment:
 * @deployment: a French deployment (a built-in one, or one read from a
 *   .q1759-setup file) of the game's edition
 *
 * Places the French blocks still in the pool where @deployment puts them,
 * one qb_game_apply() each (so each can be undone), the real units first,
 * then the decoys (10.1 classic: a decoy joins a zone that already holds a
 * real unit). On a fresh game this is the whole deployment, and the
 * British come next. Blocks the player placed already stay where they are;
 * a decoy whose zone then holds no real unit (its units were placed
 * elsewhere) stays in the pool.
 *
 * A deployment that does not fit is refused and the game is left as it
 * was: the game is past the French deployment, @deployment is a position
 * rather than a deployment, is for the other edition, or is itself
 * impossible (a block where 3.4 does not allow it, blocks missing).
 */
gboolean
qb_game_place_deployment (QbGame      *self,
                          QbScenario  *deployment,
                          GError     **error)
{
  g_autoptr(GArray) places = NULL;
  g_autoptr(GArray) chosen = NULL;
  QbOptions options;
  QbState check, trial;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);
  g_return_val_if_fail (QB_IS_SCENARIO (deployment), FALSE);

  if (self->state.phase != QB_PHASE_FRENCH_SETUP)
    {
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL,
                           _("A deployment can only be placed during the French deployment (3.4)."));
      return FALSE;
    }
  if (qb_scenario_get_kind (deployment) != QB_SCENARIO_DEPLOYMENT)
    {
      g_set_error_literal (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID,
                           _("This file is not a French deployment."));
      return FALSE;
    }
  qb_scenario_get_options (deployment, &options);
  if (options.edition != self->state.options.edition)
    {
      g_set_error_literal (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID,
                           options.edition == QB_EDITION_CLASSIC
                           ? _("This deployment is for the classic edition: choose that edition or another deployment.")
                           : _("This deployment is for the revised edition: choose that edition or another deployment."));
      return FALSE;
    }
  /* The deployment itself, on a fresh start: a file was checked when it
   * was read, but a scenario built in code was not. */
  if (!qb_scenario_to_state (deployment, 0, &check, NULL, error))
    return FALSE;

  /* Tried on a copy first, so that a refusal changes nothing. */
  places = qb_scenario_get_deployment (deployment);
  chosen = g_array_new (FALSE, FALSE, sizeof (QbAction));
  trial = self->state;
  for (guint i = 0; i < places->len; i++)
    {
      QbAction a = g_array_index (places, QbAction, i);
      const char *reason = NULL;

      if (trial.blocks[a.a].loc != QB_LOC_POOL)
        continue;
      if (!qb_is_legal (&trial, a, &reason) && qb_block_type (&trial, a.a) == QB_TYPE_DECOY)
        continue;
      if (!qb_apply (&trial, a, NULL, &reason))
        {
          /* Translators: %1$s is a block's id as written in the file
           * (“fr-la-sarre”), %2$s the rules engine's reason. */
          g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION,
                       _("impossible deployment of %1$s: %2$s"),
                       qb_block_key (trial.options.edition, a.a), qb_engine_reason_text (reason));
          return FALSE;
        }
      g_array_append_val (chosen, a);
    }

  for (guint i = 0; i < chosen->len; i++)
    if (!qb_game_apply (self, g_array_index (chosen, QbAction, i), error))
      return FALSE;
  return TRUE;
}
