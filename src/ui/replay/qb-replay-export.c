/* qb-replay-export.c: the Replay page's Export Game… and Import Notes…
 * (issue 16): the game with its notes as a web page or a Markdown
 * document told from the page's viewpoint of the moment (whoever sits at
 * the screen sees nothing in it they could not see on the page), and the
 * notes of such a document read back into the game shown. The pictures
 * (the board at each bookmark and note, the strength chart) are
 * src/paint's, as the CLI draws them. */
#include <glib/gi18n.h>
#include <string.h>

#include "qb-export-paint.h"
#include "qb-game-export.h"
#include "qb-replay-view-private.h"

static void
show_error (QbReplayView *self,
            const char   *heading,
            const char   *message)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
toast (QbReplayView *self,
       const char   *message)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  if (root != NULL)
    gtk_widget_activate_action (root, "win.toast", "s", message);
}

gboolean
qb_replay_view_export (QbReplayView  *self,
                       GFile         *file,
                       GError       **error)
{
  QbReplayIndex *index;
  g_autofree char *name = NULL;
  g_autofree char *lower = NULL;
  QbExportOptions options = { 0 };

  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  index = qb_replay_session_get_index (self->session);
  if (index == NULL)
    return FALSE;
  name = g_file_get_basename (file);
  lower = g_ascii_strdown (name != NULL ? name : "", -1);
  options.format = g_str_has_suffix (lower, ".md") || g_str_has_suffix (lower, ".markdown")
                   ? QB_EXPORT_MARKDOWN : QB_EXPORT_HTML;
  /* The viewpoint the page shows: the session already keeps it to what
   * the person at the screen may see. */
  options.viewer = qb_replay_session_get_viewer (self->session);
  qb_export_options_use_painter (&options);
  return qb_game_export_to_file (index, &options, file, error);
}

gboolean
qb_replay_view_import_notes (QbReplayView  *self,
                             GFile         *file,
                             guint         *n_added,
                             GError       **error)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return qb_replay_session_import_notes (self->session, file, n_added, error);
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    QbReplayView    *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (file != NULL && qb_replay_view_export (self, file, &error))
        toast (self, _("Game exported"));
      else if (error != NULL)
        show_error (self, _("Could Not Export the Game"), error->message);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *suffix,
            const char     *other)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_suffix (filter, suffix);
  if (other != NULL)
    gtk_file_filter_add_suffix (filter, other);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GFile *game = qb_replay_session_get_file (self->session);
  g_autofree char *base = game != NULL ? g_file_get_basename (game) : g_strdup ("quebec1759");
  g_autofree char *name = NULL;
  GtkFileChooserNative *chooser;

  if (qb_replay_session_get_record (self->session) == NULL)
    return;
  qb_replay_session_set_playing (self->session, FALSE);
  chooser = gtk_file_chooser_native_new (_("Export Game"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (chooser), _("Web page"), "html", NULL);
  add_filter (GTK_FILE_CHOOSER (chooser), _("Markdown document"), "md", NULL);
  /* "game.q1759" becomes "game.html"; the extension chooses the format. */
  if (g_str_has_suffix (base, QB_GAME_EXTENSION))
    base[strlen (base) - strlen (QB_GAME_EXTENSION)] = '\0';
  name = g_strconcat (base, ".html", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
import_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    QbReplayView    *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;
      guint added = 0;

      if (file != NULL && qb_replay_view_import_notes (self, file, &added, &error))
        {
          g_autofree char *message = NULL;

          if (added == 0)
            message = g_strdup (_("The game already holds every note of that file"));
          else
            message = g_strdup_printf (ngettext ("%u note or bookmark imported",
                                                 "%u notes or bookmarks imported", added), added);
          toast (self, message);
        }
      else if (error != NULL)
        show_error (self, _("Could Not Import the Notes"), error->message);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *chooser;

  if (qb_replay_session_get_record (self->session) == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Import Notes"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (chooser), _("Exported games"), "html", "md");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (import_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
qb_replay_view_export_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "replay.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "replay.import-notes", NULL, import_action);
}
