/* qb-ui-style.c: the UI layer's resources and colours read from CSS.
 *
 * Custom drawing takes its colours from style.css so that a theme (and the
 * dark style) can change them. GTK 4.8 only lets a widget read its own
 * `color`, so each palette entry is a style class: the colour of
 * `board.water` is the water. The drawing code reads them when the CSS
 * changes (css_changed), never while drawing.
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
