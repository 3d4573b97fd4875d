/* test-strength-chart.c: the strength chart of the Replay page under Xvfb.
 *
 * The chart follows the replay session: its series is the session's
 * viewer's, hovering gives a point's values in words, a click and Enter
 * go to a point, the arrows move the chosen point, which follows the
 * session's position; it has an accessible name, role and values; a side's
 * view never says the enemy's CV it did not know. Screenshots at 1024 x 600
 * and 1920 x 1080, light and dark, go to the test's build directory.
 */
#include <adwaita.h>
#include <string.h>

#include "qb-game.h"
#include "qb-replay-view.h"
#include "qb-strength-chart.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static char *tmp_home;

/* A window of that size with the game in its Replay page and the chart's
 * tab shown. */
static QbWindow *
window_with_chart (QbGame           *game,
                   int               width,
                   int               height,
                   QbStrengthChart **chart)
{
  QbWindow *window = qb_window_new (NULL);
  QbReplayView *replay = qb_window_get_replay_view (window);
  GtkWidget *stack;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  *chart = QB_STRENGTH_CHART (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_STRENGTH_CHART));
  g_assert_nonnull (*chart);
  stack = gtk_widget_get_ancestor (GTK_WIDGET (*chart), GTK_TYPE_STACK);
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "chart");
  QB_TEST_WAIT (gtk_widget_get_mapped (GTK_WIDGET (*chart)) && gtk_widget_get_width (GTK_WIDGET (*chart)) > 100,
                "the chart to be shown");
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* The words of a point hold its values: each side's CV (or that it was not
 * known) and blocks. */
static void
assert_text_says (QbStrengthChart       *chart,
                  guint                  i,
                  const QbStrengthPoint *p)
{
  g_autofree char *text = qb_strength_chart_point_text (chart, i);
  g_autofree char *british = NULL;
  g_autofree char *french = NULL;

  g_assert_nonnull (text);
  if (p->cv[QB_BRITISH] == QB_STRENGTH_UNKNOWN)
    british = g_strdup_printf ("British: CV not known, %d block", p->blocks[QB_BRITISH]);
  else
    british = g_strdup_printf ("British: %d CV, %d block", p->cv[QB_BRITISH], p->blocks[QB_BRITISH]);
  if (p->cv[QB_FRENCH] == QB_STRENGTH_UNKNOWN)
    french = g_strdup_printf ("French: CV not known, %d block", p->blocks[QB_FRENCH]);
  else
    french = g_strdup_printf ("French: %d CV, %d block", p->cv[QB_FRENCH], p->blocks[QB_FRENCH]);
  g_assert_nonnull (strstr (text, british));
  g_assert_nonnull (strstr (text, french));
}

static gboolean
is_battle_with_losses (const QbStrengthPoint *p)
{
  return p->kind == QB_STRENGTH_BATTLE && p->lost_cv[0] + p->lost_cv[1] > 0;
}

/* Hover, click, the arrows and Enter, and the position's mark. */
static void
test_input (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 7, -1);
  QbStrengthChart *chart;
  QbWindow *window = window_with_chart (game, 1400, 900, &chart);
  QbReplaySession *session = qb_strength_chart_get_session (chart);
  QbStrengthSeries *series = qb_strength_chart_get_series (chart);
  const QbStrengthPoint *points;
  guint n_points, battle = G_MAXUINT;

  g_assert_nonnull (session);
  g_assert_true (session == qb_replay_view_get_session (qb_window_get_replay_view (window)));
  /* The finished game opens face up: the series is the open view's. */
  g_assert_cmpint (qb_strength_series_get_viewer (series), ==, qb_replay_session_get_viewer (session));
  points = qb_strength_series_get_points (series, &n_points);
  g_assert_cmpuint (n_points, >, 10);
  g_assert_cmpuint (points[n_points - 1].index, ==, qb_replay_session_get_n_actions (session));

  /* Hovering a battle's x gives that battle, and its words its values and
   * losses. */
  for (guint i = 0; i < n_points && battle == G_MAXUINT; i++)
    if (is_battle_with_losses (&points[i])
        && (i == 0 || points[i - 1].index + 2 < points[i].index))
      battle = i;
  g_assert_cmpuint (battle, !=, G_MAXUINT);
  qb_strength_chart_hover_at (chart, qb_strength_chart_position_x (chart, points[battle].index));
  g_assert_cmpuint (qb_strength_chart_get_hover (chart), ==, battle);
  {
    g_autofree char *text = qb_strength_chart_point_text (chart, battle);

    assert_text_says (chart, battle, &points[battle]);
    g_assert_true (g_str_has_prefix (text, "Battle: "));
    g_assert_nonnull (strstr (text, "losses: "));
  }
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "strength-chart-hover.png");
  qb_strength_chart_hover_at (chart, -1);
  g_assert_cmpuint (qb_strength_chart_get_hover (chart), ==, G_MAXUINT);

  /* A click goes to the point. */
  qb_strength_chart_click_at (chart, qb_strength_chart_position_x (chart, points[battle].index));
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, points[battle].index);
  g_assert_cmpuint (qb_strength_chart_get_cursor (chart), ==, battle);

  /* The chosen point follows the session's position. */
  qb_replay_session_set_position (session, points[n_points - 1].index);
  g_assert_cmpuint (qb_strength_chart_get_cursor (chart), ==, n_points - 1);
  qb_replay_session_set_position (session, 0);
  g_assert_cmpuint (qb_strength_chart_get_cursor (chart), ==, 0);
  qb_replay_session_set_position (session, points[battle].index + 1);
  g_assert_cmpuint (qb_strength_chart_get_cursor (chart),
                    ==, qb_strength_series_find (series, points[battle].index + 1));

  /* The arrows move the chosen point without going there; Enter goes. */
  qb_replay_session_set_position (session, 0);
  gtk_widget_grab_focus (GTK_WIDGET (chart));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (chart)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.move-cursor", "i", 1));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.move-cursor", "i", 1));
  g_assert_cmpuint (qb_strength_chart_get_cursor (chart), ==, 2);
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.go", NULL));
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, points[2].index);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.move-cursor", "i", -1000));
  g_assert_cmpuint (qb_strength_chart_get_cursor (chart), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.move-cursor", "i", G_MAXINT32));
  g_assert_cmpuint (qb_strength_chart_get_cursor (chart), ==, n_points - 1);
  qb_test_settle (GTK_WIDGET (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The same through the X server: the pointer over a point hovers it, a
 * click goes there, and the keys Right and Return on the focused chart
 * go to the next point. */
static void
test_real_input (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 7, -1);
  QbStrengthChart *chart;
  QbWindow *window;
  QbReplaySession *session;
  const QbStrengthPoint *points;
  guint n_points, target = G_MAXUINT;
  int height;

  if (!qb_test_can_use_xdotool ())
    return;
  window = window_with_chart (game, 1400, 900, &chart);
  session = qb_strength_chart_get_session (chart);
  qb_test_focus_window (GTK_WIDGET (window));
  points = qb_strength_series_get_points (qb_strength_chart_get_series (chart), &n_points);
  /* A point well apart from its neighbours, so the pixel is its own. */
  for (guint i = n_points / 3; i + 1 < n_points && target == G_MAXUINT; i++)
    if (qb_strength_chart_position_x (chart, points[i].index)
        - qb_strength_chart_position_x (chart, points[i - 1].index) > 6
        && qb_strength_chart_position_x (chart, points[i + 1].index)
        - qb_strength_chart_position_x (chart, points[i].index) > 6)
      target = i;
  g_assert_cmpuint (target, !=, G_MAXUINT);
  height = gtk_widget_get_height (GTK_WIDGET (chart));

  qb_test_pointer_to (GTK_WIDGET (window), GTK_WIDGET (chart),
              qb_strength_chart_position_x (chart, points[target].index), height / 2.0);
  QB_TEST_WAIT (qb_strength_chart_get_hover (chart) == target, "the pointer to hover the point");
  qb_test_xdotool ("click", "1", NULL);
  QB_TEST_WAIT (qb_replay_session_get_position (session) == points[target].index,
                "the click to go to the point");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (chart)));

  qb_test_xdotool ("key", "--clearmodifiers", "Right", NULL);
  QB_TEST_WAIT (qb_strength_chart_get_cursor (chart) == target + 1, "Right to choose the next point");
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, points[target].index);
  qb_test_xdotool ("key", "--clearmodifiers", "Return", NULL);
  QB_TEST_WAIT (qb_replay_session_get_position (session) == points[target + 1].index,
                "Return to go to the chosen point");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The accessible role, name and values. */
static void
test_accessible (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 7, -1);
  QbStrengthChart *chart;
  QbWindow *window = window_with_chart (game, 1400, 900, &chart);
  QbReplaySession *session = qb_strength_chart_get_session (chart);
  const QbStrengthPoint *points;
  guint n_points;
  g_autofree char *value = NULL;
  char *error;

  points = qb_strength_series_get_points (qb_strength_chart_get_series (chart), &n_points);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_ROLE_SLIDER);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "Strength of both sides");
  g_assert_null (error);
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_VALUE_MAX,
                                              (double) (n_points - 1));
  g_assert_null (error);
  qb_replay_session_set_position (session, points[n_points - 1].index);
  value = qb_strength_chart_point_text (chart, n_points - 1);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value);
  g_assert_null (error);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                              (double) (n_points - 1));
  g_assert_null (error);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The British view: the chart's series is the British one, and no point's
 * words give the French CV where the series does not know it; some do
 * not. The spectator knows neither side's CV while blocks are hidden. */
static void
test_british_view (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 7, -1);
  QbStrengthChart *chart;
  QbWindow *window = window_with_chart (game, 1400, 900, &chart);
  QbReplaySession *session = qb_strength_chart_get_session (chart);
  QbStrengthSeries *series = qb_strength_chart_get_series (chart);
  static const int viewers[] = { QB_BRITISH, QB_PUBLIC };

  for (gsize v = 0; v < G_N_ELEMENTS (viewers); v++)
    {
      const QbStrengthPoint *points;
      guint n_points, hidden = 0;

      qb_replay_view_set_viewer (qb_window_get_replay_view (window), viewers[v]);
      if (qb_replay_session_get_curtain_side (session) >= 0)
        qb_replay_session_lift_curtain (session);
      g_assert_cmpint (qb_replay_session_get_viewer (session), ==, viewers[v]);
      g_assert_cmpint (qb_strength_series_get_viewer (series), ==, viewers[v]);
      points = qb_strength_series_get_points (series, &n_points);
      for (guint i = 0; i < n_points; i++)
        {
          QbStrengthSeries *check = qb_strength_series_new ();
          const QbStrengthPoint *expected;
          guint n_expected;

          assert_text_says (chart, i, &points[i]);
          if (points[i].cv[QB_FRENCH] == QB_STRENGTH_UNKNOWN)
            hidden++;
          if (viewers[v] == QB_BRITISH)
            g_assert_cmpint (points[i].cv[QB_BRITISH], !=, QB_STRENGTH_UNKNOWN);
          /* The same as the model computes for that viewer. */
          qb_strength_series_update (check, qb_replay_session_get_index (session), viewers[v]);
          expected = qb_strength_series_get_points (check, &n_expected);
          g_assert_cmpuint (n_expected, ==, n_points);
          g_assert_cmpmem (&expected[i], sizeof (QbStrengthPoint), &points[i], sizeof (QbStrengthPoint));
          g_object_unref (check);
        }
      g_assert_cmpuint (hidden, >, 0);
      qb_test_settle (GTK_WIDGET (window));
      if (viewers[v] == QB_BRITISH)
        qb_test_save_screenshot (GTK_WIDGET (window), "strength-chart-british.png");
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The page with the chart at both sizes, light and dark. */
static void
test_screenshots (void)
{
  static const struct { int w, h; const char *name; } sizes[] = {
    { 1024, 600, "1024x600" },
    { 1920, 1080, "1920x1080" },
  };
  AdwStyleManager *manager = adw_style_manager_get_default ();

  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 7, -1);
          QbStrengthChart *chart;
          QbWindow *window = window_with_chart (game, sizes[i].w, sizes[i].h, &chart);
          QbReplaySession *session = qb_strength_chart_get_session (chart);
          g_autofree char *name = g_strdup_printf ("strength-chart-%s-%s.png", sizes[i].name,
                                                   dark ? "dark" : "light");

          qb_replay_session_set_position (session, qb_replay_session_get_n_actions (session) / 2);
          qb_strength_chart_hover_at (chart, gtk_widget_get_width (GTK_WIDGET (chart)) * 0.3);
          /* Big enough to read. */
          g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (chart)), >=, 80);
          qb_test_settle (GTK_WIDGET (window));
          qb_test_save_screenshot (GTK_WIDGET (window), name);
          gtk_window_destroy (GTK_WINDOW (window));
        }
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  tmp_home = g_dir_make_tmp ("qb-test-chart-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", tmp_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* Screenshots of the state reached, not of a button's transition. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/strength-chart/input", test_input);
  g_test_add_func ("/ui/strength-chart/real-input", test_real_input);
  g_test_add_func ("/ui/strength-chart/accessible", test_accessible);
  g_test_add_func ("/ui/strength-chart/british-view", test_british_view);
  g_test_add_func ("/ui/strength-chart/screenshots", test_screenshots);
  ret = g_test_run ();
  g_free (tmp_home);
  return ret;
}
