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

#include "qb-rules-book.h"
#include "qb-rules-view.h"
#include "qb-ui-style.h"

#define HIGHLIGHT_MS 1600
#define MAX_RESULTS 300
#define COLUMN_WIDTH 620

struct _QbRulesView
{
  GtkWidget parent_instance;

  AdwLeaflet *leaflet;
  GtkWidget *sidebar;
  GtkWidget *content;
  GtkSearchEntry *search_entry;
  GtkStack *sidebar_stack;
  GtkListBox *toc_list;
  GtkListBox *results_list;
  GtkWidget *contents_button;
  GtkLabel *location_label;
  GtkMenuButton *edition_button;
  GtkMenuButton *language_button;
  GtkScrolledWindow *scroller;
  AdwClamp *clamp;
  GtkBox *columns_box;
  GtkLabel *previous_label;
  GtkLabel *next_label;

  char *language;
  char *compare;
  char *edition;
  char *toc_language;            /* the language the contents were built in */

  GPtrArray *history;            /* section ids */
  guint history_pos;
  GPtrArray *results;            /* QbRulesMatch */
  guint n_columns;

  GtkWidget *highlighted;        /* a widget of the page with .rules-highlight */
  guint highlight_id;
  GtkWidget *scroll_target;      /* scrolled into view once allocated */
  guint scroll_tick;
};

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

/* What to highlight when a page is built: a paragraph (or -1, the title)
 * of the column in `language`. */
typedef struct
{
  const char *language;
  int paragraph;
} Highlight;

static void render (QbRulesView *self, const Highlight *highlight);
static void navigate (QbRulesView *self, const char *id, const Highlight *highlight);
static void reveal_toc_row (QbRulesView *self);

/* ---- Helpers ------------------------------------------------------------- */

static QbRulesBook *
primary_book (QbRulesView *self)
{
  return qb_rules_book_get_for_language (self->language);
}

static const char *
current_section (QbRulesView *self)
{
  return self->history->pdata[self->history_pos];
}

/* The languages on screen, the main one first. */
static GPtrArray *
column_languages (QbRulesView *self)
{
  const char *const *languages = qb_rules_book_get_languages ();
  GPtrArray *columns = g_ptr_array_new ();

  g_ptr_array_add (columns, self->language);
  for (guint i = 0; languages[i] != NULL; i++)
    if (g_strcmp0 (languages[i], self->language) != 0
        && (g_strcmp0 (self->compare, "all") == 0 || g_strcmp0 (self->compare, languages[i]) == 0))
      g_ptr_array_add (columns, (gpointer) languages[i]);
  return columns;
}

static gboolean
edition_shown (QbRulesView    *self,
               QbRulesEdition  edition)
{
  if (edition == QB_RULES_EDITION_BOTH || g_strcmp0 (self->edition, "both") == 0)
    return TRUE;
  return g_strcmp0 (self->edition, qb_rules_edition_to_string (edition)) == 0;
}

/* The text as Pango markup, each [[id]] a link to the section with its
 * title as tooltip. */
static char *
text_markup (QbRulesBook *book,
             const char  *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;

  while (*p)
    {
      const char *open = strstr (p, "[[");
      const char *close = open != NULL ? strstr (open, "]]") : NULL;
      g_autofree char *before = NULL;
      g_autofree char *id = NULL;
      const QbRulesSection *target;

      if (open == NULL || close == NULL)
        {
          g_autofree char *rest = g_markup_escape_text (p, -1);
          g_string_append (out, rest);
          break;
        }
      before = g_markup_escape_text (p, open - p);
      g_string_append (out, before);
      id = g_strndup (open + 2, close - open - 2);
      target = qb_rules_book_lookup (book, id);
      if (target != NULL)
        g_string_append_printf (out, "<a href=\"%s\" title=\"%s %s\">%s</a>", id, id,
                                target->title, id);
      else
        {
          g_autofree char *escaped = g_markup_escape_text (id, -1);
          g_string_append (out, escaped);
        }
      p = close + 2;
    }
  return g_string_free (out, FALSE);
}

static gboolean
link_cb (GtkLabel    *label,
         const char  *uri,
         QbRulesView *self)
{
  QbRulesBook *book = primary_book (self);

  if (qb_rules_book_lookup (book, uri) == NULL)
    return FALSE;   /* not ours: let GTK open it */
  navigate (self, uri, NULL);
  return TRUE;
}

static GtkWidget *
text_label (QbRulesView *self,
            QbRulesBook *book,
            const char  *text,
            const char  *css_class)
{
  g_autofree char *markup = text_markup (book, text);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  g_signal_connect_object (label, "activate-link", G_CALLBACK (link_cb), self, 0);
  return label;
}

static GtkWidget *
badge (const char *text,
       const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "rules-badge");
  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

/* ---- The page ------------------------------------------------------------ */

static GtkWidget *
paragraph_widget (QbRulesView            *self,
                  QbRulesBook            *book,
                  const QbRulesParagraph *p)
{
  const char *language = qb_rules_book_get_language (book);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *kind_class = g_strconcat ("kind-", qb_rules_kind_to_string (p->kind), NULL);
  g_autofree char *edition_class = g_strconcat ("edition-",
                                                qb_rules_edition_to_string (p->edition), NULL);

  gtk_widget_add_css_class (box, "rules-paragraph");
  gtk_widget_add_css_class (box, kind_class);
  gtk_widget_add_css_class (box, edition_class);

  if (p->kind != QB_RULES_KIND_RULE || p->edition != QB_RULES_EDITION_BOTH)
    {
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      QbRulesLabel kind_label = QB_RULES_LABEL_NOTE;

      switch (p->kind)
        {
        case QB_RULES_KIND_NOTE: kind_label = QB_RULES_LABEL_NOTE; break;
        case QB_RULES_KIND_EXAMPLE: kind_label = QB_RULES_LABEL_EXAMPLE; break;
        case QB_RULES_KIND_DESIGN: kind_label = QB_RULES_LABEL_DESIGN; break;
        case QB_RULES_KIND_FAQ: kind_label = QB_RULES_LABEL_FAQ; break;
        case QB_RULES_KIND_RULE:
        default: break;
        }
      if (p->kind != QB_RULES_KIND_RULE)
        {
          GtkWidget *kind = gtk_label_new (qb_rules_label (language, kind_label));
          gtk_widget_add_css_class (kind, "rules-kind");
          gtk_widget_add_css_class (kind, "caption-heading");
          gtk_box_append (GTK_BOX (header), kind);
        }
      if (p->edition == QB_RULES_EDITION_CLASSIC)
        gtk_box_append (GTK_BOX (header),
                        badge (qb_rules_label (language, QB_RULES_LABEL_CLASSIC), "classic"));
      else if (p->edition == QB_RULES_EDITION_REVISED)
        gtk_box_append (GTK_BOX (header),
                        badge (qb_rules_label (language, QB_RULES_LABEL_REVISED), "revised"));
      gtk_box_append (GTK_BOX (box), header);
    }
  gtk_box_append (GTK_BOX (box), text_label (self, book, p->text, "rules-text"));
  return box;
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "rules-subheading");
  return label;
}

static GtkWidget *
build_column (QbRulesView          *self,
              QbRulesBook          *book,
              const QbRulesSection *section,
              const Highlight      *highlight,
              GtkWidget           **highlighted)
{
  const char *language = qb_rules_book_get_language (book);
  gboolean highlight_here = highlight != NULL && g_strcmp0 (highlight->language, language) == 0;
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title;
  g_autofree char *title_markup = NULL;
  g_autofree char *escaped = g_markup_escape_text (section->title, -1);
  g_autoptr(GPtrArray) children = NULL;
  guint n_rulings = 0;

  gtk_widget_add_css_class (column, "rules-page");
  gtk_widget_set_hexpand (column, TRUE);
  gtk_widget_set_valign (column, GTK_ALIGN_START);
  /* The accessible name says which language a column reads in. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (column), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  qb_rules_label (language, QB_RULES_LABEL_LANGUAGE), -1);

  if (self->n_columns > 1)
    {
      GtkWidget *lang = gtk_label_new (qb_rules_label (language, QB_RULES_LABEL_LANGUAGE));
      gtk_label_set_xalign (GTK_LABEL (lang), 0);
      gtk_widget_add_css_class (lang, "rules-language");
      gtk_widget_add_css_class (lang, "caption-heading");
      gtk_box_append (GTK_BOX (header), lang);
    }
  if (section->parent != NULL)
    {
      const QbRulesSection *parent = qb_rules_book_lookup (book, section->parent);
      g_autofree char *text = g_strdup_printf ("[[%s]] %s", parent->id, parent->title);
      GtkWidget *chapter = text_label (self, book, text, "rules-chapter");
      gtk_box_append (GTK_BOX (header), chapter);
    }
  title_markup = g_strdup_printf ("<span alpha=\"55%%\">%s</span>  %s", section->id, escaped);
  title = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (title), title_markup);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  /* Side by side, columns are narrower: a smaller title. */
  gtk_widget_add_css_class (title, self->n_columns > 1 ? "title-2" : "title-1");
  gtk_widget_add_css_class (title, "rules-title");
  gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 1, -1);
  gtk_box_append (GTK_BOX (header), title);
  gtk_box_append (GTK_BOX (column), header);
  if (highlight_here && highlight->paragraph < 0)
    *highlighted = title;

  for (guint i = 0; i < section->n_paragraphs; i++)
    {
      GtkWidget *paragraph;

      if (!edition_shown (self, section->paragraphs[i].edition))
        continue;
      paragraph = paragraph_widget (self, book, &section->paragraphs[i]);
      gtk_box_append (GTK_BOX (column), paragraph);
      if (highlight_here && highlight->paragraph == (int) i)
        *highlighted = paragraph;
    }

  /* A chapter lists its sections. */
  children = qb_rules_book_get_children (book, section->id);
  if (children->len > 0)
    {
      GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      gtk_widget_add_css_class (list, "rules-children");
      gtk_box_append (GTK_BOX (list), heading (qb_rules_label (language, QB_RULES_LABEL_SECTIONS)));
      for (guint i = 0; i < children->len; i++)
        {
          const QbRulesSection *child = children->pdata[i];
          g_autofree char *text = g_strdup_printf ("[[%s]]  %s", child->id, child->title);
          gtk_box_append (GTK_BOX (list), text_label (self, book, text, "rules-child"));
        }
      gtk_box_append (GTK_BOX (column), list);
    }

  /* The rulings of this edition of the game that apply here. */
  for (guint i = 0; i < qb_rules_book_get_n_rulings (book); i++)
    {
      const QbRuling *ruling = qb_rules_book_get_ruling (book, i);
      GtkWidget *box, *row;

      if (!g_strv_contains (ruling->sections, section->id))
        continue;
      if (n_rulings++ == 0)
        gtk_box_append (GTK_BOX (column), heading (qb_rules_label (language, QB_RULES_LABEL_RULINGS)));
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      gtk_widget_add_css_class (box, "rules-paragraph");
      gtk_widget_add_css_class (box, "kind-ruling");
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      {
        g_autofree char *name = g_strdup_printf ("%s %s",
                                                 qb_rules_label (language, QB_RULES_LABEL_RULING),
                                                 ruling->id);
        GtkWidget *kind = gtk_label_new (name);
        gtk_widget_add_css_class (kind, "rules-kind");
        gtk_widget_add_css_class (kind, "caption-heading");
        gtk_box_append (GTK_BOX (row), kind);
      }
      gtk_box_append (GTK_BOX (box), row);
      gtk_box_append (GTK_BOX (box), text_label (self, book, ruling->text, "rules-text"));
      gtk_box_append (GTK_BOX (column), box);
    }
  return column;
}

static void
clear_highlight (QbRulesView *self)
{
  g_clear_handle_id (&self->highlight_id, g_source_remove);
  if (self->highlighted != NULL)
    {
      gtk_widget_remove_css_class (self->highlighted, "rules-highlight");
      g_object_remove_weak_pointer (G_OBJECT (self->highlighted), (gpointer *) &self->highlighted);
      self->highlighted = NULL;
    }
}

static void
highlight_done_cb (gpointer data)
{
  QbRulesView *self = data;

  self->highlight_id = 0;
  clear_highlight (self);
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  QbRulesView *self = QB_RULES_VIEW (widget);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->scroller);
  GtkWidget *inside = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  double x = 0, y = 0;

  reveal_toc_row (self);
  if (self->scroll_target == NULL)
    {
      gtk_adjustment_set_value (adj, 0);
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (gtk_widget_get_height (self->scroll_target) == 0)
    return G_SOURCE_CONTINUE;   /* not laid out yet */
  if (gtk_widget_translate_coordinates (self->scroll_target, inside, 0, 0, &x, &y))
    {
      /* Keep a title in view when its section is short: only scroll when
       * the target would be off screen. */
      double page = gtk_adjustment_get_page_size (adj);
      if (y + gtk_widget_get_height (self->scroll_target) > page)
        gtk_adjustment_set_value (adj, MAX (0, y - 48));
      else
        gtk_adjustment_set_value (adj, 0);
    }
  g_object_remove_weak_pointer (G_OBJECT (self->scroll_target), (gpointer *) &self->scroll_target);
  self->scroll_target = NULL;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
scroll_to (QbRulesView *self,
           GtkWidget   *target)
{
  if (self->scroll_target != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->scroll_target), (gpointer *) &self->scroll_target);
  self->scroll_target = target;
  if (target != NULL)
    g_object_add_weak_pointer (G_OBJECT (target), (gpointer *) &self->scroll_target);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

/* Scrolls the contents so that the current section's row is in view
 * (GtkListBox of GTK 4.8 cannot do it without taking the focus). */
static void
reveal_toc_row (QbRulesView *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->toc_list);
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self->toc_list),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj;
  double x, y, page, value;
  int height;

  if (row == NULL || scroller == NULL
      || !gtk_widget_translate_coordinates (GTK_WIDGET (row), GTK_WIDGET (self->toc_list),
                                            0, 0, &x, &y))
    return;
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  page = gtk_adjustment_get_page_size (adj);
  value = gtk_adjustment_get_value (adj);
  height = gtk_widget_get_height (GTK_WIDGET (row));
  if (page > 0 && (y < value || y + height > value + page))
    gtk_adjustment_set_value (adj, MAX (0, y - page / 3));
}

static void
sync_toc (QbRulesView *self)
{
  const char *id = current_section (self);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->toc_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "section"), id) == 0)
      {
        gtk_list_box_select_row (self->toc_list, GTK_LIST_BOX_ROW (row));
        return;
      }
}

static void
update_pager (QbRulesView *self)
{
  QbRulesBook *book = primary_book (self);
  const QbRulesSection *previous = qb_rules_book_get_previous (book, current_section (self));
  const QbRulesSection *next = qb_rules_book_get_next (book, current_section (self));
  g_autofree char *previous_text = previous
    ? g_strdup_printf ("%s  %s", previous->id, previous->title) : g_strdup ("");
  g_autofree char *next_text = next ? g_strdup_printf ("%s  %s", next->id, next->title) : g_strdup ("");

  gtk_label_set_text (self->previous_label, previous_text);
  gtk_label_set_text (self->next_label, next_text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.previous-section", previous != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rules.next-section", next != NULL);
  gtk_widget_set_opacity (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->previous_label))),
                          previous != NULL ? 1.0 : 0.0);
  gtk_widget_set_opacity (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->next_label))),
                          next != NULL ? 1.0 : 0.0);
}

static void
render (QbRulesView     *self,
        const Highlight *highlight)
{
  g_autoptr(GPtrArray) languages = column_languages (self);
  QbRulesBook *book = primary_book (self);
  const QbRulesSection *section = qb_rules_book_lookup (book, current_section (self));
  const QbRulesSection *chapter;
  GtkWidget *child, *highlighted = NULL;

  clear_highlight (self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->columns_box))) != NULL)
    gtk_box_remove (self->columns_box, child);

  self->n_columns = languages->len;
  for (guint i = 0; i < languages->len; i++)
    {
      QbRulesBook *column_book = qb_rules_book_get_for_language (languages->pdata[i]);
      const QbRulesSection *s = qb_rules_book_lookup (column_book, section->id);
      if (s != NULL)
        gtk_box_append (self->columns_box,
                        build_column (self, column_book, s, highlight, &highlighted));
    }
  /* A readable line: about 75 characters in one column; side by side, each
   * column a little narrower. */
  adw_clamp_set_maximum_size (self->clamp, languages->len == 1 ? 760
                              : (int) (COLUMN_WIDTH * languages->len));

  chapter = section->parent != NULL ? qb_rules_book_lookup (book, section->parent) : NULL;
  if (chapter != NULL)
    {
      g_autofree char *location = g_strdup_printf ("%s  %s › %s", chapter->id, chapter->title,
                                                   section->id);
      gtk_label_set_text (self->location_label, location);
    }
  else
    gtk_label_set_text (self->location_label, qb_rules_book_get_title (book));

  update_pager (self);
  sync_toc (self);

  if (highlighted != NULL)
    {
      self->highlighted = highlighted;
      g_object_add_weak_pointer (G_OBJECT (highlighted), (gpointer *) &self->highlighted);
      gtk_widget_add_css_class (highlighted, "rules-highlight");
      self->highlight_id = g_timeout_add_once (HIGHLIGHT_MS, highlight_done_cb, self);
    }
  scroll_to (self, highlighted);
}

/* ---- Contents and search --------------------------------------------------- */

static void
build_toc (QbRulesView *self)
{
  QbRulesBook *book = primary_book (self);
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
      g_object_set_data_full (G_OBJECT (row), "section", g_strdup (s->id), g_free);
      gtk_list_box_append (self->toc_list, row);
    }
}

static void
toc_row_activated_cb (QbRulesView   *self,
                      GtkListBoxRow *row)
{
  navigate (self, g_object_get_data (G_OBJECT (row), "section"), NULL);
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
  GtkWidget *lang = badge (code, "language");

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

static void
navigate (QbRulesView     *self,
          const char      *id,
          const Highlight *highlight)
{
  if (g_strcmp0 (id, current_section (self)) != 0)
    {
      /* A new step drops the steps one could go forward to. */
      g_ptr_array_set_size (self->history, self->history_pos + 1);
      g_ptr_array_add (self->history, g_strdup (id));
      self->history_pos++;
    }
  render (self, highlight);
  notify_history (self);
}

gboolean
qb_rules_view_show_section (QbRulesView *self,
                            const char  *section_id)
{
  Highlight highlight = { NULL, -1 };

  g_return_val_if_fail (QB_IS_RULES_VIEW (self), FALSE);
  g_return_val_if_fail (section_id != NULL, FALSE);

  if (qb_rules_book_lookup (primary_book (self), section_id) == NULL)
    return FALSE;
  highlight.language = self->language;
  navigate (self, section_id, &highlight);
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
  render (self, NULL);
  notify_history (self);
}

void
qb_rules_view_go_forward (QbRulesView *self)
{
  g_return_if_fail (QB_IS_RULES_VIEW (self));

  if (self->history_pos + 1 >= self->history->len)
    return;
  self->history_pos++;
  render (self, NULL);
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
  return current_section (self);
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
  languages = column_languages (self);
  if (!g_ptr_array_find_with_equal_func (languages, match->language, g_str_equal, NULL))
    qb_rules_view_set_language (self, match->language);

  highlight.language = match->language;
  highlight.paragraph = match->paragraph;
  navigate (self, match->section_id, &highlight);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

/* ---- Languages and editions ------------------------------------------------ */

static void
update_menu_labels (QbRulesView *self)
{
  g_autoptr(GPtrArray) languages = column_languages (self);
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
  render (self, NULL);
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
  render (self, NULL);
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
  render (self, NULL);
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
  QbRulesBook *book = primary_book (self);
  const QbRulesSection *to = g_str_equal (action_name, "rules.next-section")
    ? qb_rules_book_get_next (book, current_section (self))
    : qb_rules_book_get_previous (book, current_section (self));

  if (to != NULL)
    navigate (self, to->id, NULL);
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

  clear_highlight (self);
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
      g_value_set_string (value, current_section (self));
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
  load_css ();
  qb_ui_follow_dark_style (GTK_WIDGET (self));
  self->history = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->history, g_strdup (qb_rules_book_get_section (primary_book (self), 0)->id));

  g_signal_connect_object (self->leaflet, "notify::folded", G_CALLBACK (folded_changed_cb),
                           self, G_CONNECT_SWAPPED);
  folded_changed_cb (self);
  build_toc (self);
  render (self, NULL);
  update_menu_labels (self);
  notify_history (self);
}

GtkWidget *
qb_rules_view_new (void)
{
  return g_object_new (QB_TYPE_RULES_VIEW, NULL);
}
