/* qb-new-game-dialog.h: options for a new game. */
#pragma once

#include <adwaita.h>

#include "qb-scenario.h"

G_BEGIN_DECLS

#define QB_TYPE_NEW_GAME_DIALOG (qb_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (QbNewGameDialog, qb_new_game_dialog, QB, NEW_GAME_DIALOG, AdwWindow)

GtkWindow *qb_new_game_dialog_new   (GtkWindow *parent,
                                     GSettings *settings);
/* Builds the game as set in the dialog and emits "game-chosen" (the Start
 * button; tests). */
gboolean   qb_new_game_dialog_start (QbNewGameDialog *self,
                                     GError         **error);
void       qb_new_game_dialog_set_seat (QbNewGameDialog *self,
                                        int              side,
                                        int              player);
/* "The French choose their deployment in secret" (hot-seat): the game
 * starts at the French set-up with hiding on. */
void       qb_new_game_dialog_set_secret (QbNewGameDialog *self,
                                          gboolean         secret);

/* Preselects a deployment (the editor's Start a Game) and its edition. */
void       qb_new_game_dialog_set_deployment (QbNewGameDialog *self,
                                              QbScenario      *deployment);

G_END_DECLS
