/* test-setup-check.c: the editor's validation (qb-setup-check.c): good
 * deployments and positions have no problem, and each kind of bad one
 * names its block or zone, its rule section and its reason; the live
 * summary counts what the map holds. */
#include <locale.h>
#include <string.h>

#include "qb-data.h"
#include "qb-model-test.h"
#include "qb-scenario-private.h"
#include "qb-setup-check.h"
#include "qb-ui-names.h"

static QbScenario *
historical (int edition)
{
  g_autoptr(GError) error = NULL;
  QbScenario *scenario = qb_scenario_new_historical (edition, &error);

  g_assert_no_error (error);
  return scenario;
}

/* The one problem of `kind`, asserting there is exactly one. */
static QbSetupProblem *
only_problem (GPtrArray          *problems,
              QbSetupProblemKind  kind)
{
  QbSetupProblem *found = NULL;

  for (guint i = 0; i < problems->len; i++)
    {
      QbSetupProblem *p = g_ptr_array_index (problems, i);

      if (p->kind == kind)
        {
          g_assert_null (found);
          found = p;
        }
    }
  g_assert_nonnull (found);
  return found;
}

static int
first_of_type (int edition, int side, QbUnitType type)
{
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    if (qb_unit_info (edition, b)->type == type)
      return b;
  g_assert_not_reached ();
}

static void
test_historical_ok (void)
{
  for (int edition = 0; edition < 2; edition++)
    {
      g_autoptr(QbScenario) scenario = historical (edition);
      g_autoptr(GPtrArray) problems = qb_setup_check (scenario);

      g_assert_cmpuint (problems->len, ==, 0);
      g_assert_true (qb_setup_check_is_playable (scenario));
    }
}

static void
test_empty_deployment (void)
{
  QbOptions options;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GPtrArray) problems = NULL;

  qb_options_default (&options);
  scenario = qb_scenario_new (QB_SCENARIO_DEPLOYMENT, &options);
  problems = qb_setup_check (scenario);
  g_assert_cmpuint (problems->len, ==, QB_BLOCKS_PER_SIDE);
  for (guint i = 0; i < problems->len; i++)
    {
      QbSetupProblem *p = g_ptr_array_index (problems, i);
      g_autofree char *expected = g_strdup_printf ("%s is not placed yet.",
                                                   qb_ui_block_name (0, p->block));

      g_assert_cmpint (p->kind, ==, QB_SETUP_NOT_PLACED);
      g_assert_cmpint (QB_BLOCK_SIDE (p->block), ==, QB_FRENCH);
      g_assert_cmpstr (p->rule, ==, "3.4");
      g_assert_cmpstr (p->message, ==, expected);
    }
  g_assert_false (qb_setup_check_is_playable (scenario));
}

static void
test_french_on_orleans (void)
{
  g_autoptr(QbScenario) scenario = historical (QB_EDITION_REVISED);
  g_autoptr(GPtrArray) problems = NULL;
  QbSetupProblem *p;
  int block = QB_FR_OTTAWA + 3;

  qb_scenario_set_block (scenario, (guint) block, QB_OR, 0);
  problems = qb_setup_check (scenario);
  g_assert_cmpuint (problems->len, ==, 1);
  p = only_problem (problems, QB_SETUP_OUTSIDE_ZONES);
  g_assert_cmpint (p->block, ==, block);
  g_assert_cmpint (p->zone, ==, QB_OR);
  g_assert_cmpstr (p->rule, ==, "3.4");
  g_assert_nonnull (strstr (p->message, "must deploy in one of the nine zones other than Île d’Orléans"));
}

static void
test_lone_decoy (void)
{
  g_autoptr(QbScenario) scenario = historical (QB_EDITION_CLASSIC);
  g_autoptr(GPtrArray) problems = NULL;
  int decoy = first_of_type (QB_EDITION_CLASSIC, QB_FRENCH, QB_TYPE_DECOY);
  int empty = -1;
  QbSetupProblem *p;

  /* A zone with no French block (the British land there first). */
  for (int z = 0; z < QB_NUM_ZONES && empty < 0; z++)
    {
      gboolean any = FALSE;

      for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
        {
          guint loc;

          qb_scenario_get_block (scenario, (guint) b, &loc, NULL);
          any |= loc == (guint) z;
        }
      if (!any && z != QB_OR)
        empty = z;
    }
  g_assert_cmpint (empty, >=, 0);
  qb_scenario_set_block (scenario, (guint) decoy, (guint) empty, 0);
  problems = qb_setup_check (scenario);
  g_assert_cmpuint (problems->len, ==, 1);
  p = only_problem (problems, QB_SETUP_LONE_DECOY);
  g_assert_cmpint (p->zone, ==, empty);
  g_assert_cmpint (p->side, ==, QB_FRENCH);
  g_assert_cmpstr (p->rule, ==, "10.1");
  g_assert_true (g_str_has_prefix (p->message, "A decoy in "));
  g_assert_false (qb_setup_check_is_playable (scenario));
}

static void
test_british_moved (void)
{
  g_autoptr(QbScenario) scenario = historical (QB_EDITION_REVISED);
  g_autoptr(GPtrArray) problems = NULL;
  QbSetupProblem *p;

  /* Only a damaged file could do this: the reader checks it too. */
  scenario->location[3] = QB_LE;
  problems = qb_setup_check (scenario);
  p = only_problem (problems, QB_SETUP_BRITISH_MOVED);
  g_assert_cmpint (p->block, ==, 3);
  g_assert_cmpstr (p->rule, ==, "3.3");
}

static QbScenario *
position_from_historical (void)
{
  g_autoptr(QbScenario) deployment = historical (QB_EDITION_REVISED);
  g_autoptr(GError) error = NULL;
  QbState state;

  g_assert_true (qb_scenario_to_state (deployment, 1, &state, NULL, &error));
  g_assert_no_error (error);
  return qb_scenario_new_from_state (&state);
}

static void
test_position_ok (void)
{
  g_autoptr(QbScenario) scenario = position_from_historical ();
  g_autoptr(GPtrArray) problems = qb_setup_check (scenario);

  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_position_contested (void)
{
  g_autoptr(QbScenario) scenario = position_from_historical ();
  g_autoptr(GPtrArray) problems = NULL;
  QbSetupProblem *p;

  qb_scenario_set_block (scenario, 0, QB_BE, 0);
  problems = qb_setup_check (scenario);
  g_assert_cmpuint (problems->len, ==, 1);
  p = only_problem (problems, QB_SETUP_CONTESTED);
  g_assert_cmpint (p->zone, ==, QB_BE);
  g_assert_cmpstr (p->rule, ==, "4.3");
  g_assert_cmpstr (p->message, ==, "Both sides have blocks in Beauport, and a scenario starts with no battle pending.");
}

static void
test_position_cv_and_river (void)
{
  g_autoptr(QbScenario) scenario = position_from_historical ();
  g_autoptr(GPtrArray) problems = NULL;
  int ship = QB_BR_FIRST_SHIP;
  int block = QB_FR_OTTAWA + 2;
  QbSetupProblem *p;

  scenario->cv[block] = (guint8) (qb_unit_info (0, block)->max_cv + 1);
  qb_scenario_set_block (scenario, (guint) ship, QB_SI, 0);
  qb_scenario_set_block (scenario, 1, QB_LOC_STLAURENT, 0);
  problems = qb_setup_check (scenario);
  /* The block over its maximum also puts the side over its roster. */
  g_assert_cmpuint (problems->len, ==, 4);
  p = only_problem (problems, QB_SETUP_TOO_MUCH_CV);
  g_assert_cmpint (p->side, ==, QB_FRENCH);
  g_assert_true (g_str_has_prefix (p->message, "The French have "));
  p = only_problem (problems, QB_SETUP_CV_RANGE);
  g_assert_cmpint (p->block, ==, block);
  g_assert_cmpstr (p->rule, ==, "2.4");
  p = only_problem (problems, QB_SETUP_SHIP_ASHORE);
  g_assert_cmpint (p->block, ==, ship);
  g_assert_cmpstr (p->rule, ==, "8.1");
  p = only_problem (problems, QB_SETUP_ARMY_AFLOAT);
  g_assert_cmpint (p->block, ==, 1);
  g_assert_cmpint (p->zone, ==, QB_LOC_STLAURENT);
}

static void
test_position_sides (void)
{
  QbOptions options;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  QbSetupProblem *p;

  qb_options_default (&options);
  scenario = qb_scenario_new (QB_SCENARIO_POSITION, &options);
  qb_scenario_set_block (scenario, 0, QB_OR, 0);
  problems = qb_setup_check (scenario);
  g_assert_cmpuint (problems->len, ==, 2);
  p = only_problem (problems, QB_SETUP_BRITISH_UNDER_20);
  g_assert_cmpstr (p->rule, ==, "5.2");
  g_assert_nonnull (strstr (p->message, "under 20 CV"));
  p = only_problem (problems, QB_SETUP_NO_FRENCH);
  g_assert_cmpint (p->side, ==, QB_FRENCH);
}

static void
test_summary (void)
{
  g_autoptr(QbScenario) scenario = historical (QB_EDITION_REVISED);
  QbSetupSummary sum;
  guint british = 0, french = 0, sea = 0;

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      guint loc, cv;

      qb_scenario_get_block (scenario, (guint) b, &loc, &cv);
      if (loc >= QB_NUM_ZONES)
        continue;
      if (QB_BLOCK_SIDE (b) == QB_BRITISH)
        british += cv;
      else
        {
          french += cv;
          if (loc == QB_LE || loc == QB_MO || loc == QB_BE || loc == QB_SC)
            sea += cv;
        }
    }
  qb_setup_summarize (scenario, &sum);
  g_assert_cmpuint (sum.side_cv[QB_BRITISH], ==, british);
  g_assert_cmpuint (sum.cv[QB_BRITISH][QB_OR], ==, british);
  g_assert_cmpuint (sum.side_cv[QB_FRENCH], ==, french);
  g_assert_cmpuint (sum.side_blocks[QB_FRENCH], ==, QB_BLOCKS_PER_SIDE
                    - __builtin_popcount (qb_ship_blocks[QB_FRENCH]));
  g_assert_cmpuint (sum.sea_first_cv, ==, sea);
  g_assert_cmpuint (sum.side_cv[QB_BRITISH], >=, 20);
  g_assert_cmpuint (sum.roster_cv[QB_FRENCH], >=, sum.side_cv[QB_FRENCH]);
}

/* The historical deployment at move `move`, with one British block moved
 * to Cap Rouge and every French block there sent to Ste-Foy. */
static QbScenario *
position_at_cap_rouge (guint move)
{
  QbScenario *scenario = position_from_historical ();
  int british = first_of_type (QB_EDITION_REVISED, QB_BRITISH, QB_TYPE_REGULAR);
  guint loc, cv;

  qb_scenario_set_start_move (scenario, move);
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    {
      qb_scenario_get_block (scenario, (guint) b, &loc, &cv);
      if (loc == QB_CR)
        qb_scenario_set_block (scenario, (guint) b, QB_SF, cv);
    }
  qb_scenario_get_block (scenario, (guint) british, &loc, &cv);
  qb_scenario_set_block (scenario, (guint) british, QB_CR, cv);
  return scenario;
}

/* 20.0, 21.0: a position's past must be one it can have. */
static void
test_position_history (void)
{
  g_autoptr(QbScenario) scenario = position_from_historical ();
  g_autoptr(QbScenario) at_cr = position_at_cap_rouge (6);
  g_autoptr(QbScenario) at_move_1 = position_at_cap_rouge (1);
  g_autoptr(GPtrArray) problems = NULL;
  QbSetupProblem *p;
  QbSetupSummary sum;

  /* Move 1: nothing entered but where the British stand. */
  qb_scenario_set_british_visited (scenario, 1u << QB_BE);
  problems = qb_setup_check (scenario);
  p = only_problem (problems, QB_SETUP_HISTORY);
  g_assert_cmpint (p->zone, ==, QB_BE);
  g_assert_cmpstr (p->rule, ==, "20.0");
  g_assert_nonnull (strstr (p->message, "at move 1"));
  g_clear_pointer (&problems, g_ptr_array_unref);

  /* Later, any zone may have been entered; it counts in the summary. */
  qb_scenario_set_start_move (scenario, 4);
  problems = qb_setup_check (scenario);
  g_assert_cmpuint (problems->len, ==, 0);
  g_clear_pointer (&problems, g_ptr_array_unref);
  qb_setup_summarize (scenario, &sum);
  g_assert_cmpuint (sum.british_entered, ==, (1u << QB_BE) | (1u << QB_OR));
  g_assert_cmpuint (sum.british_new_zones, ==, QB_NUM_ZONES - 2);

  /* Cap Rouge held at the end of the last move: they hold it still. */
  g_assert_true (qb_setup_check_is_playable (at_cr));
  qb_scenario_set_held_cap_rouge (at_cr, TRUE);
  g_assert_true (qb_setup_check_is_playable (at_cr));
  qb_setup_summarize (at_cr, &sum);
  g_assert_cmpuint (sum.british_entered, ==, (1u << QB_CR) | (1u << QB_OR));

  qb_scenario_set_held_cap_rouge (scenario, TRUE);
  problems = qb_setup_check (scenario);
  p = only_problem (problems, QB_SETUP_HISTORY);
  g_assert_cmpint (p->zone, ==, QB_CR);
  g_assert_cmpstr (p->rule, ==, "21.0");
  g_assert_nonnull (strstr (p->message, "must hold it still"));
  g_clear_pointer (&problems, g_ptr_array_unref);

  qb_scenario_set_held_cap_rouge (at_move_1, TRUE);
  problems = qb_setup_check (at_move_1);
  p = only_problem (problems, QB_SETUP_HISTORY);
  g_assert_nonnull (strstr (p->message, "move 1 has no move before it"));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/setup-check/historical-ok", test_historical_ok);
  g_test_add_func ("/model/setup-check/empty-deployment", test_empty_deployment);
  g_test_add_func ("/model/setup-check/french-on-orleans", test_french_on_orleans);
  g_test_add_func ("/model/setup-check/lone-decoy", test_lone_decoy);
  g_test_add_func ("/model/setup-check/british-moved", test_british_moved);
  g_test_add_func ("/model/setup-check/position-ok", test_position_ok);
  g_test_add_func ("/model/setup-check/position-contested", test_position_contested);
  g_test_add_func ("/model/setup-check/position-cv-and-river", test_position_cv_and_river);
  g_test_add_func ("/model/setup-check/position-sides", test_position_sides);
  g_test_add_func ("/model/setup-check/position-history", test_position_history);
  g_test_add_func ("/model/setup-check/summary", test_summary);
  return g_test_run ();
}
