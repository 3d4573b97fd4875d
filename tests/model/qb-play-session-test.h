/* qb-play-session-test.h: what the tests of QbPlaySession share: a record
 * of what a session emitted (Watch), a new game, an action taken as a
 * player would take it (take()), the French deployment of 1759 and a
 * session at the British orders. Header-only, like qb-model-test.h. */
#pragma once

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

static inline void
changed_cb (QbPlaySession *session,
            Watch         *w)
{
  w->changed++;
  g_string_append (w->log, "changed ");
}

static inline void
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

static inline void
curtain_needed_cb (QbPlaySession *session,
                   int            side,
                   Watch         *w)
{
  g_assert_true (side == QB_BRITISH || side == QB_FRENCH);
  g_assert_cmpint (qb_play_session_get_curtain_side (session), ==, side);
  w->needed[side]++;
  g_string_append_printf (w->log, "needed:%d ", side);
}

static inline void
watch (QbPlaySession *session,
       Watch         *w)
{
  memset (w, 0, sizeof *w);
  w->log = g_string_new (NULL);
  g_signal_connect (session, "changed", G_CALLBACK (changed_cb), w);
  g_signal_connect (session, "notify", G_CALLBACK (notify_cb), w);
  g_signal_connect (session, "curtain-needed", G_CALLBACK (curtain_needed_cb), w);
}

static inline void
unwatch (QbPlaySession *session,
         Watch         *w)
{
  g_signal_handlers_disconnect_by_data (session, w);
  g_string_free (w->log, TRUE);
}

static inline QbGame *
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

static inline gboolean
same_action (QbAction a,
             QbAction b)
{
  return a.type == b.type && a.a == b.a && a.b == b.b && a.c == b.c;
}

static inline gboolean
is_zone_choice (QbAction a)
{
  return a.type == QB_ACT_CHOOSE_SITE || a.type == QB_ACT_CHOOSE_BATTLE
      || a.type == QB_ACT_OTTAWA_RETREAT || a.type == QB_ACT_RETREAT;
}

static inline gboolean
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
static inline void
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

/* The French deploy as in 1759, each block dropped from the tray. */
static inline void
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
static inline QbPlaySession *
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
