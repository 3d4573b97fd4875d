/* qb-battle-board-private.h: QbBattleBoard's struct, shared by
 * qb-battle-board.c (the GObject and its API), qb-battle-board-view.c
 * (what the view shows), qb-battle-board-input.c (acting through the
 * session), qb-battle-board-draw.c (layout and drawing),
 * qb-battle-board-motion.c (animations), qb-battle-board-odds.c (the
 * odds) and qb-battle-board-replay.c (a replay's moment). */
#pragma once

#include <adwaita.h>

#include "qb-battle-board.h"
#include "qb-battle-cell.h"
#include "qb-battle-geometry.h"
#include "qb-battle-history.h"
#include "qb-engine.h"

G_BEGIN_DECLS

/* At most this many blocks of a side the viewer may not identify (all of
 * them, in the worst case). */
#define N_HIDDEN (2 * QB_BLOCKS_PER_SIDE)

struct _QbBattleBoard
{
  GtkWidget parent_instance;

  QbPlaySession *session;

  GtkWidget *header_box;
  GtkWidget *header;
  GtkWidget *note;
  GtkWidget *banner;     /* a rout and its pursuit (16.x) */
  GtkWidget *bar;
  GtkWidget *status;
  GtkWidget *odds_slot;
  GtkWidget *buttons;
  GtkWidget *history_button;
  GtkWidget *cells[2][QB_BATTLE_N_CELLS];
  GtkWidget *known[QB_NUM_BLOCKS];     /* blocks the viewer identifies */
  GtkWidget *hidden[N_HIDDEN];         /* block backs */

  /* Where each shown block goes: its cell and its place among the
   * cell's blocks, filled by update(). */
  struct {
    GtkWidget *widget;
    int row, cell, index, count;
  } places[QB_NUM_BLOCKS + N_HIDDEN];
  int n_places;

  gboolean has_battle;
  gboolean skirmish;
  gboolean aside;
  int picked;                 /* block to put in a column, or -1 */
  gboolean auto_allocate;     /* give hits by themselves */
  guint auto_source;          /* the idle that gives the next hit */
  int edition;

  /* The animations (qb-battle-board-motion.c): the events already shown,
   * the dice rolling in, the blocks hit flashing. */
  AdwAnimation *motion;
  guint fire_duration;        /* ms; 0: none */
  guint seen_events;
  QbGame *seen_game;          /* the game those events are of (not a ref) */
  double motion_t;            /* 0..1; 1 when still */
  gboolean rolling;
  gboolean motion_pending;
  int flashing[QB_NUM_BLOCKS];
  guint n_flashing;
  /* A retreat's blocks sliding from where they fought to the retreated
   * blocks' place (15.2): each known block from where it stood before
   * (placed_at[], from the layout before the view changed; had_before[]
   * says it was shown then), each block back from its
   * side's reserve, where every block the enemy never saw stood. */
  gboolean had_before[QB_NUM_BLOCKS];
  graphene_point_t placed_at[QB_NUM_BLOCKS];   /* where the last layout put it */
  gboolean placed[QB_NUM_BLOCKS];
  QbEvent retreats[QB_NUM_BLOCKS];
  guint n_retreats;
  struct {
    GtkWidget *widget;
    gboolean from_reserve;   /* from the reserve cell of `row` */
    int row;
    double x, y;             /* else from here */
  } slides[QB_NUM_BLOCKS];
  guint n_slides;

  /* The last fire or pursuit of the battle as the viewer sees it. */
  gboolean have_fire;
  QbEvent fire;
  char *double_text;

  /* A replay's moment (qb-battle-board-replay.c): without a session, the
   * board shows this view and these events, and offers no decision. */
  gboolean replay;
  QbView replay_view;
  QbEvent *replay_events;
  guint n_replay_events;
};

/* qb-battle-board-replay.c: what the board shows, from its session or
 * from the replay's moment; the replay's copy is freed on dispose. */
const QbView  *qb_battle_board_shown_view    (QbBattleBoard  *self);
int            qb_battle_board_shown_viewer  (QbBattleBoard  *self);
const QbEvent *qb_battle_board_shown_events  (QbBattleBoard  *self,
                                              guint          *n_events);
void           qb_battle_board_replay_clear  (QbBattleBoard  *self);
/* The battle shown, turn by turn, up to the moment (NULL for none). */
QbBattleHistory *qb_battle_board_shown_history (QbBattleBoard *self);
/* qb-battle-board-view.c: read the view again and show it. */
void           qb_battle_board_refresh       (QbBattleBoard  *self);

/* qb-battle-board.c: emits ::show-map. */
void           qb_battle_board_emit_show_map (QbBattleBoard  *self);

/* qb-battle-board-input.c: the session's legal actions as the board means
 * them (type, block or -1 for any, slot or -1 for any; the first in *out),
 * a block that may be put in a column, what a click on a block does, why
 * it does nothing now (NULL when it does something), the decision's
 * buttons, the auto-allocate preference, the History button, and the
 * handlers of the block widgets and the cells. */
gboolean    qb_battle_board_find_action   (QbBattleBoard  *self,
                                           int             type,
                                           int             block,
                                           int             c,
                                           QbAction       *out);
gboolean    qb_battle_board_may_place     (QbBattleBoard  *self,
                                           int             block);
gboolean    qb_battle_board_block_action  (QbBattleBoard  *self,
                                           int             block,
                                           QbAction       *out);
char       *qb_battle_board_why_not       (QbBattleBoard  *self,
                                           const QbView   *view,
                                           int             block);
void        qb_battle_board_update_buttons (QbBattleBoard *self,
                                            const QbView  *view);
void        qb_battle_board_maybe_auto_allocate (QbBattleBoard *self,
                                                 const QbView  *view);
void        qb_battle_board_history_clicked (QbBattleBoard *self);
void        qb_battle_board_block_activated (GtkWidget     *widget,
                                             QbBattleBoard *self);
void        qb_battle_board_block_clicked (GtkGestureClick *gesture,
                                           int              n_press,
                                           double           x,
                                           double           y,
                                           QbBattleBoard   *self);
GdkContentProvider *qb_battle_board_drag_prepare (GtkDragSource *source,
                                                  double         x,
                                                  double         y,
                                                  QbBattleBoard *self);
void        qb_battle_board_drag_begin    (GtkDragSource  *source,
                                           GdkDrag        *drag,
                                           QbBattleBoard  *self);
void        qb_battle_board_cell_activated (QbBattleCell  *cell,
                                            QbBattleBoard *self);
void        qb_battle_board_cell_dropped  (QbBattleCell   *cell,
                                           int             block,
                                           QbBattleBoard  *self);

/* qb-battle-board-odds.c: the odds of the decision at hand, in the
 * bottom bar (hidden when there are none for this viewer). */
void qb_battle_board_update_odds   (QbBattleBoard  *self,
                                    const QbView   *view);

/* qb-battle-board-motion.c: the animations of fire, hits and retreats.
 * _motion_keep_places() notes where the known blocks stand before the
 * view changes them; _motion_slide() moves a block's place (x, y) on the
 * way from where it slides. */
void   qb_battle_board_motion_keep_places (QbBattleBoard *self);
void   qb_battle_board_motion_slide    (QbBattleBoard          *self,
                                        GtkWidget              *widget,
                                        const QbBattleGeometry *geometry,
                                        double                 *x,
                                        double                 *y);
void   qb_battle_board_motion_reset    (QbBattleBoard *self,
                                        guint          n_events);
void   qb_battle_board_motion_note     (QbBattleBoard *self,
                                        const QbEvent *ev);
void   qb_battle_board_motion_start    (QbBattleBoard *self);
void   qb_battle_board_motion_dispose  (QbBattleBoard *self);
int    qb_battle_board_motion_face     (QbBattleBoard *self,
                                        int            i,
                                        int            face);
double qb_battle_board_motion_drop     (QbBattleBoard *self);
void   qb_battle_board_motion_snapshot (QbBattleBoard *self,
                                        GtkSnapshot   *snapshot);

void qb_battle_board_measure       (GtkWidget      *widget,
                                    GtkOrientation  orientation,
                                    int             for_size,
                                    int            *minimum,
                                    int            *natural,
                                    int            *minimum_baseline,
                                    int            *natural_baseline);
void qb_battle_board_size_allocate (GtkWidget      *widget,
                                    int             width,
                                    int             height,
                                    int             baseline);
void qb_battle_board_snapshot      (GtkWidget      *widget,
                                    GtkSnapshot    *snapshot);

G_END_DECLS
