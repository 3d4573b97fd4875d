/* qb-cli.h: the commands of quebec1759-cli that use the model layer. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include <json-glib/json-glib.h>

#include "qb-engine.h"
#include "qb-types.h"

/* Reads a number option's value (0..max), or says why not on stderr. */
bool qb_cli_parse_number (const char *command, const char *option, const char *value,
                          uint64_t max, uint64_t *out);

int qb_cli_validate (int argc, char **argv);
int qb_cli_replay (int argc, char **argv);
int qb_cli_legal (int argc, char **argv);
int qb_cli_position (int argc, char **argv);
int qb_cli_fork (int argc, char **argv);
int qb_cli_export (int argc, char **argv);
int qb_cli_import_notes (int argc, char **argv);
int qb_cli_bench_replay (uint64_t games);
int qb_cli_rules (int argc, char **argv);
int qb_cli_arena (int argc, char **argv);
int qb_cli_setup (int argc, char **argv);
int qb_cli_export_image (int argc, char **argv);

/* Writes one self-played game as DIR/game-<seed>.q1759 (a QbSelfplayGameFunc;
 * `data` is the folder). Sets *failed on an error. */
typedef struct {
  const char *dir;
  bool failed;
  uint64_t saved;
  const uint8_t *dice;     /* forced dice (--dice), listed in each record */
  size_t n_dice;
} QbCliSaveData;

void qb_cli_save_game (const QbOptions *options, uint64_t seed, const QbAction *actions,
                       size_t n_actions, void *data);

/* An event as the app's log says it to `viewer` (qb_event_text() of the
 * text layer, in the language of the locale), or its type's name for an
 * event the log does not show. Free with g_free(). */
char *qb_cli_event_text (const QbEvent *ev, int edition, int viewer);

/* A record played step by step up to a position, stopping at a refused
 * action (qb-cli-play.c). */
typedef struct {
  QbRecord *record;
  QbState state;          /* the position reached */
  guint reached;          /* actions played */
  GArray *events;         /* QbEvent, with_events only */
  GArray *event_at;       /* guint: the position each event leads to */
  GError *refused;        /* why the record stopped short, or NULL */
  guint refused_index;    /* the action that stopped it */
} QbCliGame;

gboolean qb_cli_game_open (QbCliGame *g, const char *path, guint to, gboolean with_events,
                           GError **error);
void qb_cli_game_clear (QbCliGame *g);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (QbCliGame, qb_cli_game_clear)

/* Names in the JSON output: "british", "french", "nobody"; zone codes,
 * "pool", "eliminated", "out". */
const char *qb_cli_side_key (int side);
const char *qb_cli_location_key (int loc);
void qb_cli_json_action (JsonBuilder *b, int edition, QbAction action);
void qb_cli_json_event (JsonBuilder *b, const QbEvent *ev, guint position, int edition,
                        int viewer);
void qb_cli_json_position (JsonBuilder *b, const QbState *s, int viewer);
void qb_cli_json_refused (JsonBuilder *b, QbCliGame *g);
void qb_cli_print_json (JsonBuilder *b);
