/* qb-board-export.c: "Export Board Image…" of the Play and Replay pages.
 *
 * The page hands over what its board shows (a view of one player, and the
 * replay's marks at the moment); a GtkFileChooserNative asks where (GTK
 * 4.8 has no GtkFileDialog); the name's extension, or else the filter
 * chosen, picks PNG or SVG. The image is drawn by src/paint, without the
 * widgets, and written at once with g_file_replace_contents(), so a file
 * is never left half written.
 */
#include <glib/gi18n-lib.h>

#include "qb-board-export.h"

#include <adwaita.h>
#include <string.h>

#include "qb-board-render.h"

const char *
qb_board_export_format_for_name (const char *name)
{
  g_autofree char *lower = g_ascii_strdown (name != NULL ? name : "", -1);

  if (g_str_has_suffix (lower, ".svg"))
    return "svg";
  if (g_str_has_suffix (lower, ".png"))
    return "png";
  return NULL;
}

gboolean
qb_board_export_to_file (const QbView        *view,
                         const QbAnnotation  *marks,
                         guint                n_marks,
                         GFile               *file,
                         GError             **error)
{
  g_autofree char *name = g_file_get_basename (file);
  const char *format = qb_board_export_format_for_name (name);
  g_autoptr(GBytes) bytes = NULL;
  gsize size;
  const void *data;

  bytes = qb_board_render (view, marks, n_marks, format != NULL ? format : "png",
                           QB_BOARD_EXPORT_WIDTH, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &size);
  return g_file_replace_contents (file, data, size, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

typedef struct {
  QbView view;
  GArray *marks;      /* QbAnnotation, only the marks' fields */
  GtkWidget *parent;  /* owned */
} ExportData;

static void
export_data_free (ExportData *data)
{
  g_array_unref (data->marks);
  g_object_unref (data->parent);
  g_free (data);
}

static void
show_error (GtkWidget  *parent,
            const char *message)
{
  GtkRoot *root = gtk_widget_get_root (parent);
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              _("Could Not Export the Board"), message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
response_cb (GtkNativeDialog *chooser,
             int              response,
             ExportData      *data)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *name = g_file_get_basename (file);
      g_autoptr(GError) error = NULL;

      /* No extension: the filter chosen says which, and the name gets it. */
      if (qb_board_export_format_for_name (name) == NULL)
        {
          GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
          gboolean svg = filter != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (filter), "qb-format"), "svg") == 0;
          g_autofree char *with = g_strconcat (name, svg ? ".svg" : ".png", NULL);
          g_autoptr(GFile) parent = g_file_get_parent (file);

          GFile *child = g_file_get_child (parent, with);

          g_object_unref (file);
          file = child;
        }
      if (!qb_board_export_to_file (&data->view, (const QbAnnotation *) (void *) data->marks->data,
                                    data->marks->len, file, &error))
        show_error (data->parent, error->message);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  export_data_free (data);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *title,
            const char     *format)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, title);
  gtk_file_filter_add_suffix (filter, format);
  g_object_set_data (G_OBJECT (filter), "qb-format", (gpointer) format);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

void
qb_board_export_ask (GtkWidget          *parent,
                     const QbView       *view,
                     const QbAnnotation *marks,
                     guint               n_marks,
                     const char         *suggested_name)
{
  GtkRoot *root = gtk_widget_get_root (parent);
  GtkFileChooserNative *chooser;
  ExportData *data = g_new0 (ExportData, 1);
  g_autofree char *name = g_strconcat (suggested_name, ".png", NULL);

  data->view = *view;
  data->marks = g_array_new (FALSE, TRUE, sizeof (QbAnnotation));
  /* Only the marks are kept: the notes' texts are not drawn. */
  for (guint i = 0; i < n_marks; i++)
    {
      QbAnnotation mark = { 0 };

      mark.mark = marks[i].mark;
      mark.zone = marks[i].zone;
      mark.from = marks[i].from;
      mark.to = marks[i].to;
      g_array_append_val (data->marks, mark);
    }
  data->parent = g_object_ref (parent);
  chooser = gtk_file_chooser_native_new (_("Export Board Image"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (chooser), _("PNG image"), "png");
  add_filter (GTK_FILE_CHOOSER (chooser), _("SVG image"), "svg");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (response_cb), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
