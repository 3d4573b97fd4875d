/* qb-rules-book.c: the rules reference of one game in one language (see
 * qb-rules-book.h).
 *
 * The texts are compiled into the model library as a GResource
 * (qb-model.gresource.xml), so that the app, the CLI and the tests read the
 * same texts whether installed or not, with no data directory to find.
 * Quebec 1759's books (data/rules/en.json, fr.json, it.json) sit at the
 * top of the resource directory, where they always were; another game's
 * books sit in a folder named after the game
 * (data/rules/wilderness-war/en.json, ...). Other files (a translation being
 * written, test files) load with qb_rules_book_new_from_file().
 *
 * Loading checks the whole file: every member of the right type, kinds
 * and editions known, section ids unique, parents earlier in the book,
 * every paragraph's id present, unique and made of its section's id, a
 * hyphen and a number ("17.2-3"), every [[id]] cross-reference and every
 * ruling's section resolving. A file that fails any of these is refused
 * with a QB_FILE_ERROR naming the JSON path, as for games and scenarios.
 */
#include <string.h>

#include <json-glib/json-glib.h>

#include "qb-file-private.h"
#include "qb-json-private.h"
#include "qb-rules-book.h"
#include "qb-rules-book-private.h"

#define RULES_RESOURCE_DIR "/io/github/quebec1759/Quebec1759/rules/"
#define RULES_MAX_BYTES (4 * 1024 * 1024)
#define RULES_MAX_ITEMS 10000
#define RULES_MAX_TEXT 20000
#define RULES_MAX_NAME 200

G_DEFINE_FINAL_TYPE (QbRulesBook, qb_rules_book, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LANGUAGE,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_BOXED_TYPE (QbRulesMatch, qb_rules_match, qb_rules_match_copy, qb_rules_match_free)

QbRulesMatch *
qb_rules_match_copy (const QbRulesMatch *match)
{
  QbRulesMatch *copy;

  g_return_val_if_fail (match != NULL, NULL);

  copy = g_new0 (QbRulesMatch, 1);
  *copy = *match;
  copy->language = g_strdup (match->language);
  copy->section_id = g_strdup (match->section_id);
  copy->snippet = g_strdup (match->snippet);
  copy->game = g_strdup (match->game);
  return copy;
}

void
qb_rules_match_free (QbRulesMatch *match)
{
  if (match == NULL)
    return;
  g_free (match->language);
  g_free (match->section_id);
  g_free (match->snippet);
  g_free (match->game);
  g_free (match);
}

/* ---- Names ------------------------------------------------------------- */

static const char *const edition_names[] = { "both", "classic", "revised" };
static const char *const kind_names[] = {
  "rule", "note", "example", "design", "faq", "clarification" };

const char *
qb_rules_edition_to_string (QbRulesEdition edition)
{
  g_return_val_if_fail ((guint) edition < G_N_ELEMENTS (edition_names), NULL);
  return edition_names[edition];
}

const char *
qb_rules_kind_to_string (QbRulesKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

const char *
qb_rules_label (const char   *language,
                QbRulesLabel  label)
{
  static const char *const en[QB_RULES_N_LABELS] = {
    "English", "Note", "Example", "Design note", "FAQ", "Classic", "Revised", "Ruling",
    "Rulings of this edition", "In this chapter", "see", "Clarification" };
  static const char *const fr[QB_RULES_N_LABELS] = {
    "Français", "Remarque", "Exemple", "Note de conception", "FAQ", "Classique", "Révisée",
    "Décision", "Décisions de cette édition", "Dans ce chapitre", "voir", "Précision" };
  static const char *const it[QB_RULES_N_LABELS] = {
    "Italiano", "Nota", "Esempio", "Nota dell'autore", "FAQ", "Classica", "Rivista",
    "Decisione", "Decisioni di questa edizione", "In questo capitolo", "vedi", "Chiarimento" };

  g_return_val_if_fail ((guint) label < QB_RULES_N_LABELS, NULL);

  if (g_strcmp0 (language, "fr") == 0)
    return fr[label];
  if (g_strcmp0 (language, "it") == 0)
    return it[label];
  return en[label];
}

static int
name_index (const char *const *names,
            guint               n_names,
            const char         *name)
{
  for (guint i = 0; i < n_names; i++)
    if (strcmp (names[i], name) == 0)
      return (int) i;
  return -1;
}

/* ---- Object -------------------------------------------------------------- */

static void
qb_rules_book_finalize (GObject *object)
{
  QbRulesBook *self = (QbRulesBook *)object;

  if (self->folded != NULL)
    {
      guint k = 0;
      for (guint i = 0; i < self->n_sections; i++)
        for (guint j = 0; j <= self->sections[i].n_paragraphs; j++)
          qb_rules_folded_text_free (self->folded[k++]);
      g_free (self->folded);
    }
  g_clear_pointer (&self->game, g_free);
  g_clear_pointer (&self->language, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->sections, g_free);
  g_clear_pointer (&self->terms, g_free);
  g_clear_pointer (&self->rulings, g_free);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->by_paragraph, g_hash_table_unref);
  g_clear_pointer (&self->allocations, g_ptr_array_unref);
  g_clear_pointer (&self->strings, g_string_chunk_free);

  G_OBJECT_CLASS (qb_rules_book_parent_class)->finalize (object);
}

static void
qb_rules_book_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  QbRulesBook *self = QB_RULES_BOOK (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      g_value_set_string (value, self->language);
      break;

    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_rules_book_class_init (QbRulesBookClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = qb_rules_book_finalize;
  object_class->get_property = qb_rules_book_get_property;

  properties[PROP_LANGUAGE] =
    g_param_spec_string ("language", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
qb_rules_book_init (QbRulesBook *self)
{
  self->strings = g_string_chunk_new (16 * 1024);
  self->allocations = g_ptr_array_new_with_free_func (g_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->by_paragraph = g_hash_table_new (g_str_hash, g_str_equal);
}

/* ---- Loading ----------------------------------------------------------- */

static const char *
keep (QbRulesBook *self,
      const char  *text)
{
  return text != NULL ? g_string_chunk_insert_const (self->strings, text) : NULL;
}

static gpointer
keep_alloc (QbRulesBook *self,
            gpointer     data)
{
  g_ptr_array_add (self->allocations, data);
  return data;
}

/* The [[id]] references of a text, and its plain form. Returns FALSE on a
 * "[[" without its "]]". */
static gboolean
parse_refs (const char  *text,
            GPtrArray   *refs,
            GString     *plain)
{
  const char *p = text;

  while (*p)
    {
      const char *open = strstr (p, "[[");
      const char *close;

      if (open == NULL)
        {
          g_string_append (plain, p);
          break;
        }
      close = strstr (open + 2, "]]");
      if (close == NULL || close == open + 2)
        return FALSE;
      g_string_append_len (plain, p, open - p);
      g_string_append_len (plain, open + 2, close - open - 2);
      if (refs != NULL)
        g_ptr_array_add (refs, g_strndup (open + 2, close - open - 2));
      p = close + 2;
    }
  return TRUE;
}

static gboolean
check_refs (QbRulesBook      *self,
            QbJsonCtx        *ctx,
            const QbJsonPath *path,
            const char       *text)
{
  g_autoptr(GPtrArray) refs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) plain = g_string_new (NULL);

  if (!parse_refs (text, refs, plain))
    return qb_json_fail (ctx, path, QB_FILE_ERROR_INVALID, "a “[[” without its “]]”");
  for (guint i = 0; i < refs->len; i++)
    if (!g_hash_table_contains (self->by_id, refs->pdata[i]))
      return qb_json_fail (ctx, path, QB_FILE_ERROR_INVALID,
                           "a reference to the unknown section “%s”",
                           (const char *) refs->pdata[i]);
  return TRUE;
}

/* A paragraph id is its section's id, a hyphen and a number without
 * leading zeros: "17.2-3". The number is not the position: a paragraph
 * added later takes the next free number, so that ids never change. */
static gboolean
paragraph_id_valid (const char *id,
                    const char *section)
{
  gsize n = strlen (section);
  const char *number;

  if (strncmp (id, section, n) != 0 || id[n] != '-')
    return FALSE;
  number = id + n + 1;
  if (*number < '1' || *number > '9')
    return FALSE;
  for (const char *p = number; *p; p++)
    if (*p < '0' || *p > '9')
      return FALSE;
  return strlen (number) <= 4;
}

static gboolean
load_paragraph (QbRulesBook          *self,
                QbJsonCtx            *ctx,
                const QbJsonPath     *path,
                JsonNode             *node,
                const QbRulesSection *section,
                QbRulesParagraph     *out)
{
  JsonObject *object;
  const char *id = NULL, *kind = NULL, *edition = NULL, *text = NULL;
  g_autoptr(GPtrArray) refs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) plain = g_string_new (NULL);
  const char **kept;
  int k, e;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_string (ctx, path, object, "id", TRUE, RULES_MAX_NAME, &id)
      || !qb_json_get_string (ctx, path, object, "kind", TRUE, RULES_MAX_NAME, &kind)
      || !qb_json_get_string (ctx, path, object, "edition", TRUE, RULES_MAX_NAME, &edition)
      || !qb_json_get_string (ctx, path, object, "text", TRUE, RULES_MAX_TEXT, &text))
    return FALSE;

  if (!paragraph_id_valid (id, section->id))
    {
      QbJsonPath child = QB_JSON_MEMBER (path, "id");
      return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                           "the paragraph id “%s” is not “%s-” and a number", id, section->id);
    }
  /* Ids are unique in the whole book: the side-by-side page and the tests
   * match paragraphs across languages by id alone. */
  if (g_hash_table_contains (self->by_paragraph, id))
    {
      QbJsonPath child = QB_JSON_MEMBER (path, "id");
      return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                           "the paragraph id “%s” appears twice", id);
    }

  k = name_index (kind_names, G_N_ELEMENTS (kind_names), kind);
  if (k < 0)
    {
      QbJsonPath child = QB_JSON_MEMBER (path, "kind");
      return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                           "unknown kind “%s” (rule, note, example, design, faq or clarification)",
                           kind);
    }
  e = name_index (edition_names, G_N_ELEMENTS (edition_names), edition);
  if (e < 0)
    {
      QbJsonPath child = QB_JSON_MEMBER (path, "edition");
      return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                           "unknown edition “%s” (both, classic or revised)", edition);
    }
  if (!parse_refs (text, refs, plain))
    {
      QbJsonPath child = QB_JSON_MEMBER (path, "text");
      return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID, "a “[[” without its “]]”");
    }

  kept = keep_alloc (self, g_new0 (const char *, refs->len + 1));
  for (guint i = 0; i < refs->len; i++)
    kept[i] = keep (self, refs->pdata[i]);

  out->id = keep (self, id);
  g_hash_table_insert (self->by_paragraph, (gpointer) out->id, (gpointer) section);
  out->kind = (QbRulesKind) k;
  out->edition = (QbRulesEdition) e;
  out->text = keep (self, text);
  out->plain = keep (self, plain->str);
  out->refs = kept;
  return TRUE;
}

static gboolean
load_section (QbRulesBook      *self,
              QbJsonCtx        *ctx,
              const QbJsonPath *path,
              JsonNode         *node,
              guint             index)
{
  QbRulesSection *section = &self->sections[index];
  JsonObject *object;
  JsonArray *paragraphs = NULL;
  const char *id = NULL, *parent = NULL, *title = NULL;
  QbRulesParagraph *kept;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_string (ctx, path, object, "id", TRUE, RULES_MAX_NAME, &id)
      || !qb_json_get_string (ctx, path, object, "parent", FALSE, RULES_MAX_NAME, &parent)
      || !qb_json_get_string (ctx, path, object, "title", TRUE, RULES_MAX_NAME, &title)
      || !qb_json_get_array (ctx, path, object, "paragraphs", TRUE, RULES_MAX_ITEMS, &paragraphs))
    return FALSE;

  if (*id == '\0' || g_hash_table_contains (self->by_id, id))
    {
      QbJsonPath child = QB_JSON_MEMBER (path, "id");
      return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                           *id ? "the section “%s” appears twice" : "an empty id%s", id);
    }
  /* Parents come first, so that the table of contents reads in order. */
  if (parent != NULL && !g_hash_table_contains (self->by_id, parent))
    {
      QbJsonPath child = QB_JSON_MEMBER (path, "parent");
      return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID,
                           "the parent “%s” is not an earlier section", parent);
    }

  section->id = keep (self, id);
  section->parent = keep (self, parent);
  section->title = keep (self, title);
  section->index = index;
  section->n_paragraphs = json_array_get_length (paragraphs);
  kept = keep_alloc (self, g_new0 (QbRulesParagraph, section->n_paragraphs + 1));
  section->paragraphs = kept;
  g_hash_table_insert (self->by_id, (gpointer) section->id, section);

  for (guint i = 0; i < section->n_paragraphs; i++)
    {
      QbJsonPath member = QB_JSON_MEMBER (path, "paragraphs");
      QbJsonPath child = QB_JSON_ELEMENT (&member, i);
      if (!load_paragraph (self, ctx, &child, json_array_get_element (paragraphs, i), section,
                           &kept[i]))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_term (QbRulesBook      *self,
           QbJsonCtx        *ctx,
           const QbJsonPath *path,
           JsonNode         *node,
           QbRulesTerm      *out)
{
  JsonObject *object;
  const char *id = NULL, *term = NULL, *definition = NULL;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_string (ctx, path, object, "id", TRUE, RULES_MAX_NAME, &id)
      || !qb_json_get_string (ctx, path, object, "term", TRUE, RULES_MAX_NAME, &term)
      || !qb_json_get_string (ctx, path, object, "definition", TRUE, RULES_MAX_TEXT, &definition))
    return FALSE;
  {
    QbJsonPath child = QB_JSON_MEMBER (path, "definition");
    if (!check_refs (self, ctx, &child, definition))
      return FALSE;
  }
  out->id = keep (self, id);
  out->term = keep (self, term);
  out->definition = keep (self, definition);
  return TRUE;
}

static gboolean
load_ruling (QbRulesBook      *self,
             QbJsonCtx        *ctx,
             const QbJsonPath *path,
             JsonNode         *node,
             QbRuling         *out)
{
  JsonObject *object;
  JsonArray *sections = NULL;
  const char *id = NULL, *text = NULL;
  QbJsonPath sections_path = QB_JSON_MEMBER (path, "sections");
  QbJsonPath text_path = QB_JSON_MEMBER (path, "text");
  const char **kept;
  guint n;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_string (ctx, path, object, "id", TRUE, RULES_MAX_NAME, &id)
      || !qb_json_get_array (ctx, path, object, "sections", TRUE, RULES_MAX_ITEMS, &sections)
      || !qb_json_get_string (ctx, path, object, "text", TRUE, RULES_MAX_TEXT, &text)
      || !check_refs (self, ctx, &text_path, text))
    return FALSE;

  n = json_array_get_length (sections);
  kept = keep_alloc (self, g_new0 (const char *, n + 1));
  for (guint i = 0; i < n; i++)
    {
      QbJsonPath child = QB_JSON_ELEMENT (&sections_path, i);
      const char *section = NULL;
      if (!qb_json_expect_string (ctx, &child, json_array_get_element (sections, i),
                                  RULES_MAX_NAME, &section))
        return FALSE;
      if (!g_hash_table_contains (self->by_id, section))
        return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID, "unknown section “%s”", section);
      kept[i] = keep (self, section);
    }
  out->id = keep (self, id);
  out->sections = kept;
  out->text = keep (self, text);
  return TRUE;
}

static gboolean
load_root (QbRulesBook *self,
           QbJsonCtx   *ctx,
           JsonNode    *root)
{
  QbJsonPath path = QB_JSON_ROOT;
  QbJsonPath sections_path = QB_JSON_MEMBER (&path, "sections");
  QbJsonPath glossary_path = QB_JSON_MEMBER (&path, "glossary");
  QbJsonPath rulings_path = QB_JSON_MEMBER (&path, "rulings");
  JsonObject *object;
  JsonArray *sections = NULL, *glossary = NULL, *rulings = NULL;
  const char *language = NULL, *title = NULL;

  if (!qb_json_expect_object (ctx, &path, root, &object)
      || !qb_json_get_string (ctx, &path, object, "language", TRUE, RULES_MAX_NAME, &language)
      || !qb_json_get_string (ctx, &path, object, "title", TRUE, RULES_MAX_NAME, &title)
      || !qb_json_get_array (ctx, &path, object, "sections", TRUE, RULES_MAX_ITEMS, &sections)
      || !qb_json_get_array (ctx, &path, object, "glossary", FALSE, RULES_MAX_ITEMS, &glossary)
      || !qb_json_get_array (ctx, &path, object, "rulings", FALSE, RULES_MAX_ITEMS, &rulings))
    return FALSE;

  self->language = g_strdup (language);
  self->title = g_strdup (title);

  self->n_sections = json_array_get_length (sections);
  if (self->n_sections == 0)
    return qb_json_fail (ctx, &sections_path, QB_FILE_ERROR_INVALID, "no sections");
  self->sections = g_new0 (QbRulesSection, self->n_sections);
  for (guint i = 0; i < self->n_sections; i++)
    {
      QbJsonPath child = QB_JSON_ELEMENT (&sections_path, i);
      if (!load_section (self, ctx, &child, json_array_get_element (sections, i), i))
        return FALSE;
    }

  /* References may point forward, so they are checked once every id is
   * known. */
  for (guint i = 0; i < self->n_sections; i++)
    for (guint j = 0; j < self->sections[i].n_paragraphs; j++)
      {
        QbJsonPath section = QB_JSON_ELEMENT (&sections_path, i);
        QbJsonPath member = QB_JSON_MEMBER (&section, "paragraphs");
        QbJsonPath paragraph = QB_JSON_ELEMENT (&member, j);
        QbJsonPath text = QB_JSON_MEMBER (&paragraph, "text");
        if (!check_refs (self, ctx, &text, self->sections[i].paragraphs[j].text))
          return FALSE;
      }

  self->n_terms = glossary != NULL ? json_array_get_length (glossary) : 0;
  self->terms = g_new0 (QbRulesTerm, self->n_terms + 1);
  for (guint i = 0; i < self->n_terms; i++)
    {
      QbJsonPath child = QB_JSON_ELEMENT (&glossary_path, i);
      if (!load_term (self, ctx, &child, json_array_get_element (glossary, i), &self->terms[i]))
        return FALSE;
    }

  self->n_rulings = rulings != NULL ? json_array_get_length (rulings) : 0;
  self->rulings = g_new0 (QbRuling, self->n_rulings + 1);
  for (guint i = 0; i < self->n_rulings; i++)
    {
      QbJsonPath child = QB_JSON_ELEMENT (&rulings_path, i);
      if (!load_ruling (self, ctx, &child, json_array_get_element (rulings, i), &self->rulings[i]))
        return FALSE;
    }
  return TRUE;
}

QbRulesBook *
qb_rules_book_new_from_bytes (GBytes      *bytes,
                              const char  *name,
                              GError     **error)
{
  g_autoptr(QbRulesBook) self = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) parse_error = NULL;
  QbJsonCtx ctx = { name != NULL ? name : "rules", NULL };
  const char *data, *end = NULL;
  gsize length;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &length);
  if (length > RULES_MAX_BYTES)
    qb_json_fail (&ctx, NULL, QB_FILE_ERROR_TOO_LARGE, "the file is larger than %d MiB",
                  RULES_MAX_BYTES / (1024 * 1024));
  else if (length == 0)
    qb_json_fail (&ctx, NULL, QB_FILE_ERROR_PARSE, "the file is empty");
  else if (!g_utf8_validate_len (data, length, &end))
    qb_json_fail (&ctx, NULL, QB_FILE_ERROR_PARSE, "not UTF-8 text (at byte %" G_GSIZE_FORMAT ")",
                  (gsize) (end - data));
  if (ctx.error != NULL)
    {
      g_propagate_error (error, ctx.error);
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, (gssize) length, &parse_error))
    {
      g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_PARSE, "%s: %s", ctx.file,
                   parse_error->message);
      return NULL;
    }

  self = g_object_new (QB_TYPE_RULES_BOOK, NULL);
  if (!load_root (self, &ctx, json_parser_get_root (parser)))
    {
      g_propagate_error (error, ctx.error);
      return NULL;
    }
  return g_steal_pointer (&self);
}

QbRulesBook *
qb_rules_book_new_from_file (GFile   *file,
                             GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!qb_file_read_bytes (file, &bytes, &name, error))
    return NULL;
  return qb_rules_book_new_from_bytes (bytes, name, error);
}

/* The built-in games, Quebec 1759 first, and the resource folder of each. */
static const char *const game_names[] = {
  QB_RULES_GAME_QUEBEC1759, QB_RULES_GAME_WILDERNESS_WAR, NULL };
static const char *const game_dirs[] = { "", QB_RULES_GAME_WILDERNESS_WAR "/" };

static int
game_index (const char *game)
{
  if (game == NULL)
    return -1;
  return name_index (game_names, G_N_ELEMENTS (game_names) - 1, game);
}

const char *const *
qb_rules_book_get_games (void)
{
  return game_names;
}

QbRulesBook *
qb_rules_book_new_for_game (const char  *game,
                            const char  *language,
                            GError     **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = NULL;
  QbRulesBook *book;
  int g;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (language != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g = game_index (game);
  if (g < 0)
    {
      g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO, "no rules reference for the game “%s”",
                   game);
      return NULL;
    }
  /* A language code is a plain name: "../x" must not reach another folder. */
  if (*language == '\0' || strchr (language, '/') != NULL || strchr (language, '.') != NULL)
    {
      g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO,
                   "no rules reference in the language “%s”", language);
      return NULL;
    }

  qb_model_ensure_resources ();
  path = g_strconcat (RULES_RESOURCE_DIR, game_dirs[g], language, ".json", NULL);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_IO,
                   "no rules reference in the language “%s”", language);
      return NULL;
    }
  name = g_strconcat (game_dirs[g], language, ".json", NULL);
  book = qb_rules_book_new_from_bytes (bytes, name, error);
  if (book != NULL)
    book->game = g_strdup (game_names[g]);
  return book;
}

QbRulesBook *
qb_rules_book_new_for_language (const char  *language,
                                GError     **error)
{
  g_return_val_if_fail (language != NULL, NULL);
  return qb_rules_book_new_for_game (QB_RULES_GAME_QUEBEC1759, language, error);
}

/* The languages of the game at `g`: the .json files of its folder, sorted
 * by code, for menus and side-by-side columns. */
static char **
list_languages (int g)
{
  g_autofree char *dir = g_strconcat (RULES_RESOURCE_DIR, game_dirs[g], NULL);
  g_auto(GStrv) children = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  qb_model_ensure_resources ();
  children = g_resources_enumerate_children (dir, 0, NULL);
  for (guint i = 0; children != NULL && children[i] != NULL; i++)
    if (g_str_has_suffix (children[i], ".json"))
      g_ptr_array_add (found, g_strndup (children[i], strlen (children[i]) - 5));
  for (guint i = 1; i < found->len; i++)
    for (guint j = i; j > 0 && g_strcmp0 (found->pdata[j - 1], found->pdata[j]) > 0; j--)
      {
        gpointer tmp = found->pdata[j];
        found->pdata[j] = found->pdata[j - 1];
        found->pdata[j - 1] = tmp;
      }
  g_ptr_array_add (found, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&found), FALSE);
}

const char *const *
qb_rules_book_get_languages_for_game (const char *game)
{
  static char **languages[G_N_ELEMENTS (game_dirs)];
  int g = game_index (game);

  if (g < 0)
    return NULL;
  if (g_once_init_enter (&languages[g]))
    g_once_init_leave (&languages[g], list_languages (g));
  return (const char *const *) languages[g];
}

const char *const *
qb_rules_book_get_languages (void)
{
  return qb_rules_book_get_languages_for_game (QB_RULES_GAME_QUEBEC1759);
}

QbRulesBook *
qb_rules_book_get_for_game (const char *game,
                            const char *language)
{
  static GMutex lock;
  static GHashTable *books;      /* "game/language" -> QbRulesBook */
  const char *const *languages = qb_rules_book_get_languages_for_game (game);
  g_autofree char *key = NULL;
  QbRulesBook *book;

  g_return_val_if_fail (language != NULL, NULL);

  if (languages == NULL)
    return NULL;
  key = g_strconcat (game, "/", language, NULL);
  g_mutex_lock (&lock);
  if (books == NULL)
    books = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  book = g_hash_table_lookup (books, key);
  if (book == NULL && g_strv_contains (languages, language))
    {
      g_autoptr(GError) error = NULL;
      book = qb_rules_book_new_for_game (game, language, &error);
      /* The built-in texts are checked by the tests; failing here is a bug. */
      if (book == NULL)
        g_critical ("The built-in rules reference is broken: %s", error->message);
      else
        g_hash_table_insert (books, g_steal_pointer (&key), book);
    }
  g_mutex_unlock (&lock);
  return book;
}

QbRulesBook *
qb_rules_book_get_for_language (const char *language)
{
  g_return_val_if_fail (language != NULL, NULL);
  return qb_rules_book_get_for_game (QB_RULES_GAME_QUEBEC1759, language);
}

const char *
qb_rules_book_get_default_language (void)
{
  const char *const *names = g_get_language_names ();
  const char *const *languages = qb_rules_book_get_languages ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      gsize n = strcspn (names[i], "_.@");
      for (guint j = 0; languages[j] != NULL; j++)
        if (strlen (languages[j]) == n && strncmp (languages[j], names[i], n) == 0)
          return languages[j];
    }
  return "en";
}

/* ---- Reading ----------------------------------------------------------- */

const char *
qb_rules_book_get_language (QbRulesBook *self)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  return self->language;
}

const char *
qb_rules_book_get_game (QbRulesBook *self)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  return self->game;
}

const char *
qb_rules_book_get_title (QbRulesBook *self)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  return self->title;
}

guint
qb_rules_book_get_n_sections (QbRulesBook *self)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), 0);
  return self->n_sections;
}

const QbRulesSection *
qb_rules_book_get_section (QbRulesBook *self,
                           guint        index)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  g_return_val_if_fail (index < self->n_sections, NULL);
  return &self->sections[index];
}

const QbRulesSection *
qb_rules_book_lookup (QbRulesBook *self,
                      const char  *id)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  if (id == NULL)
    return NULL;
  return g_hash_table_lookup (self->by_id, id);
}

const QbRulesSection *
qb_rules_book_get_previous (QbRulesBook *self,
                            const char  *id)
{
  const QbRulesSection *section = qb_rules_book_lookup (self, id);

  if (section == NULL || section->index == 0)
    return NULL;
  return &self->sections[section->index - 1];
}

const QbRulesSection *
qb_rules_book_get_next (QbRulesBook *self,
                        const char  *id)
{
  const QbRulesSection *section = qb_rules_book_lookup (self, id);

  if (section == NULL || section->index + 1 >= self->n_sections)
    return NULL;
  return &self->sections[section->index + 1];
}

const QbRulesParagraph *
qb_rules_book_lookup_paragraph (QbRulesBook           *self,
                                const char            *id,
                                const QbRulesSection **section,
                                guint                 *index)
{
  const QbRulesSection *found;

  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  if (id == NULL || (found = g_hash_table_lookup (self->by_paragraph, id)) == NULL)
    return NULL;
  for (guint i = 0; i < found->n_paragraphs; i++)
    if (strcmp (found->paragraphs[i].id, id) == 0)
      {
        if (section != NULL)
          *section = found;
        if (index != NULL)
          *index = i;
        return &found->paragraphs[i];
      }
  g_assert_not_reached ();
  return NULL;
}

GPtrArray *
qb_rules_book_get_children (QbRulesBook *self,
                            const char  *parent)
{
  GPtrArray *children;

  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);

  children = g_ptr_array_new ();
  for (guint i = 0; i < self->n_sections; i++)
    if (g_strcmp0 (self->sections[i].parent, parent) == 0)
      g_ptr_array_add (children, &self->sections[i]);
  return children;
}

guint
qb_rules_book_get_n_terms (QbRulesBook *self)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), 0);
  return self->n_terms;
}

const QbRulesTerm *
qb_rules_book_get_term (QbRulesBook *self,
                        guint        index)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  g_return_val_if_fail (index < self->n_terms, NULL);
  return &self->terms[index];
}

guint
qb_rules_book_get_n_rulings (QbRulesBook *self)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), 0);
  return self->n_rulings;
}

const QbRuling *
qb_rules_book_get_ruling (QbRulesBook *self,
                          guint        index)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  g_return_val_if_fail (index < self->n_rulings, NULL);
  return &self->rulings[index];
}

const QbRuling *
qb_rules_book_lookup_ruling (QbRulesBook *self,
                             const char  *id)
{
  g_return_val_if_fail (QB_IS_RULES_BOOK (self), NULL);
  for (guint i = 0; i < self->n_rulings; i++)
    if (g_strcmp0 (self->rulings[i].id, id) == 0)
      return &self->rulings[i];
  return NULL;
}
