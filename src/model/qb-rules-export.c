/* qb-rules-export.c: the rules reference as an HTML document and as links
 * (see qb-rules-export.h). The document follows the page's look in print:
 * rules as body text, notes and the like set apart with an edge, edition
 * badges, cross-references as links inside the document. */
#include <string.h>

#include "qb-rules-export.h"

#define LINK_PREFIX "quebec1759:rules/"

static const char style[] =
  "body{font-family:'Cantarell','Noto Sans',sans-serif;font-size:11pt;line-height:1.45;"
  "max-width:46em;margin:2em auto;padding:0 1em;color:#1e1e1e;background:#fff}"
  "h1{font-size:1.9em;margin:0 0 .6em}"
  "h2{font-size:1.4em;margin:1.6em 0 .4em;break-after:avoid;page-break-after:avoid}"
  "h2 .number,.toc .number{color:#77767b;margin-right:.5em}"
  "section.chapter h2{font-size:1.6em;border-bottom:1px solid #deddda;padding-bottom:.2em}"
  "p{margin:.5em 0}"
  ".box{margin:.7em 0;padding:.4em .9em;border-left:4px solid #9a9996;background:#f6f5f4;"
  "break-inside:avoid;page-break-inside:avoid}"
  ".kind{font-size:.8em;font-weight:bold;text-transform:uppercase;letter-spacing:.04em;"
  "margin-right:.6em}"
  ".note{border-left-color:#3584e4}.example{border-left-color:#2ec27e}"
  ".example .text{font-style:italic}.design{border-left-color:#9141ac}"
  ".faq{border-left-color:#e5a50a}.clarification{border-left-color:#e66100}"
  ".ruling{border-left-color:#c01c28}"
  ".edition-classic{border-left-color:#c64600}.edition-revised{border-left-color:#1c71d8}"
  ".badge{font-size:.75em;font-weight:bold;border-radius:1em;padding:0 .6em;margin-right:.5em}"
  ".badge.classic{color:#a33a00;background:#fbe3d4}"
  ".badge.revised{color:#1a5fb4;background:#dbe8f8}"
  ".toc{columns:2;font-size:.95em}.toc a{color:inherit;text-decoration:none}"
  ".toc .sub{margin-left:1.4em}"
  "a{color:#1a5fb4}"
  "@page{margin:18mm}"
  "@media print{body{margin:0;max-width:none}a{color:inherit;text-decoration:none}"
  ".toc{break-after:page;page-break-after:always}}";

static gboolean
edition_shown (QbRulesEdition  edition,
               const char     *filter)
{
  return edition == QB_RULES_EDITION_BOTH || filter == NULL || strcmp (filter, "both") == 0
         || strcmp (filter, qb_rules_edition_to_string (edition)) == 0;
}

/* The text escaped, each [[id]] a link to that section of the document
 * when the document holds it, else just the number. */
static void
append_text (GString     *out,
             QbRulesBook *book,
             const char  *text,
             gboolean     links)
{
  const char *p = text;

  while (*p)
    {
      const char *open = strstr (p, "[[");
      const char *close = open != NULL ? strstr (open, "]]") : NULL;
      g_autofree char *before = NULL;
      g_autofree char *id = NULL;

      if (open == NULL || close == NULL)
        {
          g_autofree char *rest = g_markup_escape_text (p, -1);
          g_string_append (out, rest);
          return;
        }
      before = g_markup_escape_text (p, open - p);
      g_string_append (out, before);
      id = g_markup_escape_text (open + 2, close - open - 2);
      if (links && qb_rules_book_lookup (book, id) != NULL)
        g_string_append_printf (out, "<a href=\"#s%s\">%s</a>", id, id);
      else
        g_string_append (out, id);
      p = close + 2;
    }
}

static const char *
kind_label (const char  *language,
            QbRulesKind  kind)
{
  switch (kind)
    {
    case QB_RULES_KIND_NOTE: return qb_rules_label (language, QB_RULES_LABEL_NOTE);
    case QB_RULES_KIND_EXAMPLE: return qb_rules_label (language, QB_RULES_LABEL_EXAMPLE);
    case QB_RULES_KIND_DESIGN: return qb_rules_label (language, QB_RULES_LABEL_DESIGN);
    case QB_RULES_KIND_FAQ: return qb_rules_label (language, QB_RULES_LABEL_FAQ);
    case QB_RULES_KIND_CLARIFICATION: return qb_rules_label (language, QB_RULES_LABEL_CLARIFICATION);
    case QB_RULES_KIND_RULE:
    default: return NULL;
    }
}

static void
append_section (GString              *out,
                QbRulesBook          *book,
                const QbRulesSection *section,
                const char           *edition,
                gboolean              links)
{
  const char *language = qb_rules_book_get_language (book);
  g_autofree char *title = g_markup_escape_text (section->title, -1);

  g_string_append_printf (out, "<section id=\"s%s\" class=\"%s\">\n"
                          "<h2><span class=\"number\">%s</span>%s</h2>\n",
                          section->id, section->parent == NULL ? "chapter" : "section",
                          section->id, title);
  for (guint i = 0; i < section->n_paragraphs; i++)
    {
      const QbRulesParagraph *p = &section->paragraphs[i];
      const char *kind = kind_label (language, p->kind);
      gboolean boxed = kind != NULL || p->edition != QB_RULES_EDITION_BOTH;

      if (!edition_shown (p->edition, edition))
        continue;
      if (boxed)
        g_string_append_printf (out, "<div class=\"box %s edition-%s\">",
                                qb_rules_kind_to_string (p->kind),
                                qb_rules_edition_to_string (p->edition));
      g_string_append (out, "<p class=\"text\">");
      if (kind != NULL)
        g_string_append_printf (out, "<span class=\"kind\">%s</span>", kind);
      if (p->edition == QB_RULES_EDITION_CLASSIC)
        g_string_append_printf (out, "<span class=\"badge classic\">%s</span>",
                                qb_rules_label (language, QB_RULES_LABEL_CLASSIC));
      else if (p->edition == QB_RULES_EDITION_REVISED)
        g_string_append_printf (out, "<span class=\"badge revised\">%s</span>",
                                qb_rules_label (language, QB_RULES_LABEL_REVISED));
      append_text (out, book, p->text, links);
      g_string_append (out, boxed ? "</p></div>\n" : "</p>\n");
    }
  for (guint i = 0; i < qb_rules_book_get_n_rulings (book); i++)
    {
      const QbRuling *ruling = qb_rules_book_get_ruling (book, i);

      if (!g_strv_contains (ruling->sections, section->id))
        continue;
      g_string_append_printf (out, "<div class=\"box ruling\"><p class=\"text\">"
                              "<span class=\"kind\">%s %s</span>",
                              qb_rules_label (language, QB_RULES_LABEL_RULING), ruling->id);
      append_text (out, book, ruling->text, links);
      g_string_append (out, "</p></div>\n");
    }
  g_string_append (out, "</section>\n");
}

gboolean
qb_rules_section_is_within (QbRulesBook          *book,
                            const QbRulesSection *section,
                            const char           *id)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (book), FALSE);
  g_return_val_if_fail (section != NULL && id != NULL, FALSE);

  while (section != NULL)
    {
      if (strcmp (section->id, id) == 0)
        return TRUE;
      section = section->parent != NULL ? qb_rules_book_lookup (book, section->parent) : NULL;
    }
  return FALSE;
}

char *
qb_rules_export_html (QbRulesBook *book,
                      const char  *section_id,
                      const char  *edition)
{
  const QbRulesSection *only = NULL;
  g_autofree char *book_title = NULL;
  GString *out;

  g_return_val_if_fail (QB_IS_RULES_BOOK (book), NULL);

  if (section_id != NULL)
    {
      only = qb_rules_book_lookup (book, section_id);
      g_return_val_if_fail (only != NULL, NULL);
    }
  book_title = g_markup_escape_text (qb_rules_book_get_title (book), -1);
  out = g_string_new (NULL);
  g_string_append_printf (out,
                          "<!DOCTYPE html>\n"
                          "<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                          "<meta name=\"viewport\" content=\"width=device-width\"/>\n"
                          "<title>", qb_rules_book_get_language (book));
  if (only != NULL)
    {
      g_autofree char *title = g_markup_escape_text (only->title, -1);
      g_string_append_printf (out, "%s %s — ", only->id, title);
    }
  g_string_append_printf (out, "%s</title>\n<style>%s</style>\n</head>\n<body>\n<h1>%s</h1>\n",
                          book_title, style, book_title);

  if (only != NULL)
    {
      /* A chapter comes with its sections; their references stay
       * numbers, since the document may not hold what they name. */
      for (guint i = only->index; i < qb_rules_book_get_n_sections (book); i++)
        {
          const QbRulesSection *s = qb_rules_book_get_section (book, i);
          if (!qb_rules_section_is_within (book, s, only->id))
            break;
          append_section (out, book, s, edition, FALSE);
        }
    }
  else
    {
      /* The contents first: a printed reference is read by its numbers. */
      g_string_append_printf (out, "<nav class=\"toc\"><h2>%s</h2>\n",
                              qb_rules_label (qb_rules_book_get_language (book),
                                              QB_RULES_LABEL_SECTIONS));
      for (guint i = 0; i < qb_rules_book_get_n_sections (book); i++)
        {
          const QbRulesSection *s = qb_rules_book_get_section (book, i);
          g_autofree char *title = g_markup_escape_text (s->title, -1);
          g_string_append_printf (out, "<div class=\"%s\"><a href=\"#s%s\">"
                                  "<span class=\"number\">%s</span>%s</a></div>\n",
                                  s->parent != NULL ? "sub" : "top", s->id, s->id, title);
        }
      g_string_append (out, "</nav>\n");
      for (guint i = 0; i < qb_rules_book_get_n_sections (book); i++)
        append_section (out, book, qb_rules_book_get_section (book, i), edition, TRUE);
    }
  g_string_append (out, "</body>\n</html>\n");
  return g_string_free (out, FALSE);
}

/* ---- Links ----------------------------------------------------------------- */

char *
qb_rules_link_build (const char *game,
                     const char *language,
                     const char *edition,
                     const char *section_id)
{
  GString *out;
  char sep = '?';

  g_return_val_if_fail (section_id != NULL, NULL);

  out = g_string_new (LINK_PREFIX);
  g_string_append_uri_escaped (out, section_id, NULL, FALSE);
  if (game != NULL)
    {
      g_string_append_printf (out, "%cgame=", sep);
      g_string_append_uri_escaped (out, game, NULL, FALSE);
      sep = '&';
    }
  if (language != NULL)
    {
      g_string_append_printf (out, "%clang=", sep);
      g_string_append_uri_escaped (out, language, NULL, FALSE);
      sep = '&';
    }
  if (edition != NULL)
    {
      g_string_append_printf (out, "%cedition=", sep);
      g_string_append_uri_escaped (out, edition, NULL, FALSE);
    }
  return g_string_free (out, FALSE);
}

gboolean
qb_rules_link_parse (const char  *link,
                     char       **game,
                     char       **language,
                     char       **edition,
                     char       **section_id)
{
  g_autofree char *stripped = NULL;
  g_autofree char *section = NULL;
  g_auto(GStrv) pairs = NULL;
  g_autofree char *found_game = NULL;
  g_autofree char *found_language = NULL;
  g_autofree char *found_edition = NULL;
  const char *rest, *query;

  g_return_val_if_fail (link != NULL, FALSE);

  stripped = g_strstrip (g_strdup (link));
  if (!g_str_has_prefix (stripped, LINK_PREFIX))
    return FALSE;
  rest = stripped + strlen (LINK_PREFIX);
  query = strchr (rest, '?');
  section = g_uri_unescape_segment (rest, query, NULL);
  if (section == NULL || *section == '\0')
    return FALSE;
  pairs = g_strsplit (query != NULL ? query + 1 : "", "&", -1);
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      const char *eq = strchr (pairs[i], '=');
      char *value;

      if (eq == NULL)
        continue;
      value = g_uri_unescape_string (eq + 1, NULL);
      if (value == NULL)
        return FALSE;
      if (strncmp (pairs[i], "game=", 5) == 0)
        {
          g_free (found_game);
          found_game = value;
        }
      else if (strncmp (pairs[i], "lang=", 5) == 0)
        {
          g_free (found_language);
          found_language = value;
        }
      else if (strncmp (pairs[i], "edition=", 8) == 0)
        {
          g_free (found_edition);
          found_edition = value;
        }
      else
        g_free (value);
    }
  if (game != NULL)
    *game = g_steal_pointer (&found_game);
  if (language != NULL)
    *language = g_steal_pointer (&found_language);
  if (edition != NULL)
    *edition = g_steal_pointer (&found_edition);
  if (section_id != NULL)
    *section_id = g_steal_pointer (&section);
  return TRUE;
}
