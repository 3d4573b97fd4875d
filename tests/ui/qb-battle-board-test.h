/* qb-battle-board-test.h: what the battle board's window tests share
 * (test-battle-board.c, test-battle-board-end.c, test-battle-board-flows.c,
 * test-battle-map.c): a Play page in a window (or a bare battle board over
 * a session of its own) playing self-played games, stepping to a moment,
 * and the checks that the British see no French block they may not know. */
#pragma once

#include <adwaita.h>

#include "qb-battle-board.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-play-view.h"

G_BEGIN_DECLS

/* The stream of the chooser of battle_test_new_game() ("batt"). */
#define BATTLE_TEST_STREAM 0x62617474ULL

typedef struct {
  GtkWidget *window;
  QbPlayView *play;
  QbPlaySession *session;
  QbBattleBoard *board;
  QbGame *game;
  QbRng chooser;
  QbPlaySession *own_session;   /* a bare board's (battle_test_use_bare ()) */
} BattleTestFixture;

typedef gboolean (*BattleTestMoment) (BattleTestFixture *f, const QbState *s);

/* The fixture: a window of 1024 x 600 with its Play page. */
void        battle_test_setup               (BattleTestFixture *f,
                                             gconstpointer      data);
void        battle_test_teardown            (BattleTestFixture *f,
                                             gconstpointer      data);
/* A battle board of its own over a session of its own, in a plain
 * window of 1024 x 460, for the tests that play many games: as the
 * fixture's setup, or in place of the window battle_test_setup() made. */
void        battle_test_setup_bare          (BattleTestFixture *f,
                                             gconstpointer      data);
void        battle_test_use_bare            (BattleTestFixture *f);
/* A new self-played game (its dice and choices from `seed`, the choices
 * on BATTLE_TEST_STREAM or on a stream of the caller's). */
void        battle_test_new_game            (BattleTestFixture *f,
                                             int                edition,
                                             guint64            seed,
                                             gboolean           hide);
void        battle_test_new_game_on_stream  (BattleTestFixture *f,
                                             int                edition,
                                             guint64            seed,
                                             gboolean           hide,
                                             guint64            stream);
/* One random decision of whoever is at the screen, the curtain lifted
 * first; FALSE when the game is over. */
gboolean    battle_test_step                (BattleTestFixture *f);
/* Plays on until `moment` holds, or the game ends (FALSE). */
gboolean    battle_test_play_until          (BattleTestFixture *f,
                                             BattleTestMoment   moment,
                                             guint              max_steps);
/* The Play page's board stack's page: "map" or "battle". */
const char *battle_test_visible_child       (BattleTestFixture *f);
/* qb_test_assert_no_french_identity(), but where the engine makes the
 * Ottawa public (a raid, a withdrawal it must make). */
void        battle_test_no_identity         (const QbState     *s,
                                             const char        *text,
                                             const char        *where);
/* Every text the battle board holds names no French block the British
 * may not know, and its blocks show them only what they know: the board
 * alone (also one showing a moment, with no session; each side's block
 * widgets counted in `seen`), or the fixture's at the British screen
 * (with the odds and the count of the battle's blocks). */
void        battle_test_check_board_words   (QbBattleBoard     *board,
                                             const QbState     *s,
                                             int                seen[2]);
void        battle_test_check_british_board (BattleTestFixture *f);
/* A block to fire, or a hit to allocate, is the decision at hand. */
gboolean    battle_test_fire_moment         (BattleTestFixture *f,
                                             const QbState     *s);
gboolean    battle_test_allocate_moment     (BattleTestFixture *f,
                                             const QbState     *s);
/* The button of the board with this label, or NULL; one of the
 * decision's buttons, or NULL. */
GtkWidget  *battle_test_find_button        (GtkWidget         *root,
                                             const char        *label);
GtkWidget  *battle_test_find_action_button (GtkWidget         *root);

G_END_DECLS
