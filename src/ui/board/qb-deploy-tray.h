/* qb-deploy-tray.h: the French blocks not yet deployed (3.4), to drag onto
 * the board.
 *
 * Shown above the board during the French deployment, only to the French
 * player (or in open play). Each block can be dragged (the drag carries
 * its id as a G_TYPE_INT) or activated with a click or Enter after a zone
 * was picked on the board.
 */
#pragma once

#include <gtk/gtk.h>

#include "qb-engine.h"

G_BEGIN_DECLS

#define QB_TYPE_DEPLOY_TRAY (qb_deploy_tray_get_type ())

G_DECLARE_FINAL_TYPE (QbDeployTray, qb_deploy_tray, QB, DEPLOY_TRAY, GtkWidget)

GtkWidget *qb_deploy_tray_new (void);

/* Show the undeployed French blocks of a view: none unless the view is the
 * French player's (or the open view) during the French deployment. NULL
 * empties the tray. */
void qb_deploy_tray_set_view (QbDeployTray *self, const QbView *view);

/* The blocks in the tray, a bit per block id. */
guint64 qb_deploy_tray_get_blocks (QbDeployTray *self);

/* "Use Historical Deployment" first shows it (::historical-review, TRUE:
 * the page shows it on the board), then "Place as in 1759" places it
 * (::historical-requested) or "Back" goes back (::historical-review,
 * FALSE). */
gboolean qb_deploy_tray_get_reviewing (QbDeployTray *self);
void qb_deploy_tray_end_review (QbDeployTray *self);

/* The tray's widget for a block, or NULL (tests, screenshots). */
GtkWidget *qb_deploy_tray_get_block_widget (QbDeployTray *self, int block);

G_END_DECLS
