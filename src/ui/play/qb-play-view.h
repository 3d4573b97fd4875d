/* qb-play-view.h: the Play page: board, decision panel and game log, and
 * who may see what in hot-seat play. */
#pragma once

#include <gtk/gtk.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_PLAY_VIEW (qb_play_view_get_type ())

G_DECLARE_FINAL_TYPE (QbPlayView, qb_play_view, QB, PLAY_VIEW, GtkWidget)

void      qb_play_view_set_game        (QbPlayView  *self,
                                        QbGame      *game,
                                        gboolean     hide_information);
QbGame   *qb_play_view_get_game        (QbPlayView  *self);
void      qb_play_view_add_start_child (QbPlayView  *self,
                                        GtkWidget   *child);
/* The player the curtain asks to come to the screen, or -1 (no curtain). */
int       qb_play_view_get_curtain_side (QbPlayView *self);
void      qb_play_view_lift_curtain    (QbPlayView  *self);
/* `side` is at the screen now (the Replay page's curtain was lifted for
 * them): a private view of the other side gives way to the curtain, which
 * the window shows when the Play page is next shown. */
void      qb_play_view_hand_over       (QbPlayView  *self,
                                        int          side);
/* Whose information the screen shows: QB_BRITISH, QB_FRENCH, QB_PUBLIC
 * (what both know) or QB_NO_SIDE (everything: open play, game over). */
int       qb_play_view_get_viewer      (QbPlayView  *self);
gboolean  qb_play_view_can_undo        (QbPlayView  *self);
gboolean  qb_play_view_undo            (QbPlayView  *self,
                                        GError     **error);

G_END_DECLS
