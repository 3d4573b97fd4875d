/* test-order-text.c: the order shorthand (9.3) on hand-built positions. */
#include <glib.h>
#include <string.h>

#include "qb-engine.h"
#include "qb-order-text.h"

/* Roster slots used below (src/engine/qb-data.c). */
enum {
  BR_15TH = 0, BR_28TH = 1, BR_2_60TH = 8, BR_3_60TH = 9, BR_LIGHT_INFANTRY = 10,
  BR_RANGERS = 11, BR_WOLFE = 13,
  BR_NEPTUNE = 21, BR_SUTHERLAND = 22, BR_STIRLING = 23, BR_LOWESTOFT = 24,
  FR_OTTAWA = 25, FR_LA_SARRE = 26, FR_LANGUEDOC = 27, FR_BEARN = 28, FR_GUYENNE = 29,
  FR_QUEBEC_3 = 34, FR_MONTCALM = 45,
};

typedef struct {
  QbState s;
} Position;

static void
position_begin (Position *p,
                int       edition)
{
  memset (p, 0, sizeof *p);
  p->s.options.edition = (uint8_t) edition;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    p->s.blocks[b].loc = QB_LOC_ELIMINATED;
  for (int b = BR_NEPTUNE; b <= BR_LOWESTOFT; b++)
    p->s.blocks[b].loc = QB_LOC_BASON;
}

/* cv 0 = full strength. */
static void
put (Position *p,
     int       block,
     int       loc,
     int       cv)
{
  p->s.blocks[block].loc = (uint8_t) loc;
  p->s.blocks[block].cv = (uint8_t) (cv ? cv : qb_block_max_cv (&p->s, block));
}

/* Starts the game at move 1 and skips CV transfers, so that the British
 * write their orders. */
static void
position_start (Position *p)
{
  QbOptions options;
  const char *reason = NULL;

  qb_options_default (&options);
  options.edition = p->s.options.edition;
  if (!qb_init_position (&p->s, &options, 1, NULL, &reason))
    g_error ("qb_init_position: %s", reason);
  while (p->s.phase == QB_PHASE_TRANSFER)
    {
      QbAction done = { QB_ACT_TRANSFER_DONE, 0, 0, 0 };
      g_assert_true (qb_apply (&p->s, done, NULL, NULL));
    }
  g_assert_cmpint (p->s.phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (p->s.decider, ==, QB_BRITISH);
}

/* The standard test position (revised edition):
 * British: 15th..78th (0..7) on Ile d'Orleans; 2/60th (4), 3/60th (3),
 *   Light Infantry (3), Rangers (2 of 3) in Levis; Wolfe in St. Charles.
 * French: La Sarre, Languedoc, Quebec Militia III in Beauport; the Ottawa
 *   in Montmorency; Bearn in Cap Rouge; Guyenne in Ste. Foy; Montcalm in
 *   Beauport. */
static void
standard (Position *p,
          int       edition)
{
  position_begin (p, edition);
  for (int b = 0; b < 8; b++)
    put (p, b, QB_OR, 0);
  put (p, BR_2_60TH, QB_LE, 0);
  put (p, BR_3_60TH, QB_LE, 0);
  put (p, BR_LIGHT_INFANTRY, QB_LE, 0);
  put (p, BR_RANGERS, QB_LE, 2);
  if (edition == QB_EDITION_REVISED)
    {
      put (p, BR_WOLFE, QB_SC, 0);
      put (p, FR_MONTCALM, QB_BE, 0);
    }
  else
    put (p, BR_15TH, QB_SC, 0);
  put (p, FR_LA_SARRE, QB_BE, 0);
  put (p, FR_LANGUEDOC, QB_BE, 0);
  put (p, FR_QUEBEC_3, QB_BE, 0);
  put (p, FR_OTTAWA, QB_MO, 0);
  put (p, FR_BEARN, QB_CR, 0);
  put (p, FR_GUYENNE, QB_SF, 0);
  position_start (p);
}

/* The British stand, so that the French write their orders. */
static void
british_stand (Position *p)
{
  QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };

  g_assert_true (qb_apply (&p->s, done, NULL, NULL));
  g_assert_cmpint (p->s.phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (p->s.decider, ==, QB_FRENCH);
}

/* Parses, checks that the actions apply in turn and that the order can be
 * confirmed, and returns them. */
static GArray *
parse_ok (const QbState *state,
          int            side,
          const char    *text)
{
  g_autoptr(GError) error = NULL;
  GArray *actions = qb_order_text_parse (state, side, text, &error);
  QbState copy = *state;

  if (error != NULL)
    g_error ("“%s”: %s", text, error->message);
  g_assert_nonnull (actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const char *reason = NULL;
      QbAction a = g_array_index (actions, QbAction, i);

      g_assert_cmpint (a.type, !=, QB_ACT_ORDER_DONE);
      if (!qb_apply (&copy, a, NULL, &reason))
        g_error ("“%s”: action %u refused: %s", text, i, reason);
    }
  if (copy.phase == QB_PHASE_ORDERS && copy.decider == side)
    {
      QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
      g_assert_true (qb_is_legal (&copy, done, NULL));
    }
  return actions;
}

/* Parses, expects an error of the code, and checks that its message
 * contains each of the given phrases. */
static void
parse_fails (const QbState *state,
             int            side,
             const char    *text,
             int            code,
             ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) actions = qb_order_text_parse (state, side, text, &error);
  va_list args;
  const char *phrase;

  if (actions != NULL)
    g_error ("“%s” was accepted (%u actions)", text, actions->len);
  g_assert_error (error, QB_ORDER_TEXT_ERROR, code);
  va_start (args, code);
  while ((phrase = va_arg (args, const char *)) != NULL)
    if (strstr (error->message, phrase) == NULL)
      g_error ("“%s”: message “%s” lacks “%s”", text, error->message, phrase);
  va_end (args);
}

static void
assert_move (GArray *actions,
             guint   i,
             int     block,
             int     zone,
             int     mode)
{
  QbAction a;

  g_assert_cmpuint (i, <, actions->len);
  a = g_array_index (actions, QbAction, i);
  g_assert_cmpint (a.type, ==, QB_ACT_ORDER_MOVE);
  g_assert_cmpint (a.a, ==, block);
  g_assert_cmpint (a.b, ==, zone);
  g_assert_cmpint (a.c, ==, mode);
}

static void
test_count_route (void)
{
  Position p;
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;
  g_autoptr(GArray) c = NULL;

  standard (&p, QB_EDITION_REVISED);

  /* Strongest first: 2/60th (4), then 3/60th and Light Infantry (3). */
  a = parse_ok (&p.s, QB_BRITISH, "3 LE-ET");
  g_assert_cmpuint (a->len, ==, 3);
  assert_move (a, 0, BR_2_60TH, QB_ET, QB_MODE_LAND);
  assert_move (a, 1, BR_3_60TH, QB_ET, QB_MODE_LAND);
  assert_move (a, 2, BR_LIGHT_INFANTRY, QB_ET, QB_MODE_LAND);

  /* The count after the route, lower case, other spaces and dashes. */
  b = parse_ok (&p.s, QB_BRITISH, "  le –  et   3 ");
  g_assert_cmpuint (b->len, ==, 3);
  g_assert_cmpmem (a->data, a->len * sizeof (QbAction), b->data, b->len * sizeof (QbAction));

  /* Full zone names, with or without accents, and arrows. */
  c = parse_ok (&p.s, QB_BRITISH, "2 Lévis → Etchemin");
  g_assert_cmpuint (c->len, ==, 2);
  assert_move (c, 1, BR_3_60TH, QB_ET, QB_MODE_LAND);
  g_clear_pointer (&c, g_array_unref);
  c = parse_ok (&p.s, QB_BRITISH, "1 LEVIS to etchemin");
  assert_move (c, 0, BR_2_60TH, QB_ET, QB_MODE_LAND);
  g_clear_pointer (&c, g_array_unref);
  c = parse_ok (&p.s, QB_BRITISH, "1 LE->ET");
  assert_move (c, 0, BR_2_60TH, QB_ET, QB_MODE_LAND);
}

static void
test_all (void)
{
  Position p;
  g_autoptr(GArray) a = NULL;

  standard (&p, QB_EDITION_REVISED);
  a = parse_ok (&p.s, QB_BRITISH, "all LE-ET");
  g_assert_cmpuint (a->len, ==, 4);
  assert_move (a, 3, BR_RANGERS, QB_ET, QB_MODE_LAND);
}

static void
test_amphibious (void)
{
  Position p;
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;
  const char *const ways[] = { "OR-BE 4 boat", "OR-BE 4 amph", "OR-BE 4 by sea", "4 OR-BE amphibious" };

  standard (&p, QB_EDITION_REVISED);

  /* No road reaches Ile d'Orleans: by boat is the default (7.2). */
  a = parse_ok (&p.s, QB_BRITISH, "OR-BE 2, OR-LE 1");
  g_assert_cmpuint (a->len, ==, 3);
  assert_move (a, 0, BR_15TH, QB_BE, QB_MODE_AMPHIBIOUS);
  assert_move (a, 1, BR_28TH, QB_BE, QB_MODE_AMPHIBIOUS);
  assert_move (a, 2, 2, QB_LE, QB_MODE_AMPHIBIOUS);

  for (guint i = 0; i < G_N_ELEMENTS (ways); i++)
    {
      g_autoptr(GArray) w = parse_ok (&p.s, QB_BRITISH, ways[i]);

      g_assert_cmpuint (w->len, ==, 4);
      assert_move (w, 3, 3, QB_BE, QB_MODE_AMPHIBIOUS);
    }

  /* By boat where a road exists too. */
  b = parse_ok (&p.s, QB_BRITISH, "1 LE-OR by boat");
  assert_move (b, 0, BR_2_60TH, QB_OR, QB_MODE_AMPHIBIOUS);
}

static void
test_named (void)
{
  Position p;
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;
  g_autoptr(GArray) c = NULL;
  g_autoptr(GArray) d = NULL;

  standard (&p, QB_EDITION_REVISED);

  a = parse_ok (&p.s, QB_BRITISH, "Rangers LE-ET");
  g_assert_cmpuint (a->len, ==, 1);
  assert_move (a, 0, BR_RANGERS, QB_ET, QB_MODE_LAND);

  /* 10.2: the leader's two-zone move, by road through Abraham. */
  b = parse_ok (&p.s, QB_BRITISH, "Wolfe SC-SF");
  assert_move (b, 0, BR_WOLFE, QB_SF, QB_MODE_LAND);

  /* Names before a route belong to it; the order typed is kept. */
  c = parse_ok (&p.s, QB_BRITISH, "Light Infantry, 3/60th LE-ET");
  g_assert_cmpuint (c->len, ==, 2);
  assert_move (c, 0, BR_LIGHT_INFANTRY, QB_ET, QB_MODE_LAND);
  assert_move (c, 1, BR_3_60TH, QB_ET, QB_MODE_LAND);

  /* Without the origin: where the block is. */
  d = parse_ok (&p.s, QB_BRITISH, "15th and 28th to BE");
  g_assert_cmpuint (d->len, ==, 2);
  assert_move (d, 0, BR_15TH, QB_BE, QB_MODE_AMPHIBIOUS);

  british_stand (&p);
  {
    const char *const names[] = { "Quebec III BE-SC", "Québec Militia III BE-SC", "quebec 3 be sc" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autoptr(GArray) q = parse_ok (&p.s, QB_FRENCH, names[i]);
        g_assert_cmpuint (q->len, ==, 1);
        assert_move (q, 0, FR_QUEBEC_3, QB_SC, QB_MODE_LAND);
      }
  }
  {
    g_autoptr(GArray) q = parse_ok (&p.s, QB_FRENCH, "La Sarre + Languedoc BE-MO");
    g_assert_cmpuint (q->len, ==, 2);
    assert_move (q, 1, FR_LANGUEDOC, QB_MO, QB_MODE_LAND);
  }
}

static void
test_ships (void)
{
  Position p;
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;
  g_autoptr(GArray) c = NULL;
  g_autoptr(GArray) d = NULL;

  position_begin (&p, QB_EDITION_REVISED);
  for (int i = 0; i < 8; i++)
    put (&p, i, QB_OR, 0);
  put (&p, FR_LA_SARRE, QB_BE, 0);
  put (&p, BR_LOWESTOFT, QB_LOC_STLAURENT, 0);
  position_start (&p);

  a = parse_ok (&p.s, QB_BRITISH, "2 ships up");
  g_assert_cmpuint (a->len, ==, 2);
  g_assert_cmpint (g_array_index (a, QbAction, 0).type, ==, QB_ACT_ORDER_SHIP);
  g_assert_cmpint (g_array_index (a, QbAction, 0).a, ==, BR_NEPTUNE);
  g_assert_cmpint (g_array_index (a, QbAction, 1).a, ==, BR_SUTHERLAND);

  b = parse_ok (&p.s, QB_BRITISH, "1 ship down");
  g_assert_cmpuint (b->len, ==, 1);
  g_assert_cmpint (g_array_index (b, QbAction, 0).a, ==, BR_LOWESTOFT);

  c = parse_ok (&p.s, QB_BRITISH, "2 BA-SL, Lowestoft down");
  g_assert_cmpuint (c->len, ==, 3);
  g_assert_cmpint (g_array_index (c, QbAction, 2).a, ==, BR_LOWESTOFT);

  d = parse_ok (&p.s, QB_BRITISH, "Stirling Castle upriver");
  g_assert_cmpint (g_array_index (d, QbAction, 0).a, ==, BR_STIRLING);

  /* 8.1: two ships up at most; the engine's reason is quoted. */
  parse_fails (&p.s, QB_BRITISH, "3 ships up", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "3 ships up", "at most two ships may go upriver in one move (8.1)", NULL);
  parse_fails (&p.s, QB_BRITISH, "2 ships down", QB_ORDER_TEXT_ERROR_NOT_ENOUGH,
               "2 ships down", "only 1 ship", NULL);
  parse_fails (&p.s, QB_BRITISH, "Neptune down", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "Neptune is already in BA", NULL);
  parse_fails (&p.s, QB_BRITISH, "ships up", QB_ORDER_TEXT_ERROR_SYNTAX, "how many ships", NULL);
  parse_fails (&p.s, QB_BRITISH, "2 ships", QB_ORDER_TEXT_ERROR_SYNTAX, "which way", NULL);
  parse_fails (&p.s, QB_BRITISH, "2 ships up, 1 OR-BE", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "1 OR-BE", "a ship move is the whole order for the move (8.1)", NULL);
  parse_fails (&p.s, QB_BRITISH, "1 OR-BE, 1 ship up", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "1 ship up", "a ship move is the whole order for the move (8.1)", NULL);

  british_stand (&p);
  parse_fails (&p.s, QB_FRENCH, "2 ships up", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "only the British have ships (8.1)", NULL);
}

static void
test_ottawa (void)
{
  Position p;
  const struct {
    const char *text;
    int zone;
    int mission;
  } cases[] = {
    { "Ottawa OR raid", QB_OR, QB_MISSION_RAID },
    { "Ottawa BE scout", QB_BE, QB_MISSION_SCOUT },
    { "Ottawa SI", QB_SI, QB_MISSION_NONE },
    { "ottawa to Ile d'Orleans RAID", QB_OR, QB_MISSION_RAID },
    { "Ottawa MO-LE scout", QB_LE, QB_MISSION_SCOUT },
  };

  standard (&p, QB_EDITION_REVISED);
  british_stand (&p);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GArray) a = parse_ok (&p.s, QB_FRENCH, cases[i].text);
      QbAction act = g_array_index (a, QbAction, 0);

      g_assert_cmpuint (a->len, ==, 1);
      g_assert_cmpint (act.type, ==, QB_ACT_ORDER_OTTAWA);
      g_assert_cmpint (act.b, ==, cases[i].zone);
      g_assert_cmpint (act.c, ==, cases[i].mission);
    }

  /* With a route and no mission, the order is an ordinary group move, which
   * the Ottawa may join only in the classic edition (22.1, ruling R7). */
  parse_fails (&p.s, QB_FRENCH, "Ottawa MO-BE", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "the Ottawa moves only with its special order", NULL);
  {
    Position c;
    standard (&c, QB_EDITION_CLASSIC);
    british_stand (&c);
    g_autoptr(GArray) a = parse_ok (&c.s, QB_FRENCH, "Ottawa MO-BE");
    assert_move (a, 0, FR_OTTAWA, QB_BE, QB_MODE_LAND);
  }

  parse_fails (&p.s, QB_FRENCH, "Ottawa OR raid, 1 BE-SC", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "Ottawa OR raid", "the Ottawa's special move is the only order this move (22.1)", NULL);
  parse_fails (&p.s, QB_FRENCH, "Ottawa BE-OR raid", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "the Ottawa are not in BE", NULL);
  parse_fails (&p.s, QB_FRENCH, "Ottawa MO", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "choose another zone for the Ottawa (22.1)", NULL);
  parse_fails (&p.s, QB_FRENCH, "La Sarre BE raid", QB_ORDER_TEXT_ERROR_SYNTAX,
               "only the Ottawa", NULL);
}

static void
test_stand_and_draft (void)
{
  Position p;
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;
  g_autoptr(GArray) c = NULL;
  QbAction move = { QB_ACT_ORDER_MOVE, BR_2_60TH, QB_ET, QB_MODE_LAND };

  standard (&p, QB_EDITION_REVISED);
  a = parse_ok (&p.s, QB_BRITISH, "stand");
  g_assert_cmpuint (a->len, ==, 0);
  b = parse_ok (&p.s, QB_BRITISH, "  STAND ");
  g_assert_cmpuint (b->len, ==, 0);

  /* With a draft, the text replaces it. */
  g_assert_true (qb_apply (&p.s, move, NULL, NULL));
  c = parse_ok (&p.s, QB_BRITISH, "1 OR-BE");
  g_assert_cmpuint (c->len, ==, 2);
  g_assert_cmpint (g_array_index (c, QbAction, 0).type, ==, QB_ACT_ORDER_CLEAR);
  assert_move (c, 1, BR_15TH, QB_BE, QB_MODE_AMPHIBIOUS);
  {
    g_autoptr(GArray) s = parse_ok (&p.s, QB_BRITISH, "stand");
    g_assert_cmpuint (s->len, ==, 1);
    g_assert_cmpint (g_array_index (s, QbAction, 0).type, ==, QB_ACT_ORDER_CLEAR);
  }

  parse_fails (&p.s, QB_BRITISH, "stand, 1 LE-ET", QB_ORDER_TEXT_ERROR_SYNTAX,
               "“stand” is the whole order", NULL);
  parse_fails (&p.s, QB_BRITISH, "stand 2", QB_ORDER_TEXT_ERROR_SYNTAX, "whole order", NULL);
}

static void
test_errors (void)
{
  Position p;

  standard (&p, QB_EDITION_REVISED);

  /* The brief's example: the part quoted, the engine's reason. */
  parse_fails (&p.s, QB_BRITISH, "3 LE-AB", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "“3 LE-AB”: no road connects these zones (6.1)", NULL);
  parse_fails (&p.s, QB_BRITISH, "1 LE-ET, 2 OR-BE", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "2 OR-BE", "all blocks must come from the same zone (6.1)", NULL);
  parse_fails (&p.s, QB_BRITISH, "5 LE-ET", QB_ORDER_TEXT_ERROR_NOT_ENOUGH,
               "5 LE-ET", "only 4 blocks left to move in LE", NULL);
  parse_fails (&p.s, QB_BRITISH, "3 LE-ET, 2 LE-OR", QB_ORDER_TEXT_ERROR_NOT_ENOUGH,
               "only 1 block left to move in LE", NULL);
  parse_fails (&p.s, QB_BRITISH, "1 BE-SC", QB_ORDER_TEXT_ERROR_NOT_ENOUGH,
               "no blocks left to move in BE", NULL);
  parse_fails (&p.s, QB_BRITISH, "OR-BE 5", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "the amphibious capacity of this area is used up (7.4)", NULL);
  parse_fails (&p.s, QB_BRITISH, "1 LE-ET boat", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "an amphibious move stays within one river area (7.2, 7.3)", NULL);
  parse_fails (&p.s, QB_BRITISH, "1 LE-LE", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "the destination is the zone the block is in", NULL);
  parse_fails (&p.s, QB_BRITISH, "LE-ET", QB_ORDER_TEXT_ERROR_SYNTAX, "how many blocks", NULL);
  parse_fails (&p.s, QB_BRITISH, "3", QB_ORDER_TEXT_ERROR_SYNTAX, "which zones", NULL);
  parse_fails (&p.s, QB_BRITISH, "3 ET", QB_ORDER_TEXT_ERROR_SYNTAX, "from which zone", NULL);
  parse_fails (&p.s, QB_BRITISH, "15th", QB_ORDER_TEXT_ERROR_SYNTAX, "“15th”", "which zones", NULL);
  parse_fails (&p.s, QB_BRITISH, "15th, 28th", QB_ORDER_TEXT_ERROR_SYNTAX, "“15th, 28th”", "which zones", NULL);
  parse_fails (&p.s, QB_BRITISH, "3 LE-XY", QB_ORDER_TEXT_ERROR_SYNTAX,
               "“3 LE-XY”", "“xy” is not a zone code", NULL);
  parse_fails (&p.s, QB_BRITISH, "3 LE-ET-SC", QB_ORDER_TEXT_ERROR_SYNTAX,
               "separate moves with commas", NULL);
  parse_fails (&p.s, QB_BRITISH, "2 15th LE-ET", QB_ORDER_TEXT_ERROR_SYNTAX, "not both", NULL);
  parse_fails (&p.s, QB_BRITISH, "0 LE-ET", QB_ORDER_TEXT_ERROR_SYNTAX, "at least one", NULL);
  parse_fails (&p.s, QB_BRITISH, "15th LE-ET", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "15th is in OR, not in LE", NULL);
  parse_fails (&p.s, QB_BRITISH, "1 LE-SL", QB_ORDER_TEXT_ERROR_SYNTAX, "only ships", NULL);
  /* French blocks are not British names. */
  parse_fails (&p.s, QB_BRITISH, "La Sarre BE-SC", QB_ORDER_TEXT_ERROR_SYNTAX,
               "is not a zone code, one of your blocks", NULL);
  parse_fails (&p.s, QB_BRITISH, "Ottawa OR raid", QB_ORDER_TEXT_ERROR_SYNTAX,
               "“ottawa” is not a zone code", NULL);

  parse_fails (&p.s, QB_BRITISH, "", QB_ORDER_TEXT_ERROR_EMPTY, NULL);
  parse_fails (&p.s, QB_BRITISH, " , ", QB_ORDER_TEXT_ERROR_EMPTY, NULL);
  parse_fails (&p.s, QB_FRENCH, "1 BE-SC", QB_ORDER_TEXT_ERROR_NOT_NOW, NULL);

  /* 23.0: the tides close the river. */
  {
    QbState tides = p.s;

    tides.tides_blocked = 1;
    parse_fails (&tides, QB_BRITISH, "1 OR-BE", QB_ORDER_TEXT_ERROR_ILLEGAL,
                 "the tides forbid amphibious moves this campaign move (23.0)", NULL);
    parse_fails (&tides, QB_BRITISH, "1 ship up", QB_ORDER_TEXT_ERROR_ILLEGAL,
                 "the tides forbid ship moves this campaign move (23.0)", NULL);
  }

  british_stand (&p);
  /* 7.4: the French never move by boat in the Bason; BE-LE has no road,
   * so the way defaults to the boat. */
  parse_fails (&p.s, QB_FRENCH, "1 BE-LE", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "the French can never move amphibiously in the Bason (7.4)", NULL);
  parse_fails (&p.s, QB_FRENCH, "Montcalm BE-AB", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "a leader moves at most two zones by road, not through enemy blocks (10.2)", NULL);
}

static void
test_classic_decoys (void)
{
  Position p;
  g_autoptr(GArray) a = NULL;

  position_begin (&p, QB_EDITION_CLASSIC);
  for (int b = 0; b < 8; b++)
    put (&p, b, QB_OR, 0);
  put (&p, FR_LA_SARRE, QB_BE, 0);
  put (&p, FR_LANGUEDOC, QB_BE, 0);
  put (&p, 45, QB_BE, 0);          /* a French decoy */
  position_start (&p);
  british_stand (&p);

  /* Decoys come last: the two regiments go, the decoy stays. */
  a = parse_ok (&p.s, QB_FRENCH, "all BE-MO");
  g_assert_cmpuint (a->len, ==, 3);
  assert_move (a, 2, 45, QB_MO, QB_MODE_LAND);
  /* The decoy would stay alone: refused before the confirmation. */
  parse_fails (&p.s, QB_FRENCH, "2 BE-MO", QB_ORDER_TEXT_ERROR_ILLEGAL,
               "“2 BE-MO”: a decoy would move or stay without a real unit (10.1 classic)", NULL);
  {
    g_autoptr(GArray) named = parse_ok (&p.s, QB_FRENCH, "Decoy 1, La Sarre BE-MO");
    assert_move (named, 0, 45, QB_MO, QB_MODE_LAND);
  }
}

/* Every move the engine offers can be typed as "1 FROM-TO road|boat", in
 * random positions of random games. */
static void
test_engine_agrees (void)
{
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      QbState s;
      QbOptions options;
      QbRng rng;
      static QbAction legal[QB_MAX_ACTIONS];
      guint checked = 0;

      qb_options_default (&options);
      options.edition = (uint8_t) (seed % 2);
      qb_init (&s, &options, seed, NULL);
      qb_rng_seed (&rng, seed, 7);
      for (int step = 0; step < 3000 && !qb_is_over (&s); step++)
        {
          size_t n = qb_legal_actions (&s, legal, QB_MAX_ACTIONS);

          /* Each origin, destination and way once per position. */
          guint seen[QB_NUM_ZONES][QB_NUM_ZONES] = { { 0 } };

          if (s.phase == QB_PHASE_ORDERS)
            for (size_t i = 0; i < n; i++)
              if (legal[i].type == QB_ACT_ORDER_MOVE && qb_block_type (&s, legal[i].a) != QB_TYPE_LEADER
                  && s.order[s.decider].origin == QB_LOC_NONE
                  && !(seen[s.blocks[legal[i].a].loc][legal[i].b] & (1u << legal[i].c)))
                {
                  g_autofree char *text = g_strdup_printf ("1 %s-%s %s", qb_zone_code (s.blocks[legal[i].a].loc),
                                                           qb_zone_code (legal[i].b),
                                                           legal[i].c == QB_MODE_LAND ? "road" : "boat");
                  g_autoptr(GError) error = NULL;
                  g_autoptr(GArray) a = NULL;

                  seen[s.blocks[legal[i].a].loc][legal[i].b] |= 1u << legal[i].c;
                  a = qb_order_text_parse (&s, s.decider, text, &error);
                  QbAction got;

                  /* Classic: one block alone may leave a decoy alone, which
                   * the parser refuses as an order to confirm (10.1). */
                  if (error != NULL && options.edition == QB_EDITION_CLASSIC
                      && strstr (error->message, "decoy") != NULL)
                    continue;
                  g_assert_no_error (error);
                  g_clear_pointer (&a, g_array_unref);
                  a = parse_ok (&s, s.decider, text);
                  got = g_array_index (a, QbAction, 0);
                  g_assert_cmpuint (a->len, ==, 1);
                  g_assert_cmpint (got.b, ==, legal[i].b);
                  g_assert_cmpint (got.c, ==, legal[i].c);
                  checked++;
                }
          g_assert_cmpuint (n, >, 0);
          qb_apply (&s, legal[qb_rng_below (&rng, (uint32_t) n)], NULL, NULL);
        }
      g_assert_cmpuint (checked, >, 0);
    }
}

/* Whatever is typed, the parser answers with legal actions or an error;
 * every prefix of a good order too (the entry validates as one types). */
static void
test_garbage_and_prefixes (void)
{
  Position p;
  const char *const orders[] = {
    "OR-BE 2, OR-LE 1", "all LE-ET by road", "Light Infantry, 3/60th LE-ET", "2 ships up",
    "Wolfe SC-SF", "stand",
  };
  const char alphabet[] = "0123456789 -,;>abeilmorstuphdnv'.\xc3\xa9";
  GRand *rand = g_rand_new_with_seed (1759);

  standard (&p, QB_EDITION_REVISED);
  for (guint i = 0; i < G_N_ELEMENTS (orders); i++)
    for (gsize len = 0; len <= strlen (orders[i]); len++)
      {
        g_autofree char *prefix = g_strndup (orders[i], len);
        g_autoptr(GError) error = NULL;
        g_autoptr(GArray) a = qb_order_text_parse (&p.s, QB_BRITISH, prefix, &error);

        g_assert_true ((a == NULL) != (error == NULL));
        if (a != NULL)
          {
            g_autoptr(GArray) again = parse_ok (&p.s, QB_BRITISH, prefix);
            g_assert_cmpuint (again->len, ==, a->len);
          }
      }
  for (int n = 0; n < 3000; n++)
    {
      char text[24];
      int len = g_rand_int_range (rand, 0, sizeof text - 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) a = NULL;

      for (int i = 0; i < len; i++)
        text[i] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      text[len] = '\0';
      if (!g_utf8_validate (text, -1, NULL))
        continue;
      a = qb_order_text_parse (&p.s, QB_BRITISH, text, &error);
      g_assert_true ((a == NULL) != (error == NULL));
      if (a != NULL)
        {
          g_autoptr(GArray) again = parse_ok (&p.s, QB_BRITISH, text);
          g_assert_cmpuint (again->len, ==, a->len);
        }
    }
  g_rand_free (rand);
}

/* The French and Italian words give the same orders as the English ones. */
static void
test_other_languages (void)
{
  Position p;
  static const char *const same[][3] = {
    { "all LE-ET", "tous LE vers ET", "tutti LE verso ET" },
    { "2 LE-ET by road", "2 LE-ET par route", "2 LE-ET per strada" },
    { "1 OR-BE by boat", "1 bloc de OR vers BE par bateau", "1 blocco da OR verso BE in barca" },
    { "stand", "rester sur place", "restare fermi" },
    { "2 ships up", "2 navires en amont", "2 navi a monte" },
  };

  standard (&p, QB_EDITION_REVISED);
  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autoptr(GArray) english = parse_ok (&p.s, QB_BRITISH, same[i][0]);
      for (guint lang = 1; lang < 3; lang++)
        {
          g_autoptr(GArray) other = parse_ok (&p.s, QB_BRITISH, same[i][lang]);
          g_assert_cmpuint (other->len, ==, english->len);
          g_assert_true (english->len == 0
                         || memcmp (other->data, english->data, english->len * sizeof (QbAction)) == 0);
        }
    }

  british_stand (&p);
  {
    g_autoptr(GArray) fr = parse_ok (&p.s, QB_FRENCH, "Ottawa OR reconnaissance");
    g_autoptr(GArray) it = parse_ok (&p.s, QB_FRENCH, "Ottawa OR incursione");
    g_assert_cmpint (g_array_index (fr, QbAction, 0).c, ==, QB_MISSION_SCOUT);
    g_assert_cmpint (g_array_index (it, QbAction, 0).c, ==, QB_MISSION_RAID);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/order-text/9.3/count-and-route", test_count_route);
  g_test_add_func ("/text/order-text/9.3/all", test_all);
  g_test_add_func ("/text/order-text/7.2/amphibious", test_amphibious);
  g_test_add_func ("/text/order-text/9.3/named-blocks", test_named);
  g_test_add_func ("/text/order-text/8.1/ships", test_ships);
  g_test_add_func ("/text/order-text/22.1/ottawa", test_ottawa);
  g_test_add_func ("/text/order-text/9.3/stand-and-draft", test_stand_and_draft);
  g_test_add_func ("/text/order-text/9.2/errors", test_errors);
  g_test_add_func ("/text/order-text/9.3/french-and-italian-words", test_other_languages);
  g_test_add_func ("/text/order-text/10.1/classic-decoys", test_classic_decoys);
  g_test_add_func ("/text/order-text/engine-agrees", test_engine_agrees);
  g_test_add_func ("/text/order-text/garbage-and-prefixes", test_garbage_and_prefixes);

  return g_test_run ();
}
