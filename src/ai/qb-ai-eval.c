/* qb-ai-eval.c: the computer player's heuristics, over complete states
 * (samples of a view, never the true state): the value of a position for
 * the British, a score for each legal action, and the playout policy that
 * follows those scores. */
#include <math.h>
#include <string.h>

#include "qb-ai-private.h"
#include "qb-data.h"

/* ---- Facts -------------------------------------------------------------- */

static bool
is_decoy (const QbState *s, int b)
{
  return qb_block_type (s, b) == QB_TYPE_DECOY;
}

/* Road steps to Abraham (the British goal, 5.1; the French keep), 99 where
 * no road leads there. The map never changes: the table is written out
 * rather than searched at every step of a playout (which was a third of
 * the playouts' time); /ai/eval/road-steps checks it against a search of
 * the roads. */
static const int dist_ab[QB_NUM_ZONES] = {
  [QB_MO] = 3, [QB_BE] = 2, [QB_SC] = 1, [QB_AB] = 0, [QB_SF] = 1,
  [QB_SI] = 1, [QB_CR] = 2, [QB_ET] = 99, [QB_LE] = 99, [QB_OR] = 99,
};

void
qb_ai_facts (const QbState *s, QbAiFacts *f)
{
  memset (f, 0, sizeof *f);
  /* Units other than decoys per zone: the state's counts. */
  for (int side = 0; side < 2; side++)
    for (int z = 0; z < QB_NUM_ZONES; z++)
      f->zone_real[side][z] = s->cache.count[side][z] - s->cache.decoys[side][z];
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbBlock *blk = &s->blocks[b];
      if (blk->loc >= QB_NUM_ZONES)
        continue;
      int side = QB_BLOCK_SIDE (b);
      f->zone_cv[side][blk->loc] += blk->cv;
      if (s->battle.active && blk->loc == s->battle.zone && blk->slot != QB_SLOT_RETREATED)
        f->battle_cv[side] += blk->cv;
    }
  memcpy (f->dist_ab, dist_ab, sizeof f->dist_ab);
}

/* ---- The value of a position -------------------------------------------- */

double
qb_ai_eval_british (const QbState *s)
{
  if (qb_is_over (s))
    return s->winner == QB_BRITISH ? 1.0 : 0.0;

  QbAiFacts f;
  qb_ai_facts (s, &f);
  int br = qb_side_cv (s, QB_BRITISH), fr = qb_side_cv (s, QB_FRENCH);
  double t = s->move <= 1 ? 0.0 : (s->move - 1) / 15.0;

  /* The British must keep 20 CV (5.2) and hold Abraham at the end (5.1):
   * every CV above 20 is a margin, the French CV is what stands in the
   * way, and Abraham counts more as the end comes near. */
  double x = -1.0;
  x += 0.16 * (br - 20) - 0.09 * fr;
  if (br < 24)
    x -= 0.35 * (24 - br);
  if (qb_zone_held_by (s, QB_BRITISH, QB_AB))
    x += 0.8 + 2.8 * t;
  x -= 0.05 * f.zone_cv[QB_FRENCH][QB_AB] * (0.5 + t);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (f.dist_ab[z] == 1)
      x += 0.03 * f.zone_cv[QB_BRITISH][z] * (0.3 + t);
  return 1.0 / (1.0 + exp (-x));
}

/* ---- Action scores ------------------------------------------------------- */

/* Where the French deploy (24.0): the four zones the British must open
 * with, Levis and St. Charles first, then Abraham; little elsewhere. */
static double
deploy_weight (int zone)
{
  switch (zone)
    {
    case QB_LE: case QB_SC: return 3.0;
    case QB_BE: return 2.6;
    case QB_MO: return 2.2;
    case QB_AB: return 1.8;
    default: return 0.6;
    }
}

/* The CV that goes with a group ordered from `from`: the side's blocks
 * there. */
static double
order_move_score (const QbState *s, const QbAiFacts *f, QbAction a)
{
  int side = s->decider, enemy = 1 - side;
  int b = a.a, from = s->blocks[b].loc, dest = a.b;
  if (from >= QB_NUM_ZONES || dest >= QB_NUM_ZONES)
    return 0.0;
  int type = qb_block_type (s, b);
  int cv = s->blocks[b].cv;
  int own = f->zone_cv[side][from], foe = f->zone_cv[enemy][dest];
  int foe_here = f->zone_cv[enemy][from];
  double score = 0.0;

  /* Not a lone decoy (10.1): the last real block does not leave its
   * decoys behind. */
  if (type != QB_TYPE_DECOY && f->zone_real[side][from] == 1
      && f->zone_real[side][from] < qb_zone_count (s, side, from))
    score -= 1.5;
  if (type == QB_TYPE_DECOY && f->zone_real[side][dest] == 0)
    score -= 1.0;

  if (side == QB_BRITISH)
    {
      /* The burden of attack: towards Abraham, into weak zones. */
      score += 0.6 * (f->dist_ab[from] - f->dist_ab[dest]);
      if (dest == QB_AB)
        score += 1.0;
      if (foe > 0)
        score += 0.12 * (own - 1.4 * foe);
      else
        score += 0.2;
      if (foe_here > 0)
        score -= 0.5;
    }
  else
    {
      /* Defend and delay: keep Abraham, reinforce where the British are
       * near, attack only with a clear edge. */
      score -= 0.4;
      if (from == QB_AB && f->zone_cv[side][QB_AB] - cv < 6)
        score -= 1.5;
      if (dest == QB_AB && f->zone_cv[side][QB_AB] < 8)
        score += 1.0;
      if (foe > 0)
        score += 0.15 * (own - 1.6 * foe);
      for (int z = 0; z < QB_NUM_ZONES; z++)
        if (qb_road_between (z, dest) && f->zone_cv[enemy][z] > f->zone_cv[side][dest])
          score += 0.3;
    }
  if (type == QB_TYPE_LEADER)
    score -= 0.3;
  return score;
}

double
qb_ai_action_score (const QbState *s, const QbAiFacts *f, QbAction a)
{
  int side = s->decider, enemy = 1 - side;
  switch (a.type)
    {
    case QB_ACT_PLACE:
      return deploy_weight (a.b) - 0.12 * f->zone_cv[side][a.b]
             + (is_decoy (s, a.a) && f->zone_real[side][a.b] > 0 ? 0.5 : 0.0);
    case QB_ACT_TRANSFER:
      /* From a block in the rear to one in a contested or threatened
       * zone is worth a little; most transfers are not. */
      return s->blocks[a.b].loc < QB_NUM_ZONES
             && f->zone_cv[enemy][s->blocks[a.b].loc] > 0 ? 0.9 : 0.1;
    case QB_ACT_TRANSFER_DONE:
      return 0.8;
    case QB_ACT_ORDER_MOVE:
      return order_move_score (s, f, a);
    case QB_ACT_ORDER_SHIP:
      return -0.2;
    case QB_ACT_ORDER_OTTAWA:
      return a.c == QB_MISSION_RAID && f->zone_cv[enemy][a.b] > 0 ? 0.2 : -0.5;
    case QB_ACT_ORDER_CLEAR:
      return -10.0;
    case QB_ACT_ORDER_DONE:
      return side == QB_BRITISH ? 0.1 : 0.0;
    case QB_ACT_RETREAT:
      /* Retreat from a losing battle, keep fighting a winning one. */
      return f->battle_cv[side] * 10 < f->battle_cv[enemy] * 6 ? 1.5 : -0.5;
    case QB_ACT_STAND:
      return 0.5;
    case QB_ACT_COMMIT:
      return 1.0;
    case QB_ACT_NO_COMMIT:
      return 0.2;
    case QB_ACT_FIRE:
      return 1.0 + 0.1 * s->blocks[a.a].cv;
    case QB_ACT_HIT:
      /* Hits on the strongest block, leaders last. */
      return s->blocks[a.a].cv - (qb_block_type (s, a.a) == QB_TYPE_LEADER ? 3.0 : 0.0);
    case QB_ACT_DEPLOY:
      return a.c == QB_SLOT_RESERVE ? 0.3 : 0.5 + 0.05 * s->blocks[a.a].cv;
    case QB_ACT_DESERT:
    case QB_ACT_SUPPLY_LOSS:
      return -s->blocks[a.a].cv;
    default:
      return 0.0;
    }
}

/* ---- The playout policy -------------------------------------------------- */

bool
qb_ai_policy_action (const QbState *s, QbRng *rng, unsigned epsilon, QbAction *out)
{
  if (qb_is_over (s))
    return false;
  if (epsilon > 0 && qb_rng_below (rng, 1000) < epsilon)
    return qb_random_action (s, rng, out) > 0;

  QbAction acts[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (s, acts, QB_MAX_ACTIONS);
  if (n == 0)
    return false;
  if (n == 1)
    {
      *out = acts[0];
      return true;
    }
  QbAiFacts f;
  qb_ai_facts (s, &f);
  double scores[QB_MAX_ACTIONS];
  for (size_t i = 0; i < n; i++)
    scores[i] = qb_ai_action_score (s, &f, acts[i]);
  /* The best, unless it leads to a draft order that cannot be finished:
   * then the next best. */
  for (;;)
    {
      double best = -1e17;
      uint32_t ties = 0;
      size_t pick = 0;
      for (size_t i = 0; i < n; i++)
        {
          double v = scores[i];
          if (v > best + 1e-9)
            {
              best = v;
              ties = 1;
              pick = i;
            }
          else if (v > best - 1e-9 && qb_rng_below (rng, ++ties) == 0)
            pick = i;
        }
      *out = acts[pick];
      if (ties == 0 || !qb_ai_is_dead_end (s, acts[pick]))
        return true;
      scores[pick] = -1e18;
    }
}

bool
qb_ai_is_dead_end (const QbState *s, QbAction a)
{
  if (a.type != QB_ACT_ORDER_MOVE && a.type != QB_ACT_ORDER_SHIP && a.type != QB_ACT_ORDER_OTTAWA)
    return false;
  QbState t = *s;
  QbAction next[2];
  qb_apply_trusted (&t, a, NULL);
  size_t n = qb_legal_actions (&t, next, 2);
  return n == 1 && next[0].type == QB_ACT_ORDER_CLEAR;
}

double
qb_ai_playout (QbState *s, QbRng *rng, unsigned epsilon, unsigned max_actions)
{
  for (unsigned i = 0; i < max_actions; i++)
    {
      QbAction a;
      if (!qb_ai_policy_action (s, rng, epsilon, &a))
        break;
      qb_apply_trusted (s, a, NULL);
    }
  return qb_ai_eval_british (s);
}
