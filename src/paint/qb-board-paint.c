/* qb-board-paint.c: the play board's map, its zones' highlights and its
 * small marks, in board units, with no widget and no display.
 *
 * Three layers: the map (land, water, shores, rivers, borders, roads, the
 * city, names); the highlights of each zone under the blocks; and small
 * items above them (stack counts, boats left, the battle mark). Each is a
 * function of a few values and the QbPaint, so that the board widget can
 * keep what it drew as textures and an export draws the same. Everything
 * is vector drawing, so the board is crisp at any size. The look is that
 * of an engraved map of 1759: parchment, water lined along the shores,
 * dotted borders, names in italic serif.
 */
#include <glib/gi18n-lib.h>

#include "qb-board-paint.h"

#include <math.h>

#include "qb-data.h"
#include "qb-ui-names.h"

#define SERIF "EB Garamond, Libertinus Serif, Linux Libertine O, DejaVu Serif, Serif"
#define SANS "Cantarell, DejaVu Sans, Sans"

/* ---- Helpers -------------------------------------------------------------------- */

static void
set_color (cairo_t *cr, const QbPaint *p, QbBoardColor c, double alpha)
{
  qb_paint_set_source (cr, &p->colors[c], alpha);
}

static void
set_mix (cairo_t *cr, const QbPaint *p, QbBoardColor a, QbBoardColor b, double t)
{
  const QbRgba *x = &p->colors[a], *y = &p->colors[b];
  cairo_set_source_rgb (cr,
                        x->red + (y->red - x->red) * t,
                        x->green + (y->green - x->green) * t,
                        x->blue + (y->blue - x->blue) * t);
}

static void
path_line (cairo_t *cr, const QbPolyline *line, gboolean closed)
{
  if (line->n_points == 0)
    return;
  cairo_move_to (cr, line->points[0].x, line->points[0].y);
  for (guint i = 1; i < line->n_points; i++)
    cairo_line_to (cr, line->points[i].x, line->points[i].y);
  if (closed)
    cairo_close_path (cr);
}

static void
path_edges (cairo_t *cr, const QbBoardGeometry *g, QbEdgeKind kind)
{
  for (guint e = 0; e < g->n_edges; e++)
    if (g->edges[e].kind == kind)
      path_line (cr, &g->edges[e].line, FALSE);
}

static void
path_water (cairo_t *cr, const QbBoardGeometry *g)
{
  for (int a = 0; a < QB_NUM_AREAS; a++)
    path_line (cr, &g->areas[a].outline, TRUE);
}

static PangoLayout *
make_layout (cairo_t *cr, const char *family, PangoStyle style, PangoWeight weight,
             double size, double spacing, const char *text)
{
  PangoLayout *layout = qb_paint_layout_new (cr, NULL, text);
  PangoContext *context = pango_layout_get_context (layout);
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Hinting would snap the glyphs to the unscaled grid. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_layout_context_changed (layout);

  PangoFontDescription *desc = pango_font_description_new ();
  pango_font_description_set_family (desc, family);
  pango_font_description_set_style (desc, style);
  pango_font_description_set_weight (desc, weight);
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);

  if (spacing != 0)
    {
      PangoAttrList *attrs = pango_attr_list_new ();
      pango_attr_list_insert (attrs, pango_attr_letter_spacing_new ((int) (spacing * PANGO_SCALE)));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  return layout;
}

/* Draw a layout centred on (cx, cy), with a halo of the halo colour so it
 * reads over lines. Returns its logical width. */
static double
show_centered (cairo_t *cr, const QbPaint *p, PangoLayout *layout, double cx, double cy,
               QbBoardColor color, double alpha, QbBoardColor halo, double halo_width)
{
  PangoRectangle logical;
  pango_layout_get_extents (layout, NULL, &logical);
  double w = logical.width / (double) PANGO_SCALE, h = logical.height / (double) PANGO_SCALE;

  cairo_move_to (cr, cx - w / 2, cy - h / 2);
  if (halo_width > 0)
    {
      pango_cairo_layout_path (cr, layout);
      set_color (cr, p, halo, 0.85);
      cairo_set_line_width (cr, halo_width);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
      cairo_move_to (cr, cx - w / 2, cy - h / 2);
    }
  set_color (cr, p, color, alpha);
  pango_cairo_show_layout (cr, layout);
  return w;
}

static void
draw_text (cairo_t *cr, const QbPaint *p, const char *text, const char *family, PangoStyle style,
           PangoWeight weight, double size, double spacing, double cx, double cy,
           QbBoardColor color, double alpha, QbBoardColor halo, double halo_width)
{
  PangoLayout *layout = make_layout (cr, family, style, weight, size, spacing, text);
  show_centered (cr, p, layout, cx, cy, color, alpha, halo, halo_width);
  g_object_unref (layout);
}

/* A tiny deterministic generator for the paper's speckles. */
static double
speckle (guint32 *state)
{
  *state = *state * 1664525u + 1013904223u;
  return (*state >> 8) / (double) (1 << 24);
}

/* ---- The map --------------------------------------------------------------------- */

static void
draw_paper (const QbPaint *p, cairo_t *cr)
{
  const double W = QB_BOARD_WIDTH, H = QB_BOARD_HEIGHT, edge = 70;

  set_color (cr, p, QB_COLOR_LAND, 1);
  cairo_rectangle (cr, 0, 0, W, H);
  cairo_fill (cr);

  /* Age at the edges of the sheet. */
  const QbRgba *e = &p->colors[QB_COLOR_LAND_EDGE];
  struct { double x0, y0, x1, y1; double rx, ry, rw, rh; } sides[4] = {
    { 0, 0, edge, 0, 0, 0, edge, H },
    { W, 0, W - edge, 0, W - edge, 0, edge, H },
    { 0, 0, 0, edge, 0, 0, W, edge },
    { 0, H, 0, H - edge, 0, H - edge, W, edge },
  };
  for (int i = 0; i < 4; i++)
    {
      cairo_pattern_t *pat = cairo_pattern_create_linear (sides[i].x0, sides[i].y0, sides[i].x1, sides[i].y1);
      cairo_pattern_add_color_stop_rgba (pat, 0, e->red, e->green, e->blue, 0.75 * e->alpha);
      cairo_pattern_add_color_stop_rgba (pat, 1, e->red, e->green, e->blue, 0);
      cairo_set_source (cr, pat);
      cairo_rectangle (cr, sides[i].rx, sides[i].ry, sides[i].rw, sides[i].rh);
      cairo_fill (cr);
      cairo_pattern_destroy (pat);
    }

  guint32 seed = 1759;
  set_color (cr, p, QB_COLOR_LAND_EDGE, 0.35);
  for (int i = 0; i < 700; i++)
    {
      double x = speckle (&seed) * W, y = speckle (&seed) * H, r = 0.35 + speckle (&seed) * 0.7;
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

static void
draw_water (const QbPaint *p, cairo_t *cr, const QbBoardGeometry *g)
{
  const int rings = 4;
  const double spacing = 4.2, lw = 0.8;

  path_water (cr, g);
  set_color (cr, p, QB_COLOR_WATER, 1);
  cairo_fill (cr);

  /* Water lining: lines along every shore, fading out into the river, as
   * the engravers drew it. Each ring strokes all shores at once, so the
   * lines follow the union of the shores. */
  cairo_save (cr);
  path_water (cr, g);
  cairo_clip (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int k = rings; k >= 1; k--)
    {
      double d = k * spacing;
      path_edges (cr, g, QB_EDGE_SHORE);
      set_mix (cr, p, QB_COLOR_WATER_LINE, QB_COLOR_WATER, 0.2 + 0.6 * (k - 1) / (double) rings);
      cairo_set_line_width (cr, 2 * d + lw);
      cairo_stroke (cr);
      path_edges (cr, g, QB_EDGE_SHORE);
      set_color (cr, p, QB_COLOR_WATER, 1);
      cairo_set_line_width (cr, 2 * d - lw);
      cairo_stroke (cr);
    }

  /* Little waves on open water. */
  set_color (cr, p, QB_COLOR_WATER_LINE, 0.55);
  cairo_set_line_width (cr, 1.0);
  for (guint i = 0; i < g->n_waves; i++)
    {
      double x = g->waves[i].x, y = g->waves[i].y;
      for (int j = 0; j < 2; j++)
        {
          double wx = x + j * 9, wy = y + j * 3;
          cairo_move_to (cr, wx - 6, wy);
          cairo_curve_to (cr, wx - 3, wy - 3, wx, wy - 3, wx + 1, wy);
          cairo_curve_to (cr, wx + 2, wy + 2, wx + 5, wy + 2, wx + 7, wy - 1);
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_cliffs (const QbPaint *p, cairo_t *cr, const QbBoardGeometry *g)
{
  set_color (cr, p, QB_COLOR_SHORE, 0.55);
  cairo_set_line_width (cr, 0.9);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint e = 0; e < g->n_edges; e++)
    {
      const QbPolyline *line = &g->edges[e].line;
      if (!g->edges[e].cliffs)
        continue;
      double carry = 0;
      int tick = 0;
      for (guint i = 0; i + 1 < line->n_points; i++)
        {
          QbPoint a = line->points[i], b = line->points[i + 1];
          double len = hypot (b.x - a.x, b.y - a.y);
          if (len <= 0)
            continue;
          double tx = (b.x - a.x) / len, ty = (b.y - a.y) / len;
          double t;
          for (t = carry; t < len; t += 3.2)
            {
              double x = a.x + tx * t, y = a.y + ty * t;
              /* Hachures point inland, away from the water. */
              double nx = -ty, ny = tx;
              if (qb_board_geometry_area_at (g, x + nx * 2, y + ny * 2) >= 0)
                {
                  nx = -nx;
                  ny = -ny;
                }
              double l = tick++ % 2 ? 5.5 : 8.5;
              cairo_move_to (cr, x + nx * 1.2, y + ny * 1.2);
              cairo_line_to (cr, x + nx * l, y + ny * l);
            }
          carry = t - len;
        }
    }
  cairo_stroke (cr);
}

static void
draw_rivers (const QbPaint *p, cairo_t *cr, const QbBoardGeometry *g)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint e = 0; e < g->n_edges; e++)
    {
      if (g->edges[e].kind != QB_EDGE_RIVER)
        continue;
      const QbPolyline *line = &g->edges[e].line;
      /* The St. Charles widens into its estuary by the city. */
      gboolean estuary = line->n_points == 2;
      double w = estuary ? 9 : 4.6;
      path_line (cr, line, FALSE);
      set_color (cr, p, QB_COLOR_SHORE, 1);
      cairo_set_line_width (cr, w + 2.2);
      cairo_stroke (cr);
      path_line (cr, line, FALSE);
      set_color (cr, p, QB_COLOR_WATER, 1);
      cairo_set_line_width (cr, w);
      cairo_stroke (cr);
    }

  /* The Montmorency falls: white water where the river drops. */
  QbPoint f = g->falls[0];
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  cairo_set_line_width (cr, 1.1);
  for (int i = -2; i <= 2; i++)
    {
      cairo_move_to (cr, f.x + i * 1.6, f.y - 10);
      cairo_line_to (cr, f.x + i * 1.9, f.y + 2);
    }
  cairo_stroke (cr);
}

static void
draw_city (const QbPaint *p, cairo_t *cr, const QbBoardGeometry *g)
{
  QbRect b;
  qb_polyline_bounds (&g->city, &b);

  path_line (cr, &g->city, TRUE);
  set_color (cr, p, QB_COLOR_CITY, 1);
  cairo_fill (cr);

  /* Blocks of houses between the streets, as on a town plan. */
  cairo_save (cr);
  path_line (cr, &g->city, TRUE);
  cairo_clip (cr);
  set_color (cr, p, QB_COLOR_ROOF, 0.9);
  for (double y = b.y + 3, row = 0; y < b.y + b.height; y += 8.5, row++)
    for (double x = b.x + 4 + fmod (row * 4.5, 9); x < b.x + b.width; x += 11)
      {
        QbPoint c = { x + 3.5, y + 2.5 };
        if (qb_polyline_distance (&g->city, c.x, c.y) > 5.5
            && qb_polyline_contains (&g->city, c.x, c.y)
            && hypot (c.x - g->city_label.x, (c.y - g->city_label.y) * 2.2) > 30)
          cairo_rectangle (cr, x, y, 7, 5);
      }
  cairo_fill (cr);
  cairo_restore (cr);

  path_line (cr, &g->city, TRUE);
  set_color (cr, p, QB_COLOR_INK, 0.75);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);

  /* The walls on the landward side, with bastions pointing out. */
  for (guint e = 0; e < g->n_edges; e++)
    {
      if (g->edges[e].kind != QB_EDGE_WALL)
        continue;
      const QbPolyline *line = &g->edges[e].line;
      QbPoint a = line->points[0], z = line->points[line->n_points - 1];
      double len = hypot (z.x - a.x, z.y - a.y);
      double tx = (z.x - a.x) / len, ty = (z.y - a.y) / len;
      double nx = -ty, ny = tx;
      QbPoint mid = { (a.x + z.x) / 2 + nx * 4, (a.y + z.y) / 2 + ny * 4 };
      if (qb_polyline_contains (&g->city, mid.x, mid.y))
        {
          nx = -nx;
          ny = -ny;
        }
      set_color (cr, p, QB_COLOR_INK, 0.9);
      cairo_set_line_width (cr, 2.6);
      cairo_move_to (cr, a.x, a.y);
      cairo_line_to (cr, z.x, z.y);
      cairo_stroke (cr);
      for (int i = 0; i < 4; i++)
        {
          double t = len * (0.08 + 0.28 * i);
          double x = a.x + tx * t, y = a.y + ty * t;
          cairo_move_to (cr, x - tx * 5, y - ty * 5);
          cairo_line_to (cr, x - tx * 6 + nx * 4, y - ty * 6 + ny * 4);
          cairo_line_to (cr, x + nx * 9, y + ny * 9);
          cairo_line_to (cr, x + tx * 6 + nx * 4, y + ty * 6 + ny * 4);
          cairo_line_to (cr, x + tx * 5, y + ty * 5);
          cairo_close_path (cr);
        }
      cairo_fill (cr);
    }

  draw_text (cr, p, C_("map", "QUÉBEC"), SERIF, PANGO_STYLE_NORMAL, PANGO_WEIGHT_BOLD,
             11.5, 1.6, g->city_label.x, g->city_label.y, QB_COLOR_INK, 1,
             QB_COLOR_CITY, 3);
}

static void
draw_roads (const QbPaint *p, cairo_t *cr, const QbBoardGeometry *g)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint r = 0; r < g->n_roads; r++)
    {
      path_line (cr, &g->roads[r].line, FALSE);
      set_color (cr, p, QB_COLOR_ROAD, 1);
      cairo_set_line_width (cr, 4.6);
      cairo_stroke (cr);
    }
  for (guint r = 0; r < g->n_roads; r++)
    {
      path_line (cr, &g->roads[r].line, FALSE);
      set_color (cr, p, QB_COLOR_LAND, 1);
      cairo_set_line_width (cr, 1.6);
      cairo_stroke (cr);
    }

  /* A village with its church where the roads of a zone meet. */
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      if (qb_roads (z) == 0)
        continue;
      QbPoint h = g->zones[z].hub;
      set_color (cr, p, QB_COLOR_ROOF, 1);
      cairo_rectangle (cr, h.x - 6.5, h.y - 1, 4.5, 3.5);
      cairo_rectangle (cr, h.x + 2.5, h.y, 4, 3);
      cairo_fill (cr);
      set_color (cr, p, QB_COLOR_INK, 0.9);
      cairo_rectangle (cr, h.x - 1.6, h.y - 2.5, 3.2, 5);
      cairo_fill (cr);
      cairo_set_line_width (cr, 0.9);
      cairo_move_to (cr, h.x, h.y - 2.5);
      cairo_line_to (cr, h.x, h.y - 8);
      cairo_move_to (cr, h.x - 1.8, h.y - 6.2);
      cairo_line_to (cr, h.x + 1.8, h.y - 6.2);
      cairo_stroke (cr);
    }
}

static void
draw_compass (const QbPaint *p, cairo_t *cr, double cx, double cy, double r)
{
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_translate (cr, cx, cy);
  set_color (cr, p, QB_COLOR_INK, 0.7);
  cairo_set_line_width (cr, 0.8);
  cairo_arc (cr, 0, 0, r * 0.62, 0, 2 * G_PI);
  cairo_stroke (cr);
  for (int i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4 - G_PI / 2;
      double len = i % 2 ? r * 0.55 : r;
      double wa = a + G_PI / 2;
      double w = i % 2 ? r * 0.08 : r * 0.13;
      for (int half = 0; half < 2; half++)
        {
          double s = half ? -1 : 1;
          cairo_move_to (cr, 0, 0);
          cairo_line_to (cr, cos (a) * len, sin (a) * len);
          cairo_line_to (cr, cos (wa) * w * s, sin (wa) * w * s);
          cairo_close_path (cr);
          if (half)
            {
              set_color (cr, p, QB_COLOR_INK, 0.75);
              cairo_fill (cr);
            }
          else
            {
              set_color (cr, p, QB_COLOR_LAND, 1);
              cairo_fill_preserve (cr);
              set_color (cr, p, QB_COLOR_INK, 0.75);
              cairo_stroke (cr);
            }
        }
    }
  cairo_restore (cr);
  draw_text (cr, p, C_("compass", "N"), SERIF, PANGO_STYLE_NORMAL, PANGO_WEIGHT_BOLD,
             10, 0, cx, cy - r - 7, QB_COLOR_INK, 0.8, QB_COLOR_LAND, 0);
}

/* Where a zone's name is drawn (its logical extents, board units). A
 * name beside its zone's blocks (Île d'Orléans) moves away from them as
 * the player's label size grows, so that no block ever covers it. */
void
qb_board_paint_zone_label_rect (const QbPaint *p, cairo_t *cr, int zone, QbRect *rect)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();
  const QbRect *blocks = &g->zones[zone].blocks;
  QbPoint pt = g->zones[zone].label;
  PangoLayout *layout = make_layout (cr, SERIF, PANGO_STYLE_ITALIC, PANGO_WEIGHT_SEMIBOLD,
                                     21 * p->label_scale, 0.3, qb_ui_zone_name (zone));
  PangoRectangle logical;
  double w, h;

  pango_layout_get_extents (layout, NULL, &logical);
  g_object_unref (layout);
  w = logical.width / (double) PANGO_SCALE;
  h = logical.height / (double) PANGO_SCALE;
  if (pt.y > blocks->y && pt.y < blocks->y + blocks->height && pt.x < blocks->x)
    pt.x = MIN (pt.x, blocks->x - 8 - w / 2);
  *rect = (QbRect) { pt.x - w / 2, pt.y - h / 2, w, h };
}

static void
draw_labels (const QbPaint *p, cairo_t *cr, const QbBoardGeometry *g)
{
  double k = p->label_scale;   /* the player's label size */

  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      QbRect box;
      qb_board_paint_zone_label_rect (p, cr, z, &box);
      QbPoint pt = { box.x + box.width / 2, g->zones[z].label.y };
      draw_text (cr, p, qb_ui_zone_name (z), SERIF, PANGO_STYLE_ITALIC, PANGO_WEIGHT_SEMIBOLD,
                 21 * k, 0.3, pt.x, pt.y, QB_COLOR_LABEL, 1, QB_COLOR_LAND, 4);
      draw_text (cr, p, qb_zone_code (z), SANS, PANGO_STYLE_NORMAL, PANGO_WEIGHT_BOLD,
                 9.5 * k, 2.2, pt.x, pt.y + 16 * k, QB_COLOR_LABEL, 0.65, QB_COLOR_LAND, 2.5);
    }
  for (int a = 0; a < QB_NUM_AREAS; a++)
    {
      g_autofree char *name = g_utf8_strup (qb_ui_area_name (a), -1);
      draw_text (cr, p, name, SERIF, PANGO_STYLE_ITALIC, PANGO_WEIGHT_NORMAL,
                 19 * k, 7, g->areas[a].label.x, g->areas[a].label.y,
                 QB_COLOR_AREA_LABEL, 1, QB_COLOR_WATER, 4);
    }
}

void
qb_board_paint_map (const QbPaint *p, cairo_t *cr)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();

  draw_paper (p, cr);
  draw_water (p, cr, g);
  draw_cliffs (p, cr, g);

  /* Shores. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  path_edges (cr, g, QB_EDGE_SHORE);
  set_color (cr, p, QB_COLOR_SHORE, 1);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);

  draw_rivers (p, cr, g);

  /* The broken line between the river areas (1.2). */
  double dashes[] = { 9, 6 };
  path_edges (cr, g, QB_EDGE_AREA_LINE);
  set_color (cr, p, QB_COLOR_AREA_LABEL, 1);
  cairo_set_line_width (cr, 2);
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_stroke (cr);

  /* Zone borders: dotted. */
  double dots[] = { 0, 6.5 };
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  path_edges (cr, g, QB_EDGE_BORDER);
  set_color (cr, p, QB_COLOR_BORDER, 1);
  cairo_set_line_width (cr, 2.6);
  cairo_set_dash (cr, dots, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  draw_roads (p, cr, g);
  draw_city (p, cr, g);
  draw_compass (p, cr, 60, 488, 26);
  draw_labels (p, cr, g);

  /* The frame of the sheet. */
  set_color (cr, p, QB_COLOR_INK, 0.85);
  cairo_set_line_width (cr, 2.4);
  cairo_rectangle (cr, 1.2, 1.2, QB_BOARD_WIDTH - 2.4, QB_BOARD_HEIGHT - 2.4);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.7);
  cairo_rectangle (cr, 5.5, 5.5, QB_BOARD_WIDTH - 11, QB_BOARD_HEIGHT - 11);
  cairo_stroke (cr);
}

/* ---- Highlights -------------------------------------------------------------------- */

static void
stroke_inside (cairo_t *cr, const QbPolyline *outline, double width)
{
  cairo_save (cr);
  path_line (cr, outline, TRUE);
  cairo_clip (cr);
  path_line (cr, outline, TRUE);
  cairo_set_line_width (cr, 2 * width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_amphibious (const QbPaint *p, cairo_t *cr, const QbPolyline *outline, double inset)
{
  QbRect b;
  qb_polyline_bounds (outline, &b);

  cairo_save (cr);
  path_line (cr, outline, TRUE);
  cairo_clip (cr);
  set_color (cr, p, QB_COLOR_AMPH_DEST, 0.10);
  cairo_paint (cr);
  /* Waves across the zone: it is reached by boat. */
  set_color (cr, p, QB_COLOR_AMPH_DEST, 0.5);
  cairo_set_line_width (cr, 1.5);
  for (double y = b.y + 6; y < b.y + b.height; y += 12)
    {
      double up = 1;
      cairo_move_to (cr, b.x, y);
      for (double x = b.x; x < b.x + b.width; x += 8, up = -up)
        cairo_curve_to (cr, x + 2.7, y - 3 * up, x + 5.3, y - 3 * up, x + 8, y);
      cairo_stroke (cr);
    }
  /* A dashed border. */
  double dashes[] = { 11, 6 };
  path_line (cr, outline, TRUE);
  set_color (cr, p, QB_COLOR_AMPH_DEST, 1);
  cairo_set_line_width (cr, 2 * (3.5 + inset));
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Everything drawn on one zone depends on its flags and the colours only,
 * so that qb-board-layers.c can keep it as long as they hold. */
void
qb_board_paint_zone (const QbPaint *p, cairo_t *cr, int zone, QbBoardZoneFlags flags)
{
  const QbPolyline *outline = &qb_board_geometry_get ()->zones[zone].outline;

  if (flags & QB_ZONE_HOVER)
    {
      path_line (cr, outline, TRUE);
      set_color (cr, p, QB_COLOR_HOVER, 1);
      cairo_fill (cr);
    }
  /* Both ways: the sea's dashes inside the land's solid border. */
  if (flags & QB_ZONE_AMPHIBIOUS)
    draw_amphibious (p, cr, outline, (flags & QB_ZONE_INSET) ? 4 : 0);
  if (flags & QB_ZONE_LAND)
    {
      path_line (cr, outline, TRUE);
      set_color (cr, p, QB_COLOR_LAND_DEST, 0.16);
      cairo_fill (cr);
      set_color (cr, p, QB_COLOR_LAND_DEST, 1);
      stroke_inside (cr, outline, 4);
    }
  if (flags & QB_ZONE_SOURCE)
    {
      /* A glow inside the border. */
      static const double widths[] = { 16, 10, 5, 2 };
      static const double alphas[] = { 0.16, 0.24, 0.45, 1 };
      for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
        {
          set_color (cr, p, QB_COLOR_SOURCE, alphas[i]);
          stroke_inside (cr, outline, widths[i]);
        }
    }
  if (flags & QB_ZONE_SELECTED)
    {
      path_line (cr, outline, TRUE);
      set_color (cr, p, QB_COLOR_SELECTED, 0.14);
      cairo_fill (cr);
      set_color (cr, p, QB_COLOR_SELECTED, 1);
      stroke_inside (cr, outline, 5);
    }
  if (flags & QB_ZONE_FOCUS)
    {
      double dashes[] = { 6, 4 };
      cairo_save (cr);
      path_line (cr, outline, TRUE);
      cairo_clip (cr);
      path_line (cr, outline, TRUE);
      set_color (cr, p, QB_COLOR_FOCUS, 1);
      cairo_set_line_width (cr, 6);
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

/* ---- Overlay ------------------------------------------------------------------------ */

void
qb_board_paint_pill_sized (cairo_t *cr, const QbPaint *p, const char *text, double cx, double cy,
                           QbBoardColor fill, QbBoardColor ink, QbBoardColor ring, double size)
{
  PangoLayout *layout = make_layout (cr, SANS, PANGO_STYLE_NORMAL, PANGO_WEIGHT_BOLD, size, 0, text);
  PangoRectangle logical;
  pango_layout_get_extents (layout, NULL, &logical);
  double h = size * 18 / 11.5, w = logical.width / (double) PANGO_SCALE + h * 2 / 3;
  w = MAX (w, h);
  double r = h / 2, x = cx - w / 2, y = cy - h / 2;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, G_PI / 2);
  cairo_arc (cr, x + r, y + r, r, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_color (cr, p, fill, 0.95);
  cairo_fill_preserve (cr);
  set_color (cr, p, ring, 1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  show_centered (cr, p, layout, cx, cy, ink, 1, ink, 0);
  g_object_unref (layout);
}

void
qb_board_paint_pill (cairo_t *cr, const QbPaint *p, const char *text, double cx, double cy,
                     QbBoardColor fill, QbBoardColor ink, QbBoardColor ring)
{
  qb_board_paint_pill_sized (cr, p, text, cx, cy, fill, ink, ring, 11.5);
}

/* "+N" in a block's place: a pale block with a ring of the side's colour. */
void
qb_board_paint_more (cairo_t *cr, const QbPaint *p, const char *text, double cx, double cy, QbBoardColor ring)
{
  PangoLayout *layout = make_layout (cr, SANS, PANGO_STYLE_NORMAL, PANGO_WEIGHT_BOLD, 16, 0, text);
  const double s = QB_BOARD_BLOCK_SIZE - 2, r = 5;
  double x = cx - s / 2, y = cy - s / 2;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + s - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + s - r, y + s - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + s - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_color (cr, p, QB_COLOR_BADGE, 0.95);
  cairo_fill_preserve (cr);
  set_color (cr, p, ring, 1);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  show_centered (cr, p, layout, cx, cy, QB_COLOR_BADGE_TEXT, 1, QB_COLOR_BADGE_TEXT, 0);
  g_object_unref (layout);
}

void
qb_board_paint_swords (cairo_t *cr, const QbPaint *p, double cx, double cy)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 2; i++)
    {
      double s = i ? -1 : 1;
      set_color (cr, p, QB_COLOR_LAND, 1);
      cairo_set_line_width (cr, 6);
      cairo_move_to (cr, -9 * s, 9);
      cairo_line_to (cr, 9 * s, -9);
      cairo_stroke (cr);
      set_color (cr, p, QB_COLOR_BATTLE, 1);
      cairo_set_line_width (cr, 2.4);
      cairo_move_to (cr, -9 * s, 9);
      cairo_line_to (cr, 9 * s, -9);
      cairo_stroke (cr);
      /* Guards. */
      cairo_move_to (cr, -8 * s, 3);
      cairo_line_to (cr, -3 * s, 8);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

