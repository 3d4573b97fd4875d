/* test-layering.c: the layers of docs/HACKING.md, read from the sources.
 *
 * - Nothing under src/ui/ or src/paint/ reads the engine's whole state: no
 *   file mentions QbState or qb_game_get_state(). Widgets and painters
 *   draw a player's QbView and ask QbGame questions with the viewer
 *   explicit, so a screen or an image cannot show a player what that
 *   player may not know. Nor does QbPlaySession
 *   (src/model/qb-play-session*), which tells them what to show.
 * - src/engine/ includes no GLib header; src/text/, src/model/ and
 *   src/paint/ include no GTK header (gtk, gdk, gsk, libadwaita).
 * - The project's own headers flow one way, engine -> text -> model ->
 *   paint -> ui: a file includes only headers of its own layer or of the
 *   layers below.
 * - src/ai (the computer player) is pure C over the engine alone, and only
 *   its sampler draws from the true state.
 *
 * Each check runs on the real tree and, first, on a made-up file that
 * breaks it, so that a check that has stopped catching anything fails.
 */
#include <glib.h>
#include <string.h>

/* The layers, lowest first; a layer may include its own headers and those
 * of the layers before it. */
static const char *const layers[] = { "engine", "text", "model", "paint", "ui" };

static gboolean
is_source (const char *name)
{
  return g_str_has_suffix (name, ".c") || g_str_has_suffix (name, ".h")
      || g_str_has_suffix (name, ".ui");
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Every source file under `dir` (relative to the source root), in
 * subfolders too, as paths relative to the source root. */
static void
list_sources (const char *dir,
              GPtrArray  *out)
{
  g_autofree char *full = g_build_filename (QB_SOURCE_ROOT, dir, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = g_dir_open (full, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  /* The same order on every machine, for readable failures. */
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      g_autofree char *rel = g_build_filename (dir, n, NULL);
      g_autofree char *path = g_build_filename (QB_SOURCE_ROOT, rel, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        list_sources (rel, out);
      else if (is_source (n))
        g_ptr_array_add (out, g_steal_pointer (&rel));
    }
}

static char *
read_source (const char *rel)
{
  g_autofree char *path = g_build_filename (QB_SOURCE_ROOT, rel, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* ---- The checks, on one file's text --------------------------------------- */

/* Why a file of src/ui may not have this text, or NULL. */
static const char *
reads_state (const char *text)
{
  if (strstr (text, "qb_game_get_state") != NULL)
    return "calls qb_game_get_state()";
  if (strstr (text, "QbState") != NULL)
    return "mentions QbState";
  return NULL;
}

/* The first included header of `text` whose name starts with one of
 * `prefixes`, or NULL. Free with g_free(). */
static char *
includes_any (const char         *text,
              const char * const *prefixes)
{
  g_autoptr(GRegex) include = g_regex_new ("^[ \\t]*#[ \\t]*include[ \\t]*[<\"]([^>\"]+)[>\"]",
                                           G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_regex_match (include, text, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *header = g_match_info_fetch (match, 1);

      for (guint i = 0; prefixes[i] != NULL; i++)
        if (g_str_has_prefix (header, prefixes[i]))
          return g_steal_pointer (&header);
    }
  return NULL;
}

static const char *const glib_headers[] = {
  "glib", "gio/", "gobject/", "gmodule", "json-glib/", NULL
};
static const char *const gtk_headers[] = {
  "gtk/", "gdk/", "gsk/", "adwaita.h", "libadwaita", NULL
};

/* The layer that owns the project header `header` ("qb-game.h"), from
 * where it is in the tree; -1 for none (a header of the tests or the CLI,
 * or not ours). */
static int
layer_of_header (GHashTable *owners,
                 const char *header)
{
  gpointer layer;

  if (g_hash_table_lookup_extended (owners, header, NULL, &layer))
    return GPOINTER_TO_INT (layer);
  return -1;
}

/* A project header `text` includes from a layer above `layer`, or NULL.
 * Free with g_free(). */
static char *
includes_upward (const char *text,
                 int         layer,
                 GHashTable *owners)
{
  g_autoptr(GRegex) include = g_regex_new ("^[ \\t]*#[ \\t]*include[ \\t]*\"([^\"]+)\"",
                                           G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_regex_match (include, text, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *header = g_match_info_fetch (match, 1);
      g_autofree char *base = g_path_get_basename (header);

      if (layer_of_header (owners, base) > layer)
        return g_steal_pointer (&base);
    }
  return NULL;
}

/* Which layer owns each header of src/<layer>/. */
static GHashTable *
header_owners (void)
{
  GHashTable *owners = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint l = 0; l < G_N_ELEMENTS (layers); l++)
    {
      g_autofree char *dir = g_build_filename ("src", layers[l], NULL);
      g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

      list_sources (dir, files);
      for (guint i = 0; i < files->len; i++)
        {
          const char *rel = g_ptr_array_index (files, i);

          if (g_str_has_suffix (rel, ".h"))
            g_hash_table_insert (owners, g_path_get_basename (rel), GINT_TO_POINTER (l));
        }
    }
  return owners;
}

/* ---- Tests -------------------------------------------------------------------- */

/* The checks catch what they are for (on made-up files). */
static void
test_checks_catch (void)
{
  g_autoptr(GHashTable) owners = header_owners ();
  g_autofree char *glib = includes_any ("/* x */\n#include <stdio.h>\n#  include <glib/gi18n.h>\n",
                                        glib_headers);
  g_autofree char *gtk = includes_any ("#include \"qb-game.h\"\n#include <gtk/gtk.h>\n", gtk_headers);
  g_autofree char *adw = includes_any ("#include <adwaita.h>\n", gtk_headers);
  g_autofree char *none = includes_any ("#include <string.h>\n#include \"qb-engine.h\"\n", glib_headers);
  g_autofree char *up = includes_upward ("#include \"qb-engine.h\"\n#include \"qb-game.h\"\n",
                                         1, owners);
  g_autofree char *down = includes_upward ("#include \"qb-engine.h\"\n#include \"qb-order-text.h\"\n",
                                           2, owners);
  /* A painter (layer 3) may use the model, not the widgets. */
  g_autofree char *paint_up = includes_upward ("#include \"qb-record.h\"\n#include \"qb-board.h\"\n",
                                               3, owners);
  g_autofree char *paint_down = includes_upward ("#include \"qb-record.h\"\n#include \"qb-ui-names.h\"\n",
                                                 3, owners);

  g_assert_nonnull (reads_state ("  const QbState *s = x;\n"));
  g_assert_nonnull (reads_state ("  s = qb_game_get_state (game);\n"));
  g_assert_null (reads_state ("  QbView view;\n  qb_game_view (game, viewer, &view);\n"));
  g_assert_cmpstr (glib, ==, "glib/gi18n.h");
  g_assert_cmpstr (gtk, ==, "gtk/gtk.h");
  g_assert_cmpstr (adw, ==, "adwaita.h");
  g_assert_null (none);
  /* qb-game.h is the model's: the text layer may not include it. */
  g_assert_cmpstr (up, ==, "qb-game.h");
  g_assert_null (down);
  g_assert_cmpstr (paint_up, ==, "qb-board.h");
  g_assert_null (paint_down);
}

static void
test_ui_reads_no_state (void)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) faults = g_string_new (NULL);

  list_sources ("src/ui", files);
  g_assert_cmpuint (files->len, >, 10);
  /* The painters draw views for the widgets and for exported images. */
  list_sources ("src/paint", files);
  for (guint i = 0; i < files->len; i++)
    {
      const char *rel = g_ptr_array_index (files, i);
      g_autofree char *text = read_source (rel);
      const char *why = reads_state (text);

      if (why != NULL)
        g_string_append_printf (faults, "\n  %s %s", rel, why);
    }
  if (faults->len > 0)
    g_error ("the UI draws views, never the state (docs/HACKING.md):%s", faults->str);
}

/* The Play page's session holds to the same rule as the widgets over it:
 * it asks QbGame with the viewer explicit (docs/HACKING.md, "Who may see
 * what"), so nothing it hands them can hold what the viewer may not know. */
static void
test_play_session_reads_no_state (void)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) faults = g_string_new (NULL);
  guint checked = 0;

  list_sources ("src/model", files);
  for (guint i = 0; i < files->len; i++)
    {
      const char *rel = g_ptr_array_index (files, i);
      g_autofree char *text = NULL;
      const char *why;

      if (!g_str_has_prefix (rel, "src/model/qb-play-session"))
        continue;
      checked++;
      text = read_source (rel);
      why = reads_state (text);
      if (why != NULL)
        g_string_append_printf (faults, "\n  %s %s", rel, why);
    }
  g_assert_cmpuint (checked, >=, 3);
  if (faults->len > 0)
    g_error ("the play session shows views, never the state (docs/HACKING.md):%s", faults->str);
}

static void
check_no_includes (const char         *dir,
                   const char * const *prefixes,
                   const char         *what)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) faults = g_string_new (NULL);

  list_sources (dir, files);
  g_assert_cmpuint (files->len, >, 2);
  for (guint i = 0; i < files->len; i++)
    {
      const char *rel = g_ptr_array_index (files, i);
      g_autofree char *text = read_source (rel);
      g_autofree char *header = includes_any (text, prefixes);

      if (header != NULL)
        g_string_append_printf (faults, "\n  %s includes <%s>", rel, header);
    }
  if (faults->len > 0)
    g_error ("%s may include no %s header:%s", dir, what, faults->str);
}

static void
test_engine_without_glib (void)
{
  check_no_includes ("src/engine", glib_headers, "GLib");
}

static void
test_text_and_model_without_gtk (void)
{
  check_no_includes ("src/text", gtk_headers, "GTK");
  check_no_includes ("src/model", gtk_headers, "GTK");
  /* The painters work without a display (the CLI, exports). */
  check_no_includes ("src/paint", gtk_headers, "GTK");
}

static void
test_headers_flow_up (void)
{
  g_autoptr(GHashTable) owners = header_owners ();
  g_autoptr(GString) faults = g_string_new (NULL);

  for (guint l = 0; l < G_N_ELEMENTS (layers); l++)
    {
      g_autofree char *dir = g_build_filename ("src", layers[l], NULL);
      g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

      list_sources (dir, files);
      for (guint i = 0; i < files->len; i++)
        {
          const char *rel = g_ptr_array_index (files, i);
          g_autofree char *text = read_source (rel);
          g_autofree char *header = includes_upward (text, (int) l, owners);

          if (header != NULL)
            g_string_append_printf (faults, "\n  %s (%s) includes %s (%s)", rel, layers[l],
                                    header, layers[layer_of_header (owners, header)]);
        }
    }
  if (faults->len > 0)
    g_error ("headers flow engine -> text -> model -> paint -> ui only:%s", faults->str);
}

/* Why a file of src/ai other than the sampler may not have this text, or
 * NULL: the sampler (qb-ai-sampler.c) is the computer player's one door
 * to the true state (docs/HACKING.md, "The computer opponent"). */
static const char *
opens_sampler (const char *text)
{
  if (strstr (text, "qb_state_sample_hidden (") != NULL)
    return "calls qb_state_sample_hidden()";
  if (strstr (text, "struct QbAiSampler {") != NULL)
    return "defines the sampler's struct";
  return NULL;
}

/* src/ai is pure C over the engine: no GLib header, no header of the
 * text, model or ui layers, and none of its headers in the engine; only
 * its sampler draws from the true state. */
static void
test_ai_over_engine_only (void)
{
  g_autoptr(GHashTable) owners = header_owners ();
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) engine = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) faults = g_string_new (NULL);
  guint sampler = 0;

  g_assert_nonnull (opens_sampler ("ok = qb_state_sample_hidden (s, side, seed, &out);"));
  g_assert_null (opens_sampler ("/* drawn by qb_state_sample_hidden() */"));

  check_no_includes ("src/ai", glib_headers, "GLib");
  list_sources ("src/ai", files);
  for (guint i = 0; i < files->len; i++)
    {
      const char *rel = g_ptr_array_index (files, i);
      g_autofree char *text = read_source (rel);
      g_autofree char *header = includes_upward (text, 0, owners);
      const char *why = opens_sampler (text);

      if (header != NULL)
        g_string_append_printf (faults, "\n  %s includes %s", rel, header);
      if (g_str_has_suffix (rel, "/qb-ai-sampler.c"))
        sampler += why != NULL;
      else if (why != NULL)
        g_string_append_printf (faults, "\n  %s %s", rel, why);
    }
  g_assert_cmpuint (sampler, ==, 1);
  list_sources ("src/engine", engine);
  for (guint i = 0; i < engine->len; i++)
    {
      const char *rel = g_ptr_array_index (engine, i);
      g_autofree char *text = read_source (rel);

      if (strstr (text, "#include \"qb-ai") != NULL)
        g_string_append_printf (faults, "\n  %s includes a header of src/ai", rel);
    }
  if (faults->len > 0)
    g_error ("src/ai is over the engine only, and only its sampler sees the state:%s",
             faults->str);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/layering/checks-catch", test_checks_catch);
  g_test_add_func ("/text/layering/ui-reads-no-state", test_ui_reads_no_state);
  g_test_add_func ("/text/layering/play-session-reads-no-state", test_play_session_reads_no_state);
  g_test_add_func ("/text/layering/engine-without-glib", test_engine_without_glib);
  g_test_add_func ("/text/layering/text-and-model-without-gtk", test_text_and_model_without_gtk);
  g_test_add_func ("/text/layering/headers-flow-up", test_headers_flow_up);
  g_test_add_func ("/text/layering/ai-over-engine-only", test_ai_over_engine_only);

  return g_test_run ();
}
