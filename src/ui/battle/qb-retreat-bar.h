/* qb-retreat-bar.h: choosing a retreat on the map (issue 13). While the
 * player at the screen may retreat from a battle, the battle board's
 * "Retreat on the Map…" button shows the map in its place with the legal
 * destinations lit (the session's highlights) and what each costs written
 * on them; this bar over the map says so and brings the battle back. A
 * click on a lit zone (or Enter on it) retreats there through the
 * session, like any click on the map. */
#pragma once

#include <gtk/gtk.h>

#include "qb-engine.h"
#include "qb-play-session.h"

G_BEGIN_DECLS

#define QB_TYPE_RETREAT_BAR (qb_retreat_bar_get_type ())

G_DECLARE_FINAL_TYPE (QbRetreatBar, qb_retreat_bar, QB, RETREAT_BAR, GtkWidget)

GtkWidget *qb_retreat_bar_new        (void);

/* Whether the session's player at the screen may retreat now (a retreat
 * among its legal actions). */
gboolean   qb_retreat_bar_may_retreat (QbPlaySession *session);

/* What a retreat to each zone costs, for the map: notes[z] (freed by the
 * caller) is NULL for a zone no retreat goes to. */
void       qb_retreat_bar_notes      (QbPlaySession *session,
                                      char          *notes[QB_NUM_ZONES]);

/* The bar's "Back to the Battle" button (the keyboard goes there). */
GtkWidget *qb_retreat_bar_get_back_button (QbRetreatBar *self);

G_END_DECLS
