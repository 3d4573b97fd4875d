/* qb-strength-series.h: the strength of both sides over a recorded game,
 * as one viewer knew it: CV and blocks on the map at the start, at each
 * campaign move, before and after each battle, and at the end, with each
 * battle's losses. A GListModel of QbStrengthPoint items for lists and
 * screen readers, and a plain array for drawing (the strength chart). */
#pragma once

#include <gio/gio.h>

#include "qb-replay-index.h"

G_BEGIN_DECLS

/* What a point of the series is. */
typedef enum {
  QB_STRENGTH_START,          /* position 0 */
  QB_STRENGTH_MOVE,           /* a campaign move begins (4.1) */
  QB_STRENGTH_BATTLE,         /* a battle, raid or scout begins (11.0, 22.2,
                               * 22.3): the strength as it begins, and its
                               * losses from its start to its end (decoys
                               * removed before it, 10.2, are not) */
  QB_STRENGTH_AFTER_BATTLE,   /* the battle is over: the strength after it */
  QB_STRENGTH_END,            /* the last position of the record */
} QbStrengthKind;

/* The value of a CV the viewer did not know. */
#define QB_STRENGTH_UNKNOWN (-1)

typedef struct
{
  guint index;                /* the position (0..n-actions) */
  guint8 kind;                /* QbStrengthKind */
  guint8 move;                /* the campaign move (0 during the set-up) */
  guint8 zone;                /* QB_STRENGTH_BATTLE: its zone, else QB_LOC_NONE */
  guint8 pad;
  gint16 cv[2];               /* CV on the map per side (ships and decoys
                               * count 0, as for 5.2), or QB_STRENGTH_UNKNOWN
                               * when the viewer did not know it */
  guint8 blocks[2];           /* blocks on the map (zones, not ships) per side */
  guint8 lost_cv[2];          /* QB_STRENGTH_BATTLE: hits taken per side
                               * (each hit is one CV, 14.2) */
  guint8 lost_blocks[2];      /* QB_STRENGTH_BATTLE: blocks eliminated per side */
} QbStrengthPoint;

/* ---- The items ---------------------------------------------------------- */

#define QB_TYPE_STRENGTH_ITEM (qb_strength_item_get_type ())

G_DECLARE_FINAL_TYPE (QbStrengthItem, qb_strength_item, QB, STRENGTH_ITEM, GObject)

/* A copy of the point as it was when the item was made. */
const QbStrengthPoint *qb_strength_item_get_point (QbStrengthItem *self);

/* ---- The series --------------------------------------------------------- */

#define QB_TYPE_STRENGTH_SERIES (qb_strength_series_get_type ())

G_DECLARE_FINAL_TYPE (QbStrengthSeries, qb_strength_series, QB, STRENGTH_SERIES, GObject)

QbStrengthSeries      *qb_strength_series_new        (void);
/* Compute the series of `index` (NULL: empty) for `viewer` (QB_BRITISH,
 * QB_FRENCH, QB_PUBLIC or QB_NO_SIDE) from that viewer's QbView at each
 * point, and say what changed with one items-changed. A side's view
 * knows its own CV; the enemy's CV only while every enemy block on the map
 * is face up to it; the spectator neither side's unless every block of
 * that side is face up. Block counts and the battles' losses are public. */
void                   qb_strength_series_update     (QbStrengthSeries *self,
                                                      QbReplayIndex    *index,
                                                      int               viewer);
int                    qb_strength_series_get_viewer (QbStrengthSeries *self);
/* The points in order of position ("n-items" of them). */
const QbStrengthPoint *qb_strength_series_get_points (QbStrengthSeries *self,
                                                      guint            *n_points);
/* The largest CV of either side in the series (0 if none is known). */
int                    qb_strength_series_get_max_cv (QbStrengthSeries *self);
/* The last point at or before the position (G_MAXUINT if there is none),
 * for the strength at a position: the series holds it until the next
 * point. */
guint                  qb_strength_series_find       (QbStrengthSeries *self,
                                                      guint             position);

/* The strength in `view`, as qb_strength_series_update() counts it: the
 * tests and the chart's words use the same rules. */
void                   qb_strength_count_view        (const QbView     *view,
                                                      gint16            cv[2],
                                                      guint8            blocks[2]);

G_END_DECLS
