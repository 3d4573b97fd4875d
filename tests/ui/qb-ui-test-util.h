/* qb-ui-test-util.h: helpers shared by the widget tests. */
#pragma once

#include <gtk/gtk.h>

#include "qb-engine.h"
#include "qb-game.h"
#include "qb-scenario.h"

G_BEGIN_DECLS

/* The preamble of every widget test's main(): a private home for the
 * app's data and settings (XDG_DATA_HOME and XDG_CONFIG_HOME in a new
 * temporary folder, so that no test sees another's autosaves or the
 * user's), GTK's test set-up and libadwaita. Returns that folder, for
 * files a test writes; qb_ui_test_run() runs the tests and removes it
 * with everything left in it. */
const char *qb_ui_test_init                (int           *argc,
                                            char        ***argv,
                                            const char    *name);
int        qb_ui_test_run                  (void);

/* A game of random legal actions of `edition`, its choices and its dice
 * from `seed`: the same game at every run. `n_actions` of them, or to the
 * end when n_actions < 0; it stops early should the game end. */
QbGame    *qb_test_random_game             (int            edition,
                                            guint64        seed,
                                            int            n_actions);

/* A block's place in a scenario: its zone or river area and its CV. */
typedef struct {
  int block;
  int zone;
  int cv;
} QbTestPlace;

/* A scenario position (no tides) of `edition` at campaign move
 * `start_move`, named `name` (or not, NULL): the blocks in `places` where
 * they say, every other block out of the game. */
QbScenario *qb_test_position_scenario      (int                edition,
                                            const char        *name,
                                            guint              start_move,
                                            const QbTestPlace *places,
                                            guint              n_places);

/* Render the widget as it is on screen and save it in the test's build
 * directory (a test artefact). */
void       qb_test_save_screenshot         (GtkWidget     *widget,
                                            const char    *name);
/* Run the main loop a little and wait for the widget's next frame. */
void       qb_test_settle                  (GtkWidget     *widget);
/* Iterates the main context until `condition (data)` holds, and fails the
 * test if it does not within `timeout_ms` (a generous deadline: a loaded
 * machine may be slow, never wrong). Never a fixed number of iterations or
 * a fixed sleep: the condition is what is waited for. */
typedef gboolean (*QbTestCondition) (gpointer data);
void       qb_test_wait_until              (QbTestCondition condition,
                                            gpointer       data,
                                            guint          timeout_ms,
                                            const char    *what);
/* Waits for one more frame of `widget` (its frame clock ticks). */
void       qb_test_wait_frame              (GtkWidget     *widget);
/* Runs every source that is ready now (idles, redraws), without waiting. */
void       qb_test_drain                   (void);
#define QB_TEST_WAIT_MS 30000
/* The same for an expression: QB_TEST_WAIT (!qb_window_is_loading (w),
 * "the file"). */
#define QB_TEST_WAIT(cond_expr, what) \
  G_STMT_START { \
    gint64 qb_deadline_ = g_get_monotonic_time () + QB_TEST_WAIT_MS * (gint64) 1000; \
    guint qb_tick_ = qb_test_tick_source (); \
    while (!(cond_expr)) \
      { \
        if (g_get_monotonic_time () > qb_deadline_) \
          g_error ("Timed out after %d ms waiting for %s", QB_TEST_WAIT_MS, (what)); \
        g_main_context_iteration (NULL, TRUE); \
      } \
    g_source_remove (qb_tick_); \
  } G_STMT_END
/* A source that wakes the main loop every 50 ms (to look at the clock). */
guint      qb_test_tick_source             (void);
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
 * events reach the widgets for `ms` milliseconds, the window's X id,
 * giving the window the keyboard (there is no window manager), and moving
 * the pointer to the point (x, y) of `widget` in `window`. */
gboolean   qb_test_can_use_xdotool         (void);
void       qb_test_xdotool                 (const char    *first,
                                            ...) G_GNUC_NULL_TERMINATED;
void       qb_test_pump                    (GtkWidget     *window,
                                            guint          ms);
char      *qb_test_xid_of                  (GtkWidget     *window);
void       qb_test_focus_window            (GtkWidget     *window);
void       qb_test_pointer_to              (GtkWidget     *window,
                                            GtkWidget     *widget,
                                            double         x,
                                            double         y);

G_END_DECLS
