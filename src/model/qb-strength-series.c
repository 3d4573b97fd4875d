/* qb-strength-series.c: the strength of both sides over a recorded game, as
 * one viewer knew it (see qb-strength-series.h).
 *
 * Each point is counted from the viewer's QbView at its position, never from
 * the state: a side's view holds its own blocks in full and of the enemy
 * only the counts per location and the blocks face up to it, so the series
 * cannot hold an enemy CV the viewer did not know. The battles' losses come
 * from the hits and eliminations of the log, redacted for the viewer with
 * qb_event_for(); both are public (14.2, 2.4), but the redaction keeps that
 * a fact of the engine rather than an assumption of this file.
 *
 * The enemy's CV is a value only while every enemy block on the map is face
 * up to the viewer. The French do know something of the British CV while
 * the game goes on (20 or more, 5.2, ruling R11), but that is a bound, not
 * a value: the series leaves it unknown rather than draw a guess.
 */
#include "qb-strength-series.h"

/* ---- QbStrengthItem ------------------------------------------------------- */

struct _QbStrengthItem
{
  GObject parent_instance;

  QbStrengthPoint point;
};

G_DEFINE_FINAL_TYPE (QbStrengthItem, qb_strength_item, G_TYPE_OBJECT)

static void
qb_strength_item_class_init (QbStrengthItemClass *klass)
{
}

static void
qb_strength_item_init (QbStrengthItem *self)
{
}

const QbStrengthPoint *
qb_strength_item_get_point (QbStrengthItem *self)
{
  g_return_val_if_fail (QB_IS_STRENGTH_ITEM (self), NULL);
  return &self->point;
}

/* ---- QbStrengthSeries ----------------------------------------------------- */

struct _QbStrengthSeries
{
  GObject parent_instance;

  GArray *points;             /* QbStrengthPoint */
  int viewer;
  int max_cv;
};

static void qb_strength_series_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QbStrengthSeries, qb_strength_series, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      qb_strength_series_list_model_init))

enum {
  PROP_0,
  PROP_VIEWER,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
qb_strength_series_get_item_type (GListModel *model)
{
  return QB_TYPE_STRENGTH_ITEM;
}

static guint
qb_strength_series_get_n_items (GListModel *model)
{
  return QB_STRENGTH_SERIES (model)->points->len;
}

static gpointer
qb_strength_series_get_item (GListModel *model,
                             guint       position)
{
  QbStrengthSeries *self = QB_STRENGTH_SERIES (model);
  QbStrengthItem *item;

  if (position >= self->points->len)
    return NULL;
  item = g_object_new (QB_TYPE_STRENGTH_ITEM, NULL);
  item->point = g_array_index (self->points, QbStrengthPoint, position);
  return item;
}

static void
qb_strength_series_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = qb_strength_series_get_item_type;
  iface->get_n_items = qb_strength_series_get_n_items;
  iface->get_item = qb_strength_series_get_item;
}

static void
qb_strength_series_finalize (GObject *object)
{
  QbStrengthSeries *self = QB_STRENGTH_SERIES (object);

  g_clear_pointer (&self->points, g_array_unref);
  G_OBJECT_CLASS (qb_strength_series_parent_class)->finalize (object);
}

static void
qb_strength_series_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  QbStrengthSeries *self = QB_STRENGTH_SERIES (object);

  switch (prop_id)
    {
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;

    case PROP_N_ITEMS:
      g_value_set_uint (value, self->points->len);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_strength_series_class_init (QbStrengthSeriesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags RO = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = qb_strength_series_finalize;
  object_class->get_property = qb_strength_series_get_property;

  properties[PROP_VIEWER] = g_param_spec_int ("viewer", NULL, NULL, 0, QB_PUBLIC, QB_NO_SIDE, RO);
  properties[PROP_N_ITEMS] = g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0, RO);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
qb_strength_series_init (QbStrengthSeries *self)
{
  self->points = g_array_new (FALSE, TRUE, sizeof (QbStrengthPoint));
  self->viewer = QB_NO_SIDE;
}

QbStrengthSeries *
qb_strength_series_new (void)
{
  return g_object_new (QB_TYPE_STRENGTH_SERIES, NULL);
}

void
qb_strength_count_view (const QbView *view,
                        gint16        cv[2],
                        guint8        blocks[2])
{
  g_return_if_fail (view != NULL);

  for (int side = 0; side < 2; side++)
    {
      int on_map = 0, known = 0, sum = 0;

      for (int z = 0; z < QB_NUM_ZONES; z++)
        on_map += view->count[side][z];
      /* A CV counts only if every block of the side on the map is known
       * with its CV: a partial sum would say how strong the hidden blocks
       * are not. Ships are not in zones and decoys have 0 CV, as for the
       * victory count (5.2, ruling R11). */
      for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
        {
          const QbViewBlock *vb = &view->blocks[b];

          if (vb->loc < QB_NUM_ZONES && vb->cv != QB_UNKNOWN)
            {
              known++;
              sum += vb->cv;
            }
        }
      blocks[side] = (guint8) on_map;
      cv[side] = known == on_map ? (gint16) sum : QB_STRENGTH_UNKNOWN;
    }
}

static void
add_point (QbStrengthSeries *self,
           QbReplayIndex    *index,
           guint             position,
           QbStrengthKind    kind,
           guint8            zone)
{
  QbStrengthPoint p = { 0 };
  QbView view;

  p.index = position;
  p.kind = (guint8) kind;
  p.zone = zone;
  /* The strength at the point's position, as the board shows it there. */
  qb_view (qb_replay_index_seek (index, position), self->viewer, &view);
  p.move = view.move;
  qb_strength_count_view (&view, p.cv, p.blocks);
  for (int side = 0; side < 2; side++)
    if (p.cv[side] > self->max_cv)
      self->max_cv = p.cv[side];
  g_array_append_val (self->points, p);
}

static void
compute (QbStrengthSeries *self,
         QbReplayIndex    *index)
{
  guint n = qb_replay_index_get_n_actions (index);
  guint battle = G_MAXUINT;   /* the open battle's point, if any */
  guint ended = G_MAXUINT;    /* the point of the battle that ended last */

  add_point (self, index, 0, QB_STRENGTH_START, QB_LOC_NONE);
  for (guint position = 1; position <= n; position++)
    {
      guint n_events;
      const QbEvent *events = qb_replay_index_get_events (index, position, position, &n_events);

      for (guint i = 0; i < n_events; i++)
        {
          QbEvent ev;
          /* Losses go to the open battle, or to the one that ended in
           * this action: its knock-on losses (a lonely decoy, 10.2) come
           * after its end. */
          guint loser = battle != G_MAXUINT ? battle : ended;

          if (!qb_event_for (&events[i], self->viewer, &ev))
            continue;
          switch (ev.type)
            {
            case QB_EV_MOVE_START:
              ended = G_MAXUINT;
              add_point (self, index, position, QB_STRENGTH_MOVE, QB_LOC_NONE);
              break;

            case QB_EV_BATTLE:
            case QB_EV_RAID:
            case QB_EV_SCOUT:
              /* A scout names each block it turns over in an event of
               * its own: one battle. */
              if (battle == G_MAXUINT)
                {
                  battle = self->points->len;
                  ended = G_MAXUINT;
                  add_point (self, index, position, QB_STRENGTH_BATTLE, ev.zone);
                }
              break;

            case QB_EV_HIT:
              if (loser != G_MAXUINT && ev.side < 2)
                g_array_index (self->points, QbStrengthPoint, loser).lost_cv[ev.side]++;
              break;

            case QB_EV_ELIMINATED:
              if (loser != G_MAXUINT && ev.side < 2)
                g_array_index (self->points, QbStrengthPoint, loser).lost_blocks[ev.side]++;
              break;

            case QB_EV_BATTLE_END:
              if (battle == G_MAXUINT)
                break;
              /* The strength after it is the position's, after every
               * event of the action; a battle over within the action that
               * began it (a scout) has its strength after it already. */
              if (g_array_index (self->points, QbStrengthPoint, battle).index != position)
                add_point (self, index, position, QB_STRENGTH_AFTER_BATTLE, QB_LOC_NONE);
              ended = battle;
              battle = G_MAXUINT;
              break;

            default:
              break;
            }
        }
      ended = G_MAXUINT;
    }
  if (n > 0)
    add_point (self, index, n, QB_STRENGTH_END, QB_LOC_NONE);
}

void
qb_strength_series_update (QbStrengthSeries *self,
                           QbReplayIndex    *index,
                           int               viewer)
{
  guint old_len;

  g_return_if_fail (QB_IS_STRENGTH_SERIES (self));
  g_return_if_fail (index == NULL || QB_IS_REPLAY_INDEX (index));
  g_return_if_fail (viewer == QB_BRITISH || viewer == QB_FRENCH
                    || viewer == QB_NO_SIDE || viewer == QB_PUBLIC);

  old_len = self->points->len;
  g_array_set_size (self->points, 0);
  self->max_cv = 0;
  if (self->viewer != viewer)
    {
      self->viewer = viewer;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
    }
  if (index != NULL)
    compute (self, index);
  /* The points are new whatever their number: one change for the whole
   * list. */
  if (old_len > 0 || self->points->len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old_len, self->points->len);
  if (old_len != self->points->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

int
qb_strength_series_get_viewer (QbStrengthSeries *self)
{
  g_return_val_if_fail (QB_IS_STRENGTH_SERIES (self), QB_NO_SIDE);
  return self->viewer;
}

const QbStrengthPoint *
qb_strength_series_get_points (QbStrengthSeries *self,
                               guint            *n_points)
{
  g_return_val_if_fail (QB_IS_STRENGTH_SERIES (self), NULL);
  g_return_val_if_fail (n_points != NULL, NULL);

  *n_points = self->points->len;
  return (const QbStrengthPoint *)(gpointer) self->points->data;
}

int
qb_strength_series_get_max_cv (QbStrengthSeries *self)
{
  g_return_val_if_fail (QB_IS_STRENGTH_SERIES (self), 0);
  return self->max_cv;
}

guint
qb_strength_series_find (QbStrengthSeries *self,
                         guint             position)
{
  guint lo = 0, hi;

  g_return_val_if_fail (QB_IS_STRENGTH_SERIES (self), G_MAXUINT);

  hi = self->points->len;
  /* The first point after the position, by bisection; the one before it
   * is the answer. */
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (self->points, QbStrengthPoint, mid).index <= position)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo == 0 ? G_MAXUINT : lo - 1;
}
