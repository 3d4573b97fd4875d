/* qb-game-export.c: a recorded game as a document (HTML or Markdown): the
 * title, the strength chart, a table of contents of the bookmarks, and the
 * log as a story (qb_event_story()) with the chapters, bookmarks and notes
 * at their positions, each with a picture of the board. Everything comes
 * from one viewer: the story's lines, the views the pictures are drawn
 * from, the strength series and the notes that viewer may read. The notes
 * block (qb-game-export-data.c) lets the notes be read back. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-event-story.h"
#include "qb-file-private.h"
#include "qb-game-export.h"
#include "qb-ui-names.h"

#define BOARD_WIDTH 720
#define CHART_WIDTH 720
#define CHART_HEIGHT 240

static const char style[] =
  "body{font-family:'Cantarell','Noto Sans',sans-serif;font-size:11pt;line-height:1.45;"
  "max-width:46em;margin:2em auto;padding:0 1em;color:#1e1e1e;background:#fff}"
  "h1{font-size:1.9em;margin:0 0 .3em}"
  "h2{font-size:1.45em;margin:1.6em 0 .5em;border-bottom:1px solid #deddda;padding-bottom:.2em;"
  "break-after:avoid;page-break-after:avoid}"
  "h3{font-size:1.15em;margin:1.3em 0 .3em;break-after:avoid;page-break-after:avoid}"
  "h4{font-size:1em;margin:1em 0 .3em;color:#613583;break-after:avoid;page-break-after:avoid}"
  ".meta{color:#5e5c64;margin:.2em 0}.viewpoint{font-style:italic}"
  "p.line{margin:.15em 0;padding-left:.6em;border-left:3px solid #deddda}"
  "p.line.british{border-left-color:#c01c28}p.line.french{border-left-color:#1c71d8}"
  ".bookmark{font-weight:bold;margin:1em 0 .3em}"
  ".note{margin:.7em 0;padding:.4em .9em;border-left:4px solid #e5a50a;background:#f6f5f4;"
  "break-inside:avoid;page-break-inside:avoid}"
  ".note .about{font-size:.9em;color:#5e5c64;margin:0}"
  ".glyph{font-weight:bold;font-size:1.1em;margin-right:.4em;color:#1e1e1e}"
  "figure{margin:.8em 0;text-align:center;break-inside:avoid;page-break-inside:avoid}"
  "figure img{max-width:100%;height:auto}"
  ".toc ul{padding-left:1.2em}.toc a{color:inherit}"
  "a{color:#1a5fb4}"
  "@page{margin:18mm}"
  "@media print{body{margin:0;max-width:none}a{color:inherit;text-decoration:none}}";

typedef struct
{
  QbReplayIndex *index;
  QbRecord *record;
  const QbExportOptions *options;
  const char *image_format;
  int viewer;
  int edition;
  GString *out;
  GPtrArray *images;           /* QbExportImage (Markdown) */
  guint n_images;
  GError *error;               /* the first image that failed */
} Doc;

static gboolean
markdown (Doc *doc)
{
  return doc->options->format == QB_EXPORT_MARKDOWN;
}

static void
export_image_free (gpointer data)
{
  QbExportImage *image = data;

  g_free (image->name);
  g_bytes_unref (image->bytes);
  g_free (image);
}

/* ---- Escaping -------------------------------------------------------------- */

static char *
md_escape (const char *text)
{
  GString *out = g_string_new (NULL);

  /* A backslash before ASCII punctuation always means the character
   * itself in CommonMark, wherever it stands. */
  for (const char *p = text; *p; p++)
    {
      if (strchr ("\\`*_[]<>#|!&", *p) != NULL)
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void
append_text (Doc        *doc,
             const char *text)
{
  g_autofree char *escaped = markdown (doc) ? md_escape (text) : g_markup_escape_text (text, -1);

  g_string_append (doc->out, escaped);
}

/* Several lines: <br> in HTML, a hard break (and the quote's "> ") in
 * Markdown. */
static void
append_lines (Doc        *doc,
              const char *text,
              const char *md_prefix)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append_printf (doc->out, markdown (doc) ? "  \n%s" : "<br/>", md_prefix);
      append_text (doc, lines[i]);
    }
}

/* ---- Images ---------------------------------------------------------------- */

static void
append_image (Doc        *doc,
              GBytes     *bytes,
              const char *alt)
{
  gboolean svg = g_strcmp0 (doc->image_format, "svg") == 0;

  if (markdown (doc))
    {
      QbExportImage *image = g_new0 (QbExportImage, 1);
      g_autofree char *escaped = md_escape (alt);

      image->name = g_strdup_printf ("%03u.%s", ++doc->n_images, svg ? "svg" : "png");
      image->bytes = g_bytes_ref (bytes);
      g_string_append_printf (doc->out, "![%s](<%s/%s>)\n\n", escaped,
                              doc->options->images_dir != NULL ? doc->options->images_dir : ".",
                              image->name);
      g_ptr_array_add (doc->images, image);
    }
  else
    {
      g_autofree char *data = NULL;
      g_autofree char *escaped = g_markup_escape_text (alt, -1);
      gsize size;
      gconstpointer raw = g_bytes_get_data (bytes, &size);

      data = g_base64_encode (raw, size);
      g_string_append_printf (doc->out, "<figure><img src=\"data:image/%s;base64,%s\" alt=\"%s\"/>"
                              "</figure>\n", svg ? "svg+xml" : "png", data, escaped);
    }
}

/* The board at `position` as the document's viewer saw it, with `marks`. */
static void
append_board (Doc                *doc,
              guint               position,
              const QbAnnotation *marks,
              guint               n_marks,
              const char         *alt)
{
  g_autoptr(GBytes) bytes = NULL;
  const QbState *state;
  QbView view;

  if (doc->options->board == NULL || doc->error != NULL)
    return;
  state = qb_replay_index_seek (doc->index, position);
  qb_view (state, doc->viewer, &view);
  bytes = doc->options->board (&view, marks, n_marks, doc->image_format, BOARD_WIDTH,
                               doc->options->user_data, &doc->error);
  if (bytes != NULL)
    append_image (doc, bytes, alt);
  else if (doc->error == NULL)
    g_set_error_literal (&doc->error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_IMAGE,
                         _("The board could not be drawn"));
}

static void
append_chart (Doc *doc)
{
  g_autoptr(QbStrengthSeries) series = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const QbStrengthPoint *points;
  guint n_points = 0;

  if (doc->options->chart == NULL || doc->error != NULL)
    return;
  series = qb_strength_series_new ();
  qb_strength_series_update (series, doc->index, doc->viewer);
  points = qb_strength_series_get_points (series, &n_points);
  if (n_points == 0)
    return;
  /* The whole game: the mark at its last position (an action index, as
   * the Replay page's chart marks the moment shown). */
  bytes = doc->options->chart (series, points[n_points - 1].index, doc->image_format, CHART_WIDTH, CHART_HEIGHT,
                               doc->options->user_data, &doc->error);
  if (bytes == NULL)
    {
      if (doc->error == NULL)
        g_set_error_literal (&doc->error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_IMAGE,
                             _("The strength chart could not be drawn"));
      return;
    }
  if (markdown (doc))
    g_string_append_printf (doc->out, "## %s\n\n", _("Strength"));
  else
    g_string_append_printf (doc->out, "<h2>%s</h2>\n", _("Strength"));
  append_image (doc, bytes, _("The strength of both sides over the game"));
}

/* ---- Words ----------------------------------------------------------------- */

/* A note's glyph in words, as the note editor says it. */
static const char *
glyph_description (QbGlyph glyph)
{
  switch (glyph)
    {
    case QB_GLYPH_GOOD: return _("A good move");
    case QB_GLYPH_MISTAKE: return _("A mistake");
    case QB_GLYPH_BRILLIANT: return _("A brilliant move");
    case QB_GLYPH_BLUNDER: return _("A blunder");
    case QB_GLYPH_INTERESTING: return _("An interesting move");
    case QB_GLYPH_DUBIOUS: return _("A dubious move");
    case QB_GLYPH_NONE:
    case QB_N_GLYPHS:
    default: return NULL;
    }
}

static const char *
viewpoint_text (int viewer)
{
  switch (viewer)
    {
    case QB_BRITISH: return _("Told as the British saw it");
    case QB_FRENCH: return _("Told as the French saw it");
    case QB_NO_SIDE: return _("Told with both sides face up");
    case QB_PUBLIC:
    default: return _("Told as a spectator saw it: what both sides knew");
    }
}

static char *
player_text (QbRecord *record,
             int       side)
{
  const char *name = qb_record_get_player_name (record, side);

  if (name != NULL && *name != '\0')
    /* Translators: %1$s is a side ("British"), %2$s the player's name. */
    return g_strdup_printf (_("%1$s: %2$s"), qb_ui_side_name (side), name);
  return qb_ui_seat_text (side, qb_record_get_seat (record, side, 0));
}

static char *
result_text (Doc *doc)
{
  guint n = qb_replay_index_get_n_actions (doc->index);
  const QbState *state = qb_replay_index_seek (doc->index, n);
  int resigned = qb_record_get_resigned (doc->record);
  QbView view;
  GString *out = g_string_new (NULL);

  qb_view (state, doc->viewer, &view);
  if (!qb_is_over (state))
    g_string_append (out, _("The game is not finished"));
  else if (view.winner == QB_BRITISH)
    g_string_append (out, _("The British win"));
  else if (view.winner == QB_FRENCH)
    g_string_append (out, _("The French win"));
  if (resigned == QB_BRITISH || resigned == QB_FRENCH)
    {
      g_string_append (out, out->len > 0 ? " — " : "");
      g_string_append (out, resigned == QB_BRITISH ? _("The British resigned.")
                                                   : _("The French resigned."));
    }
  return g_string_free (out, FALSE);
}

static char *
mark_text (const QbAnnotation *a)
{
  if (a->mark == QB_MARK_ZONE)
    return g_strdup_printf (_("Ringed: %s"), qb_ui_zone_name (a->zone));
  if (a->mark == QB_MARK_ARROW)
    return g_strdup_printf (_("Arrow: %s → %s"), qb_ui_zone_name (a->from),
                            qb_ui_zone_name (a->to));
  return NULL;
}

/* ---- The parts ------------------------------------------------------------- */

static void
append_title (Doc *doc)
{
  g_autofree char *british = player_text (doc->record, QB_BRITISH);
  g_autofree char *french = player_text (doc->record, QB_FRENCH);
  g_autofree char *result = result_text (doc);
  g_autofree char *date = NULL;
  g_autofree char *edition = NULL;
  GDateTime *created = qb_record_get_created (doc->record);

  if (created != NULL)
    date = g_date_time_format (created, "%Y-%m-%d");
  /* Translators: %s is the edition of the rules, "Classic" or "Revised". */
  edition = g_strdup_printf (_("Edition: %s"), doc->edition == QB_EDITION_CLASSIC
                                               ? _("Classic") : _("Revised"));
  if (markdown (doc))
    {
      g_string_append_printf (doc->out, "# %s\n\n", _("Quebec 1759"));
      append_text (doc, british);
      g_string_append (doc->out, " — ");
      append_text (doc, french);
      g_string_append (doc->out, "  \n");
      append_text (doc, edition);
      if (date != NULL)
        g_string_append_printf (doc->out, " · %s", date);
      g_string_append (doc->out, " · ");
      append_text (doc, result);
      g_string_append (doc->out, "  \n*");
      append_text (doc, viewpoint_text (doc->viewer));
      g_string_append (doc->out, "*\n\n");
      return;
    }
  g_string_append_printf (doc->out, "<header>\n<h1>%s</h1>\n<p class=\"meta players\">",
                          _("Quebec 1759"));
  append_text (doc, british);
  g_string_append (doc->out, " — ");
  append_text (doc, french);
  g_string_append (doc->out, "</p>\n<p class=\"meta\">");
  append_text (doc, edition);
  if (date != NULL)
    g_string_append_printf (doc->out, " · %s", date);
  g_string_append (doc->out, " · ");
  append_text (doc, result);
  g_string_append (doc->out, "</p>\n<p class=\"meta viewpoint\">");
  append_text (doc, viewpoint_text (doc->viewer));
  g_string_append (doc->out, "</p>\n</header>\n");
}

static void
append_contents (Doc *doc)
{
  guint n = qb_record_get_n_bookmarks (doc->record);

  if (n == 0)
    return;
  if (markdown (doc))
    g_string_append_printf (doc->out, "## %s\n\n", _("Contents"));
  else
    g_string_append_printf (doc->out, "<nav class=\"toc\">\n<h2>%s</h2>\n<ul>\n", _("Contents"));
  for (guint i = 0; i < n; i++)
    {
      const QbBookmark *b = qb_record_get_bookmark (doc->record, i);

      if (markdown (doc))
        {
          g_string_append_printf (doc->out, "%s- [", b->chapter ? "" : "  ");
          append_text (doc, b->title);
          g_string_append_printf (doc->out, "](#bookmark-%u)\n", i + 1);
        }
      else
        {
          g_string_append_printf (doc->out, "<li%s><a href=\"#bookmark-%u\">",
                                  b->chapter ? " class=\"chapter\"" : "", i + 1);
          append_text (doc, b->title);
          g_string_append (doc->out, "</a></li>\n");
        }
    }
  g_string_append (doc->out, markdown (doc) ? "\n" : "</ul>\n</nav>\n");
}

static void
append_bookmark (Doc  *doc,
                 guint i)
{
  const QbBookmark *b = qb_record_get_bookmark (doc->record, i);

  if (markdown (doc))
    {
      g_string_append_printf (doc->out, "%s<a id=\"bookmark-%u\"></a>",
                              b->chapter ? "## " : "**⚑ ", i + 1);
      append_text (doc, b->title);
      g_string_append (doc->out, b->chapter ? "\n\n" : "**\n\n");
    }
  else
    {
      g_string_append_printf (doc->out, b->chapter ? "<h2 id=\"bookmark-%u\" class=\"chapter\">"
                                                   : "<p id=\"bookmark-%u\" class=\"bookmark\">⚑ ",
                              i + 1);
      append_text (doc, b->title);
      g_string_append (doc->out, b->chapter ? "</h2>\n" : "</p>\n");
    }
  append_board (doc, b->index, NULL, 0, b->title);
}

static void
append_note (Doc                *doc,
             const QbAnnotation *a)
{
  const char *symbol = qb_glyph_symbol (a->glyph);
  const char *glyph = glyph_description (a->glyph);
  g_autofree char *mark = mark_text (a);
  const char *audience = a->audience == QB_NOTE_BRITISH_ONLY ? _("Seen by the British only")
                         : a->audience == QB_NOTE_FRENCH_ONLY ? _("Seen by the French only")
                         : NULL;
  const char *about[3] = { glyph, mark, audience };
  gboolean md = markdown (doc);
  gboolean has_text = a->text != NULL && *a->text != '\0';
  gboolean first = TRUE;

  /* A line about the note (its glyph and what it means, its mark, who may
   * read it), then its text; either may be missing. */
  g_string_append (doc->out, md ? "" : "<aside class=\"note\">\n");
  if (symbol != NULL || mark != NULL || audience != NULL)
    {
      g_string_append (doc->out, md ? "> " : "<p class=\"about\">");
      if (symbol != NULL)
        {
          g_string_append (doc->out, md ? "**" : "<span class=\"glyph\">");
          append_text (doc, symbol);
          g_string_append (doc->out, md ? "** " : "</span> ");
        }
      for (guint i = 0; i < G_N_ELEMENTS (about); i++)
        {
          if (about[i] == NULL)
            continue;
          g_string_append (doc->out, first ? (md ? "*" : "") : " · ");
          append_text (doc, about[i]);
          first = FALSE;
        }
      g_string_append (doc->out, md ? (first ? "\n" : "*\n") : "</p>\n");
      if (has_text && md)
        g_string_append (doc->out, ">\n");
    }
  if (has_text)
    {
      g_string_append (doc->out, md ? "> " : "<p>");
      append_lines (doc, a->text, "> ");
      g_string_append (doc->out, md ? "\n" : "</p>\n");
    }
  if (md)
    g_string_append_c (doc->out, '\n');
  append_board (doc, a->index, a, a->mark != QB_MARK_NONE ? 1 : 0,
                  mark != NULL ? mark : _("The board"));
  if (!markdown (doc))
    g_string_append (doc->out, "</aside>\n");
}

/* What the record holds at positions up to `position`, from where the
 * last call stopped (*next_bookmark, *next_note). */
static void
append_notes_until (Doc   *doc,
                    guint  position,
                    guint *next_bookmark,
                    guint *next_note)
{
  guint n_bookmarks = qb_record_get_n_bookmarks (doc->record);
  guint n_notes = qb_record_get_n_annotations (doc->record);

  for (guint p = 0; p <= position; p++)
    {
      while (*next_bookmark < n_bookmarks
             && qb_record_get_bookmark (doc->record, *next_bookmark)->index <= p)
        append_bookmark (doc, (*next_bookmark)++);
      while (*next_note < n_notes
             && qb_record_get_annotation (doc->record, *next_note)->index <= p)
        {
          const QbAnnotation *a = qb_record_get_annotation (doc->record, (*next_note)++);

          if (qb_annotation_visible_to (a, doc->viewer))
            append_note (doc, a);
        }
      if (*next_bookmark >= n_bookmarks && *next_note >= n_notes)
        return;
      /* Skip ahead to the next position that holds anything. */
      if (p < position)
        {
          guint next = position;

          if (*next_bookmark < n_bookmarks)
            next = MIN (next, qb_record_get_bookmark (doc->record, *next_bookmark)->index);
          if (*next_note < n_notes)
            next = MIN (next, qb_record_get_annotation (doc->record, *next_note)->index);
          if (next > p + 1)
            p = next - 1;
        }
    }
}

static void
append_story (Doc *doc)
{
  g_autoptr(GPtrArray) lines = NULL;
  const QbEvent *events;
  guint n_events = 0;
  guint n_actions = qb_replay_index_get_n_actions (doc->index);
  guint next_bookmark = 0, next_note = 0;
  gboolean in_list = FALSE;

  events = qb_replay_index_get_events (doc->index, 0, n_actions, &n_events);
  lines = qb_event_story (events, n_events, doc->edition, doc->viewer);

  if (markdown (doc))
    g_string_append_printf (doc->out, "## %s\n\n", _("The Game"));
  else
    g_string_append_printf (doc->out, "<main>\n<h2>%s</h2>\n", _("The Game"));

  for (guint i = 0; i < lines->len; i++)
    {
      const QbStoryLine *line = g_ptr_array_index (lines, i);
      guint position = line->first < n_events
                       ? qb_replay_index_get_event_index (doc->index, line->first) : n_actions;

      /* The notes of the positions before this line's, after the lines
       * that led to them. */
      if (position > 0)
        {
          gsize length = doc->out->len;

          append_notes_until (doc, position - 1, &next_bookmark, &next_note);
          if (doc->out->len != length && in_list)
            {
              /* The note broke the list: a blank line before it. */
              g_string_insert_c (doc->out, length, '\n');
              in_list = FALSE;
            }
        }
      if (qb_story_line_is_heading (line))
        {
          const char *tag = line->kind == QB_STORY_BATTLE_HEADING ? "h4" : "h3";

          if (markdown (doc))
            g_string_append_printf (doc->out, "%s%s ", in_list ? "\n" : "",
                                    line->kind == QB_STORY_BATTLE_HEADING ? "####" : "###");
          else
            g_string_append_printf (doc->out, "<%s>", tag);
          append_text (doc, line->text);
          if (markdown (doc))
            g_string_append (doc->out, "\n\n");
          else
            g_string_append_printf (doc->out, "</%s>\n", tag);
          in_list = FALSE;
          continue;
        }
      if (markdown (doc))
        {
          g_string_append (doc->out, "- ");
          append_text (doc, line->text);
          g_string_append_c (doc->out, '\n');
          in_list = TRUE;
        }
      else
        {
          g_string_append_printf (doc->out, "<p class=\"line%s\">",
                                  line->side == QB_BRITISH ? " british"
                                  : line->side == QB_FRENCH ? " french" : "");
          append_text (doc, line->text);
          g_string_append (doc->out, "</p>\n");
        }
    }
  if (in_list)
    g_string_append_c (doc->out, '\n');
  append_notes_until (doc, n_actions, &next_bookmark, &next_note);
  if (!markdown (doc))
    g_string_append (doc->out, "</main>\n");
}

/* ---- The document ---------------------------------------------------------- */

gboolean
qb_game_export_viewer_allowed (QbReplayIndex *index,
                               int            viewer)
{
  QbRecord *record;
  const QbState *end;

  g_return_val_if_fail (QB_IS_REPLAY_INDEX (index), FALSE);

  if (viewer != QB_BRITISH && viewer != QB_FRENCH && viewer != QB_PUBLIC && viewer != QB_NO_SIDE)
    return FALSE;
  if (viewer != QB_NO_SIDE)
    return TRUE;
  /* As the Replay page: both sides face up only once the game is over,
   * or if it was played open. */
  record = qb_replay_index_get_record (index);
  end = qb_replay_index_seek (index, qb_replay_index_get_n_actions (index));
  return qb_is_over (end) || !qb_record_get_hide_information (record);
}

char *
qb_game_export (QbReplayIndex          *index,
                const QbExportOptions  *options,
                GPtrArray             **images,
                GError                **error)
{
  g_autoptr(GPtrArray) made = NULL;
  g_autofree char *notes = NULL;
  Doc doc = { 0 };
  QbOptions game_options;

  g_return_val_if_fail (QB_IS_REPLAY_INDEX (index), NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!qb_game_export_viewer_allowed (index, options->viewer))
    {
      g_set_error_literal (error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_VIEWER,
                           _("Both sides can be shown face up only once the game is over"));
      return NULL;
    }
  made = g_ptr_array_new_with_free_func (export_image_free);
  doc.index = index;
  doc.record = qb_replay_index_get_record (index);
  doc.options = options;
  doc.image_format = options->image_format != NULL ? options->image_format : "png";
  doc.viewer = options->viewer;
  qb_record_get_options (doc.record, &game_options);
  doc.edition = game_options.edition;
  doc.images = made;
  doc.out = g_string_new (NULL);
  notes = qb_game_export_notes_json (index, options->viewer);

  if (!markdown (&doc))
    {
      g_string_append_printf (doc.out,
                              "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                              "<meta name=\"viewport\" content=\"width=device-width\"/>\n"
                              "<meta name=\"generator\" content=\"Quebec 1759\"/>\n<title>",
                              /* Translators: the language code of the
                               * exported documents' lang attribute ("fr"). */
                              C_("document language", "en"));
      append_text (&doc, _("Quebec 1759"));
      g_string_append_printf (doc.out, "</title>\n<style>%s</style>\n%s\n%s\n%s\n</head>\n<body>\n",
                              style, "<script type=\"application/json\" id=\"quebec1759-annotations\">",
                              notes, "</script>");
    }
  append_title (&doc);
  append_chart (&doc);
  append_contents (&doc);
  append_story (&doc);
  if (markdown (&doc))
    g_string_append_printf (doc.out, "<!-- quebec1759-annotations\n%s\n-->\n", notes);
  else
    g_string_append (doc.out, "</body>\n</html>\n");

  if (doc.error != NULL)
    {
      g_propagate_error (error, doc.error);
      g_string_free (doc.out, TRUE);
      return NULL;
    }
  if (images != NULL)
    *images = g_steal_pointer (&made);
  return g_string_free (doc.out, FALSE);
}

char *
qb_game_export_images_dir (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  if (g_str_has_suffix (base, ".md"))
    base[strlen (base) - 3] = '\0';
  return g_strconcat (base, "-images", NULL);
}

gboolean
qb_game_export_to_file (QbReplayIndex          *index,
                        const QbExportOptions  *options,
                        GFile                  *file,
                        GError                **error)
{
  g_autoptr(GPtrArray) images = NULL;
  g_autofree char *text = NULL;
  g_autofree char *dir_name = NULL;
  QbExportOptions md = *options;

  g_return_val_if_fail (QB_IS_REPLAY_INDEX (index), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (options->format == QB_EXPORT_MARKDOWN && md.images_dir == NULL)
    md.images_dir = dir_name = qb_game_export_images_dir (file);
  text = qb_game_export (index, &md, &images, error);
  if (text == NULL)
    return FALSE;
  if (images != NULL && images->len > 0)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autoptr(GFile) dir = g_file_resolve_relative_path (parent, md.images_dir);
      g_autoptr(GError) local = NULL;

      if (!g_file_make_directory_with_parents (dir, NULL, &local)
          && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      for (guint i = 0; i < images->len; i++)
        {
          QbExportImage *image = g_ptr_array_index (images, i);
          g_autoptr(GFile) out = g_file_get_child (dir, image->name);
          gsize size;
          gconstpointer data = g_bytes_get_data (image->bytes, &size);

          if (!qb_file_write_atomic (out, data, size, 0666, NULL, error))
            return FALSE;
        }
    }
  return qb_file_write_atomic (file, text, strlen (text), 0666, NULL, error);
}
