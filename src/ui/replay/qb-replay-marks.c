/* qb-replay-marks.c: rings and arrows of replay notes over the board,
 * painted by src/paint/qb-mark-paint.c where the board shows the map. */
#include <math.h>

#include "qb-ui-style.h"

#include "qb-board-geometry.h"
#include "qb-mark-paint.h"
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
  QbMarkColors colors;           /* read from CSS in css_changed */
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
  return qb_mark_valid (kind, a, b);
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
  qb_mark_arrow_curve (from, to, x0, y0, cx, cy, x1, y1);
}

static void
qb_replay_marks_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  QbReplayMarks *self = QB_REPLAY_MARKS (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double scale, x0, y0, x1, y1, dx = 0, dy = 0;
  cairo_t *cr;

  if (self->board == NULL || (self->n_marks == 0 && self->draft.kind == QB_MARK_NONE))
    return;
  qb_board_map_point (self->board, 0, 0, &x0, &y0);
  qb_board_map_point (self->board, QB_BOARD_WIDTH, QB_BOARD_HEIGHT, &x1, &y1);
  scale = (x1 - x0) / QB_BOARD_WIDTH;
  /* The board's origin in the marks' own coordinates. */
  gtk_widget_translate_coordinates (GTK_WIDGET (self->board), widget, 0, 0, &dx, &dy);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  for (guint i = 0; i < self->n_marks; i++)
    qb_mark_paint (cr, &self->colors, self->marks[i].kind, self->marks[i].a, self->marks[i].b,
                   scale, x0 + dx, y0 + dy, MAX (2.5, 5 * scale), FALSE);
  if (self->draft.kind != QB_MARK_NONE)
    qb_mark_paint (cr, &self->colors, self->draft.kind, self->draft.a, self->draft.b,
                   scale, x0 + dx, y0 + dy, MAX (2.5, 5 * scale), TRUE);
  cairo_destroy (cr);
}

static void
qb_replay_marks_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  QbReplayMarks *self = QB_REPLAY_MARKS (widget);
  GdkRGBA ink, halo;

  GTK_WIDGET_CLASS (qb_replay_marks_parent_class)->css_changed (widget, change);
  qb_ui_style_color (widget, "ink", &ink);
  qb_ui_style_color (widget, "halo", &halo);
  self->colors.ink = (QbRgba) { ink.red, ink.green, ink.blue, ink.alpha };
  self->colors.halo = (QbRgba) { halo.red, halo.green, halo.blue, halo.alpha };
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
