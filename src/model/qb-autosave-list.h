/* qb-autosave-list.h: the unfinished games kept in the autosave folder, to
 * be offered at start (newest first), as a GListModel of QbAutosaveEntry. */
#pragma once

#include <gio/gio.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_AUTOSAVE_ENTRY (qb_autosave_entry_get_type ())

G_DECLARE_FINAL_TYPE (QbAutosaveEntry, qb_autosave_entry, QB, AUTOSAVE_ENTRY, GObject)

const char *qb_autosave_entry_get_path     (QbAutosaveEntry *self);
/* NULL if the file could not be read: then get_error() says why. */
QbRecord   *qb_autosave_entry_get_record   (QbAutosaveEntry *self);
QbGame     *qb_autosave_entry_get_game     (QbAutosaveEntry *self);
const GError *qb_autosave_entry_get_error  (QbAutosaveEntry *self);
/* When the file was last written. */
GDateTime  *qb_autosave_entry_get_modified (QbAutosaveEntry *self);

#define QB_TYPE_AUTOSAVE_LIST (qb_autosave_list_get_type ())

G_DECLARE_FINAL_TYPE (QbAutosaveList, qb_autosave_list, QB, AUTOSAVE_LIST, GObject)

QbAutosaveList *qb_autosave_list_new     (const char      *dir);
const char     *qb_autosave_list_get_dir (QbAutosaveList  *self);
void            qb_autosave_list_refresh (QbAutosaveList  *self);
gboolean        qb_autosave_list_delete  (QbAutosaveList  *self,
                                          QbAutosaveEntry *entry,
                                          GError         **error);
QbAutosaveEntry *qb_autosave_list_find   (QbAutosaveList  *self,
                                          const char      *path);

G_END_DECLS
