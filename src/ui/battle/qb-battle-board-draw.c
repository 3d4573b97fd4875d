/* qb-battle-board-draw.c: the battle board's layout and drawing (see
 * qb-battle-board.h): the header, the cells and the blocks where
 * qb-battle-geometry.c puts them, and the last fire's dice as die faces,
 * the hits in red, the doubling written beside them. */
#include "qb-battle-board-private.h"
#include "qb-block-widget.h"

#include <math.h>

static void
compute_geometry (QbBattleBoard    *self,
                  int               width,
                  int               height,
                  QbBattleGeometry *g)
{
  int header_h = 0, bar_h = 0, header_w = 0, bar_w = 0;

  /* Never ask a child's height for less than its least width (a box
   * would hand its children negative sizes). */
  gtk_widget_measure (self->header_box, GTK_ORIENTATION_HORIZONTAL, -1, &header_w, NULL, NULL, NULL);
  gtk_widget_measure (self->bar, GTK_ORIENTATION_HORIZONTAL, -1, &bar_w, NULL, NULL, NULL);
  gtk_widget_measure (self->header_box, GTK_ORIENTATION_VERTICAL, MAX (header_w, width - 24),
                      NULL, &header_h, NULL, NULL);
  gtk_widget_measure (self->bar, GTK_ORIENTATION_VERTICAL, MAX (bar_w, width - 24),
                      NULL, &bar_h, NULL, NULL);
  qb_battle_geometry_compute (g, width, height, header_h, bar_h, self->skirmish, self->aside);
}

static void
allocate_rect (GtkWidget          *widget,
               const QbBattleRect *r)
{
  /* Never a negative size: a short board squeezes its field to nothing
   * rather than hand its cells' children negative sizes. */
  GtkAllocation a = { (int) floor (r->x), (int) floor (r->y),
                      MAX (0, (int) floor (r->width)), MAX (0, (int) floor (r->height)) };
  gtk_widget_size_allocate (widget, &a, -1);
}

void
qb_battle_board_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (widget);
  QbBattleGeometry g;

  int header_w = 0, bar_w = 0;

  compute_geometry (self, width, height, &g);
  /* A board given less than its least width (a parent that does not
   * ask) still gives its header and bar theirs: they overflow, rather than
   * their boxes handing their children negative sizes. */
  gtk_widget_measure (self->header_box, GTK_ORIENTATION_HORIZONTAL, -1, &header_w, NULL, NULL, NULL);
  gtk_widget_measure (self->bar, GTK_ORIENTATION_HORIZONTAL, -1, &bar_w, NULL, NULL, NULL);
  g.header.width = MAX (g.header.width, header_w);
  g.bar.width = MAX (g.bar.width, bar_w);
  allocate_rect (self->header_box, &g.header);
  allocate_rect (self->bar, &g.bar);
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
      if (gtk_widget_get_visible (self->cells[r][c]))
        allocate_rect (self->cells[r][c], &g.cells[r][c]);
  for (int i = 0; i < self->n_places; i++)
    {
      const QbBattleRect *cell = &g.cells[self->places[i].row][self->places[i].cell];
      double x, y, size;
      qb_battle_geometry_place (&g, cell, self->places[i].index, self->places[i].count, &x, &y, &size);
      {
        /* Where a known block rests, for a retreat's slide from there. */
        int b = qb_block_widget_get_face (QB_BLOCK_WIDGET (self->places[i].widget))->block;
        if (b >= 0 && b < QB_NUM_BLOCKS)
          {
            self->placed_at[b] = GRAPHENE_POINT_INIT ((float) x, (float) y);
            self->placed[b] = TRUE;
          }
      }
      qb_battle_board_motion_slide (self, self->places[i].widget, &g, &x, &y);
      QbBattleRect r = { x, y, size, size };
      allocate_rect (self->places[i].widget, &r);
    }
}

void
qb_battle_board_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (widget);

  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 260;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 900 : 600;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As wide as the header and the bar need (the bar holds the odds
       * and the decision's buttons), and the margins. */
      int header_w = 0, bar_w = 0;
      gtk_widget_measure (self->header_box, orientation, -1, &header_w, NULL, NULL, NULL);
      gtk_widget_measure (self->bar, orientation, -1, &bar_w, NULL, NULL, NULL);
      *minimum = MAX (*minimum, MAX (header_w, bar_w) + 24);
      *natural = MAX (*natural, *minimum);
    }
  else
    {
      /* As tall as the header (with the odds) and the bar need for the
       * width given, and room for the two rows of blocks. */
      int width = for_size > 0 ? for_size : 900;
      int header_h = 0, bar_h = 0;
      gtk_widget_measure (self->header_box, orientation, MAX (0, width - 24), &header_h, NULL, NULL, NULL);
      gtk_widget_measure (self->bar, orientation, MAX (0, width - 24), &bar_h, NULL, NULL, NULL);
      *minimum = MAX (*minimum, header_h + bar_h + 160);
      *natural = MAX (*natural, *minimum);
    }
}

/* One die face: white wood, its pips; a die that hit is red. */
static void
draw_die (cairo_t *cr,
          double   x,
          double   y,
          double   s,
          int      value,
          gboolean hit)
{
  static const double pips[7][6][2] = {
    { { 0 } },
    { { 0.5, 0.5 } },
    { { 0.25, 0.25 }, { 0.75, 0.75 } },
    { { 0.25, 0.25 }, { 0.5, 0.5 }, { 0.75, 0.75 } },
    { { 0.25, 0.25 }, { 0.75, 0.25 }, { 0.25, 0.75 }, { 0.75, 0.75 } },
    { { 0.25, 0.25 }, { 0.75, 0.25 }, { 0.5, 0.5 }, { 0.25, 0.75 }, { 0.75, 0.75 } },
    { { 0.25, 0.25 }, { 0.75, 0.25 }, { 0.25, 0.5 }, { 0.75, 0.5 }, { 0.25, 0.75 }, { 0.75, 0.75 } },
  };
  double r = s * 0.15;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + s - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + s - r, y + s - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + s - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  if (hit)
    cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  else
    cairo_set_source_rgb (cr, 0.97, 0.95, 0.9);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  if (hit)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  for (int i = 0; i < value && value <= 6; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + pips[value][i][0] * s, y + pips[value][i][1] * s, s * 0.09, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

void
qb_battle_board_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  if (self->has_battle && self->have_fire && self->fire.ndice > 0)
    {
      QbBattleGeometry g;
      compute_geometry (self, width, height, &g);
      double s = floor (MIN (g.dice.height * 0.62, 40));
      int n = MIN (self->fire.ndice, QB_MAX_DICE);
      int sixes = 0;
      for (int i = 0; i < n; i++)
        sixes += self->fire.dice[i] == 6;
      /* The hits are the sixes, or the fives and sixes of doubled fire
       * that does not double the dice (14.2). */
      int threshold = self->fire.a == sixes ? 6 : 5;
      double total = n * s + (n - 1) * s * 0.3;
      double x = g.dice.x + (g.dice.width - total) / 2;
      double y = g.dice.y + (g.dice.height - s) / 2;
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (g.dice.x, g.dice.y,
                                                                              g.dice.width, g.dice.height));
      /* Rolling in (qb-battle-board-motion.c): falling into place with
       * changing faces; the hits coloured once the dice show their own. */
      double drop = qb_battle_board_motion_drop (self) * s;
      for (int i = 0; i < n; i++)
        {
          int face = qb_battle_board_motion_face (self, i, self->fire.dice[i]);
          draw_die (cr, x + i * s * 1.3, y - drop, s, face,
                    face == self->fire.dice[i] && self->fire.dice[i] >= threshold);
        }
      if (self->double_text != NULL)
        {
          PangoLayout *layout = gtk_widget_create_pango_layout (widget, self->double_text);
          int tw, th;
          GdkRGBA ink;
          pango_layout_get_pixel_size (layout, &tw, &th);
          gtk_style_context_get_color (gtk_widget_get_style_context (widget), &ink);
          gdk_cairo_set_source_rgba (cr, &ink);
          cairo_move_to (cr, x + total + s * 0.5, g.dice.y + (g.dice.height - th) / 2);
          pango_cairo_show_layout (cr, layout);
          g_object_unref (layout);
        }
      cairo_destroy (cr);
    }
  /* The children: the cells, the blocks, the header and the bar. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
  /* Over the blocks: those hit flashing. */
  qb_battle_board_motion_snapshot (self, snapshot);
}

