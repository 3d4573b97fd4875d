/* qb-ui-style.c: the UI layer's resources and colours read from CSS.
 *
 * Custom drawing takes its colours from style.css so that a theme (and the
 * dark style) can change them. GTK 4.8 only lets a widget read its own
 * `color`, so each palette entry is a style class: the colour of
 * `board.water` is the water. The drawing code reads them when the CSS
 * changes (css_changed), never while drawing.
 *
 * What is drawn with cairo and kept is kept as an image in a node that
 * only places it (qb_ui_image_node_new()): a node of cairo drawing is
 * rasterized again at every frame.
 */
#include "qb-ui-style.h"

#include <adwaita.h>

#include "qb-ui-resources.h"

void
qb_ui_ensure_style (GdkDisplay *display)
{
  static gsize registered;

  if (g_once_init_enter (&registered))
    {
      qb_ui_register_resource ();
      g_once_init_leave (&registered, 1);
    }

  if (display == NULL || g_object_get_data (G_OBJECT (display), "qb-ui-style") != NULL)
    return;

  g_autoptr (GtkCssProvider) provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/quebec1759/Quebec1759/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data (G_OBJECT (display), "qb-ui-style", GINT_TO_POINTER (1));
}

void
qb_ui_style_color (GtkWidget *widget, const char *css_class, GdkRGBA *color)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  gtk_style_context_save (context);
  gtk_style_context_add_class (context, css_class);
  gtk_style_context_get_color (context, color);
  gtk_style_context_restore (context);
}

static void
dark_changed_cb (AdwStyleManager *manager,
                 GParamSpec      *pspec,
                 GtkWidget       *widget)
{
  if (adw_style_manager_get_dark (manager))
    gtk_widget_add_css_class (widget, "dark");
  else
    gtk_widget_remove_css_class (widget, "dark");
}

void
qb_ui_follow_dark_style (GtkWidget *widget)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  g_signal_connect_object (manager, "notify::dark", G_CALLBACK (dark_changed_cb), widget, 0);
  dark_changed_cb (manager, NULL, widget);
}

/* Texture nodes suit the GL renderer: it uploads a texture once and keeps
 * it. The cairo renderer of GTK 4.8 converts a texture's pixels one by
 * one, through floats, each time it draws it (about 15 ms for the board's
 * map at 1920x660), but composites a cairo node that paints an image
 * surface as it is. */
gboolean
qb_ui_prefers_textures (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  return renderer == NULL || !GSK_IS_CAIRO_RENDERER (renderer);
}

GskRenderNode *
qb_ui_image_node_new (cairo_surface_t       *surface,
                      const graphene_rect_t *bounds,
                      gboolean               texture)
{
  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, NULL);

  cairo_surface_flush (surface);
  if (!texture)
    {
      GskRenderNode *node = gsk_cairo_node_new (bounds);
      cairo_t *cr = gsk_cairo_node_get_draw_context (node);
      cairo_set_source_surface (cr, surface, bounds->origin.x, bounds->origin.y);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      return node;
    }

  /* ARGB32 is GDK_MEMORY_DEFAULT: the texture takes the pixels as they are. */
  int stride = cairo_image_surface_get_stride (surface);
  int width = cairo_image_surface_get_width (surface), height = cairo_image_surface_get_height (surface);
  g_autoptr (GBytes) bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                                         (gsize) stride * height,
                                                         (GDestroyNotify) cairo_surface_destroy,
                                                         surface);
  g_autoptr (GdkTexture) texture_ = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT,
                                                            bytes, (gsize) stride);
  return gsk_texture_node_new (texture_, bounds);
}
