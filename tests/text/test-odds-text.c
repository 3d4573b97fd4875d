/* test-odds-text.c: the odds of battle decisions in words
 * (src/text/qb-odds-text.c), in English, French and Italian, with the
 * catalogs the build makes: percentages rounded with "< 1" and "> 99" for
 * what would round to a certainty, plurals, the column named, the
 * doubling and the leader said, the margin of error given. */
#include <string.h>

#include "qb-odds-text.h"
#include "qb-test-i18n.h"

static void
assert_text (char       *text,
             const char *expected)
{
  g_assert_cmpstr (text, ==, expected);
  g_free (text);
}

/* A 3 CV block's fire at a column of 1 CV: hits on a 6. */
static QbFireOdds
three_dice (void)
{
  QbFireOdds o = { 0 };
  const guint32 ways[] = { 125, 75, 15, 1 };

  o.ndice = 3;
  o.need = 6;
  o.total = 216;
  o.target_column = 0;
  o.break_known = 1;
  o.break_hits = 1;
  for (int k = 0; k <= 3; k++)
    {
      o.ways[k] = ways[k];
      o.p_hits[k] = ways[k] / 216.0;
    }
  for (int k = 3; k >= 0; k--)
    o.p_at_least[k] = o.p_hits[k] + (k < 3 ? o.p_at_least[k + 1] : 0);
  o.p_break = o.p_at_least[1];
  return o;
}

static void
test_english (void)
{
  QbFireOdds o = three_dice ();

  qb_test_use_language ("en");
  assert_text (qb_odds_percent (0.31), "31%");
  assert_text (qb_odds_percent (0.0), "0%");
  assert_text (qb_odds_percent (1.0), "100%");
  assert_text (qb_odds_percent (1.0 / 216), "< 1%");
  assert_text (qb_odds_percent (0.996), "> 99%");
  assert_text (qb_odds_text_at_least (2, 0.31), "2 hits or more: 31%");
  assert_text (qb_odds_text_at_least (1, 0.42), "1 hit or more: 42%");
  assert_text (qb_odds_text_at_least (0, 0.58), "No hit: 58%");
  assert_text (qb_odds_text_break (0, 0.12), "Chance the left column breaks this turn: 12%");
  assert_text (qb_odds_text_break (2, 0.12), "Chance the right column breaks this turn: 12%");
  assert_text (qb_odds_text_break (QB_SLOT_SKIRMISH, 0.5), "Chance the skirmish line breaks this turn: 50%");
  assert_text (qb_odds_text_fire (&o),
               "3 dice, hitting on 6. No hit: 58%; 1 hit or more: 42%; 2 hits or more: 7%; "
               "3 hits or more: < 1%. Chance the left column breaks this turn: 42%.");
  o.doubled = 1;
  o.need = 5;
  assert_text (qb_odds_text_dice (&o), "3 dice, hitting on 5 or 6 (doubled: amphibious landing, 17.1)");
  o = three_dice ();
  o.ndice = 2;
  o.leader = 1;
  o.break_known = 0;
  o.p_leader_dies = 1.0 / 6;
  assert_text (qb_odds_text_dice (&o), "2 dice, hitting on 6 (a leader’s two dice, 10.3)");
  {
    g_autofree char *fire = qb_odds_text_fire (&o);

    g_assert_true (g_str_has_suffix (fire, "The leader dies on a double: 17%."));
  }
  assert_text (qb_odds_text_choice (QB_ACT_STAND, 0.40, 0.025, 0.2),
               "If you stand: routed by the end of next turn 40% (± 3), battle won 20%");
  assert_text (qb_odds_text_choice (QB_ACT_RETREAT, 0.0, 0.0, 0.0),
               "If you retreat: the battle is lost, routed 0% (± 0)");
  assert_text (qb_odds_text_choice (QB_ACT_COMMIT, 0.12, 0.016, 0.5),
               "If you commit it: routed by the end of next turn 12% (± 2), battle won 50%");
}

static void
test_french (void)
{
  QbFireOdds o = three_dice ();

  qb_test_assert_catalog_used ("fr");
  assert_text (qb_odds_percent (0.31), "31\u00a0%");
  assert_text (qb_odds_percent (0.001), "< 1\u00a0%");
  assert_text (qb_odds_text_at_least (2, 0.31), "2 touches ou plus : 31\u00a0%");
  assert_text (qb_odds_text_at_least (1, 0.42), "1 touche ou plus : 42\u00a0%");
  assert_text (qb_odds_text_break (1, 0.12), "Risque que la colonne du centre cède ce tour-ci : 12\u00a0%");
  assert_text (qb_odds_text_fire (&o),
               "3 dés, touchent sur 6. Aucune touche : 58\u00a0% ; 1 touche ou plus : 42\u00a0% ; "
               "2 touches ou plus : 7\u00a0% ; 3 touches ou plus : < 1\u00a0%. "
               "Risque que la colonne de gauche cède ce tour-ci : 42\u00a0%.");
  assert_text (qb_odds_text_choice (QB_ACT_STAND, 0.40, 0.025, 0.2),
               "Si vous tenez : mis en déroute d’ici la fin du prochain tour 40\u00a0% (± 3), "
               "bataille gagnée 20\u00a0%");
  qb_test_use_language ("en");
}

static void
test_italian (void)
{
  QbFireOdds o = three_dice ();

  qb_test_assert_catalog_used ("it");
  assert_text (qb_odds_percent (0.31), "31%");
  assert_text (qb_odds_text_at_least (1, 0.42), "1 colpo o più: 42%");
  assert_text (qb_odds_text_at_least (3, 0.01), "3 colpi o più: 1%");
  o.doubled = 1;
  o.need = 5;
  assert_text (qb_odds_text_dice (&o), "3 dadi, colpiscono con 5 o 6 (raddoppiato: sbarco anfibio, 17.1)");
  assert_text (qb_odds_text_choice (QB_ACT_NO_COMMIT, 0.05, 0.011, 0.7),
               "Se tenete la riserva: in rotta entro la fine del prossimo turno 5% (± 1), "
               "battaglia vinta 70%");
  qb_test_use_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  const char *locale;

  g_test_init (&argc, &argv, NULL);
  locale = qb_test_i18n_init ();
  g_test_add_func ("/text/odds/en", test_english);
  if (locale != NULL)
    {
      g_test_add_func ("/text/odds/fr", test_french);
      g_test_add_func ("/text/odds/it", test_italian);
    }
  return g_test_run ();
}
