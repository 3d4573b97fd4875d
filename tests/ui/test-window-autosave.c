/* test-window-autosave.c: the window and its autosaves (issue 11, points
 * 2, 3 and 13): one autosave per game, two windows never overwrite each
 * other's, replacing an unsaved game asks first, a failed autosave is told
 * and stays told until a save succeeds, the start page offers the
 * unfinished games (never a finished one), and a game resumes as it was
 * played (open or hidden). */
#include <adwaita.h>
#include <glib/gstdio.h>

#include "qb-game.h"
#include "qb-play-view.h"
#include "qb-record.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static const char *tmp_home;

static char *
autosave_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "quebec1759", "autosave", NULL);
}

/* The autosave files (the folder's, and the single file of old versions),
 * each with the number of actions of its record. */
static GHashTable *
autosaves (void)
{
  g_autofree char *dir = autosave_dir ();
  g_autofree char *single = g_build_filename (g_get_user_data_dir (), "quebec1759", "autosave.q1759", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  GHashTable *found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (g_file_test (single, G_FILE_TEST_IS_REGULAR))
    g_ptr_array_add (paths, g_strdup (single));
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".q1759"))
      g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (g_ptr_array_index (paths, i));
      g_autoptr(QbRecord) record = qb_record_load_from_file (file, NULL);

      g_assert_nonnull (record);
      g_hash_table_insert (found, g_strdup (g_ptr_array_index (paths, i)),
                           GUINT_TO_POINTER (qb_record_get_n_actions (record)));
    }
  return found;
}

/* Whether some autosave holds a record of `n` actions. */
static gboolean
has_autosave_of (GHashTable *saves,
                 guint       n)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, saves);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (GPOINTER_TO_UINT (value) == n)
      return TRUE;
  return FALSE;
}

static void
remove_all_autosaves (void)
{
  g_autofree char *dir = autosave_dir ();
  g_autofree char *single = g_build_filename (g_get_user_data_dir (), "quebec1759", "autosave.q1759", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_unlink (single);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
}

static QbWindow *
new_window (int width,
            int height)
{
  QbWindow *window = qb_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static void
close_window (QbWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  qb_test_drain ();
}

static void
play (QbGame  *game,
      guint64  seed,
      guint    n)
{
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  for (guint i = 0; i < n && !qb_game_is_over (game); i++)
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);
}

static QbGame *
new_game (guint64 seed)
{
  QbOptions options;

  qb_options_default (&options);
  return qb_game_new (&options, seed);
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

static AdwMessageDialog *
wait_for_message_dialog (void)
{
  QB_TEST_WAIT (find_message_dialog () != NULL, "a question");
  return find_message_dialog ();
}

static void
answer (AdwMessageDialog *dialog,
        const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  qb_test_drain ();
}

/* Two windows, two games: each game keeps its own autosave, whatever the
 * order of their moves. */
static void
test_two_windows (void)
{
  QbWindow *one = new_window (1200, 800);
  QbWindow *two = new_window (1200, 800);
  g_autoptr(QbGame) a = new_game (101);
  g_autoptr(QbGame) b = new_game (102);
  g_autoptr(GHashTable) saves = NULL;

  remove_all_autosaves ();
  qb_window_start_game (one, a, TRUE);
  qb_window_start_game (two, b, TRUE);
  play (a, 1, 7);
  play (b, 2, 11);
  play (a, 3, 1);

  saves = autosaves ();
  g_assert_cmpuint (g_hash_table_size (saves), ==, 2);
  g_assert_true (has_autosave_of (saves, 8));
  g_assert_true (has_autosave_of (saves, 11));

  close_window (one);
  close_window (two);
  g_clear_pointer (&saves, g_hash_table_unref);
  /* Both are still there to resume. */
  saves = autosaves ();
  g_assert_cmpuint (g_hash_table_size (saves), ==, 2);
  remove_all_autosaves ();
}

/* New Game over an unsaved game in progress asks first: Cancel keeps it
 * shown, Discard replaces it and forgets its autosave; an untouched new
 * game is replaced without a question. */
static void
test_new_game_asks (void)
{
  QbWindow *window = new_window (1200, 800);
  g_autoptr(QbGame) first = new_game (201);
  g_autoptr(QbGame) second = new_game (202);
  g_autoptr(QbGame) third = new_game (203);
  g_autoptr(GHashTable) saves = NULL;
  AdwMessageDialog *dialog;

  remove_all_autosaves ();
  qb_window_start_game (window, first, TRUE);
  play (first, 4, 9);

  qb_window_start_game (window, second, TRUE);
  dialog = wait_for_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Keep the Game in Progress?");
  g_assert_true (qb_window_get_game (window) == first);
  answer (dialog, "cancel");
  g_assert_true (qb_window_get_game (window) == first);
  saves = autosaves ();
  g_assert_true (has_autosave_of (saves, 9));
  g_clear_pointer (&saves, g_hash_table_unref);

  qb_window_start_game (window, second, TRUE);
  answer (wait_for_message_dialog (), "discard");
  g_assert_true (qb_window_get_game (window) == second);
  saves = autosaves ();
  g_assert_false (has_autosave_of (saves, 9));
  g_assert_true (has_autosave_of (saves, 0));
  g_clear_pointer (&saves, g_hash_table_unref);

  /* Nothing played in the second game: nothing to ask about. */
  qb_window_start_game (window, third, TRUE);
  qb_test_drain ();
  g_assert_null (find_message_dialog ());
  g_assert_true (qb_window_get_game (window) == third);
  close_window (window);
  remove_all_autosaves ();
}

/* Opening a file over an unsaved game asks too; the game in progress
 * stays in its own autosave when kept, and the opened game gets another. */
static void
test_open_asks (void)
{
  QbWindow *window = new_window (1200, 800);
  g_autoptr(QbGame) playing = new_game (301);
  g_autoptr(QbGame) other = new_game (302);
  g_autofree char *path = g_build_filename (tmp_home, "other.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GHashTable) saves = NULL;
  g_autoptr(GError) error = NULL;

  remove_all_autosaves ();
  play (other, 5, 4);
  g_assert_true (qb_record_save_to_file (qb_game_get_record (other), file, &error));
  g_assert_no_error (error);
  qb_window_start_game (window, playing, TRUE);
  play (playing, 6, 13);

  qb_window_open_file (window, file);
  QB_TEST_WAIT (!qb_window_is_loading (window), "the file to load");
  answer (wait_for_message_dialog (), "cancel");
  g_assert_true (qb_window_get_game (window) == playing);

  /* Closing the window keeps the game in progress for later. */
  close_window (window);
  saves = autosaves ();
  g_assert_true (has_autosave_of (saves, 13));
  g_clear_pointer (&saves, g_hash_table_unref);

  window = new_window (1200, 800);
  qb_window_open_file (window, file);
  QB_TEST_WAIT (qb_window_get_game (window) != NULL, "the game to open");
  play (qb_window_get_game (window), 7, 2);
  saves = autosaves ();
  g_assert_true (has_autosave_of (saves, 13));
  g_assert_true (has_autosave_of (saves, 6));
  close_window (window);
  remove_all_autosaves ();
}

/* The first info bar on screen under `root`. */
static GtkWidget *
find_mapped_info_bar (GtkWidget *root)
{
  if (GTK_IS_INFO_BAR (root) && gtk_widget_get_mapped (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_mapped_info_bar (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The text of the warning the window shows about the autosave, if any,
 * whichever page is up (the curtain too). */
static char *
autosave_warning (QbWindow *window)
{
  GtkWidget *bar = find_mapped_info_bar (GTK_WIDGET (window));
  GtkWidget *label;

  if (bar == NULL)
    return NULL;
  label = qb_test_find_widget (bar, GTK_TYPE_LABEL);
  return label != NULL ? g_strdup (gtk_label_get_text (GTK_LABEL (label))) : NULL;
}

/* An autosave that cannot be written is told at once, stays told while
 * it fails, and goes away at the first save that succeeds. */
static void
test_failed_banner (void)
{
  g_autofree char *dir = autosave_dir ();
  QbWindow *window = new_window (1200, 800);
  g_autoptr(QbGame) game = new_game (401);
  g_autofree char *warning = NULL;
  g_autoptr(GHashTable) saves = NULL;

  remove_all_autosaves ();
  g_rmdir (dir);
  {
    g_autofree char *parent = g_path_get_dirname (dir);
    g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  }
  /* A file where the folder should be: unwritable even for root. */
  g_assert_true (g_file_set_contents (dir, "", 0, NULL));
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  warning = autosave_warning (window);
  g_assert_nonnull (warning);
  g_assert_true (g_str_has_prefix (warning, "Autosave failed: "));
  g_assert_nonnull (strstr (warning, "Not a directory"));
  g_assert_nonnull (strstr (warning, "Ctrl+S"));
  g_clear_pointer (&warning, g_free);

  /* The curtain was up; behind it, the main page tells it too. */
  g_assert_true (qb_window_is_curtain_up (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_window_is_curtain_up (window));
  warning = autosave_warning (window);
  g_assert_nonnull (warning);
  g_clear_pointer (&warning, g_free);

  /* Still failing at every change. */
  play (game, 8, 3);
  qb_test_settle (GTK_WIDGET (window));
  warning = autosave_warning (window);
  g_assert_nonnull (warning);
  g_clear_pointer (&warning, g_free);

  /* The folder can be made again: the next change is kept, and told. */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  play (game, 9, 1);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_null (autosave_warning (window));
  saves = autosaves ();
  g_assert_true (has_autosave_of (saves, 4));
  close_window (window);
  remove_all_autosaves ();
}

/* A game played open resumes open; a hidden one hidden; a finished game
 * is never offered. The start page lists the games with their position. */
static void
test_resume (void)
{
  QbWindow *window = new_window (1200, 800);
  g_autoptr(QbGame) open_game = new_game (501);
  g_autoptr(QbGame) hidden_game = new_game (502);
  g_autoptr(QbGame) finished = new_game (503);
  QbAutosaveList *list;
  g_autofree char *open_path = NULL;
  g_autofree char *hidden_path = NULL;
  QbPlayView *play_view;

  remove_all_autosaves ();
  qb_window_start_game (window, open_game, FALSE);
  play (open_game, 10, 6);
  open_path = g_strdup (qb_autosave_get_path (qb_window_get_autosave (window)));
  close_window (window);

  window = new_window (1200, 800);
  qb_window_start_game (window, hidden_game, TRUE);
  play (hidden_game, 11, 5);
  hidden_path = g_strdup (qb_autosave_get_path (qb_window_get_autosave (window)));
  close_window (window);

  /* A finished game left in its autosave (a crash at the end). */
  window = new_window (1200, 800);
  qb_window_start_game (window, finished, TRUE);
  play (finished, 12, G_MAXUINT);
  g_assert_true (qb_game_is_over (finished));
  gtk_window_destroy (GTK_WINDOW (window));
  qb_test_drain ();

  window = new_window (1200, 800);
  list = qb_window_get_autosaves (window);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 2);
  g_assert_nonnull (qb_autosave_list_find (list, open_path));
  g_assert_nonnull (qb_autosave_list_find (list, hidden_path));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume", "s", open_path));
  qb_test_settle (GTK_WIDGET (window));
  play_view = qb_window_get_play_view (window);
  g_assert_nonnull (qb_window_get_game (window));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (qb_window_get_game (window))), ==, 6);
  /* Open play: everything shown, no curtain. */
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_viewer (play_view), ==, QB_NO_SIDE);
  g_assert_false (qb_record_get_hide_information (qb_game_get_record (qb_window_get_game (window))));
  /* Played on in the same file. */
  play (qb_window_get_game (window), 13, 2);
  {
    g_autoptr(GHashTable) saves = autosaves ();
    g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (saves, open_path)), ==, 8);
  }

  /* Another window cannot take the same game. */
  {
    QbWindow *other = new_window (1200, 800);
    g_assert_null (qb_autosave_list_find (qb_window_get_autosaves (other), open_path));
    close_window (other);
  }

  /* The hidden game resumes hidden (after the question: the open game is
   * in no file). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume", "s", hidden_path));
  answer (wait_for_message_dialog (), "discard");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (qb_window_get_game (window))), ==, 5);
  g_assert_true (qb_record_get_hide_information (qb_game_get_record (qb_window_get_game (window))));
  g_assert_cmpint (qb_play_view_get_viewer (play_view), !=, QB_NO_SIDE);
  g_assert_false (g_file_test (open_path, G_FILE_TEST_EXISTS));
  close_window (window);
  remove_all_autosaves ();
}

/* The start page with three unfinished games, at the smallest and a large
 * size (screenshots in the build directory). */
static void
test_start_page (void)
{
  static const int sizes[][2] = { { 1024, 600 }, { 1920, 1080 } };
  QbWindow *window;

  remove_all_autosaves ();
  for (int i = 0; i < 3; i++)
    {
      g_autoptr(QbGame) game = new_game (600 + i);
      window = new_window (1200, 800);
      if (i == 1)
        {
          QbRecord *record = qb_game_get_record (game);
          qb_record_set_player_name (record, QB_BRITISH, "Wolfe");
          qb_record_set_player_name (record, QB_FRENCH, "Montcalm");
        }
      qb_window_start_game (window, game, TRUE);
      play (game, 20 + i, 30 + 40 * i);
      close_window (window);
    }
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autofree char *name = g_strdup_printf ("start-page-%dx%d.png", sizes[s][0], sizes[s][1]);
      window = new_window (sizes[s][0], sizes[s][1]);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (qb_window_get_autosaves (window))), ==, 3);
      qb_test_wait_frame (GTK_WIDGET (window));
      qb_test_save_screenshot (GTK_WIDGET (window), name);
      close_window (window);
    }
  remove_all_autosaves ();
}

int
main (int argc, char **argv)
{
  tmp_home = qb_ui_test_init (&argc, &argv, "window-autosave");

  g_test_add_func ("/ui/autosave/two-windows", test_two_windows);
  g_test_add_func ("/ui/autosave/new-game-asks", test_new_game_asks);
  g_test_add_func ("/ui/autosave/open-asks", test_open_asks);
  g_test_add_func ("/ui/autosave/failed-banner", test_failed_banner);
  g_test_add_func ("/ui/autosave/resume-as-played", test_resume);
  g_test_add_func ("/ui/autosave/start-page", test_start_page);
  return qb_ui_test_run ();
}
