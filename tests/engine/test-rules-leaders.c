/* Rule tests: leaders (revised) and decoys (classic) (10.0).
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 10.1 Leaders are infantry (revised) / decoys never alone (classic) --- */

static void
test_10_1_leader_is_infantry (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_LE, 0);     /* Wolfe, alone */
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 45, QB_MO, 0);     /* Montcalm */
  qbt_start (&g, 1);
  g_assert_cmpint (qb_block_type (&g.s, 13), ==, QB_TYPE_LEADER);
  g_assert_cmpint (qb_block_type (&g.s, 45), ==, QB_TYPE_LEADER);
  g_assert_cmpint (qbt_cv (&g, 13), ==, 1);
  g_assert_cmpint (qb_side_cv (&g.s, QB_BRITISH), ==, 33);
  g_assert_cmpint (qb_side_cv (&g.s, QB_FRENCH), ==, 4);
  /* Moves alone, attacks, and dies like a 1 CV unit when hit. */
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_true (g.s.battle.skirmish);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  const QbEvent *ev = qbt_block_event (&g, QB_EV_ELIMINATED, 13);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->rule, ==, 24);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_LEADER_KILLED), ==, 0);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
}

/* Classic 10.1 (R19): a decoy never moves or stays alone. */
static void
test_10_1_classic_decoy_orders (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);     /* a decoy with the 3/60th */
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  /* The real unit leaves: the decoy would stay alone. */
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_DONE, 0, 0, 0, "(10.1 classic)");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  /* The decoy goes alone. */
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_DONE, 0, 0, 0, "(10.1 classic)");
  /* Together, it is fine. */
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_ET);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_ET);
}

/* Classic: a decoy left alone by any loss is eliminated at once. */
static void
test_10_1_classic_decoy_left_alone (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 32, QB_MO, 0);     /* Quebec militia */
  qbt_put (&g, 45, QB_MO, 0);     /* a decoy */
  qbt_put (&g, 26, QB_SF, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);   /* Beauport: a new zone (20.0) */
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DESERTION);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_DESERT, 32, 0, 0);
  const QbEvent *ev = qbt_block_event (&g, QB_EV_DECOYS_REMOVED, 45);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->rule, ==, 101);
  g_assert_cmpint (qbt_loc (&g, 45), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* Classic: the Ottawa's special order may not leave a decoy alone. */
static void
test_10_1_classic_ottawa_leaves_decoy (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 25, QB_MO, 0);
  qbt_put (&g, 46, QB_MO, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_SF, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_illegal (&g, QB_ACT_ORDER_OTTAWA, 0, QB_BE, QB_MISSION_NONE, "(10.1 classic)");
}

/* ---- 10.1 Classic decoys never move alone --------------------------------- */

/* A decoy may not move on its own, even to a zone where a real block of its
 * side already stands: it goes only with a real block of its own order,
 * to the same zone. */
static void
test_10_1_decoy_never_moves_alone (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);   /* a decoy */
  qbt_put (&g, 10, QB_ET, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  /* Alone, to Etchemin where the Light Infantry stands. */
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  g_assert_false (qbt_listed (&g, QB_ACT_ORDER_DONE, 0, 0, 0));
  qbt_illegal (&g, QB_ACT_ORDER_DONE, 0, 0, 0, "(10.1 classic)");
  /* The 2/60th goes elsewhere: the decoy still travels alone. */
  qbt_order (&g, 9, QB_OR, QB_MODE_AMPHIBIOUS);
  qbt_illegal (&g, QB_ACT_ORDER_DONE, 0, 0, 0, "(10.1 classic)");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  /* With the 2/60th, it may go. */
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  g_assert_true (qbt_listed (&g, QB_ACT_ORDER_DONE, 0, 0, 0));
  qbt_done (&g);
  qbt_done (&g);   /* the French stand */
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_ET);
}

/* ---- 10.2 Leader moves (revised) / decoys leave before battle (classic) --- */

static void
test_10_2_leader_two_zones (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_SC, 0);     /* Wolfe */
  qbt_put (&g, 9, QB_SC, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 9, QB_SF, QB_MODE_LAND, "no road");
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 13, QB_AB, QB_MODE_LAND));   /* one zone */
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 13, QB_SF, QB_MODE_LAND));   /* SC-AB-SF */
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 13, QB_SI, QB_MODE_LAND));   /* SC-AB-SI */
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 13, QB_MO, QB_MODE_LAND));   /* SC-BE-MO */
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 13, QB_CR, QB_MODE_LAND, "(10.2)");        /* three zones */
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 13, QB_OR, QB_MODE_LAND, "(10.2)");
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 13, QB_LE, QB_MODE_LAND, "(10.2)");
  qbt_order (&g, 13, QB_SF, QB_MODE_LAND);
  qbt_order (&g, 9, QB_AB, QB_MODE_LAND);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  const QbEvent *ev = qbt_block_event (&g, QB_EV_MOVE, 13);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->from, ==, QB_SC);
  g_assert_cmpint (ev->zone, ==, QB_SF);
  g_assert_cmpint (ev->a, ==, QB_MODE_LAND);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_SF);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_AB);
}

/* R6: not through a zone that holds enemy blocks. */
static void
test_10_2_leader_not_through_enemy (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_SC, 0);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 13, QB_SF, QB_MODE_LAND, "not through enemy blocks (10.2)");
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 13, QB_SI, QB_MODE_LAND, "(10.2)");
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 13, QB_AB, QB_MODE_LAND));   /* attack */
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 13, QB_MO, QB_MODE_LAND));   /* into the enemy */

  /* Abraham to Cap Rouge: through Sillery or Ste. Foy. */
  QbtGame h;
  qbt_setup (&h, QB_EDITION_REVISED);
  qbt_put (&h, 13, QB_AB, 0);
  qbt_put (&h, 26, QB_SI, 0);
  qbt_start (&h, 1);
  qbt_no_transfers (&h);
  g_assert_true (qbt_legal (&h, QB_ACT_ORDER_MOVE, 13, QB_CR, QB_MODE_LAND));
  QbtGame k;
  qbt_setup (&k, QB_EDITION_REVISED);
  qbt_put (&k, 13, QB_AB, 0);
  qbt_put (&k, 26, QB_SI, 0);
  qbt_put (&k, 27, QB_SF, 0);
  qbt_start (&k, 1);
  qbt_no_transfers (&k);
  qbt_illegal (&k, QB_ACT_ORDER_MOVE, 13, QB_CR, QB_MODE_LAND, "(10.2)");

  /* The same for Montcalm. */
  QbtGame f;
  qbt_setup (&f, QB_EDITION_REVISED);
  qbt_put (&f, 45, QB_MO, 0);
  qbt_put (&f, 9, QB_BE, 0);
  qbt_start (&f, 1);
  qbt_done (&f);
  qbt_illegal (&f, QB_ACT_ORDER_MOVE, 45, QB_SC, QB_MODE_LAND, "(10.2)");
  QbtGame f2;
  qbt_setup (&f2, QB_EDITION_REVISED);
  qbt_put (&f2, 45, QB_MO, 0);
  qbt_put (&f2, 9, QB_LE, 0);
  qbt_start (&f2, 1);
  qbt_done (&f2);
  qbt_order (&f2, 45, QB_SC, QB_MODE_LAND);
  qbt_done (&f2);
  g_assert_cmpint (qbt_loc (&f2, 45), ==, QB_SC);
}

/* Classic 10.2 (R19): decoys are eliminated before any deployment. */
static void
test_10_2_classic_decoys_removed (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  for (int b = 0; b < 3; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_put (&g, 14, QB_LE, 0);
  for (int b = 26; b < 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_put (&g, 45, QB_ET, 0);
  qbt_start (&g, 1);
  for (int b = 0; b < 3; b++)
    qbt_order (&g, b, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 14, QB_ET, QB_MODE_LAND);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DECOYS_REMOVED), ==, 3);
  for (int b = 13; b <= 14; b++)
    {
      const QbEvent *ev = qbt_block_event (&g, QB_EV_DECOYS_REMOVED, b);
      g_assert_nonnull (ev);
      g_assert_cmpint (ev->rule, ==, 102);
      g_assert_cmpint (qbt_loc (&g, b), ==, QB_LOC_ELIMINATED);
    }
  g_assert_nonnull (qbt_block_event (&g, QB_EV_DECOYS_REMOVED, 45));
  g_assert_cmpint (qbt_loc (&g, 45), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_event_index (&g, QB_EV_DECOYS_REMOVED, 2), <, qbt_event_index (&g, QB_EV_BATTLE, 0));
  g_assert_false (g.s.battle.skirmish);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DEPLOY);
  /* Only real units are left to deploy. */
  g_assert_false (qbt_legal (&g, QB_ACT_DEPLOY, 45, 0, 0));
  g_assert_true (qbt_legal (&g, QB_ACT_DEPLOY, 26, 0, 0));
}

/* Classic: in skirmishes too, and the count of real units decides whether
 * it is a skirmish (R13). */
static void
test_10_2_classic_decoys_removed_skirmish (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  for (int b = 0; b < 3; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 45, QB_ET, 0);
  qbt_put (&g, 46, QB_ET, 0);     /* four French blocks, two real */
  qbt_start (&g, 1);
  for (int b = 0; b < 3; b++)
    qbt_order (&g, b, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DECOYS_REMOVED), ==, 3);
  g_assert_cmpint (qbt_loc (&g, 45), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 46), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
  g_assert_true (g.s.battle.skirmish);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE, 0)->a, ==, 1);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_FIRE);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
}

/* Classic 22.3 with R19: decoys revealed by a scout are eliminated. */
static void
test_10_2_classic_scouted_decoys (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 9, QB_ET, 0);
  for (int b = 13; b <= 15; b++)
    qbt_put (&g, b, QB_ET, 0);    /* four British blocks: all are scouted */
  qbt_put (&g, 25, QB_MO, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_SF, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_ET, QB_MISSION_SCOUT);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_SCOUT), ==, 4);
  for (int b = 13; b <= 15; b++)
    {
      g_assert_cmpint (qbt_loc (&g, b), ==, QB_LOC_ELIMINATED);
      g_assert_cmpint (qbt_block_event (&g, QB_EV_ELIMINATED, b)->rule, ==, 223);
    }
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_ET);
  g_assert_true (g.s.blocks[9].flags & QB_BF_SCOUTED);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_OTTAWA_RETREAT);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_BE, 0);
  g_assert_cmpint (qbt_loc (&g, 25), ==, QB_BE);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- 10.3 Leaders in battle (revised) ------------------------------------ */

/* Wolfe and a detachment attack La Sarre (3 CV) in Etchemin: a skirmish in
 * which the French fire first without effect, then the British stand. */
static void
leader_skirmish (QbtGame *g)
{
  qbt_setup (g, QB_EDITION_REVISED);
  qbt_put (g, 13, QB_LE, 0);
  qbt_put (g, 14, QB_LE, 0);
  qbt_put (g, 26, QB_ET, 0);
  qbt_start (g, 1);
  qbt_order (g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (g, 14, QB_ET, QB_MODE_LAND);
  qbt_both_stand (g);
  g_assert_true (g->s.battle.skirmish);
  QBT_DICE (g, 1, 1, 1);
  qbt_apply (g, QB_ACT_FIRE, 26, 0, 0);
  qbt_apply (g, QB_ACT_STAND, 0, 0, 0);
  g_assert_cmpint (g->s.phase, ==, QB_PHASE_FIRE);
  g_assert_cmpint (g->s.decider, ==, QB_BRITISH);
  qbt_clear_events (g);
}

static void
test_10_3_two_dice (void)
{
  QbtGame g;
  leader_skirmish (&g);
  QBT_DICE (&g, 6, 3);
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_cmpint (ev->block, ==, 13);
  g_assert_cmpint (ev->ndice, ==, 2);     /* two dice, not its 1 CV */
  g_assert_cmpint (ev->a, ==, 1);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_ET);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_LEADER_KILLED), ==, 0);
}

static void
test_10_3_killed_on_double (void)
{
  QbtGame g;
  leader_skirmish (&g);
  QBT_DICE (&g, 4, 4);
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_LEADER_KILLED, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->block, ==, 13);
  g_assert_cmpint (ev->rule, ==, 103);
  g_assert_cmpint (qbt_block_event (&g, QB_EV_ELIMINATED, 13)->rule, ==, 103);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 3);
  /* The detachment fights on. */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_FIRE);
  g_assert_true (qbt_legal (&g, QB_ACT_FIRE, 14, 0, 0));
}

/* Double six: two hits, applied before the leader dies. */
static void
test_10_3_double_six (void)
{
  QbtGame g;
  leader_skirmish (&g);
  QBT_DICE (&g, 6, 6);
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_FIRE, 0)->a, ==, 2);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 1);
  int killed = qbt_event_index (&g, QB_EV_LEADER_KILLED, 0);
  g_assert_cmpint (killed, >, qbt_event_index (&g, QB_EV_HIT, 1));
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
}

/* R6: the leader dies after its hits even when those hits end the battle. */
static void
test_10_3_killed_when_battle_ends (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_put (&g, 14, QB_LE, 0);
  qbt_put (&g, 39, QB_ET, 0);     /* Montreal militia, 2 CV */
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 14, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  QBT_DICE (&g, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 39, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6);
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 39), ==, QB_LOC_ELIMINATED);
  g_assert_false (g.s.battle.active);
  QBT_SOFT_CHECK (qbt_find_event (&g, QB_EV_LEADER_KILLED, 0) != NULL
              && qbt_loc (&g, 13) == QB_LOC_ELIMINATED,
              "10.3/R6: Wolfe rolled a double (6-6) but survives because his hits ended "
              "the skirmish (loc %d)", qbt_loc (&g, 13));
}

/* R6: the same when the leader's hits empty a column and rout the enemy:
 * the leader is dead before the routed side chooses its retreat. */
static void
test_10_3_killed_when_hits_rout (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  for (int b = 13; b <= 15; b++)
    qbt_put (&g, b, QB_LE, 0);    /* Wolfe and two detachments */
  for (int b = 46; b <= 48; b++)
    qbt_put (&g, b, QB_ET, 0);    /* three French detachments */
  qbt_start (&g, 1);
  for (int b = 13; b <= 15; b++)
    qbt_order (&g, b, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  QBT_DEPLOY (&g, 46, 0);
  QBT_DEPLOY (&g, 47, 1);
  QBT_DEPLOY (&g, 48, 2);
  QBT_DEPLOY (&g, 13, 0);
  QBT_DEPLOY (&g, 14, 1);
  QBT_DEPLOY (&g, 15, 2);
  QBT_DICE (&g, 1, 1, 1);
  for (int b = 46; b <= 48; b++)
    qbt_apply (&g, QB_ACT_FIRE, b, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6);
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 46), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (g.s.battle.routed, ==, QB_FRENCH);
  QBT_SOFT_CHECK (qbt_find_event (&g, QB_EV_LEADER_KILLED, 0) != NULL
              && qbt_loc (&g, 13) == QB_LOC_ELIMINATED,
              "10.3/R6: Wolfe rolled a double (6-6) but survives because his hits routed "
              "the French (loc %d)", qbt_loc (&g, 13));
}

/* When the owner must choose who takes the hits, the leader dies once they
 * are allocated, not before. */
static void
test_10_3_killed_after_allocation (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_put (&g, 14, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 14, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_true (g.s.battle.skirmish);
  QBT_DICE (&g, 1, 1, 1, 1, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  qbt_apply (&g, QB_ACT_FIRE, 27, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6);
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ALLOCATE);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_ET);
  qbt_apply (&g, QB_ACT_HIT, 26, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_ET);
  qbt_apply (&g, QB_ACT_HIT, 27, 0, 0);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 2);
  g_assert_cmpint (qbt_event_index (&g, QB_EV_LEADER_KILLED, 0), >, qbt_event_index (&g, QB_EV_HIT, 1));
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_FIRE);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
}

/* Doubled fire (17.1): four dice, checked pair by pair (1-2, 3-4). */
static void
leader_defends (QbtGame *g)
{
  qbt_setup (g, QB_EDITION_REVISED);
  qbt_put (g, 13, QB_SI, 0);
  qbt_put (g, 9, QB_SI, 0);
  qbt_put (g, 26, QB_CR, 0);
  qbt_start (g, 1);
  qbt_done (g);
  qbt_order (g, 26, QB_SI, QB_MODE_AMPHIBIOUS);
  qbt_done (g);
  g_assert_true (g->s.battle.by_sea);
  g_assert_cmpint (g->s.battle.defender, ==, QB_BRITISH);
  g_assert_cmpint (g->s.phase, ==, QB_PHASE_FIRE);
  qbt_clear_events (g);
}

static void
test_10_3_doubled_pairs (void)
{
  QbtGame g;
  leader_defends (&g);
  QBT_DICE (&g, 1, 2, 1, 2);       /* equal dice, but in no pair */
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_cmpint (ev->ndice, ==, 4);
  g_assert_cmpint (ev->b, ==, 1);
  g_assert_cmpint (ev->rule, ==, 171);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_LEADER_KILLED), ==, 0);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_SI);

  QbtGame h;
  leader_defends (&h);
  QBT_DICE (&h, 2, 3, 5, 5);       /* the second pair is a double */
  qbt_apply (&h, QB_ACT_FIRE, 13, 0, 0);
  g_assert_nonnull (qbt_find_event (&h, QB_EV_LEADER_KILLED, 0));
  g_assert_cmpint (qbt_loc (&h, 13), ==, QB_LOC_ELIMINATED);
}

/* R6 in pursuit fire: the leader rolls two dice and dies on a double. */
static void
test_10_3_killed_in_pursuit (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_OR, 0);
  qbt_put (&g, 14, QB_OR, 0);
  qbt_put (&g, 15, QB_OR, 0);
  for (int b = 46; b <= 48; b++)
    qbt_put (&g, b, QB_LE, 0);    /* three French detachments */
  qbt_start (&g, 1);
  for (int b = 13; b <= 15; b++)
    qbt_order (&g, b, QB_LE, QB_MODE_AMPHIBIOUS);
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DEPLOY);
  QBT_DEPLOY (&g, 46, 0);
  QBT_DEPLOY (&g, 47, 1);
  QBT_DEPLOY (&g, 48, 2);
  QBT_DEPLOY (&g, 14, 0);
  QBT_DEPLOY (&g, 15, 1);
  QBT_DEPLOY (&g, 13, 2);
  QBT_DICE (&g, 1, 1, 1, 1, 1, 1);  /* doubled: two dice each */
  for (int b = 46; b <= 48; b++)
    qbt_apply (&g, QB_ACT_FIRE, b, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  QBT_DICE (&g, 6);
  qbt_apply (&g, QB_ACT_FIRE, 14, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 46), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_RETREAT);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  g_assert_cmpint (g.s.battle.routed, ==, QB_FRENCH);
  qbt_clear_events (&g);
  QBT_DICE (&g, 4, 4, 1, 1);        /* Wolfe first (block order), then 14, 15 */
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_ET, QB_MODE_LAND);
  const QbEvent *p = qbt_block_event (&g, QB_EV_PURSUIT, 13);
  g_assert_nonnull (p);
  g_assert_cmpint (p->ndice, ==, 2);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_LEADER_KILLED, 0));
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 47), ==, QB_ET);
}

/* Classic: no leaders; the same slot is a decoy, which has no two-zone
 * move. */
static void
test_10_3_classic_no_leaders (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 9, QB_SC, 0);
  qbt_put (&g, 13, QB_SC, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    g_assert_cmpint (qb_block_type (&g.s, b), !=, QB_TYPE_LEADER);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 13, QB_SF, QB_MODE_LAND, "no road");
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/10.1/leader-is-infantry/revised", test_10_1_leader_is_infantry);
  g_test_add_func ("/engine/rules/10.1/decoy-never-alone-in-orders/classic",
                   test_10_1_classic_decoy_orders);
  g_test_add_func ("/engine/rules/10.1/decoy-left-alone-eliminated/classic",
                   test_10_1_classic_decoy_left_alone);
  g_test_add_func ("/engine/rules/10.1/ottawa-leaves-decoy/classic",
                   test_10_1_classic_ottawa_leaves_decoy);
  g_test_add_func ("/engine/rules/10.1/decoy-never-moves-alone/classic",
                   test_10_1_decoy_never_moves_alone);
  g_test_add_func ("/engine/rules/10.2/leader-two-zones/revised", test_10_2_leader_two_zones);
  g_test_add_func ("/engine/rules/10.2/leader-not-through-enemy/revised",
                   test_10_2_leader_not_through_enemy);
  g_test_add_func ("/engine/rules/10.2/decoys-removed-before-battle/classic",
                   test_10_2_classic_decoys_removed);
  g_test_add_func ("/engine/rules/10.2/decoys-removed-before-skirmish/classic",
                   test_10_2_classic_decoys_removed_skirmish);
  g_test_add_func ("/engine/rules/10.2/scouted-decoys-removed/classic",
                   test_10_2_classic_scouted_decoys);
  g_test_add_func ("/engine/rules/10.3/two-dice/revised", test_10_3_two_dice);
  g_test_add_func ("/engine/rules/10.3/killed-on-double/revised", test_10_3_killed_on_double);
  g_test_add_func ("/engine/rules/10.3/double-six-two-hits/revised", test_10_3_double_six);
  g_test_add_func ("/engine/rules/10.3/killed-when-battle-ends/revised",
                   test_10_3_killed_when_battle_ends);
  g_test_add_func ("/engine/rules/10.3/killed-when-hits-rout/revised",
                   test_10_3_killed_when_hits_rout);
  g_test_add_func ("/engine/rules/10.3/killed-after-allocation/revised",
                   test_10_3_killed_after_allocation);
  g_test_add_func ("/engine/rules/10.3/doubled-pair-by-pair/revised", test_10_3_doubled_pairs);
  g_test_add_func ("/engine/rules/10.3/killed-in-pursuit/revised", test_10_3_killed_in_pursuit);
  g_test_add_func ("/engine/rules/10.3/no-leaders/classic", test_10_3_classic_no_leaders);
  return g_test_run ();
}
