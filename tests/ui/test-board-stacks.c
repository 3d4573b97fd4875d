/* test-board-stacks.c: a board you can read (and zoom: test_zoom()). In the window, at 1024 x 600,
 * 1280 x 800 and 1920 x 1080, crowded positions (every French block in
 * St. Charles; four British blocks landing in Beauport against the French
 * there) leave no two blocks over each other, no count badge over a
 * block, and the blocks that do not fit behind a "+N" whose list names
 * them; light and dark screenshots of each. */
#include <adwaita.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-board-private.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-scenario.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

/* The French view with every French block on the map in St. Charles but
 * two left in Beauport, and four British blocks (unseen, so only counted)
 * landed there from Ile d'Orleans. */
static void
crowded_view (QbGame *game,
              QbView *v)
{
  int moved = 0;

  qb_game_view (game, QB_FRENCH, v);
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_FIRST_BLOCK (QB_FRENCH) + QB_BLOCKS_PER_SIDE; b++)
    if (v->blocks[b].loc < QB_NUM_ZONES)
      v->blocks[b].loc = moved++ < 2 ? QB_BE : QB_SC;
  memset (v->count[QB_FRENCH], 0, sizeof v->count[QB_FRENCH]);
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_FIRST_BLOCK (QB_FRENCH) + QB_BLOCKS_PER_SIDE; b++)
    if (v->blocks[b].loc <= QB_LOC_STLAURENT)
      v->count[QB_FRENCH][v->blocks[b].loc]++;
  g_assert_cmpint (v->count[QB_BRITISH][QB_OR], >=, 4);
  g_assert_cmpint (v->count[QB_BRITISH][QB_BE], ==, 0);
  v->count[QB_BRITISH][QB_OR] -= 4;
  v->count[QB_BRITISH][QB_BE] = 4;
  g_assert_cmpint (v->count[QB_FRENCH][QB_SC], >, 12);
}

static gboolean
overlap (const graphene_rect_t *a,
         const graphene_rect_t *b)
{
  return a->origin.x < b->origin.x + b->size.width - 0.5 && b->origin.x < a->origin.x + a->size.width - 0.5
         && a->origin.y < b->origin.y + b->size.height - 0.5 && b->origin.y < a->origin.y + a->size.height - 0.5;
}

static void
check_board (QbBoard    *board,
             const char *what)
{
  GPtrArray *rects = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *widget = GTK_WIDGET (board);
  guint on_map[QB_NUM_LOCS] = { 0 };

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t *r = g_new (graphene_rect_t, 1);

      if (!QB_IS_BLOCK_WIDGET (c))
        continue;
      g_assert_true (gtk_widget_compute_bounds (c, widget, r));
      for (guint i = 0; i < rects->len; i++)
        if (overlap (r, g_ptr_array_index (rects, i)))
          g_error ("%s: two blocks overlap at (%.0f, %.0f)", what, r->origin.x, r->origin.y);
      g_ptr_array_add (rects, r);
      on_map[qb_block_widget_get_face (QB_BLOCK_WIDGET (c))->loc]++;
    }
  /* The count badges stand off the blocks (a pill 18 units high, at
   * least as wide, centred 10 left of the stack's right edge and 11 above
   * its top). */
  for (guint i = 0; i < board->n_badges; i++)
    {
      double x0, y0, x1, y1;
      graphene_rect_t badge;

      qb_board_map_point (board, board->badges[i].x - 19, board->badges[i].y - 20, &x0, &y0);
      qb_board_map_point (board, board->badges[i].x - 1, board->badges[i].y - 2, &x1, &y1);
      graphene_rect_init (&badge, (float) x0, (float) y0, (float) (x1 - x0), (float) (y1 - y0));
      for (guint k = 0; k < rects->len; k++)
        if (overlap (&badge, g_ptr_array_index (rects, k)))
          g_error ("%s: a count badge covers a block", what);
    }
  /* Every block is on the map or listed behind "+N"; "+N" is taken
   * only where they do not fit. */
  {
    const QbView *v = qb_board_get_view (board);
    for (int loc = 0; loc <= QB_LOC_STLAURENT; loc++)
      {
        guint total = (guint) (v->count[0][loc] + v->count[1][loc]);
        g_assert_cmpuint (on_map[loc] + qb_board_get_more (board, loc), ==, total);
      }
  }
  g_ptr_array_unref (rects);
}

static void
test_crowded (void)
{
  const struct { int width, height; } sizes[] = { { 1024, 600 }, { 1280, 800 }, { 1920, 1080 } };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark <= 1; dark++)
      {
        QbWindow *window = qb_window_new (NULL);
        g_autoptr(QbGame) game = NULL;
        g_autoptr(QbScenario) historical = NULL;
        g_autofree char *what = g_strdup_printf ("%dx%d", sizes[i].width, sizes[i].height);
        g_autofree char *name = NULL;
        QbOptions options;
        QbBoard *board;
        QbView view;

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        qb_options_default (&options);
        game = qb_game_new (&options, 5);
        historical = qb_scenario_new_historical (options.edition, NULL);
        g_assert_true (qb_game_place_deployment (game, historical, NULL));
        gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
        gtk_window_present (GTK_WINDOW (window));
        qb_window_start_game (window, game, FALSE);
        qb_test_settle (GTK_WIDGET (window));
        board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));

        /* The historical position: every block fits, nothing behind "+N". */
        check_board (board, what);
        for (int loc = 0; loc <= QB_LOC_STLAURENT; loc++)
          g_assert_cmpuint (qb_board_get_more (board, loc), ==, 0);

        crowded_view (game, &view);
        qb_board_set_view (board, &view);
        qb_test_settle (GTK_WIDGET (window));
        check_board (board, what);
        g_assert_cmpuint (qb_board_get_more (board, QB_SC), >, 0);
        g_assert_cmpuint (board->n_more, ==, 1);
        name = g_strdup_printf ("board-crowded-%s-%s.png", what, dark ? "dark" : "light");
        qb_test_save_screenshot (GTK_WIDGET (window), name);

        /* "+N" lists the blocks that did not fit, by name. */
        {
          const QbBoardMore *m = &board->more[0];
          double x, y;
          GtkWidget *box;
          guint n = 0;

          qb_board_map_point (board, m->x + QB_BOARD_BLOCK_SIZE / 2, m->y + QB_BOARD_BLOCK_SIZE / 2, &x, &y);
          g_assert_true (qb_board_click_more (board, x, y));
          qb_test_settle (GTK_WIDGET (window));
          g_assert_nonnull (board->more_popover);
          g_assert_true (gtk_widget_get_visible (board->more_popover));
          box = gtk_popover_get_child (GTK_POPOVER (board->more_popover));
          for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
            {
              g_assert_true (GTK_IS_BUTTON (c));
              g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (c)), !=, "");
              n++;
            }
          g_assert_cmpuint (n, ==, qb_board_get_more (board, QB_SC));
          name = (g_free (name), g_strdup_printf ("board-crowded-more-%s-%s.png", what, dark ? "dark" : "light"));
          qb_test_save_screenshot (GTK_WIDGET (window), name);
          gtk_popover_popdown (GTK_POPOVER (board->more_popover));
        }
        gtk_window_destroy (GTK_WINDOW (window));
        qb_test_drain ();
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The centre of a block's widget, in the board's coordinates. */
static void
block_centre (QbBoard *board,
              int      block,
              double  *x,
              double  *y)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (board->known[block], GTK_WIDGET (board), &r));
  *x = r.origin.x + r.size.width / 2;
  *y = r.origin.y + r.size.height / 2;
}

static double
zoom_of (gpointer board)
{
  return qb_board_get_zoom (board);
}

static gboolean
zoomed_in (gpointer board)
{
  return zoom_of (board) > 1.01;
}

static gboolean
zoomed_out (gpointer board)
{
  return zoom_of (board) < 1.001;
}

/* Zoom keeps the block under the pointer where it was, the keys and Ctrl
 * with the wheel zoom, the focus brings its zone into view. */
static void
test_zoom (void)
{
  QbWindow *window = qb_window_new (NULL);
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbScenario) historical = NULL;
  QbOptions options;
  QbBoard *board;
  double x, y, x2, y2, before;
  int block = QB_FR_MONTCALM;

  qb_options_default (&options);
  game = qb_game_new (&options, 5);
  historical = qb_scenario_new_historical (options.edition, NULL);
  g_assert_true (qb_game_place_deployment (game, historical, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  qb_window_start_game (window, game, FALSE);
  qb_test_settle (GTK_WIDGET (window));
  board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));
  g_assert_cmpfloat (qb_board_get_zoom (board), ==, 1);

  /* About a block: it stays under the point. */
  block_centre (board, block, &x, &y);
  before = board->scale;
  qb_board_zoom_at (board, 2, x, y);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpfloat (board->scale, >, 1.9 * before);
  block_centre (board, block, &x2, &y2);
  g_assert_cmpfloat (fabs (x2 - x), <, 2);
  g_assert_cmpfloat (fabs (y2 - y), <, 2);
  g_assert_cmpint (qb_board_zone_at (board, x, y), ==, qb_board_get_view (board)->blocks[block].loc);
  qb_test_save_screenshot (GTK_WIDGET (window), "board-zoomed-1280x800.png");
  /* Panned no further than the map's edges. */
  qb_board_pan (board, 100000, 100000);
  qb_test_settle (GTK_WIDGET (window));
  {
    double left, top;
    qb_board_map_point (board, 0, 0, &left, &top);
    g_assert_cmpfloat (left, ==, 0);
    g_assert_cmpfloat (top, ==, 0);
  }
  /* The focus on Montmorency, at the other end, brings it into view. */
  qb_board_focus_zone (board, QB_MO);
  qb_test_settle (GTK_WIDGET (window));
  {
    const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[QB_MO];
    qb_board_map_point (board, z->label.x, z->label.y, &x2, &y2);
    g_assert_cmpfloat (x2, >, 0);
    g_assert_cmpfloat (x2, <, gtk_widget_get_width (GTK_WIDGET (board)));
  }
  qb_board_set_zoom (board, 1);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpfloat (board->scale, ==, before);

  /* Real keys and the wheel. */
  if (qb_test_can_use_xdotool ())
    {
      double left_before, top_before;

      qb_test_focus_window (GTK_WIDGET (window));
      qb_board_focus_zone (board, QB_BE);
      qb_test_xdotool ("key", "--clearmodifiers", "ctrl+plus", NULL);
      qb_test_wait_until (zoomed_in, board, QB_TEST_WAIT_MS, "Ctrl+plus to zoom in");
      qb_test_xdotool ("key", "--clearmodifiers", "ctrl+0", NULL);
      qb_test_wait_until (zoomed_out, board, QB_TEST_WAIT_MS, "Ctrl+0 to show the whole board");

      block_centre (board, block, &x, &y);
      qb_board_map_point (board, 0, 0, &left_before, &top_before);
      qb_test_pointer_to (GTK_WIDGET (window), GTK_WIDGET (board), x, y);
      qb_test_pump (GTK_WIDGET (window), 100);
      qb_test_xdotool ("keydown", "ctrl", NULL);
      qb_test_xdotool ("click", "4", NULL);
      qb_test_xdotool ("keyup", "ctrl", NULL);
      qb_test_wait_until (zoomed_in, board, QB_TEST_WAIT_MS, "Ctrl and the wheel to zoom in");
      qb_test_settle (GTK_WIDGET (window));
      block_centre (board, block, &x2, &y2);
      g_assert_cmpfloat (fabs (x2 - (int) x), <, 3);
      /* Up and down too where the whole map filled the board's height:
       * one shorter than the board (as here when no computer's strip
       * shares the page, in this open game) is centred in it, and the
       * first step in is pulled back to the map's top. */
      if (top_before <= 0)
        g_assert_cmpfloat (fabs (y2 - (int) y), <, 3);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  qb_test_drain ();
}

/* An order being written and the board zoomed on it, at the smallest and
 * a large window, light and dark (screenshots for a player's eye): the
 * arrow and the ghosts are there at every size, and zoomed in. */
static void
test_order_sizes (void)
{
  const struct { int width, height; } sizes[] = { { 1024, 600 }, { 1920, 1080 } };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark <= 1; dark++)
      {
        QbWindow *window = qb_window_new (NULL);
        g_autoptr(QbGame) game = NULL;
        g_autoptr(QbScenario) historical = NULL;
        g_autofree char *name = NULL;
        const char *theme = dark ? "dark" : "light";
        QbPlaySession *session;
        QbBoardArrow arrows[4];
        QbOptions options;
        QbBoard *board;
        const QbView *view;
        int n = 0;

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        qb_options_default (&options);
        game = qb_game_new (&options, 5);
        historical = qb_scenario_new_historical (options.edition, NULL);
        g_assert_true (qb_game_place_deployment (game, historical, NULL));
        while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
          {
            QbAction done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };
            g_assert_true (qb_game_apply (game, done, NULL));
          }
        gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
        gtk_window_present (GTK_WINDOW (window));
        qb_window_start_game (window, game, TRUE);
        gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
        qb_test_settle (GTK_WIDGET (window));
        session = qb_play_view_get_session (qb_window_get_play_view (window));
        board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD));
        view = qb_play_session_get_view (session);
        /* Three battalions of the island, picked, to Beauport by boat. */
        for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE && n < 3; b++)
          if (view->blocks[b].loc == QB_OR && view->blocks[b].type == QB_TYPE_REGULAR)
            {
              g_assert_true (qb_play_session_click_block (session, b, NULL));
              view = qb_play_session_get_view (session);
              n++;
            }
        g_assert_true (qb_play_session_click_zone (session, QB_BE, NULL));
        qb_test_settle (GTK_WIDGET (window));
        g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 1);
        g_assert_cmpint (arrows[0].n_blocks, ==, 3);
        g_assert_cmpint (__builtin_popcountll (qb_board_get_ghost_blocks (board)), ==, 3);
        name = g_strdup_printf ("board-order-%dx%d-%s.png", sizes[i].width, sizes[i].height, theme);
        qb_test_save_screenshot (GTK_WIDGET (window), name);

        /* Zoomed on Beauport: the same order, larger. */
        {
          const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[QB_BE];
          double x, y;
          qb_board_map_point (board, z->blocks.x + z->blocks.width / 2, z->blocks.y + z->blocks.height, &x, &y);
          qb_board_zoom_at (board, 2.2, x, y);
        }
        qb_test_settle (GTK_WIDGET (window));
        g_assert_cmpuint (qb_board_get_order_arrows (board, arrows, G_N_ELEMENTS (arrows)), ==, 1);
        name = (g_free (name), g_strdup_printf ("board-zoomed-%dx%d-%s.png", sizes[i].width, sizes[i].height, theme));
        qb_test_save_screenshot (GTK_WIDGET (window), name);
        gtk_window_destroy (GTK_WINDOW (window));
        qb_test_drain ();
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* No zone's name lies under its own blocks, at any of the label sizes a
 * player may choose (Normal, Large, Largest: 1, 1.25, 1.5). */
static void
test_labels_clear (void)
{
  QbBoard *board = QB_BOARD (g_object_ref_sink (qb_board_new ()));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  const double scales[] = { 1, 1.25, 1.5 };

  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    {
      qb_board_set_label_scale (board, scales[i]);
      for (int z = 0; z < QB_NUM_ZONES; z++)
        {
          const QbRect *b = &qb_board_geometry_get ()->zones[z].blocks;
          QbRect r;

          qb_board_zone_label_rect (board, cr, z, &r);
          g_assert_cmpfloat (r.width, >, 10);
          if (r.x < b->x + b->width && b->x < r.x + r.width && r.y < b->y + b->height && b->y < r.y + r.height)
            g_error ("at label size %g the name of %s lies under its blocks", scales[i], qb_zone_code (z));
        }
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_object_unref (board);
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "board-stacks");
  g_test_add_func ("/ui/board/stacks/crowded", test_crowded);
  g_test_add_func ("/ui/board/zoom", test_zoom);
  g_test_add_func ("/ui/board/labels-clear-of-blocks", test_labels_clear);
  g_test_add_func ("/ui/board/order-sizes", test_order_sizes);
  return qb_ui_test_run ();
}
