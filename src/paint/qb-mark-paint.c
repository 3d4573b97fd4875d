/* qb-mark-paint.c: rings and arrows of replay notes, with no widget. The
 * replay's marks widget (src/ui/replay/qb-replay-marks.c) and the exported
 * images (qb-board-render.c) both draw with this. */
#include "qb-mark-paint.h"

#include <math.h>

#include "qb-board-geometry.h"

void
qb_mark_colors_init_light (QbMarkColors *colors)
{
  qb_rgba_parse (&colors->ink, qb_paint_light_css ("replaymarks.ink"));
  qb_rgba_parse (&colors->halo, qb_paint_light_css ("replaymarks.halo"));
}

gboolean
qb_mark_valid (QbMarkKind kind,
               int        a,
               int        b)
{
  if (kind == QB_MARK_ZONE)
    return a >= 0 && a < QB_NUM_ZONES;
  if (kind == QB_MARK_ARROW)
    return a >= 0 && a < QB_NUM_ZONES && b >= 0 && b < QB_NUM_ZONES && a != b;
  return FALSE;
}

/* A zone's centre for arrows: the middle of its block area, where the
 * player's eye already is. */
static QbPoint
zone_centre (int zone)
{
  const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[zone];

  return (QbPoint) { z->blocks.x + z->blocks.width / 2, z->blocks.y + z->blocks.height / 2 };
}

typedef struct {
  double scale, ox, oy;
} Place;

static void
to_cr (const Place *place,
       QbPoint      p,
       double      *x,
       double      *y)
{
  *x = place->ox + p.x * place->scale;
  *y = place->oy + p.y * place->scale;
}

static void
ring_path (const Place *place,
           cairo_t     *cr,
           int          zone)
{
  const QbPolyline *outline = &qb_board_geometry_get ()->zones[zone].outline;

  for (guint i = 0; i < outline->n_points; i++)
    {
      double x, y;

      to_cr (place, outline->points[i], &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

void
qb_mark_arrow_curve (int     from,
                     int     to,
                     double *x0,
                     double *y0,
                     double *cx,
                     double *cy,
                     double *x1,
                     double *y1)
{
  QbPoint a = zone_centre (from), b = zone_centre (to);
  double len = hypot (b.x - a.x, b.y - a.y), mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
  double nx = 0, ny = 0, margin = 8;

  if (len >= 1)
    {
      nx = -(b.y - a.y) / len;
      ny = (b.x - a.x) / len;
    }
  /* A gentle bow, like a pencil stroke on a map, to the side of the map's
   * middle: between two zones of the top row a bow upwards would leave
   * the map. */
  if (nx * (QB_BOARD_WIDTH / 2 - mx) + ny * (QB_BOARD_HEIGHT / 2 - my) < 0)
    nx = -nx, ny = -ny;
  *cx = CLAMP (mx + nx * len * 0.18, margin, QB_BOARD_WIDTH - margin);
  *cy = CLAMP (my + ny * len * 0.18, margin, QB_BOARD_HEIGHT - margin);
  *x0 = a.x;
  *y0 = a.y;
  *x1 = b.x;
  *y1 = b.y;
}

static void
arrow_path (const Place *place,
            cairo_t     *cr,
            int          from,
            int          to,
            double       head)
{
  double x0, y0, x1, y1, len, ux, uy, cx, cy, ex, ey, angle;

  qb_mark_arrow_curve (from, to, &x0, &y0, &cx, &cy, &x1, &y1);
  to_cr (place, (QbPoint) { x0, y0 }, &x0, &y0);
  to_cr (place, (QbPoint) { cx, cy }, &cx, &cy);
  to_cr (place, (QbPoint) { x1, y1 }, &x1, &y1);
  len = hypot (x1 - x0, y1 - y0);
  if (len < 1)
    return;
  ux = (x1 - x0) / len;
  uy = (y1 - y0) / len;
  /* Stop short of the centre so the blocks stay readable. */
  ex = x1 - ux * head * 0.6;
  ey = y1 - uy * head * 0.6;
  cairo_move_to (cr, x0, y0);
  cairo_curve_to (cr, cx, cy, cx, cy, ex, ey);
  angle = atan2 (ey - cy, ex - cx);
  cairo_move_to (cr, ex + head * cos (angle + 2.6), ey + head * sin (angle + 2.6));
  cairo_line_to (cr, ex, ey);
  cairo_line_to (cr, ex + head * cos (angle - 2.6), ey + head * sin (angle - 2.6));
}

void
qb_mark_paint (cairo_t            *cr,
               const QbMarkColors *colors,
               QbMarkKind          kind,
               int                 a,
               int                 b,
               double              scale,
               double              ox,
               double              oy,
               double              width,
               gboolean            draft)
{
  static const double dash[] = { 8, 6 };
  Place place = { scale, ox, oy };

  if (!qb_mark_valid (kind, a, b))
    return;
  cairo_save (cr);
  cairo_new_path (cr);
  if (kind == QB_MARK_ZONE)
    ring_path (&place, cr, a);
  else
    arrow_path (&place, cr, a, b, width * 4);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_dash (cr, dash, draft ? 2 : 0, 0);
  /* A pale halo under the ink keeps the mark readable on land and water. */
  qb_paint_set_source (cr, &colors->halo, 1);
  cairo_set_line_width (cr, width + 3);
  cairo_stroke_preserve (cr);
  qb_paint_set_source (cr, &colors->ink, 1);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_restore (cr);
}
