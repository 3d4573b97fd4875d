/* test-paint.c: src/paint without a display. The board and the strength
 * chart as PNG and SVG: the PNG decodes to the size asked for with the
 * map's water and a British block's wood where they should be; the SVG is
 * XML with the map's paths; the notes' marks are drawn; an unknown format
 * is refused by name. Hidden information: a side's image of a position is
 * never given the name of an enemy block its view hides (every text a
 * painter lays out passes through a hook the test records). The export's
 * palette is the app's light palette of style.css.
 *
 * Run with no DISPLAY and no WAYLAND_DISPLAY (meson.build unsets them): it
 * links no GTK.
 */
#include <glib.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "qb-model-test.h"

#include "qb-board-place.h"
#include "qb-board-render.h"
#include "qb-chart-render.h"
#include "qb-data.h"
#include "qb-mark-paint.h"
#include "qb-order-paint.h"
#include "qb-paint.h"
#include "qb-strength-series.h"
#include "qb-ui-names.h"

/* ---- Helpers -------------------------------------------------------------------- */

typedef struct {
  const guint8 *data;
  gsize size;
  gsize at;
} Reader;

static cairo_status_t
read_bytes (void          *closure,
            unsigned char *data,
            unsigned int   length)
{
  Reader *r = closure;

  if (r->at + length > r->size)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, r->data + r->at, length);
  r->at += length;
  return CAIRO_STATUS_SUCCESS;
}

static cairo_surface_t *
decode_png (GBytes *bytes)
{
  Reader r = { 0 };
  cairo_surface_t *surface;

  r.data = g_bytes_get_data (bytes, &r.size);
  surface = cairo_image_surface_create_from_png_stream (read_bytes, &r);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  return surface;
}

/* The pixel at (x, y), 0..255 each, alpha unpremultiplied away (the board
 * is opaque). */
static void
pixel (cairo_surface_t *surface,
       int              x,
       int              y,
       int             *r,
       int             *g,
       int             *b)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));
  memcpy (&p, data + y * stride + 4 * x, 4);
  *r = (p >> 16) & 0xff;
  *g = (p >> 8) & 0xff;
  *b = p & 0xff;
}

static double
distance_to (cairo_surface_t *surface,
             int              x,
             int              y,
             const QbRgba    *c)
{
  int r, g, b;

  pixel (surface, x, y, &r, &g, &b);
  return sqrt (pow (r - c->red * 255, 2) + pow (g - c->green * 255, 2) + pow (b - c->blue * 255, 2));
}

static guint
count_near (cairo_surface_t *surface,
            const QbRgba    *c,
            double           within)
{
  guint n = 0;

  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      if (distance_to (surface, x, y, c) <= within)
        n++;
  return n;
}

/* A game well under way (the French deployed, blocks moved), and a view of
 * it. */
static QbGame *
game_at (guint64 seed,
         guint   actions)
{
  return qbm_random_game (0, FALSE, seed, actions);
}

/* ---- The board ------------------------------------------------------------------- */

static void
test_png (void)
{
  g_autoptr(QbGame) game = game_at (3, 40);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const QbBoardGeometry *geometry = qb_board_geometry_get ();
  g_autofree QbBoardPlacement *placement = g_new (QbBoardPlacement, 1);
  QbPaint paint;
  QbRgba wood;
  QbView view;
  const int width = 800;
  const double scale = width / QB_BOARD_WIDTH;
  cairo_surface_t *surface;
  gboolean saw_british = FALSE;

  qb_game_view (game, QB_BRITISH, &view);
  bytes = qb_board_render (&view, NULL, 0, "png", width, &error);
  g_assert_no_error (error);
  g_assert_nonnull (bytes);
  surface = decode_png (bytes);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, (int) ceil (width * QB_BOARD_HEIGHT / QB_BOARD_WIDTH));
  g_assert_cmpint (qb_board_render_height (width), ==, cairo_image_surface_get_height (surface));

  /* Open water where the boats' count would be: the water's colour (the
   * waves and lining come near it, so a margin). */
  qb_paint_init_light (&paint);
  for (int a = 0; a < QB_NUM_AREAS; a++)
    {
      QbPoint p = geometry->areas[a].capacity;
      g_assert_cmpfloat (distance_to (surface, (int) (p.x * scale), (int) (p.y * scale),
                                      &paint.colors[QB_COLOR_WATER]), <, 30);
    }
  /* Land far from everything is the paper's colour. */
  g_assert_cmpfloat (distance_to (surface, width / 2, (int) (60 * scale), &paint.colors[QB_COLOR_WATER]), >, 40);

  /* A British block's wood, on its left edge between the rim and the
   * sticker, where the board placed it (a small block's band of wood is
   * thin, qb_block_sticker_margin(): the sample is near the rim's shade,
   * hence the loose distance; the red above is what tells the side). */
  g_assert_true (qb_rgba_parse (&wood, qb_paint_light_css ("block.british.wood")));
  qb_board_placement_compute (&view, placement);
  for (guint i = 0; i < placement->n_blocks; i++)
    {
      const QbPlacedBlock *b = &placement->blocks[i];
      double s = QB_BOARD_BLOCK_SIZE * scale;
      int r, g, bl;

      if (b->behind_more || b->face.side != QB_BRITISH)
        continue;
      pixel (surface, (int) (round (b->x * scale) + 0.05 * s), (int) (round (b->y * scale) + 0.5 * s), &r, &g, &bl);
      g_assert_cmpint (r, >, g + 60);
      g_assert_cmpint (r, >, bl + 60);
      g_assert_cmpfloat (distance_to (surface, (int) (round (b->x * scale) + 0.05 * s),
                                      (int) (round (b->y * scale) + 0.5 * s), &wood), <, 85);
      saw_british = TRUE;
    }
  g_assert_true (saw_british);
  cairo_surface_destroy (surface);
}

typedef struct {
  guint paths;
  guint elements;
  gboolean svg_root;
} SvgCount;

static void
svg_start (GMarkupParseContext  *context,
           const char           *element,
           const char          **names,
           const char          **values,
           gpointer              data,
           GError              **error)
{
  SvgCount *count = data;

  if (count->elements++ == 0)
    count->svg_root = strcmp (element, "svg") == 0;
  if (strcmp (element, "path") == 0)
    count->paths++;
}

static void
test_svg (void)
{
  g_autoptr(QbGame) game = game_at (3, 40);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  static const GMarkupParser parser = { svg_start, NULL, NULL, NULL, NULL };
  g_autoptr(GMarkupParseContext) context = NULL;
  SvgCount count = { 0 };
  const char *text;
  gsize size;
  QbView view;

  qb_game_view (game, QB_FRENCH, &view);
  bytes = qb_board_render (&view, NULL, 0, "svg", 1000, &error);
  g_assert_no_error (error);
  text = g_bytes_get_data (bytes, &size);
  g_assert_true (g_str_has_prefix (text, "<?xml"));
  g_assert_nonnull (g_strstr_len (text, (gssize) size, "width=\"1000px\""));
  context = g_markup_parse_context_new (&parser, 0, &count, NULL);
  g_assert_true (g_markup_parse_context_parse (context, text, (gssize) size, &error));
  g_assert_no_error (error);
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  g_assert_true (count.svg_root);
  /* The shores, borders, roads, the city, the blocks: many paths. */
  g_assert_cmpuint (count.paths, >, 100);
}

static void
test_marks (void)
{
  g_autoptr(QbGame) game = game_at (3, 40);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) plain = NULL, marked = NULL;
  QbAnnotation marks[2] = { 0 };
  QbMarkColors colors;
  cairo_surface_t *a, *b;
  QbView view;
  guint before, after;

  marks[0].mark = QB_MARK_ZONE;
  marks[0].zone = QB_SF;
  marks[1].mark = QB_MARK_ARROW;
  marks[1].from = QB_LE;
  marks[1].to = QB_BE;
  qb_game_view (game, QB_NO_SIDE, &view);
  plain = qb_board_render (&view, marks, 0, "png", 800, &error);
  g_assert_no_error (error);
  marked = qb_board_render (&view, marks, G_N_ELEMENTS (marks), "png", 800, &error);
  g_assert_no_error (error);
  a = decode_png (plain);
  b = decode_png (marked);
  qb_mark_colors_init_light (&colors);
  before = count_near (a, &colors.ink, 12);
  after = count_near (b, &colors.ink, 12);
  /* A ring around Ste. Foy and an arrow across the river, in the pencil's
   * red: hundreds of pixels more of it. */
  g_assert_cmpuint (after, >, before + 500);
  {
    /* On Ste. Foy's outline (not on the board's edge). */
    const QbPolyline *outline = &qb_board_geometry_get ()->zones[QB_SF].outline;
    double scale = 800 / QB_BOARD_WIDTH;
    guint on = 0;

    for (guint i = 0; i < outline->n_points; i++)
      {
        QbPoint p = outline->points[i];
        if (p.x > 4 && p.y > 4 && p.x < QB_BOARD_WIDTH - 4 && p.y < QB_BOARD_HEIGHT - 4
            && distance_to (b, (int) round (p.x * scale), (int) round (p.y * scale), &colors.ink) < 40)
          on++;
      }
    g_assert_cmpuint (on, >, 0);
  }
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

static void
test_errors (void)
{
  g_autoptr(QbGame) game = game_at (3, 10);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbStrengthSeries) series = qb_strength_series_new ();
  QbView view;

  qb_game_view (game, QB_BRITISH, &view);
  g_assert_null (qb_board_render (&view, NULL, 0, "tiff", 800, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "tiff"));
  g_clear_error (&error);
  g_assert_null (qb_board_render (&view, NULL, 0, "png", 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_null (qb_strength_chart_render (series, 0, "jpeg", 400, 200, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "jpeg"));
}

/* ---- Hidden information ------------------------------------------------------------ */

static void
record_text (const char *text,
             gpointer    data)
{
  g_hash_table_add (data, g_strdup (text));
}

/* Every text laid out while `view` is drawn, as a set. */
static GHashTable *
texts_of (const QbView *view,
          const char   *format)
{
  GHashTable *texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  qb_paint_set_text_hook (record_text, texts);
  bytes = qb_board_render (view, NULL, 0, format, 1200, &error);
  qb_paint_set_text_hook (NULL, NULL);
  g_assert_no_error (error);
  return texts;
}

static gboolean
shares_a_british_name (int         edition,
                       const char *name)
{
  for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE; b++)
    if (strcmp (qb_ui_block_short_name (edition, b), name) == 0)
      return TRUE;
  return FALSE;
}

static void
test_hidden_names (void)
{
  g_autoptr(QbGame) game = game_at (5, 30);
  QbView british, open;
  guint hidden_on_map = 0, british_named = 0;
  const char *const formats[] = { "png", "svg" };

  qb_game_view (game, QB_BRITISH, &british);
  qb_game_view (game, QB_NO_SIDE, &open);
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autoptr(GHashTable) seen = texts_of (&british, formats[f]);
      g_autoptr(GHashTable) seen_open = texts_of (&open, formats[f]);

      for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_FIRST_BLOCK (QB_FRENCH) + QB_BLOCKS_PER_SIDE; b++)
        {
          const char *name = qb_ui_block_short_name (british.options.edition, b);
          int loc = open.blocks[b].loc;
          gboolean on_map = loc < QB_NUM_ZONES || loc == QB_LOC_BASON || loc == QB_LOC_STLAURENT;

          if (!on_map || british.blocks[b].loc == loc)
            continue;   /* off the map, or face up to the British */
          /* "Det. A" is a British block's name too: such a name says
           * nothing of which block was drawn. */
          if (shares_a_british_name (british.options.edition, name))
            continue;
          hidden_on_map++;
          /* The British image never had it; the open one did (so the
           * hook sees block names, and this test can fail). */
          if (g_hash_table_contains (seen, name))
            g_error ("the British image was given “%s” (block %d, hidden from them)", name, b);
          g_assert_true (g_hash_table_contains (seen_open, name));
        }
      for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE; b++)
        if (british.blocks[b].loc < QB_NUM_ZONES
            && g_hash_table_contains (seen, qb_ui_block_short_name (british.options.edition, b)))
          british_named++;
    }
  g_assert_cmpuint (hidden_on_map, >, 0);
  g_assert_cmpuint (british_named, >, 0);
}

/* ---- The order being written ------------------------------------------------------ */

/* The British write an amphibious order: their image shows its arrow and
 * ghosts and one boat fewer left; the French image and the public one are
 * the same bytes as before the order was written (nothing of it shows). */
static void
test_order (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GError) error = NULL;
  QbOptions options;
  QbView british, french, open;
  g_autoptr(GBytes) british_before = NULL, french_before = NULL, public_before = NULL;
  g_autoptr(GBytes) british_after = NULL, french_after = NULL, public_after = NULL;
  QbPaint paint;
  QbOrderMark marks[2 * QB_NUM_BLOCKS];
  int area = -1, left = -1;
  guint n_marks;

  qb_options_default (&options);
  options.tides = 0;
  game = qb_game_new (&options, 4);
  qb_game_set_dice_seed (game, 4);
  /* Deployed at random, then up to the British orders of move 1. */
  while (qb_game_get_state (game)->phase != QB_PHASE_ORDERS)
    {
      g_autoptr(GArray) legal = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (legal, QbAction, 0);
      for (guint i = 0; i < legal->len; i++)
        if (g_array_index (legal, QbAction, i).type == QB_ACT_TRANSFER_DONE)
          a = g_array_index (legal, QbAction, i);
      g_assert_true (qb_game_apply (game, a, &error));
    }
  g_assert_cmpint (qb_game_get_state (game)->decider, ==, QB_BRITISH);

  qb_game_view (game, QB_BRITISH, &british);
  g_assert_cmpuint (qb_order_marks (&british, marks, G_N_ELEMENTS (marks)), ==, 0);
  british_before = qb_board_render (&british, NULL, 0, "png", 1000, &error);
  qb_game_view (game, QB_FRENCH, &french);
  french_before = qb_board_render (&french, NULL, 0, "png", 1000, &error);
  qb_game_view (game, QB_PUBLIC, &open);
  public_before = qb_board_render (&open, NULL, 0, "png", 1000, &error);
  g_assert_no_error (error);
  g_assert_cmpint (qb_order_boats_left (&open, QB_BASON), ==, -1);

  /* One block by boat. */
  {
    g_autoptr(GArray) legal = qb_game_list_legal_actions (game);
    for (guint i = 0; i < legal->len && area < 0; i++)
      {
        QbAction a = g_array_index (legal, QbAction, i);
        if (a.type == QB_ACT_ORDER_MOVE && a.c == QB_MODE_AMPHIBIOUS)
          {
            area = qb_zone_area (a.b);
            left = qb_order_boats_left (&british, area);
            g_assert_true (qb_game_apply (game, a, &error));
          }
      }
  }
  g_assert_cmpint (area, >=, 0);
  g_assert_cmpint (left, >, 0);

  qb_game_view (game, QB_BRITISH, &british);
  g_assert_cmpint (qb_order_boats_left (&british, area), ==, left - 1);
  n_marks = qb_order_marks (&british, marks, G_N_ELEMENTS (marks));
  g_assert_cmpuint (n_marks, ==, 2);
  g_assert_cmpint (marks[0].kind, ==, QB_ORDER_MARK_ARROW);
  g_assert_cmpint (marks[0].mode, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (marks[1].kind, ==, QB_ORDER_MARK_GHOST);
  british_after = qb_board_render (&british, NULL, 0, "png", 1000, &error);
  g_assert_no_error (error);
  {
    /* The dashed arrow is in the water's highlight colour: many more
     * pixels of it than before. */
    cairo_surface_t *a = decode_png (british_before), *b = decode_png (british_after);
    qb_paint_init_light (&paint);
    g_assert_cmpuint (count_near (b, &paint.colors[QB_COLOR_AMPH_DEST], 20), >,
                      count_near (a, &paint.colors[QB_COLOR_AMPH_DEST], 20) + 100);
    cairo_surface_destroy (a);
    cairo_surface_destroy (b);
  }
  {
    /* The boats left, in words, where the board says them. */
    g_autoptr(GHashTable) texts = texts_of (&british, "png");
    g_autofree char *boats = qb_order_boats_text (left - 1);
    g_assert_true (g_hash_table_contains (texts, boats));
  }

  qb_game_view (game, QB_FRENCH, &french);
  french_after = qb_board_render (&french, NULL, 0, "png", 1000, &error);
  qb_game_view (game, QB_PUBLIC, &open);
  public_after = qb_board_render (&open, NULL, 0, "png", 1000, &error);
  g_assert_no_error (error);
  g_assert_true (g_bytes_equal (french_before, french_after));
  g_assert_true (g_bytes_equal (public_before, public_after));
  g_assert_false (g_bytes_equal (british_before, british_after));
}

/* ---- The chart ---------------------------------------------------------------------- */

static void
test_chart (void)
{
  g_autoptr(QbGame) game = game_at (9, G_MAXUINT);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (qb_game_get_record (game), &error);
  g_autoptr(QbStrengthSeries) series = qb_strength_series_new ();
  g_autoptr(GBytes) png = NULL, svg = NULL, other = NULL;
  cairo_surface_t *surface;
  QbRgba british;
  guint n_points;

  g_assert_no_error (error);
  qb_strength_series_update (series, index, QB_NO_SIDE);
  qb_strength_series_get_points (series, &n_points);
  g_assert_cmpuint (n_points, >, 2);
  png = qb_strength_chart_render (series, 0, "png", 600, 240, &error);
  g_assert_no_error (error);
  surface = decode_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 600);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 240);
  /* The British line is drawn in its colour. */
  g_assert_true (qb_rgba_parse (&british, qb_paint_light_css ("strengthchart.british")));
  g_assert_cmpuint (count_near (surface, &british, 20), >, 100);
  cairo_surface_destroy (surface);
  /* The moment marked moves the marker: another image. */
  other = qb_strength_chart_render (series, qb_record_get_n_actions (qb_game_get_record (game)),
                                    "png", 600, 240, &error);
  g_assert_no_error (error);
  g_assert_false (g_bytes_equal (png, other));
  svg = qb_strength_chart_render (series, 0, "svg", 600, 240, &error);
  g_assert_no_error (error);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (svg, NULL), (gssize) g_bytes_get_size (svg), "<svg"));
}

/* ---- The palette ------------------------------------------------------------------- */

/* The export's light palette is the app's: every colour the painters take
 * from qb_paint_light_css() is the one style.css gives its selector. */
static void
test_palette_is_style_css (void)
{
  g_autofree char *path = g_build_filename (QB_SOURCE_ROOT, "src", "ui", "style.css", NULL);
  g_autofree char *css = NULL;
  g_autoptr(GError) error = NULL;
  const char *const *selectors = qb_paint_light_selectors ();
  guint checked = 0;

  g_file_get_contents (path, &css, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; selectors[i] != NULL; i++)
    {
      g_autofree char *pattern = g_strdup_printf ("^%s \\{ color: ([^;]+); \\}", selectors[i]);
      g_autoptr(GRegex) regex = g_regex_new (pattern, G_REGEX_MULTILINE, 0, NULL);
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *value = NULL;
      QbRgba a, b;

      /* The app's focus ring is the accent colour, not a colour of its own. */
      if (strcmp (selectors[i], "board.focus-ring") == 0)
        continue;
      if (!g_regex_match (regex, css, 0, &match))
        g_error ("style.css has no “%s { color: …; }”", selectors[i]);
      value = g_match_info_fetch (match, 1);
      g_assert_true (qb_rgba_parse (&a, value));
      g_assert_true (qb_rgba_parse (&b, qb_paint_light_css (selectors[i])));
      if (fabs (a.red - b.red) > 1e-9 || fabs (a.green - b.green) > 1e-9
          || fabs (a.blue - b.blue) > 1e-9 || fabs (a.alpha - b.alpha) > 1e-9)
        g_error ("%s: style.css says %s, src/paint says %s", selectors[i], value,
                 qb_paint_light_css (selectors[i]));
      checked++;
    }
  g_assert_cmpuint (checked, >=, QB_N_COLORS + 10);
  /* And the check itself reads colours. */
  {
    QbRgba c;
    g_assert_true (qb_rgba_parse (&c, "rgba(255, 248, 230, 0.75)"));
    g_assert_cmpfloat (c.alpha, ==, 0.75);
    g_assert_false (qb_rgba_parse (&c, "@accent_color"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* No display: nothing here may need one. */
  g_assert_null (g_getenv ("DISPLAY"));
  g_assert_null (g_getenv ("WAYLAND_DISPLAY"));
  g_test_add_func ("/paint/board/png", test_png);
  g_test_add_func ("/paint/board/svg", test_svg);
  g_test_add_func ("/paint/board/marks", test_marks);
  g_test_add_func ("/paint/board/errors", test_errors);
  g_test_add_func ("/paint/board/hidden-names", test_hidden_names);
  g_test_add_func ("/paint/board/order", test_order);
  g_test_add_func ("/paint/chart", test_chart);
  g_test_add_func ("/paint/palette-is-style-css", test_palette_is_style_css);
  return g_test_run ();
}
