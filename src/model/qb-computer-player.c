/* qb-computer-player.c: the computer playing one side, in a worker thread.
 *
 * qb_computer_player_think_async() copies the game's position (a plain
 * QbState, by value) into a GTask and runs src/ai's qb_ai_choose() on it
 * in a thread of GIO's pool. The worker touches no GObject of the game:
 * it has its copy, a QbAiPlayer made for this one decision, and the
 * budget's poll hook, through which it notices a cancellation (the
 * GCancellable, which is thread-safe) and reports its progress to the
 * main context the call came from, at most one idle callback pending at a
 * time. qb_computer_player_think_finish() hands the action back only if
 * the game is still at the position it was asked about: a result that
 * arrives after an undo, a replaced game or anything else is dropped
 * (QB_COMPUTER_PLAYER_ERROR_STALE).
 *
 * Only qb_ai_choose() sees the copied state, and it first turns it into
 * the side's view and samples of that view (src/ai/qb-ai-sampler.c): the
 * computer plays with the same information a person in its seat has.
 */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-ai.h"
#include "qb-computer-player.h"
#include "qb-game.h"
#include "qb-record.h"

struct _QbComputerPlayer
{
  GObject parent_instance;

  int side;
  int kind;
  guint64 seed;
  QbAiBudget budget;        /* zeros: the level's own */
  guint64 clears;           /* orders the player started again, for the seed */
  guint n_thinking;         /* thoughts not finished yet */
  guint generation;         /* of the newest thought: older ones' progress is ignored */
  double progress;
  struct _Think *current;   /* the newest thought, until it is finished */
};

enum {
  PROP_0,
  PROP_SIDE,
  PROP_KIND,
  PROP_SEED,
  PROP_THINKING,
  PROP_PROGRESS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (QbComputerPlayer, qb_computer_player, G_TYPE_OBJECT)

G_STATIC_ASSERT ((int) QB_LEVEL_EASY == (int) QB_AI_EASY);
G_STATIC_ASSERT ((int) QB_LEVEL_MEDIUM == (int) QB_AI_MEDIUM);
G_STATIC_ASSERT ((int) QB_LEVEL_HARD == (int) QB_AI_HARD);

G_DEFINE_QUARK (qb-computer-player-error-quark, qb_computer_player_error)

static gint n_working;

/* One decision: everything the worker reads, by value. */
typedef struct _Think
{
  QbState state;            /* the position asked about (a copy) */
  int side;
  int kind;
  guint64 seed;
  guint64 clears;
  QbAiBudget budget;
  GCancellable *cancellable;
  GMainContext *context;    /* where progress is reported */
  GWeakRef owner;           /* the QbComputerPlayer, for progress only */
  guint generation;
  gint progress;            /* per mille, atomic */
  gint progress_pending;    /* an idle callback is on its way, atomic */
  gint64 start_us;          /* when the worker began, for the time's share of progress */
  gint hurry;               /* "Move Now": stop and take the best so far, atomic */
  QbGame *game;             /* main thread only: checked by _finish() */
  guint n_actions;
  QbAction action;          /* the worker's result */
  double win_chance;
} Think;

static Think *
think_ref (Think *think)
{
  return g_atomic_rc_box_acquire (think);
}

static void
think_clear (Think *think)
{
  g_clear_object (&think->cancellable);
  g_clear_pointer (&think->context, g_main_context_unref);
  g_weak_ref_clear (&think->owner);
  g_clear_object (&think->game);
}

static void
think_unref (Think *think)
{
  g_atomic_rc_box_release_full (think, (GDestroyNotify) think_clear);
}

QbComputerPlayer *
qb_computer_player_new (int     side,
                        int     kind,
                        guint64 seed)
{
  return g_object_new (QB_TYPE_COMPUTER_PLAYER, "side", side, "kind", kind, "seed", seed, NULL);
}

/**
 * qb_computer_player_side_seed:
 *
 * Returns: the seed of @side's computer in a game whose computer seed (the
 *   record's) is @game_seed: the two sides never share one
 */
guint64
qb_computer_player_side_seed (guint64 game_seed,
                              int     side)
{
  guint64 z = game_seed + 0x9e3779b97f4a7c15ULL * (guint64) (side + 1);

  /* SplitMix64's finalizer: nearby seeds give unrelated players. */
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

guint
qb_computer_player_get_n_working (void)
{
  return (guint) g_atomic_int_get (&n_working);
}

int
qb_computer_player_get_side (QbComputerPlayer *self)
{
  g_return_val_if_fail (QB_IS_COMPUTER_PLAYER (self), -1);
  return self->side;
}

int
qb_computer_player_get_kind (QbComputerPlayer *self)
{
  g_return_val_if_fail (QB_IS_COMPUTER_PLAYER (self), -1);
  return self->kind;
}

guint64
qb_computer_player_get_seed (QbComputerPlayer *self)
{
  g_return_val_if_fail (QB_IS_COMPUTER_PLAYER (self), 0);
  return self->seed;
}

/**
 * qb_computer_player_set_budget:
 * @iterations: search iterations per decision, 0 for the level's own
 * @time_ms: the time limit per decision, 0 for the level's own
 *
 * A decision is reproducible (the same for the same seed and position)
 * when the iterations end it, not the clock: tests give a small number of
 * iterations and a long time.
 */
void
qb_computer_player_set_budget (QbComputerPlayer *self,
                               guint             iterations,
                               guint             time_ms)
{
  g_return_if_fail (QB_IS_COMPUTER_PLAYER (self));
  self->budget.iterations = iterations;
  self->budget.time_ms = time_ms;
}

/**
 * qb_computer_player_get_thinking:
 *
 * Returns: whether a decision is being thought about (started and not
 *   finished yet)
 */
gboolean
qb_computer_player_get_thinking (QbComputerPlayer *self)
{
  g_return_val_if_fail (QB_IS_COMPUTER_PLAYER (self), FALSE);
  return self->n_thinking > 0;
}

/**
 * qb_computer_player_get_progress:
 *
 * Returns: how far the newest decision is, 0..1 (the iterations done out
 *   of the budget's; the time limit may end it sooner)
 */
double
qb_computer_player_get_progress (QbComputerPlayer *self)
{
  g_return_val_if_fail (QB_IS_COMPUTER_PLAYER (self), 0.0);
  return self->progress;
}

static void
set_progress (QbComputerPlayer *self,
              double            progress)
{
  if (self->progress == progress)
    return;
  self->progress = progress;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
}

/* ---- The worker ------------------------------------------------------------ */

/* In the main context: the worker's latest progress, if the decision is
 * still the newest one. */
static gboolean
progress_idle_cb (gpointer data)
{
  Think *think = data;
  g_autoptr(QbComputerPlayer) self = g_weak_ref_get (&think->owner);

  g_atomic_int_set (&think->progress_pending, 0);
  if (self != NULL && self->generation == think->generation && self->n_thinking > 0
      && !g_cancellable_is_cancelled (think->cancellable))
    set_progress (self, g_atomic_int_get (&think->progress) / 1000.0);
  return G_SOURCE_REMOVE;
}

/* In the worker: QbAiBudget's poll hook. */
static bool
poll_cb (void     *data,
         uint32_t  done,
         uint32_t  limit)
{
  Think *think = data;

  if (g_cancellable_is_cancelled (think->cancellable) || g_atomic_int_get (&think->hurry))
    return false;
  {
    /* The search stops at its iterations or its time, whichever comes
     * first: the progress is the larger share of the two. */
    gint64 elapsed_ms = (g_get_monotonic_time () - think->start_us) / 1000;
    gint by_count = limit > 0 ? (gint) ((guint64) done * 1000 / limit) : 0;
    gint by_time = think->budget.time_ms > 0
      ? (gint) MIN (1000, elapsed_ms * 1000 / think->budget.time_ms) : 0;

    g_atomic_int_set (&think->progress, MAX (by_count, by_time));
  }
  if (g_atomic_int_compare_and_exchange (&think->progress_pending, 0, 1))
    {
      g_autoptr(GSource) source = g_idle_source_new ();

      g_source_set_callback (source, progress_idle_cb, think_ref (think),
                             (GDestroyNotify) think_unref);
      g_source_set_static_name (source, "[quebec1759] computer progress");
      g_source_attach (source, think->context);
    }
  return true;
}

static void
think_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Think *think = task_data;
  QbAiPlayer *player;
  QbAiStats stats;

  (void) source_object;
  (void) cancellable;
  g_atomic_int_inc (&n_working);
  think->start_us = g_get_monotonic_time ();
  player = qb_ai_new ((QbAiKind) think->kind, think->seed);
  qb_ai_set_clears (player, think->clears);
  think->action = qb_ai_choose (player, &think->state, think->side, &think->budget, &stats);
  think->win_chance = stats.win_chance;
  /* One legal action is not searched: the chance then comes from a few
   * playouts over samples of the same view. */
  if (think->win_chance < 0.0 && think->kind >= QB_AI_EASY
      && !g_cancellable_is_cancelled (think->cancellable))
    {
      QbAiBudget few = think->budget;

      few.iterations = 64;
      think->win_chance = qb_ai_win_chance (player, &think->state, think->side, &few);
    }
  qb_ai_free (player);
  g_atomic_int_dec_and_test (&n_working);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (think->action.type == QB_ACT_NONE)
    {
      g_task_return_new_error (task, QB_COMPUTER_PLAYER_ERROR, QB_COMPUTER_PLAYER_ERROR_FAILED,
                               _("The computer found no move."));
      return;
    }
  g_task_return_boolean (task, TRUE);
}

/**
 * qb_computer_player_think_async:
 * @game: the game; its decider must be the player's side
 * @cancellable: (nullable): cancel when the game is undone, replaced or
 *   closed, or the seat changes: the worker stops within a few iterations
 *
 * Thinks about the game's current decision in a worker thread. Call
 * qb_computer_player_think_finish() from @callback, always (it ends the
 * "thinking" state).
 */
void
qb_computer_player_think_async (QbComputerPlayer    *self,
                                QbGame              *game,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GCancellable) own = NULL;
  Think *think;

  g_return_if_fail (QB_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (QB_IS_GAME (game));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  if (cancellable == NULL)
    cancellable = own = g_cancellable_new ();
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, qb_computer_player_think_async);
  g_task_set_name (task, "[quebec1759] computer player");

  self->n_thinking++;
  self->generation++;
  if (self->n_thinking == 1)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
  set_progress (self, 0.0);

  think = g_atomic_rc_box_new0 (Think);
  think->state = *qb_game_get_state (game);
  think->side = self->side;
  think->kind = self->kind;
  think->seed = self->seed;
  think->clears = self->clears;
  think->budget = self->budget;
  /* The level's own limits where none is set: the same the search would
   * take, but known here for the progress. */
  {
    QbAiBudget level;

    qb_ai_default_budget ((QbAiKind) self->kind, &level);
    if (think->budget.iterations == 0)
      think->budget.iterations = level.iterations;
    if (think->budget.time_ms == 0)
      think->budget.time_ms = level.time_ms;
  }
  think->budget.poll = poll_cb;
  think->budget.poll_data = think;
  think->cancellable = g_object_ref (cancellable);
  think->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&think->owner, self);
  think->generation = self->generation;
  think->game = g_object_ref (game);
  think->n_actions = qb_record_get_n_actions (qb_game_get_record (game));
  g_task_set_task_data (task, think, (GDestroyNotify) think_unref);
  g_clear_pointer (&self->current, think_unref);
  self->current = think_ref (think);

  if (qb_game_is_over (game) || qb_game_get_decider (game) != self->side)
    {
      g_task_return_new_error (task, QB_COMPUTER_PLAYER_ERROR,
                               QB_COMPUTER_PLAYER_ERROR_NOT_DECIDING,
                               _("It is not the computer's turn."));
      return;
    }
  g_task_run_in_thread (task, think_thread);
}

/**
 * qb_computer_player_think_finish:
 * @action: (out) (optional): the action chosen
 * @win_chance: (out) (optional): the player's estimate of its side's
 *   chance to win, 0..1, or a negative number if it has none (random and
 *   greedy players)
 *
 * Returns: %TRUE with the action, if the game is still at the position it
 *   was asked about; otherwise %FALSE with %G_IO_ERROR_CANCELLED,
 *   %QB_COMPUTER_PLAYER_ERROR_STALE or another error, and nothing to apply
 */
gboolean
qb_computer_player_think_finish (QbComputerPlayer  *self,
                                 GAsyncResult      *result,
                                 QbAction          *action,
                                 double            *win_chance,
                                 GError           **error)
{
  Think *think;
  gboolean stale;

  g_return_val_if_fail (QB_IS_COMPUTER_PLAYER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  think = g_task_get_task_data (G_TASK (result));
  if (self->current == think)
    g_clear_pointer (&self->current, think_unref);
  if (self->n_thinking > 0 && --self->n_thinking == 0)
    {
      set_progress (self, 0.0);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
    }
  /* The game is let go here, in the main thread, not wherever the task's
   * last reference happens to go. */
  stale = think->game != NULL
    && (qb_record_get_n_actions (qb_game_get_record (think->game)) != think->n_actions
        || memcmp (qb_game_get_state (think->game), &think->state, sizeof think->state) != 0);
  g_clear_object (&think->game);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (stale)
    {
      g_set_error_literal (error, QB_COMPUTER_PLAYER_ERROR, QB_COMPUTER_PLAYER_ERROR_STALE,
                           _("The game moved on while the computer was thinking."));
      return FALSE;
    }
  if (think->action.type == QB_ACT_ORDER_CLEAR)
    self->clears++;
  if (action != NULL)
    *action = think->action;
  if (win_chance != NULL)
    *win_chance = think->win_chance;
  return TRUE;
}

/**
 * qb_computer_player_hurry:
 *
 * "Move Now": the newest thought stops within a few iterations and
 * answers with the best action it has found so far.
 */
void
qb_computer_player_hurry (QbComputerPlayer *self)
{
  g_return_if_fail (QB_IS_COMPUTER_PLAYER (self));

  if (self->current != NULL)
    g_atomic_int_set (&self->current->hurry, 1);
}

/* ---- GObject ---------------------------------------------------------------- */

static void
qb_computer_player_finalize (GObject *object)
{
  QbComputerPlayer *self = QB_COMPUTER_PLAYER (object);

  g_clear_pointer (&self->current, think_unref);
  G_OBJECT_CLASS (qb_computer_player_parent_class)->finalize (object);
}

static void
qb_computer_player_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  QbComputerPlayer *self = QB_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_int (value, self->side);
      break;
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->n_thinking > 0);
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, self->progress);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_computer_player_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  QbComputerPlayer *self = QB_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      self->side = g_value_get_int (value);
      break;
    case PROP_KIND:
      self->kind = g_value_get_int (value);
      break;
    case PROP_SEED:
      self->seed = g_value_get_uint64 (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_computer_player_class_init (QbComputerPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = qb_computer_player_finalize;
  object_class->get_property = qb_computer_player_get_property;
  object_class->set_property = qb_computer_player_set_property;

  properties[PROP_SIDE] =
    g_param_spec_int ("side", NULL, NULL, QB_BRITISH, QB_FRENCH, QB_BRITISH,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, 0, QB_AI_NUM_KINDS - 1, QB_AI_MEDIUM,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] =
    g_param_spec_double ("progress", NULL, NULL, 0.0, 1.0, 0.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
qb_computer_player_init (QbComputerPlayer *self)
{
  self->kind = QB_AI_MEDIUM;
}
