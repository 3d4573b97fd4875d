/* test-battle-board-flows.c: the battle board's small flows, played in a window
 * with real input (xdotool) where it matters: why a block may not take
 * the hit at hand (its tooltip and accessible label), the Ottawa's raid
 * (22.2) with the hits given by mouse and by keyboard, and its scouting
 * (22.3), each checked against the model, with the British screen and the
 * board's accessible labels naming no French block the British may not
 * know.
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test test-battle-board-flows.
 * The real-input tests are skipped without xdotool. Screenshots are saved
 * in the test's build directory (battle-raid-*.png, battle-scout-*.png).
 */
#include <adwaita.h>
#include <string.h>

#include "qb-battle-board.h"
#include "qb-battle-board-test.h"
#include "qb-block-widget.h"
#include "qb-game.h"
#include "qb-hit-text.h"
#include "qb-play-session.h"
#include "qb-ui-names.h"
#include "qb-ui-test-util.h"

/* The stream of this file's chooser ("flow"), not BATTLE_TEST_STREAM:
 * the games these tests have always played, and so the same moments,
 * checks and screenshots. */
#define FLOWS_STREAM 0x666c6f77ULL

/* Plays games from `seed` on until one reaches `moment`. */
static void
find_moment (BattleTestFixture *f, int edition, gboolean hide, BattleTestMoment moment, guint64 seed, guint64 last)
{
  for (;; seed++)
    {
      if (seed > last)
        g_error ("no game of seeds up to %" G_GUINT64_FORMAT " reached the moment", last);
      battle_test_new_game_on_stream (f, edition, seed, hide, FLOWS_STREAM);
      if (battle_test_play_until (f, moment, 6000))
        {
          g_test_message ("seed %" G_GUINT64_FORMAT, seed);
          return;
        }
    }
}

/* ---- Real input ----------------------------------------------------------------- */

/* A click of the mouse in the middle of `widget`, through the X server. */
static void
click_widget (GtkWidget *window,
              GtkWidget *widget)
{
  g_assert_true (gtk_widget_get_mapped (widget));
  qb_test_pointer_to (window, widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
  qb_test_pump (window, 50);
  qb_test_xdotool ("click", "1", NULL);
  qb_test_pump (window, 150);
}

/* ---- What the board says ---------------------------------------------------------- */

/* Every word on the board as the British (or both players) see it: the
 * board's own (battle_test_check_board_words(): labels, buttons, tooltips
 * and the blocks' accessible labels), and its header, status line, note
 * and banner, name no French block the British do not know, and a French
 * block shows its face only if they know it. */
static void
check_board_for_british (QbBattleBoard *board, const QbState *s)
{
  int seen[2];

  battle_test_check_board_words (board, s, seen);
  battle_test_no_identity (s, qb_battle_board_get_header (board), "the header");
  battle_test_no_identity (s, qb_battle_board_get_status (board), "the status line");
  battle_test_no_identity (s, qb_battle_board_get_note (board), "the note");
  battle_test_no_identity (s, qb_battle_board_get_banner (board), "the banner");
  g_assert_cmpint (seen[0] + seen[1], >, 0);
}

static void
check_british_screen (BattleTestFixture *f)
{
  g_assert_true (qb_play_session_get_viewer (f->session) == QB_BRITISH
                 || qb_play_session_get_viewer (f->session) == QB_PUBLIC);
  check_board_for_british (f->board, qb_game_get_state (f->game));
}

/* The British view of the moment at hand on a board of its own (as the
 * Replay page shows it), when the player at the screen is French. */
static void
check_british_moment (BattleTestFixture *f, const char *screenshot)
{
  GtkWidget *window = gtk_window_new ();
  QbBattleBoard *board = QB_BATTLE_BOARD (qb_battle_board_new ());
  QbView view;
  guint n = 0;
  const QbEvent *events = qb_game_get_events (f->game, &n);

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 460);
  gtk_window_present (GTK_WINDOW (window));
  qb_game_view (f->game, QB_BRITISH, &view);
  qb_battle_board_show_moment (board, &view, events, n);
  qb_test_settle (window);
  g_assert_true (qb_battle_board_has_battle (board));
  if (qb_game_get_state (f->game)->battle.kind == QB_BATTLE_SCOUT)
    g_assert_true (g_str_has_suffix (qb_battle_board_get_header (board), " — the Ottawa must withdraw"));
  check_board_for_british (board, qb_game_get_state (f->game));
  qb_test_save_screenshot (window, screenshot);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The legal hits at hand, as a mask of blocks. */
static guint64
hit_mask (BattleTestFixture *f)
{
  GArray *actions = qb_play_session_get_actions (f->session);
  guint64 mask = 0;

  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, QbAction, i).type == QB_ACT_HIT)
      mask |= G_GUINT64_CONSTANT (1) << g_array_index (actions, QbAction, i).a;
  return mask;
}

/* ---- Why not, for hits (14.1, 16.2, 22.2, 22.4) ------------------------------------ */

static gboolean
refused_hit_moment (BattleTestFixture *f, const QbState *s)
{
  const QbView *view = qb_play_session_get_view (f->session);

  if (s->phase != QB_PHASE_ALLOCATE || qb_play_session_get_viewer (f->session) != s->decider)
    return FALSE;
  for (int b = QB_FIRST_BLOCK (s->decider); b < QB_FIRST_BLOCK (s->decider) + QB_BLOCKS_PER_SIDE; b++)
    if (s->blocks[b].loc == s->battle.zone && !(hit_mask (f) & (G_GUINT64_CONSTANT (1) << b)))
      {
        g_autofree char *why = qb_battle_hit_why_not (view, b);
        if (why != NULL)
          return TRUE;
      }
  return FALSE;
}

/* While a side gives hits, each of its blocks on the board that may not
 * take one says why, in its tooltip and to screen readers (the text
 * layer's reason, with its rule), and the ones that may say nothing of
 * the kind; the enemy's blocks never carry a reason. */
static void
test_hit_why_not (BattleTestFixture *f, gconstpointer data)
{
  const QbState *s;
  const QbView *view;
  guint refused = 0, lit = 0;

  find_moment (f, GPOINTER_TO_INT (data), TRUE, refused_hit_moment, 1, 200);
  s = qb_game_get_state (f->game);
  view = qb_play_session_get_view (f->session);
  qb_test_settle (f->window);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      GtkWidget *w;
      const char *tooltip;

      if (s->blocks[b].loc != s->battle.zone)
        continue;
      w = qb_battle_board_get_block_widget (f->board, b);
      if (w == NULL)
        {
          /* Only an enemy block the viewer does not know has no widget of its own. */
          g_assert_true (QB_BLOCK_SIDE (b) != s->decider);
          continue;
        }
      tooltip = gtk_widget_get_tooltip_text (w);
      g_assert_nonnull (tooltip);
      {
        g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (w),
                                                                     GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                     tooltip);
        g_assert_null (wrong);
      }
      if (QB_BLOCK_SIDE (b) != s->decider)
        g_assert_null (strstr (tooltip, "Not now: "));
      else if (hit_mask (f) & (G_GUINT64_CONSTANT (1) << b))
        {
          g_assert_null (strstr (tooltip, "Not now: "));
          g_assert_true (qb_block_widget_get_selected (QB_BLOCK_WIDGET (w)));
          lit++;
        }
      else
        {
          g_autofree char *why = qb_battle_hit_why_not (view, b);
          g_autofree char *end = g_strdup_printf ("Not now: %s", why);
          g_assert_nonnull (why);
          g_assert_true (g_str_has_suffix (tooltip, end));
          g_assert_false (qb_block_widget_get_selected (QB_BLOCK_WIDGET (w)));
          g_test_message ("%s", tooltip);
          refused++;
        }
    }
  g_test_message ("hits from %s: %u blocks lit, %u refused",
                  s->battle.pursuit == QB_HITS_PURSUIT ? "a pursuit" : s->battle.pursuit == QB_HITS_RAID ? "a raid" : "fire",
                  lit, refused);
  g_assert_cmpuint (refused, >, 0);
  /* Every block that may take the hit and is on the board is lit (a
   * pursuit's fall on blocks that already left it). */
  {
    guint here = 0;
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      if ((hit_mask (f) & (G_GUINT64_CONSTANT (1) << b)) && s->blocks[b].loc == s->battle.zone)
        here++;
    g_assert_cmpuint (lit, ==, here);
    g_assert_true (lit > 0 || s->battle.pursuit == QB_HITS_PURSUIT);
  }
  qb_test_save_screenshot (f->window, "battle-hit-why-not.png");
}

/* ---- The Ottawa's raid (22.2) ------------------------------------------------------ */

/* The British give a raid's hits, with a choice of blocks. */
static gboolean
raid_moment (BattleTestFixture *f, const QbState *s)
{
  return s->phase == QB_PHASE_ALLOCATE && s->battle.kind == QB_BATTLE_RAID && s->decider == QB_BRITISH
         && qb_play_session_get_viewer (f->session) == QB_BRITISH
         && __builtin_popcountll (hit_mask (f)) >= 2;
}

/* One raid hit given through the board by real input, checked against
 * the model: the block hit loses a step (or goes), the hits still to give
 * go down, and the British screen says nothing of French blocks. */
static void
give_raid_hit (BattleTestFixture *f, gboolean keyboard, const char *screenshot)
{
  const QbState *s = qb_game_get_state (f->game);
  guint64 mask = hit_mask (f);
  int target = -1, cv, hits = s->battle.hits;
  guint n0 = 0, n1 = 0;
  const QbEvent *events;
  GtkWidget *w;

  /* The weakest block that may take it: not the one the board would pick
   * by itself (the strongest). */
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if ((mask & (G_GUINT64_CONSTANT (1) << b)) && (target < 0 || s->blocks[b].cv < s->blocks[target].cv))
      target = b;
  cv = s->blocks[target].cv;
  w = qb_battle_board_get_block_widget (f->board, target);
  g_assert_nonnull (w);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (w), "; In the zone"));
  g_assert_true (qb_block_widget_get_selected (QB_BLOCK_WIDGET (w)));
  g_assert_true (gtk_widget_get_focusable (w));

  /* A raid is not called a battle, and says who takes the hits. */
  g_assert_nonnull (strstr (qb_battle_board_get_header (f->board), "Raid"));
  g_assert_null (strstr (qb_battle_board_get_header (f->board), "Battle"));
  g_assert_nonnull (strstr (qb_battle_board_get_header (f->board), "the British take"));
  /* The Ottawa's fire is announced: its dice, doubled (22.2). */
  g_assert_cmpstr (qb_battle_board_get_status (f->board), !=, "");
  check_british_screen (f);
  qb_test_save_screenshot (f->window, screenshot);

  qb_game_get_events (f->game, &n0);
  if (keyboard)
    {
      gtk_widget_grab_focus (w);
      qb_test_pump (f->window, 50);
      g_assert_true (gtk_widget_has_focus (w));
      qb_test_xdotool ("key", "Return", NULL);
      qb_test_pump (f->window, 150);
    }
  else
    click_widget (f->window, w);
  events = qb_game_get_events (f->game, &n1);
  g_assert_cmpuint (n1, >, n0);
  g_assert_cmpint (events[n0].type, ==, QB_EV_HIT);
  g_assert_cmpint (events[n0].block, ==, target);
  g_assert_true (s->blocks[target].cv == cv - 1 || s->blocks[target].loc == QB_LOC_ELIMINATED);
  if (s->phase == QB_PHASE_ALLOCATE && s->battle.kind == QB_BATTLE_RAID)
    g_assert_cmpint (s->battle.hits, ==, hits - 1);
}

static void
test_raid (BattleTestFixture *f, gconstpointer data)
{
  const QbState *s;
  guint given = 0;

  if (!qb_test_can_use_xdotool ())
    {
      g_test_skip ("no xdotool");
      return;
    }
  find_moment (f, QB_EDITION_CLASSIC, TRUE, raid_moment, 1, 300);
  s = qb_game_get_state (f->game);
  qb_test_settle (f->window);
  qb_test_focus_window (f->window);
  /* The first hit by mouse, the next (if the raid has one with a choice)
   * by keyboard. */
  give_raid_hit (f, FALSE, "battle-raid-mouse.png");
  given++;
  qb_test_settle (f->window);
  if (raid_moment (f, s))
    {
      give_raid_hit (f, TRUE, "battle-raid-keyboard.png");
      given++;
    }
  g_test_message ("%u raid hits given by real input", given);
  /* After the hits: the raid's result on the board, as the British see it
   * (the return fire, the Ottawa's withdrawal to come, or the summary). */
  qb_test_settle (f->window);
  if (qb_play_session_get_viewer (f->session) == QB_BRITISH || qb_play_session_get_viewer (f->session) == QB_PUBLIC)
    if (qb_battle_board_has_battle (f->board))
      check_british_screen (f);
  qb_test_save_screenshot (f->window, "battle-raid-after.png");
}

/* The raid by keyboard alone: a game whose raid gives its first hit with
 * a choice, given with Return on the focused block. */
static void
test_raid_keyboard (BattleTestFixture *f, gconstpointer data)
{
  if (!qb_test_can_use_xdotool ())
    {
      g_test_skip ("no xdotool");
      return;
    }
  find_moment (f, QB_EDITION_CLASSIC, TRUE, raid_moment, 1, 300);
  qb_test_settle (f->window);
  qb_test_focus_window (f->window);
  give_raid_hit (f, TRUE, "battle-raid-keyboard-first.png");
}

/* ---- The Ottawa's scouting (22.3) -------------------------------------------------- */

static gboolean
scout_moment (BattleTestFixture *f, const QbState *s)
{
  return s->phase == QB_PHASE_OTTAWA_RETREAT && s->battle.kind == QB_BATTLE_SCOUT;
}

/* The first shown button with a label that is not History's: stricter
 * than battle_test_find_action_button(), which would take a hidden or
 * unlabelled one. */
static GtkWidget *
find_action_button (GtkWidget *root)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && gtk_widget_get_visible (c) && gtk_button_get_label (GTK_BUTTON (c)) != NULL
          && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), "History") != 0)
        return c;
      GtkWidget *found = find_action_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Ottawa scouts: the board shows the scout (not a battle), the
 * British blocks it revealed face up with their strength, and its
 * withdrawal as buttons; one clicked by mouse moves the Ottawa there. */
static void
test_scout (BattleTestFixture *f, gconstpointer data)
{
  const QbState *s;
  guint scouted = 0;
  GtkWidget *button;
  GArray *actions;
  QbAction withdraw = { QB_ACT_NONE, 0, 0, 0 };
  g_autofree char *label = NULL;

  if (!qb_test_can_use_xdotool ())
    {
      g_test_skip ("no xdotool");
      return;
    }
  find_moment (f, GPOINTER_TO_INT (data), TRUE, scout_moment, 1, 300);
  s = qb_game_get_state (f->game);
  qb_test_settle (f->window);
  qb_test_focus_window (f->window);
  g_test_message ("viewer %d, header %s, status %s", qb_play_session_get_viewer (f->session),
                  qb_battle_board_get_header (f->board), qb_battle_board_get_status (f->board));
  g_assert_true (qb_battle_board_has_battle (f->board));
  g_assert_nonnull (strstr (qb_battle_board_get_header (f->board), "Scout"));
  /* It must go (22.3): the header says so, to both players. */
  g_assert_true (g_str_has_suffix (qb_battle_board_get_header (f->board), " — the Ottawa must withdraw"));
  g_assert_null (strstr (qb_battle_board_get_header (f->board), "Battle"));
  /* The scouted blocks, face up for whoever is at the screen. */
  for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE; b++)
    if (s->blocks[b].loc == s->battle.zone && (s->blocks[b].flags & QB_BF_SCOUTED))
      {
        GtkWidget *w = qb_battle_board_get_block_widget (f->board, b);
        const QbBlockFace *face;
        g_assert_nonnull (w);
        face = qb_block_widget_get_face (QB_BLOCK_WIDGET (w));
        g_assert_cmpint (face->block, ==, b);
        g_assert_cmpint (face->cv, ==, s->blocks[b].cv);
        /* Not "not deployed", nor "retreated": found in the zone. */
        g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (w), "; In the zone"));
        /* The banner (a live region, announced) lists every block found. */
        g_assert_nonnull (strstr (qb_battle_board_get_banner (f->board),
                                  qb_ui_block_in_sentence (s->options.edition, b)));
        scouted++;
      }
  g_assert_true (g_str_has_prefix (qb_battle_board_get_banner (f->board), "Scouted (22.3): "));
  g_assert_cmpuint (scouted, >, 0);
  g_assert_cmpuint (scouted, <=, 4);
  if (qb_play_session_get_viewer (f->session) != QB_FRENCH)
    check_british_screen (f);
  else
    check_british_moment (f, "battle-scout-british.png");
  qb_test_save_screenshot (f->window, "battle-scout.png");

  /* The withdrawal, by mouse: the button's action is the model's. */
  button = find_action_button (GTK_WIDGET (f->board));
  g_assert_nonnull (button);
  label = g_strdup (gtk_button_get_label (GTK_BUTTON (button)));
  /* The board keeps the button's action with it, packed. */
  {
    guint32 packed = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "qb-action"));
    withdraw.type = (guint8) (packed & 0xff);
    withdraw.b = (guint8) ((packed >> 16) & 0xff);
  }
  actions = qb_play_session_get_actions (f->session);
  {
    gboolean legal = FALSE;
    for (guint i = 0; i < actions->len; i++)
      legal |= g_array_index (actions, QbAction, i).type == withdraw.type
               && g_array_index (actions, QbAction, i).b == withdraw.b;
    g_assert_true (legal);
  }
  g_test_message ("button \"%s\"", label);
  g_assert_cmpint (withdraw.type, ==, QB_ACT_OTTAWA_RETREAT);
  click_widget (f->window, button);
  g_assert_cmpint (s->blocks[QB_FR_OTTAWA].loc, ==, withdraw.b);
  g_assert_false (s->phase == QB_PHASE_OTTAWA_RETREAT && s->battle.kind == QB_BATTLE_SCOUT
                  && s->battle.active);
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "battle-board-flows");
  g_test_add ("/ui/battle-board-flows/14.2/hit-why-not/classic", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_CLASSIC),
              battle_test_setup_bare, test_hit_why_not, battle_test_teardown);
  g_test_add ("/ui/battle-board-flows/14.2/hit-why-not/revised", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_REVISED),
              battle_test_setup_bare, test_hit_why_not, battle_test_teardown);
  g_test_add ("/ui/battle-board-flows/22.2/raid", BattleTestFixture, NULL,
              battle_test_setup_bare, test_raid, battle_test_teardown);
  g_test_add ("/ui/battle-board-flows/22.2/raid-keyboard", BattleTestFixture, NULL,
              battle_test_setup_bare, test_raid_keyboard, battle_test_teardown);
  g_test_add ("/ui/battle-board-flows/22.3/scout/classic", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_CLASSIC),
              battle_test_setup_bare, test_scout, battle_test_teardown);
  g_test_add ("/ui/battle-board-flows/22.3/scout/revised", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_REVISED),
              battle_test_setup_bare, test_scout, battle_test_teardown);
  return qb_ui_test_run ();
}
