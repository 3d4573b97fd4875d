/* qb-battle-board-motion.c: the battle board's short animations (issue
 * 13): the dice of a new fire roll in (faces changing as they drop into
 * place, the hits coloured once they settle), each block that takes a
 * hit flashes, and a retreat's blocks slide from the battle to the
 * retreated blocks' place (where they wait for the pursuit's hits, 16.2,
 * 17.2). Only what the viewer's events show is animated, and only the
 * blocks the viewer identifies flash: a block back that retreats slides
 * from its side's reserve, where every block the enemy never saw stood.
 * The length is the "fire-duration" property (the animation-speed
 * preference); zero, the system's reduced motion (gtk-enable-animations
 * off, which AdwAnimation follows) or an unmapped board end an animation
 * at once: nothing ever waits for one, and the board acts the same with
 * or without them. */
#include "qb-battle-board-private.h"

#include <math.h>

static void
motion_value_cb (double   value,
                 gpointer data)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (data);

  self->motion_t = value;
  if (self->n_slides > 0)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_done_cb (AdwAnimation  *animation,
                QbBattleBoard *self)
{
  self->motion_t = 1;
  self->rolling = FALSE;
  self->n_flashing = 0;
  if (self->n_slides > 0)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
  self->n_slides = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
qb_battle_board_motion_reset (QbBattleBoard *self,
                              guint          n_events)
{
  if (self->motion != NULL)
    adw_animation_skip (self->motion);
  self->motion_t = 1;
  self->rolling = FALSE;
  self->n_flashing = 0;
  self->n_slides = 0;
  self->n_retreats = 0;
  self->seen_events = n_events;
}

void
qb_battle_board_motion_keep_places (QbBattleBoard *self)
{
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      GtkWidget *w = self->known[b];
      self->had_before[b] = self->placed[b] && w != NULL && gtk_widget_get_visible (w)
                            && gtk_widget_get_mapped (w);
    }
}

/* The slides of the retreats noted (qb_battle_board_motion_note()), now
 * that the blocks have their new places: a known block from where it
 * stood, a block back (any of the side's retreated ones) from the
 * reserve. */
static void
start_slides (QbBattleBoard *self)
{
  const QbView *view = qb_battle_board_shown_view (self);
  int viewer = qb_battle_board_shown_viewer (self);
  gboolean taken[QB_NUM_BLOCKS + N_HIDDEN] = { FALSE };   /* by place */

  self->n_slides = 0;
  for (guint r = 0; r < self->n_retreats && view != NULL; r++)
    {
      const QbEvent *ev = &self->retreats[r];
      int row = qb_battle_row_of_side (ev->side, viewer, view->battle.defender);
      GtkWidget *w = NULL;
      gboolean from_reserve = FALSE;
      int b = ev->block;

      if (b < QB_NUM_BLOCKS && self->known[b] != NULL && self->had_before[b])
        w = self->known[b];
      else if (b >= QB_NUM_BLOCKS)
        {
          from_reserve = TRUE;
          for (int i = 0; i < self->n_places && w == NULL; i++)
            {
              GtkWidget *pw = self->places[i].widget;
              gboolean back = FALSE;
              for (int h = 0; h < N_HIDDEN && !back; h++)
                back = self->hidden[h] == pw;
              if (back && !taken[i] && self->places[i].row == row
                  && self->places[i].cell == QB_BATTLE_CELL_ASIDE)
                {
                  w = pw;
                  taken[i] = TRUE;
                }
            }
        }
      if (w == NULL || !gtk_widget_get_visible (w) || self->n_slides >= G_N_ELEMENTS (self->slides))
        continue;
      self->slides[self->n_slides].widget = w;
      self->slides[self->n_slides].from_reserve = from_reserve;
      self->slides[self->n_slides].row = row;
      if (!from_reserve)
        {
          /* Not laid out again yet: still where it stood. */
          self->slides[self->n_slides].x = self->placed_at[b].x;
          self->slides[self->n_slides].y = self->placed_at[b].y;
        }
      self->n_slides++;
      self->motion_pending = TRUE;
    }
  self->n_retreats = 0;
}

void
qb_battle_board_motion_slide (QbBattleBoard          *self,
                              GtkWidget              *widget,
                              const QbBattleGeometry *geometry,
                              double                 *x,
                              double                 *y)
{
  if (self->motion_t >= 1)
    return;
  for (guint i = 0; i < self->n_slides; i++)
    if (self->slides[i].widget == widget)
      {
        double fx = self->slides[i].x, fy = self->slides[i].y;
        if (self->slides[i].from_reserve)
          {
            const QbBattleRect *cell = &geometry->cells[self->slides[i].row][QB_SLOT_RESERVE];
            fx = cell->x + (cell->width - geometry->block) / 2;
            fy = cell->y + (cell->height - geometry->block) / 2;
          }
        *x = fx + (*x - fx) * self->motion_t;
        *y = fy + (*y - fy) * self->motion_t;
        return;
      }
}

void
qb_battle_board_motion_note (QbBattleBoard *self,
                             const QbEvent *ev)
{
  if (ev->type == QB_EV_FIRE || ev->type == QB_EV_PURSUIT)
    {
      self->rolling = TRUE;
      self->motion_pending = TRUE;
    }
  else if (ev->type == QB_EV_RETREAT_MOVE && self->n_retreats < G_N_ELEMENTS (self->retreats))
    self->retreats[self->n_retreats++] = *ev;
  else if (ev->type == QB_EV_HIT && ev->block < QB_NUM_BLOCKS && self->known[ev->block] != NULL
           && self->n_flashing < G_N_ELEMENTS (self->flashing))
    {
      self->flashing[self->n_flashing++] = ev->block;
      self->motion_pending = TRUE;
    }
}

void
qb_battle_board_motion_start (QbBattleBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  if (self->n_retreats > 0)
    start_slides (self);
  if (!self->motion_pending)
    return;
  self->motion_pending = FALSE;
  if (self->motion == NULL)
    {
      AdwAnimationTarget *target = adw_callback_animation_target_new (motion_value_cb, self, NULL);
      self->motion = adw_timed_animation_new (widget, 0, 1, MAX (self->fire_duration, 1), target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->motion), ADW_EASE_OUT_CUBIC);
      g_signal_connect (self->motion, "done", G_CALLBACK (motion_done_cb), self);
    }
  else
    adw_animation_reset (self->motion);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->motion), MAX (self->fire_duration, 1));
  self->motion_t = 0;
  if (self->fire_duration == 0)
    adw_animation_skip (self->motion);
  else
    adw_animation_play (self->motion);
}

void
qb_battle_board_motion_dispose (QbBattleBoard *self)
{
  if (self->motion != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->motion, self);
      g_clear_object (&self->motion);
    }
}

gboolean
qb_battle_board_is_animating (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), FALSE);
  return self->motion != NULL && adw_animation_get_state (self->motion) == ADW_ANIMATION_PLAYING;
}

double
qb_battle_board_get_animation_progress (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), -1);
  return qb_battle_board_is_animating (self) ? self->motion_t : -1;
}

guint
qb_battle_board_get_n_flashing (QbBattleBoard *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_BOARD (self), 0);
  return qb_battle_board_is_animating (self) ? self->n_flashing : 0;
}

/* While rolling, a die shows a face that changes as it falls, and lands
 * on its own face for the last third. */
int
qb_battle_board_motion_face (QbBattleBoard *self,
                             int            i,
                             int            face)
{
  if (!self->rolling || self->motion_t >= 0.66)
    return face;
  return ((int) (self->motion_t * 14) + i * 3 + face) % 6 + 1;
}

/* How far above its place the die is, as a share of its size. */
double
qb_battle_board_motion_drop (QbBattleBoard *self)
{
  if (!self->rolling)
    return 0;
  return (1 - self->motion_t) * 0.8;
}

void
qb_battle_board_motion_snapshot (QbBattleBoard *self,
                                 GtkSnapshot   *snapshot)
{
  double alpha = (1 - self->motion_t) * 0.7;

  if (self->n_flashing == 0 || alpha <= 0)
    return;
  for (guint i = 0; i < self->n_flashing; i++)
    {
      GtkWidget *w = self->known[self->flashing[i]];
      graphene_rect_t r;
      GskRoundedRect rounded;
      if (w == NULL || !gtk_widget_get_visible (w)
          || !gtk_widget_compute_bounds (w, GTK_WIDGET (self), &r))
        continue;
      gsk_rounded_rect_init_from_rect (&rounded, &r, 4);
      gtk_snapshot_push_rounded_clip (snapshot, &rounded);
      gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.85, 0.1, 0.1, alpha }, &r);
      gtk_snapshot_pop (snapshot);
    }
}
