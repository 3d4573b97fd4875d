/* quebec1759-cli: the engine and its files from a terminal (self-play
 * fuzzing, file checks, replays, benchmarks). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "qb-cli.h"
#include "qb-game.h"
#include "qb-record.h"
#include "qb-scenario.h"
#include "qb-selfplay.h"

static int
usage (FILE *out)
{
  fprintf (out,
           "Usage:\n"
           "  quebec1759-cli selfplay --games N --seed S [--edition revised|classic] [--tides]\n"
           "                          [--no-check] [--save DIR] [--dice D,D,...]\n"
           "                          [--deployment historical|ID|FILE.q1759-setup]\n"
           "      Play N random games, check the invariants after every action, print a summary;\n"
           "      with --save, also write each game as DIR/game-<seed>.q1759; with --dice,\n"
           "      each game takes these results (1..6, or 1..n for a scout's pick of n\n"
           "      blocks) for its first random draws, and its record lists them; with\n"
           "      --deployment, the French deploy so (the edition's historical deployment, a\n"
           "      built-in one by id, or a saved one) and the rest is random.\n"
           "  quebec1759-cli validate [--all] [--json] [--builtin] FILE...\n"
           "      Check saved games (.q1759) and scenarios (.q1759-setup): \"FILE: ok\" or why not;\n"
           "      with --all, every refused action of a game, each skipped to check the rest.\n"
           "      builtin:ID checks a built-in deployment, --builtin every one of them.\n"
           "  quebec1759-cli replay FILE [--to N] [--as british|french|all] [--json]\n"
           "      Print the log up to action N as that side saw it, then the position; a record\n"
           "      with a refused action stops there, and the reason follows.\n"
           "  quebec1759-cli legal FILE [--at N] [--json]\n"
           "      The decision after N actions (default: the end): who decides, the phase, and\n"
           "      every legal action in the file's notation and in the app's words.\n"
           "  quebec1759-cli position FILE [--at N] -o OUT.q1759-setup\n"
           "      Write the position after N actions, whatever is under way (a battle, orders\n"
           "      half written), as a scenario that holds the whole state.\n"
           "  quebec1759-cli fork FILE --at N --dice same|fresh -o NEW.q1759\n"
           "      A what-if game: the position after N actions, to play on as a new game that\n"
           "      remembers where it branched from; with the same dice, the original's later\n"
           "      draws come first (the same actions play the same continuation).\n"
           "  quebec1759-cli export FILE --format html|md [--view british|french|public|both] -o OUT\n"
           "      The game and its notes as one document told from that viewpoint (default:\n"
           "      both sides when the game allows it, else the spectator's), in the language\n"
           "      of the locale, with the board at each bookmark and note and the strength\n"
           "      chart; it holds the notes for import-notes.\n"
           "  quebec1759-cli import-notes FILE EXPORT -o NEW.q1759\n"
           "      Add the notes and bookmarks of an exported document to the game it was\n"
           "      exported from; nothing is removed, nothing already there is doubled.\n"
           "  quebec1759-cli export FILE --format png|svg [--at N]\n"
           "                       [--view british|french|both] [--width W] -o OUT\n"
           "  (also: quebec1759-cli export-image FILE ...)\n"
           "      The board after N actions (default: the end) as that side saw it (default:\n"
           "      both, every block face up), with the marks of that position's notes it may\n"
           "      read, as a PNG or SVG image W pixels wide (default 1600).\n"
           "  quebec1759-cli arena [--british P] [--french P] [--games N] [--seed S] [--swap]\n"
           "                       [--edition revised|classic] [--tides] [--time-ms T]\n"
           "      Computer players against each other (P: ai:easy, ai:medium, ai:hard, greedy,\n"
           "      random); with --swap each seed is played twice, seats exchanged. Prints the\n"
           "      wins per player and side with a 95%% interval (Wilson), the time per\n"
           "      decision (mean, p95) and the searches' playouts per decision and per second.\n"
           "      --time-ms: the searches' wall-clock limit per decision (default 1000); a\n"
           "      large one ends every search at its iteration budget (reproducible runs).\n"
           "  quebec1759-cli setup random [--edition revised|classic] [--seed S] [--position]\n"
           "                             [--balanced LOW-HIGH [--games N] [--player P] [--tries N]]\n"
           "                             [-o OUT.q1759-setup]\n"
           "      A French deployment drawn uniformly among the legal ones (3.4), the same for the\n"
           "      same seed; --position writes the start it makes as a position; --balanced\n"
           "      draws until the estimate (N games of P, default 100 random) gives the British\n"
           "      LOW..HIGH %% of wins, at most --tries deployments (default 50). Standard output\n"
           "      without -o.\n"
           "  quebec1759-cli setup diff [--edition E] A B\n"
           "      The blocks placed differently from set-up A to B, one line each (\"La Sarre:\n"
           "      Beauport -> Levis\"). A and B: historical, a built-in's id, or a file.\n"
           "  quebec1759-cli setup balance [--edition E] [--games N] [--seed S] [--player P] SETUP\n"
           "      British wins over N self-played games from the set-up (default 200, P random;\n"
           "      also greedy, ai:easy, ai:medium, ai:hard), with a 95%% interval (Wilson).\n"
           "  quebec1759-cli bench [--games N]\n"
           "      Benchmark random games of both editions (no invariant checks), then replay\n"
           "      seeking and record loading.\n"
           "  quebec1759-cli rules [--lang en|fr|it] [--edition both|classic|revised] --section ID\n"
           "  quebec1759-cli rules [--lang en|fr|it] --search TEXT\n"
           "      Print a section of the rules reference (\"17.1\"), or the sections that match\n"
           "      TEXT (accents and case ignored; every language without --lang); with neither,\n"
           "      the table of contents. --game wilderness-war reads Wilderness War's rules\n"
           "      (default --game quebec1759).\n"
           "  quebec1759-cli rules [--lang L] [--edition E] [--section ID] --export html [-o FILE]\n"
           "      Write the section, or the whole book, as one self-contained HTML document to\n"
           "      print (standard output without -o).\n"
           "  quebec1759-cli rules 'quebec1759:rules/17.2?lang=fr&edition=classic'\n"
           "      Print the section of a link copied in the app (Copy Link to Section).\n");
  return out == stderr ? 2 : 0;
}

/* A whole number option: digits only, within 0..max. A minus sign or too
 * many digits is refused with a message naming the option (strtoull took
 * "-1" as 2^64-1 without a word). */
bool
qb_cli_parse_number (const char *command,
                     const char *option,
                     const char *value,
                     uint64_t    max,
                     uint64_t   *out)
{
  guint64 number = 0;

  if (value == NULL)
    {
      fprintf (stderr, "%s: %s needs a number\n", command, option);
      return false;
    }
  if (value[0] < '0' || value[0] > '9'
      || !g_ascii_string_to_unsigned (value, 10, 0, max, &number, NULL))
    {
      fprintf (stderr, "%s: %s takes a whole number from 0 to %" G_GUINT64_FORMAT ", not '%s'\n",
               command, option, (guint64) max, value);
      return false;
    }
  *out = number;
  return true;
}

/* "6,6,3": at most 1,000 results, each 1..25 (a die, or a 22.3 pick
 * among at most 25 blocks). */
#define MAX_FORCED_DICE 1000

static bool
parse_dice (const char *s, uint8_t *out, size_t *n)
{
  *n = 0;
  if (s == NULL || *s == '\0')
    return false;
  while (*s != '\0')
    {
      unsigned v = 0;
      const char *start = s;
      while (*s >= '0' && *s <= '9' && v <= 100)
        v = v * 10 + (unsigned) (*s++ - '0');
      if (s == start || v < 1 || v > QB_BLOCKS_PER_SIDE || *n == MAX_FORCED_DICE)
        return false;
      out[(*n)++] = (uint8_t) v;
      if (*s == ',')
        s++;
      else if (*s != '\0')
        return false;
    }
  return s[-1] != ',';
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

/* The placements of a French deployment on a fresh game of `options`:
 * "historical" (the edition's), the id of a built-in deployment, or a
 * .q1759-setup file. Placed by qb_game_place_deployment(), as the app
 * does, so the same deployments are refused with the same messages. */
static GArray *
deployment_actions (const QbOptions *options,
                    const char      *which)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(QbGame) game = NULL;
  GArray *actions;
  QbRecord *record;

  if (strcmp (which, "historical") == 0)
    scenario = qb_scenario_new_historical (options->edition, &error);
  else if (qb_scenario_get_builtin_edition (which) >= 0)
    scenario = qb_scenario_new_builtin (which, &error);
  else
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (which);
      scenario = qb_scenario_load_from_file (file, &error);
    }
  game = qb_game_new (options, 0);
  if (scenario == NULL || !qb_game_place_deployment (game, scenario, &error))
    {
      fprintf (stderr, "selfplay: --deployment %s: %s\n", which, error->message);
      return NULL;
    }
  record = qb_game_get_record (game);
  actions = g_array_sized_new (FALSE, FALSE, sizeof (QbAction), qb_record_get_n_actions (record));
  for (guint i = 0; i < qb_record_get_n_actions (record); i++)
    {
      QbAction a = qb_record_get_action (record, i);
      g_array_append_val (actions, a);
    }
  return actions;
}

static int
cmd_selfplay (int argc, char **argv)
{
  QbOptions opt;
  uint64_t games = 100, seed = 1;
  bool check = true;
  const char *save_dir = NULL;
  static uint8_t dice[MAX_FORCED_DICE];
  size_t n_dice = 0;
  const char *deployment = NULL;
  g_autoptr(GArray) opening = NULL;
  qb_options_default (&opt);
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      if (strcmp (a, "--games") == 0 || strcmp (a, "--seed") == 0)
        {
          if (!qb_cli_parse_number ("selfplay", a, v, G_MAXUINT64, a[2] == 'g' ? &games : &seed))
            return 2;
          i++;
        }
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
      else if (strcmp (a, "--dice") == 0 && parse_dice (v, dice, &n_dice))
        i++;
      else if (strcmp (a, "--deployment") == 0 && v)
        {
          deployment = v;
          i++;
        }
      else
        {
          fprintf (stderr, "selfplay: bad argument '%s'\n", a);
          return usage (stderr);
        }
    }
  if (deployment != NULL)
    {
      opening = deployment_actions (&opt, deployment);
      if (opening == NULL)
        return 2;
      qb_selfplay_set_opening ((const QbAction *) (void *) opening->data, opening->len);
    }
  QbSelfplayStats st;
  QbCliSaveData save = { save_dir, false, 0, dice, n_dice };
  qb_selfplay_set_dice (n_dice > 0 ? dice : NULL, n_dice);
  bool ok = qb_selfplay_full (&opt, seed, games, check, save_dir ? qb_cli_save_game : NULL,
                              &save, &st);
  qb_selfplay_set_opening (NULL, 0);
  printf ("edition: %s%s\n", opt.edition == QB_EDITION_CLASSIC ? "classic" : "revised",
          opt.tides ? ", tides" : "");
  if (deployment != NULL)
    printf ("deployment: %s\n", deployment);
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
      if (strcmp (argv[i], "--games") == 0)
        {
          if (!qb_cli_parse_number ("bench", "--games", i + 1 < argc ? argv[i + 1] : NULL,
                                    G_MAXUINT64, &games))
            return 2;
          i++;
        }
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

/* The user's language for the words the app also shows (legal actions,
 * file messages), from the catalogs QB_LOCALEDIR points at (an uninstalled
 * build: <build>/po) or the installed ones. */
static void
setup_i18n (void)
{
  const char *localedir = g_getenv ("QB_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : QB_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int argc, char **argv)
{
  setup_i18n ();
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
  if (strcmp (argv[1], "legal") == 0)
    return qb_cli_legal (argc - 2, argv + 2);
  if (strcmp (argv[1], "position") == 0)
    return qb_cli_position (argc - 2, argv + 2);
  if (strcmp (argv[1], "fork") == 0)
    return qb_cli_fork (argc - 2, argv + 2);
  if (strcmp (argv[1], "export") == 0)
    return qb_cli_export (argc - 2, argv + 2);
  if (strcmp (argv[1], "import-notes") == 0)
    return qb_cli_import_notes (argc - 2, argv + 2);
  if (strcmp (argv[1], "rules") == 0)
    return qb_cli_rules (argc - 2, argv + 2);
  if (strcmp (argv[1], "arena") == 0)
    return qb_cli_arena (argc - 2, argv + 2);
  if (strcmp (argv[1], "setup") == 0)
    return qb_cli_setup (argc - 2, argv + 2);
  if (strcmp (argv[1], "export-image") == 0)
    return qb_cli_export_image (argc - 2, argv + 2);
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "help") == 0)
    return usage (stdout);
  fprintf (stderr, "quebec1759-cli: unknown command '%s'\n", argv[1]);
  return usage (stderr);
}
