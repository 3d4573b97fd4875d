/* qb-text-test.h: a helper shared by the text tests (test-text,
 * test-text-i18n). */
#pragma once

#include <string.h>

#include "qb-engine.h"

/* A made-up view of `viewer` deciding in `phase` at move 3: every block
 * hidden, a battle in Beauport when the phase is one, so that each
 * decision's words can be rendered without a game. */
static inline void
base_view (QbView *view,
           int     phase,
           int     viewer)
{
  memset (view, 0, sizeof *view);
  qb_options_default (&view->options);
  view->phase = (uint8_t) phase;
  view->viewer = (uint8_t) viewer;
  view->decider = (uint8_t) viewer;
  view->move = 3;
  view->winner = QB_NO_SIDE;
  view->own_order.origin = QB_LOC_NONE;
  view->own_order.ottawa_dest = QB_LOC_NONE;
  view->count[QB_FRENCH][QB_LOC_POOL] = 12;
  view->battle.active = qb_phase_is_battle (phase);
  view->battle.zone = QB_BE;
  view->battle.turn = phase == QB_PHASE_DEPLOY ? 0 : 2;
  view->battle.hits = 2;
  view->battle.hit_column = QB_SLOT_NONE;
  view->battle.routed = QB_NO_SIDE;
  view->battle.embark_cap = 3;
  view->battle.firing = QB_LOC_NONE;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      view->blocks[b].loc = view->blocks[b].cv = view->blocks[b].type = QB_UNKNOWN;
      view->blocks[b].slot = QB_SLOT_NONE;
    }
}
