/* qb-json-private.h: reading and writing the JSON of our files, shared by
 * QbRecord and QbScenario. Every reader reports where it failed as a JSON
 * path ("$.actions[17].block") after the file name. */
#pragma once

#include <json-glib/json-glib.h>

#include "qb-file-private.h"
#include "qb-types.h"

G_BEGIN_DECLS

/* A path into the document, built on the stack while descending so that
 * nothing is allocated unless an error is reported. */
typedef struct _QbJsonPath QbJsonPath;
struct _QbJsonPath
{
  const QbJsonPath *parent;
  const char *member;            /* or NULL for an array element */
  guint index;
  const char *label;             /* what an array element means, or NULL */
};

#define QB_JSON_ROOT { NULL, NULL, 0, NULL }
#define QB_JSON_MEMBER(parent, name) { (parent), (name), 0, NULL }
#define QB_JSON_ELEMENT(parent, i) { (parent), NULL, (i), NULL }

typedef struct
{
  const char *file;              /* shown before the path in messages */
  GError *error;                 /* the first error met */
} QbJsonCtx;

char *qb_json_path_to_string (const QbJsonPath *path);

gboolean qb_json_fail (QbJsonCtx        *ctx,
                       const QbJsonPath *path,
                       QbFileError       code,
                       const char       *format,
                       ...) G_GNUC_PRINTF (4, 5);

/* Sets `error` to "FILE: WHAT", translated. */
void qb_file_error (GError     **error,
                    QbFileError  code,
                    const char  *file,
                    const char  *what);

/* The error for a block id the edition does not have. */
gboolean qb_json_fail_unknown_block (QbJsonCtx        *ctx,
                                     const QbJsonPath *path,
                                     int               edition,
                                     const char       *key);

/* Checks that `data` (UTF-8) is one JSON document as RFC 8259 writes it,
 * nested at most `max_depth` levels, without lone surrogate escapes, \u0000
 * or integers past 64 bits; otherwise fails `ctx` with the line and column
 * of the first fault (qb-json-scan.c). */
gboolean qb_json_check_strict (QbJsonCtx  *ctx,
                               const char *data,
                               gsize       length,
                               guint       max_depth);

/* Parses a whole file: size and nesting limits, JSON syntax, a root object
 * with the expected "format" and a "version" this code can read. */
JsonNode *qb_json_parse (QbJsonCtx  *ctx,
                         GBytes     *bytes,
                         const char *format);

/* Member readers. With `required` FALSE a missing member (or null) leaves
 * *out untouched and returns TRUE. */
gboolean qb_json_get_node    (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, gboolean required, JsonNode **out);
gboolean qb_json_get_object  (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, gboolean required, JsonObject **out);
gboolean qb_json_get_array   (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, gboolean required, guint max_length,
                              JsonArray **out);
gboolean qb_json_get_string  (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, gboolean required, guint max_chars,
                              const char **out);
gboolean qb_json_get_int     (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, gboolean required, gint64 min, gint64 max,
                              gint64 *out);
gboolean qb_json_get_boolean (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, gboolean required, gboolean *out);
gboolean qb_json_get_block   (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, int edition, int *out);
gboolean qb_json_get_zone    (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, gboolean areas, int *out);
gboolean qb_json_get_date    (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, GDateTime **out);
gboolean qb_json_get_seed    (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, guint64 *out);
/* An optional member that is one of names[first..last] (its index in
 * *out); another value is refused with the list of those allowed. */
gboolean qb_json_get_enum    (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, const char *const *names, guint first,
                              guint last, int *out);
gboolean qb_json_get_dice    (QbJsonCtx *ctx, const QbJsonPath *path, JsonObject *object,
                              const char *member, GByteArray *out);

/* Node readers, for array elements and object members alike. */
gboolean qb_json_expect_object (QbJsonCtx *ctx, const QbJsonPath *path, JsonNode *node,
                                JsonObject **out);
gboolean qb_json_expect_string (QbJsonCtx *ctx, const QbJsonPath *path, JsonNode *node,
                                guint max_chars, const char **out);
/* A block id of `edition`, a zone code (with `areas`, a river area's
 * too), or one of names[first..last]; qb-json.c and qb-json-action.c. */
gboolean qb_json_node_block    (QbJsonCtx *ctx, const QbJsonPath *path, JsonNode *node,
                                int edition, int *out);
gboolean qb_json_node_zone     (QbJsonCtx *ctx, const QbJsonPath *path, JsonNode *node,
                                gboolean areas, int *out);
gboolean qb_json_node_enum     (QbJsonCtx *ctx, const QbJsonPath *path, JsonNode *node,
                                const char *const *names, guint first, guint last, int *out);
/* Fails with QB_FILE_ERROR_TYPE ("expected an integer, found null"):
 * `expected` is already translated (a "JSON value"). */
gboolean qb_json_type_error    (QbJsonCtx *ctx, const QbJsonPath *path, const char *expected,
                                JsonNode *node);

/* Options ({"edition", "tides", "double", "start-move"}). */
gboolean qb_json_read_options (QbJsonCtx        *ctx,
                               const QbJsonPath *path,
                               JsonObject       *object,
                               gboolean          with_start_move,
                               QbOptions        *out);
void qb_json_write_options (JsonBuilder     *builder,
                            const QbOptions *options,
                            gboolean         with_start_move);

/* One action. Written as an array, the type then its fields in a fixed
 * order: ["order-move", "br-15th", "ET", "land"]; read as that or as an
 * object naming the fields: {"type": "order-move", "block": "br-15th",
 * "to": "ET", "mode": "land"}. Unknown members and extra elements are
 * refused (a typo would otherwise change the game silently). */
gboolean qb_json_read_action (QbJsonCtx        *ctx,
                              const QbJsonPath *path,
                              JsonNode         *node,
                              int               edition,
                              QbAction         *out);
void qb_json_write_action (JsonBuilder *builder,
                           int          edition,
                           QbAction     action);

/* An action as the file writes it, for messages: ["place", "fr-la-sarre", "BE"]. */
char *qb_json_action_to_string (int      edition,
                                QbAction action);

/* The error for an action the engine refuses, outside a file being read
 * (replaying a record that was checked when read): QB_FILE_ERROR_ILLEGAL_ACTION
 * with the action as the file writes it and the engine's reason, translated. */
void qb_illegal_action_error (GError     **error,
                              guint        index,
                              int          edition,
                              QbAction     action,
                              const char  *reason);

/* A canonical copy: the fields an action type does not use are zero, so
 * that what is recorded is exactly what a file can say. */
QbAction qb_action_normalize (QbAction action);

void qb_json_write_date (JsonBuilder *builder,
                         const char  *member,
                         GDateTime   *date);
void qb_json_write_seed (JsonBuilder *builder,
                         const char  *member,
                         guint64      seed);

/* Pretty-prints like JsonGenerator, but writes small objects and arrays of
 * plain values on one line, so an action takes one line of the file. */
char *qb_json_to_text (JsonNode *root,
                       gsize    *length);

G_END_DECLS
