/* qb-game-private.h: QbGame's struct and what its files share
 * (qb-game.c, qb-game-actions.c, qb-game-undo.c, qb-game-deploy.c,
 * qb-game-queries.c). */
#pragma once

#include <glib.h>

#include "qb-game.h"

G_BEGIN_DECLS

/* One action never emits more than a few hundred events; a full sink is
 * an engine bug, reported as a critical warning. */
#define SINK_SIZE 4096
/* Nor more than a few hundred draws (a pursuit: 8 dice per block). */
#define ROLLS_SIZE 4096

struct _QbGame
{
  GObject parent_instance;

  QbRecord *record;
  QbState state;
  GArray *events;              /* QbEvent: every event since the start */
  GArray *event_ends;          /* guint: events->len at each position */
  GArray *undo_states;         /* QbState before each action above the floor */
  GArray *redo_actions;        /* QbAction: the actions undone, the last undone
                                * last, until a new action is applied */
  QbEvent *sink_buffer;
  guint8 *rolls_buffer;
  gboolean fresh;              /* draws past the record's dice are fresh
                                * randomness (play), not the seed (replaying
                                * an old record) */
  gboolean seeded;             /* tests: fresh draws from dice_rng */
  QbRng dice_rng;
};

/* What the properties showed, to notify only the ones that changed. */
typedef struct
{
  guint move;
  guint phase;
  guint decider;
  gboolean is_over;
  guint winner;
  guint win_reason;
  gboolean can_undo;
  gboolean can_redo;
} QbGameSnapshot;

void qb_game_take_snapshot (QbGame         *self,
                            QbGameSnapshot *snap);
void qb_game_notify_changes (QbGame               *self,
                             const QbGameSnapshot *old);
void qb_game_emit_events_appended (QbGame *self,
                                   guint   first);
void qb_game_emit_changed (QbGame *self);

/* Applies one action and keeps the undo floor. Emits nothing. */
gboolean qb_game_apply_quiet (QbGame       *self,
                              QbAction      action,
                              gboolean      record,
                              const char  **reason);
/* Plays the record from its start. */
gboolean qb_game_load_record (QbGame  *self,
                              GError **error);

G_END_DECLS
