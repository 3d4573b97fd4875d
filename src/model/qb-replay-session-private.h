/* qb-replay-session-private.h: what the files of QbReplaySession share:
 * qb-replay-session.c (the record, position, viewer, lists, play timer)
 * and qb-replay-session-notes.c (notes and bookmarks). */
#pragma once

#include "qb-replay-session.h"

G_BEGIN_DECLS

/* The record's notes or bookmarks changed: read the lists again, mark the
 * session dirty, emit "notes-changed". */
void qb_replay_session_notes_changed (QbReplaySession *self);

G_END_DECLS
