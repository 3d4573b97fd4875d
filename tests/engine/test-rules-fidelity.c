/* Rule tests: the points where a reading of the rulebooks against the
 * engine found it unfaithful (issue 10). Each names the section of the
 * rule it checks and the editions it runs in; see docs/rulings.md for the
 * rulings cited.
 *
 * Like test-rules-battle.c, each test builds a hand-set position, plays
 * the orders and forces the dice (QBT_DICE). */
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

#define MOVE(g, dest, mode, ...) do { int b_[] = { __VA_ARGS__ }; \
    move_group ((g), (dest), (mode), b_, (int) G_N_ELEMENTS (b_)); } while (0)

#define DEPLOY(g, b, slot) qbt_apply ((g), QB_ACT_DEPLOY, (b), 0, (slot))
#define STAND(g) qbt_apply ((g), QB_ACT_STAND, 0, 0, 0)
#define HIT(g, b) qbt_apply ((g), QB_ACT_HIT, (b), 0, 0)
#define FIRE(g, b, ...) do { QBT_DICE ((g), __VA_ARGS__); \
    qbt_apply ((g), QB_ACT_FIRE, (b), 0, 0); } while (0)

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

/* Block b fires with its current strength and misses. */
static void
fire_miss (QbtGame *g, int b)
{
  force_same (g, qb_block_type (&g->s, b) == QB_TYPE_LEADER ? 2 : qbt_cv (g, b), 1);
  qbt_apply (g, QB_ACT_FIRE, b, 0, 0);
}

static void
assert_decision (QbtGame *g, int phase, int decider)
{
  if (g->s.phase != phase || g->s.decider != decider)
    g_error ("expected %s decided by %s, got %s decided by %s",
             qb_phase_name (phase), qb_side_name (decider),
             qb_phase_name (g->s.phase), qb_side_name (g->s.decider));
}

/* Is this action among those qb_legal_actions() lists? */
static bool
listed (QbtGame *g, int type, int a, int b, int c)
{
  QbAction acts[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (&g->s, acts, QB_MAX_ACTIONS);
  for (size_t i = 0; i < n; i++)
    if (acts[i].type == type && acts[i].a == a && acts[i].b == b && acts[i].c == c)
      return true;
  return false;
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
  begin (&g, QB_EDITION_REVISED);
  g.s.blocks[21].loc = QB_LOC_STLAURENT;
  g.s.blocks[22].loc = QB_LOC_STLAURENT;
  for (int b = 8; b <= 11; b++)
    qbt_put (&g, b, QB_BE, 1);
  qbt_put (&g, QB_FR_MONTCALM, QB_MO, 0);
  qbt_put (&g, 26, QB_SF, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  MOVE (&g, QB_BE, QB_MODE_LAND, QB_FR_MONTCALM);
  g_assert_true (g.s.battle.skirmish);
  assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  for (int b = 8; b <= 11; b++)
    fire_miss (&g, b);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  STAND (&g);
  FIRE (&g, QB_FR_MONTCALM, 1, 2);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  assert_decision (&g, QB_PHASE_EMBARK, QB_BRITISH);
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
  begin (&g, QB_EDITION_REVISED);
  g.s.blocks[21].loc = QB_LOC_STLAURENT;
  g.s.blocks[22].loc = QB_LOC_STLAURENT;
  qbt_put (&g, QB_BR_WOLFE, QB_SI, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_AB, 1);
  qbt_start (&g, 1);
  MOVE (&g, QB_AB, QB_MODE_LAND, QB_BR_WOLFE);
  qbt_done (&g);
  g_assert_true (g.s.battle.skirmish);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  for (int b = 26; b <= 29; b++)
    fire_miss (&g, b);
  STAND (&g);
  FIRE (&g, QB_BR_WOLFE, 1, 2);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_ET, QB_MODE_AMPHIBIOUS);
  assert_decision (&g, QB_PHASE_EMBARK, QB_FRENCH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9);
  qbt_done (&g);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
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
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
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
  for (int b = 26; b <= 28; b++)
    fire_miss (&g, b);
  STAND (&g);
  for (int b = 8; b <= 10; b++)
    fire_miss (&g, b);
  assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  QBT_DICE (&g, 6, 1, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  HIT (&g, 26);
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

/* ---- 15.2, 17.2 An amphibious retreat takes all the capacity allows ------ */

/* Five British blocks defend Levis against the French from Etchemin; two
 * ships in the Bason. The British retreat by river: two blocks must go, of
 * the British player's choice; nobody may stop at one. */
static void
test_15_2_amphibious_retreat_fills_capacity (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  g.s.blocks[21].loc = QB_LOC_STLAURENT;
  g.s.blocks[22].loc = QB_LOC_STLAURENT;
  for (int b = 8; b <= 12; b++)
    qbt_put (&g, b, QB_LE, 1);
  qbt_put (&g, 39, QB_ET, 1);
  qbt_put (&g, 40, QB_ET, 1);
  qbt_put (&g, 41, QB_ET, 1);
  qbt_start (&g, 1);
  qbt_done (&g);
  MOVE (&g, QB_LE, QB_MODE_LAND, 39, 40, 41);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  DEPLOY (&g, 11, 0);
  DEPLOY (&g, 12, 1);
  DEPLOY (&g, 39, 0);
  DEPLOY (&g, 40, 1);
  DEPLOY (&g, 41, 2);
  for (int b = 8; b <= 12; b++)
    fire_miss (&g, b);
  STAND (&g);
  for (int b = 39; b <= 41; b++)
    fire_miss (&g, b);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  assert_decision (&g, QB_PHASE_EMBARK, QB_BRITISH);
  g_assert_false (listed (&g, QB_ACT_EMBARK_DONE, 0, 0, 0));
  qbt_illegal (&g, QB_ACT_EMBARK_DONE, 0, 0, 0, "(15.2, 17.2)");
  qbt_apply (&g, QB_ACT_EMBARK, 12, 0, 0);
  g_assert_false (listed (&g, QB_ACT_EMBARK_DONE, 0, 0, 0));
  qbt_illegal (&g, QB_ACT_EMBARK_DONE, 0, 0, 0, "(15.2, 17.2)");
  g_assert_true (listed (&g, QB_ACT_EMBARK, 9, 0, 0));
  force_same (&g, 3, 1);
  qbt_apply (&g, QB_ACT_EMBARK, 9, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 12), ==, QB_OR);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_OR);
  g_assert_cmpint (qb_zone_count (&g.s, QB_BRITISH, QB_LE), ==, 3);
}

/* ---- 16.3 The Ottawa counts towards the reserve discount ------------------ */

/* See test-rules-battle.c, /engine/rules/16.3/ottawa-counted. */

/* ---- 17.1 "By sea" is decided once the decoys are gone ------------------- */

/* Classic: the 2/60th, 3/60th and Light Infantry march from Sillery to
 * Abraham while a decoy lands there from the river. The decoy is removed
 * before the battle, so the attack is not amphibious and the French do not
 * fire doubled. */
static void
test_17_1_decoy_landing_not_by_sea (void)
{
  QbtGame g;
  begin (&g, QB_EDITION_CLASSIC);
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
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  qbt_clear_events (&g);
  fire_miss (&g, 26);
  const QbEvent *f = qbt_find_event (&g, QB_EV_FIRE, 0);
  g_assert_nonnull (f);
  g_assert_cmpint (f->b, ==, 0);
  g_assert_cmpint (f->rule, ==, 142);
  g_assert_cmpint (f->ndice, ==, 3);
}

/* ---- 10.1 Classic decoys never move alone --------------------------------- */

/* A decoy may not move on its own, even to a zone where a real block of its
 * side already stands: it goes only with a real block of its own order,
 * to the same zone. */
static void
test_10_1_decoy_never_moves_alone (void)
{
  QbtGame g;
  begin (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);   /* a decoy */
  qbt_put (&g, 10, QB_ET, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  /* Alone, to Etchemin where the Light Infantry stands. */
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  g_assert_false (listed (&g, QB_ACT_ORDER_DONE, 0, 0, 0));
  qbt_illegal (&g, QB_ACT_ORDER_DONE, 0, 0, 0, "(10.1 classic)");
  /* The 2/60th goes elsewhere: the decoy still travels alone. */
  qbt_order (&g, 9, QB_OR, QB_MODE_AMPHIBIOUS);
  qbt_illegal (&g, QB_ACT_ORDER_DONE, 0, 0, 0, "(10.1 classic)");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  /* With the 2/60th, it may go. */
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  g_assert_true (listed (&g, QB_ACT_ORDER_DONE, 0, 0, 0));
  qbt_done (&g);
  qbt_done (&g);   /* the French stand */
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_ET);
}

/* ---- 22.1 The Ottawa's moves ----------------------------------------------- */

/* Revised: moving the Ottawa is the whole French order, so it never joins
 * an ordinary group. */
static void
test_22_1_ottawa_only_by_special_order (void)
{
  QbtGame g;
  begin (&g, QB_EDITION_REVISED);
  qbt_put (&g, QB_FR_OTTAWA, QB_CR, 0);
  qbt_put (&g, 26, QB_CR, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  g_assert_false (listed (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND));
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND, "(22.1)");
  qbt_order (&g, 26, QB_SI, QB_MODE_LAND);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND, "(22.1)");
  qbt_apply (&g, QB_ACT_ORDER_CLEAR, 0, 0, 0);
  g_assert_true (listed (&g, QB_ACT_ORDER_OTTAWA, 0, QB_SI, QB_MISSION_NONE));
}

/* Classic: the Ottawa moves like any other unit; only its any-zone move
 * must be the whole order. */
static void
test_22_1_ottawa_joins_group (void)
{
  QbtGame g;
  begin (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, QB_FR_OTTAWA, QB_CR, 0);
  qbt_put (&g, 26, QB_CR, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  g_assert_true (listed (&g, QB_ACT_ORDER_MOVE, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND));
  qbt_order (&g, 26, QB_SI, QB_MODE_LAND);
  qbt_order (&g, QB_FR_OTTAWA, QB_SI, QB_MODE_LAND);
  qbt_done (&g);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_SI);
}

/* ---- 22.4 The Ottawa may withdraw before or after a battle ---------------- */

/* British 8, 9, 10 attack La Sarre (1 CV) and the Ottawa at Etchemin from
 * Levis: a skirmish. Before it starts the French may take the Ottawa away
 * or keep it there. */
static void
skirmish_with_ottawa (QbtGame *g, int edition)
{
  begin (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  qbt_put (g, 26, QB_ET, 1);
  qbt_put (g, QB_FR_OTTAWA, QB_ET, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (g, b, QB_MO, 0);
  qbt_start (g, 1);
  MOVE (g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (g);
}

static void
test_22_4_withdraws_before_skirmish (gconstpointer p)
{
  QbtGame g;
  skirmish_with_ottawa (&g, ED (p));
  g_assert_true (g.s.battle.skirmish);
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  g_assert_true (listed (&g, QB_ACT_STAND, 0, 0, 0));
  g_assert_true (listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0));
  g_assert_false (listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_OR, 0));   /* British */
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_MO);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  /* The skirmish then goes on without it. */
  g_assert_true (g.s.battle.active);
  g_assert_cmpint (g.s.battle.turn, ==, 1);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  g_assert_false (qbt_legal (&g, QB_ACT_FIRE, QB_FR_OTTAWA, 0, 0));
  g_assert_true (qbt_legal (&g, QB_ACT_FIRE, 26, 0, 0));
}

static void
test_22_4_stays_for_skirmish (gconstpointer p)
{
  QbtGame g;
  skirmish_with_ottawa (&g, ED (p));
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  STAND (&g);
  assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_SKIRMISH);
  g_assert_true (qbt_legal (&g, QB_ACT_FIRE, QB_FR_OTTAWA, 0, 0));
}

/* A battle in three columns: the French may take the Ottawa away while they
 * deploy (a private step, so the British learn nothing more than the move
 * itself). */
static void
test_22_4_withdraws_before_battle (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 28; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_true (qb_decision_is_private (&g.s));
  g_assert_true (listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0));
  DEPLOY (&g, 26, 0);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_MO);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_false (listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0));
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  g_assert_false (listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0));
}

/* After a French win the Ottawa may withdraw, or stay. The British attack
 * Etchemin and fall back to Levis by road at once (no pursuit). */
static void
french_win_with_ottawa (QbtGame *g, int edition)
{
  begin (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  for (int b = 26; b <= 28; b++)
    qbt_put (g, b, QB_ET, 0);
  qbt_put (g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (g, 29, QB_MO, 0);
  qbt_start (g, 1);
  MOVE (g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (g);
  DEPLOY (g, 26, 0);
  DEPLOY (g, 27, 1);
  DEPLOY (g, 28, 2);
  DEPLOY (g, 8, 0);
  DEPLOY (g, 9, 1);
  DEPLOY (g, 10, 2);
  for (int b = 26; b <= 28; b++)
    fire_miss (g, b);
  assert_decision (g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_clear_events (g);
  qbt_apply (g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
}

static void
test_22_4_withdraws_after_french_win (gconstpointer p)
{
  QbtGame g;
  french_win_with_ottawa (&g, ED (p));
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  /* The Ottawa was never shown in this battle: the choice is private. */
  g_assert_true (qb_decision_is_private (&g.s));
  g_assert_true (listed (&g, QB_ACT_STAND, 0, 0, 0));
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_SF);
  g_assert_false (g.s.battle.active);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
}

static void
test_22_4_stays_after_french_win (gconstpointer p)
{
  QbtGame g;
  french_win_with_ottawa (&g, ED (p));
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  STAND (&g);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_ET);
  g_assert_false (g.s.battle.active);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- 22.4, ruling R7: the question after a French win hides the reserve ---- */

/* A French win at Etchemin as in french_win_with_ottawa(), with the French
 * reserve holding the Ottawa or, in its place, the hidden 29 (the Ottawa
 * then waits in Montreal, where 29 stood). Stops at the British retreat
 * decision, the French having fired and missed. */
static void
french_win_reserve_at (QbtGame *g, int edition, bool ottawa, int ottawa_elsewhere)
{
  int in_reserve = ottawa ? QB_FR_OTTAWA : 29;
  begin (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  for (int b = 26; b <= 28; b++)
    qbt_put (g, b, QB_ET, 0);
  qbt_put (g, in_reserve, QB_ET, 0);
  if (ottawa)
    qbt_put (g, 29, QB_MO, 0);
  else if (ottawa_elsewhere != QB_LOC_ELIMINATED)
    qbt_put (g, QB_FR_OTTAWA, ottawa_elsewhere, 0);
  qbt_start (g, 1);
  MOVE (g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (g);
  DEPLOY (g, 26, 0);
  DEPLOY (g, 27, 1);
  DEPLOY (g, 28, 2);
  if (!ottawa)
    DEPLOY (g, 29, QB_SLOT_RESERVE);
  DEPLOY (g, 8, 0);
  DEPLOY (g, 9, 1);
  DEPLOY (g, 10, 2);
  if (!ottawa)
    {
      /* 29 may join a column; the Ottawa never does (22.4). */
      assert_decision (g, QB_PHASE_RESERVE, QB_FRENCH);
      qbt_apply (g, QB_ACT_NO_COMMIT, 0, 0, 0);
    }
  for (int b = 26; b <= 28; b++)
    fire_miss (g, b);
  assert_decision (g, QB_PHASE_RETREAT, QB_BRITISH);
}

static void
french_win_reserve (QbtGame *g, int edition, bool ottawa)
{
  french_win_reserve_at (g, edition, ottawa, QB_MO);
}

/* The British side of what follows, from the British retreat through the
 * French answer "stay": the British views before each step and after the
 * last, and the events as the British see them. */
typedef struct {
  QbView views[3];
  QbEvent events[64];
  int n_events;
  bool privacy[3];
} BritishSide;

static void
british_side_record (QbtGame *g, BritishSide *r, int step)
{
  qb_view (&g->s, QB_BRITISH, &r->views[step]);
  r->privacy[step] = g->s.phase != QB_PHASE_GAME_OVER && qb_decision_is_private (&g->s);
}

static void
british_side_events (QbtGame *g, BritishSide *r)
{
  for (size_t i = 0; i < g->sink.len; i++)
    {
      QbEvent ev;
      if (qb_event_for (&g->events[i], QB_BRITISH, &ev))
        {
          g_assert_cmpint (r->n_events, <, (int) G_N_ELEMENTS (r->events));
          r->events[r->n_events++] = ev;
        }
    }
  qbt_clear_events (g);
}

static void
british_side_of_stay (QbtGame *g, int edition, bool ottawa, BritishSide *r)
{
  memset (r, 0, sizeof *r);
  french_win_reserve (g, edition, ottawa);
  british_side_record (g, r, 0);
  qbt_clear_events (g);
  qbt_apply (g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  british_side_events (g, r);
  british_side_record (g, r, 1);
  /* (Before ruling R7 covered this case, only the Ottawa was asked.) */
  if (g->s.phase == QB_PHASE_OTTAWA_RETREAT)
    STAND (g);
  british_side_events (g, r);
  british_side_record (g, r, 2);
}

static void
test_22_4_question_hides_reserve (gconstpointer p)
{
  QbtGame *g = g_new0 (QbtGame, 1);
  BritishSide *with = g_new0 (BritishSide, 1), *without = g_new0 (BritishSide, 1);
  british_side_of_stay (g, ED (p), true, with);
  g_assert_cmpint (qbt_loc (g, QB_FR_OTTAWA), ==, QB_ET);
  british_side_of_stay (g, ED (p), false, without);
  g_assert_cmpint (qbt_loc (g, QB_FR_OTTAWA), ==, QB_MO);
  for (int i = 0; i < 3; i++)
    {
      g_assert_cmpint (with->privacy[i], ==, without->privacy[i]);
      g_assert_cmpmem (&with->views[i], sizeof with->views[i],
                       &without->views[i], sizeof without->views[i]);
    }
  /* The French answer is theirs alone: the curtain comes up either way. */
  g_assert_cmpint (with->views[1].phase, ==, QB_PHASE_OTTAWA_RETREAT);
  g_assert_true (with->privacy[1]);
  g_assert_cmpint (with->n_events, ==, without->n_events);
  g_assert_cmpmem (with->events, sizeof (QbEvent) * (size_t) with->n_events,
                   without->events, sizeof (QbEvent) * (size_t) without->n_events);
  g_free (with);
  g_free (without);
  g_free (g);
}

/* Without the Ottawa, "stay" is the only answer, and the game goes on. */
static void
test_22_4_question_without_ottawa (gconstpointer p)
{
  QbtGame g;
  french_win_reserve (&g, ED (p), false);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  QbAction acts[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (&g.s, acts, QB_MAX_ACTIONS);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (acts[0].type, ==, QB_ACT_STAND);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0, "not withdrawing");
  STAND (&g);
  g_assert_false (g.s.battle.active);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_MO);
  g_assert_cmpint (qbt_loc (&g, 29), ==, QB_ET);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* When the British know where the Ottawa is, or see every French block
 * left in the zone, nothing is asked: the battle simply ends. */
static void
no_question (QbtGame *g)
{
  qbt_clear_events (g);
  qbt_apply (g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  g_assert_cmpint (g->s.phase, !=, QB_PHASE_OTTAWA_RETREAT);
  g_assert_false (g->s.battle.active);
  g_assert_nonnull (qbt_find_event (g, QB_EV_BATTLE_END, 0));
  g_assert_cmpint (g->s.move, ==, 2);
}

static void
test_22_4_no_question_ottawa_eliminated (gconstpointer p)
{
  QbtGame g;
  french_win_reserve_at (&g, ED (p), false, QB_LOC_ELIMINATED);
  no_question (&g);
}

static void
test_22_4_no_question_ottawa_known_elsewhere (gconstpointer p)
{
  QbtGame g;
  french_win_reserve (&g, ED (p), false);
  /* Hit by the British return fire in a raid, it stays known until it
   * moves (22.2, ruling R18). */
  g.s.blocks[QB_FR_OTTAWA].flags |= QB_BF_SCOUTED;
  no_question (&g);
}

static void
test_22_4_no_question_no_hidden_block (gconstpointer p)
{
  QbtGame g;
  begin (&g, ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 28; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_put (&g, 30, QB_MO, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_MO, 0);
  qbt_start (&g, 1);
  MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  DEPLOY (&g, 26, 0);
  DEPLOY (&g, 27, 1);
  DEPLOY (&g, 28, 2);
  DEPLOY (&g, 8, 0);
  DEPLOY (&g, 9, 1);
  DEPLOY (&g, 10, 2);
  for (int b = 26; b <= 28; b++)
    fire_miss (&g, b);
  assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  no_question (&g);
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

  g_test_add_func ("/engine/rules/10.1/decoy-never-moves-alone/classic",
                   test_10_1_decoy_never_moves_alone);
  g_test_add_func ("/engine/rules/13.2/montcalm-killed-in-pursuit-ends-battle/revised",
                   test_13_2_montcalm_killed_in_pursuit);
  g_test_add_func ("/engine/rules/13.2/wolfe-killed-in-pursuit-ends-battle/revised",
                   test_13_2_wolfe_killed_in_pursuit);
  ADD_BOTH ("13.2/invariant-no-turn-with-empty-side", test_13_2_invariant_empty_side);
  ADD_BOTH ("13.2/pursuit-reveal-ends-with-battle", test_13_2_pursuit_reveal_ends);
  ADD_BOTH ("15.2/amphibious-retreat-fills-capacity", test_15_2_amphibious_retreat_fills_capacity);
  g_test_add_func ("/engine/rules/17.1/decoy-landing-not-by-sea/classic",
                   test_17_1_decoy_landing_not_by_sea);
  g_test_add_func ("/engine/rules/22.1/ottawa-only-by-special-order/revised",
                   test_22_1_ottawa_only_by_special_order);
  g_test_add_func ("/engine/rules/22.1/ottawa-joins-group/classic", test_22_1_ottawa_joins_group);
  ADD_BOTH ("22.4/withdraws-before-skirmish", test_22_4_withdraws_before_skirmish);
  ADD_BOTH ("22.4/stays-for-skirmish", test_22_4_stays_for_skirmish);
  ADD_BOTH ("22.4/withdraws-before-battle", test_22_4_withdraws_before_battle);
  ADD_BOTH ("22.4/withdraws-after-french-win", test_22_4_withdraws_after_french_win);
  ADD_BOTH ("22.4/stays-after-french-win", test_22_4_stays_after_french_win);
  ADD_BOTH ("22.4/question-hides-reserve", test_22_4_question_hides_reserve);
  ADD_BOTH ("22.4/question-without-ottawa", test_22_4_question_without_ottawa);
  ADD_BOTH ("22.4/no-question-ottawa-eliminated", test_22_4_no_question_ottawa_eliminated);
  ADD_BOTH ("22.4/no-question-ottawa-known-elsewhere", test_22_4_no_question_ottawa_known_elsewhere);
  ADD_BOTH ("22.4/no-question-no-hidden-block", test_22_4_no_question_no_hidden_block);
  return g_test_run ();
}
