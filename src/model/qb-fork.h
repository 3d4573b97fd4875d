/* qb-fork.h: what-if games, continued from any moment of a record (issue
 * 16): the new record holds the original's history up to that moment and
 * remembers where it branched from (see docs/file-format.md, "What-if
 * games"). */
#pragma once

#include <gio/gio.h>

#include "qb-types.h"

G_BEGIN_DECLS

typedef enum {
  QB_FORK_SAME_DICE,     /* the original's draws after the branch come
                          * first, as forced dice, then fresh ones */
  QB_FORK_FRESH_DICE,    /* new randomness from the branch on */
} QbForkDice;

QbRecord   *qb_record_fork          (QbRecord    *original,
                                     GFile       *original_file,
                                     guint        index,
                                     QbForkDice   dice,
                                     GError     **error);
QbGame     *qb_game_new_fork        (QbRecord    *original,
                                     GFile       *original_file,
                                     guint        index,
                                     QbForkDice   dice,
                                     GError     **error);
GFile      *qb_record_find_original (QbRecord    *record,
                                     guint       *index);
const char *qb_fork_dice_name       (QbForkDice   dice);
gboolean    qb_fork_dice_from_name  (const char  *name,
                                     QbForkDice  *dice);

G_END_DECLS
