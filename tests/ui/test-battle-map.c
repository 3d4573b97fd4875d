/* test-battle-map.c: the battle board and the map around it (issue 13):
 * a retreat chosen on the map (the destinations lit, with what each costs
 * written on them, a click on a lit zone retreating there, a click
 * elsewhere doing nothing, and back to the battle), checked against the
 * model.
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test --suite ui.
 * The clicks are real ones (xdotool); without it the click tests are
 * skipped. Screenshots at 1024x600 and 1920x1080, light and dark, are
 * saved in the test's build directory (battle-map-*.png).
 */
#include <adwaita.h>
#include <string.h>

#include "qb-application.h"
#include "qb-battle-board.h"
#include "qb-battle-board-test.h"
#include "qb-battle-summary-bar.h"
#include "qb-block-widget.h"
#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-retreat-bar.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

/* The shared fixture (&f->bt to the helpers of qb-battle-board-test.c),
 * and the Play page's map and its retreat bar. */
typedef struct {
  BattleTestFixture bt;
  QbBoard *map;
  QbRetreatBar *retreat_bar;
} Fixture;

/* The shared setup, with the panel sizes reset first and the map's
 * widgets found. */
static void
fixture_setup (Fixture *f, gconstpointer data)
{
  g_autoptr(GSettings) settings = qb_application_settings_new ();

  /* The sizes a click of an earlier test may have kept (the settings are
   * in memory, for the whole process). */
  g_settings_reset (settings, "play-panel-width");
  g_settings_reset (settings, "play-panel-height");
  battle_test_setup (&f->bt, data);
  f->map = QB_BOARD (qb_test_find_widget (GTK_WIDGET (f->bt.play), QB_TYPE_BOARD));
  f->retreat_bar = QB_RETREAT_BAR (qb_test_find_widget (GTK_WIDGET (f->bt.play), QB_TYPE_RETREAT_BAR));
  g_assert_nonnull (f->map);
  g_assert_nonnull (f->retreat_bar);
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  battle_test_teardown (&f->bt, data);
}

/* battle_test_new_game() in a window of this file's setup: the shared one
 * would make each later game's window without the map's widgets. */
static void
new_game (Fixture *f, int edition, guint64 seed, gboolean hide)
{
  /* A window of its own: another game in the same one would ask first
   * whether to save the last. */
  if (f->bt.game != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (f->bt.window));
      g_clear_object (&f->bt.game);
      fixture_setup (f, NULL);
    }
  battle_test_new_game (&f->bt, edition, seed, hide);
}

static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_label (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label (c, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The retreats the session offers, a bit per zone, and the zones with
 * just one way (a click names one action). */
static guint
retreat_zones (BattleTestFixture *f, guint *single)
{
  GArray *actions = qb_play_session_get_actions (f->session);
  guint mask = 0, twice = 0;

  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type != QB_ACT_RETREAT)
        continue;
      if (mask & (1u << a.b))
        twice |= 1u << a.b;
      mask |= 1u << a.b;
    }
  if (single != NULL)
    *single = mask & ~twice;
  return mask;
}

static gboolean
retreat_moment (BattleTestFixture *f, const QbState *s)
{
  guint single = 0;

  retreat_zones (f, &single);
  return single != 0;
}

/* The first game of seeds 1 to 59 (revised when odd, classic when even)
 * that comes to a retreat, played to it. */
static void
play_to_retreat (Fixture *f)
{
  guint64 seed;

  for (seed = 1; seed < 60; seed++)
    {
      new_game (f, seed % 2 ? QB_EDITION_REVISED : QB_EDITION_CLASSIC, seed, FALSE);
      if (battle_test_play_until (&f->bt, retreat_moment, 4000))
        break;
    }
  g_assert_cmpuint (seed, <, 60);
}

/* A point of the zone on the map itself, not on a block, or FALSE. */
static gboolean
zone_point (QbBoard *board, int zone, double *x, double *y)
{
  const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[zone];

  for (int dy = 40; dy <= 200; dy += 6)
    for (int dx = -60; dx <= 60; dx += 12)
      {
        qb_board_map_point (board, z->label.x + dx, z->label.y + dy, x, y);
        if (*x >= 0 && *y >= 0 && *x < gtk_widget_get_width (GTK_WIDGET (board))
            && *y < gtk_widget_get_height (GTK_WIDGET (board))
            && qb_board_zone_at (board, *x, *y) == zone
            && gtk_widget_pick (GTK_WIDGET (board), *x, *y, GTK_PICK_DEFAULT) == GTK_WIDGET (board))
          return TRUE;
      }
  return FALSE;
}

static void
click_at (GtkWidget *window, GtkWidget *widget, double x, double y)
{
  qb_test_pointer_to (window, widget, x, y);
  qb_test_pump (window, 50);
  qb_test_xdotool ("click", "1", NULL);
  qb_test_pump (window, 150);
}

/* A new window on the same game (a shown window keeps its size: there is
 * no window manager), the fixture's widgets its own. */
static void
new_window (Fixture *f, int width, int height, gboolean map)
{
  gtk_window_destroy (GTK_WINDOW (f->bt.window));
  fixture_setup (f, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->bt.window), width, height);
  qb_window_start_game (QB_WINDOW (f->bt.window), f->bt.game, FALSE);
  qb_test_settle (f->bt.window);
  if (map)
    {
      GtkWidget *show = find_named (GTK_WIDGET (f->bt.board), "show_map");
      g_assert_nonnull (show);
      g_signal_emit_by_name (show, "clicked");
    }
  qb_test_settle (f->bt.window);
}

/* Screenshots at 1024x600 and 1920x1080, light and dark (the larger ones
 * only on a screen that large: xvfb-run -s "-screen 0 1920x1200x24"); the
 * fixture ends on a window of 1024x600. */
static void
shots (Fixture *f, const char *stage, gboolean map)
{
  static const int sizes[2][2] = { { 1024, 600 }, { 1920, 1080 } };

  for (int dark = 0; dark < 2; dark++)
    for (int i = 0; i < 2; i++)
      {
        g_autofree char *name = g_strdup_printf ("battle-map-%s-%d%s.png", stage, sizes[i][0],
                                                 dark ? "-dark" : "");
        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        new_window (f, sizes[i][0], sizes[i][1], map);
        if (ABS (gtk_widget_get_width (f->bt.window) - sizes[i][0]) > 16
            || ABS (gtk_widget_get_height (f->bt.window) - sizes[i][1]) > 16)
          {
            g_test_message ("screen too small for %s", name);
            continue;
          }
        qb_test_save_screenshot (f->bt.window, name);
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  new_window (f, 1024, 600, map);
}

/* While a side may retreat, the battle board's "Retreat on the Map…"
 * shows the map with the retreats lit and their costs written on them;
 * "Back to the Battle" brings the board back; a click on a zone no
 * retreat goes to does nothing; a click on a lit zone retreats there. */
static void
test_retreat_on_map (Fixture *f, gconstpointer data)
{
  guint mask = 0, single = 0;
  GtkWidget *show;
  int target = -1, other = -1;
  double x, y;

  if (!qb_test_can_use_xdotool ())
    return;
  play_to_retreat (f);
  qb_test_settle (f->bt.window);
  qb_test_focus_window (f->bt.window);
  mask = retreat_zones (&f->bt, &single);
  g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "battle");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->retreat_bar)));
  /* Nothing is written on the map while the battle is shown. */
  for (int z = 0; z < QB_NUM_ZONES; z++)
    g_assert_null (qb_board_get_zone_note (f->map, z));

  shots (f, "board", FALSE);
  qb_test_focus_window (f->bt.window);
  show = find_named (GTK_WIDGET (f->bt.board), "show_map");
  g_assert_nonnull (show);
  g_signal_emit_by_name (show, "clicked");
  qb_test_settle (f->bt.window);
  g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "map");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->retreat_bar)));
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (f->map)));
  /* A note on every zone a retreat goes to, and only there; a retreat by
   * boat says it costs pursuit fire (17.2). */
  {
    GArray *actions = qb_play_session_get_actions (f->bt.session);
    for (int z = 0; z < QB_NUM_ZONES; z++)
      {
        const char *note = qb_board_get_zone_note (f->map, z);
        g_assert_cmpint (note != NULL, ==, (mask >> z) & 1);
        for (guint i = 0; i < actions->len; i++)
          {
            QbAction a = g_array_index (actions, QbAction, i);
            if (a.type == QB_ACT_RETREAT && a.b == z)
              g_assert_nonnull (strstr (note, a.c == QB_MODE_AMPHIBIOUS ? "pursuit fire" : "By land"));
          }
      }
  }
  shots (f, "retreat", TRUE);
  qb_test_focus_window (f->bt.window);

  /* Back to the battle, and to the map again. */
  g_signal_emit_by_name (qb_retreat_bar_get_back_button (f->retreat_bar), "clicked");
  qb_test_settle (f->bt.window);
  g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "battle");
  g_assert_null (qb_board_get_zone_note (f->map, __builtin_ctz (mask)));
  g_signal_emit_by_name (find_named (GTK_WIDGET (f->bt.board), "show_map"), "clicked");
  qb_test_settle (f->bt.window);
  g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "map");

  /* A zone no retreat goes to is not lit, and a click there does nothing:
   * the same decision, nothing picked, the map still shown. */
  {
    const QbState *s = qb_game_get_state (f->bt.game);
    guint before = s->actions;
    int phase = s->phase;
    for (int z = 0; z < QB_NUM_ZONES && other < 0; z++)
      if (!((mask >> z) & 1) && z != s->battle.zone && zone_point (f->map, z, &x, &y))
        other = z;
    g_assert_cmpint (other, >=, 0);
    g_assert_null (qb_board_get_zone_note (f->map, other));
    click_at (f->bt.window, GTK_WIDGET (f->map), x, y);
    g_assert_cmpuint (s->actions, ==, before);
    g_assert_cmpint (s->phase, ==, phase);
    g_assert_cmpint (qb_play_session_get_selected_zone (f->bt.session), ==, -1);
    g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "map");
  }

  /* A click on a lit zone retreats there. */
  {
    const QbState *s = qb_game_get_state (f->bt.game);
    guint n0 = 0, n1 = 0;

    int side = s->decider;
    for (int z = 0; z < QB_NUM_ZONES && target < 0; z++)
      if (((single >> z) & 1) && zone_point (f->map, z, &x, &y))
        target = z;
    g_assert_cmpint (target, >=, 0);
    qb_game_get_events (f->bt.game, &n0);
    click_at (f->bt.window, GTK_WIDGET (f->map), x, y);
    /* Gone there, or choosing who boards for there (17.2). */
    if (s->phase == QB_PHASE_EMBARK)
      {
        g_assert_cmpint (s->battle.retreat_side, ==, side);
        g_assert_cmpint (s->battle.retreat_zone, ==, target);
      }
    else
      {
        const QbEvent *events = qb_game_get_events (f->bt.game, &n1);
        gboolean retreated = FALSE;
        for (guint i = n0; i < n1; i++)
          retreated |= events[i].type == QB_EV_RETREAT && events[i].side == side && events[i].zone == target;
        g_assert_true (retreated);
      }
    /* The retreat chosen, the map gives way to what comes next and writes
     * nothing more on the zones. */
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->retreat_bar)));
    for (int z = 0; z < QB_NUM_ZONES; z++)
      g_assert_null (qb_board_get_zone_note (f->map, z));
  }
}

/* The same by keyboard: Escape on the retreat map goes back to the
 * battle; on the map again, the arrows walk the zones and Return on a lit
 * one retreats there. */
static void
test_retreat_by_keyboard (Fixture *f, gconstpointer data)
{
  guint mask = 0, single = 0, n0 = 0, n1 = 0;
  int side;
  gboolean retreated = FALSE;
  const QbState *s;

  if (!qb_test_can_use_xdotool ())
    return;
  play_to_retreat (f);
  qb_test_settle (f->bt.window);
  qb_test_focus_window (f->bt.window);
  mask = retreat_zones (&f->bt, &single);
  g_signal_emit_by_name (find_named (GTK_WIDGET (f->bt.board), "show_map"), "clicked");
  qb_test_settle (f->bt.window);
  g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "map");
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (f->map)));

  /* Escape: the battle again, nothing chosen. */
  qb_test_xdotool ("key", "Escape", NULL);
  qb_test_pump (f->bt.window, 150);
  g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "battle");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->retreat_bar)));
  g_assert_null (qb_board_get_zone_note (f->map, __builtin_ctz (mask)));

  g_signal_emit_by_name (find_named (GTK_WIDGET (f->bt.board), "show_map"), "clicked");
  qb_test_settle (f->bt.window);
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (f->map)));
  s = qb_game_get_state (f->bt.game);
  side = s->decider;
  /* The arrows to a zone with one way there (along the map's rows, then
   * down and back), then Return. */
  {
    static const char *const walk[] = { "Right", "Right", "Right", "Right", "Right", "Right",
                                        "Down", "Left", "Left", "Left", "Left", "Left", "Left",
                                        "Down", "Right", "Right", "Right", "Right", "Right",
                                        "Right", "Up", "Up", "Left", "Left", "Left" };
    for (guint i = 0; i < G_N_ELEMENTS (walk)
                      && !((single >> qb_board_get_focus_zone (f->map)) & 1); i++)
      {
        qb_test_xdotool ("key", walk[i], NULL);
        qb_test_pump (f->bt.window, 60);
      }
  }
  g_assert_true ((single >> qb_board_get_focus_zone (f->map)) & 1);
  qb_game_get_events (f->bt.game, &n0);
  int target = qb_board_get_focus_zone (f->map);
  qb_test_xdotool ("key", "Return", NULL);
  qb_test_pump (f->bt.window, 150);
  if (s->phase == QB_PHASE_EMBARK)
    {
      g_assert_cmpint (s->battle.retreat_side, ==, side);
      g_assert_cmpint (s->battle.retreat_zone, ==, target);
    }
  else
    {
      const QbEvent *events = qb_game_get_events (f->bt.game, &n1);
      for (guint i = n0; i < n1; i++)
        retreated |= events[i].type == QB_EV_RETREAT && events[i].side == side && events[i].zone == target;
      g_assert_true (retreated);
    }
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->retreat_bar)));
}

/* The last QB_EV_BATTLE_END of the game with no battle begun since. */
static gboolean
after_battle_moment (BattleTestFixture *f, const QbState *s)
{
  guint n = 0;
  const QbEvent *events = qb_game_get_events (f->game, &n);

  if (s->battle.active && qb_phase_is_battle (s->phase))
    return FALSE;
  for (guint i = n; i > 0; i--)
    {
      if (events[i - 1].type == QB_EV_BATTLE_END)
        return TRUE;
      if (events[i - 1].type == QB_EV_BATTLE || events[i - 1].type == QB_EV_RAID
          || events[i - 1].type == QB_EV_SCOUT)
        return FALSE;
    }
  return FALSE;
}

/* The battle summary hides no part of the map: at 1024x600 and at
 * 1920x1080 its bar and the map share no pixel, and it widens nothing
 * past the window. */
static void
test_summary_beside_map (Fixture *f, gconstpointer data)
{
  QbBattleSummaryBar *bar;
  graphene_rect_t on_map, on_bar;

  new_game (f, QB_EDITION_REVISED, 3, FALSE);
  g_assert_true (battle_test_play_until (&f->bt, after_battle_moment, 4000));
  for (int big = 0; big < 2; big++)
    {
      new_window (f, big ? 1920 : 1024, big ? 1080 : 600, FALSE);
      bar = QB_BATTLE_SUMMARY_BAR (qb_test_find_widget (GTK_WIDGET (f->bt.play), QB_TYPE_BATTLE_SUMMARY_BAR));
      /* A window of its own sums up the battles that end in it: play on
       * to the end of the next one. */
      g_assert_true (battle_test_play_until (&f->bt, after_battle_moment, 4000));
      if (qb_battle_summary_bar_get_text (bar) == NULL)
        {
          while (after_battle_moment (&f->bt, qb_game_get_state (f->bt.game)) && battle_test_step (&f->bt))
            ;
          g_assert_true (battle_test_play_until (&f->bt, after_battle_moment, 4000));
        }
      qb_test_settle (f->bt.window);
      g_assert_nonnull (qb_battle_summary_bar_get_text (bar));
      g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "map");
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->map), f->bt.window, &on_map));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (bar), f->bt.window, &on_bar));
      g_test_message ("map %.0fx%.0f at %.0f,%.0f; summary %.0fx%.0f at %.0f,%.0f", on_map.size.width,
                      on_map.size.height, on_map.origin.x, on_map.origin.y, on_bar.size.width,
                      on_bar.size.height, on_bar.origin.x, on_bar.origin.y);
      g_assert_cmpfloat (on_bar.size.height, >, 0);
      /* Within the window: the summary widens nothing. */
      g_assert_cmpfloat (on_map.origin.x, >=, 0);
      g_assert_cmpfloat (on_bar.origin.x + on_bar.size.width, <=, gtk_widget_get_width (f->bt.window));
      g_assert_false (graphene_rect_intersection (&on_map, &on_bar, NULL));
      g_assert_cmpfloat (on_bar.size.width, <=, on_map.size.width + 1);
      g_assert_cmpfloat (on_map.size.height, >=, 180);
      for (int dark = 0; dark < 2; dark++)
        {
          g_autofree char *name = g_strdup_printf ("battle-map-summary-%d%s.png", big ? 1920 : 1024,
                                                   dark ? "-dark" : "");
          adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                              dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
          qb_test_settle (f->bt.window);
          if (ABS (gtk_widget_get_width (f->bt.window) - (big ? 1920 : 1024)) <= 16)
            qb_test_save_screenshot (f->bt.window, name);
        }
    }
}

/* At 1024x600, with a retreat's long buttons and a long status, the
 * battle board keeps the window's size, the status takes at most two
 * lines (the decision's buttons a row of their own), and the field keeps
 * most of the board's height: the blocks stay as big as it allows. */
static void
test_small_window (Fixture *f, gconstpointer data)
{
  GtkWidget *status = NULL, *block = NULL;
  graphene_rect_t on_board, on_status, on_block;
  int line = 0;

  play_to_retreat (f);
  new_window (f, 1024, 600, FALSE);
  g_assert_cmpstr (battle_test_visible_child (&f->bt), ==, "battle");
  g_assert_cmpint (ABS (gtk_widget_get_width (f->bt.window) - 1024), <=, 16);
  g_assert_cmpint (ABS (gtk_widget_get_height (f->bt.window) - 600), <=, 16);
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (f->bt.board)); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (QB_IS_BLOCK_WIDGET (w) && gtk_widget_get_visible (w) && block == NULL)
      block = w;
  status = find_label (GTK_WIDGET (f->bt.board), qb_battle_board_get_status (f->bt.board));
  g_assert_nonnull (block);
  g_assert_nonnull (status);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->bt.board), f->bt.window, &on_board));
  g_assert_true (gtk_widget_compute_bounds (status, f->bt.window, &on_status));
  g_assert_true (gtk_widget_compute_bounds (block, f->bt.window, &on_block));
  {
    PangoLayout *layout = gtk_widget_create_pango_layout (status, "Xg");
    pango_layout_get_pixel_size (layout, NULL, &line);
    g_object_unref (layout);
  }
  g_test_message ("board %.0fx%.0f, status %.0fx%.0f (line %d), block %.0f", on_board.size.width,
                  on_board.size.height, on_status.size.width, on_status.size.height, line, on_block.size.width);
  /* Within the window, the status at most two lines. */
  g_assert_cmpfloat (on_board.origin.x, >=, 0);
  g_assert_cmpfloat (on_board.origin.x + on_board.size.width, <=, gtk_widget_get_width (f->bt.window));
  g_assert_cmpfloat (on_status.size.height, <=, 2 * line + 2);
  /* The status beside History has the board's width but for it. */
  g_assert_cmpfloat (on_status.size.width, >=, on_board.size.width / 2);
  g_assert_cmpfloat (on_block.size.width, >=, 32);
}

static gboolean
pursuit_moment (BattleTestFixture *f, const QbState *s)
{
  int viewer = qb_play_session_get_viewer (f->session);

  return s->battle.active && s->phase == QB_PHASE_ALLOCATE && s->battle.pursuit == QB_HITS_PURSUIT
         && s->battle.retreat_side <= QB_FRENCH && (viewer == QB_BRITISH || viewer == QB_PUBLIC);
}

/* While the pursuit's hits are given (16.2, 17.2), the blocks that left in
 * the retreat stay on the board, aside under "Retreated": as many as the
 * retreat still has, in the British view the French ones the British may
 * not know as bare block backs, named nowhere. */
static void
test_pursuit_shows_retreat (Fixture *f, gconstpointer data)
{
  guint checked = 0, hidden_seen = 0;

  /* A battle board of its own over a session of its own, in a plain
   * window: the whole window would redo its log at each step of the many
   * games this plays, for nothing this test looks at. */
  battle_test_use_bare (&f->bt);
  for (guint64 seed = 1; seed < 30 && checked < 3; seed++)
    {
      const QbState *s;
      battle_test_new_game (&f->bt, seed % 2 ? QB_EDITION_REVISED : QB_EDITION_CLASSIC, seed, TRUE);
      s = qb_game_get_state (f->bt.game);
      while (battle_test_play_until (&f->bt, pursuit_moment, 4000))
        {
          int side = s->battle.retreat_side, want = 0, seen = 0;
          for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
            want += s->blocks[b].loc == s->battle.retreat_zone && s->blocks[b].slot == QB_SLOT_RETREATED;
          for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (f->bt.board)); w != NULL;
               w = gtk_widget_get_next_sibling (w))
            {
              const QbBlockFace *face;
              const char *tooltip;
              if (!QB_IS_BLOCK_WIDGET (w) || !gtk_widget_get_visible (w))
                continue;
              face = qb_block_widget_get_face (QB_BLOCK_WIDGET (w));
              tooltip = gtk_widget_get_tooltip_text (w);
              if (tooltip != NULL)
                qb_test_assert_no_french_identity (s, tooltip, "a block's tooltip in a pursuit");
              qb_test_assert_no_french_identity (s, qb_block_widget_get_label (QB_BLOCK_WIDGET (w)),
                                                 "a block's label in a pursuit");
              if (face->side != side || face->loc != s->battle.retreat_zone)
                continue;
              seen++;
              g_assert_nonnull (strstr (tooltip, "Retreated"));
              if (face->side == QB_FRENCH && face->block >= 0)
                g_assert_true (s->blocks[face->block].flags & (QB_BF_REVEALED | QB_BF_SCOUTED));
              if (face->block < 0)
                hidden_seen++;
              else
                g_assert_true (s->blocks[face->block].slot == QB_SLOT_RETREATED);
            }
          g_assert_cmpint (seen, ==, want);
          if (checked == 0)
            {
              qb_test_settle (f->bt.window);
              qb_test_save_screenshot (f->bt.window, "battle-map-pursuit-bare.png");
            }
          checked++;
          if (!battle_test_step (&f->bt))
            break;
        }
    }
  g_test_message ("%u pursuits seen by the British, %u block backs retreating", checked, hidden_seen);
  g_assert_cmpuint (checked, >, 0);
  qb_play_session_set_game (f->bt.session, NULL, FALSE);
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "battle-map");
  g_test_add ("/ui/battle-map/15.1/retreat-on-map", Fixture, NULL,
              fixture_setup, test_retreat_on_map, fixture_teardown);
  g_test_add ("/ui/battle-map/15.1/retreat-by-keyboard", Fixture, NULL,
              fixture_setup, test_retreat_by_keyboard, fixture_teardown);
  g_test_add ("/ui/battle-map/13.2/summary-beside-map", Fixture, NULL,
              fixture_setup, test_summary_beside_map, fixture_teardown);
  g_test_add ("/ui/battle-map/small-window", Fixture, NULL,
              fixture_setup, test_small_window, fixture_teardown);
  g_test_add ("/ui/battle-map/16.2/pursuit-shows-retreat", Fixture, NULL,
              fixture_setup, test_pursuit_shows_retreat, fixture_teardown);
  return qb_ui_test_run ();
}
