/* qb-application.c: the application: app actions and accelerators, the
 * style preference, opening files from the command line. */
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "qb-application.h"
#include "qb-preferences-window.h"
#include "qb-ui-style.h"
#include "qb-window.h"

struct _QbApplication
{
  AdwApplication parent_instance;
  GSettings *settings;
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

void
qb_application_setup_i18n (void)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();

  /* The language preference overrides the system language (issue 5);
   * "" follows the system. It must be set before gettext is first used. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, QB_APPLICATION_ID, TRUE);
  if (schema != NULL && g_settings_schema_has_key (schema, "language"))
    {
      g_autoptr(GSettings) settings = g_settings_new (QB_APPLICATION_ID);
      g_autofree char *lang = g_settings_get_string (settings, "language");
      if (lang != NULL && *lang != '\0')
        g_setenv ("LANGUAGE", lang, TRUE);
    }
  setlocale (LC_ALL, "");
  /* QB_LOCALEDIR in the environment points an uninstalled build at its
   * own catalogues (build-aux/run-app.sh). */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("QB_LOCALEDIR") ? g_getenv ("QB_LOCALEDIR") : QB_LOCALEDIR);
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

/* ---- Launch benchmark (quebec1759-ui-bench) --------------------------------- */

/* Milliseconds since this process started, to the kernel's clock tick. */
static double
ms_since_process_start (void)
{
  g_autofree char *stat = NULL, *uptime = NULL;
  unsigned long long start_ticks = 0;

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL)
      || !g_file_get_contents ("/proc/uptime", &uptime, NULL, NULL))
    return -1;
  /* Field 22, counted after the command name, which may hold spaces. */
  const char *p = strrchr (stat, ')');
  for (int field = 2; p != NULL && field < 22; field++)
    p = strchr (p + 1, ' ');
  if (p == NULL || sscanf (p + 1, "%llu", &start_ticks) != 1)
    return -1;
  return g_ascii_strtod (uptime, NULL) * 1000.0 - start_ticks * 1000.0 / sysconf (_SC_CLK_TCK);
}

static long
peak_rss_kib (void)
{
  g_autofree char *status = NULL;
  long kib = -1;

  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    {
      const char *line = strstr (status, "VmHWM:");
      if (line != NULL)
        kib = strtol (line + 6, NULL, 10);
    }
  return kib;
}

static void
first_frame_cb (GdkFrameClock *clock,
                GtkWidget     *window)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, window);
  printf ("first-frame monotonic-us=%" G_GINT64_FORMAT " since-start-ms=%.0f vmhwm-kib=%ld renderer=%s\n",
          g_get_monotonic_time (), ms_since_process_start (), peak_rss_kib (),
          renderer != NULL ? G_OBJECT_TYPE_NAME (renderer) : "none");
  fflush (stdout);
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

/* With QB_REPORT_FIRST_FRAME set, print when the first window has painted
 * its first frame and the peak memory so far, then quit. */
static void
maybe_report_first_frame (GtkWidget *window)
{
  static gboolean done;

  if (done || g_getenv ("QB_REPORT_FIRST_FRAME") == NULL)
    return;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  if (clock == NULL)
    return;
  done = TRUE;
  g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), window);
}

static void
qb_application_activate (GApplication *app)
{
  QbWindow *window = get_window (QB_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  maybe_report_first_frame (GTK_WIDGET (window));
}

static void
qb_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      QbWindow *window = qb_window_new (QB_APPLICATION (app));
      qb_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
      maybe_report_first_frame (GTK_WIDGET (window));
    }
}

static void
qb_application_startup (GApplication *app)
{
  QbApplication *self = QB_APPLICATION (app);

  G_APPLICATION_CLASS (qb_application_parent_class)->startup (app);
  qb_ui_ensure_style (gdk_display_get_default ());

  self->settings = g_settings_new (QB_APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::style",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  style_changed_cb (self);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
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
  gtk_window_present (prefs);
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  QbApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { "The Quebec 1759 developers", NULL };
  const char *designers[] = { "Tom Dalgliesh, Lance Gutteridge, Steve Brewster (board game)", NULL };

  adw_show_about_window (parent,
                         "application-name", _("Quebec 1759"),
                         "application-icon", QB_APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "developer-name", _("The Quebec 1759 developers"),
                         "developers", developers,
                         "designers", designers,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "comments", _("The block wargame of the 1759 siege of Quebec, "
                                       "for two players on one screen"),
                         /* Translators: put your names here, one per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
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
    { "win.rules", { "F1", NULL } },
    { "win.view-play", { "<Alt>1", NULL } },
    { "win.view-editor", { "<Alt>2", NULL } },
    { "win.view-replay", { "<Alt>3", NULL } },
    { "win.view-rules", { "<Alt>4", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  qb_ui_ensure_style (NULL);   /* resources, before GtkApplication loads the help overlay */
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action, accels[i].accels);
}
