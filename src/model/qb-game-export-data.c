/* qb-game-export-data.c: the machine-readable part of an exported game:
 * the identity of the game the notes belong to, the notes block written
 * into the document, and the notes read back from it into a record (see
 * qb-game-export.h and docs/file-format.md, "Exported games"). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-file-private.h"
#include "qb-game-export.h"
#include "qb-json-private.h"
#include "qb-record-private.h"

#define NOTES_FORMAT "quebec1759-annotations"
#define NOTES_VERSION 1

/* Where the block starts and ends in each kind of document. */
#define HTML_OPEN "<script type=\"application/json\" id=\"" NOTES_FORMAT "\">"
#define HTML_CLOSE "</script>"
#define MD_OPEN "<!-- " NOTES_FORMAT "\n"
#define MD_CLOSE "-->"

/* How a note's "seen-by" is written, by QbNoteAudience (as in a record). */
static const char *const audience_names[] = { "everyone", "british", "french" };
/* How the viewpoint is written, by viewer. */
static const char *const viewer_names[] = { "british", "french", "both", "public" };

G_DEFINE_QUARK (qb-export-error-quark, qb_export_error)

/* ---- Identity -------------------------------------------------------------- */

char *
qb_game_export_identity (QbReplayIndex *index,
                         guint          n_actions)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  QbRecord *record;
  QbOptions options;
  const QbEvent *events;
  guint n_events = 0;
  guint8 head[4];

  g_return_val_if_fail (QB_IS_REPLAY_INDEX (index), NULL);
  g_return_val_if_fail (n_actions <= qb_replay_index_get_n_actions (index), NULL);

  /* Only what both players know goes in: the options and the public view
   * of every event with the position it belongs to. Neither the seed, nor
   * the dice to come, nor a hidden block or order can be recovered from
   * it, since none of them is in it; and a game that goes on after the
   * export keeps the same identity for its first n_actions. */
  record = qb_replay_index_get_record (index);
  qb_record_get_options (record, &options);
  g_checksum_update (sum, (const guchar *) "quebec1759-game-identity/1", -1);
  head[0] = options.edition;
  head[1] = options.tides;
  head[2] = options.double_rule;
  head[3] = options.start_move;
  g_checksum_update (sum, head, sizeof head);

  events = qb_replay_index_get_events (index, 0, n_actions, &n_events);
  for (guint i = 0; i < n_events; i++)
    {
      QbEvent ev;
      guint8 bytes[32];
      guint32 position;
      gsize n = 0;

      if (!qb_event_for (&events[i], QB_PUBLIC, &ev))
        continue;
      /* Field by field: the struct's padding is not part of it. */
      position = qb_replay_index_get_event_index (index, i);
      bytes[n++] = position & 0xff;
      bytes[n++] = (position >> 8) & 0xff;
      bytes[n++] = (position >> 16) & 0xff;
      bytes[n++] = (position >> 24) & 0xff;
      bytes[n++] = ev.type;
      bytes[n++] = ev.side;
      bytes[n++] = ev.block;
      bytes[n++] = ev.block2;
      bytes[n++] = ev.zone;
      bytes[n++] = ev.from;
      bytes[n++] = ev.a;
      bytes[n++] = ev.b;
      bytes[n++] = ev.cv;
      bytes[n++] = MIN (ev.ndice, QB_MAX_DICE);
      for (guint d = 0; d < MIN (ev.ndice, QB_MAX_DICE); d++)
        bytes[n++] = ev.dice[d];
      bytes[n++] = ev.vis;
      bytes[n++] = ev.why;
      bytes[n++] = ev.rule & 0xff;
      bytes[n++] = ev.rule >> 8;
      g_checksum_update (sum, bytes, n);
    }
  return g_strdup (g_checksum_get_string (sum));
}

/* ---- Writing --------------------------------------------------------------- */

static int
viewer_slot (int viewer)
{
  switch (viewer)
    {
    case QB_BRITISH: return 0;
    case QB_FRENCH: return 1;
    case QB_NO_SIDE: return 2;
    case QB_PUBLIC:
    default: return 3;
    }
}

char *
qb_game_export_notes_json (QbReplayIndex *index,
                           int            viewer)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *identity = NULL;
  g_autofree char *text = NULL;
  QbRecord *record;
  guint n_actions;
  GString *out;

  g_return_val_if_fail (QB_IS_REPLAY_INDEX (index), NULL);

  record = qb_replay_index_get_record (index);
  n_actions = qb_replay_index_get_n_actions (index);
  identity = qb_game_export_identity (index, n_actions);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, NOTES_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, NOTES_VERSION);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, identity);
  json_builder_set_member_name (builder, "actions");
  json_builder_add_int_value (builder, n_actions);
  json_builder_set_member_name (builder, "viewer");
  json_builder_add_string_value (builder, viewer_names[viewer_slot (viewer)]);

  json_builder_set_member_name (builder, "annotations");
  json_builder_begin_array (builder);
  for (guint i = 0; i < qb_record_get_n_annotations (record); i++)
    {
      const QbAnnotation *a = qb_record_get_annotation (record, i);

      if (qb_annotation_visible_to (a, viewer))
        qb_record_write_annotation (builder, a);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "bookmarks");
  json_builder_begin_array (builder);
  for (guint i = 0; i < qb_record_get_n_bookmarks (record); i++)
    {
      const QbBookmark *b = qb_record_get_bookmark (record, i);

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
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);

  /* '<', '>' and '&' can only be inside strings, where \u escapes mean the
   * same: so no note can close the script element or the comment that
   * holds the block ("</script>", "-->"). */
  out = g_string_sized_new (strlen (text) + 64);
  for (const char *p = text; *p; p++)
    {
      if (*p == '<')
        g_string_append (out, "\\u003c");
      else if (*p == '>')
        g_string_append (out, "\\u003e");
      else if (*p == '&')
        g_string_append (out, "\\u0026");
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* ---- Reading --------------------------------------------------------------- */

/* The block between its markers, or NULL. */
static GBytes *
find_block (const char *data,
            gsize       length)
{
  static const struct { const char *open, *close; } kinds[] = {
    { HTML_OPEN, HTML_CLOSE },
    { MD_OPEN, MD_CLOSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      const char *start = g_strstr_len (data, length, kinds[k].open);
      const char *end;

      if (start == NULL)
        continue;
      start += strlen (kinds[k].open);
      end = g_strstr_len (start, length - (start - data), kinds[k].close);
      if (end == NULL)
        return g_bytes_new (start, length - (start - data));
      return g_bytes_new (start, end - start);
    }
  return NULL;
}

static gboolean
read_annotation (QbJsonCtx        *ctx,
                 const QbJsonPath *path,
                 JsonNode         *node,
                 guint             n_actions,
                 int               viewer,
                 QbAnnotation     *out)
{
  JsonObject *object = NULL;
  JsonObject *mark = NULL;
  const char *text = NULL;
  const char *glyph = NULL;
  int audience = QB_NOTE_EVERYONE;
  gint64 index = 0;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_int (ctx, path, object, "at", TRUE, 0, n_actions, &index)
      || !qb_json_get_string (ctx, path, object, "text", TRUE, QB_MAX_TEXT_CHARS, &text)
      || !qb_json_get_object (ctx, path, object, "mark", FALSE, &mark)
      || !qb_json_get_string (ctx, path, object, "glyph", FALSE, QB_MAX_NAME_CHARS, &glyph)
      || !qb_json_get_enum (ctx, path, object, "seen-by", audience_names, QB_NOTE_EVERYONE,
                            QB_NOTE_FRENCH_ONLY, &audience))
    return FALSE;
  out->glyph = QB_GLYPH_NONE;
  if (glyph != NULL)
    {
      QbJsonPath glyph_path = QB_JSON_MEMBER (path, "glyph");

      out->glyph = (guint8) qb_glyph_from_symbol (glyph);
      if (out->glyph == QB_N_GLYPHS)
        return qb_json_fail (ctx, &glyph_path, QB_FILE_ERROR_INVALID,
                             _("unknown glyph '%s' (one of !, ?, !!, ??, !?, ?!)"), glyph);
    }
  if (*text == '\0' && out->glyph == QB_GLYPH_NONE)
    {
      QbJsonPath text_path = QB_JSON_MEMBER (path, "text");

      return qb_json_fail (ctx, &text_path, QB_FILE_ERROR_INVALID,
                           _("a note without a glyph needs a text"));
    }
  out->audience = (guint8) audience;
  if (!qb_annotation_visible_to (out, viewer))
    {
      QbJsonPath audience_path = QB_JSON_MEMBER (path, "seen-by");

      /* An export holds only what its viewer may read: anything else was
       * written by hand or by something else. */
      return qb_json_fail (ctx, &audience_path, QB_FILE_ERROR_INVALID,
                           _("a note that this export's viewpoint may not read"));
    }
  out->index = (guint) index;
  out->mark = QB_MARK_NONE;
  out->zone = out->from = out->to = QB_LOC_NONE;
  if (mark != NULL)
    {
      QbJsonPath mark_path = QB_JSON_MEMBER (path, "mark");
      int zone = 0, from = 0, to = 0;

      if (json_object_has_member (mark, "zone"))
        {
          if (!qb_json_get_zone (ctx, &mark_path, mark, "zone", FALSE, &zone))
            return FALSE;
          out->mark = QB_MARK_ZONE;
          out->zone = (guint8) zone;
        }
      else
        {
          if (!qb_json_get_zone (ctx, &mark_path, mark, "from", FALSE, &from)
              || !qb_json_get_zone (ctx, &mark_path, mark, "to", FALSE, &to))
            return FALSE;
          out->mark = QB_MARK_ARROW;
          out->from = (guint8) from;
          out->to = (guint8) to;
        }
    }
  out->text = g_strdup (text);
  return TRUE;
}

static gboolean
same_annotation (const QbAnnotation *a,
                 const QbAnnotation *b)
{
  return a->index == b->index && a->mark == b->mark && a->glyph == b->glyph
         && a->audience == b->audience && g_strcmp0 (a->text, b->text) == 0
         && (a->mark != QB_MARK_ZONE || a->zone == b->zone)
         && (a->mark != QB_MARK_ARROW || (a->from == b->from && a->to == b->to));
}

static void
annotation_clear (gpointer data)
{
  g_free (((QbAnnotation *) data)->text);
}

static void
bookmark_clear (gpointer data)
{
  g_free (((QbBookmark *) data)->title);
}

/* Reads the block into `annotations` and `bookmarks`, checking that it
 * belongs to the game of `record`. */
static gboolean
read_block (QbRecord    *record,
            GBytes      *block,
            const char  *name,
            GArray      *annotations,
            GArray      *bookmarks,
            GError     **error)
{
  QbJsonCtx ctx = { name, NULL };
  QbJsonPath root_path = QB_JSON_ROOT;
  QbJsonPath annotations_path = QB_JSON_MEMBER (&root_path, "annotations");
  QbJsonPath bookmarks_path = QB_JSON_MEMBER (&root_path, "bookmarks");
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(QbReplayIndex) index = NULL;
  g_autofree char *identity = NULL;
  JsonObject *root;
  JsonArray *notes = NULL, *marks = NULL;
  const char *game = NULL;
  gint64 n_actions = 0;
  gint64 version = 0;
  int viewer = 0;

  node = qb_json_parse (&ctx, block, NOTES_FORMAT);
  if (node == NULL)
    goto damaged;
  root = json_node_get_object (node);
  /* qb_json_parse() knows the records' versions; the block has its own. */
  if (!qb_json_get_int (&ctx, &root_path, root, "version", TRUE, 1, G_MAXINT32, &version))
    goto damaged;
  if (version > NOTES_VERSION)
    {
      QbJsonPath path = QB_JSON_MEMBER (&root_path, "version");

      qb_json_fail (&ctx, &path, QB_FILE_ERROR_VERSION,
                    _("format version %1$lld comes from a newer version of "
                      "Quebec 1759 (this one reads version %2$d)"),
                    (long long) version, NOTES_VERSION);
      goto damaged;
    }
  if (!qb_json_get_string (&ctx, &root_path, root, "game", TRUE, 64, &game)
      || !qb_json_get_int (&ctx, &root_path, root, "actions", TRUE, 0, G_MAXINT32, &n_actions)
      || !qb_json_get_enum (&ctx, &root_path, root, "viewer", viewer_names, 0, 3, &viewer)
      || !qb_json_get_array (&ctx, &root_path, root, "annotations", FALSE, QB_RECORD_MAX_ANNOTATIONS,
                             &notes)
      || !qb_json_get_array (&ctx, &root_path, root, "bookmarks", FALSE, QB_RECORD_MAX_BOOKMARKS,
                             &marks))
    goto damaged;
  viewer = (int[]) { QB_BRITISH, QB_FRENCH, QB_NO_SIDE, QB_PUBLIC }[viewer];

  /* The game first: a damaged block of another game is another game's. */
  index = n_actions <= qb_record_get_n_actions (record)
          ? qb_replay_index_new (record, NULL) : NULL;
  if (index != NULL)
    identity = qb_game_export_identity (index, (guint) n_actions);
  if (identity == NULL || g_ascii_strcasecmp (identity, game) != 0)
    {
      g_set_error (error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_OTHER_GAME,
                   /* Translators: %s is the name of the exported file. */
                   _("The notes in “%s” belong to another game"), name);
      return FALSE;
    }

  for (guint i = 0; notes != NULL && i < json_array_get_length (notes); i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&annotations_path, i);
      QbAnnotation a = { 0 };

      if (!read_annotation (&ctx, &path, json_array_get_element (notes, i), (guint) n_actions,
                            viewer, &a))
        goto damaged;
      g_array_append_val (annotations, a);
    }
  for (guint i = 0; marks != NULL && i < json_array_get_length (marks); i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&bookmarks_path, i);
      QbBookmark b = { 0 };
      JsonObject *object = NULL;
      const char *title = NULL;
      gint64 at = 0;

      if (!qb_json_expect_object (&ctx, &path, json_array_get_element (marks, i), &object)
          || !qb_json_get_int (&ctx, &path, object, "at", TRUE, 0, n_actions, &at)
          || !qb_json_get_string (&ctx, &path, object, "title", TRUE, QB_MAX_NAME_CHARS, &title)
          || !qb_json_get_boolean (&ctx, &path, object, "chapter", FALSE, &b.chapter))
        goto damaged;
      b.index = (guint) at;
      b.title = g_strdup (title);
      g_array_append_val (bookmarks, b);
    }
  return TRUE;

damaged:
  g_set_error (error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_DAMAGED,
               /* Translators: %s says where and what is wrong in the
                * file (a message of the file reader). */
               _("The notes in this file are damaged: %s"),
               ctx.error != NULL ? ctx.error->message : "");
  g_clear_error (&ctx.error);
  return FALSE;
}

gboolean
qb_record_import_notes (QbRecord    *record,
                        const char  *data,
                        gsize        length,
                        const char  *name,
                        guint       *n_added,
                        GError     **error)
{
  g_autoptr(GBytes) block = NULL;
  g_autoptr(GArray) annotations = g_array_new (FALSE, TRUE, sizeof (QbAnnotation));
  g_autoptr(GArray) bookmarks = g_array_new (FALSE, TRUE, sizeof (QbBookmark));
  g_autoptr(GArray) fresh = g_array_new (FALSE, FALSE, sizeof (guint));
  guint added = 0;
  guint n_new_bookmarks = 0;

  g_return_val_if_fail (QB_IS_RECORD (record), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  g_array_set_clear_func (annotations, annotation_clear);
  g_array_set_clear_func (bookmarks, bookmark_clear);
  if (n_added != NULL)
    *n_added = 0;

  block = data != NULL ? find_block (data, length) : NULL;
  if (block == NULL)
    {
      g_set_error (error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_NO_NOTES,
                   /* Translators: %s is the name of the file. */
                   _("“%s” is not a game exported by Quebec 1759: it holds no notes to import"),
                   name);
      return FALSE;
    }
  if (!read_block (record, block, name, annotations, bookmarks, error))
    return FALSE;

  /* Only what the record lacks; then the limits, before anything changes. */
  for (guint i = 0; i < annotations->len; i++)
    {
      const QbAnnotation *a = &g_array_index (annotations, QbAnnotation, i);
      gboolean known = FALSE;

      for (guint j = 0; j < qb_record_get_n_annotations (record) && !known; j++)
        known = same_annotation (a, qb_record_get_annotation (record, j));
      for (guint j = 0; j < fresh->len && !known; j++)
        known = same_annotation (a, &g_array_index (annotations, QbAnnotation,
                                                    g_array_index (fresh, guint, j)));
      if (!known)
        g_array_append_val (fresh, i);
    }
  for (guint i = 0; i < bookmarks->len; i++)
    {
      QbBookmark *b = &g_array_index (bookmarks, QbBookmark, i);
      gboolean known = FALSE;

      for (guint j = 0; j < qb_record_get_n_bookmarks (record) && !known; j++)
        {
          const QbBookmark *old = qb_record_get_bookmark (record, j);

          known = old->index == b->index && !old->chapter == !b->chapter
                  && g_strcmp0 (old->title, b->title) == 0;
        }
      for (guint j = 0; j < i && !known; j++)
        {
          const QbBookmark *other = &g_array_index (bookmarks, QbBookmark, j);

          known = other->index == b->index && !other->chapter == !b->chapter
                  && g_strcmp0 (other->title, b->title) == 0;
        }
      if (known)
        g_clear_pointer (&b->title, g_free);
      else
        n_new_bookmarks++;
    }
  if (qb_record_get_n_annotations (record) + fresh->len > QB_RECORD_MAX_ANNOTATIONS
      || qb_record_get_n_bookmarks (record) + n_new_bookmarks > QB_RECORD_MAX_BOOKMARKS)
    {
      g_set_error (error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_DAMAGED,
                   _("The game cannot hold that many notes (at most %u notes and %u bookmarks)"),
                   (guint) QB_RECORD_MAX_ANNOTATIONS, (guint) QB_RECORD_MAX_BOOKMARKS);
      return FALSE;
    }

  for (guint i = 0; i < fresh->len; i++)
    qb_record_add_annotation_full (record, &g_array_index (annotations, QbAnnotation,
                                                           g_array_index (fresh, guint, i)));
  added += fresh->len;
  for (guint i = 0; i < bookmarks->len; i++)
    {
      const QbBookmark *b = &g_array_index (bookmarks, QbBookmark, i);

      if (b->title == NULL)
        continue;
      if (b->chapter)
        qb_record_add_chapter (record, b->index, b->title);
      else
        qb_record_add_bookmark (record, b->index, b->title);
      added++;
    }
  if (n_added != NULL)
    *n_added = added;
  return TRUE;
}

gboolean
qb_record_import_notes_from_file (QbRecord  *record,
                                  GFile     *file,
                                  guint     *n_added,
                                  GError   **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  gconstpointer data;
  gsize length;

  g_return_val_if_fail (QB_IS_RECORD (record), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!qb_file_read_bytes (file, &bytes, &name, error))
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  return qb_record_import_notes (record, data != NULL ? data : "", length, name, n_added, error);
}
