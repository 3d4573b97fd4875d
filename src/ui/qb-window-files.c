/* qb-window-files.c: QbWindow's files: Open, Save and Save As, the file
 * choosers, the threaded load, the Replay page's files, and the question
 * before replacing or closing an unsaved game. */
#include <glib/gi18n.h>

#include "qb-board-export.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-record.h"
#include "qb-replay-view.h"
#include "qb-window.h"
#include "qb-window-private.h"

typedef void (*FileChosenFunc) (QbWindow *self,
                                GFile    *file);

static void choose_game_file (QbWindow             *self,
                              GtkFileChooserAction  action,
                              const char           *title,
                              FileChosenFunc        chosen);
static void pending_saved (QbWindow *self,
                           gboolean  saved);

/* ---- Files ----------------------------------------------------------------- */

static GtkFileFilter *
game_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Quebec 1759 Games"));
  gtk_file_filter_add_pattern (filter, "*.q1759");
  gtk_file_filter_add_mime_type (filter, "application/x-quebec1759-game");
  return filter;
}

static void
show_open_error (QbWindow     *self,
                 GFile        *file,
                 const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  /* Translators: %s is a file name */
  g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

  qb_window_show_error (self, heading, error->message);
}

/* ---- Loading files ------------------------------------------------------ */

/* Files are read and checked in a thread, so that a slow disk or a long
 * record never freezes the window. The latest request wins: opening
 * another file cancels the one still loading. */
typedef struct
{
  GFile *file;
  gboolean with_game;         /* also replay the record into a QbGame */
} LoadJob;

static void
load_job_free (gpointer data)
{
  LoadJob *job = data;

  g_clear_object (&job->file);
  g_free (job);
}

static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadJob *job = task_data;
  g_autoptr(QbRecord) record = NULL;
  GError *error = NULL;

  record = qb_record_load_from_file (job->file, &error);
  if (record != NULL && job->with_game)
    {
      QbGame *game = qb_game_new_from_record (record, &error);

      if (game != NULL)
        g_task_return_pointer (task, game, g_object_unref);
      else
        g_task_return_error (task, error);
    }
  else if (record != NULL)
    g_task_return_pointer (task, g_steal_pointer (&record), g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
load_async (QbWindow            *self,
            GFile               *file,
            gboolean             with_game,
            GAsyncReadyCallback  callback)
{
  g_autoptr(GTask) task = NULL;
  LoadJob *job = g_new0 (LoadJob, 1);

  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();

  job->file = g_object_ref (file);
  job->with_game = with_game;
  task = g_task_new (self, self->loading, callback, NULL);
  g_task_set_source_tag (task, load_async);
  g_task_set_task_data (task, job, load_job_free);
  g_task_run_in_thread (task, load_thread);
}

/* The object loaded, or NULL with `error` set; NULL without an error if
 * the load was cancelled (another file asked for, the window closed). */
static gpointer
load_finish (QbWindow      *self,
             GAsyncResult  *result,
             GFile        **file,
             GError       **error)
{
  GTask *task = G_TASK (result);
  GCancellable *cancellable = g_task_get_cancellable (task);
  gpointer object;

  object = g_task_propagate_pointer (task, error);
  if (g_cancellable_is_cancelled (cancellable))
    {
      g_clear_error (error);
      g_clear_object (&object);
      return NULL;
    }
  if (self->loading == cancellable)
    g_clear_object (&self->loading);
  *file = ((LoadJob *) g_task_get_task_data (task))->file;
  return object;
}

/**
 * qb_window_is_loading:
 *
 * Returns: whether a file is being read (qb_window_open_file(),
 *   qb_window_open_replay_file() return before it is)
 */
gboolean
qb_window_is_loading (QbWindow *self)
{
  g_return_val_if_fail (QB_IS_WINDOW (self), FALSE);
  return self->loading != NULL;
}

static void
open_file_loaded (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  QbWindow *self = QB_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbGame) game = NULL;
  GFile *file = NULL;

  game = load_finish (self, result, &file, &error);
  if (error != NULL)
    show_open_error (self, file, error);
  else if (game != NULL)
    qb_window_replace_game (self, game, qb_record_get_hide_information (qb_game_get_record (game)),
                            file, NULL);
}

void
qb_window_open_file (QbWindow *self,
                     GFile    *file)
{
  g_return_if_fail (QB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  load_async (self, file, TRUE, open_file_loaded);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  choose_game_file (QB_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN, _("Open Game"),
                    qb_window_open_file);
}

/* The file with the extension added if the player left it out. */
static GFile *
with_extension (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL && !g_str_has_suffix (path, ".q1759"))
    {
      g_autofree char *with_ext = g_strconcat (path, ".q1759", NULL);
      return g_file_new_for_path (with_ext);
    }
  return g_object_ref (file);
}

static void
chooser_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     gpointer         user_data)
{
  QbWindow *self = user_data;
  FileChosenFunc chosen = g_object_get_data (G_OBJECT (dialog), "qb-chosen");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      /* A saved game gets the extension if the player left it out. */
      g_autoptr(GFile) target = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog))
                                  == GTK_FILE_CHOOSER_ACTION_SAVE
                                ? with_extension (file) : g_object_ref (file);
      chosen (self, target);
    }
  else
    pending_saved (self, FALSE);   /* the player did not choose a file */
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

/* Ask for a .q1759 file to open or to save, then call `chosen` with it. */
static void
choose_game_file (QbWindow             *self,
                  GtkFileChooserAction  action,
                  const char           *title,
                  FileChosenFunc        chosen)
{
  gboolean save = action == GTK_FILE_CHOOSER_ACTION_SAVE;
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                         save ? _("_Save") : _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), game_filter ());
  if (save)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Quebec 1759.q1759"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "qb-chosen", (gpointer) chosen);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static gboolean save_to_full (QbWindow    *self,
                              GFile       *file,
                              QbSaveFlags  flags);

static void
changed_on_disk_response_cb (AdwMessageDialog *dialog,
                             const char       *response,
                             QbWindow         *self)
{
  GFile *file = g_object_get_data (G_OBJECT (dialog), "qb-file");

  if (g_str_equal (response, "save") && self->game != NULL)
    save_to_full (self, file, QB_SAVE_FORCE);
  else
    pending_saved (self, FALSE);
}

/* Someone else wrote the file since it was opened or saved here. */
static void
confirm_changed_on_disk (QbWindow *self,
                         GFile    *file)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("File Changed on Disk"),
                                   _("The file changed on disk since it was opened. Save anyway?"));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "save", _("_Save Anyway"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "qb-file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (changed_on_disk_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
save_to_full (QbWindow    *self,
              GFile       *file,
              QbSaveFlags  flags)
{
  g_autoptr(GError) error = NULL;

  if (!qb_record_save_to_file_full (qb_game_get_record (self->game), file, flags, &error))
    {
      if (g_error_matches (error, QB_FILE_ERROR, QB_FILE_ERROR_CHANGED))
        confirm_changed_on_disk (self, file);
      else
        {
          qb_window_show_error (self, _("Could Not Save the Game"), error->message);
          pending_saved (self, FALSE);
        }
      return FALSE;
    }
  g_set_object (&self->file, file);
  self->dirty = FALSE;
  qb_window_update_title (self);
  qb_window_toast (self, _("Game saved"));
  pending_saved (self, TRUE);
  return TRUE;
}

static gboolean
save_to (QbWindow *self,
         GFile    *file)
{
  return save_to_full (self, file, QB_SAVE_FLAGS_NONE);
}

static void
save_chosen (QbWindow *self,
             GFile    *file)
{
  if (self->game != NULL)
    save_to (self, file);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);

  if (self->game != NULL)
    choose_game_file (self, GTK_FILE_CHOOSER_ACTION_SAVE, _("Save Game"), save_chosen);
}

/* The Play page's board as the player at the screen sees it: that
 * player's own view, never more (behind the curtain the action is off). */
static void
export_board_image_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  QbPlaySession *session = qb_play_view_get_session (self->play_view);
  const QbView *view = qb_play_session_get_view (session);
  g_autofree char *name = NULL;

  if (self->game == NULL || view == NULL || qb_play_session_get_curtain_side (session) >= 0)
    return;
  /* "quebec1759-move-3": the campaign move shown. */
  name = g_strdup_printf ("quebec1759-move-%d", view->move);
  qb_board_export_ask (widget, view, NULL, 0, name);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);

  if (self->game == NULL)
    return;
  if (self->file != NULL)
    save_to (self, self->file);
  else
    save_as_action (widget, action_name, param);
}

/* ---- Replay ------------------------------------------------------------------ */

static void
open_replay_loaded (GObject      *source,
                    GAsyncResult *result,
                    gpointer      data)
{
  QbWindow *self = QB_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = NULL;
  GFile *file = NULL;

  record = load_finish (self, result, &file, &error);
  if (record == NULL && error == NULL)
    return;
  if (record == NULL || !qb_replay_view_set_record (self->replay_view, record, file, &error))
    {
      show_open_error (self, file, error);
      return;
    }
  if (self->replay_at >= 0)
    qb_replay_view_set_position (self->replay_view,
                                 (guint) MIN (self->replay_at,
                                              (gint64) qb_replay_view_get_n_actions (self->replay_view)));
  self->replay_at = -1;
  adw_view_stack_set_visible_child_name (self->view_stack, "replay");
}

void
qb_window_open_replay_file (QbWindow *self,
                            GFile    *file)
{
  qb_window_open_replay_file_at (self, file, -1);
}

/**
 * qb_window_open_replay_file_at:
 * @at: the position (actions from the start) to show once the file is
 *   read, or -1 for the start
 *
 * Reads @file in a thread and shows it in the Replay view.
 */
void
qb_window_open_replay_file_at (QbWindow *self,
                               GFile    *file,
                               gint64    at)
{
  g_return_if_fail (QB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  self->replay_at = at;
  load_async (self, file, FALSE, open_replay_loaded);
}

static void
open_replay_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  choose_game_file (QB_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN, _("Open a Game to Replay"),
                    qb_window_open_replay_file);
}

static void
open_in_replay_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || !qb_game_is_over (self->game))
    return;
  /* The same record: notes written in the replay are saved with the game. */
  if (!qb_replay_view_set_record (self->replay_view, qb_game_get_record (self->game),
                                  self->file, &error))
    {
      qb_window_show_error (self, _("Could Not Replay the Game"), error->message);
      return;
    }
  adw_view_stack_set_visible_child_name (self->view_stack, "replay");
}

static void
save_replay_chosen (QbWindow *self,
                    GFile    *file)
{
  g_autoptr(GError) error = NULL;

  if (qb_replay_view_get_record (self->replay_view) == NULL)
    return;
  qb_replay_view_set_file (self->replay_view, file);
  if (!qb_replay_view_save (self->replay_view, &error))
    {
      qb_window_show_error (self, _("Could Not Save the Game"), error->message);
      return;
    }
  /* The game in play is this record: it is saved there now too. */
  if (self->game != NULL
      && qb_game_get_record (self->game) == qb_replay_view_get_record (self->replay_view))
    {
      g_set_object (&self->file, file);
      self->dirty = FALSE;
      qb_window_update_title (self);
    }
  qb_window_toast (self, _("Game saved"));
}

static void
save_replay_as_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  QbWindow *self = QB_WINDOW (widget);

  if (qb_replay_view_get_record (self->replay_view) != NULL)
    choose_game_file (self, GTK_FILE_CHOOSER_ACTION_SAVE, _("Save Game"), save_replay_chosen);
}

/* ---- Replacing or closing an unsaved game ---------------------------- */

void
qb_window_pending_clear (QbWindow *self)
{
  g_clear_object (&self->pending.game);
  g_clear_object (&self->pending.file);
  g_clear_pointer (&self->pending.resume_path, g_free);
  self->pending.kind = QB_WINDOW_PENDING_NONE;
  self->pending.saving = FALSE;
}

/* The player answered (and saved, if they chose to): do what waited. */
static void
pending_run (QbWindow *self)
{
  QbWindowPending pending = self->pending;

  self->pending = (QbWindowPending) { QB_WINDOW_PENDING_NONE };
  switch (pending.kind)
    {
    case QB_WINDOW_PENDING_REPLACE:
      qb_window_set_game (self, pending.game, pending.hide_information, pending.file,
                          pending.resume_path);
      break;

    case QB_WINDOW_PENDING_CLOSE:
      /* Close once the dialog has finished its response and gone: closing
       * the window from inside the response would destroy the dialog (it
       * is transient for the window) while it is still emitting. */
      self->game_close_confirmed = TRUE;
      g_idle_add_full (G_PRIORITY_DEFAULT, qb_window_close_confirmed_idle,
                       g_object_ref (self), g_object_unref);
      break;

    case QB_WINDOW_PENDING_NONE:
    default:
      break;
    }
  g_clear_object (&pending.game);
  g_clear_object (&pending.file);
  g_free (pending.resume_path);
}

/* A save the player chose in answer to the question has ended. */
static void
pending_saved (QbWindow *self,
               gboolean  saved)
{
  if (self->pending.kind == QB_WINDOW_PENDING_NONE || !self->pending.saving)
    return;
  if (saved)
    pending_run (self);
  else
    qb_window_pending_clear (self);
}

/* Whether the game shown holds play that is in no file: changed since it
 * was opened or saved, resumed from an autosave, or never saved at all. */
gboolean
qb_window_game_is_unsaved (QbWindow *self)
{
  return self->game != NULL
         && (self->dirty
             || (self->file == NULL && qb_record_get_n_actions (qb_game_get_record (self->game)) > 0));
}

static void
unsaved_game_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          QbWindow         *self)
{
  if (g_str_equal (response, "discard"))
    {
      /* Gone for good: nothing of it is offered at the next start. */
      qb_autosave_clear (self->autosave, NULL);
      self->close_confirmed = TRUE;   /* its replay notes go with it */
      pending_run (self);
    }
  else if (g_str_equal (response, "save"))
    {
      self->pending.saving = TRUE;
      gtk_widget_activate_action (GTK_WIDGET (self), "win.save", NULL);
    }
  else
    qb_window_pending_clear (self);
}

/* Asks whether to save the game shown before `kind` (GNOME's "Save
 * Changes?" question, in the game's words), and does it after the answer. */
void
qb_window_ask_about_unsaved_game (QbWindow            *self,
                                  QbWindowPendingKind  kind)
{
  gboolean over = qb_game_is_over (self->game);
  GtkWidget *dialog;

  self->pending.kind = kind;
  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   over ? _("Save the Finished Game?")
                                        : _("Keep the Game in Progress?"),
                                   over ? _("This game was never saved to a file. If you discard it, it cannot be replayed or brought back.")
                                        : _("The game in progress is not saved to a file. If you discard it, it cannot be resumed or brought back."));
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
  g_signal_connect_object (dialog, "response", G_CALLBACK (unsaved_game_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Shows `game` in place of the one shown, asking first if that one is
 * unsaved (New Game, Open, Resume). */
void
qb_window_replace_game (QbWindow   *self,
                        QbGame     *game,
                        gboolean    hide_information,
                        GFile      *file,
                        const char *resume_path)
{
  if (!qb_window_game_is_unsaved (self))
    {
      qb_window_set_game (self, game, hide_information, file, resume_path);
      return;
    }
  qb_window_pending_clear (self);
  self->pending.game = g_object_ref (game);
  self->pending.file = file != NULL ? g_object_ref (file) : NULL;
  self->pending.hide_information = hide_information;
  self->pending.resume_path = g_strdup (resume_path);
  qb_window_ask_about_unsaved_game (self, QB_WINDOW_PENDING_REPLACE);
}

/* The actions of this file, installed by qb_window_class_init() in its
 * order. */
void
qb_window_install_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.export-board-image", NULL,
                                   export_board_image_action);
  gtk_widget_class_install_action (widget_class, "win.open-replay", NULL, open_replay_action);
  gtk_widget_class_install_action (widget_class, "win.open-in-replay", NULL, open_in_replay_action);
  gtk_widget_class_install_action (widget_class, "win.save-replay-as", NULL, save_replay_as_action);
}
