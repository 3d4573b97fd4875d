/* test-board-orders.c: orders written with the blocks, through the window
 * with real input (xdotool): a click on a British block picks it, a click
 * on Beauport orders it there by boat, the board draws the arrow and the
 * ghost (read through qb_board_get_order_arrows() and _get_ghost_blocks(),
 * the list the board draws from), a second click takes it out again,
 * Confirm gives the game that order; the French, at the screen next, see
 * no arrow, no ghost, and no word of it. Needs an X11 display (xvfb-run)
 * and xdotool; skipped without them. */
#include <adwaita.h>
#include <gtk/gtk.h>
#include <string.h>

#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-board-private.h"
#include "qb-deploy-tray.h"
#include "qb-record.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-scenario.h"
#include "qb-ui-names.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static void
click_at (GtkWidget *window,
          GtkWidget *widget,
          double     x,
          double     y)
{
  qb_test_pointer_to (window, widget, x, y);
  qb_test_pump (window, 50);
  qb_test_xdotool ("click", "1", NULL);
  qb_test_pump (window, 150);
}

static void
click_block (GtkWidget *window,
             QbBoard   *board,
             int        block)
{
  GtkWidget *w = board->known[block];

  g_assert_nonnull (w);
  g_assert_true (gtk_widget_get_mapped (w));
  click_at (window, w, gtk_widget_get_width (w) / 2.0, gtk_widget_get_height (w) / 2.0);
}

/* A point of the zone on the map itself, not on a block. */
static void
zone_point (QbBoard *board,
            int      zone,
            double  *x,
            double  *y)
{
  const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[zone];
  gboolean found = FALSE;

  for (int dy = 20; dy <= 200 && !found; dy += 6)
    for (int dx = -60; dx <= 60 && !found; dx += 12)
      {
        qb_board_map_point (board, z->label.x + dx, z->label.y + dy, x, y);
        found = qb_board_zone_at (board, *x, *y) == zone
                && gtk_widget_pick (GTK_WIDGET (board), *x, *y, GTK_PICK_DEFAULT) == GTK_WIDGET (board);
      }
  g_assert_true (found);
}

static void
click_zone (GtkWidget *window,
            QbBoard   *board,
            int        zone)
{
  double x = 0, y = 0;

  zone_point (board, zone, &x, &y);
  click_at (window, GTK_WIDGET (board), x, y);
}

/* A game at the British orders of the first move (the historical French
 * deployment placed), in a window of 1280x800 at that player's screen. */
static QbWindow *
window_at_british_orders (QbGame **game_out)
{
  g_autoptr(QbScenario) historical = NULL;
  g_autoptr(GError) error = NULL;
  QbGame *game;
  QbWindow *window;
  QbOptions options;

  qb_options_default (&options);
  game = qb_game_new (&options, 11);
  qb_game_set_dice_seed (game, 11);
  historical = qb_scenario_new_historical (options.edition, &error);
  g_assert_no_error (error);
  g_assert_true (qb_game_place_deployment (game, historical, &error));
  g_assert_no_error (error);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    {
      QbAction done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };
      g_assert_true (qb_game_apply (game, done, NULL));
    }
  g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_ORDERS);
  g_assert_cmpint (qb_game_get_decider (game), ==, QB_BRITISH);

  window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  qb_window_start_game (window, game, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_focus_window (GTK_WIDGET (window));
  *game_out = game;
  return window;
}

/* A real drag through the X server: press on the middle of `from`, move
 * in small steps past the threshold, then over (tx, ty) of the board;
 * `over` is called there, before the release. The points are the board's
 * (the press may make the block widgets again). */
static void
drag_block_to (GtkWidget *window,
               QbBoard   *board,
               GtkWidget *from,
               double     tx,
               double     ty,
               void     (*over) (QbBoard *board, gpointer data),
               gpointer   data)
{
  double fx, fy;

  g_assert_true (gtk_widget_translate_coordinates (from, GTK_WIDGET (board),
                                                   gtk_widget_get_width (from) / 2.0,
                                                   gtk_widget_get_height (from) / 2.0, &fx, &fy));
  qb_test_pointer_to (window, GTK_WIDGET (board), fx, fy);
  qb_test_pump (window, 50);
  qb_test_xdotool ("mousedown", "1", NULL);
  qb_test_pump (window, 50);
  for (int i = 1; i <= 4; i++)
    {
      qb_test_pointer_to (window, GTK_WIDGET (board), fx + 6 * i, fy + 2 * i);
      qb_test_pump (window, 30);
    }
  qb_test_pointer_to (window, GTK_WIDGET (board), tx, ty);
  qb_test_pump (window, 100);
  qb_test_pointer_to (window, GTK_WIDGET (board), tx + 1, ty + 1);
  qb_test_pump (window, 100);
  if (over != NULL)
    over (board, data);
  qb_test_xdotool ("mouseup", "1", NULL);
  qb_test_pump (window, 300);
}

/* While a block is dragged: the board lights where it may go (Beauport,
 * by boat from Île d'Orléans), and only there. */
static void
assert_dragging (QbBoard  *board,
                 gpointer  data)
{
  int block = GPOINTER_TO_INT (data);

  g_assert_cmpint (board->drop_block, ==, block);
  g_assert_true (board->drop_zones & (1u << QB_BE));
  g_assert_false (board->drop_zones & (1u << QB_OR));
  g_assert_cmpuint (board->drop_zones, !=, (1u << QB_NUM_ZONES) - 1);
  g_assert_cmpint (board->drop_hover, ==, QB_BE);
  qb_test_save_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (board), GTK_TYPE_WINDOW),
                           "board-order-dragged.png");
}

/* Dragging a block from Île d'Orléans to Beauport orders it there, with
 * the block picked beside it; a drop on a zone it may not reach orders
 * nothing. */
static void
test_drag_to_zone (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  QbPlaySession *session;
  QbBoard *board;
  QbBoardArrow arrows[8];
  const QbView *view;
  int first = -1, second = -1, far = -1;
  guint reach;
  double x, y;

  if (!qb_test_can_use_xdotool ())
    return;
  window = window_at_british_orders (&game);
  session = qb_play_view_get_session (qb_window_get_play_view (window));
  board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));
  view = qb_play_session_get_view (session);
  for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE; b++)
    if (view->blocks[b].loc == QB_OR && view->blocks[b].type != QB_TYPE_LEADER)
      {
        if (first < 0)
          first = b;
        else if (second < 0)
          second = b;
      }
  g_assert_cmpint (second, >=, 0);

  /* Dropped where it may not go: nothing is ordered. */
  reach = qb_play_session_get_drop_zones (session, first);
  g_assert_true (reach & (1u << QB_BE));
  for (int z = 0; z < QB_NUM_ZONES && far < 0; z++)
    if (z != QB_OR && !(reach & (1u << z)))
      far = z;
  g_assert_cmpint (far, >=, 0);
  zone_point (board, far, &x, &y);
  drag_block_to (GTK_WIDGET (window), board, board->known[first], x, y, NULL, NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, 0);
  g_assert_cmpint (board->drop_block, ==, -1);
  g_assert_cmpuint (board->drop_zones, ==, 0);
  /* The press picked it; a click puts it back. */
  if (qb_play_session_get_picked_blocks (session) != 0)
    click_block (GTK_WIDGET (window), board, first);
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, 0);

  /* The first block picked by a click, the second dragged to Beauport:
   * both ordered there, by boat, one arrow of two blocks. */
  click_block (GTK_WIDGET (window), board, first);
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, G_GUINT64_CONSTANT (1) << first);
  zone_point (board, QB_BE, &x, &y);
  drag_block_to (GTK_WIDGET (window), board, board->known[second], x, y,
                 assert_dragging, GINT_TO_POINTER (second));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==,
                    (G_GUINT64_CONSTANT (1) << first) | (G_GUINT64_CONSTANT (1) << second));
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, 0);
  g_assert_cmpint (board->drop_block, ==, -1);
  g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 1);
  g_assert_cmpint (arrows[0].from, ==, QB_OR);
  g_assert_cmpint (arrows[0].to, ==, QB_BE);
  g_assert_cmpint (arrows[0].mode, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (arrows[0].n_blocks, ==, 2);
  g_assert_cmpuint (qb_board_get_ghost_blocks (board), ==,
                    (G_GUINT64_CONSTANT (1) << first) | (G_GUINT64_CONSTANT (1) << second));

  /* Confirmed: the game holds both moves. */
  {
    g_autoptr(GError) error = NULL;
    QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };

    g_assert_true (qb_play_session_apply (session, done, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (qb_game_get_state (game)->blocks[first].order_dest, ==, QB_BE);
  g_assert_cmpint (qb_game_get_state (game)->blocks[second].order_dest, ==, QB_BE);
  g_assert_cmpint (qb_game_get_state (game)->blocks[second].order_mode, ==, QB_MODE_AMPHIBIOUS);
  gtk_window_destroy (GTK_WINDOW (window));
  qb_test_drain ();
}

static void
test_write_with_blocks (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GError) error = NULL;
  QbWindow *window;
  QbPlaySession *session;
  QbBoard *board;
  QbBoardArrow arrows[8];
  QbOptions options;
  const QbView *view;
  int picked = -1;

  if (!qb_test_can_use_xdotool ())
    return;
  qb_options_default (&options);   /* the game's, as window_at_british_orders() made it */
  window = window_at_british_orders (&game);
  session = qb_play_view_get_session (qb_window_get_play_view (window));
  board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));
  g_assert_cmpint (qb_play_session_get_order_side (session), ==, QB_BRITISH);

  view = qb_play_session_get_view (session);
  for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE && picked < 0; b++)
    if (view->blocks[b].loc == QB_OR && view->blocks[b].type != QB_TYPE_LEADER)
      picked = b;
  g_assert_cmpint (picked, >=, 0);
  g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 0);

  /* The block, then Beauport: an arrow by boat and a ghost. */
  click_block (GTK_WIDGET (window), board, picked);
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, G_GUINT64_CONSTANT (1) << picked);
  g_assert_cmpint (qb_board_get_selected_zone (board), ==, QB_OR);
  click_zone (GTK_WIDGET (window), board, QB_BE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, G_GUINT64_CONSTANT (1) << picked);
  g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 1);
  g_assert_cmpint (arrows[0].from, ==, QB_OR);
  g_assert_cmpint (arrows[0].to, ==, QB_BE);
  g_assert_cmpint (arrows[0].mode, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (arrows[0].side, ==, QB_BRITISH);
  g_assert_cmpint (arrows[0].n_blocks, ==, 1);
  g_assert_cmpuint (qb_board_get_ghost_blocks (board), ==, G_GUINT64_CONSTANT (1) << picked);
  qb_test_save_screenshot (GTK_WIDGET (window), "board-order-written.png");

  /* The block again: out of the order, the arrow gone. */
  click_block (GTK_WIDGET (window), board, picked);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, 0);
  g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 0);
  g_assert_cmpuint (qb_board_get_ghost_blocks (board), ==, 0);

  /* Written again, then confirmed: the game holds it. */
  click_block (GTK_WIDGET (window), board, picked);
  click_zone (GTK_WIDGET (window), board, QB_BE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 1);
  {
    QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
    g_assert_true (qb_play_session_apply (session, done, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (qb_game_get_state (game)->blocks[picked].order_dest, ==, QB_BE);
  g_assert_cmpint (qb_game_get_state (game)->blocks[picked].order_mode, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (qb_game_get_state (game)->order[QB_BRITISH].written, ==, 1);

  /* Behind the curtain, then at the French orders: none of it drawn or said. */
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 0);
  g_assert_cmpuint (qb_board_get_ghost_blocks (board), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_FRENCH);
  g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 0);
  g_assert_cmpuint (qb_board_get_ghost_blocks (board), ==, 0);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      g_autofree char *words = qb_board_describe_zone (board, z);
      /* The picked block is hidden from the French: no name of it. */
      g_assert_null (strstr (words, qb_ui_block_name (options.edition, picked)));
      g_assert_null (strstr (words, qb_ui_block_short_name (options.edition, picked)));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first move of docs/usability.md, by the blocks: four clicks on
 * four blocks of Île d'Orléans and one on Lévis write the order of four
 * blocks to Lévis by boat (five clicks where the zones and the list took
 * six). */
static void
test_four_to_levis (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  QbPlaySession *session;
  QbBoard *board;
  QbBoardArrow arrows[8];
  const QbView *view;
  guint64 four = 0;
  guint clicks = 0;

  if (!qb_test_can_use_xdotool ())
    return;
  window = window_at_british_orders (&game);
  session = qb_play_view_get_session (qb_window_get_play_view (window));
  board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));
  view = qb_play_session_get_view (session);
  for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE; b++)
    if (view->blocks[b].loc == QB_OR && view->blocks[b].type != QB_TYPE_LEADER && clicks < 4)
      {
        click_block (GTK_WIDGET (window), board, b);
        four |= G_GUINT64_CONSTANT (1) << b;
        clicks++;
      }
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, four);
  click_zone (GTK_WIDGET (window), board, QB_LE);
  clicks++;
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (clicks, ==, 5);
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, four);
  g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 1);
  g_assert_cmpint (arrows[0].to, ==, QB_LE);
  g_assert_cmpint (arrows[0].mode, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (arrows[0].n_blocks, ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));
  qb_test_drain ();
}

/* A button under `root` by its label, as written with its mnemonic. */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
blocks_on_map (QbBoard *board,
               int      side)
{
  const QbView *v = qb_board_get_view (board);
  guint n = 0;

  for (int loc = 0; loc < QB_NUM_ZONES; loc++)
    n += (guint) v->count[side][loc];
  return n;
}

/* The historical deployment is shown on the board before it is placed:
 * Back leaves the French pool as it was, Place as in 1759 places it. */
static void
test_historical_review (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window = qb_window_new (NULL);
  QbOptions options;
  QbBoard *board;
  GtkWidget *tray, *use, *place, *back;

  qb_options_default (&options);
  game = qb_game_new (&options, 11);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  qb_window_start_game (window, game, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));
  tray = qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_DEPLOY_TRAY);
  use = find_button (tray, "Use _Historical Deployment");
  place = find_button (tray, "_Place as in 1759");
  back = find_button (tray, "_Back");
  g_assert_nonnull (use);
  g_assert_nonnull (place);
  g_assert_nonnull (back);
  g_assert_true (gtk_widget_get_mapped (use));
  g_assert_false (gtk_widget_get_mapped (place));
  g_assert_cmpuint (blocks_on_map (board, QB_FRENCH), ==, 0);

  /* Reviewed: on the board, not in the game. */
  g_signal_emit_by_name (use, "clicked");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_deploy_tray_get_reviewing (QB_DEPLOY_TRAY (tray)));
  g_assert_true (gtk_widget_get_mapped (place));
  g_assert_cmpuint (blocks_on_map (board, QB_FRENCH), >, 20);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, 0);
  qb_test_save_screenshot (GTK_WIDGET (window), "board-historical-review.png");

  /* Back: as it was. */
  g_signal_emit_by_name (back, "clicked");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_deploy_tray_get_reviewing (QB_DEPLOY_TRAY (tray)));
  g_assert_cmpuint (blocks_on_map (board, QB_FRENCH), ==, 0);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, 0);

  /* Again, then placed. */
  g_signal_emit_by_name (use, "clicked");
  qb_test_settle (GTK_WIDGET (window));
  g_signal_emit_by_name (place, "clicked");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_game_get_phase (game), !=, QB_PHASE_FRENCH_SETUP);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), >, 20);
  gtk_window_destroy (GTK_WINDOW (window));
  qb_test_drain ();
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "board-orders");
  g_test_add_func ("/ui/board-orders/write-with-blocks", test_write_with_blocks);
  g_test_add_func ("/ui/board-orders/drag-to-zone", test_drag_to_zone);
  g_test_add_func ("/ui/board-orders/four-to-levis", test_four_to_levis);
  g_test_add_func ("/ui/board-orders/3.4/historical-review", test_historical_review);
  return qb_ui_test_run ();
}
