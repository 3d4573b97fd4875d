/* test-play-session-computer.c: QbPlaySession against the computer: undo
 * takes the computer's answers back with the person's step (and drops its
 * thought) without the computer answering again at once, redo gives both
 * back, and the person may stop the computer and let it play again. */
#include <glib.h>

#include "qb-ai.h"
#include "qb-computer-player.h"
#include "qb-model-test.h"
#include "qb-play-session.h"

/* Reproducible: the iterations end every decision, never the clock. */
#define ITERATIONS 16
#define TIME_MS 600000

/* The main loop runs for a while: long enough for a computer that was
 * going to play to have started and, at ITERATIONS, finished. */
static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

/* A cancelled worker stops at its next look at the cancellable (late on
 * a machine that is busy with other work). */
static void
wait_for_workers_at (int line)
{
  g_test_message ("waiting for the workers at line %d", line);
  for (guint i = 0; i < 3000 && qb_computer_player_get_n_working () > 0; i++)
    g_usleep (10000);
  g_assert_cmpuint (qb_computer_player_get_n_working (), ==, 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}
#define wait_for_workers() wait_for_workers_at (__LINE__)

static void
wait_for_person (QbPlaySession *session,
                 QbGame        *game)
{
  while (!qb_game_is_over (game) && qb_play_session_is_computer_turn (session))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
same_actions (const QbAction *a,
              const QbAction *b,
              guint           n)
{
  for (guint i = 0; i < n; i++)
    if (a[i].type != b[i].type || a[i].a != b[i].a || a[i].b != b[i].b || a[i].c != b[i].c)
      return FALSE;
  return TRUE;
}

/* A British person against a French computer (Easy): wherever the person
 * decides after the computer answered, one undo goes back to before the
 * person's own last step, the computer does not play again by itself, and
 * redo brings back the very same steps. */
static void
test_undo_takes_answers_back (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  QbRng chooser;
  guint checked = 0, person_steps = 0;

  qb_options_default (&options);
  game = qb_game_new (&options, 71);
  qb_game_set_dice_seed (game, 71);
  qb_record_set_computer_seed (qb_game_get_record (game), 71);
  qb_record_set_seat (qb_game_get_record (game), QB_FRENCH, QB_AI_EASY);
  qb_play_session_set_computer_budget (session, ITERATIONS, TIME_MS);
  qb_play_session_set_computer_delay (session, 0);
  qb_play_session_set_game (session, game, TRUE);
  qb_rng_seed (&chooser, 71, 3);

  while (!qb_game_is_over (game) && checked < 6 && person_steps < 3000)
    {
      QbRecord *record = qb_game_get_record (game);
      GArray *actions;

      wait_for_person (session, game);
      if (qb_game_is_over (game))
        break;
      /* The computer answered the person's last step, and undo reaches
       * that step: the case of this test. */
      if (qb_play_session_get_can_undo (session)
          && qb_game_get_undo_decider (game, 0) == QB_FRENCH)
        {
          guint n = qb_record_get_n_actions (record), back = 0;
          g_autofree QbAction *before = g_memdup2 (qb_record_get_actions (record, NULL),
                                                    n * sizeof (QbAction));
          g_autoptr(GError) error = NULL;

          while (qb_game_get_undo_decider (game, back) == QB_FRENCH)
            back++;
          g_assert_cmpint (qb_game_get_undo_decider (game, back), ==, QB_BRITISH);
          g_assert_true (qb_play_session_undo (session, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (qb_record_get_n_actions (record), ==, n - back - 1);
          g_assert_cmpuint (qb_play_session_get_undone_steps (session), ==, back + 1);
          g_assert_cmpint (qb_game_get_decider (game), ==, QB_BRITISH);
          g_assert_false (qb_play_session_is_computer_turn (session));
          g_assert_cmpuint (qb_play_session_get_actions (session)->len, >, 0);
          g_assert_true (qb_play_session_get_can_redo (session));
          /* No loop: the person decides, the computer waits. */
          spin (60);
          g_assert_cmpuint (qb_record_get_n_actions (record), ==, n - back - 1);
          g_assert_cmpint (qb_play_session_get_thinking_side (session), ==, -1);

          g_assert_true (qb_play_session_redo (session, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (qb_record_get_n_actions (record), ==, n);
          g_assert_true (same_actions (qb_record_get_actions (record, NULL), before, n));
          g_assert_false (qb_play_session_is_computer_turn (session));
          g_assert_false (qb_play_session_get_can_redo (session));
          checked++;
        }
      actions = qb_play_session_get_actions (session);
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (qb_play_session_apply (session, g_array_index (actions, QbAction,
                                                                    qb_rng_below (&chooser,
                                                                                  actions->len)),
                                            NULL));
      person_steps++;
    }
  g_assert_cmpuint (checked, >=, 3);
  qb_play_session_set_game (session, NULL, TRUE);
  wait_for_workers ();
}

/* Undo while the computer thinks about its answer: the thought is dropped
 * (no worker left, nothing played) and the person's step is taken back. */
static void
test_undo_cancels_thought (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  g_autoptr(GError) error = NULL;
  GArray *actions;
  QbRng chooser;
  guint n;

  qb_options_default (&options);
  game = qb_game_new (&options, 72);
  qb_game_set_dice_seed (game, 72);
  qb_record_set_computer_seed (qb_game_get_record (game), 72);
  /* The French deploy first; the person plays them. */
  qb_record_set_seat (qb_game_get_record (game), QB_BRITISH, QB_AI_HARD);
  qb_play_session_set_computer_delay (session, 0);
  qb_play_session_set_game (session, game, TRUE);
  g_assert_cmpint (qb_play_session_get_person_side (session), ==, QB_FRENCH);
  g_assert_false (qb_play_session_get_can_undo (session));

  /* The person plays until the decision is the computer's, right after a
   * step of the person's that undo can take back (not one that rolled
   * dice or revealed something). */
  qb_play_session_set_computer_budget (session, ITERATIONS, TIME_MS);
  qb_rng_seed (&chooser, 72, 5);
  n = 0;
  for (;;)
    {
      g_assert_false (qb_game_is_over (game));
      if (qb_play_session_is_computer_turn (session))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      actions = qb_play_session_get_actions (session);
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (qb_play_session_apply (session, g_array_index (actions, QbAction,
                                                                    qb_rng_below (&chooser,
                                                                                  actions->len)),
                                            NULL));
      g_assert_cmpuint (++n, <, 3000);
      /* Checked right after the step, before the main loop runs again:
       * the computer's thought has not started, and starts with the
       * budget set below. */
      if (qb_play_session_is_computer_turn (session) && qb_play_session_get_can_undo (session))
        break;
    }
  /* A budget it will not finish before the undo. */
  qb_play_session_set_computer_budget (session, 50000000, TIME_MS);
  while (qb_play_session_get_thinking_side (session) != QB_BRITISH)
    g_main_context_iteration (NULL, TRUE);
  n = qb_record_get_n_actions (qb_game_get_record (game));
  g_assert_true (qb_play_session_get_can_undo (session));
  g_assert_true (qb_play_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (qb_play_session_get_thinking_side (session), ==, -1);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n - 1);
  g_assert_false (qb_play_session_is_computer_turn (session));
  wait_for_workers ();
  spin (40);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n - 1);
}

/* Two people: undo stays the decider's own and stops at the other's
 * decision, as before. */
static void
test_hot_seat_unchanged (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  int first;
  guint n = 0;

  qb_options_default (&options);
  game = qb_game_new (&options, 73);
  qb_play_session_set_game (session, game, FALSE);
  first = qb_game_get_decider (game);
  while (qb_game_get_decider (game) == first)
    {
      GArray *actions = qb_game_list_legal_actions (game);

      g_assert_true (qb_game_apply (game, g_array_index (actions, QbAction, 0), NULL));
      g_array_unref (actions);
      g_assert_cmpuint (++n, <, 200);
    }
  g_assert_false (qb_game_can_undo (game));
  g_assert_cmpint (qb_game_get_undo_decider (game, 0), ==, QB_NO_SIDE);
  g_assert_false (qb_play_session_get_can_undo (session));
}

/* Stop: the thought is dropped and no other starts, even on the
 * computer's turn, until the person lets it play again; then it plays. */
static void
test_pause (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbGame) next = NULL;
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  guint n;

  qb_options_default (&options);
  game = qb_game_new (&options, 74);
  qb_game_set_dice_seed (game, 74);
  qb_record_set_computer_seed (qb_game_get_record (game), 74);
  /* The French computer deploys first. */
  qb_record_set_seat (qb_game_get_record (game), QB_FRENCH, QB_AI_EASY);
  qb_play_session_set_computer_budget (session, 50000000, TIME_MS);
  qb_play_session_set_computer_delay (session, 0);
  qb_play_session_set_game (session, game, TRUE);
  while (qb_play_session_get_thinking_side (session) != QB_FRENCH)
    g_main_context_iteration (NULL, TRUE);
  n = qb_record_get_n_actions (qb_game_get_record (game));

  g_assert_false (qb_play_session_get_computer_paused (session));
  qb_play_session_set_computer_paused (session, TRUE);
  g_assert_true (qb_play_session_get_computer_paused (session));
  g_assert_cmpint (qb_play_session_get_thinking_side (session), ==, -1);
  g_assert_true (qb_play_session_is_computer_turn (session));
  wait_for_workers ();
  spin (60);
  g_assert_cmpint (qb_play_session_get_thinking_side (session), ==, -1);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n);
  /* Nothing of the computer's is the person's to take meanwhile. */
  g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);

  /* Let it play: it takes up its decision and makes a step. */
  qb_play_session_set_computer_budget (session, ITERATIONS, TIME_MS);
  qb_play_session_set_computer_paused (session, FALSE);
  while (qb_record_get_n_actions (qb_game_get_record (game)) == n)
    g_main_context_iteration (NULL, TRUE);

  /* Stopped again; another game lets the computer play. */
  qb_play_session_set_computer_paused (session, TRUE);
  next = qb_game_new (&options, 75);
  qb_record_set_seat (qb_game_get_record (next), QB_FRENCH, QB_AI_EASY);
  qb_record_set_computer_seed (qb_game_get_record (next), 75);
  qb_play_session_set_game (session, next, TRUE);
  g_assert_false (qb_play_session_get_computer_paused (session));
  while (qb_record_get_n_actions (qb_game_get_record (next)) == 0)
    g_main_context_iteration (NULL, TRUE);
  qb_play_session_set_game (session, NULL, TRUE);
  wait_for_workers ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/play-session-computer/undo-takes-answers-back",
                   test_undo_takes_answers_back);
  g_test_add_func ("/model/play-session-computer/undo-cancels-thought", test_undo_cancels_thought);
  g_test_add_func ("/model/play-session-computer/hot-seat-unchanged", test_hot_seat_unchanged);
  g_test_add_func ("/model/play-session-computer/pause", test_pause);
  return g_test_run ();
}
