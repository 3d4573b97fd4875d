/* qb-fork.c: what-if games (see qb-fork.h and docs/file-format.md, "What-if
 * games").
 *
 * A what-if game is an ordinary record: the original's options, start and
 * seed, its first N actions and the dice they drew, then (same dice) the
 * original's later draws as forced dice. Its replay shows the whole
 * history, the hot-seat curtain and the replay's viewpoints work as for
 * any game, and a reader that knows nothing of forks still loads it; only
 * "branched-from" says where it came from. */
#include <string.h>

#include "qb-engine.h"
#include "qb-fork.h"
#include "qb-game.h"
#include "qb-record.h"

/**
 * qb_fork_dice_name:
 *
 * Returns: the word of the command line and the dialog: "same" or "fresh"
 */
const char *
qb_fork_dice_name (QbForkDice dice)
{
  return dice == QB_FORK_SAME_DICE ? "same" : "fresh";
}

gboolean
qb_fork_dice_from_name (const char *name,
                        QbForkDice *dice)
{
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);

  if (strcmp (name, "same") == 0)
    *dice = QB_FORK_SAME_DICE;
  else if (strcmp (name, "fresh") == 0)
    *dice = QB_FORK_FRESH_DICE;
  else
    return FALSE;
  return TRUE;
}

/**
 * qb_record_fork:
 * @original: a record (checked: loaded or played)
 * @original_file: (nullable): the original's file, if not the one
 *   @original was read from; the fork names it in "branched-from"
 * @index: the position to continue from, 0..n-actions
 * @dice: whether the original's later draws come first
 *
 * A new game that starts where @original stood after @index actions: its
 * first @index actions are the original's, with the dice they drew; it
 * keeps the original's options, hot-seat hiding, start, seed and
 * players' names, but not its notes (a new game's notes are its own), and
 * it has a new creation date (so a new autosave). With
 * %QB_FORK_SAME_DICE every later draw of the original is listed as forced
 * dice: the same actions play the same continuation. The result is
 * written and read back, so it is a record any loader accepts.
 *
 * Returns: (transfer full): the what-if record, or %NULL with a
 *   %QB_FILE_ERROR if @original cannot be replayed
 */
QbRecord *
qb_record_fork (QbRecord    *original,
                GFile       *original_file,
                guint        index,
                QbForkDice   dice,
                GError     **error)
{
  g_autoptr(QbRecord) listed = NULL;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbRecord) fork = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  const QbAction *actions;
  const guint8 *draws;
  QbScenario *scenario;
  QbOptions options;
  QbState state;
  guint n_draws = 0;
  guint n_keep;
  gsize length = 0;

  g_return_val_if_fail (QB_IS_RECORD (original), NULL);
  g_return_val_if_fail (original_file == NULL || G_IS_FILE (original_file), NULL);
  g_return_val_if_fail (index <= qb_record_get_n_actions (original), NULL);
  g_return_val_if_fail (dice == QB_FORK_SAME_DICE || dice == QB_FORK_FRESH_DICE, NULL);

  /* Every draw of the original, listed: a record of the seed alone (a
   * version 1 file, a self-played game) lists them once a QbGame has
   * played it, since a game keeps its list equal to every draw made. */
  listed = qb_record_copy (original);
  game = qb_game_new_from_record (listed, error);
  if (game == NULL)
    return NULL;
  if (!qb_record_replay (listed, index, &state, error))
    return NULL;
  draws = qb_record_get_dice (listed, &n_draws);
  n_keep = dice == QB_FORK_SAME_DICE ? n_draws : MIN (state.rolls, n_draws);

  scenario = qb_record_get_scenario (original);
  qb_record_get_options (original, &options);
  fork = scenario != NULL
    ? qb_record_new_for_scenario (scenario, qb_record_get_seed (original))
    : qb_record_new (&options, qb_record_get_seed (original));
  qb_record_set_hide_information (fork, qb_record_get_hide_information (original));
  for (int side = 0; side < 2; side++)
    qb_record_set_player_name (fork, side, qb_record_get_player_name (original, side));
  actions = qb_record_get_actions (original, NULL);
  for (guint i = 0; i < index; i++)
    qb_record_append_action (fork, actions[i]);
  qb_record_set_dice (fork, draws, n_keep);

  if (original_file == NULL)
    original_file = qb_record_get_file (original);
  if (original_file != NULL)
    path = g_file_get_path (original_file);
  qb_record_set_branch (fork, path, index);

  /* Through the loader, which checks every action and die again. */
  text = qb_record_to_json (fork, &length);
  return qb_record_new_from_json (text, (gssize) length, NULL, error);
}

/**
 * qb_game_new_fork:
 *
 * qb_record_fork(), played to its start. Like any game of a fork's
 * record (qb_game_new_from_record()), its undo goes no further back than
 * the branch: what came before is the original's.
 *
 * Returns: (transfer full): the what-if game, or %NULL with an error
 */
QbGame *
qb_game_new_fork (QbRecord    *original,
                  GFile       *original_file,
                  guint        index,
                  QbForkDice   dice,
                  GError     **error)
{
  g_autoptr(QbRecord) record = NULL;

  record = qb_record_fork (original, original_file, index, dice, error);
  if (record == NULL)
    return NULL;
  return qb_game_new_from_record (record, error);
}

/**
 * qb_record_find_original:
 * @index: (out) (optional): the position of the original the fork
 *   branched at
 *
 * The original of a what-if game, if its file is still there (a regular
 * file; whether it loads is for the one who opens it).
 *
 * Returns: (transfer full) (nullable): the original's file, or %NULL for
 *   an ordinary game, an original never saved, or a file gone
 */
GFile *
qb_record_find_original (QbRecord *record,
                         guint    *index)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (QB_IS_RECORD (record), NULL);

  if (!qb_record_get_branch (record, NULL, index))
    return NULL;
  file = qb_record_get_branch_file (record);
  if (file == NULL
      || g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) != G_FILE_TYPE_REGULAR)
    return NULL;
  return g_steal_pointer (&file);
}
