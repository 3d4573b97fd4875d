/* qb-board-layers.c: what the board draws, kept as images. Part of
 * QbBoard (qb-board.c).
 *
 * A cairo node of drawing is rasterized again by the renderer at every
 * frame, and the GL renderer uploads the result again too
 * (docs/benchmarks.md). So the board draws with cairo into images once,
 * and keeps them as nodes that only place an image: texture nodes for the
 * GL renderer, cairo nodes that paint the image for the cairo renderer
 * (see qb_ui_prefers_textures()). What is kept:
 *
 * - the map, as large as the board;
 * - the highlights of each zone, over the zone's bounding box only, kept
 *   while the zone's flags hold (they change with the decision), made by
 *   compositing the pieces below;
 * - the pieces of each zone's highlights (a destination by boat, by land,
 *   a source, the selection), each drawn the first time it is needed and
 *   kept, so that a new decision only composites images; the costly one,
 *   by boat, is drawn ahead in an idle for the zones by a river area;
 * - the hover and the focus ring of each zone, drawn the first time that
 *   zone is hovered or focused and kept, so that moving the pointer only
 *   swaps small images;
 * - each overlay item (a stack count, the boats left, the battle mark),
 *   over its own ink extents, kept while it stays the same.
 *
 * Everything is kept only for the size, the scale factor, the colours and
 * the kind of renderer it was drawn for: a snapshot that finds any of them
 * changed starts afresh (nothing else has to remember to invalidate). Each image covers whole device pixels at the same offset as the
 * map, so it looks as if drawn onto the map directly. And a node kept from
 * one frame to the next is not redrawn at all: GTK compares the nodes of
 * two frames and repaints only where they differ.
 */
#include "qb-board-private.h"

#include <math.h>
#include <string.h>

#include "qb-data.h"
#include "qb-ui-style.h"

/* The flags of a zone's highlights image; hover and focus have their own. */
#define HIGHLIGHT_FLAGS (QB_ZONE_AMPHIBIOUS | QB_ZONE_INSET | QB_ZONE_LAND | QB_ZONE_SOURCE \
                         | QB_ZONE_SELECTED)

/* Up to 2 per location, the boats of each river area, the battle mark,
 * the order's arrows and ghosts, a note per zone. */
#define MAX_OVERLAY_ITEMS (4 * QB_NUM_LOCS + QB_NUM_AREAS + 1 + 2 * QB_NUM_BLOCKS + QB_NUM_ZONES)

typedef struct {
  QbBoardOverlayItem item;
  GskRenderNode *node;
} OverlayEntry;

/* The highlights of a zone are made of pieces, drawn one by one, each
 * kept, and composited in this order into the zone's image. */
typedef enum {
  PIECE_AMPHIBIOUS,
  PIECE_AMPHIBIOUS_INSET,
  PIECE_LAND,
  PIECE_SOURCE,
  PIECE_SELECTED,
  N_PIECES
} Piece;

static const QbBoardZoneFlags piece_flags[N_PIECES] = {
  [PIECE_AMPHIBIOUS] = QB_ZONE_AMPHIBIOUS,
  [PIECE_AMPHIBIOUS_INSET] = QB_ZONE_AMPHIBIOUS | QB_ZONE_INSET,
  [PIECE_LAND] = QB_ZONE_LAND,
  [PIECE_SOURCE] = QB_ZONE_SOURCE,
  [PIECE_SELECTED] = QB_ZONE_SELECTED,
};

struct _QbBoardLayers
{
  /* What everything below was drawn for. */
  gboolean valid;
  double scale;
  double ox;
  double oy;
  int factor;
  GdkRGBA colors[QB_N_COLORS];
  gboolean textures;                          /* texture nodes, or cairo nodes */

  GskRenderNode *map;
  QbBoardZoneFlags zone_flags[QB_NUM_ZONES];  /* what zones[] shows */
  GskRenderNode *zones[QB_NUM_ZONES];         /* NULL: nothing to show */
  GskRenderNode *hover[QB_NUM_ZONES];
  GskRenderNode *focus[QB_NUM_ZONES];
  cairo_surface_t *pieces[QB_NUM_ZONES][N_PIECES];  /* on the pixels of zones[] */
  guint prepare_id;                           /* drawing pieces ahead */
  gboolean prepared;
  GArray *overlay;                            /* OverlayEntry */

  guint renders;                              /* images made into nodes so far */
};

QbBoardLayers *
qb_board_layers_new (void)
{
  QbBoardLayers *layers = g_new0 (QbBoardLayers, 1);

  layers->overlay = g_array_new (FALSE, FALSE, sizeof (OverlayEntry));
  return layers;
}

void
qb_board_layers_clear (QbBoardLayers *layers)
{
  g_clear_pointer (&layers->map, gsk_render_node_unref);
  g_clear_handle_id (&layers->prepare_id, g_source_remove);
  layers->prepared = FALSE;
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      for (int p = 0; p < N_PIECES; p++)
        g_clear_pointer (&layers->pieces[z][p], cairo_surface_destroy);
      layers->zone_flags[z] = 0;
      g_clear_pointer (&layers->zones[z], gsk_render_node_unref);
      g_clear_pointer (&layers->hover[z], gsk_render_node_unref);
      g_clear_pointer (&layers->focus[z], gsk_render_node_unref);
    }
  for (guint i = 0; i < layers->overlay->len; i++)
    gsk_render_node_unref (g_array_index (layers->overlay, OverlayEntry, i).node);
  g_array_set_size (layers->overlay, 0);
  layers->valid = FALSE;
}

void
qb_board_layers_free (QbBoardLayers *layers)
{
  if (layers == NULL)
    return;
  qb_board_layers_clear (layers);
  g_array_unref (layers->overlay);
  g_free (layers);
}

/* The number of images drawn or composited into nodes since the board was
 * made: the tests check that what did not change is not drawn again. */
guint
qb_board_layers_get_renders (QbBoardLayers *layers)
{
  return layers->renders;
}

/* Whether what is kept was drawn for the board as it is now: its size,
 * scale factor, colours and kind of renderer. */
static gboolean
is_current (QbBoard *self)
{
  QbBoardLayers *layers = self->layers;

  return layers->valid
         && layers->scale == self->scale
         && layers->factor == gtk_widget_get_scale_factor (GTK_WIDGET (self))
         && layers->textures == qb_ui_prefers_textures (GTK_WIDGET (self))
         && memcmp (layers->colors, self->colors, sizeof layers->colors) == 0;
}

/* Start afresh if anything changed. */
static void
check_valid (QbBoard *self)
{
  QbBoardLayers *layers = self->layers;

  if (is_current (self))
    return;
  qb_board_layers_clear (layers);
  layers->valid = TRUE;
  layers->scale = self->scale;
  layers->ox = self->ox;
  layers->oy = self->oy;
  layers->factor = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  layers->textures = qb_ui_prefers_textures (GTK_WIDGET (self));
  memcpy (layers->colors, self->colors, sizeof layers->colors);
}

/* ---- Drawing into images ------------------------------------------------------ */

typedef void (*PaintFunc) (QbBoard *self, cairo_t *cr, gconstpointer data);

/* Draw in board units: the same transformation as the map's. */
static void
to_board_units (QbBoard *self, cairo_t *cr, double x0, double y0)
{
  cairo_translate (cr, self->layers->ox - x0, self->layers->oy - y0);
  cairo_scale (cr, self->scale, self->scale);
}

/* An image of what paint() draws, over the whole pixels that hold the
 * widget area from (x0, y0) to (x1, y1), which go to rect. Pixels are cut
 * nowhere else than the map's, so the image looks the same as if drawn on
 * the map. */
static cairo_surface_t *
paint_surface (QbBoard         *self,
               double           x0,
               double           y0,
               double           x1,
               double           y1,
               PaintFunc        paint,
               gconstpointer    data,
               graphene_rect_t *rect)
{
  int factor = self->layers->factor;

  x0 = floor (x0);
  y0 = floor (y0);
  int w = (int) (ceil (x1) - x0), h = (int) (ceil (y1) - y0);
  if (w <= 0 || h <= 0)
    return NULL;

  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w * factor, h * factor);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_surface_set_device_scale (surface, factor, factor);
  cairo_t *cr = cairo_create (surface);
  to_board_units (self, cr, x0, y0);
  paint (self, cr, data);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  *rect = GRAPHENE_RECT_INIT ((float) x0, (float) y0, (float) w, (float) h);
  return surface;
}

/* The same, as a node that places the image. */
static GskRenderNode *
paint_node (QbBoard       *self,
            double         x0,
            double         y0,
            double         x1,
            double         y1,
            PaintFunc      paint,
            gconstpointer  data)
{
  graphene_rect_t rect;
  cairo_surface_t *surface = paint_surface (self, x0, y0, x1, y1, paint, data, &rect);

  if (surface == NULL)
    return NULL;
  self->layers->renders++;
  return qb_ui_image_node_new (surface, &rect, self->layers->textures);
}

/* The widget area from board units. */
static void
board_rect_to_widget (QbBoard *self, const QbRect *r, double margin,
                      double *x0, double *y0, double *x1, double *y1)
{
  *x0 = self->layers->ox + r->x * self->scale - margin;
  *y0 = self->layers->oy + r->y * self->scale - margin;
  *x1 = self->layers->ox + (r->x + r->width) * self->scale + margin;
  *y1 = self->layers->oy + (r->y + r->height) * self->scale + margin;
}

/* The widget area that paint() inks, found by drawing it once into a
 * recording surface. For small things of unknown size (text). */
static gboolean
ink_extents (QbBoard *self, PaintFunc paint, gconstpointer data,
             double *x0, double *y0, double *x1, double *y1)
{
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (recording);
  double x, y, w, h;

  to_board_units (self, cr, 0, 0);
  paint (self, cr, data);
  cairo_destroy (cr);
  cairo_recording_surface_ink_extents (recording, &x, &y, &w, &h);
  cairo_surface_destroy (recording);
  if (w <= 0 || h <= 0)
    return FALSE;
  /* A pixel more all round, for antialiasing. */
  *x0 = x - 1;
  *y0 = y - 1;
  *x1 = x + w + 1;
  *y1 = y + h + 1;
  return TRUE;
}

static void
paint_map (QbBoard *self, cairo_t *cr, gconstpointer data)
{
  qb_board_draw_map (self, cr);
}

typedef struct {
  int zone;
  QbBoardZoneFlags flags;
} ZonePaint;

static void
paint_zone (QbBoard *self, cairo_t *cr, gconstpointer data)
{
  const ZonePaint *zp = data;
  qb_board_draw_zone (self, cr, zp->zone, zp->flags);
}

/* The area of everything drawn on a zone: inside its outline, but for the
 * antialiasing of the outline itself. */
static void
zone_area (QbBoard *self, int zone, double *x0, double *y0, double *x1, double *y1)
{
  QbRect bounds;

  qb_polyline_bounds (&qb_board_geometry_get ()->zones[zone].outline, &bounds);
  board_rect_to_widget (self, &bounds, 2, x0, y0, x1, y1);
}

/* An image of the zone drawn with these flags, over its area. */
static cairo_surface_t *
zone_surface (QbBoard *self, int zone, QbBoardZoneFlags flags, graphene_rect_t *rect)
{
  ZonePaint zp = { zone, flags };
  double x0, y0, x1, y1;

  zone_area (self, zone, &x0, &y0, &x1, &y1);
  return paint_surface (self, x0, y0, x1, y1, paint_zone, &zp, rect);
}

static cairo_surface_t *
zone_piece (QbBoard *self, int zone, Piece piece)
{
  QbBoardLayers *layers = self->layers;
  graphene_rect_t rect;

  if (layers->pieces[zone][piece] == NULL)
    layers->pieces[zone][piece] = zone_surface (self, zone, piece_flags[piece], &rect);
  return layers->pieces[zone][piece];
}

/* The zone's highlights, from its pieces: compositing them costs a
 * fraction of drawing them (the waves of a zone reached by boat are
 * thousands of curves). */
static GskRenderNode *
highlight_node (QbBoard *self, int zone, QbBoardZoneFlags flags)
{
  cairo_surface_t *pieces[N_PIECES];
  guint n = 0;
  double x0, y0, x1, y1;

  if (flags & QB_ZONE_AMPHIBIOUS)
    pieces[n++] = zone_piece (self, zone, (flags & QB_ZONE_INSET) ? PIECE_AMPHIBIOUS_INSET : PIECE_AMPHIBIOUS);
  if (flags & QB_ZONE_LAND)
    pieces[n++] = zone_piece (self, zone, PIECE_LAND);
  if (flags & QB_ZONE_SOURCE)
    pieces[n++] = zone_piece (self, zone, PIECE_SOURCE);
  if (flags & QB_ZONE_SELECTED)
    pieces[n++] = zone_piece (self, zone, PIECE_SELECTED);
  for (guint i = 0; i < n; i++)
    if (pieces[i] == NULL)
      return NULL;
  if (n == 0)
    return NULL;

  zone_area (self, zone, &x0, &y0, &x1, &y1);
  x0 = floor (x0);
  y0 = floor (y0);
  graphene_rect_t rect = GRAPHENE_RECT_INIT ((float) x0, (float) y0,
                                             (float) (ceil (x1) - x0), (float) (ceil (y1) - y0));
  cairo_surface_t *surface;
  if (n == 1)
    surface = cairo_surface_reference (pieces[0]);
  else
    {
      int factor = self->layers->factor;
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                            cairo_image_surface_get_width (pieces[0]),
                                            cairo_image_surface_get_height (pieces[0]));
      cairo_surface_set_device_scale (surface, factor, factor);
      cairo_t *cr = cairo_create (surface);
      for (guint i = 0; i < n; i++)
        {
          cairo_set_source_surface (cr, pieces[i], 0, 0);
          cairo_paint (cr);
        }
      cairo_destroy (cr);
    }
  self->layers->renders++;
  return qb_ui_image_node_new (surface, &rect, self->layers->textures);
}

/* The hover or the focus ring of a zone. */
static GskRenderNode *
zone_node (QbBoard *self, int zone, QbBoardZoneFlags flags)
{
  double x0, y0, x1, y1;
  ZonePaint zp = { zone, flags };

  zone_area (self, zone, &x0, &y0, &x1, &y1);
  return paint_node (self, x0, y0, x1, y1, paint_zone, &zp);
}

/* The waves of a zone reached by boat take 5 to 15 ms to draw: draw those
 * of the zones by a river area (only they are reached by boat) ahead, one
 * at each call, at low priority. */
static gboolean
prepare_pieces_cb (gpointer data)
{
  QbBoard *self = data;
  QbBoardLayers *layers = self->layers;

  layers->prepare_id = 0;
  /* Changed since: the next snapshot starts afresh, and this again. */
  if (!is_current (self))
    return G_SOURCE_REMOVE;
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (layers->pieces[z][PIECE_AMPHIBIOUS] == NULL && qb_zone_area (z) != QB_NO_AREA)
      {
        zone_piece (self, z, PIECE_AMPHIBIOUS);
        layers->prepare_id = g_source_get_id (g_main_current_source ());
        return G_SOURCE_CONTINUE;
      }
  layers->prepared = TRUE;
  return G_SOURCE_REMOVE;
}

static void
paint_item (QbBoard *self, cairo_t *cr, gconstpointer data)
{
  qb_board_draw_overlay_item (self, cr, data);
}

static GskRenderNode *
item_node (QbBoard *self, const QbBoardOverlayItem *item)
{
  double x0, y0, x1, y1;

  if (!ink_extents (self, paint_item, item, &x0, &y0, &x1, &y1))
    return NULL;
  return paint_node (self, x0, y0, x1, y1, paint_item, item);
}

static gboolean
same_item (const QbBoardOverlayItem *a, const QbBoardOverlayItem *b)
{
  return a->kind == b->kind && a->x == b->x && a->y == b->y
         && a->which == b->which && a->count == b->count
         && a->x2 == b->x2 && a->y2 == b->y2 && a->mode == b->mode;
}

/* ---- Snapshots --------------------------------------------------------------- */

/* The map and the highlights, under the blocks. */
static void
snapshot_below (QbBoard     *self,
                GtkSnapshot *snapshot)
{
  QbBoardLayers *layers = self->layers;
  int focus = -1;

  check_valid (self);
  if (layers->map == NULL)
    {
      QbRect board = { 0, 0, QB_BOARD_WIDTH, QB_BOARD_HEIGHT };
      double x0, y0, x1, y1;
      board_rect_to_widget (self, &board, 0, &x0, &y0, &x1, &y1);
      layers->map = paint_node (self, x0, y0, x1, y1, paint_map, NULL);
    }
  if (layers->map != NULL)
    gtk_snapshot_append_node (snapshot, layers->map);
  if (layers->prepare_id == 0 && !layers->prepared)
    layers->prepare_id = g_idle_add_full (G_PRIORITY_LOW, prepare_pieces_cb, self, NULL);

  /* Zone by zone, in the order they were always drawn in: the hover, then
   * the highlights over it; the focus ring over everything. */
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      QbBoardZoneFlags flags = qb_board_zone_flags (self, z);
      QbBoardZoneFlags highlight = flags & HIGHLIGHT_FLAGS;

      if (flags & QB_ZONE_HOVER)
        {
          if (layers->hover[z] == NULL)
            layers->hover[z] = zone_node (self, z, QB_ZONE_HOVER);
          if (layers->hover[z] != NULL)
            gtk_snapshot_append_node (snapshot, layers->hover[z]);
        }
      if (highlight != layers->zone_flags[z])
        {
          g_clear_pointer (&layers->zones[z], gsk_render_node_unref);
          layers->zone_flags[z] = highlight;
          layers->zones[z] = highlight_node (self, z, highlight);
        }
      if (layers->zones[z] != NULL)
        gtk_snapshot_append_node (snapshot, layers->zones[z]);
      if (flags & QB_ZONE_FOCUS)
        focus = z;
    }
  if (focus >= 0)
    {
      if (layers->focus[focus] == NULL)
        layers->focus[focus] = zone_node (self, focus, QB_ZONE_FOCUS);
      if (layers->focus[focus] != NULL)
        gtk_snapshot_append_node (snapshot, layers->focus[focus]);
    }
}

/* Stack counts, boats left and the battle mark, over the blocks. Items
 * that were there before keep their images. */
static void
snapshot_above (QbBoard     *self,
                GtkSnapshot *snapshot)
{
  QbBoardLayers *layers = self->layers;
  QbBoardOverlayItem items[MAX_OVERLAY_ITEMS];
  guint n = qb_board_overlay_items (self, items, G_N_ELEMENTS (items));
  g_autoptr (GArray) overlay = g_array_sized_new (FALSE, FALSE, sizeof (OverlayEntry), MAX (n, 1));

  check_valid (self);
  for (guint i = 0; i < n; i++)
    {
      OverlayEntry entry = { items[i], NULL };
      for (guint k = 0; k < layers->overlay->len && entry.node == NULL; k++)
        {
          OverlayEntry *old = &g_array_index (layers->overlay, OverlayEntry, k);
          if (old->node != NULL && same_item (&old->item, &entry.item))
            entry.node = g_steal_pointer (&old->node);
        }
      if (entry.node == NULL)
        entry.node = item_node (self, &entry.item);
      if (entry.node == NULL)
        continue;
      gtk_snapshot_append_node (snapshot, entry.node);
      g_array_append_val (overlay, entry);
    }
  /* What is left of the old ones is gone from the board. */
  for (guint k = 0; k < layers->overlay->len; k++)
    g_clear_pointer (&g_array_index (layers->overlay, OverlayEntry, k).node, gsk_render_node_unref);
  g_array_unref (layers->overlay);
  layers->overlay = g_steal_pointer (&overlay);
}

/* The images were drawn for the map where it was when they were made; a
 * zoomed map panned since is only moved (by whole pixels: ox and oy are). */
static void
snapshot_moved (QbBoard     *self,
                GtkSnapshot *snapshot,
                void       (*layer) (QbBoard *, GtkSnapshot *))
{
  check_valid (self);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (self->ox - self->layers->ox),
                                                          (float) (self->oy - self->layers->oy)));
  layer (self, snapshot);
  gtk_snapshot_restore (snapshot);
}

/* The map and the highlights, under the blocks. */
void
qb_board_layers_snapshot_below (QbBoard     *self,
                                GtkSnapshot *snapshot)
{
  snapshot_moved (self, snapshot, snapshot_below);
}

/* Stack counts, boats left, the battle mark and the order, over the blocks. */
void
qb_board_layers_snapshot_above (QbBoard     *self,
                                GtkSnapshot *snapshot)
{
  snapshot_moved (self, snapshot, snapshot_above);
}
