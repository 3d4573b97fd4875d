/* test-hit-text.c: why a block may not take the hit at hand
 * (src/text/qb-hit-text.c), and what a scouting found, against the engine's own rule over many
 * self-played hit allocations in both editions: a reason exactly for the
 * blocks the engine refuses, the one that applies (fire, pursuit, raid)
 * with its rule, the Ottawa named only on the Ottawa itself, and nothing
 * said of a block the viewer does not know. Then the reasons in French and
 * Italian. */
#include <string.h>

#include "qb-battle-text.h"
#include "qb-hit-text.h"
#include "qb-test-i18n.h"
#include "qb-ui-names.h"

typedef struct {
  guint fire, reserve, pursuit, ottawa, raid;
} Seen;

static void
check_allocation (const QbState *s, Seen *seen)
{
  QbView view;
  QbView enemy;
  int side = s->battle.hit_side;

  qb_view (s, side, &view);
  qb_view (s, 1 - side, &enemy);
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    {
      const QbBlock *blk = &s->blocks[b];
      QbAction hit = { QB_ACT_HIT, (uint8_t) b, 0, 0 };
      gboolean legal = qb_is_legal (s, hit, NULL);
      g_autofree char *why = qb_battle_hit_why_not (&view, b);
      g_autofree char *enemy_why = qb_battle_hit_why_not (&enemy, b);
      gboolean on_board;

      if (blk->loc >= QB_NUM_ZONES)
        {
          g_assert_null (why);
          continue;
        }
      /* The blocks the board shows: those in the battle's zone (and, for
       * a pursuit, the ones that retreated from it). */
      on_board = blk->loc == s->battle.zone
                 || (s->battle.pursuit == QB_HITS_PURSUIT && blk->slot == QB_SLOT_RETREATED);
      if (legal)
        g_assert_null (why);
      else if (on_board)
        {
          g_assert_nonnull (why);
          /* No capital, no full stop: the end of the board's sentence. */
          g_assert_true (g_ascii_islower (why[0]));
          g_assert_true (g_str_has_suffix (why, ")"));
          if (b != QB_FR_OTTAWA)
            g_assert_null (strstr (why, "Ottawa"));
          switch (s->battle.pursuit)
            {
            case QB_HITS_PURSUIT:
              if (b == QB_FR_OTTAWA)
                {
                  g_assert_nonnull (strstr (why, "(22.4)"));
                  seen->ottawa++;
                }
              else
                {
                  g_assert_cmpstr (why, ==, "pursuit hits fall only on the blocks that retreated (16.2)");
                  seen->pursuit++;
                }
              break;
            case QB_HITS_RAID:
              g_assert_nonnull (strstr (why, "(22.2)"));
              seen->raid++;
              break;
            default:
              {
                g_autofree char *column = g_utf8_strdown (qb_battle_slot_name (s->battle.hit_column), -1);
                g_assert_nonnull (strstr (why, column));
                g_assert_nonnull (strstr (why, "(14.1)"));
                if (blk->slot == QB_SLOT_RESERVE)
                  {
                    g_assert_true (g_str_has_prefix (why, "the reserve takes no hits"));
                    seen->reserve++;
                  }
                else
                  seen->fire++;
              }
            }
        }
      /* The enemy hears a reason only for a block it knows. */
      if (enemy.blocks[b].type == QB_UNKNOWN)
        g_assert_null (enemy_why);
    }
}

static void
test_against_engine (gconstpointer data)
{
  int edition = GPOINTER_TO_INT (data);
  Seen seen = { 0 };
  guint allocations = 0;
  g_autofree QbState *s = g_new0 (QbState, 1);

  for (guint64 seed = 1; seed <= 300; seed++)
    {
      QbOptions options;
      QbRng rng;

      qb_options_default (&options);
      options.edition = (uint8_t) edition;
      qb_init (s, &options, seed, NULL);
      qb_rng_seed (&rng, seed, 0x686974ULL);
      for (guint i = 0; i < 20000; i++)
        {
          QbAction a;

          if (s->phase == QB_PHASE_ALLOCATE)
            {
              check_allocation (s, &seen);
              allocations++;
            }
          if (qb_random_action (s, &rng, &a) == 0)
            break;
          qb_apply_trusted (s, a, NULL);
        }
    }
  g_test_message ("%u allocations: %u fire, %u reserve, %u pursuit, %u Ottawa, %u raid",
                  allocations, seen.fire, seen.reserve, seen.pursuit, seen.ottawa, seen.raid);
  /* Enough games to meet each common case at least once. */
  g_assert_cmpuint (seen.fire + seen.reserve, >, 0);
  g_assert_cmpuint (seen.pursuit, >, 0);
}

/* Outside an allocation, or for the side not taking the hit: nothing. */
static void
test_nothing_outside (void)
{
  QbOptions options;
  g_autofree QbState *s = g_new0 (QbState, 1);
  QbView view;

  qb_options_default (&options);
  qb_init (s, &options, 7, NULL);
  qb_view (s, QB_NO_SIDE, &view);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    g_assert_null (qb_battle_hit_why_not (&view, b));
  view.phase = QB_PHASE_ALLOCATE;
  view.battle.active = 1;
  view.battle.hits = 1;
  view.battle.hit_side = QB_BRITISH;
  view.battle.pursuit = QB_HITS_FIRE;
  view.battle.hit_column = 1;
  view.battle.zone = view.blocks[QB_FIRST_BLOCK (QB_FRENCH)].loc;
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_FIRST_BLOCK (QB_FRENCH) + QB_BLOCKS_PER_SIDE; b++)
    g_assert_null (qb_battle_hit_why_not (&view, b));
  g_assert_null (qb_battle_hit_why_not (&view, -1));
  g_assert_null (qb_battle_hit_why_not (&view, QB_NUM_BLOCKS));
}

/* A made-up allocation in the open view: each case's words, translated. */
static void
test_translated (void)
{
  QbOptions options;
  g_autofree QbState *s = g_new0 (QbState, 1);
  QbView view;
  int b = QB_FIRST_BLOCK (QB_BRITISH);
  const char *langs[] = { "fr", "it" };

  qb_options_default (&options);
  qb_init (s, &options, 7, NULL);
  qb_view (s, QB_NO_SIDE, &view);
  view.phase = QB_PHASE_ALLOCATE;
  view.battle.active = 1;
  view.battle.hits = 2;
  view.battle.hit_side = QB_BRITISH;
  view.battle.zone = view.blocks[b].loc;
  view.battle.hit_column = 1;
  view.blocks[b].type = QB_TYPE_REGULAR;
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autofree char *column = NULL;
      g_autofree char *reserve = NULL;
      g_autofree char *pursuit = NULL;
      g_autofree char *ship = NULL;
      g_autofree char *english = NULL;

      qb_test_use_language ("en");
      view.battle.pursuit = QB_HITS_FIRE;
      view.blocks[b].slot = 0;
      english = qb_battle_hit_why_not (&view, b);
      g_assert_cmpstr (english, ==, "this hit falls on a block of the centre column, the one that was fired at (14.1)");
      qb_test_assert_catalog_used (langs[i]);
      column = qb_battle_hit_why_not (&view, b);
      view.blocks[b].slot = QB_SLOT_RESERVE;
      reserve = qb_battle_hit_why_not (&view, b);
      view.battle.pursuit = QB_HITS_PURSUIT;
      pursuit = qb_battle_hit_why_not (&view, b);
      view.battle.pursuit = QB_HITS_RAID;
      view.blocks[b].type = QB_TYPE_SHIP;
      ship = qb_battle_hit_why_not (&view, b);
      view.blocks[b].type = QB_TYPE_REGULAR;
      g_assert_cmpstr (column, !=, english);
      g_assert_nonnull (strstr (column, "(14.1)"));
      g_assert_nonnull (strstr (reserve, "(14.1)"));
      g_assert_nonnull (strstr (pursuit, "(16.2)"));
      g_assert_nonnull (strstr (ship, "(22.2)"));
      g_assert_null (strstr (pursuit, "retreated"));
      g_assert_cmpstr (ship, !=, "ships take no hits from a raid (22.2)");
    }
  qb_test_use_language ("en");
}

/* The Ottawa's scouting in words (22.3): every block found, a decoy
 * removed said so; nothing without a scout. And the place of the blocks
 * a raid or a scout finds. */
static void
test_scout_text (void)
{
  QbEvent events[4];
  g_autofree char *text = NULL;
  g_autofree char *none = NULL;
  QbView view;

  memset (events, 0, sizeof events);
  events[0].type = QB_EV_SCOUT;
  events[0].block = 3;
  events[0].cv = 2;
  events[1].type = QB_EV_SCOUT;
  events[1].block = 20;
  events[1].cv = 1;
  events[2].type = QB_EV_ELIMINATED;
  events[2].block = 20;
  events[3].type = QB_EV_FIRE;
  events[3].block = 3;
  text = qb_battle_scout_text (events, G_N_ELEMENTS (events), QB_EDITION_CLASSIC);
  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, "Scouted (22.3): "));
  g_assert_true (g_str_has_suffix (text, " (removed)."));
  g_assert_nonnull (strstr (text, qb_ui_block_in_sentence (QB_EDITION_CLASSIC, 3)));
  g_assert_nonnull (strstr (text, "(2 CV), "));
  g_assert_nonnull (strstr (text, qb_ui_block_in_sentence (QB_EDITION_CLASSIC, 20)));
  none = qb_battle_scout_text (events + 2, 2, QB_EDITION_CLASSIC);
  g_assert_null (none);

  memset (&view, 0, sizeof view);
  view.battle.active = 1;
  view.phase = QB_PHASE_DEPLOY;
  g_assert_cmpstr (qb_battle_aside_name (&view), ==, "Not deployed");
  view.phase = QB_PHASE_FIRE;
  g_assert_cmpstr (qb_battle_aside_name (&view), ==, "Retreated");
  view.phase = QB_PHASE_ALLOCATE;
  view.battle.kind = QB_BATTLE_RAID;
  g_assert_cmpstr (qb_battle_aside_name (&view), ==, "In the zone");
  view.phase = QB_PHASE_OTTAWA_RETREAT;
  view.battle.kind = QB_BATTLE_SCOUT;
  g_assert_cmpstr (qb_battle_aside_name (&view), ==, "In the zone");
}

int
main (int   argc,
      char *argv[])
{
  const char *locale;

  g_test_init (&argc, &argv, NULL);
  locale = qb_test_i18n_init ();
  g_test_add_data_func ("/text/hit/why-not/classic", GINT_TO_POINTER (QB_EDITION_CLASSIC), test_against_engine);
  g_test_add_data_func ("/text/hit/why-not/revised", GINT_TO_POINTER (QB_EDITION_REVISED), test_against_engine);
  g_test_add_func ("/text/hit/why-not/outside", test_nothing_outside);
  g_test_add_func ("/text/hit/scout", test_scout_text);
  if (locale != NULL)
    g_test_add_func ("/text/hit/why-not/translated", test_translated);
  return g_test_run ();
}
