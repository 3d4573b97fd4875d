/* test-game.c: QbGame: properties, signals, apply, and the undo rule. */
#include "qb-model-test.h"
#include "qb-order-text.h"

typedef struct
{
  guint changed;
  guint appended;
  guint last_n_events;
  guint notify_decider;
  guint notify_can_undo;
} Counts;

static void
changed_cb (QbGame *game,
            Counts *counts)
{
  counts->changed++;
}

static void
events_appended_cb (QbGame        *game,
                    const QbEvent *events,
                    guint          n_events,
                    Counts        *counts)
{
  counts->appended++;
  counts->last_n_events = n_events;
  g_assert_true (n_events == 0 || events != NULL);
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

/* Plays random actions until the deciding player is in `phase`. */
static gboolean
play_until (QbGame  *game,
            QbPhase  phase,
            guint64  seed)
{
  QbRng chooser;

  qb_rng_seed (&chooser, seed, 7);
  for (guint i = 0; i < 5000 && !qb_game_is_over (game); i++)
    {
      if (qb_game_get_phase (game) == phase)
        return TRUE;
      g_assert_true (qb_game_apply (game, qbm_choose (game, &chooser), NULL));
    }
  return qb_game_get_phase (game) == phase;
}

static void
test_signals (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GArray) legal = NULL;
  Counts counts = { 0 };
  guint n_before = 0, n_after = 0;
  QbRecord *record;

  qb_options_default (&options);
  game = qb_game_new (&options, 11);
  qb_game_set_dice_seed (game, 11);   /* the same game at every run */
  record = qb_game_get_record (game);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &counts);
  g_signal_connect (game, "events-appended", G_CALLBACK (events_appended_cb), &counts);
  g_signal_connect (game, "notify::decider", G_CALLBACK (notify_cb), &counts.notify_decider);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (notify_cb), &counts.notify_can_undo);

  g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_FRENCH_SETUP);
  g_assert_cmpint (qb_game_get_decider (game), ==, QB_FRENCH);
  g_assert_false (qb_game_is_over (game));
  g_assert_false (qb_game_can_undo (game));
  qb_game_get_events (game, &n_before);
  g_assert_cmpuint (n_before, ==, 2);   /* game start, British set-up */

  legal = qb_game_list_legal_actions (game);
  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (qb_game_apply (game, g_array_index (legal, QbAction, 0), NULL));
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.appended, ==, 1);
  g_assert_cmpuint (counts.last_n_events, ==, 1);
  g_assert_cmpuint (counts.notify_decider, ==, 0);   /* still the French */
  g_assert_cmpuint (counts.notify_can_undo, ==, 1);
  g_assert_true (qb_game_can_undo (game));
  g_assert_cmpuint (qb_record_get_n_actions (record), ==, 1);
  qb_game_get_events (game, &n_after);
  g_assert_cmpuint (n_after, ==, 3);

  /* The rest of the deployment: the decision passes to the British. */
  while (qb_game_get_phase (game) == QB_PHASE_FRENCH_SETUP)
    {
      g_autoptr(GArray) more = qb_game_list_legal_actions (game);

      g_assert_true (qb_game_apply (game, g_array_index (more, QbAction, 0), NULL));
    }
  g_assert_cmpuint (counts.notify_decider, ==, 1);
  g_assert_cmpuint (counts.changed, ==, 25);
  g_assert_false (qb_game_can_undo (game));
  g_assert_cmpuint (qb_game_get_move (game), ==, 1);

  {
    guint move = 0, phase = 0;
    gboolean over = TRUE;
    g_autoptr(QbRecord) prop_record = NULL;

    g_object_get (game, "move", &move, "phase", &phase, "is-over", &over,
                  "record", &prop_record, NULL);
    g_assert_cmpuint (move, ==, 1);
    g_assert_cmpuint (phase, ==, qb_game_get_phase (game));
    g_assert_false (over);
    g_assert_true (prop_record == record);
  }
}

static void
test_illegal (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GError) error = NULL;
  QbAction wrong = { QB_ACT_PLACE, 30, QB_OR, 0 };
  QbState before;
  Counts counts = { 0 };

  qb_options_default (&options);
  game = qb_game_new (&options, 1);
  qb_game_set_dice_seed (game, 1);   /* the same game at every run */
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &counts);
  before = *qb_game_get_state (game);
  g_assert_false (qb_game_apply (game, wrong, &error));
  g_assert_error (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "other than Ile d'Orleans (3.4)"));
  g_assert_cmpmem (&before, sizeof before, qb_game_get_state (game), sizeof (QbState));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, 0);
  g_assert_cmpuint (counts.changed, ==, 0);
}

/* Deployment: the French may take back placements one by one, never past
 * the start. */
static void
test_undo_deployment (void)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GError) error = NULL;
  QbState start;
  guint n_events = 0;
  Counts counts = { 0 };

  qb_options_default (&options);
  game = qb_game_new (&options, 4);
  qb_game_set_dice_seed (game, 4);   /* the same game at every run */
  start = *qb_game_get_state (game);
  qbm_play (game, 4, 5);
  g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_FRENCH_SETUP);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &counts);
  for (int i = 0; i < 5; i++)
    {
      g_assert_true (qb_game_can_undo (game));
      g_assert_true (qb_game_undo (game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (counts.changed, ==, 5);
  g_assert_cmpmem (&start, sizeof start, qb_game_get_state (game), sizeof (QbState));
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, 0);
  qb_game_get_events (game, &n_events);
  g_assert_cmpuint (n_events, ==, 2);
  g_assert_false (qb_game_can_undo (game));
  g_assert_false (qb_game_undo (game, &error));
  g_assert_error (error, QB_GAME_ERROR, QB_GAME_ERROR_CANNOT_UNDO);
}

/* Orders: a player may take back draft orders, including a "clear", but
 * not once the order is confirmed (the other player decides then). */
static void
test_undo_orders (void)
{
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, seed, 0);
      g_autoptr(GArray) legal = NULL;
      QbState before;
      QbAction move = { 0 };
      QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
      QbAction clear = { QB_ACT_ORDER_CLEAR, 0, 0, 0 };

      g_assert_true (play_until (game, QB_PHASE_ORDERS, seed));
      g_assert_cmpint (qb_game_get_decider (game), ==, QB_BRITISH);
      before = *qb_game_get_state (game);
      legal = qb_game_list_legal_actions (game);
      for (guint i = 0; i < legal->len; i++)
        if (g_array_index (legal, QbAction, i).type == QB_ACT_ORDER_MOVE)
          move = g_array_index (legal, QbAction, i);
      g_assert_cmpint (move.type, ==, QB_ACT_ORDER_MOVE);

      g_assert_true (qb_game_apply (game, move, NULL));
      g_assert_true (qb_game_apply (game, clear, NULL));
      g_assert_true (qb_game_apply (game, move, NULL));
      g_assert_true (qb_game_can_undo (game));
      g_assert_true (qb_game_undo (game, NULL));
      g_assert_true (qb_game_undo (game, NULL));
      g_assert_true (qb_game_undo (game, NULL));
      g_assert_cmpmem (&before, sizeof before, qb_game_get_state (game), sizeof (QbState));

      g_assert_true (qb_game_apply (game, move, NULL));
      g_assert_true (qb_game_apply (game, done, NULL));
      g_assert_cmpint (qb_game_get_decider (game), ==, QB_FRENCH);
      g_assert_false (qb_game_can_undo (game));
      g_assert_cmpuint (qb_game_get_undo_floor (game), ==,
                        qb_record_get_n_actions (qb_game_get_record (game)));
    }
}

/* Over many random games: the floor is always just after an action that
 * rolled dice, revealed something or changed the decider; undoing to it
 * gives the replayed position, and playing the same actions again gives the
 * same game. */
static void
test_undo_floor (void)
{
  guint games = g_test_slow () ? 40 : 8;
  guint checked_dice = 0;

  for (guint64 seed = 1; seed <= games; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (seed % 2, seed % 4 == 1, seed, 0);
      QbRecord *record = qb_game_get_record (game);
      QbRng chooser;

      qb_rng_seed (&chooser, seed, 99);
      while (!qb_game_is_over (game))
        {
          QbState before = *qb_game_get_state (game);
          QbAction action = qbm_choose (game, &chooser);
          gboolean irreversible;

          g_assert_true (qb_game_apply (game, action, NULL));
          irreversible = qb_action_is_irreversible (&before, qb_game_get_state (game));
          g_assert_cmpint (qb_game_can_undo (game), ==, !irreversible);
          if (irreversible && before.rolls != qb_game_get_state (game)->rolls)
            checked_dice++;

          /* Now and then, undo to the floor and play the same again. */
          if (qb_rng_below (&chooser, 8) == 0 && qb_game_can_undo (game))
            {
              guint n = qb_record_get_n_actions (record);
              guint floor = qb_game_get_undo_floor (game);
              g_autofree QbAction *redo = g_new (QbAction, n - floor);
              QbState end = *qb_game_get_state (game), replayed;
              int decider = qb_game_get_decider (game);

              for (guint i = floor; i < n; i++)
                redo[i - floor] = qb_record_get_action (record, i);
              while (qb_game_can_undo (game))
                {
                  g_assert_true (qb_game_undo (game, NULL));
                  g_assert_cmpint (qb_game_get_decider (game), ==, decider);
                }
              g_assert_cmpuint (qb_record_get_n_actions (record), ==, floor);
              g_assert_true (qb_record_replay (record, floor, &replayed, NULL));
              g_assert_cmpmem (&replayed, sizeof replayed, qb_game_get_state (game),
                               sizeof (QbState));
              for (guint i = 0; i < n - floor; i++)
                g_assert_true (qb_game_apply (game, redo[i], NULL));
              g_assert_cmpmem (&end, sizeof end, qb_game_get_state (game), sizeof (QbState));
            }
        }
    }
  g_assert_cmpuint (checked_dice, >, 0);
}

/* Redo: undone steps come back one by one, exactly as they were (state,
 * record and events), until a new step is taken; then they are gone. */
static void
test_redo (void)
{
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, seed, 0);
      g_autoptr(GArray) legal = NULL;
      g_autoptr(GError) error = NULL;
      QbAction moves[2] = { { 0 }, { 0 } };
      QbAction clear = { QB_ACT_ORDER_CLEAR, 0, 0, 0 };
      QbState before, after_one, after_two;
      guint n_before, n_events_two = 0, notify_can_redo = 0, n_moves = 0;

      g_assert_true (play_until (game, QB_PHASE_ORDERS, seed));
      g_signal_connect (game, "notify::can-redo", G_CALLBACK (notify_cb), &notify_can_redo);
      g_assert_false (qb_game_can_redo (game));
      g_assert_false (qb_game_redo (game, &error));
      g_assert_error (error, QB_GAME_ERROR, QB_GAME_ERROR_CANNOT_UNDO);
      g_clear_error (&error);

      legal = qb_game_list_legal_actions (game);
      for (guint i = 0; i < legal->len && n_moves < 2; i++)
        {
          QbAction a = g_array_index (legal, QbAction, i);

          /* Two moves of different blocks, so both stay legal together. */
          if (a.type == QB_ACT_ORDER_MOVE && (n_moves == 0 || a.a != moves[0].a))
            moves[n_moves++] = a;
        }
      g_assert_cmpuint (n_moves, ==, 2);

      before = *qb_game_get_state (game);
      n_before = qb_record_get_n_actions (qb_game_get_record (game));
      g_assert_true (qb_game_apply (game, moves[0], NULL));
      after_one = *qb_game_get_state (game);
      g_assert_true (qb_game_apply (game, moves[1], NULL));
      after_two = *qb_game_get_state (game);
      qb_game_get_events (game, &n_events_two);

      g_assert_true (qb_game_undo (game, NULL));
      g_assert_true (qb_game_undo (game, NULL));
      g_assert_cmpmem (&before, sizeof before, qb_game_get_state (game), sizeof (QbState));
      g_assert_true (qb_game_can_redo (game));
      g_assert_cmpuint (notify_can_redo, ==, 1);

      /* The first undone last: redo gives the first move back first. */
      g_assert_true (qb_game_redo (game, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (&after_one, sizeof after_one, qb_game_get_state (game), sizeof (QbState));
      g_assert_true (qb_game_can_redo (game));
      g_assert_true (qb_game_redo (game, NULL));
      g_assert_cmpmem (&after_two, sizeof after_two, qb_game_get_state (game), sizeof (QbState));
      g_assert_false (qb_game_can_redo (game));
      g_assert_cmpuint (notify_can_redo, ==, 2);
      g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n_before + 2);
      g_assert_true (qb_record_get_action (qb_game_get_record (game), n_before).type == QB_ACT_ORDER_MOVE);
      {
        guint n_events = 0;

        qb_game_get_events (game, &n_events);
        g_assert_cmpuint (n_events, ==, n_events_two);
      }
      /* Redo is undone like any step. */
      g_assert_true (qb_game_can_undo (game));

      /* A new step forgets what was undone. */
      g_assert_true (qb_game_undo (game, NULL));
      g_assert_true (qb_game_can_redo (game));
      g_assert_true (qb_game_apply (game, clear, NULL));
      g_assert_false (qb_game_can_redo (game));
      g_assert_false (qb_game_redo (game, NULL));
      g_assert_cmpuint (notify_can_redo, ==, 4);
    }
}

/* Dice: after a block fires, the fire cannot be taken back. */
static void
test_undo_stops_at_dice (void)
{
  guint seen = 0;

  for (guint64 seed = 1; seed <= 30 && seen < 5; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, seed, 0);
      g_autoptr(GArray) legal = NULL;

      if (!play_until (game, QB_PHASE_FIRE, seed))
        continue;
      legal = qb_game_list_legal_actions (game);
      g_assert_true (qb_game_apply (game, g_array_index (legal, QbAction, 0), NULL));
      g_assert_false (qb_game_can_undo (game));
      seen++;
    }
  g_assert_cmpuint (seen, >, 0);
}

/* Reveals: a completed battle deployment shows the blocks (12.3). */
static void
test_undo_stops_at_reveal (void)
{
  guint seen = 0;

  for (guint64 seed = 1; seed <= 60 && seen < 5; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, seed, 0);
      QbRng chooser;

      qb_rng_seed (&chooser, seed, 3);
      if (!play_until (game, QB_PHASE_DEPLOY, seed))
        continue;
      while (qb_game_get_phase (game) == QB_PHASE_DEPLOY)
        {
          QbState before = *qb_game_get_state (game);
          gboolean revealed = FALSE;

          g_assert_true (qb_game_apply (game, qbm_choose (game, &chooser), NULL));
          for (int b = 0; b < QB_NUM_BLOCKS; b++)
            revealed |= (qb_game_get_state (game)->blocks[b].flags & ~before.blocks[b].flags
                         & QB_BF_REVEALED) != 0;
          if (revealed)
            {
              g_assert_false (qb_game_can_undo (game));
              seen++;
            }
        }
    }
  g_assert_cmpuint (seen, >, 0);
}

static void
test_from_record (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_CLASSIC, TRUE, 21, 120);
  g_autoptr(QbRecord) copy = qb_record_copy (qb_game_get_record (game));
  g_autoptr(QbGame) resumed = NULL;
  g_autoptr(GError) error = NULL;
  const QbEvent *e1, *e2;
  guint n1 = 0, n2 = 0;
  QbView v1, v2;

  resumed = qb_game_new_from_record (copy, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (qb_game_get_state (game), sizeof (QbState),
                   qb_game_get_state (resumed), sizeof (QbState));
  g_assert_cmpint (qb_game_can_undo (game), ==, qb_game_can_undo (resumed));
  g_assert_cmpuint (qb_game_get_undo_floor (game), ==, qb_game_get_undo_floor (resumed));
  e1 = qb_game_get_events (game, &n1);
  e2 = qb_game_get_events (resumed, &n2);
  g_assert_cmpmem (e1, n1 * sizeof (QbEvent), e2, n2 * sizeof (QbEvent));
  for (int side = 0; side < 2; side++)
    {
      qb_game_view (game, side, &v1);
      qb_game_view (resumed, side, &v2);
      g_assert_cmpmem (&v1, sizeof v1, &v2, sizeof v2);
    }

  /* Both go on alike, given the same fresh dice (a resumed game rolls
   * afresh: its record lists the dice rolled so far, not a seed). */
  qb_game_set_dice_seed (game, 5);
  qb_game_set_dice_seed (resumed, 5);
  qbm_play (game, 5, G_MAXUINT);
  qbm_play (resumed, 5, G_MAXUINT);
  g_assert_cmpmem (qb_game_get_state (game), sizeof (QbState),
                   qb_game_get_state (resumed), sizeof (QbState));
  g_assert_true (qb_game_is_over (resumed));
  g_assert_cmpint (qb_game_get_winner (resumed), !=, QB_NO_SIDE);
  g_assert_cmpint (qb_game_get_win_reason (resumed), !=, QB_WIN_NONE);
}

/* What a screen may ask for is its viewer's: a private decision's legal
 * actions go to its player and the open view only, a public decision's to
 * anyone; a typed order is read only for the side writing orders. Through
 * random games, at every step. */
static void
test_viewer_questions (void)
{
  guint private_seen = 0, public_seen = 0;

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(QbGame) game = qbm_random_game (seed % 2 ? QB_EDITION_CLASSIC : QB_EDITION_REVISED,
                                                FALSE, seed, 0);
      QbRng chooser;

      qb_rng_seed (&chooser, seed, 7);
      for (guint i = 0; i < 3000 && !qb_game_is_over (game); i++)
        {
          g_autoptr(GArray) all = qb_game_list_legal_actions (game);
          int decider = qb_game_get_decider (game);
          gboolean private = qb_game_decision_is_private (game);

          g_assert_cmpint (private, ==, qb_decision_is_private (qb_game_get_state (game)));
          for (int viewer = QB_BRITISH; viewer <= QB_PUBLIC; viewer++)
            {
              g_autoptr(GArray) seen = qb_game_list_legal_actions_for (game, viewer);

              if (viewer == decider || viewer == QB_NO_SIDE || !private)
                g_assert_cmpmem (seen->data, seen->len * sizeof (QbAction),
                                 all->data, all->len * sizeof (QbAction));
              else
                g_assert_cmpuint (seen->len, ==, 0);
            }
          if (private)
            private_seen++;
          else
            public_seen++;

          if (qb_game_get_phase (game) == QB_PHASE_ORDERS)
            {
              g_autoptr(GError) error = NULL;
              g_autoptr(GArray) mine = qb_game_parse_order (game, decider, "stand", NULL);
              g_autoptr(GArray) theirs = qb_game_parse_order (game, 1 - decider, "stand", &error);

              g_assert_nonnull (mine);
              g_assert_null (theirs);
              g_assert_error (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_NOT_NOW);
            }
          g_assert_true (qb_game_apply (game, qbm_choose (game, &chooser), NULL));
        }
    }
  g_assert_cmpuint (private_seen, >, 0);
  g_assert_cmpuint (public_seen, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/game/signals", test_signals);
  g_test_add_func ("/model/game/illegal", test_illegal);
  g_test_add_func ("/model/game/undo/deployment", test_undo_deployment);
  g_test_add_func ("/model/game/undo/orders", test_undo_orders);
  g_test_add_func ("/model/game/undo/floor", test_undo_floor);
  g_test_add_func ("/model/game/undo/dice", test_undo_stops_at_dice);
  g_test_add_func ("/model/game/undo/redo", test_redo);
  g_test_add_func ("/model/game/undo/reveal", test_undo_stops_at_reveal);
  g_test_add_func ("/model/game/from-record", test_from_record);
  g_test_add_func ("/model/game/viewer-questions", test_viewer_questions);

  return g_test_run ();
}
