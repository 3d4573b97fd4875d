/* Rule tests: the Ottawa: its special order, raids and scouts (22.1-22.3).
 * Its withdrawal before and after battles, its place in them and its
 * retiring (22.4, 22.5) are in test-rules-ottawa-withdrawal.c.
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 22.1 The Ottawa's moves ----------------------------------------------- */

/* Revised: moving the Ottawa is the whole French order, so it never joins
 * an ordinary group. */
static void
test_22_1_ottawa_only_by_special_order (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, QB_FR_OTTAWA, QB_CR, 0);
  qbt_put (&g, 26, QB_CR, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  g_assert_false (qbt_listed (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND));
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND, "(22.1)");
  qbt_order (&g, 26, QB_SI, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND, "(22.1)");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  g_assert_true (qbt_listed (&g, QB_ACT_ORDER_OTTAWA, 0, QB_SI, QB_MISSION_NONE));
}

/* Classic: the Ottawa moves like any other unit; only its any-zone move
 * must be the whole order. */
static void
test_22_1_ottawa_joins_group (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, QB_FR_OTTAWA, QB_CR, 0);
  qbt_put (&g, 26, QB_CR, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  g_assert_true (qbt_listed (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND));
  qbt_order (&g, 26, QB_SI, QB_MODE_LAND);
  qbt_order (&g, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_SI);
}

/* ---- 22.1 The Ottawa's special move ----------------------------------------- */

/* The Ottawa at Cap Rouge, the other French (12 CV) at Montmorency. */
static void
ottawa_position (QbtGame *g, int edition)
{
  qbt_setup (g, edition);
  qbt_put (g, QB_FR_OTTAWA, QB_CR, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (g, b, QB_MO, 0);
}

static void
test_22_1_any_zone (gconstpointer p)
{
  QbtGame g;
  qbt_begin (&g, QBT_ED (p));
  qbt_put_british_reserve (&g, QB_LE);
  qbt_put (&g, QB_FR_OTTAWA, QB_CR, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  /* Cap Rouge to Ile d'Orleans: no road, another river area. */
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_OR, QB_MODE_LAND));
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_OR, QB_MODE_AMPHIBIOUS));
  qbt_illegal (&g, QB_ACT_ORDER_OTTAWA, 0, QB_CR, QB_MISSION_NONE, "another zone");
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_OR, QB_MISSION_NONE);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_OR);
  const QbEvent *m = qbt_block_event (&g, QB_EV_MOVE, QB_FR_OTTAWA);
  g_assert_nonnull (m);
  g_assert_cmpint (m->rule, ==, 221);
  g_assert_cmpint (m->a, ==, QB_MODE_SPECIAL);
  g_assert_cmpint (m->from, ==, QB_CR);
  /* The special order was the whole French order. */
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 1);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* 22.1: the special move is the only order. Ruling R7: in the classic
 * edition the Ottawa may also go with an ordinary group by the normal
 * rules; in the revised one, moving it at all is the whole order. */
static void
test_22_1_only_order (gconstpointer p)
{
  QbtGame g;
  ottawa_position (&g, QBT_ED (p));
  qbt_put (&g, 30, QB_CR, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_order (&g, 30, QB_SI, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_OTTAWA, 0, QB_OR, QB_MISSION_NONE, "only order");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_OTTAWA, 0, QB_OR, QB_MISSION_NONE));
  /* With the group instead. */
  qbt_order (&g, 30, QB_SI, QB_MODE_LAND);
  if (!QBT_IS_CLASSIC (&g))
    {
      qbt_illegal (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND, "(22.1)");
      return;
    }
  qbt_order (&g, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 26, QB_BE, QB_MODE_LAND, "same zone");
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_SI);
  g_assert_cmpint (qbt_loc (&g, 30), ==, QB_SI);
}

/* Ruling R28: a special move into a British zone without a mission is an
 * ordinary battle, and the Ottawa, alone, withdraws at once. */
static void
test_22_1_no_mission_into_british_zone (gconstpointer p)
{
  QbtGame g;
  ottawa_position (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_NONE);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_BATTLE, 0));
  g_assert_cmpint (qbt_count_events (&g, QB_EV_RAID), ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_FIRE), ==, 0);
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_ET, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_ET);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 4);
}

/* 22.1 classic: the special move may not leave a decoy alone (10.1). */
static void
test_22_1_classic_decoy_not_left_alone (void)
{
  QbtGame g;
  ottawa_position (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 46, QB_CR, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_illegal (&g, QB_ACT_ORDER_OTTAWA, 0, QB_OR, QB_MISSION_NONE, "decoy");
}

/* ---- 22.2 Raids ----------------------------------------------------------- */

/* The Ottawa raids Levis (British 8, Light Infantry 10, Rangers 11): it
 * fires once doubled; the British pick which blocks lose CV; the Light
 * Infantry and the Rangers return fire (single, 6s); the Ottawa then goes
 * to a zone free of British blocks. */
static void
test_22_2_raid (gconstpointer p)
{
  QbtGame g;
  ottawa_position (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 11, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  bool classic = QBT_IS_CLASSIC (&g);
  if (classic)
    QBT_DICE (&g, 5, 6, 4, 1);
  else
    QBT_DICE (&g, 6, 5, 1, 6, 1, 1, 1, 1);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_RAID);
  const QbEvent *r = qbt_find_event (&g, QB_EV_RAID, 0);
  g_assert_nonnull (r);
  g_assert_cmpint (r->zone, ==, QB_LE);
  g_assert_cmpint (r->rule, ==, 222);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_BATTLE), ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DEPLOYED), ==, 0);
  const QbEvent *f = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_cmpint (f->block, ==, QB_FR_OTTAWA);
  g_assert_cmpint (f->ndice, ==, classic ? 4 : 8);
  g_assert_cmpint (f->a, ==, 2);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->rule, ==, 222);
  g_assert_cmpint (f->why, ==, QB_WHY_RAID);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  g_assert_true (qbt_legal (&g, QB_ACT_HIT, 10, 0, 0));
  g_assert_true (qbt_legal (&g, QB_ACT_HIT, 11, 0, 0));
  qbt_illegal (&g, QB_ACT_HIT, 0, 0, 0, NULL);   /* not in the zone */
  QBT_HIT (&g, 8);
  QBT_DICE (&g, 6, 1, 1, 5, 1, 1);   /* Light Infantry, then Rangers */
  QBT_HIT (&g, 8);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_FIRE, 1)->block, ==, QB_BR_LIGHT_INFANTRY);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_FIRE, 1)->why, ==, QB_WHY_RAID_RETURN);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 0)->rule, ==, 222);
  /* Only the reduced block is revealed (ruling R23). */
  g_assert_true (g.s.blocks[8].flags & QB_BF_SCOUTED);
  g_assert_false (g.s.blocks[10].flags & QB_BF_SCOUTED);
  g_assert_false (g.s.blocks[11].flags & QB_BF_SCOUTED);
  /* Return fire: two British fires, not doubled, a 5 misses. */
  g_assert_cmpint (qbt_count_side_events (&g, QB_EV_FIRE, QB_BRITISH), ==, 2);
  const QbEvent *li = qbt_block_event (&g, QB_EV_FIRE, 10);
  const QbEvent *ra = qbt_block_event (&g, QB_EV_FIRE, 11);
  g_assert_nonnull (li);
  g_assert_nonnull (ra);
  g_assert_cmpint (li->ndice, ==, 3);
  g_assert_cmpint (li->b, ==, 0);
  g_assert_cmpint (li->a, ==, 1);
  g_assert_cmpint (ra->a, ==, 0);
  g_assert_null (qbt_block_event (&g, QB_EV_FIRE, 8));
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 3);
  /* Then the Ottawa withdraws. */
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_LE, 0, NULL);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_OR, 0, "without British");
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_BE, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_BE);
  const QbEvent *w = qbt_block_event (&g, QB_EV_RETREAT, QB_FR_OTTAWA);
  g_assert_nonnull (w);
  g_assert_cmpint (w->rule, ==, 224);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* Ruling R8: a raid or scout only hits British blocks that were already
 * there; British blocks arriving this move make it an ordinary battle. */
static void
test_22_2_only_against_blocks_already_there (gconstpointer p)
{
  for (int mission = QB_MISSION_RAID; mission <= QB_MISSION_SCOUT; mission++)
    {
      QbtGame g;
      ottawa_position (&g, QBT_ED (p));
      qbt_put (&g, 8, QB_OR, 0);
      qbt_put (&g, 30, QB_LE, 0);
      qbt_start (&g, 1);
      QBT_MOVE (&g, QB_LE, QB_MODE_AMPHIBIOUS, 8);
      qbt_no_transfers (&g);
      qbt_clear_events (&g);
      qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, mission);
      g_assert_cmpint (qbt_count_events (&g, QB_EV_RAID), ==, 0);
      g_assert_cmpint (qbt_count_events (&g, QB_EV_SCOUT), ==, 0);
      g_assert_cmpint (qbt_count_events (&g, QB_EV_FIRE), ==, 0);
      const QbEvent *b = qbt_find_event (&g, QB_EV_BATTLE, 0);
      g_assert_nonnull (b);
      g_assert_cmpint (b->zone, ==, QB_LE);
      g_assert_cmpint (g.s.battle.kind, ==, QB_BATTLE_NORMAL);
      g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
      g_assert_true (g.s.battle.skirmish);
      g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_SKIRMISH);
      /* 22.4 (ruling R7): the Ottawa may withdraw first; it stays. */
      qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
      QBT_STAND (&g);
      qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
    }
}

/* 22.2 classic: the raid's hits are taken on real blocks only (a decoy has
 * no CV to lose). */
static void
test_22_2_classic_decoys_take_no_hits (void)
{
  QbtGame g;
  ottawa_position (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  QBT_DICE (&g, 5, 6, 1, 1);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_RAID);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 2);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LE);
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
}

/* ---- 22.3 Scouting --------------------------------------------------------- */

static void
test_22_3_scout (gconstpointer p)
{
  QbtGame g;
  ottawa_position (&g, QBT_ED (p));
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_SCOUT);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_SCOUT), ==, 4);
  int scouted = 0;
  for (int b = 8; b <= 12; b++)
    if (g.s.blocks[b].flags & QB_BF_SCOUTED)
      {
        scouted++;
        const QbEvent *e = qbt_block_event (&g, QB_EV_SCOUT, b);
        g_assert_nonnull (e);
        g_assert_cmpint (e->rule, ==, 223);
        g_assert_cmpint (e->cv, ==, qbt_cv (&g, b));
      }
  g_assert_cmpint (scouted, ==, 4);
  for (int b = 0; b < 8; b++)
    g_assert_false (g.s.blocks[b].flags & QB_BF_SCOUTED);
  /* No raid in the same move, and the Ottawa is not attacked. */
  g_assert_cmpint (qbt_count_events (&g, QB_EV_FIRE), ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 0);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  for (int b = 8; b <= 12; b++)
    g_assert_cmpint (qbt_cv (&g, b), ==, qb_block_max_cv (&g.s, b));
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_OR, 0, "without British");
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_SF);
  /* Ruling R18: still known next move. */
  g_assert_cmpint (g.s.move, ==, 2);
  scouted = 0;
  for (int b = 8; b <= 12; b++)
    if (g.s.blocks[b].flags & QB_BF_SCOUTED)
      scouted++;
  g_assert_cmpint (scouted, ==, 4);
}

/* 22.3 classic: decoys revealed by the scout are eliminated. */
static void
test_22_3_classic_decoys_eliminated (void)
{
  QbtGame g;
  ottawa_position (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_put (&g, 14, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_SCOUT);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_SCOUT), ==, 4);
  for (int b = 13; b <= 14; b++)
    {
      g_assert_cmpint (qbt_loc (&g, b), ==, QB_LOC_ELIMINATED);
      const QbEvent *e = qbt_block_event (&g, QB_EV_ELIMINATED, b);
      g_assert_nonnull (e);
      g_assert_cmpint (e->rule, ==, 223);
    }
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_LE);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_LE);
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/22.1/ottawa-only-by-special-order/revised",
                   test_22_1_ottawa_only_by_special_order);
  g_test_add_func ("/engine/rules/22.1/ottawa-joins-group/classic", test_22_1_ottawa_joins_group);
  QBT_ADD_BOTH ("22.1/any-zone", test_22_1_any_zone);
  QBT_ADD_BOTH ("22.1/only-order", test_22_1_only_order);
  QBT_ADD_BOTH ("22.1/no-mission-into-british-zone", test_22_1_no_mission_into_british_zone);
  g_test_add_func ("/engine/rules/22.1/decoy-not-left-alone/classic",
                   test_22_1_classic_decoy_not_left_alone);
  QBT_ADD_BOTH ("22.2/raid", test_22_2_raid);
  QBT_ADD_BOTH ("22.2/only-against-blocks-already-there", test_22_2_only_against_blocks_already_there);
  g_test_add_func ("/engine/rules/22.2/decoys-take-no-hits/classic",
                   test_22_2_classic_decoys_take_no_hits);
  QBT_ADD_BOTH ("22.3/scout", test_22_3_scout);
  g_test_add_func ("/engine/rules/22.3/decoys-eliminated/classic",
                   test_22_3_classic_decoys_eliminated);
  return g_test_run ();
}
