/* test-input.c: real keyboard and pointer input through the X server.
 *
 * GTK 4.8 tests cannot synthesize events, so the other widget tests drive
 * the handlers. Here `xdotool` (the XTEST extension of Xvfb) presses real
 * keys and moves a real pointer over the window, so the event controllers
 * and drag and drop run as they do for a player: a click picks a zone, a
 * French block is dragged from the deployment tray onto the map (3.4),
 * and the replay's shortcuts move through a finished game. The keyboard
 * focus (Tab, the arrows, Escape) is test-keyboard.c's.
 *
 * Needs an X11 display (xvfb-run) and qb_test_xdotool (build-aux/install-deps.sh
 * installs it); without them the tests are skipped and say why.
 */
#include <adwaita.h>
#include <string.h>

#include "qb-application.h"
#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-block-widget.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-new-game-dialog.h"
#include "qb-rules-view.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-record.h"
#include "qb-replay-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static const char *tmp_home;

static QbApplication *app;

/* A window at the French deployment, of the application when `with_app`
 * (its accelerators are the application's). */
static QbWindow *
window_at_deployment_of (QbGame   **game_out,
                         gboolean   with_app)
{
  QbWindow *window = qb_window_new (with_app ? app : NULL);
  g_autoptr(QbGame) game = NULL;
  QbOptions options;

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  qb_options_default (&options);
  game = qb_game_new (&options, 11);
  qb_game_set_dice_seed (game, 11);   /* the same game at every run */
  qb_window_start_game (window, game, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));

  /* Without a window manager, give the window the keyboard ourselves. */
  qb_test_focus_window (GTK_WIDGET (window));
  *game_out = g_steal_pointer (&game);
  return window;
}

static QbWindow *
window_at_deployment (QbGame **game_out)
{
  return window_at_deployment_of (game_out, FALSE);
}

static int activated_zone;

static void
zone_activated_cb (QbBoard *board,
                   int      zone)
{
  activated_zone = zone;
}

/* A click on a zone picks exactly that zone. */
static void
test_click (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  QbBoard *board;
  const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[QB_SC];
  double x, y;

  if (!qb_test_can_use_xdotool ())
    return;
  window = window_at_deployment (&game);
  board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));
  g_signal_connect (board, "zone-activated", G_CALLBACK (zone_activated_cb), NULL);

  /* Near the zone's name: on the map, not on a block. */
  qb_board_map_point (board, z->label.x, z->label.y + 30, &x, &y);
  g_assert_cmpint (qb_board_zone_at (board, x, y), ==, QB_SC);
  activated_zone = -1;
  qb_test_pointer_to (GTK_WIDGET (window), GTK_WIDGET (board), x, y);
  qb_test_pump (GTK_WIDGET (window), 50);
  qb_test_xdotool ("click", "1", NULL);
  qb_test_pump (GTK_WIDGET (window), 150);
  g_assert_cmpint (activated_zone, ==, QB_SC);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* 3.4 by drag and drop: Montcalm from the tray onto Beauport is placed
 * there; a drop on Ile d'Orleans, where the French may not deploy, is
 * refused and leaves him in the tray. */
static void
test_drag_and_drop (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  QbBoard *board;
  QbDeployTray *tray;
  GtkWidget *block;
  const QbZoneGeometry *z;
  double x, y;

  if (!qb_test_can_use_xdotool ())
    return;
  window = window_at_deployment (&game);
  board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));
  tray = QB_DEPLOY_TRAY (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_DEPLOY_TRAY));
  block = qb_deploy_tray_get_block_widget (tray, QB_FR_MONTCALM);
  g_assert_true (gtk_widget_get_mapped (block));

  for (int attempt = 0; attempt < 2; attempt++)
    {
      int target = attempt == 0 ? QB_OR : QB_BE;

      z = &qb_board_geometry_get ()->zones[target];
      qb_test_pointer_to (GTK_WIDGET (window), block,
                  gtk_widget_get_width (block) / 2.0, gtk_widget_get_height (block) / 2.0);
      qb_test_pump (GTK_WIDGET (window), 50);
      qb_test_xdotool ("mousedown", "1", NULL);
      qb_test_pump (GTK_WIDGET (window), 50);
      /* Past the drag threshold in small steps, as a hand would. */
      for (int i = 1; i <= 4; i++)
        {
          double bx, by;
          g_assert_true (gtk_widget_translate_coordinates (block, GTK_WIDGET (board),
                                                           gtk_widget_get_width (block) / 2.0,
                                                           gtk_widget_get_height (block) / 2.0 + 6 * i,
                                                           &bx, &by));
          qb_test_pointer_to (GTK_WIDGET (window), GTK_WIDGET (board), bx, by);
          qb_test_pump (GTK_WIDGET (window), 30);
        }
      qb_board_map_point (board, z->label.x, z->label.y + 30, &x, &y);
      g_assert_cmpint (qb_board_zone_at (board, x, y), ==, target);
      qb_test_pointer_to (GTK_WIDGET (window), GTK_WIDGET (board), x, y);
      qb_test_pump (GTK_WIDGET (window), 100);
      qb_test_xdotool ("mouseup", "1", NULL);
      qb_test_pump (GTK_WIDGET (window), 300);

      if (target == QB_OR)
        g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_MONTCALM].loc, ==, QB_LOC_POOL);
      else
        g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_MONTCALM].loc, ==, QB_BE);
    }
  g_assert_false ((qb_deploy_tray_get_blocks (tray) >> QB_FR_MONTCALM) & 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The replay's shortcuts with real keys: Ctrl+Right steps, Page Down goes
 * to the next moment, Ctrl+Home back to the start. */
static void
test_replay_keys (void)
{
  QbWindow *window;
  QbReplayView *replay;
  g_autoptr(QbGame) game = NULL;
  GtkWidget *scale;
  QbOptions options;
  GRand *rand = g_rand_new_with_seed (3);
  guint after_step;

  if (!qb_test_can_use_xdotool ())
    {
      g_rand_free (rand);
      return;
    }
  qb_options_default (&options);
  game = qb_game_new (&options, 3);
  qb_game_set_dice_seed (game, 3);   /* the same game at every run */
  while (!qb_game_is_over (game))
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);

  window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  replay = qb_window_get_replay_view (window);
  qb_test_focus_window (GTK_WIDGET (window));
  scale = qb_test_find_widget (GTK_WIDGET (replay), GTK_TYPE_SCALE);
  gtk_widget_grab_focus (scale);
  qb_test_pump (GTK_WIDGET (window), 50);

  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 0);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+Right", NULL);
  qb_test_pump (GTK_WIDGET (window), 100);
  after_step = qb_replay_view_get_position (replay);
  g_assert_cmpuint (after_step, ==, 1);   /* both sides face up: every step shows */
  qb_test_xdotool ("key", "--clearmodifiers", "Next", NULL);
  qb_test_pump (GTK_WIDGET (window), 100);
  g_assert_cmpuint (qb_replay_view_get_position (replay), >, after_step);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+Home", NULL);
  qb_test_pump (GTK_WIDGET (window), 100);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 0);

  /* Typing a note, the same keys edit the text. */
  {
    GtkWidget *entry = qb_test_find_widget (GTK_WIDGET (replay), GTK_TYPE_ENTRY);
    gtk_widget_grab_focus (entry);
    qb_test_pump (GTK_WIDGET (window), 50);
    qb_test_xdotool ("type", "--clearmodifiers", "ab", NULL);
    qb_test_xdotool ("key", "--clearmodifiers", "ctrl+Left", NULL);
    qb_test_xdotool ("type", "--clearmodifiers", "x", NULL);
    qb_test_pump (GTK_WIDGET (window), 100);
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "xab");
    g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A row of the replay's moments list in sight (`skip` rows from the top)
 * and the position it goes to. */
static GtkWidget *
moment_row_in_sight (GtkWidget *list,
                     guint      skip,
                     guint     *position)
{
  GtkWidget *scroll = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *best = NULL;
  double best_y = G_MAXDOUBLE;

  /* The rows in sight, top first: skip some, take the next. */
  for (guint k = 0; k <= skip; k++)
    {
      double floor = best_y == G_MAXDOUBLE ? -1 : best_y;

      best = NULL;
      best_y = G_MAXDOUBLE;
      for (GtkWidget *c = gtk_widget_get_first_child (list); c != NULL; c = gtk_widget_get_next_sibling (c))
        {
          graphene_rect_t r;
          if (!gtk_widget_get_visible (c) || !gtk_widget_compute_bounds (c, scroll, &r))
            continue;
          if (r.origin.y > floor && r.origin.y >= 0
              && r.origin.y + r.size.height <= gtk_widget_get_height (scroll) && r.origin.y < best_y)
            {
              best = c;
              best_y = r.origin.y;
            }
        }
      g_assert_nonnull (best);
    }
  *position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (gtk_widget_get_first_child (best)), "qb-position"));
  return best;
}

/* The replay's moments list with the mouse and the keyboard: a click on a
 * row goes to its position, and so does Return on a focused row. */
static void
test_replay_moments (void)
{
  QbWindow *window;
  QbReplayView *replay;
  g_autoptr(QbGame) game = NULL;
  GtkWidget *list, *row;
  QbOptions options;
  GRand *rand = g_rand_new_with_seed (3);
  guint position = 0;

  if (!qb_test_can_use_xdotool ())
    {
      g_rand_free (rand);
      return;
    }
  qb_options_default (&options);
  game = qb_game_new (&options, 3);
  qb_game_set_dice_seed (game, 3);   /* the same game at every run */
  while (!qb_game_is_over (game))
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);

  window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  replay = qb_window_get_replay_view (window);
  qb_test_focus_window (GTK_WIDGET (window));
  list = qb_test_find_widget (GTK_WIDGET (replay), GTK_TYPE_LIST_VIEW);
  g_assert_nonnull (list);

  /* A click on the fourth row in sight. */
  row = moment_row_in_sight (list, 3, &position);
  g_assert_cmpuint (position, >, 0);
  qb_test_pointer_to (GTK_WIDGET (window), row, gtk_widget_get_width (row) / 2.0, gtk_widget_get_height (row) / 2.0);
  qb_test_pump (GTK_WIDGET (window), 50);
  qb_test_xdotool ("click", "1", NULL);
  qb_test_pump (GTK_WIDGET (window), 150);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, position);

  /* Return on the second row. */
  qb_test_settle (GTK_WIDGET (window));
  row = moment_row_in_sight (list, 1, &position);
  g_assert_cmpuint (position, !=, qb_replay_view_get_position (replay));
  gtk_widget_grab_focus (row);
  qb_test_pump (GTK_WIDGET (window), 50);
  qb_test_xdotool ("key", "--clearmodifiers", "Return", NULL);
  qb_test_pump (GTK_WIDGET (window), 100);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, position);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
n_actions_is (gpointer data)
{
  gpointer *pair = data;

  return qb_record_get_n_actions (qb_game_get_record (pair[0])) == GPOINTER_TO_UINT (pair[1]);
}

static gboolean
undo_toast_gone (gpointer data)
{
  return qb_window_get_undo_toast (data) == NULL;
}

/* Ctrl+Z takes back a placement and shows a toast with Redo; Ctrl+Shift+Z
 * (the toast's action) gives it back, and the toast goes since there is
 * nothing left to redo. A new step after an undo forgets the undone one. */
static void
test_undo_redo_keys (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  QbPlaySession *session;
  GArray *actions;
  QbAction place = { 0 };
  QbState placed;
  gpointer pair[2];

  if (!qb_test_can_use_xdotool ())
    return;
  window = window_at_deployment_of (&game, TRUE);
  session = qb_play_view_get_session (qb_window_get_play_view (window));
  actions = qb_play_session_get_actions (session);
  for (guint i = 0; i < actions->len && place.type != QB_ACT_PLACE; i++)
    if (g_array_index (actions, QbAction, i).type == QB_ACT_PLACE)
      place = g_array_index (actions, QbAction, i);
  g_assert_cmpint (place.type, ==, QB_ACT_PLACE);
  g_assert_true (qb_play_session_apply (session, place, NULL));
  placed = *qb_game_get_state (game);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_null (qb_window_get_undo_toast (window));
  g_assert_false (qb_play_session_get_can_redo (session));

  pair[0] = game;
  pair[1] = GUINT_TO_POINTER (0);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+z", NULL);
  qb_test_wait_until (n_actions_is, pair, QB_TEST_WAIT_MS, "Ctrl+Z to undo the placement");
  g_assert_nonnull (qb_window_get_undo_toast (window));
  g_assert_cmpstr (adw_toast_get_action_name (qb_window_get_undo_toast (window)), ==, "win.redo");
  g_assert_true (qb_play_session_get_can_redo (session));

  pair[1] = GUINT_TO_POINTER (1);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+shift+z", NULL);
  qb_test_wait_until (n_actions_is, pair, QB_TEST_WAIT_MS, "Ctrl+Shift+Z to redo the placement");
  g_assert_cmpmem (&placed, sizeof placed, qb_game_get_state (game), sizeof (QbState));
  qb_test_wait_until (undo_toast_gone, window, QB_TEST_WAIT_MS, "the undo toast to go with nothing to redo");

  /* Undo again, then a new step: Redo is gone with its toast. */
  pair[1] = GUINT_TO_POINTER (0);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+z", NULL);
  qb_test_wait_until (n_actions_is, pair, QB_TEST_WAIT_MS, "Ctrl+Z to undo the placement again");
  g_assert_nonnull (qb_window_get_undo_toast (window));
  g_assert_true (qb_play_session_apply (session, place, NULL));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_play_session_get_can_redo (session));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, 1);
  qb_test_wait_until (undo_toast_gone, window, QB_TEST_WAIT_MS, "the undo toast to go after a new step");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
curtain_is_down (gpointer data)
{
  return !qb_window_is_curtain_up (data);
}

/* F1 and Alt+4 on the curtain do not switch the page behind it: the
 * curtain stays until Return lifts it, on the Play page. */
static void
test_curtain_keys (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  QbOptions options;
  AdwViewStack *stack;

  if (!qb_test_can_use_xdotool ())
    return;
  window = qb_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  qb_options_default (&options);
  game = qb_game_new (&options, 11);
  qb_game_set_dice_seed (game, 11);
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_focus_window (GTK_WIDGET (window));
  g_assert_true (qb_window_is_curtain_up (window));
  stack = ADW_VIEW_STACK (qb_test_find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "play");

  qb_test_xdotool ("key", "--clearmodifiers", "F1", NULL);
  qb_test_xdotool ("key", "--clearmodifiers", "alt+4", NULL);
  qb_test_pump (GTK_WIDGET (window), 100);
  g_assert_true (qb_window_is_curtain_up (window));
  /* Return, pressed after them, lifts the curtain: the keys before it
   * were handled by then. */
  qb_test_xdotool ("key", "--clearmodifiers", "Return", NULL);
  qb_test_wait_until (curtain_is_down, window, QB_TEST_WAIT_MS, "Return to lift the curtain");
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "play");

  /* Once lifted, F1 shows the rules. */
  qb_test_xdotool ("key", "--clearmodifiers", "F1", NULL);
  qb_test_pump (GTK_WIDGET (window), 100);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "rules");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
chosen_cb (QbNewGameDialog *dialog,
           QbGame          *game,
           gboolean         hide,
           QbGame         **chosen)
{
  g_set_object (chosen, game);
}

static gboolean
is_set (gpointer data)
{
  return *(gpointer *) data != NULL;
}

static gboolean
is_set_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static guint n_toplevels_wanted;

static gboolean
n_toplevels_is (gpointer data)
{
  return g_list_model_get_n_items (gtk_window_get_toplevels ()) == n_toplevels_wanted;
}

static GtkWindow *
rules_window_over (GtkWindow *dialog)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (toplevels, i);
      if (gtk_window_get_transient_for (top) == dialog)
        return top;
    }
  return NULL;
}

/* The New Game dialog opens with Start focused; the Rules window it opens
 * closes with Escape and with Ctrl+W; Ctrl+Return starts, even from a text
 * entry. */
static void
test_new_game_dialog_keys (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(QbGame) chosen = NULL;
  GtkWindow *dialog;
  GtkWindow *rules;
  GtkWidget *entry;
  const char *keys[] = { "Escape", "ctrl+w" };

  if (!qb_test_can_use_xdotool ())
    return;
  settings = g_settings_new ("io.github.quebec1759.Quebec1759");
  dialog = qb_new_game_dialog_new (NULL, settings);
  g_signal_connect (dialog, "game-chosen", G_CALLBACK (chosen_cb), &chosen);
  gtk_window_present (dialog);
  qb_test_settle (GTK_WIDGET (dialog));
  g_assert_nonnull (gtk_window_get_focus (dialog));
  g_assert_true (GTK_IS_BUTTON (gtk_window_get_focus (dialog)));
  g_assert_true (gtk_widget_has_css_class (gtk_window_get_focus (dialog), "suggested-action"));
  g_assert_true (gtk_window_get_default_widget (dialog) == gtk_window_get_focus (dialog));

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      n_toplevels_wanted = g_list_model_get_n_items (gtk_window_get_toplevels ());
      gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.show-rule", "s", "23.0");
      qb_test_settle (GTK_WIDGET (dialog));
      rules = rules_window_over (dialog);
      g_assert_nonnull (rules);
      qb_test_focus_window (GTK_WIDGET (rules));
      /* Nothing in the rules holds the key first (the search lets go of
       * Escape by giving the focus back, so focus the page itself). */
      gtk_widget_grab_focus (GTK_WIDGET (qb_test_find_widget (GTK_WIDGET (rules), QB_TYPE_RULES_VIEW)));
      qb_test_xdotool ("key", "--clearmodifiers", keys[k], NULL);
      qb_test_wait_until (n_toplevels_is, NULL, QB_TEST_WAIT_MS, keys[k]);
      g_assert_null (rules_window_over (dialog));
    }

  qb_test_focus_window (GTK_WIDGET (dialog));
  entry = qb_test_find_widget (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW);
  g_assert_nonnull (entry);
  gtk_widget_grab_focus (entry);
  qb_test_pump (GTK_WIDGET (dialog), 50);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+Return", NULL);
  qb_test_wait_until (is_set, &chosen, QB_TEST_WAIT_MS, "Ctrl+Return to start the game");
  g_assert_true (QB_IS_GAME (chosen));
  /* Start closes the dialog. */
  qb_test_wait_until (is_set_null, &dialog, QB_TEST_WAIT_MS, "the dialog to close after Start");
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "input");

  /* The shortcuts of win.* actions are the application's. */
  app = qb_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/ui/input/click-picks-zone", test_click);
  g_test_add_func ("/ui/input/undo-redo-keys", test_undo_redo_keys);
  g_test_add_func ("/ui/input/curtain-keys", test_curtain_keys);
  g_test_add_func ("/ui/input/new-game-dialog-keys", test_new_game_dialog_keys);
  g_test_add_func ("/ui/input/3.4/drag-from-tray", test_drag_and_drop);
  g_test_add_func ("/ui/input/replay-keys", test_replay_keys);
  g_test_add_func ("/ui/input/replay-moments", test_replay_moments);
  ret = qb_ui_test_run ();
  g_object_unref (app);
  return ret;
}
