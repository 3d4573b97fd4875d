/* qb-board-private.h: QbBoard's insides, shared by qb-board.c (the widget,
 * layout and input), qb-board-draw.c (the drawing), qb-board-layers.c (what
 * is drawn, kept as images), qb-board-motion.c and qb-board-words.c. */
#pragma once

#include <adwaita.h>

#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-board-paint.h"
#include "qb-board-place.h"
#include "qb-block-widget.h"

G_BEGIN_DECLS

/* One small thing drawn over the blocks. */
typedef enum {
  QB_OVERLAY_BADGE,    /* the number of blocks in a stack */
  QB_OVERLAY_BOATS,    /* the boats left in a river area */
  QB_OVERLAY_BATTLE,   /* crossed swords between two forces */
  QB_OVERLAY_ARROW,    /* a part of the order being written (x, y to x2, y2) */
  QB_OVERLAY_GHOST,    /* a block of the order where it will stand */
  QB_OVERLAY_MORE,     /* "+N": blocks of a stack that did not fit */
  QB_OVERLAY_NOTE,     /* a zone's note (what a retreat there costs) */
} QbBoardOverlayKind;

typedef struct {
  QbBoardOverlayKind kind;
  double x;        /* its centre, board units */
  double y;
  int which;       /* badge, arrow, ghost: the side; boats: the river area */
  int count;       /* badge, arrow: blocks; boats: boats left; ghost: the block */
  double x2;       /* arrow: where it points, board units */
  double y2;
  int mode;        /* arrow, ghost: the QbMoveMode */
} QbBoardOverlayItem;

typedef struct _QbBoardLayers QbBoardLayers;

/* Blocks of one side at a place that did not fit (qb-board-stacks.c). */
typedef struct {
  int loc;
  int side;
  double x;            /* the "+N" place's top-left corner, board units */
  double y;
  guint64 blocks;      /* the known blocks behind it */
  guint n_anonymous;   /* and how many of the enemy's hidden ones */
} QbBoardMore;

typedef struct {
  double x;        /* top-right corner of the stack, board units */
  double y;
  int side;
  int count;
} QbBoardBadge;

struct _QbBoard
{
  GtkWidget parent_instance;

  QbView view;
  gboolean has_view;

  guint sources;
  guint land_dests;
  guint amph_dests;
  int capacity[QB_NUM_AREAS];
  /* A few words written on lit zones (qb_board_set_zone_notes()), and
   * how many times they changed (an overlay item's images are kept while
   * the item is the same). */
  char *notes[QB_NUM_ZONES];
  int notes_serial;
  int selected_zone;
  int hover_zone;
  int focus_zone;
  guint64 selected_blocks;

  /* Child blocks: one per block the viewer can identify, and anonymous
   * ones for the enemy's hidden blocks. */
  GtkWidget *known[QB_NUM_BLOCKS];
  GPtrArray *hidden;
  guint n_hidden_used;

  QbBoardBadge badges[2 * QB_NUM_LOCS];
  guint n_badges;
  QbBoardMore more[2 * QB_NUM_LOCS];
  guint n_more;
  GtkWidget *more_popover;     /* the list behind a "+N", or NULL */
  /* Crossed swords between the two forces of a battle, board units. */
  gboolean has_battle_mark;
  QbPoint battle_mark;

  /* Board units to widget coordinates. */
  double scale;
  double ox;
  double oy;
  /* Zoom and pan (qb-board-zoom.c): the zoom, the offset wanted (kept
   * within the map's edges), where the pointer is, a pinch's and a
   * drag's start. */
  double zoom;
  double want_ox;
  double want_oy;
  double pointer_x;
  double pointer_y;
  double pinch_zoom;
  double drag_ox;
  double drag_oy;

  /* A block dragged from the deployment tray (3.4): the zones it may be
   * dropped on are drawn instead of the other highlights. */
  int drop_block;              /* -1 when no drag is under way */
  guint drop_zones;
  int drop_hover;              /* legal zone under the pointer, or -1 */

  /* Blocks sliding from their old zone after the orders are revealed. */
  AdwAnimation *move_animation;
  guint move_duration;         /* ms; 0: blocks jump (the player's choice) */
  double move_t;               /* 0..1, eased */

  /* The zone and river names' size, 1 being the map's own (a
   * preference: players who sit back from the screen). */
  double label_scale;
  GArray *moving;              /* QbBoardMoving */

  gboolean have_colors;
  GdkRGBA colors[QB_N_COLORS];
  /* The map, the highlights and the overlay as drawn last, as images. */
  QbBoardLayers *layers;
};

typedef struct {
  GtkWidget *child;
  double x0;       /* where it starts, board units (top-left corner) */
  double y0;
} QbBoardMoving;

/* qb-board-draw.c: drawing in board units (cr is already scaled). What is
 * drawn depends only on the arguments and self->colors (src/paint paints). */
void qb_board_get_paint (QbBoard *self, QbPaint *paint);
void qb_board_draw_map (QbBoard *self, cairo_t *cr);
void qb_board_zone_label_rect (QbBoard *self, cairo_t *cr, int zone, QbRect *rect);
QbBoardZoneFlags qb_board_zone_flags (QbBoard *self, int zone);
void qb_board_draw_zone (QbBoard *self, cairo_t *cr, int zone, QbBoardZoneFlags flags);
guint qb_board_overlay_items (QbBoard *self, QbBoardOverlayItem *items, guint max);
void qb_board_draw_overlay_item (QbBoard *self, cairo_t *cr, const QbBoardOverlayItem *item);

/* qb-board-orders.c: the order being written, as overlay items. */
guint qb_board_order_items (QbBoard *self, QbBoardOverlayItem *items, guint max);
void qb_board_draw_order_mark (QbBoard *self, cairo_t *cr, const QbBoardOverlayItem *item);

/* qb-board-layers.c: the map, the zones' highlights and the overlay items
 * drawn into images once, kept while what they show, the size, the scale
 * factor, the colours and the kind of renderer hold. A frame only places
 * images. */
QbBoardLayers *qb_board_layers_new (void);
void qb_board_layers_free (QbBoardLayers *layers);
void qb_board_layers_clear (QbBoardLayers *layers);
void qb_board_layers_snapshot_below (QbBoard *self, GtkSnapshot *snapshot);
void qb_board_layers_snapshot_above (QbBoard *self, GtkSnapshot *snapshot);
guint qb_board_layers_get_renders (QbBoardLayers *layers);

/* Reading order of the zones for the blocks' order of focus and in
 * descriptions: the north shore
 * west to east, then the south shore and the island. */
static const int qb_board_tab_order[QB_NUM_ZONES] = {
  QB_CR, QB_SF, QB_SI, QB_AB, QB_SC, QB_BE, QB_MO, QB_ET, QB_LE, QB_OR,
};

/* Shared by qb-board.c and qb-board-motion.c. */
void qb_board_rebuild_blocks (QbBoard *self);
void qb_board_notify_animating (QbBoard *self);
void qb_board_activate_block (QbBoard *self, int block);
/* qb-board-zoom.c */
#define QB_BOARD_MAX_ZOOM 3.0
void qb_board_place (QbBoard *self, int width, int height);
void qb_board_reveal (QbBoard *self, const QbRect *r);
void qb_board_zoom_class_init (GtkWidgetClass *widget_class);
void qb_board_zoom_init (QbBoard *self);
/* qb-board-stacks.c: stacks laid out without overlap, "+N" and its list. */
void qb_board_clear_more (QbBoard *self);
void qb_board_add_more (QbBoard *self, int loc, int side, double x, double y,
                        guint64 blocks, guint n_anonymous);
gboolean qb_board_click_more (QbBoard *self, double x, double y);
guint qb_board_more_items (QbBoard *self, QbBoardOverlayItem *items, guint max);
void qb_board_add_drop_target (QbBoard *self);
/* qb-board-focus.c: the board as one Tab stop, the arrows, the blocks. */
void qb_board_focus_class_init (GtkWidgetClass *widget_class);
void qb_board_focus_zone (QbBoard *self, int zone);
int qb_board_child_zone (GtkWidget *child);
/* qb-board-words.c */
char *qb_board_describe_area (QbBoard *self, int area);
void qb_board_update_accessible_description (QbBoard *self);

G_END_DECLS
