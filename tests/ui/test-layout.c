/* test-layout.c: the window on a small screen (issue 9, part 8), under
 * Xvfb.
 *
 * At 1024 x 600 every page of the window fits: each page's minimum size
 * (gtk_widget_measure) is at most the window's width and its height less
 * the header bar, the window keeps the size asked for, and the controls a
 * player needs on each page are allocated inside the window, with room to
 * be seen. The New Game dialog and the preferences fit the same screen.
 * The replay scale's move labels never overlap, at any width. Screenshots
 * go to the test's build directory.
 */
#include <adwaita.h>
#include <string.h>

#include "qb-battle-board.h"
#include "qb-board.h"
#include "qb-decision-panel.h"
#include "qb-editor-palette.h"
#include "qb-editor-panel.h"
#include "qb-editor-session.h"
#include "qb-editor-view.h"
#include "qb-event-story.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-new-game-dialog.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-preferences-window.h"
#include "qb-replay-view.h"
#include "qb-rules-view.h"
#include "qb-strength-chart.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"
#include "qb-application.h"

#define SMALL_WIDTH 1024
#define SMALL_HEIGHT 600

static const char *tmp_home;

/* A game of random legal actions: `n` of them, or to its end if n < 0. */
static QbGame *
random_game (guint64 seed,
             int     n)
{
  QbOptions options;
  QbGame *game;
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  qb_options_default (&options);
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);   /* the same game at every run */
  for (int i = 0; (n < 0 || i < n) && !qb_game_is_over (game); i++)
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);
  return game;
}

static QbWindow *
small_window (void)
{
  QbWindow *window = qb_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), SMALL_WIDTH, SMALL_HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static void
show_page (QbWindow   *window,
           const char *name)
{
  g_autofree char *action = g_strdup_printf ("win.view-%s", name);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  qb_test_settle (GTK_WIDGET (window));
  qb_test_settle (GTK_WIDGET (window));
}

/* The page's minimum size fits under the header bar of a 1024 x 600
 * window, and the window is still that size. */
static void
assert_page_fits (QbWindow   *window,
                  GtkWidget  *page,
                  const char *what)
{
  GtkWidget *header = qb_test_find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  int min_w, min_h, header_h;

  gtk_widget_measure (header, GTK_ORIENTATION_VERTICAL, -1, &header_h, NULL, NULL, NULL);
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (page, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
  g_test_message ("%s: minimum %d x %d, header bar %d; window %d x %d, surface %d x %d", what, min_w, min_h, header_h,
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                  gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))),
                  gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (window))));
  if (min_w > SMALL_WIDTH || min_h > SMALL_HEIGHT - header_h)
    g_error ("%s needs %d x %d; the window has %d x %d under its header bar",
             what, min_w, min_h, SMALL_WIDTH, SMALL_HEIGHT - header_h);
  /* The window kept the size asked for (its surface: the widget leaves
   * GTK's few pixels of resize border out). */
  g_assert_cmpint (gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))), ==, SMALL_WIDTH);
  g_assert_cmpint (gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (window))), ==, SMALL_HEIGHT);
}

/* The board the Play page shows: the map, or during a battle the battle
 * board in its place (the decisions ordinary_decision_game() stops at are
 * a battle's). */
static GtkWidget *
shown_board (QbPlayView *play)
{
  GtkWidget *map = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BOARD);

  if (map != NULL && gtk_widget_get_mapped (map))
    return map;
  return qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_BATTLE_BOARD);
}

/* The widget is shown, big enough to use, and inside every widget around
 * it up to the window: nothing scrolls or cuts it out of sight. */
static void
assert_inside (QbWindow   *window,
               GtkWidget  *widget,
               const char *what)
{
  graphene_rect_t r;

  g_assert_nonnull (widget);
  if (!gtk_widget_get_mapped (widget))
    g_error ("%s is not shown", what);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &r));
  g_test_message ("%s at %.0f,%.0f size %.0f x %.0f", what, r.origin.x, r.origin.y,
                  r.size.width, r.size.height);
  if (r.size.width < 16 || r.size.height < 16)
    g_error ("%s is only %.0f x %.0f", what, r.size.width, r.size.height);
  for (GtkWidget *a = gtk_widget_get_parent (widget); a != NULL; a = gtk_widget_get_parent (a))
    {
      graphene_rect_t in;
      g_assert_true (gtk_widget_compute_bounds (widget, a, &in));
      if (in.origin.x < -0.5 || in.origin.y < -0.5
          || in.origin.x + in.size.width > gtk_widget_get_width (a) + 0.5
          || in.origin.y + in.size.height > gtk_widget_get_height (a) + 0.5)
        g_error ("%s is at %.0f,%.0f size %.0f x %.0f in a %s of %d x %d: cut off", what,
                 in.origin.x, in.origin.y, in.size.width, in.size.height,
                 G_OBJECT_TYPE_NAME (a), gtk_widget_get_width (a), gtk_widget_get_height (a));
    }
}

/* The first button under `root` for the action (and target, if given). */
static GtkWidget *
find_action_widget (GtkWidget  *root,
                    const char *action)
{
  if (GTK_IS_ACTIONABLE (root) && gtk_widget_get_mapped (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_action_widget (c, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
screenshot (QbWindow   *window,
            const char *name)
{
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), name);
}

/* ---- The pages ---------------------------------------------------------- */

static gboolean screen_fits  (int width,
                              int height);
static QbWindow *sized_window (int width,
                               int height);

static void
test_play_fits (void)
{
  QbWindow *window = small_window ();
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(QbGame) game = random_game (7, 60);
  GtkWidget *panel;

  assert_page_fits (window, GTK_WIDGET (play), "the Play page without a game");
  /* Open play: no curtain between the test and the page. */
  qb_window_start_game (window, game, FALSE);
  show_page (window, "play");
  assert_page_fits (window, GTK_WIDGET (play), "the Play page");
  panel = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL);
  assert_inside (window, panel, "the decision panel");
  assert_inside (window, qb_test_find_widget (GTK_WIDGET (panel), GTK_TYPE_LIST_BOX_ROW), "the first legal action");
  assert_inside (window, find_action_widget (GTK_WIDGET (window), "win.undo"), "Undo");
  screenshot (window, "layout-play-1024x600.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_by_class (GtkWidget  *root,
               const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_by_class (c, css_class);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 14: the decision's header (whose turn it is, in the side's
 * colour) and its prompt are in sight on a small and a large screen, in
 * the light and the dark style. */
static void
test_turn_header (void)
{
  const struct { int width, height; } sizes[] = { { 1024, 600 }, { 1920, 1080 } };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark <= 1; dark++)
      {
        QbWindow *window = qb_window_new (NULL);
        g_autoptr(QbGame) game = random_game (7, 60);
        g_autofree char *name = NULL;
        GtkWidget *panel, *badge;

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
        gtk_window_present (GTK_WINDOW (window));
        qb_window_start_game (window, game, FALSE);
        show_page (window, "play");
        panel = qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_DECISION_PANEL);
        badge = find_by_class (panel, "side-badge");
        g_assert_nonnull (badge);
        g_assert_cmpint (qb_decision_panel_get_side_badge (QB_DECISION_PANEL (panel)), ==, qb_game_get_decider (game));
        assert_inside (window, badge, "the side's badge");
        assert_inside (window, find_by_class (panel, "decision-header"), "the decision's header");
        name = g_strdup_printf ("layout-turn-%dx%d-%s.png", sizes[i].width, sizes[i].height, dark ? "dark" : "light");
        screenshot (window, name);
        gtk_window_destroy (GTK_WINDOW (window));
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The end of the game: its buttons in sight without scrolling at 1024 x
 * 600 (the page's minimum fits too), 1280 x 800 and 1920 x 1080. */
static void
test_game_over_fits (void)
{
  const struct { int width, height; } sizes[] = { { 1024, 600 }, { 1280, 800 }, { 1920, 1080 } };
  g_autoptr(QbGame) game = random_game (9, -1);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      QbWindow *window;
      QbPlayView *play;
      g_autofree char *name = NULL;

      if (!screen_fits (sizes[i].width, sizes[i].height))
        {
          g_test_message ("the screen is smaller than %d x %d: that size is not checked",
                          sizes[i].width, sizes[i].height);
          continue;
        }
      window = sized_window (sizes[i].width, sizes[i].height);
      play = qb_window_get_play_view (window);
      qb_window_start_game (window, game, TRUE);
      show_page (window, "play");
      g_assert_false (qb_window_is_curtain_up (window));
      if (i == 0)
        assert_page_fits (window, GTK_WIDGET (play), "the end-of-game page");
      assert_inside (window, find_action_widget (GTK_WIDGET (play), "win.new-game"), "New Game");
      assert_inside (window, find_action_widget (GTK_WIDGET (play), "win.save-as"), "Save Replay");
      assert_inside (window, find_action_widget (GTK_WIDGET (play), "win.open-in-replay"), "Open in Replay");
      assert_inside (window, find_action_widget (GTK_WIDGET (play), "win.show-rule"), "the victory rules");
      name = g_strdup_printf ("layout-over-%dx%d.png", sizes[i].width, sizes[i].height);
      screenshot (window, name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static void
test_replay_fits (void)
{
  QbWindow *window = small_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autoptr(QbGame) game = random_game (11, -1);
  static const char *controls[] = {
    "replay.first", "replay.previous-moment", "replay.step-back", "replay.play",
    "replay.step-forward", "replay.next-moment", "replay.last", "replay.viewer",
    "replay.save", "replay.add-note",
  };

  assert_page_fits (window, GTK_WIDGET (replay), "the Replay page without a game");
  qb_window_start_game (window, game, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  qb_replay_view_set_position (replay, qb_replay_view_get_n_actions (replay) / 2);
  assert_page_fits (window, GTK_WIDGET (replay), "the Replay page");
  for (gsize i = 0; i < G_N_ELEMENTS (controls); i++)
    assert_inside (window, find_action_widget (GTK_WIDGET (replay), controls[i]), controls[i]);
  assert_inside (window, qb_test_find_widget (GTK_WIDGET (replay), GTK_TYPE_SCALE), "the timeline");
  assert_inside (window, qb_test_find_widget (GTK_WIDGET (replay), GTK_TYPE_ENTRY), "the note entry");
  screenshot (window, "layout-replay-1024x600.png");

  /* The strength chart's tab, in the log's place: the chart is tall
   * enough to read both panels. */
  {
    GtkWidget *chart = qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_STRENGTH_CHART);

    gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (chart, GTK_TYPE_STACK)), "chart");
    qb_test_settle (GTK_WIDGET (window));
    assert_page_fits (window, GTK_WIDGET (replay), "the Replay page with the strength chart");
    assert_inside (window, chart, "the strength chart");
    g_assert_cmpint (gtk_widget_get_height (chart), >=, 100);
    screenshot (window, "layout-replay-chart-1024x600.png");
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_rules_fits (void)
{
  QbWindow *window = small_window ();
  QbRulesView *rules = qb_window_get_rules_view (window);

  show_page (window, "rules");
  qb_rules_view_show_section (rules, "17.1");
  qb_test_settle (GTK_WIDGET (window));
  assert_page_fits (window, GTK_WIDGET (rules), "the Rules page");
  assert_inside (window, find_action_widget (GTK_WIDGET (rules), "rules.back"), "Back");
  assert_inside (window, qb_test_find_widget (GTK_WIDGET (rules), GTK_TYPE_MENU_BUTTON), "the edition menu");
  screenshot (window, "layout-rules-1024x600.png");
  show_page (window, "editor");
  assert_page_fits (window, GTK_WIDGET (adw_view_stack_get_visible_child (
                      ADW_VIEW_STACK (qb_test_find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK)))),
                    "the Editor page");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every line of the editor's palette shown whole: no ellipsis cuts one
 * (their allocation is at least their natural width). */
static guint
count_cut_labels (GtkWidget *root)
{
  guint cut = 0;

  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && gtk_label_get_ellipsize (GTK_LABEL (root)) != PANGO_ELLIPSIZE_NONE)
    {
      int natural = 0;

      gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      if (gtk_widget_get_width (root) < natural)
        {
          g_test_message ("cut: \"%s\" has %d px of %d", gtk_label_get_text (GTK_LABEL (root)),
                          gtk_widget_get_width (root), natural);
          cut++;
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    cut += count_cut_labels (c);
  return cut;
}

static gboolean
revealer_open (gpointer revealer)
{
  return gtk_revealer_get_child_revealed (GTK_REVEALER (revealer));
}

/* The Editor page in scenario mode: at 1024 x 600 it fits, the palette
 * has at least 230 px and the map most of the width; at 1920 x 1080 the
 * palette grows to show every line whole, and no more than a quarter of
 * the page. Screenshots in light and dark. */
static void
test_editor_palette (void)
{
  const struct { int width, height; } sizes[] = { { 1024, 600 }, { 1920, 1080 } };
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = qb_scenario_new_builtin ("anse-au-foulon", &error);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark <= 1; dark++)
      {
        int w = sizes[i].width, h = sizes[i].height;
        QbWindow *window;
        QbEditorView *editor;
        GtkWidget *palette, *board;
        g_autofree char *name = NULL;

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        window = sized_window (w, h);
        show_page (window, "editor");
        editor = QB_EDITOR_VIEW (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_EDITOR_VIEW));
        qb_editor_view_edit (editor, scenario, NULL);
        /* A past to show (20.0): Sillery entered. */
        g_assert_true (qb_editor_session_set_british_visited (qb_editor_view_get_session (editor),
                                                              1u << QB_SI, NULL));
        qb_test_settle (GTK_WIDGET (window));
        qb_test_settle (GTK_WIDGET (window));
        if (gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))) != w
            || gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (window))) != h)
          {
            g_test_message ("the screen does not hold %d x %d: that size is not checked "
                            "(run under xvfb-run -s \"-screen 0 1920x1080x24\")", w, h);
            gtk_window_destroy (GTK_WINDOW (window));
            continue;
          }
        palette = GTK_WIDGET (qb_editor_view_get_palette (editor));
        board = GTK_WIDGET (qb_editor_view_get_board (editor));
        g_test_message ("%d x %d: palette %d px, board %d px", w, h,
                        gtk_widget_get_width (palette), gtk_widget_get_width (board));
        g_assert_cmpint (gtk_widget_get_width (palette), >=, 230);
        g_assert_cmpint (gtk_widget_get_width (palette), <=, w / 4);
        if (w == SMALL_WIDTH)
          {
            assert_page_fits (window, GTK_WIDGET (editor), "the Editor page in scenario mode");
            g_assert_cmpint (gtk_widget_get_width (board), >=, w * 7 / 10);
          }
        else
          g_assert_cmpuint (count_cut_labels (palette), ==, 0);
        name = g_strdup_printf ("layout-editor-scenario-%dx%d-%s.png", w, h, dark ? "dark" : "light");
        screenshot (window, name);

        /* The past of the position (20.0, 21.0), opened and scrolled to:
         * reachable on the small screen too. */
        {
          GtkWidget *panel = GTK_WIDGET (qb_editor_view_get_panel (editor));
          GtkWidget *entered = qb_test_find_widget (panel, ADW_TYPE_EXPANDER_ROW);
          GtkWidget *paned = qb_test_find_widget (GTK_WIDGET (editor), GTK_TYPE_PANED);
          GtkWidget *scrolled = qb_test_find_widget (panel, GTK_TYPE_SCROLLED_WINDOW);
          GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
          graphene_rect_t r;
          g_autofree char *past = NULL;

          g_assert_nonnull (entered);
          gtk_paned_set_position (GTK_PANED (paned), gtk_widget_get_height (paned) * 2 / 5);
          qb_test_settle (GTK_WIDGET (window));
          g_assert_true (gtk_widget_compute_bounds (entered, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)), &r));
          gtk_adjustment_set_value (adj, r.origin.y - 12);
          qb_test_settle (GTK_WIDGET (window));
          assert_inside (window, entered, "the zones the British have entered");
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (entered), TRUE);
          qb_test_wait_until (revealer_open, qb_test_find_widget (entered, GTK_TYPE_REVEALER),
                              QB_TEST_WAIT_MS, "the zones' list open");
          past = g_strdup_printf ("layout-editor-past-%dx%d-%s.png", w, h, dark ? "dark" : "light");
          screenshot (window, past);
        }
        gtk_window_destroy (GTK_WINDOW (window));
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The move labels under the replay scale. */
static void
collect_labels (GtkWidget *root,
                GPtrArray *labels)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root))
    g_ptr_array_add (labels, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, labels);
}

/* At any width the scale shows as many move numbers as fit, and no two
 * of them overlap. */
static void
test_timeline_labels (void)
{
  static const int widths[] = { 640, 800, 1024, 1280 };
  g_autoptr(QbGame) game = random_game (13, -1);

  for (gsize w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      QbWindow *window = qb_window_new (NULL);
      QbReplayView *replay = qb_window_get_replay_view (window);
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      GtkWidget *scale;
      g_autofree char *name = NULL;

      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], 700);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (qb_replay_view_set_record (replay, qb_game_get_record (game), NULL, NULL));
      show_page (window, "replay");
      qb_test_settle (GTK_WIDGET (window));
      scale = qb_test_find_widget (GTK_WIDGET (replay), GTK_TYPE_SCALE);
      collect_labels (scale, labels);
      g_test_message ("width %d: scale %d px, %u labels", widths[w],
                      gtk_widget_get_width (scale), labels->len);
      /* The first move is always labelled, and a few more. */
      g_assert_cmpuint (labels->len, >=, 3);
      for (guint i = 0; i < labels->len; i++)
        for (guint j = i + 1; j < labels->len; j++)
          {
            graphene_rect_t a, b;
            g_assert_true (gtk_widget_compute_bounds (labels->pdata[i], scale, &a));
            g_assert_true (gtk_widget_compute_bounds (labels->pdata[j], scale, &b));
            if (graphene_rect_intersection (&a, &b, NULL))
              g_error ("at %d pixels the labels “%s” and “%s” overlap", widths[w],
                       gtk_label_get_label (labels->pdata[i]), gtk_label_get_label (labels->pdata[j]));
          }
      name = g_strdup_printf ("layout-timeline-%d.png", widths[w]);
      qb_test_save_screenshot (scale, name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}


/* ---- The Play page's arrangement (issue 14, item 3) ------------------------ */

/* A game of random legal actions that stops at an ordinary decision of a
 * battle: the next block to fire or the block to take a hit, with a few
 * choices (at most eight), as most of a game's decisions are. */
static QbGame *
ordinary_decision_game (guint64 seed)
{
  QbOptions options;
  QbGame *game;
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  qb_options_default (&options);
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);
  while (!qb_game_is_over (game))
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbPhase phase = qb_game_get_phase (game);
      QbAction a;

      if ((phase == QB_PHASE_FIRE || phase == QB_PHASE_ALLOCATE) && actions->len >= 3 && actions->len <= 8)
        break;
      a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);
  g_assert_false (qb_game_is_over (game));
  return game;
}

/* Whether the screen has room for a window of this size: a 1920 x 1080
 * window needs an Xvfb screen that large (xvfb-run's is 1280 x 1024). */
static gboolean
screen_fits (int width,
             int height)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  if (monitor == NULL)
    return FALSE;
  gdk_monitor_get_geometry (monitor, &geometry);
  return geometry.width >= width && geometry.height >= height;
}

static QbWindow *
sized_window (int width,
              int height)
{
  QbWindow *window = qb_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static void
bounds_in_window (QbWindow        *window,
                  GtkWidget       *widget,
                  graphene_rect_t *r)
{
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), r));
}

/* Every row of the decision's list is inside the window and its list's
 * viewport: all the choices show without scrolling. */
static void
assert_all_rows_inside (QbWindow  *window,
                        GtkWidget *panel)
{
  GtkWidget *list = qb_test_find_widget (panel, GTK_TYPE_LIST_BOX);
  guint rows = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      g_autofree char *what = g_strdup_printf ("legal action %u", rows + 1);

      if (!GTK_IS_LIST_BOX_ROW (row) || !gtk_widget_get_visible (row))
        continue;
      assert_inside (window, row, what);
      rows++;
    }
  g_assert_cmpuint (rows, ==, qb_decision_panel_get_n_listed (QB_DECISION_PANEL (panel)));
  g_assert_cmpuint (rows, >=, 3);
}

/* On a 1024 x 600, 1280 x 800 and 1920 x 1080 window the decision stands
 * beside the board, the log under the board, and every choice of an
 * ordinary decision shows without scrolling. */
static void
test_play_wide (void)
{
  const struct { int width, height; } sizes[] = { { 1024, 600 }, { 1280, 800 }, { 1920, 1080 } };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark <= 1; dark++)
      {
        int w = sizes[i].width, h = sizes[i].height;
        QbWindow *window;
        QbPlayView *play;
        g_autoptr(QbGame) game = NULL;
        g_autofree char *name = NULL;
        GtkWidget *panel, *board, *log;
        graphene_rect_t pr, br, lr;

        if (!screen_fits (w, h))
          {
            g_test_message ("the screen is smaller than %d x %d: that size is not checked "
                            "(run under xvfb-run -s \"-screen 0 1920x1080x24\")", w, h);
            continue;
          }
        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        window = sized_window (w, h);
        play = qb_window_get_play_view (window);
        game = ordinary_decision_game (5 + i);
        qb_window_start_game (window, game, FALSE);
        show_page (window, "play");
        g_assert_cmpint (gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))), ==, w);
        g_assert_cmpint (gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (window))), ==, h);
        g_assert_true (qb_play_view_get_wide (play));

        panel = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL);
        board = shown_board (play);
        log = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_LOG_VIEW);
        assert_inside (window, panel, "the decision panel");
        assert_inside (window, board, "the board");
        assert_inside (window, log, "the log");
        assert_inside (window, find_by_class (panel, "decision-header"), "the decision's header");
        assert_inside (window, find_action_widget (GTK_WIDGET (window), "win.undo"), "Undo");
        assert_all_rows_inside (window, panel);

        /* The decision beside the board and the log, the log under the
         * board, none over another. */
        bounds_in_window (window, panel, &pr);
        bounds_in_window (window, board, &br);
        bounds_in_window (window, log, &lr);
        g_test_message ("%d x %d: board %.0f,%.0f %.0fx%.0f, log %.0f,%.0f %.0fx%.0f, decision %.0f,%.0f %.0fx%.0f",
                        w, h, br.origin.x, br.origin.y, br.size.width, br.size.height,
                        lr.origin.x, lr.origin.y, lr.size.width, lr.size.height,
                        pr.origin.x, pr.origin.y, pr.size.width, pr.size.height);
        g_assert_cmpfloat (pr.origin.x, >=, br.origin.x + br.size.width);
        g_assert_cmpfloat (pr.origin.x, >=, lr.origin.x + lr.size.width);
        g_assert_cmpfloat (lr.origin.y, >=, br.origin.y + br.size.height);
        /* The board keeps most of the width, the decision enough to read. */
        g_assert_cmpfloat (br.size.width, >=, w * 0.6);
        g_assert_cmpfloat (pr.size.width, >=, 300);
        g_assert_cmpfloat (lr.size.height, >=, 100);

        name = g_strdup_printf ("layout-play-%dx%d-%s.png", w, h, dark ? "dark" : "light");
        screenshot (window, name);
        gtk_window_destroy (GTK_WINDOW (window));
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* A narrow window puts the decision and the log under the board, and the
 * page turns back when the window widens again. */
static void
test_play_switch (void)
{
  QbWindow *window = sized_window (1024, 600);
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(QbGame) game = ordinary_decision_game (5);
  GtkWidget *panel, *board, *log;
  graphene_rect_t pr, br, lr;

  qb_window_start_game (window, game, FALSE);
  show_page (window, "play");
  g_assert_true (qb_play_view_get_wide (play));
  g_assert_true (qb_play_view_is_wide_for (1920, 1030));
  g_assert_false (qb_play_view_is_wide_for (880, 560));
  g_assert_false (qb_play_view_is_wide_for (1000, 900));

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 820);
  QB_TEST_WAIT (!qb_play_view_get_wide (play), "the page to turn narrow");
  qb_test_settle (GTK_WIDGET (window));
  panel = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL);
  board = shown_board (play);
  log = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_LOG_VIEW);
  assert_inside (window, panel, "the decision panel (narrow)");
  assert_inside (window, board, "the board (narrow)");
  assert_inside (window, log, "the log (narrow)");
  assert_inside (window, qb_test_find_widget (panel, GTK_TYPE_LIST_BOX_ROW), "the first legal action (narrow)");
  bounds_in_window (window, panel, &pr);
  bounds_in_window (window, board, &br);
  bounds_in_window (window, log, &lr);
  g_assert_cmpfloat (pr.origin.y, >=, br.origin.y + br.size.height);
  g_assert_cmpfloat (lr.origin.y, >=, br.origin.y + br.size.height);
  g_assert_cmpfloat (lr.origin.x, >=, pr.origin.x + pr.size.width);
  /* The board keeps most of the height. */
  g_assert_cmpfloat (br.size.height, >=, gtk_widget_get_height (GTK_WIDGET (play)) * 0.5);
  screenshot (window, "layout-play-narrow.png");

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  QB_TEST_WAIT (qb_play_view_get_wide (play), "the page to turn wide again");
  qb_test_settle (GTK_WIDGET (window));
  g_test_message ("wide again: page %d x %d, decision %d wide",
                  gtk_widget_get_width (GTK_WIDGET (play)), gtk_widget_get_height (GTK_WIDGET (play)),
                  gtk_widget_get_width (panel));
  /* As wide as on the first arrangement (the paneds were turned and
   * their handles placed anew, not shifted by the change of axis). */
  g_assert_cmpint (gtk_widget_get_width (panel), >=, 330);
  assert_all_rows_inside (window, panel);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The player's drag of the handle is kept per arrangement: a new window
 * opens with the decision column as wide as it was left. */
static void
test_play_panel_remembered (void)
{
  g_autoptr(GSettings) settings = qb_application_settings_new ();
  QbWindow *window = sized_window (1024, 600);
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(QbGame) game = ordinary_decision_game (5);
  GtkPaned *paned;
  GtkWidget *panel;
  int width;

  g_settings_set_int (settings, "play-panel-width", 0);
  g_settings_set_int (settings, "play-panel-height", 0);
  qb_window_start_game (window, game, FALSE);
  show_page (window, "play");
  paned = GTK_PANED (qb_test_find_widget (GTK_WIDGET (play), GTK_TYPE_PANED));
  width = gtk_widget_get_width (GTK_WIDGET (paned));
  /* The player moves the handle 40 pixels to the left with the keyboard
   * (F8, the arrows, Return: "accept-position"). */
  {
    gboolean handled;

    gtk_paned_set_position (paned, gtk_paned_get_position (paned) - 40);
    g_signal_emit_by_name (paned, "accept-position", &handled);
  }
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (g_settings_get_int (settings, "play-panel-width"), ==, width - gtk_paned_get_position (paned));
  g_assert_cmpint (g_settings_get_int (settings, "play-panel-width"), >=, 380);
  g_assert_cmpint (g_settings_get_int (settings, "play-panel-height"), ==, 0);
  /* A handle squeezing the decision under its least width is not kept
   * (once seen at 197 px after a press during which the window changed). */
  {
    gboolean handled;
    int kept = g_settings_get_int (settings, "play-panel-width");

    gtk_paned_set_position (paned, width - 197);
    g_signal_emit_by_name (paned, "accept-position", &handled);
    qb_test_settle (GTK_WIDGET (window));
    g_assert_cmpint (g_settings_get_int (settings, "play-panel-width"), ==, kept);
  }
  gtk_window_destroy (GTK_WINDOW (window));

  window = sized_window (1024, 600);
  play = qb_window_get_play_view (window);
  qb_window_start_game (window, game, FALSE);
  show_page (window, "play");
  panel = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL);
  g_assert_cmpint (ABS (gtk_widget_get_width (panel) - g_settings_get_int (settings, "play-panel-width")), <=, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_set_int (settings, "play-panel-width", 0);
}

/* The log tells the story of qb_event_story(): one row per line, a
 * heading for each campaign move and battle, each line marked with its
 * side, the blocks that moved together in one row. */
static void
test_log_story (void)
{
  QbWindow *window = sized_window (1024, 600);
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(QbGame) game = random_game (7, 300);
  g_autoptr(GPtrArray) story = NULL;
  const QbEvent *events;
  guint n = 0, headings = 0, moves = 0, rows = 0, row_headings = 0, british = 0, french = 0;
  guint want_british = 0, want_french = 0;
  QbLogView *log;
  GtkWidget *list;

  qb_window_start_game (window, game, FALSE);
  show_page (window, "play");
  log = QB_LOG_VIEW (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_LOG_VIEW));
  events = qb_game_get_events (game, &n);
  story = qb_event_story (events, n, qb_game_get_edition (game), qb_play_view_get_viewer (play));
  for (guint i = 0; i < story->len; i++)
    {
      const QbStoryLine *line = g_ptr_array_index (story, i);
      g_autofree char *shown = qb_log_view_get_line_text (log, i);

      headings += qb_story_line_is_heading (line);
      moves += line->kind == QB_STORY_MOVES;
      want_british += line->side == QB_BRITISH;
      want_french += line->side == QB_FRENCH;
      /* The row shows the line, then its rule section. */
      g_assert_nonnull (shown);
      if (!g_str_has_prefix (shown, line->text))
        g_error ("row %u shows “%s”, the story says “%s”", i, shown, line->text);
    }
  g_assert_cmpuint (qb_log_view_get_n_lines (log), ==, story->len);
  /* 300 random actions: several moves, a battle, blocks moved together. */
  g_assert_cmpuint (headings, >=, 3);
  g_assert_cmpuint (moves, >=, 1);

  list = qb_test_find_widget (GTK_WIDGET (log), GTK_TYPE_LIST_BOX);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      rows++;
      row_headings += gtk_widget_has_css_class (row, "log-heading");
      british += gtk_widget_has_css_class (row, "british");
      french += gtk_widget_has_css_class (row, "french");
    }
  g_assert_cmpuint (rows, ==, story->len);
  g_assert_cmpuint (row_headings, ==, headings);
  g_assert_cmpuint (british, ==, want_british);
  g_assert_cmpuint (french, ==, want_french);
  g_assert_cmpuint (british, >, 0);
  g_assert_cmpuint (french, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How many rows of the decision's list a player sees without scrolling
 * (docs/usability.md counts the clicks and scrolls of a campaign move with
 * it): the British orders of move 1 with Île d'Orléans and Lévis picked on
 * the map (the boat moves from one to the other, a Confirm row first),
 * at each size the screen allows. The numbers go to the test's log
 * ("rows in sight"). */
static guint
rows_in_sight (QbWindow  *window,
               GtkWidget *panel,
               guint     *listed)
{
  GtkWidget *list = qb_test_find_widget (panel, GTK_TYPE_LIST_BOX);
  GtkWidget *viewport = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  guint seen = 0;

  *listed = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      graphene_rect_t r;

      if (!GTK_IS_LIST_BOX_ROW (row) || !gtk_widget_get_visible (row))
        continue;
      (*listed)++;
      g_assert_true (gtk_widget_compute_bounds (row, viewport, &r));
      if (r.origin.y >= -0.5 && r.origin.y + r.size.height <= gtk_widget_get_height (viewport) + 0.5)
        seen++;
    }
  return seen;
}

static void
test_rows_in_sight (void)
{
  const struct { int width, height; } sizes[] = { { 1024, 600 }, { 1280, 800 }, { 1920, 1080 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      QbWindow *window;
      QbPlayView *play;
      QbPlaySession *session;
      QbOptions options;
      g_autoptr(QbGame) game = NULL;
      g_autoptr(QbGame) battle = NULL;
      GtkWidget *panel;
      guint listed, seen;

      if (!screen_fits (sizes[i].width, sizes[i].height))
        continue;
      qb_options_default (&options);
      game = qb_game_new (&options, 3);
      qb_game_set_dice_seed (game, 3);
      /* To the British orders of move 1: the French placed, no transfer. */
      while (qb_game_get_phase (game) != QB_PHASE_ORDERS)
        {
          g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
          QbAction a = g_array_index (actions, QbAction, 0);
          for (guint k = 0; k < actions->len; k++)
            if (g_array_index (actions, QbAction, k).type == QB_ACT_TRANSFER_DONE)
              a = g_array_index (actions, QbAction, k);
          g_assert_true (qb_game_apply (game, a, NULL));
        }
      window = sized_window (sizes[i].width, sizes[i].height);
      play = qb_window_get_play_view (window);
      session = qb_play_view_get_session (play);
      qb_window_start_game (window, game, FALSE);
      show_page (window, "play");
      g_assert_true (qb_play_session_click_zone (session, QB_OR, NULL));
      g_assert_true (qb_play_session_click_zone (session, QB_LE, NULL));
      qb_test_settle (GTK_WIDGET (window));
      panel = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL);
      seen = rows_in_sight (window, panel, &listed);
      g_test_message ("rows in sight: %d x %d, orders Île d'Orléans to Lévis: %u of %u",
                      sizes[i].width, sizes[i].height, seen, listed);
      /* A Confirm row and a dozen moves in sight, from 1280 x 800. */
      if (sizes[i].height >= 800)
        g_assert_cmpuint (seen, >=, 12);
      g_assert_cmpuint (seen, >=, 6);
      gtk_window_destroy (GTK_WINDOW (window));

      window = sized_window (sizes[i].width, sizes[i].height);
      play = qb_window_get_play_view (window);
      battle = ordinary_decision_game (5);
      qb_window_start_game (window, battle, FALSE);
      show_page (window, "play");
      panel = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL);
      seen = rows_in_sight (window, panel, &listed);
      g_test_message ("rows in sight: %d x %d, a battle's decision: %u of %u",
                      sizes[i].width, sizes[i].height, seen, listed);
      g_assert_cmpuint (seen, ==, listed);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* A dialog's minimum size fits the screen. */
static void
assert_dialog_fits (GtkWindow  *dialog,
                    const char *what)
{
  int min_w, min_h;

  gtk_window_present (dialog);
  qb_test_settle (GTK_WIDGET (dialog));
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, min_w, &min_h, NULL, NULL, NULL);
  g_test_message ("%s: minimum %d x %d, shown %d x %d", what, min_w, min_h,
                  gtk_widget_get_width (GTK_WIDGET (dialog)), gtk_widget_get_height (GTK_WIDGET (dialog)));
  if (min_w > SMALL_WIDTH || min_h > SMALL_HEIGHT)
    g_error ("%s needs %d x %d", what, min_w, min_h);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, SMALL_WIDTH);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, SMALL_HEIGHT);
}

static void
test_dialogs_fit (void)
{
  QbWindow *window = small_window ();
  g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");
  GtkWindow *dialog = qb_new_game_dialog_new (GTK_WINDOW (window), settings);
  GtkWindow *prefs;

  assert_dialog_fits (dialog, "the New Game dialog");
  qb_test_save_screenshot (GTK_WIDGET (dialog), "layout-new-game.png");
  gtk_window_destroy (dialog);
  prefs = qb_preferences_window_new (settings);
  gtk_window_set_transient_for (prefs, GTK_WINDOW (window));
  assert_dialog_fits (prefs, "the preferences");
  gtk_window_destroy (prefs);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "layout");

  g_test_add_func ("/ui/layout/play", test_play_fits);
  g_test_add_func ("/ui/layout/turn-header", test_turn_header);
  g_test_add_func ("/ui/layout/play-wide", test_play_wide);
  g_test_add_func ("/ui/layout/play-switch", test_play_switch);
  g_test_add_func ("/ui/layout/play-panel-remembered", test_play_panel_remembered);
  g_test_add_func ("/ui/layout/log-story", test_log_story);
  g_test_add_func ("/ui/layout/rows-in-sight", test_rows_in_sight);
  g_test_add_func ("/ui/layout/game-over", test_game_over_fits);
  g_test_add_func ("/ui/layout/replay", test_replay_fits);
  g_test_add_func ("/ui/layout/rules", test_rules_fits);
  g_test_add_func ("/ui/layout/editor-palette", test_editor_palette);
  g_test_add_func ("/ui/layout/dialogs", test_dialogs_fit);
  g_test_add_func ("/ui/layout/timeline-labels", test_timeline_labels);
  ret = qb_ui_test_run ();
  return ret;
}
