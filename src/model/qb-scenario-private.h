/* qb-scenario-private.h: reading and writing a scenario inside another
 * document (a record's "start"), and what QbScenario's files share
 * (qb-scenario.c, qb-scenario-json.c): its struct and two helpers. */
#pragma once

#include "qb-json-private.h"
#include "qb-scenario.h"

G_BEGIN_DECLS

struct _QbScenario
{
  GObject parent_instance;

  QbScenarioKind kind;
  QbOptions options;
  char *name;
  char *author;
  char *description;
  guint8 location[QB_NUM_BLOCKS];
  guint8 cv[QB_NUM_BLOCKS];
  GByteArray *dice;            /* forced dice for the game's first draws */
  /* A position's history before its first move (20.0, 21.0): the zones
   * the British have entered, beyond Ile d'Orleans and the zones their
   * blocks stand in, which count by themselves; and whether they held Cap
   * Rouge at the end of the last move. */
  guint16 british_visited;
  gboolean held_cap_rouge;
  gboolean has_state;          /* a position at any moment (format 3): */
  QbState state;               /* the whole state, checked when read */
};

/* Whether `block` is a ship in `edition` (qb-scenario.c). */
gboolean qb_scenario_is_ship          (int           edition,
                                       int           block);
/* Applies the deployment to a fresh standard start. On failure *block is
 * the block whose placement was refused (or -1) and *reason why, in the
 * user's language (qb-scenario.c). */
gboolean qb_scenario_apply_deployment (QbScenario   *self,
                                       guint64       seed,
                                       QbState      *state,
                                       QbEventSink  *sink,
                                       int          *block,
                                       const char  **reason);

/* Whether a position carries a past before its first move (20.0, 21.0)
 * outside a whole state: files with one are version 4, since an older
 * reader would ignore it and start another game (qb-scenario-json.c). */
gboolean qb_scenario_has_history (QbScenario *self);

/* Copies the whole state's past into the plain fields (qb-scenario.c). */
void     qb_scenario_sync_history (QbScenario *self);

/* With `embedded`, the object has no "format" and "version" of its own. */
QbScenario *qb_scenario_read  (QbJsonCtx        *ctx,
                               const QbJsonPath *path,
                               JsonObject       *object);
void        qb_scenario_write (QbScenario       *self,
                               JsonBuilder      *builder,
                               gboolean          embedded);

/* A position at any moment: the whole QbState as the "state" member
 * (qb-scenario-state.c). Reading checks it (docs/file-format.md). */
void     qb_scenario_state_write (JsonBuilder      *builder,
                                  const QbState    *state);
gboolean qb_scenario_state_read  (QbJsonCtx        *ctx,
                                  const QbJsonPath *path,
                                  JsonObject       *object,
                                  const QbOptions  *options,
                                  QbState          *out);

G_END_DECLS
