/* test-cli-json.c: the referee's commands of quebec1759-cli (issue 10):
 * `legal`, `replay` and `validate --all` with --json, run as a child
 * process; their JSON is read with json-glib and checked against the
 * model (QbRecord, QbReplayIndex, the engine's legal actions). */
#include <json-glib/json-glib.h>

#include "qb-json-private.h"
#include "qb-model-test.h"

/* Runs the tool (NULL-terminated arguments); returns its exit status and
 * its standard output (all of it: communicate reads while it runs). */
static int
run_cli (char       **out,
         const char  *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  va_list args;

  g_ptr_array_add (argv, (gpointer) QB_CLI_PATH);
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, out, &err, &error);
  g_assert_no_error (error);
  if (err != NULL && *err != '\0')
    g_test_message ("stderr: %s", err);
  return g_subprocess_get_exit_status (process);
}

/* Runs the tool and parses its output as one JSON object. */
static JsonObject *
run_json (int        *status,
          const char *first,
          ...)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  const char *args[8] = { NULL };
  va_list ap;
  int n = 0;

  va_start (ap, first);
  for (const char *a = first; a != NULL && n < 7; a = va_arg (ap, const char *))
    args[n++] = a;
  va_end (ap);
  *status = run_cli (&out, args[0], args[1], args[2], args[3], args[4], args[5], args[6], NULL);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* A node as compact JSON, to compare an action with the file's notation. */
static char *
compact (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

static char *
action_json (int      edition,
             QbAction action)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;

  qb_json_write_action (builder, edition, action);
  node = json_builder_get_root (builder);
  return compact (node);
}

static const char *
side_key (int side)
{
  return side == QB_BRITISH ? "british" : side == QB_FRENCH ? "french" : "nobody";
}

/* A random game of both editions with battles, saved where the tool can read it. */
static char *
save_random_game (const char *dir,
                  int         edition,
                  guint64     seed,
                  QbRecord  **record_out)
{
  g_autoptr(QbGame) game = qbm_random_game (edition, TRUE, seed, 400);
  g_autofree char *name = g_strdup_printf ("game-%d-%" G_GUINT64_FORMAT ".q1759", edition, seed);
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  qb_record_save_to_file (qb_game_get_record (game), file, &error);
  g_assert_no_error (error);
  *record_out = qb_record_load_from_file (file, &error);
  g_assert_no_error (error);
  return path;
}

/* legal --at N --json: the decider, the phase and exactly the engine's
 * legal actions, in the file's notation, each with words. */
static void
test_legal (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  guint phases_seen = 0;

  for (int edition = 0; edition < 2; edition++)
    {
      g_autoptr(QbRecord) record = NULL;
      g_autofree char *path = save_random_game (dir, edition, 11 + (guint64) edition, &record);
      guint n_actions = qb_record_get_n_actions (record);

      for (guint at = 0; at <= n_actions; at += 7)
        {
          g_autoptr(JsonObject) doc = NULL;
          g_autofree char *at_text = g_strdup_printf ("%u", at);
          g_autofree QbAction *legal = g_new (QbAction, QB_MAX_ACTIONS);
          JsonArray *list;
          QbState state;
          size_t n;
          int status;

          g_assert_true (qb_record_replay (record, at, &state, NULL));
          doc = run_json (&status, "legal", path, "--at", at_text, "--json", NULL);
          g_assert_cmpint (status, ==, 0);
          g_assert_cmpint (json_object_get_int_member (doc, "at"), ==, at);
          g_assert_cmpint (json_object_get_int_member (doc, "move"), ==, state.move);
          g_assert_cmpstr (json_object_get_string_member (doc, "phase"), ==,
                           qb_phase_name (state.phase));
          g_assert_cmpstr (json_object_get_string_member (doc, "decider"), ==,
                           side_key (state.decider));
          g_assert_cmpstr (json_object_get_string_member (doc, "prompt"), !=, "");
          phases_seen |= 1u << state.phase;

          n = qb_legal_actions (&state, legal, QB_MAX_ACTIONS);
          list = json_object_get_array_member (doc, "legal");
          g_assert_cmpuint (json_array_get_length (list), ==, n);
          for (guint i = 0; i < n; i++)
            {
              JsonObject *item = json_array_get_object_element (list, i);
              g_autofree char *got = compact (json_object_get_member (item, "action"));
              g_autofree char *want = action_json (edition, legal[i]);

              g_assert_cmpstr (got, ==, want);
              g_assert_cmpuint (strlen (json_object_get_string_member (item, "text")), >, 0);
            }
        }
    }
  /* The sample went through battles, not only orders. */
  g_assert_true (phases_seen & (1u << QB_PHASE_ORDERS));
  g_assert_true (phases_seen & (1u << QB_PHASE_FIRE));
  g_assert_true (phases_seen & (1u << QB_PHASE_ALLOCATE));
  qbm_remove_tmp_dir (dir);
}

static const char *
why_key (int why)
{
  static const char *const keys[] = {
    "none", "landing", "landed-itself", "raid", "raid-return", "rout-across",
    "ottawa", "rout-by-land", "retreat-across",
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (keys) == QB_NUM_WHY);
  return keys[why];
}

G_STATIC_ASSERT (QB_NUM_WHY <= 32); /* whys_seen below: a bit each */

/* replay --json: the events of the replay index (as a side saw them), the
 * fires with whether they were doubled and why, and the final position. */
static void
test_replay (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  guint whys_seen = 0;

  for (guint64 seed = 1; seed <= 6; seed++)
    for (int viewer = QB_BRITISH; viewer <= QB_NO_SIDE; viewer++)
      {
        int edition = (int) (seed % 2);
        g_autoptr(QbRecord) record = NULL;
        g_autofree char *path = save_random_game (dir, edition, seed, &record);
        g_autoptr(QbReplayIndex) index = qb_replay_index_new (record, NULL);
        const char *as = viewer == QB_BRITISH ? "british" : viewer == QB_FRENCH ? "french" : "all";
        g_autoptr(JsonObject) doc = NULL;
        guint n_actions = qb_record_get_n_actions (record);
        guint n_events = 0;
        const QbEvent *events = qb_replay_index_get_events (index, 0, n_actions, &n_events);
        const QbState *end = qb_replay_index_seek (index, n_actions);
        JsonArray *list;
        JsonObject *position;
        guint k = 0;
        int status;

        doc = run_json (&status, "replay", path, "--as", as, "--json", NULL);
        g_assert_cmpint (status, ==, 0);
        g_assert_cmpint (json_object_get_int_member (doc, "reached"), ==, n_actions);
        g_assert_true (json_object_get_null_member (doc, "refused"));
        list = json_object_get_array_member (doc, "events");
        for (guint i = 0; i < n_events; i++)
          {
            JsonObject *item;
            QbEvent ev;

            if (viewer == QB_NO_SIDE)
              ev = events[i];
            else if (!qb_event_for (&events[i], viewer, &ev))
              continue;
            g_assert_cmpuint (k, <, json_array_get_length (list));
            item = json_array_get_object_element (list, k++);
            g_assert_cmpstr (json_object_get_string_member (item, "type"), ==,
                             qb_event_type_name (ev.type));
            g_assert_cmpint (json_object_get_int_member (item, "position"), ==,
                             qb_replay_index_get_event_index (index, i));
            if (ev.type == QB_EV_FIRE || ev.type == QB_EV_PURSUIT)
              {
                const char *text = json_object_get_string_member (item, "text");

                g_assert_cmpstr (json_object_get_string_member (item, "why"), ==, why_key (ev.why));
                g_assert_cmpint (json_object_get_boolean_member (item, "doubled"), ==, ev.b != 0);
                g_assert_cmpint (json_object_get_int_member (item, "hits"), ==, ev.a);
                whys_seen |= 1u << ev.why;
                /* The log line says it, and agrees with the event. */
                if (ev.why != QB_WHY_NONE)
                  g_assert_nonnull (strstr (text, ev.b ? "; doubled: " : "; not doubled: "));
              }
          }
        g_assert_cmpuint (k, ==, json_array_get_length (list));

        position = json_object_get_object_member (doc, "position");
        g_assert_cmpstr (json_object_get_string_member (position, "phase"), ==,
                         qb_phase_name (end->phase));
        g_assert_cmpstr (json_object_get_string_member (position, "decider"), ==,
                         side_key (end->decider));
        /* Every block the side may name, at its place. */
        {
          JsonArray *blocks = json_object_get_array_member (position, "blocks");
          QbView view;
          guint named = 0;

          qb_view (end, viewer, &view);
          for (int b = 0; b < QB_NUM_BLOCKS; b++)
            if (view.blocks[b].loc != QB_UNKNOWN)
              {
                JsonObject *blk = json_array_get_object_element (blocks, named++);

                g_assert_cmpstr (json_object_get_string_member (blk, "block"), ==,
                                 qb_block_key (edition, b));
              }
          g_assert_cmpuint (named, ==, json_array_get_length (blocks));
        }
      }
  /* The games held ordinary fire and pursuits of both kinds at least. */
  g_assert_true (whys_seen & (1u << QB_WHY_NONE));
  g_assert_true (whys_seen & ((1u << QB_WHY_ROUT_BY_LAND) | (1u << QB_WHY_RETREAT_ACROSS)
                              | (1u << QB_WHY_ROUT_ACROSS) | (1u << QB_WHY_LANDING)));
  qbm_remove_tmp_dir (dir);
}

/* replay of a record with a refused action: the log up to it, the
 * position before it, and why. */
static void
test_replay_refused (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad",
                                                 "illegal-actions.q1759", NULL);
  g_autoptr(JsonObject) doc = NULL;
  g_autofree char *text = NULL;
  JsonObject *refused;
  JsonArray *events;
  int status;

  doc = run_json (&status, "replay", path, "--json", NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_cmpint (json_object_get_int_member (doc, "reached"), ==, 27);
  refused = json_object_get_object_member (doc, "refused");
  g_assert_cmpint (json_object_get_int_member (refused, "index"), ==, 27);
  g_assert_cmpstr (json_object_get_string_member (refused, "kind"), ==, "illegal-action");
  g_assert_cmpstr (json_object_get_string_member (refused, "reason"), ==,
                   "no road connects these zones (6.1)");
  g_assert_cmpstr (json_object_get_string_member (refused, "phase"), ==, "orders");
  g_assert_cmpstr (json_object_get_string_member (refused, "decider"), ==, "british");
  events = json_object_get_array_member (doc, "events");
  g_assert_cmpuint (json_array_get_length (events), >, 25);
  for (guint i = 0; i < json_array_get_length (events); i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (events, i),
                                                 "position"), <=, 27);

  /* The text form prints the log, then the reason, and fails. */
  status = run_cli (&text, "replay", path, NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (text, "The record stops at action 27: "));
  g_assert_nonnull (strstr (text, "no road connects these zones (6.1)"));
  g_assert_nonnull (strstr (text, "Position after campaign move 1"));
}

/* validate --all: every refused action, each skipped; without --all the
 * first only, as loading reports it. */
static void
test_validate_all (void)
{
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "data", "bad",
                                                "illegal-actions.q1759", NULL);
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "data", "good",
                                                 "short-game.q1759", NULL);
  static const guint refused[] = { 27, 40, 53 };
  g_autoptr(JsonObject) all = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (bad);
  g_autoptr(QbRecord) record = NULL;
  JsonObject *entry;
  JsonArray *problems;
  int status;

  all = run_json (&status, "validate", "--all", "--json", bad, good, NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_false (json_object_get_boolean_member (all, "ok"));
  entry = json_array_get_object_element (json_object_get_array_member (all, "files"), 0);
  g_assert_false (json_object_get_boolean_member (entry, "ok"));
  g_assert_true (json_object_has_member (entry, "note"));
  problems = json_object_get_array_member (entry, "problems");
  g_assert_cmpuint (json_array_get_length (problems), ==, G_N_ELEMENTS (refused));
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      JsonObject *p = json_array_get_object_element (problems, i);

      g_assert_cmpint (json_object_get_int_member (p, "index"), ==, refused[i]);
      g_assert_cmpstr (json_object_get_string_member (p, "kind"), ==, "illegal-action");
    }
  entry = json_array_get_object_element (json_object_get_array_member (all, "files"), 1);
  g_assert_true (json_object_get_boolean_member (entry, "ok"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (entry, "problems")), ==, 0);

  /* Without --all: the loader's one message. */
  record = qb_record_load_from_file (file, &error);
  g_assert_null (record);
  first = run_json (&status, "validate", "--json", bad, NULL);
  g_assert_cmpint (status, ==, 1);
  entry = json_array_get_object_element (json_object_get_array_member (first, "files"), 0);
  problems = json_object_get_array_member (entry, "problems");
  g_assert_cmpuint (json_array_get_length (problems), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (problems, 0),
                                                  "message"), ==, error->message);
  /* And the first report of --all is that same message. */
  problems = json_object_get_array_member (
      json_array_get_object_element (json_object_get_array_member (all, "files"), 0), "problems");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (problems, 0),
                                                  "message"), ==, error->message);
}

/* position --at N -o OUT: the scenario holds exactly the state after N
 * actions. */
static void
test_position (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autoptr(QbRecord) record = NULL;
  g_autofree char *path = save_random_game (dir, QB_EDITION_CLASSIC, 4, &record);
  g_autofree char *out = g_build_filename (dir, "at.q1759-setup", NULL);

  for (guint at = 30; at < qb_record_get_n_actions (record); at += 61)
    {
      g_autofree char *at_text = g_strdup_printf ("%u", at);
      g_autofree char *text = NULL;
      g_autoptr(GFile) file = g_file_new_for_path (out);
      g_autoptr(QbScenario) scenario = NULL;
      g_autoptr(GError) error = NULL;
      QbState want, got;

      g_assert_cmpint (run_cli (&text, "position", path, "--at", at_text, "-o", out, NULL), ==, 0);
      scenario = qb_scenario_load_from_file (file, &error);
      g_assert_no_error (error);
      g_assert_true (qb_scenario_get_state (scenario, &got));
      g_assert_true (qb_record_replay (record, at, &want, NULL));
      g_assert_cmpmem (&got, sizeof got, &want, sizeof want);
    }
  qbm_remove_tmp_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* The tool speaks the user's language (its log lines are the app's,
   * from the text layer); the checks read the English words. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  g_test_add_func ("/cli/json/legal", test_legal);
  g_test_add_func ("/cli/json/replay", test_replay);
  g_test_add_func ("/cli/json/replay-refused", test_replay_refused);
  g_test_add_func ("/cli/json/validate-all", test_validate_all);
  g_test_add_func ("/cli/position", test_position);
  return g_test_run ();
}
