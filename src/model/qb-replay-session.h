/* qb-replay-session.h: what the Replay page is doing, without a widget: the
 * record and its index, the position, the viewpoint and who may see what,
 * the steps that skip what the viewer did not see, the play timer, the view
 * of the position for the viewer, the moments and the notes as lists. The
 * page's widgets bind to it; tests drive it without a display. */
#pragma once

#include <gio/gio.h>

#include "qb-record.h"
#include "qb-replay-index.h"
#include "qb-replay-lists.h"

G_BEGIN_DECLS

/* Time between two steps when playing, by default. */
#define QB_REPLAY_PLAY_INTERVAL_MS 900

#define QB_TYPE_REPLAY_SESSION (qb_replay_session_get_type ())

G_DECLARE_FINAL_TYPE (QbReplaySession, qb_replay_session, QB, REPLAY_SESSION, GObject)

QbReplaySession *qb_replay_session_new              (void);

/* Show a record from its start (NULL: nothing). The session keeps a
 * reference: notes added go into this record. `file` (may be NULL) is where
 * qb_replay_session_save() writes. Fails, changing nothing, if the record
 * cannot be replayed. A finished game starts with both sides face up, any
 * other in the spectator's view. */
gboolean         qb_replay_session_set_record       (QbReplaySession  *self,
                                                     QbRecord         *record,
                                                     GFile            *file,
                                                     GError          **error);
QbRecord        *qb_replay_session_get_record       (QbReplaySession  *self);
QbReplayIndex   *qb_replay_session_get_index        (QbReplaySession  *self);
GFile           *qb_replay_session_get_file         (QbReplaySession  *self);
void             qb_replay_session_set_file         (QbReplaySession  *self,
                                                     GFile            *file);
guint            qb_replay_session_get_n_actions    (QbReplaySession  *self);

/* The position: the number of actions taken, 0..n ("position"). */
guint            qb_replay_session_get_position     (QbReplaySession  *self);
void             qb_replay_session_set_position     (QbReplaySession  *self,
                                                     guint             position);

/* The position as the viewer sees it ("view"; NULL without a record): the
 * only picture of the game the page's widgets get. */
const QbView    *qb_replay_session_get_view         (QbReplaySession  *self);

/* QB_BRITISH, QB_FRENCH, QB_PUBLIC (spectator) or QB_NO_SIDE (both),
 * "viewer". An unfinished game ("restricted": every unfinished record is
 * treated as a hidden game) never offers QB_NO_SIDE, and setting a side
 * only asks for that side to come to the screen ("curtain-side") unless it
 * is already there. */
int              qb_replay_session_get_viewer       (QbReplaySession  *self);
void             qb_replay_session_set_viewer       (QbReplaySession  *self,
                                                     int               viewer);
gboolean         qb_replay_session_viewer_allowed   (QbReplaySession  *self,
                                                     int               viewer);
gboolean         qb_replay_session_get_restricted   (QbReplaySession  *self);
int              qb_replay_session_get_curtain_side (QbReplaySession  *self);
void             qb_replay_session_lift_curtain     (QbReplaySession  *self);
void             qb_replay_session_cancel_curtain   (QbReplaySession  *self);
void             qb_replay_session_hand_over        (QbReplaySession  *self,
                                                     int               side);

/* Steps that skip what the viewer did not see: whether the viewer saw
 * something change on the way to `position` (an event they may see, or a
 * decision of their own; with "battles-only", and a battle at hand there),
 * and the next such position after `from` (before it for direction -1;
 * the end that way when there is none, or with "battles-only" `from`
 * itself). */
gboolean         qb_replay_session_is_visible       (QbReplaySession  *self,
                                                     guint             position);
guint            qb_replay_session_next_visible     (QbReplaySession  *self,
                                                     guint             from,
                                                     int               direction);
/* "Battles only" ("battles-only"): the steps and playing stop only where
 * a battle's decision is at hand (from its deployment to its last
 * retreat), and a step with no battle further that way stays put. */
gboolean         qb_replay_session_get_battles_only (QbReplaySession  *self);
void             qb_replay_session_set_battles_only (QbReplaySession  *self,
                                                     gboolean          battles_only);
/* Whether a battle is being fought at `position` (or at the position):
 * public, whatever the viewer; the Replay page then shows the battle
 * board in place of the map. */
gboolean         qb_replay_session_is_in_battle     (QbReplaySession  *self,
                                                     guint             position);
gboolean         qb_replay_session_get_in_battle    (QbReplaySession  *self);
/* The events from the start to the position, unredacted (pass each
 * through qb_event_for() for the viewer): for the battle board's dice and
 * the battle's history. */
const QbEvent   *qb_replay_session_get_events       (QbReplaySession  *self,
                                                     guint            *n_events);
/* One step of the viewer's (stops playing). */
void             qb_replay_session_step             (QbReplaySession  *self,
                                                     int               direction);
/* The next (or previous) moment of the index (stops playing). */
void             qb_replay_session_go_to_moment     (QbReplaySession  *self,
                                                     int               direction);

/* Playing ("playing"): a step of the viewer's every "play-interval"
 * milliseconds, from the main context's timeout; at the end it stops.
 * Starting at the end starts from the beginning; starting takes the first
 * step at once. A new interval while playing takes effect at once. */
gboolean         qb_replay_session_get_playing      (QbReplaySession  *self);
void             qb_replay_session_set_playing      (QbReplaySession  *self,
                                                     gboolean          playing);
guint            qb_replay_session_get_play_interval (QbReplaySession *self);
void             qb_replay_session_set_play_interval (QbReplaySession *self,
                                                     guint             interval_ms);

/* The lists (owned by the session, the same objects for its whole life):
 * the moments with the notes and bookmarks merged by position
 * (QbReplayMoment), every note of the record and the notes at the position
 * (QbReplayNote). */
GListModel      *qb_replay_session_get_moments      (QbReplaySession  *self);
GListModel      *qb_replay_session_get_notes        (QbReplaySession  *self);
GListModel      *qb_replay_session_get_position_notes (QbReplaySession *self);
/* The row of the moments list the position is in: the last one at or
 * before it ("selected-moment"; G_MAXUINT for none), or the row chosen
 * with qb_replay_session_select_moment() while the position is its. */
guint            qb_replay_session_get_selected_moment (QbReplaySession *self);
/* Go to a row of the moments list and select that very row, even where
 * several rows share its position (a retreat and the next move). */
void             qb_replay_session_select_moment    (QbReplaySession  *self,
                                                     guint             row);

/* Add a note at the position, with a mark (QB_MARK_NONE; QB_MARK_ZONE with
 * zone `a`; QB_MARK_ARROW from `a` to `b`). Fails with a message for an
 * empty or over-long text, or past the notes limit. Remove the note at
 * `note` in the record's annotations. Both emit "notes-changed" and make
 * the session "dirty". */
gboolean         qb_replay_session_add_note         (QbReplaySession  *self,
                                                     const char       *text,
                                                     QbMarkKind        mark,
                                                     int               a,
                                                     int               b,
                                                     GError          **error);
/* Add a note at the position with everything a note has: text (may be
 * empty with a glyph), mark, glyph, audience (the note's index is not
 * read). Change the note at `note` (its position stays), if the viewer
 * may read it. */
gboolean         qb_replay_session_add_note_full    (QbReplaySession  *self,
                                                     const QbAnnotation *note,
                                                     GError          **error);
gboolean         qb_replay_session_edit_note        (QbReplaySession  *self,
                                                     guint             note,
                                                     const QbAnnotation *changed,
                                                     GError          **error);
/* Remove it, if the viewer may read it. */
void             qb_replay_session_remove_note      (QbReplaySession  *self,
                                                     guint             note);
/* A bookmark with a title at the position (a chapter's start if
 * `chapter`); fails with a message for an empty or over-long title, or
 * past the limit. Both emit "notes-changed". */
gboolean         qb_replay_session_add_bookmark     (QbReplaySession  *self,
                                                     const char       *title,
                                                     gboolean          chapter,
                                                     GError          **error);
void             qb_replay_session_remove_bookmark  (QbReplaySession  *self,
                                                     guint             bookmark);
/* Add the notes and bookmarks of a document exported by
 * qb_game_export_to_file() from this game (qb_record_import_notes():
 * nothing removed, nothing doubled); emits "notes-changed" when something
 * was added. Fails, changing nothing, for another game's or a damaged
 * document. */
gboolean         qb_replay_session_import_notes     (QbReplaySession  *self,
                                                     GFile            *file,
                                                     guint            *n_added,
                                                     GError          **error);
/* Notes not yet saved to the file ("dirty"). */
gboolean         qb_replay_session_get_dirty        (QbReplaySession  *self);
/* Write the record with its notes to the file (atomically). */
gboolean         qb_replay_session_save             (QbReplaySession  *self,
                                                     GError          **error);

G_END_DECLS
