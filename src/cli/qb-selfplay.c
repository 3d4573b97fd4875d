/* qb-selfplay.c: random games for fuzzing the engine and for benchmarks. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "qb-check.h"
#include "qb-selfplay.h"

double
qb_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* A game longer than this is a bug (no dead end, no endless loop). */
#define MAX_STEPS 200000

static bool
play_one (const QbOptions *options, uint64_t seed, bool check, QbSelfplayStats *stats)
{
  QbState s, prev;
  QbAction actions[QB_MAX_ACTIONS];
  QbRng chooser;
  char msg[256];
  const char *reason = NULL;

  qb_init (&s, options, seed, NULL);
  qb_rng_seed (&chooser, seed, 0x706c6179ULL);
  if (check && !qb_check_invariants (NULL, &s, msg, sizeof msg))
    {
      fprintf (stderr, "invariant violated: seed %llu step 0: %s\n", (unsigned long long) seed, msg);
      return false;
    }
  uint64_t step = 0;
  while (!qb_is_over (&s))
    {
      size_t n = qb_legal_actions (&s, actions, QB_MAX_ACTIONS);
      if (n == 0 || step >= MAX_STEPS)
        {
          fprintf (stderr, "invariant violated: seed %llu step %llu: %s in phase %s\n",
                   (unsigned long long) seed, (unsigned long long) step,
                   n == 0 ? "no legal action" : "game too long", qb_phase_name (s.phase));
          return false;
        }
      QbAction a = actions[qb_rng_below (&chooser, (uint32_t) n)];
      if (check)
        prev = s;
      if (!qb_apply (&s, a, NULL, &reason))
        {
          fprintf (stderr, "invariant violated: seed %llu step %llu: generated action %s rejected: %s\n",
                   (unsigned long long) seed, (unsigned long long) step,
                   qb_action_type_name (a.type), reason);
          return false;
        }
      step++;
      if (check)
        {
          bool ok = qb_check_invariants (&prev, &s, msg, sizeof msg);
          for (int v = 0; ok && v < 2; v++)
            ok = qb_check_view_hides (&s, v, (uint32_t) (step * 2654435761u), msg, sizeof msg);
          if (!ok)
            {
              char desc[128];
              qb_action_describe (&prev, a, desc, sizeof desc);
              fprintf (stderr, "invariant violated: seed %llu step %llu after \"%s\": %s\n",
                       (unsigned long long) seed, (unsigned long long) step, desc, msg);
              return false;
            }
        }
    }
  stats->games++;
  stats->actions += step;
  if (step > stats->max_actions)
    stats->max_actions = step;
  if (s.winner == QB_BRITISH)
    stats->british_wins++;
  return true;
}

bool
qb_selfplay (const QbOptions *options, uint64_t seed, uint64_t games, bool check,
             QbSelfplayStats *stats)
{
  memset (stats, 0, sizeof *stats);
  double t0 = qb_now ();
  for (uint64_t g = 0; g < games; g++)
    if (!play_one (options, seed + g, check, stats))
      {
        stats->seconds = qb_now () - t0;
        return false;
      }
  stats->seconds = qb_now () - t0;
  return true;
}
