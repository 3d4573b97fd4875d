/* Engine-wide properties: determinism, hidden information, self-play. */
#include "qb-test-util.h"
#include "qb-data.h"

static void
random_game (QbState *s, QbEvent *events, size_t cap, size_t *n_events, uint64_t seed,
             int edition, int tides, uint32_t stop_after)
{
  QbOptions opt;
  QbEventSink sink = { events, 0, cap, 0 };
  QbAction acts[QB_MAX_ACTIONS];
  QbRng chooser;
  qb_options_default (&opt);
  opt.edition = (uint8_t) edition;
  opt.tides = (uint8_t) tides;
  qb_init (s, &opt, seed, events ? &sink : NULL);
  qb_rng_seed (&chooser, seed, 99);
  while (!qb_is_over (s) && s->actions < stop_after)
    {
      size_t n = qb_legal_actions (s, acts, QB_MAX_ACTIONS);
      g_assert_cmpuint (n, >, 0);
      g_assert_true (qb_apply (s, acts[qb_rng_below (&chooser, (uint32_t) n)], events ? &sink : NULL, NULL));
    }
  if (n_events)
    *n_events = sink.len;
}

/* Same seed and same actions: byte-identical states and event streams. */
static void
test_determinism (void)
{
  static QbEvent ev1[200000], ev2[200000];
  for (uint64_t seed = 1; seed <= 20; seed++)
    {
      QbState a, b;
      size_t n1, n2;
      random_game (&a, ev1, G_N_ELEMENTS (ev1), &n1, seed, (int) (seed % 2), (int) (seed % 3 == 0), UINT32_MAX);
      random_game (&b, ev2, G_N_ELEMENTS (ev2), &n2, seed, (int) (seed % 2), (int) (seed % 3 == 0), UINT32_MAX);
      g_assert_true (qb_is_over (&a));
      g_assert_cmpint (memcmp (&a, &b, sizeof a), ==, 0);
      g_assert_cmpuint (n1, ==, n2);
      g_assert_cmpint (memcmp (ev1, ev2, n1 * sizeof ev1[0]), ==, 0);
    }
}

/* Same seed, same actions: byte-identical states and events at every step.
 * The actions are picked among the legal ones by a fixed test RNG. */
static void
run_twin_games (int edition, int tides, uint64_t seed)
{
  QbtGame *a = g_new0 (QbtGame, 1), *b = g_new0 (QbtGame, 1);
  QbtGame *games[2] = { a, b };
  for (int i = 0; i < 2; i++)
    {
      QbtGame *g = games[i];
      qb_options_default (&g->opt);
      g->opt.edition = (uint8_t) edition;
      g->opt.tides = (uint8_t) tides;
      g->sink.events = g->events;
      g->sink.cap = QBT_MAX_EVENTS;
      qb_init (&g->s, &g->opt, seed, &g->sink);
    }
  g_assert_true (memcmp (&a->s, &b->s, sizeof a->s) == 0);
  g_assert_cmpuint (a->sink.len, ==, b->sink.len);
  g_assert_true (memcmp (a->events, b->events, a->sink.len * sizeof (QbEvent)) == 0);

  QbRng pick;
  qb_rng_seed (&pick, seed ^ 0x9e3779b97f4a7c15ULL, 7);
  static QbAction acts[QB_MAX_ACTIONS];
  int steps = 0, battles = 0;
  while (!qb_is_over (&a->s) && steps < 30000)
    {
      size_t n = qb_legal_actions (&b->s, acts, QB_MAX_ACTIONS);
      g_assert_cmpuint (n, >, 0);
      g_assert_cmpuint (qb_legal_actions (&a->s, acts, QB_MAX_ACTIONS), ==, n);
      QbAction act = acts[qb_rng_below (&pick, (uint32_t) n)];
      /* Favour finishing orders, so that the game moves on. */
      if (a->s.phase == QB_PHASE_ORDERS && qb_rng_below (&pick, 3) == 0
          && qbt_legal (a, QB_ACT_ORDER_DONE, 0, 0, 0))
        act = qbt_act (QB_ACT_ORDER_DONE, 0, 0, 0);
      qbt_clear_events (a);
      qbt_clear_events (b);
      qbt_apply (a, act.type, act.a, act.b, act.c);
      qbt_apply (b, act.type, act.a, act.b, act.c);
      if (memcmp (&a->s, &b->s, sizeof a->s) != 0)
        g_error ("states differ after step %d (%s)", steps, qb_action_type_name (act.type));
      g_assert_cmpuint (a->sink.len, ==, b->sink.len);
      g_assert_cmpuint (a->sink.dropped, ==, 0);
      if (memcmp (a->events, b->events, a->sink.len * sizeof (QbEvent)) != 0)
        g_error ("events differ after step %d", steps);
      battles += qbt_count_events (a, QB_EV_BATTLE);
      steps++;
    }
  g_assert_cmpint (a->s.move, >=, 2);
  g_test_message ("%d steps, move %d, %d battles, over=%d", steps, a->s.move, battles,
                  qb_is_over (&a->s));
  g_free (a);
  g_free (b);
}

static void
test_determinism_same_seed_same_state (void)
{
  /* The seed matters: a different one gives different dice. */
  QbtGame x, y;
  qbt_full_init (&x, QB_EDITION_REVISED, 1759);
  qbt_full_init (&y, QB_EDITION_REVISED, 1760);
  g_assert_true (memcmp (&x.s.rng, &y.s.rng, sizeof x.s.rng) != 0);
  qbt_full_init (&y, QB_EDITION_REVISED, 1759);
  g_assert_true (memcmp (&x.s, &y.s, sizeof x.s) == 0);

  run_twin_games (QB_EDITION_REVISED, 0, 1759);
  run_twin_games (QB_EDITION_CLASSIC, 1, 42);
  run_twin_games (QB_EDITION_REVISED, 1, 20240613);
}

/* A different seed gives a different game (the RNG is really used). */
static void
test_seed_matters (void)
{
  QbState a, b;
  random_game (&a, NULL, 0, NULL, 1, QB_EDITION_REVISED, 1, UINT32_MAX);
  random_game (&b, NULL, 0, NULL, 2, QB_EDITION_REVISED, 1, UINT32_MAX);
  g_assert_cmpint (memcmp (&a, &b, sizeof a), !=, 0);
}

/* Copying the state is a complete snapshot: continuing from a copy gives
 * the same result as continuing the original. */
static void
test_snapshot (void)
{
  QbState s;
  random_game (&s, NULL, 0, NULL, 5, QB_EDITION_CLASSIC, 0, 150);
  QbState copy = s;
  QbAction acts[QB_MAX_ACTIONS];
  for (int i = 0; i < 100 && !qb_is_over (&s); i++)
    {
      size_t n = qb_legal_actions (&s, acts, QB_MAX_ACTIONS);
      QbAction a = acts[(size_t) i % n];
      g_assert_true (qb_apply (&s, a, NULL, NULL));
      g_assert_true (qb_apply (&copy, a, NULL, NULL));
    }
  g_assert_cmpint (memcmp (&s, &copy, sizeof s), ==, 0);
}

/* The British view after the French deployment is the same whichever French
 * blocks stand where: every permutation of the French identities over the
 * same positions gives a byte-identical view. */
static void
test_view_hides_french_identities (void)
{
  for (int edition = 0; edition < 2; edition++)
    {
      QbtGame g;
      QbView base;
      qbt_begin (&g, edition);
      qbt_put_british_reserve (&g, QB_OR);
      int zones[] = { QB_LE, QB_BE, QB_SC, QB_MO, QB_AB };
      for (int b = 25; b < 50; b++)
        qbt_put (&g, b, zones[b % 5], 0);
      qbt_start (&g, 3);
      qb_view (&g.s, QB_BRITISH, &base);
      for (int b = 25; b < 50; b++)
        {
          g_assert_cmpint (base.blocks[b].loc, ==, QB_UNKNOWN);
          g_assert_cmpint (base.blocks[b].cv, ==, QB_UNKNOWN);
          g_assert_cmpint (base.blocks[b].type, ==, QB_UNKNOWN);
        }
      g_assert_cmpint (base.count[QB_FRENCH][QB_LE], ==, 5);

      GRand *rand = g_rand_new_with_seed (42);
      for (int round = 0; round < 200; round++)
        {
          QbState perm = g.s;
          QbView v;
          /* Shuffle the French records (position, strength, flags) across
           * the French identities. */
          for (int i = 49; i > 25; i--)
            {
              int j = g_rand_int_range (rand, 25, i + 1);
              QbBlock t = perm.blocks[i];
              perm.blocks[i] = perm.blocks[j];
              perm.blocks[j] = t;
            }
          qb_view (&perm, QB_BRITISH, &v);
          g_assert_cmpint (memcmp (&base, &v, sizeof v), ==, 0);
        }
      g_rand_free (rand);
    }
}

/* The same through whole random games, for both viewers, at every step:
 * battles reveal some blocks, which must then stay fixed. */
static void
test_view_hides_in_play (void)
{
  char msg[256];
  for (uint64_t seed = 100; seed < 140; seed++)
    {
      QbState s;
      QbOptions opt;
      QbAction acts[QB_MAX_ACTIONS];
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&chooser, seed, 7);
      while (!qb_is_over (&s))
        {
          for (int viewer = 0; viewer < 2; viewer++)
            for (uint32_t salt = 0; salt < 3; salt++)
              if (!qb_check_view_hides (&s, viewer, salt * 7919u + s.actions, msg, sizeof msg))
                g_error ("seed %" G_GUINT64_FORMAT " action %u: %s", seed, s.actions, msg);
          size_t n = qb_legal_actions (&s, acts, QB_MAX_ACTIONS);
          g_assert_true (qb_apply (&s, acts[qb_rng_below (&chooser, (uint32_t) n)], NULL, NULL));
        }
    }
}

/* The public view (what both players know) hides the hidden blocks of both
 * sides: permuting either side's hidden identities leaves it unchanged. */
static void
test_public_view (void)
{
  QbAction acts[QB_MAX_ACTIONS];
  for (uint64_t seed = 300; seed < 310; seed++)
    {
      QbState s;
      QbOptions opt;
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&chooser, seed, 11);
      while (!qb_is_over (&s))
        {
          QbView base, v;
          qb_view (&s, QB_PUBLIC, &base);
          for (int side = 0; side < 2; side++)
            {
              QbState perm = s;
              int hidden[QB_BLOCKS_PER_SIDE], n = 0;
              for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
                if (base.blocks[b].loc == QB_UNKNOWN)
                  hidden[n++] = b;
              for (int i = 0; i < n; i++)
                perm.blocks[hidden[i]] = s.blocks[hidden[(i + 1) % n]];
              qb_recount (&perm);   /* the view reads the state's caches */
              qb_view (&perm, QB_PUBLIC, &v);
              g_assert_cmpint (memcmp (&base, &v, sizeof v), ==, 0);
            }
          /* Orders being written are always private; firing never is. */
          if (s.phase == QB_PHASE_ORDERS || s.phase == QB_PHASE_DEPLOY || s.phase == QB_PHASE_TRANSFER)
            g_assert_true (qb_decision_is_private (&s));
          if (s.phase == QB_PHASE_FIRE || s.phase == QB_PHASE_RETREAT || s.phase == QB_PHASE_CHOOSE_BATTLE)
            g_assert_false (qb_decision_is_private (&s));
          size_t n = qb_legal_actions (&s, acts, QB_MAX_ACTIONS);
          g_assert_true (qb_apply (&s, acts[qb_rng_below (&chooser, (uint32_t) n)], NULL, NULL));
        }
    }
}

/* Scribbles over a side's written order (the order and each block's part
 * in it), keeping only whether it is written, which both sides know. */
static void
scramble_orders (QbState *s,
                 int      side,
                 GRand   *rand)
{
  QbOrder *o = &s->order[side];

  o->origin = g_rand_boolean (rand) ? QB_LOC_NONE : (uint8_t) g_rand_int_range (rand, 0, QB_NUM_ZONES);
  o->ottawa_dest = g_rand_boolean (rand) ? QB_LOC_NONE : (uint8_t) g_rand_int_range (rand, 0, QB_NUM_ZONES);
  o->mission = (uint8_t) g_rand_int_range (rand, 0, 3);
  o->ships = (uint8_t) g_rand_boolean (rand);
  o->amph[0] = (uint8_t) g_rand_int_range (rand, 0, 5);
  o->amph[1] = (uint8_t) g_rand_int_range (rand, 0, 5);
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    {
      s->blocks[b].order_dest = g_rand_boolean (rand)
        ? QB_LOC_NONE : (uint8_t) g_rand_int_range (rand, 0, QB_NUM_ZONES + 2);
      s->blocks[b].order_mode = (uint8_t) g_rand_int_range (rand, QB_MODE_NONE, QB_MODE_SPECIAL + 1);
    }
}

/* A side's view carries its own written order block by block (what the
 * order summary and the board's marks read), and the amphibious capacity
 * it may use; it never depends on the enemy's order: scribbling over the
 * enemy's draft leaves it byte for byte the same, and the public view the
 * same whatever either side wrote. Through random games, at every step. */
static void
test_view_hides_enemy_orders (void)
{
  QbAction acts[QB_MAX_ACTIONS];
  GRand *rand = g_rand_new_with_seed (1759);
  guint own_parts = 0;

  for (uint64_t seed = 500; seed < 520; seed++)
    {
      QbState s;
      QbOptions opt;
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      opt.tides = (uint8_t) (seed % 3 == 0);
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&chooser, seed, 13);
      while (!qb_is_over (&s))
        {
          for (int viewer = QB_BRITISH; viewer <= QB_FRENCH; viewer++)
            {
              QbView base, v;
              int enemy = 1 - viewer;

              qb_view (&s, viewer, &base);
              g_assert_cmpint (memcmp (&base.own_order, &s.order[viewer], sizeof base.own_order), ==, 0);
              for (int area = 0; area < 2; area++)
                g_assert_cmpint (base.amph_capacity[area], ==, qb_amphibious_capacity (&s, viewer, area));
              for (int b = 0; b < QB_NUM_BLOCKS; b++)
                if (QB_BLOCK_SIDE (b) == viewer)
                  {
                    g_assert_cmpint (base.blocks[b].order_dest, ==, s.blocks[b].order_dest);
                    if (s.blocks[b].order_dest != QB_LOC_NONE)
                      {
                        g_assert_cmpint (base.blocks[b].order_mode, ==, s.blocks[b].order_mode);
                        own_parts++;
                      }
                  }
                else
                  g_assert_cmpint (base.blocks[b].order_dest, ==, QB_LOC_NONE);

              for (int round = 0; round < 3; round++)
                {
                  QbState copy = s;
                  scramble_orders (&copy, enemy, rand);
                  qb_view (&copy, viewer, &v);
                  g_assert_cmpint (memcmp (&base, &v, sizeof v), ==, 0);
                }
            }
          {
            QbView base, v;
            QbState copy = s;

            qb_view (&s, QB_PUBLIC, &base);
            scramble_orders (&copy, QB_BRITISH, rand);
            scramble_orders (&copy, QB_FRENCH, rand);
            qb_view (&copy, QB_PUBLIC, &v);
            g_assert_cmpint (memcmp (&base, &v, sizeof v), ==, 0);
            g_assert_cmpint (base.own_order.origin, ==, QB_LOC_NONE);
            g_assert_cmpint (base.amph_capacity[0] + base.amph_capacity[1], ==, 0);
          }
          size_t n = qb_legal_actions (&s, acts, QB_MAX_ACTIONS);
          g_assert_true (qb_apply (&s, acts[qb_rng_below (&chooser, (uint32_t) n)], NULL, NULL));
        }
    }
  /* The games wrote orders, so the checks above saw some. */
  g_assert_cmpuint (own_parts, >, 100);
  g_rand_free (rand);
}

/* The open view (hiding off) carries the decider's order, as the decision
 * panel shows it. */
static void
test_open_view_carries_decider_order (void)
{
  QbtGame g;
  QbView v;

  qbt_begin (&g, QB_EDITION_REVISED);
  qbt_put_british_reserve (&g, QB_OR);
  qbt_put (&g, 26, QB_BE, 0);
  qbt_start (&g, 1);
  qbt_order (&g, 0, QB_BE, QB_MODE_AMPHIBIOUS);
  qb_view (&g.s, QB_NO_SIDE, &v);
  g_assert_cmpint (v.own_order.origin, ==, QB_OR);
  g_assert_cmpint (v.blocks[0].order_dest, ==, QB_BE);
  g_assert_cmpint (v.blocks[0].order_mode, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (v.amph_capacity[QB_BASON], ==, qb_amphibious_capacity (&g.s, QB_BRITISH, QB_BASON));
  g_assert_cmpint (v.amph_capacity[QB_BASON], >, 0);
  /* The French see none of it. */
  qb_view (&g.s, QB_FRENCH, &v);
  g_assert_cmpint (v.blocks[0].order_dest, ==, QB_LOC_NONE);
}

/* qb_random_action() picks exactly what listing the legal actions and
 * drawing an index with the same RNG picks, in every phase. */
static void
test_random_action_matches_list (void)
{
  QbAction acts[QB_MAX_ACTIONS];
  for (uint64_t seed = 1; seed <= 40; seed++)
    {
      QbState s;
      QbOptions opt;
      QbRng r1, r2;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      opt.tides = seed % 3 == 0;
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&r1, seed, 5);
      r2 = r1;
      while (!qb_is_over (&s))
        {
          QbAction picked;
          size_t n = qb_legal_actions (&s, acts, QB_MAX_ACTIONS);
          size_t m = qb_random_action (&s, &r2, &picked);
          QbAction listed = acts[qb_rng_below (&r1, (uint32_t) n)];
          g_assert_cmpuint (n, ==, m);
          g_assert_cmpint (memcmp (&picked, &listed, sizeof picked), ==, 0);
          QbState checked = s;
          g_assert_true (qb_apply (&checked, picked, NULL, NULL));
          qb_apply_trusted (&s, picked, NULL);
          g_assert_cmpint (memcmp (&checked, &s, sizeof s), ==, 0);
        }
    }
}

/* Anonymous events show the enemy where and how many, never which block;
 * private events (CV transfers) are not shown at all. */
static void
test_event_redaction (void)
{
  QbEvent ev;
  memset (&ev, 0, sizeof ev);
  ev.type = QB_EV_MOVE;
  ev.side = QB_FRENCH;
  QbEvent out;
  ev.block = 30;
  ev.cv = 3;
  ev.zone = QB_AB;
  ev.vis = QB_VIS_ANONYMOUS;
  g_assert_true (qb_event_for (&ev, QB_BRITISH, &out));
  g_assert_cmpint (out.block, ==, QB_UNKNOWN);
  g_assert_cmpint (out.cv, ==, QB_UNKNOWN);
  g_assert_cmpint (out.zone, ==, QB_AB);
  g_assert_true (qb_event_for (&ev, QB_FRENCH, &out));
  g_assert_cmpint (out.block, ==, 30);
  ev.vis = QB_VIS_PRIVATE;
  g_assert_false (qb_event_for (&ev, QB_BRITISH, &out));
  g_assert_true (qb_event_for (&ev, QB_FRENCH, &out));
}

/* Every event of a game names a rule section that exists (1.0 .. 24.0). */
static void
test_events_cite_rules (void)
{
  static QbEvent ev[200000];
  size_t n;
  QbState s;
  random_game (&s, ev, G_N_ELEMENTS (ev), &n, 9, QB_EDITION_REVISED, 1, UINT32_MAX);
  g_assert_cmpuint (n, >, 100);
  for (size_t i = 0; i < n; i++)
    {
      g_assert_cmpint (ev[i].type, >, QB_EV_NONE);
      g_assert_cmpint (ev[i].type, <, QB_NUM_EVENT_TYPES);
      g_assert_cmpint (ev[i].rule, >=, 10);
      g_assert_cmpint (ev[i].rule, <=, 240);
      g_assert_cmpint (ev[i].rule % 10, <=, 5);
    }
}

static void
selfplay (int edition, int tides, uint64_t first, uint64_t games)
{
  char msg[256];
  QbAction acts[QB_MAX_ACTIONS];
  uint64_t wins[3] = { 0, 0, 0 };
  for (uint64_t seed = first; seed < first + games; seed++)
    {
      QbState s, prev;
      QbOptions opt;
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) edition;
      opt.tides = (uint8_t) tides;
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&chooser, seed, 0x706c6179ULL);
      while (!qb_is_over (&s))
        {
          size_t n = qb_legal_actions (&s, acts, QB_MAX_ACTIONS);
          if (n == 0)
            g_error ("seed %" G_GUINT64_FORMAT ": dead end", seed);
          prev = s;
          g_assert_true (qb_apply (&s, acts[qb_rng_below (&chooser, (uint32_t) n)], NULL, NULL));
          if (!qb_check_invariants (&prev, &s, msg, sizeof msg))
            g_error ("seed %" G_GUINT64_FORMAT " action %u: %s", seed, s.actions, msg);
          g_assert_cmpuint (s.actions, <, 100000);
        }
      g_assert_cmpint (s.move, <=, 16);
      wins[s.winner]++;
    }
  g_assert_cmpuint (wins[0] + wins[1], ==, games);
  g_assert_cmpuint (wins[2], ==, 0);
}

static void
test_selfplay_revised (void)
{
  selfplay (QB_EDITION_REVISED, 0, 1, 1000);
  selfplay (QB_EDITION_REVISED, 1, 5001, 1000);
}

static void
test_selfplay_classic (void)
{
  selfplay (QB_EDITION_CLASSIC, 0, 1, 1000);
  selfplay (QB_EDITION_CLASSIC, 1, 5001, 1000);
}

/* Block keys used by files are unique per edition and round-trip. */
static void
test_block_keys (void)
{
  for (int edition = 0; edition < 2; edition++)
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      {
        const char *key = qb_block_key (edition, b);
        g_assert_nonnull (key);
        g_assert_cmpint (qb_block_from_key (edition, key), ==, b);
        g_assert_true (g_str_has_prefix (key, b < QB_BLOCKS_PER_SIDE ? "br-" : "fr-"));
      }
  g_assert_cmpint (qb_block_from_key (QB_EDITION_CLASSIC, "br-wolfe"), ==, -1);
  g_assert_cmpint (qb_block_from_key (QB_EDITION_REVISED, "nonsense"), ==, -1);
  for (int t = 1; t < QB_NUM_ACTION_TYPES; t++)
    g_assert_cmpint (qb_action_type_from_name (qb_action_type_name (t)), ==, t);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    g_assert_cmpint (qb_zone_from_code (qb_zone_code (z)), ==, z);
}

/* 1.1, 6.1, 7.1: the map data is consistent: roads are symmetric, the area
 * masks agree with each zone's area, Ste. Foy is landlocked, Abraham is not
 * on the Bason, Ile d'Orleans has no road. */
static void
test_map_data (void)
{
  for (int a = 0; a < QB_NUM_ZONES; a++)
    {
      for (int b = 0; b < QB_NUM_ZONES; b++)
        g_assert_cmpint (qb_road_between (a, b), ==, qb_road_between (b, a));
      for (int area = 0; area < 2; area++)
        g_assert_cmpint ((qb_area_zones[area] >> a) & 1, ==, qb_zone_area (a) == area);
    }
  g_assert_cmpint (qb_zone_area (QB_SF), ==, QB_NO_AREA);
  g_assert_cmpint (qb_zone_area (QB_AB), ==, QB_STLAURENT);
  g_assert_cmpint (qb_roads (QB_OR), ==, 0);
  g_assert_true (qb_road_between (QB_LE, QB_ET));
  g_assert_true (qb_road_between (QB_SC, QB_AB));
  g_assert_false (qb_road_between (QB_SI, QB_SF));
  g_assert_false (qb_road_between (QB_SC, QB_SF));
}

/* The leader and ship masks and the view's type words of qb-data.c agree
 * with the rosters. */
static void
test_type_masks (void)
{
  for (int ed = 0; ed < 2; ed++)
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      {
        int side = QB_BLOCK_SIDE (b), i = b - QB_FIRST_BLOCK (side);
        int type = qb_unit_info (ed, b)->type;
        g_assert_cmpint ((qb_leader_blocks[ed][side] >> i) & 1, ==, type == QB_TYPE_LEADER);
        g_assert_cmpint ((qb_ship_blocks[side] >> i) & 1, ==, type == QB_TYPE_SHIP);
        g_assert_cmpuint (qb_view_type_words[ed][b], ==,
                          (uint64_t) type << 16 | (uint64_t) QB_LOC_NONE << 40);
      }
}

/* The roster matches the published counts: 25 blocks a side, British 55 CV
 * (revised) / 47 (classic), French 53 / 48 (game-data.md). */
static void
test_roster_totals (void)
{
  int expect[2][2] = { { 55, 53 }, { 47, 48 } };
  for (int edition = 0; edition < 2; edition++)
    {
      QbState s;
      QbOptions opt;
      qb_options_default (&opt);
      opt.edition = (uint8_t) edition;
      qb_init (&s, &opt, 1, NULL);
      for (int side = 0; side < 2; side++)
        {
          int cv = 0;
          for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
            cv += qb_block_max_cv (&s, b);
          g_assert_cmpint (cv, ==, expect[edition][side]);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/determinism/same-seed-same-game", test_determinism);
  g_test_add_func ("/engine/determinism/same-seed-same-state",
                   test_determinism_same_seed_same_state);
  g_test_add_func ("/engine/determinism/seed-matters", test_seed_matters);
  g_test_add_func ("/engine/state/copy-is-snapshot", test_snapshot);
  g_test_add_func ("/engine/view/hides-french-identities", test_view_hides_french_identities);
  g_test_add_func ("/engine/view/hides-in-play", test_view_hides_in_play);
  g_test_add_func ("/engine/view/public-hides-both-sides", test_public_view);
  g_test_add_func ("/engine/view/hides-enemy-orders", test_view_hides_enemy_orders);
  g_test_add_func ("/engine/view/open-view-carries-decider-order", test_open_view_carries_decider_order);
  g_test_add_func ("/engine/events/redaction", test_event_redaction);
  g_test_add_func ("/engine/random-action/matches-list", test_random_action_matches_list);
  g_test_add_func ("/engine/data/block-keys", test_block_keys);
  g_test_add_func ("/engine/data/roster-totals", test_roster_totals);
  g_test_add_func ("/engine/data/map", test_map_data);
  g_test_add_func ("/engine/data/type-masks", test_type_masks);
  g_test_add_func ("/engine/events/cite-rules", test_events_cite_rules);
  g_test_add_func ("/engine/selfplay/revised-2000", test_selfplay_revised);
  g_test_add_func ("/engine/selfplay/classic-2000", test_selfplay_classic);
  return g_test_run ();
}
