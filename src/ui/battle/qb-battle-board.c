/* qb-battle-board.c: the battle being fought, played with the blocks (see
 * the header).
 *
 * Everything shown comes from the session's view (qb_play_session_get_view)
 * and from the game's events as the viewer may read them (qb_event_for,
 * through the text layer): an enemy block the view does not identify is a
 * bare block back, counted from the view's public counts of the columns
 * and the reserve, and never carries a name. Every choice is one of the
 * session's legal actions, taken through qb_play_session_apply(), so the
 * curtain and the undo rules stay the session's.
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
#include "qb-ui-names.h"
#include "qb-ui-style.h"

G_DEFINE_FINAL_TYPE (QbBattleBoard, qb_battle_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_AUTO_ALLOCATE,
  PROP_FIRE_DURATION,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_SHOW_MAP,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update (QbBattleBoard *self);

/* ---- Acting through the session ------------------------------------------------ */

static gboolean
find_action (QbBattleBoard *self,
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
static gboolean
may_place (QbBattleBoard *self,
           int            block)
{
  return find_action (self, QB_ACT_DEPLOY, block, -1, NULL)
         || find_action (self, QB_ACT_COMMIT, block, -1, NULL);
}

/* What a click on the block itself does: fire, take a hit, embark. */
static gboolean
block_action (QbBattleBoard *self,
              int            block,
              QbAction      *out)
{
  return find_action (self, QB_ACT_FIRE, block, -1, out)
         || find_action (self, QB_ACT_HIT, block, -1, out)
         || find_action (self, QB_ACT_EMBARK, block, -1, out);
}

/* Why a block of the deciding player does nothing when clicked now: the
 * engine's reason for the action its click would take in this step, in
 * the player's language (NULL if it has an action, or the step takes no
 * block). Only ever asked for the deciding player's own blocks, whose
 * reasons tell nothing hidden. */
static const char *
why_not (QbBattleBoard *self,
         const QbView  *view,
         int            block)
{
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;
  GArray *actions = self->session != NULL ? qb_play_session_get_actions (self->session) : NULL;
  QbAction a = { QB_ACT_NONE, (uint8_t) block, 0, 0 };
  const char *reason = NULL;

  if (game == NULL || actions == NULL || actions->len == 0 || QB_BLOCK_SIDE (block) != view->decider
      || block_action (self, block, NULL) || may_place (self, block))
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
    /* The blocks that may take a hit are lit; the engine's reasons for
     * the others speak of pursuits and of the Ottawa in general, which a
     * player could take for a hint (22.4). */
    case QB_PHASE_ALLOCATE:
    default:
      return NULL;
    }
  if (qb_game_is_legal (game, a, &reason) || reason == NULL)
    return NULL;
  return qb_engine_reason_text (reason);
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
      update (self);
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
  if (find_action (self, QB_ACT_DEPLOY, block, slot, &action)
      || find_action (self, QB_ACT_COMMIT, block, slot, &action))
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

static void
block_activate_cb (GtkWidget     *widget,
                   QbBattleBoard *self)
{
  int block = qb_block_widget_get_face (QB_BLOCK_WIDGET (widget))->block;
  QbAction action;

  /* A replay's moment has nothing to act on. */
  if (block < 0 || self->session == NULL)
    return;
  if (block_action (self, block, &action))
    {
      apply (self, action);
      return;
    }
  if (may_place (self, block))
    {
      /* Picked: the columns it may go to light up and the first takes the
       * keyboard; picked again, it is put down. */
      self->picked = self->picked == block ? -1 : block;
      update (self);
      if (self->picked >= 0 && first_target (self) != NULL)
        gtk_widget_grab_focus (first_target (self));
      return;
    }
  gtk_widget_error_bell (widget);
  {
    const QbView *view = qb_play_session_get_view (self->session);
    const char *why = view != NULL ? why_not (self, view, block) : NULL;
    GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
    if (why != NULL && root != NULL)
      gtk_widget_activate_action (root, "win.toast", "s", why);
  }
}

static void
block_click_cb (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                QbBattleBoard   *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));

  gtk_widget_activate (widget);
}

static void
cell_activate_cb (QbBattleCell  *cell,
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

static void
cell_dropped_cb (QbBattleCell  *cell,
                 int            block,
                 QbBattleBoard *self)
{
  if (!place_in (self, block, qb_battle_cell_get_slot (cell)))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 QbBattleBoard *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int block = qb_block_widget_get_face (QB_BLOCK_WIDGET (widget))->block;

  if (block < 0 || !may_place (self, block))
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_INT, block);
}

static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag,
               QbBattleBoard *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (widget);

  gtk_drag_source_set_icon (source, icon, gtk_widget_get_width (widget) / 2,
                            gtk_widget_get_height (widget) / 2);
  self->picked = qb_block_widget_get_face (QB_BLOCK_WIDGET (widget))->block;
  update (self);
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

/* ---- What the view shows ----------------------------------------------------- */

static GtkWidget *
known_widget (QbBattleBoard *self,
              int            block)
{
  if (self->known[block] == NULL)
    {
      GtkWidget *w = qb_block_widget_new (FALSE);
      GtkGesture *click = gtk_gesture_click_new ();
      GtkDragSource *source = gtk_drag_source_new ();

      g_signal_connect (w, "activate", G_CALLBACK (block_activate_cb), self);
      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
      g_signal_connect (click, "released", G_CALLBACK (block_click_cb), self);
      gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (click));
      gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
      g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), self);
      g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), self);
      gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (source));
      /* Blocks are over the cells, under the header and the bar. */
      gtk_widget_insert_before (w, GTK_WIDGET (self), self->header_box);
      self->known[block] = w;
    }
  return self->known[block];
}

static GtkWidget *
hidden_widget (QbBattleBoard *self,
               int            i)
{
  if (self->hidden[i] == NULL)
    {
      GtkWidget *w = qb_block_widget_new (TRUE);
      gtk_widget_insert_before (w, GTK_WIDGET (self), self->header_box);
      self->hidden[i] = w;
    }
  return self->hidden[i];
}

static void
add_place (QbBattleBoard *self,
           GtkWidget     *widget,
           int            row,
           int            cell)
{
  self->places[self->n_places].widget = widget;
  self->places[self->n_places].row = row;
  self->places[self->n_places].cell = cell;
  self->n_places++;
}

static int
cell_of_slot (int slot)
{
  return slot <= QB_SLOT_SKIRMISH ? slot : QB_BATTLE_CELL_ASIDE;
}

/* The block's words on the battle board: its own (qb-block-widget.c)
 * with its place in the battle. */
static void
describe_place (GtkWidget  *widget,
                int         slot,
                gboolean    fired,
                const char *why)
{
  const char *label = qb_block_widget_get_label (QB_BLOCK_WIDGET (widget));
  g_autofree char *text = NULL;

  if (fired)
    /* Translators: a block on the battle board: %1$s describes it, %2$s
     * is its place ("Left column"). */
    text = g_strdup_printf (C_("battle block", "%1$s; %2$s; fired this turn"), label,
                            qb_battle_slot_name (slot));
  else
    /* Translators: a block on the battle board: %1$s describes it, %2$s
     * is its place ("Left column"). */
    text = g_strdup_printf (C_("battle block", "%1$s; %2$s"), label, qb_battle_slot_name (slot));
  if (why != NULL)
    {
      /* Translators: after a block's description on the battle board,
       * why clicking it does nothing now; %s is the engine's reason. */
      char *more = g_strdup_printf (C_("battle block", "%1$s. Not now: %2$s"), text, why);
      g_free (text);
      text = more;
    }
  gtk_widget_set_tooltip_text (widget, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/* The battle's events as the viewer sees them: the last fire (for the
 * dice), the last sentence (for the status line) and the decoys removed
 * before it (10.2). */
static void
read_events (QbBattleBoard *self,
             const QbView  *view,
             GString       *note)
{
  int viewer = qb_battle_board_shown_viewer (self);
  guint n = 0;
  const QbEvent *events = qb_battle_board_shown_events (self, &n);
  guint start = n;
  g_autofree char *status = NULL;
  g_autofree char *rout = NULL;
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (QbEvent));
  /* The game being played; none for a replay's moment, whose steps
   * forward animate like play and whose steps back reset. */
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;

  self->have_fire = FALSE;
  g_clear_pointer (&self->double_text, g_free);
  /* Another game, or an undo: nothing of the past is animated. */
  if (game != self->seen_game || n < self->seen_events)
    {
      qb_battle_board_motion_reset (self, n);
      self->seen_game = game;
    }
  while (start > 0 && events[start - 1].type != QB_EV_BATTLE && events[start - 1].type != QB_EV_RAID
         && events[start - 1].type != QB_EV_SCOUT)
    start--;
  if (start > 0)
    start--;
  for (guint i = start; i < n; i++)
    {
      QbEvent ev;
      if (!qb_event_for (&events[i], viewer, &ev))
        continue;
      g_array_append_val (seen, ev);
      if (i >= self->seen_events)
        qb_battle_board_motion_note (self, &ev);
      if (ev.type == QB_EV_FIRE || ev.type == QB_EV_PURSUIT)
        {
          self->fire = ev;
          self->have_fire = TRUE;
        }
      if (ev.type == QB_EV_DECOYS_REMOVED)
        {
          g_autofree char *text = qb_event_text (&ev, self->edition, viewer);
          if (text != NULL)
            g_string_append_printf (note, "%s%s", note->len > 0 ? " " : "", text);
        }
      g_free (status);
      status = qb_event_text (&ev, self->edition, viewer);
    }
  if (self->have_fire)
    self->double_text = qb_battle_double_text (&self->fire);
  self->seen_events = n;
  qb_battle_board_motion_start (self);
  /* A rout and its pursuit (16.x): a banner, from the same events. */
  rout = qb_battle_rout_text ((const QbEvent *) seen->data, seen->len);
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->banner)), rout != NULL ? rout : "") != 0)
    gtk_label_set_text (GTK_LABEL (self->banner), rout != NULL ? rout : "");
  gtk_widget_set_visible (self->banner, rout != NULL);
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->status)), status != NULL ? status : "") != 0)
    gtk_label_set_text (GTK_LABEL (self->status), status != NULL ? status : "");
}

static void
show_map_clicked_cb (QbBattleBoard *self)
{
  g_signal_emit (self, signals[SIGNAL_SHOW_MAP], 0);
}

static void
update_buttons (QbBattleBoard *self,
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
      gtk_box_append (GTK_BOX (self->buttons), button);
    }
  /* A retreat is a place on the map: the map shows where the blocks may
   * go, lit, with what each way costs (the play view's retreat mode); the
   * buttons before this one stay the path without the map. */
  if (find_action (self, QB_ACT_RETREAT, -1, -1, NULL))
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("Retreat on the _Map…"));
      gtk_widget_set_tooltip_text (button, _("Show the map with the zones the blocks may retreat to"));
      gtk_widget_set_name (button, "show_map");
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (show_map_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->buttons), button);
    }
  /* The buttons' row is there only with buttons, so that the field keeps
   * its room the rest of the time. */
  gtk_widget_set_visible (self->buttons, gtk_widget_get_first_child (self->buttons) != NULL);
}

static void
history_clicked_cb (QbBattleBoard *self)
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

static void
maybe_auto_allocate (QbBattleBoard *self,
                     const QbView  *view)
{
  if (self->auto_allocate && self->auto_source == 0 && view->phase == QB_PHASE_ALLOCATE
      && find_action (self, QB_ACT_HIT, -1, -1, NULL))
    self->auto_source = g_idle_add (auto_allocate_cb, self);
}

/* How many of the retreating side's blocks that left in the retreat the
 * viewer does not identify: those the retreat moved (its public event)
 * less those eliminated since (public too) and those the view names. */
static int
retreated_hidden (QbBattleBoard *self,
                  const QbView  *view,
                  int            known)
{
  int viewer = qb_battle_board_shown_viewer (self);
  guint n = 0;
  const QbEvent *events = qb_battle_board_shown_events (self, &n);
  int side = view->battle.retreat_side, moved = -1;

  for (guint i = 0; i < n; i++)
    {
      QbEvent ev;
      if (events[i].type == QB_EV_BATTLE || events[i].type == QB_EV_RAID || events[i].type == QB_EV_SCOUT)
        moved = -1;
      if (!qb_event_for (&events[i], viewer, &ev) || ev.side != side)
        continue;
      if (ev.type == QB_EV_RETREAT && ev.zone == view->battle.retreat_zone)
        moved = ev.b;
      else if (ev.type == QB_EV_ELIMINATED && moved > 0)
        moved--;
    }
  return MAX (0, moved - known);
}

static void
update (QbBattleBoard *self)
{
  const QbView *view = qb_battle_board_shown_view (self);
  int viewer, zone, defender;
  int known_in[2][QB_BATTLE_N_CELLS] = { { 0 } };
  int hidden_in[2][QB_BATTLE_N_CELLS] = { { 0 } };
  int n_hidden = 0;
  gboolean shown[QB_NUM_BLOCKS] = { FALSE };
  g_autoptr(GString) note = g_string_new (NULL);

  self->has_battle = view != NULL && view->battle.active && qb_phase_is_battle (view->phase);
  self->n_places = 0;
  if (!self->has_battle)
    {
      self->picked = -1;
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        if (self->known[b] != NULL)
          gtk_widget_set_visible (self->known[b], FALSE);
      for (int i = 0; i < N_HIDDEN; i++)
        if (self->hidden[i] != NULL)
          gtk_widget_set_visible (self->hidden[i], FALSE);
      for (int r = 0; r < 2; r++)
        for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
          gtk_widget_set_visible (self->cells[r][c], FALSE);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      return;
    }

  viewer = qb_battle_board_shown_viewer (self);
  zone = view->battle.zone;
  defender = view->battle.defender;
  self->edition = view->options.edition;
  self->skirmish = view->battle.skirmish;
  if (self->picked >= 0 && !may_place (self, self->picked))
    self->picked = -1;

  /* The blocks the viewer identifies, where the view puts them. */
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbViewBlock *vb = &view->blocks[b];
      int side = QB_BLOCK_SIDE (b);
      if (vb->loc != zone || vb->type == QB_UNKNOWN)
        continue;
      int row = qb_battle_row_of_side (side, viewer, defender);
      int cell = cell_of_slot (vb->slot);
      GtkWidget *w = known_widget (self, b);
      QbBlockFace face = { 0 };
      QbAction action;
      gboolean fired = (vb->flags & QB_BF_FIRED) != 0;
      gboolean acts = block_action (self, b, &action);
      gboolean placeable = may_place (self, b);

      face.block = b;
      face.side = side;
      face.type = vb->type;
      face.cv = vb->cv;
      face.max_cv = qb_unit_info (self->edition, b)->max_cv;
      face.loc = zone;
      face.edition = self->edition;
      face.own = side == viewer;
      qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &face);
      describe_place (w, vb->slot, fired, why_not (self, view, b));
      /* The blocks that may act are lit; picked, only the picked one. */
      qb_block_widget_set_selected (QB_BLOCK_WIDGET (w),
                                    self->picked >= 0 ? b == self->picked : acts);
      gtk_widget_set_focusable (w, acts || placeable);
      gtk_widget_set_opacity (w, fired ? 0.45 : 1.0);
      gtk_widget_set_visible (w, TRUE);
      add_place (self, w, row, cell);
      known_in[row][cell]++;
      shown[b] = TRUE;
    }

  /* The blocks it does not: block backs, as many as the public counts
   * say stand in each place. */
  for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
    {
      int row = qb_battle_row_of_side (side, viewer, defender);
      int placed = view->reserve_count[side];
      int want[QB_BATTLE_N_CELLS] = { 0 };

      /* The view counts the reserve apart (its column_count[][3] is 0). */
      want[QB_SLOT_RESERVE] = view->reserve_count[side];
      for (int slot = 0; slot <= QB_SLOT_SKIRMISH; slot++)
        if (slot != QB_SLOT_RESERVE)
          {
            want[slot] = view->column_count[side][slot];
            placed += view->column_count[side][slot];
          }
      want[QB_BATTLE_CELL_ASIDE] = MAX (0, view->count[side][zone] - placed);
      for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
        {
          int missing = want[c] - known_in[row][c];
          for (int k = 0; k < missing && n_hidden < N_HIDDEN; k++)
            {
              GtkWidget *w = hidden_widget (self, n_hidden++);
              QbBlockFace face = { 0 };
              face.block = -1;
              face.side = side;
              face.type = -1;
              face.cv = -1;
              face.loc = zone;
              face.edition = self->edition;
              qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &face);
              describe_place (w, c == QB_BATTLE_CELL_ASIDE ? QB_SLOT_NONE : c, FALSE, NULL);
              gtk_widget_set_visible (w, TRUE);
              add_place (self, w, row, c);
              hidden_in[row][c]++;
            }
        }
    }
  /* The blocks of a retreat that are still the battle's: they left its
   * zone but may take the pursuit's hits (16.2, 17.2), aside under
   * "Retreated" until the retreat is over. */
  if (view->battle.retreat_side <= QB_FRENCH && view->battle.retreat_zone < QB_NUM_ZONES)
    {
      int side = view->battle.retreat_side;
      int row = qb_battle_row_of_side (side, viewer, defender);
      int known_retreated = 0, hidden;

      for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
        {
          const QbViewBlock *vb = &view->blocks[b];
          if (vb->loc != view->battle.retreat_zone || vb->slot != QB_SLOT_RETREATED || vb->type == QB_UNKNOWN
              || shown[b])
            continue;
          GtkWidget *w = known_widget (self, b);
          QbBlockFace face = { 0 };
          gboolean acts = block_action (self, b, NULL);

          face.block = b;
          face.side = side;
          face.type = vb->type;
          face.cv = vb->cv;
          face.max_cv = qb_unit_info (self->edition, b)->max_cv;
          face.loc = vb->loc;
          face.edition = self->edition;
          face.own = side == viewer;
          qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &face);
          describe_place (w, QB_SLOT_RETREATED, FALSE, NULL);
          qb_block_widget_set_selected (QB_BLOCK_WIDGET (w), acts);
          gtk_widget_set_focusable (w, acts);
          gtk_widget_set_opacity (w, 1.0);
          gtk_widget_set_visible (w, TRUE);
          add_place (self, w, row, QB_BATTLE_CELL_ASIDE);
          known_in[row][QB_BATTLE_CELL_ASIDE]++;
          shown[b] = TRUE;
          known_retreated++;
        }
      /* Those it may not identify, as block backs. */
      hidden = retreated_hidden (self, view, known_retreated);
      for (int k = 0; k < hidden && n_hidden < N_HIDDEN; k++)
        {
          GtkWidget *w = hidden_widget (self, n_hidden++);
          QbBlockFace face = { 0 };
          face.block = -1;
          face.side = side;
          face.type = -1;
          face.cv = -1;
          face.loc = view->battle.retreat_zone;
          face.edition = self->edition;
          qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &face);
          describe_place (w, QB_SLOT_RETREATED, FALSE, NULL);
          gtk_widget_set_visible (w, TRUE);
          add_place (self, w, row, QB_BATTLE_CELL_ASIDE);
          hidden_in[row][QB_BATTLE_CELL_ASIDE]++;
        }
    }
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (!shown[b] && self->known[b] != NULL)
      gtk_widget_set_visible (self->known[b], FALSE);
  for (int i = n_hidden; i < N_HIDDEN; i++)
    if (self->hidden[i] != NULL)
      gtk_widget_set_visible (self->hidden[i], FALSE);

  /* Each block's place among its cell's. */
  {
    int next[2][QB_BATTLE_N_CELLS] = { { 0 } };
    for (int i = 0; i < self->n_places; i++)
      {
        int r = self->places[i].row, c = self->places[i].cell;
        self->places[i].index = next[r][c]++;
        self->places[i].count = known_in[r][c] + hidden_in[r][c];
      }
  }
  self->aside = known_in[0][QB_BATTLE_CELL_ASIDE] + hidden_in[0][QB_BATTLE_CELL_ASIDE]
                + known_in[1][QB_BATTLE_CELL_ASIDE] + hidden_in[1][QB_BATTLE_CELL_ASIDE] > 0;

  /* The cells: those the layout shows (qb-battle-geometry.c: a skirmish
   * has one line and no reserve), their names, and where the picked block
   * may go. Hidden, not just left out of the layout, so that screen
   * readers meet only what is on the screen. */
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
      {
        QbBattleCell *cell = QB_BATTLE_CELL (self->cells[r][c]);
        gboolean laid_out = c == QB_BATTLE_CELL_ASIDE ? self->aside
                            : self->skirmish ? c == QB_SLOT_SKIRMISH : c != QB_SLOT_SKIRMISH;
        gtk_widget_set_visible (GTK_WIDGET (cell), laid_out);
        int side = qb_battle_row_of_side (QB_BRITISH, viewer, defender) == r ? QB_BRITISH : QB_FRENCH;
        int n = known_in[r][c] + hidden_in[r][c];
        const char *name = c == QB_BATTLE_CELL_ASIDE
          ? (view->phase == QB_PHASE_DEPLOY ? qb_battle_slot_name (QB_SLOT_NONE)
                                            : qb_battle_slot_name (QB_SLOT_RETREATED))
          : qb_battle_slot_name (c);
        /* Translators: a place on the battle board for screen readers:
         * %1$s the side ("British"), %2$s the place ("Left column"), %3$d
         * its blocks. */
        g_autofree char *detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s %2$s, %3$d block",
                                                                "%1$s %2$s, %3$d blocks", n),
                                                   qb_ui_side_name (side), name, n);
        qb_battle_cell_set_text (cell, name, detail);
        qb_battle_cell_set_target (cell, self->picked >= 0
                                   && QB_BLOCK_SIDE (self->picked) == side
                                   && c <= 2 && (find_action (self, QB_ACT_DEPLOY, self->picked, c, NULL)
                                                 || find_action (self, QB_ACT_COMMIT, self->picked, c, NULL)));
        if (self->picked >= 0 && c == QB_SLOT_RESERVE && QB_BLOCK_SIDE (self->picked) == side
            && find_action (self, QB_ACT_DEPLOY, self->picked, QB_SLOT_RESERVE, NULL))
          qb_battle_cell_set_target (cell, TRUE);
        gtk_widget_remove_css_class (GTK_WIDGET (cell), "british");
        gtk_widget_remove_css_class (GTK_WIDGET (cell), "french");
        gtk_widget_add_css_class (GTK_WIDGET (cell), side == QB_BRITISH ? "british" : "french");
      }

  /* The words: the header, what a deployment lacks, the decoys removed
   * (10.2), the last thing that happened. */
  {
    g_autofree char *header = qb_battle_header (view);
    int side = view->decider;
    g_autofree char *missing = NULL;
    if (side == viewer || viewer == QB_NO_SIDE)
      missing = qb_battle_deploy_missing (view, side);
    gtk_label_set_text (GTK_LABEL (self->header), header);
    read_events (self, view, note);
    g_autofree char *embark = qb_battle_embark_note (view);
    if (missing != NULL)
      g_string_prepend (note, missing);
    if (embark != NULL)
      g_string_prepend (note, embark);
    gtk_label_set_text (GTK_LABEL (self->note), note->str);
    gtk_widget_set_visible (self->note, note->len > 0);
  }
  update_buttons (self, view);
  qb_battle_board_update_odds (self, view);
  maybe_auto_allocate (self, view);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
qb_battle_board_refresh (QbBattleBoard *self)
{
  update (self);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
session_changed_cb (QbBattleBoard *self)
{
  update (self);
}

static void
qb_battle_board_dispose (GObject *object)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (object);
  GtkWidget *child;

  g_clear_handle_id (&self->auto_source, g_source_remove);
  qb_battle_board_motion_dispose (self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  memset (self->known, 0, sizeof self->known);
  memset (self->hidden, 0, sizeof self->hidden);
  memset (self->cells, 0, sizeof self->cells);
  self->n_places = 0;
  g_clear_pointer (&self->double_text, g_free);
  qb_battle_board_replay_clear (self);
  G_OBJECT_CLASS (qb_battle_board_parent_class)->dispose (object);
}

static void
qb_battle_board_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (object);

  switch (prop_id)
    {
    case PROP_AUTO_ALLOCATE:
      g_value_set_boolean (value, self->auto_allocate);
      break;
    case PROP_FIRE_DURATION:
      g_value_set_uint (value, self->fire_duration);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_battle_board_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (object);

  switch (prop_id)
    {
    case PROP_AUTO_ALLOCATE:
      qb_battle_board_set_auto_allocate (self, g_value_get_boolean (value));
      break;
    case PROP_FIRE_DURATION:
      if (self->fire_duration != g_value_get_uint (value))
        {
          self->fire_duration = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_battle_board_class_init (QbBattleBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_battle_board_dispose;
  object_class->get_property = qb_battle_board_get_property;
  object_class->set_property = qb_battle_board_set_property;

  /**
   * QbBattleBoard:auto-allocate:
   *
   * Whether hits go by themselves to the strongest block that may take
   * them (the auto-allocate-hits preference).
   */
  props[PROP_AUTO_ALLOCATE] =
    g_param_spec_boolean ("auto-allocate", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * QbBattleBoard:fire-duration:
   *
   * How long the dice of a fire roll in and a block hit flashes, in
   * milliseconds (the animation-speed preference); 0 for none. Reduced
   * motion (gtk-enable-animations off) skips them whatever this says.
   */
  props[PROP_FIRE_DURATION] =
    g_param_spec_uint ("fire-duration", NULL, NULL, 0, 5000, 400,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  /**
   * QbBattleBoard::show-map:
   *
   * The player asked to choose a retreat on the map (its button on the
   * board): the window shows the map with the retreats lit.
   */
  signals[SIGNAL_SHOW_MAP] = g_signal_new ("show-map", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  widget_class->measure = qb_battle_board_measure;
  widget_class->size_allocate = qb_battle_board_size_allocate;
  widget_class->snapshot = qb_battle_board_snapshot;
  gtk_widget_class_set_css_name (widget_class, "battleboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
qb_battle_board_init (QbBattleBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->picked = -1;
  self->fire_duration = 400;
  self->motion_t = 1;
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
      {
        GtkWidget *cell = qb_battle_cell_new (r, c);
        g_signal_connect (cell, "activate", G_CALLBACK (cell_activate_cb), self);
        g_signal_connect (cell, "block-dropped", G_CALLBACK (cell_dropped_cb), self);
        gtk_widget_set_visible (cell, FALSE);
        gtk_widget_set_parent (cell, widget);
        self->cells[r][c] = cell;
      }

  self->header_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  self->header = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->header), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->header), 0);
  gtk_widget_add_css_class (self->header, "heading");
  gtk_box_append (GTK_BOX (self->header_box), self->header);
  /* The rout banner (16.x): a live region, so that it is announced. */
  self->banner = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  gtk_label_set_wrap (GTK_LABEL (self->banner), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->banner), 0);
  gtk_widget_add_css_class (self->banner, "battle-rout");
  gtk_widget_set_visible (self->banner, FALSE);
  gtk_box_append (GTK_BOX (self->header_box), self->banner);
  self->note = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->note), 0);
  gtk_widget_add_css_class (self->note, "battle-note");
  gtk_widget_set_visible (self->note, FALSE);
  gtk_box_append (GTK_BOX (self->header_box), self->note);
  /* The odds of the decision at hand (qb-battle-board-odds.c), under the
   * note: a line of their own, so that the bottom bar keeps its room for
   * the status and the decision's buttons. */
  self->odds_slot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_name (self->odds_slot, "odds_slot");
  gtk_widget_set_visible (self->odds_slot, FALSE);
  gtk_box_append (GTK_BOX (self->header_box), self->odds_slot);
  gtk_widget_set_parent (self->header_box, widget);

  /* The bar: the status and History on a row, the decision's buttons on
   * one of their own under it. On one row, the buttons left the status a
   * narrow column to wrap in, and the field lost its height to it (at
   * 1024x600 the blocks got small). */
  self->bar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  {
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
    /* The status line: the last thing that happened, as the log says it;
     * a live region, so that screen readers say each fire and hit (the
     * whole sentence). Two lines at most on the screen: the log has the
     * whole of it too. */
    self->status = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
    gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);
    gtk_label_set_lines (GTK_LABEL (self->status), 2);
    gtk_label_set_ellipsize (GTK_LABEL (self->status), PANGO_ELLIPSIZE_END);
    gtk_label_set_xalign (GTK_LABEL (self->status), 0);
    gtk_widget_set_hexpand (self->status, TRUE);
    gtk_widget_add_css_class (self->status, "dim-label");
    gtk_box_append (GTK_BOX (row), self->status);
    self->history_button = gtk_button_new_with_label (_("History"));
    gtk_widget_set_tooltip_text (self->history_button, _("The battle so far, turn by turn"));
    gtk_widget_set_valign (self->history_button, GTK_ALIGN_CENTER);
    g_signal_connect_swapped (self->history_button, "clicked", G_CALLBACK (history_clicked_cb), self);
    gtk_box_append (GTK_BOX (row), self->history_button);
    gtk_box_append (GTK_BOX (self->bar), row);
  }
  self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (self->buttons, GTK_ALIGN_END);
  gtk_widget_set_visible (self->buttons, FALSE);
  gtk_box_append (GTK_BOX (self->bar), self->buttons);
  gtk_widget_set_parent (self->bar, widget);

  qb_ui_follow_dark_style (widget);
}

GtkWidget *
qb_battle_board_new (void)
{
  return g_object_new (QB_TYPE_BATTLE_BOARD, NULL);
}

void
qb_battle_board_set_session (QbBattleBoard *self,
                             QbPlaySession *session)
{
  g_return_if_fail (QB_IS_BATTLE_BOARD (self));
  g_return_if_fail (session == NULL || QB_IS_PLAY_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self,
                             G_CONNECT_SWAPPED);
  self->picked = -1;
  update (self);
}

QbPlaySession *
qb_battle_board_get_session (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), NULL);
  return self->session;
}

void
qb_battle_board_set_auto_allocate (QbBattleBoard *self,
                                   gboolean       auto_allocate)
{
  const QbView *view;

  g_return_if_fail (QB_IS_BATTLE_BOARD (self));

  auto_allocate = !!auto_allocate;
  if (self->auto_allocate == auto_allocate)
    return;
  self->auto_allocate = auto_allocate;
  view = self->session != NULL ? qb_play_session_get_view (self->session) : NULL;
  if (view != NULL)
    maybe_auto_allocate (self, view);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_AUTO_ALLOCATE]);
}

gboolean
qb_battle_board_get_auto_allocate (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), FALSE);
  return self->auto_allocate;
}

gboolean
qb_battle_board_has_battle (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), FALSE);
  return self->has_battle;
}

int
qb_battle_board_get_picked (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), -1);
  return self->picked;
}

const char *
qb_battle_board_get_header (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->header));
}

const char *
qb_battle_board_get_note (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->note));
}

const char *
qb_battle_board_get_banner (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), NULL);
  return gtk_widget_get_visible (self->banner) ? gtk_label_get_text (GTK_LABEL (self->banner)) : NULL;
}

const char *
qb_battle_board_get_status (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->status));
}

GtkWidget *
qb_battle_board_get_block_widget (QbBattleBoard *self,
                                  int            block)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), NULL);
  g_return_val_if_fail (block >= 0 && block < QB_NUM_BLOCKS, NULL);
  return self->known[block] != NULL && gtk_widget_get_visible (self->known[block])
         ? self->known[block] : NULL;
}

GtkWidget *
qb_battle_board_get_cell (QbBattleBoard *self,
                          int            row,
                          int            slot)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), NULL);
  g_return_val_if_fail (row >= 0 && row < 2 && slot >= 0 && slot < QB_BATTLE_N_CELLS, NULL);
  return self->cells[row][slot];
}

GtkWidget *
qb_battle_board_get_odds_slot (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), NULL);
  return self->odds_slot;
}
