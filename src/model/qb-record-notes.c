/* qb-record-notes.c: QbRecord's annotations and bookmarks: glyphs, who
 * may read a note, adding, replacing and removing notes, kept sorted by
 * position within their limits. */
#include "qb-record.h"
#include "qb-record-private.h"

/* ---- Annotations and bookmarks ---------------------------------------- */

/* The comparisons made to keep the notes in order, for the tests that
 * check that loading them costs O(n log n) (issue 11, point 9). */
guint64 qb_record_note_comparisons;

/* Where a note at `index` goes: after every element with the same index
 * or a smaller one. A binary search, since a game may have many notes;
 * every element starts with its index. */
static guint
insert_position (GArray *array,
                 gsize   element_size,
                 guint   index)
{
  guint lo = 0, hi = array->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      qb_record_note_comparisons++;
      if (*(guint *)(gpointer)(array->data + mid * element_size) > index)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo;
}

static gint
compare_index (gconstpointer a,
               gconstpointer b)
{
  guint ia = *(const guint *) a, ib = *(const guint *) b;

  qb_record_note_comparisons++;
  return ia < ib ? -1 : ia > ib;
}

/* The notes of a file in the order of their positions, those of one
 * position in the file's order: g_array_sort() is a stable merge sort, so
 * loading n notes costs O(n log n) where inserting them one by one into a
 * sorted array cost O(n²) moves (minutes for 100,000 notes). */
void
qb_record_sort_by_index (GArray *array)
{
  g_array_sort (array, compare_index);
}

static const char *const glyph_symbols[QB_N_GLYPHS] = {
  "", "!", "?", "!!", "??", "!?", "?!",
};

const char *
qb_glyph_symbol (QbGlyph glyph)
{
  return glyph > QB_GLYPH_NONE && glyph < QB_N_GLYPHS ? glyph_symbols[glyph] : NULL;
}

QbGlyph
qb_glyph_from_symbol (const char *symbol)
{
  for (guint i = QB_GLYPH_GOOD; i < QB_N_GLYPHS; i++)
    if (g_strcmp0 (symbol, glyph_symbols[i]) == 0)
      return (QbGlyph) i;
  return QB_N_GLYPHS;
}

gboolean
qb_annotation_visible_to (const QbAnnotation *annotation,
                          int                 viewer)
{
  g_return_val_if_fail (annotation != NULL, FALSE);

  /* Both sides face up is the referee's view after the game: every note. */
  switch (annotation->audience)
    {
    case QB_NOTE_BRITISH_ONLY:
      return viewer == QB_BRITISH || viewer == QB_NO_SIDE;
    case QB_NOTE_FRENCH_ONLY:
      return viewer == QB_FRENCH || viewer == QB_NO_SIDE;
    default:
      return TRUE;
    }
}

/* Whether a note may be kept: text (possibly empty with a glyph), a mark
 * on zones, a known glyph and audience. */
static gboolean
annotation_valid (const QbAnnotation *a)
{
  return a->text != NULL && g_utf8_validate (a->text, -1, NULL)
         && g_utf8_strlen (a->text, -1) <= QB_MAX_TEXT_CHARS
         && (a->text[0] != '\0' || a->glyph != QB_GLYPH_NONE)
         && a->mark <= QB_MARK_ARROW
         && (a->mark != QB_MARK_ZONE || a->zone < QB_NUM_ZONES)
         && (a->mark != QB_MARK_ARROW || (a->from < QB_NUM_ZONES && a->to < QB_NUM_ZONES))
         && a->glyph < QB_N_GLYPHS && a->audience <= QB_NOTE_FRENCH_ONLY;
}

/* A copy with the zones of the unused marks cleared, and its own text. */
static QbAnnotation
annotation_copy (const QbAnnotation *a)
{
  QbAnnotation copy = *a;

  copy.zone = a->mark == QB_MARK_ZONE ? a->zone : QB_LOC_NONE;
  copy.from = a->mark == QB_MARK_ARROW ? a->from : QB_LOC_NONE;
  copy.to = a->mark == QB_MARK_ARROW ? a->to : QB_LOC_NONE;
  copy.text = g_strdup (a->text);
  return copy;
}

/**
 * qb_record_add_annotation_full:
 *
 * Returns: where the annotation is in the list (sorted by index)
 */
guint
qb_record_add_annotation_full (QbRecord           *self,
                               const QbAnnotation *annotation)
{
  QbAnnotation copy;
  guint pos;

  g_return_val_if_fail (QB_IS_RECORD (self), 0);
  g_return_val_if_fail (annotation != NULL && annotation_valid (annotation), 0);
  g_return_val_if_fail (annotation->index <= self->actions->len, 0);
  g_return_val_if_fail (self->annotations->len < QB_RECORD_MAX_ANNOTATIONS, 0);

  copy = annotation_copy (annotation);
  pos = insert_position (self->annotations, sizeof (QbAnnotation), copy.index);
  g_array_insert_val (self->annotations, pos, copy);
  qb_record_touch (self);
  return pos;
}

void
qb_record_replace_annotation (QbRecord           *self,
                              guint               position,
                              const QbAnnotation *annotation)
{
  QbAnnotation *old;
  QbAnnotation copy;

  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (position < self->annotations->len);
  g_return_if_fail (annotation != NULL && annotation_valid (annotation));

  old = &g_array_index (self->annotations, QbAnnotation, position);
  copy = annotation_copy (annotation);
  copy.index = old->index;
  g_free (old->text);
  *old = copy;
  qb_record_touch (self);
}

/**
 * qb_record_add_annotation:
 * @index: the position (0..n-actions)
 * @mark: %QB_MARK_NONE, %QB_MARK_ZONE (@zone_or_from is the zone) or
 *   %QB_MARK_ARROW (from @zone_or_from to @to)
 *
 * Returns: where the annotation is in the list (sorted by index)
 */
guint
qb_record_add_annotation (QbRecord   *self,
                          guint       index,
                          const char *text,
                          QbMarkKind  mark,
                          guint       zone_or_from,
                          guint       to)
{
  QbAnnotation annotation = { 0 };
  guint pos;

  g_return_val_if_fail (QB_IS_RECORD (self), 0);
  g_return_val_if_fail (index <= self->actions->len, 0);
  g_return_val_if_fail (text != NULL && *text != '\0' && g_utf8_validate (text, -1, NULL), 0);
  g_return_val_if_fail (g_utf8_strlen (text, -1) <= QB_MAX_TEXT_CHARS, 0);
  g_return_val_if_fail (mark <= QB_MARK_ARROW, 0);
  g_return_val_if_fail (mark == QB_MARK_NONE || zone_or_from < QB_NUM_ZONES, 0);
  g_return_val_if_fail (mark != QB_MARK_ARROW || to < QB_NUM_ZONES, 0);
  g_return_val_if_fail (self->annotations->len < QB_RECORD_MAX_ANNOTATIONS, 0);

  annotation.index = index;
  annotation.text = g_strdup (text);
  annotation.mark = (guint8) mark;
  annotation.zone = mark == QB_MARK_ZONE ? (guint8) zone_or_from : QB_LOC_NONE;
  annotation.from = mark == QB_MARK_ARROW ? (guint8) zone_or_from : QB_LOC_NONE;
  annotation.to = mark == QB_MARK_ARROW ? (guint8) to : QB_LOC_NONE;
  pos = insert_position (self->annotations, sizeof (QbAnnotation), index);
  g_array_insert_val (self->annotations, pos, annotation);
  qb_record_touch (self);
  return pos;
}

void
qb_record_remove_annotation (QbRecord *self,
                             guint     position)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (position < self->annotations->len);

  g_array_remove_index (self->annotations, position);
  qb_record_touch (self);
}

guint
qb_record_get_n_annotations (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), 0);

  return self->annotations->len;
}

const QbAnnotation *
qb_record_get_annotation (QbRecord *self,
                          guint     position)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);
  g_return_val_if_fail (position < self->annotations->len, NULL);

  return &g_array_index (self->annotations, QbAnnotation, position);
}

guint
qb_record_add_bookmark (QbRecord   *self,
                        guint       index,
                        const char *title)
{
  QbBookmark bookmark = { 0 };
  guint pos;

  g_return_val_if_fail (QB_IS_RECORD (self), 0);
  g_return_val_if_fail (index <= self->actions->len, 0);
  g_return_val_if_fail (title != NULL && g_utf8_validate (title, -1, NULL), 0);
  g_return_val_if_fail (g_utf8_strlen (title, -1) <= QB_MAX_NAME_CHARS, 0);
  g_return_val_if_fail (self->bookmarks->len < QB_RECORD_MAX_BOOKMARKS, 0);

  bookmark.index = index;
  bookmark.title = g_strdup (title);
  pos = insert_position (self->bookmarks, sizeof (QbBookmark), index);
  g_array_insert_val (self->bookmarks, pos, bookmark);
  qb_record_touch (self);
  return pos;
}

/**
 * qb_record_add_chapter:
 *
 * A bookmark that starts a chapter of the game ("The landing at the Anse
 * au Foulon"); the moments list sets it apart from plain bookmarks.
 */
guint
qb_record_add_chapter (QbRecord   *self,
                       guint       index,
                       const char *title)
{
  guint pos = qb_record_add_bookmark (self, index, title);

  g_return_val_if_fail (pos < self->bookmarks->len, pos);
  g_array_index (self->bookmarks, QbBookmark, pos).chapter = TRUE;
  return pos;
}

void
qb_record_remove_bookmark (QbRecord *self,
                           guint     position)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (position < self->bookmarks->len);

  g_array_remove_index (self->bookmarks, position);
  qb_record_touch (self);
}

guint
qb_record_get_n_bookmarks (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), 0);

  return self->bookmarks->len;
}

const QbBookmark *
qb_record_get_bookmark (QbRecord *self,
                        guint     position)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);
  g_return_val_if_fail (position < self->bookmarks->len, NULL);

  return &g_array_index (self->bookmarks, QbBookmark, position);
}
