/* qb-battle-odds.h: the odds of a battle decision, for the widgets. Every
 * call names its viewer: the odds are those of what that player knows
 * (the exact odds of one fire from the viewer's QbView, the odds of a
 * retreat, a stand or a reserve commitment from playouts over samples of
 * what the viewer cannot see), so two positions the viewer cannot tell
 * apart give the same odds. */
#pragma once

#include <glib.h>

#include "qb-ai-odds.h"
#include "qb-odds.h"
#include "qb-types.h"

G_BEGIN_DECLS

/* The playouts behind one decision's odds (qb_game_get_battle_odds()):
 * enough for a standard error of 2.5 points at most, fast enough not to
 * be felt (docs/benchmarks.md). */
#define QB_BATTLE_ODDS_SAMPLES 400

typedef QbAiBattleOdds QbBattleOdds;

/* The exact odds of `block` (viewer's own) firing now; FALSE if it cannot
 * fire now as far as `viewer` knows (see qb_fire_odds()). */
gboolean qb_game_get_fire_odds   (QbGame       *self,
                                  int           viewer,
                                  int           block,
                                  QbFireOdds   *out);

/* The odds for `viewer`, the decider of a battle decision, of `choice`
 * (QB_ACT_RETREAT, QB_ACT_STAND, QB_ACT_COMMIT, QB_ACT_NO_COMMIT, ...;
 * QB_ACT_NONE: the battle as it stands) by the end of the next battle
 * turn. The seed comes from the viewer's view and the choice, so the
 * same question gets the same answer. FALSE outside a battle, for a
 * choice that is not legal for `viewer`, or a viewer who is not deciding. */
gboolean qb_game_get_battle_odds (QbGame       *self,
                                  int           viewer,
                                  QbAction      choice,
                                  QbBattleOdds *out);

/* For tests: how many times qb_game_get_battle_odds() has run the
 * playouts (an answer it already gave for the same view and choice comes
 * from the game's memory instead). */
extern guint64 qb_battle_odds_playout_calls;

G_END_DECLS
