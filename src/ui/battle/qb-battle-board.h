/* qb-battle-board.h: the battle being fought, played with the blocks
 * themselves (issue 13).
 *
 * The board follows a QbPlaySession: it shows the battle of the session's
 * view (the viewer's side at the bottom, the enemy's blocks face down
 * until revealed, reserves as block backs, blocks that fired dimmed, the
 * blocks that may act lit), the last dice as die faces, and acts through
 * the session's legal actions: a block is picked and put in a column by a
 * click, by the keyboard (Enter on the block, then on the column) or by
 * drag and drop; a click on a block fires it or gives it a hit; the
 * decisions without a block (no commitment, retreat, stand, the Ottawa's
 * withdrawal) are buttons. It reads no game state the view does not give.
 * While a retreat is legal, a "Retreat on the Map…" button emits
 * ::show-map, for the window to show the map with the retreats lit
 * (qb-retreat-bar.h).
 */
#pragma once

#include <gtk/gtk.h>

#include "qb-play-session.h"

G_BEGIN_DECLS

#define QB_TYPE_BATTLE_BOARD (qb_battle_board_get_type ())

G_DECLARE_FINAL_TYPE (QbBattleBoard, qb_battle_board, QB, BATTLE_BOARD, GtkWidget)

GtkWidget  *qb_battle_board_new             (void);

void        qb_battle_board_set_session     (QbBattleBoard *self,
                                             QbPlaySession *session);
QbPlaySession *qb_battle_board_get_session  (QbBattleBoard *self);

/* Whether each hit the player at the screen must give goes by itself to
 * the strongest block that may take it (the "auto-allocate" property,
 * the auto-allocate-hits preference). */
void        qb_battle_board_set_auto_allocate (QbBattleBoard *self,
                                               gboolean       auto_allocate);
gboolean    qb_battle_board_get_auto_allocate (QbBattleBoard *self);

/* A replay's moment, read-only (qb-battle-board-replay.c): the board
 * shows `view` (a viewer's view, copied) with the events from the game's
 * start to that moment (unredacted, copied; each passes qb_event_for()
 * for the view's viewer), offers no decision, and its History button
 * opens the battle up to that moment. NULL goes back to nothing shown.
 * For a board with no session. */
void        qb_battle_board_show_moment     (QbBattleBoard *self,
                                             const QbView  *view,
                                             const QbEvent *events,
                                             guint          n_events);

/* Whether the session's view shows a battle the board can show. */
gboolean    qb_battle_board_has_battle      (QbBattleBoard *self);

/* The block picked to be put in a column (deployment, commitment), or -1. */
int         qb_battle_board_get_picked      (QbBattleBoard *self);

/* The header ("Move 5 of 16 — Battle in Beauport, turn 2 — the British
 * fire"), the note under it (what a deployment lacks, decoys removed)
 * and the status line (the last thing that happened, announced). */
const char *qb_battle_board_get_header      (QbBattleBoard *self);
const char *qb_battle_board_get_note        (QbBattleBoard *self);
const char *qb_battle_board_get_status      (QbBattleBoard *self);

/* The rout banner ("The French are routed — pursuit fire", the pursuit's
 * hits and the reserve's discount, 16.x), or NULL when it is not shown. */
const char *qb_battle_board_get_banner      (QbBattleBoard *self);

/* The animations of fire and hits (the "fire-duration" property, in
 * milliseconds; 0 for none): whether one is playing, its progress (0..1,
 * or -1 when none is) and how many blocks flash for a hit (tests). */
gboolean    qb_battle_board_is_animating    (QbBattleBoard *self);
double      qb_battle_board_get_animation_progress (QbBattleBoard *self);
guint       qb_battle_board_get_n_flashing  (QbBattleBoard *self);

/* The widget of a known block on the board, or NULL (tests). */
GtkWidget  *qb_battle_board_get_block_widget (QbBattleBoard *self,
                                              int            block);
/* The cell of a row (0 top, 1 bottom) and slot (tests). */
GtkWidget  *qb_battle_board_get_cell        (QbBattleBoard *self,
                                             int            row,
                                             int            slot);

/* The spot where the odds of the decision at hand go (QbOddsView): an
 * empty box in the bar, for the window to fill. */
GtkWidget  *qb_battle_board_get_odds_slot   (QbBattleBoard *self);

G_END_DECLS
