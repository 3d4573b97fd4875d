/* test-battle-board.c: the battle board (src/ui/battle) in a real window,
 * in battles of self-played games driven through the play session: the
 * layout, what the British may see of the French, deployment by click,
 * keyboard and drop, fire and hits by click, the buttons, and the play
 * page showing the board in place of the map. How battles end (retreats,
 * routs, the summary, the history, the animations) is in
 * test-battle-board-end.c; what both share in qb-battle-board-test.c.
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test --suite ui.
 * Screenshots of each stage at 1024x600 and 1920x1080, light and dark, are
 * saved in the test's build directory (battle-*.png).
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

/* ---- Geometry ----------------------------------------------------------------- */

static gboolean
inside (const QbBattleRect *in, double x, double y, double w, double h)
{
  return x >= in->x - 0.01 && y >= in->y - 0.01
         && x + w <= in->x + in->width + 0.01 && y + h <= in->y + in->height + 0.01;
}

static gboolean
overlap (const QbBattleRect *a, const QbBattleRect *b)
{
  return a->x < b->x + b->width && b->x < a->x + a->width
         && a->y < b->y + b->height && b->y < a->y + a->height;
}

static void
test_geometry (void)
{
  static const double sizes[][2] = { { 1024, 380 }, { 1920, 860 }, { 360, 260 } };

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    for (int skirmish = 0; skirmish < 2; skirmish++)
      for (int aside = 0; aside < 2; aside++)
        {
          QbBattleGeometry g;
          qb_battle_geometry_compute (&g, sizes[k][0], sizes[k][1], 40, 36, skirmish, aside);
          /* The header, the rows, the dice and the bar, top to bottom. */
          g_assert_cmpfloat (g.header.y + g.header.height, <=, g.rows[0].y);
          g_assert_cmpfloat (g.rows[0].y + g.rows[0].height, <=, g.dice.y + 0.01);
          g_assert_cmpfloat (g.dice.y + g.dice.height, <=, g.rows[1].y + 0.01);
          g_assert_cmpfloat (g.rows[1].y + g.rows[1].height, <=, g.bar.y);
          g_assert_cmpfloat (g.bar.y + g.bar.height, <=, sizes[k][1]);
          for (int r = 0; r < 2; r++)
            for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
              {
                const QbBattleRect *cell = &g.cells[r][c];
                gboolean want = skirmish ? (c == QB_SLOT_SKIRMISH || (aside && c == QB_BATTLE_CELL_ASIDE))
                                         : (c <= QB_SLOT_RESERVE || (aside && c == QB_BATTLE_CELL_ASIDE));
                /* 18.0: a skirmish is one line and no reserve. */
                g_assert_cmpint (cell->width > 0, ==, want);
                if (!want)
                  continue;
                g_assert_true (inside (&g.rows[r], cell->x, cell->y, cell->width, cell->height));
                for (int d = c + 1; d < QB_BATTLE_N_CELLS; d++)
                  if (g.cells[r][d].width > 0)
                    g_assert_false (overlap (cell, &g.cells[r][d]));
                g_assert_cmpint (qb_battle_geometry_cell_at (&g, r, cell->x + cell->width / 2,
                                                             cell->y + cell->height / 2), ==, c);
                /* Up to all of a side's blocks fit in a cell, none on another. */
                for (int n = 1; n <= 16; n += 5)
                  {
                    QbBattleRect last = { 0 };
                    for (int i = 0; i < n; i++)
                      {
                        double x, y, size;
                        qb_battle_geometry_place (&g, cell, i, n, &x, &y, &size);
                        g_assert_cmpfloat (size, >=, 8);
                        if (size > 8)
                          g_assert_true (inside (cell, x, y, size, size));
                        QbBattleRect here = { x, y, size, size };
                        if (i > 0)
                          g_assert_false (overlap (&here, &last));
                        last = here;
                      }
                  }
              }
          /* The columns face each other: each above the one it fights (14.1). */
          if (!skirmish)
            for (int c = 0; c < 3; c++)
              g_assert_cmpfloat (g.cells[0][c].x, ==, g.cells[1][c].x);
          g_assert_cmpint (qb_battle_geometry_cell_at (&g, 0, -5, -5), ==, -1);
        }

  /* The viewer's side at the bottom; the open view puts the defender on top. */
  g_assert_cmpint (qb_battle_row_of_side (QB_BRITISH, QB_BRITISH, QB_FRENCH), ==, 1);
  g_assert_cmpint (qb_battle_row_of_side (QB_FRENCH, QB_BRITISH, QB_FRENCH), ==, 0);
  g_assert_cmpint (qb_battle_row_of_side (QB_FRENCH, QB_FRENCH, QB_FRENCH), ==, 1);
  g_assert_cmpint (qb_battle_row_of_side (QB_BRITISH, QB_FRENCH, QB_BRITISH), ==, 0);
  g_assert_cmpint (qb_battle_row_of_side (QB_FRENCH, QB_NO_SIDE, QB_FRENCH), ==, 0);
  g_assert_cmpint (qb_battle_row_of_side (QB_BRITISH, QB_PUBLIC, QB_FRENCH), ==, 1);
  g_assert_cmpint (qb_battle_row_of_side (QB_BRITISH, QB_NO_SIDE, QB_BRITISH), ==, 0);
}

static gboolean
british_battle_moment (BattleTestFixture *f, const QbState *s)
{
  int viewer = qb_play_session_get_viewer (f->session);

  return s->battle.active && qb_phase_is_battle (s->phase)
         && (viewer == QB_BRITISH || viewer == QB_PUBLIC);
}

/* In hot-seat games with hidden blocks, at every battle decision the
 * British see (theirs, or a public one shown to both): the board shows
 * the battle, the British at the bottom, and nothing names a French block
 * they may not know (12.3: columns revealed, the reserve never). A board
 * of its own over a session of its own: the whole window would redo its
 * log at each change of player, for nothing this test looks at. */
static void
test_british_view (BattleTestFixture *f, gconstpointer data)
{
  guint moments = 0, british = 0, with_hidden = 0;

  battle_test_use_bare (f);
  for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
    for (guint64 seed = 1; seed <= 10; seed++)
      {
        battle_test_new_game (f, edition, seed, TRUE);
        while (battle_test_play_until (f, british_battle_moment, 3000))
          {
            const QbState *s = qb_game_get_state (f->game);
            moments++;
            british += qb_play_session_get_viewer (f->session) == QB_BRITISH;
            g_assert_true (qb_battle_board_has_battle (f->board));
            battle_test_check_british_board (f);
            for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
              if (s->blocks[b].loc == s->battle.zone
                  && !(s->blocks[b].flags & (QB_BF_REVEALED | QB_BF_SCOUTED)))
                with_hidden++;
            if (british == 1 && qb_play_session_get_viewer (f->session) == QB_BRITISH)
              {
                /* Drawn: the British blocks below the French ones. */
                graphene_rect_t br, fr;
                GtkWidget *own = NULL;
                qb_test_settle (f->window);
                qb_test_save_screenshot (f->window, "battle-british-1024.png");
                for (int b = 0; b < QB_BLOCKS_PER_SIDE && own == NULL; b++)
                  own = qb_battle_board_get_block_widget (f->board, b);
                g_assert_nonnull (own);
                g_assert_true (gtk_widget_compute_bounds (own, GTK_WIDGET (f->board), &br));
                g_assert_true (gtk_widget_compute_bounds (qb_battle_board_get_cell (f->board, 0, 0),
                                                          GTK_WIDGET (f->board), &fr));
                g_assert_cmpfloat (br.origin.y, >, fr.origin.y + fr.size.height);
              }
            if (!battle_test_step (f))
              break;
          }
        /* Between battles, and at the end, the board shows none. */
        if (!qb_phase_is_battle (qb_game_get_phase (f->game)))
          g_assert_false (qb_battle_board_has_battle (f->board));
      }
  g_test_message ("%u battle moments (%u the British's), %u hidden French blocks checked",
                  moments, british, with_hidden);
  g_assert_cmpuint (moments, >, 20);
  g_assert_cmpuint (british, >, 10);
  g_assert_cmpuint (with_hidden, >, 0);
}

static gboolean
deploy_moment (BattleTestFixture *f, const QbState *s)
{
  /* A deployment with several blocks still to place, none placed yet. */
  if (s->phase != QB_PHASE_DEPLOY || s->battle.skirmish)
    return FALSE;
  int waiting = 0;
  for (int b = QB_FIRST_BLOCK (s->decider); b < QB_FIRST_BLOCK (s->decider) + QB_BLOCKS_PER_SIDE; b++)
    if (s->blocks[b].loc == s->battle.zone)
      {
        if (s->blocks[b].slot != QB_SLOT_NONE)
          return FALSE;
        waiting += s->blocks[b].cv > 0;
      }
  return waiting >= 3;
}

static int
deployable (BattleTestFixture *f, int not_this)
{
  GArray *actions = qb_play_session_get_actions (f->session);

  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type == QB_ACT_DEPLOY && a.a != not_this)
        return a.a;
    }
  return -1;
}

/* Deployment (12.x): a block picked by a click lights the columns it may
 * go to and goes to the one clicked; another dropped on a column goes
 * there; Enter on a block and on a column does the same; the note says
 * which columns are still empty until none is. */
static void
test_deploy (BattleTestFixture *f, gconstpointer data)
{
  const QbState *s;
  int row, block;
  GtkWidget *w, *cell;

  battle_test_use_bare (f);
  for (guint64 seed = 5;; seed++)
    {
      g_assert_cmpuint (seed, <, 40);
      battle_test_new_game (f, GPOINTER_TO_INT (data), seed, FALSE);
      if (battle_test_play_until (f, deploy_moment, 5000))
        break;
    }
  s = qb_game_get_state (f->game);
  row = qb_battle_row_of_side (s->decider, QB_NO_SIDE, s->battle.defender);
  g_assert_nonnull (strstr (qb_battle_board_get_note (f->board), "12.1"));
  g_assert_nonnull (strstr (qb_battle_board_get_header (f->board), "deploy"));
  qb_test_settle (f->window);
  qb_test_save_screenshot (f->window, "battle-deploy-1024.png");

  /* By click: the block, then the left column. */
  block = deployable (f, -1);
  w = qb_battle_board_get_block_widget (f->board, block);
  g_assert_nonnull (w);
  g_assert_true (gtk_widget_get_focusable (w));
  gtk_widget_activate (w);
  g_assert_cmpint (qb_battle_board_get_picked (f->board), ==, block);
  cell = qb_battle_board_get_cell (f->board, row, 0);
  g_assert_true (qb_battle_cell_get_target (QB_BATTLE_CELL (cell)));
  g_assert_true (gtk_widget_has_focus (cell) || !gtk_widget_get_mapped (cell));
  /* The other side's places are never targets. */
  g_assert_false (qb_battle_cell_get_target (QB_BATTLE_CELL (qb_battle_board_get_cell (f->board, 1 - row, 0))));
  qb_test_settle (f->window);
  qb_test_save_screenshot (f->window, "battle-deploy-picked-1024.png");
  gtk_widget_activate (cell);
  g_assert_cmpint (s->blocks[block].slot, ==, 0);
  g_assert_cmpint (qb_battle_board_get_picked (f->board), ==, -1);
  g_assert_false (qb_battle_cell_get_target (QB_BATTLE_CELL (cell)));

  /* By drop, on the centre column. */
  block = deployable (f, -1);
  cell = qb_battle_board_get_cell (f->board, row, 1);
  g_signal_emit_by_name (cell, "block-dropped", block);
  g_assert_cmpint (s->blocks[block].slot, ==, 1);

  /* By keyboard, on the right column: Enter on the block, then on the
   * column that has the focus after moving to it. */
  block = deployable (f, -1);
  w = qb_battle_board_get_block_widget (f->board, block);
  gtk_widget_grab_focus (w);
  gtk_widget_activate (w);
  cell = qb_battle_board_get_cell (f->board, row, 2);
  g_assert_true (gtk_widget_get_focusable (cell));
  gtk_widget_grab_focus (cell);
  gtk_widget_activate (cell);
  g_assert_cmpint (s->blocks[block].slot, ==, 2);
  /* Every column has a block: nothing is missing any more. */
  g_assert_null (strstr (qb_battle_board_get_note (f->board), "12.1"));

  /* A second click puts a picked block down again. */
  block = deployable (f, -1);
  if (block >= 0)
    {
      w = qb_battle_board_get_block_widget (f->board, block);
      gtk_widget_activate (w);
      g_assert_cmpint (qb_battle_board_get_picked (f->board), ==, block);
      gtk_widget_activate (w);
      g_assert_cmpint (qb_battle_board_get_picked (f->board), ==, -1);
    }
}

static int
action_block (BattleTestFixture *f, int type)
{
  GArray *actions = qb_play_session_get_actions (f->session);

  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, QbAction, i).type == type)
      return g_array_index (actions, QbAction, i).a;
  return -1;
}

/* Fire (14.2): a click on a block that may fire fires it, and the dice are
 * shown; a hit is given by a click on a block of the hit column, and only
 * the legal ones are lit. */
static void
test_fire_and_hit (BattleTestFixture *f, gconstpointer data)
{
  const QbState *s;
  guint fired = 0, hit = 0, why = 0, with_odds = 0;

  for (guint64 seed = 7; seed < 12 && (fired < 3 || hit < 3); seed++)
    {
      battle_test_new_game (f, GPOINTER_TO_INT (data), seed, FALSE);
      s = qb_game_get_state (f->game);
      while (battle_test_play_until (f, battle_test_fire_moment, 3000))
        {
          int block = action_block (f, QB_ACT_FIRE);
          guint n_before = 0, n_after = 0;
          GtkWidget *w = qb_battle_board_get_block_widget (f->board, block);
          g_assert_nonnull (w);
          g_assert_true (qb_block_widget_get_selected (QB_BLOCK_WIDGET (w)));
          /* The odds of the block about to fire (the first one lit), as
           * the model gives them to its owner, are in the bottom bar; none
           * where the model has none (the Ottawa's raid, 22.2). */
          {
            GtkWidget *slot = qb_battle_board_get_odds_slot (f->board);
            QbFireOdds odds;
            if (qb_game_get_fire_odds (f->game, s->decider, block, &odds))
              {
                GtkWidget *ov = gtk_widget_get_first_child (slot);
                g_autofree char *want = qb_odds_text_fire (&odds);
                g_assert_true (gtk_widget_get_visible (slot));
                g_assert_true (QB_IS_ODDS_VIEW (ov));
                g_assert_cmpstr (qb_odds_view_get_description (QB_ODDS_VIEW (ov)), ==, want);
                with_odds++;
              }
            else
              g_assert_false (gtk_widget_get_visible (slot));
          }
          qb_game_get_events (f->game, &n_before);
          gtk_widget_activate (w);
          const QbEvent *events = qb_game_get_events (f->game, &n_after);
          g_assert_cmpuint (n_after, >, n_before);
          g_assert_cmpint (events[n_before].type, ==, QB_EV_FIRE);
          g_assert_cmpint (events[n_before].block, ==, block);
          fired++;
          if (fired == 1)
            {
              qb_test_settle (f->window);
              qb_test_save_screenshot (f->window, "battle-fire-1024.png");
            }
          /* Its fire is the status line; the block is dimmed if still there. */
          g_assert_cmpstr (qb_battle_board_get_status (f->board), !=, "");
          if (s->battle.active && s->blocks[block].loc == s->battle.zone && (s->blocks[block].flags & QB_BF_FIRED))
            g_assert_cmpfloat (gtk_widget_get_opacity (w), <, 1.0);
          /* Why not? A block that fired says why it cannot again while
           * its side fires on (the engine's reason). */
          if (s->phase == QB_PHASE_FIRE && s->decider == QB_BLOCK_SIDE (block)
              && s->blocks[block].loc == s->battle.zone)
            {
              g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (w), "Not now: "));
              why++;
            }
          if (battle_test_allocate_moment (f, s))
            {
              int target = action_block (f, QB_ACT_HIT);
              int hits = s->battle.hits;
              GtkWidget *t = qb_battle_board_get_block_widget (f->board, target);
              g_assert_nonnull (t);
              g_assert_true (qb_block_widget_get_selected (QB_BLOCK_WIDGET (t)));
              /* A block of the firing side is never lit for the hit. */
              GtkWidget *shooter = qb_battle_board_get_block_widget (f->board, block);
              if (shooter != NULL)
                g_assert_false (qb_block_widget_get_selected (QB_BLOCK_WIDGET (shooter)));
              if (hit == 0)
                {
                  qb_test_settle (f->window);
                  qb_test_save_screenshot (f->window, "battle-allocate-1024.png");
                }
              gtk_widget_activate (t);
              g_assert_true (!battle_test_allocate_moment (f, s) || s->battle.hits == hits - 1);
              hit++;
            }
          if (fired >= 6 || !battle_test_step (f))
            break;
        }
    }
  g_assert_cmpuint (fired, >=, 3);
  g_assert_cmpuint (hit, >=, 1);
  g_assert_cmpuint (why, >=, 1);
  g_assert_cmpuint (with_odds, >=, 2);
}

typedef struct {
  const QbState *s;
  guint32 actions;
} Waiting;

static gboolean
acted (gpointer data)
{
  Waiting *w = data;
  return w->s->actions > w->actions;
}

/* The auto-allocate preference (14.2): each hit goes by itself to the
 * strongest block that may take it. */
static void
test_auto_allocate (BattleTestFixture *f, gconstpointer data)
{
  guint given = 0;

  battle_test_use_bare (f);
  qb_battle_board_set_auto_allocate (f->board, TRUE);
  g_assert_true (qb_battle_board_get_auto_allocate (f->board));
  for (guint64 seed = 7; seed < 14 && given < 3; seed++)
    {
      battle_test_new_game (f, QB_EDITION_REVISED, seed, FALSE);
      const QbState *s = qb_game_get_state (f->game);
      while (given < 3 && battle_test_play_until (f, battle_test_allocate_moment, 3000))
        {
          GArray *actions = qb_play_session_get_actions (f->session);
          int best = -1;
          for (guint i = 0; i < actions->len; i++)
            {
              QbAction a = g_array_index (actions, QbAction, i);
              if (a.type == QB_ACT_HIT && (best < 0 || s->blocks[a.a].cv > s->blocks[best].cv))
                best = a.a;
            }
          int cv = s->blocks[best].cv;
          guint n0 = 0;
          qb_game_get_events (f->game, &n0);
          Waiting w = { s, s->actions };
          qb_test_wait_until (acted, &w, 10000, "the hit given by itself");
          guint n1 = 0;
          const QbEvent *events = qb_game_get_events (f->game, &n1);
          g_assert_cmpuint (n1, >, n0);
          g_assert_cmpint (events[n0].type, ==, QB_EV_HIT);
          /* The strongest, or one as strong. */
          g_assert_cmpint (events[n0].cv + 1, ==, cv);
          given++;
        }
    }
  g_assert_cmpuint (given, >=, 3);
}

static gboolean
button_moment (BattleTestFixture *f, const QbState *s)
{
  return s->phase == QB_PHASE_RESERVE || s->phase == QB_PHASE_RETREAT;
}

/* The decisions without a block are buttons, labelled as in the decision
 * panel; a click takes the action. */
static void
test_buttons (BattleTestFixture *f, gconstpointer data)
{
  battle_test_new_game (f, GPOINTER_TO_INT (data), 11, FALSE);
  g_assert_true (battle_test_play_until (f, button_moment, 4000));
  {
    const QbState *s = qb_game_get_state (f->game);
    guint actions_before = s->actions;
    int phase = s->phase;
    GtkWidget *button = battle_test_find_action_button (GTK_WIDGET (f->board));
    g_assert_nonnull (button);
    qb_test_settle (f->window);
    qb_test_save_screenshot (f->window, phase == QB_PHASE_RESERVE ? "battle-reserve-1024.png"
                                                                  : "battle-retreat-1024.png");
    g_signal_emit_by_name (button, "clicked");
    g_assert_cmpuint (s->actions, ==, actions_before + 1);
  }
}

/* The same moments at the large size and in the dark style, for a look. */
static void
test_screenshots (BattleTestFixture *f, gconstpointer data)
{
  static const struct { int w, h; gboolean dark; const char *name; } shots[] = {
    { 1920, 1080, FALSE, "battle-fire-1920.png" },
    { 1920, 1080, TRUE, "battle-fire-1920-dark.png" },
    { 1024, 600, TRUE, "battle-fire-1024-dark.png" },
    { 1024, 600, FALSE, "battle-fire-1024-light.png" },
  };

  battle_test_new_game (f, QB_EDITION_REVISED, 7, FALSE);
  /* The play page shows the map, then the board while a battle is fought. */
  g_assert_cmpstr (battle_test_visible_child (f), ==, "map");
  g_assert_true (battle_test_play_until (f, battle_test_fire_moment, 3000));
  g_assert_cmpstr (battle_test_visible_child (f), ==, "battle");
  battle_test_step (f);
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      /* A shown window keeps its size (no window manager): a new one of
       * the shot's size, on the same game. */
      gtk_window_destroy (GTK_WINDOW (f->window));
      f->window = GTK_WIDGET (qb_window_new (NULL));
      gtk_window_set_default_size (GTK_WINDOW (f->window), shots[i].w, shots[i].h);
      gtk_window_present (GTK_WINDOW (f->window));
      qb_window_start_game (QB_WINDOW (f->window), f->game, FALSE);
      qb_test_settle (f->window);
      qb_test_settle (f->window);
      /* A screen smaller than the shot (Xvfb's default 1280x1024) keeps
       * the window smaller: run with a larger screen for those. (The
       * window's own size leaves out its shadow, a few pixels.) */
      if (ABS (gtk_widget_get_width (f->window) - shots[i].w) > 16
          || ABS (gtk_widget_get_height (f->window) - shots[i].h) > 16)
        {
          g_test_message ("screen too small for %s: %dx%d", shots[i].name, gtk_widget_get_width (f->window), gtk_widget_get_height (f->window));
          continue;
        }
      qb_test_save_screenshot (f->window, shots[i].name);
    }
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "battle-board");

  g_test_add_func ("/ui/battle-board/geometry", test_geometry);
  g_test_add ("/ui/battle-board/12.3/british-view", BattleTestFixture, NULL,
              battle_test_setup, test_british_view, battle_test_teardown);
  g_test_add ("/ui/battle-board/12.1/deploy/classic", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_CLASSIC),
              battle_test_setup, test_deploy, battle_test_teardown);
  g_test_add ("/ui/battle-board/12.1/deploy/revised", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_REVISED),
              battle_test_setup, test_deploy, battle_test_teardown);
  g_test_add ("/ui/battle-board/14.2/fire-and-hit/classic", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_CLASSIC),
              battle_test_setup, test_fire_and_hit, battle_test_teardown);
  g_test_add ("/ui/battle-board/14.2/fire-and-hit/revised", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_REVISED),
              battle_test_setup, test_fire_and_hit, battle_test_teardown);
  g_test_add ("/ui/battle-board/13.1/buttons/revised", BattleTestFixture, GINT_TO_POINTER (QB_EDITION_REVISED),
              battle_test_setup, test_buttons, battle_test_teardown);
  g_test_add ("/ui/battle-board/14.2/auto-allocate", BattleTestFixture, NULL,
              battle_test_setup, test_auto_allocate, battle_test_teardown);
  g_test_add ("/ui/battle-board/screenshots", BattleTestFixture, NULL,
              battle_test_setup, test_screenshots, battle_test_teardown);

  return qb_ui_test_run ();
}
