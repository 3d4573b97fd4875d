/* test-battle-text.c: the battle board's banners in words
 * (src/text/qb-battle-text.c): the rout and its pursuit (16.x) with the
 * reserve's discount and the doublings spelled out, in English, French
 * and Italian, and nothing said before a side is routed. */
#include <string.h>

#include "qb-battle-text.h"
#include "qb-test-i18n.h"

static QbEvent
event (int type,
       int side)
{
  QbEvent ev;

  memset (&ev, 0, sizeof ev);
  ev.type = (uint8_t) type;
  ev.side = (uint8_t) side;
  ev.block = QB_LOC_NONE;
  ev.zone = QB_LOC_NONE;
  return ev;
}

static QbEvent
pursuit (int hits,
         int why,
         int rule)
{
  QbEvent ev = event (QB_EV_PURSUIT, QB_BRITISH);

  ev.a = (uint8_t) hits;
  ev.b = why == QB_WHY_ROUT_ACROSS || why == QB_WHY_OTTAWA;
  ev.why = (uint8_t) why;
  ev.rule = (uint16_t) rule;
  return ev;
}

/* The French routed over land: two pursuers hit 3 times, the reserve
 * saves 2 of them. */
static void
build_rout (GArray *events,
            int     why)
{
  QbEvent fire = event (QB_EV_FIRE, QB_BRITISH);
  QbEvent rout = event (QB_EV_ROUT, QB_FRENCH);
  QbEvent retreat = event (QB_EV_RETREAT, QB_FRENCH);
  QbEvent p1 = pursuit (2, why, why == QB_WHY_ROUT_ACROSS ? 172 : 162);
  QbEvent p2 = pursuit (1, why, why == QB_WHY_ROUT_ACROSS ? 172 : 162);
  QbEvent saved = event (QB_EV_PURSUIT_SAVED, QB_FRENCH);

  saved.a = 2;
  g_array_append_val (events, fire);
  g_array_append_val (events, rout);
  g_array_append_val (events, retreat);
  g_array_append_val (events, p1);
  g_array_append_val (events, p2);
  g_array_append_val (events, saved);
}

static void
test_rout_english (void)
{
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (QbEvent));
  g_autofree char *none = NULL;
  g_autofree char *routed = NULL;
  g_autofree char *pursued = NULL;
  g_autofree char *across = NULL;
  g_autofree char *ottawa = NULL;

  build_rout (events, QB_WHY_ROUT_BY_LAND);
  /* Before the rout: no banner. */
  none = qb_battle_rout_text ((QbEvent *) events->data, 1);
  g_assert_null (none);
  /* Routed, the pursuit not fired yet. */
  routed = qb_battle_rout_text ((QbEvent *) events->data, 3);
  g_assert_cmpstr (routed, ==, "The French are routed — pursuit fire");
  pursued = qb_battle_rout_text ((QbEvent *) events->data, events->len);
  g_assert_cmpstr (pursued, ==, "The French are routed — pursuit fire\n"
                                "Pursuit: 3 hits, 2 ignored for the reserve, one per 2 CV (16.3).");

  g_array_set_size (events, 0);
  build_rout (events, QB_WHY_ROUT_ACROSS);
  across = qb_battle_rout_text ((QbEvent *) events->data, events->len);
  g_assert_cmpstr (across, ==, "The French are routed — pursuit fire\n"
                               "Pursuit: 3 hits, 2 ignored for the reserve, one per 2 CV (16.3). "
                               "×2: rout across water (17.2)");

  /* The British routed, the Ottawa pursuing doubled (22.4), no reserve. */
  g_array_set_size (events, 0);
  {
    QbEvent rout = event (QB_EV_ROUT, QB_BRITISH);
    QbEvent p = pursuit (1, QB_WHY_OTTAWA, 224);
    p.side = QB_FRENCH;
    g_array_append_val (events, rout);
    g_array_append_val (events, p);
  }
  ottawa = qb_battle_rout_text ((QbEvent *) events->data, events->len);
  g_assert_cmpstr (ottawa, ==, "The British are routed — pursuit fire\n"
                               "Pursuit: 1 hit. ×2: pursuit by the Ottawa (22.4)");
}

static void
test_rout_translated (void)
{
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (QbEvent));
  g_autofree char *fr = NULL;
  g_autofree char *it = NULL;

  build_rout (events, QB_WHY_ROUT_BY_LAND);
  qb_test_assert_catalog_used ("fr");
  fr = qb_battle_rout_text ((QbEvent *) events->data, events->len);
  g_assert_true (g_str_has_prefix (fr, "Les Français sont mis en déroute"));
  g_assert_nonnull (strstr (fr, "16.3"));
  g_assert_null (strstr (fr, "Pursuit"));
  qb_test_assert_catalog_used ("it");
  it = qb_battle_rout_text ((QbEvent *) events->data, events->len);
  g_assert_true (g_str_has_prefix (it, "I Francesi sono in rotta"));
  g_assert_nonnull (strstr (it, "16.3"));
  g_assert_null (strstr (it, "Pursuit"));
  qb_test_use_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  const char *locale;

  g_test_init (&argc, &argv, NULL);
  locale = qb_test_i18n_init ();
  g_test_add_func ("/text/battle/rout/en", test_rout_english);
  if (locale != NULL)
    g_test_add_func ("/text/battle/rout/translated", test_rout_translated);
  return g_test_run ();
}
