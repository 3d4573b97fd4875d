/* qb-game.h: a game in progress. Wraps the engine's QbState and the
 * QbRecord of the game; every view goes through it. */
#pragma once

#include <glib-object.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_GAME (qb_game_get_type ())

G_DECLARE_FINAL_TYPE (QbGame, qb_game, QB, GAME, GObject)

QbGame         *qb_game_new                (const QbOptions  *options,
                                            guint64           seed);
QbGame         *qb_game_new_from_scenario  (QbScenario       *scenario,
                                            guint64           seed,
                                            GError          **error);
QbGame         *qb_game_new_from_record    (QbRecord         *record,
                                            GError          **error);
void            qb_game_set_dice_seed      (QbGame           *self,
                                            guint64           seed);
const QbState  *qb_game_get_state          (QbGame           *self);
QbRecord       *qb_game_get_record         (QbGame           *self);
guint           qb_game_get_move           (QbGame           *self);
QbPhase         qb_game_get_phase          (QbGame           *self);
int             qb_game_get_decider        (QbGame           *self);
gboolean        qb_game_is_over            (QbGame           *self);
int             qb_game_get_edition        (QbGame           *self);
gboolean        qb_game_decision_is_private (QbGame          *self);
int             qb_game_get_winner         (QbGame           *self);
QbWinReason     qb_game_get_win_reason     (QbGame           *self);
gboolean        qb_game_can_undo           (QbGame           *self);
gboolean        qb_game_can_redo           (QbGame           *self);
guint           qb_game_get_undo_floor     (QbGame           *self);
int             qb_game_get_undo_decider   (QbGame           *self,
                                            guint             back);
GArray         *qb_game_list_legal_actions (QbGame           *self);
GArray         *qb_game_list_legal_actions_for (QbGame       *self,
                                                int           viewer);
gboolean        qb_game_is_legal           (QbGame           *self,
                                            QbAction          action,
                                            const char      **reason);
gboolean        qb_game_apply              (QbGame           *self,
                                            QbAction          action,
                                            GError          **error);
gboolean        qb_game_resign             (QbGame           *self,
                                            int               side,
                                            GError          **error);
gboolean        qb_game_undo               (QbGame           *self,
                                            GError          **error);
gboolean        qb_game_redo               (QbGame           *self,
                                            GError          **error);
gboolean        qb_game_place_deployment   (QbGame           *self,
                                            QbScenario       *deployment,
                                            GError          **error);
const QbEvent  *qb_game_get_events         (QbGame           *self,
                                            guint            *n_events);
void            qb_game_view               (QbGame           *self,
                                            int               player,
                                            QbView           *view);
GArray         *qb_game_parse_order        (QbGame           *self,
                                            int               side,
                                            const char       *text,
                                            GError          **error);

G_END_DECLS
