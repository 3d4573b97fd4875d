/* qb-battle-summary-bar.h: the summary of the battle just fought, under the
 * map once the battle board gives way to it (issue 13): who holds the
 * field, what each side lost, the blocks revealed going back to hidden,
 * with a "Details" button that opens the battle's history and a button
 * that puts the summary away. A bar of its own, not an AdwToast: every
 * button has an accessible name (a toast's close button in libadwaita
 * 1.2 has none). */
#pragma once

#include <gtk/gtk.h>

#include "qb-play-session.h"

G_BEGIN_DECLS

#define QB_TYPE_BATTLE_SUMMARY_BAR (qb_battle_summary_bar_get_type ())

G_DECLARE_FINAL_TYPE (QbBattleSummaryBar, qb_battle_summary_bar, QB, BATTLE_SUMMARY_BAR, GtkWidget)

GtkWidget  *qb_battle_summary_bar_new         (void);

/* Follows the session: a battle that ends in its game (after it was set)
 * is summed up for the session's viewer, and the summary stays until it
 * is put away, another battle begins, or the game changes; it is hidden
 * while the hot-seat curtain is down. */
void        qb_battle_summary_bar_set_session (QbBattleSummaryBar *self,
                                               QbPlaySession      *session);

/* The summary shown, or NULL when the bar is hidden (tests). */
const char *qb_battle_summary_bar_get_text    (QbBattleSummaryBar *self);

/* The event that ended the battle summed up (its QB_EV_BATTLE_END), or
 * G_MAXUINT (tests). */
guint       qb_battle_summary_bar_get_battle  (QbBattleSummaryBar *self);

/* Puts the summary away, as its close button does. */
void        qb_battle_summary_bar_dismiss     (QbBattleSummaryBar *self);

G_END_DECLS
