/* qb-chart-paint.c: the strength chart's layers that change only with
 * the series, the size or the colours, with no widget: the panels with
 * their scales, the 20 CV victory line (5.2), the legend, the moves, both
 * sides' lines and the battles' losses. The chart widget keeps them as an
 * image (src/ui/chart/); qb-chart-render.c makes a file of them.
 */
#include <glib/gi18n-lib.h>

#include "qb-chart-paint.h"

#include <math.h>

static const char *const chart_selectors[QB_CHART_N_COLORS] = {
  [QB_CHART_BRITISH] = "strengthchart.british",
  [QB_CHART_FRENCH] = "strengthchart.french",
  [QB_CHART_GRID] = "strengthchart.grid",
  [QB_CHART_INK] = "strengthchart.ink",
  [QB_CHART_VICTORY] = "strengthchart.victory",
  [QB_CHART_MARKER] = "strengthchart.marker",
  [QB_CHART_HOVER] = "strengthchart.hover",
  [QB_CHART_PANEL] = "strengthchart.panel",
};

void
qb_chart_paint_init_light (QbChartPaint *paint)
{
  for (int c = 0; c < QB_CHART_N_COLORS; c++)
    qb_rgba_parse (&paint->colors[c], qb_paint_light_css (chart_selectors[c]));
  paint->context = NULL;
}

void
qb_chart_frame_init (QbStrengthChartFrame *f,
                     QbStrengthSeries     *series,
                     double                w,
                     double                h)
{
  double plot_h = MAX (1.0, h - QB_CHART_PAD_TOP - QB_CHART_PAD_BOTTOM - QB_CHART_PANEL_GAP);
  const QbStrengthPoint *points;
  guint n_points;

  points = qb_strength_series_get_points (series, &n_points);
  f->x0 = QB_CHART_PAD_LEFT;
  f->x1 = MAX (QB_CHART_PAD_LEFT + 1, w - QB_CHART_PAD_RIGHT);
  f->cv_top = QB_CHART_PAD_TOP;
  f->cv_bottom = QB_CHART_PAD_TOP + round (plot_h * 0.62);
  f->bl_top = f->cv_bottom + QB_CHART_PANEL_GAP;
  f->bl_bottom = MAX (f->bl_top + 1, h - QB_CHART_PAD_BOTTOM);
  /* Room above the victory line however weak both sides are, in tens,
   * and ten more at the top where the battles' losses hang. */
  f->cv_max = MAX (30, (qb_strength_series_get_max_cv (series) + 9) / 10 * 10 + 10);
  f->n = n_points > 0 ? points[n_points - 1].index : 0;
}

/* The layout of small print, as the axes and the legend use. */
static PangoLayout *
small_layout (const QbChartPaint *p,
              cairo_t            *cr,
              const char         *text)
{
  PangoLayout *layout = qb_paint_layout_new (cr, p->context, text);
  PangoFontDescription *font = p->context != NULL
    ? pango_font_description_copy (pango_context_get_font_description (p->context))
    : pango_font_description_from_string (QB_CHART_FONT);

  /* Small print, as a chart's axes have. */
  pango_font_description_set_size (font, pango_font_description_get_size (font) * 4 / 5);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

static int
small_width (const QbChartPaint *p,
             cairo_t            *cr,
             const char         *text)
{
  PangoLayout *layout = small_layout (p, cr, text);
  int w;

  pango_layout_get_pixel_size (layout, &w, NULL);
  g_object_unref (layout);
  return w;
}

/* Small print at (x, y): y is the middle of the text, xalign where x is
 * along it. Returns its width. */
static int
show_text (const QbChartPaint *p,
           cairo_t         *cr,
           const char      *text,
           double           x,
           double           y,
           double           xalign,
           const QbRgba   *color)
{
  PangoLayout *layout = small_layout (p, cr, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, round (x - w * xalign), round (y - h / 2.0));
  qb_paint_set_source (cr, color, 1);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  return w;
}

/* The panels, their scales and the victory line. */
static void
paint_grid (const QbChartPaint         *p,
            cairo_t                    *cr,
            const QbStrengthChartFrame *f)
{
  const QbRgba *grid = &p->colors[QB_CHART_GRID];
  static const double dash[] = { 5.0, 3.0 };

  qb_paint_set_source (cr, &p->colors[QB_CHART_PANEL], 1);
  cairo_rectangle (cr, f->x0, f->cv_top, f->x1 - f->x0, f->cv_bottom - f->cv_top);
  cairo_rectangle (cr, f->x0, f->bl_top, f->x1 - f->x0, f->bl_bottom - f->bl_top);
  cairo_fill (cr);
  cairo_set_line_width (cr, 1);
  qb_paint_set_source (cr, grid, 1);
  for (int cv = 10; cv < f->cv_max; cv += 10)
    if (cv != 20)
      {
        cairo_move_to (cr, f->x0, round (qb_chart_frame_cv_y (f, cv)) + 0.5);
        cairo_line_to (cr, f->x1, round (qb_chart_frame_cv_y (f, cv)) + 0.5);
      }
  cairo_move_to (cr, f->x0, round (qb_chart_frame_blocks_y (f, 10)) + 0.5);
  cairo_line_to (cr, f->x1, round (qb_chart_frame_blocks_y (f, 10)) + 0.5);
  cairo_move_to (cr, f->x0, round (qb_chart_frame_blocks_y (f, 20)) + 0.5);
  cairo_line_to (cr, f->x1, round (qb_chart_frame_blocks_y (f, 20)) + 0.5);
  cairo_stroke (cr);

  /* 5.2: the French win whenever the British fall under 20 CV. */
  qb_paint_set_source (cr, &p->colors[QB_CHART_VICTORY], 1);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, f->x0, round (qb_chart_frame_cv_y (f, 20)));
  cairo_line_to (cr, f->x1, round (qb_chart_frame_cv_y (f, 20)));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  show_text (p, cr, "20", f->x0 - 4, qb_chart_frame_cv_y (f, 20), 1.0, &p->colors[QB_CHART_VICTORY]);
  {
    char top[8];

    g_snprintf (top, sizeof top, "%d", f->cv_max);
    show_text (p, cr, top, f->x0 - 4, f->cv_top + 5, 1.0, &p->colors[QB_CHART_INK]);
  }
  show_text (p, cr, "0", f->x0 - 4, f->cv_bottom - 4, 1.0, &p->colors[QB_CHART_INK]);
  show_text (p, cr, "20", f->x0 - 4, qb_chart_frame_blocks_y (f, 20), 1.0, &p->colors[QB_CHART_INK]);
  show_text (p, cr, "0", f->x0 - 4, f->bl_bottom - 4, 1.0, &p->colors[QB_CHART_INK]);
}

/* A legend swatch: a short line, then the words. Returns the x after it. */
static double
paint_swatch (const QbChartPaint *p,
              cairo_t         *cr,
              double           x,
              double           y,
              const QbRgba   *color,
              gboolean         dashed,
              const char      *text)
{
  static const double dash[] = { 4.0, 2.0 };

  qb_paint_set_source (cr, color, 1);
  cairo_set_line_width (cr, 2);
  if (dashed)
    cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, x, round (y) + 0.5);
  cairo_line_to (cr, x + 14, round (y) + 0.5);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  return x + 18 + show_text (p, cr, text, x + 18, y, 0.0, &p->colors[QB_CHART_INK]) + 12;
}

/* The panels' titles and the legend, above each panel. */
static void
paint_legend (const QbChartPaint         *p,
              cairo_t                    *cr,
              const QbStrengthChartFrame *f)
{
  double y = f->cv_top - QB_CHART_PAD_TOP / 2, x = f->x0;
  /* TRANSLATORS: the title of the strength chart's upper panel. */
  const char *title = _("Combat value");
  const char *british = _("British");
  const char *french = _("French");
  /* TRANSLATORS: the legend of the 20 CV line of the strength chart: the
   * French win when the British fall under it (5.2). */
  const char *victory = _("20 CV victory line");
  int legend = 3 * 30 + small_width (p, cr, british) + small_width (p, cr, french)
               + small_width (p, cr, victory);

  /* The title goes where there is room for it and the legend: the legend
   * says what the lines are. */
  if (f->x1 - f->x0 >= small_width (p, cr, title) + 16 + legend)
    x += show_text (p, cr, title, f->x0, y, 0.0, &p->colors[QB_CHART_INK]) + 16;
  x = paint_swatch (p, cr, x, y, &p->colors[QB_CHART_BRITISH], FALSE, british);
  x = paint_swatch (p, cr, x, y, &p->colors[QB_CHART_FRENCH], FALSE, french);
  paint_swatch (p, cr, x, y, &p->colors[QB_CHART_VICTORY], TRUE, victory);
  /* TRANSLATORS: the title of the strength chart's lower panel. */
  show_text (p, cr, _("Blocks on the map"), f->x0, f->bl_top - QB_CHART_PANEL_GAP / 2, 0.0,
             &p->colors[QB_CHART_INK]);
}

/* A tick at each campaign move, with its number where there is room. */
static void
paint_moves (const QbChartPaint         *p,
             cairo_t                    *cr,
             const QbStrengthChartFrame *f,
             const QbStrengthPoint      *points,
             guint                       n_points)
{
  double last_label = -G_MAXDOUBLE;

  qb_paint_set_source (cr, &p->colors[QB_CHART_GRID], 1);
  cairo_set_line_width (cr, 1);
  for (guint i = 0; i < n_points; i++)
    if (points[i].kind == QB_STRENGTH_MOVE)
      {
        double x = round (qb_chart_frame_x (f, points[i].index)) + 0.5;

        cairo_move_to (cr, x, f->cv_top);
        cairo_line_to (cr, x, f->bl_bottom + 3);
      }
  cairo_stroke (cr);
  for (guint i = 0; i < n_points; i++)
    if (points[i].kind == QB_STRENGTH_MOVE)
      {
        double x = qb_chart_frame_x (f, points[i].index);
        char label[8];

        if (x - last_label < 22)
          continue;
        g_snprintf (label, sizeof label, "%d", (int) points[i].move);
        show_text (p, cr, label, x, f->bl_bottom + QB_CHART_PAD_BOTTOM / 2 + 1, 0.5, &p->colors[QB_CHART_INK]);
        last_label = x;
      }
}

/* A side's CV (upper panel) and blocks (lower) as steps: each value holds
 * until the next point; an unknown CV leaves a gap. */
static void
paint_lines (const QbChartPaint         *p,
             cairo_t                    *cr,
             const QbStrengthChartFrame *f,
             const QbStrengthPoint      *points,
             guint                       n_points)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int side = 0; side < 2; side++)
    {
      qb_paint_set_source (cr, &p->colors[side == QB_BRITISH ? QB_CHART_BRITISH : QB_CHART_FRENCH], 1);
      cairo_set_line_width (cr, 2);
      for (guint i = 0; i < n_points; i++)
        {
          double x = qb_chart_frame_x (f, points[i].index);
          double next = i + 1 < n_points ? qb_chart_frame_x (f, points[i + 1].index) : x;

          if (points[i].cv[side] == QB_STRENGTH_UNKNOWN)
            continue;
          if (i == 0 || points[i - 1].cv[side] == QB_STRENGTH_UNKNOWN)
            cairo_move_to (cr, x, qb_chart_frame_cv_y (f, points[i].cv[side]));
          else
            cairo_line_to (cr, x, qb_chart_frame_cv_y (f, points[i].cv[side]));
          cairo_line_to (cr, MAX (next, x + 1), qb_chart_frame_cv_y (f, points[i].cv[side]));
        }
      cairo_stroke (cr);

      cairo_set_line_width (cr, 1.5);
      for (guint i = 0; i < n_points; i++)
        {
          double x = qb_chart_frame_x (f, points[i].index);
          double next = i + 1 < n_points ? qb_chart_frame_x (f, points[i + 1].index) : x;
          /* The two sides' block lines apart by a pixel where they meet. */
          double y = qb_chart_frame_blocks_y (f, points[i].blocks[side]) + (side == QB_BRITISH ? -1 : 1);

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
paint_battles (const QbChartPaint         *p,
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
      x = round (qb_chart_frame_x (f, points[i].index));
      qb_paint_set_source (cr, &p->colors[QB_CHART_INK], 1);
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
          qb_paint_set_source (cr, &p->colors[side == QB_BRITISH ? QB_CHART_BRITISH : QB_CHART_FRENCH], 1);
          cairo_rectangle (cr, side == QB_BRITISH ? x - 3 : x, f->cv_top + 4, 3, len);
          cairo_fill (cr);
        }
    }
}

void
qb_chart_paint_plot (const QbChartPaint         *p,
                     cairo_t                    *cr,
                     QbStrengthSeries           *series,
                     const QbStrengthChartFrame *f)
{
  const QbStrengthPoint *points;
  guint n_points;

  points = qb_strength_series_get_points (series, &n_points);
  paint_grid (p, cr, f);
  paint_legend (p, cr, f);
  paint_moves (p, cr, f, points, n_points);
  paint_lines (p, cr, f, points, n_points);
  paint_battles (p, cr, f, points, n_points);
}
