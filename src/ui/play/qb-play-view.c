/* qb-play-view.c: the Play page, a view of its QbPlaySession.
 *
 * Who may see what, the selection, the order being written and what a
 * click means are the session's (src/model/qb-play-session.c): the page
 * shows the session's view on the board, in the log and in the tray, and
 * hands the board's clicks and drops to the session.
 */
#include <glib/gi18n.h>

#include "qb-ui-style.h"
#include "qb-ui-a11y.h"

#include "qb-application.h"
#include "qb-battle-board.h"
#include "qb-board.h"
#include "qb-decision-panel.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-scenario.h"
#include "qb-ui-layout.h"

struct _QbPlayView
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkBox *start_box;
  GtkPaned *paned;
  GtkStack *board_stack;
  GtkWidget *map_page;
  QbBoard *board;
  QbBattleBoard *battle_board;
  QbDeployTray *tray;
  QbDecisionPanel *panel;
  QbLogView *log;

  QbPlaySession *session;
  GSettings *settings; /* the player's preferences for the board and orders */
  QbGame *game;        /* the session's game, as last shown */
  int log_viewer;      /* whose view the log shows; -1 before anything */
  guint n_logged;      /* events shown in the log */
  guint n_animated;    /* events whose moves the board has shown */
};

enum {
  RULE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QbPlayView, qb_play_view, GTK_TYPE_WIDGET)

/**
 * qb_play_view_get_session:
 *
 * Returns: (transfer none): the session the page shows: its game, who is
 *   at the screen, the curtain
 */
QbPlaySession *
qb_play_view_get_session (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), NULL);
  return self->session;
}

int
qb_play_view_get_curtain_side (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), -1);
  return qb_play_session_get_curtain_side (self->session);
}

int
qb_play_view_get_viewer (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), -1);
  return qb_play_session_get_viewer (self->session);
}

gboolean
qb_play_view_can_undo (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), FALSE);
  return qb_play_session_get_can_undo (self->session);
}

/* The log shows the events as the viewer may read them: all again when
 * the viewer changes or after an undo, else the new ones. */
static void
update_log (QbPlayView *self,
            int         viewer)
{
  guint n = 0;
  const QbEvent *events = qb_game_get_events (self->game, &n);

  if (viewer != self->log_viewer || n < self->n_logged)
    {
      qb_log_view_set_events (self->log, events, n, qb_game_get_edition (self->game), viewer);
      self->log_viewer = viewer;
    }
  else if (n > self->n_logged)
    qb_log_view_append_events (self->log, events + self->n_logged, n - self->n_logged);
  self->n_logged = n;
}

/* The moves since the board last showed a position slide into place. The
 * events of a curtain's time wait for the next player to be at the screen,
 * and the board redacts them for that player. */
static void
animate_new_moves (QbPlayView *self)
{
  guint n = 0;
  const QbEvent *events = qb_game_get_events (self->game, &n);

  if (n > self->n_animated)
    qb_board_animate_moves (self->board, events + self->n_animated, n - self->n_animated);
  self->n_animated = n;
}

/* Shows what the session shows. Behind the curtain that is only what both
 * players know: the public view on the board and in the log, no
 * highlights, no tray (and the decision panel, which follows the session
 * too, is empty). The window shows the curtain instead of the page, but a
 * screen reader could still read the page (issue 11). */
static void
session_changed_cb (QbPlayView *self)
{
  QbGame *game = qb_play_session_get_game (self->session);
  const QbView *view = qb_play_session_get_view (self->session);
  int viewer = qb_play_session_get_viewer (self->session);
  QbPlayHighlights h;

  if (game != self->game)
    {
      /* Another game: its past is not replayed on the board. */
      g_set_object (&self->game, game);
      self->log_viewer = -1;
      self->n_logged = 0;
      self->n_animated = 0;
      if (game != NULL)
        qb_game_get_events (game, &self->n_animated);
      qb_log_view_set_events (self->log, NULL, 0, 0, QB_PUBLIC);
      qb_board_set_view (self->board, NULL);
    }
  if (game == NULL || view == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      qb_deploy_tray_set_view (self->tray, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->tray), FALSE);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "game");
  /* A battle is fought on the battle board, in place of the map. The
   * page not shown is hidden as well: GTK 4.8 lists a stack's hidden
   * pages to screen readers, and fails their calls on the map's board
   * there (tests/ui/test-a11y.c). */
  if (view->battle.active && qb_phase_is_battle (view->phase))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->battle_board), TRUE);
      gtk_stack_set_visible_child_name (self->board_stack, "battle");
      gtk_widget_set_visible (self->map_page, FALSE);
    }
  else
    {
      gtk_widget_set_visible (self->map_page, TRUE);
      gtk_stack_set_visible_child_name (self->board_stack, "map");
      gtk_widget_set_visible (GTK_WIDGET (self->battle_board), FALSE);
    }

  update_log (self, viewer);
  qb_board_set_view (self->board, view);
  qb_board_set_selected_blocks (self->board, qb_play_session_get_draft_blocks (self->session));
  qb_play_session_get_highlights (self->session, &h);
  qb_board_set_highlights (self->board, h.sources, h.land, h.sea, h.capacity);
  qb_board_set_selected_zone (self->board, qb_play_session_get_selected_zone (self->session));
  if (qb_play_session_get_curtain_side (self->session) >= 0)
    {
      qb_deploy_tray_set_view (self->tray, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->tray), FALSE);
      return;
    }
  animate_new_moves (self);
  qb_deploy_tray_set_view (self->tray, view);
  gtk_widget_set_visible (GTK_WIDGET (self->tray), qb_deploy_tray_get_blocks (self->tray) != 0);
}

/**
 * qb_play_view_add_start_child:
 *
 * Adds @child under the buttons of the page shown without a game (the
 * window's unfinished games).
 */
void
qb_play_view_add_start_child (QbPlayView *self,
                              GtkWidget  *child)
{
  g_return_if_fail (QB_IS_PLAY_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_box_append (self->start_box, child);
}

/* ---- Input ---------------------------------------------------------------- */

/* A click, drop or choice the game refused: the reason in a toast. */
static void
report_refusal (QbPlayView   *self,
                const GError *error)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  gtk_widget_error_bell (GTK_WIDGET (self));
  if (root != NULL)
    gtk_widget_activate_action (root, "win.toast", "s", error->message);
}

/* A zone click takes the action it names or changes the selection; behind
 * the curtain it does nothing. */
static void
zone_activated_cb (QbPlayView *self,
                   int         zone)
{
  g_autoptr(GError) error = NULL;

  if (!qb_play_session_click_zone (self->session, zone, &error)
      && error != NULL && error->domain != QB_PLAY_SESSION_ERROR)
    report_refusal (self, error);
}

/* A click on a block that means no action does nothing, as before. */
static void
block_activated_cb (QbPlayView *self,
                    int         block)
{
  g_autoptr(GError) error = NULL;

  if (!qb_play_session_click_block (self->session, block, &error)
      && error != NULL && error->domain != QB_PLAY_SESSION_ERROR)
    report_refusal (self, error);
}

/* ---- The French deployment (3.4) ------------------------------------------------- */

static void
tray_drag_begin_cb (QbPlayView *self,
                    int         block)
{
  qb_board_begin_drop (self->board, block, qb_play_session_get_drop_zones (self->session, block));
}

static void
tray_drag_end_cb (QbPlayView *self,
                  int         block)
{
  qb_board_end_drop (self->board);
}

static void
block_dropped_cb (QbPlayView *self,
                  int         block,
                  int         zone)
{
  g_autoptr(GError) error = NULL;

  if (!qb_play_session_drop_block (self->session, block, zone, &error)
      && error != NULL && error->domain != QB_PLAY_SESSION_ERROR)
    report_refusal (self, error);
}

/* The blocks still in the pool go where they stood in 1759; those placed
 * already stay (qb_game_place_deployment()). */
static void
historical_requested_cb (QbPlayView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(QbGame) game = NULL;

  if (self->game == NULL || qb_game_get_phase (self->game) != QB_PHASE_FRENCH_SETUP)
    return;
  game = g_object_ref (self->game);
  scenario = qb_scenario_new_historical (qb_game_get_edition (game), &error);
  if (scenario == NULL || !qb_game_place_deployment (game, scenario, &error))
    {
      GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
      if (root != NULL)
        gtk_widget_activate_action (root, "win.toast", "s", error->message);
    }
}

static void
rule_activated_cb (QbPlayView *self,
                   const char *section)
{
  g_signal_emit (self, signals[RULE_ACTIVATED], 0, section);
}

/* ---- GObject ----------------------------------------------------------------- */

static void
qb_play_view_dispose (GObject *object)
{
  QbPlayView *self = QB_PLAY_VIEW (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_PLAY_VIEW);
  G_OBJECT_CLASS (qb_play_view_parent_class)->dispose (object);
}

static void
qb_play_view_class_init (QbPlayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_play_view_dispose;

  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (QB_TYPE_BOARD);
  g_type_ensure (QB_TYPE_BATTLE_BOARD);
  g_type_ensure (QB_TYPE_DEPLOY_TRAY);
  g_type_ensure (QB_TYPE_DECISION_PANEL);
  g_type_ensure (QB_TYPE_LOG_VIEW);
  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-play-view.ui");
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, paned);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, stack);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, start_box);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, board);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, board_stack);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, map_page);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, battle_board);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, tray);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, panel);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, log);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "playview");
}

/* The preferences' words as the board's numbers. */
static gboolean
duration_from_speed (GValue   *value,
                     GVariant *variant,
                     gpointer  user_data)
{
  const char *speed = g_variant_get_string (variant, NULL);

  g_value_set_uint (value, g_str_equal (speed, "off") ? 0
                    : g_str_equal (speed, "fast") ? 250
                    : g_str_equal (speed, "slow") ? 1000 : 500);
  return TRUE;
}

static gboolean
scale_from_size (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  const char *size = g_variant_get_string (variant, NULL);

  g_value_set_double (value, g_str_equal (size, "largest") ? 1.5
                      : g_str_equal (size, "large") ? 1.25 : 1.0);
  return TRUE;
}

static void
qb_play_view_init (QbPlayView *self)
{
  self->log_viewer = -1;
  self->session = qb_play_session_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The decision and the log: at most 300 pixels high, and less on a small
   * screen, where the board needs the height more. */
  qb_ui_paned_fit_end (self->paned, 170, 300);

  qb_ui_a11y_name_controls (GTK_WIDGET (self));

  /* The board, tray and log follow the session here; the decision panel
   * follows it by itself. */
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb),
                           self, G_CONNECT_SWAPPED);
  qb_decision_panel_set_session (self->panel, self->session);
  qb_battle_board_set_session (self->battle_board, self->session);

  /* The player's preferences, for every Play page: how fast moves slide,
   * how large the names on the map are, whether to ask before orders are
   * confirmed. */
  self->settings = qb_application_settings_new ();
  g_settings_bind_with_mapping (self->settings, "animation-speed", self->board, "move-duration",
                                G_SETTINGS_BIND_GET, duration_from_speed, NULL, NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "board-label-size", self->board, "label-scale",
                                G_SETTINGS_BIND_GET, scale_from_size, NULL, NULL, NULL);
  g_settings_bind (self->settings, "confirm-orders", self->panel, "confirm-orders", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "auto-allocate-hits", self->battle_board, "auto-allocate", G_SETTINGS_BIND_GET);

  qb_ui_a11y_escape_to (qb_decision_panel_get_order_entry (self->panel), GTK_WIDGET (self->board));
  g_signal_connect_object (self->board, "zone-activated", G_CALLBACK (zone_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "block-activated", G_CALLBACK (block_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "block-dropped", G_CALLBACK (block_dropped_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "block-activated", G_CALLBACK (block_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "drag-begin", G_CALLBACK (tray_drag_begin_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "drag-end", G_CALLBACK (tray_drag_end_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "historical-requested", G_CALLBACK (historical_requested_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "rule-activated", G_CALLBACK (rule_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->panel, "rule-activated", G_CALLBACK (rule_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "zone-hovered", G_CALLBACK (qb_board_set_hover_zone),
                           self->board, G_CONNECT_SWAPPED);
}
