/* qb-play-session.c: the Play page's state (see qb-play-session.h); what
 * a click means is in qb-play-session-input.c.
 *
 * Hot-seat play with hidden information: the session shows one viewer's
 * QbView at a time. A private decision (orders, deployment, reserves…) is
 * shown only to its player; when it belongs to the player who is not at
 * the screen, the curtain goes up first, and until it is lifted the session
 * shows only the public view and offers no action. Public decisions
 * (firing, allocating hits on revealed columns, retreats) are shown from
 * the view of the player already at the screen if they are theirs, else
 * from the public view, which either player may see, so battles do not
 * need a curtain at every shot.
 *
 * Every question to the game names its viewer (qb_game_view(),
 * qb_game_list_legal_actions_for()): nothing here reads the whole state.
 */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-event-text.h"
#include "qb-game.h"
#include "qb-play-session-private.h"
#include "qb-record.h"

enum {
  PROP_0,
  PROP_GAME,
  PROP_HIDE_INFORMATION,
  PROP_VIEWER,
  PROP_CURTAIN_SIDE,
  PROP_SELECTED_ZONE,
  PROP_TARGET_ZONE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_NOTICE,
  PROP_THINKING_SIDE,
  PROP_THINKING_PROGRESS,
  PROP_HINT,
  PROP_HINT_THINKING,
  PROP_COMPUTER_PAUSED,
  N_PROPS
};

enum {
  CHANGED,
  CURTAIN_NEEDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QbPlaySession, qb_play_session, G_TYPE_OBJECT)

G_DEFINE_QUARK (qb-play-session-error-quark, qb_play_session_error)

QbPlaySession *
qb_play_session_new (void)
{
  return g_object_new (QB_TYPE_PLAY_SESSION, NULL);
}

/* ---- Setters that notify only on change ------------------------------------ */

static void
set_int (QbPlaySession *self,
         int           *field,
         int            value,
         guint          prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_viewer (QbPlaySession *self,
            int            viewer)
{
  set_int (self, &self->viewer, viewer, PROP_VIEWER);
}

static void
set_curtain_side (QbPlaySession *self,
                  int            side)
{
  if (self->curtain_side == side)
    return;
  self->curtain_raised = side >= 0;
  set_int (self, &self->curtain_side, side, PROP_CURTAIN_SIDE);
}

static void
set_selection (QbPlaySession *self,
               int            zone,
               int            target)
{
  /* The blocks picked for an order are all in the zone picked, so that
   * another zone drops them. */
  if (zone != self->selected_zone)
    self->picked_blocks = 0;
  set_int (self, &self->selected_zone, zone, PROP_SELECTED_ZONE);
  set_int (self, &self->target_zone, target, PROP_TARGET_ZONE);
}

static void
set_can_undo (QbPlaySession *self,
              gboolean       can_undo)
{
  can_undo = !!can_undo;
  if (self->can_undo == can_undo)
    return;
  self->can_undo = can_undo;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

static void
set_can_redo (QbPlaySession *self,
              gboolean       can_redo)
{
  can_redo = !!can_redo;
  if (self->can_redo == can_redo)
    return;
  self->can_redo = can_redo;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
set_notice (QbPlaySession *self,
            char          *notice)
{
  g_autofree char *owned = notice;

  if (g_strcmp0 (self->notice, owned) == 0)
    return;
  g_free (self->notice);
  self->notice = g_steal_pointer (&owned);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTICE]);
}

/* A change of the session is made between begin_change() and end_change(),
 * which may nest (a handler of "changed" may take an action): the property
 * notifications wait for the outermost end, and "curtain-needed" comes
 * after them. */
static void
begin_change (QbPlaySession *self)
{
  g_object_ref (self);
  g_object_freeze_notify (G_OBJECT (self));
  self->depth++;
}

static void
end_change (QbPlaySession *self)
{
  int raised = -1;

  if (--self->depth == 0 && self->curtain_raised)
    {
      raised = self->curtain_side;
      self->curtain_raised = FALSE;
    }
  g_object_thaw_notify (G_OBJECT (self));
  if (raised >= 0)
    g_signal_emit (self, signals[CURTAIN_NEEDED], 0, raised);
  g_object_unref (self);
}

/* For qb-play-session-input.c: a change made of several actions. */
void
qb_play_session_begin_change (QbPlaySession *self)
{
  begin_change (self);
}

void
qb_play_session_end_change (QbPlaySession *self)
{
  end_change (self);
}

/* ---- The curtain -------------------------------------------------------------- */

/* Who should see the screen for the current decision; -1 = curtain first,
 * for *curtain_for. */
static int
wanted_viewer (QbPlaySession *self,
               int           *curtain_for)
{
  int decider = qb_game_get_decider (self->game);

  *curtain_for = -1;
  if (qb_game_is_over (self->game))
    return QB_NO_SIDE;
  /* Against the computer the one person is always at the screen: no
   * curtain, and nothing of the computer's shown (whatever the hiding
   * option says); two computers play in front of a spectator. */
  if (qb_play_session_has_computer (self))
    {
      int person = qb_play_session_get_person_side (self);

      if (person >= 0)
        return person;
      return self->hide ? QB_PUBLIC : QB_NO_SIDE;
    }
  if (!self->hide)
    return QB_NO_SIDE;
  if (qb_game_decision_is_private (self->game))
    {
      if (self->viewer == decider)
        return decider;
      *curtain_for = decider;
      return -1;
    }
  /* A public decision: the player already at the screen keeps their view;
   * otherwise show what both may see. */
  return self->viewer == decider ? decider : QB_PUBLIC;
}

/* Takes the game's position again: who is at the screen, what they see and
 * may do. "changed" comes before the notifications, so that the widgets
 * show the new state before anyone reacts to a curtain. */
static void
update (QbPlaySession *self)
{
  int curtain_for = -1;
  int viewer;

  begin_change (self);
  g_array_set_size (self->actions, 0);
  memset (&self->highlights, 0, sizeof self->highlights);
  self->highlights.capacity[0] = self->highlights.capacity[1] = -1;

  if (self->game == NULL)
    {
      self->has_view = FALSE;
      set_selection (self, -1, -1);
      set_curtain_side (self, -1);
      set_can_undo (self, FALSE);
      set_can_redo (self, FALSE);
    }
  else if ((viewer = wanted_viewer (self, &curtain_for)) < 0)
    {
      /* Nothing of the next player's may show before they are at the
       * screen, and nothing of the last player's stays once they left:
       * behind the curtain only what both know. */
      set_viewer (self, QB_PUBLIC);
      set_selection (self, -1, -1);
      qb_game_view (self->game, QB_PUBLIC, &self->view);
      self->has_view = TRUE;
      set_curtain_side (self, curtain_for);
      set_can_undo (self, FALSE);
      set_can_redo (self, FALSE);
    }
  else
    {
      g_autoptr(GArray) actions = NULL;

      set_curtain_side (self, -1);
      if (viewer != self->viewer)
        {
          set_viewer (self, viewer);
          set_selection (self, -1, -1);
        }
      /* A zone picked for one decision means nothing for the next (the
       * Ottawa's zone, picked for its scout, would narrow its withdrawal
       * to that zone: issue 14). */
      else if (self->after_action && self->has_view
               && (self->view.phase != qb_game_get_phase (self->game)
                   || self->view.decider != qb_game_get_decider (self->game)))
        set_selection (self, -1, -1);
      qb_game_view (self->game, viewer, &self->view);
      self->has_view = TRUE;
      /* The computer's decisions, even public ones, are not the person's
       * to take. */
      if (!qb_play_session_is_computer_turn (self))
        {
          actions = qb_game_list_legal_actions_for (self->game, viewer);
          g_array_append_vals (self->actions, actions->data, actions->len);
        }
      /* Nor may a zone left picked after a step hide every choice. */
      if (self->after_action && self->selected_zone >= 0
          && qb_play_session_selection_hides_all (self))
        set_selection (self, -1, -1);
      /* A block picked for an order that can no longer be given one (it
       * has one now, or the decision changed) is out of hand. */
      self->picked_blocks &= qb_play_session_orderable_blocks (self);
      qb_play_session_compute_highlights (self);
      /* Undo only gives back unrevealed steps of the player at the
       * screen; a finished game stays finished (its replay may already be
       * open). */
      {
        gboolean can_undo, can_redo;

        qb_play_session_undo_allowed (self, viewer, &can_undo, &can_redo);
        set_can_undo (self, can_undo);
        set_can_redo (self, can_redo);
      }
    }

  g_signal_emit (self, signals[CHANGED], 0);
  qb_play_session_seats_update (self);
  end_change (self);
}

void
qb_play_session_refresh (QbPlaySession *self)
{
  update (self);
}

void
qb_play_session_notify_seats (QbPlaySession *self,
                              gboolean       thinking)
{
  if (thinking)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING_SIDE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING_PROGRESS]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_PAUSED]);
    }
  else
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT_THINKING]);
    }
}

/* Each action's events: a move where both sides stood leaves nothing on
 * the board to see, so the session says it in words until the next
 * action. */
static void
game_events_cb (QbPlaySession *self,
                const QbEvent *events,
                guint          n_events)
{
  begin_change (self);
  set_notice (self, qb_quiet_move_text (events, n_events, (int) qb_game_get_move (self->game)));
  end_change (self);
}

static void
game_changed_cb (QbPlaySession *self)
{
  self->after_action = TRUE;
  qb_play_session_seats_game_changed (self);
  update (self);
  self->after_action = FALSE;
}

/* Picks `zone` and `target` (-1: none) and shows the lights for them. */
void
qb_play_session_select (QbPlaySession *self,
                        int            zone,
                        int            target)
{
  begin_change (self);
  set_selection (self, zone, target);
  update (self);
  end_change (self);
}

/**
 * qb_play_session_set_game:
 * @game: (nullable): the game to play, or %NULL for none
 * @hide_information: hot-seat play: each player sees only what they may
 *   know, and the curtain comes up between them; %FALSE shows everything
 *
 * Shows @game from its current position. Whoever was at the screen is
 * forgotten, so a hidden game's first private decision comes behind the
 * curtain.
 */
void
qb_play_session_set_game (QbPlaySession *self,
                          QbGame        *game,
                          gboolean       hide_information)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));
  g_return_if_fail (game == NULL || QB_IS_GAME (game));

  hide_information = !!hide_information;
  begin_change (self);
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_signal_handler (&self->events_id, self->game);
    }
  set_notice (self, NULL);
  if (g_set_object (&self->game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (self->hide != hide_information)
    {
      self->hide = hide_information;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIDE_INFORMATION]);
    }
  set_viewer (self, -1);
  set_selection (self, -1, -1);
  qb_play_session_seats_game_set (self);
  if (game != NULL)
    {
      self->changed_id = g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb),
                                                  self, G_CONNECT_SWAPPED);
      self->events_id = g_signal_connect_object (game, "events-appended", G_CALLBACK (game_events_cb),
                                                 self, G_CONNECT_SWAPPED);
    }
  update (self);
  end_change (self);
}

QbGame *
qb_play_session_get_game (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), NULL);
  return self->game;
}

gboolean
qb_play_session_get_hide_information (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  return self->hide;
}

/**
 * qb_play_session_get_viewer:
 *
 * Returns: whose information the screen shows: %QB_BRITISH, %QB_FRENCH,
 *   %QB_PUBLIC (what both know; also behind the curtain) or %QB_NO_SIDE
 *   (everything: open play, game over); -1 without a game
 */
int
qb_play_session_get_viewer (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), -1);
  return self->viewer;
}

/**
 * qb_play_session_get_curtain_side:
 *
 * Returns: the player the curtain asks to come to the screen, or -1 when
 *   there is no curtain
 */
int
qb_play_session_get_curtain_side (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), -1);
  return self->curtain_side;
}

/**
 * qb_play_session_lift_curtain:
 *
 * The player the curtain was for is at the screen now: the session shows
 * their view. Nothing happens without a curtain.
 */
void
qb_play_session_lift_curtain (QbPlaySession *self)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));

  if (self->curtain_side < 0)
    return;
  begin_change (self);
  set_viewer (self, self->curtain_side);
  set_selection (self, -1, -1);
  set_curtain_side (self, -1);
  update (self);
  end_change (self);
}

/**
 * qb_play_session_hand_over:
 * @side: %QB_BRITISH or %QB_FRENCH
 *
 * @side is at the screen now (another page's curtain was lifted for them):
 * a private view of the other side gives way to the curtain, and a public
 * decision is shown as @side may see it.
 */
void
qb_play_session_hand_over (QbPlaySession *self,
                           int            side)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));
  g_return_if_fail (side == QB_BRITISH || side == QB_FRENCH);

  /* Only a side's private view can show what `side` may not see. */
  if (self->game == NULL || !self->hide || self->curtain_side >= 0
      || (self->viewer != QB_BRITISH && self->viewer != QB_FRENCH) || self->viewer == side)
    return;
  begin_change (self);
  set_viewer (self, side);
  set_selection (self, -1, -1);
  update (self);
  end_change (self);
}

/* ---- What the screen shows -------------------------------------------------- */

/**
 * qb_play_session_get_view:
 *
 * Returns: (nullable): the viewer's view of the position (the public view
 *   behind the curtain), or %NULL without a game; valid until the next
 *   #QbPlaySession::changed
 */
const QbView *
qb_play_session_get_view (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), NULL);
  return self->has_view ? &self->view : NULL;
}

/**
 * qb_play_session_get_actions:
 *
 * Returns: (transfer none) (element-type QbAction): the legal actions the
 *   viewer may see and take: none behind the curtain or when the decision
 *   is the other player's private one
 */
GArray *
qb_play_session_get_actions (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), NULL);
  return self->actions;
}

void
qb_play_session_get_highlights (QbPlaySession    *self,
                                QbPlayHighlights *highlights)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));
  g_return_if_fail (highlights != NULL);
  *highlights = self->highlights;
}

/* ---- The selection ------------------------------------------------------------ */

int
qb_play_session_get_selected_zone (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), -1);
  return self->selected_zone;
}

int
qb_play_session_get_target_zone (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), -1);
  return self->target_zone;
}

/**
 * qb_play_session_set_selected_zone:
 * @zone: a zone, or -1 for none
 *
 * Picks @zone (the decision panel narrows its list to it) and drops the
 * destination picked for the previous one.
 */
void
qb_play_session_set_selected_zone (QbPlaySession *self,
                                   int            zone)
{
  g_return_if_fail (QB_IS_PLAY_SESSION (self));
  g_return_if_fail (zone >= -1 && zone < QB_NUM_ZONES);

  if (self->game == NULL || self->curtain_side >= 0)
    return;
  qb_play_session_select (self, zone, -1);
}

/* Picks `blocks` of `zone` (a new zone drops the blocks of the old) and
 * lights their destinations. */
void
qb_play_session_set_picked (QbPlaySession *self,
                            int            zone,
                            guint64        blocks)
{
  begin_change (self);
  set_selection (self, zone, -1);
  self->picked_blocks = blocks;
  update (self);
  end_change (self);
}

/**
 * qb_play_session_get_notice:
 *
 * Returns: (nullable): a sentence about what the last action did that the
 *   board cannot show (a campaign move where both sides stood), known to
 *   both players, or %NULL; it lasts until the next action
 */
const char *
qb_play_session_get_notice (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), NULL);
  return self->notice;
}

/* ---- GObject ----------------------------------------------------------------- */

static void
qb_play_session_dispose (GObject *object)
{
  QbPlaySession *self = QB_PLAY_SESSION (object);

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_signal_handler (&self->events_id, self->game);
    }
  qb_play_session_seats_dispose (self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (qb_play_session_parent_class)->dispose (object);
}

static void
qb_play_session_finalize (GObject *object)
{
  QbPlaySession *self = QB_PLAY_SESSION (object);

  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->notice, g_free);
  G_OBJECT_CLASS (qb_play_session_parent_class)->finalize (object);
}

static void
qb_play_session_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  QbPlaySession *self = QB_PLAY_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_HIDE_INFORMATION:
      g_value_set_boolean (value, self->hide);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;
    case PROP_CURTAIN_SIDE:
      g_value_set_int (value, self->curtain_side);
      break;
    case PROP_SELECTED_ZONE:
      g_value_set_int (value, self->selected_zone);
      break;
    case PROP_TARGET_ZONE:
      g_value_set_int (value, self->target_zone);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_NOTICE:
      g_value_set_string (value, self->notice);
      break;
    case PROP_THINKING_SIDE:
      g_value_set_int (value, self->thinking_side);
      break;
    case PROP_THINKING_PROGRESS:
      g_value_set_double (value, self->thinking_progress);
      break;
    case PROP_HINT:
      g_value_set_boolean (value, self->has_hint);
      break;
    case PROP_HINT_THINKING:
      g_value_set_boolean (value, self->hint_cancel != NULL);
      break;
    case PROP_COMPUTER_PAUSED:
      g_value_set_boolean (value, self->computer_paused);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_play_session_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  QbPlaySession *self = QB_PLAY_SESSION (object);

  switch (prop_id)
    {
    case PROP_SELECTED_ZONE:
      qb_play_session_set_selected_zone (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_play_session_class_init (QbPlaySessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_play_session_dispose;
  object_class->finalize = qb_play_session_finalize;
  object_class->get_property = qb_play_session_get_property;
  object_class->set_property = qb_play_session_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, QB_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIDE_INFORMATION] =
    g_param_spec_boolean ("hide-information", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, -1, QB_PUBLIC, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURTAIN_SIDE] =
    g_param_spec_int ("curtain-side", NULL, NULL, -1, QB_FRENCH, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_ZONE] =
    g_param_spec_int ("selected-zone", NULL, NULL, -1, QB_NUM_ZONES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TARGET_ZONE] =
    g_param_spec_int ("target-zone", NULL, NULL, -1, QB_NUM_ZONES - 1, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTICE] =
    g_param_spec_string ("notice", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The computer's thought: the side thinking (-1: none) and how far. */
  properties[PROP_THINKING_SIDE] =
    g_param_spec_int ("thinking-side", NULL, NULL, -1, QB_FRENCH, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING_PROGRESS] =
    g_param_spec_double ("thinking-progress", NULL, NULL, 0.0, 1.0, 0.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether there is a hint for the current decision (qb_play_session_get_hint()). */
  properties[PROP_HINT] =
    g_param_spec_boolean ("hint", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HINT_THINKING] =
    g_param_spec_boolean ("hint-thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the person stopped the computer (qb_play_session_set_computer_paused()). */
  properties[PROP_COMPUTER_PAUSED] =
    g_param_spec_boolean ("computer-paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * QbPlaySession::changed:
   *
   * The view, the actions, the selection or the viewer may have changed:
   * widgets show them again. Emitted before the notifications of the
   * properties that changed with it.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * QbPlaySession::curtain-needed:
   * @side: the player who must come to the screen
   *
   * The curtain came up: the screen shows only what both players know
   * until qb_play_session_lift_curtain().
   */
  signals[CURTAIN_NEEDED] =
    g_signal_new ("curtain-needed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
qb_play_session_init (QbPlaySession *self)
{
  self->viewer = -1;
  self->curtain_side = -1;
  self->selected_zone = -1;
  self->target_zone = -1;
  self->actions = g_array_new (FALSE, FALSE, sizeof (QbAction));
  self->highlights.capacity[0] = self->highlights.capacity[1] = -1;
  self->seats[QB_BRITISH] = self->seats[QB_FRENCH] = QB_PLAYER_PERSON;
  self->thinking_side = -1;
}
