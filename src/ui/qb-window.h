/* qb-window.h: the main window. */
#pragma once

#include <adwaita.h>

#include "qb-application.h"
#include "qb-autosave.h"
#include "qb-autosave-list.h"
#include "qb-play-view.h"
#include "qb-replay-view.h"
#include "qb-rules-view.h"
#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_WINDOW (qb_window_get_type ())

G_DECLARE_FINAL_TYPE (QbWindow, qb_window, QB, WINDOW, AdwApplicationWindow)

QbWindow   *qb_window_new             (QbApplication *app);
void        qb_window_open_file       (QbWindow      *self,
                                       GFile         *file);
void        qb_window_start_game      (QbWindow      *self,
                                       QbGame        *game,
                                       gboolean       hide_information);
QbGame     *qb_window_get_game        (QbWindow      *self);
QbPlayView *qb_window_get_play_view   (QbWindow      *self);
QbRulesView *qb_window_get_rules_view (QbWindow      *self);
QbReplayView *qb_window_get_replay_view (QbWindow    *self);
/* Open a saved game on the Replay page (errors are shown in a dialog).
 * Both open functions read the file in a thread and return at once. */
void        qb_window_open_replay_file (QbWindow     *self,
                                        GFile        *file);
void        qb_window_open_replay_file_at (QbWindow   *self,
                                           GFile      *file,
                                           gint64      at);
/* Shows the Rules page at a link copied there ("Copy Link to Section");
 * FALSE (and a message) for a link it cannot read. */
gboolean    qb_window_open_rules_link (QbWindow      *self,
                                       const char    *link);
gboolean    qb_window_is_curtain_up   (QbWindow      *self);
gboolean    qb_window_is_loading      (QbWindow      *self);
void        qb_window_toast           (QbWindow      *self,
                                       const char    *message);
void        qb_window_show_undo_toast (QbWindow      *self);
AdwToast   *qb_window_get_undo_toast  (QbWindow      *self);
QbAutosave *qb_window_get_autosave    (QbWindow      *self);
QbAutosaveList *qb_window_get_autosaves (QbWindow    *self);
const char *qb_window_get_autosave_warning (QbWindow *self);

G_END_DECLS
