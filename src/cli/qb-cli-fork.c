/* qb-cli-fork.c: quebec1759-cli fork, a what-if game continued from any
 * position of a record (qb_record_fork(), docs/file-format.md). */
#include <stdio.h>
#include <string.h>

#include "qb-cli.h"
#include "qb-fork.h"
#include "qb-record.h"

int
qb_cli_fork (int    argc,
             char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) out = NULL;
  g_autoptr(QbRecord) original = NULL;
  g_autoptr(QbRecord) fork = NULL;
  const char *path = NULL;
  const char *out_path = NULL;
  const char *dice_name = NULL;
  guint64 at = G_MAXUINT;
  QbForkDice dice = QB_FORK_SAME_DICE;
  QbState state;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--at") == 0)
        {
          uint64_t number = 0;

          if (!qb_cli_parse_number ("fork", "--at", v, G_MAXUINT - 1, &number))
            return 2;
          at = number;
          i++;
        }
      else if (strcmp (a, "--dice") == 0 && v != NULL)
        dice_name = v, i++;
      else if (strcmp (a, "-o") == 0 && v != NULL)
        out_path = v, i++;
      else if (a[0] != '-' && path == NULL)
        path = a;
      else
        {
          fprintf (stderr, "fork: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (path == NULL || out_path == NULL || at == G_MAXUINT || dice_name == NULL)
    {
      fprintf (stderr, "fork: give a file, --at N, --dice same|fresh and -o NEW"
               QB_GAME_EXTENSION "\n");
      return 2;
    }
  if (!qb_fork_dice_from_name (dice_name, &dice))
    {
      fprintf (stderr, "fork: --dice is 'same' or 'fresh', not '%s'\n", dice_name);
      return 2;
    }

  file = g_file_new_for_commandline_arg (path);
  original = qb_record_load_from_file (file, &error);
  if (original == NULL)
    {
      printf ("%s\n", error->message);
      return 1;
    }
  if (at > qb_record_get_n_actions (original))
    {
      fprintf (stderr, "fork: %s has %u actions, so there is no position %" G_GUINT64_FORMAT "\n",
               path, qb_record_get_n_actions (original), at);
      return 2;
    }
  fork = qb_record_fork (original, file, (guint) at, dice, &error);
  out = fork != NULL ? g_file_new_for_commandline_arg (out_path) : NULL;
  if (fork == NULL || !qb_record_save_to_file (fork, out, &error)
      || !qb_record_replay (fork, (guint) at, &state, &error))
    {
      printf ("%s\n", error->message);
      return 1;
    }
  printf ("%s: position %" G_GUINT64_FORMAT " (campaign move %d, phase %s, %s to decide) "
          "continued in %s with %s dice\n", path, at, state.move, qb_phase_name (state.phase),
          qb_side_name (state.decider), out_path, qb_fork_dice_name (dice));
  return 0;
}
