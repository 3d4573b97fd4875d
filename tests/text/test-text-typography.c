/* test-text-typography.c: the typography of the French and Italian texts,
 * and one spelling of the places between the board and the rules (issue 9).
 *
 * The texts are every msgstr of po/fr.po and po/it.po and every string of
 * data/rules/fr.json and it.json (sections, glossary, rulings), read from
 * the source tree (G_TEST_SRCDIR is tests/). Both languages write the
 * typographic apostrophe (’), never the straight one; French quotes with
 * « » and a no-break space inside, Italian with “ ”. The [[id]] references
 * of the rules and markup tags are code, not prose, and are left out.
 *
 * The board names its zones with qb_ui_zone_name() in the player's
 * language (the catalogs the build makes, as in test-text-i18n); the rules
 * of that language must use the same name, and no other spelling of it
 * (“Levis”, “Ste. Foy”) may be left in the rules or the catalog.
 */
#include <glib.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "qb-engine.h"
#include "qb-test-i18n.h"
#include "qb-ui-names.h"

/* ---- The texts ----------------------------------------------------------- */

static char *
source_path (const char *dir,
             const char *file)
{
  return g_test_build_filename (G_TEST_DIST, "..", dir, file, NULL);
}

/* A C string of the po file ("..." with escapes), unescaped. */
static void
append_po_string (GString    *out,
                  const char *line)
{
  const char *open = strchr (line, '"');
  const char *close = strrchr (line, '"');
  g_autofree char *inner = NULL;
  g_autofree char *text = NULL;

  g_assert_true (open != NULL && close > open);
  inner = g_strndup (open + 1, close - open - 1);
  text = g_strcompress (inner);
  g_string_append (out, text);
}

/* Every msgstr of po/<lang>.po (the header's too), with the escaped
 * double quotes kept as \" so that the checks can tell them apart. */
static GPtrArray *
po_msgstrs (const char *lang)
{
  g_autofree char *name = g_strconcat (lang, ".po", NULL);
  g_autofree char *path = source_path ("po", name);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *strs = g_ptr_array_new_with_free_func (g_free);
  GString *current = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_str_has_prefix (line, "msgstr"))
        {
          if (current != NULL)
            g_ptr_array_add (strs, g_string_free (current, FALSE));
          current = g_string_new (NULL);
          append_po_string (current, line);
        }
      else if (current != NULL && line[0] == '"')
        append_po_string (current, line);
      else if (current != NULL)
        {
          g_ptr_array_add (strs, g_string_free (current, FALSE));
          current = NULL;
        }
    }
  if (current != NULL)
    g_ptr_array_add (strs, g_string_free (current, FALSE));
  g_assert_cmpuint (strs->len, >, 500);
  return strs;
}

static void
collect_strings (JsonNode  *node,
                 GPtrArray *strs)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        JsonNode *member;

        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, NULL, &member))
          collect_strings (member, strs);
      }
      break;
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        for (guint i = 0; i < json_array_get_length (array); i++)
          collect_strings (json_array_get_element (array, i), strs);
      }
      break;
    case JSON_NODE_VALUE:
      if (json_node_get_value_type (node) == G_TYPE_STRING)
        g_ptr_array_add (strs, g_strdup (json_node_get_string (node)));
      break;
    case JSON_NODE_NULL:
    default:
      break;
    }
}

/* Every string value of data/rules/<lang>.json. */
static GPtrArray *
rules_strings (const char *lang)
{
  g_autofree char *name = g_strconcat (lang, ".json", NULL);
  g_autofree char *path = source_path ("data/rules", name);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  GPtrArray *strs = g_ptr_array_new_with_free_func (g_free);

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  collect_strings (json_parser_get_root (parser), strs);
  g_assert_cmpuint (strs->len, >, 300);
  return strs;
}

/* ---- Typography ----------------------------------------------------------- */

/* The prose of a text: [[id]] references and <tags> taken out. */
static char *
prose (const char *text)
{
  static GRegex *code;

  if (code == NULL)
    code = g_regex_new ("\\[\\[[^\\]]*\\]\\]|<[^>]*>", 0, 0, NULL);
  return g_regex_replace_literal (code, text, -1, 0, " ", 0, NULL);
}

/* What is wrong with the typography of `text` in `lang`, or NULL.
 * `quotes_are_code`: straight double quotes stand for code values (the
 * settings' description: "en", "fr"). */
static const char *
typography_fault (const char *lang,
                  const char *text,
                  gboolean    quotes_are_code)
{
  g_autofree char *p = prose (text);
  gboolean french = strcmp (lang, "fr") == 0;

  if (strchr (p, '\'') != NULL)
    return "a straight apostrophe (write ’)";
  if (!quotes_are_code && strchr (p, '"') != NULL)
    return french ? "straight quotes (write « »)" : "straight quotes (write “ ”)";
  if (french && (strstr (p, "“") != NULL || strstr (p, "”") != NULL))
    return "English quotes (write « »)";
  if (!french && (strstr (p, "«") != NULL || strstr (p, "»") != NULL))
    return "guillemets (write “ ”)";
  if (french)
    for (const char *q = p; *q; q = g_utf8_next_char (q))
      {
        gunichar c = g_utf8_get_char (q);

        if (c == 0x00AB && g_utf8_get_char (g_utf8_next_char (q)) != 0x00A0)
          return "« without a no-break space after it";
        if (c == 0x00BB && (q == p || g_utf8_get_char (g_utf8_prev_char (q)) != 0x00A0))
          return "» without a no-break space before it";
      }
  return NULL;
}

static void
check_typography (gconstpointer data)
{
  const char *lang = data;
  g_autoptr(GPtrArray) msgstrs = po_msgstrs (lang);
  g_autoptr(GPtrArray) rules = rules_strings (lang);
  GString *failures = g_string_new (NULL);
  guint bad = 0;

  for (guint i = 0; i < msgstrs->len; i++)
    {
      const char *text = g_ptr_array_index (msgstrs, i);
      const char *fault = typography_fault (lang, text, TRUE);

      if (fault != NULL && bad++ < 20)
        g_string_append_printf (failures, "  po/%s.po: %s: “%s”\n", lang, fault, text);
    }
  for (guint i = 0; i < rules->len; i++)
    {
      const char *text = g_ptr_array_index (rules, i);
      const char *fault = typography_fault (lang, text, FALSE);

      if (fault != NULL && bad++ < 20)
        g_string_append_printf (failures, "  data/rules/%s.json: %s: “%.200s”\n", lang, fault, text);
    }
  if (bad > 0)
    g_error ("%s: %u texts with faulty typography, such as:\n%s", lang, bad, failures->str);
  g_string_free (failures, TRUE);
}

/* The check catches what it is meant to, and lets good texts pass. */
static void
test_check_catches_typography (void)
{
  g_assert_nonnull (typography_fault ("fr", "l'Île d’Orléans", FALSE));
  g_assert_nonnull (typography_fault ("fr", "écrivez « 3 LE-ET »", FALSE));
  g_assert_nonnull (typography_fault ("fr", "écrivez “3 LE-ET”", FALSE));
  g_assert_nonnull (typography_fault ("fr", "écrivez \"3 LE-ET\"", FALSE));
  g_assert_nonnull (typography_fault ("it", "dall'Île", FALSE));
  g_assert_nonnull (typography_fault ("it", "scrivi «3 LE-ET»", FALSE));
  g_assert_null (typography_fault ("fr", "l’Île d’Orléans, voir [[3.4]]\u00a0: «\u00a03 LE-ET\u00a0»", FALSE));
  g_assert_null (typography_fault ("fr", "valeurs \"en\" ou \"fr\"", TRUE));
  g_assert_null (typography_fault ("it", "dall’Île d’Orléans, “3 LE-ET”", FALSE));
}

/* ---- Places ----------------------------------------------------------- */

/* The spellings one place goes by; the board's is the one to keep. */
static const struct {
  int zone;
  const char *spellings[8];
} places[] = {
  { QB_LE, { "Lévis", "Levis", NULL } },
  { QB_SF, { "Sainte-Foy", "Ste. Foy", "Ste-Foy", "Ste Foy", "Sainte Foy", NULL } },
  { QB_SC, { "Saint-Charles", "St. Charles", "St-Charles", "Saint Charles", NULL } },
  { QB_CR, { "Cap-Rouge", "Cap Rouge", NULL } },
  { QB_OR, { "Île d’Orléans", "Île d'Orléans", "Ile d'Orleans", "Ile d’Orleans",
             "île d’Orléans", "île d'Orléans", "Ile d'Orléans", NULL } },
};

static const char *
other_spelling (const char *text,
                guint       place,
                const char *board)
{
  for (guint i = 0; places[place].spellings[i] != NULL; i++)
    if (strcmp (places[place].spellings[i], board) != 0 && strstr (text, places[place].spellings[i]) != NULL)
      return places[place].spellings[i];
  return NULL;
}

static void
check_places (gconstpointer data)
{
  const char *lang = data;
  g_autoptr(GPtrArray) rules = rules_strings (lang);
  g_autoptr(GPtrArray) msgstrs = strcmp (lang, "en") == 0 ? g_ptr_array_new () : po_msgstrs (lang);
  GString *all = g_string_new (NULL);
  g_autofree char *rules_text = NULL;

  if (strcmp (lang, "en") == 0)
    qb_test_use_language ("en");
  else
    qb_test_assert_catalog_used (lang);

  for (guint i = 0; i < rules->len; i++)
    g_string_append_printf (all, "%s\n", (const char *) g_ptr_array_index (rules, i));
  rules_text = g_string_free (all, FALSE);

  /* Every name on the board is in the rules, as the board writes it. */
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (strstr (rules_text, qb_ui_zone_name (z)) == NULL)
      g_error ("%s: the board's “%s” is not in the rules", lang, qb_ui_zone_name (z));
  for (int a = QB_BASON; a <= QB_STLAURENT; a++)
    if (strstr (rules_text, qb_ui_area_name (a)) == NULL)
      g_error ("%s: the board's “%s” is not in the rules", lang, qb_ui_area_name (a));

  /* And no other spelling of it, in the rules or in the messages. */
  for (guint p = 0; p < G_N_ELEMENTS (places); p++)
    {
      const char *board = qb_ui_zone_name (places[p].zone);
      const char *other;
      gboolean known = FALSE;

      for (guint i = 0; places[p].spellings[i] != NULL; i++)
        known |= strcmp (places[p].spellings[i], board) == 0;
      if (!known)
        g_error ("%s: the board's “%s” is not among the spellings this test knows", lang, board);
      if ((other = other_spelling (rules_text, p, board)) != NULL)
        g_error ("%s: the rules write “%s”, the board “%s”", lang, other, board);
      for (guint i = 0; i < msgstrs->len; i++)
        if ((other = other_spelling (g_ptr_array_index (msgstrs, i), p, board)) != NULL)
          g_error ("%s: po/%s.po writes “%s”, the board “%s”: “%s”", lang, lang, other, board,
                   (const char *) g_ptr_array_index (msgstrs, i));
    }
}

static void
test_no_locale (void)
{
  g_test_skip ("no UTF-8 locale (C.UTF-8) to test the translations in");
}

int
main (int   argc,
      char *argv[])
{
  const char *test_locale;

  g_test_init (&argc, &argv, NULL);

  test_locale = qb_test_i18n_init ();

  g_test_add_func ("/text/typography/check-catches-typography", test_check_catches_typography);
  g_test_add_data_func ("/text/typography/fr", "fr", check_typography);
  g_test_add_data_func ("/text/typography/it", "it", check_typography);
  if (test_locale == NULL)
    {
      g_test_add_func ("/text/typography/no-locale", test_no_locale);
    }
  else
    {
      g_test_add_data_func ("/text/typography/en/places", "en", check_places);
      g_test_add_data_func ("/text/typography/fr/places", "fr", check_places);
      g_test_add_data_func ("/text/typography/it/places", "it", check_places);
    }

  return g_test_run ();
}
