/* test-quit.c: quitting (Ctrl+Q, app.quit) goes through each window's
 * close-request, like its close button: unsaved replay notes are asked
 * about, the window's size is saved, a finished game leaves the autosave
 * and a game in progress stays in it (issue 9, part 4); a finished game
 * that is in no file is offered for saving first (issue 11, point 4).
 * Runs a real, registered QbApplication on the test's private session
 * bus. */
#include <adwaita.h>
#include <glib/gstdio.h>

#include "qb-application.h"
#include "qb-autosave.h"
#include "qb-game.h"
#include "qb-record.h"
#include "qb-replay-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static const char *tmp_home;
static QbApplication *app;

/* Plays `game` to its end, as the players would in the window. */
static void
qbm_finish (QbGame  *game,
            guint64  seed)
{
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  while (!qb_game_is_over (game))
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);
}

static QbWindow *
app_window (QbGame *game,
            int     width,
            int     height)
{
  QbWindow *window = qb_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static guint
n_app_windows (void)
{
  return g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
}

static AdwMessageDialog *
find_message_dialog (void)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      return l->data;
  /* A dialog transient for an app window need not be added to the app. */
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) top = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_widget_get_visible (GTK_WIDGET (top)))
        return ADW_MESSAGE_DIALOG (top);
    }
  return NULL;
}

static guint
n_visible (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) top = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (top, type) && gtk_widget_get_visible (GTK_WIDGET (top)))
        n++;
    }
  return n;
}

/* Runs what is ready (the idle that closes a window after a dialog's
 * answer, the dialogs' presentation), then waits for the windows to reach
 * `n` (or less). */
static void
spin (void)
{
  qb_test_drain ();
}

static void
wait_for_n_app_windows (guint n)
{
  QB_TEST_WAIT (n_app_windows () <= n, "the windows to close");
}

/* Any autosave file: the folder's, or the single file of old versions. */
static gboolean
autosave_exists (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "quebec1759", "autosave", NULL);
  g_autofree char *single = g_build_filename (g_get_user_data_dir (), "quebec1759", "autosave.q1759", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (g_file_test (single, G_FILE_TEST_IS_REGULAR))
    return TRUE;
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".q1759"))
      return TRUE;
  return FALSE;
}

static void
remove_autosaves (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "quebec1759", "autosave", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
}

/* Quit with unsaved notes in the replay: the question comes up and the
 * window stays; "Discard" then closes it. The size is saved. */
static void
test_quit_asks_for_unsaved_notes (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 45, -1);
  QbWindow *window = app_window (game, 1111, 777);
  g_autoptr(GSettings) settings = qb_application_settings_new ();
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_replay_view_add_note (qb_window_get_replay_view (window), "Too early", NULL));

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin ();
  g_assert_cmpuint (n_app_windows (), >=, 1);
  g_assert_true (g_list_find (gtk_application_get_windows (GTK_APPLICATION (app)), window) != NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  /* The notes are in the game's record: the one question about the
   * finished game covers them (issue 11, point 4). */
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Save the Finished Game?");

  adw_message_dialog_response (dialog, "discard");
  wait_for_n_app_windows (0);
  g_assert_null (find_message_dialog ());
  g_assert_null (g_list_find (gtk_application_get_windows (GTK_APPLICATION (app)), window));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1111);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 777);
  /* The game was over: nothing to resume at the next start. */
  g_assert_false (autosave_exists ());
}

/* Quit with a finished game that is in no file: the window asks first
 * (Cancel keeps it open, autosave and all); discarded, the autosave is
 * cleared and every window goes, Preferences included. */
static void
test_quit_clears_finished_game (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 46, 40);
  QbWindow *window = app_window (game, 1000, 700);
  AdwMessageDialog *dialog;

  /* Finished in the window: the record is in no file. */
  qbm_finish (game, 46);
  g_assert_true (autosave_exists ());
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  spin ();
  g_assert_cmpuint (n_visible (ADW_TYPE_PREFERENCES_WINDOW), ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Save the Finished Game?");
  g_assert_nonnull (g_list_find (gtk_application_get_windows (GTK_APPLICATION (app)), window));
  adw_message_dialog_response (dialog, "cancel");
  spin ();
  g_assert_nonnull (g_list_find (gtk_application_get_windows (GTK_APPLICATION (app)), window));
  g_assert_true (autosave_exists ());

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  wait_for_n_app_windows (0);
  g_assert_cmpuint (n_app_windows (), ==, 0);
  g_assert_cmpuint (n_visible (ADW_TYPE_PREFERENCES_WINDOW), ==, 0);
  g_assert_false (autosave_exists ());
  (void) window;
}

/* Quit in the middle of a game: it stays in the autosave, and the window
 * closes without a question. */
static void
test_quit_keeps_game_in_progress (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 47, 40);
  QbWindow *window = app_window (game, 1000, 700);

  g_assert_false (qb_game_is_over (game));
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin ();
  g_assert_null (find_message_dialog ());
  wait_for_n_app_windows (0);
  g_assert_true (autosave_exists ());
  remove_autosaves ();
  (void) window;
}

/* A game opened from its file and finished in the window: Save writes it
 * to that file (no chooser), then the window closes and its autosave goes
 * (issue 11, point 4). */
static void
test_quit_saves_finished_game (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 48, 40);
  g_autofree char *path = g_build_filename (tmp_home, "finished-here.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) saved = NULL;
  QbWindow *window = qb_window_new (app);
  AdwMessageDialog *dialog;
  QbGame *shown;

  g_assert_true (qb_record_save_to_file (qb_game_get_record (game), file, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  qb_window_open_file (window, file);
  QB_TEST_WAIT (qb_window_get_game (window) != NULL, "the game to open");
  shown = qb_window_get_game (window);
  qbm_finish (shown, 48);

  gtk_window_close (GTK_WINDOW (window));
  spin ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "save");
  wait_for_n_app_windows (0);
  saved = qb_record_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (qb_record_is_finished (saved));
  g_assert_false (autosave_exists ());
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "quit");

  app = qb_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/ui/quit/asks-for-unsaved-notes", test_quit_asks_for_unsaved_notes);
  g_test_add_func ("/ui/quit/clears-finished-game", test_quit_clears_finished_game);
  g_test_add_func ("/ui/quit/keeps-game-in-progress", test_quit_keeps_game_in_progress);
  g_test_add_func ("/ui/quit/saves-finished-game", test_quit_saves_finished_game);
  ret = qb_ui_test_run ();
  g_object_unref (app);
  return ret;
}
