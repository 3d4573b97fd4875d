/* qb-sample.c: a complete state that agrees with what one player knows,
 * for a computer opponent that searches ahead without looking at the
 * enemy's hidden blocks (see qb_state_sample_hidden() in qb-engine.h and
 * docs/HACKING.md, "Sampling what a player does not know"). */
#include <string.h>

#include "qb-private.h"

/* What the viewer sees of a hidden enemy block without knowing which block
 * it is: where it stands, its battle slot, its public flags (moved, stayed,
 * in a battle...), where it came from this move and how. Every hidden block
 * takes one of these; the view counts them per location. */
typedef struct {
  uint8_t loc;
  uint8_t slot;
  uint8_t flags;
  uint8_t from;
  uint8_t mode;
} QbPlace;

#define QB_PRIVATE_FLAGS (QB_BF_GAVE | QB_BF_RECEIVED)

/* 2^64 draws: two 32-bit ones, rejecting the top sliver as in
 * qb_rng_below_inline(), so that the result is exactly uniform. */
static uint64_t
below64 (QbRng *rng, uint64_t n)
{
  if (n <= UINT32_MAX)
    return qb_rng_below_inline (rng, (uint32_t) n);
  for (;;)
    {
      uint64_t x = ((uint64_t) qb_rng_next_inline (rng) << 32) | qb_rng_next_inline (rng);
      if (x >= (uint64_t) (-n) % n)
        return x % n;
    }
}

/* A place as one number that sorts as its bytes do (loc first): the
 * places are sorted by it. */
static uint64_t
place_key (const QbPlace *p)
{
  return (uint64_t) p->loc << 32 | (uint64_t) p->slot << 24 | (uint64_t) p->flags << 16
         | (uint64_t) p->from << 8 | p->mode;
}

/* Does this block fit this place, for reasons other than counts? */
static bool
block_fits (const QbState *s, int b, bool decoy, const QbPlace *p)
{
  /* Classic 10.2: decoys are removed before a battle, so none has a slot
   * nor stands where a battle is under way (a raid or a scout is no
   * battle of that kind: the decoys stay, 22.2, 22.3). */
  if (decoy
      && (p->slot != QB_SLOT_NONE
          || (s->battle.active && s->battle.kind == QB_BATTLE_NORMAL
              && p->loc == s->battle.zone)))
    return false;
  /* 22.1, 22.4: only the Ottawa moves by its special order or withdraws
   * on its own, and in the revised edition it moves no other way. */
  bool moved = (p->flags & QB_BF_MOVED) != 0;
  if (moved && p->mode == QB_MODE_SPECIAL && b != QB_FR_OTTAWA)
    return false;
  if (moved && p->mode != QB_MODE_SPECIAL && b == QB_FR_OTTAWA
      && s->options.edition == QB_EDITION_REVISED)
    return false;
  /* Ruling R35: a land move between zones with no road between them is a
   * leader's two-zone move. */
  if (moved && p->mode == QB_MODE_LAND && p->from < QB_NUM_ZONES
      && p->loc < QB_NUM_ZONES && p->from != p->loc && !qb_road_between (p->from, p->loc)
      && !qb_is_leader (s, b))
    return false;
  if (b == QB_FR_OTTAWA)
    {
      /* The Ottawa's mission is public once its order is carried out
       * (22.2, 22.3): it stands where its raid or scout takes place. */
      if (s->raid_zone != QB_LOC_NONE && p->loc != s->raid_zone)
        return false;
      if (s->battle.active && s->battle.kind != QB_BATTLE_NORMAL && p->loc != s->battle.zone)
        return false;
      /* 22.4: in a battle the Ottawa stands in the reserve from the
       * start, never among the blocks still to deploy. */
      if (s->battle.active && p->loc == s->battle.zone && p->slot == QB_SLOT_NONE)
        return false;
      /* 22.4: the battle says the Ottawa must leave it only while it is
       * there (QbBattle is public). */
      if (s->battle.active && s->battle.ottawa_pending == QB_OTTAWA_MUST
          && p->loc != s->battle.zone)
        return false;
    }
  return true;
}

/* What the sampler keeps of a hidden block. */
typedef struct {
  uint8_t b;         /* the block */
  uint8_t max_cv;
  bool decoy;
  uint32_t bit;      /* its bit in the side's block masks */
} QbHidden;

/* The CVs of the hidden blocks: each within 1..its maximum on the map (at
 * its maximum before the first move, 3.2, and in the pool; 0 out of the
 * map), drawn uniformly among the vectors that keep the public facts true:
 * the British keep 20 CV on the map while the game goes on (5.2), the
 * Ottawa on the map keeps 2 CV and the other French units 10 (22.5).
 * Those are sums over the hidden blocks but the Ottawa, so the vectors are
 * counted by a small table and drawn one block after another. `known` is
 * the CV on the map of the side's blocks that are not hidden, the Ottawa
 * aside (the same for every deal). The hidden blocks come with CV 0 and
 * their CV bits clear in the caches, which this sets as qb_set_cv()
 * would. */
static bool
draw_cvs (QbState *t, int side, const QbHidden *hidden, int n, int known, QbRng *rng)
{
  int lo[QB_BLOCKS_PER_SIDE], hi[QB_BLOCKS_PER_SIDE];
  bool setup = t->phase == QB_PHASE_FRENCH_SETUP;

  int need = 0;   /* the least the hidden blocks but the Ottawa must hold */
  if (!setup && t->phase != QB_PHASE_GAME_OVER)
    {
      if (side == QB_BRITISH)
        need = 20 - known;
      else if (qb_on_zone (t, QB_FR_OTTAWA))
        need = 10 - known;
    }
  if (need < 0)
    need = 0;

  for (int i = 0; i < n; i++)
    {
      int b = hidden[i].b, max = hidden[i].max_cv;
      int loc = t->blocks[b].loc;
      if (loc == QB_LOC_POOL || (setup && loc < QB_NUM_ZONES))
        lo[i] = hi[i] = max;
      else if (loc < QB_NUM_ZONES && max > 0)
        {
          lo[i] = b == QB_FR_OTTAWA && !setup ? 2 : 1;
          hi[i] = max;
        }
      else
        lo[i] = hi[i] = 0;
      if (lo[i] > hi[i])
        return false;
    }

  /* ways[i][k]: the vectors of blocks i.. (the Ottawa aside) whose sum is
   * at least k. CVs are at most 4 (checked by test-sample) and blocks 25,
   * so 4^25 fits in 64 bits. Each row is read at k - v for v up to 4,
   * where k - v below 0 counts as 0: the rows start at -4, those entries
   * holding the row's entry 0, so that no index is clamped. Every vector
   * of blocks i.. sums to at least their least CVs (`least`) and at most
   * their greatest (`most`): up to `least` the row is the number of
   * vectors, above `most` 0, and in between a sliding sum over the next
   * row. The constant parts are written four entries at a time (the rows
   * have room for the last ones). */
  enum { MAX_SUM = QB_BLOCKS_PER_SIDE * 8 + 1, PAD = 4 };
  static const int cap = MAX_SUM - 1;
  if (need > cap)
    return false;
  uint64_t table[QB_BLOCKS_PER_SIDE + 1][PAD + MAX_SUM + 4];
#define WAYS(i) (table[i] + PAD)
  for (int k = -PAD; k <= need; k++)
    WAYS (n)[k] = k <= 0;
  int least = 0, most = 0;
  for (int i = n - 1; i >= 0; i--)
    {
      const uint64_t *next = WAYS (i + 1);
      uint64_t *row = WAYS (i);
      if (hidden[i].b == QB_FR_OTTAWA)
        {
          memcpy (row - PAD, next - PAD, (size_t) (need + 1 + PAD) * sizeof *row);
          continue;
        }
      int l = lo[i], h = hi[i];
      least += l;
      most += h;
      uint64_t all = next[0] * (uint64_t) (h - l + 1);
      int top = least < need ? least : need, end = most < need ? most : need;
      for (int k = -PAD; k <= top; k += 4)
        row[k] = row[k + 1] = row[k + 2] = row[k + 3] = all;
      int k = top + 1;
      if (k <= end)
        {
          uint64_t w = 0;
          for (int v = l; v <= h; v++)
            w += next[k - v];
          row[k] = w;
          for (k++; k <= end; k++)
            {
              w += next[k - l] - next[k - 1 - h];
              row[k] = w;
            }
        }
      for (; k <= need; k += 4)
        row[k] = row[k + 1] = row[k + 2] = row[k + 3] = 0;
    }
  if (WAYS (0)[need] == 0)
    return false;

  int k = need, on_map = 0;
  uint32_t above_one = 0, below_max = 0;
  for (int i = 0; i < n; i++)
    {
      int b = hidden[i].b, v = lo[i];
      if (b == QB_FR_OTTAWA)
        v = lo[i] + (int) qb_rng_below_inline (rng, (uint32_t) (hi[i] - lo[i] + 1));
      else
        {
          uint64_t r = below64 (rng, WAYS (i)[k]);
          for (;; v++)
            {
              uint64_t w = WAYS (i + 1)[k - v];
              if (r < w)
                break;
              r -= w;
            }
          k = k - v > 0 ? k - v : 0;
        }
      t->blocks[b].cv = (uint8_t) v;
      if (t->blocks[b].loc < QB_NUM_ZONES)
        on_map += v;
      if (v > 1)
        above_one |= hidden[i].bit;
      if (v < hidden[i].max_cv)
        below_max |= hidden[i].bit;
    }
#undef WAYS
  t->cache.side_cv[side] = (uint8_t) (t->cache.side_cv[side] + on_map);
  t->cache.above_one[side] |= above_one;
  t->cache.below_max[side] |= below_max;
  return true;
}

bool
qb_state_sample_hidden (const QbState *s, int viewer, uint64_t seed, QbState *out)
{
  if (viewer != QB_BRITISH && viewer != QB_FRENCH)
    {
      *out = *s;
      return false;
    }
  if (out == s)
    {
      /* The deals are made in `out` while `s` is read. */
      QbState copy = *s;
      return qb_state_sample_hidden (&copy, viewer, seed, out);
    }
  int enemy = qb_other (viewer), first = QB_FIRST_BLOCK (enemy);
  QbRng rng;
  qb_rng_seed (&rng, seed, 0x53414d50ULL);

  /* The hidden blocks are known as a set (the enemy's blocks the view does
   * not show: qb_view()'s own test, without building the view), their
   * places as a multiset: sorted, so that the sample does not depend on
   * which block holds which place. */
  QbHidden hidden[QB_BLOCKS_PER_SIDE];
  QbPlace places[QB_BLOCKS_PER_SIDE];
  uint64_t keys[QB_BLOCKS_PER_SIDE];
  int n = 0, n_decoys = 0, a_decoy = -1;
  int known = 0;   /* CV on the map of the others but the Ottawa (draw_cvs()) */
  const QbUnitInfo *roster = qb_info (s, 0);
  QB_FOR_SIDE (b, enemy)
    {
      const QbBlock *blk = &s->blocks[b];
      if (qb_shown_to_enemy (s, b))
        {
          if (blk->loc < QB_NUM_ZONES && b != QB_FR_OTTAWA)
            known += blk->cv;
          continue;
        }
      bool decoy = roster[b].type == QB_TYPE_DECOY;
      hidden[n] = (QbHidden) { (uint8_t) b, roster[b].max_cv, decoy, 1u << (b - first) };
      if (decoy)
        {
          n_decoys++;
          a_decoy = b;
        }
      QbPlace p = { blk->loc, blk->slot, (uint8_t) (blk->flags & ~QB_PRIVATE_FLAGS),
                    blk->from, blk->mode };
      uint64_t key = place_key (&p);
      int i = n++;
      for (; i > 0 && keys[i - 1] > key; i--)
        {
          keys[i] = keys[i - 1];
          places[i] = places[i - 1];
        }
      keys[i] = key;
      places[i] = p;
    }

  /* Forget what the viewer cannot know: the enemy's CV transfers of this
   * move and its order being written (an order written and not yet
   * carried out becomes "stand"), and the dice to come. The caches are
   * kept in step rather than counted again for every deal: the hidden
   * blocks are taken off the map here (no place, no CV, as qb_place_block()
   * and qb_set_cv() would) and each deal puts them back, which gives the
   * caches qb_recount() would. */
  QbState base = *s;
  QbStateCache *c = &base.cache;
  QB_FOR_SIDE (b, enemy)
    {
      base.blocks[b].flags &= (uint8_t) ~QB_PRIVATE_FLAGS;
      base.blocks[b].order_dest = QB_LOC_NONE;
      base.blocks[b].order_mode = QB_MODE_NONE;
    }
  c->order_blocks[enemy] = 0;
  c->gave[enemy] = 0;
  c->received[enemy] = 0;
  QbOrder *ord = &base.order[enemy];
  uint8_t written = ord->written;
  memset (ord, 0, sizeof *ord);
  ord->written = written;
  ord->origin = QB_LOC_NONE;
  ord->ottawa_dest = QB_LOC_NONE;
  qb_rng_seed (&base.rng, seed, 0x51554542ULL);
  for (int i = 0; i < n; i++)
    {
      QbBlock *blk = &base.blocks[hidden[i].b];
      int loc = blk->loc;
      if (loc < QB_NUM_LOCS)
        c->count[enemy][loc]--;
      if (loc < QB_NUM_ZONES)
        {
          c->side_cv[enemy] = (uint8_t) (c->side_cv[enemy] - blk->cv);
          c->zone_blocks[enemy][loc] &= ~hidden[i].bit;
          if (hidden[i].decoy)
            c->decoys[enemy][loc]--;
        }
      c->above_one[enemy] &= ~hidden[i].bit;
      c->below_max[enemy] &= ~hidden[i].bit;
      blk->loc = QB_LOC_NONE;
      blk->cv = 0;
    }

  /* The places a decoy may take depend on the place alone, so the decoys
   * are dealt first, onto those places only, and the other blocks onto the
   * rest: every deal that fits comes with the same chance, and the deals
   * where a decoy would stand in a battle are never drawn (there may be
   * many). The other rules are met by drawing again (rejection). */
  uint8_t decoy_ok[QB_BLOCKS_PER_SIDE];
  int n_ok = 0;
  if (n_decoys > 0)
    for (int i = 0; i < n; i++)
      if (block_fits (s, a_decoy, true, &places[i]))
        decoy_ok[n_ok++] = (uint8_t) i;
  if (n_ok < n_decoys)
    {
      *out = *s;
      return false;
    }

  for (int attempt = 0; attempt < 4096; attempt++)
    {
      uint8_t perm[QB_BLOCKS_PER_SIDE], rest[QB_BLOCKS_PER_SIDE], ok[QB_BLOCKS_PER_SIDE];
      int n_rest = 0;
      if (n_decoys > 0)
        {
          bool taken[QB_BLOCKS_PER_SIDE] = { false };
          memcpy (ok, decoy_ok, sizeof ok);
          /* The decoys, in block order: a partial shuffle of their places. */
          for (int i = 0, d = 0; i < n && d < n_decoys; i++)
            if (hidden[i].decoy)
              {
                int j = d + (int) qb_rng_below_inline (&rng, (uint32_t) (n_ok - d));
                uint8_t x = ok[d];
                ok[d] = ok[j];
                ok[j] = x;
                perm[i] = ok[d];
                taken[ok[d++]] = true;
              }
          for (int i = 0; i < n; i++)
            if (!taken[i])
              rest[n_rest++] = (uint8_t) i;
        }
      else
        for (; n_rest < n; n_rest++)
          rest[n_rest] = (uint8_t) n_rest;
      /* The others: a shuffle of the places left. */
      for (int i = n_rest - 1; i > 0; i--)
        {
          int j = (int) qb_rng_below_inline (&rng, (uint32_t) (i + 1));
          uint8_t x = rest[i];
          rest[i] = rest[j];
          rest[j] = x;
        }
      if (n_decoys > 0)
        {
          for (int i = 0, r = 0; i < n; i++)
            if (!hidden[i].decoy)
              perm[i] = rest[r++];
        }
      else
        memcpy (perm, rest, (size_t) n);
      /* Whether the deal fits depends on the places alone: checked before
       * the state is copied. */
      bool fits = true;
      for (int i = 0; i < n && fits; i++)
        fits = block_fits (&base, hidden[i].b, hidden[i].decoy, &places[perm[i]]);
      if (!fits)
        continue;
      *out = base;
      QbStateCache *oc = &out->cache;
      for (int i = 0; i < n; i++)
        {
          const QbPlace *p = &places[perm[i]];
          QbBlock *blk = &out->blocks[hidden[i].b];
          blk->loc = p->loc;
          blk->slot = p->slot;
          blk->flags = p->flags;
          blk->from = p->from;
          blk->mode = p->mode;
          if (p->loc < QB_NUM_LOCS)
            oc->count[enemy][p->loc]++;
          if (p->loc < QB_NUM_ZONES)
            {
              oc->zone_blocks[enemy][p->loc] |= hidden[i].bit;
              if (hidden[i].decoy)
                oc->decoys[enemy][p->loc]++;
            }
        }
      if (!draw_cvs (out, enemy, hidden, n, known, &rng))
        continue;
      /* Classic 10.1: a decoy never stands alone. */
      if (n_decoys > 0)
        for (int z = 0; z < QB_NUM_ZONES && fits; z++)
          fits = qb_decoy_count (out, enemy, z) == 0 || qb_real_count (out, enemy, z) > 0;
      if (!fits)
        continue;
      return true;
    }
  *out = *s;
  return false;
}
