/* qb-engine-text.h: the rules engine's reasons, translated.
 *
 * The engine (src/engine) is plain C without GLib or gettext: when it
 * refuses an action or a position it gives a reason as a static English
 * string (qb_is_legal(), qb_apply(), qb_validate_position()). Everything
 * that shows such a reason to a player (file errors, order entry, game
 * errors) passes it through qb_engine_reason_text(), whose table holds every
 * reason the engine can give, marked for translation.
 *
 * tests/text/test-engine-text.c reads the engine's sources and fails when
 * a reason there is missing from the table (or the table keeps one the
 * engine no longer gives): add a new reason here with N_() in the same
 * commit.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The reason in the user's language; a text the table does not know (such
 * as one already translated) comes back unchanged. NULL gives NULL. */
const char         *qb_engine_reason_text (const char *reason);

/* The reason as a sentence of its own, in the user's language: a capital
 * first letter and a full stop ("The order is already empty."), for a
 * message that stands alone (a toast), where the bare reason would read as
 * a scrap of the engine. Free with g_free(); NULL gives NULL. */
char               *qb_engine_reason_sentence (const char *reason);

/* The table, English, in the order of the engine's sources (for tests). */
const char *const  *qb_engine_reasons     (guint      *n_reasons);

G_END_DECLS
