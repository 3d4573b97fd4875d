/* qb-battle-private.h: what qb-battle.c and qb-battle-end.c share: the
 * battle under way (B), small inline queries about it, and the functions
 * each file calls in the other. Not used outside src/engine/. */
#pragma once

#include "qb-private.h"

/* The battle under way, in functions that have the state as `s`. */
#define B (&s->battle)

static inline bool
in_battle (const QbState *s, int b)
{
  return s->blocks[b].loc == B->zone && s->blocks[b].slot != QB_SLOT_NONE
      && s->blocks[b].slot != QB_SLOT_RETREATED;
}

/* The side's blocks in the battle's zone (QbState.cache.zone_blocks): every
 * block in_battle() can be true for. */
static inline uint32_t
here (const QbState *s, int side)
{
  return B->zone < QB_NUM_ZONES ? s->cache.zone_blocks[side][B->zone] : 0;
}

static inline int
attacker (const QbState *s)
{
  return qb_other (B->defender);
}

static inline int
slot_count (const QbState *s, int side, int slot)
{
  int n = 0;
  QB_FOR_MASK (b, side, here (s, side))
    if (in_battle (s, b) && s->blocks[b].slot == slot)
      n++;
  return n;
}

/* Blocks that fight: everything in the battle but the Ottawa. */
static inline int
fighters (const QbState *s, int side)
{
  int n = 0;
  QB_FOR_MASK (b, side, here (s, side))
    if (in_battle (s, b) && !qb_is_ottawa (s, b))
      n++;
  return n;
}

static inline bool
sc_ab (int a, int b)
{
  return (a == QB_SC && b == QB_AB) || (a == QB_AB && b == QB_SC);
}

/* qb-battle.c */
int qb_roll_block (QbState *s, int b, bool doubled, QbEvent *ev, bool *leader_double,
                   QbEventSink *sink);
void qb_allocate_hits (QbState *s, QbEventSink *sink);
void qb_end_half_turn (QbState *s, QbEventSink *sink);

/* qb-battle-end.c */
void qb_battle_over (QbState *s, int victor, QbEventSink *sink);
void qb_close_battle (QbState *s, QbEventSink *sink);
bool qb_ottawa_can_go (const QbState *s, int z);
bool qb_ask_ottawa_withdrawal (QbState *s, QbEventSink *sink);
const char *qb_check_retreat_to (const QbState *s, int side, int z, int mode);
void qb_retreat_zones (const QbState *s, int side, uint16_t *land, uint16_t *amph);
bool qb_can_retreat (const QbState *s, int side);
void qb_finish_retreat (QbState *s, QbEventSink *sink);
void qb_carry_out_retreat (QbState *s, QbEventSink *sink);
void qb_rout (QbState *s, int side, QbEventSink *sink);
