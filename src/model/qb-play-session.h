/* qb-play-session.h: what the Play page is doing, without a widget: the
 * game, whose eyes the screen shows, the hot-seat curtain, the selection on
 * the map, the order being written and what a click on the board means.
 * Widgets (the play view, its board and decision panel, the window's
 * curtain) follow it; a computer player or a test can drive it alone. */
#pragma once

#include <glib-object.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_PLAY_SESSION (qb_play_session_get_type ())

G_DECLARE_FINAL_TYPE (QbPlaySession, qb_play_session, QB, PLAY_SESSION, GObject)

#define QB_PLAY_SESSION_ERROR (qb_play_session_error_quark ())

/* Why a click, a drop or a choice does nothing. A refusal of the engine
 * itself is a QB_GAME_ERROR_ILLEGAL with the engine's reason. */
typedef enum {
  QB_PLAY_SESSION_ERROR_NO_GAME,     /* no game is shown */
  QB_PLAY_SESSION_ERROR_CURTAIN,     /* the curtain is up */
  QB_PLAY_SESSION_ERROR_NO_MATCH,    /* no legal action means this click */
  QB_PLAY_SESSION_ERROR_NO_TARGET,   /* an order's block before its destination */
  QB_PLAY_SESSION_ERROR_NO_ORDER,    /* no order is being written */
} QbPlaySessionError;

GQuark qb_play_session_error_quark (void);

/* What a click on a zone means (qb_play_session_match_zone()). */
typedef enum {
  QB_PLAY_CLICK_NONE,       /* nothing: the error says why */
  QB_PLAY_CLICK_ACTION,     /* the one legal action it names */
  QB_PLAY_CLICK_SELECT,     /* picks the zone, or drops it if picked */
  QB_PLAY_CLICK_TARGET,     /* picks where the picked zone's blocks go, or drops it */
  QB_PLAY_CLICK_MOVE,       /* orders the picked blocks to the zone */
} QbPlayClick;

/* The zones the board lights for the current decision, as bit masks of
 * zones, and the boats left in each river area while orders are written
 * (-1: no count shown). */
typedef struct {
  guint sources;            /* zones whose blocks may be ordered */
  guint land;               /* reachable by land, or chosen as such */
  guint sea;                /* reachable by boat */
  int capacity[2];          /* QB_BASON, QB_STLAURENT */
} QbPlayHighlights;

QbPlaySession  *qb_play_session_new                  (void);

void            qb_play_session_set_game             (QbPlaySession     *self,
                                                      QbGame            *game,
                                                      gboolean           hide_information);
QbGame         *qb_play_session_get_game             (QbPlaySession     *self);
gboolean        qb_play_session_get_hide_information (QbPlaySession     *self);

/* Who is at the screen. */
int             qb_play_session_get_viewer           (QbPlaySession     *self);
int             qb_play_session_get_curtain_side     (QbPlaySession     *self);
void            qb_play_session_lift_curtain         (QbPlaySession     *self);
void            qb_play_session_hand_over            (QbPlaySession     *self,
                                                      int                side);

/* What the screen shows. */
const QbView   *qb_play_session_get_view             (QbPlaySession     *self);
GArray         *qb_play_session_get_actions          (QbPlaySession     *self);
void            qb_play_session_get_highlights       (QbPlaySession     *self,
                                                      QbPlayHighlights  *highlights);

/* The selection on the map. */
int             qb_play_session_get_selected_zone    (QbPlaySession     *self);
void            qb_play_session_set_selected_zone    (QbPlaySession     *self,
                                                      int                zone);
int             qb_play_session_get_target_zone      (QbPlaySession     *self);
gboolean        qb_play_session_action_in_selection  (QbPlaySession     *self,
                                                      QbAction           action);
void            qb_play_session_select_order         (QbPlaySession     *self,
                                                      GArray            *actions);

/* The order being written. */
int             qb_play_session_get_order_side       (QbPlaySession     *self);
gboolean        qb_play_session_has_draft            (QbPlaySession     *self);
guint64         qb_play_session_get_draft_blocks     (QbPlaySession     *self);
guint64         qb_play_session_get_picked_blocks    (QbPlaySession     *self);
gboolean        qb_play_session_pick_block           (QbPlaySession     *self,
                                                      int                block,
                                                      GError           **error);
gboolean        qb_play_session_take_out_block       (QbPlaySession     *self,
                                                      int                block,
                                                      GError           **error);
GArray         *qb_play_session_parse_order          (QbPlaySession     *self,
                                                      const char        *text,
                                                      GError           **error);
gboolean        qb_play_session_write_order          (QbPlaySession     *self,
                                                      const char        *text,
                                                      GError           **error);

/* The board's clicks and drops, matched to the legal actions. */
QbPlayClick     qb_play_session_match_zone           (QbPlaySession     *self,
                                                      int                zone,
                                                      QbAction          *action,
                                                      GError           **error);
gboolean        qb_play_session_match_block          (QbPlaySession     *self,
                                                      int                block,
                                                      QbAction          *action,
                                                      GError           **error);
gboolean        qb_play_session_match_drop           (QbPlaySession     *self,
                                                      int                block,
                                                      int                zone,
                                                      QbAction          *action,
                                                      GError           **error);
guint           qb_play_session_get_drop_zones       (QbPlaySession     *self,
                                                      int                block);
gboolean        qb_play_session_click_zone           (QbPlaySession     *self,
                                                      int                zone,
                                                      GError           **error);
gboolean        qb_play_session_click_block          (QbPlaySession     *self,
                                                      int                block,
                                                      GError           **error);
gboolean        qb_play_session_drop_block           (QbPlaySession     *self,
                                                      int                block,
                                                      int                zone,
                                                      GError           **error);

/* Decisions, undo and redo. */
gboolean        qb_play_session_apply                (QbPlaySession     *self,
                                                      QbAction           action,
                                                      GError           **error);
gboolean        qb_play_session_get_can_undo         (QbPlaySession     *self);
gboolean        qb_play_session_undo                 (QbPlaySession     *self,
                                                      GError           **error);
const char     *qb_play_session_get_notice           (QbPlaySession     *self);
guint           qb_play_session_get_undone_steps     (QbPlaySession     *self);
gboolean        qb_play_session_get_can_redo         (QbPlaySession     *self);
gboolean        qb_play_session_redo                 (QbPlaySession     *self,
                                                      GError           **error);

/* Who plays each side, the computer's turns and the hint
 * (qb-play-session-seats.c). */
int             qb_play_session_get_seat             (QbPlaySession     *self,
                                                      int                side);
void            qb_play_session_set_seat             (QbPlaySession     *self,
                                                      int                side,
                                                      int                player);
int             qb_play_session_get_person_side      (QbPlaySession     *self);
gboolean        qb_play_session_is_computer_turn     (QbPlaySession     *self);
int             qb_play_session_get_thinking_side    (QbPlaySession     *self);
double          qb_play_session_get_thinking_progress (QbPlaySession    *self);
void            qb_play_session_move_now             (QbPlaySession     *self);
gboolean        qb_play_session_get_computer_paused  (QbPlaySession     *self);
void            qb_play_session_set_computer_paused  (QbPlaySession     *self,
                                                      gboolean           paused);
void            qb_play_session_set_computer_budget  (QbPlaySession     *self,
                                                      guint              iterations,
                                                      guint              time_ms);
void            qb_play_session_set_computer_delay   (QbPlaySession     *self,
                                                      guint              delay_ms);
gboolean        qb_play_session_can_hint             (QbPlaySession     *self);
void            qb_play_session_request_hint         (QbPlaySession     *self,
                                                      int                kind);
gboolean        qb_play_session_get_hint_thinking    (QbPlaySession     *self);
gboolean        qb_play_session_get_hint             (QbPlaySession     *self,
                                                      QbAction          *action,
                                                      double            *win_chance);
int             qb_play_session_get_resigning_side   (QbPlaySession     *self);
gboolean        qb_play_session_resign               (QbPlaySession     *self,
                                                      GError           **error);

G_END_DECLS
