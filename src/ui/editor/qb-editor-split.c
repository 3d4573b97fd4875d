/* qb-editor-split.c: the side (palette) and the main part (board and
 * panel) of the Editor page, side by side with a separator. A box gives
 * a child its natural width before the others only by the size of the
 * gap, whatever the window's width; here the side gets its natural width
 * up to a share of the page instead, and never less than its minimum. */
#include "qb-editor-split.h"

struct _QbEditorSplit
{
  GtkWidget parent_instance;

  GtkWidget *side;
  GtkWidget *separator;
  GtkWidget *main;
};

G_DEFINE_FINAL_TYPE (QbEditorSplit, qb_editor_split, GTK_TYPE_WIDGET)

static void
qb_editor_split_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  QbEditorSplit *self = QB_EDITOR_SPLIT (widget);
  GtkWidget *children[] = { self->side, self->separator, self->main };

  *minimum = *natural = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (children); i++)
    {
      int child_min = 0, child_nat = 0;

      /* A height for a width would need the split's arithmetic first;
       * the children's heights do not depend on it here (all scroll). */
      gtk_widget_measure (children[i], orientation, -1, &child_min, &child_nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          *minimum += child_min;
          *natural += child_nat;
        }
      else
        {
          *minimum = MAX (*minimum, child_min);
          *natural = MAX (*natural, child_nat);
        }
    }
  (void) for_size;
}

/* The side's width in a page `width` wide. */
static int
side_width (QbEditorSplit *self,
            int            width)
{
  int side_min = 0, side_nat = 0, sep_min = 0, main_min = 0;

  gtk_widget_measure (self->side, GTK_ORIENTATION_HORIZONTAL, -1, &side_min, &side_nat, NULL, NULL);
  gtk_widget_measure (self->separator, GTK_ORIENTATION_HORIZONTAL, -1, &sep_min, NULL, NULL, NULL);
  gtk_widget_measure (self->main, GTK_ORIENTATION_HORIZONTAL, -1, &main_min, NULL, NULL, NULL);
  return MAX (side_min, MIN (side_nat, MIN ((int) (width * QB_EDITOR_SPLIT_SIDE_SHARE),
                                            width - sep_min - main_min)));
}

static void
qb_editor_split_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  QbEditorSplit *self = QB_EDITOR_SPLIT (widget);
  int side = side_width (self, width);
  int sep = 0;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int main_width;

  gtk_widget_measure (self->separator, GTK_ORIENTATION_HORIZONTAL, -1, &sep, NULL, NULL, NULL);
  main_width = MAX (0, width - side - sep);
  gtk_widget_size_allocate (self->side,
                            &(GtkAllocation) { rtl ? width - side : 0, 0, side, height }, -1);
  gtk_widget_size_allocate (self->separator,
                            &(GtkAllocation) { rtl ? main_width : side, 0, sep, height }, -1);
  gtk_widget_size_allocate (self->main,
                            &(GtkAllocation) { rtl ? 0 : side + sep, 0, main_width, height }, -1);
  (void) baseline;
}

static void
qb_editor_split_dispose (GObject *object)
{
  QbEditorSplit *self = QB_EDITOR_SPLIT (object);

  g_clear_pointer (&self->side, gtk_widget_unparent);
  g_clear_pointer (&self->separator, gtk_widget_unparent);
  g_clear_pointer (&self->main, gtk_widget_unparent);

  G_OBJECT_CLASS (qb_editor_split_parent_class)->dispose (object);
}

static void
qb_editor_split_class_init (QbEditorSplitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_editor_split_dispose;
  widget_class->measure = qb_editor_split_measure;
  widget_class->size_allocate = qb_editor_split_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "editor-split");
}

static void
qb_editor_split_init (QbEditorSplit *self)
{
}

GtkWidget *
qb_editor_split_new (GtkWidget *side,
                     GtkWidget *main)
{
  QbEditorSplit *self;

  g_return_val_if_fail (GTK_IS_WIDGET (side), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (main), NULL);

  self = g_object_new (QB_TYPE_EDITOR_SPLIT, NULL);
  self->side = side;
  self->separator = gtk_separator_new (GTK_ORIENTATION_VERTICAL);
  self->main = main;
  gtk_widget_set_parent (side, GTK_WIDGET (self));
  gtk_widget_set_parent (self->separator, GTK_WIDGET (self));
  gtk_widget_set_parent (main, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}
