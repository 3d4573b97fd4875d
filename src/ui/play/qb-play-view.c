/* qb-play-view.c: the Play page.
 *
 * Hot-seat play with hidden information: the page shows one viewer's
 * QbView at a time. A private decision (orders, deployment, reserves…) is
 * shown only to its player; when it belongs to the player who is not at the
 * screen, the curtain goes up first. Public decisions (firing, allocating
 * hits on revealed columns, retreats) are shown from the public view, which
 * either player may see, so battles do not need a curtain at every shot.
 */
#include <glib/gi18n.h>

#include "qb-ui-style.h"
#include "qb-ui-a11y.h"

#include "qb-board.h"
#include "qb-decision-panel.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-play-view.h"
#include "qb-scenario.h"
#include "qb-ui-layout.h"

struct _QbPlayView
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkBox *start_box;
  GtkPaned *paned;
  QbBoard *board;
  QbDeployTray *tray;
  QbDecisionPanel *panel;
  QbLogView *log;

  QbGame *game;
  gulong changed_id;
  gboolean hide;
  int viewer;          /* what the screen shows; -1 before anything */
  int curtain_side;    /* -1: no curtain */
  int source_zone;     /* zone picked on the board, or -1 */
  int target_zone;     /* destination picked on the board, or -1 */
  guint n_logged;      /* events shown in the log */
  guint n_animated;    /* events whose moves the board has shown */
  gboolean can_undo;
};

enum {
  PROP_0,
  PROP_CURTAIN_SIDE,
  PROP_VIEWER,
  PROP_CAN_UNDO,
  N_PROPS
};

enum {
  RULE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QbPlayView, qb_play_view, GTK_TYPE_WIDGET)

static void refresh (QbPlayView *self);

QbGame *
qb_play_view_get_game (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), NULL);
  return self->game;
}

int
qb_play_view_get_curtain_side (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), -1);
  return self->curtain_side;
}

int
qb_play_view_get_viewer (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), -1);
  return self->viewer;
}

gboolean
qb_play_view_can_undo (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), FALSE);
  return self->can_undo;
}

static void
set_curtain_side (QbPlayView *self,
                  int         side)
{
  if (self->curtain_side == side)
    return;
  self->curtain_side = side;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURTAIN_SIDE]);
}

static void
set_can_undo (QbPlayView *self,
              gboolean    can_undo)
{
  can_undo = !!can_undo;
  if (self->can_undo == can_undo)
    return;
  self->can_undo = can_undo;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

/* Who should see the screen for the current decision; -1 = curtain first. */
static int
wanted_viewer (QbPlayView *self,
               int        *curtain_for)
{
  int decider = qb_game_get_decider (self->game);

  *curtain_for = -1;
  if (qb_game_is_over (self->game) || !self->hide)
    return QB_NO_SIDE;
  if (qb_game_decision_is_private (self->game))
    {
      if (self->viewer == decider)
        return decider;
      *curtain_for = decider;
      return -1;
    }
  /* A public decision: the player already at the screen keeps their view;
   * otherwise show what both may see. */
  return self->viewer == decider ? decider : QB_PUBLIC;
}

/* Zones to light up on the board for the current decision, as `view`'s
 * player sees it (the actions are that view's). */
static void
update_highlights (QbPlayView   *self,
                   const QbView *view,
                   GArray       *actions)
{
  guint sources = 0, land = 0, sea = 0;
  int capacity[2] = { -1, -1 };

  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      int from = a.a < QB_NUM_BLOCKS ? view->blocks[a.a].loc : -1;

      switch (a.type)
        {
        case QB_ACT_ORDER_MOVE:
          if (from >= 0 && from < QB_NUM_ZONES)
            sources |= 1u << from;
          if (self->source_zone == from)
            {
              if (a.c == QB_MODE_LAND)
                land |= 1u << a.b;
              else
                sea |= 1u << a.b;
            }
          break;
        case QB_ACT_ORDER_OTTAWA:
          if ((self->source_zone == from || self->source_zone == -1)
              && view->blocks[QB_FR_OTTAWA].loc < QB_NUM_ZONES)
            sources |= 1u << view->blocks[QB_FR_OTTAWA].loc;
          break;
        case QB_ACT_PLACE:
        case QB_ACT_CHOOSE_SITE:
        case QB_ACT_CHOOSE_BATTLE:
        case QB_ACT_OTTAWA_RETREAT:
          land |= 1u << a.b;
          break;
        case QB_ACT_RETREAT:
          if (a.c == QB_MODE_AMPHIBIOUS)
            sea |= 1u << a.b;
          else
            land |= 1u << a.b;
          break;
        default:
          break;
        }
    }
  if (view->phase == QB_PHASE_ORDERS)
    for (int area = 0; area < 2; area++)
      {
        int cap = view->amph_capacity[area];
        int used = view->own_order.amph[area];
        capacity[area] = cap > used ? cap - used : 0;
      }
  qb_board_set_highlights (self->board, sources, land, sea, capacity);
  qb_board_set_selected_zone (self->board, self->source_zone);
}

/* The viewer's own blocks in the order being written, marked on the map. */
static guint64
ordered_blocks (const QbView *view)
{
  guint64 mask = 0;

  if (view->phase != QB_PHASE_ORDERS || (view->viewer != view->decider && view->viewer != QB_NO_SIDE))
    return 0;
  for (int b = QB_FIRST_BLOCK (view->decider); b < QB_FIRST_BLOCK (view->decider) + QB_BLOCKS_PER_SIDE; b++)
    if (view->blocks[b].order_dest != QB_LOC_NONE)
      mask |= G_GUINT64_CONSTANT (1) << b;
  return mask;
}

static void
rebuild_log (QbPlayView *self)
{
  guint n = 0;
  const QbEvent *events = qb_game_get_events (self->game, &n);

  qb_log_view_set_events (self->log, events, n, qb_game_get_edition (self->game), self->viewer);
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

/* Behind the curtain the page holds only what both players know: the
 * public view on the board and in the log, an empty decision panel, no
 * tray. The window shows the curtain instead of the page, but a screen
 * reader could still read the page (issue 11). */
static void
show_public (QbPlayView *self)
{
  QbView view;
  int no_capacity[2] = { -1, -1 };

  self->source_zone = -1;
  self->target_zone = -1;
  if (self->viewer != QB_PUBLIC)
    {
      self->viewer = QB_PUBLIC;
      rebuild_log (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
    }
  qb_game_view (self->game, QB_PUBLIC, &view);
  qb_board_set_view (self->board, &view);
  qb_board_set_selected_blocks (self->board, 0);
  qb_board_set_highlights (self->board, 0, 0, 0, no_capacity);
  qb_board_set_selected_zone (self->board, -1);
  qb_deploy_tray_set_view (self->tray, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->tray), FALSE);
  qb_decision_panel_clear (self->panel);
}

static void
refresh (QbPlayView *self)
{
  g_autoptr(GArray) actions = NULL;
  int curtain_for = -1;
  int viewer;
  QbView view;

  if (self->game == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      qb_deploy_tray_set_view (self->tray, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->tray), FALSE);
      set_curtain_side (self, -1);
      set_can_undo (self, FALSE);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "game");

  viewer = wanted_viewer (self, &curtain_for);
  if (viewer < 0)
    {
      /* Nothing of the next player's may show before they are at the
       * screen, and nothing of the last player's stays once they left. */
      show_public (self);
      set_curtain_side (self, curtain_for);
      set_can_undo (self, FALSE);
      return;
    }
  set_curtain_side (self, -1);

  if (viewer != self->viewer)
    {
      self->viewer = viewer;
      self->source_zone = -1;
      self->target_zone = -1;
      rebuild_log (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
    }
  else
    {
      guint n = 0;
      const QbEvent *events = qb_game_get_events (self->game, &n);
      if (n < self->n_logged)
        rebuild_log (self);   /* after an undo */
      else
        {
          qb_log_view_append_events (self->log, events + self->n_logged, n - self->n_logged);
          self->n_logged = n;
        }
    }

  qb_game_view (self->game, viewer, &view);
  qb_board_set_view (self->board, &view);
  qb_board_set_selected_blocks (self->board, ordered_blocks (&view));
  animate_new_moves (self);
  qb_deploy_tray_set_view (self->tray, &view);
  gtk_widget_set_visible (GTK_WIDGET (self->tray), qb_deploy_tray_get_blocks (self->tray) != 0);

  actions = qb_game_list_legal_actions_for (self->game, viewer);
  update_highlights (self, &view, actions);
  qb_decision_panel_update (self->panel, self->game, &view, actions,
                            self->source_zone, self->target_zone);
  /* Undo only gives back the deciding player's own, unrevealed steps; a
   * finished game stays finished (its replay may already be open). */
  set_can_undo (self, qb_game_can_undo (self->game) && !qb_game_is_over (self->game)
                && (viewer == QB_NO_SIDE || viewer == qb_game_get_decider (self->game)));
}

static void
game_changed_cb (QbPlayView *self)
{
  refresh (self);
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

void
qb_play_view_set_game (QbPlayView *self,
                       QbGame     *game,
                       gboolean    hide_information)
{
  g_return_if_fail (QB_IS_PLAY_VIEW (self));
  g_return_if_fail (game == NULL || QB_IS_GAME (game));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  self->hide = hide_information;
  self->viewer = -1;
  self->n_logged = 0;
  self->n_animated = 0;
  if (game != NULL)
    qb_game_get_events (game, &self->n_animated);   /* the past is not replayed */
  self->source_zone = -1;
  self->target_zone = -1;
  qb_log_view_set_events (self->log, NULL, 0, 0, QB_PUBLIC);
  qb_board_set_view (self->board, NULL);
  if (game != NULL)
    self->changed_id = g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb),
                                                self, G_CONNECT_SWAPPED);
  refresh (self);
}

void
qb_play_view_lift_curtain (QbPlayView *self)
{
  g_return_if_fail (QB_IS_PLAY_VIEW (self));

  if (self->curtain_side < 0)
    return;
  self->viewer = self->curtain_side;
  self->source_zone = -1;
  self->target_zone = -1;
  set_curtain_side (self, -1);
  rebuild_log (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
  refresh (self);
}

void
qb_play_view_hand_over (QbPlayView *self,
                        int         side)
{
  g_return_if_fail (QB_IS_PLAY_VIEW (self));
  g_return_if_fail (side == QB_BRITISH || side == QB_FRENCH);

  /* Only a side's private view can show what `side` may not see. */
  if (self->game == NULL || !self->hide || self->curtain_side >= 0
      || (self->viewer != QB_BRITISH && self->viewer != QB_FRENCH) || self->viewer == side)
    return;
  self->viewer = side;
  self->source_zone = -1;
  self->target_zone = -1;
  rebuild_log (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
  refresh (self);
}

gboolean
qb_play_view_undo (QbPlayView  *self,
                   GError     **error)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), FALSE);

  if (self->game == NULL || !self->can_undo)
    return FALSE;
  return qb_game_undo (self->game, error);
}

/* ---- Input ---------------------------------------------------------------- */

static void
apply_action (QbPlayView *self,
              QbAction    action)
{
  g_autoptr(GError) error = NULL;

  if (!qb_game_apply (self->game, action, &error))
    {
      GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
      gtk_widget_error_bell (GTK_WIDGET (self));
      if (root != NULL)
        gtk_widget_activate_action (root, "win.toast", "s", error->message);
    }
}

static void
action_chosen_cb (QbPlayView *self,
                  guint       packed)
{
  QbAction a = { packed & 0xff, (packed >> 8) & 0xff, (packed >> 16) & 0xff, (packed >> 24) & 0xff };
  apply_action (self, a);
}

/* The one legal action this click means, if there is exactly one. */
static gboolean
unique_action (GArray   *actions,
               gboolean (*match) (QbAction a, int x, int y),
               int       x,
               int       y,
               QbAction *out)
{
  int found = 0;
  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (match (a, x, y))
        {
          *out = a;
          found++;
        }
    }
  return found == 1;
}

static gboolean
match_zone_choice (QbAction a,
                   int      zone,
                   int      unused)
{
  return (a.type == QB_ACT_CHOOSE_SITE || a.type == QB_ACT_CHOOSE_BATTLE
          || a.type == QB_ACT_OTTAWA_RETREAT || a.type == QB_ACT_RETREAT) && a.b == zone;
}

static gboolean
match_block (QbAction a,
             int      block,
             int      unused)
{
  return (a.type == QB_ACT_FIRE || a.type == QB_ACT_HIT || a.type == QB_ACT_DESERT
          || a.type == QB_ACT_SUPPLY_LOSS || a.type == QB_ACT_EMBARK) && a.a == block;
}

static gboolean
match_move (QbAction a,
            int      block,
            int      zone)
{
  return (a.type == QB_ACT_ORDER_MOVE && a.a == block && a.b == zone && a.c == QB_MODE_LAND)
      || (a.type == QB_ACT_PLACE && a.a == block && a.b == zone);
}

static void
zone_activated_cb (QbPlayView *self,
                   int         zone)
{
  g_autoptr(GArray) actions = NULL;
  QbView view;
  QbAction a;

  if (self->game == NULL || self->viewer < 0)
    return;
  qb_game_view (self->game, self->viewer, &view);
  actions = qb_game_list_legal_actions_for (self->game, self->viewer);

  if (unique_action (actions, match_zone_choice, zone, 0, &a))
    {
      apply_action (self, a);
      return;
    }
  if (view.phase == QB_PHASE_ORDERS && self->source_zone >= 0 && zone != self->source_zone)
    {
      /* A destination for the picked group, if the group can go there. */
      gboolean reachable = FALSE;
      for (guint i = 0; i < actions->len; i++)
        {
          QbAction m = g_array_index (actions, QbAction, i);
          if (m.type == QB_ACT_ORDER_MOVE && m.b == zone && view.blocks[m.a].loc == self->source_zone)
            reachable = TRUE;
        }
      if (reachable)
        {
          self->target_zone = self->target_zone == zone ? -1 : zone;
          refresh (self);
          return;
        }
    }
  self->source_zone = self->source_zone == zone ? -1 : zone;
  self->target_zone = -1;
  refresh (self);
}

static void
block_activated_cb (QbPlayView *self,
                    int         block)
{
  g_autoptr(GArray) actions = NULL;
  QbAction a;

  if (self->game == NULL || self->viewer < 0)
    return;
  actions = qb_game_list_legal_actions_for (self->game, self->viewer);
  if (unique_action (actions, match_block, block, 0, &a))
    apply_action (self, a);
  else if (self->target_zone >= 0 && unique_action (actions, match_move, block, self->target_zone, &a))
    apply_action (self, a);
  else if (self->source_zone >= 0 && unique_action (actions, match_move, block, self->source_zone, &a))
    apply_action (self, a);   /* French set-up: the zone picked, then blocks */
}

/* ---- The French deployment (3.4) ------------------------------------------------- */

static void
tray_drag_begin_cb (QbPlayView *self,
                    int         block)
{
  g_autoptr(GArray) actions = NULL;
  guint zones = 0;

  if (self->game == NULL || self->viewer < 0)
    return;
  actions = qb_game_list_legal_actions_for (self->game, self->viewer);
  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type == QB_ACT_PLACE && a.a == block)
        zones |= 1u << a.b;
    }
  qb_board_begin_drop (self->board, block, zones);
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
  QbAction a = { QB_ACT_PLACE, (uint8_t) block, (uint8_t) zone, 0 };

  if (self->game == NULL || self->viewer < 0)
    return;
  apply_action (self, a);
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
filter_changed_cb (QbPlayView *self,
                   int         zone)
{
  self->source_zone = zone;
  self->target_zone = -1;
  refresh (self);
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

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_PLAY_VIEW);
  G_OBJECT_CLASS (qb_play_view_parent_class)->dispose (object);
}

static void
qb_play_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  QbPlayView *self = QB_PLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_CURTAIN_SIDE:
      g_value_set_int (value, self->curtain_side);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_play_view_class_init (QbPlayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_play_view_dispose;
  object_class->get_property = qb_play_view_get_property;

  properties[PROP_CURTAIN_SIDE] =
    g_param_spec_int ("curtain-side", NULL, NULL, -1, QB_FRENCH, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, -1, QB_PUBLIC, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (QB_TYPE_BOARD);
  g_type_ensure (QB_TYPE_DEPLOY_TRAY);
  g_type_ensure (QB_TYPE_DECISION_PANEL);
  g_type_ensure (QB_TYPE_LOG_VIEW);
  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-play-view.ui");
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, paned);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, stack);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, start_box);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, board);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, tray);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, panel);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, log);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "playview");
}

static void
qb_play_view_init (QbPlayView *self)
{
  self->viewer = -1;
  self->curtain_side = -1;
  self->source_zone = -1;
  self->target_zone = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The decision and the log: at most 300 pixels high, and less on a small
   * screen, where the board needs the height more. */
  qb_ui_paned_fit_end (self->paned, 170, 300);

  qb_ui_a11y_name_controls (GTK_WIDGET (self));

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
  g_signal_connect_object (self->panel, "action-chosen", G_CALLBACK (action_chosen_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->panel, "zone-filter-changed", G_CALLBACK (filter_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "rule-activated", G_CALLBACK (rule_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->panel, "rule-activated", G_CALLBACK (rule_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "zone-hovered", G_CALLBACK (qb_board_set_hover_zone),
                           self->board, G_CONNECT_SWAPPED);
}
