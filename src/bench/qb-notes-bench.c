/* qb-notes-bench.c: notes at scale (issue 11, point 9; docs/benchmarks.md,
 * "Notes at scale"). Not a test.
 *
 *   xvfb-run -a -s "-screen 0 1920x1080x24" dbus-run-session -- \
 *     _build/src/bench/quebec1759-notes-bench [--old-limits]
 *
 * (a) Loading: a finished random game with the most notes and bookmarks a
 *     file may have (10,000 and 1,000), written in reverse order of their
 *     positions, the worst case for keeping them sorted. "now" loads it with
 *     qb_record_new_from_json() (read, replay, one stable sort). "before" is
 *     the same load with the sort replaced by what the loader did until
 *     then, inserting each note into the sorted array (a scan from the end
 *     and g_array_insert_val()), run here on the same positions. With
 *     --old-limits, the same at the former limits (100,000 of each).
 * (b) Opening it in the Replay page: a 1400x900 window; from setting the
 *     record to the first frame drawn. "now" is the QbReplayView (a
 *     GtkListView makes the rows in sight); "before" is a GtkListBox bound
 *     to the same moments with one row per moment, note and bookmark, as
 *     the page built them until then (a box, an icon, a label).
 */
#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "qb-game.h"
#include "qb-record.h"
#include "qb-replay-view.h"

#define RUNS 5

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *v,
        guint   n)
{
  qsort (v, n, sizeof *v, compare_double);
  return v[n / 2];
}

static QbGame *
finished_game (guint64 seed)
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
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      if (!qb_game_apply (game, a, NULL))
        g_error ("a legal action was refused");
    }
  g_rand_free (rand);
  return game;
}

/* The position of the i-th of n notes, in reverse order over 0..n_actions. */
static guint
reverse_position (guint i,
                  guint n,
                  guint n_actions)
{
  return n_actions - (guint) ((guint64) i * (n_actions + 1) / n);
}

static char *
record_text (QbRecord *record,
             guint     n_notes,
             guint     n_marks)
{
  g_autofree char *base = qb_record_to_json (record, NULL);
  GString *text = g_string_new (NULL);
  guint n = qb_record_get_n_actions (record);

  g_string_append_len (text, base, strrchr (base, '}') - base);
  g_string_append (text, ", \"annotations\": [");
  for (guint i = 0; i < n_notes; i++)
    g_string_append_printf (text, "%s{\"at\": %u, \"text\": \"note %u\"}", i ? "," : "",
                            reverse_position (i, n_notes, n), i);
  g_string_append (text, "], \"bookmarks\": [");
  for (guint i = 0; i < n_marks; i++)
    g_string_append_printf (text, "%s{\"at\": %u, \"title\": \"mark %u\"}", i ? "," : "",
                            reverse_position (i, n_marks, n), i);
  g_string_append (text, "]}");
  return g_string_free (text, FALSE);
}

/* ---- (a) Loading ---------------------------------------------------------------- */

/* What the loader did before: each note into the sorted array, after the
 * scan from its end (qb-record.c until issue 11, point 9). */
static double
old_insertion_ms (guint n,
                  guint n_actions,
                  gsize element_size)
{
  GArray *array = g_array_sized_new (FALSE, TRUE, (guint) element_size, n);
  guint8 *element = g_malloc0 (element_size);
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < n; i++)
    {
      guint index = reverse_position (i, n, n_actions), pos = array->len;

      while (pos > 0 && *(guint *) (gpointer) (array->data + (pos - 1) * element_size) > index)
        pos--;
      memcpy (element, &index, sizeof index);
      g_array_insert_vals (array, pos, element, 1);
    }
  start = g_get_monotonic_time () - start;
  g_free (element);
  g_array_unref (array);
  return start / 1000.0;
}

static gint
compare_index (gconstpointer a,
               gconstpointer b)
{
  guint ia = *(const guint *) a, ib = *(const guint *) b;
  return ia < ib ? -1 : ia > ib;
}

/* The sort that replaced it, on the same positions. */
static double
sort_ms (guint n,
         guint n_actions,
         gsize element_size)
{
  GArray *array = g_array_sized_new (FALSE, TRUE, (guint) element_size, n);
  guint8 *element = g_malloc0 (element_size);
  gint64 start;

  for (guint i = 0; i < n; i++)
    {
      guint index = reverse_position (i, n, n_actions);
      memcpy (element, &index, sizeof index);
      g_array_append_vals (array, element, 1);
    }
  start = g_get_monotonic_time ();
  g_array_sort (array, compare_index);
  start = g_get_monotonic_time () - start;
  g_free (element);
  g_array_unref (array);
  return start / 1000.0;
}

static void
bench_load (QbRecord *record,
            guint     n_notes,
            guint     n_marks,
            int       runs)
{
  g_autofree char *text = record_text (record, n_notes, n_marks);
  guint n = qb_record_get_n_actions (record);
  double load[RUNS], old_notes, old_marks, new_notes, new_marks, now;

  for (int r = 0; r < runs; r++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr(QbRecord) loaded = qb_record_new_from_json (text, -1, "bench", &error);

      load[r] = (g_get_monotonic_time () - start) / 1000.0;
      if (loaded == NULL)
        g_error ("%s", error->message);
    }
  now = median (load, runs);
  new_notes = sort_ms (n_notes, n, sizeof (QbAnnotation));
  new_marks = sort_ms (n_marks, n, sizeof (QbBookmark));
  old_notes = old_insertion_ms (n_notes, n, sizeof (QbAnnotation));
  old_marks = old_insertion_ms (n_marks, n, sizeof (QbBookmark));
  printf ("load %u notes + %u bookmarks (%zu KiB, %u actions): now %.1f ms (sorts %.1f ms); "
          "before %.1f ms (insertion %.1f ms)\n",
          n_notes, n_marks, strlen (text) / 1024, n, now, new_notes + new_marks,
          now - new_notes - new_marks + old_notes + old_marks, old_notes + old_marks);
}

/* ---- (b) Opening in the Replay page ---------------------------------------------- */

static gboolean painted;

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  painted = TRUE;
}

/* Run the main loop until the window has drawn a frame. */
static void
wait_for_frame (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);

  painted = FALSE;
  gtk_widget_queue_draw (window);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}

static GtkWidget *
present (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (window))
    g_main_context_iteration (NULL, TRUE);
  wait_for_frame (window);
  return window;
}

/* A row as the page made them until now. */
static GtkWidget *
old_row (gpointer object,
         gpointer user_data)
{
  QbReplayMoment *item = object;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  const char *text = qb_replay_moment_get_text (item);
  GtkWidget *label = gtk_label_new (text != NULL ? text : "Move 1");

  if (text != NULL)
    gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("document-edit-symbolic"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_tooltip_text (row, gtk_label_get_label (GTK_LABEL (label)));
  return row;
}

static void
bench_open (QbRecord *record,
            int       runs)
{
  double now[RUNS], before[RUNS];

  for (int r = 0; r < runs; r++)
    {
      QbReplayView *replay = g_object_new (QB_TYPE_REPLAY_VIEW, NULL);
      GtkWidget *window = present (GTK_WIDGET (replay));
      gint64 start = g_get_monotonic_time ();

      if (!qb_replay_view_set_record (replay, record, NULL, NULL))
        g_error ("the record does not replay");
      wait_for_frame (window);
      now[r] = (g_get_monotonic_time () - start) / 1000.0;
      gtk_window_destroy (GTK_WINDOW (window));
    }
  for (int r = 0; r < runs; r++)
    {
      g_autoptr(QbReplaySession) session = qb_replay_session_new ();
      GtkWidget *list = gtk_list_box_new ();
      GtkWidget *scroll = gtk_scrolled_window_new ();
      GtkWidget *window;
      gint64 start;

      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), list);
      window = present (scroll);
      start = g_get_monotonic_time ();
      if (!qb_replay_session_set_record (session, record, NULL, NULL))
        g_error ("the record does not replay");
      gtk_list_box_bind_model (GTK_LIST_BOX (list), qb_replay_session_get_moments (session),
                               old_row, NULL, NULL);
      wait_for_frame (window);
      before[r] = (g_get_monotonic_time () - start) / 1000.0;
      gtk_window_destroy (GTK_WINDOW (window));
    }
  printf ("open in the Replay page, %u notes + %u bookmarks: now %.0f ms (the whole page); "
          "before %.0f ms (the moments list alone, one row each)\n",
          qb_record_get_n_annotations (record), qb_record_get_n_bookmarks (record),
          median (now, runs), median (before, runs));
}

int
main (int argc, char **argv)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbRecord) record = NULL;
  g_autofree char *text = NULL;
  gboolean old_limits = argc > 1 && strcmp (argv[1], "--old-limits") == 0;

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_init ();
  adw_init ();
  game = finished_game (5);

  bench_load (qb_game_get_record (game), QB_RECORD_MAX_ANNOTATIONS, QB_RECORD_MAX_BOOKMARKS, RUNS);
  if (old_limits)
    {
      /* The notes past today's limits cannot be loaded any more: the old
       * insertion alone, on the positions of the former limits. */
      guint n = qb_record_get_n_actions (qb_game_get_record (game));
      printf ("insert 100000 notes + 100000 bookmarks one by one (the former limits): %.0f ms; "
              "sort them: %.1f ms\n",
              old_insertion_ms (100000, n, sizeof (QbAnnotation))
              + old_insertion_ms (100000, n, sizeof (QbBookmark)),
              sort_ms (100000, n, sizeof (QbAnnotation)) + sort_ms (100000, n, sizeof (QbBookmark)));
    }

  text = record_text (qb_game_get_record (game), QB_RECORD_MAX_ANNOTATIONS, QB_RECORD_MAX_BOOKMARKS);
  record = qb_record_new_from_json (text, -1, "bench", NULL);
  bench_open (record, 3);
  return 0;
}
