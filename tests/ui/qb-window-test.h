/* qb-window-test.h: helpers of the window tests (test-window.c,
 * test-window-deploy.c). */
#pragma once

#include "qb-game.h"
#include "qb-window.h"

/* A presented main window of 1400 x 860, settled. */
QbWindow *qb_window_test_new                  (void);
/* Every text the British player can read on the Play page names no
 * French block the British may not know. */
void      qb_window_test_check_british_screen (QbWindow *window,
                                               QbGame   *game);
