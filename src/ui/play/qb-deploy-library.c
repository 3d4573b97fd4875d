/* qb-deploy-library.c: a deployment from the library for the French set-up
 * (see qb-deploy-library.h). Only deployments are offered: a scenario is a
 * whole position, not a French set-up to place in a game begun. */
#include <glib/gi18n.h>

#include "qb-ui-a11y.h"

#include "qb-deploy-library.h"
#include "qb-types.h"

struct _QbDeployLibrary
{
  AdwWindow parent_instance;

  QbSetupLibrary *library;
  GtkListBox *list;
  AdwToastOverlay *toasts;
  GPtrArray *entries;      /* the QbSetupEntry of each row, in order */
};

G_DEFINE_FINAL_TYPE (QbDeployLibrary, qb_deploy_library, ADW_TYPE_WINDOW)

enum {
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
choose_entry (QbDeployLibrary *self,
              QbSetupEntry    *entry,
              GError         **error)
{
  g_autoptr(QbScenario) scenario = qb_setup_library_load_scenario (self->library, entry, error);

  if (scenario == NULL)
    return FALSE;
  /* Held across the signal: its handler may destroy the window. */
  g_object_ref (self);
  g_signal_emit (self, signals[CHOSEN], 0, scenario);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}

guint
qb_deploy_library_get_n_items (QbDeployLibrary *self)
{
  g_return_val_if_fail (QB_IS_DEPLOY_LIBRARY (self), 0);

  return self->entries->len;
}

gboolean
qb_deploy_library_choose (QbDeployLibrary *self,
                          const char      *id,
                          GError         **error)
{
  g_return_val_if_fail (QB_IS_DEPLOY_LIBRARY (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  for (guint i = 0; i < self->entries->len; i++)
    {
      QbSetupEntry *entry = g_ptr_array_index (self->entries, i);

      if (g_strcmp0 (qb_setup_entry_get_id (entry), id) == 0)
        return choose_entry (self, entry, error);
    }
  g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID,
               /* Translators: %s is the name of a library entry. */
               _("“%s” is not a deployment of this edition."), id);
  return FALSE;
}

static void
row_activated_cb (QbDeployLibrary *self,
                  GtkListBoxRow   *row)
{
  int index = gtk_list_box_row_get_index (row);
  g_autoptr(GError) error = NULL;

  if (index < 0 || (guint) index >= self->entries->len)
    return;
  if (!choose_entry (self, g_ptr_array_index (self->entries, index), &error))
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
}

static void
qb_deploy_library_dispose (GObject *object)
{
  QbDeployLibrary *self = QB_DEPLOY_LIBRARY (object);

  g_clear_object (&self->library);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  G_OBJECT_CLASS (qb_deploy_library_parent_class)->dispose (object);
}

static void
qb_deploy_library_class_init (QbDeployLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_deploy_library_dispose;

  /**
   * QbDeployLibrary::chosen:
   * @deployment: the deployment chosen, read again from the library
   *
   * A deployment was chosen; the window closes after this.
   */
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, QB_TYPE_SCENARIO);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
qb_deploy_library_init (QbDeployLibrary *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *list = gtk_list_box_new ();

  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  gtk_window_set_title (GTK_WINDOW (self), _("Deployments in the Library"));
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 420);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  self->list = GTK_LIST_BOX (list);
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_margin_top (list, 12);
  gtk_widget_set_margin_bottom (list, 12);
  gtk_widget_set_margin_start (list, 12);
  gtk_widget_set_margin_end (list, 12);
  gtk_widget_set_valign (list, GTK_ALIGN_START);
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);
  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, box);
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toasts));
  g_signal_connect_object (list, "row-activated", G_CALLBACK (row_activated_cb), self, G_CONNECT_SWAPPED);
}

GtkWindow *
qb_deploy_library_new (GtkWindow      *parent,
                       QbSetupLibrary *library,
                       int             edition)
{
  QbDeployLibrary *self;
  guint n;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (library), NULL);

  self = g_object_new (QB_TYPE_DEPLOY_LIBRARY, "transient-for", parent, NULL);
  self->library = g_object_ref (library);
  n = g_list_model_get_n_items (G_LIST_MODEL (library));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(QbSetupEntry) entry = g_list_model_get_item (G_LIST_MODEL (library), i);
      GtkWidget *row;

      if (qb_setup_entry_get_kind (entry) != QB_SCENARIO_DEPLOYMENT
          || qb_setup_entry_get_edition (entry) != edition)
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), qb_setup_entry_get_title (entry));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), qb_setup_entry_get_description (entry));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_append (self->list, row);
      g_ptr_array_add (self->entries, g_steal_pointer (&entry));
    }
  if (self->entries->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No deployment of this edition in the library"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_append (self->list, row);
    }
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
  return GTK_WINDOW (self);
}
