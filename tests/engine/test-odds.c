/* Rule tests for the exact odds of a block's fire (qb-odds.h): the
 * binomial figures of 14.2, the doubling of 17.1 in both readings (R12),
 * a leader's two dice and its death on a double (10.3), the chance that
 * the fire alone empties the opposite column (16.1) or skirmish line
 * (18.0). Each case also rolls every possible set of dice through the
 * engine (qb_apply with forced dice) and checks the counts of hits, the
 * breaks and the leader's deaths against the odds. */
#include "qb-test-util.h"
#include "qb-odds.h"

/* Every roll of `ndice` dice through the engine from g's state: the rolls
 * giving each number of hits, those that routed the enemy or ended the
 * skirmish, and those that killed the firing leader. */
typedef struct {
  uint32_t ways[QB_MAX_DICE + 1];
  uint32_t breaks;
  uint32_t leader_deaths;
  uint32_t total;
} Tally;

static void
roll_everything (QbtGame *g, int block, int ndice, Tally *t)
{
  memset (t, 0, sizeof *t);
  int enemy = 1 - QB_BLOCK_SIDE (block);
  uint8_t dice[QB_MAX_DICE];
  for (int i = 0; i < ndice; i++)
    dice[i] = 1;
  static QbEvent evs[512];
  for (;;)
    {
      QbState s = g->s;
      QbDice d = { .forced = dice, .n_forced = (size_t) ndice };
      QbEventSink sink = { .events = evs, .cap = G_N_ELEMENTS (evs), .dice = &d };
      const char *reason = NULL;
      g_assert_true (qb_apply (&s, qbt_act (QB_ACT_FIRE, block, 0, 0), &sink, &reason));
      g_assert_cmpuint (d.used, ==, (size_t) ndice);
      for (size_t i = 0; i < sink.len; i++)
        {
          const QbEvent *ev = &evs[i];
          if (ev->type == QB_EV_FIRE)
            t->ways[ev->a]++;
          if ((ev->type == QB_EV_ROUT && ev->side == enemy)
              || (ev->type == QB_EV_BATTLE_END && ev->side == 1 - enemy))
            t->breaks++;
          if (ev->type == QB_EV_LEADER_KILLED)
            t->leader_deaths++;
        }
      t->total++;
      int i = 0;
      while (i < ndice && dice[i] == 6)
        dice[i++] = 1;
      if (i == ndice)
        break;
      dice[i]++;
    }
}

/* The odds agree with the engine's own rolls, count by count. */
static void
check_against_engine (QbtGame *g, const QbFireOdds *o)
{
  Tally t;
  roll_everything (g, o->block, o->ndice, &t);
  g_assert_cmpuint (t.total, ==, o->total);
  for (int k = 0; k <= o->ndice; k++)
    g_assert_cmpuint (t.ways[k], ==, o->ways[k]);
  g_assert_true (o->break_known);
  g_assert_cmpfloat_with_epsilon (o->p_break, (double) t.breaks / t.total, 1e-12);
  g_assert_cmpfloat_with_epsilon (o->p_leader_dies, (double) t.leader_deaths / t.total, 1e-12);
}

static void
odds_for (QbtGame *g, int viewer, int block, QbFireOdds *o)
{
  QbView v;
  qb_view (&g->s, viewer, &v);
  g_assert_true (qb_fire_odds (&v, block, o));
}

/* 14.2: a 3 CV block rolls three dice, each hitting on a 6: 125, 75, 15
 * and 1 rolls of 216 give 0, 1, 2 and 3 hits; the British column of 4 CV
 * cannot be emptied by it. */
static void
test_14_2_three_dice (gconstpointer p)
{
  QbtGame g;
  qbt_etchemin_deployed (&g, QBT_ED (p));
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  QbFireOdds o;
  odds_for (&g, QB_FRENCH, 26, &o);
  g_assert_cmpint (o.ndice, ==, 3);
  g_assert_cmpint (o.need, ==, 6);
  g_assert_false (o.doubled);
  g_assert_cmpint (o.why, ==, QB_WHY_NONE);
  g_assert_cmpint (o.target_column, ==, 0);
  g_assert_cmpuint (o.total, ==, 216);
  g_assert_cmpuint (o.ways[0], ==, 125);
  g_assert_cmpuint (o.ways[1], ==, 75);
  g_assert_cmpuint (o.ways[2], ==, 15);
  g_assert_cmpuint (o.ways[3], ==, 1);
  g_assert_cmpfloat_with_epsilon (o.p_at_least[2], 16.0 / 216, 1e-12);
  g_assert_cmpfloat_with_epsilon (o.expected_hits, 0.5, 1e-12);
  g_assert_cmpint (o.break_hits, ==, qbt_cv (&g, 8));
  g_assert_cmpfloat (o.p_break, ==, 0.0);
  g_assert_cmpfloat (o.p_leader_dies, ==, 0.0);
  check_against_engine (&g, &o);
}

/* The odds are their owner's: the enemy's view, and the public one, give
 * none; a block that fired or sits in the reserve has none either. */
static void
test_14_2_owner_only (gconstpointer p)
{
  QbtGame g;
  qbt_etchemin_deployed (&g, QBT_ED (p));
  QbView v;
  QbFireOdds o;
  qb_view (&g.s, QB_BRITISH, &v);
  g_assert_false (qb_fire_odds (&v, 26, &o));
  g_assert_cmpint (o.ndice, ==, 0);
  qb_view (&g.s, QB_PUBLIC, &v);
  g_assert_false (qb_fire_odds (&v, 26, &o));
  qb_view (&g.s, QB_NO_SIDE, &v);
  g_assert_true (qb_fire_odds (&v, 26, &o));
  qbt_fire_miss (&g, 26, false);
  qb_view (&g.s, QB_FRENCH, &v);
  g_assert_false (qb_fire_odds (&v, 26, &o));
  g_assert_true (qb_fire_odds (&v, 27, &o));
}

/* 16.1: British 9 (3 CV) fires at La Sarre's column, one block of 1 CV:
 * one hit of three dice routs the French, 91 rolls of 216. */
static void
test_16_1_break_chance (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 9, QB_SI, 0);
  qbt_put (&g, 12, QB_SI, 1);
  qbt_put (&g, 11, QB_SI, 1);
  qbt_put (&g, 39, QB_AB, 1);
  qbt_put (&g, 26, QB_AB, 0);
  qbt_put (&g, 27, QB_AB, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_AB, QB_MODE_LAND, 9, 12, 11);
  qbt_done (&g);
  QBT_DEPLOY (&g, 39, 0);
  QBT_DEPLOY (&g, 26, 1);
  QBT_DEPLOY (&g, 27, 2);
  QBT_DEPLOY (&g, 9, 0);
  QBT_DEPLOY (&g, 12, 1);
  QBT_DEPLOY (&g, 11, 2);
  QBT_MISSES (&g, false, 39, 26, 27);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
  QbFireOdds o;
  odds_for (&g, QB_BRITISH, 9, &o);
  g_assert_cmpint (o.ndice, ==, 3);
  g_assert_true (o.break_known);
  g_assert_cmpint (o.break_hits, ==, 1);
  g_assert_cmpfloat_with_epsilon (o.p_break, 91.0 / 216, 1e-12);
  check_against_engine (&g, &o);
  /* British 12 (1 CV) fires at 26 (full strength): no break. */
  odds_for (&g, QB_BRITISH, 12, &o);
  g_assert_cmpint (o.ndice, ==, 1);
  g_assert_cmpint (o.break_hits, ==, qbt_cv (&g, 26));
  g_assert_cmpfloat (o.p_break, ==, 0.0);
}

/* 17.1 and R12: the French defenders' first fire against a landing at
 * Beauport: revised, twice the dice (6 of 6 hit); classic, the same dice
 * hitting on 5 or 6. The attacker is never doubled. */
static void
test_17_1_landing_doubled (gconstpointer p)
{
  QbtGame g;
  qbt_beauport_landing (&g, QBT_ED (p), QB_DOUBLE_BY_EDITION);
  QbFireOdds o;
  odds_for (&g, QB_FRENCH, 26, &o);
  g_assert_true (o.doubled);
  g_assert_cmpint (o.why, ==, QB_WHY_LANDING);
  if (QBT_IS_CLASSIC (&g))
    {
      g_assert_cmpint (o.ndice, ==, 3);
      g_assert_cmpint (o.need, ==, 5);
      /* Two faces of six hit: 64, 96, 48, 8 of 216. */
      g_assert_cmpuint (o.ways[0], ==, 64);
      g_assert_cmpuint (o.ways[1], ==, 96);
      g_assert_cmpuint (o.ways[2], ==, 48);
      g_assert_cmpuint (o.ways[3], ==, 8);
    }
  else
    {
      g_assert_cmpint (o.ndice, ==, 6);
      g_assert_cmpint (o.need, ==, 6);
      g_assert_cmpuint (o.total, ==, 46656);
      g_assert_cmpuint (o.ways[0], ==, 15625);
      g_assert_cmpuint (o.ways[1], ==, 18750);
      g_assert_cmpuint (o.ways[6], ==, 1);
    }
  check_against_engine (&g, &o);
  QBT_MISSES (&g, true, 26, 27, 28);
  QBT_STAND (&g);
  odds_for (&g, QB_BRITISH, 8, &o);
  g_assert_false (o.doubled);
  g_assert_cmpint (o.need, ==, 6);
  g_assert_cmpint (o.ndice, ==, qbt_cv (&g, 8));
}

/* 17.1 (R14): a defender that itself came by water this move is not
 * doubled; one that came by road is. The owner's view says which. */
static void
test_17_1_landed_itself (gconstpointer p)
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
  g_assert_true (g.s.battle.skirmish);
  QbView v;
  qb_view (&g.s, QB_BRITISH, &v);
  g_assert_cmpint (v.blocks[27].by_water, ==, 0);   /* the enemy's: never told */
  g_assert_cmpint (v.blocks[8].by_water, ==, 1);
  QbFireOdds o;
  odds_for (&g, QB_FRENCH, 26, &o);
  g_assert_true (o.doubled);
  g_assert_cmpint (o.target_column, ==, QB_SLOT_SKIRMISH);
  /* The skirmish line ends with both British blocks gone. */
  g_assert_cmpint (o.break_hits, ==, qbt_cv (&g, 8) + qbt_cv (&g, 9));
  odds_for (&g, QB_FRENCH, 27, &o);
  g_assert_false (o.doubled);
  g_assert_cmpint (o.why, ==, QB_WHY_LANDED_ITSELF);
  g_assert_cmpint (o.ndice, ==, 3);
  g_assert_cmpint (o.need, ==, 6);
  check_against_engine (&g, &o);
}

/* 10.3: Wolfe rolls two dice whatever his CV and dies on a double (1 in
 * 6); against La Sarre (3 CV) alone in a skirmish, two hits do not end
 * it. */
static void
test_10_3_leader (void)
{
  QbtGame g;
  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, 13, QB_LE, 0);
  qbt_put (&g, 14, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 14, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  QBT_DICE (&g, 1, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  qbt_apply (&g, QB_ACT_STAND, 0, 0, 0);
  QbFireOdds o;
  odds_for (&g, QB_BRITISH, 13, &o);
  g_assert_true (o.leader);
  g_assert_cmpint (o.ndice, ==, 2);
  g_assert_cmpuint (o.ways[0], ==, 25);
  g_assert_cmpuint (o.ways[1], ==, 10);
  g_assert_cmpuint (o.ways[2], ==, 1);
  g_assert_cmpfloat_with_epsilon (o.p_leader_dies, 1.0 / 6, 1e-12);
  g_assert_cmpint (o.break_hits, ==, 3);
  g_assert_cmpfloat (o.p_break, ==, 0.0);
  check_against_engine (&g, &o);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  QBT_ADD_BOTH ("14.2/odds-three-dice", test_14_2_three_dice);
  QBT_ADD_BOTH ("14.2/odds-owner-only", test_14_2_owner_only);
  QBT_ADD_BOTH ("16.1/odds-break-chance", test_16_1_break_chance);
  QBT_ADD_BOTH ("17.1/odds-landing-doubled", test_17_1_landing_doubled);
  QBT_ADD_BOTH ("17.1/odds-landed-itself", test_17_1_landed_itself);
  g_test_add_func ("/engine/rules/10.3/odds-leader/revised", test_10_3_leader);
  return g_test_run ();
}
