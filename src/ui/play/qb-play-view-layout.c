/* qb-play-view-layout.c: the Play page's shape (issue 14, item 3): the
 * board, the decision and the log placed for a wide or a narrow window
 * (libadwaita 1.2 has no breakpoints: the page turns its paneds itself as
 * it is allocated), and the size of the decision the player chose by
 * moving the handle, kept per arrangement. */
#include "qb-play-view-private.h"

#include "qb-application.h"
#include "qb-board-geometry.h"

/* A window is wide when, with the decision column beside the board, the
 * board keeps a useful width and the window is landscape: 1024 x 600,
 * 1280 x 800 and 1920 x 1080 are wide, a half-screen window is narrow.
 * The map is nearly three times as wide as it is high, so beside a
 * column the board leaves room under it for the log, and the decision
 * gets the whole height: its choices show without scrolling. */
#define WIDE_MIN_WIDTH 900
#define WIDE_MIN_RATIO 1.2

/* The decision column beside the board: its share of the width within
 * these bounds, until the player drags the handle. */
#define COLUMN_SHARE 0.3
#define COLUMN_MIN 340
#define COLUMN_MAX 500
/* The log under the board in a wide window: what the map leaves of the
 * height, within these bounds. */
#define LOG_MIN 120
#define LOG_MAX_SHARE 0.5
/* The decision row under the board on a narrow window: its share of the
 * height within these bounds (the board needs the height more). */
#define ROW_SHARE 0.45
#define ROW_MIN 170
#define ROW_MAX 300

gboolean
qb_play_view_is_wide_for (int width,
                          int height)
{
  return width >= WIDE_MIN_WIDTH && width >= height * WIDE_MIN_RATIO;
}

gboolean
qb_play_view_get_wide (QbPlayView *self)
{
  g_return_val_if_fail (QB_IS_PLAY_VIEW (self), FALSE);
  return self->wide;
}

static const char *
panel_size_key (gboolean wide)
{
  return wide ? "play-panel-width" : "play-panel-height";
}

/* Puts the board, the decision and the log in their places: on a wide
 * window [board over log | decision], on a narrow one [board over
 * (decision | log)]. The same two paneds serve both; only their children
 * and orientations change. */
static void
arrange (QbPlayView *self,
         gboolean    wide)
{
  g_autoptr(GtkWidget) board_box = g_object_ref (GTK_WIDGET (self->board_box));
  g_autoptr(GtkWidget) panel = g_object_ref (GTK_WIDGET (self->panel));
  g_autoptr(GtkWidget) log = g_object_ref (GTK_WIDGET (self->log));
  g_autoptr(GtkWidget) side = g_object_ref (GTK_WIDGET (self->side_paned));

  self->wide = wide;
  self->laid_out = TRUE;
  gtk_paned_set_start_child (self->paned, NULL);
  gtk_paned_set_end_child (self->paned, NULL);
  gtk_paned_set_start_child (self->side_paned, NULL);
  gtk_paned_set_end_child (self->side_paned, NULL);
  if (wide)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->paned), GTK_ORIENTATION_HORIZONTAL);
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->side_paned), GTK_ORIENTATION_VERTICAL);
      gtk_paned_set_start_child (self->side_paned, board_box);
      gtk_paned_set_end_child (self->side_paned, log);
      gtk_paned_set_start_child (self->paned, side);
      gtk_paned_set_end_child (self->paned, panel);
      gtk_widget_set_size_request (side, -1, -1);
      gtk_widget_set_size_request (panel, COLUMN_MIN - 40, -1);
      gtk_widget_set_size_request (log, -1, LOG_MIN);
    }
  else
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->paned), GTK_ORIENTATION_VERTICAL);
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->side_paned), GTK_ORIENTATION_HORIZONTAL);
      gtk_paned_set_start_child (self->side_paned, panel);
      gtk_paned_set_end_child (self->side_paned, log);
      gtk_paned_set_start_child (self->paned, board_box);
      gtk_paned_set_end_child (self->paned, side);
      gtk_widget_set_size_request (side, -1, ROW_MIN);
      gtk_widget_set_size_request (panel, 300, -1);
      gtk_widget_set_size_request (log, 240, -1);
    }
  /* The page places both handles itself at every new size
   * (place_handles()). GtkPaned keeps a position as it is only when the
   * start child does not resize: otherwise it would add the change of
   * size to it, and a change of orientation is a change from a height to
   * a width. */
  gtk_paned_set_resize_start_child (self->paned, FALSE);
  gtk_paned_set_resize_end_child (self->paned, TRUE);
  gtk_paned_set_resize_start_child (self->side_paned, FALSE);
  gtk_paned_set_resize_end_child (self->side_paned, TRUE);
  gtk_paned_set_shrink_start_child (self->side_paned, FALSE);
  gtk_paned_set_shrink_end_child (self->side_paned, FALSE);
  qb_play_view_notify_wide (self);
}

/* The handles for a new size or arrangement: the decision's size as the
 * player left it in this arrangement (GSettings), else a share of the
 * window; in a wide window the log takes what the map leaves under it. */
static void
place_handles (QbPlayView *self,
               int         width,
               int         height)
{
  int extent = self->wide ? width : height;
  int saved = self->settings != NULL ? g_settings_get_int (self->settings, panel_size_key (self->wide)) : 0;
  int end;

  if (self->wide)
    end = saved > 0 ? saved : CLAMP ((int) (width * COLUMN_SHARE), COLUMN_MIN, COLUMN_MAX);
  else
    end = saved > 0 ? saved : CLAMP ((int) (height * ROW_SHARE), ROW_MIN, ROW_MAX);
  /* A size saved on a larger window still leaves the board half of it. */
  end = MIN (end, extent / 2);
  gtk_paned_set_position (self->paned, MAX (0, extent - end));
  if (self->wide)
    {
      int tray = 0, map, log;

      if (gtk_widget_get_visible (GTK_WIDGET (self->tray)))
        gtk_widget_measure (GTK_WIDGET (self->tray), GTK_ORIENTATION_VERTICAL, width - end,
                            NULL, &tray, NULL, NULL);
      map = (int) ((width - end) * QB_BOARD_HEIGHT / QB_BOARD_WIDTH);
      log = CLAMP (height - map - tray, LOG_MIN, (int) (height * LOG_MAX_SHARE));
      gtk_paned_set_position (self->side_paned, MAX (0, height - log));
    }
  else
    gtk_paned_set_position (self->side_paned, width / 2);
}

/* The player moved the handle (a drag, or F8 and the arrow keys): the
 * decision's size is kept for this arrangement. Only the player's moves
 * are kept: GTK moves the handle too when the children's minimum sizes
 * change, and the page when the window does. */
static void
save_panel_size (QbPlayView *self)
{
  int extent = self->wide ? gtk_widget_get_width (GTK_WIDGET (self->paned))
                          : gtk_widget_get_height (GTK_WIDGET (self->paned));
  int end;

  if (!self->laid_out || self->settings == NULL || extent <= 0)
    return;
  end = extent - gtk_paned_get_position (self->paned);
  /* Never a size under what the decision asks for: the paned may squeeze
   * it there on the way (a window being resized), not the player. */
  if (end < (self->wide ? COLUMN_MIN - 40 : ROW_MIN))
    return;
  if (end != g_settings_get_int (self->settings, panel_size_key (self->wide)))
    g_settings_set_int (self->settings, panel_size_key (self->wide), end);
}

/* A press and its release anywhere in the page; only one that moved the
 * handle is the player's choice of size. A legacy controller sees every
 * event, where a gesture would be cancelled as soon as the paned's own
 * claims the drag. */
static gboolean
handle_event_cb (GtkEventControllerLegacy *controller,
                 GdkEvent                 *event,
                 QbPlayView               *self)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN)
    {
      self->drag_start_position = gtk_paned_get_position (self->paned);
      self->drag_start_wide = self->wide;
      self->drag_start_width = self->last_width;
      self->drag_start_height = self->last_height;
    }
  /* A handle that moved because the page changed shape or size meanwhile
   * (a click that maximised the window, say) is not the player's. */
  else if ((type == GDK_BUTTON_RELEASE || type == GDK_TOUCH_END)
           && gtk_paned_get_position (self->paned) != self->drag_start_position
           && self->wide == self->drag_start_wide && self->last_width == self->drag_start_width
           && self->last_height == self->drag_start_height)
    save_panel_size (self);
  return GDK_EVENT_PROPAGATE;
}

/* Return after F8 and the arrows: the handle is where the player wants it
 * (before the paned's own handler, which ends the emission). */
static gboolean
handle_accept_cb (QbPlayView *self)
{
  save_panel_size (self);
  return FALSE;
}

void
qb_play_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  QbPlayView *self = QB_PLAY_VIEW (widget);

  gtk_widget_measure (GTK_WIDGET (self->stack), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

/* The orientation follows the page's size (libadwaita 1.2 has no
 * breakpoints): turned here, before the children are allocated, so that
 * they are laid out once for the new shape. */
void
qb_play_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  QbPlayView *self = QB_PLAY_VIEW (widget);
  gboolean wide = qb_play_view_is_wide_for (width, height);

  if (!self->laid_out || wide != self->wide)
    {
      arrange (self, wide);
      self->last_width = self->last_height = 0;
    }
  if (width != self->last_width || height != self->last_height)
    {
      self->last_width = width;
      self->last_height = height;
      place_handles (self, width, height);
    }
  gtk_widget_allocate (GTK_WIDGET (self->stack), width, height, baseline, NULL);
}

void
qb_play_view_layout_init (QbPlayView *self)
{
  /* The player's moves of the handle, to keep the size they chose. */
  GtkEventController *events = gtk_event_controller_legacy_new ();

  gtk_event_controller_set_propagation_phase (events, GTK_PHASE_CAPTURE);
  g_signal_connect_object (events, "event", G_CALLBACK (handle_event_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->paned), events);
  g_signal_connect_object (self->paned, "accept-position", G_CALLBACK (handle_accept_cb),
                           self, G_CONNECT_SWAPPED);
}
