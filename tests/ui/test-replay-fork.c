/* test-replay-fork.c: what-if games from the Replay page, under Xvfb.
 *
 * "Continue From Here" on the spectator's view of an unfinished hot-seat
 * game asks for the dice, then the usual question about the unsaved game
 * in progress, and starts the new game on the Play page behind the
 * curtain of the player who decides there; its record branches from the
 * file at that moment. "Open the Original Game" on the fork's replay opens
 * the original at that moment, and does nothing once the original is gone.
 * The end of a finished game offers no continuation.
 */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "qb-fork.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-record.h"
#include "qb-replay-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static char *tmp_home;

static QbWindow *
new_window (void)
{
  QbWindow *window = qb_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static void
wait_for_load (QbWindow *window)
{
  QB_TEST_WAIT (!qb_window_is_loading (window), "the file to load");
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) top = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_widget_get_visible (GTK_WIDGET (top)))
        return ADW_MESSAGE_DIALOG (top);
    }
  return NULL;
}

/* Answers the question whose heading is `heading`. */
static void
answer (const char *heading,
        const char *response)
{
  AdwMessageDialog *dialog;

  QB_TEST_WAIT (find_message_dialog () != NULL, heading);
  dialog = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  qb_test_drain ();
}

/* An unfinished hot-seat game of random legal actions. */
static QbGame *
unfinished_game (guint64 seed,
                 guint   n_actions)
{
  QbOptions options;
  QbGame *game;
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  qb_options_default (&options);
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);
  for (guint i = 0; i < n_actions && !qb_game_is_over (game); i++)
    {
      g_autoptr(GArray) legal = qb_game_list_legal_actions (game);

      g_assert_true (qb_game_apply (game, g_array_index (legal, QbAction,
                                                         g_rand_int_range (rand, 0, (gint32) legal->len)),
                                    NULL));
    }
  g_rand_free (rand);
  g_assert_false (qb_game_is_over (game));
  return game;
}

/* The first position from `from` on where a player decides in private
 * (writing orders, say): the fork must open behind that player's curtain. */
static guint
private_position (QbRecord *record,
                  guint     from)
{
  for (guint at = from; at <= qb_record_get_n_actions (record); at++)
    {
      g_autoptr(QbRecord) copy = qb_record_copy (record);
      g_autoptr(QbGame) game = NULL;

      qb_record_truncate (copy, at);
      game = qb_game_new_from_record (copy, NULL);
      if (qb_game_decision_is_private (game))
        return at;
    }
  g_assert_not_reached ();
}

static void
test_continue_and_open_original (void)
{
  g_autoptr(QbGame) original = unfinished_game (1759, 120);
  g_autoptr(QbGame) playing = unfinished_game (77, 30);
  QbRecord *record = qb_game_get_record (original);
  g_autofree char *path = g_build_filename (tmp_home, "original.q1759", NULL);
  g_autofree char *fork_path = g_build_filename (tmp_home, "what-if.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) fork_file = g_file_new_for_path (fork_path);
  g_autoptr(GError) error = NULL;
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbPlaySession *session = qb_play_view_get_session (qb_window_get_play_view (window));
  QbGame *fork;
  const char *branch = NULL;
  guint index = 0;
  guint at = private_position (record, 60);
  int decider;

  /* An unsaved game in progress, and the original on the Replay page, as
   * a spectator (an unfinished hidden game offers no view of both). */
  qb_window_start_game (window, playing, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_record_save_to_file (record, file, &error));
  g_assert_no_error (error);
  qb_window_open_replay_file (window, file);
  wait_for_load (window);
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_PUBLIC);
  qb_replay_view_set_position (replay, at);

  /* Cancel changes nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.continue", NULL));
  answer ("Continue From Here?", "cancel");
  g_assert_true (qb_window_get_game (window) == playing);

  /* The same dice; then the unsaved game is discarded. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.continue", NULL));
  answer ("Continue From Here?", "same");
  g_assert_true (qb_window_get_game (window) == playing);
  answer ("Keep the Game in Progress?", "discard");
  QB_TEST_WAIT (qb_window_get_game (window) != playing, "the what-if game");
  fork = qb_window_get_game (window);
  qb_test_settle (GTK_WIDGET (window));

  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (fork)), ==, at);
  g_assert_true (qb_record_get_branch (qb_game_get_record (fork), &branch, &index));
  g_assert_cmpstr (branch, ==, path);
  g_assert_cmpuint (index, ==, at);
  g_assert_true (qb_record_get_hide_information (qb_game_get_record (fork)));
  g_assert_false (qb_game_can_undo (fork));
  /* Behind the curtain of the player who decides, nothing else shown. */
  decider = qb_game_get_decider (fork);
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, decider);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_PUBLIC);
  g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);
  {
    /* The same dice as the original's: its list, whole. */
    guint n_fork = 0, n_original = 0;
    const guint8 *fork_dice = qb_record_get_dice (qb_game_get_record (fork), &n_fork);
    const guint8 *original_dice = qb_record_get_dice (record, &n_original);

    g_assert_cmpmem (fork_dice, n_fork, original_dice, n_original);
  }

  /* The fork's replay opens its original at the branch. */
  g_assert_true (qb_record_save_to_file (qb_game_get_record (fork), fork_file, &error));
  g_assert_no_error (error);
  qb_window_open_replay_file (window, fork_file);
  wait_for_load (window);
  g_assert_cmpuint (qb_replay_view_get_n_actions (replay), ==, at);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.open-original", NULL));
  QB_TEST_WAIT (qb_replay_view_get_n_actions (replay) == qb_record_get_n_actions (record),
                "the original to open");
  wait_for_load (window);
  g_assert_true (g_file_equal (qb_replay_view_get_file (replay), file));
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, at);

  /* Once the original is gone, there is nothing to open. */
  qb_window_open_replay_file (window, fork_file);
  wait_for_load (window);
  g_assert_cmpint (g_unlink (path), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.open-original", NULL);
  qb_test_drain ();
  g_assert_false (qb_window_is_loading (window));
  g_assert_cmpuint (qb_replay_view_get_n_actions (replay), ==, at);
  /* The record shown was read while the original was there: reading it
   * again sees that it is gone. */
  qb_window_open_replay_file (window, fork_file);
  wait_for_load (window);
  g_assert_null (qb_record_find_original (qb_replay_view_get_record (replay), NULL));
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.open-original", NULL);
  qb_test_drain ();
  g_assert_false (qb_window_is_loading (window));
  g_assert_cmpuint (qb_replay_view_get_n_actions (replay), ==, at);

  g_unlink (fork_path);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Fresh dice from a moment of a game with no file: the fork names no
 * original, and the Play page opens in the public view or behind the
 * curtain, never in a side's view. */
static void
test_fresh_without_file (void)
{
  g_autoptr(QbGame) original = unfinished_game (31, 90);
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbPlaySession *session = qb_play_view_get_session (qb_window_get_play_view (window));
  g_autoptr(GError) error = NULL;
  QbGame *fork;
  const char *branch = "unset";
  guint index = 0;
  guint n_original = 0, n_fork = 0;

  g_assert_true (qb_replay_view_set_record (replay, qb_game_get_record (original), NULL, &error));
  g_assert_no_error (error);
  qb_replay_view_set_position (replay, 50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.continue", NULL));
  answer ("Continue From Here?", "fresh");
  QB_TEST_WAIT (qb_window_get_game (window) != NULL, "the what-if game");
  fork = qb_window_get_game (window);
  qb_test_settle (GTK_WIDGET (window));

  g_assert_true (qb_record_get_branch (qb_game_get_record (fork), &branch, &index));
  g_assert_null (branch);
  g_assert_cmpuint (index, ==, 50);
  qb_record_get_dice (qb_game_get_record (original), &n_original);
  qb_record_get_dice (qb_game_get_record (fork), &n_fork);
  g_assert_cmpuint (n_fork, <=, n_original);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_PUBLIC);
  g_assert_cmpint (qb_window_is_curtain_up (window), ==, qb_game_decision_is_private (fork));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The end of a finished game is no moment to continue from. */
static void
test_not_at_the_end (void)
{
  g_autoptr(QbGame) game = unfinished_game (5, 0);
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  GRand *rand = g_rand_new_with_seed (5);
  g_autoptr(GError) error = NULL;
  guint n;

  while (!qb_game_is_over (game))
    {
      g_autoptr(GArray) legal = qb_game_list_legal_actions (game);

      g_assert_true (qb_game_apply (game, g_array_index (legal, QbAction,
                                                         g_rand_int_range (rand, 0, (gint32) legal->len)),
                                    NULL));
    }
  g_rand_free (rand);
  n = qb_record_get_n_actions (qb_game_get_record (game));
  g_assert_true (qb_replay_view_set_record (replay, qb_game_get_record (game), NULL, &error));
  g_assert_no_error (error);
  qb_replay_view_set_position (replay, n);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.continue", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_null (find_message_dialog ());
  /* One step back, it is. */
  qb_replay_view_set_position (replay, n - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.continue", NULL));
  answer ("Continue From Here?", "cancel");
  g_assert_null (qb_window_get_game (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  int ret;

  tmp_home = g_dir_make_tmp ("qb-test-fork-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", tmp_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/replay/fork/continue-and-open-original", test_continue_and_open_original);
  g_test_add_func ("/ui/replay/fork/fresh-without-file", test_fresh_without_file);
  g_test_add_func ("/ui/replay/fork/not-at-the-end", test_not_at_the_end);
  ret = g_test_run ();
  g_free (tmp_home);
  return ret;
}
