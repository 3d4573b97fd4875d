/* qb-deploy-library.h: the French player's choice of a deployment from the
 * library (the built-in ones and those saved in the editor) during the
 * French set-up. A small modal window over the Play page: it lists the
 * deployments of the game's edition and says which one was chosen; the
 * Play page places it (qb_game_place_deployment()). It is shown only to
 * the French player, behind the curtain in hot-seat play. */
#pragma once

#include <adwaita.h>

#include "qb-scenario.h"
#include "qb-setup-library.h"

G_BEGIN_DECLS

#define QB_TYPE_DEPLOY_LIBRARY (qb_deploy_library_get_type ())

G_DECLARE_FINAL_TYPE (QbDeployLibrary, qb_deploy_library, QB, DEPLOY_LIBRARY, AdwWindow)

/* The deployments of `library` for `edition`; the window emits "chosen"
 * (a QbScenario) and closes when one is activated. */
GtkWindow *qb_deploy_library_new    (GtkWindow      *parent,
                                     QbSetupLibrary *library,
                                     int             edition);
/* How many deployments are offered. */
guint      qb_deploy_library_get_n_items (QbDeployLibrary *self);
/* Chooses the entry with `id` as activating its row would (for tests):
 * emits "chosen" and closes. FALSE, with an error, if it cannot be read or
 * is not offered. */
gboolean   qb_deploy_library_choose (QbDeployLibrary *self,
                                     const char      *id,
                                     GError         **error);

G_END_DECLS
