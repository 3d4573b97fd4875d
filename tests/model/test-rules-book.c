/* test-rules-book.c: the rules reference (data/rules/) through
 * QbRulesBook: the three languages agree section by section and paragraph
 * by paragraph (the same ids, kinds, editions and references), every
 * cross-reference resolves, the rulings of docs/rulings.md are all there,
 * search ignores accents and case, and bad files are refused. */
#include <glib.h>
#include <string.h>

#include "qb-rules-book.h"

static QbRulesBook *
book (const char *language)
{
  QbRulesBook *b = qb_rules_book_get_for_language (language);
  g_assert_nonnull (b);
  return b;
}

static void
test_languages (void)
{
  const char *const *languages = qb_rules_book_get_languages ();

  g_assert_cmpuint (g_strv_length ((char **) languages), ==, 3);
  g_assert_cmpstr (languages[0], ==, "en");
  g_assert_cmpstr (languages[1], ==, "fr");
  g_assert_cmpstr (languages[2], ==, "it");
  for (guint i = 0; languages[i] != NULL; i++)
    {
      QbRulesBook *b = book (languages[i]);
      g_assert_cmpstr (qb_rules_book_get_language (b), ==, languages[i]);
      g_assert_true (qb_rules_book_get_title (b)[0] != '\0');
      /* Shared: loaded once. */
      g_assert_true (qb_rules_book_get_for_language (languages[i]) == b);
    }
  g_assert_null (qb_rules_book_get_for_language ("de"));
}

static void
test_default_language (void)
{
  g_autofree char *copy = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *lc_all = g_strdup (g_getenv ("LC_ALL"));

  /* g_get_language_names() caches per value of the variables. */
  g_setenv ("LANGUAGE", "it_IT:fr", TRUE);
  g_assert_cmpstr (qb_rules_book_get_default_language (), ==, "it");
  g_setenv ("LANGUAGE", "de:fr_CA.UTF-8", TRUE);
  g_assert_cmpstr (qb_rules_book_get_default_language (), ==, "fr");
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LC_ALL", "C", TRUE);
  g_assert_cmpstr (qb_rules_book_get_default_language (), ==, "en");
  if (copy != NULL)
    g_setenv ("LANGUAGE", copy, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  if (lc_all != NULL)
    g_setenv ("LC_ALL", lc_all, TRUE);
  else
    g_unsetenv ("LC_ALL");
}

/* Every section of each language exists in the others, in the same order
 * with the same parent (so every N.0 chapter has the same subsections). */
static void
test_same_sections (void)
{
  QbRulesBook *en = book ("en");
  const char *const others[] = { "fr", "it" };

  g_assert_cmpuint (qb_rules_book_get_n_sections (en), >=, 70);
  for (guint k = 0; k < G_N_ELEMENTS (others); k++)
    {
      QbRulesBook *b = book (others[k]);

      g_assert_cmpuint (qb_rules_book_get_n_sections (b), ==, qb_rules_book_get_n_sections (en));
      for (guint i = 0; i < qb_rules_book_get_n_sections (en); i++)
        {
          const QbRulesSection *a = qb_rules_book_get_section (en, i);
          const QbRulesSection *s = qb_rules_book_get_section (b, i);
          g_assert_cmpstr (s->id, ==, a->id);
          g_assert_cmpstr (s->parent, ==, a->parent);
          g_assert_true (qb_rules_book_lookup (b, a->id) == s);
        }
    }
}

/* Whether two NULL-terminated lists of references hold the same ids,
 * whatever their order and repetitions: a translation may cite a section
 * at another place in its sentence, but not cite another one. */
static gboolean
same_refs (const char *const *a,
           const char *const *b)
{
  for (guint i = 0; a[i] != NULL; i++)
    if (!g_strv_contains (b, a[i]))
      return FALSE;
  for (guint i = 0; b[i] != NULL; i++)
    if (!g_strv_contains (a, b[i]))
      return FALSE;
  return TRUE;
}

/* The [[id]] references of a text, in order (a NULL-terminated array). */
static char **
text_refs (const char *text)
{
  g_autoptr(GStrvBuilder) refs = g_strv_builder_new ();

  for (const char *p = strstr (text, "[["); p != NULL; p = strstr (p + 2, "[["))
    {
      const char *end = strstr (p, "]]");
      g_autofree char *id = NULL;

      g_assert_nonnull (end);
      id = g_strndup (p + 2, end - p - 2);
      g_strv_builder_add (refs, id);
    }
  return g_strv_builder_end (refs);
}

/* The paragraphs of `a` against those of `b`: each of a's paragraph ids
 * must be in b, in the same section at the same place, with the same
 * kind, edition and references. Each difference is a line of `out`;
 * returns how many there are. Called both ways, it also finds what b has
 * and a lacks. */
static guint
compare_paragraphs (QbRulesBook *a,
                    QbRulesBook *b,
                    GString     *out)
{
  const char *la = qb_rules_book_get_language (a);
  const char *lb = qb_rules_book_get_language (b);
  guint n = 0;

  for (guint i = 0; i < qb_rules_book_get_n_sections (a); i++)
    {
      const QbRulesSection *s = qb_rules_book_get_section (a, i);

      if (qb_rules_book_lookup (b, s->id) == NULL)
        {
          g_string_append_printf (out, "  %s lacks the section %s of %s\n", lb, s->id, la);
          n++;
          continue;
        }
      for (guint j = 0; j < s->n_paragraphs; j++)
        {
          const QbRulesParagraph *p = &s->paragraphs[j];
          const QbRulesSection *where = NULL;
          guint index = 0;
          const QbRulesParagraph *q = qb_rules_book_lookup_paragraph (b, p->id, &where, &index);

          if (q == NULL)
            g_string_append_printf (out, "  %s lacks the paragraph %s (%s, %s) of %s\n", lb, p->id,
                                    qb_rules_kind_to_string (p->kind),
                                    qb_rules_edition_to_string (p->edition), la);
          else if (g_strcmp0 (where->id, s->id) != 0 || index != j)
            g_string_append_printf (out, "  %s: %s is paragraph %u of %s, in %s paragraph %u of %s\n",
                                    lb, p->id, index + 1, where->id, la, j + 1, s->id);
          else if (q->kind != p->kind || q->edition != p->edition)
            g_string_append_printf (out, "  %s: %s is %s, %s; in %s %s, %s\n", lb, p->id,
                                    qb_rules_kind_to_string (q->kind),
                                    qb_rules_edition_to_string (q->edition), la,
                                    qb_rules_kind_to_string (p->kind),
                                    qb_rules_edition_to_string (p->edition));
          else if (!same_refs (p->refs, q->refs))
            g_string_append_printf (out, "  %s: %s cites other sections than in %s\n", lb, p->id, la);
          else
            continue;
          n++;
        }
    }
  return n;
}

/* Every paragraph exists in every language with the same id, place, kind,
 * edition and references, so that side-by-side columns line up and say
 * the same thing. */
static void
test_same_paragraphs (void)
{
  const char *const *languages = qb_rules_book_get_languages ();
  g_autoptr(GString) out = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; languages[i] != NULL; i++)
    for (guint k = 0; languages[k] != NULL; k++)
      if (k != i)
        n += compare_paragraphs (book (languages[i]), book (languages[k]), out);
  if (n > 0)
    g_error ("%u paragraphs differ between the languages:\n%s", n, out->str);
}

/* Paragraph ids are unique, found by qb_rules_book_lookup_paragraph(),
 * and numbered within their section. */
static void
test_paragraph_ids (void)
{
  const char *const *languages = qb_rules_book_get_languages ();

  for (guint l = 0; languages[l] != NULL; l++)
    {
      QbRulesBook *b = book (languages[l]);
      g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
      guint n = 0;

      for (guint i = 0; i < qb_rules_book_get_n_sections (b); i++)
        {
          const QbRulesSection *s = qb_rules_book_get_section (b, i);
          g_autofree char *prefix = g_strconcat (s->id, "-", NULL);

          for (guint j = 0; j < s->n_paragraphs; j++, n++)
            {
              const QbRulesSection *where = NULL;
              guint index = G_MAXUINT;

              g_assert_true (g_str_has_prefix (s->paragraphs[j].id, prefix));
              g_assert_true (g_hash_table_add (seen, (gpointer) s->paragraphs[j].id));
              g_assert_true (qb_rules_book_lookup_paragraph (b, s->paragraphs[j].id, &where, &index)
                             == &s->paragraphs[j]);
              g_assert_true (where == s);
              g_assert_cmpuint (index, ==, j);
            }
        }
      g_assert_cmpuint (n, >=, 200);
      g_assert_null (qb_rules_book_lookup_paragraph (b, "99.9-1", NULL, NULL));
      g_assert_null (qb_rules_book_lookup_paragraph (b, "17.2", NULL, NULL));
      g_assert_null (qb_rules_book_lookup_paragraph (b, NULL, NULL, NULL));
    }
}

static QbRulesBook *
book_from_json (const char *json)
{
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
  g_autoptr(GError) error = NULL;
  QbRulesBook *b = qb_rules_book_new_from_bytes (bytes, "test", &error);

  g_assert_no_error (error);
  return b;
}

/* The comparison of test_same_paragraphs finds a paragraph missing in one
 * language, an edition or a kind that differs, a paragraph moved, and a
 * reference to another section. */
static void
test_compare_paragraphs_catches (void)
{
#define BOOK(lang, second) \
  "{\"language\": \"" lang "\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\"," \
  " \"title\": \"A\", \"paragraphs\": [{\"id\": \"1.0-1\", \"kind\": \"rule\"," \
  " \"edition\": \"both\", \"text\": \"x [[1.1]]\"}" second "]}," \
  " {\"id\": \"1.1\", \"parent\": \"1.0\", \"title\": \"B\", \"paragraphs\": []}]}"
  g_autoptr(QbRulesBook) a = book_from_json (BOOK ("aa", ", {\"id\": \"1.0-2\", \"kind\": \"note\","
                                                   " \"edition\": \"classic\", \"text\": \"y\"}"));
  g_autoptr(QbRulesBook) same = book_from_json (BOOK ("bb", ", {\"id\": \"1.0-2\", \"kind\": \"note\","
                                                      " \"edition\": \"classic\", \"text\": \"z\"}"));
  g_autoptr(QbRulesBook) missing = book_from_json (BOOK ("cc", ""));
  g_autoptr(QbRulesBook) edition = book_from_json (BOOK ("dd", ", {\"id\": \"1.0-2\", \"kind\": \"note\","
                                                         " \"edition\": \"revised\", \"text\": \"y\"}"));
  g_autoptr(QbRulesBook) kind = book_from_json (BOOK ("ee", ", {\"id\": \"1.0-2\", \"kind\": \"rule\","
                                                      " \"edition\": \"classic\", \"text\": \"y\"}"));
  g_autoptr(QbRulesBook) extra = book_from_json (BOOK ("ff", ", {\"id\": \"1.0-2\", \"kind\": \"note\","
                                                       " \"edition\": \"classic\", \"text\": \"y\"},"
                                                       " {\"id\": \"1.0-3\", \"kind\": \"note\","
                                                       " \"edition\": \"both\", \"text\": \"w\"}"));
  g_autoptr(QbRulesBook) cites = book_from_json (BOOK ("gg", ", {\"id\": \"1.0-2\", \"kind\": \"note\","
                                                       " \"edition\": \"classic\", \"text\": \"y [[1.0]]\"}"));
  g_autoptr(QbRulesBook) moved = book_from_json (
    "{\"language\": \"hh\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.0-2\", \"kind\": \"note\", \"edition\": \"classic\", \"text\": \"y\"},"
    " {\"id\": \"1.0-1\", \"kind\": \"rule\", \"edition\": \"both\", \"text\": \"x [[1.1]]\"}]},"
    " {\"id\": \"1.1\", \"parent\": \"1.0\", \"title\": \"B\", \"paragraphs\": []}]}");
#undef BOOK
  g_autoptr(GString) out = g_string_new (NULL);

  g_assert_cmpuint (compare_paragraphs (a, same, out), ==, 0);
  g_assert_cmpuint (compare_paragraphs (same, a, out), ==, 0);
  g_assert_cmpstr (out->str, ==, "");

  g_assert_cmpuint (compare_paragraphs (a, missing, out), ==, 1);
  g_assert_nonnull (strstr (out->str, "cc lacks the paragraph 1.0-2 (note, classic) of aa"));
  g_assert_cmpuint (compare_paragraphs (missing, a, out), ==, 0);
  g_assert_cmpuint (compare_paragraphs (a, edition, out), ==, 1);
  g_assert_nonnull (strstr (out->str, "dd: 1.0-2 is note, revised; in aa note, classic"));
  g_assert_cmpuint (compare_paragraphs (a, kind, out), ==, 1);
  g_assert_nonnull (strstr (out->str, "ee: 1.0-2 is rule, classic"));
  g_assert_cmpuint (compare_paragraphs (extra, a, out), ==, 1);
  g_assert_nonnull (strstr (out->str, "aa lacks the paragraph 1.0-3"));
  g_assert_cmpuint (compare_paragraphs (a, cites, out), ==, 1);
  g_assert_nonnull (strstr (out->str, "gg: 1.0-2 cites other sections"));
  g_assert_cmpuint (compare_paragraphs (a, moved, out), ==, 2);
  g_assert_nonnull (strstr (out->str, "hh: 1.0-1 is paragraph 2 of 1.0"));
}

static void
test_sections_have_text (void)
{
  const char *const *languages = qb_rules_book_get_languages ();

  for (guint l = 0; languages[l] != NULL; l++)
    {
      QbRulesBook *b = book (languages[l]);
      for (guint i = 0; i < qb_rules_book_get_n_sections (b); i++)
        {
          const QbRulesSection *s = qb_rules_book_get_section (b, i);
          if (s->n_paragraphs == 0)
            g_error ("%s: section %s has no paragraph", languages[l], s->id);
          g_assert_true (s->title[0] != '\0');
          /* N.0 sections are chapters; N.x belong to N.0. */
          if (g_str_has_suffix (s->id, ".0"))
            g_assert_null (s->parent);
          else
            {
              g_autofree char *chapter = g_strndup (s->id, strcspn (s->id, "."));
              g_autofree char *parent = g_strconcat (chapter, ".0", NULL);
              g_assert_cmpstr (s->parent, ==, parent);
            }
          for (guint j = 0; j < s->n_paragraphs; j++)
            {
              g_assert_true (s->paragraphs[j].text[0] != '\0');
              g_assert_null (strstr (s->paragraphs[j].plain, "[["));
            }
        }
    }
}

static void
assert_refs_resolve (QbRulesBook *b,
                     const char  *text,
                     const char  *where)
{
  for (const char *p = strstr (text, "[["); p != NULL; p = strstr (p + 2, "[["))
    {
      const char *end = strstr (p, "]]");
      g_autofree char *id = NULL;

      g_assert_nonnull (end);
      id = g_strndup (p + 2, end - p - 2);
      if (qb_rules_book_lookup (b, id) == NULL)
        g_error ("%s: %s refers to the unknown section %s", qb_rules_book_get_language (b),
                 where, id);
    }
}

static void
test_references_resolve (void)
{
  const char *const *languages = qb_rules_book_get_languages ();
  guint n_refs = 0;

  for (guint l = 0; languages[l] != NULL; l++)
    {
      QbRulesBook *b = book (languages[l]);

      for (guint i = 0; i < qb_rules_book_get_n_sections (b); i++)
        {
          const QbRulesSection *s = qb_rules_book_get_section (b, i);
          for (guint j = 0; j < s->n_paragraphs; j++)
            {
              assert_refs_resolve (b, s->paragraphs[j].text, s->id);
              for (guint r = 0; s->paragraphs[j].refs[r] != NULL; r++, n_refs++)
                g_assert_nonnull (qb_rules_book_lookup (b, s->paragraphs[j].refs[r]));
            }
        }
      for (guint i = 0; i < qb_rules_book_get_n_terms (b); i++)
        assert_refs_resolve (b, qb_rules_book_get_term (b, i)->definition,
                             qb_rules_book_get_term (b, i)->id);
      for (guint i = 0; i < qb_rules_book_get_n_rulings (b); i++)
        assert_refs_resolve (b, qb_rules_book_get_ruling (b, i)->text,
                             qb_rules_book_get_ruling (b, i)->id);
    }
  g_assert_cmpuint (n_refs, >, 100);
}

static void
test_paragraph_references (void)
{
  const QbRulesSection *s = qb_rules_book_lookup (book ("en"), "1.0");
  g_autoptr(GPtrArray) refs = g_ptr_array_new ();

  /* Collect the references of a section and compare with its text. */
  for (guint j = 0; j < s->n_paragraphs; j++)
    for (guint r = 0; s->paragraphs[j].refs[r] != NULL; r++)
      {
        g_autofree char *link = g_strdup_printf ("[[%s]]", s->paragraphs[j].refs[r]);
        g_assert_nonnull (strstr (s->paragraphs[j].text, link));
        g_assert_nonnull (strstr (s->paragraphs[j].plain, s->paragraphs[j].refs[r]));
        g_ptr_array_add (refs, (gpointer) s->paragraphs[j].refs[r]);
      }
  for (guint j = 0; j < s->n_paragraphs; j++)
    if (strstr (s->paragraphs[j].text, "[[") != NULL)
      g_assert_cmpuint (refs->len, >, 0);
}

static void
test_glossary (void)
{
  QbRulesBook *en = book ("en");
  const char *const others[] = { "fr", "it" };

  g_assert_cmpuint (qb_rules_book_get_n_terms (en), >=, 20);
  for (guint k = 0; k < G_N_ELEMENTS (others); k++)
    {
      QbRulesBook *b = book (others[k]);
      g_assert_cmpuint (qb_rules_book_get_n_terms (b), ==, qb_rules_book_get_n_terms (en));
      for (guint i = 0; i < qb_rules_book_get_n_terms (en); i++)
        {
          const QbRulesTerm *t = qb_rules_book_get_term (b, i);
          const QbRulesTerm *t_en = qb_rules_book_get_term (en, i);
          g_auto(GStrv) refs = text_refs (t->definition);
          g_auto(GStrv) refs_en = text_refs (t_en->definition);

          g_assert_cmpstr (t->id, ==, t_en->id);
          g_assert_true (t->term[0] != '\0');
          g_assert_true (t->definition[0] != '\0');
          /* A translated definition cites the same sections. */
          if (!same_refs ((const char *const *) refs, (const char *const *) refs_en))
            g_error ("%s: the definition of “%s” cites other sections than in English",
                     others[k], t->id);
        }
    }
}

/* The ids of docs/rulings.md: table rows "| R12 | ...". */
static GPtrArray *
documented_rulings (void)
{
  g_autofree char *path = g_build_filename (QB_SOURCE_DATADIR, "..", "docs", "rulings.md", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "| R"))
      g_ptr_array_add (ids, g_strndup (lines[i] + 2, strcspn (lines[i] + 2, " |")));
  return ids;
}

static void
test_rulings (void)
{
  g_autoptr(GPtrArray) documented = documented_rulings ();
  const char *const *languages = qb_rules_book_get_languages ();
  QbRulesBook *en = book ("en");

  g_assert_cmpuint (documented->len, >=, 35);
  for (guint l = 0; languages[l] != NULL; l++)
    {
      QbRulesBook *b = book (languages[l]);

      g_assert_cmpuint (qb_rules_book_get_n_rulings (b), ==, documented->len);
      for (guint i = 0; i < documented->len; i++)
        {
          const QbRuling *r = qb_rules_book_get_ruling (b, i);
          const QbRuling *r_en = qb_rules_book_get_ruling (en, i);

          g_assert_cmpstr (r->id, ==, documented->pdata[i]);
          g_assert_true (qb_rules_book_lookup_ruling (b, r->id) == r);
          g_auto(GStrv) refs = text_refs (r->text);
          g_auto(GStrv) refs_en = text_refs (r_en->text);

          g_assert_true (r->text[0] != '\0');
          g_assert_nonnull (r->sections[0]);
          /* A translated ruling cites the same sections in its text. */
          if (!same_refs ((const char *const *) refs, (const char *const *) refs_en))
            g_error ("%s: ruling %s cites other sections than in English", languages[l], r->id);
          /* The same sections in every language. */
          g_assert_cmpuint (g_strv_length ((char **) r->sections), ==,
                            g_strv_length ((char **) r_en->sections));
          for (guint s = 0; r->sections[s] != NULL; s++)
            {
              g_assert_cmpstr (r->sections[s], ==, r_en->sections[s]);
              g_assert_nonnull (qb_rules_book_lookup (b, r->sections[s]));
            }
        }
    }
  g_assert_null (qb_rules_book_lookup_ruling (en, "R999"));
}

static void
test_navigation (void)
{
  QbRulesBook *b = book ("en");
  g_autoptr(GPtrArray) top = qb_rules_book_get_children (b, NULL);
  g_autoptr(GPtrArray) chapter17 = qb_rules_book_get_children (b, "17.0");
  guint n = qb_rules_book_get_n_sections (b);

  g_assert_cmpuint (top->len, ==, 24);
  g_assert_cmpstr (((QbRulesSection *) top->pdata[0])->id, ==, "1.0");
  g_assert_cmpstr (((QbRulesSection *) top->pdata[23])->id, ==, "24.0");
  g_assert_cmpuint (chapter17->len, ==, 2);
  g_assert_cmpstr (((QbRulesSection *) chapter17->pdata[0])->id, ==, "17.1");
  g_assert_cmpstr (((QbRulesSection *) chapter17->pdata[1])->id, ==, "17.2");

  g_assert_cmpstr (qb_rules_book_get_next (b, "17.0")->id, ==, "17.1");
  g_assert_cmpstr (qb_rules_book_get_next (b, "17.2")->id, ==, "18.0");
  g_assert_cmpstr (qb_rules_book_get_previous (b, "17.1")->id, ==, "17.0");
  g_assert_null (qb_rules_book_get_previous (b, "1.0"));
  g_assert_null (qb_rules_book_get_next (b, qb_rules_book_get_section (b, n - 1)->id));
  g_assert_null (qb_rules_book_lookup (b, "99.9"));
  g_assert_null (qb_rules_book_get_next (b, "99.9"));
}

static void
test_fold (void)
{
  g_autofree char *a = qb_rules_fold ("L'Île d'Orléans");
  g_autofree char *b = qb_rules_fold ("ÉTÉ Straße");
  g_autofree char *c = qb_rules_fold ("ﬁn");  /* a ligature: NFKD splits it */
  /* The French rules write ’: a query typed with ' finds it. */
  g_autofree char *d = qb_rules_fold ("L’Île d’Orléans");

  g_assert_cmpstr (a, ==, "l'ile d'orleans");
  g_assert_cmpstr (d, ==, a);
  g_assert_cmpstr (b, ==, "ete strasse");
  g_assert_cmpstr (c, ==, "fin");
}

/* The snippet's marked range folds to the query; a title match whose
 * text does not hold it marks nothing in the snippet, and its title holds
 * the query. */
static void
assert_match_in (QbRulesBook        *b,
                 const QbRulesMatch *m,
                 const char         *query)
{
  g_autofree char *hit = NULL;
  g_autofree char *folded_hit = NULL;
  g_autofree char *folded_query = qb_rules_fold (query);

  if (m->kind == QB_RULES_MATCH_TITLE && m->match_start == m->match_end)
    {
      g_autofree char *title = qb_rules_fold (qb_rules_book_lookup (b, m->section_id)->title);
      g_assert_nonnull (strstr (title, g_strstrip (folded_query)));
      return;
    }
  g_assert_cmpuint (m->match_start, <, m->match_end);
  g_assert_cmpuint (m->match_end, <=, strlen (m->snippet));
  hit = g_strndup (m->snippet + m->match_start, m->match_end - m->match_start);
  folded_hit = qb_rules_fold (hit);
  g_assert_cmpstr (folded_hit, ==, folded_query);
  g_assert_true (g_utf8_validate (m->snippet, -1, NULL));
}

static void
assert_match (const QbRulesMatch *m,
              const char         *query)
{
  assert_match_in (qb_rules_book_get_for_game (m->game, m->language), m, query);
}

static void
test_search_accents (void)
{
  g_autoptr(GPtrArray) fr = qb_rules_book_search (book ("fr"), "orleans");
  g_autoptr(GPtrArray) upper = qb_rules_book_search (book ("fr"), "  ORLÉANS ");
  /* Typed with a straight apostrophe, found where the rules write ’. */
  g_autoptr(GPtrArray) straight = qb_rules_book_search (book ("fr"), "d'orleans");
  gboolean found_accented = FALSE;

  g_assert_cmpuint (fr->len, >, 0);
  g_assert_cmpuint (upper->len, ==, fr->len);
  g_assert_cmpuint (straight->len, >, 0);
  for (guint i = 0; i < straight->len; i++)
    assert_match (straight->pdata[i], "d'orleans");
  for (guint i = 0; i < fr->len; i++)
    {
      QbRulesMatch *m = fr->pdata[i];
      g_assert_cmpstr (m->language, ==, "fr");
      g_assert_nonnull (qb_rules_book_lookup (book ("fr"), m->section_id));
      assert_match (m, "orleans");
      if (strncmp (m->snippet + m->match_start, "Orléans", strlen ("Orléans")) == 0)
        found_accented = TRUE;
    }
  g_assert_true (found_accented);
}

static void
test_search_ritirata (void)
{
  g_autoptr(GPtrArray) it = qb_rules_book_search (book ("it"), "ritirata");
  g_autoptr(GPtrArray) en = qb_rules_book_search (book ("en"), "ritirata");
  gboolean found = FALSE;

  for (guint i = 0; i < it->len; i++)
    {
      QbRulesMatch *m = it->pdata[i];
      assert_match (m, "ritirata");
      if (g_strcmp0 (m->section_id, "15.0") == 0)
        found = TRUE;
    }
  g_assert_true (found);
  g_assert_cmpuint (en->len, ==, 0);
}

static void
test_search_all (void)
{
  g_autoptr(GPtrArray) all = qb_rules_book_search_all ("Orleans", "it");
  g_autoptr(GPtrArray) retraite = qb_rules_book_search_all ("retraite", NULL);
  g_autoptr(GPtrArray) none = qb_rules_book_search_all ("   ", NULL);
  gboolean seen[3] = { FALSE, FALSE, FALSE };
  gboolean found_15 = FALSE;

  g_assert_cmpuint (all->len, >, 3);
  g_assert_cmpstr (((QbRulesMatch *) all->pdata[0])->language, ==, "it");
  for (guint i = 0; i < all->len; i++)
    {
      QbRulesMatch *m = all->pdata[i];
      seen[0] |= g_strcmp0 (m->language, "en") == 0;
      seen[1] |= g_strcmp0 (m->language, "fr") == 0;
      seen[2] |= g_strcmp0 (m->language, "it") == 0;
      assert_match (m, "orleans");
    }
  g_assert_true (seen[0] && seen[1] && seen[2]);

  for (guint i = 0; i < retraite->len; i++)
    {
      QbRulesMatch *m = retraite->pdata[i];
      g_assert_cmpstr (m->language, ==, "fr");
      found_15 |= g_strcmp0 (m->section_id, "15.0") == 0;
    }
  g_assert_true (found_15);
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_search_title_and_snippet (void)
{
  g_autoptr(GPtrArray) matches = qb_rules_book_search (book ("en"), "attacks from the water");
  QbRulesMatch *m;
  const QbRulesSection *s;

  g_assert_cmpuint (matches->len, >=, 1);
  m = matches->pdata[0];
  g_assert_cmpstr (m->section_id, ==, "17.1");
  g_assert_cmpint (m->kind, ==, QB_RULES_MATCH_TITLE);
  g_assert_cmpint (m->paragraph, ==, -1);
  /* The row shows the title already: the snippet is the section's text,
   * never the title a second time. */
  s = qb_rules_book_lookup (book ("en"), "17.1");
  g_assert_cmpstr (m->snippet, !=, s->title);
  g_assert_true (g_str_has_prefix (s->paragraphs[0].plain, m->snippet)
                 || strncmp (s->paragraphs[0].plain, m->snippet,
                             strlen (m->snippet) - strlen ("…")) == 0);
  g_assert_cmpuint (strlen (m->snippet), >, 20);

  /* A long paragraph gives a shortened snippet that still holds the match. */
  g_clear_pointer (&matches, g_ptr_array_unref);
  matches = qb_rules_book_search (book ("en"), "first battle turn");
  g_assert_cmpuint (matches->len, >=, 1);
  for (guint i = 0; i < matches->len; i++)
    {
      m = matches->pdata[i];
      assert_match (m, "first battle turn");
      g_assert_cmpuint (g_utf8_strlen (m->snippet, -1), <, 220);
    }
}

/* A section number comes first, then the titles that hold the words,
 * then the texts; "17" is chapter 17.0 and its sections. */
static void
test_search_ranking (void)
{
  g_autoptr(GPtrArray) number = qb_rules_book_search (book ("en"), " 17.2 ");
  g_autoptr(GPtrArray) chapter = qb_rules_book_search (book ("en"), "17");
  g_autoptr(GPtrArray) retreat = qb_rules_book_search (book ("en"), "retreat");
  g_autoptr(GPtrArray) all = qb_rules_book_search_all ("10.1", "fr");
  QbRulesMatchKind last = QB_RULES_MATCH_NUMBER;
  guint n_titles = 0, n_texts = 0;

  g_assert_cmpuint (number->len, >, 1);
  g_assert_cmpstr (((QbRulesMatch *) number->pdata[0])->section_id, ==, "17.2");
  g_assert_cmpint (((QbRulesMatch *) number->pdata[0])->kind, ==, QB_RULES_MATCH_NUMBER);
  g_assert_cmpint (((QbRulesMatch *) number->pdata[0])->paragraph, ==, -1);
  /* The other sections cite 17.2 in their text. */
  for (guint i = 1; i < number->len; i++)
    {
      QbRulesMatch *m = number->pdata[i];
      g_assert_cmpint (m->kind, ==, QB_RULES_MATCH_TEXT);
      assert_match (m, "17.2");
    }

  g_assert_cmpstr (((QbRulesMatch *) chapter->pdata[0])->section_id, ==, "17.0");
  g_assert_cmpstr (((QbRulesMatch *) chapter->pdata[1])->section_id, ==, "17.1");
  g_assert_cmpstr (((QbRulesMatch *) chapter->pdata[2])->section_id, ==, "17.2");
  for (guint i = 0; i < chapter->len; i++)
    {
      QbRulesMatch *m = chapter->pdata[i];
      g_assert_cmpint (m->kind == QB_RULES_MATCH_NUMBER, ==, g_str_has_prefix (m->section_id, "17."));
    }

  for (guint i = 0; i < retreat->len; i++)
    {
      QbRulesMatch *m = retreat->pdata[i];
      const QbRulesSection *s = qb_rules_book_lookup (book ("en"), m->section_id);
      g_autofree char *title = qb_rules_fold (s->title);

      g_assert_cmpint (m->kind, >=, last);
      last = m->kind;
      g_assert_cmpint (m->kind, ==, strstr (title, "retreat") != NULL
                       ? QB_RULES_MATCH_TITLE : QB_RULES_MATCH_TEXT);
      n_titles += m->kind == QB_RULES_MATCH_TITLE;
      n_texts += m->kind == QB_RULES_MATCH_TEXT;
    }
  g_assert_cmpuint (n_titles, >=, 2);
  g_assert_cmpuint (n_texts, >=, 2);

  /* Over every language: the number once, in the main language. */
  g_assert_cmpstr (((QbRulesMatch *) all->pdata[0])->language, ==, "fr");
  g_assert_cmpstr (((QbRulesMatch *) all->pdata[0])->section_id, ==, "10.1");
  g_assert_cmpint (((QbRulesMatch *) all->pdata[0])->kind, ==, QB_RULES_MATCH_NUMBER);
  g_assert_cmpint (((QbRulesMatch *) all->pdata[1])->kind, !=, QB_RULES_MATCH_NUMBER);

  g_assert_true (qb_rules_is_section_number ("17"));
  g_assert_true (qb_rules_is_section_number (" 5.534 "));
  g_assert_true (qb_rules_is_section_number ("17."));
  g_assert_false (qb_rules_is_section_number ("17..2"));
  g_assert_false (qb_rules_is_section_number (".5"));
  g_assert_false (qb_rules_is_section_number ("R7"));
  g_assert_false (qb_rules_is_section_number (""));
  g_assert_cmpstr (qb_rules_book_lookup_number (book ("en"), "17")->id, ==, "17.0");
  g_assert_cmpstr (qb_rules_book_lookup_number (book ("en"), "17.")->id, ==, "17.0");
  g_assert_cmpstr (qb_rules_book_lookup_number (book ("it"), "10.1")->id, ==, "10.1");
  g_assert_null (qb_rules_book_lookup_number (book ("en"), "99.9"));
  g_assert_null (qb_rules_book_lookup_number (book ("en"), "retreat"));
}

/* Every occurrence is marked, accents and case aside, and the rest is
 * escaped. */
static void
test_mark_matches (void)
{
  g_autofree char *fr = qb_rules_mark_matches ("L’Île d’Orléans & ORLEANS <b>", -1, "orleans",
                                               "[", "]");
  g_autofree char *none = qb_rules_mark_matches ("a < b", -1, "  ", "[", "]");
  g_autofree char *slice = qb_rules_mark_matches ("retreat retreat", 7, "RETREAT", "<i>", "</i>");
  g_autofree char *sharp = qb_rules_mark_matches ("Straße strasse", -1, "strasse", "[", "]");

  g_assert_cmpstr (fr, ==, "L’Île d’[Orléans] &amp; [ORLEANS] &lt;b&gt;");
  g_assert_cmpstr (none, ==, "a &lt; b");
  g_assert_cmpstr (slice, ==, "<i>retreat</i>");
  g_assert_cmpstr (sharp, ==, "[Straße] [strasse]");
}

typedef struct
{
  const char *name;
  const char *json;
  QbFileError code;
  const char *message;
} BadFile;

static const BadFile bad_files[] = {
  { "not-json", "{\"language\": ", QB_FILE_ERROR_PARSE, NULL },
  { "empty", "", QB_FILE_ERROR_PARSE, "empty" },
  { "not-utf8", "{\"language\": \"\xff\"}", QB_FILE_ERROR_PARSE, "UTF-8" },
  { "no-sections", "{\"language\": \"xx\", \"title\": \"T\"}", QB_FILE_ERROR_MISSING, "sections" },
  { "no-section", "{\"language\": \"xx\", \"title\": \"T\", \"sections\": []}",
    QB_FILE_ERROR_INVALID, "no sections" },
  { "wrong-type", "{\"language\": 3, \"title\": \"T\", \"sections\": []}",
    QB_FILE_ERROR_TYPE, "language" },
  { "unknown-kind",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.0-1\", \"kind\": \"poem\", \"edition\": \"both\", \"text\": \"x\"}]}]}",
    QB_FILE_ERROR_INVALID, "$.sections[0].paragraphs[0].kind" },
  { "unknown-edition",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.0-1\", \"kind\": \"rule\", \"edition\": \"deluxe\", \"text\": \"x\"}]}]}",
    QB_FILE_ERROR_INVALID, "deluxe" },
  { "unresolved-reference",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.0-1\", \"kind\": \"rule\", \"edition\": \"both\", \"text\": \"see [[2.0]]\"}]}]}",
    QB_FILE_ERROR_INVALID, "2.0" },
  { "unclosed-reference",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.0-1\", \"kind\": \"rule\", \"edition\": \"both\", \"text\": \"see [[1.0\"}]}]}",
    QB_FILE_ERROR_INVALID, "[[" },
  { "duplicate-id",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": ["
    "{\"id\": \"1.0\", \"title\": \"A\", \"paragraphs\": []},"
    "{\"id\": \"1.0\", \"title\": \"B\", \"paragraphs\": []}]}",
    QB_FILE_ERROR_INVALID, "twice" },
  { "late-parent",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": ["
    "{\"id\": \"1.1\", \"parent\": \"1.0\", \"title\": \"A\", \"paragraphs\": []},"
    "{\"id\": \"1.0\", \"title\": \"B\", \"paragraphs\": []}]}",
    QB_FILE_ERROR_INVALID, "parent" },
  { "ruling-section",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": ["
    "{\"id\": \"1.0\", \"title\": \"A\", \"paragraphs\": []}],"
    " \"rulings\": [{\"id\": \"R1\", \"sections\": [\"9.2\"], \"text\": \"x\"}]}",
    QB_FILE_ERROR_INVALID, "$.rulings[0].sections[0]" },
  { "paragraph-no-id",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"kind\": \"rule\", \"edition\": \"both\", \"text\": \"x\"}]}]}",
    QB_FILE_ERROR_MISSING, "$.sections[0].paragraphs[0].id" },
  { "paragraph-id-empty",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"\", \"kind\": \"rule\", \"edition\": \"both\", \"text\": \"x\"}]}]}",
    QB_FILE_ERROR_INVALID, "$.sections[0].paragraphs[0].id" },
  { "paragraph-id-other-section",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.1-1\", \"kind\": \"rule\", \"edition\": \"both\", \"text\": \"x\"}]}]}",
    QB_FILE_ERROR_INVALID, "“1.1-1” is not “1.0-” and a number" },
  { "paragraph-id-not-a-number",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.0-a\", \"kind\": \"rule\", \"edition\": \"both\", \"text\": \"x\"}]}]}",
    QB_FILE_ERROR_INVALID, "1.0-a" },
  { "paragraph-id-zero",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.0-01\", \"kind\": \"rule\", \"edition\": \"both\", \"text\": \"x\"}]}]}",
    QB_FILE_ERROR_INVALID, "1.0-01" },
  { "paragraph-id-twice",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": [{\"id\": \"1.0\", \"title\": \"A\","
    " \"paragraphs\": [{\"id\": \"1.0-1\", \"kind\": \"rule\", \"edition\": \"both\", \"text\": \"x\"},"
    " {\"id\": \"1.0-1\", \"kind\": \"note\", \"edition\": \"both\", \"text\": \"y\"}]}]}",
    QB_FILE_ERROR_INVALID, "$.sections[0].paragraphs[1].id: the paragraph id “1.0-1” appears twice" },
  { "glossary-reference",
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": ["
    "{\"id\": \"1.0\", \"title\": \"A\", \"paragraphs\": []}],"
    " \"glossary\": [{\"id\": \"cv\", \"term\": \"CV\", \"definition\": \"see [[3.0]]\"}]}",
    QB_FILE_ERROR_INVALID, "$.glossary[0].definition" },
};

static void
test_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      const BadFile *f = &bad_files[i];
      g_autoptr(GBytes) bytes = g_bytes_new_static (f->json, strlen (f->json));
      g_autoptr(GError) error = NULL;
      g_autoptr(QbRulesBook) b = qb_rules_book_new_from_bytes (bytes, f->name, &error);

      g_test_message ("%s: %s", f->name, error ? error->message : "(loaded)");
      g_assert_null (b);
      g_assert_error (error, QB_FILE_ERROR, (int) f->code);
      g_assert_true (g_str_has_prefix (error->message, f->name));
      if (f->message != NULL)
        g_assert_nonnull (strstr (error->message, f->message));
    }
}

static void
test_good_file (void)
{
  const char *json =
    "{\"language\": \"xx\", \"title\": \"T\", \"sections\": ["
    "{\"id\": \"1.0\", \"title\": \"Über\", \"paragraphs\": ["
    "{\"id\": \"1.0-1\", \"kind\": \"faq\", \"edition\": \"classic\", \"text\": \"see [[1.1]] and [[1.0]]\"}]},"
    "{\"id\": \"1.1\", \"parent\": \"1.0\", \"title\": \"B\", \"paragraphs\": []}]}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (json, strlen (json));
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRulesBook) b = qb_rules_book_new_from_bytes (bytes, "good", &error);
  const QbRulesParagraph *p;
  g_autoptr(GPtrArray) matches = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (qb_rules_book_get_language (b), ==, "xx");
  g_assert_cmpuint (qb_rules_book_get_n_terms (b), ==, 0);
  g_assert_cmpuint (qb_rules_book_get_n_rulings (b), ==, 0);
  p = &qb_rules_book_lookup (b, "1.0")->paragraphs[0];
  g_assert_cmpint (p->kind, ==, QB_RULES_KIND_FAQ);
  g_assert_cmpint (p->edition, ==, QB_RULES_EDITION_CLASSIC);
  g_assert_cmpstr (p->id, ==, "1.0-1");
  g_assert_cmpstr (p->plain, ==, "see 1.1 and 1.0");
  g_assert_cmpstr (p->refs[0], ==, "1.1");
  g_assert_cmpstr (p->refs[1], ==, "1.0");
  g_assert_null (p->refs[2]);
  g_assert_cmpstr (qb_rules_kind_to_string (p->kind), ==, "faq");
  g_assert_cmpstr (qb_rules_edition_to_string (p->edition), ==, "classic");
  matches = qb_rules_book_search (b, "uber");
  g_assert_cmpuint (matches->len, ==, 1);
  assert_match_in (b, matches->pdata[0], "uber");
  g_assert_finalize_object (g_steal_pointer (&b));
}

static void
test_file_in_data_dir (void)
{
  /* The texts also load as files, as they are installed (data/meson.build). */
  g_autofree char *path = g_build_filename (QB_SOURCE_DATADIR, "rules", "fr.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRulesBook) b = qb_rules_book_new_from_file (file, &error);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/rules.json");
  g_autoptr(QbRulesBook) none = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (qb_rules_book_get_n_sections (b), ==,
                    qb_rules_book_get_n_sections (book ("fr")));
  none = qb_rules_book_new_from_file (missing, &error);
  g_assert_null (none);
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/rules-book/languages", test_languages);
  g_test_add_func ("/model/rules-book/default-language", test_default_language);
  g_test_add_func ("/model/rules-book/same-sections", test_same_sections);
  g_test_add_func ("/model/rules-book/same-paragraphs", test_same_paragraphs);
  g_test_add_func ("/model/rules-book/same-paragraphs/check-catches", test_compare_paragraphs_catches);
  g_test_add_func ("/model/rules-book/paragraph-ids", test_paragraph_ids);
  g_test_add_func ("/model/rules-book/sections-have-text", test_sections_have_text);
  g_test_add_func ("/model/rules-book/references-resolve", test_references_resolve);
  g_test_add_func ("/model/rules-book/paragraph-references", test_paragraph_references);
  g_test_add_func ("/model/rules-book/glossary", test_glossary);
  g_test_add_func ("/model/rules-book/rulings", test_rulings);
  g_test_add_func ("/model/rules-book/navigation", test_navigation);
  g_test_add_func ("/model/rules-book/fold", test_fold);
  g_test_add_func ("/model/rules-book/search/accents", test_search_accents);
  g_test_add_func ("/model/rules-book/search/ritirata", test_search_ritirata);
  g_test_add_func ("/model/rules-book/search/all-languages", test_search_all);
  g_test_add_func ("/model/rules-book/search/title-and-snippet", test_search_title_and_snippet);
  g_test_add_func ("/model/rules-book/search/ranking", test_search_ranking);
  g_test_add_func ("/model/rules-book/search/mark-matches", test_mark_matches);
  g_test_add_func ("/model/rules-book/bad-files", test_bad_files);
  g_test_add_func ("/model/rules-book/good-file", test_good_file);
  g_test_add_func ("/model/rules-book/file-in-data-dir", test_file_in_data_dir);

  return g_test_run ();
}
