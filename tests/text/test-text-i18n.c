/* test-text-i18n.c: the words of the game in French and Italian (issue 5).
 *
 * The log formatter (qb_event_text) for every event type, and the prompts,
 * titles, action labels and order summaries for every phase and along
 * random games, are rendered in English, French and Italian from the same
 * inputs. No French or Italian text may equal its English text (except the
 * short allow-list below), and none may contain an English word once the
 * proper names of the blocks are taken out: no untranslated English.
 *
 * The catalogs are the ones the build makes, <build>/po/<lang>/LC_MESSAGES/
 * quebec1759.mo (QB_PO_BUILDDIR). gettext ignores LANGUAGE when the locale
 * is "C", so the test runs in C.UTF-8 (built into glibc 2.35 and later)
 * and picks the language with LANGUAGE; it checks that the catalog is
 * really used before comparing anything. No display needed.
 *
 * Zones go into sentences as whole phrases (qb_ui_zone_phrase(): “à
 * Beauport”, “sur l'Île d'Orléans”, “des plaines d'Abraham”): every event,
 * prompt and action that names a zone is rendered for every zone and
 * river area, and no French or Italian line may put a bare preposition or
 * article before a name that needs another one (“à Île”, “de Abraham”,
 * “a Île”, “da Etchemin”); the log's markup keeps the name as the link.
 */
#include <glib.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include <pango/pango.h>

#include "qb-action-text.h"
#include "qb-event-text.h"
#include "qb-test-i18n.h"
#include "qb-ui-names.h"
#include "qb-text-test.h"

#define MAX_EVENTS 4096

/* Texts that may read the same in English and in the translation. Keep it
 * short: numbers, proper names, symbols. */
static const char *const same_as_english[] = {
  NULL,
};

/* English words that must not be left in a French or Italian text (block
 * names taken out first). Words that also exist in French or Italian ("in",
 * "a", "on") are not listed. */
static const char *const english_words[] = {
  "the", "and", "with", "from", "to", "by", "of", "is", "are", "its", "their",
  "block", "blocks", "move", "moves", "moved", "battle", "skirmish", "column",
  "fire", "fires", "doubled", "hit", "hits", "turn", "retreat", "retreats",
  "pursuit", "boat", "road", "ship", "ships", "upriver", "downriver", "win",
  "won", "wins", "British", "French", "choose", "your", "left", "right",
  "waiting", "player", "orders", "stand", "fight", "deploy",
  "deployment", "transfer", "transfers", "tides", "eliminated", "killed",
  "routed", "scout", "game", "over", "begins", "classic", "revised",
  "edition", "rule", "militia", "supplies", "desertion", "nothing", "done",
  "remove", "put", "commit", "embark", "keep", "takes", "decoy",
  "river", "withdraws", "withdraw", "takes", "last", "now", "gives",
  NULL,
};

typedef struct {
  GPtrArray *texts;   /* char *, in the order they were made */
  GPtrArray *what;    /* char *, what each text is, for messages */
} Corpus;

static void
corpus_add (Corpus     *c,
            char       *text,
            const char *what)
{
  g_assert_nonnull (text);
  g_ptr_array_add (c->texts, text);
  g_ptr_array_add (c->what, g_strdup (what));
}

static void
corpus_clear (Corpus *c)
{
  g_clear_pointer (&c->texts, g_ptr_array_unref);
  g_clear_pointer (&c->what, g_ptr_array_unref);
}

/* ---- The language ------------------------------------------------------- */

/* The catalog of `lang` is the one the build made, and gettext uses it. */
static void
assert_catalog_used (const char *lang)
{
  qb_test_assert_catalog_used (lang);
  g_assert_cmpstr (C_("phase", "Game over"), !=, "Game over");
}

/* ---- The inputs --------------------------------------------------------- */

/* An event with every field set, as the engine would fill some of them. */
static QbEvent
rich_event (int type,
            int side)
{
  QbEvent ev;

  memset (&ev, 0, sizeof ev);
  ev.type = (uint8_t) type;
  ev.side = (uint8_t) side;
  ev.block = side == QB_FRENCH ? 26 : 1;     /* La Sarre, 28th */
  ev.block2 = side == QB_FRENCH ? 27 : 2;    /* Languedoc, 35th */
  ev.zone = QB_BE;
  ev.from = QB_LE;
  ev.a = 1;
  ev.b = 1;
  ev.cv = 3;
  ev.ndice = 3;
  ev.dice[0] = 6;
  ev.dice[1] = 3;
  ev.dice[2] = 1;
  ev.rule = 142;
  ev.vis = QB_VIS_PUBLIC;
  return ev;
}

static void
add_event (Corpus        *c,
           const QbEvent *ev,
           int            edition,
           int            viewer)
{
  char *text = qb_event_text (ev, edition, viewer);

  if (text != NULL)
    corpus_add (c, text, qb_event_type_name (ev->type));
}

/* Every event type, from every side, in both editions, for every viewer,
 * with the small values that choose between sentences, and with and
 * without a known block and zone. */
static void
add_every_event (Corpus *c)
{
  for (int type = QB_EV_NONE + 1; type < QB_NUM_EVENT_TYPES; type++)
    for (int side = QB_BRITISH; side <= QB_NO_SIDE; side++)
      for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
        for (int viewer = QB_BRITISH; viewer <= QB_NO_SIDE; viewer++)
          for (int a = 0; a <= 3; a++)
            for (int b = 0; b <= 2; b++)
              {
                QbEvent ev = rich_event (type, side);

                ev.a = (uint8_t) a;
                ev.b = (uint8_t) b;
                add_event (c, &ev, edition, viewer);
                ev.vis = QB_VIS_PRIVATE;
                add_event (c, &ev, edition, viewer);
              }
}

static void
add_view (Corpus       *c,
          const QbView *view,
          const char   *what)
{
  g_autofree char *prompt_what = g_strdup_printf ("%s: prompt, phase %d", what, view->phase);
  g_autofree char *title_what = g_strdup_printf ("%s: title, phase %d", what, view->phase);

  corpus_add (c, qb_prompt_text (view), prompt_what);
  corpus_add (c, qb_phase_title (view), title_what);
}

/* Every phase, for the decider and the other player, with the variants
 * the prompts know: tides, the column that takes the hit, the routed side,
 * each way a game is won. */
static void
add_every_phase (Corpus *c)
{
  for (int phase = 0; phase < QB_NUM_PHASES; phase++)
    for (int viewer = QB_BRITISH; viewer <= QB_NO_SIDE; viewer++)
      for (int other = 0; other <= 1; other++)
        for (int variant = 0; variant <= 4; variant++)
          {
            QbView view;

            base_view (&view, phase, viewer);
            view.decider = (uint8_t) (viewer == QB_NO_SIDE ? QB_FRENCH : viewer);
            if (other && viewer != QB_NO_SIDE)
              view.decider = (uint8_t) (1 - viewer);
            view.options.tides = variant == 1;
            view.tides_blocked = variant == 1;
            view.battle.defender = (uint8_t) (variant % 2);
            view.battle.routed = variant == 2 ? view.decider : QB_NO_SIDE;
            view.battle.hit_column = (uint8_t) (variant < 3 ? variant : QB_SLOT_NONE);
            view.battle.pursuit = variant == 3 ? QB_HITS_PURSUIT : variant == 4 ? QB_HITS_RAID : QB_HITS_FIRE;
            view.battle.kind = variant == 4 ? QB_BATTLE_RAID : QB_BATTLE_NORMAL;
            view.battle.by_sea = variant == 1;
            view.battle.hits = (uint8_t) (variant + 1);
            if (phase == QB_PHASE_GAME_OVER)
              {
                view.winner = variant == 0 ? QB_BRITISH : QB_FRENCH;
                view.win_reason = (uint8_t) (variant <= 3 ? variant : QB_WIN_FRENCH_UNDER_20);
              }
            add_view (c, &view, "every phase");
          }
}

typedef struct {
  QbState s;
  QbEvent events[MAX_EVENTS];
  QbEventSink sink;
} Game;

/* Random games (the same in every language): every event for the three
 * viewers, and every decision with its prompt, title, the labels of all
 * its legal actions and the order written so far. */
static void
add_random_games (Corpus *c)
{
  static QbAction legal[QB_MAX_ACTIONS];

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      Game *g = g_new0 (Game, 1);
      int edition = (int) (seed % 2);
      QbOptions options;
      QbRng chooser;

      g->sink.events = g->events;
      g->sink.cap = MAX_EVENTS;
      qb_options_default (&options);
      options.edition = (uint8_t) edition;
      options.tides = seed % 3 == 0;
      qb_init (&g->s, &options, seed, &g->sink);
      qb_rng_seed (&chooser, seed, 99);
      for (int step = 0; step < 3000; step++)
        {
          size_t n;
          QbView view;

          for (size_t i = 0; i < g->sink.len; i++)
            for (int viewer = QB_BRITISH; viewer <= QB_NO_SIDE; viewer++)
              add_event (c, &g->events[i], edition, viewer);
          g->sink.len = 0;
          if (qb_is_over (&g->s))
            break;

          for (int viewer = QB_BRITISH; viewer <= QB_NO_SIDE; viewer++)
            {
              qb_view (&g->s, viewer, &view);
              add_view (c, &view, "random game");
            }
          n = qb_legal_actions (&g->s, legal, QB_MAX_ACTIONS);
          g_assert_cmpuint (n, >, 0);
          qb_view (&g->s, g->s.decider, &view);
          for (size_t i = 0; i < n; i++)
            corpus_add (c, qb_action_text (&view, legal[i]), "action label");
          if (g->s.phase == QB_PHASE_ORDERS)
            corpus_add (c, qb_order_summary (&view), "order summary");
          g_assert_true (qb_apply (&g->s, legal[qb_rng_below (&chooser, (uint32_t) n)], &g->sink, NULL));
        }
      g_free (g);
    }
}

static Corpus
collect (const char *lang)
{
  Corpus c = {
    .texts = g_ptr_array_new_with_free_func (g_free),
    .what = g_ptr_array_new_with_free_func (g_free),
  };

  qb_test_use_language (lang);
  add_every_event (&c);
  add_every_phase (&c);
  add_random_games (&c);
  return c;
}

/* ---- The checks --------------------------------------------------------- */

static gboolean
allowed_same (const char *text)
{
  for (guint i = 0; same_as_english[i] != NULL; i++)
    if (strcmp (text, same_as_english[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The names blocks go by, longest first, so that "Québec Militia III" goes
 * before "Québec Militia I". */
static gint
longer_first (gconstpointer a,
              gconstpointer b)
{
  return (int) strlen (*(const char *const *) b) - (int) strlen (*(const char *const *) a);
}

static GPtrArray *
block_names (void)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      {
        g_ptr_array_add (names, g_strdup (qb_ui_block_name (edition, b)));
        g_ptr_array_add (names, g_strdup (qb_ui_block_short_name (edition, b)));
        g_ptr_array_add (names, qb_block_label (edition, b));
      }
  g_ptr_array_sort (names, longer_first);
  return names;
}

/* The first English word left in `text` once the block names are out. */
static char *
english_word_in (const char *text,
                 GPtrArray  *names)
{
  g_autofree char *rest = g_strdup (text);
  g_auto(GStrv) words = NULL;

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      char *at;

      while ((at = strstr (rest, name)) != NULL)
        memset (at, ' ', strlen (name));
    }
  words = g_regex_split_simple ("[^\\p{L}]+", rest, 0, 0);
  for (guint i = 0; words[i] != NULL; i++)
    for (guint j = 0; english_words[j] != NULL; j++)
      if (g_ascii_strcasecmp (words[i], english_words[j]) == 0)
        return g_strdup (words[i]);
  return NULL;
}

static void
check_language (gconstpointer data)
{
  const char *lang = data;
  Corpus english, translated;
  g_autoptr(GPtrArray) names = NULL;
  guint same = 0;
  GString *failures = g_string_new (NULL);
  g_autoptr(GHashTable) reported = g_hash_table_new (g_str_hash, g_str_equal);

  assert_catalog_used (lang);
  english = collect ("en");
  translated = collect (lang);
  names = block_names ();
  g_assert_cmpuint (english.texts->len, ==, translated.texts->len);
  g_assert_cmpuint (english.texts->len, >, 1000);
  g_test_message ("%s: %u texts", lang, english.texts->len);

  for (guint i = 0; i < english.texts->len; i++)
    {
      const char *en = g_ptr_array_index (english.texts, i);
      const char *tr = g_ptr_array_index (translated.texts, i);
      const char *what = g_ptr_array_index (english.what, i);
      g_autofree char *word = NULL;

      g_assert_cmpstr (what, ==, g_ptr_array_index (translated.what, i));
      g_assert_true (g_utf8_validate (tr, -1, NULL));
      if (strcmp (en, tr) == 0 && !allowed_same (en))
        {
          if (g_hash_table_add (reported, (gpointer) en) && same++ < 20)
            g_string_append_printf (failures, "  %s, not translated: “%s”\n", what, en);
          continue;
        }
      word = english_word_in (tr, names);
      if (word != NULL && g_hash_table_add (reported, (gpointer) en) && same++ < 20)
        g_string_append_printf (failures, "  %s, English word “%s” in “%s” (English “%s”)\n",
                                what, word, tr, en);
    }
  g_hash_table_remove_all (reported);
  corpus_clear (&english);
  corpus_clear (&translated);
  if (same > 0)
    g_error ("%s: %u different texts with English left in them, such as:\n%s", lang, same, failures->str);
  g_string_free (failures, TRUE);
}

/* ---- Zones in sentences -------------------------------------------------- */

/* What must never be in a line: a preposition or article that the zone's
 * own phrase should have replaced. The names are those of the map. */
static const char *const bad_french[] = {
  /* No elision, or the island and the Plains without their article. */
  "\\b(de|le|la|que|du) (Île|Abraham|Etchemin|Ile)\\b",
  "\\b(à|au|en|vers|entre|et|tiennent|quitte|atteignent|reconnaît) (Île|Abraham|Etchemin)\\b",
  /* Contractions left undone. */
  "\\b(à|de) (le|les) ",
  NULL,
};
static const char *const bad_italian[] = {
  "\\b(a|ad|da|in|su|tra|e|tengono|lascia|raggiungono|esplora) (Île|Abraham|Etchemin)\\b",
  "\\b(a|da|di|in|su) (il|lo|la|le|l') ",
  "\\b(il|lo|la) (Île|Abraham|Etchemin)\\b",
  NULL,
};

/* The first bad pattern `text` matches, or NULL. */
static const char *
bad_zone_phrase (const char        *text,
                 const char *const *patterns)
{
  for (guint i = 0; patterns[i] != NULL; i++)
    if (g_regex_match_simple (patterns[i], text, 0, 0))
      return patterns[i];
  return NULL;
}

static const int every_place[] = {
  QB_MO, QB_BE, QB_SC, QB_AB, QB_SF, QB_SI, QB_CR, QB_ET, QB_LE, QB_OR,
  QB_LOC_BASON, QB_LOC_STLAURENT,
};

/* Whether an event of `type` can name `place`: ships sail between the
 * river areas, the British set up on Île d'Orléans (3.3), everything else
 * happens in zones. */
static gboolean
event_place (int type,
             int side,
             int place)
{
  if (type == QB_EV_SHIP_MOVE)
    return place == QB_LOC_BASON || place == QB_LOC_STLAURENT;
  if (type == QB_EV_SETUP && side == QB_BRITISH)
    return place == QB_OR;
  return place < QB_NUM_ZONES;
}

/* Every event type with every zone it can name (and every zone it came
 * from), the prompts and titles of battles in every zone, and the actions
 * that name a zone: the texts, and the markup of the events. */
static void
add_every_zone (Corpus    *c,
                GPtrArray *markups)
{
  for (int type = QB_EV_NONE + 1; type < QB_NUM_EVENT_TYPES; type++)
    for (guint z = 0; z < G_N_ELEMENTS (every_place); z++)
      for (guint f = 0; f < G_N_ELEMENTS (every_place); f++)
        for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
          for (int a = 0; a <= 3; a++)
            {
              QbEvent ev = rich_event (type, side);
              char *markup;

              if (!event_place (type, side, every_place[z])
                  || (!event_place (type, side, every_place[f]) && type != QB_EV_SHIP_MOVE))
                continue;
              ev.zone = (uint8_t) every_place[z];
              ev.from = (uint8_t) every_place[f];
              ev.a = (uint8_t) a;
              add_event (c, &ev, QB_EDITION_REVISED, QB_NO_SIDE);
              markup = qb_event_markup (&ev, QB_EDITION_REVISED, QB_NO_SIDE);
              if (markup != NULL)
                g_ptr_array_add (markups, markup);
            }

  for (guint z = 0; z < QB_NUM_ZONES; z++)
    for (int phase = QB_PHASE_DEPLOY; phase <= QB_PHASE_OTTAWA_RETREAT; phase++)
      for (int variant = 0; variant <= 1; variant++)
        {
          QbView view;

          base_view (&view, phase, QB_BRITISH);
          view.battle.zone = (uint8_t) every_place[z];
          view.battle.routed = variant ? QB_BRITISH : QB_NO_SIDE;
          view.battle.kind = variant ? QB_BATTLE_RAID : QB_BATTLE_NORMAL;
          view.battle.pursuit = variant ? QB_HITS_RAID : QB_HITS_FIRE;
          add_view (c, &view, "battle in every zone");
        }

  for (guint z = 0; z < QB_NUM_ZONES; z++)
    {
      static const int types[] = {
        QB_ACT_PLACE, QB_ACT_ORDER_OTTAWA, QB_ACT_CHOOSE_SITE, QB_ACT_CHOOSE_BATTLE,
        QB_ACT_RETREAT, QB_ACT_OTTAWA_RETREAT,
      };
      QbView view;

      base_view (&view, QB_PHASE_ORDERS, QB_FRENCH);
      for (guint i = 0; i < G_N_ELEMENTS (types); i++)
        for (int c3 = 0; c3 <= 2; c3++)
          {
            QbAction action = { (uint8_t) types[i], 26, (uint8_t) every_place[z], (uint8_t) c3 };

            corpus_add (c, qb_action_text (&view, action), "action in every zone");
          }
    }
}

static void
check_zone_phrases (gconstpointer data)
{
  const char *lang = data;
  const char *const *patterns = strcmp (lang, "fr") == 0 ? bad_french : bad_italian;
  g_autoptr(GPtrArray) markups = g_ptr_array_new_with_free_func (g_free);
  GString *failures = g_string_new (NULL);
  g_autoptr(GHashTable) reported = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) shown = g_hash_table_new (g_str_hash, g_str_equal);
  guint bad = 0;
  Corpus c = {
    .texts = g_ptr_array_new_with_free_func (g_free),
    .what = g_ptr_array_new_with_free_func (g_free),
  };

  g_autofree char *island = NULL;
  g_autofree char *island_link = NULL;

  assert_catalog_used (lang);
  island = g_markup_escape_text (qb_ui_zone_name (QB_OR), -1);
  island_link = g_strdup_printf ("zone:OR\">%s</a>", island);
  add_every_zone (&c, markups);
  g_test_message ("%s: %u texts naming zones", lang, c.texts->len);
  for (guint i = 0; i < c.texts->len; i++)
    {
      const char *text = g_ptr_array_index (c.texts, i);
      const char *pattern = bad_zone_phrase (text, patterns);

      /* --verbose shows every line, to read them. */
      if (g_test_verbose () && g_hash_table_add (shown, (gpointer) text))
        g_test_message ("%s", text);

      if (pattern != NULL && g_hash_table_add (reported, (gpointer) text) && bad++ < 20)
        g_string_append_printf (failures, "  %s: “%s” (%s)\n",
                                (const char *) g_ptr_array_index (c.what, i), text, pattern);
    }

  /* In the log only the zone's name is the link, and the markup stays
   * well-formed around the phrase's words (“sur l'”). */
  for (guint i = 0; i < markups->len; i++)
    {
      const char *markup = g_ptr_array_index (markups, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(GRegex) links = g_regex_new ("</?a( [^>]*)?>", 0, 0, NULL);
      g_autofree char *without = g_regex_replace_literal (links, markup, -1, 0, "", 0, NULL);

      if (!pango_parse_markup (without, -1, 0, NULL, NULL, NULL, &error))
        g_error ("%s: not valid markup: “%s”: %s", lang, markup, error->message);
      if (strstr (markup, "zone:OR\">") != NULL && strstr (markup, island_link) == NULL)
        g_error ("%s: the link to Île d'Orléans is not its name: “%s”", lang, markup);
      if (strstr (markup, "zone:AB\">") != NULL && strstr (markup, "zone:AB\">Abraham</a>") == NULL)
        g_error ("%s: the link to Abraham is not its name: “%s”", lang, markup);
    }
  corpus_clear (&c);
  if (bad > 0)
    g_error ("%s: %u texts put the wrong words before a zone, such as:\n%s", lang, bad, failures->str);
  g_string_free (failures, TRUE);
}

/* The patterns catch what they are meant to, and let good lines pass. */
static void
test_check_catches_bad_zone_phrases (void)
{
  g_assert_nonnull (bad_zone_phrase ("Bataille à Île d'Orléans : les Britanniques attaquent", bad_french));
  g_assert_nonnull (bad_zone_phrase ("La Sarre se déplace par la route de Abraham vers Lévis", bad_french));
  g_assert_nonnull (bad_zone_phrase ("Bataille à Abraham, tour 2", bad_french));
  g_assert_nonnull (bad_zone_phrase ("Bataille à Etchemin, tour 2", bad_french));
  g_assert_nonnull (bad_zone_phrase ("Ottawa vers Île d'Orléans", bad_french));
  g_assert_nonnull (bad_zone_phrase ("Un leurre est retiré de le Bason", bad_french));
  g_assert_null (bad_zone_phrase ("Bataille sur l'Île d'Orléans : les Britanniques attaquent", bad_french));
  g_assert_null (bad_zone_phrase ("La Sarre se déplace par la route des plaines d'Abraham vers l'Etchemin", bad_french));
  g_assert_nonnull (bad_zone_phrase ("Battaglia a Île d'Orléans: turno 2", bad_italian));
  g_assert_nonnull (bad_zone_phrase ("La Sarre si sposta per strada da Etchemin a Lévis", bad_italian));
  g_assert_nonnull (bad_zone_phrase ("Ritirata a il Bason", bad_italian));
  g_assert_null (bad_zone_phrase ("La Sarre si sposta per strada dall'Etchemin sulle Piane di Abraham", bad_italian));
}

/* ---- Agreement with the block (issue 9) ----------------------------------- */

/* The gender and number of each block's name in the log's sentences:
 * "ms", "fs", "mp", "fp" (masculine or feminine, singular or plural), by
 * the first key prefix that matches (qb_block_key()). The regiments,
 * leaders, detachments and the Ottawa are masculine singular in both
 * languages (le 28th, le régiment de La Sarre, l’Ottawa). */
static const struct {
  const char *key_prefix;
  const char *fr;
  const char *it;
} expected_grammar[] = {
  { "br-light-infantry", "fs", "fs" },        /* l’infanterie légère */
  { "br-rangers", "mp", "mp" },               /* les Rangers américains */
  { "br-grenadiers", "mp", "mp" },            /* les grenadiers de Louisbourg */
  { "br-neptune", "ms", "fs" },               /* le Neptune, la Neptune */
  { "br-sutherland", "ms", "fs" },
  { "br-stirling-castle", "ms", "fs" },
  { "br-lowestoft", "ms", "fs" },
  { "br-decoy-", "ms", "fs" },                /* le leurre 1, l’esca 1 */
  { "fr-decoy-", "ms", "fs" },
  { "fr-marine", "fp", "fp" },                /* les troupes de la Marine */
  { "fr-quebec-", "fs", "fs" },               /* la milice de Québec I */
  { "fr-montreal-", "fs", "fs" },
  { "fr-trois-rivieres-", "fs", "fs" },
  { "", "ms", "ms" },
};

static const char *const grammar_codes[] = { "ms", "fs", "mp", "fp" };

static QbGrammar
expected_block_grammar (const char *lang,
                        int         edition,
                        int         b)
{
  const char *key = qb_block_key (edition, b);

  for (guint i = 0; i < G_N_ELEMENTS (expected_grammar); i++)
    if (g_str_has_prefix (key, expected_grammar[i].key_prefix))
      {
        const char *code = strcmp (lang, "fr") == 0 ? expected_grammar[i].fr : expected_grammar[i].it;

        for (guint g = 0; g < G_N_ELEMENTS (grammar_codes); g++)
          if (strcmp (code, grammar_codes[g]) == 0)
            return (QbGrammar) g;
      }
  g_assert_not_reached ();
}

/* A sentence about one block and the word in it that agrees with the
 * block, by language and by gender and number. */
typedef struct {
  const char *what;
  int type;
  int a, b, cv, zone;
  gboolean french_only;     /* the French set-up names its blocks (3.4) */
  const char *fr[4];
  const char *it[4];
  int why;                  /* QbEvent.why of a fire */
} Agreement;

static const Agreement agreements[] = {
  { "eliminated", QB_EV_ELIMINATED, 0, 0, 0, QB_BE, FALSE,
    { "éliminé", "éliminée", "éliminés", "éliminées" },
    { "eliminato", "eliminata", "eliminati", "eliminate" } },
  { "eliminated off the map", QB_EV_ELIMINATED, 0, 0, 0, QB_LOC_ELIMINATED, FALSE,
    { "éliminé", "éliminée", "éliminés", "éliminées" },
    { "eliminato", "eliminata", "eliminati", "eliminate" } },
  { "placed", QB_EV_SETUP, 0, 0, 0, QB_BE, TRUE,
    { "placé", "placée", "placés", "placées" },
    { "collocato", "collocata", "collocati", "collocate" } },
  { "fires, no hits", QB_EV_FIRE, 0, 0, 0, QB_BE, FALSE,
    { "tire", "tire", "tirent", "tirent" }, { "spara", "spara", "sparano", "sparano" } },
  { "fires doubled, 2 hits", QB_EV_FIRE, 2, 1, 0, QB_BE, FALSE,
    { "tire", "tire", "tirent", "tirent" }, { "spara", "spara", "sparano", "sparano" } },
  { "fires in pursuit, 1 hit", QB_EV_PURSUIT, 1, 0, 0, QB_BE, FALSE,
    { "tire", "tire", "tirent", "tirent" }, { "spara", "spara", "sparano", "sparano" } },
  { "fires, not doubled: came by water itself", QB_EV_FIRE, 1, 0, 0, QB_BE, FALSE,
    { "arrivé", "arrivée", "arrivés", "arrivées" }, { "giunto", "giunta", "giunti", "giunte" },
    QB_WHY_LANDED_ITSELF },
  { "hit", QB_EV_HIT, 0, 0, QB_UNKNOWN, QB_BE, FALSE,
    { "encaisse", "encaisse", "encaissent", "encaissent" },
    { "subisce", "subisce", "subiscono", "subiscono" } },
  { "last hit", QB_EV_HIT, 0, 0, 0, QB_BE, FALSE,
    { "encaisse", "encaisse", "encaissent", "encaissent" },
    { "subisce", "subisce", "subiscono", "subiscono" } },
  { "hit, 2 CV left", QB_EV_HIT, 0, 0, 2, QB_BE, FALSE,
    { "lui", "lui", "leur", "leur" }, { "gli", "le", "loro", "loro" } },
  { "stands in a column", QB_EV_DEPLOYED, 0, 0, 3, QB_BE, FALSE,
    { "place", "place", "placent", "placent" }, { "schiera", "schiera", "schierano", "schierano" } },
  { "stands in reserve", QB_EV_DEPLOYED, QB_SLOT_RESERVE, 0, 3, QB_BE, FALSE,
    { "place", "place", "placent", "placent" }, { "schiera", "schiera", "schierano", "schierano" } },
  { "fights in the skirmish", QB_EV_DEPLOYED, 4, 0, 3, QB_BE, FALSE,
    { "combat", "combat", "combattent", "combattent" },
    { "combatte", "combatte", "combattono", "combattono" } },
  { "joins a column", QB_EV_RESERVE, 1, 0, 3, QB_BE, FALSE,
    { "quitte", "quitte", "quittent", "quittent" }, { "passa", "passa", "passano", "passano" } },
  { "moves by road", QB_EV_MOVE, QB_MODE_LAND, 0, 0, QB_BE, FALSE,
    { "déplace", "déplace", "déplacent", "déplacent" },
    { "sposta", "sposta", "spostano", "spostano" } },
  { "moves by boat", QB_EV_MOVE, QB_MODE_AMPHIBIOUS, 0, 0, QB_BE, FALSE,
    { "déplace", "déplace", "déplacent", "déplacent" },
    { "sposta", "sposta", "spostano", "spostano" } },
  { "special move", QB_EV_MOVE, QB_MODE_SPECIAL, 0, 0, QB_BE, FALSE,
    { "fait", "fait", "font", "font" }, { "compie", "compie", "compiono", "compiono" } },
  { "withdraws", QB_EV_RETREAT, QB_MODE_SPECIAL, 1, 0, QB_BE, FALSE,
    { "retire", "retire", "retirent", "retirent" }, { "ritira", "ritira", "ritirano", "ritirano" } },
};

static gboolean
has_word (char *const *words,
          const char  *word)
{
  for (guint i = 0; words[i] != NULL; i++)
    if (strcmp (words[i], word) == 0)
      return TRUE;
  return FALSE;
}

/* Whether `text` uses the form of `grammar` and none of the others. */
static gboolean
agrees (const char        *text,
        const char *const *forms,
        QbGrammar          grammar)
{
  g_auto(GStrv) words = g_regex_split_simple ("[^\\p{L}]+", text, 0, 0);

  if (!has_word (words, forms[grammar]))
    return FALSE;
  for (int g = 0; g < 4; g++)
    if (strcmp (forms[g], forms[grammar]) != 0 && has_word (words, forms[g]))
      return FALSE;
  return TRUE;
}

static char *
agreement_text (const Agreement *ag,
                int              edition,
                int              b,
                int              viewer)
{
  QbEvent ev = rich_event (ag->type, QB_BLOCK_SIDE (b));

  ev.block = (int8_t) b;
  ev.a = (uint8_t) ag->a;
  ev.b = (uint8_t) ag->b;
  ev.cv = (int8_t) ag->cv;
  ev.zone = (uint8_t) ag->zone;
  ev.from = QB_SC;
  ev.why = (uint8_t) ag->why;
  if (viewer != QB_NO_SIDE)
    ev.vis = QB_VIS_PRIVATE;
  return qb_event_text (&ev, edition, viewer);
}

/* In each language every block has the gender and number of the table
 * above, its catalog entry is one of the four codes, and every sentence
 * with the block as its subject uses the matching verb or participle;
 * the sentence starts with the block's name as sentences use it (with
 * its article). A block the reader may not know is "un bloc" / "un
 * blocco": masculine singular. */
static void
check_agreement (gconstpointer data)
{
  const char *lang = data;
  char *labels[2][QB_NUM_BLOCKS];
  guint checked = 0;

  qb_test_use_language ("en");
  for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      {
        labels[edition][b] = qb_block_label (edition, b);
        /* English keeps its labels and one form for all. */
        g_assert_cmpstr (qb_ui_block_in_sentence (edition, b), ==, labels[edition][b]);
        g_assert_cmpint (qb_ui_block_grammar (edition, b), ==, QB_GRAMMAR_MASC_SING);
      }

  assert_catalog_used (lang);
  g_assert_cmpint (qb_ui_hidden_block_grammar (), ==, QB_GRAMMAR_MASC_SING);
  for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      {
        QbGrammar expected = expected_block_grammar (lang, edition, b);
        const char *code = g_dpgettext2 (GETTEXT_PACKAGE, "block grammar", labels[edition][b]);
        const char *in_sentence = qb_ui_block_in_sentence (edition, b);

        if (strcmp (code, qb_ui_grammar_code (expected)) != 0)
          g_error ("%s: %s (%s) is “%s” in the catalog, expected “%s”", lang,
                   qb_block_key (edition, b), labels[edition][b], code,
                   qb_ui_grammar_code (expected));
        g_assert_cmpint (qb_ui_block_grammar (edition, b), ==, expected);

        for (guint i = 0; i < G_N_ELEMENTS (agreements); i++)
          {
            const Agreement *ag = &agreements[i];
            const char *const *forms = strcmp (lang, "fr") == 0 ? ag->fr : ag->it;
            g_autofree char *text = NULL;
            g_autofree char *hidden = NULL;

            if (ag->french_only && QB_BLOCK_SIDE (b) != QB_FRENCH)
              continue;
            text = agreement_text (ag, edition, b, QB_NO_SIDE);
            g_assert_nonnull (text);
            if (!agrees (text, forms, expected))
              g_error ("%s: %s, %s (%s): “%s” does not use “%s”", lang, ag->what,
                       labels[edition][b], qb_ui_grammar_code (expected), text, forms[expected]);
            /* The name as sentences use it, with a capital to start. */
            if (!g_str_has_prefix (g_utf8_next_char (text), g_utf8_next_char (in_sentence)))
              g_error ("%s: “%s” does not start with “%s”", lang, text, in_sentence);
            checked++;

            /* The other side sees the block as "a French block" where
             * it may not know it. */
            hidden = agreement_text (ag, edition, b, 1 - QB_BLOCK_SIDE (b));
            if (hidden != NULL && strstr (hidden, in_sentence) == NULL
                && !agrees (hidden, forms, qb_ui_hidden_block_grammar ()))
              g_error ("%s: %s, hidden: “%s” does not use “%s”", lang, ag->what, hidden,
                       forms[qb_ui_hidden_block_grammar ()]);
          }
      }
  g_test_message ("%s: %u sentences agree with their block", lang, checked);
  g_assert_cmpuint (checked, >, 1000);
  for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
    for (int b = 0; b < QB_NUM_BLOCKS; b++)
      g_free (labels[edition][b]);
}

/* The check fails a sentence that does not agree. */
static void
test_check_catches_disagreement (void)
{
  const char *const eliminated[] = { "éliminé", "éliminée", "éliminés", "éliminées" };
  const char *const fires[] = { "tire", "tire", "tirent", "tirent" };

  g_assert_false (agrees ("Milice de Québec IV est éliminé à Beauport", eliminated, QB_GRAMMAR_FEM_SING));
  g_assert_true (agrees ("La milice de Québec IV est éliminée à Beauport", eliminated, QB_GRAMMAR_FEM_SING));
  g_assert_false (agrees ("Les troupes de la Marine tire : ⚅ — 1 touche", fires, QB_GRAMMAR_FEM_PLURAL));
  g_assert_true (agrees ("Les troupes de la Marine tirent : ⚅ — 1 touche", fires, QB_GRAMMAR_FEM_PLURAL));
  g_assert_false (agrees ("Le 28th tire et tirent", fires, QB_GRAMMAR_MASC_SING));
}

static void
test_no_locale (void)
{
  g_test_skip ("no UTF-8 locale (C.UTF-8) to test the translations in");
}

/* The check itself catches English: an English text fails it. */
static void
test_check_catches_english (void)
{
  g_autoptr(GPtrArray) names = block_names ();
  g_autofree char *word = NULL;
  g_autofree char *none = NULL;

  word = english_word_in ("La Sarre fires: ⚅⚂⚀ — 1 hit", names);
  g_assert_cmpstr (word, ==, "fires");
  none = english_word_in ("Light Infantry tire : ⚅⚂⚀ — 1 touche", names);
  g_assert_null (none);
}

int
main (int   argc,
      char *argv[])
{
  const char *test_locale;

  g_test_init (&argc, &argv, NULL);

  test_locale = qb_test_i18n_init ();

  g_test_add_func ("/text/i18n/check-catches-english", test_check_catches_english);
  g_test_add_func ("/text/i18n/check-catches-bad-zone-phrases", test_check_catches_bad_zone_phrases);
  g_test_add_func ("/text/i18n/check-catches-disagreement", test_check_catches_disagreement);
  if (test_locale == NULL)
    {
      g_test_add_func ("/text/i18n/no-locale", test_no_locale);
    }
  else
    {
      g_test_add_data_func ("/text/i18n/fr", "fr", check_language);
      g_test_add_data_func ("/text/i18n/it", "it", check_language);
      g_test_add_data_func ("/text/i18n/fr/zone-phrases", "fr", check_zone_phrases);
      g_test_add_data_func ("/text/i18n/it/zone-phrases", "it", check_zone_phrases);
      g_test_add_data_func ("/text/i18n/fr/agreement", "fr", check_agreement);
      g_test_add_data_func ("/text/i18n/it/agreement", "it", check_agreement);
    }

  return g_test_run ();
}
