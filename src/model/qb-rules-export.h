/* qb-rules-export.h: the rules reference outside the app: a section or
 * the whole book as a self-contained HTML document (to print at the
 * table), and the links the app opens again ("Copy Link"). */
#pragma once

#include "qb-rules-book.h"

G_BEGIN_DECLS

/* `book` as one HTML document: the section `section_id` (a chapter with
 * its sections), or every section when it is NULL, with the paragraphs of
 * `edition` ("both", "classic" or "revised") and their rulings. The
 * document holds its style and needs nothing else; it is also well-formed
 * XML. */
char     *qb_rules_export_html  (QbRulesBook *book,
                                 const char  *section_id,
                                 const char  *edition);

/* Whether `section` is `id` or one of its sections, at any depth (5.534
 * is within 5.5): what exporting `id` prints. */
gboolean  qb_rules_section_is_within (QbRulesBook          *book,
                                      const QbRulesSection *section,
                                      const char           *id);

/* A rule link: "quebec1759:rules/17.2?game=quebec1759&lang=fr&edition=classic".
 * The app opens it on its command line (quebec1759 'quebec1759:rules/...')
 * or pasted into the rules search. */
char     *qb_rules_link_build   (const char  *game,
                                 const char  *language,
                                 const char  *edition,
                                 const char  *section_id);
/* Reads a link back; each out argument (may be NULL) gets a new string,
 * NULL for a part the link does not give (the section is always given). */
gboolean  qb_rules_link_parse   (const char  *link,
                                 char       **game,
                                 char       **language,
                                 char       **edition,
                                 char       **section_id);

G_END_DECLS
