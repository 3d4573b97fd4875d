/* qb-replay-lists.h: the lists of the Replay page as GListModels (the
 * moments of a record with its notes and bookmarks, and its notes), made
 * by QbReplaySession. Items are made when asked for, so a list view shows
 * thousands of them at the cost of the rows in sight. */
#pragma once

#include <gio/gio.h>

#include "qb-record.h"
#include "qb-replay-index.h"

G_BEGIN_DECLS

/* What a row of the moments list is. */
typedef enum {
  QB_REPLAY_ITEM_MOMENT,      /* one of the index's moments (QbMoment) */
  QB_REPLAY_ITEM_NOTE,        /* an annotation of the record */
  QB_REPLAY_ITEM_BOOKMARK,    /* a bookmark of the record */
} QbReplayItemKind;

#define QB_TYPE_REPLAY_MOMENT (qb_replay_moment_get_type ())

G_DECLARE_FINAL_TYPE (QbReplayMoment, qb_replay_moment, QB, REPLAY_MOMENT, GObject)

QbReplayItemKind qb_replay_moment_get_kind      (QbReplayMoment *self);
/* The position the row goes to. */
guint            qb_replay_moment_get_position  (QbReplayMoment *self);
/* The index's moment (QB_REPLAY_ITEM_MOMENT only, else NULL). */
const QbMoment  *qb_replay_moment_get_moment    (QbReplayMoment *self);
/* A note's first line or a bookmark's title (NULL for a moment, whose
 * words the UI chooses). */
const char      *qb_replay_moment_get_text      (QbReplayMoment *self);
/* A note's glyph (QB_GLYPH_NONE for the other rows). */
QbGlyph          qb_replay_moment_get_glyph     (QbReplayMoment *self);
/* Whether a bookmark starts a chapter. */
gboolean         qb_replay_moment_get_chapter   (QbReplayMoment *self);
/* The row's place in the record's annotations or bookmarks (for a note or
 * a bookmark), or in the index's moments. */
guint            qb_replay_moment_get_ref       (QbReplayMoment *self);

#define QB_TYPE_REPLAY_NOTE (qb_replay_note_get_type ())

G_DECLARE_FINAL_TYPE (QbReplayNote, qb_replay_note, QB, REPLAY_NOTE, GObject)

/* The note's place in the record's annotations (for removing it). */
guint               qb_replay_note_get_note       (QbReplayNote *self);
/* Where the note is in the record's annotations now (notes before it may
 * have been removed since the item was made), or G_MAXUINT if it is gone. */
guint               qb_replay_note_find           (QbReplayNote *self,
                                                   QbRecord     *record);
/* A copy of the annotation as it was when the item was made. */
const QbAnnotation *qb_replay_note_get_annotation (QbReplayNote *self);

/* ---- The models (for QbReplaySession) ------------------------------------ */

#define QB_TYPE_REPLAY_MOMENTS (qb_replay_moments_get_type ())

G_DECLARE_FINAL_TYPE (QbReplayMoments, qb_replay_moments, QB, REPLAY_MOMENTS, GObject)

QbReplayMoments *qb_replay_moments_new       (void);
/* Read the moments, notes and bookmarks again (index and record may be
 * NULL: empty) and say what changed with one items-changed. Notes the
 * viewer may not read (qb_annotation_visible_to()) are left out. */
void             qb_replay_moments_update    (QbReplayMoments *self,
                                              QbReplayIndex   *index,
                                              QbRecord        *record,
                                              int              viewer);
/* The position a row goes to (G_MAXUINT past the end). */
guint            qb_replay_moments_get_row_position (QbReplayMoments *self,
                                                     guint            row);
/* The last row at or before the position, or G_MAXUINT. */
guint            qb_replay_moments_find      (QbReplayMoments *self,
                                              guint            position);

#define QB_TYPE_REPLAY_NOTES (qb_replay_notes_get_type ())

G_DECLARE_FINAL_TYPE (QbReplayNotes, qb_replay_notes, QB, REPLAY_NOTES, GObject)

QbReplayNotes   *qb_replay_notes_new         (void);
/* The record's annotations at `position`, or all of them for
 * QB_INDEX_NONE (record may be NULL: empty), those the viewer may read;
 * one items-changed for what changed. */
void             qb_replay_notes_update      (QbReplayNotes   *self,
                                              QbRecord        *record,
                                              guint            position,
                                              int              viewer);

G_END_DECLS
