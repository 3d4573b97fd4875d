/* qb-cli-files.c: saving self-played games. */
#include <stdio.h>
#include <string.h>

#include "qb-cli.h"
#include "qb-data.h"
#include "qb-record.h"
#include "qb-scenario.h"

/* ---- selfplay --save ----------------------------------------------------------- */

void
qb_cli_save_game (const QbOptions *options,
                  uint64_t         seed,
                  const QbAction  *actions,
                  size_t           n_actions,
                  void            *data)
{
  QbCliSaveData *save = data;
  g_autoptr(QbRecord) record = qb_record_new (options, seed);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("game-%" G_GUINT64_FORMAT QB_GAME_EXTENSION, seed);
  g_autofree char *path = g_build_filename (save->dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  if (save->failed)
    return;
  qb_record_set_player_name (record, QB_BRITISH, "random");
  qb_record_set_player_name (record, QB_FRENCH, "random");
  /* The forced dice open the record's list; the seed rolls the rest. */
  qb_record_set_dice (record, save->dice, (guint) save->n_dice);
  for (size_t i = 0; i < n_actions; i++)
    qb_record_append_action (record, actions[i]);
  if (!qb_record_save_to_file (record, file, &error))
    {
      fprintf (stderr, "selfplay: %s\n", error->message);
      save->failed = true;
      return;
    }
  save->saved++;
}
