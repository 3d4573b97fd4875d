/* qb-engine.h: the Quebec 1759 rules engine.
 *
 * Pure C11, no GLib. The whole game is one plain struct (QbState): no pointers,
 * fixed size, so a memcpy is a complete snapshot. The game advances through
 * decisions, each owned by one player; qb_legal_actions() lists every legal
 * action for the deciding player and qb_apply() carries one out (or rejects it
 * with a reason). Every change is reported as a QbEvent that names the rule
 * section behind it. See docs/HACKING.md and docs/rulings.md.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Sides, zones, river areas ---------------------------------------- */

enum { QB_BRITISH = 0, QB_FRENCH = 1, QB_NO_SIDE = 2, QB_PUBLIC = 3 };

/* Zones (1.1) in the order of the 9.3 shorthand table of our map data. */
enum {
  QB_MO, QB_BE, QB_SC, QB_AB, QB_SF, QB_SI, QB_CR, QB_ET, QB_LE, QB_OR,
  QB_NUM_ZONES
};

/* River areas (1.2). */
enum { QB_BASON = 0, QB_STLAURENT = 1, QB_NUM_AREAS = 2, QB_NO_AREA = 255 };

/* Block locations: a zone, a river area (ships), or none. */
enum {
  QB_LOC_BASON = QB_NUM_ZONES,       /* 10: ship in the Bason */
  QB_LOC_STLAURENT,                  /* 11: ship in the St. Laurent */
  QB_LOC_POOL,                       /* 12: not yet deployed (French set-up) */
  QB_LOC_ELIMINATED,                 /* 13 */
  QB_LOC_OUT,                        /* 14: out of play (a scenario's blocks
                                      * not in it); unlike eliminated
                                      * blocks, hidden from the enemy */
  QB_NUM_LOCS
};
#define QB_LOC_NONE 255

/* ---- Units ------------------------------------------------------------- */

typedef enum {
  QB_EDITION_REVISED = 0,   /* English rulebook: leaders, 1cv detachments */
  QB_EDITION_CLASSIC = 1,   /* French/Italian translations: decoys, FAQ */
} QbEdition;

typedef enum {
  QB_TYPE_REGULAR,
  QB_TYPE_LIGHT_INFANTRY,
  QB_TYPE_RANGERS,
  QB_TYPE_GRENADIERS,
  QB_TYPE_LEADER,
  QB_TYPE_DETACHMENT,
  QB_TYPE_DECOY,
  QB_TYPE_SHIP,
  QB_TYPE_INDIAN,
  QB_TYPE_QUEBEC_MILITIA,
  QB_TYPE_MONTREAL_MILITIA,   /* Montreal and Trois-Rivières (21.0) */
  QB_NUM_TYPES
} QbUnitType;

#define QB_BLOCKS_PER_SIDE 25
#define QB_NUM_BLOCKS 50
#define QB_FIRST_BLOCK(side) ((side) * QB_BLOCKS_PER_SIDE)
#define QB_BLOCK_SIDE(b) ((b) / QB_BLOCKS_PER_SIDE)

/* Fixed roster slots (see qb-data.c). Slots 13..20 (British) and 20..24
 * (French) differ between editions. */
#define QB_BR_LIGHT_INFANTRY 10
#define QB_BR_RANGERS 11
#define QB_BR_WOLFE 13                  /* revised; classic: a decoy */
#define QB_BR_FIRST_SHIP 21             /* 21..24 */
#define QB_FR_OTTAWA 25
#define QB_FR_MONTCALM 45               /* revised; classic: a decoy */

/* ---- Options ----------------------------------------------------------- */

typedef enum {
  QB_DOUBLE_BY_EDITION = 0,   /* revised: double dice; classic: 5-6 hits */
  QB_DOUBLE_DICE = 1,
  QB_DOUBLE_FIVES = 2,
} QbDoubleRule;

typedef struct {
  uint8_t edition;       /* QbEdition */
  uint8_t tides;         /* 23.0 optional rule */
  uint8_t double_rule;   /* QbDoubleRule */
  uint8_t start_move;    /* campaign move to start at (scenarios), 1..16 */
} QbOptions;

/* ---- Phases: who decides what ----------------------------------------- */

typedef enum {
  QB_PHASE_FRENCH_SETUP,     /* French place blocks (3.4) */
  QB_PHASE_TRANSFER,         /* CV transfers (2.5), British then French */
  QB_PHASE_ORDERS,           /* writing orders (9.0), British then French */
  QB_PHASE_CROSSING_SITE,    /* French choose the battle site (11.1 c) */
  QB_PHASE_DESERTION,        /* French remove a Quebec militia (20.0) */
  QB_PHASE_CHOOSE_BATTLE,    /* French choose the next battle (11.2) */
  QB_PHASE_DEPLOY,           /* battle deployment (12.1, 12.2) */
  QB_PHASE_RETREAT,          /* retreat option / destination (15.0) */
  QB_PHASE_EMBARK,           /* who goes in a partial amphibious retreat (17.2) */
  QB_PHASE_RESERVE,          /* commit one reserve block (13.1 b) */
  QB_PHASE_FIRE,             /* pick the next block to fire (13.1 c) */
  QB_PHASE_ALLOCATE,         /* target owner allocates a hit (14.2) */
  QB_PHASE_OTTAWA_RETREAT,   /* Ottawa withdraws (22.2-22.4) */
  QB_PHASE_SUPPLY,           /* French remove a Montreal militia (21.0) */
  QB_PHASE_GAME_OVER,
  QB_NUM_PHASES
} QbPhase;

typedef enum {
  QB_WIN_NONE = 0,
  QB_WIN_BRITISH_ABRAHAM,     /* 5.1 */
  QB_WIN_FRENCH_NO_ABRAHAM,   /* 5.2: Abraham not held after move 16 */
  QB_WIN_FRENCH_UNDER_20,     /* 5.2: British under 20 CV */
} QbWinReason;

/* ---- Actions ----------------------------------------------------------- */

typedef enum {
  QB_ACT_NONE = 0,
  QB_ACT_PLACE,            /* a=block b=zone (3.4) */
  QB_ACT_TRANSFER,         /* a=from block b=to block: 1 CV (2.5) */
  QB_ACT_TRANSFER_DONE,
  QB_ACT_ORDER_MOVE,       /* a=block b=zone c=QbMoveMode (6.1, 7.2, 10.2) */
  QB_ACT_ORDER_SHIP,       /* a=ship block: move to the other area (8.1) */
  QB_ACT_ORDER_OTTAWA,     /* b=zone c=QbMission: the special order (22.1) */
  QB_ACT_ORDER_CLEAR,      /* start the order again */
  QB_ACT_ORDER_DONE,       /* confirm the order (an empty order = stand) */
  QB_ACT_CHOOSE_SITE,      /* b=zone (11.1 c) */
  QB_ACT_CHOOSE_BATTLE,    /* b=zone (11.2) */
  QB_ACT_DEPLOY,           /* a=block c=slot 0..2 column, 3 reserve (12.x) */
  QB_ACT_RETREAT,          /* b=zone c=QbMoveMode (15.0) */
  QB_ACT_STAND,            /* do not retreat this turn; the Ottawa stays (22.4) */
  QB_ACT_EMBARK,           /* a=block: goes with the amphibious retreat */
  QB_ACT_EMBARK_DONE,      /* never legal since ruling R10 (an amphibious retreat takes
                            * all the capacity allows); kept for the file names */
  QB_ACT_COMMIT,           /* a=reserve block c=column (13.1 b) */
  QB_ACT_NO_COMMIT,
  QB_ACT_FIRE,             /* a=block (14.2) */
  QB_ACT_HIT,              /* a=block that takes the hit (14.2) */
  QB_ACT_OTTAWA_RETREAT,   /* b=zone (22.2-22.4; also while the French deploy) */
  QB_ACT_DESERT,           /* a=Quebec militia block (20.0) */
  QB_ACT_SUPPLY_LOSS,      /* a=Montreal militia block (21.0) */
  QB_NUM_ACTION_TYPES
} QbActionType;

typedef enum {
  QB_MODE_NONE = 0,
  QB_MODE_LAND = 1,
  QB_MODE_AMPHIBIOUS = 2,
  QB_MODE_SPECIAL = 3,      /* the Ottawa's any-zone order (22.1) */
} QbMoveMode;

typedef enum {
  QB_MISSION_NONE = 0,
  QB_MISSION_RAID = 1,      /* 22.2 */
  QB_MISSION_SCOUT = 2,     /* 22.3 */
} QbMission;

#define QB_SLOT_NONE 255
#define QB_SLOT_RESERVE 3
#define QB_SLOT_SKIRMISH 4
#define QB_SLOT_RETREATED 5   /* left the battle, may take pursuit hits */

typedef struct {
  uint8_t type;   /* QbActionType */
  uint8_t a;
  uint8_t b;
  uint8_t c;
} QbAction;

#define QB_MAX_ACTIONS 1024

/* ---- State ------------------------------------------------------------- */

/* Block flags */
enum {
  QB_BF_MOVED = 1 << 0,        /* moved this campaign move */
  QB_BF_REVEALED = 1 << 1,     /* shown to the enemy for this battle (12.3) */
  QB_BF_SCOUTED = 1 << 2,      /* known to the enemy after a scout or raid (22.2, 22.3) */
  QB_BF_GAVE = 1 << 3,         /* gave CV this move (2.5) */
  QB_BF_RECEIVED = 1 << 4,     /* received CV this move (2.5) */
  QB_BF_FIRED = 1 << 5,        /* fired this battle turn */
  QB_BF_STAYED = 1 << 6,       /* in its zone since the start of the move */
  QB_BF_EMBARK = 1 << 7,       /* chosen for a partial amphibious retreat */
};

typedef struct {
  uint8_t loc;         /* zone, river area, pool or eliminated */
  uint8_t cv;          /* current combat value (0 for ships and decoys) */
  uint8_t flags;       /* QB_BF_* */
  uint8_t slot;        /* battle slot (0..2, reserve, skirmish) or QB_SLOT_NONE */
  uint8_t from;        /* zone at the start of the move (retreats, 15.2) */
  uint8_t mode;        /* how it arrived this move (QbMoveMode), 17.1 */
  uint8_t order_dest;  /* written order: destination or QB_LOC_NONE */
  uint8_t order_mode;  /* written order: QbMoveMode */
} QbBlock;

typedef struct {
  uint8_t written;     /* order confirmed */
  uint8_t origin;      /* zone the group moves from, or QB_LOC_NONE */
  uint8_t ottawa_dest; /* special order destination or QB_LOC_NONE */
  uint8_t mission;     /* QbMission */
  uint8_t ships;       /* ship order given (8.1) */
  uint8_t amph[2];     /* blocks ordered amphibiously per river area (7.4) */
  uint8_t pad;
} QbOrder;

/* Battle step inside a battle turn (13.1) */
enum {
  QB_STEP_RETREAT, QB_STEP_RESERVE, QB_STEP_FIRE, QB_STEP_DONE
};

typedef struct {
  uint8_t active;          /* 0/1: a battle is under way */
  uint8_t zone;
  uint8_t kind;            /* QB_BATTLE_* */
  uint8_t defender;
  uint8_t attacker_from;   /* the zone the attacker came from (15.2) */
  uint8_t skirmish;        /* 18.0 */
  uint8_t turn;            /* battle turn, 1.. */
  uint8_t side;            /* whose half of the turn */
  uint8_t step;            /* QB_STEP_* */
  uint8_t deployed;        /* bit per side: deployment done */
  uint8_t by_sea;          /* attacker attacked by sea (17.1) */
  uint8_t committed;       /* reserve committed this half-turn */
  uint8_t firing;          /* block firing, or QB_LOC_NONE */
  uint8_t hits;            /* hits still to allocate */
  uint8_t hit_side;        /* side whose blocks take the hits */
  uint8_t hit_column;      /* column that takes them, or QB_SLOT_NONE = any */
  uint8_t pursuit;         /* QB_HITS_*: what the hits being allocated come from */
  uint8_t routed;          /* side routed, or QB_NO_SIDE */
  uint8_t retreat_side;    /* side retreating, or QB_NO_SIDE */
  uint8_t retreat_zone;
  uint8_t retreat_mode;
  uint8_t leader_double;   /* firing leader rolled a double (10.3) */
  uint8_t ottawa_pending;  /* QB_OTTAWA_*: the Ottawa must, or may, withdraw */
  uint8_t victor;          /* side that won, once decided */
  uint8_t saved;           /* pursuit hits ignored for the reserve (16.3) */
  uint8_t embark_cap;      /* blocks that may go in an amphibious retreat */
  uint8_t pad[2];
} QbBattle;

enum { QB_BATTLE_NORMAL = 0, QB_BATTLE_RAID = 1, QB_BATTLE_SCOUT = 2 };
/* QbBattle.ottawa_pending (22.4): must withdraw (never alone, or its side
 * retreated), may withdraw (before a skirmish, after a French win). */
enum { QB_OTTAWA_NONE = 0, QB_OTTAWA_MUST = 1, QB_OTTAWA_MAY = 2 };
enum { QB_HITS_FIRE = 0, QB_HITS_PURSUIT = 1, QB_HITS_RAID = 2 };

typedef struct {
  uint64_t state;
  uint64_t inc;
} QbRng;

/* Facts derived from the blocks (QbState.blocks), kept in the state so
 * that the generators need not look at every block. Nothing else: a file
 * never stores them, qb_recount() rebuilds them all (qb_init(),
 * qb_init_position(), scenarios) and qb_check_invariants() compares them
 * with a fresh recount. Block masks: bit i is block QB_FIRST_BLOCK (side)
 * + i. See docs/HACKING.md, "Caches in the state". */
typedef struct {
  /* Kept by qb_place_block() and qb_set_cv() (qb-private.h). */
  uint8_t count[2][QB_NUM_LOCS];     /* blocks per side and location */
  uint8_t decoys[2][QB_NUM_ZONES];   /* decoys per side and zone */
  uint8_t side_cv[2];                /* CV on the map per side */
  uint8_t pad[2];
  uint32_t zone_blocks[2][QB_NUM_ZONES]; /* blocks per side and zone */
  uint32_t above_one[2];             /* blocks with CV over 1 (may give CV,
                                      * 2.5) */
  uint32_t below_max[2];             /* blocks under their maximum CV (may
                                      * receive CV) */
  /* Kept by qb_set_order_dest(). */
  uint32_t order_blocks[2];          /* blocks with a written order
                                      * (order_dest set) */
  /* Kept where the flags change (CV transfers, the start of a move,
   * eliminations). */
  uint32_t gave[2];                  /* blocks with QB_BF_GAVE */
  uint32_t received[2];              /* blocks with QB_BF_RECEIVED */
} QbStateCache;

typedef struct {
  QbOptions options;
  uint8_t phase;           /* QbPhase */
  uint8_t decider;         /* QB_BRITISH / QB_FRENCH / QB_NO_SIDE */
  uint8_t move;            /* campaign move 1..16 */
  uint8_t tides_roll;      /* last tides die, 0 if not rolled */
  uint8_t tides_blocked;   /* 23.0: no amphibious or ship moves this move */
  uint8_t winner;          /* QB_BRITISH / QB_FRENCH / QB_NO_SIDE */
  uint8_t win_reason;      /* QbWinReason */
  uint8_t desertions;      /* Quebec militia still to remove (20.0), taken
                            * between battles */
  uint8_t raid_mission;    /* QbMission of the Ottawa special order */
  uint8_t held_cap_rouge;  /* British held Cap Rouge at the end of the last move */
  uint8_t supply_due;      /* a Montreal militia must be removed (21.0) */
  uint8_t crossing_a;      /* crossing zones awaiting the French choice */
  uint8_t crossing_b;
  uint8_t pad0;
  uint16_t british_visited;/* zones where British blocks have been (20.0) */
  uint16_t pending_battles;/* zones with a battle still to fight (11.2) */
  uint16_t raid_zone;      /* QB_LOC_NONE or the Ottawa mission zone */
  uint16_t pad1b;
  uint32_t actions;        /* actions applied since the start */
  uint32_t rolls;          /* random draws made since the start (dice and
                            * 22.3 picks): where a game's list of recorded
                            * dice stands (QbDice) */
  uint32_t pad2;
  QbRng rng;
  QbStateCache cache;      /* derived from blocks[], never stored */
  QbOrder order[2];
  QbBattle battle;
  QbBlock blocks[QB_NUM_BLOCKS];
} QbState;

/* ---- Events ------------------------------------------------------------ */

typedef enum {
  QB_EV_NONE = 0,
  QB_EV_GAME_START,        /* a=edition b=tides */
  QB_EV_SETUP,             /* block placed: block, zone (3.3, 3.4) */
  QB_EV_MOVE_START,        /* a=campaign move (4.1) */
  QB_EV_TIDES,             /* dice[0]; a=1 if blocked (23.0) */
  QB_EV_TRANSFER,          /* block gave a CV to block2 (2.5) */
  QB_EV_ORDERS_WRITTEN,    /* side has written its orders (4.2) */
  QB_EV_MOVE,              /* block moved from->zone, a=mode (6.1, 7.2, 22.1) */
  QB_EV_SHIP_MOVE,         /* ship block moved to area zone (8.1) */
  QB_EV_ORDER_FAILED,      /* unused: orders are checked when written (9.2) */
  QB_EV_CROSSING,          /* zone=battle site, a=other zone (11.1 c) */
  QB_EV_BATTLE,            /* zone, side=defender, a=skirmish b=by sea (11.1, 18.0) */
  QB_EV_DECOYS_REMOVED,    /* block eliminated before the battle (10.2 classic) */
  QB_EV_DEPLOYED,          /* side deployed; block revealed in column a (12.3) */
  QB_EV_BATTLE_TURN,       /* a=turn, side (13.1) */
  QB_EV_RESERVE,           /* block joins column a (13.1 b) */
  QB_EV_FIRE,              /* block fired: dice, a=hits, b=doubled, why (14.2) */
  QB_EV_HIT,               /* block reduced to a CV (14.2, 16.2, 22.2) */
  QB_EV_ELIMINATED,        /* block eliminated (2.4) */
  QB_EV_LEADER_KILLED,     /* 10.3 */
  QB_EV_RETREAT,           /* side retreats from zone to a zone, a=mode (15.2) */
  QB_EV_ROUT,              /* side routed in zone (16.1) */
  QB_EV_PURSUIT,           /* block fires in pursuit: dice, a=hits b=doubled, why (16.2) */
  QB_EV_PURSUIT_SAVED,     /* a=hits ignored for the reserve (16.3) */
  QB_EV_BATTLE_END,        /* zone, side=victor (13.2) */
  QB_EV_OTTAWA_RETIRES,    /* 22.5 */
  QB_EV_RAID,              /* zone (22.2) */
  QB_EV_SCOUT,             /* zone, block revealed (22.3) */
  QB_EV_DESERTION,         /* block removed (20.0) */
  QB_EV_SUPPLY_LOSS,       /* block removed (21.0) */
  QB_EV_FIRST_OCCUPATION,  /* zone occupied by the British for the first time (20.0) */
  QB_EV_VICTORY,           /* side, a=QbWinReason (5.1, 5.2) */
  QB_EV_RETREAT_MOVE,      /* block left the battle in a retreat: from->zone,
                            * a=mode (15.2, 17.2); one per block, just before
                            * the side's QB_EV_RETREAT. Anonymous for a block
                            * the enemy has not seen (a reserve block) */
  QB_NUM_EVENT_TYPES
} QbEventType;

#define QB_MAX_DICE 8

typedef struct {
  uint8_t type;       /* QbEventType */
  uint8_t side;       /* side concerned */
  uint8_t block;      /* block concerned or QB_LOC_NONE */
  uint8_t block2;
  uint8_t zone;       /* zone/area concerned or QB_LOC_NONE */
  uint8_t from;
  uint8_t a, b;
  uint8_t cv;         /* CV after the event where relevant */
  uint8_t ndice;
  uint8_t dice[QB_MAX_DICE];
  uint8_t vis;        /* QB_VIS_* */
  uint8_t why;        /* QB_EV_FIRE, QB_EV_PURSUIT: QbFireWhy */
  uint16_t rule;      /* rule section * 10, e.g. 171 = 17.1, 100 = 10.0 */
  uint16_t pad2;
} QbEvent;

/* Why a fire was doubled or not (QbEvent.why of QB_EV_FIRE and
 * QB_EV_PURSUIT), for the log: a referee checks the doubling without
 * working it out again. The event's rule section is the one that decided. */
typedef enum {
  QB_WHY_NONE = 0,          /* ordinary fire, single strength */
  QB_WHY_LANDING,           /* doubled: the defender's first turn against an
                             * attack from the water (17.1) */
  QB_WHY_LANDED_ITSELF,     /* not doubled: that first turn, but this block
                             * itself came by water this move (17.1, R14) */
  QB_WHY_RAID,              /* doubled: the Ottawa's raid (22.2) */
  QB_WHY_RAID_RETURN,       /* not doubled: return fire at a raid (22.2) */
  QB_WHY_ROUT_ACROSS,       /* pursuit doubled: a rout by water or across the
                             * St. Charles (16.2, 17.2, 19.0) */
  QB_WHY_OTTAWA,            /* pursuit doubled: the Ottawa always (22.4) */
  QB_WHY_ROUT_BY_LAND,      /* pursuit not doubled: a rout over land (16.2) */
  QB_WHY_RETREAT_ACROSS,    /* pursuit not doubled: a retreat by water or
                             * across the St. Charles, not a rout (17.2, R17) */
  QB_NUM_WHY
} QbFireWhy;

/* Event visibility */
enum {
  QB_VIS_PUBLIC = 0,      /* everything in it may be shown to both */
  QB_VIS_ANONYMOUS = 1,   /* both see it, but the enemy not the block's identity or CV */
  QB_VIS_PRIVATE = 2,     /* only the side of the event sees it */
};

/* Where the random draws of an action come from, when they do not come
 * from the state's own generator (s->rng). Every draw (a die, 1..6, or the
 * 22.3 scout's pick of one of n blocks, 1..n) takes the next result of
 * `forced`, then asks `fresh` (0..n-1), or s->rng when `fresh` is NULL.
 * Every result drawn, whatever its source, is written to `rolled` (1..n),
 * so that a game can record its dice instead of a seed that would tell
 * the future ones (docs/file-format.md, "Dice"). */
typedef struct {
  const uint8_t *forced;   /* results to use first, each 1..n of its draw */
  size_t n_forced;
  size_t used;             /* out: how many of forced[] were taken */
  size_t bad;              /* out: forced results out of range for their
                            * draw (taken as 1; the caller rejects them) */
  uint32_t (*fresh) (void *data, uint32_t n);   /* 0..n-1, or NULL */
  void *fresh_data;
  uint8_t *rolled;         /* every result drawn, 1..n; NULL: not kept */
  size_t cap;
  size_t n_rolled;         /* out: results drawn (may exceed cap) */
} QbDice;

/* A sink collects events; apply writes into it. Pass NULL to discard.
 * `dice`, if not NULL, says where the dice come from (QbDice); a sink with
 * no room for events (cap 0) may still carry dice. */
typedef struct {
  QbEvent *events;
  size_t len;
  size_t cap;
  size_t dropped;
  QbDice *dice;
} QbEventSink;

/* ---- API --------------------------------------------------------------- */

void qb_options_default (QbOptions *options);

/* Start a game. British set up automatically (3.3); the French deploy. */
void qb_init (QbState *s, const QbOptions *options, uint64_t seed, QbEventSink *sink);

/* Start a game from an arbitrary position (scenario, tests): blocks
 * already placed, the game goes straight to the first decision of move
 * options->start_move. Returns false and a reason if the position is
 * impossible. */
bool qb_init_position (QbState *s, const QbOptions *options, uint64_t seed,
                       QbEventSink *sink, const char **reason);

/* Rebuild the caches of the state (counts, masks; see docs/HACKING.md)
 * from its blocks, for code that writes blocks[] directly (scenarios). */
void qb_recount (QbState *s);

/* Check a position for impossible facts (a block in two sides' zones, CV
 * out of range, decoy alone, ships off the river...). */
bool qb_validate_position (const QbState *s, const char **reason);

/* Legal actions for the deciding player. Returns their number (0 only when
 * the game is over). */
size_t qb_legal_actions (const QbState *s, QbAction *out, size_t cap);

/* Pick one of the legal actions uniformly at random with `rng`: the same
 * action as qb_legal_actions()[qb_rng_below (rng, n)] would give, but
 * without listing them all where that is costly (orders). Returns the
 * number of legal actions (0 when the game is over). For random playouts
 * (self-play, benchmarks, a future computer opponent). */
size_t qb_random_action (const QbState *s, QbRng *rng, QbAction *out);

/* Apply an action that qb_legal_actions() or qb_random_action() gave for
 * this very state, without checking it again. Anything else is undefined. */
void qb_apply_trusted (QbState *s, QbAction a, QbEventSink *sink);

/* Is this one action legal? If not, *reason says why (a static English
 * string for developers and the CLI; the UI maps QbError codes). */
bool qb_is_legal (const QbState *s, QbAction a, const char **reason);

/* Apply a legal action. Returns false (state untouched) with a reason if it
 * is not legal. */
bool qb_apply (QbState *s, QbAction a, QbEventSink *sink, const char **reason);

/* qb_apply() with the dice of `dice` (see QbDice) and no events. */
bool qb_apply_with_dice (QbState *s, QbAction a, QbDice *dice, const char **reason);

/* Does applying this action roll dice, reveal hidden information, or hand
 * the decision to the other player? (the undo boundary, model layer) */
bool qb_action_is_irreversible (const QbState *before, const QbState *after);

/* ---- Queries ----------------------------------------------------------- */

static inline bool qb_is_over (const QbState *s) { return s->phase == QB_PHASE_GAME_OVER; }
/* Is the phase one of the decisions inside a battle, from the deployment
 * to the Ottawa's withdrawal after it (12.0-17.2, 22.4)? The engine takes
 * them while s->battle is active; they are the decisions of qb-battle.c. */
static inline bool
qb_phase_is_battle (int phase)
{
  return phase >= QB_PHASE_DEPLOY && phase <= QB_PHASE_OTTAWA_RETREAT;
}
/* CV on the map; blocks of a side in a location (0 for no location).
 * Inline: read from the counts cached in the state. */
static inline int qb_side_cv (const QbState *s, int side) { return s->cache.side_cv[side]; }
static inline int
qb_zone_count (const QbState *s, int side, int zone)
{
  return zone < QB_NUM_LOCS ? s->cache.count[side][zone] : 0;
}
int qb_ships_in (const QbState *s, int area);
int qb_amphibious_capacity (const QbState *s, int side, int area);
bool qb_zone_held_by (const QbState *s, int side, int zone);
int qb_block_type (const QbState *s, int block);
int qb_block_max_cv (const QbState *s, int block);
const char *qb_block_name (const QbState *s, int block);
/* Stable string ids for files, e.g. "br-15th", "fr-quebec-3"; -1 if unknown. */
const char *qb_block_key (int edition, int block);
int qb_block_from_key (int edition, const char *key);
/* Parse names used in files and the CLI; -1 if unknown. */
int qb_action_type_from_name (const char *name);
int qb_event_type_from_name (const char *name);
/* Whether doubled fire doubles the dice (else it hits on 5-6, 14.2). */
static inline bool
qb_double_is_dice (const QbState *s)
{
  if (s->options.double_rule == QB_DOUBLE_DICE)
    return true;
  if (s->options.double_rule == QB_DOUBLE_FIVES)
    return false;
  return s->options.edition == QB_EDITION_REVISED;
}
int qb_units_ordered (const QbState *s, int side, int mode);

/* ---- Per-player view ---------------------------------------------------- */

#define QB_UNKNOWN 254

typedef struct {
  uint8_t loc;    /* QB_UNKNOWN if hidden */
  uint8_t cv;     /* QB_UNKNOWN if hidden */
  uint8_t type;   /* QB_UNKNOWN if hidden */
  uint8_t slot;   /* battle slot if known */
  uint8_t flags;  /* only public flags for enemy blocks */
  uint8_t order_dest;  /* the written order of a block of the view's own
                        * order (QbView.own_order's side): destination, or
                        * QB_LOC_NONE; always QB_LOC_NONE for other blocks */
  uint8_t order_mode;  /* with order_dest: QbMoveMode, else 0 */
  uint8_t by_water;    /* the viewer's own blocks (and every block of the
                        * open view): 1 if it came this move by water or
                        * across the St. Charles (17.1, 19.0), so that its
                        * owner can tell whether it fires doubled; always 0
                        * for the enemy's blocks */
} QbViewBlock;

typedef struct {
  uint8_t viewer;
  uint8_t phase;
  uint8_t decider;
  uint8_t move;
  uint8_t tides_roll;
  uint8_t tides_blocked;
  uint8_t winner;
  uint8_t win_reason;
  QbOptions options;
  uint8_t count[2][QB_NUM_LOCS];          /* blocks per side and location */
  uint8_t moved[2][QB_NUM_LOCS];          /* of those, moved this move */
  uint8_t reserve_count[2];               /* in the battle's reserve */
  uint8_t column_count[2][5];             /* per slot in the battle */
  uint8_t enemy_written;                  /* enemy has written orders */
  uint8_t amph_capacity[2];               /* 7.4: blocks own_order's side may
                                           * order amphibiously per river area
                                           * (QB_BASON, QB_STLAURENT), used or
                                           * not; 0 without an own order */
  uint8_t held_cap_rouge;                 /* public: QbState's (21.0) */
  uint16_t british_visited;               /* public: QbState's (20.0) */
  uint8_t pad[2];
  /* The viewer's order (the decider's in the open view; empty in the
   * public view), its blocks' parts in blocks[].order_dest. */
  QbOrder own_order;
  QbBattle battle;                        /* public battle facts */
  QbViewBlock blocks[QB_NUM_BLOCKS];      /* own: everything; enemy: known only */
} QbView;

/* viewer QB_BRITISH or QB_FRENCH; QB_NO_SIDE gives the open view of
 * everything (teaching and solo play with hiding off, game over);
 * QB_PUBLIC what both players know (shown while a public decision is taken
 * in hot-seat play). */
void qb_view (const QbState *s, int viewer, QbView *out);

/* 7.4: the boats left in river area `area` for the view's own order (0
 * when it has none). */
static inline int
qb_view_boats_left (const QbView *v, int area)
{
  int cap = v->amph_capacity[area], used = v->own_order.amph[area];
  return cap > used ? cap - used : 0;
}

/* Does the current decision need information its player's opponent may not
 * see (own hidden blocks, a written order)? Hot-seat play raises the
 * curtain only for these. */
bool qb_decision_is_private (const QbState *s);

/* The event as the viewer may see it. Returns false if the viewer may not see
 * it at all. */
bool qb_event_for (const QbEvent *ev, int viewer, QbEvent *out);

/* ---- Sampling what a player does not know ------------------------------ */

/* A complete state that agrees with what `viewer` (QB_BRITISH or
 * QB_FRENCH) knows of `s`, drawn at random with `seed`: for a computer
 * opponent that plays ahead (search, playouts) without looking at the
 * enemy's hidden blocks. The enemy's blocks the view does not show take
 * the places it shows for them (location, battle slot, moved this move,
 * from where and how) in a random order that fits the rules (decoys,
 * the Ottawa, leaders), and CVs drawn uniformly within 1..their maximum
 * that keep the public facts true (5.2, 22.5); an enemy order written but
 * not carried out becomes "stand", the enemy's CV transfers of the move
 * are forgotten and the dice to come are drawn from `seed`. Everything
 * else is `s`. The sample depends only on qb_view (s, viewer), the public
 * and own facts of `s` and `seed`: the same for any state with the same
 * view and the same seed. qb_view (out, viewer) equals qb_view (s,
 * viewer) and qb_check_invariants() holds. Returns false (out = *s) for
 * another viewer, or if no sample was found (not for a state the engine
 * reached). See docs/HACKING.md. */
bool qb_state_sample_hidden (const QbState *s, int viewer, uint64_t seed, QbState *out);

/* ---- Names, for logs and the CLI (English; the UI translates by id) ---- */

const char *qb_zone_code (int zone);          /* "AB", ..., "BA", "SL" */
const char *qb_zone_name (int zone);
const char *qb_side_name (int side);
const char *qb_type_name (int type);
const char *qb_phase_name (int phase);
const char *qb_action_type_name (int type);
const char *qb_event_type_name (int type);
void qb_rule_format (uint16_t rule, char *buf, size_t len);   /* 171 -> "17.1" */
int qb_zone_from_code (const char *code);
/* Describe an action in English ("LE-ET land: 15th"), for the CLI/tests. */
void qb_action_describe (const QbState *s, QbAction a, char *buf, size_t len);

/* ---- RNG (PCG32, see qb-rng.c) ----------------------------------------- */
void qb_rng_seed (QbRng *r, uint64_t seed, uint64_t stream);
uint32_t qb_rng_next (QbRng *r);
uint32_t qb_rng_below (QbRng *r, uint32_t n);

#ifdef __cplusplus
}
#endif
