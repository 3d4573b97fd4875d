/* qb-file.c: reading and writing whole files safely (see
 * qb-file-private.h and docs/file-format.md).
 *
 * Reading opens without blocking and looks at what was opened before
 * reading anything: a pipe would wait forever for a writer, and a device
 * such as /dev/zero never ends. Writing never touches the old file until
 * the new one is whole on disk: GIO's g_file_replace_contents() renamed
 * its temporary file over the target even when a write had failed (a full
 * disk), leaving an empty or cut file where the save had been. */
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "qb-file-private.h"
#include "qb-json-private.h"
#include "qb-model-resources.h"

#define MAX_SYMLINKS 40

static QbFileWriteFunc write_func = NULL;

void
qb_model_ensure_resources (void)
{
  static gsize registered;

  if (g_once_init_enter (&registered))
    {
      qb_model_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

void
qb_file_set_write_func (QbFileWriteFunc func)
{
  write_func = func;
}

static void
stamp_from_stat (QbFileStamp       *stamp,
                 const struct stat *st)
{
  if (stamp == NULL)
    return;
  stamp->valid = TRUE;
  stamp->dev = (guint64) st->st_dev;
  stamp->ino = (guint64) st->st_ino;
  stamp->size = (gint64) st->st_size;
  stamp->mtime_ns = (gint64) st->st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000)
                    + st->st_mtim.tv_nsec;
}

static void
too_large_error (GError     **error,
                 const char  *name)
{
  g_autofree char *what = g_strdup_printf (_("the file is larger than %d MiB"),
                                           QB_FILE_MAX_BYTES / (1024 * 1024));

  qb_file_error (error, QB_FILE_ERROR_TOO_LARGE, name, what);
}

static void
not_regular_error (GError     **error,
                   const char  *name,
                   gboolean     folder)
{
  qb_file_error (error, QB_FILE_ERROR_IO, name,
                 folder ? _("this is a folder, not a file")
                        : _("not a regular file (a pipe, a device or a socket), so it is not read"));
}

/* ---- Reading -------------------------------------------------------------- */

static gboolean
read_local (const char   *path,
            const char   *name,
            GBytes      **out,
            QbFileStamp  *stamp,
            GError      **error)
{
  struct stat st;
  GByteArray *buffer;
  int fd;

  /* O_NONBLOCK: opening a pipe must not wait for a writer. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      qb_file_error (error, QB_FILE_ERROR_IO, name, g_strerror (saved_errno));
      return FALSE;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      qb_file_error (error, QB_FILE_ERROR_IO, name, g_strerror (saved_errno));
      close (fd);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      not_regular_error (error, name, S_ISDIR (st.st_mode));
      close (fd);
      return FALSE;
    }
  if (st.st_size > QB_FILE_MAX_BYTES)
    {
      too_large_error (error, name);
      close (fd);
      return FALSE;
    }

  /* The size may change while reading: never read past the limit. */
  buffer = g_byte_array_sized_new ((guint) st.st_size + 1);
  for (;;)
    {
      guint8 chunk[65536];
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          qb_file_error (error, QB_FILE_ERROR_IO, name, g_strerror (saved_errno));
          g_byte_array_unref (buffer);
          close (fd);
          return FALSE;
        }
      if (n == 0)
        break;
      g_byte_array_append (buffer, chunk, (guint) n);
      if (buffer->len > QB_FILE_MAX_BYTES)
        {
          too_large_error (error, name);
          g_byte_array_unref (buffer);
          close (fd);
          return FALSE;
        }
    }
  stamp_from_stat (stamp, &st);
  close (fd);
  *out = g_byte_array_free_to_bytes (buffer);
  return TRUE;
}

/* A file GIO reaches without a local path (a remote share). */
static gboolean
read_gio (GFile        *file,
          const char   *name,
          GBytes      **out,
          GError      **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree guint8 *data = NULL;
  gsize n = 0;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      qb_file_error (error, QB_FILE_ERROR_IO, name, local_error->message);
      return FALSE;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      not_regular_error (error, name, g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY);
      return FALSE;
    }
  if (g_file_info_get_size (info) > QB_FILE_MAX_BYTES)
    {
      too_large_error (error, name);
      return FALSE;
    }
  stream = g_file_read (file, NULL, &local_error);
  data = g_malloc (QB_FILE_MAX_BYTES + 1);
  if (stream == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), data, QB_FILE_MAX_BYTES + 1, &n,
                                   NULL, &local_error))
    {
      qb_file_error (error, QB_FILE_ERROR_IO, name, local_error->message);
      return FALSE;
    }
  if (n > QB_FILE_MAX_BYTES)
    {
      too_large_error (error, name);
      return FALSE;
    }
  *out = g_bytes_new (data, n);
  return TRUE;
}

gboolean
qb_file_read_bytes_stamped (GFile        *file,
                            GBytes      **out,
                            char        **display_name,
                            QbFileStamp  *stamp,
                            GError      **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *path = g_file_get_path (file);
  gboolean ok;

  if (stamp != NULL)
    memset (stamp, 0, sizeof *stamp);
  if (path != NULL)
    ok = read_local (path, name, out, stamp, error);
  else
    ok = read_gio (file, name, out, error);
  if (ok && display_name != NULL)
    *display_name = g_steal_pointer (&name);
  return ok;
}

gboolean
qb_file_read_bytes (GFile    *file,
                    GBytes  **out,
                    char    **display_name,
                    GError  **error)
{
  return qb_file_read_bytes_stamped (file, out, display_name, NULL, error);
}

/* ---- Writing --------------------------------------------------------------- */

/* The file a chain of symbolic links ends at (it need not exist yet). */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (int i = 0; i < MAX_SYMLINKS; i++)
    {
      g_autoptr(GError) link_error = NULL;
      g_autofree char *target = NULL;
      struct stat st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, &link_error);
      if (target == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&link_error));
          return NULL;
        }
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);
          char *joined = g_build_filename (dir, target, NULL);

          g_free (target);
          target = joined;
        }
      g_free (current);
      current = g_steal_pointer (&target);
    }
  g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_LOOP, g_strerror (ELOOP));
  return NULL;
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  while (length > 0)
    {
      gssize n = write_func != NULL ? write_func (fd, data, length) : write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      if (n == 0)
        {
          /* No progress and no reason: call it what it nearly always is. */
          errno = ENOSPC;
          return FALSE;
        }
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

static void
save_error (GError     **error,
            const char  *name,
            const char  *reason)
{
  /* Translators: %s is the system's reason (“No space left on device”). */
  g_autofree char *what = g_strdup_printf (_("could not be saved (%s); the file on disk is "
                                             "unchanged"), reason);

  qb_file_error (error, QB_FILE_ERROR_IO, name, what);
}

static gboolean
write_local (const char   *path,
             const char   *name,
             const char   *data,
             gsize         length,
             int           mode,
             QbFileStamp  *stamp,
             GError      **error)
{
  g_autoptr(GError) link_error = NULL;
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *tmp = NULL;
  gboolean exists;
  struct stat old;
  struct stat st;
  int saved_errno;
  int fd;

  target = resolve_links (path, &link_error);
  if (target == NULL)
    {
      save_error (error, name, link_error->message);
      return FALSE;
    }
  exists = g_stat (target, &old) == 0;
  if (exists && !S_ISREG (old.st_mode))
    {
      not_regular_error (error, name, S_ISDIR (old.st_mode));
      return FALSE;
    }

  /* Beside the target, so that the rename stays on one file system. */
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, exists ? 0600 : mode);
  if (fd < 0)
    {
      saved_errno = errno;
      save_error (error, name, g_strerror (saved_errno));
      return FALSE;
    }
  if (exists)
    {
      /* The owner first: changing it can clear set-id bits of the mode. */
      if (old.st_uid != geteuid () || old.st_gid != getegid ())
        (void) !fchown (fd, old.st_uid, old.st_gid);
      (void) !fchmod (fd, old.st_mode & 07777);
    }

  if (!write_all (fd, data, length) || fsync (fd) != 0 || fstat (fd, &st) != 0)
    {
      saved_errno = errno;
      close (fd);
      g_unlink (tmp);
      save_error (error, name, g_strerror (saved_errno));
      return FALSE;
    }
  if (close (fd) != 0 || g_rename (tmp, target) != 0)
    {
      saved_errno = errno;
      g_unlink (tmp);
      save_error (error, name, g_strerror (saved_errno));
      return FALSE;
    }

  /* The rename itself reaches the disk with the folder. */
  fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  if (fd >= 0)
    {
      (void) !fsync (fd);
      close (fd);
    }
  stamp_from_stat (stamp, &st);
  return TRUE;
}

gboolean
qb_file_write_atomic (GFile        *file,
                      const char   *data,
                      gsize         length,
                      int           mode,
                      QbFileStamp  *stamp,
                      GError      **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) local_error = NULL;

  if (stamp != NULL)
    memset (stamp, 0, sizeof *stamp);
  if (path != NULL)
    return write_local (path, name, data, length, mode, stamp, error);

  /* No local path (a remote share): GIO's own replacement, the best there is. */
  if (!g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                &local_error))
    {
      save_error (error, name, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
qb_file_stamp_changed (GFile             *file,
                       const QbFileStamp *stamp)
{
  g_autofree char *path = g_file_get_path (file);
  QbFileStamp now = { 0 };
  struct stat st;

  if (stamp == NULL || !stamp->valid || path == NULL || g_stat (path, &st) != 0)
    return FALSE;
  stamp_from_stat (&now, &st);
  return now.dev != stamp->dev || now.ino != stamp->ino || now.size != stamp->size
         || now.mtime_ns != stamp->mtime_ns;
}
