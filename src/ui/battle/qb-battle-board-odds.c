/* qb-battle-board-odds.c: the odds of the decision at hand on the battle
 * board (issue 13, "odds before committing"): a QbOddsView in the board's
 * header, under the note. While the viewer fires, the exact odds of the block about
 * to fire (the picked one or the first the viewer may fire); while the
 * viewer decides to stand or retreat, the odds of standing; while it may
 * commit a reserve block, the odds of keeping the reserve. Only for the
 * deciding player's own view or the open view, as in the decision panel:
 * never in the public view of hot-seat play, where they would tell the
 * watching enemy what the decider knows. The model computes them from the
 * viewer's view only (qb-battle-odds.h). */
#include "qb-battle-board-private.h"
#include "qb-battle-odds.h"
#include "qb-game.h"
#include "qb-odds-view.h"
#include "qb-play-session.h"

static QbOddsView *
odds_view (QbBattleBoard *self)
{
  GtkWidget *child = gtk_widget_get_first_child (self->odds_slot);

  if (child == NULL)
    {
      child = qb_odds_view_new ();
      gtk_widget_set_size_request (child, 280, 44);
      gtk_widget_set_halign (child, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (self->odds_slot), child);
    }
  return QB_ODDS_VIEW (child);
}

/* The first legal action of `type` in the session's list (any block), or
 * of `type` for `block` when block >= 0. */
static gboolean
legal (QbBattleBoard *self,
       int            type,
       int            block,
       QbAction      *out)
{
  GArray *actions = qb_play_session_get_actions (self->session);

  for (guint i = 0; actions != NULL && i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);
      if (a.type == type && (block < 0 || a.a == block))
        {
          if (out != NULL)
            *out = a;
          return TRUE;
        }
    }
  return FALSE;
}

void
qb_battle_board_update_odds (QbBattleBoard *self,
                             const QbView  *view)
{
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;
  int side = view == NULL ? QB_NO_SIDE
    : view->viewer == QB_NO_SIDE ? view->decider : view->viewer;
  gboolean shown = FALSE;
  QbAction a;

  if (game != NULL && self->has_battle && side == view->decider
      && (side == QB_BRITISH || side == QB_FRENCH))
    {
      if (view->phase == QB_PHASE_FIRE)
        {
          QbFireOdds fire;
          int block = self->picked >= 0 && legal (self, QB_ACT_FIRE, self->picked, NULL)
            ? self->picked : legal (self, QB_ACT_FIRE, -1, &a) ? a.a : -1;

          if (block >= 0 && qb_game_get_fire_odds (game, side, block, &fire))
            {
              qb_odds_view_set_fire_odds (odds_view (self), &fire);
              shown = TRUE;
            }
        }
      else if ((view->phase == QB_PHASE_RETREAT && legal (self, QB_ACT_STAND, -1, &a))
               || (view->phase == QB_PHASE_RESERVE && legal (self, QB_ACT_NO_COMMIT, -1, &a)))
        {
          QbBattleOdds odds;

          if (qb_game_get_battle_odds (game, side, a, &odds))
            {
              qb_odds_view_set_battle_odds (odds_view (self), a.type, &odds);
              shown = TRUE;
            }
        }
    }
  if (!shown && gtk_widget_get_first_child (self->odds_slot) != NULL)
    {
      qb_odds_view_set_fire_odds (odds_view (self), NULL);
      qb_odds_view_set_battle_odds (odds_view (self), QB_ACT_NONE, NULL);
    }
  gtk_widget_set_visible (self->odds_slot, shown);
}
