/* qb-autosave-library.c: see qb-autosave-library.h. */
#include <glib/gi18n.h>

#include "qb-action-text.h"
#include "qb-autosave-library.h"
#include "qb-game.h"
#include "qb-record.h"
#include "qb-ui-a11y.h"

char *
qb_autosave_library_entry_title (QbAutosaveEntry *entry)
{
  QbGame *game = qb_autosave_entry_get_game (entry);
  g_autofree QbView *view = NULL;

  if (game == NULL)
    return g_strdup (_("Unreadable Game"));
  /* Whose turn it is and at which step is known to both players: the
   * public view, never a side's. */
  view = g_new0 (QbView, 1);
  qb_game_view (game, QB_PUBLIC, view);
  return qb_phase_title (view);
}

/* "12 minutes ago", "yesterday"... */
static char *
time_ago (GDateTime *when,
          GDateTime *now)
{
  GTimeSpan span = g_date_time_difference (now, when);
  gint64 minutes = span / G_TIME_SPAN_MINUTE;
  gint64 hours = span / G_TIME_SPAN_HOUR;
  gint64 days = span / G_TIME_SPAN_DAY;

  if (minutes < 1)
    return g_strdup (_("just now"));
  if (hours < 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d minute ago", "%d minutes ago",
                                         (gulong) minutes), (int) minutes);
  if (days < 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hour ago", "%d hours ago",
                                         (gulong) hours), (int) hours);
  if (days < 7)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d day ago", "%d days ago",
                                         (gulong) days), (int) days);
  /* Translators: a date, as g_date_time_format() writes it (%x: the
   * locale's date). */
  return g_date_time_format (when, _("on %x"));
}

char *
qb_autosave_library_entry_subtitle (QbAutosaveEntry *entry,
                                    GDateTime       *now)
{
  QbRecord *record = qb_autosave_entry_get_record (entry);
  const GError *error = qb_autosave_entry_get_error (entry);
  g_autoptr(GDateTime) local_now = now != NULL ? g_date_time_ref (now) : g_date_time_new_now_local ();
  g_autofree char *ago = time_ago (qb_autosave_entry_get_modified (entry), local_now);
  const char *british = record != NULL ? qb_record_get_player_name (record, QB_BRITISH) : NULL;
  const char *french = record != NULL ? qb_record_get_player_name (record, QB_FRENCH) : NULL;

  if (error != NULL)
    return g_strdup (error->message);
  if (british != NULL && *british && french != NULL && *french)
    /* Translators: %1$s and %2$s are the players' names, %3$s when the
     * game was last played (“12 minutes ago”). */
    return g_strdup_printf (_("%1$s against %2$s, %3$s"), british, french, ago);
  /* Translators: %s is when the game was last played (“12 minutes ago”). */
  return g_strdup_printf (_("Last played %s"), ago);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  QbAutosaveEntry *entry = item;
  GVariant *target = g_variant_new_string (qb_autosave_entry_get_path (entry));
  g_autofree char *title = qb_autosave_library_entry_title (entry);
  g_autofree char *subtitle = qb_autosave_library_entry_subtitle (entry, NULL);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *resume = gtk_button_new_with_mnemonic (_("_Resume"));
  GtkWidget *delete = gtk_button_new_from_icon_name ("user-trash-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);

  gtk_widget_set_valign (resume, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (resume), "win.resume");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (resume), target);
  gtk_widget_set_sensitive (resume, qb_autosave_entry_get_game (entry) != NULL);
  qb_ui_a11y_set_label (resume, _("Resume"));

  gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (delete, "flat");
  gtk_widget_set_tooltip_text (delete, _("Delete"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (delete), "win.delete-autosave");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (delete), target);
  qb_ui_a11y_set_label (delete, _("Delete"));

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), resume);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), delete);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), resume);
  return row;
}

/* Shown only with games to offer; then the start page's status page is
 * compact (smaller icon and title), so that the first games fit in a
 * 1024 x 600 window under the buttons. */
static void
update_visible (GtkWidget *group)
{
  GListModel *list = g_object_get_data (G_OBJECT (group), "qb-list");
  gboolean any = g_list_model_get_n_items (list) > 0;
  GtkWidget *page = gtk_widget_get_ancestor (group, ADW_TYPE_STATUS_PAGE);

  gtk_widget_set_visible (group, any);
  if (page != NULL && any)
    gtk_widget_add_css_class (page, "compact");
  else if (page != NULL)
    gtk_widget_remove_css_class (page, "compact");
}

static void
items_changed_cb (GListModel *list,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GtkWidget  *group)
{
  update_visible (group);
}

/**
 * qb_autosave_library_new:
 *
 * Returns: (transfer floating): the group, hidden while @list is empty
 */
GtkWidget *
qb_autosave_library_new (QbAutosaveList *list)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *box = gtk_list_box_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Unfinished Games"));
  gtk_widget_add_css_class (box, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (box), GTK_SELECTION_NONE);
  gtk_list_box_bind_model (GTK_LIST_BOX (box), G_LIST_MODEL (list), create_row, NULL, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Unfinished Games"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 520);
  adw_clamp_set_child (ADW_CLAMP (clamp), group);
  gtk_widget_set_name (clamp, "autosave-library");
  g_object_set_data_full (G_OBJECT (clamp), "qb-list", g_object_ref (list), g_object_unref);
  g_signal_connect_object (list, "items-changed", G_CALLBACK (items_changed_cb), clamp, 0);
  g_signal_connect (clamp, "notify::parent", G_CALLBACK (update_visible), NULL);
  update_visible (clamp);
  return clamp;
}
