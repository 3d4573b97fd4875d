/* qb-ui-test-util.c: helpers shared by the widget tests. */
#include <gdk/x11/gdkx.h>
#include <string.h>

#include <adwaita.h>

#include "qb-ui-test-util.h"

QbGame *
qb_test_random_game (int     edition,
                     guint64 seed,
                     int     n_actions)
{
  QbOptions options;
  QbGame *game;
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  qb_options_default (&options);
  options.edition = (uint8_t) edition;
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);
  for (int i = 0; (n_actions < 0 || i < n_actions) && !qb_game_is_over (game); i++)
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));

      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);
  return game;
}

QbScenario *
qb_test_position_scenario (int                edition,
                           const char        *name,
                           guint              start_move,
                           const QbTestPlace *places,
                           guint              n_places)
{
  QbScenario *scenario;
  QbOptions options;

  qb_options_default (&options);
  options.edition = (guint8) edition;
  options.tides = 0;
  scenario = qb_scenario_new (QB_SCENARIO_POSITION, &options);
  if (name != NULL)
    qb_scenario_set_name (scenario, name);
  qb_scenario_set_start_move (scenario, start_move);
  for (guint b = 0; b < QB_NUM_BLOCKS; b++)
    qb_scenario_set_block (scenario, b, QB_LOC_OUT, 0);
  for (guint i = 0; i < n_places; i++)
    qb_scenario_set_block (scenario, (guint) places[i].block, (guint) places[i].zone, (guint) places[i].cv);
  return scenario;
}

void
qb_test_save_screenshot (GtkWidget  *widget,
                         const char *name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

void
qb_test_drain (void)
{
  /* Bounded, in case a source is always ready. */
  for (int i = 0; i < 10000 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

void
qb_test_settle (GtkWidget *widget)
{
  qb_test_drain ();
  gtk_test_widget_wait_for_draw (widget);
}

static gboolean
wake_up (gpointer data)
{
  /* Only there so that the loop below wakes up to look at the clock. */
  return G_SOURCE_CONTINUE;
}

guint
qb_test_tick_source (void)
{
  return g_timeout_add (50, wake_up, NULL);
}

void
qb_test_wait_until (QbTestCondition  condition,
                    gpointer         data,
                    guint            timeout_ms,
                    const char      *what)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  guint tick = qb_test_tick_source ();

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Timed out after %u ms waiting for %s", timeout_ms, what);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (tick);
}

static void
frame_done (GdkFrameClock *clock,
            gboolean      *done)
{
  *done = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

void
qb_test_wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean done = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (frame_done), &done);
  gtk_widget_queue_draw (widget);
  qb_test_wait_until (is_true, &done, QB_TEST_WAIT_MS, "a frame");
  g_signal_handler_disconnect (clock, id);
}

GtkWidget *
qb_test_find_widget (GtkWidget *root,
                     GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = qb_test_find_widget (c, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* French block names that no British block shares ("Detachment A" is on
 * both sides, so it proves nothing). */
static gboolean
is_french_only_name (const QbState *s,
                     const char    *name)
{
  for (int b = 0; b < QB_BLOCKS_PER_SIDE; b++)
    if (g_strcmp0 (qb_block_name (s, b), name) == 0)
      return FALSE;
  return TRUE;
}

void
qb_test_assert_no_french_identity (const QbState *s,
                                   const char    *text,
                                   const char    *where)
{
  if (text == NULL)
    return;
  for (int b = QB_BLOCKS_PER_SIDE; b < QB_NUM_BLOCKS; b++)
    {
      const char *name = qb_block_name (s, b);
      if (is_french_only_name (s, name) && strstr (text, name) != NULL
          && !(s->blocks[b].flags & (QB_BF_REVEALED | QB_BF_SCOUTED))
          && s->blocks[b].loc != QB_LOC_ELIMINATED)
        g_error ("%s shows the French block %s: \"%s\"", where, name, text);
    }
}

/* ---- Real input with xdotool ------------------------------------------------ */

gboolean
qb_test_can_use_xdotool (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_test_skip ("needs an X11 display (run under xvfb-run)");
      return FALSE;
    }
  if (xdotool == NULL)
    {
      g_test_skip ("needs xdotool (build-aux/install-deps.sh installs it)");
      return FALSE;
    }
  return TRUE;
}

void
qb_test_xdotool (const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;
  va_list args;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

void
qb_test_pump (GtkWidget *window,
              guint      ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  gtk_test_widget_wait_for_draw (window);
}

char *
qb_test_xid_of (GtkWidget *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  return g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
}

void
qb_test_focus_window (GtkWidget *window)
{
  g_autofree char *xid = qb_test_xid_of (window);

  qb_test_xdotool ("windowfocus", "--sync", xid, NULL);
  qb_test_pump (window, 100);
}

void
qb_test_pointer_to (GtkWidget *window,
                    GtkWidget *widget,
                    double     x,
                    double     y)
{
  g_autofree char *xid = qb_test_xid_of (window);
  g_autofree char *sx = NULL;
  g_autofree char *sy = NULL;
  double wx, wy, ox, oy;

  g_assert_true (gtk_widget_translate_coordinates (widget, window, x, y, &wx, &wy));
  /* The window's surface may have a margin (client-side shadows). */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &ox, &oy);
  sx = g_strdup_printf ("%d", (int) (wx + ox));
  sy = g_strdup_printf ("%d", (int) (wy + oy));
  qb_test_xdotool ("mousemove", "--window", xid, sx, sy, NULL);
}

/* ---- The preamble ---------------------------------------------------------- */

static char *test_home;

const char *
qb_ui_test_init (int          *argc,
                 char       ***argv,
                 const char   *name)
{
  g_autofree char *template = g_strdup_printf ("qb-test-%s-XXXXXX", name);
  g_autoptr(GError) error = NULL;

  test_home = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", test_home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", test_home, TRUE);
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return test_home;
}

static void
remove_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children =
    g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                               G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);

  if (children != NULL)
    {
      GFileInfo *info;
      GFile *child;

      while (g_file_enumerator_iterate (children, &info, &child, NULL, NULL) && info != NULL)
        if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
          remove_tree (child);
        else
          g_file_delete (child, NULL, NULL);
    }
  g_file_delete (file, NULL, NULL);
}

int
qb_ui_test_run (void)
{
  int ret = g_test_run ();

  if (test_home != NULL)
    {
      g_autoptr(GFile) home = g_file_new_for_path (test_home);
      remove_tree (home);
      g_clear_pointer (&test_home, g_free);
    }
  return ret;
}
