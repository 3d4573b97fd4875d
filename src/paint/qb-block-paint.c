/* qb-block-paint.c: one wooden block's face, with no widget.
 *
 * Drawn like the physical blocks: a square of red (British) or blue
 * (French) wood. A block that faces the viewer shows its label: the
 * current CV as pips on the top edge (the physical block is turned so that
 * its current strength is on top; lost CV show as empty pips), the unit's
 * type symbol and its short name. A block that faces away shows only the
 * bare wood: its face has no block, type or CV, so there is no name here
 * to draw. The block widget (src/ui/board/qb-block-widget.c) and the
 * exported images (qb-board-render.c) both draw with this.
 */
#include "qb-block-paint.h"

#include <math.h>
#include <string.h>

#include "qb-engine.h"
#include "qb-ui-names.h"

void
qb_block_colors_init_light (QbBlockColors *colors,
                            int            side)
{
  const char *name = side == QB_FRENCH ? "french" : "british";
  g_autofree char *wood = g_strdup_printf ("block.%s.wood", name);
  g_autofree char *ink = g_strdup_printf ("block.%s.ink", name);

  qb_rgba_parse (&colors->wood, qb_paint_light_css (wood));
  qb_rgba_parse (&colors->ink, qb_paint_light_css (ink));
  qb_rgba_parse (&colors->sticker, qb_paint_light_css ("block.sticker"));
  qb_rgba_parse (&colors->moved, qb_paint_light_css ("block.moved-mark"));
}

static void
set_source_mix (cairo_t *cr, const QbRgba *a, const QbRgba *b, double t, double alpha)
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
draw_wood (const QbBlockColors *col, cairo_t *cr, double s)
{
  static const QbRgba white = { 1, 1, 1, 1 }, black = { 0, 0, 0, 1 };
  double r = 0.13 * s;

  rounded_rect (cr, 0.5, 0.5, s - 1, s - 1, r);
  cairo_pattern_t *pat = cairo_pattern_create_linear (0, 0, s * 0.6, s);
  QbRgba lo = col->wood, hi = col->wood;
  lo.red *= 0.78; lo.green *= 0.78; lo.blue *= 0.78;
  hi.red += (1 - hi.red) * 0.16; hi.green += (1 - hi.green) * 0.16; hi.blue += (1 - hi.blue) * 0.16;
  cairo_pattern_add_color_stop_rgb (pat, 0, hi.red, hi.green, hi.blue);
  cairo_pattern_add_color_stop_rgb (pat, 0.55, col->wood.red, col->wood.green, col->wood.blue);
  cairo_pattern_add_color_stop_rgb (pat, 1, lo.red, lo.green, lo.blue);
  cairo_set_source (cr, pat);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pat);
  set_source_mix (cr, &col->wood, &black, 0.55, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* The light catches the top edge. */
  rounded_rect (cr, 1.5, 1.5, s - 3, s - 3, r * 0.85);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, s, s * 0.3);
  cairo_clip (cr);
  set_source_mix (cr, &col->wood, &white, 0.5, 0.45);
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
      set_source_mix (cr, &col->wood, i % 2 ? &white : &black, 0.5, 0.10);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_pips (const QbBlockColors *col, const QbBlockFace *face, cairo_t *cr, double s, double m)
{
  int max = face->max_cv, cv = face->cv;
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
      qb_paint_set_source (cr, &col->ink, 1);
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
draw_symbol (const QbBlockColors *col, const QbBlockFace *face, cairo_t *cr, double cx, double cy, double w, double h)
{
  double lw = MAX (1.0, h * 0.11);
  double x0 = cx - w / 2, y0 = cy - h / 2;
  int type = face->type;

  qb_paint_set_source (cr, &col->ink, 1);
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
        PangoLayout *layout = qb_paint_layout_new (cr, NULL, "?");
        PangoFontDescription *desc = pango_font_description_from_string ("Serif Bold");
        pango_font_description_set_absolute_size (desc, h * 1.3 * PANGO_SCALE);
        pango_layout_set_font_description (layout, desc);
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

PangoLayout *
qb_block_paint_name_layout (const QbBlockFace *face,
                            cairo_t           *cr,
                            double             s,
                            QbBlockNameFit    *fit,
                            double            *size,
                            double            *squeeze)
{
  return qb_block_name_layout (cr, face->edition, face->block, face->max_cv > 0, s, fit, size, squeeze);
}

/* Draws the name at the foot of the block (a small block's in the box its
 * pips leave); returns the top of its text. */
static double
draw_name (const QbBlockColors *col, const QbBlockFace *face, cairo_t *cr, double s, double m,
           QbBlockNameFit *fit)
{
  double size;
  double squeeze;
  g_autoptr(PangoLayout) layout = qb_block_paint_name_layout (face, cr, s, fit, &size, &squeeze);
  PangoRectangle logical;
  double th, top;

  if (s < QB_BLOCK_COMPACT_BELOW)
    {
      /* The ink in the middle of the box under the pips. */
      double left, box_top, width, height;
      PangoRectangle ink;

      qb_block_name_box (face->max_cv > 0, s, &left, &box_top, &width, &height);
      pango_layout_get_extents (layout, &ink, NULL);
      top = box_top + (height - ink.height / (double) PANGO_SCALE) / 2 - ink.y / (double) PANGO_SCALE;
      qb_paint_set_source (cr, &col->ink, 1);
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
  qb_paint_set_source (cr, &col->ink, 1);
  cairo_move_to (cr, m + 1, top);
  pango_cairo_show_layout (cr, layout);
  return top;
}

static void
draw_moved_mark (const QbBlockColors *col, cairo_t *cr, double s)
{
  /* On the top-left corner, clear of the pips; the block to the left is
   * drawn first, so the mark stays on top of it. */
  double r = 0.15 * s;
  double cx = r * 0.3, cy = r * 0.3;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  qb_paint_set_source (cr, &col->moved, 1);
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

void
qb_block_paint_round_rect (cairo_t *cr,
                           double   x,
                           double   y,
                           double   w,
                           double   h,
                           double   r)
{
  rounded_rect (cr, x, y, w, h, r);
}

void
qb_block_paint_face (cairo_t             *cr,
                     const QbBlockColors *col,
                     const QbBlockFace   *face,
                     double               s,
                     QbBlockNameFit      *fit)
{
  QbBlockNameFit once = { 0 };

  draw_wood (col, cr, s);

  gboolean shown = face->block >= 0 && face->type >= 0;
  if (shown)
    {
      double m = qb_block_sticker_margin (s);
      rounded_rect (cr, m, m, s - 2 * m, s - 2 * m, 0.07 * s);
      qb_paint_set_source (cr, &col->sticker, 1);
      cairo_fill_preserve (cr);
      qb_paint_set_source (cr, &col->ink, 1);
      cairo_set_line_width (cr, MAX (0.6, s * 0.015));
      cairo_stroke (cr);

      draw_pips (col, face, cr, s, m);
      double name_top = draw_name (col, face, cr, s, m, fit != NULL ? fit : &once);
      if (s >= QB_BLOCK_COMPACT_BELOW)
        {
          /* The symbol between the pips and the name (smaller over a name
           * on two lines). */
          double top = face->max_cv > 0 ? 0.27 * s : 0.15 * s;
          double room = name_top - top - 0.03 * s;
          double sym_h = MIN (0.22 * s, room * 0.72), sym_w = sym_h * 36.0 / 22.0;
          double sym_cy = face->max_cv > 0 ? MIN (0.47 * s, top + room / 2) : MIN (0.42 * s, top + room / 2);
          if (sym_h > 0.08 * s)
            draw_symbol (col, face, cr, s / 2, sym_cy, sym_w, sym_h);
        }
    }

  if (face->moved)
    draw_moved_mark (col, cr, s);
  qb_block_name_fit_clear (&once);
}
