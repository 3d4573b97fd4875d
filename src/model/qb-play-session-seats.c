/* qb-play-session-seats.c: QbPlaySession: who plays each side (a person or
 * the computer, as the game's record says), the computer's turns thought
 * out in a worker thread (QbComputerPlayer) and applied, and the hint for
 * the person at the screen.
 *
 * With one person, the screen is always that person's: no curtain, and
 * the computer's private decisions are never shown (the session shows the
 * person's QbView and offers no action while the computer decides). With
 * two computers the game plays itself out in front of a spectator (the
 * public view, or everything when information is not hidden). Every
 * thought is for one position: any change of the game (an action, undo,
 * another game) or of a seat cancels it, and a result that arrives for a
 * position the game has left is dropped (qb_computer_player_think_finish()).
 */
#include <glib/gi18n-lib.h>

#include "qb-ai.h"
#include "qb-computer-player.h"
#include "qb-game.h"
#include "qb-play-session-private.h"
#include "qb-record.h"

/* The thoughts' callbacks hold the session weakly: a window closed while
 * the computer thinks takes its session with it (whose dispose cancels the
 * thought) instead of keeping it alive until the worker is done. */
static GWeakRef *
weak_new (gpointer object)
{
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, object);
  return ref;
}

static gpointer
weak_take (GWeakRef *ref)
{
  gpointer object = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return object;
}

/* ---- Who plays ---------------------------------------------------------------- */

/**
 * qb_play_session_get_seat:
 * @side: %QB_BRITISH or %QB_FRENCH
 *
 * Returns: who plays @side now: %QB_PLAYER_PERSON or the computer's
 *   QbAiKind
 */
int
qb_play_session_get_seat (QbPlaySession *self,
                          int            side)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), QB_PLAYER_PERSON);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, QB_PLAYER_PERSON);
  return self->seats[side];
}

/**
 * qb_play_session_get_person_side:
 *
 * Returns: the side of the one person playing against the computer, or
 *   -1 when two people or two computers play
 */
int
qb_play_session_get_person_side (QbPlaySession *self)
{
  gboolean british, french;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), -1);

  british = self->seats[QB_BRITISH] == QB_PLAYER_PERSON;
  french = self->seats[QB_FRENCH] == QB_PLAYER_PERSON;
  if (british == french)
    return -1;
  return british ? QB_BRITISH : QB_FRENCH;
}

/* Whether the computer plays either side. */
gboolean
qb_play_session_has_computer (QbPlaySession *self)
{
  return self->seats[QB_BRITISH] != QB_PLAYER_PERSON || self->seats[QB_FRENCH] != QB_PLAYER_PERSON;
}

/**
 * qb_play_session_is_computer_turn:
 *
 * Returns: whether the current decision is the computer's (the screen
 *   offers no action then)
 */
gboolean
qb_play_session_is_computer_turn (QbPlaySession *self)
{
  int decider;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  if (self->game == NULL || qb_game_is_over (self->game))
    return FALSE;
  decider = qb_game_get_decider (self->game);
  return (decider == QB_BRITISH || decider == QB_FRENCH)
    && self->seats[decider] != QB_PLAYER_PERSON;
}

static void
cancel_thought (QbPlaySession *self)
{
  if (self->thinking != NULL)
    g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
  g_clear_handle_id (&self->apply_id, g_source_remove);
  if (self->thinking_side != -1)
    {
      self->thinking_side = -1;
      self->thinking_progress = 0.0;
      qb_play_session_notify_seats (self, TRUE);
    }
}

static void
cancel_hint (QbPlaySession *self)
{
  gboolean had = self->has_hint || self->hint_cancel != NULL;

  if (self->hint_cancel != NULL)
    g_cancellable_cancel (self->hint_cancel);
  g_clear_object (&self->hint_cancel);
  self->has_hint = FALSE;
  if (had)
    qb_play_session_notify_seats (self, FALSE);
}

/* The record's seats at the game's position, and a computer for each of
 * the computer's seats (seeded from the record, so a game can be played
 * again decision by decision). */
static void
read_seats (QbPlaySession *self)
{
  QbRecord *record = qb_game_get_record (self->game);
  guint at = qb_record_get_n_actions (record);

  if (qb_record_has_computer (record) && qb_record_get_computer_seed (record) == 0)
    qb_record_set_computer_seed (record, g_random_int () | ((guint64) g_random_int () << 32) | 1);
  for (int side = 0; side < 2; side++)
    {
      int player = qb_record_get_seat (record, side, at);

      self->seats[side] = player;
      if (player == QB_PLAYER_PERSON)
        {
          g_clear_object (&self->computers[side]);
          continue;
        }
      if (self->computers[side] != NULL
          && qb_computer_player_get_kind (self->computers[side]) == player)
        continue;
      g_clear_object (&self->computers[side]);
      self->computers[side] =
        qb_computer_player_new (side, player,
                                qb_computer_player_side_seed (qb_record_get_computer_seed (record),
                                                              side));
      qb_computer_player_set_budget (self->computers[side], self->budget_iterations,
                                     self->budget_time_ms);
    }
}

/* The game was set or replaced (NULL: none): forget every thought. */
void
qb_play_session_seats_game_set (QbPlaySession *self)
{
  cancel_thought (self);
  cancel_hint (self);
  g_clear_object (&self->computers[QB_BRITISH]);
  g_clear_object (&self->computers[QB_FRENCH]);
  self->seats[QB_BRITISH] = self->seats[QB_FRENCH] = QB_PLAYER_PERSON;
  if (self->computer_paused)
    {
      /* Another game starts with the computer playing. */
      self->computer_paused = FALSE;
      qb_play_session_notify_seats (self, TRUE);
    }
  self->position++;
  if (self->game != NULL)
    read_seats (self);
}

/* The game changed (an action, undo, redo): thoughts about the old
 * position are worthless. */
void
qb_play_session_seats_game_changed (QbPlaySession *self)
{
  self->position++;
  cancel_thought (self);
  cancel_hint (self);
  /* A seat change recorded after this position went with an undo. */
  read_seats (self);
}

/**
 * qb_play_session_set_seat:
 * @player: %QB_PLAYER_PERSON or a QbAiKind
 *
 * @side is played by @player from the game's current position on ("Let
 * the Computer Play This Side"); the record notes the change.
 */
void
qb_play_session_set_seat (QbPlaySession *self,
                          int            side,
                          int            player)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));
  g_return_if_fail (side == QB_BRITISH || side == QB_FRENCH);
  g_return_if_fail (player == QB_PLAYER_PERSON || (player >= 0 && player < QB_AI_NUM_KINDS));

  if (self->game == NULL || self->seats[side] == player)
    return;
  qb_record_set_seat (qb_game_get_record (self->game), side, player);
  self->position++;
  cancel_thought (self);
  cancel_hint (self);
  read_seats (self);
  qb_play_session_refresh (self);
}

/**
 * qb_play_session_set_computer_budget:
 * @iterations: search iterations per decision, 0 for the level's own
 * @time_ms: time per decision, 0 for the level's own
 *
 * For tests and benchmarks: the computer's budget, its seats' and the
 * hint's.
 */
void
qb_play_session_set_computer_budget (QbPlaySession *self,
                                     guint          iterations,
                                     guint          time_ms)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));

  self->budget_iterations = iterations;
  self->budget_time_ms = time_ms;
  for (int side = 0; side < 2; side++)
    if (self->computers[side] != NULL)
      qb_computer_player_set_budget (self->computers[side], iterations, time_ms);
}

/**
 * qb_play_session_set_computer_delay:
 * @delay_ms: how long a computer's move waits before it is made
 *
 * So that a person sees the computer's moves one by one (the move
 * animation's pace).
 */
void
qb_play_session_set_computer_delay (QbPlaySession *self,
                                    guint          delay_ms)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));
  self->delay_ms = delay_ms;
}

/* ---- The computer's turn ------------------------------------------------------- */

int
qb_play_session_get_thinking_side (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), -1);
  return self->thinking_side;
}

double
qb_play_session_get_thinking_progress (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), 0.0);
  return self->thinking_progress;
}

static void
progress_cb (QbComputerPlayer *computer,
             GParamSpec       *pspec,
             QbPlaySession    *self)
{
  (void) pspec;
  if (self->thinking_side != qb_computer_player_get_side (computer))
    return;
  self->thinking_progress = qb_computer_player_get_progress (computer);
  qb_play_session_notify_seats (self, TRUE);
}

static gboolean
apply_pending_cb (gpointer data)
{
  QbPlaySession *self = data;
  g_autoptr(GError) error = NULL;

  self->apply_id = 0;
  if (self->game != NULL && !qb_game_apply (self->game, self->pending, &error))
    g_warning ("The computer's move was refused: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
think_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  QbComputerPlayer *computer = QB_COMPUTER_PLAYER (source);
  g_autoptr(QbPlaySession) self = weak_take (data);
  g_autoptr(GError) error = NULL;
  QbAction action;
  gboolean done = qb_computer_player_think_finish (computer, result, &action, NULL, &error);

  if (self == NULL)
    return;
  if (!done)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
          && !g_error_matches (error, QB_COMPUTER_PLAYER_ERROR, QB_COMPUTER_PLAYER_ERROR_STALE))
        g_warning ("The computer could not move: %s", error->message);
      return;
    }
  /* Cancelled after the worker ended: another thought is the one now. */
  if (self->thinking == NULL || g_cancellable_is_cancelled (self->thinking)
      || self->thinking_side != qb_computer_player_get_side (computer))
    return;
  g_clear_object (&self->thinking);
  self->thinking_side = -1;
  self->thinking_progress = 0.0;
  qb_play_session_notify_seats (self, TRUE);
  self->pending = action;
  /* The pause is for what the person can see happen: a private step (an
   * order being written, a hidden block placed) shows nothing worth it. */
  if (self->delay_ms > 0 && !qb_game_decision_is_private (self->game))
    self->apply_id = g_timeout_add_full (G_PRIORITY_DEFAULT, self->delay_ms, apply_pending_cb,
                                         self, NULL);
  else
    self->apply_id = g_idle_add_full (G_PRIORITY_DEFAULT, apply_pending_cb, self, NULL);
}

/* In an idle callback, so that a change's handlers all run before the
 * computer starts on the new position. */
static gboolean
start_cb (gpointer data)
{
  QbPlaySession *self = data;
  QbComputerPlayer *computer;
  int side;

  self->start_id = 0;
  if (!qb_play_session_is_computer_turn (self) || self->thinking != NULL || self->apply_id != 0
      || self->computer_paused)
    return G_SOURCE_REMOVE;
  side = qb_game_get_decider (self->game);
  computer = self->computers[side];
  if (computer == NULL)
    return G_SOURCE_REMOVE;
  self->thinking = g_cancellable_new ();
  self->thinking_side = side;
  self->thinking_progress = 0.0;
  g_signal_handlers_disconnect_by_func (computer, progress_cb, self);
  g_signal_connect_object (computer, "notify::progress", G_CALLBACK (progress_cb), self, 0);
  qb_play_session_notify_seats (self, TRUE);
  qb_computer_player_think_async (computer, self->game, self->thinking, think_done_cb,
                                  weak_new (self));
  return G_SOURCE_REMOVE;
}

static void
seats_schedule (QbPlaySession *self)
{
  if (self->start_id == 0 && qb_play_session_is_computer_turn (self) && self->thinking == NULL
      && self->apply_id == 0 && !self->computer_paused)
    self->start_id = g_idle_add (start_cb, self);
}

/* Against the computer: how many steps an undo takes back, the
 * computer's answers on top and then the person's own last step; 0 when
 * the undo floor (dice, something revealed) lies between them, since
 * taking back only the computer's answers would just have it answer
 * again. */
guint
qb_play_session_seats_undo_depth (QbPlaySession *self)
{
  for (guint back = 0;; back++)
    {
      int decider = qb_game_get_undo_decider (self->game, back);

      if (decider != QB_BRITISH && decider != QB_FRENCH)
        return 0;
      if (self->seats[decider] == QB_PLAYER_PERSON)
        return back + 1;
    }
}

/* After each update(): the computer starts if the decision is its own. */
void
qb_play_session_seats_update (QbPlaySession *self)
{
  seats_schedule (self);
}

/**
 * qb_play_session_move_now:
 *
 * The computer stops thinking and makes the best move it has found.
 */
void
qb_play_session_move_now (QbPlaySession *self)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));

  if (self->thinking_side >= 0 && self->computers[self->thinking_side] != NULL)
    qb_computer_player_hurry (self->computers[self->thinking_side]);
}

/**
 * qb_play_session_get_computer_paused:
 *
 * Returns: whether the computer was stopped and waits to be let play
 */
gboolean
qb_play_session_get_computer_paused (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  return self->computer_paused;
}

/**
 * qb_play_session_set_computer_paused:
 *
 * Stops the computer (%TRUE): its thought under way is dropped, with
 * nothing played, and it starts no other until it is let play again
 * (%FALSE), when it takes up its decision if it is its turn. The person
 * may meanwhile look at the board, undo, or play the computer's side
 * themselves (qb_play_session_set_seat()). Another game lets it play.
 */
void
qb_play_session_set_computer_paused (QbPlaySession *self,
                                     gboolean       paused)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));

  paused = !!paused;
  if (self->computer_paused == paused)
    return;
  self->computer_paused = paused;
  if (paused)
    cancel_thought (self);
  qb_play_session_notify_seats (self, TRUE);
  seats_schedule (self);
}

/* Dispose: nothing may run on after the session. */
void
qb_play_session_seats_dispose (QbPlaySession *self)
{
  cancel_thought (self);
  cancel_hint (self);
  g_clear_handle_id (&self->start_id, g_source_remove);
  g_clear_object (&self->computers[QB_BRITISH]);
  g_clear_object (&self->computers[QB_FRENCH]);
}

/* ---- The hint ------------------------------------------------------------------ */

/**
 * qb_play_session_get_hint_thinking:
 *
 * Returns: whether a hint is being thought about
 */
gboolean
qb_play_session_get_hint_thinking (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  return self->hint_cancel != NULL;
}

/**
 * qb_play_session_get_hint:
 * @action: (out) (optional): the move the computer would make
 * @win_chance: (out) (optional): its estimate of the side's chance to win
 *
 * Returns: whether there is a hint for the current decision
 */
gboolean
qb_play_session_get_hint (QbPlaySession *self,
                          QbAction      *action,
                          double        *win_chance)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  if (!self->has_hint)
    return FALSE;
  if (action != NULL)
    *action = self->hint;
  if (win_chance != NULL)
    *win_chance = self->hint_chance;
  return TRUE;
}

/**
 * qb_play_session_can_hint:
 *
 * Returns: whether a person at the screen decides now (a hint is for them)
 */
gboolean
qb_play_session_can_hint (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  return self->game != NULL && !qb_game_is_over (self->game) && self->actions->len > 0
    && (self->viewer == QB_BRITISH || self->viewer == QB_FRENCH)
    && self->viewer == qb_game_get_decider (self->game)
    && self->seats[self->viewer] == QB_PLAYER_PERSON;
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  QbComputerPlayer *computer = QB_COMPUTER_PLAYER (source);
  g_autoptr(QbPlaySession) self = weak_take (data);
  g_autoptr(GError) error = NULL;
  QbAction action;
  double chance = -1.0;

  if (!qb_computer_player_think_finish (computer, result, &action, &chance, &error)
      || self == NULL)
    return;
  if (self->hint_cancel == NULL || g_cancellable_is_cancelled (self->hint_cancel))
    return;
  g_clear_object (&self->hint_cancel);
  self->has_hint = TRUE;
  self->hint = action;
  self->hint_chance = chance;
  qb_play_session_notify_seats (self, FALSE);
}

/**
 * qb_play_session_request_hint:
 * @kind: the computer's level to ask (a QbAiKind; Medium by default)
 *
 * Asks the computer, in the background, what it would do in the place of
 * the person who decides, from that person's view only. The answer comes
 * as a change of the "hint" property.
 */
void
qb_play_session_request_hint (QbPlaySession *self,
                              int            kind)
{
  g_autoptr(QbComputerPlayer) computer = NULL;
  QbRecord *record;
  int side;

  g_return_if_fail (QB_IS_PLAY_SESSION (self));
  g_return_if_fail (kind >= 0 && kind < QB_AI_NUM_KINDS);

  if (!qb_play_session_can_hint (self) || self->hint_cancel != NULL || self->has_hint)
    return;
  side = self->viewer;
  record = qb_game_get_record (self->game);
  /* Its own seed, the game's and the position's: the same hint each time
   * it is asked at one position. */
  computer = qb_computer_player_new (side, kind,
                                     qb_computer_player_side_seed (qb_record_get_seed (record)
                                                                   ^ 0x68696e74ULL, side));
  qb_computer_player_set_budget (computer, self->budget_iterations, self->budget_time_ms);
  self->hint_cancel = g_cancellable_new ();
  qb_play_session_notify_seats (self, FALSE);
  qb_computer_player_think_async (computer, self->game, self->hint_cancel, hint_done_cb,
                                  weak_new (self));
}

/* ---- Resigning ----------------------------------------------------------------- */

/**
 * qb_play_session_get_resigning_side:
 *
 * Returns: the side that the person at the screen plays and may resign
 *   for, or -1 (no game, the game over, the curtain up, a spectator)
 */
int
qb_play_session_get_resigning_side (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), -1);

  if (self->game == NULL || qb_game_is_over (self->game) || self->curtain_side >= 0
      || (self->viewer != QB_BRITISH && self->viewer != QB_FRENCH)
      || self->seats[self->viewer] != QB_PLAYER_PERSON)
    return -1;
  return self->viewer;
}

/**
 * qb_play_session_resign:
 *
 * The person at the screen gives up (qb_game_resign()): the other side
 * wins, and the computer stops thinking.
 */
gboolean
qb_play_session_resign (QbPlaySession  *self,
                        GError        **error)
{
  int side;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  side = qb_play_session_get_resigning_side (self);
  if (side < 0)
    {
      g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_GAME,
                           _("Nobody at the screen can resign now."));
      return FALSE;
    }
  cancel_thought (self);
  cancel_hint (self);
  return qb_game_resign (self->game, side, error);
}
