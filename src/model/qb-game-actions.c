/* qb-game-actions.c: how QbGame plays an action: the dice drawn and
 * recorded, the events kept, the undo floor; qb_game_apply(), the record
 * played from its start, and resignation. */
#include <glib/gi18n-lib.h>

#include "qb-game-private.h"
#include "qb-json-private.h"
#include "qb-engine-text.h"
#include "qb-record.h"

/* Issue 11.12: a game in play rolls as it goes, from GLib's generator
 * (seeded from the system's entropy), and records each result; the seed
 * in the file would tell every future die to anyone who can read it. */
static guint32
fresh_draw (void    *data,
            guint32  n)
{
  QbGame *self = data;

  if (self->seeded)
    return qb_rng_below (&self->dice_rng, n);
  return (guint32) g_random_int_range (0, (gint32) n);
}

static void
begin_dice (QbGame      *self,
            QbDice      *dice,
            QbEventSink *sink,
            gboolean     at_start)
{
  qb_record_dice_from (self->record, at_start ? NULL : &self->state, dice);
  dice->fresh = self->fresh ? fresh_draw : NULL;
  dice->fresh_data = self;
  dice->rolled = self->rolls_buffer;
  dice->cap = ROLLS_SIZE;
  sink->dice = dice;
}

/* Keeps the record's list of dice equal to every draw made so far
 * (followed by forced dice not yet used): a forced result that did not
 * fit its draw is replaced by the 1 the engine took for it. */
static void
end_dice (QbGame *self,
          QbDice *dice,
          guint   rolls_before)
{
  guint n_dice = 0;
  guint8 *listed = (guint8 *) qb_record_get_dice (self->record, &n_dice);
  gsize n = MIN (dice->n_rolled, dice->cap);

  if (dice->n_rolled > dice->cap)
    g_critical ("An action made more than %d random draws; %zu were not recorded",
                ROLLS_SIZE, dice->n_rolled - dice->cap);
  for (gsize j = 0; j < n; j++)
    if (rolls_before + j < n_dice)
      listed[rolls_before + j] = dice->rolled[j];
    else
      {
        qb_record_append_dice (self->record, dice->rolled + j, (guint) (n - j));
        break;
      }
}

static QbEventSink
make_sink (QbGame *self)
{
  QbEventSink sink = { self->sink_buffer, 0, SINK_SIZE, 0 };

  return sink;
}

static void
take_events (QbGame      *self,
             QbEventSink *sink)
{
  guint end;

  if (sink->dropped > 0)
    g_critical ("An action emitted more than %d events; %zu were lost", SINK_SIZE, sink->dropped);
  g_array_append_vals (self->events, sink->events, sink->len);
  end = self->events->len;
  g_array_append_val (self->event_ends, end);
}

/* Whether the action that led from @before to the game's state only
 * handed the decision between a person and the computer (no dice, nothing
 * revealed, the same turn): a person may take back their step together
 * with the computer's answers to it (qb_play_session_undo()), so such a
 * hand-over does not raise the undo floor. Between two people or two
 * computers it does, as every hand-over. */
static gboolean
hands_over_to_or_from_computer (QbGame        *self,
                                const QbState *before)
{
  guint at = self->event_ends->len - 2;     /* the actions before this one */
  QbState same_decider;

  if (before->decider == self->state.decider || before->decider > QB_FRENCH
      || self->state.decider > QB_FRENCH
      || (qb_record_get_seat (self->record, before->decider, at) == QB_PLAYER_PERSON)
         == (qb_record_get_seat (self->record, self->state.decider, at) == QB_PLAYER_PERSON))
    return FALSE;
  same_decider = self->state;
  same_decider.decider = before->decider;
  return !qb_action_is_irreversible (before, &same_decider);
}

/* Applies one action and keeps the undo floor. Emits nothing. */
gboolean
qb_game_apply_quiet (QbGame       *self,
                     QbAction      action,
                     gboolean      record,
                     const char  **reason)
{
  QbEventSink sink = make_sink (self);
  QbState before = self->state;
  QbDice dice;

  begin_dice (self, &dice, &sink, FALSE);
  if (!qb_apply (&self->state, action, &sink, reason))
    return FALSE;
  end_dice (self, &dice, before.rolls);
  if (record)
    qb_record_append_action (self->record, action);
  take_events (self, &sink);

  /* Undo stops where dice were rolled, something hidden was shown or the
   * other player took over: forget the states before it. */
  if (qb_action_is_irreversible (&before, &self->state)
      && !hands_over_to_or_from_computer (self, &before))
    g_array_set_size (self->undo_states, 0);
  else
    g_array_append_val (self->undo_states, before);
  return TRUE;
}

/* Plays the record from its start. */
gboolean
qb_game_load_record (QbGame  *self,
                     GError **error)
{
  QbEventSink sink = make_sink (self);
  guint n_actions = 0;
  const QbAction *actions;
  QbDice dice;

  begin_dice (self, &dice, &sink, TRUE);
  if (!qb_record_start (self->record, &self->state, &sink, error))
    return FALSE;
  end_dice (self, &dice, 0);
  take_events (self, &sink);

  actions = qb_record_get_actions (self->record, &n_actions);
  for (guint i = 0; i < n_actions; i++)
    {
      const char *reason = NULL;

      if (!qb_game_apply_quiet (self, actions[i], FALSE, &reason))
        {
          qb_illegal_action_error (error, i, self->state.options.edition, actions[i], reason);
          return FALSE;
        }
    }
  /* A what-if game never undoes into its original's history: what came
   * before the branch is not a move to take back (qb-fork.h). */
  {
    guint branch = 0;

    if (qb_record_get_branch (self->record, NULL, &branch)
        && n_actions - self->undo_states->len < branch)
      g_array_remove_range (self->undo_states, 0,
                            branch - (n_actions - self->undo_states->len));
  }
  return TRUE;
}

/**
 * qb_game_resign:
 * @side: %QB_BRITISH or %QB_FRENCH
 *
 * @side gives up: the game is over and the other side wins, by
 * resignation (the record says who resigned; the engine's state stays at
 * the position, so no QbWinReason names it).
 */
gboolean
qb_game_resign (QbGame  *self,
                int      side,
                GError **error)
{
  QbGameSnapshot old;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, FALSE);

  if (qb_game_is_over (self))
    {
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL, _("The game is over."));
      return FALSE;
    }
  qb_game_take_snapshot (self, &old);
  qb_record_set_resigned (self->record, side);
  /* Nothing comes back from before a resignation. */
  g_array_set_size (self->redo_actions, 0);
  g_array_set_size (self->undo_states, 0);
  g_object_ref (self);
  qb_game_notify_changes (self, &old);
  qb_game_emit_changed (self);
  g_object_unref (self);
  return TRUE;
}

/**
 * qb_game_apply:
 * @action: an action of the deciding player
 *
 * Applies @action, records it, emits #QbGame::events-appended then
 * #QbGame::changed. An illegal action changes nothing and sets
 * %QB_GAME_ERROR_ILLEGAL with the engine's reason.
 */
gboolean
qb_game_apply (QbGame    *self,
               QbAction   action,
               GError   **error)
{
  const char *reason = NULL;
  QbGameSnapshot old;
  guint first;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);

  if (qb_record_get_resigned (self->record) >= 0)
    {
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL, _("The game is over."));
      return FALSE;
    }
  if (qb_record_get_n_actions (self->record) >= QB_RECORD_MAX_ACTIONS)
    {
      g_set_error (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL,
                   /* Translators: %d is a number of actions (200000) */
                   _("The game has reached %d actions, the most a game file may hold."),
                   QB_RECORD_MAX_ACTIONS);
      return FALSE;
    }

  qb_game_take_snapshot (self, &old);
  first = self->events->len;
  if (!qb_game_apply_quiet (self, qb_action_normalize (action), TRUE, &reason))
    {
      /* The engine's reasons are English; qb-engine-text.c translates
       * them, and a message standing alone is a whole sentence. */
      g_autofree char *sentence = qb_engine_reason_sentence (reason);

      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL, sentence);
      return FALSE;
    }
  /* A new step makes another future: what was undone cannot come back. */
  g_array_set_size (self->redo_actions, 0);

  g_object_ref (self);
  qb_game_emit_events_appended (self, first);
  qb_game_notify_changes (self, &old);
  qb_game_emit_changed (self);
  g_object_unref (self);
  return TRUE;
}
