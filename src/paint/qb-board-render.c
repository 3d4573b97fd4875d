/* qb-board-render.c: the board as an image, with no display.
 *
 * The same painters as the board widget (qb-board-paint.c for the map
 * and the stacks' marks, qb-block-paint.c for each block, qb-mark-paint.c
 * for the notes' rings and arrows, qb-order-paint.c for the order being
 * written), in the app's light palette, onto a
 * cairo image (PNG) or SVG surface. The blocks are placed by
 * qb-board-place.c from the view alone: a block the view hides is a face
 * with no name, so no name of it can reach the image.
 */
#include <glib/gi18n-lib.h>

#include "qb-board-render.h"

#include <cairo-svg.h>
#include <math.h>

#include "qb-block-paint.h"
#include "qb-board-paint.h"
#include "qb-board-place.h"
#include "qb-mark-paint.h"
#include "qb-order-paint.h"

/* ---- Targets ------------------------------------------------------------------ */

struct _QbRenderTarget
{
  gboolean svg;
  GByteArray *bytes;
  cairo_surface_t *surface;
};

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

QbRenderTarget *
qb_render_target_new (const char  *format,
                      int          width,
                      int          height,
                      GError     **error)
{
  QbRenderTarget *target;
  gboolean svg;

  if (g_strcmp0 (format, "png") == 0)
    svg = FALSE;
  else if (g_strcmp0 (format, "svg") == 0)
    svg = TRUE;
  else
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %s is the format asked for. */
                   _("Unknown image format “%s”: use png or svg"), format != NULL ? format : "");
      return NULL;
    }
  /* Past this cairo cannot make the image, and nobody needs it. */
  if (width < 16 || height < 16 || width > 16384 || height > 16384)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("An image must be between 16 and 16384 pixels wide and high, not %d × %d"),
                   width, height);
      return NULL;
    }
  target = g_new0 (QbRenderTarget, 1);
  target->svg = svg;
  target->bytes = g_byte_array_new ();
  if (svg)
    {
      target->surface = cairo_svg_surface_create_for_stream (append_bytes, target->bytes, width, height);
      /* Pixels wide, as asked, not points. */
      cairo_svg_surface_set_document_unit (target->surface, CAIRO_SVG_UNIT_PX);
    }
  else
    target->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  return target;
}

cairo_surface_t *
qb_render_target_get_surface (QbRenderTarget *target)
{
  return target->surface;
}

GBytes *
qb_render_target_finish (QbRenderTarget  *target,
                         GError         **error)
{
  cairo_status_t status;

  cairo_surface_flush (target->surface);
  if (target->svg)
    cairo_surface_finish (target->surface);
  else
    cairo_surface_write_to_png_stream (target->surface, append_bytes, target->bytes);
  status = cairo_surface_status (target->surface);
  cairo_surface_destroy (target->surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The image could not be drawn: %s"),
                   cairo_status_to_string (status));
      g_byte_array_unref (target->bytes);
      g_free (target);
      return NULL;
    }
  GBytes *bytes = g_byte_array_free_to_bytes (target->bytes);
  g_free (target);
  return bytes;
}

/* ---- The board ------------------------------------------------------------------ */

int
qb_board_render_height (int width)
{
  return (int) ceil (width * QB_BOARD_HEIGHT / QB_BOARD_WIDTH);
}

/* A block at its place, s pixels wide, with a soft shadow under it as the
 * board's blocks have. */
static void
paint_block (cairo_t             *cr,
             const QbBlockColors *colors,
             const QbPlacedBlock *placed,
             double               scale)
{
  double s = QB_BOARD_BLOCK_SIZE * scale;

  cairo_save (cr);
  cairo_translate (cr, round (placed->x * scale), round (placed->y * scale));
  for (int i = 3; i >= 1; i--)
    {
      double grow = i * 0.03 * s;
      qb_block_paint_round_rect (cr, 0.02 * s - grow / 2, 0.06 * s - grow / 2, s + grow, s + grow,
                                 0.13 * s + grow / 2);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.12);
      cairo_fill (cr);
    }
  qb_block_paint_face (cr, colors, &placed->face, s, NULL);
  cairo_restore (cr);
}

static void
paint_board (cairo_t            *cr,
             const QbView       *view,
             const QbAnnotation *marks,
             guint               n_marks,
             double              scale)
{
  g_autofree QbBoardPlacement *placement = g_new (QbBoardPlacement, 1);
  QbBlockColors block_colors[2];
  QbMarkColors mark_colors;
  QbPaint paint;

  qb_paint_init_light (&paint);
  qb_block_colors_init_light (&block_colors[QB_BRITISH], QB_BRITISH);
  qb_block_colors_init_light (&block_colors[QB_FRENCH], QB_FRENCH);
  qb_mark_colors_init_light (&mark_colors);
  qb_board_placement_compute (view, placement);

  cairo_save (cr);
  cairo_scale (cr, scale, scale);
  qb_board_paint_map (&paint, cr);
  cairo_restore (cr);

  for (guint i = 0; i < placement->n_blocks; i++)
    if (!placement->blocks[i].behind_more)
      paint_block (cr, &block_colors[placement->blocks[i].face.side == QB_FRENCH], &placement->blocks[i], scale);

  /* The stacks' counts, "+N" and the battle, as the board draws them. */
  cairo_save (cr);
  cairo_scale (cr, scale, scale);
  for (guint i = 0; i < placement->n_more; i++)
    {
      const QbPlacedMore *m = &placement->more[i];
      g_autofree char *text = g_strdup_printf ("+%d", __builtin_popcountll (m->blocks) + (int) m->n_anonymous);
      qb_board_paint_more (cr, &paint, text, m->x + QB_BOARD_BLOCK_SIZE / 2, m->y + QB_BOARD_BLOCK_SIZE / 2,
                           m->side == QB_BRITISH ? QB_COLOR_BRITISH : QB_COLOR_FRENCH);
    }
  for (guint i = 0; i < placement->n_badges; i++)
    {
      const QbPlacedBadge *b = &placement->badges[i];
      g_autofree char *text = g_strdup_printf ("%d", b->count);
      qb_board_paint_pill (cr, &paint, text, b->x - 10, b->y - 11, QB_COLOR_BADGE, QB_COLOR_BADGE_TEXT,
                           b->side == QB_BRITISH ? QB_COLOR_BRITISH : QB_COLOR_FRENCH);
    }
  if (placement->has_battle_mark)
    qb_board_paint_swords (cr, &paint, placement->battle_mark.x, placement->battle_mark.y);
  /* The order being written, when the view has one (only the viewer's
   * own): the boats left, the arrows and the ghosts. */
  for (int a = 0; a < QB_NUM_AREAS; a++)
    {
      const QbBoardGeometry *g = qb_board_geometry_get ();
      int left = qb_order_boats_left (view, a);
      if (left >= 0)
        {
          g_autofree char *text = qb_order_boats_text (left);
          qb_board_paint_pill (cr, &paint, text, g->areas[a].capacity.x, g->areas[a].capacity.y,
                               QB_COLOR_AMPH_DEST, QB_COLOR_BADGE_TEXT, QB_COLOR_AMPH_DEST);
        }
    }
  {
    QbOrderMark order[2 * QB_NUM_BLOCKS];
    guint n = MIN (qb_order_marks (view, order, G_N_ELEMENTS (order)), G_N_ELEMENTS (order));
    for (guint i = 0; i < n; i++)
      qb_order_paint_mark (cr, &paint, &order[i]);
  }
  cairo_restore (cr);

  for (guint i = 0; i < n_marks; i++)
    {
      const QbAnnotation *a = &marks[i];
      int first = a->mark == QB_MARK_ZONE ? a->zone : a->from;
      qb_mark_paint (cr, &mark_colors, a->mark, first, a->to, scale, 0, 0, MAX (2.5, 5 * scale), FALSE);
    }
}

GBytes *
qb_board_render (const QbView        *view,
                 const QbAnnotation  *marks,
                 guint                n_marks,
                 const char          *format,
                 int                  width,
                 GError             **error)
{
  QbRenderTarget *target;
  cairo_t *cr;

  g_return_val_if_fail (view != NULL, NULL);
  g_return_val_if_fail (marks != NULL || n_marks == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  target = qb_render_target_new (format, width, qb_board_render_height (width), error);
  if (target == NULL)
    return NULL;
  cr = cairo_create (qb_render_target_get_surface (target));
  paint_board (cr, view, marks, n_marks, width / QB_BOARD_WIDTH);
  cairo_destroy (cr);
  return qb_render_target_finish (target, error);
}
