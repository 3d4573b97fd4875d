/* test-out-of-play.c: blocks a position leaves out of play (QB_LOC_OUT)
 * are hidden from the enemy like any block it has not seen (issue 10). */
#include "qb-test-util.h"

/* A position at move 3: the British on Ile d'Orleans and Levis, some
 * French blocks on the map and the rest out of play. */
static void
begin_position (QbtGame *g,
                int      edition)
{
  qbt_begin (g, edition);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (b < QB_BR_FIRST_SHIP || b >= QB_BR_FIRST_SHIP + 4)
      g->s.blocks[b].loc = QB_LOC_OUT;
  qbt_put_british_reserve (g, QB_OR);
  qbt_put (g, 8, QB_LE, 0);
  g->opt.start_move = 3;
}

/* Every view the British may have of the position. */
static void
views (const QbState *s,
       QbView        *british,
       QbView        *public)
{
  qb_view (s, QB_BRITISH, british);
  qb_view (s, QB_PUBLIC, public);
}

/* Swapping which French block is out of play and which stands hidden in a
 * zone (same strength) leaves the British and public views byte for byte
 * the same. Before QB_LOC_OUT, blocks not in play were eliminated, and
 * eliminated blocks are shown. */
static void
test_swap_with_hidden (void)
{
  for (int edition = 0; edition < 2; edition++)
    for (int a = QB_FIRST_BLOCK (QB_FRENCH); a < QB_NUM_BLOCKS; a++)
      for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
        {
          QbtGame *g1 = g_new0 (QbtGame, 1), *g2 = g_new0 (QbtGame, 1);
          QbView v1, v2, p1, p2;
          int cv;

          begin_position (g1, edition);
          cv = MIN (qb_block_max_cv (&g1->s, a), qb_block_max_cv (&g1->s, b));
          if (a == b || qb_block_type (&g1->s, a) == QB_TYPE_DECOY
              || qb_block_type (&g1->s, b) == QB_TYPE_DECOY || cv < 1)
            {
              g_free (g1);
              g_free (g2);
              continue;
            }
          /* Another French block on the Plains, so that neither is alone. */
          for (int c = QB_FIRST_BLOCK (QB_FRENCH) + 1; c < QB_NUM_BLOCKS; c++)
            if (c != a && c != b && qb_block_type (&g1->s, c) != QB_TYPE_DECOY)
              {
                qbt_put (g1, c, QB_AB, 0);
                break;
              }
          *g2 = *g1;
          g2->sink.events = g2->events;
          qbt_put (g1, a, QB_BE, cv);
          qbt_put (g2, b, QB_BE, cv);
          qbt_start (g1, 1);
          qbt_start (g2, 1);
          g_assert_cmpint (g1->s.blocks[b].loc, ==, QB_LOC_OUT);
          g_assert_cmpint (g2->s.blocks[a].loc, ==, QB_LOC_OUT);
          views (&g1->s, &v1, &p1);
          views (&g2->s, &v2, &p2);
          g_assert_cmpint (v1.blocks[b].loc, ==, QB_UNKNOWN);
          g_assert_cmpmem (&v1, sizeof v1, &v2, sizeof v2);
          g_assert_cmpmem (&p1, sizeof p1, &p2, sizeof p2);
          g_free (g1);
          g_free (g2);
        }
}

/* Out of play for good: random play from such a position keeps those
 * blocks out, hidden from the British at every step, and the invariants
 * (qb-check.c knows QB_LOC_OUT) hold. */
static void
test_stays_out_and_hidden (void)
{
  static QbAction legal[QB_MAX_ACTIONS];

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autofree QbtGame *g = g_new0 (QbtGame, 1);
      QbRng chooser;
      char msg[256];
      bool out[QB_NUM_BLOCKS] = { false };

      begin_position (g, (int) (seed % 2));
      for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_FIRST_BLOCK (QB_FRENCH) + 12; b++)
        if (qb_block_type (&g->s, b) != QB_TYPE_DECOY)
          qbt_put (g, b, b % 2 ? QB_BE : QB_SF, 0);
      qbt_start (g, seed);
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        out[b] = g->s.blocks[b].loc == QB_LOC_OUT;
      qb_rng_seed (&chooser, seed, 41);
      for (int step = 0; step < 400 && !qb_is_over (&g->s); step++)
        {
          QbState prev = g->s;
          QbView view;
          size_t n = qb_legal_actions (&g->s, legal, QB_MAX_ACTIONS);

          g_assert_true (qb_apply (&g->s, legal[qb_rng_below (&chooser, (uint32_t) n)], NULL, NULL));
          if (!qb_check_invariants (&prev, &g->s, msg, sizeof msg))
            g_error ("seed %" G_GUINT64_FORMAT " step %d: %s", seed, step, msg);
          qb_view (&g->s, QB_BRITISH, &view);
          for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
            {
              g_assert_cmpint (g->s.blocks[b].loc == QB_LOC_OUT, ==, out[b]);
              if (out[b])
                g_assert_cmpint (view.blocks[b].loc, ==, QB_UNKNOWN);
            }
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/view/out-of-play/swap-with-hidden", test_swap_with_hidden);
  g_test_add_func ("/engine/view/out-of-play/stays-out-and-hidden", test_stays_out_and_hidden);
  return g_test_run ();
}
