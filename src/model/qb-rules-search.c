/* qb-rules-search.c: searching the rules reference (see qb-rules-book.h):
 * texts folded with NFKD, combining marks dropped and case folded
 * (qb_rules_fold()), with a map back to the original bytes so that a
 * match's snippet marks the original "Orléans" for the query "orleans". */
#include <string.h>

#include "qb-rules-book-private.h"

/* Characters of context a snippet shows before and after a match. */
#define SNIPPET_BEFORE 60
#define SNIPPET_AFTER 110

/* ---- Folding ----------------------------------------------------------- */

static void
fold_append (GString    *out,
             GArray     *map,
             const char *text,
             gsize       offset)
{
  const char *p = text + offset;
  const char *next = g_utf8_next_char (p);
  guint where = (guint) offset;

  if ((guchar) *p < 0x80)
    {
      g_string_append_c (out, g_ascii_tolower (*p));
      g_array_append_val (map, where);
      return;
    }

  /* French and Italian write the typographic apostrophe (’), keyboards
   * type the straight one: both search alike. */
  if (g_utf8_get_char (p) == 0x2019 || g_utf8_get_char (p) == 0x2018)
    {
      g_string_append_c (out, '\'');
      g_array_append_val (map, where);
      return;
    }

  g_autofree char *decomposed = g_utf8_normalize (p, next - p, G_NORMALIZE_NFKD);
  if (decomposed == NULL)
    return;
  for (const char *d = decomposed; *d; d = g_utf8_next_char (d))
    {
      gunichar c = g_utf8_get_char (d);
      const char *d_next = g_utf8_next_char (d);

      /* Accents are combining marks after NFKD: "é" is "e" + U+0301. */
      if (g_unichar_ismark (c) || g_unichar_combining_class (c) != 0)
        continue;
      g_autofree char *folded = g_utf8_casefold (d, d_next - d);
      for (const char *f = folded; *f; f++)
        {
          g_string_append_c (out, *f);
          g_array_append_val (map, where);
        }
    }
}

static FoldedText *
folded_text_new (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));
  GArray *map = g_array_sized_new (FALSE, FALSE, sizeof (guint), strlen (text) + 1);
  FoldedText *folded = g_new0 (FoldedText, 1);

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    fold_append (out, map, text, p - text);
  folded->folded = g_string_free (out, FALSE);
  folded->map = (guint *) (void *) g_array_free (map, FALSE);
  return folded;
}

void
qb_rules_folded_text_free (FoldedText *folded)
{
  if (folded == NULL)
    return;
  g_free (folded->folded);
  g_free (folded->map);
  g_free (folded);
}

char *
qb_rules_fold (const char *text)
{
  g_autoptr(GString) out = NULL;
  g_autoptr(GArray) map = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_new (NULL);
  map = g_array_new (FALSE, FALSE, sizeof (guint));
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    fold_append (out, map, text, p - text);
  return g_strdup (out->str);
}

/* ---- Search ------------------------------------------------------------ */

static void
ensure_folded (QbRulesBook *self)
{
  guint n = 0, k = 0;

  if (self->folded != NULL)
    return;
  for (guint i = 0; i < self->n_sections; i++)
    n += self->sections[i].n_paragraphs + 1;
  self->folded = g_new0 (FoldedText *, n);
  for (guint i = 0; i < self->n_sections; i++)
    {
      const QbRulesSection *section = &self->sections[i];
      self->folded[k++] = folded_text_new (section->title);
      for (guint j = 0; j < section->n_paragraphs; j++)
        self->folded[k++] = folded_text_new (section->paragraphs[j].plain);
    }
}

/* Moves back from `p` by up to `chars` characters, then forward to the
 * start of a word, but not past `limit`. */
static const char *
snippet_start (const char *text,
               const char *p,
               guint       chars)
{
  const char *start = p;

  for (guint i = 0; i < chars && start > text; i++)
    start = g_utf8_prev_char (start);
  if (start == text)
    return start;
  while (start < p && *start != ' ')
    start = g_utf8_next_char (start);
  while (start < p && *start == ' ')
    start++;
  return start;
}

static const char *
snippet_end (const char *p,
             guint       chars)
{
  const char *end = p;
  const char *word_end;

  for (guint i = 0; i < chars && *end; i++)
    end = g_utf8_next_char (end);
  if (*end == '\0')
    return end;
  word_end = end;
  while (word_end > p && *word_end != ' ')
    word_end = g_utf8_prev_char (word_end);
  return word_end > p ? word_end : end;
}

static QbRulesMatch *
make_match (QbRulesBook          *self,
            const QbRulesSection *section,
            int                   paragraph,
            const char           *text,
            gsize                 start,
            gsize                 end)
{
  QbRulesMatch *match = g_new0 (QbRulesMatch, 1);
  const char *from = snippet_start (text, text + start, SNIPPET_BEFORE);
  const char *to = snippet_end (text + end, SNIPPET_AFTER);
  GString *snippet = g_string_new (NULL);

  if (from > text)
    g_string_append (snippet, "…");
  match->match_start = snippet->len + (gsize) (text + start - from);
  match->match_end = snippet->len + (gsize) (text + end - from);
  g_string_append_len (snippet, from, to - from);
  if (*to != '\0')
    g_string_append (snippet, "…");

  match->language = g_strdup (self->language);
  match->game = g_strdup (self->game);
  match->section_id = g_strdup (section->id);
  match->paragraph = paragraph;
  match->snippet = g_string_free (snippet, FALSE);
  return match;
}

GPtrArray *
qb_rules_book_search (QbRulesBook *self,
                      const char  *query)
{
  GPtrArray *matches;
  g_autofree char *folded_query = NULL;
  guint k = 0;
  gsize query_len;

  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  g_return_val_if_fail (query != NULL, NULL);

  matches = g_ptr_array_new_with_free_func ((GDestroyNotify) qb_rules_match_free);
  folded_query = g_strstrip (qb_rules_fold (query));
  query_len = strlen (folded_query);
  if (query_len == 0)
    return matches;

  ensure_folded (self);
  for (guint i = 0; i < self->n_sections; i++)
    {
      const QbRulesSection *section = &self->sections[i];
      QbRulesMatch *match = NULL;

      for (guint j = 0; j <= section->n_paragraphs; j++, k++)
        {
          const FoldedText *folded = self->folded[k];
          const char *text = j == 0 ? section->title : section->paragraphs[j - 1].plain;
          const char *hit;
          gsize start, end;

          if (match != NULL)
            continue;
          hit = strstr (folded->folded, folded_query);
          if (hit == NULL)
            continue;
          /* The match ends with the original character that gave its last
           * folded byte ("ß" folds to "ss"). */
          start = folded->map[hit - folded->folded];
          end = folded->map[hit - folded->folded + query_len - 1];
          end = (gsize) (g_utf8_next_char (text + end) - text);
          match = make_match (self, section, (int) j - 1, text, start, end);
        }
      if (match != NULL)
        g_ptr_array_add (matches, match);
    }
  return matches;
}

GPtrArray *
qb_rules_book_search_game (const char *game,
                           const char *query,
                           const char *first)
{
  const char *const *languages = qb_rules_book_get_languages_for_game (game);
  GPtrArray *all;

  g_return_val_if_fail (query != NULL, NULL);

  all = g_ptr_array_new_with_free_func ((GDestroyNotify) qb_rules_match_free);
  for (int pass = 0; pass < 2 && languages != NULL; pass++)
    for (guint i = 0; languages[i] != NULL; i++)
      {
        gboolean is_first = g_strcmp0 (languages[i], first) == 0;
        QbRulesBook *book;
        g_autoptr(GPtrArray) matches = NULL;

        if ((pass == 0) != is_first)
          continue;
        book = qb_rules_book_get_for_game (game, languages[i]);
        if (book == NULL)
          continue;
        matches = qb_rules_book_search (book, query);
        for (guint j = 0; j < matches->len; j++)
          g_ptr_array_add (all, g_steal_pointer (&matches->pdata[j]));
      }
  return all;
}

GPtrArray *
qb_rules_book_search_all (const char *query,
                          const char *first)
{
  return qb_rules_book_search_game (QB_RULES_GAME_QUEBEC1759, query, first);
}
