/* qb-computer-bar.c: the computer's strip on the Play page (see
 * qb-computer-bar.h), a view of the QbPlaySession's seats.
 *
 * What it says never names anything hidden from the person at the screen:
 * while the computer thinks, only whose decision it is and how far the
 * thinking is (the session shows the person's view, never the
 * computer's); the hint is an action from the person's own list, in the
 * words of the person's view, with the computer's estimate of the
 * person's chance, which comes from samples of the person's view.
 */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "qb-action-text.h"
#include "qb-application.h"
#include "qb-computer-bar.h"
#include "qb-computer-player.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-record.h"
#include "qb-ui-a11y.h"
#include "qb-ui-names.h"

struct _QbComputerBar
{
  GtkWidget parent_instance;

  QbPlaySession *session;
  GSettings *settings;
  GtkWidget *spinner;
  GtkWidget *status_label;
  GtkWidget *progress;
  GtkWidget *move_now_button;
  GtkWidget *stop_button;
  GtkWidget *resume_button;
  GtkWidget *hint_button;
  GtkWidget *menu_button;
  char *status;
};

G_DEFINE_FINAL_TYPE (QbComputerBar, qb_computer_bar, GTK_TYPE_WIDGET)

static void
set_status (QbComputerBar *self,
            char          *text)
{
  g_free (self->status);
  self->status = text != NULL ? text : g_strdup ("");
  gtk_label_set_text (GTK_LABEL (self->status_label), self->status);
  gtk_widget_set_tooltip_text (self->status_label, self->status[0] != '\0' ? self->status : NULL);
}

/* An action of the strip, enabled or not, and its button's sensitivity. */
static void
set_enabled (QbComputerBar *self,
             const char    *action,
             GtkWidget     *button,
             gboolean       enabled)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), action, enabled);
  if (button != NULL)
    gtk_widget_set_sensitive (button, enabled);
}

static void
button_clicked_cb (GtkWidget *button)
{
  gtk_widget_activate_action (button, g_object_get_data (G_OBJECT (button), "qb-action"), NULL);
}

static void
update (QbComputerBar *self)
{
  QbPlaySession *session = self->session;
  QbGame *game = session != NULL ? qb_play_session_get_game (session) : NULL;
  int thinking = session != NULL ? qb_play_session_get_thinking_side (session) : -1;
  gboolean hint_thinking = session != NULL && qb_play_session_get_hint_thinking (session);
  QbAction hint;
  double chance = -1.0;
  gboolean computer, paused;

  computer = session != NULL
    && (qb_play_session_get_seat (session, QB_BRITISH) != QB_PLAYER_PERSON
        || qb_play_session_get_seat (session, QB_FRENCH) != QB_PLAYER_PERSON);
  paused = computer && qb_play_session_get_computer_paused (session);
  /* With two people, the strip is there only for the one at the screen
   * (a hint, handing the side to the computer, resigning): never behind
   * the curtain nor once the game is over, where it would offer nothing. */
  gtk_widget_set_visible (GTK_WIDGET (self),
                          game != NULL
                          && (computer || qb_play_session_can_hint (session)
                              || qb_play_session_get_resigning_side (session) >= 0));
  if (game == NULL)
    return;

  gtk_widget_set_visible (self->progress, thinking >= 0);
  gtk_widget_set_visible (self->move_now_button, thinking >= 0);
  gtk_widget_set_visible (self->stop_button, thinking >= 0);
  gtk_widget_set_visible (self->resume_button, paused && !qb_game_is_over (game));
  gtk_widget_set_visible (self->spinner, thinking >= 0 || hint_thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), thinking >= 0 || hint_thinking);
  set_enabled (self, "computer.hint", self->hint_button,
               qb_play_session_can_hint (session) && !hint_thinking
               && !qb_play_session_get_hint (session, NULL, NULL));
  set_enabled (self, "computer.move-now", self->move_now_button, thinking >= 0);
  set_enabled (self, "computer.stop", self->stop_button, thinking >= 0);
  set_enabled (self, "computer.resume", self->resume_button, paused);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "computer.take-over",
                                 qb_play_session_can_hint (session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "computer.resign",
                                 qb_play_session_get_resigning_side (session) >= 0);

  if (thinking >= 0)
    {
      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress),
                                     qb_play_session_get_thinking_progress (session));
      set_status (self, g_strdup_printf (
        /* Translators: %1$s is a side (British, French), %2$s the
         * computer's level (Easy, Medium, Hard). */
        _("The computer (%1$s, %2$s) is thinking…"),
        qb_ui_side_name (thinking), qb_ui_computer_level (qb_play_session_get_seat (session, thinking))));
    }
  else if (paused && !qb_game_is_over (game))
    {
      /* A stopped computer leaves the game waiting: the strip says so,
       * and how to go on, whenever it is the computer's turn. */
      if (qb_play_session_is_computer_turn (session))
        {
          int side = qb_game_get_decider (game);

          set_status (self, g_strdup_printf (
            /* Translators: %1$s is a side (British, French), %2$s the
             * computer's level (Easy, Medium, Hard). */
            _("The computer (%1$s, %2$s) is stopped on its turn."),
            qb_ui_side_name (side), qb_ui_computer_level (qb_play_session_get_seat (session, side))));
        }
      else
        set_status (self, g_strdup (_("The computer is stopped: it plays again when resumed.")));
    }
  else if (hint_thinking)
    set_status (self, g_strdup (_("Looking for a hint…")));
  else if (qb_play_session_get_hint (session, &hint, &chance))
    {
      g_autofree char *action = qb_action_text (qb_play_session_get_view (session), hint);

      if (chance >= 0.0)
        set_status (self, g_strdup_printf (
          /* Translators: %1$s is an action in words, %2$d a percentage;
           * “%%” is the percent sign. */
          _("Hint: %1$s (chance to win about %2$d%%)"), action, (int) (chance * 100.0 + 0.5)));
      else
        set_status (self, g_strdup_printf (_("Hint: %s"), action));
    }
  else if (qb_play_session_get_person_side (session) >= 0 && !qb_game_is_over (game))
    {
      int other = 1 - qb_play_session_get_person_side (session);

      set_status (self, qb_ui_seat_text (other, qb_play_session_get_seat (session, other)));
    }
  else if (!computer && !qb_game_is_over (game))
    set_status (self, g_strdup (_("Two people play at this screen; the computer can still give a hint.")));
  else
    set_status (self, NULL);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbComputerBar *self = QB_COMPUTER_BAR (widget);

  if (self->session != NULL)
    qb_play_session_request_hint (self->session, QB_LEVEL_MEDIUM);
}

static void
move_now_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  QbComputerBar *self = QB_COMPUTER_BAR (widget);

  if (self->session != NULL)
    qb_play_session_move_now (self->session);
}

/* The computer stops thinking and plays nothing until resumed. */
static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbComputerBar *self = QB_COMPUTER_BAR (widget);

  if (self->session != NULL)
    qb_play_session_set_computer_paused (self->session, TRUE);
}

static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  QbComputerBar *self = QB_COMPUTER_BAR (widget);

  if (self->session != NULL)
    qb_play_session_set_computer_paused (self->session, FALSE);
}

/* The person at the screen hands their side to the computer (Medium). */
static void
take_over_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  QbComputerBar *self = QB_COMPUTER_BAR (widget);
  int side;

  if (self->session == NULL || !qb_play_session_can_hint (self->session))
    return;
  side = qb_play_session_get_viewer (self->session);
  qb_play_session_set_seat (self->session, side, QB_LEVEL_MEDIUM);
}

static void
resign_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    QbComputerBar    *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "resign") != 0 || self->session == NULL)
    return;
  if (!qb_play_session_resign (self->session, &error))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
}

/* Giving up is final: asked first, with the winner named. */
static void
resign_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  QbComputerBar *self = QB_COMPUTER_BAR (widget);
  GtkWidget *dialog;
  int side;

  if (self->session == NULL || (side = qb_play_session_get_resigning_side (self->session)) < 0)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("Resign the Game?"),
                                   side == QB_BRITISH
                                   ? _("The French win by resignation. The game cannot go on afterwards.")
                                   : _("The British win by resignation. The game cannot go on afterwards."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "resign", _("_Resign"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resign",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The computer's moves keep the pace of the move animation, so that each
 * can be seen. */
static void
delay_changed_cb (QbComputerBar *self)
{
  g_autofree char *speed = g_settings_get_string (self->settings, "animation-speed");
  guint delay = g_str_equal (speed, "off") ? 150
    : g_str_equal (speed, "fast") ? 400
    : g_str_equal (speed, "slow") ? 1500 : 800;

  if (self->session != NULL)
    qb_play_session_set_computer_delay (self->session, delay);
}

void
qb_computer_bar_set_session (QbComputerBar *self,
                             QbPlaySession *session)
{
  g_return_if_fail (QB_IS_COMPUTER_BAR (self));
  g_return_if_fail (session == NULL || QB_IS_PLAY_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    {
      static const char *const props[] = {
        "notify::thinking-side", "notify::thinking-progress", "notify::hint",
        "notify::hint-thinking", "notify::computer-paused", "changed",
      };

      for (guint i = 0; i < G_N_ELEMENTS (props); i++)
        g_signal_connect_object (session, props[i], G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      delay_changed_cb (self);
    }
  update (self);
}

/**
 * qb_computer_bar_seats_text:
 *
 * Returns: (nullable): who plays each side, "British: a person · French:
 *   computer, Hard", when the computer plays either; else %NULL
 */
char *
qb_computer_bar_seats_text (QbPlaySession *session)
{
  g_autofree char *british = NULL;
  g_autofree char *french = NULL;

  if (session == NULL || qb_play_session_get_game (session) == NULL
      || (qb_play_session_get_seat (session, QB_BRITISH) == QB_PLAYER_PERSON
          && qb_play_session_get_seat (session, QB_FRENCH) == QB_PLAYER_PERSON))
    return NULL;
  british = qb_ui_seat_text (QB_BRITISH, qb_play_session_get_seat (session, QB_BRITISH));
  french = qb_ui_seat_text (QB_FRENCH, qb_play_session_get_seat (session, QB_FRENCH));
  return g_strdup_printf ("%s · %s", british, french);
}

const char *
qb_computer_bar_get_status_text (QbComputerBar *self)
{
  g_return_val_if_fail (QB_IS_COMPUTER_BAR (self), NULL);
  return self->status;
}

static void
qb_computer_bar_dispose (GObject *object)
{
  QbComputerBar *self = QB_COMPUTER_BAR (object);
  GtkWidget *child;

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (qb_computer_bar_parent_class)->dispose (object);
}

static void
qb_computer_bar_finalize (GObject *object)
{
  QbComputerBar *self = QB_COMPUTER_BAR (object);

  g_free (self->status);
  G_OBJECT_CLASS (qb_computer_bar_parent_class)->finalize (object);
}

static void
qb_computer_bar_class_init (QbComputerBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_computer_bar_dispose;
  object_class->finalize = qb_computer_bar_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "computerbar");
  gtk_widget_class_install_action (widget_class, "computer.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "computer.move-now", NULL, move_now_action);
  gtk_widget_class_install_action (widget_class, "computer.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "computer.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "computer.take-over", NULL, take_over_action);
  gtk_widget_class_install_action (widget_class, "computer.resign", NULL, resign_action);
}

static void
qb_computer_bar_init (QbComputerBar *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *shortcuts;
  g_autoptr(GMenu) menu = g_menu_new ();

  self->status = g_strdup ("");
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (widget)),
                                  GTK_ORIENTATION_HORIZONTAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (widget)), 6);
  gtk_widget_add_css_class (widget, "toolbar");

  self->spinner = gtk_spinner_new ();
  gtk_widget_set_parent (self->spinner, widget);

  self->status_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->status_label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (self->status_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (self->status_label, TRUE);
  gtk_widget_set_parent (self->status_label, widget);

  self->progress = gtk_progress_bar_new ();
  gtk_widget_set_valign (self->progress, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (self->progress, 120, -1);
  gtk_widget_set_parent (self->progress, widget);
  qb_ui_a11y_set_label (self->progress, _("The computer's progress"));

  /* The buttons call the strip's actions when clicked, and update() sets
   * their sensitivity with the actions' enabled state: a button given the
   * action's name kept the state it found first (seen with GTK 4.8 in the
   * Play page), so that Move Now stayed greyed out while the computer
   * thought. */
  self->move_now_button = gtk_button_new_with_mnemonic (_("_Move Now"));
  gtk_widget_set_tooltip_text (self->move_now_button,
                               _("Stop thinking and make the best move found so far"));
  gtk_widget_set_parent (self->move_now_button, widget);
  g_object_set_data (G_OBJECT (self->move_now_button), "qb-action", (gpointer) "computer.move-now");
  g_signal_connect (self->move_now_button, "clicked", G_CALLBACK (button_clicked_cb), NULL);

  self->stop_button = gtk_button_new_with_mnemonic (_("_Stop"));
  gtk_widget_set_tooltip_text (self->stop_button,
                               _("Stop the computer without a move: it waits until you resume it"));
  gtk_widget_set_parent (self->stop_button, widget);
  g_object_set_data (G_OBJECT (self->stop_button), "qb-action", (gpointer) "computer.stop");
  g_signal_connect (self->stop_button, "clicked", G_CALLBACK (button_clicked_cb), NULL);

  self->resume_button = gtk_button_new_with_mnemonic (_("_Resume"));
  gtk_widget_set_tooltip_text (self->resume_button, _("Let the computer play again"));
  gtk_widget_add_css_class (self->resume_button, "suggested-action");
  gtk_widget_set_parent (self->resume_button, widget);
  g_object_set_data (G_OBJECT (self->resume_button), "qb-action", (gpointer) "computer.resume");
  g_signal_connect (self->resume_button, "clicked", G_CALLBACK (button_clicked_cb), NULL);

  self->hint_button = gtk_button_new_with_mnemonic (_("_Hint"));
  gtk_widget_set_tooltip_text (self->hint_button,
                               _("What would the computer do in your place? (Ctrl+H)"));
  gtk_widget_set_parent (self->hint_button, widget);
  g_object_set_data (G_OBJECT (self->hint_button), "qb-action", (gpointer) "computer.hint");
  g_signal_connect (self->hint_button, "clicked", G_CALLBACK (button_clicked_cb), NULL);

  g_menu_append (menu, _("Let the _Computer Play This Side"), "computer.take-over");
  g_menu_append (menu, _("_Resign…"), "computer.resign");
  self->menu_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->menu_button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->menu_button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (self->menu_button, _("Players"));
  gtk_widget_set_parent (self->menu_button, widget);

  /* Ctrl+H from anywhere in the window. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_h, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("computer.hint")));
  gtk_widget_add_controller (widget, shortcuts);

  self->settings = qb_application_settings_new ();
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (delay_changed_cb), self, G_CONNECT_SWAPPED);
  update (self);
}
