/* qb-battle-history.c: one battle turn by turn (see the header).
 *
 * The history is cut from a list of events, so the same code serves the
 * Play page (the game's events) and the Replay page (a record's events up
 * to the position shown). It keeps copies of the sentences, not of the
 * events: what it holds is only ever what its viewer may read.
 */
#include <glib/gi18n-lib.h>

#include "qb-battle-history.h"
#include "qb-battle-text.h"
#include "qb-event-story.h"
#include "qb-event-text.h"
#include "qb-ui-names.h"

/* ---- QbBattleTurn ---------------------------------------------------------- */

struct _QbBattleTurn
{
  GObject parent_instance;

  guint turn;
  int side;
  char *title;
  GPtrArray *lines;     /* char *, NULL-terminated */
  guint first_event;
  guint end_event;
};

G_DEFINE_FINAL_TYPE (QbBattleTurn, qb_battle_turn, G_TYPE_OBJECT)

static void
qb_battle_turn_finalize (GObject *object)
{
  QbBattleTurn *self = QB_BATTLE_TURN (object);

  g_free (self->title);
  g_ptr_array_unref (self->lines);
  G_OBJECT_CLASS (qb_battle_turn_parent_class)->finalize (object);
}

static void
qb_battle_turn_class_init (QbBattleTurnClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qb_battle_turn_finalize;
}

static void
qb_battle_turn_init (QbBattleTurn *self)
{
  self->lines = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->lines, NULL);
}

static QbBattleTurn *
turn_new (guint turn,
          int   side,
          guint first_event)
{
  QbBattleTurn *self = g_object_new (QB_TYPE_BATTLE_TURN, NULL);

  self->turn = turn;
  self->side = side;
  self->first_event = first_event;
  self->end_event = first_event;
  if (turn == 0)
    self->title = g_strdup (C_("battle history", "Before the first turn"));
  else
    /* Translators: a part of a battle's history; %d is the battle turn
     * (13.1), both sides' halves. */
    self->title = g_strdup_printf (C_("battle history", "Turn %d"), turn);
  return self;
}

static void
turn_add_line (QbBattleTurn *self,
               char         *line)
{
  /* Before the NULL that ends the array. */
  g_ptr_array_insert (self->lines, self->lines->len - 1, line);
}

guint
qb_battle_turn_get_turn (QbBattleTurn *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_TURN (self), 0);
  return self->turn;
}

int
qb_battle_turn_get_side (QbBattleTurn *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_TURN (self), QB_NO_SIDE);
  return self->side;
}

const char *
qb_battle_turn_get_title (QbBattleTurn *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_TURN (self), NULL);
  return self->title;
}

const char *const *
qb_battle_turn_get_lines (QbBattleTurn *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_TURN (self), NULL);
  return (const char *const *) self->lines->pdata;
}

guint
qb_battle_turn_get_first_event (QbBattleTurn *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_TURN (self), 0);
  return self->first_event;
}

guint
qb_battle_turn_get_end_event (QbBattleTurn *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_TURN (self), 0);
  return self->end_event;
}

/* ---- QbBattleHistory ------------------------------------------------------- */

struct _QbBattleHistory
{
  GObject parent_instance;

  GPtrArray *turns;     /* QbBattleTurn */
  int zone;
  int defender;
  int kind;
  gboolean over;
  int victor;
  guint cv_lost[2];
  guint blocks_lost[2];
  guint first_event;
  guint end_event;
};

static void qb_battle_history_list_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QbBattleHistory, qb_battle_history, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, qb_battle_history_list_init))

static GType
qb_battle_history_get_item_type (GListModel *list)
{
  return QB_TYPE_BATTLE_TURN;
}

static guint
qb_battle_history_get_n_items (GListModel *list)
{
  return QB_BATTLE_HISTORY (list)->turns->len;
}

static gpointer
qb_battle_history_get_item (GListModel *list,
                            guint       position)
{
  QbBattleHistory *self = QB_BATTLE_HISTORY (list);

  if (position >= self->turns->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->turns, position));
}

static void
qb_battle_history_list_init (GListModelInterface *iface)
{
  iface->get_item_type = qb_battle_history_get_item_type;
  iface->get_n_items = qb_battle_history_get_n_items;
  iface->get_item = qb_battle_history_get_item;
}

static void
qb_battle_history_finalize (GObject *object)
{
  QbBattleHistory *self = QB_BATTLE_HISTORY (object);

  g_ptr_array_unref (self->turns);
  G_OBJECT_CLASS (qb_battle_history_parent_class)->finalize (object);
}

static void
qb_battle_history_class_init (QbBattleHistoryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qb_battle_history_finalize;
}

static void
qb_battle_history_init (QbBattleHistory *self)
{
  self->turns = g_ptr_array_new_with_free_func (g_object_unref);
  self->victor = QB_NO_SIDE;
}

static gboolean
starts_battle (const QbEvent *ev)
{
  return ev->type == QB_EV_BATTLE || ev->type == QB_EV_RAID || ev->type == QB_EV_SCOUT;
}

QbBattleHistory *
qb_battle_history_new (const QbEvent *events,
                       guint          n_events,
                       guint          index,
                       int            edition,
                       int            viewer)
{
  QbBattleHistory *self;
  QbBattleTurn *turn;
  guint start, end;

  g_return_val_if_fail (events != NULL || n_events == 0, NULL);

  if (index >= n_events)
    return NULL;
  /* The battle's first event: back from `index`, never past the end of
   * an earlier battle. */
  start = index;
  while (!starts_battle (&events[start]))
    {
      if (start == 0 || (start < index && events[start].type == QB_EV_BATTLE_END))
        return NULL;
      start--;
    }
  if (start < index)
    for (guint i = start + 1; i < index; i++)
      if (events[i].type == QB_EV_BATTLE_END || starts_battle (&events[i]))
        return NULL;
  /* And its last: its end, or the last event while it is fought. */
  end = start + 1;
  while (end < n_events && !starts_battle (&events[end]))
    if (events[end++].type == QB_EV_BATTLE_END)
      break;
  if (index >= end)
    return NULL;

  self = g_object_new (QB_TYPE_BATTLE_HISTORY, NULL);
  self->zone = events[start].zone;
  self->kind = events[start].type == QB_EV_RAID ? QB_BATTLE_RAID
               : events[start].type == QB_EV_SCOUT ? QB_BATTLE_SCOUT : QB_BATTLE_NORMAL;
  /* QB_EV_BATTLE names the defender; a raid or a scout is the Ottawa's,
   * against the British (22.2, 22.3). */
  self->defender = self->kind == QB_BATTLE_NORMAL ? events[start].side : QB_BRITISH;
  self->first_event = start;
  self->end_event = end;

  turn = turn_new (0, QB_NO_SIDE, start);
  g_ptr_array_add (self->turns, turn);
  for (guint i = start; i < end; i++)
    {
      QbEvent ev;
      if (!qb_event_for (&events[i], viewer, &ev))
        continue;
      if (ev.type == QB_EV_BATTLE_TURN)
        {
          turn = turn_new (ev.a, ev.side, i);
          g_ptr_array_add (self->turns, turn);
        }
      if (ev.type == QB_EV_HIT && ev.side <= QB_FRENCH)
        self->cv_lost[ev.side]++;
      if (ev.type == QB_EV_ELIMINATED && ev.side <= QB_FRENCH)
        self->blocks_lost[ev.side]++;
      if (ev.type == QB_EV_BATTLE_END)
        {
          self->over = TRUE;
          self->victor = ev.side;
        }
      turn->end_event = i + 1;
    }
  /* Each turn's lines as the viewer's log tells them (a retreat's blocks
   * in the retreat's line). */
  for (guint t = 0; t < self->turns->len; t++)
    {
      turn = g_ptr_array_index (self->turns, t);
      g_autoptr(GPtrArray) story = qb_event_story (events + turn->first_event,
                                                   turn->end_event - turn->first_event, edition, viewer);
      for (guint k = 0; k < story->len; k++)
        turn_add_line (turn, g_strdup (((QbStoryLine *) g_ptr_array_index (story, k))->text));
    }
  return self;
}

QbBattleHistory *
qb_battle_history_new_for_game (QbGame *game,
                                guint   index,
                                int     viewer)
{
  guint n = 0;
  const QbEvent *events;

  g_return_val_if_fail (QB_IS_GAME (game), NULL);

  events = qb_game_get_events (game, &n);
  if (index == G_MAXUINT)
    {
      /* The last battle: from its first event. */
      index = n;
      while (index > 0 && !starts_battle (&events[index - 1]))
        index--;
      if (index == 0)
        return NULL;
      index--;
    }
  return qb_battle_history_new (events, n, index, qb_game_get_edition (game), viewer);
}

int
qb_battle_history_get_zone (QbBattleHistory *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), -1);
  return self->zone;
}

int
qb_battle_history_get_defender (QbBattleHistory *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), QB_NO_SIDE);
  return self->defender;
}

int
qb_battle_history_get_kind (QbBattleHistory *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), QB_BATTLE_NORMAL);
  return self->kind;
}

gboolean
qb_battle_history_get_over (QbBattleHistory *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), FALSE);
  return self->over;
}

int
qb_battle_history_get_victor (QbBattleHistory *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), QB_NO_SIDE);
  return self->victor;
}

guint
qb_battle_history_get_cv_lost (QbBattleHistory *self,
                               int              side)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), 0);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, 0);
  return self->cv_lost[side];
}

guint
qb_battle_history_get_blocks_lost (QbBattleHistory *self,
                                   int              side)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), 0);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, 0);
  return self->blocks_lost[side];
}

guint
qb_battle_history_get_first_event (QbBattleHistory *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), 0);
  return self->first_event;
}

guint
qb_battle_history_get_end_event (QbBattleHistory *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), 0);
  return self->end_event;
}

char *
qb_battle_history_summary (QbBattleHistory *self)
{
  g_return_val_if_fail (QB_IS_BATTLE_HISTORY (self), NULL);
  return qb_battle_summary_text (self->zone, self->over ? self->victor : QB_NO_SIDE,
                                 self->cv_lost, self->blocks_lost);
}
