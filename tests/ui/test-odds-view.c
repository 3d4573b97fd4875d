/* test-odds-view.c: QbOddsView under Xvfb. Given a fire's exact odds
 * (from a real battle of a random game, through the model with the
 * viewer explicit), it draws one bar per number of hits, as tall as its
 * chance beside the tallest, in the colour of a break where those hits
 * empty the enemy's column; its accessible description and tooltip are
 * the text layer's words for the same odds; a decision's odds give one
 * bar and their sentence; nothing shown, no description. Screenshots,
 * light and dark, go to the test's build directory. */
#include <adwaita.h>
#include <string.h>

#include "qb-battle-odds.h"
#include "qb-decision-panel.h"
#include "qb-game.h"
#include "qb-odds-text.h"
#include "qb-odds-view.h"
#include "qb-ui-style.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

/* A random game (both editions by seed) played until `phase`, or NULL if
 * it ended first. */
static QbGame *
game_at (guint64 seed,
         QbPhase phase)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  qb_options_default (&options);
  options.edition = (guint8) (seed % 2);
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);
  while (!qb_game_is_over (game) && qb_game_get_phase (game) != phase)
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));

      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);
  return qb_game_is_over (game) ? NULL : g_steal_pointer (&game);
}

static GtkWidget *
window_with (GtkWidget *view)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 320, 140);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (window);
  return window;
}

/* The widget's pixels, as it draws itself. */
static GdkTexture *
render (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

static guint32
pixel (GdkTexture *texture,
       int         x,
       int         y)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_autofree guint32 *data = g_new (guint32, (gsize) w * h);

  gdk_texture_download (texture, (guchar *) data, (gsize) w * 4);
  return data[y * w + x];
}

static void
test_fire (void)
{
  g_autoptr(QbGame) game = NULL;
  GtkWidget *view = qb_odds_view_new ();
  GtkWidget *window;
  QbFireOdds odds;
  int viewer, block = -1, tallest = 0;
  g_autofree char *expected = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  for (guint64 seed = 1; game == NULL; seed++)
    game = game_at (seed, QB_PHASE_FIRE);
  viewer = qb_game_get_decider (game);
  {
    g_autoptr(GArray) actions = qb_game_list_legal_actions (game);

    for (guint i = 0; i < actions->len && block < 0; i++)
      if (g_array_index (actions, QbAction, i).type == QB_ACT_FIRE)
        block = g_array_index (actions, QbAction, i).a;
  }
  g_assert_cmpint (block, >=, 0);
  g_assert_true (qb_game_get_fire_odds (game, viewer, block, &odds));
  /* The enemy gets no odds for this block. */
  {
    QbFireOdds none;

    g_assert_false (qb_game_get_fire_odds (game, 1 - viewer, block, &none));
  }

  window = window_with (view);
  g_assert_null (qb_odds_view_get_description (QB_ODDS_VIEW (view)));
  qb_odds_view_set_fire_odds (QB_ODDS_VIEW (view), &odds);
  qb_test_settle (window);
  expected = qb_odds_text_fire (&odds);
  g_assert_cmpstr (qb_odds_view_get_description (QB_ODDS_VIEW (view)), ==, expected);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (view), ==, expected);
  if (viewer == QB_BRITISH)
    qb_test_assert_no_french_identity (qb_game_get_state (game), expected, "the odds");

  /* One bar per number of hits, in proportion, the tallest filling the
   * plot. */
  for (int k = 1; k <= odds.ndice; k++)
    if (odds.p_hits[k] > odds.p_hits[tallest])
      tallest = k;
  for (int k = 0; k <= odds.ndice; k++)
    g_assert_cmpfloat_with_epsilon (qb_odds_view_get_bar_height (QB_ODDS_VIEW (view), k),
                                    qb_odds_view_get_bar_height (QB_ODDS_VIEW (view), tallest)
                                      * odds.p_hits[k] / odds.p_hits[tallest], 1e-6);
  g_assert_cmpfloat (qb_odds_view_get_bar_height (QB_ODDS_VIEW (view), tallest), >, 40.0);
  g_assert_cmpfloat (qb_odds_view_get_bar_height (QB_ODDS_VIEW (view), odds.ndice + 1), ==, 0.0);

  /* The tallest bar is drawn: its middle is opaque, the top corner of the
   * widget is not. */
  texture = render (view);
  {
    int w = gtk_widget_get_width (view), h = gtk_widget_get_height (view);
    double slot = (double) w / (odds.ndice + 1);
    int x = (int) (slot * tallest + slot / 2);
    int y = (int) (h - 16 - qb_odds_view_get_bar_height (QB_ODDS_VIEW (view), tallest) / 2);

    g_assert_cmphex (pixel (texture, x, y) >> 24, ==, 0xff);
    g_assert_cmphex (pixel (texture, 1, 1) >> 24, ==, 0);
  }
  qb_test_save_screenshot (view, "odds-view-fire.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  qb_test_settle (window);
  qb_test_save_screenshot (view, "odds-view-fire-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  qb_odds_view_set_fire_odds (QB_ODDS_VIEW (view), NULL);
  g_assert_null (qb_odds_view_get_description (QB_ODDS_VIEW (view)));
  g_assert_cmpfloat (qb_odds_view_get_bar_height (QB_ODDS_VIEW (view), 0), ==, 0.0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_battle (void)
{
  g_autoptr(QbGame) game = NULL;
  GtkWidget *view = qb_odds_view_new ();
  GtkWidget *window;
  QbAction stand = { QB_ACT_STAND, 0, 0, 0 };
  QbBattleOdds odds;
  g_autofree char *expected = NULL;
  guint notified = 0;

  for (guint64 seed = 1; game == NULL; seed++)
    {
      game = game_at (seed, QB_PHASE_RETREAT);
      if (game != NULL && !qb_game_is_legal (game, stand, NULL))
        g_clear_object (&game);
    }
  g_assert_true (qb_game_get_battle_odds (game, qb_game_get_decider (game), stand, &odds));
  window = window_with (view);
  g_signal_connect (view, "notify::description", G_CALLBACK (count_notify), &notified);
  qb_odds_view_set_battle_odds (QB_ODDS_VIEW (view), QB_ACT_STAND, &odds);
  qb_test_settle (window);
  expected = qb_odds_text_choice (QB_ACT_STAND, odds.p_routed, odds.se_routed, odds.p_won);
  g_assert_cmpstr (qb_odds_view_get_description (QB_ODDS_VIEW (view)), ==, expected);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (g_str_has_prefix (expected, "If you stand: "));
  qb_test_save_screenshot (view, "odds-view-stand.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The decision panel of the Play page says the odds of each block that
 * may fire, under its row and in its tooltip and accessible description,
 * the same words as the odds view's. */
static void
test_decision_panel (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  GtkWidget *panel, *list, *row;
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);
  guint fire_rows = 0, with_odds = 0;

  for (guint64 seed = 1; game == NULL; seed++)
    game = game_at (seed, QB_PHASE_FIRE);
  {
    g_autoptr(GArray) actions = qb_game_list_legal_actions (game);

    for (guint i = 0; i < actions->len; i++)
      {
        QbAction a = g_array_index (actions, QbAction, i);
        QbFireOdds odds;

        g_assert_cmpint (a.type, ==, QB_ACT_FIRE);
        g_assert_true (qb_game_get_fire_odds (game, qb_game_get_decider (game), a.a, &odds));
        g_ptr_array_add (expected, qb_odds_text_fire (&odds));
        fire_rows++;
      }
  }
  window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  /* Nothing hidden: the open view, whose odds are the decider's. */
  qb_window_start_game (window, game, FALSE);
  qb_test_settle (GTK_WIDGET (window));
  panel = qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_DECISION_PANEL);
  g_assert_nonnull (panel);
  list = qb_test_find_widget (panel, GTK_TYPE_LIST_BOX);
  g_assert_nonnull (list);
  for (row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      const char *tooltip = gtk_widget_get_tooltip_text (row);
      gboolean found = FALSE;

      if (!GTK_IS_LIST_BOX_ROW (row) || tooltip == NULL)
        continue;
      for (guint i = 0; i < expected->len; i++)
        found = found || g_str_equal (tooltip, g_ptr_array_index (expected, i));
      g_assert_true (found);
      with_odds++;
    }
  g_assert_cmpuint (with_odds, ==, fire_rows);
  qb_test_save_screenshot (panel, "odds-decision-panel.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  qb_ui_test_init (&argc, &argv, "test-odds-view");
  /* The palette of style.css, as the app has it. */
  qb_ui_ensure_style (gdk_display_get_default ());
  g_test_add_func ("/ui/odds-view/fire", test_fire);
  g_test_add_func ("/ui/odds-view/battle", test_battle);
  g_test_add_func ("/ui/odds-view/decision-panel", test_decision_panel);
  return qb_ui_test_run ();
}
