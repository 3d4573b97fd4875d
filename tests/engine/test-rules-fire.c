/* Rule tests: fire (14.0): only columns fire, at the opposite column,
 * and the owner takes each hit at once on a block of his choosing.
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 14.1 Only columns fire, at the opposite column ---------------------- */

static void
test_14_1_column_against_column (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 11, 12);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 0);
  QBT_DEPLOY (&g, 10, 1);
  QBT_DEPLOY (&g, 11, 2);
  QBT_DEPLOY (&g, 12, QB_SLOT_RESERVE);
  /* Column 1 fires at column 1: the only block there takes the hit. */
  qbt_clear_events (&g);
  QBT_FIRE (&g, 27, 6, 1, 1);
  const QbEvent *f = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_cmpint (f->from, ==, 1);
  g_assert_cmpint (f->a, ==, 1);
  g_assert_cmpint (qbt_cv (&g, 10), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 4);
  g_assert_cmpint (qbt_cv (&g, 9), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 11), ==, 3);
  /* Column 0 fires at column 0: the British choose among 8 and 9 only. */
  QBT_FIRE (&g, 26, 6, 6, 1);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_HIT, 10, 0, 0, "column that was fired at");
  qbt_illegal (&g, QB_ACT_HIT, 11, 0, 0, "column that was fired at");
  qbt_illegal (&g, QB_ACT_HIT, 12, 0, 0, "column that was fired at");   /* reserve */
  QBT_HIT (&g, 8);
  QBT_HIT (&g, 9);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 9), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 12), ==, 2);
  qbt_fire_miss (&g, 28, false);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_RESERVE, QB_BRITISH);
  QBT_NO_COMMIT (&g);
  /* Reserve units never fire. */
  qbt_illegal (&g, QB_ACT_FIRE, 12, 0, 0, "columns fire");
}

/* 14.2 example: a 4 CV unit rolls four dice; two sixes are two hits which
 * the owner takes on one unit (-2) or on two units (-1 each). */
static void
british_4cv_fires_two_sixes (QbtGame *g, int edition)
{
  qbt_setup (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (g, b, QB_ET, 0);
  qbt_start (g, 1);
  qbt_done (g);
  QBT_MOVE (g, QB_LE, QB_MODE_LAND, 26, 27, 28, 29);
  QBT_DEPLOY (g, 8, 0);
  QBT_DEPLOY (g, 9, 1);
  QBT_DEPLOY (g, 10, 2);
  QBT_DEPLOY (g, 26, 0);
  QBT_DEPLOY (g, 27, 0);
  QBT_DEPLOY (g, 28, 1);
  QBT_DEPLOY (g, 29, 2);
  qbt_assert_decision (g, QB_PHASE_FIRE, QB_BRITISH);
  qbt_clear_events (g);
  QBT_FIRE (g, 8, 6, 1, 6, 2);
  const QbEvent *f = qbt_find_event (g, QB_EV_FIRE, 0);
  g_assert_nonnull (f);
  g_assert_cmpint (f->block, ==, 8);
  g_assert_cmpint (f->ndice, ==, 4);
  g_assert_cmpint (f->a, ==, 2);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->rule, ==, 142);
  qbt_assert_decision (g, QB_PHASE_ALLOCATE, QB_FRENCH);
  qbt_illegal (g, QB_ACT_HIT, 28, 0, 0, "column that was fired at");
}

static void
test_14_2_example_one_unit (gconstpointer p)
{
  QbtGame g;
  british_4cv_fires_two_sixes (&g, QBT_ED (p));
  QBT_HIT (&g, 26);
  /* Immediate: the first hit is on the block before the second. */
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  QBT_HIT (&g, 26);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 1);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 3);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 1)->cv, ==, 1);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 1)->rule, ==, 142);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
}

static void
test_14_2_example_two_units (gconstpointer p)
{
  QbtGame g;
  british_4cv_fires_two_sixes (&g, QBT_ED (p));
  QBT_HIT (&g, 26);
  QBT_HIT (&g, 27);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 2);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  QBT_ADD_BOTH ("14.1/column-against-column", test_14_1_column_against_column);
  QBT_ADD_BOTH ("14.2/example-one-unit", test_14_2_example_one_unit);
  QBT_ADD_BOTH ("14.2/example-two-units", test_14_2_example_two_units);
  return g_test_run ();
}
