/* test-rules-find.c: finding and reading the rules (issue 18, parts 2 to
 * 4), in a real window under Xvfb.
 *
 * A section number typed in the search opens that section; results rank
 * number, then title, then text; the search's words are marked in the
 * snippets and on the page; the selected result follows the page; a rule
 * link from a classic game opens the classic rules; a language switch
 * keeps the place in the contents; Alt+Left after a click in the contents
 * goes back (real keys); the text size survives a restart (the memory
 * settings backend); Copy Link gives a link the app opens again; the
 * exports hold every section. Screenshots of both games in the three
 * languages go to the test's build directory.
 */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "qb-game.h"
#include "qb-play-view.h"
#include "qb-replay-view.h"
#include "qb-rules-book.h"
#include "qb-rules-export.h"
#include "qb-rules-view.h"
#include "qb-window.h"
#include "qb-ui-test-util.h"

static const char *tmp_home;

/* The markup that marks a search's words in the light style. */
#define MARK "<span bgcolor=\"#f8e45c\""

static GtkWindow *
new_window (QbRulesView **view,
            int           width,
            int           height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  *view = g_object_ref_sink (QB_RULES_VIEW (qb_rules_view_new ()));
  gtk_window_set_child (window, GTK_WIDGET (*view));
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static void
close_window (GtkWindow   *window,
              QbRulesView *view)
{
  gtk_window_destroy (window);
  qb_test_drain ();
  g_assert_finalize_object (view);
}

/* The first widget under `root` with a CSS class. */
static GtkWidget *
find_class (GtkWidget  *root,
            const char *css_class)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (gtk_widget_has_css_class (child, css_class))
        return child;
      if ((found = find_class (child, css_class)) != NULL)
        return found;
    }
  return NULL;
}

/* Labels under `root` whose markup holds `text`. */
static guint
count_markup (GtkWidget  *root,
              const char *text)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_visible (child)
          && strstr (gtk_label_get_label (GTK_LABEL (child)), text) != NULL)
        n++;
      n += count_markup (child, text);
    }
  return n;
}

static GtkListBox *
results_list (QbRulesView *view)
{
  return GTK_LIST_BOX (find_class (GTK_WIDGET (view), "rules-results"));
}

static GtkListBox *
toc_list (QbRulesView *view)
{
  return GTK_LIST_BOX (find_class (GTK_WIDGET (view), "rules-toc"));
}

static GtkWidget *
page_of (QbRulesView *view)
{
  return gtk_widget_get_parent (find_class (GTK_WIDGET (view), "rules-page"));
}

static const char *
row_section (GtkListBoxRow *row)
{
  return row != NULL ? g_object_get_data (G_OBJECT (row), "section") : NULL;
}

/* ---- Finding ------------------------------------------------------------- */

static void
test_number (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view, 1280, 820);
  GtkListBox *results = results_list (view);

  qb_rules_view_set_language (view, "en");
  g_assert_true (qb_rules_view_show_section (view, "2.5"));
  /* Typed key by key: each number opens its section, and the steps of
   * one typing are one step of the history. */
  qb_rules_view_search (view, "1");
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "1.0");
  qb_rules_view_search (view, "17");
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.0");
  qb_rules_view_search (view, "17.");
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.0");
  qb_rules_view_search (view, "17.2");
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.2");
  /* The number first, marked in its row; the sections that cite it after. */
  g_assert_cmpstr (row_section (gtk_list_box_get_row_at_index (results, 0)), ==, "17.2");
  g_assert_cmpuint (qb_rules_view_get_n_results (view), >, 2);
  g_assert_cmpstr (row_section (gtk_list_box_get_selected_row (results)), ==, "17.2");
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-find-number.png");
  qb_rules_view_go_back (view);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "2.5");
  qb_rules_view_go_forward (view);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.2");
  g_assert_false (qb_rules_view_can_go_forward (view));

  /* Typing that comes back to the page shown keeps that step: at 17.0,
   * "1" then "17" then "17.2" leaves 17.0 one step back. */
  qb_rules_view_search (view, "");
  qb_rules_view_show_section (view, "17.0");
  qb_rules_view_search (view, "1");
  qb_rules_view_search (view, "17");
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.0");
  qb_rules_view_search (view, "17.2");
  qb_rules_view_go_back (view);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.0");
  qb_rules_view_go_back (view);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.2");

  /* Enter opens the first result: the number's section. */
  qb_rules_view_search (view, "10.1");
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "10.1");
  qb_rules_view_show_section (view, "3.0");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.search", NULL));
  g_signal_emit_by_name (qb_test_find_widget (GTK_WIDGET (view), GTK_TYPE_SEARCH_ENTRY), "activate");
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "10.1");

  /* Wilderness War's numbers too. */
  qb_rules_view_search (view, "");
  g_assert_true (qb_rules_view_set_game (view, QB_RULES_GAME_WILDERNESS_WAR));
  qb_rules_view_search (view, "5.534");
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "5.534");
  qb_rules_view_search (view, "");
  close_window (window, view);
}

static void
test_ranking_and_marks (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view, 1280, 820);
  GtkListBox *results = results_list (view);
  QbRulesBook *book;
  gboolean seen_text = FALSE;
  GtkWidget *row0;

  qb_rules_view_set_language (view, "en");
  book = qb_rules_book_get_for_language ("en");
  qb_rules_view_search (view, "retreat");
  g_assert_cmpuint (qb_rules_view_get_n_results (view), >, 4);
  /* Titles that hold the word first, then texts; in the main language
   * before the others. */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (results)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const QbRulesSection *s;
      g_autofree char *title = NULL;

      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "language"), "en") != 0)
        break;
      s = qb_rules_book_lookup (book, row_section (GTK_LIST_BOX_ROW (row)));
      title = qb_rules_fold (s->title);
      if (strstr (title, "retreat") == NULL)
        seen_text = TRUE;
      else
        g_assert_false (seen_text);
    }
  g_assert_true (seen_text);

  /* A title match marks the word in the title and shows the text, not
   * the title again, as its snippet. */
  qb_rules_view_search (view, "attacks from the water");
  row0 = GTK_WIDGET (gtk_list_box_get_row_at_index (results, 0));
  g_assert_cmpstr (row_section (GTK_LIST_BOX_ROW (row0)), ==, "17.1");
  {
    GtkWidget *snippet = find_class (row0, "rules-snippet");
    g_autofree char *shown = g_strdup (gtk_label_get_text (GTK_LABEL (snippet)));
    g_autofree char *title = g_strdup_printf ("%s>Attacks from the Water</span>",
                                              MARK " fgcolor=\"#241f31\"");

    g_assert_cmpuint (count_markup (row0, title), ==, 1);
    g_assert_true (gtk_widget_get_visible (snippet));
    g_assert_null (strstr (shown, "Attacks from the Water"));
    if (g_str_has_suffix (shown, "…"))
      shown[strlen (shown) - strlen ("…")] = '\0';
    g_assert_true (g_str_has_prefix (qb_rules_book_lookup (book, "17.1")->paragraphs[0].plain, shown));
  }

  /* A word marked in the snippets and on the page, where the accents
   * differ from what was typed. */
  qb_rules_view_set_language (view, "fr");
  qb_rules_view_search (view, "orleans");
  row0 = GTK_WIDGET (gtk_list_box_get_row_at_index (results, 0));
  {
    g_autofree char *marked = g_strdup_printf ("%s fgcolor=\"#241f31\">Orléans</span>", MARK);
    g_assert_cmpuint (count_markup (row0, marked), >=, 1);
  }
  qb_rules_view_activate_result (view, 0);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (count_markup (page_of (view), MARK), >=, 1);
  {
    guint marked = count_markup (page_of (view), MARK);
    g_autofree char *expected = g_strdup_printf ("%s fgcolor=\"#241f31\">Orléans</span>", MARK);
    g_assert_cmpuint (count_markup (page_of (view), expected), ==, marked);
  }
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-find-marks-fr.png");
  /* The marks go with the search, without building the page again. */
  {
    GtkWidget *first = find_class (page_of (view), "rules-page");
    qb_rules_view_search (view, "");
    g_assert_true (first == find_class (page_of (view), "rules-page"));
    g_assert_cmpuint (count_markup (page_of (view), MARK), ==, 0);
  }
  close_window (window, view);
}

/* The selected result is the page's section, through Back, Forward and
 * the links. */
static void
test_result_follows_page (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view, 1280, 820);
  GtkListBox *results = results_list (view);
  const char *first, *third;

  qb_rules_view_set_language (view, "en");
  qb_rules_view_show_section (view, "1.0");
  qb_rules_view_search (view, "pursuit");
  g_assert_cmpuint (qb_rules_view_get_n_results (view), >, 3);
  g_assert_null (gtk_list_box_get_selected_row (results));
  first = row_section (gtk_list_box_get_row_at_index (results, 0));
  third = row_section (gtk_list_box_get_row_at_index (results, 2));
  qb_rules_view_activate_result (view, 0);
  g_assert_cmpstr (row_section (gtk_list_box_get_selected_row (results)), ==, first);
  qb_rules_view_activate_result (view, 2);
  g_assert_cmpstr (row_section (gtk_list_box_get_selected_row (results)), ==, third);
  qb_rules_view_go_back (view);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, first);
  g_assert_cmpstr (row_section (gtk_list_box_get_selected_row (results)), ==, first);
  qb_rules_view_go_back (view);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "1.0");
  g_assert_null (gtk_list_box_get_selected_row (results));
  qb_rules_view_go_forward (view);
  g_assert_cmpstr (row_section (gtk_list_box_get_selected_row (results)), ==, first);
  qb_rules_view_search (view, "");
  close_window (window, view);
}

/* ---- Links ----------------------------------------------------------------- */

static void
test_link_edition (void)
{
  QbWindow *window = qb_window_new (NULL);
  QbRulesView *view;
  QbOptions options;
  g_autoptr(QbGame) classic = NULL;
  g_autoptr(QbGame) revised = NULL;
  g_autoptr(GError) error = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  view = qb_window_get_rules_view (window);
  qb_rules_view_set_language (view, "en");
  g_assert_cmpstr (qb_rules_view_get_edition (view), ==, "both");

  qb_options_default (&options);
  options.edition = QB_EDITION_CLASSIC;
  classic = qb_game_new (&options, 3);
  qb_window_start_game (window, classic, FALSE);
  qb_test_settle (GTK_WIDGET (window));
  /* Another game's rules on screen: the link brings Quebec 1759's back. */
  qb_rules_view_set_game (view, QB_RULES_GAME_WILDERNESS_WAR);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-play", NULL));
  g_signal_emit_by_name (qb_window_get_play_view (window), "rule-activated", "17.1");
  g_assert_cmpstr (qb_rules_view_get_game (view), ==, QB_RULES_GAME_QUEBEC1759);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "17.1");
  g_assert_cmpstr (qb_rules_view_get_edition (view), ==, "classic");
  g_assert_null (find_class (page_of (view), "edition-revised"));
  g_assert_nonnull (find_class (page_of (view), "edition-classic"));

  /* A revised record on the Replay page: its links open the revised
   * rules, whatever the game in play. */
  options.edition = QB_EDITION_REVISED;
  revised = qb_game_new (&options, 4);
  g_assert_true (qb_replay_view_set_record (qb_window_get_replay_view (window),
                                            qb_game_get_record (revised), NULL, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-replay", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "16.2"));
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "16.2");
  g_assert_cmpstr (qb_rules_view_get_edition (view), ==, "revised");
  /* And the game in play's, from the Play page. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-play", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "5.0"));
  g_assert_cmpstr (qb_rules_view_get_edition (view), ==, "classic");
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-find-classic-link.png");

  gtk_window_destroy (GTK_WINDOW (window));
  qb_test_drain ();
}

static gboolean
row_in_view (GtkListBox *list)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (list);
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  double x, y;

  if (row == NULL || gtk_widget_get_height (GTK_WIDGET (row)) == 0
      || !gtk_widget_translate_coordinates (GTK_WIDGET (row), GTK_WIDGET (list), 0, 0, &x, &y))
    return FALSE;
  return y >= gtk_adjustment_get_value (adj)
         && y + gtk_widget_get_height (GTK_WIDGET (row))
            <= gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj);
}

static void
test_language_keeps_place (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view, 1280, 700);
  GtkListBox *toc = toc_list (view);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (toc), GTK_TYPE_SCROLLED_WINDOW)));
  const char *languages[] = { "it", "fr", "en" };

  qb_rules_view_set_language (view, "en");
  qb_rules_view_show_section (view, "22.3");
  QB_TEST_WAIT (row_in_view (toc), "the contents to show 22.3");
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      qb_rules_view_set_language (view, languages[i]);
      g_assert_cmpstr (qb_rules_view_get_section (view), ==, "22.3");
      g_assert_cmpstr (row_section (gtk_list_box_get_selected_row (toc)), ==, "22.3");
      QB_TEST_WAIT (row_in_view (toc), "the contents to show 22.3 again");
      /* Nothing moves it away on the frames after. */
      qb_test_settle (GTK_WIDGET (window));
      qb_test_settle (GTK_WIDGET (window));
      g_assert_true (row_in_view (toc));
    }
  close_window (window, view);
}

/* A click in the contents, then Alt+Left: back to the section before,
 * with real events through the X server. */
static void
test_alt_left_after_contents_click (void)
{
  QbRulesView *view;
  GtkWindow *window;
  GtkListBoxRow *row;

  if (!qb_test_can_use_xdotool ())
    return;
  window = new_window (&view, 1280, 820);
  qb_rules_view_set_language (view, "en");
  qb_rules_view_show_section (view, "2.5");
  qb_test_settle (GTK_WIDGET (window));
  qb_test_focus_window (GTK_WIDGET (window));

  /* Click the row of 3.0 in the contents. */
  row = NULL;
  for (GtkWidget *r = gtk_widget_get_first_child (GTK_WIDGET (toc_list (view))); r != NULL;
       r = gtk_widget_get_next_sibling (r))
    if (g_strcmp0 (row_section (GTK_LIST_BOX_ROW (r)), "3.0") == 0)
      row = GTK_LIST_BOX_ROW (r);
  g_assert_nonnull (row);
  qb_test_pointer_to (GTK_WIDGET (window), GTK_WIDGET (row), 20, gtk_widget_get_height (GTK_WIDGET (row)) / 2.0);
  qb_test_pump (GTK_WIDGET (window), 80);
  qb_test_xdotool ("click", "1", NULL);
  QB_TEST_WAIT (g_strcmp0 (qb_rules_view_get_section (view), "3.0") == 0, "the click to open 3.0");
  qb_test_pump (GTK_WIDGET (window), 80);

  /* The first Alt+Left goes back, the first Alt+Right forward. */
  qb_test_xdotool ("key", "--clearmodifiers", "alt+Left", NULL);
  QB_TEST_WAIT (g_strcmp0 (qb_rules_view_get_section (view), "2.5") == 0, "Alt+Left to go back to 2.5");
  qb_test_xdotool ("key", "--clearmodifiers", "alt+Right", NULL);
  QB_TEST_WAIT (g_strcmp0 (qb_rules_view_get_section (view), "3.0") == 0, "Alt+Right to 3.0");
  close_window (window, view);
}

/* ---- Reading ---------------------------------------------------------------- */

/* The scale the labels of the page are drawn at. */
static double
label_scale (GtkWidget *label)
{
  PangoAttrList *attrs = gtk_label_get_attributes (GTK_LABEL (label));
  PangoAttrIterator *iter;
  PangoAttribute *scale;
  double value = 1.0;

  if (attrs == NULL)
    return 1.0;
  iter = pango_attr_list_get_iterator (attrs);
  scale = pango_attr_iterator_get (iter, PANGO_ATTR_SCALE);
  if (scale != NULL)
    value = ((PangoAttrFloat *) scale)->value;
  pango_attr_iterator_destroy (iter);
  return value;
}

static void
test_zoom_remembered (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view, 1280, 820);
  GtkWidget *text;
  int height_before;

  qb_rules_view_set_language (view, "en");
  qb_rules_view_show_section (view, "17.1");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpfloat (qb_rules_view_get_zoom (view), ==, 1.0);
  text = find_class (page_of (view), "rules-text");
  height_before = gtk_widget_get_height (text);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (qb_rules_view_get_zoom (view), 1.25, 0.001);
  text = find_class (page_of (view), "rules-text");
  g_assert_cmpfloat_with_epsilon (label_scale (text), 1.25, 0.001);
  QB_TEST_WAIT (gtk_widget_get_height (find_class (page_of (view), "rules-text")) > height_before,
                "larger text to take more room");
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-find-zoom.png");
  close_window (window, view);

  /* A new page, as after a restart: the same size, even on a page built
   * again. */
  window = new_window (&view, 1280, 820);
  g_assert_cmpfloat_with_epsilon (qb_rules_view_get_zoom (view), 1.25, 0.001);
  qb_rules_view_show_section (view, "3.0");
  g_assert_cmpfloat_with_epsilon (label_scale (find_class (page_of (view), "rules-text")), 1.25, 0.001);
  /* Ctrl+0 gives the normal size back; Ctrl+minus stops at the smallest. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.zoom-reset", NULL));
  g_assert_cmpfloat (qb_rules_view_get_zoom (view), ==, 1.0);
  g_assert_cmpfloat (label_scale (find_class (page_of (view), "rules-text")), ==, 1.0);
  for (int i = 0; i < 6; i++)
    gtk_widget_activate_action (GTK_WIDGET (view), "rules.zoom-out", NULL);
  g_assert_cmpfloat_with_epsilon (qb_rules_view_get_zoom (view), 0.8, 0.001);
  gtk_widget_activate_action (GTK_WIDGET (view), "rules.zoom-reset", NULL);
  close_window (window, view);
  {
    g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");
    g_assert_cmpfloat (g_settings_get_double (settings, "rules-zoom"), ==, 1.0);
  }
}

typedef struct
{
  char *text;
  gboolean done;
} Read;

static void
read_text_cb (GObject      *clipboard,
              GAsyncResult *result,
              gpointer      data)
{
  Read *read = data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  read->done = TRUE;
}

static char *
clipboard_text (GtkWidget *widget)
{
  Read read = { NULL, FALSE };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, read_text_cb, &read);
  QB_TEST_WAIT (read.done, "the clipboard");
  return read.text;
}

static void
test_copy_link_and_text (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view, 1280, 820);
  g_autofree char *link = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *game = NULL, *language = NULL, *edition = NULL, *section = NULL;
  QbWindow *app_window;
  QbRulesView *other;
  GtkWidget *text;

  qb_rules_view_set_language (view, "it");
  qb_rules_view_set_edition (view, "classic");
  qb_rules_view_show_section (view, "15.1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.copy-link", NULL));
  link = clipboard_text (GTK_WIDGET (view));
  g_test_message ("link: %s", link);
  g_assert_true (qb_rules_link_parse (link, &game, &language, &edition, &section));
  g_assert_cmpstr (game, ==, QB_RULES_GAME_QUEBEC1759);
  g_assert_cmpstr (language, ==, "it");
  g_assert_cmpstr (edition, ==, "classic");
  g_assert_cmpstr (section, ==, "15.1");

  /* The text of the page can be selected and copied. */
  text = find_class (page_of (view), "rules-text");
  g_assert_true (gtk_label_get_selectable (GTK_LABEL (text)));
  gtk_label_select_region (GTK_LABEL (text), 0, 12);
  g_signal_emit_by_name (text, "copy-clipboard");
  copied = clipboard_text (text);
  g_assert_cmpuint (strlen (copied), >, 5);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (text)), copied));

  /* A window opens the link: the Rules page at 15.1 in Italian, classic. */
  app_window = qb_window_new (NULL);
  gtk_window_present (GTK_WINDOW (app_window));
  other = qb_window_get_rules_view (app_window);
  qb_rules_view_set_language (other, "en");
  g_assert_true (qb_window_open_rules_link (app_window, link));
  g_assert_cmpstr (qb_rules_view_get_section (other), ==, "15.1");
  g_assert_cmpstr (qb_rules_view_get_language (other), ==, "it");
  g_assert_cmpstr (qb_rules_view_get_edition (other), ==, "classic");
  g_assert_false (qb_window_open_rules_link (app_window, "quebec1759:rules/99.9"));
  g_assert_false (qb_window_open_rules_link (app_window, "quebec1759:rules/1.0?game=chess"));
  gtk_window_destroy (GTK_WINDOW (app_window));

  /* Pasted into the search, a link opens its section too. */
  qb_rules_view_show_section (view, "2.0");
  qb_rules_view_search (view, "quebec1759:rules/5.534?game=wilderness-war&lang=fr");
  g_assert_cmpstr (qb_rules_view_get_game (view), ==, QB_RULES_GAME_WILDERNESS_WAR);
  g_assert_cmpstr (qb_rules_view_get_section (view), ==, "5.534");
  g_assert_cmpstr (qb_rules_view_get_language (view), ==, "fr");
  qb_rules_view_search (view, "");
  close_window (window, view);
}

/* ---- Export ------------------------------------------------------------------ */

static guint
count_sections (const char *html)
{
  guint n = 0;

  for (const char *p = strstr (html, "<section id=\"s"); p != NULL; p = strstr (p + 1, "<section id=\"s"))
    n++;
  return n;
}

/* Pages of a PDF written by cairo: its page objects. */
static guint
count_pdf_pages (const char *pdf,
                 gsize       length)
{
  guint n = 0;

  for (gsize i = 0; i + 11 <= length; i++)
    if (memcmp (pdf + i, "/Type /Page", 11) == 0 && (i + 11 == length || pdf[i + 11] != 's'))
      n++;
  return n;
}

static void
test_export (void)
{
  QbRulesView *view;
  GtkWindow *window = new_window (&view, 1280, 820);
  g_autofree char *dir = g_dir_make_tmp ("qb-test-rules-find-XXXXXX", NULL);
  const char *games[] = { QB_RULES_GAME_QUEBEC1759, QB_RULES_GAME_WILDERNESS_WAR };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autofree char *html_path = g_build_filename (dir, "book.html", NULL);
      g_autofree char *pdf_path = g_build_filename (dir, "book.PDF", NULL);
      g_autofree char *one_path = g_build_filename (dir, "one.pdf", NULL);
      g_autoptr(GFile) html_file = g_file_new_for_path (html_path);
      g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf_path);
      g_autoptr(GFile) one_file = g_file_new_for_path (one_path);
      g_autoptr(GError) error = NULL;
      g_autofree char *html = NULL, *pdf = NULL, *one = NULL;
      gsize pdf_length, one_length;
      QbRulesBook *book;

      qb_rules_view_set_game (view, games[g]);
      qb_rules_view_set_language (view, "fr");
      book = qb_rules_book_get_for_game (games[g], "fr");
      g_assert_true (qb_rules_view_export (view, html_file, TRUE, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (html_path, &html, NULL, NULL));
      g_assert_cmpuint (count_sections (html), ==, qb_rules_book_get_n_sections (book));
      g_assert_nonnull (strstr (html, "<html lang=\"fr\">"));

      g_assert_true (qb_rules_view_export (view, pdf_file, TRUE, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (pdf_path, &pdf, &pdf_length, NULL));
      g_assert_true (g_str_has_prefix (pdf, "%PDF-"));
      /* A section without sections of its own: a page or two. */
      for (guint i = 1; i < qb_rules_book_get_n_sections (book); i++)
        {
          const QbRulesSection *s = qb_rules_book_get_section (book, i);
          g_autoptr(GPtrArray) children = qb_rules_book_get_children (book, s->id);
          if (s->parent != NULL && children->len == 0)
            {
              qb_rules_view_show_section (view, s->id);
              break;
            }
        }
      g_assert_true (qb_rules_view_export (view, one_file, FALSE, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (one_path, &one, &one_length, NULL));
      g_assert_true (g_str_has_prefix (one, "%PDF-"));
      g_test_message ("%s: the book %u pages, a section %u", games[g],
                      count_pdf_pages (pdf, pdf_length), count_pdf_pages (one, one_length));
      /* The whole book runs to many pages; a section to one or two. */
      g_assert_cmpuint (count_pdf_pages (one, one_length), >=, 1);
      g_assert_cmpuint (count_pdf_pages (one, one_length), <=, 3);
      g_assert_cmpuint (count_pdf_pages (pdf, pdf_length), >, 10);
      /* pdftotext, where it is installed, reads every section's title. */
      {
        g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
        if (pdftotext != NULL)
          {
            const char *argv[] = { pdftotext, "-enc", "UTF-8", pdf_path, "-", NULL };
            g_autofree char *out = NULL;
            int status;

            g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                                         NULL, NULL, &out, NULL, &status, NULL));
            for (guint i = 0; i < qb_rules_book_get_n_sections (book); i++)
              g_assert_nonnull (strstr (out, qb_rules_book_get_section (book, i)->id));
          }
      }
      g_unlink (html_path);
      g_unlink (pdf_path);
      g_unlink (one_path);
    }
  g_rmdir (dir);
  qb_rules_view_set_game (view, QB_RULES_GAME_QUEBEC1759);
  close_window (window, view);
}

/* ---- Screenshots --------------------------------------------------------------- */

/* Both games in the three languages, with a search's words marked, as a
 * player sees them. */
static void
test_screenshots (void)
{
  static const struct { const char *game, *language, *query; } shots[] = {
    { QB_RULES_GAME_QUEBEC1759, "en", "amphibious" },
    { QB_RULES_GAME_QUEBEC1759, "fr", "amphibie" },
    { QB_RULES_GAME_QUEBEC1759, "it", "anfibi" },
    { QB_RULES_GAME_WILDERNESS_WAR, "en", "stockade" },
    { QB_RULES_GAME_WILDERNESS_WAR, "fr", "fortin" },
    { QB_RULES_GAME_WILDERNESS_WAR, "it", "fortino" },
  };
  QbRulesView *view;
  GtkWindow *window = new_window (&view, 1280, 800);

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *name = g_strdup_printf ("rules-find-%s-%s.png", shots[i].game, shots[i].language);

      qb_rules_view_set_game (view, shots[i].game);
      qb_rules_view_set_language (view, shots[i].language);
      qb_rules_view_search (view, shots[i].query);
      g_assert_cmpuint (qb_rules_view_get_n_results (view), >, 0);
      qb_rules_view_activate_result (view, 0);
      g_assert_cmpstr (qb_rules_view_get_language (view), ==, shots[i].language);
      g_assert_cmpuint (count_markup (page_of (view), MARK), >=, 1);
      qb_test_settle (GTK_WIDGET (window));
      qb_test_save_screenshot (GTK_WIDGET (window), name);
    }

  /* The dark style marks in its own colours, at once. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_cmpuint (count_markup (page_of (view), MARK), ==, 0);
  g_assert_cmpuint (count_markup (page_of (view), "<span bgcolor=\"#9c6e03\""), >=, 1);
  g_assert_cmpuint (count_markup (GTK_WIDGET (results_list (view)), "<span bgcolor=\"#9c6e03\""), >=, 1);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "rules-find-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  g_assert_cmpuint (count_markup (page_of (view), MARK), >=, 1);
  qb_rules_view_search (view, "");
  close_window (window, view);
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = qb_ui_test_init (&argc, &argv, "rules-find");

  g_test_add_func ("/ui/rules-find/number", test_number);
  g_test_add_func ("/ui/rules-find/ranking-and-marks", test_ranking_and_marks);
  g_test_add_func ("/ui/rules-find/result-follows-page", test_result_follows_page);
  g_test_add_func ("/ui/rules-find/link-edition", test_link_edition);
  g_test_add_func ("/ui/rules-find/language-keeps-place", test_language_keeps_place);
  g_test_add_func ("/ui/rules-find/alt-left-after-contents-click", test_alt_left_after_contents_click);
  g_test_add_func ("/ui/rules-find/zoom-remembered", test_zoom_remembered);
  g_test_add_func ("/ui/rules-find/copy-link-and-text", test_copy_link_and_text);
  g_test_add_func ("/ui/rules-find/export", test_export);
  g_test_add_func ("/ui/rules-find/screenshots", test_screenshots);
  ret = qb_ui_test_run ();
  return ret;
}
