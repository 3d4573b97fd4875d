/* qb-hit-text.h: why a block may not take the hit at hand (14.1, 16.2,
 * 22.2, 22.4), and the words of the Ottawa's raids and scouts on the
 * board (22.2, 22.3), in the words of the battle board's "Not now" tooltips. The
 * engine's own reason speaks of every case at once (and of the Ottawa in
 * general); these say the one that applies to the block, from what the
 * view's player knows. */
#pragma once

#include <glib.h>

#include "qb-engine.h"

G_BEGIN_DECLS

/* While hits are allocated (QB_PHASE_ALLOCATE), why `block`, one of the
 * side taking them, may not take the next one: "this hit falls on the
 * centre column (14.1)", "pursuit hits fall only on the blocks that
 * retreated (16.2)", "ships take no hits from a raid (22.2)"... As the end
 * of a sentence, no capital and no full stop, like the engine's reasons.
 * NULL when the block may take it, when no hit is being allocated, when
 * the block is not of the side taking the hits, or when the viewer does
 * not know the block (the reason would tell what it is). */
char *qb_battle_hit_why_not (const QbView *view,
                             int           block);

G_END_DECLS

G_BEGIN_DECLS

/* The name of the board's place for the blocks outside the columns: "Not
 * deployed" while a battle is deployed, "In the zone" in the Ottawa's raid
 * or scouting (22.2, 22.3), where nobody deploys, else "Retreated". */
const char *qb_battle_aside_name (const QbView *view);

/* What the Ottawa's scouting found (22.3), from the battle's events as the
 * viewer sees them (through qb_event_for(), in order): "Scouted (22.3):
 * 28th (3 CV), Decoy 4 (removed)." NULL when these events hold no scout.
 * The blocks found are public (the British own them, the scout shows them
 * to the French). */
char       *qb_battle_scout_text (const QbEvent *events,
                                  guint          n_events,
                                  int            edition);

G_END_DECLS
