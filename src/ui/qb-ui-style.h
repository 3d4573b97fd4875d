/* qb-ui-style.h: the UI layer's resources, colours read from CSS, and
 * images drawn with cairo as render nodes. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Register the UI resources and add style.css to the display, once. */
void qb_ui_ensure_style (GdkDisplay *display);

/* The CSS colour of the widget as if it had the extra style class: this is
 * how the drawing code takes its palette from style.css. */
void qb_ui_style_color (GtkWidget *widget, const char *css_class, GdkRGBA *color);

/* Follow the light or dark style of libadwaita with a "dark" style class. */
void qb_ui_follow_dark_style (GtkWidget *widget);

/* Whether the renderer of the widget's window draws texture nodes faster
 * than cairo nodes (see qb_ui_image_node_new()). */
gboolean qb_ui_prefers_textures (GtkWidget *widget);

/* A node that places an image drawn with cairo (an ARGB32 image surface,
 * its device scale set), consumed, at bounds: a texture node if texture,
 * else a cairo node that paints the image. */
GskRenderNode *qb_ui_image_node_new (cairo_surface_t       *surface,
                                     const graphene_rect_t *bounds,
                                     gboolean               texture);

G_END_DECLS
