/* test-play-session.c: QbPlaySession without a display: the hot-seat
 * curtain (when it comes up, for whom, never with hiding off), whole games
 * played only through the session (clicks and drops matched to the legal
 * actions, the rest as the decision panel chooses), the selection, the
 * order being written, and the reasons a click does nothing.
 *
 * The tests read the whole state (qb_game_get_state()) as the referee: the
 * session itself never does.
 */
#include "qb-model-test.h"
#include "qb-play-session.h"

/* Everything a session emitted, in order, for the tests of order and of
 * notifications on change only. */
typedef struct
{
  GString *log;             /* "changed", "curtain-side", "needed:1" ... */
  guint changed;
  guint notify_viewer;
  guint notify_curtain;
  guint notify_selected;
  guint notify_target;
  guint notify_can_undo;
  guint notify_can_redo;
  guint needed[2];          /* curtain-needed, per side */
} Watch;

static void
changed_cb (QbPlaySession *session,
            Watch         *w)
{
  w->changed++;
  g_string_append (w->log, "changed ");
}

static void
notify_cb (QbPlaySession *session,
           GParamSpec    *pspec,
           Watch         *w)
{
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_equal (name, "viewer"))
    w->notify_viewer++;
  else if (g_str_equal (name, "curtain-side"))
    w->notify_curtain++;
  else if (g_str_equal (name, "selected-zone"))
    w->notify_selected++;
  else if (g_str_equal (name, "target-zone"))
    w->notify_target++;
  else if (g_str_equal (name, "can-undo"))
    w->notify_can_undo++;
  else if (g_str_equal (name, "can-redo"))
    w->notify_can_redo++;
  g_string_append_printf (w->log, "%s ", name);
}

static void
curtain_needed_cb (QbPlaySession *session,
                   int            side,
                   Watch         *w)
{
  g_assert_true (side == QB_BRITISH || side == QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, side);
  w->needed[side]++;
  g_string_append_printf (w->log, "needed:%d ", side);
}

static void
watch (QbPlaySession *session,
       Watch         *w)
{
  memset (w, 0, sizeof *w);
  w->log = g_string_new (NULL);
  g_signal_connect (session, "changed", G_CALLBACK (changed_cb), w);
  g_signal_connect (session, "notify", G_CALLBACK (notify_cb), w);
  g_signal_connect (session, "curtain-needed", G_CALLBACK (curtain_needed_cb), w);
}

static void
unwatch (QbPlaySession *session,
         Watch         *w)
{
  g_signal_handlers_disconnect_by_data (session, w);
  g_string_free (w->log, TRUE);
}

static QbGame *
new_game (int      edition,
          gboolean tides,
          guint64  seed)
{
  QbOptions options;
  QbGame *game;

  qb_options_default (&options);
  options.edition = (guint8) edition;
  options.tides = tides ? 1 : 0;
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);   /* the same game at every run */
  return game;
}

static gboolean
same_action (QbAction a,
             QbAction b)
{
  return a.type == b.type && a.a == b.a && a.b == b.b && a.c == b.c;
}

static gboolean
is_zone_choice (QbAction a)
{
  return a.type == QB_ACT_CHOOSE_SITE || a.type == QB_ACT_CHOOSE_BATTLE
      || a.type == QB_ACT_OTTAWA_RETREAT || a.type == QB_ACT_RETREAT;
}

static gboolean
is_block_choice (QbAction a)
{
  return a.type == QB_ACT_FIRE || a.type == QB_ACT_HIT || a.type == QB_ACT_DESERT
      || a.type == QB_ACT_SUPPLY_LOSS || a.type == QB_ACT_EMBARK;
}

/* How the actions of a game were taken. */
typedef struct
{
  guint drops;
  guint zone_clicks;
  guint block_clicks;
  guint order_clicks;       /* a land move: its zone, its destination, the block */
  guint listed;             /* chosen as in the decision panel */
} Ways;

/* Takes `a` as a player would: dropped from the tray, a click on the zone
 * or block it names, a land move by its zone, destination and block,
 * anything else from the list. Checks that exactly `a` was played. */
static void
take (QbPlaySession *session,
      QbAction       a,
      Ways          *ways)
{
  QbGame *game = qb_play_session_get_game (session);
  QbRecord *record = qb_game_get_record (game);
  guint n = qb_record_get_n_actions (record);
  g_autoptr(GError) error = NULL;
  QbAction m = { 0 };

  if (a.type == QB_ACT_PLACE)
    {
      g_assert_true ((qb_play_session_get_drop_zones (session, a.a) >> a.b) & 1);
      g_assert_true (qb_play_session_match_drop (session, a.a, a.b, &m, &error));
      g_assert_true (same_action (m, a));
      g_assert_true (qb_play_session_drop_block (session, a.a, a.b, &error));
      ways->drops++;
    }
  else if (is_zone_choice (a)
           && qb_play_session_match_zone (session, a.b, &m, NULL) == QB_PLAY_CLICK_ACTION)
    {
      g_assert_true (same_action (m, a));
      g_assert_true (qb_play_session_click_zone (session, a.b, &error));
      ways->zone_clicks++;
    }
  else if (is_block_choice (a))
    {
      g_assert_true (qb_play_session_match_block (session, a.a, &m, &error));
      g_assert_true (same_action (m, a));
      g_assert_true (qb_play_session_click_block (session, a.a, &error));
      ways->block_clicks++;
    }
  else if (a.type == QB_ACT_ORDER_MOVE && a.c == QB_MODE_LAND)
    {
      int from = qb_play_session_get_view (session)->blocks[a.a].loc;
      int selected = qb_play_session_get_selected_zone (session);

      if (selected != from)
        {
          /* Another zone picked: a click drops it, the next picks this one. */
          if (selected >= 0)
            {
              g_assert_cmpint (qb_play_session_match_zone (session, selected, NULL, NULL), ==,
                               QB_PLAY_CLICK_SELECT);
              g_assert_true (qb_play_session_click_zone (session, selected, &error));
              g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, -1);
            }
          g_assert_cmpint (qb_play_session_match_zone (session, from, NULL, NULL), ==,
                           QB_PLAY_CLICK_SELECT);
          g_assert_true (qb_play_session_click_zone (session, from, &error));
        }
      g_assert_cmpint (qb_play_session_get_selected_zone (session), ==, from);
      if (qb_play_session_get_target_zone (session) != a.b)
        {
          g_assert_cmpint (qb_play_session_match_zone (session, a.b, NULL, NULL), ==,
                           QB_PLAY_CLICK_TARGET);
          g_assert_true (qb_play_session_click_zone (session, a.b, &error));
        }
      g_assert_cmpint (qb_play_session_get_target_zone (session), ==, a.b);
      g_assert_true (qb_play_session_action_in_selection (session, a));
      g_assert_true (qb_play_session_match_block (session, a.a, &m, &error));
      g_assert_true (same_action (m, a));
      g_assert_true (qb_play_session_click_block (session, a.a, &error));
      ways->order_clicks++;
    }
  else
    {
      g_assert_true (qb_play_session_apply (session, a, &error));
      ways->listed++;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_actions (record), ==, n + 1);
  g_assert_true (same_action (qb_record_get_action (record, n), a));
}

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

/* The French deploy as in 1759, each block dropped from the tray. */
static void
deploy_historical (QbPlaySession *session)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "deployments",
                                                 "historical-revised.q1759-setup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = qb_scenario_load_from_file (file, &error);
  g_autoptr(GArray) places = NULL;
  Ways ways = { 0 };

  g_assert_no_error (error);
  places = qb_scenario_get_deployment (scenario);
  g_assert_nonnull (places);
  if (qb_play_session_get_curtain_side (session) == QB_FRENCH)
    qb_play_session_lift_curtain (session);
  for (guint i = 0; i < places->len; i++)
    take (session, g_array_index (places, QbAction, i), &ways);
  g_assert_cmpuint (ways.drops, ==, places->len);
  g_assert_cmpint (qb_game_get_phase (qb_play_session_get_game (session)), !=, QB_PHASE_FRENCH_SETUP);
}

/* To the British player's first orders, behind their curtain lifted. */
static QbPlaySession *
session_at_british_orders (QbGame **out_game)
{
  QbGame *game = new_game (QB_EDITION_REVISED, FALSE, 7);
  QbPlaySession *session = qb_play_session_new ();
  QbAction done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };

  qb_play_session_set_game (session, game, TRUE);
  deploy_historical (session);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, QB_BRITISH);
  qb_play_session_lift_curtain (session);
  while (qb_game_get_phase (game) == QB_PHASE_TRANSFER)
    g_assert_true (qb_play_session_apply (session, done, NULL));
  g_assert_cmpint (qb_game_get_phase (game), ==, QB_PHASE_ORDERS);
  g_assert_cmpint (qb_game_get_decider (game), ==, QB_BRITISH);
  g_assert_cmpint (qb_play_session_get_viewer (session), ==, QB_BRITISH);
  *out_game = game;
  return session;
}

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
  g_test_add_func ("/model/play-session/filter-after-scout", test_filter_after_scout);
  g_test_add_func ("/model/play-session/filter-follows-typed-order", test_filter_follows_typed_order);
  g_test_add_func ("/model/play-session/quiet-move-notice", test_quiet_move_notice);
  g_test_add_func ("/model/play-session/stand-and-sentences", test_stand_and_sentences);
  g_test_add_func ("/model/play-session/selection", test_selection);
  g_test_add_func ("/model/play-session/draft", test_draft);
  g_test_add_func ("/model/play-session/clicks-without-action", test_no_match);
  g_test_add_func ("/model/play-session/whole-game/revised", test_whole_game_revised);
  g_test_add_func ("/model/play-session/whole-game/classic", test_whole_game_classic);
  return g_test_run ();
}
