/* qb-battle-history.h: one battle turn by turn, as a viewer may read it:
 * a GListModel of QbBattleTurn items (the opening, then each turn of
 * 13.1), with the battle's summary (who held the field, the CV and blocks
 * each side lost). Built from a list of events (a live game's, or a
 * record's up to any position in the Replay page) and the index of any
 * event of the battle; every event passes qb_event_for() first, and the
 * sentences are the log's (src/text/qb-event-text.c). */
#pragma once

#include <gio/gio.h>

#include "qb-engine.h"
#include "qb-game.h"

G_BEGIN_DECLS

#define QB_TYPE_BATTLE_TURN (qb_battle_turn_get_type ())

G_DECLARE_FINAL_TYPE (QbBattleTurn, qb_battle_turn, QB, BATTLE_TURN, GObject)

/* 0 for what comes before the first turn (the battle, the decoys, the
 * deployment), else the battle turn (13.1), both sides' halves. */
guint               qb_battle_turn_get_turn        (QbBattleTurn *self);
/* The side of the turn's QB_EV_BATTLE_TURN event, or QB_NO_SIDE for the
 * opening. */
int                 qb_battle_turn_get_side        (QbBattleTurn *self);
/* "Before the first turn", "Turn 2" */
const char         *qb_battle_turn_get_title       (QbBattleTurn *self);
/* The log's sentences of the events the viewer may see, in order. */
const char *const  *qb_battle_turn_get_lines       (QbBattleTurn *self);
/* The events' place in the list the history was made from: the first and
 * one past the last (for a replay to go there). */
guint               qb_battle_turn_get_first_event (QbBattleTurn *self);
guint               qb_battle_turn_get_end_event   (QbBattleTurn *self);

#define QB_TYPE_BATTLE_HISTORY (qb_battle_history_get_type ())

G_DECLARE_FINAL_TYPE (QbBattleHistory, qb_battle_history, QB, BATTLE_HISTORY, GObject)

/* The battle that event `index` of `events` belongs to (from its
 * QB_EV_BATTLE, QB_EV_RAID or QB_EV_SCOUT to its QB_EV_BATTLE_END, or to
 * the last event when it is still being fought), for `viewer` (QB_BRITISH,
 * QB_FRENCH, QB_PUBLIC or QB_NO_SIDE); NULL when that event is in no
 * battle. */
QbBattleHistory *qb_battle_history_new          (const QbEvent *events,
                                                 guint          n_events,
                                                 guint          index,
                                                 int            edition,
                                                 int            viewer);
/* The same for the events of a game, and its last battle when index is
 * G_MAXUINT. */
QbBattleHistory *qb_battle_history_new_for_game (QbGame        *game,
                                                 guint          index,
                                                 int            viewer);

int              qb_battle_history_get_zone     (QbBattleHistory *self);
int              qb_battle_history_get_defender (QbBattleHistory *self);
/* QB_BATTLE_NORMAL, QB_BATTLE_RAID or QB_BATTLE_SCOUT. */
int              qb_battle_history_get_kind     (QbBattleHistory *self);
/* Whether the battle is over in these events, and who won it (held the
 * field, 13.2): QB_NO_SIDE while it is not. */
gboolean         qb_battle_history_get_over     (QbBattleHistory *self);
int              qb_battle_history_get_victor   (QbBattleHistory *self);
/* What each side lost: CV to hits (one a hit, fire and pursuit; a block
 * eliminated because it could not retreat, 16.1, loses the rest without
 * a hit) and blocks. */
guint            qb_battle_history_get_cv_lost  (QbBattleHistory *self,
                                                 int              side);
guint            qb_battle_history_get_blocks_lost (QbBattleHistory *self,
                                                    int              side);
/* The first and one past the last event of the battle in the list. */
guint            qb_battle_history_get_first_event (QbBattleHistory *self);
guint            qb_battle_history_get_end_event   (QbBattleHistory *self);
/* The summary as a sentence: "The French hold Beauport. The British lost
 * 3 CV and 1 block, the French 2 CV." (or, while it is fought, the losses
 * so far). */
char            *qb_battle_history_summary      (QbBattleHistory *self);

G_END_DECLS
