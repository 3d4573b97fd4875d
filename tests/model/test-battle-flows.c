/* test-battle-flows.c: every battle flow played through QbGame and the
 * Play page's QbPlaySession (hidden information on, curtains lifted as a
 * player would), with forced dice, in both editions: deployment and its
 * limits (12.1-12.3), skirmishes (18.0), reserve commitment (13.1 b), hits
 * and their allocation (14.2), retreats only when allowed (15.1, 15.2),
 * rout and pursuit with the reserve discount (16.1-16.3), the landing's
 * doubled fire (17.1), the Ottawa's raid and scout (22.2, 22.3), a
 * leader's double (10.3) and decoys removed before deployment (classic
 * 10.2). Each test checks the events with their rule sections and what
 * each side's view then shows. The positions are the engine's rule tests'
 * (tests/engine/qb-test-util.h), taken up by a QbGame. */
#include "qb-battle-test.h"
#include "qb-battle-text.h"

/* A game of the position, in a session that hides information. */
typedef struct
{
  QbGame *game;
  QbPlaySession *session;
  guint mark;                /* events before this one are old */
} Flow;

static void
flow_start (Flow    *f,
            QbtGame *g)
{
  f->game = qbb_game (g);
  f->session = qb_play_session_new ();
  qb_play_session_set_game (f->session, f->game, TRUE);
  qb_game_get_events (f->game, &f->mark);
}

static void
flow_end (Flow *f)
{
  g_clear_object (&f->session);
  g_clear_object (&f->game);
}

/* Events from now on are the new ones. */
static void
flow_mark (Flow *f)
{
  qb_game_get_events (f->game, &f->mark);
}

/* The decider comes to the screen, as the curtain asks (hot-seat play):
 * a private decision shows the decider's own view, a public one (a
 * retreat, hits on revealed blocks) may show what both know. */
static void
come_to_screen (Flow *f)
{
  int decider = qb_game_get_decider (f->game);

  if (qb_play_session_get_viewer (f->session) != decider
      && qb_play_session_get_curtain_side (f->session) < 0)
    qb_play_session_hand_over (f->session, decider);
  if (qb_play_session_get_curtain_side (f->session) >= 0)
    qb_play_session_lift_curtain (f->session);
  if (qb_play_session_get_viewer (f->session) != decider
      && (qb_game_decision_is_private (f->game) || qb_play_session_get_viewer (f->session) != QB_PUBLIC))
    g_error ("the session shows %d's view, %s decides (%s)", qb_play_session_get_viewer (f->session),
             qb_side_name (decider), qb_phase_name (qb_game_get_phase (f->game)));
}

/* The decider takes the action through the session, coming to the screen
 * first if the curtain asks for them; it must be at the screen then. */
static void
flow_apply (Flow *f,
            int   type,
            int   a,
            int   b,
            int   c)
{
  g_autoptr(GError) error = NULL;
  QbAction action = { (guint8) type, (guint8) a, (guint8) b, (guint8) c };

  come_to_screen (f);
  if (!qb_play_session_apply (f->session, action, &error))
    g_error ("%s %d %d %d refused: %s", qb_action_type_name (type), a, b, c, error->message);
}

/* The action is refused, through the session and the game alike. */
static void
flow_refused (Flow *f,
              int   type,
              int   a,
              int   b,
              int   c)
{
  g_autoptr(GError) error = NULL;
  QbAction action = { (guint8) type, (guint8) a, (guint8) b, (guint8) c };

  come_to_screen (f);
  g_assert_false (qb_game_is_legal (f->game, action, NULL));
  g_assert_false (qb_play_session_apply (f->session, action, &error));
  g_assert_nonnull (error);
}

/* The nth new event of `type` (of `block`, unless -1), or NULL. */
static const QbEvent *
flow_event (Flow *f,
            int   type,
            int   block,
            guint nth)
{
  guint n;
  const QbEvent *evs = qb_game_get_events (f->game, &n);

  for (guint i = f->mark; i < n; i++)
    if (evs[i].type == type && (block < 0 || evs[i].block == block) && nth-- == 0)
      return &evs[i];
  return NULL;
}

static guint
flow_count (Flow *f,
            int   type)
{
  guint n, count = 0;
  const QbEvent *evs = qb_game_get_events (f->game, &n);

  for (guint i = f->mark; i < n; i++)
    count += evs[i].type == type;
  return count;
}

/* The event, which must exist, with its rule section. */
static const QbEvent *
assert_event (Flow *f,
              int   type,
              int   block,
              int   rule)
{
  const QbEvent *ev = flow_event (f, type, block, 0);

  if (ev == NULL)
    g_error ("no %s event (block %d)", qb_event_type_name (type), block);
  g_assert_cmpint (ev->rule, ==, rule);
  return ev;
}

static const QbViewBlock *
seen (Flow         *f,
      int           viewer,
      int           block,
      QbView       *view)
{
  qb_game_view (f->game, viewer, view);
  return &view->blocks[block];
}

static void
assert_hidden_from (Flow *f,
                    int   viewer,
                    int   block)
{
  QbView v;
  const QbViewBlock *vb = seen (f, viewer, block, &v);

  g_assert_cmpint (vb->cv, ==, QB_UNKNOWN);
  g_assert_cmpint (vb->type, ==, QB_UNKNOWN);
  g_assert_cmpint (vb->loc, ==, QB_UNKNOWN);
}

static void
assert_seen_by (Flow *f,
                int   viewer,
                int   block,
                int   slot,
                int   cv)
{
  QbView v;
  const QbViewBlock *vb = seen (f, viewer, block, &v);

  g_assert_cmpint (vb->slot, ==, slot);
  g_assert_cmpint (vb->cv, ==, cv);
  g_assert_cmpint (vb->type, !=, QB_UNKNOWN);
}

/* ---- 12.1-12.3 Deployment ---------------------------------------------- */

/* 12.1: each column needs a block: with three blocks, two in one column
 * is refused. 12.2: the defender deploys first, hidden from the attacker;
 * 12.3: then the columns are revealed to both. */
static void
test_12_deployment (gconstpointer p)
{
  QbtGame g;
  Flow f;

  qbt_etchemin_battle (&g, QBT_ED (p));
  flow_start (&f, &g);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_DEPLOY);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_FRENCH);
  g_assert_true (qb_game_decision_is_private (f.game));
  flow_apply (&f, QB_ACT_DEPLOY, 26, 0, 0);
  flow_refused (&f, QB_ACT_DEPLOY, 27, 0, 0);
  flow_refused (&f, QB_ACT_DEPLOY, 27, 0, QB_SLOT_RESERVE);
  flow_apply (&f, QB_ACT_DEPLOY, 27, 0, 1);
  flow_apply (&f, QB_ACT_DEPLOY, 28, 0, 2);
  /* The attacker's turn: the French columns are not shown yet. */
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_BRITISH);
  for (int b = 26; b <= 28; b++)
    assert_hidden_from (&f, QB_BRITISH, b);
  g_assert_cmpuint (flow_count (&f, QB_EV_DEPLOYED), ==, 0);
  flow_apply (&f, QB_ACT_DEPLOY, 8, 0, 0);
  flow_apply (&f, QB_ACT_DEPLOY, 9, 0, 1);
  flow_apply (&f, QB_ACT_DEPLOY, 10, 0, 2);
  /* 12.3: every block is revealed where it stands. */
  g_assert_cmpuint (flow_count (&f, QB_EV_DEPLOYED), ==, 6);
  for (int b = 26; b <= 28; b++)
    {
      const QbEvent *ev = assert_event (&f, QB_EV_DEPLOYED, b, 123);

      g_assert_cmpint (ev->a, ==, b - 26);
      assert_seen_by (&f, QB_BRITISH, b, b - 26, 3);
    }
  for (int b = 8; b <= 10; b++)
    assert_seen_by (&f, QB_FRENCH, b, b - 8, qbt_cv (&g, b));
  assert_event (&f, QB_EV_BATTLE_TURN, -1, 131);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_FIRE);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_FRENCH);
  flow_end (&f);
}

/* ---- 18.0 Skirmish --------------------------------------------------------- */

/* Two British blocks attack one French: a skirmish, no columns, no
 * deployment, every block in the skirmish line and shown to both. */
static void
test_18_skirmish (gconstpointer p)
{
  QbtGame g;
  Flow f;

  qbt_setup (&g, QBT_ED (p));
  qbt_put (&g, 8, QB_LE, 0);
  qbt_put (&g, 9, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 8, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 9, QB_ET, QB_MODE_LAND);
  qbt_done (&g);
  flow_start (&f, &g);
  flow_apply (&f, QB_ACT_ORDER_DONE, 0, 0, 0);
  {
    const QbEvent *battle = assert_event (&f, QB_EV_BATTLE, -1, 180);

    g_assert_cmpint (battle->a, ==, 1);
    g_assert_cmpint (battle->zone, ==, QB_ET);
  }
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_FIRE);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_FRENCH);
  assert_event (&f, QB_EV_DEPLOYED, 26, 180);
  assert_seen_by (&f, QB_BRITISH, 26, QB_SLOT_SKIRMISH, 3);
  assert_seen_by (&f, QB_FRENCH, 8, QB_SLOT_SKIRMISH, qbt_cv (&g, 8));
  assert_seen_by (&f, QB_FRENCH, 9, QB_SLOT_SKIRMISH, qbt_cv (&g, 9));
  /* La Sarre's three hits fall on the skirmish line: the British pick. */
  flow_mark (&f);
  QBB_DICE (f.game, 6, 6, 1);
  flow_apply (&f, QB_ACT_FIRE, 26, 0, 0);
  g_assert_cmpint (assert_event (&f, QB_EV_FIRE, 26, 142)->a, ==, 2);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_ALLOCATE);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_BRITISH);
  flow_apply (&f, QB_ACT_HIT, 9, 0, 0);
  flow_apply (&f, QB_ACT_HIT, 9, 0, 0);
  g_assert_cmpuint (flow_count (&f, QB_EV_HIT), ==, 2);
  assert_seen_by (&f, QB_FRENCH, 9, QB_SLOT_SKIRMISH, qbt_cv (&g, 9) - 2);
  flow_end (&f);
}

/* ---- 13.1 b Reserve, 14.2 hits ------------------------------------------- */

/* British 9 (3 CV), 12, 11 and 10 (1 CV, reserve) attack Abraham from
 * Sillery; the French 39 (1 CV), 26, 27 in columns, 28 in reserve; the
 * French fire misses. The British decide whether to retreat. */
static void
abraham (QbtGame *g,
         int      edition)
{
  qbt_abraham_put (g, edition, 28, 0, false);
  qbt_abraham_to_retreat (g, 28);
}

/* 13.1 b: the British commit their reserve block to the left column; the
 * French saw a reserve of one unknown block, now they see it there. The
 * French reserve stays hidden from the British. Then 14.2: a French hit on
 * that column of two blocks is the British player's to place. */
static void
test_13_reserve_and_hits (gconstpointer p)
{
  QbtGame g;
  Flow f;
  QbView v;

  abraham (&g, QBT_ED (p));
  flow_start (&f, &g);
  qb_game_view (f.game, QB_FRENCH, &v);
  g_assert_cmpint (v.reserve_count[QB_BRITISH], ==, 1);
  assert_hidden_from (&f, QB_FRENCH, 10);
  assert_hidden_from (&f, QB_BRITISH, 28);
  flow_apply (&f, QB_ACT_STAND, 0, 0, 0);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_RESERVE);
  flow_apply (&f, QB_ACT_COMMIT, 10, 0, 0);
  g_assert_cmpint (assert_event (&f, QB_EV_RESERVE, 10, 124)->a, ==, 0);
  qb_game_view (f.game, QB_FRENCH, &v);
  g_assert_cmpint (v.reserve_count[QB_BRITISH], ==, 0);
  assert_seen_by (&f, QB_FRENCH, 10, 0, 1);
  /* Only one block a half-turn (13.1 b): the fire follows. */
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_FIRE);
  QBB_DICE (f.game, 1, 1, 1, 1, 1, 1);
  flow_apply (&f, QB_ACT_FIRE, 9, 0, 0);
  flow_apply (&f, QB_ACT_FIRE, 10, 0, 0);
  flow_apply (&f, QB_ACT_FIRE, 12, 0, 0);
  flow_apply (&f, QB_ACT_FIRE, 11, 0, 0);
  /* Turn 2, the French: they stand, keep their reserve, and 39 hits. */
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_RETREAT);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_FRENCH);
  flow_apply (&f, QB_ACT_STAND, 0, 0, 0);
  flow_apply (&f, QB_ACT_NO_COMMIT, 0, 0, 0);
  assert_hidden_from (&f, QB_BRITISH, 28);
  flow_mark (&f);
  QBB_DICE (f.game, 6);
  flow_apply (&f, QB_ACT_FIRE, 39, 0, 0);
  g_assert_cmpint (assert_event (&f, QB_EV_FIRE, 39, 142)->a, ==, 1);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_ALLOCATE);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_BRITISH);
  /* Only the column fired at takes it. */
  flow_refused (&f, QB_ACT_HIT, 12, 0, 0);
  flow_apply (&f, QB_ACT_HIT, 10, 0, 0);
  g_assert_cmpint (assert_event (&f, QB_EV_HIT, 10, 142)->cv, ==, 0);
  assert_event (&f, QB_EV_ELIMINATED, 10, 24);
  qb_game_view (f.game, QB_FRENCH, &v);
  g_assert_cmpint (v.blocks[10].loc, ==, QB_LOC_ELIMINATED);
  assert_seen_by (&f, QB_FRENCH, 9, 0, 3);
  flow_end (&f);
}

/* ---- 15.1, 15.2 Retreat ------------------------------------------------------ */

/* 15.1: no retreat for the defender on its first turn, nor once a side
 * has begun to fire; the attacker may at the start of its first turn.
 * 15.2: the British go back to Levis, whence they came; the battle ends
 * and the blocks revealed in it are hidden again (13.2). */
static void
test_15_retreat (gconstpointer p)
{
  QbtGame g;
  Flow f;

  qbt_etchemin_deployed (&g, QBT_ED (p));
  flow_start (&f, &g);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_FIRE);
  flow_refused (&f, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  QBB_DICE (f.game, 1, 1, 1, 1, 1, 1, 1, 1, 1);
  flow_apply (&f, QB_ACT_FIRE, 26, 0, 0);
  flow_refused (&f, QB_ACT_RETREAT, 0, QB_CR, QB_MODE_AMPHIBIOUS);
  flow_apply (&f, QB_ACT_FIRE, 27, 0, 0);
  flow_apply (&f, QB_ACT_FIRE, 28, 0, 0);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_RETREAT);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_BRITISH);
  /* Not where they did not come from (15.2). */
  flow_refused (&f, QB_ACT_RETREAT, 0, QB_SC, QB_MODE_LAND);
  assert_seen_by (&f, QB_FRENCH, 8, 0, qbt_cv (&g, 8));
  flow_mark (&f);
  flow_apply (&f, QB_ACT_RETREAT, 0, QB_LE, QB_MODE_LAND);
  {
    const QbEvent *r = assert_event (&f, QB_EV_RETREAT, -1, 152);

    g_assert_cmpint (r->side, ==, QB_BRITISH);
    g_assert_cmpint (r->zone, ==, QB_LE);
  }
  g_assert_cmpint (assert_event (&f, QB_EV_BATTLE_END, -1, 132)->side, ==, QB_FRENCH);
  g_assert_cmpuint (flow_count (&f, QB_EV_PURSUIT), ==, 0);   /* a retreat by land */
  for (int b = 8; b <= 10; b++)
    {
      g_assert_cmpint (qb_game_get_state (f.game)->blocks[b].loc, ==, QB_LE);
      assert_hidden_from (&f, QB_FRENCH, b);
    }
  for (int b = 26; b <= 28; b++)
    assert_hidden_from (&f, QB_BRITISH, b);
  flow_end (&f);
}

/* ---- 16.1-16.3 Rout and pursuit ----------------------------------------- */

/* 16.1: British 9 empties the French left column (two hits on 39): the
 * French are routed and retreat (to Ste. Foy); 16.2: every British block
 * fires in pursuit; 16.3: 28, 3 CV in reserve, makes two hits ignored. */
static void
test_16_rout_pursuit (gconstpointer p)
{
  QbtGame g;
  Flow f;

  abraham (&g, QBT_ED (p));
  QBT_STAND (&g);
  QBT_NO_COMMIT (&g);
  flow_start (&f, &g);
  QBB_DICE (f.game, 6, 6, 1);
  flow_apply (&f, QB_ACT_FIRE, 9, 0, 0);
  assert_event (&f, QB_EV_ELIMINATED, 39, 24);
  g_assert_cmpint (assert_event (&f, QB_EV_ROUT, -1, 161)->side, ==, QB_FRENCH);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_RETREAT);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_FRENCH);
  flow_mark (&f);
  QBB_DICE (f.game, 6, 6, 6, 6, 1, 1);   /* 9: three dice, 10-12: one each */
  flow_apply (&f, QB_ACT_RETREAT, 0, QB_SF, QB_MODE_LAND);
  g_assert_cmpuint (flow_count (&f, QB_EV_PURSUIT), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const QbEvent *e = flow_event (&f, QB_EV_PURSUIT, -1, i);

      g_assert_cmpint (e->rule, ==, 162);
      g_assert_cmpint (e->why, ==, QB_WHY_ROUT_BY_LAND);
    }
  {
    const QbEvent *saved = assert_event (&f, QB_EV_PURSUIT_SAVED, -1, 163);

    g_assert_cmpint (saved->side, ==, QB_FRENCH);
    g_assert_cmpint (saved->a, ==, 2);
  }
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_ALLOCATE);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_FRENCH);
  /* The board's banner (qb_battle_rout_text()) for either side: the
   * pursuit's hits, the two the reserve saved; it names no block. */
  for (int viewer = QB_BRITISH; viewer <= QB_FRENCH; viewer++)
    {
      guint n = 0, hits = 0;
      const QbEvent *events = qb_game_get_events (f.game, &n);
      g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (QbEvent));
      g_autofree char *banner = NULL;
      g_autofree char *want = NULL;

      for (guint i = 0; i < n; i++)
        {
          QbEvent ev;
          if (qb_event_for (&events[i], viewer, &ev))
            {
              g_array_append_val (seen, ev);
              hits += ev.type == QB_EV_PURSUIT ? ev.a : 0;
            }
        }
      /* Two hits are left to give after the discount. */
      g_assert_cmpuint (hits, ==, 4);
      banner = qb_battle_rout_text ((const QbEvent *) seen->data, seen->len);
      want = g_strdup_printf ("The French are routed — pursuit fire\n"
                              "Pursuit: %u hits, 2 ignored for the reserve, one per 2 CV (16.3).", hits);
      g_assert_cmpstr (banner, ==, want);
    }
  flow_apply (&f, QB_ACT_HIT, 28, 0, 0);
  /* A pursuit hit reveals the block for the battle only (R18). */
  flow_apply (&f, QB_ACT_HIT, 26, 0, 0);
  g_assert_cmpuint (flow_count (&f, QB_EV_HIT), ==, 2);
  g_assert_cmpint (assert_event (&f, QB_EV_HIT, 28, 162)->cv, ==, 2);
  g_assert_cmpint (assert_event (&f, QB_EV_BATTLE_END, -1, 132)->side, ==, QB_BRITISH);
  for (int b = 26; b <= 28; b++)
    {
      g_assert_cmpint (qb_game_get_state (f.game)->blocks[b].loc, ==, QB_SF);
      assert_hidden_from (&f, QB_BRITISH, b);
    }
  {
    QbView v;

    qb_game_view (f.game, QB_BRITISH, &v);
    g_assert_cmpint (v.blocks[39].loc, ==, QB_LOC_ELIMINATED);
    g_assert_cmpint (v.count[QB_FRENCH][QB_SF], ==, 3);
  }
  flow_end (&f);
}

/* ---- 17.1 The landing's doubled fire ------------------------------------- */

/* British land at Beauport; the French defenders' first fire is doubled:
 * revised, twice the dice; classic, hits on 5 and 6 (R12). Both sides see
 * the fire and why. */
static void
test_17_landing (gconstpointer p)
{
  QbtGame g;
  Flow f;
  gboolean classic;
  QbEvent seen_ev;

  qbt_beauport_landing (&g, QBT_ED (p), QB_DOUBLE_BY_EDITION);
  classic = QBT_IS_CLASSIC (&g);
  flow_start (&f, &g);
  g_assert_true (qb_game_get_state (f.game)->battle.by_sea);
  if (classic)
    QBB_DICE (f.game, 5, 1, 4);
  else
    QBB_DICE (f.game, 6, 1, 1, 5, 1, 1);
  flow_apply (&f, QB_ACT_FIRE, 26, 0, 0);
  {
    const QbEvent *fire = assert_event (&f, QB_EV_FIRE, 26, 171);

    g_assert_cmpint (fire->ndice, ==, classic ? 3 : 6);
    g_assert_cmpint (fire->a, ==, 1);
    g_assert_cmpint (fire->b, ==, 1);
    g_assert_cmpint (fire->why, ==, QB_WHY_LANDING);
    g_assert_true (qb_event_for (fire, QB_BRITISH, &seen_ev));
    g_assert_cmpint (seen_ev.why, ==, QB_WHY_LANDING);
    g_assert_cmpint (seen_ev.ndice, ==, fire->ndice);
  }
  assert_seen_by (&f, QB_FRENCH, 8, 0, qbt_cv (&g, 8) - 1);
  flow_end (&f);
}

/* ---- 22.2, 22.3 The Ottawa's raid and scout ------------------------------- */

/* The Ottawa at Cap Rouge, French at Montreal, the British blocks
 * `british` (n of them) at Levis; the French are to write orders. */
static void
ottawa_position (QbtGame   *g,
                 int        edition,
                 const int *british,
                 int        n)
{
  qbt_setup (g, edition);
  qbt_put (g, QB_FR_OTTAWA, QB_CR, 0);
  for (int b = 26; b <= 29; b++)
    qbt_put (g, b, QB_MO, 0);
  for (int i = 0; i < n; i++)
    qbt_put (g, british[i], QB_LE, 0);
  qbt_start (g, 1);
  qbt_done (g);
  qbt_no_transfers (g);
}

/* 22.2: a raid on Levis: the Ottawa fires doubled, the British place the
 * hits, their light troops fire back; the block hit is known to the French
 * (R23), the others not; the Ottawa withdraws. */
static void
test_22_raid (gconstpointer p)
{
  QbtGame g;
  Flow f;
  gboolean classic;

  const int british[] = { 8, QB_BR_LIGHT_INFANTRY, QB_BR_RANGERS };

  ottawa_position (&g, QBT_ED (p), british, G_N_ELEMENTS (british));
  classic = QBT_IS_CLASSIC (&g);
  flow_start (&f, &g);
  if (classic)
    QBB_DICE (f.game, 5, 6, 4, 1, 1, 1, 1, 1, 1);
  else
    QBB_DICE (f.game, 6, 5, 1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
  flow_apply (&f, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_RAID);
  g_assert_cmpint (assert_event (&f, QB_EV_RAID, -1, 222)->zone, ==, QB_LE);
  {
    const QbEvent *fire = assert_event (&f, QB_EV_FIRE, QB_FR_OTTAWA, 222);

    g_assert_cmpint (fire->why, ==, QB_WHY_RAID);
    g_assert_cmpint (fire->a, ==, 2);
  }
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_ALLOCATE);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_BRITISH);
  flow_apply (&f, QB_ACT_HIT, 8, 0, 0);
  flow_apply (&f, QB_ACT_HIT, 8, 0, 0);
  g_assert_cmpint (assert_event (&f, QB_EV_HIT, 8, 222)->cv, ==, qbt_cv (&g, 8) - 1);
  g_assert_cmpint (flow_event (&f, QB_EV_FIRE, QB_BR_LIGHT_INFANTRY, 0)->why, ==, QB_WHY_RAID_RETURN);
  {
    QbView v;

    qb_game_view (f.game, QB_FRENCH, &v);
    g_assert_cmpint (v.blocks[8].cv, ==, qbt_cv (&g, 8) - 2);
    g_assert_true (v.blocks[8].flags & QB_BF_SCOUTED);
  }
  assert_hidden_from (&f, QB_FRENCH, QB_BR_LIGHT_INFANTRY);
  assert_hidden_from (&f, QB_FRENCH, QB_BR_RANGERS);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_OTTAWA_RETREAT);
  flow_apply (&f, QB_ACT_OTTAWA_RETREAT, 0, QB_BE, 0);
  g_assert_cmpint (assert_event (&f, QB_EV_RETREAT, QB_FR_OTTAWA, 224)->zone, ==, QB_BE);
  flow_end (&f);
}

/* 22.3: a scout of Levis shows the French four of its five British blocks,
 * no fire; they stay known the next move (R18). */
static void
test_22_scout (gconstpointer p)
{
  QbtGame g;
  Flow f;
  guint known = 0;
  QbView v;

  const int british[] = { 8, 9, 10, 11, 12 };

  ottawa_position (&g, QBT_ED (p), british, G_N_ELEMENTS (british));
  flow_start (&f, &g);
  for (int b = 8; b <= 12; b++)
    assert_hidden_from (&f, QB_FRENCH, b);
  flow_apply (&f, QB_ACT_ORDER_OTTAWA, 0, QB_LE, QB_MISSION_SCOUT);
  g_assert_cmpuint (flow_count (&f, QB_EV_SCOUT), ==, 4);
  g_assert_cmpuint (flow_count (&f, QB_EV_FIRE), ==, 0);
  qb_game_view (f.game, QB_FRENCH, &v);
  for (int b = 8; b <= 12; b++)
    if (v.blocks[b].cv != QB_UNKNOWN)
      {
        known++;
        g_assert_cmpint (assert_event (&f, QB_EV_SCOUT, b, 223)->cv, ==, v.blocks[b].cv);
        g_assert_cmpint (v.blocks[b].loc, ==, QB_LE);
      }
  g_assert_cmpuint (known, ==, 4);
  flow_apply (&f, QB_ACT_OTTAWA_RETREAT, 0, QB_SF, 0);
  g_assert_cmpint (qb_game_get_move (f.game), ==, 2);
  qb_game_view (f.game, QB_FRENCH, &v);
  known = 0;
  for (int b = 8; b <= 12; b++)
    known += v.blocks[b].cv != QB_UNKNOWN;
  g_assert_cmpuint (known, ==, 4);
  flow_end (&f);
}

/* ---- 10.3 A leader's double, 10.2 decoys (classic) ----------------------- */

/* Wolfe fires in a skirmish and rolls a double: his hit lands, then he
 * dies; both sides see it. */
static void
test_10_3_leader (void)
{
  QbtGame g;
  Flow f;

  qbt_setup (&g, QB_EDITION_REVISED);
  qbt_put (&g, QB_BR_WOLFE, QB_LE, 0);
  qbt_put (&g, 14, QB_LE, 0);
  qbt_put (&g, 26, QB_ET, 0);
  qbt_start (&g, 1);
  qbt_order (&g, QB_BR_WOLFE, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 14, QB_ET, QB_MODE_LAND);
  qbt_both_stand (&g);
  QBT_DICE (&g, 1, 1, 1);
  qbt_apply (&g, QB_ACT_FIRE, 26, 0, 0);
  flow_start (&f, &g);
  flow_apply (&f, QB_ACT_STAND, 0, 0, 0);
  QBB_DICE (f.game, 6, 6);
  flow_apply (&f, QB_ACT_FIRE, QB_BR_WOLFE, 0, 0);
  g_assert_cmpint (assert_event (&f, QB_EV_FIRE, QB_BR_WOLFE, 142)->ndice, ==, 2);
  g_assert_cmpuint (flow_count (&f, QB_EV_HIT), ==, 2);
  assert_event (&f, QB_EV_LEADER_KILLED, QB_BR_WOLFE, 103);
  assert_event (&f, QB_EV_ELIMINATED, QB_BR_WOLFE, 103);
  for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
    {
      QbView v;

      qb_game_view (f.game, side, &v);
      g_assert_cmpint (v.blocks[QB_BR_WOLFE].loc, ==, QB_LOC_ELIMINATED);
      g_assert_cmpint (v.blocks[26].cv, ==, 1);
    }
  flow_end (&f);
}

/* Classic 10.2: decoys on both sides are removed before the deployment,
 * shown to both, and are not deployed. */
static void
test_10_2_decoys (void)
{
  QbtGame g;
  Flow f;

  qbt_setup (&g, QB_EDITION_CLASSIC);
  for (int b = 0; b < 3; b++)
    qbt_put (&g, b, QB_LE, 0);
  qbt_put (&g, 13, QB_LE, 0);
  for (int b = 26; b < 29; b++)
    qbt_put (&g, b, QB_ET, 0);
  qbt_put (&g, 45, QB_ET, 0);
  qbt_start (&g, 1);
  for (int b = 0; b < 3; b++)
    qbt_order (&g, b, QB_ET, QB_MODE_LAND);
  qbt_order (&g, 13, QB_ET, QB_MODE_LAND);
  qbt_done (&g);
  flow_start (&f, &g);
  assert_hidden_from (&f, QB_BRITISH, 45);
  flow_apply (&f, QB_ACT_ORDER_DONE, 0, 0, 0);
  assert_event (&f, QB_EV_DECOYS_REMOVED, 13, 102);
  assert_event (&f, QB_EV_DECOYS_REMOVED, 45, 102);
  for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
    {
      QbView v;

      qb_game_view (f.game, side, &v);
      g_assert_cmpint (v.blocks[13].loc, ==, QB_LOC_ELIMINATED);
      g_assert_cmpint (v.blocks[45].loc, ==, QB_LOC_ELIMINATED);
    }
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_DEPLOY);
  flow_refused (&f, QB_ACT_DEPLOY, 45, 0, 0);
  flow_apply (&f, QB_ACT_DEPLOY, 26, 0, 0);
  flow_end (&f);
}

/* ---- 17.2 An amphibious retreat ---------------------------------------- */

/* Five British blocks (1 CV) defend Levis against three French from
 * Etchemin, two ships in the St. Laurent: they retreat by river to Ile
 * d'Orleans, two blocks of their choice go (17.2: what the boats carry),
 * the French fire in pursuit. */
static void
test_17_2_amphibious_retreat (gconstpointer p)
{
  QbtGame g;
  Flow f;

  qbt_levis_retreat_by_river (&g, QBT_ED (p));
  flow_start (&f, &g);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_RETREAT);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_BRITISH);
  flow_apply (&f, QB_ACT_RETREAT, 0, QB_OR, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_EMBARK);
  flow_refused (&f, QB_ACT_EMBARK_DONE, 0, 0, 0);
  flow_apply (&f, QB_ACT_EMBARK, 12, 0, 0);
  QBB_DICE (f.game, 6, 1, 1);
  flow_apply (&f, QB_ACT_EMBARK, 9, 0, 0);
  g_assert_cmpint (assert_event (&f, QB_EV_RETREAT, -1, 172)->zone, ==, QB_OR);
  g_assert_cmpint (qb_game_get_state (f.game)->blocks[12].loc, ==, QB_OR);
  g_assert_cmpint (qb_game_get_state (f.game)->blocks[9].loc, ==, QB_OR);
  /* 17.2 (R17): a retreat by water, not a rout: pursuit at single
   * strength by each French block, on the blocks that went. */
  g_assert_cmpuint (flow_count (&f, QB_EV_PURSUIT), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const QbEvent *e = flow_event (&f, QB_EV_PURSUIT, -1, i);

      g_assert_cmpint (e->rule, ==, 172);
      g_assert_cmpint (e->why, ==, QB_WHY_RETREAT_ACROSS);
      g_assert_cmpint (e->b, ==, 0);
      g_assert_cmpint (e->ndice, ==, 1);
    }
  g_assert_cmpint (qb_game_get_phase (f.game), ==, QB_PHASE_ALLOCATE);
  g_assert_cmpint (qb_game_get_decider (f.game), ==, QB_BRITISH);
  flow_refused (&f, QB_ACT_HIT, 8, 0, 0);   /* stayed behind: not pursued */
  flow_apply (&f, QB_ACT_HIT, 12, 0, 0);
  assert_event (&f, QB_EV_ELIMINATED, 12, 24);
  /* Those the boats could not carry fight on at Levis. */
  g_assert_true (qb_game_get_state (f.game)->battle.active);
  {
    const int stayed[] = { 8, 10, 11 };

    for (guint i = 0; i < G_N_ELEMENTS (stayed); i++)
      assert_seen_by (&f, QB_FRENCH, stayed[i], qb_game_get_state (f.game)->blocks[stayed[i]].slot, 1);
  }
  {
    QbView v;

    qb_game_view (f.game, QB_FRENCH, &v);
    g_assert_cmpint (v.blocks[12].loc, ==, QB_LOC_ELIMINATED);
    g_assert_cmpint (v.count[QB_BRITISH][QB_LE], ==, 3);
  }
  flow_end (&f);
}

#define ADD_BOTH(path, fn) do { \
    g_test_add_data_func ("/model/battle/" path "/revised", GINT_TO_POINTER (QB_EDITION_REVISED), (fn)); \
    g_test_add_data_func ("/model/battle/" path "/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), (fn)); \
  } while (0)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ADD_BOTH ("12.1/deployment-limits", test_12_deployment);
  ADD_BOTH ("18.0/skirmish", test_18_skirmish);
  ADD_BOTH ("13.1/reserve-and-hits", test_13_reserve_and_hits);
  ADD_BOTH ("15.1/retreat", test_15_retreat);
  ADD_BOTH ("16.3/rout-pursuit-discount", test_16_rout_pursuit);
  ADD_BOTH ("17.1/landing-doubled", test_17_landing);
  ADD_BOTH ("17.2/amphibious-retreat", test_17_2_amphibious_retreat);
  ADD_BOTH ("22.2/raid", test_22_raid);
  ADD_BOTH ("22.3/scout", test_22_scout);
  g_test_add_func ("/model/battle/10.3/leader-double/revised", test_10_3_leader);
  g_test_add_func ("/model/battle/10.2/decoys-removed/classic", test_10_2_decoys);
  return g_test_run ();
}
