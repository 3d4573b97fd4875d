/* test-file-i18n.c: the messages of bad files in French and Italian.
 *
 * A player who opens a bad game or deployment file reads why in their own
 * language, and the message still names the file and the place in it (the
 * JSON path), and keeps what is literally in the file (keys, codes). The
 * engine's reasons are translated too (qb-engine-text.c).
 *
 * As tests/text/test-text-i18n.c: the catalogs are the ones the build makes
 * under <build>/po (QB_PO_BUILDDIR); gettext ignores LANGUAGE in the "C"
 * locale, so the test runs in C.UTF-8 and picks the language with
 * LANGUAGE, after checking that the catalog is really used.
 */
#include <errno.h>
#include <glib.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "qb-engine-text.h"
#include "qb-file-private.h"
#include "qb-record.h"
#include "qb-scenario.h"
#include "qb-setup-library.h"
#include "qb-setup-tools.h"
#include "qb-test-i18n.h"


/* The message of loading tests/data/bad/`name`. */
static char *
load_bad (const char  *name,
          char       **path_out)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  if (g_str_has_suffix (name, ".q1759-setup"))
    {
      g_autoptr(QbScenario) scenario = qb_scenario_load_from_file (file, &error);

      g_assert_null (scenario);
    }
  else
    {
      g_autoptr(QbRecord) record = qb_record_load_from_file (file, &error);

      g_assert_null (record);
    }
  g_assert_error (error, QB_FILE_ERROR, error->code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  *path_out = g_steal_pointer (&path);
  return g_strdup (error->message);
}

typedef struct {
  const char *file;
  const char *where;        /* the place in the file (a JSON path), or NULL */
  const char *tokens;       /* something literally in the file, or NULL */
  const char *english;      /* English words that must be gone */
  const char *fr;           /* words of the French message */
  const char *it;           /* words of the Italian message */
} Case;

static const Case cases[] = {
  /* An engine reason (qb-engine-text.c) after a deployment of the model. */
  { "illegal-deployment.q1759-setup", "$.blocks.fr-la-sarre", NULL,
    "impossible deployment", "mise en place impossible\u00a0: les Français se mettent en place "
    "dans les neuf zones autres que l’Île d’Orléans (3.4)",
    "schieramento impossibile: i Francesi si schierano nelle nove zone diverse dall’Île d’Orléans (3.4)" },
  /* An illegal action: the action quoted as in the file, the reason. */
  { "illegal-action.q1759", "$.actions[25]", "[\"order-move\", \"br-15th\", \"AB\", \"land\"]",
    "is illegal", "aucune route ne relie ces zones (6.1)", "nessuna strada collega queste zone (6.1)" },
  /* A wrong type, with what the element is (a member name). */
  { "wrong-type.q1759", "$.actions[3][1] (block)", NULL,
    "expected", "valeur attendue\u00a0: une chaîne\u00a0; trouvée\u00a0: un entier",
    "valore atteso: una stringa; trovato: un intero" },
  /* A zone code, kept as written. */
  { "unknown-zone.q1759-setup", "$.blocks.br-15th.zone", "QC",
    "unknown zone", "code de zone «\u00a0QC\u00a0» inconnu", "codice di zona “QC” sconosciuto" },
  /* An impossible position: the engine's validation. */
  { "impossible-position.q1759", "$.start.scenario.blocks", NULL,
    "impossible position", "position impossible\u00a0: les deux camps ont des blocs dans la même zone",
    "posizione impossibile: entrambe le parti hanno blocchi nella stessa zona" },
  /* Not plain JSON: the line and the column, before any path. */
  { "comment.q1759", NULL, NULL, "a comment",
    "JSON non valide à la ligne 16, colonne 3\u00a0: un commentaire (JSON n’en a pas)",
    "JSON non valido alla riga 16, colonna 3: un commento (JSON non ne ha)" },
  { "lone-surrogate.q1759", NULL, "\\uD800", "half of a",
    "l’échappement \\uD800 est la moitié d’une paire de substitution sans son autre moitié",
    "la sequenza \\uD800 è metà di una coppia surrogata senza l’altra metà" },
  { "seed-past-64-bits.q1759", NULL, "-18446744073709551604", "does not fit",
    "ligne 16, colonne 11\u00a0: l’entier -18446744073709551604 ne tient pas sur 64 bits",
    "riga 16, colonna 11: l’intero -18446744073709551604 non sta in 64 bit" },
  /* Past the notes limits: how many, and the limit (issue 11, point 9). */
  { "too-many-annotations.q1759", "$.annotations", "10001", "a game can have",
    "10001 notes, mais une partie peut en avoir au plus 10000",
    "10001 note, ma una partita può averne al massimo 10000" },
  { "too-many-bookmarks.q1759", "$.bookmarks", "1001", "a game can have",
    "1001 signets, mais une partie peut en avoir au plus 1000",
    "1001 segnalibri, ma una partita può averne al massimo 1000" },
  /* Before any JSON: no path, only the file. */
  { "not-utf8.q1759", NULL, NULL,
    "not UTF-8", "ce n’est pas du texte UTF-8 (à l’octet 200)", "non è testo UTF-8 (al byte 200)" },
};

static void
check_language (gconstpointer data)
{
  const char *lang = data;
  gboolean french = strcmp (lang, "fr") == 0;

  qb_test_assert_catalog_used (lang);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      g_autofree char *path = NULL;
      g_autofree char *message = load_bad (c->file, &path);
      /* French puts a no-break space before a colon. */
      const char *sep = french ? "\u00a0: " : ": ";
      g_autofree char *start = NULL;
      const char *words = french ? c->fr : c->it;

      g_test_message ("%s: %s", lang, message);
      /* The file's name, then the place in the file, then what is wrong. */
      if (c->where != NULL)
        start = g_strconcat (path, sep, c->where, sep, NULL);
      else
        start = g_strconcat (path, sep, NULL);
      if (!g_str_has_prefix (message, start))
        g_error ("%s: the message does not start with “%s”: %s", lang, start, message);
      if (c->tokens != NULL && strstr (message, c->tokens) == NULL)
        g_error ("%s: the message lost “%s” from the file: %s", lang, c->tokens, message);
      if (strstr (message, words) == NULL)
        g_error ("%s: the message is not the expected translation “%s”: %s", lang, words, message);
      if (strstr (message, c->english) != NULL)
        g_error ("%s: English “%s” left in: %s", lang, c->english, message);
    }

  /* The same messages in English once the language is back. */
  qb_test_use_language ("en");
  {
    g_autofree char *path = NULL;
    g_autofree char *message = load_bad ("illegal-deployment.q1759-setup", &path);

    g_assert_nonnull (strstr (message, ": $.blocks.fr-la-sarre: impossible deployment: the French deploy"));
  }
}

/* Every reason of the engine has a translation in both catalogs (the po
 * check tests that nothing is untranslated; this checks the table goes
 * through gettext). */
static void
check_reasons (gconstpointer data)
{
  const char *lang = data;
  const char *const *reasons;
  guint n = 0;

  qb_test_assert_catalog_used (lang);
  reasons = qb_engine_reasons (&n);
  for (guint i = 0; i < n; i++)
    if (strcmp (qb_engine_reason_text (reasons[i]), reasons[i]) == 0)
      g_error ("%s: the engine's reason “%s” is not translated", lang, reasons[i]);
  qb_test_use_language ("en");
}

/* The errors of reading and writing files (qb-file.c) and of a file
 * changed on disk since it was opened. */
static gssize
full_disk_write (int         fd,
                 const void *buffer,
                 gsize       count)
{
  errno = ENOSPC;
  return -1;
}

static void
check_file_errors (gconstpointer data)
{
  const char *lang = data;
  gboolean french = strcmp (lang, "fr") == 0;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("qb-test-file-i18n-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "pipe.q1759", NULL);
  g_autofree char *path = g_build_filename (dir, "game.q1759", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbRecord) other = NULL;
  QbOptions options;
  struct {
    const char *english, *fr, *it;
  } expected[3] = {
    { "not a regular file", "ce n’est pas un fichier ordinaire (un tube, un périphérique ou un socket)",
      "non è un file normale (una pipe, un dispositivo o un socket)" },
    { "could not be saved", "enregistrement impossible (", "salvataggio impossibile (" },
    { "changed on disk", "le fichier a changé sur le disque depuis son ouverture",
      "il file è cambiato sul disco da quando è stato aperto" },
  };
  GError *errors[3] = { NULL, NULL, NULL };

  g_assert_no_error (error);
  qb_test_assert_catalog_used (lang);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  record = qb_record_load_from_file (fifo_file, &errors[0]);
  g_assert_null (record);

  qb_options_default (&options);
  record = qb_record_new (&options, 5);
  g_assert_true (qb_record_save_to_file (record, file, NULL));
  qb_file_set_write_func (full_disk_write);
  g_assert_false (qb_record_save_to_file (record, file, &errors[1]));
  qb_file_set_write_func (NULL);

  other = qb_record_load_from_file (file, NULL);
  qb_record_set_player_name (other, QB_FRENCH, "Lévis");
  g_assert_true (qb_record_save_to_file (other, file, NULL));
  g_assert_false (qb_record_save_to_file (record, file, &errors[2]));
  g_assert_error (errors[2], QB_FILE_ERROR, QB_FILE_ERROR_CHANGED);

  for (guint i = 0; i < G_N_ELEMENTS (errors); i++)
    {
      const char *message = errors[i]->message;

      g_test_message ("%s: %s", lang, message);
      if (strstr (message, french ? expected[i].fr : expected[i].it) == NULL
          || strstr (message, expected[i].english) != NULL)
        g_error ("%s: not the expected translation “%s”: %s", lang,
                 french ? expected[i].fr : expected[i].it, message);
      g_clear_error (&errors[i]);
    }
  g_unlink (fifo);
  g_unlink (path);
  g_rmdir (dir);
  qb_test_use_language ("en");
}

/* The editor's library and tools in `lang`: a broken file is refused at
 * import with the same translated message as when opened, a built-in with
 * a translated refusal naming it, and a diff line is in the language
 * (its zones too). */
static void
check_setup_tools (gconstpointer data)
{
  const char *lang = data;
  const char *expected[][3] = {
    /* the refusal to rename a built-in, a diff line's places */
    { "fr", "fait partie du jeu", "Saint-Charles → Lévis" },
    { "it", "fa parte del gioco", "Saint-Charles → Lévis" },
  };
  g_autofree char *dir = g_dir_make_tmp ("quebec1759-test-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(QbSetupLibrary) library = NULL;
  g_autoptr(QbSetupEntry) builtin = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad", "cv-out-of-range.q1759-setup", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) load_error = NULL;
  g_autoptr(QbScenario) none = NULL;
  g_autoptr(QbScenario) a = NULL;
  g_autoptr(QbScenario) b = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autofree char *line = NULL;
  g_autofree char *english = NULL;
  guint row = g_str_equal (lang, "fr") ? 0 : 1;

  qb_test_use_language ("en");
  g_assert_null (qb_scenario_load_from_file (bad, &load_error));
  english = g_strdup (load_error->message);
  g_clear_error (&load_error);

  qb_test_assert_catalog_used (lang);
  library = qb_setup_library_new (folder);
  none = qb_scenario_load_from_file (bad, &load_error);
  g_assert_null (none);
  g_assert_null (qb_setup_library_import (library, bad, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, load_error->message);
  g_assert_cmpstr (error->message, !=, english);
  g_clear_error (&error);

  builtin = g_list_model_get_item (G_LIST_MODEL (library), 0);
  g_assert_null (qb_setup_library_rename (library, builtin, "x", &error));
  g_assert_nonnull (strstr (error->message, expected[row][1]));
  g_assert_nonnull (strstr (error->message, qb_setup_entry_get_title (builtin)));
  g_clear_error (&error);

  a = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  b = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  g_assert_no_error (error);
  qb_scenario_set_block (b, (guint) qb_block_from_key (QB_EDITION_REVISED, "fr-marine"), QB_LE, 0);
  moves = qb_setup_diff (a, b, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (moves->len, ==, 1);
  line = qb_setup_move_to_text (g_ptr_array_index (moves, 0), QB_EDITION_REVISED);
  g_assert_nonnull (strstr (line, expected[row][2]));

  qb_test_use_language ("en");
  g_clear_object (&library);
  g_rmdir (dir);
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

  if (test_locale == NULL)
    g_test_add_func ("/model/file-i18n/no-locale", test_no_locale);
  else
    {
      g_test_add_data_func ("/model/file-i18n/fr/bad-files", "fr", check_language);
      g_test_add_data_func ("/model/file-i18n/it/bad-files", "it", check_language);
      g_test_add_data_func ("/model/file-i18n/fr/engine-reasons", "fr", check_reasons);
      g_test_add_data_func ("/model/file-i18n/fr/file-errors", "fr", check_file_errors);
      g_test_add_data_func ("/model/file-i18n/it/file-errors", "it", check_file_errors);
      g_test_add_data_func ("/model/file-i18n/it/engine-reasons", "it", check_reasons);
      g_test_add_data_func ("/model/file-i18n/fr/setup-tools", "fr", check_setup_tools);
      g_test_add_data_func ("/model/file-i18n/it/setup-tools", "it", check_setup_tools);
    }

  return g_test_run ();
}
