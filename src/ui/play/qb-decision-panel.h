/* qb-decision-panel.h: the side panel that takes any decision of the
 * engine: the prompt, the legal actions in words, the order entry. It is
 * also the keyboard and screen-reader path through the whole game. */
#pragma once

#include <gtk/gtk.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_DECISION_PANEL (qb_decision_panel_get_type ())

G_DECLARE_FINAL_TYPE (QbDecisionPanel, qb_decision_panel, QB, DECISION_PANEL, GtkWidget)

/* Show `session`'s decisions (nothing behind its curtain) and take the
 * player's choices and typed orders to it. */
void qb_decision_panel_set_session (QbDecisionPanel *self,
                                    QbPlaySession   *session);
/* The order shorthand entry (Escape leaves it for the board). */
GtkWidget *qb_decision_panel_get_order_entry (QbDecisionPanel *self);
/* The side whose colour the header shows (QB_BRITISH, QB_FRENCH), or -1. */
int qb_decision_panel_get_side_badge (QbDecisionPanel *self);
/* The status line under the title (a quiet move, the tides), or "". */
const char *qb_decision_panel_get_status_text (QbDecisionPanel *self);
/* The prompt under the title (what the side to decide is asked, or who
 * is waited for), as plain text. */
const char *qb_decision_panel_get_prompt_text (QbDecisionPanel *self);
/* The question asked before the orders are confirmed (its responses
 * "cancel" and "confirm"), while it is open; see :confirm-orders. */
GtkWindow *qb_decision_panel_get_confirm_dialog (QbDecisionPanel *self);
/* Number of actions listed (tests). */
guint qb_decision_panel_get_n_listed (QbDecisionPanel *self);

G_END_DECLS
