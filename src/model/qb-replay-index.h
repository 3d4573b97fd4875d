/* qb-replay-index.h: fast random access to the positions of a record
 * (keyframes), the moments of a timeline, and the events between two
 * positions. */
#pragma once

#include <glib-object.h>

#include "qb-types.h"

G_BEGIN_DECLS

/* A keyframe every this many actions: chosen by measurement, see
 * docs/benchmarks.md ("Replay seeking"). */
#define QB_REPLAY_DEFAULT_INTERVAL 32

typedef enum {
  QB_MOMENT_START,            /* position 0 */
  QB_MOMENT_MOVE_START,       /* a campaign move begins (4.1) */
  QB_MOMENT_ORDERS_REVEALED,  /* both orders written; the moves are carried out (9.0) */
  QB_MOMENT_BATTLE,           /* a battle, raid or scout begins (11.0, 22.2, 22.3) */
  QB_MOMENT_BATTLE_TURN,      /* a battle turn begins (13.1) */
  QB_MOMENT_RETREAT,          /* a side retreats (15.0) */
  QB_MOMENT_ROUT,             /* a side is routed (16.1) */
  QB_MOMENT_GAME_OVER,        /* victory (5.1, 5.2) */
} QbMomentType;

typedef struct
{
  guint index;                /* the position just after the moment */
  guint8 type;                /* QbMomentType */
  guint8 side;                /* side concerned, or QB_NO_SIDE */
  guint8 zone;                /* zone concerned, or QB_LOC_NONE */
  guint8 move;                /* the campaign move it belongs to (0 during the set-up) */
  guint8 turn;                /* battle turn (QB_MOMENT_BATTLE_TURN) */
  guint8 pad[3];
} QbMoment;

#define QB_TYPE_REPLAY_INDEX (qb_replay_index_get_type ())

G_DECLARE_FINAL_TYPE (QbReplayIndex, qb_replay_index, QB, REPLAY_INDEX, GObject)

QbReplayIndex  *qb_replay_index_new                (QbRecord       *record,
                                                    GError        **error);
QbReplayIndex  *qb_replay_index_new_with_interval  (QbRecord       *record,
                                                    guint           interval,
                                                    GError        **error);
QbRecord       *qb_replay_index_get_record         (QbReplayIndex  *self);
guint           qb_replay_index_get_n_actions      (QbReplayIndex  *self);
guint           qb_replay_index_get_interval       (QbReplayIndex  *self);
gsize           qb_replay_index_get_memory_size    (QbReplayIndex  *self);
const QbState  *qb_replay_index_seek               (QbReplayIndex  *self,
                                                    guint           index);
const QbMoment *qb_replay_index_get_moments        (QbReplayIndex  *self,
                                                    guint          *n_moments);
const QbEvent  *qb_replay_index_get_events         (QbReplayIndex  *self,
                                                    guint           from,
                                                    guint           to,
                                                    guint          *n_events);
guint           qb_replay_index_get_event_index    (QbReplayIndex  *self,
                                                    guint           event);
const char     *qb_moment_type_name                (QbMomentType    type);

G_END_DECLS
