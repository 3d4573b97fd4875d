/* qb-event-text.h: engine events (QbEvent) as translated sentences for the
 * game log.
 *
 * Every function redacts for the viewer first (qb_event_for()): a block the
 * viewer may not know is named generically ("a French block"), never by its
 * name, type or strength. The viewer QB_NO_SIDE (the open view, hiding off)
 * sees everything. Dice are shown as die faces (U+2680..U+2685).
 */
#pragma once

#include <glib.h>

#include "qb-engine.h"

G_BEGIN_DECLS

/* The sentence as plain text, or NULL if the viewer may not see the event
 * at all (or it is QB_EV_NONE). Free with g_free(). */
char *qb_event_text   (const QbEvent *ev,
                       int            edition,
                       int            viewer);

/* The same sentence as Pango markup for a GtkLabel: zone and river area
 * names are links `<a href="zone:LE">Lévis</a>` (the code of qb_zone_code()),
 * and the rule section follows as a link `<a href="rule:17.1">17.1</a>`.
 * Everything else is escaped. NULL when qb_event_text() is NULL. */
char *qb_event_markup (const QbEvent *ev,
                       int            edition,
                       int            viewer);

/* When the events of one action resolved a campaign move in which both
 * sides stood (the French orders written, then no block or ship moved),
 * a sentence that says so: “Campaign move 3 was quiet: both sides stood
 * and nothing moved.”; else NULL. Which move comes from the batch's
 * QB_EV_MOVE_START, else `move_now`. Everything it reads is public: moves
 * are shown to both sides, if anonymously. Free with g_free(). */
char *qb_quiet_move_text (const QbEvent *events,
                          guint          n_events,
                          int            move_now);

/* A rule section as written in the rulebooks: 171 -> "17.1", 100 -> "10.0". */
char *qb_rule_label   (uint16_t       rule);

/* A block's name as sentences use it: the name on its label without the
 * colonel's name in brackets ("15th", not "15th (Amherst's)"). */
char *qb_block_label  (int            edition,
                       int            block);

G_END_DECLS
