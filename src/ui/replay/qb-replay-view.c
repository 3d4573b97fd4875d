/* qb-replay-view.c: the Replay page.
 *
 * A record on a timeline. The position is the number of actions taken; the
 * board, the log and the title show the game at that position as one viewer
 * saw it (British, French, a spectator who knows only what both players
 * knew, or both sides face up). QbReplayIndex makes any position a few
 * microseconds away, so the scale can be dragged freely.
 *
 * The page is a widget over a QbReplaySession, which holds the record, the
 * position, the viewer, the steps that skip what the viewer did not see,
 * the play timer and the lists: this file shows what the session says (the
 * board gets the session's QbView, never a state) and turns the page's
 * actions into calls on it. The moments list is qb-replay-moments.c, the
 * notes pane qb-replay-notes.c, the header's words and the transport's
 * speed menu and glyphs qb-replay-transport.c.
 */
#include <glib/gi18n.h>

#include "qb-ui-style.h"
#include "qb-ui-a11y.h"

#include "qb-action-text.h"
#include "qb-battle-history.h"
#include "qb-battle-history-dialog.h"
#include "qb-record.h"
#include "qb-replay-view-private.h"
#include "qb-ui-names.h"
#include "qb-ui-layout.h"

enum {
  PROP_0,
  PROP_POSITION,
  PROP_VIEWER,
  PROP_CURTAIN_SIDE,
  PROP_DIRTY,
  PROP_PLAYING,
  PROP_PLAY_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (QbReplayView, qb_replay_view, GTK_TYPE_WIDGET)

static void update_scale_marks (QbReplayView *self);

/* ---- Accessors -------------------------------------------------------------- */

QbReplaySession *
qb_replay_view_get_session (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  return self->session;
}

QbRecord *
qb_replay_view_get_record (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  return qb_replay_session_get_record (self->session);
}

GFile *
qb_replay_view_get_file (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  return qb_replay_session_get_file (self->session);
}

void
qb_replay_view_set_file (QbReplayView *self,
                         GFile        *file)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  qb_replay_session_set_file (self->session, file);
}

guint
qb_replay_view_get_position (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), 0);
  return qb_replay_session_get_position (self->session);
}

void
qb_replay_view_set_position (QbReplayView *self,
                             guint         position)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  qb_replay_session_set_position (self->session, position);
}

guint
qb_replay_view_get_n_actions (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), 0);
  return qb_replay_session_get_n_actions (self->session);
}

int
qb_replay_view_get_viewer (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), QB_PUBLIC);
  return qb_replay_session_get_viewer (self->session);
}

void
qb_replay_view_set_viewer (QbReplayView *self,
                           int           viewer)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  qb_replay_session_set_viewer (self->session, viewer);
}

gboolean
qb_replay_view_viewer_allowed (QbReplayView *self,
                               int           viewer)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  return qb_replay_session_viewer_allowed (self->session, viewer);
}

int
qb_replay_view_get_curtain_side (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), -1);
  return qb_replay_session_get_curtain_side (self->session);
}

void
qb_replay_view_lift_curtain (QbReplayView *self)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  qb_replay_session_lift_curtain (self->session);
}

void
qb_replay_view_cancel_curtain (QbReplayView *self)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  qb_replay_session_cancel_curtain (self->session);
}

void
qb_replay_view_hand_over (QbReplayView *self,
                          int           side)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  qb_replay_session_hand_over (self->session, side);
}

gboolean
qb_replay_view_get_dirty (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  return qb_replay_session_get_dirty (self->session);
}

gboolean
qb_replay_view_save (QbReplayView  *self,
                     GError       **error)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  return qb_replay_session_save (self->session, error);
}

/* ---- Showing a position ---------------------------------------------------- */

static gboolean
update_log_cb (gpointer data)
{
  QbReplayView *self = data;
  QbReplayIndex *index = qb_replay_session_get_index (self->session);
  guint position = qb_replay_session_get_position (self->session);
  guint n_events = 0;
  const QbEvent *events;

  self->log_idle = 0;
  if (index == NULL)
    return G_SOURCE_REMOVE;
  if (position >= self->log_position && self->log_position > 0)
    {
      events = qb_replay_index_get_events (index, self->log_position + 1, position, &n_events);
      if (n_events > 0)
        qb_log_view_append_events (self->log, events, n_events);
    }
  else
    {
      events = qb_replay_index_get_events (index, 0, position, &n_events);
      qb_log_view_set_events (self->log, events, n_events, self->edition,
                              qb_replay_session_get_viewer (self->session));
    }
  self->log_position = position;
  return G_SOURCE_REMOVE;
}

static void
schedule_log (QbReplayView *self)
{
  guint position = qb_replay_session_get_position (self->session);

  /* Going forward a little appends at once; anything else rebuilds the log
   * when the scale stops moving. */
  if (self->log_position > 0 && position >= self->log_position
      && position - self->log_position <= 8)
    {
      g_clear_handle_id (&self->log_idle, g_source_remove);
      update_log_cb (self);
    }
  else if (self->log_idle == 0)
    self->log_idle = g_idle_add_full (G_PRIORITY_LOW, update_log_cb, self, NULL);
}

static void
update_title (QbReplayView *self,
              const QbView *view)
{
  g_autofree char *phase = qb_phase_title (view);
  g_autofree char *title = qb_replay_view_moment_title (self);
  g_autofree char *where = NULL;
  QbRecord *record;

  gtk_label_set_label (self->title_label, title != NULL ? title : phase);
  /* Who played each side at this position, if the computer played. */
  record = qb_replay_session_get_record (self->session);
  if (record != NULL && qb_record_has_computer (record))
    {
      guint at = qb_replay_session_get_position (self->session);
      g_autofree char *b = qb_ui_seat_text (QB_BRITISH, qb_record_get_seat (record, QB_BRITISH, at));
      g_autofree char *f = qb_ui_seat_text (QB_FRENCH, qb_record_get_seat (record, QB_FRENCH, at));
      g_autofree char *tip = g_strdup_printf ("%s\n%s\n%s", phase, b, f);

      gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), tip);
    }
  else
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), phase);
  /* Translators: the replay position: actions taken of all actions */
  where = g_strdup_printf (_("%u / %u"), qb_replay_session_get_position (self->session),
                           qb_replay_session_get_n_actions (self->session));
  gtk_label_set_label (self->position_label, where);
}

void
qb_replay_view_update_actions (QbReplayView *self)
{
  guint n = qb_replay_session_get_n_actions (self->session);
  guint position = qb_replay_session_get_position (self->session);
  gboolean loaded = qb_replay_session_get_record (self->session) != NULL;
  gboolean dirty = qb_replay_session_get_dirty (self->session);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.first", loaded && position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.step-back", loaded && position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.previous-moment", loaded && position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.last", loaded && position < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.step-forward", loaded && position < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.next-moment", loaded && position < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.play", loaded);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.add-note", loaded);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.save", loaded && dirty);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.export", loaded);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.import-notes", loaded);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.export-image",
                                 loaded && qb_replay_session_get_view (self->session) != NULL);
  /* A what-if game from any moment but the end of the game. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.continue",
                                 loaded && qb_replay_session_get_view (self->session) != NULL
                                 && qb_replay_session_get_view (self->session)->phase != QB_PHASE_GAME_OVER);
}

/* Show the session's view of the position: board, title, scale, list,
 * marks; the log follows. */
static void
show_position (QbReplayView *self)
{
  const QbView *view = qb_replay_session_get_view (self->session);
  guint position = qb_replay_session_get_position (self->session);
  guint old = self->shown_position;

  if (view == NULL)
    return;
  qb_board_set_view (self->board, view);
  qb_board_set_selected_zone (self->board, view->battle.active ? view->battle.zone : -1);
  qb_replay_view_show_board (self, view);
  /* One step forward slides the blocks that moved; a jump puts them. */
  if (position > old && position == qb_replay_session_next_visible (self->session, old, 1))
    {
      guint n_events = 0;
      const QbEvent *events = qb_replay_index_get_events (qb_replay_session_get_index (self->session),
                                                          old + 1, position, &n_events);
      qb_board_animate_moves (self->board, events, n_events);
    }
  self->shown_position = position;
  update_title (self, view);

  self->syncing = TRUE;
  gtk_adjustment_set_value (self->adjustment, position);
  self->syncing = FALSE;
  qb_replay_view_moments_sync (self);
  /* A mark belongs to the moment it was drawn on. */
  if (self->draft_kind != QB_MARK_NONE && old != position)
    qb_replay_view_set_draft (self, QB_MARK_NONE, 0, 0);
  qb_replay_view_update_marks (self);
  schedule_log (self);
  qb_replay_view_update_actions (self);
}

/* ---- What the session says ------------------------------------------------------ */

static void
session_view_cb (QbReplayView *self)
{
  if (!self->syncing)
    show_position (self);
}

static void
session_position_cb (QbReplayView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

static void
session_viewer_cb (QbReplayView *self)
{
  /* The log is redacted for another viewer: made again. */
  if (!self->syncing && qb_replay_session_get_record (self->session) != NULL)
    {
      self->log_position = 0;
      schedule_log (self);
      /* The glyphs of another viewer's notes. */
      update_scale_marks (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
}

/* A row chosen among rows of one position: the list and the header
 * follow, though the position did not change. */
static void
session_selected_moment_cb (QbReplayView *self)
{
  const QbView *view = qb_replay_session_get_view (self->session);

  if (self->syncing || view == NULL)
    return;
  qb_replay_view_moments_sync (self);
  update_title (self, view);
}

static void
session_notes_changed_cb (QbReplayView *self)
{
  update_scale_marks (self);
}

static void
session_curtain_side_cb (QbReplayView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURTAIN_SIDE]);
}

static void
set_play_icon (QbReplayView *self)
{
  gboolean playing = qb_replay_session_get_playing (self->session);

  gtk_button_set_icon_name (self->play_button, playing ? "media-playback-pause-symbolic"
                                                       : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button),
                               playing ? _("Pause (Ctrl+Space)") : _("Play (Ctrl+Space)"));
}

static void
session_playing_cb (QbReplayView *self)
{
  set_play_icon (self);
  qb_replay_view_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

/* Save is suggested while there are notes to save. */
static void
show_dirty (QbReplayView *self)
{
  if (qb_replay_session_get_dirty (self->session))
    gtk_widget_add_css_class (GTK_WIDGET (self->save_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->save_button), "suggested-action");
  qb_replay_view_update_actions (self);
}

static void
session_dirty_cb (QbReplayView *self)
{
  show_dirty (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

/* ---- Loading ------------------------------------------------------------------ */

gboolean
qb_replay_view_set_record (QbReplayView  *self,
                           QbRecord      *record,
                           GFile         *file,
                           GError       **error)
{
  gboolean ok;

  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  g_return_val_if_fail (record == NULL || QB_IS_RECORD (record), FALSE);

  /* The session's notifications are shown once it is all set. */
  self->syncing = TRUE;
  ok = qb_replay_session_set_record (self->session, record, file, error);
  self->syncing = FALSE;
  if (!ok)
    return FALSE;

  g_clear_handle_id (&self->log_idle, g_source_remove);
  self->shown_position = 0;
  self->log_position = 0;
  qb_replay_view_set_draft (self, QB_MARK_NONE, 0, 0);
  show_dirty (self);
  qb_replay_view_fork_update (self);

  if (record == NULL)
    {
      gtk_widget_set_visible (self->open_button, TRUE);
      gtk_widget_set_sensitive (self->open_button, TRUE);
      qb_board_set_view (self->board, NULL);
      qb_log_view_set_events (self->log, NULL, 0, 0, QB_PUBLIC);
      qb_replay_view_moments_sync (self);
      qb_replay_view_update_marks (self);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      qb_replay_view_update_actions (self);
      return TRUE;
    }

  {
    QbOptions options;
    guint n = qb_replay_session_get_n_actions (self->session);

    qb_record_get_options (record, &options);
    self->edition = options.edition;
    /* An unfinished hidden game has no open view: its button is neither
     * shown nor sensitive, so that no click, mnemonic or assistive tool
     * reaches it (the session would refuse it anyway). */
    gtk_widget_set_visible (self->open_button, !qb_replay_session_get_restricted (self->session));
    gtk_widget_set_sensitive (self->open_button, !qb_replay_session_get_restricted (self->session));
    gtk_adjustment_configure (self->adjustment, 0, 0, n, 1, MAX (1, n / 20), 0);
  }
  self->marks_width = -1;
  update_scale_marks (self);
  gtk_stack_set_visible_child_name (self->stack, "replay");
  show_position (self);
  return TRUE;
}

/* ---- The scale's move labels ------------------------------------------------- */

/* A mark on the scale at the start of each campaign move, and its number
 * under as many of them as fit: every move, or every second, third… so
 * that no two labels touch at the scale's width. */
static void
update_scale_marks (QbReplayView *self)
{
  g_autoptr(GArray) centres = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) widths = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (double));
  QbReplayIndex *index = qb_replay_session_get_index (self->session);
  guint n_moments = 0, n, stride;
  const QbMoment *moments;
  int width = gtk_widget_get_width (GTK_WIDGET (self->scale));
  /* The slider's travel is the scale's width less the slider itself. */
  double travel = MAX (1, width - 24);

  gtk_scale_clear_marks (self->scale);
  self->marks_width = width;
  g_array_set_size (self->glyph_positions, 0);
  g_ptr_array_set_size (self->glyph_symbols, 0);
  if (index == NULL)
    return;
  n = qb_replay_index_get_n_actions (index);
  moments = qb_replay_index_get_moments (index, &n_moments);
  for (guint i = 0; i < n_moments; i++)
    if (moments[i].type == QB_MOMENT_MOVE_START)
      {
        char *label = g_strdup_printf ("%d", (int) moments[i].move);
        PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->scale), label);
        double value = moments[i].index, centre = 12 + travel * value / MAX (n, 1);
        int w = 0;

        pango_layout_get_pixel_size (layout, &w, NULL);
        g_object_unref (layout);
        g_ptr_array_add (labels, label);
        g_array_append_val (values, value);
        g_array_append_val (centres, centre);
        g_array_append_val (widths, w);
      }
  /* Before the scale has a width, every label; the allocation comes next. */
  stride = width > 0 ? qb_ui_label_stride ((double *) (void *) centres->data, (int *) (void *) widths->data,
                                           centres->len, 6)
                     : 1;
  for (guint i = 0; i < labels->len; i++)
    gtk_scale_add_mark (self->scale, g_array_index (values, double, i), GTK_POS_BOTTOM,
                        i % stride == 0 ? g_ptr_array_index (labels, i) : NULL);
  qb_replay_view_add_glyph_marks (self);
}

static gboolean
update_scale_marks_cb (gpointer data)
{
  QbReplayView *self = data;

  self->marks_idle = 0;
  update_scale_marks (self);
  return G_SOURCE_REMOVE;
}

static void
qb_replay_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  gtk_widget_measure (GTK_WIDGET (QB_REPLAY_VIEW (widget)->stack), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
qb_replay_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);

  gtk_widget_allocate (GTK_WIDGET (self->stack), width, height, baseline, NULL);
  /* The labels that fit depend on the scale's width: choose them again
   * once this allocation is done. */
  if (qb_replay_session_get_index (self->session) != NULL && self->marks_idle == 0
      && gtk_widget_get_width (GTK_WIDGET (self->scale)) != self->marks_width)
    self->marks_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_scale_marks_cb, self, NULL);
}

/* ---- Actions ------------------------------------------------------------------ */

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);

  qb_replay_session_set_playing (self->session, !qb_replay_session_get_playing (self->session));
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);

  if (qb_replay_session_get_record (self->session) == NULL)
    return;
  qb_replay_session_set_playing (self->session, FALSE);
  if (g_str_equal (action_name, "replay.first"))
    qb_replay_session_set_position (self->session, 0);
  else if (g_str_equal (action_name, "replay.last"))
    qb_replay_session_set_position (self->session, qb_replay_session_get_n_actions (self->session));
  else if (g_str_equal (action_name, "replay.step-forward"))
    qb_replay_session_step (self->session, 1);
  else if (g_str_equal (action_name, "replay.step-back"))
    qb_replay_session_step (self->session, -1);
  else
    qb_replay_session_go_to_moment (self->session, g_str_equal (action_name, "replay.next-moment") ? 1 : -1);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  g_autoptr(GError) error = NULL;
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));

  /* Without a file yet, the window asks where. */
  if (qb_replay_session_get_file (self->session) == NULL)
    {
      if (root != NULL)
        gtk_widget_activate_action (root, "win.save-replay-as", NULL);
      return;
    }
  if (!qb_replay_session_save (self->session, &error) && root != NULL)
    gtk_widget_activate_action (root, "win.toast", "s", error->message);
}

static void
scale_changed_cb (QbReplayView *self)
{
  if (self->syncing || qb_replay_session_get_record (self->session) == NULL)
    return;
  qb_replay_session_set_playing (self->session, FALSE);
  qb_replay_session_set_position (self->session, (guint) (gtk_adjustment_get_value (self->adjustment) + 0.5));
}

/* ---- GObject ------------------------------------------------------------------- */

static void
qb_replay_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  QbReplayView *self = QB_REPLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, qb_replay_session_get_position (self->session));
      break;
    case PROP_VIEWER:
      g_value_set_int (value, qb_replay_session_get_viewer (self->session));
      break;
    case PROP_CURTAIN_SIDE:
      g_value_set_int (value, qb_replay_session_get_curtain_side (self->session));
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, qb_replay_session_get_dirty (self->session));
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, qb_replay_session_get_playing (self->session));
      break;
    case PROP_PLAY_SPEED:
      g_value_set_int (value, (int) qb_replay_view_get_play_speed (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_replay_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  QbReplayView *self = QB_REPLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      qb_replay_view_set_position (self, g_value_get_uint (value));
      break;
    case PROP_VIEWER:
      qb_replay_view_set_viewer (self, g_value_get_int (value));
      break;
    case PROP_PLAY_SPEED:
      qb_replay_view_set_play_speed (self, (guint) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_replay_view_dispose (GObject *object)
{
  QbReplayView *self = QB_REPLAY_VIEW (object);

  if (self->session != NULL)
    {
      qb_replay_session_set_playing (self->session, FALSE);
      g_signal_handlers_disconnect_by_data (self->session, self);
    }
  g_clear_handle_id (&self->log_idle, g_source_remove);
  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  g_clear_handle_id (&self->marks_idle, g_source_remove);
  qb_replay_view_moments_dispose (self);
  qb_replay_view_notes_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_REPLAY_VIEW);
  g_clear_object (&self->session);
  g_clear_pointer (&self->glyph_positions, g_array_unref);
  g_clear_pointer (&self->glyph_symbols, g_ptr_array_unref);
  G_OBJECT_CLASS (qb_replay_view_parent_class)->dispose (object);
}

static void
qb_replay_view_class_init (QbReplayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_replay_view_dispose;
  object_class->get_property = qb_replay_view_get_property;
  object_class->set_property = qb_replay_view_set_property;

  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, QB_BRITISH, QB_PUBLIC, QB_PUBLIC,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURTAIN_SIDE] =
    g_param_spec_int ("curtain-side", NULL, NULL, -1, QB_FRENCH, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* 0..3: half, normal, double, four times the normal speed. */
  properties[PROP_PLAY_SPEED] =
    g_param_spec_int ("play-speed", NULL, NULL, 0, 3, 1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_property_action (widget_class, "replay.speed", "play-speed");
  gtk_widget_class_install_action (widget_class, "replay.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.step-back", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.step-forward", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.previous-moment", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.next-moment", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.play", NULL, play_action);
  qb_replay_view_notes_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "replay.save", NULL, save_action);
  gtk_widget_class_install_property_action (widget_class, "replay.viewer", "viewer");
  qb_replay_view_fork_class_init (widget_class);
  qb_replay_view_export_class_init (widget_class);

  g_type_ensure (QB_TYPE_BOARD);
  g_type_ensure (QB_TYPE_BATTLE_BOARD);
  g_type_ensure (QB_TYPE_REPLAY_MARKS);
  g_type_ensure (QB_TYPE_LOG_VIEW);
  g_type_ensure (QB_TYPE_STRENGTH_CHART);
  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-replay-view.ui");
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, stack);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, paned);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, board);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, board_stack);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, battle_board);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, marks);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, log);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, chart);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, title_label);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, position_label);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, mark_label);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, play_button);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, save_button);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, scale);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, adjustment);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, moments_list);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, notes_list);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, note_entry);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, moments_scroll);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, notes_scroll);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, open_button);
  /* No layout manager: the view allocates its one child itself, to see
   * the scale's width change. */
  widget_class->measure = qb_replay_view_measure;
  widget_class->size_allocate = qb_replay_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "replayview");
}

static void
rule_activated_cb (QbReplayView *self,
                   const char   *section)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  if (root != NULL)
    gtk_widget_activate_action (root, "win.show-rule", "s", section);
}

/* A battle heading's "History" link in the log: that battle as the log's
 * viewer saw it, up to the position the log shows (a battle the replay is
 * in the middle of shows its turns so far); nothing behind a curtain. */
static void
battle_activated_cb (QbReplayView *self,
                     guint         event)
{
  QbReplayIndex *index = qb_replay_session_get_index (self->session);
  g_autoptr(QbBattleHistory) history = NULL;
  const QbEvent *events;
  guint n = 0;
  GtkWidget *dialog;

  if (index == NULL || qb_replay_session_get_curtain_side (self->session) >= 0)
    return;
  events = qb_replay_index_get_events (index, 0, self->log_position, &n);
  if (event >= n)
    return;
  history = qb_battle_history_new (events, n, event, self->edition, qb_replay_session_get_viewer (self->session));
  if (history == NULL)
    return;
  dialog = qb_battle_history_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), history);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The timeline's keys win over the focused widget's own (the scale and the
 * lists also use Page Up/Down and Ctrl+arrows), and in the one-line note
 * entry too, so that a quick note is written while going through the game:
 * Page Up/Down, Ctrl+Home/End and Ctrl+Space, which a line of text has no
 * use for. Ctrl+Left/Right stay the entry's (a word back, a word on), and
 * in the note editor's lines every key is the text's own. */
static gboolean
timeline_key_cb (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  const char *action = g_variant_get_string (args, NULL);

  if (focus != NULL && GTK_IS_TEXT_VIEW (focus))
    return FALSE;
  if (self->editor != NULL && gtk_widget_get_visible (GTK_WIDGET (self->editor)))
    return FALSE;
  if (focus != NULL && GTK_IS_EDITABLE (focus)
      && (g_str_equal (action, "replay.step-back") || g_str_equal (action, "replay.step-forward")))
    return FALSE;
  return gtk_widget_activate_action (widget, action, NULL);
}

static void
add_timeline_keys (QbReplayView *self)
{
  static const struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_Home, GDK_CONTROL_MASK, "replay.first" },
    { GDK_KEY_End, GDK_CONTROL_MASK, "replay.last" },
    { GDK_KEY_Left, GDK_CONTROL_MASK, "replay.step-back" },
    { GDK_KEY_Right, GDK_CONTROL_MASK, "replay.step-forward" },
    { GDK_KEY_Page_Up, 0, "replay.previous-moment" },
    { GDK_KEY_Page_Down, 0, "replay.next-moment" },
    { GDK_KEY_space, GDK_CONTROL_MASK, "replay.play" },
    { GDK_KEY_d, GDK_CONTROL_MASK, "replay.bookmark" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, keys[i].mods),
                                                gtk_callback_action_new (timeline_key_cb, NULL, NULL));
      gtk_shortcut_set_arguments (shortcut, g_variant_new_string (keys[i].action));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
qb_replay_view_init (QbReplayView *self)
{
  self->session = qb_replay_session_new ();
  self->glyph_positions = g_array_new (FALSE, FALSE, sizeof (guint));
  self->glyph_symbols = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
  qb_replay_marks_set_board (self->marks, self->board);
  qb_strength_chart_set_session (self->chart, self->session);
  /* The moments, notes and log: at most 300 pixels high, and less on a
   * small screen, where the board needs the height more. */
  qb_ui_paned_fit_end (self->paned, 170, 300);
  add_timeline_keys (self);
  qb_replay_view_transport_init (self);

  g_signal_connect_object (self->adjustment, "value-changed", G_CALLBACK (scale_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "zone-activated", G_CALLBACK (qb_replay_view_mark_zone),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "zone-hovered", G_CALLBACK (qb_board_set_hover_zone),
                           self->board, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "battle-activated", G_CALLBACK (battle_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "rule-activated", G_CALLBACK (rule_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_swapped (self->session, "notify::view", G_CALLBACK (session_view_cb), self);
  g_signal_connect_swapped (self->session, "notify::position", G_CALLBACK (session_position_cb), self);
  g_signal_connect_swapped (self->session, "notify::viewer", G_CALLBACK (session_viewer_cb), self);
  g_signal_connect_swapped (self->session, "notify::curtain-side", G_CALLBACK (session_curtain_side_cb), self);
  g_signal_connect_swapped (self->session, "notify::playing", G_CALLBACK (session_playing_cb), self);
  g_signal_connect_swapped (self->session, "notify::dirty", G_CALLBACK (session_dirty_cb), self);
  g_signal_connect_swapped (self->session, "notify::selected-moment", G_CALLBACK (session_selected_moment_cb), self);
  g_signal_connect_swapped (self->session, "notes-changed", G_CALLBACK (session_notes_changed_cb), self);
  qb_replay_view_moments_init (self);
  qb_replay_view_notes_init (self);
  qb_replay_view_update_actions (self);
}
