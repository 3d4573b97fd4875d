/* test-battle-scenario.c: one battle scripted from a scenario, played in
 * the window with real input (xdotool): a position built with QbScenario
 * (move 10, five British battalions at Cap Rouge, four weak French
 * blocks at Sillery with Abraham behind them), the British march on
 * Sillery, the French deploy, then the British deploy by dragging their
 * blocks onto the columns and the reserve, fire by clicking their blocks,
 * and each side gives its hits by clicking the block that takes them,
 * until a side is routed and pursued (16.x). The model is checked at
 * each stage, in both editions. Screenshots of each stage are saved in
 * the test's build directory and, when QB_SHOTS_DIR is set, there too
 * (scenario-<edition>-<n>-<stage>.png).
 *
 * Then the choices made on the map before a battle: when several battles
 * arise the French pick the next by clicking its zone (11.2), and when two
 * equal groups cross each other the French pick the site the same way
 * (11.1 c).
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test test-battle-scenario.
 * Skipped without xdotool.
 */
#include <adwaita.h>
#include <string.h>

#include "qb-battle-board.h"
#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-battle-geometry.h"
#include "qb-block-widget.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-scenario.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

typedef struct {
  GtkWidget *window;
  QbPlaySession *session;
  QbBattleBoard *board;
  QbGame *game;
  const char *edition_name;
  guint shots;
} Fixture;

/* ---- The scenario ------------------------------------------------------------------ */

static const QbTestPlace places[] = {
  /* The British: four battalions at Cap Rouge, the rest on Ile d'Orleans
   * (their CV on the map stays above 20, 5.1), the ships in their areas. */
  { 4, QB_CR, 4 }, { 5, QB_CR, 4 }, { 6, QB_CR, 4 }, { 7, QB_CR, 3 }, { 8, QB_CR, 4 },
  { 0, QB_OR, 4 }, { 1, QB_OR, 4 }, { 2, QB_OR, 4 }, { 3, QB_OR, 4 }, { 9, QB_OR, 3 },
  { QB_BR_FIRST_SHIP, QB_LOC_BASON, 0 }, { QB_BR_FIRST_SHIP + 1, QB_LOC_BASON, 0 },
  { QB_BR_FIRST_SHIP + 2, QB_LOC_STLAURENT, 0 }, { QB_BR_FIRST_SHIP + 3, QB_LOC_STLAURENT, 0 },
  /* The French: La Sarre, Languedoc and Bearn worn down at Sillery, the
   * Marine at Abraham behind them, the rest on the heights. */
  { 26, QB_SI, 1 }, { 27, QB_SI, 1 }, { 28, QB_SI, 2 }, { 30, QB_SI, 1 },
  { 31, QB_AB, 3 }, { 29, QB_BE, 3 }, { 32, QB_MO, 2 }, { 39, QB_SF, 2 },
};

static const int attackers[] = { 4, 5, 6, 7, 8 };
/* Where the British drag them: one a column, a second in the left column
 * (so that a hit there is the British player's choice), one in reserve. */
static const int attack_slots[] = { 0, 1, 2, 0, QB_SLOT_RESERVE };
/* The French: two in the left column, one in each other. */
static const int defenders[] = { 26, 30, 27, 28 };
static const int defend_slots[] = { 0, 0, 1, 2 };

static QbScenario *
make_scenario (int edition)
{
  QbScenario *scenario = qb_test_position_scenario (edition, "Sillery", 10, places, G_N_ELEMENTS (places));

  return scenario;
}

/* ---- The window, and real input ----------------------------------------------------- */

static void
shot (Fixture *f, const char *stage)
{
  g_autofree char *name = g_strdup_printf ("scenario-%s-%u-%s.png", f->edition_name, ++f->shots, stage);
  const char *dir = g_getenv ("QB_SHOTS_DIR");

  qb_test_settle (f->window);
  qb_test_save_screenshot (f->window, name);
  if (dir != NULL && *dir != '\0')
    {
      g_autofree char *built = g_build_filename (g_test_get_dir (G_TEST_BUILT), name, NULL);
      g_autofree char *copy = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) from = g_file_new_for_path (built);
      g_autoptr(GFile) to = g_file_new_for_path (copy);
      g_autoptr(GError) error = NULL;

      g_mkdir_with_parents (dir, 0755);
      if (!g_file_copy (from, to, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error))
        g_test_message ("screenshot not copied: %s", error->message);
    }
}

static void
click_widget (Fixture *f, GtkWidget *widget)
{
  g_assert_true (gtk_widget_get_mapped (widget));
  qb_test_pointer_to (f->window, widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
  qb_test_pump (f->window, 50);
  qb_test_xdotool ("click", "1", NULL);
  qb_test_pump (f->window, 150);
}

/* A real drag through the X server: press on the middle of the block,
 * move in small steps past the threshold, then over the middle of the
 * cell, and release. */
static void
drag_to (Fixture *f, GtkWidget *block, GtkWidget *cell)
{
  GtkWidget *window = f->window;
  double fx, fy, tx, ty;

  g_assert_true (gtk_widget_get_mapped (block));
  g_assert_true (gtk_widget_translate_coordinates (block, window, gtk_widget_get_width (block) / 2.0,
                                                   gtk_widget_get_height (block) / 2.0, &fx, &fy));
  /* A point of the cell that no block covers: the drop is the cell's. */
  {
    gboolean found = FALSE;
    for (int j = 1; j < 10 && !found; j++)
      for (int i = 1; i < 10 && !found; i++)
        {
          GtkWidget *picked;
          g_assert_true (gtk_widget_translate_coordinates (cell, window, gtk_widget_get_width (cell) * i / 10.0,
                                                           gtk_widget_get_height (cell) * (10 - j) / 10.0, &tx, &ty));
          picked = gtk_widget_pick (window, tx, ty, GTK_PICK_DEFAULT);
          found = picked != NULL && (picked == cell || gtk_widget_is_ancestor (picked, cell));
        }
    g_assert_true (found);
  }
  qb_test_pointer_to (window, window, fx, fy);
  qb_test_pump (window, 50);
  qb_test_xdotool ("mousedown", "1", NULL);
  qb_test_pump (window, 50);
  for (int i = 1; i <= 4; i++)
    {
      qb_test_pointer_to (window, window, fx + (tx - fx) * i / 8.0, fy + (ty - fy) * i / 8.0);
      qb_test_pump (window, 30);
    }
  qb_test_pointer_to (window, window, tx, ty);
  qb_test_pump (window, 100);
  qb_test_pointer_to (window, window, tx + 1, ty + 1);
  qb_test_pump (window, 100);
  qb_test_xdotool ("mouseup", "1", NULL);
  qb_test_pump (window, 300);
}

static void
lift_curtain (Fixture *f)
{
  if (qb_play_session_get_curtain_side (f->session) >= 0)
    {
      gtk_widget_activate_action (f->window, "win.lift-curtain", NULL);
      qb_test_settle (f->window);
    }
  g_assert_cmpint (qb_play_session_get_curtain_side (f->session), <, 0);
}

static void
apply (Fixture *f, int type, int a, int b, int c)
{
  QbAction action = { (guint8) type, (guint8) a, (guint8) b, (guint8) c };
  g_autoptr(GError) error = NULL;

  lift_curtain (f);
  g_assert_true (qb_play_session_apply (f->session, action, &error));
  g_assert_no_error (error);
}

/* The legal action of `type` at hand for `block` (or any block, -1). */
static gboolean
find_action (Fixture *f, int type, int block, QbAction *out)
{
  GArray *actions = qb_play_session_get_actions (f->session);

  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type == type && (block < 0 || a.a == block))
        {
          if (out != NULL)
            *out = a;
          return TRUE;
        }
    }
  return FALSE;
}

/* The board's button for an action of `type` (its action is kept on it). */
static GtkWidget *
find_button (GtkWidget *root, int type)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && gtk_widget_get_visible (c)
          && (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (c), "qb-action")) & 0xff) == (guint) type
          && g_object_get_data (G_OBJECT (c), "qb-action") != NULL)
        return c;
      GtkWidget *found = find_button (c, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* ---- The battle ---------------------------------------------------------------------- */

typedef struct {
  guint fired, hits_by_click, hits_elsewhere, buttons;
  gboolean routed, pursued;
} Played;

/* One decision of the battle, taken on the board by mouse: a block fires,
 * a hit goes to the block clicked, the buttons stand or keep the reserve.
 * Checks the model after each. */
static void
play_decision (Fixture *f, Played *p)
{
  const QbState *s = qb_game_get_state (f->game);
  guint32 actions_before = s->actions;
  guint n0 = 0, n1 = 0;
  const QbEvent *events;
  QbAction a = { 0 };

  lift_curtain (f);
  qb_test_settle (f->window);
  qb_game_get_events (f->game, &n0);
  switch (s->phase)
    {
    case QB_PHASE_FIRE:
      {
        g_assert_true (find_action (f, QB_ACT_FIRE, -1, &a));
        GtkWidget *w = qb_battle_board_get_block_widget (f->board, a.a);
        g_assert_nonnull (w);
        g_assert_true (qb_block_widget_get_selected (QB_BLOCK_WIDGET (w)));
        click_widget (f, w);
        events = qb_game_get_events (f->game, &n1);
        g_assert_cmpuint (n1, >, n0);
        g_assert_cmpint (events[n0].type, ==, QB_EV_FIRE);
        g_assert_cmpint (events[n0].block, ==, a.a);
        if (p->fired++ == 0)
          shot (f, "fire");
        break;
      }
    case QB_PHASE_ALLOCATE:
      {
        int hits = s->battle.hits, side = s->decider;
        gboolean pursuit = s->battle.pursuit == QB_HITS_PURSUIT;
        g_assert_true (find_action (f, QB_ACT_HIT, -1, &a));
        GtkWidget *w = qb_battle_board_get_block_widget (f->board, a.a);
        int cv = s->blocks[a.a].cv;
        if (w != NULL && gtk_widget_get_mapped (w))
          {
            g_assert_true (qb_block_widget_get_selected (QB_BLOCK_WIDGET (w)));
            if (p->hits_by_click == 0)
              shot (f, "allocate");
            click_widget (f, w);
            p->hits_by_click++;
          }
        else
          {
            /* A pursuit's hits fall on the blocks that already retreated,
             * away from the board's zone: given through the session (the
             * decision panel's path). */
            g_assert_true (pursuit);
            apply (f, QB_ACT_HIT, a.a, 0, 0);
            p->hits_elsewhere++;
          }
        events = qb_game_get_events (f->game, &n1);
        g_assert_cmpuint (n1, >, n0);
        g_assert_cmpint (events[n0].type, ==, QB_EV_HIT);
        g_assert_cmpint (events[n0].block, ==, a.a);
        g_assert_cmpint (QB_BLOCK_SIDE (a.a), ==, side);
        g_assert_true (s->blocks[a.a].cv == cv - 1 || s->blocks[a.a].loc == QB_LOC_ELIMINATED);
        if (s->phase == QB_PHASE_ALLOCATE && s->decider == side && s->battle.hits > 0)
          g_assert_cmpint (s->battle.hits, ==, hits - 1);
        break;
      }
    case QB_PHASE_RETREAT:
    case QB_PHASE_RESERVE:
      {
        int type = s->phase == QB_PHASE_RETREAT ? QB_ACT_STAND : QB_ACT_NO_COMMIT;
        GtkWidget *button;
        if (!find_action (f, type, -1, NULL))
          {
            /* Routed, the retreat is not a choice (16.1): take the first. */
            GArray *actions = qb_play_session_get_actions (f->session);
            a = g_array_index (actions, QbAction, 0);
            button = find_button (GTK_WIDGET (f->board), a.type);
          }
        else
          button = find_button (GTK_WIDGET (f->board), type);
        g_assert_nonnull (button);
        click_widget (f, button);
        p->buttons++;
        break;
      }
    default:
      {
        GArray *actions = qb_play_session_get_actions (f->session);
        a = g_array_index (actions, QbAction, 0);
        apply (f, a.type, a.a, a.b, a.c);
      }
    }
  g_assert_cmpuint (s->actions, >, actions_before);
  if (s->battle.routed != QB_NO_SIDE && !p->routed)
    {
      p->routed = TRUE;
      shot (f, "rout");
    }
  events = qb_game_get_events (f->game, &n1);
  for (guint i = n0; i < n1; i++)
    if (events[i].type == QB_EV_PURSUIT && !p->pursued)
      {
        p->pursued = TRUE;
        g_assert_nonnull (qb_battle_board_get_banner (f->board));
        g_assert_nonnull (strstr (qb_battle_board_get_banner (f->board), "Pursuit: "));
        shot (f, "pursuit");
      }
}

/* Plays the scenario with the dice of `seed`; TRUE when its battle ended
 * in a rout and a pursuit. */
static gboolean
play_scenario (Fixture *f, int edition, guint64 seed)
{
  g_autoptr(QbScenario) scenario = make_scenario (edition);
  g_autoptr(GError) error = NULL;
  const QbState *s;
  int row;
  Played p = { 0 };
  QbView french, british;

  f->edition_name = edition == QB_EDITION_CLASSIC ? "classic" : "revised";
  f->shots = 0;
  f->window = GTK_WIDGET (qb_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (f->window));
  f->session = qb_play_view_get_session (qb_window_get_play_view (QB_WINDOW (f->window)));
  f->board = QB_BATTLE_BOARD (qb_test_find_widget (f->window, QB_TYPE_BATTLE_BOARD));
  g_assert_nonnull (f->board);
  f->game = qb_game_new_from_scenario (scenario, seed, &error);
  g_assert_no_error (error);
  qb_game_set_dice_seed (f->game, seed);
  qb_window_start_game (QB_WINDOW (f->window), f->game, TRUE);
  qb_test_settle (f->window);
  qb_test_focus_window (f->window);
  s = qb_game_get_state (f->game);
  g_assert_cmpint (s->move, ==, 10);
  /* 2.5: no strength to pass on here. */
  while (s->phase == QB_PHASE_TRANSFER)
    apply (f, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  g_assert_cmpint (s->phase, ==, QB_PHASE_ORDERS);

  /* The orders: the British march on Sillery, the French stand. */
  while (s->phase == QB_PHASE_ORDERS)
    {
      if (s->decider == QB_BRITISH)
        for (guint i = 0; i < G_N_ELEMENTS (attackers); i++)
          apply (f, QB_ACT_ORDER_MOVE, attackers[i], QB_SI, QB_MODE_LAND);
      apply (f, QB_ACT_ORDER_DONE, 0, 0, 0);
    }
  /* 20.0: a Quebec militia deserts when the British first march inland
   * (the only one, on Montmorency). */
  if (s->phase == QB_PHASE_DESERTION)
    apply (f, QB_ACT_DESERT, 32, 0, 0);
  g_assert_true (s->battle.active);
  g_assert_cmpint (s->battle.zone, ==, QB_SI);
  g_assert_cmpint (s->battle.defender, ==, QB_FRENCH);
  g_assert_cmpint (s->phase, ==, QB_PHASE_DEPLOY);
  g_assert_cmpint (s->decider, ==, QB_FRENCH);

  /* The French deploy hidden. */
  for (guint i = 0; i < G_N_ELEMENTS (defenders); i++)
    apply (f, QB_ACT_DEPLOY, defenders[i], 0, defend_slots[i]);
  g_assert_cmpint (s->phase, ==, QB_PHASE_DEPLOY);
  g_assert_cmpint (s->decider, ==, QB_BRITISH);
  /* The British had not seen their march carried out (the French were at
   * the screen): it slides on the map first, then the battle board. */
  {
    GtkStack *stack = GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (f->board)));
    gtk_widget_activate_action (f->window, "win.lift-curtain", NULL);
    g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "map");
    QB_TEST_WAIT (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "battle") == 0,
                  "the battle board after the march");
    qb_test_settle (f->window);
  }
  lift_curtain (f);
  shot (f, "deploy");

  /* The British deploy by dragging: the columns, then the reserve. */
  row = qb_battle_row_of_side (QB_BRITISH, qb_play_session_get_viewer (f->session), QB_FRENCH);
  g_assert_cmpint (row, ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (attackers); i++)
    {
      int b = attackers[i];
      int slot = attack_slots[i];
      GtkWidget *block = qb_battle_board_get_block_widget (f->board, b);
      GtkWidget *cell = qb_battle_board_get_cell (f->board, row, slot);
      g_assert_nonnull (block);
      g_assert_nonnull (cell);
      g_assert_cmpint (s->blocks[b].slot, ==, QB_SLOT_NONE);
      drag_to (f, block, cell);
      /* The last drop ends the deployment; the others leave the block there. */
      if (i + 1 < G_N_ELEMENTS (attackers))
        g_assert_cmpint (s->blocks[b].slot, ==, slot);
      if (i == 0)
        shot (f, "dragged");
    }
  /* Deployed: the model has each block where it was dropped, the columns
   * revealed (12.3), and the battle's first turn begun. */
  qb_game_view (f->game, QB_FRENCH, &french);
  qb_game_view (f->game, QB_BRITISH, &british);
  for (guint i = 0; i < G_N_ELEMENTS (attackers); i++)
    {
      g_assert_cmpint (s->blocks[attackers[i]].slot, ==, attack_slots[i]);
      /* 12.3: the French see the British columns, not the reserve. */
      g_assert_cmpint (french.blocks[attackers[i]].type != QB_UNKNOWN, ==, attack_slots[i] != QB_SLOT_RESERVE);
    }
  for (guint i = 0; i < G_N_ELEMENTS (defenders); i++)
    g_assert_cmpint (british.blocks[defenders[i]].type, !=, QB_UNKNOWN);
  g_assert_cmpint (s->battle.turn, ==, 1);

  /* The battle, by mouse, to its end. */
  for (guint i = 0; i < 200 && s->battle.active && qb_phase_is_battle (s->phase); i++)
    play_decision (f, &p);
  g_assert_false (s->battle.active && qb_phase_is_battle (s->phase));
  shot (f, "end");
  g_test_message ("%s seed %" G_GUINT64_FORMAT ": %u fired, %u hits by click, %u pursuit hits elsewhere, "
                  "%u buttons, routed %d, pursued %d, winner %d",
                  f->edition_name, seed, p.fired, p.hits_by_click, p.hits_elsewhere, p.buttons,
                  p.routed, p.pursued, s->battle.victor);
  g_assert_cmpuint (p.fired, >, 0);
  g_assert_cmpuint (p.hits_by_click, >, 0);
  return p.routed && p.pursued;
}

static void
close_window (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  f->window = NULL;
  g_clear_object (&f->game);
}

static void
test_scripted (gconstpointer data)
{
  int edition = GPOINTER_TO_INT (data);
  Fixture f = { 0 };
  gboolean done = FALSE;

  if (!qb_test_can_use_xdotool ())
    {
      g_test_skip ("no xdotool");
      return;
    }
  /* The dice decide whether the battle ends in a rout: the first of a few
   * seeds that does. */
  for (guint64 seed = 1; seed <= 6 && !done; seed++)
    {
      done = play_scenario (&f, edition, seed);
      close_window (&f);
    }
  g_assert_true (done);
}

/* ---- Choices on the map (11.1, 11.2) ------------------------------------------------ */

/* A point of the zone on the map itself, not on a block. */
static void
zone_point (QbBoard *board,
            int      zone,
            double  *x,
            double  *y)
{
  const QbZoneGeometry *z = &qb_board_geometry_get ()->zones[zone];
  gboolean found = FALSE;

  for (int dy = 20; dy <= 200 && !found; dy += 6)
    for (int dx = -60; dx <= 60 && !found; dx += 12)
      {
        qb_board_map_point (board, z->label.x + dx, z->label.y + dy, x, y);
        found = qb_board_zone_at (board, *x, *y) == zone
                && gtk_widget_pick (GTK_WIDGET (board), *x, *y, GTK_PICK_DEFAULT) == GTK_WIDGET (board);
      }
  g_assert_true (found);
}

static void
click_zone (Fixture *f, QbBoard *board, int zone)
{
  double x = 0, y = 0;

  zone_point (board, zone, &x, &y);
  qb_test_pointer_to (f->window, GTK_WIDGET (board), x, y);
  qb_test_pump (f->window, 50);
  qb_test_xdotool ("click", "1", NULL);
  qb_test_pump (f->window, 150);
}

/* A window at the orders of move 10 of a scenario of the given blocks. */
static void
start_map_scenario (Fixture *f, const QbTestPlace *where, guint n)
{
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  const QbState *s;

  /* The British reserve on Ile d'Orleans and the ships of the scenario. */
  scenario = qb_test_position_scenario (QB_EDITION_REVISED, NULL, 10, NULL, 0);
  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    if (places[i].zone == QB_OR || places[i].zone >= QB_NUM_ZONES)
      qb_scenario_set_block (scenario, (guint) places[i].block, (guint) places[i].zone, (guint) places[i].cv);
  /* Enough British and French elsewhere that no battle ends the game
   * (5.1, 5.2). */
  qb_scenario_set_block (scenario, 8, QB_OR, 4);
  qb_scenario_set_block (scenario, 29, QB_BE, 3);
  qb_scenario_set_block (scenario, 31, QB_AB, 3);
  for (guint i = 0; i < n; i++)
    qb_scenario_set_block (scenario, (guint) where[i].block, (guint) where[i].zone, (guint) where[i].cv);
  f->edition_name = "revised";
  f->window = GTK_WIDGET (qb_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (f->window));
  f->session = qb_play_view_get_session (qb_window_get_play_view (QB_WINDOW (f->window)));
  f->board = QB_BATTLE_BOARD (qb_test_find_widget (f->window, QB_TYPE_BATTLE_BOARD));
  f->game = qb_game_new_from_scenario (scenario, 5, &error);
  g_assert_no_error (error);
  qb_window_start_game (QB_WINDOW (f->window), f->game, TRUE);
  qb_test_settle (f->window);
  qb_test_focus_window (f->window);
  s = qb_game_get_state (f->game);
  while (s->phase == QB_PHASE_TRANSFER)
    apply (f, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  g_assert_cmpint (s->phase, ==, QB_PHASE_ORDERS);
}

/* The zones a click on the map may choose now: lit, and each the one
 * action of its zone. */
static guint
choice_zones (Fixture *f, int type)
{
  GArray *actions = qb_play_session_get_actions (f->session);
  QbPlayHighlights h;
  guint zones = 0;

  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      g_assert_cmpint (a.type, ==, type);
      zones |= 1u << a.b;
    }
  qb_play_session_get_highlights (f->session, &h);
  g_assert_cmpuint (h.land & zones, ==, zones);
  return zones;
}

/* 11.2: two battles in one move (the British march from Cap Rouge on
 * Sillery and on Ste. Foy); the French click the second zone the engine lists, on the
 * map, and that battle is fought first. */
static void
test_choose_battle (void)
{
  static const QbTestPlace where[] = {
    { 4, QB_CR, 4 }, { 6, QB_CR, 4 },
    { 26, QB_SI, 1 }, { 27, QB_SF, 1 },
  };
  Fixture f = { 0 };
  const QbState *s;
  QbBoard *map;
  GArray *actions;
  guint zones;
  int second;

  if (!qb_test_can_use_xdotool ())
    {
      g_test_skip ("no xdotool");
      return;
    }
  start_map_scenario (&f, where, G_N_ELEMENTS (where));
  s = qb_game_get_state (f.game);
  while (s->phase == QB_PHASE_ORDERS)
    {
      if (s->decider == QB_BRITISH)
        {
          apply (&f, QB_ACT_ORDER_MOVE, 4, QB_SI, QB_MODE_LAND);
          apply (&f, QB_ACT_ORDER_MOVE, 6, QB_SF, QB_MODE_LAND);
        }
      apply (&f, QB_ACT_ORDER_DONE, 0, 0, 0);
    }
  while (s->phase == QB_PHASE_DESERTION)
    {
      actions = qb_play_session_get_actions (f.session);
      apply (&f, QB_ACT_DESERT, g_array_index (actions, QbAction, 0).a, 0, 0);
    }
  g_assert_cmpint (s->phase, ==, QB_PHASE_CHOOSE_BATTLE);
  g_assert_cmpint (s->decider, ==, QB_FRENCH);
  g_assert_false (s->battle.active);
  lift_curtain (&f);
  qb_test_settle (f.window);
  /* The map, not the battle board, with both battle zones lit. */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (f.board)))),
                   ==, "map");
  zones = choice_zones (&f, QB_ACT_CHOOSE_BATTLE);
  g_assert_cmpuint (zones, ==, (1u << QB_SI) | (1u << QB_SF));
  actions = qb_play_session_get_actions (f.session);
  second = g_array_index (actions, QbAction, actions->len - 1).b;
  map = QB_BOARD (qb_test_find_widget (f.window, QB_TYPE_BOARD));
  g_assert_nonnull (map);
  shot (&f, "choose-battle");
  click_zone (&f, map, second);
  qb_test_settle (f.window);
  g_assert_true (s->battle.active);
  g_assert_cmpint (s->battle.zone, ==, second);
  /* The other is still to fight; the board shows the one chosen. */
  g_assert_true (s->pending_battles & (1u << (second == QB_SI ? QB_SF : QB_SI)));
  lift_curtain (&f);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (f.board)))),
                   ==, "battle");
  g_assert_nonnull (strstr (qb_battle_board_get_header (f.board),
                            second == QB_SI ? "Sillery" : "Ste. Foy"));
  shot (&f, "chosen-battle");
  close_window (&f);
}

/* 11.1 c: one British block marches from Cap Rouge to Sillery while one
 * French block marches from Sillery to Cap Rouge: equal groups cross, and
 * the French click the site on the map. */
static void
test_crossing_site (void)
{
  static const QbTestPlace where[] = {
    { 9, QB_CR, 3 },
    { 26, QB_SI, 3 },
  };
  Fixture f = { 0 };
  const QbState *s;
  QbBoard *map;
  guint zones;

  if (!qb_test_can_use_xdotool ())
    {
      g_test_skip ("no xdotool");
      return;
    }
  start_map_scenario (&f, where, G_N_ELEMENTS (where));
  s = qb_game_get_state (f.game);
  while (s->phase == QB_PHASE_ORDERS)
    {
      if (s->decider == QB_BRITISH)
        apply (&f, QB_ACT_ORDER_MOVE, 9, QB_SI, QB_MODE_LAND);
      else
        apply (&f, QB_ACT_ORDER_MOVE, 26, QB_CR, QB_MODE_LAND);
      apply (&f, QB_ACT_ORDER_DONE, 0, 0, 0);
    }
  g_assert_cmpint (s->phase, ==, QB_PHASE_CROSSING_SITE);
  g_assert_cmpint (s->decider, ==, QB_FRENCH);
  lift_curtain (&f);
  qb_test_settle (f.window);
  zones = choice_zones (&f, QB_ACT_CHOOSE_SITE);
  g_assert_cmpuint (zones, ==, (1u << QB_SI) | (1u << QB_CR));
  map = QB_BOARD (qb_test_find_widget (f.window, QB_TYPE_BOARD));
  shot (&f, "crossing-site");
  /* A zone that is not a choice does nothing. */
  click_zone (&f, map, QB_AB);
  g_assert_cmpint (s->phase, ==, QB_PHASE_CROSSING_SITE);
  click_zone (&f, map, QB_CR);
  qb_test_settle (f.window);
  while (s->phase == QB_PHASE_DESERTION)
    {
      GArray *actions = qb_play_session_get_actions (f.session);
      apply (&f, QB_ACT_DESERT, g_array_index (actions, QbAction, 0).a, 0, 0);
    }
  /* Both blocks are now at Cap Rouge, where the battle is. */
  g_assert_cmpint (s->blocks[9].loc, ==, QB_CR);
  g_assert_cmpint (s->blocks[26].loc, ==, QB_CR);
  g_assert_true (s->battle.active);
  g_assert_cmpint (s->battle.zone, ==, QB_CR);
  close_window (&f);
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "battle-scenario");
  g_test_add_data_func ("/ui/battle-scenario/revised", GINT_TO_POINTER (QB_EDITION_REVISED), test_scripted);
  g_test_add_data_func ("/ui/battle-scenario/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), test_scripted);
  g_test_add_func ("/ui/battle-scenario/11.2/choose-battle-on-map", test_choose_battle);
  g_test_add_func ("/ui/battle-scenario/11.1/crossing-site-on-map", test_crossing_site);
  return qb_ui_test_run ();
}
