/* qb-game-export.h: a recorded game with its notes as one document to read
 * outside the app (HTML, or Markdown with its images beside it), told from
 * one viewpoint, and the notes read back from such a document into the
 * same game (see docs/file-format.md, "Exported games"). */
#pragma once

#include <gio/gio.h>

#include "qb-record.h"
#include "qb-replay-index.h"
#include "qb-strength-series.h"

G_BEGIN_DECLS

/* The images come from the caller (the painter, or a test), so that the
 * model draws nothing itself. Each returns the image's bytes in `format`
 * ("png" or "svg"), or NULL with `error` set. */
typedef GBytes *(*QbExportBoardFunc) (const QbView       *view,
                                      const QbAnnotation *marks,
                                      guint               n_marks,
                                      const char         *format,
                                      int                 width,
                                      gpointer            user_data,
                                      GError            **error);
typedef GBytes *(*QbExportChartFunc) (QbStrengthSeries   *series,
                                      guint               current_index,
                                      const char         *format,
                                      int                 width,
                                      int                 height,
                                      gpointer            user_data,
                                      GError            **error);

typedef enum {
  QB_EXPORT_HTML,
  QB_EXPORT_MARKDOWN,
} QbExportFormat;

typedef struct
{
  QbExportFormat format;
  int viewer;                  /* QB_BRITISH, QB_FRENCH, QB_PUBLIC or QB_NO_SIDE */
  const char *image_format;    /* "png" (NULL) or "svg" */
  /* NULL: no images, and the document says nothing of them. */
  QbExportBoardFunc board;
  QbExportChartFunc chart;
  gpointer user_data;
  /* Markdown: the folder the images are linked under, relative to the
   * document ("game-images"). */
  const char *images_dir;
} QbExportOptions;

/* An image of a Markdown export: its name inside images_dir ("001.png"). */
typedef struct
{
  char *name;
  GBytes *bytes;
} QbExportImage;

#define QB_EXPORT_ERROR (qb_export_error_quark ())

typedef enum {
  QB_EXPORT_ERROR_VIEWER,      /* the viewpoint is not allowed for this game */
  QB_EXPORT_ERROR_NO_NOTES,    /* the document holds no notes block */
  QB_EXPORT_ERROR_DAMAGED,     /* the notes block cannot be read */
  QB_EXPORT_ERROR_OTHER_GAME,  /* the notes belong to another game */
  QB_EXPORT_ERROR_IMAGE,       /* an image could not be made */
} QbExportError;

GQuark    qb_export_error_quark        (void);

/* Whether a document may be told from `viewer`, by the Replay page's rule:
 * both sides face up only for a finished game or one played open. */
gboolean  qb_game_export_viewer_allowed (QbReplayIndex *index,
                                         int            viewer);

/* The document, in the language of the locale. For Markdown, `images`
 * (may be NULL when there are no callbacks) receives the QbExportImage to
 * write into images_dir. */
char     *qb_game_export                (QbReplayIndex         *index,
                                         const QbExportOptions *options,
                                         GPtrArray            **images,
                                         GError               **error);

/* The document written to `file` (atomically); for Markdown its images go
 * into the folder options->images_dir beside it (made if needed). */
gboolean  qb_game_export_to_file        (QbReplayIndex         *index,
                                         const QbExportOptions *options,
                                         GFile                 *file,
                                         GError               **error);

/* "OUT-images" for "OUT.md": where a Markdown export's images go. */
char     *qb_game_export_images_dir     (GFile                 *file);

/* The identity of the first `n_actions` of the game: a SHA-256 (hex) of
 * what both players know of them (the public view of every event, the
 * options' edition and the creation date), so that it tells nothing that
 * either side may not know. */
char     *qb_game_export_identity       (QbReplayIndex         *index,
                                         guint                  n_actions);

/* Reads the notes block of an exported document (`name` for messages)
 * and adds to `record` every note and bookmark it holds that the record
 * does not hold already; nothing is removed. Fails, changing nothing, when
 * the block is missing or damaged or belongs to another game.
 * `n_added` (may be NULL) counts what was added. */
gboolean  qb_record_import_notes        (QbRecord              *record,
                                         const char            *data,
                                         gsize                  length,
                                         const char            *name,
                                         guint                 *n_added,
                                         GError               **error);
gboolean  qb_record_import_notes_from_file (QbRecord           *record,
                                         GFile                 *file,
                                         guint                 *n_added,
                                         GError               **error);

/* Writes and reads the notes block's JSON (qb-game-export-data.c). */
char     *qb_game_export_notes_json     (QbReplayIndex         *index,
                                         int                    viewer);

G_END_DECLS
