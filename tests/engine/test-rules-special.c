/* Rule tests: Quebec militia desertion (20.0), Montreal supplies (21.0)
 * and the optional tides (23.0).
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 20.0 Quebec militia -------------------------------------------------- */

static void
test_20_0_first_occupation (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 32, QB_MO, 0);
  qbt_put (&g, 33, QB_MO, 1);
  qbt_put (&g, 39, QB_MO, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_FIRST_OCCUPATION, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->zone, ==, QB_BE);
  g_assert_cmpint (ev->rule, ==, 200);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DESERTION);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  g_assert_cmpint (g.s.move, ==, 1);
  qbt_illegal (&g, QB_ACT_DESERT, 39, 0, 0, "(20.0)");
  qbt_illegal (&g, QB_ACT_DESERT, 26, 0, 0, "(20.0)");
  g_assert_true (qbt_legal (&g, QB_ACT_DESERT, 32, 0, 0));
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_DESERT, 33, 0, 0);   /* any CV: the French choose */
  ev = qbt_find_event (&g, QB_EV_DESERTION, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->block, ==, 33);
  g_assert_cmpint (ev->rule, ==, 200);
  g_assert_cmpint (qbt_loc (&g, 33), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 32), ==, QB_MO);
  g_assert_cmpint (g.s.move, ==, 2);

  /* Back to the island and again into Beauport: no new loss. */
  qbt_order (&g, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  qbt_both_stand (&g);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_FIRST_OCCUPATION), ==, 0);
  g_assert_cmpint (g.s.move, ==, 4);
  g_assert_cmpint (qbt_loc (&g, 32), ==, QB_MO);
}

/* Ile d'Orleans never counts. */
static void
test_20_0_ile_dorleans_excepted (void)
{
  QbtGame g;
  qbt_begin (&g, QB_EDITION_REVISED);
  qbt_put_british_reserve (&g, QB_LE);
  qbt_put (&g, 32, QB_MO, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_OR);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_FIRST_OCCUPATION), ==, 0);
  g_assert_cmpint (g.s.phase, !=, QB_PHASE_DESERTION);
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_cmpint (qbt_loc (&g, 32), ==, QB_MO);
}

/* Several new zones at once cost one militia each, while any remain. */
static void
test_20_0_several_zones (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 32, QB_SC, 0);
  qbt_put (&g, 33, QB_SC, 0);
  qbt_put (&g, 34, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 1, QB_MO, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 2, QB_LE, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_FIRST_OCCUPATION), ==, 3);
  for (int i = 0; i < 3; i++)
    {
      g_assert_cmpint (g.s.phase, ==, QB_PHASE_DESERTION);
      g_assert_cmpint (g.s.move, ==, 1);
      qbt_apply (&g, QB_ACT_DESERT, 32 + i, 0, 0);
    }
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
}

static void
test_20_0_only_while_militia_remain (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 32, QB_SC, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 1, QB_MO, QB_MODE_AMPHIBIOUS);
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DESERTION);
  qbt_apply (&g, QB_ACT_DESERT, 32, 0, 0);
  g_assert_cmpint (g.s.move, ==, 2);    /* the second loss lapses */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);

  QbtGame h;
  qbt_setup (&h, QB_EDITION_REVISED);
  qbt_put (&h, 39, QB_SC, 0);   /* Montreal militia do not desert */
  qbt_start (&h, 1);
  qbt_order (&h, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_done (&h);
  qbt_clear_events (&h);
  qbt_done (&h);
  g_assert_cmpint (qbt_count_events (&h, QB_EV_FIRST_OCCUPATION), ==, 1);
  g_assert_cmpint (qbt_count_events (&h, QB_EV_DESERTION), ==, 0);
  g_assert_cmpint (h.s.move, ==, 2);
  g_assert_cmpint (qbt_loc (&h, 39), ==, QB_SC);
}

/* An attack into a new zone costs the militia before the battle. */
static void
test_20_0_attack_into_new_zone (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 32, QB_LE, 0);
  qbt_put (&g, 26, QB_LE, 0);
  qbt_put (&g, 27, QB_LE, 0);
  qbt_put (&g, 28, QB_LE, 0);
  qbt_start (&g, 1);
  for (int b = 0; b < 3; b++)
    qbt_order (&g, b, QB_LE, QB_MODE_AMPHIBIOUS);
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DESERTION);
  g_assert_false (g.s.battle.active);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_DESERT, 32, 0, 0);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_BATTLE, 0));
  g_assert_true (g.s.battle.active);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DEPLOY);
  g_assert_false (qbt_legal (&g, QB_ACT_DEPLOY, 32, 0, 0));
}

/* R4: a British retreat into a new zone costs a militia, taken as soon as
 * the battle ends. */
static void
test_20_0_retreat_into_new_zone (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 32, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_order (&g, 26, QB_SI, QB_MODE_LAND);
  qbt_done (&g);
  g_assert_cmpint (g.s.battle.defender, ==, QB_BRITISH);
  QBT_DICE (&g, 1, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 9, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  QBT_DICE (&g, 1, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_RETREAT);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_LAND);
  int occ = qbt_event_index (&g, QB_EV_FIRST_OCCUPATION, 0);
  int end = qbt_event_index (&g, QB_EV_BATTLE_END, 0);
  g_assert_cmpint (occ, >=, 0);
  g_assert_cmpint (g.events[occ].zone, ==, QB_CR);
  g_assert_cmpint (end, >, occ);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DESERTION);
  g_assert_false (g.s.battle.active);
  qbt_apply (&g, QB_ACT_DESERT, 32, 0, 0);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- 21.0 Montreal supplies ---------------------------------------------- */

static void
test_21_0_cap_rouge_held (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 9, QB_CR, 0);
  qbt_put (&g, 32, QB_MO, 0);
  qbt_put (&g, 39, QB_MO, 0);
  qbt_put (&g, 44, QB_BE, 0);     /* Trois-Rivieres militia */
  qbt_put (&g, 26, QB_SF, 0);
  qbt_start (&g, 1);
  /* Move 1: held now, but not at the end of a previous move. */
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  /* Move 2: the loss is due at the end of the move. */
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_SUPPLY);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  g_assert_cmpint (g.s.move, ==, 2);
  qbt_illegal (&g, QB_ACT_SUPPLY_LOSS, 32, 0, 0, "(21.0)");
  qbt_illegal (&g, QB_ACT_SUPPLY_LOSS, 26, 0, 0, "(21.0)");
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_SUPPLY_LOSS, 44, 0, 0);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_SUPPLY_LOSS, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->block, ==, 44);
  g_assert_cmpint (ev->rule, ==, 210);
  g_assert_cmpint (qbt_loc (&g, 44), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_event_index (&g, QB_EV_MOVE_START, 0), >, qbt_event_index (&g, QB_EV_SUPPLY_LOSS, 0));
  g_assert_cmpint (g.s.move, ==, 3);
  /* Move 3: every move. */
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_SUPPLY);
  qbt_apply (&g, QB_ACT_SUPPLY_LOSS, 39, 0, 0);
  /* Move 4: none left, no loss; Quebec militia are not touched. */
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.move, ==, 5);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (qbt_loc (&g, 32), ==, QB_MO);
}

/* The penalty starts the move after the British arrive, and stops when they
 * leave. */
static void
test_21_0_begins_next_move (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 39, QB_MO, 0);
  qbt_put (&g, 40, QB_MO, 0);
  qbt_put (&g, 26, QB_BE, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 9, QB_CR, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_CR);
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_SUPPLY);
  qbt_apply (&g, QB_ACT_SUPPLY_LOSS, 39, 0, 0);
  g_assert_cmpint (g.s.move, ==, 3);
  /* Leaving Cap Rouge ends it. */
  qbt_order (&g, 9, QB_SI, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.move, ==, 4);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (qbt_loc (&g, 40), ==, QB_MO);
}

/* R5: taken after the move's battles. */
static void
test_21_0_after_battles (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 9, QB_CR, 0);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 39, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_both_stand (&g);
  qbt_order (&g, 8, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_true (g.s.battle.active);
  QBT_DICE (&g, 1, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  g_assert_cmpint (qbt_event_index (&g, QB_EV_BATTLE_END, 0), >=, 0);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_SUPPLY);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- 23.0 Tides ----------------------------------------------------------- */

static void
tides_game (QbtGame *g, int edition, int die)
{
  qbt_setup (g, edition);
  g->opt.tides = 1;
  qbt_put (g, 9, QB_SC, 0);
  qbt_put (g, 23, QB_LOC_STLAURENT, 0);
  qbt_put (g, 24, QB_LOC_STLAURENT, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (g, b, QB_CR, 0);
  qbt_start (g, qbt_seed_for_first_die (die));
}

static void
test_23_0_tide_blocks (gconstpointer data)
{
  QbtGame g;
  tides_game (&g, QBT_ED (data), 1);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_TIDES, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->rule, ==, 230);
  g_assert_cmpint (ev->side, ==, QB_BRITISH);
  g_assert_cmpint (ev->ndice, ==, 1);
  g_assert_cmpint (ev->dice[0], ==, 1);
  g_assert_cmpint (ev->a, ==, 1);
  g_assert_cmpint (qbt_event_index (&g, QB_EV_MOVE_START, 0), <, qbt_event_index (&g, QB_EV_TIDES, 0));
  g_assert_cmpint (g.s.tides_roll, ==, 1);
  g_assert_true (g.s.tides_blocked);
  qbt_no_transfers (&g);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS, "(23.0)");
  qbt_illegal (&g, QB_ACT_ORDER_SHIP, 21, 0, 0, "(23.0)");
  qbt_illegal (&g, QB_ACT_ORDER_SHIP, 23, 0, 0, "(23.0)");
  /* Land moves go on, the St. Charles crossing included (19.0). */
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 9, QB_AB, QB_MODE_LAND));
  qbt_done (&g);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 26, QB_SI, QB_MODE_AMPHIBIOUS, "(23.0)");
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 26, QB_SI, QB_MODE_LAND));
}

static void
test_23_0_other_results (gconstpointer data)
{
  for (int die = 2; die <= 6; die++)
    {
      QbtGame g;
      tides_game (&g, QBT_ED (data), die);
      const QbEvent *ev = qbt_find_event (&g, QB_EV_TIDES, 0);
      g_assert_cmpint (ev->dice[0], ==, die);
      g_assert_cmpint (ev->a, ==, 0);
      g_assert_false (g.s.tides_blocked);
      qbt_no_transfers (&g);
      g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS));
      g_assert_true (qbt_legal (&g, QB_ACT_ORDER_SHIP, 21, 0, 0));
      qbt_done (&g);
      g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 26, QB_SI, QB_MODE_AMPHIBIOUS));
    }
}

/* A new die before every move. */
static void
test_23_0_every_move (void)
{
  QbtGame g;
  tides_game (&g, QB_EDITION_REVISED, 4);
  g_assert_false (g.s.tides_blocked);
  qbt_done (&g);
  QBT_DICE (&g, 1);               /* the next die is move 2's tides */
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_TIDES, 0)->dice[0], ==, 1);
  g_assert_true (g.s.tides_blocked);
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS));
  qbt_done (&g);
  QBT_DICE (&g, 6);
  qbt_done (&g);
  g_assert_cmpint (g.s.move, ==, 3);
  g_assert_cmpint (g.s.tides_roll, ==, 6);
  g_assert_false (g.s.tides_blocked);
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS));
}

/* Without the option, no die and no restriction. */
static void
test_23_0_optional (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 26, QB_CR, 0);
  qbt_start (&g, qbt_seed_for_first_die (1));
  g_assert_cmpint (qbt_count_events (&g, QB_EV_TIDES), ==, 0);
  g_assert_cmpint (g.s.tides_roll, ==, 0);
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS));
}

/* R16: a 1 also forbids amphibious retreats; the St. Charles road is not
 * affected. The British defend Abraham against a French crossing. */
static void
tides_retreat_game (QbtGame *g, int tides)
{
  qbt_setup (g, QB_EDITION_REVISED);
  g->opt.tides = (uint8_t) tides;
  qbt_put (g, 9, QB_AB, 0);
  qbt_put (g, 23, QB_LOC_STLAURENT, 0);
  qbt_put (g, 24, QB_LOC_STLAURENT, 0);
  qbt_put (g, 26, QB_SC, 0);
  qbt_start (g, qbt_seed_for_first_die (1));
  g_assert_cmpint (g->s.tides_blocked, ==, tides);
  qbt_done (g);
  qbt_order (g, 26, QB_AB, QB_MODE_LAND);
  qbt_done (g);
  g_assert_cmpint (g->s.battle.defender, ==, QB_BRITISH);
  QBT_DICE (g, 1, 1, 1, 1, 1, 1);
  qbt_apply (g, QB_ACT_FIRE, 9, 0, 0);
  qbt_apply (g, QB_ACT_STAND, 0, 0, 0);
  QBT_DICE (g, 1, 1, 1);
  qbt_apply (g, QB_ACT_FIRE, 26, 0, 0);
  g_assert_cmpint (g->s.phase, ==, QB_PHASE_RETREAT);
  g_assert_cmpint (g->s.decider, ==, QB_BRITISH);
}

static void
test_23_0_no_amphibious_retreat (void)
{
  QbtGame g;
  tides_retreat_game (&g, 1);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_ET, QB_MODE_AMPHIBIOUS, "(23.0)");
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS, "(23.0)");
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_SI, QB_MODE_LAND));
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SI, QB_MODE_LAND);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_SI);

  QbtGame h;
  tides_retreat_game (&h, 0);
  g_assert_true (qbt_legal (&h, QB_ACT_RETREAT, 0, QB_ET, QB_MODE_AMPHIBIOUS));
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  QBT_ADD_BOTH ("20.0/first-occupation", test_20_0_first_occupation);
  g_test_add_func ("/engine/rules/20.0/ile-dorleans-excepted/revised",
                   test_20_0_ile_dorleans_excepted);
  g_test_add_func ("/engine/rules/20.0/several-zones-at-once/revised", test_20_0_several_zones);
  g_test_add_func ("/engine/rules/20.0/only-while-militia-remain/revised",
                   test_20_0_only_while_militia_remain);
  g_test_add_func ("/engine/rules/20.0/attack-into-new-zone/revised",
                   test_20_0_attack_into_new_zone);
  g_test_add_func ("/engine/rules/20.0/retreat-into-new-zone/revised",
                   test_20_0_retreat_into_new_zone);
  QBT_ADD_BOTH ("21.0/cap-rouge-held", test_21_0_cap_rouge_held);
  g_test_add_func ("/engine/rules/21.0/begins-next-move/revised", test_21_0_begins_next_move);
  g_test_add_func ("/engine/rules/21.0/after-battles/revised", test_21_0_after_battles);
  QBT_ADD_BOTH ("23.0/tide-blocks", test_23_0_tide_blocks);
  QBT_ADD_BOTH ("23.0/other-results", test_23_0_other_results);
  g_test_add_func ("/engine/rules/23.0/every-move/revised", test_23_0_every_move);
  g_test_add_func ("/engine/rules/23.0/optional/revised", test_23_0_optional);
  g_test_add_func ("/engine/rules/23.0/no-amphibious-retreat/revised",
                   test_23_0_no_amphibious_retreat);
  return g_test_run ();
}
