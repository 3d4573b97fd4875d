/* qb-rules-view-private.h: QbRulesView's struct and the functions its two
 * files share: qb-rules-view.c (contents, search, history, languages,
 * actions) and qb-rules-view-page.c (building the page, highlights and
 * scrolling). */
#pragma once

#include <adwaita.h>

#include "qb-rules-book.h"
#include "qb-rules-view.h"

G_BEGIN_DECLS

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

/* What to highlight when a page is built: a paragraph (or -1, the title)
 * of the column in `language`. */
typedef struct
{
  const char *language;
  int paragraph;
} Highlight;

QbRulesBook *qb_rules_view_primary_book (QbRulesView *self);
const char *qb_rules_view_current_section (QbRulesView *self);
GPtrArray *qb_rules_view_column_languages (QbRulesView *self);
GtkWidget *qb_rules_view_badge (const char *text, const char *css_class);
void qb_rules_view_clear_highlight (QbRulesView *self);
void qb_rules_view_reveal_toc_row (QbRulesView *self);
void qb_rules_view_render (QbRulesView *self, const Highlight *highlight);
void qb_rules_view_navigate (QbRulesView *self, const char *id, const Highlight *highlight);

G_END_DECLS
