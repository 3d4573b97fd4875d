/* qb-file-private.h: reading and writing whole files safely, shared by
 * QbRecord, QbScenario and QbAutosave (see docs/file-format.md, "Reading
 * and writing files"). */
#pragma once

#include <gio/gio.h>

#include "qb-types.h"

G_BEGIN_DECLS

/* What a file was when it was read or written, to tell whether someone
 * else changed it since: device, inode, size and modification time. */
typedef struct
{
  gboolean valid;
  guint64 dev;
  guint64 ino;
  gint64 size;
  gint64 mtime_ns;
} QbFileStamp;

/* Reads a whole regular file of at most QB_FILE_MAX_BYTES. Anything else
 * (a folder, a pipe, a device) is refused without waiting for it, and no
 * more than the limit plus one byte is ever read. */
gboolean qb_file_read_bytes (GFile    *file,
                             GBytes  **out,
                             char    **display_name,
                             GError  **error);

/* The same, with what the file was when read. */
gboolean qb_file_read_bytes_stamped (GFile        *file,
                                     GBytes      **out,
                                     char        **display_name,
                                     QbFileStamp  *stamp,
                                     GError      **error);

/* Replaces the contents of `file` so that a failure at any point leaves
 * the old contents whole: a temporary file in the same folder, every byte
 * written and synced to disk, then renamed over the target. A symbolic
 * link is kept and its target replaced; an existing file keeps its mode
 * (and owner, when allowed). `mode` is the mode of a new file (before the
 * umask). `stamp` (may be NULL) receives what the new file is. */
gboolean qb_file_write_atomic (GFile        *file,
                               const char   *data,
                               gsize         length,
                               int           mode,
                               QbFileStamp  *stamp,
                               GError      **error);

/* TRUE if `file` is no longer what `stamp` recorded (replaced, written
 * to); FALSE if it is, if it is gone, or if `stamp` is not valid. */
gboolean qb_file_stamp_changed (GFile             *file,
                                const QbFileStamp *stamp);

/* Tests only: the write(2) that qb_file_write_atomic() calls, to make a
 * disk fill up; NULL restores write(2). */
typedef gssize (*QbFileWriteFunc) (int         fd,
                                   const void *buffer,
                                   gsize       count);

void qb_file_set_write_func (QbFileWriteFunc func);

/* Registers the model's GResource (qb-model.gresource.xml: the rules texts,
 * the built-in deployments) the first time it is called. A static library
 * cannot register it from a constructor: nothing would pull the object
 * file in. */
void qb_model_ensure_resources (void);

G_END_DECLS
