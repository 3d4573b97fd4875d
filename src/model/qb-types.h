/* qb-types.h: forward declarations, error domains and file limits of the
 * model layer, so that headers stay light (see docs/file-format.md). */
#pragma once

#include <glib-object.h>

#include "qb-engine.h"

G_BEGIN_DECLS

typedef struct _QbAutosave QbAutosave;
typedef struct _QbGame QbGame;
typedef struct _QbPlaySession QbPlaySession;
typedef struct _QbRecord QbRecord;
typedef struct _QbReplayIndex QbReplayIndex;
typedef struct _QbRulesBook QbRulesBook;
typedef struct _QbScenario QbScenario;

/* The names the packaging issue registers in data/. */
#define QB_GAME_MIME_TYPE "application/x-quebec1759-game"
#define QB_SETUP_MIME_TYPE "application/x-quebec1759-setup"
#define QB_GAME_EXTENSION ".q1759"
#define QB_SETUP_EXTENSION ".q1759-setup"
#define QB_GAME_FORMAT "quebec1759-game"
#define QB_SETUP_FORMAT "quebec1759-setup"
/* The newest format version this code reads. Writers write the oldest
 * version that can hold what they write (a record with its dice listed,
 * a scenario with forced dice: 2; a position at any moment, the whole
 * state: 3; a game with a note for one side's eyes only: 4, which an
 * older reader would show to everyone), so older versions of Quebec 1759
 * keep reading the rest. */
#define QB_FORMAT_VERSION 4

/* Limits for files read from anywhere: a file past them is rejected before
 * anything else is done with it. */
#define QB_FILE_MAX_BYTES (16 * 1024 * 1024)
#define QB_FILE_MAX_DEPTH 32
#define QB_RECORD_MAX_ACTIONS 200000
/* Notes are what a person writes while watching a game: a game has a few
 * thousand actions at most (the longest self-played games stay under
 * 3,000), so 10,000 notes is more than one note on every action of any
 * real game, and 1,000 bookmarks more than anyone names. Higher limits
 * only let a file make the replay slow (issue 11, point 9). */
#define QB_RECORD_MAX_ANNOTATIONS 10000
#define QB_RECORD_MAX_BOOKMARKS 1000
/* Changes of who plays a side (qb-record-seats.c). */
#define QB_RECORD_MAX_SEAT_CHANGES 10000
#define QB_RECORD_MAX_DICE 4000000
#define QB_MAX_TEXT_CHARS 10000
#define QB_MAX_NAME_CHARS 200
/* A what-if game's "branched-from" file: PATH_MAX on Linux. */
#define QB_MAX_PATH_CHARS 4096

#define QB_FILE_ERROR (qb_file_error_quark ())

typedef enum {
  QB_FILE_ERROR_IO,              /* could not be read or written */
  QB_FILE_ERROR_PARSE,           /* not JSON, or truncated */
  QB_FILE_ERROR_FORMAT,          /* JSON, but not one of our files */
  QB_FILE_ERROR_VERSION,         /* written by a newer version */
  QB_FILE_ERROR_TOO_LARGE,       /* past one of the limits above */
  QB_FILE_ERROR_TYPE,            /* a value of the wrong JSON type */
  QB_FILE_ERROR_MISSING,         /* a required member is missing */
  QB_FILE_ERROR_INVALID,         /* a value out of range or unknown */
  QB_FILE_ERROR_UNKNOWN_BLOCK,   /* a block key the edition does not have */
  QB_FILE_ERROR_UNKNOWN_ZONE,    /* a zone or river area code that does not exist */
  QB_FILE_ERROR_POSITION,        /* an impossible position (qb_validate_position) */
  QB_FILE_ERROR_ILLEGAL_ACTION,  /* an action the engine refuses at its step */
  QB_FILE_ERROR_CHANGED,         /* not saved: changed on disk since it was read or saved */
} QbFileError;

GQuark qb_file_error_quark (void);

#define QB_GAME_ERROR (qb_game_error_quark ())

typedef enum {
  QB_GAME_ERROR_ILLEGAL,         /* the engine refused the action */
  QB_GAME_ERROR_CANNOT_UNDO,     /* nothing to undo before the undo floor */
} QbGameError;

GQuark qb_game_error_quark (void);

/* Index of a position in a record: 0 is the start, n the position after
 * the first n actions. */
#define QB_INDEX_NONE G_MAXUINT

G_END_DECLS
