/* qb-strength-chart.c: the strength chart of the Replay page.
 *
 * Like sysprof's charts, the widget draws layers over a series model: the
 * QbStrengthSeries of the session's record for the session's viewer (so it
 * shows only what that viewer knew; an unknown CV is a gap in its line).
 * The layers that change with the series, the size or the colours (the
 * panels, the 20 CV victory line of 5.2, the moves, the lines of both
 * sides, the battles' losses; qb-strength-chart-draw.c) are drawn once with
 * cairo into an image and kept, as the board keeps its layers
 * (qb_ui_image_node_new()); what moves
 * with the position, the pointer and the keyboard (the position's mark,
 * the hovered point, the focused point) is a few colour nodes per frame.
 *
 * The plot: CV above (0 to the larger of 30 and the series' largest CV),
 * under a legend (the sides' colours and the victory line), and blocks on
 * the map below (0 to 25, a side's whole roster), both over the positions
 * of the record from left to right, a tick and the move's number at each
 * campaign move. Colours come from style.css (`strengthchart.*`),
 * light and dark.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "qb-strength-chart-private.h"
#include "qb-ui-names.h"
#include "qb-ui-style.h"

static const char *const color_classes[N_COLORS] = {
  "british", "french", "grid", "ink", "victory", "marker", "hover", "panel",
};

G_DEFINE_FINAL_TYPE (QbStrengthChart, qb_strength_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_HOVER_POINT,
  PROP_CURSOR_POINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- Geometry --------------------------------------------------------------- */

double
qb_strength_chart_position_x (QbStrengthChart *self,
                              guint            position)
{
  QbStrengthChartFrame f;

  g_return_val_if_fail (QB_IS_STRENGTH_CHART (self), 0);
  qb_strength_chart_get_frame (self, &f);
  return qb_strength_chart_frame_x (&f, position);
}

guint
qb_strength_chart_point_at (QbStrengthChart *self,
                            double           x)
{
  const QbStrengthPoint *points;
  guint n_points, best = G_MAXUINT;
  double best_d = G_MAXDOUBLE;
  QbStrengthChartFrame f;

  g_return_val_if_fail (QB_IS_STRENGTH_CHART (self), G_MAXUINT);
  points = qb_strength_series_get_points (self->series, &n_points);
  qb_strength_chart_get_frame (self, &f);
  /* Of points at the same position, the first: a battle's losses rather
   * than the strength after the battle before it. */
  for (guint i = 0; i < n_points; i++)
    {
      double d = fabs (qb_strength_chart_frame_x (&f, points[i].index) - x);

      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }
  return best;
}

/* ---- Words -------------------------------------------------------------------- */

static char *
side_text (int                    side,
           const QbStrengthPoint *p)
{
  g_autofree char *blocks = g_strdup_printf (ngettext ("%d block", "%d blocks", p->blocks[side]),
                                             (int) p->blocks[side]);
  g_autofree char *cv = p->cv[side] == QB_STRENGTH_UNKNOWN ? g_strdup (_("CV not known"))
                        : g_strdup_printf (_("%d CV"), (int) p->cv[side]);

  /* TRANSLATORS: a side's strength, e.g. "British: 32 CV, 12 blocks". */
  return g_strdup_printf (side == QB_BRITISH ? _("British: %s, %s") : _("French: %s, %s"), cv, blocks);
}

static char *
losses_text (int                    side,
             const QbStrengthPoint *p)
{
  g_autofree char *blocks = g_strdup_printf (ngettext ("%d block eliminated", "%d blocks eliminated",
                                                       p->lost_blocks[side]),
                                             (int) p->lost_blocks[side]);

  return g_strdup_printf (side == QB_BRITISH ? _("British losses: %d CV, %s")
                          : _("French losses: %d CV, %s"), (int) p->lost_cv[side], blocks);
}

char *
qb_strength_chart_point_text (QbStrengthChart *self,
                              guint            point)
{
  const QbStrengthPoint *points, *p;
  guint n_points;
  GString *text;

  g_return_val_if_fail (QB_IS_STRENGTH_CHART (self), NULL);
  points = qb_strength_series_get_points (self->series, &n_points);
  if (point >= n_points)
    return NULL;
  p = &points[point];
  text = g_string_new (NULL);
  switch ((QbStrengthKind) p->kind)
    {
    case QB_STRENGTH_START:
      g_string_append (text, _("Set-up"));
      break;

    case QB_STRENGTH_MOVE:
      g_string_append_printf (text, _("Move %d"), (int) p->move);
      break;

    case QB_STRENGTH_BATTLE:
      g_string_append_printf (text, _("Battle: %s"), qb_ui_zone_name (p->zone));
      break;

    case QB_STRENGTH_AFTER_BATTLE:
      g_string_append (text, _("After the battle"));
      break;

    case QB_STRENGTH_END:
    default:
      g_string_append (text, _("End of the game"));
      break;
    }
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *line = side_text (side, p);

      g_string_append_printf (text, "\n%s", line);
    }
  if (p->kind == QB_STRENGTH_BATTLE)
    {
      if (p->lost_cv[0] + p->lost_cv[1] + p->lost_blocks[0] + p->lost_blocks[1] == 0)
        g_string_append_printf (text, "\n%s", _("No losses"));
      for (int side = 0; side < 2; side++)
        if (p->lost_cv[side] > 0 || p->lost_blocks[side] > 0)
          {
            g_autofree char *line = losses_text (side, p);

            g_string_append_printf (text, "\n%s", line);
          }
    }
  return g_string_free (text, FALSE);
}

/* The screen reader's picture of the chart: the point chosen as its value,
 * the start, the end and the number of battles as its description. */
static void
update_accessible (QbStrengthChart *self)
{
  const QbStrengthPoint *points;
  guint n_points, battles = 0;
  g_autofree char *value = NULL;
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;
  g_autofree char *description = NULL;

  points = qb_strength_series_get_points (self->series, &n_points);
  if (n_points == 0)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("No game"),
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 0.0,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.0,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "",
                                      -1);
      return;
    }
  for (guint i = 0; i < n_points; i++)
    battles += points[i].kind == QB_STRENGTH_BATTLE;
  first = qb_strength_chart_point_text (self, 0);
  last = qb_strength_chart_point_text (self, n_points - 1);
  description = g_strdup_printf (ngettext ("%s\n%s\n%u battle", "%s\n%s\n%u battles", battles),
                                 first, last, battles);
  value = qb_strength_chart_point_text (self, MIN (self->cursor, n_points - 1));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) (n_points - 1),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) MIN (self->cursor, n_points - 1),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value,
                                  -1);
}


static void
drop_plot (QbStrengthChart *self)
{
  g_clear_pointer (&self->plot, gsk_render_node_unref);
}

/* ---- Snapshot ----------------------------------------------------------------- */

static void
append_dot (GtkSnapshot   *snapshot,
            double         x,
            double         y,
            const GdkRGBA *color)
{
  GskRoundedRect r;

  gsk_rounded_rect_init_from_rect (&r, &GRAPHENE_RECT_INIT (x - 3.5, y - 3.5, 7, 7), 3.5);
  gtk_snapshot_push_rounded_clip (snapshot, &r);
  gtk_snapshot_append_color (snapshot, color, &r.bounds);
  gtk_snapshot_pop (snapshot);
}

static void
qb_strength_chart_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int factor = gtk_widget_get_scale_factor (widget);
  gboolean textures = qb_ui_prefers_textures (widget);
  const QbStrengthPoint *points;
  guint n_points;
  QbStrengthChartFrame f;

  points = qb_strength_series_get_points (self->series, &n_points);
  if (n_points == 0 || width <= PAD_LEFT + PAD_RIGHT || height <= PAD_TOP + PAD_BOTTOM)
    return;
  /* What is kept is checked at each snapshot, as the board does: nothing
   * has to remember to drop it when the size or the renderer changes. */
  if (self->plot != NULL
      && (self->plot_width != width || self->plot_height != height
          || self->plot_factor != factor || self->plot_textures != textures))
    drop_plot (self);
  if (self->plot == NULL)
    {
      self->plot = qb_strength_chart_paint_plot (self, width, height, factor, textures);
      self->plot_width = width;
      self->plot_height = height;
      self->plot_factor = factor;
      self->plot_textures = textures;
    }
  if (self->plot != NULL)
    gtk_snapshot_append_node (snapshot, self->plot);

  qb_strength_chart_get_frame (self, &f);
  /* The position of the session. */
  {
    double x = round (qb_strength_chart_frame_x (&f, MIN (self->position, f.n)));

    gtk_snapshot_append_color (snapshot, &self->colors[COLOR_MARKER],
                               &GRAPHENE_RECT_INIT (x - 1, f.cv_top, 2, f.bl_bottom - f.cv_top));
  }
  /* The hovered point, and the focused one: a line and the values. */
  for (int layer = 0; layer < 2; layer++)
    {
      guint i = layer == 0 ? self->hover : self->cursor;
      double x;

      if (i >= n_points || (layer == 1 && !gtk_widget_has_focus (widget)))
        continue;
      x = round (qb_strength_chart_frame_x (&f, points[i].index));
      gtk_snapshot_append_color (snapshot, &self->colors[layer == 0 ? COLOR_HOVER : COLOR_INK],
                                 &GRAPHENE_RECT_INIT (x - 0.5, f.cv_top, 1, f.bl_bottom - f.cv_top));
      for (int side = 0; side < 2; side++)
        {
          const GdkRGBA *color = &self->colors[side == QB_BRITISH ? COLOR_BRITISH : COLOR_FRENCH];

          if (points[i].cv[side] != QB_STRENGTH_UNKNOWN)
            append_dot (snapshot, x, qb_strength_chart_frame_cv_y (&f, points[i].cv[side]), color);
          append_dot (snapshot, x, qb_strength_chart_frame_blocks_y (&f, points[i].blocks[side]), color);
        }
    }
}

static void
qb_strength_chart_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 400;
    }
  else
    {
      *minimum = 80;
      *natural = 140;
    }
}

static void
qb_strength_chart_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (widget);

  GTK_WIDGET_CLASS (qb_strength_chart_parent_class)->css_changed (widget, change);
  for (int i = 0; i < N_COLORS; i++)
    qb_ui_style_color (widget, color_classes[i], &self->colors[i]);
  /* The font may have changed too. */
  drop_plot (self);
  gtk_widget_queue_draw (widget);
}

/* ---- Following the session ---------------------------------------------------- */

static void
set_hover (QbStrengthChart *self,
           guint            hover)
{
  if (self->hover == hover)
    return;
  self->hover = hover;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_POINT]);
}

static void
set_cursor (QbStrengthChart *self,
            guint            cursor)
{
  if (self->cursor == cursor)
    return;
  self->cursor = cursor;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR_POINT]);
}

static void
position_changed_cb (QbStrengthChart *self)
{
  guint cursor;

  self->position = self->session != NULL ? qb_replay_session_get_position (self->session) : 0;
  cursor = qb_strength_series_find (self->series, self->position);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  set_cursor (self, cursor == G_MAXUINT ? 0 : cursor);
}

static void
series_changed_cb (QbStrengthChart *self)
{
  QbReplayIndex *index = self->session != NULL ? qb_replay_session_get_index (self->session) : NULL;
  int viewer = self->session != NULL ? qb_replay_session_get_viewer (self->session) : QB_PUBLIC;

  /* Only the session's viewer, whom its curtain let in: the chart shows
   * nothing that viewer did not know. */
  qb_strength_series_update (self->series, index,
                             viewer == QB_BRITISH || viewer == QB_FRENCH || viewer == QB_NO_SIDE
                             ? viewer : QB_PUBLIC);
  drop_plot (self);
  set_hover (self, G_MAXUINT);
  self->cursor = G_MAXUINT;
  position_changed_cb (self);
  update_accessible (self);
}

void
qb_strength_chart_set_session (QbStrengthChart *self,
                               QbReplaySession *session)
{
  g_return_if_fail (QB_IS_STRENGTH_CHART (self));
  g_return_if_fail (session == NULL || QB_IS_REPLAY_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    {
      g_signal_connect_object (session, "notify::record", G_CALLBACK (series_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::viewer", G_CALLBACK (series_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::position", G_CALLBACK (position_changed_cb),
                               self, G_CONNECT_SWAPPED);
      series_changed_cb (self);
    }
  else
    {
      qb_strength_series_update (self->series, NULL, QB_PUBLIC);
      drop_plot (self);
      update_accessible (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

QbReplaySession *
qb_strength_chart_get_session (QbStrengthChart *self)
{
  g_return_val_if_fail (QB_IS_STRENGTH_CHART (self), NULL);
  return self->session;
}

QbStrengthSeries *
qb_strength_chart_get_series (QbStrengthChart *self)
{
  g_return_val_if_fail (QB_IS_STRENGTH_CHART (self), NULL);
  return self->series;
}

guint
qb_strength_chart_get_hover (QbStrengthChart *self)
{
  g_return_val_if_fail (QB_IS_STRENGTH_CHART (self), G_MAXUINT);
  return self->hover;
}

guint
qb_strength_chart_get_cursor (QbStrengthChart *self)
{
  g_return_val_if_fail (QB_IS_STRENGTH_CHART (self), G_MAXUINT);
  return self->cursor;
}

/* ---- Input -------------------------------------------------------------------- */

static void
go_to_point (QbStrengthChart *self,
             guint            point)
{
  const QbStrengthPoint *points;
  guint n_points;

  points = qb_strength_series_get_points (self->series, &n_points);
  if (self->session == NULL || point >= n_points)
    return;
  qb_replay_session_set_position (self->session, points[point].index);
  /* The position may be that of several points: keep the one chosen. */
  set_cursor (self, point);
}

void
qb_strength_chart_hover_at (QbStrengthChart *self,
                            double           x)
{
  g_return_if_fail (QB_IS_STRENGTH_CHART (self));
  set_hover (self, x < 0 ? G_MAXUINT : qb_strength_chart_point_at (self, x));
}

void
qb_strength_chart_click_at (QbStrengthChart *self,
                            double           x)
{
  g_return_if_fail (QB_IS_STRENGTH_CHART (self));
  go_to_point (self, qb_strength_chart_point_at (self, x));
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           QbStrengthChart          *self)
{
  qb_strength_chart_hover_at (self, x);
}

static void
leave_cb (GtkEventControllerMotion *motion,
          QbStrengthChart          *self)
{
  qb_strength_chart_hover_at (self, -1);
}

static void
released_cb (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             QbStrengthChart *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  qb_strength_chart_click_at (self, x);
}

static gboolean
qb_strength_chart_query_tooltip (GtkWidget  *widget,
                                 int         x,
                                 int         y,
                                 gboolean    keyboard,
                                 GtkTooltip *tooltip)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (widget);
  guint point = keyboard ? self->cursor : qb_strength_chart_point_at (self, x);
  g_autofree char *text = qb_strength_chart_point_text (self, point);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (widget);
  guint n_points = g_list_model_get_n_items (G_LIST_MODEL (self->series));
  int step = g_variant_get_int32 (parameter);
  gint64 cursor = self->cursor == G_MAXUINT ? 0 : self->cursor;

  if (n_points == 0)
    return;
  if (step == G_MININT32 || step == G_MAXINT32)
    cursor = step < 0 ? 0 : n_points - 1;
  else
    cursor = CLAMP (cursor + step, 0, (gint64) n_points - 1);
  set_cursor (self, (guint) cursor);
}

static void
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (widget);

  go_to_point (self, self->cursor);
}

static void
focus_changed_cb (QbStrengthChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- The class ---------------------------------------------------------------- */

static void
qb_strength_chart_dispose (GObject *object)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  drop_plot (self);
  G_OBJECT_CLASS (qb_strength_chart_parent_class)->dispose (object);
}

static void
qb_strength_chart_finalize (GObject *object)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (object);

  g_clear_object (&self->series);
  G_OBJECT_CLASS (qb_strength_chart_parent_class)->finalize (object);
}

static void
qb_strength_chart_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    case PROP_HOVER_POINT:
      g_value_set_uint (value, self->hover);
      break;

    case PROP_CURSOR_POINT:
      g_value_set_uint (value, self->cursor);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_strength_chart_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  QbStrengthChart *self = QB_STRENGTH_CHART (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      qb_strength_chart_set_session (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_strength_chart_class_init (QbStrengthChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags RO = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = qb_strength_chart_dispose;
  object_class->finalize = qb_strength_chart_finalize;
  object_class->get_property = qb_strength_chart_get_property;
  object_class->set_property = qb_strength_chart_set_property;
  widget_class->snapshot = qb_strength_chart_snapshot;
  widget_class->measure = qb_strength_chart_measure;
  widget_class->css_changed = qb_strength_chart_css_changed;
  widget_class->query_tooltip = qb_strength_chart_query_tooltip;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, QB_TYPE_REPLAY_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOVER_POINT] = g_param_spec_uint ("hover-point", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, RO);
  properties[PROP_CURSOR_POINT] = g_param_spec_uint ("cursor-point", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, RO);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "chart.move-cursor", "i", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "chart.go", NULL, go_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "chart.move-cursor", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "chart.move-cursor", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "chart.move-cursor", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "chart.move-cursor", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "chart.move-cursor", "i", G_MININT32);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "chart.move-cursor", "i", G_MAXINT32);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "chart.go", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "chart.go", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "chart.go", NULL);

  gtk_widget_class_set_css_name (widget_class, "strengthchart");
  /* A slider over the points: a screen reader says the chosen point as
   * the value and that the arrows change it. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
qb_strength_chart_init (QbStrengthChart *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->series = qb_strength_series_new ();
  self->hover = G_MAXUINT;
  self->cursor = G_MAXUINT;
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, motion);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (widget, focus);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Strength of both sides"),
                                  -1);
  update_accessible (self);
  qb_ui_follow_dark_style (widget);
}

GtkWidget *
qb_strength_chart_new (void)
{
  return g_object_new (QB_TYPE_STRENGTH_CHART, NULL);
}
