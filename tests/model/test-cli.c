/* test-cli.c: quebec1759-cli on files that are not files and on number
 * options out of range (issue 11, points 7 and 8). The tool runs as a
 * child process with a time limit, so a hang fails the test. */
#include <sys/stat.h>

#include "qb-model-test.h"

typedef struct
{
  GMainLoop *loop;
  gboolean timed_out;
} Wait;

static void
exited_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Wait *wait = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  g_main_loop_quit (wait->loop);
}

static gboolean
timeout_cb (gpointer data)
{
  Wait *wait = data;

  wait->timed_out = TRUE;
  g_main_loop_quit (wait->loop);
  return G_SOURCE_REMOVE;
}

/* Runs the tool with `args` (NULL-terminated); returns its exit status and
 * its output (stdout then stderr). */
static int
run_cli (char       **output,
         const char  *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *out = NULL;
  Wait wait = { loop, FALSE };
  guint timeout;
  va_list args;

  g_ptr_array_add (argv, (gpointer) QB_CLI_PATH);
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_wait_async (process, NULL, exited_cb, &wait);
  timeout = g_timeout_add_seconds (20, timeout_cb, &wait);
  g_main_loop_run (loop);
  if (wait.timed_out)
    {
      g_subprocess_force_exit (process);
      g_error ("quebec1759-cli %s ... did not finish in 20 s", first);
    }
  g_source_remove (timeout);

  {
    GInputStream *stream = g_subprocess_get_stdout_pipe (process);
    g_autoptr(GByteArray) bytes = g_byte_array_new ();
    guint8 buffer[4096];
    gssize n;

    while ((n = g_input_stream_read (stream, buffer, sizeof buffer, NULL, &error)) > 0)
      g_byte_array_append (bytes, buffer, (guint) n);
    g_assert_no_error (error);
    g_byte_array_append (bytes, (const guint8 *) "", 1);
    out = g_strdup ((const char *) bytes->data);
  }
  g_test_message ("quebec1759-cli %s: %s", first, out);
  *output = g_steal_pointer (&out);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

/* A pipe is refused at once by validate and replay (it waited for a
 * writer forever). */
static void
test_fifo (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *fifo = g_build_filename (dir, "pipe.q1759", NULL);
  g_autofree char *setup = g_build_filename (dir, "pipe.q1759-setup", NULL);
  g_autofree char *out = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (mkfifo (setup, 0600), ==, 0);
  g_assert_cmpint (run_cli (&out, "validate", fifo, setup, "/dev/zero", NULL), ==, 1);
  g_assert_nonnull (strstr (out, "pipe.q1759: not a regular file"));
  g_assert_nonnull (strstr (out, "pipe.q1759-setup: not a regular file"));
  g_assert_nonnull (strstr (out, "/dev/zero: not a regular file"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "replay", fifo, NULL), ==, 1);
  g_assert_nonnull (strstr (out, "not a regular file"));
  qbm_remove_tmp_dir (dir);
}

/* Negative numbers and numbers past 64 bits are refused, naming the
 * option ("--games -1" meant 2^64-1 games). */
static void
test_numbers (void)
{
  g_autofree char *game = qbm_data_path ("good", "short-game.q1759");
  static const struct {
    const char *command, *option, *value;
  } bad[] = {
    { "selfplay", "--games", "-1" },
    { "selfplay", "--games", "18446744073709551616" },
    { "selfplay", "--seed", "-18446744073709551604" },
    { "selfplay", "--games", "+3" },
    { "selfplay", "--games", "ten" },
    { "bench", "--games", "-5" },
    { "replay", "--to", "-1" },
    { "replay", "--to", "4294967296" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *expected = g_strdup_printf ("%s: %s takes a whole number from 0 to",
                                                   bad[i].command, bad[i].option);
      g_autofree char *value = g_strdup_printf ("not '%s'", bad[i].value);
      int status;

      if (strcmp (bad[i].command, "replay") == 0)
        status = run_cli (&out, bad[i].command, game, bad[i].option, bad[i].value, NULL);
      else
        status = run_cli (&out, bad[i].command, bad[i].option, bad[i].value, NULL);
      g_assert_cmpint (status, ==, 2);
      g_assert_nonnull (strstr (out, expected));
      g_assert_nonnull (strstr (out, value));
    }

  /* The largest values still work. */
  {
    g_autofree char *out = NULL;

    g_assert_cmpint (run_cli (&out, "selfplay", "--games", "1", "--seed", "18446744073709551615",
                              NULL), ==, 0);
    g_assert_nonnull (strstr (out, "games: 1"));
  }
}

/* The strict JSON classes of tests/data/bad through validate. */
static void
test_bad_json (void)
{
  static const char *const files[] = {
    "comment.q1759", "single-quotes.q1759", "hex-number.q1759", "trailing-document.q1759",
    "lone-surrogate.q1759", "nesting-in-comment.q1759", "nesting-in-single-quotes.q1759",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = qbm_data_path ("bad", files[i]);
      g_autofree char *out = NULL;

      g_assert_cmpint (run_cli (&out, "validate", path, NULL), ==, 1);
      g_assert_nonnull (strstr (out, "not valid JSON at line"));
    }
  {
    g_autofree char *path = qbm_data_path ("bad", "seed-past-64-bits.q1759");
    g_autofree char *out = NULL;

    g_assert_cmpint (run_cli (&out, "validate", path, NULL), ==, 1);
    g_assert_nonnull (strstr (out, "does not fit in 64 bits"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/cli/fifo", test_fifo);
  g_test_add_func ("/model/cli/numbers", test_numbers);
  g_test_add_func ("/model/cli/bad-json", test_bad_json);

  return g_test_run ();
}
