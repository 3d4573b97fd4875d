/* test-battle-history.c: QbBattleHistory, a battle turn by turn for a
 * viewer, checked against the games it is cut from: each battle of
 * self-played games, its turns in order, its losses against the CV the
 * sides had before and after it, the same history from any position of
 * the record (the Replay page), and what each viewer may read. */
#include "qb-battle-history.h"
#include "qb-event-story.h"
#include "qb-event-text.h"
#include "qb-model-test.h"

/* The CV of each side before each battle of a game and after it, found by
 * playing it again action by action. */
typedef struct {
  guint first_event;
  int cv_before[2];
  int cv_after[2];
  gboolean over;
  gboolean exact;       /* the CV before and after are known exactly */
} Battle;

static GArray *
play_battles (int edition, guint64 seed, QbGame **out_game)
{
  QbOptions options;
  g_autoptr(QbGame) game = NULL;
  GArray *battles = g_array_new (FALSE, TRUE, sizeof (Battle));
  QbRng chooser;
  int current = -1;

  qb_options_default (&options);
  options.edition = (guint8) edition;
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);
  qb_rng_seed (&chooser, seed, 0x706c6179ULL);
  while (!qb_game_is_over (game))
    {
      const QbState *s = qb_game_get_state (game);
      int before[2] = { qb_side_cv (s, QB_BRITISH), qb_side_cv (s, QB_FRENCH) };
      guint n0 = 0, n1 = 0;
      g_autoptr(GError) error = NULL;

      qb_game_get_events (game, &n0);
      g_assert_true (qb_game_apply (game, qbm_choose (game, &chooser), &error));
      const QbEvent *events = qb_game_get_events (game, &n1);
      for (guint i = n0; i < n1; i++)
        {
          const QbEvent *ev = &events[i];
          if (ev->type == QB_EV_BATTLE || ev->type == QB_EV_RAID || ev->type == QB_EV_SCOUT)
            {
              Battle b = { 0 };
              b.first_event = i;
              /* The CV before it are those before the action, unless the
               * action ended another battle first with losses. */
              b.exact = TRUE;
              for (guint j = n0; j < i; j++)
                if (events[j].type == QB_EV_HIT || events[j].type == QB_EV_ELIMINATED)
                  b.exact = FALSE;
              b.cv_before[0] = before[0];
              b.cv_before[1] = before[1];
              g_array_append_val (battles, b);
              current = battles->len - 1;
            }
          if (ev->type == QB_EV_BATTLE_END && current >= 0)
            {
              Battle *b = &g_array_index (battles, Battle, current);
              /* Its CV when the battle ends: none of this action's events
               * after the end changes it (the next battle waits for its
               * own action). */
              b->cv_after[0] = qb_side_cv (s, QB_BRITISH);
              b->cv_after[1] = qb_side_cv (s, QB_FRENCH);
              for (guint j = i + 1; j < n1; j++)
                if (events[j].type == QB_EV_HIT || events[j].type == QB_EV_ELIMINATED)
                  b->exact = FALSE;
              b->over = TRUE;
              current = -1;
            }
        }
    }
  *out_game = g_steal_pointer (&game);
  return battles;
}

/* Every battle of a few games: the turns in order, the opening first,
 * the losses the CV the sides lost, the victor the end's. */
static void
test_battles (gconstpointer data)
{
  int edition = GPOINTER_TO_INT (data);
  guint checked = 0, turns = 0, exact = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(QbGame) game = NULL;
      g_autoptr(GArray) battles = play_battles (edition, seed, &game);
      guint n = 0;
      const QbEvent *events = qb_game_get_events (game, &n);

      for (guint k = 0; k < battles->len; k++)
        {
          Battle *b = &g_array_index (battles, Battle, k);
          g_autoptr(QbBattleHistory) h = qb_battle_history_new (events, n, b->first_event, edition, QB_NO_SIDE);
          guint n_turns;
          guint last_turn = 0;

          g_assert_nonnull (h);
          g_assert_true (G_IS_LIST_MODEL (h));
          g_assert_cmpuint (qb_battle_history_get_first_event (h), ==, b->first_event);
          g_assert_cmpint (qb_battle_history_get_zone (h), ==, events[b->first_event].zone);
          n_turns = g_list_model_get_n_items (G_LIST_MODEL (h));
          g_assert_cmpuint (n_turns, >=, 1);
          for (guint t = 0; t < n_turns; t++)
            {
              g_autoptr(QbBattleTurn) turn = g_list_model_get_item (G_LIST_MODEL (h), t);
              g_assert_nonnull (turn);
              if (t == 0)
                {
                  g_assert_cmpuint (qb_battle_turn_get_turn (turn), ==, 0);
                  g_assert_cmpint (qb_battle_turn_get_side (turn), ==, QB_NO_SIDE);
                  g_assert_cmpuint (qb_battle_turn_get_first_event (turn), ==, b->first_event);
                }
              else
                {
                  /* Half-turns in order: the turn never goes back. */
                  g_assert_cmpuint (qb_battle_turn_get_turn (turn), >=, MAX (last_turn, 1));
                  g_assert_cmpint (events[qb_battle_turn_get_first_event (turn)].type, ==, QB_EV_BATTLE_TURN);
                }
              last_turn = qb_battle_turn_get_turn (turn);
              g_assert_nonnull (qb_battle_turn_get_title (turn));
              g_assert_nonnull (qb_battle_turn_get_lines (turn)[0]);
              g_assert_cmpuint (qb_battle_turn_get_end_event (turn), <=, qb_battle_history_get_end_event (h));
              turns++;
            }
          g_assert_null (g_list_model_get_item (G_LIST_MODEL (h), n_turns));
          g_assert_cmpint (qb_battle_history_get_over (h), ==, b->over);
          if (b->over && b->exact)
            {
              guint by_hits[2] = { 0, 0 };
              for (guint i = b->first_event; i < qb_battle_history_get_end_event (h); i++)
                if (events[i].type == QB_EV_HIT && events[i].cv == 0)
                  by_hits[events[i].side]++;
              /* CV lost to hits; a block eliminated without a last hit
               * (it could not retreat, 16.1) loses its CV too. */
              for (int side = 0; side < 2; side++)
                if (qb_battle_history_get_blocks_lost (h, side) == by_hits[side])
                  g_assert_cmpint (qb_battle_history_get_cv_lost (h, side), ==,
                                   b->cv_before[side] - b->cv_after[side]);
                else
                  g_assert_cmpint (qb_battle_history_get_cv_lost (h, side), <,
                                   b->cv_before[side] - b->cv_after[side]);
              exact++;
            }
          if (b->over)
            {
              const QbEvent *end = &events[qb_battle_history_get_end_event (h) - 1];
              g_assert_cmpint (end->type, ==, QB_EV_BATTLE_END);
              g_assert_cmpint (qb_battle_history_get_victor (h), ==, end->side);
              g_autofree char *summary = qb_battle_history_summary (h);
              g_assert_nonnull (strstr (summary, "hold"));
            }
          /* Any event of the battle gives the same battle. */
          for (guint i = b->first_event; i < qb_battle_history_get_end_event (h); i += 3)
            {
              g_autoptr(QbBattleHistory) again = qb_battle_history_new (events, n, i, edition, QB_NO_SIDE);
              g_assert_nonnull (again);
              g_assert_cmpuint (qb_battle_history_get_first_event (again), ==, b->first_event);
              g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, n_turns);
            }
          checked++;
        }
      /* An event between battles belongs to none. */
      if (battles->len > 0 && g_array_index (battles, Battle, 0).first_event > 0)
        g_assert_null (qb_battle_history_new (events, n, 0, edition, QB_NO_SIDE));
    }
  g_test_message ("%u battles (%u with their losses checked), %u turns", checked, exact, turns);
  g_assert_cmpuint (checked, >, 5);
  g_assert_cmpuint (exact, >, 5);
}

/* The history from a record's position in the middle of a battle (the
 * Replay page): the battle so far, not over, its turns those of the whole
 * battle up to there. */
static void
test_any_position (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GArray) battles = play_battles (QB_EDITION_REVISED, 3, &game);
  guint n = 0;
  const QbEvent *events = qb_game_get_events (game, &n);
  guint done = 0;

  for (guint k = 0; k < battles->len; k++)
    {
      Battle *b = &g_array_index (battles, Battle, k);
      g_autoptr(QbBattleHistory) whole = qb_battle_history_new (events, n, b->first_event,
                                                                QB_EDITION_REVISED, QB_NO_SIDE);
      guint end = qb_battle_history_get_end_event (whole);
      if (end - b->first_event < 4)
        continue;
      guint cut = b->first_event + (end - b->first_event) / 2;
      g_autoptr(QbBattleHistory) part = qb_battle_history_new (events, cut, b->first_event,
                                                               QB_EDITION_REVISED, QB_NO_SIDE);
      g_assert_nonnull (part);
      g_assert_false (qb_battle_history_get_over (part));
      g_assert_cmpint (qb_battle_history_get_victor (part), ==, QB_NO_SIDE);
      g_assert_cmpuint (qb_battle_history_get_end_event (part), ==, cut);
      guint n_part = g_list_model_get_n_items (G_LIST_MODEL (part));
      g_assert_cmpuint (n_part, <=, g_list_model_get_n_items (G_LIST_MODEL (whole)));
      for (guint t = 0; t + 1 < n_part; t++)
        {
          g_autoptr(QbBattleTurn) a = g_list_model_get_item (G_LIST_MODEL (part), t);
          g_autoptr(QbBattleTurn) w = g_list_model_get_item (G_LIST_MODEL (whole), t);
          g_assert_cmpstr (qb_battle_turn_get_title (a), ==, qb_battle_turn_get_title (w));
          g_assert_true (g_strv_equal ((const char *const *) qb_battle_turn_get_lines (a),
                                       (const char *const *) qb_battle_turn_get_lines (w)));
        }
      g_autofree char *summary = qb_battle_history_summary (part);
      g_assert_nonnull (strstr (summary, "goes on"));
      done++;
    }
  g_assert_cmpuint (done, >, 0);
  /* The last battle of the game, as the Play page asks for it. */
  g_autoptr(QbBattleHistory) last = qb_battle_history_new_for_game (game, G_MAXUINT, QB_NO_SIDE);
  g_assert_nonnull (last);
  g_assert_cmpuint (qb_battle_history_get_first_event (last), ==,
                    g_array_index (battles, Battle, battles->len - 1).first_event);
}

/* The British read no French block they may not know: the lines are the
 * log's for that viewer, and never name a hidden block. */
static void
test_viewer (void)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GArray) battles = play_battles (QB_EDITION_CLASSIC, 2, &game);
  guint n = 0;
  const QbEvent *events = qb_game_get_events (game, &n);
  guint lines = 0, fewer = 0;
  g_autoptr(GPtrArray) log = qb_event_story (events, n, QB_EDITION_CLASSIC, QB_BRITISH);
  g_autofree gboolean *told = g_new0 (gboolean, n);

  for (guint k = 0; k < battles->len; k++)
    {
      Battle *b = &g_array_index (battles, Battle, k);
      g_autoptr(QbBattleHistory) open = qb_battle_history_new (events, n, b->first_event, QB_EDITION_CLASSIC, QB_NO_SIDE);
      g_autoptr(QbBattleHistory) british = qb_battle_history_new (events, n, b->first_event, QB_EDITION_CLASSIC, QB_BRITISH);
      guint n_open = 0, n_british = 0;
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (british)), ==,
                        g_list_model_get_n_items (G_LIST_MODEL (open)));
      for (guint t = 0; t < g_list_model_get_n_items (G_LIST_MODEL (british)); t++)
        {
          g_autoptr(QbBattleTurn) bt = g_list_model_get_item (G_LIST_MODEL (british), t);
          g_autoptr(QbBattleTurn) ot = g_list_model_get_item (G_LIST_MODEL (open), t);
          const char *const *bl = qb_battle_turn_get_lines (bt);
          n_british += g_strv_length ((char **) bl);
          n_open += g_strv_length ((char **) qb_battle_turn_get_lines (ot));
          /* Every line is one of the British log's, and every event of
           * the turn the British may see is told by one of its lines. */
          for (guint j = 0; bl[j] != NULL; j++)
            {
              gboolean found = FALSE;
              for (guint l = 0; l < log->len && !found; l++)
                {
                  QbStoryLine *line = g_ptr_array_index (log, l);
                  if (g_str_equal (line->text, bl[j]) && line->first >= qb_battle_turn_get_first_event (bt)
                      && line->first < qb_battle_turn_get_end_event (bt))
                    {
                      found = TRUE;
                      for (guint e = line->first; e < line->first + line->n_events; e++)
                        told[e] = TRUE;
                    }
                }
              g_assert_true (found);
              lines++;
            }
          for (guint i = qb_battle_turn_get_first_event (bt); i < qb_battle_turn_get_end_event (bt); i++)
            {
              QbEvent seen;
              if (qb_event_for (&events[i], QB_BRITISH, &seen))
                g_assert_true (told[i]);
            }
        }
      fewer += n_british < n_open;
    }
  g_test_message ("%u lines checked, %u battles with events hidden from the British", lines, fewer);
  g_assert_cmpuint (lines, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/model/battle-history/battles/revised", GINT_TO_POINTER (QB_EDITION_REVISED), test_battles);
  g_test_add_data_func ("/model/battle-history/battles/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), test_battles);
  g_test_add_func ("/model/battle-history/any-position", test_any_position);
  g_test_add_func ("/model/battle-history/viewer", test_viewer);

  return g_test_run ();
}
