/* test-battle-board-end.c: the battle board (src/ui/battle) in a real
 * window, as battles go on and end, in self-played games driven through
 * the play session: the turn-by-turn history, a retreat by boat (17.2), a
 * rout and its pursuit (16.x), the summary and its log links (13.2), the
 * animations of fire and hits, and screenshots of a battle's end. Split
 * from test-battle-board.c; what both share is in qb-battle-board-test.c.
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test --suite ui.
 * Screenshots are saved in the test's build directory (battle-*.png).
 */
#include <adwaita.h>

#include "qb-battle-board.h"
#include "qb-battle-cell.h"
#include "qb-battle-geometry.h"
#include "qb-battle-history.h"
#include "qb-battle-summary-bar.h"
#include "qb-block-widget.h"
#include "qb-battle-odds.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-odds-text.h"
#include "qb-odds-view.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-ui-test-util.h"
#include "qb-battle-board-test.h"
#include "qb-window.h"

static gboolean
later_turn_moment (BattleTestFixture *f, const QbState *s)
{
  return s->battle.active && s->battle.turn >= 2 && qb_phase_is_battle (s->phase);
}

/* The history of the battle being fought opens from the board, a part
 * per turn as the model has it (test-battle-history.c checks the model). */
static void
test_history (BattleTestFixture *f, gconstpointer data)
{
  GtkWidget *button, *dialog = NULL, *list;
  g_autoptr(QbBattleHistory) history = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint rows = 0;

  battle_test_new_game (f, QB_EDITION_REVISED, 9, FALSE);
  g_assert_true (battle_test_play_until (f, later_turn_moment, 5000));
  history = qb_battle_history_new_for_game (f->game, G_MAXUINT, QB_NO_SIDE);
  g_assert_nonnull (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), >=, 3);
  button = battle_test_find_button (GTK_WIDGET (f->board), "History");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (w != f->window && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (w)), "Battle History") == 0)
        dialog = w;
    }
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (f->window));
  list = qb_test_find_widget (dialog, GTK_TYPE_LIST_BOX);
  g_assert_nonnull (list);
  while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), rows) != NULL)
    rows++;
  g_assert_cmpuint (rows, ==, g_list_model_get_n_items (G_LIST_MODEL (history)));
  qb_test_settle (dialog);
  qb_test_save_screenshot (dialog, "battle-history.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static gboolean
boat_retreat_moment (BattleTestFixture *f, const QbState *s)
{
  GArray *actions = qb_play_session_get_actions (f->session);

  if (s->phase != QB_PHASE_RETREAT && s->phase != QB_PHASE_EMBARK)
    return FALSE;
  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if ((a.type == QB_ACT_RETREAT && a.c == QB_MODE_AMPHIBIOUS) || a.type == QB_ACT_EMBARK)
        return TRUE;
    }
  return FALSE;
}

/* A retreat by boat says what it costs (17.2: pursuit fire); choosing who
 * embarks says how many may go. */
static void
test_boat_retreat (BattleTestFixture *f, gconstpointer data)
{
  guint costs = 0, embarks = 0;

  battle_test_use_bare (f);
  for (guint64 seed = 1; seed < 40 && (costs == 0 || embarks == 0); seed++)
    {
      battle_test_new_game (f, seed % 2 ? QB_EDITION_REVISED : QB_EDITION_CLASSIC, seed, FALSE);
      const QbState *s = qb_game_get_state (f->game);
      while (battle_test_play_until (f, boat_retreat_moment, 4000))
        {
          if (s->phase == QB_PHASE_RETREAT)
            {
              gboolean found = FALSE;
              for (GtkWidget *b = battle_test_find_action_button (GTK_WIDGET (f->board)); b != NULL; b = gtk_widget_get_next_sibling (b))
                found |= strstr (gtk_button_get_label (GTK_BUTTON (b)), "the enemy fires in pursuit (17.2)") != NULL;
              g_assert_true (found);
              costs++;
            }
          else
            {
              g_autofree char *want = g_strdup_printf ("of %d may go", qb_zone_count (s, s->decider, s->battle.zone));
              g_assert_nonnull (strstr (qb_battle_board_get_note (f->board), want));
              g_assert_nonnull (strstr (qb_battle_board_get_note (f->board), "by boat (17.2)"));
              if (embarks == 0)
                {
                  qb_test_settle (f->window);
                  qb_test_save_screenshot (f->window, "battle-embark-bare.png");
                }
              embarks++;
            }
          if (!battle_test_step (f))
            break;
        }
    }
  g_test_message ("%u retreats by boat, %u embark choices", costs, embarks);
  g_assert_cmpuint (costs, >, 0);
}

static gboolean
rout_moment (BattleTestFixture *f, const QbState *s)
{
  return s->battle.active && qb_phase_is_battle (s->phase) && s->battle.routed != QB_NO_SIDE;
}

/* Rout and pursuit (16.x) on the board: once a side is routed, a banner
 * says so; once the pursuers have fired, it gives their hits and what the
 * routed side's reserve saved (16.3) whenever it saved any, as the
 * viewer's events say; in the British view it names no French block they
 * may not know. (Random play seldom routs a side with a reserve: the
 * discount's exact words are checked in test-battle-flows' 16.1-16.3.) */
static void
test_rout (BattleTestFixture *f, gconstpointer data)
{
  guint routs = 0, discounts = 0, british = 0, pursuits = 0;

  battle_test_use_bare (f);
  for (guint64 seed = 1; seed < 40 && (routs < 8 || pursuits < 2 || british == 0); seed++)
    {
      battle_test_new_game (f, seed % 2 ? QB_EDITION_REVISED : QB_EDITION_CLASSIC, seed, TRUE);
      const QbState *s = qb_game_get_state (f->game);
      while (battle_test_play_until (f, rout_moment, 4000))
        {
          int viewer = qb_play_session_get_viewer (f->session);
          guint n = 0, start;
          const QbEvent *events = qb_game_get_events (f->game, &n);
          const char *banner = qb_battle_board_get_banner (f->board);
          gboolean saved = FALSE, pursued = FALSE;

          g_assert_nonnull (banner);
          g_assert_true (g_str_has_prefix (banner, s->battle.routed == QB_FRENCH
                                                   ? "The French are routed — pursuit fire"
                                                   : "The British are routed — pursuit fire"));
          for (start = n; start > 0 && events[start - 1].type != QB_EV_BATTLE; start--)
            ;
          for (guint i = start; i < n; i++)
            {
              saved |= events[i].type == QB_EV_PURSUIT_SAVED;
              pursued |= events[i].type == QB_EV_PURSUIT;
            }
          /* The pursuit's hits, and the discount whenever there was one. */
          g_assert_cmpint (strstr (banner, "Pursuit: ") != NULL, ==, pursued);
          g_assert_cmpint (strstr (banner, "ignored for the reserve, one per 2 CV (16.3)") != NULL, ==, saved);
          discounts += saved;
          pursuits += pursued;
          routs++;
          if (viewer == QB_BRITISH || viewer == QB_PUBLIC)
            {
              battle_test_check_british_board (f);
              british++;
            }
          if (!battle_test_step (f))
            break;
        }
    }
  g_test_message ("%u routs, %u pursued, %u with a discount, %u seen by the British", routs, pursuits, discounts, british);
  g_assert_cmpuint (routs, >, 0);
  g_assert_cmpuint (pursuits, >, 0);
  g_assert_cmpuint (british, >, 0);
}

/* The last QB_EV_BATTLE_END of the game with no battle begun since, or
 * G_MAXUINT. */
static guint
ended_battle (BattleTestFixture *f)
{
  guint n = 0;
  const QbEvent *events = qb_game_get_events (f->game, &n);

  for (guint i = n; i > 0; i--)
    {
      if (events[i - 1].type == QB_EV_BATTLE_END)
        return i - 1;
      if (events[i - 1].type == QB_EV_BATTLE || events[i - 1].type == QB_EV_RAID
          || events[i - 1].type == QB_EV_SCOUT)
        return G_MAXUINT;
    }
  return G_MAXUINT;
}

static gboolean
after_battle_moment (BattleTestFixture *f, const QbState *s)
{
  return ended_battle (f) != G_MAXUINT && !(s->battle.active && qb_phase_is_battle (s->phase));
}

/* The log's battle headings link to their history ("battle:N", N the
 * battle's first event): following the last one opens the history window
 * of that battle, the one that just ended. */
static void
check_log_links (BattleTestFixture *f, GListModel *toplevels)
{
  GtkWidget *log = qb_test_find_widget (GTK_WIDGET (f->play), QB_TYPE_LOG_VIEW);
  GtkWidget *list = qb_test_find_widget (log, GTK_TYPE_LIST_BOX);
  GtkWidget *last = NULL;
  guint links = 0, n_before, index;
  const char *href;
  g_autofree char *uri = NULL;
  guint n = 0;
  const QbEvent *events = qb_game_get_events (f->game, &n);

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      gboolean battle = gtk_widget_has_css_class (row, "log-battle");
      gboolean linked = GTK_IS_LABEL (label) && strstr (gtk_label_get_label (GTK_LABEL (label)), "href=\"battle:") != NULL;
      /* Every battle heading has the link, no other line. */
      g_assert_cmpint (battle, ==, linked);
      if (linked)
        {
          last = label;
          links++;
        }
    }
  g_assert_cmpuint (links, >, 0);
  href = strstr (gtk_label_get_label (GTK_LABEL (last)), "href=\"battle:") + strlen ("href=\"battle:");
  index = (guint) g_ascii_strtoull (href, NULL, 10);
  g_assert_cmpuint (index, <, n);
  g_assert_true (events[index].type == QB_EV_BATTLE || events[index].type == QB_EV_RAID
                 || events[index].type == QB_EV_SCOUT);
  g_assert_cmpuint (index, <, ended_battle (f));
  uri = g_strdup_printf ("battle:%u", index);
  n_before = g_list_model_get_n_items (toplevels);
  {
    gboolean handled = FALSE;
    g_signal_emit_by_name (last, "activate-link", uri, &handled);
    g_assert_true (handled);
  }
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, n_before + 1);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (w != f->window && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (w)), "Battle History") == 0)
        gtk_window_destroy (GTK_WINDOW (w));
    }
}

/* The summary over the map once a battle is over: the history's summary
 * for the viewer at the screen (who holds the field, the losses) and the
 * blocks hidden again; in the British view it names no French block they
 * may not know; "Details" opens the battle's history; the close button
 * (named for screen readers) puts it away; the next battle takes it off. */
static void
test_summary (BattleTestFixture *f, gconstpointer data)
{
  QbBattleSummaryBar *bar;
  guint checked = 0, british = 0;

  battle_test_new_game (f, QB_EDITION_REVISED, 3, TRUE);
  bar = QB_BATTLE_SUMMARY_BAR (qb_test_find_widget (GTK_WIDGET (f->play), QB_TYPE_BATTLE_SUMMARY_BAR));
  g_assert_nonnull (bar);
  g_assert_null (qb_battle_summary_bar_get_text (bar));
  while (checked < 3 && battle_test_play_until (f, after_battle_moment, 4000))
    {
      const QbState *s = qb_game_get_state (f->game);
      int viewer = qb_play_session_get_viewer (f->session);
      guint end = ended_battle (f);
      g_autoptr(QbBattleHistory) history = qb_battle_history_new_for_game (f->game, end, viewer);
      g_autofree char *summary = qb_battle_history_summary (history);
      const char *text = qb_battle_summary_bar_get_text (bar);

      g_assert_cmpstr (battle_test_visible_child (f), ==, "map");
      g_assert_nonnull (text);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
      g_assert_cmpuint (qb_battle_summary_bar_get_battle (bar), ==, end);
      g_assert_true (g_str_has_prefix (text, summary));
      g_assert_nonnull (strstr (text, "Lost: the British "));
      g_assert_true (g_str_has_suffix (text, "The blocks revealed in the battle are hidden again."));
      g_assert_true (qb_battle_history_get_over (history));
      if (viewer == QB_BRITISH || viewer == QB_PUBLIC)
        {
          battle_test_no_identity (s, text, "the battle summary");
          british++;
        }
      if (checked == 0)
        {
          /* Details: the battle's history in a window of its own. */
          GListModel *toplevels = gtk_window_get_toplevels ();
          GtkWidget *details = NULL, *close = NULL, *dialog = NULL;
          for (GtkWidget *w = qb_test_find_widget (GTK_WIDGET (bar), GTK_TYPE_BUTTON); w != NULL;
               w = gtk_widget_get_next_sibling (w))
            if (GTK_IS_BUTTON (w))
              {
                if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), "Details") == 0)
                  details = w;
                else
                  close = w;
              }
          g_assert_nonnull (details);
          g_assert_nonnull (close);
          qb_test_settle (f->window);
          qb_test_save_screenshot (f->window, "battle-summary.png");
          g_signal_emit_by_name (details, "clicked");
          for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
            {
              g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
              if (w != f->window && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (w)), "Battle History") == 0)
                dialog = w;
            }
          g_assert_nonnull (dialog);
          gtk_window_destroy (GTK_WINDOW (dialog));
          check_log_links (f, toplevels);
          /* Put away: hidden until another battle ends. */
          g_signal_emit_by_name (close, "clicked");
          g_assert_null (qb_battle_summary_bar_get_text (bar));
          g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
        }
      checked++;
      /* On to the next battle: the bar goes while it is fought. */
      while (battle_test_step (f) && ended_battle (f) != G_MAXUINT)
        ;
      if (qb_game_is_over (f->game))
        break;
      if (qb_play_session_get_curtain_side (f->session) >= 0)
        qb_play_session_lift_curtain (f->session);
      g_assert_null (qb_battle_summary_bar_get_text (bar));
    }
  g_test_message ("%u summaries, %u in the British view", checked, british);
  g_assert_cmpuint (checked, >, 0);
}

/* Whether the last fire is of the battle now on the board (not of one
 * that it ended, with the next begun at once). */
static gboolean
fire_in_this_battle (BattleTestFixture *f)
{
  guint n = 0;
  const QbEvent *events = qb_game_get_events (f->game, &n);

  for (guint i = n; i > 0; i--)
    {
      int type = events[i - 1].type;
      if (type == QB_EV_FIRE || type == QB_EV_PURSUIT)
        return qb_game_get_state (f->game)->battle.active;
      if (type == QB_EV_BATTLE || type == QB_EV_RAID || type == QB_EV_SCOUT || type == QB_EV_BATTLE_END)
        return FALSE;
    }
  return FALSE;
}

/* Applies the first legal action of `type`; FALSE if there is none. */
static gboolean
apply_first (BattleTestFixture *f, int type)
{
  GArray *actions = qb_play_session_get_actions (f->session);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, QbAction, i).type == type)
      {
        g_assert_true (qb_play_session_apply (f->session, g_array_index (actions, QbAction, i), &error));
        g_assert_no_error (error);
        return TRUE;
      }
  return FALSE;
}

/* The animations of fire and hits: a fire rolls its dice in and a hit
 * flashes the block, and each animation ends by itself (run by the frame
 * clock); with the preference off (fire-duration 0) or the system's
 * reduced motion (gtk-enable-animations off) none plays: nothing waits. */
static void
test_animations (BattleTestFixture *f, gconstpointer data)
{
  GtkSettings *settings = gtk_settings_get_default ();
  gboolean enabled = TRUE;
  guint fires = 0, hits = 0, still = 0;

  g_object_get (settings, "gtk-enable-animations", &enabled, NULL);
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  battle_test_use_bare (f);
  g_object_set (f->board, "fire-duration", 400, NULL);
  battle_test_new_game (f, QB_EDITION_REVISED, 7, FALSE);
  g_assert_false (qb_battle_board_is_animating (f->board));
  for (int round = 0; round < 12 && battle_test_play_until (f, battle_test_fire_moment, 4000); round++)
    {
      int mode = round % 3;   /* 0: animated, 1: duration 0, 2: reduced motion */
      g_object_set (f->board, "fire-duration", mode == 1 ? 0 : 400, NULL);
      g_object_set (settings, "gtk-enable-animations", mode != 2, NULL);
      qb_test_settle (f->window);
      g_assert_true (apply_first (f, QB_ACT_FIRE));
      /* A fire that ended its battle, with the next one begun at once,
       * is not on the board any more. */
      if (!fire_in_this_battle (f) || !qb_battle_board_has_battle (f->board))
        {
          g_assert_false (qb_battle_board_is_animating (f->board) && mode != 0);
          continue;
        }
      if (mode != 0)
        {
          /* Nothing plays, nothing waits. */
          g_assert_false (qb_battle_board_is_animating (f->board));
          g_assert_cmpfloat (qb_battle_board_get_animation_progress (f->board), ==, -1);
          still++;
          continue;
        }
      g_assert_true (qb_battle_board_is_animating (f->board));
      g_assert_cmpfloat (qb_battle_board_get_animation_progress (f->board), >=, 0);
      g_assert_cmpfloat (qb_battle_board_get_animation_progress (f->board), <, 1);
      QB_TEST_WAIT (!qb_battle_board_is_animating (f->board), "the dice to settle");
      g_assert_cmpfloat (qb_battle_board_get_animation_progress (f->board), ==, -1);
      fires++;
      /* The hits that fire made, given by the side at the screen: its own
       * block flashes. */
      if (battle_test_allocate_moment (f, qb_game_get_state (f->game)) && qb_play_session_get_curtain_side (f->session) < 0)
        {
          g_assert_true (apply_first (f, QB_ACT_HIT));
          g_assert_true (qb_battle_board_is_animating (f->board));
          g_assert_cmpuint (qb_battle_board_get_n_flashing (f->board), >=, 1);
          QB_TEST_WAIT (!qb_battle_board_is_animating (f->board), "the hit's flash to end");
          g_assert_cmpuint (qb_battle_board_get_n_flashing (f->board), ==, 0);
          hits++;
        }
    }
  g_object_set (settings, "gtk-enable-animations", enabled, NULL);
  g_test_message ("%u fires and %u hits animated, %u fires still", fires, hits, still);
  g_assert_cmpuint (fires, >, 0);
  g_assert_cmpuint (hits, >, 0);
  g_assert_cmpuint (still, >, 0);
}

static gboolean
pursued_moment (BattleTestFixture *f, const QbState *s)
{
  const char *banner;

  if (!rout_moment (f, s))
    return FALSE;
  banner = qb_battle_board_get_banner (f->board);
  return banner != NULL && strstr (banner, "Pursuit: ") != NULL;
}

/* The rout banner and the battle summary at the large and small sizes,
 * light and dark, for a look: the same game played again in a window of
 * each size (a shown window keeps its size, and a game started in a
 * window sums up only the battles it ends there). */
static void
test_screenshots_end (BattleTestFixture *f, gconstpointer data)
{
  static const struct { int w, h; gboolean dark; const char *suffix; } shots[] = {
    { 1024, 600, FALSE, "1024-light" },
    { 1024, 600, TRUE, "1024-dark" },
    { 1920, 1080, FALSE, "1920-light" },
    { 1920, 1080, TRUE, "1920-dark" },
  };

  guint64 seed = 1;

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *rout_name = g_strdup_printf ("battle-rout-%s.png", shots[i].suffix);
      g_autofree char *summary_name = g_strdup_printf ("battle-summary-%s.png", shots[i].suffix);
      gboolean found = FALSE;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      /* The first shot looks for a game with a pursuit; the others play
       * that one again. */
      for (; seed < 40 && !found; seed += found ? 0 : 1)
        {
          QbOptions options;
          gtk_window_destroy (GTK_WINDOW (f->window));
          f->window = GTK_WIDGET (qb_window_new (NULL));
          gtk_window_set_default_size (GTK_WINDOW (f->window), shots[i].w, shots[i].h);
          gtk_window_present (GTK_WINDOW (f->window));
          f->play = qb_window_get_play_view (QB_WINDOW (f->window));
          f->session = qb_play_view_get_session (f->play);
          f->board = QB_BATTLE_BOARD (qb_test_find_widget (GTK_WIDGET (f->play), QB_TYPE_BATTLE_BOARD));
          qb_options_default (&options);
          g_clear_object (&f->game);
          f->game = qb_game_new (&options, seed);
          qb_game_set_dice_seed (f->game, seed);
          qb_rng_seed (&f->chooser, seed, 0x62617474ULL);
          qb_window_start_game (QB_WINDOW (f->window), f->game, FALSE);
          found = battle_test_play_until (f, pursued_moment, 6000);
        }
      g_assert_true (found);
      qb_test_settle (f->window);
      if (ABS (gtk_widget_get_width (f->window) - shots[i].w) > 16
          || ABS (gtk_widget_get_height (f->window) - shots[i].h) > 16)
        {
          g_test_message ("screen too small for %s", rout_name);
          continue;
        }
      qb_test_save_screenshot (f->window, rout_name);
      g_assert_true (battle_test_play_until (f, after_battle_moment, 2000));
      g_assert_nonnull (qb_battle_summary_bar_get_text (QB_BATTLE_SUMMARY_BAR (
        qb_test_find_widget (GTK_WIDGET (f->play), QB_TYPE_BATTLE_SUMMARY_BAR))));
      qb_test_settle (f->window);
      qb_test_save_screenshot (f->window, summary_name);
    }
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "battle-board-end");
  g_test_add ("/ui/battle-board/17.2/boat-retreat", BattleTestFixture, NULL,
              battle_test_setup, test_boat_retreat, battle_test_teardown);
  g_test_add ("/ui/battle-board/16.3/rout", BattleTestFixture, NULL,
              battle_test_setup, test_rout, battle_test_teardown);
  g_test_add ("/ui/battle-board/13.2/summary", BattleTestFixture, NULL,
              battle_test_setup, test_summary, battle_test_teardown);
  g_test_add ("/ui/battle-board/14.2/animations", BattleTestFixture, NULL,
              battle_test_setup, test_animations, battle_test_teardown);
  g_test_add ("/ui/battle-board/history", BattleTestFixture, NULL,
              battle_test_setup, test_history, battle_test_teardown);
  g_test_add ("/ui/battle-board/screenshots-end", BattleTestFixture, NULL,
              battle_test_setup, test_screenshots_end, battle_test_teardown);
  return qb_ui_test_run ();
}
