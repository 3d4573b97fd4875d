/* qb-cli.h: the commands of quebec1759-cli that use the model layer. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "qb-engine.h"

/* Reads a number option's value (0..max), or says why not on stderr. */
bool qb_cli_parse_number (const char *command, const char *option, const char *value,
                          uint64_t max, uint64_t *out);

int qb_cli_validate (int argc, char **argv);
int qb_cli_replay (int argc, char **argv);
int qb_cli_bench_replay (uint64_t games);
int qb_cli_rules (int argc, char **argv);

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

/* An event in plain English, as qb_event_for() left it. */
void qb_cli_describe_event (const QbEvent *ev, int edition, char *buf, size_t len);
