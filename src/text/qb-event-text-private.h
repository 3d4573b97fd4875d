/* qb-event-text-private.h: what the two files of the event sentences
 * share (qb-event-text.c: the pieces of a sentence, the events outside
 * battles, the rendering; qb-event-text-battle.c: the battles' events). */
#pragma once

#include <glib.h>

#include "qb-engine.h"
#include "qb-ui-names.h"

G_BEGIN_DECLS

/* One sentence being built. */
typedef struct {
  QbEvent ev;           /* as the viewer may see it */
  int edition;
  GPtrArray *pieces;    /* strings the sentence points to */
} QbSentence;

/* qb-event-text.c: a marked sentence (links as marks, see the top of
 * qb-event-text.c) as plain text, or as markup with its rule section as a
 * link after it (none when rule is 0); NULL for NULL. */
char *qb_sentence_render     (const char *marked,
                              uint16_t    rule,
                              gboolean    markup);
/* The sentence with a capital first letter; takes `text` and returns it
 * or a new string. */
char *qb_sentence_capitalize (char       *text);

/* qb-event-text.c: the pieces. Each string returned belongs to the
 * sentence (or is static) and lives as long as it. */

/* A zone in a phrase ("in Beauport", "sur l'Île d'Orléans"); only the
 * name is the link. */
const char *qb_sentence_zone_in  (QbSentence   *s,
                                  int           loc,
                                  QbZonePhrase  kind);
/* A block's name, or a generic phrase when the viewer may not know it. */
const char *qb_sentence_block    (QbSentence   *s,
                                  int           b);
/* A block with its strength when the viewer may know it. */
const char *qb_sentence_block_cv (QbSentence   *s,
                                  int           b,
                                  int           cv);
/* The gender and number of the block the sentence names (its name, or "a
 * French block" when the viewer may not know it). */
QbGrammar   qb_sentence_grammar  (QbSentence   *s,
                                  int           b);
/* The dice as die faces; a leader's doubled roll as two pairs (10.3). */
const char *qb_sentence_dice     (QbSentence   *s);

/* One of a sentence's four forms, by the gender and number of its block
 * (issue 9): each form is its own catalog entry, in the context
 * "masculine singular" ... "feminine plural", so that French and Italian
 * make verbs and participles agree ("la milice de Québec IV est
 * éliminée", "les troupes de la Marine tirent"). English writes the four
 * alike. */
const char *qb_agree (QbGrammar   g,
                      const char *masc_sing,
                      const char *fem_sing,
                      const char *masc_plural,
                      const char *fem_plural)
  G_GNUC_FORMAT (2) G_GNUC_FORMAT (3) G_GNUC_FORMAT (4) G_GNUC_FORMAT (5);

/* ngettext with a context, which GLib lacks (xgettext keyword
 * qb_npgettext:1c,2,3 in po/meson.build). */
const char *qb_npgettext (const char *context,
                          const char *msgid,
                          const char *msgid_plural,
                          gulong      n)
  G_GNUC_FORMAT (2) G_GNUC_FORMAT (3);

/* qb-event-text-battle.c: the sentences of QB_EV_BATTLE, QB_EV_DEPLOYED,
 * QB_EV_RESERVE, QB_EV_FIRE and QB_EV_PURSUIT (`pursuit`), QB_EV_HIT and
 * QB_EV_RETREAT, with their links marked; free with g_free(). */
char *qb_sentence_battle   (QbSentence *s);
char *qb_sentence_deployed (QbSentence *s);
char *qb_sentence_reserve  (QbSentence *s);
char *qb_sentence_fire     (QbSentence *s,
                            gboolean    pursuit);
char *qb_sentence_hit      (QbSentence *s);
char *qb_sentence_retreat  (QbSentence *s);
char *qb_sentence_retreat_move (QbSentence *s);

/* An event's sentence as the viewer may read it, with its links marked
 * (for qb_sentence_render()), or NULL if the viewer may not see it. */
char *qb_event_marked (const QbEvent *ev,
                       int            edition,
                       int            viewer);

G_END_DECLS
