/* qb-private.h: helpers shared by the engine's source files. Not installed,
 * not used outside src/engine/. */
#pragma once

#include <string.h>

#include "qb-engine.h"
#include "qb-data.h"

#define QB_ZONE_BIT(z) ((uint16_t) (1u << (z)))

/* Bits set in a zone mask (10 bits); a table, since the portable build
 * has no popcount instruction and the library call shows in profiles. */
#define QB_BITS2(n) n, n + 1, n + 1, n + 2
#define QB_BITS4(n) QB_BITS2 (n), QB_BITS2 (n + 1), QB_BITS2 (n + 1), QB_BITS2 (n + 2)
#define QB_BITS6(n) QB_BITS4 (n), QB_BITS4 (n + 1), QB_BITS4 (n + 1), QB_BITS4 (n + 2)
#define QB_BITS8(n) QB_BITS6 (n), QB_BITS6 (n + 1), QB_BITS6 (n + 1), QB_BITS6 (n + 2)
#define QB_BITS10(n) QB_BITS8 (n), QB_BITS8 (n + 1), QB_BITS8 (n + 1), QB_BITS8 (n + 2)

static inline int
qb_zone_popcount (unsigned m)
{
  static const uint8_t bits[1 << QB_NUM_ZONES] = { QB_BITS10 (0) };
  return bits[m & ((1u << QB_NUM_ZONES) - 1)];
}

/* Bits set in a block mask (SWAR, same reason). */
static inline int
qb_popcount32 (uint32_t m)
{
  m = m - ((m >> 1) & 0x55555555u);
  m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
  return (int) ((((m + (m >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

static inline const QbUnitInfo *
qb_info (const QbState *s, int b)
{
  return &qb_rosters[s->options.edition][b];
}

static inline int qb_type (const QbState *s, int b) { return qb_info (s, b)->type; }
static inline int qb_other (int side) { return 1 - side; }
static inline bool qb_on_zone (const QbState *s, int b) { return s->blocks[b].loc < QB_NUM_ZONES; }
static inline bool qb_is_ship (const QbState *s, int b) { return qb_type (s, b) == QB_TYPE_SHIP; }
static inline bool qb_is_decoy (const QbState *s, int b) { return qb_type (s, b) == QB_TYPE_DECOY; }
static inline bool qb_is_ottawa (const QbState *s, int b) { return qb_type (s, b) == QB_TYPE_INDIAN; }
static inline bool qb_is_leader (const QbState *s, int b) { return qb_type (s, b) == QB_TYPE_LEADER; }

/* Does the enemy of b's side know block b (its identity and strength)?
 * Removed blocks are shown, ships are face up (2.3), and the others once
 * revealed in a battle or scouted (12.3, 22.2, 22.3); a block out of play
 * is not. The rule of qb_view() and qb_state_sample_hidden(). */
static inline bool
qb_shown_to_enemy (const QbState *s, int b)
{
  const QbBlock *blk = &s->blocks[b];
  return (blk->flags & (QB_BF_REVEALED | QB_BF_SCOUTED)) != 0 || blk->loc == QB_LOC_ELIMINATED
         || qb_is_ship (s, b);
}

#define QB_FOR_SIDE(b, side) \
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)

/* The blocks of a mask of one side (bit i: block QB_FIRST_BLOCK (side) + i,
 * as in QbState.cache.zone_blocks), in block order. The mask is read once, at
 * the start: a loop that moves or eliminates blocks must check each block
 * again when it comes to it. */
#define QB_FOR_MASK(b, side, mask) \
  for (uint32_t b##_left = (mask), b = 0; \
       b##_left != 0 && ((b = (uint32_t) (QB_FIRST_BLOCK (side) + __builtin_ctz (b##_left))), 1); \
       b##_left &= b##_left - 1)

/* Inline, so that building an event costs next to nothing when nobody
 * listens (sink NULL: random playouts). */
static inline void
qb_emit (QbEventSink *sink, const QbEvent *ev)
{
  if (sink == NULL)
    return;
  if (sink->len < sink->cap)
    sink->events[sink->len++] = *ev;
  else
    sink->dropped++;
}

/* Every change of a block's location or CV goes through these, which keep
 * the caches of QbState in step. */
static inline void
qb_place_block (QbState *s, int b, int loc)
{
  QbBlock *blk = &s->blocks[b];
  int side = QB_BLOCK_SIDE (b);
  uint32_t bit = 1u << (b - QB_FIRST_BLOCK (side));
  bool decoy = qb_type (s, b) == QB_TYPE_DECOY;
  if (blk->loc < QB_NUM_LOCS)
    s->cache.count[side][blk->loc]--;
  if (blk->loc < QB_NUM_ZONES)
    {
      s->cache.side_cv[side] = (uint8_t) (s->cache.side_cv[side] - blk->cv);
      s->cache.zone_blocks[side][blk->loc] &= ~bit;
      if (decoy)
        s->cache.decoys[side][blk->loc]--;
    }
  blk->loc = (uint8_t) loc;
  if (loc < QB_NUM_LOCS)
    s->cache.count[side][loc]++;
  if (loc < QB_NUM_ZONES)
    {
      s->cache.side_cv[side] = (uint8_t) (s->cache.side_cv[side] + blk->cv);
      s->cache.zone_blocks[side][loc] |= bit;
      if (decoy)
        s->cache.decoys[side][loc]++;
    }
}

static inline void
qb_set_cv (QbState *s, int b, int cv)
{
  QbBlock *blk = &s->blocks[b];
  int side = QB_BLOCK_SIDE (b);
  uint32_t bit = 1u << (b - QB_FIRST_BLOCK (side));
  if (blk->loc < QB_NUM_ZONES)
    s->cache.side_cv[side] = (uint8_t) (s->cache.side_cv[side] - blk->cv + cv);
  blk->cv = (uint8_t) cv;
  if (cv > 1)
    s->cache.above_one[side] |= bit;
  else
    s->cache.above_one[side] &= ~bit;
  if (cv < qb_info (s, b)->max_cv)
    s->cache.below_max[side] |= bit;
  else
    s->cache.below_max[side] &= ~bit;
}

/* 7.4: the British move one unit per ship in the area; the French never in
 * the Bason, and 4 minus the ships in the St. Laurent there. */
static inline int
qb_amph_capacity (const QbState *s, int side, int area)
{
  if (area != QB_BASON && area != QB_STLAURENT)
    return 0;
  if (side == QB_BRITISH)
    return s->cache.count[QB_BRITISH][QB_LOC_BASON + area];
  if (area == QB_BASON)
    return 0;
  return 4 - s->cache.count[QB_BRITISH][QB_LOC_STLAURENT];
}

/* Every change of a block's written order goes through this, which keeps
 * QbState.cache.order_blocks in step (or, when a loop clears the orders of a
 * whole side, that loop sets the side's mask to 0). */
static inline void
qb_set_order_dest (QbState *s, int b, int dest)
{
  int side = QB_BLOCK_SIDE (b);
  uint32_t bit = 1u << (b - QB_FIRST_BLOCK (side));
  s->blocks[b].order_dest = (uint8_t) dest;
  if (dest != QB_LOC_NONE)
    s->cache.order_blocks[side] |= bit;
  else
    s->cache.order_blocks[side] &= ~bit;
}

static inline QbEvent
qb_event_new (int type, int side, uint16_t rule)
{
  QbEvent ev;
  memset (&ev, 0, sizeof ev);
  ev.type = (uint8_t) type;
  ev.side = (uint8_t) side;
  ev.block = QB_LOC_NONE;
  ev.block2 = QB_LOC_NONE;
  ev.zone = QB_LOC_NONE;
  ev.from = QB_LOC_NONE;
  ev.rule = rule;
  return ev;
}
static inline void
qb_set_decision (QbState *s, int phase, int decider)
{
  s->phase = (uint8_t) phase;
  s->decider = (uint8_t) decider;
}

/* Real units and decoys of a side in a zone (0 elsewhere). */
static inline int
qb_real_count (const QbState *s, int side, int zone)
{
  return zone < QB_NUM_ZONES ? s->cache.count[side][zone] - s->cache.decoys[side][zone] : 0;
}

static inline int
qb_decoy_count (const QbState *s, int side, int zone)
{
  return zone < QB_NUM_ZONES ? s->cache.decoys[side][zone] : 0;
}

static inline bool
qb_contested (const QbState *s, int zone)
{
  return qb_zone_count (s, QB_BRITISH, zone) > 0 && qb_zone_count (s, QB_FRENCH, zone) > 0;
}

/* The zones where both sides have blocks, as a mask. */
static inline uint16_t
qb_contested_zones (const QbState *s)
{
  uint16_t both = 0;
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (s->cache.count[0][z] && s->cache.count[1][z])
      both |= QB_ZONE_BIT (z);
  return both;
}

/* PCG32 (see qb-rng.c). */
static inline uint32_t
qb_rng_next_inline (QbRng *r)
{
  uint64_t old = r->state;
  r->state = old * 6364136223846793005ULL + r->inc;
  uint32_t xorshifted = (uint32_t) (((old >> 18u) ^ old) >> 27u);
  uint32_t rot = (uint32_t) (old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

/* Uniform in 0..n-1: reject the top sliver, x < 2^32 mod n, so that the
 * result is exactly uniform. That threshold is below n, so a draw of n or
 * more passes without computing it (a division saved, the same draws). */
static inline uint32_t
qb_rng_below_inline (QbRng *r, uint32_t n)
{
  for (;;)
    {
      uint32_t x = qb_rng_next_inline (r);
      if (x >= n || x >= (uint32_t) (-n) % n)
        return x % n;
    }
}

/* qb-rng.c: a draw from a QbDice. */
uint32_t qb_draw_from (QbState *s, QbDice *dice, uint32_t n);

/* A random draw, 0..n-1: every one the rules make goes through here, so
 * that s->rolls counts them and a QbDice can supply and record them. With
 * no dice (self-play, benchmarks, old seeded records) it is s->rng alone. */
static inline uint32_t
qb_draw (QbState *s, QbEventSink *sink, uint32_t n)
{
  s->rolls++;
  if (sink == NULL || sink->dice == NULL)
    return qb_rng_below_inline (&s->rng, n);
  return qb_draw_from (s, sink->dice, n);
}

/* A die roll, 1..6. */
static inline int
qb_roll (QbState *s, QbEventSink *sink)
{
  return (int) qb_draw (s, sink, 6) + 1;
}

/* qb-campaign.c */
void qb_eliminate (QbState *s, int b, uint16_t rule, QbEventSink *sink);
void qb_retire_ottawa_if_due (QbState *s, QbEventSink *sink);
void qb_remove_lonely_decoys (QbState *s, QbEventSink *sink);
void qb_note_british_arrival (QbState *s, int zone, QbEventSink *sink);
void qb_start_move (QbState *s, QbEventSink *sink);
void qb_continue (QbState *s, QbEventSink *sink);
void qb_end_move (QbState *s, QbEventSink *sink);
void qb_game_over (QbState *s, int winner, int reason, uint16_t rule, QbEventSink *sink);
const char *qb_check_choose_battle (const QbState *s, QbAction a);
size_t qb_gen_choose_battle (const QbState *s, QbAction *out, size_t cap);

/* qb-setup.c: set-up and upkeep (deployment, transfers, desertion, supply) */
void qb_begin_transfers (QbState *s, int side);
const char *qb_check_upkeep (const QbState *s, QbAction a);
size_t qb_gen_upkeep (const QbState *s, QbAction *out, size_t cap);
size_t qb_pick_place (const QbState *s, QbRng *rng, QbAction *out);
void qb_apply_upkeep (QbState *s, QbAction a, QbEventSink *sink);

/* qb-orders.c */
const char *qb_check_order (const QbState *s, QbAction a);
size_t qb_gen_orders (const QbState *s, QbAction *out, size_t cap);
size_t qb_pick_order (const QbState *s, QbRng *rng, QbAction *out);
void qb_apply_order (QbState *s, QbAction a, QbEventSink *sink);
void qb_resolve_orders (QbState *s, QbEventSink *sink);
void qb_finish_crossing (QbState *s, int site, QbEventSink *sink);

/* qb-battle.c */
void qb_start_battle (QbState *s, int zone, QbEventSink *sink);
const char *qb_check_battle (const QbState *s, QbAction a);
size_t qb_gen_battle (const QbState *s, QbAction *out, size_t cap);
void qb_apply_battle (QbState *s, QbAction a, QbEventSink *sink);
int qb_dice_for (const QbState *s, int b, bool doubled);
/* 17.1, 19.0: block b came into `zone` this move by water (amphibiously,
 * or over the road across the St. Charles). */
bool qb_arrived_across_water (const QbState *s, int b, int zone);
