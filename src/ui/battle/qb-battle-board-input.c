/* qb-battle-board-input.c: QbBattleBoard acting through its session
 * (see qb-battle-board.h): the legal actions a block, a cell or a button
 * means, why a block does nothing now, picking and placing blocks by
 * click, keyboard and drag, the decision's buttons, the History button
 * and the auto-allocate preference. Every choice is one of the session's
 * legal actions, taken through qb_play_session_apply(), so the curtain and
 * the undo rules stay the session's.
 */
#include <glib/gi18n.h>

#include "qb-battle-board-private.h"

#include <math.h>

#include "qb-action-text.h"
#include "qb-battle-cell.h"
#include "qb-battle-geometry.h"
#include "qb-battle-history.h"
#include "qb-battle-history-dialog.h"
#include "qb-battle-text.h"
#include "qb-block-widget.h"
#include "qb-data.h"
#include "qb-engine-text.h"
#include "qb-event-text.h"
#include "qb-game.h"
#include "qb-hit-text.h"
#include "qb-ui-a11y.h"
#include "qb-ui-names.h"
#include "qb-ui-style.h"

gboolean
qb_battle_board_find_action (QbBattleBoard *self,
             int            type,
             int            block,
             int            c,
             QbAction      *out)
{
  GArray *actions = self->session != NULL ? qb_play_session_get_actions (self->session) : NULL;

  for (guint i = 0; actions != NULL && i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type == type && (block < 0 || a.a == block) && (c < 0 || a.c == c))
        {
          if (out != NULL)
            *out = a;
          return TRUE;
        }
    }
  return FALSE;
}

/* A block that may be put in a column now: deployed (12.x) or committed
 * from the reserve (13.1 b). */
gboolean
qb_battle_board_may_place (QbBattleBoard *self,
           int            block)
{
  return qb_battle_board_find_action (self, QB_ACT_DEPLOY, block, -1, NULL)
         || qb_battle_board_find_action (self, QB_ACT_COMMIT, block, -1, NULL);
}

/* What a click on the block itself does: fire, take a hit, embark. */
gboolean
qb_battle_board_block_action (QbBattleBoard *self,
              int            block,
              QbAction      *out)
{
  return qb_battle_board_find_action (self, QB_ACT_FIRE, block, -1, out)
         || qb_battle_board_find_action (self, QB_ACT_HIT, block, -1, out)
         || qb_battle_board_find_action (self, QB_ACT_EMBARK, block, -1, out);
}

/* Why a block of the deciding player does nothing when clicked now: the
 * engine's reason for the action its click would take in this step, in
 * the player's language (NULL if it has an action, or the step takes no
 * block; free it). Only ever asked for the deciding player's own blocks,
 * whose reasons tell nothing hidden. */
char *
qb_battle_board_why_not (QbBattleBoard *self,
         const QbView  *view,
         int            block)
{
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;
  GArray *actions = self->session != NULL ? qb_play_session_get_actions (self->session) : NULL;
  QbAction a = { QB_ACT_NONE, (uint8_t) block, 0, 0 };
  const char *reason = NULL;

  if (game == NULL || actions == NULL || actions->len == 0 || QB_BLOCK_SIDE (block) != view->decider
      || qb_battle_board_block_action (self, block, NULL) || qb_battle_board_may_place (self, block))
    return NULL;
  switch ((QbPhase) view->phase)
    {
    case QB_PHASE_FIRE:
      a.type = QB_ACT_FIRE;
      break;
    case QB_PHASE_EMBARK:
      a.type = QB_ACT_EMBARK;
      break;
    case QB_PHASE_DEPLOY:
      a.type = QB_ACT_DEPLOY;
      break;
    case QB_PHASE_RESERVE:
      a.type = QB_ACT_COMMIT;
      break;
    case QB_PHASE_FRENCH_SETUP:
    case QB_PHASE_TRANSFER:
    case QB_PHASE_ORDERS:
    case QB_PHASE_CROSSING_SITE:
    case QB_PHASE_DESERTION:
    case QB_PHASE_CHOOSE_BATTLE:
    case QB_PHASE_RETREAT:
    case QB_PHASE_OTTAWA_RETREAT:
    case QB_PHASE_SUPPLY:
    case QB_PHASE_GAME_OVER:
    case QB_NUM_PHASES:
    default:
      return NULL;
    /* The engine's reason for a hit speaks of every case at once (and of
     * the Ottawa in general); the text layer says the one for this block. */
    case QB_PHASE_ALLOCATE:
      return qb_battle_hit_why_not (view, block);
    }
  if (qb_game_is_legal (game, a, &reason) || reason == NULL)
    return NULL;
  return g_strdup (qb_engine_reason_text (reason));
}

static void
apply (QbBattleBoard *self,
       QbAction       action)
{
  g_autoptr(GError) error = NULL;

  self->picked = -1;
  if (!qb_play_session_apply (self->session, action, &error))
    {
      GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
      gtk_widget_error_bell (GTK_WIDGET (self));
      if (root != NULL && error != NULL)
        gtk_widget_activate_action (root, "win.toast", "s", error->message);
      qb_battle_board_refresh (self);
    }
}

/* Puts a block in the cell's slot, if that is a legal action. */
static gboolean
place_in (QbBattleBoard *self,
          int            block,
          int            slot)
{
  QbAction action;

  if (block < 0)
    return FALSE;
  if (qb_battle_board_find_action (self, QB_ACT_DEPLOY, block, slot, &action)
      || qb_battle_board_find_action (self, QB_ACT_COMMIT, block, slot, &action))
    {
      apply (self, action);
      return TRUE;
    }
  return FALSE;
}

static GtkWidget *
first_target (QbBattleBoard *self)
{
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
      if (qb_battle_cell_get_target (QB_BATTLE_CELL (self->cells[r][c])))
        return self->cells[r][c];
  return NULL;
}

void
qb_battle_board_block_activated (GtkWidget     *widget,
                   QbBattleBoard *self)
{
  int block = qb_block_widget_get_face (QB_BLOCK_WIDGET (widget))->block;
  QbAction action;

  /* A replay's moment has nothing to act on. */
  if (block < 0 || self->session == NULL)
    return;
  if (qb_battle_board_block_action (self, block, &action))
    {
      apply (self, action);
      return;
    }
  if (qb_battle_board_may_place (self, block))
    {
      /* Picked: the columns it may go to light up and the first takes the
       * keyboard; picked again, it is put down. */
      self->picked = self->picked == block ? -1 : block;
      qb_battle_board_refresh (self);
      if (self->picked >= 0 && first_target (self) != NULL)
        gtk_widget_grab_focus (first_target (self));
      return;
    }
  gtk_widget_error_bell (widget);
  {
    const QbView *view = qb_play_session_get_view (self->session);
    g_autofree char *why = view != NULL ? qb_battle_board_why_not (self, view, block) : NULL;
    GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
    if (why != NULL && root != NULL)
      gtk_widget_activate_action (root, "win.toast", "s", why);
  }
}

void
qb_battle_board_block_clicked (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                QbBattleBoard   *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));

  gtk_widget_activate (widget);
}

void
qb_battle_board_cell_activated (QbBattleCell  *cell,
                  QbBattleBoard *self)
{
  GtkWidget *back = self->picked >= 0 ? self->known[self->picked] : NULL;

  if (place_in (self, self->picked, qb_battle_cell_get_slot (cell)))
    {
      /* The keyboard goes back to the block that was put, or to the first
       * block still to place. */
      if (back != NULL && gtk_widget_get_focusable (back))
        gtk_widget_grab_focus (back);
    }
}

void
qb_battle_board_cell_dropped (QbBattleCell  *cell,
                 int            block,
                 QbBattleBoard *self)
{
  if (!place_in (self, block, qb_battle_cell_get_slot (cell)))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

GdkContentProvider *
qb_battle_board_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 QbBattleBoard *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int block = qb_block_widget_get_face (QB_BLOCK_WIDGET (widget))->block;

  if (block < 0 || !qb_battle_board_may_place (self, block))
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_INT, block);
}

void
qb_battle_board_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               QbBattleBoard *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (widget);

  gtk_drag_source_set_icon (source, icon, gtk_widget_get_width (widget) / 2,
                            gtk_widget_get_height (widget) / 2);
  self->picked = qb_block_widget_get_face (QB_BLOCK_WIDGET (widget))->block;
  qb_battle_board_refresh (self);
}

static void
button_clicked_cb (GtkButton     *button,
                   QbBattleBoard *self)
{
  QbAction action;
  guint32 packed = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "qb-action"));

  action.type = packed & 0xff;
  action.a = (packed >> 8) & 0xff;
  action.b = (packed >> 16) & 0xff;
  action.c = (packed >> 24) & 0xff;
  apply (self, action);
}

static void
show_map_clicked_cb (QbBattleBoard *self)
{
  qb_battle_board_emit_show_map (self);
}

/* The buttons' rows hold three each (the last row may hold fewer). */
#define BUTTONS_PER_ROW 3

static void
append_button (QbBattleBoard *self,
               GtkWidget     *button)
{
  GtkWidget *row = gtk_widget_get_last_child (self->buttons);
  guint n = 0;

  for (GtkWidget *c = row != NULL ? gtk_widget_get_first_child (row) : NULL; c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n++;
  if (row == NULL || n >= BUTTONS_PER_ROW)
    {
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_widget_set_halign (row, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (self->buttons), row);
    }
  gtk_box_append (GTK_BOX (row), button);
}

void
qb_battle_board_update_buttons (QbBattleBoard *self,
                const QbView  *view)
{
  GArray *actions = self->session != NULL ? qb_play_session_get_actions (self->session) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->buttons)) != NULL)
    gtk_box_remove (GTK_BOX (self->buttons), child);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type != QB_ACT_NO_COMMIT && a.type != QB_ACT_RETREAT && a.type != QB_ACT_STAND
          && a.type != QB_ACT_OTTAWA_RETREAT)
        continue;
      g_autofree char *text = qb_action_text (view, a);
      const char *cost = a.type == QB_ACT_RETREAT ? qb_battle_retreat_cost (a.c) : NULL;
      if (cost != NULL)
        {
          /* Translators: a retreat's button with what it costs: "Retreat
           * to Beauport by boat — the enemy fires in pursuit (17.2)". */
          char *with_cost = g_strdup_printf (C_("battle button", "%1$s — %2$s"), text, cost);
          g_free (text);
          text = with_cost;
        }
      GtkWidget *button = gtk_button_new_with_label (text);
      /* A long retreat's words wrap in their button rather than widen the
       * board past a small window. */
      if (g_utf8_strlen (text, -1) > 32)
        g_object_set (gtk_button_get_child (GTK_BUTTON (button)), "wrap", TRUE,
                      "wrap-mode", PANGO_WRAP_WORD_CHAR, "max-width-chars", 32,
                      "justify", GTK_JUSTIFY_CENTER, NULL);
      guint32 packed = a.type | (guint32) a.a << 8 | (guint32) a.b << 16 | (guint32) a.c << 24;
      g_object_set_data (G_OBJECT (button), "qb-action", GUINT_TO_POINTER (packed));
      g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), self);
      if (a.type == QB_ACT_STAND || a.type == QB_ACT_NO_COMMIT)
        gtk_widget_add_css_class (button, "suggested-action");
      append_button (self, button);
    }
  /* A retreat is a place on the map: the map shows where the blocks may
   * go, lit, with what each way costs (the play view's retreat mode); the
   * buttons before this one stay the path without the map. */
  if (qb_battle_board_find_action (self, QB_ACT_RETREAT, -1, -1, NULL))
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("Retreat on the _Map…"));
      gtk_widget_set_tooltip_text (button, _("Show the map with the zones the blocks may retreat to"));
      gtk_widget_set_name (button, "show_map");
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (show_map_clicked_cb), self);
      append_button (self, button);
    }
  /* "Retreat on the Map…" is read without its mnemonic's underscore. */
  qb_ui_a11y_name_controls (self->buttons);
  /* The buttons' row is there only with buttons, so that the field keeps
   * its room the rest of the time. */
  gtk_widget_set_visible (self->buttons, gtk_widget_get_first_child (self->buttons) != NULL);
}

void
qb_battle_board_history_clicked (QbBattleBoard *self)
{
  g_autoptr(QbBattleHistory) history = qb_battle_board_shown_history (self);
  GtkWidget *dialog;

  if (history == NULL)
    return;
  dialog = qb_battle_history_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), history);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The auto-allocate preference: the hit goes to the strongest block that
 * may take it (the most CV to lose; the first of them), taken from the
 * main loop, not from inside the session's signal. */
static gboolean
auto_allocate_cb (gpointer data)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (data);
  const QbView *view = self->session != NULL ? qb_play_session_get_view (self->session) : NULL;
  GArray *actions = self->session != NULL ? qb_play_session_get_actions (self->session) : NULL;
  QbAction best = { QB_ACT_NONE, 0, 0, 0 };
  int best_cv = -1;

  self->auto_source = 0;
  if (view == NULL || actions == NULL || !self->auto_allocate || view->phase != QB_PHASE_ALLOCATE)
    return G_SOURCE_REMOVE;
  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      int cv = view->blocks[a.a].cv == QB_UNKNOWN ? 0 : view->blocks[a.a].cv;
      if (a.type == QB_ACT_HIT && cv > best_cv)
        {
          best = a;
          best_cv = cv;
        }
    }
  if (best.type == QB_ACT_HIT)
    apply (self, best);
  return G_SOURCE_REMOVE;
}

void
qb_battle_board_maybe_auto_allocate (QbBattleBoard *self,
                     const QbView  *view)
{
  if (self->auto_allocate && self->auto_source == 0 && view->phase == QB_PHASE_ALLOCATE
      && qb_battle_board_find_action (self, QB_ACT_HIT, -1, -1, NULL))
    self->auto_source = g_idle_add (auto_allocate_cb, self);
}
