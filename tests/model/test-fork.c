/* test-fork.c: what-if games (qb-fork.h, issue 16): a fork's start is
 * the original's position at the branch, the same dice give the same
 * continuation and fresh dice another, the link to the original survives
 * its file, undo stops at the branch, and the hot-seat curtain comes up
 * as it would have in the original. */
#include "qb-model-test.h"

#include "qb-fork.h"
#include "qb-play-session.h"

/* The two kinds of original: a game played through QbGame, which lists
 * every draw, and a record of the seed alone (a version 1 file, or
 * `selfplay --save`), whose draws come from its seed. */
static QbRecord *
original_record (guint64  seed,
                 gboolean listed)
{
  QbOptions options;
  QbRecord *record;
  QbState state;
  QbRng chooser;

  qb_options_default (&options);
  options.edition = (guint8) (seed % 2);
  options.tides = (guint8) (seed % 3 == 0);
  if (listed)
    {
      g_autoptr(QbGame) game = qbm_random_game (options.edition, options.tides, seed, 3000);

      return g_object_ref (qb_game_get_record (game));
    }
  record = qb_record_new (&options, seed);
  qb_init (&state, &options, seed, NULL);
  qb_rng_seed (&chooser, seed, 7);
  while (!qb_is_over (&state))
    {
      QbAction action;

      g_assert_cmpuint (qb_random_action (&state, &chooser, &action), >, 0);
      qb_apply_trusted (&state, action, NULL);
      qb_record_append_action (record, action);
    }
  return record;
}

/* Two positions are the same. The generator is left out when asked: a
 * record of the seed alone draws from it, its fork draws the same
 * results from its list (a game that goes on rolls afresh anyway). */
static void
assert_same_position (const QbState *a,
                      const QbState *b,
                      gboolean       with_rng)
{
  QbState x = *a;
  QbState y = *b;

  if (!with_rng)
    {
      memset (&x.rng, 0, sizeof x.rng);
      memset (&y.rng, 0, sizeof y.rng);
    }
  g_assert_cmpmem (&x, sizeof x, &y, sizeof y);
}

/* Every draw of the original (what a QbGame lists once it has played it). */
static GBytes *
all_draws (QbRecord *original)
{
  g_autoptr(QbRecord) copy = qb_record_copy (original);
  g_autoptr(QbGame) game = qb_game_new_from_record (copy, NULL);
  const guint8 *dice;
  guint n = 0;

  g_assert_nonnull (game);
  dice = qb_record_get_dice (copy, &n);
  return g_bytes_new (dice, n);
}

/* The fork of many positions of random games of both editions starts
 * where the original stood, keeps its options, hiding and names, and
 * lists the dice the mode says. */
static void
test_start_equals_replay (void)
{
  /* More games and positions with -m slow (long tests). */
  guint64 games = g_test_slow () ? 40 : 8;
  guint step = g_test_slow () ? 1 : 5;
  guint forks = 0;

  for (guint64 seed = 1; seed <= games; seed++)
    for (int listed = 0; listed < 2; listed++)
      {
        g_autoptr(QbRecord) original = original_record (seed, listed);
        g_autoptr(GBytes) draws = all_draws (original);
        guint n = qb_record_get_n_actions (original);
        QbOptions options, fork_options;

        qb_record_set_player_name (original, QB_BRITISH, "Wolfe");
        qb_record_set_player_name (original, QB_FRENCH, "Montcalm");
        qb_record_set_hide_information (original, seed % 2 == 0);
        qb_record_get_options (original, &options);
        for (guint at = 0; at <= n; at = at == n ? n + 1 : MIN (at + step + (guint) (seed % 5) * 4, n))
          for (int mode = QB_FORK_SAME_DICE; mode <= QB_FORK_FRESH_DICE; mode++)
            {
              g_autoptr(GError) error = NULL;
              g_autoptr(QbGame) game = qb_game_new_fork (original, NULL, at, mode, &error);
              QbRecord *fork;
              const char *file = "unset";
              guint index = 0;
              QbState replayed;
              const guint8 *dice;
              guint n_dice = 0;

              g_assert_no_error (error);
              g_assert_true (qb_record_replay (original, at, &replayed, NULL));
              assert_same_position (qb_game_get_state (game), &replayed, listed);

              fork = qb_game_get_record (game);
              g_assert_cmpuint (qb_record_get_n_actions (fork), ==, at);
              g_assert_cmpmem (qb_record_get_actions (fork, NULL), at * sizeof (QbAction),
                               qb_record_get_actions (original, NULL), at * sizeof (QbAction));
              g_assert_true (qb_record_get_branch (fork, &file, &index));
              g_assert_null (file);          /* the original has no file */
              g_assert_cmpuint (index, ==, at);
              g_assert_cmpint (qb_record_get_hide_information (fork), ==, seed % 2 == 0);
              g_assert_cmpstr (qb_record_get_player_name (fork, QB_FRENCH), ==, "Montcalm");
              qb_record_get_options (fork, &fork_options);
              g_assert_cmpmem (&fork_options, sizeof fork_options, &options, sizeof options);
              g_assert_cmpuint (qb_record_get_n_annotations (fork), ==, 0);
              g_assert_false (qb_game_can_undo (game));

              dice = qb_record_get_dice (fork, &n_dice);
              if (mode == QB_FORK_SAME_DICE)
                g_assert_cmpmem (dice, n_dice, g_bytes_get_data (draws, NULL),
                                 g_bytes_get_size (draws));
              else
                {
                  g_assert_cmpuint (n_dice, ==, replayed.rolls);
                  g_assert_cmpmem (dice, n_dice, g_bytes_get_data (draws, NULL), n_dice);
                }
              forks++;
            }
      }
  g_test_message ("%u forks", forks);
}

/* With the same dice, the original's own later actions are legal in the
 * fork and lead to the same end, drawing the same results. */
static void
test_same_dice_same_continuation (void)
{
  for (guint64 seed = 20; seed <= 31; seed++)
    for (int listed = 0; listed < 2; listed++)
      {
        g_autoptr(QbRecord) original = original_record (seed, listed);
        g_autoptr(GBytes) draws = all_draws (original);
        guint n = qb_record_get_n_actions (original);
        const QbAction *actions = qb_record_get_actions (original, NULL);
        QbState end;

        g_assert_true (qb_record_replay (original, n, &end, NULL));
        for (guint at = seed % 7; at < n; at += n / 5)
          {
            g_autoptr(QbGame) game = qb_game_new_fork (original, NULL, at, QB_FORK_SAME_DICE, NULL);
            const guint8 *dice;
            guint n_dice = 0;

            /* Fresh randomness past the list would show as another end. */
            qb_game_set_dice_seed (game, seed + 1000);
            for (guint i = at; i < n; i++)
              {
                g_autoptr(GError) error = NULL;

                qb_game_apply (game, actions[i], &error);
                g_assert_no_error (error);
              }
            assert_same_position (qb_game_get_state (game), &end, listed);
            g_assert_true (qb_game_is_over (game));
            dice = qb_record_get_dice (qb_game_get_record (game), &n_dice);
            g_assert_cmpmem (dice, n_dice, g_bytes_get_data (draws, NULL), g_bytes_get_size (draws));
          }
      }
}

/* Fresh dice roll other results after the branch: the original's
 * actions, played on while they stay legal, draw dice of their own. */
static void
test_fresh_dice_differ (void)
{
  guint compared = 0;
  guint differed = 0;

  for (guint64 seed = 40; seed <= 55; seed++)
    {
      g_autoptr(QbRecord) original = original_record (seed, TRUE);
      g_autoptr(GBytes) draws = all_draws (original);
      guint n = qb_record_get_n_actions (original);
      const QbAction *actions = qb_record_get_actions (original, NULL);
      const guint8 *original_dice = g_bytes_get_data (draws, NULL);
      guint at = n / 3;
      g_autoptr(QbGame) game = qb_game_new_fork (original, NULL, at, QB_FORK_FRESH_DICE, NULL);
      guint start = qb_game_get_state (game)->rolls;
      const guint8 *dice;
      guint n_dice = 0;

      qb_game_set_dice_seed (game, seed + 1000);
      for (guint i = at; i < n && qb_game_is_legal (game, actions[i], NULL); i++)
        g_assert_true (qb_game_apply (game, actions[i], NULL));
      dice = qb_record_get_dice (qb_game_get_record (game), &n_dice);
      g_assert_cmpmem (dice, start, original_dice, start);
      if (n_dice - start >= 4 && g_bytes_get_size (draws) - start >= 4)
        {
          compared++;
          differed += memcmp (dice + start, original_dice + start, 4) != 0;
        }
    }
  /* Four equal dice in a row by chance: one in 1296 at most per game. */
  g_assert_cmpuint (compared, >=, 8);
  g_assert_cmpuint (differed, ==, compared);
}

/* The link to the original: written, read back, resolved (a relative
 * path from the fork's own folder), and dropped if the record is cut
 * before it. */
static void
test_file (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *original_path = g_build_filename (dir, "original.q1759", NULL);
  g_autofree char *fork_path = g_build_filename (dir, "what-if.q1759", NULL);
  g_autoptr(GFile) original_file = g_file_new_for_path (original_path);
  g_autoptr(GFile) fork_file = g_file_new_for_path (fork_path);
  g_autoptr(QbRecord) original = original_record (3, TRUE);
  g_autoptr(QbRecord) loaded = NULL;
  g_autoptr(QbRecord) fork = NULL;
  g_autoptr(QbRecord) back = NULL;
  g_autoptr(QbRecord) relative = NULL;
  g_autoptr(GFile) branch_file = NULL;
  g_autoptr(GFile) relative_file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const char *file = NULL;
  guint index = 0;

  g_assert_true (qb_record_save_to_file (original, original_file, &error));
  loaded = qb_record_load_from_file (original_file, &error);
  g_assert_no_error (error);
  g_assert_false (qb_record_get_branch (loaded, NULL, NULL));

  fork = qb_record_fork (loaded, NULL, 40, QB_FORK_SAME_DICE, &error);
  g_assert_no_error (error);
  g_assert_true (qb_record_save_to_file (fork, fork_file, &error));
  back = qb_record_load_from_file (fork_file, &error);
  g_assert_no_error (error);
  g_assert_true (qb_record_get_branch (back, &file, &index));
  g_assert_cmpstr (file, ==, original_path);
  g_assert_cmpuint (index, ==, 40);
  branch_file = qb_record_get_branch_file (back);
  g_assert_true (g_file_equal (branch_file, original_file));
  {
    g_autoptr(GFile) found = qb_record_find_original (back, &index);

    g_assert_nonnull (found);
    g_assert_true (g_file_equal (found, original_file));
    g_assert_cmpuint (index, ==, 40);
    g_assert_null (qb_record_find_original (loaded, NULL));   /* no fork */
  }

  /* A relative name is taken from the folder of the fork's file. */
  qb_record_set_branch (back, "original.q1759", 40);
  text = qb_record_to_json (back, NULL);
  g_assert_nonnull (strstr (text, "\"branched-from\": { \"file\": \"original.q1759\", \"at\": 40 }"));
  g_assert_true (qb_record_save_to_file (back, fork_file, &error));
  relative = qb_record_load_from_file (fork_file, &error);
  g_assert_no_error (error);
  relative_file = qb_record_get_branch_file (relative);
  g_assert_true (g_file_equal (relative_file, original_file));

  /* Another file named explicitly wins over the one it was read from. */
  {
    g_autoptr(GFile) other = g_file_new_for_path ("/elsewhere/game.q1759");
    g_autoptr(QbRecord) named = qb_record_fork (loaded, other, 0, QB_FORK_FRESH_DICE, NULL);

    g_assert_true (qb_record_get_branch (named, &file, &index));
    g_assert_cmpstr (file, ==, "/elsewhere/game.q1759");
    g_assert_cmpuint (index, ==, 0);
  }

  /* Gone, or a folder where it was: nothing to open. */
  g_assert_cmpint (g_unlink (original_path), ==, 0);
  g_assert_null (qb_record_find_original (relative, NULL));
  g_assert_cmpint (g_mkdir (original_path, 0700), ==, 0);
  g_assert_null (qb_record_find_original (relative, NULL));
  g_assert_cmpint (g_rmdir (original_path), ==, 0);

  qb_record_truncate (relative, 39);
  g_assert_false (qb_record_get_branch (relative, NULL, NULL));
  qbm_remove_tmp_dir (dir);
}

/* Undo stops at the branch, even where the original's player could
 * have taken back the orders written before it. */
static void
test_undo_floor (void)
{
  g_autoptr(QbRecord) original = original_record (2, TRUE);
  guint n = qb_record_get_n_actions (original);
  guint at = 0;

  /* The first position after an order written in the middle of orders:
   * the original, loaded, could undo it. */
  for (guint i = 30; i < n && at == 0; i++)
    {
      g_autoptr(QbRecord) copy = qb_record_copy (original);
      g_autoptr(QbGame) game = NULL;

      qb_record_truncate (copy, i);
      game = qb_game_new_from_record (copy, NULL);
      if (qb_game_can_undo (game) && qb_game_get_phase (game) == QB_PHASE_ORDERS)
        at = i;
    }
  g_assert_cmpuint (at, >, 0);
  {
    g_autoptr(QbGame) game = qb_game_new_fork (original, NULL, at, QB_FORK_SAME_DICE, NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (qb_game_can_undo (game));
    g_assert_cmpuint (qb_game_get_undo_floor (game), ==, at);
    g_assert_false (qb_game_undo (game, &error));
    g_assert_error (error, QB_GAME_ERROR, QB_GAME_ERROR_CANNOT_UNDO);
    g_clear_error (&error);
    g_assert_true (qb_game_apply (game, qb_record_get_action (original, at), &error));
    g_assert_no_error (error);
    {
      /* The same when the fork is opened again, with a move past the
       * branch: that move, and no more. */
      g_autoptr(QbRecord) copy = qb_record_copy (qb_game_get_record (game));
      g_autoptr(QbGame) reopened = qb_game_new_from_record (copy, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (qb_game_get_undo_floor (reopened), ==, at);
      g_assert_cmpuint (qb_game_get_undo_floor (game), ==, at);
    }
    /* The original's next order, taken back. */
    g_assert_true (qb_game_can_undo (game));
    g_assert_true (qb_game_undo (game, NULL));
    g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, at);
    g_assert_false (qb_game_can_undo (game));
  }
}

/* A fork of a hot-seat game starts behind the curtain of whoever decides
 * a private decision, and otherwise in the public view: nothing of
 * either side's hidden information shows until its player comes. */
static void
test_curtain (void)
{
  guint curtains = 0, public = 0;

  for (guint64 seed = 60; seed <= 63; seed++)
    {
      g_autoptr(QbRecord) original = original_record (seed, TRUE);
      guint n = qb_record_get_n_actions (original);

      qb_record_set_hide_information (original, TRUE);
      for (guint at = 0; at <= n; at += 3)
        {
          g_autoptr(QbGame) game = qb_game_new_fork (original, NULL, at, QB_FORK_FRESH_DICE, NULL);
          g_autoptr(QbPlaySession) session = qb_play_session_new ();

          g_assert_true (qb_record_get_hide_information (qb_game_get_record (game)));
          qb_play_session_set_game (session, game, TRUE);
          if (qb_game_is_over (game))
            g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_NO_SIDE);
          else if (qb_game_decision_is_private (game))
            {
              g_assert_cmpint (qb_play_session_get_curtain_side (session), ==,
                               qb_game_get_decider (game));
              g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_PUBLIC);
              g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);
              curtains++;
            }
          else
            {
              g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, -1);
              g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_PUBLIC);
              public++;
            }
        }
    }
  g_assert_cmpuint (curtains, >, 0);
  g_assert_cmpuint (public, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/fork/start-equals-replay", test_start_equals_replay);
  g_test_add_func ("/model/fork/same-dice-same-continuation", test_same_dice_same_continuation);
  g_test_add_func ("/model/fork/fresh-dice-differ", test_fresh_dice_differ);
  g_test_add_func ("/model/fork/file", test_file);
  g_test_add_func ("/model/fork/undo-floor", test_undo_floor);
  g_test_add_func ("/model/fork/curtain", test_curtain);

  return g_test_run ();
}
