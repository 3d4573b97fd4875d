/* test-replay-open.c: `quebec1759 --replay FILE --at N` opens the file in
 * the Replay page at that position (issue 16, part 6), both when it starts
 * the app and when the app is already running: this test runs a real,
 * unique QbApplication on the test's private session bus with those
 * arguments, then starts the real executable (QB_APP_EXECUTABLE) with
 * another --at, which hands the file to this instance. */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <sys/wait.h>

#include "qb-application.h"
#include "qb-game.h"
#include "qb-record.h"
#include "qb-replay-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static char *tmp_home;
static char *file_path;
static GPid child;
static int stage;

/* A window of the app showing the file's replay at `position`. */
static gboolean
replay_window_at (GApplication *app,
                  guint         position)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    {
      QbWindow *window = QB_WINDOW (l->data);
      QbReplayView *replay = qb_window_get_replay_view (window);
      GFile *file = qb_replay_view_get_file (replay);
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (!qb_window_is_loading (window) && g_strcmp0 (path, file_path) == 0
          && qb_replay_view_get_position (replay) == position)
        return TRUE;
    }
  return FALSE;
}

static gboolean
check_cb (gpointer data)
{
  GApplication *app = data;

  if (stage == 0 && replay_window_at (app, 40))
    {
      /* Started with --replay --at 40: now the same from a second
       * process, which finds this instance on the bus. */
      const char *exe = g_getenv ("QB_APP_EXECUTABLE");
      char *argv[] = { (char *) exe, (char *) "--replay", file_path, (char *) "--at", (char *) "60", NULL };
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (exe);
      g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &child, &error));
      g_assert_no_error (error);
      stage = 1;
    }
  else if (stage == 1 && replay_window_at (app, 60))
    {
      stage = 2;
      for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL;
           l = gtk_application_get_windows (GTK_APPLICATION (app)))
        gtk_window_destroy (GTK_WINDOW (l->data));
      g_application_quit (app);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
timeout_cb (gpointer data)
{
  g_error ("Timed out at stage %d: no replay window at %s", stage, stage == 0 ? "40" : "60");
  return G_SOURCE_REMOVE;
}

static void
test_replay_at (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QbApplication) app = NULL;
  GRand *rand = g_rand_new_with_seed (7);
  char *argv[] = { (char *) "quebec1759", (char *) "--replay", NULL, (char *) "--at", (char *) "40", NULL };
  guint check, timeout;

  qb_options_default (&options);
  game = qb_game_new (&options, 7);
  qb_game_set_dice_seed (game, 7);
  while (!qb_game_is_over (game))
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);
  file_path = g_build_filename (tmp_home, "open-at.q1759", NULL);
  file = g_file_new_for_path (file_path);
  g_assert_true (qb_record_save_to_file (qb_game_get_record (game), file, &error));
  g_assert_no_error (error);
  argv[2] = file_path;

  app = qb_application_new ();
  check = g_timeout_add (20, check_cb, app);
  timeout = g_timeout_add_seconds (QB_TEST_WAIT_MS / 1000, timeout_cb, NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), G_N_ELEMENTS (argv) - 1, argv), ==, 0);
  g_source_remove (timeout);
  g_source_remove (check);
  g_assert_cmpint (stage, ==, 2);
  {
    int status = 0;
    g_assert_cmpint (waitpid (child, &status, 0), ==, child);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    g_spawn_close_pid (child);
  }
  g_free (file_path);
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = g_dir_make_tmp ("qb-test-replay-open-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", tmp_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/replay-open/replay-at", test_replay_at);
  ret = g_test_run ();
  g_free (tmp_home);
  return ret;
}
