/* qb-board-draw.c: what the play board widget draws, in board units.
 *
 * The painting itself is src/paint/qb-board-paint.c (shared with the
 * exported images); this file turns the widget's state into what it
 * paints: its palette from CSS, each zone's highlights, and the overlay
 * items (stack counts, boats left, the battle mark, the order being
 * written). qb-board-layers.c keeps what they drew as textures.
 */
#include <glib/gi18n-lib.h>

#include "qb-board-private.h"

#include <math.h>

#include "qb-data.h"
#include "qb-order-paint.h"

void
qb_board_get_paint (QbBoard *self,
                    QbPaint *paint)
{
  for (int c = 0; c < QB_N_COLORS; c++)
    paint->colors[c] = (QbRgba) { self->colors[c].red, self->colors[c].green,
                                  self->colors[c].blue, self->colors[c].alpha };
  paint->label_scale = self->label_scale;
}

void
qb_board_draw_map (QbBoard *self,
                   cairo_t *cr)
{
  QbPaint paint;

  qb_board_get_paint (self, &paint);
  qb_board_paint_map (&paint, cr);
}

void
qb_board_zone_label_rect (QbBoard *self,
                          cairo_t *cr,
                          int      zone,
                          QbRect  *rect)
{
  QbPaint paint;

  qb_board_get_paint (self, &paint);
  qb_board_paint_zone_label_rect (&paint, cr, zone, rect);
}

void
qb_board_draw_zone (QbBoard          *self,
                    cairo_t          *cr,
                    int               zone,
                    QbBoardZoneFlags  flags)
{
  QbPaint paint;

  qb_board_get_paint (self, &paint);
  qb_board_paint_zone (&paint, cr, zone, flags);
}

QbBoardZoneFlags
qb_board_zone_flags (QbBoard *self, int zone)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean dragging = self->drop_block >= 0;
  guint bit = 1u << zone;
  QbBoardZoneFlags flags = 0;

  /* While a block is dragged, only where it may go, and the zone it would
   * go to now. */
  guint land_dests = dragging ? self->drop_zones : self->land_dests;
  guint amph_dests = dragging ? 0 : self->amph_dests;
  guint sources = dragging ? 0 : self->sources;
  int selected_zone = dragging ? self->drop_hover : self->selected_zone;

  if (zone == self->hover_zone && !dragging)
    flags |= QB_ZONE_HOVER;
  if (amph_dests & bit)
    flags |= QB_ZONE_AMPHIBIOUS;
  if (land_dests & bit)
    flags |= QB_ZONE_LAND;
  if ((amph_dests & land_dests) & bit)
    flags |= QB_ZONE_INSET;
  if (sources & bit)
    flags |= QB_ZONE_SOURCE;
  if (zone == selected_zone)
    flags |= QB_ZONE_SELECTED;
  if (zone == self->focus_zone && gtk_widget_is_focus (widget) && gtk_widget_has_visible_focus (widget))
    flags |= QB_ZONE_FOCUS;
  return flags;
}

guint
qb_board_overlay_items (QbBoard *self, QbBoardOverlayItem *items, guint max)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();
  guint n = 0;

  /* The counts are those of the final position: not while blocks move. */
  guint n_badges = self->moving != NULL && self->moving->len > 0 ? 0 : self->n_badges;
  for (guint i = 0; i < n_badges && n < max; i++)
    {
      const QbBoardBadge *badge = &self->badges[i];
      /* Above the stack's top-right corner, off the blocks' faces. */
      items[n++] = (QbBoardOverlayItem) { QB_OVERLAY_BADGE, badge->x - 10, badge->y - 11,
                                          badge->side, badge->count };
    }
  for (int a = 0; a < QB_NUM_AREAS && n < max; a++)
    if (self->capacity[a] >= 0)
      items[n++] = (QbBoardOverlayItem) { QB_OVERLAY_BOATS, g->areas[a].capacity.x,
                                          g->areas[a].capacity.y, a, self->capacity[a] };
  /* Under the zone's name, clear of the blocks below it. */
  for (int z = 0; z < QB_NUM_ZONES && n < max; z++)
    if (self->notes[z] != NULL)
      items[n++] = (QbBoardOverlayItem) { QB_OVERLAY_NOTE, g->zones[z].label.x,
                                          g->zones[z].label.y + 30, z, self->notes_serial };
  if (self->has_battle_mark && n < max)
    items[n++] = (QbBoardOverlayItem) { QB_OVERLAY_BATTLE, self->battle_mark.x,
                                        self->battle_mark.y, 0, 0 };
  if (self->moving == NULL || self->moving->len == 0)
    n += qb_board_more_items (self, items + n, max - n);
  n += qb_board_order_items (self, items + n, max - n);
  return n;
}

void
qb_board_draw_overlay_item (QbBoard *self, cairo_t *cr, const QbBoardOverlayItem *item)
{
  g_autofree char *text = NULL;
  QbPaint paint;

  qb_board_get_paint (self, &paint);
  switch (item->kind)
    {
    case QB_OVERLAY_BADGE:
      text = g_strdup_printf ("%d", item->count);
      qb_board_paint_pill (cr, &paint, text, item->x, item->y, QB_COLOR_BADGE, QB_COLOR_BADGE_TEXT,
                 item->which == QB_BRITISH ? QB_COLOR_BRITISH : QB_COLOR_FRENCH);
      break;
    case QB_OVERLAY_BOATS:
      text = qb_order_boats_text (item->count);
      qb_board_paint_pill (cr, &paint, text, item->x, item->y,
                 QB_COLOR_AMPH_DEST, QB_COLOR_BADGE_TEXT, QB_COLOR_AMPH_DEST);
      break;
    case QB_OVERLAY_MORE:
      text = g_strdup_printf ("+%d", item->count);
      qb_board_paint_more (cr, &paint, text, item->x, item->y,
                 item->which == QB_BRITISH ? QB_COLOR_BRITISH : QB_COLOR_FRENCH);
      break;
    case QB_OVERLAY_NOTE:
      if (self->notes[item->which] != NULL)
        /* Larger than the counts: words to read on a map that may be
         * drawn small. */
        qb_board_paint_pill_sized (cr, &paint, self->notes[item->which], item->x, item->y,
                                   QB_COLOR_BADGE, QB_COLOR_BADGE_TEXT, QB_COLOR_AMPH_DEST, 20);
      break;
    case QB_OVERLAY_ARROW:
    case QB_OVERLAY_GHOST:
      qb_board_draw_order_mark (self, cr, item);
      break;
    case QB_OVERLAY_BATTLE:
    default:
      qb_board_paint_swords (cr, &paint, item->x, item->y);
      break;
    }
}
