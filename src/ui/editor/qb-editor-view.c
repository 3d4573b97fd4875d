/* qb-editor-view.c: the Editor page (see qb-editor-view.h). The page is a
 * view of its QbEditorSession: the board shows the draft (everything:
 * the editor is nobody's secret), the zones with a problem lit; clicks,
 * drops and keys go to the session, which makes each an undo step. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-block-widget.h"
#include "qb-data.h"
#include "qb-editor-library.h"
#include "qb-editor-split.h"
#include "qb-editor-tools.h"
#include "qb-editor-view.h"
#include "qb-setup-tools.h"
#include "qb-ui-a11y.h"

typedef enum {
  PENDING_NONE,
  PENDING_NEW_DEPLOYMENT,
  PENDING_NEW_SCENARIO,
  PENDING_OPEN,
  PENDING_EDIT,
  PENDING_CLOSE,
} Pending;

struct _QbEditorView
{
  GtkWidget parent_instance;

  QbEditorSession *session;
  AdwToastOverlay *overlay;
  QbBoard *board;
  QbEditorPalette *palette;
  QbEditorPanel *panel;
  QbEditorTools *tools;
  GtkWidget *title;
  GtkWidget *start_button;

  Pending pending;
  QbScenario *pending_scenario;   /* PENDING_EDIT */
  GFile *pending_file;
  gboolean saving_for_pending;
};

G_DEFINE_FINAL_TYPE (QbEditorView, qb_editor_view, GTK_TYPE_WIDGET)

enum {
  RULE_ACTIVATED,
  START_GAME,
  CLOSE_CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void choose_file (QbEditorView *self, gboolean save);

static void
toast (QbEditorView *self,
       const char   *text)
{
  adw_toast_overlay_add_toast (self->overlay, adw_toast_new (text));
  qb_ui_a11y_name_toasts (GTK_WIDGET (self->overlay));
}

/* ---- Showing the session ------------------------------------------------ */

static void
update_title (QbEditorView *self)
{
  QbScenario *draft = qb_editor_session_get_draft (self->session);
  GFile *file = qb_editor_session_get_file (self->session);
  g_autofree char *base = file != NULL ? g_file_get_basename (file) : NULL;
  const char *name = qb_scenario_get_name (draft);
  g_autofree char *text = NULL;

  if (name[0] == '\0')
    name = base != NULL ? base
      : qb_scenario_get_kind (draft) == QB_SCENARIO_DEPLOYMENT ? _("New deployment") : _("New scenario");
  text = g_strdup_printf ("%s%s", qb_editor_session_get_dirty (self->session) ? "• " : "", name);
  gtk_label_set_text (GTK_LABEL (self->title), text);
}

static void
update_actions (QbEditorView *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo",
                                 qb_editor_session_get_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo",
                                 qb_editor_session_get_can_redo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.start-game",
                                 qb_editor_session_get_playable (self->session));
  /* The library lists only set-ups a game can start from; a draft with
   * problems goes to a file (Save As). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save-to-library",
                                 qb_editor_session_get_playable (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.to-palette",
                                 qb_editor_session_get_selection (self->session) != 0);
  update_title (self);
}

static void
show_draft (QbEditorView *self)
{
  GPtrArray *problems = qb_editor_session_get_problems (self->session);
  QbView view;
  guint zones = 0;

  qb_editor_session_get_view (self->session, &view);
  qb_board_set_view (self->board, &view);
  for (guint i = 0; i < problems->len; i++)
    {
      QbSetupProblem *p = g_ptr_array_index (problems, i);

      if (p->zone >= 0 && p->zone < QB_NUM_ZONES)
        zones |= 1u << p->zone;
    }
  /* The zones with a problem are lit as the Play page lights the zones
   * that need a decision. */
  qb_board_set_highlights (self->board, zones, 0, 0, NULL);
  qb_board_set_selected_blocks (self->board, qb_editor_session_get_selection (self->session));
  update_actions (self);
}

static void
selection_changed_cb (QbEditorView *self)
{
  qb_board_set_selected_blocks (self->board, qb_editor_session_get_selection (self->session));
  update_actions (self);
}

/* ---- The board: clicks, keys and drags ---------------------------------- */

gboolean
qb_editor_view_place_selection (QbEditorView *self,
                                guint         location)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (QB_IS_EDITOR_VIEW (self), FALSE);

  if (!qb_editor_session_move_selection (self->session, location, &error))
    {
      toast (self, error->message);
      return FALSE;
    }
  qb_editor_session_select_block (self->session, -1, FALSE);
  return TRUE;
}

static void
zone_activated_cb (QbEditorView *self,
                   int           zone)
{
  if (qb_editor_session_get_selection (self->session) != 0)
    qb_editor_view_place_selection (self, (guint) zone);
}

static void
block_activated_cb (QbEditorView *self,
                    int           block)
{
  gboolean extend = qb_editor_palette_extend_held (GTK_WIDGET (self));

  /* A block that cannot be edited (a deployment's British) picks its zone
   * instead, so that the blocks picked can join it. */
  if (block >= 0 && !qb_editor_session_can_edit_block (self->session, (guint) block))
    {
      guint loc;

      qb_scenario_get_block (qb_editor_session_get_draft (self->session), (guint) block, &loc, NULL);
      if (loc < QB_NUM_ZONES)
        zone_activated_cb (self, (int) loc);
      return;
    }
  qb_editor_session_select_block (self->session, block, extend);
}

static void
block_dropped_cb (QbEditorView *self,
                  int           block,
                  int           zone)
{
  g_autoptr(GError) error = NULL;
  guint b = (guint) block;
  gboolean ok;

  if (qb_editor_session_get_selection (self->session) & (G_GUINT64_CONSTANT (1) << block))
    ok = qb_editor_session_move_selection (self->session, (guint) zone, &error);
  else
    ok = qb_editor_session_move_blocks (self->session, &b, 1, (guint) zone, &error);
  if (!ok)
    toast (self, error->message);
}

/* A drag from the palette or from a block on the board: every zone takes
 * it (a French block on Île d'Orléans is a problem the panel explains,
 * not a refusal). */
static void
begin_drop (QbEditorView *self,
            int           block)
{
  qb_board_begin_drop (self->board, block, (1u << QB_NUM_ZONES) - 1);
}

static GdkContentProvider *
board_drag_prepare_cb (GtkDragSource *source,
                       double         x,
                       double         y,
                       QbEditorView  *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self->board), x, y, GTK_PICK_DEFAULT);
  const QbBlockFace *face;

  while (picked != NULL && !QB_IS_BLOCK_WIDGET (picked))
    picked = gtk_widget_get_parent (picked);
  if (picked == NULL)
    return NULL;
  face = qb_block_widget_get_face (QB_BLOCK_WIDGET (picked));
  if (face->block < 0 || !qb_editor_session_can_edit_block (self->session, (guint) face->block))
    return NULL;
  g_object_set_data (G_OBJECT (source), "block-widget", picked);
  return gdk_content_provider_new_typed (G_TYPE_INT, face->block);
}

static void
board_drag_begin_cb (GtkDragSource *source,
                     GdkDrag       *drag,
                     QbEditorView  *self)
{
  GtkWidget *widget = g_object_get_data (G_OBJECT (source), "block-widget");
  g_autoptr(GdkPaintable) icon = widget != NULL ? gtk_widget_paintable_new (widget) : NULL;
  const QbBlockFace *face = widget != NULL ? qb_block_widget_get_face (QB_BLOCK_WIDGET (widget)) : NULL;

  if (icon != NULL)
    gtk_drag_source_set_icon (source, icon, 0, 0);
  if (face != NULL)
    begin_drop (self, face->block);
}

static void
drag_end_cb (GtkDragSource *source,
             GdkDrag       *drag,
             gboolean       delete_data,
             QbEditorView  *self)
{
  qb_board_end_drop (self->board);
}

/* The palette's drags start in its rows; the page hears of them through
 * the drag sources' "drag-begin" (the rows are made again at each
 * change, so the page connects to the rows' sources as they come). */
static void
palette_row_drag_begin (GtkDragSource *source,
                        GdkDrag       *drag,
                        QbEditorView  *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  begin_drop (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "block")));
}

static void
hook_palette_rows (QbEditorView *self)
{
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      GtkWidget *row = qb_editor_palette_get_row (self->palette, b);
      g_autoptr(GListModel) controllers = NULL;

      if (row == NULL || g_object_get_data (G_OBJECT (row), "hooked") != NULL)
        continue;
      g_object_set_data (G_OBJECT (row), "hooked", GINT_TO_POINTER (1));
      controllers = gtk_widget_observe_controllers (row);
      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_DRAG_SOURCE (controller))
            {
              g_signal_connect_object (controller, "drag-begin", G_CALLBACK (palette_row_drag_begin), self, 0);
              g_signal_connect_object (controller, "drag-end", G_CALLBACK (drag_end_cb), self, 0);
            }
        }
    }
}

/* ---- Files ---------------------------------------------------------------- */

static void
run_pending (QbEditorView *self)
{
  Pending pending = self->pending;
  g_autoptr(QbScenario) scenario = g_steal_pointer (&self->pending_scenario);
  g_autoptr(GFile) file = g_steal_pointer (&self->pending_file);

  self->pending = PENDING_NONE;
  self->saving_for_pending = FALSE;
  switch (pending)
    {
    case PENDING_NEW_DEPLOYMENT:
    case PENDING_NEW_SCENARIO:
      {
        QbOptions options;

        qb_scenario_get_options (qb_editor_session_get_draft (self->session), &options);
        qb_editor_session_reset (self->session, pending == PENDING_NEW_DEPLOYMENT
                                 ? QB_SCENARIO_DEPLOYMENT : QB_SCENARIO_POSITION, options.edition);
      }
      break;

    case PENDING_OPEN:
      choose_file (self, FALSE);
      break;

    case PENDING_EDIT:
      qb_editor_session_load (self->session, scenario, file);
      break;

    case PENDING_CLOSE:
      g_signal_emit (self, signals[CLOSE_CONFIRMED], 0);
      break;

    case PENDING_NONE:
    default:
      break;
    }
}

static gboolean
save_to (QbEditorView *self,
         GFile        *file)
{
  g_autoptr(GError) error = NULL;

  if (!qb_editor_session_save (self->session, file, &error))
    {
      toast (self, error->message);
      return FALSE;
    }
  toast (self, qb_editor_session_get_playable (self->session)
         ? _("Saved") : _("Saved as a draft: no game can start from it until its problems are solved"));
  return TRUE;
}

static void
file_chosen_cb (GtkNativeDialog *chooser,
                int              response,
                QbEditorView    *self)
{
  g_autoptr(GFile) file = NULL;
  gboolean save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);
  if (file == NULL)
    {
      if (save && self->saving_for_pending)
        {
          self->pending = PENDING_NONE;
          self->saving_for_pending = FALSE;
        }
      return;
    }
  if (save)
    {
      if (save_to (self, file) && self->saving_for_pending)
        run_pending (self);
      return;
    }
  {
    g_autoptr(GError) error = NULL;

    if (!qb_editor_session_open (self->session, file, &error))
      toast (self, error->message);
  }
}

static void
choose_file (QbEditorView *self,
             gboolean      save)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;

  chooser = gtk_file_chooser_native_new (save ? _("Save Deployment or Scenario") : _("Open Deployment or Scenario"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         save ? _("_Save") : _("_Open"), _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Quebec 1759 Deployments and Scenarios"));
  gtk_file_filter_add_pattern (filter, "*.q1759-setup");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (save)
    {
      const char *name = qb_scenario_get_name (qb_editor_session_get_draft (self->session));
      g_autofree char *base = g_strdup_printf ("%s.q1759-setup", name[0] != '\0' ? name : _("deployment"));

      g_strdelimit (base, "/\\", '-');
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), base);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (file_chosen_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_or_choose (QbEditorView *self)
{
  if (qb_editor_session_get_file (self->session) == NULL)
    choose_file (self, TRUE);
  else if (save_to (self, NULL) && self->saving_for_pending)
    run_pending (self);
}

static void
unsaved_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     QbEditorView     *self)
{
  if (g_str_equal (response, "discard"))
    run_pending (self);
  else if (g_str_equal (response, "save"))
    {
      self->saving_for_pending = TRUE;
      save_or_choose (self);
    }
  else
    {
      self->pending = PENDING_NONE;
      g_clear_object (&self->pending_scenario);
      g_clear_object (&self->pending_file);
    }
}

/* Does @pending now, or after asking about unsaved changes. */
static void
ask_then (QbEditorView *self,
          Pending       pending)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;

  self->pending = pending;
  if (!qb_editor_session_get_dirty (self->session))
    {
      run_pending (self);
      return;
    }
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Save the Changes to the Set-Up?"),
                                   _("The deployment or scenario in the editor has changes that are not saved. Discarded changes cannot be brought back."));
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
  g_signal_connect_object (dialog, "response", G_CALLBACK (unsaved_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
qb_editor_view_edit (QbEditorView *self,
                     QbScenario   *scenario,
                     GFile        *file)
{
  g_return_if_fail (QB_IS_EDITOR_VIEW (self));
  g_return_if_fail (QB_IS_SCENARIO (scenario));

  g_set_object (&self->pending_scenario, scenario);
  g_set_object (&self->pending_file, file);
  ask_then (self, PENDING_EDIT);
}

gboolean
qb_editor_view_ask_before_close (QbEditorView *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_VIEW (self), FALSE);

  if (!qb_editor_session_get_dirty (self->session))
    return FALSE;
  ask_then (self, PENDING_CLOSE);
  return TRUE;
}

/* ---- The library ------------------------------------------------------------ */

static void
library_open_cb (QbEditorView *self,
                 QbScenario   *scenario,
                 GFile        *file)
{
  qb_editor_view_edit (self, scenario, file);
}

static void
library_compare_cb (QbEditorView *self,
                    QbScenario   *scenario,
                    const char   *title)
{
  qb_editor_tools_compare (self->tools, scenario, title);
}

/* The draft into the library: over its own file if it came from there,
 * else as a new entry, which becomes the draft's file. */
gboolean
qb_editor_view_save_to_library (QbEditorView *self)
{
  QbSetupLibrary *library = qb_setup_library_get_default ();
  GFile *file = qb_editor_session_get_file (self->session);
  g_autoptr(GFile) parent = file != NULL ? g_file_get_parent (file) : NULL;
  g_autoptr(QbSetupEntry) entry = NULL;
  g_autoptr(GError) error = NULL;

  if (parent != NULL && g_file_equal (parent, qb_setup_library_get_directory (library)))
    return save_to (self, NULL);
  entry = qb_setup_library_save (library, qb_editor_session_get_draft (self->session), &error);
  if (entry == NULL)
    {
      toast (self, error->message);
      return FALSE;
    }
  return save_to (self, qb_setup_entry_get_file (entry));
}

/* ---- Actions --------------------------------------------------------------- */

static void
view_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  QbEditorView *self = QB_EDITOR_VIEW (widget);
  const char *name = strchr (action_name, '.') + 1;

  if (g_str_equal (name, "new-deployment"))
    ask_then (self, PENDING_NEW_DEPLOYMENT);
  else if (g_str_equal (name, "new-scenario"))
    ask_then (self, PENDING_NEW_SCENARIO);
  else if (g_str_equal (name, "open"))
    ask_then (self, PENDING_OPEN);
  else if (g_str_equal (name, "save"))
    save_or_choose (self);
  else if (g_str_equal (name, "save-as"))
    choose_file (self, TRUE);
  else if (g_str_equal (name, "undo"))
    qb_editor_session_undo (self->session);
  else if (g_str_equal (name, "redo"))
    qb_editor_session_redo (self->session);
  else if (g_str_equal (name, "to-palette"))
    qb_editor_view_place_selection (self, QB_LOC_OUT);
  else if (g_str_equal (name, "historical"))
    {
      QbOptions options;
      g_autoptr(GError) error = NULL;
      g_autoptr(QbScenario) historical = NULL;

      qb_scenario_get_options (qb_editor_session_get_draft (self->session), &options);
      historical = qb_scenario_new_historical (options.edition, &error);
      if (historical != NULL)
        qb_editor_view_edit (self, historical, NULL);
    }
  else if (g_str_equal (name, "library"))
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWindow *library = qb_editor_library_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                  qb_setup_library_get_default ());

      g_signal_connect_object (library, "open-setup", G_CALLBACK (library_open_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (library, "compare-setup", G_CALLBACK (library_compare_cb), self, G_CONNECT_SWAPPED);
      gtk_window_present (library);
    }
  else if (g_str_equal (name, "save-to-library"))
    qb_editor_view_save_to_library (self);
  else if (g_str_equal (name, "random"))
    {
      QbOptions options;
      g_autoptr(GError) error = NULL;
      g_autoptr(QbScenario) random = NULL;

      qb_scenario_get_options (qb_editor_session_get_draft (self->session), &options);
      random = qb_setup_random_deployment (options.edition, ((guint64) g_random_int () << 32) | g_random_int (),
                                           QB_SCENARIO_DEPLOYMENT, &error);
      if (random == NULL)
        toast (self, error->message);
      else
        {
          /* Translators: the name of a random deployment. */
          qb_scenario_set_name (random, _("Random deployment"));
          qb_editor_view_edit (self, random, NULL);
        }
    }
  else if (g_str_equal (name, "start-game"))
    {
      g_autoptr(QbScenario) copy = qb_scenario_copy (qb_editor_session_get_draft (self->session));

      if (qb_editor_session_get_playable (self->session))
        g_signal_emit (self, signals[START_GAME], 0, copy);
    }
}

/* A balanced random deployment, edited as the menu's random one is (after
 * the question if the draft has unsaved changes). */
static void
tools_generated_cb (QbEditorView *self,
                    QbScenario   *deployment)
{
  qb_editor_view_edit (self, deployment, NULL);
}

/* ---- The widget ------------------------------------------------------------ */

static void
qb_editor_view_dispose (GObject *object)
{
  QbEditorView *self = QB_EDITOR_VIEW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  g_clear_object (&self->pending_scenario);
  g_clear_object (&self->pending_file);

  G_OBJECT_CLASS (qb_editor_view_parent_class)->dispose (object);
}

static void
qb_editor_view_class_init (QbEditorViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const char *actions[] = { "new-deployment", "new-scenario", "open", "save", "save-as",
                            "undo", "redo", "to-palette", "historical", "random", "start-game",
                            "library", "save-to-library" };

  object_class->dispose = qb_editor_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor-view");

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autofree char *full = g_strconcat ("editor.", actions[i], NULL);

      gtk_widget_class_install_action (widget_class, full, NULL, view_action);
    }
  /* Ctrl+Z and Ctrl+Shift+Z while the focus is on the page; the window's
   * Undo and Redo come here too while the page is shown. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "editor.to-palette", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "editor.to-palette", NULL);

  /**
   * QbEditorView::rule-activated:
   * @section: a rule section, "3.4"
   */
  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * QbEditorView::start-game:
   * @scenario: a copy of the draft, which has no problem
   */
  signals[START_GAME] =
    g_signal_new ("start-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, QB_TYPE_SCENARIO);
  /**
   * QbEditorView::close-confirmed:
   *
   * After qb_editor_view_ask_before_close(): the changes were saved or
   * discarded; the window may close.
   */
  signals[CLOSE_CONFIRMED] =
    g_signal_new ("close-confirmed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static GtkWidget *
tool_button (const char *icon,
             const char *label,
             const char *action,
             const char *tooltip)
{
  GtkWidget *button = icon != NULL ? gtk_button_new_from_icon_name (icon)
                                   : gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  if (icon != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

static void
rule_cb (QbEditorView *self,
         const char   *section)
{
  g_signal_emit (self, signals[RULE_ACTIVATED], 0, section);
}

static void
zone_picked_cb (QbEditorView *self,
                int           zone)
{
  qb_board_set_selected_zone (self->board, zone);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
qb_editor_view_init (QbEditorView *self)
{
  GtkWidget *outer, *bar, *box, *paned, *palette_box, *hint, *menu_button;
  g_autoptr(GMenu) menu = g_menu_new ();
  GtkDragSource *source;

  self->session = qb_editor_session_new ();

  self->overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->overlay), GTK_WIDGET (self));
  outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  adw_toast_overlay_set_child (self->overlay, outer);

  /* The page's own bar: files, undo, the draft's name, Start a Game. */
  bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (bar, "toolbar");
  g_menu_append (menu, _("New _Deployment"), "editor.new-deployment");
  g_menu_append (menu, _("New _Scenario"), "editor.new-scenario");
  g_menu_append (menu, _("Start From the _Historical Deployment"), "editor.historical");
  g_menu_append (menu, _("_Random Deployment"), "editor.random");
  menu_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu_button), "document-new-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (menu_button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (menu_button, _("New"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("New"), -1);
  gtk_box_append (GTK_BOX (bar), menu_button);
  gtk_box_append (GTK_BOX (bar), tool_button ("document-open-symbolic", NULL, "editor.open", _("Open…")));
  gtk_box_append (GTK_BOX (bar), tool_button ("document-save-symbolic", NULL, "editor.save", _("Save")));
  gtk_box_append (GTK_BOX (bar), tool_button ("document-save-as-symbolic", NULL, "editor.save-as", _("Save As…")));
  gtk_box_append (GTK_BOX (bar), tool_button (NULL, _("_Library"), "editor.library",
                                              _("The library of deployments and scenarios")));
  gtk_box_append (GTK_BOX (bar), tool_button (NULL, _("Save to Li_brary"), "editor.save-to-library",
                                              _("Keep the set-up in the library")));
  gtk_box_append (GTK_BOX (bar), tool_button ("edit-undo-symbolic", NULL, "editor.undo", _("Undo")));
  gtk_box_append (GTK_BOX (bar), tool_button ("edit-redo-symbolic", NULL, "editor.redo", _("Redo")));
  gtk_box_append (GTK_BOX (bar), tool_button ("edit-clear-symbolic", NULL, "editor.to-palette",
                                              _("Take the Picked Blocks off the Map")));
  self->title = gtk_label_new (NULL);
  gtk_widget_set_hexpand (self->title, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (self->title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->title, "heading");
  gtk_box_append (GTK_BOX (bar), self->title);
  self->start_button = tool_button (NULL, _("_Start a Game"), "editor.start-game",
                                    _("Start a game from this set-up"));
  gtk_widget_add_css_class (self->start_button, "suggested-action");
  gtk_box_append (GTK_BOX (bar), self->start_button);
  gtk_box_append (GTK_BOX (outer), bar);

  /* The palette: at least 230 px, else as wide as its lines on a wide
   * window (qb-editor-split.c). */
  palette_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_size_request (palette_box, 230, -1);
  self->palette = QB_EDITOR_PALETTE (qb_editor_palette_new (self->session));
  gtk_widget_set_vexpand (GTK_WIDGET (self->palette), TRUE);
  gtk_box_append (GTK_BOX (palette_box), GTK_WIDGET (self->palette));
  hint = gtk_label_new (_("Drag blocks to the map, or pick them and then a zone. Drop or Delete sends them back here."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  /* Its natural width is not what the palette should grow to. */
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 30);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "caption");
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_set_margin_start (hint, 6);
  gtk_widget_set_margin_end (hint, 6);
  gtk_widget_set_margin_bottom (hint, 6);
  gtk_box_append (GTK_BOX (palette_box), hint);

  paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_hexpand (paned, TRUE);
  gtk_paned_set_wide_handle (GTK_PANED (paned), TRUE);
  self->board = QB_BOARD (qb_board_new ());
  gtk_widget_set_size_request (GTK_WIDGET (self->board), 300, 120);
  gtk_paned_set_start_child (GTK_PANED (paned), GTK_WIDGET (self->board));
  gtk_paned_set_resize_start_child (GTK_PANED (paned), TRUE);
  self->panel = QB_EDITOR_PANEL (qb_editor_panel_new (self->session));
  gtk_widget_set_size_request (GTK_WIDGET (self->panel), -1, 120);
  gtk_paned_set_end_child (GTK_PANED (paned), GTK_WIDGET (self->panel));
  self->tools = QB_EDITOR_TOOLS (qb_editor_tools_new (self->session));
  g_signal_connect_object (self->tools, "generated", G_CALLBACK (tools_generated_cb), self, G_CONNECT_SWAPPED);
  qb_editor_panel_add_group (self->panel, GTK_WIDGET (self->tools));
  box = qb_editor_split_new (palette_box, paned);
  gtk_widget_set_vexpand (box, TRUE);
  gtk_box_append (GTK_BOX (outer), box);

  g_signal_connect_object (self->board, "zone-activated", G_CALLBACK (zone_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "block-activated", G_CALLBACK (block_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "block-dropped", G_CALLBACK (block_dropped_cb), self, G_CONNECT_SWAPPED);
  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect_object (source, "prepare", G_CALLBACK (board_drag_prepare_cb), self, 0);
  g_signal_connect_object (source, "drag-begin", G_CALLBACK (board_drag_begin_cb), self, 0);
  g_signal_connect_object (source, "drag-end", G_CALLBACK (drag_end_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (source));
  /* The board's click claims a press on a block at once (it picks the
   * block); grouped with it, the drag source shares that claim instead of
   * being denied, so the same press can still become a drag. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (self->board));

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_GESTURE_CLICK (controller))
          gtk_gesture_group (GTK_GESTURE (controller), GTK_GESTURE (source));
      }
  }

  g_signal_connect_object (self->panel, "rule-activated", G_CALLBACK (rule_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->panel, "zone-picked", G_CALLBACK (zone_picked_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (show_draft), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (hook_palette_rows), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->session, "notify::selection", G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::selection", G_CALLBACK (hook_palette_rows), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->session, "notify::dirty", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::file", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::can-undo", G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::can-redo", G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::playable", G_CALLBACK (update_actions), self, G_CONNECT_SWAPPED);
  hook_palette_rows (self);
  show_draft (self);
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
}

GtkWidget *
qb_editor_view_new (void)
{
  return g_object_new (QB_TYPE_EDITOR_VIEW, NULL);
}

QbEditorSession *
qb_editor_view_get_session (QbEditorView *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_VIEW (self), NULL);
  return self->session;
}

QbBoard *
qb_editor_view_get_board (QbEditorView *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_VIEW (self), NULL);
  return self->board;
}

QbEditorPalette *
qb_editor_view_get_palette (QbEditorView *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_VIEW (self), NULL);
  return self->palette;
}

QbEditorTools *
qb_editor_view_get_tools (QbEditorView *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_VIEW (self), NULL);
  return self->tools;
}

QbEditorPanel *
qb_editor_view_get_panel (QbEditorView *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_VIEW (self), NULL);
  return self->panel;
}
