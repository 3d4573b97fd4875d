/* qb-rules-view-search.c: QbRulesView's search: the results (number,
 * title, then text, the search's words marked), a section number typed
 * in the search opening its section, a pasted rule link opening its
 * section, and the selected result following the page. */
#include <adwaita.h>

#include "qb-rules-export.h"
#include "qb-rules-view-private.h"

static GtkWidget *
result_row (QbRulesView        *self,
            const QbRulesMatch *match,
            const char         *query)
{
  QbRulesBook *book = qb_rules_book_get_for_game (match->game, match->language);
  const QbRulesSection *section = qb_rules_book_lookup (book, match->section_id);
  const char *open = qb_rules_view_mark_open (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *snippet = gtk_label_new (NULL);
  GtkWidget *row = gtk_list_box_row_new ();
  /* The number and the title mark what matched in them; the snippet, the
   * words of the query in the section's text. */
  g_autofree char *marked_id = qb_rules_mark_matches (section->id, -1,
                                                      match->kind == QB_RULES_MATCH_NUMBER ? query : NULL,
                                                      open, QB_RULES_MARK_CLOSE);
  g_autofree char *marked_title = qb_rules_mark_matches (section->title, -1, query, open,
                                                         QB_RULES_MARK_CLOSE);
  g_autofree char *title_markup = g_strdup_printf ("<b>%s</b>  %s", marked_id, marked_title);
  g_autofree char *snippet_markup = qb_rules_mark_matches (match->snippet, -1, query, open,
                                                           QB_RULES_MARK_CLOSE);
  g_autofree char *code = g_ascii_strup (match->language, -1);
  GtkWidget *lang = qb_rules_view_badge (code, "language");

  gtk_widget_set_tooltip_text (lang, qb_rules_label (match->language, QB_RULES_LABEL_LANGUAGE));
  gtk_label_set_markup (GTK_LABEL (title), title_markup);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (top), title);
  gtk_box_append (GTK_BOX (top), lang);

  gtk_label_set_markup (GTK_LABEL (snippet), snippet_markup);
  gtk_label_set_xalign (GTK_LABEL (snippet), 0);
  gtk_label_set_wrap (GTK_LABEL (snippet), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (snippet), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (snippet), 3);
  gtk_label_set_ellipsize (GTK_LABEL (snippet), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (snippet), 20);
  gtk_label_set_max_width_chars (GTK_LABEL (snippet), 40);
  gtk_widget_add_css_class (snippet, "rules-snippet");
  gtk_widget_set_visible (snippet, *match->snippet != '\0');

  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), snippet);
  g_object_set_data_full (G_OBJECT (row), "section", g_strdup (match->section_id), g_free);
  g_object_set_data_full (G_OBJECT (row), "language", g_strdup (match->language), g_free);
  gtk_widget_add_css_class (box, "rules-result");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  title, snippet, NULL, -1);
  return row;
}

/* A number typed in the search ("17.2") opens its section at once. The
 * steps of one number being typed ("1", "17", "17.2") are one step of the
 * history, so that Back goes to where the player was before typing. */
static void
open_typed_number (QbRulesView *self,
                   const char  *text)
{
  const QbRulesSection *section = qb_rules_book_lookup_number (qb_rules_view_primary_book (self), text);
  Highlight highlight = { self->language, -1 };
  gboolean pushed;

  if (section == NULL || g_strcmp0 (section->id, qb_rules_view_current_section (self)) == 0)
    return;
  if (self->typed_step && self->history_pos + 1 == self->history->len && self->history_pos > 0)
    {
      /* Replace the step the same typing opened. */
      self->history_pos--;
      g_ptr_array_set_size (self->history, self->history_pos + 1);
    }
  /* Only a step this typing added may be replaced by the next keys: not
   * the player's own, when the typing comes back to it. */
  pushed = g_strcmp0 (qb_rules_view_current_section (self), section->id) != 0;
  qb_rules_view_navigate (self, section->id, &highlight);
  self->typed_step = pushed;
}

/* A link copied with "Copy Link to Section" and pasted in the search. */
static gboolean
open_pasted_link (QbRulesView *self,
                  const char  *text)
{
  g_autofree char *game = NULL, *language = NULL, *edition = NULL, *section = NULL;

  if (!qb_rules_link_parse (text, &game, &language, &edition, &section))
    return FALSE;
  if (language != NULL && qb_rules_book_get_for_game (game != NULL ? game : self->game, language) != NULL)
    qb_rules_view_set_language (self, language);
  qb_rules_view_show_rule (self, game != NULL ? game : self->game, edition, section);
  return TRUE;
}

void
qb_rules_view_run_search (QbRulesView *self,
                           gboolean     typed)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  GtkWidget *child;

  g_clear_pointer (&self->results, g_ptr_array_unref);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->results_list))) != NULL)
    gtk_list_box_remove (self->results_list, child);

  /* The page marks the words being searched, like a browser's find. */
  if (g_strcmp0 (self->page_query, *stripped != '\0' ? stripped : NULL) != 0)
    {
      g_free (self->page_query);
      self->page_query = *stripped != '\0' ? g_strdup (stripped) : NULL;
      qb_rules_view_update_marks (self);
    }

  /* An empty search shows the contents again. */
  if (*stripped == '\0')
    {
      gtk_stack_set_visible_child_name (self->sidebar_stack, "contents");
      self->typed_step = FALSE;
      return;
    }
  if (typed && open_pasted_link (self, stripped))
    return;

  self->results = qb_rules_book_search_game (self->game, stripped, self->language);
  if (self->results->len > MAX_RESULTS)
    g_ptr_array_set_size (self->results, MAX_RESULTS);
  for (guint i = 0; i < self->results->len; i++)
    gtk_list_box_append (self->results_list, result_row (self, self->results->pdata[i], stripped));
  gtk_stack_set_visible_child_name (self->sidebar_stack,
                                    self->results->len > 0 ? "results" : "no-results");
  if (typed && qb_rules_is_section_number (stripped))
    open_typed_number (self, stripped);
  qb_rules_view_sync_results (self);
}

/* The result row of the page's section, selected (in the page's language
 * first), so that the list follows Back, Forward and the links. */
void
qb_rules_view_sync_results (QbRulesView *self)
{
  const char *id = qb_rules_view_current_section (self);
  GtkWidget *found = NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->results_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "section"), id) == 0)
      {
        if (found == NULL)
          found = row;
        if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "language"), self->language) == 0)
          {
            found = row;
            break;
          }
      }
  if (found != NULL)
    gtk_list_box_select_row (self->results_list, GTK_LIST_BOX_ROW (found));
  else
    gtk_list_box_unselect_all (self->results_list);
}

guint
qb_rules_view_get_n_results (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), 0);
  return self->results != NULL ? self->results->len : 0;
}

void
qb_rules_view_activate_result (QbRulesView *self,
                               guint        index)
{
  g_autoptr(QbRulesMatch) match = NULL;
  g_autoptr(GPtrArray) languages = NULL;
  Highlight highlight;

  g_return_if_fail (QB_IS_RULES_VIEW (self));
  g_return_if_fail (self->results != NULL && index < self->results->len);

  /* A copy: changing the language searches again. */
  match = qb_rules_match_copy (self->results->pdata[index]);
  /* Show the passage in its language: switch to it unless it is already
   * one of the columns. */
  languages = qb_rules_view_column_languages (self);
  if (!g_ptr_array_find_with_equal_func (languages, match->language, g_str_equal, NULL))
    qb_rules_view_set_language (self, match->language);

  highlight.language = match->language;
  highlight.paragraph = match->paragraph;
  qb_rules_view_navigate (self, match->section_id, &highlight);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

