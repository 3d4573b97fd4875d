/* test-deployment.c: the built-in deployments (qb-scenario-builtin.c) and
 * qb_game_place_deployment(), the one way the new-game dialog, the
 * deployment tray and the CLI place a French deployment. */
#include "qb-model-test.h"

static QbGame *
new_game (int edition)
{
  QbOptions options;
  QbGame *game;

  qb_options_default (&options);
  options.edition = (guint8) edition;
  game = qb_game_new (&options, 1759);
  qb_game_set_dice_seed (game, 1759);
  return game;
}

static guint
count_pool (QbGame *game)
{
  const QbState *s = qb_game_get_state (game);
  guint n = 0;

  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    n += s->blocks[b].loc == QB_LOC_POOL;
  return n;
}

static int
block (int         edition,
       const char *key)
{
  int b = qb_block_from_key (edition, key);

  g_assert_cmpint (b, >=, 0);
  return b;
}

/* Every French block stands where the deployment puts it. */
static void
assert_deployed_as (QbGame     *game,
                    QbScenario *deployment)
{
  const QbState *s = qb_game_get_state (game);

  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    {
      guint loc, cv;

      qb_scenario_get_block (deployment, (guint) b, &loc, &cv);
      g_assert_cmpuint (s->blocks[b].loc, ==, loc);
    }
}

static void
test_builtin_list (void)
{
  const char *const *ids = qb_scenario_list_builtin ();
  gboolean seen[2] = { FALSE, FALSE };
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) none = NULL;

  g_assert_nonnull (ids);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(QbScenario) scenario = qb_scenario_new_builtin (ids[i], &error);
      int edition = qb_scenario_get_builtin_edition (ids[i]);
      QbOptions options;

      QbState state;

      g_assert_no_error (error);
      g_assert_nonnull (scenario);
      /* The deployments start a standard game; the scenarios, the
       * positions of the revised edition later in the campaign. */
      if (qb_scenario_get_kind (scenario) == QB_SCENARIO_POSITION)
        {
          qb_scenario_get_options (scenario, &options);
          g_assert_cmpint (options.edition, ==, QB_EDITION_REVISED);
          g_assert_cmpint (options.start_move, >, 1);
        }
      g_assert_true (qb_scenario_to_state (scenario, 1, &state, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpint (state.phase, !=, QB_PHASE_FRENCH_SETUP);
      g_assert_cmpstr (qb_scenario_get_description (scenario), ==,
                       qb_scenario_get_builtin_description (ids[i]));
      g_assert_true (strlen (qb_scenario_get_description (scenario)) > 40);
      qb_scenario_get_options (scenario, &options);
      g_assert_cmpint (options.edition, ==, edition);
      g_assert_nonnull (qb_scenario_get_builtin_title (ids[i]));
      g_assert_cmpstr (qb_scenario_get_name (scenario), ==, qb_scenario_get_builtin_title (ids[i]));
      seen[edition] = TRUE;
    }
  g_assert_true (seen[QB_EDITION_CLASSIC]);
  g_assert_true (seen[QB_EDITION_REVISED]);

  for (int edition = 0; edition < 2; edition++)
    {
      const char *id = qb_scenario_get_historical_id (edition);
      g_assert_true (g_strv_contains ((const char *const *) ids, id));
      g_assert_cmpint (qb_scenario_get_builtin_edition (id), ==, edition);
    }

  g_assert_null (qb_scenario_get_builtin_title ("no-such-deployment"));
  g_assert_cmpint (qb_scenario_get_builtin_edition ("no-such-deployment"), ==, -1);
  none = qb_scenario_new_builtin ("no-such-deployment", &error);
  g_assert_null (none);
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "no-such-deployment"));
}

/* A fresh game: the whole deployment, one recorded action per block, the
 * same position as applying the deployment's actions one by one (what the
 * new-game dialog did), and the British come next. */
static void
check_historical (int edition)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) historical = qb_scenario_new_historical (edition, &error);
  g_autoptr(QbGame) game = new_game (edition);
  g_autoptr(QbGame) by_hand = new_game (edition);
  g_autoptr(GArray) places = NULL;
  QbRecord *record = qb_game_get_record (game);

  g_assert_no_error (error);
  g_assert_true (qb_game_place_deployment (game, historical, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pool (game), ==, 0);
  g_assert_cmpint (qb_game_get_phase (game), !=, QB_PHASE_FRENCH_SETUP);
  g_assert_cmpint (qb_game_get_move (game), ==, 1);
  assert_deployed_as (game, historical);

  places = qb_scenario_get_deployment (historical);
  g_assert_cmpuint (qb_record_get_n_actions (record), ==, places->len);
  for (guint i = 0; i < places->len; i++)
    {
      QbAction a = g_array_index (places, QbAction, i);

      g_assert_cmpint (qb_record_get_action (record, i).type, ==, QB_ACT_PLACE);
      g_assert_true (qb_game_apply (by_hand, a, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpmem (qb_game_get_state (game)->blocks, sizeof qb_game_get_state (game)->blocks,
                   qb_game_get_state (by_hand)->blocks, sizeof qb_game_get_state (by_hand)->blocks);
  g_assert_cmpint (qb_game_get_phase (game), ==, qb_game_get_phase (by_hand));

  /* The British decide next: the French cannot take it back now (the
   * undo floor). */
  g_assert_false (qb_game_can_undo (game));
}

static void
test_historical_revised (void)
{
  check_historical (QB_EDITION_REVISED);
}

static void
test_historical_classic (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) historical = qb_scenario_new_historical (QB_EDITION_CLASSIC, &error);
  g_autoptr(GArray) places = qb_scenario_get_deployment (historical);
  gboolean decoy_seen = FALSE;
  QbState s;
  QbOptions options;

  check_historical (QB_EDITION_CLASSIC);

  /* The classic deployment has decoys, and they come after every real
   * unit (10.1 classic). */
  qb_options_default (&options);
  options.edition = QB_EDITION_CLASSIC;
  qb_init (&s, &options, 1, NULL);
  for (guint i = 0; i < places->len; i++)
    {
      gboolean decoy = qb_block_type (&s, g_array_index (places, QbAction, i).a) == QB_TYPE_DECOY;

      g_assert_true (decoy || !decoy_seen);
      decoy_seen |= decoy;
    }
  g_assert_true (decoy_seen);
}

/* A deployment saved in a file, read as the new-game dialog reads it. */
static void
test_saved_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "good",
                                                 "classic-deployment.q1759-setup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) saved = qb_scenario_load_from_file (file, &error);
  g_autoptr(QbGame) game = new_game (QB_EDITION_CLASSIC);
  g_autoptr(QbGame) revised = new_game (QB_EDITION_REVISED);

  g_assert_no_error (error);
  g_assert_true (qb_game_place_deployment (game, saved, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pool (game), ==, 0);
  assert_deployed_as (game, saved);

  /* The same file for a revised game: refused, and nothing placed. */
  g_assert_false (qb_game_place_deployment (revised, saved, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "classic edition"));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (revised)), ==, 0);
  g_assert_cmpint (qb_game_get_phase (revised), ==, QB_PHASE_FRENCH_SETUP);
}

/* The tray's "Historical" button after some blocks were placed by hand:
 * those stay; in the classic edition a decoy whose zone lost its real
 * units to the player's choices stays in the pool. */
static void
test_after_hand_placement (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) revised = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  g_autoptr(QbScenario) classic = qb_scenario_new_historical (QB_EDITION_CLASSIC, &error);
  g_autoptr(QbGame) game = new_game (QB_EDITION_REVISED);
  g_autoptr(QbGame) old = new_game (QB_EDITION_CLASSIC);
  QbAction montcalm = { QB_ACT_PLACE, QB_FR_MONTCALM, QB_MO, 0 };
  int quebec_7 = block (QB_EDITION_CLASSIC, "fr-quebec-7");
  int decoy_5 = block (QB_EDITION_CLASSIC, "fr-decoy-5");
  QbAction away = { QB_ACT_PLACE, (guint8) quebec_7, QB_BE, 0 };
  guint loc, cv;

  g_assert_no_error (error);
  g_assert_true (qb_game_apply (game, montcalm, &error));
  g_assert_true (qb_game_place_deployment (game, revised, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pool (game), ==, 0);
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_MONTCALM].loc, ==, QB_MO);
  qb_scenario_get_block (revised, QB_FR_MONTCALM, &loc, &cv);
  g_assert_cmpuint (loc, !=, QB_MO);   /* the hand placement did differ */

  /* Classic: Quebec VII alone at Levis in 1759, the fifth decoy with it. */
  qb_scenario_get_block (classic, (guint) quebec_7, &loc, &cv);
  g_assert_cmpuint (loc, ==, QB_LE);
  qb_scenario_get_block (classic, (guint) decoy_5, &loc, &cv);
  g_assert_cmpuint (loc, ==, QB_LE);
  g_assert_true (qb_game_apply (old, away, &error));
  g_assert_true (qb_game_place_deployment (old, classic, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pool (old), ==, 1);
  g_assert_cmpint (qb_game_get_state (old)->blocks[quebec_7].loc, ==, QB_BE);
  g_assert_cmpint (qb_game_get_state (old)->blocks[decoy_5].loc, ==, QB_LOC_POOL);
  g_assert_cmpint (qb_game_get_phase (old), ==, QB_PHASE_FRENCH_SETUP);

  /* Each placement is an action of its own, which the French may take
   * back while they still deploy. */
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (old)), ==, QB_BLOCKS_PER_SIDE - 1);
  g_assert_true (qb_game_undo (old, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_pool (old), ==, 2);
}

/* What does not fit is refused with a message, and changes nothing. */
static void
test_refused (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "good",
                                                 "quebec-at-move-10.q1759-setup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) position = qb_scenario_load_from_file (file, &error);
  g_autoptr(QbScenario) historical = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  g_autoptr(QbScenario) classic = qb_scenario_new_historical (QB_EDITION_CLASSIC, &error);
  g_autoptr(QbScenario) bad = NULL;
  g_autoptr(QbScenario) short_of_blocks = NULL;
  g_autoptr(QbGame) game = new_game (QB_EDITION_REVISED);
  QbOptions options;

  g_assert_no_error (error);

  /* A position is not a deployment. */
  g_assert_false (qb_game_place_deployment (game, position, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "not a French deployment"));
  g_clear_error (&error);

  /* The other edition's. */
  g_assert_false (qb_game_place_deployment (game, classic, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "classic edition"));
  g_clear_error (&error);

  /* Built in code, unchecked: a block on Ile d'Orleans (3.4). */
  qb_options_default (&options);
  bad = qb_scenario_new (QB_SCENARIO_DEPLOYMENT, &options);
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    qb_scenario_set_block (bad, (guint) b, QB_BE, 0);
  qb_scenario_set_block (bad, QB_FR_MONTCALM, QB_OR, 0);
  g_assert_false (qb_game_place_deployment (game, bad, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION);
  g_assert_nonnull (strstr (error->message, qb_block_key (QB_EDITION_REVISED, QB_FR_MONTCALM)));
  g_assert_nonnull (strstr (error->message, "3.4"));
  g_clear_error (&error);

  /* Blocks left out. */
  short_of_blocks = qb_scenario_new (QB_SCENARIO_DEPLOYMENT, &options);
  qb_scenario_set_block (short_of_blocks, QB_FR_MONTCALM, QB_BE, 0);
  g_assert_false (qb_game_place_deployment (game, short_of_blocks, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION);
  g_assert_nonnull (strstr (error->message, "not placed"));
  g_clear_error (&error);

  /* None of these placed anything. */
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, 0);
  g_assert_cmpuint (count_pool (game), ==, QB_BLOCKS_PER_SIDE);

  /* Once the deployment is over there is nothing left to place. */
  g_assert_true (qb_game_place_deployment (game, historical, &error));
  g_assert_no_error (error);
  g_assert_false (qb_game_place_deployment (game, historical, &error));
  g_assert_error (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "3.4"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/deployment/builtin/list", test_builtin_list);
  g_test_add_func ("/model/deployment/historical/revised", test_historical_revised);
  g_test_add_func ("/model/deployment/historical/classic", test_historical_classic);
  g_test_add_func ("/model/deployment/saved-file", test_saved_file);
  g_test_add_func ("/model/deployment/after-hand-placement", test_after_hand_placement);
  g_test_add_func ("/model/deployment/refused", test_refused);
  return g_test_run ();
}
