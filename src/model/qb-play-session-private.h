/* qb-play-session-private.h: QbPlaySession's struct, shared by
 * qb-play-session.c (the state, the curtain, the selection),
 * qb-play-session-highlights.c (what the board lights),
 * qb-play-session-draft.c (the order being written),
 * qb-play-session-undo.c (undo and redo), qb-play-session-input.c (what a
 * click, a drop or a choice means) and qb-play-session-seats.c (who plays,
 * the computer's turns, the hint). */
#pragma once

#include "qb-computer-player.h"
#include "qb-play-session.h"

G_BEGIN_DECLS

struct _QbPlaySession
{
  GObject parent_instance;

  QbGame *game;
  gulong changed_id;
  gulong events_id;
  char *notice;             /* a public sentence about the last action, or NULL */
  gboolean hide;
  int viewer;               /* what the screen shows; -1 before anything */
  int curtain_side;         /* -1: no curtain */
  int selected_zone;        /* zone picked on the board, or -1 */
  int target_zone;          /* destination picked on the board, or -1 */
  guint64 picked_blocks;    /* blocks picked for an order, all in selected_zone */
  gboolean can_undo;
  guint undone;             /* steps the last undo took back */
  gboolean can_redo;
  guint depth;              /* nested begin_change() */
  gboolean after_action;    /* update() follows a change of the game */
  gboolean curtain_raised;  /* "curtain-needed" is due at the last end_change() */

  /* What the screen shows, as of the last update: the viewer's view (the
   * public one behind the curtain), the viewer's legal actions (none
   * behind the curtain) and the zones to light. */
  gboolean has_view;
  QbView view;
  GArray *actions;
  QbPlayHighlights highlights;

  /* Who plays (qb-play-session-seats.c): the record's seats at the
   * position, the computer's players, the thought under way (one position
   * at a time: `position` counts the game's changes) and the hint. */
  int seats[2];             /* QB_PLAYER_PERSON or a QbAiKind */
  QbComputerPlayer *computers[2];
  guint position;
  GCancellable *thinking;   /* the computer's thought, or NULL */
  int thinking_side;        /* -1: none */
  double thinking_progress;
  guint start_id;           /* idle: the computer starts thinking */
  guint apply_id;           /* timeout: the computer's move is made */
  gboolean computer_paused; /* the person stopped the computer */
  QbAction pending;         /* that move */
  guint delay_ms;
  guint budget_iterations;  /* 0: the level's own */
  guint budget_time_ms;
  GCancellable *hint_cancel;  /* the hint being thought about, or NULL */
  gboolean has_hint;
  QbAction hint;
  double hint_chance;
};

/* qb-play-session.c */
void qb_play_session_select (QbPlaySession *self,
                             int            zone,
                             int            target);
/* Shows the game's position again (after a change of seat). */
void qb_play_session_refresh (QbPlaySession *self);
/* Notifies the computer's properties: the thought's (TRUE) or the hint's. */
void qb_play_session_notify_seats (QbPlaySession *self,
                                   gboolean       thinking);

/* qb-play-session-highlights.c */
void qb_play_session_compute_highlights (QbPlaySession *self);
guint64 qb_play_session_orderable_blocks (QbPlaySession *self);
gboolean qb_play_session_selection_hides_all (QbPlaySession *self);

/* qb-play-session-undo.c */
void qb_play_session_undo_allowed (QbPlaySession *self,
                                   int            viewer,
                                   gboolean      *can_undo,
                                   gboolean      *can_redo);

/* qb-play-session-seats.c */
gboolean qb_play_session_has_computer (QbPlaySession *self);
void qb_play_session_seats_game_set (QbPlaySession *self);
void qb_play_session_seats_game_changed (QbPlaySession *self);
void qb_play_session_seats_update (QbPlaySession *self);
guint qb_play_session_seats_undo_depth (QbPlaySession *self);
void qb_play_session_seats_dispose (QbPlaySession *self);
void qb_play_session_begin_change (QbPlaySession *self);
void qb_play_session_end_change (QbPlaySession *self);
void qb_play_session_set_picked (QbPlaySession *self,
                                 int            zone,
                                 guint64        blocks);

G_END_DECLS
