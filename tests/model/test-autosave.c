/* test-autosave.c: QbAutosave, and resuming after the process is killed. */
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

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
  g_autofree char *default_path = qb_autosave_get_default_path ();

  g_assert_true (g_str_has_suffix (default_path, "/quebec1759/autosave.q1759"));
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

int
main (int   argc,
      char *argv[])
{
  guint64 seed = 0;

  if (argc == 4 && strcmp (argv[1], "--autosave-child") == 0
      && g_ascii_string_to_unsigned (argv[3], 10, 0, G_MAXUINT64, &seed, NULL))
    return autosave_child (argv[2], seed);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/autosave/basic", test_basic);
  g_test_add_func ("/model/autosave/killed-after-action", test_killed_after_action);
  g_test_add_func ("/model/autosave/killed-at-any-moment", test_killed_any_moment);

  return g_test_run ();
}
