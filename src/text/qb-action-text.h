/* qb-action-text.h: words for decisions: labels for the legal actions of
 * the decision panel, the prompt and title of the current decision, and a
 * summary of the order being written.
 *
 * Labels and prompts use only what the viewer (the deciding player) knows:
 * the QbView. Own blocks are named; an enemy block's hidden identity never
 * is.
 */
#pragma once

#include <glib.h>

#include "qb-engine.h"

G_BEGIN_DECLS

/* A short label for a legal action of the view's decider, for a button:
 * "Move 15th: Lévis → Etchemin by road", "Fire 28th (4 dice)". Free with
 * g_free(). */
char *qb_action_text   (const QbView  *view,
                        QbAction       action);

/* What the deciding player must do now, as one or two sentences with the
 * rule section: "Write your orders for campaign move 3." For a viewer who
 * is not deciding, who is being waited for; the open view (viewer
 * QB_NO_SIDE, hiding off) gets the decider's prompt. */
char *qb_prompt_text   (const QbView  *view);
/* The prompt while the computer plays `side`, the side to decide:
 * playing, or stopped by the person (and how to go on). */
char *qb_computer_prompt_text (int      side,
                               gboolean paused);

/* A title for the current step: "Move 3 of 16 — British orders". */
char *qb_phase_title   (const QbView  *view);

/* The order the view's player has written so far (the decider's in the
 * open view), in words: "Lévis → Etchemin: 15th, 28th (road); → Beauport:
 * 35th (boat)", "Ships: Neptune upriver", "Ottawa to Beauport and raid",
 * or "Stand" when it is empty (and always for the public view). It reads
 * the view's own order and its blocks' parts (QbViewBlock.order_dest),
 * which that player knows. */
char *qb_order_summary (const QbView  *view);

G_END_DECLS
