/* test-play-session-input.c: QbPlaySession without a display: the
 * selection, the order being written (the draft), the filters that follow
 * a scout or a typed order, quiet moves and refusals said as sentences,
 * and the reasons a click does nothing. The curtain, whole games and undo
 * are in test-play-session.c.
 *
 * The tests read the whole state (qb_game_get_state()) as the referee: the
 * session itself never does.
 */
#include "qb-play-session-test.h"

/* Issue 14: typing "stand" with an order written, or twice, never says
 * "the order is already empty"; a refused step reads as a sentence. */
static void
test_stand_and_sentences (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  g_autoptr(GError) error = NULL;
  QbAction clear = { QB_ACT_ORDER_CLEAR, 0, 0, 0 };
  gunichar first;

  g_assert_true (qb_play_session_write_order (session, "OR-BE 4 boat", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), >, 0);
  g_assert_true (qb_play_session_write_order (session, "stand", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, 0);
  g_assert_true (qb_play_session_write_order (session, "stand", &error));
  g_assert_no_error (error);
  g_assert_true (qb_play_session_write_order (session, " Stand ", &error));
  g_assert_no_error (error);

  /* Clearing an empty order by hand is refused with a whole sentence. */
  g_assert_false (qb_play_session_apply (session, clear, &error));
  g_assert_error (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL);
  first = g_utf8_get_char (error->message);
  g_assert_true (g_unichar_isupper (first));
  g_assert_true (g_str_has_suffix (error->message, "."));
  g_assert_cmpstr (error->message, ==, "The order is already empty.");
}

/* Issue 14: a campaign move where both sides stood says so, to both
 * players (it is public), until the next action. */
static void
test_quiet_move_notice (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
  QbAction transfer_done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };
  guint move = qb_game_get_move (game);
  g_autofree char *expected = g_strdup_printf ("Campaign move %u was quiet: both sides stood and nothing moved.", move);
  Watch w;

  g_assert_null (qb_play_session_get_notice (session));
  g_assert_true (qb_play_session_apply (session, done, NULL));
  g_assert_null (qb_play_session_get_notice (session));
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_FRENCH);
  qb_play_session_lift_curtain (session);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    g_assert_true (qb_play_session_apply (session, transfer_done, NULL));
  watch (session, &w);
  g_assert_true (qb_play_session_apply (session, done, NULL));
  g_assert_cmpstr (qb_play_session_get_notice (session), ==, expected);
  g_assert_cmpuint (qb_game_get_move (game), ==, move + 1);
  g_assert_nonnull (strstr (w.log->str, "notice"));
  /* Behind the next curtain too: both players know it. */
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_BRITISH);
  qb_play_session_lift_curtain (session);
  g_assert_cmpstr (qb_play_session_get_notice (session), ==, expected);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    g_assert_true (qb_play_session_apply (session, transfer_done, NULL));
  /* The next action ends it. */
  g_assert_true (qb_play_session_write_order (session, "OR-BE 4 boat", NULL));
  g_assert_null (qb_play_session_get_notice (session));
  unwatch (session, &w);
}

static guint
n_in_selection (QbPlaySession *session)
{
  GArray *actions = qb_play_session_get_actions (session);
  guint n = 0;

  for (guint i = 0; i < actions->len; i++)
    if (qb_play_session_action_in_selection (session, g_array_index (actions, QbAction, i)))
      n++;
  return n;
}

/* Issue 14: the zone picked for the Ottawa's scout does not narrow its
 * withdrawal afterwards: a new decision starts with nothing picked, and
 * a zone left picked never hides every choice. */
static void
test_filter_after_scout (void)
{
  g_autoptr(QbGame) game = new_game (QB_EDITION_REVISED, FALSE, 5);
  g_autoptr(QbPlaySession) session = qb_play_session_new ();
  QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
  QbAction transfer_done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };
  QbAction scout = { 0 };
  GArray *actions;
  int ottawa_zone;

  qb_play_session_set_game (session, game, FALSE);
  deploy_historical (session);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    g_assert_true (qb_play_session_apply (session, transfer_done, NULL));

  /* A zone picked by the British is gone when the French decide. */
  qb_play_session_set_selected_zone (session, QB_OR);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, QB_OR);
  g_assert_true (qb_play_session_apply (session, done, NULL));
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    g_assert_true (qb_play_session_apply (session, transfer_done, NULL));
  g_assert_cmpint (qb_game_get_decider (game), ==, QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, -1);

  actions = qb_play_session_get_actions (session);
  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type == QB_ACT_ORDER_OTTAWA && a.c == QB_MISSION_SCOUT)
        scout = a;
    }
  g_assert_cmpint (scout.type, ==, QB_ACT_ORDER_OTTAWA);
  ottawa_zone = qb_play_session_get_view (session)->blocks[QB_FR_OTTAWA].loc;
  qb_play_session_set_selected_zone (session, ottawa_zone);
  g_assert_true (qb_play_session_action_in_selection (session, scout));
  /* The Ottawa's mission is the whole order: the scout goes at once. */
  g_assert_true (qb_play_session_apply (session, scout, NULL));

  /* The scout is done: the withdrawal lists every zone it may go to. */
  g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_OTTAWA_RETREAT);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, -1);
  actions = qb_play_session_get_actions (session);
  g_assert_cmpuint (actions->len, >, 1);
  g_assert_cmpuint (n_in_selection (session), ==, actions->len);

  /* Picking a zone no withdrawal goes to, by hand, still narrows (the
   * player asked), but the next step does not keep a pick that hides all. */
  qb_play_session_set_selected_zone (session, ottawa_zone);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, ottawa_zone);
}

/* Issue 14: the list's filter follows the order being typed. */
static void
test_filter_follows_typed_order (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) parsed = NULL;
  g_autoptr(GArray) stand = NULL;

  qb_play_session_set_selected_zone (session, QB_LE);
  parsed = qb_play_session_parse_order (session, "OR-BE 4 boat", &error);
  g_assert_no_error (error);
  qb_play_session_select_order (session, parsed);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, QB_OR);
  g_assert_cmpint (qb_play_session_get_target_zone (session), ==, QB_BE);
  stand = qb_play_session_parse_order (session, "stand", &error);
  g_assert_no_error (error);
  qb_play_session_select_order (session, stand);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, -1);
  g_assert_cmpint (qb_play_session_get_target_zone (session), ==, -1);
}
/* The selection: a zone, then where its blocks go; each click again
 * drops it; the lights follow; notifications only on change. */
static void
test_selection (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  const QbView *view = qb_play_session_get_view (session);
  int from = view->blocks[0].loc;
  QbAction to_be = { QB_ACT_ORDER_MOVE, 0, QB_BE, QB_MODE_AMPHIBIOUS };
  QbAction to_le = { QB_ACT_ORDER_MOVE, 0, QB_LE, QB_MODE_AMPHIBIOUS };
  QbPlayHighlights h;
  Watch w;

  g_assert_cmpint (from, ==, QB_OR);
  qb_play_session_get_highlights (session, &h);
  g_assert_true ((h.sources >> QB_OR) & 1);
  g_assert_cmpuint (h.land | h.sea, ==, 0);      /* no zone picked yet */
  g_assert_cmpint (h.capacity[0], >=, 0);
  g_assert_cmpint (h.capacity[1], >=, 0);
  g_assert_true (qb_play_session_action_in_selection (session, to_le));

  watch (session, &w);
  g_assert_cmpint (qb_play_session_match_zone (session, QB_OR, NULL, NULL), ==, QB_PLAY_CLICK_SELECT);
  g_assert_true (qb_play_session_click_zone (session, QB_OR, NULL));
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, QB_OR);
  g_assert_cmpuint (w.notify_selected, ==, 1);
  qb_play_session_get_highlights (session, &h);
  g_assert_true ((h.sea >> QB_BE) & 1);          /* 7.2: by boat from the island */
  g_assert_true ((h.sea >> QB_LE) & 1);

  /* Beauport is within reach: the destination. */
  g_assert_cmpint (qb_play_session_match_zone (session, QB_BE, NULL, NULL), ==, QB_PLAY_CLICK_TARGET);
  g_assert_true (qb_play_session_click_zone (session, QB_BE, NULL));
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, QB_OR);
  g_assert_cmpint (qb_play_session_get_target_zone (session), ==, QB_BE);
  g_assert_cmpuint (w.notify_target, ==, 1);
  g_assert_true (qb_play_session_action_in_selection (session, to_be));
  g_assert_false (qb_play_session_action_in_selection (session, to_le));
  /* Again: the destination is dropped, the zone stays. */
  g_assert_true (qb_play_session_click_zone (session, QB_BE, NULL));
  g_assert_cmpint (qb_play_session_get_target_zone (session), ==, -1);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, QB_OR);
  g_assert_true (qb_play_session_action_in_selection (session, to_le));
  /* The same zone again: nothing changes, nothing is notified. */
  w.notify_selected = 0;
  qb_play_session_set_selected_zone (session, QB_OR);
  g_assert_cmpuint (w.notify_selected, ==, 0);
  g_object_set (session, "selected-zone", QB_OR, NULL);
  g_assert_cmpuint (w.notify_selected, ==, 0);
  /* The list's "show all" drops the zone and its destination. */
  g_assert_true (qb_play_session_click_zone (session, QB_BE, NULL));
  qb_play_session_set_selected_zone (session, -1);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, -1);
  g_assert_cmpint (qb_play_session_get_target_zone (session), ==, -1);
  /* A zone out of reach of the picked one is picked instead of it. */
  g_assert_true (qb_play_session_click_zone (session, QB_OR, NULL));
  qb_play_session_get_highlights (session, &h);
  {
    int far = -1;
    for (int z = 0; z < QB_NUM_ZONES && far < 0; z++)
      if (z != QB_OR && !(((h.land | h.sea) >> z) & 1))
        far = z;
    g_assert_cmpint (far, >=, 0);
    g_assert_cmpint (qb_play_session_match_zone (session, far, NULL, NULL), ==, QB_PLAY_CLICK_SELECT);
    g_assert_true (qb_play_session_click_zone (session, far, NULL));
    g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, far);
    g_assert_cmpint (qb_play_session_get_target_zone (session), ==, -1);
  }
  /* The curtain drops the selection. */
  g_assert_true (qb_play_session_click_zone (session, QB_OR, NULL));
  {
    QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
    g_assert_true (qb_play_session_apply (session, done, NULL));
  }
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, -1);
  unwatch (session, &w);
}

/* The order being written: its blocks, the typed order in place of the
 * draft, the boats left; nothing to write outside the orders. */
static void
test_draft (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) parsed = NULL;
  QbPlayHighlights before, after;
  const QbView *view;
  guint64 draft;

  g_assert_cmpint (qb_play_session_get_order_side (session), ==, QB_BRITISH);
  g_assert_false (qb_play_session_has_draft (session));
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, 0);
  qb_play_session_get_highlights (session, &before);

  /* Typed: two blocks to Beauport by boat. */
  parsed = qb_play_session_parse_order (session, "OR-BE 2 boat", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (parsed->len, ==, 2);
  g_assert_true (qb_play_session_write_order (session, "OR-BE 2 boat", &error));
  g_assert_no_error (error);
  g_assert_true (qb_play_session_has_draft (session));
  draft = qb_play_session_get_draft_blocks (session);
  g_assert_cmpint (__builtin_popcountll (draft), ==, 2);
  view = qb_play_session_get_view (session);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    g_assert_cmpint ((draft >> b) & 1, ==, view->blocks[b].order_dest == QB_BE);
  /* 7.4: two boats fewer in the river area Beauport is reached by. */
  qb_play_session_get_highlights (session, &after);
  g_assert_cmpint (after.capacity[0] + after.capacity[1], ==, before.capacity[0] + before.capacity[1] - 2);

  /* Another typed order replaces it, it does not add to it. */
  g_assert_true (qb_play_session_write_order (session, "OR-LE 1 boat", &error));
  g_assert_no_error (error);
  draft = qb_play_session_get_draft_blocks (session);
  g_assert_cmpint (__builtin_popcountll (draft), ==, 1);
  view = qb_play_session_get_view (session);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    g_assert_cmpint ((draft >> b) & 1, ==, view->blocks[b].order_dest == QB_LE);

  /* A bad order writes nothing and says why (6.1: no road). */
  g_assert_false (qb_play_session_write_order (session, "3 LE-AB", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, draft);

  /* Confirmed: the French are behind the curtain, no order is written on
   * this screen until it is lifted. */
  {
    QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
    g_assert_true (qb_play_session_apply (session, done, NULL));
  }
  g_assert_cmpint (qb_play_session_get_order_side (session), ==, -1);
  g_assert_false (qb_play_session_has_draft (session));
  g_assert_null (qb_play_session_parse_order (session, "stand", &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_ORDER);
  g_clear_error (&error);
  qb_play_session_lift_curtain (session);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    {
      QbAction done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };
      g_assert_true (qb_play_session_apply (session, done, NULL));
    }
  /* The French order, on a clean sheet. */
  g_assert_cmpint (qb_play_session_get_order_side (session), ==, QB_FRENCH);
  g_assert_false (qb_play_session_has_draft (session));
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, 0);
}

/* Clicks that mean no legal action do nothing and say why. */
static void
test_no_match (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  g_autoptr(QbPlaySession) empty = qb_play_session_new ();
  g_autoptr(QbGame) deploying = new_game (QB_EDITION_REVISED, FALSE, 9);
  g_autoptr(GError) error = NULL;
  guint n = qb_record_get_n_actions (qb_game_get_record (game));
  QbAction a;

  /* No game. */
  g_assert_false (qb_play_session_click_block (empty, 0, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_GAME);
  g_clear_error (&error);
  g_assert_false (qb_play_session_click_zone (empty, QB_BE, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_GAME);
  g_clear_error (&error);

  /* A British block before its zone and destination are picked. */
  g_assert_false (qb_play_session_match_block (session, 0, &a, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_TARGET);
  g_clear_error (&error);
  /* A French block: nothing for it in the British orders. */
  g_assert_false (qb_play_session_click_block (session, QB_FR_MONTCALM, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH);
  g_clear_error (&error);
  /* Beauport is reached only by boat: a click on the block cannot say so. */
  g_assert_true (qb_play_session_click_zone (session, QB_OR, NULL));
  g_assert_true (qb_play_session_click_zone (session, QB_BE, NULL));
  g_assert_false (qb_play_session_click_block (session, 0, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH);
  g_clear_error (&error);
  /* A zone click during orders never takes an action. */
  g_assert_cmpint (qb_play_session_match_zone (session, QB_SC, &a, NULL), !=, QB_PLAY_CLICK_ACTION);
  g_assert_cmpuint (qb_record_get_n_actions (qb_game_get_record (game)), ==, n);

  /* A drop where the engine refuses it: its reason, translated. */
  qb_play_session_set_game (session, deploying, TRUE);
  qb_play_session_lift_curtain (session);
  g_assert_false ((qb_play_session_get_drop_zones (session, QB_FR_MONTCALM) >> QB_OR) & 1);
  g_assert_false (qb_play_session_drop_block (session, QB_FR_MONTCALM, QB_OR, &error));
  g_assert_error (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, !=, "");
  g_clear_error (&error);
  /* No order is written during the deployment. */
  g_assert_cmpint (qb_play_session_get_order_side (session), ==, -1);
  g_assert_null (qb_play_session_parse_order (session, "stand", &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_ORDER);
  g_clear_error (&error);
  /* A tray block with no zone picked: nothing. */
  g_assert_false (qb_play_session_click_block (session, QB_FR_MONTCALM, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH);
  g_clear_error (&error);
  /* A zone, then tray blocks: placed there (3.4). */
  g_assert_cmpint (qb_play_session_match_zone (session, QB_MO, NULL, NULL), ==, QB_PLAY_CLICK_SELECT);
  g_assert_true (qb_play_session_click_zone (session, QB_MO, NULL));
  g_assert_true (qb_play_session_match_block (session, QB_FR_MONTCALM, &a, &error));
  g_assert_cmpint (a.type, ==, QB_ACT_PLACE);
  g_assert_cmpint (a.b, ==, QB_MO);
  g_assert_true (qb_play_session_click_block (session, QB_FR_MONTCALM, &error));
  g_assert_no_error (error);
  g_assert_cmpint (qb_game_get_state (deploying)->blocks[QB_FR_MONTCALM].loc, ==, QB_MO);
  qb_play_session_set_game (session, NULL, FALSE);
  g_assert_null (qb_play_session_get_view (session));
  g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, 0);
}

/* Writing orders with the blocks: a click picks a block (again: puts it
 * back), a click on a zone its blocks reach orders them there (by boat
 * where they cannot walk), a click on an ordered block takes it out and
 * leaves the rest of the order as it was; then Confirm. */
static void
test_pick_blocks (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbPlaySession) session = session_at_british_orders (&game);
  g_autoptr(GError) error = NULL;
  const QbView *view = qb_play_session_get_view (session);
  QbPlayHighlights h;
  int first = -1, second = -1, third = -1;
  guint64 bit1, bit2, bit3;

  for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE; b++)
    if (view->blocks[b].loc == QB_OR)
      {
        if (first < 0)
          first = b;
        else if (second < 0)
          second = b;
        else if (third < 0)
          third = b;
      }
  g_assert_cmpint (third, >=, 0);
  bit1 = G_GUINT64_CONSTANT (1) << first;
  bit2 = G_GUINT64_CONSTANT (1) << second;
  bit3 = G_GUINT64_CONSTANT (1) << third;

  /* A French block is not the British player's to pick. */
  g_assert_false (qb_play_session_pick_block (session, QB_FR_MONTCALM, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH);
  g_clear_error (&error);
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, 0);

  /* Two blocks picked: their zone is picked with them, their destinations light. */
  g_assert_true (qb_play_session_click_block (session, first, &error));
  g_assert_no_error (error);
  g_assert_true (qb_play_session_click_block (session, second, &error));
  g_assert_true (qb_play_session_click_block (session, third, &error));
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, bit1 | bit2 | bit3);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, QB_OR);
  qb_play_session_get_highlights (session, &h);
  g_assert_true ((h.sea >> QB_BE) & 1);
  /* Again: put back in the box, nothing written. */
  g_assert_true (qb_play_session_click_block (session, third, &error));
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, bit1 | bit2);
  g_assert_false (qb_play_session_has_draft (session));

  /* A zone they reach: the order is written, the hand is empty, the zone stays. */
  g_assert_cmpint (qb_play_session_match_zone (session, QB_BE, NULL, NULL), ==, QB_PLAY_CLICK_MOVE);
  g_assert_true (qb_play_session_click_zone (session, QB_BE, &error));
  g_assert_no_error (error);
  view = qb_play_session_get_view (session);
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, bit1 | bit2);
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, 0);
  g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, QB_OR);
  g_assert_cmpint (view->blocks[first].order_dest, ==, QB_BE);
  g_assert_cmpint (view->blocks[first].order_mode, ==, QB_MODE_AMPHIBIOUS);
  g_assert_cmpint (view->blocks[second].order_dest, ==, QB_BE);

  /* The third to Lévis as well, then the first taken out: the rest stays. */
  g_assert_true (qb_play_session_click_block (session, third, &error));
  g_assert_true (qb_play_session_click_zone (session, QB_LE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, bit1 | bit2 | bit3);
  g_assert_true (qb_play_session_click_block (session, first, &error));
  g_assert_no_error (error);
  view = qb_play_session_get_view (session);
  g_assert_cmpuint (qb_play_session_get_draft_blocks (session), ==, bit2 | bit3);
  g_assert_cmpint (view->blocks[first].order_dest, ==, QB_LOC_NONE);
  g_assert_cmpint (view->blocks[second].order_dest, ==, QB_BE);
  g_assert_cmpint (view->blocks[third].order_dest, ==, QB_LE);
  /* Nothing to take out of a block with no part in the order. */
  g_assert_false (qb_play_session_take_out_block (session, first, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH);
  g_clear_error (&error);

  /* Confirm: the game holds that order. */
  {
    QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
    QbView british;

    g_assert_true (qb_play_session_apply (session, done, &error));
    g_assert_no_error (error);
    qb_game_view (game, QB_BRITISH, &british);
    g_assert_cmpint (british.blocks[second].order_dest, ==, QB_BE);
    g_assert_cmpint (british.blocks[third].order_dest, ==, QB_LE);
    g_assert_cmpint (british.blocks[first].order_dest, ==, QB_LOC_NONE);
  }
  /* Behind the curtain: nothing in hand, no draft. */
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_FRENCH);
  g_assert_cmpuint (qb_play_session_get_picked_blocks (session), ==, 0);
  g_assert_false (qb_play_session_pick_block (session, second, &error));
  g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_CURTAIN);
}

/* In a battle the map only chooses a retreat: a click on a zone no retreat
 * goes to is refused and picks nothing; a click on a zone one retreat
 * goes to takes it (issue 13). */
static void
test_battle_zone_clicks (void)
{
  guint checked = 0;

  for (guint64 seed = 1; seed < 40 && checked == 0; seed++)
    {
      g_autoptr(QbGame) game = NULL;
      g_autoptr(QbPlaySession) session = qb_play_session_new ();
      QbRng chooser;
      QbOptions options;

      qb_options_default (&options);
      game = qb_game_new (&options, seed);
      qb_game_set_dice_seed (game, seed);
      qb_rng_seed (&chooser, seed, 7);
      qb_play_session_set_game (session, game, FALSE);
      for (guint step = 0; step < 4000 && !qb_game_is_over (game) && checked == 0; step++)
        {
          GArray *actions = qb_play_session_get_actions (session);
          guint count[QB_NUM_ZONES] = { 0 };
          int single = -1, none = -1;
          const QbView *view = qb_play_session_get_view (session);

          for (guint i = 0; i < actions->len; i++)
            {
              QbAction a = g_array_index (actions, QbAction, i);
              if (a.type == QB_ACT_RETREAT)
                count[a.b]++;
            }
          for (int z = 0; z < QB_NUM_ZONES; z++)
            {
              if (count[z] == 1 && single < 0)
                single = z;
              if (count[z] == 0 && none < 0 && z != view->battle.zone)
                none = z;
            }
          if (view->phase == QB_PHASE_RETREAT && single >= 0 && none >= 0)
            {
              g_autoptr(GError) error = NULL;
              QbAction a;
              guint n0 = actions->len;

              g_assert_cmpint (qb_play_session_match_zone (session, none, &a, &error), ==, QB_PLAY_CLICK_NONE);
              g_assert_error (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH);
              g_clear_error (&error);
              g_assert_false (qb_play_session_click_zone (session, none, &error));
              g_clear_error (&error);
              g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, -1);
              g_assert_cmpuint (qb_play_session_get_actions (session)->len, ==, n0);
              g_assert_cmpint (qb_play_session_match_zone (session, single, &a, NULL), ==, QB_PLAY_CLICK_ACTION);
              g_assert_cmpint (a.type, ==, QB_ACT_RETREAT);
              g_assert_cmpint (a.b, ==, single);
              g_assert_true (qb_play_session_click_zone (session, single, NULL));
              checked++;
              break;
            }
          g_assert_cmpuint (actions->len, >, 0);
          g_assert_true (qb_play_session_apply (session, g_array_index (actions, QbAction,
                                                                        qb_rng_below (&chooser, actions->len)), NULL));
        }
    }
  g_assert_cmpuint (checked, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/play-session/filter-after-scout", test_filter_after_scout);
  g_test_add_func ("/model/play-session/filter-follows-typed-order", test_filter_follows_typed_order);
  g_test_add_func ("/model/play-session/quiet-move-notice", test_quiet_move_notice);
  g_test_add_func ("/model/play-session/stand-and-sentences", test_stand_and_sentences);
  g_test_add_func ("/model/play-session/selection", test_selection);
  g_test_add_func ("/model/play-session/draft", test_draft);
  g_test_add_func ("/model/play-session/pick-blocks", test_pick_blocks);
  g_test_add_func ("/model/play-session/clicks-without-action", test_no_match);
  g_test_add_func ("/model/play-session/battle-zone-clicks", test_battle_zone_clicks);
  return g_test_run ();
}
