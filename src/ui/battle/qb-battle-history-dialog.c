/* qb-battle-history-dialog.c: a battle turn by turn in a window (see the
 * header). The list is bound to the history, a GListModel: a row per part
 * of the battle, its title and its sentences. */
#include <glib/gi18n.h>

#include "qb-battle-history-dialog.h"

static GtkWidget *
make_row (gpointer item,
          gpointer user_data)
{
  QbBattleTurn *turn = QB_BATTLE_TURN (item);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (qb_battle_turn_get_title (turn));
  g_autofree char *text = g_strjoinv ("\n", (char **) qb_battle_turn_get_lines (turn));
  GtkWidget *lines = gtk_label_new (text);

  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (lines), 0);
  gtk_label_set_wrap (GTK_LABEL (lines), TRUE);
  gtk_label_set_selectable (GTK_LABEL (lines), TRUE);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), lines);
  return box;
}

GtkWidget *
qb_battle_history_dialog_new (GtkWindow       *parent,
                              QbBattleHistory *history)
{
  GtkWidget *window, *content, *header, *scrolled, *list, *summary_label, *box;
  g_autofree char *summary = NULL;

  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (history), NULL);

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Battle History"));
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 640);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_hide_on_close (GTK_WINDOW (window), FALSE);

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (content), header);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  summary = qb_battle_history_summary (history);
  summary_label = gtk_label_new (summary);
  gtk_label_set_wrap (GTK_LABEL (summary_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (summary_label), 0);
  gtk_widget_add_css_class (summary_label, "title-4");
  gtk_box_append (GTK_BOX (box), summary_label);

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_bind_model (GTK_LIST_BOX (list), G_LIST_MODEL (history), make_row, NULL, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The battle turn by turn"), -1);
  gtk_box_append (GTK_BOX (box), list);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (content), scrolled);
  adw_window_set_content (ADW_WINDOW (window), content);
  return window;
}
