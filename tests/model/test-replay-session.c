/* test-replay-session.c: QbReplaySession without a display.
 *
 * Seeking gives the engine's view of the position for the viewer; the
 * viewpoints a finished and an unfinished game offer, with the curtains;
 * the steps of each viewer stop exactly where that viewer saw something
 * change; the play timer steps through the game from the main context
 * and stops at the end; "battles only" steps and plays only inside
 * battles; the moments and notes lists hold the index's
 * moments and the record's notes in order, and say what changed when a
 * note is added or removed.
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "qb-game.h"
#include "qb-record.h"
#include "qb-replay-index.h"
#include "qb-replay-session.h"

/* A game of random legal actions: `n_actions` of them, or to the end for 0. */
static QbGame *
random_game (int     edition,
             guint64 seed,
             guint   n_actions)
{
  QbOptions options;
  QbGame *game;
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  qb_options_default (&options);
  options.edition = (uint8_t) edition;
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);   /* the same game at every run */
  for (guint i = 0; !qb_game_is_over (game) && (n_actions == 0 || i < n_actions); i++)
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      g_autoptr(GError) error = NULL;
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, &error));
    }
  g_rand_free (rand);
  return game;
}

static QbReplaySession *
session_for (QbRecord *record)
{
  QbReplaySession *session = qb_replay_session_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (qb_replay_session_set_record (session, record, NULL, &error));
  g_assert_no_error (error);
  return session;
}

/* The session's view is the engine's view of the position for the viewer. */
static void
assert_view (QbReplaySession *session)
{
  QbReplayIndex *index = qb_replay_session_get_index (session);
  const QbView *view = qb_replay_session_get_view (session);
  QbView expected;

  g_assert_nonnull (view);
  qb_view (qb_replay_index_seek (index, qb_replay_session_get_position (session)),
           qb_replay_session_get_viewer (session), &expected);
  g_assert_true (memcmp (view, &expected, sizeof expected) == 0);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
notes_signal_cb (QbReplaySession *session,
                 guint           *count)
{
  (*count)++;
}

/* When the view changes, the rest of the position has changed already: the
 * selected moment is the last row at or before the position. */
static void
view_consistent_cb (QbReplaySession *session,
                    GParamSpec      *pspec,
                    guint           *count)
{
  GListModel *moments = qb_replay_session_get_moments (session);
  guint selected = qb_replay_session_get_selected_moment (session);
  guint position = qb_replay_session_get_position (session);
  g_autoptr(QbReplayMoment) item = NULL;
  g_autoptr(QbReplayMoment) next = NULL;

  (*count)++;
  if (qb_replay_session_get_record (session) == NULL)
    {
      g_assert_cmpuint (selected, ==, G_MAXUINT);
      g_assert_null (qb_replay_session_get_view (session));
      return;
    }
  g_assert_cmpuint (selected, !=, G_MAXUINT);
  item = g_list_model_get_item (moments, selected);
  next = g_list_model_get_item (moments, selected + 1);
  g_assert_cmpuint (qb_replay_moment_get_position (item), <=, position);
  g_assert_true (next == NULL || qb_replay_moment_get_position (next) > position);
  assert_view (session);
}

/* ---- Seeking ------------------------------------------------------------------- */

static void
test_seek (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_REVISED, 5, 0);
  g_autoptr(QbReplaySession) session = session_for (qb_game_get_record (game));
  guint n = qb_record_get_n_actions (qb_game_get_record (game));
  guint positions = 0, views = 0, expected_positions = 0;

  g_assert_cmpuint (qb_replay_session_get_n_actions (session), ==, n);
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, 0);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_NO_SIDE);
  assert_view (session);
  g_signal_connect (session, "notify::position", G_CALLBACK (count_cb), &positions);
  g_signal_connect (session, "notify::view", G_CALLBACK (view_consistent_cb), &views);

  for (int viewer = QB_BRITISH; viewer <= QB_PUBLIC; viewer++)
    {
      qb_replay_session_set_viewer (session, viewer);
      g_assert_cmpint (qb_replay_session_get_viewer (session), ==, viewer);
      for (guint p = 0; p <= n; p += n / 9)
        {
          guint before = qb_replay_session_get_position (session);
          qb_replay_session_set_position (session, p);
          expected_positions += p != before;
          g_assert_cmpuint (qb_replay_session_get_position (session), ==, p);
          assert_view (session);
        }
    }
  g_assert_cmpuint (positions, ==, expected_positions);
  g_assert_cmpuint (views, >=, positions);

  /* Past the end: the end; the same position again says nothing. */
  qb_replay_session_set_position (session, n + 1000);
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, n);
  positions = 0;
  qb_replay_session_set_position (session, n);
  g_assert_cmpuint (positions, ==, 0);
  g_assert_cmpint (qb_replay_session_get_view (session)->phase, ==, QB_PHASE_GAME_OVER);

  /* Moments: next and previous go to the index's moments. */
  {
    guint n_moments = 0, last = 0;
    const QbMoment *moments = qb_replay_index_get_moments (qb_replay_session_get_index (session), &n_moments);

    qb_replay_session_set_position (session, 0);
    for (guint i = 0; i < n_moments; i++)
      {
        if (moments[i].index == last)
          continue;
        qb_replay_session_go_to_moment (session, 1);
        g_assert_cmpuint (qb_replay_session_get_position (session), ==, moments[i].index);
        last = moments[i].index;
      }
    qb_replay_session_go_to_moment (session, -1);
    g_assert_cmpuint (qb_replay_session_get_position (session), <, last);
  }

  /* No record: nothing, and no view. */
  g_assert_true (qb_replay_session_set_record (session, NULL, NULL, NULL));
  g_assert_null (qb_replay_session_get_view (session));
  g_assert_cmpuint (qb_replay_session_get_n_actions (session), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (qb_replay_session_get_moments (session)), ==, 0);
  qb_replay_session_set_position (session, 3);
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, 0);
}

/* ---- Viewpoints ----------------------------------------------------------------- */

/* A finished game: every viewpoint, at once, no curtain. */
static void
test_viewpoints_finished (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_CLASSIC, 8, 0);
  g_autoptr(QbReplaySession) session = session_for (qb_game_get_record (game));

  g_assert_false (qb_replay_session_get_restricted (session));
  for (int viewer = QB_BRITISH; viewer <= QB_PUBLIC; viewer++)
    {
      g_assert_true (qb_replay_session_viewer_allowed (session, viewer));
      qb_replay_session_set_viewer (session, viewer);
      g_assert_cmpint (qb_replay_session_get_viewer (session), ==, viewer);
      g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, -1);
      assert_view (session);
    }
  g_assert_false (qb_replay_session_viewer_allowed (session, 7));
}

/* An unfinished game with hidden blocks (issue 11, point 11): the
 * spectator's view first; both sides face up never; a side's view only
 * after that side's curtain; another player at the screen takes the view
 * back to the spectator's. */
static void
test_viewpoints_unfinished_hidden (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_REVISED, 67, 250);
  g_autoptr(QbReplaySession) session = NULL;
  guint viewer_notes = 0;

  qb_record_set_hide_information (qb_game_get_record (game), TRUE);
  session = session_for (qb_game_get_record (game));
  g_signal_connect (session, "notify::viewer", G_CALLBACK (count_cb), &viewer_notes);
  g_assert_true (qb_replay_session_get_restricted (session));
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_PUBLIC);
  g_assert_false (qb_replay_session_viewer_allowed (session, QB_NO_SIDE));
  g_assert_true (qb_replay_session_viewer_allowed (session, QB_BRITISH));
  g_assert_true (qb_replay_session_viewer_allowed (session, QB_FRENCH));
  g_assert_true (qb_replay_session_viewer_allowed (session, QB_PUBLIC));

  /* Refused, but said, so that toggles go back. */
  qb_replay_session_set_viewer (session, QB_NO_SIDE);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_PUBLIC);
  g_assert_cmpuint (viewer_notes, ==, 1);

  /* The British: the curtain first, the spectator's view behind it. */
  qb_replay_session_set_viewer (session, QB_BRITISH);
  g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, QB_BRITISH);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_PUBLIC);
  assert_view (session);
  qb_replay_session_lift_curtain (session);
  g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_BRITISH);
  assert_view (session);
  /* Still at the screen: back and forth without a curtain. */
  qb_replay_session_set_viewer (session, QB_PUBLIC);
  qb_replay_session_set_viewer (session, QB_BRITISH);
  g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_BRITISH);

  /* The French: the curtain; Cancel keeps the British view. */
  qb_replay_session_set_viewer (session, QB_FRENCH);
  g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, QB_FRENCH);
  qb_replay_session_cancel_curtain (session);
  g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_BRITISH);

  /* The French come to the screen elsewhere (the Play page). */
  qb_replay_session_hand_over (session, QB_FRENCH);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_PUBLIC);
  qb_replay_session_set_viewer (session, QB_FRENCH);
  g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_FRENCH);
  assert_view (session);
}

/* An unfinished game played open (issue 11, points 11 and 13): both
 * players saw everything, so every viewpoint is offered and none needs a
 * curtain; the same game with hiding on offers only the hidden ones. */
static void
test_viewpoints_open (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_REVISED, 67, 120);
  g_autoptr(QbReplaySession) session = NULL;

  qb_record_set_hide_information (qb_game_get_record (game), FALSE);
  session = session_for (qb_game_get_record (game));
  g_assert_false (qb_replay_session_get_restricted (session));
  g_assert_true (qb_replay_session_viewer_allowed (session, QB_NO_SIDE));
  qb_replay_session_set_viewer (session, QB_FRENCH);
  g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, -1);
  assert_view (session);

  qb_record_set_hide_information (qb_game_get_record (game), TRUE);
  g_assert_true (qb_replay_session_set_record (session, qb_game_get_record (game), NULL, NULL));
  g_assert_true (qb_replay_session_get_restricted (session));
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_PUBLIC);
  g_assert_false (qb_replay_session_viewer_allowed (session, QB_NO_SIDE));

  /* The same game, played to its end. */
  g_clear_object (&game);
  game = random_game (QB_EDITION_REVISED, 67, 0);
  qb_record_set_hide_information (qb_game_get_record (game), FALSE);
  g_assert_true (qb_replay_session_set_record (session, qb_game_get_record (game), NULL, NULL));
  g_assert_false (qb_replay_session_get_restricted (session));
  g_assert_cmpint (qb_replay_session_get_curtain_side (session), ==, -1);
  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_NO_SIDE);
  g_assert_true (qb_replay_session_viewer_allowed (session, QB_NO_SIDE));
}

/* ---- Visible steps ---------------------------------------------------------------- */

/* Whether `viewer` saw something change on the way to `p`. */
static gboolean
saw_change (QbReplayIndex *index,
            guint          p,
            int            viewer)
{
  guint n_events = 0;
  const QbEvent *events = qb_replay_index_get_events (index, p, p, &n_events);

  if (p == 0 || viewer == QB_NO_SIDE)
    return TRUE;
  for (guint e = 0; e < n_events; e++)
    {
      QbEvent redacted;
      if (qb_event_for (&events[e], viewer, &redacted) && redacted.type != QB_EV_NONE)
        return TRUE;
    }
  return (viewer == QB_BRITISH || viewer == QB_FRENCH)
         && qb_replay_index_seek (index, p - 1)->decider == viewer;
}

static void
test_visible_steps (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_CLASSIC, 8, 0);
  g_autoptr(QbReplaySession) session = session_for (qb_game_get_record (game));
  QbReplayIndex *index = qb_replay_session_get_index (session);
  guint n = qb_replay_session_get_n_actions (session);
  guint stops[4] = { 0 };

  for (int viewer = QB_BRITISH; viewer <= QB_PUBLIC; viewer++)
    {
      g_autoptr(GArray) forward = g_array_new (FALSE, FALSE, sizeof (guint));

      qb_replay_session_set_viewer (session, viewer);
      for (guint p = 0; p <= n; p++)
        g_assert_true (qb_replay_session_is_visible (session, p) == saw_change (index, p, viewer));

      /* Forward, each step to the next position the viewer saw change. */
      qb_replay_session_set_position (session, 0);
      while (qb_replay_session_get_position (session) < n)
        {
          guint from = qb_replay_session_get_position (session), to;

          qb_replay_session_step (session, 1);
          to = qb_replay_session_get_position (session);
          g_assert_cmpuint (to, >, from);
          for (guint p = from + 1; p < to; p++)
            g_assert_false (saw_change (index, p, viewer));
          g_assert_true (saw_change (index, to, viewer) || to == n);
          g_array_append_val (forward, to);
        }
      stops[viewer] = forward->len;
      /* Back: the same stops in reverse. */
      for (guint i = forward->len; i > 1; i--)
        {
          qb_replay_session_step (session, -1);
          g_assert_cmpuint (qb_replay_session_get_position (session), ==, g_array_index (forward, guint, i - 2));
        }
      qb_replay_session_step (session, -1);
      g_assert_cmpuint (qb_replay_session_get_position (session), ==, 0);
    }
  /* Both sides see every step; each side skips the other's orders; the
   * spectator sees least. */
  g_assert_cmpuint (stops[QB_NO_SIDE], ==, n);
  g_assert_cmpuint (stops[QB_BRITISH], <, n);
  g_assert_cmpuint (stops[QB_FRENCH], <, n);
  g_assert_cmpuint (stops[QB_PUBLIC], <=, MIN (stops[QB_BRITISH], stops[QB_FRENCH]));
}

/* ---- Battles only ------------------------------------------------------------------ */

/* A battle's decision is at hand at `p`: what every viewer sees there. */
static gboolean
battle_at (QbReplayIndex *index,
           guint          p)
{
  QbView view;

  qb_view (qb_replay_index_seek (index, p), QB_PUBLIC, &view);
  return view.battle.active && qb_phase_is_battle (view.phase);
}

/* With "battles only" each viewer's steps land only inside battles, at
 * every battle position that viewer saw change and nowhere else, and the
 * last step forward stays at the last battle; playing goes through the
 * same stops; the session's view there is still the viewer's view only,
 * and the events it hands out are the log's up to the position. */
static void
test_battles_only (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_CLASSIC, 8, 0);
  g_autoptr(QbReplaySession) session = session_for (qb_game_get_record (game));
  QbReplayIndex *index = qb_replay_session_get_index (session);
  guint n = qb_replay_session_get_n_actions (session), in_battle = 0;
  guint notified = 0;

  for (guint p = 0; p <= n; p++)
    {
      g_assert_true (qb_replay_session_is_in_battle (session, p) == battle_at (index, p));
      in_battle += battle_at (index, p);
    }
  g_assert_cmpuint (in_battle, >, 3);
  g_assert_false (qb_replay_session_is_in_battle (session, 0));

  g_signal_connect (session, "notify::battles-only", G_CALLBACK (count_cb), &notified);
  qb_replay_session_set_battles_only (session, TRUE);
  qb_replay_session_set_battles_only (session, TRUE);
  g_assert_cmpuint (notified, ==, 1);
  for (int viewer = QB_BRITISH; viewer <= QB_PUBLIC; viewer++)
    {
      g_autoptr(GArray) stops = g_array_new (FALSE, FALSE, sizeof (guint));
      guint last = 0;

      qb_replay_session_set_viewer (session, viewer);
      g_assert_true (qb_replay_session_get_battles_only (session));
      for (guint p = 0; p <= n; p++)
        {
          gboolean want = battle_at (index, p) && saw_change (index, p, viewer);
          g_assert_true (qb_replay_session_is_visible (session, p) == want);
          if (want)
            last = p;
        }
      g_assert_cmpuint (last, >, 0);

      qb_replay_session_set_position (session, 0);
      for (;;)
        {
          guint from = qb_replay_session_get_position (session), to;

          qb_replay_session_step (session, 1);
          to = qb_replay_session_get_position (session);
          if (to == from)
            break;
          g_assert_cmpuint (to, >, from);
          g_assert_true (qb_replay_session_get_in_battle (session));
          for (guint p = from + 1; p < to; p++)
            g_assert_false (battle_at (index, p) && saw_change (index, p, viewer));
          g_array_append_val (stops, to);
          /* Only what this viewer may see of the battle. */
          assert_view (session);
          {
            guint n_events = 0, n_all = 0;
            const QbEvent *events = qb_replay_session_get_events (session, &n_events);
            const QbEvent *all = qb_replay_index_get_events (index, 0, to, &n_all);
            g_assert_cmpuint (n_events, ==, n_all);
            g_assert_true (events == all);
          }
        }
      g_assert_cmpuint (qb_replay_session_get_position (session), ==, last);
      g_assert_cmpuint (stops->len, >, 0);
      /* Back: the same stops in reverse, then no further than the first. */
      for (guint i = stops->len; i > 1; i--)
        {
          qb_replay_session_step (session, -1);
          g_assert_cmpuint (qb_replay_session_get_position (session), ==, g_array_index (stops, guint, i - 2));
        }
      qb_replay_session_step (session, -1);
      g_assert_cmpuint (qb_replay_session_get_position (session), ==, g_array_index (stops, guint, 0));

      /* Played: from the last battle Play starts again, and goes through
       * the same stops, stopping by itself at the last. */
      {
        gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;
        guint i = 0;

        qb_replay_session_set_position (session, last);
        qb_replay_session_set_play_interval (session, 1);
        qb_replay_session_set_playing (session, TRUE);
        g_assert_cmpuint (qb_replay_session_get_position (session), ==, g_array_index (stops, guint, 0));
        while (qb_replay_session_get_playing (session))
          {
            guint before = qb_replay_session_get_position (session);
            g_assert_cmpint (g_get_monotonic_time (), <, deadline);
            g_main_context_iteration (NULL, TRUE);
            if (qb_replay_session_get_position (session) != before)
              {
                i++;
                g_assert_cmpuint (i, <, stops->len);
                g_assert_cmpuint (qb_replay_session_get_position (session), ==, g_array_index (stops, guint, i));
              }
          }
        g_assert_cmpuint (i, ==, stops->len - 1);
        g_assert_cmpuint (qb_replay_session_get_position (session), ==, last);
      }
    }
  /* Off again: every step of the viewer's, battles or not. */
  qb_replay_session_set_battles_only (session, FALSE);
  qb_replay_session_set_viewer (session, QB_NO_SIDE);
  qb_replay_session_set_position (session, 0);
  qb_replay_session_step (session, 1);
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, 1);
  g_assert_false (qb_replay_session_get_in_battle (session));
}

/* ---- The play timer ---------------------------------------------------------------- */

static void
test_play_timer (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_REVISED, 71, 0);
  g_autoptr(QbReplaySession) session = session_for (qb_game_get_record (game));
  guint n = qb_replay_session_get_n_actions (session), positions = 0, playing = 0, visible = 0;
  gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  qb_replay_session_set_viewer (session, QB_BRITISH);
  for (guint p = 1; p <= n; p++)
    visible += qb_replay_session_is_visible (session, p);
  g_signal_connect (session, "notify::position", G_CALLBACK (count_cb), &positions);
  g_signal_connect (session, "notify::playing", G_CALLBACK (count_cb), &playing);

  /* Play takes its first step at once, then pauses on demand. */
  qb_replay_session_set_play_interval (session, 1);
  qb_replay_session_set_playing (session, TRUE);
  g_assert_true (qb_replay_session_get_playing (session));
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, qb_replay_session_next_visible (session, 0, 1));
  qb_replay_session_set_playing (session, FALSE);
  g_assert_false (qb_replay_session_get_playing (session));
  g_assert_cmpuint (playing, ==, 2);
  {
    guint at = qb_replay_session_get_position (session);
    while (g_main_context_iteration (NULL, FALSE))
      ;
    g_assert_cmpuint (qb_replay_session_get_position (session), ==, at);
  }

  /* Played to the end from the main context: every British stop, in
   * order, then it stops by itself. */
  qb_replay_session_set_playing (session, TRUE);
  while (qb_replay_session_get_playing (session))
    {
      guint before = qb_replay_session_get_position (session);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (qb_replay_session_get_position (session), >=, before);
      if (qb_replay_session_get_position (session) != before)
        g_assert_cmpuint (qb_replay_session_get_position (session), ==,
                          qb_replay_session_next_visible (session, before, 1));
    }
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, n);
  g_assert_cmpuint (positions, ==, visible);
  g_assert_cmpuint (playing, ==, 4);

  /* At the end, Play starts again from the start; a step pauses. */
  qb_replay_session_set_playing (session, TRUE);
  g_assert_cmpuint (qb_replay_session_get_position (session), ==, qb_replay_session_next_visible (session, 0, 1));
  qb_replay_session_step (session, 1);
  g_assert_false (qb_replay_session_get_playing (session));

  /* A new speed while playing takes effect at once: from an hour between
   * steps to a millisecond, the next step comes without the hour. */
  qb_replay_session_set_play_interval (session, 3600 * 1000);
  qb_replay_session_set_playing (session, TRUE);
  {
    guint at = qb_replay_session_get_position (session);

    qb_replay_session_set_play_interval (session, 1);
    g_assert_true (qb_replay_session_get_playing (session));
    while (qb_replay_session_get_position (session) == at)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, TRUE);
      }
  }
  qb_replay_session_set_playing (session, FALSE);
}

/* ---- The lists --------------------------------------------------------------------- */

typedef struct
{
  guint calls;
  guint position;
  guint removed;
  guint added;
} Changed;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Changed    *changed)
{
  changed->calls++;
  changed->position = position;
  changed->removed = removed;
  changed->added = added;
}

static void
assert_changed (Changed *changed,
                guint    position,
                guint    removed,
                guint    added)
{
  g_assert_cmpuint (changed->calls, ==, 1);
  g_assert_cmpuint (changed->position, ==, position);
  g_assert_cmpuint (changed->removed, ==, removed);
  g_assert_cmpuint (changed->added, ==, added);
  memset (changed, 0, sizeof *changed);
}

/* The moments list: the index's moments, the notes and the bookmarks, in
 * the order of their positions. */
static void
assert_moments_in_order (QbReplaySession *session)
{
  GListModel *list = qb_replay_session_get_moments (session);
  QbRecord *record = qb_replay_session_get_record (session);
  guint n_moments = 0, moments = 0, notes = 0, marks = 0, last = 0;
  const QbMoment *index_moments = qb_replay_index_get_moments (qb_replay_session_get_index (session), &n_moments);

  g_assert_true (g_list_model_get_item_type (list) == QB_TYPE_REPLAY_MOMENT);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(QbReplayMoment) item = g_list_model_get_item (list, i);

      g_assert_cmpuint (qb_replay_moment_get_position (item), >=, last);
      last = qb_replay_moment_get_position (item);
      switch (qb_replay_moment_get_kind (item))
        {
        case QB_REPLAY_ITEM_MOMENT:
          g_assert_true (memcmp (qb_replay_moment_get_moment (item), &index_moments[moments++], sizeof (QbMoment)) == 0);
          g_assert_null (qb_replay_moment_get_text (item));
          break;
        case QB_REPLAY_ITEM_NOTE:
          g_assert_true (g_str_has_prefix (qb_record_get_annotation (record, notes++)->text,
                                           qb_replay_moment_get_text (item)));
          break;
        case QB_REPLAY_ITEM_BOOKMARK:
        default:
          g_assert_cmpstr (qb_replay_moment_get_text (item), ==, qb_record_get_bookmark (record, marks++)->title);
          break;
        }
    }
  g_assert_null (g_list_model_get_item (list, g_list_model_get_n_items (list)));
  g_assert_cmpuint (moments, ==, n_moments);
  g_assert_cmpuint (notes, ==, qb_record_get_n_annotations (record));
  g_assert_cmpuint (marks, ==, qb_record_get_n_bookmarks (record));
}

static void
test_lists (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_REVISED, 41, 0);
  QbRecord *record = qb_game_get_record (game);
  g_autoptr(QbReplaySession) session = NULL;
  GListModel *moments, *notes, *here;
  Changed moments_changed = { 0 }, notes_changed = { 0 }, here_changed = { 0 };
  guint signals = 0, n_moments, selected;
  g_autoptr(GError) error = NULL;

  qb_record_add_bookmark (record, 30, "Before the landing");
  qb_record_add_annotation (record, 60, "Later\nsecond line", QB_MARK_NONE, 0, 0);
  session = session_for (record);
  moments = qb_replay_session_get_moments (session);
  notes = qb_replay_session_get_notes (session);
  here = qb_replay_session_get_position_notes (session);
  /* The same lists as properties. */
  {
    g_autoptr(GListModel) a = NULL;
    g_autoptr(GListModel) b = NULL;
    g_autoptr(GListModel) c = NULL;
    g_object_get (session, "moments", &a, "notes", &b, "position-notes", &c, NULL);
    g_assert_true (a == moments && b == notes && c == here);
  }
  assert_moments_in_order (session);
  g_assert_cmpuint (g_list_model_get_n_items (notes), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (here), ==, 0);
  n_moments = g_list_model_get_n_items (moments);
  g_signal_connect (moments, "items-changed", G_CALLBACK (items_changed_cb), &moments_changed);
  g_signal_connect (notes, "items-changed", G_CALLBACK (items_changed_cb), &notes_changed);
  g_signal_connect (here, "items-changed", G_CALLBACK (items_changed_cb), &here_changed);
  g_signal_connect (session, "notes-changed", G_CALLBACK (notes_signal_cb), &signals);

  /* At 60, the note of the record is here. */
  qb_replay_session_set_position (session, 60);
  assert_changed (&here_changed, 0, 0, 1);
  g_assert_cmpuint (moments_changed.calls, ==, 0);
  selected = qb_replay_session_get_selected_moment (session);
  {
    g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, selected);
    g_autoptr(QbReplayMoment) next = g_list_model_get_item (moments, selected + 1);
    g_assert_cmpuint (qb_replay_moment_get_position (item), <=, 60);
    g_assert_true (next == NULL || qb_replay_moment_get_position (next) > 60);
  }

  /* A note with a ring at 40: one row each, in its place. */
  qb_replay_session_set_position (session, 40);
  assert_changed (&here_changed, 0, 1, 0);
  g_assert_false (qb_replay_session_get_dirty (session));
  g_assert_true (qb_replay_session_add_note (session, "  Montcalm holds\nthe shore ", QB_MARK_ZONE, QB_BE, 0, &error));
  g_assert_no_error (error);
  g_assert_true (qb_replay_session_get_dirty (session));
  g_assert_cmpuint (signals, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (moments), ==, n_moments + 1);
  g_assert_cmpuint (moments_changed.added, ==, 1);
  {
    g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, moments_changed.position);
    g_assert_cmpint (qb_replay_moment_get_kind (item), ==, QB_REPLAY_ITEM_NOTE);
    g_assert_cmpstr (qb_replay_moment_get_text (item), ==, "Montcalm holds");
    g_assert_cmpuint (qb_replay_moment_get_position (item), ==, 40);
    g_assert_cmpuint (qb_replay_session_get_selected_moment (session), ==, moments_changed.position);
  }
  assert_changed (&moments_changed, moments_changed.position, 0, 1);
  assert_changed (&notes_changed, 0, 0, 1);
  assert_changed (&here_changed, 0, 0, 1);
  {
    g_autoptr(QbReplayNote) item = g_list_model_get_item (here, 0);
    const QbAnnotation *a = qb_replay_note_get_annotation (item);
    g_assert_cmpstr (a->text, ==, "Montcalm holds\nthe shore");
    g_assert_cmpuint (a->mark, ==, QB_MARK_ZONE);
    g_assert_cmpuint (a->zone, ==, QB_BE);
    g_assert_cmpuint (qb_replay_note_get_note (item), ==, 0);
  }
  /* An arrow at the same moment, after it. */
  g_assert_true (qb_replay_session_add_note (session, "The landing", QB_MARK_ARROW, QB_LE, QB_SI, NULL));
  assert_changed (&notes_changed, 1, 0, 1);
  assert_changed (&here_changed, 1, 0, 1);
  g_assert_cmpuint (moments_changed.calls, ==, 1);
  memset (&moments_changed, 0, sizeof moments_changed);
  assert_moments_in_order (session);

  /* Refused: nothing changes. */
  g_assert_false (qb_replay_session_add_note (session, " \n ", QB_MARK_NONE, 0, 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpuint (signals, ==, 2);
  g_assert_cmpuint (moments_changed.calls + notes_changed.calls + here_changed.calls, ==, 0);

  /* The first note of 40 goes: the second one's row stays, and finds its
   * new place in the record. */
  {
    g_autoptr(QbReplayNote) second = g_list_model_get_item (here, 1);
    guint row = qb_replay_session_get_selected_moment (session) - 1;

    qb_replay_session_remove_note (session, 0);
    assert_changed (&moments_changed, row, 1, 0);
    assert_changed (&notes_changed, 0, 1, 0);
    assert_changed (&here_changed, 0, 1, 0);
    g_assert_cmpuint (qb_replay_note_find (second, record), ==, 0);
    g_assert_cmpstr (qb_record_get_annotation (record, 0)->text, ==, "The landing");
  }
  g_assert_cmpuint (signals, ==, 3);
  assert_moments_in_order (session);

  /* Saving needs a file; then the notes are no longer dirty. */
  g_assert_false (qb_replay_session_save (session, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  {
    g_autofree char *dir = g_dir_make_tmp ("qb-test-session-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "notes.q1759", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    qb_replay_session_set_file (session, file);
    g_assert_true (qb_replay_session_save (session, &error));
    g_assert_no_error (error);
    g_assert_false (qb_replay_session_get_dirty (session));
    g_unlink (path);
    g_rmdir (dir);
  }

  /* Another record: the whole lists change at once. */
  {
    g_autoptr(QbGame) other = random_game (QB_EDITION_CLASSIC, 8, 0);
    guint before = g_list_model_get_n_items (moments);

    g_assert_true (qb_replay_session_set_record (session, qb_game_get_record (other), NULL, NULL));
    assert_changed (&moments_changed, 0, before, g_list_model_get_n_items (moments));
    assert_changed (&notes_changed, 0, 2, 0);
    assert_moments_in_order (session);
  }
}

/* The notes limit of qb-types.h holds in the session too. */
static void
test_notes_limit (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_REVISED, 5, 30);
  QbRecord *record = qb_game_get_record (game);
  g_autoptr(QbReplaySession) session = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < QB_RECORD_MAX_ANNOTATIONS; i++)
    qb_record_add_annotation (record, i % 31, "A note", QB_MARK_NONE, 0, 0);
  session = session_for (record);
  g_assert_cmpuint (g_list_model_get_n_items (qb_replay_session_get_notes (session)), ==,
                    QB_RECORD_MAX_ANNOTATIONS);
  g_assert_false (qb_replay_session_add_note (session, "One more", QB_MARK_NONE, 0, 0, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "10000"));
}

/* The number of rows of a list that are notes. */
static guint
count_notes (GListModel *moments)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (moments); i++)
    {
      g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, i);
      n += qb_replay_moment_get_kind (item) == QB_REPLAY_ITEM_NOTE;
    }
  return n;
}

/* Issue 16: a note for one side's eyes is in that side's lists (every
 * note, the position's notes, the moments) and in the view of both sides
 * face up, never in the other side's or the spectator's; a viewer cannot
 * change or remove what they cannot read. Notes are edited in place, with
 * their glyph; bookmarks and chapters are made with titles. */
static void
test_notes_per_viewpoint (void)
{
  g_autoptr(QbGame) game = random_game (QB_EDITION_REVISED, 41, 0);
  QbRecord *record = qb_game_get_record (game);
  g_autoptr(QbReplaySession) session = session_for (record);
  GListModel *moments = qb_replay_session_get_moments (session);
  GListModel *notes = qb_replay_session_get_notes (session);
  GListModel *here = qb_replay_session_get_position_notes (session);
  g_autoptr(GError) error = NULL;
  QbAnnotation note = { 0 };
  static const int viewers[] = { QB_BRITISH, QB_FRENCH, QB_PUBLIC, QB_NO_SIDE };
  static const guint expected[] = { 2, 2, 1, 3 };

  g_assert_cmpint (qb_replay_session_get_viewer (session), ==, QB_NO_SIDE);
  qb_replay_session_set_position (session, 50);
  note.text = (char *) "Everyone sees this";
  g_assert_true (qb_replay_session_add_note_full (session, &note, &error));
  g_assert_no_error (error);
  note.text = (char *) "The landing\nat night";
  note.audience = QB_NOTE_BRITISH_ONLY;
  note.mark = QB_MARK_ZONE;
  note.zone = QB_SI;
  g_assert_true (qb_replay_session_add_note_full (session, &note, &error));
  note.text = (char *) "";
  note.glyph = QB_GLYPH_BLUNDER;
  note.mark = QB_MARK_NONE;
  note.audience = QB_NOTE_FRENCH_ONLY;
  g_assert_true (qb_replay_session_add_note_full (session, &note, &error));

  for (guint v = 0; v < G_N_ELEMENTS (viewers); v++)
    {
      qb_replay_session_set_viewer (session, viewers[v]);
      g_assert_cmpint (qb_replay_session_get_viewer (session), ==, viewers[v]);
      g_assert_cmpuint (g_list_model_get_n_items (notes), ==, expected[v]);
      g_assert_cmpuint (g_list_model_get_n_items (here), ==, expected[v]);
      g_assert_cmpuint (count_notes (moments), ==, expected[v]);
      for (guint i = 0; i < g_list_model_get_n_items (here); i++)
        {
          g_autoptr(QbReplayNote) item = g_list_model_get_item (here, i);
          g_assert_true (qb_annotation_visible_to (qb_replay_note_get_annotation (item), viewers[v]));
          if (viewers[v] == QB_PUBLIC)
            g_assert_cmpstr (qb_replay_note_get_annotation (item)->text, ==, "Everyone sees this");
        }
    }

  /* The French cannot change or remove the British note (the record's
   * second note at 50). */
  qb_replay_session_set_viewer (session, QB_FRENCH);
  note.text = (char *) "Tampered";
  note.glyph = QB_GLYPH_NONE;
  note.audience = QB_NOTE_EVERYONE;
  g_assert_false (qb_replay_session_edit_note (session, 1, &note, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  qb_replay_session_remove_note (session, 1);
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 3);
  g_assert_cmpstr (qb_record_get_annotation (record, 1)->text, ==, "The landing\nat night");

  /* The British edit it: a glyph, and it becomes everyone's. */
  qb_replay_session_set_viewer (session, QB_BRITISH);
  note.text = (char *) "  The landing, at dawn after all  ";
  note.glyph = QB_GLYPH_BRILLIANT;
  g_assert_true (qb_replay_session_edit_note (session, 1, &note, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (qb_record_get_annotation (record, 1)->text, ==, "The landing, at dawn after all");
  g_assert_cmpint (qb_record_get_annotation (record, 1)->glyph, ==, QB_GLYPH_BRILLIANT);
  g_assert_cmpuint (qb_record_get_annotation (record, 1)->index, ==, 50);
  qb_replay_session_set_viewer (session, QB_FRENCH);
  g_assert_cmpuint (g_list_model_get_n_items (here), ==, 3);
  /* An empty note without a glyph is refused. */
  note.text = (char *) "  ";
  note.glyph = QB_GLYPH_NONE;
  g_assert_false (qb_replay_session_edit_note (session, 0, &note, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  /* The moments list shows the glyph. */
  {
    gboolean found = FALSE;
    for (guint i = 0; i < g_list_model_get_n_items (moments); i++)
      {
        g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, i);
        if (qb_replay_moment_get_glyph (item) == QB_GLYPH_BRILLIANT)
          found = qb_replay_moment_get_position (item) == 50;
      }
    g_assert_true (found);
  }

  /* Bookmarks and chapters, with titles. */
  g_assert_false (qb_replay_session_add_bookmark (session, "   ", FALSE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  qb_replay_session_set_position (session, 30);
  g_assert_true (qb_replay_session_add_bookmark (session, " The first landing ", TRUE, &error));
  g_assert_no_error (error);
  qb_replay_session_set_position (session, 20);
  g_assert_true (qb_replay_session_add_bookmark (session, "Montcalm waits", FALSE, &error));
  g_assert_cmpuint (qb_record_get_n_bookmarks (record), ==, 2);
  g_assert_cmpstr (qb_record_get_bookmark (record, 0)->title, ==, "Montcalm waits");
  g_assert_false (qb_record_get_bookmark (record, 0)->chapter);
  g_assert_cmpstr (qb_record_get_bookmark (record, 1)->title, ==, "The first landing");
  g_assert_true (qb_record_get_bookmark (record, 1)->chapter);
  {
    g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, qb_replay_session_get_selected_moment (session));
    g_assert_cmpint (qb_replay_moment_get_kind (item), ==, QB_REPLAY_ITEM_BOOKMARK);
    g_assert_cmpstr (qb_replay_moment_get_text (item), ==, "Montcalm waits");
  }
  qb_replay_session_remove_bookmark (session, 0);
  g_assert_cmpuint (qb_record_get_n_bookmarks (record), ==, 1);
  g_assert_true (qb_replay_session_get_dirty (session));

  /* Each row chosen is the row selected, also where rows share a
   * position; going there another way selects the position's last row. */
  {
    guint n = g_list_model_get_n_items (moments), shared = 0;

    for (guint row = 0; row < n; row++)
      {
        g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, row);
        guint at = qb_replay_moment_get_position (item);

        qb_replay_session_select_moment (session, row);
        g_assert_cmpuint (qb_replay_session_get_selected_moment (session), ==, row);
        g_assert_cmpuint (qb_replay_session_get_position (session), ==, at);
        if (row + 1 < n)
          {
            g_autoptr(QbReplayMoment) next = g_list_model_get_item (moments, row + 1);
            if (qb_replay_moment_get_position (next) == at)
              {
                shared++;
                qb_replay_session_set_position (session, at + 1 <= qb_replay_session_get_n_actions (session) ? at + 1 : 0);
                qb_replay_session_set_position (session, at);
                g_assert_cmpuint (qb_replay_session_get_selected_moment (session), >, row);
              }
          }
      }
    g_assert_cmpuint (shared, >, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/replay-session/seek", test_seek);
  g_test_add_func ("/model/replay-session/viewpoints/finished", test_viewpoints_finished);
  g_test_add_func ("/model/replay-session/viewpoints/unfinished-hidden", test_viewpoints_unfinished_hidden);
  g_test_add_func ("/model/replay-session/viewpoints/open", test_viewpoints_open);
  g_test_add_func ("/model/replay-session/visible-steps", test_visible_steps);
  g_test_add_func ("/model/replay-session/play-timer", test_play_timer);
  g_test_add_func ("/model/replay-session/battles-only", test_battles_only);
  g_test_add_func ("/model/replay-session/lists", test_lists);
  g_test_add_func ("/model/replay-session/notes-limit", test_notes_limit);
  g_test_add_func ("/model/replay-session/notes-per-viewpoint", test_notes_per_viewpoint);
  return g_test_run ();
}
