/* qb-strength-chart.h: the strength chart of the Replay page: CV and blocks
 * of both sides over a recorded game as the session's viewer knew them,
 * the 20 CV victory line (5.2), the battles with their losses and the
 * session's position. Hovering shows a point's values, a click or Enter
 * goes to a point, the arrows move between points. */
#pragma once

#include <gtk/gtk.h>

#include "qb-replay-session.h"
#include "qb-strength-series.h"

G_BEGIN_DECLS

#define QB_TYPE_STRENGTH_CHART (qb_strength_chart_get_type ())

G_DECLARE_FINAL_TYPE (QbStrengthChart, qb_strength_chart, QB, STRENGTH_CHART, GtkWidget)

GtkWidget        *qb_strength_chart_new          (void);
/* The session the chart follows ("session"; may be NULL): its record and
 * viewer give the series, its position the mark; a click sets it. */
void              qb_strength_chart_set_session  (QbStrengthChart *self,
                                                  QbReplaySession *session);
QbReplaySession  *qb_strength_chart_get_session  (QbStrengthChart *self);
/* The series drawn (owned by the chart, the same object for its life). */
QbStrengthSeries *qb_strength_chart_get_series   (QbStrengthChart *self);

/* The point under the pointer, or G_MAXUINT ("hover-point"). */
guint             qb_strength_chart_get_hover    (QbStrengthChart *self);
/* The point the arrows have chosen, Enter goes to it ("cursor-point");
 * it follows the session's position. */
guint             qb_strength_chart_get_cursor   (QbStrengthChart *self);
/* The point nearest to x in widget coordinates (G_MAXUINT if none). */
guint             qb_strength_chart_point_at     (QbStrengthChart *self,
                                                  double           x);
/* The x in widget coordinates of a position. */
double            qb_strength_chart_position_x   (QbStrengthChart *self,
                                                  guint            position);
/* The pointer handlers, as the gestures call them (GTK 4.8 tests cannot
 * synthesize events): hover at x (a negative x: the pointer left), a
 * click at x. */
void              qb_strength_chart_hover_at     (QbStrengthChart *self,
                                                  double           x);
void              qb_strength_chart_click_at     (QbStrengthChart *self,
                                                  double           x);

/* A point in words, as the tooltip and the screen reader say it. */
char             *qb_strength_chart_point_text   (QbStrengthChart *self,
                                                  guint            point);

G_END_DECLS
