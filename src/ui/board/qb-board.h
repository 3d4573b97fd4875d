/* qb-board.h: the play board, a period map of Quebec and the St. Lawrence
 * with the blocks on it.
 *
 * The board shows one player's QbView, never the game state itself, so it
 * cannot show what that player may not know. It draws; the caller decides
 * what clicks mean and what to highlight.
 */
#pragma once

#include <gtk/gtk.h>

#include "qb-engine.h"
#include "qb-order-paint.h"

G_BEGIN_DECLS

#define QB_TYPE_BOARD (qb_board_get_type ())

G_DECLARE_FINAL_TYPE (QbBoard, qb_board, QB, BOARD, GtkWidget)

GtkWidget *qb_board_new (void);

/* Show a player's view (copied). NULL shows the empty map. */
void qb_board_set_view (QbBoard *self, const QbView *view);
/* The view shown, or NULL. */
const QbView *qb_board_get_view (QbBoard *self);

/* Highlight zones, as bit masks of zones (1 << QB_MO ...): legal sources,
 * destinations by land and by sea. capacity[area] is the amphibious
 * capacity left in each river area (7.4), shown on the water; -1, or a NULL
 * array, shows nothing. */
void qb_board_set_highlights (QbBoard   *self,
                              guint      sources,
                              guint      land_destinations,
                              guint      amphibious_destinations,
                              const int *capacity);
void qb_board_clear_highlights (QbBoard *self);

/* A few words on zones, written on the map under their names and added to
 * their descriptions (what a retreat there costs, issue 13): an array of
 * QB_NUM_ZONES strings, NULL for none (copied); a NULL array clears them. */
void qb_board_set_zone_notes (QbBoard *self, const char *const *notes);
/* The note on a zone, or NULL (tests). */
const char *qb_board_get_zone_note (QbBoard *self, int zone);

/* The zone the player picked (-1 for none), drawn emphasised. */
void qb_board_set_selected_zone (QbBoard *self, int zone);
/* Preferences: how long moves slide (ms, 0: at once; the system's reduced
 * motion wins), and the size of the zone names (1: the map's own). */
void qb_board_set_move_duration (QbBoard *self, guint duration_ms);
guint qb_board_get_move_duration (QbBoard *self);
void qb_board_set_label_scale (QbBoard *self, double scale);
double qb_board_get_label_scale (QbBoard *self);
int qb_board_get_selected_zone (QbBoard *self);
/* Blocks picked for an order: a bit per block id. Hidden blocks can't be. */
void qb_board_set_selected_blocks (QbBoard *self, guint64 blocks);

/* The order written in the view, as the board draws it: an arrow per
 * starting place, destination and way of going (QbMoveMode), and a ghost
 * per block where it will stand. Only the view's own order is in it. */
typedef QbOrderArrow QbBoardArrow;
guint qb_board_get_order_arrows (QbBoard *self, QbBoardArrow *arrows, guint max);
guint64 qb_board_get_ghost_blocks (QbBoard *self);
/* Blocks of a place that do not fit on the map: listed behind "+N". */
guint qb_board_get_more (QbBoard *self, int loc);

/* Zoom (1: the whole board, up to 3) about the middle, or about a widget
 * point that stays put; pan a zoomed board by pixels. Ctrl+plus/minus/0,
 * Ctrl+wheel and a pinch do the same. */
void qb_board_set_zoom (QbBoard *self, double zoom);
void qb_board_zoom_at (QbBoard *self, double zoom, double x, double y);
double qb_board_get_zoom (QbBoard *self);
void qb_board_pan (QbBoard *self, double dx, double dy);

/* The zone under a point in widget coordinates, or -1: exact against the
 * drawn outlines. */
int qb_board_zone_at (QbBoard *self, double x, double y);
/* The river area under a point in widget coordinates, or -1. */
int qb_board_area_at (QbBoard *self, double x, double y);
/* Board units (see qb-board-geometry.h) to widget coordinates. */
void qb_board_map_point (QbBoard *self, double board_x, double board_y, double *x, double *y);

/* What the viewer may know of a zone, in words (tooltip, accessible text). */
char *qb_board_describe_zone (QbBoard *self, int zone);

/* Emphasise a zone as if hovered (a zone name hovered in the game log), or
 * -1. Does not emit ::zone-hovered, which is for the pointer on the map. */
void qb_board_set_hover_zone (QbBoard *self, int zone);

/* The zone with the keyboard focus, or -1. */
int qb_board_get_focus_zone (QbBoard *self);

/* Drag and drop of a block (the French deployment, 3.4). While a block is
 * dragged, the board highlights the zones given and accepts a drop only on
 * them; elsewhere a drop is refused and changes nothing. */
void qb_board_begin_drop (QbBoard *self, int block, guint zones);
void qb_board_end_drop (QbBoard *self);
/* The drop handler: if (x, y), in widget coordinates, is in one of the
 * allowed zones for this block, emit ::block-dropped and return TRUE;
 * otherwise return FALSE. */
gboolean qb_board_drop_block (QbBoard *self, int block, double x, double y);

/* Whether the board slides a block for this event (a move, a block of a
 * retreat, the Ottawa's withdrawal). */
gboolean qb_board_event_moves (const QbEvent *ev);
/* Slide the blocks that moved (qb_board_event_moves()) from their old zone to where the view shows
 * them now (400-600 ms, eased out). Events are the engine's, as
 * qb_game_get_events() gives them; each is redacted for the view's viewer
 * with qb_event_for(), so hidden enemy blocks move as anonymous blocks.
 * Call after qb_board_set_view(). Without animations (gtk-enable-animations
 * off, or not mapped) the blocks are put at once where they belong. */
void qb_board_animate_moves (QbBoard *self, const QbEvent *events, guint n_events);
gboolean qb_board_is_animating (QbBoard *self);
/* 0..1 while the blocks move, -1 otherwise. */
double qb_board_get_animation_progress (QbBoard *self);

/* Render the map as it is on screen, without the letterbox around it
 * (tests, screenshots). NULL until the board is mapped. */
GdkTexture *qb_board_render_texture (QbBoard *self);
gboolean qb_board_render_to_png (QbBoard *self, const char *path);

G_END_DECLS
