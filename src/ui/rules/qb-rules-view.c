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
 *
 * Two games have rules (the game switch); a link from a game or a replay
 * opens its section with that game's edition (qb_rules_view_show_rule()).
 * A section number typed in the search opens that section at once; the
 * search's words are marked in the results and on the page. The page's
 * text size is remembered (rules-zoom).
 */
#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "qb-application.h"
#include "qb-rules-view-private.h"
#include "qb-ui-a11y.h"
#include "qb-ui-style.h"

G_DEFINE_FINAL_TYPE (QbRulesView, qb_rules_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SECTION,
  PROP_GAME,
  PROP_LANGUAGE,
  PROP_COMPARE,
  PROP_EDITION,
  PROP_CAN_GO_BACK,
  PROP_CAN_GO_FORWARD,
  PROP_ZOOM,
  N_PROPS
};

/* The text sizes Ctrl+plus and Ctrl+minus step through. */
static const double zoom_steps[] = { 0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0 };

static GParamSpec *properties[N_PROPS];


/* ---- Contents and search --------------------------------------------------- */

static void
build_toc (QbRulesView *self)
{
  QbRulesBook *book = qb_rules_view_primary_book (self);
  g_autofree char *key = g_strconcat (self->game, "/", self->language, NULL);
  GtkWidget *child;

  if (g_strcmp0 (self->toc_language, key) == 0)
    return;
  g_free (self->toc_language);
  self->toc_language = g_steal_pointer (&key);

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
      /* Sections nest under their chapter, and Wilderness War's 5.534
       * under 5.53. */
      if (s->parent != NULL)
        {
          int depth = 0;
          for (const QbRulesSection *up = s; up->parent != NULL; depth++)
            up = qb_rules_book_lookup (book, up->parent);
          gtk_widget_set_margin_start (label, 18 * depth);
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

static void
search_changed_cb (QbRulesView *self)
{
  qb_rules_view_run_search (self, TRUE);
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
  qb_rules_view_run_search (self, FALSE);
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
  self->typed_step = FALSE;
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

gboolean
qb_rules_view_show_rule (QbRulesView *self,
                         const char  *game,
                         const char  *edition,
                         const char  *section_id)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), FALSE);
  g_return_val_if_fail (section_id != NULL, FALSE);

  if (edition != NULL && strcmp (edition, "both") != 0 && strcmp (edition, "classic") != 0
      && strcmp (edition, "revised") != 0)
    return FALSE;
  if (game != NULL && qb_rules_book_get_languages_for_game (game) == NULL)
    return FALSE;
  if (game != NULL)
    qb_rules_view_set_game (self, game);
  if (qb_rules_book_lookup (qb_rules_view_primary_book (self), section_id) == NULL)
    return FALSE;
  if (edition != NULL)
    qb_rules_view_set_edition (self, edition);
  return qb_rules_view_show_section (self, section_id);
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
  qb_rules_view_run_search (self, TRUE);
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
  gtk_menu_button_set_label (self->game_button,
                             g_strcmp0 (self->game, QB_RULES_GAME_WILDERNESS_WAR) == 0
                             ? _("Wilderness War") : _("Quebec 1759"));
  /* Wilderness War has one edition. */
  gtk_widget_set_visible (GTK_WIDGET (self->edition_button),
                          g_strcmp0 (self->game, QB_RULES_GAME_QUEBEC1759) == 0);

  if (g_strcmp0 (self->edition, "classic") == 0)
    gtk_menu_button_set_label (self->edition_button, _("Classic Edition"));
  else if (g_strcmp0 (self->edition, "revised") == 0)
    gtk_menu_button_set_label (self->edition_button, _("Revised Edition"));
  else
    gtk_menu_button_set_label (self->edition_button, _("Both Editions"));
  /* GTK 4.8 names a menu button by its type: name them by their labels. */
  qb_ui_a11y_name_controls (GTK_WIDGET (self->language_button));
  qb_ui_a11y_name_controls (GTK_WIDGET (self->edition_button));
  qb_ui_a11y_name_controls (GTK_WIDGET (self->game_button));
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
  if (qb_rules_book_get_for_game (self->game, language) == NULL)
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
    qb_rules_view_run_search (self, FALSE);
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
      && qb_rules_book_get_for_game (self->game, compare) == NULL)
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

/* ---- Games ----------------------------------------------------------------- */

const char *
qb_rules_view_get_game (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), NULL);
  return self->game;
}

gboolean
qb_rules_view_set_game (QbRulesView *self,
                        const char  *game)
{
  const char *const *languages;

  g_return_val_if_fail (QB_IS_RULES_VIEW (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  if (g_strcmp0 (self->game, game) == 0)
    return TRUE;
  languages = qb_rules_book_get_languages_for_game (game);
  if (languages == NULL)
    {
      g_warning ("No rules for the game “%s”", game);
      return FALSE;
    }
  g_free (self->game);
  self->game = g_strdup (game);
  if (!g_strv_contains (languages, self->language))
    {
      g_free (self->language);
      self->language = g_strdup (languages[0]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
    }
  /* Another book: its own history, from its first section. */
  g_ptr_array_set_size (self->history, 0);
  g_ptr_array_add (self->history, g_strdup (qb_rules_book_get_section (qb_rules_view_primary_book (self), 0)->id));
  self->history_pos = 0;
  self->typed_step = FALSE;
  build_toc (self);
  qb_rules_view_render (self, NULL);
  update_menu_labels (self);
  if (self->results != NULL)
    qb_rules_view_run_search (self, FALSE);
  notify_history (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  return TRUE;
}

/* ---- Zoom -------------------------------------------------------------------- */

double
qb_rules_view_get_zoom (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), 1.0);
  return self->zoom;
}

void
qb_rules_view_set_zoom (QbRulesView *self,
                        double       zoom)
{
  g_return_if_fail (QB_IS_RULES_VIEW (self));

  zoom = CLAMP (zoom, zoom_steps[0], zoom_steps[G_N_ELEMENTS (zoom_steps) - 1]);
  if (G_APPROX_VALUE (self->zoom, zoom, 0.001))
    return;
  self->zoom = zoom;
  qb_rules_view_apply_zoom (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.zoom-in", zoom < zoom_steps[G_N_ELEMENTS (zoom_steps) - 1] - 0.001);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.zoom-out", zoom > zoom_steps[0] + 0.001);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbRulesView *self = QB_RULES_VIEW (widget);
  double zoom = 1.0;

  if (g_str_equal (action_name, "rules.zoom-in"))
    {
      for (guint i = 0; i < G_N_ELEMENTS (zoom_steps); i++)
        if ((zoom = zoom_steps[i]) > self->zoom + 0.001)
          break;
    }
  else if (g_str_equal (action_name, "rules.zoom-out"))
    {
      for (guint i = G_N_ELEMENTS (zoom_steps); i-- > 0;)
        if ((zoom = zoom_steps[i]) < self->zoom - 0.001)
          break;
    }
  qb_rules_view_set_zoom (self, zoom);
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

/* The marks' colours follow the style. */
static void
dark_changed_cb (QbRulesView *self)
{
  qb_rules_view_update_marks (self);
  if (self->results != NULL)
    qb_rules_view_run_search (self, FALSE);
}

/* Alt+Left and Alt+Right go through the history wherever the focus is.
 * In the bubble phase the leaflet (can-navigate-back, for the swipe)
 * would take the first Alt+Left after a click in the contents to show
 * the sidebar, which it shows already unless folded. */
static void
add_history_shortcuts (QbRulesView *self)
{
  static const struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_Left, GDK_ALT_MASK, "rules.back" },
    { GDK_KEY_Right, GDK_ALT_MASK, "rules.forward" },
    { GDK_KEY_Back, 0, "rules.back" },
    { GDK_KEY_Forward, 0, "rules.forward" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, keys[i].mods),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
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
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_RULES_VIEW);
  G_OBJECT_CLASS (qb_rules_view_parent_class)->dispose (object);
}

static void
qb_rules_view_finalize (GObject *object)
{
  QbRulesView *self = QB_RULES_VIEW (object);

  g_clear_pointer (&self->game, g_free);
  g_clear_pointer (&self->language, g_free);
  g_clear_pointer (&self->page_query, g_free);
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

    case PROP_GAME:
      g_value_set_string (value, self->game);
      break;

    case PROP_LANGUAGE:
      g_value_set_string (value, self->language);
      break;

    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
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
    case PROP_GAME:
      qb_rules_view_set_game (self, g_value_get_string (value));
      break;

    case PROP_LANGUAGE:
      qb_rules_view_set_language (self, g_value_get_string (value));
      break;

    case PROP_ZOOM:
      qb_rules_view_set_zoom (self, g_value_get_double (value));
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
  properties[PROP_GAME] =
    g_param_spec_string ("game", NULL, NULL, QB_RULES_GAME_QUEBEC1759,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, 0.8, 2.0, 1.0,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
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
  gtk_widget_class_bind_template_child (widget_class, QbRulesView, game_button);
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
  gtk_widget_class_install_action (widget_class, "rules.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "rules.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "rules.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_property_action (widget_class, "rules.game", "game");
  gtk_widget_class_install_property_action (widget_class, "rules.language", "language");
  gtk_widget_class_install_property_action (widget_class, "rules.compare", "compare");
  gtk_widget_class_install_property_action (widget_class, "rules.edition", "edition");

  /* Back and Forward are in a shortcut controller of the capture phase
   * (qb_rules_view_init()): the leaflet would take them first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rules.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "rules.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "rules.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "rules.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "rules.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "rules.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "rules.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "rules.zoom-reset", NULL);
  qb_rules_view_class_init_export (widget_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rulesview");
}

static void
qb_rules_view_init (QbRulesView *self)
{
  /* Set before the template: the property actions read them at once. The
   * interface language by default (LANGUAGE, LC_MESSAGES, ...). */
  self->game = g_strdup (QB_RULES_GAME_QUEBEC1759);
  self->language = g_strdup (qb_rules_book_get_default_language ());
  self->compare = g_strdup ("none");
  self->edition = g_strdup ("both");
  self->zoom = 1.0;

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
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
  add_history_shortcuts (self);
  self->history = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->history, g_strdup (qb_rules_book_get_section (qb_rules_view_primary_book (self), 0)->id));

  g_signal_connect_object (self->leaflet, "notify::folded", G_CALLBACK (folded_changed_cb),
                           self, G_CONNECT_SWAPPED);
  folded_changed_cb (self);
  build_toc (self);
  qb_rules_view_render (self, NULL);
  update_menu_labels (self);
  notify_history (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.zoom-out", FALSE);
  /* The text size is the player's, for every rules page. */
  self->settings = qb_application_settings_new ();
  g_settings_bind (self->settings, "rules-zoom", self, "zoom", G_SETTINGS_BIND_DEFAULT);
}

GtkWidget *
qb_rules_view_new (void)
{
  return g_object_new (QB_TYPE_RULES_VIEW, NULL);
}
