/* qb-hit-text.c: why a block may not take the hit at hand. It mirrors the
 * engine's hit_candidate() (src/engine/qb-battle.c) over the view: the
 * hit's kind and column are public battle facts, the block's slot and type
 * are known to its owner. tests/text/test-hit-text.c checks both agree. */
#include "qb-hit-text.h"

#include <glib/gi18n-lib.h>

#include "qb-battle-text.h"
#include "qb-ui-names.h"

/* The viewer knows the block's identity: its own, any in the open view,
 * or an enemy block it has seen (its type is then not QB_UNKNOWN). */
static gboolean
known (const QbView *view, int block)
{
  return view->blocks[block].type != QB_UNKNOWN && view->blocks[block].loc != QB_UNKNOWN;
}

char *
qb_battle_hit_why_not (const QbView *view,
                       int           block)
{
  const QbBattle *b = &view->battle;
  const QbViewBlock *vb;

  g_return_val_if_fail (view != NULL, NULL);
  if (block < 0 || block >= QB_NUM_BLOCKS || view->phase != QB_PHASE_ALLOCATE || !b->active
      || b->hits == 0 || QB_BLOCK_SIDE (block) != b->hit_side || !known (view, block))
    return NULL;
  vb = &view->blocks[block];
  if (vb->loc >= QB_NUM_ZONES)
    return NULL;
  switch (b->pursuit)
    {
    case QB_HITS_PURSUIT:
      if (vb->type == QB_TYPE_INDIAN)
        /* Translators: why a block takes no hit now; the end of a
         * sentence. The Ottawa is the block the tooltip is on, shown only
         * to its owner. */
        return g_strdup (_("the Ottawa takes no pursuit hits; they fall on the other blocks that retreated (22.4)"));
      if (vb->slot != QB_SLOT_RETREATED)
        return g_strdup (_("pursuit hits fall only on the blocks that retreated (16.2)"));
      return NULL;
    case QB_HITS_RAID:
      if (vb->loc != b->zone)
        return NULL;
      if (vb->type == QB_TYPE_SHIP)
        return g_strdup (_("ships take no hits from a raid (22.2)"));
      if (vb->type == QB_TYPE_DECOY)
        return g_strdup (_("decoys take no hits from a raid (22.2)"));
      return NULL;
    case QB_HITS_FIRE:
    default:
      if (vb->loc != b->zone || vb->slot == b->hit_column || b->hit_column > QB_SLOT_SKIRMISH)
        return NULL;
      if (vb->slot == QB_SLOT_RESERVE)
        {
          g_autofree char *column = g_utf8_strdown (qb_battle_slot_name (b->hit_column), -1);
          /* Translators: %s is a battle column in lower case ("centre
           * column"); the end of a sentence. */
          return g_strdup_printf (_("the reserve takes no hits from fire; this hit falls on the %s (14.1)"),
                                  column);
        }
      {
        g_autofree char *column = g_utf8_strdown (qb_battle_slot_name (b->hit_column), -1);
        /* Translators: %s is the battle column that was fired at, in lower
         * case ("centre column"); the end of a sentence. */
        return g_strdup_printf (_("this hit falls on a block of the %s, the one that was fired at (14.1)"),
                                column);
      }
    }
}

const char *
qb_battle_aside_name (const QbView *view)
{
  g_return_val_if_fail (view != NULL, NULL);

  if (view->battle.active && view->battle.kind != QB_BATTLE_NORMAL)
    /* Translators: the place on the battle board of the blocks a raid or a
     * scouting of the Ottawa finds in the zone (22.2, 22.3). */
    return C_("battle slot", "In the zone");
  return qb_battle_slot_name (view->phase == QB_PHASE_DEPLOY ? QB_SLOT_NONE : QB_SLOT_RETREATED);
}

char *
qb_battle_scout_text (const QbEvent *events,
                      guint          n_events,
                      int            edition)
{
  g_autoptr(GString) found = NULL;

  g_return_val_if_fail (events != NULL || n_events == 0, NULL);

  for (guint i = 0; i < n_events; i++)
    {
      g_autofree char *item = NULL;
      gboolean removed = FALSE;

      if (events[i].type != QB_EV_SCOUT || events[i].block >= QB_NUM_BLOCKS)
        continue;
      /* Classic 22.3: a decoy found is removed, after all are found. */
      for (guint j = i + 1; j < n_events; j++)
        if (events[j].type == QB_EV_ELIMINATED && events[j].block == events[i].block)
          removed = TRUE;
      if (removed)
        /* Translators: a block the Ottawa's scouting found, then removed
         * (a decoy, classic 22.3); %s is its name. */
        item = g_strdup_printf (_("%s (removed)"), qb_ui_block_in_sentence (edition, events[i].block));
      else
        /* Translators: a block the Ottawa's scouting found: %1$s its name,
         * %2$d its strength. */
        item = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s (%2$d CV)", "%1$s (%2$d CV)", events[i].cv),
                                qb_ui_block_in_sentence (edition, events[i].block), events[i].cv);
      if (found == NULL)
        found = g_string_new (item);
      else
        /* Translators: between the names of a list, "left column, right column". */
        g_string_append_printf (found, "%s%s", C_("list separator", ", "), item);
    }
  if (found == NULL)
    return NULL;
  /* Translators: the battle board's banner after the Ottawa's scouting;
   * %s lists the British blocks found, "28th (3 CV), 35th (2 CV)". */
  return g_strdup_printf (_("Scouted (22.3): %s."), found->str);
}
