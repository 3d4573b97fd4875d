/* test-replay-viewpoint.c: the Replay page's viewpoint buttons under Xvfb.
 *
 * The four toggles (British, French, Spectator, Both Sides) share the
 * stateful action replay.viewer: exactly one of them is active, and drawn
 * checked, for each viewpoint, whether it was chosen by a click (from
 * every other one), by the action or by a call. In an unfinished hidden
 * game "Both Sides" is not allowed: its button is insensitive (and
 * hidden) and never active, and choosing it changes nothing; a side's
 * button becomes the active one only once that side's curtain is lifted.
 * A screenshot of the British viewpoint goes to the test's build
 * directory (with animations off: Adwaita's buttons fade between states,
 * and a picture taken a frame after a change shows two of them half
 * pressed).
 */
#include <adwaita.h>

#include "qb-game.h"
#include "qb-record.h"
#include "qb-replay-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static const int viewers[] = { QB_BRITISH, QB_FRENCH, QB_PUBLIC, QB_NO_SIDE };

static QbWindow *
new_window (void)
{
  QbWindow *window = qb_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static void
collect_buttons (GtkWidget *root,
                 GtkWidget *buttons[QB_PUBLIC + 1])
{
  if (GTK_IS_TOGGLE_BUTTON (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), "replay.viewer") == 0)
    {
      int target = g_variant_get_int32 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (root)));

      g_assert_cmpint (target, >=, 0);
      g_assert_cmpint (target, <=, QB_PUBLIC);
      g_assert_null (buttons[target]);
      buttons[target] = root;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_buttons (c, buttons);
}

/* The viewpoint toggles by their action's target (a viewer). */
static void
viewpoint_buttons (QbReplayView *replay,
                   GtkWidget    *buttons[QB_PUBLIC + 1])
{
  for (int v = 0; v <= QB_PUBLIC; v++)
    buttons[v] = NULL;
  collect_buttons (GTK_WIDGET (replay), buttons);
  for (guint i = 0; i < G_N_ELEMENTS (viewers); i++)
    g_assert_nonnull (buttons[viewers[i]]);
}

/* The viewers whose toggles look pressed: active, and so drawn checked
 * (the state the style sheet draws; they must agree). */
static guint
pressed (QbReplayView *replay)
{
  GtkWidget *buttons[QB_PUBLIC + 1];
  guint set = 0;

  viewpoint_buttons (replay, buttons);
  for (guint i = 0; i < G_N_ELEMENTS (viewers); i++)
    {
      GtkWidget *b = buttons[viewers[i]];
      gboolean active = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (b));
      gboolean checked = (gtk_widget_get_state_flags (b) & GTK_STATE_FLAG_CHECKED) != 0;

      g_assert_cmpint (active, ==, checked);
      if (active)
        set |= 1u << viewers[i];
    }
  return set;
}

/* What a click ends with ("clicked"; gtk_widget_activate() would only
 * emit it after the button's 250 ms of looking pressed). */
static void
click (QbReplayView *replay,
       int           viewer)
{
  GtkWidget *buttons[QB_PUBLIC + 1];

  viewpoint_buttons (replay, buttons);
  g_assert_true (gtk_widget_is_sensitive (buttons[viewer]));
  g_signal_emit_by_name (buttons[viewer], "clicked");
}

/* A finished game: every viewpoint, from every other, by each of the three
 * ways, leaves exactly its own button pressed. */
static void
test_one_pressed_per_viewpoint (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 41, -1);
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);

  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  qb_replay_view_set_position (replay, qb_replay_view_get_n_actions (replay) / 2);
  qb_test_settle (GTK_WIDGET (window));

  /* A finished game opens face up. */
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_NO_SIDE);
  g_assert_cmpuint (pressed (replay), ==, 1u << QB_NO_SIDE);

  /* By a click, from every other viewpoint. */
  for (guint from = 0; from < G_N_ELEMENTS (viewers); from++)
    for (guint to = 0; to < G_N_ELEMENTS (viewers); to++)
      if (to != from)
        {
          qb_replay_view_set_viewer (replay, viewers[from]);
          g_assert_cmpuint (pressed (replay), ==, 1u << viewers[from]);
          click (replay, viewers[to]);
          qb_test_settle (GTK_WIDGET (window));
          g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, viewers[to]);
          g_assert_cmpuint (pressed (replay), ==, 1u << viewers[to]);
        }
  /* By the action and by the call, each viewpoint in turn. */
  for (guint way = 0; way < 2; way++)
    for (guint i = 0; i < G_N_ELEMENTS (viewers); i++)
      {
        if (way == 0)
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.viewer", "i", viewers[i]));
        else
          qb_replay_view_set_viewer (replay, viewers[i]);
        qb_test_settle (GTK_WIDGET (window));
        g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, viewers[i]);
        g_assert_cmpuint (pressed (replay), ==, 1u << viewers[i]);
      }

  /* The case seen in a screenshot: from Both Sides to the British. */
  qb_replay_view_set_viewer (replay, QB_NO_SIDE);
  qb_test_settle (GTK_WIDGET (window));
  click (replay, QB_BRITISH);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (pressed (replay), ==, 1u << QB_BRITISH);
  qb_test_save_screenshot (GTK_WIDGET (window), "replay-viewpoint-british.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An unfinished hidden game: no Both Sides, and a side's button pressed
 * only once that side is shown, after its curtain. */
static void
test_both_sides_not_allowed (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 67, 250);
  QbRecord *record = qb_game_get_record (game);
  QbWindow *window = new_window ();
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autoptr(GError) error = NULL;
  GtkWidget *buttons[QB_PUBLIC + 1];

  g_assert_true (qb_record_get_hide_information (record));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-replay", NULL));
  g_assert_true (qb_replay_view_set_record (replay, record, NULL, &error));
  g_assert_no_error (error);
  qb_test_settle (GTK_WIDGET (window));

  g_assert_false (qb_replay_view_viewer_allowed (replay, QB_NO_SIDE));
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_PUBLIC);
  viewpoint_buttons (replay, buttons);
  g_assert_false (gtk_widget_is_sensitive (buttons[QB_NO_SIDE]));
  g_assert_false (gtk_widget_get_visible (buttons[QB_NO_SIDE]));
  g_assert_cmpuint (pressed (replay), ==, 1u << QB_PUBLIC);

  /* Asked for all the same, by the action and by the call: refused. */
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.viewer", "i", QB_NO_SIDE);
  qb_replay_view_set_viewer (replay, QB_NO_SIDE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, QB_PUBLIC);
  g_assert_cmpuint (pressed (replay), ==, 1u << QB_PUBLIC);
  g_assert_false (gtk_widget_is_sensitive (buttons[QB_NO_SIDE]));

  /* A side's button asks for its curtain; the spectator's stays pressed
   * until the curtain is lifted, then that side's alone. */
  for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
    {
      click (replay, side);
      qb_test_settle (GTK_WIDGET (window));
      if (qb_replay_view_get_curtain_side (replay) == side)
        {
          g_assert_cmpint (qb_replay_view_get_viewer (replay), !=, side);
          g_assert_cmpuint (pressed (replay), ==, 1u << qb_replay_view_get_viewer (replay));
          qb_replay_view_lift_curtain (replay);
          qb_test_settle (GTK_WIDGET (window));
        }
      g_assert_cmpint (qb_replay_view_get_viewer (replay), ==, side);
      g_assert_cmpuint (pressed (replay), ==, 1u << side);
      g_assert_false (gtk_widget_is_sensitive (buttons[QB_NO_SIDE]));
    }
  click (replay, QB_PUBLIC);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (pressed (replay), ==, 1u << QB_PUBLIC);

  /* Another game, finished, in the same page: Both Sides comes back. */
  {
    g_autoptr(QbGame) finished = qb_test_random_game (QB_EDITION_REVISED, 43, -1);

    g_assert_true (qb_replay_view_set_record (replay, qb_game_get_record (finished), NULL, &error));
    g_assert_no_error (error);
    qb_test_settle (GTK_WIDGET (window));
    g_assert_true (gtk_widget_is_sensitive (buttons[QB_NO_SIDE]));
    g_assert_true (gtk_widget_get_visible (buttons[QB_NO_SIDE]));
    g_assert_cmpuint (pressed (replay), ==, 1u << QB_NO_SIDE);
    g_assert_true (qb_replay_view_set_record (replay, NULL, NULL, &error));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "replay-viewpoint");
  /* Screenshots of the state reached, not of a button's fade. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/replay-viewpoint/one-pressed-per-viewpoint", test_one_pressed_per_viewpoint);
  g_test_add_func ("/ui/replay-viewpoint/both-sides-not-allowed", test_both_sides_not_allowed);
  return qb_ui_test_run ();
}
