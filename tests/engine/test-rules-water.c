/* Rule tests: battles and retreats by water (17.0) and across the
 * St. Charles, which count as by water (19.0).
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 17.1 "By sea" is decided once the decoys are gone ------------------- */

/* Classic: the 2/60th, 3/60th and Light Infantry march from Sillery to
 * Abraham while a decoy lands there from the river. The decoy is removed
 * before the battle, so the attack is not amphibious and the French do not
 * fire doubled. */
static void
test_17_1_decoy_landing_not_by_sea (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  g.s.blocks[21].loc = QB_LOC_STLAURENT;
  qbt_put (&g, 8, QB_SI, 0);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 10, QB_SI, 0);
  qbt_put (&g, 13, QB_SI, 0);   /* a decoy in the classic roster */
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_put (&g, 28, QB_AB, 0);
  qbt_start (&g, 1);
  g_assert_cmpint (qb_block_type (&g.s, 13), ==, QB_TYPE_DECOY);
  qbt_order (&g, 8, QB_AB, QB_MODE_LAND);
  qbt_order (&g, 9, QB_AB, QB_MODE_LAND);
  qbt_order (&g, 10, QB_AB, QB_MODE_LAND);
  qbt_order (&g, 13, QB_AB, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
  const QbEvent *b = qbt_find_event (&g, QB_EV_BATTLE, 0);
  g_assert_nonnull (b);
  g_assert_cmpint (b->b, ==, 0);
  g_assert_false (g.s.battle.by_sea);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  qbt_clear_events (&g);
  qbt_fire_miss (&g, 26, false);
  const QbEvent *f = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_nonnull (f);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->rule, ==, 142);
  g_assert_cmpint (f->ndice, ==, 3);
}

/* ---- 17.1 Amphibious attack: the defender fires doubled ------------------ */

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

static void
test_17_1_defender_doubled_first_turn (gconstpointer p)
{
  QbtGame g;
  qbt_beauport_landing (&g, QBT_ED (p), QB_DOUBLE_BY_EDITION);
  bool classic = QBT_IS_CLASSIC (&g);
  if (classic)
    QBT_FIRE (&g, 26, 5, 1, 4);            /* classic: a 5 hits */
  else
    QBT_FIRE (&g, 26, 6, 1, 1, 5, 1, 1);   /* revised: six dice, only 6 hits */
  const QbEvent *f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, classic ? 3 : 6);
  g_assert_cmpint (f->a, ==, 1);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->rule, ==, 171);
  g_assert_cmpint (f->why, ==, QB_WHY_LANDING);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  QBT_MISSES (&g, true, 27, 28);
  /* The attacker never fires doubled. */
  QBT_STAND (&g);
  QBT_FIRE (&g, 8, 5, 5, 1);
  f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, 3);
  g_assert_cmpint (f->a, ==, 0);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->rule, ==, 142);
  g_assert_cmpint (f->why, ==, QB_WHY_NONE);
  QBT_MISSES (&g, false, 9, 10);
  /* Second turn: normal fire. */
  QBT_STAND (&g);
  QBT_FIRE (&g, 26, 5, 5, 1);
  f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, 3);
  g_assert_cmpint (f->a, ==, 0);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->rule, ==, 142);
  g_assert_cmpint (f->why, ==, QB_WHY_NONE);
}

/* Ruling R12: a game option picks the reading of "double CV". */
static void
test_17_1_double_option (void)
{
  QbtGame g;
  qbt_beauport_landing (&g, QB_EDITION_REVISED, QB_DOUBLE_FIVES);
  QBT_FIRE (&g, 26, 5, 6, 4);
  const QbEvent *f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, 3);
  g_assert_cmpint (f->a, ==, 2);

  qbt_beauport_landing (&g, QB_EDITION_CLASSIC, QB_DOUBLE_DICE);
  QBT_FIRE (&g, 26, 5, 6, 4, 1, 1, 1);
  f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, 6);
  g_assert_cmpint (f->a, ==, 1);
}

/* 17.1: defending blocks that themselves came by sea this move do not fire
 * doubled; one that came by land does. British land at Cap Rouge from
 * Etchemin; French 26 (by road) and 27 (by river) arrive from Sillery. */
static void
test_17_1_defender_by_sea_not_doubled (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_set_ship (&g, 21, QB_LOC_STLAURENT);
  qbt_set_ship (&g, 22, QB_LOC_STLAURENT);
  qbt_put (&g, 8, QB_ET, 0);
  qbt_put (&g, 9, QB_ET, 0);
  qbt_put (&g, 26, QB_SI, 0);
  qbt_put (&g, 27, QB_SI, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_CR, QB_MODE_AMPHIBIOUS, 8, 9);
  qbt_order (&g, 26, QB_CR, QB_MODE_LAND);
  qbt_order (&g, 27, QB_CR, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
  g_assert_true (g.s.battle.by_sea);
  g_assert_true (g.s.battle.skirmish);   /* doubling holds in skirmishes */
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_clear_events (&g);
  qbt_fire_miss (&g, 26, true);
  const QbEvent *f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, QBT_IS_CLASSIC (&g) ? 3 : 6);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->rule, ==, 171);
  g_assert_cmpint (f->why, ==, QB_WHY_LANDING);
  QBT_FIRE (&g, 27, 5, 1, 1);
  f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, 3);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->a, ==, 0);
  g_assert_cmpint (f->rule, ==, 171);   /* 17.1 says why it is not doubled */
  g_assert_cmpint (f->why, ==, QB_WHY_LANDED_ITSELF);
}

/* Ruling R14: one block arriving by sea makes the whole attack "by sea".
 * British from Sillery: 8 by road, 9 by river, against Abraham. */
static void
test_17_1_mixed_attack_by_sea (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_set_ship (&g, 21, QB_LOC_STLAURENT);
  qbt_set_ship (&g, 22, QB_LOC_STLAURENT);
  qbt_put (&g, 8, QB_SI, 0);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 10, QB_SI, 0);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_put (&g, 28, QB_AB, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 8, QB_AB, QB_MODE_LAND);
  qbt_order (&g, 10, QB_AB, QB_MODE_LAND);
  qbt_order (&g, 9, QB_AB, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_done (&g);
  g_assert_true (g.s.battle.by_sea);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_SI);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  qbt_clear_events (&g);
  qbt_fire_miss (&g, 26, true);
  const QbEvent *f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->ndice, ==, QBT_IS_CLASSIC (&g) ? 3 : 6);
}

/* ---- 17.2 Amphibious retreats ----------------------------------------------- */

/* Five British blocks defend Levis against French from Etchemin; two ships
 * in the Bason. On their second turn the British retreat by river to Ile
 * d'Orleans: only two can go (capacity), the other three stay and fight on,
 * as a skirmish since column 0 is now empty (ruling R10). The French fire
 * once in pursuit (single strength). */
static void
test_17_2_partial_retreat (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_set_ship (&g, 21, QB_LOC_STLAURENT);
  qbt_set_ship (&g, 22, QB_LOC_STLAURENT);
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_LE, 1);
  qbt_put (&g, 39, QB_ET, 1);
  qbt_put (&g, 40, QB_ET, 1);
  qbt_put (&g, 41, QB_ET, 1);
  qbt_start (&g, 1);
  qbt_done (&g);
  QBT_MOVE (&g, QB_LE, QB_MODE_LAND, 39, 40, 41);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_DEPLOY (&g, 11, 0);
  QBT_DEPLOY (&g, 12, 1);
  QBT_DEPLOY (&g, 39, 0);
  QBT_DEPLOY (&g, 40, 1);
  QBT_DEPLOY (&g, 41, 2);
  QBT_MISSES (&g, false, 8, 9, 10, 11, 12);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 39, 40, 41);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  qbt_assert_decision (&g, QB_PHASE_EMBARK, QB_BRITISH);
  g_assert_cmpint (g.s.battle.embark_cap, ==, 2);
  qbt_illegal (&g, QB_ACT_EMBARK_DONE, 0, 0, 0, "as the capacity allows");
  qbt_illegal (&g, QB_ACT_EMBARK, 39, 0, 0, NULL);
  qbt_apply (&g, QB_ACT_EMBARK, 8, 0, 0);
  qbt_illegal (&g, QB_ACT_EMBARK, 8, 0, 0, "not embarked");
  /* Ruling R10: one block is not enough while the capacity takes two. */
  qbt_illegal (&g, QB_ACT_EMBARK_DONE, 0, 0, 0, "as the capacity allows");
  QBT_DICE (&g, 6, 1, 1);   /* pursuit: 39, 40, 41 one die each */
  qbt_apply (&g, QB_ACT_EMBARK, 11, 0, 0);
  const QbEvent *r = qbt_find_event (&g, QB_EV_RETREAT, 0);
  g_assert_nonnull (r);
  g_assert_cmpint (r->rule, ==, 172);
  /* 17.2: a retreat by water that is not a rout draws single pursuit fire. */
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 3);
  for (int i = 0; i < 3; i++)
    {
      const QbEvent *pe = qbt_find_event (&g, QB_EV_PURSUIT, i);
      g_assert_cmpint (pe->b, ==, 0);
      g_assert_cmpint (pe->rule, ==, 172);
      g_assert_cmpint (pe->why, ==, QB_WHY_RETREAT_ACROSS);
    }
  g_assert_cmpint (r->a, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (r->b, ==, 2);
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_OR);
  g_assert_cmpint (qbt_loc (&g, 11), ==, QB_OR);
  for (int b = 9; b <= 12; b += (b == 10 ? 2 : 1))
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_LE);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 3);
  for (int i = 0; i < 3; i++)
    {
      const QbEvent *e = qbt_find_event (&g, QB_EV_PURSUIT, i);
      g_assert_cmpint (e->b, ==, 0);
      g_assert_cmpint (e->ndice, ==, 1);
    }
  /* Pursuit hits fall on the blocks that left. */
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_HIT, 9, 0, 0, NULL);
  QBT_HIT (&g, 11);
  g_assert_cmpint (qbt_loc (&g, 11), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 1);
  /* The battle goes on, as a skirmish: the French half of turn 2. */
  g_assert_true (g.s.battle.active);
  g_assert_true (g.s.battle.skirmish);
  g_assert_cmpint (g.s.battle.routed, ==, QB_NO_SIDE);
  for (int b = 9; b <= 12; b += (b == 10 ? 2 : 1))
    g_assert_cmpint (g.s.blocks[b].slot, ==, QB_SLOT_SKIRMISH);
  g_assert_cmpint (g.s.blocks[39].slot, ==, QB_SLOT_SKIRMISH);
  g_assert_cmpint (g.s.blocks[8].slot, ==, QB_SLOT_NONE);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  g_assert_cmpint (g.s.battle.side, ==, QB_FRENCH);
}

/* Rout and amphibious retreat: the pursuit is doubled (revised: twice the
 * dice; classic: 5 and 6 hit), and the blocks that find no room are
 * eliminated (16.1). Three ships in the St. Laurent leave the French a
 * capacity of one. */
static void
test_17_2_rout_doubled_pursuit (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_set_ship (&g, 21, QB_LOC_STLAURENT);
  qbt_set_ship (&g, 22, QB_LOC_STLAURENT);
  qbt_set_ship (&g, 23, QB_LOC_STLAURENT);
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 39, QB_ET, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 39, 0);
  QBT_DEPLOY (&g, 26, 1);
  QBT_DEPLOY (&g, 27, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_MISSES (&g, false, 39, 26, 27);
  QBT_STAND (&g);
  QBT_FIRE (&g, 8, 6);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  g_assert_cmpint (qb_amphibious_capacity (&g.s, QB_FRENCH, QB_STLAURENT), ==, 1);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_AB, QB_MODE_AMPHIBIOUS);
  qbt_assert_decision (&g, QB_PHASE_EMBARK, QB_FRENCH);
  bool classic = QBT_IS_CLASSIC (&g);
  if (classic)
    QBT_DICE (&g, 5, 1, 1);
  else
    QBT_DICE (&g, 6, 1, 1, 1, 5, 1);
  qbt_apply (&g, QB_ACT_EMBARK, 26, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_AB);
  g_assert_cmpint (qbt_loc (&g, 27), ==, QB_LOC_ELIMINATED);
  const QbEvent *e = qbt_block_event (&g, QB_EV_ELIMINATED, 27);
  g_assert_nonnull (e);
  g_assert_cmpint (e->rule, ==, 161);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 3);
  for (int i = 0; i < 3; i++)
    {
      const QbEvent *pe = qbt_find_event (&g, QB_EV_PURSUIT, i);
      g_assert_cmpint (pe->b, ==, 1);
      g_assert_cmpint (pe->rule, ==, 172);
      g_assert_cmpint (pe->why, ==, QB_WHY_ROUT_ACROSS);
      g_assert_cmpint (pe->ndice, ==, classic ? 1 : 2);
    }
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 0)->rule, ==, 162);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_BRITISH);
}

/* 17.2: the capacity of an amphibious retreat is that of the ships where
 * they are when the retreat is made. The British send two ships upriver
 * this move, leaving two in the Bason: of their five blocks at Levis, two
 * may retreat by river. (Ruling R26 fixes the start-of-move position for
 * orders only; R10 and R15 give retreats "the capacity of 7.4".) */
static void
test_17_2_capacity_after_ship_move (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_LE, 1);
  qbt_put (&g, 39, QB_ET, 1);
  qbt_put (&g, 40, QB_ET, 1);
  qbt_put (&g, 41, QB_ET, 1);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_apply (&g, QB_ACT_ORDER_SHIP, 21, 0, 0);
  qbt_apply (&g, QB_ACT_ORDER_SHIP, 22, 0, 0);
  qbt_done (&g);
  QBT_MOVE (&g, QB_LE, QB_MODE_LAND, 39, 40, 41);
  g_assert_cmpint (qb_ships_in (&g.s, QB_BASON), ==, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_DEPLOY (&g, 11, 0);
  QBT_DEPLOY (&g, 12, 1);
  QBT_DEPLOY (&g, 39, 0);
  QBT_DEPLOY (&g, 40, 1);
  QBT_DEPLOY (&g, 41, 2);
  QBT_MISSES (&g, false, 8, 9, 10, 11, 12);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 39, 40, 41);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  qbt_assert_decision (&g, QB_PHASE_EMBARK, QB_BRITISH);
  g_assert_cmpint (g.s.battle.embark_cap, ==, 2);
  qbt_apply (&g, QB_ACT_EMBARK, 8, 0, 0);
  qbt_force_same (&g, 3, 1);
  qbt_apply (&g, QB_ACT_EMBARK, 9, 0, 0);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_LE), ==, 3);
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_OR);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_OR);
}

/* ---- 19.0 The St. Charles river --------------------------------------------- */

/* A land move St. Charles -> Abraham is an amphibious attack (17.1). */
static void
test_19_0_crossing_is_by_sea (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_SC, 0);
  qbt_put (&g, 9, QB_SC, 0);
  qbt_put (&g, 10, QB_SC, 0);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_put (&g, 28, QB_AB, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_AB, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_true (g.s.battle.by_sea);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE, 0)->b, ==, 1);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  qbt_clear_events (&g);
  bool classic = QBT_IS_CLASSIC (&g);
  if (classic)
    QBT_FIRE (&g, 26, 5, 1, 1);
  else
    QBT_FIRE (&g, 26, 6, 5, 1, 1, 1, 1);
  const QbEvent *f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, classic ? 3 : 6);
  g_assert_cmpint (f->a, ==, 1);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->rule, ==, 171);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
}

/* 19.0 with ruling R14: defending blocks that crossed the St. Charles this
 * move do not fire doubled; one that stayed does. British land at Abraham
 * from Sillery; French 26 joins 28 there from St. Charles. */
static void
test_19_0_defender_crossing_not_doubled (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_set_ship (&g, 21, QB_LOC_STLAURENT);
  qbt_set_ship (&g, 22, QB_LOC_STLAURENT);
  qbt_put (&g, 8, QB_SI, 0);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_put (&g, 28, QB_AB, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_AB, QB_MODE_AMPHIBIOUS, 8, 9);
  QBT_MOVE (&g, QB_AB, QB_MODE_LAND, 26);
  g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
  g_assert_true (g.s.battle.by_sea);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);   /* skirmish */
  qbt_clear_events (&g);
  qbt_fire_miss (&g, 28, true);
  const QbEvent *f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->ndice, ==, QBT_IS_CLASSIC (&g) ? 3 : 6);
  qbt_fire_miss (&g, 26, false);
  f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->ndice, ==, 3);
  g_assert_cmpint (f->rule, ==, 171);
  g_assert_cmpint (f->why, ==, QB_WHY_LANDED_ITSELF);
}

static bool
start_with_tides_one (QbtGame *g)
{
  g->opt.tides = 1;
  for (uint64_t seed = 1; seed < 1000; seed++)
    {
      qbt_start (g, seed);
      if (g->s.tides_blocked)
        return true;
    }
  return false;
}

/* 19.0: no limit on the number of units and no tides for the crossing;
 * the retreat back across is allowed under tides, an amphibious one is
 * not (ruling R16). */
static void
test_19_0_no_limit_no_tides (gconstpointer p)
{
  QbtGame g;
  qbt_begin (&g, QBT_ED (p));
  qbt_put_british_reserve (&g, QB_SC);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_put (&g, 28, QB_AB, 0);
  g_assert_true (start_with_tides_one (&g));
  g_assert_cmpint (g.s.tides_roll, ==, 1);
  qbt_no_transfers (&g);
  g_assert_cmpint (qb_amphibious_capacity (&g.s, QB_BRITISH, QB_STLAURENT), ==, 0);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_LE, QB_MODE_AMPHIBIOUS, "tides");
  QBT_MOVE (&g, QB_AB, QB_MODE_LAND, 0, 1, 2, 3, 4, 5);
  qbt_done (&g);
  for (int b = 0; b <= 5; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_AB);
  g_assert_true (g.s.battle.by_sea);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  for (int b = 0; b <= 5; b++)
    QBT_DEPLOY (&g, b, b % 3);
  qbt_clear_events (&g);
  qbt_fire_miss (&g, 26, true);
  g_assert_cmpint (qbt_last_event (&g, QB_EV_FIRE)->rule, ==, 171);
  QBT_MISSES (&g, true, 27, 28);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_SC, QB_MODE_LAND));
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 0, 1, 2, 3, 4, 5);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS, "tides");
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND));
}

/* 19.0 with 17.2: an ordinary retreat back across the river draws pursuit
 * fire at single strength. */
static void
test_19_0_retreat_across_pursuit (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_SC, 1);
  qbt_put (&g, 9, QB_SC, 1);
  qbt_put (&g, 10, QB_SC, 1);
  qbt_put (&g, 39, QB_AB, 1);
  qbt_put (&g, 40, QB_AB, 1);
  qbt_put (&g, 41, QB_AB, 1);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_AB, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 39, 0);
  QBT_DEPLOY (&g, 40, 1);
  QBT_DEPLOY (&g, 41, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_MISSES (&g, true, 39, 40, 41);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 1, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SC, QB_MODE_LAND);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 3);
  for (int i = 0; i < 3; i++)
    {
      const QbEvent *e = qbt_find_event (&g, QB_EV_PURSUIT, i);
      g_assert_cmpint (e->side, ==, QB_FRENCH);
      g_assert_cmpint (e->b, ==, 0);
      g_assert_cmpint (e->ndice, ==, 1);
    }
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  QBT_HIT (&g, 10);
  g_assert_cmpint (qbt_loc (&g, 10), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_SC);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE_END, 0)->side, ==, QB_FRENCH);
}

/* 19.0 with 17.2: a rout across the river draws doubled pursuit fire. */
static void
test_19_0_rout_across_doubled (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_BE, 1);
  qbt_put (&g, 9, QB_BE, 1);
  qbt_put (&g, 10, QB_BE, 1);
  qbt_put (&g, 39, QB_SC, 1);
  qbt_put (&g, 40, QB_SC, 0);
  qbt_put (&g, 41, QB_SC, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_SC, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_false (g.s.battle.by_sea);
  QBT_DEPLOY (&g, 39, 0);
  QBT_DEPLOY (&g, 40, 1);
  QBT_DEPLOY (&g, 41, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_MISSES (&g, false, 39, 40, 41);
  QBT_STAND (&g);
  QBT_FIRE (&g, 8, 6);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_BE, QB_MODE_LAND, "attacker came from");
  qbt_clear_events (&g);
  bool classic = QBT_IS_CLASSIC (&g);
  if (classic)
    QBT_DICE (&g, 5, 1, 1);
  else
    QBT_DICE (&g, 6, 1, 1, 5, 1, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_AB, QB_MODE_LAND);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 3);
  int hits = 0;
  for (int i = 0; i < 3; i++)
    {
      const QbEvent *e = qbt_find_event (&g, QB_EV_PURSUIT, i);
      g_assert_cmpint (e->b, ==, 1);
      g_assert_cmpint (e->rule, ==, 172);
      g_assert_cmpint (e->why, ==, QB_WHY_ROUT_ACROSS);
      g_assert_cmpint (e->ndice, ==, classic ? 1 : 2);
      hits += e->a;
    }
  g_assert_cmpint (hits, ==, 1);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  QBT_HIT (&g, 40);
  g_assert_cmpint (qbt_cv (&g, 40), ==, 1);
  g_assert_cmpint (qbt_loc (&g, 40), ==, QB_AB);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE_END, 0)->side, ==, QB_BRITISH);
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/17.1/amphibious-defender-doubles/revised",
                   test_17_1_amphibious_defender_doubles);
  g_test_add_func ("/engine/rules/17.1/hits-on-five/classic", test_17_1_classic_fives);
  g_test_add_func ("/engine/rules/17.1/decoy-landing-not-by-sea/classic",
                   test_17_1_decoy_landing_not_by_sea);
  QBT_ADD_BOTH ("17.1/defender-doubled-first-turn", test_17_1_defender_doubled_first_turn);
  g_test_add_func ("/engine/rules/17.1/double-option/both", test_17_1_double_option);
  QBT_ADD_BOTH ("17.1/defender-by-sea-not-doubled", test_17_1_defender_by_sea_not_doubled);
  QBT_ADD_BOTH ("17.1/mixed-attack-by-sea", test_17_1_mixed_attack_by_sea);
  QBT_ADD_BOTH ("17.2/partial-retreat", test_17_2_partial_retreat);
  QBT_ADD_BOTH ("17.2/rout-doubled-pursuit", test_17_2_rout_doubled_pursuit);
  QBT_ADD_BOTH ("17.2/capacity-after-ship-move", test_17_2_capacity_after_ship_move);
  QBT_ADD_BOTH ("19.0/crossing-is-by-sea", test_19_0_crossing_is_by_sea);
  QBT_ADD_BOTH ("19.0/defender-crossing-not-doubled", test_19_0_defender_crossing_not_doubled);
  QBT_ADD_BOTH ("19.0/no-limit-no-tides", test_19_0_no_limit_no_tides);
  QBT_ADD_BOTH ("19.0/retreat-across-pursuit", test_19_0_retreat_across_pursuit);
  QBT_ADD_BOTH ("19.0/rout-across-doubled", test_19_0_rout_across_doubled);
  return g_test_run ();
}
