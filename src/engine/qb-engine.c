/* qb-engine.c: the engine's API: options, queries, the caches' recount,
 * and the dispatch of actions to the files of each phase: qb-setup.c
 * (set-up, CV transfers, desertion, supplies), qb-campaign.c (the move
 * cycle, the choice of battle, victory), qb-orders.c (orders and
 * movement), qb-battle.c and qb-battle-end.c (battles). */
#include <string.h>

#include "qb-private.h"

/* ---- Small helpers ------------------------------------------------------ */

void
qb_options_default (QbOptions *options)
{
  memset (options, 0, sizeof *options);
  options->edition = QB_EDITION_REVISED;
  options->tides = 0;
  options->double_rule = QB_DOUBLE_BY_EDITION;
  options->start_move = 1;
}

/* ---- Queries ------------------------------------------------------------ */

int
qb_block_type (const QbState *s, int block)
{
  return qb_type (s, block);
}

int
qb_block_max_cv (const QbState *s, int block)
{
  return qb_info (s, block)->max_cv;
}

const char *
qb_block_name (const QbState *s, int block)
{
  return qb_info (s, block)->name;
}


void
qb_recount (QbState *s)
{
  memset (&s->cache, 0, sizeof s->cache);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      int loc = s->blocks[b].loc, cv = s->blocks[b].cv, side = QB_BLOCK_SIDE (b);
      uint32_t bit = 1u << (b - QB_FIRST_BLOCK (side));
      s->blocks[b].loc = QB_LOC_NONE;
      s->blocks[b].cv = 0;
      qb_place_block (s, b, loc);
      qb_set_cv (s, b, cv);
      qb_set_order_dest (s, b, s->blocks[b].order_dest);
      if (s->blocks[b].flags & QB_BF_GAVE)
        s->cache.gave[side] |= bit;
      if (s->blocks[b].flags & QB_BF_RECEIVED)
        s->cache.received[side] |= bit;
    }
}

int
qb_ships_in (const QbState *s, int area)
{
  return s->cache.count[QB_BRITISH][QB_LOC_BASON + area];
}

int
qb_amphibious_capacity (const QbState *s, int side, int area)
{
  return qb_amph_capacity (s, side, area);
}

bool
qb_zone_held_by (const QbState *s, int side, int zone)
{
  return qb_zone_count (s, side, zone) > 0 && qb_zone_count (s, qb_other (side), zone) == 0;
}


/* ---- Dispatch ----------------------------------------------------------- */

static bool
is_order_action (int type)
{
  return type >= QB_ACT_ORDER_MOVE && type <= QB_ACT_CHOOSE_SITE;
}

static bool
is_battle_action (int type)
{
  return type >= QB_ACT_DEPLOY && type <= QB_ACT_OTTAWA_RETREAT;
}

/* The actions of qb-setup.c. */
static bool
is_upkeep_action (int type)
{
  switch (type)
    {
    case QB_ACT_PLACE:
    case QB_ACT_TRANSFER:
    case QB_ACT_TRANSFER_DONE:
    case QB_ACT_DESERT:
    case QB_ACT_SUPPLY_LOSS:
      return true;
    default:
      return false;
    }
}

size_t
qb_legal_actions (const QbState *s, QbAction *out, size_t cap)
{
  if (qb_phase_is_battle (s->phase))
    return qb_gen_battle (s, out, cap);
  switch (s->phase)
    {
    case QB_PHASE_ORDERS:
    case QB_PHASE_CROSSING_SITE:
      return qb_gen_orders (s, out, cap);
    case QB_PHASE_FRENCH_SETUP:
    case QB_PHASE_TRANSFER:
    case QB_PHASE_DESERTION:
    case QB_PHASE_SUPPLY:
      return qb_gen_upkeep (s, out, cap);
    case QB_PHASE_CHOOSE_BATTLE:
      return qb_gen_choose_battle (s, out, cap);
    default:
      return 0;
    }
}

static const char *
check_action (const QbState *s, QbAction a)
{
  if (s->phase == QB_PHASE_GAME_OVER)
    return "the game is over";
  if (is_order_action (a.type))
    return qb_check_order (s, a);
  if (is_battle_action (a.type))
    return qb_check_battle (s, a);
  if (is_upkeep_action (a.type))
    return qb_check_upkeep (s, a);
  if (a.type == QB_ACT_CHOOSE_BATTLE)
    return qb_check_choose_battle (s, a);
  return "this action does not belong to this step";
}

bool
qb_is_legal (const QbState *s, QbAction a, const char **reason)
{
  const char *why = check_action (s, a);
  if (reason)
    *reason = why;
  return why == NULL;
}

size_t
qb_random_action (const QbState *s, QbRng *rng, QbAction *out)
{
  if (s->phase == QB_PHASE_ORDERS || s->phase == QB_PHASE_CROSSING_SITE)
    return qb_pick_order (s, rng, out);
  if (s->phase == QB_PHASE_FRENCH_SETUP)
    return qb_pick_place (s, rng, out);
  QbAction buf[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (s, buf, QB_MAX_ACTIONS);
  if (n > 0)
    *out = buf[qb_rng_below_inline (rng, (uint32_t) n)];
  return n;
}

void
qb_apply_trusted (QbState *s, QbAction a, QbEventSink *sink)
{
  s->actions++;
  if (is_order_action (a.type))
    qb_apply_order (s, a, sink);
  else if (is_battle_action (a.type))
    qb_apply_battle (s, a, sink);
  else if (is_upkeep_action (a.type))
    qb_apply_upkeep (s, a, sink);
  else if (a.type == QB_ACT_CHOOSE_BATTLE)
    qb_start_battle (s, a.b, sink);

  /* 5.2: the French win at once when the British fall under 20 CV. */
  if (s->phase != QB_PHASE_GAME_OVER && s->phase != QB_PHASE_FRENCH_SETUP
      && qb_side_cv (s, QB_BRITISH) < 20)
    qb_game_over (s, QB_FRENCH, QB_WIN_FRENCH_UNDER_20, 52, sink);
}

bool
qb_apply (QbState *s, QbAction a, QbEventSink *sink, const char **reason)
{
  const char *why = check_action (s, a);
  if (reason)
    *reason = why;
  if (why != NULL)
    return false;
  qb_apply_trusted (s, a, sink);
  return true;
}

bool
qb_apply_with_dice (QbState *s, QbAction a, QbDice *dice, const char **reason)
{
  QbEventSink sink = { NULL, 0, 0, 0, dice };
  return qb_apply (s, a, &sink, reason);
}

bool
qb_action_is_irreversible (const QbState *before, const QbState *after)
{
  if (before->decider != after->decider || before->phase == QB_PHASE_GAME_OVER
      || after->phase == QB_PHASE_GAME_OVER)
    return true;
  if (before->rolls != after->rolls || before->rng.state != after->rng.state)
    return true;     /* dice were rolled */
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if ((after->blocks[b].flags & ~before->blocks[b].flags) & (QB_BF_REVEALED | QB_BF_SCOUTED))
      return true;   /* something was revealed */
  return before->move != after->move;
}

int
qb_units_ordered (const QbState *s, int side, int mode)
{
  int n = 0;
  QB_FOR_SIDE (b, side)
    if (s->blocks[b].order_dest != QB_LOC_NONE && !qb_is_ship (s, b)
        && (mode == QB_MODE_NONE || s->blocks[b].order_mode == mode))
      n++;
  return n;
}
