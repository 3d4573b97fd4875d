/* quebec1759-odds-bench: how long the odds of a battle decision take
 * (docs/benchmarks.md, "Battle odds"). Random games of both editions are
 * played until a battle decision (a retreat or a stand, a reserve to
 * commit, a block to fire); for each such position the bench times
 * qb_ai_battle_odds() with the model's number of playouts for every
 * legal choice, and qb_fire_odds() for every block that may fire.
 *
 * Usage: quebec1759-odds-bench [positions] [samples]
 * Under callgrind, pass few positions: the instruction count per decision
 * is the stable figure. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "qb-ai-odds.h"
#include "qb-battle-odds.h"
#include "qb-odds.h"

static double
now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

int
main (int argc, char **argv)
{
  int want = argc > 1 ? atoi (argv[1]) : 60;
  unsigned samples = argc > 2 ? (unsigned) atoi (argv[2]) : QB_BATTLE_ODDS_SAMPLES;
  static double times[4096];
  int n_times = 0, positions = 0;
  double fire_ms = 0;
  long fires = 0;
  QbRng chooser;
  qb_rng_seed (&chooser, 2024, 99);

  for (uint64_t game = 1; positions < want && game < 1000; game++)
    {
      QbOptions opt;
      QbState s;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (game % 2);
      qb_init (&s, &opt, game, NULL);
      int taken = 0;
      while (!qb_is_over (&s) && positions < want && taken < 3)
        {
          int ph = s.phase;
          if (ph == QB_PHASE_RETREAT || ph == QB_PHASE_RESERVE || ph == QB_PHASE_FIRE)
            {
              QbAction acts[QB_MAX_ACTIONS];
              size_t n = qb_legal_actions (&s, acts, QB_MAX_ACTIONS);
              for (size_t i = 0; i < n && n_times < 4096; i++)
                {
                  if (acts[i].type == QB_ACT_FIRE)
                    {
                      QbView v;
                      QbFireOdds fo;
                      double t0 = now_ms ();
                      qb_view (&s, s.decider, &v);
                      if (qb_fire_odds (&v, acts[i].a, &fo))
                        {
                          fire_ms += now_ms () - t0;
                          fires++;
                        }
                      continue;
                    }
                  QbAiBattleOdds o;
                  double t0 = now_ms ();
                  if (qb_ai_battle_odds (&s, s.decider, acts[i], game * 7919 + i, samples, &o))
                    times[n_times++] = now_ms () - t0;
                }
              positions++;
              taken++;
            }
          QbAction a;
          qb_random_action (&s, &chooser, &a);
          qb_apply_trusted (&s, a, NULL);
        }
    }
  if (n_times == 0)
    {
      fprintf (stderr, "no battle decision found\n");
      return 1;
    }
  qsort (times, (size_t) n_times, sizeof times[0], compare_doubles);
  double sum = 0;
  for (int i = 0; i < n_times; i++)
    sum += times[i];
  printf ("positions %d, choices timed %d, %u playouts each\n", positions, n_times, samples);
  printf ("battle odds per choice: mean %.2f ms, median %.2f ms, 95th %.2f ms, max %.2f ms\n",
          sum / n_times, times[n_times / 2], times[n_times * 95 / 100], times[n_times - 1]);
  if (fires > 0)
    printf ("fire odds (view + exact odds): %ld blocks, mean %.2f us\n", fires, fire_ms * 1e3 / fires);
  return 0;
}
