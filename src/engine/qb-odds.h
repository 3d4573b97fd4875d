/* qb-odds.h: the exact odds of one block's fire (14.2, 10.3, 17.1), from
 * what its owner knows.
 *
 * Pure C11, no GLib. The input is the firing side's QbView, never the
 * state, so that the odds cannot use anything its player may not know:
 * the firing block is the viewer's own, the enemy's columns are revealed
 * in battle (12.3) and the reserves do not matter to one fire. */
#pragma once

#include "qb-engine.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  uint8_t block;          /* the firing block */
  uint8_t ndice;          /* dice it rolls (14.2; a leader two, 10.3;
                           * twice as many when doubled by dice, 17.1) */
  uint8_t need;           /* the lowest face that hits: 6, or 5 when
                           * doubled by the 5-6 reading (R12) */
  uint8_t doubled;        /* 1 if this fire is doubled (17.1) */
  uint8_t why;            /* QbFireWhy, as the fire's event will say */
  uint8_t target_column;  /* the enemy's slot it fires at (0..2, or
                           * QB_SLOT_SKIRMISH) */
  uint8_t leader;         /* the firing block is a leader (10.3) */
  uint8_t break_known;    /* 1 if every block of the target column is known,
                           * so that break_hits and p_break mean something */
  uint8_t break_hits;     /* hits that empty the target column (16.1) or
                           * the skirmish line (18.0) */
  uint8_t pad[3];
  /* Exact figures: ways[k] of the total equally likely rolls give exactly
   * k hits (total = 6^ndice). */
  uint32_t ways[QB_MAX_DICE + 1];
  uint32_t total;
  double p_hits[QB_MAX_DICE + 1];      /* exactly k hits */
  double p_at_least[QB_MAX_DICE + 1];  /* k hits or more */
  double expected_hits;
  /* This fire alone empties the enemy's column (a rout, 16.1) or its
   * skirmish line (the end of a skirmish, 18.0): at least break_hits
   * hits. When the Ottawa is in that column, its hits stop at 1 CV
   * (22.5); the Ottawa's other retirement (the other French units under
   * 10 CV) is not counted, so p_break is then a lower bound. 0 when
   * !break_known. */
  double p_break;
  /* A leader's double kills it once its hits are applied (10.3, R6). */
  double p_leader_dies;
} QbFireOdds;

/* The odds of `block` firing now, as view `v` knows them. `v` must be the
 * view of the block's owner (or the open view, QB_NO_SIDE) during a battle
 * after the deployment, with the block in one of its side's columns or in
 * the skirmish line and not yet fired this turn. Returns false (and *out
 * cleared) otherwise. */
bool qb_fire_odds (const QbView *v, int block, QbFireOdds *out);

#ifdef __cplusplus
}
#endif
