/* qb-play-view-private.h: QbPlayView's struct, shared by qb-play-view.c
 * (the page and its session) and qb-play-view-layout.c (its shape: the
 * board, decision and log placed for a wide or narrow window, and the
 * handle the player moves). */
#pragma once

#include <adwaita.h>

#include "qb-battle-board.h"
#include "qb-battle-summary-bar.h"
#include "qb-board.h"
#include "qb-computer-bar.h"
#include "qb-decision-panel.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-retreat-bar.h"

G_BEGIN_DECLS

struct _QbPlayView
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkBox *start_box;
  GtkPaned *paned;
  GtkPaned *side_paned;
  GtkWidget *board_box;
  GtkStack *board_stack;
  GtkWidget *map_page;
  QbBoard *board;
  QbBattleBoard *battle_board;
  QbBattleSummaryBar *summary_bar;
  QbRetreatBar *retreat_bar;
  /* The player asked to choose a retreat on the map (the battle board's
   * button): the map shows in place of the battle while they may. */
  gboolean retreat_on_map;
  QbDeployTray *tray;
  QbDecisionPanel *panel;
  QbComputerBar *computer_bar;
  char *logged_seats;   /* who played, as the log last said it */
  QbLogView *log;

  QbPlaySession *session;
  GSettings *settings; /* the player's preferences for the board and orders */
  QbGame *game;        /* the session's game, as last shown */
  int log_viewer;      /* whose view the log shows; -1 before anything */
  guint n_logged;      /* events shown in the log */
  guint n_animated;    /* events whose moves the board has shown */
  /* In hot-seat play, each side's own count: the moves a player did not
   * see (the other was at the screen) slide when they come back to it.
   * G_MAXUINT: the side has not been at the screen in this game. */
  guint n_seen[2];
  int held_viewer;     /* whose view the held moves were kept for */
  GArray *held_moves;  /* QbEvent: a retreat's blocks, kept while the
                        * battle board stands in for the map */
  gboolean revealing;  /* orders carried out into a battle: their moves
                        * slide on the map before the battle board shows */
  guint reveal_events; /* the game's events when they began to */
  gboolean updating;   /* in session_changed_cb() */

  /* The layout (issue 14, item 3): the board and the decision side by
   * side on a wide window, one above the other on a narrow one. */
  gboolean wide;
  gboolean laid_out;   /* wide says how the paneds are turned */
  int drag_start_position;   /* the handle's, when a drag began */
  gboolean drag_start_wide;  /* and the page's shape and size then */
  int drag_start_width, drag_start_height;
  int last_width, last_height;
};

/* qb-play-view.c: notify::wide. */
void qb_play_view_notify_wide (QbPlayView *self);

/* qb-play-view-layout.c: the GtkWidget vfuncs of the page's shape, and
 * the handle's controllers (from init). */
void qb_play_view_measure       (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline);
void qb_play_view_size_allocate (GtkWidget      *widget,
                                 int             width,
                                 int             height,
                                 int             baseline);
void qb_play_view_layout_init   (QbPlayView     *self);

G_END_DECLS
