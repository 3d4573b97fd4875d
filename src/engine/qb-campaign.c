/* qb-campaign.c: the campaign move cycle (4.0): the start of a move and
 * its tides, what comes between movement and battles and after each battle
 * (desertion, the choice of the next battle), the end of a move, victory
 * (5.0), and eliminations with their knock-on rules (10.1 classic, 20.0,
 * 22.5). Set-up and the other decisions outside orders and battles are in
 * qb-setup.c, orders and movement in qb-orders.c, battles in qb-battle.c. */
#include <string.h>

#include "qb-private.h"

/* ---- Eliminations and their knock-on rules ------------------------------ */

void
qb_eliminate (QbState *s, int b, uint16_t rule, QbEventSink *sink)
{
  QbBlock *blk = &s->blocks[b];
  QbEvent ev = qb_event_new (QB_EV_ELIMINATED, QB_BLOCK_SIDE (b), rule);
  ev.block = (uint8_t) b;
  ev.zone = blk->loc;
  ev.vis = QB_VIS_PUBLIC;
  qb_set_cv (s, b, 0);
  qb_place_block (s, b, QB_LOC_ELIMINATED);
  blk->slot = QB_SLOT_NONE;
  qb_set_order_dest (s, b, QB_LOC_NONE);
  blk->flags = 0;
  s->cache.gave[QB_BLOCK_SIDE (b)] &= ~(1u << (b - QB_FIRST_BLOCK (QB_BLOCK_SIDE (b))));
  s->cache.received[QB_BLOCK_SIDE (b)] &= ~(1u << (b - QB_FIRST_BLOCK (QB_BLOCK_SIDE (b))));
  qb_emit (sink, &ev);
  /* Knock-on losses are immediate (22.5, classic 10.1). */
  if (b != QB_FR_OTTAWA && QB_BLOCK_SIDE (b) == QB_FRENCH)
    qb_retire_ottawa_if_due (s, sink);
  qb_remove_lonely_decoys (s, sink);
}

/* 22.5: the Ottawa retires at 1 CV or when the other French units total
 * under 10 CV. */
void
qb_retire_ottawa_if_due (QbState *s, QbEventSink *sink)
{
  QbBlock *o = &s->blocks[QB_FR_OTTAWA];
  if (o->loc >= QB_NUM_ZONES)
    return;
  int others = qb_side_cv (s, QB_FRENCH) - o->cv;
  if (o->cv <= 1 || others < 10)
    {
      QbEvent ev = qb_event_new (QB_EV_OTTAWA_RETIRES, QB_FRENCH, 225);
      ev.block = QB_FR_OTTAWA;
      ev.zone = o->loc;
      ev.a = o->cv <= 1 ? 1 : 0;
      ev.vis = QB_VIS_PUBLIC;
      qb_emit (sink, &ev);
      qb_eliminate (s, QB_FR_OTTAWA, 225, sink);
      if (s->battle.active && s->battle.ottawa_pending)
        s->battle.ottawa_pending = 0;
    }
}

/* Classic 10.1: a decoy may never be alone in a zone. If its companions are
 * lost (desertion, supplies, the Ottawa retiring), it goes too. */
void
qb_remove_lonely_decoys (QbState *s, QbEventSink *sink)
{
  if (s->options.edition != QB_EDITION_CLASSIC)
    return;
  /* Nothing to do unless a zone holds decoys and nothing else (the zone
   * counts cached in the state). */
  bool lonely = false;
  for (int side = 0; side < 2; side++)
    for (int z = 0; z < QB_NUM_ZONES; z++)
      lonely |= s->cache.decoys[side][z] > 0 && s->cache.decoys[side][z] == s->cache.count[side][z];
  if (!lonely)
    return;
  for (int side = 0; side < 2; side++)
    QB_FOR_SIDE (b, side)
      if (qb_is_decoy (s, b) && qb_on_zone (s, b)
          && qb_real_count (s, side, s->blocks[b].loc) == 0)
        {
          QbEvent ev = qb_event_new (QB_EV_DECOYS_REMOVED, side, 101);
          ev.block = (uint8_t) b;
          ev.zone = s->blocks[b].loc;
          ev.vis = QB_VIS_PUBLIC;
          qb_emit (sink, &ev);
          qb_eliminate (s, b, 101, sink);
        }
}

/* 20.0 as ruled: British units entering a zone where no British unit has
 * ever been (Ile d'Orleans excepted) cost the French a Quebec militia. */
void
qb_note_british_arrival (QbState *s, int zone, QbEventSink *sink)
{
  if (zone >= QB_NUM_ZONES || (s->british_visited & QB_ZONE_BIT (zone)))
    return;
  s->british_visited |= QB_ZONE_BIT (zone);
  if (zone == QB_OR)
    return;
  QbEvent ev = qb_event_new (QB_EV_FIRST_OCCUPATION, QB_BRITISH, 200);
  ev.zone = (uint8_t) zone;
  ev.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &ev);
  s->desertions++;
}

static int
count_type_on_map (const QbState *s, int side, int type)
{
  int n = 0;
  QB_FOR_SIDE (b, side)
    if (qb_on_zone (s, b) && qb_type (s, b) == type)
      n++;
  return n;
}

/* ---- The campaign move cycle ------------------------------------------- */

/* The game ends: 5.1, 5.2. */
void
qb_game_over (QbState *s, int winner, int reason, uint16_t rule, QbEventSink *sink)
{
  s->winner = (uint8_t) winner;
  s->win_reason = (uint8_t) reason;
  memset (&s->battle, 0, sizeof s->battle);
  qb_set_decision (s, QB_PHASE_GAME_OVER, QB_NO_SIDE);
  QbEvent ev = qb_event_new (QB_EV_VICTORY, winner, rule);
  ev.a = (uint8_t) reason;
  ev.vis = QB_VIS_PUBLIC;
  qb_emit (sink, &ev);
}

/* The end of a campaign move, once its battles are fought: the supply
 * loss it may cost the French (21.0), victory after move 16 (5.1, 5.2),
 * else the next move. */
void
qb_end_move (QbState *s, QbEventSink *sink)
{
  bool holds_cr = qb_zone_held_by (s, QB_BRITISH, QB_CR);

  /* 21.0 as ruled: Cap Rouge held at the end of this and the last move. */
  if (holds_cr && s->held_cap_rouge && count_type_on_map (s, QB_FRENCH, QB_TYPE_MONTREAL_MILITIA) > 0
      && !s->supply_due)
    {
      s->supply_due = 1;
      qb_set_decision (s, QB_PHASE_SUPPLY, QB_FRENCH);
      return;
    }
  s->supply_due = 0;
  s->held_cap_rouge = holds_cr;

  if (s->move >= 16)
    {
      /* 5.1: Abraham held after the 16th move's battles, with 20 CV. */
      if (qb_zone_held_by (s, QB_BRITISH, QB_AB) && qb_side_cv (s, QB_BRITISH) >= 20)
        qb_game_over (s, QB_BRITISH, QB_WIN_BRITISH_ABRAHAM, 51, sink);
      else
        qb_game_over (s, QB_FRENCH, QB_WIN_FRENCH_NO_ABRAHAM, 52, sink);
      return;
    }
  qb_start_move (s, sink);
}

/* After movement and after each battle: desertions, then the next battle,
 * then the end of the move. */
void
qb_continue (QbState *s, QbEventSink *sink)
{
  if (s->phase == QB_PHASE_GAME_OVER)
    return;

  if (s->desertions > 0 && count_type_on_map (s, QB_FRENCH, QB_TYPE_QUEBEC_MILITIA) == 0)
    s->desertions = 0;
  if (s->desertions > 0)
    {
      qb_set_decision (s, QB_PHASE_DESERTION, QB_FRENCH);
      return;
    }

  s->pending_battles &= qb_contested_zones (s);
  if (s->raid_zone != QB_LOC_NONE
      && (s->blocks[QB_FR_OTTAWA].loc != s->raid_zone
          || qb_zone_count (s, QB_BRITISH, s->raid_zone) == 0))
    s->raid_zone = QB_LOC_NONE;

  int n = __builtin_popcount (s->pending_battles) + (s->raid_zone != QB_LOC_NONE);
  if (n == 0)
    {
      qb_end_move (s, sink);
      return;
    }
  if (n > 1)
    {
      /* 11.2: the French choose the order of the battles. */
      qb_set_decision (s, QB_PHASE_CHOOSE_BATTLE, QB_FRENCH);
      return;
    }
  int zone = s->raid_zone != QB_LOC_NONE ? s->raid_zone : __builtin_ctz (s->pending_battles);
  qb_start_battle (s, zone, sink);
}

/* 4.1: a new campaign move; the tides (23.0), then the CV transfers. */
void
qb_start_move (QbState *s, QbEventSink *sink)
{
  s->move++;
  s->desertions = 0;
  s->pending_battles = 0;
  s->raid_zone = QB_LOC_NONE;
  s->raid_mission = QB_MISSION_NONE;
  s->tides_roll = 0;
  s->tides_blocked = 0;
  memset (&s->battle, 0, sizeof s->battle);
  for (int side = 0; side < 2; side++)
    {
      memset (&s->order[side], 0, sizeof s->order[side]);
      s->order[side].origin = QB_LOC_NONE;
      s->order[side].ottawa_dest = QB_LOC_NONE;
    }
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      QbBlock *blk = &s->blocks[b];
      blk->flags &= (uint8_t) QB_BF_SCOUTED;
      blk->flags |= QB_BF_STAYED;
      blk->slot = QB_SLOT_NONE;
      blk->from = blk->loc;
      blk->mode = QB_MODE_NONE;
      blk->order_dest = QB_LOC_NONE;
      blk->order_mode = QB_MODE_NONE;
    }
  memset (s->cache.order_blocks, 0, sizeof s->cache.order_blocks);
  memset (s->cache.gave, 0, sizeof s->cache.gave);
  memset (s->cache.received, 0, sizeof s->cache.received);

  QbEvent ev = qb_event_new (QB_EV_MOVE_START, QB_NO_SIDE, 41);
  ev.a = s->move;
  qb_emit (sink, &ev);

  if (s->options.tides)
    {
      /* 23.0: the British roll before each move; a 1 stops amphibious and
       * ship moves for both players. */
      int d = qb_roll (s, sink);
      s->tides_roll = (uint8_t) d;
      s->tides_blocked = d == 1;
      QbEvent t = qb_event_new (QB_EV_TIDES, QB_BRITISH, 230);
      t.ndice = 1;
      t.dice[0] = (uint8_t) d;
      t.a = s->tides_blocked;
      qb_emit (sink, &t);
    }
  qb_begin_transfers (s, QB_BRITISH);
}

/* ---- The choice of the next battle (11.2) ------------------------------ */

static inline const char *
check_choose_battle (const QbState *s, QbAction a)
{
  if (s->phase != QB_PHASE_CHOOSE_BATTLE)
    return "no battle to choose now (11.2)";
  if (a.b >= QB_NUM_ZONES
      || !((s->pending_battles & QB_ZONE_BIT (a.b)) || s->raid_zone == a.b))
    return "no battle is waiting in that zone";
  return NULL;
}

const char *
qb_check_choose_battle (const QbState *s, QbAction a)
{
  return check_choose_battle (s, a);
}

size_t
qb_gen_choose_battle (const QbState *s, QbAction *out, size_t cap)
{
  size_t n = 0;
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      QbAction a = { QB_ACT_CHOOSE_BATTLE, 0, (uint8_t) z, 0 };
      if (check_choose_battle (s, a) == NULL && n < cap)
        out[n++] = a;
    }
  return n;
}
