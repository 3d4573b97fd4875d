/* qb-editor-library.c: the library window (see qb-editor-library.h). The
 * grid is bound to the library's GListModel, so a file saved, renamed or
 * deleted anywhere shows at once; each card draws its set-up small. */
#include <glib/gi18n-lib.h>
#include <math.h>

#include "qb-board-geometry.h"
#include "qb-data.h"
#include "qb-editor-library.h"
#include "qb-setup-check.h"
#include "qb-ui-a11y.h"

struct _QbEditorLibrary
{
  AdwWindow parent_instance;

  QbSetupLibrary *library;
  AdwToastOverlay *overlay;
  GtkFlowBox *grid;
  QbSetupTrash *trash;       /* the last deletion, while its toast shows */
};

G_DEFINE_FINAL_TYPE (QbEditorLibrary, qb_editor_library, ADW_TYPE_WINDOW)

enum {
  OPEN_SETUP,
  COMPARE_SETUP,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- The thumbnail ---------------------------------------------------- */

static void
trace (cairo_t          *cr,
       const QbPolyline *line)
{
  for (guint i = 0; i < line->n_points; i++)
    cairo_line_to (cr, line->points[i].x, line->points[i].y);
  cairo_close_path (cr);
}

/* The board's own outlines, scaled to fit: land zones in the map's
 * colour over the water, then each side's CV in each zone as a square of
 * its colour in the zone's block place (British left, French right). */
static void
draw_thumbnail (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  QbScenario *scenario = data;
  const QbBoardGeometry *geometry = qb_board_geometry_get ();
  QbSetupSummary sum;
  double scale = MIN (width / 1600.0, height / 550.0);

  qb_setup_summarize (scenario, &sum);
  cairo_translate (cr, (width - 1600 * scale) / 2, (height - 550 * scale) / 2);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, 1600, 550);
  cairo_set_source_rgb (cr, 0.62, 0.73, 0.80);
  cairo_fill (cr);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      cairo_new_path (cr);
      trace (cr, &geometry->zones[z].outline);
      cairo_set_source_rgb (cr, 0.93, 0.88, 0.76);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.55, 0.45, 0.32);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  cairo_new_path (cr);
  trace (cr, &geometry->city);
  cairo_set_source_rgb (cr, 0.72, 0.45, 0.38);
  cairo_fill (cr);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      const QbRect *r = &geometry->zones[z].blocks;
      double cx = r->x + r->width / 2, cy = r->y + r->height / 2;

      for (int side = 0; side < 2; side++)
        {
          double size;

          if (sum.blocks[side][z] == 0)
            continue;
          size = 30 + 14 * sqrt ((double) sum.cv[side][z]);
          if (side == QB_BRITISH)
            cairo_set_source_rgb (cr, 0.70, 0.13, 0.13);
          else
            cairo_set_source_rgb (cr, 0.13, 0.27, 0.62);
          cairo_rectangle (cr, side == QB_BRITISH ? cx - size - 4 : cx + 4, cy - size / 2, size, size);
          cairo_fill (cr);
        }
    }
}

GtkWidget *
qb_editor_thumbnail_new (QbScenario *scenario)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 220);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 80);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_thumbnail,
                                  g_object_ref (scenario), g_object_unref);
  gtk_widget_add_css_class (area, "card");
  return area;
}

/* ---- The cards ----------------------------------------------------------- */

static void
toast (QbEditorLibrary *self,
       const char      *text)
{
  adw_toast_overlay_add_toast (self->overlay, adw_toast_new (text));
  qb_ui_a11y_name_toasts (GTK_WIDGET (self->overlay));
}

static QbSetupEntry *
entry_of (GtkWidget *button)
{
  return g_object_get_data (G_OBJECT (button), "entry");
}

static void
open_clicked_cb (GtkWidget       *button,
                 QbEditorLibrary *self)
{
  g_autoptr(GError) error = NULL;
  QbSetupEntry *entry = entry_of (button);
  g_autoptr(QbScenario) scenario = qb_setup_library_load_scenario (self->library, entry, &error);

  if (scenario == NULL)
    {
      toast (self, error->message);
      return;
    }
  g_signal_emit (self, signals[OPEN_SETUP], 0, scenario, qb_setup_entry_get_file (entry));
}

static void
compare_clicked_cb (GtkWidget       *button,
                    QbEditorLibrary *self)
{
  g_autoptr(GError) error = NULL;
  QbSetupEntry *entry = entry_of (button);
  g_autoptr(QbScenario) scenario = qb_setup_library_load_scenario (self->library, entry, &error);

  if (scenario == NULL)
    toast (self, error->message);
  else
    g_signal_emit (self, signals[COMPARE_SETUP], 0, scenario, qb_setup_entry_get_title (entry));
}

static void
duplicate_clicked_cb (GtkWidget       *button,
                      QbEditorLibrary *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbSetupEntry) copy = qb_setup_library_duplicate (self->library, entry_of (button), &error);

  if (copy == NULL)
    toast (self, error->message);
}

static void
undo_delete_cb (AdwToast        *t,
                QbEditorLibrary *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbSetupEntry) entry = NULL;

  if (self->trash == NULL)
    return;
  entry = qb_setup_library_restore (self->library, self->trash, &error);
  if (entry == NULL)
    toast (self, error->message);
  g_clear_pointer (&self->trash, qb_setup_trash_free);
}

static void
delete_clicked_cb (GtkWidget       *button,
                   QbEditorLibrary *self)
{
  g_autoptr(GError) error = NULL;
  QbSetupTrash *trash = qb_setup_library_delete (self->library, entry_of (button), &error);
  g_autofree char *text = NULL;
  AdwToast *t;

  if (trash == NULL)
    {
      toast (self, error->message);
      return;
    }
  g_clear_pointer (&self->trash, qb_setup_trash_free);
  self->trash = trash;
  /* Translators: a toast after a deletion; %s is the set-up's title. */
  text = g_strdup_printf (_("“%s” deleted"), qb_setup_trash_get_title (trash));
  t = adw_toast_new (text);
  adw_toast_set_button_label (t, _("_Undo"));
  g_signal_connect_object (t, "button-clicked", G_CALLBACK (undo_delete_cb), self, 0);
  adw_toast_overlay_add_toast (self->overlay, t);
  qb_ui_a11y_name_toasts (GTK_WIDGET (self->overlay));
}

static void
rename_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    QbEditorLibrary  *self)
{
  GtkEditable *entry_widget = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  QbSetupEntry *entry = g_object_get_data (G_OBJECT (dialog), "entry");
  g_autoptr(GError) error = NULL;
  g_autoptr(QbSetupEntry) renamed = NULL;

  if (!g_str_equal (response, "rename"))
    return;
  renamed = qb_setup_library_rename (self->library, entry, gtk_editable_get_text (entry_widget), &error);
  if (renamed == NULL)
    toast (self, error->message);
}

static void
rename_clicked_cb (GtkWidget       *button,
                   QbEditorLibrary *self)
{
  QbSetupEntry *entry = entry_of (button);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename the Set-Up"), NULL);
  GtkWidget *text = gtk_entry_new ();

  gtk_editable_set_text (GTK_EDITABLE (text), qb_setup_entry_get_title (entry));
  gtk_entry_set_activates_default (GTK_ENTRY (text), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Title"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), text);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "rename", _("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "entry", g_object_ref (entry), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
export_chosen_cb (GtkNativeDialog *chooser,
                  int              response,
                  QbEditorLibrary *self)
{
  QbSetupEntry *entry = g_object_get_data (G_OBJECT (chooser), "entry");
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT
    ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser)) : NULL;
  g_autoptr(GError) error = NULL;

  if (file != NULL && !qb_setup_library_export (self->library, entry, file, &error))
    toast (self, error->message);
  else if (file != NULL)
    toast (self, _("Exported"));
  g_object_unref (chooser);
}

static void
import_chosen_cb (GtkNativeDialog *chooser,
                  int              response,
                  QbEditorLibrary *self)
{
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT
    ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser)) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QbSetupEntry) entry = NULL;

  if (file != NULL)
    {
      entry = qb_setup_library_import (self->library, file, &error);
      toast (self, entry != NULL ? _("Imported") : error->message);
    }
  g_object_unref (chooser);
}

static void
choose (QbEditorLibrary *self,
        QbSetupEntry    *entry)
{
  gboolean save = entry != NULL;
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (save ? _("Export Set-Up") : _("Import Set-Up"), GTK_WINDOW (self),
                                         save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         save ? _("_Export") : _("_Import"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Quebec 1759 Deployments and Scenarios"));
  gtk_file_filter_add_pattern (filter, "*.q1759-setup");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (save)
    {
      g_autofree char *name = g_strdup_printf ("%s.q1759-setup", qb_setup_entry_get_title (entry));

      g_strdelimit (name, "/\\", '-');
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
      g_object_set_data_full (G_OBJECT (chooser), "entry", g_object_ref (entry), g_object_unref);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (save ? export_chosen_cb : import_chosen_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_clicked_cb (GtkWidget       *button,
                   QbEditorLibrary *self)
{
  choose (self, entry_of (button));
}

static GtkWidget *
card_button (QbEditorLibrary *self,
             QbSetupEntry    *entry,
             const char      *icon,
             const char      *name,
             GCallback        callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  g_autofree char *label = g_strdup_printf ("%s: %s", name, qb_setup_entry_get_title (entry));

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data_full (G_OBJECT (button), "entry", g_object_ref (entry), g_object_unref);
  g_signal_connect_object (button, "clicked", callback, self, 0);
  return button;
}

static GtkWidget *
make_card (gpointer item,
           gpointer data)
{
  QbEditorLibrary *self = data;
  QbSetupEntry *entry = item;
  g_autoptr(QbScenario) scenario = qb_setup_library_load_scenario (self->library, entry, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (qb_setup_entry_get_title (entry));
  GtkWidget *details, *buttons;
  g_autofree char *detail = NULL;
  const char *author = qb_setup_entry_get_author (entry);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  if (scenario != NULL)
    gtk_box_append (GTK_BOX (box), qb_editor_thumbnail_new (scenario));
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 28);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);
  /* Translators: a library card: the kind, the edition and, if any, the
   * author (“Deployment · Revised · Ann”). */
  detail = g_strdup_printf ("%s · %s%s%s",
                            qb_setup_entry_get_kind (entry) == QB_SCENARIO_DEPLOYMENT ? _("Deployment") : _("Scenario"),
                            qb_setup_entry_get_edition (entry) == QB_EDITION_CLASSIC ? _("Classic") : _("Revised"),
                            author[0] != '\0' ? " · " : "", author[0] != '\0' ? author : "");
  details = gtk_label_new (detail);
  gtk_label_set_xalign (GTK_LABEL (details), 0);
  gtk_label_set_ellipsize (GTK_LABEL (details), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (details, "caption");
  gtk_widget_add_css_class (details, "dim-label");
  gtk_box_append (GTK_BOX (box), details);
  gtk_widget_set_tooltip_text (box, qb_setup_entry_get_description (entry));

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (buttons), card_button (self, entry, "document-edit-symbolic", _("Open in the Editor"),
                                                  G_CALLBACK (open_clicked_cb)));
  gtk_box_append (GTK_BOX (buttons), card_button (self, entry, "edit-copy-symbolic", _("Duplicate"),
                                                  G_CALLBACK (duplicate_clicked_cb)));
  gtk_box_append (GTK_BOX (buttons), card_button (self, entry, "document-save-as-symbolic", _("Export…"),
                                                  G_CALLBACK (export_clicked_cb)));
  gtk_box_append (GTK_BOX (buttons), card_button (self, entry, "view-dual-symbolic", _("Compare With the Editor’s"),
                                                  G_CALLBACK (compare_clicked_cb)));
  if (!qb_setup_entry_get_is_builtin (entry))
    {
      gtk_box_append (GTK_BOX (buttons), card_button (self, entry, "document-edit-symbolic", _("Rename…"),
                                                      G_CALLBACK (rename_clicked_cb)));
      gtk_button_set_icon_name (GTK_BUTTON (gtk_widget_get_last_child (buttons)), "format-text-rich-symbolic");
      gtk_box_append (GTK_BOX (buttons), card_button (self, entry, "user-trash-symbolic", _("Delete"),
                                                      G_CALLBACK (delete_clicked_cb)));
    }
  gtk_box_append (GTK_BOX (box), buttons);
  return box;
}

static void
import_clicked_cb (QbEditorLibrary *self)
{
  choose (self, NULL);
}

static void
qb_editor_library_dispose (GObject *object)
{
  QbEditorLibrary *self = QB_EDITOR_LIBRARY (object);

  g_clear_pointer (&self->trash, qb_setup_trash_free);
  g_clear_object (&self->library);

  G_OBJECT_CLASS (qb_editor_library_parent_class)->dispose (object);
}

static void
qb_editor_library_class_init (QbEditorLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_editor_library_dispose;

  /**
   * QbEditorLibrary::open-setup:
   * @scenario: the set-up
   * @file: (nullable): its file (none for a built-in)
   */
  signals[OPEN_SETUP] =
    g_signal_new ("open-setup", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, QB_TYPE_SCENARIO, G_TYPE_FILE);
  /**
   * QbEditorLibrary::compare-setup:
   * @scenario: the set-up to compare the editor's draft with
   * @title: its title
   */
  signals[COMPARE_SETUP] =
    g_signal_new ("compare-setup", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, QB_TYPE_SCENARIO, G_TYPE_STRING);
}

static void
qb_editor_library_init (QbEditorLibrary *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *import = gtk_button_new_with_mnemonic (_("_Import…"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Set-Up Library"));
  gtk_window_set_default_size (GTK_WINDOW (self), 780, 520);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), import);
  g_signal_connect_object (import, "clicked", G_CALLBACK (import_clicked_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (outer), header);
  self->overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->overlay), TRUE);
  adw_toast_overlay_set_child (self->overlay, scrolled);
  gtk_box_append (GTK_BOX (outer), GTK_WIDGET (self->overlay));
  self->grid = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->grid, GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (self->grid, TRUE);
  gtk_flow_box_set_max_children_per_line (self->grid, 6);
  gtk_widget_set_valign (GTK_WIDGET (self->grid), GTK_ALIGN_START);
  gtk_widget_set_margin_start (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->grid), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->grid), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Set-Up Library"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->grid));
  adw_window_set_content (ADW_WINDOW (self), outer);
}

GtkWindow *
qb_editor_library_new (GtkWindow      *parent,
                       QbSetupLibrary *library)
{
  QbEditorLibrary *self;

  g_return_val_if_fail (QB_IS_SETUP_LIBRARY (library), NULL);

  self = g_object_new (QB_TYPE_EDITOR_LIBRARY, "transient-for", parent, NULL);
  self->library = g_object_ref (library);
  gtk_flow_box_bind_model (self->grid, G_LIST_MODEL (library), make_card, self, NULL);
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
  return GTK_WINDOW (self);
}

GtkFlowBox *
qb_editor_library_get_grid (QbEditorLibrary *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_LIBRARY (self), NULL);
  return self->grid;
}
