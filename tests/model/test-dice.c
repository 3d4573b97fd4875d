/* test-dice.c: where a game's dice come from, and what its file tells of
 * them (issues 10 and 11.12; docs/file-format.md, "Dice"). */
#include "qb-model-test.h"

/* Plays a game with the system's dice (no qb_game_set_dice_seed()), and
 * after every action and undo checks that the record lists exactly the
 * draws made so far. */
static QbGame *
play_fresh (guint64 seed,
            guint   max_actions)
{
  QbOptions options;
  QbGame *game;
  QbRng chooser;

  qb_options_default (&options);
  options.tides = 1;
  game = qb_game_new (&options, seed);
  qb_rng_seed (&chooser, seed, 17);
  for (guint i = 0; i < max_actions && !qb_game_is_over (game); i++)
    {
      guint n_dice = 0;

      g_assert_true (qb_game_apply (game, qbm_choose (game, &chooser), NULL));
      if (qb_rng_below (&chooser, 5) == 0 && qb_game_can_undo (game))
        g_assert_true (qb_game_undo (game, NULL));
      qb_record_get_dice (qb_game_get_record (game), &n_dice);
      g_assert_cmpuint (n_dice, ==, qb_game_get_state (game)->rolls);
    }
  return game;
}

/* The file of a game in play does not tell its next dice: a copy with a
 * firing appended (the hypothetical action of issue 11.12) replays with
 * the seed's dice, which are not those the game then rolls. Before the
 * fix every prediction came true. */
static void
test_future_not_in_file (void)
{
  guint predictions = 0, wrong = 0, dice = 0;

  for (guint64 seed = 1; seed <= 40 && dice < 40; seed++)
    {
      g_autoptr(QbGame) game = NULL;
      QbOptions options;
      QbRng chooser;

      qb_options_default (&options);
      game = qb_game_new (&options, seed);
      qb_rng_seed (&chooser, seed, 23);
      while (!qb_game_is_over (game))
        {
          QbAction action = qbm_choose (game, &chooser);

          if (action.type == QB_ACT_FIRE)
            {
              g_autoptr(QbRecord) copy = qb_record_copy (qb_game_get_record (game));
              g_autofree char *text = NULL;
              g_autoptr(QbRecord) loaded = NULL;
              g_autoptr(QbReplayIndex) index = NULL;
              g_autoptr(GError) error = NULL;
              const QbEvent *predicted = NULL, *rolled = NULL, *events;
              guint n = 0, first;

              /* What a reader of the saved file would do. */
              qb_record_append_action (copy, action);
              text = qb_record_to_json (copy, NULL);
              loaded = qb_record_new_from_json (text, -1, NULL, &error);
              g_assert_no_error (error);
              index = qb_replay_index_new (loaded, &error);
              g_assert_no_error (error);
              events = qb_replay_index_get_events (index, qb_record_get_n_actions (loaded) - 1,
                                                   qb_record_get_n_actions (loaded), &n);
              for (guint i = 0; i < n; i++)
                if (events[i].type == QB_EV_FIRE && predicted == NULL)
                  predicted = &events[i];

              qb_game_get_events (game, &first);
              g_assert_true (qb_game_apply (game, action, NULL));
              events = qb_game_get_events (game, &n);
              for (guint i = first; i < n; i++)
                if (events[i].type == QB_EV_FIRE && rolled == NULL)
                  rolled = &events[i];
              g_assert_nonnull (predicted);
              g_assert_nonnull (rolled);
              g_assert_cmpuint (predicted->ndice, ==, rolled->ndice);
              predictions++;
              dice += rolled->ndice;
              if (memcmp (predicted->dice, rolled->dice, rolled->ndice) != 0)
                wrong++;
              break;
            }
          g_assert_true (qb_game_apply (game, action, NULL));
        }
    }
  /* Each prediction is right with a chance of (1/6)^dice: over 40 dice,
   * that all are is next to impossible. */
  g_assert_cmpuint (dice, >=, 40);
  g_assert_cmpuint (wrong, >, 0);
  g_test_message ("%u of %u predictions wrong", wrong, predictions);
}

/* What was rolled replays as it was: from the file, at every position,
 * through the replay index with small and large keyframe intervals. */
static void
test_recorded_dice_replay (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(QbGame) game = play_fresh (seed, G_MAXUINT);
      QbRecord *record = qb_game_get_record (game);
      g_autofree char *text = qb_record_to_json (record, NULL);
      g_autoptr(QbRecord) loaded = NULL;
      g_autoptr(QbReplayIndex) index = NULL;
      g_autoptr(GError) error = NULL;
      guint n = qb_record_get_n_actions (record);
      guint n_dice = 0;
      QbState state;

      g_assert_true (qb_game_is_over (game));
      g_assert_nonnull (strstr (text, "\"version\": 2"));
      loaded = qb_record_new_from_json (text, -1, NULL, &error);
      g_assert_no_error (error);
      qb_record_get_dice (loaded, &n_dice);
      g_assert_cmpuint (n_dice, ==, qb_game_get_state (game)->rolls);
      g_assert_true (qb_record_replay (loaded, n, &state, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (&state, sizeof state, qb_game_get_state (game), sizeof (QbState));
      g_assert_true (qb_record_is_finished (loaded));

      index = qb_replay_index_new_with_interval (loaded, 3, &error);
      g_assert_no_error (error);
      for (guint i = n + 1; i-- > 0;)
        {
          g_assert_true (qb_record_replay (loaded, i, &state, NULL));
          g_assert_cmpmem (qb_replay_index_seek (index, i), sizeof (QbState),
                           &state, sizeof state);
        }
    }
}

/* A record of the seed alone (every file before the dice were listed)
 * replays with the seed exactly as the engine plays it. */
static void
test_seed_records_unchanged (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      QbOptions options;
      QbRng chooser;
      QbState s, replayed;
      QbAction legal[QB_MAX_ACTIONS];
      g_autoptr(QbRecord) record = NULL;
      g_autoptr(QbRecord) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      qb_options_default (&options);
      options.tides = seed % 2;
      qb_init (&s, &options, seed, NULL);
      record = qb_record_new (&options, seed);
      qb_rng_seed (&chooser, seed, 29);
      while (!qb_is_over (&s))
        {
          size_t n = qb_legal_actions (&s, legal, QB_MAX_ACTIONS);
          QbAction a = legal[qb_rng_below (&chooser, (uint32_t) n)];

          g_assert_true (qb_apply (&s, a, NULL, NULL));
          qb_record_append_action (record, a);
        }
      text = qb_record_to_json (record, NULL);
      g_assert_nonnull (strstr (text, "\"version\": 1"));
      g_assert_null (strstr (text, "\"dice\""));
      loaded = qb_record_new_from_json (text, -1, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (qb_record_replay (loaded, qb_record_get_n_actions (loaded), &replayed, NULL));
      g_assert_cmpmem (&replayed, sizeof replayed, &s, sizeof s);
    }
}

/* Resuming a record of the seed alone: the past is replayed with the
 * seed (and now listed), the rest is rolled afresh. */
static void
test_resume_seed_record (void)
{
  g_autofree char *path1 = qbm_data_path ("good", "short-game.q1759");
  g_autoptr(GFile) file = g_file_new_for_path (path1);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = qb_record_load_from_file (file, &error);
  g_autoptr(QbGame) game = NULL;
  guint n_dice = 0;

  g_assert_no_error (error);
  qb_record_get_dice (record, &n_dice);
  g_assert_cmpuint (n_dice, ==, 0);
  game = qb_game_new_from_record (record, &error);
  g_assert_no_error (error);
  qbm_play (game, 3, G_MAXUINT);
  qb_record_get_dice (record, &n_dice);
  g_assert_cmpuint (n_dice, ==, qb_game_get_state (game)->rolls);
  g_assert_cmpuint (n_dice, >, 0);
}

/* Forced dice: a scenario's list is taken first (here the tides of the
 * first move, 23.0), then the game rolls afresh. */
static void
test_forced_scenario (void)
{
  static const guint8 forced[] = { 1, 4, 4 };
  g_autofree char *path2 = qbm_data_path ("good", "quebec-at-move-10.q1759-setup");
  g_autoptr(GFile) file = g_file_new_for_path (path2);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) loaded = qb_scenario_load_from_file (file, &error);
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(QbScenario) again = NULL;
  g_autoptr(QbGame) game = NULL;
  g_autofree char *text = NULL;
  QbOptions options;
  const guint8 *dice;
  guint n_dice = 0;

  g_assert_no_error (error);
  qb_scenario_get_options (loaded, &options);
  options.tides = 1;
  scenario = qb_scenario_new (QB_SCENARIO_POSITION, &options);
  for (guint b = 0; b < QB_NUM_BLOCKS; b++)
    {
      guint loc, cv;

      qb_scenario_get_block (loaded, b, &loc, &cv);
      qb_scenario_set_block (scenario, b, loc, cv);
    }
  qb_scenario_set_dice (scenario, forced, G_N_ELEMENTS (forced));
  text = qb_scenario_to_json (scenario, NULL);
  g_assert_nonnull (strstr (text, "\"version\": 2"));
  g_assert_nonnull (strstr (text, "\"dice\": [1, 4, 4]"));
  again = qb_scenario_new_from_json (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (scenario, again));

  game = qb_game_new_from_scenario (again, 7, &error);
  g_assert_no_error (error);
  g_assert_cmpint (qb_game_get_state (game)->tides_roll, ==, 1);
  g_assert_true (qb_game_get_state (game)->tides_blocked);
  dice = qb_record_get_dice (qb_game_get_record (game), &n_dice);
  g_assert_cmpuint (n_dice, ==, 3);
  g_assert_cmpmem (dice, 3, forced, 3);
  /* The embedded start has no list of its own. */
  g_free (g_steal_pointer (&text));
  text = qb_record_to_json (qb_game_get_record (game), NULL);
  g_assert_nonnull (strstr (text, "\"dice\": [1, 4, 4]"));
  g_assert_null (strstr (strstr (text, "\"scenario\": {"), "\"dice\""));
  {
    g_autoptr(QbRecord) record = qb_record_new_from_json (text, -1, NULL, &error);
    QbState state;

    g_assert_no_error (error);
    g_assert_true (qb_record_replay (record, 0, &state, NULL));
    g_assert_cmpmem (&state, sizeof state, qb_game_get_state (game), sizeof (QbState));
  }
  qbm_play (game, 7, G_MAXUINT);
  dice = qb_record_get_dice (qb_game_get_record (game), &n_dice);
  g_assert_cmpuint (n_dice, ==, qb_game_get_state (game)->rolls);
  g_assert_cmpmem (dice, 3, forced, 3);
}

/* Forced dice on a record with a seed: the list, then the seed, as
 * `quebec1759-cli selfplay --dice` plays them. */
static void
test_forced_record (void)
{
  static const guint8 forced[] = { 6, 2 };
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QbOptions options;
  QbDice dice = { 0 };
  QbState s, replayed;
  QbAction legal[QB_MAX_ACTIONS];
  QbRng chooser;

  qb_options_default (&options);
  options.tides = 1;
  qb_init (&s, &options, 9, NULL);
  record = qb_record_new (&options, 9);
  qb_record_set_dice (record, forced, G_N_ELEMENTS (forced));
  qb_rng_seed (&chooser, 9, 31);
  while (!qb_is_over (&s))
    {
      size_t n = qb_legal_actions (&s, legal, QB_MAX_ACTIONS);
      QbAction a = legal[qb_rng_below (&chooser, (uint32_t) n)];
      guint rolls = s.rolls;

      memset (&dice, 0, sizeof dice);
      if (rolls < G_N_ELEMENTS (forced))
        {
          dice.forced = forced + rolls;
          dice.n_forced = G_N_ELEMENTS (forced) - rolls;
        }
      g_assert_true (qb_apply_with_dice (&s, a, &dice, NULL));
      g_assert_cmpuint (dice.bad, ==, 0);
      qb_record_append_action (record, a);
      if (rolls == 0 && s.rolls > 0)
        g_assert_cmpint (s.tides_roll, ==, 6);
    }
  text = qb_record_to_json (record, NULL);
  loaded = qb_record_new_from_json (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (qb_record_replay (loaded, qb_record_get_n_actions (loaded), &replayed, NULL));
  g_assert_cmpmem (&replayed, sizeof replayed, &s, sizeof s);
}

/* Issue 11.13: hiding is kept with the game; old files hide. */
static void
test_hide_information (void)
{
  QbOptions options;
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbRecord) loaded = NULL;
  g_autoptr(QbRecord) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path3 = qbm_data_path ("good", "short-game.q1759");
  g_autoptr(GFile) file = g_file_new_for_path (path3);

  qb_options_default (&options);
  record = qb_record_new (&options, 3);
  g_assert_true (qb_record_get_hide_information (record));
  qb_record_set_hide_information (record, FALSE);
  text = qb_record_to_json (record, NULL);
  g_assert_nonnull (strstr (text, "\"hide-information\": false"));
  loaded = qb_record_new_from_json (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (qb_record_get_hide_information (loaded));

  old = qb_record_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (qb_record_get_hide_information (old));
}

/* Issue 11.13: a finished game is not an unfinished game to resume. */
static void
test_finished_not_offered (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.q1759", NULL);
  g_autoptr(QbAutosave) autosave = qb_autosave_new (path);
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, 8, 100);

  g_assert_false (qb_autosave_has_unfinished_game (autosave));
  g_assert_true (qb_autosave_save (autosave, qb_game_get_record (game), NULL));
  g_assert_false (qb_record_is_finished (qb_game_get_record (game)));
  g_assert_true (qb_autosave_has_unfinished_game (autosave));
  qbm_play (game, 8, G_MAXUINT);
  g_assert_true (qb_game_is_over (game));
  g_assert_true (qb_record_is_finished (qb_game_get_record (game)));
  g_assert_true (qb_autosave_save (autosave, qb_game_get_record (game), NULL));
  g_assert_true (qb_autosave_has_autosave (autosave));
  g_assert_false (qb_autosave_has_unfinished_game (autosave));
  qbm_remove_tmp_dir (dir);
}

/* Issue 10: the French blocks a scenario leaves out are out of play, not
 * eliminated, and the British view does not say which they are. */
static void
test_out_of_play_hidden (void)
{
  g_autofree char *path4 = qbm_data_path ("good", "quebec-at-move-10.q1759-setup");
  g_autoptr(GFile) file = g_file_new_for_path (path4);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = qb_scenario_load_from_file (file, &error);
  g_autoptr(QbGame) game = NULL;
  QbView view;
  guint out = 0;

  g_assert_no_error (error);
  game = qb_game_new_from_scenario (scenario, 3, &error);
  g_assert_no_error (error);
  qb_game_view (game, QB_BRITISH, &view);
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    if (qb_game_get_state (game)->blocks[b].loc == QB_LOC_OUT)
      {
        g_assert_cmpint (view.blocks[b].loc, ==, QB_UNKNOWN);
        g_assert_cmpint (view.blocks[b].type, ==, QB_UNKNOWN);
        out++;
      }
  g_assert_cmpuint (out, >, 0);
  g_assert_cmpuint (view.count[QB_FRENCH][QB_LOC_ELIMINATED], ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/dice/future-not-in-file", test_future_not_in_file);
  g_test_add_func ("/model/dice/recorded-replay", test_recorded_dice_replay);
  g_test_add_func ("/model/dice/seed-records-unchanged", test_seed_records_unchanged);
  g_test_add_func ("/model/dice/resume-seed-record", test_resume_seed_record);
  g_test_add_func ("/model/dice/forced-scenario", test_forced_scenario);
  g_test_add_func ("/model/dice/forced-record", test_forced_record);
  g_test_add_func ("/model/record/hide-information", test_hide_information);
  g_test_add_func ("/model/scenario/out-of-play-hidden", test_out_of_play_hidden);
  g_test_add_func ("/model/autosave/finished-not-offered", test_finished_not_offered);
  return g_test_run ();
}
