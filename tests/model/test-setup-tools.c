/* test-setup-tools.c: the editor's random deployments (legal, uniform,
 * reproducible), differences, and the balance estimate (reproducible,
 * its interval, progress, cancel). */
#include "qb-model-test.h"
#include "qb-data.h"
#include "qb-setup-tools.h"

#include <math.h>

#define N_SEEDS 10000

/* The real French blocks and the decoys of an edition. */
static void
count_french (int    edition,
              guint *n_real,
              guint *n_decoys)
{
  *n_real = *n_decoys = 0;
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    {
      QbOptions options;
      QbState s;

      qb_options_default (&options);
      options.edition = (guint8) edition;
      qb_init (&s, &options, 1, NULL);
      if (s.blocks[b].loc != QB_LOC_POOL)
        continue;
      if (qb_block_type (&s, b) == QB_TYPE_DECOY)
        (*n_decoys)++;
      else
        (*n_real)++;
    }
}

/* Every deployment drawn is one the engine accepts: placed block by block
 * on a fresh start (qb_scenario_to_state), every French block on the map
 * at full strength, none on Ile d'Orleans. */
static void
test_random_legal (gconstpointer data)
{
  int edition = GPOINTER_TO_INT (data);

  for (guint64 seed = 0; seed < N_SEEDS; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QbScenario) scenario = qb_setup_random_deployment (edition, seed, QB_SCENARIO_DEPLOYMENT, &error);
      QbOptions options;
      QbState state;

      g_assert_no_error (error);
      g_assert_cmpint (qb_scenario_get_kind (scenario), ==, QB_SCENARIO_DEPLOYMENT);
      qb_scenario_get_options (scenario, &options);
      g_assert_cmpint (options.edition, ==, edition);
      if (!qb_scenario_to_state (scenario, seed, &state, NULL, &error))
        g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
      g_assert_cmpint (state.phase, !=, QB_PHASE_FRENCH_SETUP);
      for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
        if (qb_block_max_cv (&state, b) > 0 || qb_block_type (&state, b) == QB_TYPE_DECOY)
          {
            g_assert_cmpuint (state.blocks[b].loc, <, QB_NUM_ZONES);
            g_assert_cmpuint (state.blocks[b].loc, !=, QB_OR);
          }
    }
}

static void
test_random_reproducible (void)
{
  g_autoptr(QbScenario) a = qb_setup_random_deployment (QB_EDITION_CLASSIC, 42, QB_SCENARIO_DEPLOYMENT, NULL);
  g_autoptr(QbScenario) b = qb_setup_random_deployment (QB_EDITION_CLASSIC, 42, QB_SCENARIO_DEPLOYMENT, NULL);
  g_autoptr(QbScenario) c = qb_setup_random_deployment (QB_EDITION_CLASSIC, 43, QB_SCENARIO_DEPLOYMENT, NULL);
  g_autoptr(QbScenario) position = qb_setup_random_deployment (QB_EDITION_CLASSIC, 42, QB_SCENARIO_POSITION, NULL);
  g_autoptr(GError) error = NULL;
  QbState state;

  g_assert_true (qb_scenario_equal (a, b));
  g_assert_false (qb_scenario_equal (a, c));
  g_assert_cmpint (qb_scenario_get_kind (position), ==, QB_SCENARIO_POSITION);
  g_assert_true (qb_scenario_to_state (position, 1, &state, NULL, &error));
  g_assert_no_error (error);
  /* The position has the deployment's French blocks where it put them. */
  for (guint block = QB_FIRST_BLOCK (QB_FRENCH); block < QB_NUM_BLOCKS; block++)
    {
      guint la, lp;

      qb_scenario_get_block (a, block, &la, NULL);
      qb_scenario_get_block (position, block, &lp, NULL);
      if (la < QB_NUM_ZONES)
        g_assert_cmpuint (la, ==, lp);
    }
  g_assert_null (qb_setup_random_deployment (7, 1, QB_SCENARIO_DEPLOYMENT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* Pearson's statistic of observed counts against expected ones. */
static double
chi_square (const double *observed,
            const double *expected,
            guint         n)
{
  double x = 0.0;

  for (guint i = 0; i < n; i++)
    x += (observed[i] - expected[i]) * (observed[i] - expected[i]) / expected[i];
  return x;
}

/* Surjections of n items onto k: k! S(n, k), by inclusion-exclusion. */
static double
surjections (guint n,
             guint k)
{
  double sum = 0.0, binom = 1.0;

  for (guint j = 0; j <= k; j++)
    {
      sum += ((j & 1) ? -1.0 : 1.0) * binom * pow ((double) (k - j), (double) n);
      binom = binom * (double) (k - j) / (double) (j + 1);
    }
  return sum;
}

static double
choose (guint n,
        guint k)
{
  double c = 1.0;

  for (guint i = 0; i < k; i++)
    c = c * (double) (n - i) / (double) (i + 1);
  return c;
}

/* Uniform over legal deployments means: each block's zone uniform over the
 * nine (by symmetry of the zones), and the number k of zones holding real
 * blocks distributed as C(9,k) Surj(R,k) k^D (the legal deployments with k
 * occupied zones). With decoys, that is not what placing each block at
 * random and retrying would give, so the second statistic tells a uniform
 * sampler from a merely legal one. The seeds are fixed, so the test is
 * deterministic; the thresholds are the chi-square 0.1 % points. */
static void
test_random_uniform (gconstpointer data)
{
  int edition = GPOINTER_TO_INT (data);
  guint n_real, n_decoys;
  double zone_counts[9] = { 0 }, zone_expected[9];
  double k_counts[10] = { 0 }, k_weight[10] = { 0 }, total = 0.0;
  double decoy_alone = 0.0;
  int probe = qb_block_from_key (edition, "fr-la-sarre");
  const guint8 zones[9] = { QB_MO, QB_BE, QB_SC, QB_AB, QB_SF, QB_SI, QB_CR, QB_ET, QB_LE };

  count_french (edition, &n_real, &n_decoys);
  g_assert_cmpint (probe, >=, 0);
  for (guint64 seed = 0; seed < N_SEEDS; seed++)
    {
      g_autoptr(QbScenario) s = qb_setup_random_deployment (edition, 1000000 + seed,
                                                            QB_SCENARIO_DEPLOYMENT, NULL);
      guint occupied = 0, loc;

      qb_scenario_get_block (s, (guint) probe, &loc, NULL);
      for (guint z = 0; z < 9; z++)
        zone_counts[z] += zones[z] == loc;
      for (guint b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
        {
          const QbUnitInfo *info = qb_unit_info (edition, (int) b);

          qb_scenario_get_block (s, b, &loc, NULL);
          if (loc < QB_NUM_ZONES && info->type != QB_TYPE_DECOY)
            occupied |= 1u << loc;
        }
      for (guint b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
        {
          qb_scenario_get_block (s, b, &loc, NULL);
          if (loc < QB_NUM_ZONES && qb_unit_info (edition, (int) b)->type == QB_TYPE_DECOY)
            decoy_alone += (occupied & (1u << loc)) == 0;
        }
      k_counts[g_bit_nth_lsf (occupied, -1) >= 0 ? __builtin_popcount (occupied) : 0]++;
    }
  g_assert_cmpfloat (decoy_alone, ==, 0.0);

  for (guint z = 0; z < 9; z++)
    zone_expected[z] = N_SEEDS / 9.0;
  g_test_message ("block zones: chi-square %.2f (8 df)", chi_square (zone_counts, zone_expected, 9));
  g_assert_cmpfloat (chi_square (zone_counts, zone_expected, 9), <, 26.12);

  for (guint k = 1; k <= 9; k++)
    {
      k_weight[k] = choose (9, k) * surjections (n_real, k) * pow ((double) k, (double) n_decoys);
      total += k_weight[k];
    }
  {
    /* Values of k expected fewer than 5 times go into one bin with the
     * next, as Pearson's test asks. */
    double obs[10] = { 0 }, exp[10] = { 0 }, carry_o = 0.0, carry_e = 0.0;
    guint bins = 0;

    for (guint k = 1; k <= 9; k++)
      {
        carry_o += k_counts[k];
        carry_e += N_SEEDS * k_weight[k] / total;
        if (carry_e >= 5.0 || k == 9)
          {
            obs[bins] = carry_o;
            exp[bins++] = carry_e;
            carry_o = carry_e = 0.0;
          }
      }
    g_test_message ("occupied zones: chi-square %.2f over %u bins", chi_square (obs, exp, bins), bins);
    g_assert_cmpuint (bins, >=, 2);
    /* 0.1 % points for 1..4 degrees of freedom. */
    {
      static const double limit[] = { 10.83, 13.82, 16.27, 18.47 };

      g_assert_cmpfloat (chi_square (obs, exp, bins), <, limit[MIN (bins - 2, 3)]);
    }
  }
}

static QbScenario *
historical (int edition)
{
  g_autoptr(GError) error = NULL;
  QbScenario *s = qb_scenario_new_historical (edition, &error);

  g_assert_no_error (error);
  return s;
}

static void
test_diff (void)
{
  g_autoptr(QbScenario) a = historical (QB_EDITION_REVISED);
  g_autoptr(QbScenario) b = historical (QB_EDITION_REVISED);
  g_autoptr(QbScenario) classic = historical (QB_EDITION_CLASSIC);
  g_autoptr(GPtrArray) none = qb_setup_diff (a, b, NULL);
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  int la_sarre = qb_block_from_key (QB_EDITION_REVISED, "fr-la-sarre");
  int marine = qb_block_from_key (QB_EDITION_REVISED, "fr-marine");
  int militia = qb_block_from_key (QB_EDITION_REVISED, "fr-quebec-7");
  const QbSetupMove *m;
  g_autofree char *t0 = NULL, *t1 = NULL, *t2 = NULL;

  g_assert_cmpuint (none->len, ==, 0);

  qb_scenario_set_block (b, (guint) la_sarre, QB_LE, 0);       /* Beauport → Lévis */
  qb_scenario_set_block (b, (guint) marine, QB_SC, 2);         /* in place, weaker */
  qb_scenario_set_block (b, (guint) militia, QB_ET, 1);        /* moved and weaker */
  moves = qb_setup_diff (a, b, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (moves->len, ==, 3);

  /* In block order; the text names the block and the places. */
  m = g_ptr_array_index (moves, 0);
  g_assert_cmpint (m->block, ==, la_sarre);
  g_assert_cmpuint (m->from, ==, QB_BE);
  g_assert_cmpuint (m->to, ==, QB_LE);
  g_assert_cmpuint (m->cv_from, ==, m->cv_to);
  t0 = qb_setup_move_to_text (m, QB_EDITION_REVISED);
  g_assert_cmpstr (t0, ==, "La Sarre: Beauport → Lévis");

  m = g_ptr_array_index (moves, 1);
  g_assert_cmpint (m->block, ==, marine);
  g_assert_cmpuint (m->from, ==, m->to);
  g_assert_cmpuint (m->cv_to, ==, 2);
  g_assert_cmpuint (m->cv_from, >, 2);
  t1 = qb_setup_move_to_text (m, QB_EDITION_REVISED);
  g_assert_true (g_str_has_suffix (t1, " → 2 CV (St. Charles)"));

  m = g_ptr_array_index (moves, 2);
  g_assert_cmpint (m->block, ==, militia);
  g_assert_cmpuint (m->from, ==, QB_LE);
  g_assert_cmpuint (m->to, ==, QB_ET);
  t2 = qb_setup_move_to_text (m, QB_EDITION_REVISED);
  g_assert_true (strstr (t2, "Lévis → Etchemin") != NULL);
  g_assert_true (g_str_has_suffix (t2, " → 1 CV"));

  /* Different editions have different blocks: no diff. */
  g_assert_null (qb_setup_diff (a, classic, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

static void
test_estimate (void)
{
  /* A random deployment: the British win some games from it (about one in
   * ten), where they win almost none against the historical one. */
  g_autoptr(QbScenario) s = qb_setup_random_deployment (QB_EDITION_REVISED, 1, QB_SCENARIO_DEPLOYMENT, NULL);
  g_autoptr(GError) error = NULL;
  QbBalance x, y, z;
  double p;

  g_assert_true (qb_balance_estimate (s, 200, "random", 7, NULL, &x, &error));
  g_assert_no_error (error);
  g_assert_true (qb_balance_estimate (s, 200, NULL, 7, NULL, &y, &error));
  g_assert_true (qb_balance_estimate (s, 200, "random", 8, NULL, &z, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (x.games, ==, 200);
  g_assert_cmpuint (x.british_wins, >, 0);
  g_assert_cmpuint (x.british_wins, <, 200);
  g_assert_cmpuint (x.british_wins, ==, y.british_wins);
  g_assert_cmpfloat (x.low, ==, y.low);
  g_assert_cmpfloat (x.high, ==, y.high);
  g_test_message ("British wins: %u/200 (seed 7), %u/200 (seed 8)", x.british_wins, z.british_wins);
  /* Other seeds, other games: the two counts are the same only by chance,
   * but these two are known to differ. */
  g_assert_cmpuint (x.british_wins, !=, z.british_wins);

  /* The interval holds the rate, within 0..1, and is the Wilson one. */
  p = x.british_wins / 200.0;
  g_assert_cmpfloat (x.low, <=, p);
  g_assert_cmpfloat (x.high, >=, p);
  g_assert_cmpfloat (x.low, >, 0.0);
  g_assert_cmpfloat (x.high, <, 1.0);
  {
    const double zz = 1.959964 * 1.959964, n = 200.0;
    double centre = (p + zz / (2 * n)) / (1 + zz / n);
    double half = sqrt (zz) * sqrt (p * (1 - p) / n + zz / (4 * n * n)) / (1 + zz / n);

    g_assert_cmpfloat_with_epsilon (x.low, MAX (0.0, centre - half), 1e-12);
    g_assert_cmpfloat_with_epsilon (x.high, MIN (1.0, centre + half), 1e-12);
  }

  /* A computer player gives a result too, the same for the same seed. */
  g_assert_true (qb_balance_estimate (s, 2, "greedy", 3, NULL, &x, &error));
  g_assert_no_error (error);
  g_assert_true (qb_balance_estimate (s, 2, "greedy", 3, NULL, &y, &error));
  g_assert_cmpuint (x.british_wins, ==, y.british_wins);
  g_assert_cmpuint (x.games, ==, 2);
  /* And a searching one (its budget once held whatever the stack had
   * where the progress callback goes, and the search called it). */
  g_assert_true (qb_balance_estimate (s, 1, "ai:easy", 3, NULL, &x, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (x.games, ==, 1);

  g_assert_false (qb_balance_estimate (s, 2, "grandmaster", 3, NULL, &x, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

typedef struct
{
  GThread *main_thread;
  guint calls;
  guint last;
  gboolean done;
  gboolean ok;
  QbBalance result;
  GError *error;
  gint64 finished;
} Async;

static void
on_progress (guint    done,
             guint    games,
             gpointer data)
{
  Async *async = data;

  g_assert_true (g_thread_self () == async->main_thread);
  g_assert_false (async->done);
  g_assert_cmpuint (done, >, async->last);
  g_assert_cmpuint (done, <=, games);
  async->last = done;
  async->calls++;
}

static void
on_estimated (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Async *async = data;

  async->ok = qb_balance_estimate_finish (result, &async->result, &async->error);
  async->done = TRUE;
  async->finished = g_get_monotonic_time ();
}

static void
test_estimate_async (void)
{
  g_autoptr(QbScenario) s = historical (QB_EDITION_CLASSIC);
  Async async = { g_thread_self (), 0, 0, FALSE, FALSE, { 0 }, NULL, 0 };
  QbBalance sync;

  qb_balance_estimate_async (s, 12, "random", 5, NULL, on_progress, &async, on_estimated, &async);
  while (!async.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (async.error);
  g_assert_true (async.ok);
  g_assert_cmpuint (async.calls, ==, 12);
  g_assert_cmpuint (async.last, ==, 12);
  g_assert_true (qb_balance_estimate (s, 12, "random", 5, NULL, &sync, NULL));
  g_assert_cmpuint (async.result.british_wins, ==, sync.british_wins);
  g_assert_cmpuint (async.result.games, ==, 12);
}

/* A cancel ends the estimate at once: the answer comes within 100 ms of
 * the cancel on a quiet machine (this test allows 500 ms, as other work
 * shares the processors while the tests run). */
static void
test_estimate_cancel (void)
{
  g_autoptr(QbScenario) s = historical (QB_EDITION_REVISED);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Async async = { g_thread_self (), 0, 0, FALSE, FALSE, { 0 }, NULL, 0 };
  gint64 cancelled;

  qb_balance_estimate_async (s, 1000000, "random", 5, cancellable, on_progress, &async,
                             on_estimated, &async);
  while (async.calls < 3)
    g_main_context_iteration (NULL, TRUE);
  cancelled = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  while (!async.done)
    g_main_context_iteration (NULL, TRUE);
  g_test_message ("answered %.1f ms after the cancel", (async.finished - cancelled) / 1000.0);
  g_assert_false (async.ok);
  g_assert_error (async.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (async.finished - cancelled, <, 500 * 1000);
  g_clear_error (&async.error);
}

static void
test_balanced (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) any = NULL;
  g_autoptr(QbScenario) first = qb_setup_random_deployment (QB_EDITION_REVISED, 11, QB_SCENARIO_DEPLOYMENT, NULL);
  /* A band of everything keeps the first draw. */
  any = qb_setup_random_balanced (QB_EDITION_REVISED, 11, QB_SCENARIO_DEPLOYMENT, 0.0, 1.0,
                                  4, "random", 5, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (any, first));
  g_clear_object (&any);

  /* A band the estimate can reach: the result is in it. */
  any = qb_setup_random_balanced (QB_EDITION_REVISED, 11, QB_SCENARIO_DEPLOYMENT, 0.25, 0.75,
                                  4, "random", 50, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (any);

  /* 3 games never give half: an honest failure after the tries. */
  g_assert_null (qb_setup_random_balanced (QB_EDITION_REVISED, 11, QB_SCENARIO_DEPLOYMENT,
                                           0.5, 0.5, 3, "random", 4, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (qb_setup_random_balanced (QB_EDITION_REVISED, 11, QB_SCENARIO_DEPLOYMENT,
                                           0.8, 0.2, 3, "random", 4, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

typedef struct
{
  Async async;
  QbScenario *found;
} BalancedAsync;

static void
on_balanced (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  BalancedAsync *b = data;

  b->found = qb_setup_random_balanced_finish (result, &b->async.error);
  b->async.done = TRUE;
}

/* In a thread: the same deployment as the blocking call from the same
 * seed, one progress call per deployment tried in the caller's thread;
 * an impossible band fails after all its tries. */
static void
test_balanced_async (void)
{
  BalancedAsync b = { { g_thread_self (), 0, 0, FALSE, FALSE, { 0 }, NULL, 0 }, NULL };
  g_autoptr(QbScenario) sync = NULL;
  g_autoptr(GError) error = NULL;

  qb_setup_random_balanced_async (QB_EDITION_REVISED, 11, QB_SCENARIO_DEPLOYMENT, 0.25, 0.75,
                                  4, "random", 50, NULL, on_progress, &b.async, on_balanced, &b);
  while (!b.async.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (b.async.error);
  g_assert_nonnull (b.found);
  sync = qb_setup_random_balanced (QB_EDITION_REVISED, 11, QB_SCENARIO_DEPLOYMENT, 0.25, 0.75,
                                   4, "random", 50, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (b.found, sync));
  g_assert_cmpuint (b.async.calls, >=, 1);
  g_assert_cmpuint (b.async.calls, ==, b.async.last);
  g_clear_object (&b.found);

  b.async = (Async) { g_thread_self (), 0, 0, FALSE, FALSE, { 0 }, NULL, 0 };
  qb_setup_random_balanced_async (QB_EDITION_REVISED, 11, QB_SCENARIO_DEPLOYMENT, 0.5, 0.5,
                                  3, "random", 4, NULL, on_progress, &b.async, on_balanced, &b);
  while (!b.async.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (b.found);
  g_assert_error (b.async.error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&b.async.error);
}

/* The computer's French deployment: legal, of the edition, the same for
 * the same seed, and over many seeds each built-in deployment and the
 * random one. */
static void
test_computer_deployment (gconstpointer data)
{
  int edition = GPOINTER_TO_INT (data);
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint builtin = 0;

  for (const char *const *ids = qb_scenario_list_builtin (); *ids != NULL; ids++)
    {
      g_autoptr(QbScenario) s = qb_scenario_new_builtin (*ids, NULL);

      builtin += qb_scenario_get_builtin_edition (*ids) == edition
        && qb_scenario_get_kind (s) == QB_SCENARIO_DEPLOYMENT;
    }
  g_assert_cmpuint (builtin, >=, 2);
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QbScenario) a = qb_setup_computer_deployment (edition, seed, &error);
      g_autoptr(QbScenario) b = qb_setup_computer_deployment (edition, seed, &error);
      QbOptions options;
      QbState state;

      g_assert_no_error (error);
      g_assert_true (qb_scenario_equal (a, b));
      g_assert_cmpint (qb_scenario_get_kind (a), ==, QB_SCENARIO_DEPLOYMENT);
      qb_scenario_get_options (a, &options);
      g_assert_cmpint (options.edition, ==, edition);
      g_assert_true (qb_scenario_to_state (a, seed, &state, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpint (state.phase, !=, QB_PHASE_FRENCH_SETUP);
      g_hash_table_add (names, g_strdup (qb_scenario_get_name (a)));
    }
  /* The built-in ones by their names, and the random one. */
  g_assert_cmpuint (g_hash_table_size (names), ==, builtin + 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/setup-tools/random/legal/revised", GINT_TO_POINTER (QB_EDITION_REVISED), test_random_legal);
  g_test_add_data_func ("/setup-tools/random/legal/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), test_random_legal);
  g_test_add_func ("/setup-tools/random/reproducible", test_random_reproducible);
  g_test_add_data_func ("/setup-tools/random/uniform/revised", GINT_TO_POINTER (QB_EDITION_REVISED), test_random_uniform);
  g_test_add_data_func ("/setup-tools/random/uniform/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), test_random_uniform);
  g_test_add_data_func ("/setup-tools/computer/revised", GINT_TO_POINTER (QB_EDITION_REVISED), test_computer_deployment);
  g_test_add_data_func ("/setup-tools/computer/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), test_computer_deployment);
  g_test_add_func ("/setup-tools/diff", test_diff);
  g_test_add_func ("/setup-tools/estimate/sync", test_estimate);
  g_test_add_func ("/setup-tools/estimate/async", test_estimate_async);
  g_test_add_func ("/setup-tools/estimate/cancel", test_estimate_cancel);
  g_test_add_func ("/setup-tools/balanced", test_balanced);
  g_test_add_func ("/setup-tools/balanced/async", test_balanced_async);
  return g_test_run ();
}
