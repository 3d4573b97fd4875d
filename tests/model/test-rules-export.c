/* test-rules-export.c: the rules as an HTML document (every section of
 * each game and language, read back with an XML parser; one section; the
 * edition filter; the command line's --export) and the links "Copy Link"
 * gives (built, read back, refused when they are not ours). */
#include <glib/gstdio.h>
#include <string.h>

#include "qb-rules-book.h"
#include "qb-rules-export.h"

typedef struct
{
  GPtrArray *sections;           /* the ids of <section id="s..."> */
  GPtrArray *hrefs;              /* every href="#..." */
  guint n_revised;               /* elements of class edition-revised */
  guint n_classic;
  guint n_rulings;
  GString *text;                 /* all the text */
} Doc;

static void
start_cb (GMarkupParseContext  *context,
          const char           *element,
          const char          **names,
          const char          **values,
          gpointer              data,
          GError              **error)
{
  Doc *doc = data;

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (strcmp (element, "section") == 0 && strcmp (names[i], "id") == 0)
        g_ptr_array_add (doc->sections, g_strdup (values[i] + 1));
      if (strcmp (names[i], "href") == 0 && values[i][0] == '#')
        g_ptr_array_add (doc->hrefs, g_strdup (values[i] + 1));
      if (strcmp (names[i], "class") == 0)
        {
          doc->n_revised += strstr (values[i], "edition-revised") != NULL;
          doc->n_classic += strstr (values[i], "edition-classic") != NULL;
          doc->n_rulings += strstr (values[i], "ruling") != NULL;
        }
    }
}

static void
text_cb (GMarkupParseContext *context,
         const char          *text,
         gsize                len,
         gpointer             data,
         GError             **error)
{
  g_string_append_len (((Doc *) data)->text, text, (gssize) len);
}

static Doc *
parse (const char *html)
{
  static const GMarkupParser parser = { start_cb, NULL, text_cb, NULL, NULL };
  Doc *doc = g_new0 (Doc, 1);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;

  doc->sections = g_ptr_array_new_with_free_func (g_free);
  doc->hrefs = g_ptr_array_new_with_free_func (g_free);
  doc->text = g_string_new (NULL);
  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>"));
  context = g_markup_parse_context_new (&parser, 0, doc, NULL);
  g_markup_parse_context_parse (context, html, -1, &error);
  g_assert_no_error (error);
  g_markup_parse_context_end_parse (context, &error);
  g_assert_no_error (error);
  return doc;
}

static void
doc_free (Doc *doc)
{
  g_ptr_array_unref (doc->sections);
  g_ptr_array_unref (doc->hrefs);
  g_string_free (doc->text, TRUE);
  g_free (doc);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Doc, doc_free)

/* Every section of every book, in order, every title and every internal
 * link resolving. */
static void
test_whole_book (void)
{
  const char *const *games = qb_rules_book_get_games ();

  for (guint g = 0; games[g] != NULL; g++)
    {
      const char *const *languages = qb_rules_book_get_languages_for_game (games[g]);

      for (guint l = 0; languages[l] != NULL; l++)
        {
          QbRulesBook *book = qb_rules_book_get_for_game (games[g], languages[l]);
          g_autofree char *html = qb_rules_export_html (book, NULL, "both");
          g_autoptr(Doc) doc = parse (html);
          g_autofree char *lang = g_strdup_printf ("<html lang=\"%s\">", languages[l]);

          g_test_message ("%s %s", games[g], languages[l]);
          g_assert_nonnull (strstr (html, lang));
          g_assert_cmpuint (doc->sections->len, ==, qb_rules_book_get_n_sections (book));
          for (guint i = 0; i < doc->sections->len; i++)
            {
              const QbRulesSection *s = qb_rules_book_get_section (book, i);
              g_assert_cmpstr (doc->sections->pdata[i], ==, s->id);
              g_assert_nonnull (strstr (doc->text->str, s->title));
            }
          /* The contents link every section; the texts their references. */
          g_assert_cmpuint (doc->hrefs->len, >, doc->sections->len);
          for (guint i = 0; i < doc->hrefs->len; i++)
            {
              const char *href = doc->hrefs->pdata[i];
              g_assert_true (href[0] == 's');
              g_assert_nonnull (qb_rules_book_lookup (book, href + 1));
            }
          /* No reference is left in its [[...]] form. */
          g_assert_null (strstr (html, "[["));
          /* Each ruling under every section it concerns. */
          for (guint i = 0; i < qb_rules_book_get_n_rulings (book); i++)
            {
              const QbRuling *r = qb_rules_book_get_ruling (book, i);
              g_autofree char *name = g_strdup_printf ("%s %s",
                                                       qb_rules_label (languages[l], QB_RULES_LABEL_RULING),
                                                       r->id);
              g_assert_nonnull (strstr (doc->text->str, name));
            }
          g_assert_cmpuint (doc->n_rulings, >=, qb_rules_book_get_n_rulings (book));
        }
    }
}

static void
test_one_section_and_edition (void)
{
  QbRulesBook *book = qb_rules_book_get_for_language ("fr");
  const QbRulesSection *s = qb_rules_book_lookup (book, "17.1");
  g_autofree char *both = qb_rules_export_html (book, "17.1", "both");
  g_autofree char *classic = qb_rules_export_html (book, "17.1", "classic");
  g_autofree char *revised = qb_rules_export_html (book, "17.1", "revised");
  g_autoptr(Doc) d_both = parse (both);
  g_autoptr(Doc) d_classic = parse (classic);
  g_autoptr(Doc) d_revised = parse (revised);

  g_assert_cmpuint (d_both->sections->len, ==, 1);
  g_assert_cmpstr (d_both->sections->pdata[0], ==, "17.1");
  g_assert_nonnull (strstr (d_both->text->str, s->title));
  /* A lone section's references are numbers: the document has no other
   * section to go to. */
  g_assert_cmpuint (d_both->hrefs->len, ==, 0);
  g_assert_cmpuint (d_both->n_classic, >=, 1);
  g_assert_cmpuint (d_both->n_revised, >=, 1);
  g_assert_cmpuint (d_classic->n_revised, ==, 0);
  g_assert_cmpuint (d_classic->n_classic, ==, d_both->n_classic);
  g_assert_cmpuint (d_revised->n_classic, ==, 0);
  g_assert_cmpuint (d_revised->n_revised, ==, d_both->n_revised);
}

/* A chapter comes with its sections, and only those; Wilderness War's
 * 5.5 with its sections' sections (5.534). */
static void
test_chapter (void)
{
  QbRulesBook *book = qb_rules_book_get_for_language ("en");
  QbRulesBook *ww = qb_rules_book_get_for_game (QB_RULES_GAME_WILDERNESS_WAR, "en");
  g_autofree char *html = qb_rules_export_html (book, "17.0", "both");
  g_autofree char *ww_html = qb_rules_export_html (ww, "5.5", "both");
  g_autoptr(Doc) doc = parse (html);
  g_autoptr(Doc) ww_doc = parse (ww_html);
  g_autoptr(GPtrArray) children = qb_rules_book_get_children (book, "17.0");

  g_assert_cmpuint (doc->sections->len, ==, children->len + 1);
  g_assert_cmpstr (doc->sections->pdata[0], ==, "17.0");
  for (guint i = 0; i < children->len; i++)
    g_assert_cmpstr (doc->sections->pdata[i + 1], ==, ((QbRulesSection *) children->pdata[i])->id);

  g_assert_true (g_ptr_array_find_with_equal_func (ww_doc->sections, "5.534", g_str_equal, NULL));
  for (guint i = 0; i < ww_doc->sections->len; i++)
    {
      const QbRulesSection *s = qb_rules_book_lookup (ww, ww_doc->sections->pdata[i]);
      g_assert_true (qb_rules_section_is_within (ww, s, "5.5"));
    }
  g_assert_false (qb_rules_section_is_within (ww, qb_rules_book_lookup (ww, "5.41"), "5.5"));
  g_assert_false (qb_rules_section_is_within (book, qb_rules_book_lookup (book, "17.1"), "1.0"));
}

static void
test_cli_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("qb-test-rules-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "rules.html", NULL);
  const char *argv[] = { QB_CLI_PATH, "rules", "--lang", "it", "--export", "html", "-o", path, NULL };
  g_autofree char *html = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(Doc) doc = NULL;
  int status = -1;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (g_file_get_contents (path, &html, NULL, &error));
  g_assert_no_error (error);
  doc = parse (html);
  g_assert_cmpuint (doc->sections->len, ==,
                    qb_rules_book_get_n_sections (qb_rules_book_get_for_language ("it")));
  g_assert_nonnull (strstr (html, "<html lang=\"it\">"));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_links (void)
{
  g_autofree char *link = qb_rules_link_build (QB_RULES_GAME_WILDERNESS_WAR, "fr", "both", "5.534");
  g_autofree char *bare = qb_rules_link_build (NULL, NULL, NULL, "17.2");
  g_autofree char *game = NULL, *language = NULL, *edition = NULL, *section = NULL;

  g_assert_cmpstr (link, ==, "quebec1759:rules/5.534?game=wilderness-war&lang=fr&edition=both");
  g_assert_true (qb_rules_link_parse (link, &game, &language, &edition, &section));
  g_assert_cmpstr (game, ==, QB_RULES_GAME_WILDERNESS_WAR);
  g_assert_cmpstr (language, ==, "fr");
  g_assert_cmpstr (edition, ==, "both");
  g_assert_cmpstr (section, ==, "5.534");
  g_clear_pointer (&game, g_free);
  g_clear_pointer (&section, g_free);
  g_clear_pointer (&language, g_free);

  g_assert_cmpstr (bare, ==, "quebec1759:rules/17.2");
  g_assert_true (qb_rules_link_parse ("  quebec1759:rules/17.2\n", &game, &language, NULL, &section));
  g_assert_null (game);
  g_assert_null (language);
  g_assert_cmpstr (section, ==, "17.2");

  g_assert_false (qb_rules_link_parse ("17.2", NULL, NULL, NULL, NULL));
  g_assert_false (qb_rules_link_parse ("quebec1759:rules/", NULL, NULL, NULL, NULL));
  g_assert_false (qb_rules_link_parse ("https://example.org/rules/17.2", NULL, NULL, NULL, NULL));
  g_assert_false (qb_rules_link_parse ("quebec1759:rules/1%ZZ", NULL, NULL, NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/rules-export/whole-book", test_whole_book);
  g_test_add_func ("/model/rules-export/one-section-and-edition", test_one_section_and_edition);
  g_test_add_func ("/model/rules-export/chapter", test_chapter);
  g_test_add_func ("/model/rules-export/cli", test_cli_export);
  g_test_add_func ("/model/rules-export/links", test_links);
  return g_test_run ();
}
