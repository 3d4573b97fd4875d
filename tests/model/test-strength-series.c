/* test-strength-series.c: QbStrengthSeries: the points of a game, their
 * values recounted from the replayed states and each viewer's QbView, and
 * no enemy CV a side did not know. */
#include "qb-model-test.h"
#include "qb-strength-series.h"

static QbReplayIndex *
finished_index (guint64 seed)
{
  g_autoptr(QbGame) game = qbm_random_game (seed % 2, seed % 3 == 0, seed, G_MAXUINT);
  g_autoptr(GError) error = NULL;
  QbReplayIndex *index = qb_replay_index_new (qb_game_get_record (game), &error);

  g_assert_no_error (error);
  g_assert_true (qb_game_is_over (game));
  return index;
}

/* The true strength of a side in a state, counted from its blocks. */
static void
true_strength (const QbState *s,
               int            side,
               int           *cv,
               int           *blocks)
{
  *cv = 0;
  *blocks = 0;
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    if (s->blocks[b].loc < QB_NUM_ZONES)
      {
        *cv += s->blocks[b].cv;
        (*blocks)++;
      }
}

/* Every point's values are the replayed state's as far as the viewer knew
 * them: block counts always, own CV always, the enemy's only when every
 * enemy block on the map is face up in the viewer's QbView (then exactly). */
static void
test_recount (gconstpointer data)
{
  int viewer = GPOINTER_TO_INT (data);
  guint unknown_enemy = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(QbReplayIndex) index = finished_index (seed);
      g_autoptr(QbStrengthSeries) series = qb_strength_series_new ();
      const QbStrengthPoint *points;
      guint n_points, n = qb_replay_index_get_n_actions (index);

      qb_strength_series_update (series, index, viewer);
      g_assert_cmpint (qb_strength_series_get_viewer (series), ==, viewer);
      points = qb_strength_series_get_points (series, &n_points);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (series)), ==, n_points);
      g_assert_cmpuint (n_points, >=, 2);
      g_assert_cmpuint (points[0].index, ==, 0);
      g_assert_cmpint (points[0].kind, ==, QB_STRENGTH_START);
      g_assert_cmpuint (points[n_points - 1].index, ==, n);
      g_assert_cmpint (points[n_points - 1].kind, ==, QB_STRENGTH_END);
      for (guint i = 0; i < n_points; i++)
        {
          const QbState *s = qb_replay_index_seek (index, points[i].index);
          QbView view;

          if (i > 0)
            g_assert_cmpuint (points[i].index, >=, points[i - 1].index);
          g_assert_cmpuint (points[i].move, ==, s->move);
          qb_view (s, viewer, &view);
          for (int side = 0; side < 2; side++)
            {
              int cv, blocks;
              gboolean all_face_up = TRUE;

              true_strength (s, side, &cv, &blocks);
              g_assert_cmpint (points[i].blocks[side], ==, blocks);
              for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
                if (s->blocks[b].loc < QB_NUM_ZONES
                    && (view.blocks[b].loc == QB_UNKNOWN || view.blocks[b].cv == QB_UNKNOWN))
                  all_face_up = FALSE;
              if (viewer == side || viewer == QB_NO_SIDE)
                g_assert_true (all_face_up);
              if (all_face_up)
                {
                  g_assert_cmpint (points[i].cv[side], ==, cv);
                }
              else
                {
                  g_assert_cmpint (points[i].cv[side], ==, QB_STRENGTH_UNKNOWN);
                  unknown_enemy++;
                }
              g_assert_cmpint (points[i].cv[side], <=, qb_strength_series_get_max_cv (series));
            }

          /* The item says the same as the array. */
          {
            g_autoptr(QbStrengthItem) item = g_list_model_get_item (G_LIST_MODEL (series), i);

            g_assert_cmpmem (qb_strength_item_get_point (item), sizeof (QbStrengthPoint),
                             &points[i], sizeof (QbStrengthPoint));
          }
        }
    }
  /* The games had hidden blocks to hide: the test saw both cases. */
  if (viewer == QB_BRITISH || viewer == QB_FRENCH || viewer == QB_PUBLIC)
    g_assert_cmpuint (unknown_enemy, >, 0);
  else
    g_assert_cmpuint (unknown_enemy, ==, 0);
}

/* The British view of a game: no point holds the French CV while a French
 * block on the map is hidden from the British, and the series is the same
 * whatever the hidden French blocks' CVs were. */
static void
test_british_view_hides_french_cv (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(QbReplayIndex) index = finished_index (seed);
      g_autoptr(QbStrengthSeries) series = qb_strength_series_new ();
      const QbStrengthPoint *points;
      guint n_points, hidden = 0;

      qb_strength_series_update (series, index, QB_BRITISH);
      points = qb_strength_series_get_points (series, &n_points);
      for (guint i = 0; i < n_points; i++)
        {
          const QbState *s = qb_replay_index_seek (index, points[i].index);
          QbView view;
          gboolean any_hidden = FALSE;
          int cv, blocks;

          qb_view (s, QB_BRITISH, &view);
          for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
            if (s->blocks[b].loc < QB_NUM_ZONES && view.blocks[b].cv == QB_UNKNOWN)
              any_hidden = TRUE;
          true_strength (s, QB_FRENCH, &cv, &blocks);
          if (any_hidden)
            {
              hidden++;
              g_assert_cmpint (points[i].cv[QB_FRENCH], ==, QB_STRENGTH_UNKNOWN);
            }
          /* The British always know their own. */
          true_strength (s, QB_BRITISH, &cv, &blocks);
          g_assert_cmpint (points[i].cv[QB_BRITISH], ==, cv);
        }
      g_assert_cmpuint (hidden, >, 0);
    }
}

/* The losses of the battles are the hits and eliminations of the log:
 * every hit of the game belongs to one battle, raid or scout, and a battle's
 * eliminations are at least the blocks its hits took to 0 CV and at most
 * every elimination of the game. */
static void
test_battle_losses (void)
{
  guint battles = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(QbReplayIndex) index = finished_index (seed);
      g_autoptr(QbStrengthSeries) series = qb_strength_series_new ();
      guint n = qb_replay_index_get_n_actions (index), n_events, n_points;
      const QbEvent *events = qb_replay_index_get_events (index, 0, n, &n_events);
      const QbStrengthPoint *points;
      guint hits[2] = { 0, 0 }, killed[2] = { 0, 0 }, eliminated[2] = { 0, 0 };
      guint lost[2] = { 0, 0 }, lost_blocks[2] = { 0, 0 };

      for (guint i = 0; i < n_events; i++)
        if (events[i].type == QB_EV_HIT)
          {
            hits[events[i].side]++;
            if (events[i].cv == 0)
              killed[events[i].side]++;
          }
        else if (events[i].type == QB_EV_ELIMINATED)
          eliminated[events[i].side]++;
      qb_strength_series_update (series, index, QB_PUBLIC);
      points = qb_strength_series_get_points (series, &n_points);
      for (guint i = 0; i < n_points; i++)
        if (points[i].kind == QB_STRENGTH_BATTLE)
          {
            battles++;
            g_assert_cmpuint (points[i].zone, <, QB_NUM_ZONES);
            for (int side = 0; side < 2; side++)
              {
                lost[side] += points[i].lost_cv[side];
                lost_blocks[side] += points[i].lost_blocks[side];
              }
          }
        else
          for (int side = 0; side < 2; side++)
            {
              g_assert_cmpuint (points[i].lost_cv[side], ==, 0);
              g_assert_cmpuint (points[i].lost_blocks[side], ==, 0);
            }
      for (int side = 0; side < 2; side++)
        {
          g_assert_cmpuint (lost[side], ==, hits[side]);
          g_assert_cmpuint (lost_blocks[side], >=, killed[side]);
          g_assert_cmpuint (lost_blocks[side], <=, eliminated[side]);
        }
    }
  g_assert_cmpuint (battles, >, 0);
}

static void
count_cb (GListModel *model,
          guint       position,
          guint       removed,
          guint       added,
          guint      *changes)
{
  g_assert_cmpuint (position, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, added);
  (*changes)++;
}

/* find() gives the last point at or before a position; update() says what
 * changed with one items-changed and an empty index empties the list. */
static void
test_find_and_signals (void)
{
  g_autoptr(QbReplayIndex) index = finished_index (3);
  g_autoptr(QbStrengthSeries) series = qb_strength_series_new ();
  const QbStrengthPoint *points;
  guint n_points, changes = 0;

  g_signal_connect (series, "items-changed", G_CALLBACK (count_cb), &changes);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (series)), ==, 0);
  g_assert_cmpuint (qb_strength_series_find (series, 0), ==, G_MAXUINT);
  qb_strength_series_update (series, index, QB_FRENCH);
  g_assert_cmpuint (changes, ==, 1);
  points = qb_strength_series_get_points (series, &n_points);
  for (guint i = 0; i < n_points; i++)
    {
      guint found = qb_strength_series_find (series, points[i].index);

      g_assert_cmpuint (found, <, n_points);
      g_assert_cmpuint (points[found].index, ==, points[i].index);
      g_assert_true (found + 1 == n_points || points[found + 1].index > points[i].index);
      if (points[i].index > 0)
        {
          guint before = qb_strength_series_find (series, points[i].index - 1);

          g_assert_cmpuint (before, <, n_points);
          g_assert_cmpuint (points[before].index, <, points[i].index);
        }
    }
  qb_strength_series_update (series, NULL, QB_FRENCH);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (series)), ==, 0);
  /* Nothing to nothing: no signal. */
  qb_strength_series_update (series, NULL, QB_BRITISH);
  g_assert_cmpuint (changes, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/model/strength-series/recount/british", GINT_TO_POINTER (QB_BRITISH), test_recount);
  g_test_add_data_func ("/model/strength-series/recount/french", GINT_TO_POINTER (QB_FRENCH), test_recount);
  g_test_add_data_func ("/model/strength-series/recount/public", GINT_TO_POINTER (QB_PUBLIC), test_recount);
  g_test_add_data_func ("/model/strength-series/recount/both", GINT_TO_POINTER (QB_NO_SIDE), test_recount);
  g_test_add_func ("/model/strength-series/british-view-hides-french-cv", test_british_view_hides_french_cv);
  g_test_add_func ("/model/strength-series/battle-losses", test_battle_losses);
  g_test_add_func ("/model/strength-series/find-and-signals", test_find_and_signals);
  return g_test_run ();
}
