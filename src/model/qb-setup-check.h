/* qb-setup-check.h: what is wrong with a deployment or a scenario, said
 * the way the rules say it (each problem with its zone or block, a
 * translated reason and its rule section), and the live summary the
 * editor shows beside the board: CV and blocks per zone and side, the
 * 20 CV threshold (5.2) and, for deployments, the zones the British
 * reach first by sea (24.0). */
#pragma once

#include "qb-scenario.h"

G_BEGIN_DECLS

typedef enum {
  QB_SETUP_NOT_PLACED,        /* a block still in the pool (3.2, 3.4) */
  QB_SETUP_OUTSIDE_ZONES,     /* a French block off the nine zones (3.4) */
  QB_SETUP_BRITISH_MOVED,     /* a deployment's British start is fixed (3.3) */
  QB_SETUP_LONE_DECOY,        /* a decoy with no real unit (10.1 classic) */
  QB_SETUP_CV_RANGE,          /* CV outside 1..the block's maximum (2.4) */
  QB_SETUP_SHIP_ASHORE,       /* a ship off the river (2.3, 8.1) */
  QB_SETUP_ARMY_AFLOAT,       /* an army block on the river (8.2) */
  QB_SETUP_CONTESTED,         /* both sides in one zone, no battle pending (4.3) */
  QB_SETUP_BRITISH_UNDER_20,  /* the British start already beaten (5.2) */
  QB_SETUP_NO_FRENCH,         /* nothing French on the map */
  QB_SETUP_TOO_MUCH_CV,       /* more CV than the side's roster has (2.4) */
  QB_SETUP_HISTORY,           /* a past the position cannot have (20.0, 21.0) */
  QB_SETUP_ENGINE,            /* the engine refused the start for another reason */
} QbSetupProblemKind;

typedef struct {
  QbSetupProblemKind kind;
  int zone;          /* a location (zone or river area), or -1 */
  int block;         /* a block, or -1 */
  int side;          /* QB_BRITISH, QB_FRENCH or QB_NO_SIDE */
  char *rule;        /* the rule section, "3.4" */
  char *message;     /* a whole translated sentence */
} QbSetupProblem;

void qb_setup_problem_free (QbSetupProblem *problem);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QbSetupProblem, qb_setup_problem_free)

/* Every problem of @scenario, zones in map order then the whole side's;
 * an empty array when a game can start from it. Free with
 * g_ptr_array_unref(). */
GPtrArray *qb_setup_check         (QbScenario *scenario);
/* Whether a game can start from @scenario (no problem). */
gboolean   qb_setup_check_is_playable (QbScenario *scenario);

/* The four zones the British can reach first by sea (24.0). */
#define QB_SETUP_SEA_FIRST_MASK ((1u << QB_LE) | (1u << QB_MO) | (1u << QB_BE) | (1u << QB_SC))

typedef struct {
  guint8 blocks[2][QB_NUM_LOCS];   /* blocks per side and location */
  guint16 cv[2][QB_NUM_LOCS];      /* CV per side and location */
  guint side_cv[2];                      /* CV on the map per side */
  guint side_blocks[2];                  /* blocks on the map per side */
  guint roster_cv[2];                    /* the roster's whole CV per side */
  guint sea_first_cv;                    /* French CV in the four zones of 24.0 */
  guint sea_first_blocks;
  guint british_entered;                 /* zones entered by the British (20.0),
                                          * bit z = zone z */
  guint british_new_zones;               /* zones they have still to enter, Ile
                                          * d'Orleans aside: a Quebec militia
                                          * deserts at each (20.0) */
} QbSetupSummary;

void qb_setup_summarize (QbScenario     *scenario,
                         QbSetupSummary *summary);

G_END_DECLS
