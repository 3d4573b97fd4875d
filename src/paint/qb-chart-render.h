/* qb-chart-render.h: the strength chart as an image (PNG or SVG), with no
 * display. */
#pragma once

#include <gio/gio.h>

#include "qb-strength-series.h"

G_BEGIN_DECLS

/* The strength chart of `series` (src/model/qb-strength-series.h) with the moment
 * `current_index` marked, as "png" or "svg". */
GBytes *qb_strength_chart_render (QbStrengthSeries *series, guint current_index,
                                  const char *format, int width, int height, GError **error);

G_END_DECLS
