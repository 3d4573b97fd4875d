/* test-battle-retreat.c: a retreat seen by the enemy (issue 13), from a
 * scenario played through the window. The French hold Abraham with three
 * blocks in the columns and the Marine in reserve, never shown; attacked
 * from Sillery, they retreat across the St. Charles at their second turn,
 * so the British fire in pursuit (15.2, 16.2 with 17.2 and ruling R17).
 * The British play at the screen, the French seat is the computer's (held
 * still: the test plays its moves), so the British view is shown
 * throughout and no curtain comes up.
 *
 * Checked against the model:
 * - the orders carried out, the British march on Abraham on the map, and
 *   the battle board comes when they are there;
 * - on the battle board, the retreat's blocks slide to the "Retreated"
 *   place, the Marine as a block back from the French reserve;
 * - while the French take the pursuit's hits, the retreated blocks stand
 *   there: those the British saw in the columns by name, the Marine as a
 *   bare block back, named nowhere (tooltip, label, accessible name);
 * - when the battle is over, the map shows the retreat: the blocks slide
 *   from Abraham to St. Charles, and the French block back among them.
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test test-battle-retreat.
 * Screenshots (battle-retreat-*.png: the revised edition in a large
 * window, light, the classic at 1024 x 600, dark) are saved in the test's
 * build directory.
 */
#include <adwaita.h>
#include <string.h>

#include "qb-ai.h"
#include "qb-battle-board.h"
#include "qb-block-widget.h"
#include "qb-board.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-scenario.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static const QbTestPlace places[] = {
  /* The British: four battalions at Sillery, the rest on Ile d'Orleans
   * (their CV on the map stays above 20, 5.1), the ships in their areas. */
  { 4, QB_SI, 4 }, { 5, QB_SI, 4 }, { 6, QB_SI, 4 }, { 7, QB_SI, 4 },
  { 0, QB_OR, 4 }, { 1, QB_OR, 4 }, { 2, QB_OR, 4 }, { 3, QB_OR, 4 }, { 8, QB_OR, 4 }, { 9, QB_OR, 3 },
  { QB_BR_FIRST_SHIP, QB_LOC_BASON, 0 }, { QB_BR_FIRST_SHIP + 1, QB_LOC_BASON, 0 },
  { QB_BR_FIRST_SHIP + 2, QB_LOC_STLAURENT, 0 }, { QB_BR_FIRST_SHIP + 3, QB_LOC_STLAURENT, 0 },
  /* The French: La Sarre, Languedoc and Bearn and the Marine at Abraham,
   * the rest on the heights and at Ste. Foy. */
  { 26, QB_AB, 4 }, { 27, QB_AB, 4 }, { 28, QB_AB, 4 }, { 31, QB_AB, 3 },
  { 29, QB_BE, 3 }, { 32, QB_MO, 2 }, { 39, QB_SF, 2 },
};

/* Where the French deploy: one a column, the Marine in reserve. */
static const int defenders[] = { 26, 27, 28, 31 };
static const int defend_slots[] = { 0, 1, 2, QB_SLOT_RESERVE };
#define MARINE 31

typedef struct {
  GtkWidget *window;
  QbPlaySession *session;
  QbBattleBoard *battle_board;
  QbBoard *board;
  QbGame *game;
  const char *edition_name;
  gboolean revealed_shot;
} Fixture;

static QbScenario *
make_scenario (int edition)
{
  QbScenario *scenario = qb_test_position_scenario (edition, "Abraham", 10, places, G_N_ELEMENTS (places));

  /* The British have been to Abraham before: no militia deserts (20.0),
   * the orders lead straight into the battle. */
  qb_scenario_set_british_visited (scenario, qb_scenario_get_british_visited (scenario) | (1u << QB_AB));
  return scenario;
}

/* Whoever decides, the action of `type` (with this block and column, or
 * any: -1) if one is legal: applied through the game, as the computer's
 * moves are. */
static gboolean
apply_if (Fixture *f, int type, int block, int b, int c)
{
  g_autoptr(GArray) actions = qb_game_list_legal_actions (f->game);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type != type || (block >= 0 && a.a != block) || (b >= 0 && a.b != b) || (c >= 0 && a.c != c))
        continue;
      g_assert_true (qb_game_apply (f->game, a, &error));
      g_assert_no_error (error);
      return TRUE;
    }
  return FALSE;
}

static void
apply_first (Fixture *f)
{
  g_autoptr(GArray) actions = qb_game_list_legal_actions (f->game);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (actions->len, >, 0);
  g_assert_true (qb_game_apply (f->game, g_array_index (actions, QbAction, 0), &error));
  g_assert_no_error (error);
}

/* No name of a French block the British do not know, anywhere on the
 * battle board: labels, tooltips and accessible names of its blocks. */
static void
check_no_identity (Fixture *f, const char *where)
{
  const QbState *s = qb_game_get_state (f->game);

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (f->battle_board)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      const char *tooltip;
      if (!QB_IS_BLOCK_WIDGET (w) || !gtk_widget_get_visible (w))
        continue;
      tooltip = gtk_widget_get_tooltip_text (w);
      if (tooltip != NULL)
        qb_test_assert_no_french_identity (s, tooltip, where);
      qb_test_assert_no_french_identity (s, qb_block_widget_get_label (QB_BLOCK_WIDGET (w)), where);
    }
}

/* The French blocks on the battle board that stand as retreated: known
 * ones in *named (a bit per block), block backs counted in *backs. */
static void
retreated_on_board (Fixture *f, guint64 *named, int *backs)
{
  const QbState *s = qb_game_get_state (f->game);

  *named = 0;
  *backs = 0;
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (f->battle_board)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      const QbBlockFace *face;
      if (!QB_IS_BLOCK_WIDGET (w) || !gtk_widget_get_visible (w))
        continue;
      face = qb_block_widget_get_face (QB_BLOCK_WIDGET (w));
      if (face->side != QB_FRENCH || face->loc != s->battle.retreat_zone)
        continue;
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (w), "Retreated"));
      if (face->block >= 0)
        *named |= G_GUINT64_CONSTANT (1) << face->block;
      else
        (*backs)++;
    }
}

static const char *
board_page (Fixture *f)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (f->battle_board))));
}

/* Where the battle board has the known block b now (its left edge), or
 * -1. */
static int
block_x (Fixture *f, int b)
{
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (f->battle_board)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (QB_IS_BLOCK_WIDGET (w) && gtk_widget_get_visible (w)
        && qb_block_widget_get_face (QB_BLOCK_WIDGET (w))->block == b)
      {
        GtkAllocation a;
        gtk_widget_get_allocation (w, &a);
        return a.x;
      }
  return -1;
}

static void
open_window (Fixture *f, int edition, guint64 seed)
{
  g_autoptr(QbScenario) scenario = make_scenario (edition);
  g_autoptr(GError) error = NULL;

  f->edition_name = edition == QB_EDITION_CLASSIC ? "classic" : "revised";
  f->window = GTK_WIDGET (qb_window_new (NULL));
  /* Each edition at its own size and style, to look at: the revised at
   * 1920 x 1080 (or as large as the display allows: xvfb-run's screen is
   * 1280 x 1024) light, the classic at 1024 x 600 dark. */
  if (edition == QB_EDITION_CLASSIC)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
      gtk_window_set_default_size (GTK_WINDOW (f->window), 1024, 600);
    }
  else
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
      gtk_window_set_default_size (GTK_WINDOW (f->window), 1920, 1080);
    }
  gtk_window_present (GTK_WINDOW (f->window));
  f->session = qb_play_view_get_session (qb_window_get_play_view (QB_WINDOW (f->window)));
  f->battle_board = QB_BATTLE_BOARD (qb_test_find_widget (f->window, QB_TYPE_BATTLE_BOARD));
  f->board = QB_BOARD (qb_test_find_widget (f->window, QB_TYPE_BOARD));
  f->game = qb_game_new_from_scenario (scenario, seed, &error);
  g_assert_no_error (error);
  qb_game_set_dice_seed (f->game, seed);
  qb_window_start_game (QB_WINDOW (f->window), f->game, TRUE);
  /* The French are the computer's, held still: the test plays for them. */
  qb_play_session_set_computer_paused (f->session, TRUE);
  qb_play_session_set_seat (f->session, QB_FRENCH, QB_AI_EASY);
  g_assert_cmpint (qb_play_session_get_viewer (f->session), ==, QB_BRITISH);
  /* Slow enough that the slide is caught on its way on a loaded machine. */
  g_object_set (f->battle_board, "fire-duration", 3000, NULL);
  qb_test_settle (f->window);
}

static void
close_window (Fixture *f)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->game);
  qb_test_drain ();
}

/* Plays the scenario with the dice of `seed` up to the French retreat,
 * the British standing and firing, the French keeping the Marine in
 * reserve. FALSE if the battle went otherwise (a rout, a British
 * retreat). */
static gboolean
play_to_retreat (Fixture *f)
{
  const QbState *s = qb_game_get_state (f->game);

  g_assert_cmpint (s->move, ==, 10);
  while (s->phase == QB_PHASE_TRANSFER)
    g_assert_true (apply_if (f, QB_ACT_TRANSFER_DONE, -1, -1, -1));
  while (s->phase == QB_PHASE_ORDERS)
    {
      if (s->decider == QB_BRITISH)
        for (int b = 4; b <= 7; b++)
          g_assert_true (apply_if (f, QB_ACT_ORDER_MOVE, b, QB_AB, QB_MODE_LAND));
      g_assert_true (apply_if (f, QB_ACT_ORDER_DONE, -1, -1, -1));
    }
  /* The orders carried out: the British march on Abraham on the map,
   * and the battle board comes when they are there. */
  g_assert_cmpstr (board_page (f), ==, "map");
  g_assert_true (qb_board_is_animating (f->board));
  g_assert_cmpint (s->phase, ==, QB_PHASE_DEPLOY);
  /* The computer deploying meanwhile does not cut the moves short (at
   * once, before the slide can end on a slow machine). */
  g_assert_cmpint (s->decider, ==, QB_FRENCH);
  g_assert_true (apply_if (f, QB_ACT_DEPLOY, defenders[0], -1, defend_slots[0]));
  g_assert_cmpstr (board_page (f), ==, "map");
  g_assert_true (qb_board_is_animating (f->board));
  QB_TEST_WAIT (!qb_board_is_animating (f->board) || qb_board_get_animation_progress (f->board) >= 0.4,
                "the moves half-way");
  if (qb_board_is_animating (f->board) && !f->revealed_shot)
    {
      qb_test_wait_frame (f->window);
      g_autofree char *name = g_strdup_printf ("battle-retreat-%s-reveal.png", f->edition_name);
      qb_test_save_screenshot (f->window, name);
      f->revealed_shot = TRUE;
    }
  QB_TEST_WAIT (g_strcmp0 (board_page (f), "battle") == 0, "the battle board after the moves");
  g_assert_false (qb_board_is_animating (f->board));
  g_assert_true (s->battle.active);
  g_assert_cmpint (s->battle.zone, ==, QB_AB);
  g_assert_cmpint (s->battle.defender, ==, QB_FRENCH);
  for (guint i = 1; i < G_N_ELEMENTS (defenders); i++)
    g_assert_true (apply_if (f, QB_ACT_DEPLOY, defenders[i], -1, defend_slots[i]));
  for (int b = 4; b <= 7; b++)
    g_assert_true (apply_if (f, QB_ACT_DEPLOY, b, -1, b == 7 ? 0 : b - 4));

  for (guint steps = 0; steps < 200 && s->battle.active && s->battle.zone == QB_AB; steps++)
    {
      if (s->battle.retreat_side == QB_FRENCH)
        return TRUE;
      switch (s->phase)
        {
        case QB_PHASE_RETREAT:
          if (s->decider == QB_FRENCH && s->battle.turn >= 2)
            {
              /* Across the St. Charles: the British fire in pursuit. The
               * board laid out first, as between a player's clicks. */
              qb_test_settle (f->window);
              g_assert_true (apply_if (f, QB_ACT_RETREAT, -1, QB_SC, QB_MODE_LAND));
              return TRUE;
            }
          g_assert_true (apply_if (f, QB_ACT_STAND, -1, -1, -1));
          break;
        case QB_PHASE_RESERVE:
          g_assert_true (apply_if (f, QB_ACT_NO_COMMIT, -1, -1, -1));
          break;
        default:
          apply_first (f);
          break;
        }
    }
  return FALSE;
}

static void
test_retreat_seen_by_enemy (gconstpointer data)
{
  int edition = GPOINTER_TO_INT (data);
  guint pursuits = 0, map_slides = 0;

  for (guint64 seed = 1; seed <= 40 && (pursuits == 0 || map_slides == 0); seed++)
    {
      Fixture f = { 0 };
      const QbState *s;
      guint64 named;
      int backs, sliding_x;
      gboolean slid_on_board;

      open_window (&f, edition, seed);
      s = qb_game_get_state (f.game);
      if (!play_to_retreat (&f) || s->battle.retreat_side != QB_FRENCH)
        {
          close_window (&f);
          continue;
        }
      g_test_message ("seed %" G_GUINT64_FORMAT ": the French retreat, phase %d", seed, s->phase);
      g_assert_cmpint (s->blocks[MARINE].slot == QB_SLOT_RETREATED || !s->battle.active, ==, TRUE);

      if (s->battle.active && s->phase == QB_PHASE_ALLOCATE)
        {
          /* The pursuit: the battle board shows the retreat, sliding. */
          g_assert_cmpstr (gtk_stack_get_visible_child_name (
                             GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (f.battle_board)))), ==, "battle");
          slid_on_board = qb_battle_board_is_animating (f.battle_board);
          sliding_x = -1;
          if (slid_on_board && pursuits == 0)
            {
              QB_TEST_WAIT (!qb_battle_board_is_animating (f.battle_board)
                            || qb_battle_board_get_animation_progress (f.battle_board) >= 0.3,
                            "the retreat half-way");
              qb_test_wait_frame (f.window);
              if (qb_battle_board_is_animating (f.battle_board))
                {
                  g_autofree char *name = g_strdup_printf ("battle-retreat-%s-sliding.png", f.edition_name);
                  sliding_x = block_x (&f, 26);
                  qb_test_save_screenshot (f.window, name);
                }
            }
          QB_TEST_WAIT (!qb_battle_board_is_animating (f.battle_board), "the retreat to slide");
          qb_test_settle (f.window);
          /* La Sarre came from the left column: on its way it was short of
           * "Retreated", the board's rightmost place. */
          if (sliding_x >= 0)
            g_assert_cmpint (sliding_x, <, block_x (&f, 26) - 4);
          retreated_on_board (&f, &named, &backs);
          /* Every block that left is there: the British saw three in the
           * columns, the Marine never. */
          for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
            {
              gboolean left = s->blocks[b].loc == QB_SC && s->blocks[b].slot == QB_SLOT_RETREATED;
              gboolean seen = (s->blocks[b].flags & (QB_BF_REVEALED | QB_BF_SCOUTED)) != 0;
              g_assert_cmpint ((named >> b) & 1, ==, left && seen);
            }
          g_assert_false ((named >> MARINE) & 1);
          g_assert_cmpint (backs, ==, 1);
          check_no_identity (&f, "the battle board in a pursuit");
          if (pursuits == 0)
            {
              g_assert_true (slid_on_board);
              g_autofree char *name = g_strdup_printf ("battle-retreat-%s-pursuit.png", f.edition_name);
              qb_test_save_screenshot (f.window, name);
            }
          pursuits++;
          /* The French take the hits, on the Marine when they may: the
           * British see a block back hit, nothing more. */
          while (s->battle.active && s->phase == QB_PHASE_ALLOCATE)
            if (!apply_if (&f, QB_ACT_HIT, MARINE, -1, -1))
              apply_first (&f);
        }
      if (s->battle.active || s->phase == QB_PHASE_OTTAWA_RETREAT)
        {
          close_window (&f);
          continue;
        }
      /* The battle is over: the map is back, and the retreat slides there
       * (the moves of the reveal before the battle do not). */
      /* (At once: under the sanitizers the slide may be over by the time
       * the window has settled.) */
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f.board)));
      if (qb_board_is_animating (f.board))
        {
          gboolean shot = FALSE;
          gint64 end = g_get_monotonic_time () + QB_TEST_WAIT_MS * (gint64) 1000;
          guint tick = qb_test_tick_source ();
          while (qb_board_is_animating (f.board))
            {
              g_main_context_iteration (NULL, TRUE);
              if (!shot && map_slides == 0 && qb_board_get_animation_progress (f.board) >= 0.3)
                {
                  g_autofree char *name = g_strdup_printf ("battle-retreat-%s-map.png", f.edition_name);
                  qb_test_save_screenshot (f.window, name);
                  shot = TRUE;
                }
              g_assert_cmpint (g_get_monotonic_time (), <, end);
            }
          g_source_remove (tick);
          qb_test_settle (f.window);
          map_slides++;
        }
      else
        g_error ("seed %" G_GUINT64_FORMAT ": the retreat did not slide on the map", seed);
      /* The blocks end where the model has them. */
      for (int b = 26; b <= 28; b++)
        if (s->blocks[b].loc != QB_LOC_ELIMINATED)
          g_assert_cmpint (s->blocks[b].loc, ==, QB_SC);
      close_window (&f);
    }
  g_test_message ("%u pursuits of a retreat with a block back, %u retreats slid on the map", pursuits, map_slides);
  g_assert_cmpuint (pursuits, >, 0);
  g_assert_cmpuint (map_slides, >, 0);
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "battle-retreat");
  g_test_add_data_func ("/ui/battle-retreat/15.2/seen-by-enemy/revised",
                        GINT_TO_POINTER (QB_EDITION_REVISED), test_retreat_seen_by_enemy);
  g_test_add_data_func ("/ui/battle-retreat/15.2/seen-by-enemy/classic",
                        GINT_TO_POINTER (QB_EDITION_CLASSIC), test_retreat_seen_by_enemy);
  return qb_ui_test_run ();
}
