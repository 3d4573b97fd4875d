/* qb-test-util.c: the helpers of qb-test-util.h, shared by the engine
 * tests. */
#include "qb-test-util.h"

void
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

void
qbt_put (QbtGame *g, int block, int loc, int cv)
{
  g->s.options.edition = g->opt.edition;
  g->s.blocks[block].loc = (uint8_t) loc;
  g->s.blocks[block].cv = (uint8_t) (cv ? cv : qb_block_max_cv (&g->s, block));
}

void
qbt_put_british_reserve (QbtGame *g, int zone)
{
  for (int b = 0; b < 8; b++)
    qbt_put (g, b, zone, 0);
}

void
qbt_start (QbtGame *g, uint64_t seed)
{
  const char *reason = NULL;
  g->sink.len = 0;
  if (!qb_init_position (&g->s, &g->opt, seed, &g->sink, &reason))
    g_error ("qb_init_position: %s", reason);
}

QbAction
qbt_act (int type, int a, int b, int c)
{
  QbAction act = { (uint8_t) type, (uint8_t) a, (uint8_t) b, (uint8_t) c };
  return act;
}

void
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

void
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

bool
qbt_legal (QbtGame *g, int type, int a, int b, int c)
{
  return qb_is_legal (&g->s, qbt_act (type, a, b, c), NULL);
}

void
qbt_no_transfers (QbtGame *g)
{
  while (g->s.phase == QB_PHASE_TRANSFER)
    qbt_apply (g, QB_ACT_TRANSFER_DONE, 0, 0, 0);
}

void
qbt_order (QbtGame *g, int block, int zone, int mode)
{
  qbt_no_transfers (g);
  qbt_apply (g, QB_ACT_ORDER_MOVE, block, zone, mode);
}

void
qbt_done (QbtGame *g)
{
  qbt_no_transfers (g);
  qbt_apply (g, QB_ACT_ORDER_DONE, 0, 0, 0);
}

void
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

void
qbt_clear_events (QbtGame *g)
{
  g->sink.len = 0;
}

const QbEvent *
qbt_find_event (QbtGame *g, int type, int nth)
{
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && nth-- == 0)
      return &g->events[i];
  return NULL;
}

int
qbt_count_events (QbtGame *g, int type)
{
  int n = 0;
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type)
      n++;
  return n;
}

int
qbt_loc (QbtGame *g, int block)
{
  return g->s.blocks[block].loc;
}

int
qbt_cv (QbtGame *g, int block)
{
  return g->s.blocks[block].cv;
}

void
qbt_setup (QbtGame *g, int edition)
{
  qbt_begin (g, edition);
  qbt_put_british_reserve (g, QB_OR);
}

void
qbt_set_ship (QbtGame *g, int ship, int area_loc)
{
  g->s.blocks[ship].loc = (uint8_t) area_loc;
}

void
qbt_full_init (QbtGame *g, int edition, uint64_t seed)
{
  memset (g, 0, sizeof *g);
  qb_options_default (&g->opt);
  g->opt.edition = (uint8_t) edition;
  g->sink.events = g->events;
  g->sink.cap = QBT_MAX_EVENTS;
  qb_init (&g->s, &g->opt, seed, &g->sink);
}

void
qbt_expect_bad_position (QbtGame *g, const char *needle)
{
  const char *reason = NULL;
  g->s.options.edition = g->opt.edition;
  g_assert_false (qb_init_position (&g->s, &g->opt, 1, &g->sink, &reason));
  g_assert_nonnull (reason);
  if (strstr (reason, needle) == NULL)
    g_error ("reason \"%s\" does not mention \"%s\"", reason, needle);
}

bool
qbt_listed (QbtGame *g, int type, int a, int b, int c)
{
  QbAction acts[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (&g->s, acts, QB_MAX_ACTIONS);
  for (size_t i = 0; i < n; i++)
    if (acts[i].type == type && acts[i].a == a && acts[i].b == b && acts[i].c == c)
      return true;
  return false;
}

void
qbt_both_stand (QbtGame *g)
{
  qbt_done (g);
  qbt_done (g);
}

void
qbt_move_group (QbtGame *g, int dest, int mode, const int *blocks, int n)
{
  for (int i = 0; i < n; i++)
    qbt_order (g, blocks[i], dest, mode);
  qbt_done (g);
}

void
qbt_assert_decision (QbtGame *g, int phase, int decider)
{
  if (g->s.phase != phase || g->s.decider != decider)
    g_error ("expected %s decided by %s, got %s decided by %s",
             qb_phase_name (phase), qb_side_name (decider),
             qb_phase_name (g->s.phase), qb_side_name (g->s.decider));
}

void
qbt_force_same (QbtGame *g, int n, int face)
{
  int d[QB_MAX_DICE];
  g_assert_cmpint (n, <=, QB_MAX_DICE);
  for (int i = 0; i < n; i++)
    d[i] = face;
  qbt_force_dice (g, d, n);
}

uint64_t
qbt_seed_for_first_die (int die)
{
  for (uint64_t seed = 1; seed < 1000000; seed++)
    {
      QbRng r;
      qb_rng_seed (&r, seed, 0x51554542ULL);
      if ((int) qb_rng_below (&r, 6) + 1 == die)
        return seed;
    }
  g_error ("no seed gives a first die of %d", die);
  return 0;
}

int
qbt_dice_count (QbtGame *g, int b, bool doubled)
{
  int n = qb_block_type (&g->s, b) == QB_TYPE_LEADER ? 2 : qbt_cv (g, b);
  if (doubled && qb_double_is_dice (&g->s))
    n *= 2;
  return n > QB_MAX_DICE ? QB_MAX_DICE : n;
}

void
qbt_fire_miss (QbtGame *g, int b, bool doubled)
{
  qbt_force_same (g, qbt_dice_count (g, b, doubled), 1);
  qbt_apply (g, QB_ACT_FIRE, b, 0, 0);
}

void
qbt_misses (QbtGame *g, bool doubled, const int *blocks, int n)
{
  for (int i = 0; i < n; i++)
    qbt_fire_miss (g, blocks[i], doubled);
}

int
qbt_event_index (QbtGame *g, int type, int nth)
{
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && nth-- == 0)
      return (int) i;
  return -1;
}

const QbEvent *
qbt_last_event (QbtGame *g, int type)
{
  for (size_t i = g->sink.len; i > 0; i--)
    if (g->events[i - 1].type == type)
      return &g->events[i - 1];
  return NULL;
}

const QbEvent *
qbt_block_event (QbtGame *g, int type, int b)
{
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && g->events[i].block == b)
      return &g->events[i];
  return NULL;
}

int
qbt_count_side_events (QbtGame *g, int type, int side)
{
  int n = 0;
  for (size_t i = 0; i < g->sink.len; i++)
    if (g->events[i].type == type && g->events[i].side == side)
      n++;
  return n;
}

void
qbt_etchemin_battle (QbtGame *g, int edition)
{
  qbt_setup (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  qbt_put (g, 26, QB_ET, 0);
  qbt_put (g, 27, QB_ET, 0);
  qbt_put (g, 28, QB_ET, 0);
  qbt_start (g, 1);
  QBT_MOVE (g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (g);
}

void
qbt_etchemin_deployed (QbtGame *g, int edition)
{
  qbt_etchemin_battle (g, edition);
  QBT_DEPLOY (g, 26, 0);
  QBT_DEPLOY (g, 27, 1);
  QBT_DEPLOY (g, 28, 2);
  QBT_DEPLOY (g, 8, 0);
  QBT_DEPLOY (g, 9, 1);
  QBT_DEPLOY (g, 10, 2);
}

void
qbt_abraham_put (QbtGame *g, int edition, int french_reserve, int reserve_cv, bool ottawa)
{
  qbt_setup (g, edition);
  qbt_put (g, 9, QB_SI, 0);
  qbt_put (g, 12, QB_SI, 1);
  qbt_put (g, 11, QB_SI, 1);
  qbt_put (g, 10, QB_SI, 1);
  qbt_put (g, 39, QB_AB, 1);
  qbt_put (g, 26, QB_AB, 0);
  qbt_put (g, 27, QB_AB, 0);
  if (french_reserve >= 0)
    qbt_put (g, french_reserve, QB_AB, reserve_cv);
  if (ottawa)
    {
      qbt_put (g, QB_FR_OTTAWA, QB_AB, 0);
      qbt_put (g, 29, QB_MO, 0);
      qbt_put (g, 30, QB_MO, 0);
    }
}

void
qbt_abraham_to_retreat (QbtGame *g, int french_reserve)
{
  qbt_start (g, 1);
  QBT_MOVE (g, QB_AB, QB_MODE_LAND, 9, 12, 11, 10);
  qbt_done (g);
  QBT_DEPLOY (g, 39, 0);
  QBT_DEPLOY (g, 26, 1);
  QBT_DEPLOY (g, 27, 2);
  if (french_reserve >= 0)
    QBT_DEPLOY (g, french_reserve, QB_SLOT_RESERVE);
  QBT_DEPLOY (g, 9, 0);
  QBT_DEPLOY (g, 12, 1);
  QBT_DEPLOY (g, 11, 2);
  QBT_DEPLOY (g, 10, QB_SLOT_RESERVE);
  if (french_reserve >= 0)
    QBT_NO_COMMIT (g);
  QBT_MISSES (g, false, 39, 26, 27);
  qbt_assert_decision (g, QB_PHASE_RETREAT, QB_BRITISH);
}

void
qbt_rout_at_abraham (QbtGame *g, int edition, int french_reserve, bool ottawa)
{
  qbt_abraham_put (g, edition, french_reserve, 0, ottawa);
  qbt_abraham_to_retreat (g, french_reserve);
  QBT_STAND (g);
  QBT_NO_COMMIT (g);
  qbt_clear_events (g);
  QBT_FIRE (g, 9, 6, 6, 1);
}

void
qbt_beauport_landing (QbtGame *g, int edition, int double_rule)
{
  qbt_setup (g, edition);
  g->opt.double_rule = (uint8_t) double_rule;
  qbt_put (g, 8, QB_OR, 0);
  qbt_put (g, 9, QB_OR, 0);
  qbt_put (g, 10, QB_OR, 0);
  qbt_put (g, 26, QB_BE, 0);
  qbt_put (g, 27, QB_BE, 0);
  qbt_put (g, 28, QB_BE, 0);
  qbt_start (g, 1);
  QBT_MOVE (g, QB_BE, QB_MODE_AMPHIBIOUS, 8, 9, 10);
  qbt_done (g);
  g_assert_true (g->s.battle.by_sea);
  QBT_DEPLOY (g, 26, 0);
  QBT_DEPLOY (g, 27, 1);
  QBT_DEPLOY (g, 28, 2);
  QBT_DEPLOY (g, 8, 0);
  QBT_DEPLOY (g, 9, 1);
  QBT_DEPLOY (g, 10, 2);
  qbt_clear_events (g);
}

void
qbt_levis_retreat_by_river (QbtGame *g, int edition)
{
  qbt_setup (g, edition);
  g->s.blocks[21].loc = QB_LOC_STLAURENT;
  g->s.blocks[22].loc = QB_LOC_STLAURENT;
  for (int b = 8; b <= 12; b++)
    qbt_put (g, b, QB_LE, 1);
  qbt_put (g, 39, QB_ET, 1);
  qbt_put (g, 40, QB_ET, 1);
  qbt_put (g, 41, QB_ET, 1);
  qbt_start (g, 1);
  qbt_done (g);
  QBT_MOVE (g, QB_LE, QB_MODE_LAND, 39, 40, 41);
  QBT_DEPLOY (g, 8, 0);
  QBT_DEPLOY (g, 9, 1);
  QBT_DEPLOY (g, 10, 2);
  QBT_DEPLOY (g, 11, 0);
  QBT_DEPLOY (g, 12, 1);
  QBT_DEPLOY (g, 39, 0);
  QBT_DEPLOY (g, 40, 1);
  QBT_DEPLOY (g, 41, 2);
  for (int b = 8; b <= 12; b++)
    qbt_fire_miss (g, b, false);
  QBT_STAND (g);
  for (int b = 39; b <= 41; b++)
    qbt_fire_miss (g, b, false);
  qbt_assert_decision (g, QB_PHASE_RETREAT, QB_BRITISH);
}
