/* qb-battle-board-private.h: QbBattleBoard's struct, shared by
 * qb-battle-board.c (the view, input, GObject), qb-battle-board-draw.c
 * (layout and drawing) and qb-battle-board-replay.c (a replay's moment). */
#pragma once

#include <adwaita.h>

#include "qb-battle-board.h"
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
/* qb-battle-board.c: read the view again. */
void           qb_battle_board_refresh       (QbBattleBoard  *self);

/* qb-battle-board-odds.c: the odds of the decision at hand, in the
 * bottom bar (hidden when there are none for this viewer). */
void qb_battle_board_update_odds   (QbBattleBoard  *self,
                                    const QbView   *view);

/* qb-battle-board-motion.c: the animations of fire and hits. */
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
