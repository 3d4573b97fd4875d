/* qb-battle-summary-bar.c: the summary of the battle just fought (see the
 * header).
 *
 * The summary is QbBattleHistory's (the log's events through
 * qb_event_for() for the session's viewer), made again at each change of
 * the session, so that in a hot-seat game each player reads it as they may
 * know it; it names no block. */
#include <glib/gi18n.h>

#include "qb-battle-summary-bar.h"

#include "qb-battle-history.h"
#include "qb-battle-history-dialog.h"
#include "qb-battle-text.h"
#include "qb-game.h"

struct _QbBattleSummaryBar
{
  GtkWidget parent_instance;

  QbPlaySession *session;
  QbGame *game;          /* the session's game, as last seen */
  guint baseline;        /* events the game had when it was set */
  guint battle_end;      /* the QB_EV_BATTLE_END summed up, or G_MAXUINT */
  guint dismissed;       /* the one put away, or G_MAXUINT */

  GtkWidget *box;
  GtkWidget *label;
  GtkWidget *details;
  GtkWidget *close;
};

G_DEFINE_FINAL_TYPE (QbBattleSummaryBar, qb_battle_summary_bar, GTK_TYPE_WIDGET)

static void
show_text (QbBattleSummaryBar *self,
           const char         *text)
{
  if (text == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->label)), text) != 0)
    {
      gtk_label_set_text (GTK_LABEL (self->label), text);
      gtk_widget_set_tooltip_text (self->label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/* The last battle that ended after the baseline, unless another began
 * since: the index of its QB_EV_BATTLE_END, or G_MAXUINT. */
static guint
last_battle_end (QbBattleSummaryBar *self,
                 const QbEvent      *events,
                 guint               n)
{
  for (guint i = n; i > self->baseline; i--)
    {
      int type = events[i - 1].type;
      if (type == QB_EV_BATTLE_END)
        return i - 1;
      if (type == QB_EV_BATTLE || type == QB_EV_RAID || type == QB_EV_SCOUT)
        return G_MAXUINT;
    }
  return G_MAXUINT;
}

static void
update (QbBattleSummaryBar *self)
{
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;
  const QbView *view = self->session != NULL ? qb_play_session_get_view (self->session) : NULL;
  g_autoptr(QbBattleHistory) history = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;
  const QbEvent *events;
  guint n = 0;

  if (game != self->game)
    {
      /* Another game: the battles of its past are not summed up. */
      g_set_object (&self->game, game);
      self->baseline = 0;
      if (game != NULL)
        qb_game_get_events (game, &self->baseline);
      self->dismissed = G_MAXUINT;
    }
  self->battle_end = G_MAXUINT;
  if (game == NULL || view == NULL || qb_play_session_get_curtain_side (self->session) >= 0
      || (view->battle.active && qb_phase_is_battle (view->phase)))
    {
      show_text (self, NULL);
      return;
    }
  events = qb_game_get_events (game, &n);
  self->battle_end = last_battle_end (self, events, n);
  if (self->battle_end == G_MAXUINT || self->battle_end == self->dismissed)
    {
      self->battle_end = G_MAXUINT;
      show_text (self, NULL);
      return;
    }
  history = qb_battle_history_new (events, n, self->battle_end, qb_game_get_edition (game),
                                   qb_play_session_get_viewer (self->session));
  if (history == NULL)
    {
      self->battle_end = G_MAXUINT;
      show_text (self, NULL);
      return;
    }
  summary = qb_battle_history_summary (history);
  /* Translators: the battle summary over the map: %1$s is the summary
   * ("The French hold Beauport. Lost: …"), %2$s says the revealed blocks
   * are hidden again. */
  text = g_strdup_printf (C_("battle summary bar", "%1$s %2$s"), summary, qb_battle_rehide_text ());
  show_text (self, text);
}

static void
details_clicked_cb (QbBattleSummaryBar *self)
{
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;
  g_autoptr(QbBattleHistory) history = NULL;
  GtkWidget *dialog;

  if (game == NULL || self->battle_end == G_MAXUINT)
    return;
  history = qb_battle_history_new_for_game (game, self->battle_end, qb_play_session_get_viewer (self->session));
  if (history == NULL)
    return;
  dialog = qb_battle_history_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), history);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
qb_battle_summary_bar_dismiss (QbBattleSummaryBar *self)
{
  g_return_if_fail (QB_IS_BATTLE_SUMMARY_BAR (self));

  if (self->battle_end == G_MAXUINT)
    return;
  self->dismissed = self->battle_end;
  update (self);
}

static void
qb_battle_summary_bar_dispose (GObject *object)
{
  QbBattleSummaryBar *self = QB_BATTLE_SUMMARY_BAR (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (qb_battle_summary_bar_parent_class)->dispose (object);
}

static void
qb_battle_summary_bar_class_init (QbBattleSummaryBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_battle_summary_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "battlesummary");
}

static void
qb_battle_summary_bar_init (QbBattleSummaryBar *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *heading = gtk_label_new (_("Battle over"));

  self->battle_end = G_MAXUINT;
  self->dismissed = G_MAXUINT;
  /* The heading and the buttons on a row, the summary under them: a
   * wrapping label beside buttons made the map's stack report heights that
   * did not agree (a GTK critical), and so did a revealer's slide. */
  self->box = box;
  gtk_widget_set_parent (box, GTK_WIDGET (self));
  gtk_widget_add_css_class (box, "battle-summary");
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_hexpand (heading, TRUE);
  gtk_box_append (GTK_BOX (row), heading);
  self->details = gtk_button_new_with_label (_("Details"));
  gtk_widget_set_tooltip_text (self->details, _("The battle turn by turn"));
  g_signal_connect_swapped (self->details, "clicked", G_CALLBACK (details_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), self->details);
  self->close = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_set_tooltip_text (self->close, _("Put the battle summary away"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->close), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Put the battle summary away"), -1);
  gtk_widget_add_css_class (self->close, "flat");
  g_signal_connect_swapped (self->close, "clicked", G_CALLBACK (qb_battle_summary_bar_dismiss), self);
  gtk_box_append (GTK_BOX (row), self->close);
  gtk_box_append (GTK_BOX (box), row);
  /* A live region: the summary is read out when the battle ends. */
  self->label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  /* Its natural width kept short, so that a long summary wraps in the
   * room the map has rather than widening the page; and at most two
   * lines, the rest behind an ellipsis (the whole in the tooltip and for
   * screen readers): under the map, a label that may wrap without end
   * would ask for more width the less height the page has, and widen the
   * page past a short window. */
  gtk_label_set_max_width_chars (GTK_LABEL (self->label), 30);
  gtk_label_set_ellipsize (GTK_LABEL (self->label), PANGO_ELLIPSIZE_END);
  gtk_label_set_lines (GTK_LABEL (self->label), 2);
  gtk_box_append (GTK_BOX (box), self->label);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
qb_battle_summary_bar_new (void)
{
  return g_object_new (QB_TYPE_BATTLE_SUMMARY_BAR, NULL);
}

void
qb_battle_summary_bar_set_session (QbBattleSummaryBar *self,
                                   QbPlaySession      *session)
{
  g_return_if_fail (QB_IS_BATTLE_SUMMARY_BAR (self));
  g_return_if_fail (session == NULL || QB_IS_PLAY_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_object (session, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
}

const char *
qb_battle_summary_bar_get_text (QbBattleSummaryBar *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_SUMMARY_BAR (self), NULL);
  return self->battle_end != G_MAXUINT ? gtk_label_get_text (GTK_LABEL (self->label)) : NULL;
}

guint
qb_battle_summary_bar_get_battle (QbBattleSummaryBar *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_SUMMARY_BAR (self), G_MAXUINT);
  return self->battle_end;
}
