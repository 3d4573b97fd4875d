/* qb-autosave.c: see qb-autosave.h.
 *
 * Each save writes the whole record to a temporary file and renames it over
 * the autosave (qb_file_write_atomic()), synchronously, before the action
 * returns to the caller: killing the process at any moment leaves either
 * the record before the action in flight or the one after it, never a torn
 * file. */
#include <errno.h>
#include <glib/gstdio.h>

#include "qb-autosave.h"
#include "qb-game.h"
#include "qb-json-private.h"
#include "qb-record.h"

struct _QbAutosave
{
  GObject parent_instance;

  char *path;
  QbGame *game;
  gulong changed_id;
};

G_DEFINE_FINAL_TYPE (QbAutosave, qb_autosave, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_GAME,
  N_PROPS
};

enum {
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
game_changed_cb (QbAutosave *self,
                 QbGame     *game)
{
  g_autoptr(GError) error = NULL;

  g_assert (QB_IS_AUTOSAVE (self));
  g_assert (QB_IS_GAME (game));

  if (!qb_autosave_save (self, qb_game_get_record (game), &error))
    {
      g_debug ("Autosave failed: %s", error->message);
      g_signal_emit (self, signals[FAILED], 0, error);
    }
}

static void
qb_autosave_dispose (GObject *object)
{
  QbAutosave *self = (QbAutosave *)object;

  qb_autosave_set_game (self, NULL);

  G_OBJECT_CLASS (qb_autosave_parent_class)->dispose (object);
}

static void
qb_autosave_finalize (GObject *object)
{
  QbAutosave *self = (QbAutosave *)object;

  g_clear_pointer (&self->path, g_free);

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
      if (self->path == NULL)
        self->path = qb_autosave_get_default_path ();
      break;

    case PROP_GAME:
      qb_autosave_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_autosave_class_init (QbAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_autosave_dispose;
  object_class->finalize = qb_autosave_finalize;
  object_class->get_property = qb_autosave_get_property;
  object_class->set_property = qb_autosave_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, QB_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * QbAutosave::failed:
   * @error: why
   *
   * An automatic save could not be written (disk full, permissions).
   */
  signals[FAILED] =
    g_signal_new ("failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
qb_autosave_init (QbAutosave *self)
{
}

/**
 * qb_autosave_get_default_path:
 *
 * Returns: (transfer full): `$XDG_DATA_HOME/quebec1759/autosave.q1759`
 */
char *
qb_autosave_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "quebec1759", "autosave" QB_GAME_EXTENSION,
                           NULL);
}

/**
 * qb_autosave_new:
 * @path: (nullable): where to write; %NULL for the default path (tests
 *   pass their own)
 */
QbAutosave *
qb_autosave_new (const char *path)
{
  return g_object_new (QB_TYPE_AUTOSAVE, "path", path, NULL);
}

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

/**
 * qb_autosave_set_game:
 * @game: (nullable): the game to follow
 *
 * Saves @game's record now and after every change of @game (each apply
 * and undo).
 */
void
qb_autosave_set_game (QbAutosave *self,
                      QbGame     *game)
{
  g_return_if_fail (QB_IS_AUTOSAVE (self));
  g_return_if_fail (game == NULL || QB_IS_GAME (game));

  if (self->game == game)
    return;

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

/**
 * qb_autosave_save:
 *
 * Writes @record atomically to the autosave path, creating its folder.
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

  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      qb_file_error (error, QB_FILE_ERROR_IO, dir, g_strerror (saved_errno));
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

  return g_file_test (self->path, G_FILE_TEST_IS_REGULAR);
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

  file = g_file_new_for_path (self->path);
  return qb_record_load_from_file (file, error);
}

/**
 * qb_autosave_clear:
 *
 * Removes the autosave (the game ended, or the player declined to resume).
 */
gboolean
qb_autosave_clear (QbAutosave  *self,
                   GError     **error)
{
  g_return_val_if_fail (QB_IS_AUTOSAVE (self), FALSE);

  if (g_unlink (self->path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      qb_file_error (error, QB_FILE_ERROR_IO, self->path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}
