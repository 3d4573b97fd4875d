/* qb-editor-palette.c: the Editor page's blocks by side and type (see
 * qb-editor-palette.h). The list is built again at each change of the
 * draft: fifty rows cost nothing, and every row then says where its block
 * is and whether it has a problem. */
#include <glib/gi18n-lib.h>

#include "qb-data.h"
#include "qb-editor-palette.h"
#include "qb-ui-a11y.h"
#include "qb-ui-names.h"

struct _QbEditorPalette
{
  GtkWidget parent_instance;

  QbEditorSession *session;
  GtkWidget *scrolled;
  GtkListBox *list;
  GtkWidget *rows[QB_NUM_BLOCKS];
  int focus_block;           /* the row to focus again after a rebuild */
};

G_DEFINE_FINAL_TYPE (QbEditorPalette, qb_editor_palette, GTK_TYPE_WIDGET)

gboolean
qb_editor_palette_extend_held (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GdkSeat *seat = display != NULL ? gdk_display_get_default_seat (display) : NULL;
  GdkDevice *keyboard = seat != NULL ? gdk_seat_get_keyboard (seat) : NULL;

  return keyboard != NULL
    && (gdk_device_get_modifier_state (keyboard) & (GDK_CONTROL_MASK | GDK_SHIFT_MASK)) != 0;
}

static const char *
location_words (guint loc)
{
  if (loc < QB_NUM_ZONES)
    return qb_ui_zone_name ((int) loc);
  if (loc == QB_LOC_BASON)
    return qb_ui_area_name (QB_BASON);
  if (loc == QB_LOC_STLAURENT)
    return qb_ui_area_name (QB_STLAURENT);
  if (loc == QB_LOC_POOL)
    /* Translators: a block of a deployment not yet on the map. */
    return _("To place");
  return _("Out of play");
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource   *source,
                 double           x,
                 double           y,
                 QbEditorPalette *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int block = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "block"));

  if (!qb_editor_session_can_edit_block (self->session, (guint) block))
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_INT, block);
}

static void
drag_begin_cb (GtkDragSource   *source,
               GdkDrag         *drag,
               QbEditorPalette *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (row);

  gtk_drag_source_set_icon (source, icon, 0, 0);
}

static gboolean
drop_cb (GtkDropTarget   *target,
         const GValue    *value,
         double           x,
         double           y,
         QbEditorPalette *self)
{
  int block = g_value_get_int (value);
  guint b = (guint) block;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (block < 0 || block >= QB_NUM_BLOCKS)
    return FALSE;
  /* A block of the blocks picked takes them all along. */
  if (qb_editor_session_get_selection (self->session) & (G_GUINT64_CONSTANT (1) << block))
    ok = qb_editor_session_move_selection (self->session,
                                           qb_editor_session_palette_location (self->session), &error);
  else
    ok = qb_editor_session_move_blocks (self->session, &b, 1,
                                        qb_editor_session_palette_location (self->session), &error);
  if (!ok)
    gtk_widget_error_bell (GTK_WIDGET (self));
  return ok;
}

static GtkWidget *
make_row (QbEditorPalette *self,
          int              block,
          GHashTable      *problem_blocks)
{
  QbScenario *draft = qb_editor_session_get_draft (self->session);
  QbOptions options;
  const QbUnitInfo *info;
  GtkWidget *row, *box, *words, *name, *details, *mark;
  g_autofree char *detail = NULL;
  guint loc, cv;
  gboolean editable = qb_editor_session_can_edit_block (self->session, (guint) block);
  gboolean picked = (qb_editor_session_get_selection (self->session) & (G_GUINT64_CONSTANT (1) << block)) != 0;
  GtkDragSource *source;

  qb_scenario_get_options (draft, &options);
  info = qb_unit_info (options.edition, block);
  qb_scenario_get_block (draft, (guint) block, &loc, &cv);

  row = gtk_list_box_row_new ();
  g_object_set_data (G_OBJECT (row), "block", GINT_TO_POINTER (block));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  mark = gtk_image_new_from_icon_name (picked ? "object-select-symbolic" : NULL);
  gtk_widget_set_size_request (mark, 16, -1);
  gtk_box_append (GTK_BOX (box), mark);
  words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_hexpand (words, TRUE);
  name = gtk_label_new (qb_ui_block_name (options.edition, block));
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (name, "heading");
  gtk_box_append (GTK_BOX (words), name);
  if (info->max_cv > 0 && loc < QB_NUM_ZONES
      && qb_scenario_get_kind (draft) == QB_SCENARIO_POSITION)
    /* Translators: a block in the editor's palette: its type, CV now and
     * maximum, and where it is (“Regulars · 2 of 4 CV · Beauport”). */
    detail = g_strdup_printf (_("%1$s · %2$u of %3$u CV · %4$s"), qb_ui_type_name (info->type),
                              cv, (guint) info->max_cv, location_words (loc));
  else if (info->max_cv > 0)
    /* Translators: a block in the editor's palette: its type, maximum
     * CV and where it is (“Regulars · 4 CV · To place”). */
    detail = g_strdup_printf (_("%1$s · %2$u CV · %3$s"), qb_ui_type_name (info->type),
                              (guint) info->max_cv, location_words (loc));
  else
    detail = g_strdup_printf ("%s · %s", qb_ui_type_name (info->type), location_words (loc));
  details = gtk_label_new (detail);
  gtk_label_set_xalign (GTK_LABEL (details), 0);
  gtk_label_set_ellipsize (GTK_LABEL (details), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (details, "caption");
  gtk_widget_add_css_class (details, "dim-label");
  gtk_box_append (GTK_BOX (words), details);
  gtk_box_append (GTK_BOX (box), words);
  if (g_hash_table_contains (problem_blocks, GINT_TO_POINTER (block)))
    {
      GtkWidget *warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_set_tooltip_text (warning, g_hash_table_lookup (problem_blocks, GINT_TO_POINTER (block)));
      gtk_widget_add_css_class (warning, "warning");
      gtk_box_append (GTK_BOX (box), warning);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_sensitive (row, editable);
  if (picked)
    gtk_widget_add_css_class (row, "picked");
  qb_ui_a11y_label_by (row, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  detail, -1);

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect_object (source, "prepare", G_CALLBACK (drag_prepare_cb), self, 0);
  g_signal_connect_object (source, "drag-begin", G_CALLBACK (drag_begin_cb), self, 0);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  return row;
}

/* The groups in the list's order: in a deployment the French, whom it
 * places, come first. */
static int
group_of (QbEditorPalette *self,
          int              block)
{
  QbScenario *draft = qb_editor_session_get_draft (self->session);
  QbOptions options;
  int side = QB_BLOCK_SIDE (block);

  qb_scenario_get_options (draft, &options);
  if (qb_scenario_get_kind (draft) == QB_SCENARIO_DEPLOYMENT)
    side = side == QB_FRENCH ? 0 : 1;
  return side * QB_NUM_TYPES + qb_unit_info (options.edition, block)->type;
}

static void
header_cb (GtkListBoxRow *row,
           GtkListBoxRow *before,
           gpointer       data)
{
  QbEditorPalette *self = data;
  int block = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "block"));
  int group = group_of (self, block);
  GtkWidget *label;
  g_autofree char *text = NULL;
  QbOptions options;

  if (before != NULL
      && group_of (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (before), "block"))) == group)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  qb_scenario_get_options (qb_editor_session_get_draft (self->session), &options);
  /* Translators: a heading of the editor's palette: a side and a unit
   * type (“French · Regulars”). */
  text = g_strdup_printf (_("%1$s · %2$s"), qb_ui_side_name (QB_BLOCK_SIDE (block)),
                          qb_ui_type_name (qb_unit_info (options.edition, block)->type));
  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_top (label, 9);
  gtk_widget_set_margin_bottom (label, 3);
  gtk_list_box_row_set_header (row, label);
}

static int
compare_blocks (const void *a,
                const void *b,
                void       *data)
{
  QbEditorPalette *self = data;
  int x = *(const int *) a, y = *(const int *) b;
  int gx = group_of (self, x), gy = group_of (self, y);

  return gx != gy ? gx - gy : x - y;
}

static void
rebuild (QbEditorPalette *self)
{
  GPtrArray *problems = qb_editor_session_get_problems (self->session);
  g_autoptr(GHashTable) problem_blocks = g_hash_table_new (NULL, NULL);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean had_focus = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list));
  int order[QB_NUM_BLOCKS];
  GtkWidget *child;
  double scroll = gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)));

  for (guint i = 0; i < problems->len; i++)
    {
      QbSetupProblem *p = g_ptr_array_index (problems, i);

      if (p->block >= 0)
        g_hash_table_insert (problem_blocks, GINT_TO_POINTER (p->block), p->message);
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    order[b] = b;
  g_qsort_with_data (order, QB_NUM_BLOCKS, sizeof (int), compare_blocks, self);
  for (int i = 0; i < QB_NUM_BLOCKS; i++)
    {
      self->rows[order[i]] = make_row (self, order[i], problem_blocks);
      gtk_list_box_append (self->list, self->rows[order[i]]);
    }
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)), scroll);
  if (had_focus && self->focus_block >= 0)
    gtk_widget_grab_focus (self->rows[self->focus_block]);
}

static void
row_activated_cb (GtkListBox      *list,
                  GtkListBoxRow   *row,
                  QbEditorPalette *self)
{
  int block = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "block"));

  self->focus_block = block;
  qb_editor_session_select_block (self->session, block,
                                  qb_editor_palette_extend_held (GTK_WIDGET (self)));
}

static void
qb_editor_palette_dispose (GObject *object)
{
  QbEditorPalette *self = QB_EDITOR_PALETTE (object);

  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (qb_editor_palette_parent_class)->dispose (object);
}

static void
qb_editor_palette_class_init (QbEditorPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_editor_palette_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor-palette");
}

static void
qb_editor_palette_init (QbEditorPalette *self)
{
  GtkDropTarget *target;

  self->focus_block = -1;
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  /* Its natural width is its widest line's, for the page to give it room. */
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (self->scrolled), TRUE);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_list_box_set_header_func (self->list, header_cb, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Blocks"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), GTK_WIDGET (self->list));
  g_signal_connect_object (self->list, "row-activated", G_CALLBACK (row_activated_cb), self, 0);
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->list));

  target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

GtkWidget *
qb_editor_palette_new (QbEditorSession *session)
{
  QbEditorPalette *self;

  g_return_val_if_fail (QB_IS_EDITOR_SESSION (session), NULL);

  self = g_object_new (QB_TYPE_EDITOR_PALETTE, NULL);
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (rebuild), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::selection", G_CALLBACK (rebuild), self, G_CONNECT_SWAPPED);
  rebuild (self);
  return GTK_WIDGET (self);
}

GtkWidget *
qb_editor_palette_get_row (QbEditorPalette *self,
                           int              block)
{
  g_return_val_if_fail (QB_IS_EDITOR_PALETTE (self), NULL);
  g_return_val_if_fail (block >= 0 && block < QB_NUM_BLOCKS, NULL);

  return self->rows[block];
}
