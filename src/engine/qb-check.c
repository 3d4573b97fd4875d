/* qb-check.c: invariants of the game state (see qb-check.h). */
#include <stdio.h>
#include <string.h>

#include "qb-check.h"
#include "qb-private.h"

#define FAIL(...) do { snprintf (msg, len, __VA_ARGS__); return false; } while (0)

bool
qb_check_invariants (const QbState *prev, const QbState *s, char *msg, size_t len)
{
  if (s->phase >= QB_NUM_PHASES)
    FAIL ("unknown phase %d", s->phase);
  if (s->move > 16)
    FAIL ("campaign move %d after the 16th", s->move);
  if (s->phase == QB_PHASE_GAME_OVER && s->winner == QB_NO_SIDE)
    FAIL ("game over without a winner");
  if (s->phase != QB_PHASE_GAME_OVER && s->decider > QB_FRENCH)
    FAIL ("no player owns the decision in phase %s", qb_phase_name (s->phase));

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbBlock *blk = &s->blocks[b];
      int max = qb_block_max_cv (s, b);
      if (blk->loc >= QB_NUM_LOCS)
        FAIL ("block %d has location %d", b, blk->loc);
      if (qb_is_ship (s, b))
        {
          if (blk->loc != QB_LOC_BASON && blk->loc != QB_LOC_STLAURENT)
            FAIL ("ship %d is not on the river", b);
        }
      else if (blk->loc == QB_LOC_BASON || blk->loc == QB_LOC_STLAURENT)
        FAIL ("army block %d is on the river", b);
      if (blk->loc < QB_NUM_ZONES && max > 0 && (blk->cv < 1 || blk->cv > max))
        FAIL ("block %d (%s) has CV %d outside 1..%d", b, qb_block_name (s, b), blk->cv, max);
      if (max == 0 && blk->cv != 0)
        FAIL ("block %d has CV %d but no strength", b, blk->cv);
      if (blk->loc == QB_LOC_POOL && s->phase != QB_PHASE_FRENCH_SETUP)
        FAIL ("block %d still undeployed in phase %s", b, qb_phase_name (s->phase));
      if (prev && prev->blocks[b].loc == QB_LOC_ELIMINATED && blk->loc != QB_LOC_ELIMINATED)
        FAIL ("block %d came back from elimination", b);
      if (prev && (prev->blocks[b].loc == QB_LOC_OUT) != (blk->loc == QB_LOC_OUT))
        FAIL ("block %d came into play or left it", b);
      if (blk->loc == QB_LOC_OUT && (blk->cv != 0 || blk->slot != QB_SLOT_NONE))
        FAIL ("block %d is out of play with a CV or a battle slot", b);
      if (prev && blk->loc < QB_NUM_ZONES && prev->blocks[b].loc < QB_NUM_ZONES
          && blk->cv > prev->blocks[b].cv && s->phase != QB_PHASE_TRANSFER
          && prev->phase != QB_PHASE_TRANSFER)
        FAIL ("block %d gained CV outside a transfer", b);
    }

  QbState fresh = *s;
  qb_recount (&fresh);
  if (memcmp (fresh.cache.count, s->cache.count, sizeof s->cache.count) != 0
      || memcmp (fresh.cache.decoys, s->cache.decoys, sizeof s->cache.decoys) != 0
      || memcmp (fresh.cache.side_cv, s->cache.side_cv, sizeof s->cache.side_cv) != 0
      || memcmp (fresh.cache.zone_blocks, s->cache.zone_blocks, sizeof s->cache.zone_blocks) != 0
      || memcmp (fresh.cache.above_one, s->cache.above_one, sizeof s->cache.above_one) != 0
      || memcmp (fresh.cache.below_max, s->cache.below_max, sizeof s->cache.below_max) != 0)
    FAIL ("the zone counts cached in the state are out of step with the blocks");
  if (memcmp (fresh.cache.gave, s->cache.gave, sizeof s->cache.gave) != 0
      || memcmp (fresh.cache.received, s->cache.received, sizeof s->cache.received) != 0)
    FAIL ("the CV transfer flags cached in the state are out of step with the blocks");
  if (memcmp (fresh.cache.order_blocks, s->cache.order_blocks, sizeof s->cache.order_blocks) != 0)
    FAIL ("the written orders cached in the state are out of step with the blocks");

  for (int z = 0; z < QB_NUM_ZONES; z++)
    for (int side = 0; side < 2; side++)
      if (qb_decoy_count (s, side, z) > 0 && qb_real_count (s, side, z) == 0)
        FAIL ("a %s decoy is alone in %s", qb_side_name (side), qb_zone_name (z));

  if (s->phase == QB_PHASE_TRANSFER || s->phase == QB_PHASE_ORDERS)
    for (int z = 0; z < QB_NUM_ZONES; z++)
      if (qb_contested (s, z))
        FAIL ("both sides in %s outside the battle phase", qb_zone_name (z));

  /* 13.2: no battle turn goes on once a side has no block in the battle
   * (the Ottawa does not count: it never fights alone, 22.4). Only the
   * pursuit's hits and the Ottawa's withdrawal come after the end. */
  const QbBattle *bt = &s->battle;
  if (bt->active && bt->turn > 0 && bt->step != QB_STEP_DONE
      && (s->phase == QB_PHASE_RETREAT || s->phase == QB_PHASE_EMBARK
          || s->phase == QB_PHASE_RESERVE || s->phase == QB_PHASE_FIRE
          || (s->phase == QB_PHASE_ALLOCATE && bt->pursuit == QB_HITS_FIRE)))
    for (int side = 0; side < 2; side++)
      {
        int n = 0;
        QB_FOR_SIDE (b, side)
          n += s->blocks[b].loc == bt->zone && s->blocks[b].slot != QB_SLOT_NONE
               && s->blocks[b].slot != QB_SLOT_RETREATED && !qb_is_ottawa (s, b);
        if (n == 0)
          FAIL ("battle turn %d in %s goes on with no %s block in it (13.2)", bt->turn,
                qb_zone_name (bt->zone), qb_side_name (side));
      }

  const QbBlock *o = &s->blocks[QB_FR_OTTAWA];
  if (s->phase != QB_PHASE_FRENCH_SETUP && o->loc < QB_NUM_ZONES && (o->cv <= 1 || qb_side_cv (s, QB_FRENCH) - o->cv < 10))
    FAIL ("the Ottawa should have retired (22.5)");

  if (s->phase != QB_PHASE_FRENCH_SETUP && qb_side_cv (s, QB_BRITISH) < 20
      && !(s->phase == QB_PHASE_GAME_OVER && s->winner == QB_FRENCH))
    FAIL ("British under 20 CV but the game goes on (5.2)");

  if (s->phase != QB_PHASE_GAME_OVER)
    {
      QbAction buf[QB_MAX_ACTIONS];
      if (qb_legal_actions (s, buf, QB_MAX_ACTIONS) == 0)
        FAIL ("dead end: no legal action in phase %s", qb_phase_name (s->phase));
    }
  if (prev && prev->move > s->move)
    FAIL ("the campaign move went backwards");
  return true;
}

bool
qb_check_view_hides (const QbState *s, int viewer, uint32_t salt, char *msg, size_t len)
{
  QbView before, after;
  qb_view (s, viewer, &before);

  /* 22.4, ruling R7: a withdrawal still to come does not show the
   * British where their hidden enemy's Ottawa is. */
  if (viewer != QB_FRENCH && before.battle.ottawa_pending != QB_OTTAWA_NONE
      && s->phase != QB_PHASE_OTTAWA_RETREAT
      && before.blocks[QB_FR_OTTAWA].loc == QB_UNKNOWN)
    FAIL ("the %s view shows a pending Ottawa withdrawal before it is asked", qb_side_name (viewer));

  /* Collect the enemy blocks whose identity the viewer does not know. */
  int hidden[QB_BLOCKS_PER_SIDE], n = 0;
  QB_FOR_SIDE (b, qb_other (viewer))
    if (before.blocks[b].loc == QB_UNKNOWN)
      hidden[n++] = b;
  if (n < 2)
    return true;

  /* Rotate their records by a salt-chosen amount: each hidden block takes
   * the place, strength and history of another. */
  QbState copy = *s;
  int k = 1 + (int) (salt % (uint32_t) (n - 1));
  for (int i = 0; i < n; i++)
    copy.blocks[hidden[i]] = s->blocks[hidden[(i + k) % n]];
  /* The view reads the state's caches (counts, the blocks of each zone,
   * those with a written order), which must describe the new blocks. */
  qb_recount (&copy);
  qb_view (&copy, viewer, &after);
  if (memcmp (&before, &after, sizeof before) != 0)
    FAIL ("the %s view changes with the hidden identities of enemy blocks", qb_side_name (viewer));
  return true;
}
