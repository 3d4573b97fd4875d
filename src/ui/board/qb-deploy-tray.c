/* qb-deploy-tray.c: the French blocks not yet deployed (3.4).
 *
 * One QbBlockWidget per French block, made once per edition and hidden
 * once the block is on the map rather than destroyed: a block dropped on
 * the board is placed while its drag is still finishing, and the drag
 * source must outlive that. Blocks are grouped by type, in the board's
 * order (leaders first).
 *
 * The blocks are one Tab stop: only one of them (the one focused last, or
 * the first) takes the focus from Tab, and the arrow keys, Home and End
 * move the focus between them, the others being focusable only while they
 * have it.
 */
#include <glib/gi18n-lib.h>

#include "qb-deploy-tray.h"
#include "qb-ui-a11y.h"

#include "qb-block-widget.h"
#include "qb-data.h"
#include "qb-ui-names.h"
#include "qb-ui-style.h"

#define TRAY_BLOCK_SIZE 46
#define N_GROUPS 11

struct _QbDeployTray
{
  GtkWidget parent_instance;

  GtkWidget *box;          /* the tray's only child */
  GtkLabel *count_label;
  GtkWidget *groups_box;
  GtkWidget *groups[N_GROUPS];
  GtkWidget *group_boxes[N_GROUPS];
  GtkWidget *blocks[QB_BLOCKS_PER_SIDE];
  int edition;             /* of the blocks made, or -1 */
  guint64 shown;
  GtkWidget *tab_block;    /* the block Tab comes to, or NULL */
  GtkWidget *historical;   /* "Use Historical Deployment" */
  GtkWidget *choices;      /* those two buttons, side by side */
  GtkWidget *library;      /* "From the Library…" */
  GtkWidget *review_box;   /* "Place as in 1759" and "Back", while reviewing */
  gboolean reviewing;      /* the board shows the historical deployment */
};

G_DEFINE_FINAL_TYPE (QbDeployTray, qb_deploy_tray, GTK_TYPE_WIDGET)

enum {
  BLOCK_ACTIVATED,
  DRAG_BEGIN,
  DRAG_END,
  HISTORICAL_REQUESTED,
  HISTORICAL_REVIEW,
  LIBRARY_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The board's order of the types. */
static const int group_types[N_GROUPS] = {
  QB_TYPE_LEADER, QB_TYPE_REGULAR, QB_TYPE_GRENADIERS, QB_TYPE_LIGHT_INFANTRY,
  QB_TYPE_RANGERS, QB_TYPE_INDIAN, QB_TYPE_QUEBEC_MILITIA, QB_TYPE_MONTREAL_MILITIA,
  QB_TYPE_DETACHMENT, QB_TYPE_DECOY, QB_TYPE_SHIP,
};

static int
group_of (int type)
{
  for (int i = 0; i < N_GROUPS; i++)
    if (group_types[i] == type)
      return i;
  return N_GROUPS - 1;
}

static int
block_of (QbDeployTray *self, GtkWidget *widget)
{
  for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
    if (self->blocks[i] == widget)
      return QB_FIRST_BLOCK (QB_FRENCH) + i;
  return -1;
}

/* ---- Focus ------------------------------------------------------------------ */

/* The blocks in the tray, in the order shown. */
static GPtrArray *
shown_blocks (QbDeployTray *self)
{
  GPtrArray *blocks = g_ptr_array_new ();

  for (int g = 0; g < N_GROUPS; g++)
    if (self->group_boxes[g] != NULL)
      for (GtkWidget *c = gtk_widget_get_first_child (self->group_boxes[g]); c;
           c = gtk_widget_get_next_sibling (c))
        if (gtk_widget_get_visible (c))
          g_ptr_array_add (blocks, c);
  return blocks;
}

/* Make `block` the one block Tab comes to. */
static void
set_tab_block (QbDeployTray *self,
               GtkWidget    *block)
{
  if (self->tab_block == block)
    return;
  if (self->tab_block != NULL)
    gtk_widget_set_focusable (self->tab_block, FALSE);
  self->tab_block = block;
  if (block != NULL)
    gtk_widget_set_focusable (block, TRUE);
}

/* After the blocks shown change: the block Tab comes to is still one of
 * them, else the one after it (or the last). A block that had the focus
 * and went to the map hands it to that one. */
static void
update_tab_block (QbDeployTray *self,
                  GtkWidget    *had_focus)
{
  g_autoptr (GPtrArray) blocks = shown_blocks (self);
  GtkWidget *next = NULL;

  if (self->tab_block != NULL && gtk_widget_get_visible (self->tab_block))
    next = self->tab_block;
  else if (self->tab_block != NULL && blocks->len > 0)
    {
      /* The first shown block after the one gone, in the tray's order. */
      gboolean after = FALSE;
      for (int g = 0; g < N_GROUPS && next == NULL; g++)
        if (self->group_boxes[g] != NULL)
          for (GtkWidget *c = gtk_widget_get_first_child (self->group_boxes[g]); c && next == NULL;
               c = gtk_widget_get_next_sibling (c))
            {
              if (c == self->tab_block)
                after = TRUE;
              else if (after && gtk_widget_get_visible (c))
                next = c;
            }
      if (next == NULL)
        next = g_ptr_array_index (blocks, blocks->len - 1);
    }
  else if (blocks->len > 0)
    next = g_ptr_array_index (blocks, 0);
  set_tab_block (self, next);
  if (had_focus != NULL && next != NULL && !gtk_widget_get_visible (had_focus))
    gtk_widget_grab_focus (next);
}

/* Left, Up, Right, Down, Home, End between the blocks. */
static gboolean
move_focus_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  QbDeployTray *self = QB_DEPLOY_TRAY (widget);
  g_autoptr (GPtrArray) blocks = shown_blocks (self);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int step = g_variant_get_int32 (args);
  guint at;

  if (focus == NULL || !g_ptr_array_find (blocks, focus, &at))
    return FALSE;   /* the arrows of the button are GTK's */
  int to = step == G_MININT32 ? 0 : step == G_MAXINT32 ? (int) blocks->len - 1 : (int) at + step;
  if (to < 0 || to >= (int) blocks->len)
    {
      gtk_widget_error_bell (widget);
      return TRUE;
    }
  set_tab_block (self, g_ptr_array_index (blocks, to));
  gtk_widget_grab_focus (self->tab_block);
  return TRUE;
}

/* ---- Drag and click ------------------------------------------------------ */

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 QbDeployTray  *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int block = block_of (self, widget);

  if (block < 0 || !((self->shown >> block) & 1))
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_INT, block);
}

static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag,
               QbDeployTray  *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) live = gtk_widget_paintable_new (widget);
  /* A still image: the block in the tray dims while it is away. */
  g_autoptr(GdkPaintable) icon = gdk_paintable_get_current_image (live);

  gtk_drag_source_set_icon (source, icon,
                            gtk_widget_get_width (widget) / 2,
                            gtk_widget_get_height (widget) / 2);
  gtk_widget_set_opacity (widget, 0.35);
  g_signal_emit (self, signals[DRAG_BEGIN], 0, block_of (self, widget));
}

static void
drag_end_cb (GtkDragSource *source,
             GdkDrag       *drag,
             gboolean       delete_data,
             QbDeployTray  *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  gtk_widget_set_opacity (widget, 1);
  g_signal_emit (self, signals[DRAG_END], 0, block_of (self, widget));
}

static void
block_activate_cb (QbBlockWidget *block,
                   QbDeployTray  *self)
{
  int id = block_of (self, GTK_WIDGET (block));

  if (id >= 0 && ((self->shown >> id) & 1))
    g_signal_emit (self, signals[BLOCK_ACTIVATED], 0, id);
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   QbDeployTray    *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));

  set_tab_block (self, widget);
  gtk_widget_grab_focus (widget);
  gtk_widget_activate (widget);
}

/* While the historical deployment is reviewed on the board, the tray
 * offers to place it or to go back; nothing is placed before that. */
static void
show_review (QbDeployTray *self,
             gboolean      reviewing)
{
  self->reviewing = reviewing;
  gtk_widget_set_visible (self->choices, !reviewing);
  gtk_widget_set_visible (self->review_box, reviewing);
}

static void
historical_clicked_cb (QbDeployTray *self)
{
  show_review (self, TRUE);
  g_signal_emit (self, signals[HISTORICAL_REVIEW], 0, TRUE);
}

static void
place_clicked_cb (QbDeployTray *self)
{
  show_review (self, FALSE);
  g_signal_emit (self, signals[HISTORICAL_REQUESTED], 0);
}

static void
library_clicked_cb (QbDeployTray *self)
{
  g_signal_emit (self, signals[LIBRARY_REQUESTED], 0);
}

static void
back_clicked_cb (QbDeployTray *self)
{
  qb_deploy_tray_end_review (self);
}

/**
 * qb_deploy_tray_get_reviewing:
 *
 * Returns: whether the historical deployment is being reviewed
 */
gboolean
qb_deploy_tray_get_reviewing (QbDeployTray *self)
{
  g_return_val_if_fail (QB_IS_DEPLOY_TRAY (self), FALSE);

  return self->reviewing;
}

/**
 * qb_deploy_tray_end_review:
 *
 * Stops reviewing the historical deployment without placing it
 * (::historical-review with %FALSE), if it was being reviewed.
 */
void
qb_deploy_tray_end_review (QbDeployTray *self)
{
  g_return_if_fail (QB_IS_DEPLOY_TRAY (self));

  if (!self->reviewing)
    return;
  show_review (self, FALSE);
  g_signal_emit (self, signals[HISTORICAL_REVIEW], 0, FALSE);
}

/* ---- Blocks ---------------------------------------------------------------- */

static void
clear_blocks (QbDeployTray *self)
{
  for (int i = 0; i < N_GROUPS; i++)
    {
      if (self->groups[i] != NULL)
        gtk_box_remove (GTK_BOX (self->groups_box), self->groups[i]);
      self->groups[i] = NULL;
      self->group_boxes[i] = NULL;
    }
  for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
    self->blocks[i] = NULL;
  self->tab_block = NULL;
  self->edition = -1;
}

static void
make_blocks (QbDeployTray *self, int edition)
{
  clear_blocks (self);
  self->edition = edition;

  for (int g = 0; g < N_GROUPS; g++)
    for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
      {
        int b = QB_FIRST_BLOCK (QB_FRENCH) + i;
        int type = qb_unit_info (edition, b)->type;
        if (group_of (type) != g)
          continue;
        if (self->groups[g] == NULL)
          {
            GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
            const char *name = qb_ui_type_name (type);
            gunichar first = g_unichar_totitle (g_utf8_get_char (name));
            char head[8] = { 0 };
            g_unichar_to_utf8 (first, head);
            g_autofree char *title = g_strconcat (head, g_utf8_next_char (name), NULL);
            GtkWidget *label = gtk_label_new (title);
            gtk_label_set_xalign (GTK_LABEL (label), 0);
            gtk_widget_add_css_class (label, "caption");
            gtk_widget_add_css_class (label, "dim-label");
            gtk_box_append (GTK_BOX (group), label);
            self->group_boxes[g] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
            gtk_box_append (GTK_BOX (group), self->group_boxes[g]);
            gtk_box_append (GTK_BOX (self->groups_box), group);
            self->groups[g] = group;
          }

        GtkWidget *w = qb_block_widget_new (FALSE);
        /* Focusable while it is the block Tab comes to (update_tab_block). */
        gtk_widget_set_focusable (w, FALSE);
        gtk_widget_set_size_request (w, TRAY_BLOCK_SIZE, TRAY_BLOCK_SIZE);
        gtk_widget_set_valign (w, GTK_ALIGN_START);
        g_signal_connect_object (w, "activate", G_CALLBACK (block_activate_cb), self, 0);

        GtkDragSource *source = gtk_drag_source_new ();
        gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
        g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), self);
        g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), self);
        g_signal_connect (source, "drag-end", G_CALLBACK (drag_end_cb), self);
        gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (source));

        GtkGesture *click = gtk_gesture_click_new ();
        gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
        g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
        gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (click));

        gtk_box_append (GTK_BOX (self->group_boxes[g]), w);
        self->blocks[i] = w;
      }
}

void
qb_deploy_tray_set_view (QbDeployTray *self,
                         const QbView *view)
{
  guint64 shown = 0;
  int left = 0;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  g_return_if_fail (QB_IS_DEPLOY_TRAY (self));

  /* Only the French see their pool: the British view holds no French
   * block's place, and the tray would say nothing they may know. */
  if (view != NULL && view->phase == QB_PHASE_FRENCH_SETUP
      && (view->viewer == QB_FRENCH || view->viewer == QB_NO_SIDE))
    {
      int edition = view->options.edition;
      if (self->edition != edition)
        make_blocks (self, edition);
      for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
        {
          int b = QB_FIRST_BLOCK (QB_FRENCH) + i;
          const QbViewBlock *vb = &view->blocks[b];
          gboolean in_pool = vb->loc == QB_LOC_POOL;
          if (in_pool)
            {
              QbBlockFace face = { 0 };
              face.block = b;
              face.side = QB_FRENCH;
              face.type = vb->type;
              face.cv = vb->cv;
              face.max_cv = qb_unit_info (edition, b)->max_cv;
              face.loc = QB_LOC_POOL;
              face.edition = edition;
              face.own = view->viewer == QB_FRENCH;
              qb_block_widget_set_face (QB_BLOCK_WIDGET (self->blocks[i]), &face);
              shown |= G_GUINT64_CONSTANT (1) << b;
              left++;
            }
          gtk_widget_set_visible (self->blocks[i], in_pool);
        }
      for (int g = 0; g < N_GROUPS; g++)
        if (self->groups[g] != NULL)
          {
            gboolean any = FALSE;
            for (GtkWidget *c = gtk_widget_get_first_child (self->group_boxes[g]); c;
                 c = gtk_widget_get_next_sibling (c))
              any |= gtk_widget_get_visible (c);
            gtk_widget_set_visible (self->groups[g], any);
          }
    }
  else
    for (int i = 0; i < QB_BLOCKS_PER_SIDE; i++)
      if (self->blocks[i] != NULL)
        gtk_widget_set_visible (self->blocks[i], FALSE);

  self->shown = shown;
  update_tab_block (self, focus != NULL && QB_IS_BLOCK_WIDGET (focus)
                          && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) ? focus : NULL);
  g_autofree char *text =
    g_strdup_printf (ngettext ("%d block left to place", "%d blocks left to place", left), left);
  gtk_label_set_text (self->count_label, text);
}

guint64
qb_deploy_tray_get_blocks (QbDeployTray *self)
{
  g_return_val_if_fail (QB_IS_DEPLOY_TRAY (self), 0);

  return self->shown;
}

GtkWidget *
qb_deploy_tray_get_block_widget (QbDeployTray *self,
                                 int           block)
{
  g_return_val_if_fail (QB_IS_DEPLOY_TRAY (self), NULL);

  if (block < QB_FIRST_BLOCK (QB_FRENCH) || block >= QB_NUM_BLOCKS)
    return NULL;
  return self->blocks[block - QB_FIRST_BLOCK (QB_FRENCH)];
}

/* ---- GObject ----------------------------------------------------------------- */

static void
qb_deploy_tray_dispose (GObject *object)
{
  QbDeployTray *self = QB_DEPLOY_TRAY (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (qb_deploy_tray_parent_class)->dispose (object);
}

static void
qb_deploy_tray_class_init (QbDeployTrayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_deploy_tray_dispose;

  /**
   * QbDeployTray::block-activated:
   * @block: a block of the tray, clicked or picked with Enter
   */
  signals[BLOCK_ACTIVATED] = g_signal_new ("block-activated", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * QbDeployTray::drag-begin:
   * @block: the block the player started to drag
   */
  signals[DRAG_BEGIN] = g_signal_new ("drag-begin", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                      G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * QbDeployTray::drag-end:
   * @block: the block dragged, dropped or not
   */
  signals[DRAG_END] = g_signal_new ("drag-end", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * QbDeployTray::historical-requested:
   *
   * The player asked to place the rest as in 1759.
   */
  signals[HISTORICAL_REQUESTED] = g_signal_new ("historical-requested", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 0);
  /**
   * QbDeployTray::historical-review:
   * @reviewing: whether the board should show the historical deployment
   *
   * The player asked to see the historical deployment before placing it
   * (%TRUE), or went back (%FALSE).
   */
  signals[HISTORICAL_REVIEW] = g_signal_new ("historical-review", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  /**
   * QbDeployTray::library-requested:
   *
   * The player asked to choose a deployment from the library (the
   * editor's saved ones and the built-in ones) for the blocks still here.
   */
  signals[LIBRARY_REQUESTED] = g_signal_new ("library-requested", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, move_focus_cb, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Left, 0, move_focus_cb, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, 0, move_focus_cb, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Up, 0, move_focus_cb, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, move_focus_cb, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Right, 0, move_focus_cb, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, 0, move_focus_cb, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Down, 0, move_focus_cb, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, 0, move_focus_cb, "i", G_MININT32);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Home, 0, move_focus_cb, "i", G_MININT32);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, 0, move_focus_cb, "i", G_MAXINT32);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_End, 0, move_focus_cb, "i", G_MAXINT32);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "deploytray");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
qb_deploy_tray_init (QbDeployTray *self)
{
  GtkWidget *intro, *title, *button, *scroller;

  qb_ui_ensure_style (gtk_widget_get_display (GTK_WIDGET (self)));
  self->edition = -1;

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  intro = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_valign (intro, GTK_ALIGN_CENTER);
  title = gtk_label_new (_("Deploy the French Army"));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (intro), title);
  self->count_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->count_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->count_label), "dim-label");
  gtk_box_append (GTK_BOX (intro), GTK_WIDGET (self->count_label));
  button = gtk_button_new_with_mnemonic (_("Use _Historical Deployment"));
  gtk_widget_set_tooltip_text (button, _("Show on the map where Montcalm had the blocks still here in 1759, before placing them"));
  g_signal_connect_object (button, "clicked", G_CALLBACK (historical_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  qb_ui_a11y_name_controls (button);
  /* Side by side: a second row would take its height from the board on a
   * short window. */
  self->choices = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (self->choices, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->choices), button);
  self->historical = button;
  button = gtk_button_new_with_mnemonic (_("From the _Library…"));
  gtk_widget_set_tooltip_text (button, _("Place the blocks still here as in a deployment saved in the editor's library"));
  g_signal_connect_object (button, "clicked", G_CALLBACK (library_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  qb_ui_a11y_name_controls (button);
  gtk_box_append (GTK_BOX (self->choices), button);
  gtk_box_append (GTK_BOX (intro), self->choices);
  self->library = button;

  /* Reviewing: the map shows the deployment, nothing is placed yet. */
  self->review_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  button = gtk_button_new_with_mnemonic (_("_Place as in 1759"));
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect_object (button, "clicked", G_CALLBACK (place_clicked_cb), self, G_CONNECT_SWAPPED);
  qb_ui_a11y_name_controls (button);
  gtk_box_append (GTK_BOX (self->review_box), button);
  button = gtk_button_new_with_mnemonic (_("_Back"));
  gtk_widget_set_tooltip_text (button, _("Deploy the blocks yourself"));
  g_signal_connect_object (button, "clicked", G_CALLBACK (back_clicked_cb), self, G_CONNECT_SWAPPED);
  qb_ui_a11y_name_controls (button);
  gtk_box_append (GTK_BOX (self->review_box), button);
  gtk_widget_set_visible (self->review_box, FALSE);
  gtk_box_append (GTK_BOX (intro), self->review_box);
  gtk_box_append (GTK_BOX (self->box), intro);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_widget_set_hexpand (scroller, TRUE);
  self->groups_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_set_margin_top (self->groups_box, 4);
  gtk_widget_set_margin_bottom (self->groups_box, 8);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->groups_box);
  gtk_box_append (GTK_BOX (self->box), scroller);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("French blocks to deploy: drag each to a highlighted zone, or pick a zone and then blocks"),
                                  -1);
  qb_ui_follow_dark_style (GTK_WIDGET (self));
}

GtkWidget *
qb_deploy_tray_new (void)
{
  return g_object_new (QB_TYPE_DEPLOY_TRAY, NULL);
}
