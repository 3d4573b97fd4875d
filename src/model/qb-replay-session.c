/* qb-replay-session.c: what the Replay page is doing (see
 * qb-replay-session.h).
 *
 * As GNOME Chess keeps a game's scene apart from the widget that draws it,
 * the session holds the page's state and says every change with a notify
 * or a signal; QbReplayView and its parts only show it. The session is the
 * one place that reads the QbState of a position: the widgets get the
 * viewer's QbView, so none of them can show a hidden block.
 *
 * Stepping skips what the viewer could not see: the British do not watch
 * the French write orders, so one step for them goes from one thing they
 * saw change to the next.
 */
#include <glib/gi18n-lib.h>

#include "qb-replay-session.h"
#include "qb-replay-session-private.h"

struct _QbReplaySession
{
  GObject parent_instance;

  QbRecord *record;
  GFile *file;
  QbReplayIndex *index;
  guint position;
  int viewer;
  QbView view;
  gboolean restricted;       /* unfinished and hidden: no open view, sides behind the curtain */
  int at_screen;             /* the side whose curtain was lifted last, or -1 */
  int curtain_side;          /* the side asked to come to the screen, or -1 */
  gboolean dirty;
  guint8 *visible;           /* per position: the viewer saw something change */
  guint8 *in_battle;         /* per position: a battle's decision is at hand */
  gboolean battles_only;     /* steps and playing stop only inside battles */
  guint play_source;
  guint play_interval;
  guint selected_moment;
  guint chosen_moment;       /* the row chosen by select_moment(), or G_MAXUINT */
  QbReplayMoments *moments;
  QbReplayNotes *notes;
  QbReplayNotes *position_notes;
};

enum {
  PROP_0,
  PROP_RECORD,
  PROP_FILE,
  PROP_N_ACTIONS,
  PROP_POSITION,
  PROP_VIEW,
  PROP_VIEWER,
  PROP_RESTRICTED,
  PROP_CURTAIN_SIDE,
  PROP_PLAYING,
  PROP_PLAY_INTERVAL,
  PROP_SELECTED_MOMENT,
  PROP_DIRTY,
  PROP_BATTLES_ONLY,
  PROP_MOMENTS,
  PROP_NOTES,
  PROP_POSITION_NOTES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  NOTES_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QbReplaySession, qb_replay_session, G_TYPE_OBJECT)

/* ---- Accessors -------------------------------------------------------------- */

QbReplaySession *
qb_replay_session_new (void)
{
  return g_object_new (QB_TYPE_REPLAY_SESSION, NULL);
}

QbRecord *
qb_replay_session_get_record (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), NULL);
  return self->record;
}

QbReplayIndex *
qb_replay_session_get_index (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), NULL);
  return self->index;
}

GFile *
qb_replay_session_get_file (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), NULL);
  return self->file;
}

void
qb_replay_session_set_file (QbReplaySession *self,
                            GFile           *file)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

guint
qb_replay_session_get_n_actions (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), 0);
  return self->index != NULL ? qb_replay_index_get_n_actions (self->index) : 0;
}

guint
qb_replay_session_get_position (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), 0);
  return self->position;
}

const QbView *
qb_replay_session_get_view (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), NULL);
  return self->index != NULL ? &self->view : NULL;
}

int
qb_replay_session_get_viewer (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), QB_PUBLIC);
  return self->viewer;
}

gboolean
qb_replay_session_get_restricted (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  return self->restricted;
}

int
qb_replay_session_get_curtain_side (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), -1);
  return self->curtain_side;
}

gboolean
qb_replay_session_get_playing (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  return self->play_source != 0;
}

guint
qb_replay_session_get_play_interval (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), QB_REPLAY_PLAY_INTERVAL_MS);
  return self->play_interval;
}

GListModel *
qb_replay_session_get_moments (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), NULL);
  return G_LIST_MODEL (self->moments);
}

GListModel *
qb_replay_session_get_notes (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), NULL);
  return G_LIST_MODEL (self->notes);
}

GListModel *
qb_replay_session_get_position_notes (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), NULL);
  return G_LIST_MODEL (self->position_notes);
}

guint
qb_replay_session_get_selected_moment (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), G_MAXUINT);
  return self->selected_moment;
}

gboolean
qb_replay_session_get_dirty (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  return self->dirty;
}

static void
set_dirty (QbReplaySession *self,
           gboolean         dirty)
{
  dirty = !!dirty;
  if (self->dirty == dirty)
    return;
  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

/* ---- What the viewer saw ------------------------------------------------------ */

static gboolean
any_event_for (const QbEvent *events,
               guint          n_events,
               int            viewer)
{
  for (guint i = 0; i < n_events; i++)
    {
      QbEvent redacted;
      if (qb_event_for (&events[i], viewer, &redacted) && redacted.type != QB_EV_NONE)
        return TRUE;
    }
  return FALSE;
}

/* For each position, whether the viewer saw anything change on the way to
 * it: an event they may see, or a step of their own (both sides see
 * everything). Position 0 is always a place to stop. */
static void
compute_visible (QbReplaySession *self)
{
  guint n = qb_replay_index_get_n_actions (self->index);

  g_clear_pointer (&self->visible, g_free);
  g_clear_pointer (&self->in_battle, g_free);
  self->visible = g_new0 (guint8, n + 1);
  self->in_battle = g_new0 (guint8, n + 1);
  self->visible[0] = 1;
  /* Whether a battle is being fought is public (the battle board shows
   * it to every viewer), so it is read from the state itself. */
  for (guint p = 0; p <= n; p++)
    {
      const QbState *s = qb_replay_index_seek (self->index, p);
      self->in_battle[p] = s->battle.active && qb_phase_is_battle (s->phase);
    }
  for (guint p = 1; p <= n; p++)
    {
      guint n_events = 0;
      const QbEvent *events = qb_replay_index_get_events (self->index, p, p, &n_events);

      if (self->viewer == QB_NO_SIDE || any_event_for (events, n_events, self->viewer))
        self->visible[p] = 1;
      else if (self->viewer == QB_BRITISH || self->viewer == QB_FRENCH)
        self->visible[p] = qb_replay_index_seek (self->index, p - 1)->decider == self->viewer;
    }
}

gboolean
qb_replay_session_is_visible (QbReplaySession *self,
                              guint            position)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  return self->visible != NULL && position <= qb_replay_index_get_n_actions (self->index)
         && self->visible[position] && (!self->battles_only || self->in_battle[position]);
}

gboolean
qb_replay_session_is_in_battle (QbReplaySession *self,
                                guint            position)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  return self->in_battle != NULL && position <= qb_replay_index_get_n_actions (self->index)
         && self->in_battle[position];
}

gboolean
qb_replay_session_get_in_battle (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  return qb_replay_session_is_in_battle (self, self->position);
}

const QbEvent *
qb_replay_session_get_events (QbReplaySession *self,
                              guint           *n_events)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), NULL);
  g_return_val_if_fail (n_events != NULL, NULL);
  *n_events = 0;
  if (self->index == NULL)
    return NULL;
  return qb_replay_index_get_events (self->index, 0, self->position, n_events);
}

gboolean
qb_replay_session_get_battles_only (QbReplaySession *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  return self->battles_only;
}

void
qb_replay_session_set_battles_only (QbReplaySession *self,
                                    gboolean         battles_only)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  battles_only = !!battles_only;
  if (self->battles_only == battles_only)
    return;
  self->battles_only = battles_only;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BATTLES_ONLY]);
}

guint
qb_replay_session_next_visible (QbReplaySession *self,
                                guint            from,
                                int              direction)
{
  guint n, p = from;

  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), 0);
  if (self->index == NULL)
    return 0;
  n = qb_replay_index_get_n_actions (self->index);
  p = MIN (p, n);
  if (direction > 0)
    {
      while (p < n)
        if (qb_replay_session_is_visible (self, ++p))
          return p;
      /* Battles only, with no battle further on: stay. */
      return self->battles_only ? MIN (from, n) : n;
    }
  while (p > 0)
    if (qb_replay_session_is_visible (self, --p))
      return p;
  return self->battles_only ? MIN (from, n) : 0;
}

/* ---- The position ------------------------------------------------------------ */

static void stop_playing (QbReplaySession *self);
static gboolean play_tick_cb (gpointer data);

/* The moments and every note, as far as the viewer may read them. */
static void
update_lists (QbReplaySession *self)
{
  /* The rows move: a row chosen before means nothing now. */
  self->chosen_moment = G_MAXUINT;
  qb_replay_moments_update (self->moments, self->index, self->record, self->viewer);
  qb_replay_notes_update (self->notes, self->record, QB_INDEX_NONE, self->viewer);
}

/* The view, the notes at the position and the moment it is in. */
static void
update_position (QbReplaySession *self)
{
  guint selected;

  gboolean moved;

  /* Everything is set before anything is said, so that a handler of any
   * of these notifications sees the whole new position. */
  qb_view (qb_replay_index_seek (self->index, self->position), self->viewer, &self->view);
  qb_replay_notes_update (self->position_notes, self->record, self->position, self->viewer);
  if (self->chosen_moment != G_MAXUINT
      && qb_replay_moments_get_row_position (self->moments, self->chosen_moment) == self->position)
    selected = self->chosen_moment;
  else
    selected = qb_replay_moments_find (self->moments, self->position);
  moved = selected != self->selected_moment;
  self->selected_moment = selected;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
  if (moved)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MOMENT]);
}

void
qb_replay_session_set_position (QbReplaySession *self,
                                guint            position)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  if (self->index == NULL)
    return;
  position = MIN (position, qb_replay_index_get_n_actions (self->index));
  if (position == self->position)
    return;
  self->position = position;
  self->chosen_moment = G_MAXUINT;
  update_position (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

void
qb_replay_session_select_moment (QbReplaySession *self,
                                 guint            row)
{
  guint position;

  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  if (self->index == NULL)
    return;
  position = qb_replay_moments_get_row_position (self->moments, row);
  if (position == G_MAXUINT)
    return;
  stop_playing (self);
  qb_replay_session_set_position (self, position);
  /* Rows that share a position: the one asked for, not the last. */
  self->chosen_moment = row;
  if (self->selected_moment != row)
    {
      self->selected_moment = row;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MOMENT]);
    }
}


void
qb_replay_session_step (QbReplaySession *self,
                        int              direction)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  if (self->index == NULL)
    return;
  stop_playing (self);
  qb_replay_session_set_position (self, qb_replay_session_next_visible (self, self->position, direction));
}

void
qb_replay_session_go_to_moment (QbReplaySession *self,
                                int              direction)
{
  guint n, n_moments = 0, target;
  const QbMoment *moments;

  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  if (self->index == NULL)
    return;
  stop_playing (self);
  n = qb_replay_index_get_n_actions (self->index);
  target = direction > 0 ? n : 0;
  moments = qb_replay_index_get_moments (self->index, &n_moments);
  for (guint i = 0; i < n_moments; i++)
    {
      guint at = moments[i].index;
      if (direction > 0 && at > self->position && at < target)
        target = at;
      else if (direction <= 0 && at < self->position && at > target)
        target = at;
    }
  qb_replay_session_set_position (self, target);
}

/* ---- The viewpoint ----------------------------------------------------------- */

/* Whether the record may show every block face up: a finished game, or
 * one played open (its "hide-information" option off: both players saw
 * everything as they played, so a replay hides nothing from either). A
 * file that does not say is read as hidden (qb-record-json.c). */
static gboolean
record_played_open (QbRecord *record)
{
  return !qb_record_get_hide_information (record);
}

gboolean
qb_replay_session_viewer_allowed (QbReplaySession *self,
                                  int              viewer)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);

  if (viewer != QB_BRITISH && viewer != QB_FRENCH && viewer != QB_NO_SIDE && viewer != QB_PUBLIC)
    return FALSE;
  return !self->restricted || viewer != QB_NO_SIDE;
}

static void
set_curtain_side (QbReplaySession *self,
                  int              side)
{
  if (self->curtain_side == side)
    return;
  self->curtain_side = side;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURTAIN_SIDE]);
}

static void
show_viewer (QbReplaySession *self,
             int              viewer)
{
  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  if (self->index != NULL)
    {
      compute_visible (self);
      update_lists (self);
      update_position (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
}

/* In an unfinished hidden game a side's view is what that player hid from
 * the other, so it is shown only to that player, after the curtain (as in
 * the Play page); the open view is never shown. */
void
qb_replay_session_set_viewer (QbReplaySession *self,
                              int              viewer)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  g_return_if_fail (viewer == QB_BRITISH || viewer == QB_FRENCH
                    || viewer == QB_NO_SIDE || viewer == QB_PUBLIC);

  if (!qb_replay_session_viewer_allowed (self, viewer))
    {
      /* Keeps the toggle buttons in step with the viewer shown. */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
      return;
    }
  if (self->restricted && (viewer == QB_BRITISH || viewer == QB_FRENCH)
      && viewer != self->at_screen)
    {
      set_curtain_side (self, viewer);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
      return;
    }
  set_curtain_side (self, -1);
  show_viewer (self, viewer);
}

void
qb_replay_session_lift_curtain (QbReplaySession *self)
{
  int side;

  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  if (self->curtain_side < 0)
    return;
  side = self->curtain_side;
  self->at_screen = side;
  set_curtain_side (self, -1);
  show_viewer (self, side);
}

void
qb_replay_session_cancel_curtain (QbReplaySession *self)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  set_curtain_side (self, -1);
}

void
qb_replay_session_hand_over (QbReplaySession *self,
                             int              side)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));

  if (!self->restricted || side == self->at_screen)
    return;
  self->at_screen = side;
  set_curtain_side (self, -1);
  if ((self->viewer == QB_BRITISH || self->viewer == QB_FRENCH) && self->viewer != side)
    show_viewer (self, QB_PUBLIC);
}

/* ---- Playing ------------------------------------------------------------------ */

static void
stop_playing (QbReplaySession *self)
{
  if (self->play_source == 0)
    return;
  g_clear_handle_id (&self->play_source, g_source_remove);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

/* One step of the viewer's; whether there is more to play. */
static gboolean
play_step (QbReplaySession *self)
{
  guint next = qb_replay_session_next_visible (self, self->position, 1);

  /* Battles only, past the last battle: nowhere to go. */
  if (next == self->position)
    return FALSE;
  qb_replay_session_set_position (self, next);
  return self->position < qb_replay_index_get_n_actions (self->index)
         && qb_replay_session_next_visible (self, self->position, 1) != self->position;
}

static gboolean
play_tick_cb (gpointer data)
{
  QbReplaySession *self = data;

  if (play_step (self))
    return G_SOURCE_CONTINUE;
  self->play_source = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
  return G_SOURCE_REMOVE;
}

void
qb_replay_session_set_playing (QbReplaySession *self,
                               gboolean         playing)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));

  if (!playing)
    {
      stop_playing (self);
      return;
    }
  if (self->index == NULL || self->play_source != 0)
    return;
  /* At the end (battles only: past the last battle), play from the start
   * again. */
  if (self->position >= qb_replay_index_get_n_actions (self->index)
      || qb_replay_session_next_visible (self, self->position, 1) == self->position)
    qb_replay_session_set_position (self, 0);
  self->play_source = g_timeout_add (self->play_interval, play_tick_cb, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
  /* The first step at once, so that Play is seen to do something. */
  if (!play_step (self))
    stop_playing (self);
}

void
qb_replay_session_set_play_interval (QbReplaySession *self,
                                     guint            interval_ms)
{
  g_return_if_fail (QB_IS_REPLAY_SESSION (self));
  interval_ms = MAX (interval_ms, 1);
  if (self->play_interval == interval_ms)
    return;
  self->play_interval = interval_ms;
  /* A new speed while playing: the next step comes after the new time. */
  if (self->play_source != 0)
    {
      g_source_remove (self->play_source);
      self->play_source = g_timeout_add (self->play_interval, play_tick_cb, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAY_INTERVAL]);
}

/* ---- Notes ------------------------------------------------------------------- */

/* The record's notes or bookmarks changed (qb-replay-session-notes.c):
 * the lists, the position's notes, "dirty", "notes-changed". */
void
qb_replay_session_notes_changed (QbReplaySession *self)
{
  update_lists (self);
  update_position (self);
  set_dirty (self, TRUE);
  g_signal_emit (self, signals[NOTES_CHANGED], 0);
}

gboolean
qb_replay_session_save (QbReplaySession  *self,
                        GError          **error)
{
  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);

  if (self->record == NULL || self->file == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("Choose where to save the game first."));
      return FALSE;
    }
  if (!qb_record_save_to_file (self->record, self->file, error))
    return FALSE;
  set_dirty (self, FALSE);
  return TRUE;
}

/* ---- Loading ------------------------------------------------------------------ */

gboolean
qb_replay_session_set_record (QbReplaySession  *self,
                              QbRecord         *record,
                              GFile            *file,
                              GError          **error)
{
  g_autoptr(QbReplayIndex) index = NULL;
  int viewer = QB_PUBLIC;

  g_return_val_if_fail (QB_IS_REPLAY_SESSION (self), FALSE);
  g_return_val_if_fail (record == NULL || QB_IS_RECORD (record), FALSE);

  if (record != NULL && (index = qb_replay_index_new (record, error)) == NULL)
    return FALSE;

  g_object_freeze_notify (G_OBJECT (self));
  stop_playing (self);
  g_set_object (&self->record, record);
  qb_replay_session_set_file (self, file);
  g_clear_object (&self->index);
  self->index = g_steal_pointer (&index);
  self->position = 0;
  self->at_screen = -1;
  set_curtain_side (self, -1);
  set_dirty (self, FALSE);
  g_clear_pointer (&self->visible, g_free);
  g_clear_pointer (&self->in_battle, g_free);

  /* A finished game (or one played open) is shown face up; an unfinished
   * hidden one only as both players knew it, and a side's view only to
   * that side, behind the curtain. */
  if (record != NULL)
    {
      gboolean over = qb_is_over (qb_replay_index_seek (self->index,
                                                        qb_replay_index_get_n_actions (self->index)));
      viewer = over ? QB_NO_SIDE : QB_PUBLIC;
      self->restricted = !over && !record_played_open (record);
    }
  else
    self->restricted = FALSE;
  if (viewer != self->viewer && record != NULL)
    {
      self->viewer = viewer;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESTRICTED]);

  update_lists (self);
  if (record != NULL)
    {
      compute_visible (self);
      update_position (self);
    }
  else
    {
      qb_replay_notes_update (self->position_notes, NULL, 0, self->viewer);
      self->selected_moment = G_MAXUINT;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MOMENT]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

/* ---- GObject ------------------------------------------------------------------- */

static void
qb_replay_session_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QbReplaySession *self = QB_REPLAY_SESSION (object);

  switch (prop_id)
    {
    case PROP_RECORD:
      g_value_set_object (value, self->record);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_N_ACTIONS:
      g_value_set_uint (value, qb_replay_session_get_n_actions (self));
      break;
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_VIEW:
      g_value_set_pointer (value, (gpointer) qb_replay_session_get_view (self));
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;
    case PROP_RESTRICTED:
      g_value_set_boolean (value, self->restricted);
      break;
    case PROP_CURTAIN_SIDE:
      g_value_set_int (value, self->curtain_side);
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->play_source != 0);
      break;
    case PROP_PLAY_INTERVAL:
      g_value_set_uint (value, self->play_interval);
      break;
    case PROP_SELECTED_MOMENT:
      g_value_set_uint (value, self->selected_moment);
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_BATTLES_ONLY:
      g_value_set_boolean (value, self->battles_only);
      break;
    case PROP_MOMENTS:
      g_value_set_object (value, self->moments);
      break;
    case PROP_NOTES:
      g_value_set_object (value, self->notes);
      break;
    case PROP_POSITION_NOTES:
      g_value_set_object (value, self->position_notes);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_replay_session_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  QbReplaySession *self = QB_REPLAY_SESSION (object);

  switch (prop_id)
    {
    case PROP_FILE:
      qb_replay_session_set_file (self, g_value_get_object (value));
      break;
    case PROP_POSITION:
      qb_replay_session_set_position (self, g_value_get_uint (value));
      break;
    case PROP_VIEWER:
      qb_replay_session_set_viewer (self, g_value_get_int (value));
      break;
    case PROP_PLAYING:
      qb_replay_session_set_playing (self, g_value_get_boolean (value));
      break;
    case PROP_PLAY_INTERVAL:
      qb_replay_session_set_play_interval (self, g_value_get_uint (value));
      break;
    case PROP_BATTLES_ONLY:
      qb_replay_session_set_battles_only (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_replay_session_dispose (GObject *object)
{
  QbReplaySession *self = QB_REPLAY_SESSION (object);

  g_clear_handle_id (&self->play_source, g_source_remove);
  g_clear_object (&self->index);
  g_clear_object (&self->record);
  g_clear_object (&self->file);
  g_clear_object (&self->moments);
  g_clear_object (&self->notes);
  g_clear_object (&self->position_notes);
  G_OBJECT_CLASS (qb_replay_session_parent_class)->dispose (object);
}

static void
qb_replay_session_finalize (GObject *object)
{
  QbReplaySession *self = QB_REPLAY_SESSION (object);

  g_free (self->visible);
  g_free (self->in_battle);
  G_OBJECT_CLASS (qb_replay_session_parent_class)->finalize (object);
}

#define RW (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)
#define RO (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)

static void
qb_replay_session_class_init (QbReplaySessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_replay_session_dispose;
  object_class->finalize = qb_replay_session_finalize;
  object_class->get_property = qb_replay_session_get_property;
  object_class->set_property = qb_replay_session_set_property;

  properties[PROP_RECORD] = g_param_spec_object ("record", NULL, NULL, QB_TYPE_RECORD, RO);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, RW);
  properties[PROP_N_ACTIONS] = g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0, RO);
  properties[PROP_POSITION] = g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0, RW);
  /* The QbView of the position for the viewer (const QbView *). */
  properties[PROP_VIEW] = g_param_spec_pointer ("view", NULL, NULL, RO);
  properties[PROP_VIEWER] = g_param_spec_int ("viewer", NULL, NULL, QB_BRITISH, QB_PUBLIC, QB_PUBLIC, RW);
  properties[PROP_RESTRICTED] = g_param_spec_boolean ("restricted", NULL, NULL, FALSE, RO);
  properties[PROP_CURTAIN_SIDE] = g_param_spec_int ("curtain-side", NULL, NULL, -1, QB_FRENCH, -1, RO);
  properties[PROP_PLAYING] = g_param_spec_boolean ("playing", NULL, NULL, FALSE, RW);
  properties[PROP_PLAY_INTERVAL] =
    g_param_spec_uint ("play-interval", NULL, NULL, 1, G_MAXUINT, QB_REPLAY_PLAY_INTERVAL_MS, RW);
  properties[PROP_SELECTED_MOMENT] =
    g_param_spec_uint ("selected-moment", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, RO);
  properties[PROP_DIRTY] = g_param_spec_boolean ("dirty", NULL, NULL, FALSE, RO);
  properties[PROP_BATTLES_ONLY] = g_param_spec_boolean ("battles-only", NULL, NULL, FALSE, RW);
  /* The lists: the same objects for the session's whole life. */
  properties[PROP_MOMENTS] = g_param_spec_object ("moments", NULL, NULL, G_TYPE_LIST_MODEL, RO);
  properties[PROP_NOTES] = g_param_spec_object ("notes", NULL, NULL, G_TYPE_LIST_MODEL, RO);
  properties[PROP_POSITION_NOTES] =
    g_param_spec_object ("position-notes", NULL, NULL, G_TYPE_LIST_MODEL, RO);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A note was added or removed (the lists have said so already). */
  signals[NOTES_CHANGED] = g_signal_new ("notes-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
qb_replay_session_init (QbReplaySession *self)
{
  self->viewer = QB_PUBLIC;
  self->at_screen = -1;
  self->curtain_side = -1;
  self->play_interval = QB_REPLAY_PLAY_INTERVAL_MS;
  self->selected_moment = G_MAXUINT;
  self->chosen_moment = G_MAXUINT;
  self->moments = qb_replay_moments_new ();
  self->notes = qb_replay_notes_new ();
  self->position_notes = qb_replay_notes_new ();
}
