/* qb-window.c: the main window: header bar, views, the hand-over curtain,
 * undo, autosave, the unfinished games, rule links and the game's
 * actions. Its files and the question before replacing or closing an
 * unsaved game are in qb-window-files.c. */
#include <glib/gi18n.h>

#include "qb-ui-style.h"
#include "qb-ui-a11y.h"

#include "qb-application.h"
#include "qb-autosave.h"
#include "qb-autosave-library.h"
#include "qb-autosave-list.h"
#include "qb-game.h"
#include "qb-new-game-dialog.h"
#include "qb-play-session.h"
#include "qb-play-view.h"
#include "qb-record.h"
#include "qb-replay-view.h"
#include "qb-rules-book.h"
#include "qb-rules-export.h"
#include "qb-rules-view.h"
#include "qb-ui-names.h"
#include "qb-window.h"
#include "qb-window-private.h"

G_DEFINE_FINAL_TYPE (QbWindow, qb_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_actions (QbWindow *self);

QbWindow *
qb_window_new (QbApplication *app)
{
  return g_object_new (QB_TYPE_WINDOW, "application", app, NULL);
}

QbGame *
qb_window_get_game (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), NULL);
  return self->game;
}

QbPlayView *
qb_window_get_play_view (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), NULL);
  return self->play_view;
}

QbRulesView *
qb_window_get_rules_view (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), NULL);
  return self->rules_view;
}

QbReplayView *
qb_window_get_replay_view (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), NULL);
  return self->replay_view;
}

gboolean
qb_window_is_curtain_up (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->root_stack), "curtain") == 0;
}

void
qb_window_toast (QbWindow   *self,
                 const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
  qb_ui_a11y_name_toasts (GTK_WIDGET (self->toast_overlay));
}

static void
game_changed_cb (QbWindow *self)
{
  self->dirty = TRUE;
  qb_window_update_title (self);
  update_actions (self);
}

/* An error in a dialog of its own, with a Close button. */
void
qb_window_show_error (QbWindow   *self,
                      const char *heading,
                      const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Shows `game`. A resumed game (`resume_path`, an autosave) is written
 * back to its own autosave, which this window takes over; any other gets
 * a file of its own (qb_autosave_set_game()). The previous game's
 * autosave stays, to be offered at the next start, unless the player
 * discarded it. Returns FALSE, with the game not shown, if another window
 * follows the resumed game. */
gboolean
qb_window_set_game (QbWindow   *self,
                    QbGame     *game,
                    gboolean    hide_information,
                    GFile      *file,
                    const char *resume_path)
{
  g_autoptr(GError) error = NULL;

  if (resume_path != NULL && !qb_autosave_resume_game (self->autosave, game, resume_path, &error))
    {
      qb_window_show_error (self, _("Could Not Resume the Game"), error->message);
      qb_autosave_list_refresh (self->autosaves);
      return FALSE;
    }
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  self->dirty = resume_path != NULL;   /* a resumed game is in no file */
  self->game_close_confirmed = FALSE;
  if (game != NULL)
    self->changed_id = g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb),
                                                self, G_CONNECT_SWAPPED);
  if (resume_path == NULL)
    qb_autosave_set_game (self->autosave, game);
  qb_play_session_set_game (qb_play_view_get_session (self->play_view), game, hide_information);
  adw_view_stack_set_visible_child_name (self->view_stack, "play");
  qb_window_update_title (self);
  update_actions (self);
  return TRUE;
}

/**
 * qb_window_start_game:
 * @hide_information: hot-seat play; kept in the game's record, so that
 *   the game resumes or opens the same way
 *
 * Shows a new game, after asking about an unsaved game in progress.
 */
void
qb_window_start_game (QbWindow *self,
                      QbGame   *game,
                      gboolean  hide_information)
{
  g_return_if_fail (QB_IS_WINDOW (self));
  g_return_if_fail (QB_IS_GAME (game));

  qb_record_set_hide_information (qb_game_get_record (game), hide_information);
  qb_window_replace_game (self, game, hide_information, NULL, NULL);
}

void
qb_window_update_title (QbWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->game == NULL)
    title = g_strdup (_("Quebec 1759"));
  else if (self->file != NULL)
    {
      g_autofree char *base = g_file_get_basename (self->file);
      title = self->dirty ? g_strdup_printf ("• %s", base) : g_strdup (base);
    }
  else
    title = g_strdup (self->dirty ? _("• Unsaved Game") : _("New Game"));

  if (self->game != NULL)
    {
      QbRecord *record = qb_game_get_record (self->game);
      const char *british = qb_record_get_player_name (record, QB_BRITISH);
      const char *french = qb_record_get_player_name (record, QB_FRENCH);
      if (british != NULL && *british && french != NULL && *french)
        /* Translators: the two player names: British against French */
        subtitle = g_strdup_printf (_("%s against %s"), british, french);
      /* Against the computer, who plays which side. */
      else if (qb_record_has_computer (record))
        {
          guint at = qb_record_get_n_actions (record);
          g_autofree char *b = qb_ui_seat_text (QB_BRITISH, qb_record_get_seat (record, QB_BRITISH, at));
          g_autofree char *f = qb_ui_seat_text (QB_FRENCH, qb_record_get_seat (record, QB_FRENCH, at));

          subtitle = g_strdup_printf ("%s · %s", b, f);
        }
    }
  adw_view_switcher_title_set_title (self->switcher_title, title);
  adw_view_switcher_title_set_subtitle (self->switcher_title, subtitle ? subtitle : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* Whether the Editor page is the one shown: Undo and Redo are then its. */
static gboolean
qb_window_editor_shown (QbWindow *self)
{
  return g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "editor") == 0;
}

static void
update_actions (QbWindow *self)
{
  gboolean has_game = self->game != NULL;
  gboolean curtain = qb_window_is_curtain_up (self);
  QbEditorSession *editor = qb_editor_view_get_session (self->editor_view);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", has_game && !curtain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", has_game && !curtain);
  /* The Play page's board as its player sees it: not behind the curtain. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-board-image",
                                 has_game && !curtain
                                 && g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "play") == 0
                                 && qb_play_session_get_curtain_side (qb_play_view_get_session (self->play_view)) < 0);
  if (qb_window_editor_shown (self) && !curtain)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", qb_editor_session_get_can_undo (editor));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", qb_editor_session_get_can_redo (editor));
    }
  else
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                     has_game && !curtain
                                     && qb_play_session_get_can_undo (qb_play_view_get_session (self->play_view)));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                     has_game && !curtain
                                     && qb_play_session_get_can_redo (qb_play_view_get_session (self->play_view)));
    }
  /* A Redo button that can do nothing any more (a new step, the curtain)
   * goes with its toast. */
  if (self->undo_toast != NULL
      && !(has_game && !curtain && qb_play_session_get_can_redo (qb_play_view_get_session (self->play_view))))
    adw_toast_dismiss (self->undo_toast);
  /* Only a finished game: replaying one in progress would show each player
   * what the other must not see. */
  /* Without a record the action says so in a toast. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.edit-replay-position", !curtain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.open-in-replay",
                                 has_game && !curtain && qb_game_is_over (self->game));
  /* The curtain covers the whole window: F1 and Alt+1..4 would switch the
   * page behind it, where nobody sees, and the curtain would drop. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.rules", !curtain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.view-play", !curtain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.view-editor", !curtain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.view-replay", !curtain);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.view-rules", !curtain);
}

/* ---- The curtain --------------------------------------------------------- */

/* The Play page's curtain (its session's) covers the window while the Play
 * page is the one shown (it rises there, after an action, or when a game
 * is opened, which shows the Play page); the Replay page's when a player
 * asks for a side's view of an unfinished hidden game there. */
static void
curtain_changed_cb (QbWindow *self)
{
  int play_side = qb_play_session_get_curtain_side (qb_play_view_get_session (self->play_view));
  int replay_side = qb_replay_view_get_curtain_side (self->replay_view);
  gboolean on_play = g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "play") == 0;
  int side = -1;
  QbRecord *record = NULL;

  self->replay_curtain = FALSE;
  if ((play_side == QB_BRITISH || play_side == QB_FRENCH) && on_play)
    {
      side = play_side;
      record = self->game != NULL ? qb_game_get_record (self->game) : NULL;
    }
  else if (replay_side == QB_BRITISH || replay_side == QB_FRENCH)
    {
      side = replay_side;
      record = qb_replay_view_get_record (self->replay_view);
      self->replay_curtain = TRUE;
    }

  if (side == QB_BRITISH || side == QB_FRENCH)
    {
      g_autofree char *title = side == QB_BRITISH
        ? g_strdup (_("Pass to the British Player"))
        : g_strdup (_("Pass to the French Player"));
      const char *name = record != NULL ? qb_record_get_player_name (record, side) : NULL;
      g_autofree char *description = name != NULL && *name
        /* Translators: %s is a player's name */
        ? g_strdup_printf (_("%s, press Continue when the other player cannot see the screen."), name)
        : g_strdup (_("Press Continue when the other player cannot see the screen."));
      const char *notice = self->replay_curtain ? NULL
        : qb_play_session_get_notice (qb_play_view_get_session (self->play_view));

      /* What the last step did that both players know (a quiet move) is
       * said on the curtain too: the player who took it sees it there. */
      if (notice != NULL)
        {
          char *both = g_strconcat (notice, "\n\n", description, NULL);

          g_free (description);
          description = both;
        }

      adw_status_page_set_title (self->curtain_page, title);
      adw_status_page_set_description (self->curtain_page, description);
      /* Asking for a side's replay was a choice: it can be taken back. */
      gtk_widget_set_visible (self->curtain_cancel_button, self->replay_curtain);
      gtk_stack_set_visible_child_name (self->root_stack, "curtain");
      gtk_widget_grab_focus (GTK_WIDGET (self->curtain_button));
    }
  else
    gtk_stack_set_visible_child_name (self->root_stack, "main");
  update_actions (self);
}

/* Whoever the curtain was lifted for is at the screen now: neither page may
 * keep showing the other side's hidden blocks. */
static void
lift_curtain_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  QbPlaySession *session = qb_play_view_get_session (self->play_view);

  if (!qb_window_is_curtain_up (self))
    return;
  if (self->replay_curtain)
    {
      int side = qb_replay_view_get_curtain_side (self->replay_view);
      qb_replay_view_lift_curtain (self->replay_view);
      qb_play_session_hand_over (session, side);
    }
  else
    {
      int side = qb_play_session_get_curtain_side (session);
      qb_play_session_lift_curtain (session);
      qb_replay_view_hand_over (self->replay_view, side);
    }
}

static void
cancel_curtain_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);

  if (self->replay_curtain)
    qb_replay_view_cancel_curtain (self->replay_view);
}

/* ---- New game, undo, autosave ------------------------------------------- */

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GtkWindow *dialog = qb_new_game_dialog_new (GTK_WINDOW (self),
                                              qb_application_get_settings (QB_APPLICATION (app)));

  g_signal_connect_object (dialog, "game-chosen", G_CALLBACK (qb_window_start_game), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (dialog);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (qb_window_editor_shown (self))
    {
      qb_editor_session_undo (qb_editor_view_get_session (self->editor_view));
      return;
    }
  if (self->game == NULL)
    return;
  if (!qb_play_session_undo (qb_play_view_get_session (self->play_view), &error))
    {
      if (error != NULL)
        qb_window_toast (self, error->message);
      return;
    }
  qb_window_show_undo_toast (self);
}

static void
undo_toast_dismissed_cb (AdwToast *toast,
                         QbWindow *self)
{
  if (self->undo_toast == toast)
    self->undo_toast = NULL;
}

/* One toast for a run of undos: each undo replaces the last one's, so
 * the player is not left with a pile of Redo buttons. */
void
qb_window_show_undo_toast (QbWindow *self)
{
  AdwToast *toast;

  g_return_if_fail (QB_IS_WINDOW (self));

  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  /* Against the computer, its reply went with the person's step. */
  toast = adw_toast_new (self->game != NULL && !qb_window_editor_shown (self)
                         && qb_play_session_get_undone_steps (qb_play_view_get_session (self->play_view)) > 1
                         ? _("Your step and the computer’s reply undone") : _("Step undone"));
  adw_toast_set_button_label (toast, _("Redo"));
  adw_toast_set_action_name (toast, "win.redo");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (undo_toast_dismissed_cb), self, 0);
  self->undo_toast = toast;
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  qb_ui_a11y_name_toasts (GTK_WIDGET (self->toast_overlay));
}

AdwToast *
qb_window_get_undo_toast (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), NULL);
  return self->undo_toast;
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (qb_window_editor_shown (self))
    {
      qb_editor_session_redo (qb_editor_view_get_session (self->editor_view));
      return;
    }
  if (self->game != NULL && !qb_play_session_redo (qb_play_view_get_session (self->play_view), &error)
      && error != NULL)
    qb_window_toast (self, error->message);
}

/* ---- The unfinished games --------------------------------------------- */

static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  const char *path = g_variant_get_string (param, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = qb_record_load_from_file (file, &error);
  g_autoptr(QbGame) game = NULL;

  if (record != NULL)
    game = qb_game_new_from_record (record, &error);
  if (game == NULL)
    {
      qb_window_show_error (self, _("Could Not Resume the Game"), error->message);
      return;
    }
  /* Shown as it was played: hidden or open (the record keeps which). */
  qb_window_replace_game (self, game, qb_record_get_hide_information (record), NULL, path);
}

static void
delete_autosave_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  QbAutosaveEntry *entry = qb_autosave_list_find (self->autosaves,
                                                  g_variant_get_string (param, NULL));
  g_autoptr(GError) error = NULL;

  if (entry != NULL && !qb_autosave_list_delete (self->autosaves, entry, &error))
    {
      qb_window_show_error (self, _("Could Not Delete the Game"), error->message);
      qb_autosave_list_refresh (self->autosaves);
    }
}

/**
 * qb_window_get_autosaves:
 *
 * Returns: (transfer none): the unfinished games the start page offers
 */
QbAutosaveList *
qb_window_get_autosaves (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), NULL);
  return self->autosaves;
}

/**
 * qb_window_get_autosave:
 *
 * Returns: (transfer none): the autosave of the game shown
 */
QbAutosave *
qb_window_get_autosave (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), NULL);
  return self->autosave;
}

/* The banner stays until a save succeeds: a game is never believed kept
 * while it is not. The autosave tries again at every change. */
static void
autosave_failed_cb (QbWindow     *self,
                    const GError *error)
{
  /* Translators: %s is why (a file and the system's reason). */
  g_autofree char *text = g_strdup_printf (_("Autosave failed: %s. The game is not kept — save it with Ctrl+S."),
                                           error->message);

  gtk_label_set_text (self->autosave_banner_label, text);
  gtk_label_set_text (self->curtain_autosave_banner_label, text);
  gtk_widget_set_visible (self->autosave_banner, TRUE);
  gtk_widget_set_visible (self->curtain_autosave_banner, TRUE);
}

static void
autosave_saved_cb (QbWindow *self)
{
  gtk_widget_set_visible (self->autosave_banner, FALSE);
  gtk_widget_set_visible (self->curtain_autosave_banner, FALSE);
}

/**
 * qb_window_get_autosave_warning:
 *
 * Returns: (nullable): the text of the failed-autosave banner while it is
 *   shown
 */
const char *
qb_window_get_autosave_warning (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), NULL);
  return gtk_widget_get_visible (self->autosave_banner)
         ? gtk_label_get_text (self->autosave_banner_label) : NULL;
}

static void
toast_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  qb_window_toast (QB_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
show_view_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  const char *name = strrchr (action_name, '-') + 1;   /* win.view-NAME */
  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  adw_view_stack_set_visible_child_name (self->view_stack, "rules");
}

/* The edition of the game a rule link comes from: the record on the
 * Replay page when the link is there, else the game in play; NULL when
 * there is neither. */
static const char *
link_edition (QbWindow *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->view_stack);
  QbRecord *record = NULL;
  QbOptions options;

  if (g_strcmp0 (page, "replay") == 0)
    record = qb_replay_view_get_record (self->replay_view);
  else if (self->game != NULL)
    record = qb_game_get_record (self->game);
  if (record == NULL)
    return NULL;
  qb_record_get_options (record, &options);
  return options.edition == QB_EDITION_CLASSIC ? "classic" : "revised";
}

static void
rule_activated_cb (QbWindow   *self,
                   const char *section)
{
  /* A rule number in the log: open its section, highlighted, in the
   * rules of the game's edition. */
  qb_rules_view_show_rule (self->rules_view, QB_RULES_GAME_QUEBEC1759, link_edition (self), section);
  adw_view_stack_set_visible_child_name (self->view_stack, "rules");
}

/* A problem's rule link in the editor: the rules of the draft's edition. */
static void
editor_rule_cb (QbWindow   *self,
                const char *section)
{
  QbOptions options;

  qb_scenario_get_options (qb_editor_session_get_draft (qb_editor_view_get_session (self->editor_view)),
                           &options);
  qb_rules_view_show_rule (self->rules_view, QB_RULES_GAME_QUEBEC1759,
                           options.edition == QB_EDITION_CLASSIC ? "classic" : "revised", section);
  adw_view_stack_set_visible_child_name (self->view_stack, "rules");
}

/* "Start a Game" in the editor: a deployment goes to the New Game dialog,
 * chosen there, so that the players still name themselves and choose
 * hiding; a position starts at once, hidden as the settings say. */
static void
editor_start_game_cb (QbWindow   *self,
                      QbScenario *scenario)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings = app != NULL ? qb_application_get_settings (QB_APPLICATION (app)) : NULL;

  if (qb_scenario_get_kind (scenario) == QB_SCENARIO_DEPLOYMENT && settings != NULL)
    {
      GtkWindow *dialog = qb_new_game_dialog_new (GTK_WINDOW (self), settings);

      qb_new_game_dialog_set_deployment (QB_NEW_GAME_DIALOG (dialog), scenario);
      g_signal_connect_object (dialog, "game-chosen", G_CALLBACK (qb_window_start_game), self,
                               G_CONNECT_SWAPPED);
      gtk_window_present (dialog);
    }
  else
    {
      g_autoptr(GError) error = NULL;
      guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();
      g_autoptr(QbGame) game = qb_game_new_from_scenario (scenario, seed, &error);

      if (game == NULL)
        {
          qb_window_show_error (self, _("Could Not Start the Game"), error->message);
          return;
        }
      qb_window_start_game (self, game,
                            settings != NULL ? g_settings_get_boolean (settings, "hide-information") : TRUE);
    }
}

/* The Replay page's position as a scenario in the editor; only a view
 * that knows every block (Both Sides), so nothing hidden is shown. */
static void
edit_replay_position_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  QbReplaySession *replay = qb_replay_view_get_session (self->replay_view);
  const QbView *view = qb_replay_session_get_view (replay);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = NULL;

  if (qb_replay_view_get_record (self->replay_view) == NULL || view == NULL)
    {
      qb_window_toast (self, _("Open a game in Replay first: its position there goes to the editor."));
      return;
    }
  scenario = qb_editor_scenario_from_view (view, &error);
  if (scenario == NULL)
    {
      qb_window_toast (self, error->message);
      return;
    }
  adw_view_stack_set_visible_child_name (self->view_stack, "editor");
  qb_editor_view_edit (self->editor_view, scenario, NULL);
}

static void
editor_close_confirmed_cb (QbWindow *self)
{
  self->editor_close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, qb_window_close_confirmed_idle,
                   g_object_ref (self), g_object_unref);
}

gboolean
qb_window_open_rules_link (QbWindow   *self,
                           const char *link)
{
  g_autofree char *game = NULL, *language = NULL, *edition = NULL, *section = NULL;

  g_return_val_if_fail (QB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (link != NULL, FALSE);

  if (!qb_rules_link_parse (link, &game, &language, &edition, &section)
      || (game != NULL && qb_rules_book_get_languages_for_game (game) == NULL))
    {
      qb_window_toast (self, _("This rules link cannot be read"));
      return FALSE;
    }
  if (game != NULL)
    qb_rules_view_set_game (self->rules_view, game);
  if (language != NULL && qb_rules_book_get_for_game (qb_rules_view_get_game (self->rules_view),
                                                      language) != NULL)
    qb_rules_view_set_language (self->rules_view, language);
  if (!qb_rules_view_show_rule (self->rules_view, NULL, edition, section))
    {
      qb_window_toast (self, _("This rules link cannot be read"));
      return FALSE;
    }
  adw_view_stack_set_visible_child_name (self->view_stack, "rules");
  return TRUE;
}

static void
show_rule_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  rule_activated_cb (QB_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* ---- Window life ----------------------------------------------------------- */

/* Closes the window from an idle, once a dialog's response is over. */
gboolean
qb_window_close_confirmed_idle (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
unsaved_notes_response_cb (AdwMessageDialog *dialog,
                           const char       *response,
                           QbWindow         *self)
{
  /* Close once the dialog has finished its response and gone: closing
   * the window from inside the response would destroy the dialog (it is
   * transient for the window) while it is still emitting. */
  if (g_str_equal (response, "discard"))
    {
      self->close_confirmed = TRUE;
      g_idle_add_full (G_PRIORITY_DEFAULT, qb_window_close_confirmed_idle,
                       g_object_ref (self), g_object_unref);
    }
  else if (g_str_equal (response, "save"))
    {
      adw_view_stack_set_visible_child_name (self->view_stack, "replay");
      gtk_widget_activate_action (GTK_WIDGET (self->replay_view), "replay.save", NULL);
    }
}

static gboolean
confirm_unsaved_notes (QbWindow *self)
{
  GtkWidget *dialog;

  if (self->close_confirmed || !qb_replay_view_get_dirty (self->replay_view))
    return FALSE;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save the Replay Notes?"),
                                   _("The notes written on the replay are not saved yet. Discarded notes cannot be brought back."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (unsaved_notes_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static gboolean
qb_window_close_request (GtkWindow *window)
{
  QbWindow *self = QB_WINDOW (window);
  GtkApplication *app = gtk_window_get_application (window);

  /* A finished game in no file is offered for saving (its replay notes
   * go with it); a game in progress stays in its autosave. */
  if (!self->game_close_confirmed && qb_window_game_is_unsaved (self) && qb_game_is_over (self->game))
    {
      qb_window_ask_about_unsaved_game (self, QB_WINDOW_PENDING_CLOSE);
      return TRUE;
    }
  if (confirm_unsaved_notes (self))
    return TRUE;
  if (!self->editor_close_confirmed && qb_editor_view_ask_before_close (self->editor_view))
    {
      adw_view_stack_set_visible_child_name (self->view_stack, "editor");
      return TRUE;
    }

  if (app != NULL)
    {
      GSettings *settings = qb_application_get_settings (QB_APPLICATION (app));
      int width, height;
      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
      g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
    }
  /* The game in progress stays in the autosave; a finished game does not
   * need to be offered again. */
  if (self->game != NULL && qb_game_is_over (self->game))
    qb_autosave_clear (self->autosave, NULL);
  return GTK_WINDOW_CLASS (qb_window_parent_class)->close_request (window);
}

static void
qb_window_constructed (GObject *object)
{
  QbWindow *self = QB_WINDOW (object);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  G_OBJECT_CLASS (qb_window_parent_class)->constructed (object);

  if (app != NULL)
    {
      GSettings *settings = qb_application_get_settings (QB_APPLICATION (app));
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (settings, "window-width"),
                                   g_settings_get_int (settings, "window-height"));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  qb_play_view_add_start_child (self->play_view, qb_autosave_library_new (self->autosaves));
}

static void
qb_window_dispose (GObject *object)
{
  QbWindow *self = QB_WINDOW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->autosave);
  g_clear_object (&self->autosaves);
  qb_window_pending_clear (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_WINDOW);
  G_OBJECT_CLASS (qb_window_parent_class)->dispose (object);
}

static void
qb_window_class_init (QbWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = qb_window_constructed;
  object_class->dispose = qb_window_dispose;
  window_class->close_request = qb_window_close_request;

  g_type_ensure (QB_TYPE_PLAY_VIEW);
  g_type_ensure (QB_TYPE_RULES_VIEW);
  g_type_ensure (QB_TYPE_REPLAY_VIEW);
  g_type_ensure (QB_TYPE_EDITOR_VIEW);
  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QbWindow, root_stack);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, play_view);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, rules_view);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, replay_view);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, editor_view);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, curtain_page);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, curtain_button);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, curtain_cancel_button);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, autosave_banner);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, autosave_banner_label);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, curtain_autosave_banner);
  gtk_widget_class_bind_template_child (widget_class, QbWindow, curtain_autosave_banner_label);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  qb_window_install_file_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.resume", "s", resume_action);
  gtk_widget_class_install_action (widget_class, "win.delete-autosave", "s", delete_autosave_action);
  gtk_widget_class_install_action (widget_class, "win.lift-curtain", NULL, lift_curtain_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-curtain", NULL, cancel_curtain_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.toast", "s", toast_action);
  gtk_widget_class_install_action (widget_class, "win.show-rule", "s", show_rule_action);
  gtk_widget_class_install_action (widget_class, "win.view-play", NULL, show_view_action);
  gtk_widget_class_install_action (widget_class, "win.view-editor", NULL, show_view_action);
  gtk_widget_class_install_action (widget_class, "win.edit-replay-position", NULL, edit_replay_position_action);
  gtk_widget_class_install_action (widget_class, "win.view-replay", NULL, show_view_action);
  gtk_widget_class_install_action (widget_class, "win.view-rules", NULL, show_view_action);
}

/* "Open the Original Game" on the Replay page of a what-if game: the
 * original, at the moment the fork branched from. */
static void
replay_open_original_cb (QbWindow *self,
                         GFile    *file,
                         guint     at)
{
  qb_window_open_replay_file_at (self, file, at);
}

static void
qb_window_init (QbWindow *self)
{
  self->replay_at = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  qb_ui_a11y_name_controls (GTK_WIDGET (self));

  self->autosave = qb_autosave_new_in_dir (NULL);
  self->autosaves = qb_autosave_list_new (NULL);
  g_signal_connect_object (self->autosave, "failed",
                           G_CALLBACK (autosave_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->autosave, "saved",
                           G_CALLBACK (autosave_saved_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (qb_play_view_get_session (self->play_view), "notify::curtain-side",
                           G_CALLBACK (curtain_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "notify::curtain-side",
                           G_CALLBACK (curtain_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view_stack, "notify::visible-child-name",
                           G_CALLBACK (curtain_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (qb_play_view_get_session (self->play_view), "notify::can-undo",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (qb_play_view_get_session (self->play_view), "notify::can-redo",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->play_view, "rule-activated",
                           G_CALLBACK (rule_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->editor_view, "rule-activated",
                           G_CALLBACK (editor_rule_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->editor_view, "start-game",
                           G_CALLBACK (editor_start_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->editor_view, "close-confirmed",
                           G_CALLBACK (editor_close_confirmed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view_stack, "notify::visible-child-name",
                           G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  {
    QbEditorSession *editor = qb_editor_view_get_session (self->editor_view);

    g_signal_connect_object (editor, "notify::can-undo", G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
    g_signal_connect_object (editor, "notify::can-redo", G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  }
  /* "Continue From Here": a what-if game, started as New Game starts one. */
  g_signal_connect_object (self->replay_view, "game-forked",
                           G_CALLBACK (qb_window_start_game), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay_view, "open-original",
                           G_CALLBACK (replay_open_original_cb), self, G_CONNECT_SWAPPED);
  qb_window_update_title (self);
  update_actions (self);
}
