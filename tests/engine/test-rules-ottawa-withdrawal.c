/* Rule tests: the Ottawa and battles: its withdrawal before or after a
 * battle and the question that hides the reserve (ruling R7), its place
 * in battle and in pursuit, and its retiring (22.4, 22.5). Its special
 * order, raids and scouts are in test-rules-ottawa.c.
 *
 * Each test builds a hand-set position, plays the orders and forces the
 * dice (QBT_DICE), so that the engine's real rolls give known results;
 * see qb-test-util.h and docs/HACKING.md, "Adding a rule test". */
#include "qb-test-util.h"

/* ---- 22.4 The Ottawa may withdraw before or after a battle ---------------- */

/* British 8, 9, 10 attack La Sarre (1 CV) and the Ottawa at Etchemin from
 * Levis: a skirmish. Before it starts the French may take the Ottawa away
 * or keep it there. */
static void
skirmish_with_ottawa (QbtGame *g, int edition)
{
  qbt_setup (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  qbt_put (g, 26, QB_ET, 1);
  qbt_put (g, QB_FR_OTTAWA, QB_ET, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (g, b, QB_MO, 0);
  qbt_start (g, 1);
  QBT_MOVE (g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (g);
}

static void
test_22_4_withdraws_before_skirmish (gconstpointer p)
{
  QbtGame g;
  skirmish_with_ottawa (&g, QBT_ED (p));
  g_assert_true (g.s.battle.skirmish);
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  g_assert_true (qbt_listed (&g, QB_ACT_STAND, 0, 0, 0));
  g_assert_true (qbt_listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0));
  g_assert_false (qbt_listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_OR, 0));   /* British */
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_MO);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  /* The skirmish then goes on without it. */
  g_assert_true (g.s.battle.active);
  g_assert_cmpint (g.s.battle.turn, ==, 1);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  g_assert_false (qbt_legal (&g, QB_ACT_FIRE, QB_FR_OTTAWA, 0, 0));
  g_assert_true (qbt_legal (&g, QB_ACT_FIRE, 26, 0, 0));
}

static void
test_22_4_stays_for_skirmish (gconstpointer p)
{
  QbtGame g;
  skirmish_with_ottawa (&g, QBT_ED (p));
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_SKIRMISH);
  g_assert_true (qbt_legal (&g, QB_ACT_FIRE, QB_FR_OTTAWA, 0, 0));
}

/* A battle in three columns: the French may take the Ottawa away while they
 * QBT_DEPLOY (a private step, so the British learn nothing more than the move
 * itself). */
static void
test_22_4_withdraws_before_battle (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 28; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_true (qb_decision_is_private (&g.s));
  g_assert_true (qbt_listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0));
  QBT_DEPLOY (&g, 26, 0);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_MO);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_false (qbt_listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0));
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_BRITISH);
  g_assert_false (qbt_listed (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0));
}

/* After a French win the Ottawa may withdraw, or stay. The British attack
 * Etchemin and fall back to Levis by road at once (no pursuit). */
static void
french_win_with_ottawa (QbtGame *g, int edition)
{
  qbt_setup (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  for (int b = 26; b <= 28; b++)
    qbt_put (g, b, QB_ET, 0);
  qbt_put (g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (g, 29, QB_MO, 0);
  qbt_start (g, 1);
  QBT_MOVE (g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (g);
  QBT_DEPLOY (g, 26, 0);
  QBT_DEPLOY (g, 27, 1);
  QBT_DEPLOY (g, 28, 2);
  QBT_DEPLOY (g, 8, 0);
  QBT_DEPLOY (g, 9, 1);
  QBT_DEPLOY (g, 10, 2);
  for (int b = 26; b <= 28; b++)
    qbt_fire_miss (g, b, false);
  qbt_assert_decision (g, QB_PHASE_RETREAT, QB_BRITISH);
  qbt_clear_events (g);
  qbt_apply (g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
}

static void
test_22_4_withdraws_after_french_win (gconstpointer p)
{
  QbtGame g;
  french_win_with_ottawa (&g, QBT_ED (p));
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  /* The Ottawa was never shown in this battle: the choice is private. */
  g_assert_true (qb_decision_is_private (&g.s));
  g_assert_true (qbt_listed (&g, QB_ACT_STAND, 0, 0, 0));
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_SF);
  g_assert_false (g.s.battle.active);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
}

static void
test_22_4_stays_after_french_win (gconstpointer p)
{
  QbtGame g;
  french_win_with_ottawa (&g, QBT_ED (p));
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  QBT_STAND (&g);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_ET);
  g_assert_false (g.s.battle.active);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* ---- 22.4, ruling R7: the question after a French win hides the reserve ---- */

/* A French win at Etchemin as in french_win_with_ottawa(), with the French
 * reserve holding the Ottawa or, in its place, the hidden 29 (the Ottawa
 * then waits in Montreal, where 29 stood). Stops at the British retreat
 * decision, the French having fired and missed. */
static void
french_win_reserve_at (QbtGame *g, int edition, bool ottawa, int ottawa_elsewhere)
{
  int in_reserve = ottawa ? QB_FR_OTTAWA : 29;
  qbt_setup (g, edition);
  qbt_put (g, 8, QB_LE, 0);
  qbt_put (g, 9, QB_LE, 0);
  qbt_put (g, 10, QB_LE, 0);
  for (int b = 26; b <= 28; b++)
    qbt_put (g, b, QB_ET, 0);
  qbt_put (g, in_reserve, QB_ET, 0);
  if (ottawa)
    qbt_put (g, 29, QB_MO, 0);
  else if (ottawa_elsewhere != QB_LOC_ELIMINATED)
    qbt_put (g, QB_FR_OTTAWA, ottawa_elsewhere, 0);
  qbt_start (g, 1);
  QBT_MOVE (g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (g);
  QBT_DEPLOY (g, 26, 0);
  QBT_DEPLOY (g, 27, 1);
  QBT_DEPLOY (g, 28, 2);
  if (!ottawa)
    QBT_DEPLOY (g, 29, QB_SLOT_RESERVE);
  QBT_DEPLOY (g, 8, 0);
  QBT_DEPLOY (g, 9, 1);
  QBT_DEPLOY (g, 10, 2);
  if (!ottawa)
    {
      /* 29 may join a column; the Ottawa never does (22.4). */
      qbt_assert_decision (g, QB_PHASE_RESERVE, QB_FRENCH);
      qbt_apply (g, QB_ACT_NO_COMMIT, 0, 0, 0);
    }
  for (int b = 26; b <= 28; b++)
    qbt_fire_miss (g, b, false);
  qbt_assert_decision (g, QB_PHASE_RETREAT, QB_BRITISH);
}

static void
french_win_reserve (QbtGame *g, int edition, bool ottawa)
{
  french_win_reserve_at (g, edition, ottawa, QB_MO);
}

/* The British side of what follows, from the British retreat through the
 * French answer "stay": the British views before each step and after the
 * last, and the events as the British see them. */
typedef struct {
  QbView views[3];
  QbEvent events[64];
  int n_events;
  bool privacy[3];
} BritishSide;

static void
british_side_record (QbtGame *g, BritishSide *r, int step)
{
  qb_view (&g->s, QB_BRITISH, &r->views[step]);
  r->privacy[step] = g->s.phase != QB_PHASE_GAME_OVER && qb_decision_is_private (&g->s);
}

static void
british_side_events (QbtGame *g, BritishSide *r)
{
  for (size_t i = 0; i < g->sink.len; i++)
    {
      QbEvent ev;
      if (qb_event_for (&g->events[i], QB_BRITISH, &ev))
        {
          g_assert_cmpint (r->n_events, <, (int) G_N_ELEMENTS (r->events));
          r->events[r->n_events++] = ev;
        }
    }
  qbt_clear_events (g);
}

static void
british_side_of_stay (QbtGame *g, int edition, bool ottawa, BritishSide *r)
{
  memset (r, 0, sizeof *r);
  french_win_reserve (g, edition, ottawa);
  british_side_record (g, r, 0);
  qbt_clear_events (g);
  qbt_apply (g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  british_side_events (g, r);
  british_side_record (g, r, 1);
  /* (Before ruling R7 covered this case, only the Ottawa was asked.) */
  if (g->s.phase == QB_PHASE_OTTAWA_RETREAT)
    QBT_STAND (g);
  british_side_events (g, r);
  british_side_record (g, r, 2);
}

static void
test_22_4_question_hides_reserve (gconstpointer p)
{
  QbtGame *g = g_new0 (QbtGame, 1);
  BritishSide *with = g_new0 (BritishSide, 1), *without = g_new0 (BritishSide, 1);
  british_side_of_stay (g, QBT_ED (p), true, with);
  g_assert_cmpint (qbt_loc (g, QB_FR_OTTAWA), ==, QB_ET);
  british_side_of_stay (g, QBT_ED (p), false, without);
  g_assert_cmpint (qbt_loc (g, QB_FR_OTTAWA), ==, QB_MO);
  for (int i = 0; i < 3; i++)
    {
      g_assert_cmpint (with->privacy[i], ==, without->privacy[i]);
      g_assert_cmpmem (&with->views[i], sizeof with->views[i],
                       &without->views[i], sizeof without->views[i]);
    }
  /* The French answer is theirs alone: the curtain comes up either way. */
  g_assert_cmpint (with->views[1].phase, ==, QB_PHASE_OTTAWA_RETREAT);
  g_assert_true (with->privacy[1]);
  g_assert_cmpint (with->n_events, ==, without->n_events);
  g_assert_cmpmem (with->events, sizeof (QbEvent) * (size_t) with->n_events,
                   without->events, sizeof (QbEvent) * (size_t) without->n_events);
  g_free (with);
  g_free (without);
  g_free (g);
}

/* Without the Ottawa, "stay" is the only answer, and the game goes on. */
static void
test_22_4_question_without_ottawa (gconstpointer p)
{
  QbtGame g;
  french_win_reserve (&g, QBT_ED (p), false);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  QbAction acts[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (&g.s, acts, QB_MAX_ACTIONS);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (acts[0].type, ==, QB_ACT_STAND);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0, "not withdrawing");
  QBT_STAND (&g);
  g_assert_false (g.s.battle.active);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_MO);
  g_assert_cmpint (qbt_loc (&g, 29), ==, QB_ET);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_FRENCH);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* When the British know where the Ottawa is, or see every French block
 * left in the zone, nothing is asked: the battle simply ends. */
static void
no_question (QbtGame *g)
{
  qbt_clear_events (g);
  qbt_apply (g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  g_assert_cmpint (g->s.phase, !=, QB_PHASE_OTTAWA_RETREAT);
  g_assert_false (g->s.battle.active);
  g_assert_nonnull (qbt_find_event (g, QB_EV_BATTLE_END, 0));
  g_assert_cmpint (g->s.move, ==, 2);
}

static void
test_22_4_no_question_ottawa_eliminated (gconstpointer p)
{
  QbtGame g;
  french_win_reserve_at (&g, QBT_ED (p), false, QB_LOC_ELIMINATED);
  no_question (&g);
}

static void
test_22_4_no_question_ottawa_known_elsewhere (gconstpointer p)
{
  QbtGame g;
  french_win_reserve (&g, QBT_ED (p), false);
  /* Hit by the British return fire in a raid, it stays known until it
   * moves (22.2, ruling R18). */
  g.s.blocks[QB_FR_OTTAWA].flags |= QB_BF_SCOUTED;
  no_question (&g);
}

static void
test_22_4_no_question_no_hidden_block (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 28; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_put (&g, 30, QB_MO, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_MO, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  for (int b = 26; b <= 28; b++)
    qbt_fire_miss (&g, b, false);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  no_question (&g);
}

/* ---- 22.4 The Ottawa in battle ----------------------------------------------- */

/* Always in reserve: never deployed in, nor committed to, a column. */
static void
test_22_4_reserve_only (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  qbt_assert_decision (&g, QB_PHASE_DEPLOY, QB_FRENCH);
  g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_RESERVE);
  qbt_illegal (&g, QB_ACT_DEPLOY, QB_FR_OTTAWA, 0, 0, NULL);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 29, QB_SLOT_RESERVE);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  qbt_assert_decision (&g, QB_PHASE_RESERVE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_COMMIT, QB_FR_OTTAWA, 0, 0, "never joins a battle column");
  QBT_NO_COMMIT (&g);
  qbt_illegal (&g, QB_ACT_FIRE, QB_FR_OTTAWA, 0, 0, "columns");
  g_assert_cmpint (g.s.blocks[QB_FR_OTTAWA].slot, ==, QB_SLOT_RESERVE);
}

/* The Ottawa's pursuit fire in a rout is doubled (revised: eight dice;
 * classic: four dice hitting on 5 and 6). */
static void
test_22_4_pursuit_doubled (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);   /* the Ottawa is no reserve to commit */
  QBT_FIRE (&g, 26, 6, 1, 1);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_BRITISH);
  g_assert_cmpint (g.s.battle.routed, ==, QB_BRITISH);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  bool classic = QBT_IS_CLASSIC (&g);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_PURSUIT), ==, 4);
  const QbEvent *o = qbt_block_event (&g, QB_EV_PURSUIT, QB_FR_OTTAWA);
  g_assert_nonnull (o);
  g_assert_cmpint (o->b, ==, 1);
  g_assert_cmpint (o->rule, ==, 224);
  g_assert_cmpint (o->why, ==, QB_WHY_OTTAWA);
  g_assert_cmpint (o->ndice, ==, classic ? 4 : 8);
  int need = classic ? 5 : 6, hits = 0;
  for (int i = 0; i < o->ndice; i++)
    if (o->dice[i] >= need)
      hits++;
  g_assert_cmpint (o->a, ==, hits);
  const QbEvent *r = qbt_block_event (&g, QB_EV_PURSUIT, 26);
  g_assert_cmpint (r->b, ==, 0);
  g_assert_cmpint (r->ndice, ==, 3);
  g_assert_cmpint (r->rule, ==, 162);
  g_assert_cmpint (r->why, ==, QB_WHY_ROUT_BY_LAND);
}

/* Never hit by pursuit fire; leaves separately when the French retreat. */
static void
test_22_4_never_hit_by_pursuit (gconstpointer p)
{
  QbtGame g;
  qbt_rout_at_abraham (&g, QBT_ED (p), -1, true);
  qbt_clear_events (&g);
  /* Four hits, two of them ignored for the Ottawa's 4 CV in reserve
   * (16.3, ruling R25). */
  QBT_DICE (&g, 6, 6, 6, 6, 1, 1);
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_PURSUIT_SAVED, 0)->a, ==, 2);
  /* The Ottawa stays behind for now, out of the pursuit. */
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_AB);
  qbt_assert_decision (&g, QB_PHASE_ALLOCATE, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_HIT, QB_FR_OTTAWA, 0, 0, "never the Ottawa");
  QBT_HIT (&g, 26);
  QBT_HIT (&g, 27);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_AB, 0, NULL);
  qbt_illegal (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_OR, 0, "without British");
  /* Any zone, not only where the others went. */
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_LE, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_LE);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_SF);
  g_assert_false (g.s.battle.active);
}

/* In a skirmish the Ottawa fights at single CV, but never alone: when the
 * last other French block falls it withdraws and the British win. */
static void
test_22_4_skirmish_never_alone (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 1);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  for (int b = 27; b <= 30; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  g_assert_true (g.s.battle.skirmish);
  /* 22.4 (ruling R7): it may withdraw before the skirmish; it stays. */
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  QBT_STAND (&g);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_FRENCH);
  qbt_clear_events (&g);
  qbt_fire_miss (&g, QB_FR_OTTAWA, false);
  const QbEvent *f = qbt_last_event (&g, QB_EV_FIRE);
  g_assert_cmpint (f->block, ==, QB_FR_OTTAWA);
  g_assert_cmpint (f->ndice, ==, 4);
  g_assert_cmpint (f->b, ==, 0);
  qbt_fire_miss (&g, 26, false);
  QBT_STAND (&g);
  QBT_FIRE (&g, 8, 6, 1, 1, 1);
  if (g.s.phase == QB_PHASE_ALLOCATE)
    QBT_HIT (&g, 26);
  g_assert_cmpint (qbt_loc (&g, 26), ==, QB_LOC_ELIMINATED);
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_MO, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_MO);
  const QbEvent *end = qbt_find_event (&g, QB_EV_BATTLE_END, 0);
  g_assert_nonnull (end);
  g_assert_cmpint (end->side, ==, QB_BRITISH);
}

/* Ruling R7: when the French retreat (no rout), the Ottawa leaves on its
 * own, to any zone free of British blocks. */
static void
test_22_4_leaves_with_french_retreat (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_MISSES (&g, false, 26, 27, 28);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 8, 9, 10);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_force_same (&g, 3, 1);   /* pursuit (17.2): 8, 9, 10 miss */
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  for (int b = 26; b <= 28; b++)
    g_assert_cmpint (qbt_loc (&g, b), ==, QB_CR);
  /* The pursuit (17.2) never hits it; it is still at Etchemin, and goes. */
  g_assert_cmpint (qbt_cv (&g, QB_FR_OTTAWA), ==, 4);
  qbt_assert_decision (&g, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
  qbt_apply (&g, QB_ACT_OTTAWA_RETREAT, 0, QB_BE, 0);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_BE);
  g_assert_false (g.s.battle.active);
}

/* The same retreat, but the pursuit hits: while the French take those
 * hits the Ottawa's coming withdrawal is theirs to know (22.4, ruling R7).
 * Shown to the British before the question, it would say that the hidden
 * block left in reserve at Etchemin is the Ottawa. (Here the hits leave
 * the other French blocks too weak, and the Ottawa then retires, 22.5.) */
static void
test_22_4_pending_withdrawal_hidden (gconstpointer p)
{
  QbtGame g;
  int allocations = 0;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 1);
  qbt_put (&g, 9, QB_LE, 1);
  qbt_put (&g, 10, QB_LE, 1);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 29, QB_MO, 0);
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_MISSES (&g, false, 26, 27, 28);
  QBT_STAND (&g);
  QBT_MISSES (&g, false, 8, 9, 10);
  qbt_assert_decision (&g, QB_PHASE_RETREAT, QB_FRENCH);
  qbt_force_same (&g, 8, 6);    /* the pursuit (17.2) hits */
  qbt_apply (&g, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  while (g.s.phase == QB_PHASE_ALLOCATE)
    {
      QbView british, french;
      QbAction acts[64];
      char msg[256];

      g_assert_cmpint (g.s.battle.ottawa_pending, ==, QB_OTTAWA_MUST);
      qb_view (&g.s, QB_BRITISH, &british);
      qb_view (&g.s, QB_FRENCH, &french);
      g_assert_cmpint (british.blocks[QB_FR_OTTAWA].loc, ==, QB_UNKNOWN);
      g_assert_cmpint (british.battle.ottawa_pending, ==, QB_OTTAWA_NONE);
      g_assert_cmpint (french.battle.ottawa_pending, ==, QB_OTTAWA_MUST);
      g_assert_true (qb_check_view_hides (&g.s, QB_BRITISH, 7, msg, sizeof msg));
      g_assert_cmpuint (qb_legal_actions (&g.s, acts, G_N_ELEMENTS (acts)), >, 0);
      qbt_apply (&g, acts[0].type, acts[0].a, acts[0].b, acts[0].c);
      allocations++;
    }
  g_assert_cmpint (allocations, >, 0);
}

/* ---- 22.5 The Ottawa retires -------------------------------------------- */

/* Reduced to 1 CV by the Rangers' return fire in a raid. */
static void
test_22_5_retires_at_one_cv (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, QB_FR_OTTAWA, QB_CR, 2);
  for (int b = 26; b <= 29; b++)
    qbt_put (&g, b, QB_MO, 0);
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 11, QB_LE, 0);
  qbt_start (&g, 1);
  qbt_done (&g);
  qbt_no_transfers (&g);
  if (QBT_IS_CLASSIC (&g))
    QBT_DICE (&g, 1, 1, 6, 1, 1);
  else
    QBT_DICE (&g, 1, 1, 1, 1, 6, 1, 1);
  qbt_clear_events (&g);
  qbt_apply (&g, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_RAID);
  g_assert_cmpint (qbt_find_event (&g, QB_EV_FIRE, 0)->ndice, ==, QBT_IS_CLASSIC (&g) ? 2 : 4);
  const QbEvent *r = qbt_find_event (&g, QB_EV_OTTAWA_RETIRES, 0);
  g_assert_nonnull (r);
  g_assert_cmpint (r->a, ==, 1);
  g_assert_cmpint (r->rule, ==, 225);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_LOC_ELIMINATED);
  g_assert_cmpint (qbt_block_event (&g, QB_EV_ELIMINATED, QB_FR_OTTAWA)->rule, ==, 225);
  g_assert_cmpint (qbt_count_events (&g, QB_EV_RETREAT), ==, 0);
  g_assert_cmpint (g.s.move, ==, 2);
}

/* The other French blocks fall under 10 CV during a battle: the Ottawa
 * retires at once and the battle goes on. */
static void
test_22_5_retires_when_others_under_10 (gconstpointer p)
{
  QbtGame g;
  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 10, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_put (&g, 27, QB_ET, 0);
  qbt_put (&g, 28, QB_ET, 0);
  qbt_put (&g, QB_FR_OTTAWA, QB_ET, 0);
  qbt_put (&g, 39, QB_MO, 1);   /* others: 3 + 3 + 3 + 1 = 10 CV */
  qbt_start (&g, 1);
  QBT_MOVE (&g, QB_ET, QB_MODE_LAND, 8, 9, 10);
  qbt_done (&g);
  QBT_DEPLOY (&g, 26, 0);
  QBT_DEPLOY (&g, 27, 1);
  QBT_DEPLOY (&g, 28, 2);
  QBT_DEPLOY (&g, 8, 0);
  QBT_DEPLOY (&g, 9, 1);
  QBT_DEPLOY (&g, 10, 2);
  QBT_MISSES (&g, false, 26, 27, 28);
  QBT_STAND (&g);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_ET);
  qbt_clear_events (&g);
  QBT_FIRE (&g, 8, 6, 1, 1, 1);
  g_assert_cmpint (qbt_cv (&g, 26), ==, 2);
  const QbEvent *r = qbt_find_event (&g, QB_EV_OTTAWA_RETIRES, 0);
  g_assert_nonnull (r);
  g_assert_cmpint (r->a, ==, 0);
  g_assert_cmpint (r->rule, ==, 225);
  g_assert_cmpint (qbt_loc (&g, QB_FR_OTTAWA), ==, QB_LOC_ELIMINATED);
  g_assert_true (g.s.battle.active);
  qbt_assert_decision (&g, QB_PHASE_FIRE, QB_BRITISH);
}

/* ---- Registration ---------------------------------------------------------- */

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  QBT_ADD_BOTH ("22.4/withdraws-before-skirmish", test_22_4_withdraws_before_skirmish);
  QBT_ADD_BOTH ("22.4/stays-for-skirmish", test_22_4_stays_for_skirmish);
  QBT_ADD_BOTH ("22.4/withdraws-before-battle", test_22_4_withdraws_before_battle);
  QBT_ADD_BOTH ("22.4/withdraws-after-french-win", test_22_4_withdraws_after_french_win);
  QBT_ADD_BOTH ("22.4/stays-after-french-win", test_22_4_stays_after_french_win);
  QBT_ADD_BOTH ("22.4/question-hides-reserve", test_22_4_question_hides_reserve);
  QBT_ADD_BOTH ("22.4/question-without-ottawa", test_22_4_question_without_ottawa);
  QBT_ADD_BOTH ("22.4/no-question-ottawa-eliminated", test_22_4_no_question_ottawa_eliminated);
  QBT_ADD_BOTH ("22.4/no-question-ottawa-known-elsewhere", test_22_4_no_question_ottawa_known_elsewhere);
  QBT_ADD_BOTH ("22.4/no-question-no-hidden-block", test_22_4_no_question_no_hidden_block);
  QBT_ADD_BOTH ("22.4/reserve-only", test_22_4_reserve_only);
  QBT_ADD_BOTH ("22.4/pursuit-doubled", test_22_4_pursuit_doubled);
  QBT_ADD_BOTH ("22.4/never-hit-by-pursuit", test_22_4_never_hit_by_pursuit);
  QBT_ADD_BOTH ("22.4/skirmish-never-alone", test_22_4_skirmish_never_alone);
  QBT_ADD_BOTH ("22.4/leaves-with-french-retreat", test_22_4_leaves_with_french_retreat);
  QBT_ADD_BOTH ("22.4/pending-withdrawal-hidden", test_22_4_pending_withdrawal_hidden);
  QBT_ADD_BOTH ("22.5/retires-at-one-cv", test_22_5_retires_at_one_cv);
  QBT_ADD_BOTH ("22.5/retires-when-others-under-10", test_22_5_retires_when_others_under_10);
  return g_test_run ();
}
