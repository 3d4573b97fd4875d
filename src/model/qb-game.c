/* qb-game.c: the game object (see qb-game.h): its lifetime, properties
 * and signals, what they showed, and the constructors. How actions are
 * played is in qb-game-actions.c, undo and redo in qb-game-undo.c, the
 * French deployment placed at once in qb-game-deploy.c and the questions
 * about the position in qb-game-queries.c. */
#include <glib/gi18n-lib.h>

#include "qb-game-private.h"
#include "qb-engine-text.h"
#include "qb-record.h"
#include "qb-scenario.h"

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

void
qb_game_take_snapshot (QbGame         *self,
                       QbGameSnapshot *snap)
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

void
qb_game_notify_changes (QbGame               *self,
                        const QbGameSnapshot *old)
{
  QbGameSnapshot now;

  qb_game_take_snapshot (self, &now);
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

void
qb_game_emit_events_appended (QbGame *self,
                              guint   first)
{
  g_signal_emit (self, signals[EVENTS_APPENDED], 0,
                 &g_array_index (self->events, QbEvent, first), self->events->len - first);
}

void
qb_game_emit_changed (QbGame *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
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
  if (!qb_game_load_record (self, NULL))
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
      if (!qb_game_load_record (self, error))
        return NULL;
    }
  else
    {
      g_autoptr(GArray) actions = qb_scenario_get_deployment (scenario);

      guint n_dice = 0;
      const guint8 *dice = qb_scenario_get_dice (scenario, &n_dice);

      self->record = qb_record_new (&options, seed);
      qb_record_set_dice (self->record, dice, n_dice);
      if (!qb_game_load_record (self, error))
        return NULL;
      for (guint i = 0; i < actions->len; i++)
        {
          QbAction action = g_array_index (actions, QbAction, i);
          const char *reason = NULL;

          if (!qb_game_apply_quiet (self, action, TRUE, &reason))
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
  if (!qb_game_load_record (self, error))
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
