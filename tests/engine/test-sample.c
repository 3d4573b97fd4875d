/* qb_state_sample_hidden(): complete states that agree with what one
 * player knows, for a computer opponent. */
#include "qb-test-util.h"
#include "qb-data.h"

#define N_SAMPLES 6000

static void
assert_view_equal (const QbState *a, const QbState *b, int viewer)
{
  QbView va, vb;
  qb_view (a, viewer, &va);
  qb_view (b, viewer, &vb);
  g_assert_cmpint (memcmp (&va, &vb, sizeof va), ==, 0);
}

static void
assert_sample_good (const QbState *s, int viewer, uint64_t seed, QbState *out)
{
  char msg[256];
  g_assert_true (qb_state_sample_hidden (s, viewer, seed, out));
  if (!qb_check_invariants (NULL, out, msg, sizeof msg))
    g_error ("sample of the %s view, seed %" G_GUINT64_FORMAT ": %s",
             qb_side_name (viewer), seed, msg);
  assert_view_equal (s, out, viewer);
}

/* The same state with the viewer's hidden enemy blocks exchanged (each
 * takes the record of another: place, CV, flags, order), and other dice
 * to come: the viewer cannot tell it from `s`. */
static void
exchange_hidden (const QbState *s, int viewer, uint32_t salt, QbState *out)
{
  QbView v;
  qb_view (s, viewer, &v);
  *out = *s;
  int hidden[QB_BLOCKS_PER_SIDE], n = 0;
  for (int b = QB_FIRST_BLOCK (1 - viewer); b < QB_FIRST_BLOCK (1 - viewer) + QB_BLOCKS_PER_SIDE; b++)
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

/* Random games, both editions: at every position, for both players, the
 * sample is legal, shows the player exactly the same view, is the same for
 * the same seed, does not change when the hidden blocks are exchanged in
 * the real state (it cannot peek), and plays on without breaking an
 * invariant. */
static void
test_self_play (void)
{
  int checked = 0, differ = 0;
  /* The sampler counts CV vectors in 64 bits: 25 blocks of at most 4 CV. */
  for (int ed = QB_EDITION_REVISED; ed <= QB_EDITION_CLASSIC; ed++)
    {
      QbState probe;
      memset (&probe, 0, sizeof probe);
      probe.options.edition = (uint8_t) ed;
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        g_assert_cmpint (qb_block_max_cv (&probe, b), <=, 4);
    }
  for (uint64_t seed = 1; seed <= 40; seed++)
    {
      QbOptions opt;
      QbState s;
      QbRng chooser;
      qb_options_default (&opt);
      opt.edition = (uint8_t) (seed % 2);
      opt.tides = (uint8_t) (seed % 3 == 0);
      qb_init (&s, &opt, seed, NULL);
      qb_rng_seed (&chooser, seed, 7);
      while (!qb_is_over (&s))
        {
          for (int viewer = QB_BRITISH; viewer <= QB_FRENCH; viewer++)
              {
                QbState a, b, other, c;
                uint64_t sseed = seed * 1000 + s.actions;
                assert_sample_good (&s, viewer, sseed, &a);
                g_assert_true (qb_state_sample_hidden (&s, viewer, sseed, &b));
                g_assert_cmpint (memcmp (&a, &b, sizeof a), ==, 0);
                exchange_hidden (&s, viewer, (uint32_t) sseed, &other);
                assert_view_equal (&s, &other, viewer);
                g_assert_true (qb_state_sample_hidden (&other, viewer, sseed, &c));
                g_assert_cmpint (memcmp (&a, &c, sizeof a), ==, 0);
                differ += memcmp (a.blocks, s.blocks, sizeof a.blocks) != 0;
                checked++;

                /* The sample plays on like any state. */
                QbRng r;
                qb_rng_seed (&r, sseed, 3);
                for (int i = 0; i < 40 && !qb_is_over (&a); i++)
                  {
                    QbAction act;
                    char msg[256];
                    QbState before = a;
                    g_assert_cmpuint (qb_random_action (&a, &r, &act), >, 0);
                    g_assert_true (qb_apply (&a, act, NULL, NULL));
                    if (!qb_check_invariants (&before, &a, msg, sizeof msg))
                      g_error ("after a sample: %s", msg);
                  }
              }
          QbAction act;
          g_assert_cmpuint (qb_random_action (&s, &chooser, &act), >, 0);
          qb_apply_trusted (&s, act, NULL);
        }
    }
  /* The samples really draw something: most differ from the truth. */
  g_assert_cmpint (checked, >, 20000);
  g_assert_cmpint (differ, >, checked / 2);
}

/* A small position whose deployments can be listed: the British see three
 * hidden French blocks, one in Beauport and two in St. Charles. Returns
 * the French blocks. */
static void
small_position (QbtGame *g, int edition, const int hidden[3])
{
  qbt_begin (g, edition);
  qbt_put_british_reserve (g, QB_OR);
  qbt_put (g, hidden[0], QB_BE, 0);
  qbt_put (g, hidden[1], QB_SC, 0);
  qbt_put (g, hidden[2], QB_SC, 0);
  qbt_start (g, 1);
}

/* Counts how often each of the hidden blocks stands alone in Beauport, and
 * each CV of each hidden block. */
static void
count_deployments (const QbState *s, const int hidden[3], int in_be[3], int cvs[3][8])
{
  for (uint64_t seed = 0; seed < N_SAMPLES; seed++)
    {
      QbState out;
      assert_sample_good (s, QB_BRITISH, seed, &out);
      int n_be = 0;
      for (int i = 0; i < 3; i++)
        {
          int loc = out.blocks[hidden[i]].loc;
          g_assert_true (loc == QB_BE || loc == QB_SC);
          if (loc == QB_BE)
            {
              in_be[i]++;
              n_be++;
            }
          int cv = out.blocks[hidden[i]].cv;
          g_assert_cmpint (cv, <=, qb_block_max_cv (&out, hidden[i]));
          cvs[i][cv]++;
        }
      g_assert_cmpint (n_be, ==, 1);
    }
}

/* Revised: any of the three may be the one in Beauport, each about a
 * third of the time, and every CV from 1 to its maximum comes up, about
 * equally often. */
static void
test_covers_revised (void)
{
  static QbtGame g;
  const int hidden[3] = { 26, 27, 28 };
  int in_be[3] = { 0 }, cvs[3][8] = { { 0 } };
  small_position (&g, QB_EDITION_REVISED, hidden);
  count_deployments (&g.s, hidden, in_be, cvs);
  for (int i = 0; i < 3; i++)
    {
      g_assert_cmpint (in_be[i], >, N_SAMPLES / 3 * 8 / 10);
      g_assert_cmpint (in_be[i], <, N_SAMPLES / 3 * 12 / 10);
      int max = qb_block_max_cv (&g.s, hidden[i]);
      g_assert_cmpint (cvs[i][0], ==, 0);
      for (int cv = 1; cv <= max; cv++)
        {
          g_assert_cmpint (cvs[i][cv], >, N_SAMPLES / max * 8 / 10);
          g_assert_cmpint (cvs[i][cv], <, N_SAMPLES / max * 12 / 10);
        }
    }
}

/* Classic: with a decoy among the three, only the two real units may stand
 * in Beauport (a decoy is never alone, 10.1), each about half the time. */
static void
test_covers_classic_decoy (void)
{
  static QbtGame g;
  int decoy = -1, real[2], n_real = 0;
  QbState probe;
  memset (&probe, 0, sizeof probe);
  probe.options.edition = QB_EDITION_CLASSIC;
  for (int b = QB_FIRST_BLOCK (QB_FRENCH) + 1; b < QB_NUM_BLOCKS; b++)
    if (qb_block_type (&probe, b) == QB_TYPE_DECOY && decoy < 0)
      decoy = b;
    else if (qb_block_type (&probe, b) == QB_TYPE_REGULAR && n_real < 2)
      real[n_real++] = b;
  g_assert_cmpint (decoy, >=, 0);
  g_assert_cmpint (n_real, ==, 2);
  const int hidden[3] = { real[0], real[1], decoy };
  int in_be[3] = { 0 }, cvs[3][8] = { { 0 } };
  small_position (&g, QB_EDITION_CLASSIC, hidden);
  count_deployments (&g.s, hidden, in_be, cvs);
  g_assert_cmpint (in_be[2], ==, 0);
  g_assert_cmpint (cvs[2][0], ==, N_SAMPLES);
  for (int i = 0; i < 2; i++)
    {
      g_assert_cmpint (in_be[i], >, N_SAMPLES / 2 * 9 / 10);
      g_assert_cmpint (in_be[i], <, N_SAMPLES / 2 * 11 / 10);
    }
}

/* The French set-up seen by the British: two blocks placed, the rest in
 * the pool, all at full strength (3.2); any French block may be the one
 * in Beauport, each about as often. */
static void
test_covers_french_setup (void)
{
  static QbtGame g;
  qbt_begin (&g, QB_EDITION_REVISED);
  qb_init (&g.s, &g.opt, 5, NULL);
  qbt_apply (&g, QB_ACT_PLACE, 30, QB_BE, 0);
  qbt_apply (&g, QB_ACT_PLACE, 31, QB_SC, 0);
  int in_be[QB_BLOCKS_PER_SIDE] = { 0 };
  for (uint64_t seed = 0; seed < N_SAMPLES; seed++)
    {
      QbState out;
      assert_sample_good (&g.s, QB_BRITISH, seed, &out);
      int n_be = 0;
      for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
        {
          g_assert_cmpint (out.blocks[b].cv, ==, qb_block_max_cv (&out, b));
          if (out.blocks[b].loc == QB_BE)
            {
              in_be[b - QB_FIRST_BLOCK (QB_FRENCH)]++;
              n_be++;
            }
        }
      g_assert_cmpint (n_be, ==, 1);
    }
  int expected = N_SAMPLES / QB_BLOCKS_PER_SIDE;
  for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
    {
      g_assert_cmpint (in_be[i], >, expected * 6 / 10);
      g_assert_cmpint (in_be[i], <, expected * 14 / 10);
    }
  /* The French, who know everything here, get their own state back but
   * for the dice to come. */
  QbState own;
  assert_sample_good (&g.s, QB_FRENCH, 9, &own);
  g_assert_cmpint (memcmp (own.blocks, g.s.blocks, sizeof own.blocks), ==, 0);
}

/* Not a player: nothing to sample. */
static void
test_other_viewers (void)
{
  static QbtGame g;
  QbState out;
  qbt_begin (&g, QB_EDITION_REVISED);
  qb_init (&g.s, &g.opt, 5, NULL);
  g_assert_false (qb_state_sample_hidden (&g.s, QB_NO_SIDE, 1, &out));
  g_assert_false (qb_state_sample_hidden (&g.s, QB_PUBLIC, 1, &out));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/sample/self-play", test_self_play);
  g_test_add_func ("/engine/sample/covers-deployments/revised", test_covers_revised);
  g_test_add_func ("/engine/sample/covers-deployments/classic-decoy", test_covers_classic_decoy);
  g_test_add_func ("/engine/sample/covers-deployments/french-setup", test_covers_french_setup);
  g_test_add_func ("/engine/sample/other-viewers", test_other_viewers);
  return g_test_run ();
}
