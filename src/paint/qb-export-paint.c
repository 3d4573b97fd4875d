/* qb-export-paint.c: the painter behind an exported game's pictures (see
 * the header). */
#include "qb-export-paint.h"

#include "qb-board-render.h"
#include "qb-chart-render.h"

static GBytes *
export_board (const QbView       *view,
              const QbAnnotation *marks,
              guint               n_marks,
              const char         *format,
              int                 width,
              gpointer            user_data,
              GError            **error)
{
  return qb_board_render (view, marks, n_marks, format, width, error);
}

static GBytes *
export_chart (QbStrengthSeries *series,
              guint             current_index,
              const char       *format,
              int               width,
              int               height,
              gpointer          user_data,
              GError          **error)
{
  return qb_strength_chart_render (series, current_index, format, width, height, error);
}

void
qb_export_options_use_painter (QbExportOptions *options)
{
  g_return_if_fail (options != NULL);

  options->board = export_board;
  options->chart = export_chart;
  options->user_data = NULL;
}
