/* qb-action-text.c: words for decisions (labels, prompts, titles, the
 * order summary). Everything comes from the decider's QbView, except the
 * order summary, which reads the side's own draft (see the header). */
#include <glib/gi18n-lib.h>

#include "qb-action-text.h"

#include "qb-data.h"
#include "qb-event-text.h"
#include "qb-ui-names.h"

/* A block as the viewer may name it. */
static char *
name (const QbView *view,
      int           b)
{
  if (b < 0 || b >= QB_NUM_BLOCKS)
    return g_strdup ("?");
  if (QB_BLOCK_SIDE (b) == view->viewer || view->blocks[b].type != QB_UNKNOWN)
    return qb_block_label (view->options.edition, b);
  return g_strdup (QB_BLOCK_SIDE (b) == QB_BRITISH ? C_("hidden block", "a British block")
                                                   : C_("hidden block", "a French block"));
}

/* The viewer's knowledge of a block; nothing for an id out of range. */
static const QbViewBlock *
view_block (const QbView *view,
            int           b)
{
  static const QbViewBlock unknown = { QB_UNKNOWN, QB_UNKNOWN, QB_UNKNOWN, QB_SLOT_NONE, 0,
                                       QB_LOC_NONE, QB_MODE_NONE, 0 };

  return b >= 0 && b < QB_NUM_BLOCKS ? &view->blocks[b] : &unknown;
}

static gboolean
double_is_dice (const QbOptions *options)
{
  switch ((QbDoubleRule) options->double_rule)
    {
    case QB_DOUBLE_DICE: return TRUE;
    case QB_DOUBLE_FIVES: return FALSE;
    case QB_DOUBLE_BY_EDITION:
    default: return options->edition != QB_EDITION_CLASSIC;
    }
}

/* 17.1 and ruling R14: the defender's first turn against an attack by sea
 * is doubled, except for blocks that came by sea themselves. The view does
 * not say how a block arrived, so a block that moved this campaign move is
 * shown without the doubling. */
static gboolean
fires_doubled (const QbView *view,
               int           b)
{
  const QbBattle *battle = &view->battle;

  return battle->active && battle->turn == 1 && battle->by_sea
         && battle->side == battle->defender && QB_BLOCK_SIDE (b) == battle->defender
         && !(view_block (view, b)->flags & QB_BF_MOVED);
}

static char *
fire_label (const QbView *view,
            int           b)
{
  g_autofree char *who = name (view, b);
  const QbViewBlock *vb = view_block (view, b);
  gboolean leader = vb->type == QB_TYPE_LEADER;
  gboolean doubled = fires_doubled (view, b);
  int n = leader ? 2 : vb->cv != QB_UNKNOWN ? vb->cv : 0;

  if (doubled && double_is_dice (&view->options))
    {
      n = MIN (2 * n, QB_MAX_DICE);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: a button; %1$s is a block, %2$d the dice it rolls, already doubled (17.1). */
                                           "Fire %1$s (%2$d die, doubled)",
                                           "Fire %1$s (%2$d dice, doubled)", n), who, n);
    }
  if (doubled)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: a button; %1$s is a block, %2$d its dice; doubled fire in the classic edition hits on 5 and 6 (17.1). */
                                         "Fire %1$s (%2$d die, hits on 5 and 6)",
                                         "Fire %1$s (%2$d dice, hits on 5 and 6)", n), who, n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: a button; %1$s is a block, %2$d the dice it rolls. */
                                       "Fire %1$s (%2$d die)",
                                       "Fire %1$s (%2$d dice)", n), who, n);
}

static gboolean
order_empty (const QbOrder *order)
{
  return order->origin == QB_LOC_NONE && !order->ships && order->ottawa_dest == QB_LOC_NONE;
}

static char *
ottawa_label (int zone,
              int mission)
{
  g_autofree char *where = qb_ui_zone_phrase (zone, QB_ZONE_TO, NULL);

  switch (mission)
    {
    case QB_MISSION_RAID:
      /* Translators: the Ottawa's special order (22.1, 22.2); %s is where
       * it goes, “to Beauport” (see the context “zone BE”). */
      return g_strdup_printf (_("Ottawa %s and raid"), where);
    case QB_MISSION_SCOUT:
      /* Translators: the Ottawa's special order (22.1, 22.3); %s is “to Beauport”. */
      return g_strdup_printf (_("Ottawa %s and scout"), where);
    default:
      /* Translators: the Ottawa's special order (22.1); %s is “to Beauport”. */
      return g_strdup_printf (_("Ottawa %s"), where);
    }
}

char *
qb_action_text (const QbView *view,
                QbAction      a)
{
  g_autofree char *who = NULL;
  g_autofree char *other = NULL;
  g_autofree char *in = NULL;
  g_autofree char *to = NULL;

  g_return_val_if_fail (view != NULL, NULL);

  who = name (view, a.a);
  in = qb_ui_zone_phrase (a.b, QB_ZONE_IN, NULL);
  to = qb_ui_zone_phrase (a.b, QB_ZONE_TO, NULL);

  switch ((QbActionType) a.type)
    {
    case QB_ACT_PLACE:
      /* Translators: a button (3.4); %1$s is a block, %2$s where (“in
       * Beauport”, see the context “zone BE”). */
      return g_strdup_printf (_("Place %1$s %2$s"), who, in);

    case QB_ACT_TRANSFER:
      other = name (view, a.b);
      /* Translators: a button (2.5); %1$s and %2$s are blocks. */
      return g_strdup_printf (_("Transfer 1 CV from %1$s to %2$s"), who, other);

    case QB_ACT_TRANSFER_DONE:
      return g_strdup (_("Done with transfers"));

    case QB_ACT_ORDER_MOVE:
      {
        const char *from = qb_ui_zone_name (view_block (view, a.a)->loc);
        const char *dest = qb_ui_zone_name (a.b);

        if (a.c == QB_MODE_AMPHIBIOUS)
          /* Translators: a button (7.2); %1$s is a block, %2$s and %3$s zones. */
          return g_strdup_printf (_("Move %1$s: %2$s → %3$s by boat"), who, from, dest);
        /* Translators: a button (6.1); %1$s is a block, %2$s and %3$s zones. */
        return g_strdup_printf (_("Move %1$s: %2$s → %3$s by road"), who, from, dest);
      }

    case QB_ACT_ORDER_SHIP:
      if (view_block (view, a.a)->loc == QB_LOC_BASON)
        /* Translators: a button (8.1); %s is a ship. */
        return g_strdup_printf (_("Ship %s upriver"), who);
      /* Translators: a button (8.1); %s is a ship. */
      return g_strdup_printf (_("Ship %s downriver"), who);

    case QB_ACT_ORDER_OTTAWA:
      return ottawa_label (a.b, a.c);

    case QB_ACT_ORDER_CLEAR:
      return g_strdup (_("Clear the order"));

    case QB_ACT_ORDER_DONE:
      /* Translators: a button; confirming an empty order (9.1). */
      return g_strdup (order_empty (&view->own_order) ? C_("order", "Stand") : _("Confirm the order"));

    case QB_ACT_CHOOSE_SITE:
      /* Translators: a button (11.1 c); %s is where (“in Beauport”). */
      return g_strdup_printf (_("Battle %s"), in);

    case QB_ACT_CHOOSE_BATTLE:
      /* Translators: a button (11.2); %s is where (“in Beauport”). */
      return g_strdup_printf (_("Fight %s first"), in);

    case QB_ACT_DEPLOY:
      switch (a.c)
        {
        case 0:
          /* Translators: a button (12.1); %s is a block. */
          return g_strdup_printf (_("Put %s in the left column"), who);
        case 1:
          /* Translators: a button (12.1); %s is a block. */
          return g_strdup_printf (_("Put %s in the centre column"), who);
        case 2:
          /* Translators: a button (12.1); %s is a block. */
          return g_strdup_printf (_("Put %s in the right column"), who);
        default:
          /* Translators: a button (12.1); %s is a block. */
          return g_strdup_printf (_("Put %s in reserve"), who);
        }

    case QB_ACT_RETREAT:
      if (a.c == QB_MODE_AMPHIBIOUS)
        /* Translators: a button (15.2, 17.2); %s is where to (“to Beauport”). */
        return g_strdup_printf (_("Retreat %s by boat"), to);
      /* Translators: a button (15.2); %s is where to (“to Beauport”). */
      return g_strdup_printf (_("Retreat %s"), to);

    case QB_ACT_STAND:
      if (view->phase == QB_PHASE_OTTAWA_RETREAT && view->battle.step == QB_STEP_DONE)
        /* Translators: a button (22.4, ruling R7): after a battle the French
         * won, nobody withdraws. It must read right whether or not the
         * Ottawa was in the battle. */
        return g_strdup (C_("after-battle", "Stay"));
      return g_strdup (_("Stand and fight"));

    case QB_ACT_EMBARK:
      /* Translators: a button (17.2); %s is a block. */
      return g_strdup_printf (_("Embark %s"), who);

    case QB_ACT_EMBARK_DONE:
      return g_strdup (_("Done embarking"));

    case QB_ACT_COMMIT:
      switch (a.c)
        {
        case 0:
          /* Translators: a button (13.1 b); %s is a reserve block. */
          return g_strdup_printf (_("Commit %s to the left column"), who);
        case 1:
          /* Translators: a button (13.1 b); %s is a reserve block. */
          return g_strdup_printf (_("Commit %s to the centre column"), who);
        default:
          /* Translators: a button (13.1 b); %s is a reserve block. */
          return g_strdup_printf (_("Commit %s to the right column"), who);
        }

    case QB_ACT_NO_COMMIT:
      return g_strdup (_("Keep the reserve"));

    case QB_ACT_FIRE:
      return fire_label (view, a.a);

    case QB_ACT_HIT:
      {
        int cv = view_block (view, a.a)->cv;

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: a button (14.2); %1$s is a block, %2$d its CV now. */
                                             "Hit on %1$s (%2$d CV)",
                                             "Hit on %1$s (%2$d CV)", cv), who, cv);
      }

    case QB_ACT_OTTAWA_RETREAT:
      /* Translators: a button (22.4); %s is where to (“to Beauport”). */
      return g_strdup_printf (_("Ottawa withdraws %s"), to);

    case QB_ACT_DESERT:
      /* Translators: a button (20.0); %s is a Quebec militia block. */
      return g_strdup_printf (_("Remove %s (desertion)"), who);

    case QB_ACT_SUPPLY_LOSS:
      /* Translators: a button (21.0); %s is a Montreal militia block. */
      return g_strdup_printf (_("Remove %s (supplies)"), who);

    case QB_ACT_NONE:
    case QB_NUM_ACTION_TYPES:
    default:
      return g_strdup (C_("action", "Nothing"));
    }
}

/* ---- Prompts ---------------------------------------------------------- */

/* The player a prompt speaks to: the viewer, or with the open view
 * (QB_NO_SIDE, hiding off) whoever decides. */
static int
addressee (const QbView *view)
{
  return view->viewer <= QB_FRENCH ? view->viewer : view->decider;
}

static int
undeployed (const QbView *view)
{
  int side = addressee (view);
  int n = 0;

  if (side > QB_FRENCH)
    return 0;
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    if (view->blocks[b].loc == view->battle.zone && view->blocks[b].slot == QB_SLOT_NONE)
      n++;
  return n;
}

static char *
victory_text (const QbView *view)
{
  g_autofree char *abraham = qb_ui_zone_phrase (QB_AB, QB_ZONE_NOUN, NULL);

  switch ((QbWinReason) view->win_reason)
    {
    case QB_WIN_BRITISH_ABRAHAM:
      /* Translators: 5.1; %s is Abraham as a noun (see the context “zone AB”). */
      return g_strdup_printf (_("The British have won: they hold %s with 20 CV or more after the 16th move (5.1)."),
                              abraham);
    case QB_WIN_FRENCH_NO_ABRAHAM:
      /* Translators: 5.2; %s is Abraham as a noun (see the context “zone AB”). */
      return g_strdup_printf (_("The French have won: the British do not hold %s after the 16th move (5.2)."),
                              abraham);
    case QB_WIN_FRENCH_UNDER_20:
      return g_strdup (_("The French have won: the British army has fallen below 20 CV (5.2)."));
    case QB_WIN_NONE:
    default:
      return g_strdup (view->winner == QB_BRITISH ? _("The British have won.")
                       : view->winner == QB_FRENCH ? _("The French have won.")
                       : _("The game is over."));
    }
}

/* The side that acts, as the subject that starts a sentence: every prompt
 * names it, so that two players at one screen never wonder whose turn it
 * is (issue 14). */
static const char *
side_subject (int side)
{
  /* Translators: the subject of a prompt, “The British choose the next
   * block to fire”; the verb after it is plural. */
  return side == QB_FRENCH ? C_("prompt subject", "The French") : C_("prompt subject", "The British");
}

/* The heading of a battle prompt: “Battle in Beauport, turn 2”, “Raid in
 * Beauport”, “Scout on Île d’Orléans”. A raid and a scout are the Ottawa's
 * special missions (22.2, 22.3), not battles, and have no turns. */
static char *
battle_heading (const QbView *view)
{
  const QbBattle *battle = &view->battle;
  g_autofree char *where = qb_ui_zone_phrase (battle->zone, QB_ZONE_IN, NULL);

  if (battle->kind == QB_BATTLE_RAID)
    /* Translators: 22.2; %s is where (“in Beauport”). */
    return g_strdup_printf (C_("phase", "Raid %s"), where);
  if (battle->kind == QB_BATTLE_SCOUT)
    /* Translators: 22.3; %s is where (“in Beauport”). */
    return g_strdup_printf (C_("phase", "Scout %s"), where);
  if (battle->turn == 0)
    /* Translators: %s is where (“in Beauport”). */
    return g_strdup_printf (C_("phase", "Battle %s"), where);
  /* Translators: %1$s is where (“in Beauport”), %2$d the battle turn. */
  return g_strdup_printf (C_("phase", "Battle %1$s, turn %2$d"), where, (int) battle->turn);
}

static char *
allocate_prompt (const QbView *view,
                 const char   *who)
{
  const QbBattle *battle = &view->battle;
  g_autofree char *heading = battle_heading (view);
  int n = battle->hits;

  if (battle->pursuit == QB_HITS_PURSUIT)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: 16.2; %1$s is a battle's heading (“Battle in Beauport, turn 2”), %2$s who acts (“The British”), %3$d hits still to allocate. */
                                         "%1$s, pursuit. %2$s choose which retreating block takes the hit: %3$d hit to allocate (16.2).",
                                         "%1$s, pursuit. %2$s choose which retreating block takes the hit: %3$d hits to allocate (16.2).",
                                         n), heading, who, n);
  if (battle->pursuit == QB_HITS_RAID)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: 22.2; %1$s is the raid's heading (“Raid in Beauport”), %2$s who acts (“The British”), %3$d hits still to allocate. */
                                         "%1$s. %2$s choose who takes the hit: %3$d hit to allocate (22.2).",
                                         "%1$s. %2$s choose who takes the hit: %3$d hits to allocate (22.2).",
                                         n), heading, who, n);
  switch (battle->hit_column)
    {
    case 0:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: 14.2; %1$s is a battle's heading (“Battle in Beauport, turn 2”), %2$s who acts (“The British”), %3$d hits still to allocate. */
                                           "%1$s. %2$s choose who takes the hit in their left column: %3$d hit to allocate (14.2).",
                                           "%1$s. %2$s choose who takes the hit in their left column: %3$d hits to allocate (14.2).",
                                           n), heading, who, n);
    case 1:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: 14.2; %1$s is a battle's heading (“Battle in Beauport, turn 2”), %2$s who acts (“The British”), %3$d hits still to allocate. */
                                           "%1$s. %2$s choose who takes the hit in their centre column: %3$d hit to allocate (14.2).",
                                           "%1$s. %2$s choose who takes the hit in their centre column: %3$d hits to allocate (14.2).",
                                           n), heading, who, n);
    case 2:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: 14.2; %1$s is a battle's heading (“Battle in Beauport, turn 2”), %2$s who acts (“The British”), %3$d hits still to allocate. */
                                           "%1$s. %2$s choose who takes the hit in their right column: %3$d hit to allocate (14.2).",
                                           "%1$s. %2$s choose who takes the hit in their right column: %3$d hits to allocate (14.2).",
                                           n), heading, who, n);
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: 14.2; %1$s is a battle's heading (“Battle in Beauport, turn 2”), %2$s who acts (“The British”), %3$d hits still to allocate. */
                                           "%1$s. %2$s choose who takes the hit: %3$d hit to allocate (14.2).",
                                           "%1$s. %2$s choose who takes the hit: %3$d hits to allocate (14.2).",
                                           n), heading, who, n);
    }
}

char *
qb_computer_prompt_text (int      side,
                         gboolean paused)
{
  if (paused)
    return g_strdup (side == QB_BRITISH
                     ? _("The computer plays the British and is stopped: choose Resume to let it play.")
                     : _("The computer plays the French and is stopped: choose Resume to let it play."));
  return g_strdup (side == QB_BRITISH ? _("The computer is playing for the British.")
                                      : _("The computer is playing for the French."));
}

char *
qb_prompt_text (const QbView *view)
{
  const QbBattle *battle;
  const char *who;
  g_autofree char *heading = NULL;
  g_autofree char *from = NULL;

  g_return_val_if_fail (view != NULL, NULL);

  battle = &view->battle;
  heading = battle_heading (view);
  from = qb_ui_zone_phrase (battle->zone, QB_ZONE_FROM, NULL);

  if (view->phase == QB_PHASE_GAME_OVER)
    return victory_text (view);
  if (view->decider != addressee (view) || view->decider > QB_FRENCH)
    return g_strdup (view->decider == QB_BRITISH ? _("Waiting for the British player.")
                     : view->decider == QB_FRENCH ? _("Waiting for the French player.")
                     : _("Waiting."));
  who = side_subject (view->decider);

  switch ((QbPhase) view->phase)
    {
    case QB_PHASE_FRENCH_SETUP:
      {
        int left = view->count[QB_FRENCH][QB_LOC_POOL];

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: 3.4; %1$s is Île d'Orléans, %2$d the blocks still to place. */
                                             "The French deploy their blocks in the nine zones other than %1$s (3.4): %2$d left.",
                                             "The French deploy their blocks in the nine zones other than %1$s (3.4): %2$d left.",
                                             left), qb_ui_zone_name (QB_OR), left);
      }

    case QB_PHASE_TRANSFER:
      /* Translators: 2.5; %s is who acts (“The British”). */
      return g_strdup_printf (_("%s may move strength one CV at a time between two of their blocks in the same zone, or finish (2.5)."),
                              who);

    case QB_PHASE_ORDERS:
      if (view->tides_blocked)
        /* Translators: 9.0; %1$s is who acts (“The British”), %2$d the campaign move, 1..16. */
        return g_strdup_printf (_("%1$s write their orders for campaign move %2$d. The tides forbid amphibious and ship moves (23.0)."),
                                who, (int) view->move);
      /* Translators: 9.0; %1$s is who acts (“The British”), %2$d the campaign move, 1..16. */
      return g_strdup_printf (_("%1$s write their orders for campaign move %2$d."), who, (int) view->move);

    case QB_PHASE_CROSSING_SITE:
      /* Translators: 11.1 c; %s is who acts (“The British”). */
      return g_strdup_printf (_("The two armies crossed on their way. %s choose the zone where the battle is fought (11.1 c)."),
                              who);

    case QB_PHASE_DESERTION:
      return g_strdup (_("The British have entered new ground. The French remove one Quebec militia block (20.0)."));

    case QB_PHASE_CHOOSE_BATTLE:
      /* Translators: 11.2; %s is who acts (“The British”). */
      return g_strdup_printf (_("Several battles are waiting. %s choose the one to fight first (11.2)."), who);

    case QB_PHASE_DEPLOY:
      {
        int left = undeployed (view);

        if (battle->defender == addressee (view))
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: 12.1; %1$s is a battle's heading (“Battle in Beauport”), %2$s who acts (“The British”), %3$d the blocks still to deploy. */
                                               "%1$s. %2$s deploy their blocks into three columns and a reserve (12.1): %3$d left.",
                                               "%1$s. %2$s deploy their blocks into three columns and a reserve (12.1): %3$d left.",
                                               left), heading, who, left);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: 12.2; %1$s is a battle's heading (“Battle in Beauport”), %2$s who acts (“The British”), %3$d the blocks still to deploy. */
                                             "%1$s. %2$s deploy their blocks against the enemy columns, with a reserve if they wish (12.2): %3$d left.",
                                             "%1$s. %2$s deploy their blocks against the enemy columns, with a reserve if they wish (12.2): %3$d left.",
                                             left), heading, who, left);
      }

    case QB_PHASE_RETREAT:
      if (battle->routed == addressee (view))
        /* Translators: 16.1; %1$s is a battle's heading (“Battle in Beauport, turn 2”), %2$s who acts (“The British”). */
        return g_strdup_printf (_("%1$s. %2$s are routed and must retreat (16.1)."), heading, who);
      /* Translators: 15.1; %1$s is a battle's heading (“Battle in Beauport, turn 2”), %2$s who acts (“The British”). */
      return g_strdup_printf (_("%1$s. %2$s retreat, or stand and fight (15.1)."), heading, who);

    case QB_PHASE_EMBARK:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: 17.2; %1$s is where from (“from Beauport”), %2$s who acts (“The British”), %3$d the boats' capacity. */
                                           "Retreat by boat %1$s. %2$s choose the blocks that embark, at most %3$d (17.2).",
                                           "Retreat by boat %1$s. %2$s choose the blocks that embark, at most %3$d (17.2).",
                                           battle->embark_cap), from, who, (int) battle->embark_cap);

    case QB_PHASE_RESERVE:
      /* Translators: 13.1 b; %1$s is a battle's heading (“Battle in Beauport, turn 2”), %2$s who acts (“The British”). */
      return g_strdup_printf (_("%1$s. %2$s may commit one reserve block to a column (13.1 b)."), heading, who);

    case QB_PHASE_FIRE:
      /* Translators: 13.1 c; %1$s is a battle's heading (“Battle in Beauport, turn 2”, “Raid in Beauport”), %2$s who acts (“The British”). */
      return g_strdup_printf (_("%1$s. %2$s choose the next block to fire (13.1 c)."), heading, who);

    case QB_PHASE_ALLOCATE:
      return allocate_prompt (view, who);

    case QB_PHASE_OTTAWA_RETREAT:
      if (battle->ottawa_pending == QB_OTTAWA_MAY && battle->step == QB_STEP_DONE)
        {
          g_autofree char *where = qb_ui_zone_phrase (battle->zone, QB_ZONE_IN, NULL);

          /* Translators: 22.4, ruling R7; %s is where (“in Beauport”). The
           * French are asked this after every battle they win while the
           * British may think the Ottawa was in the hidden reserve, so the
           * sentence must hold whether or not it was there. */
          return g_strdup_printf (_("Battle %s won. The French may withdraw the Ottawa, if it was in the reserve, to a zone without British blocks and without a battle, or keep their blocks where they are (22.4)."),
                                  where);
        }
      /* Translators: 22.4; %s is where from (“from Beauport”). */
      return g_strdup_printf (_("The Ottawa withdraw %s. The French choose a zone without British blocks and without a battle (22.4)."),
                              from);

    case QB_PHASE_SUPPLY:
      return g_strdup (_("The British have held Cap Rouge for two moves. The French remove one Montreal or Trois-Rivières militia block (21.0)."));

    case QB_PHASE_GAME_OVER:
    case QB_NUM_PHASES:
    default:
      return victory_text (view);
    }
}

static char *
phase_name (const QbView *view)
{
  gboolean british = view->decider == QB_BRITISH;
  const QbBattle *battle = &view->battle;
  g_autofree char *where = qb_ui_zone_phrase (battle->zone, QB_ZONE_IN, NULL);

  switch ((QbPhase) view->phase)
    {
    case QB_PHASE_FRENCH_SETUP:
      return g_strdup (C_("phase", "French deployment"));
    case QB_PHASE_TRANSFER:
      return g_strdup (british ? C_("phase", "British CV transfers") : C_("phase", "French CV transfers"));
    case QB_PHASE_ORDERS:
      return g_strdup (british ? C_("phase", "British orders") : C_("phase", "French orders"));
    case QB_PHASE_CROSSING_SITE:
      return g_strdup (C_("phase", "Choosing the battle site"));
    case QB_PHASE_DESERTION:
      return g_strdup (C_("phase", "Militia desertion"));
    case QB_PHASE_CHOOSE_BATTLE:
      return g_strdup (C_("phase", "Order of the battles"));
    case QB_PHASE_DEPLOY:
      /* Translators: %s is where (“in Beauport”). */
      return g_strdup_printf (C_("phase", "Battle %s: deployment"), where);
    case QB_PHASE_RETREAT:
    case QB_PHASE_EMBARK:
    case QB_PHASE_RESERVE:
    case QB_PHASE_FIRE:
    case QB_PHASE_ALLOCATE:
    case QB_PHASE_OTTAWA_RETREAT:
      return battle_heading (view);
    case QB_PHASE_SUPPLY:
      return g_strdup (C_("phase", "Montreal supplies"));
    case QB_PHASE_GAME_OVER:
    case QB_NUM_PHASES:
    default:
      return g_strdup (C_("phase", "Game over"));
    }
}

char *
qb_phase_title (const QbView *view)
{
  g_autofree char *phase = NULL;

  g_return_val_if_fail (view != NULL, NULL);

  phase = phase_name (view);
  if (view->phase == QB_PHASE_FRENCH_SETUP || view->phase == QB_PHASE_GAME_OVER || view->move == 0)
    return g_steal_pointer (&phase);
  /* Translators: a title; %1$d is the campaign move (1..16), %2$s the
   * step, e.g. "British orders" or "Battle in Beauport, turn 2". */
  return g_strdup_printf (C_("phase title", "Move %1$d of 16 — %2$s"), (int) view->move, phase);
}

/* ---- The order summary -------------------------------------------------- */

static void
append_name (GString    *list,
             const char *item)
{
  if (list->len > 0)
    /* Translators: between the names of a list, "15th, 28th". */
    g_string_append (list, C_("list separator", ", "));
  g_string_append (list, item);
}

static void
append_part (GString *parts,
             char    *part)
{
  if (parts->len > 0)
    /* Translators: between the parts of an order, "Lévis → Etchemin: 15th
     * (road); → Beauport: 35th (boat)". */
    g_string_append (parts, C_("order parts separator", "; "));
  g_string_append (parts, part);
  g_free (part);
}

static char *
ships_summary (const QbView *view)
{
  g_autoptr(GString) up = g_string_new (NULL);
  g_autoptr(GString) down = g_string_new (NULL);
  g_autoptr(GString) parts = g_string_new (NULL);

  for (int b = QB_BR_FIRST_SHIP; b < QB_BR_FIRST_SHIP + 4; b++)
    {
      g_autofree char *label = qb_block_label (view->options.edition, b);
      int dest = view->blocks[b].order_dest;

      if (dest == QB_LOC_STLAURENT)
        append_name (up, label);
      else if (dest == QB_LOC_BASON)
        append_name (down, label);
    }
  if (up->len > 0)
    /* Translators: part of a ship order (8.1); %s lists ships. */
    append_part (parts, g_strdup_printf (C_("order", "%s upriver"), up->str));
  if (down->len > 0)
    /* Translators: part of a ship order (8.1); %s lists ships. */
    append_part (parts, g_strdup_printf (C_("order", "%s downriver"), down->str));
  /* Translators: a ship order (8.1); %s is "Neptune upriver" and the like. */
  return g_strdup_printf (C_("order", "Ships: %s"), parts->str);
}

char *
qb_order_summary (const QbView *view)
{
  const QbOrder *order;
  g_autoptr(GString) parts = NULL;
  int side;

  g_return_val_if_fail (view != NULL, NULL);

  /* The view's own order: the viewer's, or the decider's in the open view;
   * the public view has none. */
  side = view->viewer <= QB_FRENCH ? view->viewer : view->decider;
  order = &view->own_order;
  if (side != QB_BRITISH && side != QB_FRENCH)
    return g_strdup (C_("order", "Stand"));
  if (order->ottawa_dest != QB_LOC_NONE)
    return ottawa_label (order->ottawa_dest, order->mission);
  if (order->ships)
    return ships_summary (view);
  if (order->origin == QB_LOC_NONE)
    return g_strdup (C_("order", "Stand"));

  /* One part per destination and way of moving, in the map's order. */
  parts = g_string_new (NULL);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    for (int mode = QB_MODE_LAND; mode <= QB_MODE_AMPHIBIOUS; mode++)
      {
        g_autoptr(GString) names = g_string_new (NULL);
        const char *to = qb_ui_zone_name (z);

        for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
          if (view->blocks[b].order_dest == z && view->blocks[b].order_mode == mode)
            {
              g_autofree char *label = qb_block_label (view->options.edition, b);
              append_name (names, label);
            }
        if (names->len == 0)
          continue;
        if (parts->len == 0)
          {
            const char *from = qb_ui_zone_name (order->origin);

            if (mode == QB_MODE_AMPHIBIOUS)
              /* Translators: the first part of an order; %1$s and %2$s are zones, %3$s lists blocks. */
              append_part (parts, g_strdup_printf (C_("order", "%1$s → %2$s: %3$s (boat)"), from, to, names->str));
            else
              /* Translators: the first part of an order; %1$s and %2$s are zones, %3$s lists blocks. */
              append_part (parts, g_strdup_printf (C_("order", "%1$s → %2$s: %3$s (road)"), from, to, names->str));
          }
        else if (mode == QB_MODE_AMPHIBIOUS)
          /* Translators: a further part of an order, from the same zone; %1$s is a zone, %2$s lists blocks. */
          append_part (parts, g_strdup_printf (C_("order", "→ %1$s: %2$s (boat)"), to, names->str));
        else
          /* Translators: a further part of an order, from the same zone; %1$s is a zone, %2$s lists blocks. */
          append_part (parts, g_strdup_printf (C_("order", "→ %1$s: %2$s (road)"), to, names->str));
      }
  if (parts->len == 0)
    return g_strdup (C_("order", "Stand"));
  return g_strdup (parts->str);
}
