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

/* The odds of a decision at one position depend only on the viewer's view
 * and the choice (the playouts' samples are drawn from the view, their
 * seed is the view's and the choice's): the answers already given at the
 * present position (the game's number of actions) are kept with the game,
 * a few of them, so that the decision panel, which asks again each time
 * it is redrawn, pays for the playouts once. */
#define CACHE_SIZE 16

typedef struct
{
  QbView view;
  QbAction choice;
  guint32 actions;         /* the position: QbState.actions */
  QbBattleOdds odds;
} CacheEntry;

typedef struct
{
  CacheEntry entries[CACHE_SIZE];
  guint used;
  guint next;              /* the entry to replace next */
} Cache;

guint64 qb_battle_odds_playout_calls;

static const QbBattleOdds *
cache_find (Cache        *cache,
            guint32       actions,
            const QbView *view,
            QbAction      choice)
{
  for (guint i = 0; i < cache->used; i++)
    {
      CacheEntry *e = &cache->entries[i];

      if (e->actions == actions && memcmp (&e->choice, &choice, sizeof choice) == 0
          && memcmp (&e->view, view, sizeof *view) == 0)
        return &e->odds;
    }
  return NULL;
}

static void
cache_add (Cache              *cache,
           guint32             actions,
           const QbView       *view,
           QbAction            choice,
           const QbBattleOdds *odds)
{
  CacheEntry *e = &cache->entries[cache->next];

  e->actions = actions;
  e->view = *view;
  e->choice = choice;
  e->odds = *odds;
  cache->next = (cache->next + 1) % CACHE_SIZE;
  cache->used = MAX (cache->used, cache->next == 0 ? CACHE_SIZE : cache->next);
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
  const QbBattleOdds *known;
  Cache *cache;
  QbView view;

  g_return_val_if_fail (QB_IS_GAME (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (viewer != QB_BRITISH && viewer != QB_FRENCH)
    return FALSE;
  s = qb_game_get_state (self);
  qb_view (s, viewer, &view);
  cache = g_object_get_data (G_OBJECT (self), "qb-battle-odds-cache");
  if (cache == NULL)
    {
      cache = g_new0 (Cache, 1);
      g_object_set_data_full (G_OBJECT (self), "qb-battle-odds-cache", cache, g_free);
    }
  known = cache_find (cache, s->actions, &view, choice);
  if (known != NULL)
    {
      *out = *known;
      return TRUE;
    }
  /* The state goes to the playouts' sampler only, which draws the hidden
   * blocks from the view. */
  qb_battle_odds_playout_calls++;
  if (!qb_ai_battle_odds (s, viewer, choice, odds_seed (&view, choice),
                          QB_BATTLE_ODDS_SAMPLES, out))
    return FALSE;
  cache_add (cache, s->actions, &view, choice, out);
  return TRUE;
}
