/* qb-replay-marks.h: the marks of replay notes drawn over the board: a ring
 * around a zone, or an arrow from one zone to another. It lies over a
 * QbBoard (in a GtkOverlay, same allocation) and takes no input. */
#pragma once

#include <gtk/gtk.h>

#include "qb-board.h"
#include "qb-record.h"

G_BEGIN_DECLS

#define QB_TYPE_REPLAY_MARKS (qb_replay_marks_get_type ())

G_DECLARE_FINAL_TYPE (QbReplayMarks, qb_replay_marks, QB, REPLAY_MARKS, GtkWidget)

GtkWidget *qb_replay_marks_new        (void);
/* The board the marks are placed on (not referenced; it must outlive them). */
void       qb_replay_marks_set_board  (QbReplayMarks      *self,
                                       QbBoard            *board);
/* The marks of saved notes: QB_MARK_ZONE (zone) or QB_MARK_ARROW (from, to). */
void       qb_replay_marks_clear      (QbReplayMarks      *self);
void       qb_replay_marks_add        (QbReplayMarks      *self,
                                       QbMarkKind          kind,
                                       int                 zone_or_from,
                                       int                 to);
/* The mark of the note being written, drawn dashed; QB_MARK_NONE for none. */
void       qb_replay_marks_set_draft  (QbReplayMarks      *self,
                                       QbMarkKind          kind,
                                       int                 zone_or_from,
                                       int                 to);
guint      qb_replay_marks_get_n_marks (QbReplayMarks     *self);
/* An arrow's curve in map coordinates (QB_BOARD_WIDTH x QB_BOARD_HEIGHT):
 * its start, its control point (the curve is a quadratic bow) and its end.
 * The control point lies on the map, so the whole curve does. */
void       qb_replay_marks_arrow_curve (int                from,
                                        int                to,
                                        double            *x0,
                                        double            *y0,
                                        double            *cx,
                                        double            *cy,
                                        double            *x1,
                                        double            *y1);

G_END_DECLS
