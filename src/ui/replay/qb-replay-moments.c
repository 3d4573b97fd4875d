/* qb-replay-moments.c: QbReplayView's moments list.
 *
 * The moves, orders revealed, battles, battle turns, retreats, routs, the
 * end, and every note and bookmark, merged by position: the session's
 * moments model (QbReplayMoment items) in a GtkListView, whose rows are
 * made for the rows in sight only, since a game may have thousands of
 * notes. A click or Return on a row goes to its position; the row the
 * position is in is selected and scrolled into sight.
 */
#include <glib/gi18n.h>

#include "qb-note-editor.h"
#include "qb-replay-view-private.h"
#include "qb-ui-a11y.h"
#include "qb-ui-names.h"

char *
qb_replay_moment_text (const QbMoment *m)
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

/* ---- Rows -------------------------------------------------------------------- */

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_box_append (GTK_BOX (box), icon);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  /* Bookmarks are removed from their row. */
  {
    GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

    gtk_widget_add_css_class (remove, "flat");
    gtk_widget_set_tooltip_text (remove, _("Remove Bookmark"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Remove bookmark"), -1);
    /* The target first: the action takes the bookmark's place. */
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (remove), g_variant_new_uint32 (0));
    gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "replay.remove-bookmark");
    gtk_widget_set_visible (remove, FALSE);
    gtk_box_append (GTK_BOX (box), remove);
  }
  g_object_set_data (G_OBJECT (box), "qb-moment-row", GINT_TO_POINTER (1));
  /* Rows move when notes come and go: the row's place is asked for when
   * it is clicked. */
  g_object_set_data (G_OBJECT (box), "qb-list-item", list_item);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item)
{
  QbReplayMoment *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *icon = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (icon);
  GtkWidget *remove = gtk_widget_get_next_sibling (label);
  g_autofree char *text = NULL;
  const char *icon_name = NULL;
  int depth = 1;
  gboolean strong = FALSE;

  switch (qb_replay_moment_get_kind (item))
    {
    case QB_REPLAY_ITEM_MOMENT:
      {
        const QbMoment *m = qb_replay_moment_get_moment (item);
        text = qb_replay_moment_text (m);
        depth = moment_depth (m->type);
        strong = m->type == QB_MOMENT_MOVE_START || m->type == QB_MOMENT_GAME_OVER;
      }
      break;
    case QB_REPLAY_ITEM_NOTE:
      {
        /* The glyph first, where the eye runs down the list. */
        const char *glyph = qb_glyph_symbol (qb_replay_moment_get_glyph (item));
        const char *words = qb_replay_moment_get_text (item);

        if (glyph != NULL)
          text = g_strdup_printf ("%s %s", glyph, *words != '\0' ? words
                                  : qb_glyph_description (qb_replay_moment_get_glyph (item)));
        else
          text = g_strdup (words);
        icon_name = "document-edit-symbolic";
      }
      break;
    case QB_REPLAY_ITEM_BOOKMARK:
    default:
      text = g_strdup (qb_replay_moment_get_text (item));
      icon_name = "user-bookmarks-symbolic";
      /* A chapter heads what follows, like a move. */
      if (qb_replay_moment_get_chapter (item))
        {
          depth = 0;
          strong = TRUE;
          icon_name = "view-list-bullet-symbolic";
        }
      break;
    }
  gtk_widget_set_margin_start (box, 6 + depth * 18);
  gtk_widget_set_visible (remove, qb_replay_moment_get_kind (item) == QB_REPLAY_ITEM_BOOKMARK);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (remove),
                                          g_variant_new_uint32 (qb_replay_moment_get_ref (item)));
  gtk_image_set_from_icon_name (GTK_IMAGE (icon), icon_name);
  gtk_widget_set_visible (icon, icon_name != NULL);
  gtk_label_set_label (GTK_LABEL (label), text);
  if (strong)
    gtk_widget_add_css_class (label, "heading");
  else
    gtk_widget_remove_css_class (label, "heading");
  gtk_widget_set_tooltip_text (box, text);
  /* The row (the list's own child) is read by its label. */
  if (gtk_widget_get_parent (box) != NULL)
    qb_ui_a11y_label_by (gtk_widget_get_parent (box), label);
  g_object_set_data (G_OBJECT (box), "qb-position", GUINT_TO_POINTER (qb_replay_moment_get_position (item)));
}

/* ---- Going to a row ---------------------------------------------------------------- */

/* The row itself is selected, not the last row of its position (a
 * retreat and the next move share one). */
static void
go_to_row (QbReplayView *self,
           guint         row)
{
  qb_replay_session_select_moment (self->session, row);
}

/* Return on a row. */
static void
activate_cb (QbReplayView *self,
             guint         row)
{
  go_to_row (self, row);
}

/* A click on a row, seen before the row's own handling (which selects it,
 * and keeps the press to itself). */
static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            QbReplayView    *self)
{
  GtkWidget *list = GTK_WIDGET (self->moments_list);
  GtkWidget *row = gtk_widget_pick (list, x, y, GTK_PICK_DEFAULT);
  GtkWidget *box;

  /* The list's own child around the box (the row, with its padding). */
  while (row != NULL && gtk_widget_get_parent (row) != list)
    row = gtk_widget_get_parent (row);
  box = row != NULL ? gtk_widget_get_first_child (row) : NULL;
  if (box == NULL || g_object_get_data (G_OBJECT (box), "qb-moment-row") == NULL)
    return;
  go_to_row (self, gtk_list_item_get_position (g_object_get_data (G_OBJECT (box), "qb-list-item")));
}

/* ---- Selecting the row of the position ----------------------------------------- */

static gboolean
scroll_to_moment_cb (gpointer data)
{
  QbReplayView *self = data;
  guint selected = qb_replay_session_get_selected_moment (self->session);

  self->scroll_idle = 0;
  if (selected != G_MAXUINT)
    gtk_widget_activate_action (GTK_WIDGET (self->moments_list), "list.scroll-to-item", "u", selected);
  return G_SOURCE_REMOVE;
}

/* The last row at or before the position, selected without jumping there
 * again, and brought into sight once the list is laid out. */
void
qb_replay_view_moments_sync (QbReplayView *self)
{
  guint selected = qb_replay_session_get_selected_moment (self->session);

  gtk_single_selection_set_selected (self->moments_selection,
                                     selected != G_MAXUINT ? selected : GTK_INVALID_LIST_POSITION);
  if (selected != G_MAXUINT && self->scroll_idle == 0)
    self->scroll_idle = g_idle_add_full (G_PRIORITY_LOW, scroll_to_moment_cb, self, NULL);
}

void
qb_replay_view_moments_init (QbReplayView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  self->moments_selection =
    gtk_single_selection_new (g_object_ref (qb_replay_session_get_moments (self->session)));
  gtk_single_selection_set_autoselect (self->moments_selection, FALSE);
  gtk_single_selection_set_can_unselect (self->moments_selection, TRUE);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), NULL);
  gtk_list_view_set_factory (self->moments_list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->moments_list, GTK_SELECTION_MODEL (self->moments_selection));
  g_signal_connect_object (self->moments_list, "activate", G_CALLBACK (activate_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->moments_list), GTK_EVENT_CONTROLLER (click));
  /* One Tab stop: the arrows go from row to row. */
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->moments_list));
}

void
qb_replay_view_moments_dispose (QbReplayView *self)
{
  if (self->moments_list != NULL)
    gtk_list_view_set_model (self->moments_list, NULL);
  g_clear_object (&self->moments_selection);
}
