/* qb-preferences-window.h: style, language and defaults for new games. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QB_TYPE_PREFERENCES_WINDOW (qb_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (QbPreferencesWindow, qb_preferences_window, QB, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWindow *qb_preferences_window_new (GSettings *settings);

G_END_DECLS
