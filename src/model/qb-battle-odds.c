/* qb-battle-odds.c: the odds of battle decisions for the widgets
 * (qb-battle-odds.h): the engine's exact fire odds over the viewer's
 * view, the computer player's playouts over samples of it. */
#include <string.h>

#include "qb-battle-odds.h"
#include "qb-game.h"

gboolean
qb_game_get_fire_odds (QbGame     *self,
                       int         viewer,
                       int         block,
                       QbFireOdds *out)
{
  QbView view;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (viewer != QB_BRITISH && viewer != QB_FRENCH)
    return FALSE;
  qb_game_view (self, viewer, &view);
  return qb_fire_odds (&view, block, out);
}

/* FNV-1a over the viewer's view and the choice: the playouts' seed
 * depends on nothing the viewer does not know. */
static guint64
odds_seed (const QbView *view,
           QbAction      choice)
{
  const guchar *p = (const guchar *) view;
  guint64 h = 0xcbf29ce484222325ULL;

  for (gsize i = 0; i < sizeof *view; i++)
    h = (h ^ p[i]) * 0x100000001b3ULL;
  h = (h ^ choice.type) * 0x100000001b3ULL;
  h = (h ^ choice.a) * 0x100000001b3ULL;
  h = (h ^ choice.b) * 0x100000001b3ULL;
  h = (h ^ choice.c) * 0x100000001b3ULL;
  return h;
}

gboolean
qb_game_get_battle_odds (QbGame       *self,
                         int           viewer,
                         QbAction      choice,
                         QbBattleOdds *out)
{
  const QbState *s;
  QbView view;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (viewer != QB_BRITISH && viewer != QB_FRENCH)
    return FALSE;
  s = qb_game_get_state (self);
  qb_view (s, viewer, &view);
  /* The state goes to the playouts' sampler only, which draws the hidden
   * blocks from the view. */
  return qb_ai_battle_odds (s, viewer, choice, odds_seed (&view, choice),
                            QB_BATTLE_ODDS_SAMPLES, out);
}
