/* test-scenario.c: QbScenario and the .q1759-setup format. */
#include <string.h>

#include "qb-model-test.h"
#include "qb-data.h"

static QbScenario *
load_good (const char *name)
{
  g_autofree char *path = qbm_data_path ("good", name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  QbScenario *scenario = qb_scenario_load_from_file (file, &error);

  g_assert_no_error (error);
  return scenario;
}

static void
test_load_position (void)
{
  g_autoptr(QbScenario) scenario = load_good ("quebec-at-move-10.q1759-setup");
  g_autoptr(GError) error = NULL;
  QbOptions options;
  QbState state;
  guint loc, cv;

  g_assert_cmpint (qb_scenario_get_kind (scenario), ==, QB_SCENARIO_POSITION);
  g_assert_cmpstr (qb_scenario_get_name (scenario), ==, "Before the Plains");
  g_assert_cmpstr (qb_scenario_get_author (scenario), ==, "Quebec 1759 tests");
  qb_scenario_get_options (scenario, &options);
  g_assert_cmpint (options.start_move, ==, 10);
  g_assert_cmpint (options.edition, ==, QB_EDITION_REVISED);

  qb_scenario_get_block (scenario, qb_block_from_key (0, "br-28th"), &loc, &cv);
  g_assert_cmpuint (loc, ==, QB_OR);
  g_assert_cmpuint (cv, ==, 3);
  qb_scenario_get_block (scenario, qb_block_from_key (0, "br-sutherland"), &loc, NULL);
  g_assert_cmpuint (loc, ==, QB_LOC_STLAURENT);
  qb_scenario_get_block (scenario, qb_block_from_key (0, "br-rangers"), &loc, NULL);
  g_assert_cmpuint (loc, ==, QB_LOC_OUT);

  qb_scenario_to_state (scenario, 5, &state, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (state.move, ==, 10);
  g_assert_cmpint (state.blocks[qb_block_from_key (0, "fr-montcalm")].loc, ==, QB_AB);
  g_assert_cmpint (qb_side_cv (&state, QB_BRITISH), ==, 33);
}

static void
test_round_trip (void)
{
  g_autoptr(QbScenario) scenario = load_good ("quebec-at-move-10.q1759-setup");
  g_autoptr(QbScenario) copy = NULL;
  g_autoptr(QbScenario) from_file = NULL;
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "copy.q1759-setup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  qb_scenario_set_description (scenario, "Line one\nLine \"two\" \u00e0 Qu\u00e9bec");
  text = qb_scenario_to_json (scenario, NULL);
  copy = qb_scenario_new_from_json (text, -1, "copy", &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (scenario, copy));

  qb_scenario_save_to_file (scenario, file, &error);
  g_assert_no_error (error);
  from_file = qb_scenario_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (scenario, from_file));
  qbm_remove_tmp_dir (dir);
}

static void
test_from_state (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (seed % 2, seed % 3 == 0, seed, 60);
      const QbState *state = qb_game_get_state (game);
      g_autoptr(QbScenario) scenario = NULL;
      g_autoptr(QbScenario) copy = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      QbState start;

      /* Positions between moves are what scenarios describe. */
      if (state->phase != QB_PHASE_ORDERS && state->phase != QB_PHASE_TRANSFER)
        continue;
      scenario = qb_scenario_new_from_state (state);
      qb_scenario_to_state (scenario, seed, &start, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (start.move, ==, state->move);
      /* A position has no past: eliminated blocks are out of play. */
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        g_assert_cmpint (start.blocks[b].loc, ==,
                         state->blocks[b].loc == QB_LOC_ELIMINATED ? QB_LOC_OUT : state->blocks[b].loc);

      text = qb_scenario_to_json (scenario, NULL);
      copy = qb_scenario_new_from_json (text, -1, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (qb_scenario_equal (scenario, copy));
    }
}

/* 20.0, 21.0: a position's past survives a file and starts the game. */
static void
test_history (void)
{
  g_autoptr(QbGame) source = NULL;
  const QbState *state = NULL;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(QbScenario) copy = NULL;
  g_autoptr(QbScenario) old = NULL;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *old_text = NULL;
  const QbState *start;
  QbOptions options;
  guint marked = (1u << QB_SI) | (1u << QB_ET);

  /* A game between two moves, past the first. */
  for (guint64 seed = 1; state == NULL; seed++)
    {
      g_clear_object (&source);
      source = qbm_random_game (QB_EDITION_REVISED, FALSE, seed, 150);
      state = qb_game_get_state (source);
      if (state->move < 2 || (state->phase != QB_PHASE_TRANSFER && state->phase != QB_PHASE_ORDERS))
        state = NULL;
    }
  scenario = qb_scenario_new_from_state (state);

  /* A whole state's past is kept when an edit makes a plain position of
   * it; setting what it has already changes nothing. */
  {
    g_autoptr(QbScenario) full = qb_scenario_new_from_full_state (state);
    guint loc, cv;

    g_assert_cmpuint (qb_scenario_get_british_visited (full), ==, state->british_visited & ~(1u << QB_OR));
    qb_scenario_set_british_visited (full, state->british_visited);
    g_assert_true (qb_scenario_get_state (full, NULL));
    qb_scenario_get_block (full, 0, &loc, &cv);
    qb_scenario_set_block (full, 0, loc, cv);
    g_assert_false (qb_scenario_get_state (full, NULL));
    g_assert_cmpuint (qb_scenario_get_british_visited (full), ==, state->british_visited & ~(1u << QB_OR));
    g_assert_cmpuint (qb_scenario_get_british_entered (full) & state->british_visited, ==,
                      state->british_visited);
  }
  qb_scenario_get_options (scenario, &options);
  g_assert_cmpuint (options.start_move, >, 1);
  g_assert_cmpuint (qb_scenario_get_british_visited (scenario), ==,
                    state->british_visited & ~(1u << QB_OR));
  qb_scenario_set_british_visited (scenario, marked | (1u << QB_OR));
  g_assert_cmpuint (qb_scenario_get_british_visited (scenario), ==, marked);
  qb_scenario_set_held_cap_rouge (scenario, TRUE);

  text = qb_scenario_to_json (scenario, NULL);
  g_assert_nonnull (strstr (text, "\"version\": 4"));
  g_assert_nonnull (strstr (text, "\"british-visited\""));
  g_assert_nonnull (strstr (text, "\"held-cap-rouge\": true"));
  copy = qb_scenario_new_from_json (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (scenario, copy));
  g_assert_true (qb_scenario_get_held_cap_rouge (copy));
  g_assert_cmpuint (qb_scenario_get_british_visited (copy), ==, marked);

  game = qb_game_new_from_scenario (copy, 9, &error);
  g_assert_no_error (error);
  start = qb_game_get_state (game);
  g_assert_cmpuint (start->british_visited, ==, qb_scenario_get_british_entered (copy));
  g_assert_cmpuint (start->british_visited & marked, ==, marked);
  g_assert_cmpuint (start->held_cap_rouge, ==, 1);
  g_assert_cmpuint (start->move, ==, options.start_move);
  /* The first decision of the move: the British transfer (2.5). */
  g_assert_cmpint (start->phase, ==, QB_PHASE_TRANSFER);
  g_assert_cmpint (start->decider, ==, QB_BRITISH);

  /* The game's file carries the past in its start, as version 4. */
  {
    g_autofree char *game_text = qb_record_to_json (qb_game_get_record (game), NULL);
    g_autoptr(QbRecord) record = NULL;
    g_autoptr(QbGame) again = NULL;

    g_assert_nonnull (strstr (game_text, "\"version\": 4"));
    record = qb_record_new_from_json (game_text, -1, NULL, &error);
    g_assert_no_error (error);
    again = qb_game_new_from_record (record, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (qb_game_get_state (again)->british_visited, ==, start->british_visited);
    g_assert_cmpuint (qb_game_get_state (again)->held_cap_rouge, ==, 1);
  }

  /* Without the members (older files), nothing was entered or held. */
  qb_scenario_set_british_visited (scenario, 0);
  qb_scenario_set_held_cap_rouge (scenario, FALSE);
  old_text = qb_scenario_to_json (scenario, NULL);
  g_assert_null (strstr (old_text, "british-visited"));
  g_assert_null (strstr (old_text, "held-cap-rouge"));
  g_assert_null (strstr (old_text, "\"version\": 4"));
  old = qb_scenario_new_from_json (old_text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_scenario_get_british_visited (old), ==, 0);
  g_assert_false (qb_scenario_get_held_cap_rouge (old));

  /* A deployment has no past. */
  g_clear_object (&old);
  {
    g_autoptr(QbScenario) historical = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
    g_autoptr(GString) bad = NULL;
    g_autofree char *good = NULL;

    g_assert_no_error (error);
    good = qb_scenario_to_json (historical, NULL);
    bad = g_string_new (good);
    g_assert_cmpuint (g_string_replace (bad, "\"kind\"", "\"held-cap-rouge\": true, \"kind\"", 1), ==, 1);
    old = qb_scenario_new_from_json (bad->str, -1, "bad", &error);
  }
  g_assert_null (old);
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID);
}

static void
test_impossible (void)
{
  QbOptions options;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  QbState state;

  qb_options_default (&options);
  scenario = qb_scenario_new (QB_SCENARIO_POSITION, &options);
  qb_scenario_set_block (scenario, 0, QB_OR, 0);
  qb_scenario_set_block (scenario, 30, QB_BE, 0);
  g_assert_false (qb_scenario_to_state (scenario, 1, &state, NULL, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_POSITION);
  g_assert_nonnull (strstr (error->message, "impossible position: the British have less than 20 CV"));
}

static void
test_deployment (void)
{
  g_autoptr(QbScenario) scenario = load_good ("classic-deployment.q1759-setup");
  g_autoptr(GArray) actions = qb_scenario_get_deployment (scenario);
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbRecord) copy = NULL;
  g_autoptr(QbScenario) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpint (qb_scenario_get_kind (scenario), ==, QB_SCENARIO_DEPLOYMENT);
  g_assert_cmpuint (actions->len, ==, QB_BLOCKS_PER_SIDE);
  /* Decoys come last, once real units hold their zones (10.1). */
  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);

      g_assert_cmpint (a.type, ==, QB_ACT_PLACE);
      g_assert_cmpint (qb_unit_info (QB_EDITION_CLASSIC, a.a)->type == QB_TYPE_DECOY, ==, i >= 20);
    }

  game = qb_game_new_from_scenario (scenario, 17, &error);
  g_assert_no_error (error);
  g_assert_cmpint (qb_game_get_move (game), ==, 1);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, 25);
  g_assert_null (qb_record_get_scenario (qb_game_get_record (game)));
  qbm_play (game, 17, G_MAXUINT);

  text = qb_record_to_json (qb_game_get_record (game), NULL);
  copy = qb_record_new_from_json (text, -1, NULL, &error);
  g_assert_no_error (error);

  g_clear_pointer (&text, g_free);
  text = qb_scenario_to_json (scenario, NULL);
  again = qb_scenario_new_from_json (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (scenario, again));
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_properties (void)
{
  QbOptions options;
  g_autoptr(QbScenario) scenario = NULL;
  guint count = 0;

  qb_options_default (&options);
  scenario = qb_scenario_new (QB_SCENARIO_POSITION, &options);
  g_signal_connect (scenario, "notify::name", G_CALLBACK (count_cb), &count);
  qb_scenario_set_name (scenario, "A");
  qb_scenario_set_name (scenario, "A");
  g_object_set (scenario, "name", "B", NULL);
  g_assert_cmpuint (count, ==, 2);
  g_assert_cmpstr (qb_scenario_get_name (scenario), ==, "B");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/scenario/load-position", test_load_position);
  g_test_add_func ("/model/scenario/round-trip", test_round_trip);
  g_test_add_func ("/model/scenario/from-state", test_from_state);
  g_test_add_func ("/model/scenario/history", test_history);
  g_test_add_func ("/model/scenario/impossible", test_impossible);
  g_test_add_func ("/model/scenario/deployment", test_deployment);
  g_test_add_func ("/model/scenario/properties", test_properties);

  return g_test_run ();
}
