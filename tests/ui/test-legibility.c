/* test-legibility.c: the names on the blocks can be read (issue 14, item
 * 2). On a 1280 x 800 window, with the decision beside the map, every block
 * the player may identify is drawn at least MIN_BLOCK pixels wide, every
 * name whole (none cut) at MIN_NAME pixels or more and most at least
 * MEDIAN_NAME (a small block takes the tiny form of a long name, "Ran- /
 * gers"); at 1920 x 1080 (when the screen has room) the same and larger;
 * at 1024 x 600 none cut either, smaller. The deployment tray's names are
 * whole ("La Sarre", not "La Sar…") at 1024 x 600, 1280 x 800 and 1920 x
 * 1080. The sizes are measured as drawn (the block widget's own layout of
 * its name, its font size in pixels), the screenshots saved as
 * artefacts. */
#include <adwaita.h>
#include <gtk/gtk.h>

#include "qb-block-widget.h"
#include "qb-board.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-play-view.h"
#include "qb-scenario.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

/* The least a name and a block may be on a 1280 x 800 window: a name
 * a player reads (a font of 7.5 pixels, its capitals 5.5 high). */
#define MIN_BLOCK 22.5
#define MIN_NAME 7.5
/* Most names (the median) at least this high: a long name ("Wolfe",
 * "Gren.") on a small block is drawn smaller than a short one ("15th"). */
#define MEDIAN_NAME 8.0
/* The tray's blocks are larger, their names the short ones, whole. */
#define TRAY_MIN_NAME 6.5

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *values)
{
  g_assert_cmpuint (values->len, >, 0);
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

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
window_with (QbGame *game,
             int     width,
             int     height)
{
  QbWindow *window = qb_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  qb_window_start_game (window, game, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))), ==, width);
  return window;
}

/* The smallest block and name among the blocks of `root` the viewer can
 * identify, every name's size in `names`, and in `cut` how many names are
 * cut short. Returns how many blocks there are. */
static guint
measure_blocks (GtkWidget  *root,
                double     *least_block,
                double     *least_name,
                GArray     *names,
                guint      *cut,
                const char *where)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (QB_IS_BLOCK_WIDGET (c))
        {
          const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (c));

          if (face->block < 0 || face->type < 0 || !gtk_widget_get_mapped (c))
            continue;
          *least_block = MIN (*least_block, MIN (gtk_widget_get_width (c), gtk_widget_get_height (c)));
          double size = qb_block_widget_get_name_size (QB_BLOCK_WIDGET (c));

          g_test_message ("%s: %s at %.1f px", where, qb_block_widget_get_label (QB_BLOCK_WIDGET (c)), size);
          *least_name = MIN (*least_name, size);
          g_array_append_val (names, size);
          if (qb_block_widget_get_name_cut (QB_BLOCK_WIDGET (c)))
            {
              g_test_message ("%s: the name of %s is cut", where, qb_block_widget_get_label (QB_BLOCK_WIDGET (c)));
              (*cut)++;
            }
          n++;
        }
      else
        n += measure_blocks (c, least_block, least_name, names, cut, where);
    }
  return n;
}

/* The orders of the first move, the French deployed as in 1759: the
 * British's, or with `french` the French's (the British stood). */
static QbGame *
game_at_orders (gboolean french)
{
  g_autoptr(QbScenario) historical = NULL;
  g_autoptr(GError) error = NULL;
  QbOptions options;
  QbGame *game;

  qb_options_default (&options);
  game = qb_game_new (&options, 3);
  historical = qb_scenario_new_historical (options.edition, &error);
  g_assert_no_error (error);
  g_assert_true (qb_game_place_deployment (game, historical, &error));
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    {
      QbAction done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };
      g_assert_true (qb_game_apply (game, done, NULL));
    }
  g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_ORDERS);
  if (french)
    {
      QbAction stand = { QB_ACT_ORDER_DONE, 0, 0, 0 };
      g_assert_true (qb_game_apply (game, stand, NULL));
      g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_ORDERS);
    }
  return game;
}

static void
test_board_names (void)
{
  /* At 1280 x 800 the longest names of a single word (the ships,
   * "Rangers") take their tiny forms ("Nept.", "Ran- / gers") to reach
   * MIN_NAME on a block of 23 pixels; at 1024 x 600 (blocks of 17) they
   * are smaller but still whole. The full names are in the tooltips. */
  const struct { int width, height; double block, name, median; guint cut; } sizes[] = {
    { 1024, 600, 16.5, 5.5, 6.5, 0 },
    { 1280, 800, MIN_BLOCK, MIN_NAME, MEDIAN_NAME, 0 },
    { 1920, 1080, 34, 10.0, 13.0, 0 },
  };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark <= 1; dark++)
      {
        g_autoptr(QbGame) game = NULL;
        g_autoptr(GArray) names = g_array_new (FALSE, FALSE, sizeof (double));
        g_autofree char *where = NULL;
        g_autofree char *shot = NULL;
        QbWindow *window;
        GtkWidget *board;
        double block = G_MAXDOUBLE, name = G_MAXDOUBLE;
        guint n, cut = 0;

        if (!screen_fits (sizes[i].width, sizes[i].height))
          {
            g_test_message ("the screen is smaller than %d x %d: not checked", sizes[i].width, sizes[i].height);
            continue;
          }
        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        /* The British see their blocks in the light style, the French
         * theirs in the dark: every block of the game is measured. */
        game = game_at_orders (dark);
        window = window_with (game, sizes[i].width, sizes[i].height);
        g_assert_true (qb_play_view_get_wide (qb_window_get_play_view (window)));
        board = qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_BOARD);
        g_assert_cmpfloat (qb_board_get_zoom (QB_BOARD (board)), ==, 1.0);
        where = g_strdup_printf ("%d x %d, %s", sizes[i].width, sizes[i].height, dark ? "French" : "British");
        n = measure_blocks (board, &block, &name, names, &cut, where);
        g_test_message ("%s: %u blocks named, the least %.1f px, the least name %.1f px, "
                        "the median name %.1f px, the board %d px wide",
                        where, n, block, name, median (names), gtk_widget_get_width (board));
        shot = g_strdup_printf ("legibility-board-%dx%d-%s.png", sizes[i].width, sizes[i].height,
                                dark ? "dark-french" : "light-british");
        qb_test_save_screenshot (GTK_WIDGET (window), shot);
        /* Each side sees its own blocks: every one of them is named. */
        g_assert_cmpuint (n, >=, 20);
        g_assert_cmpfloat (block, >=, sizes[i].block);
        g_assert_cmpfloat (name, >=, sizes[i].name);
        g_assert_cmpfloat (median (names), >=, sizes[i].median);
        g_assert_cmpuint (cut, <=, sizes[i].cut);
        gtk_window_destroy (GTK_WINDOW (window));
        qb_test_drain ();
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_tray_names (void)
{
  const struct { int width, height; } sizes[] = { { 1024, 600 }, { 1280, 800 }, { 1920, 1080 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(QbGame) game = NULL;
      g_autofree char *where = NULL;
      g_autofree char *shot = NULL;
      QbWindow *window;
      QbOptions options;
      GtkWidget *tray;
      g_autoptr(GArray) names = g_array_new (FALSE, FALSE, sizeof (double));
      double block = G_MAXDOUBLE, name = G_MAXDOUBLE;
      guint n, cut = 0;

      if (!screen_fits (sizes[i].width, sizes[i].height))
        {
          g_test_message ("the screen is smaller than %d x %d: not checked", sizes[i].width, sizes[i].height);
          continue;
        }
      qb_options_default (&options);
      game = qb_game_new (&options, 3);
      g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_FRENCH_SETUP);
      window = window_with (game, sizes[i].width, sizes[i].height);
      tray = qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_DEPLOY_TRAY);
      g_assert_true (gtk_widget_get_mapped (tray));
      where = g_strdup_printf ("the tray at %d x %d", sizes[i].width, sizes[i].height);
      n = measure_blocks (tray, &block, &name, names, &cut, where);
      g_test_message ("%s: %u blocks, the least %.1f px, its name %.1f px", where, n, block, name);
      g_assert_cmpuint (n, >=, 20);
      g_assert_cmpuint (cut, ==, 0);
      g_assert_cmpfloat (name, >=, TRAY_MIN_NAME);
      shot = g_strdup_printf ("legibility-tray-%dx%d.png", sizes[i].width, sizes[i].height);
      qb_test_save_screenshot (GTK_WIDGET (window), shot);
      gtk_window_destroy (GTK_WINDOW (window));
      qb_test_drain ();
    }
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "legibility");
  g_test_add_func ("/ui/legibility/board-names", test_board_names);
  g_test_add_func ("/ui/legibility/tray-names", test_tray_names);
  return qb_ui_test_run ();
}
