/* test-rules-ww.c: the rules reference of a second game, Wilderness War
 * (data/rules/wilderness-war/), through QbRulesBook: each language holds
 * the same sections in the same order with the same paragraphs, the
 * numbering follows the rulebook's (1.0-17.x, subsections under their
 * parents), every cross-reference resolves, the glossaries agree, search
 * finds words in each language, and Quebec 1759's books are untouched. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "qb-rules-book.h"

#define WW QB_RULES_GAME_WILDERNESS_WAR

/* The languages the reference must have, in the order of the menus. */
static const char *const expected_languages[] = { "en", "fr", "it", NULL };

static QbRulesBook *
ww_book (const char *language)
{
  QbRulesBook *b = qb_rules_book_get_for_game (WW, language);
  g_assert_nonnull (b);
  return b;
}

static void
test_games (void)
{
  const char *const *games = qb_rules_book_get_games ();

  g_assert_cmpuint (g_strv_length ((char **) games), ==, 2);
  g_assert_cmpstr (games[0], ==, QB_RULES_GAME_QUEBEC1759);
  g_assert_cmpstr (games[1], ==, WW);
  g_assert_null (qb_rules_book_get_languages_for_game ("twilight-struggle"));
  g_assert_null (qb_rules_book_get_for_game ("twilight-struggle", "en"));
}

static void
test_languages (void)
{
  const char *const *languages = qb_rules_book_get_languages_for_game (WW);

  g_assert_nonnull (languages);
  g_assert_cmpstrv (languages, expected_languages);
  for (guint i = 0; languages[i] != NULL; i++)
    {
      QbRulesBook *b = ww_book (languages[i]);
      g_assert_cmpstr (qb_rules_book_get_language (b), ==, languages[i]);
      g_assert_cmpstr (qb_rules_book_get_game (b), ==, WW);
      g_assert_nonnull (strstr (qb_rules_book_get_title (b), "Wilderness War"));
      /* Shared: loaded once, and a different object from Quebec's book. */
      g_assert_true (qb_rules_book_get_for_game (WW, languages[i]) == b);
      g_assert_true (qb_rules_book_get_for_language (languages[i]) != b);
    }
  g_assert_null (qb_rules_book_get_for_game (WW, "de"));
}

static void
test_new_for_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRulesBook) b = qb_rules_book_new_for_game (WW, "en", &error);
  g_autoptr(QbRulesBook) quebec = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (qb_rules_book_lookup (b, "5.534"));

  quebec = qb_rules_book_new_for_game (QB_RULES_GAME_QUEBEC1759, "en", &error);
  g_assert_no_error (error);
  g_assert_null (qb_rules_book_lookup (quebec, "5.534"));
  g_assert_cmpstr (qb_rules_book_get_game (quebec), ==, QB_RULES_GAME_QUEBEC1759);

  g_assert_null (qb_rules_book_new_for_game ("no-such-game", "en", &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO);
  g_clear_error (&error);
  g_assert_null (qb_rules_book_new_for_game (WW, "de", &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO);
  g_clear_error (&error);
  /* A language is a name, never a path into another game's folder. */
  g_assert_null (qb_rules_book_new_for_game (QB_RULES_GAME_QUEBEC1759, "wilderness-war/en",
                                             &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO);
}

/* The old API still means Quebec 1759. */
static void
test_quebec_unchanged (void)
{
  const char *const *languages = qb_rules_book_get_languages ();
  QbRulesBook *quebec = qb_rules_book_get_for_language ("en");

  g_assert_cmpstrv (languages,
                    qb_rules_book_get_languages_for_game (QB_RULES_GAME_QUEBEC1759));
  g_assert_true (quebec == qb_rules_book_get_for_game (QB_RULES_GAME_QUEBEC1759, "en"));
  g_assert_nonnull (qb_rules_book_lookup (quebec, "24.0"));
  g_assert_null (qb_rules_book_lookup (quebec, "5.534"));
  g_assert_nonnull (strstr (qb_rules_book_get_title (quebec), "Quebec"));
}

/* "5.534" -> "5.53", "5.3" -> "5.0", "12.0" -> NULL: the parent the
 * rulebook's numbering implies. */
static char *
numbered_parent (const char *id)
{
  const char *dot = strchr (id, '.');
  gsize decimals;

  g_assert_nonnull (dot);
  decimals = strlen (dot + 1);
  if (strcmp (dot + 1, "0") == 0)
    return NULL;
  if (decimals == 1)
    return g_strdup_printf ("%.*s.0", (int) (dot - id), id);
  return g_strndup (id, strlen (id) - 1);
}

static void
test_numbering (void)
{
  QbRulesBook *en = ww_book ("en");
  guint n = qb_rules_book_get_n_sections (en);
  int chapter = 0;
  g_autoptr(GPtrArray) top = qb_rules_book_get_children (en, NULL);

  /* Chapters 1.0 to 17.0, each once, in order. */
  g_assert_cmpuint (top->len, ==, 17);
  for (guint i = 0; i < top->len; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u.0", i + 1);
      g_assert_cmpstr (((const QbRulesSection *) top->pdata[i])->id, ==, id);
    }

  for (guint i = 0; i < n; i++)
    {
      const QbRulesSection *s = qb_rules_book_get_section (en, i);
      g_autofree char *parent = numbered_parent (s->id);

      g_assert_cmpstr (s->parent, ==, parent);
      g_assert_cmpuint (s->n_paragraphs, >, 0);
      if (parent == NULL)
        g_assert_cmpint (atoi (s->id), ==, ++chapter);
      else
        g_assert_cmpint (atoi (s->id), ==, chapter);
      /* Within a chapter the digits after the point rise in book order:
       * 5.2 < 5.21 < 5.26 < 5.3 compared as strings. */
      if (i > 0 && parent != NULL)
        {
          const QbRulesSection *prev = qb_rules_book_get_section (en, i - 1);
          g_assert_cmpint (strcmp (strchr (prev->id, '.'), strchr (s->id, '.')), <, 0);
        }
    }
  /* Spot checks of the deepest numbering. */
  g_assert_cmpstr (qb_rules_book_lookup (en, "5.521")->parent, ==, "5.52");
  g_assert_cmpstr (qb_rules_book_lookup (en, "6.432")->parent, ==, "6.43");
  g_assert_cmpstr (qb_rules_book_lookup (en, "10.422")->parent, ==, "10.42");
  g_assert_cmpstr (qb_rules_book_lookup (en, "17.21")->parent, ==, "17.2");
}

static void
test_same_sections (void)
{
  QbRulesBook *en = ww_book ("en");

  for (guint l = 1; expected_languages[l] != NULL; l++)
    {
      QbRulesBook *other = ww_book (expected_languages[l]);

      g_assert_cmpuint (qb_rules_book_get_n_sections (other), ==,
                        qb_rules_book_get_n_sections (en));
      for (guint i = 0; i < qb_rules_book_get_n_sections (en); i++)
        {
          const QbRulesSection *a = qb_rules_book_get_section (en, i);
          const QbRulesSection *b = qb_rules_book_get_section (other, i);

          g_test_message ("%s %s", expected_languages[l], a->id);
          g_assert_cmpstr (a->id, ==, b->id);
          g_assert_cmpstr (a->parent, ==, b->parent);
          g_assert_cmpuint (a->n_paragraphs, ==, b->n_paragraphs);
          g_assert_true (b->title[0] != '\0');
          for (guint j = 0; j < a->n_paragraphs; j++)
            {
              const QbRulesParagraph *pa = &a->paragraphs[j];
              const QbRulesParagraph *pb = &b->paragraphs[j];

              /* The same id at the same place: side-by-side rows line up. */
              g_assert_cmpstr (pa->id, ==, pb->id);
              g_assert_true (qb_rules_book_lookup_paragraph (other, pa->id, NULL, NULL) == pb);
              g_assert_cmpint (pa->kind, ==, pb->kind);
              g_assert_cmpint (pb->edition, ==, QB_RULES_EDITION_BOTH);
              /* A translation cites the same sections in the same order. */
              g_assert_cmpstrv (pa->refs, pb->refs);
            }
        }
    }
}

static void
test_references_resolve (void)
{
  for (guint l = 0; expected_languages[l] != NULL; l++)
    {
      QbRulesBook *b = ww_book (expected_languages[l]);
      guint n_refs = 0;

      for (guint i = 0; i < qb_rules_book_get_n_sections (b); i++)
        {
          const QbRulesSection *s = qb_rules_book_get_section (b, i);
          for (guint j = 0; j < s->n_paragraphs; j++)
            {
              g_assert_null (strstr (s->paragraphs[j].plain, "[["));
              for (guint k = 0; s->paragraphs[j].refs[k] != NULL; k++, n_refs++)
                g_assert_nonnull (qb_rules_book_lookup (b, s->paragraphs[j].refs[k]));
            }
        }
      /* The rulebook cross-references itself throughout. */
      g_assert_cmpuint (n_refs, >, 100);
    }
}

static void
test_clarifications (void)
{
  /* The designer's clarifications are marked as such: the held card
   * (4.0), one FIELDWORKS per space (7.55), SURRENDER! after COEHORNS
   * (8.231) and infiltration (13.0, 13.1). */
  static const char *const marked[] = { "4.0", "7.55", "8.231", "13.0", "13.1" };

  for (guint l = 0; expected_languages[l] != NULL; l++)
    {
      QbRulesBook *b = ww_book (expected_languages[l]);
      const char *label = qb_rules_label (expected_languages[l], QB_RULES_LABEL_CLARIFICATION);

      g_assert_true (label != NULL && label[0] != '\0');
      for (guint m = 0; m < G_N_ELEMENTS (marked); m++)
        {
          const QbRulesSection *s = qb_rules_book_lookup (b, marked[m]);
          gboolean found = FALSE;

          for (guint j = 0; j < s->n_paragraphs; j++)
            found |= s->paragraphs[j].kind == QB_RULES_KIND_CLARIFICATION;
          g_assert_true (found);
        }
    }
  g_assert_cmpstr (qb_rules_kind_to_string (QB_RULES_KIND_CLARIFICATION), ==, "clarification");
}

static void
test_glossary (void)
{
  QbRulesBook *en = ww_book ("en");

  g_assert_cmpuint (qb_rules_book_get_n_terms (en), >=, 15);
  g_assert_cmpuint (qb_rules_book_get_n_rulings (en), ==, 0);
  for (guint l = 0; expected_languages[l] != NULL; l++)
    {
      QbRulesBook *b = ww_book (expected_languages[l]);

      g_assert_cmpuint (qb_rules_book_get_n_terms (b), ==, qb_rules_book_get_n_terms (en));
      g_assert_cmpuint (qb_rules_book_get_n_rulings (b), ==, 0);
      for (guint i = 0; i < qb_rules_book_get_n_terms (b); i++)
        {
          const QbRulesTerm *t = qb_rules_book_get_term (b, i);
          g_assert_cmpstr (t->id, ==, qb_rules_book_get_term (en, i)->id);
          g_assert_true (t->term[0] != '\0' && t->definition[0] != '\0');
        }
    }
}

typedef struct
{
  const char *language;
  const char *word;             /* as a reader would type it */
  const char *section;          /* a section it must be found in */
} SearchCase;

static void
test_search (void)
{
  static const SearchCase cases[] = {
    { "en", "stockade", "5.41" },
    { "fr", "fortin", "5.41" },
    { "it", "fortino", "5.41" },
    { "en", "Iroquois", "5.533" },
    { "fr", "iroquois", "5.533" },
    { "it", "irochesi", "5.533" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GPtrArray) matches = NULL;
      gboolean found = FALSE;

      if (!g_strv_contains (expected_languages, cases[c].language)
          || qb_rules_book_get_for_game (WW, cases[c].language) == NULL)
        continue;
      matches = qb_rules_book_search (ww_book (cases[c].language), cases[c].word);
      g_test_message ("%s: %s", cases[c].language, cases[c].word);
      g_assert_cmpuint (matches->len, >, 0);
      for (guint i = 0; i < matches->len; i++)
        {
          const QbRulesMatch *m = matches->pdata[i];
          g_assert_cmpstr (m->game, ==, WW);
          g_assert_cmpstr (m->language, ==, cases[c].language);
          found |= strcmp (m->section_id, cases[c].section) == 0;
        }
      g_assert_true (found);
    }
}

static void
test_search_game (void)
{
  g_autoptr(GPtrArray) ww = qb_rules_book_search_game (WW, "Cherokee", "fr");
  g_autoptr(GPtrArray) quebec = qb_rules_book_search_all ("Cherokee", NULL);
  guint per_language[3] = { 0 };

  /* Every language of the game, the first one asked for first; Quebec
   * 1759's rules never mention the Cherokees. */
  g_assert_cmpuint (ww->len, >, 0);
  g_assert_cmpuint (quebec->len, ==, 0);
  g_assert_cmpstr (((QbRulesMatch *) ww->pdata[0])->language, ==,
                   g_strv_contains (expected_languages, "fr") ? "fr" : "en");
  for (guint i = 0; i < ww->len; i++)
    {
      const QbRulesMatch *m = ww->pdata[i];
      g_assert_cmpstr (m->game, ==, WW);
      for (guint l = 0; l < 3 && expected_languages[l] != NULL; l++)
        if (strcmp (m->language, expected_languages[l]) == 0)
          per_language[l]++;
    }
  for (guint l = 0; l < 3 && expected_languages[l] != NULL; l++)
    g_assert_cmpuint (per_language[l], >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/rules-ww/games", test_games);
  g_test_add_func ("/model/rules-ww/languages", test_languages);
  g_test_add_func ("/model/rules-ww/new-for-game", test_new_for_game);
  g_test_add_func ("/model/rules-ww/quebec-unchanged", test_quebec_unchanged);
  g_test_add_func ("/model/rules-ww/numbering", test_numbering);
  g_test_add_func ("/model/rules-ww/same-sections", test_same_sections);
  g_test_add_func ("/model/rules-ww/references-resolve", test_references_resolve);
  g_test_add_func ("/model/rules-ww/clarifications", test_clarifications);
  g_test_add_func ("/model/rules-ww/glossary", test_glossary);
  g_test_add_func ("/model/rules-ww/search", test_search);
  g_test_add_func ("/model/rules-ww/search-game", test_search_game);

  return g_test_run ();
}
