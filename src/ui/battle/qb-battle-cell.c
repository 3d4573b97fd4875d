/* qb-battle-cell.c: one place of a side on the battle board (see the
 * header). Its frame is CSS (battlecell in style.css); it only knows its
 * row, its slot and whether a block may go there. */
#include "qb-battle-cell.h"

struct _QbBattleCell
{
  GtkWidget parent_instance;

  GtkWidget *label;
  char *name;
  int row;
  int slot;
  gboolean target;
};

enum {
  ACTIVATE,
  BLOCK_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QbBattleCell, qb_battle_cell, GTK_TYPE_WIDGET)

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   QbBattleCell    *self)
{
  if (self->target)
    g_signal_emit (self, signals[ACTIVATE], 0);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         QbBattleCell  *self)
{
  if (!G_VALUE_HOLDS_INT (value))
    return FALSE;
  g_signal_emit (self, signals[BLOCK_DROPPED], 0, g_value_get_int (value));
  return TRUE;
}

static void
qb_battle_cell_dispose (GObject *object)
{
  QbBattleCell *self = QB_BATTLE_CELL (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->name, g_free);
  G_OBJECT_CLASS (qb_battle_cell_parent_class)->dispose (object);
}

static void
qb_battle_cell_class_init (QbBattleCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_battle_cell_dispose;

  /**
   * QbBattleCell::activate:
   *
   * The cell was clicked, or Enter was pressed on it, while a target.
   */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * QbBattleCell::block-dropped:
   * @block: the block's id
   *
   * A block was dragged onto the cell.
   */
  signals[BLOCK_DROPPED] = g_signal_new ("block-dropped", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "battlecell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
qb_battle_cell_init (QbBattleCell *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);

  /* The name sits at the top; the blocks are laid over the rest. */
  self->label = gtk_label_new (NULL);
  gtk_widget_set_valign (self->label, GTK_ALIGN_START);
  gtk_widget_set_halign (self->label, GTK_ALIGN_START);
  gtk_label_set_ellipsize (GTK_LABEL (self->label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->label, "caption");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);

  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

GtkWidget *
qb_battle_cell_new (int row,
                    int slot)
{
  QbBattleCell *self = g_object_new (QB_TYPE_BATTLE_CELL, NULL);

  self->row = row;
  self->slot = slot;
  return GTK_WIDGET (self);
}

int
qb_battle_cell_get_row (QbBattleCell *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_CELL (self), -1);
  return self->row;
}

int
qb_battle_cell_get_slot (QbBattleCell *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_CELL (self), -1);
  return self->slot;
}

void
qb_battle_cell_set_text (QbBattleCell *self,
                         const char   *name,
                         const char   *detail)
{
  g_return_if_fail (QB_IS_BATTLE_CELL (self));

  if (g_strcmp0 (self->name, name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name);
      gtk_label_set_text (GTK_LABEL (self->label), name);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, detail != NULL ? detail : name,
                                  -1);
}

const char *
qb_battle_cell_get_name (QbBattleCell *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_CELL (self), NULL);
  return self->name;
}

void
qb_battle_cell_set_target (QbBattleCell *self,
                           gboolean      target)
{
  g_return_if_fail (QB_IS_BATTLE_CELL (self));

  target = !!target;
  if (self->target == target)
    return;
  self->target = target;
  gtk_widget_set_focusable (GTK_WIDGET (self), target);
  if (target)
    gtk_widget_add_css_class (GTK_WIDGET (self), "target");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "target");
  /* A target is a button for screen readers; else a group of blocks. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_DISABLED, !target, -1);
}

gboolean
qb_battle_cell_get_target (QbBattleCell *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_CELL (self), FALSE);
  return self->target;
}
