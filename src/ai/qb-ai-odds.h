/* qb-ai-odds.h: how a battle decision is likely to turn out, estimated by
 * fast playouts from what the deciding side knows.
 *
 * Pure C11 over the engine. The true state goes in only to be handed to
 * the computer player's sampler (qb-ai-sampler.c), the one door to it:
 * each playout starts from a complete state drawn from the side's view
 * (qb_state_sample_hidden()), so the enemy's hidden reserve is guessed,
 * never read. */
#pragma once

#include "qb-engine.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double p_routed;     /* the side is routed (16.1) */
  double p_lost;       /* the side loses the battle: routed, retreated
                        * (15.0), its skirmish line destroyed (18.0) or
                        * the game lost (5.2) */
  double p_won;        /* the side wins the battle (13.2) or the game */
  /* The standard errors of the three estimates, sqrt(p (1 - p) / n). */
  double se_routed, se_lost, se_won;
  uint32_t samples;    /* playouts that counted */
  uint8_t turn;        /* the battle turn at the start; the playouts end
                        * with battle turn `turn` + 1 */
  uint8_t pad[3];
} QbAiBattleOdds;

/* The odds for `side` of taking `choice` now (QB_ACT_NONE: of the battle
 * as it stands), by the end of the next battle turn: `samples` playouts
 * from states drawn from side's view of `s` with the battle policy of the
 * computer player. Deterministic for a seed. `s` must be inside a battle
 * (qb_phase_is_battle()); `choice`, if not QB_ACT_NONE, must be legal for
 * `side`, which must be deciding. Returns false otherwise, or if no
 * playout could be made. */
bool qb_ai_battle_odds (const QbState *s, int side, QbAction choice, uint64_t seed,
                        unsigned samples, QbAiBattleOdds *out);

#ifdef __cplusplus
}
#endif
