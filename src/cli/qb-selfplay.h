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

/* Called after each complete game with its seed and every action applied
 * (the record of the game). */
typedef void (*QbSelfplayGameFunc) (const QbOptions *options, uint64_t seed,
                                    const QbAction *actions, size_t n_actions, void *data);

bool qb_selfplay_full (const QbOptions *options, uint64_t seed, uint64_t games, bool check,
                       QbSelfplayGameFunc func, void *data, QbSelfplayStats *stats);

/* The uniform random policy of qb_selfplay(), one game: its actions go to
 * *actions (malloc'd, caller frees). With `dither` > 0, each player keeps
 * writing and clearing draft orders for that many actions per orders step
 * before finishing them: a legal way to make very long records. */
size_t qb_selfplay_record (const QbOptions *options, uint64_t seed, unsigned dither,
                           QbAction **actions);

/* Forced dice for the games of qb_selfplay_full() (`selfplay --dice`):
 * each game takes these results (1..n of each draw) for its first random
 * draws, then its seed's. NULL: none. The array must outlive the games. */
void qb_selfplay_set_dice (const uint8_t *dice, size_t n_dice);

/* Actions every game of qb_selfplay_full() plays first, before choosing at
 * random (`selfplay --deployment`: a French deployment). NULL: none. The
 * array must outlive the games. */
void qb_selfplay_set_opening (const QbAction *actions, size_t n_actions);

double qb_now (void);
