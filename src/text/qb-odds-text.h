/* qb-odds-text.h: the odds of battle decisions in words ("2 hits or more:
 * 31%", "Chance the left column breaks this turn: 12%", "If you stand:
 * routed by the end of next turn 40% (± 3)"), translated. The figures
 * come from the engine (qb-odds.h) and the model's playouts
 * (qb-battle-odds.h); this file only words them. */
#pragma once

#include <glib.h>

#include "qb-odds.h"

G_BEGIN_DECLS

/* A chance as a percentage, rounded, with "< 1" and "> 99" for what is
 * possible but would round to 0 or 100: "31%", "< 1%". */
char *qb_odds_percent            (double            p);
/* "2 hits or more: 31%"; hits 0 is "No hit: 58%" (exactly none). */
char *qb_odds_text_at_least      (int               hits,
                                  double            p);
/* "Chance the left column breaks this turn: 12%" (column 0..2), or the
 * skirmish line's (QB_SLOT_SKIRMISH). */
char *qb_odds_text_break         (int               column,
                                  double            p);
/* The dice of a fire: "3 dice, hitting on 6", with why it is doubled. */
char *qb_odds_text_dice          (const QbFireOdds *odds);
/* One paragraph for a fire: the dice, each number of hits or more, the
 * chance of a break when known, a leader's death (10.3). For tooltips
 * and accessible descriptions. */
char *qb_odds_text_fire          (const QbFireOdds *odds);
/* The odds of a battle decision by the end of the next battle turn, for
 * the choice's action type (QB_ACT_STAND, QB_ACT_RETREAT,
 * QB_ACT_COMMIT, QB_ACT_NO_COMMIT; others: the battle as it stands):
 * "If you stand: routed by the end of next turn 40% (± 3), battle won
 * 20%". se_routed is the standard error of p_routed. */
char *qb_odds_text_choice        (int               action_type,
                                  double            p_routed,
                                  double            se_routed,
                                  double            p_won);

G_END_DECLS
