/* qb-window-test.c: helpers of the window tests (qb-window-test.h). */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "qb-application.h"
#include "qb-block-widget.h"
#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-decision-panel.h"
#include "qb-deploy-library.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-play-view.h"
#include "qb-new-game-dialog.h"
#include "qb-preferences-window.h"
#include "qb-record.h"
#include "qb-rules-view.h"
#include "qb-scenario.h"
#include "qb-computer-player.h"
#include "qb-setup-library.h"
#include "qb-setup-tools.h"
#include "qb-window.h"
#include "qb-ui-test-util.h"

#include "qb-window-test.h"

QbWindow *
qb_window_test_new (void)
{
  QbWindow *window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* Every text the British player can read on the Play page. */
void
qb_window_test_check_british_screen (QbWindow *window, QbGame *game)
{
  QbPlayView *play = qb_window_get_play_view (window);
  const QbState *s = qb_game_get_state (game);
  GtkWidget *board = NULL, *panel = NULL, *log = NULL;
  int blocks = 0;

  g_assert_cmpint (qb_play_view_get_viewer (play), ==, QB_BRITISH);

  /* Find the board, panel and log in the page. */
  for (GtkWidget *w = GTK_WIDGET (play); w != NULL; )
    {
      if (QB_IS_BOARD (w)) board = w;
      else if (QB_IS_DECISION_PANEL (w)) panel = w;
      else if (QB_IS_LOG_VIEW (w)) log = w;
      if (gtk_widget_get_first_child (w) != NULL && !QB_IS_BOARD (w))
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != GTK_WIDGET (play) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = (w == NULL || w == GTK_WIDGET (play)) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_nonnull (board);
  g_assert_nonnull (panel);
  g_assert_nonnull (log);

  for (GtkWidget *c = gtk_widget_get_first_child (board); c; c = gtk_widget_get_next_sibling (c))
    if (QB_IS_BLOCK_WIDGET (c))
      {
        const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (c));
        const char *tooltip = gtk_widget_get_tooltip_text (c);
        blocks++;
        qb_test_assert_no_french_identity (s, qb_block_widget_get_label (QB_BLOCK_WIDGET (c)), "a block label");
        qb_test_assert_no_french_identity (s, tooltip, "a block tooltip");
        if (face->side == QB_FRENCH)
          g_assert_cmpint (face->block, ==, -1);
      }
  g_assert_cmpint (blocks, >=, 25);

  for (guint i = 0; i < qb_log_view_get_n_lines (QB_LOG_VIEW (log)); i++)
    {
      g_autofree char *line = qb_log_view_get_line_text (QB_LOG_VIEW (log), i);
      qb_test_assert_no_french_identity (s, line, "the game log");
    }
  {
    g_autofree char *zone_text = qb_board_describe_zone (QB_BOARD (board), QB_BE);
    qb_test_assert_no_french_identity (s, zone_text, "the zone description");
  }
  g_assert_cmpuint (qb_decision_panel_get_n_listed (QB_DECISION_PANEL (panel)), >, 0);
}

