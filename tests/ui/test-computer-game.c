/* test-computer-game.c: a person against the computer in the real window,
 * under Xvfb: a whole game from the New Game dialog's seats to the end,
 * with the window never blocked while the computer thinks (the main loop
 * keeps running, the window keeps drawing), no curtain, nothing of the
 * computer's hidden blocks in the computer's strip; and the hint, lit in
 * the decision panel. */
#include <adwaita.h>
#include <string.h>

#include "qb-computer-bar.h"
#include "qb-computer-player.h"
#include "qb-decision-panel.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-new-game-dialog.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-record.h"
#include "qb-window.h"
#include "qb-ui-test-util.h"

/* Small, so that a whole game takes seconds; the iterations end each
 * decision, not the clock. */
#define ITERATIONS 8

typedef struct
{
  guint ticks;          /* the window's frames */
  guint timeouts;       /* a 5 ms timeout's runs */
} Beats;

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  ((Beats *) data)->ticks++;
  return G_SOURCE_CONTINUE;
}

static gboolean
timeout_cb (gpointer data)
{
  ((Beats *) data)->timeouts++;
  return G_SOURCE_CONTINUE;
}

static void
chosen_cb (QbNewGameDialog *dialog,
           QbGame          *game,
           gboolean         hide,
           QbGame         **out)
{
  g_set_object (out, game);
}

/* A game from the New Game dialog with `computer`'s side played by the
 * computer at Easy, started in `window`. */
static QbGame *
start_against_computer (QbWindow *window,
                        int       computer)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");
  g_autoptr(GError) error = NULL;
  QbGame *game = NULL;
  GtkWindow *dialog = qb_new_game_dialog_new (GTK_WINDOW (window), settings);
  QbPlaySession *session = qb_play_view_get_session (qb_window_get_play_view (window));

  qb_new_game_dialog_set_seat (QB_NEW_GAME_DIALOG (dialog), computer, QB_LEVEL_EASY);
  qb_new_game_dialog_set_seat (QB_NEW_GAME_DIALOG (dialog), 1 - computer, QB_PLAYER_PERSON);
  g_signal_connect (dialog, "game-chosen", G_CALLBACK (chosen_cb), &game);
  g_assert_true (qb_new_game_dialog_start (QB_NEW_GAME_DIALOG (dialog), &error));
  g_assert_no_error (error);
  gtk_window_destroy (dialog);
  g_assert_nonnull (game);
  g_assert_cmpint (qb_record_get_seat (qb_game_get_record (game), computer, 0), ==, QB_LEVEL_EASY);
  g_assert_cmpint (qb_record_get_seat (qb_game_get_record (game), 1 - computer, 0), ==,
                   QB_PLAYER_PERSON);
  qb_play_session_set_computer_budget (session, ITERATIONS, 600000);
  /* No pause for the eye between the computer's moves. */
  qb_play_session_set_computer_delay (session, 0);
  qb_window_start_game (window, game, TRUE);
  return game;
}

static QbWindow *
new_window (void)
{
  QbWindow *window = qb_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* The British person plays random choices from the decision panel's
 * session; the French computer answers in the background. */
static void
test_whole_game (void)
{
  QbWindow *window = new_window ();
  QbPlayView *play = qb_window_get_play_view (window);
  QbPlaySession *session = qb_play_view_get_session (play);
  QbComputerBar *bar = QB_COMPUTER_BAR (qb_test_find_widget (GTK_WIDGET (play),
                                                             QB_TYPE_COMPUTER_BAR));
  g_autoptr(QbGame) game = start_against_computer (window, QB_FRENCH);
  Beats beats = { 0 };
  guint tick_id, timeout_id;
  guint thinking_turns = 0, person_steps = 0, beats_while_thinking = 0;
  gboolean saw_strip = FALSE;
  QbRng chooser;

  g_assert_nonnull (bar);
  qb_rng_seed (&chooser, 2026, 11);
  tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (window), tick_cb, &beats, NULL);
  timeout_id = g_timeout_add (5, timeout_cb, &beats);

  while (!qb_game_is_over (game))
    {
      GArray *actions;

      /* Never a curtain against the computer, never its eyes. */
      g_assert_false (qb_window_is_curtain_up (window));
      g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_BRITISH);
      qb_test_assert_no_french_identity (qb_game_get_state (game),
                                         qb_computer_bar_get_status_text (bar), "computer strip");
      if (qb_play_session_is_computer_turn (session))
        {
          Beats before = beats;

          thinking_turns++;
          /* Its thoughts run in a worker: the loop goes on meanwhile. */
          g_main_context_iteration (NULL, TRUE);
          if (qb_play_session_get_thinking_side (session) == QB_FRENCH)
            {
              saw_strip |= strstr (qb_computer_bar_get_status_text (bar), "thinking") != NULL;
              if (beats.timeouts > before.timeouts || beats.ticks > before.ticks)
                beats_while_thinking++;
            }
          /* Nothing may be taken for the computer (undo may take the
           * person's own step back: test_undo_stop_resume()). */
          if (qb_play_session_is_computer_turn (session))
            g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);
          continue;
        }
      actions = qb_play_session_get_actions (session);
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_cmpuint (qb_decision_panel_get_n_listed (QB_DECISION_PANEL (
                          qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL))), >, 0);
      g_assert_true (qb_play_session_apply (session, g_array_index (actions, QbAction,
                                                                    qb_rng_below (&chooser,
                                                                                  actions->len)),
                                            NULL));
      person_steps++;
      g_assert_cmpuint (person_steps, <, 50000);
      if (person_steps % 50 == 0)
        qb_test_drain ();
    }
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (person_steps, >, 0);
  g_assert_cmpuint (thinking_turns, >, 0);
  g_assert_true (saw_strip);
  g_assert_cmpuint (beats_while_thinking, >, 0);
  g_assert_cmpuint (beats.ticks, >, 0);
  g_assert_cmpuint (qb_computer_player_get_n_working (), ==, 0);
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), tick_id);
  g_source_remove (timeout_id);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closing the window while the computer thinks stops the worker. */
static void
test_close_while_thinking (void)
{
  QbWindow *window = new_window ();
  QbPlaySession *session = qb_play_view_get_session (qb_window_get_play_view (window));
  g_autoptr(QbGame) game = NULL;

  /* The French computer deploys first; a budget it cannot finish soon. */
  game = start_against_computer (window, QB_FRENCH);
  qb_play_session_set_computer_budget (session, 50000000, 600000);
  QB_TEST_WAIT (qb_play_session_get_thinking_side (session) == QB_FRENCH
                && qb_computer_player_get_n_working () > 0, "the computer to think");
  gtk_window_destroy (GTK_WINDOW (window));
  QB_TEST_WAIT (qb_computer_player_get_n_working () == 0, "the worker to stop");
  qb_test_drain ();
}

static gboolean
has_hint_row (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX_ROW (widget) && gtk_widget_has_css_class (widget, "hint-row"))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (has_hint_row (c))
      return TRUE;
  return FALSE;
}

/* The French person asks for a hint (Ctrl+H's action): it comes in the
 * background, one of their own rows is lit and the strip says it with a
 * chance. */
static void
test_hint (void)
{
  QbWindow *window = new_window ();
  QbPlayView *play = qb_window_get_play_view (window);
  QbPlaySession *session = qb_play_view_get_session (play);
  GtkWidget *bar = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_COMPUTER_BAR);
  GtkWidget *panel = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_DECISION_PANEL);
  g_autoptr(QbGame) game = start_against_computer (window, QB_BRITISH);

  QbLogView *log = QB_LOG_VIEW (qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_LOG_VIEW));
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;

  qb_test_settle (GTK_WIDGET (window));
  /* The log says who plays, at its top. */
  first = qb_log_view_get_line_text (log, 0);
  g_assert_cmpstr (first, ==, "British: computer, Easy · French: a person");
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_FRENCH);
  g_assert_true (qb_play_session_can_hint (session));
  g_assert_false (has_hint_row (panel));
  g_assert_true (gtk_widget_activate_action (bar, "computer.hint", NULL));
  g_assert_true (qb_play_session_get_hint_thinking (session));
  QB_TEST_WAIT (qb_play_session_get_hint (session, NULL, NULL), "the hint");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (has_hint_row (panel));
  g_assert_true (g_str_has_prefix (qb_computer_bar_get_status_text (QB_COMPUTER_BAR (bar)), "Hint: "));
  g_assert_nonnull (strstr (qb_computer_bar_get_status_text (QB_COMPUTER_BAR (bar)), "%"));
  qb_test_save_screenshot (GTK_WIDGET (window), "computer-hint");

  /* The person's side goes to the computer: it plays on by itself. */
  g_assert_true (gtk_widget_activate_action (bar, "computer.take-over", NULL));
  g_assert_cmpint (qb_play_session_get_seat (session, QB_FRENCH), ==, QB_LEVEL_MEDIUM);
  g_assert_cmpint (qb_record_get_seat (qb_game_get_record (game), QB_FRENCH,
                                       qb_record_get_n_actions (qb_game_get_record (game))),
                   ==, QB_LEVEL_MEDIUM);
  g_assert_true (qb_play_session_is_computer_turn (session));
  /* And the change: two computers play in front of a spectator now, whose
   * log starts again with who plays. */
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_PUBLIC);
  last = qb_log_view_get_line_text (log, 0);
  g_assert_cmpstr (last, ==, "British: computer, Easy · French: computer, Medium");
  gtk_window_destroy (GTK_WINDOW (window));
  QB_TEST_WAIT (qb_computer_player_get_n_working () == 0, "the worker to stop");
  qb_test_drain ();
}

/* The strip's button for `action`, or NULL. */
static GtkWidget *
strip_button (GtkWidget  *bar,
              const char *action)
{
  for (GtkWidget *c = gtk_widget_get_first_child (bar); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_BUTTON (c) && g_strcmp0 (g_object_get_data (G_OBJECT (c), "qb-action"), action) == 0)
      return c;
  return NULL;
}

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

/* The French person against the British computer: Stop while it thinks
 * leaves it waiting, with the strip saying so and offering Resume; Resume
 * lets it think again; the window's Undo while it thinks takes the
 * person's step back (its thought dropped) and the computer does not
 * answer again by itself; Redo gives the step back. */
static void
test_undo_stop_resume (void)
{
  QbWindow *window = new_window ();
  QbPlayView *play = qb_window_get_play_view (window);
  QbPlaySession *session = qb_play_view_get_session (play);
  GtkWidget *bar = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_COMPUTER_BAR);
  g_autoptr(QbGame) game = start_against_computer (window, QB_BRITISH);
  QbRng chooser;
  guint steps = 0, n;
  QbDecisionPanel *panel;

  qb_rng_seed (&chooser, 2026, 17);
  /* The person plays until the computer is to answer a step that undo can
   * take back. */
  for (;;)
    {
      GArray *actions;

      g_assert_false (qb_game_is_over (game));
      if (qb_play_session_is_computer_turn (session))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      actions = qb_play_session_get_actions (session);
      g_assert_true (qb_play_session_apply (session, g_array_index (actions, QbAction,
                                                                    qb_rng_below (&chooser,
                                                                                  actions->len)),
                                            NULL));
      g_assert_cmpuint (++steps, <, 3000);
      /* Checked right after the step, before the main loop runs again:
       * the computer's thought has not started, and starts with the
       * budget set below. */
      /* A decision with one legal action is answered at once whatever
       * the budget (no search): it would be played before Stop on a
       * loaded machine. */
      if (qb_play_session_is_computer_turn (session) && qb_play_session_get_can_undo (session))
        {
          g_autoptr(GArray) legal = qb_game_list_legal_actions (game);

          if (legal->len > 1)
            break;
        }
    }
  qb_play_session_set_computer_budget (session, 50000000, 600000);
  QB_TEST_WAIT (qb_play_session_get_thinking_side (session) == QB_BRITISH, "the computer to think");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (strip_button (bar, "computer.move-now")));
  g_assert_true (gtk_widget_get_visible (strip_button (bar, "computer.stop")));
  g_assert_true (gtk_widget_is_sensitive (strip_button (bar, "computer.move-now")));
  g_assert_true (gtk_widget_is_sensitive (strip_button (bar, "computer.stop")));
  g_assert_false (gtk_widget_get_visible (strip_button (bar, "computer.resume")));
  /* The panel does not wait for a British player: the computer plays. */
  panel = QB_DECISION_PANEL (qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_DECISION_PANEL));
  g_assert_cmpstr (qb_decision_panel_get_prompt_text (panel), ==, "The computer is playing for the British.");

  /* Stop: nothing played, the strip explains and offers Resume. */
  n = qb_record_get_n_actions (qb_game_get_record (game));
  g_assert_true (gtk_widget_activate_action (bar, "computer.stop", NULL));
  g_assert_true (qb_play_session_get_computer_paused (session));
  g_assert_cmpint (qb_play_session_get_thinking_side (session), ==, -1);
  QB_TEST_WAIT (qb_computer_player_get_n_working () == 0, "the worker to stop");
  spin (50);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n);
  g_assert_nonnull (strstr (qb_computer_bar_get_status_text (QB_COMPUTER_BAR (bar)), "stopped"));
  g_assert_true (gtk_widget_get_visible (strip_button (bar, "computer.resume")));
  g_assert_true (gtk_widget_is_sensitive (strip_button (bar, "computer.resume")));
  g_assert_false (gtk_widget_get_visible (strip_button (bar, "computer.stop")));
  g_assert_cmpstr (qb_decision_panel_get_prompt_text (panel), ==,
                   "The computer plays the British and is stopped: choose Resume to let it play.");
  qb_test_save_screenshot (GTK_WIDGET (window), "computer-stopped");

  /* Resume, clicked: it thinks again. */
  g_signal_emit_by_name (strip_button (bar, "computer.resume"), "clicked");
  g_assert_false (qb_play_session_get_computer_paused (session));
  QB_TEST_WAIT (qb_play_session_get_thinking_side (session) == QB_BRITISH,
                "the computer to think again");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (gtk_widget_get_visible (strip_button (bar, "computer.resume")));

  /* Undo while it thinks: the person's step goes back, the thought with
   * it, and the computer waits for the person. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (qb_play_session_get_thinking_side (session), ==, -1);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n - 1);
  g_assert_false (qb_play_session_is_computer_turn (session));
  g_assert_nonnull (qb_window_get_undo_toast (window));
  /* The computer had not answered yet: only the person's step went. */
  g_assert_cmpstr (adw_toast_get_title (qb_window_get_undo_toast (window)), ==, "Step undone");
  QB_TEST_WAIT (qb_computer_player_get_n_working () == 0, "the worker to stop");
  spin (50);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n - 1);
  g_assert_false (qb_play_session_is_computer_turn (session));

  /* Redo: the step is back, and the computer's turn with it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n);
  g_assert_true (qb_play_session_is_computer_turn (session));
  gtk_window_destroy (GTK_WINDOW (window));
  QB_TEST_WAIT (qb_computer_player_get_n_working () == 0, "the worker to stop");
  qb_test_drain ();
}

/* The strip per seating: against the computer always; with two people
 * only while one of them is at the screen, saying why it is there; with
 * two people and nothing hidden, nobody is at the screen in particular:
 * no strip. */
static void
test_strip_per_seating (void)
{
  QbWindow *window = new_window ();
  QbPlayView *play = qb_window_get_play_view (window);
  QbPlaySession *session = qb_play_view_get_session (play);
  GtkWidget *bar = qb_test_find_widget (GTK_WIDGET (play), QB_TYPE_COMPUTER_BAR);
  QbOptions options;
  g_autoptr(QbGame) hot_seat = NULL;
  g_autoptr(QbGame) open = NULL;
  g_autoptr(QbGame) computer = NULL;

  qb_options_default (&options);
  hot_seat = qb_game_new (&options, 81);
  qb_window_start_game (window, hot_seat, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  /* Behind the curtain nobody is at the screen: no strip. */
  g_assert_cmpint (qb_play_session_get_curtain_side (session), >=, 0);
  g_assert_false (gtk_widget_get_visible (bar));
  qb_play_session_lift_curtain (session);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_play_session_get_curtain_side (session), <, 0);
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_true (gtk_widget_get_visible (strip_button (bar, "computer.hint")));
  g_assert_true (gtk_widget_is_sensitive (strip_button (bar, "computer.hint")));
  g_assert_false (gtk_widget_get_visible (strip_button (bar, "computer.move-now")));
  g_assert_false (gtk_widget_get_visible (strip_button (bar, "computer.stop")));
  g_assert_false (gtk_widget_get_visible (strip_button (bar, "computer.resume")));
  g_assert_nonnull (strstr (qb_computer_bar_get_status_text (QB_COMPUTER_BAR (bar)), "Two people"));
  qb_test_save_screenshot (GTK_WIDGET (window), "computer-strip-hot-seat");

  open = qb_game_new (&options, 82);
  qb_window_start_game (window, open, FALSE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (gtk_widget_get_visible (bar));

  computer = start_against_computer (window, QB_FRENCH);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_cmpstr (qb_computer_bar_get_status_text (QB_COMPUTER_BAR (bar)), !=, "");
  gtk_window_destroy (GTK_WINDOW (window));
  QB_TEST_WAIT (qb_computer_player_get_n_working () == 0, "the worker to stop");
  qb_test_drain ();
}

int
main (int   argc,
      char *argv[])
{
  qb_ui_test_init (&argc, &argv, "computer-game");
  g_test_add_func ("/ui/computer-game/whole-game", test_whole_game);
  g_test_add_func ("/ui/computer-game/close-while-thinking", test_close_while_thinking);
  g_test_add_func ("/ui/computer-game/hint", test_hint);
  g_test_add_func ("/ui/computer-game/undo-stop-resume", test_undo_stop_resume);
  g_test_add_func ("/ui/computer-game/strip-per-seating", test_strip_per_seating);
  return qb_ui_test_run ();
}
