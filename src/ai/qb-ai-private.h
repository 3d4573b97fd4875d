/* qb-ai-private.h: what the files of src/ai share. */
#pragma once

#include "qb-ai.h"

/* ---- The sampler (qb-ai-sampler.c) --------------------------------------
 *
 * The one door to the true state. Everything else in src/ai receives a
 * QbAiSampler and can only ask it for the side's view and for complete
 * states drawn from that view; the struct is opaque outside
 * qb-ai-sampler.c, so no other file can reach the state behind it. */
typedef struct QbAiSampler QbAiSampler;

/* The sampler of `s` for `side` (on the stack of qb_ai_choose(); its size
 * comes from qb_ai_sampler_size()). */
size_t qb_ai_sampler_size (void);
void qb_ai_sampler_init (QbAiSampler *sampler, const QbState *s, int side);
const QbView *qb_ai_sampler_view (const QbAiSampler *sampler);
int qb_ai_sampler_side (const QbAiSampler *sampler);
/* A hash of the view: with the player's seed, the decision's seed. */
uint64_t qb_ai_sampler_view_hash (const QbAiSampler *sampler);
/* A complete state that agrees with the view, drawn with `seed` (a few
 * other seeds are tried if one fails). False if none could be drawn. */
bool qb_ai_sampler_draw (const QbAiSampler *sampler, uint64_t seed, QbState *out);

/* ---- Heuristics (qb-ai-eval.c) ------------------------------------------ */

/* How good is a complete state for the British, 0..1: exact once the game
 * is over, else a logistic of CV balance, Abraham and time left. */
double qb_ai_eval_british (const QbState *s);

/* Facts of a complete state that the action scores share, computed once
 * per state. */
typedef struct {
  int zone_cv[2][QB_NUM_ZONES];      /* CV per side and zone */
  int zone_real[2][QB_NUM_ZONES];    /* blocks other than decoys */
  int dist_ab[QB_NUM_ZONES];         /* road steps to Abraham */
  int battle_cv[2];                  /* CV in the battle under way */
} QbAiFacts;

void qb_ai_facts (const QbState *s, QbAiFacts *f);
/* A heuristic score of a legal action for its decider (higher is better):
 * the 24.0 advice on deployment, attacks that the CV balance favours,
 * Abraham kept and approached, no decoy left alone, hits on the strongest
 * block. */
double qb_ai_action_score (const QbState *s, const QbAiFacts *f, QbAction a);

/* Does this order action leave a draft that can only be cleared? */
bool qb_ai_is_dead_end (const QbState *s, QbAction a);

/* The playout policy: with probability `epsilon` (per mille) a uniformly
 * random legal action, else the best scored one (ties broken by `rng`).
 * Returns false when the game is over. */
bool qb_ai_policy_action (const QbState *s, QbRng *rng, unsigned epsilon, QbAction *out);

/* Plays `s` out with the policy, at most `max_actions`, and returns the
 * British value at the end (qb_ai_eval_british()). */
double qb_ai_playout (QbState *s, QbRng *rng, unsigned epsilon, unsigned max_actions);

/* ---- The search (qb-ai-search.c) ---------------------------------------- */

typedef struct {
  uint32_t iterations;
  uint32_t time_ms;
  double exploration;      /* UCB constant */
  double widening;         /* children allowed: 1 + widening * sqrt(visits) */
  unsigned epsilon;        /* playout randomness, per mille */
  unsigned playout_len;    /* actions per playout before the heuristic value */
  bool (*poll) (void *data, uint32_t done, uint32_t limit);   /* QbAiBudget's */
  void *poll_data;
} QbAiSearchParams;

/* While the French write orders: the sample's British order ("stand",
 * from the sampler) written again by the playout policy, the French draft
 * put back on it (qb-ai-search.c). */
void qb_ai_resample_british_order (QbState *det, QbRng *rng, unsigned epsilon);

/* Information-set MCTS from the sampler's view; returns the most visited
 * root action and fills `stats`. */
QbAction qb_ai_search (const QbAiSampler *sampler, uint64_t seed, const QbAiSearchParams *params,
                       QbAiStats *stats);

/* ---- Small helpers ------------------------------------------------------- */

static inline uint64_t
qb_ai_mix (uint64_t x)
{
  /* splitmix64's finaliser: seeds for the samples and playouts. */
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

static inline bool
qb_ai_action_equal (QbAction a, QbAction b)
{
  return a.type == b.type && a.a == b.a && a.b == b.b && a.c == b.c;
}

double qb_ai_now (void);
double qb_ai_cpu_now (void);
