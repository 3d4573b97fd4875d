/* qb-ai.c: the computer players (random, greedy, and the search at three
 * levels) behind one API. qb_ai_choose() hands the state to a sampler at
 * once and works from the sampler alone (see qb-ai-private.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "qb-ai-private.h"

struct QbAiPlayer {
  QbAiKind kind;
  uint64_t seed;
  uint64_t clears;   /* orders this player had to start again */
};

/* Levels: iterations, exploration, widening, playout randomness. Hard
 * stays within about a second per decision on one core of a 2020s laptop
 * (docs/benchmarks.md). */
static const struct {
  const char *name;
  uint32_t iterations;
  uint32_t time_ms;
  double exploration;
  double widening;
  unsigned epsilon;
} levels[QB_AI_NUM_KINDS] = {
  [QB_AI_RANDOM] = { "random", 0, 0, 0, 0, 0 },
  [QB_AI_GREEDY] = { "greedy", 0, 0, 0, 0, 0 },
  [QB_AI_EASY] = { "ai:easy", 100, 1000, 0.7, 0.5, 300 },
  [QB_AI_MEDIUM] = { "ai:medium", 500, 1000, 0.6, 0.6, 150 },
  [QB_AI_HARD] = { "ai:hard", 2500, 1000, 0.5, 0.7, 100 },
};

double
qb_ai_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The calling thread's processor time: what a decision costs on one core,
 * whatever else the machine is doing. */
double
qb_ai_cpu_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

QbAiPlayer *
qb_ai_new (QbAiKind kind, uint64_t seed)
{
  if (kind < 0 || kind >= QB_AI_NUM_KINDS)
    return NULL;
  QbAiPlayer *p = calloc (1, sizeof *p);
  if (p != NULL)
    {
      p->kind = kind;
      p->seed = seed;
    }
  return p;
}

void
qb_ai_free (QbAiPlayer *player)
{
  free (player);
}

uint64_t
qb_ai_get_clears (const QbAiPlayer *player)
{
  return player->clears;
}

void
qb_ai_set_clears (QbAiPlayer *player, uint64_t clears)
{
  player->clears = clears;
}

QbAiKind
qb_ai_kind (const QbAiPlayer *player)
{
  return player->kind;
}

bool
qb_ai_kind_from_name (const char *name, QbAiKind *out)
{
  if (name == NULL)
    return false;
  for (int k = 0; k < QB_AI_NUM_KINDS; k++)
    {
      const char *full = levels[k].name;
      const char *bare = strncmp (full, "ai:", 3) == 0 ? full + 3 : full;
      if (strcmp (name, full) == 0 || strcmp (name, bare) == 0)
        {
          *out = (QbAiKind) k;
          return true;
        }
    }
  return false;
}

const char *
qb_ai_kind_name (QbAiKind kind)
{
  return kind >= 0 && kind < QB_AI_NUM_KINDS ? levels[kind].name : "?";
}

void
qb_ai_default_budget (QbAiKind kind, QbAiBudget *out)
{
  /* All of it: a budget made here has no progress callback (poll), not
   * whatever the caller's stack held there. */
  memset (out, 0, sizeof *out);
  out->iterations = levels[kind].iterations;
  out->time_ms = levels[kind].time_ms;
}

/* The greedy baseline: the best action by the one-step heuristic score on
 * one sample of the view (the legal actions are the same in every sample:
 * they depend only on what the decider knows). */
static QbAction
choose_greedy (const QbAiSampler *sampler, uint64_t seed)
{
  QbAction none = { QB_ACT_NONE, 0, 0, 0 }, a = none;
  QbState det;
  QbRng rng;
  if (!qb_ai_sampler_draw (sampler, seed, &det))
    return none;
  qb_rng_seed (&rng, seed, 0x475245ULL);
  return qb_ai_policy_action (&det, &rng, 0, &a) ? a : none;
}

static QbAction
choose_random (const QbAiSampler *sampler, uint64_t seed)
{
  QbAction none = { QB_ACT_NONE, 0, 0, 0 }, a = none;
  QbState det;
  QbRng rng;
  if (!qb_ai_sampler_draw (sampler, seed, &det))
    return none;
  qb_rng_seed (&rng, seed, 0x524e44ULL);
  /* "Start the order again" only when nothing else is legal (a draft
   * that cannot be finished): chosen freely, it would bring back a view
   * already seen, and so the same choices again. */
  for (int tries = 0; tries < 64; tries++)
    {
      if (qb_random_action (&det, &rng, &a) == 0)
        return none;
      if (a.type != QB_ACT_ORDER_CLEAR)
        return a;
    }
  return a;
}

static void
search_params (QbAiKind kind, const QbAiBudget *budget, QbAiSearchParams *p)
{
  QbAiBudget def;
  qb_ai_default_budget (kind, &def);
  p->iterations = budget != NULL && budget->iterations > 0 ? budget->iterations : def.iterations;
  p->time_ms = budget != NULL && budget->time_ms > 0 ? budget->time_ms : def.time_ms;
  p->exploration = levels[kind].exploration;
  p->widening = levels[kind].widening;
  p->epsilon = levels[kind].epsilon;
  p->playout_len = 1000;
  p->poll = budget != NULL ? budget->poll : NULL;
  p->poll_data = budget != NULL ? budget->poll_data : NULL;
}

QbAction
qb_ai_choose (QbAiPlayer *player, const QbState *s, int side, const QbAiBudget *budget,
              QbAiStats *stats)
{
  QbAction none = { QB_ACT_NONE, 0, 0, 0 }, a;
  QbAiStats local;
  double start = qb_ai_now (), cpu_start = qb_ai_cpu_now ();

  /* The state goes into the sampler and nowhere else: from here on the
   * player sees the side's view and samples of it. */
  QbAiSampler *sampler = malloc (qb_ai_sampler_size ());
  if (sampler == NULL)
    return none;
  qb_ai_sampler_init (sampler, s, side);
  s = NULL;

  if (stats == NULL)
    stats = &local;
  memset (stats, 0, sizeof *stats);
  stats->win_chance = -1.0;
  const QbView *view = qb_ai_sampler_view (sampler);
  if ((side != QB_BRITISH && side != QB_FRENCH) || view->decider != side
      || view->phase == QB_PHASE_GAME_OVER)
    {
      free (sampler);
      return none;
    }

  /* The decision's seed: the player's, the view's, and how many orders
   * the player had to start again (after a forced "clear" the view is
   * one already seen; the count makes the next draft another one). */
  uint64_t seed = qb_ai_mix (player->seed ^ qb_ai_sampler_view_hash (sampler))
                  + qb_ai_mix (player->clears);
  switch (player->kind)
    {
    case QB_AI_RANDOM:
      a = choose_random (sampler, seed);
      break;
    case QB_AI_GREEDY:
      a = choose_greedy (sampler, seed);
      break;
    case QB_AI_EASY:
    case QB_AI_MEDIUM:
    case QB_AI_HARD:
    case QB_AI_NUM_KINDS:
    default:
      {
        /* One legal action needs no search. */
        QbState det;
        QbAction acts[2];
        if (!qb_ai_sampler_draw (sampler, seed, &det))
          {
            a = none;
            break;
          }
        size_t n = qb_legal_actions (&det, acts, 2);
        if (n <= 1)
          {
            a = n == 1 ? acts[0] : none;
            stats->legal = (uint32_t) n;
            break;
          }
        QbAiSearchParams params;
        search_params (player->kind, budget, &params);
        a = qb_ai_search (sampler, seed, &params, stats);
      }
      break;
    }
  if (a.type == QB_ACT_ORDER_CLEAR)
    player->clears++;
  stats->seconds = qb_ai_now () - start;
  stats->cpu_seconds = qb_ai_cpu_now () - cpu_start;
  free (sampler);
  return a;
}

double
qb_ai_win_chance (QbAiPlayer *player, const QbState *s, int side, const QbAiBudget *budget)
{
  QbAiSampler *sampler = malloc (qb_ai_sampler_size ());
  if (sampler == NULL)
    return 0.5;
  qb_ai_sampler_init (sampler, s, side);
  s = NULL;

  const QbView *view = qb_ai_sampler_view (sampler);
  uint64_t seed = qb_ai_mix (player->seed ^ qb_ai_sampler_view_hash (sampler) ^ 0x57494eULL);
  double result;
  if (view->phase == QB_PHASE_GAME_OVER)
    result = view->winner == side ? 1.0 : 0.0;
  else if (view->decider == side && player->kind >= QB_AI_EASY)
    {
      QbAiSearchParams params;
      QbAiStats stats;
      search_params (player->kind, budget, &params);
      qb_ai_search (sampler, seed, &params, &stats);
      result = stats.iterations > 0 ? stats.win_chance : 0.5;
    }
  else
    {
      /* Heuristic playouts over samples. */
      QbAiBudget def;
      qb_ai_default_budget (player->kind >= QB_AI_EASY ? player->kind : QB_AI_EASY, &def);
      uint32_t n = budget != NULL && budget->iterations > 0 ? budget->iterations : def.iterations;
      double total = 0.0;
      uint32_t done = 0;
      for (uint32_t i = 0; i < n; i++)
        {
          if (budget != NULL && budget->poll != NULL && i % QB_AI_POLL_ITERATIONS == 0
              && !budget->poll (budget->poll_data, i, n))
            break;
          QbState det;
          QbRng rng;
          uint64_t iseed = qb_ai_mix (seed + i);
          if (!qb_ai_sampler_draw (sampler, iseed, &det))
            continue;
          qb_rng_seed (&rng, iseed, 0x4149ULL);
          double vb = qb_ai_playout (&det, &rng, 100, 1000);
          total += side == QB_BRITISH ? vb : 1.0 - vb;
          done++;
        }
      result = done > 0 ? total / done : 0.5;
    }
  free (sampler);
  return result;
}
