/* qb-replay-view.h: the Replay page: a finished (or saved) game on a
 * timeline, seen by either player, a spectator or both sides, with notes
 * on any moment. */
#pragma once

#include <gtk/gtk.h>

#include "qb-record.h"

G_BEGIN_DECLS

#define QB_TYPE_REPLAY_VIEW (qb_replay_view_get_type ())

G_DECLARE_FINAL_TYPE (QbReplayView, qb_replay_view, QB, REPLAY_VIEW, GtkWidget)

/* Show a record from its start. The view keeps a reference: notes added
 * here go into this record. `file` (may be NULL) is where "Save Notes"
 * writes. Shows the empty page for a NULL record. Fails, changing nothing,
 * if the record cannot be replayed. */
gboolean    qb_replay_view_set_record     (QbReplayView  *self,
                                           QbRecord      *record,
                                           GFile         *file,
                                           GError       **error);
QbRecord   *qb_replay_view_get_record     (QbReplayView  *self);
GFile      *qb_replay_view_get_file       (QbReplayView  *self);
void        qb_replay_view_set_file       (QbReplayView  *self,
                                           GFile         *file);

/* The position on the timeline: the number of actions taken, 0..n. */
guint       qb_replay_view_get_position   (QbReplayView  *self);
void        qb_replay_view_set_position   (QbReplayView  *self,
                                           guint          position);
guint       qb_replay_view_get_n_actions  (QbReplayView  *self);
/* The state at the position (the whole truth: for tests and the window). */
const QbState *qb_replay_view_get_state   (QbReplayView  *self);

/* QB_BRITISH, QB_FRENCH, QB_PUBLIC (spectator) or QB_NO_SIDE (both). */
int         qb_replay_view_get_viewer     (QbReplayView  *self);
void        qb_replay_view_set_viewer     (QbReplayView  *self,
                                           int            viewer);

/* Notes not yet saved to a file. */
gboolean    qb_replay_view_get_dirty      (QbReplayView  *self);
/* Write the record with its notes to the file (atomically). */
gboolean    qb_replay_view_save           (QbReplayView  *self,
                                           GError       **error);

/* Add a note at the position with the mark being drawn (see the
 * "zone-activated" handling: a zone rings it, a second zone makes an
 * arrow). Fails with a message for an empty or over-long text. */
gboolean    qb_replay_view_add_note       (QbReplayView  *self,
                                           const char    *text,
                                           GError       **error);
/* Clicking zones while writing a note: as a click on the board. */
void        qb_replay_view_mark_zone      (QbReplayView  *self,
                                           int            zone);

G_END_DECLS
