/* qb-preferences-window.c: the preferences, bound to GSettings. */
#include <glib/gi18n.h>

#include "qb-ui-style.h"
#include "qb-ui-a11y.h"

#include "qb-preferences-window.h"

struct _QbPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  AdwComboRow *style_row;
  AdwComboRow *language_row;
  GtkSwitch *hide_switch;
  AdwComboRow *animation_row;
  AdwComboRow *label_size_row;
  GtkSwitch *confirm_switch;
  GtkSwitch *auto_allocate_switch;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (QbPreferencesWindow, qb_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)


static gboolean
index_from_string (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const char *const *choices = user_data;
  const char *s = g_variant_get_string (variant, NULL);
  for (guint i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (choices[i], s) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
string_from_index (const GValue       *value,
                   const GVariantType *type,
                   gpointer            user_data)
{
  const char *const *choices = user_data;
  guint n = g_strv_length ((char **) choices);
  guint i = g_value_get_uint (value);
  return g_variant_new_string (choices[i < n ? i : 0]);
}

/* The system's reduced motion wins over the speed chosen here: say so,
 * rather than offer a choice that does nothing. */
static void
update_animation_subtitle (QbPreferencesWindow *self)
{
  gboolean animations = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animations, NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->animation_row),
                               animations ? _("How fast blocks slide to where their orders took them")
                               : _("The system reduces motion: blocks move at once"));
}

GtkWindow *
qb_preferences_window_new (GSettings *settings)
{
  static const char *const style_choices[] = { "system", "light", "dark", NULL };
  static const char *const language_choices[] = { "", "en", "fr", "it", NULL };
  static const char *const speed_choices[] = { "slow", "normal", "fast", "off", NULL };
  static const char *const label_size_choices[] = { "normal", "large", "largest", NULL };
  QbPreferencesWindow *self = g_object_new (QB_TYPE_PREFERENCES_WINDOW, NULL);

  self->settings = g_object_ref (settings);
  g_settings_bind_with_mapping (settings, "style", self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, index_from_string, string_from_index,
                                (gpointer) style_choices, NULL);
  g_settings_bind_with_mapping (settings, "language", self->language_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, index_from_string, string_from_index,
                                (gpointer) language_choices, NULL);
  g_settings_bind (settings, "hide-information", self->hide_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (settings, "animation-speed", self->animation_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, index_from_string, string_from_index,
                                (gpointer) speed_choices, NULL);
  g_settings_bind_with_mapping (settings, "board-label-size", self->label_size_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, index_from_string, string_from_index,
                                (gpointer) label_size_choices, NULL);
  g_settings_bind (settings, "confirm-orders", self->confirm_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "auto-allocate-hits", self->auto_allocate_switch, "active", G_SETTINGS_BIND_DEFAULT);
  update_animation_subtitle (self);
  return GTK_WINDOW (self);
}

static void
qb_preferences_window_dispose (GObject *object)
{
  QbPreferencesWindow *self = QB_PREFERENCES_WINDOW (object);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_PREFERENCES_WINDOW);
  G_OBJECT_CLASS (qb_preferences_window_parent_class)->dispose (object);
}

static void
qb_preferences_window_class_init (QbPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_preferences_window_dispose;
  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QbPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, QbPreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, QbPreferencesWindow, hide_switch);
  gtk_widget_class_bind_template_child (widget_class, QbPreferencesWindow, animation_row);
  gtk_widget_class_bind_template_child (widget_class, QbPreferencesWindow, label_size_row);
  gtk_widget_class_bind_template_child (widget_class, QbPreferencesWindow, confirm_switch);
  gtk_widget_class_bind_template_child (widget_class, QbPreferencesWindow, auto_allocate_switch);
}

/* libadwaita 1.2 leaves its search entry, search results and the lists of
 * groups unnamed; the search stays in the accessible tree turned off. */
static void
name_search (GtkWidget *widget)
{
  if (GTK_IS_SEARCH_ENTRY (widget))
    qb_ui_a11y_set_label (widget, _("Search Preferences"));
  else if (GTK_IS_LIST_BOX (widget))
    {
      /* A group's list by the group's title. */
      GtkWidget *group = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_GROUP);
      const char *title = group != NULL ? adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)) : NULL;
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      qb_ui_a11y_set_label (widget, title != NULL && *title ? title : _("Search Results"));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    name_search (c);
}

static void
qb_preferences_window_init (QbPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
  name_search (GTK_WIDGET (self));
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-enable-animations",
                           G_CALLBACK (update_animation_subtitle), self, G_CONNECT_SWAPPED);
}
