/* qb-block-widget.c: one wooden block on the play board.
 *
 * Drawn like the physical blocks: a square of red (British) or blue
 * (French) wood. A block that faces the viewer shows its label: the
 * current CV as pips on the top edge (the physical block is turned so that
 * its current strength is on top; lost CV show as empty pips), the unit's
 * type symbol and its short name. A block that faces away shows only the
 * bare wood. The label, tooltip and accessible name only ever say what the
 * face says.
 */
#include <glib/gi18n-lib.h>

#include "qb-block-widget.h"
#include "qb-block-name.h"

#include <math.h>
#include <string.h>

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
  GdkRGBA wood;
  GdkRGBA sticker;
  GdkRGBA ink;
  GdkRGBA moved;
  GdkRGBA selection;
  GdkRGBA focus;

  /* The name as last fitted to a small block (qb_block_name_layout()). */
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

  qb_ui_style_color (widget, "wood", &self->wood);
  qb_ui_style_color (widget, "sticker", &self->sticker);
  qb_ui_style_color (widget, "ink", &self->ink);
  qb_ui_style_color (widget, "moved-mark", &self->moved);
  qb_ui_style_color (widget, "selection", &self->selection);
  qb_ui_style_color (widget, "focus-ring", &self->focus);
  self->have_colors = TRUE;
}

static void
set_source_mix (cairo_t *cr, const GdkRGBA *a, const GdkRGBA *b, double t, double alpha)
{
  cairo_set_source_rgba (cr,
                         a->red + (b->red - a->red) * t,
                         a->green + (b->green - a->green) * t,
                         a->blue + (b->blue - a->blue) * t,
                         alpha);
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
draw_wood (QbBlockWidget *self, cairo_t *cr, double s)
{
  static const GdkRGBA white = { 1, 1, 1, 1 }, black = { 0, 0, 0, 1 };
  double r = 0.13 * s;

  rounded_rect (cr, 0.5, 0.5, s - 1, s - 1, r);
  cairo_pattern_t *pat = cairo_pattern_create_linear (0, 0, s * 0.6, s);
  GdkRGBA lo = self->wood, hi = self->wood;
  lo.red *= 0.78; lo.green *= 0.78; lo.blue *= 0.78;
  hi.red += (1 - hi.red) * 0.16; hi.green += (1 - hi.green) * 0.16; hi.blue += (1 - hi.blue) * 0.16;
  cairo_pattern_add_color_stop_rgb (pat, 0, hi.red, hi.green, hi.blue);
  cairo_pattern_add_color_stop_rgb (pat, 0.55, self->wood.red, self->wood.green, self->wood.blue);
  cairo_pattern_add_color_stop_rgb (pat, 1, lo.red, lo.green, lo.blue);
  cairo_set_source (cr, pat);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pat);
  set_source_mix (cr, &self->wood, &black, 0.55, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* The light catches the top edge. */
  rounded_rect (cr, 1.5, 1.5, s - 3, s - 3, r * 0.85);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, s, s * 0.3);
  cairo_clip (cr);
  set_source_mix (cr, &self->wood, &white, 0.5, 0.45);
  cairo_stroke (cr);
  cairo_restore (cr);

  /* A little grain. */
  cairo_save (cr);
  rounded_rect (cr, 1, 1, s - 2, s - 2, r);
  cairo_clip (cr);
  cairo_set_line_width (cr, MAX (0.6, s * 0.012));
  for (int i = 0; i < 5; i++)
    {
      double y = s * (0.16 + 0.18 * i);
      cairo_move_to (cr, 0, y);
      cairo_curve_to (cr, s * 0.3, y - s * 0.05, s * 0.6, y + s * 0.06, s, y - s * 0.02);
      set_source_mix (cr, &self->wood, i % 2 ? &white : &black, 0.5, 0.10);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_pips (QbBlockWidget *self, cairo_t *cr, double s, double m)
{
  int max = self->face.max_cv, cv = self->face.cv;
  if (max <= 0)
    return;
  double pr = 0.045 * s;
  double step = 0.13 * s;
  /* A small block's pips sit higher, leaving its name two lines. */
  double y = m + (s < QB_BLOCK_COMPACT_BELOW ? 0.085 : 0.105) * s;
  double x0 = s / 2 - step * (max - 1) / 2.0;
  cairo_set_line_width (cr, MAX (0.8, s * 0.022));
  for (int i = 0; i < max; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x0 + i * step, y, pr, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &self->ink);
      if (i < cv)
        cairo_fill (cr);
      else
        {
          cairo_set_line_width (cr, MAX (0.7, s * 0.016));
          cairo_stroke (cr);
        }
    }
}

/* The unit's symbol in the box (w x h) centred on (cx, cy), after the
 * military map symbols: a crossed box for foot, a star for a leader. */
static void
draw_symbol (QbBlockWidget *self, cairo_t *cr, double cx, double cy, double w, double h)
{
  double lw = MAX (1.0, h * 0.11);
  double x0 = cx - w / 2, y0 = cy - h / 2;
  int type = self->face.type;

  gdk_cairo_set_source_rgba (cr, &self->ink);
  cairo_set_line_width (cr, lw);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  switch (type)
    {
    case QB_TYPE_LEADER:
      {
        double r = h * 0.62;
        for (int i = 0; i < 10; i++)
          {
            double a = -G_PI / 2 + i * G_PI / 5;
            double rr = i % 2 ? r * 0.42 : r;
            if (i == 0)
              cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
            else
              cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
          }
        cairo_close_path (cr);
        cairo_fill (cr);
        return;
      }
    case QB_TYPE_SHIP:
      {
        /* A hull with three masts. */
        double hy = cy + h * 0.25;
        cairo_move_to (cr, x0, hy);
        cairo_line_to (cr, x0 + w, hy);
        cairo_line_to (cr, x0 + w * 0.86, cy + h * 0.62);
        cairo_line_to (cr, x0 + w * 0.12, cy + h * 0.62);
        cairo_close_path (cr);
        cairo_fill (cr);
        for (int i = 0; i < 3; i++)
          {
            double mx = x0 + w * (0.28 + 0.24 * i);
            double top = cy - h * (i == 1 ? 0.75 : 0.6);
            cairo_move_to (cr, mx, hy);
            cairo_line_to (cr, mx, top);
            cairo_stroke (cr);
            cairo_rectangle (cr, mx - w * 0.09, top + h * 0.12, w * 0.18, h * 0.42);
            cairo_fill (cr);
          }
        return;
      }
    case QB_TYPE_DECOY:
      {
        PangoLayout *layout = pango_cairo_create_layout (cr);
        PangoFontDescription *desc = pango_font_description_from_string ("Serif Bold");
        pango_font_description_set_absolute_size (desc, h * 1.3 * PANGO_SCALE);
        pango_layout_set_font_description (layout, desc);
        pango_layout_set_text (layout, "?", -1);
        PangoRectangle ink;
        pango_layout_get_extents (layout, &ink, NULL);
        cairo_move_to (cr, cx - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                       cy - (ink.y + ink.height / 2.0) / PANGO_SCALE);
        pango_cairo_show_layout (cr, layout);
        pango_font_description_free (desc);
        g_object_unref (layout);
        return;
      }
    case QB_TYPE_INDIAN:
      {
        /* A feather in the box. */
        cairo_rectangle (cr, x0, y0, w, h);
        cairo_stroke (cr);
        cairo_move_to (cr, x0 + w * 0.2, y0 + h * 0.85);
        cairo_curve_to (cr, x0 + w * 0.35, y0 + h * 0.2, x0 + w * 0.7, y0 + h * 0.1,
                        x0 + w * 0.82, y0 + h * 0.15);
        cairo_curve_to (cr, x0 + w * 0.75, y0 + h * 0.5, x0 + w * 0.5, y0 + h * 0.75,
                        x0 + w * 0.2, y0 + h * 0.85);
        cairo_fill (cr);
        return;
      }
    default:
      break;
    }

  /* Foot: a crossed box. Militia are irregulars: a broken box. */
  gboolean militia = type == QB_TYPE_QUEBEC_MILITIA || type == QB_TYPE_MONTREAL_MILITIA;
  if (type == QB_TYPE_DETACHMENT)
    {
      w *= 0.72;
      h *= 0.8;
      x0 = cx - w / 2;
      y0 = cy - h / 2 + h * 0.1;
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, y0 - h * 0.28, lw * 0.9, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  if (militia)
    {
      double dashes[] = { h * 0.28, h * 0.16 };
      cairo_set_dash (cr, dashes, 2, 0);
    }
  cairo_rectangle (cr, x0, y0, w, h);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x0 + w, y0 + h);
  cairo_move_to (cr, x0 + w, y0);
  cairo_line_to (cr, x0, y0 + h);
  cairo_stroke (cr);

  switch (type)
    {
    case QB_TYPE_GRENADIERS:
      /* A grenade on the box. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, y0 - h * 0.18, h * 0.2, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case QB_TYPE_LIGHT_INFANTRY:
      /* A bugle horn above the box. */
      cairo_new_sub_path (cr);
      cairo_arc_negative (cr, cx, y0 - h * 0.02, h * 0.26, G_PI * 0.95, G_PI * 0.05);
      cairo_stroke (cr);
      break;
    case QB_TYPE_RANGERS:
      /* A pine above the box: rangers of the woods. */
      cairo_move_to (cr, cx, y0 - h * 0.5);
      cairo_line_to (cr, cx + h * 0.22, y0 - h * 0.05);
      cairo_line_to (cr, cx - h * 0.22, y0 - h * 0.05);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case QB_TYPE_MONTREAL_MILITIA:
      /* Militia from upriver: a bar under the box. */
      cairo_move_to (cr, x0 + w * 0.2, y0 + h * 1.25);
      cairo_line_to (cr, x0 + w * 0.8, y0 + h * 1.25);
      cairo_stroke (cr);
      break;
    default:
      break;
    }
}

/* Draws the name at the foot of the block; returns the top of its text. */
static double
draw_name (QbBlockWidget *self, cairo_t *cr, double s, double m)
{
  double size;
  double squeeze;
  g_autoptr(PangoLayout) layout = qb_block_name_layout (cr, self->face.edition, self->face.block, self->face.max_cv > 0, s,
                                                               &self->fit, &size, &squeeze);
  PangoRectangle logical;
  double th, top;

  if (s < QB_BLOCK_COMPACT_BELOW)
    {
      /* The ink in the middle of the box under the pips. */
      double left, box_top, width, height;
      PangoRectangle ink;

      qb_block_name_box (self->face.max_cv > 0, s, &left, &box_top, &width, &height);
      pango_layout_get_extents (layout, &ink, NULL);
      top = box_top + (height - ink.height / (double) PANGO_SCALE) / 2 - ink.y / (double) PANGO_SCALE;
      gdk_cairo_set_source_rgba (cr, &self->ink);
      cairo_save (cr);
      /* Narrowed about the block's middle. */
      cairo_translate (cr, s / 2, 0);
      cairo_scale (cr, squeeze, 1);
      cairo_move_to (cr, -(ink.x + ink.width / 2.0) / PANGO_SCALE, top);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
      return top;
    }
  pango_layout_get_extents (layout, NULL, &logical);
  th = logical.height / (double) PANGO_SCALE;
  top = s - m - th - 0.015 * s;
  gdk_cairo_set_source_rgba (cr, &self->ink);
  cairo_move_to (cr, m + 1, top);
  pango_cairo_show_layout (cr, layout);
  return top;
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
  PangoLayout *layout = qb_block_name_layout (cr, self->face.edition, self->face.block, self->face.max_cv > 0,
                                             s, &self->fit, size, &squeeze);

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
draw_moved_mark (QbBlockWidget *self, cairo_t *cr, double s)
{
  /* On the top-left corner, clear of the pips; the block to the left is
   * drawn first, so the mark stays on top of it. */
  double r = 0.15 * s;
  double cx = r * 0.3, cy = r * 0.3;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &self->moved);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_set_line_width (cr, MAX (0.8, s * 0.02));
  cairo_stroke (cr);

  /* An arrow: it moved. */
  cairo_set_source_rgba (cr, 0.1, 0.08, 0.05, 0.9);
  cairo_set_line_width (cr, MAX (1.0, s * 0.03));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, cx - r * 0.5, cy);
  cairo_line_to (cr, cx + r * 0.45, cy);
  cairo_move_to (cr, cx + r * 0.05, cy - r * 0.4);
  cairo_line_to (cr, cx + r * 0.5, cy);
  cairo_line_to (cr, cx + r * 0.05, cy + r * 0.4);
  cairo_stroke (cr);
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
  draw_wood (self, cr, s);

  gboolean shown = self->face.block >= 0 && self->face.type >= 0;
  if (shown)
    {
      double m = qb_block_sticker_margin (s);
      rounded_rect (cr, m, m, s - 2 * m, s - 2 * m, 0.07 * s);
      gdk_cairo_set_source_rgba (cr, &self->sticker);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &self->ink);
      cairo_set_line_width (cr, MAX (0.6, s * 0.015));
      cairo_stroke (cr);

      draw_pips (self, cr, s, m);
      double name_top = draw_name (self, cr, s, m);
      if (s >= QB_BLOCK_COMPACT_BELOW)
        {
          /* The symbol between the pips and the name (smaller over a name
           * on two lines). */
          double top = self->face.max_cv > 0 ? 0.27 * s : 0.15 * s;
          double room = name_top - top - 0.03 * s;
          double sym_h = MIN (0.22 * s, room * 0.72), sym_w = sym_h * 36.0 / 22.0;
          double sym_cy = self->face.max_cv > 0 ? MIN (0.47 * s, top + room / 2) : MIN (0.42 * s, top + room / 2);
          if (sym_h > 0.08 * s)
            draw_symbol (self, cr, s / 2, sym_cy, sym_w, sym_h);
        }
    }

  if (self->face.moved)
    draw_moved_mark (self, cr, s);

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
