/* test-editor.c: the Editor page in a real window: blocks placed by a
 * click on the palette and then a zone, dragged by mouse through the X
 * server (xdotool) from the palette to a zone, from zone to zone and back
 * to the palette, undone and redone with real keys, saved and opened
 * again, and a game started from the deployment through New Game. */
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "qb-application.h"
#include "qb-board.h"
#include "qb-block-widget.h"
#include "qb-board-geometry.h"
#include "qb-data.h"
#include "qb-editor-library.h"
#include "qb-editor-panel.h"
#include "qb-editor-session.h"
#include "qb-editor-view.h"
#include "qb-game.h"
#include "qb-new-game-dialog.h"
#include "qb-ui-test-util.h"
#include "qb-ui-names.h"
#include "qb-window.h"

static const char *tmp_home;
static QbApplication *app;

static QbWindow *
editor_window (QbEditorView **view)
{
  QbWindow *window = qb_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view-editor", NULL);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_focus_window (GTK_WIDGET (window));
  *view = QB_EDITOR_VIEW (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_EDITOR_VIEW));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (*view)));
  return window;
}

static guint
location_of (QbEditorView *view,
             guint         block)
{
  guint loc;

  qb_scenario_get_block (qb_editor_session_get_draft (qb_editor_view_get_session (view)),
                         block, &loc, NULL);
  return loc;
}

/* Closes a window whose draft may be unsaved, without the question. */
static void
discard_and_destroy (QbWindow     *window,
                     QbEditorView *view)
{
  qb_editor_session_reset (qb_editor_view_get_session (view), QB_SCENARIO_DEPLOYMENT, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A palette row activated picks its block; a zone activated places it;
 * the window's Undo and Redo (its actions, as its menu and keys call
 * them) take it back and again. */
static void
test_place_by_click (void)
{
  QbEditorView *view;
  QbWindow *window = editor_window (&view);
  QbEditorSession *session = qb_editor_view_get_session (view);
  GtkWidget *row = qb_editor_palette_get_row (qb_editor_view_get_palette (view), QB_FR_OTTAWA);
  QbBoard *board = qb_editor_view_get_board (view);

  g_assert_true (gtk_widget_activate (row));
  g_assert_cmpuint (qb_editor_session_get_selection (session), ==, G_GUINT64_CONSTANT (1) << QB_FR_OTTAWA);
  g_signal_emit_by_name (board, "zone-activated", QB_BE);
  g_assert_cmpuint (location_of (view, QB_FR_OTTAWA), ==, QB_BE);
  g_assert_cmpuint (qb_editor_session_get_selection (session), ==, 0);
  g_assert_true (qb_editor_session_get_dirty (session));
  /* The board shows the block where the draft has it. */
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_board_get_view (board)->blocks[QB_FR_OTTAWA].loc, ==, QB_BE);

  /* A British block of a deployment cannot be picked (3.3). */
  gtk_widget_activate (qb_editor_palette_get_row (qb_editor_view_get_palette (view), 0));
  g_assert_cmpuint (qb_editor_session_get_selection (session), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (location_of (view, QB_FR_OTTAWA), ==, QB_LOC_POOL);
  g_assert_false (qb_editor_session_get_dirty (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (location_of (view, QB_FR_OTTAWA), ==, QB_BE);

  /* Picked on the board and sent back with the page's action (Delete). */
  g_signal_emit_by_name (board, "block-activated", QB_FR_OTTAWA);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.to-palette", NULL));
  g_assert_cmpuint (location_of (view, QB_FR_OTTAWA), ==, QB_LOC_POOL);
  discard_and_destroy (window, view);
}

/* A real drag: press on (fx, fy) of `from`, move in small steps past the
 * threshold, release on (tx, ty) of `to`. */
static void
drag (GtkWidget *window,
      GtkWidget *from,
      double     fx,
      double     fy,
      GtkWidget *to,
      double     tx,
      double     ty)
{
  qb_test_pointer_to (window, from, fx, fy);
  qb_test_pump (window, 50);
  qb_test_xdotool ("mousedown", "1", NULL);
  qb_test_pump (window, 50);
  for (int i = 1; i <= 4; i++)
    {
      qb_test_pointer_to (window, from, fx + 6 * i, fy + 2 * i);
      qb_test_pump (window, 30);
    }
  qb_test_pointer_to (window, to, tx, ty);
  qb_test_pump (window, 100);
  qb_test_pointer_to (window, to, tx + 1, ty + 1);
  qb_test_pump (window, 100);
  qb_test_xdotool ("mouseup", "1", NULL);
  qb_test_pump (window, 300);
}

static void
zone_point (QbBoard *board,
            int      zone,
            double  *x,
            double  *y)
{
  const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[zone];

  qb_board_map_point (board, z->label.x, z->label.y + 30, x, y);
  g_assert_cmpint (qb_board_zone_at (board, *x, *y), ==, zone);
}

/* By mouse: palette to Beauport, Beauport to Montmorency, back to the
 * palette; then Ctrl+Z and Ctrl+Shift+Z with real keys. */
static void
test_drag_by_mouse (void)
{
  QbEditorView *view;
  QbWindow *window;
  QbBoard *board;
  GtkWidget *row;
  GtkWidget *block = NULL;
  double x, y;
  int b = QB_FR_OTTAWA + 1;

  if (!qb_test_can_use_xdotool ())
    return;
  window = editor_window (&view);
  board = qb_editor_view_get_board (view);
  row = qb_editor_palette_get_row (qb_editor_view_get_palette (view), b);
  g_assert_true (gtk_widget_get_mapped (row));

  zone_point (board, QB_BE, &x, &y);
  drag (GTK_WIDGET (window), row, 20, gtk_widget_get_height (row) / 2.0, GTK_WIDGET (board), x, y);
  g_assert_cmpuint (location_of (view, (guint) b), ==, QB_BE);
  qb_test_settle (GTK_WIDGET (window));

  /* The block's widget on the board, dragged on to Montmorency. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (QB_IS_BLOCK_WIDGET (child) && qb_block_widget_get_face (QB_BLOCK_WIDGET (child))->block == b)
      block = child;
  g_assert_nonnull (block);
  zone_point (board, QB_MO, &x, &y);
  drag (GTK_WIDGET (window), block, gtk_widget_get_width (block) / 2.0, gtk_widget_get_height (block) / 2.0,
        GTK_WIDGET (board), x, y);
  g_assert_cmpuint (location_of (view, (guint) b), ==, QB_MO);
  qb_test_settle (GTK_WIDGET (window));

  /* And back to the palette. */
  block = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (QB_IS_BLOCK_WIDGET (child) && qb_block_widget_get_face (QB_BLOCK_WIDGET (child))->block == b)
      block = child;
  g_assert_nonnull (block);
  drag (GTK_WIDGET (window), block, gtk_widget_get_width (block) / 2.0, gtk_widget_get_height (block) / 2.0,
        GTK_WIDGET (qb_editor_view_get_palette (view)), 100, 100);
  g_assert_cmpuint (location_of (view, (guint) b), ==, QB_LOC_POOL);

  /* Real keys: the page's undo, twice, then redo. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+z", NULL);
  qb_test_pump (GTK_WIDGET (window), 150);
  g_assert_cmpuint (location_of (view, (guint) b), ==, QB_MO);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+z", NULL);
  qb_test_pump (GTK_WIDGET (window), 150);
  g_assert_cmpuint (location_of (view, (guint) b), ==, QB_BE);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+shift+z", NULL);
  qb_test_pump (GTK_WIDGET (window), 150);
  g_assert_cmpuint (location_of (view, (guint) b), ==, QB_MO);
  discard_and_destroy (window, view);
}

/* By keyboard alone: a palette row picked with Enter, the board's zone
 * chosen with the arrows and Enter. */
static void
test_keyboard (void)
{
  QbEditorView *view;
  QbWindow *window;
  QbBoard *board;
  GtkWidget *row;
  int b = QB_FR_OTTAWA + 2;

  if (!qb_test_can_use_xdotool ())
    return;
  window = editor_window (&view);
  board = qb_editor_view_get_board (view);
  row = qb_editor_palette_get_row (qb_editor_view_get_palette (view), b);
  gtk_widget_grab_focus (row);
  qb_test_xdotool ("key", "--clearmodifiers", "Return", NULL);
  qb_test_pump (GTK_WIDGET (window), 150);
  g_assert_cmpuint (qb_editor_session_get_selection (qb_editor_view_get_session (view)), ==,
                    G_GUINT64_CONSTANT (1) << b);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  qb_test_pump (GTK_WIDGET (window), 50);
  g_assert_cmpint (qb_board_get_focus_zone (board), >=, 0);
  qb_test_xdotool ("key", "--clearmodifiers", "Return", NULL);
  qb_test_pump (GTK_WIDGET (window), 150);
  g_assert_cmpuint (location_of (view, (guint) b), ==, (guint) qb_board_get_focus_zone (board));
  discard_and_destroy (window, view);
}

static QbNewGameDialog *
find_new_game_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (QB_IS_NEW_GAME_DIALOG (w))
        return QB_NEW_GAME_DIALOG (w);
    }
  return NULL;
}

/* Saved with a problem, opened again in another window, finished there,
 * and a game started from it through New Game. Closing with unsaved
 * changes asks first. */
static void
test_save_reopen_start (void)
{
  QbEditorView *view, *again;
  QbWindow *window = editor_window (&view);
  QbWindow *second;
  QbEditorSession *session = qb_editor_view_get_session (view);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) historical = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  g_autofree char *path = g_build_filename (tmp_home, "mine.q1759-setup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  QbNewGameDialog *dialog;
  QbGame *game;
  guint b = QB_FR_OTTAWA + 3, home;

  g_assert_no_error (error);
  qb_editor_view_edit (view, historical, NULL);
  g_assert_true (qb_editor_session_get_playable (session));
  home = location_of (view, b);
  g_assert_true (qb_editor_session_move_blocks (session, &b, 1, QB_LOC_POOL, &error));
  g_assert_false (qb_editor_session_get_playable (session));
  g_assert_true (qb_editor_session_save (session, file, &error));
  g_assert_no_error (error);

  /* Unsaved changes keep the window open behind a question. */
  qb_editor_session_set_name (session, "Not yet saved");
  gtk_window_close (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  discard_and_destroy (window, view);

  second = editor_window (&again);
  g_assert_true (qb_editor_session_open (qb_editor_view_get_session (again), file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (location_of (again, b), ==, QB_LOC_POOL);
  g_assert_true (qb_editor_session_move_blocks (qb_editor_view_get_session (again), &b, 1, home, &error));
  g_assert_true (qb_editor_session_get_playable (qb_editor_view_get_session (again)));
  qb_test_settle (GTK_WIDGET (second));
  qb_test_save_screenshot (GTK_WIDGET (second), "editor-deployment");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (again), "editor.start-game", NULL));
  qb_test_settle (GTK_WIDGET (second));
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (qb_new_game_dialog_start (dialog, &error));
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (dialog));
  game = qb_window_get_game (second);
  g_assert_nonnull (game);
  for (int blk = QB_FIRST_BLOCK (QB_FRENCH); blk < QB_NUM_BLOCKS; blk++)
    if (qb_unit_info (QB_EDITION_REVISED, blk)->type != QB_TYPE_SHIP)
      g_assert_cmpuint (qb_game_get_state (game)->blocks[blk].loc, ==, location_of (again, (guint) blk));

  discard_and_destroy (second, again);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

static gboolean
estimate_done (gpointer data)
{
  return !qb_editor_tools_is_running (data);
}

static guint
n_cards (GtkFlowBox *grid)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (grid)); c != NULL; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

static GtkWidget *
card_button_named (GtkWidget  *card,
                   const char *prefix)
{
  GtkWidget *found = NULL;

  for (GtkWidget *w = gtk_widget_get_first_child (card); w != NULL && found == NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      const char *tip = gtk_widget_get_tooltip_text (w);

      if (GTK_IS_BUTTON (w) && tip != NULL && g_str_has_prefix (tip, prefix))
        found = w;
      else
        found = card_button_named (w, prefix);
    }
  return found;
}

/* The tools: a random deployment is playable, its balance is estimated in
 * the background (and an edit cancels a running estimate), and it differs
 * from the historical one. Saved to the library, it is a card there with
 * the built-ins; deleted and brought back with the toast's Undo; opened
 * from its card. */
static void
test_tools_and_library (void)
{
  QbEditorView *view;
  QbWindow *window = editor_window (&view);
  QbEditorSession *session = qb_editor_view_get_session (view);
  QbEditorTools *tools = qb_editor_view_get_tools (view);
  QbSetupLibrary *library = qb_setup_library_get_default ();
  QbEditorLibrary *shelf;
  GtkFlowBox *grid;
  guint before, b = QB_FR_OTTAWA + 1, loc;
  GtkWidget *card = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.random", NULL));
  g_assert_true (qb_editor_session_get_playable (session));
  g_assert_false (qb_editor_session_get_dirty (session));

  qb_editor_tools_estimate (tools, 40);
  g_assert_true (qb_editor_tools_is_running (tools));
  qb_test_wait_until (estimate_done, tools, 60000, "the estimate");
  g_assert_true (g_str_has_prefix (qb_editor_tools_get_result (tools), "British win "));
  g_assert_nonnull (strstr (qb_editor_tools_get_result (tools),
                            "over 40 games played with random moves for both sides"));
  /* The computer opponent plays them too, and the words say so. */
  {
    GtkWidget *player = qb_test_find_widget (GTK_WIDGET (tools), ADW_TYPE_COMBO_ROW);
    g_assert_nonnull (player);
    adw_combo_row_set_selected (ADW_COMBO_ROW (player), 2);
    qb_editor_tools_estimate (tools, 2);
    g_assert_false (gtk_widget_is_sensitive (player));
    qb_test_wait_until (estimate_done, tools, 120000, "the computer's estimate");
    g_assert_nonnull (strstr (qb_editor_tools_get_result (tools),
                              "over 2 games played with the computer opponent for both sides (Easy)"));
    g_assert_true (gtk_widget_is_sensitive (player));
    adw_combo_row_set_selected (ADW_COMBO_ROW (player), 0);
  }

  qb_editor_tools_estimate (tools, 100000);
  g_assert_true (qb_editor_tools_is_running (tools));
  qb_editor_session_set_name (session, "Random test");   /* stale: cancelled */
  qb_test_wait_until (estimate_done, tools, 10000, "the cancel");
  g_assert_cmpstr (qb_editor_tools_get_result (tools), ==, "");

  g_assert_true (qb_editor_view_save_to_library (view));
  g_assert_false (qb_editor_session_get_dirty (session));
  g_assert_nonnull (qb_editor_session_get_file (session));

  shelf = QB_EDITOR_LIBRARY (qb_editor_library_new (GTK_WINDOW (window), library));
  gtk_window_present (GTK_WINDOW (shelf));
  qb_test_settle (GTK_WIDGET (shelf));
  grid = qb_editor_library_get_grid (shelf);
  before = n_cards (grid);
  g_assert_cmpuint (before, ==, g_list_model_get_n_items (G_LIST_MODEL (library)));
  g_assert_cmpuint (before, >, 2);
  for (guint i = 0; i < before; i++)
    {
      g_autoptr(QbSetupEntry) entry = g_list_model_get_item (G_LIST_MODEL (library), i);

      if (g_strcmp0 (qb_setup_entry_get_title (entry), "Random test") == 0)
        card = GTK_WIDGET (gtk_flow_box_get_child_at_index (grid, (int) i));
    }
  g_assert_nonnull (card);
  qb_test_save_screenshot (GTK_WIDGET (shelf), "editor-library");

  {
    GtkWidget *button = card_button_named (card, "Delete");

    g_assert_nonnull (button);
    /* "clicked" itself: a button's activation waits before it. */
    g_signal_emit_by_name (button, "clicked");
  }
  qb_test_settle (GTK_WIDGET (shelf));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (library)), ==, before - 1);
  /* The toast's Undo. */
  {
    AdwToastOverlay *overlay = ADW_TOAST_OVERLAY (qb_test_find_widget (GTK_WIDGET (shelf), ADW_TYPE_TOAST_OVERLAY));
    GtkWidget *undo = NULL;

    for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (overlay)); w != NULL; w = gtk_widget_get_next_sibling (w))
      if (undo == NULL && w != adw_toast_overlay_get_child (overlay))
        undo = qb_test_find_widget (w, GTK_TYPE_BUTTON);
    g_assert_nonnull (undo);
    g_signal_emit_by_name (undo, "clicked");
  }
  qb_test_settle (GTK_WIDGET (shelf));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (library)), ==, before);

  /* Opened from its card, as it was saved. */
  qb_editor_session_move_blocks (session, &b, 1, QB_LOC_POOL, NULL);
  qb_editor_session_reset (session, QB_SCENARIO_POSITION, 0);
  card = NULL;
  for (guint i = 0; i < before; i++)
    {
      g_autoptr(QbSetupEntry) entry = g_list_model_get_item (G_LIST_MODEL (library), i);

      if (g_strcmp0 (qb_setup_entry_get_title (entry), "Random test") == 0)
        card = GTK_WIDGET (gtk_flow_box_get_child_at_index (grid, (int) i));
    }
  g_assert_nonnull (card);
  g_signal_connect_object (shelf, "open-setup", G_CALLBACK (qb_editor_view_edit), view, G_CONNECT_SWAPPED);
  g_signal_emit_by_name (card_button_named (card, "Open in the Editor"), "clicked");
  g_assert_cmpstr (qb_scenario_get_name (qb_editor_session_get_draft (session)), ==, "Random test");
  g_assert_true (qb_editor_session_get_playable (session));
  loc = location_of (view, b);
  g_assert_cmpuint (loc, <, QB_NUM_ZONES);

  gtk_window_destroy (GTK_WINDOW (shelf));
  discard_and_destroy (window, view);
}

/* The balanced random deployment: an impossible band fails honestly and
 * leaves the draft; a band of everything gives a playable deployment that
 * the page edits. */
static void
test_balanced (void)
{
  QbEditorView *view;
  QbWindow *window = editor_window (&view);
  QbEditorSession *session = qb_editor_view_get_session (view);
  QbEditorTools *tools = qb_editor_view_get_tools (view);
  g_autoptr(QbScenario) before = qb_scenario_copy (qb_editor_session_get_draft (session));

  /* Three games never give half: none found in four tries. */
  qb_editor_tools_find_balanced (tools, 0.5, 0.5, 3, 4);
  g_assert_true (qb_editor_tools_is_running (tools));
  g_assert_cmpstr (qb_editor_tools_get_result (tools), ==, "Trying random deployments…");
  qb_test_wait_until (estimate_done, tools, 60000, "the balanced search");
  g_assert_nonnull (strstr (qb_editor_tools_get_result (tools), "None of 4 random deployments"));
  g_assert_nonnull (strstr (qb_editor_tools_get_result (tools), "wider band"));
  g_assert_true (qb_scenario_equal (before, qb_editor_session_get_draft (session)));

  qb_editor_tools_find_balanced (tools, 0.0, 1.0, 4, 5);
  qb_test_wait_until (estimate_done, tools, 60000, "the balanced search");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_scenario_equal (before, qb_editor_session_get_draft (session)));
  g_assert_cmpstr (qb_scenario_get_name (qb_editor_session_get_draft (session)), ==,
                   "Balanced random deployment");
  g_assert_true (qb_editor_session_get_playable (session));

  /* Cancel stops a long search and says nothing. */
  qb_editor_tools_find_balanced (tools, 0.5, 0.5, 3, 100000);
  g_assert_true (qb_editor_tools_is_running (tools));
  qb_editor_tools_cancel (tools);
  qb_test_wait_until (estimate_done, tools, 10000, "the cancel");
  g_assert_cmpstr (qb_editor_tools_get_result (tools), ==, "");
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "editor-balanced");
  discard_and_destroy (window, view);
}

/* The action row titled `title` under `root`. */
static AdwActionRow *
find_action_row (GtkWidget  *root,
                 const char *title)
{
  if (ADW_IS_ACTION_ROW (root)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return ADW_ACTION_ROW (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      AdwActionRow *row = find_action_row (c, title);
      if (row != NULL)
        return row;
    }
  return NULL;
}

static gboolean
switch_on (gpointer sw)
{
  return gtk_switch_get_active (GTK_SWITCH (sw));
}

/* Turns the switch on as a click would (GtkSwitch animates first). */
static void
switch_turn_on (GtkWidget *sw)
{
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  gtk_widget_activate (sw);
  qb_test_wait_until (switch_on, sw, QB_TEST_WAIT_MS, "the switch on");
}

/* Scenario mode's past (20.0, 21.0) by its switches: one undo step each,
 * the zones the British stand in fixed on, a Cap Rouge they do not hold a
 * problem. */
static void
test_scenario_past (void)
{
  QbEditorView *view;
  QbWindow *window = editor_window (&view);
  QbEditorSession *session = qb_editor_view_get_session (view);
  GtkWidget *panel = GTK_WIDGET (qb_editor_view_get_panel (view));
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = qb_scenario_new_builtin ("anse-au-foulon", &error);
  AdwActionRow *mo_row, *si_row, *cr_row;
  GtkWidget *mo, *si, *cr;

  g_assert_no_error (error);
  qb_editor_view_edit (view, scenario, NULL);
  qb_test_settle (GTK_WIDGET (window));
  mo_row = find_action_row (panel, qb_ui_zone_name (QB_MO));
  si_row = find_action_row (panel, qb_ui_zone_name (QB_SI));
  cr_row = find_action_row (panel, "British held _Cap Rouge at the end of the last move (21.0)");
  g_assert_nonnull (mo_row);
  g_assert_nonnull (si_row);
  g_assert_nonnull (cr_row);
  mo = adw_action_row_get_activatable_widget (mo_row);
  si = adw_action_row_get_activatable_widget (si_row);
  cr = adw_action_row_get_activatable_widget (cr_row);

  /* The zones' list open, as a click on its row would. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (qb_test_find_widget (panel, ADW_TYPE_EXPANDER_ROW)), TRUE);
  qb_test_settle (GTK_WIDGET (window));

  /* The British stand in Sillery: entered, whatever the switch. */
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (si)));
  g_assert_false (gtk_widget_get_sensitive (si));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (mo)));
  g_assert_true (gtk_widget_get_sensitive (mo));

  switch_turn_on (mo);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_scenario_get_british_visited (qb_editor_session_get_draft (session)), ==, 1u << QB_MO);
  g_assert_true (qb_editor_session_get_playable (session));
  switch_turn_on (cr);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_scenario_get_held_cap_rouge (qb_editor_session_get_draft (session)));
  /* French blocks hold Cap Rouge: the mark is a problem. */
  g_assert_false (qb_editor_session_get_playable (session));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.undo", NULL));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (cr)));
  g_assert_true (qb_editor_session_get_playable (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.undo", NULL));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (mo)));
  g_assert_cmpuint (qb_scenario_get_british_visited (qb_editor_session_get_draft (session)), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.redo", NULL));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (mo)));

  /* A deployment has no past to edit. */
  qb_editor_session_set_kind (session, QB_SCENARIO_DEPLOYMENT);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (mo_row)));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  tmp_home = qb_ui_test_init (&argc, &argv, "editor");

  app = qb_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/ui/editor/place-by-click", test_place_by_click);
  g_test_add_func ("/ui/editor/drag-by-mouse", test_drag_by_mouse);
  g_test_add_func ("/ui/editor/keyboard", test_keyboard);
  g_test_add_func ("/ui/editor/save-reopen-start", test_save_reopen_start);
  g_test_add_func ("/ui/editor/tools-and-library", test_tools_and_library);
  g_test_add_func ("/ui/editor/balanced-random", test_balanced);
  g_test_add_func ("/ui/editor/scenario-past", test_scenario_past);
  return qb_ui_test_run ();
}
