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

static int
place_cmp (const QbPlace *a, const QbPlace *b)
{
  return memcmp (a, b, sizeof *a);
}

/* Does this block fit this place, for reasons other than counts? */
static bool
block_fits (const QbState *s, int b, const QbPlace *p)
{
  /* Classic 10.2: decoys are removed before a battle, so none has a slot
   * nor stands where a battle is under way (a raid or a scout is no
   * battle of that kind: the decoys stay, 22.2, 22.3). */
  if (qb_is_decoy (s, b)
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

/* The CVs of the hidden blocks: each within 1..its maximum on the map (at
 * its maximum before the first move, 3.2, and in the pool; 0 out of the
 * map), drawn uniformly among the vectors that keep the public facts true:
 * the British keep 20 CV on the map while the game goes on (5.2), the
 * Ottawa on the map keeps 2 CV and the other French units 10 (22.5).
 * Those are sums over the hidden blocks but the Ottawa, so the vectors are
 * counted by a small table and drawn one block after another. */
static bool
draw_cvs (QbState *t, int side, const int *hidden, int n, QbRng *rng)
{
  int lo[QB_BLOCKS_PER_SIDE], hi[QB_BLOCKS_PER_SIDE];
  bool setup = t->phase == QB_PHASE_FRENCH_SETUP;
  int known = 0;   /* CV on the map of the side's other blocks but the Ottawa */
  bool hidden_block[QB_NUM_BLOCKS] = { false };
  for (int i = 0; i < n; i++)
    hidden_block[hidden[i]] = true;
  QB_FOR_SIDE (b, side)
    if (!hidden_block[b] && qb_on_zone (t, b) && b != QB_FR_OTTAWA)
      known += t->blocks[b].cv;

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
      int b = hidden[i], max = qb_info (t, b)->max_cv;
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
   * so 4^25 fits in 64 bits. */
  enum { MAX_SUM = QB_BLOCKS_PER_SIDE * 8 + 1 };
  static const int cap = MAX_SUM - 1;
  if (need > cap)
    return false;
  uint64_t ways[QB_BLOCKS_PER_SIDE + 1][MAX_SUM];
  for (int k = 0; k <= need; k++)
    ways[n][k] = k == 0;
  for (int i = n - 1; i >= 0; i--)
    for (int k = 0; k <= need; k++)
      {
        if (hidden[i] == QB_FR_OTTAWA)
          {
            ways[i][k] = ways[i + 1][k];
            continue;
          }
        uint64_t w = 0;
        for (int v = lo[i]; v <= hi[i]; v++)
          w += ways[i + 1][k - v > 0 ? k - v : 0];
        ways[i][k] = w;
      }
  if (ways[0][need] == 0)
    return false;

  int k = need;
  for (int i = 0; i < n; i++)
    {
      int b = hidden[i], v = lo[i];
      if (b == QB_FR_OTTAWA)
        v = lo[i] + (int) qb_rng_below_inline (rng, (uint32_t) (hi[i] - lo[i] + 1));
      else
        {
          uint64_t r = below64 (rng, ways[i][k]);
          for (;; v++)
            {
              uint64_t w = ways[i + 1][k - v > 0 ? k - v : 0];
              if (r < w)
                break;
              r -= w;
            }
          k = k - v > 0 ? k - v : 0;
        }
      t->blocks[b].cv = (uint8_t) v;
    }
  return true;
}

bool
qb_state_sample_hidden (const QbState *s, int viewer, uint64_t seed, QbState *out)
{
  *out = *s;
  if (viewer != QB_BRITISH && viewer != QB_FRENCH)
    return false;
  int enemy = qb_other (viewer);
  QbRng rng;
  qb_rng_seed (&rng, seed, 0x53414d50ULL);

  QbView view;
  qb_view (s, viewer, &view);

  /* The hidden blocks are known as a set (the enemy's blocks the view does
   * not show), their places as a multiset: sorted, so that the sample does
   * not depend on which block holds which place. */
  int hidden[QB_BLOCKS_PER_SIDE], n = 0;
  QbPlace places[QB_BLOCKS_PER_SIDE];
  QB_FOR_SIDE (b, enemy)
    if (view.blocks[b].loc == QB_UNKNOWN)
      {
        const QbBlock *blk = &s->blocks[b];
        QbPlace p = { blk->loc, blk->slot, (uint8_t) (blk->flags & ~QB_PRIVATE_FLAGS),
                      blk->from, blk->mode };
        hidden[n] = b;
        int i = n++;
        for (; i > 0 && place_cmp (&places[i - 1], &p) > 0; i--)
          places[i] = places[i - 1];
        places[i] = p;
      }

  /* Forget what the viewer cannot know: the enemy's CV transfers of this
   * move and its order being written (an order written and not yet
   * carried out becomes "stand"), and the dice to come. */
  QbState base = *s;
  QB_FOR_SIDE (b, enemy)
    {
      base.blocks[b].flags &= (uint8_t) ~QB_PRIVATE_FLAGS;
      base.blocks[b].order_dest = QB_LOC_NONE;
      base.blocks[b].order_mode = QB_MODE_NONE;
    }
  QbOrder *ord = &base.order[enemy];
  uint8_t written = ord->written;
  memset (ord, 0, sizeof *ord);
  ord->written = written;
  ord->origin = QB_LOC_NONE;
  ord->ottawa_dest = QB_LOC_NONE;
  qb_rng_seed (&base.rng, seed, 0x51554542ULL);

  /* The places a decoy may take depend on the place alone, so the decoys
   * are dealt first, onto those places only, and the other blocks onto the
   * rest: every deal that fits comes with the same chance, and the deals
   * where a decoy would stand in a battle are never drawn (there may be
   * many). The other rules are met by drawing again (rejection). */
  uint8_t decoy_ok[QB_BLOCKS_PER_SIDE];
  int n_ok = 0, n_decoys = 0, a_decoy = -1;
  for (int i = 0; i < n; i++)
    if (qb_is_decoy (s, hidden[i]))
      {
        n_decoys++;
        a_decoy = hidden[i];
      }
  if (n_decoys > 0)
    for (int i = 0; i < n; i++)
      if (block_fits (s, a_decoy, &places[i]))
        decoy_ok[n_ok++] = (uint8_t) i;
  if (n_ok < n_decoys)
    return false;

  for (int attempt = 0; attempt < 4096; attempt++)
    {
      QbState t = base;
      uint8_t perm[QB_BLOCKS_PER_SIDE], rest[QB_BLOCKS_PER_SIDE], ok[QB_BLOCKS_PER_SIDE];
      bool taken[QB_BLOCKS_PER_SIDE] = { false };
      memcpy (ok, decoy_ok, sizeof ok);
      /* The decoys, in block order: a partial shuffle of their places. */
      for (int i = 0, d = 0; i < n; i++)
        if (qb_is_decoy (s, hidden[i]))
          {
            int j = d + (int) qb_rng_below_inline (&rng, (uint32_t) (n_ok - d));
            uint8_t x = ok[d];
            ok[d] = ok[j];
            ok[j] = x;
            perm[i] = ok[d];
            taken[ok[d++]] = true;
          }
      /* The others: a shuffle of the places left. */
      int n_rest = 0;
      for (int i = 0; i < n; i++)
        if (!taken[i])
          rest[n_rest++] = (uint8_t) i;
      for (int i = n_rest - 1; i > 0; i--)
        {
          int j = (int) qb_rng_below_inline (&rng, (uint32_t) (i + 1));
          uint8_t x = rest[i];
          rest[i] = rest[j];
          rest[j] = x;
        }
      for (int i = 0, r = 0; i < n; i++)
        if (!qb_is_decoy (s, hidden[i]))
          perm[i] = rest[r++];
      bool fits = true;
      for (int i = 0; i < n && fits; i++)
        {
          int b = hidden[i];
          const QbPlace *p = &places[perm[i]];
          fits = block_fits (&t, b, p);
          QbBlock *blk = &t.blocks[b];
          blk->loc = p->loc;
          blk->slot = p->slot;
          blk->flags = p->flags;
          blk->from = p->from;
          blk->mode = p->mode;
          blk->cv = 0;
        }
      if (!fits)
        continue;
      if (!draw_cvs (&t, enemy, hidden, n, &rng))
        continue;
      qb_recount (&t);
      /* Classic 10.1: a decoy never stands alone. */
      for (int z = 0; z < QB_NUM_ZONES && fits; z++)
        fits = qb_decoy_count (&t, enemy, z) == 0 || qb_real_count (&t, enemy, z) > 0;
      if (!fits)
        continue;
      *out = t;
      return true;
    }
  return false;
}
