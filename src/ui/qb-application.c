/* qb-application.c: the application: app actions and accelerators, the
 * style preference, opening files from the command line. */
#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "qb-application.h"
#include "qb-preferences-window.h"
#include "qb-replay-view.h"
#include "qb-ui-style.h"
#include "qb-window.h"

struct _QbApplication
{
  AdwApplication parent_instance;
  GSettings *settings;
  /* --replay [--at N] given to this (primary) instance: open the files in
   * the Replay view. A remote instance passes it as the open hint. */
  char *open_hint;
};

G_DEFINE_FINAL_TYPE (QbApplication, qb_application, ADW_TYPE_APPLICATION)

/* GTK 4.8 draws with OpenGL whenever it can get a context. Without a GPU
 * that context is Mesa's software rasterizer (llvmpipe), which on our
 * measurements (docs/benchmarks.md) makes the first frame twice as late,
 * triples the memory (LLVM is loaded into the process) and draws the board
 * slower than GTK's cairo renderer on the same CPU. A GPU shows up as a DRM
 * render node; with none, GL could only be software, so ask for the cairo
 * renderer (GSK_RENDERER) and keep GDK from setting up GL at all (its
 * gl-disable debug flag, the only switch GTK 4.8 has). A renderer chosen by
 * the user always wins. Must run before the display is opened. */
void
qb_application_choose_renderer (const char *dri_dir)
{
  g_autoptr(GDir) dir = NULL;
  const char *debug = g_getenv ("GDK_DEBUG");
  const char *name;

  if (g_getenv ("GSK_RENDERER") != NULL)
    return;
  dir = g_dir_open (dri_dir != NULL ? dri_dir : "/dev/dri", 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "renderD"))
      return;
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  if (debug == NULL || *debug == '\0')
    g_setenv ("GDK_DEBUG", "gl-disable", TRUE);
  else if (strstr (debug, "gl-disable") == NULL)
    {
      g_autofree char *both = g_strconcat (debug, ",gl-disable", NULL);
      g_setenv ("GDK_DEBUG", both, TRUE);
    }
}

QbApplication *
qb_application_new (void)
{
  return g_object_new (QB_TYPE_APPLICATION,
                       "application-id", QB_APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/quebec1759/Quebec1759",
                       NULL);
}

/* ---- Where the app's own files are ---------------------------------------- */

/* The folder of the running executable, or NULL. */
static char *
executable_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  return exe != NULL ? g_path_get_dirname (exe) : NULL;
}

/* The build directory when the app runs from it (`_build/src/quebec1759`,
 * whose parent holds meson-private/), else NULL: then the app uses the
 * files it installed under its prefix. Nothing needs to be set in the
 * environment either way (`meson devenv` sets the same paths). */
const char *
qb_application_get_build_dir (void)
{
  static char *build_dir;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      g_autofree char *dir = executable_dir ();
      if (dir != NULL)
        {
          g_autofree char *root = g_path_get_dirname (dir);
          g_autofree char *private = g_build_filename (root, "meson-private", NULL);
          if (g_file_test (private, G_FILE_TEST_IS_DIR))
            build_dir = g_steal_pointer (&root);
        }
      g_once_init_leave (&once, 1);
    }
  return build_dir;
}

/* Our settings schema: the build directory's when running uninstalled,
 * else the one GLib finds (XDG_DATA_DIRS, GSETTINGS_SCHEMA_DIR), else the
 * one installed under our own prefix (a `meson install --prefix` tree
 * outside XDG_DATA_DIRS). NULL when there is none. */
static GSettingsSchema *
lookup_schema (void)
{
  GSettingsSchemaSource *system = g_settings_schema_source_get_default ();
  const char *build_dir = qb_application_get_build_dir ();
  g_autofree char *build_schemas = NULL;
  const char *dirs[2];
  GSettingsSchema *schema;

  if (build_dir != NULL)
    build_schemas = g_build_filename (build_dir, "data", NULL);
  dirs[0] = build_schemas;
  dirs[1] = QB_SCHEMADIR;
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *compiled = NULL;
      g_autoptr(GSettingsSchemaSource) source = NULL;

      /* The build's own schema goes first; the prefix's is only a fallback. */
      if (i == 1 && system != NULL
          && (schema = g_settings_schema_source_lookup (system, QB_APPLICATION_ID, TRUE)) != NULL)
        return schema;
      if (dirs[i] == NULL)
        continue;
      compiled = g_build_filename (dirs[i], "gschemas.compiled", NULL);
      if (!g_file_test (compiled, G_FILE_TEST_IS_REGULAR))
        continue;
      source = g_settings_schema_source_new_from_directory (dirs[i], system, FALSE, NULL);
      if (source != NULL
          && (schema = g_settings_schema_source_lookup (source, QB_APPLICATION_ID, FALSE)) != NULL)
        return schema;
    }
  return NULL;
}

GSettings *
qb_application_settings_new (void)
{
  static GSettingsSchema *schema;

  if (schema == NULL)
    schema = lookup_schema ();
  if (schema == NULL)
    {
      /* Not translated: the text domain may not be bound yet. */
      g_printerr ("Quebec 1759 cannot find its settings schema (%s.gschema.xml).\n"
                  "Install the app with 'meson install', or run it from its build "
                  "directory (_build/src/quebec1759).\n", QB_APPLICATION_ID);
      exit (1);
    }
  return g_settings_new_full (schema, NULL, NULL);
}

void
qb_application_setup_i18n (void)
{
  g_autoptr(GSettings) settings = qb_application_settings_new ();
  g_autofree char *lang = g_settings_get_string (settings, "language");
  const char *build_dir = qb_application_get_build_dir ();
  g_autofree char *build_po = NULL;
  const char *localedir = QB_LOCALEDIR;

  /* The language preference overrides the system language (issue 5);
   * "" follows the system. It must be set before gettext is first used. */
  if (lang != NULL && *lang != '\0')
    g_setenv ("LANGUAGE", lang, TRUE);
  setlocale (LC_ALL, "");
  /* QB_LOCALEDIR in the environment points at other catalogues (tests);
   * an uninstalled build uses its own (<build>/po/<lang>/LC_MESSAGES). */
  if (g_getenv ("QB_LOCALEDIR") != NULL)
    localedir = g_getenv ("QB_LOCALEDIR");
  else if (build_dir != NULL)
    localedir = build_po = g_build_filename (build_dir, "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

GSettings *
qb_application_get_settings (QbApplication *self)
{
  g_return_val_if_fail (QB_IS_APPLICATION (self), NULL);
  return self->settings;
}

static QbWindow *
get_window (QbApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (QB_IS_WINDOW (window))
    return QB_WINDOW (window);
  return qb_window_new (self);
}

static void
style_changed_cb (QbApplication *self)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autofree char *style = g_settings_get_string (self->settings, "style");

  if (g_strcmp0 (style, "light") == 0)
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  else if (g_strcmp0 (style, "dark") == 0)
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  else
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
qb_application_activate (GApplication *app)
{
  QbWindow *window = get_window (QB_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
}

/* The open hint "replay" or "replay:N" (--replay, --at N). */
static gboolean
parse_replay_hint (const char *hint,
                   gint64     *at)
{
  *at = -1;
  if (hint == NULL || !g_str_has_prefix (hint, "replay"))
    return FALSE;
  if (hint[6] == ':')
    g_ascii_string_to_signed (hint + 7, 10, 0, G_MAXINT, at, NULL);
  return TRUE;
}

static void
qb_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  QbApplication *self = QB_APPLICATION (app);
  gint64 at;
  gboolean replay = parse_replay_hint (self->open_hint != NULL ? self->open_hint : hint, &at);

  g_clear_pointer (&self->open_hint, g_free);
  for (int i = 0; i < n_files; i++)
    {
      QbWindow *window = qb_window_new (QB_APPLICATION (app));
      g_autofree char *uri = g_file_get_uri (files[i]);

      /* A link copied on the Rules page (quebec1759:rules/17.2?...). */
      if (uri != NULL && g_str_has_prefix (uri, "quebec1759:rules/"))
        qb_window_open_rules_link (window, uri);
      else if (replay)
        qb_window_open_replay_file_at (window, files[i], at);
      else
        qb_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
    }
}

/* A second instance started with --replay hands the hint to the running
 * one with the files: GApplication's command line opens them with an
 * empty hint, so the hint travels in the platform data. */
static void
qb_application_add_platform_data (GApplication    *app,
                                  GVariantBuilder *builder)
{
  QbApplication *self = QB_APPLICATION (app);

  G_APPLICATION_CLASS (qb_application_parent_class)->add_platform_data (app, builder);
  if (self->open_hint != NULL)
    g_variant_builder_add (builder, "{sv}", "qb-open-hint", g_variant_new_string (self->open_hint));
}

static void
qb_application_before_emit (GApplication *app,
                            GVariant     *platform_data)
{
  QbApplication *self = QB_APPLICATION (app);
  const char *hint = NULL;

  G_APPLICATION_CLASS (qb_application_parent_class)->before_emit (app, platform_data);
  /* Each call from another instance says its own hint, or none. */
  g_clear_pointer (&self->open_hint, g_free);
  if (g_variant_lookup (platform_data, "qb-open-hint", "&s", &hint))
    self->open_hint = g_strdup (hint);
}

static int
qb_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  QbApplication *self = QB_APPLICATION (app);
  gint32 at = -1;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", "quebec1759", PACKAGE_VERSION);
      return 0;
    }
  if (g_variant_dict_lookup (options, "at", "i", &at) && at < 0)
    {
      g_printerr (_("--at needs a position of 0 or more, not %d\n"), at);
      return 1;
    }
  if (g_variant_dict_contains (options, "replay"))
    self->open_hint = at >= 0 ? g_strdup_printf ("replay:%d", at) : g_strdup ("replay");
  return -1;
}

static void
qb_application_startup (GApplication *app)
{
  QbApplication *self = QB_APPLICATION (app);

  G_APPLICATION_CLASS (qb_application_parent_class)->startup (app);
  qb_ui_ensure_style (gdk_display_get_default ());

  self->settings = qb_application_settings_new ();
  /* Uninstalled, the app's icon is in the source tree (About, the
   * window's icon). */
  if (qb_application_get_build_dir () != NULL)
    gtk_icon_theme_add_search_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    QB_SOURCE_DATADIR G_DIR_SEPARATOR_S "icons");
  g_signal_connect_object (self->settings, "changed::style",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  style_changed_cb (self);
}

/* Ctrl+Q and the menu's Quit close every game window the way its close
 * button does (qb_window_close_request(): unsaved replay notes asked about,
 * the window's size saved, a finished game cleared from the autosave), so
 * quitting loses nothing that closing would not. The app ends when the
 * last window has gone; a window that asks first stays open with its
 * question, and the other windows (Preferences, About) close with it. */
void
qb_application_quit (QbApplication *self)
{
  GList *windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (self)),
                                     (GCopyFunc) g_object_ref, NULL);
  gboolean asked = FALSE;

  for (GList *l = windows; l != NULL; l = l->next)
    if (QB_IS_WINDOW (l->data))
      {
        gtk_window_close (l->data);
        if (gtk_window_get_application (l->data) != NULL)
          asked = TRUE;
      }
  if (!asked)
    for (GList *l = windows; l != NULL; l = l->next)
      if (!QB_IS_WINDOW (l->data))
        gtk_window_destroy (l->data);
  g_list_free_full (windows, g_object_unref);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  qb_application_quit (QB_APPLICATION (user_data));
}

static void
new_window_action (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  QbWindow *window = qb_window_new (QB_APPLICATION (user_data));
  gtk_window_present (GTK_WINDOW (window));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  QbApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWindow *prefs = qb_preferences_window_new (self->settings);
  gtk_window_set_transient_for (prefs, parent);
  gtk_window_set_destroy_with_parent (prefs, TRUE);
  gtk_window_present (prefs);
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  QbApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { _("The Quebec 1759 developers"), NULL };
  const char *game_designers[] = { "Tom Dalgliesh", "Lance Gutteridge", "Steve Brewster", NULL };
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "application-name", _("Quebec 1759"),
                "application-icon", QB_APPLICATION_ID,
                "version", PACKAGE_VERSION,
                "developer-name", _("The Quebec 1759 developers"),
                "developers", developers,
                "website", QB_WEBSITE,
                "issue-url", QB_ISSUE_URL,
                "copyright", _("© 2026 The Quebec 1759 developers"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "comments", _("The block wargame of the 1759 siege of Quebec, for two "
                              "players on one screen.\n\nAn unofficial fan edition: it is "
                              "not made or endorsed by Columbia Games."),
                /* Translators: put your names here, one per line */
                "translator-credits", _("translator-credits"),
                NULL);
  /* Translators: a credits section of the About window: who designed the
   * original board game (1972). */
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about),
                                       _("Board Game Design"), game_designers);
  adw_about_window_add_legal_section (ADW_ABOUT_WINDOW (about),
                                      _("Quebec 1759, the Board Game"),
                                      _("© Columbia Games"),
                                      GTK_LICENSE_CUSTOM,
                                      _("Quebec 1759 is a board game designed by Tom Dalgliesh, "
                                        "Lance Gutteridge and Steve Brewster and published by "
                                        "Columbia Games. This app is an unofficial fan edition. "
                                        "Its rules reference is written in our own words; the "
                                        "original rulebooks are © Columbia Games."));
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (about), parent);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (about), TRUE);
    }
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "new-window", new_window_action },
  { "preferences", preferences_action },
  { "about", about_action },
};

static void
qb_application_dispose (GObject *object)
{
  QbApplication *self = QB_APPLICATION (object);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->open_hint, g_free);
  G_OBJECT_CLASS (qb_application_parent_class)->dispose (object);
}

static void
qb_application_class_init (QbApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = qb_application_dispose;
  app_class->activate = qb_application_activate;
  app_class->open = qb_application_open;
  app_class->startup = qb_application_startup;
  app_class->handle_local_options = qb_application_handle_local_options;
  app_class->add_platform_data = qb_application_add_platform_data;
  app_class->before_emit = qb_application_before_emit;
}

static void
qb_application_init (QbApplication *self)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.new-window", { "<Control><Shift>n", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.rules", { "F1", NULL } },
    { "win.view-play", { "<Alt>1", NULL } },
    { "win.view-editor", { "<Alt>2", NULL } },
    { "win.view-replay", { "<Alt>3", NULL } },
    { "win.view-rules", { "<Alt>4", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
    { "replay", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Open the games in the Replay view"), NULL },
    { "at", 0, 0, G_OPTION_ARG_INT, NULL, N_("With --replay: start at this action"), N_("N") },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  qb_ui_ensure_style (NULL);   /* resources, before GtkApplication loads the help overlay */
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action, accels[i].accels);
}
