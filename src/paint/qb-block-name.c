/* qb-block-name.c: how a block's name is laid out on it, at any size: on
 * a large block under its symbol, on one line made smaller to fit or on
 * two ("La / Sarre"); on a small block (the map of a 1280 x 800 window)
 * by its ink in the box the pips leave, on one line or two, in its tiny
 * form where that reads larger ("Ran- / gers"), narrowed a little as a
 * last resort. For qb-block-paint.c, which draws the block (for the
 * widget and for exported images alike). */
#include "qb-block-name.h"

#include <math.h>
#include <string.h>

#include "qb-paint.h"
#include "qb-ui-names.h"

double
qb_block_sticker_margin (double s)
{
  /* Thinner on a small block, whose name needs the room (the wood still
   * shows the side all round). */
  return s < QB_BLOCK_COMPACT_BELOW ? 0.06 * s : 0.09 * s;
}

void
qb_block_name_fit_clear (QbBlockNameFit *fit)
{
  g_clear_pointer (&fit->text, g_free);
}

/* The least size of a name, in pixels, while the block allows it. */
#define NAME_MIN_PX 8.0
/* The size of a name a player reads on a small block without effort:
 * below it the block takes the tiny form of its name
 * (qb_ui_block_tiny_name(), "Ran- / gers"), if that is larger. */
#define NAME_READ_PX 7.5

/* Whether every line of the layout starts after a space: no word was cut
 * in two to fit. */
static gboolean
breaks_between_words (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);
  GSList *lines = pango_layout_get_lines_readonly (layout);

  for (GSList *l = lines != NULL ? lines->next : NULL; l != NULL; l = l->next)
    {
      const PangoLayoutLine *line = l->data;
      if (line->start_index <= 0 || text[line->start_index - 1] != ' ')
        return FALSE;
    }
  return TRUE;
}

/* The box of a small block's name: under the pips, within the sticker. */
void
qb_block_name_box (gboolean pips,
                   double   s,
                   double  *left,
                   double  *top,
                   double  *width,
                   double  *height)
{
  double m = qb_block_sticker_margin (s);

  *left = m + 0.2;
  *width = s - 2 * m - 0.4;
  /* Under the pips (draw_pips()), else from the sticker's top. */
  *top = pips ? m + 0.15 * s : m + 0.04 * s;
  *height = s - m - 0.035 * s - *top;
}

/* The largest size from `start` down to `least` at which the ink of
 * `layout`'s text fits width x height, or 0 if it fits at none. The size
 * is first scaled from one measure (the ink grows with the size), then
 * brought down by quarter pixels until it fits as drawn. */
static double
fit_ink (PangoLayout          *layout,
         PangoFontDescription *desc,
         double                width,
         double                height,
         double                start,
         double                least)
{
  double size = start;

  for (int i = 0; i < 24; i++)
    {
      PangoRectangle ink;
      double w, h;

      pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
      pango_layout_set_font_description (layout, desc);
      pango_layout_get_extents (layout, &ink, NULL);
      w = ink.width / (double) PANGO_SCALE;
      h = ink.height / (double) PANGO_SCALE;
      if (w <= width && h <= height)
        return size;
      if (size <= least)
        return 0;
      if (i == 0)
        /* One step to about the right size, a little over it. */
        size = MIN (size - 0.25, floor (4 * size * MIN (width / w, height / h)) / 4 + 0.25);
      else
        size -= 0.25;
      size = MAX (size, least);
    }
  return 0;
}

/* Fits `text` on a small block: on one line, or on two where the text
 * allows (its own line break, or a space made one), whichever is larger.
 * Leaves `layout` holding the best and returns its size (0: none fits at
 * `least`). */
static double
fit_compact (PangoLayout          *layout,
             PangoFontDescription *desc,
             const char           *text,
             double                width,
             double                height,
             double                start,
             double                least)
{
  g_autofree char *best = NULL;
  double best_size = 0;
  const char *space = strchr (text, '\n') == NULL ? strchr (text, ' ') : NULL;

  /* Each space in turn is the break, after the text on one line. */
  for (int i = 0; ; i++)
    {
      g_autofree char *variant = g_strdup (text);
      double size;

      if (i > 0)
        {
          if (space == NULL)
            break;
          variant[space - text] = '\n';
          space = strchr (space + 1, ' ');
        }
      pango_layout_set_text (layout, variant, -1);
      size = fit_ink (layout, desc, width, height, start, MAX (least, best_size + 0.25));
      if (size > best_size)
        {
          best_size = size;
          g_free (best);
          best = g_steal_pointer (&variant);
        }
    }
  if (best != NULL)
    {
      pango_layout_set_text (layout, best, -1);
      pango_font_description_set_absolute_size (desc, best_size * PANGO_SCALE);
      pango_layout_set_font_description (layout, desc);
    }
  return best_size;
}

/* The least a name is narrowed (drawn at this share of its width, its
 * height kept) to reach NAME_READ_PX: a condensed face made of the
 * ordinary one, for the few names that miss that size by a letter's
 * width ("Wolfe" on a block of 23 pixels). */
#define NARROWEST 0.9
/* The tiny form takes the place of a name drawn at less than this share
 * of the tiny form's size: on a block of 35 pixels (1920 x 1080)
 * "2/60" at 14 pixels reads better than "2/60th" at 9.5 beside "15th" at
 * 14.7. */
#define TINY_RATIO 0.8

/* The name of a small block (under QB_BLOCK_COMPACT_BELOW): its short name as
 * large as it fits, on one line or two; if that is under NAME_READ_PX,
 * its tiny form if that is larger ("Ran- / gers" for "Rangers"); if
 * neither reaches it, either narrowed (*squeeze_out, at least
 * NARROWEST) if that is larger. Never cut while a form fits at the least
 * size. */
static PangoLayout *
compact_name_layout (cairo_t        *cr,
                     int             edition,
                     int             block,
                     gboolean        pips,
                     double          s,
                     QbBlockNameFit *fit,
                     double         *size_out,
                     double         *squeeze_out)
{
  const char *name = qb_ui_block_short_name (edition, block);
  const char *tiny = qb_ui_block_tiny_name (edition, block);
  PangoLayout *layout = qb_paint_layout_new (cr, NULL, name);
  PangoFontDescription *desc = pango_font_description_from_string ("Cantarell, DejaVu Sans Condensed, Sans Bold");
  double left, top, width, height;
  double start = 0.42 * s, least = MIN (0.2 * s, 4.0);
  double size;

  qb_block_name_box (pips, s, &left, &top, &width, &height);
  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  /* Two lines closer than the font's own leading: the block is small. */
  pango_layout_set_line_spacing (layout, 0.82);
  if (fit->text != NULL && fit->s == s)
    {
      /* As fitted last time. */
      pango_layout_set_text (layout, fit->text, -1);
      pango_font_description_set_absolute_size (desc, fit->size * PANGO_SCALE);
      pango_layout_set_font_description (layout, desc);
      if (fit->cut)
        {
          pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
        }
      pango_font_description_free (desc);
      *size_out = fit->size;
      *squeeze_out = fit->squeeze;
      return layout;
    }
  *squeeze_out = 1;
  size = fit_compact (layout, desc, name, width, height, start, least);
  if (strcmp (tiny, name) != 0)
    {
      /* The tiny form also where the name is read, but at far less than
       * it ("Neptune" at 7.5 pixels, "Nept." at 13, on a block of 35). */
      g_autoptr(PangoLayout) other = pango_layout_copy (layout);
      double other_size = fit_compact (other, desc, tiny, width, height, start, least);

      if (other_size > size && (size < NAME_READ_PX || size < TINY_RATIO * other_size))
        {
          g_set_object (&layout, other);
          size = other_size;
        }
    }
  /* Neither reaches NAME_READ_PX: either narrowed, if that is larger. */
  for (int i = 0; i < 2 && size < NAME_READ_PX; i++)
    {
      const char *text = i == 0 ? name : tiny;
      g_autoptr(PangoLayout) other = NULL;
      double other_size;

      if (i == 1 && strcmp (tiny, name) == 0)
        continue;
      other = pango_layout_copy (layout);
      /* Narrowed only as far as NAME_READ_PX needs: no larger. */
      other_size = fit_compact (other, desc, text, width / NARROWEST, height,
                                MIN (start, NAME_READ_PX), MAX (least, size + 0.25));
      if (other_size > size)
        {
          g_set_object (&layout, other);
          size = other_size;
          *squeeze_out = NARROWEST;
        }
    }
  fit->cut = size <= 0;
  if (size <= 0)
    {
      /* Nothing fits whole: the name on one line, cut. */
      size = least;
      pango_layout_set_text (layout, name, -1);
      pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
      pango_layout_set_font_description (layout, desc);
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  g_free (fit->text);
  fit->text = g_strdup (pango_layout_get_text (layout));
  fit->s = s;
  fit->size = size;
  fit->squeeze = *squeeze_out;
  pango_font_description_free (desc);
  *size_out = size;
  return layout;
}

/* The name of a block of size s (pixels) as it is drawn: on one line,
 * made smaller to fit; else on two lines ("La / Sarre"), never cut while
 * two lines at the least size hold it. *size_out is its size in pixels. */
PangoLayout *
qb_block_name_layout (cairo_t        *cr,
                      int             edition,
                      int             block,
                      gboolean        pips,
                      double          s,
                      QbBlockNameFit *fit,
                      double         *size_out,
                      double         *squeeze_out)
{
  *squeeze_out = 1;
  if (s < QB_BLOCK_COMPACT_BELOW)
    return compact_name_layout (cr, edition, block, pips, s, fit, size_out, squeeze_out);

  /* A large block: the name under the symbol. */
  const char *name = qb_ui_block_short_name (edition, block);
  PangoLayout *layout = qb_paint_layout_new (cr, NULL, name);
  PangoFontDescription *desc = pango_font_description_from_string ("Cantarell, DejaVu Sans Condensed, Sans Bold");
  double m = qb_block_sticker_margin (s);
  double avail = s - 2 * m - 2;
  double size = 0.25 * s;
  double least = MIN (0.17 * s, MAX (NAME_MIN_PX, 0.13 * s));
  int w = 0, h = 0;

  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_stretch (desc, PANGO_STRETCH_CONDENSED);
  pango_layout_set_text (layout, name, -1);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  for (int i = 0; i < 8; i++)
    {
      pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
      pango_layout_set_font_description (layout, desc);
      pango_layout_get_pixel_size (layout, &w, &h);
      if (w <= avail || size <= least)
        break;
      size = MAX (least, size * MAX (0.8, avail / w));
    }
  if (w > avail && strchr (name, ' ') != NULL)
    {
      /* Two lines ("Québec / VII"), at the size where both fit under the
       * pips, broken between words only. */
      double room = 0.42 * s;
      double two = 0.21 * s;

      pango_layout_set_width (layout, (int) (avail * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      for (int i = 0; i < 10 && two >= least * 0.75; i++, two *= 0.92)
        {
          PangoRectangle logical;

          pango_font_description_set_absolute_size (desc, two * PANGO_SCALE);
          pango_layout_set_font_description (layout, desc);
          pango_layout_get_pixel_extents (layout, NULL, &logical);
          if (pango_layout_get_line_count (layout) <= 2 && logical.width <= avail
              && logical.height <= room && breaks_between_words (layout))
            {
              size = two;
              w = logical.width;
              break;
            }
        }
      if (w > avail)
        pango_layout_set_width (layout, -1);
    }
  if (w > avail)
    {
      /* One line again, smaller still; cut only as a last resort. */
      for (int i = 0; i < 8 && w > avail && size > least * 0.6; i++)
        {
          size = MAX (least * 0.6, size * MAX (0.85, avail / w));
          pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
          pango_layout_set_font_description (layout, desc);
          pango_layout_get_pixel_size (layout, &w, &h);
        }
      pango_layout_set_width (layout, (int) (avail * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  else if (pango_layout_get_width (layout) < 0)
    pango_layout_set_width (layout, (int) (avail * PANGO_SCALE));
  pango_font_description_free (desc);
  *size_out = size;
  return layout;
}
