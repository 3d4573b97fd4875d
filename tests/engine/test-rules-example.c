/* Rule tests: a first set (see also test-rules-*.c). */
#include "qb-test-util.h"

/* 6.1 example: Levis to Etchemin by road; Sillery and Ste. Foy are not
 * connected. */
static void
test_6_1_roads (void)
{
  QbtGame g;
  qbt_begin (&g, QB_EDITION_REVISED);
  qbt_put_british_reserve (&g, QB_OR);
  qbt_put (&g, 5, QB_LE, 0);
  qbt_put (&g, 26, QB_SI, 0);
  qbt_put (&g, 27, QB_CR, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 5, QB_ET, QB_MODE_LAND));
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 5, QB_AB, QB_MODE_LAND, "no road");
  qbt_done (&g);
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, 26, QB_SF, QB_MODE_LAND));
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 27, QB_SF, QB_MODE_LAND));
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 27, QB_SI, QB_MODE_LAND));
}

/* 17.1: a defender attacked by sea fires at double CV on its first turn:
 * revised = twice the dice. */
static void
test_17_1_amphibious_defender_doubles (void)
{
  QbtGame g;
  qbt_begin (&g, QB_EDITION_REVISED);
  qbt_put_british_reserve (&g, QB_OR);
  qbt_put (&g, 26, QB_BE, 0);    /* La Sarre, 3 CV */
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_done (&g);                 /* French stand */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_FIRE);   /* a skirmish */
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  g_assert_true (g.s.battle.skirmish);
  g_assert_true (g.s.battle.by_sea);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 1, 1, 1, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->ndice, ==, 6);
  g_assert_cmpint (ev->rule, ==, 171);
  g_assert_cmpint (ev->a, ==, 1);
  g_assert_cmpint (qbt_cv (&g, 0), ==, 3);
}

/* 17.1 classic: double CV means hits on 5 and 6, same number of dice. */
static void
test_17_1_classic_fives (void)
{
  QbtGame g;
  qbt_begin (&g, QB_EDITION_CLASSIC);
  qbt_put_british_reserve (&g, QB_OR);
  qbt_put (&g, 26, QB_BE, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_done (&g);
  qbt_clear_events (&g);
  QBT_DICE (&g, 5, 6, 4);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_cmpint (ev->ndice, ==, 3);
  g_assert_cmpint (ev->a, ==, 2);
  g_assert_cmpint (qbt_cv (&g, 0), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/rules/6.1/roads", test_6_1_roads);
  g_test_add_func ("/engine/rules/17.1/amphibious-defender-doubles", test_17_1_amphibious_defender_doubles);
  g_test_add_func ("/engine/rules/17.1/classic-hits-on-five", test_17_1_classic_fives);
  return g_test_run ();
}
