/* qb-model-test.h: helpers shared by the model tests. Header-only so each
 * test-<thing>.c stays self-contained. */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "qb-autosave.h"
#include "qb-game.h"
#include "qb-record.h"
#include "qb-replay-index.h"
#include "qb-scenario.h"

/* The random player of quebec1759-cli selfplay: uniform among the legal
 * actions, from its own stream of the seed. */
static inline QbAction
qbm_choose (QbGame *game,
            QbRng  *chooser)
{
  g_autoptr(GArray) legal = qb_game_list_legal_actions (game);

  g_assert_cmpuint (legal->len, >, 0);
  return g_array_index (legal, QbAction, qb_rng_below (chooser, legal->len));
}

/* Plays up to max_actions random actions (or to the end). */
static inline void
qbm_play (QbGame  *game,
          guint64  seed,
          guint    max_actions)
{
  QbRng chooser;

  qb_rng_seed (&chooser, seed, 0x706c6179ULL);
  for (guint i = 0; i < max_actions && !qb_game_is_over (game); i++)
    {
      g_autoptr(GError) error = NULL;

      qb_game_apply (game, qbm_choose (game, &chooser), &error);
      g_assert_no_error (error);
    }
}

static inline QbGame *
qbm_random_game (int      edition,
                 gboolean tides,
                 guint64  seed,
                 guint    max_actions)
{
  QbOptions options;
  QbGame *game;

  qb_options_default (&options);
  options.edition = (guint8) edition;
  options.tides = tides ? 1 : 0;
  game = qb_game_new (&options, seed);
  /* The same game for the same seed (a game in play rolls afresh). */
  qb_game_set_dice_seed (game, seed);
  qbm_play (game, seed, max_actions);
  return game;
}

static inline char *
qbm_make_tmp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("quebec1759-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static inline void
qbm_remove_tmp_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

/* The file of the source tree (G_TEST_SRCDIR is tests/). */
static inline char *
qbm_data_path (const char *kind,
               const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", kind, name, NULL);
}
