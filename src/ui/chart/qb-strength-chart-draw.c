/* qb-strength-chart-draw.c: QbStrengthChart's layers that change only with
 * the series, the size or the colours, drawn once with cairo into an image
 * the widget keeps (see qb-strength-chart.c): the panels with their scales,
 * the 20 CV victory line (5.2), the legend, the moves, both sides' lines
 * and the battles' losses.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "qb-strength-chart-private.h"
#include "qb-ui-style.h"

/* ---- Geometry --------------------------------------------------------------- */

void
qb_strength_chart_get_frame (QbStrengthChart      *self,
                             QbStrengthChartFrame *f)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double plot_h = MAX (1.0, h - PAD_TOP - PAD_BOTTOM - PANEL_GAP);
  const QbStrengthPoint *points;
  guint n_points;

  points = qb_strength_series_get_points (self->series, &n_points);
  f->x0 = PAD_LEFT;
  f->x1 = MAX (PAD_LEFT + 1, w - PAD_RIGHT);
  f->cv_top = PAD_TOP;
  f->cv_bottom = PAD_TOP + round (plot_h * 0.62);
  f->bl_top = f->cv_bottom + PANEL_GAP;
  f->bl_bottom = MAX (f->bl_top + 1, h - PAD_BOTTOM);
  /* Room above the victory line however weak both sides are, in tens,
   * and ten more at the top where the battles' losses hang. */
  f->cv_max = MAX (30, (qb_strength_series_get_max_cv (self->series) + 9) / 10 * 10 + 10);
  f->n = n_points > 0 ? points[n_points - 1].index : 0;
}

/* ---- The kept layers ---------------------------------------------------------- */

/* The layout of small print, as the axes and the legend use. */
static PangoLayout *
small_layout (QbStrengthChart *self,
              const char      *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_copy (
    pango_context_get_font_description (pango_layout_get_context (layout)));

  /* Small print, as a chart's axes have. */
  pango_font_description_set_size (font, pango_font_description_get_size (font) * 4 / 5);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

static int
small_width (QbStrengthChart *self,
             const char      *text)
{
  PangoLayout *layout = small_layout (self, text);
  int w;

  pango_layout_get_pixel_size (layout, &w, NULL);
  g_object_unref (layout);
  return w;
}

/* Small print at (x, y): y is the middle of the text, xalign where x is
 * along it. Returns its width. */
static int
show_text (QbStrengthChart *self,
           cairo_t         *cr,
           const char      *text,
           double           x,
           double           y,
           double           xalign,
           const GdkRGBA   *color)
{
  PangoLayout *layout = small_layout (self, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, round (x - w * xalign), round (y - h / 2.0));
  gdk_cairo_set_source_rgba (cr, color);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  return w;
}

/* The panels, their scales and the victory line. */
static void
paint_grid (QbStrengthChart            *self,
            cairo_t                    *cr,
            const QbStrengthChartFrame *f)
{
  const GdkRGBA *grid = &self->colors[COLOR_GRID];
  static const double dash[] = { 5.0, 3.0 };

  gdk_cairo_set_source_rgba (cr, &self->colors[COLOR_PANEL]);
  cairo_rectangle (cr, f->x0, f->cv_top, f->x1 - f->x0, f->cv_bottom - f->cv_top);
  cairo_rectangle (cr, f->x0, f->bl_top, f->x1 - f->x0, f->bl_bottom - f->bl_top);
  cairo_fill (cr);
  cairo_set_line_width (cr, 1);
  gdk_cairo_set_source_rgba (cr, grid);
  for (int cv = 10; cv < f->cv_max; cv += 10)
    if (cv != 20)
      {
        cairo_move_to (cr, f->x0, round (qb_strength_chart_frame_cv_y (f, cv)) + 0.5);
        cairo_line_to (cr, f->x1, round (qb_strength_chart_frame_cv_y (f, cv)) + 0.5);
      }
  cairo_move_to (cr, f->x0, round (qb_strength_chart_frame_blocks_y (f, 10)) + 0.5);
  cairo_line_to (cr, f->x1, round (qb_strength_chart_frame_blocks_y (f, 10)) + 0.5);
  cairo_move_to (cr, f->x0, round (qb_strength_chart_frame_blocks_y (f, 20)) + 0.5);
  cairo_line_to (cr, f->x1, round (qb_strength_chart_frame_blocks_y (f, 20)) + 0.5);
  cairo_stroke (cr);

  /* 5.2: the French win whenever the British fall under 20 CV. */
  gdk_cairo_set_source_rgba (cr, &self->colors[COLOR_VICTORY]);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, f->x0, round (qb_strength_chart_frame_cv_y (f, 20)));
  cairo_line_to (cr, f->x1, round (qb_strength_chart_frame_cv_y (f, 20)));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  show_text (self, cr, "20", f->x0 - 4, qb_strength_chart_frame_cv_y (f, 20), 1.0, &self->colors[COLOR_VICTORY]);
  {
    char top[8];

    g_snprintf (top, sizeof top, "%d", f->cv_max);
    show_text (self, cr, top, f->x0 - 4, f->cv_top + 5, 1.0, &self->colors[COLOR_INK]);
  }
  show_text (self, cr, "0", f->x0 - 4, f->cv_bottom - 4, 1.0, &self->colors[COLOR_INK]);
  show_text (self, cr, "20", f->x0 - 4, qb_strength_chart_frame_blocks_y (f, 20), 1.0, &self->colors[COLOR_INK]);
  show_text (self, cr, "0", f->x0 - 4, f->bl_bottom - 4, 1.0, &self->colors[COLOR_INK]);
}

/* A legend swatch: a short line, then the words. Returns the x after it. */
static double
paint_swatch (QbStrengthChart *self,
              cairo_t         *cr,
              double           x,
              double           y,
              const GdkRGBA   *color,
              gboolean         dashed,
              const char      *text)
{
  static const double dash[] = { 4.0, 2.0 };

  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, 2);
  if (dashed)
    cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, x, round (y) + 0.5);
  cairo_line_to (cr, x + 14, round (y) + 0.5);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  return x + 18 + show_text (self, cr, text, x + 18, y, 0.0, &self->colors[COLOR_INK]) + 12;
}

/* The panels' titles and the legend, above each panel. */
static void
paint_legend (QbStrengthChart            *self,
              cairo_t                    *cr,
              const QbStrengthChartFrame *f)
{
  double y = f->cv_top - PAD_TOP / 2, x = f->x0;
  /* TRANSLATORS: the title of the strength chart's upper panel. */
  const char *title = _("Combat value");
  const char *british = _("British");
  const char *french = _("French");
  /* TRANSLATORS: the legend of the 20 CV line of the strength chart: the
   * French win when the British fall under it (5.2). */
  const char *victory = _("20 CV victory line");
  int legend = 3 * 30 + small_width (self, british) + small_width (self, french)
               + small_width (self, victory);

  /* The title goes where there is room for it and the legend: the legend
   * says what the lines are. */
  if (f->x1 - f->x0 >= small_width (self, title) + 16 + legend)
    x += show_text (self, cr, title, f->x0, y, 0.0, &self->colors[COLOR_INK]) + 16;
  x = paint_swatch (self, cr, x, y, &self->colors[COLOR_BRITISH], FALSE, british);
  x = paint_swatch (self, cr, x, y, &self->colors[COLOR_FRENCH], FALSE, french);
  paint_swatch (self, cr, x, y, &self->colors[COLOR_VICTORY], TRUE, victory);
  /* TRANSLATORS: the title of the strength chart's lower panel. */
  show_text (self, cr, _("Blocks on the map"), f->x0, f->bl_top - PANEL_GAP / 2, 0.0,
             &self->colors[COLOR_INK]);
}

/* A tick at each campaign move, with its number where there is room. */
static void
paint_moves (QbStrengthChart            *self,
             cairo_t                    *cr,
             const QbStrengthChartFrame *f,
             const QbStrengthPoint      *points,
             guint                       n_points)
{
  double last_label = -G_MAXDOUBLE;

  gdk_cairo_set_source_rgba (cr, &self->colors[COLOR_GRID]);
  cairo_set_line_width (cr, 1);
  for (guint i = 0; i < n_points; i++)
    if (points[i].kind == QB_STRENGTH_MOVE)
      {
        double x = round (qb_strength_chart_frame_x (f, points[i].index)) + 0.5;

        cairo_move_to (cr, x, f->cv_top);
        cairo_line_to (cr, x, f->bl_bottom + 3);
      }
  cairo_stroke (cr);
  for (guint i = 0; i < n_points; i++)
    if (points[i].kind == QB_STRENGTH_MOVE)
      {
        double x = qb_strength_chart_frame_x (f, points[i].index);
        char label[8];

        if (x - last_label < 22)
          continue;
        g_snprintf (label, sizeof label, "%d", (int) points[i].move);
        show_text (self, cr, label, x, f->bl_bottom + PAD_BOTTOM / 2 + 1, 0.5, &self->colors[COLOR_INK]);
        last_label = x;
      }
}

/* A side's CV (upper panel) and blocks (lower) as steps: each value holds
 * until the next point; an unknown CV leaves a gap. */
static void
paint_lines (QbStrengthChart            *self,
             cairo_t                    *cr,
             const QbStrengthChartFrame *f,
             const QbStrengthPoint      *points,
             guint                       n_points)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int side = 0; side < 2; side++)
    {
      gdk_cairo_set_source_rgba (cr, &self->colors[side == QB_BRITISH ? COLOR_BRITISH : COLOR_FRENCH]);
      cairo_set_line_width (cr, 2);
      for (guint i = 0; i < n_points; i++)
        {
          double x = qb_strength_chart_frame_x (f, points[i].index);
          double next = i + 1 < n_points ? qb_strength_chart_frame_x (f, points[i + 1].index) : x;

          if (points[i].cv[side] == QB_STRENGTH_UNKNOWN)
            continue;
          if (i == 0 || points[i - 1].cv[side] == QB_STRENGTH_UNKNOWN)
            cairo_move_to (cr, x, qb_strength_chart_frame_cv_y (f, points[i].cv[side]));
          else
            cairo_line_to (cr, x, qb_strength_chart_frame_cv_y (f, points[i].cv[side]));
          cairo_line_to (cr, MAX (next, x + 1), qb_strength_chart_frame_cv_y (f, points[i].cv[side]));
        }
      cairo_stroke (cr);

      cairo_set_line_width (cr, 1.5);
      for (guint i = 0; i < n_points; i++)
        {
          double x = qb_strength_chart_frame_x (f, points[i].index);
          double next = i + 1 < n_points ? qb_strength_chart_frame_x (f, points[i + 1].index) : x;
          /* The two sides' block lines apart by a pixel where they meet. */
          double y = qb_strength_chart_frame_blocks_y (f, points[i].blocks[side]) + (side == QB_BRITISH ? -1 : 1);

          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
          cairo_line_to (cr, MAX (next, x + 1), y);
        }
      cairo_stroke (cr);
    }
}

/* Each battle: a bar per side hanging from the top of the CV panel, as
 * long as the CV it lost (3 pixels each), in the side's colour. */
static void
paint_battles (QbStrengthChart            *self,
               cairo_t                    *cr,
               const QbStrengthChartFrame *f,
               const QbStrengthPoint      *points,
               guint                       n_points)
{
  double unit = MAX (1.5, MIN (3.0, (f->cv_bottom - f->cv_top) / 30));

  for (guint i = 0; i < n_points; i++)
    {
      double x;

      if (points[i].kind != QB_STRENGTH_BATTLE)
        continue;
      x = round (qb_strength_chart_frame_x (f, points[i].index));
      gdk_cairo_set_source_rgba (cr, &self->colors[COLOR_INK]);
      cairo_move_to (cr, x - 4, f->cv_top);
      cairo_line_to (cr, x + 4, f->cv_top);
      cairo_line_to (cr, x, f->cv_top + 4);
      cairo_close_path (cr);
      cairo_fill (cr);
      for (int side = 0; side < 2; side++)
        {
          double len = MIN (points[i].lost_cv[side] * unit, (f->cv_bottom - f->cv_top) / 2);

          if (points[i].lost_cv[side] == 0)
            continue;
          gdk_cairo_set_source_rgba (cr, &self->colors[side == QB_BRITISH ? COLOR_BRITISH : COLOR_FRENCH]);
          cairo_rectangle (cr, side == QB_BRITISH ? x - 3 : x, f->cv_top + 4, 3, len);
          cairo_fill (cr);
        }
    }
}

GskRenderNode *
qb_strength_chart_paint_plot (QbStrengthChart *self,
                              int              width,
                              int              height,
                              int              factor,
                              gboolean         textures)
{
  const QbStrengthPoint *points;
  guint n_points;
  cairo_surface_t *surface;
  cairo_t *cr;
  QbStrengthChartFrame f;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * factor, height * factor);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_surface_set_device_scale (surface, factor, factor);
  cr = cairo_create (surface);
  qb_strength_chart_get_frame (self, &f);
  points = qb_strength_series_get_points (self->series, &n_points);
  paint_grid (self, cr, &f);
  paint_legend (self, cr, &f);
  paint_moves (self, cr, &f, points, n_points);
  paint_lines (self, cr, &f, points, n_points);
  paint_battles (self, cr, &f, points, n_points);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return qb_ui_image_node_new (surface, &GRAPHENE_RECT_INIT (0, 0, width, height), textures);
}
