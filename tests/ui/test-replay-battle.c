/* test-replay-battle.c: a battle in the Replay page under Xvfb (issue 16).
 *
 * At every battle moment of a few recorded games the battle board takes
 * the map's place, showing exactly the session's view of the position for
 * the chosen viewpoint, with the last fire's dice from the events up to
 * there; everywhere else the map shows. Seen from the British side, no
 * text on the board (labels, buttons, tooltips, which are also the blocks'
 * accessible names) names a French block the British may not know, and a
 * French block shows its face only once revealed. Nothing on the replay's
 * board acts. "Battles only" in the transport moves between battles; the
 * board's History button opens the battle up to the moment. Screenshots go
 * to the test's build directory.
 */
#include <adwaita.h>
#include <string.h>

#include "qb-battle-board.h"
#include "qb-block-widget.h"
#include "qb-board.h"
#include "qb-game.h"
#include "qb-replay-index.h"
#include "qb-replay-view.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static QbWindow *
new_window (int width, int height)
{
  QbWindow *window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static QbWindow *
window_with_replay (QbGame *game, int width, int height)
{
  QbWindow *window = new_window (width, height);

  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* The whole truth at the replay's position (for the tests only). */
static const QbState *
replay_state (QbReplayView *replay)
{
  QbReplaySession *session = qb_replay_view_get_session (replay);

  return qb_replay_index_seek (qb_replay_session_get_index (session),
                               qb_replay_session_get_position (session));
}

static QbBattleBoard *
battle_board (QbReplayView *replay)
{
  return QB_BATTLE_BOARD (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_BATTLE_BOARD));
}

static const char *
shown_page (QbReplayView *replay)
{
  GtkWidget *stack = gtk_widget_get_parent (GTK_WIDGET (battle_board (replay)));
  g_assert_true (GTK_IS_STACK (stack));
  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

/* qb_test_assert_no_french_identity(), but where the engine makes the
 * Ottawa public: in a raid (22.2) and a withdrawal it must make (22.4)
 * (as tests/ui/test-battle-board.c). */
static void
no_identity (const QbState *s, const char *text, const char *where)
{
  g_autofree char *rest = NULL;

  if (text == NULL)
    return;
  if (s->battle.kind == QB_BATTLE_RAID
      || (s->phase == QB_PHASE_OTTAWA_RETREAT && s->battle.ottawa_pending == QB_OTTAWA_MUST))
    {
      g_auto(GStrv) parts = g_strsplit (text, qb_block_name (s, QB_FR_OTTAWA), -1);
      rest = g_strjoinv ("", parts);
      text = rest;
    }
  qb_test_assert_no_french_identity (s, text, where);
}

/* Every widget the board shows, seen from the British side. The status
 * line is the log's sentence of the last event as the British log says it
 * (test-replay-view.c checks the log line for line). Returns the blocks
 * shown. */
static guint
check_british_board (QbReplayView *replay)
{
  QbBattleBoard *board = battle_board (replay);
  const QbState *s = replay_state (replay);
  guint blocks = 0;

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (board)); w != NULL; )
    {
      if (gtk_widget_get_visible (w) && gtk_widget_get_child_visible (w))
        {
          no_identity (s, gtk_widget_get_tooltip_text (w), "a tooltip on the replay's battle board");
          if (GTK_IS_LABEL (w) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (w)),
                                             qb_battle_board_get_status (board)) != 0)
            no_identity (s, gtk_label_get_text (GTK_LABEL (w)), "a label on the replay's battle board");
          if (GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL)
            no_identity (s, gtk_button_get_label (GTK_BUTTON (w)), "a button on the replay's battle board");
          if (QB_IS_BLOCK_WIDGET (w))
            {
              const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (w));
              no_identity (s, qb_block_widget_get_label (QB_BLOCK_WIDGET (w)), "a block label");
              if (face->side == QB_FRENCH && face->block >= 0)
                g_assert_true (s->blocks[face->block].flags & (QB_BF_REVEALED | QB_BF_SCOUTED));
              /* Nothing on a replay's board acts. */
              g_assert_false (gtk_widget_get_focusable (w));
              blocks++;
            }
        }
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != GTK_WIDGET (board) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = (w == NULL || w == GTK_WIDGET (board)) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  return blocks;
}

/* At every position of three games, for each single viewpoint: the battle
 * board at a battle's moment and the map elsewhere; from the British side,
 * nothing the British may not know. */
static void
test_board_at_battle_moments (void)
{
  static const struct { int edition; guint64 seed; } games[] = {
    { QB_EDITION_REVISED, 31 }, { QB_EDITION_CLASSIC, 8 }, { QB_EDITION_REVISED, 5 },
  };
  guint battles = 0, maps = 0;

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(QbGame) game = qb_test_random_game (games[g].edition, games[g].seed, -1);
      QbWindow *window = window_with_replay (game, 1400, 900);
      QbReplayView *replay = qb_window_get_replay_view (window);
      QbReplaySession *session = qb_replay_view_get_session (replay);
      guint n = qb_replay_view_get_n_actions (replay);

      for (int viewer = QB_BRITISH; viewer <= QB_PUBLIC; viewer++)
        {
          if (viewer == QB_NO_SIDE)
            continue;
          qb_replay_view_set_viewer (replay, viewer);
          for (guint p = 0; p <= n; p++)
            {
              const QbState *s;
              gboolean in_battle;

              qb_replay_view_set_position (replay, p);
              s = replay_state (replay);
              in_battle = s->battle.active && qb_phase_is_battle (s->phase);
              g_assert_true (qb_replay_session_get_in_battle (session) == in_battle);
              if (!in_battle)
                {
                  g_assert_cmpstr (shown_page (replay), ==, "map");
                  g_assert_null (qb_replay_view_get_battle_board (replay));
                  if (viewer == QB_BRITISH)
                    maps++;
                  continue;
                }
              g_assert_cmpstr (shown_page (replay), ==, "battle");
              g_assert_true (qb_replay_view_get_battle_board (replay) == GTK_WIDGET (battle_board (replay)));
              g_assert_true (qb_battle_board_has_battle (battle_board (replay)));
              /* The header says the battle's place; the board is read
               * only: no decision's buttons. */
              g_assert_cmpstr (qb_battle_board_get_header (battle_board (replay)), !=, "");
              if (viewer == QB_BRITISH)
                {
                  g_assert_cmpuint (check_british_board (replay), >, 0);
                  battles++;
                }
            }
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  g_test_message ("%u battle moments, %u map moments checked", battles, maps);
  g_assert_cmpuint (battles, >, 20);
  g_assert_cmpuint (maps, >, 20);
}

/* From the French viewpoint every French block in the battle shows its
 * face on the board; after a fire the status line says it. */
static void
test_viewpoint_and_dice (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 31, -1);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbReplaySession *session = qb_replay_view_get_session (replay);
  QbBattleBoard *board = battle_board (replay);
  guint n = qb_replay_view_get_n_actions (replay), own_seen = 0, fires = 0;

  qb_replay_view_set_viewer (replay, QB_FRENCH);
  for (guint p = 0; p <= n; p++)
    {
      const QbState *s;

      qb_replay_view_set_position (replay, p);
      if (!qb_replay_session_get_in_battle (session))
        continue;
      s = replay_state (replay);
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        if (QB_BLOCK_SIDE (b) == QB_FRENCH && s->blocks[b].loc == s->battle.zone)
          {
            g_assert_nonnull (qb_battle_board_get_block_widget (board, b));
            own_seen++;
          }
      /* The status is the last thing that happened; after a fire it is
       * never empty. */
      {
        guint n_events = 0;
        const QbEvent *events = qb_replay_session_get_events (session, &n_events);
        if (n_events > 0 && events[n_events - 1].type == QB_EV_FIRE)
          {
            g_assert_cmpstr (qb_battle_board_get_status (board), !=, "");
            fires++;
          }
      }
    }
  g_assert_cmpuint (own_seen, >, 0);
  g_assert_cmpuint (fires, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gtk_widget_get_next_sibling (w))
    {
      GtkWidget *found;
      if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0)
        return w;
      if ((found = find_button (w, label)) != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_toggle (GtkWidget *root)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gtk_widget_get_next_sibling (w))
    {
      GtkWidget *found;
      if (GTK_IS_TOGGLE_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), "Battles") == 0)
        return w;
      if ((found = find_toggle (w)) != NULL)
        return found;
    }
  return NULL;
}

static gboolean
history_open (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_window_get_title (w), "Battle History") == 0 && gtk_widget_get_visible (GTK_WIDGET (w)))
        {
          *(GtkWindow **) data = w;
          return TRUE;
        }
    }
  return FALSE;
}

/* The transport's "Battles" toggle is the session's "battles-only": a step
 * forward lands in the next battle; the board's History button opens the
 * battle up to the moment. */
static void
test_battles_only_and_history (void)
{
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_CLASSIC, 8, -1);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbReplaySession *session = qb_replay_view_get_session (replay);
  GtkWidget *toggle = find_toggle (GTK_WIDGET (replay));
  GtkWindow *history = NULL;
  guint steps = 0;

  g_assert_nonnull (toggle);
  g_assert_false (qb_replay_session_get_battles_only (session));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  g_assert_true (qb_replay_session_get_battles_only (session));
  qb_replay_view_set_position (replay, 0);
  g_assert_cmpstr (shown_page (replay), ==, "map");
  for (;;)
    {
      guint from = qb_replay_view_get_position (replay);
      gtk_widget_activate_action (GTK_WIDGET (replay), "replay.step-forward", NULL);
      if (qb_replay_view_get_position (replay) == from)
        break;
      g_assert_cmpstr (shown_page (replay), ==, "battle");
      steps++;
    }
  g_assert_cmpuint (steps, >, 3);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "replay-battle-1400.png");

  /* The history of the battle shown, up to the moment. */
  {
    GtkWidget *button = find_button (GTK_WIDGET (battle_board (replay)), "History");
    g_assert_nonnull (button);
    g_signal_emit_by_name (button, "clicked");
    qb_test_wait_until (history_open, &history, QB_TEST_WAIT_MS, "the battle's history to open");
    g_assert_nonnull (history);
    qb_test_settle (GTK_WIDGET (history));
    qb_test_save_screenshot (GTK_WIDGET (history), "replay-battle-history.png");
    gtk_window_destroy (history);
  }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  g_assert_false (qb_replay_session_get_battles_only (session));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A British fire at a battle's moment, from the British viewpoint, at
 * both sizes and in both styles, for a look (run with a screen of at
 * least 1920x1080 for the large ones). */
static void
test_screenshots (void)
{
  static const struct { int w, h; gboolean dark; const char *name; } shots[] = {
    { 1024, 600, FALSE, "replay-battle-1024-light.png" },
    { 1024, 600, TRUE, "replay-battle-1024-dark.png" },
    { 1920, 1080, FALSE, "replay-battle-1920-light.png" },
    { 1920, 1080, TRUE, "replay-battle-1920-dark.png" },
  };
  g_autoptr(QbGame) game = qb_test_random_game (QB_EDITION_REVISED, 31, -1);

  /* Pictures of the state reached: Adwaita's buttons fade between states
   * (CSS transitions), and a picture taken a frame after the viewpoint
   * changed showed "Both Sides" half released beside "British" half
   * pressed, two toggles that looked active. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      QbWindow *window;
      QbReplayView *replay;
      QbReplaySession *session;
      guint n, target = G_MAXUINT, fires = 0;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = window_with_replay (game, shots[i].w, shots[i].h);
      replay = qb_window_get_replay_view (window);
      session = qb_replay_view_get_session (replay);
      n = qb_replay_view_get_n_actions (replay);
      qb_replay_view_set_viewer (replay, QB_BRITISH);
      /* The third fire of a battle (not a raid) in the game. */
      for (guint p = 1; p <= n && target == G_MAXUINT; p++)
        {
          guint n_events = 0;
          const QbEvent *events = qb_replay_index_get_events (qb_replay_session_get_index (session), p, p, &n_events);
          for (guint e = 0; e < n_events; e++)
            if (events[e].type == QB_EV_FIRE && qb_replay_session_is_in_battle (session, p)
                && qb_replay_index_seek (qb_replay_session_get_index (session), p)->battle.kind == QB_BATTLE_NORMAL
                && ++fires == 3)
              target = p;
        }
      g_assert_cmpuint (target, !=, G_MAXUINT);
      qb_replay_view_set_position (replay, target);
      qb_test_settle (GTK_WIDGET (window));
      qb_test_settle (GTK_WIDGET (window));
      g_assert_cmpstr (shown_page (replay), ==, "battle");
      if (ABS (gtk_widget_get_width (GTK_WIDGET (window)) - shots[i].w) > 16
          || ABS (gtk_widget_get_height (GTK_WIDGET (window)) - shots[i].h) > 16)
        g_test_message ("screen too small for %s", shots[i].name);
      else
        qb_test_save_screenshot (GTK_WIDGET (window), shots[i].name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "replay-battle");

  g_test_add_func ("/ui/replay-battle/board-at-battle-moments", test_board_at_battle_moments);
  g_test_add_func ("/ui/replay-battle/viewpoint-and-dice", test_viewpoint_and_dice);
  g_test_add_func ("/ui/replay-battle/battles-only-and-history", test_battles_only_and_history);
  g_test_add_func ("/ui/replay-battle/screenshots", test_screenshots);
  return qb_ui_test_run ();
}
