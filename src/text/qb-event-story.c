/* qb-event-story.c: the game log as a story: headings, sides, and the
 * blocks that moved together at a reveal in one line (issue 14, item 5).
 *
 * The orders of both sides are revealed together (9.0): the engine tells
 * each block's move as its own event (QB_EV_MOVE), so that a reveal of ten
 * blocks made ten lines. Here the moves of one reveal that share a side,
 * a start, a destination and a way of moving become one line, as a player
 * at the table would say them. A line is built from the events as the
 * viewer may see them (qb_event_for()), so it can say no more than they
 * do: how many of the viewer's visible events moved, and the blocks' names
 * only when every one of them is known to the viewer.
 */
#include <glib/gi18n-lib.h>

#include "qb-event-story.h"

#include "qb-event-text.h"
#include "qb-event-text-private.h"

gboolean
qb_story_line_is_heading (const QbStoryLine *line)
{
  g_return_val_if_fail (line != NULL, FALSE);
  return line->kind == QB_STORY_MOVE_HEADING || line->kind == QB_STORY_BATTLE_HEADING
         || line->kind == QB_STORY_END_HEADING;
}

static void
story_line_free (gpointer data)
{
  QbStoryLine *line = data;

  g_free (line->text);
  g_free (line->markup);
  g_free (line);
}

/* The side a line is about, for its colour: only the events whose side
 * means the side that acted or suffered (not the defender of a battle or
 * the side of a campaign move's start, which are no one's line). */
static int
line_side (const QbEvent *ev)
{
  switch (ev->type)
    {
    case QB_EV_SETUP:
    case QB_EV_TRANSFER:
    case QB_EV_ORDERS_WRITTEN:
    case QB_EV_MOVE:
    case QB_EV_SHIP_MOVE:
    case QB_EV_DECOYS_REMOVED:
    case QB_EV_DEPLOYED:
    case QB_EV_RESERVE:
    case QB_EV_FIRE:
    case QB_EV_HIT:
    case QB_EV_ELIMINATED:
    case QB_EV_LEADER_KILLED:
    case QB_EV_RETREAT:
    case QB_EV_ROUT:
    case QB_EV_PURSUIT:
    case QB_EV_PURSUIT_SAVED:
    case QB_EV_BATTLE_END:
    case QB_EV_OTTAWA_RETIRES:
    case QB_EV_RAID:
    case QB_EV_SCOUT:
    case QB_EV_DESERTION:
    case QB_EV_SUPPLY_LOSS:
    case QB_EV_FIRST_OCCUPATION:
    case QB_EV_VICTORY:
      return ev->side == QB_BRITISH || ev->side == QB_FRENCH ? ev->side : QB_NO_SIDE;
    default:
      return QB_NO_SIDE;
    }
}

static QbStoryKind
event_kind (const QbEvent *ev)
{
  switch (ev->type)
    {
    case QB_EV_MOVE_START: return QB_STORY_MOVE_HEADING;
    case QB_EV_BATTLE: return QB_STORY_BATTLE_HEADING;
    case QB_EV_RAID: return QB_STORY_BATTLE_HEADING;
    case QB_EV_SCOUT: return QB_STORY_BATTLE_HEADING;
    case QB_EV_VICTORY: return QB_STORY_END_HEADING;
    default: return QB_STORY_EVENT;
    }
}

static void
add_event_line (GPtrArray     *lines,
                const QbEvent *ev,
                guint          index,
                int            edition,
                int            viewer)
{
  QbEvent seen;
  QbStoryLine *line;

  if (!qb_event_for (ev, viewer, &seen))
    return;
  line = g_new0 (QbStoryLine, 1);
  line->text = qb_event_text (ev, edition, viewer);
  if (line->text == NULL)
    {
      g_free (line);
      return;
    }
  line->markup = qb_event_markup (ev, edition, viewer);
  line->kind = event_kind (&seen);
  line->side = line_side (&seen);
  line->first = index;
  line->n_events = 1;
  line->rule = seen.rule;
  g_ptr_array_add (lines, line);
}

/* Moves that one line may tell together: the same side, start,
 * destination, way (by road or by boat; the Ottawa's special move is
 * one block's and stays its own line) and rule, as the viewer sees them. */
static gboolean
groupable (const QbEvent *ev)
{
  return ev->type == QB_EV_MOVE && (ev->a == QB_MODE_LAND || ev->a == QB_MODE_AMPHIBIOUS);
}

static gboolean
same_group (const QbEvent *a,
            const QbEvent *b)
{
  return a->side == b->side && a->from == b->from && a->zone == b->zone && a->a == b->a
         && a->rule == b->rule;
}

/* `sentence` (taken) followed by the names of the blocks of `seen` when
 * the viewer knows every one of them, else as it is. */
static char *
with_block_names (char          *sentence,
                  const QbEvent *seen,
                  guint          n,
                  int            edition)
{
  g_autoptr(GString) names = g_string_new (NULL);
  char *with_names;

  for (guint i = 0; i < n; i++)
    if (seen[i].block >= QB_NUM_BLOCKS)
      return sentence;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = qb_block_label (edition, seen[i].block);
      if (i > 0)
        /* Translators: between the names of blocks in a list. */
        g_string_append (names, C_("list of blocks", ", "));
      g_string_append (names, name);
    }
  /* Translators: a sentence of the log and the blocks it is about,
   * e.g. “The British move 2 blocks from Lévis to Etchemin by road:
   * 28th, 35th”. */
  with_names = g_strdup_printf (C_("moved blocks", "%1$s: %2$s"), sentence, names->str);
  g_free (sentence);
  return with_names;
}

/* The marked sentence of `n` blocks of one group that moved together;
 * `seen` are their events as the viewer sees them. */
static char *
moves_sentence (const QbEvent *seen,
                guint          n,
                int            edition)
{
  QbSentence s = { .ev = seen[0], .edition = edition };
  const char *from, *to;
  gboolean french = seen[0].side == QB_FRENCH;
  gboolean boat = seen[0].a == QB_MODE_AMPHIBIOUS;
  char *sentence;

  s.pieces = g_ptr_array_new_with_free_func (g_free);
  from = qb_sentence_zone_in (&s, seen[0].from, QB_ZONE_FROM);
  to = qb_sentence_zone_in (&s, seen[0].zone, QB_ZONE_TO);
  if (french && boat)
    /* Translators: 7.2, the blocks that moved together at the reveal of
     * the orders, in one line of the log; %1$s is “from Beauport”, %2$s
     * “to Lévis”, %3$d the number of blocks (always 2 or more). */
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The French move %3$d block %1$s %2$s by boat",
                                             "The French move %3$d blocks %1$s %2$s by boat", n),
                                from, to, (int) n);
  else if (boat)
    /* Translators: see “The French move %3$d blocks %1$s %2$s by boat”. */
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The British move %3$d block %1$s %2$s by boat",
                                             "The British move %3$d blocks %1$s %2$s by boat", n),
                                from, to, (int) n);
  else if (french)
    /* Translators: 6.1, the blocks that moved together at the reveal of
     * the orders, in one line of the log; %1$s is “from Beauport”, %2$s
     * “to Lévis”, %3$d the number of blocks (always 2 or more). */
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The French move %3$d block %1$s %2$s by road",
                                             "The French move %3$d blocks %1$s %2$s by road", n),
                                from, to, (int) n);
  else
    /* Translators: see “The French move %3$d blocks %1$s %2$s by road”. */
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The British move %3$d block %1$s %2$s by road",
                                             "The British move %3$d blocks %1$s %2$s by road", n),
                                from, to, (int) n);

  sentence = with_block_names (sentence, seen, n, edition);
  g_ptr_array_unref (s.pieces);
  return qb_sentence_capitalize (sentence);
}

/* The moves of a run of QB_EV_MOVE and QB_EV_SHIP_MOVE events (one
 * reveal): each group of two or more in one line where its first move
 * was, the others as they are. */
static void
add_move_run (GPtrArray     *lines,
              const QbEvent *events,
              guint          start,
              guint          end,
              int            edition,
              int            viewer)
{
  guint n = end - start;
  g_autofree QbEvent *seen = g_new0 (QbEvent, n);
  g_autofree gboolean *visible = g_new0 (gboolean, n);
  g_autofree gboolean *told = g_new0 (gboolean, n);
  g_autofree QbEvent *group = g_new0 (QbEvent, n);

  for (guint i = 0; i < n; i++)
    visible[i] = qb_event_for (&events[start + i], viewer, &seen[i]);

  for (guint i = 0; i < n; i++)
    {
      guint parts = 0;
      g_autofree char *marked = NULL;
      QbStoryLine *line;

      if (told[i] || !visible[i])
        continue;
      if (!groupable (&seen[i]))
        {
          add_event_line (lines, &events[start + i], start + i, edition, viewer);
          continue;
        }
      for (guint j = i; j < n; j++)
        if (!told[j] && visible[j] && groupable (&seen[j]) && same_group (&seen[i], &seen[j]))
          {
            group[parts++] = seen[j];
            told[j] = TRUE;
          }
      if (parts == 1)
        {
          add_event_line (lines, &events[start + i], start + i, edition, viewer);
          continue;
        }
      marked = moves_sentence (group, parts, edition);
      line = g_new0 (QbStoryLine, 1);
      line->kind = QB_STORY_MOVES;
      line->side = line_side (&seen[i]);
      line->first = start + i;
      line->n_events = parts;
      line->rule = seen[i].rule;
      line->text = qb_sentence_render (marked, seen[i].rule, FALSE);
      line->markup = qb_sentence_render (marked, seen[i].rule, TRUE);
      g_ptr_array_add (lines, line);
    }
}

/* A retreat (15.2, 17.2): the blocks that left, one event each
 * (QB_EV_RETREAT_MOVE, events[start..end-1]), then the side's line
 * (QB_EV_RETREAT, events[end]) told as one line, with the blocks' names
 * when the viewer knows them all. */
static void
add_retreat (GPtrArray     *lines,
             const QbEvent *events,
             guint          start,
             guint          end,
             int            edition,
             int            viewer)
{
  guint n = end - start, parts = 0;
  g_autofree QbEvent *seen = g_new0 (QbEvent, n);
  QbEvent line_seen;
  char *marked;
  QbStoryLine *line;

  if (!qb_event_for (&events[end], viewer, &line_seen))
    return;
  marked = qb_event_marked (&events[end], edition, viewer);
  if (marked == NULL)
    return;
  for (guint i = 0; i < n; i++)
    if (qb_event_for (&events[start + i], viewer, &seen[parts]))
      parts++;
  if (parts == n)
    marked = with_block_names (marked, seen, n, edition);
  line = g_new0 (QbStoryLine, 1);
  line->kind = event_kind (&line_seen);
  line->side = line_side (&line_seen);
  line->first = start;
  line->n_events = n + 1;
  line->rule = line_seen.rule;
  line->text = qb_sentence_render (marked, line_seen.rule, FALSE);
  line->markup = qb_sentence_render (marked, line_seen.rule, TRUE);
  g_free (marked);
  g_ptr_array_add (lines, line);
}

GPtrArray *
qb_event_story (const QbEvent *events,
                guint          n_events,
                int            edition,
                int            viewer)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (story_line_free);

  g_return_val_if_fail (events != NULL || n_events == 0, lines);

  for (guint i = 0; i < n_events;)
    {
      guint end = i;

      while (end < n_events && (events[end].type == QB_EV_MOVE || events[end].type == QB_EV_SHIP_MOVE))
        end++;
      if (end > i)
        {
          add_move_run (lines, events, i, end, edition, viewer);
          i = end;
          continue;
        }
      while (end < n_events && events[end].type == QB_EV_RETREAT_MOVE)
        end++;
      if (end > i && end < n_events && events[end].type == QB_EV_RETREAT)
        {
          add_retreat (lines, events, i, end, edition, viewer);
          i = end + 1;
        }
      else
        {
          add_event_line (lines, &events[i], i, edition, viewer);
          i++;
        }
    }
  return lines;
}
