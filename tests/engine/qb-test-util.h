/* qb-test-util.h: helpers for the engine tests built from hand-set
 * positions (qb-test-util.c, compiled into every engine test). A rule test
 * puts blocks on an empty board, starts the game, writes orders and forces
 * the dice, then checks the engine's decisions and events; see
 * docs/HACKING.md, "Adding a rule test". */
#pragma once

#include <glib.h>
#include <string.h>

#include "qb-engine.h"
#include "qb-check.h"

#define QBT_MAX_EVENTS 4096

typedef struct {
  QbState s;
  QbOptions opt;
  QbEvent events[QBT_MAX_EVENTS];
  QbEventSink sink;
} QbtGame;

/* ---- Registering rule tests ---------------------------------------------- */

/* A rule test's path is /engine/rules/<section>/<case>/<edition>, edition
 * revised, classic or both (one test that covers both). QBT_ADD_BOTH
 * registers one test per edition, passing the edition as the test data:
 * QBT_ED (data) reads it back. */
#define QBT_ADD_BOTH(path, fn) do { \
    g_test_add_data_func ("/engine/rules/" path "/revised", \
                          GINT_TO_POINTER (QB_EDITION_REVISED), (fn)); \
    g_test_add_data_func ("/engine/rules/" path "/classic", \
                          GINT_TO_POINTER (QB_EDITION_CLASSIC), (fn)); \
  } while (0)
#define QBT_ED(data) GPOINTER_TO_INT (data)
#define QBT_IS_CLASSIC(g) ((g)->s.options.edition == QB_EDITION_CLASSIC)

/* A check that marks the test as failed and ends it, without aborting the
 * whole run: used where the engine is known to differ from the rules, so
 * that one such difference does not hide the results of the other tests. */
#define QBT_SOFT_CHECK(cond, ...) do { if (!(cond)) { g_test_fail_printf (__VA_ARGS__); return; } } while (0)

/* ---- Positions -------------------------------------------------------------- */

/* An empty board: every army block eliminated, ships in the Bason. Place
 * blocks with qbt_put(), then qbt_start(). */
void qbt_begin (QbtGame *g, int edition);
/* qbt_begin() with the British reserve of qbt_put_british_reserve() on Ile
 * d'Orleans: the usual start of a rule test. */
void qbt_setup (QbtGame *g, int edition);
/* cv 0 = full strength. */
void qbt_put (QbtGame *g, int block, int loc, int cv);
/* Eight full British regulars (blocks 0..7, 32 CV) in one zone, so that
 * 5.2 (under 20 CV) does not end a test game by accident. */
void qbt_put_british_reserve (QbtGame *g, int zone);
/* A ship straight into a river area, before qbt_start(). */
void qbt_set_ship (QbtGame *g, int ship, int area_loc);
void qbt_start (QbtGame *g, uint64_t seed);
/* A real game start (3.3, 3.4): British set up, French still to deploy. */
void qbt_full_init (QbtGame *g, int edition, uint64_t seed);
/* qb_init_position must refuse the hand-set position, for a reason that
 * mentions `needle`. */
void qbt_expect_bad_position (QbtGame *g, const char *needle);

/* ---- Actions ------------------------------------------------------------------ */

QbAction qbt_act (int type, int a, int b, int c);
/* Applies the action; fails the test if it is rejected or breaks an
 * invariant. */
void qbt_apply (QbtGame *g, int type, int a, int b, int c);
/* Asserts that the action is rejected and the reason mentions `needle`. */
void qbt_illegal (QbtGame *g, int type, int a, int b, int c, const char *needle);
bool qbt_legal (QbtGame *g, int type, int a, int b, int c);
/* Is this action among those qb_legal_actions() lists? */
bool qbt_listed (QbtGame *g, int type, int a, int b, int c);
/* Finish the CV transfer steps of both sides, if any. */
void qbt_no_transfers (QbtGame *g);
void qbt_order (QbtGame *g, int block, int zone, int mode);
void qbt_done (QbtGame *g);
/* Both sides stand (empty orders). */
void qbt_both_stand (QbtGame *g);
/* The deciding side orders these blocks to `dest` and confirms. */
void qbt_move_group (QbtGame *g, int dest, int mode, const int *blocks, int n);
#define QBT_MOVE(g, dest, mode, ...) do { int b_[] = { __VA_ARGS__ }; \
    qbt_move_group ((g), (dest), (mode), b_, (int) G_N_ELEMENTS (b_)); } while (0)
#define QBT_DEPLOY(g, b, slot) qbt_apply ((g), QB_ACT_DEPLOY, (b), 0, (slot))
#define QBT_STAND(g) qbt_apply ((g), QB_ACT_STAND, 0, 0, 0)
#define QBT_NO_COMMIT(g) qbt_apply ((g), QB_ACT_NO_COMMIT, 0, 0, 0)
#define QBT_HIT(g, b) qbt_apply ((g), QB_ACT_HIT, (b), 0, 0)
/* Fails the test unless `decider` is to decide in `phase`. */
void qbt_assert_decision (QbtGame *g, int phase, int decider);

/* ---- Dice --------------------------------------------------------------------- */

/* Make the next dice the engine rolls equal `dice` (1..6 each), by choosing
 * the RNG's seed. Tests see the real rolling code path. */
void qbt_force_dice (QbtGame *g, const int *dice, int n);
#define QBT_DICE(g, ...) do { int d_[] = { __VA_ARGS__ }; \
    qbt_force_dice ((g), d_, (int) (sizeof d_ / sizeof d_[0])); } while (0)
/* Force the next n dice to show `face`. */
void qbt_force_same (QbtGame *g, int n, int face);
/* The seed whose first die is `die`: qb_init_position rolls the tides die
 * (23.0) as its very first roll, so this forces the tides of move 1. */
uint64_t qbt_seed_for_first_die (int die);
/* The number of dice block b rolls (14.2, 17.1). */
int qbt_dice_count (QbtGame *g, int b, bool doubled);
/* Fire block b with these dice. */
#define QBT_FIRE(g, b, ...) do { QBT_DICE ((g), __VA_ARGS__); \
    qbt_apply ((g), QB_ACT_FIRE, (b), 0, 0); } while (0)
/* Block b fires and misses (all ones). */
void qbt_fire_miss (QbtGame *g, int b, bool doubled);
void qbt_misses (QbtGame *g, bool doubled, const int *blocks, int n);
#define QBT_MISSES(g, doubled, ...) do { int b_[] = { __VA_ARGS__ }; \
    qbt_misses ((g), (doubled), b_, (int) G_N_ELEMENTS (b_)); } while (0)

/* ---- Events and the state ------------------------------------------------------ */

/* Events since the last qbt_clear_events(). */
void qbt_clear_events (QbtGame *g);
const QbEvent *qbt_find_event (QbtGame *g, int type, int nth);
/* The index of the nth event of this type, or -1. */
int qbt_event_index (QbtGame *g, int type, int nth);
const QbEvent *qbt_last_event (QbtGame *g, int type);
/* The first event of this type about block b. */
const QbEvent *qbt_block_event (QbtGame *g, int type, int b);
int qbt_count_events (QbtGame *g, int type);
int qbt_count_side_events (QbtGame *g, int type, int side);
int qbt_loc (QbtGame *g, int block);
int qbt_cv (QbtGame *g, int block);

/* ---- Positions shared by several chapters ------------------------------------- */

/* The common land battle: British 8 (4 CV), 9, 10 (3 CV) at Levis attack
 * French 26, 27, 28 (3 CV) at Etchemin. Ends in the French deployment. */
void qbt_etchemin_battle (QbtGame *g, int edition);
/* qbt_etchemin_battle(), both sides deployed one block per column. */
void qbt_etchemin_deployed (QbtGame *g, int edition);
/* British 9 (3 CV, column 0), 12 and 11 (1 CV, columns 1, 2) and 10 (1 CV,
 * reserve) attack the French at Abraham from Sillery by land. The French
 * put 39 (1 CV) alone in column 0, 26 and 27 in columns 1 and 2, and
 * optionally a reserve block and the Ottawa. British 9 fires 6,6,1: two
 * hits on 39 and the French are routed. */
void qbt_rout_at_abraham (QbtGame *g, int edition, int french_reserve, bool ottawa);
/* The blocks of qbt_rout_at_abraham() put on the board, not started: the
 * French reserve block (if not -1) at `reserve_cv` (0 = full). A test may
 * put more blocks before qbt_abraham_to_retreat(). */
void qbt_abraham_put (QbtGame *g, int edition, int french_reserve, int reserve_cv, bool ottawa);
/* The game of qbt_abraham_put() started and played to the British choice
 * of 15.1: both sides deployed, the French fire missed. */
void qbt_abraham_to_retreat (QbtGame *g, int french_reserve);
/* British 8, 9, 10 land at Beauport from Ile d'Orleans against 26, 27, 28
 * (17.1), with this QbDoubleRule; both sides deployed, the French to fire. */
void qbt_beauport_landing (QbtGame *g, int edition, int double_rule);
/* Two ships in the St. Lawrence, British 8-12 (1 CV) at Levis attacked by
 * French 39, 40, 41 (1 CV) from Etchemin; every fire of the first round
 * missed and the British are to choose whether to retreat (15.2, 17.2). */
void qbt_levis_retreat_by_river (QbtGame *g, int edition);
