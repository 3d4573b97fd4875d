/* qb-paint.h: what the painters of src/paint share: the palette as plain
 * numbers, the label size, and the one door every text they draw goes
 * through (so a test can see what was laid out).
 *
 * src/paint draws the board, its blocks, the replay's marks and the
 * strength chart with cairo and pango, and nothing else: no GTK, no
 * display. The widgets of src/ui fill a QbPaint from their CSS and call
 * the same functions; exports and the CLI use the light palette.
 */
#pragma once

#include <glib.h>
#include <cairo.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

/* The board's palette, one CSS class each (style.css: board.<class>). */
typedef enum {
  QB_COLOR_INK,
  QB_COLOR_LAND,
  QB_COLOR_LAND_EDGE,
  QB_COLOR_WATER,
  QB_COLOR_WATER_LINE,
  QB_COLOR_SHORE,
  QB_COLOR_BORDER,
  QB_COLOR_ROAD,
  QB_COLOR_CITY,
  QB_COLOR_ROOF,
  QB_COLOR_LABEL,
  QB_COLOR_AREA_LABEL,
  QB_COLOR_SOURCE,
  QB_COLOR_LAND_DEST,
  QB_COLOR_AMPH_DEST,
  QB_COLOR_SELECTED,
  QB_COLOR_HOVER,
  QB_COLOR_FOCUS,
  QB_COLOR_BADGE,
  QB_COLOR_BADGE_TEXT,
  QB_COLOR_BRITISH,
  QB_COLOR_FRENCH,
  QB_COLOR_BATTLE,
  QB_N_COLORS
} QbBoardColor;

/* A colour as cairo takes it. */
typedef struct {
  double red;
  double green;
  double blue;
  double alpha;
} QbRgba;

/* What a painter needs to know besides what it draws. */
typedef struct {
  QbRgba colors[QB_N_COLORS];
  /* The zone and river names' size, 1 being the map's own. */
  double label_scale;
} QbPaint;

/* The CSS class of each board colour (board.<class> in style.css). */
extern const char *const qb_board_color_classes[QB_N_COLORS];

/* The app's light palette (the style.css colours, which a test compares),
 * label size 1. */
void qb_paint_init_light (QbPaint *paint);
/* "#rrggbb" or "rgba(r, g, b, a)" as in style.css; FALSE if unreadable. */
gboolean qb_rgba_parse (QbRgba *rgba, const char *text);
/* The light palette's text for a CSS selector of style.css without its
 * braces ("board.land", "block.british.wood", "replaymarks.ink",
 * "strengthchart.grid"), or NULL if the painters do not use it. */
const char *qb_paint_light_css (const char *selector);
/* Every selector qb_paint_light_css() knows, NULL-terminated. */
const char *const *qb_paint_light_selectors (void);

void qb_paint_set_source (cairo_t *cr, const QbRgba *rgba, double alpha);

/* A layout of `text` for cr, through which every text a painter draws
 * passes (see qb_paint_set_text_hook()). */
PangoLayout *qb_paint_layout_new (cairo_t *cr, PangoContext *context, const char *text);

/* Called with every text a painter lays out, for the tests (hidden
 * information: what a painter is never given it cannot show). NULL: none. */
typedef void (*QbPaintTextHook) (const char *text, gpointer user_data);
void qb_paint_set_text_hook (QbPaintTextHook hook, gpointer user_data);

G_END_DECLS
