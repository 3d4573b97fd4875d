/* qb-chart-render.c: the strength chart as an image: the chart widget's
 * layers (qb-chart-paint.c) in the light palette on a white sheet, and the
 * moment shown marked as the widget marks the session's position. */
#include "qb-chart-render.h"

#include <math.h>

#include "qb-board-render.h"
#include "qb-chart-paint.h"

GBytes *
qb_strength_chart_render (QbStrengthSeries  *series,
                          guint              current_index,
                          const char        *format,
                          int                width,
                          int                height,
                          GError           **error)
{
  QbRenderTarget *target;
  QbStrengthChartFrame f;
  QbChartPaint paint;
  cairo_t *cr;

  g_return_val_if_fail (QB_IS_STRENGTH_SERIES (series), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  target = qb_render_target_new (format, width, height, error);
  if (target == NULL)
    return NULL;
  cr = cairo_create (qb_render_target_get_surface (target));
  /* The page the chart sits on in the app: the colours are made for it. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  qb_chart_paint_init_light (&paint);
  qb_chart_frame_init (&f, series, width, height);
  qb_chart_paint_plot (&paint, cr, series, &f);
  {
    double x = round (qb_chart_frame_x (&f, MIN (current_index, f.n)));

    qb_paint_set_source (cr, &paint.colors[QB_CHART_MARKER], 1);
    cairo_rectangle (cr, x - 1, f.cv_top, 2, f.bl_bottom - f.cv_top);
    cairo_fill (cr);
  }
  cairo_destroy (cr);
  return qb_render_target_finish (target, error);
}
