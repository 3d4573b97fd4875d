/* qb-replay-marks.c: rings and arrows of replay notes over the board. */
#include <math.h>

#include "qb-ui-style.h"

#include "qb-board-geometry.h"
#include "qb-replay-marks.h"

#define MAX_MARKS 64

typedef struct
{
  guint8 kind;   /* QbMarkKind */
  guint8 a;      /* zone, or the arrow's start */
  guint8 b;      /* the arrow's end */
} Mark;

struct _QbReplayMarks
{
  GtkWidget parent_instance;

  QbBoard *board;                /* not owned */
  Mark marks[MAX_MARKS];
  guint n_marks;
  Mark draft;
  GdkRGBA ink;                   /* read from CSS in css_changed */
  GdkRGBA halo;
};

G_DEFINE_FINAL_TYPE (QbReplayMarks, qb_replay_marks, GTK_TYPE_WIDGET)

GtkWidget *
qb_replay_marks_new (void)
{
  return g_object_new (QB_TYPE_REPLAY_MARKS, NULL);
}

void
qb_replay_marks_set_board (QbReplayMarks *self,
                           QbBoard       *board)
{
  g_return_if_fail (QB_IS_REPLAY_MARKS (self));
  self->board = board;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
qb_replay_marks_clear (QbReplayMarks *self)
{
  g_return_if_fail (QB_IS_REPLAY_MARKS (self));
  if (self->n_marks == 0)
    return;
  self->n_marks = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
valid_mark (QbMarkKind kind,
            int        a,
            int        b)
{
  if (kind == QB_MARK_ZONE)
    return a >= 0 && a < QB_NUM_ZONES;
  if (kind == QB_MARK_ARROW)
    return a >= 0 && a < QB_NUM_ZONES && b >= 0 && b < QB_NUM_ZONES && a != b;
  return FALSE;
}

void
qb_replay_marks_add (QbReplayMarks *self,
                     QbMarkKind     kind,
                     int            zone_or_from,
                     int            to)
{
  g_return_if_fail (QB_IS_REPLAY_MARKS (self));
  /* Notes without a mark, and marks past what fits, are simply not drawn. */
  if (!valid_mark (kind, zone_or_from, to) || self->n_marks == MAX_MARKS)
    return;
  self->marks[self->n_marks++] = (Mark) { (guint8) kind, (guint8) zone_or_from, (guint8) MAX (to, 0) };
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
qb_replay_marks_set_draft (QbReplayMarks *self,
                           QbMarkKind     kind,
                           int            zone_or_from,
                           int            to)
{
  g_return_if_fail (QB_IS_REPLAY_MARKS (self));
  if (!valid_mark (kind, zone_or_from, to))
    kind = QB_MARK_NONE;
  self->draft = (Mark) { (guint8) kind, (guint8) MAX (zone_or_from, 0), (guint8) MAX (to, 0) };
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
qb_replay_marks_get_n_marks (QbReplayMarks *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_MARKS (self), 0);
  return self->n_marks;
}

/* ---- Drawing --------------------------------------------------------------- */

static void
to_widget (QbReplayMarks *self,
           QbPoint        p,
           double        *x,
           double        *y)
{
  double bx, by, dx = 0, dy = 0;

  qb_board_map_point (self->board, p.x, p.y, &bx, &by);
  gtk_widget_translate_coordinates (GTK_WIDGET (self->board), GTK_WIDGET (self), 0, 0, &dx, &dy);
  *x = bx + dx;
  *y = by + dy;
}

/* A zone's centre for arrows: the middle of its block area, where the
 * player's eye already is. */
static QbPoint
zone_centre (int zone)
{
  const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[zone];
  return (QbPoint) { z->blocks.x + z->blocks.width / 2, z->blocks.y + z->blocks.height / 2 };
}

static void
ring_path (QbReplayMarks *self,
           cairo_t       *cr,
           int            zone)
{
  const QbPolyline *outline = &qb_board_geometry_get ()->zones[zone].outline;

  for (guint i = 0; i < outline->n_points; i++)
    {
      double x, y;
      to_widget (self, outline->points[i], &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

void
qb_replay_marks_arrow_curve (int     from,
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
arrow_path (QbReplayMarks *self,
            cairo_t       *cr,
            int            from,
            int            to,
            double         head)
{
  double x0, y0, x1, y1, len, ux, uy, cx, cy, ex, ey, angle;

  qb_replay_marks_arrow_curve (from, to, &x0, &y0, &cx, &cy, &x1, &y1);
  to_widget (self, (QbPoint) { x0, y0 }, &x0, &y0);
  to_widget (self, (QbPoint) { cx, cy }, &cx, &cy);
  to_widget (self, (QbPoint) { x1, y1 }, &x1, &y1);
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

static void
draw_mark (QbReplayMarks *self,
           cairo_t       *cr,
           const Mark    *mark,
           double         width,
           gboolean       draft)
{
  static const double dash[] = { 8, 6 };

  cairo_new_path (cr);
  if (mark->kind == QB_MARK_ZONE)
    ring_path (self, cr, mark->a);
  else
    arrow_path (self, cr, mark->a, mark->b, width * 4);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_dash (cr, dash, draft ? 2 : 0, 0);
  /* A pale halo under the ink keeps the mark readable on land and water. */
  gdk_cairo_set_source_rgba (cr, &self->halo);
  cairo_set_line_width (cr, width + 3);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &self->ink);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

static void
qb_replay_marks_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  QbReplayMarks *self = QB_REPLAY_MARKS (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double scale, x0, y0, x1, y1;
  cairo_t *cr;

  if (self->board == NULL || (self->n_marks == 0 && self->draft.kind == QB_MARK_NONE))
    return;
  qb_board_map_point (self->board, 0, 0, &x0, &y0);
  qb_board_map_point (self->board, QB_BOARD_WIDTH, QB_BOARD_HEIGHT, &x1, &y1);
  scale = (x1 - x0) / QB_BOARD_WIDTH;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  for (guint i = 0; i < self->n_marks; i++)
    draw_mark (self, cr, &self->marks[i], MAX (2.5, 5 * scale), FALSE);
  if (self->draft.kind != QB_MARK_NONE)
    draw_mark (self, cr, &self->draft, MAX (2.5, 5 * scale), TRUE);
  cairo_destroy (cr);
}

static void
qb_replay_marks_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  QbReplayMarks *self = QB_REPLAY_MARKS (widget);

  GTK_WIDGET_CLASS (qb_replay_marks_parent_class)->css_changed (widget, change);
  qb_ui_style_color (widget, "ink", &self->ink);
  qb_ui_style_color (widget, "halo", &self->halo);
}

static void
qb_replay_marks_class_init (QbReplayMarksClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = qb_replay_marks_snapshot;
  widget_class->css_changed = qb_replay_marks_css_changed;
  gtk_widget_class_set_css_name (widget_class, "replaymarks");
}

static void
qb_replay_marks_init (QbReplayMarks *self)
{
  self->draft.kind = QB_MARK_NONE;
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
  qb_ui_follow_dark_style (GTK_WIDGET (self));
}
