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


/* Real input through the X server (XTEST) with xdotool: whether it can be
 * used here (an X11 display and xdotool; else the test is marked skipped
 * and says why), running it with arguments up to a NULL, letting its
 * events reach the widgets for `ms` milliseconds, the window's X id, and
 * giving the window the keyboard (there is no window manager). */
gboolean   qb_test_can_use_xdotool         (void);
void       qb_test_xdotool                 (const char    *first,
                                            ...) G_GNUC_NULL_TERMINATED;
void       qb_test_pump                    (GtkWidget     *window,
                                            guint          ms);
char      *qb_test_xid_of                  (GtkWidget     *window);
void       qb_test_focus_window            (GtkWidget     *window);

G_END_DECLS
