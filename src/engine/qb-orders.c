/* qb-orders.c: writing orders (6.0-10.0, 22.1) and resolving the
 * simultaneous moves (4.2, 11.1). Orders are checked as they are written
 * (ruling R1), so an illegal order can never be revealed. */
#include <string.h>

#include "qb-private.h"

static bool
draft_empty (const QbState *s, int side)
{
  const QbOrder *o = &s->order[side];
  return o->origin == QB_LOC_NONE && !o->ships && o->ottawa_dest == QB_LOC_NONE;
}

static int
ships_ordered_up (const QbState *s)
{
  int n = 0;
  for (int b = QB_BR_FIRST_SHIP; b < QB_BR_FIRST_SHIP + 4; b++)
    if (s->blocks[b].order_dest == QB_LOC_STLAURENT)
      n++;
  return n;
}

static int
amphibious_ordered (const QbState *s, int side, int area)
{
  return area < QB_NUM_AREAS ? s->order[side].amph[area] : 0;
}

/* 10.2 and ruling R6: a leader may go two zones by road, not through a zone
 * that holds enemy blocks. */
static bool
leader_reaches (const QbState *s, int b, int from, int to)
{
  int enemy = qb_other (QB_BLOCK_SIDE (b));
  for (int m = 0; m < QB_NUM_ZONES; m++)
    if (m != from && m != to && qb_road_between (from, m) && qb_road_between (m, to)
        && qb_zone_count (s, enemy, m) == 0)
      return true;
  return false;
}

/* Classic 10.1 (ruling R19): a decoy never moves alone, so every zone a
 * decoy is ordered to also receives a real block of the same order; and
 * none stays alone. Where the written order would leave every block of
 * the side: the zone counts cached in the state, with the blocks that
 * have an order moved to their destinations (as changes per zone). */
static bool
decoys_accompanied_after (const QbState *s, int side)
{
  if (s->options.edition != QB_EDITION_CLASSIC)
    return true;
  int8_t real[QB_NUM_ZONES] = { 0 }, decoy[QB_NUM_ZONES] = { 0 };
  unsigned real_dest = 0, decoy_dest = 0;
  QB_FOR_MASK (b, side, s->cache.order_blocks[side])
    {
      const QbBlock *blk = &s->blocks[b];
      bool is_decoy = qb_is_decoy (s, b);
      int8_t *at = is_decoy ? decoy : real;
      if (blk->loc < QB_NUM_ZONES)
        at[blk->loc]--;
      if (blk->order_dest < QB_NUM_ZONES)
        {
          at[blk->order_dest]++;
          if (is_decoy)
            decoy_dest |= 1u << blk->order_dest;
          else
            real_dest |= 1u << blk->order_dest;
        }
    }
  if (decoy_dest & ~real_dest)
    return false;
  /* Every zone, without branches: a lone decoy is rare. */
  const uint8_t *count = s->cache.count[side], *decoys = s->cache.decoys[side];
  int lone = 0;
  for (int z = 0; z < QB_NUM_ZONES; z++)
    lone |= (decoys[z] + decoy[z] > 0) & (count[z] - decoys[z] + real[z] == 0);
  return !lone;
}

static const char *
check_move (const QbState *s, QbAction a)
{
  int side = s->decider;
  const QbOrder *o = &s->order[side];
  int b = a.a, z = a.b, mode = a.c;

  if (b >= QB_NUM_BLOCKS || QB_BLOCK_SIDE (b) != side)
    return "you can only give orders to your own blocks";
  if (qb_is_ship (s, b))
    return "ships move with a ship order (8.1)";
  if (b == QB_FR_OTTAWA && s->options.edition == QB_EDITION_REVISED)
    return "revised edition: the Ottawa moves only with its special order, the only order of the move (22.1)";
  if (!qb_on_zone (s, b))
    return "this block is not on the map";
  if (o->ships)
    return "a ship move is the whole order for the move (8.1)";
  if (o->ottawa_dest != QB_LOC_NONE)
    return "the Ottawa's special move is the only order this move (22.1)";
  const QbBlock *blk = &s->blocks[b];
  if (blk->order_dest != QB_LOC_NONE)
    return "this block already has an order";
  if (o->origin != QB_LOC_NONE && blk->loc != o->origin)
    return "only one group moves per campaign move: all blocks must come from the same zone (6.1)";
  if (z >= QB_NUM_ZONES)
    return "the destination must be a zone";
  if (z == blk->loc)
    return "the destination is the zone the block is in";

  if (mode == QB_MODE_LAND)
    {
      if (qb_road_between (blk->loc, z))
        return NULL;
      if (qb_is_leader (s, b) && leader_reaches (s, b, blk->loc, z))
        return NULL;
      return qb_is_leader (s, b)
        ? "a leader moves at most two zones by road, not through enemy blocks (10.2)"
        : "no road connects these zones (6.1)";
    }
  if (mode == QB_MODE_AMPHIBIOUS)
    {
      int area = qb_zone_area (blk->loc);
      if (s->tides_blocked)
        return "the tides forbid amphibious moves this campaign move (23.0)";
      if (area == QB_NO_AREA || qb_zone_area (z) != area)
        return "an amphibious move stays within one river area (7.2, 7.3)";
      if (side == QB_FRENCH && area == QB_BASON)
        return "the French can never move amphibiously in the Bason (7.4)";
      int cap = qb_amphibious_capacity (s, side, area);
      if (amphibious_ordered (s, side, area) >= cap)
        return cap == 0 ? "no amphibious capacity in this area (7.4)"
                        : "the amphibious capacity of this area is used up (7.4)";
      return NULL;
    }
  return "choose a land or an amphibious move";
}

const char *
qb_check_order (const QbState *s, QbAction a)
{
  int side = s->decider;
  const QbOrder *o = &s->order[side];

  if (a.type == QB_ACT_CHOOSE_SITE)
    {
      if (s->phase != QB_PHASE_CROSSING_SITE)
        return "no battle site to choose (11.1 c)";
      if (a.b != s->crossing_a && a.b != s->crossing_b)
        return "the battle is fought in one of the two zones the forces came from (11.1 c)";
      return NULL;
    }
  if (s->phase != QB_PHASE_ORDERS)
    return "orders are written at the start of the campaign move (9.0)";

  switch (a.type)
    {
    case QB_ACT_ORDER_MOVE:
      return check_move (s, a);

    case QB_ACT_ORDER_SHIP:
      {
        int b = a.a;
        if (side != QB_BRITISH)
          return "only the British have ships (8.1)";
        if (b < QB_BR_FIRST_SHIP || b >= QB_BR_FIRST_SHIP + 4)
          return "choose a ship";
        if (o->origin != QB_LOC_NONE)
          return "a ship move is the whole order for the move (8.1)";
        if (s->tides_blocked)
          return "the tides forbid ship moves this campaign move (23.0)";
        if (s->blocks[b].order_dest != QB_LOC_NONE)
          return "this ship already has an order";
        if (s->blocks[b].loc == QB_LOC_BASON && ships_ordered_up (s) >= 2)
          return "at most two ships may go upriver in one move (8.1)";
        return NULL;
      }

    case QB_ACT_ORDER_OTTAWA:
      {
        const QbBlock *ott = &s->blocks[QB_FR_OTTAWA];
        if (side != QB_FRENCH)
          return "only the French have the Ottawa (22.0)";
        if (!draft_empty (s, side))
          return "the Ottawa's special move must be the only order (22.1)";
        if (!qb_on_zone (s, QB_FR_OTTAWA))
          return "the Ottawa is not on the map";
        if (a.b >= QB_NUM_ZONES || a.b == ott->loc)
          return "choose another zone for the Ottawa (22.1)";
        if (a.c > QB_MISSION_SCOUT)
          return "unknown Ottawa mission";
        if (s->options.edition == QB_EDITION_CLASSIC
            && qb_decoy_count (s, QB_FRENCH, ott->loc) > 0 && qb_real_count (s, QB_FRENCH, ott->loc) == 1)
          return "a decoy would be left alone (10.1 classic)";
        return NULL;
      }

    case QB_ACT_ORDER_CLEAR:
      return draft_empty (s, side) ? "the order is already empty" : NULL;

    case QB_ACT_ORDER_DONE:
      if (!decoys_accompanied_after (s, side))
        return "a decoy would move or stay without a real unit (10.1 classic)";
      return NULL;

    default:
      return "this action does not belong to this step";
    }
}

/* Every legal order action, computed once per decision with the same
 * checks as qb_check_order() and shared by the generator and the random
 * sampler, so that both enumerate the same actions in the same order: the
 * order moves block by block (land destinations, then amphibious ones,
 * each by zone), then the tail (ships, the Ottawa's special orders, clear,
 * done).
 *
 * Every ordinary block of a zone has the same destinations (the roads and
 * the river area of that zone), so the moves are worked out per zone, for
 * the blocks of the zone that may still get an order; only a leader (10.2)
 * gets masks of its own, since its reach depends on where the enemy is. */
typedef struct
{
  uint32_t blocks;                      /* bit i: block first + i has order moves */
  uint32_t leaders;                     /* those of them with masks of their own */
  uint16_t zone_land[QB_NUM_ZONES];     /* an ordinary block's destinations, */
  uint16_t zone_amph[QB_NUM_ZONES];     /* for the zones of those blocks */
  uint8_t zone_n[QB_NUM_ZONES];         /* popcounts of both */
  uint16_t land[QB_BLOCKS_PER_SIDE];    /* a leader's, for the leaders only */
  uint16_t amph[QB_BLOCKS_PER_SIDE];
  uint8_t n[QB_BLOCKS_PER_SIDE];
  int n_moves;
  /* The tail, in this order. */
  uint8_t ships[4];                     /* ship orders */
  int n_ships;
  int ottawa_from;                      /* the Ottawa's zone if its 27 special
                                         * orders (9 zones x 3 missions) are
                                         * legal, else QB_LOC_NONE */
  bool clear, done;
  int n_tail;
} OrderChoices;

static void
order_choices (const QbState *s, OrderChoices *c)
{
  int side = s->decider;
  const QbOrder *o = &s->order[side];

  c->blocks = 0;
  c->leaders = 0;
  c->n_moves = 0;
  if (!o->ships && o->ottawa_dest == QB_LOC_NONE)
    {
      bool amph_ok[2];
      for (int area = 0; area < 2; area++)
        amph_ok[area] = !s->tides_blocked && !(side == QB_FRENCH && area == QB_BASON)
          && amphibious_ordered (s, side, area) < qb_amph_capacity (s, side, area);
      /* The zones of the map, or only the origin once the group has one
       * (6.1). */
      int z0 = 0, z1 = QB_NUM_ZONES;
      if (o->origin != QB_LOC_NONE)
        {
          z0 = o->origin;
          z1 = o->origin < QB_NUM_ZONES ? o->origin + 1 : o->origin;
        }
      const uint32_t leaders = qb_leader_blocks[s->options.edition][side];
      /* Ships never move with army orders; in the revised edition nor does
       * the Ottawa (22.1: moving it is the whole order). */
      uint32_t fixed = qb_ship_blocks[side] | s->cache.order_blocks[side];
      if (side == QB_FRENCH && s->options.edition == QB_EDITION_REVISED)
        fixed |= 1u << (QB_FR_OTTAWA - QB_FIRST_BLOCK (QB_FRENCH));
      for (int z = z0; z < z1; z++)
        {
          /* The blocks of the zone that may still get an order. */
          uint32_t m = s->cache.zone_blocks[side][z] & ~fixed;
          if (m == 0)
            continue;
          const uint16_t self = QB_ZONE_BIT (z);
          int area = qb_zone_area (z);
          uint16_t land = (uint16_t) (qb_roads (z) & ~self);
          uint16_t amph = area != QB_NO_AREA && amph_ok[area]
            ? (uint16_t) (qb_area_zones[area] & ~self) : 0;
          int n = qb_zone_popcount (land) + qb_zone_popcount (amph);
          c->zone_land[z] = land;
          c->zone_amph[z] = amph;
          c->zone_n[z] = (uint8_t) n;
          uint32_t ordinary = n > 0 ? m & ~leaders : 0;
          c->blocks |= ordinary;
          c->n_moves += qb_popcount32 (ordinary) * n;
          for (uint32_t bits = m & leaders; bits; bits &= bits - 1)
            {
              /* 10.2 and ruling R6: two zones by road, not through a zone
               * that holds enemy blocks. */
              int i = __builtin_ctz (bits);
              const uint16_t road = (uint16_t) qb_roads (z);
              uint16_t reach = road;
              for (unsigned via = road; via; via &= via - 1)
                if (s->cache.count[qb_other (side)][__builtin_ctz (via)] == 0)
                  reach |= (uint16_t) qb_roads (__builtin_ctz (via));
              reach &= (uint16_t) ~self;
              c->land[i] = reach;
              c->amph[i] = amph;
              c->n[i] = (uint8_t) (qb_zone_popcount (reach) + qb_zone_popcount (amph));
              if (c->n[i] > 0)
                {
                  c->leaders |= 1u << i;
                  c->blocks |= 1u << i;
                  c->n_moves += c->n[i];
                }
            }
        }
    }

  c->n_ships = 0;
  if (side == QB_BRITISH && o->origin == QB_LOC_NONE && !s->tides_blocked)
    {
      int up = ships_ordered_up (s);
      for (int b = QB_BR_FIRST_SHIP; b < QB_BR_FIRST_SHIP + 4; b++)
        if (s->blocks[b].order_dest == QB_LOC_NONE
            && (s->blocks[b].loc != QB_LOC_BASON || up < 2))
          c->ships[c->n_ships++] = (uint8_t) b;
    }
  c->ottawa_from = QB_LOC_NONE;
  if (side == QB_FRENCH && draft_empty (s, side)
      && qb_check_order (s, (QbAction) { QB_ACT_ORDER_OTTAWA, 0, (uint8_t) ((s->blocks[QB_FR_OTTAWA].loc + 1) % QB_NUM_ZONES), 0 }) == NULL)
    c->ottawa_from = s->blocks[QB_FR_OTTAWA].loc;
  c->clear = !draft_empty (s, side);
  /* The ORDER_DONE check of qb_check_order() (the phase is ORDERS here). */
  c->done = decoys_accompanied_after (s, side);
  c->n_tail = c->n_ships + (c->ottawa_from != QB_LOC_NONE ? 3 * (QB_NUM_ZONES - 1) : 0)
    + c->clear + c->done;
}

/* A block's destinations: its own if a leader, else its zone's. */
static inline void
block_masks (const QbState *s, const OrderChoices *c, int i, unsigned *land, unsigned *amph, int *n)
{
  if (c->leaders & (1u << i))
    {
      *land = c->land[i];
      *amph = c->amph[i];
      *n = c->n[i];
      return;
    }
  int from = s->blocks[QB_FIRST_BLOCK (s->decider) + i].loc;
  *land = c->zone_land[from];
  *amph = c->zone_amph[from];
  *n = c->zone_n[from];
}

/* The k-th order move of the choices, in generation order. */
static QbAction
nth_move (const QbState *s, const OrderChoices *c, int k)
{
  int first = QB_FIRST_BLOCK (s->decider);
  for (uint32_t bits = c->blocks; bits; bits &= bits - 1)
    {
      int i = __builtin_ctz (bits), n;
      unsigned land, amph, m;
      block_masks (s, c, i, &land, &amph, &n);
      if (k >= n)
        {
          k -= n;
          continue;
        }
      int nl = qb_zone_popcount (land), mode;
      if (k < nl)
        m = land, mode = QB_MODE_LAND;
      else
        m = amph, mode = QB_MODE_AMPHIBIOUS, k -= nl;
      while (k-- > 0)
        m &= m - 1;
      return (QbAction) { QB_ACT_ORDER_MOVE, (uint8_t) (first + i), (uint8_t) __builtin_ctz (m), (uint8_t) mode };
    }
  return (QbAction) { QB_ACT_NONE, 0, 0, 0 };
}

/* The k-th action of the tail. */
static QbAction
nth_tail (const OrderChoices *c, int k)
{
  if (k < c->n_ships)
    return (QbAction) { QB_ACT_ORDER_SHIP, c->ships[k], 0, 0 };
  k -= c->n_ships;
  if (c->ottawa_from != QB_LOC_NONE)
    {
      if (k < 3 * (QB_NUM_ZONES - 1))
        {
          int z = k / 3, m = k % 3;
          if (z >= c->ottawa_from)
            z++;   /* every zone but the Ottawa's own */
          return (QbAction) { QB_ACT_ORDER_OTTAWA, 0, (uint8_t) z, (uint8_t) (QB_MISSION_NONE + m) };
        }
      k -= 3 * (QB_NUM_ZONES - 1);
    }
  if (c->clear && k-- == 0)
    return (QbAction) { QB_ACT_ORDER_CLEAR, 0, 0, 0 };
  return (QbAction) { QB_ACT_ORDER_DONE, 0, 0, 0 };
}

size_t
qb_gen_orders (const QbState *s, QbAction *out, size_t cap)
{
  size_t n = 0;
  if (s->phase == QB_PHASE_CROSSING_SITE)
    {
      for (int i = 0; i < 2; i++)
        {
          QbAction a = { QB_ACT_CHOOSE_SITE, 0, i ? s->crossing_b : s->crossing_a, 0 };
          if (qb_check_order (s, a) == NULL && n < cap)
            out[n++] = a;
        }
      return n;
    }
  OrderChoices c;
  order_choices (s, &c);
  int first = QB_FIRST_BLOCK (s->decider);
  for (uint32_t bits = c.blocks; bits && n + 2 * QB_NUM_ZONES <= cap; bits &= bits - 1)
    {
      int i = __builtin_ctz (bits), nb;
      unsigned land, amph;
      block_masks (s, &c, i, &land, &amph, &nb);
      for (unsigned m = land; m; m &= m - 1)
        out[n++] = (QbAction) { QB_ACT_ORDER_MOVE, (uint8_t) (first + i), (uint8_t) __builtin_ctz (m), QB_MODE_LAND };
      for (unsigned m = amph; m; m &= m - 1)
        out[n++] = (QbAction) { QB_ACT_ORDER_MOVE, (uint8_t) (first + i), (uint8_t) __builtin_ctz (m), QB_MODE_AMPHIBIOUS };
    }
  for (int i = 0; i < c.n_tail && n < cap; i++)
    out[n++] = nth_tail (&c, i);
  return n;
}

size_t
qb_pick_order (const QbState *s, QbRng *rng, QbAction *out)
{
  if (s->phase == QB_PHASE_CROSSING_SITE)
    {
      QbAction buf[2];
      size_t n = qb_gen_orders (s, buf, 2);
      if (n > 0)
        *out = buf[qb_rng_below_inline (rng, (uint32_t) n)];
      return n;
    }
  OrderChoices c;
  order_choices (s, &c);
  size_t n = (size_t) (c.n_moves + c.n_tail);
  if (n == 0)
    return 0;
  int k = (int) qb_rng_below_inline (rng, (uint32_t) n);
  *out = k < c.n_moves ? nth_move (s, &c, k) : nth_tail (&c, k - c.n_moves);
  return n;
}

static void
clear_draft (QbState *s, int side)
{
  QB_FOR_SIDE (b, side)
    {
      s->blocks[b].order_dest = QB_LOC_NONE;
      s->blocks[b].order_mode = QB_MODE_NONE;
    }
  s->cache.order_blocks[side] = 0;
  memset (&s->order[side], 0, sizeof s->order[side]);
  s->order[side].origin = QB_LOC_NONE;
  s->order[side].ottawa_dest = QB_LOC_NONE;
}

static void
order_written (QbState *s, int side, QbEventSink *sink)
{
  s->order[side].written = 1;
  QbEvent ev = qb_event_new (QB_EV_ORDERS_WRITTEN, side, 42);
  ev.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &ev);
  if (side == QB_BRITISH)
    qb_set_decision (s, QB_PHASE_ORDERS, QB_FRENCH);
  else
    qb_resolve_orders (s, sink);
}

void
qb_apply_order (QbState *s, QbAction a, QbEventSink *sink)
{
  int side = s->decider;
  switch (a.type)
    {
    case QB_ACT_ORDER_MOVE:
      s->order[side].origin = s->blocks[a.a].loc;
      qb_set_order_dest (s, a.a, a.b);
      s->blocks[a.a].order_mode = a.c;
      if (a.c == QB_MODE_AMPHIBIOUS)
        s->order[side].amph[qb_zone_area (s->blocks[a.a].loc)]++;
      break;
    case QB_ACT_ORDER_SHIP:
      s->order[side].ships = 1;
      qb_set_order_dest (s, a.a, s->blocks[a.a].loc == QB_LOC_BASON ? QB_LOC_STLAURENT : QB_LOC_BASON);
      s->blocks[a.a].order_mode = QB_MODE_NONE;
      break;
    case QB_ACT_ORDER_OTTAWA:
      s->order[side].origin = s->blocks[QB_FR_OTTAWA].loc;
      s->order[side].ottawa_dest = a.b;
      s->order[side].mission = a.c;
      qb_set_order_dest (s, QB_FR_OTTAWA, a.b);
      s->blocks[QB_FR_OTTAWA].order_mode = QB_MODE_SPECIAL;
      order_written (s, side, sink);
      break;
    case QB_ACT_ORDER_CLEAR:
      clear_draft (s, side);
      break;
    case QB_ACT_ORDER_DONE:
      order_written (s, side, sink);
      break;
    case QB_ACT_CHOOSE_SITE:
      qb_finish_crossing (s, a.b, sink);
      break;
    default:
      break;
    }
}

/* ---- Resolution -------------------------------------------------------- */

void
qb_resolve_orders (QbState *s, QbEventSink *sink)
{
  /* Ships first (8.1); they carry nobody (8.2). */
  for (int b = QB_BR_FIRST_SHIP; b < QB_BR_FIRST_SHIP + 4; b++)
    {
      QbBlock *blk = &s->blocks[b];
      if (blk->order_dest == QB_LOC_NONE)
        continue;
      QbEvent ev = qb_event_new (QB_EV_SHIP_MOVE, QB_BRITISH, 81);
      ev.block = (uint8_t) b;
      ev.from = blk->loc;
      ev.zone = blk->order_dest;
      ev.vis = QB_VIS_PUBLIC;
      qb_place_block (s, b, blk->order_dest);
      qb_set_order_dest (s, b, QB_LOC_NONE);
      blk->flags |= QB_BF_MOVED;
      qb_emit (sink, &ev);
    }

  /* 11.1 c: opposing groups moving into each other's zones. */
  int bo = s->order[QB_BRITISH].origin, fo = s->order[QB_FRENCH].origin;
  if (bo != QB_LOC_NONE && fo != QB_LOC_NONE && bo != fo)
    {
      int nb = 0, nf = 0;
      QB_FOR_SIDE (b, QB_BRITISH)
        if (s->blocks[b].loc == bo && s->blocks[b].order_dest == fo)
          nb++;
      QB_FOR_SIDE (b, QB_FRENCH)
        if (s->blocks[b].loc == fo && s->blocks[b].order_dest == bo
            && s->blocks[b].order_mode != QB_MODE_SPECIAL)
          nf++;
      if (nb > 0 && nf > 0)
        {
          if (nb == nf)
            {
              s->crossing_a = (uint8_t) bo;
              s->crossing_b = (uint8_t) fo;
              qb_set_decision (s, QB_PHASE_CROSSING_SITE, QB_FRENCH);
              return;
            }
          qb_finish_crossing (s, nb < nf ? bo : fo, sink);
          return;
        }
    }
  qb_finish_crossing (s, QB_LOC_NONE, sink);
}

void
qb_finish_crossing (QbState *s, int site, QbEventSink *sink)
{
  s->crossing_a = s->crossing_b = QB_LOC_NONE;
  if (site != QB_LOC_NONE)
    {
      /* Ruling R3: the weaker side's crossing blocks never left. */
      int weak = s->order[QB_BRITISH].origin == site ? QB_BRITISH : QB_FRENCH;
      int other = s->order[qb_other (weak)].origin;
      QbEvent ev = qb_event_new (QB_EV_CROSSING, weak, 111);
      ev.zone = (uint8_t) site;
      ev.from = (uint8_t) other;
      ev.vis = QB_VIS_PUBLIC;
      qb_emit (sink, &ev);
      QB_FOR_SIDE (b, weak)
        if (s->blocks[b].loc == site && s->blocks[b].order_dest == other)
          qb_set_order_dest (s, b, QB_LOC_NONE);
    }

  uint16_t british_arrivals = 0;
  for (int side = 0; side < 2; side++)
    QB_FOR_MASK (b, side, s->cache.order_blocks[side])
      {
        QbBlock *blk = &s->blocks[b];
        if (blk->order_dest == QB_LOC_NONE || qb_is_ship (s, b))
          continue;
        QbEvent ev = qb_event_new (QB_EV_MOVE, QB_BLOCK_SIDE (b),
                                   blk->order_mode == QB_MODE_SPECIAL ? 221
                                   : blk->order_mode == QB_MODE_AMPHIBIOUS ? 72 : 61);
        ev.block = (uint8_t) b;
        ev.from = blk->loc;
        ev.zone = blk->order_dest;
        ev.a = blk->order_mode;
        ev.vis = QB_VIS_ANONYMOUS;
        qb_emit (sink, &ev);
        blk->from = blk->loc;
        qb_place_block (s, b, blk->order_dest);
        blk->mode = blk->order_mode;
        qb_set_order_dest (s, b, QB_LOC_NONE);
        blk->flags = (uint8_t) ((blk->flags | QB_BF_MOVED) & ~(QB_BF_STAYED | QB_BF_SCOUTED));
        if (QB_BLOCK_SIDE (b) == QB_BRITISH)
          british_arrivals |= QB_ZONE_BIT (blk->loc);
      }
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (british_arrivals & QB_ZONE_BIT (z))
      qb_note_british_arrival (s, z, sink);

  /* 22.2, 22.3 and ruling R8: a raid or scout only against British blocks
   * that were there from the start of the move. */
  const QbOrder *fr = &s->order[QB_FRENCH];
  s->raid_zone = QB_LOC_NONE;
  if (fr->ottawa_dest != QB_LOC_NONE && fr->mission != QB_MISSION_NONE
      && s->blocks[QB_FR_OTTAWA].loc == fr->ottawa_dest
      && qb_zone_count (s, QB_BRITISH, fr->ottawa_dest) > 0
      && !(british_arrivals & QB_ZONE_BIT (fr->ottawa_dest)))
    {
      s->raid_zone = fr->ottawa_dest;
      s->raid_mission = fr->mission;
    }

  s->pending_battles = qb_contested_zones (s);
  if (s->raid_zone != QB_LOC_NONE)
    s->pending_battles &= (uint16_t) ~QB_ZONE_BIT (s->raid_zone);
  qb_continue (s, sink);
}
