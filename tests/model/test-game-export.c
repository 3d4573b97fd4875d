/* test-game-export.c: a game and its notes as HTML and Markdown
 * (qb-game-export.c): what the documents hold (title, headings, notes,
 * glyphs, chapters, the log), the notes read back exactly (both sides, one
 * side, a game that went on), the hidden information of a one-side export
 * (every byte, in English, French and Italian, and every view given to the
 * painter), and the imports refused with their messages. The images come
 * from a test painter that makes small SVG or PNG images and records what
 * it was given. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-event-story.h"
#include "qb-game-export.h"
#include "qb-model-test.h"
#include "qb-test-i18n.h"
#include "qb-ui-names.h"

/* A real 1 x 1 PNG (a grey pixel). */
static const guint8 tiny_png[] = {
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x00, 0x00, 0x00, 0x00, 0x3a, 0x7e, 0x9b,
  0x55, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x68, 0x00, 0x00, 0x00,
  0x82, 0x00, 0x81, 0x77, 0xcd, 0x72, 0xb6, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae,
  0x42, 0x60, 0x82,
};

typedef struct
{
  GArray *views;         /* QbView: every view the board was drawn from */
  GArray *marks;         /* guint: n_marks of each */
  int chart_viewer;      /* the series' viewer, or -1 */
  guint charts;
} Painter;

static GBytes *
paint_board (const QbView       *view,
             const QbAnnotation *marks,
             guint               n_marks,
             const char         *format,
             int                 width,
             gpointer            user_data,
             GError            **error)
{
  Painter *painter = user_data;

  g_assert_cmpint (width, >, 0);
  g_assert_true (n_marks == 0 || marks != NULL);
  g_array_append_val (painter->views, *view);
  g_array_append_val (painter->marks, n_marks);
  if (g_strcmp0 (format, "png") == 0)
    return g_bytes_new_static (tiny_png, sizeof tiny_png);
  {
    char *svg = g_strdup_printf ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
                                 "height=\"10\"/>", width);

    return g_bytes_new_take (svg, strlen (svg));
  }
}

static GBytes *
paint_chart (QbStrengthSeries *series,
             guint             current_index,
             const char       *format,
             int               width,
             int               height,
             gpointer          user_data,
             GError          **error)
{
  Painter *painter = user_data;
  const QbStrengthPoint *points;
  guint n_points = 0;

  /* The chart marks the end of the game: a position (an action index),
   * the last point's, as the Replay page's chart marks a moment. */
  points = qb_strength_series_get_points (series, &n_points);
  g_assert_cmpuint (n_points, >, 0);
  g_assert_cmpuint (current_index, ==, points[n_points - 1].index);
  g_assert_cmpint (height, >, 0);
  painter->chart_viewer = qb_strength_series_get_viewer (series);
  painter->charts++;
  return g_bytes_new_static (tiny_png, sizeof tiny_png);
}

static GBytes *
paint_nothing (const QbView       *view,
               const QbAnnotation *marks,
               guint               n_marks,
               const char         *format,
               int                 width,
               gpointer            user_data,
               GError            **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "no room for the picture");
  return NULL;
}

static void
painter_init (Painter *painter)
{
  painter->views = g_array_new (FALSE, FALSE, sizeof (QbView));
  painter->marks = g_array_new (FALSE, FALSE, sizeof (guint));
  painter->chart_viewer = -1;
  painter->charts = 0;
}

static void
painter_clear (Painter *painter)
{
  g_clear_pointer (&painter->views, g_array_unref);
  g_clear_pointer (&painter->marks, g_array_unref);
}

/* Notes of every kind on a record of n actions: every audience, glyphs,
 * marks, several lines, characters that mean something in HTML and
 * Markdown; a chapter and a bookmark. */
static void
add_notes (QbRecord *record)
{
  guint n = qb_record_get_n_actions (record);
  QbAnnotation notes[] = {
    { 0, (char *) "The opening </script> --> & <b>bold</b> *not* _em_", QB_MARK_NONE, QB_LOC_NONE,
      QB_LOC_NONE, QB_LOC_NONE, QB_GLYPH_INTERESTING, QB_NOTE_EVERYONE },
    { n / 4, (char *) "Everyone sees this ring", QB_MARK_ZONE, 3, QB_LOC_NONE, QB_LOC_NONE,
      QB_GLYPH_GOOD, QB_NOTE_EVERYONE },
    { n / 3, (char *) "Britishplan: land at the Foulon\nthen climb", QB_MARK_ARROW, QB_LOC_NONE, 1, 2,
      QB_GLYPH_NONE, QB_NOTE_BRITISH_ONLY },
    { n / 3, (char *) "Frenchsecret: the reserve waits", QB_MARK_ZONE, 4, QB_LOC_NONE, QB_LOC_NONE,
      QB_GLYPH_DUBIOUS, QB_NOTE_FRENCH_ONLY },
    { n, (char *) "", QB_MARK_NONE, QB_LOC_NONE, QB_LOC_NONE, QB_LOC_NONE, QB_GLYPH_BLUNDER,
      QB_NOTE_EVERYONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (notes); i++)
    qb_record_add_annotation_full (record, &notes[i]);
  qb_record_add_chapter (record, n / 5, "Chapter one: the landing");
  qb_record_add_bookmark (record, n / 2, "Halfway # [mark]");
}

static QbRecord *
make_record (guint64  seed,
             guint    max_actions)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, seed, max_actions);
  QbRecord *record = qb_record_copy (qb_game_get_record (game));

  add_notes (record);
  return record;
}

static char *
export (QbRecord        *record,
        QbExportFormat   format,
        int              viewer,
        Painter         *painter,
        const char      *image_format,
        GPtrArray      **images)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (record, &error);
  QbExportOptions options = { format, viewer, image_format, NULL, NULL, NULL, "game-images" };
  char *text;

  g_assert_no_error (error);
  if (painter != NULL)
    {
      options.board = paint_board;
      options.chart = paint_chart;
      options.user_data = painter;
    }
  text = qb_game_export (index, &options, images, &error);
  g_assert_no_error (error);
  g_assert_nonnull (text);
  return text;
}

static guint
count (const char *text,
       const char *what)
{
  guint n = 0;

  for (const char *p = strstr (text, what); p != NULL; p = strstr (p + 1, what))
    n++;
  return n;
}

static guint
n_visible_notes (QbRecord *record,
                 int       viewer)
{
  guint n = 0;

  for (guint i = 0; i < qb_record_get_n_annotations (record); i++)
    n += qb_annotation_visible_to (qb_record_get_annotation (record, i), viewer);
  return n;
}

/* The first story heading of each kind, as the document must say it. */
static char *
first_heading (QbRecord    *record,
               int          viewer,
               QbStoryKind  kind)
{
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (record, NULL);
  g_autoptr(GPtrArray) lines = NULL;
  QbOptions options;
  const QbEvent *events;
  guint n_events = 0;

  qb_record_get_options (record, &options);
  events = qb_replay_index_get_events (index, 0, qb_record_get_n_actions (record), &n_events);
  lines = qb_event_story (events, n_events, options.edition, viewer);
  for (guint i = 0; i < lines->len; i++)
    {
      const QbStoryLine *line = g_ptr_array_index (lines, i);

      if (line->kind == kind)
        return g_markup_escape_text (line->text, -1);
    }
  return NULL;
}

static void
test_html (void)
{
  g_autoptr(QbRecord) record = make_record (11, G_MAXUINT);
  g_autofree char *html = NULL;
  g_autofree char *move = first_heading (record, QB_NO_SIDE, QB_STORY_MOVE_HEADING);
  g_autofree char *battle = first_heading (record, QB_NO_SIDE, QB_STORY_BATTLE_HEADING);
  g_autofree char *move_tag = g_strdup_printf ("<h3>%s</h3>", move);
  g_autofree char *battle_tag = g_strdup_printf ("<h4>%s</h4>", battle);
  Painter painter;

  qb_test_use_language ("en");
  g_assert_true (qb_record_is_finished (record));
  painter_init (&painter);
  html = export (record, QB_EXPORT_HTML, QB_NO_SIDE, &painter, "png", NULL);

  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>\n<html lang=\"en\">"));
  g_assert_true (g_str_has_suffix (html, "</body>\n</html>\n"));
  g_assert_nonnull (strstr (html, "<h1>Quebec 1759</h1>"));
  g_assert_nonnull (strstr (html, "Edition: Revised"));
  g_assert_true (strstr (html, "The British win") != NULL || strstr (html, "The French win") != NULL);
  g_assert_nonnull (strstr (html, "Told with both sides face up"));
  /* The contents, the chapter as a heading, the bookmark as an anchor. */
  g_assert_nonnull (strstr (html, "<nav class=\"toc\">"));
  g_assert_nonnull (strstr (html, "<a href=\"#bookmark-1\">Chapter one: the landing</a>"));
  g_assert_nonnull (strstr (html, "<a href=\"#bookmark-2\">Halfway # [mark]</a>"));
  g_assert_nonnull (strstr (html, "<h2 id=\"bookmark-1\" class=\"chapter\">Chapter one: the landing</h2>"));
  g_assert_nonnull (strstr (html, "<p id=\"bookmark-2\" class=\"bookmark\">"));
  /* The notes with their glyphs and words, escaped; every note of both
   * sides in the open view. */
  g_assert_cmpuint (count (html, "<aside class=\"note\">"), ==, 5);
  g_assert_nonnull (strstr (html, "<span class=\"glyph\">!?</span> An interesting move"));
  g_assert_nonnull (strstr (html, "<span class=\"glyph\">?\?</span> A blunder"));
  g_assert_nonnull (strstr (html, "The opening &lt;/script&gt; --&gt; &amp; &lt;b&gt;bold&lt;/b&gt;"));
  g_assert_nonnull (strstr (html, "Britishplan: land at the Foulon<br/>then climb"));
  g_assert_nonnull (strstr (html, "Seen by the French only"));
  g_assert_nonnull (strstr (html, "Ringed: "));
  g_assert_nonnull (strstr (html, "Arrow: "));
  /* The log as a story, headings and lines. */
  g_assert_nonnull (move);
  g_assert_nonnull (battle);
  g_assert_nonnull (strstr (html, move_tag));
  g_assert_nonnull (strstr (html, battle_tag));
  g_assert_cmpuint (count (html, "<p class=\"line"), >, 50);
  /* The chart and a board per bookmark and per note, inline. */
  g_assert_cmpuint (painter.charts, ==, 1);
  g_assert_cmpint (painter.chart_viewer, ==, QB_NO_SIDE);
  g_assert_cmpuint (painter.views->len, ==, 2 + 5);
  g_assert_cmpuint (count (html, "<img src=\"data:image/png;base64,"), ==, 1 + 2 + 5);
  /* No script but the notes' data; the notes' text cannot close it. */
  g_assert_cmpuint (count (html, "<script"), ==, 1);
  g_assert_cmpuint (count (html, "</script>"), ==, 1);
  g_assert_nonnull (strstr (html, "\\u003c/script\\u003e"));
  painter_clear (&painter);

  /* Without a painter: a whole document that says nothing of images. */
  g_clear_pointer (&html, g_free);
  html = export (record, QB_EXPORT_HTML, QB_NO_SIDE, NULL, NULL, NULL);
  g_assert_null (strstr (html, "<img"));
  g_assert_null (strstr (html, "<figure"));
  g_assert_cmpuint (count (html, "<aside class=\"note\">"), ==, 5);
  g_assert_true (g_str_has_suffix (html, "</html>\n"));
}

static void
test_markdown (void)
{
  g_autoptr(QbRecord) record = make_record (11, G_MAXUINT);
  g_autoptr(GPtrArray) images = NULL;
  g_autofree char *md = NULL;
  g_autofree char *move = first_heading (record, QB_NO_SIDE, QB_STORY_MOVE_HEADING);
  g_autofree char *move_line = NULL;
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "my game.md", NULL);
  g_autofree char *images_path = g_build_filename (dir, "my game-images", NULL);
  g_autofree char *written = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (record, NULL);
  QbExportOptions options = { QB_EXPORT_MARKDOWN, QB_NO_SIDE, "svg", paint_board, paint_chart,
                              NULL, NULL };
  Painter painter;

  qb_test_use_language ("en");
  painter_init (&painter);
  md = export (record, QB_EXPORT_MARKDOWN, QB_NO_SIDE, &painter, "svg", &images);
  g_assert_true (g_str_has_prefix (md, "# Quebec 1759\n"));
  g_assert_nonnull (strstr (md, "\n## Contents\n"));
  g_assert_nonnull (strstr (md, "- [Chapter one: the landing](#bookmark-1)"));
  g_assert_nonnull (strstr (md, "- [Halfway \\# \\[mark\\]](#bookmark-2)"));
  g_assert_nonnull (strstr (md, "\n## <a id=\"bookmark-1\"></a>Chapter one: the landing\n"));
  g_assert_nonnull (strstr (md, "**⚑ <a id=\"bookmark-2\"></a>Halfway \\# \\[mark\\]**"));
  move_line = g_strdup_printf ("\n### %s\n", move);
  g_assert_nonnull (strstr (md, move_line));
  g_assert_nonnull (strstr (md, "\n#### "));
  g_assert_nonnull (strstr (md, "> **\\!?** *An interesting move*"));
  g_assert_nonnull (strstr (md, "> Britishplan: land at the Foulon  \n> then climb"));
  g_assert_nonnull (strstr (md, "\\<b\\>bold\\</b\\> \\*not\\* \\_em\\_"));
  g_assert_cmpuint (count (md, "\n- "), >, 50);
  /* The images beside it, linked in order. */
  g_assert_nonnull (images);
  g_assert_cmpuint (images->len, ==, 1 + 2 + 5);
  for (guint i = 0; i < images->len; i++)
    {
      QbExportImage *image = g_ptr_array_index (images, i);
      g_autofree char *name = g_strdup_printf ("%03u.%s", i + 1, i == 0 ? "svg" : "svg");
      g_autofree char *link = g_strdup_printf ("](<game-images/%s>)", name);

      g_assert_cmpstr (image->name, ==, name);
      g_assert_nonnull (strstr (md, link));
    }
  /* The notes' block, which no note can close. */
  g_assert_cmpuint (count (md, "<!-- quebec1759-annotations\n"), ==, 1);
  g_assert_cmpuint (count (md, "-->"), ==, 1);
  g_assert_true (g_str_has_suffix (md, "}\n-->\n"));
  painter_clear (&painter);

  /* Written with its folder of images beside it. */
  painter_init (&painter);
  options.user_data = &painter;
  g_assert_true (qb_game_export_to_file (index, &options, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "](<my game-images/001.svg>)"));
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("%03u.svg", i);
      g_autofree char *image = g_build_filename (images_path, name, NULL);

      g_assert_true (g_file_test (image, G_FILE_TEST_IS_REGULAR));
      g_unlink (image);
    }
  g_rmdir (images_path);
  g_unlink (path);
  painter_clear (&painter);

  /* A picture that fails fails the export, and writes nothing. */
  options.board = paint_nothing;
  g_assert_false (qb_game_export_to_file (index, &options, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  qbm_remove_tmp_dir (dir);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* The notes and bookmarks as sorted strings, to compare two records. */
static char *
notes_of (QbRecord *record,
          int       viewer)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;

  for (guint i = 0; i < qb_record_get_n_annotations (record); i++)
    {
      const QbAnnotation *a = qb_record_get_annotation (record, i);

      if (qb_annotation_visible_to (a, viewer))
        g_ptr_array_add (all, g_strdup_printf ("note %u %s %u %u %u %u %u %u", a->index, a->text,
                                               a->mark, a->mark == QB_MARK_ZONE ? a->zone : 0,
                                               a->mark == QB_MARK_ARROW ? a->from : 0,
                                               a->mark == QB_MARK_ARROW ? a->to : 0,
                                               a->glyph, a->audience));
    }
  for (guint i = 0; i < qb_record_get_n_bookmarks (record); i++)
    {
      const QbBookmark *b = qb_record_get_bookmark (record, i);

      g_ptr_array_add (all, g_strdup_printf ("bookmark %u %s %d", b->index, b->title, b->chapter));
    }
  g_ptr_array_sort (all, compare_strings);
  g_ptr_array_add (all, NULL);
  joined = g_strjoinv ("\n", (char **) all->pdata);
  return g_steal_pointer (&joined);
}

static QbRecord *
without_notes (QbRecord *record)
{
  QbRecord *copy = qb_record_copy (record);

  while (qb_record_get_n_annotations (copy) > 0)
    qb_record_remove_annotation (copy, 0);
  while (qb_record_get_n_bookmarks (copy) > 0)
    qb_record_remove_bookmark (copy, 0);
  return copy;
}

static void
import_ok (QbRecord   *record,
           const char *text,
           guint       expected)
{
  g_autoptr(GError) error = NULL;
  guint added = G_MAXUINT;

  g_assert_true (qb_record_import_notes (record, text, strlen (text), "export", &added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, expected);
}

static void
test_round_trip_both (void)
{
  g_autoptr(QbRecord) record = make_record (11, G_MAXUINT);
  g_autoptr(QbRecord) empty = without_notes (record);
  g_autofree char *html = export (record, QB_EXPORT_HTML, QB_NO_SIDE, NULL, NULL, NULL);
  g_autofree char *md = export (record, QB_EXPORT_MARKDOWN, QB_NO_SIDE, NULL, NULL, NULL);
  g_autofree char *expected = notes_of (record, QB_NO_SIDE);
  g_autofree char *got = NULL;
  g_autofree char *again = NULL;
  g_autoptr(QbRecord) from_md = without_notes (record);
  g_autofree char *got_md = NULL;

  import_ok (empty, html, 5 + 2);
  got = notes_of (empty, QB_NO_SIDE);
  g_assert_cmpstr (got, ==, expected);
  /* Nothing doubled the second time, nor in the original. */
  import_ok (empty, html, 0);
  import_ok (record, md, 0);
  again = notes_of (record, QB_NO_SIDE);
  g_assert_cmpstr (again, ==, expected);

  import_ok (from_md, md, 5 + 2);
  got_md = notes_of (from_md, QB_NO_SIDE);
  g_assert_cmpstr (got_md, ==, expected);
}

static void
test_round_trip_one_side (void)
{
  g_autoptr(QbRecord) record = make_record (7, 150);
  g_autoptr(QbRecord) target = without_notes (record);
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (record, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *html = export (record, QB_EXPORT_HTML, QB_BRITISH, NULL, NULL, NULL);
  g_autofree char *expected = notes_of (record, QB_BRITISH);
  g_autofree char *got = NULL;
  g_autofree char *french = NULL;
  QbAnnotation secret = { 3, (char *) "A French note of the target's own", QB_MARK_NONE, QB_LOC_NONE,
                          QB_LOC_NONE, QB_LOC_NONE, QB_GLYPH_NONE, QB_NOTE_FRENCH_ONLY };
  QbExportOptions options = { QB_EXPORT_HTML, QB_NO_SIDE, NULL, NULL, NULL, NULL, NULL };

  g_assert_false (qb_record_is_finished (record));
  /* An unfinished hidden game is never shown face up. */
  g_assert_false (qb_game_export_viewer_allowed (index, QB_NO_SIDE));
  g_assert_true (qb_game_export_viewer_allowed (index, QB_PUBLIC));
  g_assert_null (qb_game_export (index, &options, NULL, &error));
  g_assert_error (error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_VIEWER);

  /* What the British may read comes back; the French notes of the target
   * stay. */
  qb_record_add_annotation_full (target, &secret);
  import_ok (target, html, n_visible_notes (record, QB_BRITISH) + 2);
  got = notes_of (target, QB_BRITISH);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpuint (qb_record_get_n_annotations (target), ==, n_visible_notes (record, QB_BRITISH) + 1);
  french = notes_of (target, QB_FRENCH);
  g_assert_nonnull (strstr (french, "A French note of the target's own"));
  g_assert_null (strstr (french, "Frenchsecret"));
}

static void
test_round_trip_game_went_on (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_CLASSIC, TRUE, 5, 200);
  g_autoptr(QbRecord) longer = qb_record_copy (qb_game_get_record (game));
  g_autoptr(QbRecord) shorter = qb_record_copy (longer);
  g_autofree char *md = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;

  qb_record_truncate (shorter, 120);
  add_notes (shorter);
  md = export (shorter, QB_EXPORT_MARKDOWN, QB_FRENCH, NULL, NULL, NULL);
  expected = notes_of (shorter, QB_FRENCH);
  /* The game played on after the export: its notes still belong to it. */
  import_ok (longer, md, n_visible_notes (shorter, QB_FRENCH) + 2);
  got = notes_of (longer, QB_FRENCH);
  g_assert_cmpstr (got, ==, expected);
}

/* Whether `name` is in `text` as a whole name: not a part of a longer one
 * ("Militia I" in "Militia II"). */
static gboolean
has_name (const char *text,
          const char *name)
{
  gsize length = strlen (name);

  for (const char *p = strstr (text, name); p != NULL; p = strstr (p + 1, name))
    {
      gboolean before = p > text && g_ascii_isalpha (p[-1]);
      gboolean after = g_ascii_isalpha (p[length]);

      if (!before && !after)
        return TRUE;
    }
  return FALSE;
}

/* Whether a block the British may know (any of theirs, or a French one
 * they knew) goes by the same name: "Detachment B" is on both sides. */
static gboolean
name_of_known_block (int             edition,
                     const char     *name,
                     const gboolean  known[QB_NUM_BLOCKS])
{
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if ((QB_BLOCK_SIDE (b) == QB_BRITISH || known[b])
        && (g_strcmp0 (qb_ui_block_name (edition, b), name) == 0
            || g_strcmp0 (qb_ui_block_in_sentence (edition, b), name) == 0))
      return TRUE;
  return FALSE;
}

static void
test_hidden_information (void)
{
  g_autoptr(QbRecord) record = make_record (3, 180);
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (record, NULL);
  static const char *const languages[] = { "en", "fr", "it" };
  g_autoptr(GPtrArray) docs = g_ptr_array_new_with_free_func (g_free);
  guint n = qb_record_get_n_actions (record);
  gboolean known[QB_NUM_BLOCKS] = { 0 };
  const QbEvent *events;
  guint n_events = 0, n_hidden = 0;
  QbOptions options;
  Painter painter;

  g_assert_false (qb_record_is_finished (record));
  qb_record_get_options (record, &options);
  /* Every French block the British ever knew: seen in one of their views,
   * or named in one of their events. */
  for (guint p = 0; p <= n; p++)
    {
      QbView view;

      qb_view (qb_replay_index_seek (index, p), QB_BRITISH, &view);
      for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_FIRST_BLOCK (QB_FRENCH) + QB_BLOCKS_PER_SIDE; b++)
        if (view.blocks[b].type != QB_UNKNOWN || view.blocks[b].cv != QB_UNKNOWN)
          known[b] = TRUE;
    }
  events = qb_replay_index_get_events (index, 0, n, &n_events);
  for (guint i = 0; i < n_events; i++)
    {
      QbEvent ev;

      if (!qb_event_for (&events[i], QB_BRITISH, &ev))
        continue;
      if (ev.block < QB_NUM_BLOCKS)
        known[ev.block] = TRUE;
      if (ev.block2 < QB_NUM_BLOCKS)
        known[ev.block2] = TRUE;
    }

  painter_init (&painter);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      if (l == 0)
        qb_test_use_language ("en");
      else
        qb_test_assert_catalog_used (languages[l]);
      g_ptr_array_add (docs, export (record, QB_EXPORT_HTML, QB_BRITISH, &painter, "svg", NULL));
      g_ptr_array_add (docs, export (record, QB_EXPORT_MARKDOWN, QB_BRITISH, &painter, "png", NULL));
    }
  /* The French text of the export is French. */
  g_assert_nonnull (strstr (g_ptr_array_index (docs, 2), "<html lang=\"fr\">"));
  g_assert_null (strstr (g_ptr_array_index (docs, 2), "Told as"));

  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_FIRST_BLOCK (QB_FRENCH) + QB_BLOCKS_PER_SIDE; b++)
    {
      if (known[b])
        continue;
      n_hidden++;
      for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
        {
          const char *names[2];

          qb_test_use_language (languages[l]);
          names[0] = qb_ui_block_name (options.edition, b);
          names[1] = qb_ui_block_in_sentence (options.edition, b);
          for (guint d = 0; d < docs->len; d++)
            for (guint k = 0; k < G_N_ELEMENTS (names); k++)
              if (!name_of_known_block (options.edition, names[k], known)
                  && has_name (g_ptr_array_index (docs, d), names[k]))
                g_error ("a British export (%u) names the hidden French block %s", d, names[k]);
        }
    }
  g_assert_cmpuint (n_hidden, >, 0);
  for (guint d = 0; d < docs->len; d++)
    {
      const char *doc = g_ptr_array_index (docs, d);

      g_assert_null (strstr (doc, "Frenchsecret"));
      g_assert_null (strstr (doc, "\"french\""));
      g_assert_nonnull (strstr (doc, "Britishplan"));
      g_assert_nonnull (strstr (doc, "\"viewer\" : \"british\""));
    }

  /* Every picture from the British view of a position with a note or a
   * bookmark, and the chart's series the British one. */
  g_assert_cmpuint (painter.views->len, ==, 6 * (n_visible_notes (record, QB_BRITISH) + 2));
  for (guint i = 0; i < painter.views->len; i++)
    {
      const QbView *view = &g_array_index (painter.views, QbView, i);
      gboolean found = FALSE;

      g_assert_cmpint (view->viewer, ==, QB_BRITISH);
      for (guint p = 0; p <= n && !found; p++)
        {
          QbView british;

          qb_view (qb_replay_index_seek (index, p), QB_BRITISH, &british);
          found = memcmp (&british, view, sizeof british) == 0;
        }
      g_assert_true (found);
    }
  g_assert_cmpuint (painter.charts, ==, 6);
  g_assert_cmpint (painter.chart_viewer, ==, QB_BRITISH);
  painter_clear (&painter);

  /* The spectator's export: the spectator's views only, no side's note. */
  painter_init (&painter);
  qb_test_use_language ("en");
  {
    g_autofree char *spectator = export (record, QB_EXPORT_HTML, QB_PUBLIC, &painter, "svg", NULL);

    g_assert_null (strstr (spectator, "Frenchsecret"));
    g_assert_null (strstr (spectator, "Britishplan"));
    g_assert_nonnull (strstr (spectator, "Told as a spectator saw it"));
  }
  g_assert_cmpuint (painter.views->len, ==, n_visible_notes (record, QB_PUBLIC) + 2);
  for (guint i = 0; i < painter.views->len; i++)
    g_assert_cmpint (g_array_index (painter.views, QbView, i).viewer, ==, QB_PUBLIC);
  g_assert_cmpint (painter.chart_viewer, ==, QB_PUBLIC);
  painter_clear (&painter);
  qb_test_use_language ("en");
}

static void
import_fails (QbRecord   *record,
              const char *text,
              int         code)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = notes_of (record, QB_NO_SIDE);
  g_autofree char *after = NULL;
  guint added = G_MAXUINT;

  g_assert_false (qb_record_import_notes (record, text, strlen (text), "bad.html", &added, &error));
  g_assert_error (error, QB_EXPORT_ERROR, code);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_cmpuint (added, ==, 0);
  after = notes_of (record, QB_NO_SIDE);
  g_assert_cmpstr (after, ==, before);
}

static void
test_bad_imports (void)
{
  g_autoptr(QbRecord) record = make_record (11, G_MAXUINT);
  g_autoptr(QbRecord) other = make_record (12, 100);
  g_autoptr(QbRecord) target = without_notes (record);
  g_autofree char *html = export (record, QB_EXPORT_HTML, QB_NO_SIDE, NULL, NULL, NULL);
  g_autofree char *british = export (record, QB_EXPORT_HTML, QB_BRITISH, NULL, NULL, NULL);
  g_autofree char *cut = g_strndup (html, strstr (html, "\"bookmarks\"") - html);
  g_autofree char *tampered = NULL;
  g_autofree char *beyond = NULL;
  g_autofree char *glyph = NULL;
  g_autoptr(GString) s = NULL;
  g_autoptr(GError) error = NULL;

  qb_test_use_language ("en");
  import_fails (target, "<html><body>Just a page</body></html>", QB_EXPORT_ERROR_NO_NOTES);
  import_fails (target, cut, QB_EXPORT_ERROR_DAMAGED);
  import_fails (other, html, QB_EXPORT_ERROR_OTHER_GAME);

  /* A note that the British export could not hold. */
  s = g_string_new (british);
  g_string_replace (s, "\"seen-by\" : \"british\"", "\"seen-by\" : \"french\"", 1);
  tampered = g_strdup (s->str);
  g_assert_cmpstr (tampered, !=, british);
  import_fails (target, tampered, QB_EXPORT_ERROR_DAMAGED);

  /* A block from a newer version. */
  g_string_assign (s, html);
  g_string_replace (s, "\"version\" : 1,", "\"version\" : 2,", 1);
  g_free (tampered);
  tampered = g_strdup (s->str);
  import_fails (target, tampered, QB_EXPORT_ERROR_DAMAGED);

  /* A position past the notes' game, an unknown glyph. */
  g_string_assign (s, html);
  g_string_replace (s, "\"at\" : 0,", "\"at\" : 100000,", 1);
  beyond = g_strdup (s->str);
  import_fails (target, beyond, QB_EXPORT_ERROR_DAMAGED);
  g_string_assign (s, html);
  g_string_replace (s, "\"glyph\" : \"!?\"", "\"glyph\" : \"!!!\"", 1);
  glyph = g_strdup (s->str);
  import_fails (target, glyph, QB_EXPORT_ERROR_DAMAGED);
  g_assert_true (qb_record_import_notes (target, glyph, strlen (glyph), "bad.html", NULL, &error)
                 == FALSE);
  g_assert_nonnull (strstr (error->message, "!!!"));
  g_clear_error (&error);

  /* The messages in the user's language. */
  qb_test_assert_catalog_used ("fr");
  g_assert_false (qb_record_import_notes (other, html, strlen (html), "x.html", NULL, &error));
  g_assert_error (error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_OTHER_GAME);
  g_assert_null (strstr (error->message, "another game"));
  g_assert_nonnull (strstr (error->message, "x.html"));
  qb_test_use_language ("en");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (qb_test_i18n_init () == NULL)
    {
      g_test_skip ("no UTF-8 locale");
      return g_test_run ();
    }
  g_test_add_func ("/model/export/html", test_html);
  g_test_add_func ("/model/export/markdown", test_markdown);
  g_test_add_func ("/model/export/round-trip/both", test_round_trip_both);
  g_test_add_func ("/model/export/round-trip/one-side", test_round_trip_one_side);
  g_test_add_func ("/model/export/round-trip/game-went-on", test_round_trip_game_went_on);
  g_test_add_func ("/model/export/hidden-information", test_hidden_information);
  g_test_add_func ("/model/export/bad-imports", test_bad_imports);
  return g_test_run ();
}
