/* qb-setup.c: the start of a game (3.0) and the decisions outside
 * orders and battles that place blocks, move CV between them or remove
 * them, called "upkeep" here: the French deployment (3.4), CV transfers
 * (2.5), desertion (20.0) and supply losses (21.0). */
#include <string.h>

#include "qb-private.h"

/* ---- Set-up ------------------------------------------------------------- */

static void
reset_blocks (QbState *s)
{
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      QbBlock *blk = &s->blocks[b];
      blk->slot = QB_SLOT_NONE;
      blk->flags = 0;
      blk->from = blk->loc;
      blk->mode = QB_MODE_NONE;
      blk->order_dest = QB_LOC_NONE;
      blk->order_mode = QB_MODE_NONE;
    }
  memset (s->cache.order_blocks, 0, sizeof s->cache.order_blocks);
  memset (s->cache.gave, 0, sizeof s->cache.gave);
  memset (s->cache.received, 0, sizeof s->cache.received);
}

static void
init_common (QbState *s, const QbOptions *options, uint64_t seed)
{
  memset (s, 0, sizeof *s);
  s->options = *options;
  if (s->options.edition > QB_EDITION_CLASSIC)
    s->options.edition = QB_EDITION_REVISED;
  if (s->options.double_rule > QB_DOUBLE_FIVES)
    s->options.double_rule = QB_DOUBLE_BY_EDITION;
  s->options.tides = s->options.tides ? 1 : 0;
  if (s->options.start_move < 1 || s->options.start_move > 16)
    s->options.start_move = 1;
  qb_rng_seed (&s->rng, seed, 0x51554542ULL);
  s->winner = QB_NO_SIDE;
  s->raid_zone = QB_LOC_NONE;
  s->crossing_a = s->crossing_b = QB_LOC_NONE;
  s->british_visited = QB_ZONE_BIT (QB_OR);
  for (int side = 0; side < 2; side++)
    {
      s->order[side].origin = QB_LOC_NONE;
      s->order[side].ottawa_dest = QB_LOC_NONE;
    }
}

void
qb_init (QbState *s, const QbOptions *options, uint64_t seed, QbEventSink *sink)
{
  init_common (s, options, seed);
  s->options.start_move = 1;

  QbEvent ev = qb_event_new (QB_EV_GAME_START, QB_NO_SIDE, 30);
  ev.a = s->options.edition;
  ev.b = s->options.tides;
  qb_emit (sink, &ev);

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      QbBlock *blk = &s->blocks[b];
      blk->cv = qb_info (s, b)->max_cv;         /* 3.2: at full strength */
      if (QB_BLOCK_SIDE (b) == QB_FRENCH)
        blk->loc = QB_LOC_POOL;                   /* 3.4 */
      else
        blk->loc = qb_is_ship (s, b) ? QB_LOC_BASON : QB_OR;   /* 3.3 */
    }
  qb_recount (s);
  reset_blocks (s);
  QbEvent setup = qb_event_new (QB_EV_SETUP, QB_BRITISH, 33);
  setup.zone = QB_OR;
  setup.a = (uint8_t) qb_zone_count (s, QB_BRITISH, QB_OR);
  setup.b = (uint8_t) qb_ships_in (s, QB_BASON);
  setup.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &setup);
  qb_set_decision (s, QB_PHASE_FRENCH_SETUP, QB_FRENCH);
}

bool
qb_validate_position (const QbState *s, const char **reason)
{
  const char *why = NULL;
  for (int b = 0; b < QB_NUM_BLOCKS && why == NULL; b++)
    {
      const QbBlock *blk = &s->blocks[b];
      const QbUnitInfo *info = qb_info (s, b);
      if (blk->loc >= QB_NUM_LOCS)
        why = "a block has an unknown location";
      else if (info->type == QB_TYPE_SHIP)
        {
          if (blk->loc != QB_LOC_BASON && blk->loc != QB_LOC_STLAURENT)
            why = "a ship is not in a river area (2.3, 8.1)";
        }
      else if (blk->loc == QB_LOC_BASON || blk->loc == QB_LOC_STLAURENT)
        why = "an army block is on the river (8.2)";
      else if (blk->loc == QB_LOC_POOL)
        why = "a block is not deployed (3.2)";
      else if (blk->loc < QB_NUM_ZONES && info->max_cv > 0
               && (blk->cv < 1 || blk->cv > info->max_cv))
        why = "a block's CV is outside 1..its maximum (2.4)";
      else if (blk->loc < QB_NUM_ZONES && info->max_cv == 0 && blk->cv != 0)
        why = "a decoy has a CV (10.0 classic)";
    }
  for (int z = 0; z < QB_NUM_ZONES && why == NULL; z++)
    {
      if (qb_contested (s, z))
        why = "both sides have blocks in the same zone (4.3: battles are fought at once)";
      for (int side = 0; side < 2 && why == NULL; side++)
        if (qb_decoy_count (s, side, z) > 0 && qb_real_count (s, side, z) == 0)
          why = "a decoy is alone in a zone (10.1 classic)";
    }
  if (why == NULL && qb_side_cv (s, QB_BRITISH) < 20)
    why = "the British have less than 20 CV on the map (5.2)";
  if (why == NULL && qb_side_cv (s, QB_FRENCH) == 0)
    why = "the French have no blocks on the map";
  if (reason)
    *reason = why;
  return why == NULL;
}

bool
qb_init_position (QbState *s, const QbOptions *options, uint64_t seed,
                  QbEventSink *sink, const char **reason)
{
  QbBlock saved[QB_NUM_BLOCKS];
  memcpy (saved, s->blocks, sizeof saved);
  init_common (s, options, seed);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      s->blocks[b].loc = saved[b].loc < QB_NUM_LOCS ? saved[b].loc : QB_LOC_ELIMINATED;
      s->blocks[b].cv = qb_info (s, b)->max_cv == 0 || s->blocks[b].loc >= QB_LOC_ELIMINATED
        ? 0 : saved[b].cv;
    }
  qb_recount (s);
  reset_blocks (s);
  if (!qb_validate_position (s, reason))
    return false;
  for (int b = 0; b < QB_BLOCKS_PER_SIDE; b++)
    if (qb_on_zone (s, b))
      s->british_visited |= QB_ZONE_BIT (s->blocks[b].loc);

  QbEvent ev = qb_event_new (QB_EV_GAME_START, QB_NO_SIDE, 30);
  ev.a = s->options.edition;
  ev.b = s->options.tides;
  qb_emit (sink, &ev);
  s->move = (uint8_t) (s->options.start_move - 1);
  qb_start_move (s, sink);
  return true;
}

/* ---- CV transfers (2.5) ------------------------------------------------ */

/* The CV transfer class of each unit type (2.5): blocks exchange CV only
 * within one class, -1 takes no part (ships, decoys, and the Ottawa:
 * ruling R7). Revised: any two infantry units; classic FAQ on 2.5: the
 * same type only, all militia counting as one type. */
static const int8_t transfer_classes[2][QB_NUM_TYPES] = {
  [QB_EDITION_REVISED] = {
    [QB_TYPE_REGULAR] = 0, [QB_TYPE_LIGHT_INFANTRY] = 0, [QB_TYPE_RANGERS] = 0,
    [QB_TYPE_GRENADIERS] = 0, [QB_TYPE_LEADER] = 0, [QB_TYPE_DETACHMENT] = 0,
    [QB_TYPE_DECOY] = -1, [QB_TYPE_SHIP] = -1, [QB_TYPE_INDIAN] = -1,
    [QB_TYPE_QUEBEC_MILITIA] = 0, [QB_TYPE_MONTREAL_MILITIA] = 0,
  },
  [QB_EDITION_CLASSIC] = {
    [QB_TYPE_REGULAR] = QB_TYPE_REGULAR, [QB_TYPE_LIGHT_INFANTRY] = QB_TYPE_LIGHT_INFANTRY,
    [QB_TYPE_RANGERS] = QB_TYPE_RANGERS, [QB_TYPE_GRENADIERS] = QB_TYPE_GRENADIERS,
    [QB_TYPE_LEADER] = QB_TYPE_LEADER, [QB_TYPE_DETACHMENT] = QB_TYPE_DETACHMENT,
    [QB_TYPE_DECOY] = -1, [QB_TYPE_SHIP] = -1, [QB_TYPE_INDIAN] = -1,
    [QB_TYPE_QUEBEC_MILITIA] = QB_TYPE_QUEBEC_MILITIA,
    [QB_TYPE_MONTREAL_MILITIA] = QB_TYPE_QUEBEC_MILITIA,
  },
};

static int
transfer_class (const QbState *s, int b)
{
  return transfer_classes[s->options.edition][qb_type (s, b)];
}

/* All transfers of a side; with cap 0, just whether there is one. Mirrors
 * the TRANSFER checks of qb_check_upkeep(), in the order giver, then receiver
 * (both by block). */
static size_t
gen_transfers (const QbState *s, int side, QbAction *out, size_t cap)
{
  const int first = QB_FIRST_BLOCK (side);
  const QbUnitInfo *roster = &qb_rosters[s->options.edition][first];
  const int8_t *classes = transfer_classes[s->options.edition];
  /* Who may give (CV over 1, received none this move) and who may receive
   * (under its maximum, gave none), from the masks cached in the state. */
  const uint32_t may_give = s->cache.above_one[side] & ~s->cache.received[side];
  const uint32_t may_take = s->cache.below_max[side] & ~s->cache.gave[side];
  uint32_t givers = 0, takers = 0;
  int8_t cls[QB_BLOCKS_PER_SIDE];
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      uint32_t here = s->cache.zone_blocks[side][z];
      uint32_t g = here & may_give, t = here & may_take;
      /* A pair needs a giver and another block that receives. */
      if (g == 0 || t == 0 || (g == t && !(g & (g - 1))))
        continue;
      /* The transfer classes; ships, decoys and the Ottawa take no part. */
      for (uint32_t bits = g | t; bits; bits &= bits - 1)
        {
          int i = __builtin_ctz (bits);
          int c = classes[roster[i].type];   /* transfer_class () */
          cls[i] = (int8_t) c;
          if (c < 0)
            {
              g &= ~(1u << i);
              t &= ~(1u << i);
            }
        }
      if (cap == 0)
        {
          /* Just whether the zone holds a pair. */
          for (; g && t; g &= g - 1)
            {
              int i = __builtin_ctz (g);
              for (uint32_t m = t & ~(1u << i); m; m &= m - 1)
                if (cls[__builtin_ctz (m)] == cls[i])
                  return 1;
            }
          continue;
        }
      givers |= g;
      takers |= t;
    }
  size_t n = 0;
  for (; givers; givers &= givers - 1)
    {
      int i = __builtin_ctz (givers), x = first + i;
      uint32_t m = takers & s->cache.zone_blocks[side][s->blocks[x].loc] & ~(1u << i);
      for (; m; m &= m - 1)
        {
          int j = __builtin_ctz (m);
          if (cls[j] == cls[i] && n < cap)
            out[n++] = (QbAction) { QB_ACT_TRANSFER, (uint8_t) x, (uint8_t) (first + j), 0 };
        }
    }
  return n;
}

/* Whether the side has a CV transfer to make. */
static inline bool
has_transfer (const QbState *s, int side)
{
  return gen_transfers (s, side, NULL, 0) > 0;
}

/* The transfers of 2.5, British then French, for each side that has one;
 * then the orders. */
void
qb_begin_transfers (QbState *s, int side)
{
  for (; side <= QB_FRENCH; side++)
    if (has_transfer (s, side))
      {
        qb_set_decision (s, QB_PHASE_TRANSFER, side);
        return;
      }
  qb_set_decision (s, QB_PHASE_ORDERS, QB_BRITISH);
}

/* ---- Upkeep: deployment, transfers, desertion, supplies ---------------- */

/* Static, so that qb_gen_upkeep() has it inlined. */
static const char *
check_upkeep (const QbState *s, QbAction a)
{
  int side = s->decider;
  switch (a.type)
    {
    case QB_ACT_PLACE:
      if (s->phase != QB_PHASE_FRENCH_SETUP)
        return "not the French deployment (3.4)";
      if (a.a >= QB_NUM_BLOCKS || QB_BLOCK_SIDE (a.a) != QB_FRENCH)
        return "not a French block";
      if (s->blocks[a.a].loc != QB_LOC_POOL)
        return "this block is already placed";
      if (a.b >= QB_NUM_ZONES || a.b == QB_OR)
        return "the French deploy in the nine zones other than Ile d'Orleans (3.4)";
      if (qb_is_decoy (s, a.a) && qb_real_count (s, QB_FRENCH, a.b) == 0)
        return "a decoy must join a zone that already holds a real unit (10.1 classic)";
      return NULL;

    case QB_ACT_TRANSFER:
      {
        if (s->phase != QB_PHASE_TRANSFER)
          return "CV transfers come before orders (2.5)";
        if (a.a >= QB_NUM_BLOCKS || a.b >= QB_NUM_BLOCKS || a.a == a.b)
          return "choose two different blocks";
        if (QB_BLOCK_SIDE (a.a) != side || QB_BLOCK_SIDE (a.b) != side)
          return "you can only transfer between your own blocks";
        const QbBlock *from = &s->blocks[a.a], *to = &s->blocks[a.b];
        if (!qb_on_zone (s, a.a) || from->loc != to->loc)
          return "the blocks must be in the same zone (2.5)";
        int ca = transfer_class (s, a.a), cb = transfer_class (s, a.b);
        if (ca < 0 || cb < 0)
          return "ships, decoys and the Ottawa take no part in CV transfers (2.5)";
        if (ca != cb)
          return "classic edition: only between units of the same type (2.5 FAQ)";
        if (from->cv <= 1)
          return "a block cannot give its last CV (2.5)";
        if (to->cv >= qb_info (s, a.b)->max_cv)
          return "the receiving block is at full strength (2.4)";
        if (from->flags & QB_BF_RECEIVED)
          return "this block received CV this move and cannot give any";
        if (to->flags & QB_BF_GAVE)
          return "this block gave CV this move and cannot receive any";
        return NULL;
      }

    case QB_ACT_TRANSFER_DONE:
      return s->phase == QB_PHASE_TRANSFER ? NULL : "not the CV transfer step";

    case QB_ACT_DESERT:
      if (s->phase != QB_PHASE_DESERTION)
        return "no desertion is due (20.0)";
      if (a.a >= QB_NUM_BLOCKS || qb_type (s, a.a) != QB_TYPE_QUEBEC_MILITIA
          || QB_BLOCK_SIDE (a.a) != QB_FRENCH || !qb_on_zone (s, a.a))
        return "choose a Quebec militia block on the map (20.0)";
      return NULL;

    case QB_ACT_SUPPLY_LOSS:
      if (s->phase != QB_PHASE_SUPPLY)
        return "no supply loss is due (21.0)";
      if (a.a >= QB_NUM_BLOCKS || qb_type (s, a.a) != QB_TYPE_MONTREAL_MILITIA
          || QB_BLOCK_SIDE (a.a) != QB_FRENCH || !qb_on_zone (s, a.a))
        return "choose a Montreal or Trois-Rivieres militia block on the map (21.0)";
      return NULL;

    default:
      return "this action does not belong to this step";
    }
}

const char *
qb_check_upkeep (const QbState *s, QbAction a)
{
  return check_upkeep (s, a);
}

/* The PLACE checks of qb_check_upkeep() as zone masks: where an ordinary block
 * may deploy (zones[0]) and where a decoy may (zones[1]). */
static void
place_zones (const QbState *s, uint16_t zones[2])
{
  zones[0] = zones[1] = 0;
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (z != QB_OR)
      {
        zones[0] |= QB_ZONE_BIT (z);
        if (s->cache.count[QB_FRENCH][z] > s->cache.decoys[QB_FRENCH][z])   /* qb_real_count () > 0 */
          zones[1] |= QB_ZONE_BIT (z);
      }
}

/* One of the deployments of qb_gen_upkeep() drawn with `rng`, without listing
 * them: the same draw as from the list. */
size_t
qb_pick_place (const QbState *s, QbRng *rng, QbAction *out)
{
  uint16_t zones[2];
  place_zones (s, zones);
  const int count[2] = { qb_zone_popcount (zones[0]), qb_zone_popcount (zones[1]) };
  /* The blocks still to deploy, and whether each is a decoy. */
  uint8_t pool[QB_BLOCKS_PER_SIDE], decoy[QB_BLOCKS_PER_SIDE];
  int np = 0;
  size_t n = 0;
  QB_FOR_SIDE (b, QB_FRENCH)
    if (s->blocks[b].loc == QB_LOC_POOL)
      {
        int d = qb_is_decoy (s, b);
        pool[np] = (uint8_t) b;
        decoy[np++] = (uint8_t) d;
        n += (size_t) count[d];
      }
  if (n == 0)
    return 0;
  size_t k = qb_rng_below_inline (rng, (uint32_t) n);
  for (int i = 0; i < np; i++)
    {
      int d = decoy[i];
      if (k >= (size_t) count[d])
        {
          k -= (size_t) count[d];
          continue;
        }
      unsigned m = zones[d];
      while (k-- > 0)
        m &= m - 1;
      *out = (QbAction) { QB_ACT_PLACE, pool[i], (uint8_t) __builtin_ctz (m), 0 };
      break;
    }
  return n;
}

size_t
qb_gen_upkeep (const QbState *s, QbAction *out, size_t cap)
{
  size_t n = 0;
#define PUSH(t, A, B, C) do { QbAction act_ = { (t), (uint8_t) (A), (uint8_t) (B), (uint8_t) (C) }; \
    if (check_upkeep (s, act_) == NULL && n < cap) out[n++] = act_; } while (0)
  switch (s->phase)
    {
    case QB_PHASE_FRENCH_SETUP:
      {
        uint16_t zones[2];
        place_zones (s, zones);
        QB_FOR_SIDE (b, QB_FRENCH)
          if (s->blocks[b].loc == QB_LOC_POOL)
            for (unsigned m = zones[qb_is_decoy (s, b)]; m && n < cap; m &= m - 1)
              out[n++] = (QbAction) { QB_ACT_PLACE, (uint8_t) b, (uint8_t) __builtin_ctz (m), 0 };
        break;
      }
    case QB_PHASE_TRANSFER:
      n = gen_transfers (s, s->decider, out, cap);
      PUSH (QB_ACT_TRANSFER_DONE, 0, 0, 0);
      break;
    case QB_PHASE_DESERTION:
      QB_FOR_SIDE (b, QB_FRENCH)
        PUSH (QB_ACT_DESERT, b, 0, 0);
      break;
    case QB_PHASE_SUPPLY:
      QB_FOR_SIDE (b, QB_FRENCH)
        PUSH (QB_ACT_SUPPLY_LOSS, b, 0, 0);
      break;
    default:
      break;
    }
#undef PUSH
  return n;
}

void
qb_apply_upkeep (QbState *s, QbAction a, QbEventSink *sink)
{
  switch (a.type)
    {
    case QB_ACT_PLACE:
      {
        qb_place_block (s, a.a, a.b);
        s->blocks[a.a].from = a.b;
        QbEvent ev = qb_event_new (QB_EV_SETUP, QB_FRENCH, 34);
        ev.block = a.a;
        ev.zone = a.b;
        ev.cv = s->blocks[a.a].cv;
        ev.vis = QB_VIS_ANONYMOUS;
        qb_emit (sink, &ev);
        if (qb_zone_count (s, QB_FRENCH, QB_LOC_POOL) == 0)
          {
            s->move = 0;
            qb_start_move (s, sink);
          }
        break;
      }
    case QB_ACT_TRANSFER:
      {
        QbBlock *from = &s->blocks[a.a], *to = &s->blocks[a.b];
        qb_set_cv (s, a.a, from->cv - 1);
        qb_set_cv (s, a.b, to->cv + 1);
        from->flags = (uint8_t) ((from->flags | QB_BF_GAVE) & ~QB_BF_SCOUTED);
        to->flags = (uint8_t) ((to->flags | QB_BF_RECEIVED) & ~QB_BF_SCOUTED);
        s->cache.gave[s->decider] |= 1u << (a.a - QB_FIRST_BLOCK (s->decider));
        s->cache.received[s->decider] |= 1u << (a.b - QB_FIRST_BLOCK (s->decider));
        QbEvent ev = qb_event_new (QB_EV_TRANSFER, s->decider, 25);
        ev.block = a.a;
        ev.block2 = a.b;
        ev.zone = from->loc;
        ev.a = from->cv;
        ev.b = to->cv;
        ev.vis = QB_VIS_PRIVATE;
        qb_emit (sink, &ev);
        if (!has_transfer (s, s->decider))
          qb_begin_transfers (s, s->decider + 1);
        break;
      }
    case QB_ACT_TRANSFER_DONE:
      qb_begin_transfers (s, s->decider + 1);
      break;
    case QB_ACT_DESERT:
    case QB_ACT_SUPPLY_LOSS:
      {
        bool desert = a.type == QB_ACT_DESERT;
        QbEvent ev = qb_event_new (desert ? QB_EV_DESERTION : QB_EV_SUPPLY_LOSS,
                                   QB_FRENCH, desert ? 200 : 210);
        ev.block = a.a;
        ev.zone = s->blocks[a.a].loc;
        ev.vis = QB_VIS_PUBLIC;
        qb_emit (sink, &ev);
        qb_eliminate (s, a.a, desert ? 200 : 210, sink);   /* checks 22.5 and 10.1 too */
        if (desert)
          {
            s->desertions--;
            qb_continue (s, sink);
          }
        else
          qb_end_move (s, sink);
        break;
      }
    default:
      break;
    }
}
