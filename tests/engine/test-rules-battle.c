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
