/* quebec1759-cli: the engine and its files from a terminal (self-play
 * fuzzing, file checks, replays, benchmarks). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qb-cli.h"
#include "qb-selfplay.h"

static int
usage (FILE *out)
{
  fprintf (out,
           "Usage:\n"
           "  quebec1759-cli selfplay --games N --seed S [--edition revised|classic] [--tides]\n"
           "                          [--no-check] [--save DIR]\n"
           "      Play N random games, check the invariants after every action, print a summary;\n"
           "      with --save, also write each game as DIR/game-<seed>.q1759.\n"
           "  quebec1759-cli validate FILE...\n"
           "      Check saved games (.q1759) and scenarios (.q1759-setup): \"FILE: ok\" or why not.\n"
           "  quebec1759-cli replay FILE [--to N] [--as british|french|all]\n"
           "      Print the log up to action N as that side saw it, then the position.\n"
           "  quebec1759-cli bench [--games N]\n"
           "      Benchmark random games of both editions (no invariant checks), then replay\n"
           "      seeking and record loading.\n"
           "  quebec1759-cli rules [--lang en|fr|it] [--edition both|classic|revised] --section ID\n"
           "  quebec1759-cli rules [--lang en|fr|it] --search TEXT\n"
           "      Print a section of the rules reference (\"17.1\"), or the sections that match\n"
           "      TEXT (accents and case ignored; every language without --lang); with neither,\n"
           "      the table of contents. --game wilderness-war reads Wilderness War's rules\n"
           "      (default --game quebec1759).\n");
  return out == stderr ? 2 : 0;
}

static bool
parse_u64 (const char *s, uint64_t *out)
{
  char *end = NULL;
  if (s == NULL || *s == '\0')
    return false;
  unsigned long long v = strtoull (s, &end, 10);
  if (*end != '\0')
    return false;
  *out = v;
  return true;
}

static void
print_stats (const char *label, const QbSelfplayStats *st)
{
  double secs = st->seconds > 0 ? st->seconds : 1e-9;
  printf ("%sgames: %llu\n", label, (unsigned long long) st->games);
  printf ("%sactions: %llu\n", label, (unsigned long long) st->actions);
  printf ("%smean actions/game: %.1f\n", label,
          st->games ? (double) st->actions / (double) st->games : 0.0);
  printf ("%slongest game: %llu actions\n", label, (unsigned long long) st->max_actions);
  printf ("%sBritish win: %.1f%%\n", label,
          st->games ? 100.0 * (double) st->british_wins / (double) st->games : 0.0);
  printf ("%sgames/s: %.0f\n", label, (double) st->games / secs);
  printf ("%sactions/s: %.0f\n", label, (double) st->actions / secs);
}

static int
cmd_selfplay (int argc, char **argv)
{
  QbOptions opt;
  uint64_t games = 100, seed = 1;
  bool check = true;
  const char *save_dir = NULL;
  qb_options_default (&opt);
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      if (strcmp (a, "--games") == 0 && parse_u64 (v, &games))
        i++;
      else if (strcmp (a, "--seed") == 0 && parse_u64 (v, &seed))
        i++;
      else if (strcmp (a, "--edition") == 0 && v && (strcmp (v, "revised") == 0 || strcmp (v, "classic") == 0))
        {
          opt.edition = strcmp (v, "classic") == 0 ? QB_EDITION_CLASSIC : QB_EDITION_REVISED;
          i++;
        }
      else if (strcmp (a, "--tides") == 0)
        opt.tides = 1;
      else if (strcmp (a, "--no-check") == 0)
        check = false;
      else if (strcmp (a, "--save") == 0 && v)
        {
          save_dir = v;
          i++;
        }
      else
        {
          fprintf (stderr, "selfplay: bad argument '%s'\n", a);
          return usage (stderr);
        }
    }
  QbSelfplayStats st;
  QbCliSaveData save = { save_dir, false, 0 };
  bool ok = qb_selfplay_full (&opt, seed, games, check, save_dir ? qb_cli_save_game : NULL,
                              &save, &st);
  printf ("edition: %s%s\n", opt.edition == QB_EDITION_CLASSIC ? "classic" : "revised",
          opt.tides ? ", tides" : "");
  print_stats ("", &st);
  if (save_dir != NULL)
    printf ("saved: %llu records in %s\n", (unsigned long long) save.saved, save_dir);
  return ok && !save.failed ? 0 : 1;
}

static int
cmd_bench (int argc, char **argv)
{
  uint64_t games = 20000;
  for (int i = 0; i < argc; i++)
    {
      if (strcmp (argv[i], "--games") == 0 && i + 1 < argc && parse_u64 (argv[i + 1], &games))
        i++;
      else
        return usage (stderr);
    }
  for (int ed = 0; ed < 2; ed++)
    {
      QbOptions opt;
      QbSelfplayStats st;
      qb_options_default (&opt);
      opt.edition = (uint8_t) ed;
      if (!qb_selfplay (&opt, 1, games, false, &st))
        return 1;
      printf ("[%s]\n", ed == QB_EDITION_CLASSIC ? "classic" : "revised");
      print_stats ("  ", &st);
    }
  return qb_cli_bench_replay (games < 2000 ? games : 2000);
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    return usage (stderr);
  if (strcmp (argv[1], "selfplay") == 0)
    return cmd_selfplay (argc - 2, argv + 2);
  if (strcmp (argv[1], "bench") == 0)
    return cmd_bench (argc - 2, argv + 2);
  if (strcmp (argv[1], "validate") == 0)
    return qb_cli_validate (argc - 2, argv + 2);
  if (strcmp (argv[1], "replay") == 0)
    return qb_cli_replay (argc - 2, argv + 2);
  if (strcmp (argv[1], "rules") == 0)
    return qb_cli_rules (argc - 2, argv + 2);
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "help") == 0)
    return usage (stdout);
  fprintf (stderr, "quebec1759-cli: unknown command '%s'\n", argv[1]);
  return usage (stderr);
}
