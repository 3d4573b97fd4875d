/* qb-record.h: everything needed to reproduce a game (.q1759 files):
 * options, seed, start, the ordered actions, and the players' notes. */
#pragma once

#include <gio/gio.h>

#include "qb-types.h"

G_BEGIN_DECLS

typedef enum {
  QB_MARK_NONE,
  QB_MARK_ZONE,        /* highlight one zone */
  QB_MARK_ARROW,       /* an arrow from one zone to another */
} QbMarkKind;

/* A judgement of the moment a note is on, as chess players write it. */
typedef enum {
  QB_GLYPH_NONE,
  QB_GLYPH_GOOD,         /* ! */
  QB_GLYPH_MISTAKE,      /* ? */
  QB_GLYPH_BRILLIANT,    /* !! */
  QB_GLYPH_BLUNDER,      /* ?? */
  QB_GLYPH_INTERESTING,  /* !? */
  QB_GLYPH_DUBIOUS,      /* ?! */
  QB_N_GLYPHS
} QbGlyph;

/* Who may read a note: everyone, or one side only (a player's own plans,
 * which must not show in the other side's view or the spectator's). Zero
 * is everyone, so a note cleared to zeros hides nothing it should not. */
typedef enum {
  QB_NOTE_EVERYONE,
  QB_NOTE_BRITISH_ONLY,
  QB_NOTE_FRENCH_ONLY,
} QbNoteAudience;

typedef struct
{
  guint index;         /* the position it belongs to (0 = start) */
  char *text;          /* may be empty when the note has a glyph */
  guint8 mark;         /* QbMarkKind */
  guint8 zone;         /* QB_MARK_ZONE */
  guint8 from;         /* QB_MARK_ARROW */
  guint8 to;
  guint8 glyph;        /* QbGlyph */
  guint8 audience;     /* QbNoteAudience */
} QbAnnotation;

typedef struct
{
  guint index;
  char *title;
  gboolean chapter;    /* it starts a chapter of the game, not just a place */
} QbBookmark;

/* "!", "?", "!!", "??", "!?", "?!", or NULL for QB_GLYPH_NONE; and back
 * (QB_N_GLYPHS for a string that is none of them). */
const char          *qb_glyph_symbol                (QbGlyph           glyph);
QbGlyph              qb_glyph_from_symbol           (const char       *symbol);
/* Whether a viewer (QB_BRITISH, QB_FRENCH, QB_PUBLIC, or QB_NO_SIDE for
 * both sides face up) may read a note. */
gboolean             qb_annotation_visible_to       (const QbAnnotation *annotation,
                                                     int               viewer);

/* Who plays a side: a person, or the computer (a QbAiKind of src/ai). */
#define QB_PLAYER_PERSON (-1)

/* From position `index` on, `side` is played by `player`. */
typedef struct
{
  guint index;
  guint8 side;
  gint8 player;        /* QB_PLAYER_PERSON or a QbAiKind */
} QbSeatChange;

typedef enum {
  QB_SAVE_FLAGS_NONE = 0,
  QB_SAVE_FORCE = 1 << 0,      /* replace the file even if it changed on disk */
} QbSaveFlags;

#define QB_TYPE_RECORD (qb_record_get_type ())

G_DECLARE_FINAL_TYPE (QbRecord, qb_record, QB, RECORD, GObject)

QbRecord            *qb_record_new                  (const QbOptions  *options,
                                                     guint64           seed);
QbRecord            *qb_record_new_for_scenario     (QbScenario       *scenario,
                                                     guint64           seed);
QbRecord            *qb_record_load_from_file       (GFile            *file,
                                                     GError          **error);
QbRecord            *qb_record_load_unplayed_from_file (GFile         *file,
                                                     GError          **error);
QbRecord            *qb_record_load_from_bytes      (GBytes           *bytes,
                                                     const char       *name,
                                                     GError          **error);
QbRecord            *qb_record_new_from_json        (const char       *text,
                                                     gssize            length,
                                                     const char       *name,
                                                     GError          **error);
char                *qb_record_to_json              (QbRecord         *self,
                                                     gsize            *length);
gboolean             qb_record_save_to_file         (QbRecord         *self,
                                                     GFile            *file,
                                                     GError          **error);
gboolean             qb_record_save_to_file_full    (QbRecord         *self,
                                                     GFile            *file,
                                                     QbSaveFlags       flags,
                                                     GError          **error);
QbRecord            *qb_record_copy                 (QbRecord         *self);

void                 qb_record_get_options          (QbRecord         *self,
                                                     QbOptions        *options);
guint64              qb_record_get_seed             (QbRecord         *self);
QbScenario          *qb_record_get_scenario         (QbRecord         *self);
const char          *qb_record_get_app_version      (QbRecord         *self);
GDateTime           *qb_record_get_created          (QbRecord         *self);
GDateTime           *qb_record_get_modified         (QbRecord         *self);
const char          *qb_record_get_player_name      (QbRecord         *self,
                                                     int               side);
void                 qb_record_set_player_name      (QbRecord         *self,
                                                     int               side,
                                                     const char       *name);

guint                qb_record_get_n_actions        (QbRecord         *self);
QbAction             qb_record_get_action           (QbRecord         *self,
                                                     guint             index);
const QbAction      *qb_record_get_actions          (QbRecord         *self,
                                                     guint            *n_actions);
void                 qb_record_append_action        (QbRecord         *self,
                                                     QbAction          action);
void                 qb_record_truncate             (QbRecord         *self,
                                                     guint             n_actions);

const guint8        *qb_record_get_dice             (QbRecord         *self,
                                                     guint            *n_dice);
void                 qb_record_set_dice             (QbRecord         *self,
                                                     const guint8     *dice,
                                                     guint             n_dice);
void                 qb_record_append_dice          (QbRecord         *self,
                                                     const guint8     *dice,
                                                     guint             n_dice);
void                 qb_record_dice_from            (QbRecord         *self,
                                                     const QbState    *state,
                                                     QbDice           *dice);
gboolean             qb_record_get_hide_information (QbRecord         *self);
void                 qb_record_set_hide_information (QbRecord         *self,
                                                     gboolean          hide);
gboolean             qb_record_is_finished          (QbRecord         *self);
GFile               *qb_record_get_file             (QbRecord         *self);

gboolean             qb_record_get_branch           (QbRecord         *self,
                                                     const char      **file,
                                                     guint            *index);
void                 qb_record_set_branch           (QbRecord         *self,
                                                     const char       *file,
                                                     guint             index);
GFile               *qb_record_get_branch_file      (QbRecord         *self);

guint                qb_record_add_annotation       (QbRecord         *self,
                                                     guint             index,
                                                     const char       *text,
                                                     QbMarkKind        mark,
                                                     guint             zone_or_from,
                                                     guint             to);
/* Adds a copy of `annotation` (text, mark, glyph, audience; its index is
 * the position); the text may be empty only with a glyph. Returns where it
 * is in the list. */
guint                qb_record_add_annotation_full  (QbRecord         *self,
                                                     const QbAnnotation *annotation);
/* Replaces the text, mark, glyph and audience of the note at `position`
 * (its index stays). */
void                 qb_record_replace_annotation   (QbRecord         *self,
                                                     guint             position,
                                                     const QbAnnotation *annotation);
void                 qb_record_remove_annotation    (QbRecord         *self,
                                                     guint             position);
guint                qb_record_get_n_annotations    (QbRecord         *self);
const QbAnnotation  *qb_record_get_annotation       (QbRecord         *self,
                                                     guint             position);
guint                qb_record_add_bookmark         (QbRecord         *self,
                                                     guint             index,
                                                     const char       *title);
guint                qb_record_add_chapter          (QbRecord         *self,
                                                     guint             index,
                                                     const char       *title);
void                 qb_record_remove_bookmark      (QbRecord         *self,
                                                     guint             position);
guint                qb_record_get_n_bookmarks      (QbRecord         *self);
const QbBookmark    *qb_record_get_bookmark         (QbRecord         *self,
                                                     guint             position);

gboolean             qb_record_start                (QbRecord         *self,
                                                     QbState          *state,
                                                     QbEventSink      *sink,
                                                     GError          **error);
gboolean             qb_record_apply                (QbRecord         *self,
                                                     QbState          *state,
                                                     QbAction          action,
                                                     QbEventSink      *sink,
                                                     const char      **reason);
gboolean             qb_record_play_action          (QbRecord         *self,
                                                     guint             index,
                                                     QbState          *state,
                                                     QbEventSink      *sink,
                                                     GError          **error);
gboolean             qb_record_replay               (QbRecord         *self,
                                                     guint             index,
                                                     QbState          *state,
                                                     GError          **error);

/* Seats, the computer's seed and resignation (qb-record-seats.c). */
int                  qb_record_get_seat             (QbRecord         *self,
                                                     int               side,
                                                     guint             index);
void                 qb_record_set_seat             (QbRecord         *self,
                                                     int               side,
                                                     int               player);
const QbSeatChange  *qb_record_get_seat_changes     (QbRecord         *self,
                                                     guint            *n_changes);
gboolean             qb_record_has_computer         (QbRecord         *self);
guint64              qb_record_get_computer_seed    (QbRecord         *self);
void                 qb_record_set_computer_seed    (QbRecord         *self,
                                                     guint64           seed);
int                  qb_record_get_resigned         (QbRecord         *self);
void                 qb_record_set_resigned         (QbRecord         *self,
                                                     int               side);

G_END_DECLS
