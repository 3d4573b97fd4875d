/* qb-ai-odds.c: a battle decision's odds by playouts (qb-ai-odds.h). Each
 * playout draws a complete state from the side's view through the
 * sampler, takes the choice, then plays both sides with the computer
 * player's policy (qb_ai_policy_action(), a little randomness) until the
 * battle ends or the next battle turn is over. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "qb-ai-odds.h"
#include "qb-ai-private.h"

/* What one playout ended in, for `side`. */
enum { END_OPEN, END_ROUTED, END_LOST, END_WON };

/* Per mille of random actions in the playouts: the policy's best action
 * otherwise, so that the odds follow sensible play on both sides. */
#define ODDS_EPSILON 100
/* Actions per playout at most: a battle turn is a few dozen. */
#define ODDS_MAX_ACTIONS 400

static int
outcome_of (const QbEvent *evs, size_t n, int side, int *routed)
{
  for (size_t i = 0; i < n; i++)
    {
      const QbEvent *ev = &evs[i];
      if (ev->type == QB_EV_ROUT && ev->side == side)
        *routed = 1;
      if (ev->type == QB_EV_RETREAT && ev->side == side)
        return END_LOST;
      if (ev->type == QB_EV_BATTLE_END)
        return ev->side == side ? END_WON : END_LOST;
      if (ev->type == QB_EV_VICTORY)
        return ev->side == side ? END_WON : END_LOST;
    }
  return END_OPEN;
}

static int
play_out (QbState *s, int side, QbAction choice, QbRng *rng)
{
  int zone = s->battle.zone, last_turn = s->battle.turn + 1, routed = 0;
  QbEvent evs[128];
  QbEventSink sink = { .events = evs, .cap = sizeof evs / sizeof evs[0] };
  if (choice.type != QB_ACT_NONE)
    {
      if (!qb_apply (s, choice, &sink, NULL))
        return -1;   /* not legal in this sample: not counted */
    }
  for (unsigned i = 0; i < ODDS_MAX_ACTIONS; i++)
    {
      int end = outcome_of (evs, sink.len, side, &routed);
      if (end != END_OPEN)
        return routed ? END_ROUTED : end;
      if (routed)
        return END_ROUTED;
      if (!s->battle.active || s->battle.zone != zone || s->battle.turn > last_turn
          || qb_is_over (s))
        return END_OPEN;
      QbAction a;
      if (!qb_ai_policy_action (s, rng, ODDS_EPSILON, &a))
        return END_OPEN;
      sink.len = 0;
      qb_apply_trusted (s, a, &sink);
    }
  return END_OPEN;
}

bool
qb_ai_battle_odds (const QbState *s, int side, QbAction choice, uint64_t seed,
                   unsigned samples, QbAiBattleOdds *out)
{
  memset (out, 0, sizeof *out);
  if ((side != QB_BRITISH && side != QB_FRENCH) || !s->battle.active
      || !qb_phase_is_battle (s->phase) || samples == 0)
    return false;
  if (choice.type != QB_ACT_NONE && (s->decider != side || !qb_is_legal (s, choice, NULL)))
    return false;
  /* The state goes into the sampler and nowhere else, as in
   * qb_ai_choose(). */
  QbAiSampler *sampler = malloc (qb_ai_sampler_size ());
  if (sampler == NULL)
    return false;
  qb_ai_sampler_init (sampler, s, side);
  out->turn = s->battle.turn;
  unsigned counted = 0, routed = 0, lost = 0, won = 0;
  for (unsigned i = 0; i < samples; i++)
    {
      uint64_t k = qb_ai_mix (seed ^ qb_ai_mix (i));
      QbState det;
      if (!qb_ai_sampler_draw (sampler, k, &det))
        continue;
      QbRng rng;
      qb_rng_seed (&rng, k, 0x4f444453ULL);
      int end = play_out (&det, side, choice, &rng);
      if (end < 0)
        continue;
      counted++;
      routed += end == END_ROUTED;
      lost += end == END_ROUTED || end == END_LOST;
      won += end == END_WON;
    }
  free (sampler);
  if (counted == 0)
    return false;
  double n = counted;
  out->samples = counted;
  out->p_routed = routed / n;
  out->p_lost = lost / n;
  out->p_won = won / n;
  out->se_routed = sqrt (out->p_routed * (1 - out->p_routed) / n);
  out->se_lost = sqrt (out->p_lost * (1 - out->p_lost) / n);
  out->se_won = sqrt (out->p_won * (1 - out->p_won) / n);
  return true;
}
