/* qb-mark-paint.h: the marks of replay notes, painted with no widget: a
 * ring around a zone, or an arrow from one zone to another, in a red
 * pencil with a pale halo. */
#pragma once

#include "qb-paint.h"
#include "qb-record.h"

G_BEGIN_DECLS

typedef struct {
  QbRgba ink;    /* style.css: replaymarks.ink */
  QbRgba halo;   /* replaymarks.halo */
} QbMarkColors;

void qb_mark_colors_init_light (QbMarkColors *colors);

/* An arrow's curve in map coordinates (QB_BOARD_WIDTH x QB_BOARD_HEIGHT):
 * its start, its control point (the curve is a quadratic bow) and its end.
 * The control point lies on the map, so the whole curve does. */
void qb_mark_arrow_curve (int from, int to, double *x0, double *y0, double *cx, double *cy,
                          double *x1, double *y1);

/* Whether a mark can be drawn: a zone, or an arrow between two zones. */
gboolean qb_mark_valid (QbMarkKind kind, int zone_or_from, int to);

/* A ring (QB_MARK_ZONE, zone_or_from) or an arrow (QB_MARK_ARROW, from,
 * to) where a map point (x, y) is at (ox + x * scale, oy + y * scale) in
 * cr's units; its line `width` wide, dashed for a draft. */
void qb_mark_paint (cairo_t *cr, const QbMarkColors *colors, QbMarkKind kind, int zone_or_from,
                    int to, double scale, double ox, double oy, double width, gboolean draft);

G_END_DECLS
