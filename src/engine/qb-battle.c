/* qb-battle.c: battles (11.0-14.0, 17.1, 18.0), from their start to the
 * fire and its hits, and the Ottawa's raids and scouts (22.2, 22.3). One
 * battle is under way at a time (11.2); its state is QbState.battle. How
 * a battle ends (retreats, routs, pursuit, the Ottawa's withdrawal) is in
 * qb-battle-end.c. */
#include <string.h>

#include "qb-battle-private.h"

static void next_battle_step (QbState *s, QbEventSink *sink);

/* 17.1, 19.0: came this move by water: amphibiously, or over the road
 * across the St. Charles. */
bool
qb_arrived_across_water (const QbState *s, int b, int zone)
{
  const QbBlock *blk = &s->blocks[b];
  if (!(blk->flags & QB_BF_MOVED) || blk->loc != zone)
    return false;
  if (blk->mode == QB_MODE_AMPHIBIOUS)
    return true;
  if (blk->mode != QB_MODE_LAND)
    return false;
  if (qb_road_between (blk->from, zone))
    return sc_ab (blk->from, zone);
  /* A leader's two-zone move (R35): across the St. Charles only if every
   * two-road path between the zones crosses it. */
  bool any = false;
  for (int m = 0; m < QB_NUM_ZONES; m++)
    if (qb_road_between (blk->from, m) && qb_road_between (m, zone))
      {
        if (!sc_ab (blk->from, m) && !sc_ab (m, zone))
          return false;
        any = true;
      }
  return any;
}

/* 14.2, 10.3, 17.1: the number of dice a block rolls. */
int
qb_dice_for (const QbState *s, int b, bool doubled)
{
  int n = qb_is_leader (s, b) ? 2 : s->blocks[b].cv;
  if (doubled && qb_double_is_dice (s))
    n *= 2;
  return n > QB_MAX_DICE ? QB_MAX_DICE : n;
}

/* Roll for one block; fills the event; returns the hits. Sets *leader_double. */
int
qb_roll_block (QbState *s, int b, bool doubled, QbEvent *ev, bool *leader_double,
            QbEventSink *sink)
{
  int n = qb_dice_for (s, b, doubled);
  int need = doubled && !qb_double_is_dice (s) ? 5 : 6;
  int hits = 0;
  ev->ndice = (uint8_t) n;
  for (int i = 0; i < n; i++)
    {
      ev->dice[i] = (uint8_t) qb_roll (s, sink);
      if (ev->dice[i] >= need)
        hits++;
    }
  *leader_double = false;
  if (qb_is_leader (s, b))
    for (int i = 0; i + 1 < n; i += 2)
      if (ev->dice[i] == ev->dice[i + 1])
        *leader_double = true;
  ev->block = (uint8_t) b;
  ev->zone = B->zone;
  ev->cv = s->blocks[b].cv;
  ev->a = (uint8_t) hits;
  ev->b = doubled;
  ev->vis = QB_VIS_PUBLIC;
  return hits;
}

static bool
british_collapsed (const QbState *s)
{
  return qb_side_cv (s, QB_BRITISH) < 20;
}

/* 13.1: the end of one side's half of a battle turn; the other side's
 * half, or the next turn, begins. */
void
qb_end_half_turn (QbState *s, QbEventSink *sink)
{
  QB_FOR_SIDE (b, B->side)
    s->blocks[b].flags &= (uint8_t) ~QB_BF_FIRED;
  if (B->side == B->defender)
    B->side = (uint8_t) attacker (s);
  else
    {
      B->turn++;
      B->side = B->defender;
      QbEvent ev = qb_event_new (QB_EV_BATTLE_TURN, B->defender, 131);
      ev.zone = B->zone;
      ev.a = B->turn;
      ev.vis = QB_VIS_PUBLIC;
      qb_emit (sink, &ev);
    }
  B->step = QB_STEP_RETREAT;
  B->committed = 0;
  next_battle_step (s, sink);
}

/* ---- Hits (14.2) ----------------------------------------------------------- */

static bool
hit_candidate (const QbState *s, int b)
{
  const QbBlock *blk = &s->blocks[b];
  if (QB_BLOCK_SIDE (b) != B->hit_side || blk->loc >= QB_NUM_ZONES)
    return false;
  switch (B->pursuit)
    {
    case QB_HITS_PURSUIT:
      return blk->slot == QB_SLOT_RETREATED && !qb_is_ottawa (s, b);
    case QB_HITS_RAID:
      return blk->loc == B->zone && !qb_is_decoy (s, b) && !qb_is_ship (s, b);
    default:
      return in_battle (s, b) && blk->slot == B->hit_column;
    }
}

/* The blocks hit_candidate() accepts, as a mask of B->hit_side's blocks:
 * pursuit hits fall on the retreated blocks wherever they went, the others
 * in the battle's zone. */
static uint32_t
hit_candidates (const QbState *s)
{
  int side = B->hit_side;
  if (side != QB_BRITISH && side != QB_FRENCH)
    return 0;
  uint32_t where = 0;
  if (B->pursuit == QB_HITS_PURSUIT)
    for (int z = 0; z < QB_NUM_ZONES; z++)
      where |= s->cache.zone_blocks[side][z];
  else
    where = here (s, side);
  uint32_t m = 0;
  QB_FOR_MASK (b, side, where)
    if (hit_candidate (s, b))
      m |= 1u << (b - QB_FIRST_BLOCK (side));
  return m;
}

static void
apply_hit (QbState *s, int b, QbEventSink *sink)
{
  QbBlock *blk = &s->blocks[b];
  qb_set_cv (s, b, blk->cv - 1);
  QbEvent ev = qb_event_new (QB_EV_HIT, QB_BLOCK_SIDE (b),
                             B->pursuit == QB_HITS_PURSUIT ? 162 : B->pursuit == QB_HITS_RAID ? 222 : 142);
  ev.block = (uint8_t) b;
  ev.zone = blk->loc;
  ev.cv = blk->cv;
  ev.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &ev);
  /* Ruling R18: a hit block is revealed. A raid's hits stay known until
   * the block moves (22.2); a pursuit hit is a battle reveal, which ends
   * with the battle (13.2): qb_finish_retreat() turns the block back. */
  if (B->pursuit == QB_HITS_RAID)
    blk->flags |= QB_BF_SCOUTED;
  else if (B->pursuit == QB_HITS_PURSUIT)
    blk->flags |= QB_BF_REVEALED;
  if (blk->cv == 0)
    qb_eliminate (s, b, 24, sink);
  qb_retire_ottawa_if_due (s, sink);
  B->hits--;
}

/* 10.3 as ruled (R6): a leader that rolled a double dies once its hits are
 * applied, even when those hits end the battle. Returns its side, or
 * QB_NO_SIDE if no leader died. */
static int
kill_doubled_leader (QbState *s, QbEventSink *sink)
{
  int b = B->firing;
  bool dies = b != QB_LOC_NONE && B->leader_double && s->blocks[b].loc == B->zone;
  B->leader_double = 0;
  if (!dies)
    return QB_NO_SIDE;
  QbEvent k = qb_event_new (QB_EV_LEADER_KILLED, QB_BLOCK_SIDE (b), 103);
  k.block = (uint8_t) b;
  k.zone = B->zone;
  k.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &k);
  qb_eliminate (s, b, 103, sink);
  return QB_BLOCK_SIDE (b);
}

static bool
side_broken (const QbState *s, int side)
{
  if (B->skirmish)
    return fighters (s, side) == 0;
  return slot_count (s, side, 0) == 0 || slot_count (s, side, 1) == 0 || slot_count (s, side, 2) == 0;
}

/* After each hit of ordinary fire: qb_rout (16.1) or the end of a skirmish.
 * The side that took the hits breaks first; a leader killed by its own
 * double then dies with the battle already decided. */
static bool
fire_ends_battle (QbState *s, QbEventSink *sink)
{
  int side = B->hit_side;
  if (!side_broken (s, side))
    return false;
  B->hits = 0;
  kill_doubled_leader (s, sink);
  B->firing = QB_LOC_NONE;
  if (B->skirmish)
    qb_battle_over (s, qb_other (side), sink);
  else
    qb_rout (s, side, sink);
  return true;
}

static void raid_return_fire (QbState *s, QbEventSink *sink);

static void
after_fire (QbState *s, QbEventSink *sink)
{
  int dead = kill_doubled_leader (s, sink);
  B->firing = QB_LOC_NONE;
  if (dead != QB_NO_SIDE && side_broken (s, dead))
    {
      /* The leader's death itself empties its column or its skirmish line. */
      if (B->skirmish)
        qb_battle_over (s, qb_other (dead), sink);
      else
        qb_rout (s, dead, sink);
      return;
    }
  next_battle_step (s, sink);
}

static void
allocation_done (QbState *s, QbEventSink *sink)
{
  switch (B->pursuit)
    {
    case QB_HITS_PURSUIT:
      qb_finish_retreat (s, sink);
      break;
    case QB_HITS_RAID:
      raid_return_fire (s, sink);
      break;
    default:
      after_fire (s, sink);
      break;
    }
}

void
qb_allocate_hits (QbState *s, QbEventSink *sink)
{
  while (B->hits > 0)
    {
      if (british_collapsed (s))
        return;   /* 5.2: qb_apply ends the game */
      uint32_t m = hit_candidates (s);
      if (m == 0)
        {
          B->hits = 0;
          break;
        }
      if (m & (m - 1))
        {
          qb_set_decision (s, QB_PHASE_ALLOCATE, B->hit_side);
          return;
        }
      apply_hit (s, QB_FIRST_BLOCK (B->hit_side) + __builtin_ctz (m), sink);
      if (B->pursuit == QB_HITS_FIRE && fire_ends_battle (s, sink))
        return;
    }
  if (british_collapsed (s))
    return;
  allocation_done (s, sink);
}

/* ---- Raids and scouts (22.2, 22.3) ------------------------------------- */

static void
raid_return_fire (QbState *s, QbEventSink *sink)
{
  int targets[2] = { QB_BR_LIGHT_INFANTRY, QB_BR_RANGERS };
  for (int i = 0; i < 2; i++)
    {
      int b = targets[i];
      if (s->blocks[b].loc != B->zone || s->blocks[QB_FR_OTTAWA].loc != B->zone)
        continue;
      bool ld;
      QbEvent ev = qb_event_new (QB_EV_FIRE, QB_BRITISH, 222);
      int hits = qb_roll_block (s, b, false, &ev, &ld, sink);
      ev.why = QB_WHY_RAID_RETURN;
      qb_emit (sink, &ev);
      B->pursuit = QB_HITS_RAID;
      B->hit_side = QB_FRENCH;
      for (int h = 0; h < hits && s->blocks[QB_FR_OTTAWA].loc == B->zone; h++)
        {
          B->hits = 1;
          apply_hit (s, QB_FR_OTTAWA, sink);
        }
    }
  B->hits = 0;
  qb_battle_over (s, QB_BRITISH, sink);
}

static void
start_raid (QbState *s, QbEventSink *sink)
{
  QbEvent r = qb_event_new (QB_EV_RAID, QB_FRENCH, 222);
  r.zone = B->zone;
  r.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &r);
  bool ld;
  QbEvent ev = qb_event_new (QB_EV_FIRE, QB_FRENCH, 222);
  int hits = qb_roll_block (s, QB_FR_OTTAWA, true, &ev, &ld, sink);
  ev.why = QB_WHY_RAID;
  qb_emit (sink, &ev);
  B->hits = (uint8_t) hits;
  B->hit_side = QB_BRITISH;
  B->pursuit = QB_HITS_RAID;
  B->firing = QB_LOC_NONE;
  qb_allocate_hits (s, sink);
}

static void
start_scout (QbState *s, QbEventSink *sink)
{
  int cand[QB_BLOCKS_PER_SIDE], n = 0;
  QB_FOR_SIDE (b, QB_BRITISH)
    if (s->blocks[b].loc == B->zone)
      cand[n++] = b;
  /* 22.3: up to four, chosen at random. */
  for (int i = 0; i < n && i < 4; i++)
    {
      int j = i + (int) qb_draw (s, sink, (uint32_t) (n - i));
      int t = cand[i];
      cand[i] = cand[j];
      cand[j] = t;
      int b = cand[i];
      s->blocks[b].flags |= QB_BF_SCOUTED;
      QbEvent ev = qb_event_new (QB_EV_SCOUT, QB_BRITISH, 223);
      ev.block = (uint8_t) b;
      ev.zone = B->zone;
      ev.cv = s->blocks[b].cv;
      ev.vis = QB_VIS_PUBLIC;
      qb_emit (sink, &ev);
    }
  for (int i = 0; i < n && i < 4; i++)
    if (qb_is_decoy (s, cand[i]))
      qb_eliminate (s, cand[i], 223, sink);   /* classic 22.3 */
  qb_battle_over (s, QB_BRITISH, sink);
}

/* ---- Starting a battle ---------------------------------------------------- */

static void
reveal_columns (QbState *s, QbEventSink *sink)
{
  for (int side = 0; side < 2; side++)
    QB_FOR_MASK (b, side, here (s, side))
      if (in_battle (s, b))
        {
          QbBlock *blk = &s->blocks[b];
          bool column = blk->slot != QB_SLOT_RESERVE;
          if (column)
            blk->flags |= QB_BF_REVEALED;
          QbEvent ev = qb_event_new (QB_EV_DEPLOYED, QB_BLOCK_SIDE (b), B->skirmish ? 180 : 123);
          ev.block = (uint8_t) b;
          ev.zone = B->zone;
          ev.cv = blk->cv;
          ev.a = blk->slot;
          ev.vis = column ? QB_VIS_PUBLIC : QB_VIS_ANONYMOUS;
          qb_emit (sink, &ev);
        }
  B->turn = 1;
  B->side = B->defender;
  B->step = QB_STEP_RETREAT;
  QbEvent ev = qb_event_new (QB_EV_BATTLE_TURN, B->defender, 131);
  ev.zone = B->zone;
  ev.a = 1;
  ev.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &ev);
  next_battle_step (s, sink);
}

void
qb_start_battle (QbState *s, int zone, QbEventSink *sink)
{
  bool raid = s->raid_zone == zone;
  memset (&s->battle, 0, sizeof s->battle);
  B->active = 1;
  B->zone = (uint8_t) zone;
  B->firing = QB_LOC_NONE;
  B->routed = QB_NO_SIDE;
  B->retreat_side = QB_NO_SIDE;
  B->victor = QB_NO_SIDE;
  B->hit_column = QB_SLOT_NONE;
  B->attacker_from = QB_LOC_NONE;
  s->pending_battles &= (uint16_t) ~QB_ZONE_BIT (zone);

  if (raid)
    {
      B->kind = s->raid_mission == QB_MISSION_SCOUT ? QB_BATTLE_SCOUT : QB_BATTLE_RAID;
      B->defender = QB_BRITISH;
      s->raid_zone = QB_LOC_NONE;
      s->blocks[QB_FR_OTTAWA].slot = QB_SLOT_RESERVE;
      if (B->kind == QB_BATTLE_SCOUT)
        start_scout (s, sink);
      else
        start_raid (s, sink);
      return;
    }

  /* 11.1 and ruling R2: the side that stayed defends, else the French. */
  /* The blocks of both sides in the zone, British first, in block order:
   * the loops below check each block's zone again, since the decoys'
   * removal may eliminate other blocks as it goes. */
  B->defender = QB_FRENCH;
  for (int side = 0; side < 2; side++)
    QB_FOR_MASK (b, side, here (s, side))
      if (s->blocks[b].loc == zone && (s->blocks[b].flags & QB_BF_STAYED))
        B->defender = (uint8_t) QB_BLOCK_SIDE (b);
  /* Classic 10.2: decoys go before any deployment, skirmishes too. */
  if (s->cache.decoys[QB_BRITISH][zone] + s->cache.decoys[QB_FRENCH][zone] > 0)
    for (int side = 0; side < 2; side++)
      QB_FOR_MASK (b, side, here (s, side))
        if (s->blocks[b].loc == zone && qb_is_decoy (s, b))
          {
            QbEvent ev = qb_event_new (QB_EV_DECOYS_REMOVED, QB_BLOCK_SIDE (b), 102);
            ev.block = (uint8_t) b;
            ev.zone = (uint8_t) zone;
            ev.vis = QB_VIS_PUBLIC;
            qb_emit (sink, &ev);
            qb_eliminate (s, b, 102, sink);
          }

  /* 17.1, classic 10.2: whether the attack came by sea is decided by the
   * blocks that fight, after the decoys are gone (ruling R14). */
  int att = attacker (s);
  QB_FOR_MASK (b, att, here (s, att))
    if (s->blocks[b].loc == zone && (s->blocks[b].flags & QB_BF_MOVED))
      {
        if (B->attacker_from == QB_LOC_NONE && s->blocks[b].mode != QB_MODE_SPECIAL)
          B->attacker_from = s->blocks[b].from;
        if (qb_arrived_across_water (s, b, zone))
          B->by_sea = 1;
      }

  for (int side = 0; side < 2; side++)
    QB_FOR_MASK (b, side, here (s, side))
      s->blocks[b].slot = QB_SLOT_RESERVE;   /* provisional: "in the battle" */

  int nb = fighters (s, QB_BRITISH), nf = fighters (s, QB_FRENCH);
  B->skirmish = nb < 3 || nf < 3;   /* 18.0, ruling R13 */

  QbEvent ev = qb_event_new (QB_EV_BATTLE, B->defender, B->skirmish ? 180 : 111);
  ev.zone = (uint8_t) zone;
  ev.from = B->attacker_from;
  ev.a = B->skirmish;
  ev.b = B->by_sea;
  ev.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &ev);

  if (nb == 0 || nf == 0)
    {
      /* Nothing left to fight with (decoys gone, or the Ottawa alone). */
      qb_battle_over (s, nb == 0 ? QB_FRENCH : QB_BRITISH, sink);
      return;
    }

  for (int side = 0; side < 2; side++)
    QB_FOR_MASK (b, side, here (s, side))
      s->blocks[b].slot = B->skirmish ? QB_SLOT_SKIRMISH
                        : qb_is_ottawa (s, b) ? QB_SLOT_RESERVE : QB_SLOT_NONE;
  if (B->skirmish)
    {
      B->deployed = 3;
      /* 22.4 (ruling R7): the Ottawa may withdraw before a skirmish. (Before
       * a battle in columns it may do so while the French deploy, a step
       * the British do not see.) */
      if (s->blocks[QB_FR_OTTAWA].loc == zone)
        {
          B->ottawa_pending = QB_OTTAWA_MAY;
          if (qb_ask_ottawa_withdrawal (s, sink))
            return;
        }
      reveal_columns (s, sink);
      return;
    }
  qb_set_decision (s, QB_PHASE_DEPLOY, B->defender);
}

/* The French have decided on the Ottawa's withdrawal (gone or staying):
 * the battle takes up where it was. */
static void
ottawa_decided (QbState *s, QbEventSink *sink)
{
  B->ottawa_pending = QB_OTTAWA_NONE;
  if (B->step == QB_STEP_DONE)
    qb_close_battle (s, sink);
  else if (B->turn == 0)
    reveal_columns (s, sink);   /* before the skirmish */
  else if (fighters (s, QB_FRENCH) == 0)
    qb_battle_over (s, QB_BRITISH, sink);
  else
    next_battle_step (s, sink);
}

/* ---- The battle turn (13.1) ------------------------------------------------ */

static bool
has_reserve (const QbState *s, int side)
{
  QB_FOR_MASK (b, side, here (s, side))
    if (in_battle (s, b) && s->blocks[b].slot == QB_SLOT_RESERVE && !qb_is_ottawa (s, b))
      return true;
  return false;
}

static bool
has_unfired (const QbState *s, int side)
{
  QB_FOR_MASK (b, side, here (s, side))
    if (in_battle (s, b) && s->blocks[b].slot != QB_SLOT_RESERVE
        && !(s->blocks[b].flags & QB_BF_FIRED))
      return true;
  return false;
}

/* 13.1: on to the next step of the battle turn that needs a decision
 * (retreat, reserve, fire), ending the half-turn when nothing is left. */
static void
next_battle_step (QbState *s, QbEventSink *sink)
{
  if (qb_ask_ottawa_withdrawal (s, sink))
    return;
  for (;;)
    {
      int side = B->side;
      switch (B->step)
        {
        case QB_STEP_RETREAT:
          /* 15.1: the defender may not retreat on its first turn. */
          if ((side == B->defender && B->turn == 1) || !qb_can_retreat (s, side))
            {
              B->step = QB_STEP_RESERVE;
              continue;
            }
          qb_set_decision (s, QB_PHASE_RETREAT, side);
          return;
        case QB_STEP_RESERVE:
          if (!B->skirmish && !B->committed && has_reserve (s, side))
            {
              qb_set_decision (s, QB_PHASE_RESERVE, side);
              return;
            }
          B->step = QB_STEP_FIRE;
          continue;
        case QB_STEP_FIRE:
          if (has_unfired (s, side))
            {
              qb_set_decision (s, QB_PHASE_FIRE, side);
              return;
            }
          qb_end_half_turn (s, sink);
          return;
        default:
          qb_close_battle (s, sink);
          return;
        }
    }
}

/* ---- Decisions ------------------------------------------------------------- */

static int
deploy_unassigned (const QbState *s, int side)
{
  int n = 0;
  QB_FOR_MASK (b, side, here (s, side))
    if (s->blocks[b].loc == B->zone && s->blocks[b].slot == QB_SLOT_NONE)
      n++;
  return n;
}

static int
embarked (const QbState *s, int side)
{
  int n = 0;
  QB_FOR_MASK (b, side, here (s, side))
    if (in_battle (s, b) && (s->blocks[b].flags & QB_BF_EMBARK))
      n++;
  return n;
}

const char *
qb_check_battle (const QbState *s, QbAction a)
{
  int side = s->decider;
  bool own = a.a < QB_NUM_BLOCKS && QB_BLOCK_SIDE (a.a) == side;
  switch (a.type)
    {
    case QB_ACT_DEPLOY:
      {
        if (s->phase != QB_PHASE_DEPLOY)
          return "not the battle deployment (12.1)";
        if (!own || s->blocks[a.a].loc != B->zone || s->blocks[a.a].slot != QB_SLOT_NONE)
          return "choose one of your blocks in the battle that is not yet deployed";
        if (a.c > QB_SLOT_RESERVE)
          return "choose a column or the reserve";
        int empty = 0;
        for (int c = 0; c < 3; c++)
          if (slot_count (s, side, c) == 0)
            empty++;
        bool fills = a.c < 3 && slot_count (s, side, a.c) == 0;
        if (!fills && deploy_unassigned (s, side) - 1 < empty)
          return "every column needs at least one block (12.1)";
        return NULL;
      }
    case QB_ACT_RETREAT:
      if (s->phase != QB_PHASE_RETREAT)
        return "no retreat now (15.1)";
      return qb_check_retreat_to (s, side, a.b, a.c);
    case QB_ACT_STAND:
      if (s->phase == QB_PHASE_OTTAWA_RETREAT)
        return B->ottawa_pending == QB_OTTAWA_MAY ? NULL
          : "the Ottawa cannot stay: it never fights alone (22.4)";
      if (s->phase != QB_PHASE_RETREAT)
        return "no retreat decision now";
      if (B->routed == side)
        return "a routed side must retreat (16.1)";
      return NULL;
    case QB_ACT_EMBARK:
      if (s->phase != QB_PHASE_EMBARK)
        return "no amphibious retreat under way";
      if (!own || !in_battle (s, a.a) || qb_is_ottawa (s, a.a)
          || (s->blocks[a.a].flags & QB_BF_EMBARK))
        return "choose one of your blocks that has not embarked";
      return NULL;
    case QB_ACT_EMBARK_DONE:
      if (s->phase != QB_PHASE_EMBARK)
        return "no amphibious retreat under way";
      {
        /* 15.2, 17.2 (ruling R10): no partial retreat but the one the
         * capacity forces, so as many blocks go as the capacity allows
         * (and the embarking of the last of them starts the retreat). */
        int all = fighters (s, side);
        int need = all < B->embark_cap ? all : B->embark_cap;
        return embarked (s, side) >= need ? NULL
          : "an amphibious retreat takes as many blocks as the capacity allows (15.2, 17.2)";
      }
    case QB_ACT_COMMIT:
      if (s->phase != QB_PHASE_RESERVE)
        return "not the reserve step (13.1 b)";
      if (!own || !in_battle (s, a.a) || s->blocks[a.a].slot != QB_SLOT_RESERVE)
        return "choose one of your reserve blocks";
      if (qb_is_ottawa (s, a.a))
        return "the Ottawa never joins a battle column (22.4)";
      if (a.c > 2)
        return "choose one of the three columns";
      return NULL;
    case QB_ACT_NO_COMMIT:
      return s->phase == QB_PHASE_RESERVE ? NULL : "not the reserve step (13.1 b)";
    case QB_ACT_FIRE:
      if (s->phase != QB_PHASE_FIRE)
        return "not the firing step (13.1 c)";
      if (!own || !in_battle (s, a.a) || s->blocks[a.a].slot == QB_SLOT_RESERVE)
        return "only your blocks in the columns fire (14.1)";
      if (s->blocks[a.a].flags & QB_BF_FIRED)
        return "this block has already fired this turn";
      return NULL;
    case QB_ACT_HIT:
      if (s->phase != QB_PHASE_ALLOCATE)
        return "no hit to allocate";
      if (!own || !hit_candidate (s, a.a))
        return B->pursuit == QB_HITS_PURSUIT
          ? "pursuit hits fall on the retreating blocks, never the Ottawa (16.2, 22.4)"
          : "hits fall on a block of the column that was fired at (14.1)";
      return NULL;
    case QB_ACT_OTTAWA_RETREAT:
      /* 22.4: before a battle in columns, while the French deploy. */
      if (s->phase == QB_PHASE_DEPLOY && side == QB_FRENCH && B->turn == 0
          && s->blocks[QB_FR_OTTAWA].loc == B->zone)
        return qb_ottawa_can_go (s, a.b) ? NULL
          : "the Ottawa withdraws to a zone without British blocks and without a battle (22.2)";
      /* Ruling R7: the question may be asked with the Ottawa elsewhere,
       * "stay" being then the only answer. */
      if (s->phase != QB_PHASE_OTTAWA_RETREAT || s->blocks[QB_FR_OTTAWA].loc != B->zone)
        return "the Ottawa is not withdrawing";
      if (!qb_ottawa_can_go (s, a.b))
        return "the Ottawa withdraws to a zone without British blocks and without a battle (22.2)";
      return NULL;
    default:
      return "this action does not belong to this step";
    }
}

size_t
qb_gen_battle (const QbState *s, QbAction *out, size_t cap)
{
  size_t n = 0;
  int side = s->decider;
#define PUSH(t, A, Bz, C) do { QbAction act_ = { (t), (uint8_t) (A), (uint8_t) (Bz), (uint8_t) (C) }; \
    if (qb_check_battle (s, act_) == NULL && n < cap) out[n++] = act_; } while (0)
  switch (s->phase)
    {
    case QB_PHASE_DEPLOY:
      {
        /* The DEPLOY checks of qb_check_battle(), computed once. */
        int filled[3] = { slot_count (s, side, 0), slot_count (s, side, 1), slot_count (s, side, 2) };
        int empty = (filled[0] == 0) + (filled[1] == 0) + (filled[2] == 0);
        bool spare = deploy_unassigned (s, side) - 1 >= empty;
        QB_FOR_MASK (b, side, here (s, side))
          if (s->blocks[b].loc == B->zone && s->blocks[b].slot == QB_SLOT_NONE)
            for (int c = 0; c <= QB_SLOT_RESERVE && n < cap; c++)
              if (spare || (c < 3 && filled[c] == 0))
                out[n++] = (QbAction) { QB_ACT_DEPLOY, (uint8_t) b, 0, (uint8_t) c };
        if (side == QB_FRENCH && s->blocks[QB_FR_OTTAWA].loc == B->zone)
          for (int z = 0; z < QB_NUM_ZONES; z++)
            PUSH (QB_ACT_OTTAWA_RETREAT, 0, z, 0);
        break;
      }
    case QB_PHASE_RETREAT:
      {
        /* The RETREAT checks of qb_check_battle(), as masks. */
        uint16_t land, amph;
        qb_retreat_zones (s, side, &land, &amph);
        for (int z = 0; z < QB_NUM_ZONES; z++)
          {
            if ((land & QB_ZONE_BIT (z)) && n < cap)
              out[n++] = (QbAction) { QB_ACT_RETREAT, 0, (uint8_t) z, QB_MODE_LAND };
            if ((amph & QB_ZONE_BIT (z)) && n < cap)
              out[n++] = (QbAction) { QB_ACT_RETREAT, 0, (uint8_t) z, QB_MODE_AMPHIBIOUS };
          }
        PUSH (QB_ACT_STAND, 0, 0, 0);
        break;
      }
    /* Only blocks in the battle's zone can pass the EMBARK, COMMIT and
     * FIRE checks. */
    case QB_PHASE_EMBARK:
      QB_FOR_MASK (b, side, here (s, side))
        PUSH (QB_ACT_EMBARK, b, 0, 0);
      PUSH (QB_ACT_EMBARK_DONE, 0, 0, 0);
      break;
    case QB_PHASE_RESERVE:
      QB_FOR_MASK (b, side, here (s, side))
        for (int c = 0; c < 3; c++)
          PUSH (QB_ACT_COMMIT, b, 0, c);
      PUSH (QB_ACT_NO_COMMIT, 0, 0, 0);
      break;
    case QB_PHASE_FIRE:
      /* The FIRE checks of qb_check_battle(), inline. */
      QB_FOR_MASK (b, side, here (s, side))
        if (in_battle (s, b) && s->blocks[b].slot != QB_SLOT_RESERVE
            && !(s->blocks[b].flags & QB_BF_FIRED) && n < cap)
          out[n++] = (QbAction) { QB_ACT_FIRE, (uint8_t) b, 0, 0 };
      break;
    case QB_PHASE_ALLOCATE:
      QB_FOR_MASK (b, side, side == B->hit_side ? hit_candidates (s) : 0)
        if (n < cap)
          out[n++] = (QbAction) { QB_ACT_HIT, (uint8_t) b, 0, 0 };
      break;
    case QB_PHASE_OTTAWA_RETREAT:
      for (int z = 0; z < QB_NUM_ZONES; z++)
        PUSH (QB_ACT_OTTAWA_RETREAT, 0, z, 0);
      PUSH (QB_ACT_STAND, 0, 0, 0);
      break;
    default:
      break;
    }
#undef PUSH
  return n;
}

static void
fire (QbState *s, int b, QbEventSink *sink)
{
  QbBlock *blk = &s->blocks[b];
  bool landing = B->turn == 1 && B->side == B->defender && B->by_sea;
  bool doubled = landing && !qb_arrived_across_water (s, b, B->zone);   /* 17.1 */
  bool ld;
  QbEvent ev = qb_event_new (QB_EV_FIRE, QB_BLOCK_SIDE (b), landing ? 171 : 142);
  int hits = qb_roll_block (s, b, doubled, &ev, &ld, sink);
  ev.from = blk->slot;
  ev.why = (uint8_t) (doubled ? QB_WHY_LANDING : landing ? QB_WHY_LANDED_ITSELF : QB_WHY_NONE);
  qb_emit (sink, &ev);
  blk->flags |= QB_BF_FIRED;
  B->firing = (uint8_t) b;
  B->leader_double = ld;
  B->hits = (uint8_t) hits;
  B->hit_side = (uint8_t) qb_other (QB_BLOCK_SIDE (b));
  B->hit_column = B->skirmish ? QB_SLOT_SKIRMISH : blk->slot;
  B->pursuit = QB_HITS_FIRE;
  qb_allocate_hits (s, sink);
}

static void
finish_deploy (QbState *s, QbEventSink *sink)
{
  B->deployed |= (uint8_t) (1u << s->decider);
  if (s->decider == B->defender)
    {
      qb_set_decision (s, QB_PHASE_DEPLOY, attacker (s));   /* 12.2 */
      return;
    }
  reveal_columns (s, sink);   /* 12.3 */
}

void
qb_apply_battle (QbState *s, QbAction a, QbEventSink *sink)
{
  int side = s->decider;
  switch (a.type)
    {
    case QB_ACT_DEPLOY:
      s->blocks[a.a].slot = a.c;
      if (deploy_unassigned (s, side) == 0)
        finish_deploy (s, sink);
      break;
    case QB_ACT_RETREAT:
      B->retreat_side = (uint8_t) side;
      B->retreat_zone = a.b;
      B->retreat_mode = a.c;
      B->embark_cap = (uint8_t) (a.c == QB_MODE_AMPHIBIOUS
                                 ? qb_amphibious_capacity (s, side, qb_zone_area (B->zone)) : 255);
      if (a.c == QB_MODE_AMPHIBIOUS && fighters (s, side) > B->embark_cap)
        {
          qb_set_decision (s, QB_PHASE_EMBARK, side);   /* 17.2 */
          break;
        }
      qb_carry_out_retreat (s, sink);
      break;
    case QB_ACT_STAND:
      if (s->phase == QB_PHASE_OTTAWA_RETREAT)
        {
          ottawa_decided (s, sink);   /* the Ottawa stays */
          break;
        }
      B->step = QB_STEP_RESERVE;
      next_battle_step (s, sink);
      break;
    case QB_ACT_EMBARK:
      s->blocks[a.a].flags |= QB_BF_EMBARK;
      if (embarked (s, side) >= B->embark_cap)
        qb_carry_out_retreat (s, sink);
      break;
    case QB_ACT_EMBARK_DONE:
      qb_carry_out_retreat (s, sink);
      break;
    case QB_ACT_COMMIT:
      {
        s->blocks[a.a].slot = a.c;
        s->blocks[a.a].flags |= QB_BF_REVEALED;
        B->committed = 1;
        B->step = QB_STEP_FIRE;
        QbEvent ev = qb_event_new (QB_EV_RESERVE, side, 124);
        ev.block = a.a;
        ev.zone = B->zone;
        ev.cv = s->blocks[a.a].cv;
        ev.a = a.c;
        ev.vis = QB_VIS_PUBLIC;
        qb_emit (sink, &ev);
        next_battle_step (s, sink);
        break;
      }
    case QB_ACT_NO_COMMIT:
      B->committed = 1;
      B->step = QB_STEP_FIRE;
      next_battle_step (s, sink);
      break;
    case QB_ACT_FIRE:
      fire (s, a.a, sink);
      break;
    case QB_ACT_HIT:
      apply_hit (s, a.a, sink);
      if (B->pursuit == QB_HITS_FIRE && fire_ends_battle (s, sink))
        break;
      qb_allocate_hits (s, sink);
      break;
    case QB_ACT_OTTAWA_RETREAT:
      {
        QbBlock *o = &s->blocks[QB_FR_OTTAWA];
        QbEvent ev = qb_event_new (QB_EV_RETREAT, QB_FRENCH, 224);
        ev.block = QB_FR_OTTAWA;
        ev.from = B->zone;
        ev.zone = a.b;
        ev.a = QB_MODE_SPECIAL;
        ev.b = 1;
        ev.vis = QB_VIS_PUBLIC;
        qb_emit (sink, &ev);
        o->from = B->zone;
        qb_place_block (s, QB_FR_OTTAWA, a.b);
        o->slot = QB_SLOT_NONE;
        o->mode = QB_MODE_SPECIAL;
        o->flags = (uint8_t) ((o->flags | QB_BF_MOVED) & ~(QB_BF_STAYED | QB_BF_REVEALED));
        if (s->phase != QB_PHASE_DEPLOY)
          ottawa_decided (s, sink);
        break;
      }
    default:
      break;
    }
}
