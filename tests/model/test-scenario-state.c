/* test-scenario-state.c: a position at any moment as a scenario (format
 * version 3, issue 10): every position of random self-played games is
 * written and read back byte for byte (caches included), and a game
 * continued from the scenario plays as the original went on. */
#include "qb-model-test.h"

static QbScenario *
round_trip (const QbState *state)
{
  g_autoptr(QbScenario) scenario = qb_scenario_new_from_full_state (state);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = qb_scenario_to_json (scenario, NULL);
  QbScenario *back = qb_scenario_new_from_json (text, -1, "state.q1759-setup", &error);

  if (back == NULL)
    g_error ("%s\n(move %d, phase %s)", error->message, state->move, qb_phase_name (state->phase));
  g_assert_true (qb_scenario_equal (scenario, back));
  return back;
}

/* Every position of random games of both editions, with and without
 * the tides, comes back identical. */
static void
test_every_position (void)
{
  /* Every position of 300 games with -m slow (long tests), 80 otherwise. */
  guint64 games = g_test_slow () ? 300 : 80;
  guint positions = 0;
  guint phases = 0;

  for (guint64 seed = 1; seed <= games; seed++)
    {
      QbOptions options;
      QbState state;
      QbRng chooser;

      qb_options_default (&options);
      options.edition = (guint8) (seed % 2);
      options.tides = (guint8) (seed % 3 == 0);
      qb_init (&state, &options, seed, NULL);
      qb_rng_seed (&chooser, seed, 7);
      for (guint step = 0; step < 2000; step++)
        {
          g_autoptr(QbScenario) back = round_trip (&state);
          QbState read;
          QbAction action;

          g_assert_true (qb_scenario_get_state (back, &read));
          g_assert_cmpmem (&read, sizeof read, &state, sizeof state);
          positions++;
          phases |= 1u << state.phase;
          if (qb_is_over (&state))
            break;
          g_assert_cmpuint (qb_random_action (&state, &chooser, &action), >, 0);
          qb_apply_trusted (&state, action, NULL);
        }
    }
  g_test_message ("%u positions", positions);
  g_assert_cmpuint (phases, ==, (1u << QB_NUM_PHASES) - 1);
}

/* A game started from the scenario plays on as the original did: the
 * same legal actions, events and states (the counters of actions and
 * draws start again from 0 there). */
static void
test_continue (void)
{
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      QbOptions options;
      QbState state;
      QbRng chooser;
      guint step = 0;

      qb_options_default (&options);
      options.edition = (guint8) (seed % 2);
      options.tides = (guint8) (seed % 2 == 0);
      qb_init (&state, &options, seed, NULL);
      qb_rng_seed (&chooser, seed, 7);
      while (!qb_is_over (&state))
        {
          QbAction action;

          if (step++ % 23 == 11)
            {
              g_autoptr(QbScenario) back = round_trip (&state);
              g_autoptr(GError) error = NULL;
              QbState original = state, copy;
              QbRng c1 = chooser;

              g_assert_true (qb_scenario_to_state (back, 0, &copy, NULL, &error));
              g_assert_no_error (error);
              for (guint i = 0; i < 60 && !qb_is_over (&original); i++)
                {
                  QbEvent e1[512], e2[512];
                  QbEventSink s1 = { e1, 0, 512, 0, NULL }, s2 = { e2, 0, 512, 0, NULL };
                  QbState shifted;
                  QbAction a;
                  const char *reason = NULL;

                  qb_random_action (&original, &c1, &a);
                  qb_apply_trusted (&original, a, &s1);
                  g_assert_true (qb_apply (&copy, a, &s2, &reason));
                  g_assert_cmpuint (s1.len, ==, s2.len);
                  g_assert_cmpmem (e1, s1.len * sizeof *e1, e2, s2.len * sizeof *e2);
                  shifted = copy;
                  shifted.actions += state.actions;
                  shifted.rolls += state.rolls;
                  g_assert_cmpmem (&shifted, sizeof shifted, &original, sizeof original);
                }
            }
          g_assert_cmpuint (qb_random_action (&state, &chooser, &action), >, 0);
          qb_apply_trusted (&state, action, NULL);
        }
    }
}

/* A record that starts from such a scenario saves as version 3, loads
 * (replaying every action), and reaches the original's end. */
static void
test_record (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, TRUE, 9, 5000);
  QbRecord *original = qb_game_get_record (game);
  guint n = qb_record_get_n_actions (original);
  guint at = n / 2;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QbState middle, end, other;

  g_assert_true (qb_record_replay (original, at, &middle, NULL));
  scenario = qb_scenario_new_from_full_state (&middle);
  {
    /* The original's dice from there on, as forced dice. */
    QbDice dice;

    qb_record_dice_from (original, &middle, &dice);
    record = qb_record_new_for_scenario (scenario, 1);
    qb_record_set_dice (record, dice.forced, (guint) dice.n_forced);
  }
  for (guint i = at; i < n; i++)
    qb_record_append_action (record, qb_record_get_action (original, i));
  text = qb_record_to_json (record, NULL);
  g_assert_nonnull (strstr (text, "\"version\": 3"));
  loaded = qb_record_new_from_json (text, -1, "from-state.q1759", &error);
  g_assert_no_error (error);
  g_assert_true (qb_record_replay (original, n, &end, NULL));
  g_assert_true (qb_record_replay (loaded, n - at, &other, NULL));
  other.actions += middle.actions;
  other.rolls += middle.rolls;
  /* The game in play rolled from GLib's generator, the replay from the
   * record's dice: the generator in the state may differ, nothing else. */
  other.rng = end.rng;
  g_assert_cmpmem (&other, sizeof other, &end, sizeof end);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/scenario-state/every-position", test_every_position);
  g_test_add_func ("/model/scenario-state/continue", test_continue);
  g_test_add_func ("/model/scenario-state/record", test_record);
  return g_test_run ();
}
