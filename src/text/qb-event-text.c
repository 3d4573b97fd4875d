/* qb-event-text.c: engine events as translated sentences.
 *
 * One function builds each sentence once, from whole translatable format
 * strings (translators reorder with %1$s). Zone names and the rule section
 * are put in with private-use characters around them (U+E000 href U+E001
 * label U+E002); translated strings never contain those, so the plain text
 * drops the marks and the markup turns them into links while escaping the
 * rest. That way the text and the markup can never say different things.
 *
 * This file has the pieces every sentence uses (names, places, dice,
 * agreement), the sentences outside battles and the rendering; the
 * battles' sentences are in qb-event-text-battle.c.
 */
#include <glib/gi18n-lib.h>

#include "qb-event-text.h"

#include <string.h>

#include "qb-data.h"
#include "qb-event-text-private.h"
#include "qb-ui-names.h"

#define LINK_OPEN "\xee\x80\x80"     /* U+E000, followed by the href */
#define LINK_MID "\xee\x80\x81"      /* U+E001, followed by the label */
#define LINK_CLOSE "\xee\x80\x82"    /* U+E002 */

char *
qb_rule_label (uint16_t rule)
{
  return g_strdup_printf ("%u.%u", rule / 10u, rule % 10u);
}

char *
qb_block_label (int edition,
                int block)
{
  const char *name;
  const char *paren;

  g_return_val_if_fail (block >= 0 && block < QB_NUM_BLOCKS, NULL);

  name = qb_ui_block_name (edition, block);
  paren = strstr (name, " (");
  return paren != NULL ? g_strndup (name, paren - name) : g_strdup (name);
}

static const char *
keep (QbSentence *s,
      char       *piece)
{
  g_ptr_array_add (s->pieces, piece);
  return piece;
}

static gboolean
is_place (int loc)
{
  return loc < QB_NUM_ZONES || loc == QB_LOC_BASON || loc == QB_LOC_STLAURENT;
}

/* A zone or river area name, marked as a link. */
static const char *
zone (QbSentence *s,
      int         loc)
{
  if (!is_place (loc))
    return qb_ui_zone_name (loc);
  return keep (s, g_strconcat (LINK_OPEN, "zone:", qb_zone_code (loc), LINK_MID,
                               qb_ui_zone_name (loc), LINK_CLOSE, NULL));
}

/* A zone in a phrase ("in Beauport", "sur l'Île d'Orléans"); only the
 * name is the link. */
const char *
qb_sentence_zone_in (QbSentence   *s,
                     int           loc,
                     QbZonePhrase  kind)
{
  return keep (s, qb_ui_zone_phrase (loc, kind, zone (s, loc)));
}

static gboolean
known_block (int b)
{
  return b >= 0 && b < QB_NUM_BLOCKS;
}

/* A block's name, or a generic phrase when the viewer may not know it. */
const char *
qb_sentence_block (QbSentence *s,
                   int         b)
{
  if (known_block (b))
    return qb_ui_block_in_sentence (s->edition, b);

  switch (s->ev.side)
    {
    /* Translators: stands for a block whose identity the reader may not
     * know, inside a sentence such as "%s moves from Lévis to Etchemin". */
    case QB_BRITISH: return C_("hidden block", "a British block");
    /* Translators: see "a British block". */
    case QB_FRENCH: return C_("hidden block", "a French block");
    /* Translators: see "a British block". */
    default: return C_("hidden block", "a block");
    }
}

/* A block with its strength when the viewer may know it. */
const char *
qb_sentence_block_cv (QbSentence *s,
                      int         b,
                      int         cv)
{
  const char *name = qb_sentence_block (s, b);

  if (!known_block (b) || cv == QB_UNKNOWN || qb_unit_info (s->edition, b)->max_cv == 0)
    return name;
  /* Translators: a block and its strength (combat value), e.g. "28th (3 CV)". */
  return keep (s, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s (%2$d CV)",
                                                "%1$s (%2$d CV)", cv),
                                   name, cv));
}

/* The gender and number of the block the sentence names (its name, or "a
 * French block" when the viewer may not know it). */
QbGrammar
qb_sentence_grammar (QbSentence *s,
                     int         b)
{
  return known_block (b) ? qb_ui_block_grammar (s->edition, b) : qb_ui_hidden_block_grammar ();
}

/* One of a sentence's four forms, by the gender and number of its block
 * (see qb-event-text-private.h). */
const char *
qb_agree (QbGrammar   g,
          const char *masc_sing,
          const char *fem_sing,
          const char *masc_plural,
          const char *fem_plural)
{
  switch (g)
    {
    case QB_GRAMMAR_FEM_SING: return fem_sing;
    case QB_GRAMMAR_MASC_PLURAL: return masc_plural;
    case QB_GRAMMAR_FEM_PLURAL: return fem_plural;
    case QB_GRAMMAR_MASC_SING:
    default: return masc_sing;
    }
}

/* ngettext with a context (see qb-event-text-private.h). */
const char *
qb_npgettext (const char *context,
              const char *msgid,
              const char *msgid_plural,
              gulong      n)
{
  g_autofree char *key = g_strconcat (context, "\004", msgid, NULL);
  const char *text = g_dngettext (GETTEXT_PACKAGE, key, msgid_plural, n);

  /* Untranslated: gettext gives back the key, which holds the context. */
  if (text == key)
    return msgid;
  return text;
}

/* The dice as die faces; a leader's doubled roll as two pairs (10.3). */
const char *
qb_sentence_dice (QbSentence *s)
{
  GString *str = g_string_new (NULL);
  gboolean pairs = known_block (s->ev.block)
                   && qb_unit_info (s->edition, s->ev.block)->type == QB_TYPE_LEADER;

  for (int i = 0; i < s->ev.ndice && i < QB_MAX_DICE; i++)
    {
      int d = s->ev.dice[i];

      if (pairs && i > 0 && i % 2 == 0)
        g_string_append_c (str, ' ');
      if (d >= 1 && d <= 6)
        g_string_append_unichar (str, 0x2680 + (gunichar) (d - 1));
      else
        g_string_append_c (str, '?');
    }
  return keep (s, g_string_free (str, FALSE));
}

static const char *
game_start (QbSentence *s)
{
  gboolean classic = s->ev.a == QB_EDITION_CLASSIC;

  if (s->ev.b)
    return classic ? _("A new game begins: classic edition, with the tides rule")
                   : _("A new game begins: revised edition, with the tides rule");
  return classic ? _("A new game begins: classic edition, without the tides rule")
                 : _("A new game begins: revised edition, without the tides rule");
}

static char *
setup (QbSentence *s)
{
  if (s->ev.side == QB_BRITISH)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: 3.3; %1$d blocks, %2$s is Île d'Orléans, %3$s the Bason. */
                                         "The British set up %1$d block on %2$s and their ships in the %3$s",
                                         "The British set up %1$d blocks on %2$s and their ships in the %3$s",
                                         s->ev.a),
                            (int) s->ev.a, zone (s, s->ev.zone), zone (s, QB_LOC_BASON));
  /* Translators: French deployment (3.4); %1$s is a block or "a French
   * block", %2$s where, with its preposition (“in Beauport”, see the
   * context “zone BE”). */
  return g_strdup_printf (qb_agree (qb_sentence_grammar (s, s->ev.block),
                                    C_("masculine singular", "%1$s is placed %2$s"),
                                    C_("feminine singular", "%1$s is placed %2$s"),
                                    C_("masculine plural", "%1$s is placed %2$s"),
                                    C_("feminine plural", "%1$s is placed %2$s")),
                          qb_sentence_block (s, s->ev.block),
                          qb_sentence_zone_in (s, s->ev.zone, QB_ZONE_IN));
}

static char *
move (QbSentence *s)
{
  const char *who = qb_sentence_block (s, s->ev.block);
  const char *from = qb_sentence_zone_in (s, s->ev.from, QB_ZONE_FROM);
  const char *to = qb_sentence_zone_in (s, s->ev.zone, QB_ZONE_TO);
  QbGrammar g = qb_sentence_grammar (s, s->ev.block);

  switch (s->ev.a)
    {
    case QB_MODE_AMPHIBIOUS:
      /* Translators: an amphibious move (7.2); %1$s is a block or "a
       * British block", %2$s where it starts (“from Lévis”), %3$s where
       * it goes (“to Etchemin”), with their prepositions (context “zone LE”). */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%1$s moves by boat %2$s %3$s"),
                                        C_("feminine singular", "%1$s moves by boat %2$s %3$s"),
                                        C_("masculine plural", "%1$s moves by boat %2$s %3$s"),
                                        C_("feminine plural", "%1$s moves by boat %2$s %3$s")),
                              who, from, to);
    case QB_MODE_SPECIAL:
      /* Translators: the Ottawa's special move to any zone (22.1); the
       * mover may be hidden ("a French block"), so do not name the Ottawa.
       * %2$s is “from Lévis”, %3$s “to Etchemin”. */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%1$s makes a special move %2$s %3$s"),
                                        C_("feminine singular", "%1$s makes a special move %2$s %3$s"),
                                        C_("masculine plural", "%1$s makes a special move %2$s %3$s"),
                                        C_("feminine plural", "%1$s makes a special move %2$s %3$s")),
                              who, from, to);
    default:
      /* Translators: a land move (6.1); %1$s is a block or "a British
       * block", %2$s “from Lévis”, %3$s “to Etchemin”. */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%1$s moves by road %2$s %3$s"),
                                        C_("feminine singular", "%1$s moves by road %2$s %3$s"),
                                        C_("masculine plural", "%1$s moves by road %2$s %3$s"),
                                        C_("feminine plural", "%1$s moves by road %2$s %3$s")),
                              who, from, to);
    }
}

static char *
victory (QbSentence *s)
{
  const char *abraham = qb_sentence_zone_in (s, QB_AB, QB_ZONE_NOUN);

  switch (s->ev.a)
    {
    case QB_WIN_BRITISH_ABRAHAM:
      /* Translators: 5.1; %s is Abraham (the Plains of Abraham zone) as a
       * noun, see the context “zone AB”. */
      return g_strdup_printf (_("The British win: they hold %s with 20 CV or more after the 16th move"), abraham);
    case QB_WIN_FRENCH_NO_ABRAHAM:
      /* Translators: 5.2; %s is Abraham as a noun (context “zone AB”). */
      return g_strdup_printf (_("The French win: the British do not hold %s after the 16th move"), abraham);
    case QB_WIN_FRENCH_UNDER_20:
      return g_strdup (_("The French win: the British army has fallen below 20 CV"));
    default:
      return g_strdup (s->ev.side == QB_BRITISH ? _("The British win") : _("The French win"));
    }
}

/* The sentence with its links marked, or NULL. */
static char *
build (QbSentence *s)
{
  const QbEvent *ev = &s->ev;
  gboolean french = ev->side == QB_FRENCH;

  switch ((QbEventType) ev->type)
    {
    case QB_EV_GAME_START:
      return g_strdup (game_start (s));

    case QB_EV_SETUP:
      return setup (s);

    case QB_EV_MOVE_START:
      /* Translators: 4.1; %d is 1..16. */
      return g_strdup_printf (_("Campaign move %d of 16 begins"), (int) ev->a);

    case QB_EV_TIDES:
      if (ev->a)
        /* Translators: 23.0; %s is the tides die as a die face (⚀). */
        return g_strdup_printf (_("Tides: %s — no amphibious or ship moves this campaign move"),
                                qb_sentence_dice (s));
      /* Translators: 23.0; %s is the tides die as a die face (⚄). */
      return g_strdup_printf (_("Tides: %s — the river is open"), qb_sentence_dice (s));

    case QB_EV_TRANSFER:
      if ((!known_block (ev->block) || !known_block (ev->block2)) && french)
        /* Translators: 2.5, for a player who may not know the blocks; %s
         * is where (“in Beauport”). */
        return g_strdup_printf (_("The French transfer strength between blocks %s"),
                                qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));
      if (!known_block (ev->block) || !known_block (ev->block2))
        /* Translators: 2.5, for a player who may not know the blocks; %s
         * is where (“in Beauport”). */
        return g_strdup_printf (_("The British transfer strength between blocks %s"),
                                qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));
      /* Translators: 2.5; %1$s and %2$s are blocks, %3$s where (“in
       * Beauport”), %4$d and %5$d their strengths after the transfer. */
      return g_strdup_printf (_("%1$s gives 1 CV to %2$s %3$s (now %4$d and %5$d CV)"),
                              qb_sentence_block (s, ev->block), qb_sentence_block (s, ev->block2),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN),
                              (int) ev->a, (int) ev->b);

    case QB_EV_ORDERS_WRITTEN:
      if (french)
        return g_strdup (_("The French have written their orders"));
      return g_strdup (_("The British have written their orders"));

    case QB_EV_MOVE:
      return move (s);

    case QB_EV_SHIP_MOVE:
      if (ev->zone == QB_LOC_STLAURENT)
        /* Translators: 8.1; %1$s is a ship, %2$s a river area (the St. Laurent). */
        return g_strdup_printf (_("%1$s sails upriver to the %2$s"),
                                qb_sentence_block (s, ev->block), zone (s, ev->zone));
      /* Translators: 8.1; %1$s is a ship, %2$s a river area (the Bason). */
      return g_strdup_printf (_("%1$s sails downriver to the %2$s"),
                              qb_sentence_block (s, ev->block), zone (s, ev->zone));

    case QB_EV_ORDER_FAILED:
      if (french)
        return g_strdup (_("A French order could not be carried out"));
      return g_strdup (_("A British order could not be carried out"));

    case QB_EV_CROSSING:
      /* Translators: 11.1 c; the two groups swapped zones. %1$s and %2$s
       * are the zones as nouns (“Lévis”, see the context “zone LE”), %3$s
       * where the battle is fought (“in Lévis”). */
      return g_strdup_printf (_("The armies cross between %1$s and %2$s: the battle is fought %3$s"),
                              qb_sentence_zone_in (s, ev->from, QB_ZONE_NOUN),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_NOUN),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));

    case QB_EV_BATTLE:
      return qb_sentence_battle (s);

    case QB_EV_DECOYS_REMOVED:
      if (french)
        /* Translators: classic edition, 10.1 and 10.2; %s is “from Beauport”. */
        return g_strdup_printf (_("A French decoy is removed %s"),
                                qb_sentence_zone_in (s, ev->zone, QB_ZONE_FROM));
      /* Translators: classic edition, 10.1 and 10.2; %s is “from Beauport”. */
      return g_strdup_printf (_("A British decoy is removed %s"),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_FROM));

    case QB_EV_DEPLOYED:
      return qb_sentence_deployed (s);

    case QB_EV_BATTLE_TURN:
      /* Translators: 13.1; %1$s is where (“in Beauport”), %2$d the battle turn. */
      return g_strdup_printf (_("Battle %1$s: turn %2$d"),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN), (int) ev->a);

    case QB_EV_RESERVE:
      return qb_sentence_reserve (s);

    case QB_EV_FIRE:
      return qb_sentence_fire (s, FALSE);

    case QB_EV_PURSUIT:
      return qb_sentence_fire (s, TRUE);

    case QB_EV_HIT:
      return qb_sentence_hit (s);

    case QB_EV_ELIMINATED:
      if (!is_place (ev->zone))
        /* Translators: %s is a block; the context is the gender and number
         * of its name (see “block grammar”): make the participle agree. */
        return g_strdup_printf (qb_agree (qb_sentence_grammar (s, ev->block),
                                          C_("masculine singular", "%s is eliminated"),
                                          C_("feminine singular", "%s is eliminated"),
                                          C_("masculine plural", "%s is eliminated"),
                                          C_("feminine plural", "%s is eliminated")),
                                qb_sentence_block (s, ev->block));
      /* Translators: %1$s is a block, %2$s where (“in Beauport”). */
      return g_strdup_printf (qb_agree (qb_sentence_grammar (s, ev->block),
                                        C_("masculine singular", "%1$s is eliminated %2$s"),
                                        C_("feminine singular", "%1$s is eliminated %2$s"),
                                        C_("masculine plural", "%1$s is eliminated %2$s"),
                                        C_("feminine plural", "%1$s is eliminated %2$s")),
                              qb_sentence_block (s, ev->block),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));

    case QB_EV_LEADER_KILLED:
      /* Translators: 10.3, a leader threw a double; %1$s is the leader,
       * %2$s where (“in Beauport”). */
      return g_strdup_printf (_("%1$s is killed %2$s"), qb_sentence_block (s, ev->block),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));

    case QB_EV_RETREAT:
      return qb_sentence_retreat (s);

    case QB_EV_RETREAT_MOVE:
      return qb_sentence_retreat_move (s);

    case QB_EV_ROUT:
      if (french)
        /* Translators: 16.1; %s is where (“in Beauport”). */
        return g_strdup_printf (_("The French are routed %s"),
                                qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));
      /* Translators: 16.1; %s is where (“in Beauport”). */
      return g_strdup_printf (_("The British are routed %s"),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));

    case QB_EV_PURSUIT_SAVED:
      /* 16.3: the routed side's reserve cancels some pursuit hits. */
      if (french)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: 16.3; %d pursuit hits cancelled by the reserve. */
                                             "The French reserve saves them %d pursuit hit",
                                             "The French reserve saves them %d pursuit hits", ev->a),
                                (int) ev->a);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: 16.3; %d pursuit hits cancelled by the reserve. */
                                           "The British reserve saves them %d pursuit hit",
                                           "The British reserve saves them %d pursuit hits", ev->a),
                              (int) ev->a);

    case QB_EV_BATTLE_END:
      if (ev->side == QB_BRITISH)
        /* Translators: 13.2; %s is where (“in Beauport”). */
        return g_strdup_printf (_("The British win the battle %s"),
                                qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));
      if (ev->side == QB_FRENCH)
        /* Translators: 13.2; %s is where (“in Beauport”). */
        return g_strdup_printf (_("The French win the battle %s"),
                                qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));
      /* Translators: 13.2; %s is where (“in Beauport”). */
      return g_strdup_printf (_("The battle %s is over"),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));

    case QB_EV_OTTAWA_RETIRES:
      if (ev->a)
        /* Translators: 22.5; the Ottawa leave the game. %s is “from Beauport”. */
        return g_strdup_printf (_("The Ottawa go home %s, worn down to 1 CV"),
                                qb_sentence_zone_in (s, ev->zone, QB_ZONE_FROM));
      /* Translators: 22.5; the Ottawa leave the game. %s is “from Beauport”. */
      return g_strdup_printf (_("The Ottawa go home %s: the French army is too weak"),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_FROM));

    case QB_EV_RAID:
      /* Translators: 22.2; %s is where (“in Beauport”). */
      return g_strdup_printf (_("The Ottawa raid the British %s"),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_IN));

    case QB_EV_SCOUT:
      /* Translators: 22.3; %1$s is the zone as a noun (“Beauport”, see the
       * context “zone BE”), %2$s the British block found there with its CV,
       * "28th (3 CV)". */
      return g_strdup_printf (_("The Ottawa scout %1$s and find %2$s"),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_NOUN),
                              qb_sentence_block_cv (s, ev->block, ev->cv));

    case QB_EV_DESERTION:
      /* Translators: 20.0; %1$s is a Quebec militia block, %2$s “from Beauport”. */
      return g_strdup_printf (_("%1$s deserts %2$s"), qb_sentence_block (s, ev->block),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_FROM));

    case QB_EV_SUPPLY_LOSS:
      /* Translators: 21.0; %1$s is a Montreal or Trois-Rivières militia
       * block, %2$s the zone as a noun (“Beauport”). */
      return g_strdup_printf (_("%1$s leaves %2$s: the supplies from Montreal are cut"),
                              qb_sentence_block (s, ev->block),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_NOUN));

    case QB_EV_FIRST_OCCUPATION:
      /* Translators: 20.0; %s is the zone as a noun (“Beauport”). */
      return g_strdup_printf (_("The British enter %s for the first time: a Quebec militia block will desert"),
                              qb_sentence_zone_in (s, ev->zone, QB_ZONE_NOUN));

    case QB_EV_VICTORY:
      return victory (s);

    case QB_EV_NONE:
    case QB_NUM_EVENT_TYPES:
    default:
      return NULL;
    }
}

/* A sentence starts with a capital even when it starts with "a French
 * block". */
char *
qb_sentence_capitalize (char *text)
{
  gunichar c = g_utf8_get_char (text);
  char buf[8];
  int len;
  char *result;

  if (!g_unichar_islower (c))
    return text;
  len = g_unichar_to_utf8 (g_unichar_totitle (c), buf);
  result = g_strdup_printf ("%.*s%s", len, buf, g_utf8_next_char (text));
  g_free (text);
  return result;
}

/* The marked sentence, or NULL if the viewer may not see the event. */
char *
qb_event_marked (const QbEvent *ev,
                 int            edition,
                 int            viewer)
{
  QbSentence s = { .edition = edition };
  char *text;

  if (!qb_event_for (ev, viewer, &s.ev))
    return NULL;
  s.pieces = g_ptr_array_new_with_free_func (g_free);
  text = build (&s);
  g_ptr_array_unref (s.pieces);
  return text != NULL ? qb_sentence_capitalize (text) : NULL;
}

/* Plain text: each link becomes its label. */
static char *
render_text (const char *marked)
{
  GString *out = g_string_new (NULL);
  const char *p = marked;

  while (*p)
    {
      const char *open = strstr (p, LINK_OPEN);
      const char *mid, *close;

      if (open == NULL)
        {
          g_string_append (out, p);
          break;
        }
      g_string_append_len (out, p, open - p);
      mid = strstr (open, LINK_MID);
      close = mid != NULL ? strstr (mid, LINK_CLOSE) : NULL;
      if (close == NULL)
        break;
      mid += strlen (LINK_MID);
      g_string_append_len (out, mid, close - mid);
      p = close + strlen (LINK_CLOSE);
    }
  return g_string_free (out, FALSE);
}

/* 20 points: the faces of the fonts GNOME ships (DejaVu, Cantarell's
 * fallback) are about 0.8 em high, 21 pixels at 96 dpi. The rise lowers
 * them onto the text's baseline (in Pango units, -3 points). */
#define DIE_FACE_SIZE "20pt"
#define DIE_FACE_RISE "-3072"

static gboolean
is_die_face (gunichar c)
{
  return c >= 0x2680 && c <= 0x2685;
}

/* Escaped, with each run of die faces drawn large (issue 14, item 5): at
 * the text's size a five and a six differ by one pip a pixel wide; at
 * DIE_FACE_SIZE the face is over 20 pixels high and its pips count at a
 * glance. */
static void
append_escaped (GString    *out,
                const char *text,
                gssize      len)
{
  g_autofree char *escaped = g_markup_escape_text (text, len);
  gboolean in_dice = FALSE;

  for (const char *p = escaped; *p; p = g_utf8_next_char (p))
    {
      gboolean die = is_die_face (g_utf8_get_char (p));

      if (die && !in_dice)
        g_string_append (out, "<span font_size=\"" DIE_FACE_SIZE "\" rise=\"" DIE_FACE_RISE "\">");
      else if (!die && in_dice)
        g_string_append (out, "</span>");
      in_dice = die;
      g_string_append_len (out, p, g_utf8_next_char (p) - p);
    }
  if (in_dice)
    g_string_append (out, "</span>");
}

/* Markup: the text escaped, each link an <a> element. */
static char *
render_markup (const char *marked)
{
  GString *out = g_string_new (NULL);
  const char *p = marked;

  while (*p)
    {
      const char *open = strstr (p, LINK_OPEN);
      const char *mid, *close;

      if (open == NULL)
        {
          append_escaped (out, p, -1);
          break;
        }
      append_escaped (out, p, open - p);
      mid = strstr (open, LINK_MID);
      close = mid != NULL ? strstr (mid, LINK_CLOSE) : NULL;
      if (close == NULL)
        break;
      open += strlen (LINK_OPEN);
      g_string_append (out, "<a href=\"");
      append_escaped (out, open, mid - open);
      g_string_append (out, "\">");
      mid += strlen (LINK_MID);
      append_escaped (out, mid, close - mid);
      g_string_append (out, "</a>");
      p = close + strlen (LINK_CLOSE);
    }
  return g_string_free (out, FALSE);
}

char *
qb_sentence_render (const char *marked,
                    uint16_t    rule,
                    gboolean    markup)
{
  g_autofree char *rule_label = NULL;
  g_autofree char *rule_link = NULL;
  g_autofree char *with_rule = NULL;

  if (marked == NULL)
    return NULL;
  if (!markup)
    return render_text (marked);
  if (rule == 0)
    return render_markup (marked);
  rule_label = qb_rule_label (rule);
  rule_link = g_strconcat (LINK_OPEN, "rule:", rule_label, LINK_MID, rule_label, LINK_CLOSE, NULL);
  /* Translators: a sentence of the game log followed by the rule section
   * behind it, e.g. "La Sarre fires: ⚅⚂⚀ — 1 hit (14.2)". */
  with_rule = g_strdup_printf (C_("log line", "%1$s (%2$s)"), marked, rule_link);
  return render_markup (with_rule);
}

char *
qb_event_text (const QbEvent *ev,
               int            edition,
               int            viewer)
{
  g_autofree char *marked = NULL;

  g_return_val_if_fail (ev != NULL, NULL);

  marked = qb_event_marked (ev, edition, viewer);
  return qb_sentence_render (marked, ev->rule, FALSE);
}

char *
qb_event_markup (const QbEvent *ev,
                 int            edition,
                 int            viewer)
{
  g_autofree char *marked = NULL;

  g_return_val_if_fail (ev != NULL, NULL);

  marked = qb_event_marked (ev, edition, viewer);
  return qb_sentence_render (marked, ev->rule, TRUE);
}

char *
qb_quiet_move_text (const QbEvent *events,
                    guint          n_events,
                    int            move_now)
{
  gboolean resolved = FALSE;
  gboolean next_move = FALSE;
  int move = move_now;

  g_return_val_if_fail (events != NULL || n_events == 0, NULL);

  /* The next move's events, after its start, are not this one's. */
  for (guint i = 0; i < n_events && !next_move; i++)
    switch (events[i].type)
      {
      case QB_EV_ORDERS_WRITTEN:
        /* The British write first; the French orders set the move going. */
        if (events[i].side == QB_FRENCH)
          resolved = TRUE;
        break;
      case QB_EV_MOVE:
      case QB_EV_SHIP_MOVE:
        if (resolved)
          return NULL;
        break;
      case QB_EV_MOVE_START:
        if (resolved)
          {
            move = events[i].a - 1;
            next_move = TRUE;
          }
        break;
      default:
        break;
      }
  if (!resolved || move < 1)
    return NULL;
  /* Translators: 4.1, 9.0; %d is the campaign move, 1..16. */
  return g_strdup_printf (_("Campaign move %d was quiet: both sides stood and nothing moved."), move);
}
