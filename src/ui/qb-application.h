/* qb-application.h: the application: actions, windows, settings. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QB_APPLICATION_ID "io.github.quebec1759.Quebec1759"
#define QB_WEBSITE "https://github.com/quebec1759/quebec1759"
#define QB_ISSUE_URL "https://github.com/quebec1759/quebec1759/issues"
#define QB_TYPE_APPLICATION (qb_application_get_type ())

G_DECLARE_FINAL_TYPE (QbApplication, qb_application, QB, APPLICATION, AdwApplication)

QbApplication *qb_application_new (void);
GSettings *qb_application_get_settings (QbApplication *self);
/* Close every window through its close-request, then end (see .c). */
void qb_application_quit (QbApplication *self);
/* A new GSettings of the app's schema, found installed or uninstalled
 * (exits with a message when there is none). */
GSettings *qb_application_settings_new (void);
/* The build directory when running uninstalled, else NULL. */
const char *qb_application_get_build_dir (void);
/* Bind the text domain and apply the language preference (call before
 * anything translatable is created). */
void qb_application_setup_i18n (void);
/* Use GTK's cairo renderer when the machine has no GPU (no DRM render node
 * in `dri_dir`, NULL for /dev/dri) and GSK_RENDERER is not set: see
 * qb-application.c. Call before the display is opened. */
void qb_application_choose_renderer (const char *dri_dir);

G_END_DECLS
