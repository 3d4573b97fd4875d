/* qb-rules-view-private.h: QbRulesView's struct and the functions its
 * files share: qb-rules-view.c (contents, history, games, languages,
 * zoom, actions), qb-rules-view-search.c (the search and its results),
 * qb-rules-view-page.c (building the page, highlights, marks, zoom and
 * scrolling) and qb-rules-view-export.c (copy link, export as HTML or
 * PDF). */
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
  GtkMenuButton *game_button;
  GtkMenuButton *edition_button;
  GtkMenuButton *language_button;
  GtkScrolledWindow *scroller;
  AdwClamp *clamp;
  GtkBox *columns_box;
  GtkLabel *previous_label;
  GtkLabel *next_label;

  char *game;                    /* QB_RULES_GAME_QUEBEC1759, ... */
  char *language;
  char *compare;
  char *edition;
  char *toc_language;            /* the game and language the contents were built in */
  char *page_query;              /* the search's words, marked on the page */
  double zoom;                   /* the page's text size, 1 = normal */
  GSettings *settings;           /* rules-zoom */
  gboolean typed_step;           /* the current step came from a number typed in the search */

  GPtrArray *history;            /* section ids */
  guint history_pos;
  GPtrArray *results;            /* QbRulesMatch */
  guint n_columns;

  GtkWidget *highlighted;        /* a widget of the page with .rules-highlight */
  guint highlight_id;
  GtkWidget *scroll_target;      /* scrolled into view once allocated */
  guint scroll_tick;
  guint scroll_frames;           /* frames waited for the lists' rows */
};

/* What to highlight when a page is built: a paragraph (or -1, the title)
 * of the column in `language`. */
typedef struct
{
  const char *language;
  int paragraph;
} Highlight;

QbRulesBook *qb_rules_view_primary_book (QbRulesView *self);
QbRulesBook *qb_rules_view_book (QbRulesView *self, const char *language);
const char *qb_rules_view_current_section (QbRulesView *self);
GPtrArray *qb_rules_view_column_languages (QbRulesView *self);
GtkWidget *qb_rules_view_badge (const char *text, const char *css_class);
void qb_rules_view_clear_highlight (QbRulesView *self);
gboolean qb_rules_view_reveal_toc_row (QbRulesView *self);
void qb_rules_view_render (QbRulesView *self, const Highlight *highlight);
void qb_rules_view_navigate (QbRulesView *self, const char *id, const Highlight *highlight);
void qb_rules_view_sync_results (QbRulesView *self);
void qb_rules_view_run_search (QbRulesView *self, gboolean typed);
void qb_rules_view_update_marks (QbRulesView *self);
void qb_rules_view_apply_zoom (QbRulesView *self);
/* The Pango markup around a search's words, for the light or dark style. */
const char *qb_rules_view_mark_open (QbRulesView *self);
#define QB_RULES_MARK_CLOSE "</span>"
/* qb-rules-view-export.c */
void qb_rules_view_class_init_export (GtkWidgetClass *widget_class);

G_END_DECLS
