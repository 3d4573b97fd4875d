/* qb-record-private.h: what the tests may see of QbRecord's insides. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How many times two notes' (annotations' or bookmarks') positions were
 * compared to keep them in order, since the program started: a test
 * resets it and checks that loading n notes costs O(n log n). */
extern guint64 qb_record_note_comparisons;

G_END_DECLS
