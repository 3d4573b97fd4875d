/* qb-setup-tools.h: tools of the deployment editor: a random French
 * deployment (uniform over the legal ones, or "balanced" within a band of
 * the balance estimate), the differences between two set-ups, and the
 * balance estimate itself (British wins over self-played games from a
 * scenario's position, in a thread). */
#pragma once

#include <gio/gio.h>

#include "qb-scenario.h"

G_BEGIN_DECLS

/* ---- Random deployments -------------------------------------------------- */

/* A French deployment of `edition` drawn from `seed`, each legal deployment
 * (3.4) equally likely. `kind` QB_SCENARIO_DEPLOYMENT gives a deployment;
 * QB_SCENARIO_POSITION the standard start with it, as a position. The
 * same edition, seed and kind always give the same deployment. */
QbScenario      *qb_setup_random_deployment     (int               edition,
                                                 guint64           seed,
                                                 QbScenarioKind    kind,
                                                 GError          **error);

/* The deployment the computer takes when it plays the French (New Game
 * with the French deployment in secret): one of the built-in deployments
 * of `edition` or a random legal one (qb_setup_random_deployment()), each
 * equally likely, picked by `seed` (the game's), so that the same game
 * always gets the same one. */
QbScenario      *qb_setup_computer_deployment   (int               edition,
                                                 guint64           seed,
                                                 GError          **error);

/* ---- Differences --------------------------------------------------------- */

/* One block whose place or strength differs between two set-ups. Locations
 * and CVs are the ones qb_scenario_get_block() gives. */
typedef struct
{
  guint block;
  guint from;
  guint to;
  guint cv_from;
  guint cv_to;
} QbSetupMove;

/* The blocks whose location or CV differ from `a` to `b`, in block order.
 * Both must be of the same edition (else NULL and an error).
 * Returns: (transfer full) (element-type QbSetupMove): a GPtrArray that
 * frees its items. */
GPtrArray       *qb_setup_diff                  (QbScenario       *a,
                                                 QbScenario       *b,
                                                 GError          **error);
/* One move as a sentence for people, "La Sarre: Beauport → Lévis", in the
 * user's language. Returns: (transfer full) */
char            *qb_setup_move_to_text          (const QbSetupMove *move,
                                                 int               edition);

/* ---- The balance estimate ------------------------------------------------ */

typedef struct
{
  guint british_wins;
  guint games;
  /* The 95 % Wilson interval of the British win rate, as
   * quebec1759-cli arena computes it. */
  double low;
  double high;
} QbBalance;

/* Called in the thread-default main context of the caller of
 * qb_balance_estimate_async() after each game. */
typedef void (*QbBalanceProgress) (guint    games_done,
                                   guint    games,
                                   gpointer user_data);

/* Plays `games` games from the scenario's position by self-play, with
 * `player` for both sides: "random" (uniform legal moves), "greedy", or
 * "ai:easy"/"ai:medium"/"ai:hard" (src/ai). The same scenario, games,
 * player and seed give the same result. Blocking; `cancellable` stops it
 * within 100 ms with "random", "greedy" or "ai:easy" (a harder player's
 * decision is finished first); then FALSE with G_IO_ERROR_CANCELLED. */
gboolean         qb_balance_estimate            (QbScenario       *scenario,
                                                 guint             games,
                                                 const char       *player,
                                                 guint64           seed,
                                                 GCancellable     *cancellable,
                                                 QbBalance        *out,
                                                 GError          **error);
/* The same in a GTask thread; `progress` (may be NULL) is called in the
 * caller's main context; `progress_data` must live until the callback. */
void             qb_balance_estimate_async      (QbScenario       *scenario,
                                                 guint             games,
                                                 const char       *player,
                                                 guint64           seed,
                                                 GCancellable     *cancellable,
                                                 QbBalanceProgress progress,
                                                 gpointer          progress_data,
                                                 GAsyncReadyCallback callback,
                                                 gpointer          user_data);
gboolean         qb_balance_estimate_finish     (GAsyncResult     *result,
                                                 QbBalance        *out,
                                                 GError          **error);

/* A random deployment whose estimate (`games` games of `player` from
 * `seed`) puts the British win rate between `low` and `high` (0..1):
 * rejection sampling over qb_setup_random_deployment(), trying at most
 * `max_tries` deployments, then failing honestly (G_IO_ERROR_NOT_FOUND). */
QbScenario      *qb_setup_random_balanced       (int               edition,
                                                 guint64           seed,
                                                 QbScenarioKind    kind,
                                                 double            low,
                                                 double            high,
                                                 guint             games,
                                                 const char       *player,
                                                 guint             max_tries,
                                                 GCancellable     *cancellable,
                                                 GError          **error);
/* The same in a GTask thread; `progress` (may be NULL) is called in the
 * caller's main context after each deployment tried, with the tries done
 * and `max_tries`. A cancel stops it as it stops the estimate. */
void             qb_setup_random_balanced_async (int               edition,
                                                 guint64           seed,
                                                 QbScenarioKind    kind,
                                                 double            low,
                                                 double            high,
                                                 guint             games,
                                                 const char       *player,
                                                 guint             max_tries,
                                                 GCancellable     *cancellable,
                                                 QbBalanceProgress progress,
                                                 gpointer          progress_data,
                                                 GAsyncReadyCallback callback,
                                                 gpointer          user_data);
/* Returns: (transfer full) (nullable): the deployment found. */
QbScenario      *qb_setup_random_balanced_finish (GAsyncResult    *result,
                                                 GError          **error);

G_END_DECLS
