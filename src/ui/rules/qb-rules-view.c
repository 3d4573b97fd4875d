/* qb-rules-view.c: the Rules page (see qb-rules-view.h).
 *
 * A leaflet holds the sidebar (search entry, then the table of contents or
 * the search results) and the page. The page is rebuilt from QbRulesBook
 * whenever the section, the languages or the edition change: one column
 * per language shown, each a stack of labels. Cross-references are label
 * links whose href is the section id. The words inside a page ("Example",
 * "Classic") come from qb_rules_label() in the page's own language, so
 * that a French column reads as French whatever the interface language;
 * everything around the page is translated with gettext.
 */
#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "qb-rules-view-private.h"
#include "qb-ui-a11y.h"
#include "qb-ui-style.h"

G_DEFINE_FINAL_TYPE (QbRulesView, qb_rules_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SECTION,
  PROP_LANGUAGE,
  PROP_COMPARE,
  PROP_EDITION,
  PROP_CAN_GO_BACK,
  PROP_CAN_GO_FORWARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];


/* ---- Contents and search --------------------------------------------------- */

static void
build_toc (QbRulesView *self)
{
  QbRulesBook *book = qb_rules_view_primary_book (self);
  GtkWidget *child;

  if (g_strcmp0 (self->toc_language, self->language) == 0)
    return;
  g_free (self->toc_language);
  self->toc_language = g_strdup (self->language);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->toc_list))) != NULL)
    gtk_list_box_remove (self->toc_list, child);
  for (guint i = 0; i < qb_rules_book_get_n_sections (book); i++)
    {
      const QbRulesSection *s = qb_rules_book_get_section (book, i);
      g_autofree char *escaped = g_markup_escape_text (s->title, -1);
      g_autofree char *markup = g_strdup_printf ("<span alpha=\"60%%\">%s</span>  %s", s->id, escaped);
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_tooltip_text (label, s->title);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      /* Sections nest under their chapter. */
      if (s->parent != NULL)
        {
          gtk_widget_set_margin_start (label, 18);
          gtk_widget_add_css_class (row, "rules-toc-section");
        }
      else
        gtk_widget_add_css_class (row, "rules-toc-chapter");
      qb_ui_a11y_label_by (row, label);
      g_object_set_data_full (G_OBJECT (row), "section", g_strdup (s->id), g_free);
      gtk_list_box_append (self->toc_list, row);
    }
}

static void
toc_row_activated_cb (QbRulesView   *self,
                      GtkListBoxRow *row)
{
  qb_rules_view_navigate (self, g_object_get_data (G_OBJECT (row), "section"), NULL);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static GtkWidget *
result_row (const QbRulesMatch *match)
{
  QbRulesBook *book = qb_rules_book_get_for_language (match->language);
  const QbRulesSection *section = qb_rules_book_lookup (book, match->section_id);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *snippet = gtk_label_new (NULL);
  GtkWidget *row = gtk_list_box_row_new ();
  g_autofree char *escaped_title = g_markup_escape_text (section->title, -1);
  g_autofree char *title_markup = g_strdup_printf ("<b>%s</b>  %s", section->id, escaped_title);
  g_autofree char *before = g_markup_escape_text (match->snippet, (gssize) match->match_start);
  g_autofree char *hit = g_markup_escape_text (match->snippet + match->match_start,
                                               (gssize) (match->match_end - match->match_start));
  g_autofree char *after = g_markup_escape_text (match->snippet + match->match_end, -1);
  g_autofree char *snippet_markup = g_strdup_printf ("%s<b>%s</b>%s", before, hit, after);
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

  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), snippet);
  gtk_widget_add_css_class (box, "rules-result");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  title, snippet, NULL, -1);
  return row;
}

static void
run_search (QbRulesView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  GtkWidget *child;

  g_clear_pointer (&self->results, g_ptr_array_unref);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->results_list))) != NULL)
    gtk_list_box_remove (self->results_list, child);

  /* An empty search shows the contents again. */
  {
    g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
    if (*stripped == '\0')
      {
        gtk_stack_set_visible_child_name (self->sidebar_stack, "contents");
        return;
      }
  }

  self->results = qb_rules_book_search_all (text, self->language);
  if (self->results->len > MAX_RESULTS)
    g_ptr_array_set_size (self->results, MAX_RESULTS);
  for (guint i = 0; i < self->results->len; i++)
    gtk_list_box_append (self->results_list, result_row (self->results->pdata[i]));
  gtk_stack_set_visible_child_name (self->sidebar_stack,
                                    self->results->len > 0 ? "results" : "no-results");
}

static void
search_changed_cb (QbRulesView *self)
{
  run_search (self);
}

static void
search_activate_cb (QbRulesView *self)
{
  if (self->results != NULL && self->results->len > 0)
    qb_rules_view_activate_result (self, 0);
}

static void
stop_search_cb (QbRulesView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  run_search (self);
}

static void
result_row_activated_cb (QbRulesView   *self,
                         GtkListBoxRow *row)
{
  int index = gtk_list_box_row_get_index (row);

  if (index >= 0)
    qb_rules_view_activate_result (self, (guint) index);
}

static void
contents_clicked_cb (QbRulesView *self)
{
  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
}

/* ---- Navigation ---------------------------------------------------------- */

static void
notify_history (QbRulesView *self)
{
  gboolean back = self->history_pos > 0;
  gboolean forward = self->history_pos + 1 < self->history->len;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.back", back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.forward", forward);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECTION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_GO_BACK]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_GO_FORWARD]);
}

void
qb_rules_view_navigate (QbRulesView     *self,
                        const char      *id,
                        const Highlight *highlight)
{
  if (g_strcmp0 (id, qb_rules_view_current_section (self)) != 0)
    {
      /* A new step drops the steps one could go forward to. */
      g_ptr_array_set_size (self->history, self->history_pos + 1);
      g_ptr_array_add (self->history, g_strdup (id));
      self->history_pos++;
    }
  qb_rules_view_render (self, highlight);
  notify_history (self);
}

gboolean
qb_rules_view_show_section (QbRulesView *self,
                            const char  *section_id)
{
  Highlight highlight = { NULL, -1 };

  g_return_val_if_fail (QB_IS_RULES_VIEW (self), FALSE);
  g_return_val_if_fail (section_id != NULL, FALSE);

  if (qb_rules_book_lookup (qb_rules_view_primary_book (self), section_id) == NULL)
    return FALSE;
  highlight.language = self->language;
  qb_rules_view_navigate (self, section_id, &highlight);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
  return TRUE;
}

void
qb_rules_view_go_back (QbRulesView *self)
{
  g_return_if_fail (QB_IS_RULES_VIEW (self));

  if (self->history_pos == 0)
    return;
  self->history_pos--;
  qb_rules_view_render (self, NULL);
  notify_history (self);
}

void
qb_rules_view_go_forward (QbRulesView *self)
{
  g_return_if_fail (QB_IS_RULES_VIEW (self));

  if (self->history_pos + 1 >= self->history->len)
    return;
  self->history_pos++;
  qb_rules_view_render (self, NULL);
  notify_history (self);
}

gboolean
qb_rules_view_can_go_back (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), FALSE);
  return self->history_pos > 0;
}

gboolean
qb_rules_view_can_go_forward (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), FALSE);
  return self->history_pos + 1 < self->history->len;
}

const char *
qb_rules_view_get_section (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), NULL);
  return qb_rules_view_current_section (self);
}

guint
qb_rules_view_get_n_columns (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), 0);
  return self->n_columns;
}

void
qb_rules_view_search (QbRulesView *self,
                      const char  *text)
{
  g_return_if_fail (QB_IS_RULES_VIEW (self));

  g_signal_handlers_block_by_func (self->search_entry, search_changed_cb, self);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  g_signal_handlers_unblock_by_func (self->search_entry, search_changed_cb, self);
  run_search (self);
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

/* ---- Languages and editions ------------------------------------------------ */

static void
update_menu_labels (QbRulesView *self)
{
  g_autoptr(GPtrArray) languages = qb_rules_view_column_languages (self);
  g_autoptr(GString) label = g_string_new (NULL);

  for (guint i = 0; i < languages->len; i++)
    {
      if (i > 0)
        g_string_append (label, " · ");
      g_string_append (label, qb_rules_label (languages->pdata[i], QB_RULES_LABEL_LANGUAGE));
    }
  gtk_menu_button_set_label (self->language_button, label->str);

  if (g_strcmp0 (self->edition, "classic") == 0)
    gtk_menu_button_set_label (self->edition_button, _("Classic Edition"));
  else if (g_strcmp0 (self->edition, "revised") == 0)
    gtk_menu_button_set_label (self->edition_button, _("Revised Edition"));
  else
    gtk_menu_button_set_label (self->edition_button, _("Both Editions"));
  /* GTK 4.8 names a menu button by its type: name them by their labels. */
  qb_ui_a11y_name_controls (GTK_WIDGET (self->language_button));
  qb_ui_a11y_name_controls (GTK_WIDGET (self->edition_button));
}

const char *
qb_rules_view_get_language (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), NULL);
  return self->language;
}

void
qb_rules_view_set_language (QbRulesView *self,
                            const char  *language)
{
  g_return_if_fail (QB_IS_RULES_VIEW (self));
  g_return_if_fail (language != NULL);

  if (g_strcmp0 (self->language, language) == 0)
    return;
  if (qb_rules_book_get_for_language (language) == NULL)
    {
      g_warning ("No rules reference in “%s”", language);
      return;
    }
  g_free (self->language);
  self->language = g_strdup (language);
  build_toc (self);
  qb_rules_view_render (self, NULL);
  update_menu_labels (self);
  /* Results of the main language come first. */
  if (self->results != NULL)
    run_search (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
}

const char *
qb_rules_view_get_compare (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), NULL);
  return self->compare;
}

void
qb_rules_view_set_compare (QbRulesView *self,
                           const char  *compare)
{
  g_return_if_fail (QB_IS_RULES_VIEW (self));
  g_return_if_fail (compare != NULL);

  if (g_strcmp0 (self->compare, compare) == 0)
    return;
  if (strcmp (compare, "none") != 0 && strcmp (compare, "all") != 0
      && qb_rules_book_get_for_language (compare) == NULL)
    {
      g_warning ("Cannot compare with “%s”", compare);
      return;
    }
  g_free (self->compare);
  self->compare = g_strdup (compare);
  qb_rules_view_render (self, NULL);
  update_menu_labels (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPARE]);
}

const char *
qb_rules_view_get_edition (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), NULL);
  return self->edition;
}

void
qb_rules_view_set_edition (QbRulesView *self,
                           const char  *edition)
{
  g_return_if_fail (QB_IS_RULES_VIEW (self));
  g_return_if_fail (edition != NULL);

  if (g_strcmp0 (self->edition, edition) == 0)
    return;
  if (strcmp (edition, "both") != 0 && strcmp (edition, "classic") != 0
      && strcmp (edition, "revised") != 0)
    {
      g_warning ("Unknown edition “%s”", edition);
      return;
    }
  g_free (self->edition);
  self->edition = g_strdup (edition);
  qb_rules_view_render (self, NULL);
  update_menu_labels (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITION]);
}

/* ---- Actions ------------------------------------------------------------- */

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  qb_rules_view_go_back (QB_RULES_VIEW (widget));
}

static void
forward_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  qb_rules_view_go_forward (QB_RULES_VIEW (widget));
}

static void
step_section_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  QbRulesView *self = QB_RULES_VIEW (widget);
  QbRulesBook *book = qb_rules_view_primary_book (self);
  const QbRulesSection *to = g_str_equal (action_name, "rules.next-section")
    ? qb_rules_book_get_next (book, qb_rules_view_current_section (self))
    : qb_rules_book_get_previous (book, qb_rules_view_current_section (self));

  if (to != NULL)
    qb_rules_view_navigate (self, to->id, NULL);
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  QbRulesView *self = QB_RULES_VIEW (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* ---- Object -------------------------------------------------------------- */

static void
load_css (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GtkCssProvider) provider = NULL;

  if (display == NULL || g_object_get_data (G_OBJECT (display), "qb-rules-style") != NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/quebec1759/Quebec1759/qb-rules-view.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data (G_OBJECT (display), "qb-rules-style", GINT_TO_POINTER (1));
}

static void
folded_changed_cb (QbRulesView *self)
{
  gtk_widget_set_visible (self->contents_button, adw_leaflet_get_folded (self->leaflet));
}

static void
qb_rules_view_dispose (GObject *object)
{
  QbRulesView *self = QB_RULES_VIEW (object);

  qb_rules_view_clear_highlight (self);
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  if (self->scroll_target != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->scroll_target), (gpointer *) &self->scroll_target);
  self->scroll_target = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_RULES_VIEW);
  G_OBJECT_CLASS (qb_rules_view_parent_class)->dispose (object);
}

static void
qb_rules_view_finalize (GObject *object)
{
  QbRulesView *self = QB_RULES_VIEW (object);

  g_clear_pointer (&self->language, g_free);
  g_clear_pointer (&self->compare, g_free);
  g_clear_pointer (&self->edition, g_free);
  g_clear_pointer (&self->toc_language, g_free);
  g_clear_pointer (&self->history, g_ptr_array_unref);
  g_clear_pointer (&self->results, g_ptr_array_unref);
  G_OBJECT_CLASS (qb_rules_view_parent_class)->finalize (object);
}

static void
qb_rules_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  QbRulesView *self = QB_RULES_VIEW (object);

  switch (prop_id)
    {
    case PROP_SECTION:
      g_value_set_string (value, qb_rules_view_current_section (self));
      break;

    case PROP_LANGUAGE:
      g_value_set_string (value, self->language);
      break;

    case PROP_COMPARE:
      g_value_set_string (value, self->compare);
      break;

    case PROP_EDITION:
      g_value_set_string (value, self->edition);
      break;

    case PROP_CAN_GO_BACK:
      g_value_set_boolean (value, qb_rules_view_can_go_back (self));
      break;

    case PROP_CAN_GO_FORWARD:
      g_value_set_boolean (value, qb_rules_view_can_go_forward (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_rules_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  QbRulesView *self = QB_RULES_VIEW (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      qb_rules_view_set_language (self, g_value_get_string (value));
      break;

    case PROP_COMPARE:
      qb_rules_view_set_compare (self, g_value_get_string (value));
      break;

    case PROP_EDITION:
      qb_rules_view_set_edition (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_rules_view_class_init (QbRulesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_rules_view_dispose;
  object_class->finalize = qb_rules_view_finalize;
  object_class->get_property = qb_rules_view_get_property;
  object_class->set_property = qb_rules_view_set_property;

  properties[PROP_SECTION] =
    g_param_spec_string ("section", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_LANGUAGE] =
    g_param_spec_string ("language", NULL, NULL, "en",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_COMPARE] =
    g_param_spec_string ("compare", NULL, NULL, "none",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_EDITION] =
    g_param_spec_string ("edition", NULL, NULL, "both",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_GO_BACK] =
    g_param_spec_boolean ("can-go-back", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_GO_FORWARD] =
    g_param_spec_boolean ("can-go-forward", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quebec1759/Quebec1759/qb-rules-view.ui");
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, leaflet);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, sidebar);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, content);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, toc_list);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, results_list);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, contents_button);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, location_label);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, edition_button);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, language_button);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, scroller);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, clamp);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, columns_box);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, previous_label);
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, next_label);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, toc_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, result_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, contents_clicked_cb);

  gtk_widget_class_install_action (widget_class, "rules.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "rules.forward", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "rules.previous-section", NULL, step_section_action);
  gtk_widget_class_install_action (widget_class, "rules.next-section", NULL, step_section_action);
  gtk_widget_class_install_action (widget_class, "rules.search", NULL, search_action);
  gtk_widget_class_install_property_action (widget_class, "rules.language", "language");
  gtk_widget_class_install_property_action (widget_class, "rules.compare", "compare");
  gtk_widget_class_install_property_action (widget_class, "rules.edition", "edition");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "rules.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "rules.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Back, 0, "rules.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Forward, 0, "rules.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rules.search", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rulesview");
}

static void
qb_rules_view_init (QbRulesView *self)
{
  /* Set before the template: the property actions read them at once. The
   * interface language by default (LANGUAGE, LC_MESSAGES, ...). */
  self->language = g_strdup (qb_rules_book_get_default_language ());
  self->compare = g_strdup ("none");
  self->edition = g_strdup ("both");

  gtk_widget_init_template (GTK_WIDGET (self));
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
  /* The contents and the search results are one Tab stop each. */
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->toc_list));
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->results_list));
  /* Escape in the search goes back to the page: its GtkScrolledWindow
   * takes the focus (and then scrolls with Page Up and Page Down). */
  qb_ui_a11y_escape_to (GTK_WIDGET (self->search_entry), GTK_WIDGET (self->scroller));
  /* The pager's buttons say where they go: "Previous 14.0 Retreats". */
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *label = GTK_WIDGET (i == 0 ? self->previous_label : self->next_label);
      GtkWidget *box = gtk_widget_get_parent (label);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (gtk_widget_get_parent (box)),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      gtk_widget_get_first_child (box), label, NULL,
                                      -1);
    }
  load_css ();
  qb_ui_follow_dark_style (GTK_WIDGET (self));
  self->history = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->history, g_strdup (qb_rules_book_get_section (qb_rules_view_primary_book (self), 0)->id));

  g_signal_connect_object (self->leaflet, "notify::folded", G_CALLBACK (folded_changed_cb),
                           self, G_CONNECT_SWAPPED);
  folded_changed_cb (self);
  build_toc (self);
  qb_rules_view_render (self, NULL);
  update_menu_labels (self);
  notify_history (self);
}

GtkWidget *
qb_rules_view_new (void)
{
  return g_object_new (QB_TYPE_RULES_VIEW, NULL);
}
