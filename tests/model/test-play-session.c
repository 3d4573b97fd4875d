/* test-play-session.c: QbPlaySession without a display: the hot-seat
 * curtain (when it comes up, for whom, never with hiding off), whole games
 * played only through the session (clicks and drops matched to the legal
 * actions, the rest as the decision panel chooses) and undo. The
 * selection, the order being written, the filters and the reasons a click
 * does nothing are in test-play-session-input.c.
 *
 * The tests read the whole state (qb_game_get_state()) as the referee: the
 * session itself never does.
 */
#include "qb-play-session-test.h"

/* Checks what the session shows after an action, `before` being the
 * viewer at the screen when it was taken: the curtain comes up exactly
 * when the decision is private and that viewer is not its player. */
static void
check_screen (QbPlaySession *session,
              int            before)
{
  QbGame *game = qb_play_session_get_game (session);
  const QbState *s = qb_game_get_state (game);
  const QbView *view = qb_play_session_get_view (session);
  gboolean hide = qb_play_session_get_hide_information (session);
  int viewer = qb_play_session_get_viewer (session);
  int curtain = qb_play_session_get_curtain_side (session);

  g_assert_nonnull (view);
  g_assert_cmpint (view->viewer, ==, viewer);
  if (qb_is_over (s) || !hide)
    {
      g_assert_cmpint (curtain, ==, -1);
      g_assert_cmpint (viewer, ==, QB_NO_SIDE);
      return;
    }
  if (qb_decision_is_private (s) && before != s->decider)
    {
      QbPlayHighlights h;

      /* Behind the curtain: the public view, nothing to do, nothing lit. */
      g_assert_cmpint (curtain, ==, s->decider);
      g_assert_cmpint (viewer, ==, QB_PUBLIC);
      g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);
      g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, 0);
      g_assert_cmpint (qb_play_session_get_order_side (session), ==, -1);
      g_assert_false (qb_play_session_get_can_undo (session));
      g_assert_false (qb_play_session_get_can_redo (session));
      qb_play_session_get_highlights (session, &h);
      g_assert_cmpuint (h.sources | h.land | h.sea, ==, 0);
      g_assert_cmpint (h.capacity[0], ==, -1);
      g_assert_cmpint (h.capacity[1], ==, -1);
      return;
    }
  g_assert_cmpint (curtain, ==, -1);
  if (qb_decision_is_private (s))
    g_assert_cmpint (viewer, ==, s->decider);
  else
    g_assert_cmpint (viewer, ==, before == s->decider ? s->decider : QB_PUBLIC);
}

typedef struct
{
  guint curtains;
  guint curtain_phases;     /* bit per QbPhase a curtain came up at */
  guint public_phases;      /* bit per QbPhase decided without one */
} Curtains;

/* Plays a whole game through the session only: a random action among
 * those the session offers, taken as a player would (take()), the curtain
 * lifted whenever it comes up. */
static void
play_through (QbPlaySession *session,
              guint64        seed,
              Ways          *ways,
              Curtains      *curtains,
              Watch         *w)
{
  QbGame *game = qb_play_session_get_game (session);
  QbRng chooser;
  guint steps = 0;

  qb_rng_seed (&chooser, seed, 0x73657373ULL);
  while (!qb_game_is_over (game))
    {
      const QbState *s = qb_game_get_state (game);
      GArray *actions;
      QbAction a;
      int before;

      if (qb_play_session_get_curtain_side (session) >= 0)
        {
          guint needed = w->needed[0] + w->needed[1];

          curtains->curtains++;
          curtains->curtain_phases |= 1u << s->phase;
          g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, s->decider);
          g_assert_cmpuint (needed, ==, curtains->curtains);
          qb_play_session_lift_curtain (session);
          g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, -1);
          g_assert_cmpint (qb_play_session_get_viewer (session), ==, s->decider);
        }
      else if (!qb_decision_is_private (s))
        curtains->public_phases |= 1u << s->phase;

      /* The player at the screen sees every legal action, or none at all. */
      actions = qb_play_session_get_actions (session);
      {
        g_autoptr(GArray) legal = qb_game_list_legal_actions (game);
        g_assert_cmpuint (actions->len, ==, legal->len);
        g_assert_cmpuint (legal->len, >, 0);
      }
      a = g_array_index (actions, QbAction, qb_rng_below (&chooser, actions->len));
      before = qb_play_session_get_viewer (session);
      take (session, a, ways);
      check_screen (session, before);
      g_assert_cmpuint (++steps, <, 20000);
    }
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_NO_SIDE);
  g_assert_false (qb_play_session_get_can_undo (session));
  g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);
  g_assert_cmpint (qb_play_session_get_view (session)->phase, ==, QB_PHASE_GAME_OVER);
  g_test_message ("%u actions: %u dropped, %u zone clicks, %u block clicks, %u land moves "
                  "clicked, %u from the list; %u curtains", steps, ways->drops,
                  ways->zone_clicks, ways->block_clicks, ways->order_clicks, ways->listed,
                  curtains->curtains);
}

/* Returns the phases a curtain came up at. */
static guint
check_whole_game (int     edition,
                  guint64 seed)
{
  g_autoptr(QbGame) game = new_game (edition, TRUE, seed);
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  Ways ways = { 0 };
  Curtains curtains = { 0 };
  Watch w;
  int move;

  watch (session, &w);
  qb_play_session_set_game (session, game, TRUE);
  play_through (session, seed, &ways, &curtains, &w);
  move = qb_game_get_state (game)->move;

  /* Both players' orders at each move played to its end (16 moves, or
   * fewer after a sudden victory), the French deployment first. */
  g_assert_cmpuint (curtains.curtains, >=, 2 * (guint) (move - 1) + 1);
  g_assert_cmpuint (w.needed[QB_FRENCH] + w.needed[QB_BRITISH], ==, curtains.curtains);
  /* Each curtain came up and went down once, and nothing else moved it. */
  g_assert_cmpuint (w.notify_curtain, ==, 2 * curtains.curtains);
  g_assert_true (curtains.curtain_phases & (1u << QB_PHASE_FRENCH_SETUP));
  g_assert_true (curtains.curtain_phases & (1u << QB_PHASE_ORDERS));
  /* Battles were fought face up: firing needs no curtain. */
  g_assert_true (curtains.public_phases & (1u << QB_PHASE_FIRE));
  g_assert_false (curtains.curtain_phases & (1u << QB_PHASE_FIRE));
  g_assert_false (curtains.curtain_phases & (1u << QB_PHASE_RETREAT));
  /* Every way of taking an action was used. */
  g_assert_cmpuint (ways.drops, >, 0);
  g_assert_cmpuint (ways.zone_clicks, >, 0);
  g_assert_cmpuint (ways.block_clicks, >, 0);
  g_assert_cmpuint (ways.order_clicks, >, 0);
  g_assert_cmpuint (ways.listed, >, 0);
  unwatch (session, &w);
  g_assert_finalize_object (g_steal_pointer (&session));
  return curtains.curtain_phases;
}

/* Two games of each edition; in one of them at least a battle's
 * deployment came behind the curtain (12.1, 12.2: each side sets up its
 * blocks upright, their strength hidden from the other). */
static void
test_whole_game_revised (void)
{
  guint phases = check_whole_game (QB_EDITION_REVISED, 11) | check_whole_game (QB_EDITION_REVISED, 23);

  g_assert_true (phases & (1u << QB_PHASE_DEPLOY));
}

static void
test_whole_game_classic (void)
{
  guint phases = check_whole_game (QB_EDITION_CLASSIC, 12) | check_whole_game (QB_EDITION_CLASSIC, 31);

  g_assert_true (phases & (1u << QB_PHASE_DEPLOY));
}

/* With hiding off there is never a curtain: everything is shown, to the
 * end, and the viewer never changes. */
static void
test_open_play (void)
{
  g_autoptr(QbGame) game = new_game (QB_EDITION_CLASSIC, TRUE, 3);
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  Ways ways = { 0 };
  Curtains curtains = { 0 };
  Watch w;

  qb_play_session_set_game (session, game, FALSE);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_NO_SIDE);
  g_assert_false (qb_play_session_get_hide_information (session));
  watch (session, &w);
  play_through (session, 3, &ways, &curtains, &w);
  g_assert_cmpuint (curtains.curtains, ==, 0);
  g_assert_cmpuint (w.needed[0] + w.needed[1], ==, 0);
  g_assert_cmpuint (w.notify_curtain, ==, 0);
  g_assert_cmpuint (w.notify_viewer, ==, 0);
  g_assert_cmpuint (w.changed, >, 100);
  unwatch (session, &w);
}


/* The first decision of a hidden game is the French deployment (3.4): the
 * curtain is up for the French before anything is shown, and the session
 * offers nothing until it is lifted. */
static void
test_first_decision (void)
{
  g_autoptr(QbGame) game = new_game (QB_EDITION_REVISED, FALSE, 5);
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  g_autoptr(GError) error = NULL;
  QbAction place = { QB_ACT_PLACE, QB_FR_MONTCALM, QB_BE, 0 };
  Watch w;

  g_assert_null (qb_play_session_get_view (session));
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, -1);
  watch (session, &w);
  qb_play_session_set_game (session, game, TRUE);
  g_assert_true (qb_play_session_get_game (session) == game);
  g_assert_true (qb_play_session_get_hide_information (session));
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_PUBLIC);
  g_assert_cmpint (qb_play_session_get_view (session)->viewer, ==, QB_PUBLIC);
  g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);
  g_assert_cmpuint (qb_play_session_get_drop_zones (session, QB_FR_MONTCALM), ==, 0);
  g_assert_cmpuint (w.needed[QB_FRENCH], ==, 1);
  /* The widgets were told first, then the properties, then the curtain. */
  g_assert_true (g_str_has_prefix (w.log->str, "changed "));
  g_assert_nonnull (strstr (w.log->str, "curtain-side"));
  g_assert_true (g_str_has_suffix (w.log->str, "needed:1 "));

  /* Behind the curtain nothing may be done, and the reason says so. */
  g_assert_false (qb_play_session_drop_block (session, QB_FR_MONTCALM, QB_BE, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_CURTAIN);
  g_clear_error (&error);
  g_assert_false (qb_play_session_apply (session, place, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_CURTAIN);
  g_clear_error (&error);
  g_assert_cmpint (qb_play_session_match_zone (session, QB_BE, NULL, &error), ==, QB_PLAY_CLICK_NONE);
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_CURTAIN);
  g_clear_error (&error);
  g_assert_false (qb_play_session_click_block (session, QB_FR_MONTCALM, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_CURTAIN);
  g_clear_error (&error);
  qb_play_session_set_selected_zone (session, QB_BE);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, -1);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, 0);

  /* Lifted: the French see their blocks and every placement. */
  g_string_truncate (w.log, 0);
  qb_play_session_lift_curtain (session);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_view (session)->viewer, ==, QB_FRENCH);
  g_assert_true (g_str_has_prefix (w.log->str, "changed "));
  g_assert_cmpuint (w.needed[QB_FRENCH], ==, 1);
  {
    g_autoptr(GArray) legal = qb_game_list_legal_actions (game);
    g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, legal->len);
  }
  g_assert_true ((qb_play_session_get_drop_zones (session, QB_FR_MONTCALM) >> QB_BE) & 1);
  /* Lifting again does nothing. */
  w.changed = 0;
  qb_play_session_lift_curtain (session);
  g_assert_cmpuint (w.changed, ==, 0);
  unwatch (session, &w);
}

/* Undo gives back the player's own steps, and never from behind the
 * curtain. */
static void
test_undo (void)
{
  g_autoptr(QbGame) game = new_game (QB_EDITION_REVISED, FALSE, 5);
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  g_autoptr(GError) error = NULL;
  Watch w;

  qb_play_session_set_game (session, game, TRUE);
  g_assert_false (qb_play_session_get_can_undo (session));
  g_assert_false (qb_play_session_undo (session, &error));
  g_assert_no_error (error);
  qb_play_session_lift_curtain (session);
  watch (session, &w);
  g_assert_true (qb_play_session_drop_block (session, QB_FR_OTTAWA, QB_MO, &error));
  g_assert_no_error (error);
  g_assert_true (qb_play_session_get_can_undo (session));
  g_assert_cmpuint (w.notify_can_undo, ==, 1);
  g_assert_true (qb_play_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_OTTAWA].loc, ==, QB_LOC_POOL);
  g_assert_false (qb_play_session_get_can_undo (session));
  g_assert_cmpuint (w.notify_can_undo, ==, 2);
  /* The French are still at the screen. */
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_FRENCH);
  g_assert_cmpuint (w.notify_viewer, ==, 0);

  /* Redo gives the placement back, once. */
  g_assert_true (qb_play_session_get_can_redo (session));
  g_assert_cmpuint (w.notify_can_redo, ==, 1);
  g_assert_true (qb_play_session_redo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (qb_game_get_state (game)->blocks[QB_FR_OTTAWA].loc, ==, QB_MO);
  g_assert_false (qb_play_session_get_can_redo (session));
  g_assert_true (qb_play_session_get_can_undo (session));
  g_assert_false (qb_play_session_redo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w.notify_can_redo, ==, 2);
  unwatch (session, &w);
}

/* After the British orders the French write theirs behind the curtain:
 * the screen holds nothing of the British order meanwhile. */
static void
test_after_orders (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  g_autoptr(GError) error = NULL;
  QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
  Watch w;

  g_assert_true (qb_play_session_write_order (session, "OR-BE 4 boat", &error));
  g_assert_no_error (error);
  g_assert_cmpint (__builtin_popcountll (qb_play_session_get_draft_blocks (session)), ==, 4);
  watch (session, &w);
  g_assert_true (qb_play_session_apply (session, done, &error));
  g_assert_no_error (error);
  g_assert_cmpint (qb_game_get_decider (game), ==, QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_FRENCH);
  g_assert_cmpuint (w.needed[QB_FRENCH], ==, 1);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_PUBLIC);
  {
    const QbView *view = qb_play_session_get_view (session);
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      g_assert_cmpint (view->blocks[b].order_dest, ==, QB_LOC_NONE);
    g_assert_cmpint (view->own_order.origin, ==, QB_LOC_NONE);
  }
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, 0);
  qb_play_session_lift_curtain (session);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_FRENCH);
  unwatch (session, &w);
}

/* A battle's deployment is private (12.1, 12.2): the French defenders,
 * already at the screen for the desertion the landing cost them, deploy
 * without a curtain; the British attackers deploy behind one. */
static void
test_battle_deployment (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  g_autoptr(GError) error = NULL;
  QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
  QbAction transfer_done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };
  const QbState *s = qb_game_get_state (game);
  Watch w;

  g_assert_true (qb_play_session_write_order (session, "OR-BE 4 boat", &error));
  g_assert_true (qb_play_session_apply (session, done, &error));
  qb_play_session_lift_curtain (session);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    g_assert_true (qb_play_session_apply (session, transfer_done, NULL));
  g_assert_true (qb_play_session_apply (session, done, &error));
  g_assert_no_error (error);
  watch (session, &w);
  /* 20.0: the British at Beauport cost the French a Quebec militia. */
  g_assert_cmpint (s->phase, ==, QB_PHASE_DESERTION);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_FRENCH);
  {
    GArray *actions = qb_play_session_get_actions (session);
    g_assert_true (qb_play_session_click_block (session, g_array_index (actions, QbAction, 0).a, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (s->phase, ==, QB_PHASE_DEPLOY);
  g_assert_cmpint (s->decider, ==, QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_FRENCH);
  while (s->phase == QB_PHASE_DEPLOY && s->decider == QB_FRENCH)
    {
      GArray *actions = qb_play_session_get_actions (session);
      g_assert_true (qb_play_session_apply (session, g_array_index (actions, QbAction, 0), &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (w.needed[QB_FRENCH], ==, 0);
  g_assert_cmpint (s->phase, ==, QB_PHASE_DEPLOY);
  g_assert_cmpint (s->decider, ==, QB_BRITISH);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_BRITISH);
  g_assert_cmpuint (w.needed[QB_BRITISH], ==, 1);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_PUBLIC);
  unwatch (session, &w);
}

/* Finds, in hidden games played at random through the session, a retreat
 * decision and a game's end: a retreat is public (15.0), shown to the
 * player at the screen if theirs, else from the public view, never behind
 * a curtain; at the end everything is shown. */
static void
test_retreats_and_end (void)
{
  guint retreats = 0;

  for (guint64 seed = 40; seed < 44; seed++)
    {
      g_autoptr(QbGame) game = new_game (QB_EDITION_REVISED, TRUE, seed);
      g_autoptr(QbPlaySession) session = qb_play_session_new ();
      const QbState *s = qb_game_get_state (game);
      QbRng chooser;
      Ways ways = { 0 };

      qb_rng_seed (&chooser, seed, 2);
      qb_play_session_set_game (session, game, TRUE);
      while (!qb_game_is_over (game))
        {
          GArray *actions;
          int before;

          if (qb_play_session_get_curtain_side (session) >= 0)
            {
              g_assert_cmpint (s->phase, !=, QB_PHASE_RETREAT);
              qb_play_session_lift_curtain (session);
            }
          if (s->phase == QB_PHASE_RETREAT)
            {
              int viewer = qb_play_session_get_viewer (session);
              g_assert_true (viewer == s->decider || viewer == QB_PUBLIC);
              retreats++;
            }
          actions = qb_play_session_get_actions (session);
          before = qb_play_session_get_viewer (session);
          take (session, g_array_index (actions, QbAction, qb_rng_below (&chooser, actions->len)), &ways);
          check_screen (session, before);
        }
      /* The end: everything face up, nothing to do or undo. */
      g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_NO_SIDE);
      g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, -1);
      g_assert_false (qb_play_session_get_can_undo (session));
      g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);
      g_assert_cmpint (qb_play_session_get_view (session)->winner, ==, s->winner);
    }
  g_test_message ("%u retreat decisions", retreats);
  g_assert_cmpuint (retreats, >, 0);
}

/* Another page's curtain was lifted for a side: a private view of the
 * other side goes behind the curtain; nothing changes in open play or for
 * the side already at the screen. */
static void
test_hand_over (void)
{
  g_autoptr(QbGame) game = new_game (QB_EDITION_REVISED, FALSE, 5);
  g_autoptr(QbGame) open = new_game (QB_EDITION_REVISED, FALSE, 5);
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  Watch w;

  qb_play_session_set_game (session, game, TRUE);
  qb_play_session_lift_curtain (session);
  watch (session, &w);
  qb_play_session_hand_over (session, QB_FRENCH);
  g_assert_cmpuint (w.changed, ==, 0);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_FRENCH);
  qb_play_session_hand_over (session, QB_BRITISH);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_PUBLIC);
  g_assert_cmpuint (w.needed[QB_FRENCH], ==, 1);
  /* Behind the curtain already: nothing more to hide. */
  w.changed = 0;
  qb_play_session_hand_over (session, QB_BRITISH);
  g_assert_cmpuint (w.changed, ==, 0);
  unwatch (session, &w);

  qb_play_session_set_game (session, open, FALSE);
  qb_play_session_hand_over (session, QB_BRITISH);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_NO_SIDE);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/play-session/curtain/first-decision", test_first_decision);
  g_test_add_func ("/model/play-session/curtain/after-orders", test_after_orders);
  g_test_add_func ("/model/play-session/curtain/battle-deployment", test_battle_deployment);
  g_test_add_func ("/model/play-session/curtain/retreats-and-end", test_retreats_and_end);
  g_test_add_func ("/model/play-session/curtain/never-in-open-play", test_open_play);
  g_test_add_func ("/model/play-session/curtain/hand-over", test_hand_over);
  g_test_add_func ("/model/play-session/undo", test_undo);
  g_test_add_func ("/model/play-session/whole-game/revised", test_whole_game_revised);
  g_test_add_func ("/model/play-session/whole-game/classic", test_whole_game_classic);
  return g_test_run ();
}
