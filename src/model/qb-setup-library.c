/* qb-setup-library.c: the library of deployments and scenarios (see
 * qb-setup-library.h). Not implemented yet: every function fails with
 * G_IO_ERROR_NOT_SUPPORTED. */
#include <glib/gi18n-lib.h>

#include "qb-setup-library.h"

G_DEFINE_ENUM_TYPE (QbScenarioKind, qb_scenario_kind,
  G_DEFINE_ENUM_VALUE (QB_SCENARIO_POSITION, "position"),
  G_DEFINE_ENUM_VALUE (QB_SCENARIO_DEPLOYMENT, "deployment"))

G_DEFINE_QUARK (qb-setup-library-error-quark, qb_setup_library_error)

struct _QbSetupEntry
{
  GObject parent_instance;
};

G_DEFINE_FINAL_TYPE (QbSetupEntry, qb_setup_entry, G_TYPE_OBJECT)

static void qb_setup_entry_class_init (QbSetupEntryClass *klass) {}
static void qb_setup_entry_init (QbSetupEntry *self) {}

const char *qb_setup_entry_get_id (QbSetupEntry *self) { return NULL; }
const char *qb_setup_entry_get_title (QbSetupEntry *self) { return NULL; }
const char *qb_setup_entry_get_author (QbSetupEntry *self) { return NULL; }
const char *qb_setup_entry_get_description (QbSetupEntry *self) { return NULL; }
int qb_setup_entry_get_edition (QbSetupEntry *self) { return -1; }
QbScenarioKind qb_setup_entry_get_kind (QbSetupEntry *self) { return QB_SCENARIO_DEPLOYMENT; }
gboolean qb_setup_entry_get_is_builtin (QbSetupEntry *self) { return FALSE; }
GFile *qb_setup_entry_get_file (QbSetupEntry *self) { return NULL; }
gint64 qb_setup_entry_get_modified (QbSetupEntry *self) { return 0; }

struct _QbSetupTrash
{
  char *title;
};

static QbSetupTrash *
trash_copy (const QbSetupTrash *trash)
{
  QbSetupTrash *copy = g_new0 (QbSetupTrash, 1);

  copy->title = g_strdup (trash->title);
  return copy;
}

void
qb_setup_trash_free (QbSetupTrash *trash)
{
  if (trash == NULL)
    return;
  g_free (trash->title);
  g_free (trash);
}

G_DEFINE_BOXED_TYPE (QbSetupTrash, qb_setup_trash, trash_copy, qb_setup_trash_free)

const char *qb_setup_trash_get_title (const QbSetupTrash *trash) { return trash->title; }

struct _QbSetupLibrary
{
  GObject parent_instance;
};

static void
list_model_iface_init (GListModelInterface *iface)
{
}

G_DEFINE_FINAL_TYPE_WITH_CODE (QbSetupLibrary, qb_setup_library, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static void qb_setup_library_class_init (QbSetupLibraryClass *klass) {}
static void qb_setup_library_init (QbSetupLibrary *self) {}

static void
not_yet (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       "The setup library is not implemented yet.");
}

QbSetupLibrary *qb_setup_library_get_default (void) { return NULL; }
QbSetupLibrary *qb_setup_library_new (GFile *directory) { return NULL; }
GFile *qb_setup_library_get_directory (QbSetupLibrary *self) { return NULL; }
gboolean qb_setup_library_reload (QbSetupLibrary *self, GError **error) { not_yet (error); return FALSE; }
QbSetupEntry *qb_setup_library_find (QbSetupLibrary *self, const char *id) { return NULL; }
QbScenario *qb_setup_library_load_scenario (QbSetupLibrary *self, QbSetupEntry *entry, GError **error) { not_yet (error); return NULL; }
QbSetupEntry *qb_setup_library_save (QbSetupLibrary *self, QbScenario *scenario, GError **error) { not_yet (error); return NULL; }
QbSetupEntry *qb_setup_library_replace (QbSetupLibrary *self, QbSetupEntry *entry, QbScenario *scenario, GError **error) { not_yet (error); return NULL; }
QbSetupEntry *qb_setup_library_rename (QbSetupLibrary *self, QbSetupEntry *entry, const char *title, GError **error) { not_yet (error); return NULL; }
QbSetupEntry *qb_setup_library_duplicate (QbSetupLibrary *self, QbSetupEntry *entry, GError **error) { not_yet (error); return NULL; }
QbSetupTrash *qb_setup_library_delete (QbSetupLibrary *self, QbSetupEntry *entry, GError **error) { not_yet (error); return NULL; }
QbSetupEntry *qb_setup_library_restore (QbSetupLibrary *self, const QbSetupTrash *trash, GError **error) { not_yet (error); return NULL; }
QbSetupEntry *qb_setup_library_import (QbSetupLibrary *self, GFile *file, GError **error) { not_yet (error); return NULL; }
gboolean qb_setup_library_export (QbSetupLibrary *self, QbSetupEntry *entry, GFile *file, GError **error) { not_yet (error); return FALSE; }
