/* qb-replay-index.c: keyframes, moments and events of a record (see
 * qb-replay-index.h). */
#include <string.h>

#include "qb-json-private.h"
#include "qb-record.h"
#include "qb-replay-index.h"

#define SINK_SIZE 4096

struct _QbReplayIndex
{
  GObject parent_instance;

  QbRecord *record;
  GArray *actions;             /* QbAction: the record when the index was built */
  GByteArray *dice;            /* the record's dice then: a keyframe's
                                * state->rolls says where it stands in them */
  guint interval;
  GArray *keyframes;           /* QbState at positions 0, K, 2K, ... */
  GArray *events;              /* QbEvent: all of them, in order */
  GArray *event_starts;        /* guint: first event of each position, and the total */
  GArray *moments;             /* QbMoment */
  QbState cursor;              /* the position last sought */
  guint cursor_index;
};

G_DEFINE_FINAL_TYPE (QbReplayIndex, qb_replay_index, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RECORD,
  PROP_N_ACTIONS,
  PROP_INTERVAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
qb_replay_index_dispose (GObject *object)
{
  QbReplayIndex *self = (QbReplayIndex *)object;

  g_clear_object (&self->record);

  G_OBJECT_CLASS (qb_replay_index_parent_class)->dispose (object);
}

static void
qb_replay_index_finalize (GObject *object)
{
  QbReplayIndex *self = (QbReplayIndex *)object;

  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->dice, g_byte_array_unref);
  g_clear_pointer (&self->keyframes, g_array_unref);
  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->event_starts, g_array_unref);
  g_clear_pointer (&self->moments, g_array_unref);

  G_OBJECT_CLASS (qb_replay_index_parent_class)->finalize (object);
}

static void
qb_replay_index_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  QbReplayIndex *self = QB_REPLAY_INDEX (object);

  switch (prop_id)
    {
    case PROP_RECORD:
      g_value_set_object (value, self->record);
      break;

    case PROP_N_ACTIONS:
      g_value_set_uint (value, self->actions->len);
      break;

    case PROP_INTERVAL:
      g_value_set_uint (value, self->interval);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_replay_index_class_init (QbReplayIndexClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_replay_index_dispose;
  object_class->finalize = qb_replay_index_finalize;
  object_class->get_property = qb_replay_index_get_property;

  properties[PROP_RECORD] =
    g_param_spec_object ("record", NULL, NULL, QB_TYPE_RECORD,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_N_ACTIONS] =
    g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_INTERVAL] =
    g_param_spec_uint ("interval", NULL, NULL, 1, G_MAXUINT, QB_REPLAY_DEFAULT_INTERVAL,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
qb_replay_index_init (QbReplayIndex *self)
{
  self->interval = QB_REPLAY_DEFAULT_INTERVAL;
  self->actions = g_array_new (FALSE, FALSE, sizeof (QbAction));
  self->dice = g_byte_array_new ();
  self->keyframes = g_array_new (FALSE, FALSE, sizeof (QbState));
  self->events = g_array_new (FALSE, FALSE, sizeof (QbEvent));
  self->event_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  self->moments = g_array_new (FALSE, FALSE, sizeof (QbMoment));
}

static void
add_moment (QbReplayIndex *self,
            guint          index,
            QbMomentType   type,
            guint          side,
            guint          zone,
            guint          move,
            guint          turn)
{
  QbMoment moment = { 0 };

  moment.index = index;
  moment.type = (guint8) type;
  moment.side = (guint8) side;
  moment.zone = (guint8) zone;
  moment.move = (guint8) move;
  moment.turn = (guint8) turn;
  g_array_append_val (self->moments, moment);
}

/* The moments of a timeline, from the events of one position. */
static void
find_moments (QbReplayIndex *self,
              guint          index,
              const QbEvent *events,
              gsize          n_events,
              guint         *move)
{
  for (gsize i = 0; i < n_events; i++)
    {
      const QbEvent *ev = &events[i];

      switch ((int) ev->type)
        {
        case QB_EV_MOVE_START:
          *move = ev->a;
          add_moment (self, index, QB_MOMENT_MOVE_START, QB_NO_SIDE, QB_LOC_NONE, *move, 0);
          break;

        case QB_EV_ORDERS_WRITTEN:
          /* The British write first (9.0): the French order reveals both. */
          if (ev->side == QB_FRENCH)
            add_moment (self, index, QB_MOMENT_ORDERS_REVEALED, QB_NO_SIDE, QB_LOC_NONE, *move, 0);
          break;

        case QB_EV_BATTLE:
        case QB_EV_RAID:
        case QB_EV_SCOUT:
          add_moment (self, index, QB_MOMENT_BATTLE, ev->side, ev->zone, *move, 0);
          break;

        case QB_EV_BATTLE_TURN:
          add_moment (self, index, QB_MOMENT_BATTLE_TURN, ev->side, ev->zone, *move, ev->a);
          break;

        case QB_EV_RETREAT:
          add_moment (self, index, QB_MOMENT_RETREAT, ev->side, ev->from, *move, 0);
          break;

        case QB_EV_ROUT:
          add_moment (self, index, QB_MOMENT_ROUT, ev->side, ev->zone, *move, 0);
          break;

        case QB_EV_VICTORY:
          add_moment (self, index, QB_MOMENT_GAME_OVER, ev->side, QB_LOC_NONE, *move, 0);
          break;

        default:
          break;
        }
    }
}

static void
add_events (QbReplayIndex *self,
            QbEventSink   *sink)
{
  if (sink->dropped > 0)
    g_critical ("An action emitted more than %d events; %zu were lost", SINK_SIZE, sink->dropped);
  g_array_append_vals (self->event_starts, &self->events->len, 1);
  g_array_append_vals (self->events, sink->events, sink->len);
}

/* qb_apply() with the dice listed from where `state` stands, then the
 * seed (as qb_record_apply(), with the dice the index was built with). */
static gboolean
apply (QbReplayIndex  *self,
       QbState        *state,
       QbAction        action,
       QbEventSink    *sink,
       const char    **reason)
{
  QbEventSink local = { NULL, 0, 0, 0, NULL };
  QbDice dice = { 0 };
  gboolean ok;

  if (state->rolls >= self->dice->len)
    return qb_apply (state, action, sink, reason);
  if (sink == NULL)
    sink = &local;
  dice.forced = self->dice->data + state->rolls;
  dice.n_forced = self->dice->len - state->rolls;
  sink->dice = &dice;
  ok = qb_apply (state, action, sink, reason);
  sink->dice = NULL;
  return ok;
}

static gboolean
build (QbReplayIndex  *self,
       GError        **error)
{
  g_autofree QbEvent *buffer = g_new (QbEvent, SINK_SIZE);
  QbEventSink sink = { buffer, 0, SINK_SIZE, 0 };
  const QbAction *actions;
  guint n_actions = 0;
  guint move = 0;
  QbState state;

  actions = qb_record_get_actions (self->record, &n_actions);
  g_array_append_vals (self->actions, actions, n_actions);
  {
    guint n_dice = 0;
    const guint8 *dice = qb_record_get_dice (self->record, &n_dice);

    g_byte_array_append (self->dice, dice, n_dice);
  }

  if (!qb_record_start (self->record, &state, &sink, error))
    return FALSE;
  add_events (self, &sink);
  add_moment (self, 0, QB_MOMENT_START, QB_NO_SIDE, QB_LOC_NONE, state.move, 0);
  find_moments (self, 0, sink.events, sink.len, &move);
  g_array_append_val (self->keyframes, state);

  for (guint i = 0; i < n_actions; i++)
    {
      const char *reason = NULL;

      sink.len = 0;
      if (!apply (self, &state, actions[i], &sink, &reason))
        {
          qb_illegal_action_error (error, i, state.options.edition, actions[i], reason);
          return FALSE;
        }
      add_events (self, &sink);
      find_moments (self, i + 1, sink.events, sink.len, &move);
      if ((i + 1) % self->interval == 0)
        g_array_append_val (self->keyframes, state);
    }
  g_array_append_vals (self->event_starts, &self->events->len, 1);

  self->cursor = state;
  self->cursor_index = n_actions;
  return TRUE;
}

/**
 * qb_replay_index_new:
 * @record: a record; the index keeps the actions it has now
 *
 * Replays @record once, keeping a copy of the state every
 * %QB_REPLAY_DEFAULT_INTERVAL actions.
 */
QbReplayIndex *
qb_replay_index_new (QbRecord  *record,
                     GError   **error)
{
  return qb_replay_index_new_with_interval (record, QB_REPLAY_DEFAULT_INTERVAL, error);
}

QbReplayIndex *
qb_replay_index_new_with_interval (QbRecord  *record,
                                   guint      interval,
                                   GError   **error)
{
  g_autoptr(QbReplayIndex) self = NULL;

  g_return_val_if_fail (QB_IS_RECORD (record), NULL);
  g_return_val_if_fail (interval > 0, NULL);

  self = g_object_new (QB_TYPE_REPLAY_INDEX, NULL);
  self->record = g_object_ref (record);
  self->interval = interval;
  if (!build (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

QbRecord *
qb_replay_index_get_record (QbReplayIndex *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_INDEX (self), NULL);

  return self->record;
}

guint
qb_replay_index_get_n_actions (QbReplayIndex *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_INDEX (self), 0);

  return self->actions->len;
}

guint
qb_replay_index_get_interval (QbReplayIndex *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_INDEX (self), 0);

  return self->interval;
}

/**
 * qb_replay_index_get_memory_size:
 *
 * Returns: the bytes held by keyframes, events and actions
 */
gsize
qb_replay_index_get_memory_size (QbReplayIndex *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_INDEX (self), 0);

  return self->keyframes->len * sizeof (QbState)
    + self->events->len * sizeof (QbEvent)
    + self->event_starts->len * sizeof (guint)
    + self->actions->len * sizeof (QbAction)
    + self->moments->len * sizeof (QbMoment);
}

/**
 * qb_replay_index_seek:
 * @index: a position, 0..n-actions
 *
 * Restores the nearest keyframe at or before @index and applies at most
 * interval - 1 actions; moving forward from the last position sought is
 * used instead when it is shorter (stepping through a replay).
 *
 * Returns: (transfer none): the position, valid until the next seek
 */
const QbState *
qb_replay_index_seek (QbReplayIndex *self,
                      guint          index)
{
  const QbAction *actions;
  guint from;

  g_return_val_if_fail (QB_IS_REPLAY_INDEX (self), NULL);
  g_return_val_if_fail (index <= self->actions->len, NULL);

  actions = (const QbAction *)(gpointer)self->actions->data;
  if (index < self->cursor_index || index - self->cursor_index > index % self->interval)
    {
      self->cursor = g_array_index (self->keyframes, QbState, index / self->interval);
      self->cursor_index = index - index % self->interval;
    }
  for (from = self->cursor_index; from < index; from++)
    {
      gboolean ok = apply (self, &self->cursor, actions[from], NULL, NULL);

      /* Every action was accepted when the index was built. */
      g_assert (ok);
    }
  self->cursor_index = index;
  return &self->cursor;
}

/**
 * qb_replay_index_get_moments:
 *
 * Returns: (array length=n_moments): the moments, in order
 */
const QbMoment *
qb_replay_index_get_moments (QbReplayIndex *self,
                             guint         *n_moments)
{
  g_return_val_if_fail (QB_IS_REPLAY_INDEX (self), NULL);

  if (n_moments != NULL)
    *n_moments = self->moments->len;
  return (const QbMoment *)(gpointer)self->moments->data;
}

/**
 * qb_replay_index_get_events:
 * @from: first position
 * @to: last position, @from..n-actions
 *
 * The events of positions @from to @to inclusive: those of position 0 are
 * the events of the start, those of position i > 0 come from action i - 1.
 * So (0, n) is the whole log and (i + 1, j) what happened going from
 * position i to position j.
 *
 * Returns: (array length=n_events): unredacted events (see qb_event_for())
 */
const QbEvent *
qb_replay_index_get_events (QbReplayIndex *self,
                            guint          from,
                            guint          to,
                            guint         *n_events)
{
  guint first, end;

  g_return_val_if_fail (QB_IS_REPLAY_INDEX (self), NULL);
  g_return_val_if_fail (n_events != NULL, NULL);
  g_return_val_if_fail (to <= self->actions->len, NULL);

  if (from > to)
    {
      *n_events = 0;
      return NULL;
    }
  first = g_array_index (self->event_starts, guint, from);
  end = g_array_index (self->event_starts, guint, to + 1);
  *n_events = end - first;
  return &g_array_index (self->events, QbEvent, first);
}

/**
 * qb_replay_index_get_event_index:
 * @event: the number of an event in the whole log
 *
 * Returns: the position that event belongs to
 */
guint
qb_replay_index_get_event_index (QbReplayIndex *self,
                                 guint          event)
{
  guint lo = 0, hi;

  g_return_val_if_fail (QB_IS_REPLAY_INDEX (self), 0);
  g_return_val_if_fail (event < self->events->len, 0);

  /* The last position whose first event is at or before it. */
  hi = self->actions->len;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;

      if (g_array_index (self->event_starts, guint, mid) <= event)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

const char *
qb_moment_type_name (QbMomentType type)
{
  static const char *const names[] = {
    "start", "move-start", "orders-revealed", "battle", "battle-turn", "retreat", "rout",
    "game-over",
  };

  return (guint) type < G_N_ELEMENTS (names) ? names[type] : "unknown";
}
