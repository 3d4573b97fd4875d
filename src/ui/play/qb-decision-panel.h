/* qb-decision-panel.h: the side panel that takes any decision of the
 * engine: the prompt, the legal actions in words, the order entry. It is
 * also the keyboard and screen-reader path through the whole game. */
#pragma once

#include <gtk/gtk.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_DECISION_PANEL (qb_decision_panel_get_type ())

G_DECLARE_FINAL_TYPE (QbDecisionPanel, qb_decision_panel, QB, DECISION_PANEL, GtkWidget)

/* Show the current decision as `view`'s player sees it. `actions` are the
 * legal actions; `zone`/`target` narrow the list to a picked zone (-1: all). */
void qb_decision_panel_update (QbDecisionPanel *self,
                               QbGame          *game,
                               const QbView    *view,
                               GArray          *actions,
                               int              zone,
                               int              target);
/* Nothing shown: behind the curtain. */
void qb_decision_panel_clear (QbDecisionPanel *self);
/* The order shorthand entry (Escape leaves it for the board). */
GtkWidget *qb_decision_panel_get_order_entry (QbDecisionPanel *self);
/* Number of actions listed (tests). */
guint qb_decision_panel_get_n_listed (QbDecisionPanel *self);

/* Pack an action into the guint of the "action-chosen" signal. */
static inline guint
qb_action_pack (QbAction a)
{
  return (guint) a.type | ((guint) a.a << 8) | ((guint) a.b << 16) | ((guint) a.c << 24);
}

G_END_DECLS
