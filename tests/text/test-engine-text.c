/* test-engine-text.c: every reason the rules engine can give is in the
 * table of src/text/qb-engine-text.c, and so is translated.
 *
 * The engine gives its reasons as string literals in its check functions
 * (`return "no road connects these zones (6.1)";`, `why = "...";`). This
 * test reads the engine's sources (every .c file of src/engine, so a new one is
 * read too; QB_ENGINE_SRCDIR), finds the string literals inside function
 * bodies and requires each of them to be in the table, except in the few
 * functions listed below whose strings are not reasons (names, codes,
 * messages for developers). The other way round, every entry of the table
 * must still be in the engine. Tables of names at file scope (qb-data.c)
 * are not reasons and are not read.
 */
#include <glib.h>
#include <string.h>

#include "qb-engine-text.h"

/* Functions of the engine whose string literals are not reasons, as
 * "file:function". A function that gives reasons must never be here. */
static const char *const not_reasons[] = {
  /* English names and codes for logs, files and the CLI (qb-view.c). */
  "qb-view.c:qb_zone_code",
  "qb-view.c:qb_zone_name",
  "qb-view.c:qb_side_name",
  "qb-view.c:qb_type_name",
  "qb-view.c:qb_phase_name",
  "qb-view.c:qb_action_type_name",
  "qb-view.c:qb_event_type_name",
  "qb-view.c:qb_rule_format",
  "qb-view.c:mode_name",
  "qb-view.c:qb_action_describe",
  /* Broken invariants, for self-play and the tests (qb-check.c). */
  "qb-check.c:qb_check_invariants",
  "qb-check.c:qb_check_view_hides",
};

typedef struct {
  char *where;      /* "file:function" */
  char *text;       /* the literal, adjacent literals joined, unescaped */
  guint line;
} Literal;

static void
literal_free (gpointer data)
{
  Literal *l = data;

  g_free (l->where);
  g_free (l->text);
  g_free (l);
}

static gboolean
is_ident_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

/* The string literals inside function bodies of one C file. A small lexer:
 * comments, preprocessor lines, character and string literals (adjacent
 * ones joined), braces and the name before a function's parameter list. */
static void
scan_source (const char *file,
             const char *src,
             GPtrArray  *out)
{
  g_autofree char *function = NULL;     /* whose body we are in */
  g_autofree char *candidate = NULL;    /* the name before the last top-level "(" */
  g_autofree char *last_ident = NULL;
  Literal *previous = NULL;             /* joins "a" "b" */
  char last_sig = '\0';                 /* last significant character */
  gboolean line_start = TRUE;
  guint depth = 0, parens = 0, line = 1;
  const char *p = src;

  while (*p != '\0')
    {
      char c = *p;

      if (c == '\n')
        {
          line++;
          line_start = TRUE;
          p++;
          continue;
        }
      if (g_ascii_isspace (c))
        {
          p++;
          continue;
        }
      if (c == '/' && p[1] == '*')
        {
          const char *end = strstr (p + 2, "*/");

          for (const char *q = p; q < (end != NULL ? end : p + strlen (p)); q++)
            line += *q == '\n';
          p = end != NULL ? end + 2 : p + strlen (p);
          continue;
        }
      if (c == '/' && p[1] == '/')
        {
          while (*p != '\0' && *p != '\n')
            p++;
          continue;
        }
      if (c == '#' && line_start)
        {
          while (*p != '\0' && !(*p == '\n' && p[-1] != '\\'))
            {
              line += *p == '\n';
              p++;
            }
          continue;
        }
      line_start = FALSE;

      if (c == '\'')
        {
          p++;
          while (*p != '\0' && *p != '\'')
            p += *p == '\\' && p[1] != '\0' ? 2 : 1;
          if (*p != '\0')
            p++;
          last_sig = '\'';
          previous = NULL;
          continue;
        }
      if (c == '"')
        {
          GString *text = g_string_new (NULL);

          p++;
          while (*p != '\0' && *p != '"')
            {
              if (*p == '\\' && p[1] != '\0')
                {
                  char e = p[1];

                  g_string_append_c (text, e == 'n' ? '\n' : e == 't' ? '\t' : e);
                  p += 2;
                }
              else
                g_string_append_c (text, *p++);
            }
          if (*p != '\0')
            p++;
          if (function == NULL)
            g_string_free (text, TRUE);
          else if (previous != NULL && last_sig == '"')
            {
              char *joined = g_strconcat (previous->text, text->str, NULL);

              g_free (previous->text);
              previous->text = joined;
              g_string_free (text, TRUE);
            }
          else
            {
              Literal *l = g_new0 (Literal, 1);

              l->where = g_strdup_printf ("%s:%s", file, function != NULL ? function : "?");
              l->text = g_string_free (text, FALSE);
              l->line = line;
              g_ptr_array_add (out, l);
              previous = l;
            }
          last_sig = '"';
          continue;
        }
      if (is_ident_char (c))
        {
          const char *start = p;

          while (is_ident_char (*p))
            p++;
          g_free (last_ident);
          last_ident = g_strndup (start, p - start);
          last_sig = 'a';
          previous = NULL;
          continue;
        }

      /* Punctuation. At file scope, the name before the first "(" of a
       * declaration is the function's, if a body follows the ")". */
      if (depth == 0 && c == '(')
        {
          if (parens == 0)
            {
              g_free (candidate);
              candidate = last_sig == 'a' ? g_strdup (last_ident) : NULL;
            }
          parens++;
        }
      else if (depth == 0 && c == ')' && parens > 0)
        parens--;
      else if (depth == 0 && c == ';')
        g_clear_pointer (&candidate, g_free);
      else if (c == '{')
        {
          if (depth == 0)
            {
              g_free (function);
              /* A body follows ")"; an initializer follows "=". */
              function = last_sig == ')' && candidate != NULL ? g_strdup (candidate) : NULL;
            }
          depth++;
        }
      else if (c == '}' && depth > 0)
        {
          depth--;
          if (depth == 0)
            g_clear_pointer (&function, g_free);
        }
      last_sig = c;
      previous = NULL;
      p++;
    }
}

static gboolean
is_not_reason (const char *where)
{
  for (guint i = 0; i < G_N_ELEMENTS (not_reasons); i++)
    if (strcmp (not_reasons[i], where) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
in_table (const char *text)
{
  guint n = 0;
  const char *const *reasons = qb_engine_reasons (&n);

  for (guint i = 0; i < n; i++)
    if (strcmp (reasons[i], text) == 0)
      return TRUE;
  return FALSE;
}

/* The literals of `literals` that should be reasons and are not in the
 * table, one a line, or NULL. */
static char *
missing_reasons (GPtrArray *literals)
{
  GString *missing = g_string_new (NULL);

  for (guint i = 0; i < literals->len; i++)
    {
      const Literal *l = g_ptr_array_index (literals, i);

      if (!is_not_reason (l->where) && !in_table (l->text))
        g_string_append_printf (missing, "  %s (line %u): \"%s\"\n", l->where, l->line, l->text);
    }
  if (missing->len == 0)
    {
      g_string_free (missing, TRUE);
      return NULL;
    }
  return g_string_free (missing, FALSE);
}

static GPtrArray *
scan_engine (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (QB_ENGINE_SRCDIR, 0, &error);
  GPtrArray *literals = g_ptr_array_new_with_free_func (literal_free);
  guint files = 0;
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *src = NULL;

      if (!g_str_has_suffix (name, ".c"))
        continue;
      path = g_build_filename (QB_ENGINE_SRCDIR, name, NULL);
      g_file_get_contents (path, &src, NULL, &error);
      g_assert_no_error (error);
      scan_source (name, src, literals);
      files++;
    }
  /* qb-battle.c, qb-battle-end.c, qb-campaign.c, qb-check.c, qb-data.c,
   * qb-engine.c, qb-orders.c, ... */
  g_assert_cmpuint (files, >=, 10);
  return literals;
}

/* Every literal of the engine's check functions is in the table. */
static void
test_every_reason_translated (void)
{
  g_autoptr(GPtrArray) literals = scan_engine ();
  g_autofree char *missing = missing_reasons (literals);
  guint reasons = 0;

  for (guint i = 0; i < literals->len; i++)
    reasons += !is_not_reason (((Literal *) g_ptr_array_index (literals, i))->where);
  g_test_message ("%u reason literals in the engine", reasons);
  /* The engine had 99 different reasons when this test was written. */
  g_assert_cmpuint (reasons, >=, 99);
  if (missing != NULL)
    g_error ("reasons of the engine missing from the table of src/text/qb-engine-text.c "
             "(add them there with N_(), or list the function in not_reasons[] of this "
             "test if its strings are not reasons):\n%s", missing);
}

/* Every entry of the table is still a reason of the engine. */
static void
test_no_stale_reason (void)
{
  g_autoptr(GPtrArray) literals = scan_engine ();
  const char *const *reasons;
  guint n = 0;

  reasons = qb_engine_reasons (&n);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < literals->len && !found; j++)
        {
          const Literal *l = g_ptr_array_index (literals, j);

          found = !is_not_reason (l->where) && strcmp (l->text, reasons[i]) == 0;
        }
      if (!found)
        g_error ("qb-engine-text.c translates “%s”, which the engine no longer gives", reasons[i]);
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (reasons[j], !=, reasons[i]);
    }
}

/* The scanner finds a new reason wherever the engine may put it, joins
 * adjacent literals, and is not fooled by comments, character literals,
 * preprocessor lines or file-scope tables. */
static void
test_scanner_catches_new_reason (void)
{
  static const char source[] =
    "#include \"qb-private.h\"\n"
    "#define WHY \"not a reason\"\n"
    "static const char *const names[] = { \"left\", \"right\" };\n"
    "/* \"a comment\" { */\n"
    "static const char *\n"
    "check_new (const QbState *s, QbAction a)\n"
    "{\n"
    "  char q = '\"';\n"
    "  if (a.type == '}')\n"
    "    return \"no road connects these zones (6.1)\";\n"
    "  if (q)\n"
    "    return \"a brand new reason \"\n"
    "           \"on two lines (99.9)\";\n"
    "  // \"a line comment\"\n"
    "  return s->move ? NULL : \"another new reason\";\n"
    "}\n"
    "bool\n"
    "qb_validate_more (const QbState *s, const char **reason)\n"
    "{\n"
    "  const char *why = NULL;\n"
    "  for (int i = 0; i < 2; i++) { if (i) why = \"a third new reason\"; }\n"
    "  *reason = why;\n"
    "  return why == NULL;\n"
    "}\n"
    "const char *\n"
    "qb_phase_name (int phase)\n"
    "{\n"
    "  static const char *const n[] = { \"orders\" };\n"
    "  return n[phase];\n"
    "}\n";
  g_autoptr(GPtrArray) literals = g_ptr_array_new_with_free_func (literal_free);
  g_autofree char *missing = NULL;

  scan_source ("qb-view.c", source, literals);
  g_assert_cmpuint (literals->len, ==, 5);
  g_assert_cmpstr (((Literal *) literals->pdata[0])->where, ==, "qb-view.c:check_new");
  g_assert_cmpstr (((Literal *) literals->pdata[0])->text, ==, "no road connects these zones (6.1)");
  g_assert_cmpstr (((Literal *) literals->pdata[1])->text, ==, "a brand new reason on two lines (99.9)");
  g_assert_cmpuint (((Literal *) literals->pdata[1])->line, ==, 12);
  g_assert_cmpstr (((Literal *) literals->pdata[3])->where, ==, "qb-view.c:qb_validate_more");
  g_assert_cmpstr (((Literal *) literals->pdata[4])->where, ==, "qb-view.c:qb_phase_name");

  missing = missing_reasons (literals);
  g_assert_nonnull (missing);
  g_assert_nonnull (strstr (missing, "\"a brand new reason on two lines (99.9)\""));
  g_assert_nonnull (strstr (missing, "\"another new reason\""));
  g_assert_nonnull (strstr (missing, "\"a third new reason\""));
  g_assert_null (strstr (missing, "no road connects"));
  g_assert_null (strstr (missing, "orders"));
}

static void
test_reason_lookup (void)
{
  g_assert_cmpstr (qb_engine_reason_text ("no road connects these zones (6.1)"), ==,
                   "no road connects these zones (6.1)");
  g_assert_cmpstr (qb_engine_reason_text ("something new"), ==, "something new");
  g_assert_null (qb_engine_reason_text (NULL));
}

/* A reason standing alone reads as a sentence: every one of the table
 * starts with a capital and ends with a full stop, and keeps its words. */
static void
test_reason_sentence (void)
{
  const char *const *reasons;
  guint n = 0;

  reasons = qb_engine_reasons (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *sentence = qb_engine_reason_sentence (reasons[i]);

      g_assert_true (g_unichar_isupper (g_utf8_get_char (sentence)));
      g_assert_true (g_str_has_suffix (sentence, "."));
      g_assert_true (g_str_has_prefix (g_utf8_next_char (sentence), g_utf8_next_char (reasons[i])));
    }
  {
    g_autofree char *s = qb_engine_reason_sentence ("the order is already empty");
    g_autofree char *t = qb_engine_reason_sentence ("Already a sentence.");
    g_autofree char *u = qb_engine_reason_sentence ("été perdu (6.1)");

    g_assert_cmpstr (s, ==, "The order is already empty.");
    g_assert_cmpstr (t, ==, "Already a sentence.");
    g_assert_cmpstr (u, ==, "Été perdu (6.1).");
  }
  g_assert_null (qb_engine_reason_sentence (NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/engine-text/every-reason-translated", test_every_reason_translated);
  g_test_add_func ("/text/engine-text/no-stale-reason", test_no_stale_reason);
  g_test_add_func ("/text/engine-text/scanner-catches-new-reason", test_scanner_catches_new_reason);
  g_test_add_func ("/text/engine-text/reason-lookup", test_reason_lookup);
  g_test_add_func ("/text/engine-text/reason-sentence", test_reason_sentence);

  return g_test_run ();
}
