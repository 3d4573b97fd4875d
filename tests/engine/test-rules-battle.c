/* Rule tests: how battles occur, deployment and the battle turn
 * (11.0-13.0); fire is in test-rules-fire.c.
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 11.1 How battles occur; who defends -------------------------------- */

/* 11.1 a: units move into a zone held by the enemy, who defends. */
static void
test_11_1_a_enemy_zone_defends (gconstpointer p)
{
  QbtGame g;
  qbt_etchemin_battle (&g, QBT_ED (p));
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_true (g.s.battle.active);
  g_assert_cmpint (g.s.battle.zone, ==, QB_ET);
  g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_LE);
  g_assert_false (g.s.battle.skirmish);
  g_assert_false (g.s.battle.by_sea);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_BATTLE, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->zone, ==, QB_ET);
  g_assert_cmpint (ev->side, ==, QB_FRENCH);
  g_assert_cmpint (ev->rule, ==, 111);
  g_assert_cmpint (ev->a, ==, 0);
}

/* 11.1 a: the French attack a British zone: the British defend and deploy
 * first. */
static void
test_11_1_a_british_defend (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  QBT_MOVE (&g, QB_LE, QB_MODE_LAND, 26, 27, 28);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  g_assert_cmpint (g.s.battle.zone, ==, QB_LE);
  g_assert_cmpint (g.s.battle.defender, ==, QB_BRITISH);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_ET);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE, 0)->side, ==, QB_BRITISH);
}

/* 11.1 a: both players move into a zone that already holds British units:
 * the British (who were there) defend, though some of theirs also moved in. */
static void
test_11_1_a_both_move_into_held_zone (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_ET, 0);
  qbt_put (&g, 9, QB_ET, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 11, QB_LE, 0);
  qbt_put (&g, 26, QB_CR, 0);
  qbt_put (&g, 27, QB_CR, 0);
  qbt_put (&g, 28, QB_CR, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 10, 11);
  QBT_MOVE (&g, QB_ET, QB_MODE_AMPHIBIOUS, 26, 27, 28);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  g_assert_cmpint (g.s.battle.zone, ==, QB_ET);
  g_assert_cmpint (g.s.battle.defender, ==, QB_BRITISH);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_CR);
  g_assert_true (g.s.battle.by_sea);
}

/* 11.1 b: both players move into the same empty zone: the French defend. */
static void
test_11_1_b_empty_zone_french_defend (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_CR, 0);
  qbt_put (&g, 27, QB_CR, 0);
  qbt_put (&g, 28, QB_CR, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  QBT_MOVE (&g, QB_ET, QB_MODE_AMPHIBIOUS, 26, 27, 28);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_cmpint (g.s.battle.zone, ==, QB_ET);
  g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_LE);
  g_assert_false (g.s.battle.by_sea);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE, 0)->side, ==, QB_FRENCH);
}

/* Crossing moves: British n_br blocks Levis -> Etchemin, French n_fr blocks
 * Etchemin -> Levis. */
static void
crossing (QbtGame *g, int edition, int n_br, int n_fr)
{
  qbt_setup (g, edition);
  for (int i = 0; i < n_br; i++)
    qbt_put (g, 8 + i, QB_LE, 0);
  for (int i = 0; i < n_fr; i++)
    qbt_put (g, 26 + i, QB_ET, 0);
  qbt_start (g, 1);
  for (int i = 0; i < n_br; i++)
    qbt_order (g, 8 + i, QB_ET, QB_MODE_LAND);
  qbt_done (g);
  for (int i = 0; i < n_fr; i++)
    qbt_order (g, 26 + i, QB_LE, QB_MODE_LAND);
  qbt_done (g);
}

/* 11.1 c: the battle is in the zone the weaker force came from; that side
 * never left and defends (ruling R3). 3 British v 4 French: Levis. */
static void
test_11_1_c_weaker_british_site (gconstpointer p)
{
  QbtGame g;
  crossing (&g, QBT_ED (p), 3, 4);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_CROSSING, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->zone, ==, QB_LE);
  g_assert_cmpint (ev->from, ==, QB_ET);
  g_assert_cmpint (ev->side, ==, QB_BRITISH);
  g_assert_cmpint (ev->rule, ==, 111);
  for (int b = 8; b <= 10; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_LE);
  for (int b = 26; b <= 29; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_LE);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_ET), ==, 0);
  g_assert_cmpint (qb_zone_count (&g.s, QB_FRENCH, QB_ET), ==, 0);
  g_assert_cmpint (g.s.battle.zone, ==, QB_LE);
  g_assert_cmpint (g.s.battle.defender, ==, QB_BRITISH);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_ET);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
}

/* 11.1 c: 4 British v 3 French: the battle is in Etchemin, French defend. */
static void
test_11_1_c_weaker_french_site (gconstpointer p)
{
  QbtGame g;
  crossing (&g, QBT_ED (p), 4, 3);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_CROSSING, 0)->zone, ==, QB_ET);
  for (int b = 8; b <= 11; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_ET);
  for (int b = 26; b <= 28; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_ET);
  g_assert_cmpint (g.s.battle.zone, ==, QB_ET);
  g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_LE);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
}

/* 11.1 c: equal numbers: the French choose the site; whoever held it at
 * the start of the move defends. */
static void
test_11_1_c_equal_french_choose (gconstpointer p)
{
  for (int pick = 0; pick < 2; pick++)
    {
      QbtGame g;
      int site = pick ? QB_ET : QB_LE;
      crossing (&g, QBT_ED (p), 3, 3);
      qbt_assert_decision (&g, QB_PHASE_CROSSING_SITE, QB_FRENCH);
      g_assert_true (qbt_legal (&g, QB_ACT_CHOOSE_SITE, 0, QB_LE, 0));
      g_assert_true (qbt_legal (&g, QB_ACT_CHOOSE_SITE, 0, QB_ET, 0));
      qbt_illegal (&g, QB_ACT_CHOOSE_SITE, 0, QB_MO, 0, "two zones");
      /* Nobody has moved yet. */
      g_assert_cmpint (qbt_loc (&g, 8), ==, QB_LE);
      g_assert_cmpint (qbt_loc (&g, 26), ==, QB_ET);
      qbt_apply (&g, QB_ACT_CHOOSE_SITE, 0, site, 0);
      for (int i = 0; i < 3; i++)
        {
          g_assert_cmpint (qbt_loc (&g, 8 + i), ==, site);
          g_assert_cmpint (qbt_loc (&g, 26 + i), ==, site);
        }
      g_assert_cmpint (g.s.battle.zone, ==, site);
      int defender = site == QB_LE ? QB_BRITISH : QB_FRENCH;
      g_assert_cmpint (g.s.battle.defender, ==, defender);
      qbt_assert_decision (&g, QB_PHASE_DEPLOY, defender);
    }
}

/* ---- 11.2 Several battles: the French choose the order ------------------- */

static void
test_11_2_french_choose_order (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_OR, 0);
  qbt_put (&g, 9, QB_OR, 0);
  qbt_put (&g, 26, QB_LE, 0);
  qbt_put (&g, 27, QB_BE, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 8, QB_LE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 9, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_done (&g);
  qbt_assert_decision (&g, QB_PHASE_CHOOSE_BATTLE, QB_FRENCH);
  g_assert_false (g.s.battle.active);
  g_assert_true (g.s.pending_battles & (1u << QB_LE));
  g_assert_true (g.s.pending_battles & (1u << QB_BE));
  qbt_illegal (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_MO, 0, "no battle");
  qbt_illegal (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_OR, 0, "no battle");
  qbt_apply (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_BE, 0);
  g_assert_cmpint (g.s.battle.zone, ==, QB_BE);
  g_assert_true (g.s.pending_battles & (1u << QB_LE));
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);   /* skirmish */
  g_assert_cmpint (g.s.blocks[26].slot, ==, QB_SLOT_NONE);

  /* The Beauport battle is fought to its end before Levis begins. */
  qbt_clear_events (&g);
  if (QBT_IS_CLASSIC (&g))
    QBT_FIRE (&g, 27, 5, 6, 5);
  else
    QBT_FIRE (&g, 27, 6, 6, 6, 1, 1, 1);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_LOC_ELIMINATED);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->zone, ==, QB_BE);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
  g_assert_true (g.s.battle.active);
  g_assert_cmpint (g.s.battle.zone, ==, QB_LE);
  g_assert_cmpint (g.s.pending_battles & (1u << QB_LE), ==, 0);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
}

/* 11.2: an Ottawa raid counts among the battles whose order the French
 * choose. */
static void
test_11_2_raid_among_battles (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_OR, 0);
  qbt_put (&g, 9, QB_BE, 0);
  qbt_put (&g, 26, QB_LE, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_MO, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (&g, b, QB_SF, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_LE, QB_MODE_AMPHIBIOUS, 8);
  qbt_no_transfers (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_BE, QB_MISSION_RAID);
  qbt_assert_decision (&g, QB_PHASE_CHOOSE_BATTLE, QB_FRENCH);
  g_assert_true (qbt_legal (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_LE, 0));
  qbt_clear_events (&g);
  if (QBT_IS_CLASSIC (&g))
    QBT_DICE (&g, 1, 1, 1, 1);
  else
    QBT_DICE (&g, 1, 1, 1, 1, 1, 1, 1, 1);
  qbt_apply (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_BE, 0);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_RAID, 0));
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  /* Not into the battle still to come at Levis. */
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_LE, 0, NULL);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0);
  g_assert_true (g.s.battle.active);
  g_assert_cmpint (g.s.battle.zone, ==, QB_LE);
}

/* ---- 11.3 No movement, no reinforcements during a battle ----------------- */

static void
test_11_3_no_reinforcements (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, 29, QB_CR, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 29, QB_ET, QB_MODE_AMPHIBIOUS, "start of the campaign move");
  qbt_illegal (&g, QB_ACT_DEPLOY, 29, 0, 0, "in the battle");
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  qbt_illegal (&g, QB_ACT_DEPLOY, 0, 0, 0, "in the battle");   /* British in OR */
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  g_assert_cmpint (qbt_loc (&g, 29), ==, QB_CR);
  g_assert_cmpint (g.s.blocks[29].slot, ==, QB_SLOT_NONE);
  g_assert_cmpint (g.s.blocks[0].slot, ==, QB_SLOT_NONE);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_FIRE, 29, 0, 0, "columns");
}

/* ---- 12.1 The defender deploys first, three columns ---------------------- */

static void
test_12_1_three_columns (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 11);
  qbt_done (&g);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_false (qbt_legal (&g, QB_ACT_DEPLOY, 8, 0, 0));   /* not the British yet */
  QBT_DEPLOY (&g, 26, 0);
  qbt_illegal (&g, QB_ACT_DEPLOY, 27, 0, 0, "every column");
  qbt_illegal (&g, QB_ACT_DEPLOY, 27, 0, QB_SLOT_RESERVE, "every column");
  QBT_DEPLOY (&g, 27, 1);
  qbt_illegal (&g, QB_ACT_DEPLOY, 28, 0, 1, "every column");
  QBT_DEPLOY (&g, 28, 2);
  /* British, four blocks: two in one column is fine, a reserve is not
   * while two columns are empty. */
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 0);
  qbt_illegal (&g, QB_ACT_DEPLOY, 10, 0, QB_SLOT_RESERVE, "every column");
  QBT_DEPLOY (&g, 10, 1);
  QBT_DEPLOY (&g, 11, 2);
  g_assert_cmpint (g.s.blocks[8].slot, ==, 0);
  g_assert_cmpint (g.s.blocks[9].slot, ==, 0);
}

/* 12.1 with a reserve: any number of blocks behind the columns. */
static void
test_12_1_reserve (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 31; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, QB_SLOT_RESERVE);
  QBT_DEPLOY (&g, 27, QB_SLOT_RESERVE);
  QBT_DEPLOY (&g, 28, QB_SLOT_RESERVE);
  qbt_illegal (&g, QB_ACT_DEPLOY, 29, 0, QB_SLOT_RESERVE, "every column");
  QBT_DEPLOY (&g, 29, 0);
  QBT_DEPLOY (&g, 30, 1);
  QBT_DEPLOY (&g, 31, 2);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  g_assert_cmpint (g.s.blocks[27].slot, ==, QB_SLOT_RESERVE);
}

/* 12.1 (classic 10.2): decoys are eliminated before any deployment. */
static void
test_12_1_classic_decoys_removed (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);    /* British decoy */
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, 46, QB_ET, 0);    /* French decoy */
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 13);
  qbt_done (&g);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 46), ==, QB_LOC_ELIMINATED);
  const QbEvent *a = qbt_block_event (&g, QB_EV_DECOYS_REMOVED, 13);
  const QbEvent *b = qbt_block_event (&g, QB_EV_DECOYS_REMOVED, 46);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpint (a->rule, ==, 102);
  g_assert_cmpint (b->rule, ==, 102);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DEPLOYED), ==, 0);
  g_assert_false (g.s.battle.skirmish);
  qbt_illegal (&g, QB_ACT_DEPLOY, 46, 0, 0, NULL);
}

/* ---- 12.2 The attacker deploys second ------------------------------------ */

static void
test_12_2_attacker_second (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 11);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  QBT_DEPLOY (&g, 28, 2);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  /* The defender's deployment is final. */
  qbt_illegal (&g, QB_ACT_DEPLOY, 26, 0, 1, "your blocks");
  /* British columns are not revealed yet, nor the French (12.3 comes
   * after both deployments). */
  g_assert_false (g.s.blocks[26].flags & QB_BF_REVEALED);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_DEPLOY (&g, 11, QB_SLOT_RESERVE);   /* optional reserve */
  g_assert_cmpint (g.s.blocks[11].slot, ==, QB_SLOT_RESERVE);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
}

/* ---- 12.3 Columns are revealed, reserves are not -------------------------- */

static void
test_12_3_reveal_columns (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_LE, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 11);
  qbt_done (&g);
  qbt_clear_events (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 29, QB_SLOT_RESERVE);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DEPLOYED), ==, 0);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, QB_SLOT_RESERVE);
  QBT_DEPLOY (&g, 11, 2);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DEPLOYED), ==, 8);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      if (qbt_loc (&g, b) != QB_ET)
        continue;
      const QbEvent *ev = qbt_block_event (&g, QB_EV_DEPLOYED, b);
      g_assert_nonnull (ev);
      g_assert_cmpint (ev->rule, ==, 123);
      g_assert_cmpint (ev->a, ==, g.s.blocks[b].slot);
      if (g.s.blocks[b].slot == QB_SLOT_RESERVE)
        {
          g_assert_false (g.s.blocks[b].flags & QB_BF_REVEALED);
          g_assert_cmpint (ev->vis, ==, QB_VIS_ANONYMOUS);
        }
      else
        {
          g_assert_true (g.s.blocks[b].flags & QB_BF_REVEALED);
          g_assert_cmpint (ev->vis, ==, QB_VIS_PUBLIC);
          g_assert_cmpint (ev->cv, ==, qbt_cv (&g, b));
        }
    }
  /* The battle turn starts: 13.1. */
  const QbEvent *t = qbt_last_event (&g, QB_EV_BATTLE_TURN);
  g_assert_nonnull (t);
  g_assert_cmpint (t->a, ==, 1);
}

/* ---- 12.4 No redeployment; one reserve block per battle turn ------------- */

/* The rulebook's diagram: a battle in St. Charles, eight French units in
 * three columns without reserve, five British units in three columns with
 * one in reserve. */
static void
test_12_4_rulebook_example (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_BE, 0);
  for (int b = 26; b <= 31; b++)
    qbt_put (&g, b, QB_SC, 0);
  qbt_put (&g, 39, QB_SC, 0);
  qbt_put (&g, 40, QB_SC, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_SC, QB_MODE_LAND, 8, 9, 10, 11, 12);
  qbt_done (&g);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_false (g.s.battle.skirmish);
  int french_cols[8] = { 0, 0, 0, 1, 1, 1, 2, 2 };
  int french[8] = { 26, 27, 28, 29, 30, 31, 39, 40 };
  for (int i = 0; i < 8; i++)
    QBT_DEPLOY (&g, french[i], french_cols[i]);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_DEPLOY (&g, 11, 0);
  QBT_DEPLOY (&g, 12, QB_SLOT_RESERVE);

  /* Turn 1: the French have no reserve, so they go straight to firing. */
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  for (int i = 0; i < 8; i++)
    qbt_fire_miss (&g, french[i], false);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_RESERVE, QB_BRITISH);
  /* Column blocks stay where they are (12.4). */
  qbt_illegal (&g, QB_ACT_COMMIT, 8, 0, 1, "reserve blocks");
  qbt_illegal (&g, QB_ACT_COMMIT, 12, 0, 5, "three columns");
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_COMMIT, 12, 0, 1);
  g_assert_cmpint (g.s.blocks[12].slot, ==, 1);
  g_assert_true (g.s.blocks[12].flags & QB_BF_REVEALED);   /* ruling R20 */
  const QbEvent *ev = qbt_find_event (&g, QB_EV_RESERVE, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->block, ==, 12);
  g_assert_cmpint (ev->a, ==, 1);
  g_assert_cmpint (ev->cv, ==, 2);
  g_assert_cmpint (ev->rule, ==, 124);
  g_assert_cmpint (ev->vis, ==, QB_VIS_PUBLIC);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  g_assert_cmpint (g.s.blocks[8].slot, ==, 0);
  g_assert_cmpint (g.s.blocks[11].slot, ==, 0);
}

/* 12.4, ruling R20: one reserve block may join per battle turn. */
static void
test_12_4_one_reserve_per_turn (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_BE, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_put (&g, 27, QB_SC, 0);
  qbt_put (&g, 28, QB_SC, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_SC, QB_MODE_LAND, 8, 9, 10, 11, 12);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_DEPLOY (&g, 11, QB_SLOT_RESERVE);
  QBT_DEPLOY (&g, 12, QB_SLOT_RESERVE);
  QBT_MISSES (&g, false, 26, 27, 28);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_RESERVE, QB_BRITISH);
  qbt_apply (&g, QB_ACT_COMMIT, 11, 0, 0);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_COMMIT, 12, 0, 1, "reserve step");
  QBT_MISSES (&g, false, 8, 9, 10, 11);
  /* Turn 2 */
  g_assert_cmpint (g.s.battle.turn, ==, 2);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 26, 27, 28);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_RESERVE, QB_BRITISH);
  qbt_apply (&g, QB_ACT_COMMIT, 12, 0, 1);
  g_assert_cmpint (g.s.blocks[12].slot, ==, 1);
  g_assert_cmpint (g.s.blocks[11].slot, ==, 0);
}

/* ---- 13.1 The battle turn ------------------------------------------------- */

static void
test_13_1_turn_sequence (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 29, QB_SLOT_RESERVE);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  g_assert_cmpint (g.s.battle.turn, ==, 1);
  g_assert_cmpint (g.s.battle.side, ==, QB_FRENCH);
  /* (a) skipped on the defender's first turn, (b) the reserve. */
  qbt_assert_decision (&g, QB_PHASE_RESERVE, QB_FRENCH);
  QBT_NO_COMMIT (&g);
  /* (c) every column block fires once, in any order. */
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_FIRE, 29, 0, 0, "columns");
  qbt_illegal (&g, QB_ACT_FIRE, 8, 0, 0, NULL);
  qbt_fire_miss (&g, 28, false);
  qbt_illegal (&g, QB_ACT_FIRE, 28, 0, 0, "already fired");
  qbt_fire_miss (&g, 26, false);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_clear_events (&g);
  qbt_fire_miss (&g, 27, false);
  /* (d) the attacker: retreat option, then fire. */
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  g_assert_cmpint (g.s.battle.side, ==, QB_BRITISH);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_BATTLE_TURN), ==, 0);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  qbt_fire_miss (&g, 10, false);
  qbt_fire_miss (&g, 8, false);
  qbt_clear_events (&g);
  qbt_fire_miss (&g, 9, false);
  /* Turn 2: the defender again, now with the retreat option. */
  const QbEvent *t = qbt_find_event (&g, QB_EV_BATTLE_TURN, 0);
  g_assert_nonnull (t);
  g_assert_cmpint (t->a, ==, 2);
  g_assert_cmpint (t->side, ==, QB_FRENCH);
  g_assert_cmpint (t->rule, ==, 131);
  g_assert_cmpint (g.s.battle.turn, ==, 2);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_RESERVE, QB_FRENCH);
  /* The blocks may fire again this turn. */
  QBT_NO_COMMIT (&g);
  g_assert_true (qbt_legal (&g, QB_ACT_FIRE, 28, 0, 0));
}

static bool
battle_turn_event (QbtGame *g, int turn)
{
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == QB_EV_BATTLE_TURN && g->events[i].a == turn)
      return true;
  return false;
}

/* ---- 13.2 A battle ends when one side has no block left ------------------- */

/* Montcalm alone attacks four British blocks (1 CV) at Beauport from
 * Montmorency: a skirmish. Two ships in the St. Laurent leave the British
 * an amphibious capacity of two in the Bason. On their second turn the
 * British retreat by river to Ile d'Orleans; Montcalm rolls a double in
 * the pursuit and dies. The French have nothing left in the battle: it
 * ends there, the British holding Beauport (no third battle turn). */
static void
test_13_2_montcalm_killed_in_pursuit (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  g.s.blocks[21].loc = QB_LOC_STLAURENT;
  g.s.blocks[22].loc = QB_LOC_STLAURENT;
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_BE, 1);
  qbt_put (&g, QB_FR_MONTCALM, QB_MO, 0);
  qbt_put (&g, 26, QB_SF, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  QBT_MOVE (&g, QB_BE, QB_MODE_LAND, QB_FR_MONTCALM);
  g_assert_true (g.s.battle.skirmish);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  for (int b = 8; b <= 11; b++)
    qbt_fire_miss (&g, b, false);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  QBT_STAND (&g);
  QBT_FIRE (&g, QB_FR_MONTCALM, 1, 2);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  qbt_assert_decision (&g, QB_PHASE_EMBARK, QB_BRITISH);
  qbt_apply (&g, QB_ACT_EMBARK, 8, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 3, 3);   /* Montcalm's pursuit: no hit, a double */
  qbt_apply (&g, QB_ACT_EMBARK, 9, 0, 0);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_LEADER_KILLED, 0));
  g_assert_cmpint (qbt_loc (&g, QB_FR_MONTCALM), ==, QB_LOC_ELIMINATED);
  g_assert_false (battle_turn_event (&g, 3));
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_BRITISH);
  g_assert_cmpint (end->zone, ==, QB_BE);
  g_assert_false (g.s.battle.active);
  g_assert_cmpint (qbt_loc (&g, 10), ==, QB_BE);
  g_assert_cmpint (qbt_loc (&g, 11), ==, QB_BE);
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_OR);
}

/* The same with Wolfe: alone, he attacks four French blocks (1 CV) at
 * Abraham from Sillery. Two ships in the St. Laurent leave the French a
 * capacity of two there; the French retreat by river to Etchemin on their
 * second turn and Wolfe dies of a double in the pursuit. */
static void
test_13_2_wolfe_killed_in_pursuit (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  g.s.blocks[21].loc = QB_LOC_STLAURENT;
  g.s.blocks[22].loc = QB_LOC_STLAURENT;
  qbt_put (&g, QB_BR_WOLFE, QB_SI, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_AB, 1);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_AB, QB_MODE_LAND, QB_BR_WOLFE);
  qbt_done (&g);
  g_assert_true (g.s.battle.skirmish);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  for (int b = 26; b <= 29; b++)
    qbt_fire_miss (&g, b, false);
  QBT_STAND (&g);
  QBT_FIRE (&g, QB_BR_WOLFE, 1, 2);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_ET, QB_MODE_AMPHIBIOUS);
  qbt_assert_decision (&g, QB_PHASE_EMBARK, QB_FRENCH);
  qbt_apply (&g, QB_ACT_EMBARK, 26, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 4, 4);
  qbt_apply (&g, QB_ACT_EMBARK, 27, 0, 0);
  g_assert_cmpint (qbt_loc (&g, QB_BR_WOLFE), ==, QB_LOC_ELIMINATED);
  g_assert_false (battle_turn_event (&g, 3));
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
  g_assert_false (g.s.battle.active);
  g_assert_cmpint (qbt_loc (&g, 28), ==, QB_AB);
  g_assert_cmpint (qbt_loc (&g, 29), ==, QB_AB);
}

/* qb_check_invariants() refuses a battle turn with one side empty, so that
 * self-play finds any other way into it. */
static void
test_13_2_invariant_empty_side (gconstpointer p)
{
  QbtGame g;
  char msg[256];
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9);
  qbt_done (&g);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  g_assert_true (qb_check_invariants (NULL, &g.s, msg, sizeof msg));
  /* Take both British blocks out of the battle (their slot only, so the
   * caches stay right). */
  QbState broken = g.s;
  broken.blocks[8].slot = QB_SLOT_NONE;
  broken.blocks[9].slot = QB_SLOT_NONE;
  g_assert_false (qb_check_invariants (NULL, &broken, msg, sizeof msg));
  g_assert_nonnull (strstr (msg, "13.2"));
}

/* ---- 13.2 Battle reveals end with the battle, pursuit included ----------- */

/* British 8, 9, 10 (1 CV) attack La Sarre, Languedoc and Bearn at
 * Etchemin from Levis; the French retreat by river to Cap Rouge on their
 * second turn, and one pursuit hit falls on La Sarre. Once the battle is
 * over the British no longer see which block it was (ruling R18). */
static void
test_13_2_pursuit_reveal_ends (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  for (int b = 26; b <= 28; b++)
    qbt_fire_miss (&g, b, false);
  QBT_STAND (&g);
  for (int b = 8; b <= 10; b++)
    qbt_fire_miss (&g, b, false);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  QBT_DICE (&g, 6, 1, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  QBT_HIT (&g, 26);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  g_assert_false (g.s.battle.active);
  QbView v;
  qb_view (&g.s, QB_BRITISH, &v);
  g_assert_cmpint (v.blocks[26].loc, ==, QB_UNKNOWN);
  g_assert_cmpint (v.blocks[26].cv, ==, QB_UNKNOWN);
  g_assert_cmpint (v.count[QB_FRENCH][QB_CR], ==, 3);
  char msg[256];
  for (uint32_t salt = 0; salt < 8; salt++)
    g_assert_true (qb_check_view_hides (&g.s, QB_BRITISH, salt, msg, sizeof msg));
}

/* ---- 13.2 The battle ends with a retreat or a rout ----------------------- */

static void
test_13_2_ends_on_retreat (gconstpointer p)
{
  QbtGame g;
  qbt_etchemin_deployed (&g, QBT_ED (p));
  QBT_FIRE (&g, 26, 6, 1, 1);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  QBT_MISSES (&g, false, 27, 28);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  const QbEvent *r = qbt_find_event (&g, QB_EV_RETREAT, 0);
  g_assert_nonnull (r);
  g_assert_cmpint (r->side, ==, QB_BRITISH);
  g_assert_cmpint (r->from, ==, QB_ET);
  g_assert_cmpint (r->zone, ==, QB_LE);
  g_assert_cmpint (r->rule, ==, 152);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
  g_assert_cmpint (end->zone, ==, QB_ET);
  g_assert_cmpint (end->rule, ==, 132);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 0);
  g_assert_false (g.s.battle.active);
  /* Survivors keep their CV and are hidden again. */
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      g_assert_cmpint (g.s.blocks[b].slot, ==, QB_SLOT_NONE);
      g_assert_false (g.s.blocks[b].flags & QB_BF_REVEALED);
    }
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  QBT_ADD_BOTH ("11.1/a-enemy-zone-defends", test_11_1_a_enemy_zone_defends);
  QBT_ADD_BOTH ("11.1/a-british-defend", test_11_1_a_british_defend);
  QBT_ADD_BOTH ("11.1/a-both-move-into-held-zone", test_11_1_a_both_move_into_held_zone);
  QBT_ADD_BOTH ("11.1/b-empty-zone-french-defend", test_11_1_b_empty_zone_french_defend);
  QBT_ADD_BOTH ("11.1/c-crossing-weaker-british", test_11_1_c_weaker_british_site);
  QBT_ADD_BOTH ("11.1/c-crossing-weaker-french", test_11_1_c_weaker_french_site);
  QBT_ADD_BOTH ("11.1/c-crossing-equal-french-choose", test_11_1_c_equal_french_choose);
  QBT_ADD_BOTH ("11.2/french-choose-order", test_11_2_french_choose_order);
  QBT_ADD_BOTH ("11.2/raid-among-battles", test_11_2_raid_among_battles);
  QBT_ADD_BOTH ("11.3/no-movement-no-reinforcements", test_11_3_no_reinforcements);
  QBT_ADD_BOTH ("12.1/three-columns", test_12_1_three_columns);
  QBT_ADD_BOTH ("12.1/reserve", test_12_1_reserve);
  g_test_add_func ("/engine/rules/12.1/decoys-removed/classic", test_12_1_classic_decoys_removed);
  QBT_ADD_BOTH ("12.2/attacker-second", test_12_2_attacker_second);
  QBT_ADD_BOTH ("12.3/columns-revealed", test_12_3_reveal_columns);
  QBT_ADD_BOTH ("12.4/rulebook-example", test_12_4_rulebook_example);
  QBT_ADD_BOTH ("12.4/one-reserve-per-turn", test_12_4_one_reserve_per_turn);
  QBT_ADD_BOTH ("13.1/turn-sequence", test_13_1_turn_sequence);
  g_test_add_func ("/engine/rules/13.2/montcalm-killed-in-pursuit-ends-battle/revised",
                   test_13_2_montcalm_killed_in_pursuit);
  g_test_add_func ("/engine/rules/13.2/wolfe-killed-in-pursuit-ends-battle/revised",
                   test_13_2_wolfe_killed_in_pursuit);
  QBT_ADD_BOTH ("13.2/invariant-no-turn-with-empty-side", test_13_2_invariant_empty_side);
  QBT_ADD_BOTH ("13.2/pursuit-reveal-ends-with-battle", test_13_2_pursuit_reveal_ends);
  QBT_ADD_BOTH ("13.2/ends-on-retreat", test_13_2_ends_on_retreat);
  return g_test_run ();
}
