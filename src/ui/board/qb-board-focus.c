/* qb-board-focus.c: QbBoard's keyboard focus. Part of QbBoard (see
 * qb-board.c).
 *
 * Zones are not widgets (GTK 4.8 has no accessible objects that are not
 * widgets), so the board keeps a focus index over them and its accessible
 * description follows the focused zone. The board is one Tab stop: Tab
 * enters it at the zone focused last (the first zone in reading order the
 * first time) and the next Tab leaves it, so crossing the board takes one
 * key press, not one per zone and block. Inside:
 *
 * - the arrows move to the nearest zone in that direction;
 * - Enter or Space activates the focused zone, or the focused block;
 * - Alt+Right (or Alt+Down) and Alt+Left (or Alt+Up) step through the
 *   viewer's blocks: those of the focused zone first, then on through the
 *   zones in reading order, and the ships on the river last;
 * - Escape goes back from a block to its zone.
 *
 * The viewer's own blocks (and enemy blocks the viewer has seen) are
 * focusable child widgets; the hidden enemy blocks are not, but every
 * block is an accessible child of the board with its name, so a screen
 * reader reaches them all.
 */
#include "qb-board-private.h"

#include <math.h>

#include "qb-block-widget.h"

typedef struct {
  int zone;          /* a zone, or -1 for a block */
  GtkWidget *block;
} FocusItem;

int
qb_board_child_zone (GtkWidget *child)
{
  return qb_block_widget_get_face (QB_BLOCK_WIDGET (child))->loc;
}

/* Zones in reading order, each followed by its focusable blocks; ships at
 * the end. */
static GArray *
focus_chain (QbBoard *self)
{
  GArray *chain = g_array_new (FALSE, FALSE, sizeof (FocusItem));
  GtkWidget *widget = GTK_WIDGET (self);

  for (int i = 0; i < QB_NUM_ZONES; i++)
    {
      FocusItem item = { qb_board_tab_order[i], NULL };
      g_array_append_val (chain, item);
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
        if (QB_IS_BLOCK_WIDGET (c) && gtk_widget_get_focusable (c) && qb_board_child_zone (c) == qb_board_tab_order[i])
          {
            FocusItem b = { -1, c };
            g_array_append_val (chain, b);
          }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (QB_IS_BLOCK_WIDGET (c) && gtk_widget_get_focusable (c) && qb_board_child_zone (c) >= QB_NUM_ZONES)
      {
        FocusItem b = { -1, c };
        g_array_append_val (chain, b);
      }
  return chain;
}

/* The zone to start from: the one focused last, else the first. */
static int
current_zone (QbBoard *self)
{
  return self->focus_zone >= 0 ? self->focus_zone : qb_board_tab_order[0];
}

/* The focused block, if a block has the focus. */
static GtkWidget *
focused_block (QbBoard *self)
{
  GtkWidget *child = gtk_widget_get_focus_child (GTK_WIDGET (self));

  return child != NULL && QB_IS_BLOCK_WIDGET (child) ? child : NULL;
}

void
qb_board_focus_zone (QbBoard *self,
                     int      zone)
{
  self->focus_zone = zone;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  qb_board_update_accessible_description (self);
  /* Zoomed, the zone comes into view with the focus. */
  if (zone >= 0 && zone < QB_NUM_ZONES)
    {
      QbRect bounds;
      qb_polyline_bounds (&qb_board_geometry_get ()->zones[zone].outline, &bounds);
      qb_board_reveal (self, &bounds);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
focus_block (QbBoard   *self,
             GtkWidget *block)
{
  /* A ship lies on a river area, not in a zone: the zone focused last
   * stays the one to go back to. */
  if (qb_board_child_zone (block) < QB_NUM_ZONES)
    {
      self->focus_zone = qb_board_child_zone (block);
      qb_board_update_accessible_description (self);
    }
  gtk_widget_grab_focus (block);
  {
    double bx, by;
    qb_block_widget_get_position (QB_BLOCK_WIDGET (block), &bx, &by);
    qb_board_reveal (self, &(QbRect) { bx, by, QB_BOARD_BLOCK_SIZE, QB_BOARD_BLOCK_SIZE });
  }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The nearest zone in a direction, by the centres of their names. */
static int
zone_towards (int from, GtkDirectionType dir)
{
  const QbBoardGeometry *geometry = qb_board_geometry_get ();
  QbPoint p = geometry->zones[from].label;
  int best = -1;
  double best_score = G_MAXDOUBLE;

  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      if (z == from)
        continue;
      QbPoint q = geometry->zones[z].label;
      double dx = q.x - p.x, dy = q.y - p.y;
      double along, across;
      switch (dir)
        {
        case GTK_DIR_LEFT: along = -dx; across = dy; break;
        case GTK_DIR_RIGHT: along = dx; across = dy; break;
        case GTK_DIR_UP: along = -dy; across = dx; break;
        case GTK_DIR_DOWN: along = dy; across = dx; break;
        case GTK_DIR_TAB_FORWARD:
        case GTK_DIR_TAB_BACKWARD:
        default: return -1;
        }
      if (along <= 1)
        continue;
      double score = along + 2.5 * fabs (across);
      if (score < best_score)
        {
          best_score = score;
          best = z;
        }
    }
  return best;
}

static int
tab_index (int zone)
{
  for (int i = 0; i < QB_NUM_ZONES; i++)
    if (qb_board_tab_order[i] == zone)
      return i;
  return 0;
}

/* GtkWidget::focus: Tab enters and leaves, the arrows go by the map. */
static gboolean
qb_board_focus (GtkWidget        *widget,
                GtkDirectionType  dir)
{
  QbBoard *self = QB_BOARD (widget);
  GtkWidget *block = focused_block (self);
  gboolean inside = gtk_widget_is_focus (widget) || block != NULL;

  if (dir == GTK_DIR_TAB_FORWARD || dir == GTK_DIR_TAB_BACKWARD)
    {
      if (inside)
        return FALSE;   /* one Tab stop: the next Tab goes on past the board */
      qb_board_focus_zone (self, current_zone (self));
      return TRUE;
    }

  /* Arrows move between zones, by where they lie on the map; from a
   * block, from its zone. */
  int from = current_zone (self);
  if (block != NULL && qb_board_child_zone (block) < QB_NUM_ZONES)
    from = qb_board_child_zone (block);
  if (!inside)
    {
      qb_board_focus_zone (self, from);
      return TRUE;
    }
  int to = zone_towards (from, dir);
  if (to < 0)
    {
      int step = dir == GTK_DIR_RIGHT || dir == GTK_DIR_DOWN ? 1 : QB_NUM_ZONES - 1;
      to = qb_board_tab_order[(tab_index (from) + step) % QB_NUM_ZONES];
    }
  qb_board_focus_zone (self, to);
  return TRUE;
}

/* The board itself takes the focus (gtk_widget_grab_focus() from Escape in
 * an entry, say), on the zone focused last. */
static gboolean
qb_board_grab_focus (GtkWidget *widget)
{
  QbBoard *self = QB_BOARD (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root == NULL || !gtk_widget_get_focusable (widget))
    return FALSE;
  if (self->focus_zone < 0)
    {
      self->focus_zone = qb_board_tab_order[0];
      qb_board_update_accessible_description (self);
    }
  gtk_root_set_focus (root, widget);
  return TRUE;
}

/* Escape works only while a block has the focus: elsewhere it is not the
 * board's, and goes on to the widgets around it. */
static void
qb_board_set_focus_child (GtkWidget *widget,
                          GtkWidget *child)
{
  GTK_WIDGET_CLASS (g_type_class_peek (GTK_TYPE_WIDGET))->set_focus_child (widget, child);
  gtk_widget_action_set_enabled (widget, "board.block-to-zone",
                                 child != NULL && QB_IS_BLOCK_WIDGET (child));
}

static gboolean
activate_focus_zone_cb (GtkWidget *widget,
                        GVariant  *args,
                        gpointer   user_data)
{
  QbBoard *self = QB_BOARD (widget);

  if (!gtk_widget_is_focus (widget) || self->focus_zone < 0)
    return FALSE;
  g_signal_emit_by_name (self, "zone-activated", self->focus_zone);
  return TRUE;
}

/* board.next-block, board.previous-block: the next or previous of the
 * viewer's blocks in the order of focus_chain(). From a zone, the next is
 * its first block (or the first one after it) and the previous its last
 * (or the last one before it). At either end the focus stays. */
static void
step_block_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  QbBoard *self = QB_BOARD (widget);
  gboolean forward = g_str_equal (action_name, "board.next-block");
  g_autoptr (GArray) chain = focus_chain (self);
  GtkWidget *block = focused_block (self);
  int first = -1, last = (int) chain->len;   /* look after first, before last */

  for (guint i = 0; i < chain->len; i++)
    {
      const FocusItem *item = &g_array_index (chain, FocusItem, i);
      if (block != NULL && item->block == block)
        first = last = (int) i;
      else if (block == NULL && item->zone == current_zone (self))
        {
          first = (int) i;
          last = first + 1;
          while (last < (int) chain->len && g_array_index (chain, FocusItem, last).zone < 0
                 && qb_board_child_zone (g_array_index (chain, FocusItem, last).block) == item->zone)
            last++;
        }
    }

  int to = -1;
  if (forward)
    {
      for (int i = first + 1; i < (int) chain->len && to < 0; i++)
        if (g_array_index (chain, FocusItem, i).block != NULL)
          to = i;
    }
  else
    {
      for (int i = last - 1; i >= 0 && to < 0; i--)
        if (g_array_index (chain, FocusItem, i).block != NULL)
          to = i;
    }
  if (to < 0)
    {
      gtk_widget_error_bell (widget);
      /* From outside the board, at least come in. */
      if (block == NULL && !gtk_widget_is_focus (widget))
        qb_board_focus_zone (self, current_zone (self));
      return;
    }
  focus_block (self, g_array_index (chain, FocusItem, to).block);
}

/* board.block-to-zone: from a block back to its zone (from a ship, to the
 * zone focused last). */
static void
block_to_zone_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  QbBoard *self = QB_BOARD (widget);
  GtkWidget *block = focused_block (self);

  if (block != NULL && qb_board_child_zone (block) < QB_NUM_ZONES)
    qb_board_focus_zone (self, qb_board_child_zone (block));
  else
    qb_board_focus_zone (self, current_zone (self));
}

void
qb_board_focus_class_init (GtkWidgetClass *widget_class)
{
  static const struct { guint key; const char *action; } steps[] = {
    { GDK_KEY_Right, "board.next-block" }, { GDK_KEY_KP_Right, "board.next-block" },
    { GDK_KEY_Down, "board.next-block" }, { GDK_KEY_KP_Down, "board.next-block" },
    { GDK_KEY_Left, "board.previous-block" }, { GDK_KEY_KP_Left, "board.previous-block" },
    { GDK_KEY_Up, "board.previous-block" }, { GDK_KEY_KP_Up, "board.previous-block" },
  };

  widget_class->focus = qb_board_focus;
  widget_class->grab_focus = qb_board_grab_focus;
  widget_class->set_focus_child = qb_board_set_focus_child;

  gtk_widget_class_install_action (widget_class, "board.next-block", NULL, step_block_action);
  gtk_widget_class_install_action (widget_class, "board.previous-block", NULL, step_block_action);
  gtk_widget_class_install_action (widget_class, "board.block-to-zone", NULL, block_to_zone_action);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_focus_zone_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_focus_zone_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_focus_zone_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Space, 0, activate_focus_zone_cb, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (steps); i++)
    gtk_widget_class_add_binding_action (widget_class, steps[i].key, GDK_ALT_MASK, steps[i].action, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.block-to-zone", NULL);
}

int
qb_board_get_focus_zone (QbBoard *self)
{
  g_return_val_if_fail (QB_IS_BOARD (self), -1);

  return self->focus_zone;
}
