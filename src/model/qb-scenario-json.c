/* qb-scenario-json.c: QbScenario's files: reading a .q1759-setup file
 * (or a record's "start") with its checks, and writing one (see
 * docs/file-format.md). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-data.h"
#include "qb-scenario-private.h"

gboolean
qb_scenario_has_history (QbScenario *self)
{
  return !self->has_state && (self->british_visited != 0 || self->held_cap_rouge);
}

/* ---- Reading ------------------------------------------------------------- */

/* A position's past (20.0, 21.0): optional members, absent in files
 * written before they existed (nothing entered, Cap Rouge not held). */
static gboolean
read_history (QbScenario       *self,
              QbJsonCtx        *ctx,
              const QbJsonPath *path,
              JsonObject       *object)
{
  QbJsonPath visited_path = QB_JSON_MEMBER (path, "british-visited");
  JsonArray *array = NULL;
  gboolean held = FALSE;
  guint zones = 0;

  if (!qb_json_get_array (ctx, path, object, "british-visited", FALSE, QB_NUM_ZONES, &array)
      || !qb_json_get_boolean (ctx, path, object, "held-cap-rouge", FALSE, &held))
    return FALSE;
  if ((array != NULL || held) && self->kind != QB_SCENARIO_POSITION)
    return qb_json_fail (ctx, array != NULL ? &visited_path : path, QB_FILE_ERROR_INVALID,
                         _("a deployment starts at move 1 and has no past (20.0, 21.0)"));
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      QbJsonPath item = QB_JSON_ELEMENT (&visited_path, i);
      const char *code = NULL;
      int zone;

      if (!qb_json_expect_string (ctx, &item, json_array_get_element (array, i),
                                  QB_MAX_NAME_CHARS, &code))
        return FALSE;
      zone = qb_zone_from_code (code);
      if (zone < 0 || zone >= QB_NUM_ZONES)
        return qb_json_fail (ctx, &item, QB_FILE_ERROR_UNKNOWN_ZONE, _("unknown zone code '%s'"),
                             code);
      zones |= 1u << zone;
    }
  self->british_visited = (guint16) (zones & ~(1u << QB_OR));
  self->held_cap_rouge = held;
  return TRUE;
}

static gboolean
read_blocks (QbScenario       *self,
             QbJsonCtx        *ctx,
             const QbJsonPath *path,
             JsonObject       *object,
             gboolean          draft)
{
  QbJsonPath blocks_path = QB_JSON_MEMBER (path, "blocks");
  QbJsonPath ships_path = QB_JSON_MEMBER (path, "ships");
  int edition = self->options.edition;
  JsonObject *blocks = NULL;
  JsonObject *ships = NULL;
  JsonObjectIter iter;
  const char *key;
  JsonNode *node;
  guint placed = 0;

  if (!qb_json_get_object (ctx, path, object, "blocks", TRUE, &blocks)
      || !qb_json_get_object (ctx, path, object, "ships", FALSE, &ships))
    return FALSE;

  /* Blocks that are not listed are out of play (position) or still to
   * place (deployment, which then fails its check). */
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      gboolean pool = self->kind == QB_SCENARIO_DEPLOYMENT && QB_BLOCK_SIDE (b) == QB_FRENCH;

      self->location[b] = pool ? QB_LOC_POOL : QB_LOC_OUT;
      self->cv[b] = pool ? qb_unit_info (edition, b)->max_cv : 0;
    }

  json_object_iter_init_ordered (&iter, blocks);
  while (json_object_iter_next_ordered (&iter, &key, &node))
    {
      QbJsonPath block_path = QB_JSON_MEMBER (&blocks_path, key);
      JsonObject *entry = NULL;
      int block = qb_block_from_key (edition, key);
      int zone = 0;
      int max;
      gint64 cv;

      if (block < 0)
        return qb_json_fail_unknown_block (ctx, &block_path, edition, key);
      if (qb_scenario_is_ship (edition, block))
        return qb_json_fail (ctx, &block_path, QB_FILE_ERROR_INVALID,
                             /* Translators: “ships” is a member name of the file. */
                             _("ships are listed under \"ships\", by river area"));
      if (self->kind == QB_SCENARIO_DEPLOYMENT && QB_BLOCK_SIDE (block) != QB_FRENCH)
        return qb_json_fail (ctx, &block_path, QB_FILE_ERROR_INVALID,
                             _("a deployment places French blocks only (3.3, 3.4)"));

      max = qb_unit_info (edition, block)->max_cv;
      cv = max;
      if (!qb_json_expect_object (ctx, &block_path, node, &entry)
          || !qb_json_get_zone (ctx, &block_path, entry, "zone", FALSE, &zone)
          || !qb_json_get_int (ctx, &block_path, entry, "cv", FALSE, max > 0 ? 1 : 0, max, &cv))
        return FALSE;
      if (self->kind == QB_SCENARIO_DEPLOYMENT && cv != max)
        {
          QbJsonPath cv_path = QB_JSON_MEMBER (&block_path, "cv");

          return qb_json_fail (ctx, &cv_path, QB_FILE_ERROR_INVALID,
                               _("blocks are deployed at full strength (3.2)"));
        }
      self->location[block] = (guint8) zone;
      self->cv[block] = (guint8) cv;
      placed++;
    }

  if (ships != NULL)
    {
      if (self->kind == QB_SCENARIO_DEPLOYMENT)
        return qb_json_fail (ctx, &ships_path, QB_FILE_ERROR_INVALID,
                             _("a deployment places French blocks only (3.3, 3.4)"));
      json_object_iter_init_ordered (&iter, ships);
      while (json_object_iter_next_ordered (&iter, &key, &node))
        {
          QbJsonPath ship_path = QB_JSON_MEMBER (&ships_path, key);
          int block = qb_block_from_key (edition, key);
          const char *code = NULL;
          int area;

          if (block < 0)
            return qb_json_fail_unknown_block (ctx, &ship_path, edition, key);
          if (!qb_scenario_is_ship (edition, block))
            return qb_json_fail (ctx, &ship_path, QB_FILE_ERROR_INVALID,
                                 /* Translators: %s is a block's id as written in the file. */
                                 _("'%s' is not a ship"), key);
          if (!qb_json_expect_string (ctx, &ship_path, node, QB_MAX_NAME_CHARS, &code))
            return FALSE;
          area = qb_zone_from_code (code);
          if (area != QB_LOC_BASON && area != QB_LOC_STLAURENT)
            return qb_json_fail (ctx, &ship_path, QB_FILE_ERROR_UNKNOWN_ZONE,
                                 /* Translators: %s is the code found in the
                                  * file; BA and SL are the codes of the two
                                  * river areas, the Bason and the St. Laurent. */
                                 _("unknown river area code '%s' (BA or SL)"), code);
          self->location[block] = (guint8) area;
          self->cv[block] = 0;
        }
    }

  if (self->kind == QB_SCENARIO_DEPLOYMENT && placed != QB_BLOCKS_PER_SIDE && !draft)
    return qb_json_fail (ctx, &blocks_path, QB_FILE_ERROR_INVALID,
                         /* Translators: %1$d is the number of French blocks
                          * (25), %2$u how many the file places. */
                         _("a deployment places all %1$d French blocks (3.4); this one places %2$u"),
                         QB_BLOCKS_PER_SIDE, placed);
  if (self->kind == QB_SCENARIO_DEPLOYMENT)
    for (int b = 0; b < QB_FIRST_BLOCK (QB_FRENCH); b++)
      {
        self->location[b] = qb_scenario_is_ship (edition, b) ? QB_LOC_BASON : QB_OR;
        self->cv[b] = qb_unit_info (edition, b)->max_cv;
      }
  return TRUE;
}

/* With `draft`, an editor's unfinished work: the blocks are read with
 * their checks, but French blocks may still be in the pool and the engine
 * is not asked whether a game could start (qb-setup-check.c says why not). */
static QbScenario *
read_scenario (QbJsonCtx        *ctx,
               const QbJsonPath *path,
               JsonObject       *object,
               gboolean          draft)
{
  g_autoptr(QbScenario) self = g_object_new (QB_TYPE_SCENARIO, NULL);
  QbJsonPath kind_path = QB_JSON_MEMBER (path, "kind");
  QbJsonPath options_path = QB_JSON_MEMBER (path, "options");
  QbJsonPath blocks_path = QB_JSON_MEMBER (path, "blocks");
  JsonObject *options = NULL;
  const char *kind = "position";
  const char *name = "";
  const char *author = "";
  const char *description = "";
  QbState state;
  g_autoptr(GError) error = NULL;

  if (!qb_json_get_string (ctx, path, object, "kind", FALSE, QB_MAX_NAME_CHARS, &kind)
      || !qb_json_get_string (ctx, path, object, "name", FALSE, QB_MAX_NAME_CHARS, &name)
      || !qb_json_get_string (ctx, path, object, "author", FALSE, QB_MAX_NAME_CHARS, &author)
      || !qb_json_get_string (ctx, path, object, "description", FALSE, QB_MAX_TEXT_CHARS,
                              &description)
      || !qb_json_get_object (ctx, path, object, "options", TRUE, &options)
      || !qb_json_get_dice (ctx, path, object, "dice", self->dice))
    return NULL;

  if (strcmp (kind, "position") == 0)
    self->kind = QB_SCENARIO_POSITION;
  else if (strcmp (kind, "deployment") == 0)
    self->kind = QB_SCENARIO_DEPLOYMENT;
  else
    {
      qb_json_fail (ctx, &kind_path, QB_FILE_ERROR_INVALID,
                    /* Translators: %s is the “kind” found in the file;
                     * 'position' and 'deployment' are the values allowed,
                     * as written in files. */
                    _("unknown kind '%s' ('position' or 'deployment')"), kind);
      return NULL;
    }

  if (!qb_json_read_options (ctx, &options_path, options, TRUE, &self->options))
    return NULL;
  if (self->kind == QB_SCENARIO_DEPLOYMENT && self->options.start_move != 1)
    {
      QbJsonPath move_path = QB_JSON_MEMBER (&options_path, "start-move");

      qb_json_fail (ctx, &move_path, QB_FILE_ERROR_INVALID,
                    _("a deployment starts at campaign move 1"));
      return NULL;
    }

  g_free (self->name);
  self->name = g_strdup (name);
  g_free (self->author);
  self->author = g_strdup (author);
  g_free (self->description);
  self->description = g_strdup (description);

  if (json_object_has_member (object, "state"))
    {
      QbJsonPath state_path = QB_JSON_MEMBER (path, "state");
      JsonObject *full = NULL;

      if (self->kind != QB_SCENARIO_POSITION)
        {
          qb_json_fail (ctx, &state_path, QB_FILE_ERROR_INVALID,
                        _("a deployment holds no game state"));
          return NULL;
        }
      if (json_object_has_member (object, "blocks") || json_object_has_member (object, "ships"))
        {
          qb_json_fail (ctx, &blocks_path, QB_FILE_ERROR_INVALID,
                        /* Translators: $.state.blocks is a place in the file. */
                        _("a position with a state lists its blocks in $.state.blocks only"));
          return NULL;
        }
      if (!qb_json_get_object (ctx, path, object, "state", TRUE, &full)
          || !qb_scenario_state_read (ctx, &state_path, full, &self->options, &self->state))
        return NULL;
      self->has_state = TRUE;
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        {
          self->location[b] = self->state.blocks[b].loc;
          self->cv[b] = self->state.blocks[b].cv;
        }
      qb_scenario_sync_history (self);
      return g_steal_pointer (&self);
    }

  if (!read_blocks (self, ctx, path, object, draft)
      || !read_history (self, ctx, path, object))
    return NULL;
  if (draft)
    return g_steal_pointer (&self);

  /* The engine has the last word on what a position may be. */
  if (self->kind == QB_SCENARIO_DEPLOYMENT)
    {
      const char *reason = NULL;
      int block = -1;

      if (!qb_scenario_apply_deployment (self, 0, &state, NULL, &block, &reason))
        {
          /* Point at the block whose placement was refused, if one was. */
          QbJsonPath block_path = QB_JSON_MEMBER (&blocks_path, NULL);

          block_path.member = block >= 0 ? qb_block_key (self->options.edition, block) : NULL;
          qb_json_fail (ctx, block >= 0 ? &block_path : &blocks_path,
                        QB_FILE_ERROR_ILLEGAL_ACTION, _("impossible deployment: %s"), reason);
          return NULL;
        }
    }
  else if (!qb_scenario_to_state (self, 0, &state, NULL, &error))
    {
      QbJsonPath dice_path = QB_JSON_MEMBER (path, "dice");
      QbJsonPath die_path = QB_JSON_ELEMENT (&dice_path, 0);

      if (error->code == QB_FILE_ERROR_INVALID)
        qb_json_fail (ctx, &die_path, QB_FILE_ERROR_INVALID, "%s", error->message);
      else
        qb_json_fail (ctx, &blocks_path, QB_FILE_ERROR_POSITION, "%s", error->message);
      return NULL;
    }

  return g_steal_pointer (&self);
}

QbScenario *
qb_scenario_read (QbJsonCtx        *ctx,
                  const QbJsonPath *path,
                  JsonObject       *object)
{
  return read_scenario (ctx, path, object, FALSE);
}

static QbScenario *
load_from_bytes (GBytes      *bytes,
                 const char  *name,
                 gboolean     draft,
                 GError     **error)
{
  QbJsonCtx ctx = { name != NULL ? name : "<data>", NULL };
  QbJsonPath root_path = QB_JSON_ROOT;
  g_autoptr(JsonNode) root = NULL;
  QbScenario *self;

  g_return_val_if_fail (bytes != NULL, NULL);

  root = qb_json_parse (&ctx, bytes, QB_SETUP_FORMAT);
  if (root == NULL)
    {
      g_propagate_error (error, ctx.error);
      return NULL;
    }
  self = read_scenario (&ctx, &root_path, json_node_get_object (root), draft);
  if (self == NULL)
    {
      g_propagate_error (error, ctx.error);
      return NULL;
    }
  return self;
}

QbScenario *
qb_scenario_load_from_bytes (GBytes      *bytes,
                             const char  *name,
                             GError     **error)
{
  return load_from_bytes (bytes, name, FALSE, error);
}

/**
 * qb_scenario_load_draft:
 *
 * Reads a .q1759-setup file as the editor's draft: well-formed, every
 * block and zone known, but perhaps not a position a game could start
 * from (French blocks still to place, a lone decoy...). The editor saves
 * such drafts; every other reader refuses them.
 */
QbScenario *
qb_scenario_load_draft (GFile   *file,
                        GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!qb_file_read_bytes (file, &bytes, &name, error))
    return NULL;
  return load_from_bytes (bytes, name, TRUE, error);
}

QbScenario *
qb_scenario_new_from_json (const char  *text,
                           gssize       length,
                           const char  *name,
                           GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  bytes = g_bytes_new (text, length < 0 ? strlen (text) : (gsize) length);
  return qb_scenario_load_from_bytes (bytes, name, error);
}

QbScenario *
qb_scenario_load_from_file (GFile   *file,
                            GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!qb_file_read_bytes (file, &bytes, &name, error))
    return NULL;
  return qb_scenario_load_from_bytes (bytes, name, error);
}

/* ---- Writing --------------------------------------------------------------- */

void
qb_scenario_write (QbScenario  *self,
                   JsonBuilder *builder,
                   gboolean     embedded)
{
  int edition = self->options.edition;
  gboolean any_ship = FALSE;

  json_builder_begin_object (builder);
  if (!embedded)
    {
      json_builder_set_member_name (builder, "format");
      json_builder_add_string_value (builder, QB_SETUP_FORMAT);
      /* Version 1 readers would ignore forced dice. */
      json_builder_set_member_name (builder, "version");
      json_builder_add_int_value (builder, qb_scenario_has_history (self) ? 4
                                  : self->has_state ? 3 : self->dice->len > 0 ? 2 : 1);
    }
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder,
                                 self->kind == QB_SCENARIO_DEPLOYMENT ? "deployment" : "position");
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, self->name);
  json_builder_set_member_name (builder, "author");
  json_builder_add_string_value (builder, self->author);
  json_builder_set_member_name (builder, "description");
  json_builder_add_string_value (builder, self->description);
  json_builder_set_member_name (builder, "options");
  qb_json_write_options (builder, &self->options, TRUE);

  if (self->has_state)
    {
      json_builder_set_member_name (builder, "state");
      qb_scenario_state_write (builder, &self->state);
      if (self->dice->len > 0)
        {
          json_builder_set_member_name (builder, "dice");
          json_builder_begin_array (builder);
          for (guint i = 0; i < self->dice->len; i++)
            json_builder_add_int_value (builder, self->dice->data[i]);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
      return;
    }

  json_builder_set_member_name (builder, "blocks");
  json_builder_begin_object (builder);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      if (self->location[b] >= QB_NUM_ZONES || qb_scenario_is_ship (edition, b))
        continue;
      if (self->kind == QB_SCENARIO_DEPLOYMENT && QB_BLOCK_SIDE (b) != QB_FRENCH)
        continue;
      json_builder_set_member_name (builder, qb_block_key (edition, b));
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "zone");
      json_builder_add_string_value (builder, qb_zone_code (self->location[b]));
      json_builder_set_member_name (builder, "cv");
      json_builder_add_int_value (builder, self->cv[b]);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    any_ship |= qb_scenario_is_ship (edition, b)
      && (self->location[b] == QB_LOC_BASON || self->location[b] == QB_LOC_STLAURENT);
  if (self->kind == QB_SCENARIO_POSITION && any_ship)
    {
      json_builder_set_member_name (builder, "ships");
      json_builder_begin_object (builder);
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        if (qb_scenario_is_ship (edition, b)
            && (self->location[b] == QB_LOC_BASON || self->location[b] == QB_LOC_STLAURENT))
          {
            json_builder_set_member_name (builder, qb_block_key (edition, b));
            json_builder_add_string_value (builder, qb_zone_code (self->location[b]));
          }
      json_builder_end_object (builder);
    }
  /* Written only when there is one, so that other files stay as they were. */
  if (self->british_visited != 0)
    {
      json_builder_set_member_name (builder, "british-visited");
      json_builder_begin_array (builder);
      for (int z = 0; z < QB_NUM_ZONES; z++)
        if (self->british_visited & (1u << z))
          json_builder_add_string_value (builder, qb_zone_code (z));
      json_builder_end_array (builder);
    }
  if (self->held_cap_rouge)
    {
      json_builder_set_member_name (builder, "held-cap-rouge");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (self->dice->len > 0)
    {
      json_builder_set_member_name (builder, "dice");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->dice->len; i++)
        json_builder_add_int_value (builder, self->dice->data[i]);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

char *
qb_scenario_to_json (QbScenario *self,
                     gsize      *length)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (QB_IS_SCENARIO (self), NULL);

  builder = json_builder_new_immutable ();
  qb_scenario_write (self, builder, FALSE);
  root = json_builder_get_root (builder);
  return qb_json_to_text (root, length);
}

gboolean
qb_scenario_save_to_file (QbScenario  *self,
                          GFile       *file,
                          GError     **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  g_return_val_if_fail (QB_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = qb_scenario_to_json (self, &length);
  /* A failure at any point leaves the old file as it was. */
  return qb_file_write_atomic (file, text, length, 0666, NULL, error);
}
