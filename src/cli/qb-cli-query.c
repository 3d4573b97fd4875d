/* qb-cli-query.c: the referee's commands: validate (--all), replay up to a
 * refused action, legal (the decision at a position, in the app's words and
 * the file's notation), each with --json. */
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "qb-action-text.h"
#include "qb-cli.h"
#include "qb-data.h"
#include "qb-event-story.h"
#include "qb-json-private.h"
#include "qb-record.h"
#include "qb-scenario.h"

/* ---- validate -------------------------------------------------------------- */

static const char *
error_key (const GError *error)
{
  static const char *const keys[] = {
    "io", "parse", "format", "version", "too-large", "type", "missing", "invalid",
    "unknown-block", "unknown-zone", "position", "illegal-action", "changed",
  };

  if (error->domain != QB_FILE_ERROR || error->code < 0 || (gsize) error->code >= G_N_ELEMENTS (keys))
    return "error";
  return keys[error->code];
}

static void
json_problem (JsonBuilder  *b,
              const GError *error)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, error_key (error));
  json_builder_set_member_name (b, "message");
  json_builder_add_string_value (b, error->message);
  json_builder_end_object (b);
}

/* A built-in deployment named on the command line: "builtin:historical-classic". */
#define BUILTIN_PREFIX "builtin:"

/* One file as loading checks it: TRUE, or FALSE and the first problem. */
static gboolean
validate_one (const char  *path,
              GError     **error)
{
  g_autoptr(GFile) file = NULL;

  if (g_str_has_prefix (path, BUILTIN_PREFIX))
    {
      g_autoptr(QbScenario) scenario = qb_scenario_new_builtin (path + strlen (BUILTIN_PREFIX), error);

      return scenario != NULL;
    }

  /* The extension picks the format; a mismatch is reported by the loader. */
  file = g_file_new_for_commandline_arg (path);
  if (g_str_has_suffix (path, QB_SETUP_EXTENSION))
    {
      g_autoptr(QbScenario) scenario = qb_scenario_load_from_file (file, error);

      return scenario != NULL;
    }
  else
    {
      g_autoptr(QbRecord) record = qb_record_load_from_file (file, error);

      return record != NULL;
    }
}

/* Every problem of a record: after a refused action, the check goes on
 * from the same position without it. */
static guint
validate_all (const char  *path,
              JsonBuilder *json)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = NULL;
  guint problems = 0;
  QbState state;

  record = qb_record_load_unplayed_from_file (file, &error);
  if (record == NULL || !qb_record_start (record, &state, NULL, &error))
    {
      if (json != NULL)
        json_problem (json, error);
      else
        printf ("%s\n", error->message);
      return 1;
    }
  for (guint i = 0; i < qb_record_get_n_actions (record); i++)
    {
      QbState before = state;

      g_clear_error (&error);
      if (qb_record_play_action (record, i, &state, NULL, &error))
        continue;
      problems++;
      if (json == NULL)
        {
          printf ("%s\n", error->message);
          continue;
        }
      json_builder_begin_object (json);
      json_builder_set_member_name (json, "kind");
      json_builder_add_string_value (json, error_key (error));
      json_builder_set_member_name (json, "index");
      json_builder_add_int_value (json, i);
      json_builder_set_member_name (json, "action");
      qb_cli_json_action (json, before.options.edition, qb_record_get_action (record, i));
      json_builder_set_member_name (json, "phase");
      json_builder_add_string_value (json, qb_phase_name (before.phase));
      json_builder_set_member_name (json, "decider");
      json_builder_add_string_value (json, qb_cli_side_key (before.decider));
      if (g_error_matches (error, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION))
        {
          const char *reason = NULL;

          qb_is_legal (&before, qb_record_get_action (record, i), &reason);
          json_builder_set_member_name (json, "reason");
          json_builder_add_string_value (json, reason);
        }
      json_builder_set_member_name (json, "message");
      json_builder_add_string_value (json, error->message);
      json_builder_end_object (json);
    }
  return problems;
}

int
qb_cli_validate (int    argc,
                 char **argv)
{
  g_autoptr(JsonBuilder) json = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  gboolean all = FALSE;
  int status = 0;

  for (int i = 0; i < argc; i++)
    {
      if (strcmp (argv[i], "--all") == 0)
        all = TRUE;
      else if (strcmp (argv[i], "--json") == 0)
        json = json_builder_new ();
      else if (strcmp (argv[i], "--builtin") == 0)
        {
          const char *const *ids = qb_scenario_list_builtin ();

          for (guint j = 0; ids[j] != NULL; j++)
            g_ptr_array_add (paths, g_strconcat (BUILTIN_PREFIX, ids[j], NULL));
        }
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        {
          fprintf (stderr, "validate: bad argument '%s'\n", argv[i]);
          return 2;
        }
      else
        g_ptr_array_add (paths, g_strdup (argv[i]));
    }
  if (paths->len == 0)
    {
      fprintf (stderr, "validate: no file given\n");
      return 2;
    }
  if (json != NULL)
    {
      json_builder_begin_object (json);
      json_builder_set_member_name (json, "files");
      json_builder_begin_array (json);
    }
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      guint problems;

      if (json != NULL)
        {
          json_builder_begin_object (json);
          json_builder_set_member_name (json, "file");
          json_builder_add_string_value (json, path);
          json_builder_set_member_name (json, "problems");
          json_builder_begin_array (json);
        }
      if (all && !g_str_has_suffix (path, QB_SETUP_EXTENSION) && !g_str_has_prefix (path, BUILTIN_PREFIX))
        problems = validate_all (path, json);
      else
        {
          g_autoptr(GError) error = NULL;

          problems = validate_one (path, &error) ? 0 : 1;
          if (problems > 0 && json != NULL)
            json_problem (json, error);
          else if (problems > 0)
            /* The message already starts with the file name. */
            printf ("%s\n", error->message);
        }
      if (problems > 0)
        status = 1;
      if (json != NULL)
        {
          json_builder_end_array (json);
          json_builder_set_member_name (json, "ok");
          json_builder_add_boolean_value (json, problems == 0);
          if (all && problems > 1)
            {
              json_builder_set_member_name (json, "note");
              json_builder_add_string_value (json, "after a refused action the check goes on "
                                             "without it, so later reports may follow from "
                                             "the skip");
            }
          json_builder_end_object (json);
        }
      else if (problems == 0)
        printf ("%s: ok\n", path);
      else if (all && problems > 1)
        printf ("%s: %u problems (after a refused action the check goes on without it, so "
                "later reports may follow from the skip)\n", path, problems);
    }
  if (json != NULL)
    {
      json_builder_end_array (json);
      json_builder_set_member_name (json, "ok");
      json_builder_add_boolean_value (json, status == 0);
      json_builder_end_object (json);
      qb_cli_print_json (json);
    }
  return status;
}

/* ---- replay -------------------------------------------------------------------- */

static void
print_location (const QbState *s,
                const QbView  *view,
                int            loc)
{
  int edition = s->options.edition;
  g_autoptr(GString) line = g_string_new (NULL);

  for (int side = 0; side < 2; side++)
    {
      int total = view ? view->count[side][loc] : qb_zone_count (s, side, loc);
      int known = 0;
      g_autoptr(GString) part = g_string_new (NULL);

      if (total == 0)
        continue;
      for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
        {
          int bl = view ? view->blocks[b].loc : s->blocks[b].loc;
          int cv = view ? view->blocks[b].cv : s->blocks[b].cv;

          if (bl != loc)
            continue;
          known++;
          if (qb_unit_info (edition, b)->max_cv > 0 && loc < QB_LOC_ELIMINATED)
            g_string_append_printf (part, "%s%s %d", part->len ? ", " : "",
                                    qb_unit_info (edition, b)->name, cv);
          else
            g_string_append_printf (part, "%s%s", part->len ? ", " : "",
                                    qb_unit_info (edition, b)->name);
        }
      if (total > known)
        g_string_append_printf (part, "%s%d hidden", part->len ? ", " : "", total - known);
      g_string_append_printf (line, "  %s: %s", qb_side_name (side), part->str);
    }
  if (line->len > 0)
    printf ("  %-3s %-14s%s\n", qb_zone_code (loc), qb_zone_name (loc), line->str);
}

static void
print_position (const QbState *s,
                int            viewer)
{
  QbView view;

  if (viewer != QB_NO_SIDE)
    qb_view (s, viewer, &view);
  printf ("\nPosition after campaign move %d, phase %s, %s to decide%s%s:\n", s->move,
          qb_phase_name (s->phase), qb_side_name (s->decider),
          qb_is_over (s) ? ", won by the " : "", qb_is_over (s) ? qb_side_name (s->winner) : "");
  for (int loc = 0; loc < QB_LOC_ELIMINATED; loc++)
    print_location (s, viewer != QB_NO_SIDE ? &view : NULL, loc);
  print_location (s, viewer != QB_NO_SIDE ? &view : NULL, QB_LOC_ELIMINATED);
  print_location (s, viewer != QB_NO_SIDE ? &view : NULL, QB_LOC_OUT);
}

static const char *
viewer_key (int viewer)
{
  return viewer == QB_BRITISH ? "british" : viewer == QB_FRENCH ? "french" : "all";
}

int
qb_cli_replay (int    argc,
               char **argv)
{
  g_auto(QbCliGame) game = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) json = NULL;
  const char *path = NULL;
  int viewer = QB_NO_SIDE;
  guint64 to = G_MAXUINT;
  guint n_actions;
  int edition;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--to") == 0)
        {
          uint64_t n = 0;

          if (!qb_cli_parse_number ("replay", "--to", v, G_MAXUINT, &n))
            return 2;
          to = n;
          i++;
        }
      else if (strcmp (a, "--as") == 0 && v && strcmp (v, "british") == 0)
        viewer = QB_BRITISH, i++;
      else if (strcmp (a, "--as") == 0 && v && strcmp (v, "french") == 0)
        viewer = QB_FRENCH, i++;
      else if (strcmp (a, "--as") == 0 && v && strcmp (v, "all") == 0)
        viewer = QB_NO_SIDE, i++;
      else if (strcmp (a, "--json") == 0)
        json = json_builder_new ();
      else if (a[0] != '-' && path == NULL)
        path = a;
      else
        {
          fprintf (stderr, "replay: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (path == NULL)
    {
      fprintf (stderr, "replay: no file given\n");
      return 2;
    }

  if (!qb_cli_game_open (&game, path, (guint) to, TRUE, &error))
    {
      printf ("%s\n", error->message);
      return 1;
    }
  n_actions = qb_record_get_n_actions (game.record);
  to = MIN (to, n_actions);
  edition = game.state.options.edition;

  if (json != NULL)
    {
      json_builder_begin_object (json);
      json_builder_set_member_name (json, "file");
      json_builder_add_string_value (json, path);
      json_builder_set_member_name (json, "actions");
      json_builder_add_int_value (json, n_actions);
      json_builder_set_member_name (json, "to");
      json_builder_add_int_value (json, (gint64) to);
      json_builder_set_member_name (json, "reached");
      json_builder_add_int_value (json, game.reached);
      json_builder_set_member_name (json, "viewer");
      json_builder_add_string_value (json, viewer_key (viewer));
      json_builder_set_member_name (json, "events");
      json_builder_begin_array (json);
    }
  else
    printf ("%s: %u actions; showing the log up to action %u as %s\n\n", path, n_actions,
            (guint) to,
            viewer == QB_NO_SIDE ? "an onlooker who sees everything" :
            viewer == QB_BRITISH ? "the British saw it" : "the French saw it");

  if (json != NULL)
    for (guint i = 0; i < game.events->len; i++)
      {
        const QbEvent *full = &g_array_index (game.events, QbEvent, i);
        QbEvent ev;

        if (viewer == QB_NO_SIDE)
          ev = *full;
        else if (!qb_event_for (full, viewer, &ev))
          continue;
        qb_cli_json_event (json, &ev, g_array_index (game.event_at, guint, i), edition, viewer);
      }
  else
    /* The story the log tells (qb_event_story()), action by action as the
     * Play page's log receives it: the blocks that moved together at a
     * reveal in one line. The JSON keeps one entry per event, for tools. */
    for (guint i = 0; i < game.events->len;)
      {
        guint at = g_array_index (game.event_at, guint, i);
        guint end = i;
        g_autoptr(GPtrArray) story = NULL;

        while (end < game.events->len && g_array_index (game.event_at, guint, end) == at)
          end++;
        story = qb_event_story (&g_array_index (game.events, QbEvent, i), end - i, edition, viewer);
        for (guint k = 0; k < story->len; k++)
          {
            const QbStoryLine *line = g_ptr_array_index (story, k);
            char rule[16];

            qb_rule_format (line->rule, rule, sizeof rule);
            printf ("%5u [%s] %s\n", at, rule, line->text);
          }
        i = end;
      }

  if (json != NULL)
    {
      json_builder_end_array (json);
      json_builder_set_member_name (json, "position");
      qb_cli_json_position (json, &game.state, viewer);
      json_builder_set_member_name (json, "refused");
      if (game.refused != NULL)
        qb_cli_json_refused (json, &game);
      else
        json_builder_add_null_value (json);
      json_builder_end_object (json);
      qb_cli_print_json (json);
      return game.refused != NULL ? 1 : 0;
    }

  print_position (&game.state, viewer);
  if (game.refused != NULL)
    {
      /* The log stops there: say why. */
      printf ("\nThe record stops at action %u: %s\n", game.refused_index, game.refused->message);
      return 1;
    }
  return 0;
}

/* ---- legal --------------------------------------------------------------------- */

int
qb_cli_legal (int    argc,
              char **argv)
{
  g_auto(QbCliGame) game = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) json = NULL;
  g_autofree QbAction *legal = g_new (QbAction, QB_MAX_ACTIONS);
  g_autofree char *title = NULL;
  g_autofree char *prompt = NULL;
  const char *path = NULL;
  guint64 at = G_MAXUINT;
  QbView view;
  size_t n;
  int edition;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--at") == 0)
        {
          uint64_t number = 0;

          if (!qb_cli_parse_number ("legal", "--at", v, G_MAXUINT, &number))
            return 2;
          at = number;
          i++;
        }
      else if (strcmp (a, "--json") == 0)
        json = json_builder_new ();
      else if (a[0] != '-' && path == NULL)
        path = a;
      else
        {
          fprintf (stderr, "legal: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (path == NULL)
    {
      fprintf (stderr, "legal: no file given\n");
      return 2;
    }
  if (!qb_cli_game_open (&game, path, (guint) at, FALSE, &error))
    {
      printf ("%s\n", error->message);
      return 1;
    }
  if (at == G_MAXUINT)
    at = qb_record_get_n_actions (game.record);
  if (at > qb_record_get_n_actions (game.record))
    {
      fprintf (stderr, "legal: %s has %u actions, so there is no position %" G_GUINT64_FORMAT "\n",
               path, qb_record_get_n_actions (game.record), at);
      return 2;
    }
  if (game.refused != NULL)
    {
      printf ("%s: position %" G_GUINT64_FORMAT " cannot be reached: %s\n", path, at,
              game.refused->message);
      return 1;
    }

  edition = game.state.options.edition;
  n = qb_legal_actions (&game.state, legal, QB_MAX_ACTIONS);
  /* The words are those of the decision panel: what the decider sees. */
  qb_view (&game.state, qb_is_over (&game.state) ? QB_NO_SIDE : game.state.decider, &view);
  title = qb_phase_title (&view);
  prompt = qb_prompt_text (&view);

  if (json != NULL)
    {
      json_builder_begin_object (json);
      json_builder_set_member_name (json, "file");
      json_builder_add_string_value (json, path);
      json_builder_set_member_name (json, "at");
      json_builder_add_int_value (json, (gint64) at);
      json_builder_set_member_name (json, "move");
      json_builder_add_int_value (json, game.state.move);
      json_builder_set_member_name (json, "phase");
      json_builder_add_string_value (json, qb_phase_name (game.state.phase));
      json_builder_set_member_name (json, "decider");
      json_builder_add_string_value (json, qb_cli_side_key (game.state.decider));
      json_builder_set_member_name (json, "title");
      json_builder_add_string_value (json, title);
      json_builder_set_member_name (json, "prompt");
      json_builder_add_string_value (json, prompt);
      json_builder_set_member_name (json, "legal");
      json_builder_begin_array (json);
      for (size_t i = 0; i < n; i++)
        {
          g_autofree char *words = qb_action_text (&view, legal[i]);

          json_builder_begin_object (json);
          json_builder_set_member_name (json, "action");
          qb_cli_json_action (json, edition, legal[i]);
          json_builder_set_member_name (json, "text");
          json_builder_add_string_value (json, words);
          json_builder_end_object (json);
        }
      json_builder_end_array (json);
      json_builder_end_object (json);
      qb_cli_print_json (json);
      return 0;
    }

  printf ("%s: position %" G_GUINT64_FORMAT " of %u: campaign move %d, phase %s, %s to decide\n",
          path, at, qb_record_get_n_actions (game.record), game.state.move,
          qb_phase_name (game.state.phase), qb_side_name (game.state.decider));
  printf ("%s\n%s\n\n", title, prompt);
  if (n == 0)
    printf ("No legal action: the game is over.\n");
  for (size_t i = 0; i < n; i++)
    {
      g_autofree char *written = qb_json_action_to_string (edition, legal[i]);
      g_autofree char *words = qb_action_text (&view, legal[i]);

      printf ("  %-48s %s\n", written, words);
    }
  return 0;
}

/* ---- position ------------------------------------------------------------------ */

/* The position after N actions as a scenario that holds the whole state
 * (format version 3): a referee can set a game up at any moment, mid-move
 * or mid-battle, and play it on. */
int
qb_cli_position (int    argc,
                 char **argv)
{
  g_auto(QbCliGame) game = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GFile) out = NULL;
  g_autofree char *name = NULL;
  const char *path = NULL;
  const char *out_path = NULL;
  guint64 at = G_MAXUINT;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--at") == 0)
        {
          uint64_t number = 0;

          if (!qb_cli_parse_number ("position", "--at", v, G_MAXUINT, &number))
            return 2;
          at = number;
          i++;
        }
      else if (strcmp (a, "-o") == 0 && v != NULL)
        out_path = v, i++;
      else if (a[0] != '-' && path == NULL)
        path = a;
      else
        {
          fprintf (stderr, "position: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (path == NULL || out_path == NULL)
    {
      fprintf (stderr, "position: give a file and -o OUT" QB_SETUP_EXTENSION "\n");
      return 2;
    }
  if (!qb_cli_game_open (&game, path, (guint) at, FALSE, &error))
    {
      printf ("%s\n", error->message);
      return 1;
    }
  if (at == G_MAXUINT)
    at = qb_record_get_n_actions (game.record);
  if (at > qb_record_get_n_actions (game.record))
    {
      fprintf (stderr, "position: %s has %u actions, so there is no position %" G_GUINT64_FORMAT "\n",
               path, qb_record_get_n_actions (game.record), at);
      return 2;
    }
  if (game.refused != NULL)
    {
      printf ("%s: position %" G_GUINT64_FORMAT " cannot be reached: %s\n", path, at,
              game.refused->message);
      return 1;
    }

  scenario = qb_scenario_new_from_full_state (&game.state);
  {
    g_autofree char *base = g_path_get_basename (path);

    name = g_strdup_printf ("%s at position %" G_GUINT64_FORMAT, base, at);
  }
  qb_scenario_set_name (scenario, name);
  {
    /* The dice the record still lists from here are forced dice of the
     * scenario, so that the game goes on with them. */
    QbDice dice;

    qb_record_dice_from (game.record, &game.state, &dice);
    if (dice.n_forced > 0)
      qb_scenario_set_dice (scenario, dice.forced, (guint) dice.n_forced);
  }
  out = g_file_new_for_commandline_arg (out_path);
  if (!qb_scenario_save_to_file (scenario, out, &error))
    {
      printf ("%s\n", error->message);
      return 1;
    }
  printf ("%s: position %" G_GUINT64_FORMAT " (campaign move %d, phase %s, %s to decide) written "
          "to %s\n", path, at, game.state.move, qb_phase_name (game.state.phase),
          qb_side_name (game.state.decider), out_path);
  return 0;
}
