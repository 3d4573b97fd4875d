/* qb-autosave-list.c: see qb-autosave-list.h.
 *
 * A refresh reads every `*.q1759` of the folder and keeps the games that
 * are not finished and that no window follows (qb_autosave_path_in_use():
 * a game in play in another window, or in another instance of the app, is
 * not offered twice). A file that cannot be read is listed with its error,
 * so that the player learns why and can delete it. The files are small
 * (one record each) and few, so the folder is read at once. */
#include <glib/gstdio.h>

#include "qb-autosave.h"
#include "qb-autosave-list.h"
#include "qb-game.h"
#include "qb-record.h"

struct _QbAutosaveEntry
{
  GObject parent_instance;

  char *path;
  QbRecord *record;
  QbGame *game;
  GError *error;
  GDateTime *modified;
};

G_DEFINE_FINAL_TYPE (QbAutosaveEntry, qb_autosave_entry, G_TYPE_OBJECT)

static void
qb_autosave_entry_finalize (GObject *object)
{
  QbAutosaveEntry *self = QB_AUTOSAVE_ENTRY (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_object (&self->record);
  g_clear_object (&self->game);
  g_clear_error (&self->error);
  g_clear_pointer (&self->modified, g_date_time_unref);

  G_OBJECT_CLASS (qb_autosave_entry_parent_class)->finalize (object);
}

static void
qb_autosave_entry_class_init (QbAutosaveEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qb_autosave_entry_finalize;
}

static void
qb_autosave_entry_init (QbAutosaveEntry *self)
{
}

const char *
qb_autosave_entry_get_path (QbAutosaveEntry *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE_ENTRY (self), NULL);
  return self->path;
}

QbRecord *
qb_autosave_entry_get_record (QbAutosaveEntry *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE_ENTRY (self), NULL);
  return self->record;
}

/**
 * qb_autosave_entry_get_game:
 *
 * Returns: (nullable) (transfer none): the record replayed, for its
 *   position; resume with a game of its own (qb_game_new_from_record())
 */
QbGame *
qb_autosave_entry_get_game (QbAutosaveEntry *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE_ENTRY (self), NULL);
  return self->game;
}

const GError *
qb_autosave_entry_get_error (QbAutosaveEntry *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE_ENTRY (self), NULL);
  return self->error;
}

GDateTime *
qb_autosave_entry_get_modified (QbAutosaveEntry *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE_ENTRY (self), NULL);
  return self->modified;
}

/* The entry of the file at `path`, or NULL if there is nothing to offer
 * (a finished game, a game in play elsewhere, not a regular file). */
static QbAutosaveEntry *
entry_new (const char *path)
{
  g_autoptr(QbAutosaveEntry) entry = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GStatBuf st;

  if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || qb_autosave_path_in_use (path))
    return NULL;
  entry = g_object_new (QB_TYPE_AUTOSAVE_ENTRY, NULL);
  entry->path = g_strdup (path);
  entry->modified = g_date_time_new_from_unix_local (st.st_mtime);
  entry->record = qb_record_load_from_file (file, &entry->error);
  if (entry->record != NULL && qb_record_is_finished (entry->record))
    return NULL;
  if (entry->record != NULL)
    entry->game = qb_game_new_from_record (entry->record, &entry->error);
  return g_steal_pointer (&entry);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  QbAutosaveEntry *ea = *(QbAutosaveEntry **) a;
  QbAutosaveEntry *eb = *(QbAutosaveEntry **) b;
  int order = g_date_time_compare (eb->modified, ea->modified);

  return order != 0 ? order : g_strcmp0 (ea->path, eb->path);
}

struct _QbAutosaveList
{
  GObject parent_instance;

  char *dir;
  GPtrArray *entries;   /* QbAutosaveEntry, newest first */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QbAutosaveList, qb_autosave_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
list_get_item_type (GListModel *model)
{
  return QB_TYPE_AUTOSAVE_ENTRY;
}

static guint
list_get_n_items (GListModel *model)
{
  return QB_AUTOSAVE_LIST (model)->entries->len;
}

static gpointer
list_get_item (GListModel *model,
               guint       position)
{
  QbAutosaveList *self = QB_AUTOSAVE_LIST (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = list_get_item_type;
  iface->get_n_items = list_get_n_items;
  iface->get_item = list_get_item;
}

static void
qb_autosave_list_finalize (GObject *object)
{
  QbAutosaveList *self = QB_AUTOSAVE_LIST (object);

  g_clear_pointer (&self->dir, g_free);
  g_clear_pointer (&self->entries, g_ptr_array_unref);

  G_OBJECT_CLASS (qb_autosave_list_parent_class)->finalize (object);
}

static void
qb_autosave_list_class_init (QbAutosaveListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qb_autosave_list_finalize;
}

static void
qb_autosave_list_init (QbAutosaveList *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * qb_autosave_list_new:
 * @dir: (nullable): the autosave folder; %NULL for the default one
 *
 * Returns: (transfer full): the list, read at once
 */
QbAutosaveList *
qb_autosave_list_new (const char *dir)
{
  QbAutosaveList *self = g_object_new (QB_TYPE_AUTOSAVE_LIST, NULL);

  self->dir = dir != NULL ? g_strdup (dir) : qb_autosave_get_default_dir ();
  qb_autosave_list_refresh (self);
  return self;
}

const char *
qb_autosave_list_get_dir (QbAutosaveList *self)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE_LIST (self), NULL);
  return self->dir;
}

/* Version 0.x kept one autosave for everything, beside the folder: it
 * joins the folder so that it is offered like the others. */
static void
adopt_single_autosave (QbAutosaveList *self)
{
  g_autofree char *parent = g_path_get_dirname (self->dir);
  g_autofree char *old = g_build_filename (parent, "autosave" QB_GAME_EXTENSION, NULL);
  g_autofree char *adopted = g_build_filename (self->dir, "autosave" QB_GAME_EXTENSION, NULL);

  if (!g_file_test (old, G_FILE_TEST_IS_REGULAR) || g_file_test (adopted, G_FILE_TEST_EXISTS))
    return;
  if (g_mkdir_with_parents (self->dir, 0700) == 0)
    g_rename (old, adopted);
}

/**
 * qb_autosave_list_refresh:
 *
 * Reads the folder again (see the top of qb-autosave-list.c).
 */
void
qb_autosave_list_refresh (QbAutosaveList *self)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);
  guint removed;
  const char *name;

  g_return_if_fail (QB_IS_AUTOSAVE_LIST (self));

  adopt_single_autosave (self);
  dir = g_dir_open (self->dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      QbAutosaveEntry *entry;

      if (!g_str_has_suffix (name, QB_GAME_EXTENSION))
        continue;
      path = g_build_filename (self->dir, name, NULL);
      entry = entry_new (path);
      if (entry != NULL)
        g_ptr_array_add (entries, entry);
    }
  g_ptr_array_sort (entries, compare_newest_first);

  removed = self->entries->len;
  g_ptr_array_unref (self->entries);
  self->entries = g_steal_pointer (&entries);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->entries->len);
}

/**
 * qb_autosave_list_find:
 *
 * Returns: (nullable) (transfer none): the entry of the file at @path
 */
QbAutosaveEntry *
qb_autosave_list_find (QbAutosaveList *self,
                       const char     *path)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE_LIST (self), NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      QbAutosaveEntry *entry = g_ptr_array_index (self->entries, i);
      if (g_strcmp0 (entry->path, path) == 0)
        return entry;
    }
  return NULL;
}

/**
 * qb_autosave_list_delete:
 *
 * Removes @entry's file (unless a window took its game since) and the
 * entry.
 */
gboolean
qb_autosave_list_delete (QbAutosaveList   *self,
                         QbAutosaveEntry  *entry,
                         GError          **error)
{
  guint position;

  g_return_val_if_fail (QB_IS_AUTOSAVE_LIST (self), FALSE);
  g_return_val_if_fail (QB_IS_AUTOSAVE_ENTRY (entry), FALSE);

  if (!qb_autosave_delete_path (entry->path, error))
    return FALSE;
  if (g_ptr_array_find (self->entries, entry, &position))
    {
      g_ptr_array_remove_index (self->entries, position);
      g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
    }
  return TRUE;
}
