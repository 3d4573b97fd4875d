/* qb-board-words.c: the board in words: what the viewer may know of a
 * zone or a river area (tooltips, the accessible description that follows
 * the focused zone), and renders of the board for screenshots. Part of
 * QbBoard (qb-board.c). */
#include <glib/gi18n-lib.h>

#include "qb-board-private.h"

#include <string.h>

#include "qb-data.h"
#include "qb-ui-names.h"
#include "qb-ui-style.h"

/* ---- Words ------------------------------------------------------------------- */

static void
append_zone_list (GString *s, guint mask)
{
  gboolean first = TRUE;
  for (int i = 0; i < QB_NUM_ZONES; i++)
    {
      int z = qb_board_tab_order[i];
      if (!(mask & (1u << z)))
        continue;
      if (!first)
        g_string_append (s, ", ");
      g_string_append (s, qb_ui_zone_name (z));
      first = FALSE;
    }
}

char *
qb_board_describe_zone (QbBoard *self,
                        int      zone)
{
  g_return_val_if_fail (QB_IS_BOARD (self), NULL);
  g_return_val_if_fail (zone >= 0 && zone < QB_NUM_ZONES, NULL);

  GString *s = g_string_new (NULL);
  int area = qb_zone_area (zone);

  g_string_append_printf (s, "%s (%s)", qb_ui_zone_name (zone), qb_zone_code (zone));
  if (area == QB_NO_AREA)
    g_string_append (s, _(", inland"));
  else
    /* Translators: ", on the Bason" */
    g_string_append_printf (s, _(", on the %s"), qb_ui_area_name (area));
  g_string_append (s, ". ");
  if (qb_roads (zone) != 0)
    {
      g_string_append (s, _("Roads to "));
      append_zone_list (s, (guint) qb_roads (zone));
      g_string_append (s, ". ");
    }
  else
    g_string_append (s, _("No roads. "));

  if (self->has_view)
    {
      const QbView *v = &self->view;
      int viewer = v->viewer == QB_FRENCH ? QB_FRENCH : QB_BRITISH;
      for (int i = 0; i < 2; i++)
        {
          int side = i == 0 ? viewer : 1 - viewer;
          int count = v->count[side][zone];
          if (count == 0)
            continue;
          /* The strength only when every block there is known. */
          int cv = 0, known = 0;
          for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
            if (v->blocks[b].loc == zone && v->blocks[b].cv != QB_UNKNOWN)
              {
                cv += v->blocks[b].cv;
                known++;
              }
          if (known == count)
            /* Translators: "British: 5 blocks, 14 CV." */
            g_string_append_printf (s, ngettext ("%s: %d block, %d CV. ", "%s: %d blocks, %d CV. ", count),
                                    qb_ui_side_name (side), count, cv);
          else
            /* Translators: "French: 5 blocks." */
            g_string_append_printf (s, ngettext ("%s: %d block. ", "%s: %d blocks. ", count),
                                    qb_ui_side_name (side), count);
          if (v->moved[side][zone] > 0)
            g_string_append_printf (s, ngettext ("%d moved this move. ", "%d moved this move. ",
                                                 v->moved[side][zone]),
                                    v->moved[side][zone]);
        }
      if (v->battle.active && v->battle.zone == zone)
        g_string_append (s, _("Battle here. "));
    }
  if (self->selected_zone == zone)
    g_string_append (s, _("Selected. "));
  if (self->sources & (1u << zone))
    g_string_append (s, _("Can move from here. "));
  if (self->land_dests & (1u << zone))
    g_string_append (s, _("Can move here by land. "));
  if (self->amph_dests & (1u << zone))
    g_string_append (s, _("Can move here by sea. "));
  if (self->notes[zone] != NULL)
    g_string_append_printf (s, "%s. ", self->notes[zone]);

  g_strchomp (s->str);
  s->len = strlen (s->str);
  return g_string_free (s, FALSE);
}

char *
qb_board_describe_area (QbBoard *self, int area)
{
  GString *s = g_string_new (qb_ui_area_name (area));
  g_string_append (s, _(", river area. "));
  if (self->has_view)
    {
      int ships = self->view.count[QB_BRITISH][QB_LOC_BASON + area];
      g_string_append_printf (s, ngettext ("%d British ship. ", "%d British ships. ", ships), ships);
    }
  if (self->capacity[area] >= 0)
    g_string_append_printf (s, ngettext ("Boats left for %d block. ", "Boats left for %d blocks. ",
                                         self->capacity[area]),
                            self->capacity[area]);
  g_strchomp (s->str);
  s->len = strlen (s->str);
  return g_string_free (s, FALSE);
}

void
qb_board_update_accessible_description (QbBoard *self)
{
  g_autofree char *text = NULL;

  if (self->focus_zone >= 0)
    text = qb_board_describe_zone (self, self->focus_zone);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text ? text : "",
                                  -1);
}

/* ---- Screenshots --------------------------------------------------------------- */

GdkTexture *
qb_board_render_texture (QbBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  g_return_val_if_fail (QB_IS_BOARD (self), NULL);

  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  if (width <= 0 || height <= 0 || !gtk_widget_get_mapped (widget))
    return NULL;

  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  /* The map only, without the letterbox around it. */
  graphene_rect_t map = GRAPHENE_RECT_INIT ((float) self->ox, (float) self->oy,
                                            (float) ceil (QB_BOARD_WIDTH * self->scale),
                                            (float) ceil (QB_BOARD_HEIGHT * self->scale));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return NULL;

  /* A renderer of our own, not the window's: the GL renderer of GTK 4.8
   * keeps textures keyed by render node between its frames, and an
   * offscreen render in between can pick up a stale one. The cairo
   * renderer draws exactly the nodes it is given. */
  g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr (GError) error = NULL;
  if (!gsk_renderer_realize (renderer, NULL, &error))
    {
      g_warning ("Cannot render the board: %s", error->message);
      return NULL;
    }
  GdkTexture *texture = gsk_renderer_render_texture (renderer, node, &map);
  gsk_renderer_unrealize (renderer);
  return texture;
}

gboolean
qb_board_render_to_png (QbBoard    *self,
                        const char *path)
{
  g_return_val_if_fail (QB_IS_BOARD (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  g_autoptr (GdkTexture) texture = qb_board_render_texture (self);
  return texture != NULL && gdk_texture_save_to_png (texture, path);
}

