/* qb-autosave.h: the record of the game in progress, written after every
 * action so that the app can offer to resume after a crash or a kill. */
#pragma once

#include <glib-object.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_AUTOSAVE (qb_autosave_get_type ())

G_DECLARE_FINAL_TYPE (QbAutosave, qb_autosave, QB, AUTOSAVE, GObject)

QbAutosave  *qb_autosave_new            (const char  *path);
char        *qb_autosave_get_default_path (void);
const char  *qb_autosave_get_path       (QbAutosave  *self);
QbGame      *qb_autosave_get_game       (QbAutosave  *self);
void         qb_autosave_set_game       (QbAutosave  *self,
                                         QbGame      *game);
gboolean     qb_autosave_save           (QbAutosave  *self,
                                         QbRecord    *record,
                                         GError     **error);
gboolean     qb_autosave_has_autosave   (QbAutosave  *self);
gboolean     qb_autosave_has_unfinished_game (QbAutosave *self);
QbRecord    *qb_autosave_load           (QbAutosave  *self,
                                         GError     **error);
gboolean     qb_autosave_clear          (QbAutosave  *self,
                                         GError     **error);

G_END_DECLS
