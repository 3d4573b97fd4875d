/* qb-odds-view.h: QbOddsView, a small picture of the odds of a battle
 * decision: for a fire, a bar per number of hits (exact odds, the bars
 * that break the enemy's column marked); for a retreat, a stand or a
 * reserve commitment, one bar split into routed, lost, undecided and won
 * by the end of the next battle turn. It draws the odds structs it is
 * given and knows nothing of the game: the model computed them for one
 * viewer (qb-battle-odds.h). Its accessible description states the
 * numbers in words. */
#pragma once

#include <gtk/gtk.h>

#include "qb-battle-odds.h"

G_BEGIN_DECLS

#define QB_TYPE_ODDS_VIEW (qb_odds_view_get_type ())

G_DECLARE_FINAL_TYPE (QbOddsView, qb_odds_view, QB, ODDS_VIEW, GtkWidget)

GtkWidget  *qb_odds_view_new                (void);
/* Show a fire's odds (NULL: show nothing). */
void        qb_odds_view_set_fire_odds      (QbOddsView         *self,
                                             const QbFireOdds   *odds);
/* Show a decision's odds for a choice of `action_type` (NULL: nothing). */
void        qb_odds_view_set_battle_odds    (QbOddsView         *self,
                                             int                 action_type,
                                             const QbBattleOdds *odds);
/* The odds in words, as the accessible description and the tooltip say
 * them; NULL when the view shows nothing. */
const char *qb_odds_view_get_description    (QbOddsView         *self);
/* The height in pixels of the bar of `hits` hits at the widget's present
 * size (0 for none), the tallest bar filling the plot: for tests. */
double      qb_odds_view_get_bar_height     (QbOddsView         *self,
                                             int                 hits);

G_END_DECLS
