/* qb-json-scan.c: a strict check of a whole file's JSON before json-glib
 * reads it (see docs/file-format.md, "What the loader accepts").
 *
 * json-glib 1.6 reads more than JSON: comments, strings in single quotes,
 * hexadecimal numbers, lone surrogate escapes (which it turns into bytes
 * that are not UTF-8), integers past 64 bits (which it wraps), and it
 * recurses once per level of nesting. A check that only counted brackets
 * outside double quotes could be fooled by a quote inside a comment, and
 * the brackets it missed overflowed the stack. So this scanner reads the
 * grammar of RFC 8259 itself, without recursion, with the nesting bound,
 * and json-glib only ever sees text that is plain JSON: what it reads is
 * then what this scanner checked. The first fault is reported with its
 * line and column. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-json-private.h"

typedef struct
{
  QbJsonCtx *ctx;
  const char *data;
  gsize length;
  gsize pos;
  gsize line_start;              /* the offset where the current line starts */
  guint line;                    /* from 1 */
} Scan;

static guint
column (const Scan *s,
        gsize       pos)
{
  /* Characters, not bytes: the text was checked to be UTF-8. */
  return (guint) g_utf8_strlen (s->data + s->line_start, (gssize) (pos - s->line_start)) + 1;
}

static gboolean
at_end (const Scan *s)
{
  return s->pos >= s->length;
}

static char
peek (const Scan *s)
{
  return at_end (s) ? '\0' : s->data[s->pos];
}

static gboolean
has_prefix (const Scan *s,
            const char *word)
{
  gsize n = strlen (word);

  return s->length - s->pos >= n && memcmp (s->data + s->pos, word, n) == 0;
}

/* `what` is already translated. */
static gboolean
fail_at (Scan       *s,
         gsize       pos,
         const char *what)
{
  /* Translators: an error in a file that is not plain JSON. %1$u and
   * %2$u are a line and a column of the file (from 1), %3$s what is
   * wrong there (“a comment (JSON has none)”). */
  return qb_json_fail (s->ctx, NULL, QB_FILE_ERROR_PARSE,
                       _("not valid JSON at line %1$u, column %2$u: %3$s"),
                       s->line, column (s, pos), what);
}

/* The reason a value, a member name or a separator cannot start here,
 * naming the usual ways of writing JSON that is not JSON. */
static gboolean
fail_unexpected (Scan *s)
{
  g_autofree char *shown = NULL;
  g_autofree char *what = NULL;
  gunichar c;

  if (at_end (s))
    return fail_at (s, s->pos, _("the file ends before the document does (truncated?)"));
  if (has_prefix (s, "/*") || has_prefix (s, "//"))
    return fail_at (s, s->pos, _("a comment (JSON has none)"));
  if (peek (s) == '\'')
    return fail_at (s, s->pos, _("a string in single quotes (JSON strings take double quotes)"));
  if (has_prefix (s, "NaN") || has_prefix (s, "Infinity") || has_prefix (s, "-Infinity")
      || has_prefix (s, "+Infinity"))
    return fail_at (s, s->pos, _("NaN and Infinity are not JSON numbers"));

  c = g_utf8_get_char (s->data + s->pos);
  if (g_unichar_isgraph (c))
    {
      char buf[8] = { 0 };

      g_unichar_to_utf8 (c, buf);
      shown = g_strdup (buf);
    }
  else
    shown = g_strdup_printf ("U+%04X", c);
  /* Translators: %s is a character of the file, or its code (“U+0007”). */
  what = g_strdup_printf (_("unexpected character '%s'"), shown);
  return fail_at (s, s->pos, what);
}

/* Whitespace as RFC 8259 has it: space, tab, line feed, carriage return. */
static void
skip_space (Scan *s)
{
  while (!at_end (s))
    {
      char c = s->data[s->pos];

      if (c == '\n')
        {
          s->line++;
          s->line_start = s->pos + 1;
        }
      else if (c != ' ' && c != '\t' && c != '\r')
        return;
      s->pos++;
    }
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Four hex digits after "\u" at `pos`, or -1. */
static int
read_u_escape (const Scan *s,
               gsize       pos)
{
  int value = 0;

  if (s->length - pos < 6 || s->data[pos] != '\\' || s->data[pos + 1] != 'u')
    return -1;
  for (gsize i = pos + 2; i < pos + 6; i++)
    {
      int digit = hex_value (s->data[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* Whether the file ends inside a "\uXXXX" that starts at `pos`. */
static gboolean
ends_in_escape (const Scan *s,
                gsize       pos)
{
  gsize n = s->length - pos;

  if (n >= 6)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    {
      char c = s->data[pos + i];

      if ((i == 0 && c != '\\') || (i == 1 && c != 'u') || (i > 1 && hex_value (c) < 0))
        return FALSE;
    }
  return TRUE;
}

static gboolean
scan_string (Scan *s)
{
  g_assert (peek (s) == '"');
  s->pos++;
  while (!at_end (s))
    {
      guchar c = (guchar) s->data[s->pos];

      if (c == '"')
        {
          s->pos++;
          return TRUE;
        }
      if (c < 0x20)
        return fail_at (s, s->pos, _("a control character in a string (JSON writes it as an "
                                     "escape such as \\n)"));
      if (c != '\\')
        {
          s->pos++;
          continue;
        }

      if (s->pos + 1 >= s->length)
        break;
      if (strchr ("\"\\/bfnrt", s->data[s->pos + 1]) != NULL && s->data[s->pos + 1] != '\0')
        {
          s->pos += 2;
          continue;
        }
      if (s->data[s->pos + 1] != 'u')
        return fail_at (s, s->pos, _("an unknown escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r "
                                     "\\t and \\u followed by four hexadecimal digits)"));

      {
        int unit = read_u_escape (s, s->pos);

        if (unit < 0)
          {
            if (ends_in_escape (s, s->pos))
              break;
            return fail_at (s, s->pos, _("\\u is followed by four hexadecimal digits"));
          }
        if (unit == 0)
          /* Our strings end at a null character: it would be cut silently. */
          return fail_at (s, s->pos, _("the escape \\u0000 (a null character)"));
        if (unit >= 0xdc00 && unit <= 0xdfff)
          goto lone;
        if (unit >= 0xd800 && unit <= 0xdbff)
          {
            int low = read_u_escape (s, s->pos + 6);

            if (low < 0 && ends_in_escape (s, s->pos + 6))
              break;
            if (low < 0xdc00 || low > 0xdfff)
              goto lone;
            s->pos += 12;
            continue;
          }
        s->pos += 6;
        continue;

      lone:
        {
          /* Translators: %04X is the escape's four hexadecimal digits. A
           * surrogate is half of a character outside the basic plane; it
           * means nothing without its other half. */
          g_autofree char *what = g_strdup_printf (_("the escape \\u%04X is half of a "
                                                     "surrogate pair without its other half"),
                                                   (guint) unit);

          return fail_at (s, s->pos, what);
        }
      }
    }
  s->pos = s->length;
  return fail_unexpected (s);
}

static gboolean
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? ; an integer must fit in
 * 64 bits, since json-glib would wrap it. */
static gboolean
scan_number (Scan *s)
{
  gsize start = s->pos;
  gboolean integer = TRUE;

  if (peek (s) == '-')
    s->pos++;
  if (has_prefix (s, "0x") || has_prefix (s, "0X"))
    return fail_at (s, start, _("a hexadecimal number (JSON numbers are decimal)"));
  if (has_prefix (s, "Infinity"))
    {
      s->pos = start;
      return fail_unexpected (s);
    }
  if (!is_digit (peek (s)))
    return at_end (s) ? fail_unexpected (s)
                       : fail_at (s, start, _("a number without digits"));
  if (peek (s) == '0' && s->pos + 1 < s->length && is_digit (s->data[s->pos + 1]))
    return fail_at (s, start, _("a number with a leading zero"));
  while (is_digit (peek (s)))
    s->pos++;
  if (peek (s) == '.')
    {
      integer = FALSE;
      s->pos++;
      if (!is_digit (peek (s)))
        return at_end (s) ? fail_unexpected (s)
                           : fail_at (s, start, _("a number without digits after its decimal point"));
      while (is_digit (peek (s)))
        s->pos++;
    }
  if (peek (s) == 'e' || peek (s) == 'E')
    {
      integer = FALSE;
      s->pos++;
      if (peek (s) == '+' || peek (s) == '-')
        s->pos++;
      if (!is_digit (peek (s)))
        return at_end (s) ? fail_unexpected (s)
                           : fail_at (s, start, _("a number without digits in its exponent"));
      while (is_digit (peek (s)))
        s->pos++;
    }

  if (integer)
    {
      gsize n = s->pos - start;
      char buf[24];
      gint64 value;

      /* 20 characters hold every 64-bit integer with its sign. */
      if (n >= sizeof buf
          || (memcpy (buf, s->data + start, n), buf[n] = '\0',
              !g_ascii_string_to_signed (buf, 10, G_MININT64, G_MAXINT64, &value, NULL)))
        {
          g_autofree char *literal = g_strndup (s->data + start, MIN (n, 40));

          /* Translators: %1$u and %2$u are a line and a column of the file,
           * %3$s the number written there (cut after 40 digits, then “…”). */
          return qb_json_fail (s->ctx, NULL, QB_FILE_ERROR_INVALID,
                               _("line %1$u, column %2$u: the integer %3$s%4$s does not fit "
                                 "in 64 bits"),
                               s->line, column (s, start), literal, n > 40 ? "…" : "");
        }
    }
  return TRUE;
}

static gboolean
scan_word (Scan       *s,
           const char *word)
{
  gsize n = MIN (strlen (word), s->length - s->pos);

  if (memcmp (s->data + s->pos, word, n) == 0 && n < strlen (word))
    {
      s->pos = s->length;
      return fail_unexpected (s);
    }
  if (!has_prefix (s, word))
    return fail_unexpected (s);
  s->pos += strlen (word);
  return TRUE;
}

/* A member name and its colon, the value being next. */
static gboolean
scan_member_name (Scan *s)
{
  skip_space (s);
  if (peek (s) != '"')
    return fail_unexpected (s);
  if (!scan_string (s))
    return FALSE;
  skip_space (s);
  if (peek (s) != ':')
    return fail_unexpected (s);
  s->pos++;
  return TRUE;
}

gboolean
qb_json_check_strict (QbJsonCtx  *ctx,
                      const char *data,
                      gsize       length,
                      guint       max_depth)
{
  Scan scan = { ctx, data, length, 0, 0, 1 };
  Scan *s = &scan;
  g_autofree char *stack = g_malloc (max_depth + 1);   /* '{' or '[' per open level */
  guint depth = 0;

  for (;;)
    {
      /* A value. */
      skip_space (s);
      switch (peek (s))
        {
        case '{':
        case '[':
          if (depth >= max_depth)
            {
              qb_json_fail (ctx, NULL, QB_FILE_ERROR_TOO_LARGE,
                            /* Translators: %1$d is the most levels of
                             * nesting allowed, %2$u and %3$u the line and
                             * the column where the file goes past it. */
                            _("nested deeper than %1$d levels (line %2$u, column %3$u)"),
                            (int) max_depth, s->line, column (s, s->pos));
              return FALSE;
            }
          stack[depth++] = peek (s);
          s->pos++;
          skip_space (s);
          if (peek (s) == (stack[depth - 1] == '{' ? '}' : ']'))
            {
              s->pos++;
              depth--;
              break;
            }
          if (stack[depth - 1] == '{' && !scan_member_name (s))
            return FALSE;
          continue;

        case '"':
          if (!scan_string (s))
            return FALSE;
          break;

        case 't':
          if (!scan_word (s, "true"))
            return FALSE;
          break;

        case 'f':
          if (!scan_word (s, "false"))
            return FALSE;
          break;

        case 'n':
          if (!scan_word (s, "null"))
            return FALSE;
          break;

        default:
          if (peek (s) == '-' || is_digit (peek (s)))
            {
              if (!scan_number (s))
                return FALSE;
              break;
            }
          return fail_unexpected (s);
        }

      /* After a value: the end of its containers, then a comma or the end
       * of the document. */
      for (;;)
        {
          char close;

          skip_space (s);
          if (depth == 0)
            {
              if (at_end (s))
                return TRUE;
              if (has_prefix (s, "/*") || has_prefix (s, "//"))
                return fail_unexpected (s);
              return fail_at (s, s->pos, _("text after the end of the document"));
            }
          close = stack[depth - 1] == '{' ? '}' : ']';
          if (peek (s) == close)
            {
              s->pos++;
              depth--;
              continue;
            }
          if (peek (s) != ',')
            return fail_unexpected (s);
          s->pos++;
          skip_space (s);
          if (peek (s) == '}' || peek (s) == ']')
            return fail_at (s, s->pos, _("a comma before a closing bracket"));
          if (stack[depth - 1] == '{' && !scan_member_name (s))
            return FALSE;
          break;
        }
    }
}
