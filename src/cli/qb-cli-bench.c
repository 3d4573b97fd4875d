/* qb-cli-bench.c: the replay benchmark of `quebec1759-cli bench`: seeking
 * in a record with keyframes, and loading (parse + verify) a record. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qb-cli.h"
#include "qb-record.h"
#include "qb-replay-index.h"
#include "qb-selfplay.h"

#define SEEKS 20000
#define LOADS 30

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
percentile (double *v,
            size_t  n,
            double  p)
{
  size_t i = (size_t) (p * (double) (n - 1) + 0.5);

  return v[i < n ? i : n - 1];
}

static QbRecord *
make_record (const QbOptions *options,
             uint64_t         seed,
             const QbAction  *actions,
             size_t           n)
{
  QbRecord *record = qb_record_new (options, seed);

  for (size_t i = 0; i < n; i++)
    qb_record_append_action (record, actions[i]);
  return record;
}

/* The longest of `games` random games of the revised edition. */
static QbRecord *
longest_random_game (uint64_t games)
{
  QbOptions options;
  QbAction *best = NULL;
  size_t best_n = 0;
  uint64_t best_seed = 1;
  QbRecord *record;

  qb_options_default (&options);
  for (uint64_t seed = 1; seed <= games; seed++)
    {
      QbAction *actions = NULL;
      size_t n = qb_selfplay_record (&options, seed, 0, &actions);

      if (n > best_n)
        {
          free (best);
          best = actions;
          best_n = n;
          best_seed = seed;
        }
      else
        free (actions);
    }
  record = make_record (&options, best_seed, best, best_n);
  free (best);
  return record;
}

/* A real, legal game of at least 5,000 actions: the players keep writing
 * and clearing draft orders before they finish each order (see
 * qb_selfplay_record()), so the record has every battle of a normal game
 * and thousands of order actions. */
static QbRecord *
long_dithered_game (void)
{
  QbOptions options;

  qb_options_default (&options);
  for (unsigned dither = 100;; dither += 50)
    {
      QbAction *actions = NULL;
      size_t n = qb_selfplay_record (&options, 7, dither, &actions);

      if (n >= 5000)
        {
          QbRecord *record = make_record (&options, 7, actions, n);

          free (actions);
          return record;
        }
      free (actions);
    }
}

static void
bench_record (const char *label,
              QbRecord   *record)
{
  g_autofree char *text = NULL;
  g_autofree double *times = g_new (double, SEEKS);
  static const guint intervals[] = { 1, 8, 16, 32, 64, 128, 256 };
  guint n = qb_record_get_n_actions (record);
  gsize length = 0;
  QbState state;
  double t0, replay;

  text = qb_record_to_json (record, &length);
  printf ("[%s] %u actions, file %.0f KiB\n", label, n, (double) length / 1024.0);

  /* Load = parse + check every field + replay every action. */
  for (guint i = 0; i < LOADS; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QbRecord) loaded = NULL;

      t0 = qb_now ();
      loaded = qb_record_new_from_json (text, (gssize) length, label, &error);
      times[i] = qb_now () - t0;
      if (loaded == NULL)
        {
          fprintf (stderr, "bench: %s\n", error->message);
          exit (1);
        }
    }
  qsort (times, LOADS, sizeof (double), compare_double);
  printf ("  load+verify: median %.2f ms, max %.2f ms (target <= 20 ms)\n",
          percentile (times, LOADS, 0.5) * 1e3, times[LOADS - 1] * 1e3);

  /* The cost of one re-applied action, from a whole replay. */
  t0 = qb_now ();
  for (int r = 0; r < 20; r++)
    qb_record_replay (record, n, &state, NULL);
  replay = (qb_now () - t0) / 20;
  printf ("  replay from the start: %.3f ms = %.0f ns per action\n", replay * 1e3,
          replay * 1e9 / (n ? n : 1));

  printf ("  %8s %10s %10s %10s %10s %10s\n", "K", "build ms", "p50 us", "p99 us", "max us",
          "memory KiB");
  for (guint k = 0; k < G_N_ELEMENTS (intervals); k++)
    {
      g_autoptr(QbReplayIndex) index = NULL;
      QbRng rng;
      double build;

      t0 = qb_now ();
      index = qb_replay_index_new_with_interval (record, intervals[k], NULL);
      build = qb_now () - t0;
      qb_rng_seed (&rng, 1759, 1);
      for (guint i = 0; i < SEEKS; i++)
        {
          guint target = qb_rng_below (&rng, n + 1);

          t0 = qb_now ();
          qb_replay_index_seek (index, target);
          times[i] = qb_now () - t0;
        }
      qsort (times, SEEKS, sizeof (double), compare_double);
      printf ("  %8u %10.2f %10.2f %10.2f %10.2f %10.0f\n", intervals[k], build * 1e3,
              percentile (times, SEEKS, 0.5) * 1e6, percentile (times, SEEKS, 0.99) * 1e6,
              times[SEEKS - 1] * 1e6, (double) qb_replay_index_get_memory_size (index) / 1024.0);
    }
}

int
qb_cli_bench_replay (uint64_t games)
{
  g_autoptr(QbRecord) longest = longest_random_game (games);
  g_autoptr(QbRecord) dithered = long_dithered_game ();

  printf ("[replay] %d random seeks per K, %d loads; default K = %d\n", SEEKS, LOADS,
          QB_REPLAY_DEFAULT_INTERVAL);
  bench_record ("longest of the random games", longest);
  bench_record ("5,000-action game", dithered);
  return 0;
}
