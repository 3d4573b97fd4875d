/* qb-retreat-bar.c: choosing a retreat on the map (see the header).
 *
 * The destinations and their costs come from the session's legal actions
 * and view, through the text layer: the bar reads nothing else. It emits
 * ::back when the player wants the battle board again. */
#include <glib/gi18n.h>

#include "qb-retreat-bar.h"

#include "qb-battle-text.h"
#include "qb-ui-a11y.h"

struct _QbRetreatBar
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *back;
};

enum {
  SIGNAL_BACK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QbRetreatBar, qb_retreat_bar, GTK_TYPE_WIDGET)

gboolean
qb_retreat_bar_may_retreat (QbPlaySession *session)
{
  GArray *actions;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (session), FALSE);

  actions = qb_play_session_get_actions (session);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    if (g_array_index (actions, QbAction, i).type == QB_ACT_RETREAT)
      return TRUE;
  return FALSE;
}

void
qb_retreat_bar_notes (QbPlaySession *session,
                      char          *notes[QB_NUM_ZONES])
{
  GArray *actions;
  const QbView *view;
  guint modes[QB_NUM_ZONES] = { 0 };

  g_return_if_fail (QB_IS_PLAY_SESSION (session));

  actions = qb_play_session_get_actions (session);
  view = qb_play_session_get_view (session);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type == QB_ACT_RETREAT && a.b < QB_NUM_ZONES)
        modes[a.b] |= 1u << a.c;
    }
  for (int z = 0; z < QB_NUM_ZONES; z++)
    notes[z] = view != NULL ? qb_battle_retreat_note (view, modes[z]) : NULL;
}

GtkWidget *
qb_retreat_bar_get_back_button (QbRetreatBar *self)
{
  g_return_val_if_fail (QB_IS_RETREAT_BAR (self), NULL);
  return self->back;
}

static void
back_clicked_cb (QbRetreatBar *self)
{
  g_signal_emit (self, signals[SIGNAL_BACK], 0);
}

static void
qb_retreat_bar_dispose (GObject *object)
{
  QbRetreatBar *self = QB_RETREAT_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (qb_retreat_bar_parent_class)->dispose (object);
}

static void
qb_retreat_bar_class_init (QbRetreatBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_retreat_bar_dispose;
  /**
   * QbRetreatBar::back:
   *
   * The player wants the battle board again, without retreating.
   */
  signals[SIGNAL_BACK] = g_signal_new ("back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "retreatbar");
}

static void
qb_retreat_bar_init (QbRetreatBar *self)
{
  GtkWidget *label;

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (self->box, "retreat-bar");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  /* A live region: said when the map comes in place of the battle. */
  label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                        "label", _("Retreat: choose a lit zone on the map. Each says how the blocks go and what it costs."),
                        "wrap", TRUE, "xalign", 0.0f, "hexpand", TRUE, NULL);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (self->box), label);
  self->back = gtk_button_new_with_mnemonic (_("_Back to the Battle"));
  gtk_widget_set_valign (self->back, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->back, _("The battle board again, without retreating"));
  g_signal_connect_swapped (self->back, "clicked", G_CALLBACK (back_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->back);
  /* "Back to the Battle" is read without its mnemonic's underscore. */
  qb_ui_a11y_name_controls (self->box);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
qb_retreat_bar_new (void)
{
  return g_object_new (QB_TYPE_RETREAT_BAR, NULL);
}
