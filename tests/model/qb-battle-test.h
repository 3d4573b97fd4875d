/* qb-battle-test.h: what the battle tests of the model share: a hand-set
 * battle of the engine's rule tests (tests/engine/qb-test-util.h) made a
 * QbGame, forced dice for it, the legal action of a type. Header-only,
 * like qb-model-test.h. */
#pragma once

#include "qb-play-session-test.h"
#include "qb-test-util.h"

/* A game continuing the hand-set position of `g` (its whole state, as a
 * scenario of format 3). */
static inline QbGame *
qbb_game (QbtGame *g)
{
  g_autoptr(QbScenario) scenario = qb_scenario_new_from_full_state (&g->s);
  g_autoptr(GError) error = NULL;
  QbGame *game = qb_game_new_from_scenario (scenario, 1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The next dice of `game` (1..6), as the record's forced dice. */
static inline void
qbb_force_dice (QbGame    *game,
                const int *dice,
                guint      n)
{
  guint8 d[64];

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (d));
  for (guint i = 0; i < n; i++)
    d[i] = (guint8) dice[i];
  qb_record_append_dice (qb_game_get_record (game), d, n);
}
#define QBB_DICE(game, ...) do { int d_[] = { __VA_ARGS__ }; \
    qbb_force_dice ((game), d_, G_N_ELEMENTS (d_)); } while (0)

/* The first legal action of `type` for the decider, or one of type NONE. */
static inline QbAction
qbb_legal_of (QbGame *game,
              int     type)
{
  g_autoptr(GArray) legal = qb_game_list_legal_actions (game);

  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, QbAction, i).type == type)
      return g_array_index (legal, QbAction, i);
  return (QbAction) { QB_ACT_NONE, 0, 0, 0 };
}

static inline void
qbb_apply (QbGame *game,
           int     type,
           int     a,
           int     b,
           int     c)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (qb_game_apply (game, (QbAction) { (guint8) type, (guint8) a, (guint8) b, (guint8) c }, &error));
  g_assert_no_error (error);
}
