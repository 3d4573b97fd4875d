/* test-battle-odds.c: the odds the widgets ask the model for
 * (qb-battle-odds.h): the exact fire odds through QbGame, the playouts'
 * odds of a stand, a retreat and a reserve commitment, and their
 * fairness: two positions the viewer cannot tell apart (the enemy's
 * hidden reserve swapped for another block) give the same odds. */
#include "qb-battle-test.h"
#include <math.h>

#include "qb-battle-odds.h"

/* British 9 (3 CV), 12, 11 (1 CV) and 10 (1 CV, reserve) attack Abraham
 * from Sillery; the French put 39 (1 CV), 26, 27 in the columns and
 * `reserve` in their reserve, `other` away at Montreal; the French fire
 * misses and the British decide whether to retreat. */
static QbGame *
abraham_game (int edition,
              int reserve,
              int other)
{
  QbtGame g;

  qbt_abraham_put (&g, edition, reserve, 2, false);
  qbt_put (&g, other, QB_MO, 2);
  qbt_abraham_to_retreat (&g, reserve);
  return qbb_game (&g);
}

static void
assert_same_odds (const QbBattleOdds *a,
                  const QbBattleOdds *b)
{
  g_assert_cmpuint (a->samples, ==, b->samples);
  g_assert_cmpfloat (a->p_routed, ==, b->p_routed);
  g_assert_cmpfloat (a->p_lost, ==, b->p_lost);
  g_assert_cmpfloat (a->p_won, ==, b->p_won);
}

static void
assert_sane (const QbBattleOdds *o)
{
  g_assert_cmpuint (o->samples, >=, QB_BATTLE_ODDS_SAMPLES * 9 / 10);
  g_assert_cmpfloat (o->p_routed, >=, 0.0);
  g_assert_cmpfloat (o->p_routed, <=, o->p_lost);
  g_assert_cmpfloat (o->p_lost + o->p_won, <=, 1.0 + 1e-9);
  g_assert_cmpfloat (o->se_routed, <=, 0.5 / sqrt (o->samples) + 1e-9);
  g_assert_cmpfloat (o->se_lost, <=, 0.5 / sqrt (o->samples) + 1e-9);
}

/* The fire odds through the game are the engine's, for the owner only. */
static void
test_fire (gconstpointer data)
{
  g_autoptr(QbGame) game = abraham_game (GPOINTER_TO_INT (data), 28, 29);
  QbFireOdds o;

  g_assert_true (qb_game_get_fire_odds (game, QB_BRITISH, 9, &o));
  g_assert_cmpint (o.ndice, ==, 3);
  g_assert_cmpint (o.break_hits, ==, 1);
  g_assert_cmpfloat_with_epsilon (o.p_break, 91.0 / 216, 1e-12);
  g_assert_false (qb_game_get_fire_odds (game, QB_FRENCH, 9, &o));
  g_assert_false (qb_game_get_fire_odds (game, QB_NO_SIDE, 9, &o));
  g_assert_false (qb_game_get_fire_odds (game, QB_BRITISH, 26, &o));
}

/* A stand's odds are sensible and the same when asked again; a retreat
 * loses the battle in every playout (15.0) and is never a rout. */
static void
test_stand_and_retreat (gconstpointer data)
{
  g_autoptr(QbGame) game = abraham_game (GPOINTER_TO_INT (data), 28, 29);
  QbAction stand = { QB_ACT_STAND, 0, 0, 0 };
  QbAction retreat = qbb_legal_of (game, QB_ACT_RETREAT);
  QbBattleOdds a, b;

  g_assert_true (qb_game_get_battle_odds (game, QB_BRITISH, stand, &a));
  assert_sane (&a);
  g_assert_cmpuint (a.turn, ==, 1);
  /* Nine British fire dice against a 1 CV column: a French rout is
   * likely this very turn. */
  g_assert_cmpfloat (a.p_won, >, 0.3);
  {
    guint64 calls = qb_battle_odds_playout_calls;

    g_assert_true (qb_game_get_battle_odds (game, QB_BRITISH, stand, &b));
    assert_same_odds (&a, &b);
    /* Asked again, remembered. */
    g_assert_cmpuint (qb_battle_odds_playout_calls, ==, calls);
  }

  g_assert_cmpint (retreat.type, ==, QB_ACT_RETREAT);
  g_assert_true (qb_game_get_battle_odds (game, QB_BRITISH, retreat, &b));
  g_assert_cmpfloat (b.p_lost, ==, 1.0);
  g_assert_cmpfloat (b.p_routed, ==, 0.0);
  g_assert_cmpfloat (b.se_lost, ==, 0.0);

  /* Only the decider asks about its choices. */
  g_assert_false (qb_game_get_battle_odds (game, QB_FRENCH, stand, &b));
  g_assert_false (qb_game_get_battle_odds (game, QB_BRITISH,
                                           (QbAction) { QB_ACT_FIRE, 9, 0, 0 }, &b));
}

/* Fairness: the French reserve is 28 in one game and 29 in the other
 * (the other block away at Montreal); the British views are the same, so
 * are the British odds, of every kind. */
static void
test_fairness (gconstpointer data)
{
  int edition = GPOINTER_TO_INT (data);
  g_autoptr(QbGame) one = abraham_game (edition, 28, 29);
  g_autoptr(QbGame) two = abraham_game (edition, 29, 28);
  QbView v1, v2;
  QbAction stand = { QB_ACT_STAND, 0, 0, 0 };
  QbAction none = { QB_ACT_NONE, 0, 0, 0 };
  QbBattleOdds a, b;
  QbFireOdds f1, f2;

  g_assert_cmpint (qb_game_get_state (one)->blocks[28].slot, ==, QB_SLOT_RESERVE);
  g_assert_cmpint (qb_game_get_state (two)->blocks[29].slot, ==, QB_SLOT_RESERVE);
  qb_game_view (one, QB_BRITISH, &v1);
  qb_game_view (two, QB_BRITISH, &v2);
  g_assert_cmpmem (&v1, sizeof v1, &v2, sizeof v2);

  g_assert_true (qb_game_get_battle_odds (one, QB_BRITISH, stand, &a));
  g_assert_true (qb_game_get_battle_odds (two, QB_BRITISH, stand, &b));
  assert_same_odds (&a, &b);
  g_assert_true (qb_game_get_battle_odds (one, QB_BRITISH, none, &a));
  g_assert_true (qb_game_get_battle_odds (two, QB_BRITISH, none, &b));
  assert_same_odds (&a, &b);

  /* The British stand, then may commit their reserve (13.1 b). */
  qbb_apply (one, QB_ACT_STAND, 0, 0, 0);
  qbb_apply (two, QB_ACT_STAND, 0, 0, 0);
  g_assert_cmpint (qb_game_get_phase (one), ==, QB_PHASE_RESERVE);
  {
    QbAction commit = qbb_legal_of (one, QB_ACT_COMMIT);

    g_assert_cmpint (commit.type, ==, QB_ACT_COMMIT);
    g_assert_true (qb_game_get_battle_odds (one, QB_BRITISH, commit, &a));
    g_assert_true (qb_game_get_battle_odds (two, QB_BRITISH, commit, &b));
    assert_sane (&a);
    assert_same_odds (&a, &b);
  }
  qbb_apply (one, QB_ACT_NO_COMMIT, 0, 0, 0);
  qbb_apply (two, QB_ACT_NO_COMMIT, 0, 0, 0);
  g_assert_true (qb_game_get_fire_odds (one, QB_BRITISH, 9, &f1));
  g_assert_true (qb_game_get_fire_odds (two, QB_BRITISH, 9, &f2));
  g_assert_cmpmem (&f1, sizeof f1, &f2, sizeof f2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/model/battle-odds/fire/revised", GINT_TO_POINTER (QB_EDITION_REVISED), test_fire);
  g_test_add_data_func ("/model/battle-odds/fire/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), test_fire);
  g_test_add_data_func ("/model/battle-odds/stand-and-retreat/revised",
                        GINT_TO_POINTER (QB_EDITION_REVISED), test_stand_and_retreat);
  g_test_add_data_func ("/model/battle-odds/stand-and-retreat/classic",
                        GINT_TO_POINTER (QB_EDITION_CLASSIC), test_stand_and_retreat);
  g_test_add_data_func ("/model/battle-odds/fairness/revised", GINT_TO_POINTER (QB_EDITION_REVISED), test_fairness);
  g_test_add_data_func ("/model/battle-odds/fairness/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), test_fairness);
  return g_test_run ();
}
