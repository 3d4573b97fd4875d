/* qb-odds.c: the exact odds of one block's fire (14.2, 10.3, 17.1) from
 * its owner's view; see qb-odds.h. The counting repeats the rules of
 * qb_dice_for() and qb_roll_block() (qb-battle.c) over a view: the test
 * tests/engine/test-odds.c checks the two agree. */
#include <string.h>

#include "qb-odds.h"

static bool
view_double_is_dice (const QbView *v)
{
  if (v->options.double_rule == QB_DOUBLE_DICE)
    return true;
  if (v->options.double_rule == QB_DOUBLE_FIVES)
    return false;
  return v->options.edition == QB_EDITION_REVISED;
}

static uint32_t
choose (int n, int k)
{
  uint32_t c = 1;
  for (int i = 1; i <= k; i++)
    c = c * (uint32_t) (n - k + i) / (uint32_t) i;
  return c;
}

static uint32_t
power (uint32_t base, int e)
{
  uint32_t r = 1;
  while (e-- > 0)
    r *= base;
  return r;
}

/* Hits that empty the enemy's `slot`: every CV of the blocks in it, but
 * the Ottawa's last (it retires at 1 CV, 22.5). False if a block there is
 * not known to the view. */
static bool
column_hits (const QbView *v, int enemy, int slot, int *hits)
{
  int known = 0, sum = 0;
  for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
    {
      const QbViewBlock *vb = &v->blocks[QB_FIRST_BLOCK (enemy) + i];
      if (vb->loc != v->battle.zone || vb->slot != slot || vb->cv == QB_UNKNOWN)
        continue;
      known++;
      sum += vb->type == QB_TYPE_INDIAN ? (vb->cv > 0 ? vb->cv - 1 : 0) : vb->cv;
    }
  *hits = sum;
  return known == v->column_count[enemy][slot];
}

bool
qb_fire_odds (const QbView *v, int block, QbFireOdds *out)
{
  memset (out, 0, sizeof *out);
  if (block < 0 || block >= QB_NUM_BLOCKS || !v->battle.active)
    return false;
  int side = QB_BLOCK_SIDE (block);
  const QbViewBlock *vb = &v->blocks[block];
  if (v->viewer != side && v->viewer != QB_NO_SIDE)
    return false;
  if ((v->battle.deployed & 3) != 3 || vb->loc != v->battle.zone
      || vb->cv == QB_UNKNOWN || vb->cv == 0 || (vb->flags & QB_BF_FIRED))
    return false;
  bool skirmish = v->battle.skirmish != 0;
  if (skirmish ? vb->slot != QB_SLOT_SKIRMISH : vb->slot > 2)
    return false;
  if (vb->type == QB_TYPE_INDIAN || vb->type == QB_TYPE_DECOY || vb->type == QB_TYPE_SHIP)
    return false;   /* the Ottawa fights only in its raid (22.2) */

  /* 17.1: the defender's first turn against an attack by water doubles,
   * but not for a block that itself came by water this move. */
  bool landing = v->battle.turn == 1 && side == v->battle.defender && v->battle.by_sea;
  bool doubled = landing && !vb->by_water;
  bool dice_double = view_double_is_dice (v);
  out->block = (uint8_t) block;
  out->leader = vb->type == QB_TYPE_LEADER;
  int n = out->leader ? 2 : vb->cv;
  if (doubled && dice_double)
    n *= 2;
  if (n > QB_MAX_DICE)
    n = QB_MAX_DICE;
  out->ndice = (uint8_t) n;
  out->need = (uint8_t) (doubled && !dice_double ? 5 : 6);
  out->doubled = doubled;
  out->why = (uint8_t) (doubled ? QB_WHY_LANDING : landing ? QB_WHY_LANDED_ITSELF : QB_WHY_NONE);
  out->target_column = skirmish ? QB_SLOT_SKIRMISH : vb->slot;

  /* Each die hits with `good` faces of six: the binomial law, counted
   * exactly in rolls. */
  uint32_t good = (uint32_t) (7 - out->need), bad = 6 - good;
  out->total = power (6, n);
  for (int k = 0; k <= n; k++)
    {
      out->ways[k] = choose (n, k) * power (good, k) * power (bad, n - k);
      out->p_hits[k] = (double) out->ways[k] / out->total;
      out->expected_hits += k * out->p_hits[k];
    }
  double tail = 0;
  for (int k = n; k >= 0; k--)
    {
      tail += out->p_hits[k];
      out->p_at_least[k] = tail;
    }
  out->p_at_least[0] = 1.0;

  int hits;
  if (column_hits (v, 1 - side, out->target_column, &hits))
    {
      out->break_known = 1;
      out->break_hits = (uint8_t) hits;
      out->p_break = hits > n ? 0.0 : out->p_at_least[hits];
    }
  /* 10.3 (R6): a double on one of the leader's pairs of dice (the first
   * and second, the third and fourth, ...). */
  if (out->leader)
    {
      double none = 1.0;
      for (int i = 0; i + 1 < n; i += 2)
        none *= 5.0 / 6.0;
      out->p_leader_dies = 1.0 - none;
    }
  return true;
}
