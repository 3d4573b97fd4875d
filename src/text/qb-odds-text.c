/* qb-odds-text.c: the odds of battle decisions in words (qb-odds-text.h). */
#include <glib/gi18n-lib.h>

#include "qb-odds-text.h"

char *
qb_odds_percent (double p)
{
  if (p > 0 && p < 0.005)
    /* Translators: a chance under one per cent but not nil. */
    return g_strdup (_("< 1%"));
  if (p < 1 && p >= 0.995)
    /* Translators: a chance over 99 per cent but not certain. */
    return g_strdup (_("> 99%"));
  /* Translators: a chance in per cent, e.g. "31%". */
  return g_strdup_printf (_("%d%%"), (int) (p * 100 + 0.5));
}

char *
qb_odds_text_at_least (int    hits,
                       double p)
{
  g_autofree char *pc = qb_odds_percent (p);

  if (hits <= 0)
    /* Translators: the chance that a fire makes no hit at all; %s is a percentage ("58 %"). */
    return g_strdup_printf (_("No hit: %s"), pc);
  /* Translators: %1$d is a number of hits, %2$s a percentage ("31 %"). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$d hit or more: %2$s",
                                       "%1$d hits or more: %2$s", hits),
                          hits, pc);
}

char *
qb_odds_text_break (int    column,
                    double p)
{
  g_autofree char *pc = qb_odds_percent (p);

  switch (column)
    {
    case 0:
      /* Translators: the enemy's column fired at is destroyed, which routs
       * the enemy (16.1); %s is a percentage. */
      return g_strdup_printf (_("Chance the left column breaks this turn: %s"), pc);
    case 1:
      /* Translators: see "Chance the left column breaks this turn: %s". */
      return g_strdup_printf (_("Chance the centre column breaks this turn: %s"), pc);
    case 2:
      /* Translators: see "Chance the left column breaks this turn: %s". */
      return g_strdup_printf (_("Chance the right column breaks this turn: %s"), pc);
    default:
      /* Translators: the enemy's skirmish line is destroyed, which ends the
       * skirmish (18.0); %s is a percentage. */
      return g_strdup_printf (_("Chance the skirmish line breaks this turn: %s"), pc);
    }
}

char *
qb_odds_text_dice (const QbFireOdds *odds)
{
  g_autofree char *dice = NULL;

  if (odds->need == 5)
    /* Translators: %d dice, each hitting on a 5 or a 6 (doubled fire in the
     * classic edition, 17.1). */
    dice = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d die, hitting on 5 or 6",
                                         "%d dice, hitting on 5 or 6", odds->ndice),
                            odds->ndice);
  else
    /* Translators: %d dice, each hitting on a 6 (14.2). */
    dice = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d die, hitting on 6",
                                         "%d dice, hitting on 6", odds->ndice),
                            odds->ndice);
  if (odds->doubled)
    /* Translators: %s is "3 dice, hitting on 6"; the fire is doubled
     * against a landing (17.1). */
    return g_strdup_printf (_("%s (doubled: amphibious landing, 17.1)"), dice);
  if (odds->leader)
    /* Translators: %s is "2 dice, hitting on 6"; a leader rolls two dice (10.3). */
    return g_strdup_printf (_("%s (a leader’s two dice, 10.3)"), dice);
  return g_steal_pointer (&dice);
}

char *
qb_odds_text_fire (const QbFireOdds *odds)
{
  GString *text = g_string_new (NULL);
  g_autofree char *dice = qb_odds_text_dice (odds);
  g_autofree char *none = qb_odds_text_at_least (0, odds->p_hits[0]);

  /* Translators: the dice of a fire, then a list of chances. */
  g_string_append_printf (text, C_("odds", "%s."), dice);
  g_string_append_c (text, ' ');
  g_string_append (text, none);
  for (int k = 1; k <= odds->ndice; k++)
    {
      g_autofree char *line = qb_odds_text_at_least (k, odds->p_at_least[k]);

      /* Translators: the separator between the chances of a list. */
      g_string_append (text, C_("odds", "; "));
      g_string_append (text, line);
    }
  g_string_append (text, C_("odds", "."));
  if (odds->break_known)
    {
      g_autofree char *br = qb_odds_text_break (odds->target_column, odds->p_break);

      g_string_append_c (text, ' ');
      g_string_append_printf (text, C_("odds", "%s."), br);
    }
  if (odds->leader)
    {
      g_autofree char *pc = qb_odds_percent (odds->p_leader_dies);

      g_string_append_c (text, ' ');
      /* Translators: a leader dies if its dice show a double (10.3); %s is a percentage. */
      g_string_append_printf (text, _("The leader dies on a double: %s."), pc);
    }
  return g_string_free (text, FALSE);
}

char *
qb_odds_text_choice (int    action_type,
                     double p_routed,
                     double se_routed,
                     double p_won)
{
  g_autofree char *routed = qb_odds_percent (p_routed);
  g_autofree char *won = qb_odds_percent (p_won);
  int se = (int) (se_routed * 100 + 0.5);

  switch (action_type)
    {
    case QB_ACT_STAND:
      /* Translators: the odds of not retreating (15.0), by the end of the
       * next battle turn; %1$s and %3$s are percentages, %2$d is the
       * margin of error in points ("40 % (± 3)"). */
      return g_strdup_printf (_("If you stand: routed by the end of next turn %1$s (± %2$d), battle won %3$s"),
                              routed, se, won);
    case QB_ACT_RETREAT:
      /* Translators: see "If you stand: …". A retreat gives up the battle. */
      return g_strdup_printf (_("If you retreat: the battle is lost, routed %1$s (± %2$d)"),
                              routed, se);
    case QB_ACT_COMMIT:
      /* Translators: see "If you stand: …"; committing a reserve block (13.1 b). */
      return g_strdup_printf (_("If you commit it: routed by the end of next turn %1$s (± %2$d), battle won %3$s"),
                              routed, se, won);
    case QB_ACT_NO_COMMIT:
      /* Translators: see "If you stand: …"; keeping the reserve back (13.1 b). */
      return g_strdup_printf (_("If you keep the reserve: routed by the end of next turn %1$s (± %2$d), battle won %3$s"),
                              routed, se, won);
    default:
      /* Translators: see "If you stand: …"; the battle as it stands. */
      return g_strdup_printf (_("Routed by the end of next turn %1$s (± %2$d), battle won %3$s"),
                              routed, se, won);
    }
}
