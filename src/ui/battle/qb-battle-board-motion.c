/* qb-battle-board-motion.c: the battle board's short animations (issue
 * 13): the dice of a new fire roll in (faces changing as they drop into
 * place, the hits coloured once they settle) and each block that takes a
 * hit flashes. Only what the viewer's events show is animated, and only
 * the blocks the viewer identifies flash. The length is the
 * "fire-duration" property (the animation-speed preference); zero, the
 * system's reduced motion (gtk-enable-animations off, which AdwAnimation
 * follows) or an unmapped board end an animation at once: nothing ever
 * waits for one, and the board acts the same with or without them. */
#include "qb-battle-board-private.h"

#include <math.h>

static void
motion_value_cb (double   value,
                 gpointer data)
{
  QbBattleBoard *self = QB_BATTLE_BOARD (data);

  self->motion_t = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_done_cb (AdwAnimation  *animation,
                QbBattleBoard *self)
{
  self->motion_t = 1;
  self->rolling = FALSE;
  self->n_flashing = 0;
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
  self->seen_events = n_events;
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
