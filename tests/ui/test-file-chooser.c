/* test-file-chooser.c: Save As and Open in Replay… through GTK's file
 * chooser dialog (what GtkFileChooserNative shows without a portal).
 *
 * A test of its own: the chooser loads libcloudproviders, whose leaks
 * LeakSanitizer can only tell apart from ours with full stacks, which this
 * test asks for (tests/ui/meson.build) and the others need not pay for.
 */
#include <adwaita.h>
#include <string.h>

#include "qb-game.h"
#include "qb-replay-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static const char *tmp_home;

static QbWindow *
new_window (void)
{
  QbWindow *window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* The file chooser GTK shows for the native one (no portal under Xvfb). */
static GtkWidget *
find_chooser_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER_DIALOG (top) && gtk_widget_get_visible (top))
        return top;
    }
  return NULL;
}

/* The chooser checks the file in the background before it answers and
 * goes away. */
static void
wait_for_answer (void)
{
  QB_TEST_WAIT (find_chooser_dialog () == NULL, "the file chooser to answer");
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
/* Save As and Open in Replay… through their file choosers: the extension
 * is added, the file is written, and the replay opens it. */
static void
test_file_choosers (void)
{
  QbWindow *window = new_window ();
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GFile) folder = g_file_new_for_path (tmp_home);
  g_autofree char *path = g_build_filename (tmp_home, "Montcalm's stand.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *dialog;
  QbOptions options;

  qb_options_default (&options);
  game = qb_game_new (&options, 21);
  qb_game_set_dice_seed (game, 21);   /* the same game at every run */
  qb_window_start_game (window, game, FALSE);
  qb_test_settle (GTK_WIDGET (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL);
  qb_test_settle (GTK_WIDGET (window));
  dialog = find_chooser_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), "Montcalm's stand");
  /* The chooser moves to the folder in the background. */
  {
    gint64 deadline = g_get_monotonic_time () + QB_TEST_WAIT_MS * (gint64) 1000;
    guint tick = qb_test_tick_source ();
    for (;;)
      {
        g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
        g_autoptr(GFile) parent = chosen != NULL ? g_file_get_parent (chosen) : NULL;
        if (parent != NULL && g_file_equal (parent, folder))
          break;
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, TRUE);
      }
    g_source_remove (tick);
  }
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  wait_for_answer ();
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (g_file_query_exists (file, NULL));
  g_assert_null (find_chooser_dialog ());

  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-replay", NULL);
  qb_test_settle (GTK_WIDGET (window));
  dialog = find_chooser_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL));
  {
    gint64 deadline = g_get_monotonic_time () + QB_TEST_WAIT_MS * (gint64) 1000;
    guint tick = qb_test_tick_source ();
    for (;;)
      {
        g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
        if (chosen != NULL && g_file_equal (chosen, file))
          break;
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, TRUE);
      }
    g_source_remove (tick);
  }
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  wait_for_answer ();
  /* The window reads the file in a thread. */
  QB_TEST_WAIT (!qb_window_is_loading (window), "the file to load");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_nonnull (qb_replay_view_get_record (qb_window_get_replay_view (window)));
  g_assert_true (g_file_equal (qb_replay_view_get_file (qb_window_get_replay_view (window)), file));
  gtk_window_destroy (GTK_WINDOW (window));
}
G_GNUC_END_IGNORE_DEPRECATIONS

/* Waits until the chooser shows `folder`, with `name` typed in. */
static void
choose_in (GtkWidget  *dialog,
           GFile      *folder,
           const char *name)
{
  gint64 deadline = g_get_monotonic_time () + QB_TEST_WAIT_MS * (gint64) 1000;
  guint tick = qb_test_tick_source ();

  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  for (;;)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GFile) parent = chosen != NULL ? g_file_get_parent (chosen) : NULL;
      if (parent != NULL && g_file_equal (parent, folder))
        break;
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (tick);
}

/* Export Board Image… of the Play page: PNG by the name, SVG by the filter
 * chosen for a name with no extension; nothing behind the curtain. */
static void
test_export_board_image (void)
{
  QbWindow *window = new_window ();
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbGame) hot_seat = NULL;
  g_autoptr(GFile) folder = g_file_new_for_path (tmp_home);
  g_autofree char *png = g_build_filename (tmp_home, "board.png", NULL);
  g_autofree char *svg = g_build_filename (tmp_home, "plain.svg", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;
  QbOptions options;
  gsize size;

  qb_options_default (&options);
  game = qb_game_new (&options, 21);
  qb_game_set_dice_seed (game, 21);
  qb_window_start_game (window, game, FALSE);
  qb_test_settle (GTK_WIDGET (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-board-image", NULL);
  qb_test_settle (GTK_WIDGET (window));
  dialog = find_chooser_dialog ();
  g_assert_nonnull (dialog);
  choose_in (dialog, folder, "board.png");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  wait_for_answer ();
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (g_file_get_contents (png, &data, &size, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (size, >, 8);
  g_assert_cmpmem (data, 8, "\x89PNG\r\n\x1a\n", 8);
  g_clear_pointer (&data, g_free);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-board-image", NULL);
  qb_test_settle (GTK_WIDGET (window));
  dialog = find_chooser_dialog ();
  g_assert_nonnull (dialog);
  {
    g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (dialog));
    g_autoptr(GtkFileFilter) svg_filter = g_list_model_get_item (filters, 1);

    g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 2);
    gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (dialog), svg_filter);
  }
  choose_in (dialog, folder, "plain");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  wait_for_answer ();
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (g_file_get_contents (svg, &data, &size, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (data, "<?xml"));
  g_assert_nonnull (strstr (data, "<svg"));

  /* Hot seat: the French deploy first, behind the curtain: no export. */
  hot_seat = qb_game_new (&options, 7);
  qb_window_start_game (window, hot_seat, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_window_is_curtain_up (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-board-image", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_null (find_chooser_dialog ());
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "file-chooser");

  g_test_add_func ("/ui/window/file-choosers", test_file_choosers);
  g_test_add_func ("/ui/window/export-board-image", test_export_board_image);
  ret = qb_ui_test_run ();
  return ret;
}
