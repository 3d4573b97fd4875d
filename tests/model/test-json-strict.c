/* test-json-strict.c: the loader reads plain JSON (RFC 8259) and nothing
 * else, whatever json-glib would read (issue 11, points 5, 6 and 8): see
 * src/model/qb-json-scan.c and docs/file-format.md. */
#include "qb-json-private.h"
#include "qb-model-test.h"

/* A small game whose "x" member (ignored when it loads) is `value`. */
static char *
game_with (const char *value)
{
  return g_strdup_printf ("{\"format\": \"quebec1759-game\", \"version\": 1,\n"
                          " \"options\": {\"edition\": \"revised\"}, \"seed\": 5,\n"
                          " \"start\": {\"kind\": \"standard\"}, \"actions\": [],\n"
                          " \"x\": %s}\n", value);
}

static QbRecord *
load (const char  *text,
      GError     **error)
{
  return qb_record_new_from_json (text, -1, "test.q1759", error);
}

static void
check_refused (const char  *text,
               QbFileError  code,
               const char  *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = load (text, &error);

  g_assert_null (record);
  g_assert_nonnull (error);
  if (error->domain != QB_FILE_ERROR || error->code != (int) code
      || strstr (error->message, expected) == NULL)
    g_error ("%s\n  gave: %s (code %d)\n  expected: %s (code %d)", text, error->message,
             error->code, expected, code);
}

/* Every value is one of these; column 7 of line 4 is where "x"'s value starts. */
static const struct {
  const char *value;
  QbFileError code;
  const char *message;
} refused[] = {
  { "/* a note */ 1", QB_FILE_ERROR_PARSE, "line 4, column 7: a comment (JSON has none)" },
  { "1 // a note", QB_FILE_ERROR_PARSE, "line 4, column 9: a comment" },
  { "'x'", QB_FILE_ERROR_PARSE, "line 4, column 7: a string in single quotes" },
  { "0x10", QB_FILE_ERROR_PARSE, "line 4, column 7: a hexadecimal number" },
  { "-0x10", QB_FILE_ERROR_PARSE, "line 4, column 7: a hexadecimal number" },
  { "NaN", QB_FILE_ERROR_PARSE, "line 4, column 7: NaN and Infinity are not JSON numbers" },
  { "Infinity", QB_FILE_ERROR_PARSE, "NaN and Infinity are not JSON numbers" },
  { "-Infinity", QB_FILE_ERROR_PARSE, "NaN and Infinity are not JSON numbers" },
  { "+1", QB_FILE_ERROR_PARSE, "line 4, column 7: unexpected character '+'" },
  { "01", QB_FILE_ERROR_PARSE, "a number with a leading zero" },
  { "1.", QB_FILE_ERROR_PARSE, "a number without digits after its decimal point" },
  { ".5", QB_FILE_ERROR_PARSE, "unexpected character '.'" },
  { "1e", QB_FILE_ERROR_PARSE, "a number without digits in its exponent" },
  { "-", QB_FILE_ERROR_PARSE, "a number without digits" },
  { "tru", QB_FILE_ERROR_PARSE, "unexpected character 't'" },
  { "[1, 2,]", QB_FILE_ERROR_PARSE, "line 4, column 13: a comma before a closing bracket" },
  { "{\"a\": 1,}", QB_FILE_ERROR_PARSE, "a comma before a closing bracket" },
  { "{a: 1}", QB_FILE_ERROR_PARSE, "line 4, column 8: unexpected character 'a'" },
  { "{\"a\" 1}", QB_FILE_ERROR_PARSE, "unexpected character '1'" },
  { "[1 2]", QB_FILE_ERROR_PARSE, "line 4, column 10: unexpected character '2'" },
  { "\"a\tb\"", QB_FILE_ERROR_PARSE, "line 4, column 9: a control character in a string" },
  { "\"a\\xb\"", QB_FILE_ERROR_PARSE, "line 4, column 9: an unknown escape" },
  { "\"\\u12g4\"", QB_FILE_ERROR_PARSE, "\\u is followed by four hexadecimal digits" },
  { "\"\\u0000\"", QB_FILE_ERROR_PARSE, "the escape \\u0000 (a null character)" },
  { "\"\\ud800x\"", QB_FILE_ERROR_PARSE, "line 4, column 8: the escape \\uD800 is half of a surrogate pair" },
  { "\"\\udbff\\u0041\"", QB_FILE_ERROR_PARSE, "the escape \\uDBFF is half of a surrogate pair" },
  { "\"\\ud800\\ud800\"", QB_FILE_ERROR_PARSE, "the escape \\uD800 is half of a surrogate pair" },
  { "\"\\udc00\"", QB_FILE_ERROR_PARSE, "the escape \\uDC00 is half of a surrogate pair" },
  { "\"é\\ude00\"", QB_FILE_ERROR_PARSE, "line 4, column 9: the escape \\uDE00" },
  { "9223372036854775808", QB_FILE_ERROR_INVALID, "line 4, column 7: the integer 9223372036854775808 does not fit in 64 bits" },
  { "-9223372036854775809", QB_FILE_ERROR_INVALID, "the integer -9223372036854775809 does not fit" },
  { "18446744073709551617", QB_FILE_ERROR_INVALID, "does not fit in 64 bits" },
  { "123456789012345678901234567890123456789012345", QB_FILE_ERROR_INVALID,
    "the integer 1234567890123456789012345678901234567890… does not fit" },
  { "1} {\"b\": 2", QB_FILE_ERROR_PARSE, "line 4, column 10: text after the end of the document" },
  { "1}\n/* end */", QB_FILE_ERROR_PARSE, "line 5, column 1: a comment" },
  { "[[[", QB_FILE_ERROR_PARSE, "line 4, column 10: unexpected character '}'" },
};

static void
test_refused (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *text = game_with (refused[i].value);

      check_refused (text, refused[i].code, refused[i].message);
    }

  /* Cut anywhere, the file ends too early. */
  {
    static const char *const cut[] = {
      "{\"format\": \"quebec1759-game\", \"vers", "{\"a\": \"\\u00", "{\"a\": \"\\", "{\"a\": [1, ",
      "{\"a\": tr", "{\"a\"", "{\"a\": -", "  ", "{\"a\": \"\\ud83d",
    };

    for (guint i = 0; i < G_N_ELEMENTS (cut); i++)
      check_refused (cut[i], QB_FILE_ERROR_PARSE, "the file ends before the document does (truncated?)");
  }

  /* Garbage after the document, and a second document. */
  {
    g_autofree char *one = game_with ("1");
    g_autofree char *two = g_strconcat (one, one, NULL);
    g_autofree char *nul = g_strconcat (one, "x", NULL);

    check_refused (two, QB_FILE_ERROR_PARSE, "line 5, column 1: text after the end of the document");
    check_refused (nul, QB_FILE_ERROR_PARSE, "line 5, column 1: text after the end of the document");
  }
}

/* What RFC 8259 allows loads, including the edges json-glib and this
 * scanner could disagree on. */
static void
test_accepted (void)
{
  static const char *const values[] = {
    "0", "-0", "1.5e-3", "1E+400", "-9223372036854775808", "9223372036854775807",
    "\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\ud83d\\ude00\"",
    "[]", "{}", "[[], {}, [{}]]", "{\"\": null, \"a\": [true, false]}",
    " \t\r\n 1 \t\r\n ",
  };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *text = game_with (values[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(QbRecord) record = load (text, &error);

      g_assert_no_error (error);
      g_assert_nonnull (record);
    }
}

/* The nesting limit counts every level, wherever the brackets hide. */
static void
test_depth (void)
{
  g_autoptr(GString) value = g_string_new (NULL);
  g_autofree char *ok = NULL;
  g_autofree char *deep = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = NULL;

  /* The root object is level 1: 31 more are allowed. */
  for (int i = 0; i < QB_FILE_MAX_DEPTH - 1; i++)
    g_string_append_c (value, '[');
  for (int i = 0; i < QB_FILE_MAX_DEPTH - 1; i++)
    g_string_append_c (value, ']');
  ok = game_with (value->str);
  record = load (ok, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);

  g_string_prepend_c (value, '[');
  g_string_append_c (value, ']');
  deep = game_with (value->str);
  check_refused (deep, QB_FILE_ERROR_TOO_LARGE, "nested deeper than 32 levels (line 4, column 38)");
}

/* About 150 KiB of brackets behind a quote that opens no string: json-glib
 * read them recursively and overflowed the stack (issue 11, point 5). */
static void
test_hidden_nesting (void)
{
  static const char *const hiding[][2] = {
    { "/* \" */ ", "a comment" },
    { "['\"', ", "a string in single quotes" },
  };

  for (guint h = 0; h < G_N_ELEMENTS (hiding); h++)
    {
      g_autoptr(GString) value = g_string_new (hiding[h][0]);
      g_autofree char *text = NULL;

      for (int i = 0; i < 100000; i++)
        g_string_append_c (value, '[');
      for (int i = 0; i < 100000; i++)
        g_string_append_c (value, ']');
      if (h == 1)
        g_string_append (value, ", '\"']");
      text = game_with (value->str);
      check_refused (text, QB_FILE_ERROR_PARSE, hiding[h][1]);
    }
}

/* Numbers past 64 bits wrapped silently (issue 11, point 8). */
static void
test_wrapping_numbers (void)
{
  check_refused ("{\"format\": \"quebec1759-game\", \"version\": 18446744073709551617}",
                 QB_FILE_ERROR_INVALID, "line 1, column 42: the integer 18446744073709551617 does not fit");
  check_refused ("{\"format\": \"quebec1759-game\", \"version\": 1, \"options\": {\"edition\": \"revised\"},"
                 " \"seed\": -18446744073709551604, \"start\": {\"kind\": \"standard\"}, \"actions\": []}",
                 QB_FILE_ERROR_INVALID, "the integer -18446744073709551604 does not fit in 64 bits");
}

/* A character outside the basic plane, written as a surrogate pair or as
 * itself, loads and is saved as valid UTF-8 that loads again (point 6). */
static void
test_surrogate_pair_round_trip (void)
{
  g_autofree char *text = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbRecord) reloaded = NULL;

  text = g_strdup ("{\"format\": \"quebec1759-game\", \"version\": 1, \"options\": {\"edition\": \"revised\"},"
                   " \"seed\": 5, \"start\": {\"kind\": \"standard\"}, \"actions\": [],"
                   " \"annotations\": [{\"at\": 0, \"text\": \"\\ud83d\\ude00 and \xf0\x9f\x98\x80\"}]}");
  record = load (text, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (qb_record_get_annotation (record, 0)->text, ==, "\xf0\x9f\x98\x80 and \xf0\x9f\x98\x80");
  saved = qb_record_to_json (record, NULL);
  g_assert_true (g_utf8_validate (saved, -1, NULL));
  reloaded = load (saved, &error);
  g_assert_no_error (error);
  again = qb_record_to_json (reloaded, NULL);
  g_assert_cmpstr (saved, ==, again);
}

/* Whatever a string holds, the text written is UTF-8 (U+FFFD for a bad
 * byte), so that a save can always be read again. */
static void
test_written_utf8 (void)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);
  g_autofree char *text = NULL;

  json_node_set_string (node, "Montcalm\xed\xa0\x80 \xff");
  text = qb_json_to_text (node, NULL);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_nonnull (strstr (text, "Montcalm\xef\xbf\xbd"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/json-strict/refused", test_refused);
  g_test_add_func ("/model/json-strict/accepted", test_accepted);
  g_test_add_func ("/model/json-strict/depth", test_depth);
  g_test_add_func ("/model/json-strict/hidden-nesting", test_hidden_nesting);
  g_test_add_func ("/model/json-strict/wrapping-numbers", test_wrapping_numbers);
  g_test_add_func ("/model/json-strict/surrogate-pair-round-trip", test_surrogate_pair_round_trip);
  g_test_add_func ("/model/json-strict/written-utf8", test_written_utf8);

  return g_test_run ();
}
