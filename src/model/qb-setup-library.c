/* qb-setup-library.c: the library of deployments and scenarios (see
 * qb-setup-library.h): the built-ins, then the files of one folder, as a
 * GListModel that follows the folder. */
#include <string.h>

#include <glib/gi18n-lib.h>

#include "qb-file-private.h"
#include "qb-setup-library.h"

G_DEFINE_ENUM_TYPE (QbScenarioKind, qb_scenario_kind,
  G_DEFINE_ENUM_VALUE (QB_SCENARIO_POSITION, "position"),
  G_DEFINE_ENUM_VALUE (QB_SCENARIO_DEPLOYMENT, "deployment"))

G_DEFINE_QUARK (qb-setup-library-error-quark, qb_setup_library_error)

/* ---- QbSetupEntry --------------------------------------------------------- */

struct _QbSetupEntry
{
  GObject parent_instance;

  char *id;
  char *title;
  char *author;
  char *description;
  int edition;
  QbScenarioKind kind;
  gboolean is_builtin;
  GFile *file;
  gint64 modified;
  guint32 modified_usec;       /* with `modified` and `size`: unchanged file */
  gint64 size;
};

G_DEFINE_FINAL_TYPE (QbSetupEntry, qb_setup_entry, G_TYPE_OBJECT)

enum {
  ENTRY_PROP_0,
  ENTRY_PROP_ID,
  ENTRY_PROP_TITLE,
  ENTRY_PROP_AUTHOR,
  ENTRY_PROP_DESCRIPTION,
  ENTRY_PROP_EDITION,
  ENTRY_PROP_KIND,
  ENTRY_PROP_IS_BUILTIN,
  ENTRY_PROP_FILE,
  ENTRY_PROP_MODIFIED,
  N_ENTRY_PROPS
};

static GParamSpec *entry_props[N_ENTRY_PROPS];

static void
qb_setup_entry_finalize (GObject *object)
{
  QbSetupEntry *self = QB_SETUP_ENTRY (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->author);
  g_free (self->description);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (qb_setup_entry_parent_class)->finalize (object);
}

static void
qb_setup_entry_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  QbSetupEntry *self = QB_SETUP_ENTRY (object);

  switch (prop_id)
    {
    case ENTRY_PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case ENTRY_PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case ENTRY_PROP_AUTHOR:
      g_value_set_string (value, self->author);
      break;
    case ENTRY_PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case ENTRY_PROP_EDITION:
      g_value_set_int (value, self->edition);
      break;
    case ENTRY_PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case ENTRY_PROP_IS_BUILTIN:
      g_value_set_boolean (value, self->is_builtin);
      break;
    case ENTRY_PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case ENTRY_PROP_MODIFIED:
      g_value_set_int64 (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_setup_entry_class_init (QbSetupEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = qb_setup_entry_finalize;
  object_class->get_property = qb_setup_entry_get_property;

  entry_props[ENTRY_PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  entry_props[ENTRY_PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  entry_props[ENTRY_PROP_AUTHOR] = g_param_spec_string ("author", NULL, NULL, NULL, flags);
  entry_props[ENTRY_PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  entry_props[ENTRY_PROP_EDITION] = g_param_spec_int ("edition", NULL, NULL,
                                                      QB_EDITION_REVISED, QB_EDITION_CLASSIC,
                                                      QB_EDITION_REVISED, flags);
  entry_props[ENTRY_PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, QB_TYPE_SCENARIO_KIND,
                                                    QB_SCENARIO_DEPLOYMENT, flags);
  entry_props[ENTRY_PROP_IS_BUILTIN] = g_param_spec_boolean ("is-builtin", NULL, NULL, FALSE, flags);
  entry_props[ENTRY_PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  entry_props[ENTRY_PROP_MODIFIED] = g_param_spec_int64 ("modified", NULL, NULL,
                                                         0, G_MAXINT64, 0, flags);
  g_object_class_install_properties (object_class, N_ENTRY_PROPS, entry_props);
}

static void
qb_setup_entry_init (QbSetupEntry *self)
{
}

/* An entry describing `scenario`. The entries never change once made: a
 * changed file makes a new entry, so that a list showing one redraws. */
static QbSetupEntry *
entry_new (const char *id,
           QbScenario *scenario)
{
  QbSetupEntry *self = g_object_new (QB_TYPE_SETUP_ENTRY, NULL);
  QbOptions options;

  qb_scenario_get_options (scenario, &options);
  self->id = g_strdup (id);
  self->title = g_strdup (qb_scenario_get_name (scenario));
  self->author = g_strdup (qb_scenario_get_author (scenario));
  self->description = g_strdup (qb_scenario_get_description (scenario));
  self->edition = options.edition;
  self->kind = qb_scenario_get_kind (scenario);
  return self;
}

const char *
qb_setup_entry_get_id (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), NULL);
  return self->id;
}

const char *
qb_setup_entry_get_title (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), NULL);
  return self->title;
}

const char *
qb_setup_entry_get_author (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), NULL);
  return self->author;
}

const char *
qb_setup_entry_get_description (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), NULL);
  return self->description;
}

int
qb_setup_entry_get_edition (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), -1);
  return self->edition;
}

QbScenarioKind
qb_setup_entry_get_kind (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), QB_SCENARIO_DEPLOYMENT);
  return self->kind;
}

gboolean
qb_setup_entry_get_is_builtin (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), FALSE);
  return self->is_builtin;
}

GFile *
qb_setup_entry_get_file (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), NULL);
  return self->file;
}

gint64
qb_setup_entry_get_modified (QbSetupEntry *self)
{
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (self), 0);
  return self->modified;
}

/* ---- QbSetupTrash --------------------------------------------------------- */

struct _QbSetupTrash
{
  char *basename;
  char *title;
  GBytes *bytes;
};

static QbSetupTrash *
trash_copy (const QbSetupTrash *trash)
{
  QbSetupTrash *copy = g_new0 (QbSetupTrash, 1);

  copy->basename = g_strdup (trash->basename);
  copy->title = g_strdup (trash->title);
  copy->bytes = g_bytes_ref (trash->bytes);
  return copy;
}

void
qb_setup_trash_free (QbSetupTrash *trash)
{
  if (trash == NULL)
    return;
  g_free (trash->basename);
  g_free (trash->title);
  g_bytes_unref (trash->bytes);
  g_free (trash);
}

G_DEFINE_BOXED_TYPE (QbSetupTrash, qb_setup_trash, trash_copy, qb_setup_trash_free)

const char *
qb_setup_trash_get_title (const QbSetupTrash *trash)
{
  g_return_val_if_fail (trash != NULL, NULL);
  return trash->title;
}

/* ---- QbSetupLibrary ------------------------------------------------------- */

struct _QbSetupLibrary
{
  GObject parent_instance;

  GFile *directory;
  GPtrArray *entries;          /* QbSetupEntry, sorted */
  GPtrArray *builtins;         /* QbSetupEntry, made once */
  GFileMonitor *monitor;
  guint reload_source;
  QbSetupEntry *stale;         /* an entry whose file we just wrote: read again */
};

enum {
  PROP_0,
  PROP_DIRECTORY,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static GType
library_get_item_type (GListModel *model)
{
  return QB_TYPE_SETUP_ENTRY;
}

static guint
library_get_n_items (GListModel *model)
{
  return QB_SETUP_LIBRARY (model)->entries->len;
}

static gpointer
library_get_item (GListModel *model,
                  guint       position)
{
  QbSetupLibrary *self = QB_SETUP_LIBRARY (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = library_get_item_type;
  iface->get_n_items = library_get_n_items;
  iface->get_item = library_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (QbSetupLibrary, qb_setup_library, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static void
qb_setup_library_dispose (GObject *object)
{
  QbSetupLibrary *self = QB_SETUP_LIBRARY (object);

  g_clear_handle_id (&self->reload_source, g_source_remove);
  if (self->monitor != NULL)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  G_OBJECT_CLASS (qb_setup_library_parent_class)->dispose (object);
}

static void
qb_setup_library_finalize (GObject *object)
{
  QbSetupLibrary *self = QB_SETUP_LIBRARY (object);

  g_clear_object (&self->directory);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->builtins, g_ptr_array_unref);
  G_OBJECT_CLASS (qb_setup_library_parent_class)->finalize (object);
}

static void
qb_setup_library_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  QbSetupLibrary *self = QB_SETUP_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_value_set_object (value, self->directory);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_setup_library_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  QbSetupLibrary *self = QB_SETUP_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_set_object (&self->directory, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean reload_cb (gpointer data);

/* Several events come for one change (created, changed, done): the
 * folder is read again once they have stopped for a moment. */
static void
on_directory_changed (GFileMonitor      *monitor,
                      GFile             *file,
                      GFile             *other,
                      GFileMonitorEvent  event,
                      QbSetupLibrary    *self)
{
  g_clear_handle_id (&self->reload_source, g_source_remove);
  self->reload_source = g_timeout_add (150, reload_cb, self);
}

static gboolean
reload_cb (gpointer data)
{
  QbSetupLibrary *self = data;

  self->reload_source = 0;
  qb_setup_library_reload (self, NULL);
  return G_SOURCE_REMOVE;
}

/* A folder that does not exist yet is watched too, so that a save by
 * another process shows up, but GLib only looks for a missing folder every
 * few seconds: ensure_directory() watches again once it has made it. */
static void
watch_directory (QbSetupLibrary *self)
{
  g_autoptr(GError) error = NULL;

  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  self->monitor = g_file_monitor_directory (self->directory, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
  if (self->monitor != NULL)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (on_directory_changed), self);
  else
    g_debug ("Cannot watch the set-up library: %s", error->message);
}

static void
load_builtins (QbSetupLibrary *self)
{
  const char *const *ids = qb_scenario_list_builtin ();

  self->builtins = g_ptr_array_new_with_free_func (g_object_unref);
  for (gsize i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QbScenario) scenario = qb_scenario_new_builtin (ids[i], &error);
      QbSetupEntry *entry;

      /* The built-ins are checked by the tests (test-setup-library): a
       * broken one is a bug of ours, not the player's. */
      if (scenario == NULL)
        {
          g_critical ("Built-in set-up %s: %s", ids[i], error->message);
          continue;
        }
      entry = entry_new (ids[i], scenario);
      entry->is_builtin = TRUE;
      g_free (entry->description);
      entry->description = g_strdup (qb_scenario_get_builtin_description (ids[i]));
      g_ptr_array_add (self->builtins, entry);
    }
}

static void
qb_setup_library_constructed (GObject *object)
{
  QbSetupLibrary *self = QB_SETUP_LIBRARY (object);

  G_OBJECT_CLASS (qb_setup_library_parent_class)->constructed (object);

  if (self->directory == NULL)
    self->directory = g_file_new_build_filename (g_get_user_data_dir (), "quebec1759", "setups", NULL);
  load_builtins (self);
  watch_directory (self);
  qb_setup_library_reload (self, NULL);
}

static void
qb_setup_library_class_init (QbSetupLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_setup_library_dispose;
  object_class->finalize = qb_setup_library_finalize;
  object_class->constructed = qb_setup_library_constructed;
  object_class->get_property = qb_setup_library_get_property;
  object_class->set_property = qb_setup_library_set_property;

  props[PROP_DIRECTORY] = g_param_spec_object ("directory", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                               | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
qb_setup_library_init (QbSetupLibrary *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * qb_setup_library_get_default:
 *
 * Returns: (transfer none): the library of the user's data folder.
 */
QbSetupLibrary *
qb_setup_library_get_default (void)
{
  static QbSetupLibrary *library;

  if (library == NULL)
    library = qb_setup_library_new (NULL);
  return library;
}

/**
 * qb_setup_library_new:
 * @directory: (nullable): the folder, or NULL for the user's
 */
QbSetupLibrary *
qb_setup_library_new (GFile *directory)
{
  g_return_val_if_fail (directory == NULL || G_IS_FILE (directory), NULL);

  return g_object_new (QB_TYPE_SETUP_LIBRARY, "directory", directory, NULL);
}

GFile *
qb_setup_library_get_directory (QbSetupLibrary *self)
{
  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  return self->directory;
}

/* Built-ins first, then by title as people sort (case folded, then
 * g_utf8_collate), then by file name so that the order never depends on
 * the folder's. */
static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  QbSetupEntry *x = *(QbSetupEntry **) a, *y = *(QbSetupEntry **) b;
  int c;

  if (x->is_builtin != y->is_builtin)
    return x->is_builtin ? -1 : 1;
  if (x->is_builtin)
    return 0;                  /* their own order, kept by the stable sort */
  {
    g_autofree char *fx = g_utf8_casefold (x->title, -1);
    g_autofree char *fy = g_utf8_casefold (y->title, -1);

    c = g_utf8_collate (fx, fy);
  }
  return c != 0 ? c : strcmp (x->id, y->id);
}

static QbSetupEntry *
find_in (GPtrArray  *entries,
         const char *id,
         gboolean    builtin)
{
  for (guint i = 0; i < entries->len; i++)
    {
      QbSetupEntry *entry = g_ptr_array_index (entries, i);

      if (entry->is_builtin == builtin && strcmp (entry->id, id) == 0)
        return entry;
    }
  return NULL;
}

/**
 * qb_setup_library_reload:
 *
 * Reads the folder again. An entry whose file has not changed (same size
 * and modification time) is kept as it was, so that nothing is said when
 * nothing changed.
 */
gboolean
qb_setup_library_reload (QbSetupLibrary  *self,
                         GError         **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean same;
  guint removed;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), FALSE);

  for (guint i = 0; i < self->builtins->len; i++)
    g_ptr_array_add (entries, g_object_ref (g_ptr_array_index (self->builtins, i)));

  children = g_file_enumerate_children (self->directory,
                                        G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (children == NULL && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  while (children != NULL)
    {
      g_autoptr(GError) file_error = NULL;
      GFileInfo *info = NULL;
      GFile *child = NULL;
      const char *name;
      QbSetupEntry *old, *entry;
      g_autoptr(QbScenario) scenario = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, error))
        return FALSE;
      if (info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
          || !g_str_has_suffix (name, QB_SETUP_EXTENSION) || name[0] == '.')
        continue;

      old = find_in (self->entries, name, FALSE);
      if (old != NULL && old != self->stale && old->size == g_file_info_get_size (info)
          && old->modified == (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
          && old->modified_usec == g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC))
        {
          g_ptr_array_add (entries, g_object_ref (old));
          continue;
        }
      /* A file that is not a set-up (or one being written) is left out of
       * the list, not shown broken: the folder is the player's. */
      scenario = qb_scenario_load_from_file (child, &file_error);
      if (scenario == NULL)
        {
          g_debug ("Set-up library: %s left out: %s", name, file_error->message);
          continue;
        }
      entry = entry_new (name, scenario);
      entry->file = g_object_ref (child);
      entry->size = g_file_info_get_size (info);
      entry->modified = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);
      entry->modified_usec = g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
      g_ptr_array_add (entries, entry);
    }
  g_ptr_array_sort (entries, compare_entries);

  same = entries->len == self->entries->len;
  for (guint i = 0; same && i < entries->len; i++)
    same = g_ptr_array_index (entries, i) == g_ptr_array_index (self->entries, i);
  if (same)
    return TRUE;
  removed = self->entries->len;
  g_ptr_array_unref (self->entries);
  self->entries = g_steal_pointer (&entries);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->entries->len);
  return TRUE;
}

QbSetupEntry *
qb_setup_library_find (QbSetupLibrary *self,
                       const char     *id)
{
  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      QbSetupEntry *entry = g_ptr_array_index (self->entries, i);

      if (strcmp (entry->id, id) == 0)
        return entry;
    }
  return NULL;
}

QbScenario *
qb_setup_library_load_scenario (QbSetupLibrary  *self,
                                QbSetupEntry    *entry,
                                GError         **error)
{
  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (entry), NULL);

  if (entry->is_builtin)
    return qb_scenario_new_builtin (entry->id, error);
  return qb_scenario_load_from_file (entry->file, error);
}

/* A file name from a title: its letters and digits (any script), the rest
 * turned into dashes, at most 60 characters; "setup" if nothing is left. */
static char *
basename_stem (const char *title)
{
  GString *stem = g_string_new (NULL);
  gboolean dash = FALSE;
  guint chars = 0;

  for (const char *p = title != NULL ? title : ""; *p != '\0' && chars < 60; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isalnum (c))
        {
          if (dash && stem->len > 0)
            g_string_append_c (stem, '-');
          g_string_append_unichar (stem, g_unichar_tolower (c));
          dash = FALSE;
          chars++;
        }
      else
        dash = TRUE;
    }
  if (stem->len == 0)
    g_string_append (stem, "setup");
  return g_string_free (stem, FALSE);
}

/* A file of the folder named from `title` that does not exist yet. */
static GFile *
new_file_for (QbSetupLibrary *self,
              const char     *title,
              const char     *keep)
{
  g_autofree char *stem = basename_stem (title);

  for (guint n = 1; ; n++)
    {
      g_autofree char *name = n == 1 ? g_strconcat (stem, QB_SETUP_EXTENSION, NULL)
        : g_strdup_printf ("%s-%u%s", stem, n, QB_SETUP_EXTENSION);
      g_autoptr(GFile) file = g_file_get_child (self->directory, name);

      if (g_strcmp0 (name, keep) == 0 || !g_file_query_exists (file, NULL))
        return g_steal_pointer (&file);
    }
}

static gboolean
ensure_directory (QbSetupLibrary  *self,
                  GError         **error)
{
  g_autoptr(GError) local_error = NULL;

  if (g_file_make_directory_with_parents (self->directory, NULL, &local_error))
    {
      watch_directory (self);
      return TRUE;
    }
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* Writes `data` to `file`, then reads the folder again and returns the
 * entry of `file`. */
static QbSetupEntry *
write_entry (QbSetupLibrary  *self,
             GFile           *file,
             const char      *data,
             gsize            length,
             GError         **error)
{
  g_autofree char *name = g_file_get_basename (file);
  QbSetupEntry *entry;
  gboolean reloaded;

  if (!ensure_directory (self, error)
      || !qb_file_write_atomic (file, data, length, 0644, NULL, error))
    return NULL;
  /* The file is read again even if its size and time look the same (a
   * file system with coarse times, the same length of text). */
  self->stale = find_in (self->entries, name, FALSE);
  reloaded = qb_setup_library_reload (self, error);
  self->stale = NULL;
  if (!reloaded)
    return NULL;
  entry = find_in (self->entries, name, FALSE);
  if (entry == NULL)
    {
      g_set_error (error, QB_SETUP_LIBRARY_ERROR, QB_SETUP_LIBRARY_ERROR_GONE,
                   _("The set-up was written but cannot be read back."));
      return NULL;
    }
  return g_object_ref (entry);
}

static QbSetupEntry *
save_scenario (QbSetupLibrary  *self,
               QbScenario      *scenario,
               GFile           *file,
               GError         **error)
{
  gsize length = 0;
  g_autofree char *json = qb_scenario_to_json (scenario, &length);

  return write_entry (self, file, json, length, error);
}

QbSetupEntry *
qb_setup_library_save (QbSetupLibrary  *self,
                       QbScenario      *scenario,
                       GError         **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (QB_IS_SCENARIO (scenario), NULL);

  file = new_file_for (self, qb_scenario_get_name (scenario), NULL);
  return save_scenario (self, scenario, file, error);
}

static gboolean
check_writable (QbSetupEntry  *entry,
                GError       **error)
{
  if (!entry->is_builtin)
    return TRUE;
  /* Translators: %s is a built-in deployment's title. */
  g_set_error (error, QB_SETUP_LIBRARY_ERROR, QB_SETUP_LIBRARY_ERROR_READ_ONLY,
               _("“%s” is built into the game and cannot be changed; duplicate it first."),
               entry->title);
  return FALSE;
}

QbSetupEntry *
qb_setup_library_replace (QbSetupLibrary  *self,
                          QbSetupEntry    *entry,
                          QbScenario      *scenario,
                          GError         **error)
{
  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (entry), NULL);
  g_return_val_if_fail (QB_IS_SCENARIO (scenario), NULL);

  if (!check_writable (entry, error))
    return NULL;
  return save_scenario (self, scenario, entry->file, error);
}

QbSetupEntry *
qb_setup_library_rename (QbSetupLibrary  *self,
                         QbSetupEntry    *entry,
                         const char      *title,
                         GError         **error)
{
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *stripped = NULL;
  QbSetupEntry *renamed;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (entry), NULL);
  g_return_val_if_fail (title != NULL, NULL);

  if (!check_writable (entry, error))
    return NULL;
  stripped = g_strstrip (g_strdup (title));
  if (stripped[0] == '\0' || g_utf8_strlen (stripped, -1) > QB_MAX_NAME_CHARS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("A title must have between 1 and %d characters."), QB_MAX_NAME_CHARS);
      return NULL;
    }
  scenario = qb_scenario_load_from_file (entry->file, error);
  if (scenario == NULL)
    return NULL;
  qb_scenario_set_name (scenario, stripped);
  /* The file takes the new title's name too, so that the folder reads
   * like the library; the new file is written before the old goes. */
  {
    g_autofree char *old_name = g_file_get_basename (entry->file);
    g_autoptr(GFile) old_file = g_object_ref (entry->file);

    file = new_file_for (self, stripped, old_name);
    renamed = save_scenario (self, scenario, file, error);
    if (renamed == NULL)
      return NULL;
    if (!g_file_equal (file, old_file) && !g_file_delete (old_file, NULL, error))
      {
        g_object_unref (renamed);
        return NULL;
      }
  }
  qb_setup_library_reload (self, NULL);
  return renamed;
}

QbSetupEntry *
qb_setup_library_duplicate (QbSetupLibrary  *self,
                            QbSetupEntry    *entry,
                            GError         **error)
{
  g_autoptr(QbScenario) scenario = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (entry), NULL);

  scenario = qb_setup_library_load_scenario (self, entry, error);
  if (scenario == NULL)
    return NULL;
  /* Translators: the title of a copy; %s is the original's title. */
  title = g_strdup_printf (_("%s (copy)"), entry->title);
  qb_scenario_set_name (scenario, title);
  return qb_setup_library_save (self, scenario, error);
}

QbSetupTrash *
qb_setup_library_delete (QbSetupLibrary  *self,
                         QbSetupEntry    *entry,
                         GError         **error)
{
  g_autoptr(GBytes) bytes = NULL;
  QbSetupTrash *trash;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (entry), NULL);

  if (!check_writable (entry, error)
      || !qb_file_read_bytes (entry->file, &bytes, NULL, error)
      || !g_file_delete (entry->file, NULL, error))
    return NULL;
  trash = g_new0 (QbSetupTrash, 1);
  trash->basename = g_file_get_basename (entry->file);
  trash->title = g_strdup (entry->title);
  trash->bytes = g_steal_pointer (&bytes);
  qb_setup_library_reload (self, NULL);
  return trash;
}

QbSetupEntry *
qb_setup_library_restore (QbSetupLibrary      *self,
                          const QbSetupTrash  *trash,
                          GError             **error)
{
  g_autoptr(GFile) file = NULL;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (trash != NULL, NULL);

  file = g_file_get_child (self->directory, trash->basename);
  if (g_file_query_exists (file, NULL))
    {
      g_clear_object (&file);
      file = new_file_for (self, trash->title, NULL);
    }
  data = g_bytes_get_data (trash->bytes, &length);
  return write_entry (self, file, data, length, error);
}

QbSetupEntry *
qb_setup_library_import (QbSetupLibrary  *self,
                         GFile           *file,
                         GError         **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display_name = NULL;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GFile) target = NULL;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  /* Checked like any file the app opens: the messages name the file and
   * the member at fault, in the user's language. The bytes are kept as
   * they are, so that nothing the file says is lost in the copy. */
  if (!qb_file_read_bytes (file, &bytes, &display_name, error))
    return NULL;
  scenario = qb_scenario_load_from_bytes (bytes, display_name, error);
  if (scenario == NULL)
    return NULL;
  target = new_file_for (self, qb_scenario_get_name (scenario), NULL);
  data = g_bytes_get_data (bytes, &length);
  return write_entry (self, target, data, length, error);
}

gboolean
qb_setup_library_export (QbSetupLibrary  *self,
                         QbSetupEntry    *entry,
                         GFile           *file,
                         GError         **error)
{
  g_autoptr(QbScenario) scenario = NULL;
  g_autofree char *json = NULL;
  gsize length = 0;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (self), FALSE);
  g_return_val_if_fail (QB_IS_SETUP_ENTRY (entry), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  scenario = qb_setup_library_load_scenario (self, entry, error);
  if (scenario == NULL)
    return FALSE;
  json = qb_scenario_to_json (scenario, &length);
  return qb_file_write_atomic (file, json, length, 0644, NULL, error);
}
