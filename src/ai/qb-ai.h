/* qb-ai.h: computer players for Quebec 1759.
 *
 * Pure C11 over the engine, no GLib. A player chooses one action for one
 * side at a time. It never reads the true state: qb_ai_choose() first turns
 * it into the side's view and a sampler (qb-ai-sampler.c, the only file
 * that holds the state given to it), and everything after that works on
 * complete states drawn by qb_state_sample_hidden(), which depend only on
 * what the side may know. The decision's own seed is taken from the view
 * too, so two states with the same view give the same decision for the same
 * player seed and iteration budget. See docs/HACKING.md, "The computer
 * opponent".
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "qb-engine.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  QB_AI_RANDOM = 0,   /* a legal action uniformly at random */
  QB_AI_GREEDY,       /* the best action by a one-step heuristic */
  QB_AI_EASY,         /* information-set MCTS, small budget */
  QB_AI_MEDIUM,
  QB_AI_HARD,
  QB_AI_NUM_KINDS
} QbAiKind;

typedef struct QbAiPlayer QbAiPlayer;

/* What one decision may spend. Zero fields take the kind's defaults. The
 * search stops at whichever limit comes first; a decision is reproducible
 * (same view, same seed, same result) only when the iteration limit ends
 * it, so tests and the arena's reference runs give a large time limit. */
typedef struct {
  uint32_t iterations;   /* search iterations (samples) */
  uint32_t time_ms;      /* wall-clock limit */
  /* Optional: asked by the search every QB_AI_POLL_ITERATIONS iterations
   * (and before the first), from the thread that searches, with the
   * iterations done and the iteration limit; returning false stops the
   * search there, and the best action found so far is taken. The app's
   * worker thread reports its progress and notices a cancellation through
   * it; a search that is never stopped is not changed by it. */
  bool (*poll) (void *data, uint32_t done, uint32_t limit);
  void *poll_data;
} QbAiBudget;

#define QB_AI_POLL_ITERATIONS 16

typedef struct {
  uint32_t iterations;   /* search iterations run */
  uint32_t nodes;        /* tree nodes made */
  uint32_t legal;        /* legal actions at the root */
  double seconds;        /* wall-clock time spent */
  double cpu_seconds;    /* processor time of the calling thread */
  double win_chance;     /* the search's estimate of the side's chance to
                          * win, 0..1; negative when nothing was searched
                          * (see qb_ai_win_chance()) */
  bool searched;         /* false: one legal action, or a kind without search */
} QbAiStats;

QbAiPlayer *qb_ai_new (QbAiKind kind, uint64_t seed);
void qb_ai_free (QbAiPlayer *player);
QbAiKind qb_ai_kind (const QbAiPlayer *player);
/* How many orders the player had to start again (its "clear" actions),
 * which goes into each decision's seed. A player made again for each
 * decision (the app's worker thread) carries it over with these. */
uint64_t qb_ai_get_clears (const QbAiPlayer *player);
void qb_ai_set_clears (QbAiPlayer *player, uint64_t clears);

/* "random", "greedy", "ai:easy", "ai:medium", "ai:hard" (also "easy",
 * "medium", "hard"); false for anything else. */
bool qb_ai_kind_from_name (const char *name, QbAiKind *out);
const char *qb_ai_kind_name (QbAiKind kind);
/* The kind's default budget. */
void qb_ai_default_budget (QbAiKind kind, QbAiBudget *out);

/* The action `player` takes for `side`, which must be the decider of `s`
 * (the game not over). `budget` and `stats` may be NULL. Returns an action
 * with type QB_ACT_NONE only if `side` does not decide or no sample of its
 * view could be drawn (never for a state the engine reached). */
QbAction qb_ai_choose (QbAiPlayer *player, const QbState *s, int side, const QbAiBudget *budget,
                       QbAiStats *stats);

/* The chance that `side` wins from `s` as `side` sees it (0..1), for a
 * hint: the search's estimate when `side` decides and the kind searches,
 * else the mean of heuristic playouts over samples of the side's view. */
double qb_ai_win_chance (QbAiPlayer *player, const QbState *s, int side, const QbAiBudget *budget);

#ifdef __cplusplus
}
#endif
