/* qb-board.c: the play board widget: blocks as child widgets, layout,
 * input, focus and accessibility. The drawing is in qb-board-draw.c, kept
 * as images by qb-board-layers.c.
 *
 * The keyboard focus (the board is one Tab stop, the arrows go by the
 * map) is in qb-board-focus.c.
 */
#include <glib/gi18n-lib.h>

#include "qb-board-private.h"

#include <math.h>
#include <string.h>

#include "qb-data.h"
#include "qb-ui-names.h"
#include "qb-ui-style.h"

G_DEFINE_FINAL_TYPE (QbBoard, qb_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED_ZONE,
  PROP_MOVE_DURATION,
  PROP_LABEL_SCALE,
  PROP_ANIMATING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ZONE_ACTIVATED,
  ZONE_HOVERED,
  BLOCK_ACTIVATED,
  BLOCK_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];


/* ---- Layout of the blocks ------------------------------------------------------ */

static GtkWidget *
known_widget (QbBoard *self, int block);
static GtkWidget *
hidden_widget (QbBoard *self);

/* Place the blocks where src/paint places them (qb-board-place.c), so that
 * an exported image shows them where the board does: a widget each, the
 * "+N" places, the stacks' counts and the battle mark. */
static void
layout_blocks (QbBoard *self, GPtrArray *order)
{
  g_autofree QbBoardPlacement *placement = g_new (QbBoardPlacement, 1);

  qb_board_placement_compute (&self->view, placement);
  for (guint i = 0; i < placement->n_blocks; i++)
    {
      const QbPlacedBlock *placed = &placement->blocks[i];
      int block = placed->face.block;
      GtkWidget *w;

      if (block >= 0)
        {
          w = known_widget (self, block);
          qb_block_widget_set_selected (QB_BLOCK_WIDGET (w), (self->selected_blocks >> block) & 1);
        }
      else
        w = hidden_widget (self);
      /* A block behind "+N" keeps its words for the list. */
      qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &placed->face);
      if (placed->behind_more)
        continue;
      qb_block_widget_set_position (QB_BLOCK_WIDGET (w), placed->x, placed->y);
      g_ptr_array_add (order, w);
    }
  for (guint i = 0; i < placement->n_more; i++)
    {
      const QbPlacedMore *more = &placement->more[i];
      qb_board_add_more (self, more->loc, more->side, more->x, more->y, more->blocks,
                         more->n_anonymous);
    }
  for (guint i = 0; i < placement->n_badges && self->n_badges < G_N_ELEMENTS (self->badges); i++)
    self->badges[self->n_badges++] = (QbBoardBadge) { placement->badges[i].x, placement->badges[i].y,
                                                      placement->badges[i].side,
                                                      placement->badges[i].count };
  self->has_battle_mark = placement->has_battle_mark;
  self->battle_mark = placement->battle_mark;
}

static GtkWidget *
known_widget (QbBoard *self, int block)
{
  return self->known[block];
}

static void block_activate_cb (QbBlockWidget *block, QbBoard *self);

static GtkWidget *
hidden_widget (QbBoard *self)
{
  if (self->n_hidden_used == self->hidden->len)
    {
      GtkWidget *w = qb_block_widget_new (TRUE);
      g_object_ref_sink (w);
      g_signal_connect_object (w, "activate", G_CALLBACK (block_activate_cb), self, 0);
      g_ptr_array_add (self->hidden, w);
    }
  return g_ptr_array_index (self->hidden, self->n_hidden_used++);
}

void
qb_board_rebuild_blocks (QbBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr (GPtrArray) order = g_ptr_array_new ();

  self->n_hidden_used = 0;
  self->n_badges = 0;
  qb_board_clear_more (self);
  self->has_battle_mark = FALSE;
  if (self->has_view)
    {
      /* Known blocks get their own widget, made once. */
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        {
          int loc = self->view.blocks[b].loc;
          gboolean on_map = loc < QB_NUM_ZONES || loc == QB_LOC_BASON || loc == QB_LOC_STLAURENT;
          if (on_map && self->known[b] == NULL)
            {
              GtkWidget *w = qb_block_widget_new (FALSE);
              g_object_ref_sink (w);
              g_signal_connect_object (w, "activate", G_CALLBACK (block_activate_cb), self, 0);
              self->known[b] = w;
            }
        }
      layout_blocks (self, order);
    }

  /* Unparent what is no longer on the map. A block that had the focus
   * hands it to its zone, so the keyboard user is not thrown out. */
  int refocus = -1;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      GtkWidget *w = self->known[b];
      if (w != NULL && gtk_widget_get_parent (w) == widget && !g_ptr_array_find (order, w, NULL))
        {
          if (gtk_widget_has_focus (w))
            refocus = MAX (0, qb_board_child_zone (w) < QB_NUM_ZONES ? qb_board_child_zone (w)
                                                                     : self->focus_zone);
          gtk_widget_unparent (w);
        }
    }
  for (guint i = self->n_hidden_used; i < self->hidden->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (self->hidden, i);
      if (gtk_widget_get_parent (w) == widget)
        gtk_widget_unparent (w);
    }

  /* Children in drawing order: later ones on top. */
  for (guint i = 0; i < order->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (order, i);
      if (gtk_widget_get_parent (w) == widget)
        gtk_widget_insert_before (w, widget, NULL);
      else
        gtk_widget_set_parent (w, widget);
    }
  if (refocus >= 0)
    qb_board_focus_zone (self, refocus);
  gtk_widget_queue_allocate (widget);
}

/* ---- Coordinates ------------------------------------------------------------ */

void
qb_board_map_point (QbBoard *self,
                    double   board_x,
                    double   board_y,
                    double  *x,
                    double  *y)
{
  g_return_if_fail (QB_IS_BOARD (self));

  if (x)
    *x = self->ox + board_x * self->scale;
  if (y)
    *y = self->oy + board_y * self->scale;
}

static gboolean
to_board (QbBoard *self, double x, double y, double *bx, double *by)
{
  if (self->scale <= 0)
    return FALSE;
  *bx = (x - self->ox) / self->scale;
  *by = (y - self->oy) / self->scale;
  return *bx >= 0 && *by >= 0 && *bx <= QB_BOARD_WIDTH && *by <= QB_BOARD_HEIGHT;
}

int
qb_board_zone_at (QbBoard *self,
                  double   x,
                  double   y)
{
  double bx, by;

  g_return_val_if_fail (QB_IS_BOARD (self), -1);

  if (!to_board (self, x, y, &bx, &by))
    return -1;
  return qb_board_geometry_zone_at (qb_board_geometry_get (), bx, by);
}

int
qb_board_area_at (QbBoard *self,
                  double   x,
                  double   y)
{
  double bx, by;

  g_return_val_if_fail (QB_IS_BOARD (self), -1);

  if (!to_board (self, x, y, &bx, &by))
    return -1;
  return qb_board_geometry_area_at (qb_board_geometry_get (), bx, by);
}

/* ---- Pointer ------------------------------------------------------------------- */

static void
block_activate_cb (QbBlockWidget *block,
                   QbBoard       *self)
{
  const QbBlockFace *face = qb_block_widget_get_face (block);

  if (face->block >= 0)
    g_signal_emit (self, signals[BLOCK_ACTIVATED], 0, face->block);
  else if (face->loc >= 0 && face->loc < QB_NUM_ZONES)
    g_signal_emit (self, signals[ZONE_ACTIVATED], 0, face->loc);
}

/* Does what a click on `block` does (the list behind "+N"). */
void
qb_board_activate_block (QbBoard *self,
                         int      block)
{
  g_signal_emit (self, signals[BLOCK_ACTIVATED], 0, block);
}

static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  QbBoard         *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkWidget *picked = gtk_widget_pick (widget, x, y, GTK_PICK_DEFAULT);

  while (picked != NULL && picked != widget && !QB_IS_BLOCK_WIDGET (picked))
    picked = gtk_widget_get_parent (picked);
  if (picked != NULL && QB_IS_BLOCK_WIDGET (picked))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      if (gtk_widget_get_focusable (picked))
        gtk_widget_grab_focus (picked);
      gtk_widget_activate (picked);
      return;
    }

  if (qb_board_click_more (self, x, y))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }

  int zone = qb_board_zone_at (self, x, y);
  if (zone < 0)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->focus_zone = zone;
  gtk_widget_grab_focus (widget);
  qb_board_update_accessible_description (self);
  g_signal_emit (self, signals[ZONE_ACTIVATED], 0, zone);
}

static void
set_hover (QbBoard *self, int zone)
{
  if (self->hover_zone == zone)
    return;
  self->hover_zone = zone;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[ZONE_HOVERED], 0, zone);
}

void
qb_board_set_hover_zone (QbBoard *self,
                         int      zone)
{
  g_return_if_fail (QB_IS_BOARD (self));

  zone = zone >= 0 && zone < QB_NUM_ZONES ? zone : -1;
  if (self->hover_zone == zone)
    return;
  self->hover_zone = zone;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           QbBoard                  *self)
{
  set_hover (self, qb_board_zone_at (self, x, y));
}

static void
leave_cb (GtkEventControllerMotion *controller,
          QbBoard                  *self)
{
  set_hover (self, -1);
}

static gboolean
qb_board_query_tooltip (GtkWidget  *widget,
                        int         x,
                        int         y,
                        gboolean    keyboard,
                        GtkTooltip *tooltip)
{
  QbBoard *self = QB_BOARD (widget);
  const QbBoardGeometry *geometry = qb_board_geometry_get ();
  g_autofree char *text = NULL;
  const QbPolyline *outline = NULL;

  int zone = keyboard ? self->focus_zone : qb_board_zone_at (self, x, y);
  if (zone >= 0)
    {
      text = qb_board_describe_zone (self, zone);
      outline = &geometry->zones[zone].outline;
    }
  else if (!keyboard)
    {
      int area = qb_board_area_at (self, x, y);
      if (area < 0)
        return FALSE;
      text = qb_board_describe_area (self, area);
      outline = &geometry->areas[area].outline;
    }
  else
    return FALSE;

  /* The tooltip stays while the pointer is in the same zone. */
  QbRect b;
  qb_polyline_bounds (outline, &b);
  double x0, y0, x1, y1;
  qb_board_map_point (self, b.x, b.y, &x0, &y0);
  qb_board_map_point (self, b.x + b.width, b.y + b.height, &x1, &y1);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) x0, (int) y0,
                                                       (int) (x1 - x0), (int) (y1 - y0) });
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* ---- Size, drawing --------------------------------------------------------------- */

static GtkSizeRequestMode
qb_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
qb_board_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 480;
      *natural = for_size > 0 ? MAX (480, (int) (for_size * QB_BOARD_WIDTH / QB_BOARD_HEIGHT)) : 1280;
    }
  else
    {
      *minimum = 165;
      *natural = for_size > 0 ? MAX (165, (int) ceil (for_size * QB_BOARD_HEIGHT / QB_BOARD_WIDTH)) : 440;
    }
}

static void
qb_board_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  QbBoard *self = QB_BOARD (widget);
  double scale, ox, oy;

  /* The layers see the change at the next snapshot. */
  qb_board_place (self, width, height);
  scale = self->scale;
  ox = self->ox;
  oy = self->oy;

  int size = MAX (1, (int) round (QB_BOARD_BLOCK_SIZE * scale));
  if (self->more_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->more_popover));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      double bx, by;
      int min, nat;
      if (!QB_IS_BLOCK_WIDGET (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      qb_block_widget_get_position (QB_BLOCK_WIDGET (c), &bx, &by);
      if (self->moving != NULL)
        for (guint i = 0; i < self->moving->len; i++)
          {
            const QbBoardMoving *m = &g_array_index (self->moving, QbBoardMoving, i);
            if (m->child == c)
              {
                bx = m->x0 + (bx - m->x0) * self->move_t;
                by = m->y0 + (by - m->y0) * self->move_t;
                break;
              }
          }
      GskTransform *t = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (
                                                   (float) round (ox + bx * scale),
                                                   (float) round (oy + by * scale)));
      gtk_widget_allocate (c, size, size, -1, t);
    }
}

static void
read_colors (QbBoard *self)
{
  for (int i = 0; i < QB_N_COLORS; i++)
    qb_ui_style_color (GTK_WIDGET (self), qb_board_color_classes[i], &self->colors[i]);
  self->have_colors = TRUE;
}

static void
qb_board_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  QbBoard *self = QB_BOARD (widget);

  if (self->scale <= 0)
    return;
  if (!self->have_colors)
    read_colors (self);

  /* Only images, drawn when what they show changes (qb-board-layers.c). */
  qb_board_layers_snapshot_below (self, snapshot);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (QB_IS_BLOCK_WIDGET (c))
      gtk_widget_snapshot_child (widget, c, snapshot);
  qb_board_layers_snapshot_above (self, snapshot);
}

static void
qb_board_css_changed (GtkWidget         *widget,
                      GtkCssStyleChange *change)
{
  QbBoard *self = QB_BOARD (widget);

  GTK_WIDGET_CLASS (qb_board_parent_class)->css_changed (widget, change);
  /* Read again at the next snapshot. The CSS changes with the state too
   * (hover, focus): the images are drawn again only if the colours
   * changed. */
  self->have_colors = FALSE;
  gtk_widget_queue_draw (widget);
}

static void
qb_board_state_flags_changed (GtkWidget     *widget,
                              GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (qb_board_parent_class)->state_flags_changed (widget, previous);
  gtk_widget_queue_draw (widget);
}

/* ---- GObject ----------------------------------------------------------------- */

static void
qb_board_dispose (GObject *object)
{
  QbBoard *self = QB_BOARD (object);

  if (self->move_animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->move_animation, self);
      g_clear_pointer (&self->moving, g_array_unref);
      adw_animation_reset (self->move_animation);
      g_clear_object (&self->move_animation);
    }
  g_clear_pointer (&self->moving, g_array_unref);

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (self->known[b] != NULL)
      {
        if (gtk_widget_get_parent (self->known[b]) != NULL)
          gtk_widget_unparent (self->known[b]);
        g_clear_object (&self->known[b]);
      }
  if (self->hidden != NULL)
    {
      for (guint i = 0; i < self->hidden->len; i++)
        {
          GtkWidget *w = g_ptr_array_index (self->hidden, i);
          if (gtk_widget_get_parent (w) != NULL)
            gtk_widget_unparent (w);
        }
      g_clear_pointer (&self->hidden, g_ptr_array_unref);
    }
  if (self->more_popover != NULL)
    g_clear_pointer (&self->more_popover, gtk_widget_unparent);
  g_clear_pointer (&self->layers, qb_board_layers_free);

  for (int z = 0; z < QB_NUM_ZONES; z++)
    g_clear_pointer (&self->notes[z], g_free);
  G_OBJECT_CLASS (qb_board_parent_class)->dispose (object);
}

static void
qb_board_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  QbBoard *self = QB_BOARD (object);

  switch (prop_id)
    {
    case PROP_SELECTED_ZONE:
      g_value_set_int (value, self->selected_zone);
      break;
    case PROP_MOVE_DURATION:
      g_value_set_uint (value, self->move_duration);
      break;
    case PROP_LABEL_SCALE:
      g_value_set_double (value, self->label_scale);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, qb_board_is_animating (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The moves began or ended sliding (qb-board-motion.c). */
void
qb_board_notify_animating (QbBoard *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

static void
qb_board_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  QbBoard *self = QB_BOARD (object);

  switch (prop_id)
    {
    case PROP_SELECTED_ZONE:
      qb_board_set_selected_zone (self, g_value_get_int (value));
      break;
    case PROP_MOVE_DURATION:
      qb_board_set_move_duration (self, g_value_get_uint (value));
      break;
    case PROP_LABEL_SCALE:
      qb_board_set_label_scale (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_board_class_init (QbBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_board_dispose;
  object_class->get_property = qb_board_get_property;
  object_class->set_property = qb_board_set_property;

  widget_class->get_request_mode = qb_board_get_request_mode;
  widget_class->measure = qb_board_measure;
  widget_class->size_allocate = qb_board_size_allocate;
  widget_class->snapshot = qb_board_snapshot;
  widget_class->css_changed = qb_board_css_changed;
  widget_class->state_flags_changed = qb_board_state_flags_changed;
  widget_class->query_tooltip = qb_board_query_tooltip;

  /**
   * QbBoard:selected-zone:
   *
   * The zone the player picked, drawn emphasised, or -1.
   */
  properties[PROP_SELECTED_ZONE] =
    g_param_spec_int ("selected-zone", NULL, NULL,
                      -1, QB_NUM_ZONES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * QbBoard:move-duration:
   *
   * How long blocks take to slide to where their orders took them, in
   * milliseconds; 0 moves them at once. The system's reduced motion
   * (gtk-enable-animations off) moves them at once whatever this says.
   */
  properties[PROP_MOVE_DURATION] =
    g_param_spec_uint ("move-duration", NULL, NULL, 0, 5000, 500,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * QbBoard:label-scale:
   *
   * The size of the zone and river names, 1 being the map's own.
   */
  properties[PROP_LABEL_SCALE] =
    g_param_spec_double ("label-scale", NULL, NULL, 0.5, 2.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * QbBoard:animating:
   *
   * Whether moves are sliding into place (qb_board_animate_moves()).
   */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * QbBoard::zone-activated:
   * @zone: the zone clicked, or picked with Enter
   */
  signals[ZONE_ACTIVATED] = g_signal_new ("zone-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * QbBoard::zone-hovered:
   * @zone: the zone under the pointer, or -1
   */
  signals[ZONE_HOVERED] = g_signal_new ("zone-hovered", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * QbBoard::block-activated:
   * @block: the block clicked: one the viewer may identify. A click on a
   *   hidden enemy block activates its zone instead.
   */
  signals[BLOCK_ACTIVATED] = g_signal_new ("block-activated", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * QbBoard::block-dropped:
   * @block: the block dropped
   * @zone: the zone it was dropped on, one of those given to
   *   qb_board_begin_drop()
   */
  signals[BLOCK_DROPPED] = g_signal_new ("block-dropped", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  /* Tab, the arrows, Enter, the steps through the blocks (qb-board-focus.c). */
  qb_board_focus_class_init (widget_class);
  qb_board_zoom_class_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
qb_board_init (QbBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click;
  GtkEventController *motion;

  qb_ui_ensure_style (gtk_widget_get_display (widget));

  self->hidden = g_ptr_array_new_with_free_func (g_object_unref);
  self->layers = qb_board_layers_new ();
  self->move_duration = 500;
  self->label_scale = 1.0;
  self->moving = g_array_new (FALSE, FALSE, sizeof (QbBoardMoving));
  self->selected_zone = -1;
  self->hover_zone = -1;
  self->focus_zone = -1;
  self->capacity[0] = self->capacity[1] = -1;
  self->drop_block = -1;
  self->drop_hover = -1;
  self->move_t = 1;

  gtk_widget_set_focusable (widget, TRUE);
  /* Escape is the board's only while a block has the focus. */
  gtk_widget_action_set_enabled (widget, "board.block-to-zone", FALSE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  /* The layers are images at the scale factor of the window. */
  g_signal_connect (widget, "notify::scale-factor", G_CALLBACK (gtk_widget_queue_draw), NULL);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_add_css_class (widget, "map");
  qb_ui_follow_dark_style (widget);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, motion);

  /* Blocks dragged from the deployment tray carry their id. */
  qb_board_add_drop_target (self);
  qb_board_zoom_init (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Map of Quebec and the St. Lawrence"),
                                  -1);
}

GtkWidget *
qb_board_new (void)
{
  return g_object_new (QB_TYPE_BOARD, NULL);
}

void
qb_board_set_view (QbBoard      *self,
                   const QbView *view)
{
  g_return_if_fail (QB_IS_BOARD (self));

  /* A new position: blocks still sliding go where they were going. */
  if (self->move_animation != NULL)
    adw_animation_skip (self->move_animation);
  if (view != NULL)
    self->view = *view;
  else
    memset (&self->view, 0, sizeof self->view);
  self->has_view = view != NULL;
  qb_board_rebuild_blocks (self);
  if (self->focus_zone >= 0)
    qb_board_update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const QbView *
qb_board_get_view (QbBoard *self)
{
  g_return_val_if_fail (QB_IS_BOARD (self), NULL);

  return self->has_view ? &self->view : NULL;
}

void
qb_board_set_highlights (QbBoard   *self,
                         guint      sources,
                         guint      land_destinations,
                         guint      amphibious_destinations,
                         const int *capacity)
{
  g_return_if_fail (QB_IS_BOARD (self));

  guint all = (1u << QB_NUM_ZONES) - 1;
  self->sources = sources & all;
  self->land_dests = land_destinations & all;
  self->amph_dests = amphibious_destinations & all;
  for (int a = 0; a < QB_NUM_AREAS; a++)
    self->capacity[a] = capacity != NULL ? capacity[a] : -1;
  if (self->focus_zone >= 0)
    qb_board_update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
qb_board_clear_highlights (QbBoard *self)
{
  qb_board_set_highlights (self, 0, 0, 0, NULL);
}

void
qb_board_set_zone_notes (QbBoard           *self,
                         const char *const *notes)
{
  gboolean changed = FALSE;

  g_return_if_fail (QB_IS_BOARD (self));

  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      const char *note = notes != NULL ? notes[z] : NULL;
      if (g_strcmp0 (note, self->notes[z]) == 0)
        continue;
      g_free (self->notes[z]);
      self->notes[z] = g_strdup (note);
      changed = TRUE;
    }
  if (!changed)
    return;
  self->notes_serial++;
  if (self->focus_zone >= 0)
    qb_board_update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
qb_board_get_zone_note (QbBoard *self,
                        int      zone)
{
  g_return_val_if_fail (QB_IS_BOARD (self), NULL);
  g_return_val_if_fail (zone >= 0 && zone < QB_NUM_ZONES, NULL);

  return self->notes[zone];
}

void
qb_board_set_selected_zone (QbBoard *self,
                            int      zone)
{
  g_return_if_fail (QB_IS_BOARD (self));
  g_return_if_fail (zone >= -1 && zone < QB_NUM_ZONES);

  if (self->selected_zone == zone)
    return;
  self->selected_zone = zone;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_ZONE]);
}

int
qb_board_get_selected_zone (QbBoard *self)
{
  g_return_val_if_fail (QB_IS_BOARD (self), -1);

  return self->selected_zone;
}

void
qb_board_set_selected_blocks (QbBoard *self,
                              guint64  blocks)
{
  g_return_if_fail (QB_IS_BOARD (self));

  self->selected_blocks = blocks;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (self->known[b] != NULL)
      qb_block_widget_set_selected (QB_BLOCK_WIDGET (self->known[b]), (blocks >> b) & 1);
}

void
qb_board_set_move_duration (QbBoard *self,
                            guint    duration_ms)
{
  g_return_if_fail (QB_IS_BOARD (self));

  duration_ms = MIN (duration_ms, 5000);
  if (self->move_duration == duration_ms)
    return;
  self->move_duration = duration_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_DURATION]);
}

guint
qb_board_get_move_duration (QbBoard *self)
{
  g_return_val_if_fail (QB_IS_BOARD (self), 0);
  return self->move_duration;
}

void
qb_board_set_label_scale (QbBoard *self,
                          double   scale)
{
  g_return_if_fail (QB_IS_BOARD (self));

  scale = CLAMP (scale, 0.5, 2.0);
  if (G_APPROX_VALUE (self->label_scale, scale, 1e-9))
    return;
  self->label_scale = scale;
  /* The names are part of the map's image: draw it again. */
  qb_board_layers_clear (self->layers);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL_SCALE]);
}

double
qb_board_get_label_scale (QbBoard *self)
{
  g_return_val_if_fail (QB_IS_BOARD (self), 1.0);
  return self->label_scale;
}
