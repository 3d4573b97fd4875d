/* qb-ui-bench.c: the UI benchmarks of docs/benchmarks.md. Not a test.
 *
 *   xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- \
 *     _build/src/bench/quebec1759-ui-bench [--frames N] [--runs N]
 *
 * (a) Board redraw at 1920x1080: the board alone in a 1920x1080 window,
 *     a busy position (move 2, every block on the map, the British picking
 *     Ile d'Orleans with its destinations lit). Each frame queues a redraw
 *     of the board, snapshots the window's paintable and renders the nodes
 *     with the window's renderer, as a frame would. Warm frames keep the
 *     board's cached images: "redraw" changes nothing (what every frame
 *     cost before the layers were cached), "hover" moves the hover between
 *     two zones, "highlights" picks Ile d'Orleans and puts it back (its
 *     destinations lit, then not), "move" shows a British battalion at
 *     Levis and back (the blocks laid out again, stack counts changed).
 *     "cold": every image drawn again (resize, theme); "all": every block
 *     redrawn as well. Then "floor": the same window without the board,
 *     a label changed at each frame.
 * (c) Battle board redraw at 1920x1080: the battle board alone in a
 *     1920x1080 window over a play session, at a battle turn's fire in a
 *     self-played game (every block of both sides on the board, the last
 *     dice shown). "warm": the board redrawn, nothing changed; "update":
 *     the session says it changed (the board reads the view again and lays
 *     its blocks out, as after each decision). Each frame times the
 *     board's snapshot() and the render of its nodes by the window's
 *     renderer and by a cairo renderer, as (a).
 * (b) Launch to first frame and peak RSS: runs this program again as a
 *     child that starts the app exactly as src/main.c does (the same
 *     libraries and calls) and, once its first window has painted its
 *     first frame, prints the monotonic time and its VmHWM, then quits.
 *     The app itself holds no benchmark code.
 */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "qb-application.h"
#include "qb-battle-board.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-board-private.h"
#include "qb-scenario.h"
#include "qb-ui-style.h"

/* ---- (a) Board redraw ---------------------------------------------------------- */

static void
apply (QbState *s, int type, int a, int b, int c)
{
  QbAction act = { (uint8_t) type, (uint8_t) a, (uint8_t) b, (uint8_t) c };
  const char *reason = NULL;
  if (!qb_apply (s, act, NULL, &reason))
    g_error ("%s refused: %s", qb_action_type_name (type), reason);
}

/* Move 2: the historical French deployment, two ships went up on move 1. */
static void
make_position (QbState *s)
{
  g_autoptr(GError) error = NULL;
  QbOptions options;

  qb_options_default (&options);
  options.tides = 0;
  qb_init (s, &options, 1759, NULL);
  g_autoptr(QbScenario) scenario = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  g_assert_no_error (error);
  g_autoptr(GArray) places = qb_scenario_get_deployment (scenario);
  for (guint i = 0; i < places->len; i++)
    {
      QbAction a = g_array_index (places, QbAction, i);
      apply (s, a.type, a.a, a.b, a.c);
    }
  while (s->phase == QB_PHASE_TRANSFER)
    apply (s, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  apply (s, QB_ACT_ORDER_SHIP, QB_BR_FIRST_SHIP, 0, 0);
  apply (s, QB_ACT_ORDER_SHIP, QB_BR_FIRST_SHIP + 1, 0, 0);
  apply (s, QB_ACT_ORDER_DONE, 0, 0, 0);
  apply (s, QB_ACT_ORDER_DONE, 0, 0, 0);
  while (s->phase == QB_PHASE_TRANSFER)
    apply (s, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  g_assert_cmpint (s->move, ==, 2);
}

static void
light_orders (QbBoard *board, const QbState *s, int from)
{
  static QbAction actions[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (s, actions, QB_MAX_ACTIONS);
  guint sources = 0, land = 0, amph = 0;
  int capacity[2] = { qb_amphibious_capacity (s, s->decider, 0), qb_amphibious_capacity (s, s->decider, 1) };

  for (size_t i = 0; i < n; i++)
    {
      if (actions[i].type != QB_ACT_ORDER_MOVE)
        continue;
      int zone = s->blocks[actions[i].a].loc;
      sources |= 1u << zone;
      if (zone == from)
        {
          if (actions[i].c == QB_MODE_LAND)
            land |= 1u << actions[i].b;
          else
            amph |= 1u << actions[i].b;
        }
    }
  qb_board_set_highlights (board, sources, land, amph, capacity);
  qb_board_set_selected_zone (board, from);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static void
report (const char *what, GArray *ms)
{
  g_array_sort (ms, compare_doubles);
  double median = g_array_index (ms, double, ms->len / 2);
  double p99 = g_array_index (ms, double, MIN (ms->len - 1, (guint) ceil (ms->len * 0.99) - 1));
  double max = g_array_index (ms, double, ms->len - 1);
  printf ("  %-38s median %6.2f ms   p99 %6.2f ms   max %6.2f ms   (n=%u)\n",
          what, median, p99, max, ms->len);
}

typedef enum { REDRAW, HOVER, HIGHLIGHTS, MOVE, COLD, ALL, N_MODES } Mode;

static const char *const mode_names[] = { "redraw", "hover", "highlights", "move", "cold", "all" };

typedef struct {
  QbBoard *board;
  const QbState *state;
  QbView views[2];     /* the position, and a battalion moved */
  guint frame;
} Bench;

/* The change before frame n: nothing (a redraw of the board), the hover
 * from one zone to another, the highlights of a decision, the map and
 * every texture (resize, theme), or every block as well. */
static void
invalidate (Bench *b, Mode mode)
{
  QbBoard *board = b->board;
  guint n = b->frame++;

  gtk_widget_queue_draw (GTK_WIDGET (board));
  switch (mode)
    {
    case HOVER:
      qb_board_set_hover_zone (board, n % 2 ? QB_BE : QB_SC);
      break;
    case HIGHLIGHTS:
      if (n % 2)
        light_orders (board, b->state, QB_OR);
      else
        {
          qb_board_set_highlights (board, 1u << QB_OR, 0, 0, NULL);
          qb_board_set_selected_zone (board, -1);
        }
      break;
    case MOVE:
      qb_board_set_view (board, &b->views[n % 2]);
      break;
    case COLD:
      qb_board_layers_clear (board->layers);
      break;
    case ALL:
      qb_board_layers_clear (board->layers);
      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (board)); c; c = gtk_widget_get_next_sibling (c))
        gtk_widget_queue_draw (c);
      break;
    case REDRAW:
    case N_MODES:
    default:
      break;
    }
}

/* Back to the position of the other modes. */
static void
reset (Bench *b)
{
  qb_board_set_hover_zone (b->board, -1);
  qb_board_set_view (b->board, &b->views[0]);
  light_orders (b->board, b->state, QB_OR);
  b->frame = 0;
}

/* The board's snapshot() N times, and its nodes rendered by the window's
 * renderer and by a cairo renderer. */
static void
measure_snapshots (GtkWidget *window, Bench *bench, Mode mode, guint frames)
{
  QbBoard *board = bench->board;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr(GskRenderer) cairo = gsk_cairo_renderer_new ();
  g_autoptr(GArray) snap_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) win_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cairo_ms = g_array_new (FALSE, FALSE, sizeof (double));
  guint renders = 0;
  graphene_rect_t map = GRAPHENE_RECT_INIT ((float) board->ox, (float) board->oy,
                                            (float) ceil (QB_BOARD_WIDTH * board->scale),
                                            (float) ceil (QB_BOARD_HEIGHT * board->scale));

  if (!gsk_renderer_realize (cairo, NULL, NULL))
    g_error ("no cairo renderer");
  for (guint i = 0; i < frames + 10; i++)
    {
      invalidate (bench, mode);
      guint renders_before = qb_board_layers_get_renders (board->layers);
      gint64 t0 = g_get_monotonic_time ();
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      GTK_WIDGET_GET_CLASS (board)->snapshot (GTK_WIDGET (board), snapshot);
      GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
      gint64 t1 = g_get_monotonic_time ();
      GdkTexture *a = gsk_renderer_render_texture (renderer, node, &map);
      gint64 t2 = g_get_monotonic_time ();
      GdkTexture *b = gsk_renderer_render_texture (cairo, node, &map);
      gint64 t3 = g_get_monotonic_time ();
      g_object_unref (a);
      g_object_unref (b);
      gsk_render_node_unref (node);
      if (i < 10)
        continue;   /* warm-up */
      renders += qb_board_layers_get_renders (board->layers) - renders_before;
      double x = (t1 - t0) / 1000.0, y = (t2 - t0) / 1000.0 - x, z = (t3 - t2) / 1000.0;
      g_array_append_val (snap_ms, x);
      g_array_append_val (win_ms, y);
      g_array_append_val (cairo_ms, z);
    }
  gsk_renderer_unrealize (cairo);
  g_autofree char *a = g_strdup_printf ("%s: snapshot()", mode_names[mode]);
  g_autofree char *b = g_strdup_printf ("%s: render, %s", mode_names[mode], G_OBJECT_TYPE_NAME (renderer));
  g_autofree char *c = g_strdup_printf ("%s: render, cairo", mode_names[mode]);
  report (a, snap_ms);
  report (b, win_ms);
  report (c, cairo_ms);
  printf ("  %-38s %.1f per frame\n", "images drawn", renders / (double) frames);
  reset (bench);
}

typedef struct {
  gint64 before;
  gint64 after;
} FrameTimes;

static void
before_paint_cb (GdkFrameClock *clock, FrameTimes *t)
{
  t->before = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock, FrameTimes *t)
{
  t->after = g_get_monotonic_time ();
}

/* Real frames of the window: from the frame clock's before-paint to its
 * after-paint (update, layout, snapshot, render and present). */
static void
measure_frames (GtkWidget *window, Bench *bench, Mode mode, guint frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  g_autoptr(GArray) ms = g_array_new (FALSE, FALSE, sizeof (double));
  FrameTimes t = { 0, 0 };
  gulong b = g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &t);
  gulong a = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &t);

  for (guint i = 0; i < frames + 10; i++)
    {
      invalidate (bench, mode);
      t.after = 0;
      while (t.after == 0)
        g_main_context_iteration (NULL, TRUE);
      double x = (t.after - t.before) / 1000.0;
      if (i >= 10)
        g_array_append_val (ms, x);
    }
  g_signal_handler_disconnect (clock, b);
  g_signal_handler_disconnect (clock, a);
  g_autofree char *name = g_strdup_printf ("%s: whole frame", mode_names[mode]);
  report (name, ms);
  reset (bench);
}

/* The least a frame of this window costs: a one-letter label changed in
 * the same 1920x1080 window without the board. Where the renderer repaints
 * the whole window at each frame (the GL renderer under llvmpipe here),
 * this is its floor. */
static void
measure_floor (GtkWidget *window, guint frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  g_autoptr(GArray) ms = g_array_new (FALSE, FALSE, sizeof (double));
  FrameTimes t = { 0, 0 };
  GtkWidget *label = gtk_label_new ("0");

  gtk_widget_set_halign (label, GTK_ALIGN_START);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_window_set_child (GTK_WINDOW (window), label);
  gulong b = g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &t);
  gulong a = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &t);
  for (guint i = 0; i < frames + 10; i++)
    {
      char text[2] = { (char) ('0' + i % 10), 0 };
      gtk_label_set_text (GTK_LABEL (label), text);
      t.after = 0;
      while (t.after == 0)
        g_main_context_iteration (NULL, TRUE);
      double x = (t.after - t.before) / 1000.0;
      if (i >= 10)
        g_array_append_val (ms, x);
    }
  g_signal_handler_disconnect (clock, b);
  g_signal_handler_disconnect (clock, a);
  report ("no board: whole frame, a label changed", ms);
}

static void
bench_board (guint frames, const char *only)
{
  QbState s;
  QbView view;

  qb_ui_ensure_style (NULL);   /* the resources */
  make_position (&s);
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  QbBoard *board = QB_BOARD (qb_board_new ());
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  qb_view (&s, QB_BRITISH, &view);
  qb_board_set_view (board, &view);
  light_orders (board, &s, QB_OR);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  gtk_test_widget_wait_for_draw (window);

  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  printf ("(a) board redraw: window %dx%d, board %dx%d, map %.0fx%.0f, renderer %s\n",
          gtk_widget_get_width (window), gtk_widget_get_height (window),
          gtk_widget_get_width (GTK_WIDGET (board)), gtk_widget_get_height (GTK_WIDGET (board)),
          QB_BOARD_WIDTH * board->scale, QB_BOARD_HEIGHT * board->scale,
          G_OBJECT_TYPE_NAME (renderer));
  Bench bench = { board, &s, { view, view }, 0 };
  /* A British battalion from Ile d'Orleans at Levis, as after a move. */
  for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE; b++)
    if (view.blocks[b].loc == QB_OR && view.blocks[b].type == QB_TYPE_REGULAR)
      {
        bench.views[1].blocks[b].loc = QB_LE;
        bench.views[1].count[QB_BRITISH][QB_OR]--;
        bench.views[1].count[QB_BRITISH][QB_LE]++;
        break;
      }
  for (Mode mode = REDRAW; mode < N_MODES; mode++)
    {
      if (only != NULL && strcmp (only, mode_names[mode]) != 0)
        continue;
      measure_snapshots (window, &bench, mode, frames);
      measure_frames (window, &bench, mode, frames);
    }
  if (only == NULL || strcmp (only, "floor") == 0)
    measure_floor (window, frames);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- (c) Battle board redraw --------------------------------------------------- */

/* A battle in full columns, at its fire: self-played games until one has a
 * turn of fire with no skirmish and most blocks of both sides. */
static QbGame *
make_battle (void)
{
  for (guint64 seed = 1; seed < 200; seed++)
    {
      QbOptions options;
      QbRng chooser;
      QbGame *game;

      qb_options_default (&options);
      game = qb_game_new (&options, seed);
      qb_game_set_dice_seed (game, seed);
      qb_rng_seed (&chooser, seed, 0x62656e63ULL);
      for (guint i = 0; i < 20000 && !qb_game_is_over (game); i++)
        {
          const QbState *st = qb_game_get_state (game);
          if (st->phase == QB_PHASE_FIRE && st->battle.turn >= 1 && !st->battle.skirmish
              && qb_zone_count (st, QB_BRITISH, st->battle.zone) + qb_zone_count (st, QB_FRENCH, st->battle.zone) >= 10)
            return game;
          g_autoptr(GArray) legal = qb_game_list_legal_actions (game);
          if (!qb_game_apply (game, g_array_index (legal, QbAction, qb_rng_below (&chooser, legal->len)), NULL))
            break;
        }
      g_object_unref (game);
    }
  g_error ("no battle found");
  return NULL;
}

static void
bench_battle (guint frames)
{
  g_autoptr(QbGame) game = make_battle ();
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  const QbState *st = qb_game_get_state (game);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = qb_battle_board_new ();
  static const char *const names[] = { "warm", "update" };

  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  gtk_window_set_child (GTK_WINDOW (window), board);
  qb_play_session_set_game (session, game, FALSE);
  qb_battle_board_set_session (QB_BATTLE_BOARD (board), session);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  gtk_test_widget_wait_for_draw (window);

  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  int w = gtk_widget_get_width (board), h = gtk_widget_get_height (board);
  printf ("(c) battle board redraw: window %dx%d, board %dx%d, %d + %d blocks, renderer %s\n",
          gtk_widget_get_width (window), gtk_widget_get_height (window), w, h,
          qb_zone_count (st, QB_BRITISH, st->battle.zone), qb_zone_count (st, QB_FRENCH, st->battle.zone),
          G_OBJECT_TYPE_NAME (renderer));
  g_autoptr(GskRenderer) cairo = gsk_cairo_renderer_new ();
  if (!gsk_renderer_realize (cairo, NULL, NULL))
    g_error ("no cairo renderer");
  for (int mode = 0; mode < 2; mode++)
    {
      g_autoptr(GArray) snap_ms = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) win_ms = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) cairo_ms = g_array_new (FALSE, FALSE, sizeof (double));
      for (guint i = 0; i < frames + 10; i++)
        {
          gint64 t0 = g_get_monotonic_time ();
          if (mode == 1)
            {
              g_signal_emit_by_name (session, "changed");
              /* The layout the update queued, as the frame clock would. */
              gtk_widget_size_allocate (board, &(GtkAllocation) { 0, 0, w, h }, -1);
            }
          gtk_widget_queue_draw (board);
          /* The board's snapshot(): its own drawing (the dice) and its
           * children's nodes, as a frame takes them. */
          GtkSnapshot *snapshot = gtk_snapshot_new ();
          GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
          GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
          gint64 t1 = g_get_monotonic_time ();
          GdkTexture *a = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
          gint64 t2 = g_get_monotonic_time ();
          GdkTexture *b = gsk_renderer_render_texture (cairo, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
          gint64 t3 = g_get_monotonic_time ();
          g_object_unref (a);
          g_object_unref (b);
          gsk_render_node_unref (node);
          if (i < 10)
            continue;   /* warm-up */
          double x = (t1 - t0) / 1000.0, y = (t2 - t1) / 1000.0, z = (t3 - t2) / 1000.0;
          g_array_append_val (snap_ms, x);
          g_array_append_val (win_ms, y);
          g_array_append_val (cairo_ms, z);
        }
      g_autofree char *a = g_strdup_printf ("%s: snapshot()", names[mode]);
      g_autofree char *b = g_strdup_printf ("%s: render, %s", names[mode], G_OBJECT_TYPE_NAME (renderer));
      g_autofree char *c = g_strdup_printf ("%s: render, cairo", names[mode]);
      report (a, snap_ms);
      report (b, win_ms);
      report (c, cairo_ms);
    }
  gsk_renderer_unrealize (cairo);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- (b) Launch to first frame ------------------------------------------------- */

/* The child's only argument: run the app and report its first frame. */
#define LAUNCH_CHILD "--launch-child"

/* Milliseconds since this process started, to the kernel's clock tick. */
static double
ms_since_process_start (void)
{
  g_autofree char *stat = NULL, *uptime = NULL;
  unsigned long long start_ticks = 0;

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL)
      || !g_file_get_contents ("/proc/uptime", &uptime, NULL, NULL))
    return -1;
  /* Field 22, counted after the command name, which may hold spaces. */
  const char *p = strrchr (stat, ')');
  for (int field = 2; p != NULL && field < 22; field++)
    p = strchr (p + 1, ' ');
  if (p == NULL || sscanf (p + 1, "%llu", &start_ticks) != 1)
    return -1;
  return g_ascii_strtod (uptime, NULL) * 1000.0 - start_ticks * 1000.0 / sysconf (_SC_CLK_TCK);
}

static long
peak_rss_kib (void)
{
  g_autofree char *status = NULL;
  long kib = -1;

  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    {
      const char *line = strstr (status, "VmHWM:");
      if (line != NULL)
        kib = strtol (line + 6, NULL, 10);
    }
  return kib;
}

static void
first_frame_cb (GdkFrameClock *clock,
                GtkWidget     *window)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, window);
  printf ("first-frame monotonic-us=%" G_GINT64_FORMAT " since-start-ms=%.0f vmhwm-kib=%ld renderer=%s\n",
          g_get_monotonic_time (), ms_since_process_start (), peak_rss_kib (),
          renderer != NULL ? G_OBJECT_TYPE_NAME (renderer) : "none");
  fflush (stdout);
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

/* After the app's own activate, which presented its window (so the
 * window is realized and has its frame clock). */
static void
activated_cb (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  GdkFrameClock *clock = window != NULL ? gtk_widget_get_frame_clock (GTK_WIDGET (window)) : NULL;

  if (clock == NULL)
    g_error ("the app showed no window");
  g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), window);
}

/* The child: src/main.c's calls, in its order, with a watch on the first
 * frame and no command-line arguments for the app. */
static int
launch_child (char *argv0)
{
  char *args[] = { argv0, NULL };
  g_autoptr(QbApplication) app = NULL;

  qb_application_setup_i18n ();
  qb_application_choose_renderer (NULL);
  app = qb_application_new ();
  g_signal_connect_after (app, "activate", G_CALLBACK (activated_cb), NULL);
  return g_application_run (G_APPLICATION (app), 1, args);
}

static void
bench_launch (guint runs)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *home = g_dir_make_tmp ("qb-ui-bench-XXXXXX", NULL);
  g_auto(GStrv) env = g_get_environ ();
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) rss = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *renderer = NULL;

  if (self == NULL)
    g_error ("cannot find this program (/proc/self/exe)");
  env = g_environ_setenv (env, "XDG_DATA_HOME", home, TRUE);
  env = g_environ_setenv (env, "XDG_CONFIG_HOME", home, TRUE);
  env = g_environ_setenv (env, "XDG_CACHE_HOME", home, TRUE);
  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", FALSE);
  env = g_environ_setenv (env, "GSETTINGS_SCHEMA_DIR", QB_BENCH_SCHEMA_DIR, FALSE);

  printf ("(b) launch to first frame: the app started by %s %s, %u runs\n", self, LAUNCH_CHILD, runs);
  for (guint i = 0; i < runs; i++)
    {
      const char *argv[] = { self, LAUNCH_CHILD, NULL };
      g_autofree char *out = NULL;
      g_autoptr(GError) error = NULL;
      int status = 0;
      gint64 spawned = g_get_monotonic_time ();

      if (!g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                         &out, NULL, &status, &error))
        g_error ("%s", error->message);
      const char *line = out != NULL ? strstr (out, "first-frame ") : NULL;
      gint64 painted = 0;
      double since_start = 0;
      long hwm = 0;
      char name[64] = "";
      if (line == NULL
          || sscanf (line, "first-frame monotonic-us=%" G_GINT64_FORMAT " since-start-ms=%lf vmhwm-kib=%ld renderer=%63s",
                     &painted, &since_start, &hwm, name) != 4)
        g_error ("no first-frame line from the app (exit status %d): %s", status, out ? out : "");
      double ms = (painted - spawned) / 1000.0, mib = hwm / 1024.0;
      printf ("  run %2u: first frame %6.1f ms after spawn (%4.0f ms by the kernel's clock), peak RSS %5.1f MiB\n",
              i + 1, ms, since_start, mib);
      g_array_append_val (first, ms);
      g_array_append_val (rss, mib);
      g_free (renderer);
      renderer = g_strdup (name);
    }
  printf ("  renderer in the app: %s\n", renderer);
  g_array_sort (first, compare_doubles);
  g_array_sort (rss, compare_doubles);
  printf ("  first frame: median %.1f ms, max %.1f ms; peak RSS: median %.1f MiB, max %.1f MiB\n",
          g_array_index (first, double, first->len / 2), g_array_index (first, double, first->len - 1),
          g_array_index (rss, double, rss->len / 2), g_array_index (rss, double, rss->len - 1));
  g_rmdir (home);
}

int
main (int argc, char **argv)
{
  int frames = 300, runs = 10;
  gboolean no_board = FALSE, no_launch = FALSE;
  const char *only = NULL;
  GOptionEntry entries[] = {
    { "frames", 0, 0, G_OPTION_ARG_INT, &frames, "Board frames to time (300)", "N" },
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Launches to time (10)", "N" },
    { "no-board", 0, 0, G_OPTION_ARG_NONE, &no_board, "Skip the board redraw", NULL },
    { "no-launch", 0, 0, G_OPTION_ARG_NONE, &no_launch, "Skip the launch", NULL },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "One measure only: redraw, hover, highlights, move, cold, all, floor or battle", "MODE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;

  /* Before anything else, as in the app's main(). */
  if (argc == 2 && strcmp (argv[1], LAUNCH_CHILD) == 0)
    return launch_child (argv[0]);

  context = g_option_context_new ("- Quebec 1759 UI benchmarks");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (!no_board)
    {
      gtk_init ();
      adw_init ();
      if (only == NULL || strcmp (only, "battle") != 0)
        bench_board ((guint) MAX (frames, 1), only);
      if (only == NULL || strcmp (only, "battle") == 0)
        bench_battle ((guint) MAX (frames, 1));
    }
  if (!no_launch)
    bench_launch ((guint) MAX (runs, 1));
  return 0;
}
