/* qb-ui-test-util.h: helpers shared by the widget tests. */
#pragma once

#include <gtk/gtk.h>

#include "qb-engine.h"

G_BEGIN_DECLS

/* Render the widget as it is on screen and save it in the test's build
 * directory (a test artefact). */
void       qb_test_save_screenshot         (GtkWidget     *widget,
                                            const char    *name);
/* Run the main loop a little and wait for the widget's next frame. */
void       qb_test_settle                  (GtkWidget     *widget);
/* The first widget of `type` in the tree under `root` (depth first). */
GtkWidget *qb_test_find_widget             (GtkWidget     *root,
                                            GType          type);
/* Fail if `text` names a French block the British may not know in `s`:
 * not revealed, not scouted, not eliminated, and with a name no British
 * block shares. */
void       qb_test_assert_no_french_identity (const QbState *s,
                                              const char    *text,
                                              const char    *where);

G_END_DECLS
