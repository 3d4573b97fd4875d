/* qb-record-private.h: QbRecord's struct and what its files share
 * (qb-record.c, qb-record-notes.c, qb-record-json.c), and what the tests
 * may see of its insides. */
#pragma once

#include <glib.h>

#include "qb-file-private.h"
#include "qb-json-private.h"
#include "qb-record.h"

G_BEGIN_DECLS

struct _QbRecord
{
  GObject parent_instance;

  QbOptions options;
  gboolean hide_information;   /* hot-seat hiding (not a rule: the engine
                                * does not know it) */
  guint64 seed;
  GByteArray *dice;            /* every random draw (1..n), then any forced
                                * ones still to come: see "Dice" in
                                * docs/file-format.md */
  QbScenario *scenario;        /* NULL for the standard start */
  GArray *actions;             /* QbAction, normalized */
  char *names[2];
  GDateTime *created;
  GDateTime *modified;
  char *app_version;
  GArray *annotations;         /* QbAnnotation, sorted by index */
  GArray *bookmarks;           /* QbBookmark, sorted by index */
  guint branch_index;          /* a what-if game: the position of the
                                * original it continues from, or
                                * QB_INDEX_NONE (see qb-fork.h) */
  GArray *seats;               /* QbSeatChange, by position (qb-record-seats.c) */
  guint64 computer_seed;       /* the computer players' seed, 0: none yet */
  int resigned;                /* the side that resigned, or -1 */
  char *branch_file;           /* the original's file, as written; NULL
                                * if it had none */

  /* The file last read or written, and what it was then: a save warns
   * before replacing what someone else wrote there since. */
  GFile *file;
  QbFileStamp stamp;
  char *name;                  /* the file's name as loading showed it, for
                                * the messages of qb_record_play_action() */
};

/* Sets the modification date to now and notifies it: every change to a
 * record calls it (qb-record.c). */
void qb_record_touch (QbRecord *self);

/* Sorts an array of annotations or bookmarks by their positions, those of
 * one position in the array's order (qb-record-notes.c). */
void qb_record_sort_by_index (GArray *array);

/* How many times two notes' (annotations' or bookmarks') positions were
 * compared to keep them in order, since the program started: a test
 * resets it and checks that loading n notes costs O(n log n). */
extern guint64 qb_record_note_comparisons;

/* The "seats", "computer-seed" and "resigned" members (qb-record-seats.c),
 * read after the actions. */
gboolean qb_record_read_seats (QbRecord *self, QbJsonCtx *ctx, JsonObject *root);
void qb_record_write_seats (QbRecord *self, JsonBuilder *builder);
/* One note as a record file writes it (qb-record-json.c). */
void qb_record_write_annotation (JsonBuilder *builder, const QbAnnotation *a);

G_END_DECLS
