/* test-rules-view.c: the Rules page in a real window, under Xvfb.
 *
 * Opens a section, follows a cross-reference by activating the link of a
 * label as a click does, goes back and forward through the view's
 * actions, searches without accents, compares three languages side by
 * side with their paragraphs in aligned rows, filters an edition, and
 * opens a rule from the game log of the main window. Screenshots go to the test's build directory.
 */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "qb-play-view.h"
#include "qb-rules-book.h"
#include "qb-rules-view.h"
#include "qb-window.h"
#include "qb-ui-test-util.h"

static const char *tmp_home;

/* Runs what is ready, waits for the next frame, runs what that queued. */
static void
settle (GtkWidget *widget)
{
  qb_test_drain ();
  if (widget != NULL)
    gtk_test_widget_wait_for_draw (widget);
  qb_test_drain ();
}

static GtkWindow *
new_window (QbRulesView **view)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  /* Our own reference, so that g_assert_finalize_object() can check that
   * the view goes away with its window. */
  *view = g_object_ref_sink (QB_RULES_VIEW (qb_rules_view_new ()));
  gtk_window_set_child (window, GTK_WIDGET (*view));
  gtk_window_set_default_size (window, 1280, 820);
  gtk_window_present (window);
  settle (GTK_WIDGET (window));
  return window;
}

static void
close_window (GtkWindow *window)
{
  gtk_window_destroy (window);
  settle (NULL);
}

/* The first label under `root` whose text has a link to a section other
 * than `except`; its href goes in *href. */
static GtkLabel *
find_link (GtkWidget   *root,
           const char  *except,
           char       **href)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found;

      if (GTK_IS_LABEL (child) && gtk_label_get_use_markup (GTK_LABEL (child)))
        {
          const char *markup = gtk_label_get_label (GTK_LABEL (child));
          const char *a = strstr (markup, "<a href=\"");
          while (a != NULL)
            {
              const char *start = a + strlen ("<a href=\"");
              g_autofree char *id = g_strndup (start, strcspn (start, "\""));
              if (g_strcmp0 (id, except) != 0)
                {
                  *href = g_steal_pointer (&id);
                  return GTK_LABEL (child);
                }
              a = strstr (start, "<a href=\"");
            }
        }
      found = find_link (child, except, href);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Widgets under `root` with a CSS class. */
static guint
count_class (GtkWidget  *root,
             const char *css_class)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_get_visible (child) && gtk_widget_has_css_class (child, css_class))
        n++;
      n += count_class (child, css_class);
    }
  return n;
}

static gboolean
has_text (GtkWidget  *root,
          const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && strstr (gtk_label_get_text (GTK_LABEL (child)), text) != NULL)
        return TRUE;
      if (has_text (child, text))
        return TRUE;
    }
  return FALSE;
}

static void
test_section_links_history (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view);
  g_autofree char *href = NULL;
  GtkLabel *link;
  gboolean handled = FALSE;

  qb_rules_view_set_language (view, "en");
  g_assert_true (qb_rules_view_show_section (view, "17.1"));
  g_assert_false (qb_rules_view_show_section (view, "99.9"));
  /* The highlight fades after HIGHLIGHT_MS of wall time: count it before
   * anything waits (a loaded machine may take that long to draw). */
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "rules-highlight"), ==, 1);
  settle (GTK_WIDGET (window));
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.1");
  g_assert_true (has_text (GTK_WIDGET (view), "Attacks from the Water"));
  /* Both editions: the badges of 17.1's classic and revised paragraphs. */
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "edition-classic"), >=, 1);
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "edition-revised"), >=, 1);
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-17.1.png");

  /* Follow a cross-reference as a click on the link does. */
  link = find_link (GTK_WIDGET (view), "17.0", &href);
  g_assert_nonnull (link);
  g_test_message ("following %s", href);
  g_signal_emit_by_name (link, "activate-link", href, &handled);
  g_assert_true (handled);
  settle (GTK_WIDGET (window));
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, href);
  g_assert_true (qb_rules_view_can_go_back (view));
  g_assert_false (qb_rules_view_can_go_forward (view));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.back", NULL));
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.1");
  g_assert_true (qb_rules_view_can_go_forward (view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.forward", NULL));
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, href);
  g_assert_false (qb_rules_view_can_go_forward (view));

  /* Going back then somewhere new drops the forward steps. */
  qb_rules_view_go_back (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.next-section", NULL));
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.2");
  g_assert_false (qb_rules_view_can_go_forward (view));
  qb_rules_view_go_back (view);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.1");
  settle (GTK_WIDGET (window));

  close_window (window);
  g_assert_finalize_object (view);
}

static void
test_search (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view);
  guint n;

  qb_rules_view_set_language (view, "fr");
  qb_rules_view_search (view, "orleans");
  n = qb_rules_view_get_n_results (view);
  g_assert_cmpuint (n, >, 3);
  settle (GTK_WIDGET (window));
  /* The French passages come first and show the accented word. */
  g_assert_true (has_text (GTK_WIDGET (view), "Orléans"));
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-search-orleans.png");

  qb_rules_view_activate_result (view, 0);
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "rules-highlight"), ==, 1);
  settle (GTK_WIDGET (window));
  g_assert_cmpstr (qb_rules_view_get_language (view), ==, "fr");

  /* An Italian word opens 15.0 in Italian. */
  qb_rules_view_search (view, "RITIRATA");
  g_assert_cmpuint (qb_rules_view_get_n_results (view), >, 0);
  for (n = 0; n < qb_rules_view_get_n_results (view); n++)
    {
      qb_rules_view_activate_result (view, n);
      if (g_strcmp0 (qb_rules_view_get_section (view), "15.0") == 0)
        break;
    }
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "15.0");
  g_assert_cmpstr (qb_rules_view_get_language (view), ==, "it");

  qb_rules_view_search (view, "zzzqqq");
  g_assert_cmpuint (qb_rules_view_get_n_results (view), ==, 0);
  qb_rules_view_search (view, "");
  settle (GTK_WIDGET (window));

  close_window (window);
  g_assert_finalize_object (view);
}

static void
test_side_by_side_and_edition (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view);

  gtk_window_set_default_size (window, 1600, 900);
  qb_rules_view_set_language (view, "en");
  qb_rules_view_show_section (view, "2.5");
  g_assert_cmpuint (qb_rules_view_get_n_columns (view), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.compare", "s", "fr"));
  g_assert_cmpuint (qb_rules_view_get_n_columns (view), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.compare", "s", "all"));
  g_assert_cmpstr (qb_rules_view_get_compare (view), ==, "all");
  g_assert_cmpuint (qb_rules_view_get_n_columns (view), ==, 3);
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "rules-language"), ==, 3);
  g_assert_true (has_text (GTK_WIDGET (view), "Transferts de CV"));
  settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-side-by-side.png");

  /* The classic filter hides the revised paragraphs and keeps the rest
   * marked. */
  qb_rules_view_show_section (view, "17.1");
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "edition-revised"), >=, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.edition", "s", "classic"));
  g_assert_cmpstr (qb_rules_view_get_edition (view), ==, "classic");
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "edition-revised"), ==, 0);
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "edition-classic"), >=, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.edition", "s", "revised"));
  g_assert_cmpuint (count_class (GTK_WIDGET (view), "edition-classic"), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.compare", "s", "none"));
  g_assert_cmpuint (qb_rules_view_get_n_columns (view), ==, 1);
  settle (GTK_WIDGET (window));

  close_window (window);
  g_assert_finalize_object (view);
}

/* The widgets under `root` named `name`, in the order of the widget tree
 * (which a screen reader follows). */
static void
collect_named (GtkWidget  *root,
               const char *name,
               GPtrArray  *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        g_ptr_array_add (found, child);
      collect_named (child, name, found);
    }
}

/* The language of the column a widget of the page is in, from the
 * language label at the head of that column. */
static const char *
column_language (GtkWidget *widget)
{
  GtkWidget *grid = gtk_widget_get_parent (widget);
  int column, row, width, height;

  gtk_grid_query_child (GTK_GRID (grid), widget, &column, &row, &width, &height);
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_grid_get_child_at (GTK_GRID (grid), column, 0));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "rules-language"))
      return gtk_label_get_text (GTK_LABEL (child));
  return NULL;
}

/* The height of the text of a paragraph row, without the row's share of
 * its size group. */
static int
text_height (GtkWidget *row)
{
  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "rules-text"))
      return gtk_widget_get_height (child);
  return -1;
}

/* Side by side, each paragraph id is one row: the English, French and
 * Italian paragraphs start at the same height and are as tall as the
 * tallest of them, though their texts are not as long. */
static void
test_side_by_side_rows_aligned (void)
{
  const char *const sections[] = { "2.1", "11.1", "17.1", "22.4" };
  QbRulesView *view;
  GtkWindow *window = new_window (&view);
  guint uneven = 0;

  gtk_window_set_default_size (window, 1600, 900);
  qb_rules_view_set_language (view, "en");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.compare", "s", "all"));
  for (guint k = 0; k < G_N_ELEMENTS (sections); k++)
    {
      const QbRulesSection *section =
        qb_rules_book_lookup (qb_rules_book_get_for_language ("en"), sections[k]);
      g_autoptr(GPtrArray) last = g_ptr_array_new ();

      g_assert_true (qb_rules_view_show_section (view, sections[k]));
      g_assert_cmpuint (count_class (GTK_WIDGET (view), "rules-gap"), ==, 0);
      collect_named (GTK_WIDGET (view), section->paragraphs[section->n_paragraphs - 1].id, last);
      g_assert_cmpuint (last->len, ==, 3);
      QB_TEST_WAIT (gtk_widget_get_height (last->pdata[2]) > 0, "the page laid out");
      settle (GTK_WIDGET (window));

      for (guint j = 0; j < section->n_paragraphs; j++)
        {
          const char *id = section->paragraphs[j].id;
          const char *const languages[] = { "English", "Français", "Italiano" };
          g_autoptr(GPtrArray) rows = g_ptr_array_new ();
          double x, y0 = 0, y;
          int h0 = 0, t0 = 0;

          collect_named (GTK_WIDGET (view), id, rows);
          g_assert_cmpuint (rows->len, ==, 3);
          for (guint c = 0; c < rows->len; c++)
            {
              GtkWidget *row = rows->pdata[c];

              /* One language after the other in the widget tree. */
              g_assert_cmpstr (column_language (row), ==, languages[c]);
              g_assert_true (gtk_widget_translate_coordinates (row, GTK_WIDGET (view), 0, 0, &x, &y));
              if (c == 0)
                {
                  y0 = y;
                  h0 = gtk_widget_get_height (row);
                  t0 = text_height (row);
                  continue;
                }
              if (y != y0 || gtk_widget_get_height (row) != h0)
                g_error ("%s: the row of %s in column %u is at %.0f, %d high; in column 0 at %.0f, %d high",
                         sections[k], id, c, y, gtk_widget_get_height (row), y0, h0);
              uneven += text_height (row) != t0;
            }
        }
    }
  /* Texts of different lengths, so the rows line up because of the page,
   * not by chance. */
  g_assert_cmpuint (uneven, >, 3);
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-side-by-side-rows.png");

  close_window (window);
  g_assert_finalize_object (view);
}

static void
test_follows_ui_language (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));
  QbRulesView *view;
  GtkWindow *window;

  g_setenv ("LANGUAGE", "it", TRUE);
  window = new_window (&view);
  g_assert_cmpstr (qb_rules_view_get_language (view), ==, "it");
  g_assert_true (has_text (GTK_WIDGET (view), "La mappa"));
  close_window (window);
  g_assert_finalize_object (view);
  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

static void
test_dark (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view);
  AdwStyleManager *manager = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  qb_rules_view_set_language (view, "en");
  qb_rules_view_show_section (view, "10.2");
  settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (view), "dark"));
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-dark.png");
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  close_window (window);
  g_assert_finalize_object (view);
}

static gboolean
highlighted (gpointer view)
{
  return count_class (GTK_WIDGET (view), "rules-highlight") == 1;
}

/* A rule number in the game log opens the Rules page at that section. */
static void
test_window_deep_link (void)
{
  QbWindow *window = qb_window_new (NULL);
  QbRulesView *view;
  AdwViewStack *stack;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  settle (GTK_WIDGET (window));

  view = qb_window_get_rules_view (window);
  g_assert_nonnull (view);
  qb_rules_view_set_language (view, "en");
  g_signal_emit_by_name (qb_window_get_play_view (window), "rule-activated", "16.2");
  /* The section is lit for HIGHLIGHT_MS (1.6 s): looked for as the main
   * loop turns, not after the window has settled, which under the
   * sanitizers on a loaded machine can take longer than that. */
  qb_test_wait_until (highlighted, view, 10000, "the section lit");
  settle (GTK_WIDGET (window));
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "16.2");
  stack = ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (view), ADW_TYPE_VIEW_STACK));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "rules");
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-in-window.png");

  gtk_window_destroy (GTK_WINDOW (window));
  settle (NULL);
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "rules-view");

  g_test_add_func ("/ui/rules-view/section-links-history", test_section_links_history);
  g_test_add_func ("/ui/rules-view/search", test_search);
  g_test_add_func ("/ui/rules-view/side-by-side-and-edition", test_side_by_side_and_edition);
  g_test_add_func ("/ui/rules-view/side-by-side-rows-aligned", test_side_by_side_rows_aligned);
  g_test_add_func ("/ui/rules-view/follows-ui-language", test_follows_ui_language);
  g_test_add_func ("/ui/rules-view/dark", test_dark);
  g_test_add_func ("/ui/rules-view/window-deep-link", test_window_deep_link);
  ret = qb_ui_test_run ();
  return ret;
}
