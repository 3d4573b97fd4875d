/* qb-selfplay.h: random self-play with invariant checks, and the benchmark. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "qb-engine.h"

typedef struct {
  uint64_t games;
  uint64_t actions;
  uint64_t british_wins;
  uint64_t max_actions;
  double seconds;
} QbSelfplayStats;

/* Plays `games` games with seeds seed, seed+1, ... choosing uniformly among
 * the legal actions. With `check`, verifies the invariants after every
 * action; on a violation prints the seed and step to stderr and returns
 * false. */
bool qb_selfplay (const QbOptions *options, uint64_t seed, uint64_t games, bool check,
                  QbSelfplayStats *stats);

double qb_now (void);
