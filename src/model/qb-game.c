/* qb-game.c: the game object (see qb-game.h). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-game.h"
#include "qb-json-private.h"
#include "qb-engine-text.h"
#include "qb-order-text.h"
#include "qb-record.h"
#include "qb-scenario.h"

/* One action never emits more than a few hundred events; a full sink is
 * an engine bug, reported as a critical warning. */
#define SINK_SIZE 4096
/* Nor more than a few hundred draws (a pursuit: 8 dice per block). */
#define ROLLS_SIZE 4096

struct _QbGame
{
  GObject parent_instance;

  QbRecord *record;
  QbState state;
  GArray *events;              /* QbEvent: every event since the start */
  GArray *event_ends;          /* guint: events->len at each position */
  GArray *undo_states;         /* QbState before each action above the floor */
  GArray *redo_actions;        /* QbAction: the actions undone, the last undone
                                * last, until a new action is applied */
  QbEvent *sink_buffer;
  guint8 *rolls_buffer;
  gboolean fresh;              /* draws past the record's dice are fresh
                                * randomness (play), not the seed (replaying
                                * an old record) */
  gboolean seeded;             /* tests: fresh draws from dice_rng */
  QbRng dice_rng;
};

G_DEFINE_FINAL_TYPE (QbGame, qb_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MOVE,
  PROP_PHASE,
  PROP_DECIDER,
  PROP_IS_OVER,
  PROP_WINNER,
  PROP_WIN_REASON,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_RECORD,
  N_PROPS
};

enum {
  CHANGED,
  EVENTS_APPENDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What the properties showed, to notify only the ones that changed. */
typedef struct
{
  guint move;
  guint phase;
  guint decider;
  gboolean is_over;
  guint winner;
  guint win_reason;
  gboolean can_undo;
  gboolean can_redo;
} Snapshot;

static void
take_snapshot (QbGame   *self,
               Snapshot *snap)
{
  snap->move = self->state.move;
  snap->phase = self->state.phase;
  snap->decider = self->state.decider;
  snap->is_over = qb_game_is_over (self);
  snap->winner = qb_game_get_winner (self);
  snap->win_reason = self->state.win_reason;
  snap->can_undo = self->undo_states->len > 0;
  snap->can_redo = self->redo_actions->len > 0;
}

static void
notify_changes (QbGame         *self,
                const Snapshot *old)
{
  Snapshot now;

  take_snapshot (self, &now);
  g_object_freeze_notify (G_OBJECT (self));
  if (old->move != now.move)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE]);
  if (old->phase != now.phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (old->decider != now.decider)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECIDER]);
  if (old->is_over != now.is_over)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_OVER]);
  if (old->winner != now.winner)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
  if (old->win_reason != now.win_reason)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIN_REASON]);
  if (old->can_undo != now.can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (old->can_redo != now.can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
qb_game_dispose (GObject *object)
{
  QbGame *self = (QbGame *)object;

  g_clear_object (&self->record);

  G_OBJECT_CLASS (qb_game_parent_class)->dispose (object);
}

static void
qb_game_finalize (GObject *object)
{
  QbGame *self = (QbGame *)object;

  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->event_ends, g_array_unref);
  g_clear_pointer (&self->undo_states, g_array_unref);
  g_clear_pointer (&self->redo_actions, g_array_unref);
  g_clear_pointer (&self->sink_buffer, g_free);
  g_clear_pointer (&self->rolls_buffer, g_free);

  G_OBJECT_CLASS (qb_game_parent_class)->finalize (object);
}

static void
qb_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  QbGame *self = QB_GAME (object);

  switch (prop_id)
    {
    case PROP_MOVE:
      g_value_set_uint (value, self->state.move);
      break;

    case PROP_PHASE:
      g_value_set_uint (value, self->state.phase);
      break;

    case PROP_DECIDER:
      g_value_set_uint (value, self->state.decider);
      break;

    case PROP_IS_OVER:
      g_value_set_boolean (value, qb_is_over (&self->state));
      break;

    case PROP_WINNER:
      g_value_set_uint (value, self->state.winner);
      break;

    case PROP_WIN_REASON:
      g_value_set_uint (value, self->state.win_reason);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, qb_game_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, qb_game_can_redo (self));
      break;

    case PROP_RECORD:
      g_value_set_object (value, self->record);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_game_class_init (QbGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_game_dispose;
  object_class->finalize = qb_game_finalize;
  object_class->get_property = qb_game_get_property;

  properties[PROP_MOVE] =
    g_param_spec_uint ("move", NULL, NULL, 0, 16, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_PHASE] =
    g_param_spec_uint ("phase", NULL, NULL, 0, QB_NUM_PHASES - 1, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_DECIDER] =
    g_param_spec_uint ("decider", NULL, NULL, 0, QB_NO_SIDE, QB_NO_SIDE,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_WINNER] =
    g_param_spec_uint ("winner", NULL, NULL, 0, QB_NO_SIDE, QB_NO_SIDE,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_WIN_REASON] =
    g_param_spec_uint ("win-reason", NULL, NULL, 0, QB_WIN_FRENCH_UNDER_20, QB_WIN_NONE,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_RECORD] =
    g_param_spec_object ("record", NULL, NULL, QB_TYPE_RECORD,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * QbGame::changed:
   *
   * After every apply, undo and load: the state, and so any view of it,
   * may differ.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * QbGame::events-appended:
   * @events: (array length=n_events): const QbEvent *, valid during emission
   * @n_events: how many
   *
   * The events of the last applied action (or of the start), before
   * #QbGame::changed.
   */
  signals[EVENTS_APPENDED] =
    g_signal_new ("events-appended",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);
}

static void
qb_game_init (QbGame *self)
{
  self->events = g_array_new (FALSE, FALSE, sizeof (QbEvent));
  self->event_ends = g_array_new (FALSE, FALSE, sizeof (guint));
  self->undo_states = g_array_new (FALSE, FALSE, sizeof (QbState));
  self->redo_actions = g_array_new (FALSE, FALSE, sizeof (QbAction));
  self->sink_buffer = g_new0 (QbEvent, SINK_SIZE);
  self->rolls_buffer = g_new0 (guint8, ROLLS_SIZE);
  self->fresh = TRUE;
}

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
static gboolean
apply_quiet (QbGame       *self,
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
static gboolean
load_record (QbGame  *self,
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

      if (!apply_quiet (self, actions[i], FALSE, &reason))
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
 * qb_game_new:
 * @options: edition and options
 * @seed: the dice
 *
 * A new game with the standard start: the French deploy first (3.4).
 */
QbGame *
qb_game_new (const QbOptions *options,
             guint64          seed)
{
  QbGame *self;

  g_return_val_if_fail (options != NULL, NULL);

  self = g_object_new (QB_TYPE_GAME, NULL);
  self->record = qb_record_new (options, seed);
  if (!load_record (self, NULL))
    g_assert_not_reached ();
  return self;
}

/**
 * qb_game_new_from_scenario:
 *
 * A position starts the game there; a deployment is played as the French
 * "place" actions on the standard start.
 */
QbGame *
qb_game_new_from_scenario (QbScenario  *scenario,
                           guint64      seed,
                           GError     **error)
{
  g_autoptr(QbGame) self = NULL;
  QbOptions options;

  g_return_val_if_fail (QB_IS_SCENARIO (scenario), NULL);

  self = g_object_new (QB_TYPE_GAME, NULL);
  qb_scenario_get_options (scenario, &options);
  if (qb_scenario_get_kind (scenario) == QB_SCENARIO_POSITION)
    {
      self->record = qb_record_new_for_scenario (scenario, seed);
      if (!load_record (self, error))
        return NULL;
    }
  else
    {
      g_autoptr(GArray) actions = qb_scenario_get_deployment (scenario);

      guint n_dice = 0;
      const guint8 *dice = qb_scenario_get_dice (scenario, &n_dice);

      self->record = qb_record_new (&options, seed);
      qb_record_set_dice (self->record, dice, n_dice);
      if (!load_record (self, error))
        return NULL;
      for (guint i = 0; i < actions->len; i++)
        {
          QbAction action = g_array_index (actions, QbAction, i);
          const char *reason = NULL;

          if (!apply_quiet (self, action, TRUE, &reason))
            {
              /* Translators: %1$s is a block's id as written in the file
               * (“fr-la-sarre”), %2$s the rules engine's reason. */
              g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION,
                           _("impossible deployment of %1$s: %2$s"),
                           qb_block_key (options.edition, action.a), qb_engine_reason_text (reason));
              return NULL;
            }
        }
    }
  return g_steal_pointer (&self);
}

/**
 * qb_game_new_from_record:
 * @record: a record; the game appends to it from now on
 *
 * Replays the whole record, checking every action.
 */
QbGame *
qb_game_new_from_record (QbRecord  *record,
                         GError   **error)
{
  g_autoptr(QbGame) self = NULL;

  g_return_val_if_fail (QB_IS_RECORD (record), NULL);

  self = g_object_new (QB_TYPE_GAME, NULL);
  self->record = g_object_ref (record);
  /* The recorded actions take the recorded dice, then (a record of the
   * seed alone) the seed's; what is played from now on rolls afresh. */
  self->fresh = FALSE;
  if (!load_record (self, error))
    return NULL;
  self->fresh = TRUE;
  return g_steal_pointer (&self);
}

/**
 * qb_game_set_dice_seed:
 *
 * For tests and demonstrations only: the draws still to come are taken
 * from a generator seeded with @seed instead of the system's randomness,
 * so that the same choices play the same game. Never for play: whoever
 * knows the seed knows the dice. Dice are recorded either way.
 */
void
qb_game_set_dice_seed (QbGame  *self,
                       guint64  seed)
{
  g_return_if_fail (QB_IS_GAME (self));

  self->seeded = TRUE;
  qb_rng_seed (&self->dice_rng, seed, 0x64696365ULL);
}

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
  Snapshot old;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, FALSE);

  if (qb_game_is_over (self))
    {
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL, _("The game is over."));
      return FALSE;
    }
  take_snapshot (self, &old);
  qb_record_set_resigned (self->record, side);
  /* Nothing comes back from before a resignation. */
  g_array_set_size (self->redo_actions, 0);
  g_array_set_size (self->undo_states, 0);
  g_object_ref (self);
  notify_changes (self, &old);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_unref (self);
  return TRUE;
}

QbWinReason
qb_game_get_win_reason (QbGame *self)
{
  g_return_val_if_fail (QB_IS_GAME (self), QB_WIN_NONE);

  return self->state.win_reason;
}

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
  Snapshot old;
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

  take_snapshot (self, &old);
  first = self->events->len;
  if (!apply_quiet (self, qb_action_normalize (action), TRUE, &reason))
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
  g_signal_emit (self, signals[EVENTS_APPENDED], 0,
                 &g_array_index (self->events, QbEvent, first), self->events->len - first);
  notify_changes (self, &old);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_unref (self);
  return TRUE;
}

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
  Snapshot old;
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

  take_snapshot (self, &old);
  n = qb_record_get_n_actions (self->record);
  action = qb_record_get_actions (self->record, NULL)[n - 1];
  g_array_append_val (self->redo_actions, action);
  self->state = g_array_index (self->undo_states, QbState, self->undo_states->len - 1);
  g_array_set_size (self->undo_states, self->undo_states->len - 1);
  g_array_set_size (self->event_ends, n);
  g_array_set_size (self->events, g_array_index (self->event_ends, guint, n - 1));
  qb_record_truncate (self->record, n - 1);

  g_object_ref (self);
  notify_changes (self, &old);
  g_signal_emit (self, signals[CHANGED], 0);
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
  Snapshot old;
  QbAction action;
  guint first;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);

  if (self->redo_actions->len == 0)
    {
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_CANNOT_UNDO,
                           _("Nothing to redo."));
      return FALSE;
    }

  take_snapshot (self, &old);
  first = self->events->len;
  action = g_array_index (self->redo_actions, QbAction, self->redo_actions->len - 1);
  if (!apply_quiet (self, action, TRUE, &reason))
    {
      g_autofree char *sentence = qb_engine_reason_sentence (reason);

      /* Only if the state changed behind the game's back: forget the lot. */
      g_array_set_size (self->redo_actions, 0);
      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL, sentence);
      notify_changes (self, &old);
      return FALSE;
    }
  g_array_set_size (self->redo_actions, self->redo_actions->len - 1);

  g_object_ref (self);
  g_signal_emit (self, signals[EVENTS_APPENDED], 0,
                 &g_array_index (self->events, QbEvent, first), self->events->len - first);
  notify_changes (self, &old);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_unref (self);
  return TRUE;
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
