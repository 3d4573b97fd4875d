/* qb-computer-player.h: the computer playing one side of a QbGame, in a
 * worker thread (src/ai's qb_ai_choose() over a copy of the position), so
 * that the window never waits for it. */
#pragma once

#include <gio/gio.h>

#include "qb-types.h"

G_BEGIN_DECLS

#define QB_TYPE_COMPUTER_PLAYER (qb_computer_player_get_type ())

G_DECLARE_FINAL_TYPE (QbComputerPlayer, qb_computer_player, QB, COMPUTER_PLAYER, GObject)

/* The computer's levels the app offers, as the `kind` of a seat or a
 * player (the values of src/ai's QbAiKind, so that widgets need not
 * include src/ai). */
typedef enum {
  QB_LEVEL_EASY = 2,
  QB_LEVEL_MEDIUM = 3,
  QB_LEVEL_HARD = 4,
} QbComputerLevel;

#define QB_COMPUTER_PLAYER_ERROR (qb_computer_player_error_quark ())

typedef enum {
  QB_COMPUTER_PLAYER_ERROR_STALE,      /* the game moved on while it thought */
  QB_COMPUTER_PLAYER_ERROR_NOT_DECIDING, /* its side does not decide (or the game is over) */
  QB_COMPUTER_PLAYER_ERROR_FAILED,     /* the search found nothing (never for a reachable state) */
} QbComputerPlayerError;

GQuark            qb_computer_player_error_quark      (void);

QbComputerPlayer *qb_computer_player_new              (int                  side,
                                                       int                  kind,
                                                       guint64              seed);
int               qb_computer_player_get_side         (QbComputerPlayer    *self);
int               qb_computer_player_get_kind         (QbComputerPlayer    *self);
guint64           qb_computer_player_get_seed         (QbComputerPlayer    *self);
void              qb_computer_player_set_budget       (QbComputerPlayer    *self,
                                                       guint                iterations,
                                                       guint                time_ms);
gboolean          qb_computer_player_get_thinking     (QbComputerPlayer    *self);
double            qb_computer_player_get_progress     (QbComputerPlayer    *self);

void              qb_computer_player_think_async      (QbComputerPlayer    *self,
                                                       QbGame              *game,
                                                       GCancellable        *cancellable,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
gboolean          qb_computer_player_think_finish     (QbComputerPlayer    *self,
                                                       GAsyncResult        *result,
                                                       QbAction            *action,
                                                       double              *win_chance,
                                                       GError             **error);
void              qb_computer_player_hurry            (QbComputerPlayer    *self);

/* The seed of one side's computer player in a game whose computer seed is
 * `game_seed` (the record's). */
guint64           qb_computer_player_side_seed        (guint64              game_seed,
                                                       int                  side);
/* How many workers are searching right now, in the whole process (tests:
 * a cancelled search leaves none). */
guint             qb_computer_player_get_n_working    (void);

G_END_DECLS
