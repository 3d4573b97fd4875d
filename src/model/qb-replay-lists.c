/* qb-replay-lists.c: the moments list and the notes list of the Replay page
 * as GListModels.
 *
 * A record may hold thousands of notes (QB_RECORD_MAX_ANNOTATIONS), so
 * neither model keeps an object per row: each keeps a small entry per row
 * (what it is, its position, and a key that tells it apart) and makes the
 * item when a view asks for it, which a GtkListView does only for the rows
 * in sight. When the record's notes change, the model compares its old
 * entries with the new ones and says what changed with a single
 * items-changed: adding one note is one row added, not a new list.
 */
#include <string.h>

#include "qb-replay-lists.h"

/* ---- QbReplayMoment ------------------------------------------------------- */

struct _QbReplayMoment
{
  GObject parent_instance;

  QbReplayItemKind kind;
  guint position;
  guint ref;
  QbMoment moment;
  char *text;
  QbGlyph glyph;
  gboolean chapter;
};

G_DEFINE_FINAL_TYPE (QbReplayMoment, qb_replay_moment, G_TYPE_OBJECT)

static void
qb_replay_moment_finalize (GObject *object)
{
  QbReplayMoment *self = QB_REPLAY_MOMENT (object);

  g_free (self->text);
  G_OBJECT_CLASS (qb_replay_moment_parent_class)->finalize (object);
}

static void
qb_replay_moment_class_init (QbReplayMomentClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qb_replay_moment_finalize;
}

static void
qb_replay_moment_init (QbReplayMoment *self)
{
}

QbReplayItemKind
qb_replay_moment_get_kind (QbReplayMoment *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_MOMENT (self), QB_REPLAY_ITEM_MOMENT);
  return self->kind;
}

guint
qb_replay_moment_get_position (QbReplayMoment *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_MOMENT (self), 0);
  return self->position;
}

const QbMoment *
qb_replay_moment_get_moment (QbReplayMoment *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_MOMENT (self), NULL);
  return self->kind == QB_REPLAY_ITEM_MOMENT ? &self->moment : NULL;
}

const char *
qb_replay_moment_get_text (QbReplayMoment *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_MOMENT (self), NULL);
  return self->text;
}

QbGlyph
qb_replay_moment_get_glyph (QbReplayMoment *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_MOMENT (self), QB_GLYPH_NONE);
  return self->glyph;
}

gboolean
qb_replay_moment_get_chapter (QbReplayMoment *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_MOMENT (self), FALSE);
  return self->chapter;
}

guint
qb_replay_moment_get_ref (QbReplayMoment *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_MOMENT (self), 0);
  return self->ref;
}

/* ---- QbReplayNote --------------------------------------------------------- */

struct _QbReplayNote
{
  GObject parent_instance;

  guint note;
  QbAnnotation annotation;    /* its text is ours */
  gconstpointer key;          /* the record's text of the note */
};

G_DEFINE_FINAL_TYPE (QbReplayNote, qb_replay_note, G_TYPE_OBJECT)

static void
qb_replay_note_finalize (GObject *object)
{
  QbReplayNote *self = QB_REPLAY_NOTE (object);

  g_free (self->annotation.text);
  G_OBJECT_CLASS (qb_replay_note_parent_class)->finalize (object);
}

static void
qb_replay_note_class_init (QbReplayNoteClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qb_replay_note_finalize;
}

static void
qb_replay_note_init (QbReplayNote *self)
{
}

guint
qb_replay_note_get_note (QbReplayNote *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_NOTE (self), 0);
  return self->note;
}

const QbAnnotation *
qb_replay_note_get_annotation (QbReplayNote *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_NOTE (self), NULL);
  return &self->annotation;
}

static guint first_note_at (QbRecord *record,
                            guint     position);

guint
qb_replay_note_find (QbReplayNote *self,
                     QbRecord     *record)
{
  guint n;

  g_return_val_if_fail (QB_IS_REPLAY_NOTE (self), G_MAXUINT);
  g_return_val_if_fail (QB_IS_RECORD (record), G_MAXUINT);

  /* Notes before it may have gone since the item was made: look for its
   * text among the notes of its position. */
  n = qb_record_get_n_annotations (record);
  for (guint i = first_note_at (record, self->annotation.index); i < n; i++)
    {
      const QbAnnotation *a = qb_record_get_annotation (record, i);
      if (a->index != self->annotation.index)
        break;
      if ((gconstpointer) a->text == self->key)
        return i;
    }
  return G_MAXUINT;
}

/* ---- Entries and their differences ---------------------------------------- */

typedef struct
{
  guint position;
  guint ref;                  /* the moment's, note's or bookmark's place */
  gconstpointer key;          /* the note's text or bookmark's title (they
                               * stay where they are when the array around
                               * them moves); the moment's place + 1 */
  QbReplayItemKind kind;
} Entry;

static gboolean
entry_equal (const Entry *a,
             const Entry *b)
{
  return a->kind == b->kind && a->position == b->position && a->key == b->key;
}

/* Put `entries` in place of `*old` and say what changed: the rows between
 * the common start and the common end. */
static void
replace_entries (GListModel  *model,
                 GArray     **old,
                 GArray      *entries,
                 gboolean     all)
{
  GArray *before = *old;
  guint n_old = before->len, n_new = entries->len, head = 0, tail = 0;

  if (!all)
    {
      while (head < n_old && head < n_new
             && entry_equal (&g_array_index (before, Entry, head), &g_array_index (entries, Entry, head)))
        head++;
      while (tail < n_old - head && tail < n_new - head
             && entry_equal (&g_array_index (before, Entry, n_old - 1 - tail),
                             &g_array_index (entries, Entry, n_new - 1 - tail)))
        tail++;
    }
  /* The refs of the rows kept may have moved (a note added before them). */
  *old = entries;
  g_array_unref (before);
  if (head + tail < n_old || head + tail < n_new)
    g_list_model_items_changed (model, head, n_old - head - tail, n_new - head - tail);
}

/* ---- QbReplayMoments ------------------------------------------------------- */

struct _QbReplayMoments
{
  GObject parent_instance;

  QbReplayIndex *index;
  QbRecord *record;
  GArray *entries;            /* Entry, by position */
};

static void qb_replay_moments_list_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QbReplayMoments, qb_replay_moments, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, qb_replay_moments_list_init))

static GType
qb_replay_moments_get_item_type (GListModel *model)
{
  return QB_TYPE_REPLAY_MOMENT;
}

static guint
qb_replay_moments_get_n_items (GListModel *model)
{
  return QB_REPLAY_MOMENTS (model)->entries->len;
}

/* The first line of a note, for the list. */
static char *
note_headline (const char *text)
{
  const char *end = strchr (text, '\n');
  return end ? g_strndup (text, (gsize) (end - text)) : g_strdup (text);
}

static gpointer
qb_replay_moments_get_item (GListModel *model,
                            guint       position)
{
  QbReplayMoments *self = QB_REPLAY_MOMENTS (model);
  QbReplayMoment *item;
  const Entry *e;

  if (position >= self->entries->len)
    return NULL;
  e = &g_array_index (self->entries, Entry, position);
  item = g_object_new (QB_TYPE_REPLAY_MOMENT, NULL);
  item->kind = e->kind;
  item->position = e->position;
  item->ref = e->ref;
  switch (e->kind)
    {
    case QB_REPLAY_ITEM_MOMENT:
      {
        guint n_moments = 0;
        const QbMoment *moments = qb_replay_index_get_moments (self->index, &n_moments);
        item->moment = moments[e->ref];
      }
      break;
    case QB_REPLAY_ITEM_NOTE:
      {
        const QbAnnotation *a = qb_record_get_annotation (self->record, e->ref);
        item->text = note_headline (a->text);
        item->glyph = (QbGlyph) a->glyph;
      }
      break;
    case QB_REPLAY_ITEM_BOOKMARK:
    default:
      {
        const QbBookmark *b = qb_record_get_bookmark (self->record, e->ref);
        item->text = g_strdup (b->title);
        item->chapter = b->chapter;
      }
      break;
    }
  return item;
}

static void
qb_replay_moments_list_init (GListModelInterface *iface)
{
  iface->get_item_type = qb_replay_moments_get_item_type;
  iface->get_n_items = qb_replay_moments_get_n_items;
  iface->get_item = qb_replay_moments_get_item;
}

static void
qb_replay_moments_dispose (GObject *object)
{
  QbReplayMoments *self = QB_REPLAY_MOMENTS (object);

  g_clear_object (&self->index);
  g_clear_object (&self->record);
  G_OBJECT_CLASS (qb_replay_moments_parent_class)->dispose (object);
}

static void
qb_replay_moments_finalize (GObject *object)
{
  QbReplayMoments *self = QB_REPLAY_MOMENTS (object);

  g_clear_pointer (&self->entries, g_array_unref);
  G_OBJECT_CLASS (qb_replay_moments_parent_class)->finalize (object);
}

static void
qb_replay_moments_class_init (QbReplayMomentsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_replay_moments_dispose;
  object_class->finalize = qb_replay_moments_finalize;
}

static void
qb_replay_moments_init (QbReplayMoments *self)
{
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
}

QbReplayMoments *
qb_replay_moments_new (void)
{
  return g_object_new (QB_TYPE_REPLAY_MOMENTS, NULL);
}

void
qb_replay_moments_update (QbReplayMoments *self,
                          QbReplayIndex   *index,
                          QbRecord        *record,
                          int              viewer)
{
  GArray *entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  gboolean all = index != self->index || record != self->record;
  guint n_moments = 0, n_notes = 0, n_marks = 0, i = 0, note = 0, mark = 0;
  const QbMoment *moments = NULL;

  g_return_if_fail (QB_IS_REPLAY_MOMENTS (self));

  g_set_object (&self->index, index);
  g_set_object (&self->record, record);
  if (index != NULL && record != NULL)
    {
      moments = qb_replay_index_get_moments (index, &n_moments);
      n_notes = qb_record_get_n_annotations (record);
      n_marks = qb_record_get_n_bookmarks (record);
    }
  /* The three lists merged by position; at one position the moments first,
   * then the notes, then the bookmarks. */
  while (i < n_moments || note < n_notes || mark < n_marks)
    {
      guint at_moment = i < n_moments ? moments[i].index : G_MAXUINT;
      guint at_note = note < n_notes ? qb_record_get_annotation (record, note)->index : G_MAXUINT;
      guint at_mark = mark < n_marks ? qb_record_get_bookmark (record, mark)->index : G_MAXUINT;
      Entry e;

      if (at_moment <= at_note && at_moment <= at_mark)
        e = (Entry) { at_moment, i, GUINT_TO_POINTER (i + 1), QB_REPLAY_ITEM_MOMENT }, i++;
      else if (at_note <= at_mark)
        {
          const QbAnnotation *a = qb_record_get_annotation (record, note);

          e = (Entry) { at_note, note, a->text, QB_REPLAY_ITEM_NOTE };
          note++;
          /* A note for the other side's eyes is not in this viewer's list. */
          if (!qb_annotation_visible_to (a, viewer))
            continue;
        }
      else
        e = (Entry) { at_mark, mark, qb_record_get_bookmark (record, mark)->title, QB_REPLAY_ITEM_BOOKMARK },
        mark++;
      g_array_append_val (entries, e);
    }
  replace_entries (G_LIST_MODEL (self), &self->entries, entries, all);
}

guint
qb_replay_moments_get_row_position (QbReplayMoments *self,
                                    guint            row)
{
  g_return_val_if_fail (QB_IS_REPLAY_MOMENTS (self), G_MAXUINT);
  return row < self->entries->len ? g_array_index (self->entries, Entry, row).position : G_MAXUINT;
}

guint
qb_replay_moments_find (QbReplayMoments *self,
                        guint            position)
{
  guint lo = 0, hi;

  g_return_val_if_fail (QB_IS_REPLAY_MOMENTS (self), G_MAXUINT);

  /* The first row past the position, by bisection: the rows are in the
   * order of their positions. */
  hi = self->entries->len;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (g_array_index (self->entries, Entry, mid).position > position)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo > 0 ? lo - 1 : G_MAXUINT;
}

/* ---- QbReplayNotes ---------------------------------------------------------- */

struct _QbReplayNotes
{
  GObject parent_instance;

  QbRecord *record;
  GArray *entries;            /* Entry per note shown */
};

static void qb_replay_notes_list_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QbReplayNotes, qb_replay_notes, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, qb_replay_notes_list_init))

static GType
qb_replay_notes_get_item_type (GListModel *model)
{
  return QB_TYPE_REPLAY_NOTE;
}

static guint
qb_replay_notes_get_n_items (GListModel *model)
{
  return QB_REPLAY_NOTES (model)->entries->len;
}

static gpointer
qb_replay_notes_get_item (GListModel *model,
                          guint       position)
{
  QbReplayNotes *self = QB_REPLAY_NOTES (model);
  QbReplayNote *item;
  const Entry *e;

  if (position >= self->entries->len)
    return NULL;
  e = &g_array_index (self->entries, Entry, position);
  item = g_object_new (QB_TYPE_REPLAY_NOTE, NULL);
  item->note = e->ref;
  item->key = e->key;
  item->annotation = *qb_record_get_annotation (self->record, e->ref);
  item->annotation.text = g_strdup (item->annotation.text);
  return item;
}

static void
qb_replay_notes_list_init (GListModelInterface *iface)
{
  iface->get_item_type = qb_replay_notes_get_item_type;
  iface->get_n_items = qb_replay_notes_get_n_items;
  iface->get_item = qb_replay_notes_get_item;
}

static void
qb_replay_notes_dispose (GObject *object)
{
  g_clear_object (&QB_REPLAY_NOTES (object)->record);
  G_OBJECT_CLASS (qb_replay_notes_parent_class)->dispose (object);
}

static void
qb_replay_notes_finalize (GObject *object)
{
  g_clear_pointer (&QB_REPLAY_NOTES (object)->entries, g_array_unref);
  G_OBJECT_CLASS (qb_replay_notes_parent_class)->finalize (object);
}

static void
qb_replay_notes_class_init (QbReplayNotesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_replay_notes_dispose;
  object_class->finalize = qb_replay_notes_finalize;
}

static void
qb_replay_notes_init (QbReplayNotes *self)
{
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
}

QbReplayNotes *
qb_replay_notes_new (void)
{
  return g_object_new (QB_TYPE_REPLAY_NOTES, NULL);
}

/* The first annotation at or after `position`, by bisection. */
static guint
first_note_at (QbRecord *record,
               guint     position)
{
  guint lo = 0, hi = qb_record_get_n_annotations (record);

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (qb_record_get_annotation (record, mid)->index < position)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

void
qb_replay_notes_update (QbReplayNotes *self,
                        QbRecord      *record,
                        guint          position,
                        int            viewer)
{
  GArray *entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  gboolean all = record != self->record;
  guint n = record != NULL ? qb_record_get_n_annotations (record) : 0;
  guint from = 0;

  g_return_if_fail (QB_IS_REPLAY_NOTES (self));

  g_set_object (&self->record, record);
  if (record != NULL && position != QB_INDEX_NONE)
    from = first_note_at (record, position);
  for (guint i = from; i < n; i++)
    {
      const QbAnnotation *a = qb_record_get_annotation (record, i);
      Entry e = { a->index, i, a->text, QB_REPLAY_ITEM_NOTE };

      if (position != QB_INDEX_NONE && a->index != position)
        break;
      if (qb_annotation_visible_to (a, viewer))
        g_array_append_val (entries, e);
    }
  replace_entries (G_LIST_MODEL (self), &self->entries, entries, all);
}
