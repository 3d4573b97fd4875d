/* qb-battle-text.h: the words of the battle board (src/ui/battle): the
 * names of the columns, the step of a battle turn in a few words, the
 * board's header, what a deployment still lacks and why dice were doubled.
 * Like every text, they use only what the view's player knows. */
#pragma once

#include <glib.h>

#include "qb-engine.h"

G_BEGIN_DECLS

/* "Left column", "Centre column", "Right column", "Reserve", "Skirmish
 * line" for the battle slots 0..4; "Retreated" for QB_SLOT_RETREATED;
 * "Not deployed" for QB_SLOT_NONE. */
const char *qb_battle_slot_name   (int            slot);

/* Who does what now, as the end of a sentence: "the British fire", "the
 * French deploy", "the British take 2 hits". NULL outside a battle. */
char       *qb_battle_step_text   (const QbView  *view);

/* The board's header: "Move 5 of 16 — Battle in Beauport, turn 2 — the
 * British fire". */
char       *qb_battle_header      (const QbView  *view);

/* During the deployment of `side` (12.1, 12.2, 18.0): which columns are
 * still empty, as a sentence with the rule ("Still empty: left column,
 * right column (12.1)."), or NULL when none is. */
char       *qb_battle_deploy_missing (const QbView *view,
                                      int           side);

/* Why a fire or pursuit was doubled (QbEvent.why), for the dice: "×2:
 * amphibious landing (17.1)"; NULL when it was not doubled. */
char       *qb_battle_double_text (const QbEvent *fire);

/* What a retreat costs, for its button: "the enemy fires in pursuit
 * (17.2)" for one by boat (QB_MODE_AMPHIBIOUS), else NULL. */
const char *qb_battle_retreat_cost (int mode);

/* While the deciding side chooses who goes in a partial retreat by boat
 * (17.2): "2 blocks of 4 may go by boat (17.2)."; else NULL. */
char       *qb_battle_embark_note (const QbView *view);

/* What a retreat to a zone costs, short enough to be written on the map
 * beside the zone: the ways the deciding side may go there (a bit per
 * QbMoveMode: 1 << QB_MODE_LAND, 1 << QB_MODE_AMPHIBIOUS), the pursuit
 * fire of a retreat by boat and, when not all may go, how many of its
 * blocks may board ("By boat: pursuit fire (17.2), 2 of 4 may go").
 * NULL for no way. */
char       *qb_battle_retreat_note (const QbView *view,
                                    guint         modes);

/* A battle's summary: who holds the field (victor, or QB_NO_SIDE while it
 * is fought) and what each side lost: "The French hold Beauport. Lost: the
 * British 3 CV and 1 block, the French 2 CV." */
char       *qb_battle_summary_text (int          zone,
                                    int          victor,
                                    const guint  cv_lost[2],
                                    const guint  blocks_lost[2]);

/* After a battle, that the blocks it revealed are hidden again: "The
 * blocks revealed in the battle are hidden again." */
const char *qb_battle_rehide_text (void);

/* The rout of a battle and its pursuit (16.x), for a banner on the board,
 * from the battle's events as the viewer sees them (each already through
 * qb_event_for(), in order): "The French are routed — pursuit fire", then
 * the pursuit's hits with the reserve's discount ("Pursuit: 3 hits, 2
 * ignored for the reserve, one per 2 CV (16.3).") and why it was doubled
 * ("×2: rout across water (17.2)"; the Ottawa's own, 22.4). NULL when no
 * side was routed in these events. It names no block. */
char       *qb_battle_rout_text   (const QbEvent *events,
                                   guint          n_events);

G_END_DECLS
