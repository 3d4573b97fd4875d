/* qb-autosave.h: the record of a game in progress, written after every
 * action so that the app can offer to resume after a crash, a kill or a
 * closed window. Each game has its own autosave file, locked by the one
 * window that follows it (see docs/file-format.md, "The autosaves"). */
#pragma once

#include <glib-object.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_AUTOSAVE (qb_autosave_get_type ())

G_DECLARE_FINAL_TYPE (QbAutosave, qb_autosave, QB, AUTOSAVE, GObject)

QbAutosave  *qb_autosave_new            (const char  *path);
QbAutosave  *qb_autosave_new_in_dir     (const char  *dir);
char        *qb_autosave_get_default_dir (void);
char        *qb_autosave_get_game_id    (QbRecord    *record);
const char  *qb_autosave_get_path       (QbAutosave  *self);
QbGame      *qb_autosave_get_game       (QbAutosave  *self);
void         qb_autosave_set_game       (QbAutosave  *self,
                                         QbGame      *game);
gboolean     qb_autosave_resume_game    (QbAutosave  *self,
                                         QbGame      *game,
                                         const char  *path,
                                         GError     **error);
gboolean     qb_autosave_save           (QbAutosave  *self,
                                         QbRecord    *record,
                                         GError     **error);
gboolean     qb_autosave_has_autosave   (QbAutosave  *self);
gboolean     qb_autosave_has_unfinished_game (QbAutosave *self);
QbRecord    *qb_autosave_load           (QbAutosave  *self,
                                         GError     **error);
gboolean     qb_autosave_clear          (QbAutosave  *self,
                                         GError     **error);

/* Whether another window or process follows the game of the autosave
 * file at `path` (holds its lock). */
gboolean     qb_autosave_path_in_use    (const char  *path);
/* Removes the autosave at `path` and its lock file, unless it is in use. */
gboolean     qb_autosave_delete_path    (const char  *path,
                                         GError     **error);

G_END_DECLS
