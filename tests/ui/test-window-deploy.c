/* test-window-deploy.c: the main window at the start of a game, under
 * Xvfb: the New Game dialog, and the French deployment (3.4) from the
 * tray, in secret behind the curtain and against the computer, checked
 * so that the British screen never names a French block. Split from
 * test-window.c, whose helpers both use (qb-window-test.c). Screenshots
 * of the main states go to the test's build directory.
 */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "qb-application.h"
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


static guint64
pool_blocks (QbGame *game)
{
  const QbState *s = qb_game_get_state (game);
  guint64 mask = 0;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (s->blocks[b].loc == QB_LOC_POOL)
      mask |= G_GUINT64_CONSTANT (1) << b;
  return mask;
}

/* A point of the zone on the board, in the board's coordinates. */
static void
zone_point (QbBoard *board, int zone, double *x, double *y)
{
  const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[zone];
  qb_board_map_point (board, z->blocks.x + z->blocks.width / 2, z->blocks.y + z->blocks.height / 2, x, y);
  g_assert_cmpint (qb_board_zone_at (board, *x, *y), ==, zone);
}

/* 3.4: the French deploy from the tray, by dragging (the drop handler and
 * the signals; GTK 4.8 tests cannot synthesize a real drag), by a zone and
 * then blocks, and with the historical deployment. The British never see
 * the tray. */
static void
test_deploy_tray (void)
{
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(QbGame) game = NULL;
  QbOptions options;
  double x, y;

  qb_options_default (&options);
  game = qb_game_new (&options, 11);
  qb_game_set_dice_seed (game, 11);   /* the same game at every run */
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));

  QbDeployTray *tray = QB_DEPLOY_TRAY (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DEPLOY_TRAY));
  QbBoard *board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BOARD));
  g_assert_nonnull (tray);
  g_assert_nonnull (board);

  /* Behind the curtain nothing: the tray is for the French at the screen. */
  g_assert_true (qb_window_is_curtain_up (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (tray)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (tray)));

  /* Exactly the pool blocks: all 25 French blocks at first. */
  g_assert_cmpuint (qb_deploy_tray_get_blocks (tray), ==, pool_blocks (game));
  g_assert_cmpuint (qb_deploy_tray_get_blocks (tray), ==,
                    ((G_GUINT64_CONSTANT (1) << QB_BLOCKS_PER_SIDE) - 1) << QB_BLOCKS_PER_SIDE);
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    {
      GtkWidget *w = qb_deploy_tray_get_block_widget (tray, b);
      g_assert_true (gtk_widget_get_mapped (w));
      g_assert_cmpint (qb_block_widget_get_face (QB_BLOCK_WIDGET (w))->block, ==, b);
      g_assert_nonnull (strstr (qb_block_widget_get_label (QB_BLOCK_WIDGET (w)), "not deployed"));
    }
  qb_test_save_screenshot (GTK_WIDGET (window), "window-deploy-tray.png");

  /* Dragging Montcalm: the board lights the zones he may go to. */
  g_signal_emit_by_name (tray, "drag-begin", QB_FR_MONTCALM);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "window-deploy-dragging.png");
  /* Refused without effect: Ile d'Orleans (3.4), off the map, another block. */
  zone_point (board, QB_OR, &x, &y);
  g_assert_false (qb_board_drop_block (board, QB_FR_MONTCALM, x, y));
  g_assert_false (qb_board_drop_block (board, QB_FR_MONTCALM, -5, -5));
  zone_point (board, QB_BE, &x, &y);
  g_assert_false (qb_board_drop_block (board, QB_FR_OTTAWA, x, y));
  g_assert_cmpuint (pool_blocks (game), ==, qb_deploy_tray_get_blocks (tray));
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_MONTCALM].loc, ==, QB_LOC_POOL);
  /* Accepted on Beauport: placed, and gone from the tray. */
  g_assert_true (qb_board_drop_block (board, QB_FR_MONTCALM, x, y));
  g_signal_emit_by_name (tray, "drag-end", QB_FR_MONTCALM);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_MONTCALM].loc, ==, QB_BE);
  g_assert_cmpuint (qb_deploy_tray_get_blocks (tray), ==, pool_blocks (game));
  g_assert_false ((qb_deploy_tray_get_blocks (tray) >> QB_FR_MONTCALM) & 1);
  g_assert_false (gtk_widget_get_visible (qb_deploy_tray_get_block_widget (tray, QB_FR_MONTCALM)));

  /* Undo takes the placement back to the tray. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_MONTCALM].loc, ==, QB_LOC_POOL);
  g_assert_true ((qb_deploy_tray_get_blocks (tray) >> QB_FR_MONTCALM) & 1);

  /* Clicks: a zone on the map, then blocks in the tray. */
  g_signal_emit_by_name (board, "zone-activated", QB_MO);
  gtk_widget_activate (qb_deploy_tray_get_block_widget (tray, QB_FR_MONTCALM));
  gtk_widget_activate (qb_deploy_tray_get_block_widget (tray, QB_FR_OTTAWA));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_MONTCALM].loc, ==, QB_MO);
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_OTTAWA].loc, ==, QB_MO);
  g_assert_cmpuint (qb_deploy_tray_get_blocks (tray), ==, pool_blocks (game));

  /* The rest as in 1759: the deployment is done, the British come next. */
  g_signal_emit_by_name (tray, "historical-requested");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (pool_blocks (game), ==, 0);
  g_assert_cmpint (qb_game_get_state (game)->move, ==, 1);
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_MONTCALM].loc, ==, QB_MO);
  g_assert_true (qb_window_is_curtain_up (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_BRITISH);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (tray)));
  g_assert_cmpuint (qb_deploy_tray_get_blocks (tray), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The tray lists nothing from the British view, even during the French
 * deployment; in the classic edition the decoys wait for real units. */
static void
test_deploy_tray_views (void)
{
  g_autoptr(QbGame) game = NULL;
  QbOptions options;
  QbView view;
  GtkWidget *tray = g_object_ref_sink (qb_deploy_tray_new ());

  qb_options_default (&options);
  options.edition = QB_EDITION_CLASSIC;
  game = qb_game_new (&options, 5);
  qb_game_set_dice_seed (game, 5);   /* the same game at every run */
  qb_game_view (game, QB_BRITISH, &view);
  qb_deploy_tray_set_view (QB_DEPLOY_TRAY (tray), &view);
  g_assert_cmpuint (qb_deploy_tray_get_blocks (QB_DEPLOY_TRAY (tray)), ==, 0);
  qb_game_view (game, QB_PUBLIC, &view);
  qb_deploy_tray_set_view (QB_DEPLOY_TRAY (tray), &view);
  g_assert_cmpuint (qb_deploy_tray_get_blocks (QB_DEPLOY_TRAY (tray)), ==, 0);
  qb_game_view (game, QB_FRENCH, &view);
  qb_deploy_tray_set_view (QB_DEPLOY_TRAY (tray), &view);
  g_assert_cmpuint (qb_deploy_tray_get_blocks (QB_DEPLOY_TRAY (tray)), ==, pool_blocks (game));
  qb_game_view (game, QB_NO_SIDE, &view);
  qb_deploy_tray_set_view (QB_DEPLOY_TRAY (tray), &view);
  g_assert_cmpuint (qb_deploy_tray_get_blocks (QB_DEPLOY_TRAY (tray)), ==, pool_blocks (game));
  qb_deploy_tray_set_view (QB_DEPLOY_TRAY (tray), NULL);
  g_assert_cmpuint (qb_deploy_tray_get_blocks (QB_DEPLOY_TRAY (tray)), ==, 0);
  g_assert_finalize_object (tray);

  /* The historical deployment of the classic edition, decoys and all. */
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  qb_window_start_game (window, game, FALSE);
  qb_test_settle (GTK_WIDGET (window));
  QbDeployTray *shown = QB_DEPLOY_TRAY (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DEPLOY_TRAY));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shown)));
  g_signal_emit_by_name (shown, "historical-requested");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (pool_blocks (game), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (shown)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The dialog's combo row with `n` choices (the edition has two, the
 * deployment three). */
static AdwComboRow *
find_combo_row (GtkWidget *root,
                guint      n)
{
  if (ADW_IS_COMBO_ROW (root)
      && g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (root))) == n)
    return ADW_COMBO_ROW (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      AdwComboRow *row = find_combo_row (c, n);
      if (row != NULL)
        return row;
    }
  return NULL;
}

static void
game_chosen_cb (QbNewGameDialog *dialog,
                QbGame          *game,
                gboolean         hide_information,
                QbGame         **chosen)
{
  g_set_object (chosen, game);
}

/* The new-game dialog: its rule numbers open the rules over it, and Start
 * begins a game with the historical deployment placed, handed to the
 * window by the dialog's game-chosen signal. */
static void
test_new_game_dialog (void)
{
  QbWindow *window = qb_window_test_new ();
  g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");
  GtkWindow *dialog = qb_new_game_dialog_new (GTK_WINDOW (window), settings);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbGame) chosen = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint before;
  QbRulesView *rules = NULL;
  AdwComboRow *deployment_row = find_combo_row (GTK_WIDGET (dialog), 3);

  gtk_window_present (dialog);
  qb_test_settle (GTK_WIDGET (dialog));
  before = g_list_model_get_n_items (toplevels);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.show-rule", "s", "23.0");
  qb_test_settle (GTK_WIDGET (dialog));
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && rules == NULL; i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);
      if (gtk_window_get_transient_for (GTK_WINDOW (top)) == dialog)
        rules = (QbRulesView *) qb_test_find_widget (top, QB_TYPE_RULES_VIEW);
    }
  g_assert_nonnull (rules);
  g_assert_cmpstr (qb_rules_view_get_section (rules), ==, "23.0");
  /* The rules of the edition the dialog offers. */
  {
    g_autofree char *edition = g_settings_get_string (settings, "edition");
    g_assert_cmpstr (qb_rules_view_get_edition (rules), ==, edition);
  }
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (rules))));

  g_settings_set_boolean (settings, "hide-information", TRUE);
  g_signal_connect (dialog, "game-chosen", G_CALLBACK (game_chosen_cb), &chosen);
  g_signal_connect_swapped (dialog, "game-chosen", G_CALLBACK (qb_window_start_game), window);
  g_assert_nonnull (deployment_row);
  adw_combo_row_set_selected (deployment_row, 1);   /* the historical deployment */
  g_assert_true (qb_new_game_dialog_start (QB_NEW_GAME_DIALOG (dialog), &error));
  g_assert_no_error (error);
  g_assert_nonnull (qb_window_get_game (window));
  g_assert_true (qb_window_get_game (window) == chosen);
  g_assert_cmpuint (pool_blocks (chosen), ==, 0);
  g_assert_cmpint (qb_game_get_state (chosen)->blocks[QB_FR_MONTCALM].loc, !=, QB_LOC_POOL);
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}


/* Issue 15, private deployment: with "in secret" the game starts at the
 * French set-up behind the curtain, whatever the deployment row said; the
 * library's deployments are offered only once the French are at the
 * screen; the one chosen is placed, and after the hand-over nothing on the
 * British screen names a French block. */
static void
test_secret_deployment (void)
{
  QbWindow *window = qb_window_test_new ();
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");
  GtkWindow *dialog = qb_new_game_dialog_new (GTK_WINDOW (window), settings);
  AdwComboRow *deployment_row = find_combo_row (GTK_WIDGET (dialog), 3);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbGame) chosen = NULL;
  g_autoptr(QbScenario) safe = NULL;
  g_autoptr(GArray) places = NULL;
  QbSetupLibrary *library = qb_setup_library_get_default ();
  GtkWindow *picker;
  const QbState *s;

  g_settings_set_boolean (settings, "hide-information", FALSE);
  gtk_window_present (dialog);
  qb_test_settle (GTK_WIDGET (dialog));
  g_assert_nonnull (deployment_row);
  adw_combo_row_set_selected (deployment_row, 1);   /* the historical deployment */
  qb_new_game_dialog_set_secret (QB_NEW_GAME_DIALOG (dialog), TRUE);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (deployment_row)));
  g_signal_connect (dialog, "game-chosen", G_CALLBACK (game_chosen_cb), &chosen);
  g_signal_connect_swapped (dialog, "game-chosen", G_CALLBACK (qb_window_start_game), window);
  g_assert_true (qb_new_game_dialog_start (QB_NEW_GAME_DIALOG (dialog), &error));
  g_assert_no_error (error);
  gtk_window_destroy (dialog);
  qb_test_settle (GTK_WIDGET (window));
  /* The player's own choice of hiding is not overwritten by the secret. */
  g_assert_false (g_settings_get_boolean (settings, "hide-information"));

  /* Nothing placed, the curtain up for the French, no library yet. */
  g_assert_true (qb_window_get_game (window) == chosen);
  g_assert_true (qb_record_get_hide_information (qb_game_get_record (chosen)));
  g_assert_cmpint (qb_game_get_phase (chosen), ==, QB_PHASE_FRENCH_SETUP);
  g_assert_cmpint (qb_game_get_state (chosen)->blocks[QB_FR_MONTCALM].loc, ==, QB_LOC_POOL);
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_FRENCH);
  g_assert_null (qb_play_view_choose_from_library (play));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_FRENCH);
  picker = qb_play_view_choose_from_library (play);
  g_assert_nonnull (picker);
  qb_test_settle (GTK_WIDGET (picker));
  qb_test_save_screenshot (GTK_WIDGET (picker), "secret-deployment-library.png");
  /* The three built-in deployments of the edition, no scenario. */
  g_assert_cmpuint (qb_deploy_library_get_n_items (QB_DEPLOY_LIBRARY (picker)), >=, 3);
  g_assert_false (qb_deploy_library_choose (QB_DEPLOY_LIBRARY (picker), "historical-classic", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (qb_deploy_library_choose (QB_DEPLOY_LIBRARY (picker), "safe-revised", &error));
  g_assert_no_error (error);
  qb_test_settle (GTK_WIDGET (window));

  /* Placed as the library says. */
  safe = qb_setup_library_load_scenario (library, qb_setup_library_find (library, "safe-revised"), &error);
  g_assert_no_error (error);
  places = qb_scenario_get_deployment (safe);
  s = qb_game_get_state (chosen);
  g_assert_cmpuint (pool_blocks (chosen), ==, 0);
  for (guint i = 0; i < places->len; i++)
    {
      QbAction a = g_array_index (places, QbAction, i);
      if (a.type == QB_ACT_PLACE)
        g_assert_cmpint (s->blocks[a.a].loc, ==, a.b);
    }

  /* The hand-over: the British come to the screen and read nothing of it. */
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_BRITISH);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_null (qb_play_view_choose_from_library (play));
  qb_window_test_check_british_screen (window, chosen);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 15, a secret deployment with the computer: playing the French, the
 * computer takes a deployment of its own (the one the game's seed picks),
 * placed before the British person sees anything, with no curtain and
 * nothing of it on the British screen; playing the British, the French
 * person sets up at the board with no curtain and may take one from the
 * library. */
static void
test_secret_deployment_computer (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");

  for (int computer_side = QB_FRENCH; computer_side >= QB_BRITISH; computer_side--)
    {
      QbWindow *window = qb_window_test_new ();
      QbPlayView *play = qb_window_get_play_view (window);
      GtkWindow *dialog = qb_new_game_dialog_new (GTK_WINDOW (window), settings);
      AdwComboRow *deployment_row = find_combo_row (GTK_WIDGET (dialog), 3);
      g_autoptr(GError) error = NULL;
      g_autoptr(QbGame) chosen = NULL;

      gtk_window_present (dialog);
      qb_test_settle (GTK_WIDGET (dialog));
      adw_combo_row_set_selected (deployment_row, 1);   /* the historical deployment */
      qb_new_game_dialog_set_seat (QB_NEW_GAME_DIALOG (dialog), computer_side, QB_LEVEL_EASY);
      qb_new_game_dialog_set_seat (QB_NEW_GAME_DIALOG (dialog), 1 - computer_side, QB_PLAYER_PERSON);
      qb_new_game_dialog_set_secret (QB_NEW_GAME_DIALOG (dialog), TRUE);
      g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (deployment_row)));
      g_signal_connect (dialog, "game-chosen", G_CALLBACK (game_chosen_cb), &chosen);
      g_signal_connect_swapped (dialog, "game-chosen", G_CALLBACK (qb_window_start_game), window);
      g_assert_true (qb_new_game_dialog_start (QB_NEW_GAME_DIALOG (dialog), &error));
      g_assert_no_error (error);
      gtk_window_destroy (dialog);
      qb_test_settle (GTK_WIDGET (window));
      g_assert_true (qb_window_get_game (window) == chosen);
      g_assert_false (qb_window_is_curtain_up (window));

      if (computer_side == QB_FRENCH)
        {
          QbRecord *record = qb_game_get_record (chosen);
          g_autoptr(QbScenario) expected =
            qb_setup_computer_deployment (qb_game_get_edition (chosen), qb_record_get_seed (record), &error);
          g_autoptr(GArray) places = NULL;
          const QbState *s = qb_game_get_state (chosen);

          g_assert_no_error (error);
          /* Placed already, as the seed picked: the British write orders. */
          g_assert_cmpuint (pool_blocks (chosen), ==, 0);
          g_assert_cmpint (qb_game_get_phase (chosen), !=, QB_PHASE_FRENCH_SETUP);
          places = qb_scenario_get_deployment (expected);
          g_assert_cmpuint (places->len, ==, QB_BLOCKS_PER_SIDE);
          for (guint i = 0; i < places->len; i++)
            {
              QbAction a = g_array_index (places, QbAction, i);
              g_assert_cmpint (s->blocks[a.a].loc, ==, a.b);
            }
          g_assert_null (qb_play_view_choose_from_library (play));
          qb_window_test_check_british_screen (window, chosen);
        }
      else
        {
          GtkWindow *picker;

          /* The French person at the board, nothing placed, the library open to them. */
          g_assert_cmpint (qb_game_get_phase (chosen), ==, QB_PHASE_FRENCH_SETUP);
          g_assert_cmpint (qb_game_get_state (chosen)->blocks[QB_FR_MONTCALM].loc, ==, QB_LOC_POOL);
          g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_FRENCH);
          picker = qb_play_view_choose_from_library (play);
          g_assert_nonnull (picker);
          g_assert_true (qb_deploy_library_choose (QB_DEPLOY_LIBRARY (picker), "safe-revised", &error));
          g_assert_no_error (error);
          qb_test_settle (GTK_WIDGET (window));
          g_assert_cmpuint (pool_blocks (chosen), ==, 0);
          g_assert_false (qb_window_is_curtain_up (window));
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "window-deploy");

  g_test_add_func ("/ui/window/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/window/3.4/deploy-tray", test_deploy_tray);
  g_test_add_func ("/ui/window/3.4/secret-deployment", test_secret_deployment);
  g_test_add_func ("/ui/window/3.4/secret-deployment-computer", test_secret_deployment_computer);
  g_test_add_func ("/ui/window/3.4/deploy-tray-views", test_deploy_tray_views);
  return qb_ui_test_run ();
}
