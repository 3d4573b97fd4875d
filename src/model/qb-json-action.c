/* qb-json-action.c: actions in our files: read as an array or an object
 * naming their fields, written as an array, quoted in messages, and
 * normalized (see qb-json-private.h and docs/file-format.md). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-engine-text.h"
#include "qb-json-private.h"

/* The names of the enumerations an action holds. */
static const char *const mode_names[] = { "none", "land", "amphibious", "special", NULL };
static const char *const mission_names[] = { "none", "raid", "scout", NULL };
static const char *const slot_names[] = { "left", "centre", "right", "reserve", NULL };

/* ---- Actions ---------------------------------------------------------------- */

enum { F_NONE, F_BLOCK, F_ZONE, F_MODE, F_MISSION, F_SLOT, F_COLUMN };
enum { T_A, T_B, T_C };

typedef struct
{
  const char *name;
  guint8 kind;
  guint8 target;      /* which QbAction field: a, b or c */
} FieldSpec;

typedef struct
{
  FieldSpec fields[3];
} ActionSpec;

#define BLOCK_A { "block", F_BLOCK, T_A }
#define TO_B { "to", F_ZONE, T_B }

/* The members of each action type, named by meaning (qb-engine.h tells
 * which QbAction field holds what). */
static const ActionSpec action_specs[QB_NUM_ACTION_TYPES] = {
  [QB_ACT_PLACE] = { { BLOCK_A, TO_B } },
  [QB_ACT_TRANSFER] = { { { "from", F_BLOCK, T_A }, { "to", F_BLOCK, T_B } } },
  [QB_ACT_ORDER_MOVE] = { { BLOCK_A, TO_B, { "mode", F_MODE, T_C } } },
  [QB_ACT_ORDER_SHIP] = { { BLOCK_A } },
  [QB_ACT_ORDER_OTTAWA] = { { TO_B, { "mission", F_MISSION, T_C } } },
  [QB_ACT_CHOOSE_SITE] = { { { "zone", F_ZONE, T_B } } },
  [QB_ACT_CHOOSE_BATTLE] = { { { "zone", F_ZONE, T_B } } },
  [QB_ACT_DEPLOY] = { { BLOCK_A, { "slot", F_SLOT, T_C } } },
  [QB_ACT_RETREAT] = { { TO_B, { "mode", F_MODE, T_C } } },
  [QB_ACT_EMBARK] = { { BLOCK_A } },
  [QB_ACT_COMMIT] = { { BLOCK_A, { "column", F_COLUMN, T_C } } },
  [QB_ACT_FIRE] = { { BLOCK_A } },
  [QB_ACT_HIT] = { { BLOCK_A } },
  [QB_ACT_OTTAWA_RETREAT] = { { TO_B } },
  [QB_ACT_DESERT] = { { BLOCK_A } },
  [QB_ACT_SUPPLY_LOSS] = { { BLOCK_A } },
};

static guint8 *
action_field (QbAction *action,
              guint     target)
{
  return target == T_A ? &action->a : target == T_B ? &action->b : &action->c;
}

QbAction
qb_action_normalize (QbAction action)
{
  QbAction out = { action.type, 0, 0, 0 };

  if (action.type >= QB_NUM_ACTION_TYPES)
    return out;
  for (guint i = 0; i < G_N_ELEMENTS (action_specs[0].fields); i++)
    {
      const FieldSpec *f = &action_specs[action.type].fields[i];

      if (f->name != NULL)
        *action_field (&out, f->target) = *action_field (&action, f->target);
    }
  return out;
}

static guint
n_fields (const ActionSpec *spec)
{
  guint n = 0;

  while (n < G_N_ELEMENTS (spec->fields) && spec->fields[n].name != NULL)
    n++;
  return n;
}

static gboolean
read_field (QbJsonCtx        *ctx,
            const QbJsonPath *path,
            JsonNode         *node,
            const FieldSpec  *f,
            int               edition,
            QbAction         *action)
{
  int value = 0;
  gboolean ok;

  switch (f->kind)
    {
    case F_BLOCK:
      ok = qb_json_node_block (ctx, path, node, edition, &value);
      break;
    case F_ZONE:
      ok = qb_json_node_zone (ctx, path, node, FALSE, &value);
      break;
    case F_MODE:
      ok = qb_json_node_enum (ctx, path, node, mode_names, 1, 3, &value);
      break;
    case F_MISSION:
      ok = qb_json_node_enum (ctx, path, node, mission_names, 0, 2, &value);
      break;
    case F_SLOT:
      ok = qb_json_node_enum (ctx, path, node, slot_names, 0, 3, &value);
      break;
    case F_COLUMN:
      ok = qb_json_node_enum (ctx, path, node, slot_names, 0, 2, &value);
      break;
    default:
      g_assert_not_reached ();
    }
  if (ok)
    *action_field (action, f->target) = (guint8) value;
  return ok;
}

static int
read_type (QbJsonCtx        *ctx,
           const QbJsonPath *path,
           JsonNode         *node)
{
  const char *name = NULL;
  int type;

  if (!qb_json_expect_string (ctx, path, node, QB_MAX_NAME_CHARS, &name))
    return -1;
  type = qb_action_type_from_name (name);
  if (type <= QB_ACT_NONE || type >= QB_NUM_ACTION_TYPES)
    {
      /* Translators: %s is the action's type as written in the file. */
      qb_json_fail (ctx, path, QB_FILE_ERROR_INVALID, _("unknown action type '%s'"), name);
      return -1;
    }
  return type;
}

/* ["order-move", "br-15th", "ET", "land"] */
static gboolean
read_action_array (QbJsonCtx        *ctx,
                   const QbJsonPath *path,
                   JsonArray        *array,
                   int               edition,
                   QbAction         *out)
{
  QbJsonPath type_path = { path, NULL, 0, "type" };
  guint length = json_array_get_length (array);
  QbAction action = { 0, 0, 0, 0 };
  const ActionSpec *spec;
  guint n;
  int type;

  if (length == 0)
    return qb_json_fail (ctx, path, QB_FILE_ERROR_MISSING, _("an action needs at least its type"));
  type = read_type (ctx, &type_path, json_array_get_element (array, 0));
  if (type < 0)
    return FALSE;
  action.type = (guint8) type;
  spec = &action_specs[type];
  n = n_fields (spec);

  for (guint i = 0; i < n; i++)
    {
      QbJsonPath child = { path, NULL, i + 1, spec->fields[i].name };

      if (i + 1 >= length)
        return qb_json_fail (ctx, &child, QB_FILE_ERROR_MISSING, _("missing (required)"));
      if (!read_field (ctx, &child, json_array_get_element (array, i + 1), &spec->fields[i],
                       edition, &action))
        return FALSE;
    }
  if (length > n + 1)
    {
      QbJsonPath extra = QB_JSON_ELEMENT (path, n + 1);

      return qb_json_fail (ctx, &extra, QB_FILE_ERROR_INVALID,
                           /* Translators: %1$s is an action type as written in
                            * the file (“place”), %2$u how many values follow it. */
                           g_dngettext (GETTEXT_PACKAGE, "'%1$s' actions have %2$u value after the type",
                                        "'%1$s' actions have %2$u values after the type", n),
                           qb_action_type_name (type), n);
    }
  *out = action;
  return TRUE;
}

/* {"type": "order-move", "block": "br-15th", "to": "ET", "mode": "land"} */
static gboolean
read_action_object (QbJsonCtx        *ctx,
                    const QbJsonPath *path,
                    JsonObject       *object,
                    int               edition,
                    QbAction         *out)
{
  QbJsonPath type_path = QB_JSON_MEMBER (path, "type");
  QbAction action = { 0, 0, 0, 0 };
  const ActionSpec *spec;
  JsonObjectIter iter;
  const char *member;
  JsonNode *node = NULL;
  int type;

  if (!qb_json_get_node (ctx, path, object, "type", TRUE, &node))
    return FALSE;
  type = read_type (ctx, &type_path, node);
  if (type < 0)
    return FALSE;
  action.type = (guint8) type;
  spec = &action_specs[type];

  /* A misspelt member would otherwise be ignored and change the game. */
  json_object_iter_init_ordered (&iter, object);
  while (json_object_iter_next_ordered (&iter, &member, &node))
    {
      gboolean known = strcmp (member, "type") == 0;

      for (guint i = 0; !known && i < G_N_ELEMENTS (spec->fields); i++)
        known = spec->fields[i].name != NULL && strcmp (spec->fields[i].name, member) == 0;
      if (!known)
        {
          QbJsonPath child = QB_JSON_MEMBER (path, member);

          return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                               /* Translators: %1$s is an action type (“place”),
                                * %2$s a member name found in the file. */
                               _("'%1$s' actions have no member '%2$s'"), qb_action_type_name (type),
                               member);
        }
    }

  for (guint i = 0; i < n_fields (spec); i++)
    {
      QbJsonPath child = QB_JSON_MEMBER (path, spec->fields[i].name);

      if (!qb_json_get_node (ctx, path, object, spec->fields[i].name, TRUE, &node)
          || !read_field (ctx, &child, node, &spec->fields[i], edition, &action))
        return FALSE;
    }
  *out = action;
  return TRUE;
}

gboolean
qb_json_read_action (QbJsonCtx        *ctx,
                     const QbJsonPath *path,
                     JsonNode         *node,
                     int               edition,
                     QbAction         *out)
{
  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    return read_action_array (ctx, path, json_node_get_array (node), edition, out);
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    return read_action_object (ctx, path, json_node_get_object (node), edition, out);
  return qb_json_type_error (ctx, path, C_("JSON value", "an array (or an object)"), node);
}

static const char *
enum_name (const char *const *names,
           guint              n,
           guint              value)
{
  return value < n ? names[value] : "?";
}

void
qb_json_write_action (JsonBuilder *builder,
                      int          edition,
                      QbAction     action)
{
  const ActionSpec *spec;

  json_builder_begin_array (builder);
  json_builder_add_string_value (builder, qb_action_type_name (action.type));
  if (action.type >= QB_NUM_ACTION_TYPES)
    {
      json_builder_end_array (builder);
      return;
    }

  spec = &action_specs[action.type];
  for (guint i = 0; i < n_fields (spec); i++)
    {
      const FieldSpec *f = &spec->fields[i];
      guint value = *action_field (&action, f->target);
      const char *text = "?";

      switch (f->kind)
        {
        case F_BLOCK:
          text = qb_block_key (edition, (int) value);
          break;
        case F_ZONE:
          text = qb_zone_code ((int) value);
          break;
        case F_MODE:
          text = enum_name (mode_names, 4, value);
          break;
        case F_MISSION:
          text = enum_name (mission_names, 3, value);
          break;
        case F_SLOT:
        case F_COLUMN:
          text = enum_name (slot_names, 4, value);
          break;
        default:
          g_assert_not_reached ();
        }
      json_builder_add_string_value (builder, text != NULL ? text : "?");
    }
  json_builder_end_array (builder);
}

/* An action as the file writes it, on one line: `["order-move", "br-15th",
 * "AB", "land"]` (messages quote actions this way). qb_json_to_text() keeps
 * an array of plain values on one line, as a saved file does. */
char *
qb_json_action_to_string (int      edition,
                          QbAction action)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) node = NULL;
  gsize length = 0;
  char *text;

  qb_json_write_action (builder, edition, action);
  node = json_builder_get_root (builder);
  text = qb_json_to_text (node, &length);
  /* Without the newline that ends a file. */
  if (length > 0 && text[length - 1] == '\n')
    text[length - 1] = '\0';
  return text;
}

/* The error for an action the engine refuses, without a place in a file
 * (qb_record_replay(), QbGame, QbReplayIndex). The action is shown as the
 * file writes it, which reads the same in every language. */
void
qb_illegal_action_error (GError     **error,
                         guint        index,
                         int          edition,
                         QbAction     action,
                         const char  *reason)
{
  g_autofree char *written = qb_json_action_to_string (edition, action);

  /* Translators: %1$u is the action's number in the file (from 0), %2$s
   * the action as written in the file (["place", "fr-la-sarre", "BE"]),
   * %3$s the rules engine's reason. */
  g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION,
               _("action %1$u (%2$s) is illegal at its step: %3$s"), index, written,
               qb_engine_reason_text (reason));
}
