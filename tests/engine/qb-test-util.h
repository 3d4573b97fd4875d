/* qb-test-util.h: helpers for engine tests built from hand-set positions.
 * Header-only so each test-<area>.c stays self-contained. */
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

/* An empty board: every army block eliminated, ships in the Bason. Place
 * blocks with qbt_put(), then qbt_start(). */
static inline void
qbt_begin (QbtGame *g, int edition)
{
  memset (g, 0, sizeof *g);
  qb_options_default (&g->opt);
  g->opt.edition = (uint8_t) edition;
  g->sink.events = g->events;
  g->sink.cap = QBT_MAX_EVENTS;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      g->s.blocks[b].loc = QB_LOC_ELIMINATED;
      g->s.blocks[b].cv = 0;
    }
  for (int b = QB_BR_FIRST_SHIP; b < QB_BR_FIRST_SHIP + 4; b++)
    g->s.blocks[b].loc = QB_LOC_BASON;
}

/* cv 0 = full strength. */
static inline void
qbt_put (QbtGame *g, int block, int loc, int cv)
{
  g->s.options.edition = g->opt.edition;
  g->s.blocks[block].loc = (uint8_t) loc;
  g->s.blocks[block].cv = (uint8_t) (cv ? cv : qb_block_max_cv (&g->s, block));
}

/* Eight full British regulars (blocks 0..7, 32 CV) in one zone, so that
 * 5.2 (under 20 CV) does not end a test game by accident. */
static inline void
qbt_put_british_reserve (QbtGame *g, int zone)
{
  for (int b = 0; b < 8; b++)
    qbt_put (g, b, zone, 0);
}

static inline void
qbt_start (QbtGame *g, uint64_t seed)
{
  const char *reason = NULL;
  g->sink.len = 0;
  if (!qb_init_position (&g->s, &g->opt, seed, &g->sink, &reason))
    g_error ("qb_init_position: %s", reason);
}

static inline QbAction
qbt_act (int type, int a, int b, int c)
{
  QbAction act = { (uint8_t) type, (uint8_t) a, (uint8_t) b, (uint8_t) c };
  return act;
}

static inline void
qbt_apply (QbtGame *g, int type, int a, int b, int c)
{
  const char *reason = NULL;
  QbState before = g->s;
  char msg[256];
  if (!qb_apply (&g->s, qbt_act (type, a, b, c), &g->sink, &reason))
    g_error ("action %s(%d,%d,%d) rejected in phase %s: %s", qb_action_type_name (type),
             a, b, c, qb_phase_name (g->s.phase), reason);
  if (!qb_check_invariants (&before, &g->s, msg, sizeof msg))
    g_error ("invariant: %s", msg);
}

/* Asserts that the action is rejected and the reason mentions `needle`. */
static inline void
qbt_illegal (QbtGame *g, int type, int a, int b, int c, const char *needle)
{
  const char *reason = NULL;
  QbState before = g->s;
  g_assert_false (qb_apply (&g->s, qbt_act (type, a, b, c), &g->sink, &reason));
  g_assert_nonnull (reason);
  if (needle && strstr (reason, needle) == NULL)
    g_error ("reason \"%s\" does not mention \"%s\"", reason, needle);
  g_assert_true (memcmp (&before, &g->s, sizeof before) == 0);
}

static inline bool
qbt_legal (QbtGame *g, int type, int a, int b, int c)
{
  return qb_is_legal (&g->s, qbt_act (type, a, b, c), NULL);
}

/* Finish the CV transfer steps of both sides, if any. */
static inline void
qbt_no_transfers (QbtGame *g)
{
  while (g->s.phase == QB_PHASE_TRANSFER)
    qbt_apply (g, QB_ACT_TRANSFER_DONE, 0, 0, 0);
}

static inline void
qbt_order (QbtGame *g, int block, int zone, int mode)
{
  qbt_no_transfers (g);
  qbt_apply (g, QB_ACT_ORDER_MOVE, block, zone, mode);
}

static inline void
qbt_done (QbtGame *g)
{
  qbt_no_transfers (g);
  qbt_apply (g, QB_ACT_ORDER_DONE, 0, 0, 0);
}

/* Make the next dice the engine rolls equal `dice` (1..6 each), by choosing
 * the RNG's seed. Tests see the real rolling code path. */
static inline void
qbt_force_dice (QbtGame *g, const int *dice, int n)
{
  for (uint64_t seed = 1; seed < 50000000; seed++)
    {
      QbRng r;
      int i;
      qb_rng_seed (&r, seed, 0x51554542ULL);
      for (i = 0; i < n; i++)
        if ((int) qb_rng_below (&r, 6) + 1 != dice[i])
          break;
      if (i == n)
        {
          qb_rng_seed (&g->s.rng, seed, 0x51554542ULL);
          return;
        }
    }
  g_error ("no seed gives the requested dice");
}

#define QBT_DICE(g, ...) do { int d_[] = { __VA_ARGS__ }; \
    qbt_force_dice ((g), d_, (int) (sizeof d_ / sizeof d_[0])); } while (0)

/* Events since the last qbt_clear_events(). */
static inline void
qbt_clear_events (QbtGame *g)
{
  g->sink.len = 0;
}

static inline const QbEvent *
qbt_find_event (QbtGame *g, int type, int nth)
{
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && nth-- == 0)
      return &g->events[i];
  return NULL;
}

static inline int
qbt_count_events (QbtGame *g, int type)
{
  int n = 0;
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type)
      n++;
  return n;
}

static inline int
qbt_loc (QbtGame *g, int block)
{
  return g->s.blocks[block].loc;
}

static inline int
qbt_cv (QbtGame *g, int block)
{
  return g->s.blocks[block].cv;
}
