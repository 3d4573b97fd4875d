/* test-replay-index.c: QbReplayIndex: seeking, moments, events. */
#include "qb-model-test.h"

/* For random records and random positions, seek(i) is the replay from the
 * start to i, whatever the keyframe interval and the order of the seeks. */
static void
test_seek (void)
{
  static const guint intervals[] = { 1, 7, QB_REPLAY_DEFAULT_INTERVAL, 1000 };
  guint games = g_test_slow () ? 24 : 6;

  for (guint64 seed = 1; seed <= games; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (seed % 2, seed % 3 == 0, seed, G_MAXUINT);
      QbRecord *record = qb_game_get_record (game);
      guint n = qb_record_get_n_actions (record);
      QbRng rng;

      qb_rng_seed (&rng, seed, 5);
      for (guint k = 0; k < G_N_ELEMENTS (intervals); k++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(QbReplayIndex) index =
            qb_replay_index_new_with_interval (record, intervals[k], &error);

          g_assert_no_error (error);
          g_assert_cmpuint (qb_replay_index_get_n_actions (index), ==, n);
          g_assert_cmpmem (qb_replay_index_seek (index, n), sizeof (QbState),
                           qb_game_get_state (game), sizeof (QbState));
          for (guint s = 0; s < 60; s++)
            {
              /* Random jumps, and now and then a few steps forward. */
              guint target = s % 3 == 2 ? MIN (n, s) : qb_rng_below (&rng, n + 1);
              QbState replayed;

              g_assert_true (qb_record_replay (record, target, &replayed, NULL));
              g_assert_cmpmem (qb_replay_index_seek (index, target), sizeof (QbState),
                               &replayed, sizeof replayed);
            }
          for (guint i = 0; i <= n; i += 1 + n / 40)
            {
              QbState replayed;

              g_assert_true (qb_record_replay (record, i, &replayed, NULL));
              g_assert_cmpmem (qb_replay_index_seek (index, i), sizeof (QbState),
                               &replayed, sizeof replayed);
            }
        }
    }
}

static gboolean
has_event (const QbEvent *events,
           guint          n,
           int            type)
{
  for (guint i = 0; i < n; i++)
    if (events[i].type == type)
      return TRUE;
  return FALSE;
}

static void
test_moments (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (seed % 2, seed % 2 == 0, seed, G_MAXUINT);
      g_autoptr(QbReplayIndex) index = qb_replay_index_new (qb_game_get_record (game), NULL);
      guint n = qb_replay_index_get_n_actions (index);
      guint n_moments = 0, moves = 0, reveals = 0, battles = 0;
      const QbMoment *moments = qb_replay_index_get_moments (index, &n_moments);

      g_assert_cmpuint (n_moments, >, 2);
      g_assert_cmpint (moments[0].type, ==, QB_MOMENT_START);
      g_assert_cmpuint (moments[0].index, ==, 0);
      g_assert_cmpint (moments[n_moments - 1].type, ==, QB_MOMENT_GAME_OVER);
      g_assert_cmpuint (moments[n_moments - 1].index, ==, n);
      g_assert_cmpint (moments[n_moments - 1].side, ==, qb_game_get_winner (game));

      for (guint i = 0; i < n_moments; i++)
        {
          const QbMoment *m = &moments[i];
          guint n_events = 0;
          const QbEvent *events = qb_replay_index_get_events (index, m->index, m->index, &n_events);
          static const int expected[] = {
            [QB_MOMENT_START] = QB_EV_GAME_START,
            [QB_MOMENT_MOVE_START] = QB_EV_MOVE_START,
            [QB_MOMENT_ORDERS_REVEALED] = QB_EV_ORDERS_WRITTEN,
            [QB_MOMENT_BATTLE] = -1,
            [QB_MOMENT_BATTLE_TURN] = QB_EV_BATTLE_TURN,
            [QB_MOMENT_RETREAT] = QB_EV_RETREAT,
            [QB_MOMENT_ROUT] = QB_EV_ROUT,
            [QB_MOMENT_GAME_OVER] = QB_EV_VICTORY,
          };

          if (i > 0)
            g_assert_cmpuint (m->index, >=, moments[i - 1].index);
          if (expected[m->type] >= 0)
            g_assert_true (has_event (events, n_events, expected[m->type]));
          else
            g_assert_true (has_event (events, n_events, QB_EV_BATTLE)
                           || has_event (events, n_events, QB_EV_RAID)
                           || has_event (events, n_events, QB_EV_SCOUT));
          moves += m->type == QB_MOMENT_MOVE_START;
          reveals += m->type == QB_MOMENT_ORDERS_REVEALED;
          battles += m->type == QB_MOMENT_BATTLE;
          if (m->type == QB_MOMENT_MOVE_START)
            g_assert_cmpuint (m->move, ==, moves);
        }
      g_assert_cmpuint (moves, ==, qb_game_get_state (game)->move);
      g_assert_cmpuint (reveals, >=, moves - 1);
      g_assert_cmpuint (battles, >, 0);
    }
}

static void
test_events (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, TRUE, 8, G_MAXUINT);
  g_autoptr(QbReplayIndex) index = qb_replay_index_new (qb_game_get_record (game), NULL);
  guint n = qb_replay_index_get_n_actions (index);
  guint n_all = 0, n_game = 0;
  const QbEvent *all = qb_replay_index_get_events (index, 0, n, &n_all);
  const QbEvent *game_events = qb_game_get_events (game, &n_game);

  g_assert_cmpmem (all, n_all * sizeof (QbEvent), game_events, n_game * sizeof (QbEvent));

  /* (0, i) followed by (i + 1, n) is the whole log, for any i. */
  for (guint i = 0; i < n; i += 13)
    {
      guint a = 0, b = 0;
      const QbEvent *first = qb_replay_index_get_events (index, 0, i, &a);
      const QbEvent *rest = qb_replay_index_get_events (index, i + 1, n, &b);

      g_assert_cmpuint (a + b, ==, n_all);
      g_assert_true (first == all);
      g_assert_true (b == 0 || rest == all + a);
      if (a > 0)
        g_assert_cmpuint (qb_replay_index_get_event_index (index, a - 1), <=, i);
      if (b > 0)
        g_assert_cmpuint (qb_replay_index_get_event_index (index, a), >, i);
    }
  g_assert_cmpuint (qb_replay_index_get_event_index (index, 0), ==, 0);
  g_assert_cmpuint (qb_replay_index_get_event_index (index, n_all - 1), ==, n);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/replay-index/seek", test_seek);
  g_test_add_func ("/model/replay-index/moments", test_moments);
  g_test_add_func ("/model/replay-index/events", test_events);

  return g_test_run ();
}
