/* qb-setup-tools.c: the editor's random deployments, differences and
 * balance estimate (see qb-setup-tools.h). */
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "qb-ai.h"
#include "qb-setup-text.h"
#include "qb-setup-tools.h"

/* ---- Random deployments -------------------------------------------------- */

/* The French deploy every block in the nine zones other than Ile
 * d'Orleans, any number to a zone (3.4, docs/rulings.md R34); in the
 * classic edition a decoy must stand with a real unit (10.1, R19). With R
 * real blocks and D decoys, a legal deployment is a map of the real blocks
 * to the nine zones, which occupies k zones, and a map of the decoys to
 * those k zones: there are sum over the real maps of k^D of them.
 *
 * The sampler is exact without counting them: draw the real blocks
 * uniformly (each map has probability 9^-R), keep the draw with
 * probability (k/9)^D (D draws of a zone, each of which must fall among
 * the k occupied ones), then put each decoy in one of the k occupied zones
 * uniformly (probability k^-D). A deployment is then drawn with probability
 * 9^-R (k/9)^D k^-D = 9^-(R+D) per try: the same for all of them, so the
 * result is uniform over the legal deployments. In the revised edition
 * (D = 0) every draw is kept. Only integer draws of the engine's generator
 * are used, so the same seed gives the same deployment everywhere. */
static const guint8 deploy_zones[] = {
  QB_MO, QB_BE, QB_SC, QB_AB, QB_SF, QB_SI, QB_CR, QB_ET, QB_LE,
};

QbScenario *
qb_setup_random_deployment (int              edition,
                            guint64          seed,
                            QbScenarioKind   kind,
                            GError         **error)
{
  const guint n_zones = G_N_ELEMENTS (deploy_zones);
  g_autoptr(QbScenario) scenario = NULL;
  g_autofree char *description = NULL;
  char number[32];
  QbOptions options;
  QbState start;
  QbRng rng;
  guint8 real[QB_BLOCKS_PER_SIDE], decoys[QB_BLOCKS_PER_SIDE], zone_of[QB_NUM_BLOCKS];
  guint n_real = 0, n_decoys = 0;

  if (edition != QB_EDITION_REVISED && edition != QB_EDITION_CLASSIC)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("There is no edition %d."), edition);
      return NULL;
    }
  qb_options_default (&options);
  options.edition = (guint8) edition;
  qb_init (&start, &options, seed, NULL);
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    if (start.blocks[b].loc == QB_LOC_POOL)
      {
        if (qb_block_type (&start, b) == QB_TYPE_DECOY)
          decoys[n_decoys++] = (guint8) b;
        else
          real[n_real++] = (guint8) b;
      }

  qb_rng_seed (&rng, seed, 0x4445504cULL);
  for (;;)
    {
      guint occupied = 0, k = 0, accept = TRUE;
      guint8 used[G_N_ELEMENTS (deploy_zones)];

      for (guint i = 0; i < n_real; i++)
        {
          guint z = qb_rng_below (&rng, n_zones);

          zone_of[real[i]] = (guint8) z;
          occupied |= 1u << z;
        }
      for (guint z = 0; z < n_zones; z++)
        if (occupied & (1u << z))
          used[k++] = (guint8) z;
      for (guint i = 0; i < n_decoys && accept; i++)
        accept = qb_rng_below (&rng, n_zones) < k;
      if (!accept)
        continue;
      for (guint i = 0; i < n_decoys; i++)
        zone_of[decoys[i]] = used[qb_rng_below (&rng, k)];
      break;
    }

  scenario = qb_scenario_new (QB_SCENARIO_DEPLOYMENT, &options);
  for (guint i = 0; i < n_real; i++)
    qb_scenario_set_block (scenario, real[i], deploy_zones[zone_of[real[i]]], 0);
  for (guint i = 0; i < n_decoys; i++)
    qb_scenario_set_block (scenario, decoys[i], deploy_zones[zone_of[decoys[i]]], 0);
  qb_scenario_set_name (scenario, _("Random deployment"));
  /* Translators: %s is the number the deployment was drawn from. */
  g_snprintf (number, sizeof number, "%" G_GUINT64_FORMAT, seed);
  description = g_strdup_printf (_("Drawn at random from the number %s."), number);
  qb_scenario_set_description (scenario, description);

  if (kind == QB_SCENARIO_POSITION)
    {
      QbScenario *position;
      QbState state;

      if (!qb_scenario_to_state (scenario, seed, &state, NULL, error))
        return NULL;
      position = qb_scenario_new_from_state (&state);
      qb_scenario_set_name (position, qb_scenario_get_name (scenario));
      qb_scenario_set_description (position, description);
      return position;
    }
  return g_steal_pointer (&scenario);
}

QbScenario *
qb_setup_computer_deployment (int       edition,
                              guint64   seed,
                              GError  **error)
{
  const char *const *ids = qb_scenario_list_builtin ();
  g_autoptr(GPtrArray) candidates = g_ptr_array_new ();
  guint64 mixed;
  guint pick;

  edition = edition == QB_EDITION_CLASSIC;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(QbScenario) builtin = NULL;

      if (qb_scenario_get_builtin_edition (ids[i]) != edition)
        continue;
      builtin = qb_scenario_new_builtin (ids[i], NULL);
      if (builtin != NULL && qb_scenario_get_kind (builtin) == QB_SCENARIO_DEPLOYMENT)
        g_ptr_array_add (candidates, (gpointer) ids[i]);
    }
  /* The seed's bits mixed (splitmix64's finaliser), so that nearby seeds
   * do not pick in turn; the last choice is a random deployment. */
  mixed = seed + G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  mixed = (mixed ^ (mixed >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  mixed = (mixed ^ (mixed >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  mixed ^= mixed >> 31;
  pick = (guint) (mixed % (candidates->len + 1));
  if (pick < candidates->len)
    return qb_scenario_new_builtin (g_ptr_array_index (candidates, pick), error);
  return qb_setup_random_deployment (edition, seed, QB_SCENARIO_DEPLOYMENT, error);
}

/* ---- Differences --------------------------------------------------------- */

GPtrArray *
qb_setup_diff (QbScenario  *a,
               QbScenario  *b,
               GError     **error)
{
  g_autoptr(GPtrArray) moves = NULL;
  QbOptions oa, ob;

  g_return_val_if_fail (QB_IS_SCENARIO (a), NULL);
  g_return_val_if_fail (QB_IS_SCENARIO (b), NULL);

  qb_scenario_get_options (a, &oa);
  qb_scenario_get_options (b, &ob);
  if (oa.edition != ob.edition)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The two set-ups are for different editions of the game."));
      return NULL;
    }
  moves = g_ptr_array_new_with_free_func (g_free);
  for (guint block = 0; block < QB_NUM_BLOCKS; block++)
    {
      QbSetupMove m = { block, 0, 0, 0, 0 };

      qb_scenario_get_block (a, block, &m.from, &m.cv_from);
      qb_scenario_get_block (b, block, &m.to, &m.cv_to);
      if (m.from != m.to || m.cv_from != m.cv_to)
        g_ptr_array_add (moves, g_memdup2 (&m, sizeof m));
    }
  return g_steal_pointer (&moves);
}

char *
qb_setup_move_to_text (const QbSetupMove *move,
                       int                edition)
{
  g_return_val_if_fail (move != NULL, NULL);

  return qb_setup_move_text (edition, move->block, move->from, move->to,
                             move->cv_from, move->cv_to);
}

/* ---- The balance estimate ------------------------------------------------ */

/* A game longer than this is a bug of a player or the engine (random games
 * end well under 3,000 actions). */
#define MAX_GAME_ACTIONS 200000

/* The 95 % Wilson score interval of `wins` out of `n`, as
 * quebec1759-cli arena computes it (src/cli/qb-cli-arena.c). */
static void
wilson (guint   wins,
        guint   n,
        double *lo,
        double *hi)
{
  const double z = 1.959964;
  double p, nn, denom, centre, half;

  if (n == 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  p = (double) wins / (double) n;
  nn = (double) n;
  denom = 1.0 + z * z / nn;
  centre = (p + z * z / (2.0 * nn)) / denom;
  half = z * sqrt (p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / denom;
  *lo = centre - half < 0.0 ? 0.0 : centre - half;
  *hi = centre + half > 1.0 ? 1.0 : centre + half;
}

typedef struct
{
  QbBalanceProgress func;
  gpointer data;
  GMainContext *context;
} Progress;

/* A copy of what to call, not a pointer to the task's data: the call may
 * come after the task is gone. */
typedef struct
{
  QbBalanceProgress func;
  gpointer data;
  guint done;
  guint games;
} ProgressCall;

static gboolean
progress_cb (gpointer data)
{
  ProgressCall *call = data;

  call->func (call->done, call->games, call->data);
  return G_SOURCE_REMOVE;
}

/* Tells the caller's context that `done` of `total` are done. */
static void
post_progress (const Progress *progress,
               guint           done,
               guint           total)
{
  ProgressCall *call;
  g_autoptr(GSource) source = NULL;

  if (progress == NULL || progress->func == NULL)
    return;
  call = g_new (ProgressCall, 1);
  source = g_idle_source_new ();
  call->func = progress->func;
  call->data = progress->data;
  call->done = done;
  call->games = total;
  /* A source, not g_main_context_invoke(): that would call the function
   * here, in this thread, whenever the caller's context is free to be
   * acquired. */
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, progress_cb, call, g_free);
  g_source_set_static_name (source, "[quebec1759] set-up tools progress");
  g_source_attach (source, progress->context);
}

/* Plays one game from `start` with `kind` for both sides; returns the
 * winner, or -1 if cancelled (error set) or the game did not end. */
static int
play_game (const QbState  *start,
           QbAiKind        kind,
           guint64         seed,
           GCancellable   *cancellable,
           GError        **error)
{
  QbState s = *start;
  QbAiPlayer *ai[2] = { NULL, NULL };
  QbAiBudget budget;
  QbRng chooser;
  int winner = -1;

  /* A decision is reproducible only when its iteration limit ends it, so
   * the time limit is set far away: the same seed, the same estimate. */
  qb_ai_default_budget (kind, &budget);
  budget.time_ms = 600000;
  qb_rng_seed (&chooser, seed, 0x706c6179ULL);
  if (kind != QB_AI_RANDOM)
    for (int side = 0; side < 2; side++)
      ai[side] = qb_ai_new (kind, seed * 2 + (guint64) side);
  for (guint i = 0; i < MAX_GAME_ACTIONS; i++)
    {
      QbAction a;
      const char *reason = NULL;

      if (qb_is_over (&s))
        {
          winner = s.winner;
          break;
        }
      /* Looked at every 64 random actions (each takes microseconds) and
       * before every decision of a computer player, so a cancel is seen
       * within 100 ms with random, greedy and easy players (a medium or
       * hard decision can take longer: the cancel waits for it). */
      if ((i & 63) == 0 || kind != QB_AI_RANDOM)
        if (g_cancellable_set_error_if_cancelled (cancellable, error))
          break;
      if (kind == QB_AI_RANDOM)
        {
          if (qb_random_action (&s, &chooser, &a) == 0)
            break;
          qb_apply_trusted (&s, a, NULL);
          continue;
        }
      a = qb_ai_choose (ai[s.decider], &s, s.decider, &budget, NULL);
      if (!qb_apply (&s, a, NULL, &reason))
        break;
    }
  for (int side = 0; side < 2; side++)
    if (ai[side] != NULL)
      qb_ai_free (ai[side]);
  if (winner < 0 && error != NULL && *error == NULL)
    {
      char number[32];

      g_snprintf (number, sizeof number, "%" G_GUINT64_FORMAT, seed);
      /* Translators: %s is the number the game was played from. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("A game of the estimate did not end (game number %s)."), number);
    }
  return winner;
}

static gboolean
estimate (QbScenario    *scenario,
          guint          games,
          const char    *player,
          guint64        seed,
          GCancellable  *cancellable,
          Progress      *progress,
          QbBalance     *out,
          GError       **error)
{
  QbAiKind kind;
  QbBalance result = { 0, 0, 0.0, 1.0 };

  if (player == NULL)
    player = "random";
  if (!qb_ai_kind_from_name (player, &kind))
    {
      /* Translators: %s is what was asked for; the others are names to type. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Unknown player “%s”: use random, greedy, ai:easy, ai:medium or ai:hard."),
                   player);
      return FALSE;
    }
  for (guint g = 0; g < games; g++)
    {
      QbState start;
      int winner;

      /* Each game its own seed, so the start's own draws (23.0 tides)
       * differ from game to game as the players' do. */
      if (!qb_scenario_to_state (scenario, seed + g, &start, NULL, error))
        return FALSE;
      winner = play_game (&start, kind, seed + g, cancellable, error);
      if (winner < 0)
        return FALSE;
      result.games++;
      result.british_wins += winner == QB_BRITISH;
      post_progress (progress, g + 1, games);
    }
  wilson (result.british_wins, result.games, &result.low, &result.high);
  if (out != NULL)
    *out = result;
  return TRUE;
}

gboolean
qb_balance_estimate (QbScenario    *scenario,
                     guint          games,
                     const char    *player,
                     guint64        seed,
                     GCancellable  *cancellable,
                     QbBalance     *out,
                     GError       **error)
{
  g_return_val_if_fail (QB_IS_SCENARIO (scenario), FALSE);

  return estimate (scenario, games, player, seed, cancellable, NULL, out, error);
}

typedef struct
{
  QbScenario *scenario;
  guint games;
  char *player;
  guint64 seed;
  Progress progress;
  QbBalance result;
} EstimateData;

static void
estimate_data_free (EstimateData *data)
{
  g_object_unref (data->scenario);
  g_free (data->player);
  g_main_context_unref (data->progress.context);
  g_free (data);
}

static void
estimate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  EstimateData *data = task_data;
  GError *error = NULL;

  if (estimate (data->scenario, data->games, data->player, data->seed, cancellable,
                &data->progress, &data->result, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * qb_balance_estimate_async:
 *
 * The scenario is copied (through its JSON), so the caller may go on
 * editing its own while the games are played.
 */
void
qb_balance_estimate_async (QbScenario          *scenario,
                           guint                games,
                           const char          *player,
                           guint64              seed,
                           GCancellable        *cancellable,
                           QbBalanceProgress    progress,
                           gpointer             progress_data,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  EstimateData *data;
  QbScenario *copy;

  g_return_if_fail (QB_IS_SCENARIO (scenario));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, qb_balance_estimate_async);
  json = qb_scenario_to_json (scenario, NULL);
  copy = qb_scenario_new_from_json (json, -1, NULL, &error);
  if (copy == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  data = g_new0 (EstimateData, 1);
  data->scenario = copy;
  data->games = games;
  data->player = g_strdup (player);
  data->seed = seed;
  data->progress.func = progress;
  data->progress.data = progress_data;
  data->progress.context = g_main_context_ref_thread_default ();
  g_task_set_task_data (task, data, (GDestroyNotify) estimate_data_free);
  g_task_run_in_thread (task, estimate_thread);
}

gboolean
qb_balance_estimate_finish (GAsyncResult  *result,
                            QbBalance     *out,
                            GError       **error)
{
  EstimateData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == qb_balance_estimate_async, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  data = g_task_get_task_data (G_TASK (result));
  if (out != NULL)
    *out = data->result;
  return TRUE;
}

/* ---- Balanced random deployments ----------------------------------------- */

static QbScenario *
random_balanced (int              edition,
                 guint64          seed,
                 QbScenarioKind   kind,
                 double           low,
                 double           high,
                 guint            games,
                 const char      *player,
                 guint            max_tries,
                 GCancellable    *cancellable,
                 const Progress  *progress,
                 GError         **error)
{
  if (!(low <= high) || low < 0.0 || high > 1.0 || games == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The band of British wins must be within 0 to 100 %, its low end "
                             "at most its high end, and at least one game played."));
      return NULL;
    }
  /* Rejection sampling: the deployments drawn from seed, seed+1, ... are
   * uniform and independent, so the one kept is uniform among those whose
   * estimate falls in the band. The estimate is judged by its win rate,
   * not its interval: the band is what the player asked the rate to be. */
  for (guint t = 0; t < max_tries; t++)
    {
      g_autoptr(QbScenario) scenario = qb_setup_random_deployment (edition, seed + t, kind, error);
      QbBalance balance;
      double rate;

      if (scenario == NULL
          || !qb_balance_estimate (scenario, games, player, (seed + t) * 7919u, cancellable,
                                   &balance, error))
        return NULL;
      post_progress (progress, t + 1, max_tries);
      rate = (double) balance.british_wins / (double) balance.games;
      if (rate >= low && rate <= high)
        return g_steal_pointer (&scenario);
    }
  /* Translators: %u is how many deployments were tried; %.0f are percentages. */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               _("None of %u random deployments gave the British between %.0f %% and %.0f %% "
                 "of wins; try a wider band."), max_tries, 100.0 * low, 100.0 * high);
  return NULL;
}

QbScenario *
qb_setup_random_balanced (int              edition,
                          guint64          seed,
                          QbScenarioKind   kind,
                          double           low,
                          double           high,
                          guint            games,
                          const char      *player,
                          guint            max_tries,
                          GCancellable    *cancellable,
                          GError         **error)
{
  return random_balanced (edition, seed, kind, low, high, games, player, max_tries,
                          cancellable, NULL, error);
}

typedef struct
{
  int edition;
  guint64 seed;
  QbScenarioKind kind;
  double low, high;
  guint games;
  char *player;
  guint max_tries;
  Progress progress;
} BalancedData;

static void
balanced_data_free (BalancedData *data)
{
  g_free (data->player);
  g_main_context_unref (data->progress.context);
  g_free (data);
}

static void
balanced_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  BalancedData *data = task_data;
  GError *error = NULL;
  QbScenario *scenario = random_balanced (data->edition, data->seed, data->kind, data->low,
                                          data->high, data->games, data->player,
                                          data->max_tries, cancellable, &data->progress, &error);

  if (scenario != NULL)
    g_task_return_pointer (task, scenario, g_object_unref);
  else
    g_task_return_error (task, error);
}

void
qb_setup_random_balanced_async (int                 edition,
                                guint64             seed,
                                QbScenarioKind      kind,
                                double              low,
                                double              high,
                                guint               games,
                                const char         *player,
                                guint               max_tries,
                                GCancellable       *cancellable,
                                QbBalanceProgress   progress,
                                gpointer            progress_data,
                                GAsyncReadyCallback callback,
                                gpointer            user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  BalancedData *data = g_new0 (BalancedData, 1);

  g_task_set_source_tag (task, qb_setup_random_balanced_async);
  data->edition = edition;
  data->seed = seed;
  data->kind = kind;
  data->low = low;
  data->high = high;
  data->games = games;
  data->player = g_strdup (player);
  data->max_tries = max_tries;
  data->progress.func = progress;
  data->progress.data = progress_data;
  data->progress.context = g_main_context_ref_thread_default ();
  g_task_set_task_data (task, data, (GDestroyNotify) balanced_data_free);
  g_task_run_in_thread (task, balanced_thread);
}

QbScenario *
qb_setup_random_balanced_finish (GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == qb_setup_random_balanced_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
