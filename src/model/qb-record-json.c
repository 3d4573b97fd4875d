/* qb-record-json.c: QbRecord's .q1759 files: reading them (every action
 * played again through the engine, every die checked), writing them, and
 * copying a record through its JSON (see docs/file-format.md). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-engine-text.h"
#include "qb-json-private.h"
#include "qb-record.h"
#include "qb-record-private.h"
#include "qb-scenario-private.h"

/* How a note's "seen-by" is written, by QbNoteAudience. */
static const char *const audience_names[] = { "everyone", "british", "french" };

/* ---- Reading ---------------------------------------------------------------- */

static gboolean
read_annotation (QbRecord         *self,
                 QbJsonCtx        *ctx,
                 const QbJsonPath *path,
                 JsonNode         *node)
{
  QbAnnotation annotation = { 0 };
  JsonObject *object = NULL;
  JsonObject *mark = NULL;
  const char *text = NULL;
  const char *glyph = NULL;
  int audience = QB_NOTE_EVERYONE;
  gint64 index = 0;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_int (ctx, path, object, "at", TRUE, 0, self->actions->len, &index)
      || !qb_json_get_string (ctx, path, object, "text", TRUE, QB_MAX_TEXT_CHARS, &text)
      || !qb_json_get_object (ctx, path, object, "mark", FALSE, &mark)
      || !qb_json_get_string (ctx, path, object, "glyph", FALSE, QB_MAX_NAME_CHARS, &glyph)
      || !qb_json_get_enum (ctx, path, object, "seen-by", audience_names, QB_NOTE_EVERYONE,
                            QB_NOTE_FRENCH_ONLY, &audience))
    return FALSE;
  if (glyph != NULL)
    {
      QbJsonPath glyph_path = QB_JSON_MEMBER (path, "glyph");

      annotation.glyph = (guint8) qb_glyph_from_symbol (glyph);
      if (annotation.glyph == QB_N_GLYPHS)
        return qb_json_fail (ctx, &glyph_path, QB_FILE_ERROR_INVALID,
                             /* Translators: %s is the value found in the
                              * file; the glyphs are written as they are. */
                             _("unknown glyph '%s' (one of !, ?, !!, ??, !?, ?!)"), glyph);
    }
  if (*text == '\0' && annotation.glyph == QB_GLYPH_NONE)
    {
      QbJsonPath text_path = QB_JSON_MEMBER (path, "text");

      return qb_json_fail (ctx, &text_path, QB_FILE_ERROR_INVALID,
                           _("a note without a glyph needs a text"));
    }
  annotation.audience = (guint8) audience;

  annotation.index = (guint) index;
  annotation.mark = QB_MARK_NONE;
  annotation.zone = annotation.from = annotation.to = QB_LOC_NONE;
  if (mark != NULL)
    {
      QbJsonPath mark_path = QB_JSON_MEMBER (path, "mark");
      int zone = 0, from = 0, to = 0;

      if (json_object_has_member (mark, "zone"))
        {
          if (!qb_json_get_zone (ctx, &mark_path, mark, "zone", FALSE, &zone))
            return FALSE;
          annotation.mark = QB_MARK_ZONE;
          annotation.zone = (guint8) zone;
        }
      else
        {
          if (!qb_json_get_zone (ctx, &mark_path, mark, "from", FALSE, &from)
              || !qb_json_get_zone (ctx, &mark_path, mark, "to", FALSE, &to))
            return FALSE;
          annotation.mark = QB_MARK_ARROW;
          annotation.from = (guint8) from;
          annotation.to = (guint8) to;
        }
    }
  annotation.text = g_strdup (text);
  /* Sorted once all are read (qb_record_sort_by_index()). */
  g_array_append_val (self->annotations, annotation);
  return TRUE;
}

static gboolean
read_bookmark (QbRecord         *self,
               QbJsonCtx        *ctx,
               const QbJsonPath *path,
               JsonNode         *node)
{
  QbBookmark bookmark = { 0 };
  JsonObject *object = NULL;
  const char *title = NULL;
  gint64 index = 0;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_int (ctx, path, object, "at", TRUE, 0, self->actions->len, &index)
      || !qb_json_get_string (ctx, path, object, "title", TRUE, QB_MAX_NAME_CHARS, &title)
      || !qb_json_get_boolean (ctx, path, object, "chapter", FALSE, &bookmark.chapter))
    return FALSE;
  bookmark.index = (guint) index;
  bookmark.title = g_strdup (title);
  g_array_append_val (self->bookmarks, bookmark);
  return TRUE;
}

/* Which listed die did not fit its draw when `action` was applied at
 * `before` (which drew from before->rolls on): try the draws one by one. */
static guint
bad_die_index (QbRecord      *self,
               const QbState *before,
               QbAction       action)
{
  guint from = before->rolls;

  for (guint n = 1; from + n <= self->dice->len; n++)
    {
      QbState copy = *before;
      QbDice dice;
      QbEventSink sink = { NULL, 0, 0, 0, &dice };

      qb_record_dice_from (self, &copy, &dice);
      dice.n_forced = n;
      qb_apply (&copy, action, &sink, NULL);
      if (dice.bad > 0)
        return from + n - 1;
    }
  return from;
}

static gboolean
fail_die_at (QbRecord         *self,
             QbJsonCtx        *ctx,
             const QbJsonPath *dice_path,
             guint             k,
             guint             at)
{
  QbJsonPath path = QB_JSON_ELEMENT (dice_path, k);

  /* Translators: %1$u is a die as written in the file, %2$u a position
   * (the number of actions before it). */
  return qb_json_fail (ctx, &path, QB_FILE_ERROR_INVALID,
                       _("the result %1$u does not fit its draw (at position %2$u: dice 1..6, a "
                         "scout's pick 1..the blocks it picks from)"),
                       k < self->dice->len ? self->dice->data[k] : 0, at);
}

/* A listed die that does not fit its draw (a 7, or a scout's pick of the
 * fifth of four blocks), met between the draws `from` and the position
 * `at`. */
static gboolean
fail_die (QbRecord         *self,
          QbJsonCtx        *ctx,
          const QbJsonPath *dice_path,
          guint             from,
          guint             at)
{
  QbState state;
  guint k = from;

  /* Which one: replay to the position before, and try the draws one by one. */
  if (at > 0 && qb_record_replay (self, at - 1, &state, NULL))
    k = bad_die_index (self, &state, g_array_index (self->actions, QbAction, at - 1));
  return fail_die_at (self, ctx, dice_path, k, at);
}

/* The error for action `i`, refused by the engine at `state` for `reason`. */
static gboolean
fail_illegal (QbJsonCtx        *ctx,
              const QbJsonPath *path,
              guint             i,
              int               edition,
              const QbState    *state,
              QbAction          action,
              const char       *reason)
{
  g_autofree char *written = qb_json_action_to_string (edition, action);
  const char *phase = qb_phase_name (state->phase);

  reason = qb_engine_reason_text (reason);
  if (state->decider == QB_BRITISH)
    /* Translators: %1$u is the action's number in the file (from
     * 0), %2$s the action as written in the file (["order-move",
     * "br-15th", "AB", "land"]), %3$s the engine's name of the step,
     * kept in English (“orders”), %4$s the rules engine's reason. */
    return qb_json_fail (ctx, path, QB_FILE_ERROR_ILLEGAL_ACTION,
                         _("action %1$u (%2$s) is illegal at its step (%3$s, British to decide): %4$s"),
                         i, written, phase, reason);
  if (state->decider == QB_FRENCH)
    /* Translators: see “action %1$u (%2$s) is illegal at its step
     * (%3$s, British to decide): %4$s”. */
    return qb_json_fail (ctx, path, QB_FILE_ERROR_ILLEGAL_ACTION,
                         _("action %1$u (%2$s) is illegal at its step (%3$s, French to decide): %4$s"),
                         i, written, phase, reason);
  /* Translators: see “action %1$u (%2$s) is illegal at its step
   * (%3$s, British to decide): %4$s”; the game is over. */
  return qb_json_fail (ctx, path, QB_FILE_ERROR_ILLEGAL_ACTION,
                       _("action %1$u (%2$s) is illegal at its step (%3$s, nobody to decide): %4$s"),
                       i, written, phase, reason);
}

/**
 * qb_record_play_action:
 * @index: which of the record's actions
 * @state: the position to play it at (normally the position after the
 *   first @index actions; a tool that goes on past a refused action passes
 *   the position it reached without it)
 * @sink: (nullable): receives the events
 *
 * Applies one action of the record with the record's dice, for tools that
 * play a record step by step (quebec1759-cli validate --all, replay,
 * legal). The error names the action as loading does ("FILE:
 * $.actions[25]: action 25 (...) is illegal at its step (...): ...").
 *
 * Returns: %FALSE with %QB_FILE_ERROR_ILLEGAL_ACTION if the engine refuses
 *   the action (@state is unchanged), or with %QB_FILE_ERROR_INVALID if a
 *   listed die did not fit its draw (@state went on, the die counted as 1)
 */
gboolean
qb_record_play_action (QbRecord     *self,
                       guint         index,
                       QbState      *state,
                       QbEventSink  *sink,
                       GError      **error)
{
  QbJsonCtx ctx = { self->name != NULL ? self->name : "<data>", NULL };
  QbJsonPath root_path = QB_JSON_ROOT;
  QbJsonPath actions_path = QB_JSON_MEMBER (&root_path, "actions");
  QbJsonPath dice_path = QB_JSON_MEMBER (&root_path, "dice");
  QbEventSink local = { NULL, 0, 0, 0, NULL };
  QbAction action;
  QbState before;
  QbDice dice;
  const char *reason = NULL;
  gboolean ok;

  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);
  g_return_val_if_fail (index < self->actions->len, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  action = g_array_index (self->actions, QbAction, index);
  before = *state;
  if (sink == NULL)
    sink = &local;
  qb_record_dice_from (self, state, &dice);
  sink->dice = &dice;
  ok = qb_apply (state, action, sink, &reason);
  sink->dice = NULL;
  if (!ok)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&actions_path, index);

      fail_illegal (&ctx, &path, index, self->options.edition, state, action, reason);
      g_propagate_error (error, ctx.error);
      return FALSE;
    }
  if (dice.bad > 0)
    {
      fail_die_at (self, &ctx, &dice_path, bad_die_index (self, &before, action), index + 1);
      g_propagate_error (error, ctx.error);
      return FALSE;
    }
  return TRUE;
}

/* Every action goes through the engine: a file is accepted only if the
 * whole game can be played again from it. */
static gboolean
verify_actions (QbRecord         *self,
                QbJsonCtx        *ctx,
                const QbJsonPath *actions_path,
                gboolean          play)
{
  QbJsonPath start_path = QB_JSON_MEMBER (actions_path->parent, "start");
  QbJsonPath dice_path = QB_JSON_MEMBER (actions_path->parent, "dice");
  g_autoptr(GError) error = NULL;
  QbEventSink sink = { NULL, 0, 0, 0, NULL };
  QbDice dice;
  QbState state;

  /* A record of the seed alone goes the engine's fast way. */
  QbEventSink *sp = self->dice->len > 0 ? &sink : NULL;

  qb_record_dice_from (self, NULL, &dice);
  sink.dice = &dice;
  if (!qb_record_start (self, &state, sp, &error))
    return qb_json_fail (ctx, &start_path, QB_FILE_ERROR_POSITION, "%s", error->message);
  if (dice.bad > 0)
    return fail_die (self, ctx, &dice_path, 0, 0);

  for (guint i = 0; play && i < self->actions->len; i++)
    {
      QbAction action = g_array_index (self->actions, QbAction, i);
      const char *reason = NULL;
      guint before = state.rolls;

      qb_record_dice_from (self, &state, &dice);
      if (!qb_apply (&state, action, sp, &reason))
        {
          QbJsonPath path = QB_JSON_ELEMENT (actions_path, i);

          return fail_illegal (ctx, &path, i, self->options.edition, &state, action, reason);
        }
      if (dice.bad > 0)
        return fail_die (self, ctx, &dice_path, before, i + 1);
    }
  return TRUE;
}

/* "branched-from": {"file": PATH, "at": N}, the original of a what-if
 * game (qb-fork.h); "file" is optional (an original never saved). */
static gboolean
read_branch (QbRecord   *self,
             QbJsonCtx  *ctx,
             JsonObject *root)
{
  QbJsonPath root_path = QB_JSON_ROOT;
  QbJsonPath branch_path = QB_JSON_MEMBER (&root_path, "branched-from");
  JsonObject *branch = NULL;
  const char *file = NULL;
  gint64 at = 0;

  if (!qb_json_get_object (ctx, &root_path, root, "branched-from", FALSE, &branch))
    return FALSE;
  if (branch == NULL)
    return TRUE;
  if (!qb_json_get_string (ctx, &branch_path, branch, "file", FALSE, QB_MAX_PATH_CHARS, &file)
      || !qb_json_get_int (ctx, &branch_path, branch, "at", TRUE, 0, self->actions->len, &at))
    return FALSE;
  if (file != NULL && file[0] == '\0')
    {
      QbJsonPath file_path = QB_JSON_MEMBER (&branch_path, "file");

      qb_json_fail (ctx, &file_path, QB_FILE_ERROR_INVALID,
                    /* Translators: “file” is a member name as written in
                     * the file; keep it. */
                    _("an empty file name (leave \"file\" out if the original has none)"));
      return FALSE;
    }
  qb_record_set_branch (self, file, (guint) at);
  return TRUE;
}

static QbRecord *
read_record (QbJsonCtx  *ctx,
             JsonObject *root,
             gboolean    play)
{
  g_autoptr(QbRecord) self = g_object_new (QB_TYPE_RECORD, NULL);
  QbJsonPath root_path = QB_JSON_ROOT;
  QbJsonPath options_path = QB_JSON_MEMBER (&root_path, "options");
  QbJsonPath players_path = QB_JSON_MEMBER (&root_path, "players");
  QbJsonPath start_path = QB_JSON_MEMBER (&root_path, "start");
  QbJsonPath actions_path = QB_JSON_MEMBER (&root_path, "actions");
  QbJsonPath annotations_path = QB_JSON_MEMBER (&root_path, "annotations");
  QbJsonPath bookmarks_path = QB_JSON_MEMBER (&root_path, "bookmarks");
  JsonObject *options = NULL;
  JsonObject *players = NULL;
  JsonObject *start = NULL;
  JsonArray *actions = NULL;
  JsonArray *annotations = NULL;
  JsonArray *bookmarks = NULL;
  const char *app_version = NULL;
  const char *kind = NULL;
  const char *names[2] = { "", "" };

  if (!qb_json_get_string (ctx, &root_path, root, "app-version", FALSE, QB_MAX_NAME_CHARS,
                           &app_version)
      || !qb_json_get_date (ctx, &root_path, root, "created", &self->created)
      || !qb_json_get_date (ctx, &root_path, root, "modified", &self->modified)
      || !qb_json_get_object (ctx, &root_path, root, "players", FALSE, &players)
      || !qb_json_get_object (ctx, &root_path, root, "options", TRUE, &options)
      || !qb_json_read_options (ctx, &options_path, options, FALSE, &self->options)
      || !qb_json_get_boolean (ctx, &options_path, options, "hide-information", FALSE,
                               &self->hide_information)
      || !qb_json_get_seed (ctx, &root_path, root, "seed", &self->seed)
      || !qb_json_get_dice (ctx, &root_path, root, "dice", self->dice)
      || !qb_json_get_object (ctx, &root_path, root, "start", TRUE, &start)
      || !qb_json_get_string (ctx, &start_path, start, "kind", TRUE, QB_MAX_NAME_CHARS, &kind))
    return NULL;

  if (players != NULL
      && (!qb_json_get_string (ctx, &players_path, players, "british", FALSE,
                               QB_MAX_NAME_CHARS, &names[QB_BRITISH])
          || !qb_json_get_string (ctx, &players_path, players, "french", FALSE,
                                  QB_MAX_NAME_CHARS, &names[QB_FRENCH])))
    return NULL;
  for (int side = 0; side < 2; side++)
    {
      g_free (self->names[side]);
      self->names[side] = g_strdup (names[side]);
    }
  if (app_version != NULL)
    {
      g_free (self->app_version);
      self->app_version = g_strdup (app_version);
    }

  if (strcmp (kind, "scenario") == 0)
    {
      QbJsonPath scenario_path = QB_JSON_MEMBER (&start_path, "scenario");
      JsonObject *scenario = NULL;
      QbOptions scenario_options;

      if (!qb_json_get_object (ctx, &start_path, start, "scenario", TRUE, &scenario))
        return NULL;
      self->scenario = qb_scenario_read (ctx, &scenario_path, scenario);
      if (self->scenario == NULL)
        return NULL;
      if (qb_scenario_get_dice (self->scenario, NULL) != NULL)
        {
          QbJsonPath dice_path = QB_JSON_MEMBER (&scenario_path, "dice");

          qb_json_fail (ctx, &dice_path, QB_FILE_ERROR_INVALID,
                        /* Translators: $.dice is a place in the file. */
                        _("a game lists its dice in $.dice, not in its start"));
          return NULL;
        }
      if (qb_scenario_get_kind (self->scenario) != QB_SCENARIO_POSITION)
        {
          qb_json_fail (ctx, &scenario_path, QB_FILE_ERROR_INVALID,
                        /* Translators: “place” is an action type as written
                         * in the file; keep it. */
                        _("a game starts from a position; a deployment is recorded as "
                          "\"place\" actions on the standard start"));
          return NULL;
        }
      qb_scenario_get_options (self->scenario, &scenario_options);
      if (scenario_options.edition != self->options.edition
          || scenario_options.tides != self->options.tides
          || scenario_options.double_rule != self->options.double_rule)
        {
          qb_json_fail (ctx, &options_path, QB_FILE_ERROR_INVALID,
                        /* Translators: $.start.scenario.options is a place in the file. */
                        _("the options differ from those of $.start.scenario.options"));
          return NULL;
        }
      self->options = scenario_options;
    }
  else if (strcmp (kind, "standard") != 0)
    {
      QbJsonPath kind_path = QB_JSON_MEMBER (&start_path, "kind");

      qb_json_fail (ctx, &kind_path, QB_FILE_ERROR_INVALID,
                    /* Translators: %s is the “kind” found in the file;
                     * 'standard' and 'scenario' are the values allowed, as
                     * written in files. */
                    _("unknown start '%s' ('standard' or 'scenario')"), kind);
      return NULL;
    }

  if (!qb_json_get_array (ctx, &root_path, root, "actions", TRUE, QB_RECORD_MAX_ACTIONS, &actions))
    return NULL;
  g_array_set_size (self->actions, json_array_get_length (actions));
  for (guint i = 0; i < self->actions->len; i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&actions_path, i);

      if (!qb_json_read_action (ctx, &path, json_array_get_element (actions, i),
                                self->options.edition,
                                &g_array_index (self->actions, QbAction, i)))
        return NULL;
    }
  if (!verify_actions (self, ctx, &actions_path, play))
    return NULL;

  if (!qb_json_get_array (ctx, &root_path, root, "annotations", FALSE, G_MAXUINT, &annotations)
      || !qb_json_get_array (ctx, &root_path, root, "bookmarks", FALSE, G_MAXUINT, &bookmarks))
    return NULL;
  /* The limits are what a person writes (see qb-types.h), said in words. */
  if (annotations != NULL && json_array_get_length (annotations) > QB_RECORD_MAX_ANNOTATIONS)
    {
      qb_json_fail (ctx, &annotations_path, QB_FILE_ERROR_TOO_LARGE,
                    /* Translators: %1$u is how many notes the file has,
                     * %2$u the most a game may have (10000). */
                    _("%1$u notes, but a game can have at most %2$u"),
                    json_array_get_length (annotations), (guint) QB_RECORD_MAX_ANNOTATIONS);
      return NULL;
    }
  if (bookmarks != NULL && json_array_get_length (bookmarks) > QB_RECORD_MAX_BOOKMARKS)
    {
      qb_json_fail (ctx, &bookmarks_path, QB_FILE_ERROR_TOO_LARGE,
                    /* Translators: %1$u is how many bookmarks the file
                     * has, %2$u the most a game may have (1000). */
                    _("%1$u bookmarks, but a game can have at most %2$u"),
                    json_array_get_length (bookmarks), (guint) QB_RECORD_MAX_BOOKMARKS);
      return NULL;
    }
  for (guint i = 0; annotations != NULL && i < json_array_get_length (annotations); i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&annotations_path, i);

      if (!read_annotation (self, ctx, &path, json_array_get_element (annotations, i)))
        return NULL;
    }
  for (guint i = 0; bookmarks != NULL && i < json_array_get_length (bookmarks); i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&bookmarks_path, i);

      if (!read_bookmark (self, ctx, &path, json_array_get_element (bookmarks, i)))
        return NULL;
    }
  qb_record_sort_by_index (self->annotations);
  qb_record_sort_by_index (self->bookmarks);

  if (!read_branch (self, ctx, root)
      || !qb_record_read_seats (self, ctx, root))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * qb_record_load_from_bytes:
 * @name: (nullable): the file name shown in error messages
 *
 * Parses and checks a whole record, replaying every action. On any problem
 * returns %NULL with a %QB_FILE_ERROR that says where and what; nothing
 * is half-loaded.
 */
static QbRecord *
load_from_bytes (GBytes      *bytes,
                 const char  *name,
                 gboolean     play,
                 GError     **error)
{
  QbJsonCtx ctx = { name != NULL ? name : "<data>", NULL };
  g_autoptr(JsonNode) root = NULL;
  QbRecord *self;

  g_return_val_if_fail (bytes != NULL, NULL);

  root = qb_json_parse (&ctx, bytes, QB_GAME_FORMAT);
  if (root == NULL)
    {
      g_propagate_error (error, ctx.error);
      return NULL;
    }
  self = read_record (&ctx, json_node_get_object (root), play);
  if (self == NULL)
    {
      g_propagate_error (error, ctx.error);
      return NULL;
    }
  self->name = g_strdup (ctx.file);
  return self;
}

QbRecord *
qb_record_load_from_bytes (GBytes      *bytes,
                           const char  *name,
                           GError     **error)
{
  return load_from_bytes (bytes, name, TRUE, error);
}

QbRecord *
qb_record_new_from_json (const char  *text,
                         gssize       length,
                         const char  *name,
                         GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  bytes = g_bytes_new (text, length < 0 ? strlen (text) : (gsize) length);
  return qb_record_load_from_bytes (bytes, name, error);
}

QbRecord *
qb_record_load_from_file (GFile   *file,
                          GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  QbFileStamp stamp;
  QbRecord *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!qb_file_read_bytes_stamped (file, &bytes, &name, &stamp, error))
    return NULL;
  self = qb_record_load_from_bytes (bytes, name, error);
  if (self != NULL)
    {
      self->file = g_object_ref (file);
      self->stamp = stamp;
    }
  return self;
}

/**
 * qb_record_load_unplayed_from_file:
 *
 * Reads a record as qb_record_load_from_file() does, start position
 * included, but does not play its actions through the engine: the record
 * may hold actions the engine refuses. For tools that report every
 * refused action or show a game up to one (quebec1759-cli validate --all,
 * replay, legal), with qb_record_play_action(); qb_record_replay() and
 * QbReplayIndex refuse such a record at its first refused action.
 */
QbRecord *
qb_record_load_unplayed_from_file (GFile   *file,
                                   GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  QbFileStamp stamp;
  QbRecord *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!qb_file_read_bytes_stamped (file, &bytes, &name, &stamp, error))
    return NULL;
  self = load_from_bytes (bytes, name, FALSE, error);
  if (self != NULL)
    {
      self->file = g_object_ref (file);
      self->stamp = stamp;
    }
  return self;
}

/**
 * qb_record_copy:
 *
 * Returns: (transfer full): an independent record with the same contents
 */
QbRecord *
qb_record_copy (QbRecord *self)
{
  g_autofree char *text = NULL;
  QbRecord *copy;
  gsize length = 0;

  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  text = qb_record_to_json (self, &length);
  copy = qb_record_new_from_json (text, (gssize) length, NULL, NULL);
  g_assert (copy != NULL);
  return copy;
}

/* A note for one side only needs version 4: a version 1 reader ignores
 * "seen-by" and would show the note to everyone. Glyphs and chapters it
 * may ignore (it shows the note's text, or a plain bookmark). */
static gboolean
has_private_notes (QbRecord *self)
{
  for (guint i = 0; i < self->annotations->len; i++)
    if (g_array_index (self->annotations, QbAnnotation, i).audience != QB_NOTE_EVERYONE)
      return TRUE;
  return FALSE;
}

/* ---- Writing ------------------------------------------------------------------- */

char *
qb_record_to_json (QbRecord *self,
                   gsize    *length)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  int edition;

  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  edition = self->options.edition;
  builder = json_builder_new_immutable ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, QB_GAME_FORMAT);
  /* Version 1 readers would replay a list of dice from the seed. */
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder,
                              has_private_notes (self)
                              || (self->scenario != NULL && qb_scenario_has_history (self->scenario)) ? 4
                              : self->scenario != NULL && qb_scenario_get_state (self->scenario, NULL)
                              ? 3 : self->dice->len > 0 ? 2 : 1);
  json_builder_set_member_name (builder, "app-version");
  json_builder_add_string_value (builder, self->app_version);
  qb_json_write_date (builder, "created", self->created);
  qb_json_write_date (builder, "modified", self->modified);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "british");
  json_builder_add_string_value (builder, self->names[QB_BRITISH]);
  json_builder_set_member_name (builder, "french");
  json_builder_add_string_value (builder, self->names[QB_FRENCH]);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "options");
  {
    /* The rules' options, and how the game is played. */
    g_autoptr(JsonBuilder) options = json_builder_new ();
    JsonNode *node;

    qb_json_write_options (options, &self->options, FALSE);
    node = json_builder_get_root (options);
    json_object_set_boolean_member (json_node_get_object (node), "hide-information",
                                    self->hide_information);
    json_builder_add_value (builder, node);
  }
  qb_json_write_seed (builder, "seed", self->seed);
  if (self->dice->len > 0)
    {
      json_builder_set_member_name (builder, "dice");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->dice->len; i++)
        json_builder_add_int_value (builder, self->dice->data[i]);
      json_builder_end_array (builder);
    }

  json_builder_set_member_name (builder, "start");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, self->scenario != NULL ? "scenario" : "standard");
  if (self->scenario != NULL)
    {
      json_builder_set_member_name (builder, "scenario");
      qb_scenario_write (self->scenario, builder, TRUE);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "actions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->actions->len; i++)
    qb_json_write_action (builder, edition, g_array_index (self->actions, QbAction, i));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "annotations");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->annotations->len; i++)
    {
      const QbAnnotation *a = &g_array_index (self->annotations, QbAnnotation, i);

      qb_record_write_annotation (builder, a);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "bookmarks");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->bookmarks->len; i++)
    {
      const QbBookmark *b = &g_array_index (self->bookmarks, QbBookmark, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "at");
      json_builder_add_int_value (builder, b->index);
      json_builder_set_member_name (builder, "title");
      json_builder_add_string_value (builder, b->title);
      if (b->chapter)
        {
          json_builder_set_member_name (builder, "chapter");
          json_builder_add_boolean_value (builder, TRUE);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  if (self->branch_index != QB_INDEX_NONE)
    {
      json_builder_set_member_name (builder, "branched-from");
      json_builder_begin_object (builder);
      if (self->branch_file != NULL)
        {
          json_builder_set_member_name (builder, "file");
          json_builder_add_string_value (builder, self->branch_file);
        }
      json_builder_set_member_name (builder, "at");
      json_builder_add_int_value (builder, self->branch_index);
      json_builder_end_object (builder);
    }
  qb_record_write_seats (self, builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return qb_json_to_text (root, length);
}

/**
 * qb_record_save_to_file_full:
 * @flags: %QB_SAVE_FORCE to replace @file even if it changed on disk
 *
 * Writes atomically (qb_file_write_atomic()): a failure at any point, a
 * full disk included, leaves the old file as it was. If @file is the file
 * this record was last read from or saved to, and someone changed it on
 * disk since, nothing is written and the error is %QB_FILE_ERROR_CHANGED,
 * unless @flags has %QB_SAVE_FORCE.
 */
gboolean
qb_record_save_to_file_full (QbRecord     *self,
                             GFile        *file,
                             QbSaveFlags   flags,
                             GError      **error)
{
  g_autofree char *text = NULL;
  QbFileStamp stamp;
  gsize length = 0;

  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!(flags & QB_SAVE_FORCE) && self->file != NULL && g_file_equal (self->file, file)
      && qb_file_stamp_changed (file, &self->stamp))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      qb_file_error (error, QB_FILE_ERROR_CHANGED, name,
                     _("the file changed on disk since it was opened or saved"));
      return FALSE;
    }

  text = qb_record_to_json (self, &length);
  if (!qb_file_write_atomic (file, text, length, 0666, &stamp, error))
    return FALSE;
  g_set_object (&self->file, file);
  self->stamp = stamp;
  return TRUE;
}

/**
 * qb_record_save_to_file:
 *
 * qb_record_save_to_file_full() without flags.
 */
gboolean
qb_record_save_to_file (QbRecord  *self,
                        GFile     *file,
                        GError   **error)
{
  return qb_record_save_to_file_full (self, file, QB_SAVE_FLAGS_NONE, error);
}

/* One note as the "annotations" member holds it (also an exported game's
 * notes block, qb-game-export-data.c). */
void
qb_record_write_annotation (JsonBuilder        *builder,
                            const QbAnnotation *a)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "at");
  json_builder_add_int_value (builder, a->index);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, a->text != NULL ? a->text : "");
  if (a->glyph != QB_GLYPH_NONE)
    {
      json_builder_set_member_name (builder, "glyph");
      json_builder_add_string_value (builder, qb_glyph_symbol (a->glyph));
    }
  if (a->audience != QB_NOTE_EVERYONE)
    {
      json_builder_set_member_name (builder, "seen-by");
      json_builder_add_string_value (builder, audience_names[a->audience]);
    }
  if (a->mark != QB_MARK_NONE)
    {
      json_builder_set_member_name (builder, "mark");
      json_builder_begin_object (builder);
      if (a->mark == QB_MARK_ZONE)
        {
          json_builder_set_member_name (builder, "zone");
          json_builder_add_string_value (builder, qb_zone_code (a->zone));
        }
      else
        {
          json_builder_set_member_name (builder, "from");
          json_builder_add_string_value (builder, qb_zone_code (a->from));
          json_builder_set_member_name (builder, "to");
          json_builder_add_string_value (builder, qb_zone_code (a->to));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}
