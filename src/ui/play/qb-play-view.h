/* qb-play-view.h: the Play page: board, deployment tray, decision panel
 * and game log, all showing one QbPlaySession. */
#pragma once

#include <gtk/gtk.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_PLAY_VIEW (qb_play_view_get_type ())

G_DECLARE_FINAL_TYPE (QbPlayView, qb_play_view, QB, PLAY_VIEW, GtkWidget)

/* The session the page shows (the game, who is at the screen, the
 * curtain); the window sets its game and lifts its curtain. */
QbPlaySession *qb_play_view_get_session (QbPlayView  *self);
void      qb_play_view_add_start_child (QbPlayView  *self,
                                        GtkWidget   *child);
/* The session's, for short: the player the curtain asks to come to the
 * screen, or -1 (no curtain); whose information the screen shows
 * (QB_BRITISH, QB_FRENCH, QB_PUBLIC: what both know, QB_NO_SIDE:
 * everything); whether undo may take back a step. */
int       qb_play_view_get_curtain_side (QbPlayView *self);
int       qb_play_view_get_viewer      (QbPlayView  *self);
gboolean  qb_play_view_can_undo        (QbPlayView  *self);
/* In the French set-up, with the French (or everyone) at the screen: opens
 * the library's deployments of the game's edition (a QbDeployLibrary) and
 * places the one chosen. Returns: (transfer none) (nullable) the window. */
GtkWindow *qb_play_view_choose_from_library (QbPlayView *self);

/* The layout (issue 14, item 3): whether a page of this size puts the
 * decision and the log beside the board (wide) rather than under it, and
 * whether the page does now (the property "wide"). */
gboolean  qb_play_view_is_wide_for     (int          width,
                                        int          height);
gboolean  qb_play_view_get_wide        (QbPlayView  *self);

G_END_DECLS
