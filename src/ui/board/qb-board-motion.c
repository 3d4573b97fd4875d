/* qb-board-motion.c: what moves on the board: blocks dragged from the
 * deployment tray onto the zones where they may go, and the animation of
 * the moves revealed with the orders and of retreats. Part of QbBoard
 * (qb-board.c). */
#include <glib/gi18n-lib.h>

#include "qb-board-private.h"

#include <math.h>
#include <string.h>

#include "qb-data.h"
#include "qb-ui-names.h"
#include "qb-ui-style.h"

/* ---- Drag and drop ----------------------------------------------------------- */

void
qb_board_begin_drop (QbBoard *self,
                     int      block,
                     guint    zones)
{
  g_return_if_fail (QB_IS_BOARD (self));
  g_return_if_fail (block >= 0 && block < QB_NUM_BLOCKS);

  self->drop_block = block;
  self->drop_zones = zones & ((1u << QB_NUM_ZONES) - 1);
  self->drop_hover = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
qb_board_end_drop (QbBoard *self)
{
  g_return_if_fail (QB_IS_BOARD (self));

  if (self->drop_block < 0)
    return;
  self->drop_block = -1;
  self->drop_zones = 0;
  self->drop_hover = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The zone a drop at (x, y) would go to, or -1. */
static int
drop_zone_at (QbBoard *self, double x, double y)
{
  int zone = qb_board_zone_at (self, x, y);
  if (self->drop_block < 0 || zone < 0 || !(self->drop_zones & (1u << zone)))
    return -1;
  return zone;
}

gboolean
qb_board_drop_block (QbBoard *self,
                     int      block,
                     double   x,
                     double   y)
{
  g_return_val_if_fail (QB_IS_BOARD (self), FALSE);

  int zone = drop_zone_at (self, x, y);
  if (block != self->drop_block || zone < 0)
    return FALSE;
  qb_board_end_drop (self);
  g_signal_emit_by_name (self, "block-dropped", block, zone);
  return TRUE;
}

static gboolean
drop_accept_cb (GtkDropTarget *target,
                GdkDrop       *drop,
                QbBoard       *self)
{
  /* Only a drag the board was told about: nothing from elsewhere. */
  return self->drop_block >= 0
         && gdk_content_formats_contain_gtype (gdk_drop_get_formats (drop), G_TYPE_INT);
}

static GdkDragAction
drop_motion_cb (GtkDropTarget *target,
                double         x,
                double         y,
                QbBoard       *self)
{
  int zone = drop_zone_at (self, x, y);
  if (zone != self->drop_hover)
    {
      self->drop_hover = zone;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  return zone >= 0 ? GDK_ACTION_MOVE : 0;
}

static void
drop_leave_cb (GtkDropTarget *target,
               QbBoard       *self)
{
  if (self->drop_hover >= 0)
    {
      self->drop_hover = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         QbBoard       *self)
{
  if (!G_VALUE_HOLDS_INT (value))
    return FALSE;
  return qb_board_drop_block (self, g_value_get_int (value), x, y);
}

/* ---- The move animation ------------------------------------------------------ */

static void
move_value_cb (double   value,
               gpointer data)
{
  QbBoard *self = data;

  if (self->moving == NULL)
    return;
  self->move_t = value;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
move_done_cb (AdwAnimation *animation,
              QbBoard      *self)
{
  self->move_t = 1;
  g_array_set_size (self->moving, 0);
  /* Back to the usual order of the children (drawing, focus). */
  qb_board_rebuild_blocks (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  qb_board_notify_animating (self);
}

/* Where a block leaving a location starts: the blocks leaving it are laid
 * out in it as a stack of their own. */
static void
start_points (int loc, guint n, QbPoint *out)
{
  const QbBoardGeometry *geometry = qb_board_geometry_get ();
  QbRect rect = loc < QB_NUM_ZONES ? geometry->zones[loc].blocks
                                   : geometry->areas[loc - QB_LOC_BASON].ships;
  qb_board_layout_stack (&rect, n, out);
}

static gboolean
is_map_loc (int loc)
{
  return loc < QB_NUM_ZONES || loc == QB_LOC_BASON || loc == QB_LOC_STLAURENT;
}

/* A block going from one place to another: a move at the reveal of the
 * orders (6.1, 7.2, 8.1, 22.1), a block of a retreat (15.2, 17.2) or the
 * Ottawa's withdrawal (22.4). */
gboolean
qb_board_event_moves (const QbEvent *ev)
{
  return ev->type == QB_EV_MOVE || ev->type == QB_EV_SHIP_MOVE || ev->type == QB_EV_RETREAT_MOVE
         || (ev->type == QB_EV_RETREAT && ev->a == QB_MODE_SPECIAL && ev->block < QB_NUM_BLOCKS);
}

void
qb_board_animate_moves (QbBoard       *self,
                        const QbEvent *events,
                        guint          n_events)
{
  GtkWidget *widget = GTK_WIDGET (self);
  /* For each block the viewer knows: the first zone it left and the last
   * it reached. Anonymous moves are kept one by one. */
  int first_from[QB_NUM_BLOCKS], last_to[QB_NUM_BLOCKS];
  struct { int side, from, to; } anon[QB_NUM_BLOCKS];
  guint n_anon = 0;

  g_return_if_fail (QB_IS_BOARD (self));
  g_return_if_fail (events != NULL || n_events == 0);

  if (self->move_animation != NULL)
    adw_animation_skip (self->move_animation);
  if (!self->has_view)
    return;

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    first_from[b] = last_to[b] = -1;
  for (guint i = 0; i < n_events; i++)
    {
      QbEvent ev;
      if (!qb_board_event_moves (&events[i]))
        continue;
      if (!qb_event_for (&events[i], self->view.viewer, &ev))
        continue;
      if (!is_map_loc (ev.from) || !is_map_loc (ev.zone) || ev.from == ev.zone)
        continue;
      if (ev.block < QB_NUM_BLOCKS)
        {
          if (first_from[ev.block] < 0)
            first_from[ev.block] = ev.from;
          last_to[ev.block] = ev.zone;
        }
      else if (n_anon < G_N_ELEMENTS (anon) && ev.side <= QB_FRENCH)
        {
          anon[n_anon].side = ev.side;
          anon[n_anon].from = ev.from;
          anon[n_anon].to = ev.zone;
          n_anon++;
        }
    }

  /* The children that moved, with the location each left. */
  GtkWidget *children[QB_NUM_BLOCKS];
  int from[QB_NUM_BLOCKS];
  guint n = 0;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      GtkWidget *w = self->known[b];
      if (last_to[b] < 0 || w == NULL || gtk_widget_get_parent (w) != widget)
        continue;
      /* Only a block still where its last move took it: one eliminated or
       * retreated since is no longer there to slide. */
      if (qb_block_widget_get_face (QB_BLOCK_WIDGET (w))->loc != last_to[b])
        continue;
      children[n] = w;
      from[n++] = first_from[b];
    }
  for (guint i = 0; i < n_anon; i++)
    {
      /* Any anonymous block of that side where the move ended: they all
       * look alike. Those marked as moved first. */
      GtkWidget *pick = NULL;
      for (int pass = 0; pass < 2 && pick == NULL; pass++)
        for (guint h = 0; h < self->n_hidden_used && pick == NULL; h++)
          {
            GtkWidget *w = g_ptr_array_index (self->hidden, h);
            const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (w));
            gboolean taken = FALSE;
            for (guint k = 0; k < n; k++)
              taken |= children[k] == w;
            if (!taken && face->side == anon[i].side && face->loc == anon[i].to
                && (pass == 1 || face->moved))
              pick = w;
          }
      if (pick != NULL && n < G_N_ELEMENTS (children))
        {
          children[n] = pick;
          from[n++] = anon[i].from;
        }
    }
  if (n == 0)
    return;

  g_array_set_size (self->moving, 0);
  for (int loc = 0; loc <= QB_LOC_STLAURENT; loc++)
    {
      QbPoint pos[QB_NUM_BLOCKS];
      guint k = 0;
      for (guint i = 0; i < n; i++)
        k += from[i] == loc;
      if (k == 0)
        continue;
      start_points (loc, k, pos);
      k = 0;
      for (guint i = 0; i < n; i++)
        if (from[i] == loc)
          {
            QbBoardMoving m = { children[i], pos[k].x, pos[k].y };
            g_array_append_val (self->moving, m);
            /* On top of the blocks they pass over. */
            gtk_widget_insert_before (children[i], widget, NULL);
            k++;
          }
    }

  self->move_t = 0;
  if (self->move_animation == NULL)
    {
      AdwAnimationTarget *target = adw_callback_animation_target_new (move_value_cb, self, NULL);
      self->move_animation = adw_timed_animation_new (widget, 0, 1, self->move_duration, target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->move_animation), ADW_EASE_OUT_CUBIC);
      g_signal_connect (self->move_animation, "done", G_CALLBACK (move_done_cb), self);
    }
  gtk_widget_queue_allocate (widget);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->move_animation), self->move_duration);
  /* Skipped at once when animations are off (the system's reduced
   * motion, gtk-enable-animations), the board is not mapped or the player
   * chose no animation. */
  if (self->move_duration == 0)
    adw_animation_skip (self->move_animation);
  else
    {
      adw_animation_play (self->move_animation);
      /* (Unmapped, it ended at once and said so.) */
      if (qb_board_is_animating (self))
        qb_board_notify_animating (self);
    }
}

gboolean
qb_board_is_animating (QbBoard *self)
{
  g_return_val_if_fail (QB_IS_BOARD (self), FALSE);

  return self->moving != NULL && self->moving->len > 0;
}

double
qb_board_get_animation_progress (QbBoard *self)
{
  g_return_val_if_fail (QB_IS_BOARD (self), -1);

  return qb_board_is_animating (self) ? self->move_t : -1;
}

void
qb_board_add_drop_target (QbBoard *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);

  g_signal_connect (drop, "accept", G_CALLBACK (drop_accept_cb), self);
  g_signal_connect (drop, "enter", G_CALLBACK (drop_motion_cb), self);
  g_signal_connect (drop, "motion", G_CALLBACK (drop_motion_cb), self);
  g_signal_connect (drop, "leave", G_CALLBACK (drop_leave_cb), self);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}
