/* qb-autosave-library.h: the unfinished games (QbAutosaveList) as the
 * start page shows them: a boxed list, each game with its position, its
 * players and when it was last played, and Resume and Delete buttons
 * (the window's "win.resume" and "win.delete-autosave", with the file's
 * path as target). */
#pragma once

#include <adwaita.h>

#include "qb-autosave-list.h"

G_BEGIN_DECLS

GtkWidget *qb_autosave_library_new         (QbAutosaveList  *list);
/* "Move 5 of 16 — French orders", or why the file cannot be read. */
char      *qb_autosave_library_entry_title (QbAutosaveEntry *entry);
/* "Wolfe against Montcalm, 12 minutes ago"; `now` for tests (NULL: now). */
char      *qb_autosave_library_entry_subtitle (QbAutosaveEntry *entry,
                                               GDateTime       *now);

G_END_DECLS
