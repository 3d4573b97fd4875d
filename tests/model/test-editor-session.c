/* test-editor-session.c: the editor's draft without a display
 * (qb-editor-session.c): edits and their refusals, undo and redo of each,
 * the selection moved as one, the dirty flag, and the round trip of a
 * draft (finished or not) through its file. */
#include <locale.h>

#include "qb-data.h"
#include "qb-editor-session.h"
#include "qb-model-test.h"

static int changes;

static void
count_changed (QbEditorSession *session,
               gpointer         data)
{
  changes++;
}

static guint
location_of (QbEditorSession *session,
             guint            block)
{
  guint loc;

  qb_scenario_get_block (qb_editor_session_get_draft (session), block, &loc, NULL);
  return loc;
}

static QbEditorSession *
historical_session (int edition)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) historical = qb_scenario_new_historical (edition, &error);
  QbEditorSession *session = qb_editor_session_new ();

  g_assert_no_error (error);
  qb_editor_session_load (session, historical, NULL);
  return session;
}

static void
test_new (void)
{
  g_autoptr(QbEditorSession) session = qb_editor_session_new ();
  QbScenario *draft = qb_editor_session_get_draft (session);

  g_assert_cmpint (qb_scenario_get_kind (draft), ==, QB_SCENARIO_DEPLOYMENT);
  g_assert_false (qb_editor_session_get_dirty (session));
  g_assert_false (qb_editor_session_get_can_undo (session));
  g_assert_false (qb_editor_session_get_playable (session));
  g_assert_cmpuint (qb_editor_session_get_problems (session)->len, ==, QB_BLOCKS_PER_SIDE);
  g_assert_cmpuint (location_of (session, QB_FR_OTTAWA), ==, QB_LOC_POOL);
  g_assert_cmpuint (location_of (session, 0), ==, QB_OR);
}

static void
test_move_undo_redo (void)
{
  g_autoptr(QbEditorSession) session = qb_editor_session_new ();
  g_autoptr(GError) error = NULL;
  guint block = QB_FR_OTTAWA + 1;

  changes = 0;
  g_signal_connect (session, "changed", G_CALLBACK (count_changed), NULL);
  g_assert_true (qb_editor_session_move_blocks (session, &block, 1, QB_BE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (changes, ==, 1);
  g_assert_cmpuint (location_of (session, block), ==, QB_BE);
  g_assert_true (qb_editor_session_get_dirty (session));
  g_assert_true (qb_editor_session_get_can_undo (session));
  g_assert_cmpuint (qb_editor_session_get_problems (session)->len, ==, QB_BLOCKS_PER_SIDE - 1);

  /* Moving it where it is is no edit. */
  g_assert_true (qb_editor_session_move_blocks (session, &block, 1, QB_BE, &error));
  g_assert_cmpint (changes, ==, 1);

  g_assert_true (qb_editor_session_undo (session));
  g_assert_cmpuint (location_of (session, block), ==, QB_LOC_POOL);
  g_assert_false (qb_editor_session_get_dirty (session));
  g_assert_false (qb_editor_session_get_can_undo (session));
  g_assert_true (qb_editor_session_get_can_redo (session));
  g_assert_false (qb_editor_session_undo (session));

  g_assert_true (qb_editor_session_redo (session));
  g_assert_cmpuint (location_of (session, block), ==, QB_BE);
  g_assert_true (qb_editor_session_get_dirty (session));
  g_assert_false (qb_editor_session_get_can_redo (session));

  /* Back to the palette: the pool of a deployment. */
  g_assert_true (qb_editor_session_move_blocks (session, &block, 1, QB_LOC_OUT, &error));
  g_assert_cmpuint (location_of (session, block), ==, QB_LOC_POOL);
  g_assert_cmpint (changes, ==, 4);
}

static void
test_refusals (void)
{
  g_autoptr(QbEditorSession) session = qb_editor_session_new ();
  g_autoptr(GError) error = NULL;
  guint british = 2, ship = QB_BR_FIRST_SHIP, french = QB_FR_OTTAWA;

  g_assert_false (qb_editor_session_move_blocks (session, &british, 1, QB_LE, &error));
  g_assert_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_FIXED);
  g_clear_error (&error);
  g_assert_false (qb_editor_session_set_cv (session, french, 1, &error));
  g_assert_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_CV);
  g_clear_error (&error);
  g_assert_false (qb_editor_session_set_start_move (session, 5, &error));
  g_assert_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_KIND);
  g_clear_error (&error);

  qb_editor_session_set_kind (session, QB_SCENARIO_POSITION);
  g_assert_false (qb_editor_session_move_blocks (session, &ship, 1, QB_BE, &error));
  g_assert_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_PLACE);
  g_clear_error (&error);
  g_assert_false (qb_editor_session_move_blocks (session, &french, 1, QB_LOC_BASON, &error));
  g_assert_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_PLACE);
  g_clear_error (&error);
  /* A refusal is no undo step: only the kind's change is there. */
  g_assert_true (qb_editor_session_undo (session));
  g_assert_false (qb_editor_session_get_can_undo (session));
  g_assert_cmpint (qb_scenario_get_kind (qb_editor_session_get_draft (session)), ==, QB_SCENARIO_DEPLOYMENT);
}

static void
test_selection (void)
{
  g_autoptr(QbEditorSession) session = qb_editor_session_new ();
  g_autoptr(GError) error = NULL;
  int a = QB_FR_OTTAWA + 1, b = QB_FR_OTTAWA + 2, c = QB_FR_OTTAWA + 5;

  qb_editor_session_select_block (session, a, FALSE);
  qb_editor_session_select_block (session, b, TRUE);
  qb_editor_session_select_block (session, c, TRUE);
  qb_editor_session_select_block (session, 0, TRUE);   /* British: fixed, not picked */
  g_assert_cmpuint (qb_editor_session_get_selection (session), ==,
                    (G_GUINT64_CONSTANT (1) << a) | (G_GUINT64_CONSTANT (1) << b) | (G_GUINT64_CONSTANT (1) << c));
  qb_editor_session_select_block (session, b, TRUE);
  g_assert_cmpuint (qb_editor_session_get_selection (session), ==,
                    (G_GUINT64_CONSTANT (1) << a) | (G_GUINT64_CONSTANT (1) << c));
  qb_editor_session_select_block (session, b, TRUE);

  g_assert_true (qb_editor_session_move_selection (session, QB_SF, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (location_of (session, a), ==, QB_SF);
  g_assert_cmpuint (location_of (session, b), ==, QB_SF);
  g_assert_cmpuint (location_of (session, c), ==, QB_SF);
  /* One step for the three. */
  g_assert_true (qb_editor_session_undo (session));
  g_assert_cmpuint (location_of (session, a), ==, QB_LOC_POOL);
  g_assert_cmpuint (location_of (session, b), ==, QB_LOC_POOL);
  g_assert_cmpuint (location_of (session, c), ==, QB_LOC_POOL);
  g_assert_false (qb_editor_session_get_can_undo (session));

  qb_editor_session_select_block (session, -1, FALSE);
  g_assert_cmpuint (qb_editor_session_get_selection (session), ==, 0);
}

static void
test_position_edits (void)
{
  g_autoptr(QbEditorSession) session = historical_session (QB_EDITION_REVISED);
  g_autoptr(GError) error = NULL;
  guint block = QB_FR_OTTAWA + 1, ship = QB_BR_FIRST_SHIP, cv;
  QbScenario *draft;
  QbOptions options;

  g_assert_true (qb_editor_session_get_playable (session));
  qb_editor_session_set_kind (session, QB_SCENARIO_POSITION);
  draft = qb_editor_session_get_draft (session);
  g_assert_cmpint (qb_scenario_get_kind (draft), ==, QB_SCENARIO_POSITION);
  g_assert_true (qb_editor_session_get_playable (session));

  g_assert_true (qb_editor_session_set_cv (session, block, 1, &error));
  g_assert_no_error (error);
  qb_scenario_get_block (qb_editor_session_get_draft (session), block, NULL, &cv);
  g_assert_cmpuint (cv, ==, 1);
  g_assert_false (qb_editor_session_set_cv (session, block, 99, &error));
  g_clear_error (&error);

  g_assert_true (qb_editor_session_move_blocks (session, &ship, 1, QB_LOC_STLAURENT, &error));
  g_assert_cmpuint (location_of (session, ship), ==, QB_LOC_STLAURENT);
  g_assert_true (qb_editor_session_set_start_move (session, 12, &error));
  qb_editor_session_set_tides (session, TRUE);
  qb_scenario_get_options (qb_editor_session_get_draft (session), &options);
  g_assert_cmpuint (options.start_move, ==, 12);
  g_assert_cmpuint (options.tides, ==, 1);

  /* A British block into a French zone: a problem, not a refusal. */
  {
    guint british = 0, zone;

    qb_scenario_get_block (qb_editor_session_get_draft (session), block, &zone, NULL);
    g_assert_true (qb_editor_session_move_blocks (session, &british, 1, zone, &error));
    g_assert_false (qb_editor_session_get_playable (session));
    g_assert_true (qb_editor_session_undo (session));
    g_assert_true (qb_editor_session_get_playable (session));
  }

  /* Undo all the way back to the deployment it was. */
  for (int i = 0; i < 5; i++)
    g_assert_true (qb_editor_session_undo (session));
  g_assert_false (qb_editor_session_get_can_undo (session));
  g_assert_false (qb_editor_session_get_dirty (session));
  g_assert_cmpint (qb_scenario_get_kind (qb_editor_session_get_draft (session)), ==, QB_SCENARIO_DEPLOYMENT);
}

static void
test_typing (void)
{
  g_autoptr(QbEditorSession) session = qb_editor_session_new ();
  QbScenario *draft;

  qb_editor_session_set_name (session, "L");
  qb_editor_session_set_name (session, "Le");
  qb_editor_session_set_name (session, "Lévis");
  qb_editor_session_set_author (session, "Me");
  qb_editor_session_set_name (session, "Lévis first");
  draft = qb_editor_session_get_draft (session);
  g_assert_cmpstr (qb_scenario_get_name (draft), ==, "Lévis first");
  g_assert_true (qb_editor_session_undo (session));
  g_assert_cmpstr (qb_scenario_get_name (qb_editor_session_get_draft (session)), ==, "Lévis");
  g_assert_true (qb_editor_session_undo (session));
  g_assert_cmpstr (qb_scenario_get_author (qb_editor_session_get_draft (session)), ==, "");
  g_assert_true (qb_editor_session_undo (session));
  g_assert_cmpstr (qb_scenario_get_name (qb_editor_session_get_draft (session)), ==, "");
  g_assert_false (qb_editor_session_get_can_undo (session));
}

static void
test_edition (void)
{
  g_autoptr(QbEditorSession) session = historical_session (QB_EDITION_REVISED);
  QbOptions options;

  qb_editor_session_set_edition (session, QB_EDITION_CLASSIC);
  qb_scenario_get_options (qb_editor_session_get_draft (session), &options);
  g_assert_cmpuint (options.edition, ==, QB_EDITION_CLASSIC);
  g_assert_cmpuint (location_of (session, QB_FR_OTTAWA), ==, QB_LOC_POOL);
  g_assert_true (qb_editor_session_undo (session));
  g_assert_true (qb_editor_session_get_playable (session));
}

static void
test_file_round_trip (void)
{
  g_autoptr(QbEditorSession) session = historical_session (QB_EDITION_CLASSIC);
  g_autoptr(QbEditorSession) again = qb_editor_session_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("qb-editor-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "draft.q1759-setup", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(QbScenario) strict = NULL;
  guint block = QB_FR_OTTAWA + 4;

  g_assert_no_error (error);
  qb_editor_session_set_name (session, "Half done");
  g_assert_true (qb_editor_session_move_blocks (session, &block, 1, QB_LOC_POOL, &error));
  g_assert_false (qb_editor_session_get_playable (session));
  g_assert_true (qb_editor_session_get_dirty (session));

  /* A draft with problems is saved all the same... */
  g_assert_true (qb_editor_session_save (session, file, &error));
  g_assert_no_error (error);
  g_assert_false (qb_editor_session_get_dirty (session));
  g_assert_true (qb_editor_session_get_file (session) == file);

  /* ...opened again by the editor as it was... */
  g_assert_true (qb_editor_session_open (again, file, &error));
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (qb_editor_session_get_draft (again),
                                    qb_editor_session_get_draft (session)));
  g_assert_false (qb_editor_session_get_dirty (again));
  g_assert_false (qb_editor_session_get_playable (again));

  /* ...but no game starts from it. */
  strict = qb_scenario_load_from_file (file, &error);
  g_assert_null (strict);
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID);
  g_clear_error (&error);

  /* Finished, it is a deployment every reader takes. */
  g_assert_true (qb_editor_session_undo (again) == FALSE);
  g_assert_true (qb_editor_session_move_blocks (again, &block, 1, QB_BE, &error));
  g_assert_true (qb_editor_session_get_playable (again));
  g_assert_true (qb_editor_session_save (again, NULL, &error));
  strict = qb_scenario_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (strict, qb_editor_session_get_draft (again)));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_view (void)
{
  g_autoptr(QbEditorSession) session = historical_session (QB_EDITION_REVISED);
  QbView view;

  qb_editor_session_get_view (session, &view);
  for (guint b = 0; b < QB_NUM_BLOCKS; b++)
    g_assert_cmpuint (view.blocks[b].loc, ==, location_of (session, b));
  g_assert_cmpuint (view.count[QB_BRITISH][QB_OR], >, 0);
}

/* A replay moment: the open view becomes a position at its move; a side's
 * view, which hides the enemy's blocks, is refused. */
static void
test_from_view (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, 5, 400);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = NULL;
  const QbState *state = qb_game_get_state (game);
  QbView view;
  QbOptions options;

  qb_view (state, QB_NO_SIDE, &view);
  scenario = qb_editor_scenario_from_view (&view, &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  qb_scenario_get_options (scenario, &options);
  g_assert_cmpuint (options.start_move, ==, CLAMP (state->move, 1, 16));
  for (guint b = 0; b < QB_NUM_BLOCKS; b++)
    {
      guint loc, cv;

      qb_scenario_get_block (scenario, b, &loc, &cv);
      if (state->blocks[b].loc < QB_LOC_POOL)
        {
          g_assert_cmpuint (loc, ==, state->blocks[b].loc);
          if (state->blocks[b].loc < QB_NUM_ZONES)
            g_assert_cmpuint (cv, ==, state->blocks[b].cv);
        }
      else
        g_assert_cmpuint (loc, ==, QB_LOC_OUT);
    }

  /* The past goes too (20.0, 21.0). */
  g_assert_cmpuint (qb_scenario_get_british_entered (scenario) & state->british_visited, ==,
                    state->british_visited);
  g_assert_cmpuint (qb_scenario_get_british_visited (scenario), ==,
                    state->british_visited & ~(1u << QB_OR));
  g_assert_cmpint (qb_scenario_get_held_cap_rouge (scenario), ==,
                   state->held_cap_rouge != 0 && state->move > 1
                   && qb_zone_count (state, QB_BRITISH, QB_CR) > 0 && qb_zone_count (state, QB_FRENCH, QB_CR) == 0);

  /* Cap Rouge held at the end of the last move goes over while the British
   * hold it still, and only then. */
  {
    QbState copy = *state;
    g_autoptr(QbScenario) held = NULL;
    g_autoptr(QbScenario) left = NULL;

    copy.move = 6;
    copy.held_cap_rouge = 1;
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      if (copy.blocks[b].loc == QB_CR)
        copy.blocks[b].loc = QB_BLOCK_SIDE (b) == QB_BRITISH ? QB_OR : QB_SF;
    qb_recount (&copy);
    qb_view (&copy, QB_NO_SIDE, &view);
    left = qb_editor_scenario_from_view (&view, &error);
    g_assert_no_error (error);
    g_assert_false (qb_scenario_get_held_cap_rouge (left));
    copy.blocks[0].loc = QB_CR;
    qb_recount (&copy);
    qb_view (&copy, QB_NO_SIDE, &view);
    held = qb_editor_scenario_from_view (&view, &error);
    g_assert_no_error (error);
    g_assert_true (qb_scenario_get_held_cap_rouge (held));
    g_assert_cmpuint (qb_scenario_get_british_visited (held), ==, copy.british_visited & ~(1u << QB_OR));
  }

  qb_view (state, QB_BRITISH, &view);
  g_clear_object (&scenario);
  scenario = qb_editor_scenario_from_view (&view, &error);
  g_assert_null (scenario);
  g_assert_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_HIDDEN);
}

/* A position's past: each edit one undo step; a deployment has none. */
static void
test_history_edits (void)
{
  g_autoptr(QbEditorSession) session = qb_editor_session_new ();
  g_autoptr(GError) error = NULL;
  QbScenario *draft;

  qb_editor_session_reset (session, QB_SCENARIO_DEPLOYMENT, QB_EDITION_REVISED);
  g_assert_false (qb_editor_session_set_british_visited (session, 1u << QB_BE, &error));
  g_assert_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_KIND);
  g_clear_error (&error);
  g_assert_false (qb_editor_session_set_held_cap_rouge (session, TRUE, &error));
  g_assert_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_KIND);
  g_clear_error (&error);
  g_assert_false (qb_editor_session_get_can_undo (session));

  qb_editor_session_reset (session, QB_SCENARIO_POSITION, QB_EDITION_REVISED);
  draft = qb_editor_session_get_draft (session);
  g_assert_true (qb_editor_session_set_british_visited (session, (1u << QB_BE) | (1u << QB_MO), &error));
  g_assert_no_error (error);
  g_assert_true (qb_editor_session_set_held_cap_rouge (session, TRUE, &error));
  g_assert_true (qb_editor_session_get_dirty (session));
  draft = qb_editor_session_get_draft (session);
  g_assert_cmpuint (qb_scenario_get_british_visited (draft), ==, (1u << QB_BE) | (1u << QB_MO));
  g_assert_true (qb_scenario_get_held_cap_rouge (draft));

  g_assert_true (qb_editor_session_undo (session));
  draft = qb_editor_session_get_draft (session);
  g_assert_false (qb_scenario_get_held_cap_rouge (draft));
  g_assert_cmpuint (qb_scenario_get_british_visited (draft), ==, (1u << QB_BE) | (1u << QB_MO));
  g_assert_true (qb_editor_session_undo (session));
  draft = qb_editor_session_get_draft (session);
  g_assert_cmpuint (qb_scenario_get_british_visited (draft), ==, 0);
  g_assert_true (qb_editor_session_redo (session));
  g_assert_true (qb_editor_session_redo (session));
  draft = qb_editor_session_get_draft (session);
  g_assert_true (qb_scenario_get_held_cap_rouge (draft));

  /* Back to a deployment: move 1, no past. */
  qb_editor_session_set_kind (session, QB_SCENARIO_DEPLOYMENT);
  draft = qb_editor_session_get_draft (session);
  g_assert_cmpuint (qb_scenario_get_british_visited (draft), ==, 0);
  g_assert_false (qb_scenario_get_held_cap_rouge (draft));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/editor-session/new", test_new);
  g_test_add_func ("/model/editor-session/move-undo-redo", test_move_undo_redo);
  g_test_add_func ("/model/editor-session/refusals", test_refusals);
  g_test_add_func ("/model/editor-session/selection", test_selection);
  g_test_add_func ("/model/editor-session/position-edits", test_position_edits);
  g_test_add_func ("/model/editor-session/typing", test_typing);
  g_test_add_func ("/model/editor-session/edition", test_edition);
  g_test_add_func ("/model/editor-session/file-round-trip", test_file_round_trip);
  g_test_add_func ("/model/editor-session/view", test_view);
  g_test_add_func ("/model/editor-session/from-view", test_from_view);
  g_test_add_func ("/model/editor-session/history-edits", test_history_edits);
  return g_test_run ();
}
