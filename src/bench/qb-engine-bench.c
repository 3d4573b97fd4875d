/* qb-engine-bench.c: the engine's view and sampler, driven over the
 * positions of random games, for callgrind (docs/benchmarks.md, "Engine:
 * the view" and "Engine: sampling"). Pure C over the engine, like the
 * engine itself. Prints a hash of everything it computed, so that a
 * change that should keep views and samples the same can be checked
 * with the same command.
 *
 *   quebec1759-engine-bench view [GAMES]     qb_view() for both players
 *                                            before each random action
 *   quebec1759-engine-bench sample [GAMES]   qb_state_sample_hidden() for
 *                                            both players at each position
 *   quebec1759-engine-bench check [GAMES]    both, views for all four viewers
 *                                            (open and public too), tides in
 *                                            every third game: for the hash
 *
 * Game g (1..GAMES) is played from seed g in the revised edition when g
 * is even, the classic one when odd, without tides, choosing uniformly
 * among the legal actions (qb_random_action()).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qb-engine.h"

/* FNV-1a over bytes: enough to tell two runs apart. */
static uint64_t
hash_bytes (uint64_t h, const void *data, size_t len)
{
  const unsigned char *p = data;
  for (size_t i = 0; i < len; i++)
    h = (h ^ p[i]) * 0x100000001b3ULL;
  return h;
}

int
main (int argc, char **argv)
{
  if (argc < 2 || (strcmp (argv[1], "view") != 0 && strcmp (argv[1], "sample") != 0
                    && strcmp (argv[1], "check") != 0))
    {
      fprintf (stderr, "usage: %s view|sample|check [GAMES]\n", argv[0]);
      return 2;
    }
  bool check = strcmp (argv[1], "check") == 0;
  bool sample = strcmp (argv[1], "sample") == 0 || check;
  long games = argc > 2 ? strtol (argv[2], NULL, 10) : (sample ? 40 : 100);
  uint64_t h = 0xcbf29ce484222325ULL, calls = 0, failed = 0;

  for (long g = 1; g <= games; g++)
    {
      QbOptions opt;
      QbState s;
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (g % 2 == 0 ? QB_EDITION_REVISED : QB_EDITION_CLASSIC);
      opt.tides = (uint8_t) (check && g % 3 == 0);
      qb_init (&s, &opt, (uint64_t) g, NULL);
      qb_rng_seed (&chooser, (uint64_t) g, 7);
      for (;;)
        {
          for (int viewer = QB_BRITISH; viewer <= (check ? QB_PUBLIC : QB_FRENCH); viewer++)
            {
              if (check)
                {
                  QbView v;
                  qb_view (&s, viewer, &v);
                  h = hash_bytes (h, &v, sizeof v);
                }
              if (sample && viewer <= QB_FRENCH)
                {
                  QbState out;
                  failed += !qb_state_sample_hidden (&s, viewer, (uint64_t) g * 1000 + s.actions,
                                                     &out);
                  h = hash_bytes (h, &out, sizeof out);
                }
              else
                {
                  QbView v;
                  qb_view (&s, viewer, &v);
                  h = hash_bytes (h, &v, sizeof v);
                }
              calls++;
            }
          QbAction a;
          if (qb_is_over (&s) || qb_random_action (&s, &chooser, &a) == 0)
            break;
          qb_apply_trusted (&s, a, NULL);
        }
    }
  printf ("%s: %llu calls over %ld games, %llu failed, hash %016llx\n", argv[1],
          (unsigned long long) calls, games, (unsigned long long) failed,
          (unsigned long long) h);
  return 0;
}
