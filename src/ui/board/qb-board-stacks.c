/* qb-board-stacks.c: QbBoard: how the blocks of a place are laid out so
 * that none hides another's label (a grid, rows centred, never two blocks
 * over each other), and what becomes of the blocks that do not fit: the
 * last place shows "+N", and a click on it lists them in a popover, each
 * a button that does what a click on the block does. The grid itself is
 * qb_board_layout_stack() in src/paint/qb-board-place.c. */
#include <glib/gi18n-lib.h>

#include "qb-board-private.h"

#include <math.h>

/* Forgets the "+N" places (the blocks are laid out again). */
void
qb_board_clear_more (QbBoard *self)
{
  self->n_more = 0;
}

/* Keeps a "+N" place: `blocks` known blocks and `n_anonymous` hidden ones
 * of `side` at `loc` did not fit; the place's top-left corner is (x, y). */
void
qb_board_add_more (QbBoard *self,
                   int      loc,
                   int      side,
                   double   x,
                   double   y,
                   guint64  blocks,
                   guint    n_anonymous)
{
  QbBoardMore *more;

  if (self->n_more >= G_N_ELEMENTS (self->more))
    return;
  more = &self->more[self->n_more++];
  more->loc = loc;
  more->side = side;
  more->x = x;
  more->y = y;
  more->blocks = blocks;
  more->n_anonymous = n_anonymous;
}

/**
 * qb_board_get_more:
 *
 * Returns: how many blocks of @loc the board lists behind "+N" because
 *   they do not fit (0: every block is on the map)
 */
guint
qb_board_get_more (QbBoard *self,
                   int      loc)
{
  guint n = 0;

  g_return_val_if_fail (QB_IS_BOARD (self), 0);

  for (guint i = 0; i < self->n_more; i++)
    if (self->more[i].loc == loc)
      n += (guint) __builtin_popcountll (self->more[i].blocks) + self->more[i].n_anonymous;
  return n;
}

/* The "+N" place under a point in board units, or -1. */
static int
more_at (QbBoard *self,
         double   bx,
         double   by)
{
  for (guint i = 0; i < self->n_more; i++)
    {
      const QbBoardMore *m = &self->more[i];
      if (bx >= m->x && bx < m->x + QB_BOARD_BLOCK_SIZE && by >= m->y && by < m->y + QB_BOARD_BLOCK_SIZE)
        return (int) i;
    }
  return -1;
}

static void
more_block_clicked_cb (GtkButton *button,
                       QbBoard   *self)
{
  int block = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "qb-block"));

  if (self->more_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->more_popover));
  qb_board_activate_block (self, block);
}

/* Opens the list of the blocks behind the "+N" place `i`. */
static void
open_more (QbBoard *self,
           guint    i)
{
  const QbBoardMore *m = &self->more[i];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  double x, y;

  if (self->more_popover == NULL)
    {
      self->more_popover = gtk_popover_new ();
      gtk_widget_set_parent (self->more_popover, GTK_WIDGET (self));
      gtk_popover_set_position (GTK_POPOVER (self->more_popover), GTK_POS_BOTTOM);
    }
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (((m->blocks >> b) & 1) && self->known[b] != NULL)
      {
        const char *words = qb_block_widget_get_label (QB_BLOCK_WIDGET (self->known[b]));
        GtkWidget *button = gtk_button_new_with_label (words != NULL ? words : "");

        gtk_widget_add_css_class (button, "flat");
        gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
        g_object_set_data (G_OBJECT (button), "qb-block", GINT_TO_POINTER (b));
        g_signal_connect (button, "clicked", G_CALLBACK (more_block_clicked_cb), self);
        gtk_box_append (GTK_BOX (box), button);
      }
  if (m->n_anonymous > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u more block, not revealed",
                                                         "%u more blocks, not revealed",
                                                         m->n_anonymous), m->n_anonymous);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_popover_set_child (GTK_POPOVER (self->more_popover), box);
  qb_board_map_point (self, m->x + QB_BOARD_BLOCK_SIZE / 2, m->y + QB_BOARD_BLOCK_SIZE, &x, &y);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->more_popover),
                               &(GdkRectangle) { (int) x, (int) y - 2, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->more_popover));
}

/* A click at (x, y), widget coordinates, on a "+N" place opens its list. */
gboolean
qb_board_click_more (QbBoard *self,
                     double   x,
                     double   y)
{
  int i;

  if (self->scale <= 0)
    return FALSE;
  i = more_at (self, (x - self->ox) / self->scale, (y - self->oy) / self->scale);
  if (i < 0)
    return FALSE;
  open_more (self, (guint) i);
  return TRUE;
}

/* The "+N" places, as overlay items. */
guint
qb_board_more_items (QbBoard            *self,
                     QbBoardOverlayItem *items,
                     guint               max)
{
  guint n = 0;

  for (guint i = 0; i < self->n_more && n < max; i++)
    {
      const QbBoardMore *m = &self->more[i];
      items[n++] = (QbBoardOverlayItem) {
        QB_OVERLAY_MORE, m->x + QB_BOARD_BLOCK_SIZE / 2, m->y + QB_BOARD_BLOCK_SIZE / 2, m->side,
        (int) (__builtin_popcountll (m->blocks) + m->n_anonymous), 0, 0, 0
      };
    }
  return n;
}
