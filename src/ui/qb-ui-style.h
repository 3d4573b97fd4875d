/* qb-ui-style.h: the UI layer's resources and colours read from CSS. */
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

G_END_DECLS
