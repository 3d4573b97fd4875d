/* qb-battle-end.c: how a battle ends (13.2): retreats (15.0, 17.2, 19.0),
 * routs and pursuit (16.0), the Ottawa's withdrawal (22.4, ruling R7) and
 * the close of the battle. The fighting itself is in qb-battle.c. */
#include <string.h>

#include "qb-battle-private.h"

/* ---- The close of a battle --------------------------------------------- */

void
qb_close_battle (QbState *s, QbEventSink *sink)
{
  QbEvent ev = qb_event_new (QB_EV_BATTLE_END, B->victor, B->kind == QB_BATTLE_NORMAL ? 132 : 222);
  ev.zone = B->zone;
  ev.vis = QB_VIS_PUBLIC;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (s->blocks[b].slot != QB_SLOT_NONE || s->blocks[b].loc == B->zone)
      {
        s->blocks[b].slot = QB_SLOT_NONE;
        s->blocks[b].flags &= (uint8_t) ~(QB_BF_REVEALED | QB_BF_FIRED | QB_BF_EMBARK);
      }
  memset (&s->battle, 0, sizeof s->battle);
  qb_emit (sink, &ev);
  qb_remove_lonely_decoys (s, sink);
  qb_continue (s, sink);
}

bool
qb_ottawa_can_go (const QbState *s, int z)
{
  return z < QB_NUM_ZONES && z != B->zone && qb_zone_count (s, QB_BRITISH, z) == 0
      && !(s->pending_battles & QB_ZONE_BIT (z));
}

/* The Ottawa leaves the battle on its own (22.2-22.4, ruling R7): asks the
 * French where to, if it must or may withdraw and has somewhere to go.
 * With nowhere to go, it is lost if it had to leave, and stays if not. */
bool
qb_ask_ottawa_withdrawal (QbState *s, QbEventSink *sink)
{
  if (!B->ottawa_pending)
    return false;
  if (s->blocks[QB_FR_OTTAWA].loc != B->zone)
    {
      B->ottawa_pending = QB_OTTAWA_NONE;
      return false;
    }
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (qb_ottawa_can_go (s, z))
      {
        qb_set_decision (s, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
        return true;
      }
  bool must = B->ottawa_pending == QB_OTTAWA_MUST;
  B->ottawa_pending = QB_OTTAWA_NONE;
  if (must)
    qb_eliminate (s, QB_FR_OTTAWA, 224, sink);   /* nowhere to go */
  return false;
}

/* Ruling R7: could the British, from what they see, take the Ottawa to be
 * among the French blocks in the battle's zone? Not when they know where it
 * is (eliminated, revealed in this battle, or known since a raid, 22.2),
 * nor when every French block left there is face up to them. */
static bool
ottawa_may_seem_here (const QbState *s)
{
  const QbBlock *o = &s->blocks[QB_FR_OTTAWA];
  if (o->loc == QB_LOC_ELIMINATED || (o->flags & (QB_BF_REVEALED | QB_BF_SCOUTED)))
    return o->loc == B->zone;
  QB_FOR_MASK (b, QB_FRENCH, here (s, QB_FRENCH))
    if (!qb_is_ship (s, b) && !(s->blocks[b].flags & (QB_BF_REVEALED | QB_BF_SCOUTED)))
      return true;
  return false;
}

void
qb_battle_over (QbState *s, int victor, QbEventSink *sink)
{
  B->victor = (uint8_t) victor;
  B->step = QB_STEP_DONE;
  /* 22.4: after the battle the Ottawa may withdraw to any zone (ruling
   * R7); it must when the British hold the field. */
  if (s->blocks[QB_FR_OTTAWA].loc == B->zone)
    B->ottawa_pending = victor == QB_BRITISH ? QB_OTTAWA_MUST : QB_OTTAWA_MAY;
  else if (victor == QB_FRENCH && ottawa_may_seem_here (s))
    {
      /* Ruling R7: the French are asked all the same, with "stay" as the
       * only answer, so that a question asked only when the Ottawa is
       * there does not tell the British what their hidden reserve held.
       * Whether the Ottawa could go anywhere is public (22.2), so the
       * question comes in both cases or in neither. */
      for (int z = 0; z < QB_NUM_ZONES; z++)
        if (qb_ottawa_can_go (s, z))
          {
            B->ottawa_pending = QB_OTTAWA_MAY;
            qb_set_decision (s, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
            return;
          }
    }
  if (qb_ask_ottawa_withdrawal (s, sink))
    return;
  qb_close_battle (s, sink);
}

/* ---- Retreats (15.0, 16.1, 17.2, 19.0) --------------------------------- */

const char *
qb_check_retreat_to (const QbState *s, int side, int z, int mode)
{
  int zone = B->zone;
  if (z >= QB_NUM_ZONES || z == zone)
    return "retreat to another zone";
  if (qb_zone_count (s, qb_other (side), z) > 0)
    return "no retreat into a zone held by the enemy (15.2)";
  if (s->pending_battles & QB_ZONE_BIT (z))
    return "no retreat into a zone with a battle still to fight (15.2)";
  if (side == attacker (s) && z != B->attacker_from)
    return "the attacker retreats only to the zone it came from (15.2)";
  if (side == B->defender && z == B->attacker_from)
    return "the defender may not retreat to the zone the attacker came from (15.2)";
  bool road = qb_road_between (zone, z);
  if (mode == QB_MODE_LAND)
    return road ? NULL : "no road leads there (6.1)";
  if (mode != QB_MODE_AMPHIBIOUS)
    return "choose a land or amphibious retreat";
  if (road)
    return "a road leads there: the retreat goes by land (ruling R15)";
  int area = qb_zone_area (zone);
  if (area == QB_NO_AREA || qb_zone_area (z) != area)
    return "an amphibious retreat stays within one river area (7.2, 17.2)";
  if (s->tides_blocked)
    return "the tides forbid amphibious moves this campaign move (23.0)";
  if (qb_amphibious_capacity (s, side, area) == 0)
    return "no amphibious capacity (7.4, 17.2)";
  return NULL;
}

/* The zones qb_check_retreat_to() accepts for the side, by land and by sea,
 * as masks. */
void
qb_retreat_zones (const QbState *s, int side, uint16_t *land, uint16_t *amph)
{
  int zone = B->zone, from = B->attacker_from;
  /* Not the battle's zone, nor a zone of the enemy or of a battle still to
   * fight; the attacker only whence it came, the defender never there. */
  uint16_t ok = (uint16_t) (((1u << QB_NUM_ZONES) - 1) & ~s->pending_battles);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (z == zone || s->cache.count[qb_other (side)][z] > 0)
      ok &= (uint16_t) ~QB_ZONE_BIT (z);
  uint16_t from_bit = from < QB_NUM_ZONES ? QB_ZONE_BIT (from) : 0;
  if (side == attacker (s))
    ok &= from_bit;
  if (side == B->defender)
    ok &= (uint16_t) ~from_bit;
  uint16_t road = (uint16_t) qb_roads (zone);
  int area = qb_zone_area (zone);
  *land = ok & road;
  *amph = area != QB_NO_AREA && !s->tides_blocked && qb_amph_capacity (s, side, area) != 0
    ? (uint16_t) (ok & ~road & qb_area_zones[area]) : 0;
}

bool
qb_can_retreat (const QbState *s, int side)
{
  if (fighters (s, side) == 0)
    return false;
  uint16_t land, amph;
  qb_retreat_zones (s, side, &land, &amph);
  return (land | amph) != 0;
}

static void
pursuit_fire (QbState *s, int victor, bool doubled, QbEventSink *sink)
{
  int total = 0;
  QB_FOR_MASK (b, victor, here (s, victor))
    if (in_battle (s, b))
      {
        bool ldouble;
        /* 22.4: the Ottawa's pursuit fire is always doubled. */
        bool dbl = doubled || qb_is_ottawa (s, b);
        QbEvent ev = qb_event_new (QB_EV_PURSUIT, victor, dbl && !doubled ? 224 : doubled ? 172 : 162);
        total += qb_roll_block (s, b, dbl, &ev, &ldouble, sink);
        ev.why = (uint8_t) (doubled ? QB_WHY_ROUT_ACROSS
                            : dbl ? QB_WHY_OTTAWA
                            : B->routed == qb_other (victor) ? QB_WHY_ROUT_BY_LAND
                            : QB_WHY_RETREAT_ACROSS);
        if (ev.why == QB_WHY_RETREAT_ACROSS)
          ev.rule = 172;   /* 17.2: a retreat by water draws pursuit fire. */
        /* Ruling R17: a reserve block the enemy has not seen fires in
         * pursuit without showing its label (its dice are on the table,
         * so how many it rolls is no secret). The Ottawa's doubled fire
         * shows what it is (22.4). */
        if (s->blocks[b].slot == QB_SLOT_RESERVE
            && !(s->blocks[b].flags & (QB_BF_REVEALED | QB_BF_SCOUTED)) && !qb_is_ottawa (s, b))
          ev.vis = QB_VIS_ANONYMOUS;
        qb_emit (sink, &ev);
        if (ldouble)
          {
            QbEvent k = qb_event_new (QB_EV_LEADER_KILLED, victor, 103);
            k.block = (uint8_t) b;
            k.zone = B->zone;
            k.vis = QB_VIS_PUBLIC;
            qb_emit (sink, &k);
            qb_eliminate (s, b, 103, sink);
          }
      }
  int saved = B->routed == qb_other (victor) ? B->saved : 0;
  if (saved > 0 && total > 0)
    {
      QbEvent ev = qb_event_new (QB_EV_PURSUIT_SAVED, qb_other (victor), 163);
      ev.zone = B->zone;
      ev.a = (uint8_t) (saved < total ? saved : total);
      ev.vis = QB_VIS_PUBLIC;
      qb_emit (sink, &ev);
    }
  total -= saved;
  B->hits = (uint8_t) (total > 0 ? total : 0);
  B->hit_side = (uint8_t) qb_other (victor);
  B->hit_column = QB_SLOT_RETREATED;
  B->pursuit = QB_HITS_PURSUIT;
  B->firing = QB_LOC_NONE;
  qb_allocate_hits (s, sink);
}

void
qb_finish_retreat (QbState *s, QbEventSink *sink)
{
  int side = B->retreat_side;
  QB_FOR_SIDE (b, side)
    if (s->blocks[b].slot == QB_SLOT_RETREATED)
      {
        s->blocks[b].slot = QB_SLOT_NONE;
        s->blocks[b].flags &= (uint8_t) ~(QB_BF_REVEALED | QB_BF_EMBARK | QB_BF_FIRED);
      }
  B->retreat_side = QB_NO_SIDE;
  /* 13.2: a battle ends as soon as one side has no block left in it; a
   * leader killed by its own double in the pursuit (10.3) can leave the
   * pursuer with nothing there, and the side that stayed then holds the
   * zone (ruling R36). */
  if (fighters (s, side) > 0 && fighters (s, qb_other (side)) == 0)
    {
      qb_battle_over (s, side, sink);
      return;
    }
  if (fighters (s, side) > 0 && B->routed == QB_NO_SIDE)
    {
      /* Ruling R10: a partial amphibious retreat; the rest fight on, as a
       * skirmish if the side can no longer fill three columns. */
      if (!B->skirmish && (slot_count (s, side, 0) == 0 || slot_count (s, side, 1) == 0
                           || slot_count (s, side, 2) == 0))
        {
          B->skirmish = 1;
          for (int sd = 0; sd < 2; sd++)
            QB_FOR_MASK (b, sd, here (s, sd))
              if (in_battle (s, b))
                {
                  s->blocks[b].slot = QB_SLOT_SKIRMISH;
                  s->blocks[b].flags |= QB_BF_REVEALED;
                }
        }
      if (qb_ask_ottawa_withdrawal (s, sink))
        return;
      qb_end_half_turn (s, sink);
      return;
    }
  qb_battle_over (s, qb_other (side), sink);
}

void
qb_carry_out_retreat (QbState *s, QbEventSink *sink)
{
  int side = B->retreat_side, z = B->retreat_zone, mode = B->retreat_mode;
  bool partial = mode == QB_MODE_AMPHIBIOUS && fighters (s, side) > B->embark_cap;
  int moved = 0;
  uint8_t gone[QB_BLOCKS_PER_SIDE];
  QB_FOR_MASK (b, side, here (s, side))
    {
      if (!in_battle (s, b) || qb_is_ottawa (s, b))
        continue;
      QbBlock *blk = &s->blocks[b];
      if (partial && !(blk->flags & QB_BF_EMBARK))
        {
          if (B->routed == side)
            qb_eliminate (s, b, 161, sink);   /* cannot get away (16.1) */
          continue;
        }
      blk->from = B->zone;
      qb_place_block (s, b, z);
      blk->mode = (uint8_t) mode;
      blk->slot = QB_SLOT_RETREATED;
      blk->flags = (uint8_t) ((blk->flags | QB_BF_MOVED) & ~QB_BF_STAYED);
      gone[moved++] = (uint8_t) b;
    }
  /* Each block that left, after those that could not (so that they make
   * one run before the side's retreat): named to the enemy only if it
   * was shown in this battle (12.3), else a block back going (ruling R17). */
  for (int i = 0; i < moved; i++)
    {
      QbEvent bev = qb_event_new (QB_EV_RETREAT_MOVE, side, mode == QB_MODE_AMPHIBIOUS ? 172 : 152);
      bev.block = gone[i];
      bev.from = B->zone;
      bev.zone = (uint8_t) z;
      bev.a = (uint8_t) mode;
      bev.cv = s->blocks[gone[i]].cv;
      bev.vis = qb_shown_to_enemy (s, gone[i]) ? QB_VIS_PUBLIC : QB_VIS_ANONYMOUS;
      qb_emit (sink, &bev);
    }
  if (s->blocks[QB_FR_OTTAWA].loc == B->zone && side == QB_FRENCH
      && (!partial || fighters (s, side) == 0))
    B->ottawa_pending = QB_OTTAWA_MUST;
  QbEvent ev = qb_event_new (QB_EV_RETREAT, side, mode == QB_MODE_AMPHIBIOUS ? 172 : 152);
  ev.from = B->zone;
  ev.zone = (uint8_t) z;
  ev.a = (uint8_t) mode;
  ev.b = (uint8_t) moved;
  ev.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &ev);
  if (side == QB_BRITISH)
    qb_note_british_arrival (s, z, sink);

  bool sea = mode == QB_MODE_AMPHIBIOUS || sc_ab (B->zone, z);
  if (moved > 0 && (B->routed == side || sea))
    {
      pursuit_fire (s, qb_other (side), B->routed == side && sea, sink);
      return;
    }
  qb_finish_retreat (s, sink);
}

void
qb_rout (QbState *s, int side, QbEventSink *sink)
{
  B->routed = (uint8_t) side;
  B->hits = 0;   /* surplus hits are ignored (16.1) */
  /* 16.3: one pursuit hit ignored per 2 CV (rounded up) in reserve; the
   * Ottawa is kept in reserve (22.4), so its CV counts too (ruling R25). */
  int reserve_cv = 0;
  QB_FOR_MASK (b, side, here (s, side))
    if (in_battle (s, b) && s->blocks[b].slot == QB_SLOT_RESERVE)
      reserve_cv += s->blocks[b].cv;
  B->saved = (uint8_t) ((reserve_cv + 1) / 2);
  QbEvent ev = qb_event_new (QB_EV_ROUT, side, 161);
  ev.zone = B->zone;
  ev.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &ev);
  if (qb_can_retreat (s, side))
    {
      qb_set_decision (s, QB_PHASE_RETREAT, side);
      return;
    }
  QB_FOR_MASK (b, side, here (s, side))
    if (in_battle (s, b) && !qb_is_ottawa (s, b))
      qb_eliminate (s, b, 161, sink);
  qb_battle_over (s, qb_other (side), sink);
}

