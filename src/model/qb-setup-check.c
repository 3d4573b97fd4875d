/* qb-setup-check.c: a deployment's or a scenario's problems in the words
 * of the rules, and the editor's live summary (see qb-setup-check.h).
 * The checks mirror the engine's (qb_validate_position() and the
 * deployment's check_upkeep(), src/engine/qb-setup.c) but name every
 * block and zone at fault instead of stopping at the first; the start
 * itself is then tried through qb_scenario_to_state(), so a reason the
 * checks here do not know still shows, in the engine's words. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-data.h"
#include "qb-scenario-private.h"
#include "qb-setup-check.h"
#include "qb-ui-names.h"

void
qb_setup_problem_free (QbSetupProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->rule);
  g_free (problem->message);
  g_free (problem);
}

static void
add (GPtrArray          *problems,
     QbSetupProblemKind  kind,
     int                 zone,
     int                 block,
     int                 side,
     const char         *rule,
     char               *message)
{
  QbSetupProblem *p = g_new0 (QbSetupProblem, 1);

  p->kind = kind;
  p->zone = zone;
  p->block = block;
  p->side = side;
  p->rule = g_strdup (rule);
  p->message = message;
  g_ptr_array_add (problems, p);
}

static const char *
loc_name (guint loc)
{
  if (loc < QB_NUM_ZONES)
    return qb_ui_zone_name ((int) loc);
  if (loc == QB_LOC_BASON)
    return qb_ui_area_name (QB_BASON);
  if (loc == QB_LOC_STLAURENT)
    return qb_ui_area_name (QB_STLAURENT);
  return "";
}

static gboolean
is_type (int edition, int block, QbUnitType type)
{
  return qb_unit_info (edition, block)->type == type;
}

/* The blocks, one by one. */
static void
check_blocks (QbScenario *self,
              GPtrArray  *problems)
{
  int edition = self->options.edition;
  gboolean deployment = self->kind == QB_SCENARIO_DEPLOYMENT;

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbUnitInfo *info = qb_unit_info (edition, b);
      guint loc = self->location[b];
      int side = QB_BLOCK_SIDE (b);
      const char *name = qb_ui_block_name (edition, b);

      if (info->type == QB_TYPE_SHIP)
        {
          if (loc != QB_LOC_BASON && loc != QB_LOC_STLAURENT)
            add (problems, QB_SETUP_SHIP_ASHORE, -1, b, side, "8.1",
                 /* Translators: %s is a ship's name. */
                 g_strdup_printf (_("%s must be in the Bason or the St. Laurent."), name));
          continue;
        }
      if (deployment && side == QB_BRITISH)
        {
          if (loc != QB_OR || self->cv[b] != info->max_cv)
            add (problems, QB_SETUP_BRITISH_MOVED, (int) loc < QB_NUM_ZONES ? (int) loc : -1, b, side, "3.3",
                 /* Translators: %s is a British block's name. */
                 g_strdup_printf (_("%s must start on Île d’Orléans at full strength: a deployment changes only the French set-up."),
                                  name));
          continue;
        }
      if (loc == QB_LOC_POOL)
        {
          add (problems, QB_SETUP_NOT_PLACED, -1, b, side, deployment ? "3.4" : "3.2",
               /* Translators: %s is a block's name. */
               g_strdup_printf (_("%s is not placed yet."), name));
          continue;
        }
      if (loc == QB_LOC_BASON || loc == QB_LOC_STLAURENT)
        {
          add (problems, QB_SETUP_ARMY_AFLOAT, (int) loc, b, side, "8.2",
               /* Translators: %s is a block's name. */
               g_strdup_printf (_("%s is an army block: only ships may be on the river."), name));
          continue;
        }
      if (deployment && (loc == QB_OR || loc >= QB_NUM_ZONES))
        {
          add (problems, QB_SETUP_OUTSIDE_ZONES, loc == QB_OR ? QB_OR : -1, b, side, "3.4",
               /* Translators: %s is a French block's name. */
               g_strdup_printf (_("%s must deploy in one of the nine zones other than Île d’Orléans."),
                                name));
          continue;
        }
      if (!deployment && loc < QB_NUM_ZONES && info->max_cv > 0
          && (self->cv[b] < 1 || self->cv[b] > info->max_cv))
        add (problems, QB_SETUP_CV_RANGE, (int) loc, b, side, "2.4",
             /* Translators: %1$s is a block's name, %2$u its maximum CV. */
             g_strdup_printf (_("%1$s must have 1 to %2$u CV."), name, (guint) info->max_cv));
    }
}

/* The zones: lone decoys and zones both sides hold. */
static void
check_zones (QbScenario *self,
             GPtrArray  *problems)
{
  int edition = self->options.edition;

  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      guint real[2] = { 0, 0 }, decoys[2] = { 0, 0 };

      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        {
          /* A ship off the river is a problem of its own. */
          if (self->location[b] != z || is_type (edition, b, QB_TYPE_SHIP))
            continue;
          if (is_type (edition, b, QB_TYPE_DECOY))
            decoys[QB_BLOCK_SIDE (b)]++;
          else
            real[QB_BLOCK_SIDE (b)]++;
        }
      for (int side = 0; side < 2; side++)
        if (decoys[side] > 0 && real[side] == 0)
          add (problems, QB_SETUP_LONE_DECOY, z, -1, side, "10.1",
               /* Translators: %s is a zone's name. */
               g_strdup_printf (_("A decoy in %s needs a real unit with it."), loc_name ((guint) z)));
      if (self->kind == QB_SCENARIO_POSITION && real[0] + decoys[0] > 0 && real[1] + decoys[1] > 0)
        add (problems, QB_SETUP_CONTESTED, z, -1, QB_NO_SIDE, "4.3",
             /* Translators: %s is a zone's name. */
             g_strdup_printf (_("Both sides have blocks in %s, and a scenario starts with no battle pending."),
                              loc_name ((guint) z)));
    }
}

static void
check_sides (QbScenario *self,
             GPtrArray  *problems)
{
  QbSetupSummary sum;

  qb_setup_summarize (self, &sum);
  for (int side = 0; side < 2; side++)
    if (sum.side_cv[side] > sum.roster_cv[side])
      add (problems, QB_SETUP_TOO_MUCH_CV, -1, -1, side, "2.4",
           /* Translators: %1$s is a side ("British"), %2$u and %3$u CV. */
           g_strdup_printf (_("The %1$s have %2$u CV on the map, more than their roster’s %3$u."),
                            qb_ui_side_name (side), sum.side_cv[side], sum.roster_cv[side]));
  if (self->kind != QB_SCENARIO_POSITION)
    return;
  if (sum.side_cv[QB_BRITISH] < 20)
    add (problems, QB_SETUP_BRITISH_UNDER_20, -1, -1, QB_BRITISH, "5.2",
         /* Translators: %u is the British CV on the map. */
         g_strdup_printf (_("The British have only %u CV on the map: under 20 CV they have already lost."),
                          sum.side_cv[QB_BRITISH]));
  if (sum.side_blocks[QB_FRENCH] == 0)
    add (problems, QB_SETUP_NO_FRENCH, -1, -1, QB_FRENCH, "5.0",
         g_strdup (_("The French have no block on the map.")));
}

/* A position's past (20.0, 21.0). The British blocks on the map count as
 * entered by themselves; Cap Rouge held at the end of the last move means
 * they hold it still, since nothing moves between two moves; unmarked, the
 * count of 21.0 starts afresh with this move, which any position may do. */
static void
check_history (QbScenario *self,
               GPtrArray  *problems)
{
  guint move = self->options.start_move;
  gboolean british_cr = FALSE, french_cr = FALSE;

  if (self->kind != QB_SCENARIO_POSITION || self->has_state)
    return;
  if (move == 1 && self->british_visited != 0)
    for (int z = 0; z < QB_NUM_ZONES; z++)
      if (self->british_visited & (1u << z))
        add (problems, QB_SETUP_HISTORY, z, -1, QB_BRITISH, "20.0",
             /* Translators: %s is a zone. */
             g_strdup_printf (_("%s is marked as entered by the British, but at move 1 they have entered only the zones their blocks stand in."),
                              loc_name ((guint) z)));
  if (!self->held_cap_rouge)
    return;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (self->location[b] == QB_CR)
      {
        british_cr |= QB_BLOCK_SIDE (b) == QB_BRITISH;
        french_cr |= QB_BLOCK_SIDE (b) == QB_FRENCH;
      }
  if (move == 1)
    add (problems, QB_SETUP_HISTORY, QB_CR, -1, QB_BRITISH, "21.0",
         g_strdup (_("Cap Rouge is marked as held by the British at the end of the last move, but move 1 has no move before it.")));
  else if (!british_cr || french_cr)
    add (problems, QB_SETUP_HISTORY, QB_CR, -1, QB_BRITISH, "21.0",
         g_strdup (_("Cap Rouge is marked as held by the British at the end of the last move, so they must hold it still: put British blocks there and no French ones.")));
}

GPtrArray *
qb_setup_check (QbScenario *scenario)
{
  GPtrArray *problems;

  g_return_val_if_fail (QB_IS_SCENARIO (scenario), NULL);

  problems = g_ptr_array_new_with_free_func ((GDestroyNotify) qb_setup_problem_free);
  check_blocks (scenario, problems);
  check_zones (scenario, problems);
  check_sides (scenario, problems);
  check_history (scenario, problems);
  if (problems->len == 0)
    {
      /* Nothing known is wrong: the engine has the last word. */
      g_autoptr(GError) error = NULL;
      QbState state;

      if (!qb_scenario_to_state (scenario, 1, &state, NULL, &error))
        add (problems, QB_SETUP_ENGINE, -1, -1, QB_NO_SIDE,
             scenario->kind == QB_SCENARIO_DEPLOYMENT ? "3.4" : "3.0",
             g_strdup (error->message));
    }
  return problems;
}

gboolean
qb_setup_check_is_playable (QbScenario *scenario)
{
  g_autoptr(GPtrArray) problems = qb_setup_check (scenario);

  return problems != NULL && problems->len == 0;
}

/**
 * qb_setup_summarize:
 * @summary: (out caller-allocates): the counts
 *
 * A deployment's British count as they start (3.3) and its French
 * blocks at full strength, since a deployment sets no CV (3.2).
 */
void
qb_setup_summarize (QbScenario     *scenario,
                    QbSetupSummary *summary)
{
  int edition;

  g_return_if_fail (QB_IS_SCENARIO (scenario));
  g_return_if_fail (summary != NULL);

  memset (summary, 0, sizeof *summary);
  edition = scenario->options.edition;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbUnitInfo *info = qb_unit_info (edition, b);
      int side = QB_BLOCK_SIDE (b);
      guint loc = scenario->location[b];
      guint cv = scenario->kind == QB_SCENARIO_DEPLOYMENT ? info->max_cv : scenario->cv[b];

      summary->roster_cv[side] += info->max_cv;
      if (loc >= QB_NUM_LOCS)
        continue;
      summary->blocks[side][loc]++;
      summary->cv[side][loc] += (guint16) cv;
      if (loc < QB_NUM_ZONES)
        {
          summary->side_cv[side] += cv;
          summary->side_blocks[side]++;
          if (side == QB_FRENCH && (QB_SETUP_SEA_FIRST_MASK & (1u << loc)) != 0)
            {
              summary->sea_first_cv += cv;
              summary->sea_first_blocks++;
            }
        }
    }
  summary->british_entered = qb_scenario_get_british_entered (scenario);
  summary->british_new_zones =
    (guint) __builtin_popcount (((1u << QB_NUM_ZONES) - 1) & ~summary->british_entered);
}
