/* qb-rules-view-page.c: QbRulesView's page: the columns of one section in
 * the languages shown, the paragraphs with their badges and links, the
 * highlight of a paragraph reached by a link or a search, the search's
 * words marked in the text, the text size (zoom), and scrolling into
 * view.
 *
 * Side by side, the columns line up row by row: the page is a GtkGrid with
 * one column per language and one row for the header, for each paragraph
 * (matched across languages by its id, "17.2-3"), for the list of sections
 * and for each ruling, so that a long French paragraph pushes the next row
 * down in every column. A paragraph that one language lacks leaves an
 * empty cell in that column (test-rules-book makes sure the texts we ship
 * have none). The cells are added column by column, so that a screen
 * reader, which follows the order of the children, still reads one
 * language at a time. (Vertical size groups over column boxes do not line
 * up: the columns of a homogeneous box may differ by a pixel in width, and
 * a paragraph wrapped one pixel narrower can take one more line.) */
#include <adwaita.h>
#include <string.h>

#include "qb-rules-view-private.h"
#include "qb-ui-style.h"

/* ---- Helpers ------------------------------------------------------------- */

QbRulesBook *
qb_rules_view_book (QbRulesView *self,
                     const char  *language)
{
  return qb_rules_book_get_for_game (self->game, language);
}

QbRulesBook *
qb_rules_view_primary_book (QbRulesView *self)
{
  return qb_rules_view_book (self, self->language);
}

const char *
qb_rules_view_current_section (QbRulesView *self)
{
  return self->history->pdata[self->history_pos];
}

/* The languages on screen, the main one first. */
GPtrArray *
qb_rules_view_column_languages (QbRulesView *self)
{
  const char *const *languages = qb_rules_book_get_languages_for_game (self->game);
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

const char *
qb_rules_view_mark_open (QbRulesView *self)
{
  /* A highlighter's yellow under dark ink; an amber under light ink in the
   * dark style. Pango markup has no style classes. */
  return gtk_widget_has_css_class (GTK_WIDGET (self), "dark")
    ? "<span bgcolor=\"#9c6e03\" fgcolor=\"#ffffff\">"
    : "<span bgcolor=\"#f8e45c\" fgcolor=\"#241f31\">";
}

/* The text as Pango markup, each [[id]] a link to the section with its
 * title as tooltip, the words of `query` (if any) marked. */
static char *
text_markup (QbRulesView *self,
             QbRulesBook *book,
             const char  *text)
{
  GString *out = g_string_new (NULL);
  const char *query = self->page_query;
  const char *open_mark = qb_rules_view_mark_open (self);
  const char *p = text;

  while (*p)
    {
      const char *open = strstr (p, "[[");
      const char *close = open != NULL ? strstr (open, "]]") : NULL;
      g_autofree char *before = NULL;
      g_autofree char *id = NULL;
      g_autofree char *marked_id = NULL;
      const QbRulesSection *target;

      if (open == NULL || close == NULL)
        {
          g_autofree char *rest = qb_rules_mark_matches (p, -1, query, open_mark, QB_RULES_MARK_CLOSE);
          g_string_append (out, rest);
          break;
        }
      before = qb_rules_mark_matches (p, open - p, query, open_mark, QB_RULES_MARK_CLOSE);
      g_string_append (out, before);
      id = g_strndup (open + 2, close - open - 2);
      marked_id = qb_rules_mark_matches (id, -1, query, open_mark, QB_RULES_MARK_CLOSE);
      target = qb_rules_book_lookup (book, id);
      if (target != NULL)
        {
          g_autofree char *link = g_markup_printf_escaped ("<a href=\"%s\" title=\"%s %s\">", id, id,
                                                           target->title);
          g_string_append_printf (out, "%s%s</a>", link, marked_id);
        }
      else
        g_string_append (out, marked_id);
      p = close + 2;
    }
  return g_string_free (out, FALSE);
}

static gboolean
link_cb (GtkLabel    *label,
         const char  *uri,
         QbRulesView *self)
{
  QbRulesBook *book = qb_rules_view_primary_book (self);

  if (qb_rules_book_lookup (book, uri) == NULL)
    return FALSE;   /* not ours: let GTK open it */
  qb_rules_view_navigate (self, uri, NULL);
  return TRUE;
}

static GtkWidget *
text_label (QbRulesView *self,
            QbRulesBook *book,
            const char  *text,
            const char  *css_class)
{
  g_autofree char *markup = text_markup (self, book, text);
  GtkWidget *label = gtk_label_new (NULL);

  /* Kept to mark the search's words again without building the page. */
  g_object_set_data_full (G_OBJECT (label), "rules-source", g_strdup (text), g_free);
  g_object_set_data (G_OBJECT (label), "rules-book", book);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  /* A player copies a rule into a message or a note. */
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  g_signal_connect_object (label, "activate-link", G_CALLBACK (link_cb), self, 0);
  return label;
}

GtkWidget *
qb_rules_view_badge (const char *text,
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
        case QB_RULES_KIND_CLARIFICATION: kind_label = QB_RULES_LABEL_CLARIFICATION; break;
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
                        qb_rules_view_badge (qb_rules_label (language, QB_RULES_LABEL_CLASSIC), "classic"));
      else if (p->edition == QB_RULES_EDITION_REVISED)
        gtk_box_append (GTK_BOX (header),
                        qb_rules_view_badge (qb_rules_label (language, QB_RULES_LABEL_REVISED), "revised"));
      gtk_box_append (GTK_BOX (box), header);
    }
  gtk_box_append (GTK_BOX (box), text_label (self, book, p->text, "rules-text"));
  return box;
}

/* A label that screen readers list as a heading of `level`: the role is
 * fixed at construction in GTK 4.8. */
static GtkWidget *
heading_label (const char *text,
               int         level)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "label", text,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                   NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
  return label;
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = heading_label (text, 2);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "rules-subheading");
  return label;
}

/* Where a column's widgets go: a vertical box for a page of one language;
 * side by side, column `column` of `grid`, in the row of each widget's key
 * ("header", a paragraph id, "sections", "rulings" or a ruling id). */
typedef struct
{
  GtkBox *box;
  GtkGrid *grid;
  int column;
  GHashTable *rows;              /* key -> row + 1 */
} Sink;

static void
place (Sink       *sink,
       const char *key,
       GtkWidget  *widget)
{
  int row;

  if (sink->box != NULL)
    {
      gtk_box_append (sink->box, widget);
      return;
    }
  row = GPOINTER_TO_INT (g_hash_table_lookup (sink->rows, key)) - 1;
  if (row < 0)
    {
      row = (int) g_hash_table_size (sink->rows);
      g_hash_table_insert (sink->rows, (gpointer) key, GINT_TO_POINTER (row + 1));
    }
  gtk_grid_attach (sink->grid, widget, sink->column, row, 1, 1);
}

/* The position of paragraph `id` in `section`, or -1. */
static int
paragraph_index (const QbRulesSection *section,
                 const char           *id)
{
  for (guint i = 0; i < section->n_paragraphs; i++)
    if (g_strcmp0 (section->paragraphs[i].id, id) == 0)
      return (int) i;
  return -1;
}

static guint
id_position (GPtrArray  *ids,
             const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (ids->pdata[i], id) == 0)
      return i;
  return G_MAXUINT;
}

/* Every paragraph id of the section's columns, in the main column's order;
 * one that only another column has comes after the paragraph it follows
 * there. Only the paragraphs of the edition shown count. */
static GPtrArray *
merge_paragraph_ids (QbRulesView *self,
                     GPtrArray   *sections)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint c = 0; c < sections->len; c++)
    {
      const QbRulesSection *section = sections->pdata[c];
      guint after = 0;           /* where the next new id goes */

      for (guint i = 0; i < section->n_paragraphs; i++)
        {
          const QbRulesParagraph *p = &section->paragraphs[i];
          guint at = id_position (ids, p->id);

          if (at != G_MAXUINT)
            after = at + 1;
          else if (edition_shown (self, p->edition))
            g_ptr_array_insert (ids, (int) after++, (gpointer) p->id);
        }
    }
  return ids;
}

static char *
title_markup_new (QbRulesView *self,
                  const char  *id,
                  const char  *title)
{
  const char *open = qb_rules_view_mark_open (self);
  g_autofree char *marked_id = qb_rules_mark_matches (id, -1, self->page_query, open,
                                                      QB_RULES_MARK_CLOSE);
  g_autofree char *marked = qb_rules_mark_matches (title, -1, self->page_query, open,
                                                   QB_RULES_MARK_CLOSE);

  return g_strdup_printf ("<span alpha=\"55%%\">%s</span>  %s", marked_id, marked);
}

/* Marks the search's words again in every label of the page. */
static void
update_marks (QbRulesView *self,
              GtkWidget   *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *source = g_object_get_data (G_OBJECT (child), "rules-source");
      const char *title = g_object_get_data (G_OBJECT (child), "rules-title");

      if (GTK_IS_LABEL (child) && source != NULL)
        {
          g_autofree char *markup = text_markup (self, g_object_get_data (G_OBJECT (child), "rules-book"),
                                                 source);
          gtk_label_set_markup (GTK_LABEL (child), markup);
        }
      else if (GTK_IS_LABEL (child) && title != NULL)
        {
          g_autofree char *markup = title_markup_new (self, g_object_get_data (G_OBJECT (child), "rules-id"),
                                                      title);
          gtk_label_set_markup (GTK_LABEL (child), markup);
        }
      update_marks (self, child);
    }
}

void
qb_rules_view_update_marks (QbRulesView *self)
{
  update_marks (self, GTK_WIDGET (self->columns_box));
}

/* The text size: a Pango scale on every label of the page, on top of the
 * sizes the style gives (titles, captions), so that the page keeps its
 * proportions. */
static void
zoom_labels (GtkWidget *root,
             double     zoom)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        {
          PangoAttrList *attrs = NULL;

          if (zoom != 1.0)
            {
              attrs = pango_attr_list_new ();
              pango_attr_list_insert (attrs, pango_attr_scale_new (zoom));
            }
          gtk_label_set_attributes (GTK_LABEL (child), attrs);
          g_clear_pointer (&attrs, pango_attr_list_unref);
        }
      zoom_labels (child, zoom);
    }
}

void
qb_rules_view_apply_zoom (QbRulesView *self)
{
  zoom_labels (GTK_WIDGET (self->columns_box), self->zoom);
  zoom_labels (gtk_widget_get_parent (GTK_WIDGET (self->previous_label)), self->zoom);
  zoom_labels (gtk_widget_get_parent (GTK_WIDGET (self->next_label)), self->zoom);
  /* Larger text needs a wider line to keep about 75 characters. */
  adw_clamp_set_maximum_size (self->clamp,
                              (int) ((self->n_columns <= 1 ? 760 : COLUMN_WIDTH * self->n_columns)
                                     * MAX (1.0, self->zoom)));
}

static void
build_column (QbRulesView          *self,
              QbRulesBook          *book,
              const QbRulesSection *section,
              GPtrArray            *paragraph_ids,
              Sink                 *sink,
              const Highlight      *highlight,
              GtkWidget           **highlighted)
{
  const char *language = qb_rules_book_get_language (book);
  gboolean highlight_here = highlight != NULL && g_strcmp0 (highlight->language, language) == 0;
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title;
  g_autofree char *title_markup = NULL;
  g_autoptr(GPtrArray) children = NULL;
  guint n_rulings = 0;

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
  title = heading_label (NULL, 1);
  g_object_set_data_full (G_OBJECT (title), "rules-title", g_strdup (section->title), g_free);
  g_object_set_data_full (G_OBJECT (title), "rules-id", g_strdup (section->id), g_free);
  title_markup = title_markup_new (self, section->id, section->title);
  gtk_label_set_markup (GTK_LABEL (title), title_markup);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_selectable (GTK_LABEL (title), TRUE);
  /* Side by side, columns are narrower: a smaller title. */
  gtk_widget_add_css_class (title, self->n_columns > 1 ? "title-2" : "title-1");
  gtk_widget_add_css_class (title, "rules-title");
  gtk_box_append (GTK_BOX (header), title);
  place (sink, "header", header);
  if (highlight_here && highlight->paragraph < 0)
    *highlighted = title;

  for (guint r = 0; r < paragraph_ids->len; r++)
    {
      const char *id = paragraph_ids->pdata[r];
      int i = paragraph_index (section, id);
      GtkWidget *paragraph;

      if (i >= 0 && edition_shown (self, section->paragraphs[i].edition))
        paragraph = paragraph_widget (self, book, &section->paragraphs[i]);
      else
        {
          /* What this language lacks: an empty cell, a visible gap. */
          paragraph = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
          gtk_widget_add_css_class (paragraph, "rules-gap");
        }
      /* The id names the row for the tests and the inspector. */
      gtk_widget_set_name (paragraph, id);
      place (sink, id, paragraph);
      if (highlight_here && i >= 0 && highlight->paragraph == i)
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
      place (sink, "sections", list);
    }

  /* The rulings of this edition of the game that apply here. */
  for (guint i = 0; i < qb_rules_book_get_n_rulings (book); i++)
    {
      const QbRuling *ruling = qb_rules_book_get_ruling (book, i);
      GtkWidget *box, *row;

      if (!g_strv_contains (ruling->sections, section->id))
        continue;
      if (n_rulings++ == 0)
        place (sink, "rulings", heading (qb_rules_label (language, QB_RULES_LABEL_RULINGS)));
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
      place (sink, ruling->id, box);
    }
}

void
qb_rules_view_clear_highlight (QbRulesView *self)
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
  qb_rules_view_clear_highlight (self);
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

  /* The lists' rows may not be laid out yet: wait a few frames for them. */
  if (!qb_rules_view_reveal_toc_row (self) && self->scroll_frames++ < 30)
    {
      if (self->scroll_target == NULL)
        gtk_adjustment_set_value (adj, 0);
      return G_SOURCE_CONTINUE;
    }
  self->scroll_frames = 0;
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
  self->scroll_frames = 0;
  if (target != NULL)
    g_object_add_weak_pointer (G_OBJECT (target), (gpointer *) &self->scroll_target);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

/* Scrolls a list so that its selected row is in view (GtkListBox of GTK
 * 4.8 cannot do it without taking the focus). Returns FALSE while the row
 * is not laid out yet: the contents are built again when the language
 * changes. */
static gboolean
reveal_row (GtkListBox *list)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (list);
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj;
  double x, y, page, value;
  int height;

  if (row == NULL || scroller == NULL || !gtk_widget_get_mapped (GTK_WIDGET (list)))
    return TRUE;
  height = gtk_widget_get_height (GTK_WIDGET (row));
  if (height == 0 || !gtk_widget_translate_coordinates (GTK_WIDGET (row), GTK_WIDGET (list),
                                                         0, 0, &x, &y))
    return FALSE;
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  page = gtk_adjustment_get_page_size (adj);
  value = gtk_adjustment_get_value (adj);
  if (page > 0 && (y < value || y + height > value + page))
    gtk_adjustment_set_value (adj, MAX (0, y - page / 3));
  return TRUE;
}

gboolean
qb_rules_view_reveal_toc_row (QbRulesView *self)
{
  gboolean toc = reveal_row (self->toc_list);
  gboolean results = reveal_row (self->results_list);

  return toc && results;
}

static void
sync_toc (QbRulesView *self)
{
  const char *id = qb_rules_view_current_section (self);

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
  QbRulesBook *book = qb_rules_view_primary_book (self);
  const QbRulesSection *previous = qb_rules_book_get_previous (book, qb_rules_view_current_section (self));
  const QbRulesSection *next = qb_rules_book_get_next (book, qb_rules_view_current_section (self));
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

void
qb_rules_view_render (QbRulesView     *self,
                      const Highlight *highlight)
{
  g_autoptr(GPtrArray) languages = qb_rules_view_column_languages (self);
  QbRulesBook *book = qb_rules_view_primary_book (self);
  const QbRulesSection *section = qb_rules_book_lookup (book, qb_rules_view_current_section (self));
  const QbRulesSection *chapter;
  GtkWidget *child, *highlighted = NULL;
  g_autoptr(GPtrArray) books = g_ptr_array_new ();
  g_autoptr(GPtrArray) sections = g_ptr_array_new ();
  g_autoptr(GPtrArray) paragraph_ids = NULL;
  g_autoptr(GHashTable) rows = g_hash_table_new (g_str_hash, g_str_equal);
  GtkWidget *page;
  Sink sink = { NULL, NULL, 0, rows };

  qb_rules_view_clear_highlight (self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->columns_box))) != NULL)
    gtk_box_remove (self->columns_box, child);

  for (guint i = 0; i < languages->len; i++)
    {
      QbRulesBook *column_book = qb_rules_view_book (self, languages->pdata[i]);
      const QbRulesSection *s = qb_rules_book_lookup (column_book, section->id);
      if (s != NULL)
        {
          g_ptr_array_add (books, column_book);
          g_ptr_array_add (sections, (gpointer) s);
        }
    }
  self->n_columns = languages->len;
  paragraph_ids = merge_paragraph_ids (self, sections);
  /* The header and the paragraphs take the first rows in page order; the
   * list of sections and the rulings follow as the first column adds
   * them. */
  g_hash_table_insert (rows, (gpointer) "header", GINT_TO_POINTER (1));
  for (guint i = 0; i < paragraph_ids->len; i++)
    g_hash_table_insert (rows, paragraph_ids->pdata[i], GINT_TO_POINTER (i + 2));

  if (sections->len > 1)
    {
      page = gtk_grid_new ();
      gtk_grid_set_column_homogeneous (GTK_GRID (page), TRUE);
      gtk_grid_set_column_spacing (GTK_GRID (page), 36);
      gtk_grid_set_row_spacing (GTK_GRID (page), 12);
      sink.grid = GTK_GRID (page);
    }
  else
    {
      page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      sink.box = GTK_BOX (page);
    }
  gtk_widget_add_css_class (page, "rules-page");
  gtk_widget_set_hexpand (page, TRUE);
  gtk_widget_set_valign (page, GTK_ALIGN_START);
  /* The accessible name says which language a page reads in; side by
   * side, each column starts with its language's name. */
  if (sections->len == 1)
    gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    qb_rules_label (qb_rules_book_get_language (books->pdata[0]),
                                                    QB_RULES_LABEL_LANGUAGE), -1);
  for (guint i = 0; i < sections->len; i++)
    {
      sink.column = (int) i;
      build_column (self, books->pdata[i], sections->pdata[i], paragraph_ids, &sink, highlight,
                    &highlighted);
    }
  gtk_box_append (self->columns_box, page);
  /* A readable line: about 75 characters in one column; side by side, each
   * column a little narrower (qb_rules_view_apply_zoom()). */
  qb_rules_view_apply_zoom (self);

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
  qb_rules_view_sync_results (self);

  if (highlighted != NULL)
    {
      self->highlighted = highlighted;
      g_object_add_weak_pointer (G_OBJECT (highlighted), (gpointer *) &self->highlighted);
      gtk_widget_add_css_class (highlighted, "rules-highlight");
      self->highlight_id = g_timeout_add_once (HIGHLIGHT_MS, highlight_done_cb, self);
    }
  scroll_to (self, highlighted);
}
