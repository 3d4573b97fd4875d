/* qb-setup-library.h: the player's library of deployments and scenarios,
 * a GListModel of QbSetupEntry over the built-in ones (qb-scenario-builtin.c)
 * and the .q1759-setup files of the user's library folder,
 * g_get_user_data_dir()/quebec1759/setups (made when first written to).
 * Sorted: built-ins first, then by title. Built-ins are read-only. */
#pragma once

#include <gio/gio.h>

#include "qb-scenario.h"

G_BEGIN_DECLS

/* QbScenarioKind as a GEnum, for the entries' "kind" property. */
#define QB_TYPE_SCENARIO_KIND (qb_scenario_kind_get_type ())
GType qb_scenario_kind_get_type (void);

#define QB_SETUP_LIBRARY_ERROR (qb_setup_library_error_quark ())

typedef enum {
  QB_SETUP_LIBRARY_ERROR_READ_ONLY,   /* a built-in cannot be renamed or deleted */
  QB_SETUP_LIBRARY_ERROR_GONE,        /* the entry's file is no longer there */
} QbSetupLibraryError;

GQuark qb_setup_library_error_quark (void);

/* ---- One entry ----------------------------------------------------------- */

#define QB_TYPE_SETUP_ENTRY (qb_setup_entry_get_type ())

G_DECLARE_FINAL_TYPE (QbSetupEntry, qb_setup_entry, QB, SETUP_ENTRY, GObject)

/* Properties (read-only, what the file said when the library last read it):
 * "id" (a built-in's id, such as "historical-revised", or the file's name),
 * "title", "author", "description" (translated for built-ins), "edition"
 * (QbEdition as an int), "kind" (QbScenarioKind), "is-builtin", "file"
 * (GFile, NULL for built-ins), "modified" (the file's modification time in
 * seconds since 1970 UTC, 0 for built-ins). */
const char      *qb_setup_entry_get_id          (QbSetupEntry *self);
const char      *qb_setup_entry_get_title       (QbSetupEntry *self);
const char      *qb_setup_entry_get_author      (QbSetupEntry *self);
const char      *qb_setup_entry_get_description (QbSetupEntry *self);
int              qb_setup_entry_get_edition     (QbSetupEntry *self);
QbScenarioKind   qb_setup_entry_get_kind        (QbSetupEntry *self);
gboolean         qb_setup_entry_get_is_builtin  (QbSetupEntry *self);
/* Returns: (transfer none) (nullable) */
GFile           *qb_setup_entry_get_file        (QbSetupEntry *self);
gint64           qb_setup_entry_get_modified    (QbSetupEntry *self);

/* ---- A deleted entry, for an undo toast ---------------------------------- */

/* What qb_setup_library_delete() took away: the file's bytes and name, kept
 * in memory so that qb_setup_library_restore() can write it back. */
typedef struct _QbSetupTrash QbSetupTrash;

#define QB_TYPE_SETUP_TRASH (qb_setup_trash_get_type ())
GType            qb_setup_trash_get_type        (void);
/* The deleted entry's title (for the toast's words). */
const char      *qb_setup_trash_get_title       (const QbSetupTrash *trash);
void             qb_setup_trash_free            (QbSetupTrash       *trash);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QbSetupTrash, qb_setup_trash_free)

/* ---- The library --------------------------------------------------------- */

#define QB_TYPE_SETUP_LIBRARY (qb_setup_library_get_type ())

G_DECLARE_FINAL_TYPE (QbSetupLibrary, qb_setup_library, QB, SETUP_LIBRARY, GObject)

/* The library over g_get_user_data_dir()/quebec1759/setups, shared by the
 * whole process (made on first use; main thread only). Returns:
 * (transfer none) */
QbSetupLibrary  *qb_setup_library_get_default   (void);
/* A library over another folder ("directory", construct-only; tests). */
QbSetupLibrary  *qb_setup_library_new           (GFile            *directory);
/* Returns: (transfer none) the folder of the library's files. */
GFile           *qb_setup_library_get_directory (QbSetupLibrary   *self);
/* Reads the folder again and says what changed with items-changed. The
 * library also watches its folder (GFileMonitor) and reloads by itself
 * when files are changed from outside; this is for when it cannot. Files
 * that are not valid setups are left out. */
gboolean         qb_setup_library_reload        (QbSetupLibrary   *self,
                                                 GError          **error);
/* Returns: (transfer none) (nullable): the entry with that id. */
QbSetupEntry    *qb_setup_library_find          (QbSetupLibrary   *self,
                                                 const char       *id);
/* The entry's deployment or scenario, read again from its file (or from
 * the resources for a built-in). */
QbScenario      *qb_setup_library_load_scenario (QbSetupLibrary   *self,
                                                 QbSetupEntry     *entry,
                                                 GError          **error);
/* Writes `scenario` to a new file in the library, named from its name
 * (made unique), atomically. Returns: (transfer full) the new entry. */
QbSetupEntry    *qb_setup_library_save          (QbSetupLibrary   *self,
                                                 QbScenario       *scenario,
                                                 GError          **error);
/* Writes `scenario` over the file of `entry` (not a built-in), atomically.
 * Returns: (transfer full) the entry as it is now. */
QbSetupEntry    *qb_setup_library_replace       (QbSetupLibrary   *self,
                                                 QbSetupEntry     *entry,
                                                 QbScenario       *scenario,
                                                 GError          **error);
/* Gives the entry a new title (the name inside the file); refused for a
 * built-in or an empty title. Returns: (transfer full) the renamed entry. */
QbSetupEntry    *qb_setup_library_rename        (QbSetupLibrary   *self,
                                                 QbSetupEntry     *entry,
                                                 const char       *title,
                                                 GError          **error);
/* A copy of the entry (a built-in too) as a new file of the library, its
 * title marked as a copy. Returns: (transfer full) the new entry. */
QbSetupEntry    *qb_setup_library_duplicate     (QbSetupLibrary   *self,
                                                 QbSetupEntry     *entry,
                                                 GError          **error);
/* Deletes the entry's file (refused for a built-in). Returns: (transfer
 * full) what qb_setup_library_restore() needs to bring it back. */
QbSetupTrash    *qb_setup_library_delete        (QbSetupLibrary   *self,
                                                 QbSetupEntry     *entry,
                                                 GError          **error);
/* Writes a deleted entry back (under its old file name if still free).
 * Returns: (transfer full) the entry. */
QbSetupEntry    *qb_setup_library_restore       (QbSetupLibrary   *self,
                                                 const QbSetupTrash *trash,
                                                 GError          **error);
/* Copies a .q1759-setup file from anywhere into the library, after
 * checking it like any file it opens: a broken file is refused with a
 * translated message saying what is wrong. Returns: (transfer full) the
 * new entry. */
QbSetupEntry    *qb_setup_library_import        (QbSetupLibrary   *self,
                                                 GFile            *file,
                                                 GError          **error);
/* Writes the entry (a built-in too) to `file`, atomically. */
gboolean         qb_setup_library_export        (QbSetupLibrary   *self,
                                                 QbSetupEntry     *entry,
                                                 GFile            *file,
                                                 GError          **error);

G_END_DECLS
