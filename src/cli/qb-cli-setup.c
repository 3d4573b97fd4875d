/* qb-cli-setup.c: `quebec1759-cli setup random|diff|balance`, the deployment
 * editor's tools from a terminal (qb-setup-tools.h). */
#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "qb-cli.h"
#include "qb-file-private.h"
#include "qb-setup-tools.h"

/* "historical" (the edition's), a built-in's id, or a .q1759-setup file. */
static QbScenario *
load_setup (const char  *which,
            int          edition,
            GError     **error)
{
  g_autoptr(GFile) file = NULL;

  if (strcmp (which, "historical") == 0)
    return qb_scenario_new_historical (edition, error);
  if (g_str_has_prefix (which, "builtin:"))
    return qb_scenario_new_builtin (which + strlen ("builtin:"), error);
  if (qb_scenario_get_builtin_edition (which) >= 0)
    return qb_scenario_new_builtin (which, error);
  file = g_file_new_for_commandline_arg (which);
  return qb_scenario_load_from_file (file, error);
}

static bool
parse_edition (const char *value,
               int        *edition)
{
  if (value != NULL && strcmp (value, "revised") == 0)
    *edition = QB_EDITION_REVISED;
  else if (value != NULL && strcmp (value, "classic") == 0)
    *edition = QB_EDITION_CLASSIC;
  else
    {
      fprintf (stderr, "setup: --edition takes revised or classic\n");
      return false;
    }
  return true;
}

/* "LOW-HIGH" in percent, as "40-60". */
static bool
parse_band (const char *value,
            double     *low,
            double     *high)
{
  guint64 lo, hi;
  g_auto(GStrv) parts = value != NULL ? g_strsplit (value, "-", 2) : NULL;

  if (parts == NULL || g_strv_length (parts) != 2
      || !g_ascii_string_to_unsigned (parts[0], 10, 0, 100, &lo, NULL)
      || !g_ascii_string_to_unsigned (parts[1], 10, 0, 100, &hi, NULL) || lo > hi)
    {
      fprintf (stderr, "setup random: --balanced takes LOW-HIGH, percentages of British wins "
               "(0..100, LOW <= HIGH), such as 40-60\n");
      return false;
    }
  *low = (double) lo / 100.0;
  *high = (double) hi / 100.0;
  return true;
}

static int
write_or_print (QbScenario *scenario,
                const char *out)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *json = qb_scenario_to_json (scenario, &length);

  if (out == NULL)
    {
      fwrite (json, 1, length, stdout);
      if (length == 0 || json[length - 1] != '\n')
        putchar ('\n');
      return 0;
    }
  {
    g_autoptr(GFile) file = g_file_new_for_commandline_arg (out);

    if (!qb_file_write_atomic (file, json, length, 0644, NULL, &error))
      {
        fprintf (stderr, "setup: %s: %s\n", out, error->message);
        return 1;
      }
  }
  return 0;
}

static int
setup_random (int argc, char **argv)
{
  int edition = QB_EDITION_REVISED;
  guint64 seed = 1, games = 100, tries = 50;
  QbScenarioKind kind = QB_SCENARIO_DEPLOYMENT;
  const char *out = NULL, *player = "random";
  gboolean balanced = FALSE;
  double low = 0.0, high = 1.0;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--seed") == 0 || strcmp (a, "--games") == 0 || strcmp (a, "--tries") == 0)
        {
          guint64 *target = a[2] == 's' ? &seed : a[2] == 'g' ? &games : &tries;

          if (!qb_cli_parse_number ("setup random", a, v, a[2] == 's' ? G_MAXUINT64 : 100000, target))
            return 2;
          i++;
        }
      else if (strcmp (a, "--edition") == 0)
        {
          if (!parse_edition (v, &edition))
            return 2;
          i++;
        }
      else if (strcmp (a, "--balanced") == 0)
        {
          if (!parse_band (v, &low, &high))
            return 2;
          balanced = TRUE;
          i++;
        }
      else if (strcmp (a, "--player") == 0 && v != NULL)
        player = argv[++i];
      else if (strcmp (a, "--position") == 0)
        kind = QB_SCENARIO_POSITION;
      else if (strcmp (a, "-o") == 0 && v != NULL)
        out = argv[++i];
      else
        {
          fprintf (stderr, "setup random: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (balanced && games == 0)
    {
      fprintf (stderr, "setup random: --balanced needs --games of 1 or more\n");
      return 2;
    }
  scenario = balanced
    ? qb_setup_random_balanced (edition, seed, kind, low, high, (guint) games, player,
                                (guint) tries, NULL, &error)
    : qb_setup_random_deployment (edition, seed, kind, &error);
  if (scenario == NULL)
    {
      fprintf (stderr, "setup random: %s\n", error->message);
      return 1;
    }
  return write_or_print (scenario, out);
}

static int
setup_diff (int argc, char **argv)
{
  int edition = QB_EDITION_REVISED;
  const char *names[2] = { NULL, NULL };
  g_autoptr(QbScenario) a = NULL;
  g_autoptr(QbScenario) b = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  QbOptions options;
  int n = 0;

  for (int i = 0; i < argc; i++)
    {
      if (strcmp (argv[i], "--edition") == 0)
        {
          if (!parse_edition (i + 1 < argc ? argv[i + 1] : NULL, &edition))
            return 2;
          i++;
        }
      else if (argv[i][0] != '-' && n < 2)
        names[n++] = argv[i];
      else
        {
          fprintf (stderr, "setup diff: bad argument '%s'\n", argv[i]);
          return 2;
        }
    }
  if (n != 2)
    {
      fprintf (stderr, "setup diff: give two set-ups: historical, a built-in's id or a file\n");
      return 2;
    }
  a = load_setup (names[0], edition, &error);
  if (a != NULL)
    b = load_setup (names[1], edition, &error);
  if (a == NULL || b == NULL)
    {
      fprintf (stderr, "setup diff: %s: %s\n", names[a == NULL ? 0 : 1], error->message);
      return 1;
    }
  moves = qb_setup_diff (a, b, &error);
  if (moves == NULL)
    {
      fprintf (stderr, "setup diff: %s\n", error->message);
      return 1;
    }
  qb_scenario_get_options (a, &options);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *line = qb_setup_move_to_text (g_ptr_array_index (moves, i), options.edition);

      printf ("%s\n", line);
    }
  if (moves->len == 0)
    printf ("no differences\n");
  return 0;
}

static int
setup_balance (int argc, char **argv)
{
  int edition = QB_EDITION_REVISED;
  guint64 seed = 1, games = 200;
  const char *which = NULL, *player = "random";
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  QbBalance balance;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--seed") == 0 || strcmp (a, "--games") == 0)
        {
          if (!qb_cli_parse_number ("setup balance", a, v, a[2] == 's' ? G_MAXUINT64 : 1000000,
                                    a[2] == 's' ? &seed : &games))
            return 2;
          i++;
        }
      else if (strcmp (a, "--edition") == 0)
        {
          if (!parse_edition (v, &edition))
            return 2;
          i++;
        }
      else if (strcmp (a, "--player") == 0 && v != NULL)
        player = argv[++i];
      else if (a[0] != '-' && which == NULL)
        which = a;
      else
        {
          fprintf (stderr, "setup balance: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (which == NULL || games == 0)
    {
      fprintf (stderr, "setup balance: give a set-up (historical, a built-in's id or a file) "
               "and --games of 1 or more\n");
      return 2;
    }
  scenario = load_setup (which, edition, &error);
  if (scenario == NULL || !qb_balance_estimate (scenario, (guint) games, player, seed, NULL,
                                                &balance, &error))
    {
      fprintf (stderr, "setup balance: %s: %s\n", which, error->message);
      return 1;
    }
  printf ("player: %s\n", player);
  printf ("games: %u, seeds %" G_GUINT64_FORMAT "..%" G_GUINT64_FORMAT "\n", balance.games,
          seed, seed + games - 1);
  printf ("British wins: %u/%u, %.1f%% [95%% CI %.1f-%.1f%%]\n", balance.british_wins,
          balance.games, 100.0 * balance.british_wins / balance.games,
          100.0 * balance.low, 100.0 * balance.high);
  return 0;
}

int
qb_cli_setup (int argc, char **argv)
{
  if (argc >= 1 && strcmp (argv[0], "random") == 0)
    return setup_random (argc - 1, argv + 1);
  if (argc >= 1 && strcmp (argv[0], "diff") == 0)
    return setup_diff (argc - 1, argv + 1);
  if (argc >= 1 && strcmp (argv[0], "balance") == 0)
    return setup_balance (argc - 1, argv + 1);
  fprintf (stderr, "setup: use setup random, setup diff or setup balance (see --help)\n");
  return 2;
}
