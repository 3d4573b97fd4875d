/* test-event-story.c: the log as a story (issue 14, item 5): headings,
 * the side of each line, and the blocks that moved together at a reveal
 * told in one line, never saying more than the events it tells. No
 * display needed. */
#include <glib.h>
#include <pango/pango.h>
#include <string.h>

#include "qb-event-story.h"
#include "qb-event-text.h"

static QbEvent
event (int type,
       int side,
       uint16_t rule)
{
  QbEvent ev;

  memset (&ev, 0, sizeof ev);
  ev.type = (uint8_t) type;
  ev.side = (uint8_t) side;
  ev.block = ev.block2 = ev.zone = ev.from = QB_LOC_NONE;
  ev.rule = rule;
  return ev;
}

static QbEvent
move (int block,
      int from,
      int to,
      int mode)
{
  QbEvent ev = event (QB_EV_MOVE, block < QB_FIRST_BLOCK (QB_FRENCH) ? QB_BRITISH : QB_FRENCH,
                      mode == QB_MODE_AMPHIBIOUS ? 72 : 61);

  ev.block = (uint8_t) block;
  ev.from = (uint8_t) from;
  ev.zone = (uint8_t) to;
  ev.a = (uint8_t) mode;
  ev.vis = QB_VIS_ANONYMOUS;   /* as the engine emits moves (qb-orders.c) */
  return ev;
}

/* A reveal of campaign move 5: the French orders set it going; four
 * British blocks cross by boat from Île d'Orléans to Lévis, one to
 * Beauport, two French blocks march from Beauport to Montmorency and one
 * to Abraham. Block numbers are common to both editions. */
static guint
reveal (QbEvent *events)
{
  guint n = 0;

  events[n] = event (QB_EV_MOVE_START, QB_BRITISH, 41);
  events[n++].a = 5;
  events[n++] = event (QB_EV_ORDERS_WRITTEN, QB_BRITISH, 92);
  events[n++] = event (QB_EV_ORDERS_WRITTEN, QB_FRENCH, 92);
  events[n++] = move (0, QB_OR, QB_LE, QB_MODE_AMPHIBIOUS);
  events[n++] = move (25, QB_BE, QB_MO, QB_MODE_LAND);
  events[n++] = move (1, QB_OR, QB_LE, QB_MODE_AMPHIBIOUS);
  events[n++] = move (2, QB_OR, QB_BE, QB_MODE_AMPHIBIOUS);
  events[n++] = move (26, QB_BE, QB_MO, QB_MODE_LAND);
  events[n++] = move (3, QB_OR, QB_LE, QB_MODE_AMPHIBIOUS);
  events[n++] = move (27, QB_BE, QB_AB, QB_MODE_LAND);
  events[n++] = move (4, QB_OR, QB_LE, QB_MODE_AMPHIBIOUS);
  return n;
}

static const QbStoryLine *
line_at (GPtrArray *story,
         guint      i)
{
  g_assert_cmpuint (i, <, story->len);
  return g_ptr_array_index (story, i);
}

static void
assert_markup_parses (const char *markup)
{
  g_autoptr(GRegex) links = g_regex_new ("</?a( [^>]*)?>", 0, 0, NULL);
  g_autofree char *without = g_regex_replace_literal (links, markup, -1, 0, "", 0, NULL);
  g_autoptr(GError) error = NULL;

  if (!pango_parse_markup (without, -1, 0, NULL, NULL, NULL, &error))
    g_error ("Pango refuses “%s”: %s", markup, error->message);
}

/* No French block's name anywhere in `text`. */
static void
assert_no_french_name (const char *text)
{
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_FIRST_BLOCK (QB_FRENCH) + QB_BLOCKS_PER_SIDE; b++)
    for (int edition = QB_EDITION_REVISED; edition <= QB_EDITION_CLASSIC; edition++)
      {
        g_autofree char *name = qb_block_label (edition, b);
        if (strstr (text, name) != NULL)
          g_error ("“%s” names the French block %s", text, name);
      }
}

/* The British see their own moves grouped with the blocks' names, and
 * the French moves grouped by count only, as each French move alone says
 * only “A French block moves...”. */
static void
test_reveal_british (void)
{
  QbEvent events[16];
  guint n = reveal (events);
  g_autoptr(GPtrArray) story = qb_event_story (events, n, QB_EDITION_REVISED, QB_BRITISH);
  g_autofree char *names = NULL;
  g_autofree char *want = NULL;
  g_autofree char *single_british = qb_event_text (&events[6], QB_EDITION_REVISED, QB_BRITISH);
  g_autofree char *single_french = qb_event_text (&events[9], QB_EDITION_REVISED, QB_BRITISH);
  const QbStoryLine *line;

  for (guint i = 0; i < story->len; i++)
    g_test_message ("%u: %s", i, line_at (story, i)->text);
  /* The heading, two "orders written", the British group, the French
   * group, one British and one French block alone. */
  g_assert_cmpuint (story->len, ==, 7);

  line = line_at (story, 0);
  g_assert_cmpint (line->kind, ==, QB_STORY_MOVE_HEADING);
  g_assert_true (qb_story_line_is_heading (line));
  g_assert_cmpint (line->side, ==, QB_NO_SIDE);

  line = line_at (story, 1);
  g_assert_cmpint (line->kind, ==, QB_STORY_EVENT);
  g_assert_cmpint (line->side, ==, QB_BRITISH);
  g_assert_cmpint (line_at (story, 2)->side, ==, QB_FRENCH);

  /* The British group where its first move was, with the four names. */
  line = line_at (story, 3);
  g_assert_cmpint (line->kind, ==, QB_STORY_MOVES);
  g_assert_false (qb_story_line_is_heading (line));
  g_assert_cmpint (line->side, ==, QB_BRITISH);
  g_assert_cmpuint (line->first, ==, 3);
  g_assert_cmpuint (line->n_events, ==, 4);
  g_assert_cmpuint (line->rule, ==, 72);
  {
    g_autofree char *a = qb_block_label (QB_EDITION_REVISED, 0);
    g_autofree char *b = qb_block_label (QB_EDITION_REVISED, 1);
    g_autofree char *c = qb_block_label (QB_EDITION_REVISED, 3);
    g_autofree char *d = qb_block_label (QB_EDITION_REVISED, 4);
    names = g_strjoin (", ", a, b, c, d, NULL);
  }
  want = g_strdup_printf ("The British move 4 blocks from Île d'Orléans to Lévis by boat: %s", names);
  g_assert_cmpstr (line->text, ==, want);
  assert_markup_parses (line->markup);
  g_assert_nonnull (strstr (line->markup, "<a href=\"zone:OR\">"));
  g_assert_nonnull (strstr (line->markup, "<a href=\"zone:LE\">"));
  g_assert_nonnull (strstr (line->markup, "<a href=\"rule:7.2\">7.2</a>"));

  /* The French pair: a count, no names, as its parts say. */
  line = line_at (story, 4);
  g_assert_cmpint (line->kind, ==, QB_STORY_MOVES);
  g_assert_cmpint (line->side, ==, QB_FRENCH);
  g_assert_cmpuint (line->n_events, ==, 2);
  g_assert_cmpstr (line->text, ==, "The French move 2 blocks from Beauport to Montmorency by road");
  assert_no_french_name (line->text);
  assert_no_french_name (line->markup);

  /* A block alone keeps its own sentence. */
  g_assert_cmpint (line_at (story, 5)->kind, ==, QB_STORY_EVENT);
  g_assert_cmpstr (line_at (story, 5)->text, ==, single_british);
  g_assert_cmpstr (line_at (story, 6)->text, ==, single_french);
  g_assert_cmpstr (single_french, ==, "A French block moves by road from Beauport to Abraham");
  for (guint i = 0; i < story->len; i++)
    assert_no_french_name (line_at (story, i)->markup);
}

/* The French see their own names and only a count of the British. */
static void
test_reveal_french (void)
{
  QbEvent events[16];
  guint n = reveal (events);
  g_autoptr(GPtrArray) story = qb_event_story (events, n, QB_EDITION_REVISED, QB_FRENCH);
  g_autofree char *french = NULL;

  g_assert_cmpuint (story->len, ==, 7);
  g_assert_cmpstr (line_at (story, 3)->text, ==, "The British move 4 blocks from Île d'Orléans to Lévis by boat");
  g_autofree char *a = qb_block_label (QB_EDITION_REVISED, 25);
  g_autofree char *b = qb_block_label (QB_EDITION_REVISED, 26);
  french = g_strdup_printf ("The French move 2 blocks from Beauport to Montmorency by road: %s, %s", a, b);
  g_assert_cmpstr (line_at (story, 4)->text, ==, french);
}

/* A move the viewer may not see at all is not counted: the line says how
 * many moves the viewer saw, no more. */
static void
test_unseen_not_counted (void)
{
  QbEvent events[16];
  guint n = reveal (events);
  g_autoptr(GPtrArray) british = NULL;
  g_autoptr(GPtrArray) french = NULL;

  events[5].vis = QB_VIS_PRIVATE;   /* the British block 1's move */
  french = qb_event_story (events, n, QB_EDITION_REVISED, QB_FRENCH);
  g_assert_cmpuint (line_at (french, 3)->n_events, ==, 3);
  g_assert_cmpstr (line_at (french, 3)->text, ==, "The British move 3 blocks from Île d'Orléans to Lévis by boat");
  /* The British saw all four. */
  british = qb_event_story (events, n, QB_EDITION_REVISED, QB_BRITISH);
  g_assert_cmpuint (line_at (british, 3)->n_events, ==, 4);
}

/* Moves of different reveals (another event between them) or ways are
 * never one line. */
static void
test_runs_apart (void)
{
  QbEvent events[8];
  guint n = 0;
  g_autoptr(GPtrArray) story = NULL;

  events[n++] = move (0, QB_OR, QB_LE, QB_MODE_AMPHIBIOUS);
  events[n++] = move (1, QB_OR, QB_LE, QB_MODE_LAND);
  events[n++] = event (QB_EV_FIRST_OCCUPATION, QB_BRITISH, 200);
  events[n - 1].zone = QB_LE;
  events[n++] = move (2, QB_OR, QB_LE, QB_MODE_AMPHIBIOUS);
  story = qb_event_story (events, n, QB_EDITION_REVISED, QB_NO_SIDE);
  g_assert_cmpuint (story->len, ==, 4);
  for (guint i = 0; i < story->len; i++)
    {
      g_assert_cmpint (line_at (story, i)->kind, ==, QB_STORY_EVENT);
      g_assert_cmpuint (line_at (story, i)->n_events, ==, 1);
    }
}

/* Battles and the end are headings; a fire is its side's line. */
static void
test_headings (void)
{
  QbEvent events[4];
  g_autoptr(GPtrArray) story = NULL;

  events[0] = event (QB_EV_BATTLE, QB_FRENCH, 110);
  events[0].zone = QB_BE;
  events[1] = event (QB_EV_FIRE, QB_BRITISH, 142);
  events[1].block = 0;
  events[1].zone = QB_BE;
  events[1].ndice = 2;
  events[1].dice[0] = 5;
  events[1].dice[1] = 6;
  events[2] = event (QB_EV_VICTORY, QB_BRITISH, 51);
  events[2].a = QB_WIN_BRITISH_ABRAHAM;
  story = qb_event_story (events, 3, QB_EDITION_REVISED, QB_PUBLIC);
  g_assert_cmpuint (story->len, ==, 3);
  g_assert_cmpint (line_at (story, 0)->kind, ==, QB_STORY_BATTLE_HEADING);
  g_assert_cmpint (line_at (story, 0)->side, ==, QB_NO_SIDE);
  g_assert_cmpint (line_at (story, 1)->kind, ==, QB_STORY_EVENT);
  g_assert_cmpint (line_at (story, 1)->side, ==, QB_BRITISH);
  /* The dice as large faces: a five and a six told apart. */
  g_assert_nonnull (strstr (line_at (story, 1)->markup, "font_size=\"20pt\""));
  g_assert_nonnull (strstr (line_at (story, 1)->text, "⚄⚅"));
  assert_markup_parses (line_at (story, 1)->markup);
  g_assert_cmpint (line_at (story, 2)->kind, ==, QB_STORY_END_HEADING);
  g_assert_cmpint (line_at (story, 2)->side, ==, QB_BRITISH);

  /* Nothing, and an event nobody sees, make no line. */
  g_ptr_array_unref (story);
  story = qb_event_story (NULL, 0, QB_EDITION_REVISED, QB_BRITISH);
  g_assert_cmpuint (story->len, ==, 0);
}

/* A French retreat from Abraham to Ste. Foy by road (15.2): 26 and 27
 * fought in columns, 28 stayed in reserve, unseen by the British. */
static guint
retreat (QbEvent *events)
{
  guint n = 0;
  const int blocks[] = { 26, 27, 28 };

  for (guint i = 0; i < G_N_ELEMENTS (blocks); i++)
    {
      QbEvent ev = event (QB_EV_RETREAT_MOVE, QB_FRENCH, 152);
      ev.block = (uint8_t) blocks[i];
      ev.from = QB_AB;
      ev.zone = QB_SF;
      ev.a = QB_MODE_LAND;
      ev.cv = 3;
      ev.vis = blocks[i] == 28 ? QB_VIS_ANONYMOUS : QB_VIS_PUBLIC;
      events[n++] = ev;
    }
  events[n] = event (QB_EV_RETREAT, QB_FRENCH, 152);
  events[n].from = QB_AB;
  events[n].zone = QB_SF;
  events[n].a = QB_MODE_LAND;
  events[n].b = 3;
  events[n++].vis = QB_VIS_PUBLIC;
  return n;
}

/* A retreat's blocks, one event each, are told in the side's retreat
 * line: with their names for the side that retreats, by count only for
 * the enemy, who did not see one of them. */
static void
test_retreat_one_line (void)
{
  QbEvent events[4];
  guint n = retreat (events);
  g_autofree char *alone = qb_event_text (&events[n - 1], QB_EDITION_REVISED, QB_BRITISH);

  for (int viewer = QB_BRITISH; viewer <= QB_FRENCH; viewer++)
    {
      g_autoptr(GPtrArray) story = qb_event_story (events, n, QB_EDITION_REVISED, viewer);
      const QbStoryLine *line;

      g_assert_cmpuint (story->len, ==, 1);
      line = line_at (story, 0);
      g_test_message ("%s: %s", viewer == QB_BRITISH ? "British" : "French", line->text);
      g_assert_cmpint (line->kind, ==, QB_STORY_EVENT);
      g_assert_cmpint (line->side, ==, QB_FRENCH);
      g_assert_cmpuint (line->first, ==, 0);
      g_assert_cmpuint (line->n_events, ==, 4);
      g_assert_cmpuint (line->rule, ==, 152);
      g_assert_true (g_str_has_prefix (line->text, alone));
      assert_markup_parses (line->markup);
      if (viewer == QB_BRITISH)
        {
          g_assert_cmpstr (line->text, ==, alone);
          assert_no_french_name (line->text);
          assert_no_french_name (line->markup);
        }
      else
        for (int b = 26; b <= 28; b++)
          {
            g_autofree char *name = qb_block_label (QB_EDITION_REVISED, b);
            g_assert_nonnull (strstr (line->text, name));
            g_assert_nonnull (strstr (line->markup, name));
          }
    }
  /* All three seen in their columns: the British read the names too. */
  events[2].vis = QB_VIS_PUBLIC;
  {
    g_autoptr(GPtrArray) story = qb_event_story (events, n, QB_EDITION_REVISED, QB_BRITISH);
    g_autofree char *name = qb_block_label (QB_EDITION_REVISED, 28);
    g_assert_cmpuint (story->len, ==, 1);
    g_assert_nonnull (strstr (line_at (story, 0)->text, name));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text/story/reveal/british", test_reveal_british);
  g_test_add_func ("/text/story/reveal/french", test_reveal_french);
  g_test_add_func ("/text/story/reveal/unseen-not-counted", test_unseen_not_counted);
  g_test_add_func ("/text/story/runs-apart", test_runs_apart);
  g_test_add_func ("/text/story/headings", test_headings);
  g_test_add_func ("/text/story/retreat-one-line", test_retreat_one_line);
  return g_test_run ();
}
