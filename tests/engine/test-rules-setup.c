/* Rule tests: units and CV transfers, set-up, the sequence of play and
 * victory (2.0-5.0).
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 2.4 Step reduction ------------------------------------------------- */

/* Each hit turns a block down by one CV; it fires with its current CV; a
 * block reduced below 1 CV is eliminated. */
static void
test_2_4_step_reduction (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 9, QB_LE, 0);      /* 3/60th, 3 CV */
  qbt_put (&g, 26, QB_ET, 0);     /* La Sarre, 3 CV */
  qbt_start (&g, 1);
  g_assert_cmpint (qbt_cv (&g, 9), ==, 3);
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_FIRE);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);

  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 0)->cv, ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 1)->cv, ==, 1);
  g_assert_cmpint (qbt_cv (&g, 9), ==, 1);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_ET);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_ELIMINATED), ==, 0);

  /* The British attacker stands and fires at its reduced strength. */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_RETREAT);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 1);
  qbt_apply (&g, QB_ACT_FIRE, 9, 0, 0);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_FIRE, 0)->ndice, ==, 1);

  /* Turn 2: the French stand and fire; one more hit eliminates it. */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_RETREAT);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  const QbEvent *el = qbt_block_event (&g, QB_EV_ELIMINATED, 9);
  g_assert_nonnull (el);
  g_assert_cmpint (el->rule, ==, 24);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_cv (&g, 9), ==, 0);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- 2.5 CV transfers --------------------------------------------------- */

static void
test_2_5_transfers_revised (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 8, QB_OR, 2);      /* 2/60th at 2 of 4 */
  qbt_put (&g, 10, QB_OR, 1);     /* Light Infantry at 1 of 3 */
  qbt_put (&g, 11, QB_OR, 2);     /* Rangers at 2 of 3 */
  qbt_put (&g, 9, QB_LE, 1);      /* 3/60th at 1 of 3, another zone */
  qbt_put (&g, 25, QB_MO, 0);     /* Ottawa */
  qbt_put (&g, 26, QB_MO, 0);
  qbt_put (&g, 27, QB_MO, 1);
  for (int b = 28; b <= 31; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_start (&g, 1);
  int british_cv = qb_side_cv (&g.s, QB_BRITISH);

  /* Transfers come first, British then French, before any order. */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_TRANSFER);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS));

  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_TRANSFER, 0, 8, 0);
  g_assert_cmpint (qbt_cv (&g, 0), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_TRANSFER, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->rule, ==, 25);
  g_assert_cmpint (ev->block, ==, 0);
  g_assert_cmpint (ev->block2, ==, 8);
  g_assert_cmpint (ev->vis, ==, QB_VIS_PRIVATE);

  /* Ruling: a block that received cannot give, and the reverse. */
  qbt_illegal (&g, QB_ACT_TRANSFER, 8, 10, 0, "received CV this move");
  qbt_illegal (&g, QB_ACT_TRANSFER, 1, 0, 0, "gave CV this move");
  /* Never below 1 CV nor above the maximum (R9). */
  qbt_illegal (&g, QB_ACT_TRANSFER, 10, 11, 0, "last CV");
  qbt_illegal (&g, QB_ACT_TRANSFER, 1, 2, 0, "full strength");
  /* Only in the same zone. */
  qbt_illegal (&g, QB_ACT_TRANSFER, 1, 9, 0, "same zone");
  qbt_illegal (&g, QB_ACT_TRANSFER, 26, 27, 0, "your own blocks");

  /* Revised: between any two infantry units, whatever their type. */
  qbt_apply (&g, QB_ACT_TRANSFER, 1, 10, 0);     /* regular -> light infantry */
  qbt_apply (&g, QB_ACT_TRANSFER, 11, 10, 0);    /* rangers -> light infantry */
  g_assert_cmpint (qbt_cv (&g, 10), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 11), ==, 1);
  g_assert_cmpint (qbt_cv (&g, 1), ==, 3);
  g_assert_cmpint (qb_side_cv (&g.s, QB_BRITISH), ==, british_cv);

  qbt_apply (&g, QB_ACT_TRANSFER_DONE, 0, 0, 0);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_TRANSFER);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  /* R7: the Ottawa takes no part. */
  qbt_illegal (&g, QB_ACT_TRANSFER, 25, 27, 0, "Ottawa");
  qbt_illegal (&g, QB_ACT_TRANSFER, 26, 25, 0, "Ottawa");
  qbt_apply (&g, QB_ACT_TRANSFER, 26, 27, 0);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 2);
  qbt_apply (&g, QB_ACT_TRANSFER_DONE, 0, 0, 0);

  /* Never after the orders start. */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  qbt_illegal (&g, QB_ACT_TRANSFER, 2, 8, 0, "before orders");

  /* The blocks involved may still move in the same move. */
  qbt_order (&g, 8, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_BE);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_BE);

  /* Next move the flags are reset: the giver may receive. */
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_TRANSFER);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
  qbt_apply (&g, QB_ACT_TRANSFER, 8, 0, 0);
  g_assert_cmpint (qbt_cv (&g, 0), ==, 4);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 2);
}

/* Classic FAQ on 2.5 (R9): only between blocks of the same type; all
 * militia count as one type; light infantry, rangers and grenadiers each
 * only with their own kind. */
static void
test_2_5_transfers_classic (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 8, QB_OR, 2);      /* regular at 2 of 4 */
  qbt_put (&g, 10, QB_OR, 1);     /* Light Infantry at 1 */
  qbt_put (&g, 11, QB_OR, 3);     /* Rangers, full */
  qbt_put (&g, 12, QB_OR, 1);     /* Grenadiers at 1 of 2 */
  qbt_put (&g, 13, QB_OR, 0);     /* a decoy */
  qbt_put (&g, 32, QB_MO, 1);     /* Quebec militia at 1 of 2 */
  qbt_put (&g, 39, QB_MO, 0);     /* Montreal militia, full */
  qbt_put (&g, 26, QB_MO, 2);
  qbt_put (&g, 27, QB_MO, 0);
  qbt_put (&g, 28, QB_MO, 0);
  qbt_put (&g, 45, QB_MO, 0);     /* a decoy */
  qbt_start (&g, 1);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_TRANSFER);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);

  qbt_illegal (&g, QB_ACT_TRANSFER, 0, 10, 0, "same type");    /* regular -> LI */
  qbt_illegal (&g, QB_ACT_TRANSFER, 11, 10, 0, "same type");   /* rangers -> LI */
  qbt_illegal (&g, QB_ACT_TRANSFER, 0, 12, 0, "same type");    /* regular -> grenadiers */
  qbt_illegal (&g, QB_ACT_TRANSFER, 0, 13, 0, "decoys");
  qbt_apply (&g, QB_ACT_TRANSFER, 0, 8, 0);                     /* regular -> regular */
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 0), ==, 3);
  qbt_apply (&g, QB_ACT_TRANSFER_DONE, 0, 0, 0);

  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_TRANSFER, 27, 32, 0, "same type");   /* regular -> militia */
  qbt_illegal (&g, QB_ACT_TRANSFER, 39, 45, 0, "decoys");
  qbt_apply (&g, QB_ACT_TRANSFER, 39, 32, 0);   /* Montreal -> Quebec militia */
  g_assert_cmpint (qbt_cv (&g, 32), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 39), ==, 1);
  qbt_apply (&g, QB_ACT_TRANSFER, 27, 26, 0);   /* regular -> regular */
  g_assert_cmpint (qbt_cv (&g, 26), ==, 3);
  /* No transfer is left (26 received, 27 gave): straight to the orders. */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
}

/* ---- 2.6 Detachments (revised) / decoys (classic) ----------------------- */

/* A detachment is a 1 CV infantry unit: it may stand and move alone,
 * counts 1 CV and fires one die. */
static void
test_2_6_detachment_is_infantry (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 14, QB_ET, 0);     /* Detachment A, alone in Etchemin */
  qbt_put (&g, 39, QB_LE, 0);     /* Montreal militia, 2 CV */
  qbt_start (&g, 1);
  g_assert_cmpint (qb_block_type (&g.s, 14), ==, QB_TYPE_DETACHMENT);
  g_assert_cmpint (qb_block_max_cv (&g.s, 14), ==, 1);
  g_assert_cmpint (qb_block_type (&g.s, 46), ==, QB_TYPE_DETACHMENT);
  g_assert_cmpint (qb_side_cv (&g.s, QB_BRITISH), ==, 33);

  qbt_order (&g, 14, QB_LE, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 14), ==, QB_LE);
  g_assert_true (g.s.battle.active);
  g_assert_true (g.s.battle.skirmish);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  QBT_DICE (&g, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 39, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6);
  qbt_apply (&g, QB_ACT_FIRE, 14, 0, 0);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_cmpint (ev->block, ==, 14);
  g_assert_cmpint (ev->ndice, ==, 1);
  g_assert_cmpint (ev->a, ==, 1);
  g_assert_cmpint (qbt_cv (&g, 39), ==, 1);
}

/* A detachment at 1 CV can neither give nor receive CV (2.4, 2.5). */
static void
test_2_6_detachment_transfers (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 1, QB_OR, 3);
  qbt_put (&g, 14, QB_OR, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_TRANSFER);
  qbt_illegal (&g, QB_ACT_TRANSFER, 0, 14, 0, "full strength");
  qbt_illegal (&g, QB_ACT_TRANSFER, 14, 1, 0, "last CV");
  qbt_apply (&g, QB_ACT_TRANSFER, 0, 1, 0);
}

/* Classic: the same slots are decoys, with no CV at all (R11: they count 0
 * towards the British 20 CV), never alone (10.1). */
static void
test_2_6_classic_decoys (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 14, QB_OR, 0);
  qbt_put (&g, 45, QB_MO, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  g_assert_cmpint (qb_block_type (&g.s, 14), ==, QB_TYPE_DECOY);
  g_assert_cmpint (qb_block_type (&g.s, 45), ==, QB_TYPE_DECOY);
  g_assert_cmpint (qb_block_max_cv (&g.s, 14), ==, 0);
  g_assert_cmpint (qbt_cv (&g, 14), ==, 0);
  g_assert_cmpint (qb_side_cv (&g.s, QB_BRITISH), ==, 32);
  g_assert_cmpint (qb_side_cv (&g.s, QB_FRENCH), ==, 3);

  QbtGame h;
  qbt_setup (&h, QB_EDITION_CLASSIC);
  qbt_put (&h, 14, QB_ET, 0);     /* a decoy alone */
  qbt_put (&h, 26, QB_MO, 0);
  qbt_expect_bad_position (&h, "decoy is alone");
}

/* ---- 3.3 British set-up -------------------------------------------------- */

static void
test_3_3_british_setup (gconstpointer data)
{
  int ed = QBT_ED (data);
  QbtGame g;
  qbt_full_init (&g, ed, 7);
  for (int b = 0; b < QB_BR_FIRST_SHIP; b++)
    {
      g_assert_cmpint (qbt_loc (&g, b), ==, QB_OR);
      g_assert_cmpint (qbt_cv (&g, b), ==, qb_block_max_cv (&g.s, b));   /* 3.2 */
    }
  for (int b = QB_BR_FIRST_SHIP; b < QB_BR_FIRST_SHIP + 4; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_LOC_BASON);
  for (int b = QB_FR_OTTAWA; b < QB_NUM_BLOCKS; b++)
    {
      g_assert_cmpint (qbt_loc (&g, b), ==, QB_LOC_POOL);
      g_assert_cmpint (qbt_cv (&g, b), ==, qb_block_max_cv (&g.s, b));
    }
  if (ed == QB_EDITION_CLASSIC)
    {
      g_assert_cmpint (qb_block_type (&g.s, 13), ==, QB_TYPE_DECOY);
      g_assert_cmpint (qb_side_cv (&g.s, QB_BRITISH), ==, 47);
    }
  else
    {
      g_assert_cmpint (qb_block_type (&g.s, 13), ==, QB_TYPE_LEADER);
      g_assert_cmpint (qb_side_cv (&g.s, QB_BRITISH), ==, 55);
    }
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_FRENCH_SETUP);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_SETUP, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->rule, ==, 33);
  g_assert_cmpint (ev->side, ==, QB_BRITISH);
  g_assert_cmpint (ev->zone, ==, QB_OR);
  g_assert_cmpint (ev->a, ==, 21);
  g_assert_cmpint (ev->b, ==, 4);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_GAME_START, 0)->a, ==, ed);
}

/* ---- 3.4 French set-up --------------------------------------------------- */

static void
test_3_4_french_setup (void)
{
  QbtGame g;
  qbt_full_init (&g, QB_EDITION_REVISED, 7);
  qbt_illegal (&g, QB_ACT_PLACE, 26, QB_OR, 0, "(3.4)");
  qbt_illegal (&g, QB_ACT_PLACE, 0, QB_LE, 0, "not a French block");
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS, NULL);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (z != QB_OR)
      g_assert_true (qbt_legal (&g, QB_ACT_PLACE, 26, z, 0));

  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_PLACE, 26, QB_LE, 0);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_SETUP, 0);
  g_assert_cmpint (ev->rule, ==, 34);
  g_assert_cmpint (ev->block, ==, 26);
  g_assert_cmpint (ev->zone, ==, QB_LE);
  g_assert_cmpint (ev->vis, ==, QB_VIS_ANONYMOUS);
  qbt_illegal (&g, QB_ACT_PLACE, 26, QB_BE, 0, "already placed");

  /* Any number of blocks in one zone: all 25 in Levis. */
  for (int b = QB_FR_OTTAWA; b < QB_NUM_BLOCKS; b++)
    {
      if (b == 26)
        continue;
      g_assert_cmpint (g.s.phase, ==, QB_PHASE_FRENCH_SETUP);
      g_assert_cmpint (g.s.move, ==, 0);
      qbt_apply (&g, QB_ACT_PLACE, b, QB_LE, 0);
    }
  g_assert_cmpint (qb_zone_count (&g.s, QB_FRENCH, QB_LE), ==, 25);
  /* The last placement starts the first campaign move. */
  g_assert_cmpint (g.s.move, ==, 1);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
  ev = qbt_find_event (&g, QB_EV_MOVE_START, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->a, ==, 1);
}

/* Classic: a decoy is placed only where a real unit already stands. */
static void
test_3_4_french_setup_classic (void)
{
  QbtGame g;
  qbt_full_init (&g, QB_EDITION_CLASSIC, 7);
  qbt_illegal (&g, QB_ACT_PLACE, 45, QB_BE, 0, "(10.1 classic)");
  QbAction acts[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (&g.s, acts, QB_MAX_ACTIONS);
  for (size_t i = 0; i < n; i++)
    g_assert_true (acts[i].type != QB_ACT_PLACE || acts[i].a < 45);

  qbt_apply (&g, QB_ACT_PLACE, 26, QB_BE, 0);
  g_assert_true (qbt_legal (&g, QB_ACT_PLACE, 45, QB_BE, 0));
  g_assert_false (qbt_legal (&g, QB_ACT_PLACE, 45, QB_MO, 0));
  qbt_apply (&g, QB_ACT_PLACE, 45, QB_BE, 0);
  for (int b = QB_FR_OTTAWA; b < QB_NUM_BLOCKS; b++)
    if (qbt_loc (&g, b) == QB_LOC_POOL)
      qbt_apply (&g, QB_ACT_PLACE, b, b < 45 ? QB_SC : QB_BE, 0);
  g_assert_cmpint (g.s.move, ==, 1);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (qb_zone_count (&g.s, QB_FRENCH, QB_BE), ==, 6);
}

/* ---- 4.1 Sixteen campaign moves, one move each --------------------------- */

static void
test_4_1_sixteen_moves (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  for (int m = 1; m <= 16; m++)
    {
      g_assert_cmpint (g.s.move, ==, m);
      g_assert_false (qb_is_over (&g.s));
      qbt_clear_events (&g);
      qbt_both_stand (&g);
      if (m < 16)
        {
          const QbEvent *ev = qbt_find_event (&g, QB_EV_MOVE_START, 0);
          g_assert_nonnull (ev);
          g_assert_cmpint (ev->a, ==, m + 1);
          g_assert_cmpint (ev->rule, ==, 41);
        }
    }
  g_assert_true (qb_is_over (&g.s));
  g_assert_cmpint (g.s.move, ==, 16);
  g_assert_null (qbt_find_event (&g, QB_EV_MOVE_START, 0));
  g_assert_cmpint (g.s.winner, ==, QB_FRENCH);
  g_assert_cmpint (g.s.win_reason, ==, QB_WIN_FRENCH_NO_ABRAHAM);
}

/* One move per turn: a land, an amphibious or a ship move. */
static void
test_4_1_one_move (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_apply (&g, QB_ACT_ORDER_SHIP, 21, 0, 0);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS, "(8.1)");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  qbt_apply (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_illegal (&g, QB_ACT_ORDER_SHIP, 22, 0, 0, "(8.1)");
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 9, QB_ET, QB_MODE_LAND, "only one group");
}

/* ---- 4.2 Orders written, then revealed together -------------------------- */

static void
test_4_2_simultaneous_orders (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_clear_events (&g);
  qbt_done (&g);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_ORDERS_WRITTEN, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->side, ==, QB_BRITISH);
  g_assert_cmpint (ev->rule, ==, 42);
  /* Nothing moves before the French have written theirs. */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_OR);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 0);
  qbt_clear_events (&g);
  qbt_done (&g);   /* the French stand: an empty order */
  g_assert_cmpint (qbt_find_event (&g, QB_EV_ORDERS_WRITTEN, 0)->side, ==, QB_FRENCH);
  ev = qbt_find_event (&g, QB_EV_MOVE, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->block, ==, 0);
  g_assert_cmpint (ev->rule, ==, 72);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_BE);
  g_assert_true (qbt_event_index (&g, QB_EV_ORDERS_WRITTEN, 0) < qbt_event_index (&g, QB_EV_MOVE, 0));

  /* No one is compelled to move. */
  g_assert_cmpint (g.s.move, ==, 2);
  qbt_clear_events (&g);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 0);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_BE);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_MO);

  /* Moves cannot be saved: still one group in move 3. */
  g_assert_cmpint (g.s.move, ==, 3);
  qbt_order (&g, 0, QB_SC, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 1, QB_LE, QB_MODE_AMPHIBIOUS, "only one group");
}

/* ---- 4.3 Battles are fought before the next move ------------------------- */

static void
test_4_3_battle_before_next_move (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  for (int b = 0; b < 3; b++)
    qbt_put (&g, b, QB_LE, 0);
  for (int b = 26; b < 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_start (&g, 1);
  for (int b = 0; b < 3; b++)
    qbt_order (&g, b, QB_ET, QB_MODE_LAND);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_BATTLE, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->zone, ==, QB_ET);
  g_assert_cmpint (ev->rule, ==, 111);
  g_assert_cmpint (ev->side, ==, QB_FRENCH);
  g_assert_cmpint (ev->a, ==, 0);
  g_assert_cmpint (g.s.move, ==, 1);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DEPLOY);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, 26, QB_LE, QB_MODE_LAND));
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_DONE, 0, 0, 0));

  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
  QBT_DEPLOY (&g, 0, 0);
  QBT_DEPLOY (&g, 1, 1);
  QBT_DEPLOY (&g, 2, 2);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_FIRE);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  QBT_DICE (&g, 1, 1, 1, 1, 1, 1, 1, 1, 1);
  for (int b = 26; b < 29; b++)
    qbt_apply (&g, QB_ACT_FIRE, b, 0, 0);
  g_assert_cmpint (g.s.move, ==, 1);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_RETREAT);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  int end = qbt_event_index (&g, QB_EV_BATTLE_END, 0);
  int next = qbt_event_index (&g, QB_EV_MOVE_START, 0);
  g_assert_cmpint (end, >=, 0);
  g_assert_cmpint (next, >, end);
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_false (g.s.battle.active);
  for (int b = 0; b < 3; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_LE);
}

/* ---- 5.1 British victory ------------------------------------------------- */

/* Abraham held after the 16th move with 20 CV, not all of it in Abraham. */
static void
test_5_1_hold_abraham (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  g.opt.start_move = 16;
  qbt_put (&g, 9, QB_AB, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  g_assert_cmpint (g.s.move, ==, 16);
  qbt_clear_events (&g);
  qbt_both_stand (&g);
  g_assert_true (qb_is_over (&g.s));
  g_assert_cmpint (g.s.winner, ==, QB_BRITISH);
  g_assert_cmpint (g.s.win_reason, ==, QB_WIN_BRITISH_ABRAHAM);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_VICTORY, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->side, ==, QB_BRITISH);
  g_assert_cmpint (ev->rule, ==, 51);
  g_assert_cmpint (ev->a, ==, QB_WIN_BRITISH_ABRAHAM);
}

/* Holding Abraham earlier is not a victory. */
static void
test_5_1_earlier_is_not_victory (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  g.opt.start_move = 15;
  qbt_put (&g, 9, QB_AB, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_both_stand (&g);
  g_assert_false (qb_is_over (&g.s));
  g_assert_cmpint (g.s.move, ==, 16);
  g_assert_cmpint (g.s.winner, ==, QB_NO_SIDE);
}

/* The check comes after the 16th move's battles. */
static void
test_5_1_after_battles (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  g.opt.start_move = 16;
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 39, QB_AB, 0);     /* Montreal militia, 2 CV */
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 9, QB_AB, QB_MODE_LAND);
  qbt_both_stand (&g);
  g_assert_true (g.s.battle.active);
  g_assert_false (qb_is_over (&g.s));
  QBT_DICE (&g, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 39, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6, 1);
  qbt_apply (&g, QB_ACT_FIRE, 9, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 39), ==, QB_LOC_ELIMINATED);
  g_assert_true (qb_is_over (&g.s));
  g_assert_cmpint (g.s.winner, ==, QB_BRITISH);
  g_assert_cmpint (qbt_event_index (&g, QB_EV_VICTORY, 0), >, qbt_event_index (&g, QB_EV_BATTLE_END, 0));
}

/* ---- 5.2 French victory -------------------------------------------------- */

/* The French win at once when the British fall under 20 CV, mid-battle;
 * classic decoys count nothing (R11). */
static void
test_5_2_under_20 (gconstpointer data)
{
  int ed = QBT_ED (data);
  QbtGame g;
  qbt_begin (&g, ed);
  for (int b = 0; b < 4; b++)
    qbt_put (&g, b, QB_OR, 0);
  if (ed == QB_EDITION_CLASSIC)
    {
      qbt_put (&g, 13, QB_OR, 0);
      qbt_put (&g, 14, QB_OR, 0);
    }
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_start (&g, 1);
  g_assert_cmpint (qb_side_cv (&g.s, QB_BRITISH), ==, 20);
  qbt_order (&g, 8, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  g_assert_true (qb_is_over (&g.s));
  g_assert_cmpint (g.s.winner, ==, QB_FRENCH);
  g_assert_cmpint (g.s.win_reason, ==, QB_WIN_FRENCH_UNDER_20);
  g_assert_cmpint (g.s.move, ==, 1);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_VICTORY, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->side, ==, QB_FRENCH);
  g_assert_cmpint (ev->rule, ==, 52);
  QbAction acts[8];
  g_assert_cmpuint (qb_legal_actions (&g.s, acts, 8), ==, 0);
}

static void
test_5_2_position_under_20 (gconstpointer data)
{
  int ed = QBT_ED (data);
  QbtGame g;
  qbt_begin (&g, ed);
  for (int b = 0; b < 4; b++)
    qbt_put (&g, b, QB_OR, 0);
  qbt_put (&g, 9, QB_OR, 0);      /* 16 + 3 = 19 CV */
  if (ed == QB_EDITION_CLASSIC)
    for (int b = 13; b <= 20; b++)
      qbt_put (&g, b, QB_OR, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_expect_bad_position (&g, "(5.2)");
}

/* Abraham not held after the 16th move. */
static void
test_5_2_abraham_not_held (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  g.opt.start_move = 16;
  qbt_put (&g, 26, QB_AB, 0);
  qbt_start (&g, 1);
  qbt_clear_events (&g);
  qbt_both_stand (&g);
  g_assert_true (qb_is_over (&g.s));
  g_assert_cmpint (g.s.winner, ==, QB_FRENCH);
  g_assert_cmpint (g.s.win_reason, ==, QB_WIN_FRENCH_NO_ABRAHAM);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_VICTORY, 0);
  g_assert_cmpint (ev->rule, ==, 52);
  g_assert_cmpint (ev->side, ==, QB_FRENCH);
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  QBT_ADD_BOTH ("2.4/step-reduction", test_2_4_step_reduction);
  g_test_add_func ("/engine/rules/2.5/transfers/revised", test_2_5_transfers_revised);
  g_test_add_func ("/engine/rules/2.5/transfers-same-type/classic", test_2_5_transfers_classic);
  g_test_add_func ("/engine/rules/2.6/detachment-is-infantry/revised",
                   test_2_6_detachment_is_infantry);
  g_test_add_func ("/engine/rules/2.6/detachment-transfers/revised", test_2_6_detachment_transfers);
  g_test_add_func ("/engine/rules/2.6/decoys/classic", test_2_6_classic_decoys);
  QBT_ADD_BOTH ("3.3/british-setup", test_3_3_british_setup);
  g_test_add_func ("/engine/rules/3.4/french-setup/revised", test_3_4_french_setup);
  g_test_add_func ("/engine/rules/3.4/french-setup-decoys/classic", test_3_4_french_setup_classic);
  QBT_ADD_BOTH ("4.1/sixteen-moves", test_4_1_sixteen_moves);
  QBT_ADD_BOTH ("4.1/one-move-per-turn", test_4_1_one_move);
  QBT_ADD_BOTH ("4.2/simultaneous-orders", test_4_2_simultaneous_orders);
  QBT_ADD_BOTH ("4.3/battle-before-next-move", test_4_3_battle_before_next_move);
  QBT_ADD_BOTH ("5.1/hold-abraham", test_5_1_hold_abraham);
  QBT_ADD_BOTH ("5.1/earlier-is-not-victory", test_5_1_earlier_is_not_victory);
  QBT_ADD_BOTH ("5.1/after-battles", test_5_1_after_battles);
  QBT_ADD_BOTH ("5.2/under-20-at-once", test_5_2_under_20);
  QBT_ADD_BOTH ("5.2/position-under-20", test_5_2_position_under_20);
  QBT_ADD_BOTH ("5.2/abraham-not-held", test_5_2_abraham_not_held);
  return g_test_run ();
}
