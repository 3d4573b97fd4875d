/* qb-autosave.c: see qb-autosave.h.
 *
 * Each save writes the whole record to a temporary file and renames it over
 * the autosave (qb_file_write_atomic()), synchronously, before the action
 * returns to the caller: killing the process at any moment leaves either
 * the record before the action in flight or the one after it, never a torn
 * file.
 *
 * One file per game. In a folder (qb_autosave_new_in_dir()), the game's
 * file is `<game id>.q1759`, the id derived from the record's seed and
 * creation date (qb_autosave_get_game_id()), and whoever follows a game
 * holds an exclusive flock(2) on `<game id>.lock` beside it for as long as
 * it does. flock() locks belong to an open file description, so two windows
 * of one process exclude each other as two processes do, and the kernel
 * drops the lock of a process that dies. A slot whose lock is held, or
 * whose file exists and is not ours (another game with the same id, or the
 * same game opened again from its file while its older autosave waits to
 * be resumed), is skipped for `<game id>-2`, `-3`...: an autosave is only
 * ever replaced by the window that wrote it, or by the one that resumed it. */
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "qb-autosave.h"
#include "qb-file-private.h"
#include "qb-game.h"
#include "qb-json-private.h"
#include "qb-record.h"

#define MAX_SLOTS 100

struct _QbAutosave
{
  GObject parent_instance;

  char *path;        /* the file written; NULL in a folder until a game has a slot */
  char *dir;         /* one file per game in this folder; NULL: `path` is fixed */
  QbGame *game;
  gulong changed_id;
  int lock_fd;       /* the flock of `path`'s lock file, or -1 */
};

G_DEFINE_FINAL_TYPE (QbAutosave, qb_autosave, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_DIR,
  PROP_GAME,
  N_PROPS
};

enum {
  FAILED,
  SAVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- Locks ---------------------------------------------------------------- */

static char *
lock_path_for (const char *path)
{
  if (g_str_has_suffix (path, QB_GAME_EXTENSION))
    {
      g_autofree char *stem = g_strndup (path, strlen (path) - strlen (QB_GAME_EXTENSION));
      return g_strconcat (stem, ".lock", NULL);
    }
  return g_strconcat (path, ".lock", NULL);
}

static void
set_io_error (GError    **error,
              const char *file,
              int         saved_errno)
{
  qb_file_error (error, QB_FILE_ERROR_IO, file, g_strerror (saved_errno));
}

/* Takes the exclusive lock of `lock_path`, creating the file. Returns the
 * descriptor that holds it, or -1: with *busy set if another holds it,
 * else with `error` set. */
static int
take_lock (const char  *lock_path,
           gboolean    *busy,
           GError     **error)
{
  *busy = FALSE;
  for (int attempt = 0; attempt < 5; attempt++)
    {
      struct stat held, named;
      int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);

      if (fd < 0)
        {
          set_io_error (error, lock_path, errno);
          return -1;
        }
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          int saved_errno = errno;

          close (fd);
          if (saved_errno == EWOULDBLOCK)
            {
              *busy = TRUE;
              return -1;
            }
          set_io_error (error, lock_path, saved_errno);
          return -1;
        }
      /* The holder may have removed the lock file between our open() and
       * our flock() (qb_autosave_clear()): then we hold a lock on a file
       * no one else can find any more, so try again with the new one. */
      if (fstat (fd, &held) == 0 && g_stat (lock_path, &named) == 0
          && held.st_dev == named.st_dev && held.st_ino == named.st_ino)
        return fd;
      close (fd);
    }
  set_io_error (error, lock_path, EAGAIN);
  return -1;
}

static void
release_lock (QbAutosave *self)
{
  if (self->lock_fd >= 0)
    close (self->lock_fd);   /* closing the last descriptor drops the flock */
  self->lock_fd = -1;
}

/**
 * qb_autosave_path_in_use:
 * @path: an autosave file
 *
 * Returns: whether a window (of this process or another) follows the game
 *   of @path: it must be neither offered to resume nor deleted here
 */
gboolean
qb_autosave_path_in_use (const char *path)
{
  g_autofree char *lock_path = NULL;
  gboolean in_use = FALSE;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  lock_path = lock_path_for (path);
  fd = g_open (lock_path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  if (flock (fd, LOCK_SH | LOCK_NB) != 0)
    in_use = errno == EWOULDBLOCK;
  close (fd);
  return in_use;
}

static void
set_in_use_error (GError **error)
{
  g_set_error_literal (error, QB_FILE_ERROR, QB_FILE_ERROR_IO,
                       _("This game is open in another window."));
}

/**
 * qb_autosave_delete_path:
 *
 * Removes the autosave at @path and its lock file, unless a window follows
 * its game. Removing a file that is gone is not an error.
 */
gboolean
qb_autosave_delete_path (const char  *path,
                         GError     **error)
{
  g_autofree char *lock_path = NULL;
  gboolean busy = FALSE;
  gboolean ok = TRUE;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  lock_path = lock_path_for (path);
  fd = take_lock (lock_path, &busy, NULL);
  if (busy)
    {
      set_in_use_error (error);
      return FALSE;
    }
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      set_io_error (error, path, errno);
      ok = FALSE;
    }
  if (fd >= 0)
    {
      if (ok)
        g_unlink (lock_path);
      close (fd);
    }
  return ok;
}

/* ---- Slots ----------------------------------------------------------------- */

/* Makes sure a game followed in a folder has a file of its own, locked:
 * the first free slot of its id (see the top of this file). */
static gboolean
ensure_slot (QbAutosave  *self,
             GError     **error)
{
  g_autofree char *id = NULL;

  if (self->dir == NULL || self->lock_fd >= 0)
    return TRUE;
  if (self->game == NULL)
    {
      set_io_error (error, self->dir, ENOENT);
      return FALSE;
    }
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      set_io_error (error, self->dir, errno);
      return FALSE;
    }

  id = qb_autosave_get_game_id (qb_game_get_record (self->game));
  for (int k = 1; k <= MAX_SLOTS; k++)
    {
      g_autofree char *name = k == 1 ? g_strconcat (id, QB_GAME_EXTENSION, NULL)
                                     : g_strdup_printf ("%s-%d" QB_GAME_EXTENSION, id, k);
      g_autofree char *path = g_build_filename (self->dir, name, NULL);
      g_autofree char *lock_path = lock_path_for (path);
      gboolean ours = g_strcmp0 (path, self->path) == 0;
      gboolean busy = FALSE;
      int fd;

      /* Another game's file, or an older autosave of this one that waits
       * to be resumed: never replaced behind the player's back. */
      if (!ours && g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      fd = take_lock (lock_path, &busy, error);
      if (busy)
        continue;
      if (fd < 0)
        return FALSE;
      if (!ours && g_file_test (path, G_FILE_TEST_EXISTS))
        {
          /* Written between our test and our lock by its owner, which has
           * let it go since. */
          close (fd);
          continue;
        }
      g_free (self->path);
      self->path = g_steal_pointer (&path);
      self->lock_fd = fd;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
      return TRUE;
    }
  set_in_use_error (error);
  return FALSE;
}

static void
game_changed_cb (QbAutosave *self,
                 QbGame     *game)
{
  g_autoptr(GError) error = NULL;

  g_assert (QB_IS_AUTOSAVE (self));
  g_assert (QB_IS_GAME (game));

  /* A failure is told at every change, and the next change tries again
   * from the start (the folder may be writable again). */
  if (!qb_autosave_save (self, qb_game_get_record (game), &error))
    {
      g_debug ("Autosave failed: %s", error->message);
      g_signal_emit (self, signals[FAILED], 0, error);
    }
  else
    g_signal_emit (self, signals[SAVED], 0);
}

/* ---- GObject ------------------------------------------------------------- */

static void
qb_autosave_dispose (GObject *object)
{
  QbAutosave *self = (QbAutosave *)object;

  qb_autosave_set_game (self, NULL);
  release_lock (self);

  G_OBJECT_CLASS (qb_autosave_parent_class)->dispose (object);
}

static void
qb_autosave_finalize (GObject *object)
{
  QbAutosave *self = (QbAutosave *)object;

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->dir, g_free);

  G_OBJECT_CLASS (qb_autosave_parent_class)->finalize (object);
}

static void
qb_autosave_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  QbAutosave *self = QB_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;

    case PROP_DIR:
      g_value_set_string (value, self->dir);
      break;

    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_autosave_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  QbAutosave *self = QB_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_free (self->path);
      self->path = g_value_dup_string (value);
      break;

    case PROP_DIR:
      g_free (self->dir);
      self->dir = g_value_dup_string (value);
      break;

    case PROP_GAME:
      qb_autosave_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_autosave_constructed (GObject *object)
{
  QbAutosave *self = QB_AUTOSAVE (object);

  G_OBJECT_CLASS (qb_autosave_parent_class)->constructed (object);

  if (self->path == NULL && self->dir == NULL)
    self->dir = qb_autosave_get_default_dir ();
}

static void
qb_autosave_class_init (QbAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = qb_autosave_constructed;
  object_class->dispose = qb_autosave_dispose;
  object_class->finalize = qb_autosave_finalize;
  object_class->get_property = qb_autosave_get_property;
  object_class->set_property = qb_autosave_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY
                          | G_PARAM_STATIC_STRINGS));
  properties[PROP_DIR] =
    g_param_spec_string ("dir", NULL, NULL, NULL,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, QB_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * QbAutosave::failed:
   * @error: why
   *
   * An automatic save could not be written (disk full, permissions, the
   * folder missing): the game is not kept until #QbAutosave::saved.
   */
  signals[FAILED] =
    g_signal_new ("failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * QbAutosave::saved:
   *
   * The followed game was written after a change: it is kept.
   */
  signals[SAVED] =
    g_signal_new ("saved",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
qb_autosave_init (QbAutosave *self)
{
  self->lock_fd = -1;
}

/* ---- API -------------------------------------------------------------------- */

/**
 * qb_autosave_get_default_dir:
 *
 * Returns: (transfer full): `$XDG_DATA_HOME/quebec1759/autosave`
 */
char *
qb_autosave_get_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "quebec1759", "autosave", NULL);
}

/**
 * qb_autosave_get_game_id:
 *
 * Returns: (transfer full): sixteen hex digits naming the game of @record,
 *   the same for every record of one game (saved, opened, resumed): a
 *   digest of its seed and creation date. Two games share an id only if
 *   started with the same seed in the same second; the slots keep them
 *   apart.
 */
char *
qb_autosave_get_game_id (QbRecord *record)
{
  GDateTime *created;
  g_autofree char *when = NULL;
  g_autofree char *key = NULL;
  g_autofree char *sum = NULL;

  g_return_val_if_fail (QB_IS_RECORD (record), NULL);

  created = qb_record_get_created (record);
  when = created != NULL ? g_date_time_format_iso8601 (created) : g_strdup ("undated");
  key = g_strdup_printf ("%" G_GUINT64_FORMAT " %s", qb_record_get_seed (record), when);
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, key, -1);
  return g_strndup (sum, 16);
}

/**
 * qb_autosave_new:
 * @path: the one file to write, whatever the game (tests, the CLI); %NULL
 *   for one file per game in the default folder
 */
QbAutosave *
qb_autosave_new (const char *path)
{
  return g_object_new (QB_TYPE_AUTOSAVE, "path", path, NULL);
}

/**
 * qb_autosave_new_in_dir:
 * @dir: (nullable): the folder of the autosaves, one file per game;
 *   %NULL for qb_autosave_get_default_dir()
 */
QbAutosave *
qb_autosave_new_in_dir (const char *dir)
{
  g_autofree char *default_dir = dir == NULL ? qb_autosave_get_default_dir () : NULL;

  return g_object_new (QB_TYPE_AUTOSAVE, "dir", dir != NULL ? dir : default_dir, NULL);
}

/**
 * qb_autosave_get_path:
 *
 * Returns: (nullable): the file the game is written to; in a folder, %NULL
 *   until the followed game has a file
 */
const char *
qb_autosave_get_path (QbAutosave *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE (self), NULL);

  return self->path;
}

QbGame *
qb_autosave_get_game (QbAutosave *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE (self), NULL);

  return self->game;
}

static void
follow (QbAutosave *self,
        QbGame     *game)
{
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      self->changed_id = g_signal_connect_object (game, "changed",
                                                  G_CALLBACK (game_changed_cb), self,
                                                  G_CONNECT_SWAPPED);
      game_changed_cb (self, game);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* In a folder: let the previous game's file go (it stays, to be resumed). */
static void
leave_slot (QbAutosave *self)
{
  if (self->dir == NULL)
    return;
  release_lock (self);
  if (self->path != NULL)
    {
      g_clear_pointer (&self->path, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
    }
}

/**
 * qb_autosave_set_game:
 * @game: (nullable): the game to follow
 *
 * Saves @game's record now and after every change of @game (each apply
 * and undo); in a folder, into a file of its own (see the top of
 * qb-autosave.c). The previous game's file stays. Failures are emitted
 * as #QbAutosave::failed.
 */
void
qb_autosave_set_game (QbAutosave *self,
                      QbGame     *game)
{
  g_return_if_fail (QB_IS_AUTOSAVE (self));
  g_return_if_fail (game == NULL || QB_IS_GAME (game));

  if (self->game == game)
    return;
  leave_slot (self);
  follow (self, game);
}

/**
 * qb_autosave_resume_game:
 * @game: the game read from @path
 * @path: an autosave file of the folder
 *
 * Follows @game in @path itself, which it takes over (locks). Fails if
 * another window follows the game of @path.
 */
gboolean
qb_autosave_resume_game (QbAutosave  *self,
                         QbGame      *game,
                         const char  *path,
                         GError     **error)
{
  g_autofree char *lock_path = NULL;
  gboolean busy = FALSE;
  int fd;

  g_return_val_if_fail (QB_IS_AUTOSAVE (self), FALSE);
  g_return_val_if_fail (QB_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (self->dir != NULL, FALSE);

  lock_path = lock_path_for (path);
  fd = take_lock (lock_path, &busy, error);
  if (busy)
    set_in_use_error (error);
  if (fd < 0)
    return FALSE;
  leave_slot (self);
  self->path = g_strdup (path);
  self->lock_fd = fd;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
  if (self->game == game)
    game_changed_cb (self, game);
  else
    follow (self, game);
  return TRUE;
}

/**
 * qb_autosave_save:
 *
 * Writes @record atomically to the autosave file, creating its folder (in
 * a folder, the followed game's file: see qb_autosave_set_game()).
 */
gboolean
qb_autosave_save (QbAutosave  *self,
                  QbRecord    *record,
                  GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  g_return_val_if_fail (QB_IS_AUTOSAVE (self), FALSE);
  g_return_val_if_fail (QB_IS_RECORD (record), FALSE);

  if (!ensure_slot (self, error))
    return FALSE;
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      set_io_error (error, dir, errno);
      return FALSE;
    }

  text = qb_record_to_json (record, &length);
  /* The writer every save shares: the old autosave stays whole until the
   * new one is on disk. Only the player reads their autosave (0600). */
  file = g_file_new_for_path (self->path);
  return qb_file_write_atomic (file, text, length, 0600, NULL, error);
}

gboolean
qb_autosave_has_autosave (QbAutosave *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE (self), FALSE);

  return self->path != NULL && g_file_test (self->path, G_FILE_TEST_IS_REGULAR);
}

/**
 * qb_autosave_has_unfinished_game:
 *
 * Whether to offer to resume: there is an autosave, and it is not of a
 * finished game (a file that cannot be read is offered, so that resuming
 * says why). Loads the file.
 */
gboolean
qb_autosave_has_unfinished_game (QbAutosave *self)
{
  g_autoptr(QbRecord) record = NULL;

  g_return_val_if_fail (QB_IS_AUTOSAVE (self), FALSE);

  if (!qb_autosave_has_autosave (self))
    return FALSE;
  record = qb_autosave_load (self, NULL);
  return record == NULL || !qb_record_is_finished (record);
}

/**
 * qb_autosave_load:
 *
 * Returns: (transfer full): the record of the autosave, checked like any
 *   file; resume with qb_game_new_from_record()
 */
QbRecord *
qb_autosave_load (QbAutosave  *self,
                  GError     **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (QB_IS_AUTOSAVE (self), NULL);

  if (self->path == NULL)
    {
      set_io_error (error, self->dir, ENOENT);
      return NULL;
    }
  file = g_file_new_for_path (self->path);
  return qb_record_load_from_file (file, error);
}

/**
 * qb_autosave_clear:
 *
 * Removes the autosave (the game ended and was saved or discarded, or the
 * player discarded it), and in a folder its lock file: the next change of
 * the followed game, if any, takes a slot again.
 */
gboolean
qb_autosave_clear (QbAutosave  *self,
                   GError     **error)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE (self), FALSE);

  if (self->path == NULL)
    return TRUE;
  if (g_unlink (self->path) != 0 && errno != ENOENT)
    {
      set_io_error (error, self->path, errno);
      return FALSE;
    }
  if (self->dir != NULL && self->lock_fd >= 0)
    {
      g_autofree char *lock_path = lock_path_for (self->path);

      /* Unlinked while still held: take_lock() sees the change. */
      g_unlink (lock_path);
      leave_slot (self);
    }
  return TRUE;
}
