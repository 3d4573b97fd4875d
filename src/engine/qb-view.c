/* qb-view.c: what each player may know (2.3, 12.3, 22.3), event
 * redaction, and English names for the CLI and tests. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "qb-private.h"

/* May the viewer see this block's identity and strength? */
static bool
known_to (const QbState *s, int b, int viewer)
{
  if (QB_BLOCK_SIDE (b) == viewer || viewer == QB_NO_SIDE)
    return true;   /* own blocks; QB_NO_SIDE is the open (teaching) view */
  /* For QB_PUBLIC the rule names what both sides know: the owner always
   * knows its blocks, so what the enemy knows is public. A block out of
   * play (QB_LOC_OUT) is not known: which enemy blocks a scenario left
   * out is hidden like any block the enemy has not seen; only their
   * number shows, which the others' count gives anyway. */
  return qb_shown_to_enemy (s, b);
}

/* A view's block entry is written as one 64-bit word made from the
 * state's block read as one (both are eight bytes: QbBlock is loc, cv,
 * flags, slot, from, mode, order_dest, order_mode; QbViewBlock is loc, cv,
 * type, slot, flags, order_dest, order_mode, pad), on little-endian
 * machines; elsewhere byte by byte. Either way the same bytes. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define QB_VIEW_WORDS 1
#else
#define QB_VIEW_WORDS 0
#endif
_Static_assert (sizeof (QbBlock) == 8 && offsetof (QbBlock, flags) == 2
                && offsetof (QbBlock, slot) == 3 && offsetof (QbBlock, order_dest) == 6,
                "qb_view() reads a block as one word");
_Static_assert (sizeof (QbViewBlock) == 8 && offsetof (QbViewBlock, type) == 2
                && offsetof (QbViewBlock, slot) == 3 && offsetof (QbViewBlock, flags) == 4
                && offsetof (QbViewBlock, order_dest) == 5,
                "qb_view() writes a view's block entry as one word");

/* An entry the viewer may not see: nothing known but that the block is
 * there (its place shows in the counts). */
#define HIDDEN_WORD \
  ((uint64_t) QB_UNKNOWN | (uint64_t) QB_UNKNOWN << 8 | (uint64_t) QB_UNKNOWN << 16 \
   | (uint64_t) QB_SLOT_NONE << 24 | (uint64_t) QB_LOC_NONE << 40)

static inline uint64_t
block_word (const QbBlock *blk)
{
  uint64_t w;
  memcpy (&w, blk, sizeof w);
  return w;
}

/* loc, cv, slot and `flags` (byte 2 of w, kept by `keep`) moved to byte
 * 4; the type word gives the type and no order (order_dest QB_LOC_NONE,
 * order_mode 0, pad 0). */
static inline uint64_t
entry_word (uint64_t w, uint64_t keep, uint64_t type_word)
{
  return (w & 0xff00ffffu) | (w & keep) << 16 | type_word;
}

/* A side the viewer sees in full (its own, or any in the open view), with
 * its blocks' orders when the view carries the side's order. */
static void
view_full_side (const QbState *s, int side, bool orders, QbView *v)
{
  int first = QB_FIRST_BLOCK (side);
  const QbBlock *blk = &s->blocks[first];
  QbViewBlock *vb = &v->blocks[first];
  uint8_t *moved = v->moved[side];
#if QB_VIEW_WORDS
  const uint64_t *types = &qb_view_type_words[s->options.edition == QB_EDITION_CLASSIC][first];
  for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
    {
      uint64_t w = block_word (&blk[i]);
      uint64_t out = entry_word (w, 0xff0000u, types[i]);
      memcpy (&vb[i], &out, sizeof out);
      /* Few blocks have moved: a test is cheaper than adding 0. Only a
       * block that moved may have come by water (17.1, 19.0), which its
       * owner knows (the odds of its fire, qb-odds.c). */
      if (w & QB_BF_MOVED << 16)
        {
          moved[w & 0xff]++;
          vb[i].by_water = (uint8_t) (blk[i].loc < QB_NUM_ZONES
                                      && qb_arrived_across_water (s, first + i, blk[i].loc));
        }
    }
  /* Only the order the view carries, block by block: never the enemy's
   * draft (12.3). The blocks with a written order are the state's mask. */
  if (orders)
    QB_FOR_MASK (b, side, s->cache.order_blocks[side])
      {
        v->blocks[b].order_dest = s->blocks[b].order_dest;
        v->blocks[b].order_mode = s->blocks[b].order_mode;
      }
#else
  const QbUnitInfo *roster = qb_unit_info (s->options.edition, 0);
  for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
    {
      moved[blk[i].loc] += (blk[i].flags & QB_BF_MOVED) != 0;
      vb[i].loc = blk[i].loc;
      vb[i].cv = blk[i].cv;
      vb[i].type = roster[first + i].type;
      vb[i].slot = blk[i].slot;
      vb[i].flags = blk[i].flags;
      vb[i].order_dest = orders ? blk[i].order_dest : QB_LOC_NONE;
      vb[i].order_mode = orders && blk[i].order_dest != QB_LOC_NONE ? blk[i].order_mode : 0;
      vb[i].by_water = (uint8_t) (blk[i].loc < QB_NUM_ZONES
                                  && qb_arrived_across_water (s, first + i, blk[i].loc));
    }
#endif
}

/* The enemy's side: qb_shown_to_enemy() (qb-private.h) read from the
 * block's word, with the ships read from their mask. The
 * enemy's blocks never carry an order here: a view carries at most one
 * side's, the viewer's (or, open, the decider's: a full side). */
static void
view_enemy_side (const QbState *s, int side, QbView *v)
{
  int first = QB_FIRST_BLOCK (side);
  const QbBlock *blk = &s->blocks[first];
  QbViewBlock *vb = &v->blocks[first];
  uint8_t *moved = v->moved[side];
  uint32_t ships = qb_ship_blocks[side];
#if QB_VIEW_WORDS
  const uint64_t *types = &qb_view_type_words[s->options.edition == QB_EDITION_CLASSIC][first];
  for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
    {
      uint64_t w = block_word (&blk[i]);
      uint64_t shown = (w >> 16) & (QB_BF_REVEALED | QB_BF_SCOUTED);
      if (w & QB_BF_MOVED << 16)
        moved[w & 0xff]++;
      uint64_t out = HIDDEN_WORD;
      if (shown != 0 || (ships >> i & 1u) || (w & 0xff) == QB_LOC_ELIMINATED)
        out = entry_word (w, (QB_BF_REVEALED | QB_BF_SCOUTED) << 16, types[i]);
      memcpy (&vb[i], &out, sizeof out);
    }
#else
  const QbUnitInfo *roster = qb_unit_info (s->options.edition, 0);
  for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
    {
      uint8_t flags = blk[i].flags;
      moved[blk[i].loc] += (flags & QB_BF_MOVED) != 0;
      vb[i].order_dest = QB_LOC_NONE;
      vb[i].order_mode = 0;
      vb[i].by_water = 0;
      if ((flags & (QB_BF_REVEALED | QB_BF_SCOUTED)) != 0 || (ships >> i & 1u)
          || blk[i].loc == QB_LOC_ELIMINATED)
        {
          vb[i].loc = blk[i].loc;
          vb[i].cv = blk[i].cv;
          vb[i].type = roster[first + i].type;
          vb[i].slot = blk[i].slot;
          vb[i].flags = (uint8_t) (flags & (QB_BF_REVEALED | QB_BF_SCOUTED));
        }
      else
        {
          vb[i].loc = vb[i].cv = vb[i].type = QB_UNKNOWN;
          vb[i].slot = QB_SLOT_NONE;
          vb[i].flags = 0;
        }
    }
#endif
}

void
qb_view (const QbState *s, int viewer, QbView *v)
{
  /* Everything but the blocks is cleared; each block's entry is written
   * whole below (padding included: callers compare and hash views). */
  memset (v, 0, offsetof (QbView, blocks));
  v->viewer = (uint8_t) viewer;
  v->phase = s->phase;
  v->decider = s->decider;
  v->move = s->move;
  v->tides_roll = s->tides_roll;
  v->tides_blocked = s->tides_blocked;
  v->winner = s->winner;
  v->win_reason = s->win_reason;
  v->held_cap_rouge = s->held_cap_rouge;
  v->british_visited = s->british_visited;
  v->options = s->options;
  v->battle = s->battle;
  /* The counts per location are the state's cache (the same numbers
   * counted block by block; qb_check_invariants() compares them). */
  memcpy (v->count, s->cache.count, sizeof v->count);
  /* The side whose order the view carries: the viewer's own; in the open
   * view the decider's; none in the public view. */
  int order_side = viewer <= QB_FRENCH ? viewer
    : viewer == QB_NO_SIDE && s->decider <= QB_FRENCH ? s->decider : QB_NO_SIDE;
  if (viewer <= QB_FRENCH)
    v->enemy_written = s->order[qb_other (viewer)].written;
  if (order_side != QB_NO_SIDE)
    {
      v->own_order = s->order[order_side];
      for (int area = 0; area < 2; area++)
        v->amph_capacity[area] = (uint8_t) qb_amph_capacity (s, order_side, area);
    }
  else
    {
      v->own_order.origin = QB_LOC_NONE;
      v->own_order.ottawa_dest = QB_LOC_NONE;
    }

  /* Block by block, in loops specialised by what the viewer may see of
   * the side (the view is taken at every step of a search, so it is kept
   * cheap: docs/benchmarks.md). */
  for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
    {
      if (side == viewer || viewer == QB_NO_SIDE)
        view_full_side (s, side, side == order_side, v);
      else
        view_enemy_side (s, side, v);
    }
  /* The battle's reserve and columns, counted for both sides from the
   * blocks of the battle's zone. */
  if (s->battle.active && s->battle.zone < QB_NUM_ZONES)
    for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
      QB_FOR_MASK (b, side, s->cache.zone_blocks[side][s->battle.zone])
        {
          int slot = s->blocks[b].slot;
          if (slot == QB_SLOT_RESERVE)
            v->reserve_count[side]++;
          else if (slot <= QB_SLOT_SKIRMISH)
            v->column_count[side][slot]++;
        }
  else if (s->battle.active)
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      {
        const QbBlock *blk = &s->blocks[b];
        int side = QB_BLOCK_SIDE (b);
        if (blk->loc != s->battle.zone || blk->slot == QB_SLOT_NONE)
          continue;
        if (blk->slot == QB_SLOT_RESERVE)
          v->reserve_count[side]++;
        else if (blk->slot <= QB_SLOT_SKIRMISH)
          v->column_count[side][blk->slot]++;
      }
  /* The enemy's draft order and targets are never part of the view. */
  if (s->battle.active && s->battle.firing != QB_LOC_NONE
      && !known_to (s, s->battle.firing, viewer))
    v->battle.firing = QB_UNKNOWN;
  /* That the Ottawa will have to (or may) withdraw is the French's to
   * know until the question is asked (22.4, ruling R7): before then it
   * would tell the British that a hidden block in the battle is the
   * Ottawa (for instance while the French take pursuit hits after their
   * retreat, the Ottawa staying behind in reserve). */
  if (s->battle.active && s->phase != QB_PHASE_OTTAWA_RETREAT
      && !known_to (s, QB_FR_OTTAWA, viewer))
    v->battle.ottawa_pending = QB_OTTAWA_NONE;
}

bool
qb_decision_is_private (const QbState *s)
{
  switch (s->phase)
    {
    case QB_PHASE_FRENCH_SETUP:
    case QB_PHASE_TRANSFER:
    case QB_PHASE_ORDERS:
    case QB_PHASE_DEPLOY:
    case QB_PHASE_EMBARK:
    case QB_PHASE_RESERVE:
    case QB_PHASE_DESERTION:
    case QB_PHASE_SUPPLY:
      return true;
    case QB_PHASE_OTTAWA_RETREAT:
      /* A withdrawal the French may decline (22.4) is theirs alone while
       * the British have not seen the Ottawa in this battle, and so is the
       * same question asked with the Ottawa elsewhere (ruling R7), which
       * must look just like it; one it must make shows nothing hidden. */
      return s->battle.ottawa_pending == QB_OTTAWA_MAY
        && !(s->blocks[QB_FR_OTTAWA].flags & (QB_BF_REVEALED | QB_BF_SCOUTED));
    case QB_PHASE_ALLOCATE:
      {
        /* Private when a block that may take the hit is hidden from the
         * enemy (raids, pursuit hits on former reserve blocks). */
        QbAction acts[QB_BLOCKS_PER_SIDE + 1];
        size_t n = qb_legal_actions (s, acts, QB_BLOCKS_PER_SIDE + 1);
        for (size_t i = 0; i < n; i++)
          if (!(s->blocks[acts[i].a].flags & (QB_BF_REVEALED | QB_BF_SCOUTED)))
            return true;
        return false;
      }
    default:
      return false;
    }
}

bool
qb_event_for (const QbEvent *ev, int viewer, QbEvent *out)
{
  *out = *ev;
  if (ev->vis == QB_VIS_PUBLIC || ev->side == viewer || ev->side == QB_NO_SIDE
      || viewer == QB_NO_SIDE)
    return true;
  if (ev->vis == QB_VIS_PRIVATE)
    return false;
  /* Anonymous: where and how many, never who or how strong. */
  out->block = QB_UNKNOWN;
  out->block2 = QB_UNKNOWN;
  out->cv = QB_UNKNOWN;
  return true;
}

/* ---- Names ---------------------------------------------------------------- */

const char *
qb_zone_code (int zone)
{
  if (zone < QB_NUM_ZONES)
    return qb_zones[zone].code;
  if (zone == QB_LOC_BASON || zone == QB_LOC_STLAURENT)
    return qb_area_codes[zone - QB_LOC_BASON];
  if (zone == QB_LOC_POOL)
    return "--";
  return "XX";
}

const char *
qb_zone_name (int zone)
{
  if (zone < QB_NUM_ZONES)
    return qb_zones[zone].name;
  if (zone == QB_LOC_BASON || zone == QB_LOC_STLAURENT)
    return qb_area_names[zone - QB_LOC_BASON];
  if (zone == QB_LOC_POOL)
    return "not deployed";
  if (zone == QB_LOC_ELIMINATED)
    return "eliminated";
  if (zone == QB_LOC_OUT)
    return "out of play";
  return "unknown";
}

int
qb_zone_from_code (const char *code)
{
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (strcmp (code, qb_zones[z].code) == 0)
      return z;
  for (int a = 0; a < 2; a++)
    if (strcmp (code, qb_area_codes[a]) == 0)
      return QB_LOC_BASON + a;
  return -1;
}

const char *
qb_side_name (int side)
{
  return side == QB_BRITISH ? "British" : side == QB_FRENCH ? "French" : "nobody";
}

const char *
qb_type_name (int type)
{
  static const char *const names[QB_NUM_TYPES] = {
    "regular", "light infantry", "rangers", "grenadiers", "leader", "detachment",
    "decoy", "ship", "Indian", "Quebec militia", "Montreal militia",
  };
  return type >= 0 && type < QB_NUM_TYPES ? names[type] : "unknown";
}

const char *
qb_phase_name (int phase)
{
  static const char *const names[QB_NUM_PHASES] = {
    "french-setup", "transfer", "orders", "crossing-site", "desertion", "choose-battle",
    "deploy", "retreat", "embark", "reserve", "fire", "allocate", "ottawa-retreat",
    "supply", "game-over",
  };
  return phase >= 0 && phase < QB_NUM_PHASES ? names[phase] : "unknown";
}

const char *
qb_action_type_name (int type)
{
  static const char *const names[QB_NUM_ACTION_TYPES] = {
    "none", "place", "transfer", "transfer-done", "order-move", "order-ship",
    "order-ottawa", "order-clear", "order-done", "choose-site", "choose-battle",
    "deploy", "retreat", "stand", "embark", "embark-done", "commit", "no-commit",
    "fire", "hit", "ottawa-retreat", "desert", "supply-loss",
  };
  return type >= 0 && type < QB_NUM_ACTION_TYPES ? names[type] : "unknown";
}

const char *
qb_event_type_name (int type)
{
  static const char *const names[QB_NUM_EVENT_TYPES] = {
    "none", "game-start", "setup", "move-start", "tides", "transfer", "orders-written",
    "move", "ship-move", "order-failed", "crossing", "battle", "decoy-removed", "deployed",
    "battle-turn", "reserve", "fire", "hit", "eliminated", "leader-killed", "retreat",
    "rout", "pursuit", "pursuit-saved", "battle-end", "ottawa-retires", "raid", "scout",
    "desertion", "supply-loss", "first-occupation", "victory", "retreat-move",
  };
  return type >= 0 && type < QB_NUM_EVENT_TYPES ? names[type] : "unknown";
}

/* The type (1..n-1) whose name is `name`, or -1; type 0 is "none". */
static int
type_from_name (const char *(*name_of) (int), int n, const char *name)
{
  for (int t = 1; name != NULL && t < n; t++)
    if (strcmp (name_of (t), name) == 0)
      return t;
  return -1;
}

int
qb_action_type_from_name (const char *name)
{
  return type_from_name (qb_action_type_name, QB_NUM_ACTION_TYPES, name);
}

int
qb_event_type_from_name (const char *name)
{
  return type_from_name (qb_event_type_name, QB_NUM_EVENT_TYPES, name);
}

void
qb_rule_format (uint16_t rule, char *buf, size_t len)
{
  snprintf (buf, len, "%u.%u", rule / 10u, rule % 10u);
}

static const char *
mode_name (int mode)
{
  return mode == QB_MODE_LAND ? "land" : mode == QB_MODE_AMPHIBIOUS ? "amphibious"
       : mode == QB_MODE_SPECIAL ? "any-zone" : "";
}

void
qb_action_describe (const QbState *s, QbAction a, char *buf, size_t len)
{
  const char *blk = a.a < QB_NUM_BLOCKS ? qb_block_name (s, a.a) : "?";
  static const char *const slots[] = { "left column", "centre column", "right column", "reserve" };
  static const char *const missions[] = { "", " and raid", " and scout" };
  switch (a.type)
    {
    case QB_ACT_PLACE:
      snprintf (buf, len, "place %s in %s", blk, qb_zone_name (a.b));
      break;
    case QB_ACT_TRANSFER:
      snprintf (buf, len, "transfer 1 CV from %s to %s", blk, qb_block_name (s, a.b));
      break;
    case QB_ACT_ORDER_MOVE:
      snprintf (buf, len, "%s %s-%s (%s)", blk, qb_zone_code (s->blocks[a.a].loc),
                qb_zone_code (a.b), mode_name (a.c));
      break;
    case QB_ACT_ORDER_SHIP:
      snprintf (buf, len, "ship %s %s", blk, s->blocks[a.a].loc == QB_LOC_BASON ? "upriver" : "downriver");
      break;
    case QB_ACT_ORDER_OTTAWA:
      snprintf (buf, len, "Ottawa to %s%s", qb_zone_name (a.b), missions[a.c % 3]);
      break;
    case QB_ACT_CHOOSE_SITE:
    case QB_ACT_CHOOSE_BATTLE:
      snprintf (buf, len, "%s in %s", a.type == QB_ACT_CHOOSE_SITE ? "battle site" : "fight next",
                qb_zone_name (a.b));
      break;
    case QB_ACT_DEPLOY:
      snprintf (buf, len, "%s to the %s", blk, slots[a.c & 3]);
      break;
    case QB_ACT_RETREAT:
      snprintf (buf, len, "retreat to %s (%s)", qb_zone_name (a.b), mode_name (a.c));
      break;
    case QB_ACT_COMMIT:
      snprintf (buf, len, "commit %s to the %s", blk, slots[a.c % 3]);
      break;
    case QB_ACT_EMBARK:
    case QB_ACT_FIRE:
    case QB_ACT_HIT:
    case QB_ACT_DESERT:
    case QB_ACT_SUPPLY_LOSS:
      snprintf (buf, len, "%s %s", qb_action_type_name (a.type), blk);
      break;
    case QB_ACT_OTTAWA_RETREAT:
      snprintf (buf, len, "Ottawa withdraws to %s", qb_zone_name (a.b));
      break;
    default:
      snprintf (buf, len, "%s", qb_action_type_name (a.type));
      break;
    }
}
