/* qb-order-text.c: the order shorthand of 9.3 (grammar in the header).
 *
 * The text is split into parts at commas, each part is folded to lower-case
 * ASCII (so "Lévis" and "LEVIS" read alike) and cut into tokens by longest
 * match against a dictionary of zone names, the player's own block names
 * and keywords. Each part then becomes engine actions, tried one by one on
 * a copy of the state, so that every check the engine makes (roads,
 * capacity, one group per move...) applies to the typed order exactly as
 * to clicks on the board. Messages quote the part as typed; zones in them
 * are given by their codes, which read the same in every language.
 */
#ifndef GETTEXT_PACKAGE
#define GETTEXT_PACKAGE "quebec1759"
#endif
#include <glib/gi18n-lib.h>

#include "qb-order-text.h"

#include <stdlib.h>
#include <string.h>

#include "qb-data.h"
#include "qb-engine-text.h"

G_DEFINE_QUARK (qb-order-text-error-quark, qb_order_text_error)

/* ---- Text to tokens --------------------------------------------------- */

typedef enum {
  TOK_NUMBER,
  TOK_ALL,
  TOK_ZONE,       /* value: zone or QB_LOC_BASON / QB_LOC_STLAURENT */
  TOK_BLOCK,      /* value: block */
  TOK_SEP,        /* between the two zones of a route */
  TOK_WAY,        /* value: QbMoveMode */
  TOK_SHIP,       /* value: 1 "ship", 2 "ships" */
  TOK_DIRECTION,  /* value: +1 up, -1 down */
  TOK_MISSION,    /* value: QbMission */
  TOK_SPECIAL,
  TOK_STAND,
  TOK_FILLER,
} TokenKind;

typedef struct {
  char *phrase;   /* normalized */
  TokenKind kind;
  int value;
} Entry;

typedef struct {
  TokenKind kind;
  int value;
} Token;

static const struct {
  const char *phrase;
  TokenKind kind;
  int value;
} keywords[] = {
  { "all", TOK_ALL, 0 },
  { "stand", TOK_STAND, 0 },
  { "ship", TOK_SHIP, 1 },
  { "ships", TOK_SHIP, 2 },
  { "up", TOK_DIRECTION, 1 },
  { "upriver", TOK_DIRECTION, 1 },
  { "upstream", TOK_DIRECTION, 1 },
  { "down", TOK_DIRECTION, -1 },
  { "downriver", TOK_DIRECTION, -1 },
  { "downstream", TOK_DIRECTION, -1 },
  { "raid", TOK_MISSION, QB_MISSION_RAID },
  { "scout", TOK_MISSION, QB_MISSION_SCOUT },
  { "special", TOK_SPECIAL, 0 },
  { "road", TOK_WAY, QB_MODE_LAND },
  { "by road", TOK_WAY, QB_MODE_LAND },
  { "land", TOK_WAY, QB_MODE_LAND },
  { "by land", TOK_WAY, QB_MODE_LAND },
  { "boat", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "boats", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "by boat", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "amph", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "amphibious", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "amphibiously", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "sea", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "by sea", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "water", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "by water", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "to", TOK_SEP, 0 },
  { "from", TOK_FILLER, 0 },
  { "and", TOK_FILLER, 0 },
  { "block", TOK_FILLER, 0 },
  { "blocks", TOK_FILLER, 0 },
  { "unit", TOK_FILLER, 0 },
  { "units", TOK_FILLER, 0 },

  /* The same words in French and Italian, accepted in every language (no
   * word means one thing in one language and another in the next). Not
   * "et" (Etchemin's code) nor "a" (the A detachments): "-" and "vers" or
   * "verso" go between zones in every language. */
  { "tous", TOK_ALL, 0 },
  { "toutes", TOK_ALL, 0 },
  { "tout", TOK_ALL, 0 },
  { "tutti", TOK_ALL, 0 },
  { "tutte", TOK_ALL, 0 },
  { "tutto", TOK_ALL, 0 },
  { "rester", TOK_STAND, 0 },
  { "reste", TOK_STAND, 0 },
  { "sur place", TOK_STAND, 0 },
  { "rester sur place", TOK_STAND, 0 },
  { "immobile", TOK_STAND, 0 },
  { "fermo", TOK_STAND, 0 },
  { "fermi", TOK_STAND, 0 },
  { "restare fermi", TOK_STAND, 0 },
  { "navire", TOK_SHIP, 1 },
  { "vaisseau", TOK_SHIP, 1 },
  { "navires", TOK_SHIP, 2 },
  { "vaisseaux", TOK_SHIP, 2 },
  { "nave", TOK_SHIP, 1 },
  { "navi", TOK_SHIP, 2 },
  { "amont", TOK_DIRECTION, 1 },
  { "en amont", TOK_DIRECTION, 1 },
  { "remonter", TOK_DIRECTION, 1 },
  { "remonte", TOK_DIRECTION, 1 },
  { "monte", TOK_DIRECTION, 1 },
  { "a monte", TOK_DIRECTION, 1 },
  { "su", TOK_DIRECTION, 1 },
  { "risalire", TOK_DIRECTION, 1 },
  { "risale", TOK_DIRECTION, 1 },
  { "aval", TOK_DIRECTION, -1 },
  { "en aval", TOK_DIRECTION, -1 },
  { "descendre", TOK_DIRECTION, -1 },
  { "descend", TOK_DIRECTION, -1 },
  { "valle", TOK_DIRECTION, -1 },
  { "a valle", TOK_DIRECTION, -1 },
  { "giu", TOK_DIRECTION, -1 },
  { "scendere", TOK_DIRECTION, -1 },
  { "scende", TOK_DIRECTION, -1 },
  { "reconnaissance", TOK_MISSION, QB_MISSION_SCOUT },
  { "incursione", TOK_MISSION, QB_MISSION_RAID },
  { "ricognizione", TOK_MISSION, QB_MISSION_SCOUT },
  { "speciale", TOK_SPECIAL, 0 },
  { "route", TOK_WAY, QB_MODE_LAND },
  { "par route", TOK_WAY, QB_MODE_LAND },
  { "par la route", TOK_WAY, QB_MODE_LAND },
  { "terre", TOK_WAY, QB_MODE_LAND },
  { "par terre", TOK_WAY, QB_MODE_LAND },
  { "strada", TOK_WAY, QB_MODE_LAND },
  { "per strada", TOK_WAY, QB_MODE_LAND },
  { "terra", TOK_WAY, QB_MODE_LAND },
  { "via terra", TOK_WAY, QB_MODE_LAND },
  { "bateau", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "bateaux", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "par bateau", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "amphibie", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "par mer", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "par eau", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "barca", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "barche", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "in barca", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "anfibio", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "via mare", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "via acqua", TOK_WAY, QB_MODE_AMPHIBIOUS },
  { "vers", TOK_SEP, 0 },
  { "verso", TOK_SEP, 0 },
  { "de", TOK_FILLER, 0 },
  { "depuis", TOK_FILLER, 0 },
  { "bloc", TOK_FILLER, 0 },
  { "blocs", TOK_FILLER, 0 },
  { "unite", TOK_FILLER, 0 },
  { "unites", TOK_FILLER, 0 },
  { "da", TOK_FILLER, 0 },
  { "e", TOK_FILLER, 0 },
  { "blocco", TOK_FILLER, 0 },
  { "blocchi", TOK_FILLER, 0 },
  { "unita", TOK_FILLER, 0 },
};

/* Other spellings of zones and areas, besides the codes and the names of
 * qb-data.c. */
static const struct {
  const char *phrase;
  int loc;
} zone_aliases[] = {
  { "saint charles", QB_SC },
  { "sainte foy", QB_SF },
  { "ile d orleans", QB_OR },
  { "orleans", QB_OR },
  { "saint laurent", QB_LOC_STLAURENT },
  { "st lawrence", QB_LOC_STLAURENT },
};

/* Short forms players use for some blocks (keys of qb_block_key()). */
static const struct {
  const char *key;
  const char *phrase;
} block_aliases[] = {
  { "br-light-infantry", "li" },
  { "br-light-infantry", "lt inf" },
  { "br-rangers", "rangers" },
  { "br-grenadiers", "grenadiers" },
  { "fr-marine", "marine" },
};

/* Lower-case ASCII; dashes and arrows become '-', full stops spaces,
 * apostrophes nothing; runs of spaces one space. */
static char *
normalize (const char *text)
{
  g_autoptr(GString) marks = g_string_new (NULL);
  g_autofree char *ascii = NULL;
  GString *out;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case 0x2010: case 0x2011: case 0x2013: case 0x2014: case 0x2212:
        case 0x2192: case 0x27f6:
          g_string_append_c (marks, '-');
          break;
        case '\'': case '`': case 0x2018: case 0x2019:
          break;
        case '.':
          g_string_append_c (marks, ' ');
          break;
        default:
          if (g_unichar_isspace (c))
            g_string_append_c (marks, ' ');
          else
            g_string_append_unichar (marks, c);
          break;
        }
    }
  ascii = g_str_to_ascii (marks->str, "C");
  out = g_string_new (NULL);
  for (const char *p = ascii; *p; p++)
    {
      if (*p == ' ' && (out->len == 0 || out->str[out->len - 1] == ' '))
        continue;
      g_string_append_c (out, g_ascii_tolower (*p));
    }
  if (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

static void
add_entry (GArray     *dict,
           const char *phrase,
           TokenKind   kind,
           int         value)
{
  Entry e = { normalize (phrase), kind, value };

  if (e.phrase[0] == '\0')
    g_free (e.phrase);
  else
    g_array_append_val (dict, e);
}

static void
clear_entry (gpointer data)
{
  g_free (((Entry *) data)->phrase);
}

/* The names of one block: its roster name, without the colonel's name,
 * without "Militia", with spaces for dashes, and its file key. */
static void
add_block (GArray *dict,
           int     edition,
           int     b)
{
  const char *name = qb_unit_info (edition, b)->name;
  const char *key = qb_block_key (edition, b);
  const char *paren = strstr (name, " (");
  g_autofree char *bare = paren != NULL ? g_strndup (name, paren - name) : g_strdup (name);
  const char *militia = strstr (bare, " Militia");
  g_autofree char *dashless = g_strdelimit (g_strdup (bare), "-", ' ');
  g_autofree char *key_words = g_strdelimit (g_strdup (key + 3), "-", ' ');

  add_entry (dict, name, TOK_BLOCK, b);
  add_entry (dict, bare, TOK_BLOCK, b);
  add_entry (dict, dashless, TOK_BLOCK, b);
  add_entry (dict, key_words, TOK_BLOCK, b);
  if (militia != NULL)
    {
      g_autofree char *shorter = g_strdup_printf ("%.*s%s", (int) (militia - bare), bare,
                                                  militia + strlen (" Militia"));

      add_entry (dict, shorter, TOK_BLOCK, b);
      g_strdelimit (shorter, "-", ' ');
      add_entry (dict, shorter, TOK_BLOCK, b);
    }
  for (guint i = 0; i < G_N_ELEMENTS (block_aliases); i++)
    if (strcmp (block_aliases[i].key, key) == 0)
      add_entry (dict, block_aliases[i].phrase, TOK_BLOCK, b);
}

static GArray *
make_dictionary (const QbState *state,
                 int            side)
{
  GArray *dict = g_array_new (FALSE, FALSE, sizeof (Entry));

  g_array_set_clear_func (dict, clear_entry);
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    add_entry (dict, keywords[i].phrase, keywords[i].kind, keywords[i].value);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      add_entry (dict, qb_zone_code (z), TOK_ZONE, z);
      add_entry (dict, qb_zone_name (z), TOK_ZONE, z);
    }
  for (int area = 0; area < QB_NUM_AREAS; area++)
    {
      add_entry (dict, qb_area_codes[area], TOK_ZONE, QB_LOC_BASON + area);
      add_entry (dict, qb_area_names[area], TOK_ZONE, QB_LOC_BASON + area);
    }
  for (guint i = 0; i < G_N_ELEMENTS (zone_aliases); i++)
    add_entry (dict, zone_aliases[i].phrase, TOK_ZONE, zone_aliases[i].loc);
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    add_block (dict, state->options.edition, b);
  return dict;
}

/* Cuts a normalized part into tokens; on an unknown word returns FALSE
 * and the word. */
static gboolean
tokenize (const char  *text,
          GArray      *dict,
          GArray      *tokens,
          char       **unknown)
{
  const char *p = text;

  while (*p)
    {
      Token tok = { TOK_FILLER, 0 };
      gsize best = 0;

      if (*p == ' ')
        {
          p++;
          continue;
        }
      if (*p == '-')
        {
          p += p[1] == '>' ? 2 : 1;
          tok.kind = TOK_SEP;
          g_array_append_val (tokens, tok);
          continue;
        }
      if (*p == '+' || *p == '&' || *p == '/')
        {
          p++;
          continue;
        }

      /* The longest phrase that ends where a word ends. */
      for (guint i = 0; i < dict->len; i++)
        {
          const Entry *e = &g_array_index (dict, Entry, i);
          gsize len = strlen (e->phrase);

          if (len > best && strncmp (p, e->phrase, len) == 0 && !g_ascii_isalnum (p[len]))
            {
              best = len;
              tok.kind = e->kind;
              tok.value = e->value;
            }
        }
      if (best == 0 && g_ascii_isdigit (*p))
        {
          char *end;
          long n = strtol (p, &end, 10);

          tok.kind = TOK_NUMBER;
          tok.value = (int) MIN (n, 1000);
          best = end - p;
        }
      if (best == 0)
        {
          gsize len = strcspn (p, " -");

          *unknown = g_strndup (p, len);
          return FALSE;
        }
      p += best;
      if (tok.kind != TOK_FILLER)
        g_array_append_val (tokens, tok);
    }
  return TRUE;
}

/* ---- Tokens to a part of the order ------------------------------------ */

#define COUNT_NONE (-1)
#define COUNT_ALL (-2)

typedef struct {
  int count;           /* a number, COUNT_NONE or COUNT_ALL */
  GArray *blocks;      /* int: named blocks, in the order typed */
  int zones[2];
  int n_zones;
  int way;             /* QbMoveMode, or QB_MODE_NONE */
  int ship_word;       /* 0, 1 "ship", 2 "ships" */
  int direction;       /* 0, +1 up, -1 down */
  int mission;         /* QbMission */
  gboolean special;
  gboolean stand;
} Part;

typedef struct {
  QbState state;       /* the copy the actions are applied to */
  int side;
  GArray *actions;
  const char *quote;   /* the part as typed */
  guint n_parts;
} Parser;

static gboolean
syntax_error (Parser      *parser,
              GError     **error,
              const char  *message)
{
  g_set_error (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_SYNTAX,
               /* Translators: %1$s is a part of an order as typed, %2$s what is wrong with it. */
               C_("order error", "“%1$s”: %2$s"), parser->quote, message);
  return FALSE;
}

static gboolean
illegal (Parser      *parser,
         GError     **error,
         const char  *reason)
{
  g_set_error (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_ILLEGAL,
               C_("order error", "“%1$s”: %2$s"), parser->quote, qb_engine_reason_text (reason));
  return FALSE;
}

static gboolean
read_part (Parser  *parser,
           GArray  *tokens,
           Part    *part,
           GError **error)
{
  for (guint i = 0; i < tokens->len; i++)
    {
      const Token *tok = &g_array_index (tokens, Token, i);

      switch (tok->kind)
        {
        case TOK_NUMBER:
        case TOK_ALL:
          if (part->count != COUNT_NONE)
            return syntax_error (parser, error, _("give the number of blocks only once"));
          part->count = tok->kind == TOK_ALL ? COUNT_ALL : tok->value;
          break;
        case TOK_ZONE:
          if (part->n_zones == 2)
            return syntax_error (parser, error,
                                 _("one move goes from one zone to another; separate moves with commas"));
          part->zones[part->n_zones++] = tok->value;
          break;
        case TOK_BLOCK:
          for (guint j = 0; j < part->blocks->len; j++)
            if (g_array_index (part->blocks, int, j) == tok->value)
              return syntax_error (parser, error, _("a block is named twice"));
          g_array_append_val (part->blocks, tok->value);
          break;
        case TOK_SEP:
          break;
        case TOK_WAY:
          if (part->way != QB_MODE_NONE && part->way != tok->value)
            return syntax_error (parser, error, _("a move goes either by road or by boat"));
          part->way = tok->value;
          break;
        case TOK_SHIP:
          part->ship_word = tok->value;
          break;
        case TOK_DIRECTION:
          if (part->direction != 0 && part->direction != tok->value)
            return syntax_error (parser, error, _("ships go either up or down the river"));
          part->direction = tok->value;
          break;
        case TOK_MISSION:
          if (part->mission != QB_MISSION_NONE && part->mission != tok->value)
            return syntax_error (parser, error, _("the Ottawa either raid or scout"));
          part->mission = tok->value;
          break;
        case TOK_SPECIAL:
          part->special = TRUE;
          break;
        case TOK_STAND:
          part->stand = TRUE;
          break;
        case TOK_FILLER:
        default:
          break;
        }
    }
  return TRUE;
}

static gboolean
try_action (Parser       *parser,
            QbAction      action,
            const char  **reason)
{
  if (!qb_is_legal (&parser->state, action, reason))
    return FALSE;
  qb_apply (&parser->state, action, NULL, NULL);
  g_array_append_val (parser->actions, action);
  return TRUE;
}

static gboolean
is_ship (const QbState *state,
         int            b)
{
  return qb_block_type (state, b) == QB_TYPE_SHIP;
}

/* The name of a block in messages: its roster name, which is a proper
 * name and reads the same in every language. */
static char *
block_name (const QbState *state,
            int            b)
{
  const char *name = qb_block_name (state, b);
  const char *paren = strstr (name, " (");

  return paren != NULL ? g_strndup (name, paren - name) : g_strdup (name);
}

/* 6.1, 7.2 and 10.2: by road when a road joins the zones (or a leader can
 * go two zones by road), else by boat within a river area. Otherwise by
 * road, so that the message says that no road joins them. */
static int
default_way (const QbState *state,
             int            b,
             int            from,
             int            to)
{
  QbAction land = { QB_ACT_ORDER_MOVE, (uint8_t) b, (uint8_t) to, QB_MODE_LAND };

  if (qb_road_between (from, to))
    return QB_MODE_LAND;
  if (qb_block_type (state, b) == QB_TYPE_LEADER && qb_is_legal (state, land, NULL))
    return QB_MODE_LAND;
  if (qb_zone_area (from) != QB_NO_AREA && qb_zone_area (from) == qb_zone_area (to))
    return QB_MODE_AMPHIBIOUS;
  return QB_MODE_LAND;
}

/* Strongest first: fighting blocks by CV, then the leader, the Ottawa and
 * decoys; ties in roster order. */
static int
rank (const QbState *state,
      int            b)
{
  switch (qb_block_type (state, b))
    {
    case QB_TYPE_LEADER: return 100;
    case QB_TYPE_INDIAN: return 200;
    case QB_TYPE_DECOY: return 300;
    default: return 10 - state->blocks[b].cv;
    }
}

static int
compare_blocks (gconstpointer a,
                gconstpointer b,
                gpointer      state)
{
  int x = *(const int *) a, y = *(const int *) b;
  int rx = rank (state, x), ry = rank (state, y);

  return rx != ry ? rx - ry : x - y;
}

static gboolean
move_part (Parser  *parser,
           Part    *part,
           GError **error)
{
  QbState *state = &parser->state;
  int from = part->n_zones == 2 ? part->zones[0] : -1;
  int to = part->zones[part->n_zones - 1];
  const char *reason = NULL;
  g_autoptr(GArray) candidates = NULL;
  int need, moved = 0;

  if (to >= QB_NUM_ZONES || (from >= QB_NUM_ZONES))
    return syntax_error (parser, error,
                         _("only ships go on the river (BA, SL); blocks move between zones"));
  if (part->ship_word || part->direction)
    return syntax_error (parser, error, _("ships move with a ship order of their own, such as “2 ships up” (8.1)"));

  if (part->blocks->len > 0)
    {
      if (part->count != COUNT_NONE)
        return syntax_error (parser, error, _("give a number or block names, not both"));
      for (guint i = 0; i < part->blocks->len; i++)
        {
          int b = g_array_index (part->blocks, int, i);
          int loc = state->blocks[b].loc;
          QbAction action = { QB_ACT_ORDER_MOVE, (uint8_t) b, (uint8_t) to, 0 };

          if (is_ship (state, b))
            return illegal (parser, error, "ships move with a ship order (8.1)");
          if (from >= 0 && loc != from && loc < QB_NUM_ZONES)
            {
              g_autofree char *who = block_name (state, b);
              g_autofree char *message = NULL;

              /* Translators: %1$s is a block, %2$s and %3$s zone codes. */
              message = g_strdup_printf (_("%1$s is in %2$s, not in %3$s"), who,
                                         qb_zone_code (loc), qb_zone_code (from));
              g_set_error (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_ILLEGAL,
                           C_("order error", "“%1$s”: %2$s"), parser->quote, message);
              return FALSE;
            }
          action.c = (uint8_t) (part->way != QB_MODE_NONE ? part->way
                                : loc < QB_NUM_ZONES ? default_way (state, b, loc, to) : QB_MODE_LAND);
          if (!try_action (parser, action, &reason))
            return illegal (parser, error, reason);
        }
      return TRUE;
    }

  if (part->count == COUNT_NONE)
    return syntax_error (parser, error, _("how many blocks? Write a number or “all”, for example “3 LE-ET”"));
  if (from < 0)
    return syntax_error (parser, error, _("from which zone? Write the move as FROM-TO, for example “3 LE-ET”"));
  if (part->count == 0)
    return syntax_error (parser, error, _("move at least one block"));

  candidates = g_array_new (FALSE, FALSE, sizeof (int));
  for (int b = QB_FIRST_BLOCK (parser->side); b < QB_FIRST_BLOCK (parser->side) + QB_BLOCKS_PER_SIDE; b++)
    if (state->blocks[b].loc == from && state->blocks[b].order_dest == QB_LOC_NONE && !is_ship (state, b))
      g_array_append_val (candidates, b);
  g_array_sort_with_data (candidates, compare_blocks, state);

  need = part->count == COUNT_ALL ? (int) candidates->len : part->count;
  if (need == 0 || need > (int) candidates->len)
    {
      g_autofree char *message = NULL;

      if (candidates->len == 0)
        /* Translators: %s is a zone code. */
        message = g_strdup_printf (_("you have no blocks left to move in %s"), qb_zone_code (from));
      else
        message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                /* Translators: %1$d blocks, %2$s a zone code (LE). */
                                                "you have only %1$d block left to move in %2$s",
                                                "you have only %1$d blocks left to move in %2$s",
                                                candidates->len),
                                   (int) candidates->len, qb_zone_code (from));
      g_set_error (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_NOT_ENOUGH,
                   C_("order error", "“%1$s”: %2$s"), parser->quote, message);
      return FALSE;
    }

  for (guint i = 0; i < candidates->len && moved < need; i++)
    {
      int b = g_array_index (candidates, int, i);
      const char *why = NULL;
      QbAction action = { QB_ACT_ORDER_MOVE, (uint8_t) b, (uint8_t) to, 0 };

      action.c = (uint8_t) (part->way != QB_MODE_NONE ? part->way : default_way (state, b, from, to));
      if (try_action (parser, action, &why))
        moved++;
      else if (part->count == COUNT_ALL)
        return illegal (parser, error, why);
      else if (reason == NULL)
        reason = why;
    }
  if (moved < need)
    return illegal (parser, error, reason != NULL ? reason : "this action does not belong to this step");
  return TRUE;
}

static gboolean
ships_part (Parser  *parser,
            Part    *part,
            GError **error)
{
  QbState *state = &parser->state;
  int direction = part->direction;
  int source;
  const char *reason = NULL;
  g_autoptr(GArray) candidates = NULL;
  int need;

  if (parser->side != QB_BRITISH)
    return illegal (parser, error, "only the British have ships (8.1)");
  if (part->way != QB_MODE_NONE || part->mission != QB_MISSION_NONE)
    return syntax_error (parser, error, _("ships go up or down the river (8.1)"));
  for (int i = 0; i < part->n_zones; i++)
    if (part->zones[i] < QB_NUM_ZONES)
      return syntax_error (parser, error,
                           _("ships sail between the Bason (BA) and the St. Laurent (SL) (8.1)"));
  /* "BA-SL" is up, "SL-BA" down; a single area is where they go. */
  if (part->n_zones > 0)
    {
      int to = part->zones[part->n_zones - 1];
      int way = to == QB_LOC_STLAURENT ? 1 : -1;

      if ((part->n_zones == 2 && part->zones[0] == to) || (direction != 0 && direction != way))
        return syntax_error (parser, error, _("ships go either up or down the river"));
      direction = way;
    }

  for (guint i = 0; i < part->blocks->len; i++)
    {
      int b = g_array_index (part->blocks, int, i);
      QbAction action = { QB_ACT_ORDER_SHIP, (uint8_t) b, 0, 0 };

      if (!is_ship (state, b))
        return illegal (parser, error, "a ship move is the whole order for the move (8.1)");
      if (direction != 0 && state->blocks[b].loc != (direction > 0 ? QB_LOC_BASON : QB_LOC_STLAURENT))
        {
          g_autofree char *who = block_name (state, b);
          g_autofree char *message = NULL;

          /* Translators: %1$s is a ship, %2$s a river area's code (BA, SL). */
          message = g_strdup_printf (_("%1$s is already in %2$s"), who, qb_zone_code (state->blocks[b].loc));
          g_set_error (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_ILLEGAL,
                       C_("order error", "“%1$s”: %2$s"), parser->quote, message);
          return FALSE;
        }
      if (!try_action (parser, action, &reason))
        return illegal (parser, error, reason);
    }
  if (part->blocks->len > 0)
    {
      if (part->count != COUNT_NONE)
        return syntax_error (parser, error, _("give a number or ship names, not both"));
      return TRUE;
    }

  if (part->count == COUNT_NONE && part->ship_word != 1)
    return syntax_error (parser, error, _("how many ships? For example “2 ships up”"));
  if (direction == 0)
    return syntax_error (parser, error, _("which way? Write “up” or “down”, for example “2 ships up”"));
  if (part->count == 0)
    return syntax_error (parser, error, _("move at least one ship"));

  source = direction > 0 ? QB_LOC_BASON : QB_LOC_STLAURENT;
  candidates = g_array_new (FALSE, FALSE, sizeof (int));
  for (int b = QB_BR_FIRST_SHIP; b < QB_BR_FIRST_SHIP + 4; b++)
    if (state->blocks[b].loc == source && state->blocks[b].order_dest == QB_LOC_NONE)
      g_array_append_val (candidates, b);
  need = part->count == COUNT_NONE ? 1 : part->count == COUNT_ALL ? (int) candidates->len : part->count;
  if (need == 0 || need > (int) candidates->len)
    {
      g_autofree char *message = NULL;

      if (candidates->len == 0)
        /* Translators: %s is a river area's code (BA, SL). */
        message = g_strdup_printf (_("you have no ships left to move in %s"), qb_zone_code (source));
      else
        message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                /* Translators: %1$d ships, %2$s a river area's code (BA, SL). */
                                                "you have only %1$d ship left to move in %2$s",
                                                "you have only %1$d ships left to move in %2$s",
                                                candidates->len),
                                   (int) candidates->len, qb_zone_code (source));
      g_set_error (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_NOT_ENOUGH,
                   C_("order error", "“%1$s”: %2$s"), parser->quote, message);
      return FALSE;
    }
  for (int i = 0; i < need; i++)
    {
      QbAction action = { QB_ACT_ORDER_SHIP, (uint8_t) g_array_index (candidates, int, i), 0, 0 };

      if (!try_action (parser, action, &reason))
        return illegal (parser, error, reason);
    }
  return TRUE;
}

static gboolean
ottawa_part (Parser  *parser,
             Part    *part,
             GError **error)
{
  const QbState *state = &parser->state;
  const char *reason = NULL;
  QbAction action = { QB_ACT_ORDER_OTTAWA, 0, 0, (uint8_t) part->mission };

  if (part->blocks->len != 1 || g_array_index (part->blocks, int, 0) != QB_FR_OTTAWA)
    return syntax_error (parser, error, _("only the Ottawa raid or scout, on their own (22.1)"));
  if (part->count != COUNT_NONE || part->way != QB_MODE_NONE)
    return syntax_error (parser, error, _("the Ottawa's special move takes a zone and “raid” or “scout”, for example “Ottawa BE raid”"));
  if (part->n_zones == 0)
    return syntax_error (parser, error, _("where to? For example “Ottawa BE raid”"));
  if (part->n_zones == 2 && part->zones[0] != state->blocks[QB_FR_OTTAWA].loc)
    {
      g_autofree char *message = NULL;

      /* Translators: %s is a zone code. */
      message = g_strdup_printf (_("the Ottawa are not in %s"), qb_zone_code (part->zones[0]));
      g_set_error (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_ILLEGAL,
                   C_("order error", "“%1$s”: %2$s"), parser->quote, message);
      return FALSE;
    }
  if (parser->n_parts > 1)
    return illegal (parser, error, "the Ottawa's special move is the only order this move (22.1)");
  action.b = (uint8_t) part->zones[part->n_zones - 1];
  if (!try_action (parser, action, &reason))
    return illegal (parser, error, reason);
  return TRUE;
}

static gboolean
all_ships (const QbState *state,
           GArray        *blocks)
{
  for (guint i = 0; i < blocks->len; i++)
    if (!is_ship (state, g_array_index (blocks, int, i)))
      return FALSE;
  return blocks->len > 0;
}

static gboolean
order_empty (const QbOrder *order)
{
  return order->origin == QB_LOC_NONE && !order->ships && order->ottawa_dest == QB_LOC_NONE;
}

GArray *
qb_order_text_parse (const QbState  *state,
                     int             side,
                     const char     *text,
                     GError        **error)
{
  g_autoptr(GArray) dict = NULL;
  g_autoptr(GArray) pending = NULL;
  g_autoptr(GArray) actions = NULL;
  g_auto(GStrv) raw_parts = NULL;
  g_autoptr(GPtrArray) parts = NULL;
  g_autofree char *pending_quote = NULL;
  Parser parser = { 0 };

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, NULL);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  raw_parts = g_strsplit_set (text, ",;\n", -1);
  parts = g_ptr_array_new ();
  for (guint i = 0; raw_parts[i] != NULL; i++)
    if (*g_strstrip (raw_parts[i]) != '\0')
      g_ptr_array_add (parts, raw_parts[i]);
  if (parts->len == 0)
    {
      g_set_error_literal (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_EMPTY,
                           _("Type an order, for example “3 LE-ET”, or “stand”."));
      return NULL;
    }
  if (state->phase != QB_PHASE_ORDERS)
    {
      g_set_error_literal (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_NOT_NOW,
                           _("Orders are written at the start of a campaign move (9.0)."));
      return NULL;
    }
  if (state->decider != side)
    {
      g_set_error_literal (error, QB_ORDER_TEXT_ERROR, QB_ORDER_TEXT_ERROR_NOT_NOW,
                           _("It is the other player’s turn to write orders."));
      return NULL;
    }

  dict = make_dictionary (state, side);
  pending = g_array_new (FALSE, FALSE, sizeof (int));
  actions = g_array_new (FALSE, FALSE, sizeof (QbAction));
  parser.state = *state;
  parser.side = side;
  parser.actions = actions;
  parser.n_parts = parts->len;

  /* The text replaces the draft. */
  if (!order_empty (&state->order[side]))
    {
      QbAction clear = { QB_ACT_ORDER_CLEAR, 0, 0, 0 };
      const char *reason = NULL;

      parser.quote = text;
      if (!try_action (&parser, clear, &reason))
        {
          illegal (&parser, error, reason);
          return NULL;
        }
    }

  for (guint i = 0; i < parts->len; i++)
    {
      const char *quote = g_ptr_array_index (parts, i);
      g_autofree char *normal = normalize (quote);
      g_autofree char *unknown = NULL;
      g_autoptr(GArray) tokens = g_array_new (FALSE, FALSE, sizeof (Token));
      g_autoptr(GArray) named = g_array_new (FALSE, FALSE, sizeof (int));
      Part part = { COUNT_NONE, named, { 0, 0 }, 0, QB_MODE_NONE, 0, 0, QB_MISSION_NONE, FALSE, FALSE };
      gboolean ok;

      parser.quote = quote;
      if (!tokenize (normal, dict, tokens, &unknown))
        {
          g_autofree char *message = NULL;

          /* Translators: %s is a word of the order that was not understood. */
          message = g_strdup_printf (_("“%s” is not a zone code, one of your blocks or an order word"), unknown);
          syntax_error (&parser, error, message);
          return NULL;
        }
      if (!read_part (&parser, tokens, &part, error))
        return NULL;

      if (part.stand)
        {
          if (parts->len > 1 || tokens->len > 1)
            {
              syntax_error (&parser, error, _("“stand” is the whole order"));
              return NULL;
            }
          continue;
        }

      /* Names before a route belong to it: "15th, 28th LE-ET". */
      if (pending->len > 0)
        {
          g_array_prepend_vals (part.blocks, pending->data, pending->len);
          g_array_set_size (pending, 0);
        }

      if (part.ship_word || part.direction || all_ships (&parser.state, part.blocks)
          || (part.n_zones > 0 && part.zones[part.n_zones - 1] >= QB_NUM_ZONES
              && (part.n_zones == 1 || part.zones[0] >= QB_NUM_ZONES)))
        ok = ships_part (&parser, &part, error);
      else if (part.mission != QB_MISSION_NONE || part.special
               || (part.n_zones == 1 && part.blocks->len == 1
                   && g_array_index (part.blocks, int, 0) == QB_FR_OTTAWA))
        ok = ottawa_part (&parser, &part, error);
      else if (part.n_zones == 0)
        {
          if (part.blocks->len > 0 && part.count == COUNT_NONE && part.way == QB_MODE_NONE)
            {
              g_autofree char *previous = g_steal_pointer (&pending_quote);

              g_array_set_size (pending, 0);
              g_array_append_vals (pending, part.blocks->data, part.blocks->len);
              pending_quote = previous != NULL ? g_strconcat (previous, ", ", quote, NULL) : g_strdup (quote);
              continue;
            }
          ok = syntax_error (&parser, error,
                             _("which zones? Write the move as FROM-TO, for example “3 LE-ET”"));
        }
      else
        ok = move_part (&parser, &part, error);
      if (!ok)
        return NULL;
      g_clear_pointer (&pending_quote, g_free);
    }

  if (pending->len > 0)
    {
      parser.quote = pending_quote;
      syntax_error (&parser, error, _("which zones? Write the move as FROM-TO, for example “15th LE-ET”"));
      return NULL;
    }

  /* The order must also be one that can be confirmed (classic decoys,
   * 10.1): say so now rather than at the confirmation. */
  if (parser.state.phase == QB_PHASE_ORDERS && parser.state.decider == side)
    {
      QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
      const char *reason = NULL;
      g_autofree char *whole = g_strstrip (g_strdup (text));

      if (!qb_is_legal (&parser.state, done, &reason))
        {
          parser.quote = whole;
          illegal (&parser, error, reason);
          return NULL;
        }
    }
  return g_steal_pointer (&actions);
}
