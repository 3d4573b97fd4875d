/* test-ai.c: the computer players (src/ai) play fair, the same way every
 * time, and only legal actions. No display. */
#include <string.h>

#include <glib.h>

#include "qb-ai.h"
#include "qb-ai-private.h"
#include "qb-check.h"
#include "qb-data.h"

/* Small budgets: the tests check behaviour, not strength. The time limit
 * is far away so that the iteration budget alone ends every search (a
 * decision is reproducible only then). */
static const QbAiBudget tiny = { 24, 600000 };

/* The same state with the hidden blocks of `viewer`'s enemy exchanged
 * (each takes the record of another: place, CV, flags, written order) and
 * other dice to come: `viewer` cannot tell it from `s` (as in
 * tests/engine/test-sample.c). */
static void
exchange_hidden (const QbState *s, int viewer, uint32_t salt, QbState *out)
{
  QbView v;
  qb_view (s, viewer, &v);
  *out = *s;
  int hidden[QB_BLOCKS_PER_SIDE], n = 0;
  int first = QB_FIRST_BLOCK (1 - viewer);
  for (int b = first; b < first + QB_BLOCKS_PER_SIDE; b++)
    if (v.blocks[b].loc == QB_UNKNOWN)
      hidden[n++] = b;
  if (n >= 2)
    {
      int k = 1 + (int) (salt % (uint32_t) (n - 1));
      for (int i = 0; i < n; i++)
        out->blocks[hidden[i]] = s->blocks[hidden[(i + k) % n]];
    }
  qb_recount (out);
  qb_rng_seed (&out->rng, salt, 0x51554542ULL);
}

static bool
same_view (const QbState *a, const QbState *b, int viewer)
{
  QbView va, vb;
  qb_view (a, viewer, &va);
  qb_view (b, viewer, &vb);
  return memcmp (&va, &vb, sizeof va) == 0;
}

static bool
action_equal (QbAction a, QbAction b)
{
  return a.type == b.type && a.a == b.a && a.b == b.b && a.c == b.c;
}

static QbAction
choose_fresh (QbAiKind kind, uint64_t seed, const QbState *s, int side, const QbAiBudget *budget)
{
  QbAiPlayer *p = qb_ai_new (kind, seed);
  QbAction a = qb_ai_choose (p, s, side, budget, NULL);
  qb_ai_free (p);
  return a;
}

/* Random games, both editions, tides or not: at positions where the
 * decider has a choice, a state with the enemy's hidden blocks exchanged
 * and other dice to come gives every kind of player the same decision for
 * the same seed, and the same win chance. The pairs really differ in what
 * is hidden, or the test would prove nothing. Every kind and level, the
 * search ones with a small budget. */
static void
test_fairness (void)
{
  int pairs = 0, hidden_differ = 0;
  for (uint64_t seed = 1; seed <= 12; seed++)
    {
      QbOptions opt;
      QbState s;
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      opt.tides = (uint8_t) (seed % 3 == 0);
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&chooser, seed, 11);
      for (int step = 0; !qb_is_over (&s); step++)
        {
          QbAction acts[2];
          if (step % 9 == 0 && qb_legal_actions (&s, acts, 2) > 1)
            {
              int side = s.decider;
              QbState other;
              exchange_hidden (&s, side, (uint32_t) (seed * 7919 + (uint64_t) step), &other);
              g_assert_true (same_view (&s, &other, side));
              hidden_differ += memcmp (s.blocks, other.blocks, sizeof s.blocks) != 0;
              for (int k = QB_AI_RANDOM; k < QB_AI_NUM_KINDS; k++)
                {
                  uint64_t aseed = seed * 1000 + (uint64_t) step;
                  QbAction a = choose_fresh ((QbAiKind) k, aseed, &s, side, &tiny);
                  QbAction b = choose_fresh ((QbAiKind) k, aseed, &other, side, &tiny);
                  if (!action_equal (a, b))
                    g_error ("%s, seed %" G_GUINT64_FORMAT " step %d: %d/%d/%d/%d vs %d/%d/%d/%d",
                             qb_ai_kind_name ((QbAiKind) k), seed, step, a.type, a.a, a.b, a.c,
                             b.type, b.a, b.b, b.c);
                  g_assert_true (qb_is_legal (&s, a, NULL));
                  g_assert_true (qb_is_legal (&other, b, NULL));
                }
              if (pairs % 8 == 0)
                {
                  QbAiPlayer *p = qb_ai_new (QB_AI_EASY, seed);
                  double wa = qb_ai_win_chance (p, &s, side, &tiny);
                  double wb = qb_ai_win_chance (p, &other, side, &tiny);
                  g_assert_cmpfloat (wa, ==, wb);
                  g_assert_cmpfloat (wa, >=, 0.0);
                  g_assert_cmpfloat (wa, <=, 1.0);
                  /* The other side's estimate, while it does not decide. */
                  wa = qb_ai_win_chance (p, &s, 1 - side, &tiny);
                  g_assert_cmpfloat (wa, >=, 0.0);
                  g_assert_cmpfloat (wa, <=, 1.0);
                  qb_ai_free (p);
                }
              pairs++;
            }
          QbAction act;
          g_assert_cmpuint (qb_random_action (&s, &chooser, &act), >, 0);
          qb_apply_trusted (&s, act, NULL);
        }
    }
  g_test_message ("%d pairs, %d with different hidden blocks", pairs, hidden_differ);
  g_assert_cmpint (pairs, >, 300);
  g_assert_cmpint (hidden_differ, >, pairs / 2);
}

/* One player, one position, one budget: one decision, however often it
 * is asked and by however many players of that seed; another seed may
 * decide otherwise somewhere. */
static void
test_determinism (void)
{
  int positions = 0, seeds_differ = 0;
  for (uint64_t seed = 1; seed <= 4; seed++)
    {
      QbOptions opt;
      QbState s;
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&chooser, seed, 5);
      QbAiPlayer *p = qb_ai_new (QB_AI_EASY, 42);
      for (int step = 0; !qb_is_over (&s); step++)
        {
          QbAction acts[2];
          if (step % 13 == 0 && qb_legal_actions (&s, acts, 2) > 1)
            {
              QbAiStats st;
              QbAction a = qb_ai_choose (p, &s, s.decider, &tiny, &st);
              QbAction b = qb_ai_choose (p, &s, s.decider, &tiny, NULL);
              QbAction c = choose_fresh (QB_AI_EASY, 42, &s, s.decider, &tiny);
              QbAction d = choose_fresh (QB_AI_EASY, 43, &s, s.decider, &tiny);
              g_assert_true (action_equal (a, b));
              g_assert_true (action_equal (a, c));
              seeds_differ += !action_equal (a, d);
              g_assert_true (st.searched);
              g_assert_cmpuint (st.iterations, ==, tiny.iterations);
              g_assert_cmpfloat (st.win_chance, >=, 0.0);
              g_assert_cmpfloat (st.win_chance, <=, 1.0);
              positions++;
            }
          QbAction act;
          qb_random_action (&s, &chooser, &act);
          qb_apply_trusted (&s, act, NULL);
        }
      qb_ai_free (p);
    }
  g_assert_cmpint (positions, >, 50);
  g_assert_cmpint (seeds_differ, >, 0);
}

/* Plays a whole game with `kinds` on each side, checking that every
 * decision is legal in the true state and keeps the invariants. Returns
 * the number of decisions. */
static int
play_checked (const QbOptions *opt, uint64_t seed, const QbAiKind kinds[2], const QbAiBudget *budget)
{
  QbState s;
  QbAiPlayer *p[2] = { qb_ai_new (kinds[0], seed), qb_ai_new (kinds[1], seed + 1) };
  int decisions = 0;
  qb_init (&s, opt, seed, NULL);
  while (!qb_is_over (&s))
    {
      QbState before = s;
      const char *reason = NULL;
      char msg[256];
      int side = s.decider;
      QbAction a = qb_ai_choose (p[side], &s, side, budget, NULL);
      if (!qb_apply (&s, a, NULL, &reason))
        g_error ("%s, seed %" G_GUINT64_FORMAT ": illegal %d/%d/%d/%d: %s",
                 qb_ai_kind_name (kinds[side]), seed, a.type, a.a, a.b, a.c, reason);
      if (!qb_check_invariants (&before, &s, msg, sizeof msg))
        g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, msg);
      decisions++;
      g_assert_cmpint (decisions, <, 20000);
    }
  qb_ai_free (p[0]);
  qb_ai_free (p[1]);
  return decisions;
}

/* Thousands of decisions of the cheap players, in both seats and both
 * editions, all legal; whole games end. */
static void
test_legal_cheap (void)
{
  const QbAiKind pairs[][2] = {
    { QB_AI_GREEDY, QB_AI_RANDOM }, { QB_AI_RANDOM, QB_AI_GREEDY },
    { QB_AI_GREEDY, QB_AI_GREEDY },
  };
  int decisions = 0;
  for (uint64_t seed = 1; seed <= 24; seed++)
    {
      QbOptions opt;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      opt.tides = (uint8_t) (seed % 4 == 0);
      decisions += play_checked (&opt, seed, pairs[seed % 3], NULL);
    }
  g_assert_cmpint (decisions, >, 5000);
}

/* The search with a small budget against the cheap players: every
 * decision legal over whole games. */
static void
test_legal_search (void)
{
  const QbAiBudget small = { 8, 600000 };
  int decisions = 0;
  for (uint64_t seed = 1; seed <= 6; seed++)
    {
      QbOptions opt;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      opt.tides = (uint8_t) (seed % 3 == 0);
      QbAiKind kinds[2] = { seed % 2 ? QB_AI_EASY : QB_AI_GREEDY,
                            seed % 2 ? QB_AI_RANDOM : QB_AI_EASY };
      decisions += play_checked (&opt, seed, kinds, &small);
    }
  g_assert_cmpint (decisions, >, 1000);
}

/* Whole games at Easy with its own budget, both editions. */
static void
test_easy_games (void)
{
  const QbAiKind kinds[2] = { QB_AI_EASY, QB_AI_EASY };
  const QbAiBudget easy = { 0, 600000 };
  for (uint64_t seed = 1; seed <= 2; seed++)
    {
      QbOptions opt;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      opt.tides = (uint8_t) (seed == 2);
      g_assert_cmpint (play_checked (&opt, seed, kinds, &easy), >, 50);
    }
}

/* While the French write orders, the search writes a British order into
 * its samples: the result is a state the French cannot tell from the
 * sample (the same French view), keeps the invariants, the French draft
 * stays, and the British really order something in most cases. */
static void
test_resample_british_order (void)
{
  int tried = 0, ordered = 0;
  for (uint64_t seed = 1; seed <= 30; seed++)
    {
      QbOptions opt;
      QbState s;
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      opt.tides = (uint8_t) (seed % 3 == 0);
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&chooser, seed, 13);
      while (!qb_is_over (&s))
        {
          if (s.phase == QB_PHASE_ORDERS && s.decider == QB_FRENCH)
            {
              QbState det, before;
              QbRng rng;
              char msg[256];
              g_assert_true (qb_state_sample_hidden (&s, QB_FRENCH, seed + s.actions, &det));
              before = det;
              qb_rng_seed (&rng, seed, s.actions);
              qb_ai_resample_british_order (&det, &rng, 100);
              g_assert_true (same_view (&before, &det, QB_FRENCH));
              if (!qb_check_invariants (NULL, &det, msg, sizeof msg))
                g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, msg);
              bool any = false;
              for (int b = 0; b < QB_BLOCKS_PER_SIDE; b++)
                any |= det.blocks[b].order_dest != QB_LOC_NONE;
              ordered += any;
              tried++;
            }
          QbAction act;
          qb_random_action (&s, &chooser, &act);
          qb_apply_trusted (&s, act, NULL);
        }
    }
  g_test_message ("%d samples, %d with a British order", tried, ordered);
  g_assert_cmpint (tried, >, 200);
  g_assert_cmpint (ordered, >, tried / 3);
}

/* The facts the heuristics share, against their definitions: road steps
 * to Abraham by a search of the roads (the table is written out in
 * qb-ai-eval.c), units other than decoys per zone counted block by block
 * (qb_ai_facts() reads the state's counts), over random games of both
 * editions. */
static void
test_facts (void)
{
  int steps[QB_NUM_ZONES];
  for (int z = 0; z < QB_NUM_ZONES; z++)
    steps[z] = z == QB_AB ? 0 : 99;
  for (int step = 1; step < QB_NUM_ZONES; step++)
    for (int z = 0; z < QB_NUM_ZONES; z++)
      if (steps[z] == 99)
        for (int y = 0; y < QB_NUM_ZONES; y++)
          if (steps[y] == step - 1 && qb_road_between (z, y))
            steps[z] = step;

  for (uint64_t seed = 1; seed <= 6; seed++)
    {
      QbOptions opt;
      QbState s;
      QbRng rng;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&rng, seed, 5);
      while (!qb_is_over (&s))
        {
          QbAiFacts f;
          int real[2][QB_NUM_ZONES] = { { 0 } };
          qb_ai_facts (&s, &f);
          for (int b = 0; b < QB_NUM_BLOCKS; b++)
            if (s.blocks[b].loc < QB_NUM_ZONES && qb_block_type (&s, b) != QB_TYPE_DECOY)
              real[QB_BLOCK_SIDE (b)][s.blocks[b].loc]++;
          g_assert_cmpmem (f.zone_real, sizeof f.zone_real, real, sizeof real);
          g_assert_cmpmem (f.dist_ab, sizeof f.dist_ab, steps, sizeof steps);
          QbAction a;
          g_assert_cmpuint (qb_random_action (&s, &rng, &a), >, 0);
          qb_apply_trusted (&s, a, NULL);
        }
    }
}

/* Names, and a side that does not decide gets no action. */
static void
test_api (void)
{
  for (int k = 0; k < QB_AI_NUM_KINDS; k++)
    {
      QbAiKind back;
      g_assert_true (qb_ai_kind_from_name (qb_ai_kind_name ((QbAiKind) k), &back));
      g_assert_cmpint (back, ==, k);
    }
  QbAiKind kind;
  g_assert_true (qb_ai_kind_from_name ("hard", &kind));
  g_assert_cmpint (kind, ==, QB_AI_HARD);
  g_assert_false (qb_ai_kind_from_name ("ai:expert", &kind));
  g_assert_false (qb_ai_kind_from_name (NULL, &kind));

  QbOptions opt;
  QbState s;
  qb_options_default (&opt);
  qb_init (&s, &opt, 1, NULL);
  g_assert_cmpint (s.decider, ==, QB_FRENCH);
  QbAiPlayer *p = qb_ai_new (QB_AI_GREEDY, 1);
  g_assert_cmpint (qb_ai_choose (p, &s, QB_BRITISH, NULL, NULL).type, ==, QB_ACT_NONE);
  g_assert_cmpint (qb_ai_choose (p, &s, QB_FRENCH, NULL, NULL).type, ==, QB_ACT_PLACE);
  qb_ai_free (p);
}

typedef struct
{
  uint32_t calls;
  uint32_t last_done;
  uint32_t stop_at;     /* stop once this many iterations are done (0: never) */
} Poll;

static bool
poll_cb (void *data, uint32_t done, uint32_t limit)
{
  Poll *poll = data;
  g_assert_cmpuint (done, <=, limit);
  g_assert_cmpuint (done, >=, poll->last_done);
  g_assert_cmpuint (done % QB_AI_POLL_ITERATIONS, ==, 0);
  poll->calls++;
  poll->last_done = done;
  return poll->stop_at == 0 || done < poll->stop_at;
}

/* The budget's poll hook (the app's progress and cancellation): asked
 * every QB_AI_POLL_ITERATIONS iterations, it changes nothing while it
 * lets the search go on, and stops it where it says, with a legal action. */
static void
test_poll (void)
{
  QbOptions opt;
  QbState s;
  QbRng chooser;
  int positions = 0;

  qb_options_default (&opt);
  qb_init (&s, &opt, 77, NULL);
  qb_rng_seed (&chooser, 77, 5);
  for (int step = 0; !qb_is_over (&s) && positions < 4; step++)
    {
      QbAction acts[2];
      if (step % 17 == 0 && qb_legal_actions (&s, acts, 2) > 1)
        {
          Poll go = { 0 }, stop = { 0, 0, 32 };
          QbAiBudget plain = { 64, 600000, NULL, NULL };
          QbAiBudget watched = { 64, 600000, poll_cb, &go };
          QbAiBudget stopped = { 64, 600000, poll_cb, &stop };
          QbAiStats st;
          QbAction a = choose_fresh (QB_AI_MEDIUM, 5, &s, s.decider, &plain);
          QbAction b = choose_fresh (QB_AI_MEDIUM, 5, &s, s.decider, &watched);
          g_assert_true (action_equal (a, b));
          g_assert_cmpuint (go.calls, ==, 64 / QB_AI_POLL_ITERATIONS);

          QbAiPlayer *p = qb_ai_new (QB_AI_MEDIUM, 5);
          QbAction c = qb_ai_choose (p, &s, s.decider, &stopped, &st);
          qb_ai_free (p);
          g_assert_cmpuint (st.iterations, ==, 32);
          g_assert_true (qb_is_legal (&s, c, NULL));
          positions++;
        }
      QbAction all[QB_MAX_ACTIONS];
      size_t n = qb_legal_actions (&s, all, QB_MAX_ACTIONS);
      g_assert_true (qb_apply (&s, all[qb_rng_below (&chooser, (uint32_t) n)], NULL, NULL));
    }
  g_assert_cmpint (positions, ==, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai/api", test_api);
  g_test_add_func ("/ai/eval/facts", test_facts);
  g_test_add_func ("/ai/fairness/same-view-same-decision", test_fairness);
  g_test_add_func ("/ai/determinism", test_determinism);
  g_test_add_func ("/ai/search/poll", test_poll);
  g_test_add_func ("/ai/search/british-order-in-samples", test_resample_british_order);
  g_test_add_func ("/ai/legal/cheap-players", test_legal_cheap);
  g_test_add_func ("/ai/legal/search", test_legal_search);
  g_test_add_func ("/ai/legal/easy-games", test_easy_games);
  return g_test_run ();
}
