/* test-replay-view.c: the Replay page under Xvfb.
 *
 * A finished game opens in the replay from the window; the board shows, at
 * every position and for every viewer, exactly the engine's view of the
 * state there; stepping skips only what the viewer could not see; moments
 * jump where the index says; the British view's block labels and log never
 * name a hidden French block; notes with rings and arrows are kept in the
 * record and its file; bad files are refused with a message and change
 * nothing. Screenshots go to the test's build directory.
 */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "qb-block-widget.h"
#include "qb-board.h"
#include "qb-event-story.h"
#include "qb-event-text.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-play-view.h"
#include "qb-record.h"
#include "qb-replay-index.h"
#include "qb-replay-marks.h"
#include "qb-replay-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

/* The window reads files in a thread. */
static void
wait_for_load (QbWindow *window)
{
  QB_TEST_WAIT (!qb_window_is_loading (window), "the file to load");
}

static const char *tmp_home;

static QbWindow *
new_window (void)
{
  QbWindow *window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static const char *
visible_page (QbWindow *window)
{
  AdwViewStack *stack = ADW_VIEW_STACK (qb_test_find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));
  return adw_view_stack_get_visible_child_name (stack);
}

static QbBoard *
replay_board (QbReplayView *replay)
{
  return QB_BOARD (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_BOARD));
}

/* The whole truth at the replay's position (for the tests only: the page
 * itself gets the session's view), from the session's index. */
static const QbState *
replay_state (QbReplayView *replay)
{
  QbReplaySession *session = qb_replay_view_get_session (replay);

  return qb_replay_index_seek (qb_replay_session_get_index (session),
                               qb_replay_session_get_position (session));
}

/* The board shows exactly the engine's view of the state at the position. */
static void
assert_board_shows (QbReplayView *replay)
{
  const QbView *shown = qb_board_get_view (replay_board (replay));
  QbView expected;

  g_assert_nonnull (shown);
  qb_view (replay_state (replay), qb_replay_view_get_viewer (replay), &expected);
  g_assert_true (memcmp (shown, &expected, sizeof expected) == 0);
}

static QbWindow *
window_with_replay (QbGame *game)
{
  QbWindow *window = new_window ();

  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* The end page's "Open in Replay": the same record, from its start, face
 * up because the game is over. */
static void
test_open_finished_game (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 5, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  guint n = qb_record_get_n_actions (qb_game_get_record (game));

  g_assert_cmpstr (visible_page (window), ==, "replay");
  g_assert_true (qb_replay_view_get_record (replay) == qb_game_get_record (game));
  g_assert_cmpuint (qb_replay_view_get_n_actions (replay), ==, n);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 0);
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_NO_SIDE);
  assert_board_shows (replay);

  /* Every viewer, a few positions: the board is the engine's view. */
  for (int viewer = QB_BRITISH; viewer <= QB_PUBLIC; viewer++)
    {
      qb_replay_view_set_viewer (replay, viewer);
      for (guint p = 0; p <= n; p += n / 7)
        {
          qb_replay_view_set_position (replay, p);
          g_assert_cmpuint (qb_replay_view_get_position (replay), ==, p);
          assert_board_shows (replay);
        }
    }
  qb_replay_view_set_viewer (replay, QB_NO_SIDE);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.last", NULL);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, n);
  g_assert_true (qb_is_over (replay_state (replay)));
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.first", NULL);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Replaying a game in progress would show each player the other's
 * blocks: the action does nothing until the game is over. */
static void
test_unfinished_game_not_replayed (void)
{
  QbWindow *window = new_window ();
  g_autoptr(QbGame) game = NULL;
  QbOptions options;

  qb_options_default (&options);
  game = qb_game_new (&options, 2);
  qb_game_set_dice_seed (game, 2);   /* the same game at every run */
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL);
  g_assert_null (qb_replay_view_get_record (qb_window_get_replay_view (window)));
  g_assert_cmpstr (visible_page (window), ==, "play");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Stepping for one side stops at every position where that side saw
 * something change, and only there: an event they may see, or their own
 * decision. Back steps retrace the same stops. */
static void
test_steps_follow_viewer (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_CLASSIC, 8, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (qb_game_get_record (game), &error);
  guint n = qb_replay_view_get_n_actions (replay);
  g_autoptr(GArray) stops = g_array_new (FALSE, FALSE, sizeof (guint));

  g_assert_no_error (error);
  qb_replay_view_set_viewer (replay, QB_BRITISH);
  while (qb_replay_view_get_position (replay) < n)
    {
      guint from = qb_replay_view_get_position (replay), to;

      gtk_widget_activate_action (GTK_WIDGET (replay), "replay.step-forward", NULL);
      to = qb_replay_view_get_position (replay);
      g_assert_cmpuint (to, >, from);
      g_array_append_val (stops, to);
      /* What was skipped, the British did not see. */
      for (guint p = from + 1; p <= to; p++)
        {
          guint n_events = 0;
          const QbEvent *events = qb_replay_index_get_events (index, p, p, &n_events);
          gboolean seen = qb_replay_index_seek (index, p - 1)->decider == QB_BRITISH;

          for (guint e = 0; e < n_events; e++)
            {
              QbEvent redacted;
              if (qb_event_for (&events[e], QB_BRITISH, &redacted) && redacted.type != QB_EV_NONE)
                seen = TRUE;
            }
          g_assert_true (p == to ? (seen || to == n) : !seen);
        }
    }
  /* The French write half the orders: the British skip those steps. */
  g_assert_cmpuint (stops->len, <, n);
  /* The log comes to show its newest lines (once laid out). */
  {
    GtkWidget *log = qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_LOG_VIEW);
    GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (qb_test_find_widget (log, GTK_TYPE_SCROLLED_WINDOW));
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);

    qb_test_settle (GTK_WIDGET (window));

    /* Laid out (taller than the view) and scrolled to the end. */
    QB_TEST_WAIT (gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj)
                  && gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj)
                     >= gtk_adjustment_get_upper (adj) - 4,
                  "the log to scroll to its end");
    g_assert_cmpfloat (gtk_adjustment_get_upper (adj), >, gtk_adjustment_get_page_size (adj));
    g_assert_cmpfloat (gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj),
                       >=, gtk_adjustment_get_upper (adj) - 4);
  }
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "replay-british-end.png");

  for (guint i = stops->len; i > 1; i--)
    {
      gtk_widget_activate_action (GTK_WIDGET (replay), "replay.step-back", NULL);
      g_assert_cmpuint (qb_replay_view_get_position (replay), ==, g_array_index (stops, guint, i - 2));
    }
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.step-back", NULL);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Next and previous moment go to the index's moments in order. */
static void
test_moments (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 21, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (qb_game_get_record (game), &error);
  guint n_moments = 0, last = 0, visited = 0, moves = 0;
  const QbMoment *moments = qb_replay_index_get_moments (index, &n_moments);

  g_assert_no_error (error);
  for (guint i = 0; i < n_moments; i++)
    {
      if (moments[i].index == last)
        continue;
      gtk_widget_activate_action (GTK_WIDGET (replay), "replay.next-moment", NULL);
      g_assert_cmpuint (qb_replay_view_get_position (replay), ==, moments[i].index);
      last = moments[i].index;
      visited++;
    }
  for (guint i = 0; i < n_moments; i++)
    moves += moments[i].type == QB_MOMENT_MOVE_START;
  g_assert_cmpuint (moves, >=, 1);
  g_assert_cmpuint (visited, >=, moves);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.previous-moment", NULL);
  g_assert_cmpuint (qb_replay_view_get_position (replay), <, last);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The British replay never names a French block the British did not
 * know, on the blocks or in the log, at any stop. */
static void
test_british_view_hides_french (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 31, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbBoard *board = replay_board (replay);
  QbLogView *log = QB_LOG_VIEW (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_LOG_VIEW));
  guint n = qb_replay_view_get_n_actions (replay), checked = 0;
  g_autoptr(GError) error = NULL;
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (qb_game_get_record (game), &error);

  qb_replay_view_set_viewer (replay, QB_BRITISH);
  for (guint p = 0; p <= n; p += 23)
    {
      const QbState *s;

      qb_replay_view_set_position (replay, p);
      /* The log follows in an idle. */
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      s = replay_state (replay);
      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (board)); c; c = gtk_widget_get_next_sibling (c))
        if (QB_IS_BLOCK_WIDGET (c))
          {
            qb_test_assert_no_french_identity (s, qb_block_widget_get_label (QB_BLOCK_WIDGET (c)), "a block label");
            qb_test_assert_no_french_identity (s, gtk_widget_get_tooltip_text (c), "a block tooltip");
          }
      /* The log is every event up to here as the British saw it: the
       * story's British redaction (qb_event_story()), line for line (a
       * past line may name a block that was revealed in a battle then). */
      {
        guint n_events = 0, line = 0;
        const QbEvent *events = qb_replay_index_get_events (index, 0, p, &n_events);
        g_autoptr(GPtrArray) story = qb_event_story (events, n_events, QB_EDITION_REVISED, QB_BRITISH);
        for (guint e = 0; e < story->len; e++)
          {
            const char *want = ((QbStoryLine *) g_ptr_array_index (story, e))->text;
            g_autofree char *got = NULL;
            got = qb_log_view_get_line_text (log, line++);
            if (got == NULL)
              g_error ("position %u: log line %u of %u is missing: \"%s\"",
                       p, line - 1, qb_log_view_get_n_lines (log), want);
            /* The line is the sentence and its rule section. */
            if (!g_str_has_prefix (got, want))
              g_error ("log line %u is \"%s\", expected \"%s\"", line - 1, got, want);
          }
        g_assert_cmpuint (qb_log_view_get_n_lines (log), ==, line);
      }
      checked++;
    }
  g_assert_cmpuint (checked, >, 5);
  g_assert_cmpuint (qb_log_view_get_n_lines (log), >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The log's battle headings link to the battle's history: following the
 * last one at the end of the game opens a history window over the
 * replay's window. */
static void
test_battle_history_link (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 31, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbLogView *log = QB_LOG_VIEW (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_LOG_VIEW));
  GtkWidget *list = qb_test_find_widget (GTK_WIDGET (log), GTK_TYPE_LIST_BOX);
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *last = NULL, *dialog = NULL;
  const char *href;
  g_autofree char *uri = NULL;
  gboolean handled = FALSE;

  qb_replay_view_set_viewer (replay, QB_BRITISH);
  qb_replay_view_set_position (replay, qb_replay_view_get_n_actions (replay));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      if (GTK_IS_LABEL (label) && strstr (gtk_label_get_label (GTK_LABEL (label)), "href=\"battle:") != NULL)
        last = label;
    }
  g_assert_nonnull (last);
  href = strstr (gtk_label_get_label (GTK_LABEL (last)), "href=\"battle:") + strlen ("href=\"");
  uri = g_strndup (href, strchr (href, '"') - href);
  g_signal_emit_by_name (last, "activate-link", uri, &handled);
  g_assert_true (handled);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (w != GTK_WIDGET (window) && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (w)), "Battle History") == 0)
        dialog = w;
    }
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_action_button (c, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Notes: text, a ring, an arrow; kept in the record, written to the file
 * at once when the replay has one, listed with the moments; a note on
 * nothing is refused. */
static void
test_notes (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 41, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbRecord *record = qb_game_get_record (game);
  QbReplayMarks *marks = QB_REPLAY_MARKS (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_REPLAY_MARKS));
  g_autofree char *path = g_build_filename (tmp_home, "notes.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(QbRecord) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  const QbAnnotation *note;

  qb_replay_view_set_position (replay, 40);
  g_assert_false (qb_replay_view_add_note (replay, "   ", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 0);
  g_assert_false (qb_replay_view_get_dirty (replay));
  g_assert_false (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (replay), "replay.save")));

  /* A ring on Beauport. */
  qb_replay_view_mark_zone (replay, QB_BE);
  g_assert_true (qb_replay_view_add_note (replay, "Montcalm holds the shore", &error));
  g_assert_no_error (error);
  g_assert_true (qb_replay_view_get_dirty (replay));
  /* An arrow Lévis → Sillery, at the same moment. */
  qb_replay_view_mark_zone (replay, QB_LE);
  qb_replay_view_mark_zone (replay, QB_SI);
  g_assert_true (qb_replay_view_add_note (replay, "The landing to try\nat night", &error));
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 2);
  g_assert_cmpuint (qb_replay_marks_get_n_marks (marks), ==, 2);
  g_assert_true (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (replay), "replay.save")));
  note = qb_record_get_annotation (record, 0);
  g_assert_cmpuint (note->index, ==, 40);
  g_assert_cmpuint (note->mark, ==, QB_MARK_ZONE);
  g_assert_cmpuint (note->zone, ==, QB_BE);
  note = qb_record_get_annotation (record, 1);
  g_assert_cmpuint (note->mark, ==, QB_MARK_ARROW);
  g_assert_cmpuint (note->from, ==, QB_LE);
  g_assert_cmpuint (note->to, ==, QB_SI);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "replay-notes.png");

  /* Elsewhere, the marks are not drawn; back here, they are. */
  qb_replay_view_set_position (replay, 41);
  g_assert_cmpuint (qb_replay_marks_get_n_marks (marks), ==, 0);
  qb_replay_view_set_position (replay, 40);
  g_assert_cmpuint (qb_replay_marks_get_n_marks (marks), ==, 2);

  /* Saved with the game; from now on every change is written at once. */
  qb_replay_view_set_file (replay, file);
  g_assert_true (qb_replay_view_save (replay, &error));
  g_assert_no_error (error);
  g_assert_false (qb_replay_view_get_dirty (replay));
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.remove-note", "u", 0);
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 1);
  g_assert_false (qb_replay_view_get_dirty (replay));

  reloaded = qb_record_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_annotations (reloaded), ==, 1);
  note = qb_record_get_annotation (reloaded, 0);
  g_assert_cmpstr (note->text, ==, "The landing to try\nat night");
  g_assert_cmpuint (note->mark, ==, QB_MARK_ARROW);
  g_assert_cmpuint (note->to, ==, QB_SI);

  /* The saved file opens in the replay, with its note. */
  qb_window_open_replay_file (window, file);
  wait_for_load (window);
  g_assert_true (qb_replay_view_get_record (replay) != record);
  g_assert_cmpuint (qb_record_get_n_annotations (qb_replay_view_get_record (replay)), ==, 1);
  g_assert_cmpuint (qb_replay_view_get_n_actions (replay), ==, qb_record_get_n_actions (record));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closing the window with notes not saved asks first; "Discard" closes. */
static void
test_close_asks_for_unsaved_notes (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 45, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr(GtkWidget) dialog = NULL;
  guint before;

  g_object_ref (window);
  g_assert_true (qb_replay_view_add_note (replay, "Wolfe should have waited", NULL));
  g_assert_true (qb_replay_view_get_dirty (replay));
  before = g_list_model_get_n_items (toplevels);
  gtk_window_close (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (top))
        dialog = g_object_ref (top);
    }
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  /* The window closes from an idle, once the dialog has gone. */
  QB_TEST_WAIT (!gtk_widget_get_visible (GTK_WIDGET (window)), "the window to close");
  g_clear_object (&dialog);   /* before the window it was transient for */
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* A file that is not a game is refused with a message; the replay that
 * was open stays as it was. */
static void
test_bad_file_keeps_replay (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_CLASSIC, 51, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autofree char *path = g_build_filename (tmp_home, "bad.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint before = g_list_model_get_n_items (toplevels);

  g_assert_true (g_file_set_contents (path, "{\"format\": \"quebec1759-game\", \"actions\": [", -1, NULL));
  qb_replay_view_set_position (replay, 12);
  qb_window_open_replay_file (window, file);
  wait_for_load (window);
  qb_test_settle (GTK_WIDGET (window));
  /* A message dialog says what is wrong. */
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);
  g_assert_true (qb_replay_view_get_record (replay) == qb_game_get_record (game));
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 12);
  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i - 1);
      if (ADW_IS_MESSAGE_DIALOG (top))
        gtk_window_destroy (GTK_WINDOW (top));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A game of `n_actions` random legal actions, not finished, saved. */
static GFile *
save_unfinished_game (guint64     seed,
                      int         n_actions,
                      const char *name)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, seed, n_actions);
  g_autofree char *path = g_build_filename (tmp_home, name, NULL);
  GFile *file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (qb_game_is_over (game));
  g_assert_true (qb_record_save_to_file (qb_game_get_record (game), file, &error));
  return file;
}

/* A pipe is refused with a message, and the window reads files in a thread:
 * opening returns before the file is read (issue 11, point 7). */
static void
test_pipe_refused (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 53, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autofree char *path = g_build_filename (tmp_home, "pipe.q1759", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint before = g_list_model_get_n_items (toplevels);
  gboolean found = FALSE;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  qb_window_open_replay_file (window, file);
  g_assert_true (qb_window_is_loading (window));
  wait_for_load (window);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_replay_view_get_record (replay) == qb_game_get_record (game));
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);
  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GtkWidget) top = g_list_model_get_item (toplevels, i - 1);
      if (ADW_IS_MESSAGE_DIALOG (top))
        {
          found |= strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (top)),
                           "not a regular file") != NULL;
          gtk_window_destroy (GTK_WINDOW (top));
        }
    }
  g_assert_true (found);
  g_unlink (path);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An unfinished game opened from a file starts in the spectator's view:
 * nothing either player hid is shown until someone picks a side. */
static void
test_unfinished_file_spectator (void)
{
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autoptr(GFile) file = save_unfinished_game (61, 120, "unfinished.q1759");

  qb_window_open_replay_file (window, file);
  wait_for_load (window);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpstr (visible_page (window), ==, "replay");
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_PUBLIC);
  g_assert_cmpuint (qb_replay_view_get_n_actions (replay), ==, 120);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.last", NULL);
  assert_board_shows (replay);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The viewpoints the page offers: the targets of the visible, sensitive
 * "replay.viewer" buttons, as a bit set (1 << viewer). */
static guint
offered_viewers (GtkWidget *root)
{
  guint set = 0;

  if (GTK_IS_TOGGLE_BUTTON (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), "replay.viewer") == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (root));
      if (gtk_widget_is_visible (root) && gtk_widget_is_sensitive (root))
        set |= 1u << g_variant_get_int32 (target);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    set |= offered_viewers (c);
  return set;
}

/* A block's name that no block of the other side shares ("Detachment A"
 * is on both sides, so it proves nothing). */
static gboolean
is_one_side_name (const QbState *s,
                  int            block)
{
  int other = block < QB_BLOCKS_PER_SIDE ? QB_BLOCKS_PER_SIDE : 0;
  for (int b = other; b < other + QB_BLOCKS_PER_SIDE; b++)
    if (g_strcmp0 (qb_block_name (s, b), qb_block_name (s, block)) == 0)
      return FALSE;
  return TRUE;
}

/* Fail if `text` names a block of either side that both players never knew
 * up to now: `known` holds the blocks whose type the public view gave at
 * some position so far. */
static void
assert_no_hidden_identity (const QbState *s,
                           guint64        known,
                           const char    *text,
                           const char    *where)
{
  if (text == NULL)
    return;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (!(known & (G_GUINT64_CONSTANT (1) << b)) && is_one_side_name (s, b)
        && strstr (text, qb_block_name (s, b)) != NULL)
      g_error ("%s names the hidden block %s: \"%s\"", where, qb_block_name (s, b), text);
}

/* Issue 11, point 11: a saved unfinished game with hidden blocks, opened in
 * the replay, offers the spectator's view and each side's behind that
 * side's curtain, never both sides face up; the spectator's board and log
 * name no hidden block of either side. */
static void
test_unfinished_hidden_viewpoints (void)
{
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbBoard *board = replay_board (replay);
  QbLogView *log = QB_LOG_VIEW (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_LOG_VIEW));
  g_autoptr(GFile) file = save_unfinished_game (67, 250, "hidden.q1759");
  g_autoptr(QbRecord) record = qb_record_load_from_file (file, NULL);
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (record, NULL);
  guint n, checked = 0;
  guint64 known = 0;

  qb_window_open_replay_file (window, file);
  wait_for_load (window);
  qb_test_settle (GTK_WIDGET (window));
  n = qb_replay_view_get_n_actions (replay);
  g_assert_cmpuint (n, ==, 250);
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_PUBLIC);
  g_assert_cmpuint (offered_viewers (GTK_WIDGET (replay)), ==,
                    (1u << QB_BRITISH) | (1u << QB_FRENCH) | (1u << QB_PUBLIC));
  g_assert_false (qb_replay_view_viewer_allowed (replay, QB_NO_SIDE));

  /* Both sides face up is refused, by the action as by the call. */
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.viewer", "i", QB_NO_SIDE);
  qb_replay_view_set_viewer (replay, QB_NO_SIDE);
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_PUBLIC);
  g_assert_false (qb_window_is_curtain_up (window));

  /* The spectator's board and log, all along the game. */
  for (guint p = 0; p <= n; p++)
    {
      const QbState *s = qb_replay_index_seek (index, p);
      QbView pub;

      /* What both players knew: blocks the public view identified, and
       * blocks named by events both saw (the Ottawa raid names its raider). */
      qb_view (s, QB_PUBLIC, &pub);
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        if (pub.blocks[b].type != QB_UNKNOWN)
          known |= G_GUINT64_CONSTANT (1) << b;
      {
        guint n_events = 0;
        const QbEvent *events = qb_replay_index_get_events (index, p, p, &n_events);
        for (guint e = 0; e < n_events; e++)
          {
            QbEvent ev;
            if (!qb_event_for (&events[e], QB_PUBLIC, &ev))
              continue;
            if (ev.block < QB_NUM_BLOCKS)
              known |= G_GUINT64_CONSTANT (1) << ev.block;
            if (ev.block2 < QB_NUM_BLOCKS)
              known |= G_GUINT64_CONSTANT (1) << ev.block2;
          }
      }
      if (p % 17 != 0 && p != n)
        continue;
      qb_replay_view_set_position (replay, p);
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      assert_board_shows (replay);
      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (board)); c; c = gtk_widget_get_next_sibling (c))
        if (QB_IS_BLOCK_WIDGET (c))
          {
            assert_no_hidden_identity (s, known, qb_block_widget_get_label (QB_BLOCK_WIDGET (c)), "a block label");
            assert_no_hidden_identity (s, known, gtk_widget_get_tooltip_text (c), "a block tooltip");
          }
      /* The log is the spectator's redaction of every event (the story,
       * qb_event_story()), line for line, and names no block both players
       * did not know. */
      {
        guint n_events = 0, line = 0;
        const QbEvent *events = qb_replay_index_get_events (index, 0, p, &n_events);
        g_autoptr(GPtrArray) story = qb_event_story (events, n_events, QB_EDITION_REVISED, QB_PUBLIC);
        for (guint e = 0; e < story->len; e++)
          {
            const char *want = ((QbStoryLine *) g_ptr_array_index (story, e))->text;
            g_autofree char *got = NULL;
            got = qb_log_view_get_line_text (log, line++);
            g_assert_nonnull (got);
            g_assert_true (g_str_has_prefix (got, want));
            assert_no_hidden_identity (s, known, got, "a log line");
          }
        g_assert_cmpuint (qb_log_view_get_n_lines (log), ==, line);
      }
      checked++;
    }
  g_assert_cmpuint (checked, >, 10);
  g_assert_cmpuint (qb_log_view_get_n_lines (log), >, 0);

  /* The British view: the curtain first, the spectator's view behind it. */
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.viewer", "i", QB_BRITISH);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_replay_view_get_curtain_side (replay), ==, QB_BRITISH);
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_PUBLIC);
  assert_board_shows (replay);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_BRITISH);
  assert_board_shows (replay);
  qb_test_save_screenshot (GTK_WIDGET (window), "replay-unfinished-british.png");

  /* The spectator's view needs no curtain, and the British player, still
   * at the screen, goes back to theirs without one. */
  qb_replay_view_set_viewer (replay, QB_PUBLIC);
  g_assert_false (qb_window_is_curtain_up (window));
  qb_replay_view_set_viewer (replay, QB_BRITISH);
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_BRITISH);

  /* The French view: the curtain again; Cancel keeps the British view. */
  qb_replay_view_set_viewer (replay, QB_FRENCH);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_BRITISH);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-curtain", NULL);
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_BRITISH);
  qb_replay_view_set_viewer (replay, QB_FRENCH);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_FRENCH);
  assert_board_shows (replay);

  /* A finished game offers every view, without a curtain. */
  {
    g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 5, -1);
    g_assert_true (qb_replay_view_set_record (replay, qb_game_get_record (game), NULL, NULL));
    g_assert_cmpuint (offered_viewers (GTK_WIDGET (replay)), ==,
                      (1u << QB_BRITISH) | (1u << QB_FRENCH) | (1u << QB_PUBLIC) | (1u << QB_NO_SIDE));
    qb_replay_view_set_viewer (replay, QB_FRENCH);
    g_assert_false (qb_window_is_curtain_up (window));
    g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_FRENCH);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* `quebec1759 --replay FILE --at N`: the replay opens at action N once the
 * file is read (past the end: at the end). */
static void
test_open_at_position (void)
{
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autoptr(GFile) file = save_unfinished_game (72, 120, "open-at.q1759");

  qb_window_open_replay_file_at (window, file, 40);
  wait_for_load (window);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpstr (visible_page (window), ==, "replay");
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 40);
  qb_window_open_replay_file_at (window, file, 100000);
  wait_for_load (window);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 120);
  qb_window_open_replay_file (window, file);
  wait_for_load (window);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A side's replay view and the Play page's private view never share the
 * screen: lifting the replay's curtain for the British puts the Play
 * page's French decision behind its curtain, and lifting that one for the
 * French takes the replay back to the spectator's view. */
static void
test_curtains_hand_over (void)
{
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbPlayView *play = qb_window_get_play_view (window);
  g_autoptr(GFile) file = save_unfinished_game (71, 90, "hand-over.q1759");
  g_autoptr(QbGame) game = NULL;
  QbOptions options;

  /* A new hidden game: the French deploy first, in private. */
  qb_options_default (&options);
  game = qb_game_new (&options, 3);
  qb_game_set_dice_seed (game, 3);   /* the same game at every run */
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (qb_window_is_curtain_up (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_FRENCH);

  qb_window_open_replay_file (window, file);
  wait_for_load (window);
  g_assert_cmpstr (visible_page (window), ==, "replay");
  qb_replay_view_set_viewer (replay, QB_BRITISH);
  g_assert_true (qb_window_is_curtain_up (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_BRITISH);
  /* The replay stays in sight; the Play page waits for the French. */
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_curtain_side (play), ==, QB_FRENCH);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.view-play", NULL);
  g_assert_true (qb_window_is_curtain_up (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  g_assert_false (qb_window_is_curtain_up (window));
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_FRENCH);
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_PUBLIC);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Play moves on by itself and pauses; at the end it stops. */
static void
test_play_pause (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 71, -1);
  QbWindow *window = window_with_replay (game);
  QbReplayView *replay = qb_window_get_replay_view (window);
  gboolean playing = FALSE;
  guint n = qb_replay_view_get_n_actions (replay);

  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.play", NULL);
  g_object_get (replay, "playing", &playing, NULL);
  g_assert_true (playing);
  g_assert_cmpuint (qb_replay_view_get_position (replay), >, 0);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.play", NULL);
  g_object_get (replay, "playing", &playing, NULL);
  g_assert_false (playing);

  /* From the last stop, one tick reaches the end and play stops. */
  qb_replay_view_set_position (replay, n - 1);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.play", NULL);
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, n);
  g_object_get (replay, "playing", &playing, NULL);
  g_assert_false (playing);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether a selected row of the list is wholly inside its scrolled window. */
static gboolean
selected_row_in_sight (GtkWidget *list)
{
  GtkWidget *scroll = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);

  for (GtkWidget *c = gtk_widget_get_first_child (list); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t r;
      if ((gtk_widget_get_state_flags (c) & GTK_STATE_FLAG_SELECTED)
          && gtk_widget_compute_bounds (c, scroll, &r))
        return r.origin.y >= -1 && r.origin.y + r.size.height <= gtk_widget_get_height (scroll) + 1;
    }
  return FALSE;
}

/* Issue 11, point 9: a game with the most notes and bookmarks a file may
 * hold opens with a bounded number of row widgets in the moments list
 * (made for the rows in sight), wherever the position is; every note is
 * still in the list's model. */
static void
test_many_notes_lazy_rows (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 5, -1);
  QbRecord *record = qb_game_get_record (game);
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  GtkWidget *list = qb_test_find_widget (GTK_WIDGET (replay), GTK_TYPE_LIST_VIEW);
  QbReplaySession *session = qb_replay_view_get_session (replay);
  guint n = qb_record_get_n_actions (record), n_moments = 0, rows;
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (record, NULL);

  qb_replay_index_get_moments (index, &n_moments);
  /* In the order of their positions: each one is appended. */
  for (guint i = 0; i < QB_RECORD_MAX_ANNOTATIONS; i++)
    qb_record_add_annotation (record, (guint) ((guint64) i * n / QB_RECORD_MAX_ANNOTATIONS),
                              "A note", QB_MARK_NONE, 0, 0);
  for (guint i = 0; i < QB_RECORD_MAX_BOOKMARKS; i++)
    qb_record_add_bookmark (record, (guint) ((guint64) i * n / QB_RECORD_MAX_BOOKMARKS), "A mark");
  g_assert_true (qb_replay_view_set_record (replay, record, NULL, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view-replay", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_nonnull (list);
  g_assert_true (gtk_widget_get_mapped (list));
  g_assert_cmpuint (g_list_model_get_n_items (qb_replay_session_get_moments (session)), ==,
                    n_moments + QB_RECORD_MAX_ANNOTATIONS + QB_RECORD_MAX_BOOKMARKS);

  for (guint p = 0; p <= n; p += n / 4)
    {
      qb_replay_view_set_position (replay, p);
      qb_test_settle (GTK_WIDGET (window));
      rows = 0;
      for (GtkWidget *c = gtk_widget_get_first_child (list); c != NULL; c = gtk_widget_get_next_sibling (c))
        rows++;
      g_test_message ("position %u: %u row widgets", p, rows);
      g_assert_cmpuint (rows, >, 0);
      g_assert_cmpuint (rows, <, 500);
      /* The row of the position is selected and brought into sight. */
      g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (list)))),
                        ==, qb_replay_session_get_selected_moment (session));
      QB_TEST_WAIT (selected_row_in_sight (list), "the selected moment to scroll into sight");
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "replay");

  g_test_add_func ("/ui/replay/open-finished-game", test_open_finished_game);
  g_test_add_func ("/ui/replay/unfinished-game-not-replayed", test_unfinished_game_not_replayed);
  g_test_add_func ("/ui/replay/steps-follow-viewer", test_steps_follow_viewer);
  g_test_add_func ("/ui/replay/moments", test_moments);
  g_test_add_func ("/ui/replay/british-view-hides-french", test_british_view_hides_french);
  g_test_add_func ("/ui/replay/battle-history-link", test_battle_history_link);
  g_test_add_func ("/ui/replay/notes", test_notes);
  g_test_add_func ("/ui/replay/bad-file-keeps-replay", test_bad_file_keeps_replay);
  g_test_add_func ("/ui/replay/pipe-refused", test_pipe_refused);
  g_test_add_func ("/ui/replay/open-at-position", test_open_at_position);
  g_test_add_func ("/ui/replay/close-asks-for-unsaved-notes", test_close_asks_for_unsaved_notes);
  g_test_add_func ("/ui/replay/unfinished-file-spectator", test_unfinished_file_spectator);
  g_test_add_func ("/ui/replay/unfinished-hidden-viewpoints", test_unfinished_hidden_viewpoints);
  g_test_add_func ("/ui/replay/curtains-hand-over", test_curtains_hand_over);
  g_test_add_func ("/ui/replay/play-pause", test_play_pause);
  g_test_add_func ("/ui/replay/many-notes-lazy-rows", test_many_notes_lazy_rows);
  ret = qb_ui_test_run ();
  return ret;
}
