/* qb-block-widget.c: one wooden block on the play board.
 *
 * The face is painted by src/paint/qb-block-paint.c (wood, pips, symbol,
 * name; the bare wood of a block that faces away); the widget adds its
 * shadow, hover, selection and focus. The label, tooltip and accessible
 * name only ever say what the face says.
 */
#include <glib/gi18n-lib.h>

#include "qb-block-widget.h"

#include <math.h>
#include <string.h>

#include "qb-block-paint.h"
#include "qb-engine.h"
#include "qb-ui-names.h"
#include "qb-ui-style.h"

struct _QbBlockWidget
{
  GtkWidget parent_instance;

  QbBlockFace face;
  char *label;
  gboolean selected;
  double x;
  double y;

  /* Palette, read from CSS in css_changed. */
  gboolean have_colors;
  QbBlockColors colors;        /* wood, sticker, ink, moved-mark */
  GdkRGBA selection;
  GdkRGBA focus;

  /* The name as last fitted to a small block (qb-block-name.h). */
  QbBlockNameFit fit;
};

G_DEFINE_FINAL_TYPE (QbBlockWidget, qb_block_widget, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Drawing ---------------------------------------------------------------- */

static void
read_colors (QbBlockWidget *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  static const char *const names[] = { "wood", "sticker", "ink", "moved-mark" };
  QbRgba *colors[] = { &self->colors.wood, &self->colors.sticker, &self->colors.ink, &self->colors.moved };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GdkRGBA rgba;

      qb_ui_style_color (widget, names[i], &rgba);
      *colors[i] = (QbRgba) { rgba.red, rgba.green, rgba.blue, rgba.alpha };
    }
  qb_ui_style_color (widget, "selection", &self->selection);
  qb_ui_style_color (widget, "focus-ring", &self->focus);
  self->have_colors = TRUE;
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  qb_block_paint_round_rect (cr, x, y, w, h, r);
}

/* The name's layout at the block's size now, measured as drawn. */
static PangoLayout *
current_name_layout (QbBlockWidget *self,
                     double        *size)
{
  double s = MIN (gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  double squeeze;
  PangoLayout *layout = qb_block_paint_name_layout (&self->face, cr, s, &self->fit, size, &squeeze);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return layout;
}

/**
 * qb_block_widget_get_name_size:
 *
 * Returns: the size in pixels the block's name is drawn at, at the
 *   block's size now; 0 for a block the viewer may not identify
 */
double
qb_block_widget_get_name_size (QbBlockWidget *self)
{
  double size = 0;

  g_return_val_if_fail (QB_IS_BLOCK_WIDGET (self), 0);
  if (self->face.block < 0 || self->face.type < 0)
    return 0;
  g_object_unref (current_name_layout (self, &size));
  return size;
}

/**
 * qb_block_widget_get_name_cut:
 *
 * Returns: whether the block's name is cut short ("La Sar…") at the
 *   block's size now
 */
gboolean
qb_block_widget_get_name_cut (QbBlockWidget *self)
{
  double size;
  g_autoptr(PangoLayout) layout = NULL;

  g_return_val_if_fail (QB_IS_BLOCK_WIDGET (self), FALSE);
  if (self->face.block < 0 || self->face.type < 0)
    return FALSE;
  layout = current_name_layout (self, &size);
  return pango_layout_is_ellipsized (layout);
}

static void
qb_block_widget_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  QbBlockWidget *self = QB_BLOCK_WIDGET (widget);
  double s = MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget));

  if (s < 4)
    return;
  if (!self->have_colors)
    read_colors (self);

  GskRoundedRect outline;
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, s, s), 0.13 * s);
  GdkRGBA shadow_color = { 0, 0, 0, self->selected ? 0.55 : 0.42 };
  double lift = self->selected ? 0.1 * s : 0.05 * s;
  g_autoptr (GskRenderNode) shadow = gsk_outset_shadow_node_new (&outline, &shadow_color,
                                                                 lift * 0.5, lift, 0, MAX (1.5, 0.1 * s));

  /* Drawn into an image, not a cairo node: GTK keeps the node until the
   * block is queued for drawing again, and an image is only placed at each
   * frame where cairo drawing would be rasterized again
   * (qb_ui_image_node_new()). The cairo renderer would also blur the
   * shadow again at each frame: for it, the shadow goes into the image,
   * drawn by the same code; the GL renderer keeps its shadows itself. */
  gboolean texture = qb_ui_prefers_textures (widget);
  graphene_rect_t area = GRAPHENE_RECT_INIT (-4, -4, s + 8, s + 8);
  if (texture)
    gtk_snapshot_append_node (snapshot, shadow);
  else
    {
      graphene_rect_t bounds;
      gsk_render_node_get_bounds (shadow, &bounds);
      graphene_rect_union (&area, &bounds, &area);
    }
  double x0 = floor (area.origin.x), y0 = floor (area.origin.y);
  int w = (int) (ceil (area.origin.x + area.size.width) - x0);
  int h = (int) (ceil (area.origin.y + area.size.height) - y0);
  int factor = gtk_widget_get_scale_factor (widget);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w * factor, h * factor);
  cairo_surface_set_device_scale (surface, factor, factor);
  cairo_t *cr = cairo_create (surface);
  cairo_translate (cr, -x0, -y0);
  if (!texture)
    gsk_render_node_draw (shadow, cr);
  /* The block itself was always drawn within these bounds. */
  cairo_rectangle (cr, -4, -4, s + 8, s + 8);
  cairo_clip (cr);
  qb_block_paint_face (cr, &self->colors, &self->face, s, &self->fit);

  GtkStateFlags state = gtk_widget_get_state_flags (widget);
  if (state & GTK_STATE_FLAG_PRELIGHT)
    {
      rounded_rect (cr, 0, 0, s, s, 0.13 * s);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.12);
      cairo_fill (cr);
    }
  if (self->selected)
    {
      rounded_rect (cr, -2, -2, s + 4, s + 4, 0.16 * s);
      gdk_cairo_set_source_rgba (cr, &self->selection);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  if (gtk_widget_has_visible_focus (widget))
    {
      double dashes[] = { 3, 2 };
      rounded_rect (cr, -3, -3, s + 6, s + 6, 0.18 * s);
      gdk_cairo_set_source_rgba (cr, &self->focus);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  g_autoptr (GskRenderNode) node = qb_ui_image_node_new (surface, &GRAPHENE_RECT_INIT ((float) x0, (float) y0, w, h),
                                                         texture);
  gtk_snapshot_append_node (snapshot, node);
}

/* ---- Labels ------------------------------------------------------------------ */

static char *
describe (const QbBlockFace *face)
{
  g_autofree char *where = qb_ui_zone_phrase (face->loc, QB_ZONE_IN, NULL);
  GString *s = g_string_new (NULL);

  if (face->block < 0 || face->type < 0)
    {
      /* Only what the bare wood shows: the colour and where it stands. */
      /* Translators: "British block, hidden, in Beauport"; %2$s is where,
       * with its preposition (see the context “zone BE”). */
      g_string_printf (s, C_("block description", "%1$s, hidden, %2$s"),
                       qb_ui_side_block (face->side), where);
    }
  else
    {
      const char *name = qb_ui_block_name (face->edition, face->block);
      const char *type = qb_ui_type_name (face->type);
      if (!face->own)
        g_string_append_printf (s, "%s: ", qb_ui_side_block (face->side));
      if (face->loc == QB_LOC_POOL)
        /* Translators: "La Sarre, regular infantry, 4 of 4 CV, not deployed yet" */
        g_string_append_printf (s, _("%s, %s, %d of %d CV, not deployed yet"), name, type,
                                face->cv, face->max_cv);
      else if (face->max_cv > 0)
        /* Translators: "15th (Amherst's), regular infantry, 3 of 4 CV, in
         * Beauport"; %5$s is where, with its preposition. */
        g_string_append_printf (s, C_("block description", "%1$s, %2$s, %3$d of %4$d CV, %5$s"),
                                name, type, face->cv, face->max_cv, where);
      else
        /* Translators: "Neptune, ship, in the Bason"; %3$s is where, with
         * its preposition. */
        g_string_append_printf (s, C_("block description", "%1$s, %2$s, %3$s"), name, type, where);
    }
  if (face->moved)
    g_string_append (s, _(", moved this move"));
  return g_string_free (s, FALSE);
}

/* ---- GObject ----------------------------------------------------------------- */

static void
qb_block_widget_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = 0;
  *natural = 42;
}

static void
qb_block_widget_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  QbBlockWidget *self = QB_BLOCK_WIDGET (widget);

  GTK_WIDGET_CLASS (qb_block_widget_parent_class)->css_changed (widget, change);
  self->have_colors = FALSE;
  gtk_widget_queue_draw (widget);
}

static void
qb_block_widget_state_flags_changed (GtkWidget     *widget,
                                     GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (qb_block_widget_parent_class)->state_flags_changed (widget, previous);
  gtk_widget_queue_draw (widget);
}

static void
qb_block_widget_finalize (GObject *object)
{
  QbBlockWidget *self = QB_BLOCK_WIDGET (object);

  g_clear_pointer (&self->label, g_free);
  qb_block_name_fit_clear (&self->fit);
  G_OBJECT_CLASS (qb_block_widget_parent_class)->finalize (object);
}

static void
qb_block_widget_class_init (QbBlockWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = qb_block_widget_finalize;
  widget_class->measure = qb_block_widget_measure;
  widget_class->snapshot = qb_block_widget_snapshot;
  widget_class->css_changed = qb_block_widget_css_changed;
  widget_class->state_flags_changed = qb_block_widget_state_flags_changed;

  /**
   * QbBlockWidget::activate:
   *
   * The block was clicked, or Enter was pressed on it.
   */
  signals[ACTIVATE] = g_signal_new ("activate",
                                    G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                    0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Space, 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "block");
}

static void
qb_block_widget_init (QbBlockWidget *self)
{
  self->face.block = -1;
  self->face.type = -1;
  self->face.cv = -1;
  self->face.loc = -1;

  /* The block is drawn as an image at the scale factor of its window. */
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (gtk_widget_queue_draw), NULL);
}

GtkWidget *
qb_block_widget_new (gboolean hidden)
{
  GtkWidget *widget = g_object_new (QB_TYPE_BLOCK_WIDGET,
                                    "accessible-role", hidden ? GTK_ACCESSIBLE_ROLE_IMG
                                                              : GTK_ACCESSIBLE_ROLE_BUTTON,
                                    "focusable", !hidden,
                                    NULL);
  if (hidden)
    gtk_widget_add_css_class (widget, "hidden");
  return widget;
}

void
qb_block_widget_set_face (QbBlockWidget     *self,
                          const QbBlockFace *face)
{
  g_return_if_fail (QB_IS_BLOCK_WIDGET (self));
  g_return_if_fail (face != NULL);

  /* A widget made for a hidden block never carries an identity, so that
   * not even its type can leak one. */
  g_return_if_fail (!gtk_widget_has_css_class (GTK_WIDGET (self), "hidden") || face->block < 0);

  if (memcmp (&self->face, face, sizeof *face) == 0 && self->label != NULL)
    return;

  GtkWidget *widget = GTK_WIDGET (self);
  gboolean side_changed = self->face.side != face->side || self->label == NULL;
  self->face = *face;
  if (self->face.block < 0)
    {
      self->face.type = -1;
      self->face.cv = -1;
      self->face.max_cv = 0;
    }

  if (side_changed)
    {
      gtk_widget_remove_css_class (widget, "british");
      gtk_widget_remove_css_class (widget, "french");
      gtk_widget_add_css_class (widget, face->side == QB_BRITISH ? "british" : "french");
    }
  if (face->moved)
    gtk_widget_add_css_class (widget, "moved");
  else
    gtk_widget_remove_css_class (widget, "moved");

  g_free (self->label);
  self->label = describe (&self->face);
  /* Another name, or the same at another strength (the pips). */
  qb_block_name_fit_clear (&self->fit);
  gtk_widget_set_tooltip_text (widget, self->label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                  -1);
  self->have_colors = FALSE;
  gtk_widget_queue_draw (widget);
}

const QbBlockFace *
qb_block_widget_get_face (QbBlockWidget *self)
{
  g_return_val_if_fail (QB_IS_BLOCK_WIDGET (self), NULL);

  return &self->face;
}

const char *
qb_block_widget_get_label (QbBlockWidget *self)
{
  g_return_val_if_fail (QB_IS_BLOCK_WIDGET (self), NULL);

  return self->label;
}

void
qb_block_widget_set_selected (QbBlockWidget *self,
                              gboolean       selected)
{
  g_return_if_fail (QB_IS_BLOCK_WIDGET (self));

  selected = !!selected;
  if (self->selected == selected)
    return;
  self->selected = selected;
  if (selected)
    gtk_widget_set_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_SELECTED, FALSE);
  else
    gtk_widget_unset_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_SELECTED);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, selected,
                               -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
qb_block_widget_get_selected (QbBlockWidget *self)
{
  g_return_val_if_fail (QB_IS_BLOCK_WIDGET (self), FALSE);

  return self->selected;
}

void
qb_block_widget_set_position (QbBlockWidget *self,
                              double         x,
                              double         y)
{
  g_return_if_fail (QB_IS_BLOCK_WIDGET (self));

  self->x = x;
  self->y = y;
}

void
qb_block_widget_get_position (QbBlockWidget *self,
                              double        *x,
                              double        *y)
{
  g_return_if_fail (QB_IS_BLOCK_WIDGET (self));

  if (x)
    *x = self->x;
  if (y)
    *y = self->y;
}
