/* qb-scenario-private.h: reading and writing a scenario inside another
 * document (a record's "start"). */
#pragma once

#include "qb-json-private.h"
#include "qb-scenario.h"

G_BEGIN_DECLS

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
