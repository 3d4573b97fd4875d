/* test-file-safety.c: saving never destroys the previous save, and loading
 * never waits on or swallows what is not a file (issue 11, points 1 and 7;
 * src/model/qb-file.c). */
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "qb-file-private.h"
#include "qb-model-test.h"

static char *
read_all (const char *path,
          gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);
  return text;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The names in `dir`, sorted, as one string: no temporary file is left. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* A finished game: its text is tens of kilobytes. */
static QbRecord *
long_record (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, 7, G_MAXUINT);

  return g_object_ref (qb_game_get_record (game));
}

/* A short game saved at `path`: the "previous save". */
static void
save_short (const char *path)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_CLASSIC, FALSE, 3, 30);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (qb_record_save_to_file (qb_game_get_record (game), file, &error));
  g_assert_no_error (error);
}

/* Runs `child` in a forked process and returns its exit status; the
 * child has 20 seconds. */
static int
run_forked (void     (*child) (gpointer),
            gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  int status = 0;
  pid_t pid;

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      alarm (20);
      child (data);
      _exit (0);
    }
  while (waitpid (pid, &status, WNOHANG) == 0)
    {
      if (g_get_monotonic_time () > deadline)
        {
          kill (pid, SIGKILL);
          waitpid (pid, &status, 0);
          g_error ("the child process did not finish in 20 s");
        }
      g_usleep (10000);
    }
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

/* ---- A full disk ------------------------------------------------------------ */

typedef struct
{
  const char *path;
  QbRecord *record;
} SaveJob;

/* The child: files may grow to 4 KiB only, so writing the long
 * record fails half-way (EFBIG) as it would on a full disk. Exit status
 * 0 if the save reported the failure as it should. */
static void
save_with_small_limit (gpointer data)
{
  SaveJob *job = data;
  struct rlimit limit = { 4096, 4096 };
  g_autoptr(GFile) file = g_file_new_for_path (job->path);
  g_autoptr(GError) error = NULL;
  gboolean saved;

  signal (SIGXFSZ, SIG_IGN);
  if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
    _exit (3);
  saved = qb_record_save_to_file (job->record, file, &error);
  if (saved)
    _exit (1);
  if (!g_error_matches (error, QB_FILE_ERROR, QB_FILE_ERROR_IO)
      || strstr (error->message, "the file on disk is unchanged") == NULL
      || !g_str_has_prefix (error->message, job->path))
    _exit (2);
  _exit (0);
}

static void
test_full_disk (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.q1759", NULL);
  g_autoptr(QbRecord) record = long_record ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *names = NULL;
  gsize n_before = 0, n_after = 0;
  SaveJob job = { path, record };

  save_short (path);
  before = read_all (path, &n_before);
  g_assert_cmpuint (n_before, <, 4096);

  g_assert_cmpint (run_forked (save_with_small_limit, &job), ==, 0);

  /* The previous save, byte for byte, and nothing else. */
  after = read_all (path, &n_after);
  g_assert_cmpmem (before, n_before, after, n_after);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "game.q1759");
  qbm_remove_tmp_dir (dir);
}

/* The same through the writer's test hook: a disk that takes 4 KiB, one
 * short write at a time, then says it is full. */
static gsize hook_budget;

static gssize
full_disk_write (int         fd,
                 const void *buffer,
                 gsize       count)
{
  gsize n = MIN (count, MIN (hook_budget, 1000));

  if (n == 0)
    {
      errno = ENOSPC;
      return -1;
    }
  hook_budget -= n;
  return write (fd, buffer, n);
}

static void
test_full_disk_hook (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.q1759", NULL);
  g_autofree char *setup_path = g_build_filename (dir, "position.q1759-setup", NULL);
  g_autofree char *autosave_path = g_build_filename (dir, "autosave.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) setup_file = g_file_new_for_path (setup_path);
  g_autoptr(QbRecord) record = long_record ();
  g_autoptr(QbAutosave) autosave = qb_autosave_new (autosave_path);
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *names = NULL;
  gsize n_before = 0, n_after = 0;
  QbOptions options;

  save_short (path);
  save_short (autosave_path);
  qb_options_default (&options);
  scenario = qb_scenario_new (QB_SCENARIO_DEPLOYMENT, &options);
  g_assert_true (qb_scenario_save_to_file (scenario, setup_file, &error));
  g_assert_no_error (error);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "autosave.q1759 game.q1759 position.q1759-setup");

  qb_file_set_write_func (full_disk_write);
  before = read_all (path, &n_before);
  hook_budget = 4096;
  g_assert_false (qb_record_save_to_file (record, file, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, g_strerror (ENOSPC)));
  g_assert_nonnull (strstr (error->message, "the file on disk is unchanged"));
  g_clear_error (&error);
  after = read_all (path, &n_after);
  g_assert_cmpmem (before, n_before, after, n_after);
  g_clear_pointer (&after, g_free);

  /* The autosave and a scenario share the writer. */
  g_clear_pointer (&before, g_free);
  before = read_all (autosave_path, &n_before);
  hook_budget = 4096;
  g_assert_false (qb_autosave_save (autosave, record, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO);
  g_clear_error (&error);
  after = read_all (autosave_path, &n_after);
  g_assert_cmpmem (before, n_before, after, n_after);
  g_clear_pointer (&after, g_free);

  g_clear_pointer (&before, g_free);
  before = read_all (setup_path, &n_before);
  hook_budget = 100;
  g_assert_false (qb_scenario_save_to_file (scenario, setup_file, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO);
  g_clear_error (&error);
  after = read_all (setup_path, &n_after);
  g_assert_cmpmem (before, n_before, after, n_after);

  g_clear_pointer (&names, g_free);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "autosave.q1759 game.q1759 position.q1759-setup");

  /* With room again, the save goes through. */
  qb_file_set_write_func (NULL);
  g_assert_true (qb_record_save_to_file (record, file, &error));
  g_assert_no_error (error);
  qbm_remove_tmp_dir (dir);
}

/* ---- A folder where nothing can be written --------------------------------- */

static void
save_in_read_only_dir (gpointer data)
{
  SaveJob *job = data;
  g_autoptr(GFile) file = g_file_new_for_path (job->path);
  g_autoptr(GError) error = NULL;

  /* Root may write anywhere: be nobody. */
  if (geteuid () == 0)
    {
      struct passwd *nobody = getpwnam ("nobody");

      if (nobody == NULL || setgid (nobody->pw_gid) != 0 || setuid (nobody->pw_uid) != 0)
        _exit (3);
    }
  if (qb_record_save_to_file (job->record, file, &error))
    _exit (1);
  g_printerr ("%s\n", error->message);
  if (!g_error_matches (error, QB_FILE_ERROR, QB_FILE_ERROR_IO)
      || strstr (error->message, g_strerror (EACCES)) == NULL
      || strstr (error->message, "the file on disk is unchanged") == NULL)
    _exit (2);
  _exit (0);
}

static void
test_read_only_dir (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *sub = g_build_filename (dir, "read-only", NULL);
  g_autofree char *path = g_build_filename (sub, "game.q1759", NULL);
  g_autoptr(QbRecord) record = long_record ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize n_before = 0, n_after = 0;
  SaveJob job = { path, record };

  g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
  save_short (path);
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_cmpint (g_chmod (sub, 0555), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  before = read_all (path, &n_before);

  g_assert_cmpint (run_forked (save_in_read_only_dir, &job), ==, 0);

  after = read_all (path, &n_after);
  g_assert_cmpmem (before, n_before, after, n_after);
  g_chmod (sub, 0755);
  qbm_remove_tmp_dir (sub);
  qbm_remove_tmp_dir (dir);
}

/* ---- What the file was stays so --------------------------------------------- */

static void
test_keeps_mode (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(QbRecord) record = long_record ();
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  save_short (path);
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (qb_record_save_to_file (record, file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  qbm_remove_tmp_dir (dir);
}

/* Saving through a symbolic link writes the file it points to; the link
 * stays a link. */
static void
test_symlink (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *real = g_build_filename (dir, "real.q1759", NULL);
  g_autofree char *link = g_build_filename (dir, "link.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (link);
  g_autoptr(QbRecord) record = long_record ();
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *target = NULL;
  gsize length = 0;
  GStatBuf st;

  save_short (real);
  g_assert_cmpint (symlink ("real.q1759", link), ==, 0);
  g_assert_true (qb_record_save_to_file (record, file, &error));
  g_assert_no_error (error);

  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  target = g_file_read_link (link, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (target, ==, "real.q1759");
  saved = read_all (real, NULL);
  expected = qb_record_to_json (record, &length);
  g_assert_cmpstr (saved, ==, expected);
  qbm_remove_tmp_dir (dir);
}

/* Someone else wrote the file since it was opened: the save says so
 * instead of overwriting their work, unless forced. */
static void
test_changed_on_disk (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.q1759", NULL);
  g_autofree char *other_path = g_build_filename (dir, "other.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *now = NULL;
  gsize n_theirs = 0, n_now = 0;

  save_short (path);
  record = qb_record_load_from_file (file, &error);
  g_assert_no_error (error);

  /* Saved again by us: no question. */
  g_assert_true (qb_record_save_to_file (record, file, &error));
  g_assert_no_error (error);
  g_assert_true (qb_record_save_to_file (record, file, &error));
  g_assert_no_error (error);

  /* Someone else's version (another window, another program). */
  {
    g_autoptr(QbRecord) copy = qb_record_load_from_file (file, &error);

    g_assert_no_error (error);
    qb_record_set_player_name (copy, QB_BRITISH, "Someone else");
    g_assert_true (qb_record_save_to_file (copy, file, &error));
    g_assert_no_error (error);
  }
  theirs = read_all (path, &n_theirs);
  g_assert_false (qb_record_save_to_file (record, file, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_CHANGED);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, "changed on disk since it was opened"));
  g_clear_error (&error);
  now = read_all (path, &n_now);
  g_assert_cmpmem (theirs, n_theirs, now, n_now);

  /* Another file is not checked (Save As asks its own question). */
  g_assert_true (qb_record_save_to_file (record, other, &error));
  g_assert_no_error (error);
  g_assert_true (qb_record_save_to_file_full (record, file, QB_SAVE_FORCE, &error));
  g_assert_no_error (error);
  /* Forced, and from then on ours again. */
  g_assert_true (qb_record_save_to_file (record, file, &error));
  g_assert_no_error (error);

  /* Replaced by a rename, same size and all: still someone else's. */
  {
    g_autofree char *text = read_all (path, NULL);
    g_autofree char *tmp = g_build_filename (dir, "tmp", NULL);

    g_assert_true (g_file_set_contents (tmp, text, -1, NULL));
    g_assert_cmpint (g_rename (tmp, path), ==, 0);
    g_assert_false (qb_record_save_to_file (record, file, &error));
    g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_CHANGED);
    g_clear_error (&error);
  }

  /* Removed: saving puts it back. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_true (qb_record_save_to_file (record, file, &error));
  g_assert_no_error (error);
  qbm_remove_tmp_dir (dir);
}

/* ---- Not files --------------------------------------------------------------- */

static void
check_refused (const char *path,
               QbFileError code,
               const char *expected)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbScenario) scenario = NULL;

  record = qb_record_load_from_file (file, &error);
  g_assert_null (record);
  g_assert_error (error, QB_FILE_ERROR, (int) code);
  if (strstr (error->message, expected) == NULL || !g_str_has_prefix (error->message, path))
    g_error ("%s: %s does not say %s", path, error->message, expected);
  g_clear_error (&error);

  scenario = qb_scenario_load_from_file (file, &error);
  g_assert_null (scenario);
  g_assert_error (error, QB_FILE_ERROR, (int) code);
}

static void
load_not_files (gpointer data)
{
  const char *fifo = data;
  g_autofree char *dir = g_path_get_dirname (fifo);

  check_refused (fifo, QB_FILE_ERROR_IO, "not a regular file (a pipe, a device or a socket)");
  check_refused ("/dev/zero", QB_FILE_ERROR_IO, "not a regular file");
  check_refused (dir, QB_FILE_ERROR_IO, "this is a folder, not a file");
  _exit (0);
}

/* A pipe made the loader wait for a writer forever; /dev/zero made it read
 * until memory ran out. Both are refused at once. */
static void
test_not_files (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *fifo = g_build_filename (dir, "pipe.q1759", NULL);
  gint64 start;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  start = g_get_monotonic_time ();
  /* In a child process, so that a loader that blocks fails the test
   * rather than hanging it. */
  g_assert_cmpint (run_forked (load_not_files, fifo), ==, 0);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  qbm_remove_tmp_dir (dir);
}

/* A file past the size limit is refused before anything is read. */
static void
test_too_large (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "big.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GBytes *bytes = NULL;
  int fd;

  fd = g_open (path, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, QB_FILE_MAX_BYTES + 1), ==, 0);
  close (fd);
  g_assert_false (qb_file_read_bytes (file, &bytes, NULL, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_TOO_LARGE);
  g_assert_null (bytes);
  qbm_remove_tmp_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/file/full-disk", test_full_disk);
  g_test_add_func ("/model/file/full-disk-hook", test_full_disk_hook);
  g_test_add_func ("/model/file/read-only-dir", test_read_only_dir);
  g_test_add_func ("/model/file/keeps-mode", test_keeps_mode);
  g_test_add_func ("/model/file/symlink", test_symlink);
  g_test_add_func ("/model/file/changed-on-disk", test_changed_on_disk);
  g_test_add_func ("/model/file/not-files", test_not_files);
  g_test_add_func ("/model/file/too-large", test_too_large);

  return g_test_run ();
}
