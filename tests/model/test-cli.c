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

/* selfplay --deployment: every saved game begins with the deployment's
 * placements, then plays on at random; one for the other edition is
 * refused with the app's message. */
static void
test_selfplay_deployment (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *saved = qbm_data_path ("good", "classic-deployment.q1759-setup");
  static const char *const deployments[] = { "historical", "historical-classic", NULL };

  for (guint d = 0; d < 3; d++)
    {
      const char *which = d < 2 ? deployments[d] : saved;
      g_autofree char *out = NULL;
      g_autofree char *path = g_build_filename (dir, "game-4.q1759", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(QbRecord) record = NULL;
      g_autoptr(QbScenario) deployment = NULL;
      g_autoptr(GArray) places = NULL;

      g_assert_cmpint (run_cli (&out, "selfplay", "--games", "2", "--seed", "3", "--edition", "classic",
                                "--deployment", which, "--save", dir, NULL), ==, 0);
      g_assert_nonnull (strstr (out, "deployment: "));
      record = qb_record_load_from_file (file, &error);
      g_assert_no_error (error);
      if (d < 2)
        deployment = qb_scenario_new_historical (QB_EDITION_CLASSIC, &error);
      else
        {
          g_autoptr(GFile) setup = g_file_new_for_path (saved);
          deployment = qb_scenario_load_from_file (setup, &error);
        }
      g_assert_no_error (error);
      places = qb_scenario_get_deployment (deployment);
      g_assert_cmpuint (qb_record_get_n_actions (record), >, places->len);
      for (guint i = 0; i < places->len; i++)
        {
          QbAction a = qb_record_get_action (record, i), b = g_array_index (places, QbAction, i);
          g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
        }
      g_assert_cmpint (qb_record_get_action (record, places->len).type, !=, QB_ACT_PLACE);
    }

  {
    g_autofree char *out = NULL;

    g_assert_cmpint (run_cli (&out, "selfplay", "--games", "1", "--deployment", "historical-classic",
                              NULL), ==, 2);
    g_assert_nonnull (strstr (out, "for the classic edition"));
  }
  qbm_remove_tmp_dir (dir);
}

/* validate --builtin checks every built-in deployment; builtin:ID one. */
static void
test_validate_builtin (void)
{
  const char *const *ids = qb_scenario_list_builtin ();
  g_autofree char *out = NULL;

  g_assert_cmpint (run_cli (&out, "validate", "--builtin", NULL), ==, 0);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *line = g_strdup_printf ("builtin:%s: ok\n", ids[i]);
      g_assert_nonnull (strstr (out, line));
    }
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "validate", "builtin:historical-classic", "builtin:no-such", NULL), ==, 1);
  g_assert_nonnull (strstr (out, "builtin:historical-classic: ok"));
  g_assert_nonnull (strstr (out, "no-such"));
}

/* fork FILE --at N --dice same|fresh -o NEW: a what-if game that loads,
 * replays to N exactly as the original (the log after the first line,
 * which names the file, is the same), and names its original; wrong
 * arguments are refused with exit status 2. */
static void
test_fork (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *original = g_build_filename (dir, "game-11.q1759", NULL);
  g_autofree char *same = g_build_filename (dir, "same.q1759", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.q1759", NULL);
  g_autofree char *out = NULL;
  g_autofree char *log_original = NULL;
  g_autofree char *log_fork = NULL;
  g_autoptr(GFile) same_file = g_file_new_for_path (same);
  g_autoptr(GFile) fresh_file = g_file_new_for_path (fresh);
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const char *branch = NULL;
  guint index = 0;

  g_assert_cmpint (run_cli (&out, "selfplay", "--games", "1", "--seed", "11", "--save", dir, NULL),
                   ==, 0);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "fork", original, "--at", "70", "--dice", "same", "-o", same,
                            NULL), ==, 0);
  g_assert_nonnull (strstr (out, "position 70 ("));
  g_assert_nonnull (strstr (out, "with same dice"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "fork", original, "--at", "70", "--dice", "fresh", "-o", fresh,
                            NULL), ==, 0);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "validate", same, fresh, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "same.q1759: ok"));
  g_assert_nonnull (strstr (out, "fresh.q1759: ok"));
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (run_cli (&log_original, "replay", original, "--to", "70", "--as", "french", NULL),
                   ==, 0);
  g_assert_cmpint (run_cli (&log_fork, "replay", same, "--to", "70", "--as", "french", NULL), ==, 0);
  g_assert_nonnull (strchr (log_original, '\n'));
  g_assert_nonnull (strchr (log_fork, '\n'));
  g_assert_cmpstr (strchr (log_original, '\n'), ==, strchr (log_fork, '\n'));

  record = qb_record_load_from_file (same_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_actions (record), ==, 70);
  g_assert_true (qb_record_get_branch (record, &branch, &index));
  g_assert_cmpstr (branch, ==, original);
  g_assert_cmpuint (index, ==, 70);
  g_clear_object (&record);
  record = qb_record_load_from_file (fresh_file, &error);
  g_assert_no_error (error);
  g_assert_true (qb_record_get_branch (record, NULL, &index));
  g_assert_cmpuint (index, ==, 70);

  g_assert_cmpint (run_cli (&out, "fork", original, "--at", "70000", "--dice", "same", "-o", same,
                            NULL), ==, 2);
  g_assert_nonnull (strstr (out, "so there is no position 70000"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "fork", original, "--at", "3", "--dice", "maybe", "-o", same,
                            NULL), ==, 2);
  g_assert_nonnull (strstr (out, "not 'maybe'"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "fork", original, "--dice", "same", "-o", same, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "fork", "/nonexistent/game.q1759", "--at", "3", "--dice", "same",
                            "-o", same, NULL), ==, 1);
  qbm_remove_tmp_dir (dir);
}

/* setup random|diff|balance: a random deployment is the same for a seed,
 * valid, and differs from the historical one block by block as `diff`
 * says; balance prints the British wins of a set-up, the same for a seed;
 * wrong arguments are refused with status 2, a band no deployment reaches
 * with status 1. */
static void
test_setup (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *a = g_build_filename (dir, "a.q1759-setup", NULL);
  g_autofree char *b = g_build_filename (dir, "b.q1759-setup", NULL);
  g_autofree char *out = NULL;
  g_autofree char *first = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(QbScenario) historical = NULL;

  g_assert_cmpint (run_cli (&out, "setup", "random", "--seed", "12", "-o", a, NULL), ==, 0);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "setup", "random", "--seed", "12", "-o", b, NULL), ==, 0);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "setup", "diff", a, b, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "no differences\n");
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "validate", a, NULL), ==, 0);
  g_clear_pointer (&out, g_free);

  /* The diff against the historical deployment: one line per block that
   * is elsewhere, as the model computes it. */
  file = g_file_new_for_path (a);
  scenario = qb_scenario_load_from_file (file, &error);
  g_assert_no_error (error);
  historical = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  g_assert_no_error (error);
  g_assert_cmpint (run_cli (&out, "setup", "diff", "historical", a, NULL), ==, 0);
  {
    guint lines = 0, moved = 0;

    for (const char *p = out; *p != '\0'; p++)
      lines += *p == '\n';
    for (guint block = QB_FIRST_BLOCK (QB_FRENCH); block < QB_NUM_BLOCKS; block++)
      {
        guint from, to;

        qb_scenario_get_block (historical, block, &from, NULL);
        qb_scenario_get_block (scenario, block, &to, NULL);
        moved += from != to;
      }
    g_assert_cmpuint (moved, >, 0);
    g_assert_cmpuint (lines, ==, moved);
    g_assert_nonnull (strstr (out, " → "));
  }
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (run_cli (&first, "setup", "balance", "--games", "30", "--seed", "4", a, NULL), ==, 0);
  g_assert_nonnull (strstr (first, "games: 30, seeds 4..33"));
  g_assert_nonnull (strstr (first, "British wins: "));
  g_assert_nonnull (strstr (first, "95% CI"));
  g_assert_cmpint (run_cli (&out, "setup", "balance", "--games", "30", "--seed", "4", a, NULL), ==, 0);
  g_assert_cmpstr (out, ==, first);
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (run_cli (&out, "setup", "random", "--edition", "modern", NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "setup", "random", "--balanced", "60-40", NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "setup", "balance", "--player", "nobody", a, NULL), ==, 1);
  g_assert_nonnull (strstr (out, "nobody"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "setup", "diff", a, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "setup", "diff", "historical", "builtin:historical-classic", NULL), ==, 1);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "setup", "frobnicate", NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  /* 3 games never give exactly half the wins. */
  g_assert_cmpint (run_cli (&out, "setup", "random", "--balanced", "50-50", "--games", "3",
                            "--tries", "3", NULL), ==, 1);
  g_clear_pointer (&out, g_free);
  qbm_remove_tmp_dir (dir);
}

/* export and import-notes: a finished game with notes as HTML (both
 * sides by default) and as Markdown from the British side, read back into
 * the game without its notes, with the painter's pictures; unknown formats
 * and viewpoints refused with status 2; both sides of an unfinished game and another
 * game's notes refused with status 1 and a message. */
static void
test_export (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *original = g_build_filename (dir, "game-11.q1759", NULL);
  g_autofree char *noted = g_build_filename (dir, "noted.q1759", NULL);
  g_autofree char *html = g_build_filename (dir, "game.html", NULL);
  g_autofree char *md = g_build_filename (dir, "game.md", NULL);
  g_autofree char *imported = g_build_filename (dir, "imported.q1759", NULL);
  g_autofree char *unfinished = g_build_filename (dir, "unfinished.q1759", NULL);
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) original_file = g_file_new_for_path (original);
  g_autoptr(GFile) noted_file = g_file_new_for_path (noted);
  g_autoptr(GFile) imported_file = g_file_new_for_path (imported);
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  QbAnnotation british = { 5, (char *) "A British plan", QB_MARK_ZONE, 2, QB_LOC_NONE, QB_LOC_NONE,
                           QB_GLYPH_GOOD, QB_NOTE_BRITISH_ONLY };
  QbAnnotation french = { 6, (char *) "A French secret", QB_MARK_NONE, QB_LOC_NONE, QB_LOC_NONE,
                          QB_LOC_NONE, QB_GLYPH_NONE, QB_NOTE_FRENCH_ONLY };

  g_assert_cmpint (run_cli (&out, "selfplay", "--games", "1", "--seed", "11", "--save", dir, NULL),
                   ==, 0);
  g_clear_pointer (&out, g_free);
  record = qb_record_load_from_file (original_file, &error);
  g_assert_no_error (error);
  qb_record_add_annotation_full (record, &british);
  qb_record_add_annotation_full (record, &french);
  qb_record_add_chapter (record, 10, "The first chapter");
  g_assert_true (qb_record_save_to_file (record, noted_file, &error));
  g_assert_no_error (error);
  g_clear_object (&record);

  g_assert_cmpint (run_cli (&out, "export", noted, "--format", "html", "-o", html, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "both sides"));
  g_clear_pointer (&out, g_free);
  g_assert_true (g_file_get_contents (html, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "<!DOCTYPE html>"));
  /* The board at the note and the chapter, and the strength chart. */
  g_assert_nonnull (strstr (text, "data:image/png;base64,"));
  g_assert_nonnull (strstr (text, "A British plan"));
  g_assert_nonnull (strstr (text, "A French secret"));
  g_assert_nonnull (strstr (text, "The first chapter"));
  g_clear_pointer (&text, g_free);

  g_assert_cmpint (run_cli (&out, "export", noted, "--format", "md", "--view", "british",
                            "-o", md, NULL), ==, 0);
  g_clear_pointer (&out, g_free);
  g_assert_true (g_file_get_contents (md, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "A British plan"));
  g_assert_null (strstr (text, "A French secret"));
  g_assert_nonnull (strstr (text, "<!-- quebec1759-annotations"));

  /* The British notes back into the game without notes. */
  g_assert_cmpint (run_cli (&out, "import-notes", original, md, "-o", imported, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "2 notes and bookmarks added"));
  g_clear_pointer (&out, g_free);
  record = qb_record_load_from_file (imported_file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 1);
  g_assert_cmpstr (qb_record_get_annotation (record, 0)->text, ==, "A British plan");
  g_assert_cmpuint (qb_record_get_annotation (record, 0)->audience, ==, QB_NOTE_BRITISH_ONLY);
  g_assert_cmpuint (qb_record_get_n_bookmarks (record), ==, 1);
  g_assert_true (qb_record_get_bookmark (record, 0)->chapter);
  g_clear_object (&record);

  g_assert_cmpint (run_cli (&out, "export", noted, "--format", "pdf", "-o", html, NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "export", noted, "--format", "md", "--view", "all", "-o", md,
                            NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "fork", original, "--at", "70", "--dice", "same", "-o",
                            unfinished, NULL), ==, 0);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "export", unfinished, "--format", "md", "--view", "both",
                            "-o", md, NULL), ==, 1);
  g_assert_nonnull (strstr (out, "face up"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "import-notes", unfinished, html, "-o", imported, NULL), ==, 1);
  g_assert_nonnull (strstr (out, "another game"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "import-notes", original, noted, "-o", imported, NULL), ==, 1);
  g_assert_nonnull (strstr (out, "no notes to import"));
  qbm_remove_tmp_dir (dir);
}

/* The width and height in a PNG's header (IHDR, big-endian). */
static void
png_size (const char *data,
          gsize       size,
          guint      *width,
          guint      *height)
{
  const guint8 *d = (const guint8 *) data;

  g_assert_cmpuint (size, >, 24);
  g_assert_cmpmem (data, 8, "\x89PNG\r\n\x1a\n", 8);
  *width = (guint) d[16] << 24 | (guint) d[17] << 16 | (guint) d[18] << 8 | d[19];
  *height = (guint) d[20] << 24 | (guint) d[21] << 16 | (guint) d[22] << 8 | d[23];
}

/* export-image: the board at a position as a side saw it, PNG or SVG, with
 * the marks of the notes that side may read; bad formats and views are
 * refused by name. */
static void
test_export_image (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *game = g_build_filename (dir, "game-11.q1759", NULL);
  g_autofree char *png = g_build_filename (dir, "board.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "board.svg", NULL);
  g_autoptr(GFile) game_file = g_file_new_for_path (game);
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *data = NULL;
  QbAnnotation note = { 0 };
  guint width, height;
  gsize size;

  g_assert_cmpint (run_cli (&out, "selfplay", "--games", "1", "--seed", "11", "--save", dir, NULL),
                   ==, 0);
  g_clear_pointer (&out, g_free);
  /* A British note with a ring at position 40: the French never see it. */
  record = qb_record_load_from_file (game_file, &error);
  g_assert_no_error (error);
  note.index = 40;
  note.text = (char *) "Watch Beauport";
  note.mark = QB_MARK_ZONE;
  note.zone = QB_BE;
  note.audience = QB_NOTE_BRITISH_ONLY;
  qb_record_add_annotation_full (record, &note);
  g_assert_true (qb_record_save_to_file (record, game_file, &error));
  g_assert_no_error (error);

  g_assert_cmpint (run_cli (&out, "export-image", game, "--at", "40", "--view", "british",
                            "--format", "png", "--width", "800", "-o", png, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "position 40 as british saw it, 1 mark,"));
  g_clear_pointer (&out, g_free);
  g_assert_true (g_file_get_contents (png, &data, &size, &error));
  png_size (data, size, &width, &height);
  g_assert_cmpuint (width, ==, 800);
  g_assert_cmpuint (height, ==, 275);
  g_clear_pointer (&data, g_free);

  /* `export --format svg` is the same command. */
  g_assert_cmpint (run_cli (&out, "export", game, "--at", "40", "--view", "french",
                            "--format", "svg", "-o", svg, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "position 40 as french saw it, 0 marks,"));
  g_clear_pointer (&out, g_free);
  g_assert_true (g_file_get_contents (svg, &data, &size, &error));
  g_assert_true (g_str_has_prefix (data, "<?xml"));
  g_assert_nonnull (strstr (data, "width=\"1600px\""));

  g_assert_cmpint (run_cli (&out, "export-image", game, "--format", "gif", "-o", png, NULL), ==, 2);
  g_assert_nonnull (strstr (out, "gif"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "export-image", game, "--format", "png", "--view", "nobody",
                            "-o", png, NULL), ==, 2);
  g_assert_nonnull (strstr (out, "nobody"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (&out, "export-image", game, "--format", "png", NULL), ==, 2);
  qbm_remove_tmp_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/cli/fifo", test_fifo);
  g_test_add_func ("/model/cli/numbers", test_numbers);
  g_test_add_func ("/model/cli/bad-json", test_bad_json);
  g_test_add_func ("/model/cli/selfplay-deployment", test_selfplay_deployment);
  g_test_add_func ("/model/cli/validate-builtin", test_validate_builtin);
  g_test_add_func ("/model/cli/fork", test_fork);
  g_test_add_func ("/model/cli/setup", test_setup);
  g_test_add_func ("/model/cli/export", test_export);
  g_test_add_func ("/model/cli/export-image", test_export_image);

  return g_test_run ();
}
