/* qb-battle-history-dialog.h: a battle turn by turn (QbBattleHistory) in
 * a window of its own: the summary, then each part of the battle with the
 * log's sentences. */
#pragma once

#include <adwaita.h>

#include "qb-battle-history.h"

G_BEGIN_DECLS

/* A new window over `parent` showing `history`. */
GtkWidget *qb_battle_history_dialog_new (GtkWindow       *parent,
                                         QbBattleHistory *history);

G_END_DECLS
