/* qb-board-zoom.c: QbBoard: zooming and panning. The board is drawn at
 * `zoom` times the size that shows it whole (1 to QB_BOARD_MAX_ZOOM);
 * zoomed, the map is larger than the widget and (ox, oy) says which part
 * shows. Everything that maps board units to the widget (blocks, hit
 * tests, highlights) goes through scale, ox and oy, so it follows; the
 * cached images are kept across a pan and only moved (qb-board-layers.c).
 *
 * Ctrl+plus, Ctrl+minus and Ctrl+0 while the board has the focus, Ctrl
 * and the scroll wheel (about the pointer), a pinch on a touch screen or
 * touchpad (about its centre); zoomed, the wheel or the touchpad pans, as
 * does a drag with the middle button; the keyboard focus brings its zone
 * into view. */
#include "qb-board-private.h"

#include <math.h>

/* Each step of the keys or the wheel. */
#define ZOOM_STEP 1.25

/* The map as large as fits, times the zoom, within the widget: centred
 * where it is smaller than the widget, else at the wanted offset kept so
 * that no edge of the map comes inside the widget. */
void
qb_board_place (QbBoard *self,
                int      width,
                int      height)
{
  double fit = MIN (width / QB_BOARD_WIDTH, height / QB_BOARD_HEIGHT);
  double scale = fit * self->zoom;
  double map_w = QB_BOARD_WIDTH * scale, map_h = QB_BOARD_HEIGHT * scale;

  self->scale = scale;
  if (map_w <= width)
    self->ox = floor ((width - map_w) / 2);
  else
    self->ox = round (CLAMP (self->want_ox, width - map_w, 0));
  if (map_h <= height)
    self->oy = floor ((height - map_h) / 2);
  else
    self->oy = round (CLAMP (self->want_oy, height - map_h, 0));
  self->want_ox = self->ox;
  self->want_oy = self->oy;
}

static void
replace (QbBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  qb_board_place (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  gtk_widget_queue_allocate (widget);
  gtk_widget_queue_draw (widget);
}

/**
 * qb_board_zoom_at:
 * @zoom: 1 shows the whole board; at most QB_BOARD_MAX_ZOOM
 * @x: the widget point that stays where it is
 *
 * Zooms the board so that the point of the map under (@x, @y) stays under
 * it (the pointer's place, a pinch's centre).
 */
void
qb_board_zoom_at (QbBoard *self,
                  double   zoom,
                  double   x,
                  double   y)
{
  double bx, by, fit, scale;
  int width, height;

  g_return_if_fail (QB_IS_BOARD (self));

  width = gtk_widget_get_width (GTK_WIDGET (self));
  height = gtk_widget_get_height (GTK_WIDGET (self));
  zoom = CLAMP (zoom, 1.0, QB_BOARD_MAX_ZOOM);
  if (zoom == self->zoom || width <= 0 || self->scale <= 0)
    {
      self->zoom = zoom;
      return;
    }
  bx = (x - self->ox) / self->scale;
  by = (y - self->oy) / self->scale;
  fit = MIN (width / QB_BOARD_WIDTH, height / QB_BOARD_HEIGHT);
  scale = fit * zoom;
  self->zoom = zoom;
  self->want_ox = x - bx * scale;
  self->want_oy = y - by * scale;
  replace (self);
}

/**
 * qb_board_set_zoom:
 *
 * Zooms about the middle of the widget; 1 shows the whole board.
 */
void
qb_board_set_zoom (QbBoard *self,
                   double   zoom)
{
  g_return_if_fail (QB_IS_BOARD (self));

  qb_board_zoom_at (self, zoom, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                    gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

double
qb_board_get_zoom (QbBoard *self)
{
  g_return_val_if_fail (QB_IS_BOARD (self), 1);

  return self->zoom;
}

/**
 * qb_board_pan:
 *
 * Moves the zoomed map by (@dx, @dy) pixels, no further than its edges.
 */
void
qb_board_pan (QbBoard *self,
              double   dx,
              double   dy)
{
  g_return_if_fail (QB_IS_BOARD (self));

  self->want_ox = self->ox + dx;
  self->want_oy = self->oy + dy;
  replace (self);
}

/* Brings a rectangle of the map (board units) into view, if zoomed. */
void
qb_board_reveal (QbBoard      *self,
                 const QbRect *r)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double x0, y0, x1, y1, dx = 0, dy = 0;
  const double margin = 12;

  if (self->zoom <= 1 || self->scale <= 0)
    return;
  x0 = self->ox + r->x * self->scale;
  y0 = self->oy + r->y * self->scale;
  x1 = self->ox + (r->x + r->width) * self->scale;
  y1 = self->oy + (r->y + r->height) * self->scale;
  if (x0 < margin)
    dx = margin - x0;
  else if (x1 > width - margin)
    dx = MAX (width - margin - x1, margin - x0);
  if (y0 < margin)
    dy = margin - y0;
  else if (y1 > height - margin)
    dy = MAX (height - margin - y1, margin - y0);
  if (dx != 0 || dy != 0)
    qb_board_pan (self, dx, dy);
}

/* ---- Input ----------------------------------------------------------------- */

static gboolean
zoom_in_cb (GtkWidget *widget,
            GVariant  *args,
            gpointer   data)
{
  QbBoard *self = QB_BOARD (widget);
  qb_board_set_zoom (self, self->zoom * ZOOM_STEP);
  return TRUE;
}

static gboolean
zoom_out_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   data)
{
  QbBoard *self = QB_BOARD (widget);
  qb_board_set_zoom (self, self->zoom / ZOOM_STEP);
  return TRUE;
}

static gboolean
zoom_reset_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   data)
{
  qb_board_set_zoom (QB_BOARD (widget), 1);
  return TRUE;
}

static void
pointer_cb (GtkEventControllerMotion *controller,
            double                    x,
            double                    y,
            QbBoard                  *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

/* Ctrl and the wheel zoom about the pointer; zoomed, the wheel pans. */
static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           QbBoard                  *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  gboolean discrete = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL;

  if (mods & GDK_CONTROL_MASK)
    {
      if (dy != 0)
        qb_board_zoom_at (self, self->zoom * pow (ZOOM_STEP, discrete ? -dy : -dy / 10),
                          self->pointer_x, self->pointer_y);
      return TRUE;
    }
  if (self->zoom <= 1)
    return FALSE;
  qb_board_pan (self, -dx * (discrete ? 60 : 1), -dy * (discrete ? 60 : 1));
  return TRUE;
}

static void
pinch_begin_cb (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                QbBoard          *self)
{
  self->pinch_zoom = self->zoom;
}

static void
pinch_cb (GtkGestureZoom *gesture,
          double          scale,
          QbBoard        *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  qb_board_zoom_at (self, self->pinch_zoom * scale, x, y);
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               QbBoard        *self)
{
  self->drag_ox = self->ox;
  self->drag_oy = self->oy;
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                QbBoard        *self)
{
  if (self->zoom <= 1)
    return;
  self->want_ox = self->drag_ox + dx;
  self->want_oy = self->drag_oy + dy;
  replace (self);
}

void
qb_board_zoom_class_init (GtkWidgetClass *widget_class)
{
  const guint plus[] = { GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add };
  const guint minus[] = { GDK_KEY_minus, GDK_KEY_KP_Subtract };
  const guint zero[] = { GDK_KEY_0, GDK_KEY_KP_0 };

  for (guint i = 0; i < G_N_ELEMENTS (plus); i++)
    gtk_widget_class_add_binding (widget_class, plus[i], GDK_CONTROL_MASK, zoom_in_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK | GDK_SHIFT_MASK, zoom_in_cb, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (minus); i++)
    gtk_widget_class_add_binding (widget_class, minus[i], GDK_CONTROL_MASK, zoom_out_cb, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (zero); i++)
    gtk_widget_class_add_binding (widget_class, zero[i], GDK_CONTROL_MASK, zoom_reset_cb, NULL);
}

void
qb_board_zoom_init (QbBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *motion, *scroll;
  GtkGesture *pinch, *drag;

  self->zoom = 1;

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (pointer_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_cb), self);
  gtk_widget_add_controller (widget, motion);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, scroll);

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (pinch));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_MIDDLE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));
}
