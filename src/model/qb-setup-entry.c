/* qb-setup-entry.c: the items of QbSetupLibrary (QbSetupEntry), what a
 * deletion keeps for its undo (QbSetupTrash), and QbScenarioKind as a GEnum
 * (see qb-setup-library.h). */
#include "qb-setup-library-private.h"

G_DEFINE_ENUM_TYPE (QbScenarioKind, qb_scenario_kind,
  G_DEFINE_ENUM_VALUE (QB_SCENARIO_POSITION, "position"),
  G_DEFINE_ENUM_VALUE (QB_SCENARIO_DEPLOYMENT, "deployment"))

/* ---- QbSetupEntry --------------------------------------------------------- */

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

QbSetupEntry *
qb_setup_entry_new (const char *id,
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
