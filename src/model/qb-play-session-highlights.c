/* qb-play-session-highlights.c: QbPlaySession: what the board lights for
 * the decision on the screen (the zones the actions start from and go to,
 * the boats left), which blocks may be ordered, and whether a zone picked
 * on the map hides every choice. All of it is read from the viewer's view
 * and legal actions, as of the last update(). */
#include "qb-game.h"
#include "qb-play-session-private.h"

/* The zones to light for the current decision, as the view's player sees
 * it (the actions are that view's). */
void
qb_play_session_compute_highlights (QbPlaySession *self)
{
  QbPlayHighlights *h = &self->highlights;
  const QbView *view = &self->view;

  h->sources = h->land = h->sea = 0;
  h->capacity[0] = h->capacity[1] = -1;
  for (guint i = 0; i < self->actions->len; i++)
    {
      QbAction a = g_array_index (self->actions, QbAction, i);
      int from = a.a < QB_NUM_BLOCKS ? view->blocks[a.a].loc : -1;

      switch (a.type)
        {
        case QB_ACT_ORDER_MOVE:
          if (from >= 0 && from < QB_NUM_ZONES)
            h->sources |= 1u << from;
          /* The destinations of the blocks in hand, or of the zone's. */
          if (self->selected_zone == from
              && (self->picked_blocks == 0 || ((self->picked_blocks >> a.a) & 1)))
            {
              if (a.c == QB_MODE_LAND)
                h->land |= 1u << a.b;
              else
                h->sea |= 1u << a.b;
            }
          break;
        case QB_ACT_ORDER_OTTAWA:
          if ((self->selected_zone == from || self->selected_zone == -1)
              && view->blocks[QB_FR_OTTAWA].loc < QB_NUM_ZONES)
            h->sources |= 1u << view->blocks[QB_FR_OTTAWA].loc;
          break;
        case QB_ACT_PLACE:
        case QB_ACT_CHOOSE_SITE:
        case QB_ACT_CHOOSE_BATTLE:
        case QB_ACT_OTTAWA_RETREAT:
          h->land |= 1u << a.b;
          break;
        case QB_ACT_RETREAT:
          if (a.c == QB_MODE_AMPHIBIOUS)
            h->sea |= 1u << a.b;
          else
            h->land |= 1u << a.b;
          break;
        default:
          break;
        }
    }
  if (view->phase == QB_PHASE_ORDERS)
    for (int area = 0; area < 2; area++)
      h->capacity[area] = qb_view_boats_left (view, area);
}

/* The viewer's blocks that may be ordered to move now (bit b = block b). */
guint64
qb_play_session_orderable_blocks (QbPlaySession *self)
{
  guint64 mask = 0;

  for (guint i = 0; i < self->actions->len; i++)
    {
      QbAction a = g_array_index (self->actions, QbAction, i);
      if (a.type == QB_ACT_ORDER_MOVE)
        mask |= G_GUINT64_CONSTANT (1) << a.a;
    }
  return mask;
}

/* Whether the selection on the map leaves none of the actions it narrows
 * (moves, placements, retreats, zones to choose) in the list, while some
 * are legal. */
gboolean
qb_play_session_selection_hides_all (QbPlaySession *self)
{
  gboolean narrowed = FALSE;

  for (guint i = 0; i < self->actions->len; i++)
    {
      QbAction a = g_array_index (self->actions, QbAction, i);

      switch (a.type)
        {
        case QB_ACT_ORDER_MOVE:
        case QB_ACT_TRANSFER:
        case QB_ACT_PLACE:
        case QB_ACT_RETREAT:
        case QB_ACT_OTTAWA_RETREAT:
        case QB_ACT_CHOOSE_BATTLE:
        case QB_ACT_CHOOSE_SITE:
        case QB_ACT_ORDER_OTTAWA:
          narrowed = TRUE;
          if (qb_play_session_action_in_selection (self, a))
            return FALSE;
          break;
        default:
          break;
        }
    }
  return narrowed;
}
