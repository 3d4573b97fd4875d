/* Rule tests: battles (11.0-19.0) and the Ottawa (22.0).
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE) so that the engine's real rolls give known results.
 * Tests that do not depend on the edition run in both (suffix /revised and
 * /classic); they only use blocks common to both rosters (British 0..12,
 * French 25..44). */
#include "qb-test-util.h"

#define ED(p) GPOINTER_TO_INT (p)
#define IS_CLASSIC(g) ((g)->s.options.edition == QB_EDITION_CLASSIC)

/* ---- Helpers -------------------------------------------------------------- */

/* An empty board with the British reserve (blocks 0..7) in Ile d'Orleans. */
static void
begin (QbtGame *g, int edition)
{
  qbt_begin (g, edition);
  qbt_put_british_reserve (g, QB_OR);
}

static void
move_group (QbtGame *g, int dest, int mode, const int *blocks, int n)
{
  for (int i = 0; i < n; i++)
    qbt_order (g, blocks[i], dest, mode);
  qbt_done (g);
}

/* The deciding side orders these blocks to `dest` and confirms. */
#define MOVE(g, dest, mode, ...) do { int b_[] = { __VA_ARGS__ }; \
    move_group ((g), (dest), (mode), b_, (int) G_N_ELEMENTS (b_)); } while (0)

#define DEPLOY(g, b, slot) qbt_apply ((g), QB_ACT_DEPLOY, (b), 0, (slot))
#define STAND(g) qbt_apply ((g), QB_ACT_STAND, 0, 0, 0)
#define NO_COMMIT(g) qbt_apply ((g), QB_ACT_NO_COMMIT, 0, 0, 0)
#define HIT(g, b) qbt_apply ((g), QB_ACT_HIT, (b), 0, 0)

/* Fire block b with these dice. */
#define FIRE(g, b, ...) do { QBT_DICE ((g), __VA_ARGS__); \
    qbt_apply ((g), QB_ACT_FIRE, (b), 0, 0); } while (0)

/* The number of dice block b rolls (14.2, 17.1). */
static int
dice_count (QbtGame *g, int b, bool doubled)
{
  int n = qb_block_type (&g->s, b) == QB_TYPE_LEADER ? 2 : qbt_cv (g, b);
  if (doubled && qb_double_is_dice (&g->s))
    n *= 2;
  return n > QB_MAX_DICE ? QB_MAX_DICE : n;
}

/* Force the next n dice to show `face`. */
static void
force_same (QbtGame *g, int n, int face)
{
  int d[QB_MAX_DICE];
  g_assert_cmpint (n, <=, QB_MAX_DICE);
  for (int i = 0; i < n; i++)
    d[i] = face;
  qbt_force_dice (g, d, n);
}

/* Block b fires and misses (all ones). */
static void
fire_miss (QbtGame *g, int b, bool doubled)
{
  force_same (g, dice_count (g, b, doubled), 1);
  qbt_apply (g, QB_ACT_FIRE, b, 0, 0);
}

static void
misses (QbtGame *g, bool doubled, const int *blocks, int n)
{
  for (int i = 0; i < n; i++)
    fire_miss (g, blocks[i], doubled);
}

#define MISSES(g, doubled, ...) do { int b_[] = { __VA_ARGS__ }; \
    misses ((g), (doubled), b_, (int) G_N_ELEMENTS (b_)); } while (0)

static const QbEvent *
last_event (QbtGame *g, int type)
{
  for (size_t i = g->sink.len; i > 0; i--)
    if (g->events[i - 1].type == type)
      return &g->events[i - 1];
  return NULL;
}

/* The event of this type about block b. */
static const QbEvent *
block_event (QbtGame *g, int type, int b)
{
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && g->events[i].block == b)
      return &g->events[i];
  return NULL;
}

static int
count_side_events (QbtGame *g, int type, int side)
{
  int n = 0;
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && g->events[i].side == side)
      n++;
  return n;
}

static void
assert_decision (QbtGame *g, int phase, int decider)
{
  if (g->s.phase != phase || g->s.decider != decider)
    g_error ("expected %s decided by %s, got %s decided by %s",
             qb_phase_name (phase), qb_side_name (decider),
             qb_phase_name (g->s.phase), qb_side_name (g->s.decider));
}

static void
set_ship (QbtGame *g, int ship, int area_loc)
{
  g->s.blocks[ship].loc = (uint8_t) area_loc;
}

/* The common land battle: British 8 (4 CV), 9, 10 (3 CV) at Levis attack
 * French 26, 27, 28 (3 CV) at Etchemin. Ends in the French deployment. */
static void
etchemin_battle (QbtGame *g, int edition)
{
  begin (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  qbt_put (g, 26, QB_ET, 0);
  qbt_put (g, 27, QB_ET, 0);
  qbt_put (g, 28, QB_ET, 0);
  qbt_start (g, 1);
  MOVE (g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (g);
}

/* etchemin_battle, both sides deployed one block per column. */
static void
etchemin_deployed (QbtGame *g, int edition)
{
  etchemin_battle (g, edition);
  DEPLOY (g, 26, 0);
  DEPLOY (g, 27, 1);
  DEPLOY (g, 28, 2);
  DEPLOY (g, 8, 0);
  DEPLOY (g, 9, 1);
  DEPLOY (g, 10, 2);
}

/* ---- 11.1 How battles occur; who defends -------------------------------- */

/* 11.1 a: units move into a zone held by the enemy, who defends. */
static void
test_11_1_a_enemy_zone_defends (gconstpointer p)
{
  QbtGame g;
  etchemin_battle (&g, ED (p));
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  MOVE (&g, QB_LE, QB_MODE_LAND, 26, 27, 28);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_ET, 0);
  qbt_put (&g, 9, QB_ET, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 11, QB_LE, 0);
  qbt_put (&g, 26, QB_CR, 0);
  qbt_put (&g, 27, QB_CR, 0);
  qbt_put (&g, 28, QB_CR, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 10, 11);
  MOVE (&g, QB_ET, QB_MODE_AMPHIBIOUS, 26, 27, 28);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_CR, 0);
  qbt_put (&g, 27, QB_CR, 0);
  qbt_put (&g, 28, QB_CR, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  MOVE (&g, QB_ET, QB_MODE_AMPHIBIOUS, 26, 27, 28);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
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
  begin (g, edition);
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
  crossing (&g, ED (p), 3, 4);
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
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
}

/* 11.1 c: 4 British v 3 French: the battle is in Etchemin, French defend. */
static void
test_11_1_c_weaker_french_site (gconstpointer p)
{
  QbtGame g;
  crossing (&g, ED (p), 4, 3);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_CROSSING, 0)->zone, ==, QB_ET);
  for (int b = 8; b <= 11; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_ET);
  for (int b = 26; b <= 28; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_ET);
  g_assert_cmpint (g.s.battle.zone, ==, QB_ET);
  g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_LE);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
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
      crossing (&g, ED (p), 3, 3);
      assert_decision (&g, QB_PHASE_CROSSING_SITE, QB_FRENCH);
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
      assert_decision (&g, QB_PHASE_DEPLOY, defender);
    }
}

/* ---- 11.2 Several battles: the French choose the order ------------------- */

static void
test_11_2_french_choose_order (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_OR, 0);
  qbt_put (&g, 9, QB_OR, 0);
  qbt_put (&g, 26, QB_LE, 0);
  qbt_put (&g, 27, QB_BE, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 8, QB_LE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 9, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  qbt_done (&g);
  assert_decision (&g, QB_PHASE_CHOOSE_BATTLE, QB_FRENCH);
  g_assert_false (g.s.battle.active);
  g_assert_true (g.s.pending_battles & (1u << QB_LE));
  g_assert_true (g.s.pending_battles & (1u << QB_BE));
  qbt_illegal (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_MO, 0, "no battle");
  qbt_illegal (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_OR, 0, "no battle");
  qbt_apply (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_BE, 0);
  g_assert_cmpint (g.s.battle.zone, ==, QB_BE);
  g_assert_true (g.s.pending_battles & (1u << QB_LE));
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);   /* skirmish */
  g_assert_cmpint (g.s.blocks[26].slot, ==, QB_SLOT_NONE);

  /* The Beauport battle is fought to its end before Levis begins. */
  qbt_clear_events (&g);
  if (IS_CLASSIC (&g))
    FIRE (&g, 27, 5, 6, 5);
  else
    FIRE (&g, 27, 6, 6, 6, 1, 1, 1);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_LOC_ELIMINATED);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->zone, ==, QB_BE);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
  g_assert_true (g.s.battle.active);
  g_assert_cmpint (g.s.battle.zone, ==, QB_LE);
  g_assert_cmpint (g.s.pending_battles & (1u << QB_LE), ==, 0);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
}

/* 11.2: an Ottawa raid counts among the battles whose order the French
 * choose. */
static void
test_11_2_raid_among_battles (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_OR, 0);
  qbt_put (&g, 9, QB_BE, 0);
  qbt_put (&g, 26, QB_LE, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_MO, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (&g, b, QB_SF, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_LE, QB_MODE_AMPHIBIOUS, 8);
  qbt_no_transfers (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_BE, QB_MISSION_RAID);
  assert_decision (&g, QB_PHASE_CHOOSE_BATTLE, QB_FRENCH);
  g_assert_true (qbt_legal (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_LE, 0));
  qbt_clear_events (&g);
  if (IS_CLASSIC (&g))
    QBT_DICE (&g, 1, 1, 1, 1);
  else
    QBT_DICE (&g, 1, 1, 1, 1, 1, 1, 1, 1);
  qbt_apply (&g, QB_ACT_CHOOSE_BATTLE, 0, QB_BE, 0);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_RAID, 0));
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, 29, QB_CR, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 29, QB_ET, QB_MODE_AMPHIBIOUS, "start of the campaign move");
  qbt_illegal (&g, QB_ACT_DEPLOY, 29, 0, 0, "in the battle");
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  qbt_illegal (&g, QB_ACT_DEPLOY, 0, 0, 0, "in the battle");   /* British in OR */
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  g_assert_cmpint (qbt_loc (&g, 29), ==, QB_CR);
  g_assert_cmpint (g.s.blocks[29].slot, ==, QB_SLOT_NONE);
  g_assert_cmpint (g.s.blocks[0].slot, ==, QB_SLOT_NONE);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_FIRE, 29, 0, 0, "columns");
}

/* ---- 12.1 The defender deploys first, three columns ---------------------- */

static void
test_12_1_three_columns (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 11);
  qbt_done (&g);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_false (qbt_legal (&g, QB_ACT_DEPLOY, 8, 0, 0));   /* not the British yet */
  DEPLOY (&g, 26, 0);
  qbt_illegal (&g, QB_ACT_DEPLOY, 27, 0, 0, "every column");
  qbt_illegal (&g, QB_ACT_DEPLOY, 27, 0, QB_SLOT_RESERVE, "every column");
  DEPLOY (&g, 27, 1);
  qbt_illegal (&g, QB_ACT_DEPLOY, 28, 0, 1, "every column");
  DEPLOY (&g, 28, 2);
  /* British, four blocks: two in one column is fine, a reserve is not
   * while two columns are empty. */
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 0);
  qbt_illegal (&g, QB_ACT_DEPLOY, 10, 0, QB_SLOT_RESERVE, "every column");
  DEPLOY (&g, 10, 1);
  DEPLOY (&g, 11, 2);
  g_assert_cmpint (g.s.blocks[8].slot, ==, 0);
  g_assert_cmpint (g.s.blocks[9].slot, ==, 0);
}

/* 12.1 with a reserve: any number of blocks behind the columns. */
static void
test_12_1_reserve (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 31; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 26, QB_SLOT_RESERVE);
  DEPLOY (&g, 27, QB_SLOT_RESERVE);
  DEPLOY (&g, 28, QB_SLOT_RESERVE);
  qbt_illegal (&g, QB_ACT_DEPLOY, 29, 0, QB_SLOT_RESERVE, "every column");
  DEPLOY (&g, 29, 0);
  DEPLOY (&g, 30, 1);
  DEPLOY (&g, 31, 2);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  g_assert_cmpint (g.s.blocks[27].slot, ==, QB_SLOT_RESERVE);
}

/* 12.1 (classic 10.2): decoys are eliminated before any deployment. */
static void
test_12_1_classic_decoys_removed (void)
{
  QbtGame g;
  begin (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);    /* British decoy */
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, 46, QB_ET, 0);    /* French decoy */
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 13);
  qbt_done (&g);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 46), ==, QB_LOC_ELIMINATED);
  const QbEvent *a = block_event (&g, QB_EV_DECOYS_REMOVED, 13);
  const QbEvent *b = block_event (&g, QB_EV_DECOYS_REMOVED, 46);
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
  begin (&g, ED (p));
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 11);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  g_assert_cmpint (g.s.decider, ==, QB_FRENCH);
  DEPLOY (&g, 28, 2);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  /* The defender's deployment is final. */
  qbt_illegal (&g, QB_ACT_DEPLOY, 26, 0, 1, "your blocks");
  /* British columns are not revealed yet, nor the French (12.3 comes
   * after both deployments). */
  g_assert_false (g.s.blocks[26].flags & QB_BF_REVEALED);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  DEPLOY (&g, 11, QB_SLOT_RESERVE);   /* optional reserve */
  g_assert_cmpint (g.s.blocks[11].slot, ==, QB_SLOT_RESERVE);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
}

/* ---- 12.3 Columns are revealed, reserves are not -------------------------- */

static void
test_12_3_reveal_columns (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_LE, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 11);
  qbt_done (&g);
  qbt_clear_events (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 29, QB_SLOT_RESERVE);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DEPLOYED), ==, 0);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, QB_SLOT_RESERVE);
  DEPLOY (&g, 11, 2);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_DEPLOYED), ==, 8);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      if (qbt_loc (&g, b) != QB_ET)
        continue;
      const QbEvent *ev = block_event (&g, QB_EV_DEPLOYED, b);
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
  const QbEvent *t = last_event (&g, QB_EV_BATTLE_TURN);
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
  begin (&g, ED (p));
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_BE, 0);
  for (int b = 26; b <= 31; b++)
    qbt_put (&g, b, QB_SC, 0);
  qbt_put (&g, 39, QB_SC, 0);
  qbt_put (&g, 40, QB_SC, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_SC, QB_MODE_LAND, 8, 9, 10, 11, 12);
  qbt_done (&g);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_false (g.s.battle.skirmish);
  int french_cols[8] = { 0, 0, 0, 1, 1, 1, 2, 2 };
  int french[8] = { 26, 27, 28, 29, 30, 31, 39, 40 };
  for (int i = 0; i < 8; i++)
    DEPLOY (&g, french[i], french_cols[i]);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  DEPLOY (&g, 11, 0);
  DEPLOY (&g, 12, QB_SLOT_RESERVE);

  /* Turn 1: the French have no reserve, so they go straight to firing. */
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  for (int i = 0; i < 8; i++)
    fire_miss (&g, french[i], false);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  STAND (&g);
  assert_decision (&g, QB_PHASE_RESERVE, QB_BRITISH);
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
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  g_assert_cmpint (g.s.blocks[8].slot, ==, 0);
  g_assert_cmpint (g.s.blocks[11].slot, ==, 0);
}

/* 12.4, ruling R20: one reserve block may join per battle turn. */
static void
test_12_4_one_reserve_per_turn (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_BE, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_put (&g, 27, QB_SC, 0);
  qbt_put (&g, 28, QB_SC, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_SC, QB_MODE_LAND, 8, 9, 10, 11, 12);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  DEPLOY (&g, 11, QB_SLOT_RESERVE);
  DEPLOY (&g, 12, QB_SLOT_RESERVE);
  MISSES (&g, false, 26, 27, 28);
  STAND (&g);
  assert_decision (&g, QB_PHASE_RESERVE, QB_BRITISH);
  qbt_apply (&g, QB_ACT_COMMIT, 11, 0, 0);
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_COMMIT, 12, 0, 1, "reserve step");
  MISSES (&g, false, 8, 9, 10, 11);
  /* Turn 2 */
  g_assert_cmpint (g.s.battle.turn, ==, 2);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  STAND (&g);
  MISSES (&g, false, 26, 27, 28);
  STAND (&g);
  assert_decision (&g, QB_PHASE_RESERVE, QB_BRITISH);
  qbt_apply (&g, QB_ACT_COMMIT, 12, 0, 1);
  g_assert_cmpint (g.s.blocks[12].slot, ==, 1);
  g_assert_cmpint (g.s.blocks[11].slot, ==, 0);
}

/* ---- 13.1 The battle turn ------------------------------------------------- */

static void
test_13_1_turn_sequence (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 29, QB_SLOT_RESERVE);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  g_assert_cmpint (g.s.battle.turn, ==, 1);
  g_assert_cmpint (g.s.battle.side, ==, QB_FRENCH);
  /* (a) skipped on the defender's first turn, (b) the reserve. */
  assert_decision (&g, QB_PHASE_RESERVE, QB_FRENCH);
  NO_COMMIT (&g);
  /* (c) every column block fires once, in any order. */
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_FIRE, 29, 0, 0, "columns");
  qbt_illegal (&g, QB_ACT_FIRE, 8, 0, 0, NULL);
  fire_miss (&g, 28, false);
  qbt_illegal (&g, QB_ACT_FIRE, 28, 0, 0, "already fired");
  fire_miss (&g, 26, false);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_clear_events (&g);
  fire_miss (&g, 27, false);
  /* (d) the attacker: retreat option, then fire. */
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  g_assert_cmpint (g.s.battle.side, ==, QB_BRITISH);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_BATTLE_TURN), ==, 0);
  STAND (&g);
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  fire_miss (&g, 10, false);
  fire_miss (&g, 8, false);
  qbt_clear_events (&g);
  fire_miss (&g, 9, false);
  /* Turn 2: the defender again, now with the retreat option. */
  const QbEvent *t = qbt_find_event (&g, QB_EV_BATTLE_TURN, 0);
  g_assert_nonnull (t);
  g_assert_cmpint (t->a, ==, 2);
  g_assert_cmpint (t->side, ==, QB_FRENCH);
  g_assert_cmpint (t->rule, ==, 131);
  g_assert_cmpint (g.s.battle.turn, ==, 2);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  STAND (&g);
  assert_decision (&g, QB_PHASE_RESERVE, QB_FRENCH);
  /* The blocks may fire again this turn. */
  NO_COMMIT (&g);
  g_assert_true (qbt_legal (&g, QB_ACT_FIRE, 28, 0, 0));
}

/* ---- 13.2 The battle ends with a retreat or a rout ----------------------- */

static void
test_13_2_ends_on_retreat (gconstpointer p)
{
  QbtGame g;
  etchemin_deployed (&g, ED (p));
  FIRE (&g, 26, 6, 1, 1);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  MISSES (&g, false, 27, 28);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
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

/* ---- 14.1 Only columns fire, at the opposite column ---------------------- */

static void
test_14_1_column_against_column (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10, 11, 12);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 0);
  DEPLOY (&g, 10, 1);
  DEPLOY (&g, 11, 2);
  DEPLOY (&g, 12, QB_SLOT_RESERVE);
  /* Column 1 fires at column 1: the only block there takes the hit. */
  qbt_clear_events (&g);
  FIRE (&g, 27, 6, 1, 1);
  const QbEvent *f = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_cmpint (f->from, ==, 1);
  g_assert_cmpint (f->a, ==, 1);
  g_assert_cmpint (qbt_cv (&g, 10), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 4);
  g_assert_cmpint (qbt_cv (&g, 9), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 11), ==, 3);
  /* Column 0 fires at column 0: the British choose among 8 and 9 only. */
  FIRE (&g, 26, 6, 6, 1);
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_HIT, 10, 0, 0, "column that was fired at");
  qbt_illegal (&g, QB_ACT_HIT, 11, 0, 0, "column that was fired at");
  qbt_illegal (&g, QB_ACT_HIT, 12, 0, 0, "column that was fired at");   /* reserve */
  HIT (&g, 8);
  HIT (&g, 9);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 9), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 12), ==, 2);
  fire_miss (&g, 28, false);
  STAND (&g);
  assert_decision (&g, QB_PHASE_RESERVE, QB_BRITISH);
  NO_COMMIT (&g);
  /* Reserve units never fire. */
  qbt_illegal (&g, QB_ACT_FIRE, 12, 0, 0, "columns fire");
}

/* 14.2 example: a 4 CV unit rolls four dice; two sixes are two hits which
 * the owner takes on one unit (-2) or on two units (-1 each). */
static void
british_4cv_fires_two_sixes (QbtGame *g, int edition)
{
  begin (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (g, b, QB_ET, 0);
  qbt_start (g, 1);
  qbt_done (g);
  MOVE (g, QB_LE, QB_MODE_LAND, 26, 27, 28, 29);
  DEPLOY (g, 8, 0);
  DEPLOY (g, 9, 1);
  DEPLOY (g, 10, 2);
  DEPLOY (g, 26, 0);
  DEPLOY (g, 27, 0);
  DEPLOY (g, 28, 1);
  DEPLOY (g, 29, 2);
  assert_decision (g, QB_PHASE_FIRE, QB_BRITISH);
  qbt_clear_events (g);
  FIRE (g, 8, 6, 1, 6, 2);
  const QbEvent *f = qbt_find_event (g, QB_EV_FIRE, 0);
  g_assert_nonnull (f);
  g_assert_cmpint (f->block, ==, 8);
  g_assert_cmpint (f->ndice, ==, 4);
  g_assert_cmpint (f->a, ==, 2);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->rule, ==, 142);
  assert_decision (g, QB_PHASE_ALLOCATE, QB_FRENCH);
  qbt_illegal (g, QB_ACT_HIT, 28, 0, 0, "column that was fired at");
}

static void
test_14_2_example_one_unit (gconstpointer p)
{
  QbtGame g;
  british_4cv_fires_two_sixes (&g, ED (p));
  HIT (&g, 26);
  /* Immediate: the first hit is on the block before the second. */
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  HIT (&g, 26);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 1);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 3);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 1)->cv, ==, 1);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 1)->rule, ==, 142);
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
}

static void
test_14_2_example_two_units (gconstpointer p)
{
  QbtGame g;
  british_4cv_fires_two_sixes (&g, ED (p));
  HIT (&g, 26);
  HIT (&g, 27);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 2);
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
}

/* ---- 15.1 When a player may retreat --------------------------------------- */

static void
test_15_1_retreat_timing (gconstpointer p)
{
  QbtGame g;
  etchemin_deployed (&g, ED (p));
  /* The defender may not retreat on its first turn. */
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS, "no retreat now");
  MISSES (&g, false, 26, 27, 28);
  /* The attacker may, at the start of its first turn. */
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND));
  STAND (&g);
  /* Not once it has begun to fire. */
  fire_miss (&g, 8, false);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND, "no retreat now");
  MISSES (&g, false, 9, 10);
  /* The defender's second turn starts with the option. */
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS));
}

/* ---- 15.2 Where a player may retreat -------------------------------------- */

/* The defender: not where the attacker came from (even vacant), not into
 * enemy blocks; all blocks go together to one zone. */
static void
test_15_2_defender_destinations (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 11, QB_SI, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  MISSES (&g, false, 26, 27, 28);
  STAND (&g);
  MISSES (&g, false, 8, 9, 10);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
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
  etchemin_deployed (&g, ED (p));
  MISSES (&g, false, 26, 27, 28);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_SI, 0);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 10, QB_SI, 0);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_put (&g, 28, QB_AB, 0);
  qbt_put (&g, 29, QB_CR, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_AB, QB_MODE_LAND, 8, 9, 10);
  MOVE (&g, QB_SI, QB_MODE_LAND, 29);
  g_assert_cmpint (qbt_loc (&g, 29), ==, QB_SI);
  g_assert_cmpint (g.s.battle.zone, ==, QB_AB);
  g_assert_cmpint (g.s.battle.attacker_from, ==, QB_SI);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  MISSES (&g, false, 26, 27, 28);
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_SI, QB_MODE_LAND, NULL);
  MISSES (&g, false, 8, 9, 10);
  /* The French defender has roads to Ste. Foy and St. Charles. */
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  STAND (&g);
  MISSES (&g, false, 26, 27, 28);
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
}

/* No retreat into a zone whose battle is still to be fought. */
static void
test_15_2_not_into_pending_battle (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
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
  MISSES (&g, true, 26, 27);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  STAND (&g);
  MISSES (&g, false, 8, 9);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
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

/* British 9 (3 CV, column 0), 12 and 11 (1 CV, columns 1, 2) and 10 (1 CV,
 * reserve) attack the French at Abraham from Sillery by land. The French
 * put 39 (1 CV) alone in column 0, 26 and 27 in columns 1 and 2, and
 * optionally a reserve block and the Ottawa. British 9 fires 6,6,1: two
 * hits on 39 and the French are routed. */
static void
rout_at_abraham (QbtGame *g, int edition, int french_reserve, bool ottawa)
{
  begin (g, edition);
  qbt_put (g, 9, QB_SI, 0);
  qbt_put (g, 12, QB_SI, 1);
  qbt_put (g, 11, QB_SI, 1);
  qbt_put (g, 10, QB_SI, 1);
  qbt_put (g, 39, QB_AB, 1);
  qbt_put (g, 26, QB_AB, 0);
  qbt_put (g, 27, QB_AB, 0);
  if (french_reserve >= 0)
    qbt_put (g, french_reserve, QB_AB, 0);
  if (ottawa)
    {
      qbt_put (g, QB_FR_OTTAWA, QB_AB, 0);
      qbt_put (g, 29, QB_MO, 0);
      qbt_put (g, 30, QB_MO, 0);
    }
  qbt_start (g, 1);
  MOVE (g, QB_AB, QB_MODE_LAND, 9, 12, 11, 10);
  qbt_done (g);
  DEPLOY (g, 39, 0);
  DEPLOY (g, 26, 1);
  DEPLOY (g, 27, 2);
  if (french_reserve >= 0)
    DEPLOY (g, french_reserve, QB_SLOT_RESERVE);
  DEPLOY (g, 9, 0);
  DEPLOY (g, 12, 1);
  DEPLOY (g, 11, 2);
  DEPLOY (g, 10, QB_SLOT_RESERVE);
  if (french_reserve >= 0)
    NO_COMMIT (g);
  MISSES (g, false, 39, 26, 27);
  assert_decision (g, QB_PHASE_RETREAT, QB_BRITISH);
  STAND (g);
  NO_COMMIT (g);
  qbt_clear_events (g);
  FIRE (g, 9, 6, 6, 1);
}

static void
test_16_1_rout (gconstpointer p)
{
  QbtGame g;
  rout_at_abraham (&g, ED (p), -1, false);
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
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_OR, 0);
  qbt_put (&g, 9, QB_OR, 0);
  qbt_put (&g, 10, QB_OR, 0);
  qbt_put (&g, 11, QB_ET, 0);
  qbt_put (&g, 39, QB_LE, 1);
  qbt_put (&g, 26, QB_LE, 0);
  qbt_put (&g, 27, QB_LE, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_LE, QB_MODE_AMPHIBIOUS, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 39, 0);
  DEPLOY (&g, 26, 1);
  DEPLOY (&g, 27, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  MISSES (&g, true, 39, 26, 27);
  STAND (&g);
  qbt_clear_events (&g);
  FIRE (&g, 8, 6, 1, 1, 1);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_ROUT, 0));
  for (int b = 26; b <= 27; b++)
    {
      g_assert_cmpint (qbt_loc (&g, b), ==, QB_LOC_ELIMINATED);
      const QbEvent *e = block_event (&g, QB_EV_ELIMINATED, b);
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
  rout_at_abraham (&g, ED (p), -1, false);
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
  g_assert_nonnull (block_event (&g, QB_EV_PURSUIT, 10));
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT_SAVED), ==, 0);
  /* The routed player takes them where he likes: all on 26. */
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  HIT (&g, 26);
  HIT (&g, 26);
  HIT (&g, 26);
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
  rout_at_abraham (&g, ED (p), 28, false);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6, 6, 6, 1, 1);   /* four hits */
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  const QbEvent *s = qbt_find_event (&g, QB_EV_PURSUIT_SAVED, 0);
  g_assert_nonnull (s);
  g_assert_cmpint (s->side, ==, QB_FRENCH);
  g_assert_cmpint (s->a, ==, 2);
  g_assert_cmpint (s->rule, ==, 163);
  g_assert_cmpint (g.s.battle.hits, ==, 2);
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  HIT (&g, 28);    /* the former reserve retreated too and may take them */
  HIT (&g, 28);
  g_assert_cmpint (qbt_cv (&g, 28), ==, 1);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 3);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 3);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_HIT), ==, 2);
  g_assert_false (g.s.battle.active);
}

/* 16.3 with 22.4 (ruling R25): the Ottawa is kept in reserve, so its CV
 * counts for the discount. Reserve 28 (3 CV) + Ottawa (4 CV) = 7 CV: four
 * hits ignored, all four of the pursuit. */
static void
test_16_3_ottawa_counted (gconstpointer p)
{
  QbtGame g;
  rout_at_abraham (&g, ED (p), 28, true);
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
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
}

/* ---- 17.1 Amphibious attack: the defender fires doubled ------------------ */

/* British 8, 9, 10 land at Beauport from Ile d'Orleans against 26, 27, 28. */
static void
beauport_landing (QbtGame *g, int edition, int double_rule)
{
  begin (g, edition);
  g->opt.double_rule = (uint8_t) double_rule;
  qbt_put (g, 8, QB_OR, 0);
  qbt_put (g, 9, QB_OR, 0);
  qbt_put (g, 10, QB_OR, 0);
  qbt_put (g, 26, QB_BE, 0);
  qbt_put (g, 27, QB_BE, 0);
  qbt_put (g, 28, QB_BE, 0);
  qbt_start (g, 1);
  MOVE (g, QB_BE, QB_MODE_AMPHIBIOUS, 8, 9, 10);
  qbt_done (g);
  g_assert_true (g->s.battle.by_sea);
  DEPLOY (g, 26, 0);
  DEPLOY (g, 27, 1);
  DEPLOY (g, 28, 2);
  DEPLOY (g, 8, 0);
  DEPLOY (g, 9, 1);
  DEPLOY (g, 10, 2);
  qbt_clear_events (g);
}

static void
test_17_1_defender_doubled_first_turn (gconstpointer p)
{
  QbtGame g;
  beauport_landing (&g, ED (p), QB_DOUBLE_BY_EDITION);
  bool classic = IS_CLASSIC (&g);
  if (classic)
    FIRE (&g, 26, 5, 1, 4);            /* classic: a 5 hits */
  else
    FIRE (&g, 26, 6, 1, 1, 5, 1, 1);   /* revised: six dice, only 6 hits */
  const QbEvent *f = last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, classic ? 3 : 6);
  g_assert_cmpint (f->a, ==, 1);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->rule, ==, 171);
  g_assert_cmpint (f->why, ==, QB_WHY_LANDING);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 3);
  MISSES (&g, true, 27, 28);
  /* The attacker never fires doubled. */
  STAND (&g);
  FIRE (&g, 8, 5, 5, 1);
  f = last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, 3);
  g_assert_cmpint (f->a, ==, 0);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->rule, ==, 142);
  g_assert_cmpint (f->why, ==, QB_WHY_NONE);
  MISSES (&g, false, 9, 10);
  /* Second turn: normal fire. */
  STAND (&g);
  FIRE (&g, 26, 5, 5, 1);
  f = last_event (&g, QB_EV_FIRE);
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
  beauport_landing (&g, QB_EDITION_REVISED, QB_DOUBLE_FIVES);
  FIRE (&g, 26, 5, 6, 4);
  const QbEvent *f = last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, 3);
  g_assert_cmpint (f->a, ==, 2);

  beauport_landing (&g, QB_EDITION_CLASSIC, QB_DOUBLE_DICE);
  FIRE (&g, 26, 5, 6, 4, 1, 1, 1);
  f = last_event (&g, QB_EV_FIRE);
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
  begin (&g, ED (p));
  set_ship (&g, 21, QB_LOC_STLAURENT);
  set_ship (&g, 22, QB_LOC_STLAURENT);
  qbt_put (&g, 8, QB_ET, 0);
  qbt_put (&g, 9, QB_ET, 0);
  qbt_put (&g, 26, QB_SI, 0);
  qbt_put (&g, 27, QB_SI, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_CR, QB_MODE_AMPHIBIOUS, 8, 9);
  qbt_order (&g, 26, QB_CR, QB_MODE_LAND);
  qbt_order (&g, 27, QB_CR, QB_MODE_AMPHIBIOUS);
  qbt_done (&g);
  g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
  g_assert_true (g.s.battle.by_sea);
  g_assert_true (g.s.battle.skirmish);   /* doubling holds in skirmishes */
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_clear_events (&g);
  fire_miss (&g, 26, true);
  const QbEvent *f = last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->ndice, ==, IS_CLASSIC (&g) ? 3 : 6);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->rule, ==, 171);
  g_assert_cmpint (f->why, ==, QB_WHY_LANDING);
  FIRE (&g, 27, 5, 1, 1);
  f = last_event (&g, QB_EV_FIRE);
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
  begin (&g, ED (p));
  set_ship (&g, 21, QB_LOC_STLAURENT);
  set_ship (&g, 22, QB_LOC_STLAURENT);
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
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  qbt_clear_events (&g);
  fire_miss (&g, 26, true);
  const QbEvent *f = last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->ndice, ==, IS_CLASSIC (&g) ? 3 : 6);
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
  begin (&g, ED (p));
  set_ship (&g, 21, QB_LOC_STLAURENT);
  set_ship (&g, 22, QB_LOC_STLAURENT);
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_LE, 1);
  qbt_put (&g, 39, QB_ET, 1);
  qbt_put (&g, 40, QB_ET, 1);
  qbt_put (&g, 41, QB_ET, 1);
  qbt_start (&g, 1);
  qbt_done (&g);
  MOVE (&g, QB_LE, QB_MODE_LAND, 39, 40, 41);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  DEPLOY (&g, 11, 0);
  DEPLOY (&g, 12, 1);
  DEPLOY (&g, 39, 0);
  DEPLOY (&g, 40, 1);
  DEPLOY (&g, 41, 2);
  MISSES (&g, false, 8, 9, 10, 11, 12);
  STAND (&g);
  MISSES (&g, false, 39, 40, 41);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  assert_decision (&g, QB_PHASE_EMBARK, QB_BRITISH);
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
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  qbt_illegal (&g, QB_ACT_HIT, 9, 0, 0, NULL);
  HIT (&g, 11);
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
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
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
  begin (&g, ED (p));
  set_ship (&g, 21, QB_LOC_STLAURENT);
  set_ship (&g, 22, QB_LOC_STLAURENT);
  set_ship (&g, 23, QB_LOC_STLAURENT);
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 39, QB_ET, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 39, 0);
  DEPLOY (&g, 26, 1);
  DEPLOY (&g, 27, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  MISSES (&g, false, 39, 26, 27);
  STAND (&g);
  FIRE (&g, 8, 6);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  g_assert_cmpint (qb_amphibious_capacity (&g.s, QB_FRENCH, QB_STLAURENT), ==, 1);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_AB, QB_MODE_AMPHIBIOUS);
  assert_decision (&g, QB_PHASE_EMBARK, QB_FRENCH);
  bool classic = IS_CLASSIC (&g);
  if (classic)
    QBT_DICE (&g, 5, 1, 1);
  else
    QBT_DICE (&g, 6, 1, 1, 1, 5, 1);
  qbt_apply (&g, QB_ACT_EMBARK, 26, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_AB);
  g_assert_cmpint (qbt_loc (&g, 27), ==, QB_LOC_ELIMINATED);
  const QbEvent *e = block_event (&g, QB_EV_ELIMINATED, 27);
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
  begin (&g, ED (p));
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
  MOVE (&g, QB_LE, QB_MODE_LAND, 39, 40, 41);
  g_assert_cmpint (qb_ships_in (&g.s, QB_BASON), ==, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  DEPLOY (&g, 11, 0);
  DEPLOY (&g, 12, 1);
  DEPLOY (&g, 39, 0);
  DEPLOY (&g, 40, 1);
  DEPLOY (&g, 41, 2);
  MISSES (&g, false, 8, 9, 10, 11, 12);
  STAND (&g);
  MISSES (&g, false, 39, 40, 41);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  assert_decision (&g, QB_PHASE_EMBARK, QB_BRITISH);
  g_assert_cmpint (g.s.battle.embark_cap, ==, 2);
  qbt_apply (&g, QB_ACT_EMBARK, 8, 0, 0);
  force_same (&g, 3, 1);
  qbt_apply (&g, QB_ACT_EMBARK, 9, 0, 0);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_LE), ==, 3);
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_OR);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_OR);
}

/* ---- 18.0 Skirmishes ------------------------------------------------------ */

/* Two British blocks: a single column each side, no deployment step, no
 * rout; the skirmish ends when one side has no block left. */
static void
test_18_0_skirmish (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9);
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
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_DEPLOY, 26, 0, 0, NULL);
  qbt_clear_events (&g);
  FIRE (&g, 26, 6, 6, 1);
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  HIT (&g, 9);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9);
  qbt_done (&g);
  MISSES (&g, false, 26, 27);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9);
  qbt_done (&g);
  MISSES (&g, false, 26, 27);
  STAND (&g);
  MISSES (&g, false, 8, 9);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_PURSUIT, 0)->b, ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_ROUT), ==, 0);
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  HIT (&g, 27);
  g_assert_cmpint (qbt_cv (&g, 27), ==, 2);
  g_assert_cmpint (qbt_loc (&g, 27), ==, QB_CR);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE_END, 0)->side, ==, QB_BRITISH);
}

/* 18.0, ruling R13: the Ottawa does not count towards the three blocks. */
static void
test_18_0_ottawa_not_counted (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
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
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_true (g.s.battle.skirmish);
  g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_SKIRMISH);
  /* 22.4 (ruling R7): it may withdraw before the skirmish; it stays. */
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  STAND (&g);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
}

/* 18.0, ruling R13, classic: decoys go first, then the blocks are counted.
 * Three French blocks, one a decoy: a skirmish. */
static void
test_18_0_classic_decoys_then_count (void)
{
  QbtGame g;
  begin (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 46, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, 46), ==, QB_LOC_ELIMINATED);
  g_assert_nonnull (block_event (&g, QB_EV_DECOYS_REMOVED, 46));
  g_assert_true (g.s.battle.skirmish);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE, 0)->rule, ==, 180);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
}

/* ---- 19.0 The St. Charles river --------------------------------------------- */

/* A land move St. Charles -> Abraham is an amphibious attack (17.1). */
static void
test_19_0_crossing_is_by_sea (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_SC, 0);
  qbt_put (&g, 9, QB_SC, 0);
  qbt_put (&g, 10, QB_SC, 0);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_put (&g, 28, QB_AB, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_AB, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_true (g.s.battle.by_sea);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE, 0)->b, ==, 1);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  qbt_clear_events (&g);
  bool classic = IS_CLASSIC (&g);
  if (classic)
    FIRE (&g, 26, 5, 1, 1);
  else
    FIRE (&g, 26, 6, 5, 1, 1, 1, 1);
  const QbEvent *f = last_event (&g, QB_EV_FIRE);
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
  begin (&g, ED (p));
  set_ship (&g, 21, QB_LOC_STLAURENT);
  set_ship (&g, 22, QB_LOC_STLAURENT);
  qbt_put (&g, 8, QB_SI, 0);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_put (&g, 28, QB_AB, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_AB, QB_MODE_AMPHIBIOUS, 8, 9);
  MOVE (&g, QB_AB, QB_MODE_LAND, 26);
  g_assert_cmpint (g.s.battle.defender, ==, QB_FRENCH);
  g_assert_true (g.s.battle.by_sea);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);   /* skirmish */
  qbt_clear_events (&g);
  fire_miss (&g, 28, true);
  const QbEvent *f = last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->b, ==, 1);
  g_assert_cmpint (f->ndice, ==, IS_CLASSIC (&g) ? 3 : 6);
  fire_miss (&g, 26, false);
  f = last_event (&g, QB_EV_FIRE);
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
  qbt_begin (&g, ED (p));
  qbt_put_british_reserve (&g, QB_SC);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_put (&g, 28, QB_AB, 0);
  g_assert_true (start_with_tides_one (&g));
  g_assert_cmpint (g.s.tides_roll, ==, 1);
  qbt_no_transfers (&g);
  g_assert_cmpint (qb_amphibious_capacity (&g.s, QB_BRITISH, QB_STLAURENT), ==, 0);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 0, QB_LE, QB_MODE_AMPHIBIOUS, "tides");
  MOVE (&g, QB_AB, QB_MODE_LAND, 0, 1, 2, 3, 4, 5);
  qbt_done (&g);
  for (int b = 0; b <= 5; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_AB);
  g_assert_true (g.s.battle.by_sea);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  for (int b = 0; b <= 5; b++)
    DEPLOY (&g, b, b % 3);
  qbt_clear_events (&g);
  fire_miss (&g, 26, true);
  g_assert_cmpint (last_event (&g, QB_EV_FIRE)->rule, ==, 171);
  MISSES (&g, true, 27, 28);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_SC, QB_MODE_LAND));
  STAND (&g);
  MISSES (&g, false, 0, 1, 2, 3, 4, 5);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS, "tides");
  g_assert_true (qbt_legal (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND));
}

/* 19.0 with 17.2: an ordinary retreat back across the river draws pursuit
 * fire at single strength. */
static void
test_19_0_retreat_across_pursuit (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_SC, 1);
  qbt_put (&g, 9, QB_SC, 1);
  qbt_put (&g, 10, QB_SC, 1);
  qbt_put (&g, 39, QB_AB, 1);
  qbt_put (&g, 40, QB_AB, 1);
  qbt_put (&g, 41, QB_AB, 1);
  qbt_start (&g, 1);
  MOVE (&g, QB_AB, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 39, 0);
  DEPLOY (&g, 40, 1);
  DEPLOY (&g, 41, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  MISSES (&g, true, 39, 40, 41);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
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
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  HIT (&g, 10);
  g_assert_cmpint (qbt_loc (&g, 10), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_SC);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE_END, 0)->side, ==, QB_FRENCH);
}

/* 19.0 with 17.2: a rout across the river draws doubled pursuit fire. */
static void
test_19_0_rout_across_doubled (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_BE, 1);
  qbt_put (&g, 9, QB_BE, 1);
  qbt_put (&g, 10, QB_BE, 1);
  qbt_put (&g, 39, QB_SC, 1);
  qbt_put (&g, 40, QB_SC, 0);
  qbt_put (&g, 41, QB_SC, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_SC, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_false (g.s.battle.by_sea);
  DEPLOY (&g, 39, 0);
  DEPLOY (&g, 40, 1);
  DEPLOY (&g, 41, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  MISSES (&g, false, 39, 40, 41);
  STAND (&g);
  FIRE (&g, 8, 6);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_RETREAT, 0, QB_BE, QB_MODE_LAND, "attacker came from");
  qbt_clear_events (&g);
  bool classic = IS_CLASSIC (&g);
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
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  HIT (&g, 40);
  g_assert_cmpint (qbt_cv (&g, 40), ==, 1);
  g_assert_cmpint (qbt_loc (&g, 40), ==, QB_AB);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_BATTLE_END, 0)->side, ==, QB_BRITISH);
}

/* ---- 22.1 The Ottawa's special move ----------------------------------------- */

/* The Ottawa at Cap Rouge, the other French (12 CV) at Montmorency. */
static void
ottawa_position (QbtGame *g, int edition)
{
  begin (g, edition);
  qbt_put (g, QB_FR_OTTAWA, QB_CR, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (g, b, QB_MO, 0);
}

static void
test_22_1_any_zone (gconstpointer p)
{
  QbtGame g;
  qbt_begin (&g, ED (p));
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
  const QbEvent *m = block_event (&g, QB_EV_MOVE, QB_FR_OTTAWA);
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
  ottawa_position (&g, ED (p));
  qbt_put (&g, 30, QB_CR, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_order (&g, 30, QB_SI, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_OTTAWA, 0, QB_OR, QB_MISSION_NONE, "only order");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_OTTAWA, 0, QB_OR, QB_MISSION_NONE));
  /* With the group instead. */
  qbt_order (&g, 30, QB_SI, QB_MODE_LAND);
  if (!IS_CLASSIC (&g))
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
  ottawa_position (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_NONE);
  g_assert_nonnull (qbt_find_event (&g, QB_EV_BATTLE, 0));
  g_assert_cmpint (qbt_count_events (&g, QB_EV_RAID), ==, 0);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_FIRE), ==, 0);
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
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
  ottawa_position (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 11, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  bool classic = IS_CLASSIC (&g);
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
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_BRITISH);
  g_assert_true (qbt_legal (&g, QB_ACT_HIT, 10, 0, 0));
  g_assert_true (qbt_legal (&g, QB_ACT_HIT, 11, 0, 0));
  qbt_illegal (&g, QB_ACT_HIT, 0, 0, 0, NULL);   /* not in the zone */
  HIT (&g, 8);
  QBT_DICE (&g, 6, 1, 1, 5, 1, 1);   /* Light Infantry, then Rangers */
  HIT (&g, 8);
  g_assert_cmpint (qbt_cv (&g, 8), ==, 2);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_FIRE, 1)->block, ==, QB_BR_LIGHT_INFANTRY);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_FIRE, 1)->why, ==, QB_WHY_RAID_RETURN);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_HIT, 0)->rule, ==, 222);
  /* Only the reduced block is revealed (ruling R23). */
  g_assert_true (g.s.blocks[8].flags & QB_BF_SCOUTED);
  g_assert_false (g.s.blocks[10].flags & QB_BF_SCOUTED);
  g_assert_false (g.s.blocks[11].flags & QB_BF_SCOUTED);
  /* Return fire: two British fires, not doubled, a 5 misses. */
  g_assert_cmpint (count_side_events (&g, QB_EV_FIRE, QB_BRITISH), ==, 2);
  const QbEvent *li = block_event (&g, QB_EV_FIRE, 10);
  const QbEvent *ra = block_event (&g, QB_EV_FIRE, 11);
  g_assert_nonnull (li);
  g_assert_nonnull (ra);
  g_assert_cmpint (li->ndice, ==, 3);
  g_assert_cmpint (li->b, ==, 0);
  g_assert_cmpint (li->a, ==, 1);
  g_assert_cmpint (ra->a, ==, 0);
  g_assert_null (block_event (&g, QB_EV_FIRE, 8));
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 3);
  /* Then the Ottawa withdraws. */
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_LE, 0, NULL);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_OR, 0, "without British");
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_BE, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_BE);
  const QbEvent *w = block_event (&g, QB_EV_RETREAT, QB_FR_OTTAWA);
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
      ottawa_position (&g, ED (p));
      qbt_put (&g, 8, QB_OR, 0);
      qbt_put (&g, 30, QB_LE, 0);
      qbt_start (&g, 1);
      MOVE (&g, QB_LE, QB_MODE_AMPHIBIOUS, 8);
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
      assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
      STAND (&g);
      assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
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
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
}

/* ---- 22.3 Scouting --------------------------------------------------------- */

static void
test_22_3_scout (gconstpointer p)
{
  QbtGame g;
  ottawa_position (&g, ED (p));
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
        const QbEvent *e = block_event (&g, QB_EV_SCOUT, b);
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
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
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
      const QbEvent *e = block_event (&g, QB_EV_ELIMINATED, b);
      g_assert_nonnull (e);
      g_assert_cmpint (e->rule, ==, 223);
    }
  g_assert_cmpint (qbt_loc (&g, 8), ==, QB_LE);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_LE);
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
}

/* ---- 22.4 The Ottawa in battle ----------------------------------------------- */

/* Always in reserve: never deployed in, nor committed to, a column. */
static void
test_22_4_reserve_only (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_RESERVE);
  qbt_illegal (&g, QB_ACT_DEPLOY, QB_FR_OTTAWA, 0, 0, NULL);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 29, QB_SLOT_RESERVE);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  assert_decision (&g, QB_PHASE_RESERVE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_COMMIT, QB_FR_OTTAWA, 0, 0, "never joins a battle column");
  NO_COMMIT (&g);
  qbt_illegal (&g, QB_ACT_FIRE, QB_FR_OTTAWA, 0, 0, "columns");
  g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_RESERVE);
}

/* The Ottawa's pursuit fire in a rout is doubled (revised: eight dice;
 * classic: four dice hitting on 5 and 6). */
static void
test_22_4_pursuit_doubled (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);   /* the Ottawa is no reserve to commit */
  FIRE (&g, 26, 6, 1, 1);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  g_assert_cmpint (g.s.battle.routed, ==, QB_BRITISH);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  bool classic = IS_CLASSIC (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 4);
  const QbEvent *o = block_event (&g, QB_EV_PURSUIT, QB_FR_OTTAWA);
  g_assert_nonnull (o);
  g_assert_cmpint (o->b, ==, 1);
  g_assert_cmpint (o->rule, ==, 224);
  g_assert_cmpint (o->why, ==, QB_WHY_OTTAWA);
  g_assert_cmpint (o->ndice, ==, classic ? 4 : 8);
  int need = classic ? 5 : 6, hits = 0;
  for (int i = 0; i < o->ndice; i++)
    if (o->dice[i] >= need)
      hits++;
  g_assert_cmpint (o->a, ==, hits);
  const QbEvent *r = block_event (&g, QB_EV_PURSUIT, 26);
  g_assert_cmpint (r->b, ==, 0);
  g_assert_cmpint (r->ndice, ==, 3);
  g_assert_cmpint (r->rule, ==, 162);
  g_assert_cmpint (r->why, ==, QB_WHY_ROUT_BY_LAND);
}

/* Never hit by pursuit fire; leaves separately when the French retreat. */
static void
test_22_4_never_hit_by_pursuit (gconstpointer p)
{
  QbtGame g;
  rout_at_abraham (&g, ED (p), -1, true);
  qbt_clear_events (&g);
  /* Four hits, two of them ignored for the Ottawa's 4 CV in reserve
   * (16.3, ruling R25). */
  QBT_DICE (&g, 6, 6, 6, 6, 1, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_PURSUIT_SAVED, 0)->a, ==, 2);
  /* The Ottawa stays behind for now, out of the pursuit. */
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_AB);
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_HIT, QB_FR_OTTAWA, 0, 0, "never the Ottawa");
  HIT (&g, 26);
  HIT (&g, 27);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_AB, 0, NULL);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_OR, 0, "without British");
  /* Any zone, not only where the others went. */
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_LE, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_LE);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_SF);
  g_assert_false (g.s.battle.active);
}

/* In a skirmish the Ottawa fights at single CV, but never alone: when the
 * last other French block falls it withdraws and the British win. */
static void
test_22_4_skirmish_never_alone (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 1);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_true (g.s.battle.skirmish);
  /* 22.4 (ruling R7): it may withdraw before the skirmish; it stays. */
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  STAND (&g);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_clear_events (&g);
  fire_miss (&g, QB_FR_OTTAWA, false);
  const QbEvent *f = last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->block, ==, QB_FR_OTTAWA);
  g_assert_cmpint (f->ndice, ==, 4);
  g_assert_cmpint (f->b, ==, 0);
  fire_miss (&g, 26, false);
  STAND (&g);
  FIRE (&g, 8, 6, 1, 1, 1);
  if (g.s.phase == QB_PHASE_ALLOCATE)
    HIT (&g, 26);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_LOC_ELIMINATED);
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_MO);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_BRITISH);
}

/* Ruling R7: when the French retreat (no rout), the Ottawa leaves on its
 * own, to any zone free of British blocks. */
static void
test_22_4_leaves_with_french_retreat (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  MISSES (&g, false, 26, 27, 28);
  STAND (&g);
  MISSES (&g, false, 8, 9, 10);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  force_same (&g, 3, 1);   /* pursuit (17.2): 8, 9, 10 miss */
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  for (int b = 26; b <= 28; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_CR);
  /* The pursuit (17.2) never hits it; it is still at Etchemin, and goes. */
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_BE, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_BE);
  g_assert_false (g.s.battle.active);
}

/* ---- 22.5 The Ottawa retires -------------------------------------------- */

/* Reduced to 1 CV by the Rangers' return fire in a raid. */
static void
test_22_5_retires_at_one_cv (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, QB_FR_OTTAWA, QB_CR, 2);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 11, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  if (IS_CLASSIC (&g))
    QBT_DICE (&g, 1, 1, 6, 1, 1);
  else
    QBT_DICE (&g, 1, 1, 1, 1, 6, 1, 1);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_RAID);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_FIRE, 0)->ndice, ==, IS_CLASSIC (&g) ? 2 : 4);
  const QbEvent *r = qbt_find_event (&g, QB_EV_OTTAWA_RETIRES, 0);
  g_assert_nonnull (r);
  g_assert_cmpint (r->a, ==, 1);
  g_assert_cmpint (r->rule, ==, 225);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (block_event (&g, QB_EV_ELIMINATED, QB_FR_OTTAWA)->rule, ==, 225);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_RETREAT), ==, 0);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* The other French blocks fall under 10 CV during a battle: the Ottawa
 * retires at once and the battle goes on. */
static void
test_22_5_retires_when_others_under_10 (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 39, QB_MO, 1);   /* others: 3 + 3 + 3 + 1 = 10 CV */
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  MISSES (&g, false, 26, 27, 28);
  STAND (&g);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_ET);
  qbt_clear_events (&g);
  FIRE (&g, 8, 6, 1, 1, 1);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  const QbEvent *r = qbt_find_event (&g, QB_EV_OTTAWA_RETIRES, 0);
  g_assert_nonnull (r);
  g_assert_cmpint (r->a, ==, 0);
  g_assert_cmpint (r->rule, ==, 225);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_LOC_ELIMINATED);
  g_assert_true (g.s.battle.active);
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
}

/* ---- Registration ---------------------------------------------------------- */

#define ADD_BOTH(path, fn) do { \
    g_test_add_data_func ("/engine/rules/" path "/revised", \
                          GINT_TO_POINTER (QB_EDITION_REVISED), (fn)); \
    g_test_add_data_func ("/engine/rules/" path "/classic", \
                          GINT_TO_POINTER (QB_EDITION_CLASSIC), (fn)); \
  } while (0)

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD_BOTH ("11.1/a-enemy-zone-defends", test_11_1_a_enemy_zone_defends);
  ADD_BOTH ("11.1/a-british-defend", test_11_1_a_british_defend);
  ADD_BOTH ("11.1/a-both-move-into-held-zone", test_11_1_a_both_move_into_held_zone);
  ADD_BOTH ("11.1/b-empty-zone-french-defend", test_11_1_b_empty_zone_french_defend);
  ADD_BOTH ("11.1/c-crossing-weaker-british", test_11_1_c_weaker_british_site);
  ADD_BOTH ("11.1/c-crossing-weaker-french", test_11_1_c_weaker_french_site);
  ADD_BOTH ("11.1/c-crossing-equal-french-choose", test_11_1_c_equal_french_choose);
  ADD_BOTH ("11.2/french-choose-order", test_11_2_french_choose_order);
  ADD_BOTH ("11.2/raid-among-battles", test_11_2_raid_among_battles);
  ADD_BOTH ("11.3/no-movement-no-reinforcements", test_11_3_no_reinforcements);
  ADD_BOTH ("12.1/three-columns", test_12_1_three_columns);
  ADD_BOTH ("12.1/reserve", test_12_1_reserve);
  g_test_add_func ("/engine/rules/12.1/classic-decoys-removed", test_12_1_classic_decoys_removed);
  ADD_BOTH ("12.2/attacker-second", test_12_2_attacker_second);
  ADD_BOTH ("12.3/columns-revealed", test_12_3_reveal_columns);
  ADD_BOTH ("12.4/rulebook-example", test_12_4_rulebook_example);
  ADD_BOTH ("12.4/one-reserve-per-turn", test_12_4_one_reserve_per_turn);
  ADD_BOTH ("13.1/turn-sequence", test_13_1_turn_sequence);
  ADD_BOTH ("13.2/ends-on-retreat", test_13_2_ends_on_retreat);
  ADD_BOTH ("14.1/column-against-column", test_14_1_column_against_column);
  ADD_BOTH ("14.2/example-one-unit", test_14_2_example_one_unit);
  ADD_BOTH ("14.2/example-two-units", test_14_2_example_two_units);
  ADD_BOTH ("15.1/retreat-timing", test_15_1_retreat_timing);
  ADD_BOTH ("15.2/defender-destinations", test_15_2_defender_destinations);
  ADD_BOTH ("15.2/attacker-destinations", test_15_2_attacker_destinations);
  ADD_BOTH ("15.2/no-legal-retreat", test_15_2_no_legal_retreat);
  ADD_BOTH ("15.2/not-into-pending-battle", test_15_2_not_into_pending_battle);
  ADD_BOTH ("16.1/rout", test_16_1_rout);
  ADD_BOTH ("16.1/no-retreat-eliminated", test_16_1_no_retreat_eliminated);
  ADD_BOTH ("16.2/pursuit", test_16_2_pursuit);
  ADD_BOTH ("16.3/reserve-discount", test_16_3_reserve_discount);
  ADD_BOTH ("16.3/ottawa-counted", test_16_3_ottawa_counted);
  ADD_BOTH ("17.1/defender-doubled-first-turn", test_17_1_defender_doubled_first_turn);
  g_test_add_func ("/engine/rules/17.1/double-option", test_17_1_double_option);
  ADD_BOTH ("17.1/defender-by-sea-not-doubled", test_17_1_defender_by_sea_not_doubled);
  ADD_BOTH ("17.1/mixed-attack-by-sea", test_17_1_mixed_attack_by_sea);
  ADD_BOTH ("17.2/partial-retreat", test_17_2_partial_retreat);
  ADD_BOTH ("17.2/rout-doubled-pursuit", test_17_2_rout_doubled_pursuit);
  ADD_BOTH ("17.2/capacity-after-ship-move", test_17_2_capacity_after_ship_move);
  ADD_BOTH ("18.0/skirmish", test_18_0_skirmish);
  ADD_BOTH ("18.0/land-retreat-no-pursuit", test_18_0_land_retreat_no_pursuit);
  ADD_BOTH ("18.0/amphibious-retreat-pursuit", test_18_0_amphibious_retreat_pursuit);
  ADD_BOTH ("18.0/ottawa-not-counted", test_18_0_ottawa_not_counted);
  g_test_add_func ("/engine/rules/18.0/classic-decoys-then-count", test_18_0_classic_decoys_then_count);
  ADD_BOTH ("19.0/crossing-is-by-sea", test_19_0_crossing_is_by_sea);
  ADD_BOTH ("19.0/defender-crossing-not-doubled", test_19_0_defender_crossing_not_doubled);
  ADD_BOTH ("19.0/no-limit-no-tides", test_19_0_no_limit_no_tides);
  ADD_BOTH ("19.0/retreat-across-pursuit", test_19_0_retreat_across_pursuit);
  ADD_BOTH ("19.0/rout-across-doubled", test_19_0_rout_across_doubled);
  ADD_BOTH ("22.1/any-zone", test_22_1_any_zone);
  ADD_BOTH ("22.1/only-order", test_22_1_only_order);
  ADD_BOTH ("22.1/no-mission-into-british-zone", test_22_1_no_mission_into_british_zone);
  g_test_add_func ("/engine/rules/22.1/classic-decoy-not-left-alone", test_22_1_classic_decoy_not_left_alone);
  ADD_BOTH ("22.2/raid", test_22_2_raid);
  ADD_BOTH ("22.2/only-against-blocks-already-there", test_22_2_only_against_blocks_already_there);
  g_test_add_func ("/engine/rules/22.2/classic-decoys-take-no-hits", test_22_2_classic_decoys_take_no_hits);
  ADD_BOTH ("22.3/scout", test_22_3_scout);
  g_test_add_func ("/engine/rules/22.3/classic-decoys-eliminated", test_22_3_classic_decoys_eliminated);
  ADD_BOTH ("22.4/reserve-only", test_22_4_reserve_only);
  ADD_BOTH ("22.4/pursuit-doubled", test_22_4_pursuit_doubled);
  ADD_BOTH ("22.4/never-hit-by-pursuit", test_22_4_never_hit_by_pursuit);
  ADD_BOTH ("22.4/skirmish-never-alone", test_22_4_skirmish_never_alone);
  ADD_BOTH ("22.4/leaves-with-french-retreat", test_22_4_leaves_with_french_retreat);
  ADD_BOTH ("22.5/retires-at-one-cv", test_22_5_retires_at_one_cv);
  ADD_BOTH ("22.5/retires-when-others-under-10", test_22_5_retires_when_others_under_10);
  return g_test_run ();
}
