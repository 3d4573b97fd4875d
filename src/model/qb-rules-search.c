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

/* How a section begins: the snippet of a number or title match whose
 * text does not hold the query. */
static QbRulesMatch *
make_opening (QbRulesBook          *self,
              const QbRulesSection *section)
{
  const char *text = section->n_paragraphs > 0 ? section->paragraphs[0].plain : "";

  return make_match (self, section, -1, text, 0, 0);
}

gboolean
qb_rules_is_section_number (const char *query)
{
  g_autofree char *stripped = NULL;
  gboolean digit = FALSE;

  g_return_val_if_fail (query != NULL, FALSE);

  stripped = g_strstrip (g_strdup (query));
  for (const char *p = stripped; *p; p++)
    {
      if (g_ascii_isdigit (*p))
        digit = TRUE;
      else if (*p != '.' || p == stripped || p[-1] == '.')
        return FALSE;
    }
  return digit;
}

/* Whether a section's id answers a typed number: "17.2" itself, or for
 * "17" (or "17.") chapter 17.0 and its sections. */
static gboolean
number_matches (const char *id,
                const char *number)
{
  gsize n = strlen (number);

  if (strcmp (id, number) == 0)
    return TRUE;
  if (n > 0 && number[n - 1] == '.')
    return strncmp (id, number, n) == 0;
  return strncmp (id, number, n) == 0 && id[n] == '.' && strchr (number, '.') == NULL;
}

const QbRulesSection *
qb_rules_book_lookup_number (QbRulesBook *self,
                             const char  *query)
{
  g_autofree char *number = NULL;
  g_autofree char *chapter = NULL;
  const QbRulesSection *section;
  gsize n;

  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  g_return_val_if_fail (query != NULL, NULL);

  if (!qb_rules_is_section_number (query))
    return NULL;
  number = g_strstrip (g_strdup (query));
  section = qb_rules_book_lookup (self, number);
  if (section != NULL)
    return section;
  n = strlen (number);
  chapter = number[n - 1] == '.' ? g_strconcat (number, "0", NULL)
            : strchr (number, '.') == NULL ? g_strconcat (number, ".0", NULL) : NULL;
  return chapter != NULL ? qb_rules_book_lookup (self, chapter) : NULL;
}

/* The first occurrence of the folded query in a folded text, as byte
 * offsets of the original text. */
static gboolean
find_folded (const FoldedText *folded,
             const char       *text,
             const char       *folded_query,
             gsize             from,
             gsize            *start,
             gsize            *end)
{
  gsize query_len = strlen (folded_query);
  const char *hit = strstr (folded->folded + from, folded_query);

  if (hit == NULL || query_len == 0)
    return FALSE;
  /* The match ends with the original character that gave its last folded
   * byte ("ß" folds to "ss"). */
  *start = folded->map[hit - folded->folded];
  *end = folded->map[hit - folded->folded + query_len - 1];
  *end = (gsize) (g_utf8_next_char (text + *end) - text);
  return TRUE;
}

char *
qb_rules_mark_matches (const char *text,
                       gssize      length,
                       const char *query,
                       const char *open,
                       const char *close)
{
  g_autofree char *copy = NULL;
  g_autofree char *folded_query = NULL;
  FoldedText *folded;
  GString *out;
  gsize done = 0, query_len, k = 0;

  g_return_val_if_fail (text != NULL, NULL);

  copy = length < 0 ? g_strdup (text) : g_strndup (text, (gsize) length);
  folded_query = g_strstrip (qb_rules_fold (query != NULL ? query : ""));
  query_len = strlen (folded_query);
  if (query_len == 0)
    return g_markup_escape_text (copy, -1);

  folded = folded_text_new (copy);
  out = g_string_new (NULL);
  while (k < strlen (folded->folded))
    {
      gsize start, end;
      const char *hit = strstr (folded->folded + k, folded_query);
      g_autofree char *before = NULL;
      g_autofree char *inside = NULL;

      if (hit == NULL || !find_folded (folded, copy, folded_query, k, &start, &end))
        break;
      k = (gsize) (hit - folded->folded) + query_len;
      /* Two folded matches may come from one original character. */
      if (start < done)
        continue;
      before = g_markup_escape_text (copy + done, (gssize) (start - done));
      inside = g_markup_escape_text (copy + start, (gssize) (end - start));
      g_string_append_printf (out, "%s%s%s%s", before, open, inside, close);
      done = end;
    }
  {
    g_autofree char *rest = g_markup_escape_text (copy + done, -1);
    g_string_append (out, rest);
  }
  qb_rules_folded_text_free (folded);
  return g_string_free (out, FALSE);
}

/* The matches of one book, each kind in its own array, in book order. */
static void
search_book (QbRulesBook *self,
             const char  *query,
             gboolean     numbers,
             GPtrArray   *by_kind[3])
{
  g_autofree char *folded_query = g_strstrip (qb_rules_fold (query));
  g_autofree char *number = g_strstrip (g_strdup (query));
  gboolean is_number = numbers && qb_rules_is_section_number (query);
  guint k = 0;

  if (*folded_query == '\0')
    return;
  ensure_folded (self);
  for (guint i = 0; i < self->n_sections; i++)
    {
      const QbRulesSection *section = &self->sections[i];
      const FoldedText *const *texts = (const FoldedText *const *) self->folded + k;
      QbRulesMatch *match = NULL;
      QbRulesMatchKind kind = QB_RULES_MATCH_TEXT;
      gsize start = 0, end = 0;

      k += section->n_paragraphs + 1;
      if (is_number && number_matches (section->id, number))
        kind = QB_RULES_MATCH_NUMBER;
      else if (find_folded (texts[0], section->title, folded_query, 0, &start, &end))
        kind = QB_RULES_MATCH_TITLE;

      /* The first paragraph that holds the query gives the snippet, for
       * a number or a title match too: the title is on the row already. */
      for (guint j = 0; j < section->n_paragraphs && match == NULL; j++)
        {
          const char *text = section->paragraphs[j].plain;

          if (find_folded (texts[j + 1], text, folded_query, 0, &start, &end))
            match = make_match (self, section, (int) j, text, start, end);
        }
      if (kind != QB_RULES_MATCH_TEXT)
        {
          if (match == NULL)
            match = make_opening (self, section);
          match->paragraph = -1;
        }
      if (match == NULL)
        continue;
      match->kind = kind;
      g_ptr_array_add (by_kind[kind], match);
    }
}

static GPtrArray *
ranked (GPtrArray *by_kind[3])
{
  GPtrArray *all = g_ptr_array_new_with_free_func ((GDestroyNotify) qb_rules_match_free);

  for (guint kind = 0; kind < 3; kind++)
    {
      for (guint i = 0; i < by_kind[kind]->len; i++)
        g_ptr_array_add (all, g_steal_pointer (&by_kind[kind]->pdata[i]));
      g_ptr_array_unref (by_kind[kind]);
    }
  return all;
}

GPtrArray *
qb_rules_book_search (QbRulesBook *self,
                      const char  *query)
{
  GPtrArray *by_kind[3];

  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  g_return_val_if_fail (query != NULL, NULL);

  for (guint kind = 0; kind < 3; kind++)
    by_kind[kind] = g_ptr_array_new_with_free_func ((GDestroyNotify) qb_rules_match_free);
  search_book (self, query, TRUE, by_kind);
  return ranked (by_kind);
}

GPtrArray *
qb_rules_book_search_game (const char *game,
                           const char *query,
                           const char *first)
{
  const char *const *languages = qb_rules_book_get_languages_for_game (game);
  GPtrArray *by_kind[3];

  g_return_val_if_fail (query != NULL, NULL);

  for (guint kind = 0; kind < 3; kind++)
    by_kind[kind] = g_ptr_array_new_with_free_func ((GDestroyNotify) qb_rules_match_free);
  if (first != NULL && (languages == NULL || !g_strv_contains (languages, first)))
    first = NULL;
  for (int pass = 0; pass < 2 && languages != NULL; pass++)
    for (guint i = 0; languages[i] != NULL; i++)
      {
        gboolean is_first = g_strcmp0 (languages[i], first) == 0;
        QbRulesBook *book;

        if ((pass == 0) != is_first)
          continue;
        book = qb_rules_book_get_for_game (game, languages[i]);
        if (book != NULL)
          search_book (book, query, first == NULL || is_first, by_kind);
      }
  return ranked (by_kind);
}

GPtrArray *
qb_rules_book_search_all (const char *query,
                          const char *first)
{
  return qb_rules_book_search_game (QB_RULES_GAME_QUEBEC1759, query, first);
}
