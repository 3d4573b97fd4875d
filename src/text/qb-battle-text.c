/* qb-battle-text.c: the words of the battle board (see qb-battle-text.h).
 * The board shows a battle with blocks; these are the few sentences it
 * needs around them, built on the titles the decision panel uses so that
 * both say the same thing the same way. */
#include <glib/gi18n-lib.h>

#include "qb-action-text.h"
#include "qb-battle-text.h"
#include "qb-data.h"
#include "qb-event-text.h"
#include "qb-ui-names.h"

const char *
qb_battle_slot_name (int slot)
{
  switch (slot)
    {
    case 0:
      return C_("battle slot", "Left column");
    case 1:
      return C_("battle slot", "Centre column");
    case 2:
      return C_("battle slot", "Right column");
    case QB_SLOT_RESERVE:
      return C_("battle slot", "Reserve");
    case QB_SLOT_SKIRMISH:
      return C_("battle slot", "Skirmish line");
    case QB_SLOT_RETREATED:
      return C_("battle slot", "Retreated");
    default:
      return C_("battle slot", "Not deployed");
    }
}

char *
qb_battle_step_text (const QbView *view)
{
  gboolean british;
  int hits;

  g_return_val_if_fail (view != NULL, NULL);

  if (!view->battle.active || !qb_phase_is_battle (view->phase))
    return NULL;
  british = view->decider == QB_BRITISH;
  hits = view->battle.hits;
  switch ((QbPhase) view->phase)
    {
    case QB_PHASE_DEPLOY:
      return g_strdup (british ? C_("battle step", "the British deploy")
                               : C_("battle step", "the French deploy"));
    case QB_PHASE_RETREAT:
      return g_strdup (british ? C_("battle step", "the British may retreat")
                               : C_("battle step", "the French may retreat"));
    case QB_PHASE_EMBARK:
      return g_strdup (british ? C_("battle step", "the British choose who embarks")
                               : C_("battle step", "the French choose who embarks"));
    case QB_PHASE_RESERVE:
      return g_strdup (british ? C_("battle step", "the British may commit a reserve block")
                               : C_("battle step", "the French may commit a reserve block"));
    case QB_PHASE_FIRE:
      return g_strdup (british ? C_("battle step", "the British fire")
                               : C_("battle step", "the French fire"));
    case QB_PHASE_ALLOCATE:
      if (british)
        /* Translators: the end of the battle board's header; %d hits. */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the British take %d hit",
                                             "the British take %d hits", hits), hits);
      /* Translators: the end of the battle board's header; %d hits. */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the French take %d hit",
                                           "the French take %d hits", hits), hits);
    case QB_PHASE_OTTAWA_RETREAT:
      /* A withdrawal the Ottawa must make (after a raid or a scouting, or
       * a lost battle, 22.2-22.4) is a public decision. */
      if (view->battle.ottawa_pending == QB_OTTAWA_MUST)
        return g_strdup (C_("battle step", "the Ottawa must withdraw"));
      /* Only the French, and the open view, may know the Ottawa is there
       * (22.4): the others only see the French decide. */
      if (view->viewer == QB_FRENCH || view->viewer == QB_NO_SIDE)
        return g_strdup (C_("battle step", "the Ottawa may withdraw"));
      return g_strdup (C_("battle step", "the French decide"));
    case QB_PHASE_FRENCH_SETUP:
    case QB_PHASE_TRANSFER:
    case QB_PHASE_ORDERS:
    case QB_PHASE_CROSSING_SITE:
    case QB_PHASE_DESERTION:
    case QB_PHASE_CHOOSE_BATTLE:
    case QB_PHASE_SUPPLY:
    case QB_PHASE_GAME_OVER:
    case QB_NUM_PHASES:
    default:
      return NULL;
    }
}

char *
qb_battle_header (const QbView *view)
{
  g_autofree char *title = NULL;
  g_autofree char *step = NULL;

  g_return_val_if_fail (view != NULL, NULL);

  title = qb_phase_title (view);
  step = qb_battle_step_text (view);
  if (step == NULL)
    return g_steal_pointer (&title);
  /* Translators: the battle board's header: %1$s is the title ("Move 5
   * of 16 — Battle in Beauport, turn 2"), %2$s the step ("the British
   * fire"). */
  return g_strdup_printf (C_("battle header", "%1$s — %2$s"), title, step);
}

char *
qb_battle_deploy_missing (const QbView *view,
                          int           side)
{
  int in_slot[3] = { 0, 0, 0 };
  g_autoptr(GString) list = NULL;

  g_return_val_if_fail (view != NULL, NULL);

  if (view->phase != QB_PHASE_DEPLOY || !view->battle.active || view->battle.skirmish
      || (side != QB_BRITISH && side != QB_FRENCH))
    return NULL;
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    {
      const QbViewBlock *vb = &view->blocks[b];
      if (vb->loc != view->battle.zone || vb->type == QB_UNKNOWN)
        continue;
      if (vb->slot <= 2)
        in_slot[vb->slot]++;
    }
  list = g_string_new (NULL);
  for (int c = 0; c < 3; c++)
    if (in_slot[c] == 0)
      {
        if (list->len > 0)
          /* Translators: between the names of a list, "left column, right column". */
          g_string_append (list, C_("list separator", ", "));
        g_string_append (list, c == 0 ? C_("battle column", "left column")
                               : c == 1 ? C_("battle column", "centre column")
                               : C_("battle column", "right column"));
      }
  if (list->len == 0)
    return NULL;
  /* Translators: during a battle's deployment (12.1); %s lists the empty
   * columns ("left column, right column"). */
  return g_strdup_printf (C_("battle", "Each column needs a block. Still empty: %s (12.1)."), list->str);
}

char *
qb_battle_double_text (const QbEvent *fire)
{
  g_autofree char *rule = NULL;
  const char *why;

  g_return_val_if_fail (fire != NULL, NULL);

  if (!fire->b)
    return NULL;
  switch (fire->why)
    {
    case QB_WHY_LANDING:
      why = C_("doubled because", "amphibious landing");
      break;
    case QB_WHY_RAID:
      why = C_("doubled because", "the Ottawa's raid");
      break;
    case QB_WHY_ROUT_ACROSS:
      why = C_("doubled because", "rout across water");
      break;
    case QB_WHY_OTTAWA:
      why = C_("doubled because", "pursuit by the Ottawa");
      break;
    default:
      why = C_("doubled because", "doubled fire");
      break;
    }
  rule = qb_rule_label (fire->rule);
  /* Translators: written over doubled dice: %1$s is why ("amphibious
   * landing"), %2$s the rule section ("17.1"). */
  return g_strdup_printf (C_("battle", "×2: %1$s (%2$s)"), why, rule);
}

/* "3 CV and 1 block", "2 CV", "nothing" */
static char *
losses (guint cv,
        guint blocks)
{
  if (cv == 0 && blocks == 0)
    return g_strdup (C_("battle losses", "nothing"));
  if (blocks == 0)
    /* Translators: what a side lost in a battle; %u is combat value. */
    return g_strdup_printf (C_("battle losses", "%u CV"), cv);
  /* Translators: what a side lost in a battle: %1$u CV and %2$s, which is
   * "1 block" or "2 blocks". */
  g_autofree char *b = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u block", "%u blocks", blocks), blocks);
  return g_strdup_printf (C_("battle losses", "%1$u CV and %2$s"), cv, b);
}

char *
qb_battle_summary_text (int          zone,
                        int          victor,
                        const guint  cv_lost[2],
                        const guint  blocks_lost[2])
{
  g_autofree char *where = qb_ui_zone_phrase (zone, QB_ZONE_NOUN, NULL);
  g_autofree char *british = losses (cv_lost[QB_BRITISH], blocks_lost[QB_BRITISH]);
  g_autofree char *french = losses (cv_lost[QB_FRENCH], blocks_lost[QB_FRENCH]);
  g_autofree char *held = NULL;

  if (victor == QB_BRITISH)
    /* Translators: the end of a battle (13.2); %s is the zone (“Beauport”). */
    held = g_strdup_printf (C_("battle summary", "The British hold %s."), where);
  else if (victor == QB_FRENCH)
    /* Translators: the end of a battle (13.2); %s is the zone (“Beauport”). */
    held = g_strdup_printf (C_("battle summary", "The French hold %s."), where);
  else
    /* Translators: a battle still being fought; %s is the zone (“Beauport”). */
    held = g_strdup_printf (C_("battle summary", "The battle for %s goes on."), where);
  /* Translators: %1$s says who holds the field, %2$s and %3$s what the
   * British and the French lost ("3 CV and 1 block", "nothing"). */
  return g_strdup_printf (C_("battle summary", "%1$s Lost: the British %2$s, the French %3$s."),
                          held, british, french);
}

const char *
qb_battle_retreat_cost (int mode)
{
  if (mode != QB_MODE_AMPHIBIOUS)
    return NULL;
  return C_("retreat cost", "the enemy fires in pursuit (17.2)");
}

char *
qb_battle_retreat_note (const QbView *view,
                        guint         modes)
{
  gboolean land = (modes & (1u << QB_MODE_LAND)) != 0;
  gboolean boat = (modes & (1u << QB_MODE_AMPHIBIOUS)) != 0;
  g_autofree char *by_boat = NULL;
  int side, all, cap;

  g_return_val_if_fail (view != NULL, NULL);

  if (!land && !boat)
    return NULL;
  if (!boat)
    return g_strdup (C_("retreat on the map", "By land"));
  side = view->decider;
  all = side == QB_BRITISH || side == QB_FRENCH ? view->count[side][view->battle.zone] : 0;
  /* The boats of the battle's river area: what the view gives the
   * deciding player of their own side (the engine's capacity, 17.2). */
  cap = qb_zone_area (view->battle.zone) != QB_NO_AREA && (side == view->viewer || view->viewer == QB_NO_SIDE)
        ? view->amph_capacity[qb_zone_area (view->battle.zone)] : -1;
  if (cap >= 0 && cap < all)
    /* Translators: a retreat by boat on the map (17.2): the enemy fires
     * in pursuit, and %1$d blocks of the %2$d in the battle may go. */
    by_boat = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "By boat: pursuit fire (17.2), %1$d of %2$d may go",
                                            "By boat: pursuit fire (17.2), %1$d of %2$d may go", cap),
                               cap, all);
  else
    by_boat = g_strdup (C_("retreat on the map", "By boat: pursuit fire (17.2)"));
  if (!land)
    return g_steal_pointer (&by_boat);
  /* Translators: a zone the retreating side may reach both ways; %s is
   * the retreat by boat ("By boat: pursuit fire (17.2)"). */
  return g_strdup_printf (C_("retreat on the map", "By land, or %s"), by_boat);
}

char *
qb_battle_embark_note (const QbView *view)
{
  int side, all;

  g_return_val_if_fail (view != NULL, NULL);

  if (view->phase != QB_PHASE_EMBARK || !view->battle.active)
    return NULL;
  side = view->decider;
  if (side != QB_BRITISH && side != QB_FRENCH)
    return NULL;
  all = view->count[side][view->battle.zone];
  /* Translators: a partial retreat by boat (17.2): %1$d blocks may go of
   * the %2$d in the battle (the plural follows %1$d). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$d block of %2$d may go by boat (17.2).",
                                       "%1$d blocks of %2$d may go by boat (17.2).", view->battle.embark_cap),
                          (int) view->battle.embark_cap, all);
}

char *
qb_battle_rout_text (const QbEvent *events,
                     guint          n_events)
{
  GString *text;
  int routed = -1;
  guint hits = 0, saved = 0, pursuits = 0;
  gboolean across = FALSE, ottawa = FALSE;
  g_autofree char *across_text = NULL;
  g_autofree char *ottawa_text = NULL;

  g_return_val_if_fail (events != NULL || n_events == 0, NULL);

  for (guint i = 0; i < n_events; i++)
    {
      const QbEvent *ev = &events[i];
      if (ev->type == QB_EV_ROUT)
        {
          routed = ev->side;
          hits = saved = pursuits = 0;
          across = ottawa = FALSE;
        }
      else if (routed >= 0 && ev->type == QB_EV_PURSUIT)
        {
          pursuits++;
          hits += ev->a;
          /* Only the first of each kind of doubling is said. */
          if (ev->b && ev->why == QB_WHY_ROUT_ACROSS && !across)
            {
              across = TRUE;
              across_text = qb_battle_double_text (ev);
            }
          if (ev->b && ev->why == QB_WHY_OTTAWA && !ottawa)
            {
              ottawa = TRUE;
              ottawa_text = qb_battle_double_text (ev);
            }
        }
      else if (routed >= 0 && ev->type == QB_EV_PURSUIT_SAVED)
        saved += ev->a;
    }
  if (routed != QB_BRITISH && routed != QB_FRENCH)
    return NULL;

  text = g_string_new (NULL);
  if (routed == QB_FRENCH)
    /* Translators: a banner on the battle board when a side is routed (16.1). */
    g_string_append (text, C_("battle rout", "The French are routed — pursuit fire"));
  else
    /* Translators: a banner on the battle board when a side is routed (16.1). */
    g_string_append (text, C_("battle rout", "The British are routed — pursuit fire"));
  if (pursuits > 0)
    {
      g_autofree char *h = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hit", "%u hits", hits), hits);
      g_string_append_c (text, '\n');
      if (saved > 0)
        /* Translators: the pursuit's hits (16.2) and the reserve's discount
         * (16.3): %1$s is "3 hits", %2$u the hits ignored. */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                   "Pursuit: %1$s, %2$u ignored for the reserve, one per 2 CV (16.3).",
                                                   "Pursuit: %1$s, %2$u ignored for the reserve, one per 2 CV (16.3).",
                                                   saved),
                                h, saved);
      else
        /* Translators: the pursuit's hits (16.2); %s is "3 hits". */
        g_string_append_printf (text, C_("battle rout", "Pursuit: %s."), h);
      if (across_text != NULL)
        g_string_append_printf (text, " %s", across_text);
      if (ottawa_text != NULL)
        g_string_append_printf (text, " %s", ottawa_text);
    }
  return g_string_free (text, FALSE);
}

const char *
qb_battle_rehide_text (void)
{
  return C_("battle summary", "The blocks revealed in the battle are hidden again.");
}
