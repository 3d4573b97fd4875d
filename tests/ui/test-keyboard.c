/* test-keyboard.c: the keyboard focus of the window, with real keys.
 *
 * Like test-input.c, `xdotool` presses real keys through the X server
 * (XTEST under Xvfb), so the focus chain, the key bindings and the event
 * controllers run as they do for a player (issue 9, part 7):
 *
 * - the board is one Tab stop: Tab enters it, the arrows go from zone to
 *   zone, Alt+arrows step through the viewer's blocks, Escape goes back
 *   from a block to its zone, the next Tab leaves the board;
 * - the French deployment tray's blocks are one Tab stop with the arrows,
 *   Home and End inside;
 * - every list (the actions, the log, the replay's moments, the rules'
 *   contents) is one Tab stop with the arrows inside;
 * - Escape leaves each text entry for the view: the order entry and the
 *   replay's note entry for the board, the rules search for the page.
 *
 * Needs an X11 display (xvfb-run) and xdotool; without them the tests are
 * skipped and say why. keyboard-board-zone.png and keyboard-board-block.png
 * (in the test's build directory) show the focus on a zone and on a block.
 */
#include <adwaita.h>
#include <string.h>

#include "qb-board.h"
#include "qb-block-widget.h"
#include "qb-decision-panel.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-play-view.h"
#include "qb-replay-view.h"
#include "qb-rules-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static const char *tmp_home;

static void
key (GtkWidget  *window,
     const char *keys)
{
  qb_test_xdotool ("key", "--clearmodifiers", keys, NULL);
  qb_test_pump (window, 80);
}

static GtkWidget *
focus_of (GtkWidget *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* Whether the focus is `widget` or inside it. */
static gboolean
focus_in (GtkWidget *window,
          GtkWidget *widget)
{
  GtkWidget *focus = focus_of (window);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static QbWindow *
new_window (void)
{
  QbWindow *window = qb_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* A new game at the French deployment, the curtain lifted, the keyboard
 * the window's. */
static QbWindow *
window_at_deployment (QbGame **game_out)
{
  QbWindow *window = new_window ();
  g_autoptr(QbGame) game = NULL;
  QbOptions options;

  qb_options_default (&options);
  game = qb_game_new (&options, 11);
  qb_window_start_game (window, game, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_focus_window (GTK_WIDGET (window));
  *game_out = g_steal_pointer (&game);
  return window;
}

static void
place (QbGame *game, int block, int zone)
{
  QbAction a = { QB_ACT_PLACE, (uint8_t) block, (uint8_t) zone, 0 };

  g_assert_true (qb_game_apply (game, a, NULL));
}

/* A game played to the end (both sides face up), open in the Replay page. */
static QbWindow *
window_at_replay (QbGame **game_out)
{
  QbWindow *window;
  g_autoptr(QbGame) game = NULL;
  QbOptions options;
  GRand *rand = g_rand_new_with_seed (3);

  qb_options_default (&options);
  game = qb_game_new (&options, 3);
  while (!qb_game_is_over (game))
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);

  window = new_window ();
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  qb_test_focus_window (GTK_WIDGET (window));
  *game_out = g_steal_pointer (&game);
  return window;
}

static int activated_zone;

static void
zone_activated_cb (QbBoard *board,
                   int      zone)
{
  activated_zone = zone;
}

/* ---- The board --------------------------------------------------------------- */

/* The board is one Tab stop: from the widget before it, Tab lands on a
 * zone of the board and the next Tab leaves it; inside, the arrows go by
 * the map, Alt+Right reaches the blocks and Escape comes back. */
static void
test_board (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  GtkWidget *w;
  QbBoard *board;
  GtkWidget *before, *focus;

  if (!qb_test_can_use_xdotool ())
    return;
  window = window_at_deployment (&game);
  w = GTK_WIDGET (window);
  /* Montcalm on the map, to have a block of the viewer's there. */
  place (game, QB_FR_MONTCALM, QB_BE);
  qb_test_settle (w);
  board = QB_BOARD (qb_test_find_widget (w, QB_TYPE_BOARD));
  g_signal_connect (board, "zone-activated", G_CALLBACK (zone_activated_cb), NULL);

  /* The widget before the board. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  qb_test_pump (w, 50);
  key (w, "shift+Tab");
  before = focus_of (w);
  g_assert_nonnull (before);
  g_assert_false (focus_in (w, GTK_WIDGET (board)));

  /* Tab: on the board, at the zone focused last (the first: Cap Rouge). */
  key (w, "Tab");
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));
  g_assert_cmpint (qb_board_get_focus_zone (board), ==, QB_CR);
  /* Tab again: past the board, and not back to the widget before it. */
  key (w, "Tab");
  g_assert_false (focus_in (w, GTK_WIDGET (board)));
  g_assert_true (focus_of (w) != before);
  key (w, "shift+Tab");
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));

  /* The arrows go from zone to zone. */
  key (w, "Right");
  g_assert_cmpint (qb_board_get_focus_zone (board), ==, QB_SF);
  key (w, "Right");
  g_assert_cmpint (qb_board_get_focus_zone (board), ==, QB_AB);
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));
  qb_test_save_screenshot (w, "keyboard-board-zone.png");

  /* Alt+Right: the viewer's first block from here on, Montcalm at
   * Beauport; Escape: back to his zone. */
  key (w, "alt+Right");
  focus = focus_of (w);
  g_assert_true (QB_IS_BLOCK_WIDGET (focus));
  g_assert_true (gtk_widget_get_parent (focus) == GTK_WIDGET (board));
  g_assert_cmpint (qb_block_widget_get_face (QB_BLOCK_WIDGET (focus))->block, ==, QB_FR_MONTCALM);
  g_assert_cmpint (qb_board_get_focus_zone (board), ==, QB_BE);
  qb_test_save_screenshot (w, "keyboard-board-block.png");
  key (w, "Escape");
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));
  g_assert_cmpint (qb_board_get_focus_zone (board), ==, QB_BE);

  /* Tab from a block leaves the board too; Shift+Tab comes back to the
   * zone, where Return picks it. */
  key (w, "alt+Right");
  g_assert_true (QB_IS_BLOCK_WIDGET (focus_of (w)));
  key (w, "Tab");
  g_assert_false (focus_in (w, GTK_WIDGET (board)));
  key (w, "shift+Tab");
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));
  g_assert_cmpint (qb_board_get_focus_zone (board), ==, QB_BE);
  activated_zone = -1;
  key (w, "Return");
  g_assert_cmpint (activated_zone, ==, QB_BE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- The deployment tray ----------------------------------------------------- */

static int tray_activated;

static void
tray_activated_cb (QbDeployTray *tray,
                   int           block)
{
  tray_activated = block;
}

/* The tray's blocks are one Tab stop: Tab from its last button lands on one
 * block, the next Tab leaves the tray; the arrows, Home and End go from
 * block to block, and Tab comes back to the block focused last. */
static void
test_tray (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  GtkWidget *w, *tray, *button, *first, *third, *focus;

  if (!qb_test_can_use_xdotool ())
    return;
  window = window_at_deployment (&game);
  w = GTK_WIDGET (window);
  tray = qb_test_find_widget (w, QB_TYPE_DEPLOY_TRAY);
  g_assert_true (gtk_widget_get_mapped (tray));
  g_signal_connect (tray, "block-activated", G_CALLBACK (tray_activated_cb), NULL);
  button = qb_test_find_widget (tray, GTK_TYPE_BUTTON);

  gtk_widget_grab_focus (button);
  qb_test_pump (w, 50);
  /* From "Use Historical Deployment" to "From the Library…", then the
   * blocks. */
  key (w, "Tab");
  g_assert_true (GTK_IS_BUTTON (focus_of (w)));
  g_assert_true (gtk_widget_is_ancestor (focus_of (w), tray));
  key (w, "Tab");
  first = focus_of (w);
  g_assert_true (QB_IS_BLOCK_WIDGET (first));
  g_assert_true (gtk_widget_is_ancestor (first, tray));
  key (w, "Tab");
  g_assert_false (focus_in (w, tray));
  key (w, "shift+Tab");
  g_assert_true (focus_of (w) == first);

  key (w, "Right");
  key (w, "Down");
  third = focus_of (w);
  g_assert_true (QB_IS_BLOCK_WIDGET (third));
  g_assert_true (gtk_widget_is_ancestor (third, tray));
  g_assert_true (third != first);
  key (w, "Left");
  key (w, "Right");
  g_assert_true (focus_of (w) == third);
  key (w, "End");
  focus = focus_of (w);
  g_assert_true (QB_IS_BLOCK_WIDGET (focus) && focus != third);
  key (w, "Right");   /* the last: the focus stays */
  g_assert_true (focus_of (w) == focus);
  key (w, "Home");
  g_assert_true (focus_of (w) == first);
  key (w, "Right");
  key (w, "Right");
  g_assert_true (focus_of (w) == third);

  /* Out and back: the block focused last. */
  key (w, "Tab");
  g_assert_false (focus_in (w, tray));
  key (w, "shift+Tab");
  g_assert_true (focus_of (w) == third);
  tray_activated = -1;
  key (w, "Return");
  g_assert_cmpint (tray_activated, ==, qb_block_widget_get_face (QB_BLOCK_WIDGET (third))->block);

  /* The focused block goes to the map: the next one takes the focus. */
  qb_test_settle (w);
  gtk_widget_grab_focus (third);
  place (game, tray_activated, QB_BE);
  qb_test_settle (w);
  g_assert_false (gtk_widget_get_visible (third));
  focus = focus_of (w);
  g_assert_true (QB_IS_BLOCK_WIDGET (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, tray));
  g_assert_true (gtk_widget_get_visible (focus));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- Lists ------------------------------------------------------------------- */

static void
find_lists (GtkWidget *root,
            GPtrArray *lists)
{
  if ((GTK_IS_LIST_BOX (root) || GTK_IS_LIST_VIEW (root)) && gtk_widget_get_mapped (root))
    g_ptr_array_add (lists, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    find_lists (c, lists);
}

static guint
n_rows (GtkWidget *list)
{
  guint n = 0;

  /* A GtkListView's rows are its children (those made for the rows in
   * sight). */
  for (GtkWidget *c = gtk_widget_get_first_child (list); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += (GTK_IS_LIST_BOX_ROW (c) || GTK_IS_LIST_VIEW (list)) && gtk_widget_get_visible (c);
  return n;
}

/* The first row of a GtkListBox or a GtkListView. */
static GtkWidget *
first_row (GtkWidget *list)
{
  if (GTK_IS_LIST_BOX (list))
    return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  return gtk_widget_get_first_child (list);
}

/* Each list of the page with two rows or more: from its first row Tab
 * leaves the list (after the focusable widgets of that row, a log line's
 * links), never to another row; Shift+Tab comes back; Down goes to the
 * next row. Returns how many lists it checked. */
static guint
check_lists (GtkWidget *window,
             GtkWidget *page)
{
  g_autoptr(GPtrArray) lists = g_ptr_array_new ();
  guint checked = 0;

  find_lists (page, lists);
  for (guint i = 0; i < lists->len; i++)
    {
      GtkWidget *list = g_ptr_array_index (lists, i);
      GtkWidget *row = first_row (list);
      guint presses = 0;

      if (n_rows (list) < 2 || !gtk_widget_get_focusable (GTK_WIDGET (row)))
        continue;
      g_test_message ("list %s with %u rows", gtk_widget_get_name (list), n_rows (list));
      gtk_widget_grab_focus (GTK_WIDGET (row));
      qb_test_pump (window, 50);
      g_assert_true (focus_in (window, GTK_WIDGET (row)));
      while (focus_in (window, list))
        {
          g_assert_true (focus_in (window, GTK_WIDGET (row)));
          key (window, "Tab");
          g_assert_cmpuint (++presses, <, 6);
        }
      key (window, "shift+Tab");
      g_assert_true (focus_in (window, list));
      /* Back at the first row (or in it): the arrows go on from there. */
      gtk_widget_grab_focus (GTK_WIDGET (row));
      qb_test_pump (window, 50);
      key (window, "Down");
      g_assert_true (focus_in (window, list));
      g_assert_false (focus_in (window, GTK_WIDGET (row)));
      checked++;
    }
  return checked;
}

static void
test_lists (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbGame) finished = NULL;
  QbWindow *window;
  GtkWidget *w;

  if (!qb_test_can_use_xdotool ())
    return;

  /* The Play page at the deployment: the actions and the log. */
  window = window_at_deployment (&game);
  w = GTK_WIDGET (window);
  place (game, QB_FR_MONTCALM, QB_BE);
  qb_test_settle (w);
  g_assert_cmpuint (check_lists (w, GTK_WIDGET (qb_window_get_play_view (window))), >=, 2);

  /* The Rules page: the contents. */
  g_assert_true (gtk_widget_activate_action (w, "win.view-rules", NULL));
  qb_test_settle (w);
  g_assert_cmpuint (check_lists (w, GTK_WIDGET (qb_window_get_rules_view (window))), >=, 1);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The Replay page: the moments and the log. */
  window = window_at_replay (&finished);
  w = GTK_WIDGET (window);
  g_assert_cmpuint (check_lists (w, GTK_WIDGET (qb_window_get_replay_view (window))), >=, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- Escape out of text entries ------------------------------------------------ */

static void
type_then_escape (GtkWidget *window,
                  GtkWidget *entry,
                  const char *text)
{
  gtk_widget_grab_focus (entry);
  qb_test_pump (window, 50);
  qb_test_xdotool ("type", "--clearmodifiers", text, NULL);
  qb_test_pump (window, 80);
  g_assert_true (focus_in (window, entry));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, text);
  key (window, "Escape");
}

static void
test_escape (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbGame) finished = NULL;
  QbWindow *window;
  GtkWidget *w, *entry, *board, *scroller;
  QbRulesView *rules;

  if (!qb_test_can_use_xdotool ())
    return;

  /* The order entry of the British orders: Escape gives the board the
   * keyboard. */
  window = window_at_deployment (&game);
  w = GTK_WIDGET (window);
  while (qb_game_get_state (game)->phase != QB_PHASE_ORDERS)
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      g_assert_true (qb_game_apply (game, g_array_index (actions, QbAction, 0), NULL));
    }
  qb_test_settle (w);
  if (qb_window_is_curtain_up (window))
    gtk_widget_activate_action (w, "win.lift-curtain", NULL);
  qb_test_settle (w);
  entry = qb_decision_panel_get_order_entry (QB_DECISION_PANEL (
    qb_test_find_widget (GTK_WIDGET (qb_window_get_play_view (window)), QB_TYPE_DECISION_PANEL)));
  g_assert_true (gtk_widget_get_mapped (entry));
  board = qb_test_find_widget (GTK_WIDGET (qb_window_get_play_view (window)), QB_TYPE_BOARD);
  type_then_escape (w, entry, "3");
  g_assert_true (gtk_widget_is_focus (board));
  g_assert_cmpint (qb_board_get_focus_zone (QB_BOARD (board)), >=, 0);

  /* The rules search: Escape gives the page the keyboard, where Page Down
   * scrolls it. */
  g_assert_true (gtk_widget_activate_action (w, "win.view-rules", NULL));
  qb_test_settle (w);
  rules = qb_window_get_rules_view (window);
  /* A page longer than the window. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 480);
  g_assert_true (qb_rules_view_show_section (rules, "11.1"));
  qb_test_settle (w);
  entry = qb_test_find_widget (GTK_WIDGET (rules), GTK_TYPE_SEARCH_ENTRY);
  g_assert_true (gtk_widget_get_mapped (entry));
  type_then_escape (w, entry, "orleans");
  /* The page's scroller: the one around the text's clamp. */
  scroller = gtk_widget_get_ancestor (qb_test_find_widget (GTK_WIDGET (rules), ADW_TYPE_CLAMP),
                                      GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (focus_of (w));
  g_test_message ("focus after Escape: %s", G_OBJECT_TYPE_NAME (focus_of (w)));
  g_assert_false (focus_in (w, entry));
  g_assert_true (focus_in (w, scroller));
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
    double top = gtk_adjustment_get_value (adj);
    key (w, "Next");
    g_assert_cmpfloat (gtk_adjustment_get_value (adj), >, top);
  }
  gtk_window_destroy (GTK_WINDOW (window));

  /* The replay's note entry: Escape gives the board the keyboard. */
  window = window_at_replay (&finished);
  w = GTK_WIDGET (window);
  entry = qb_test_find_widget (GTK_WIDGET (qb_window_get_replay_view (window)), GTK_TYPE_ENTRY);
  board = qb_test_find_widget (GTK_WIDGET (qb_window_get_replay_view (window)), QB_TYPE_BOARD);
  type_then_escape (w, entry, "ab");
  g_assert_true (gtk_widget_is_focus (board));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "keyboard");

  g_test_add_func ("/ui/keyboard/board-is-one-tab-stop", test_board);
  g_test_add_func ("/ui/keyboard/deploy-tray-is-one-tab-stop", test_tray);
  g_test_add_func ("/ui/keyboard/lists-are-one-tab-stop", test_lists);
  g_test_add_func ("/ui/keyboard/escape-leaves-entries", test_escape);
  ret = qb_ui_test_run ();
  return ret;
}
