/* qb-play-session-private.h: QbPlaySession's struct, shared by
 * qb-play-session.c (the state, the curtain, the draft) and
 * qb-play-session-input.c (what a click, a drop or a choice means). */
#pragma once

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
};

/* qb-play-session.c */
void qb_play_session_select (QbPlaySession *self,
                             int            zone,
                             int            target);
void qb_play_session_begin_change (QbPlaySession *self);
void qb_play_session_end_change (QbPlaySession *self);
void qb_play_session_set_picked (QbPlaySession *self,
                                 int            zone,
                                 guint64        blocks);

G_END_DECLS
