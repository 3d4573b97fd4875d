/* qb-battle-board.c: the battle being fought, played with the blocks (see
 * the header): the GObject (properties, ::show-map, the widgets it is
 * made of) and its API. What it shows is read in qb-battle-board-view.c,
 * what a click means in qb-battle-board-input.c, the layout and the dice
 * in qb-battle-board-draw.c.
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

/* qb-battle-board-input.c: the "Retreat on the Map…" button. */
void
qb_battle_board_emit_show_map (QbBattleBoard *self)
{
  g_signal_emit (self, signals[SIGNAL_SHOW_MAP], 0);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
session_changed_cb (QbBattleBoard *self)
{
  qb_battle_board_refresh (self);
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
        g_signal_connect (cell, "activate", G_CALLBACK (qb_battle_board_cell_activated), self);
        g_signal_connect (cell, "block-dropped", G_CALLBACK (qb_battle_board_cell_dropped), self);
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
    g_signal_connect_swapped (self->history_button, "clicked", G_CALLBACK (qb_battle_board_history_clicked), self);
    gtk_box_append (GTK_BOX (row), self->history_button);
    gtk_box_append (GTK_BOX (self->bar), row);
  }
  /* Rows of at most three buttons: six places to withdraw to would
   * otherwise widen the board past the window. */
  self->buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
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
  qb_battle_board_refresh (self);
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
    qb_battle_board_maybe_auto_allocate (self, view);
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
