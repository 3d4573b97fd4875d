/* Rule tests: retreats, routs and pursuit (15.0, 16.0), and skirmishes,
 * whose retreats are the same (18.0).
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 15.1 When a player may retreat --------------------------------------- */

static void
test_15_1_retreat_timing (gconstpointer p)
{
  QbtGame g;
  qbt_etchemin_deployed (&g, QBT_ED (p));
  /* The defender may not retreat on its first turn. */
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS, "no retreat now");
  QBT_MISSES (&g, false, 26, 27, 28);
  /* The attacker may, at the start of its first turn. */
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND));
  QBT_STAND (&g);
  /* Not once it has begun to fire. */
  qbt_fire_miss (&g, 8, false);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND, "no retreat now");
  QBT_MISSES (&g, false, 9, 10);
  /* The defender's second turn starts with the option. */
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS));
}

/* ---- 15.2, 17.2 An amphibious retreat takes all the capacity allows ------ */

/* Five British blocks defend Levis against the French from Etchemin; two
 * ships in the Bason. The British retreat by river: two blocks must go, of
 * the British player's choice; nobody may stop at one. */
static void
test_15_2_amphibious_retreat_fills_capacity (gconstpointer p)
{
  QbtGame g;
  qbt_levis_retreat_by_river (&g, QBT_ED (p));
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  qbt_assert_decision (&g, QB_PHASE_EMBARK, QB_BRITISH);
  g_assert_false (qbt_listed (&g, QB_ACT_EMBARK_DONE, 0, 0, 0));
  qbt_illegal (&g, QB_ACT_EMBARK_DONE, 0, 0, 0, "(15.2, 17.2)");
  qbt_apply (&g, QB_ACT_EMBARK, 12, 0, 0);
  g_assert_false (qbt_listed (&g, QB_ACT_EMBARK_DONE, 0, 0, 0));
  qbt_illegal (&g, QB_ACT_EMBARK_DONE, 0, 0, 0, "(15.2, 17.2)");
  g_assert_true (qbt_listed (&g, QB_ACT_EMBARK, 9, 0, 0));
  qbt_force_same (&g, 3, 1);
  qbt_apply (&g, QB_ACT_EMBARK, 9, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 12), ==, QB_OR);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_OR);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_LE), ==, 3);
}

/* ---- 15.2 Where a player may retreat -------------------------------------- */

/* The defender: not where the attacker came from (even vacant), not into
 * enemy blocks; all blocks go together to one zone. */
static void
test_15_2_defender_destinations (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 11, QB_SI, 0);
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
  QBT_MISSES (&g, false, 26, 27, 28);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 8, 9, 10);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_LE), ==, 0);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND, "zone the attacker came from");
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_SI, QB_MODE_AMPHIBIOUS, "held by the enemy");
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_MO, QB_MODE_LAND, NULL);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_ET, QB_MODE_LAND, NULL);
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_AB, QB_MODE_AMPHIBIOUS));
  QBT_DICE (&g, 1, 1, 1);   /* pursuit (17.2): no hits */
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  for (int b = 26; b <= 28; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_CR);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_BRITISH);
}

/* The attacker: only back to where it came from, by road if there is one
 * (ruling R15). */
static void
test_15_2_attacker_destinations (gconstpointer p)
{
  QbtGame g;
  qbt_etchemin_deployed (&g, QBT_ED (p));
  QBT_MISSES (&g, false, 26, 27, 28);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS, "only to the zone it came from");
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS, NULL);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_AMPHIBIOUS, "a road leads there");
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  for (int b = 8; b <= 10; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_LE);
}

/* The attacker's origin is now French: no legal retreat, the British stay
 * in the battle (no retreat step is offered). */
static void
test_15_2_no_legal_retreat (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_SI, 0);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 10, QB_SI, 0);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_put (&g, 28, QB_AB, 0);
  qbt_put (&g, 29, QB_CR, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_AB, QB_MODE_LAND, 8, 9, 10);
  QBT_MOVE (&g, QB_SI, QB_MODE_LAND, 29);
  g_assert_cmpint (qbt_loc (&g, 29), ==, QB_SI);
  g_assert_cmpint (g.s.battle.zone, ==, QB_AB);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_SI);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_MISSES (&g, false, 26, 27, 28);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_SI, QB_MODE_LAND, NULL);
  QBT_MISSES (&g, false, 8, 9, 10);
  /* The French defender has roads to Ste. Foy and St. Charles. */
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 26, 27, 28);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
}

/* No retreat into a zone whose battle is still to be fought. */
static void
test_15_2_not_into_pending_battle (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_OR, 0);
  qbt_put (&g, 26, QB_BE, 0);
  qbt_put (&g, 27, QB_BE, 0);
  qbt_put (&g, 28, QB_SC, 0);
  qbt_put (&g, 29, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 8, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 9, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 10, QB_SC, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 11, QB_SC, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_done (&g);
  qbt_apply (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_BE, 0);
  QBT_MISSES (&g, true, 26, 27);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 8, 9);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  g_assert_true (g.s.pending_battles & (1u << QB_SC));
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_SC, QB_MODE_LAND, "15.2");
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_MO, QB_MODE_LAND));
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_MO, QB_MODE_LAND);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_MO);
  g_assert_cmpint (qbt_loc (&g, 27), ==, QB_MO);
  /* Now the St. Charles battle. */
  g_assert_cmpint (g.s.battle.zone, ==, QB_SC);
}

/* ---- 16.1 Rout ---------------------------------------------------------- */

static void
test_16_1_rout (gconstpointer p)
{
  QbtGame g;
  qbt_rout_at_abraham (&g, QBT_ED (p), -1, false);
  g_assert_cmpint (qbt_loc (&g, 39), ==, QB_LOC_ELIMINATED);
  /* The second hit is surplus and ignored. */
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 1);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 3);
  const QbEvent *r = qbt_find_event (&g, QB_EV_ROUT, 0);
  g_assert_nonnull (r);
  g_assert_cmpint (r->side, ==, QB_FRENCH);
  g_assert_cmpint (r->zone, ==, QB_AB);
  g_assert_cmpint (r->rule, ==, 161);
  g_assert_cmpint (g.s.battle.routed, ==, QB_FRENCH);
  /* Must retreat at once, by the normal retreat rules. */
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_STAND, 0, 0, 0, "must retreat");
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_SI, QB_MODE_LAND, "attacker came from");
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND));
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_SC, QB_MODE_LAND));
}

/* 16.1: units that cannot retreat are eliminated. French at Levis attacked
 * from Ile d'Orleans; Etchemin is British and the French never move
 * amphibiously in the Bason. */
static void
test_16_1_no_retreat_eliminated (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_OR, 0);
  qbt_put (&g, 9, QB_OR, 0);
  qbt_put (&g, 10, QB_OR, 0);
  qbt_put (&g, 11, QB_ET, 0);
  qbt_put (&g, 39, QB_LE, 1);
  qbt_put (&g, 26, QB_LE, 0);
  qbt_put (&g, 27, QB_LE, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_LE, QB_MODE_AMPHIBIOUS, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 39, 0);
  QBT_DEPLOY (&g, 26, 1);
  QBT_DEPLOY (&g, 27, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_MISSES (&g, true, 39, 26, 27);
  QBT_STAND (&g);
  qbt_clear_events (&g);
  QBT_FIRE (&g, 8, 6, 1, 1, 1);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_ROUT, 0));
  for (int b = 26; b <= 27; b++)
    {
      g_assert_cmpint (qbt_loc (&g, b), ==, QB_LOC_ELIMINATED);
      const QbEvent *e = qbt_block_event (&g, QB_EV_ELIMINATED, b);
      g_assert_nonnull (e);
      g_assert_cmpint (e->rule, ==, 161);
    }
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 0);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_BRITISH);
  g_assert_false (g.s.battle.active);
}

/* ---- 16.2 Pursuit fire ------------------------------------------------- */

static void
test_16_2_pursuit (gconstpointer p)
{
  QbtGame g;
  qbt_rout_at_abraham (&g, QBT_ED (p), -1, false);
  qbt_clear_events (&g);
  /* All British blocks fire once, the reserve (10) included: 9 rolls three
   * dice, 10, 11 and 12 one each (block order). */
  QBT_DICE (&g, 6, 6, 1, 6, 1, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 4);
  int dice = 0, hits = 0;
  for (int i = 0; i < 4; i++)
    {
      const QbEvent *e = qbt_find_event (&g, QB_EV_PURSUIT, i);
      g_assert_cmpint (e->side, ==, QB_BRITISH);
      g_assert_cmpint (e->rule, ==, 162);
      g_assert_cmpint (e->why, ==, QB_WHY_ROUT_BY_LAND);
      g_assert_cmpint (e->b, ==, 0);
      g_assert_cmpint (e->ndice, ==, qbt_cv (&g, e->block));
      dice += e->ndice;
      hits += e->a;
    }
  g_assert_cmpint (dice, ==, 6);
  g_assert_cmpint (hits, ==, 3);
  g_assert_nonnull (qbt_block_event (&g, QB_EV_PURSUIT, 10));
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT_SAVED), ==, 0);
  /* The routed player takes them where he likes: all on 26. */
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  QBT_HIT (&g, 26);
  QBT_HIT (&g, 26);
  QBT_HIT (&g, 26);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 27), ==, QB_SF);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 3);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 0)->rule, ==, 162);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_BRITISH);
  for (int b = 9; b <= 12; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_AB);
}

/* ---- 16.3 Reserve discount ------------------------------------------------ */

/* French reserve 28 (3 CV): two pursuit hits ignored (3/2 rounded up). */
static void
test_16_3_reserve_discount (gconstpointer p)
{
  QbtGame g;
  qbt_rout_at_abraham (&g, QBT_ED (p), 28, false);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6, 6, 6, 1, 1);   /* four hits */
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  const QbEvent *s = qbt_find_event (&g, QB_EV_PURSUIT_SAVED, 0);
  g_assert_nonnull (s);
  g_assert_cmpint (s->side, ==, QB_FRENCH);
  g_assert_cmpint (s->a, ==, 2);
  g_assert_cmpint (s->rule, ==, 163);
  g_assert_cmpint (g.s.battle.hits, ==, 2);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  QBT_HIT (&g, 28);    /* the former reserve retreated too and may take them */
  QBT_HIT (&g, 28);
  g_assert_cmpint (qbt_cv (&g, 28), ==, 1);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 3);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 2);
  g_assert_false (g.s.battle.active);
}

/* 16.2 with ruling R17: every block of the victor fires in pursuit, the
 * reserve too, but a reserve block the enemy never saw fires unnamed: the
 * French see its dice, not which British block rolled them. */
static void
test_16_2_reserve_pursuit_unnamed (gconstpointer p)
{
  QbtGame g;
  QbEvent seen;

  qbt_rout_at_abraham (&g, QBT_ED (p), 28, false);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  /* British 9 fired in its column: named to both. */
  const QbEvent *column = qbt_block_event (&g, QB_EV_PURSUIT, 9);
  g_assert_nonnull (column);
  g_assert_cmpint (column->vis, ==, QB_VIS_PUBLIC);
  /* British 10 stayed in reserve, never revealed. */
  const QbEvent *reserve = qbt_block_event (&g, QB_EV_PURSUIT, 10);
  g_assert_nonnull (reserve);
  g_assert_cmpint (reserve->vis, ==, QB_VIS_ANONYMOUS);
  g_assert_true (qb_event_for (reserve, QB_FRENCH, &seen));
  g_assert_cmpint (seen.block, ==, QB_UNKNOWN);
  g_assert_cmpint (seen.cv, ==, QB_UNKNOWN);
  g_assert_cmpint (seen.ndice, ==, reserve->ndice);
  g_assert_true (qb_event_for (reserve, QB_BRITISH, &seen));
  g_assert_cmpint (seen.block, ==, 10);
}

/* 15.2 with ruling R17: each block that leaves in a retreat has its own
 * event, before the side's retreat line, so that the board can move it;
 * a block the enemy saw in a column is named to both, a reserve block the
 * enemy never saw goes as an unnamed block back. */
static void
test_15_2_retreat_moves_per_block (gconstpointer p)
{
  QbtGame g;
  QbEvent seen;
  int n = 0;

  qbt_rout_at_abraham (&g, QBT_ED (p), 28, false);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  int retreat = qbt_event_index (&g, QB_EV_RETREAT, 0);
  g_assert_cmpint (retreat, >=, 0);
  const QbEvent *line = qbt_find_event (&g, QB_EV_RETREAT, 0);
  for (int i = 0; i < retreat; i++)
    {
      const QbEvent *ev = &g.events[i];
      if (ev->type != QB_EV_RETREAT_MOVE)
        continue;
      /* One run, just before the retreat's line. */
      g_assert_cmpint (i, ==, retreat - line->b + n);
      g_assert_cmpint (ev->side, ==, QB_FRENCH);
      g_assert_cmpint (ev->from, ==, QB_AB);
      g_assert_cmpint (ev->zone, ==, QB_SF);
      g_assert_cmpint (ev->a, ==, QB_MODE_LAND);
      g_assert_cmpint (ev->rule, ==, 152);
      g_assert_cmpint (qbt_loc (&g, ev->block), ==, QB_SF);
      g_assert_true (qb_event_for (ev, QB_BRITISH, &seen));
      if (ev->block == 28)
        {
          g_assert_cmpint (ev->vis, ==, QB_VIS_ANONYMOUS);
          g_assert_cmpint (seen.block, ==, QB_UNKNOWN);
          g_assert_cmpint (seen.cv, ==, QB_UNKNOWN);
        }
      else
        {
          g_assert_cmpint (ev->vis, ==, QB_VIS_PUBLIC);
          g_assert_cmpint (seen.block, ==, ev->block);
        }
      g_assert_true (qb_event_for (ev, QB_FRENCH, &seen));
      g_assert_cmpint (seen.block, ==, ev->block);
      n++;
    }
  /* As many as the line says, the reserve among them. */
  g_assert_cmpint (n, ==, line->b);
  g_assert_cmpint (n, ==, 3);
  g_assert_nonnull (qbt_block_event (&g, QB_EV_RETREAT_MOVE, 28));
}

/* 16.3 with 22.4 (ruling R25): the Ottawa is kept in reserve, so its CV
 * counts for the discount. Reserve 28 (3 CV) + Ottawa (4 CV) = 7 CV: four
 * hits ignored, all four of the pursuit. */
static void
test_16_3_ottawa_counted (gconstpointer p)
{
  QbtGame g;
  qbt_rout_at_abraham (&g, QBT_ED (p), 28, true);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6, 6, 6, 1, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  const QbEvent *s = qbt_find_event (&g, QB_EV_PURSUIT_SAVED, 0);
  g_assert_nonnull (s);
  g_assert_cmpint (s->a, ==, 4);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 0);
  for (int b = 26; b <= 28; b++)
    g_assert_cmpint (qbt_cv (&g, b), ==, 3);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  /* The British won: the Ottawa must now leave Abraham. */
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
}

/* ---- 18.0 Skirmishes ------------------------------------------------------ */

/* Two British blocks: a single column each side, no deployment step, no
 * rout; the skirmish ends when one side has no block left. */
static void
test_18_0_skirmish (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9);
  qbt_done (&g);
  g_assert_true (g.s.battle.skirmish);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_BATTLE, 0);
  g_assert_cmpint (ev->a, ==, 1);
  g_assert_cmpint (ev->rule, ==, 180);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DEPLOYED), ==, 5);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_DEPLOYED, 0)->rule, ==, 180);
  int in_battle[] = { 8, 9, 26, 27, 28 };
  for (int i = 0; i < 5; i++)
    {
      g_assert_cmpint (g.s.blocks[in_battle[i]].slot, ==, QB_SLOT_SKIRMISH);
      g_assert_true (g.s.blocks[in_battle[i]].flags & QB_BF_REVEALED);
    }
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_DEPLOY, 26, 0, 0, NULL);
  qbt_clear_events (&g);
  QBT_FIRE (&g, 26, 6, 6, 1);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  QBT_HIT (&g, 9);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_LOC_ELIMINATED);
  /* The second hit falls on 8, the last British block: the end. */
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_ROUT), ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 0);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
  g_assert_false (g.s.battle.active);
}

/* 18.0: a land retreat from a skirmish draws no pursuit fire. */
static void
test_18_0_land_retreat_no_pursuit (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9);
  qbt_done (&g);
  QBT_MISSES (&g, false, 26, 27);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 0);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE_END, 0)->side, ==, QB_FRENCH);
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_LE);
}

/* 18.0: an amphibious retreat from a skirmish draws pursuit fire. */
static void
test_18_0_amphibious_retreat_pursuit (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9);
  qbt_done (&g);
  QBT_MISSES (&g, false, 26, 27);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 8, 9);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_PURSUIT, 0)->b, ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_ROUT), ==, 0);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  QBT_HIT (&g, 27);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 2);
  g_assert_cmpint (qbt_loc (&g, 27), ==, QB_CR);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE_END, 0)->side, ==, QB_BRITISH);
}

/* 18.0, ruling R13: the Ottawa does not count towards the three blocks. */
static void
test_18_0_ottawa_not_counted (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 28, QB_MO, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_put (&g, 30, QB_MO, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_true (g.s.battle.skirmish);
  g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_SKIRMISH);
  /* 22.4 (ruling R7): it may withdraw before the skirmish; it stays. */
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
}

/* 18.0, ruling R13, classic: decoys go first, then the blocks are counted.
 * Three French blocks, one a decoy: a skirmish. */
static void
test_18_0_classic_decoys_then_count (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 46, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, 46), ==, QB_LOC_ELIMINATED);
  g_assert_nonnull (qbt_block_event (&g, QB_EV_DECOYS_REMOVED, 46));
  g_assert_true (g.s.battle.skirmish);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE, 0)->rule, ==, 180);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  QBT_ADD_BOTH ("15.1/retreat-timing", test_15_1_retreat_timing);
  QBT_ADD_BOTH ("16.2/reserve-pursuit-unnamed", test_16_2_reserve_pursuit_unnamed);
  QBT_ADD_BOTH ("15.2/amphibious-retreat-fills-capacity", test_15_2_amphibious_retreat_fills_capacity);
  QBT_ADD_BOTH ("15.2/defender-destinations", test_15_2_defender_destinations);
  QBT_ADD_BOTH ("15.2/attacker-destinations", test_15_2_attacker_destinations);
  QBT_ADD_BOTH ("15.2/no-legal-retreat", test_15_2_no_legal_retreat);
  QBT_ADD_BOTH ("15.2/not-into-pending-battle", test_15_2_not_into_pending_battle);
  QBT_ADD_BOTH ("15.2/retreat-moves-per-block", test_15_2_retreat_moves_per_block);
  QBT_ADD_BOTH ("16.1/rout", test_16_1_rout);
  QBT_ADD_BOTH ("16.1/no-retreat-eliminated", test_16_1_no_retreat_eliminated);
  QBT_ADD_BOTH ("16.2/pursuit", test_16_2_pursuit);
  QBT_ADD_BOTH ("16.3/reserve-discount", test_16_3_reserve_discount);
  QBT_ADD_BOTH ("16.3/ottawa-counted", test_16_3_ottawa_counted);
  QBT_ADD_BOTH ("18.0/skirmish", test_18_0_skirmish);
  QBT_ADD_BOTH ("18.0/land-retreat-no-pursuit", test_18_0_land_retreat_no_pursuit);
  QBT_ADD_BOTH ("18.0/amphibious-retreat-pursuit", test_18_0_amphibious_retreat_pursuit);
  QBT_ADD_BOTH ("18.0/ottawa-not-counted", test_18_0_ottawa_not_counted);
  g_test_add_func ("/engine/rules/18.0/decoys-then-count/classic",
                   test_18_0_classic_decoys_then_count);
  return g_test_run ();
}
