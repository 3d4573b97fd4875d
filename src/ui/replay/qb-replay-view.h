/* qb-replay-view.h: the Replay page: a finished (or saved) game on a
 * timeline, seen by either player, a spectator or both sides, with notes
 * on any moment. */
#pragma once

#include <gtk/gtk.h>

#include "qb-record.h"
#include "qb-replay-session.h"

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
/* What the page shows: the record, position, viewer, lists and notes.
 * The view is a widget over it. */
QbReplaySession *qb_replay_view_get_session (QbReplayView *self);

/* QB_BRITISH, QB_FRENCH, QB_PUBLIC (spectator) or QB_NO_SIDE (both).
 * For an unfinished game with hidden blocks, QB_NO_SIDE is not offered
 * and setting a side only raises the curtain for that side (the
 * "curtain-side" property) unless that side is already at the screen. */
int         qb_replay_view_get_viewer     (QbReplayView  *self);
void        qb_replay_view_set_viewer     (QbReplayView  *self,
                                           int            viewer);
gboolean    qb_replay_view_viewer_allowed (QbReplayView  *self,
                                           int            viewer);
/* The side asked to come to the screen before its view shows, or -1. The
 * window shows its curtain page for it; Continue lifts it (the view then
 * shows that side), Cancel keeps the view as it was. */
int         qb_replay_view_get_curtain_side (QbReplayView *self);
void        qb_replay_view_lift_curtain   (QbReplayView  *self);
void        qb_replay_view_cancel_curtain (QbReplayView  *self);
/* Another player is at the screen now (the Play page's curtain was lifted
 * for them): a side's view of an unfinished hidden game that is not
 * theirs goes back to the spectator's. */
void        qb_replay_view_hand_over      (QbReplayView  *self,
                                           int            side);

/* Notes not yet saved to a file. */
gboolean    qb_replay_view_get_dirty      (QbReplayView  *self);
/* Write the record with its notes to the file (atomically). */
gboolean    qb_replay_view_save           (QbReplayView  *self,
                                           GError       **error);

/* Export Game… without its file chooser: the game and its notes from the
 * page's viewpoint, as Markdown for a ".md" file, else as a web page. */
gboolean    qb_replay_view_export         (QbReplayView  *self,
                                           GFile         *file,
                                           GError       **error);
/* Import Notes… without its file chooser. */
gboolean    qb_replay_view_import_notes   (QbReplayView  *self,
                                           GFile         *file,
                                           guint         *n_added,
                                           GError       **error);
/* Add a note at the position with the mark being drawn (see the
 * "zone-activated" handling: a zone rings it, a second zone makes an
 * arrow). Fails with a message for an empty or over-long text. */
gboolean    qb_replay_view_add_note       (QbReplayView  *self,
                                           const char    *text,
                                           GError       **error);
/* The note editor (a popover: "replay.write-note" opens it for a new note,
 * "replay.edit-note" for one of the record's). */
typedef struct _QbNoteEditor QbNoteEditor;
QbNoteEditor *qb_replay_view_get_note_editor (QbReplayView *self);
/* The battle board, while it shows a battle's moment in place of the map
 * (NULL otherwise; tests). */
GtkWidget  *qb_replay_view_get_battle_board (QbReplayView *self);
/* The glyph the timeline shows at a position ("!?"), or NULL. */
const char *qb_replay_view_get_timeline_glyph (QbReplayView *self,
                                               guint         position);
/* Clicking zones while writing a note: as a click on the board. */
void        qb_replay_view_mark_zone      (QbReplayView  *self,
                                           int            zone);

G_END_DECLS
