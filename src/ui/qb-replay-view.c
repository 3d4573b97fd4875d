/* qb-replay-view.c: the Replay page.
 *
 * A record on a timeline. The position is the number of actions taken; the
 * board, the log and the title show the game at that position as one viewer
 * saw it (British, French, a spectator who knows only what both players
 * knew, or both sides face up). QbReplayIndex makes any position a few
 * microseconds away, so the scale can be dragged freely.
 *
 * Stepping skips what the viewer could not see: the British do not watch
 * the French write orders, so one step for them goes from one thing they
 * saw change to the next. The moments list (moves, battles, retreats,
 * routs, the end, and every note) jumps anywhere in one click.
 *
 * Notes are the record's annotations: text at a position, with an optional
 * ring around a zone or an arrow between two zones, drawn over the board by
 * QbReplayMarks.
 */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "qb-ui-style.h"
#include "qb-ui-a11y.h"

#include "qb-action-text.h"
#include "qb-board.h"
#include "qb-log-view.h"
#include "qb-replay-index.h"
#include "qb-replay-marks.h"
#include "qb-replay-view.h"
#include "qb-ui-layout.h"
#include "qb-ui-names.h"

/* Time between two steps when playing. */
#define PLAY_INTERVAL_MS 900

struct _QbReplayView
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkPaned *paned;
  QbBoard *board;
  QbReplayMarks *marks;
  QbLogView *log;
  GtkLabel *title_label;
  GtkLabel *position_label;
  GtkLabel *mark_label;
  GtkButton *play_button;
  GtkButton *save_button;
  GtkScale *scale;
  GtkAdjustment *adjustment;
  GtkListBox *moments_list;
  GtkListBox *notes_list;
  GtkEntry *note_entry;
  GtkScrolledWindow *moments_scroll;
  GtkScrolledWindow *notes_scroll;
  GtkWidget *open_button;

  QbRecord *record;
  GFile *file;
  QbReplayIndex *index;
  int edition;
  guint position;
  int viewer;
  gboolean restricted;       /* unfinished and hidden: no open view, sides behind the curtain */
  int at_screen;             /* the side whose curtain was lifted last, or -1 */
  int curtain_side;          /* the side asked to come to the screen, or -1 */
  gboolean dirty;
  guint8 *visible;           /* per position: the viewer saw something change */
  guint log_position;        /* the log shows the events up to here */
  guint log_idle;
  guint scroll_idle;         /* bring the current moment into sight */
  guint play_source;
  gboolean syncing;          /* setting the scale or the list from the position */
  int marks_width;           /* the scale's width when its labels were chosen */
  guint marks_idle;
  QbMarkKind draft_kind;     /* the mark of the note being written */
  int draft_a;
  int draft_b;
};

enum {
  PROP_0,
  PROP_POSITION,
  PROP_VIEWER,
  PROP_CURTAIN_SIDE,
  PROP_DIRTY,
  PROP_PLAYING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (QbReplayView, qb_replay_view, GTK_TYPE_WIDGET)

static void update_position (QbReplayView *self, guint old_position);
static void rebuild_moments (QbReplayView *self);
static void rebuild_notes (QbReplayView *self);
static void stop_playing (QbReplayView *self);
static void set_draft (QbReplayView *self, QbMarkKind kind, int a, int b);
static void update_scale_marks (QbReplayView *self);

/* ---- Accessors -------------------------------------------------------------- */

QbRecord *
qb_replay_view_get_record (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  return self->record;
}

GFile *
qb_replay_view_get_file (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  return self->file;
}

void
qb_replay_view_set_file (QbReplayView *self,
                         GFile        *file)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  g_set_object (&self->file, file);
}

guint
qb_replay_view_get_position (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), 0);
  return self->position;
}

guint
qb_replay_view_get_n_actions (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), 0);
  return self->index != NULL ? qb_replay_index_get_n_actions (self->index) : 0;
}

const QbState *
qb_replay_view_get_state (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  return self->index != NULL ? qb_replay_index_seek (self->index, self->position) : NULL;
}

int
qb_replay_view_get_viewer (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), QB_PUBLIC);
  return self->viewer;
}

gboolean
qb_replay_view_get_dirty (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  return self->dirty;
}

static void
set_dirty (QbReplayView *self,
           gboolean      dirty)
{
  dirty = !!dirty;
  if (self->dirty == dirty)
    return;
  self->dirty = dirty;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.save", dirty);
  if (dirty)
    gtk_widget_add_css_class (GTK_WIDGET (self->save_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->save_button), "suggested-action");
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
compute_visible (QbReplayView *self)
{
  guint n = qb_replay_index_get_n_actions (self->index);

  g_clear_pointer (&self->visible, g_free);
  self->visible = g_new0 (guint8, n + 1);
  self->visible[0] = 1;
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

/* The next position after `from` (or before, for direction -1) where the
 * viewer saw something change; `from` itself at either end. */
static guint
next_visible (QbReplayView *self,
              guint         from,
              int           direction)
{
  guint n = qb_replay_index_get_n_actions (self->index);
  guint p = from;

  if (direction > 0)
    {
      while (p < n)
        if (self->visible[++p])
          return p;
      return n;
    }
  while (p > 0)
    if (self->visible[--p])
      return p;
  return 0;
}

/* ---- Showing a position ---------------------------------------------------- */

static gboolean
update_log_cb (gpointer data)
{
  QbReplayView *self = data;
  guint n_events = 0;
  const QbEvent *events;

  self->log_idle = 0;
  if (self->index == NULL)
    return G_SOURCE_REMOVE;
  if (self->position >= self->log_position && self->log_position > 0)
    {
      events = qb_replay_index_get_events (self->index, self->log_position + 1, self->position, &n_events);
      if (n_events > 0)
        qb_log_view_append_events (self->log, events, n_events);
    }
  else
    {
      events = qb_replay_index_get_events (self->index, 0, self->position, &n_events);
      qb_log_view_set_events (self->log, events, n_events, self->edition, self->viewer);
    }
  self->log_position = self->position;
  return G_SOURCE_REMOVE;
}

static void
schedule_log (QbReplayView *self)
{
  /* Going forward a little appends at once; anything else rebuilds the log
   * when the scale stops moving. */
  if (self->log_position > 0 && self->position >= self->log_position
      && self->position - self->log_position <= 8)
    {
      g_clear_handle_id (&self->log_idle, g_source_remove);
      update_log_cb (self);
    }
  else if (self->log_idle == 0)
    self->log_idle = g_idle_add_full (G_PRIORITY_LOW, update_log_cb, self, NULL);
}

static char *
moment_text (const QbMoment *m)
{
  switch ((QbMomentType) m->type)
    {
    case QB_MOMENT_START:
      return g_strdup (_("Set-up"));
    case QB_MOMENT_MOVE_START:
      /* Translators: a campaign move on the replay timeline, 1..16 */
      return g_strdup_printf (_("Move %d"), (int) m->move);
    case QB_MOMENT_ORDERS_REVEALED:
      return g_strdup (_("Orders revealed"));
    case QB_MOMENT_BATTLE:
      /* Translators: %s is a zone */
      return g_strdup_printf (_("Battle: %s"), qb_ui_zone_name (m->zone));
    case QB_MOMENT_BATTLE_TURN:
      /* Translators: a battle turn on the replay timeline */
      return g_strdup_printf (_("Turn %d"), (int) m->turn);
    case QB_MOMENT_RETREAT:
      return g_strdup (m->side == QB_BRITISH ? _("The British retreat") : _("The French retreat"));
    case QB_MOMENT_ROUT:
      return g_strdup (m->side == QB_BRITISH ? _("The British are routed") : _("The French are routed"));
    case QB_MOMENT_GAME_OVER:
      return g_strdup (m->side == QB_BRITISH ? _("Game over: the British win")
                       : m->side == QB_FRENCH ? _("Game over: the French win")
                       : _("Game over"));
    default:
      return g_strdup ("");
    }
}

static int
moment_depth (QbMomentType type)
{
  switch (type)
    {
    case QB_MOMENT_START:
    case QB_MOMENT_MOVE_START:
    case QB_MOMENT_GAME_OVER:
      return 0;
    case QB_MOMENT_BATTLE_TURN:
    case QB_MOMENT_RETREAT:
    case QB_MOMENT_ROUT:
      return 2;
    case QB_MOMENT_ORDERS_REVEALED:
    case QB_MOMENT_BATTLE:
    default:
      return 1;
    }
}

static void
update_title (QbReplayView *self,
              const QbView *view)
{
  g_autofree char *title = qb_phase_title (view);
  g_autofree char *where = NULL;
  guint n = qb_replay_index_get_n_actions (self->index);

  gtk_label_set_label (self->title_label, title);
  /* Translators: the replay position: actions taken of all actions */
  where = g_strdup_printf (_("%u / %u"), self->position, n);
  gtk_label_set_label (self->position_label, where);
}

/* Once the list is laid out, scroll it just enough to show the selected
 * moment. */
static gboolean
scroll_to_moment_cb (gpointer data)
{
  QbReplayView *self = data;
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->moments_list);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->moments_scroll);
  graphene_rect_t bounds;

  self->scroll_idle = 0;
  if (row != NULL
      && gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->moments_list), &bounds))
    {
      double top = bounds.origin.y, bottom = top + bounds.size.height;
      double value = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);

      if (top < value)
        gtk_adjustment_set_value (adj, top);
      else if (bottom > value + page)
        gtk_adjustment_set_value (adj, bottom - page);
    }
  return G_SOURCE_REMOVE;
}

/* The last row of the moments list at or before the position, selected
 * without jumping there again. */
static void
sync_moments (QbReplayView *self)
{
  GtkListBoxRow *best = NULL;

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->moments_list, i);
      if (row == NULL)
        break;
      if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "position")) > self->position)
        break;
      best = row;
    }
  self->syncing = TRUE;
  gtk_list_box_select_row (self->moments_list, best);
  self->syncing = FALSE;
  if (self->scroll_idle == 0)
    self->scroll_idle = g_idle_add_full (G_PRIORITY_LOW, scroll_to_moment_cb, self, NULL);
}

static void
update_marks (QbReplayView *self)
{
  guint n = qb_record_get_n_annotations (self->record);

  qb_replay_marks_clear (self->marks);
  for (guint i = 0; i < n; i++)
    {
      const QbAnnotation *note = qb_record_get_annotation (self->record, i);
      if (note->index != self->position)
        continue;
      if (note->mark == QB_MARK_ZONE)
        qb_replay_marks_add (self->marks, QB_MARK_ZONE, note->zone, -1);
      else if (note->mark == QB_MARK_ARROW)
        qb_replay_marks_add (self->marks, QB_MARK_ARROW, note->from, note->to);
    }
  qb_replay_marks_set_draft (self->marks, self->draft_kind, self->draft_a, self->draft_b);
}

static void
update_actions (QbReplayView *self)
{
  guint n = self->index != NULL ? qb_replay_index_get_n_actions (self->index) : 0;
  gboolean loaded = self->index != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.first", loaded && self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.step-back", loaded && self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.previous-moment", loaded && self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.last", loaded && self->position < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.step-forward", loaded && self->position < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.next-moment", loaded && self->position < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.play", loaded);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.add-note", loaded);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.save", loaded && self->dirty);
}

/* Show the position: board, title, scale, list, marks; the log follows. */
static void
update_position (QbReplayView *self,
                 guint         old_position)
{
  const QbState *s = qb_replay_index_seek (self->index, self->position);
  QbView view;

  qb_view (s, self->viewer, &view);
  qb_board_set_view (self->board, &view);
  qb_board_set_selected_zone (self->board, s->battle.active ? s->battle.zone : -1);
  /* One step forward slides the blocks that moved; a jump puts them. */
  if (self->position == next_visible (self, old_position, 1) && self->position > old_position)
    {
      guint n_events = 0;
      const QbEvent *events = qb_replay_index_get_events (self->index, old_position + 1,
                                                          self->position, &n_events);
      qb_board_animate_moves (self->board, events, n_events);
    }
  update_title (self, &view);

  self->syncing = TRUE;
  gtk_adjustment_set_value (self->adjustment, self->position);
  self->syncing = FALSE;
  sync_moments (self);
  /* A mark belongs to the moment it was drawn on. */
  if (self->draft_kind != QB_MARK_NONE && old_position != self->position)
    set_draft (self, QB_MARK_NONE, 0, 0);
  update_marks (self);
  rebuild_notes (self);
  schedule_log (self);
  update_actions (self);
}

void
qb_replay_view_set_position (QbReplayView *self,
                             guint         position)
{
  guint old;

  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  if (self->index == NULL)
    return;
  position = MIN (position, qb_replay_index_get_n_actions (self->index));
  if (position == self->position)
    return;
  old = self->position;
  self->position = position;
  update_position (self, old);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

/* Whether the record may show every block face up: a finished game, or
 * one played open. The record does not say yet whether its game hid the
 * blocks (only edition, tides and the double rule are stored), so every
 * unfinished record is treated as a hidden game. */
static gboolean
record_played_open (QbRecord *record)
{
  (void) record;
  return FALSE;
}

gboolean
qb_replay_view_viewer_allowed (QbReplayView *self,
                               int           viewer)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);

  if (viewer != QB_BRITISH && viewer != QB_FRENCH && viewer != QB_NO_SIDE && viewer != QB_PUBLIC)
    return FALSE;
  return !self->restricted || viewer != QB_NO_SIDE;
}

int
qb_replay_view_get_curtain_side (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), -1);
  return self->curtain_side;
}

static void
set_curtain_side (QbReplayView *self,
                  int           side)
{
  if (self->curtain_side == side)
    return;
  self->curtain_side = side;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURTAIN_SIDE]);
}

static void
show_viewer (QbReplayView *self,
             int           viewer)
{
  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  if (self->index != NULL)
    {
      compute_visible (self);
      self->log_position = 0;    /* the log is redacted for another viewer */
      update_position (self, self->position);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
}

/* In an unfinished hidden game a side's view is what that player hid from
 * the other, so it is shown only to that player, after the curtain (as in
 * the Play page); the open view is never shown. */
void
qb_replay_view_set_viewer (QbReplayView *self,
                           int           viewer)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  g_return_if_fail (viewer == QB_BRITISH || viewer == QB_FRENCH
                    || viewer == QB_NO_SIDE || viewer == QB_PUBLIC);

  if (!qb_replay_view_viewer_allowed (self, viewer))
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
qb_replay_view_lift_curtain (QbReplayView *self)
{
  int side;

  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  if (self->curtain_side < 0)
    return;
  side = self->curtain_side;
  self->at_screen = side;
  set_curtain_side (self, -1);
  show_viewer (self, side);
}

void
qb_replay_view_cancel_curtain (QbReplayView *self)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  set_curtain_side (self, -1);
}

void
qb_replay_view_hand_over (QbReplayView *self,
                          int           side)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));

  if (!self->restricted || side == self->at_screen)
    return;
  self->at_screen = side;
  set_curtain_side (self, -1);
  if ((self->viewer == QB_BRITISH || self->viewer == QB_FRENCH) && self->viewer != side)
    show_viewer (self, QB_PUBLIC);
}

/* ---- The moments list ------------------------------------------------------- */

static GtkWidget *
moment_row (guint       position,
            const char *icon,
            const char *text,
            int         depth,
            gboolean    strong)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_margin_start (box, 6 + depth * 18);
  if (icon != NULL)
    gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name (icon));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  if (strong)
    gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_tooltip_text (row, text);
  qb_ui_a11y_label_by (row, label);
  g_object_set_data (G_OBJECT (row), "position", GUINT_TO_POINTER (position));
  return row;
}

/* The first line of a note, for the list. */
static char *
note_headline (const char *text)
{
  const char *end = strchr (text, '\n');
  return end ? g_strndup (text, (gsize) (end - text)) : g_strdup (text);
}

static void
rebuild_moments (QbReplayView *self)
{
  guint n_moments = 0, n_notes, n_marks, note = 0, mark = 0;
  const QbMoment *moments;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->moments_list))) != NULL)
    gtk_list_box_remove (self->moments_list, child);
  if (self->index == NULL)
    return;

  /* Moments, notes and bookmarks merged by position; a note after the
   * moments of its position. */
  moments = qb_replay_index_get_moments (self->index, &n_moments);
  n_notes = qb_record_get_n_annotations (self->record);
  n_marks = qb_record_get_n_bookmarks (self->record);
  for (guint i = 0; i <= n_moments; i++)
    {
      guint until = i < n_moments ? moments[i].index : G_MAXUINT;

      for (; note < n_notes && qb_record_get_annotation (self->record, note)->index < until; note++)
        {
          const QbAnnotation *a = qb_record_get_annotation (self->record, note);
          g_autofree char *line = note_headline (a->text);
          gtk_list_box_append (self->moments_list,
                               moment_row (a->index, "document-edit-symbolic", line, 1, FALSE));
        }
      for (; mark < n_marks && qb_record_get_bookmark (self->record, mark)->index < until; mark++)
        {
          const QbBookmark *b = qb_record_get_bookmark (self->record, mark);
          gtk_list_box_append (self->moments_list,
                               moment_row (b->index, "user-bookmarks-symbolic", b->title, 1, FALSE));
        }
      if (i < n_moments)
        {
          g_autofree char *text = moment_text (&moments[i]);
          QbMomentType type = moments[i].type;
          gtk_list_box_append (self->moments_list,
                               moment_row (moments[i].index, NULL, text, moment_depth (type),
                                           type == QB_MOMENT_MOVE_START || type == QB_MOMENT_GAME_OVER));
        }
    }
  sync_moments (self);
}

static void
moment_activated_cb (QbReplayView  *self,
                     GtkListBoxRow *row)
{
  stop_playing (self);
  qb_replay_view_set_position (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "position")));
}

/* ---- Notes ------------------------------------------------------------------- */

static char *
mark_text (QbMarkKind kind,
           int        a,
           int        b)
{
  if (kind == QB_MARK_ZONE)
    /* Translators: %s is a zone ringed on the map for a replay note */
    return g_strdup_printf (_("Ringed: %s"), qb_ui_zone_name (a));
  if (kind == QB_MARK_ARROW)
    /* Translators: an arrow drawn on the map for a replay note */
    return g_strdup_printf (_("Arrow: %s → %s"), qb_ui_zone_name (a), qb_ui_zone_name (b));
  return NULL;
}

/* The mark of the note being written: kept, drawn dashed, and said under
 * the notes (or how to draw one). */
static void
set_draft (QbReplayView *self,
           QbMarkKind    kind,
           int           a,
           int           b)
{
  g_autofree char *text = mark_text (kind, a, b);

  self->draft_kind = kind;
  self->draft_a = a;
  self->draft_b = b;
  gtk_label_set_label (self->mark_label,
                       text != NULL ? text : _("Click a zone on the map to ring it in the note; "
                                               "click a second zone to draw an arrow."));
  qb_replay_marks_set_draft (self->marks, kind, a, b);
}

static void
rebuild_notes (QbReplayView *self)
{
  guint n = self->record != NULL ? qb_record_get_n_annotations (self->record) : 0;
  gboolean any = FALSE;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->notes_list))) != NULL)
    gtk_list_box_remove (self->notes_list, child);
  for (guint i = 0; i < n; i++)
    {
      const QbAnnotation *note = qb_record_get_annotation (self->record, i);
      g_autofree char *mark = NULL;
      GtkWidget *row, *remove;

      if (note->index != self->position)
        continue;
      mark = mark_text (note->mark, note->mark == QB_MARK_ARROW ? note->from : note->zone, note->to);
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), note->text);
      if (mark != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), mark);
      remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Delete Note"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "replay.remove-note");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "u", i);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
      gtk_list_box_append (self->notes_list, row);
      any = TRUE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->notes_scroll), any);
}

static void
notes_changed (QbReplayView *self)
{
  set_dirty (self, TRUE);
  rebuild_moments (self);
  rebuild_notes (self);
  update_marks (self);
  /* With a file, notes are kept as they are written. */
  if (self->file != NULL)
    {
      g_autoptr(GError) error = NULL;
      if (!qb_replay_view_save (self, &error))
        {
          GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
          if (root != NULL)
            gtk_widget_activate_action (root, "win.toast", "s", error->message);
        }
    }
}

void
qb_replay_view_mark_zone (QbReplayView *self,
                          int           zone)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  if (self->index == NULL || zone < 0 || zone >= QB_NUM_ZONES)
    return;

  /* One zone rings it; a second makes an arrow; the same zone again, or a
   * third click, starts over. */
  if (self->draft_kind == QB_MARK_ZONE && self->draft_a == zone)
    set_draft (self, QB_MARK_NONE, 0, 0);
  else if (self->draft_kind == QB_MARK_ZONE)
    set_draft (self, QB_MARK_ARROW, self->draft_a, zone);
  else
    set_draft (self, QB_MARK_ZONE, zone, 0);
}

gboolean
qb_replay_view_add_note (QbReplayView  *self,
                         const char    *text,
                         GError       **error)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (self->record == NULL)
    return FALSE;
  stripped = g_strstrip (g_strdup (text));
  if (!g_utf8_validate (stripped, -1, NULL) || *stripped == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Write the note first, then add it."));
      return FALSE;
    }
  if (g_utf8_strlen (stripped, -1) > QB_MAX_TEXT_CHARS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("A note can have at most %d characters."), QB_MAX_TEXT_CHARS);
      return FALSE;
    }
  if (qb_record_get_n_annotations (self->record) >= QB_RECORD_MAX_ANNOTATIONS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   _("A game can have at most %d notes."), QB_RECORD_MAX_ANNOTATIONS);
      return FALSE;
    }
  qb_record_add_annotation (self->record, self->position, stripped, self->draft_kind,
                            self->draft_kind == QB_MARK_NONE ? 0 : (guint) self->draft_a,
                            self->draft_kind == QB_MARK_ARROW ? (guint) self->draft_b : 0);
  set_draft (self, QB_MARK_NONE, 0, 0);
  notes_changed (self);
  return TRUE;
}

gboolean
qb_replay_view_save (QbReplayView  *self,
                     GError       **error)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);

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
qb_replay_view_set_record (QbReplayView  *self,
                           QbRecord      *record,
                           GFile         *file,
                           GError       **error)
{
  g_autoptr(QbReplayIndex) index = NULL;
  QbOptions options;

  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  g_return_val_if_fail (record == NULL || QB_IS_RECORD (record), FALSE);

  if (record != NULL && (index = qb_replay_index_new (record, error)) == NULL)
    return FALSE;

  stop_playing (self);
  g_clear_handle_id (&self->log_idle, g_source_remove);
  g_set_object (&self->record, record);
  g_set_object (&self->file, file);
  g_clear_object (&self->index);
  self->index = g_steal_pointer (&index);
  self->position = 0;
  self->log_position = 0;
  set_draft (self, QB_MARK_NONE, 0, 0);
  set_dirty (self, FALSE);

  if (record == NULL)
    {
      self->restricted = FALSE;
      self->at_screen = -1;
      set_curtain_side (self, -1);
      gtk_widget_set_visible (self->open_button, TRUE);
      g_clear_pointer (&self->visible, g_free);
      qb_board_set_view (self->board, NULL);
      qb_log_view_set_events (self->log, NULL, 0, 0, QB_PUBLIC);
      rebuild_moments (self);
      rebuild_notes (self);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      update_actions (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
      return TRUE;
    }

  qb_record_get_options (record, &options);
  self->edition = options.edition;
  /* A finished game (or one played open) is shown face up; an unfinished
   * hidden one only as both players knew it, and a side's view only to
   * that side, behind the curtain. */
  {
    guint n = qb_replay_index_get_n_actions (self->index);
    gboolean over = qb_is_over (qb_replay_index_seek (self->index, n));
    int viewer = over ? QB_NO_SIDE : QB_PUBLIC;

    self->restricted = !over && !record_played_open (record);
    self->at_screen = -1;
    set_curtain_side (self, -1);
    gtk_widget_set_visible (self->open_button, !self->restricted);
    if (viewer != self->viewer)
      {
        self->viewer = viewer;
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
      }
    gtk_adjustment_configure (self->adjustment, 0, 0, n, 1, MAX (1, n / 20), 0);
  }
  compute_visible (self);

  self->marks_width = -1;
  update_scale_marks (self);
  rebuild_moments (self);
  gtk_stack_set_visible_child_name (self->stack, "replay");
  update_position (self, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
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
  guint n_moments = 0, n, stride;
  const QbMoment *moments;
  int width = gtk_widget_get_width (GTK_WIDGET (self->scale));
  /* The slider's travel is the scale's width less the slider itself. */
  double travel = MAX (1, width - 24);

  gtk_scale_clear_marks (self->scale);
  self->marks_width = width;
  if (self->index == NULL)
    return;
  n = qb_replay_index_get_n_actions (self->index);
  moments = qb_replay_index_get_moments (self->index, &n_moments);
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
  if (self->index != NULL && self->marks_idle == 0
      && gtk_widget_get_width (GTK_WIDGET (self->scale)) != self->marks_width)
    self->marks_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_scale_marks_cb, self, NULL);
}

/* ---- Playing ------------------------------------------------------------------ */

static void
set_play_icon (QbReplayView *self)
{
  gboolean playing = self->play_source != 0;

  gtk_button_set_icon_name (self->play_button, playing ? "media-playback-pause-symbolic"
                                                       : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button),
                               playing ? _("Pause (Ctrl+Space)") : _("Play (Ctrl+Space)"));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

static void
stop_playing (QbReplayView *self)
{
  if (self->play_source == 0)
    return;
  g_clear_handle_id (&self->play_source, g_source_remove);
  set_play_icon (self);
  update_actions (self);
}

static gboolean
play_tick_cb (gpointer data)
{
  QbReplayView *self = data;
  guint n = qb_replay_index_get_n_actions (self->index);

  qb_replay_view_set_position (self, next_visible (self, self->position, 1));
  if (self->position >= n)
    {
      self->play_source = 0;
      set_play_icon (self);
      update_actions (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);

  if (self->index == NULL)
    return;
  if (self->play_source != 0)
    {
      stop_playing (self);
      return;
    }
  /* At the end, play from the start again. */
  if (self->position >= qb_replay_index_get_n_actions (self->index))
    qb_replay_view_set_position (self, 0);
  self->play_source = g_timeout_add (PLAY_INTERVAL_MS, play_tick_cb, self);
  set_play_icon (self);
  update_actions (self);
  play_tick_cb (self);
}

/* ---- Other actions ------------------------------------------------------------ */

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  guint n;

  if (self->index == NULL)
    return;
  n = qb_replay_index_get_n_actions (self->index);
  stop_playing (self);
  if (g_str_equal (action_name, "replay.first"))
    qb_replay_view_set_position (self, 0);
  else if (g_str_equal (action_name, "replay.last"))
    qb_replay_view_set_position (self, n);
  else if (g_str_equal (action_name, "replay.step-forward"))
    qb_replay_view_set_position (self, next_visible (self, self->position, 1));
  else if (g_str_equal (action_name, "replay.step-back"))
    qb_replay_view_set_position (self, next_visible (self, self->position, -1));
  else
    {
      gboolean forward = g_str_equal (action_name, "replay.next-moment");
      guint n_moments = 0, target = forward ? n : 0;
      const QbMoment *moments = qb_replay_index_get_moments (self->index, &n_moments);

      for (guint i = 0; i < n_moments; i++)
        {
          guint at = moments[i].index;
          if (forward && at > self->position && at < target)
            target = at;
          else if (!forward && at < self->position && at > target)
            target = at;
        }
      qb_replay_view_set_position (self, target);
    }
}

static void
add_note_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  g_autoptr(GError) error = NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->note_entry));

  if (qb_replay_view_add_note (self, text, &error))
    gtk_editable_set_text (GTK_EDITABLE (self->note_entry), "");
  else if (error != NULL)
    {
      GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
      gtk_widget_error_bell (widget);
      if (root != NULL)
        gtk_widget_activate_action (root, "win.toast", "s", error->message);
    }
}

static void
remove_note_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  guint i = g_variant_get_uint32 (param);

  if (self->record == NULL || i >= qb_record_get_n_annotations (self->record))
    return;
  qb_record_remove_annotation (self->record, i);
  notes_changed (self);
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
  if (self->file == NULL)
    {
      if (root != NULL)
        gtk_widget_activate_action (root, "win.save-replay-as", NULL);
      return;
    }
  if (!qb_replay_view_save (self, &error) && root != NULL)
    gtk_widget_activate_action (root, "win.toast", "s", error->message);
}

static void
scale_changed_cb (QbReplayView *self)
{
  if (self->syncing || self->index == NULL)
    return;
  stop_playing (self);
  qb_replay_view_set_position (self, (guint) (gtk_adjustment_get_value (self->adjustment) + 0.5));
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
      g_value_set_uint (value, self->position);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;
    case PROP_CURTAIN_SIDE:
      g_value_set_int (value, self->curtain_side);
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->play_source != 0);
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
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_replay_view_dispose (GObject *object)
{
  QbReplayView *self = QB_REPLAY_VIEW (object);

  g_clear_handle_id (&self->play_source, g_source_remove);
  g_clear_handle_id (&self->log_idle, g_source_remove);
  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  g_clear_handle_id (&self->marks_idle, g_source_remove);
  g_clear_object (&self->index);
  g_clear_object (&self->record);
  g_clear_object (&self->file);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_REPLAY_VIEW);
  G_OBJECT_CLASS (qb_replay_view_parent_class)->dispose (object);
}

static void
qb_replay_view_finalize (GObject *object)
{
  QbReplayView *self = QB_REPLAY_VIEW (object);

  g_free (self->visible);
  G_OBJECT_CLASS (qb_replay_view_parent_class)->finalize (object);
}

static void
qb_replay_view_class_init (QbReplayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_replay_view_dispose;
  object_class->finalize = qb_replay_view_finalize;
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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "replay.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.step-back", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.step-forward", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.previous-moment", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.next-moment", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "replay.add-note", NULL, add_note_action);
  gtk_widget_class_install_action (widget_class, "replay.remove-note", "u", remove_note_action);
  gtk_widget_class_install_action (widget_class, "replay.save", NULL, save_action);
  gtk_widget_class_install_property_action (widget_class, "replay.viewer", "viewer");


  g_type_ensure (QB_TYPE_BOARD);
  g_type_ensure (QB_TYPE_REPLAY_MARKS);
  g_type_ensure (QB_TYPE_LOG_VIEW);
  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-replay-view.ui");
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, stack);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, paned);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, board);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, marks);
  gtk_widget_class_bind_template_child (widget_class, QbReplayView, log);
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

/* The timeline's keys win over the focused widget's own (the scale and the
 * lists also use Page Up/Down and Ctrl+arrows), except while a note is
 * being typed, where they edit the text. */
static gboolean
timeline_key_cb (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && GTK_IS_EDITABLE (focus))
    return FALSE;
  return gtk_widget_activate_action (widget, g_variant_get_string (args, NULL), NULL);
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
note_entry_activate_cb (QbReplayView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "replay.add-note", NULL);
}

static void
qb_replay_view_init (QbReplayView *self)
{
  self->viewer = QB_PUBLIC;
  self->at_screen = -1;
  self->curtain_side = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
  /* The moments and the notes are one Tab stop each. */
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->moments_list));
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->notes_list));
  qb_ui_a11y_escape_to (GTK_WIDGET (self->note_entry), GTK_WIDGET (self->board));
  qb_replay_marks_set_board (self->marks, self->board);
  /* The moments, notes and log: at most 300 pixels high, and less on a
   * small screen, where the board needs the height more. */
  qb_ui_paned_fit_end (self->paned, 170, 300);
  add_timeline_keys (self);

  g_signal_connect_object (self->adjustment, "value-changed", G_CALLBACK (scale_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->moments_list, "row-activated", G_CALLBACK (moment_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "zone-activated", G_CALLBACK (qb_replay_view_mark_zone),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "zone-hovered", G_CALLBACK (qb_board_set_hover_zone),
                           self->board, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->log, "rule-activated", G_CALLBACK (rule_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->note_entry, "activate", G_CALLBACK (note_entry_activate_cb),
                           self, G_CONNECT_SWAPPED);
  update_actions (self);
}
