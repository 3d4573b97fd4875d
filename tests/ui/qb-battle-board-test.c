/* qb-battle-board-test.c: what the battle board's window tests share
 * (qb-battle-board-test.h). */
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
#include "qb-window.h"
#include "qb-battle-board-test.h"

void
battle_test_setup (BattleTestFixture *f, gconstpointer data)
{
  f->window = GTK_WIDGET (qb_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1024, 600);
  gtk_window_present (GTK_WINDOW (f->window));
  f->play = qb_window_get_play_view (QB_WINDOW (f->window));
  f->session = qb_play_view_get_session (f->play);
  f->board = QB_BATTLE_BOARD (qb_test_find_widget (GTK_WIDGET (f->play), QB_TYPE_BATTLE_BOARD));
  g_assert_nonnull (f->board);
  g_assert_true (qb_battle_board_get_session (f->board) == f->session);
}

void
battle_test_teardown (BattleTestFixture *f, gconstpointer data)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->game);
  g_clear_object (&f->own_session);
}

/* A battle board of its own over a session of its own, in a plain
 * window, for the tests that play many games: the whole window would redo
 * its log at each change, for nothing these tests look at. */
void
battle_test_setup_bare (BattleTestFixture *f, gconstpointer data)
{
  f->play = NULL;
  f->own_session = qb_play_session_new ();
  f->session = f->own_session;
  f->board = QB_BATTLE_BOARD (qb_battle_board_new ());
  qb_battle_board_set_session (f->board, f->session);
  f->window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->board));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1024, 460);
  gtk_window_present (GTK_WINDOW (f->window));
}

void
battle_test_use_bare (BattleTestFixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  battle_test_setup_bare (f, NULL);
}

void
battle_test_new_game (BattleTestFixture *f, int edition, guint64 seed, gboolean hide)
{
  battle_test_new_game_on_stream (f, edition, seed, hide, BATTLE_TEST_STREAM);
}

void
battle_test_new_game_on_stream (BattleTestFixture *f,
                                int                edition,
                                guint64            seed,
                                gboolean           hide,
                                guint64            stream)
{
  QbOptions options;

  /* A window of its own: another game in the same one would ask first
   * whether to save the last. */
  if (f->game != NULL && f->own_session == NULL)
    {
      gtk_window_destroy (GTK_WINDOW (f->window));
      battle_test_setup (f, NULL);
    }
  qb_options_default (&options);
  options.edition = (guint8) edition;
  g_clear_object (&f->game);
  f->game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (f->game, seed);
  qb_rng_seed (&f->chooser, seed, stream);
  if (f->own_session != NULL)
    qb_play_session_set_game (f->session, f->game, hide);
  else
    qb_window_start_game (QB_WINDOW (f->window), f->game, hide);
  g_assert_true (qb_play_session_get_game (f->session) == f->game);
}

/* One random decision of whoever is at the screen, as a player would take
 * it: the curtain lifted first. FALSE when the game is over. */
gboolean
battle_test_step (BattleTestFixture *f)
{
  GArray *actions;
  g_autoptr(GError) error = NULL;

  if (qb_game_is_over (f->game))
    return FALSE;
  if (qb_play_session_get_curtain_side (f->session) >= 0)
    qb_play_session_lift_curtain (f->session);
  actions = qb_play_session_get_actions (f->session);
  g_assert_cmpuint (actions->len, >, 0);
  g_assert_true (qb_play_session_apply (f->session,
                                        g_array_index (actions, QbAction, qb_rng_below (&f->chooser, actions->len)),
                                        &error));
  g_assert_no_error (error);
  return TRUE;
}

/* Plays on until `moment` holds (the curtain lifted), or the game ends. */
gboolean
battle_test_play_until (BattleTestFixture *f, BattleTestMoment moment, guint max_steps)
{
  for (guint i = 0; i < max_steps; i++)
    {
      if (qb_play_session_get_curtain_side (f->session) >= 0)
        qb_play_session_lift_curtain (f->session);
      if (moment (f, qb_game_get_state (f->game)))
        return TRUE;
      if (!battle_test_step (f))
        return FALSE;
    }
  return FALSE;
}

const char *
battle_test_visible_child (BattleTestFixture *f)
{
  GtkWidget *stack = gtk_widget_get_parent (GTK_WIDGET (f->board));
  g_assert_true (GTK_IS_STACK (stack));
  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

/* qb_test_assert_no_french_identity(), but where the engine makes the
 * Ottawa public: in a raid (22.2) the raider, whose fire is a public
 * event; and a withdrawal it must make (22.4), a public decision
 * (qb_decision_is_private()). */
void
battle_test_no_identity (const QbState *s, const char *text, const char *where)
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

/* Every text the board holds: no unrevealed French block named, a French
 * block widget with an identity only for a block the British know, a
 * block's accessible label its tooltip, a block back not focusable; the
 * block widgets of each side counted in `seen`. It reads the board alone,
 * so that it also serves a board showing a moment with no session
 * (qb_battle_board_show_moment()). */
void
battle_test_check_board_words (QbBattleBoard *board, const QbState *s, int seen[2])
{
  seen[0] = seen[1] = 0;
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (board)); w != NULL; )
    {
      if (gtk_widget_get_visible (w) && gtk_widget_get_child_visible (w))
        {
          const char *tooltip = gtk_widget_get_tooltip_text (w);
          if (tooltip != NULL)
            battle_test_no_identity (s, tooltip, "a tooltip on the battle board");
          /* The status line is the log's sentence of the last event, as
           * the viewer's log says it (the text tests check those); the
           * other labels are the board's own. */
          if (GTK_IS_LABEL (w) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (w)),
                                             qb_battle_board_get_status (board)) != 0)
            battle_test_no_identity (s, gtk_label_get_text (GTK_LABEL (w)), "a label on the battle board");
          if (GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL)
            battle_test_no_identity (s, gtk_button_get_label (GTK_BUTTON (w)), "a button on the battle board");
          if (QB_IS_BLOCK_WIDGET (w))
            {
              const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (w));
              battle_test_no_identity (s, qb_block_widget_get_label (QB_BLOCK_WIDGET (w)), "a block label");
              if (face->side == QB_FRENCH && face->block >= 0)
                g_assert_true (s->blocks[face->block].flags & (QB_BF_REVEALED | QB_BF_SCOUTED));
              if (face->block < 0)
                g_assert_false (gtk_widget_get_focusable (w));
              /* A screen reader hears what the tooltip shows. */
              if (tooltip != NULL && face->block >= 0)
                {
                  g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (w),
                                                                               GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                               tooltip);
                  g_assert_null (wrong);
                }
              seen[face->side]++;
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
}

/* The board's words (battle_test_check_board_words()) at the screen of
 * the British or of both players, the odds only for the decider, and
 * every block of the battle on the board. */
void
battle_test_check_british_board (BattleTestFixture *f)
{
  const QbState *s = qb_game_get_state (f->game);
  int seen[2];

  g_assert_true (qb_play_session_get_viewer (f->session) == QB_BRITISH
                 || qb_play_session_get_viewer (f->session) == QB_PUBLIC);
  battle_test_check_board_words (f->board, s, seen);
  /* Odds tell what the decider knows: never shown to the other side, nor
   * in the public view both players watch. */
  if (qb_play_session_get_viewer (f->session) != s->decider)
    g_assert_false (gtk_widget_get_visible (qb_battle_board_get_odds_slot (f->board)));
  /* Every block in the battle's zone is on the board, known or not, and
   * so are those of a retreat still under pursuit (16.2, 17.2). */
  for (int side = 0; side < 2; side++)
    {
      int want = qb_zone_count (s, side, s->battle.zone);
      if (s->battle.retreat_side == side)
        for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
          want += s->blocks[b].loc == s->battle.retreat_zone && s->blocks[b].slot == QB_SLOT_RETREATED;
      if (seen[side] != want)
        {
          const QbView *v = qb_play_session_get_view (f->session);
          g_test_message ("phase %d kind %d side %d zone %d has %d count %d res %d col %d %d %d %d ottawa loc %d slot %d",
                          s->phase, s->battle.kind, side, s->battle.zone, qb_battle_board_has_battle (f->board),
                          v->count[side][s->battle.zone], v->reserve_count[side], v->column_count[side][0],
                          v->column_count[side][1], v->column_count[side][2], v->column_count[side][4],
                          s->blocks[QB_FR_OTTAWA].loc, s->blocks[QB_FR_OTTAWA].slot);
        }
      g_assert_cmpint (seen[side], ==, want);
    }
}

gboolean
battle_test_allocate_moment (BattleTestFixture *f, const QbState *s)
{
  return s->phase == QB_PHASE_ALLOCATE && s->battle.pursuit == QB_HITS_FIRE;
}

GtkWidget *
battle_test_find_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), label) == 0)
        return c;
      GtkWidget *found = battle_test_find_button (c, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first button that takes a decision (not the history's). */
GtkWidget *
battle_test_find_action_button (GtkWidget *root)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), "History") != 0)
        return c;
      GtkWidget *found = battle_test_find_action_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
battle_test_fire_moment (BattleTestFixture *f, const QbState *s)
{
  return s->phase == QB_PHASE_FIRE && s->battle.turn >= 1;
}
