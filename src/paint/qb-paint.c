/* qb-paint.c: the palette of the painters and the door of their texts. */
#include "qb-paint.h"

#include <stdio.h>
#include <string.h>

const char *const qb_board_color_classes[QB_N_COLORS] = {
  [QB_COLOR_INK] = "ink",
  [QB_COLOR_LAND] = "land",
  [QB_COLOR_LAND_EDGE] = "land-edge",
  [QB_COLOR_WATER] = "water",
  [QB_COLOR_WATER_LINE] = "water-line",
  [QB_COLOR_SHORE] = "shore",
  [QB_COLOR_BORDER] = "zone-border",
  [QB_COLOR_ROAD] = "road",
  [QB_COLOR_CITY] = "city",
  [QB_COLOR_ROOF] = "roof",
  [QB_COLOR_LABEL] = "zone-label",
  [QB_COLOR_AREA_LABEL] = "area-label",
  [QB_COLOR_SOURCE] = "source",
  [QB_COLOR_LAND_DEST] = "land-destination",
  [QB_COLOR_AMPH_DEST] = "amphibious-destination",
  [QB_COLOR_SELECTED] = "selected-zone",
  [QB_COLOR_HOVER] = "hover",
  [QB_COLOR_FOCUS] = "focus-ring",
  [QB_COLOR_BADGE] = "badge",
  [QB_COLOR_BADGE_TEXT] = "badge-text",
  [QB_COLOR_BRITISH] = "british",
  [QB_COLOR_FRENCH] = "french",
  [QB_COLOR_BATTLE] = "battle",
};

/* The light palette, as style.css writes it; test-paint checks that the
 * two agree, so that an exported image has the app's colours. The focus
 * ring is the accent colour in the app (libadwaita's blue, never drawn in
 * an export). */
static const struct {
  const char *selector;
  const char *css;
} light[] = {
  { "board.ink", "#3a2a1c" },
  { "board.land", "#efe3c4" },
  { "board.land-edge", "#d2b985" },
  { "board.water", "#b5c6c8" },
  { "board.water-line", "#6f8d96" },
  { "board.shore", "#3e4f57" },
  { "board.zone-border", "#7a5632" },
  { "board.road", "#9c5f32" },
  { "board.city", "#e2cfa6" },
  { "board.roof", "#b26b4e" },
  { "board.zone-label", "#2f2014" },
  { "board.area-label", "#36525d" },
  { "board.source", "#d99a06" },
  { "board.land-destination", "#2f7d32" },
  { "board.amphibious-destination", "#1c5f9c" },
  { "board.selected-zone", "#1d1d6b" },
  { "board.hover", "rgba(255, 250, 235, 0.35)" },
  { "board.focus-ring", "#1c71d8" },
  { "board.badge", "#2b2118" },
  { "board.badge-text", "#fbf4e2" },
  { "board.british", "#b3261e" },
  { "board.french", "#1f4a9e" },
  { "board.battle", "#8e1b12" },
  { "block.british.wood", "#b5271f" },
  { "block.french.wood", "#1f4c9e" },
  { "block.sticker", "#f6eedb" },
  { "block.british.ink", "#7b1710" },
  { "block.french.ink", "#15316b" },
  { "block.moved-mark", "#f2c230" },
  { "replaymarks.ink", "#a51d2d" },
  { "replaymarks.halo", "rgba(255, 248, 230, 0.75)" },
  { "strengthchart.british", "#b3261e" },
  { "strengthchart.french", "#1f4a9e" },
  { "strengthchart.grid", "rgba(0, 0, 0, 0.12)" },
  { "strengthchart.ink", "rgba(0, 0, 0, 0.7)" },
  { "strengthchart.victory", "#a86f00" },
  { "strengthchart.marker", "rgba(0, 0, 0, 0.8)" },
  { "strengthchart.hover", "rgba(0, 0, 0, 0.35)" },
  { "strengthchart.panel", "rgba(0, 0, 0, 0.03)" },
};

const char *
qb_paint_light_css (const char *selector)
{
  for (guint i = 0; i < G_N_ELEMENTS (light); i++)
    if (strcmp (light[i].selector, selector) == 0)
      return light[i].css;
  return NULL;
}

const char *const *
qb_paint_light_selectors (void)
{
  static const char *selectors[G_N_ELEMENTS (light) + 1];

  if (selectors[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (light); i++)
      selectors[i] = light[i].selector;
  return selectors;
}

gboolean
qb_rgba_parse (QbRgba     *rgba,
               const char *text)
{
  unsigned r, g, b;
  double a;
  char end;

  if (sscanf (text, "#%2x%2x%2x%c", &r, &g, &b, &end) == 3 && strlen (text) == 7)
    {
      *rgba = (QbRgba) { r / 255.0, g / 255.0, b / 255.0, 1.0 };
      return TRUE;
    }
  if (sscanf (text, "rgba(%u ,%u ,%u ,%lf )%c", &r, &g, &b, &a, &end) == 4
      && r <= 255 && g <= 255 && b <= 255 && a >= 0 && a <= 1)
    {
      *rgba = (QbRgba) { r / 255.0, g / 255.0, b / 255.0, a };
      return TRUE;
    }
  return FALSE;
}

void
qb_paint_init_light (QbPaint *paint)
{
  memset (paint, 0, sizeof *paint);
  for (int c = 0; c < QB_N_COLORS; c++)
    {
      g_autofree char *selector = g_strconcat ("board.", qb_board_color_classes[c], NULL);
      gboolean ok = qb_rgba_parse (&paint->colors[c], qb_paint_light_css (selector));

      g_assert (ok);
    }
  paint->label_scale = 1.0;
}

void
qb_paint_set_source (cairo_t      *cr,
                     const QbRgba *rgba,
                     double        alpha)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha * alpha);
}

static QbPaintTextHook text_hook;
static gpointer text_hook_data;

void
qb_paint_set_text_hook (QbPaintTextHook hook,
                        gpointer        user_data)
{
  text_hook = hook;
  text_hook_data = user_data;
}

PangoLayout *
qb_paint_layout_new (cairo_t      *cr,
                     PangoContext *context,
                     const char   *text)
{
  PangoLayout *layout = context != NULL ? pango_layout_new (context) : pango_cairo_create_layout (cr);

  if (text_hook != NULL)
    text_hook (text, text_hook_data);
  pango_layout_set_text (layout, text, -1);
  return layout;
}
