/* qb-strength-chart-draw.c: QbStrengthChart's layers that change only with
 * the series, the size or the colours, painted once by
 * src/paint/qb-chart-paint.c into an image the widget keeps (see
 * qb-strength-chart.c): the panels with their scales, the 20 CV victory
 * line (5.2), the legend, the moves, both sides' lines and the battles'
 * losses.
 */
#include "qb-strength-chart-private.h"
#include "qb-ui-style.h"

void
qb_strength_chart_get_frame (QbStrengthChart      *self,
                             QbStrengthChartFrame *f)
{
  qb_chart_frame_init (f, self->series, gtk_widget_get_width (GTK_WIDGET (self)),
                       gtk_widget_get_height (GTK_WIDGET (self)));
}

GskRenderNode *
qb_strength_chart_paint_plot (QbStrengthChart *self,
                              int              width,
                              int              height,
                              int              factor,
                              gboolean         textures)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  QbStrengthChartFrame f;
  QbChartPaint paint;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * factor, height * factor);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_surface_set_device_scale (surface, factor, factor);
  cr = cairo_create (surface);
  for (int c = 0; c < N_COLORS; c++)
    paint.colors[c] = (QbRgba) { self->colors[c].red, self->colors[c].green,
                                 self->colors[c].blue, self->colors[c].alpha };
  /* The widget's font and text settings, as its other words have. */
  paint.context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  qb_strength_chart_get_frame (self, &f);
  qb_chart_paint_plot (&paint, cr, self->series, &f);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return qb_ui_image_node_new (surface, &GRAPHENE_RECT_INIT (0, 0, width, height), textures);
}
