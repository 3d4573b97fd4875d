/* test-computer-player.c: QbComputerPlayer (the computer thinking in a
 * worker thread) and the seats of QbPlaySession: the worker's choice is
 * qb_ai_choose()'s, it sees only its side's view, a cancelled or stale
 * thought applies nothing and leaves no worker running, the record keeps
 * who played, and a session against the computer shows no curtain. */
#include <glib.h>
#include <string.h>

#include "qb-ai.h"
#include "qb-computer-player.h"
#include "qb-model-test.h"
#include "qb-play-session.h"

/* Reproducible: the iterations end every decision, never the clock. */
#define ITERATIONS 24
#define TIME_MS 600000

typedef struct
{
  gboolean done;
  gboolean ok;
  QbAction action;
  double chance;
  GError *error;
  guint progress_notes;
} Result;

static void
think_cb (GObject      *source,
          GAsyncResult *res,
          gpointer      data)
{
  Result *r = data;

  r->ok = qb_computer_player_think_finish (QB_COMPUTER_PLAYER (source), res, &r->action,
                                           &r->chance, &r->error);
  r->done = TRUE;
}

static void
progress_cb (GObject    *object,
             GParamSpec *pspec,
             Result     *r)
{
  r->progress_notes++;
}

static void
wait_for (Result *r)
{
  while (!r->done)
    g_main_context_iteration (NULL, TRUE);
  /* The worker has returned before its result could come. */
  g_assert_cmpuint (qb_computer_player_get_n_working (), ==, 0);
}

static QbAction
think (QbComputerPlayer *computer,
       QbGame           *game)
{
  Result r = { 0 };

  qb_computer_player_think_async (computer, game, NULL, think_cb, &r);
  g_assert_true (qb_computer_player_get_thinking (computer));
  wait_for (&r);
  g_assert_no_error (r.error);
  g_assert_true (r.ok);
  g_assert_false (qb_computer_player_get_thinking (computer));
  return r.action;
}

static gboolean
same_action (QbAction a,
             QbAction b)
{
  return a.type == b.type && a.a == b.a && a.b == b.b && a.c == b.c;
}

/* At positions of random games, for both sides and three kinds: the
 * worker's action is legal and the one qb_ai_choose() gives for the same
 * seed and budget. */
static void
test_same_as_ai (void)
{
  static const int kinds[] = { QB_AI_GREEDY, QB_AI_EASY, QB_AI_MEDIUM };
  QbAiBudget budget = { ITERATIONS, TIME_MS, NULL, NULL };
  guint compared = 0;

  for (guint g = 0; g < 6; g++)
    {
      g_autoptr(QbGame) game = qbm_random_game (g % 2, g % 3 == 0, 7100 + g, 20 + 37 * g);
      int side = qb_game_get_decider (game);
      guint64 seed = 991 + g;
      int kind = kinds[g % G_N_ELEMENTS (kinds)];
      g_autoptr(QbComputerPlayer) computer = NULL;
      QbAiPlayer *player;
      QbAction mine, reference;
      const char *reason = NULL;

      if (qb_game_is_over (game))
        continue;
      computer = qb_computer_player_new (side, kind, seed);
      qb_computer_player_set_budget (computer, ITERATIONS, TIME_MS);
      mine = think (computer, game);
      g_assert_true (qb_game_is_legal (game, mine, &reason));

      player = qb_ai_new ((QbAiKind) kind, seed);
      reference = qb_ai_choose (player, qb_game_get_state (game), side, &budget, NULL);
      qb_ai_free (player);
      g_assert_true (same_action (mine, reference));
      compared++;
    }
  g_assert_cmpuint (compared, >=, 4);
}

/* The computer reads only its side's view: a game whose hidden facts are
 * another sample of that view gets the same decision for the same seed. */
static void
test_own_view_only (void)
{
  guint compared = 0, differ = 0;

  for (guint g = 0; g < 8 && compared < 4; g++)
    {
      g_autoptr(QbGame) game = qbm_random_game (g % 2, FALSE, 8200 + g, 30 + 41 * g);
      g_autoptr(QbScenario) scenario = NULL;
      g_autoptr(QbGame) other = NULL;
      g_autoptr(QbComputerPlayer) a = NULL;
      g_autoptr(QbComputerPlayer) b = NULL;
      g_autoptr(GError) error = NULL;
      QbState sample;
      QbView va, vb;
      int side;

      if (qb_game_is_over (game))
        continue;
      side = qb_game_get_decider (game);
      if (side != QB_BRITISH && side != QB_FRENCH)
        continue;
      g_assert_true (qb_state_sample_hidden (qb_game_get_state (game), side, 55 + g, &sample));
      scenario = qb_scenario_new_from_full_state (&sample);
      other = qb_game_new_from_scenario (scenario, 1, &error);
      g_assert_no_error (error);
      qb_game_view (game, side, &va);
      qb_game_view (other, side, &vb);
      if (memcmp (&va, &vb, sizeof va) != 0)
        continue;
      /* The other side's facts differ somewhere, or the test says nothing. */
      if (memcmp (qb_game_get_state (game)->blocks, qb_game_get_state (other)->blocks,
                  sizeof qb_game_get_state (game)->blocks) != 0)
        differ++;
      a = qb_computer_player_new (side, QB_AI_EASY, 4242);
      b = qb_computer_player_new (side, QB_AI_EASY, 4242);
      qb_computer_player_set_budget (a, ITERATIONS, TIME_MS);
      qb_computer_player_set_budget (b, ITERATIONS, TIME_MS);
      g_assert_true (same_action (think (a, game), think (b, other)));
      compared++;
    }
  g_assert_cmpuint (compared, >=, 2);
  g_assert_cmpuint (differ, >=, 1);
}

/* A thought cancelled (undo, another game, a closed window) ends the
 * worker within a few iterations, reports cancellation and gives nothing;
 * the main loop ran while it thought (its progress came). */
static void
test_cancel (void)
{
  g_autoptr(QbGame) game = qbm_random_game (0, FALSE, 9300, 12);
  g_autoptr(QbComputerPlayer) computer = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  guint n_before = qb_record_get_n_actions (qb_game_get_record (game));
  Result r = { 0 };
  gint64 start;

  g_assert_false (qb_game_is_over (game));
  computer = qb_computer_player_new (qb_game_get_decider (game), QB_AI_HARD, 1);
  /* Far more than it can do before the cancellation. */
  qb_computer_player_set_budget (computer, 2000000, TIME_MS);
  g_signal_connect (computer, "notify::progress", G_CALLBACK (progress_cb), &r);
  qb_computer_player_think_async (computer, game, cancellable, think_cb, &r);
  start = g_get_monotonic_time ();
  while (r.progress_notes < 2 && !r.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (r.done);
  g_assert_cmpfloat (qb_computer_player_get_progress (computer), >, 0.0);
  g_cancellable_cancel (cancellable);
  wait_for (&r);
  g_assert_error (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (r.ok);
  g_clear_error (&r.error);
  /* Within seconds, not the minutes the budget would take. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n_before);
  g_assert_false (qb_computer_player_get_thinking (computer));
}

/* A result for a position the game has left is dropped. */
static void
test_stale (void)
{
  g_autoptr(QbGame) game = qbm_random_game (1, FALSE, 9400, 25);
  g_autoptr(QbComputerPlayer) computer = NULL;
  g_autoptr(GArray) legal = NULL;
  g_autoptr(GError) error = NULL;
  Result r = { 0 };

  g_assert_false (qb_game_is_over (game));
  computer = qb_computer_player_new (qb_game_get_decider (game), QB_AI_GREEDY, 3);
  qb_computer_player_think_async (computer, game, NULL, think_cb, &r);
  /* The game moves on before the result is taken. */
  legal = qb_game_list_legal_actions (game);
  g_assert_true (qb_game_apply (game, g_array_index (legal, QbAction, 0), &error));
  g_assert_no_error (error);
  wait_for (&r);
  g_assert_error (r.error, QB_COMPUTER_PLAYER_ERROR, QB_COMPUTER_PLAYER_ERROR_STALE);
  g_assert_false (r.ok);
  g_clear_error (&r.error);
}

/* Who played each side, the computer's seed and a resignation go through
 * the file; a file without them is two people's game. */
static void
test_record_seats (void)
{
  g_autoptr(QbGame) game = qbm_random_game (0, FALSE, 9500, 10);
  QbRecord *record = qb_game_get_record (game);
  g_autoptr(QbRecord) copy = NULL;
  g_autoptr(QbRecord) plain = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *plain_json = NULL;
  const QbSeatChange *changes;
  guint n = 0;

  plain_json = qb_record_to_json (record, NULL);
  g_assert_null (strstr (plain_json, "\"seats\""));
  plain = qb_record_new_from_json (plain_json, -1, "plain", &error);
  g_assert_no_error (error);
  g_assert_cmpint (qb_record_get_seat (plain, QB_BRITISH, 5), ==, QB_PLAYER_PERSON);
  g_assert_false (qb_record_has_computer (plain));

  qb_record_set_computer_seed (record, G_GUINT64_CONSTANT (0xfedcba9876543210));
  qb_record_truncate (record, 4);
  qb_record_set_seat (record, QB_FRENCH, QB_AI_HARD);
  qb_record_set_seat (record, QB_FRENCH, QB_AI_MEDIUM);   /* replaces the one at 4 */
  qbm_play (game, 12, 3);
  qb_record_set_seat (record, QB_BRITISH, QB_AI_EASY);
  qb_record_set_resigned (record, QB_FRENCH);
  json = qb_record_to_json (record, NULL);
  copy = qb_record_new_from_json (json, -1, "copy", &error);
  g_assert_no_error (error);

  changes = qb_record_get_seat_changes (copy, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (changes[0].index, ==, 4);
  g_assert_cmpint (changes[0].side, ==, QB_FRENCH);
  g_assert_cmpint (changes[0].player, ==, QB_AI_MEDIUM);
  g_assert_cmpuint (changes[1].index, ==, 7);
  g_assert_cmpint (qb_record_get_seat (copy, QB_FRENCH, 3), ==, QB_PLAYER_PERSON);
  g_assert_cmpint (qb_record_get_seat (copy, QB_FRENCH, 4), ==, QB_AI_MEDIUM);
  g_assert_cmpint (qb_record_get_seat (copy, QB_BRITISH, 6), ==, QB_PLAYER_PERSON);
  g_assert_cmpint (qb_record_get_seat (copy, QB_BRITISH, 7), ==, QB_AI_EASY);
  g_assert_cmpuint (qb_record_get_computer_seed (copy), ==, G_GUINT64_CONSTANT (0xfedcba9876543210));
  g_assert_cmpint (qb_record_get_resigned (copy), ==, QB_FRENCH);

  /* Undo past a change takes it back. */
  qb_record_truncate (copy, 5);
  g_assert_cmpint (qb_record_get_seat (copy, QB_BRITISH, 7), ==, QB_PLAYER_PERSON);
  g_assert_cmpint (qb_record_get_resigned (copy), ==, -1);
}

/* An unknown player in a file is refused with its path. */
static void
test_record_bad_seat (void)
{
  g_autoptr(QbGame) game = qbm_random_game (0, FALSE, 9600, 3);
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  g_autoptr(GString) bad = NULL;
  g_autoptr(QbRecord) none = NULL;

  qb_record_set_seat (qb_game_get_record (game), QB_BRITISH, QB_AI_HARD);
  json = qb_record_to_json (qb_game_get_record (game), NULL);
  bad = g_string_new (json);
  g_assert_cmpuint (g_string_replace (bad, "\"ai:hard\"", "\"ai:godlike\"", 1), ==, 1);
  none = qb_record_new_from_json (bad->str, -1, "bad", &error);
  g_assert_null (none);
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "$.seats[0].player"));
}

static void
session_changed_cb (QbPlaySession *session,
                    guint         *bad)
{
  /* Never a curtain, never the computer's eyes, never its choices. */
  if (qb_play_session_get_curtain_side (session) != -1
      || (qb_play_session_get_viewer (session) != QB_BRITISH
          && !qb_game_is_over (qb_play_session_get_game (session)))
      || (qb_play_session_is_computer_turn (session)
          && qb_play_session_get_actions (session)->len > 0))
    (*bad)++;
}

/* A person (British) against the computer (French, greedy) through the
 * session, to the end of the game: the person's choices come from the
 * session's actions, the computer's are made in the background. */
static void
test_session_game (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  QbRng chooser;
  guint bad = 0, person_moves = 0, computer_turns = 0;

  qb_options_default (&options);
  game = qb_game_new (&options, 31);
  qb_game_set_dice_seed (game, 31);
  qb_record_set_seat (qb_game_get_record (game), QB_FRENCH, QB_AI_GREEDY);
  g_signal_connect (session, "changed", G_CALLBACK (session_changed_cb), &bad);
  qb_play_session_set_game (session, game, TRUE);
  g_assert_cmpint (qb_play_session_get_person_side (session), ==, QB_BRITISH);
  g_assert_cmpint (qb_play_session_get_seat (session, QB_FRENCH), ==, QB_AI_GREEDY);
  g_assert_cmpuint (qb_record_get_computer_seed (qb_game_get_record (game)), !=, 0);
  qb_rng_seed (&chooser, 31, 7);

  while (!qb_game_is_over (game))
    {
      GArray *actions = qb_play_session_get_actions (session);

      if (qb_play_session_is_computer_turn (session))
        {
          computer_turns++;
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (qb_play_session_apply (session, g_array_index (actions, QbAction,
                                                                    qb_rng_below (&chooser, actions->len)),
                                            NULL));
      person_moves++;
      g_assert_cmpuint (person_moves, <, 20000);
    }
  g_assert_cmpuint (bad, ==, 0);
  g_assert_cmpuint (person_moves, >, 0);
  g_assert_cmpuint (computer_turns, >, 0);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_NO_SIDE);
  g_assert_cmpuint (qb_computer_player_get_n_working (), ==, 0);
}

/* Undo and another game cancel the computer's thought: nothing is applied
 * for the old position and no worker is left. */
static void
test_session_cancel (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbGame) next = NULL;
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  guint n;

  qb_options_default (&options);
  game = qb_game_new (&options, 41);
  qb_game_set_dice_seed (game, 41);
  /* The French deploy first: the computer starts at once. */
  qb_record_set_seat (qb_game_get_record (game), QB_FRENCH, QB_AI_HARD);
  qb_play_session_set_computer_budget (session, 5000000, TIME_MS);
  qb_play_session_set_game (session, game, TRUE);
  g_assert_true (qb_play_session_is_computer_turn (session));
  while (qb_play_session_get_thinking_side (session) < 0)
    g_main_context_iteration (NULL, TRUE);
  while (qb_play_session_get_thinking_progress (session) <= 0.0)
    g_main_context_iteration (NULL, TRUE);
  n = qb_record_get_n_actions (qb_game_get_record (game));

  next = qb_game_new (&options, 42);
  qb_play_session_set_game (session, next, TRUE);
  g_assert_cmpint (qb_play_session_get_thinking_side (session), ==, -1);
  for (guint i = 0; i < 3000 && qb_computer_player_get_n_working () > 0; i++)
    g_usleep (10000);
  g_assert_cmpuint (qb_computer_player_get_n_working (), ==, 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n);
  g_assert_false (qb_play_session_is_computer_turn (session));
}

/* The hint is the action a Medium computer would choose in the person's
 * seat, one of the person's actions, with a chance between 0 and 1. */
static void
test_session_hint (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  QbAction hint;
  double chance = -1.0;
  gboolean found = FALSE;
  GArray *actions;

  qb_options_default (&options);
  game = qb_game_new (&options, 51);
  qb_game_set_dice_seed (game, 51);
  /* The person plays the French, who deploy first. */
  qb_record_set_seat (qb_game_get_record (game), QB_BRITISH, QB_AI_GREEDY);
  qb_play_session_set_computer_budget (session, ITERATIONS, TIME_MS);
  qb_play_session_set_game (session, game, TRUE);
  g_assert_true (qb_play_session_can_hint (session));
  qb_play_session_request_hint (session, QB_AI_MEDIUM);
  g_assert_true (qb_play_session_get_hint_thinking (session));
  while (qb_play_session_get_hint_thinking (session))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (qb_play_session_get_hint (session, &hint, &chance));
  g_assert_cmpfloat (chance, >=, 0.0);
  g_assert_cmpfloat (chance, <=, 1.0);
  actions = qb_play_session_get_actions (session);
  for (guint i = 0; i < actions->len; i++)
    found |= same_action (g_array_index (actions, QbAction, i), hint);
  g_assert_true (found);

  /* A step of the person's makes the hint old. */
  g_assert_true (qb_play_session_apply (session, hint, NULL));
  g_assert_false (qb_play_session_get_hint (session, NULL, NULL));
}

/* The person resigns: the game is over where it stopped, the computer
 * wins and stops thinking, nothing more may be played, and a file keeps
 * it. */
static void
test_session_resign (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbGame) loaded = NULL;
  g_autoptr(QbRecord) copy = NULL;
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) legal = NULL;
  g_autofree char *json = NULL;
  QbAction stand = { QB_ACT_STAND, 0, 0, 0 };
  QbView view;

  qb_options_default (&options);
  game = qb_game_new (&options, 61);
  qb_game_set_dice_seed (game, 61);
  /* The French computer deploys first, with a budget it will not finish. */
  qb_record_set_seat (qb_game_get_record (game), QB_FRENCH, QB_AI_HARD);
  qb_play_session_set_computer_budget (session, 50000000, TIME_MS);
  qb_play_session_set_game (session, game, TRUE);
  g_assert_cmpint (qb_play_session_get_resigning_side (session), ==, QB_BRITISH);
  while (qb_play_session_get_thinking_side (session) < 0)
    g_main_context_iteration (NULL, TRUE);

  g_assert_true (qb_play_session_resign (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (qb_play_session_get_thinking_side (session), ==, -1);
  g_assert_true (qb_game_is_over (game));
  g_assert_cmpint (qb_game_get_winner (game), ==, QB_FRENCH);
  qb_game_view (game, QB_BRITISH, &view);
  g_assert_cmpint (view.phase, ==, QB_PHASE_GAME_OVER);
  g_assert_cmpint (view.winner, ==, QB_FRENCH);
  legal = qb_game_list_legal_actions (game);
  g_assert_cmpuint (legal->len, ==, 0);
  g_assert_false (qb_game_apply (game, stand, &error));
  g_assert_error (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (qb_game_resign (game, QB_FRENCH, &error));
  g_clear_error (&error);
  g_assert_cmpint (qb_play_session_get_resigning_side (session), ==, -1);
  g_assert_false (qb_play_session_get_can_undo (session));

  json = qb_record_to_json (qb_game_get_record (game), NULL);
  copy = qb_record_new_from_json (json, -1, "resigned", &error);
  g_assert_no_error (error);
  loaded = qb_game_new_from_record (copy, &error);
  g_assert_no_error (error);
  g_assert_true (qb_game_is_over (loaded));
  g_assert_cmpint (qb_game_get_winner (loaded), ==, QB_FRENCH);
  for (guint i = 0; i < 3000 && qb_computer_player_get_n_working () > 0; i++)
    g_usleep (10000);
  g_assert_cmpuint (qb_computer_player_get_n_working (), ==, 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/computer-player/same-as-ai", test_same_as_ai);
  g_test_add_func ("/model/computer-player/own-view-only", test_own_view_only);
  g_test_add_func ("/model/computer-player/cancel", test_cancel);
  g_test_add_func ("/model/computer-player/stale", test_stale);
  g_test_add_func ("/model/computer-player/record-seats", test_record_seats);
  g_test_add_func ("/model/computer-player/record-bad-seat", test_record_bad_seat);
  g_test_add_func ("/model/computer-player/session-game", test_session_game);
  g_test_add_func ("/model/computer-player/session-cancel", test_session_cancel);
  g_test_add_func ("/model/computer-player/session-hint", test_session_hint);
  g_test_add_func ("/model/computer-player/session-resign", test_session_resign);
  return g_test_run ();
}
