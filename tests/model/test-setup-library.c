/* test-setup-library.c: QbSetupLibrary, the editor's library of set-ups,
 * in a folder of its own (G_TEST_OPTION_ISOLATE_DIRS). */
#include "qb-model-test.h"
#include "qb-setup-library.h"

#include <glib/gstdio.h>

typedef struct
{
  GFile *directory;
  QbSetupLibrary *library;
  guint changes;
} Fixture;

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Fixture    *fixture)
{
  fixture->changes++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "library", NULL);

  fixture->directory = g_file_new_for_path (path);
  fixture->library = qb_setup_library_new (fixture->directory);
  g_signal_connect (fixture->library, "items-changed", G_CALLBACK (on_items_changed), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->library);
  g_clear_object (&fixture->directory);
}

static guint
count_builtins (QbSetupLibrary *library)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (library)); i++)
    {
      g_autoptr(QbSetupEntry) entry = g_list_model_get_item (G_LIST_MODEL (library), i);

      n += qb_setup_entry_get_is_builtin (entry);
    }
  return n;
}

static QbScenario *
historical_named (const char *name)
{
  g_autoptr(GError) error = NULL;
  QbScenario *scenario = qb_scenario_new_historical (QB_EDITION_REVISED, &error);

  g_assert_no_error (error);
  qb_scenario_set_name (scenario, name);
  qb_scenario_set_author (scenario, "Tester");
  return scenario;
}

/* Every built-in is listed first, loads, and starts a game. */
static void
test_builtins (Fixture       *fixture,
               gconstpointer  data)
{
  GListModel *model = G_LIST_MODEL (fixture->library);
  guint n_builtin = g_strv_length ((char **) qb_scenario_list_builtin ());

  g_assert_cmpuint (n_builtin, >=, 2);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_builtin);
  g_assert_true (g_list_model_get_item_type (model) == QB_TYPE_SETUP_ENTRY);
  for (guint i = 0; i < n_builtin; i++)
    {
      g_autoptr(QbSetupEntry) entry = g_list_model_get_item (model, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(QbScenario) scenario = NULL;
      QbState state;

      g_assert_true (qb_setup_entry_get_is_builtin (entry));
      g_assert_null (qb_setup_entry_get_file (entry));
      g_assert_cmpstr (qb_setup_entry_get_title (entry), ==,
                       qb_scenario_get_builtin_title (qb_setup_entry_get_id (entry)));
      g_assert_cmpint (qb_setup_entry_get_edition (entry), ==,
                       qb_scenario_get_builtin_edition (qb_setup_entry_get_id (entry)));
      g_assert_true (strlen (qb_setup_entry_get_description (entry)) > 20);
      scenario = qb_setup_library_load_scenario (fixture->library, entry, &error);
      g_assert_no_error (error);
      g_assert_true (qb_scenario_to_state (scenario, 1, &state, NULL, &error));
      g_assert_no_error (error);
    }
  /* The folder is made when first written to, not before. */
  g_assert_false (g_file_query_exists (fixture->directory, NULL));
}

static void
test_save_sorted (Fixture       *fixture,
                  gconstpointer  data)
{
  GListModel *model = G_LIST_MODEL (fixture->library);
  guint n_builtin = count_builtins (fixture->library);
  const char *titles[] = { "Zèbre", "alpha", "Mid line", "alpha" };
  g_autoptr(GError) error = NULL;

  for (gsize i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      g_autoptr(QbScenario) scenario = historical_named (titles[i]);
      g_autoptr(QbSetupEntry) entry = qb_setup_library_save (fixture->library, scenario, &error);
      g_autoptr(QbScenario) back = NULL;

      g_assert_no_error (error);
      g_assert_false (qb_setup_entry_get_is_builtin (entry));
      g_assert_cmpstr (qb_setup_entry_get_title (entry), ==, titles[i]);
      g_assert_cmpstr (qb_setup_entry_get_author (entry), ==, "Tester");
      g_assert_cmpint (qb_setup_entry_get_kind (entry), ==, QB_SCENARIO_DEPLOYMENT);
      g_assert_cmpint (qb_setup_entry_get_modified (entry), >, 0);
      g_assert_true (g_file_query_exists (qb_setup_entry_get_file (entry), NULL));
      g_assert_true (qb_setup_library_find (fixture->library, qb_setup_entry_get_id (entry)) == entry);
      back = qb_setup_library_load_scenario (fixture->library, entry, &error);
      g_assert_no_error (error);
      g_assert_true (qb_scenario_equal (scenario, back));
    }
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_builtin + 4);
  g_assert_cmpuint (fixture->changes, ==, 4);

  /* Built-ins, then by title; two files with one title have two names. */
  {
    g_autoptr(QbSetupEntry) a = g_list_model_get_item (model, n_builtin);
    g_autoptr(QbSetupEntry) b = g_list_model_get_item (model, n_builtin + 1);
    g_autoptr(QbSetupEntry) c = g_list_model_get_item (model, n_builtin + 2);
    g_autoptr(QbSetupEntry) d = g_list_model_get_item (model, n_builtin + 3);

    g_assert_cmpstr (qb_setup_entry_get_title (a), ==, "alpha");
    g_assert_cmpstr (qb_setup_entry_get_title (b), ==, "alpha");
    g_assert_cmpstr (qb_setup_entry_get_title (c), ==, "Mid line");
    g_assert_cmpstr (qb_setup_entry_get_title (d), ==, "Zèbre");
    g_assert_cmpstr (qb_setup_entry_get_id (a), !=, qb_setup_entry_get_id (b));
    g_assert_cmpstr (qb_setup_entry_get_id (c), ==, "mid-line.q1759-setup");
    g_assert_cmpstr (qb_setup_entry_get_id (d), ==, "zèbre.q1759-setup");
  }

  /* A reload with nothing changed says nothing. */
  g_assert_true (qb_setup_library_reload (fixture->library, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (fixture->changes, ==, 4);
}

static void
test_rename_duplicate (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(QbScenario) scenario = historical_named ("Old name");
  g_autoptr(GError) error = NULL;
  g_autoptr(QbSetupEntry) entry = qb_setup_library_save (fixture->library, scenario, &error);
  g_autoptr(QbSetupEntry) renamed = NULL;
  g_autoptr(QbSetupEntry) copy = NULL;
  g_autoptr(QbSetupEntry) builtin = g_list_model_get_item (G_LIST_MODEL (fixture->library), 0);
  g_autoptr(QbSetupEntry) builtin_copy = NULL;
  g_autoptr(QbScenario) back = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (fixture->library));

  g_assert_no_error (error);
  renamed = qb_setup_library_rename (fixture->library, entry, "  New name ", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (qb_setup_entry_get_title (renamed), ==, "New name");
  g_assert_cmpstr (qb_setup_entry_get_id (renamed), ==, "new-name.q1759-setup");
  g_assert_false (g_file_query_exists (qb_setup_entry_get_file (entry), NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n);
  back = qb_setup_library_load_scenario (fixture->library, renamed, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (qb_scenario_get_name (back), ==, "New name");
  g_assert_cmpstr (qb_scenario_get_author (back), ==, "Tester");

  /* An empty title is refused. */
  g_assert_null (qb_setup_library_rename (fixture->library, renamed, " ", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  copy = qb_setup_library_duplicate (fixture->library, renamed, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (qb_setup_entry_get_title (copy), "New name"));
  g_assert_cmpstr (qb_setup_entry_get_title (copy), !=, "New name");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n + 1);

  /* Built-ins are read-only, but can be duplicated. */
  g_assert_null (qb_setup_library_rename (fixture->library, builtin, "Mine", &error));
  g_assert_error (error, QB_SETUP_LIBRARY_ERROR, QB_SETUP_LIBRARY_ERROR_READ_ONLY);
  g_assert_true (strstr (error->message, qb_setup_entry_get_title (builtin)) != NULL);
  g_clear_error (&error);
  g_assert_null (qb_setup_library_delete (fixture->library, builtin, &error));
  g_assert_error (error, QB_SETUP_LIBRARY_ERROR, QB_SETUP_LIBRARY_ERROR_READ_ONLY);
  g_clear_error (&error);
  builtin_copy = qb_setup_library_duplicate (fixture->library, builtin, &error);
  g_assert_no_error (error);
  g_assert_false (qb_setup_entry_get_is_builtin (builtin_copy));
}

static void
test_delete_restore (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(QbScenario) scenario = historical_named ("Doomed");
  g_autoptr(GError) error = NULL;
  g_autoptr(QbSetupEntry) entry = qb_setup_library_save (fixture->library, scenario, &error);
  g_autoptr(QbSetupTrash) trash = NULL;
  g_autoptr(QbSetupEntry) back = NULL;
  g_autoptr(QbScenario) restored = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (fixture->library));
  g_autofree char *id = g_strdup (qb_setup_entry_get_id (entry));

  g_assert_no_error (error);
  trash = qb_setup_library_delete (fixture->library, entry, &error);
  g_assert_no_error (error);
  g_assert_nonnull (trash);
  g_assert_cmpstr (qb_setup_trash_get_title (trash), ==, "Doomed");
  g_assert_false (g_file_query_exists (qb_setup_entry_get_file (entry), NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n - 1);
  g_assert_null (qb_setup_library_find (fixture->library, id));

  back = qb_setup_library_restore (fixture->library, trash, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (qb_setup_entry_get_id (back), ==, id);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n);
  restored = qb_setup_library_load_scenario (fixture->library, back, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (scenario, restored));
}

/* Replacing an entry's file: the new entry says what the file says now,
 * even when the new text has the same length and the same second. */
static void
test_replace (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(QbScenario) scenario = historical_named ("Kept");
  g_autoptr(GError) error = NULL;
  g_autoptr(QbSetupEntry) entry = NULL;
  g_autoptr(QbSetupEntry) replaced = NULL;
  g_autoptr(QbSetupEntry) builtin = g_list_model_get_item (G_LIST_MODEL (fixture->library), 0);
  g_autoptr(QbScenario) back = NULL;
  guint n;

  qb_scenario_set_description (scenario, "First words");
  entry = qb_setup_library_save (fixture->library, scenario, &error);
  g_assert_no_error (error);
  n = g_list_model_get_n_items (G_LIST_MODEL (fixture->library));
  qb_scenario_set_description (scenario, "Other words");
  qb_scenario_set_block (scenario, (guint) qb_block_from_key (QB_EDITION_REVISED, "fr-la-sarre"), QB_LE, 0);
  replaced = qb_setup_library_replace (fixture->library, entry, scenario, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (qb_setup_entry_get_id (replaced), ==, qb_setup_entry_get_id (entry));
  g_assert_cmpstr (qb_setup_entry_get_description (replaced), ==, "Other words");
  g_assert_true (qb_setup_library_find (fixture->library, qb_setup_entry_get_id (entry)) == replaced);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n);
  back = qb_setup_library_load_scenario (fixture->library, replaced, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (scenario, back));

  g_assert_null (qb_setup_library_replace (fixture->library, builtin, scenario, &error));
  g_assert_error (error, QB_SETUP_LIBRARY_ERROR, QB_SETUP_LIBRARY_ERROR_READ_ONLY);
}

static GFile *
write_outside (const char *name,
               const char *contents)
{
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_cache_dir (), 0755), ==, 0);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static void
test_import_export (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(QbScenario) scenario = historical_named ("Shared line");
  g_autofree char *json = qb_scenario_to_json (scenario, NULL);
  g_autoptr(GFile) good = write_outside ("good.q1759-setup", json);
  g_autoptr(GFile) broken = write_outside ("broken.q1759-setup", "{\"format\": \"quebec1759-setup\", ");
  g_autoptr(GFile) wrong = write_outside ("wrong.q1759-setup",
                                          "{\"format\": \"quebec1759-setup\", \"version\": 1, "
                                          "\"kind\": \"deployment\", \"name\": \"x\", "
                                          "\"options\": {\"edition\": \"revised\"}, "
                                          "\"blocks\": {\"fr-nobody\": {\"zone\": \"BE\"}}}");
  g_autofree char *out_path = g_build_filename (g_get_user_cache_dir (), "out.q1759-setup", NULL);
  g_autoptr(GFile) out = g_file_new_for_path (out_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbSetupEntry) entry = NULL;
  g_autoptr(QbScenario) exported = NULL;
  g_autoptr(QbSetupEntry) builtin = g_list_model_get_item (G_LIST_MODEL (fixture->library), 0);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (fixture->library));

  entry = qb_setup_library_import (fixture->library, good, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (qb_setup_entry_get_title (entry), ==, "Shared line");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n + 1);

  /* Broken files are refused, with a message naming the file and what is
   * wrong, and nothing is added. */
  g_assert_null (qb_setup_library_import (fixture->library, broken, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_PARSE);
  g_assert_true (strstr (error->message, "broken.q1759-setup") != NULL);
  g_clear_error (&error);
  g_assert_null (qb_setup_library_import (fixture->library, wrong, &error));
  g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_UNKNOWN_BLOCK);
  g_assert_true (strstr (error->message, "fr-nobody") != NULL);
  g_clear_error (&error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n + 1);

  /* Export and read back: the same set-up. */
  g_assert_true (qb_setup_library_export (fixture->library, entry, out, &error));
  g_assert_no_error (error);
  exported = qb_scenario_load_from_file (out, &error);
  g_assert_no_error (error);
  g_assert_true (qb_scenario_equal (scenario, exported));
  g_clear_object (&exported);

  /* A built-in exports too. */
  g_assert_true (qb_setup_library_export (fixture->library, builtin, out, &error));
  g_assert_no_error (error);
  exported = qb_scenario_load_from_file (out, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (qb_scenario_get_name (exported), ==, qb_setup_entry_get_title (builtin));
}

static gboolean
keep_waking (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Files written by someone else: a reload sees them, broken ones are left
 * out, and the folder monitor sees them by itself. */
static void
test_outside_changes (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(QbScenario) scenario = historical_named ("From outside");
  g_autofree char *json = qb_scenario_to_json (scenario, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_file_get_path (fixture->directory);
  g_autofree char *path = g_build_filename (dir, "outside.q1759-setup", NULL);
  g_autofree char *junk = g_build_filename (dir, "junk.q1759-setup", NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (fixture->library));
  gint64 end;
  guint timeout;

  /* The library made the folder when first saving to it; here it is made
   * by someone else, so watch it from a library made after it. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_signal_handlers_disconnect_by_data (fixture->library, fixture);
  g_object_unref (fixture->library);
  fixture->library = qb_setup_library_new (fixture->directory);
  g_file_set_contents (junk, "not json", -1, &error);
  g_assert_no_error (error);
  g_assert_true (qb_setup_library_reload (fixture->library, &error));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n);

  /* The monitor's reload comes from the main loop. */
  g_file_set_contents (path, json, -1, &error);
  g_assert_no_error (error);
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  timeout = g_timeout_add (100, keep_waking, NULL);
  while (qb_setup_library_find (fixture->library, "outside.q1759-setup") == NULL
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  g_test_message ("seen after %.1f s", (g_get_monotonic_time () - end) / 1e6 + 10.0);
  if (qb_setup_library_find (fixture->library, "outside.q1759-setup") == NULL)
    {
      /* No file monitoring here (some containers): reload by hand. */
      g_test_message ("no folder monitor events; reloading by hand");
      g_assert_true (qb_setup_library_reload (fixture->library, &error));
    }
  g_assert_nonnull (qb_setup_library_find (fixture->library, "outside.q1759-setup"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->library)), ==, n + 1);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_true (qb_setup_library_reload (fixture->library, &error));
  g_assert_null (qb_setup_library_find (fixture->library, "outside.q1759-setup"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/setup-library/builtins", test_builtins);
  ADD ("/setup-library/save-sorted", test_save_sorted);
  ADD ("/setup-library/rename-duplicate", test_rename_duplicate);
  ADD ("/setup-library/replace", test_replace);
  ADD ("/setup-library/delete-restore", test_delete_restore);
  ADD ("/setup-library/import-export", test_import_export);
  ADD ("/setup-library/outside-changes", test_outside_changes);
#undef ADD
  return g_test_run ();
}
