/* qb-computer-bar.h: the strip under the Play page's board about the
 * computer: "thinking…" with its progress and Move Now, the hint (Ctrl+H)
 * with its estimated chance, and the seat menu (Let the Computer Play
 * This Side). */
#pragma once

#include <gtk/gtk.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_COMPUTER_BAR (qb_computer_bar_get_type ())

G_DECLARE_FINAL_TYPE (QbComputerBar, qb_computer_bar, QB, COMPUTER_BAR, GtkWidget)

void        qb_computer_bar_set_session     (QbComputerBar *self,
                                             QbPlaySession *session);
/* What the strip says now (tests, screen readers). */
const char *qb_computer_bar_get_status_text (QbComputerBar *self);
/* Who plays each side, when the computer plays one (the log's line). */
char       *qb_computer_bar_seats_text      (QbPlaySession *session);

G_END_DECLS
