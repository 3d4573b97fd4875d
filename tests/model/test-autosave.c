/* test-autosave.c: QbAutosave, and resuming after the process is killed;
 * one autosave per game, locked by whoever follows it, and the list of
 * unfinished games (issue 11, point 2). */
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "qb-autosave-list.h"
#include "qb-model-test.h"

#define EDITION QB_EDITION_REVISED
#define KILL_AT 137

static void
test_basic (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "sub", "autosave.q1759", NULL);
  g_autofree char *sub = g_path_get_dirname (path);
  g_autoptr(QbAutosave) autosave = qb_autosave_new (path);
  g_autoptr(QbGame) game = qbm_random_game (EDITION, FALSE, 3, 0);
  g_autoptr(QbRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *default_dir = qb_autosave_get_default_dir ();

  g_assert_true (g_str_has_suffix (default_dir, "/quebec1759/autosave"));
  g_assert_cmpstr (qb_autosave_get_path (autosave), ==, path);
  g_assert_false (qb_autosave_has_autosave (autosave));

  /* Following a game saves it at once, then after every change. */
  qb_autosave_set_game (autosave, game);
  g_assert_true (qb_autosave_has_autosave (autosave));
  qbm_play (game, 3, 10);
  loaded = qb_autosave_load (autosave, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_actions (loaded), ==, 10);
  g_clear_object (&loaded);

  g_assert_true (qb_game_undo (game, NULL));
  loaded = qb_autosave_load (autosave, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_actions (loaded), ==, 9);

  qb_autosave_set_game (autosave, NULL);
  qbm_play (game, 3, 5);
  g_clear_object (&loaded);
  loaded = qb_autosave_load (autosave, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_actions (loaded), ==, 9);

  g_assert_true (qb_autosave_clear (autosave, &error));
  g_assert_no_error (error);
  g_assert_false (qb_autosave_has_autosave (autosave));
  g_assert_true (qb_autosave_clear (autosave, &error));
  g_rmdir (sub);
  qbm_remove_tmp_dir (dir);
}

/* The resumed game is the one that was played: same actions, same state
 * as playing the same seed to the same point. */
static void
check_resumed (const char *path,
               guint64     seed,
               guint      *n_out)
{
  g_autoptr(QbAutosave) autosave = qb_autosave_new (path);
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbGame) resumed = NULL;
  g_autoptr(QbGame) expected = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  g_assert_true (qb_autosave_has_autosave (autosave));
  record = qb_autosave_load (autosave, &error);
  g_assert_no_error (error);
  n = qb_record_get_n_actions (record);
  resumed = qb_game_new_from_record (record, &error);
  g_assert_no_error (error);

  expected = qbm_random_game (EDITION, TRUE, seed, n);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (expected)), ==, n);
  g_assert_cmpmem (qb_record_get_actions (record, NULL), n * sizeof (QbAction),
                   qb_record_get_actions (qb_game_get_record (expected), NULL),
                   n * sizeof (QbAction));
  g_assert_cmpmem (qb_game_get_state (resumed), sizeof (QbState),
                   qb_game_get_state (expected), sizeof (QbState));

  /* And the game goes on from there. */
  qbm_play (resumed, seed + 1, G_MAXUINT);
  g_assert_true (qb_game_is_over (resumed));
  if (n_out != NULL)
    *n_out = n;
}

static void
kill_self_cb (QbGame *game)
{
  if (qb_record_get_n_actions (qb_game_get_record (game)) == KILL_AT)
    raise (SIGKILL);
}

/* The child kills itself right after action KILL_AT was autosaved. */
static void
test_killed_after_action (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  guint n = 0;

  if (g_test_subprocess ())
    {
      QbOptions options;
      g_autoptr(QbGame) game = NULL;
      g_autoptr(QbAutosave) autosave = NULL;

      qb_options_default (&options);
      options.edition = EDITION;
      options.tides = 1;
      game = qb_game_new (&options, 42);
      qb_game_set_dice_seed (game, 42);
      autosave = qb_autosave_new (g_getenv ("QB_TEST_AUTOSAVE"));
      qb_autosave_set_game (autosave, game);
      g_signal_connect (game, "changed", G_CALLBACK (kill_self_cb), NULL);
      qbm_play (game, 42, G_MAXUINT);
      g_assert_not_reached ();
    }

  dir = qbm_make_tmp_dir ();
  path = g_build_filename (dir, "autosave.q1759", NULL);
  g_setenv ("QB_TEST_AUTOSAVE", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_assert_false (g_test_trap_has_passed ());
  check_resumed (path, 42, &n);
  g_assert_cmpuint (n, ==, KILL_AT);
  qbm_remove_tmp_dir (dir);
}

/* The child plays and autosaves; the parent kills it with SIGKILL at a
 * random moment, maybe in the middle of a write. */
static int
autosave_child (const char *path,
                guint64     seed)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbAutosave) autosave = qb_autosave_new (path);

  qb_options_default (&options);
  options.edition = EDITION;
  options.tides = 1;
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);
  qb_autosave_set_game (autosave, game);
  qbm_play (game, seed, G_MAXUINT);
  /* Finished before the kill: wait for it. */
  g_usleep (30 * G_USEC_PER_SEC);
  return 0;
}

static void
test_killed_any_moment (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.q1759", NULL);
  GRand *rand = g_rand_new_with_seed (1759);
  guint mid_game = 0;

  for (guint64 round = 1; round <= 6; round++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, round + 100);
      char *argv[] = { (char *) "/proc/self/exe", (char *) "--autosave-child", path, seed, NULL };
      GPid pid;
      int status = 0;
      guint n = 0;
      gint64 deadline;

      g_unlink (path);
      g_spawn_async (NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, &error);
      g_assert_no_error (error);

      /* Let it start and save once, then strike at a random moment. */
      deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
      while (!g_file_test (path, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < deadline)
        g_usleep (1000);
      g_usleep (g_rand_int_range (rand, 0, 40000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      g_spawn_close_pid (pid);

      check_resumed (path, round + 100, &n);
      g_test_message ("round %" G_GUINT64_FORMAT ": resumed after %u actions", round, n);
      if (n > 0)
        mid_game++;
    }
  g_assert_cmpuint (mid_game, >, 0);
  g_rand_free (rand);
  qbm_remove_tmp_dir (dir);
}

/* The files of `dir` that end with `suffix`, sorted. */
static GPtrArray *
files_in (const char *dir,
          const char *suffix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, suffix))
      g_ptr_array_add (names, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  return names;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GPtrArray) all = files_in (dir, "");

  for (guint i = 0; i < all->len; i++)
    g_unlink (g_ptr_array_index (all, i));
  g_rmdir (dir);
}

static guint
n_actions_at (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = qb_record_load_from_file (file, &error);

  g_assert_no_error (error);
  return qb_record_get_n_actions (record);
}

/* Two games followed in one folder (two windows) each keep their own
 * file: neither overwrites the other. */
static void
test_one_file_per_game (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *folder = g_build_filename (dir, "autosave", NULL);
  g_autoptr(QbAutosave) a = qb_autosave_new_in_dir (folder);
  g_autoptr(QbAutosave) b = qb_autosave_new_in_dir (folder);
  g_autoptr(QbGame) game_a = qbm_random_game (EDITION, FALSE, 5, 0);
  g_autoptr(QbGame) game_b = qbm_random_game (EDITION, FALSE, 6, 0);
  g_autoptr(GPtrArray) saves = NULL;
  g_autofree char *id_a = qb_autosave_get_game_id (qb_game_get_record (game_a));
  g_autofree char *path_a = NULL;

  g_assert_cmpuint (strlen (id_a), ==, 16);
  g_assert_null (qb_autosave_get_path (a));
  qb_autosave_set_game (a, game_a);
  qb_autosave_set_game (b, game_b);
  qbm_play (game_a, 5, 7);
  qbm_play (game_b, 6, 12);
  qbm_play (game_a, 5, 1);

  g_assert_cmpstr (qb_autosave_get_path (a), !=, qb_autosave_get_path (b));
  path_a = g_strdup (qb_autosave_get_path (a));
  {
    g_autofree char *expected = g_strdup_printf ("%s/%s.q1759", folder, id_a);
    g_assert_cmpstr (path_a, ==, expected);
  }
  saves = files_in (folder, ".q1759");
  g_assert_cmpuint (saves->len, ==, 2);
  g_assert_cmpuint (n_actions_at (qb_autosave_get_path (a)), ==, 8);
  g_assert_cmpuint (n_actions_at (qb_autosave_get_path (b)), ==, 12);

  /* Each file is locked while its game is followed... */
  g_assert_true (qb_autosave_path_in_use (qb_autosave_get_path (a)));
  g_assert_false (qb_autosave_delete_path (qb_autosave_get_path (a), NULL));
  /* ...and stays, free, once the window lets it go. */
  qb_autosave_set_game (a, NULL);
  g_assert_null (qb_autosave_get_path (a));
  g_assert_false (qb_autosave_path_in_use (path_a));
  g_assert_cmpuint (n_actions_at (path_a), ==, 8);

  g_clear_object (&a);
  g_clear_object (&b);
  remove_tree (folder);
  qbm_remove_tmp_dir (dir);
}
/* The same game followed twice (one file opened in two windows) gets a
 * second slot; an autosave that waits to be resumed is never taken by a
 * window that opened the same game from its file; resuming takes it. */
static void
test_same_game_twice (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autoptr(QbAutosave) a = qb_autosave_new_in_dir (dir);
  g_autoptr(QbAutosave) b = qb_autosave_new_in_dir (dir);
  g_autoptr(QbAutosave) c = qb_autosave_new_in_dir (dir);
  g_autoptr(QbGame) game = qbm_random_game (EDITION, FALSE, 8, 20);
  g_autoptr(QbRecord) copy = qb_record_copy (qb_game_get_record (game));
  g_autoptr(QbGame) twin = qb_game_new_from_record (copy, NULL);
  g_autofree char *id = qb_autosave_get_game_id (qb_game_get_record (game));
  g_autofree char *copy_id = qb_autosave_get_game_id (copy);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (twin);
  g_assert_cmpstr (copy_id, ==, id);
  qb_autosave_set_game (a, game);
  qb_autosave_set_game (b, twin);
  first = g_strdup (qb_autosave_get_path (a));
  second = g_strdup (qb_autosave_get_path (b));
  g_assert_true (g_str_has_suffix (first, ".q1759"));
  g_assert_true (g_str_has_suffix (second, "-2.q1759"));

  /* The first window goes away: its file waits, and a window that opens
   * the game again does not take it. */
  qbm_play (game, 8, 5);
  qb_autosave_set_game (a, NULL);
  qb_autosave_set_game (c, game);
  g_assert_cmpstr (qb_autosave_get_path (c), !=, first);
  g_assert_cmpuint (n_actions_at (first), ==, 25);
  qb_autosave_set_game (c, NULL);

  /* Resuming takes that very file, and only once. */
  g_assert_true (qb_autosave_resume_game (c, game, first, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (qb_autosave_get_path (c), ==, first);
  g_assert_false (qb_autosave_resume_game (a, game, first, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO);
  g_clear_error (&error);
  qbm_play (game, 9, 3);
  g_assert_cmpuint (n_actions_at (first), ==, 28);

  /* Cleared: the file and its lock go. */
  g_assert_true (qb_autosave_clear (c, &error));
  g_assert_false (g_file_test (first, G_FILE_TEST_EXISTS));
  g_clear_object (&a);
  g_clear_object (&b);
  g_clear_object (&c);
  remove_tree (dir);
}

/* The list offers the unfinished games newest first, with unreadable files
 * (to say why), and neither finished games nor games followed elsewhere. */
static void
test_list (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autoptr(QbAutosave) playing = qb_autosave_new_in_dir (dir);
  g_autoptr(QbAutosave) other = qb_autosave_new_in_dir (dir);
  g_autoptr(QbGame) old_game = qbm_random_game (EDITION, FALSE, 11, 30);
  g_autoptr(QbGame) new_game = qbm_random_game (EDITION, FALSE, 12, 40);
  g_autoptr(QbGame) finished = qbm_random_game (EDITION, FALSE, 13, G_MAXUINT);
  g_autoptr(QbGame) in_play = qbm_random_game (EDITION, FALSE, 14, 10);
  g_autoptr(QbAutosaveList) list = NULL;
  g_autoptr(QbAutosaveEntry) entry = NULL;
  g_autofree char *old_path = NULL;
  g_autofree char *broken = g_build_filename (dir, "broken.q1759", NULL);
  g_autoptr(GError) error = NULL;

  qb_autosave_set_game (other, old_game);
  old_path = g_strdup (qb_autosave_get_path (other));
  qb_autosave_set_game (other, new_game);
  qb_autosave_set_game (other, finished);
  qb_autosave_set_game (other, NULL);
  qb_autosave_set_game (playing, in_play);
  g_assert_true (g_file_set_contents (broken, "{\"format\": ", -1, NULL));
  /* The old game was played an hour ago. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (old_path);
    g_assert_true (g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                (guint64) (g_get_real_time () / G_USEC_PER_SEC - 3600),
                                                G_FILE_QUERY_INFO_NONE, NULL, &error));
    g_assert_no_error (error);
  }

  list = qb_autosave_list_new (dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 3);
  /* Newest first; the old game last. */
  entry = g_list_model_get_item (G_LIST_MODEL (list), 2);
  g_assert_cmpstr (qb_autosave_entry_get_path (entry), ==, old_path);
  g_assert_nonnull (qb_autosave_entry_get_game (entry));
  g_assert_cmpuint (qb_record_get_n_actions (qb_autosave_entry_get_record (entry)), ==, 30);
  g_assert_null (qb_autosave_entry_get_error (entry));
  g_clear_object (&entry);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(QbAutosaveEntry) e = g_list_model_get_item (G_LIST_MODEL (list), i);
      const char *path = qb_autosave_entry_get_path (e);

      g_assert_cmpstr (path, !=, qb_autosave_get_path (playing));
      if (g_strcmp0 (path, broken) == 0)
        {
          g_assert_null (qb_autosave_entry_get_record (e));
          g_assert_nonnull (qb_autosave_entry_get_error (e));
        }
      else
        g_assert_cmpuint (qb_record_get_n_actions (qb_autosave_entry_get_record (e)), ==, 40);
    }

  /* Delete removes the file; a game in play elsewhere cannot be deleted. */
  entry = g_object_ref (qb_autosave_list_find (list, old_path));
  g_assert_true (qb_autosave_list_delete (list, entry, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (old_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 2);

  /* The window playing lets its game go: it is offered now. */
  qb_autosave_set_game (playing, NULL);
  qb_autosave_list_refresh (list);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 3);

  g_clear_object (&playing);
  g_clear_object (&other);
  remove_tree (dir);
}

/* A failed autosave is told at once and at each change, and tried again:
 * the first save that succeeds says so. */
static void
failed_cb (QbAutosave   *autosave,
           const GError *error,
           guint        *n_failed)
{
  g_assert_nonnull (error);
  (*n_failed)++;
}

static void
saved_cb (QbAutosave *autosave,
          guint      *n_saved)
{
  (*n_saved)++;
}

static void
test_failed (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *folder = g_build_filename (dir, "autosave", NULL);
  g_autoptr(QbAutosave) autosave = qb_autosave_new_in_dir (folder);
  g_autoptr(QbGame) game = qbm_random_game (EDITION, FALSE, 15, 3);
  guint n_failed = 0, n_saved = 0;

  /* A file where the folder should be: nothing can be written (even by
   * root, who ignores permissions). */
  g_assert_true (g_file_set_contents (folder, "", 0, NULL));
  g_signal_connect (autosave, "failed", G_CALLBACK (failed_cb), &n_failed);
  g_signal_connect (autosave, "saved", G_CALLBACK (saved_cb), &n_saved);
  qb_autosave_set_game (autosave, game);
  g_assert_cmpuint (n_failed, ==, 1);
  qbm_play (game, 15, 2);
  g_assert_cmpuint (n_failed, ==, 3);
  g_assert_cmpuint (n_saved, ==, 0);
  g_assert_false (qb_autosave_has_autosave (autosave));

  g_assert_cmpint (g_unlink (folder), ==, 0);
  qbm_play (game, 16, 1);
  g_assert_cmpuint (n_failed, ==, 3);
  g_assert_cmpuint (n_saved, ==, 1);
  g_assert_true (qb_autosave_has_autosave (autosave));
  g_assert_cmpuint (n_actions_at (qb_autosave_get_path (autosave)), ==, 6);

  g_clear_object (&autosave);
  remove_tree (folder);
  qbm_remove_tmp_dir (dir);
}

/* Another process follows a game: its file is in use here (not offered,
 * not deleted, not taken), until the process dies and the kernel drops
 * its lock. */
static int
lock_child (const char *dir,
            const char *record_path)
{
  g_autoptr(GFile) file = g_file_new_for_path (record_path);
  g_autoptr(QbRecord) record = qb_record_load_from_file (file, NULL);
  g_autoptr(QbGame) game = qb_game_new_from_record (record, NULL);
  g_autoptr(QbAutosave) autosave = qb_autosave_new_in_dir (dir);

  qb_autosave_set_game (autosave, game);
  g_print ("%s\n", qb_autosave_get_path (autosave));
  fflush (stdout);
  g_usleep (60 * G_USEC_PER_SEC);   /* killed long before */
  return 0;
}

static void
test_lock_other_process (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *folder = g_build_filename (dir, "autosave", NULL);
  g_autofree char *record_path = g_build_filename (dir, "game.q1759", NULL);
  g_autoptr(QbGame) game = qbm_random_game (EDITION, FALSE, 17, 12);
  g_autoptr(QbAutosave) autosave = qb_autosave_new_in_dir (folder);
  g_autoptr(QbAutosaveList) list = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (record_path);
  g_autoptr(GError) error = NULL;
  char *argv[] = { (char *) "/proc/self/exe", (char *) "--lock-child", folder, record_path, NULL };
  char line[4096] = "";
  int out_fd = -1, status = 0;
  FILE *out;
  GPid pid;

  g_assert_true (qb_record_save_to_file (qb_game_get_record (game), file, &error));
  g_spawn_async_with_pipes (NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                            NULL, &out_fd, NULL, &error);
  g_assert_no_error (error);
  out = fdopen (out_fd, "r");
  g_assert_nonnull (fgets (line, sizeof line, out));
  g_strchomp (line);
  g_assert_true (g_file_test (line, G_FILE_TEST_IS_REGULAR));

  g_assert_true (qb_autosave_path_in_use (line));
  list = qb_autosave_list_new (folder);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
  g_assert_false (qb_autosave_delete_path (line, NULL));
  g_assert_false (qb_autosave_resume_game (autosave, game, line, NULL));
  qb_autosave_set_game (autosave, game);
  g_assert_cmpstr (qb_autosave_get_path (autosave), !=, line);

  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  fclose (out);
  g_assert_false (qb_autosave_path_in_use (line));
  qb_autosave_list_refresh (list);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);

  g_clear_object (&autosave);
  remove_tree (folder);
  qbm_remove_tmp_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  guint64 seed = 0;

  if (argc == 4 && strcmp (argv[1], "--autosave-child") == 0
      && g_ascii_string_to_unsigned (argv[3], 10, 0, G_MAXUINT64, &seed, NULL))
    return autosave_child (argv[2], seed);
  if (argc == 4 && strcmp (argv[1], "--lock-child") == 0)
    return lock_child (argv[2], argv[3]);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/autosave/basic", test_basic);
  g_test_add_func ("/model/autosave/killed-after-action", test_killed_after_action);
  g_test_add_func ("/model/autosave/killed-at-any-moment", test_killed_any_moment);
  g_test_add_func ("/model/autosave/one-file-per-game", test_one_file_per_game);
  g_test_add_func ("/model/autosave/same-game-twice", test_same_game_twice);
  g_test_add_func ("/model/autosave/list", test_list);
  g_test_add_func ("/model/autosave/failed", test_failed);
  g_test_add_func ("/model/autosave/lock-other-process", test_lock_other_process);

  return g_test_run ();
}
