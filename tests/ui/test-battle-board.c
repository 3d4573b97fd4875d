/* test-battle-board.c: the battle board (src/ui/battle) in a real window,
 * in battles of self-played games driven through the play session: the
 * layout, what the British may see of the French, deployment by click,
 * keyboard and drop, fire and hits by click, the buttons, and the play
 * page showing the board in place of the map.
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

/* ---- A play page in a window, playing a battle ---------------------------------- */

typedef struct {
  GtkWidget *window;
  QbPlayView *play;
  QbPlaySession *session;
  QbBattleBoard *board;
  QbGame *game;
  QbRng chooser;
  QbPlaySession *own_session;   /* a bare board's (use_bare ()) */
} Fixture;

static void
fixture_setup (Fixture *f, gconstpointer data)
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

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->game);
  g_clear_object (&f->own_session);
}

/* A battle board of its own over a session of its own, in a plain
 * window, for the tests that play many games: the whole window would redo
 * its log at each change, for nothing these tests look at. */
static void
use_bare (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
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

static void
new_game (Fixture *f, int edition, guint64 seed, gboolean hide)
{
  QbOptions options;

  /* A window of its own: another game in the same one would ask first
   * whether to save the last. */
  if (f->game != NULL && f->own_session == NULL)
    {
      gtk_window_destroy (GTK_WINDOW (f->window));
      fixture_setup (f, NULL);
    }
  qb_options_default (&options);
  options.edition = (guint8) edition;
  g_clear_object (&f->game);
  f->game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (f->game, seed);
  qb_rng_seed (&f->chooser, seed, 0x62617474ULL);
  if (f->own_session != NULL)
    qb_play_session_set_game (f->session, f->game, hide);
  else
    qb_window_start_game (QB_WINDOW (f->window), f->game, hide);
  g_assert_true (qb_play_session_get_game (f->session) == f->game);
}

/* One random decision of whoever is at the screen, as a player would take
 * it: the curtain lifted first. FALSE when the game is over. */
static gboolean
step (Fixture *f)
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

typedef gboolean (*Moment) (Fixture *f, const QbState *s);

/* Plays on until `moment` holds (the curtain lifted), or the game ends. */
static gboolean
play_until (Fixture *f, Moment moment, guint max_steps)
{
  for (guint i = 0; i < max_steps; i++)
    {
      if (qb_play_session_get_curtain_side (f->session) >= 0)
        qb_play_session_lift_curtain (f->session);
      if (moment (f, qb_game_get_state (f->game)))
        return TRUE;
      if (!step (f))
        return FALSE;
    }
  return FALSE;
}

static const char *
visible_child (Fixture *f)
{
  GtkWidget *stack = gtk_widget_get_parent (GTK_WIDGET (f->board));
  g_assert_true (GTK_IS_STACK (stack));
  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

/* qb_test_assert_no_french_identity(), but where the engine makes the
 * Ottawa public: in a raid (22.2) the raider, whose fire is a public
 * event; and a withdrawal it must make (22.4), a public decision
 * (qb_decision_is_private()). */
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

/* Every text the board holds: no unrevealed French block named, and a
 * French block widget with an identity only for a block the British know. */
static void
check_british_board (Fixture *f)
{
  const QbState *s = qb_game_get_state (f->game);
  int seen[2] = { 0, 0 };

  g_assert_true (qb_play_session_get_viewer (f->session) == QB_BRITISH
                 || qb_play_session_get_viewer (f->session) == QB_PUBLIC);
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (f->board)); w != NULL; )
    {
      if (gtk_widget_get_visible (w) && gtk_widget_get_child_visible (w))
        {
          const char *tooltip = gtk_widget_get_tooltip_text (w);
          if (tooltip != NULL)
            no_identity (s, tooltip, "a tooltip on the battle board");
          /* The status line is the log's sentence of the last event, as
           * the viewer's log says it (the text tests check those); the
           * other labels are the board's own. */
          if (GTK_IS_LABEL (w) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (w)),
                                             qb_battle_board_get_status (f->board)) != 0)
            no_identity (s, gtk_label_get_text (GTK_LABEL (w)), "a label on the battle board");
          if (GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL)
            no_identity (s, gtk_button_get_label (GTK_BUTTON (w)), "a button on the battle board");
          if (QB_IS_BLOCK_WIDGET (w))
            {
              const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (w));
              no_identity (s, qb_block_widget_get_label (QB_BLOCK_WIDGET (w)), "a block label");
              if (face->side == QB_FRENCH && face->block >= 0)
                g_assert_true (s->blocks[face->block].flags & (QB_BF_REVEALED | QB_BF_SCOUTED));
              if (face->block < 0)
                g_assert_false (gtk_widget_get_focusable (w));
              seen[face->side]++;
            }
        }
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != GTK_WIDGET (f->board) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = (w == NULL || w == GTK_WIDGET (f->board)) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
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

static gboolean
british_battle_moment (Fixture *f, const QbState *s)
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
test_british_view (Fixture *f, gconstpointer data)
{
  guint moments = 0, british = 0, with_hidden = 0;
  GtkWidget *window = gtk_window_new ();
  QbPlaySession *session = qb_play_session_new ();
  Fixture bare = { 0 };

  bare.window = window;
  bare.session = session;
  bare.board = QB_BATTLE_BOARD (qb_battle_board_new ());
  qb_battle_board_set_session (bare.board, session);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (bare.board));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 460);
  gtk_window_present (GTK_WINDOW (window));
  for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
    for (guint64 seed = 1; seed <= 10; seed++)
      {
        QbOptions options;
        qb_options_default (&options);
        options.edition = (guint8) edition;
        g_clear_object (&bare.game);
        bare.game = qb_game_new (&options, seed);
        qb_game_set_dice_seed (bare.game, seed);
        qb_rng_seed (&bare.chooser, seed, 0x62617474ULL);
        qb_play_session_set_game (session, bare.game, TRUE);
        while (play_until (&bare, british_battle_moment, 3000))
          {
            const QbState *s = qb_game_get_state (bare.game);
            moments++;
            british += qb_play_session_get_viewer (session) == QB_BRITISH;
            g_assert_true (qb_battle_board_has_battle (bare.board));
            check_british_board (&bare);
            for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
              if (s->blocks[b].loc == s->battle.zone
                  && !(s->blocks[b].flags & (QB_BF_REVEALED | QB_BF_SCOUTED)))
                with_hidden++;
            if (british == 1 && qb_play_session_get_viewer (session) == QB_BRITISH)
              {
                /* Drawn: the British blocks below the French ones. */
                graphene_rect_t br, fr;
                GtkWidget *own = NULL;
                qb_test_settle (window);
                qb_test_save_screenshot (window, "battle-british-1024.png");
                for (int b = 0; b < QB_BLOCKS_PER_SIDE && own == NULL; b++)
                  own = qb_battle_board_get_block_widget (bare.board, b);
                g_assert_nonnull (own);
                g_assert_true (gtk_widget_compute_bounds (own, GTK_WIDGET (bare.board), &br));
                g_assert_true (gtk_widget_compute_bounds (qb_battle_board_get_cell (bare.board, 0, 0),
                                                          GTK_WIDGET (bare.board), &fr));
                g_assert_cmpfloat (br.origin.y, >, fr.origin.y + fr.size.height);
              }
            if (!step (&bare))
              break;
          }
        /* Between battles, and at the end, the board shows none. */
        if (!qb_phase_is_battle (qb_game_get_phase (bare.game)))
          g_assert_false (qb_battle_board_has_battle (bare.board));
      }
  g_test_message ("%u battle moments (%u the British's), %u hidden French blocks checked",
                  moments, british, with_hidden);
  g_assert_cmpuint (moments, >, 20);
  g_assert_cmpuint (british, >, 10);
  g_assert_cmpuint (with_hidden, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&bare.game);
  g_object_unref (session);
}

static gboolean
deploy_moment (Fixture *f, const QbState *s)
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
deployable (Fixture *f, int not_this)
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
test_deploy (Fixture *f, gconstpointer data)
{
  const QbState *s;
  int row, block;
  GtkWidget *w, *cell;

  use_bare (f);
  for (guint64 seed = 5;; seed++)
    {
      g_assert_cmpuint (seed, <, 40);
      new_game (f, GPOINTER_TO_INT (data), seed, FALSE);
      if (play_until (f, deploy_moment, 5000))
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

static gboolean
fire_moment (Fixture *f, const QbState *s)
{
  return s->phase == QB_PHASE_FIRE && s->battle.turn >= 1;
}

static gboolean
allocate_moment (Fixture *f, const QbState *s)
{
  return s->phase == QB_PHASE_ALLOCATE && s->battle.pursuit == QB_HITS_FIRE;
}

static int
action_block (Fixture *f, int type)
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
test_fire_and_hit (Fixture *f, gconstpointer data)
{
  const QbState *s;
  guint fired = 0, hit = 0, why = 0, with_odds = 0;

  for (guint64 seed = 7; seed < 12 && (fired < 3 || hit < 3); seed++)
    {
      new_game (f, GPOINTER_TO_INT (data), seed, FALSE);
      s = qb_game_get_state (f->game);
      while (play_until (f, fire_moment, 3000))
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
          if (allocate_moment (f, s))
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
              g_assert_true (!allocate_moment (f, s) || s->battle.hits == hits - 1);
              hit++;
            }
          if (fired >= 6 || !step (f))
            break;
        }
    }
  g_assert_cmpuint (fired, >=, 3);
  g_assert_cmpuint (hit, >=, 1);
  g_assert_cmpuint (why, >=, 1);
  g_assert_cmpuint (with_odds, >=, 2);
}

static GtkWidget *
find_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), label) == 0)
        return c;
      GtkWidget *found = find_button (c, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first button that takes a decision (not the history's). */
static GtkWidget *
find_action_button (GtkWidget *root)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), "History") != 0)
        return c;
      GtkWidget *found = find_action_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
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
test_auto_allocate (Fixture *f, gconstpointer data)
{
  guint given = 0;

  use_bare (f);
  qb_battle_board_set_auto_allocate (f->board, TRUE);
  g_assert_true (qb_battle_board_get_auto_allocate (f->board));
  for (guint64 seed = 7; seed < 14 && given < 3; seed++)
    {
      new_game (f, QB_EDITION_REVISED, seed, FALSE);
      const QbState *s = qb_game_get_state (f->game);
      while (given < 3 && play_until (f, allocate_moment, 3000))
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
button_moment (Fixture *f, const QbState *s)
{
  return s->phase == QB_PHASE_RESERVE || s->phase == QB_PHASE_RETREAT;
}

/* The decisions without a block are buttons, labelled as in the decision
 * panel; a click takes the action. */
static void
test_buttons (Fixture *f, gconstpointer data)
{
  new_game (f, GPOINTER_TO_INT (data), 11, FALSE);
  g_assert_true (play_until (f, button_moment, 4000));
  {
    const QbState *s = qb_game_get_state (f->game);
    guint actions_before = s->actions;
    int phase = s->phase;
    GtkWidget *button = find_action_button (GTK_WIDGET (f->board));
    g_assert_nonnull (button);
    qb_test_settle (f->window);
    qb_test_save_screenshot (f->window, phase == QB_PHASE_RESERVE ? "battle-reserve-1024.png"
                                                                  : "battle-retreat-1024.png");
    g_signal_emit_by_name (button, "clicked");
    g_assert_cmpuint (s->actions, ==, actions_before + 1);
  }
}

static gboolean
later_turn_moment (Fixture *f, const QbState *s)
{
  return s->battle.active && s->battle.turn >= 2 && qb_phase_is_battle (s->phase);
}

/* The history of the battle being fought opens from the board, a part
 * per turn as the model has it (test-battle-history.c checks the model). */
static void
test_history (Fixture *f, gconstpointer data)
{
  GtkWidget *button, *dialog = NULL, *list;
  g_autoptr(QbBattleHistory) history = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint rows = 0;

  new_game (f, QB_EDITION_REVISED, 9, FALSE);
  g_assert_true (play_until (f, later_turn_moment, 5000));
  history = qb_battle_history_new_for_game (f->game, G_MAXUINT, QB_NO_SIDE);
  g_assert_nonnull (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), >=, 3);
  button = find_button (GTK_WIDGET (f->board), "History");
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
boat_retreat_moment (Fixture *f, const QbState *s)
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
test_boat_retreat (Fixture *f, gconstpointer data)
{
  guint costs = 0, embarks = 0;

  use_bare (f);
  for (guint64 seed = 1; seed < 40 && (costs == 0 || embarks == 0); seed++)
    {
      new_game (f, seed % 2 ? QB_EDITION_REVISED : QB_EDITION_CLASSIC, seed, FALSE);
      const QbState *s = qb_game_get_state (f->game);
      while (play_until (f, boat_retreat_moment, 4000))
        {
          if (s->phase == QB_PHASE_RETREAT)
            {
              gboolean found = FALSE;
              for (GtkWidget *b = find_action_button (GTK_WIDGET (f->board)); b != NULL; b = gtk_widget_get_next_sibling (b))
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
          if (!step (f))
            break;
        }
    }
  g_test_message ("%u retreats by boat, %u embark choices", costs, embarks);
  g_assert_cmpuint (costs, >, 0);
}

static gboolean
rout_moment (Fixture *f, const QbState *s)
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
test_rout (Fixture *f, gconstpointer data)
{
  guint routs = 0, discounts = 0, british = 0, pursuits = 0;

  use_bare (f);
  for (guint64 seed = 1; seed < 40 && (routs < 8 || pursuits < 2 || british == 0); seed++)
    {
      new_game (f, seed % 2 ? QB_EDITION_REVISED : QB_EDITION_CLASSIC, seed, TRUE);
      const QbState *s = qb_game_get_state (f->game);
      while (play_until (f, rout_moment, 4000))
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
              check_british_board (f);
              british++;
            }
          if (!step (f))
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
ended_battle (Fixture *f)
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
after_battle_moment (Fixture *f, const QbState *s)
{
  return ended_battle (f) != G_MAXUINT && !(s->battle.active && qb_phase_is_battle (s->phase));
}

/* The log's battle headings link to their history ("battle:N", N the
 * battle's first event): following the last one opens the history window
 * of that battle, the one that just ended. */
static void
check_log_links (Fixture *f, GListModel *toplevels)
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
test_summary (Fixture *f, gconstpointer data)
{
  QbBattleSummaryBar *bar;
  guint checked = 0, british = 0;

  new_game (f, QB_EDITION_REVISED, 3, TRUE);
  bar = QB_BATTLE_SUMMARY_BAR (qb_test_find_widget (GTK_WIDGET (f->play), QB_TYPE_BATTLE_SUMMARY_BAR));
  g_assert_nonnull (bar);
  g_assert_null (qb_battle_summary_bar_get_text (bar));
  while (checked < 3 && play_until (f, after_battle_moment, 4000))
    {
      const QbState *s = qb_game_get_state (f->game);
      int viewer = qb_play_session_get_viewer (f->session);
      guint end = ended_battle (f);
      g_autoptr(QbBattleHistory) history = qb_battle_history_new_for_game (f->game, end, viewer);
      g_autofree char *summary = qb_battle_history_summary (history);
      const char *text = qb_battle_summary_bar_get_text (bar);

      g_assert_cmpstr (visible_child (f), ==, "map");
      g_assert_nonnull (text);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
      g_assert_cmpuint (qb_battle_summary_bar_get_battle (bar), ==, end);
      g_assert_true (g_str_has_prefix (text, summary));
      g_assert_nonnull (strstr (text, "Lost: the British "));
      g_assert_true (g_str_has_suffix (text, "The blocks revealed in the battle are hidden again."));
      g_assert_true (qb_battle_history_get_over (history));
      if (viewer == QB_BRITISH || viewer == QB_PUBLIC)
        {
          no_identity (s, text, "the battle summary");
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
      while (step (f) && ended_battle (f) != G_MAXUINT)
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
fire_in_this_battle (Fixture *f)
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
apply_first (Fixture *f, int type)
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
test_animations (Fixture *f, gconstpointer data)
{
  GtkSettings *settings = gtk_settings_get_default ();
  gboolean enabled = TRUE;
  guint fires = 0, hits = 0, still = 0;

  g_object_get (settings, "gtk-enable-animations", &enabled, NULL);
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  use_bare (f);
  g_object_set (f->board, "fire-duration", 400, NULL);
  new_game (f, QB_EDITION_REVISED, 7, FALSE);
  g_assert_false (qb_battle_board_is_animating (f->board));
  for (int round = 0; round < 12 && play_until (f, fire_moment, 4000); round++)
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
      if (allocate_moment (f, qb_game_get_state (f->game)) && qb_play_session_get_curtain_side (f->session) < 0)
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
pursued_moment (Fixture *f, const QbState *s)
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
test_screenshots_end (Fixture *f, gconstpointer data)
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
          found = play_until (f, pursued_moment, 6000);
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
      g_assert_true (play_until (f, after_battle_moment, 2000));
      g_assert_nonnull (qb_battle_summary_bar_get_text (QB_BATTLE_SUMMARY_BAR (
        qb_test_find_widget (GTK_WIDGET (f->play), QB_TYPE_BATTLE_SUMMARY_BAR))));
      qb_test_settle (f->window);
      qb_test_save_screenshot (f->window, summary_name);
    }
}

/* The same moments at the large size and in the dark style, for a look. */
static void
test_screenshots (Fixture *f, gconstpointer data)
{
  static const struct { int w, h; gboolean dark; const char *name; } shots[] = {
    { 1920, 1080, FALSE, "battle-fire-1920.png" },
    { 1920, 1080, TRUE, "battle-fire-1920-dark.png" },
    { 1024, 600, TRUE, "battle-fire-1024-dark.png" },
    { 1024, 600, FALSE, "battle-fire-1024-light.png" },
  };

  new_game (f, QB_EDITION_REVISED, 7, FALSE);
  /* The play page shows the map, then the board while a battle is fought. */
  g_assert_cmpstr (visible_child (f), ==, "map");
  g_assert_true (play_until (f, fire_moment, 3000));
  g_assert_cmpstr (visible_child (f), ==, "battle");
  step (f);
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
  g_test_add ("/ui/battle-board/12.3/british-view", Fixture, NULL,
              fixture_setup, test_british_view, fixture_teardown);
  g_test_add ("/ui/battle-board/12.1/deploy/classic", Fixture, GINT_TO_POINTER (QB_EDITION_CLASSIC),
              fixture_setup, test_deploy, fixture_teardown);
  g_test_add ("/ui/battle-board/12.1/deploy/revised", Fixture, GINT_TO_POINTER (QB_EDITION_REVISED),
              fixture_setup, test_deploy, fixture_teardown);
  g_test_add ("/ui/battle-board/14.2/fire-and-hit/classic", Fixture, GINT_TO_POINTER (QB_EDITION_CLASSIC),
              fixture_setup, test_fire_and_hit, fixture_teardown);
  g_test_add ("/ui/battle-board/14.2/fire-and-hit/revised", Fixture, GINT_TO_POINTER (QB_EDITION_REVISED),
              fixture_setup, test_fire_and_hit, fixture_teardown);
  g_test_add ("/ui/battle-board/13.1/buttons/revised", Fixture, GINT_TO_POINTER (QB_EDITION_REVISED),
              fixture_setup, test_buttons, fixture_teardown);
  g_test_add ("/ui/battle-board/14.2/auto-allocate", Fixture, NULL,
              fixture_setup, test_auto_allocate, fixture_teardown);
  g_test_add ("/ui/battle-board/17.2/boat-retreat", Fixture, NULL,
              fixture_setup, test_boat_retreat, fixture_teardown);
  g_test_add ("/ui/battle-board/16.3/rout", Fixture, NULL,
              fixture_setup, test_rout, fixture_teardown);
  g_test_add ("/ui/battle-board/13.2/summary", Fixture, NULL,
              fixture_setup, test_summary, fixture_teardown);
  g_test_add ("/ui/battle-board/14.2/animations", Fixture, NULL,
              fixture_setup, test_animations, fixture_teardown);
  g_test_add ("/ui/battle-board/history", Fixture, NULL,
              fixture_setup, test_history, fixture_teardown);
  g_test_add ("/ui/battle-board/screenshots-end", Fixture, NULL,
              fixture_setup, test_screenshots_end, fixture_teardown);
  g_test_add ("/ui/battle-board/screenshots", Fixture, NULL,
              fixture_setup, test_screenshots, fixture_teardown);

  return qb_ui_test_run ();
}
