/* test-window.c: the main window in hot-seat play, under Xvfb.
 *
 * Starts a real game in a real window, deploys, writes and reveals orders
 * through the model and the window's actions, and checks what the screen
 * shows: the curtain whenever the other player must decide, and never a
 * French block's identity in the British view (block labels, which are
 * also their tooltips and accessible names, the log and the decision
 * panel). Screenshots of the main states go to the test's build directory.
 */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "qb-application.h"
#include "qb-battle-board.h"
#include "qb-block-widget.h"
#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-decision-panel.h"
#include "qb-deploy-library.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-play-view.h"
#include "qb-new-game-dialog.h"
#include "qb-preferences-window.h"
#include "qb-record.h"
#include "qb-rules-view.h"
#include "qb-scenario.h"
#include "qb-computer-player.h"
#include "qb-setup-library.h"
#include "qb-setup-tools.h"
#include "qb-window.h"
#include "qb-ui-test-util.h"
#include "qb-window-test.h"

static const char *tmp_home;

static void
apply (QbGame *game, int type, int a, int b, int c)
{
  g_autoptr(GError) error = NULL;
  QbAction act = { (uint8_t) type, (uint8_t) a, (uint8_t) b, (uint8_t) c };
  if (!qb_game_apply (game, act, &error))
    g_error ("%s: %s", qb_action_type_name (type), error->message);
}

static void
deploy_historical (QbGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  g_autoptr(GArray) places = NULL;

  g_assert_no_error (error);
  places = qb_scenario_get_deployment (scenario);
  g_assert_nonnull (places);
  g_assert_cmpuint (places->len, ==, 25);
  for (guint i = 0; i < places->len; i++)
    {
      QbAction a = g_array_index (places, QbAction, i);
      apply (game, a.type, a.a, a.b, a.c);
    }
}

/* Waits for the board's slide to end, however slow the machine; a
 * screenshot on its way. */
static void
watch_slide (QbWindow *window, QbBoard *board, const char *shot_name)
{
  gint64 end = g_get_monotonic_time () + QB_TEST_WAIT_MS * (gint64) 1000;
  guint tick = qb_test_tick_source ();
  gboolean shot = FALSE;

  while (qb_board_is_animating (board))
    {
      g_main_context_iteration (NULL, TRUE);
      if (!shot && qb_board_get_animation_progress (board) >= 0.3)
        {
          qb_test_save_screenshot (GTK_WIDGET (window), shot_name);
          shot = TRUE;
        }
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
  g_source_remove (tick);
  qb_test_settle (GTK_WIDGET (window));
}

/* The Play page's stack of the map and the battle board. */
static GtkStack *
board_stack (QbPlayView *play)
{
  return GTK_STACK (gtk_widget_get_parent (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BATTLE_BOARD)));
}

/* The moves into a battle slide on the map first (checked at once), then
 * the battle board comes. */
static void
watch_reveal (QbWindow *window, QbBoard *board, GtkStack *stack, const char *shot_name)
{
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "map");
  g_assert_true (qb_board_is_animating (board));
  watch_slide (window, board, shot_name);
  QB_TEST_WAIT (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "battle") == 0,
                "the battle board after the moves");
}

/* Orders revealed: the moves slide into place on the board, and the board
 * ends in the final position. */
static void
test_move_animation (void)
{
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(QbGame) game = NULL;
  QbOptions options;

  qb_options_default (&options);
  options.tides = 0;
  game = qb_game_new (&options, 7);
  qb_game_set_dice_seed (game, 7);   /* the same game at every run */
  qb_window_start_game (window, game, FALSE);
  deploy_historical (game);
  qb_test_settle (GTK_WIDGET (window));
  QbBoard *board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BOARD));
  while (qb_game_get_state (game)->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  for (int b = 0; b < 2; b++)
    apply (game, QB_ACT_ORDER_MOVE, b, QB_LE, QB_MODE_AMPHIBIOUS);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  while (qb_game_get_state (game)->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  g_assert_false (qb_board_is_animating (board));
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  g_assert_true (qb_board_is_animating (board));

  watch_slide (window, board, "window-moves-mid.png");
  for (int b = 0; b < 2; b++)
    g_assert_cmpint (qb_game_get_state (game)->blocks[b].loc, ==, QB_LE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_empty_state (void)
{
  QbWindow *window = qb_window_test_new ();
  g_assert_null (qb_window_get_game (window));
  g_assert_false (qb_window_is_curtain_up (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "window-empty.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_hot_seat (void)
{
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(QbGame) game = NULL;
  QbDecisionPanel *panel;
  QbOptions options;
  const QbState *s;

  qb_options_default (&options);
  game = qb_game_new (&options, 7);
  qb_game_set_dice_seed (game, 7);   /* the same game at every run */
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));

  /* The French deploy first (3.4): pass the screen to them. */
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_FRENCH);
  qb_test_save_screenshot (GTK_WIDGET (window), "window-curtain.png");
  panel = QB_DECISION_PANEL (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_DECISION_PANEL));
  g_assert_cmpint (qb_decision_panel_get_side_badge (panel), ==, -1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_FRENCH);
  /* Issue 14: the header shows whose turn it is, in the side's colour. */
  g_assert_cmpint (qb_decision_panel_get_side_badge (panel), ==, QB_FRENCH);

  /* A placement can be taken back. */
  apply (game, QB_ACT_PLACE, QB_FR_OTTAWA, QB_MO, 0);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_play_view_can_undo (play));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_OTTAWA].loc, ==, QB_LOC_POOL);

  deploy_historical (game);
  qb_test_settle (GTK_WIDGET (window));
  s = qb_game_get_state (game);
  g_assert_cmpint (s->move, ==, 1);
  g_assert_cmpint (s->decider, ==, QB_BRITISH);

  /* The British must write orders: the curtain is up, nothing behind it. */
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_BRITISH);
  g_assert_cmpint (qb_decision_panel_get_side_badge (panel), ==, -1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_decision_panel_get_side_badge (panel), ==, QB_BRITISH);
  while (qb_game_get_state (game)->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  qb_test_settle (GTK_WIDGET (window));
  qb_window_test_check_british_screen (window, game);

  /* Land four regiments at Beauport (7.4: four ships, four boats). */
  for (int b = 0; b < 4; b++)
    apply (game, QB_ACT_ORDER_MOVE, b, QB_BE, QB_MODE_AMPHIBIOUS);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "window-british-orders.png");
  qb_window_test_check_british_screen (window, game);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  qb_test_settle (GTK_WIDGET (window));

  /* The French write theirs in secret. */
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_FRENCH);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  while (qb_game_get_state (game)->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  qb_test_settle (GTK_WIDGET (window));

  /* Both revealed and resolved: the British are at Beauport, which costs
   * the French a Quebec militia of their choice (20.0); then the battle
   * deployment there is the French's (defending, 11.1 a). */
  s = qb_game_get_state (game);
  g_assert_cmpint (s->phase, ==, QB_PHASE_DESERTION);
  g_assert_false (qb_window_is_curtain_up (window));   /* still the French */
  apply (game, QB_ACT_DESERT, 32, 0, 0);
  qb_test_settle (GTK_WIDGET (window));
  for (int b = 0; b < 4; b++)
    g_assert_cmpint (s->blocks[b].loc, ==, QB_BE);
  g_assert_true (s->battle.active);
  g_assert_cmpint (s->battle.zone, ==, QB_BE);
  g_assert_cmpint (s->phase, ==, QB_PHASE_DEPLOY);
  g_assert_cmpint (s->decider, ==, QB_FRENCH);
  /* The French were already at the screen: a private decision of theirs
   * needs no curtain. */
  g_assert_false (qb_window_is_curtain_up (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "window-battle-deploy.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A complete game of each edition through the window, hot-seat with
 * hidden information: every decision taken from the legal actions of the
 * model, the curtain lifted whenever it comes up, and the screen checked
 * never to show a decision's private information to the wrong player. */
static void
play_complete_game (int edition, guint64 seed)
{
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(QbGame) game = NULL;
  QbOptions options;
  GRand *rand = g_rand_new_with_seed ((guint32) seed);
  guint steps = 0, curtains = 0;
  g_autofree char *shot = NULL;

  qb_options_default (&options);
  options.edition = (uint8_t) edition;
  options.tides = 1;
  game = qb_game_new (&options, seed);
  /* The same game at every run: a game in play rolls fresh dice, and one
   * that ends early (a sudden victory) has fewer curtains than checked
   * below. */
  qb_game_set_dice_seed (game, seed);
  qb_window_start_game (window, game, TRUE);

  while (!qb_game_is_over (game))
    {
      const QbState *s = qb_game_get_state (game);
      g_autoptr(GArray) actions = NULL;
      QbAction a;

      if (qb_window_is_curtain_up (window))
        {
          curtains++;
          g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, s->decider);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
        }
      g_assert_false (qb_window_is_curtain_up (window));
      /* A private decision is only ever on screen for its own player. */
      if (qb_decision_is_private (s))
        g_assert_cmpint (qb_play_view_get_viewer (play), ==, s->decider);
      else
        g_assert_true (qb_play_view_get_viewer (play) == s->decider
                       || qb_play_view_get_viewer (play) == QB_PUBLIC);

      actions = qb_game_list_legal_actions (game);
      g_assert_cmpuint (actions->len, >, 0);
      a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      apply (game, a.type, a.a, a.b, a.c);
      if (++steps % 40 == 0)
        qb_test_settle (GTK_WIDGET (window));
      g_assert_cmpuint (steps, <, 20000);
    }
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_NO_SIDE);
  /* Both players' orders at each move played to its end (16 moves, or
   * fewer after a sudden victory). */
  g_test_message ("%u curtains, game over at move %d", curtains, (int) qb_game_get_state (game)->move);
  g_assert_cmpuint (curtains, >=, 2 * (guint) (qb_game_get_state (game)->move - 1));
  g_assert_cmpuint (curtains, >=, 2);
  shot = g_strdup_printf ("window-game-over-%s.png", edition == QB_EDITION_CLASSIC ? "classic" : "revised");
  qb_test_save_screenshot (GTK_WIDGET (window), shot);

  /* The end page opens the finished game in the replay, face up. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  g_assert_true (qb_replay_view_get_record (qb_window_get_replay_view (window)) == qb_game_get_record (game));
  g_assert_cmpint (qb_replay_view_get_viewer (qb_window_get_replay_view (window)), ==, QB_NO_SIDE);
  g_assert_false (qb_play_view_can_undo (play));

  /* The end-of-game page cites the victory rules: the link opens them. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "5.0");
  g_assert_cmpstr (qb_rules_view_get_section (qb_window_get_rules_view (window)), ==, "5.0");
  g_rand_free (rand);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_complete_revised (void)
{
  play_complete_game (QB_EDITION_REVISED, 11);
}

static void
test_complete_classic (void)
{
  play_complete_game (QB_EDITION_CLASSIC, 12);
}

/* Slides the first British regiment from Lévis to where it stands
 * (Île d'Orléans), as after orders revealed; whether it slides is the
 * board's business. */
static void
slide_one (QbBoard *board)
{
  QbEvent ev = { 0 };

  ev.type = QB_EV_MOVE;
  ev.side = QB_BRITISH;
  ev.block = 0;
  ev.from = QB_LE;
  ev.zone = QB_OR;
  ev.a = QB_MODE_AMPHIBIOUS;
  ev.vis = QB_VIS_PUBLIC;
  qb_board_animate_moves (board, &ev, 1);
}

/* The preferences row with this title. */
static AdwPreferencesRow *
find_row (GtkWidget  *root,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (root)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return ADW_PREFERENCES_ROW (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      AdwPreferencesRow *row = find_row (c, title);
      if (row != NULL)
        return row;
    }
  return NULL;
}

static gboolean
textures_differ (GdkTexture *a,
                 GdkTexture *b)
{
  int w = gdk_texture_get_width (a), h = gdk_texture_get_height (a);
  g_autofree guchar *pa = NULL;
  g_autofree guchar *pb = NULL;

  if (w != gdk_texture_get_width (b) || h != gdk_texture_get_height (b))
    return TRUE;
  pa = g_malloc ((gsize) w * h * 4);
  pb = g_malloc ((gsize) w * h * 4);
  gdk_texture_download (a, pa, (gsize) w * 4);
  gdk_texture_download (b, pb, (gsize) w * 4);
  return memcmp (pa, pb, (gsize) w * h * 4) != 0;
}

/* Issue 14: the Preferences window writes the board's and the orders'
 * preferences, and every Play page follows them: the names' size, the
 * speed of the moves (off, and the system's reduced motion, move blocks
 * at once) and a question before the orders are confirmed. */
static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  QbBoard *board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BOARD));
  QbDecisionPanel *panel = QB_DECISION_PANEL (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL));
  GtkWindow *prefs = qb_preferences_window_new (settings);
  GtkSettings *gtk_settings = gtk_widget_get_settings (GTK_WIDGET (window));
  g_autoptr(GdkTexture) before = NULL;
  g_autoptr(GdkTexture) after = NULL;
  g_autoptr(QbGame) game = NULL;
  AdwComboRow *speed_row, *size_row;
  GtkSwitch *confirm;
  GtkListBox *list;
  QbOptions options;
  guint n_actions;

  gtk_window_present (prefs);
  qb_test_settle (GTK_WIDGET (prefs));
  speed_row = ADW_COMBO_ROW (find_row (GTK_WIDGET (prefs), "Speed of Moves"));
  size_row = ADW_COMBO_ROW (find_row (GTK_WIDGET (prefs), "Size of Names"));
  confirm = GTK_SWITCH (qb_test_find_widget (GTK_WIDGET (find_row (GTK_WIDGET (prefs), "Ask Before Confirming Orders")),
                                             GTK_TYPE_SWITCH));
  g_assert_nonnull (speed_row);
  g_assert_nonnull (size_row);
  g_assert_nonnull (confirm);
  g_assert_cmpuint (adw_combo_row_get_selected (speed_row), ==, 1);   /* normal */
  g_assert_cmpuint (qb_board_get_move_duration (board), ==, 500);
  g_assert_cmpfloat (qb_board_get_label_scale (board), ==, 1.0);

  qb_options_default (&options);
  options.tides = 0;
  game = qb_game_new (&options, 7);
  qb_game_set_dice_seed (game, 7);
  qb_window_start_game (window, game, FALSE);
  deploy_historical (game);
  qb_test_settle (GTK_WIDGET (window));
  before = qb_board_render_texture (board);

  /* Larger names: the map is drawn again with them. */
  adw_combo_row_set_selected (size_row, 2);
  {
    g_autofree char *value = g_settings_get_string (settings, "board-label-size");
    g_assert_cmpstr (value, ==, "largest");
  }
  g_assert_cmpfloat (qb_board_get_label_scale (board), ==, 1.5);
  qb_test_settle (GTK_WIDGET (window));
  after = qb_board_render_texture (board);
  g_assert_true (textures_differ (before, after));
  qb_test_save_screenshot (GTK_WIDGET (window), "window-large-names.png");

  /* Moves off: the revealed orders move the blocks at once. */
  adw_combo_row_set_selected (speed_row, 3);
  {
    g_autofree char *value = g_settings_get_string (settings, "animation-speed");
    g_assert_cmpstr (value, ==, "off");
  }
  g_assert_cmpuint (qb_board_get_move_duration (board), ==, 0);
  slide_one (board);
  g_assert_false (qb_board_is_animating (board));

  /* Slow, but the system reduces motion: at once too. */
  adw_combo_row_set_selected (speed_row, 0);
  g_assert_cmpuint (qb_board_get_move_duration (board), ==, 1000);
  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  slide_one (board);
  g_assert_false (qb_board_is_animating (board));
  /* And with motion: they slide. */
  g_object_set (gtk_settings, "gtk-enable-animations", TRUE, NULL);
  slide_one (board);
  g_assert_true (qb_board_is_animating (board));
  qb_test_settle (GTK_WIDGET (window));

  /* A question before the orders are confirmed. */
  gtk_switch_set_active (confirm, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "confirm-orders"));
  while (qb_game_get_state (game)->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_ORDERS);
  n_actions = qb_record_get_n_actions (qb_game_get_record (game));
  list = GTK_LIST_BOX (qb_test_find_widget (GTK_WIDGET (panel), GTK_TYPE_LIST_BOX));
  /* The confirmation comes first in the list. */
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
  g_assert_nonnull (qb_decision_panel_get_confirm_dialog (panel));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n_actions);
  qb_test_settle (GTK_WIDGET (qb_decision_panel_get_confirm_dialog (panel)));
  qb_test_save_screenshot (GTK_WIDGET (qb_decision_panel_get_confirm_dialog (panel)), "window-confirm-orders.png");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (qb_decision_panel_get_confirm_dialog (panel)), "cancel");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n_actions);
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (qb_decision_panel_get_confirm_dialog (panel)), "confirm");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n_actions + 1);
  g_assert_null (qb_decision_panel_get_confirm_dialog (panel));

  g_settings_reset (settings, "confirm-orders");
  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "board-label-size");
  gtk_window_destroy (prefs);
  gtk_window_destroy (GTK_WINDOW (window));
}


static AdwStatusPage *
find_curtain_page (GtkWidget *root)
{
  if (ADW_IS_STATUS_PAGE (root)
      && g_str_has_prefix (adw_status_page_get_title (ADW_STATUS_PAGE (root)), "Pass to the"))
    return ADW_STATUS_PAGE (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      AdwStatusPage *page = find_curtain_page (c);
      if (page != NULL)
        return page;
    }
  return NULL;
}

/* A hot-seat game (no tides, the same dice at every run), the French
 * deployed historically: the British are next, behind the curtain. */
static QbGame *
start_deployed (QbWindow *window)
{
  QbGame *game;
  QbOptions options;

  qb_options_default (&options);
  options.tides = 0;
  game = qb_game_new (&options, 7);
  qb_game_set_dice_seed (game, 7);
  qb_window_start_game (window, game, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  deploy_historical (game);
  qb_test_settle (GTK_WIDGET (window));
  return game;
}

/* Issue 14: in hot-seat play, a move where both sides stood is said on the
 * curtain that follows (the French, who confirmed last, read it there),
 * and then in the British panel. */
static void
test_quiet_move_curtain (void)
{
  QbWindow *window = qb_window_test_new ();
  g_autoptr(QbGame) game = NULL;
  AdwStatusPage *curtain;

  game = start_deployed (window);
  curtain = find_curtain_page (GTK_WIDGET (window));
  g_assert_nonnull (curtain);
  g_assert_null (strstr (adw_status_page_get_description (curtain), "quiet"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_null (strstr (adw_status_page_get_description (curtain), "quiet"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_true (g_str_has_prefix (adw_status_page_get_description (curtain),
                                   "Campaign move 1 was quiet: both sides stood and nothing moved."));
  qb_test_save_screenshot (GTK_WIDGET (window), "window-quiet-move-curtain.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Orders one French block by land to a zone no British block holds;
 * returns it. */
static int
order_french_march (QbGame *game)
{
  const QbState *s = qb_game_get_state (game);
  g_autoptr(GArray) legal = qb_game_list_legal_actions (game);

  for (guint i = 0; i < legal->len; i++)
    {
      QbAction a = g_array_index (legal, QbAction, i);
      if (a.type == QB_ACT_ORDER_MOVE && a.c == QB_MODE_LAND && a.b < QB_NUM_ZONES
          && s->cache.count[QB_BRITISH][a.b] == 0 && s->blocks[a.a].loc != a.b)
        {
          apply (game, a.type, a.a, a.b, a.c);
          return a.a;
        }
    }
  g_error ("no French march to order");
}

/* Lifts the curtain for `side` and writes no orders. */
static void
stand (QbWindow *window, QbGame *game, int side)
{
  g_assert_cmpint (qb_play_view_get_curtain_side (qb_window_get_play_view (window)), ==, side);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
}

/* In hot-seat play each player sees the moves made since they were last
 * at the screen when they come back to it: the French, whose confirmation
 * sent the curtain up for the British at once, see their march carried
 * out when their next turn comes. */
static void
test_hot_seat_unseen_moves (void)
{
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  QbBoard *board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BOARD));
  g_autoptr(QbGame) game = NULL;
  const QbState *s;
  int marched;

  game = start_deployed (window);
  s = qb_game_get_state (game);

  /* Move 1: the British stand; the French march. Carried out, the curtain
   * is up for the British at once: the French did not see it. */
  stand (window, game, QB_BRITISH);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_FRENCH);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  while (s->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  marched = order_french_march (game);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  g_assert_cmpint (s->move, ==, 2);
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_false (qb_board_is_animating (board));

  /* The British come to the screen: the march slides (a block back). */
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_BRITISH);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  g_assert_true (qb_board_is_animating (board));
  watch_slide (window, board, "window-unseen-moves-british.png");
  while (s->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  qb_test_settle (GTK_WIDGET (window));

  /* The French come back: they see it too, their block named. */
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_FRENCH);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_FRENCH);
  g_assert_true (qb_board_is_animating (board));
  watch_slide (window, board, "window-unseen-moves-french.png");
  {
    gboolean found = FALSE;
    for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (board)); w != NULL;
         w = gtk_widget_get_next_sibling (w))
      if (QB_IS_BLOCK_WIDGET (w) && gtk_widget_get_visible (w))
        found |= qb_block_widget_get_face (QB_BLOCK_WIDGET (w))->block == marched;
    g_assert_true (found);
  }
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);

  /* Seen once is enough: the British, back for move 3, see nothing slide
   * (nothing moved since they looked). */
  g_assert_cmpint (s->move, ==, 3);
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_BRITISH);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  g_assert_false (qb_board_is_animating (board));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The moves into a battle are shown on the map before the battle board
 * to each player as they come to the screen: the French (at the screen
 * when the orders were carried out) first, the British when they come to
 * deploy. */
static void
test_hot_seat_reveal_to_both (void)
{
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  QbBoard *board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BOARD));
  GtkStack *stack;
  g_autoptr(QbGame) game = NULL;
  const QbState *s;

  game = start_deployed (window);
  s = qb_game_get_state (game);
  stack = board_stack (play);

  /* The British land four regiments at Beauport, held by the French. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  while (s->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  for (int b = 0; b < 4; b++)
    apply (game, QB_ACT_ORDER_MOVE, b, QB_BE, QB_MODE_AMPHIBIOUS);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  stand (window, game, QB_FRENCH);
  /* The French are at the screen: the landing slides on the map. */
  g_assert_cmpint (s->phase, ==, QB_PHASE_DESERTION);
  g_assert_true (qb_board_is_animating (board));
  apply (game, QB_ACT_DESERT, 32, 0, 0);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (s->battle.active);
  g_assert_cmpint (s->battle.zone, ==, QB_BE);
  /* The French deploy, defending (12.1); then the British must, in
   * private. */
  while (s->battle.active && !qb_window_is_curtain_up (window))
    {
      g_autoptr(GArray) legal = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (legal, QbAction, 0);
      g_assert_cmpint (qb_play_view_get_viewer (play), !=, QB_BRITISH);
      apply (game, a.type, a.a, a.b, a.c);
    }
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (s->battle.active);
  g_assert_cmpint (s->phase, ==, QB_PHASE_DEPLOY);
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_BRITISH);

  /* The British come: the landing slides on the map first, then the
   * battle board. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  watch_reveal (window, board, stack, "window-reveal-british.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A public decision is shown to both players: the British, who had not
 * seen the landing carried out (the French were at the screen for the
 * desertion and the battles' order), see it slide on the map when the
 * battle's first public decision comes, before the battle board. */
static void
test_hot_seat_public_reveal (void)
{
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  QbBoard *board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BOARD));
  GtkStack *stack = board_stack (play);
  g_autoptr(QbGame) game = start_deployed (window);
  const QbState *s = qb_game_get_state (game);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  while (s->phase == QB_PHASE_TRANSFER)
    apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  for (int b = 0; b < 2; b++)
    apply (game, QB_ACT_ORDER_MOVE, b, QB_BE, QB_MODE_AMPHIBIOUS);
  for (int b = 2; b < 4; b++)
    apply (game, QB_ACT_ORDER_MOVE, b, QB_LE, QB_MODE_AMPHIBIOUS);
  apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
  stand (window, game, QB_FRENCH);
  /* The French decide alone until the first public decision (checked
   * at once after that step: on a slow machine the slide could be over
   * once the window has settled). */
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_FRENCH);
  for (;;)
    {
      g_autoptr(GArray) legal = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (legal, QbAction, 0);
      g_assert_false (qb_window_is_curtain_up (window));
      apply (game, a.type, a.a, a.b, a.c);
      if (qb_play_view_get_viewer (play) != QB_FRENCH)
        break;
      qb_test_settle (GTK_WIDGET (window));
    }
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_PUBLIC);
  g_assert_true (s->battle.active);
  /* A step that shows it again: the battle's first decision, public. */
  watch_reveal (window, board, stack, "window-public-reveal.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Open play (hiding off): no curtain, everything shown. */
static void
test_open_play (void)
{
  QbWindow *window = qb_window_test_new ();
  g_autoptr(QbGame) game = NULL;
  QbOptions options;

  qb_options_default (&options);
  options.edition = QB_EDITION_CLASSIC;
  game = qb_game_new (&options, 3);
  qb_game_set_dice_seed (game, 3);   /* the same game at every run */
  qb_window_start_game (window, game, FALSE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_viewer (qb_window_get_play_view (window)), ==, QB_NO_SIDE);

  /* Issue 14: the side that decides shows in the open view too, and a
   * move where both sides stand says so. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(QbScenario) scenario = qb_scenario_new_historical (QB_EDITION_CLASSIC, &error);
    QbDecisionPanel *panel = QB_DECISION_PANEL (qb_test_find_widget (GTK_WIDGET (window),
                                                                     QB_TYPE_DECISION_PANEL));

    g_assert_cmpint (qb_decision_panel_get_side_badge (panel), ==, QB_FRENCH);
    g_assert_true (qb_game_place_deployment (game, scenario, &error));
    g_assert_no_error (error);
    while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
      apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
    qb_test_settle (GTK_WIDGET (window));
    g_assert_cmpint (qb_game_get_decider (game), ==, QB_BRITISH);
    g_assert_cmpint (qb_decision_panel_get_side_badge (panel), ==, QB_BRITISH);
    apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
    while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
      apply (game, QB_ACT_TRANSFER_DONE, 0, 0, 0);
    qb_test_settle (GTK_WIDGET (window));
    g_assert_cmpint (qb_decision_panel_get_side_badge (panel), ==, QB_FRENCH);
    g_assert_null (strstr (qb_decision_panel_get_status_text (panel), "quiet"));
    apply (game, QB_ACT_ORDER_DONE, 0, 0, 0);
    qb_test_settle (GTK_WIDGET (window));
    g_assert_cmpint (qb_game_get_move (game), ==, 2);
    g_assert_cmpint (qb_decision_panel_get_side_badge (panel), ==, QB_BRITISH);
    g_assert_true (g_str_has_prefix (qb_decision_panel_get_status_text (panel),
                                     "Campaign move 1 was quiet: both sides stood and nothing moved."));
    qb_test_save_screenshot (GTK_WIDGET (window), "window-quiet-move.png");
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Without a DRM render node GL could only be software: the app asks GTK for
 * the cairo renderer; with one, or when the user chose, it leaves GTK be. */
static void
test_renderer_choice (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("GSK_RENDERER"));
  g_autofree char *saved_debug = g_strdup (g_getenv ("GDK_DEBUG"));
  g_autofree char *dri = g_build_filename (tmp_home, "dri", NULL);
  g_autofree char *node = g_build_filename (dri, "renderD128", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dri, 0700), ==, 0);
  g_unsetenv ("GSK_RENDERER");
  g_setenv ("GDK_DEBUG", "events", TRUE);
  qb_application_choose_renderer (dri);               /* an empty dri: no GPU */
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "cairo");
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, "events,gl-disable");
  g_unsetenv ("GSK_RENDERER");
  qb_application_choose_renderer ("/nonexistent/dri");
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "cairo");
  g_assert_true (g_file_set_contents (node, "", 0, NULL));
  g_unsetenv ("GSK_RENDERER");
  g_unsetenv ("GDK_DEBUG");
  qb_application_choose_renderer (dri);               /* a GPU */
  g_assert_null (g_getenv ("GSK_RENDERER"));
  g_assert_null (g_getenv ("GDK_DEBUG"));
  g_setenv ("GSK_RENDERER", "gl", TRUE);
  g_assert_cmpint (g_remove (node), ==, 0);
  qb_application_choose_renderer (dri);               /* the user's choice */
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "gl");
  if (saved != NULL)
    g_setenv ("GSK_RENDERER", saved, TRUE);
  else
    g_unsetenv ("GSK_RENDERER");
  if (saved_debug != NULL)
    g_setenv ("GDK_DEBUG", saved_debug, TRUE);
  else
    g_unsetenv ("GDK_DEBUG");
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "window");

  g_test_add_func ("/ui/window/empty-state", test_empty_state);
  g_test_add_func ("/ui/app/renderer-choice", test_renderer_choice);
  g_test_add_func ("/ui/window/hot-seat-curtain-and-orders", test_hot_seat);
  g_test_add_func ("/ui/window/hot-seat-unseen-moves", test_hot_seat_unseen_moves);
  g_test_add_func ("/ui/window/hot-seat-reveal-to-both", test_hot_seat_reveal_to_both);
  g_test_add_func ("/ui/window/open-play", test_open_play);
  g_test_add_func ("/ui/window/hot-seat-public-reveal", test_hot_seat_public_reveal);
  g_test_add_func ("/ui/window/move-animation", test_move_animation);
  g_test_add_func ("/ui/window/preferences", test_preferences);
  g_test_add_func ("/ui/window/quiet-move-curtain", test_quiet_move_curtain);
  g_test_add_func ("/ui/window/complete-game-revised", test_complete_revised);
  g_test_add_func ("/ui/window/complete-game-classic", test_complete_classic);
  ret = qb_ui_test_run ();
  return ret;
}

