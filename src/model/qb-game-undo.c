/* qb-game-undo.c: QbGame's undo and redo, down to the undo floor (the
 * last roll of dice, revelation or change of player) and no further. */
#include <glib/gi18n-lib.h>

#include "qb-game-private.h"
#include "qb-engine-text.h"
#include "qb-record.h"

gboolean
qb_game_can_undo (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), FALSE);

  return self->undo_states->len > 0;
}

gboolean
qb_game_can_redo (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), FALSE);

  return self->redo_actions->len > 0;
}

/**
 * qb_game_get_undo_floor:
 *
 * Returns: the earliest position undo can go back to
 */
guint
qb_game_get_undo_floor (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), 0);

  return qb_record_get_n_actions (self->record) - self->undo_states->len;
}

/**
 * qb_game_get_undo_decider:
 * @back: 0 for the last action, 1 for the one before, …
 *
 * Returns: the side that decided the action that undo would take back
 *   @back steps from now, or %QB_NO_SIDE past the undo floor
 */
int
qb_game_get_undo_decider (QbGame *self,
                          guint   back)
{
  g_return_val_if_fail (QB_IS_GAME (self), QB_NO_SIDE);

  if (back >= self->undo_states->len)
    return QB_NO_SIDE;
  return g_array_index (self->undo_states, QbState, self->undo_states->len - 1 - back).decider;
}

/**
 * qb_game_undo:
 *
 * Takes back the last action of the deciding player, down to the last
 * point where dice were rolled, something hidden was revealed or the
 * other player decided (the undo floor), never further.
 */
gboolean
qb_game_undo (QbGame  *self,
              GError **error)
{
  QbGameSnapshot old;
  QbAction action;
  guint n;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);

  if (self->undo_states->len == 0)
    {
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_CANNOT_UNDO,
                           _("Nothing to undo: dice were rolled, something was revealed, "
                             "or the other player decided since your last step."));
      return FALSE;
    }

  qb_game_take_snapshot (self, &old);
  n = qb_record_get_n_actions (self->record);
  action = qb_record_get_actions (self->record, NULL)[n - 1];
  g_array_append_val (self->redo_actions, action);
  self->state = g_array_index (self->undo_states, QbState, self->undo_states->len - 1);
  g_array_set_size (self->undo_states, self->undo_states->len - 1);
  g_array_set_size (self->event_ends, n);
  g_array_set_size (self->events, g_array_index (self->event_ends, guint, n - 1));
  qb_record_truncate (self->record, n - 1);

  g_object_ref (self);
  qb_game_notify_changes (self, &old);
  qb_game_emit_changed (self);
  g_object_unref (self);
  return TRUE;
}

/**
 * qb_game_redo:
 *
 * Applies again the action undone last, while no other action was applied
 * since. Undo only ever takes back steps that rolled no dice and revealed
 * nothing, so the step comes back exactly as it was.
 */
gboolean
qb_game_redo (QbGame  *self,
              GError **error)
{
  const char *reason = NULL;
  QbGameSnapshot old;
  QbAction action;
  guint first;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);

  if (self->redo_actions->len == 0)
    {
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_CANNOT_UNDO,
                           _("Nothing to redo."));
      return FALSE;
    }

  qb_game_take_snapshot (self, &old);
  first = self->events->len;
  action = g_array_index (self->redo_actions, QbAction, self->redo_actions->len - 1);
  if (!qb_game_apply_quiet (self, action, TRUE, &reason))
    {
      g_autofree char *sentence = qb_engine_reason_sentence (reason);

      /* Only if the state changed behind the game's back: forget the lot. */
      g_array_set_size (self->redo_actions, 0);
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL, sentence);
      qb_game_notify_changes (self, &old);
      return FALSE;
    }
  g_array_set_size (self->redo_actions, self->redo_actions->len - 1);

  g_object_ref (self);
  qb_game_emit_events_appended (self, first);
  qb_game_notify_changes (self, &old);
  qb_game_emit_changed (self);
  g_object_unref (self);
  return TRUE;
}
