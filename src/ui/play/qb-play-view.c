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
#include "qb-block-widget.h"
#include "qb-battle-history.h"
#include "qb-battle-history-dialog.h"
#include "qb-battle-summary-bar.h"
#include "qb-board.h"
#include "qb-computer-bar.h"
#include "qb-decision-panel.h"
#include "qb-deploy-library.h"
#include "qb-deploy-tray.h"
#include "qb-game.h"
#include "qb-log-view.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-play-view-private.h"
#include "qb-record.h"
#include "qb-retreat-bar.h"
#include "qb-scenario.h"
#include "qb-setup-library.h"


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
  g_autofree char *seats = qb_computer_bar_seats_text (self->session);

  if (viewer != self->log_viewer || n < self->n_logged)
    {
      /* Who plays, against the computer: at the top, then each change
       * where it came. (After an undo the top line says the seats now.) */
      qb_log_view_set_events (self->log, NULL, 0, qb_game_get_edition (self->game), viewer);
      if (seats != NULL)
        qb_log_view_append_text (self->log, seats);
      qb_log_view_append_events (self->log, events, n);
      self->log_viewer = viewer;
    }
  else
    {
      if (n > self->n_logged)
        qb_log_view_append_events (self->log, events + self->n_logged, n - self->n_logged);
      if (seats != NULL && g_strcmp0 (seats, self->logged_seats) != 0)
        qb_log_view_append_text (self->log, seats);
    }
  g_free (self->logged_seats);
  self->logged_seats = g_steal_pointer (&seats);
  self->n_logged = n;
}

/* Where the moves the viewer has not seen begin: since the board last
 * showed a position, or, for a player back at the screen in hot-seat
 * play, since they last looked (the other player saw the moves between;
 * the board redacts them for this one). A public decision is shown to
 * both players: since the one who looked longer ago last did. */
static guint
unseen_from (QbPlayView *self,
             int         viewer)
{
  guint from = self->n_animated;

  for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
    if ((viewer == side || viewer == QB_PUBLIC) && self->n_seen[side] < from)
      from = self->n_seen[side];
  return from;
}

/* The moves since the board last showed a position slide into place. The
 * events of a curtain's time wait for the next player to be at the screen,
 * and the board redacts them for that player. */
static void
animate_new_moves (QbPlayView *self,
                   int         viewer)
{
  guint n = 0;
  const QbEvent *events = qb_game_get_events (self->game, &n);
  gboolean map_shown = gtk_widget_get_visible (self->map_page);

  /* Steps taken back (undo) do not move anything. */
  if (n < self->n_animated)
    {
      self->n_animated = n;
      g_array_set_size (self->held_moves, 0);
    }
  for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
    if (self->n_seen[side] != G_MAXUINT && n < self->n_seen[side])
      self->n_seen[side] = n;
  /* Held for another player, who has gone from the screen: this one's
   * moves are counted from where they last looked. */
  if (viewer != self->held_viewer)
    g_array_set_size (self->held_moves, 0);
  self->held_viewer = viewer;
  /* While a battle is fought on the battle board, the map waits: a
   * retreat's blocks slide there when it shows again. (The moves of a
   * reveal slide before the battle board comes: update().) */
  for (guint i = unseen_from (self, viewer); i < n; i++)
    if (qb_board_event_moves (&events[i])
        && (map_shown || events[i].type == QB_EV_RETREAT_MOVE || events[i].type == QB_EV_RETREAT))
      g_array_append_val (self->held_moves, events[i]);
  self->n_animated = n;
  /* A public decision is shown to both players, and open play to
   * whoever watches: both saw these. */
  if (viewer == QB_BRITISH || viewer == QB_FRENCH)
    self->n_seen[viewer] = n;
  else
    self->n_seen[QB_BRITISH] = self->n_seen[QB_FRENCH] = n;
  if (map_shown && self->held_moves->len > 0)
    {
      qb_board_animate_moves (self->board, (const QbEvent *) self->held_moves->data, self->held_moves->len);
      g_array_set_size (self->held_moves, 0);
    }
}

/* Shows what the session shows. Behind the curtain that is only what both
 * players know: the public view on the board and in the log, no
 * highlights, no tray (and the decision panel, which follows the session
 * too, is empty). The window shows the curtain instead of the page, but a
 * screen reader could still read the page (issue 11). */
/* Moves of a reveal of the orders (9.0) the board has not shown yet. */
static gboolean
reveal_pending (QbPlayView *self,
                int         viewer)
{
  guint n = 0;
  const QbEvent *events = qb_game_get_events (self->game, &n);

  for (guint i = MIN (unseen_from (self, viewer), n); i < n; i++)
    if (events[i].type == QB_EV_MOVE || events[i].type == QB_EV_SHIP_MOVE)
      return TRUE;
  return FALSE;
}

static void
update (QbPlayView *self)
{
  QbGame *game = qb_play_session_get_game (self->session);
  const QbView *view = qb_play_session_get_view (self->session);
  int viewer = qb_play_session_get_viewer (self->session);

  /* The position or the selection changed: the historical deployment
   * reviewed on the board is no longer what would be placed. */
  if (qb_deploy_tray_get_reviewing (self->tray))
    {
      qb_deploy_tray_end_review (self->tray);
      return;
    }
  QbPlayHighlights h;

  if (game != self->game)
    {
      /* Another game: its past is not replayed on the board. */
      g_set_object (&self->game, game);
      self->log_viewer = -1;
      self->n_logged = 0;
      self->n_animated = 0;
      self->n_seen[QB_BRITISH] = self->n_seen[QB_FRENCH] = G_MAXUINT;
      g_array_set_size (self->held_moves, 0);
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
  /* A battle is fought on the battle board, in place of the map, but for
   * a retreat chosen on the map. The page not shown is hidden as well:
   * GTK 4.8 lists a stack's hidden pages to screen readers, and fails
   * their calls on the map's board there (tests/ui/test-a11y.c). */
  self->retreat_on_map = self->retreat_on_map && view->battle.active && qb_phase_is_battle (view->phase)
                         && qb_retreat_bar_may_retreat (self->session);
  gtk_widget_set_visible (GTK_WIDGET (self->retreat_bar), self->retreat_on_map);
  /* Orders carried out into a battle: the moves slide on the map first,
   * as at the table, and the battle board comes when they are in place
   * (board_animating_cb()). */
  {
    guint n = 0;
    qb_game_get_events (game, &n);
    /* A person's step meanwhile ends it (they have moved on); the
     * computer's do not (its hidden deployment would cut it short). */
    if (!(view->battle.active && qb_phase_is_battle (view->phase)) || n < self->reveal_events)
      self->revealing = FALSE;
    else if (n != self->reveal_events)
      {
        int last = qb_game_get_undo_decider (game, 0);
        if (last > QB_FRENCH || qb_play_session_get_seat (self->session, last) == QB_PLAYER_PERSON)
          self->revealing = FALSE;
      }
    if (view->battle.active && qb_phase_is_battle (view->phase)
        && qb_play_session_get_curtain_side (self->session) < 0
        && qb_board_get_move_duration (self->board) > 0 && gtk_widget_get_mapped (GTK_WIDGET (self))
        && reveal_pending (self, viewer))
      {
        self->revealing = TRUE;
        self->reveal_events = n;
      }
  }
  if (view->battle.active && qb_phase_is_battle (view->phase) && !self->retreat_on_map && !self->revealing)
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
  /* While the moves of a reveal slide, the map keeps its position: a new
   * one would end them at once, and the computer's steps meanwhile are
   * the battle's, which the map does not show. */
  if (!(self->revealing && qb_board_is_animating (self->board)))
    qb_board_set_view (self->board, view);
  qb_board_set_selected_blocks (self->board, qb_play_session_get_picked_blocks (self->session));
  qb_play_session_get_highlights (self->session, &h);
  qb_board_set_highlights (self->board, h.sources, h.land, h.sea, h.capacity);
  qb_board_set_selected_zone (self->board, qb_play_session_get_selected_zone (self->session));
  {
    char *notes[QB_NUM_ZONES] = { NULL };
    if (self->retreat_on_map)
      qb_retreat_bar_notes (self->session, notes);
    qb_board_set_zone_notes (self->board, (const char *const *) notes);
    for (int z = 0; z < QB_NUM_ZONES; z++)
      g_free (notes[z]);
  }
  if (qb_play_session_get_curtain_side (self->session) >= 0)
    {
      qb_deploy_tray_set_view (self->tray, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->tray), FALSE);
      return;
    }
  /* Not shown (the curtain just lifting, another page): the moves wait
   * for the page to show (qb_play_view_map()). */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    animate_new_moves (self, viewer);
  qb_deploy_tray_set_view (self->tray, view);
  gtk_widget_set_visible (GTK_WIDGET (self->tray), qb_deploy_tray_get_blocks (self->tray) != 0);
}

static void
session_changed_cb (QbPlayView *self)
{
  self->updating = TRUE;
  update (self);
  /* Nothing slid after all (no move the viewer sees, no animation): the
   * battle board at once. */
  if (self->revealing && !qb_board_is_animating (self->board))
    {
      self->revealing = FALSE;
      update (self);
    }
  self->updating = FALSE;
}

/* The reveal's moves are in place: on to the battle board. */
static void
board_animating_cb (QbPlayView *self)
{
  if (self->revealing && !self->updating && !qb_board_is_animating (self->board))
    {
      self->revealing = FALSE;
      session_changed_cb (self);
    }
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

/* The battle board's "Retreat on the Map…": the map with the retreats lit,
 * the keyboard on it; the bar's "Back to the Battle" undoes it. */
static void
show_map_cb (QbPlayView *self)
{
  if (!qb_retreat_bar_may_retreat (self->session))
    return;
  self->retreat_on_map = TRUE;
  session_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
back_to_battle_cb (QbPlayView *self)
{
  self->retreat_on_map = FALSE;
  session_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->battle_board));
}

/* Escape on the retreat map goes back to the battle, as its bar's button
 * does (the board keeps Escape while one of its blocks has the focus: it
 * goes back to the block's zone first). */
static gboolean
retreat_key_cb (QbPlayView      *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  state)
{
  if (keyval != GDK_KEY_Escape || !self->retreat_on_map)
    return FALSE;
  back_to_battle_cb (self);
  return TRUE;
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

/* ---- Orders dragged on the board ------------------------------------------------ */

/* A block of the board dragged to a zone orders it there (with the blocks
 * picked beside it): only a block the player at the screen may order now
 * starts a drag, and the board lights the zones it may go to. */
static GdkContentProvider *
board_drag_prepare_cb (GtkDragSource *source,
                       double         x,
                       double         y,
                       QbPlayView    *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self->board), x, y, GTK_PICK_DEFAULT);
  const QbBlockFace *face;

  while (picked != NULL && !QB_IS_BLOCK_WIDGET (picked))
    picked = gtk_widget_get_parent (picked);
  if (picked == NULL)
    return NULL;
  face = qb_block_widget_get_face (QB_BLOCK_WIDGET (picked));
  if (face->block < 0 || qb_play_session_get_order_side (self->session) < 0
      || qb_play_session_get_drop_zones (self->session, face->block) == 0)
    return NULL;
  g_object_set_data (G_OBJECT (source), "block-widget", picked);
  return gdk_content_provider_new_typed (G_TYPE_INT, face->block);
}

static void
board_drag_begin_cb (GtkDragSource *source,
                     GdkDrag       *drag,
                     QbPlayView    *self)
{
  GtkWidget *widget = g_object_get_data (G_OBJECT (source), "block-widget");
  const QbBlockFace *face;

  g_object_set_data (G_OBJECT (source), "block-widget", NULL);
  if (widget == NULL)
    return;
  face = qb_block_widget_get_face (QB_BLOCK_WIDGET (widget));
  {
    g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (widget);

    gtk_drag_source_set_icon (source, icon, 0, 0);
  }
  /* The press on the block picked it (or put it back) already: the zones
   * are those of the blocks the drop will order. */
  qb_board_begin_drop (self->board, face->block,
                       qb_play_session_get_drop_zones (self->session, face->block));
}

static void
board_drag_end_cb (GtkDragSource *source,
                   GdkDrag       *drag,
                   gboolean       delete_data,
                   QbPlayView    *self)
{
  qb_board_end_drop (self->board);
}

static void
add_board_drag_source (QbPlayView *self)
{
  GtkDragSource *source = gtk_drag_source_new ();
  g_autoptr(GListModel) controllers = NULL;

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect_object (source, "prepare", G_CALLBACK (board_drag_prepare_cb), self, 0);
  g_signal_connect_object (source, "drag-begin", G_CALLBACK (board_drag_begin_cb), self, 0);
  g_signal_connect_object (source, "drag-end", G_CALLBACK (board_drag_end_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (source));
  /* The board's click claims a press on a block at once (it picks the
   * block); grouped with it, the drag source shares that claim instead of
   * being denied, so the same press can still become a drag. */
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (self->board));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        gtk_gesture_group (GTK_GESTURE (controller), GTK_GESTURE (source));
    }
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

/* A deployment from the library, for the blocks still in the pool (those
 * placed already stay, as with the historical one). The French player
 * chooses it at the screen, behind the curtain in hot-seat play: the
 * window opens only when the French set-up is the decision at hand and
 * the French are the ones looking. */
static void
library_chosen_cb (QbPlayView *self,
                   QbScenario *deployment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbGame) game = NULL;

  if (self->game == NULL || qb_game_get_phase (self->game) != QB_PHASE_FRENCH_SETUP)
    return;
  game = g_object_ref (self->game);
  if (!qb_game_place_deployment (game, deployment, &error))
    {
      GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
      if (root != NULL)
        gtk_widget_activate_action (root, "win.toast", "s", error->message);
    }
}

/**
 * qb_play_view_choose_from_library:
 *
 * Opens the library's deployments for the French set-up (the tray's
 * "From the Library…"), if the French set-up is at hand
 * and the French are at the screen (or the game is open).
 *
 * Returns: (transfer none) (nullable): the window opened
 */
GtkWindow *
qb_play_view_choose_from_library (QbPlayView *self)
{
  GtkWindow *window;
  int viewer;

  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), NULL);

  viewer = qb_play_session_get_viewer (self->session);
  if (self->game == NULL || qb_game_get_phase (self->game) != QB_PHASE_FRENCH_SETUP
      || (viewer != QB_FRENCH && viewer != QB_NO_SIDE))
    return NULL;
  window = qb_deploy_library_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                  qb_setup_library_get_default (),
                                  qb_game_get_edition (self->game));
  g_signal_connect_object (window, "chosen", G_CALLBACK (library_chosen_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (window);
  return window;
}

/* The historical deployment on the board before it is placed: the view
 * with the blocks still in the pool where they stood in 1759 (the French
 * player's own blocks, in their own view: nothing new is shown). */
static void
historical_review_cb (QbPlayView *self,
                      gboolean    reviewing)
{
  const QbView *view = qb_play_session_get_view (self->session);
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GArray) placements = NULL;
  QbView preview;

  if (!reviewing || view == NULL || self->game == NULL
      || qb_game_get_phase (self->game) != QB_PHASE_FRENCH_SETUP)
    {
      session_changed_cb (self);
      return;
    }
  scenario = qb_scenario_new_historical (qb_game_get_edition (self->game), NULL);
  if (scenario == NULL)
    return;
  placements = qb_scenario_get_deployment (scenario);
  preview = *view;
  for (guint i = 0; i < placements->len; i++)
    {
      QbAction a = g_array_index (placements, QbAction, i);
      if (a.type == QB_ACT_PLACE && preview.blocks[a.a].loc == QB_LOC_POOL)
        {
          preview.blocks[a.a].loc = a.b;
          preview.count[QB_BLOCK_SIDE (a.a)][a.b]++;
          if (preview.count[QB_BLOCK_SIDE (a.a)][QB_LOC_POOL] > 0)
            preview.count[QB_BLOCK_SIDE (a.a)][QB_LOC_POOL]--;
        }
    }
  qb_board_clear_highlights (self->board);
  qb_board_set_view (self->board, &preview);
}

static void
rule_activated_cb (QbPlayView *self,
                   const char *section)
{
  g_signal_emit (self, signals[RULE_ACTIVATED], 0, section);
}

/* A battle heading's "History" link in the log: that battle turn by turn,
 * for the viewer the log shows (the events its index counts); nothing
 * behind the hot-seat curtain. */
static void
battle_activated_cb (QbPlayView *self,
                     guint       index)
{
  g_autoptr(QbBattleHistory) history = NULL;
  GtkWidget *dialog;

  if (self->game == NULL || self->log_viewer < 0 || qb_play_session_get_curtain_side (self->session) >= 0)
    return;
  history = qb_battle_history_new_for_game (self->game, index, self->log_viewer);
  if (history == NULL)
    return;
  dialog = qb_battle_history_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), history);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- The page's shape (qb-play-view-layout.c) ----------------------------------- */

enum {
  PROP_0,
  PROP_WIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
qb_play_view_notify_wide (QbPlayView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDE]);
}

/* ---- GObject ----------------------------------------------------------------- */

static void
qb_play_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  QbPlayView *self = QB_PLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_WIDE:
      g_value_set_boolean (value, self->wide);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_play_view_dispose (GObject *object)
{
  QbPlayView *self = QB_PLAY_VIEW (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_pointer (&self->logged_seats, g_free);
  g_clear_pointer (&self->held_moves, g_array_unref);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_PLAY_VIEW);
  G_OBJECT_CLASS (qb_play_view_parent_class)->dispose (object);
}

/* Moves made while the page was not shown (behind the curtain, which
 * the window takes down after the session has changed; on another page)
 * slide as it shows. */
static void
qb_play_view_map (GtkWidget *widget)
{
  QbPlayView *self = QB_PLAY_VIEW (widget);

  GTK_WIDGET_CLASS (qb_play_view_parent_class)->map (widget);
  if (self->session != NULL && self->game != NULL)
    session_changed_cb (self);
}

static void
qb_play_view_class_init (QbPlayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_play_view_dispose;
  object_class->get_property = qb_play_view_get_property;
  widget_class->measure = qb_play_view_measure;
  widget_class->size_allocate = qb_play_view_size_allocate;
  widget_class->map = qb_play_view_map;

  /**
   * QbPlayView:wide:
   *
   * Whether the decision and the log stand beside the board (a wide
   * window) rather than under it.
   */
  properties[PROP_WIDE] =
    g_param_spec_boolean ("wide", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (QB_TYPE_BOARD);
  g_type_ensure (QB_TYPE_BATTLE_BOARD);
  g_type_ensure (QB_TYPE_DEPLOY_TRAY);
  g_type_ensure (QB_TYPE_DECISION_PANEL);
  g_type_ensure (QB_TYPE_LOG_VIEW);
  g_type_ensure (QB_TYPE_COMPUTER_BAR);
  g_type_ensure (QB_TYPE_BATTLE_SUMMARY_BAR);
  g_type_ensure (QB_TYPE_RETREAT_BAR);
  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-play-view.ui");
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, paned);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, side_paned);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, board_box);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, stack);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, start_box);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, board);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, board_stack);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, map_page);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, battle_board);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, summary_bar);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, retreat_bar);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, tray);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, computer_bar);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, panel);
  gtk_widget_class_bind_template_child (widget_class, QbPlayView, log);
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

/* The dice and hits of a battle: shorter than a move across the map. */
static gboolean
fire_duration_from_speed (GValue   *value,
                          GVariant *variant,
                          gpointer  user_data)
{
  const char *speed = g_variant_get_string (variant, NULL);

  g_value_set_uint (value, g_str_equal (speed, "off") ? 0
                    : g_str_equal (speed, "fast") ? 200
                    : g_str_equal (speed, "slow") ? 800 : 400);
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
  self->held_moves = g_array_new (FALSE, FALSE, sizeof (QbEvent));
  self->n_seen[QB_BRITISH] = self->n_seen[QB_FRENCH] = G_MAXUINT;
  self->held_viewer = -1;
  self->session = qb_play_session_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  qb_play_view_layout_init (self);

  qb_ui_a11y_name_controls (GTK_WIDGET (self));

  /* The board, tray and log follow the session here; the decision panel
   * follows it by itself. */
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb),
                           self, G_CONNECT_SWAPPED);
  qb_decision_panel_set_session (self->panel, self->session);
  qb_computer_bar_set_session (self->computer_bar, self->session);
  qb_battle_board_set_session (self->battle_board, self->session);
  qb_battle_summary_bar_set_session (self->summary_bar, self->session);

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
  g_settings_bind_with_mapping (self->settings, "animation-speed", self->battle_board, "fire-duration",
                                G_SETTINGS_BIND_GET, fire_duration_from_speed, NULL, NULL, NULL);

  qb_ui_a11y_escape_to (qb_decision_panel_get_order_entry (self->panel), GTK_WIDGET (self->board));
  g_signal_connect_object (self->board, "notify::animating", G_CALLBACK (board_animating_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "zone-activated", G_CALLBACK (zone_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->battle_board, "show-map", G_CALLBACK (show_map_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->retreat_bar, "back", G_CALLBACK (back_to_battle_cb),
                           self, G_CONNECT_SWAPPED);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();
    g_signal_connect_object (keys, "key-pressed", G_CALLBACK (retreat_key_cb), self, G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  g_signal_connect_object (self->board, "block-activated", G_CALLBACK (block_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "block-dropped", G_CALLBACK (block_dropped_cb),
                           self, G_CONNECT_SWAPPED);
  add_board_drag_source (self);
  g_signal_connect_object (self->tray, "block-activated", G_CALLBACK (block_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "drag-begin", G_CALLBACK (tray_drag_begin_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "drag-end", G_CALLBACK (tray_drag_end_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "historical-review", G_CALLBACK (historical_review_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "library-requested",
                           G_CALLBACK (qb_play_view_choose_from_library), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tray, "historical-requested", G_CALLBACK (historical_requested_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "battle-activated", G_CALLBACK (battle_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "rule-activated", G_CALLBACK (rule_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->panel, "rule-activated", G_CALLBACK (rule_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "zone-hovered", G_CALLBACK (qb_board_set_hover_zone),
                           self->board, G_CONNECT_SWAPPED);
}
