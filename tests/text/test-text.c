/* test-text.c: the words of the game (log sentences, action labels,
 * prompts, titles, order summaries). No display needed: no gtk_init(). */
#include <glib.h>
#include <pango/pango.h>
#include <string.h>

#include "qb-action-text.h"
#include "qb-event-text.h"
#include "qb-ui-names.h"
#include "qb-text-test.h"

#define MAX_EVENTS 4096

/* ---- Helpers ------------------------------------------------------------ */

/* The order summary as `side`'s view shows it. */
static char *
summary_for (const QbState *s,
             int            side)
{
  QbView view;

  qb_view (s, side, &view);
  return qb_order_summary (&view);
}

/* GtkLabel takes <a> out of the markup before Pango sees it; do the same,
 * after checking that the whole is well-formed. */
static void
assert_valid_markup (const char *markup)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) links = g_regex_new ("</?a( [^>]*)?>", 0, 0, NULL);
  g_autofree char *wrapped = g_strconcat ("<markup>", markup, "</markup>", NULL);
  g_autofree char *without = NULL;
  GMarkupParser parser = { 0 };
  GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, NULL, NULL);

  if (!g_markup_parse_context_parse (context, wrapped, -1, &error)
      || !g_markup_parse_context_end_parse (context, &error))
    g_error ("not well-formed: “%s”: %s", markup, error->message);
  g_markup_parse_context_free (context);

  without = g_regex_replace_literal (links, markup, -1, 0, "", 0, NULL);
  if (!pango_parse_markup (without, -1, 0, NULL, NULL, NULL, &error))
    g_error ("Pango refuses “%s”: %s", without, error->message);
}

/* The markup's text, links and all, as a label would show it. */
static char *
markup_text (const char *markup)
{
  g_autoptr(GRegex) links = g_regex_new ("</?a( [^>]*)?>", 0, 0, NULL);
  g_autofree char *without = g_regex_replace_literal (links, markup, -1, 0, "", 0, NULL);
  char *text = NULL;

  g_assert_true (pango_parse_markup (without, -1, 0, NULL, &text, NULL, NULL));
  return text;
}

static gboolean
contains_marks (const char *text)
{
  return strstr (text, "\xee\x80\x80") != NULL || strstr (text, "\xee\x80\x81") != NULL
      || strstr (text, "\xee\x80\x82") != NULL;
}

/* Every name a French block goes by in the interface. */
static GPtrArray *
french_names (int edition)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    {
      g_ptr_array_add (names, g_strdup (qb_ui_block_name (edition, b)));
      g_ptr_array_add (names, g_strdup (qb_ui_block_short_name (edition, b)));
      g_ptr_array_add (names, qb_block_label (edition, b));
    }
  return names;
}

static void
assert_names_none (const char *text,
                   GPtrArray  *names,
                   gboolean    allow_ottawa)
{
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);

      if (allow_ottawa && strcmp (name, "Ottawa") == 0)
        continue;
      if (strstr (text, name) != NULL)
        g_error ("“%s” names the hidden block “%s”", text, name);
    }
}

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

/* Events whose sentence names a zone or river area. */
static gboolean
names_a_zone (int type,
              int a)
{
  if (type == QB_EV_VICTORY)
    return a == QB_WIN_BRITISH_ABRAHAM || a == QB_WIN_FRENCH_NO_ABRAHAM;
  switch (type)
    {
    case QB_EV_GAME_START:
    case QB_EV_MOVE_START:
    case QB_EV_TIDES:
    case QB_EV_ORDERS_WRITTEN:
    case QB_EV_ORDER_FAILED:
    case QB_EV_RESERVE:
    case QB_EV_FIRE:
    case QB_EV_HIT:
    case QB_EV_PURSUIT:
    case QB_EV_PURSUIT_SAVED:
      return FALSE;
    default:
      return TRUE;
    }
}

static void
check_event (const QbEvent *ev,
             int            edition,
             int            viewer)
{
  g_autofree char *text = qb_event_text (ev, edition, viewer);
  g_autofree char *markup = qb_event_markup (ev, edition, viewer);
  g_autofree char *shown = NULL;
  g_autofree char *rule = NULL;
  g_autofree char *expected = NULL;

  g_assert_true ((text == NULL) == (markup == NULL));
  if (text == NULL)
    return;
  g_assert_cmpstr (text, !=, "");
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_false (contains_marks (text));
  g_assert_false (contains_marks (markup));
  g_assert_false (g_unichar_islower (g_utf8_get_char (text)));
  assert_valid_markup (markup);

  /* The markup says the same as the text, with the rule at the end. */
  shown = markup_text (markup);
  rule = qb_rule_label (ev->rule);
  expected = ev->rule != 0 ? g_strdup_printf ("%s (%s)", text, rule) : g_strdup (text);
  g_assert_cmpstr (shown, ==, expected);
  if (ev->rule != 0)
    {
      g_autofree char *link = g_strdup_printf ("<a href=\"rule:%s\">%s</a>", rule, rule);
      g_assert_nonnull (strstr (markup, link));
    }
}

/* ---- Events ------------------------------------------------------------- */

static void
test_rule_label (void)
{
  const struct { uint16_t rule; const char *label; } cases[] = {
    { 171, "17.1" }, { 100, "10.0" }, { 24, "2.4" }, { 230, "23.0" }, { 2, "0.2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = qb_rule_label (cases[i].rule);
      g_assert_cmpstr (label, ==, cases[i].label);
    }
}

static void
test_every_event_type (void)
{
  for (int type = QB_EV_NONE + 1; type < QB_NUM_EVENT_TYPES; type++)
    for (int side = QB_BRITISH; side <= QB_NO_SIDE; side++)
      for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
        for (int viewer = QB_BRITISH; viewer <= QB_FRENCH; viewer++)
          for (int a = 0; a <= 3; a++)
            {
              QbEvent ev = rich_event (type, side);
              g_autofree char *text = NULL;
              g_autofree char *markup = NULL;

              ev.a = (uint8_t) a;
              text = qb_event_text (&ev, edition, viewer);
              markup = qb_event_markup (&ev, edition, viewer);
              if (text == NULL)
                g_error ("event %s has no sentence", qb_event_type_name (type));
              check_event (&ev, edition, viewer);
              if (names_a_zone (type, a) && strstr (markup, "<a href=\"zone:") == NULL)
                g_error ("%s: no zone link in “%s”", qb_event_type_name (type), markup);
            }

  /* Nothing to say about no event. */
  {
    QbEvent none = rich_event (QB_EV_NONE, QB_BRITISH);
    g_assert_null (qb_event_text (&none, QB_EDITION_REVISED, QB_BRITISH));
    g_assert_null (qb_event_markup (&none, QB_EDITION_REVISED, QB_BRITISH));
  }
}

static void
test_fire_sentence (void)
{
  QbEvent ev = rich_event (QB_EV_FIRE, QB_FRENCH);
  g_autofree char *text = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *two = NULL;

  ev.b = 0;
  text = qb_event_text (&ev, QB_EDITION_REVISED, QB_BRITISH);
  g_assert_cmpstr (text, ==, "La Sarre fires: ⚅⚂⚀ — 1 hit");
  markup = qb_event_markup (&ev, QB_EDITION_REVISED, QB_BRITISH);
  /* The dice as large faces (over 20 pixels, issue 14), in markup only. */
  g_assert_cmpstr (markup, ==, "La Sarre fires: <span font_size=\"20pt\" rise=\"-3072\">⚅⚂⚀</span> — 1 hit (<a href=\"rule:14.2\">14.2</a>)");

  ev.a = 2;
  two = qb_event_text (&ev, QB_EDITION_REVISED, QB_FRENCH);
  g_assert_cmpstr (two, ==, "La Sarre fires: ⚅⚂⚀ — 2 hits");
}

/* 16.2, 17.1, 17.2, 22.2, 22.4: a fire says whether it was doubled and why
 * (QbEvent.why); the event's rule section follows. */
static void
test_fire_why (void)
{
  static const struct {
    int type, why, rule;
    const char *text;
  } cases[] = {
    { QB_EV_FIRE, QB_WHY_LANDING, 171,
      "La Sarre fires: ⚅⚂⚀ — 1 hit; doubled: the attack came from the water" },
    { QB_EV_FIRE, QB_WHY_LANDED_ITSELF, 171,
      "La Sarre fires: ⚅⚂⚀ — 1 hit; not doubled: it came by water itself this move" },
    { QB_EV_FIRE, QB_WHY_RAID, 222, "La Sarre fires: ⚅⚂⚀ — 1 hit; doubled: a raid" },
    { QB_EV_FIRE, QB_WHY_RAID_RETURN, 222,
      "La Sarre fires: ⚅⚂⚀ — 1 hit; not doubled: return fire at a raid" },
    { QB_EV_PURSUIT, QB_WHY_ROUT_ACROSS, 172,
      "La Sarre fires in pursuit: ⚅⚂⚀ — 1 hit; doubled: a rout across the river" },
    { QB_EV_PURSUIT, QB_WHY_OTTAWA, 224,
      "La Sarre fires in pursuit: ⚅⚂⚀ — 1 hit; doubled: the Ottawa always fires doubled in pursuit" },
    { QB_EV_PURSUIT, QB_WHY_ROUT_BY_LAND, 162,
      "La Sarre fires in pursuit: ⚅⚂⚀ — 1 hit; not doubled: a rout over land" },
    { QB_EV_PURSUIT, QB_WHY_RETREAT_ACROSS, 172,
      "La Sarre fires in pursuit: ⚅⚂⚀ — 1 hit; not doubled: a retreat across the river, not a rout" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      QbEvent ev = rich_event (cases[i].type, QB_FRENCH);
      g_autofree char *markup = NULL;
      g_autofree char *text = NULL;

      ev.why = (uint8_t) cases[i].why;
      ev.rule = (uint16_t) cases[i].rule;
      ev.b = cases[i].why == QB_WHY_LANDING || cases[i].why == QB_WHY_RAID
             || cases[i].why == QB_WHY_ROUT_ACROSS || cases[i].why == QB_WHY_OTTAWA;
      g_autofree char *link = g_strdup_printf ("<a href=\"rule:%d.%d\">", cases[i].rule / 10,
                                               cases[i].rule % 10);

      text = qb_event_text (&ev, QB_EDITION_REVISED, QB_BRITISH);
      g_assert_cmpstr (text, ==, cases[i].text);
      markup = qb_event_markup (&ev, QB_EDITION_REVISED, QB_BRITISH);
      g_assert_nonnull (strstr (markup, link));
    }
}

static void
test_zone_links (void)
{
  QbEvent ev = rich_event (QB_EV_MOVE, QB_BRITISH);
  g_autofree char *text = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *hidden = NULL;

  ev.a = QB_MODE_LAND;
  ev.from = QB_LE;
  ev.zone = QB_ET;
  ev.rule = 61;
  ev.vis = QB_VIS_ANONYMOUS;
  text = qb_event_text (&ev, QB_EDITION_REVISED, QB_BRITISH);
  g_assert_cmpstr (text, ==, "28th moves by road from Lévis to Etchemin");
  markup = qb_event_markup (&ev, QB_EDITION_REVISED, QB_BRITISH);
  g_assert_cmpstr (markup, ==, "28th moves by road from <a href=\"zone:LE\">Lévis</a> to "
                               "<a href=\"zone:ET\">Etchemin</a> (<a href=\"rule:6.1\">6.1</a>)");
  hidden = qb_event_text (&ev, QB_EDITION_REVISED, QB_FRENCH);
  g_assert_cmpstr (hidden, ==, "A British block moves by road from Lévis to Etchemin");

  /* Names with markup characters are escaped. */
  {
    QbEvent orleans = rich_event (QB_EV_SETUP, QB_BRITISH);
    g_autofree char *m = NULL;

    orleans.block = QB_LOC_NONE;
    orleans.zone = QB_OR;
    orleans.a = 17;
    orleans.rule = 33;
    m = qb_event_markup (&orleans, QB_EDITION_REVISED, QB_FRENCH);
    g_assert_nonnull (strstr (m, "<a href=\"zone:OR\">Île d&apos;Orléans</a>")
                      ? m : strstr (m, "<a href=\"zone:OR\">Île d&#39;Orléans</a>"));
    g_assert_nonnull (strstr (m, "<a href=\"zone:BA\">"));
    assert_valid_markup (m);
  }
}

/* Hand-built French events that the British may see only anonymously, or
 * not at all, never name a French block. */
static void
test_hidden_hand_built (void)
{
  for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
    {
      g_autoptr(GPtrArray) names = french_names (edition);

      for (int type = QB_EV_NONE + 1; type < QB_NUM_EVENT_TYPES; type++)
        for (int vis = QB_VIS_ANONYMOUS; vis <= QB_VIS_PRIVATE; vis++)
          for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
            for (int a = 0; a <= 3; a++)
              {
                QbEvent ev = rich_event (type, QB_FRENCH);
                g_autofree char *text = NULL;
                g_autofree char *markup = NULL;
                /* These sentences are about the Ottawa's public deeds. */
                gboolean ottawa = type == QB_EV_RAID || type == QB_EV_SCOUT
                                  || type == QB_EV_OTTAWA_RETIRES;

                ev.block = (uint8_t) b;
                ev.block2 = (uint8_t) (b == QB_NUM_BLOCKS - 1 ? b - 1 : b + 1);
                ev.vis = (uint8_t) vis;
                ev.a = (uint8_t) a;
                text = qb_event_text (&ev, edition, QB_BRITISH);
                markup = qb_event_markup (&ev, edition, QB_BRITISH);
                if (vis == QB_VIS_PRIVATE)
                  {
                    g_assert_null (text);
                    g_assert_null (markup);
                    continue;
                  }
                g_assert_nonnull (text);
                assert_names_none (text, names, ottawa);
                assert_names_none (markup, names, ottawa);
                g_assert_null (strstr (text, "3 CV"));
                check_event (&ev, edition, QB_BRITISH);
              }
    }
}

typedef struct {
  QbState s;
  QbEvent events[MAX_EVENTS];
  QbEventSink sink;
} Game;

static void
game_new (Game    *g,
          int      edition,
          gboolean tides,
          guint64  seed)
{
  QbOptions options;

  memset (g, 0, sizeof *g);
  g->sink.events = g->events;
  g->sink.cap = MAX_EVENTS;
  qb_options_default (&options);
  options.edition = (uint8_t) edition;
  options.tides = tides ? 1 : 0;
  qb_init (&g->s, &options, seed, &g->sink);
}

/* Names of the enemy blocks the viewer does not know. */
static GPtrArray *
hidden_enemy_names (const QbView *view)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  int enemy = 1 - view->viewer;

  for (int b = QB_FIRST_BLOCK (enemy); b < QB_FIRST_BLOCK (enemy) + QB_BLOCKS_PER_SIDE; b++)
    if (view->blocks[b].type == QB_UNKNOWN)
      {
        const char *name = qb_ui_block_name (view->options.edition, b);

        /* Detachments and decoys share their names across the sides. */
        if (g_str_has_prefix (name, "Detachment") || g_str_has_prefix (name, "Decoy"))
          continue;
        g_ptr_array_add (names, qb_block_label (view->options.edition, b));
      }
  return names;
}

/* Random games: every event in words for both players, French secrets
 * never in the British text; every decision with a prompt, a title and
 * labels for all its legal actions, none naming a hidden enemy block. */
/* The masks below have a bit per phase and per event type. */
G_STATIC_ASSERT (QB_NUM_PHASES <= 32);
G_STATIC_ASSERT (QB_NUM_EVENT_TYPES <= 64);

static void
test_random_games (void)
{
  static QbAction legal[QB_MAX_ACTIONS];
  guint phases_seen = 0;
  guint64 types_seen = 0;

  for (guint64 seed = 1; seed <= 16; seed++)
    {
      Game *g = g_new0 (Game, 1);
      int edition = (int) (seed % 2);
      g_autoptr(GPtrArray) names = french_names (edition);
      QbRng chooser;

      game_new (g, edition, seed % 3 == 0, seed);
      qb_rng_seed (&chooser, seed, 99);
      for (int step = 0; step < 4000; step++)
        {
          for (size_t i = 0; i < g->sink.len; i++)
            {
              const QbEvent *ev = &g->events[i];
              g_autofree char *british = qb_event_text (ev, edition, QB_BRITISH);

              types_seen |= G_GUINT64_CONSTANT (1) << ev->type;
              check_event (ev, edition, QB_BRITISH);
              check_event (ev, edition, QB_FRENCH);
              check_event (ev, edition, QB_NO_SIDE);
              if (british == NULL)
                g_assert_true (ev->side == QB_FRENCH && ev->vis == QB_VIS_PRIVATE);
              if (ev->side == QB_FRENCH && ev->vis != QB_VIS_PUBLIC && british != NULL)
                assert_names_none (british, names, FALSE);
            }
          g->sink.len = 0;

          for (int viewer = QB_BRITISH; viewer <= QB_NO_SIDE; viewer++)
            {
              QbView view;
              g_autofree char *prompt = NULL;
              g_autofree char *title = NULL;

              qb_view (&g->s, viewer, &view);
              prompt = qb_prompt_text (&view);
              title = qb_phase_title (&view);
              g_assert_true (prompt != NULL && *prompt != '\0');
              g_assert_true (title != NULL && *title != '\0');
            }
          if (qb_is_over (&g->s))
            break;

          {
            size_t n = qb_legal_actions (&g->s, legal, QB_MAX_ACTIONS);
            QbView view;
            g_autoptr(GPtrArray) hidden = NULL;

            phases_seen |= 1u << g->s.phase;
            qb_view (&g->s, g->s.decider, &view);
            hidden = hidden_enemy_names (&view);
            for (size_t i = 0; i < n; i++)
              {
                g_autofree char *label = qb_action_text (&view, legal[i]);

                g_assert_true (label != NULL && *label != '\0');
                g_assert_null (strchr (label, '?'));
                assert_names_none (label, hidden, FALSE);
              }
            if (g->s.phase == QB_PHASE_ORDERS)
              {
                g_autofree char *summary = summary_for (&g->s, g->s.decider);
                g_assert_true (summary != NULL && *summary != '\0');
              }
            g_assert_cmpuint (n, >, 0);
            g_assert_true (qb_apply (&g->s, legal[qb_rng_below (&chooser, (uint32_t) n)], &g->sink, NULL));
          }
        }
      g_free (g);
    }
  g_test_message ("phases seen: %x, event types seen: %" G_GINT64_MODIFIER "x", phases_seen, types_seen);
  /* The common phases and events come up in random games. */
  g_assert_true (phases_seen & (1u << QB_PHASE_ORDERS));
  g_assert_true (phases_seen & (1u << QB_PHASE_FIRE));
  g_assert_true (types_seen & (G_GUINT64_CONSTANT (1) << QB_EV_MOVE));
  g_assert_true (types_seen & (G_GUINT64_CONSTANT (1) << QB_EV_FIRE));
}

/* ---- Decisions ---------------------------------------------------------- */

static void
test_every_phase (void)
{
  for (int phase = 0; phase < QB_NUM_PHASES; phase++)
    for (int viewer = QB_BRITISH; viewer <= QB_FRENCH; viewer++)
      for (int other = 0; other <= 1; other++)
        {
          QbView view;
          g_autofree char *prompt = NULL;
          g_autofree char *title = NULL;

          base_view (&view, phase, viewer);
          if (other)
            view.decider = (uint8_t) (1 - viewer);
          if (phase == QB_PHASE_GAME_OVER)
            {
              view.winner = QB_FRENCH;
              view.win_reason = QB_WIN_FRENCH_UNDER_20;
            }
          prompt = qb_prompt_text (&view);
          title = qb_phase_title (&view);
          g_assert_true (prompt != NULL && *prompt != '\0');
          g_assert_true (title != NULL && *title != '\0');
          g_assert_true (g_utf8_validate (prompt, -1, NULL));
          if (other && phase != QB_PHASE_GAME_OVER)
            g_assert_true (g_str_has_prefix (prompt, "Waiting for the"));
          /* Issue 14: the player at the screen reads which side acts. The
           * French alone deploy, desert, lose supplies and withdraw the
           * Ottawa. */
          if (!other && phase != QB_PHASE_GAME_OVER
              && (viewer == QB_FRENCH
                  || (phase != QB_PHASE_FRENCH_SETUP && phase != QB_PHASE_DESERTION
                      && phase != QB_PHASE_SUPPLY && phase != QB_PHASE_OTTAWA_RETREAT)))
            {
              g_assert_nonnull (strstr (prompt, viewer == QB_BRITISH ? "The British " : "The French "));
              g_assert_null (strstr (prompt, " your "));
            }
        }
}

static void
test_prompts_and_titles (void)
{
  QbView view;
  const struct { int phase; int viewer; const char *prompt; const char *title; } cases[] = {
    { QB_PHASE_FRENCH_SETUP, QB_FRENCH,
      "The French deploy their blocks in the nine zones other than Île d'Orléans (3.4): 12 left.",
      "French deployment" },
    { QB_PHASE_ORDERS, QB_BRITISH, "The British write their orders for campaign move 3.", "Move 3 of 16 — British orders" },
    { QB_PHASE_ORDERS, QB_FRENCH, "The French write their orders for campaign move 3.", "Move 3 of 16 — French orders" },
    { QB_PHASE_ALLOCATE, QB_FRENCH,
      "Battle in Beauport, turn 2. The French choose who takes the hit: 2 hits to allocate (14.2).",
      "Move 3 of 16 — Battle in Beauport, turn 2" },
    { QB_PHASE_FIRE, QB_BRITISH, "Battle in Beauport, turn 2. The British choose the next block to fire (13.1 c).",
      "Move 3 of 16 — Battle in Beauport, turn 2" },
    { QB_PHASE_DEPLOY, QB_BRITISH, NULL, "Move 3 of 16 — Battle in Beauport: deployment" },
    { QB_PHASE_GAME_OVER, QB_BRITISH, "The game is over.", "Game over" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *prompt = NULL;
      g_autofree char *title = NULL;

      base_view (&view, cases[i].phase, cases[i].viewer);
      prompt = qb_prompt_text (&view);
      title = qb_phase_title (&view);
      if (cases[i].prompt != NULL)
        g_assert_cmpstr (prompt, ==, cases[i].prompt);
      g_assert_cmpstr (title, ==, cases[i].title);
    }

  /* The open view (hiding off) speaks to whoever decides. */
  {
    g_autofree char *prompt = NULL;
    g_autofree char *title = NULL;

    base_view (&view, QB_PHASE_ORDERS, QB_NO_SIDE);
    view.decider = QB_FRENCH;
    prompt = qb_prompt_text (&view);
    title = qb_phase_title (&view);
    g_assert_cmpstr (prompt, ==, "The French write their orders for campaign move 3.");
    g_assert_cmpstr (title, ==, "Move 3 of 16 — French orders");
  }

  /* Issue 14: a raid and a scout are the Ottawa's missions, not battles,
   * and have no turns. */
  {
    g_autofree char *prompt = NULL;
    g_autofree char *title = NULL;
    g_autofree char *scout_prompt = NULL;
    g_autofree char *scout_title = NULL;

    base_view (&view, QB_PHASE_FIRE, QB_BRITISH);
    view.battle.kind = QB_BATTLE_RAID;
    view.battle.turn = 0;
    prompt = qb_prompt_text (&view);
    title = qb_phase_title (&view);
    g_assert_cmpstr (prompt, ==, "Raid in Beauport. The British choose the next block to fire (13.1 c).");
    g_assert_cmpstr (title, ==, "Move 3 of 16 — Raid in Beauport");

    base_view (&view, QB_PHASE_OTTAWA_RETREAT, QB_FRENCH);
    view.battle.kind = QB_BATTLE_SCOUT;
    view.battle.zone = QB_OR;
    view.battle.turn = 0;
    scout_prompt = qb_prompt_text (&view);
    scout_title = qb_phase_title (&view);
    g_assert_cmpstr (scout_title, ==, "Move 3 of 16 — Scout on Île d'Orléans");
    g_assert_null (strstr (scout_prompt, "Battle"));
    g_assert_null (strstr (scout_prompt, "turn"));
    g_assert_nonnull (strstr (scout_prompt, "The French "));
  }

  /* The defender's deployment counts the blocks left to place. */
  {
    g_autofree char *prompt = NULL;

    base_view (&view, QB_PHASE_DEPLOY, QB_BRITISH);
    view.battle.defender = QB_BRITISH;
    view.blocks[1].loc = QB_BE;
    view.blocks[1].slot = QB_SLOT_NONE;
    view.blocks[2].loc = QB_BE;
    view.blocks[2].slot = 0;
    prompt = qb_prompt_text (&view);
    g_assert_cmpstr (prompt, ==, "Battle in Beauport. The British deploy their blocks into three columns and a reserve (12.1): 1 left.");
  }
}

/* Issue 14: a move where both sides stood says so; a move with any block
 * or ship moving, or the British orders alone, say nothing. */
static void
test_quiet_move (void)
{
  QbEvent british = { 0 }, french = { 0 }, start = { 0 }, tides = { 0 }, move = { 0 }, ship = { 0 };
  g_autofree char *quiet = NULL;
  g_autofree char *no_start = NULL;

  british.type = QB_EV_ORDERS_WRITTEN;
  british.side = QB_BRITISH;
  french.type = QB_EV_ORDERS_WRITTEN;
  french.side = QB_FRENCH;
  start.type = QB_EV_MOVE_START;
  start.a = 4;
  tides.type = QB_EV_TIDES;
  move.type = QB_EV_MOVE;
  move.side = QB_FRENCH;
  ship.type = QB_EV_SHIP_MOVE;
  ship.side = QB_BRITISH;

  {
    QbEvent events[] = { french, tides, start };
    quiet = qb_quiet_move_text (events, G_N_ELEMENTS (events), 4);
    g_assert_cmpstr (quiet, ==, "Campaign move 3 was quiet: both sides stood and nothing moved.");
  }
  {
    /* The next move's start did not come (a decision first). */
    QbEvent events[] = { french };
    no_start = qb_quiet_move_text (events, G_N_ELEMENTS (events), 7);
    g_assert_cmpstr (no_start, ==, "Campaign move 7 was quiet: both sides stood and nothing moved.");
  }
  {
    QbEvent events[] = { french, move, start };
    g_assert_null (qb_quiet_move_text (events, G_N_ELEMENTS (events), 4));
  }
  {
    QbEvent events[] = { french, ship, start };
    g_assert_null (qb_quiet_move_text (events, G_N_ELEMENTS (events), 4));
  }
  {
    QbEvent events[] = { british };
    g_assert_null (qb_quiet_move_text (events, G_N_ELEMENTS (events), 3));
  }
  {
    /* Moves before the French orders are another action's business. */
    QbEvent events[] = { move, french, start };
    g_autofree char *text = qb_quiet_move_text (events, G_N_ELEMENTS (events), 4);
    g_assert_nonnull (text);
  }
  g_assert_null (qb_quiet_move_text (NULL, 0, 3));
}

/* A view of a real position, from the British side. */
static void
british_view (QbState *s,
              QbView  *view)
{
  QbOptions options;
  const char *reason = NULL;

  memset (s, 0, sizeof *s);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    s->blocks[b].loc = QB_LOC_ELIMINATED;
  for (int b = 21; b <= 24; b++)
    s->blocks[b].loc = QB_LOC_BASON;
  for (int b = 0; b < 8; b++)
    {
      s->blocks[b].loc = QB_OR;
      s->blocks[b].cv = 4;
    }
  s->blocks[0].loc = QB_LE;     /* 15th */
  s->blocks[26].loc = QB_BE;    /* La Sarre */
  s->blocks[26].cv = 3;
  s->blocks[34].loc = QB_BE;    /* Quebec Militia III */
  s->blocks[34].cv = 2;
  qb_options_default (&options);
  g_assert_true (qb_init_position (s, &options, 1, NULL, &reason));
  g_assert_cmpint (s->phase, ==, QB_PHASE_ORDERS);
  qb_view (s, QB_BRITISH, view);
}

static void
test_action_labels (void)
{
  QbState s;
  QbView view;
  const struct { QbAction a; const char *label; } cases[] = {
    { { QB_ACT_ORDER_MOVE, 0, QB_ET, QB_MODE_LAND }, "Move 15th: Lévis → Etchemin by road" },
    { { QB_ACT_ORDER_MOVE, 1, QB_BE, QB_MODE_AMPHIBIOUS }, "Move 28th: Île d'Orléans → Beauport by boat" },
    { { QB_ACT_ORDER_SHIP, 21, 0, 0 }, "Ship Neptune upriver" },
    { { QB_ACT_ORDER_OTTAWA, 0, QB_BE, QB_MISSION_RAID }, "Ottawa to Beauport and raid" },
    { { QB_ACT_ORDER_CLEAR, 0, 0, 0 }, "Clear the order" },
    { { QB_ACT_ORDER_DONE, 0, 0, 0 }, "Stand" },
    { { QB_ACT_CHOOSE_BATTLE, 0, QB_LE, 0 }, "Fight in Lévis first" },
    { { QB_ACT_CHOOSE_SITE, 0, QB_ET, 0 }, "Battle in Etchemin" },
    { { QB_ACT_DEPLOY, 1, 0, 0 }, "Put 28th in the left column" },
    { { QB_ACT_DEPLOY, 1, 0, QB_SLOT_RESERVE }, "Put 28th in reserve" },
    { { QB_ACT_RETREAT, 0, QB_BE, QB_MODE_LAND }, "Retreat to Beauport" },
    { { QB_ACT_STAND, 0, 0, 0 }, "Stand and fight" },
    { { QB_ACT_EMBARK, 1, 0, 0 }, "Embark 28th" },
    { { QB_ACT_EMBARK_DONE, 0, 0, 0 }, "Done embarking" },
    { { QB_ACT_COMMIT, 1, 0, 1 }, "Commit 28th to the centre column" },
    { { QB_ACT_NO_COMMIT, 0, 0, 0 }, "Keep the reserve" },
    { { QB_ACT_FIRE, 1, 0, 0 }, "Fire 28th (4 dice)" },
    { { QB_ACT_HIT, 1, 0, 0 }, "Hit on 28th (4 CV)" },
    { { QB_ACT_OTTAWA_RETREAT, 0, QB_SI, 0 }, "Ottawa withdraws to Sillery" },
    { { QB_ACT_TRANSFER, 0, 1, 0 }, "Transfer 1 CV from 15th to 28th" },
    { { QB_ACT_TRANSFER_DONE, 0, 0, 0 }, "Done with transfers" },
    { { QB_ACT_PLACE, 1, QB_BE, 0 }, "Place 28th in Beauport" },
  };

  british_view (&s, &view);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = qb_action_text (&view, cases[i].a);
      g_assert_cmpstr (label, ==, cases[i].label);
    }

  /* Every action type has words. */
  for (int type = 0; type < QB_NUM_ACTION_TYPES; type++)
    {
      QbAction a = { (uint8_t) type, 1, QB_BE, 0 };
      QbAction bad = { (uint8_t) type, 200, 200, 200 };
      g_autofree char *label = qb_action_text (&view, a);
      g_autofree char *odd = qb_action_text (&view, bad);

      g_assert_true (label != NULL && *label != '\0');
      g_assert_true (odd != NULL && *odd != '\0');
    }

  /* A French view: the militia's names, the French blocks, no British
   * secrets. */
  {
    QbView french;
    QbAction desert = { QB_ACT_DESERT, 34, 0, 0 };
    QbAction supply = { QB_ACT_SUPPLY_LOSS, 39, 0, 0 };
    QbAction place = { QB_ACT_PLACE, 26, QB_BE, 0 };
    g_autofree char *d = NULL;
    g_autofree char *m = NULL;
    g_autofree char *p = NULL;

    qb_view (&s, QB_FRENCH, &french);
    d = qb_action_text (&french, desert);
    m = qb_action_text (&french, supply);
    p = qb_action_text (&french, place);
    g_assert_cmpstr (d, ==, "Remove Québec Militia III (desertion)");
    g_assert_cmpstr (m, ==, "Remove Montréal Militia I (supplies)");
    g_assert_cmpstr (p, ==, "Place La Sarre in Beauport");
  }
}

static void
test_fire_doubled (void)
{
  QbState s;
  QbView view;
  QbAction fire = { QB_ACT_FIRE, 1, 0, 0 };

  british_view (&s, &view);
  view.battle.active = 1;
  view.battle.turn = 1;
  view.battle.by_sea = 1;
  view.battle.defender = QB_BRITISH;
  view.battle.side = QB_BRITISH;
  {
    g_autofree char *label = qb_action_text (&view, fire);
    g_assert_cmpstr (label, ==, "Fire 28th (8 dice, doubled)");
  }
  view.options.edition = QB_EDITION_CLASSIC;
  {
    g_autofree char *label = qb_action_text (&view, fire);
    g_assert_cmpstr (label, ==, "Fire 28th (4 dice, hits on 5 and 6)");
  }
}

static void
test_order_summary (void)
{
  QbState s;
  QbView view;
  const QbAction moves[] = {
    { QB_ACT_ORDER_MOVE, 1, QB_BE, QB_MODE_AMPHIBIOUS },
    { QB_ACT_ORDER_MOVE, 2, QB_BE, QB_MODE_AMPHIBIOUS },
    { QB_ACT_ORDER_MOVE, 3, QB_LE, QB_MODE_AMPHIBIOUS },
  };

  british_view (&s, &view);
  {
    g_autofree char *summary = summary_for (&s, QB_BRITISH);
    g_assert_cmpstr (summary, ==, "Stand");
  }
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (qb_apply (&s, moves[i], NULL, NULL));
  {
    g_autofree char *summary = summary_for (&s, QB_BRITISH);
    g_assert_cmpstr (summary, ==, "Île d'Orléans → Beauport: 28th, 35th (boat); → Lévis: 43rd (boat)");
  }
  /* The summary is the view's own order: the French and the public view
   * know nothing of the British draft; the open view shows the decider's. */
  {
    g_autofree char *french = summary_for (&s, QB_FRENCH);
    g_autofree char *public = summary_for (&s, QB_PUBLIC);
    g_autofree char *open = summary_for (&s, QB_NO_SIDE);

    g_assert_cmpstr (french, ==, "Stand");
    g_assert_cmpstr (public, ==, "Stand");
    g_assert_cmpstr (open, ==, "Île d'Orléans → Beauport: 28th, 35th (boat); → Lévis: 43rd (boat)");
  }
  qb_view (&s, QB_BRITISH, &view);
  {
    QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
    g_autofree char *label = qb_action_text (&view, done);
    g_assert_cmpstr (label, ==, "Confirm the order");
  }

  /* Ships. */
  {
    QbAction clear = { QB_ACT_ORDER_CLEAR, 0, 0, 0 };
    QbAction up1 = { QB_ACT_ORDER_SHIP, 21, 0, 0 };
    QbAction up2 = { QB_ACT_ORDER_SHIP, 23, 0, 0 };
    g_autofree char *summary = NULL;

    g_assert_true (qb_apply (&s, clear, NULL, NULL));
    g_assert_true (qb_apply (&s, up1, NULL, NULL));
    g_assert_true (qb_apply (&s, up2, NULL, NULL));
    summary = summary_for (&s, QB_BRITISH);
    g_assert_cmpstr (summary, ==, "Ships: Neptune, Stirling Castle upriver");
  }

  /* The Ottawa's special order. */
  {
    QbState copy = s;
    g_autofree char *summary = NULL;

    copy.order[QB_FRENCH].origin = QB_SI;
    copy.order[QB_FRENCH].ottawa_dest = QB_OR;
    copy.order[QB_FRENCH].mission = QB_MISSION_SCOUT;
    summary = summary_for (&copy, QB_FRENCH);
    g_assert_cmpstr (summary, ==, "Ottawa to Île d'Orléans and scout");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/rule-label", test_rule_label);
  g_test_add_func ("/text/events/every-type", test_every_event_type);
  g_test_add_func ("/text/events/14.2/fire", test_fire_sentence);
  g_test_add_func ("/text/events/17.1/fire-why", test_fire_why);
  g_test_add_func ("/text/events/zone-links", test_zone_links);
  g_test_add_func ("/text/events/hidden-hand-built", test_hidden_hand_built);
  g_test_add_func ("/text/random-games", test_random_games);
  g_test_add_func ("/text/prompts/every-phase", test_every_phase);
  g_test_add_func ("/text/prompts/examples", test_prompts_and_titles);
  g_test_add_func ("/text/events/quiet-move", test_quiet_move);
  g_test_add_func ("/text/actions/labels", test_action_labels);
  g_test_add_func ("/text/actions/17.1/fire-doubled", test_fire_doubled);
  g_test_add_func ("/text/orders/summary", test_order_summary);

  return g_test_run ();
}
