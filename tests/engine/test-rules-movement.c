/* Rule tests: land, amphibious and ship moves, and orders (6.0-9.0).
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 6.1 Land moves ------------------------------------------------------ */

/* Every road of our map (game-data.md), and no other land move. */
static void
test_6_1_road_network (gconstpointer data)
{
  static const int roads[][2] = {
    { QB_LE, QB_ET }, { QB_MO, QB_BE }, { QB_CR, QB_SI }, { QB_CR, QB_SF },
    { QB_SC, QB_AB }, { QB_BE, QB_SC }, { QB_AB, QB_SF }, { QB_AB, QB_SI },
  };
  for (int from = 0; from < QB_NUM_ZONES; from++)
    {
      QbtGame g;
      qbt_setup (&g, QBT_ED (data));
      qbt_put (&g, 9, from, 0);
      qbt_put (&g, 26, from == QB_MO ? QB_BE : QB_MO, 0);
      qbt_start (&g, 1);
      qbt_no_transfers (&g);
      for (int to = 0; to < QB_NUM_ZONES; to++)
        {
          if (to == from)
            continue;
          bool road = false;
          for (size_t i = 0; i < G_N_ELEMENTS (roads); i++)
            if ((roads[i][0] == from && roads[i][1] == to) || (roads[i][1] == from && roads[i][0] == to))
              road = true;
          const char *reason = NULL;
          bool legal = qb_is_legal (&g.s, qbt_act (QB_ACT_ORDER_MOVE, 9, to, QB_MODE_LAND), &reason);
          if (legal != road)
            g_error ("land move %s-%s: legal=%d, expected %d (%s)", qb_zone_code (from),
                     qb_zone_code (to), legal, road, reason ? reason : "");
          if (!legal)
            g_assert_nonnull (strstr (reason, "(6.1)"));
        }
    }
}

/* Rulebook examples: Cap Rouge to Sillery and/or Ste. Foy; not Sillery to
 * Ste. Foy, nor St. Charles to Ste. Foy; one group per move. */
static void
test_6_1_group_moves (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  for (int b = 0; b < 3; b++)
    qbt_put (&g, b, QB_CR, 0);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 10, QB_SC, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 9, QB_SF, QB_MODE_LAND, "no road");
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 10, QB_SF, QB_MODE_LAND, "no road");
  qbt_order (&g, 0, QB_SI, QB_MODE_LAND);
  qbt_order (&g, 1, QB_SF, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 9, QB_AB, QB_MODE_LAND, "only one group");
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 4, QB_BE, QB_MODE_AMPHIBIOUS, "only one group");
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 2);
  const QbEvent *e0 = qbt_block_event (&g, QB_EV_MOVE, 0), *e1 = qbt_block_event (&g, QB_EV_MOVE, 1);
  g_assert_cmpint (e0->from, ==, QB_CR);
  g_assert_cmpint (e0->zone, ==, QB_SI);
  g_assert_cmpint (e0->a, ==, QB_MODE_LAND);
  g_assert_cmpint (e0->rule, ==, 61);
  g_assert_cmpint (e1->zone, ==, QB_SF);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_SI);
  g_assert_cmpint (qbt_loc (&g, 1), ==, QB_SF);
  g_assert_cmpint (qbt_loc (&g, 2), ==, QB_CR);
}

/* French example of the classic text: Montmorency to Beauport. */
static void
test_6_1_french_land_move (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 26, QB_MO, 0);
  qbt_put (&g, 27, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 26, QB_SC, QB_MODE_LAND, "no road");
  qbt_order (&g, 26, QB_BE, QB_MODE_LAND);
  qbt_order (&g, 27, QB_BE, QB_MODE_LAND);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_BE);
  g_assert_cmpint (qbt_loc (&g, 27), ==, QB_BE);
}

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

/* ---- 6.2 Not every unit of a group need move ----------------------------- */

static void
test_6_2_part_of_group (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  for (int b = 0; b < 3; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 1, QB_ET, QB_MODE_LAND);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 1);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_LE);
  g_assert_cmpint (qbt_loc (&g, 1), ==, QB_ET);
  g_assert_cmpint (qbt_loc (&g, 2), ==, QB_LE);
}

/* ---- 7.1 River areas ---------------------------------------------------- */

static void
test_7_1_river_areas (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 23, QB_LOC_STLAURENT, 0);
  qbt_put (&g, 24, QB_LOC_STLAURENT, 0);
  qbt_put (&g, 9, QB_SF, 0);
  qbt_put (&g, 10, QB_AB, 0);
  qbt_put (&g, 26, QB_CR, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  /* Bason: Ile d'Orleans, Levis, St. Charles, Beauport, Montmorency. */
  static const int bason[] = { QB_LE, QB_SC, QB_BE, QB_MO };
  static const int laurent[] = { QB_AB, QB_SI, QB_CR, QB_ET };
  for (size_t i = 0; i < G_N_ELEMENTS (bason); i++)
    g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, bason[i], QB_MODE_AMPHIBIOUS));
  for (size_t i = 0; i < G_N_ELEMENTS (laurent); i++)
    qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, laurent[i], QB_MODE_AMPHIBIOUS, "one river area");
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_SF, QB_MODE_AMPHIBIOUS, "one river area");
  /* Ste. Foy is landlocked. */
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (z != QB_SF)
      g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, 9, z, QB_MODE_AMPHIBIOUS));
  /* Abraham borders the St. Laurent, not the Bason. */
  for (size_t i = 0; i < G_N_ELEMENTS (bason); i++)
    g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, 10, bason[i], QB_MODE_AMPHIBIOUS));
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 10, QB_OR, QB_MODE_AMPHIBIOUS, "one river area");
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 10, QB_SI, QB_MODE_AMPHIBIOUS));
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 10, QB_ET, QB_MODE_AMPHIBIOUS));
}

/* ---- 7.2 Amphibious moves to one or more zones -------------------------- */

static void
test_7_2_amphibious_to_several_zones (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 1, QB_MO, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 2, QB_MO, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 3);
  for (int b = 0; b < 3; b++)
    {
      const QbEvent *ev = qbt_block_event (&g, QB_EV_MOVE, b);
      g_assert_cmpint (ev->rule, ==, 72);
      g_assert_cmpint (ev->a, ==, QB_MODE_AMPHIBIOUS);
      g_assert_cmpint (ev->from, ==, QB_OR);
    }
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_BE);
  g_assert_cmpint (qbt_loc (&g, 1), ==, QB_MO);
  g_assert_cmpint (qbt_loc (&g, 2), ==, QB_MO);
}

/* ---- 7.3 Not adjacent, but one river area -------------------------------- */

static void
test_7_3_amphibious_not_adjacent (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 23, QB_LOC_STLAURENT, 0);
  for (int b = 0; b < 3; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 9, QB_ET, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  /* Rulebook example: Levis to Abraham is impossible. */
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_AB, QB_MODE_AMPHIBIOUS, "(7.2, 7.3)");
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_AB, QB_MODE_LAND, NULL);
  /* Levis to Montmorency: no road, not adjacent, same area. */
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, QB_MO, QB_MODE_AMPHIBIOUS));
  /* Etchemin to Cap Rouge across the St. Laurent. */
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 9, QB_CR, QB_MODE_AMPHIBIOUS));
  qbt_order (&g, 0, QB_MO, QB_MODE_AMPHIBIOUS);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_MO);
}

/* ---- 7.4 Amphibious capacity --------------------------------------------- */

/* Rulebook example: three ships in the Bason, three units move there. */
static void
test_7_4_british_capacity (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 24, QB_LOC_STLAURENT, 0);
  qbt_put (&g, 9, QB_ET, 0);
  qbt_put (&g, 10, QB_ET, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  g_assert_cmpint (qb_amphibious_capacity (&g.s, QB_BRITISH, QB_BASON), ==, 3);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 1, QB_MO, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 2, QB_LE, QB_MODE_AMPHIBIOUS);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 3, QB_BE, QB_MODE_AMPHIBIOUS, "used up (7.4)");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  /* One ship in the St. Laurent: one unit there. */
  qbt_order (&g, 9, QB_CR, QB_MODE_AMPHIBIOUS);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 10, QB_SI, QB_MODE_AMPHIBIOUS, "used up (7.4)");
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 10, QB_LE, QB_MODE_LAND));
  qbt_done (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_CR);
  g_assert_cmpint (qbt_loc (&g, 10), ==, QB_ET);

  /* No ship in an area, no British amphibious move there. */
  QbtGame h;
  qbt_setup (&h, QBT_ED (data));
  qbt_put (&h, 9, QB_ET, 0);
  qbt_put (&h, 26, QB_SC, 0);
  qbt_start (&h, 1);
  qbt_no_transfers (&h);
  qbt_illegal (&h, QB_ACT_ORDER_MOVE, 9, QB_CR, QB_MODE_AMPHIBIOUS, "no amphibious capacity");
}

/* The French: never in the Bason; in the St. Laurent 4 minus the ships
 * there. */
static void
test_7_4_french_capacity (gconstpointer data)
{
  for (int ships = 0; ships <= 4; ships++)
    {
      QbtGame g;
      qbt_setup (&g, QBT_ED (data));
      for (int i = 0; i < ships; i++)
        qbt_put (&g, QB_BR_FIRST_SHIP + i, QB_LOC_STLAURENT, 0);
      for (int b = 26; b <= 30; b++)
        qbt_put (&g, b, QB_CR, 0);
      qbt_put (&g, 31, QB_BE, 0);
      qbt_put (&g, 32, QB_BE, 0);
      qbt_start (&g, 1);
      qbt_done (&g);
      g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
      g_assert_cmpint (qb_amphibious_capacity (&g.s, QB_FRENCH, QB_STLAURENT), ==, 4 - ships);
      g_assert_cmpint (qb_amphibious_capacity (&g.s, QB_FRENCH, QB_BASON), ==, 0);
      qbt_illegal (&g, QB_ACT_ORDER_MOVE, 31, QB_MO, QB_MODE_AMPHIBIOUS, "never move amphibiously in the Bason");
      for (int i = 0; i < 4 - ships; i++)
        qbt_order (&g, 26 + i, i % 2 ? QB_SI : QB_AB, QB_MODE_AMPHIBIOUS);
      qbt_illegal (&g, QB_ACT_ORDER_MOVE, 26 + 4 - ships, QB_ET, QB_MODE_AMPHIBIOUS,
                   ships == 4 ? "no amphibious capacity" : "used up (7.4)");
      qbt_done (&g);
      g_assert_cmpint (qb_zone_count (&g.s, QB_FRENCH, QB_CR), ==, 5 - (4 - ships));
    }
}

/* Ruling: capacity is that of the start of the move, whatever the ships do
 * in the same move. */
static void
test_7_4_capacity_at_start_of_move (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_CR, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_apply (&g, QB_ACT_ORDER_SHIP, 21, 0, 0);
  qbt_apply (&g, QB_ACT_ORDER_SHIP, 22, 0, 0);
  qbt_done (&g);
  for (int b = 26; b <= 29; b++)
    qbt_order (&g, b, b % 2 ? QB_SI : QB_ET, QB_MODE_AMPHIBIOUS);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_SHIP_MOVE), ==, 2);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 4);
  g_assert_cmpint (qb_ships_in (&g.s, QB_STLAURENT), ==, 2);
  g_assert_cmpint (qb_zone_count (&g.s, QB_FRENCH, QB_CR), ==, 0);
}

/* R24: a leader moving amphibiously counts against the capacity. */
static void
test_7_4_leader_counts (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 23, QB_LOC_STLAURENT, 0);
  qbt_put (&g, 24, QB_LOC_STLAURENT, 0);
  qbt_put (&g, 13, QB_OR, 0);     /* Wolfe */
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 13, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 1, QB_BE, QB_MODE_AMPHIBIOUS, "used up (7.4)");
}

/* ---- 7.5 Land and amphibious moves from the same zone --------------------- */

static void
test_7_5_land_and_amphibious (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 0, QB_LE, 0);
  qbt_put (&g, 1, QB_LE, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 1, QB_MO, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_ET);
  g_assert_cmpint (qbt_loc (&g, 1), ==, QB_MO);
  g_assert_cmpint (qbt_block_event (&g, QB_EV_MOVE, 0)->a, ==, QB_MODE_LAND);
  g_assert_cmpint (qbt_block_event (&g, QB_EV_MOVE, 0)->rule, ==, 61);
  g_assert_cmpint (qbt_block_event (&g, QB_EV_MOVE, 1)->a, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (qbt_block_event (&g, QB_EV_MOVE, 1)->rule, ==, 72);
}

/* ---- 8.1 Ship moves ------------------------------------------------------ */

static void
test_8_1_ship_moves (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  /* At most two ships upriver in one move. */
  qbt_apply (&g, QB_ACT_ORDER_SHIP, 21, 0, 0);
  qbt_illegal (&g, QB_ACT_ORDER_SHIP, 21, 0, 0, "already has an order");
  qbt_apply (&g, QB_ACT_ORDER_SHIP, 22, 0, 0);
  qbt_illegal (&g, QB_ACT_ORDER_SHIP, 23, 0, 0, "at most two ships");
  /* The ship move is the whole order. */
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS, "(8.1)");
  qbt_done (&g);
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_SHIP, 23, 0, 0));   /* French: no ships */
  qbt_illegal (&g, QB_ACT_ORDER_SHIP, 23, 0, 0, "only the British");
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_SHIP_MOVE), ==, 2);
  const QbEvent *ev = qbt_block_event (&g, QB_EV_SHIP_MOVE, 21);
  g_assert_cmpint (ev->rule, ==, 81);
  g_assert_cmpint (ev->from, ==, QB_LOC_BASON);
  g_assert_cmpint (ev->zone, ==, QB_LOC_STLAURENT);
  g_assert_cmpint (qbt_loc (&g, 21), ==, QB_LOC_STLAURENT);
  g_assert_cmpint (qbt_loc (&g, 22), ==, QB_LOC_STLAURENT);
  g_assert_cmpint (qbt_loc (&g, 23), ==, QB_LOC_BASON);

  /* Move 2: the two that went up come back down while the two others go
   * up, in one ship order. */
  g_assert_cmpint (g.s.move, ==, 2);
  qbt_no_transfers (&g);
  for (int b = 21; b <= 24; b++)
    qbt_apply (&g, QB_ACT_ORDER_SHIP, b, 0, 0);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 21), ==, QB_LOC_BASON);
  g_assert_cmpint (qbt_loc (&g, 22), ==, QB_LOC_BASON);
  g_assert_cmpint (qbt_loc (&g, 23), ==, QB_LOC_STLAURENT);
  g_assert_cmpint (qbt_loc (&g, 24), ==, QB_LOC_STLAURENT);
}

static void
test_8_1_any_number_downriver (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  for (int b = 21; b <= 24; b++)
    qbt_put (&g, b, QB_LOC_STLAURENT, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  for (int b = 21; b <= 24; b++)
    qbt_apply (&g, QB_ACT_ORDER_SHIP, b, 0, 0);
  qbt_both_stand (&g);
  g_assert_cmpint (qb_ships_in (&g.s, QB_BASON), ==, 4);
}

/* ---- 8.2 Army units do not go with the ships ----------------------------- */

static void
test_8_2_army_not_on_ships (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_apply (&g, QB_ACT_ORDER_SHIP, 21, 0, 0);
  qbt_done (&g);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 0);
  for (int b = 0; b < 8; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_OR);
  /* An amphibious move leaves the ships where they are. */
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_BE);
  g_assert_cmpint (qb_ships_in (&g.s, QB_BASON), ==, 3);
  g_assert_cmpint (qb_ships_in (&g.s, QB_STLAURENT), ==, 1);

  /* An army block never stands on the river. */
  QbtGame h;
  qbt_setup (&h, QBT_ED (data));
  qbt_put (&h, 26, QB_SC, 0);
  h.s.blocks[8].loc = QB_LOC_BASON;
  h.s.blocks[8].cv = 4;
  qbt_expect_bad_position (&h, "(8.2)");
}

/* ---- 9.1 One order per move ---------------------------------------------- */

/* Rulebook example: "6 units Ste. Foy to Abraham and 3 units Ste. Foy to
 * Cap Rouge". */
static void
test_9_1_one_order (gconstpointer data)
{
  QbtGame g;
  qbt_begin (&g, QBT_ED (data));
  for (int b = 0; b < 9; b++)
    qbt_put (&g, b, QB_SF, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  for (int b = 0; b < 6; b++)
    qbt_order (&g, b, QB_AB, QB_MODE_LAND);
  for (int b = 6; b < 9; b++)
    qbt_order (&g, b, QB_CR, QB_MODE_LAND);
  g_assert_cmpint (qb_units_ordered (&g.s, QB_BRITISH, QB_MODE_NONE), ==, 9);
  g_assert_cmpint (qb_units_ordered (&g.s, QB_BRITISH, QB_MODE_LAND), ==, 9);
  qbt_both_stand (&g);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_AB), ==, 6);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_CR), ==, 3);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_SF), ==, 0);
}

/* An order may be started again before it is confirmed; "all units stand"
 * is an empty order. */
static void
test_9_1_clear_and_stand (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_illegal (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0, "already empty");
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  g_assert_false (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS));
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  g_assert_cmpint (qb_units_ordered (&g.s, QB_BRITISH, QB_MODE_NONE), ==, 0);
  g_assert_cmpint (g.s.order[QB_BRITISH].origin, ==, QB_LOC_NONE);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  qbt_clear_events (&g);
  qbt_both_stand (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_ORDERS_WRITTEN), ==, 2);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_LE);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- 9.2 Orders are checked when written (R1) ------------------------------ */

static void
test_9_2_illegal_order_cannot_be_written (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  for (int b = 0; b < 3; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  /* Rulebook example: "3 units from Levis to Abraham". */
  for (int b = 0; b < 3; b++)
    {
      qbt_illegal (&g, QB_ACT_ORDER_MOVE, b, QB_AB, QB_MODE_AMPHIBIOUS, NULL);
      qbt_illegal (&g, QB_ACT_ORDER_MOVE, b, QB_AB, QB_MODE_LAND, NULL);
    }
  QbAction acts[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (&g.s, acts, QB_MAX_ACTIONS);
  g_assert_cmpuint (n, >, 0);
  for (size_t i = 0; i < n; i++)
    g_assert_true (!(acts[i].type == QB_ACT_ORDER_MOVE && acts[i].b == QB_AB));

  /* The player picks which blocks obey: here the third one. */
  qbt_order (&g, 2, QB_ET, QB_MODE_LAND);
  qbt_done (&g);
  /* Once written, the British order is out of their hands. */
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  g_assert_true (g.s.order[QB_BRITISH].written);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_ORDER_FAILED), ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 1);
  g_assert_cmpint (qbt_loc (&g, 2), ==, QB_ET);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_LE);
  g_assert_cmpint (qbt_loc (&g, 1), ==, QB_LE);
}

/* Written orders are carried out, whatever the enemy does: both groups
 * arrive and fight. */
static void
test_9_2_orders_carried_out (gconstpointer data)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (data));
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 26, QB_CR, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  qbt_done (&g);
  qbt_order (&g, 26, QB_ET, QB_MODE_AMPHIBIOUS);
  qbt_clear_events (&g);
  qbt_done (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_MOVE), ==, 2);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_ET);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_ET);
  g_assert_true (g.s.battle.active);
  g_assert_cmpint (g.s.battle.zone, ==, QB_ET);
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  QBT_ADD_BOTH ("6.1/road-network", test_6_1_road_network);
  QBT_ADD_BOTH ("6.1/group-moves", test_6_1_group_moves);
  QBT_ADD_BOTH ("6.1/montmorency-to-beauport", test_6_1_french_land_move);
  g_test_add_func ("/engine/rules/6.1/roads/revised", test_6_1_roads);
  QBT_ADD_BOTH ("6.2/part-of-group", test_6_2_part_of_group);
  QBT_ADD_BOTH ("7.1/river-areas", test_7_1_river_areas);
  QBT_ADD_BOTH ("7.2/several-zones", test_7_2_amphibious_to_several_zones);
  QBT_ADD_BOTH ("7.3/not-adjacent", test_7_3_amphibious_not_adjacent);
  QBT_ADD_BOTH ("7.4/british-capacity", test_7_4_british_capacity);
  QBT_ADD_BOTH ("7.4/french-capacity", test_7_4_french_capacity);
  QBT_ADD_BOTH ("7.4/capacity-at-start-of-move", test_7_4_capacity_at_start_of_move);
  g_test_add_func ("/engine/rules/7.4/leader-counts/revised", test_7_4_leader_counts);
  QBT_ADD_BOTH ("7.5/land-and-amphibious", test_7_5_land_and_amphibious);
  QBT_ADD_BOTH ("8.1/ship-moves", test_8_1_ship_moves);
  QBT_ADD_BOTH ("8.1/any-number-downriver", test_8_1_any_number_downriver);
  QBT_ADD_BOTH ("8.2/army-not-on-ships", test_8_2_army_not_on_ships);
  QBT_ADD_BOTH ("9.1/one-order", test_9_1_one_order);
  QBT_ADD_BOTH ("9.1/clear-and-stand", test_9_1_clear_and_stand);
  QBT_ADD_BOTH ("9.2/illegal-order-cannot-be-written", test_9_2_illegal_order_cannot_be_written);
  QBT_ADD_BOTH ("9.2/orders-carried-out", test_9_2_orders_carried_out);
  return g_test_run ();
}
