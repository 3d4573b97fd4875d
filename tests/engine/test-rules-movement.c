/* Rule tests: units, set-up, sequence of play, victory, movement, orders,
 * leaders and decoys, militia, supplies and tides (2.4-10.3, 20.0, 21.0,
 * 23.0), plus the determinism of the engine.
 *
 * Sources: the revised English rulebook, the classic French translation
 * (with its FAQ notes), and the rulings of our edition (R1..R24). Tests
 * that depend on the edition run in both (suffix -revised / -classic). */
#include "qb-test-util.h"

#define ED(data) GPOINTER_TO_INT (data)

/* A check that marks the test as failed and ends it, without aborting the
 * whole run: used where the engine is known to differ from the rules, so
 * that one such difference does not hide the results of the other tests. */
#define SOFT_CHECK(cond, ...) do { if (!(cond)) { g_test_fail_printf (__VA_ARGS__); return; } } while (0)

/* ---- Helpers ------------------------------------------------------------ */

/* An empty board with the eight-regular British reserve on Ile d'Orleans
 * (32 CV, so that 5.2 does not end the game by accident). */
static void
setup (QbtGame *g, int edition)
{
  qbt_begin (g, edition);
  qbt_put_british_reserve (g, QB_OR);
}

/* A real game start (3.3, 3.4): British set up, French still to deploy. */
static void
full_init (QbtGame *g, int edition, uint64_t seed)
{
  memset (g, 0, sizeof *g);
  qb_options_default (&g->opt);
  g->opt.edition = (uint8_t) edition;
  g->sink.events = g->events;
  g->sink.cap = QBT_MAX_EVENTS;
  qb_init (&g->s, &g->opt, seed, &g->sink);
}

/* qb_init_position must refuse the hand-set position, for a reason that
 * mentions `needle`. */
static void
expect_bad_position (QbtGame *g, const char *needle)
{
  const char *reason = NULL;
  g->s.options.edition = g->opt.edition;
  g_assert_false (qb_init_position (&g->s, &g->opt, 1, &g->sink, &reason));
  g_assert_nonnull (reason);
  if (strstr (reason, needle) == NULL)
    g_error ("reason \"%s\" does not mention \"%s\"", reason, needle);
}

/* The seed whose first die is `die`: qb_init_position rolls the tides die
 * (23.0) as its very first roll, so this forces the tides of move 1. */
static uint64_t
seed_for_first_die (int die)
{
  for (uint64_t seed = 1; seed < 1000000; seed++)
    {
      QbRng r;
      qb_rng_seed (&r, seed, 0x51554542ULL);
      if ((int) qb_rng_below (&r, 6) + 1 == die)
        return seed;
    }
  g_error ("no seed gives a first die of %d", die);
  return 0;
}

static int
event_index (QbtGame *g, int type, int nth)
{
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && nth-- == 0)
      return (int) i;
  return -1;
}

static const QbEvent *
block_event (QbtGame *g, int type, int block)
{
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && g->events[i].block == block)
      return &g->events[i];
  return NULL;
}

static void
both_stand (QbtGame *g)
{
  qbt_done (g);
  qbt_done (g);
}

static void
deploy (QbtGame *g, int block, int slot)
{
  qbt_apply (g, QB_ACT_DEPLOY, block, 0, slot);
}

static void
add_both (const char *path, GTestDataFunc fn)
{
  char *r = g_strdup_printf ("%s-revised", path);
  char *c = g_strdup_printf ("%s-classic", path);
  g_test_add_data_func (r, GINT_TO_POINTER (QB_EDITION_REVISED), fn);
  g_test_add_data_func (c, GINT_TO_POINTER (QB_EDITION_CLASSIC), fn);
  g_free (r);
  g_free (c);
}

/* ---- 2.4 Step reduction ------------------------------------------------- */

/* Each hit turns a block down by one CV; it fires with its current CV; a
 * block reduced below 1 CV is eliminated. */
static void
test_2_4_step_reduction (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
  qbt_put (&g, 9, QB_LE, 0);      /* 3/60th, 3 CV */
  qbt_put (&g, 26, QB_ET, 0);     /* La Sarre, 3 CV */
  qbt_start (&g, 1);
  g_assert_cmpint (qbt_cv (&g, 9), ==, 3);
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  both_stand (&g);
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
  const QbEvent *el = block_event (&g, QB_EV_ELIMINATED, 9);
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
  setup (&g, QB_EDITION_REVISED);
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
  both_stand (&g);
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
  setup (&g, QB_EDITION_CLASSIC);
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
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 14, QB_ET, 0);     /* Detachment A, alone in Etchemin */
  qbt_put (&g, 39, QB_LE, 0);     /* Montreal militia, 2 CV */
  qbt_start (&g, 1);
  g_assert_cmpint (qb_block_type (&g.s, 14), ==, QB_TYPE_DETACHMENT);
  g_assert_cmpint (qb_block_max_cv (&g.s, 14), ==, 1);
  g_assert_cmpint (qb_block_type (&g.s, 46), ==, QB_TYPE_DETACHMENT);
  g_assert_cmpint (qb_side_cv (&g.s, QB_BRITISH), ==, 33);

  qbt_order (&g, 14, QB_LE, QB_MODE_LAND);
  both_stand (&g);
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
  setup (&g, QB_EDITION_REVISED);
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
  setup (&g, QB_EDITION_CLASSIC);
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
  setup (&h, QB_EDITION_CLASSIC);
  qbt_put (&h, 14, QB_ET, 0);     /* a decoy alone */
  qbt_put (&h, 26, QB_MO, 0);
  expect_bad_position (&h, "decoy is alone");
}

/* ---- 3.3 British set-up -------------------------------------------------- */

static void
test_3_3_british_setup (gconstpointer data)
{
  int ed = ED (data);
  QbtGame g;
  full_init (&g, ed, 7);
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
  full_init (&g, QB_EDITION_REVISED, 7);
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
  full_init (&g, QB_EDITION_CLASSIC, 7);
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
  setup (&g, ED (data));
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  for (int m = 1; m <= 16; m++)
    {
      g_assert_cmpint (g.s.move, ==, m);
      g_assert_false (qb_is_over (&g.s));
      qbt_clear_events (&g);
      both_stand (&g);
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
  setup (&g, ED (data));
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
  setup (&g, ED (data));
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
  g_assert_true (event_index (&g, QB_EV_ORDERS_WRITTEN, 0) < event_index (&g, QB_EV_MOVE, 0));

  /* No one is compelled to move. */
  g_assert_cmpint (g.s.move, ==, 2);
  qbt_clear_events (&g);
  both_stand (&g);
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
  setup (&g, ED (data));
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

  deploy (&g, 26, 0);
  deploy (&g, 27, 1);
  deploy (&g, 28, 2);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
  deploy (&g, 0, 0);
  deploy (&g, 1, 1);
  deploy (&g, 2, 2);
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
  int end = event_index (&g, QB_EV_BATTLE_END, 0);
  int next = event_index (&g, QB_EV_MOVE_START, 0);
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
  setup (&g, ED (data));
  g.opt.start_move = 16;
  qbt_put (&g, 9, QB_AB, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  g_assert_cmpint (g.s.move, ==, 16);
  qbt_clear_events (&g);
  both_stand (&g);
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
  setup (&g, ED (data));
  g.opt.start_move = 15;
  qbt_put (&g, 9, QB_AB, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  both_stand (&g);
  g_assert_false (qb_is_over (&g.s));
  g_assert_cmpint (g.s.move, ==, 16);
  g_assert_cmpint (g.s.winner, ==, QB_NO_SIDE);
}

/* The check comes after the 16th move's battles. */
static void
test_5_1_after_battles (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
  g.opt.start_move = 16;
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 39, QB_AB, 0);     /* Montreal militia, 2 CV */
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 9, QB_AB, QB_MODE_LAND);
  both_stand (&g);
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
  g_assert_cmpint (event_index (&g, QB_EV_VICTORY, 0), >, event_index (&g, QB_EV_BATTLE_END, 0));
}

/* ---- 5.2 French victory -------------------------------------------------- */

/* The French win at once when the British fall under 20 CV, mid-battle;
 * classic decoys count nothing (R11). */
static void
test_5_2_under_20 (gconstpointer data)
{
  int ed = ED (data);
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
  both_stand (&g);
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
  int ed = ED (data);
  QbtGame g;
  qbt_begin (&g, ed);
  for (int b = 0; b < 4; b++)
    qbt_put (&g, b, QB_OR, 0);
  qbt_put (&g, 9, QB_OR, 0);      /* 16 + 3 = 19 CV */
  if (ed == QB_EDITION_CLASSIC)
    for (int b = 13; b <= 20; b++)
      qbt_put (&g, b, QB_OR, 0);
  qbt_put (&g, 26, QB_MO, 0);
  expect_bad_position (&g, "(5.2)");
}

/* Abraham not held after the 16th move. */
static void
test_5_2_abraham_not_held (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
  g.opt.start_move = 16;
  qbt_put (&g, 26, QB_AB, 0);
  qbt_start (&g, 1);
  qbt_clear_events (&g);
  both_stand (&g);
  g_assert_true (qb_is_over (&g.s));
  g_assert_cmpint (g.s.winner, ==, QB_FRENCH);
  g_assert_cmpint (g.s.win_reason, ==, QB_WIN_FRENCH_NO_ABRAHAM);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_VICTORY, 0);
  g_assert_cmpint (ev->rule, ==, 52);
  g_assert_cmpint (ev->side, ==, QB_FRENCH);
}

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
      setup (&g, ED (data));
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
  setup (&g, ED (data));
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
  const QbEvent *e0 = block_event (&g, QB_EV_MOVE, 0), *e1 = block_event (&g, QB_EV_MOVE, 1);
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
  setup (&g, ED (data));
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

/* ---- 6.2 Not every unit of a group need move ----------------------------- */

static void
test_6_2_part_of_group (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
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
  setup (&g, ED (data));
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
  setup (&g, ED (data));
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
      const QbEvent *ev = block_event (&g, QB_EV_MOVE, b);
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
  setup (&g, ED (data));
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
  both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_MO);
}

/* ---- 7.4 Amphibious capacity --------------------------------------------- */

/* Rulebook example: three ships in the Bason, three units move there. */
static void
test_7_4_british_capacity (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
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
  setup (&h, ED (data));
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
      setup (&g, ED (data));
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
  setup (&g, ED (data));
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
  setup (&g, QB_EDITION_REVISED);
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
  setup (&g, ED (data));
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
  g_assert_cmpint (block_event (&g, QB_EV_MOVE, 0)->a, ==, QB_MODE_LAND);
  g_assert_cmpint (block_event (&g, QB_EV_MOVE, 0)->rule, ==, 61);
  g_assert_cmpint (block_event (&g, QB_EV_MOVE, 1)->a, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (block_event (&g, QB_EV_MOVE, 1)->rule, ==, 72);
}

/* ---- 8.1 Ship moves ------------------------------------------------------ */

static void
test_8_1_ship_moves (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
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
  const QbEvent *ev = block_event (&g, QB_EV_SHIP_MOVE, 21);
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
  both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 21), ==, QB_LOC_BASON);
  g_assert_cmpint (qbt_loc (&g, 22), ==, QB_LOC_BASON);
  g_assert_cmpint (qbt_loc (&g, 23), ==, QB_LOC_STLAURENT);
  g_assert_cmpint (qbt_loc (&g, 24), ==, QB_LOC_STLAURENT);
}

static void
test_8_1_any_number_downriver (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
  for (int b = 21; b <= 24; b++)
    qbt_put (&g, b, QB_LOC_STLAURENT, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  for (int b = 21; b <= 24; b++)
    qbt_apply (&g, QB_ACT_ORDER_SHIP, b, 0, 0);
  both_stand (&g);
  g_assert_cmpint (qb_ships_in (&g.s, QB_BASON), ==, 4);
}

/* ---- 8.2 Army units do not go with the ships ----------------------------- */

static void
test_8_2_army_not_on_ships (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
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
  both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 0), ==, QB_BE);
  g_assert_cmpint (qb_ships_in (&g.s, QB_BASON), ==, 3);
  g_assert_cmpint (qb_ships_in (&g.s, QB_STLAURENT), ==, 1);

  /* An army block never stands on the river. */
  QbtGame h;
  setup (&h, ED (data));
  qbt_put (&h, 26, QB_SC, 0);
  h.s.blocks[8].loc = QB_LOC_BASON;
  h.s.blocks[8].cv = 4;
  expect_bad_position (&h, "(8.2)");
}

/* ---- 9.1 One order per move ---------------------------------------------- */

/* Rulebook example: "6 units Ste. Foy to Abraham and 3 units Ste. Foy to
 * Cap Rouge". */
static void
test_9_1_one_order (gconstpointer data)
{
  QbtGame g;
  qbt_begin (&g, ED (data));
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
  both_stand (&g);
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
  setup (&g, ED (data));
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
  both_stand (&g);
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
  setup (&g, ED (data));
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
  setup (&g, ED (data));
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

/* ---- 10.1 Leaders are infantry (revised) / decoys never alone (classic) --- */

static void
test_10_1_leader_is_infantry (void)
{
  QbtGame g;
  setup (&g, QB_EDITION_REVISED);
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
  both_stand (&g);
  g_assert_true (g.s.battle.skirmish);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  const QbEvent *ev = block_event (&g, QB_EV_ELIMINATED, 13);
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
  setup (&g, QB_EDITION_CLASSIC);
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
  both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_ET);
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_ET);
}

/* Classic: a decoy left alone by any loss is eliminated at once. */
static void
test_10_1_classic_decoy_left_alone (void)
{
  QbtGame g;
  setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 32, QB_MO, 0);     /* Quebec militia */
  qbt_put (&g, 45, QB_MO, 0);     /* a decoy */
  qbt_put (&g, 26, QB_SF, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);   /* Beauport: a new zone (20.0) */
  both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DESERTION);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_DESERT, 32, 0, 0);
  const QbEvent *ev = block_event (&g, QB_EV_DECOYS_REMOVED, 45);
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
  setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 25, QB_MO, 0);
  qbt_put (&g, 46, QB_MO, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_SF, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_illegal (&g, QB_ACT_ORDER_OTTAWA, 0, QB_BE, QB_MISSION_NONE, "(10.1 classic)");
}

/* ---- 10.2 Leader moves (revised) / decoys leave before battle (classic) --- */

static void
test_10_2_leader_two_zones (void)
{
  QbtGame g;
  setup (&g, QB_EDITION_REVISED);
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
  const QbEvent *ev = block_event (&g, QB_EV_MOVE, 13);
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
  setup (&g, QB_EDITION_REVISED);
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
  setup (&h, QB_EDITION_REVISED);
  qbt_put (&h, 13, QB_AB, 0);
  qbt_put (&h, 26, QB_SI, 0);
  qbt_start (&h, 1);
  qbt_no_transfers (&h);
  g_assert_true (qbt_legal (&h, QB_ACT_ORDER_MOVE, 13, QB_CR, QB_MODE_LAND));
  QbtGame k;
  setup (&k, QB_EDITION_REVISED);
  qbt_put (&k, 13, QB_AB, 0);
  qbt_put (&k, 26, QB_SI, 0);
  qbt_put (&k, 27, QB_SF, 0);
  qbt_start (&k, 1);
  qbt_no_transfers (&k);
  qbt_illegal (&k, QB_ACT_ORDER_MOVE, 13, QB_CR, QB_MODE_LAND, "(10.2)");

  /* The same for Montcalm. */
  QbtGame f;
  setup (&f, QB_EDITION_REVISED);
  qbt_put (&f, 45, QB_MO, 0);
  qbt_put (&f, 9, QB_BE, 0);
  qbt_start (&f, 1);
  qbt_done (&f);
  qbt_illegal (&f, QB_ACT_ORDER_MOVE, 45, QB_SC, QB_MODE_LAND, "(10.2)");
  QbtGame f2;
  setup (&f2, QB_EDITION_REVISED);
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
  setup (&g, QB_EDITION_CLASSIC);
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
      const QbEvent *ev = block_event (&g, QB_EV_DECOYS_REMOVED, b);
      g_assert_nonnull (ev);
      g_assert_cmpint (ev->rule, ==, 102);
      g_assert_cmpint (qbt_loc (&g, b), ==, QB_LOC_ELIMINATED);
    }
  g_assert_nonnull (block_event (&g, QB_EV_DECOYS_REMOVED, 45));
  g_assert_cmpint (qbt_loc (&g, 45), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (event_index (&g, QB_EV_DECOYS_REMOVED, 2), <, event_index (&g, QB_EV_BATTLE, 0));
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
  setup (&g, QB_EDITION_CLASSIC);
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
  setup (&g, QB_EDITION_CLASSIC);
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
      g_assert_cmpint (block_event (&g, QB_EV_ELIMINATED, b)->rule, ==, 223);
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
  setup (g, QB_EDITION_REVISED);
  qbt_put (g, 13, QB_LE, 0);
  qbt_put (g, 14, QB_LE, 0);
  qbt_put (g, 26, QB_ET, 0);
  qbt_start (g, 1);
  qbt_order (g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (g, 14, QB_ET, QB_MODE_LAND);
  both_stand (g);
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
  g_assert_cmpint (block_event (&g, QB_EV_ELIMINATED, 13)->rule, ==, 103);
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
  int killed = event_index (&g, QB_EV_LEADER_KILLED, 0);
  g_assert_cmpint (killed, >, event_index (&g, QB_EV_HIT, 1));
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
}

/* R6: the leader dies after its hits even when those hits end the battle. */
static void
test_10_3_killed_when_battle_ends (void)
{
  QbtGame g;
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_put (&g, 14, QB_LE, 0);
  qbt_put (&g, 39, QB_ET, 0);     /* Montreal militia, 2 CV */
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 14, QB_ET, QB_MODE_LAND);
  both_stand (&g);
  QBT_DICE (&g, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 39, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6);
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 39), ==, QB_LOC_ELIMINATED);
  g_assert_false (g.s.battle.active);
  SOFT_CHECK (qbt_find_event (&g, QB_EV_LEADER_KILLED, 0) != NULL
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
  setup (&g, QB_EDITION_REVISED);
  for (int b = 13; b <= 15; b++)
    qbt_put (&g, b, QB_LE, 0);    /* Wolfe and two detachments */
  for (int b = 46; b <= 48; b++)
    qbt_put (&g, b, QB_ET, 0);    /* three French detachments */
  qbt_start (&g, 1);
  for (int b = 13; b <= 15; b++)
    qbt_order (&g, b, QB_ET, QB_MODE_LAND);
  both_stand (&g);
  deploy (&g, 46, 0);
  deploy (&g, 47, 1);
  deploy (&g, 48, 2);
  deploy (&g, 13, 0);
  deploy (&g, 14, 1);
  deploy (&g, 15, 2);
  QBT_DICE (&g, 1, 1, 1);
  for (int b = 46; b <= 48; b++)
    qbt_apply (&g, QB_ACT_FIRE, b, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  qbt_clear_events (&g);
  QBT_DICE (&g, 6, 6);
  qbt_apply (&g, QB_ACT_FIRE, 13, 0, 0);
  g_assert_cmpint (qbt_loc (&g, 46), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (g.s.battle.routed, ==, QB_FRENCH);
  SOFT_CHECK (qbt_find_event (&g, QB_EV_LEADER_KILLED, 0) != NULL
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
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_put (&g, 14, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 14, QB_ET, QB_MODE_LAND);
  both_stand (&g);
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
  g_assert_cmpint (event_index (&g, QB_EV_LEADER_KILLED, 0), >, event_index (&g, QB_EV_HIT, 1));
  g_assert_cmpint (qbt_loc (&g, 13), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_FIRE);
  g_assert_cmpint (g.s.decider, ==, QB_BRITISH);
}

/* Doubled fire (17.1): four dice, checked pair by pair (1-2, 3-4). */
static void
leader_defends (QbtGame *g)
{
  setup (g, QB_EDITION_REVISED);
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
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_OR, 0);
  qbt_put (&g, 14, QB_OR, 0);
  qbt_put (&g, 15, QB_OR, 0);
  for (int b = 46; b <= 48; b++)
    qbt_put (&g, b, QB_LE, 0);    /* three French detachments */
  qbt_start (&g, 1);
  for (int b = 13; b <= 15; b++)
    qbt_order (&g, b, QB_LE, QB_MODE_AMPHIBIOUS);
  both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DEPLOY);
  deploy (&g, 46, 0);
  deploy (&g, 47, 1);
  deploy (&g, 48, 2);
  deploy (&g, 14, 0);
  deploy (&g, 15, 1);
  deploy (&g, 13, 2);
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
  const QbEvent *p = block_event (&g, QB_EV_PURSUIT, 13);
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
  setup (&g, QB_EDITION_CLASSIC);
  qbt_put (&g, 9, QB_SC, 0);
  qbt_put (&g, 13, QB_SC, 0);
  qbt_put (&g, 26, QB_MO, 0);
  qbt_start (&g, 1);
  qbt_no_transfers (&g);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    g_assert_cmpint (qb_block_type (&g.s, b), !=, QB_TYPE_LEADER);
  qbt_illegal (&g, QB_ACT_ORDER_MOVE, 13, QB_SF, QB_MODE_LAND, "no road");
}

/* ---- 20.0 Quebec militia -------------------------------------------------- */

static void
test_20_0_first_occupation (gconstpointer data)
{
  QbtGame g;
  setup (&g, ED (data));
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
  both_stand (&g);
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
  setup (&g, QB_EDITION_REVISED);
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
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 32, QB_SC, 0);
  qbt_put (&g, 26, QB_SC, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qbt_order (&g, 1, QB_MO, QB_MODE_AMPHIBIOUS);
  both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_DESERTION);
  qbt_apply (&g, QB_ACT_DESERT, 32, 0, 0);
  g_assert_cmpint (g.s.move, ==, 2);    /* the second loss lapses */
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);

  QbtGame h;
  setup (&h, QB_EDITION_REVISED);
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
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 32, QB_LE, 0);
  qbt_put (&g, 26, QB_LE, 0);
  qbt_put (&g, 27, QB_LE, 0);
  qbt_put (&g, 28, QB_LE, 0);
  qbt_start (&g, 1);
  for (int b = 0; b < 3; b++)
    qbt_order (&g, b, QB_LE, QB_MODE_AMPHIBIOUS);
  both_stand (&g);
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
  setup (&g, QB_EDITION_REVISED);
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
  int occ = event_index (&g, QB_EV_FIRST_OCCUPATION, 0);
  int end = event_index (&g, QB_EV_BATTLE_END, 0);
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
  setup (&g, ED (data));
  qbt_put (&g, 9, QB_CR, 0);
  qbt_put (&g, 32, QB_MO, 0);
  qbt_put (&g, 39, QB_MO, 0);
  qbt_put (&g, 44, QB_BE, 0);     /* Trois-Rivieres militia */
  qbt_put (&g, 26, QB_SF, 0);
  qbt_start (&g, 1);
  /* Move 1: held now, but not at the end of a previous move. */
  both_stand (&g);
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  /* Move 2: the loss is due at the end of the move. */
  both_stand (&g);
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
  g_assert_cmpint (event_index (&g, QB_EV_MOVE_START, 0), >, event_index (&g, QB_EV_SUPPLY_LOSS, 0));
  g_assert_cmpint (g.s.move, ==, 3);
  /* Move 3: every move. */
  both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_SUPPLY);
  qbt_apply (&g, QB_ACT_SUPPLY_LOSS, 39, 0, 0);
  /* Move 4: none left, no loss; Quebec militia are not touched. */
  both_stand (&g);
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
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 39, QB_MO, 0);
  qbt_put (&g, 40, QB_MO, 0);
  qbt_put (&g, 26, QB_BE, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 9, QB_CR, QB_MODE_LAND);
  both_stand (&g);
  g_assert_cmpint (qbt_loc (&g, 9), ==, QB_CR);
  g_assert_cmpint (g.s.move, ==, 2);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  both_stand (&g);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_SUPPLY);
  qbt_apply (&g, QB_ACT_SUPPLY_LOSS, 39, 0, 0);
  g_assert_cmpint (g.s.move, ==, 3);
  /* Leaving Cap Rouge ends it. */
  qbt_order (&g, 9, QB_SI, QB_MODE_LAND);
  both_stand (&g);
  g_assert_cmpint (g.s.move, ==, 4);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (qbt_loc (&g, 40), ==, QB_MO);
}

/* R5: taken after the move's battles. */
static void
test_21_0_after_battles (void)
{
  QbtGame g;
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 9, QB_CR, 0);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 39, QB_MO, 0);
  qbt_start (&g, 1);
  both_stand (&g);
  qbt_order (&g, 8, QB_ET, QB_MODE_LAND);
  both_stand (&g);
  g_assert_true (g.s.battle.active);
  QBT_DICE (&g, 1, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  g_assert_cmpint (event_index (&g, QB_EV_BATTLE_END, 0), >=, 0);
  g_assert_cmpint (g.s.phase, ==, QB_PHASE_SUPPLY);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- 23.0 Tides ----------------------------------------------------------- */

static void
tides_game (QbtGame *g, int edition, int die)
{
  setup (g, edition);
  g->opt.tides = 1;
  qbt_put (g, 9, QB_SC, 0);
  qbt_put (g, 23, QB_LOC_STLAURENT, 0);
  qbt_put (g, 24, QB_LOC_STLAURENT, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (g, b, QB_CR, 0);
  qbt_start (g, seed_for_first_die (die));
}

static void
test_23_0_tide_blocks (gconstpointer data)
{
  QbtGame g;
  tides_game (&g, ED (data), 1);
  const QbEvent *ev = qbt_find_event (&g, QB_EV_TIDES, 0);
  g_assert_nonnull (ev);
  g_assert_cmpint (ev->rule, ==, 230);
  g_assert_cmpint (ev->side, ==, QB_BRITISH);
  g_assert_cmpint (ev->ndice, ==, 1);
  g_assert_cmpint (ev->dice[0], ==, 1);
  g_assert_cmpint (ev->a, ==, 1);
  g_assert_cmpint (event_index (&g, QB_EV_MOVE_START, 0), <, event_index (&g, QB_EV_TIDES, 0));
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
      tides_game (&g, ED (data), die);
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
  setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 26, QB_CR, 0);
  qbt_start (&g, seed_for_first_die (1));
  g_assert_cmpint (qbt_count_events (&g, QB_EV_TIDES), ==, 0);
  g_assert_cmpint (g.s.tides_roll, ==, 0);
  g_assert_true (qbt_legal (&g, QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS));
}

/* R16: a 1 also forbids amphibious retreats; the St. Charles road is not
 * affected. The British defend Abraham against a French crossing. */
static void
tides_retreat_game (QbtGame *g, int tides)
{
  setup (g, QB_EDITION_REVISED);
  g->opt.tides = (uint8_t) tides;
  qbt_put (g, 9, QB_AB, 0);
  qbt_put (g, 23, QB_LOC_STLAURENT, 0);
  qbt_put (g, 24, QB_LOC_STLAURENT, 0);
  qbt_put (g, 26, QB_SC, 0);
  qbt_start (g, seed_for_first_die (1));
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

/* ---- Determinism ---------------------------------------------------------- */

/* Same seed, same actions: byte-identical states and events at every step.
 * The actions are picked among the legal ones by a fixed test RNG. */
static void
run_twin_games (int edition, int tides, uint64_t seed)
{
  QbtGame *a = g_new0 (QbtGame, 1), *b = g_new0 (QbtGame, 1);
  QbtGame *games[2] = { a, b };
  for (int i = 0; i < 2; i++)
    {
      QbtGame *g = games[i];
      qb_options_default (&g->opt);
      g->opt.edition = (uint8_t) edition;
      g->opt.tides = (uint8_t) tides;
      g->sink.events = g->events;
      g->sink.cap = QBT_MAX_EVENTS;
      qb_init (&g->s, &g->opt, seed, &g->sink);
    }
  g_assert_true (memcmp (&a->s, &b->s, sizeof a->s) == 0);
  g_assert_cmpuint (a->sink.len, ==, b->sink.len);
  g_assert_true (memcmp (a->events, b->events, a->sink.len * sizeof (QbEvent)) == 0);

  QbRng pick;
  qb_rng_seed (&pick, seed ^ 0x9e3779b97f4a7c15ULL, 7);
  static QbAction acts[QB_MAX_ACTIONS];
  int steps = 0, battles = 0;
  while (!qb_is_over (&a->s) && steps < 30000)
    {
      size_t n = qb_legal_actions (&b->s, acts, QB_MAX_ACTIONS);
      g_assert_cmpuint (n, >, 0);
      g_assert_cmpuint (qb_legal_actions (&a->s, acts, QB_MAX_ACTIONS), ==, n);
      QbAction act = acts[qb_rng_below (&pick, (uint32_t) n)];
      /* Favour finishing orders, so that the game moves on. */
      if (a->s.phase == QB_PHASE_ORDERS && qb_rng_below (&pick, 3) == 0
          && qbt_legal (a, QB_ACT_ORDER_DONE, 0, 0, 0))
        act = qbt_act (QB_ACT_ORDER_DONE, 0, 0, 0);
      qbt_clear_events (a);
      qbt_clear_events (b);
      qbt_apply (a, act.type, act.a, act.b, act.c);
      qbt_apply (b, act.type, act.a, act.b, act.c);
      if (memcmp (&a->s, &b->s, sizeof a->s) != 0)
        g_error ("states differ after step %d (%s)", steps, qb_action_type_name (act.type));
      g_assert_cmpuint (a->sink.len, ==, b->sink.len);
      g_assert_cmpuint (a->sink.dropped, ==, 0);
      if (memcmp (a->events, b->events, a->sink.len * sizeof (QbEvent)) != 0)
        g_error ("events differ after step %d", steps);
      battles += qbt_count_events (a, QB_EV_BATTLE);
      steps++;
    }
  g_assert_cmpint (a->s.move, >=, 2);
  g_test_message ("%d steps, move %d, %d battles, over=%d", steps, a->s.move, battles,
                  qb_is_over (&a->s));
  g_free (a);
  g_free (b);
}

static void
test_determinism_same_seed_same_state (void)
{
  /* The seed matters: a different one gives different dice. */
  QbtGame x, y;
  full_init (&x, QB_EDITION_REVISED, 1759);
  full_init (&y, QB_EDITION_REVISED, 1760);
  g_assert_true (memcmp (&x.s.rng, &y.s.rng, sizeof x.s.rng) != 0);
  full_init (&y, QB_EDITION_REVISED, 1759);
  g_assert_true (memcmp (&x.s, &y.s, sizeof x.s) == 0);

  run_twin_games (QB_EDITION_REVISED, 0, 1759);
  run_twin_games (QB_EDITION_CLASSIC, 1, 42);
  run_twin_games (QB_EDITION_REVISED, 1, 20240613);
}

/* ------------------------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  add_both ("/engine/rules/2.4/step-reduction", test_2_4_step_reduction);
  g_test_add_func ("/engine/rules/2.5/transfers-revised", test_2_5_transfers_revised);
  g_test_add_func ("/engine/rules/2.5/transfers-same-type-classic", test_2_5_transfers_classic);
  g_test_add_func ("/engine/rules/2.6/detachment-is-infantry-revised", test_2_6_detachment_is_infantry);
  g_test_add_func ("/engine/rules/2.6/detachment-transfers-revised", test_2_6_detachment_transfers);
  g_test_add_func ("/engine/rules/2.6/decoys-classic", test_2_6_classic_decoys);
  add_both ("/engine/rules/3.3/british-setup", test_3_3_british_setup);
  g_test_add_func ("/engine/rules/3.4/french-setup-revised", test_3_4_french_setup);
  g_test_add_func ("/engine/rules/3.4/french-setup-decoys-classic", test_3_4_french_setup_classic);
  add_both ("/engine/rules/4.1/sixteen-moves", test_4_1_sixteen_moves);
  add_both ("/engine/rules/4.1/one-move-per-turn", test_4_1_one_move);
  add_both ("/engine/rules/4.2/simultaneous-orders", test_4_2_simultaneous_orders);
  add_both ("/engine/rules/4.3/battle-before-next-move", test_4_3_battle_before_next_move);
  add_both ("/engine/rules/5.1/hold-abraham", test_5_1_hold_abraham);
  add_both ("/engine/rules/5.1/earlier-is-not-victory", test_5_1_earlier_is_not_victory);
  add_both ("/engine/rules/5.1/after-battles", test_5_1_after_battles);
  add_both ("/engine/rules/5.2/under-20-at-once", test_5_2_under_20);
  add_both ("/engine/rules/5.2/position-under-20", test_5_2_position_under_20);
  add_both ("/engine/rules/5.2/abraham-not-held", test_5_2_abraham_not_held);
  add_both ("/engine/rules/6.1/road-network", test_6_1_road_network);
  add_both ("/engine/rules/6.1/group-moves", test_6_1_group_moves);
  add_both ("/engine/rules/6.1/montmorency-to-beauport", test_6_1_french_land_move);
  add_both ("/engine/rules/6.2/part-of-group", test_6_2_part_of_group);
  add_both ("/engine/rules/7.1/river-areas", test_7_1_river_areas);
  add_both ("/engine/rules/7.2/several-zones", test_7_2_amphibious_to_several_zones);
  add_both ("/engine/rules/7.3/not-adjacent", test_7_3_amphibious_not_adjacent);
  add_both ("/engine/rules/7.4/british-capacity", test_7_4_british_capacity);
  add_both ("/engine/rules/7.4/french-capacity", test_7_4_french_capacity);
  add_both ("/engine/rules/7.4/capacity-at-start-of-move", test_7_4_capacity_at_start_of_move);
  g_test_add_func ("/engine/rules/7.4/leader-counts-revised", test_7_4_leader_counts);
  add_both ("/engine/rules/7.5/land-and-amphibious", test_7_5_land_and_amphibious);
  add_both ("/engine/rules/8.1/ship-moves", test_8_1_ship_moves);
  add_both ("/engine/rules/8.1/any-number-downriver", test_8_1_any_number_downriver);
  add_both ("/engine/rules/8.2/army-not-on-ships", test_8_2_army_not_on_ships);
  add_both ("/engine/rules/9.1/one-order", test_9_1_one_order);
  add_both ("/engine/rules/9.1/clear-and-stand", test_9_1_clear_and_stand);
  add_both ("/engine/rules/9.2/illegal-order-cannot-be-written", test_9_2_illegal_order_cannot_be_written);
  add_both ("/engine/rules/9.2/orders-carried-out", test_9_2_orders_carried_out);
  g_test_add_func ("/engine/rules/10.1/leader-is-infantry-revised", test_10_1_leader_is_infantry);
  g_test_add_func ("/engine/rules/10.1/decoy-never-alone-in-orders-classic", test_10_1_classic_decoy_orders);
  g_test_add_func ("/engine/rules/10.1/decoy-left-alone-eliminated-classic", test_10_1_classic_decoy_left_alone);
  g_test_add_func ("/engine/rules/10.1/ottawa-leaves-decoy-classic", test_10_1_classic_ottawa_leaves_decoy);
  g_test_add_func ("/engine/rules/10.2/leader-two-zones-revised", test_10_2_leader_two_zones);
  g_test_add_func ("/engine/rules/10.2/leader-not-through-enemy-revised", test_10_2_leader_not_through_enemy);
  g_test_add_func ("/engine/rules/10.2/decoys-removed-before-battle-classic", test_10_2_classic_decoys_removed);
  g_test_add_func ("/engine/rules/10.2/decoys-removed-before-skirmish-classic", test_10_2_classic_decoys_removed_skirmish);
  g_test_add_func ("/engine/rules/10.2/scouted-decoys-removed-classic", test_10_2_classic_scouted_decoys);
  g_test_add_func ("/engine/rules/10.3/two-dice-revised", test_10_3_two_dice);
  g_test_add_func ("/engine/rules/10.3/killed-on-double-revised", test_10_3_killed_on_double);
  g_test_add_func ("/engine/rules/10.3/double-six-two-hits-revised", test_10_3_double_six);
  g_test_add_func ("/engine/rules/10.3/killed-when-battle-ends-revised", test_10_3_killed_when_battle_ends);
  g_test_add_func ("/engine/rules/10.3/killed-when-hits-rout-revised", test_10_3_killed_when_hits_rout);
  g_test_add_func ("/engine/rules/10.3/killed-after-allocation-revised", test_10_3_killed_after_allocation);
  g_test_add_func ("/engine/rules/10.3/doubled-pair-by-pair-revised", test_10_3_doubled_pairs);
  g_test_add_func ("/engine/rules/10.3/killed-in-pursuit-revised", test_10_3_killed_in_pursuit);
  g_test_add_func ("/engine/rules/10.3/no-leaders-classic", test_10_3_classic_no_leaders);
  add_both ("/engine/rules/20.0/first-occupation", test_20_0_first_occupation);
  g_test_add_func ("/engine/rules/20.0/ile-dorleans-excepted", test_20_0_ile_dorleans_excepted);
  g_test_add_func ("/engine/rules/20.0/several-zones-at-once", test_20_0_several_zones);
  g_test_add_func ("/engine/rules/20.0/only-while-militia-remain", test_20_0_only_while_militia_remain);
  g_test_add_func ("/engine/rules/20.0/attack-into-new-zone", test_20_0_attack_into_new_zone);
  g_test_add_func ("/engine/rules/20.0/retreat-into-new-zone", test_20_0_retreat_into_new_zone);
  add_both ("/engine/rules/21.0/cap-rouge-held", test_21_0_cap_rouge_held);
  g_test_add_func ("/engine/rules/21.0/begins-next-move", test_21_0_begins_next_move);
  g_test_add_func ("/engine/rules/21.0/after-battles", test_21_0_after_battles);
  add_both ("/engine/rules/23.0/tide-blocks", test_23_0_tide_blocks);
  add_both ("/engine/rules/23.0/other-results", test_23_0_other_results);
  g_test_add_func ("/engine/rules/23.0/every-move", test_23_0_every_move);
  g_test_add_func ("/engine/rules/23.0/optional", test_23_0_optional);
  g_test_add_func ("/engine/rules/23.0/no-amphibious-retreat", test_23_0_no_amphibious_retreat);
  g_test_add_func ("/engine/determinism/same-seed-same-state", test_determinism_same_seed_same_state);
  return g_test_run ();
}
