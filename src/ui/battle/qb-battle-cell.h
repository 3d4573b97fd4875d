/* qb-battle-cell.h: one place of a side on the battle board: a column,
 * the reserve, the skirmish line or the blocks aside. It shows its name;
 * when a picked block may go there it takes the focus and a click, Enter
 * or a dropped block (a G_TYPE_INT block id) activates it. The blocks
 * themselves are the board's children, laid over the cell. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QB_TYPE_BATTLE_CELL (qb_battle_cell_get_type ())

G_DECLARE_FINAL_TYPE (QbBattleCell, qb_battle_cell, QB, BATTLE_CELL, GtkWidget)

GtkWidget  *qb_battle_cell_new        (int           row,
                                       int           slot);
int         qb_battle_cell_get_row    (QbBattleCell *self);
int         qb_battle_cell_get_slot   (QbBattleCell *self);
/* The name shown at the top and, with `detail`, read by screen readers
 * ("Left column, 2 blocks"). */
void        qb_battle_cell_set_text   (QbBattleCell *self,
                                       const char   *name,
                                       const char   *detail);
const char *qb_battle_cell_get_name   (QbBattleCell *self);
/* A target: a picked block may go here (focusable, lit). */
void        qb_battle_cell_set_target (QbBattleCell *self,
                                       gboolean      target);
gboolean    qb_battle_cell_get_target (QbBattleCell *self);

G_END_DECLS
