/* qb-cli-rules.c: the rules reference in a terminal (quebec1759-cli rules).
 *
 *   rules [--game G] [--lang en|fr|it] [--edition both|classic|revised] --section 17.1
 *   rules [--game G] [--lang en|fr|it] --search TEXT
 *   rules [--game G] [--lang en|fr|it]           (the table of contents)
 *   rules [--game G] [--lang L] [--edition E] [--section ID] --export html [-o FILE]
 *   rules quebec1759:rules/17.2?lang=fr...       (a link copied in the app)
 *
 * G is quebec1759 (the default) or wilderness-war. Without --lang a
 * section or the contents come in the user's language and a search covers
 * every language of the game. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "qb-cli.h"
#include "qb-rules-book.h"
#include "qb-rules-export.h"

#define WIDTH 78

static gboolean
ends_with_word (const GString *out,
                const char    *word)
{
  gsize n = strlen (word);
  gsize len = out->len;

  while (len > 0 && out->str[len - 1] == ' ')
    len--;
  if (len < n || g_ascii_strncasecmp (out->str + len - n, word, n) != 0)
    return FALSE;
  return len == n || !g_ascii_isalpha (out->str[len - n - 1]);
}

/* The text with each [[id]] as "see 15.0", or just "15.0" after a word
 * that already says so ("Voir [[15.0]]") or in a list of references. */
static char *
text_with_references (const char *text,
                      const char *language)
{
  GString *out = g_string_new (NULL);
  const char *see = qb_rules_label (language, QB_RULES_LABEL_SEE);
  gsize last_ref_end = G_MAXSIZE;
  const char *p = text;

  while (*p)
    {
      const char *open = strstr (p, "[[");
      const char *close = open != NULL ? strstr (open, "]]") : NULL;
      gboolean in_list = FALSE;

      if (open == NULL || close == NULL)
        {
          g_string_append (out, p);
          break;
        }
      g_string_append_len (out, p, open - p);
      if (last_ref_end != G_MAXSIZE && out->len - last_ref_end <= 5)
        {
          /* Only spaces, commas or a short conjunction since the last one. */
          in_list = TRUE;
          for (gsize i = last_ref_end; i < out->len; i++)
            if (g_ascii_isdigit (out->str[i]) || out->str[i] == '(' || out->str[i] == '.')
              in_list = FALSE;
        }
      if (!in_list && !ends_with_word (out, see) && !ends_with_word (out, "see"))
        g_string_append_printf (out, "%s ", see);
      g_string_append_len (out, open + 2, close - open - 2);
      last_ref_end = out->len;
      p = close + 2;
    }
  return g_string_free (out, FALSE);
}

/* Prints `text` wrapped at WIDTH columns, the first line after `lead`,
 * the others indented by `indent` spaces. */
static void
print_wrapped (const char *lead,
               guint       indent,
               const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  guint column = (guint) g_utf8_strlen (lead, -1);

  fputs (lead, stdout);
  for (guint i = 0, on_line = 0; words[i] != NULL; i++)
    {
      guint n = (guint) g_utf8_strlen (words[i], -1);

      if (n == 0)
        continue;
      if (on_line > 0 && column + 1 + n > WIDTH)
        {
          printf ("\n%*s", (int) indent, "");
          column = indent;
          on_line = 0;
        }
      if (on_line > 0)
        {
          putchar (' ');
          column++;
        }
      fputs (words[i], stdout);
      column += n;
      on_line++;
    }
  putchar ('\n');
}

static char *
paragraph_lead (const char             *language,
                const QbRulesParagraph *p)
{
  GString *lead = g_string_new ("\n  ");

  if (p->edition == QB_RULES_EDITION_CLASSIC)
    g_string_append_printf (lead, "[%s] ", qb_rules_label (language, QB_RULES_LABEL_CLASSIC));
  else if (p->edition == QB_RULES_EDITION_REVISED)
    g_string_append_printf (lead, "[%s] ", qb_rules_label (language, QB_RULES_LABEL_REVISED));
  switch (p->kind)
    {
    case QB_RULES_KIND_NOTE:
      g_string_append_printf (lead, "%s: ", qb_rules_label (language, QB_RULES_LABEL_NOTE));
      break;
    case QB_RULES_KIND_EXAMPLE:
      g_string_append_printf (lead, "%s: ", qb_rules_label (language, QB_RULES_LABEL_EXAMPLE));
      break;
    case QB_RULES_KIND_DESIGN:
      g_string_append_printf (lead, "%s: ", qb_rules_label (language, QB_RULES_LABEL_DESIGN));
      break;
    case QB_RULES_KIND_FAQ:
      g_string_append_printf (lead, "%s: ", qb_rules_label (language, QB_RULES_LABEL_FAQ));
      break;
    case QB_RULES_KIND_CLARIFICATION:
      g_string_append_printf (lead, "%s: ",
                              qb_rules_label (language, QB_RULES_LABEL_CLARIFICATION));
      break;
    case QB_RULES_KIND_RULE:
    default:
      break;
    }
  return g_string_free (lead, FALSE);
}

static void
print_section (QbRulesBook          *book,
               const QbRulesSection *section,
               int                   edition)
{
  const char *language = qb_rules_book_get_language (book);

  printf ("%s  %s\n", section->id, section->title);
  for (guint i = 0; i < section->n_paragraphs; i++)
    {
      const QbRulesParagraph *p = &section->paragraphs[i];
      g_autofree char *text = NULL;
      g_autofree char *lead = NULL;

      if (edition >= 0 && p->edition != QB_RULES_EDITION_BOTH && (int) p->edition != edition)
        continue;
      text = text_with_references (p->text, language);
      lead = paragraph_lead (language, p);
      print_wrapped (lead, 2, text);
    }

  /* The rulings of this edition that concern the section. */
  for (guint i = 0; i < qb_rules_book_get_n_rulings (book); i++)
    {
      const QbRuling *r = qb_rules_book_get_ruling (book, i);
      if (g_strv_contains (r->sections, section->id))
        {
          g_autofree char *text = text_with_references (r->text, language);
          g_autofree char *lead = g_strdup_printf ("\n  %s %s: ", qb_rules_label (language, QB_RULES_LABEL_RULING),
                                                   r->id);
          print_wrapped (lead, 2, text);
        }
    }
}

static void
print_contents (QbRulesBook *book)
{
  printf ("%s\n\n", qb_rules_book_get_title (book));
  for (guint i = 0; i < qb_rules_book_get_n_sections (book); i++)
    {
      const QbRulesSection *s = qb_rules_book_get_section (book, i);
      printf ("%s%-5s %s\n", s->parent != NULL ? "    " : "", s->id, s->title);
    }
}

static void
print_match (const QbRulesMatch *m,
             gboolean            with_language,
             gboolean            bold)
{
  QbRulesBook *book = qb_rules_book_get_for_game (m->game != NULL ? m->game
                                                  : QB_RULES_GAME_QUEBEC1759, m->language);
  const QbRulesSection *section = qb_rules_book_lookup (book, m->section_id);
  g_autoptr(GString) snippet = g_string_new (NULL);

  if (with_language)
    printf ("[%s] ", m->language);
  printf ("%s  %s\n", section->id, section->title);
  /* A number or a title match shows how the section begins, or the
   * passage of its text that holds the query too. */
  g_string_append_len (snippet, m->snippet, (gssize) m->match_start);
  if (bold)
    g_string_append (snippet, "\033[1m");
  g_string_append_len (snippet, m->snippet + m->match_start,
                       (gssize) (m->match_end - m->match_start));
  if (bold)
    g_string_append (snippet, "\033[0m");
  g_string_append (snippet, m->snippet + m->match_end);
  print_wrapped ("    ", 4, snippet->str);
}

int
qb_cli_rules (int    argc,
              char **argv)
{
  const char *game = QB_RULES_GAME_QUEBEC1759;
  const char *language = NULL, *section_id = NULL, *query = NULL;
  const char *export = NULL, *output = NULL, *edition_name = "both";
  g_autofree char *link_game = NULL, *link_language = NULL, *link_edition = NULL;
  g_autofree char *link_section = NULL;
  const char *const *languages;
  int edition = -1;
  QbRulesBook *book;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--game") == 0 && v != NULL)
        game = argv[++i];
      else if (strcmp (a, "--lang") == 0 && v != NULL)
        language = argv[++i];
      else if (strcmp (a, "--section") == 0 && v != NULL)
        section_id = argv[++i];
      else if (strcmp (a, "--search") == 0 && v != NULL)
        query = argv[++i];
      else if (strcmp (a, "--export") == 0 && v != NULL && strcmp (v, "html") == 0)
        export = argv[++i];
      else if (strcmp (a, "-o") == 0 && v != NULL)
        output = argv[++i];
      else if (qb_rules_link_parse (a, &link_game, &link_language, &link_edition, &link_section))
        {
          /* A link copied in the app: its parts, as if given one by one. */
          section_id = link_section;
          if (link_game != NULL)
            game = link_game;
          if (link_language != NULL)
            language = link_language;
          if (link_edition != NULL && (strcmp (link_edition, "classic") == 0
                                       || strcmp (link_edition, "revised") == 0))
            {
              edition_name = link_edition;
              edition = strcmp (link_edition, "classic") == 0 ? QB_RULES_EDITION_CLASSIC
                        : QB_RULES_EDITION_REVISED;
            }
        }
      else if (strcmp (a, "--edition") == 0 && v != NULL
               && (strcmp (v, "both") == 0 || strcmp (v, "classic") == 0
                   || strcmp (v, "revised") == 0))
        {
          edition = strcmp (v, "classic") == 0 ? QB_RULES_EDITION_CLASSIC
                    : strcmp (v, "revised") == 0 ? QB_RULES_EDITION_REVISED : -1;
          edition_name = v;
          i++;
        }
      else
        {
          fprintf (stderr, "rules: bad argument '%s'\n", a);
          return 2;
        }
    }
  languages = qb_rules_book_get_languages_for_game (game);
  if (languages == NULL)
    {
      g_autofree char *known = g_strjoinv (", ", (char **) qb_rules_book_get_games ());
      fprintf (stderr, "rules: no rules for the game '%s' (%s)\n", game, known);
      return 2;
    }
  if (language != NULL && !g_strv_contains (languages, language))
    {
      g_autofree char *known = g_strjoinv (", ", (char **) languages);
      fprintf (stderr, "rules: no rules in '%s' (%s)\n", language, known);
      return 2;
    }
  if (section_id != NULL && query != NULL)
    {
      fprintf (stderr, "rules: --section and --search do not go together\n");
      return 2;
    }
  if ((export != NULL && query != NULL) || (output != NULL && export == NULL))
    {
      fprintf (stderr, "rules: --export goes with --section or the whole book, -o with --export\n");
      return 2;
    }

  if (query != NULL)
    {
      g_autoptr(GPtrArray) matches = NULL;
      gboolean bold = isatty (STDOUT_FILENO);

      if (language != NULL)
        matches = qb_rules_book_search (qb_rules_book_get_for_game (game, language), query);
      else
        matches = qb_rules_book_search_game (game, query, qb_rules_book_get_default_language ());
      for (guint i = 0; i < matches->len; i++)
        print_match (matches->pdata[i], language == NULL, bold);
      if (matches->len == 0)
        {
          fprintf (stderr, "rules: nothing matches '%s'\n", query);
          return 1;
        }
      return 0;
    }

  /* The user's language if the game has a book in it, else English. */
  if (language == NULL)
    language = g_strv_contains (languages, qb_rules_book_get_default_language ())
               ? qb_rules_book_get_default_language () : "en";
  book = qb_rules_book_get_for_game (game, language);
  if (section_id != NULL && qb_rules_book_lookup (book, section_id) == NULL)
    {
      fprintf (stderr, "rules: no section '%s'\n", section_id);
      return 1;
    }
  if (export != NULL)
    {
      g_autofree char *html = qb_rules_export_html (book, section_id, edition_name);
      g_autoptr(GError) error = NULL;

      if (output == NULL || strcmp (output, "-") == 0)
        fputs (html, stdout);
      else if (!g_file_set_contents (output, html, -1, &error))
        {
          fprintf (stderr, "rules: %s\n", error->message);
          return 1;
        }
      return 0;
    }
  if (section_id == NULL)
    {
      print_contents (book);
      return 0;
    }
  print_section (book, qb_rules_book_lookup (book, section_id), edition);
  return 0;
}
