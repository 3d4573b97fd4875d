/* qb-json.c: reading and writing the JSON of our files (see
 * qb-json-private.h and docs/file-format.md): paths and errors, parsing,
 * members, enumerations, options, dates and seeds. Actions are in
 * qb-json-action.c. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-json-private.h"

G_DEFINE_QUARK (qb-file-error-quark, qb_file_error)
G_DEFINE_QUARK (qb-game-error-quark, qb_game_error)

/* ---- Paths and errors --------------------------------------------------- */

static void
append_path (GString          *out,
             const QbJsonPath *path)
{
  if (path == NULL || path->parent == NULL)
    {
      g_string_append_c (out, '$');
      return;
    }
  append_path (out, path->parent);
  if (path->member != NULL)
    g_string_append_printf (out, ".%s", path->member);
  else
    g_string_append_printf (out, "[%u]", path->index);
}

char *
qb_json_path_to_string (const QbJsonPath *path)
{
  GString *out = g_string_new (NULL);

  append_path (out, path);
  return g_string_free (out, FALSE);
}

gboolean
qb_json_fail (QbJsonCtx        *ctx,
              const QbJsonPath *path,
              QbFileError       code,
              const char       *format,
              ...)
{
  g_autofree char *where = NULL;
  g_autofree char *what = NULL;
  va_list args;

  /* The first error is the one that explains the others. */
  if (ctx->error != NULL)
    return FALSE;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  where = path != NULL ? qb_json_path_to_string (path) : NULL;
  if (where != NULL && path->label != NULL)
    /* Translators: an error in a game or deployment file. %1$s is the
     * file's name, %2$s the place in the file as a JSON path, such as
     * “$.actions[12][1]”, %3$s what the value there is, a member name kept
     * in English (“block”), %4$s what is wrong. */
    g_set_error (&ctx->error, QB_FILE_ERROR, code, C_("file error", "%1$s: %2$s (%3$s): %4$s"),
                 ctx->file, where, path->label, what);
  else if (where != NULL)
    /* Translators: an error in a game or deployment file. %1$s is the
     * file's name, %2$s the place in the file as a JSON path, such as
     * “$.actions[12]” or “$.blocks.fr-la-sarre”, %3$s what is wrong. */
    g_set_error (&ctx->error, QB_FILE_ERROR, code, C_("file error", "%1$s: %2$s: %3$s"),
                 ctx->file, where, what);
  else
    qb_file_error (&ctx->error, code, ctx->file, what);
  return FALSE;
}

void
qb_file_error (GError     **error,
               QbFileError  code,
               const char  *file,
               const char  *what)
{
  /* Translators: an error with a file. %1$s is the file's (or folder's)
   * name, %2$s what is wrong. */
  g_set_error (error, QB_FILE_ERROR, code, C_("file error", "%1$s: %2$s"), file, what);
}

/* The kinds of JSON values, as type_error() names them. */
static const char *
node_type_name (JsonNode *node)
{
  /* Translators: a JSON value in “expected a string, found null”; null is
   * JSON's own word. */
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return C_("JSON value", "null");
  if (JSON_NODE_HOLDS_OBJECT (node))
    return C_("JSON value", "an object");
  if (JSON_NODE_HOLDS_ARRAY (node))
    return C_("JSON value", "an array");

  GType type = json_node_get_value_type (node);
  if (type == G_TYPE_STRING)
    return C_("JSON value", "a string");
  if (type == G_TYPE_INT64)
    return C_("JSON value", "an integer");
  if (type == G_TYPE_DOUBLE)
    return C_("JSON value", "a number");
  /* Translators: true and false are JSON's own words; keep them. */
  if (type == G_TYPE_BOOLEAN)
    return C_("JSON value", "true or false");
  return C_("JSON value", "an unknown value");
}

/* `expected` is already translated (a "JSON value"). */
gboolean
qb_json_type_error (QbJsonCtx        *ctx,
                    const QbJsonPath *path,
                    const char       *expected,
                    JsonNode         *node)
{
  /* Translators: %1$s and %2$s are kinds of JSON values (“an integer”). */
  return qb_json_fail (ctx, path, QB_FILE_ERROR_TYPE, _("expected %1$s, found %2$s"),
                       expected, node_type_name (node));
}

/* ---- Parsing a whole file ------------------------------------------------ */

JsonNode *
qb_json_parse (QbJsonCtx  *ctx,
               GBytes     *bytes,
               const char *format)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) error = NULL;
  QbJsonPath root_path = QB_JSON_ROOT;
  const char *found = NULL;
  const char *end = NULL;
  const char *data;
  JsonObject *root;
  JsonNode *root_node;
  gint64 version = 0;
  gsize length;

  data = g_bytes_get_data (bytes, &length);
  if (length > QB_FILE_MAX_BYTES)
    {
      qb_json_fail (ctx, NULL, QB_FILE_ERROR_TOO_LARGE,
                    _("the file is larger than %d MiB"), QB_FILE_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (length == 0)
    {
      qb_json_fail (ctx, NULL, QB_FILE_ERROR_PARSE, _("the file is empty"));
      return NULL;
    }
  if (!g_utf8_validate_len (data, length, &end))
    {
      /* Translators: %lu counts bytes from the start of the file. */
      qb_json_fail (ctx, NULL, QB_FILE_ERROR_PARSE, _("not UTF-8 text (at byte %lu)"),
                    (unsigned long) (end - data));
      return NULL;
    }
  /* Plain JSON only, and no deeper than json-glib's recursion can go
   * (qb-json-scan.c). */
  if (!qb_json_check_strict (ctx, data, length, QB_FILE_MAX_DEPTH))
    return NULL;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, (gssize) length, &error))
    {
      /* Translators: %s is the JSON reader's own message (json-glib). */
      qb_json_fail (ctx, NULL, QB_FILE_ERROR_PARSE, _("not valid JSON (truncated?): %s"),
                    error->message);
      return NULL;
    }

  root_node = json_parser_get_root (parser);
  if (root_node == NULL || !JSON_NODE_HOLDS_OBJECT (root_node))
    {
      qb_json_type_error (ctx, &root_path, C_("JSON value", "an object"), root_node);
      return NULL;
    }
  root = json_node_get_object (root_node);

  if (!qb_json_get_string (ctx, &root_path, root, "format", TRUE, QB_MAX_NAME_CHARS, &found))
    return NULL;
  if (g_strcmp0 (found, format) != 0)
    {
      QbJsonPath path = QB_JSON_MEMBER (&root_path, "format");

      if (g_strcmp0 (found, QB_GAME_FORMAT) == 0 || g_strcmp0 (found, QB_SETUP_FORMAT) == 0)
        /* Translators: %1$s and %2$s are the file formats as written in
         * the files, “quebec1759-game” or “quebec1759-setup”. */
        qb_json_fail (ctx, &path, QB_FILE_ERROR_FORMAT, _("this is a %1$s file, not a %2$s file"),
                      found, format);
      else
        /* Translators: %1$s is the “format” written in the file, %2$s the
         * one expected, such as “quebec1759-game”. */
        qb_json_fail (ctx, &path, QB_FILE_ERROR_FORMAT, _("unknown format '%1$s' (expected '%2$s')"),
                      found, format);
      return NULL;
    }

  if (!qb_json_get_int (ctx, &root_path, root, "version", TRUE, 1, G_MAXINT32, &version))
    return NULL;
  if (version > QB_FORMAT_VERSION)
    {
      QbJsonPath path = QB_JSON_MEMBER (&root_path, "version");

      /* Translators: %1$lld is the file format's version written in the
       * file, %2$d the newest this version of the game reads. */
      qb_json_fail (ctx, &path, QB_FILE_ERROR_VERSION,
                    _("format version %1$lld comes from a newer version of "
                      "Quebec 1759 (this one reads version %2$d)"),
                    (long long) version, QB_FORMAT_VERSION);
      return NULL;
    }

  return json_node_ref (root_node);
}

/* ---- Member readers ------------------------------------------------------ */

gboolean
qb_json_get_node (QbJsonCtx        *ctx,
                  const QbJsonPath *path,
                  JsonObject       *object,
                  const char       *member,
                  gboolean          required,
                  JsonNode        **out)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      QbJsonPath child = QB_JSON_MEMBER (path, member);

      if (required)
        return qb_json_fail (ctx, &child, QB_FILE_ERROR_MISSING, _("missing (required)"));
      *out = NULL;
      return TRUE;
    }
  *out = node;
  return TRUE;
}

gboolean
qb_json_expect_object (QbJsonCtx        *ctx,
                       const QbJsonPath *path,
                       JsonNode         *node,
                       JsonObject      **out)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return qb_json_type_error (ctx, path, C_("JSON value", "an object"), node);
  *out = json_node_get_object (node);
  return TRUE;
}

gboolean
qb_json_expect_string (QbJsonCtx        *ctx,
                       const QbJsonPath *path,
                       JsonNode         *node,
                       guint             max_chars,
                       const char      **out)
{
  const char *text;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return qb_json_type_error (ctx, path, C_("JSON value", "a string"), node);

  text = json_node_get_string (node);
  if (text == NULL)
    return qb_json_type_error (ctx, path, C_("JSON value", "a string"), node);
  /* Cheap test first: a UTF-8 character takes at most 4 bytes. */
  if (strlen (text) > max_chars && g_utf8_strlen (text, -1) > (glong) max_chars)
    return qb_json_fail (ctx, path, QB_FILE_ERROR_TOO_LARGE,
                         _("longer than %u characters"), max_chars);
  *out = text;
  return TRUE;
}

gboolean
qb_json_get_object (QbJsonCtx        *ctx,
                    const QbJsonPath *path,
                    JsonObject       *object,
                    const char       *member,
                    gboolean          required,
                    JsonObject      **out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;

  if (!qb_json_get_node (ctx, path, object, member, required, &node))
    return FALSE;
  if (node == NULL)
    return TRUE;
  return qb_json_expect_object (ctx, &child, node, out);
}

gboolean
qb_json_get_array (QbJsonCtx        *ctx,
                   const QbJsonPath *path,
                   JsonObject       *object,
                   const char       *member,
                   gboolean          required,
                   guint             max_length,
                   JsonArray       **out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;
  JsonArray *array;

  if (!qb_json_get_node (ctx, path, object, member, required, &node))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return qb_json_type_error (ctx, &child, C_("JSON value", "an array"), node);

  array = json_node_get_array (node);
  if (json_array_get_length (array) > max_length)
    return qb_json_fail (ctx, &child, QB_FILE_ERROR_TOO_LARGE,
                         /* Translators: %1$u is the most elements this
                          * array may have, %2$u how many it has. */
                         _("more than %1$u elements (%2$u)"), max_length,
                         json_array_get_length (array));
  *out = array;
  return TRUE;
}

gboolean
qb_json_get_string (QbJsonCtx        *ctx,
                    const QbJsonPath *path,
                    JsonObject       *object,
                    const char       *member,
                    gboolean          required,
                    guint             max_chars,
                    const char      **out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;

  if (!qb_json_get_node (ctx, path, object, member, required, &node))
    return FALSE;
  if (node == NULL)
    return TRUE;
  return qb_json_expect_string (ctx, &child, node, max_chars, out);
}

gboolean
qb_json_get_int (QbJsonCtx        *ctx,
                 const QbJsonPath *path,
                 JsonObject       *object,
                 const char       *member,
                 gboolean          required,
                 gint64            min,
                 gint64            max,
                 gint64           *out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;
  gint64 value;

  if (!qb_json_get_node (ctx, path, object, member, required, &node))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return qb_json_type_error (ctx, &child, C_("JSON value", "an integer"), node);

  value = json_node_get_int (node);
  if (value < min || value > max)
    return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                         /* Translators: %1$lld is the number in the file,
                          * %2$lld..%3$lld the numbers allowed there. */
                         _("%1$lld is outside %2$lld..%3$lld"),
                         (long long) value, (long long) min, (long long) max);
  *out = value;
  return TRUE;
}

/* A list of dice ("dice": [6, 1, 3]): each 1..25 (a die, or a 22.3 pick
 * among at most 25 blocks; whether it fits its draw is for the replay to
 * say). A missing member leaves `out` empty. */
gboolean
qb_json_get_dice (QbJsonCtx        *ctx,
                  const QbJsonPath *path,
                  JsonObject       *object,
                  const char       *member,
                  GByteArray       *out)
{
  QbJsonPath array_path = QB_JSON_MEMBER (path, member);
  JsonArray *array = NULL;

  if (!qb_json_get_array (ctx, path, object, member, FALSE, QB_RECORD_MAX_DICE, &array))
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      QbJsonPath child = QB_JSON_ELEMENT (&array_path, i);
      JsonNode *node = json_array_get_element (array, i);
      gint64 value;
      guint8 die;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        return qb_json_type_error (ctx, &child, C_("JSON value", "an integer"), node);
      value = json_node_get_int (node);
      if (value < 1 || value > QB_BLOCKS_PER_SIDE)
        return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                             _("%1$lld is outside %2$lld..%3$lld"),
                             (long long) value, 1LL, (long long) QB_BLOCKS_PER_SIDE);
      die = (guint8) value;
      g_byte_array_append (out, &die, 1);
    }
  return TRUE;
}

gboolean
qb_json_get_boolean (QbJsonCtx        *ctx,
                     const QbJsonPath *path,
                     JsonObject       *object,
                     const char       *member,
                     gboolean          required,
                     gboolean         *out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;

  if (!qb_json_get_node (ctx, path, object, member, required, &node))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return qb_json_type_error (ctx, &child, C_("JSON value", "true or false"), node);
  *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
qb_json_fail_unknown_block (QbJsonCtx        *ctx,
                            const QbJsonPath *path,
                            int               edition,
                            const char       *key)
{
  if (edition == QB_EDITION_CLASSIC)
    /* Translators: %s is a block's id as written in the file
     * (“fr-la-sarre”); “classic” is the edition of the rules. */
    return qb_json_fail (ctx, path, QB_FILE_ERROR_UNKNOWN_BLOCK,
                         _("unknown block id '%s' in the classic edition"), key);
  /* Translators: %s is a block's id as written in the file
   * (“fr-la-sarre”); “revised” is the edition of the rules. */
  return qb_json_fail (ctx, path, QB_FILE_ERROR_UNKNOWN_BLOCK,
                       _("unknown block id '%s' in the revised edition"), key);
}

gboolean
qb_json_node_block (QbJsonCtx        *ctx,
                    const QbJsonPath *path,
                    JsonNode         *node,
                    int               edition,
                    int              *out)
{
  const char *key = NULL;
  int block;

  if (!qb_json_expect_string (ctx, path, node, QB_MAX_NAME_CHARS, &key))
    return FALSE;
  block = qb_block_from_key (edition, key);
  if (block < 0)
    return qb_json_fail_unknown_block (ctx, path, edition, key);
  *out = block;
  return TRUE;
}

gboolean
qb_json_node_zone (QbJsonCtx        *ctx,
                   const QbJsonPath *path,
                   JsonNode         *node,
                   gboolean          areas,
                   int              *out)
{
  const char *code = NULL;
  int zone;

  if (!qb_json_expect_string (ctx, path, node, QB_MAX_NAME_CHARS, &code))
    return FALSE;
  zone = qb_zone_from_code (code);
  if (zone < 0 || (!areas && zone >= QB_NUM_ZONES))
    /* Translators: %s is a zone's code as written in the file (“XY”); the
     * codes are MO, BE, SC, AB, SF, SI, CR, ET, LE, OR. */
    return qb_json_fail (ctx, path, QB_FILE_ERROR_UNKNOWN_ZONE, _("unknown zone code '%s'"), code);
  *out = zone;
  return TRUE;
}

gboolean
qb_json_get_block (QbJsonCtx        *ctx,
                   const QbJsonPath *path,
                   JsonObject       *object,
                   const char       *member,
                   int               edition,
                   int              *out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;

  if (!qb_json_get_node (ctx, path, object, member, TRUE, &node))
    return FALSE;
  return qb_json_node_block (ctx, &child, node, edition, out);
}

gboolean
qb_json_get_zone (QbJsonCtx        *ctx,
                  const QbJsonPath *path,
                  JsonObject       *object,
                  const char       *member,
                  gboolean          areas,
                  int              *out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;

  if (!qb_json_get_node (ctx, path, object, member, TRUE, &node))
    return FALSE;
  return qb_json_node_zone (ctx, &child, node, areas, out);
}

gboolean
qb_json_get_date (QbJsonCtx        *ctx,
                  const QbJsonPath *path,
                  JsonObject       *object,
                  const char       *member,
                  GDateTime       **out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  const char *text = NULL;
  GDateTime *date;

  if (!qb_json_get_string (ctx, path, object, member, FALSE, QB_MAX_NAME_CHARS, &text))
    return FALSE;
  if (text == NULL)
    return TRUE;
  date = g_date_time_new_from_iso8601 (text, NULL);
  if (date == NULL)
    return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                         /* Translators: %s is the text found in the file. */
                         _("'%s' is not an ISO 8601 date with a time zone"), text);
  g_clear_pointer (out, g_date_time_unref);
  *out = date;
  return TRUE;
}

gboolean
qb_json_get_seed (QbJsonCtx        *ctx,
                  const QbJsonPath *path,
                  JsonObject       *object,
                  const char       *member,
                  guint64          *out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;

  if (!qb_json_get_node (ctx, path, object, member, TRUE, &node))
    return FALSE;

  /* Seeds past 2^53 are strings, which every JSON reader keeps exact. */
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 value = json_node_get_int (node);

      if (value < 0)
        return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID, _("a seed is not negative"));
      *out = (guint64) value;
      return TRUE;
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *text = json_node_get_string (node);

      if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out, NULL))
        return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                             /* Translators: %s is the text found in the file. */
                             _("'%s' is not a decimal number from 0 to 2^64-1"), text);
      return TRUE;
    }
  return qb_json_type_error (ctx, &child, C_("JSON value", "an integer or a string of digits"), node);
}

/* ---- Names of enumerations ------------------------------------------------ */

static const char *const edition_names[] = { "revised", "classic", NULL };
static const char *const double_names[] = { "by-edition", "dice", "fives", NULL };

gboolean
qb_json_node_enum (QbJsonCtx          *ctx,
                   const QbJsonPath   *path,
                   JsonNode           *node,
                   const char *const  *names,
                   guint               first,
                   guint               last,
                   int                *out)
{
  const char *text = NULL;
  g_autoptr(GString) allowed = NULL;

  if (!qb_json_expect_string (ctx, path, node, QB_MAX_NAME_CHARS, &text))
    return FALSE;
  for (guint i = first; i <= last; i++)
    if (strcmp (names[i], text) == 0)
      {
        *out = (int) i;
        return TRUE;
      }

  allowed = g_string_new (NULL);
  for (guint i = first; i <= last; i++)
    g_string_append_printf (allowed, "%s'%s'", i > first ? ", " : "", names[i]);
  /* Translators: %1$s is the value found in the file, %2$s the values
   * allowed there, quoted and separated by commas ('land', 'amphibious'). */
  return qb_json_fail (ctx, path, QB_FILE_ERROR_INVALID, _("unknown value '%1$s' (one of %2$s)"),
                       text, allowed->str);
}

static gboolean
get_enum (QbJsonCtx          *ctx,
          const QbJsonPath   *path,
          JsonObject         *object,
          const char         *member,
          gboolean            required,
          const char *const  *names,
          guint               first,
          guint               last,
          int                *out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;

  if (!qb_json_get_node (ctx, path, object, member, required, &node))
    return FALSE;
  if (node == NULL)
    return TRUE;
  return qb_json_node_enum (ctx, &child, node, names, first, last, out);
}

gboolean
qb_json_get_enum (QbJsonCtx         *ctx,
                  const QbJsonPath  *path,
                  JsonObject        *object,
                  const char        *member,
                  const char *const *names,
                  guint              first,
                  guint              last,
                  int               *out)
{
  return get_enum (ctx, path, object, member, FALSE, names, first, last, out);
}

/* ---- Options -------------------------------------------------------------- */

gboolean
qb_json_read_options (QbJsonCtx        *ctx,
                      const QbJsonPath *path,
                      JsonObject       *object,
                      gboolean          with_start_move,
                      QbOptions        *out)
{
  gboolean tides = FALSE;
  int edition = QB_EDITION_REVISED;
  int double_rule = QB_DOUBLE_BY_EDITION;
  gint64 start_move = 1;

  if (!get_enum (ctx, path, object, "edition", TRUE, edition_names, 0, 1, &edition)
      || !qb_json_get_boolean (ctx, path, object, "tides", FALSE, &tides)
      || !get_enum (ctx, path, object, "double", FALSE, double_names, 0, 2, &double_rule))
    return FALSE;
  if (with_start_move
      && !qb_json_get_int (ctx, path, object, "start-move", FALSE, 1, 16, &start_move))
    return FALSE;

  qb_options_default (out);
  out->edition = (guint8) edition;
  out->tides = tides ? 1 : 0;
  out->double_rule = (guint8) double_rule;
  out->start_move = (guint8) start_move;
  return TRUE;
}

void
qb_json_write_options (JsonBuilder     *builder,
                       const QbOptions *options,
                       gboolean         with_start_move)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "edition");
  json_builder_add_string_value (builder, edition_names[options->edition == QB_EDITION_CLASSIC]);
  json_builder_set_member_name (builder, "tides");
  json_builder_add_boolean_value (builder, options->tides != 0);
  json_builder_set_member_name (builder, "double");
  json_builder_add_string_value (builder, double_names[MIN (options->double_rule, 2)]);
  if (with_start_move)
    {
      json_builder_set_member_name (builder, "start-move");
      json_builder_add_int_value (builder, options->start_move);
    }
  json_builder_end_object (builder);
}

/* ---- Dates and seeds ------------------------------------------------------ */

void
qb_json_write_date (JsonBuilder *builder,
                    const char  *member,
                    GDateTime   *date)
{
  g_autofree char *text = NULL;

  if (date == NULL)
    return;
  text = g_date_time_format_iso8601 (date);
  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, text);
}

void
qb_json_write_seed (JsonBuilder *builder,
                    const char  *member,
                    guint64      seed)
{
  json_builder_set_member_name (builder, member);
  if (seed <= (G_GUINT64_CONSTANT (1) << 53))
    json_builder_add_int_value (builder, (gint64) seed);
  else
    {
      char text[32];

      g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, seed);
      json_builder_add_string_value (builder, text);
    }
}
