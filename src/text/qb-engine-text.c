/* qb-engine-text.c: the rules engine's reasons, translated (see
 * qb-engine-text.h). Keep the table in step with src/engine:
 * test-engine-text checks it against the sources. */
#ifndef GETTEXT_PACKAGE
#define GETTEXT_PACKAGE "quebec1759"
#endif
#include <glib/gi18n-lib.h>

#include "qb-engine-text.h"

#include <string.h>

static const char *const engine_reasons[] = {
  /* qb_validate_position() (src/engine/qb-setup.c): why a position cannot
   * start a game. */
  /* Translators: the rules engine's reasons for refusing a position, an
   * action or an order. They follow a file name or an order as typed,
   * after a colon: “3 LE-AB”: no road connects these zones (6.1). Start
   * them in lower case and keep the rule sections in parentheses. */
  N_("a block has an unknown location"),
  N_("a ship is not in a river area (2.3, 8.1)"),
  N_("an army block is on the river (8.2)"),
  N_("a block is not deployed (3.2)"),
  /* Translators: CV is the strength of a block (combat value). */
  N_("a block's CV is outside 1..its maximum (2.4)"),
  N_("a decoy has a CV (10.0 classic)"),
  N_("both sides have blocks in the same zone (4.3: battles are fought at once)"),
  N_("a decoy is alone in a zone (10.1 classic)"),
  N_("the British have less than 20 CV on the map (5.2)"),
  N_("the French have no blocks on the map"),

  /* qb_check_upkeep() (src/engine/qb-setup.c): deployment, CV transfers,
   * desertion, supplies; qb_check_choose_battle() (qb-campaign.c): the
   * order of battles. */
  N_("not the French deployment (3.4)"),
  N_("not a French block"),
  N_("this block is already placed"),
  /* Translators: the engine writes the zone's name in ASCII; write it as
   * it is written in your language. */
  N_("the French deploy in the nine zones other than Ile d'Orleans (3.4)"),
  N_("a decoy must join a zone that already holds a real unit (10.1 classic)"),
  N_("CV transfers come before orders (2.5)"),
  N_("choose two different blocks"),
  N_("you can only transfer between your own blocks"),
  N_("the blocks must be in the same zone (2.5)"),
  N_("ships, decoys and the Ottawa take no part in CV transfers (2.5)"),
  N_("classic edition: only between units of the same type (2.5 FAQ)"),
  N_("a block cannot give its last CV (2.5)"),
  N_("the receiving block is at full strength (2.4)"),
  N_("this block received CV this move and cannot give any"),
  N_("this block gave CV this move and cannot receive any"),
  N_("not the CV transfer step"),
  N_("no desertion is due (20.0)"),
  N_("choose a Quebec militia block on the map (20.0)"),
  N_("no supply loss is due (21.0)"),
  /* Translators: the engine writes the names in ASCII; write them as they
   * are written in your language (Trois-Rivières). */
  N_("choose a Montreal or Trois-Rivieres militia block on the map (21.0)"),
  N_("no battle to choose now (11.2)"),
  N_("no battle is waiting in that zone"),
  N_("this action does not belong to this step"),
  N_("the game is over"),

  /* qb_check_order() (src/engine/qb-orders.c): writing orders. */
  N_("you can only give orders to your own blocks"),
  N_("ships move with a ship order (8.1)"),
  N_("revised edition: the Ottawa moves only with its special order, the only order of the move (22.1)"),
  N_("this block is not on the map"),
  N_("a ship move is the whole order for the move (8.1)"),
  N_("the Ottawa's special move is the only order this move (22.1)"),
  N_("this block already has an order"),
  N_("only one group moves per campaign move: all blocks must come from the same zone (6.1)"),
  N_("the destination must be a zone"),
  N_("the destination is the zone the block is in"),
  N_("a leader moves at most two zones by road, not through enemy blocks (10.2)"),
  N_("no road connects these zones (6.1)"),
  N_("the tides forbid amphibious moves this campaign move (23.0)"),
  N_("an amphibious move stays within one river area (7.2, 7.3)"),
  N_("the French can never move amphibiously in the Bason (7.4)"),
  N_("no amphibious capacity in this area (7.4)"),
  N_("the amphibious capacity of this area is used up (7.4)"),
  N_("choose a land or an amphibious move"),
  N_("no battle site to choose (11.1 c)"),
  N_("the battle is fought in one of the two zones the forces came from (11.1 c)"),
  N_("orders are written at the start of the campaign move (9.0)"),
  N_("only the British have ships (8.1)"),
  N_("choose a ship"),
  N_("the tides forbid ship moves this campaign move (23.0)"),
  N_("this ship already has an order"),
  N_("at most two ships may go upriver in one move (8.1)"),
  N_("only the French have the Ottawa (22.0)"),
  N_("the Ottawa's special move must be the only order (22.1)"),
  N_("the Ottawa is not on the map"),
  N_("choose another zone for the Ottawa (22.1)"),
  N_("unknown Ottawa mission"),
  N_("a decoy would be left alone (10.1 classic)"),
  N_("the order is already empty"),
  N_("a decoy would move or stay without a real unit (10.1 classic)"),

  /* qb_check_battle() (src/engine/qb-battle.c) and qb_check_retreat_to()
   * (qb-battle-end.c): battles and retreats. */
  N_("retreat to another zone"),
  N_("no retreat into a zone held by the enemy (15.2)"),
  N_("no retreat into a zone with a battle still to fight (15.2)"),
  N_("the attacker retreats only to the zone it came from (15.2)"),
  N_("the defender may not retreat to the zone the attacker came from (15.2)"),
  N_("no road leads there (6.1)"),
  N_("choose a land or amphibious retreat"),
  /* Translators: R15 is one of our rulings (docs/rulings.md); keep it. */
  N_("a road leads there: the retreat goes by land (ruling R15)"),
  N_("an amphibious retreat stays within one river area (7.2, 17.2)"),
  N_("no amphibious capacity (7.4, 17.2)"),
  N_("not the battle deployment (12.1)"),
  N_("choose one of your blocks in the battle that is not yet deployed"),
  N_("choose a column or the reserve"),
  N_("every column needs at least one block (12.1)"),
  N_("no retreat now (15.1)"),
  N_("no retreat decision now"),
  N_("a routed side must retreat (16.1)"),
  N_("no amphibious retreat under way"),
  N_("choose one of your blocks that has not embarked"),
  N_("an amphibious retreat takes as many blocks as the capacity allows (15.2, 17.2)"),
  N_("not the reserve step (13.1 b)"),
  N_("choose one of your reserve blocks"),
  N_("the Ottawa never joins a battle column (22.4)"),
  N_("choose one of the three columns"),
  N_("not the firing step (13.1 c)"),
  N_("only your blocks in the columns fire (14.1)"),
  N_("this block has already fired this turn"),
  N_("no hit to allocate"),
  N_("pursuit hits fall on the retreating blocks, never the Ottawa (16.2, 22.4)"),
  N_("hits fall on a block of the column that was fired at (14.1)"),
  N_("the Ottawa is not withdrawing"),
  N_("the Ottawa cannot stay: it never fights alone (22.4)"),
  N_("the Ottawa withdraws to a zone without British blocks and without a battle (22.2)"),
};

const char *
qb_engine_reason_text (const char *reason)
{
  if (reason == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (engine_reasons); i++)
    if (strcmp (engine_reasons[i], reason) == 0)
      return _(engine_reasons[i]);
  return reason;
}

char *
qb_engine_reason_sentence (const char *reason)
{
  const char *text = qb_engine_reason_text (reason);
  GString *sentence;
  gunichar first;
  gsize len;

  if (text == NULL)
    return NULL;
  if (*text == '\0' || !g_utf8_validate (text, -1, NULL))
    return g_strdup (text);

  first = g_utf8_get_char (text);
  sentence = g_string_new (NULL);
  g_string_append_unichar (sentence, g_unichar_totitle (first));
  g_string_append (sentence, g_utf8_next_char (text));
  len = sentence->len;
  if (!(sentence->str[len - 1] == '.' || sentence->str[len - 1] == '!' || sentence->str[len - 1] == '?'
        || g_str_has_suffix (sentence->str, "…")))
    g_string_append_c (sentence, '.');
  return g_string_free (sentence, FALSE);
}

const char *const *
qb_engine_reasons (guint *n_reasons)
{
  g_return_val_if_fail (n_reasons != NULL, NULL);

  *n_reasons = G_N_ELEMENTS (engine_reasons);
  return engine_reasons;
}
