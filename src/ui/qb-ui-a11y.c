/* qb-ui-a11y.c: accessible names that GTK 4.8 does not give by itself.
 *
 * GTK 4.8 names a button from its LABEL property and its labelled-by
 * child both, so a mnemonic label reads "_New Game New Game", and a
 * button whose child is an icon reads the child's type, "GtkImage".
 * tests/ui/test-a11y.c walks every view over AT-SPI and fails on such
 * names.
 */
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "qb-ui-a11y.h"

char *
qb_ui_a11y_strip_mnemonic (const char *label)
{
  GString *out = g_string_new (NULL);

  for (const char *p = label; *p; p++)
    {
      if (*p == '_')
        {
          /* "__" stands for one underscore; a single one marks the key. */
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

void
qb_ui_a11y_set_label (GtkWidget  *widget,
                      const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

void
qb_ui_a11y_label_by (GtkWidget *widget,
                     GtkWidget *label)
{
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL,
                                  -1);
}

static GtkWidget *
first_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *label = first_label (c);
      if (label != NULL)
        return label;
    }
  return NULL;
}

/* After libadwaita's own bind: the list item (the child's parent in GTK
 * 4.8) is named by the choice's label. */
static void
choice_bound_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkWidget *child = gtk_list_item_get_child (item);
  GtkWidget *label = child != NULL ? first_label (child) : NULL;

  if (label != NULL && gtk_widget_get_parent (child) != NULL)
    qb_ui_a11y_label_by (gtk_widget_get_parent (child), label);
}

static void
name_lists (GtkWidget  *widget,
            const char *title)
{
  if (GTK_IS_LIST_VIEW (widget))
    {
      GtkListItemFactory *factory = gtk_list_view_get_factory (GTK_LIST_VIEW (widget));
      qb_ui_a11y_set_label (widget, title);
      if (GTK_IS_SIGNAL_LIST_ITEM_FACTORY (factory)
          && g_object_get_data (G_OBJECT (factory), "qb-a11y-named") == NULL)
        {
          g_signal_connect_after (factory, "bind", G_CALLBACK (choice_bound_cb), NULL);
          g_object_set_data (G_OBJECT (factory), "qb-a11y-named", GINT_TO_POINTER (1));
        }
      /* The items bound already (the row's current choice). */
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
        {
          GtkWidget *label = first_label (c);
          if (label != NULL)
            qb_ui_a11y_label_by (c, label);
        }
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    name_lists (c, title);
}

void
qb_ui_a11y_name_combo_row (GtkWidget *row)
{
  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  name_lists (row, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
}

/* "Undo (Ctrl+Z)" -> "Undo": the shortcut is not part of the name. */
static char *
name_from_tooltip (const char *tooltip)
{
  const char *open = strrchr (tooltip, '(');

  if (open != NULL && open > tooltip && g_str_has_suffix (tooltip, ")"))
    return g_strstrip (g_strndup (tooltip, (gsize) (open - tooltip)));
  return g_strdup (tooltip);
}

static void
name_control (GtkWidget *widget)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (GTK_IS_MENU_BUTTON (widget))
    {
      const char *label = gtk_menu_button_get_label (GTK_MENU_BUTTON (widget));
      if (label != NULL)
        {
          g_autofree char *name = qb_ui_a11y_strip_mnemonic (label);
          qb_ui_a11y_set_label (widget, name);
        }
      else if (tooltip != NULL)
        {
          g_autofree char *name = name_from_tooltip (tooltip);
          qb_ui_a11y_set_label (widget, name);
        }
    }
  else if (GTK_IS_BUTTON (widget))
    {
      const char *label = gtk_button_get_label (GTK_BUTTON (widget));
      if (label != NULL && gtk_button_get_use_underline (GTK_BUTTON (widget)))
        {
          g_autofree char *name = qb_ui_a11y_strip_mnemonic (label);
          /* The LABEL property alone, without the underscore: the child
           * label as well would say it twice. */
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget),
                                         GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          qb_ui_a11y_set_label (widget, name);
        }
      else if (label == NULL && gtk_button_get_icon_name (GTK_BUTTON (widget)) != NULL
               && tooltip != NULL)
        {
          g_autofree char *name = name_from_tooltip (tooltip);
          qb_ui_a11y_set_label (widget, name);
        }
      else if (label == NULL
               && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "window-close-symbolic") == 0)
        /* A toast's close button has neither label nor tooltip. */
        qb_ui_a11y_set_label (widget, _("Close"));
    }
}

void
qb_ui_a11y_name_controls (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  name_control (root);
  if (ADW_IS_COMBO_ROW (root))
    {
      qb_ui_a11y_name_combo_row (root);
      return;
    }
  /* A menu button's inner button is its own business. */
  if (GTK_IS_MENU_BUTTON (root))
    return;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    qb_ui_a11y_name_controls (c);
}

void
qb_ui_a11y_name_toasts (GtkWidget *overlay)
{
  GtkWidget *main_child = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));

  for (GtkWidget *c = gtk_widget_get_first_child (overlay); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (c != main_child)
      qb_ui_a11y_name_controls (c);
}

static gboolean
escape_cb (GtkWidget *entry,
           GVariant  *args,
           gpointer   target)
{
  GtkWidget *widget = g_weak_ref_get (target);
  gboolean done = widget != NULL && gtk_widget_grab_focus (widget);

  g_clear_object (&widget);
  return done;
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
qb_ui_a11y_escape_to (GtkWidget *entry,
                      GtkWidget *target)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GWeakRef *ref = g_new0 (GWeakRef, 1);
  GtkShortcutAction *action;

  g_weak_ref_init (ref, target);
  g_object_set_data_full (G_OBJECT (controller), "qb-escape-target", ref, free_weak_ref);
  action = gtk_callback_action_new (escape_cb, ref, NULL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0), action));
  /* Before the entry's own handling (a search entry's stop-search). */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_widget_add_controller (entry, controller);
}

/* Tab in a list: within the focused row, then past the list. */
static gboolean
list_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     gpointer               user_data)
{
  GtkWidget *list = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (list);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkDirectionType dir;
  GtkWidget *row;

  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
    return FALSE;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, list))
    return FALSE;
  dir = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) != 0 ? GTK_DIR_TAB_BACKWARD
                                                                        : GTK_DIR_TAB_FORWARD;
  /* The row: the list's own child around the focus (a GtkListBoxRow, or
   * a GtkListView's row). */
  row = focus;
  while (row != NULL && gtk_widget_get_parent (row) != list)
    row = gtk_widget_get_parent (row);
  if (row != NULL && gtk_widget_child_focus (row, dir))
    {
      GtkWidget *now = gtk_root_get_focus (root);
      if (now == row || (now != NULL && gtk_widget_is_ancestor (now, row)))
        return TRUE;
    }

  /* Out of the list: the window looks for the next widget while the list
   * does not take the focus. */
  gtk_widget_set_can_focus (list, FALSE);
  gtk_widget_child_focus (GTK_WIDGET (root), dir);
  gtk_widget_set_can_focus (list, TRUE);
  if (gtk_root_get_focus (root) == NULL)
    gtk_widget_grab_focus (focus);   /* nothing else takes it: stay */
  return TRUE;
}

void
qb_ui_a11y_list_one_tab_stop (GtkWidget *list)
{
  GtkEventController *controller = gtk_event_controller_key_new ();

  g_return_if_fail (GTK_IS_LIST_BOX (list) || GTK_IS_LIST_VIEW (list));

  g_signal_connect (controller, "key-pressed", G_CALLBACK (list_key_pressed_cb), NULL);
  /* Before the row's and the window's own handling of Tab. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_widget_add_controller (list, controller);
}
