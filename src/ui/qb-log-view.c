/* qb-log-view.c: the game log. */
#include <glib/gi18n.h>

#include "qb-event-story.h"
#include "qb-log-view.h"
#include "qb-ui-a11y.h"

struct _QbLogView
{
  GtkWidget parent_instance;

  GtkScrolledWindow *scroller;
  GtkListBox *list;
  int edition;
  int viewer;
  guint n_lines;
  guint n_events;          /* events given since the last set_events: the
                            * index of the next batch's first event */
  int hovered_zone;
  gboolean stick_to_end;   /* keep the newest line in sight as lines come */
  guint scroll_idle;
  double last_upper;       /* the content height the player last scrolled in */
};

enum {
  RULE_ACTIVATED,
  ZONE_HOVERED,
  BATTLE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QbLogView, qb_log_view, GTK_TYPE_WIDGET)

guint
qb_log_view_get_n_lines (QbLogView *self)
{
  g_return_val_if_fail (QB_IS_LOG_VIEW (self), 0);
  return self->n_lines;
}

char *
qb_log_view_get_line_text (QbLogView *self,
                           guint      index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (QB_IS_LOG_VIEW (self), NULL);
  row = gtk_list_box_get_row_at_index (self->list, (int) index);
  if (row == NULL)
    return NULL;
  return g_strdup (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))));
}

static void
set_hovered_zone (QbLogView *self,
                  int        zone)
{
  if (self->hovered_zone == zone)
    return;
  self->hovered_zone = zone;
  g_signal_emit (self, signals[ZONE_HOVERED], 0, zone);
}

static gboolean
activate_link_cb (QbLogView  *self,
                  const char *uri)
{
  if (g_str_has_prefix (uri, "rule:"))
    g_signal_emit (self, signals[RULE_ACTIVATED], 0, uri + strlen ("rule:"));
  else if (g_str_has_prefix (uri, "battle:"))
    {
      guint64 index = 0;
      if (g_ascii_string_to_unsigned (uri + strlen ("battle:"), 10, 0, G_MAXUINT - 1, &index, NULL))
        g_signal_emit (self, signals[BATTLE_ACTIVATED], 0, (guint) index);
    }
  return TRUE;   /* never hand our links to a browser */
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           QbLogView                *self)
{
  GtkLabel *label = GTK_LABEL (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion)));
  const char *uri = gtk_label_get_current_uri (label);

  if (uri != NULL && g_str_has_prefix (uri, "zone:"))
    set_hovered_zone (self, qb_zone_from_code (uri + strlen ("zone:")));
  else
    set_hovered_zone (self, -1);
}

static void
leave_cb (GtkEventControllerMotion *motion,
          QbLogView                *self)
{
  set_hovered_zone (self, -1);
}

/* Like a terminal: while the newest line is in sight, new lines scroll it
 * along once they are laid out (the adjustment grows then); a player who
 * scrolled back to read stays where they are. */
static gboolean
scroll_to_end_cb (gpointer data)
{
  QbLogView *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);

  self->scroll_idle = 0;
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  return G_SOURCE_REMOVE;
}

static void
adjustment_changed_cb (GtkAdjustment *adj,
                       QbLogView     *self)
{
  /* Not during the allocation that changed it: once it is done. */
  if (self->stick_to_end && self->scroll_idle == 0)
    self->scroll_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, scroll_to_end_cb, self, NULL);
  self->last_upper = gtk_adjustment_get_upper (adj);
}

static void
adjustment_value_changed_cb (GtkAdjustment *adj,
                             QbLogView     *self)
{
  /* A change that comes with new content is the layout's, not the
   * player's: it says nothing about where they want to be. */
  if (gtk_adjustment_get_upper (adj) != self->last_upper)
    return;
  self->stick_to_end = gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj)
                       >= gtk_adjustment_get_upper (adj) - 4;
}

void
qb_log_view_append_events (QbLogView     *self,
                           const QbEvent *events,
                           guint          n_events)
{
  g_autoptr(GPtrArray) story = NULL;

  g_return_if_fail (QB_IS_LOG_VIEW (self));

  /* A batch is one action's events (or a whole game's): the moves of a
   * reveal are all in it, so its story tells them together. Only what
   * the viewer may see comes out of it. */
  story = qb_event_story (events, n_events, self->edition, self->viewer);
  for (guint i = 0; i < story->len; i++)
    {
      const QbStoryLine *line = g_ptr_array_index (story, i);
      GtkWidget *label, *row;
      GtkEventController *motion;

      label = gtk_label_new (NULL);
      if (line->kind == QB_STORY_BATTLE_HEADING)
        {
          /* A battle's heading links to its history, by the index of its
           * first event among all those the log was given: the history
           * is made for the viewer from there, so the link tells nothing
           * the line does not. */
          g_autofree char *link = g_markup_escape_text (_("History"), -1);
          g_autofree char *markup = g_strdup_printf ("%s · <a href=\"battle:%u\">%s</a>", line->markup,
                                                     self->n_events + line->first, link);
          gtk_label_set_markup (GTK_LABEL (label), markup);
        }
      else
        gtk_label_set_markup (GTK_LABEL (label), line->markup);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 3);
      gtk_widget_set_margin_bottom (label, 3);
      g_signal_connect_object (label, "activate-link", G_CALLBACK (activate_link_cb),
                               self, G_CONNECT_SWAPPED);
      motion = gtk_event_controller_motion_new ();
      g_signal_connect_object (motion, "motion", G_CALLBACK (motion_cb), self, 0);
      g_signal_connect_object (motion, "leave", G_CALLBACK (leave_cb), self, 0);
      gtk_widget_add_controller (label, motion);

      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      qb_ui_a11y_label_by (row, label);
      /* A heading opens each campaign move, battle and the end: the log
       * reads as a story in chapters. Each line is marked with the colour
       * of the side it is about. */
      if (qb_story_line_is_heading (line))
        gtk_widget_add_css_class (row, "log-heading");
      if (line->kind == QB_STORY_BATTLE_HEADING)
        gtk_widget_add_css_class (row, "log-battle");
      if (line->kind == QB_STORY_MOVES)
        gtk_widget_add_css_class (row, "log-moves");
      if (line->side == QB_BRITISH)
        gtk_widget_add_css_class (row, "british");
      else if (line->side == QB_FRENCH)
        gtk_widget_add_css_class (row, "french");
      gtk_list_box_append (self->list, row);
      self->n_lines++;
    }
  self->n_events += n_events;
}

/**
 * qb_log_view_append_text:
 * @text: a plain sentence (not an event): who plays each side
 *
 * Adds a line of its own to the log, set apart from the events.
 */
void
qb_log_view_append_text (QbLogView  *self,
                         const char *text)
{
  GtkWidget *label, *row;

  g_return_if_fail (QB_IS_LOG_VIEW (self));
  g_return_if_fail (text != NULL);

  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 3);
  gtk_widget_set_margin_bottom (label, 3);
  gtk_widget_add_css_class (label, "dim-label");
  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  qb_ui_a11y_label_by (row, label);
  gtk_list_box_append (self->list, row);
  self->n_lines++;
}

void
qb_log_view_set_events (QbLogView     *self,
                        const QbEvent *events,
                        guint          n_events,
                        int            edition,
                        int            viewer)
{
  GtkWidget *child;

  g_return_if_fail (QB_IS_LOG_VIEW (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  self->n_lines = 0;
  self->n_events = 0;
  self->stick_to_end = TRUE;
  self->edition = edition;
  self->viewer = viewer;
  set_hovered_zone (self, -1);
  qb_log_view_append_events (self, events, n_events);
}

static void
qb_log_view_dispose (GObject *object)
{
  QbLogView *self = QB_LOG_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (qb_log_view_parent_class)->dispose (object);
}

static void
qb_log_view_class_init (QbLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_log_view_dispose;

  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * QbLogView::battle-activated:
   * @index: the index of the battle's first event among all the events
   *   given to the log since qb_log_view_set_events()
   *
   * A battle heading's "History" link was followed.
   */
  signals[BATTLE_ACTIVATED] =
    g_signal_new ("battle-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[ZONE_HOVERED] =
    g_signal_new ("zone-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gamelog");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
qb_log_view_init (QbLogView *self)
{
  self->hovered_zone = -1;
  self->viewer = QB_PUBLIC;
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "game-log");
  /* One Tab stop (and the links of the focused line); the arrows go
   * through the lines. */
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->list));
  gtk_scrolled_window_set_child (self->scroller, GTK_WIDGET (self->list));
  self->stick_to_end = TRUE;
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (adjustment_changed_cb), self, 0);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "value-changed",
                           G_CALLBACK (adjustment_value_changed_cb), self, 0);
  gtk_widget_set_parent (GTK_WIDGET (self->scroller), GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game log"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game log"), -1);
}
