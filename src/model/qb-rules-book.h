/* qb-rules-book.h: the rules reference of one game in one language
 * (data/rules/<lang>.json for Quebec 1759, data/rules/<game>/<lang>.json
 * for the other games): sections, paragraphs, cross-references, glossary,
 * rulings and search. */
#pragma once

#include <gio/gio.h>

#include "qb-types.h"

G_BEGIN_DECLS

typedef enum {
  QB_RULES_EDITION_BOTH,
  QB_RULES_EDITION_CLASSIC,
  QB_RULES_EDITION_REVISED,
} QbRulesEdition;

typedef enum {
  QB_RULES_KIND_RULE,
  QB_RULES_KIND_NOTE,
  QB_RULES_KIND_EXAMPLE,
  QB_RULES_KIND_DESIGN,
  QB_RULES_KIND_FAQ,
  QB_RULES_KIND_CLARIFICATION,   /* a designer's later clarification */
} QbRulesKind;

/* The games whose rules are built in. Quebec 1759 is the default: the
 * functions without a game argument are about its books. */
#define QB_RULES_GAME_QUEBEC1759     "quebec1759"
#define QB_RULES_GAME_WILDERNESS_WAR "wilderness-war"

/* A paragraph. `id` is its section's id, a hyphen and a number ("17.2-3"),
 * the same paragraph in every language of a game, so that side-by-side
 * columns line up by id; ids are never renumbered (see docs/HACKING.md).
 * `text` keeps the cross-references as "[[15.0]]"; `plain` has "15.0" in
 * their place. `refs` lists the referenced section ids in order of
 * appearance (NULL-terminated, duplicates kept). */
typedef struct
{
  const char *id;
  QbRulesKind kind;
  QbRulesEdition edition;
  const char *text;
  const char *plain;
  const char *const *refs;
} QbRulesParagraph;

typedef struct
{
  const char *id;                /* "17.1" */
  const char *parent;            /* "17.0", or NULL for a top-level N.0 section */
  const char *title;
  guint index;                   /* position in the book */
  guint n_paragraphs;
  const QbRulesParagraph *paragraphs;
} QbRulesSection;

typedef struct
{
  const char *id;                /* "cv", the same in every language */
  const char *term;
  const char *definition;        /* with [[id]] cross-references */
} QbRulesTerm;

typedef struct
{
  const char *id;                /* "R7", as in docs/rulings.md */
  const char *const *sections;   /* NULL-terminated */
  const char *text;              /* with [[id]] cross-references */
} QbRuling;

/* How a search result matched, in the order results are ranked: the
 * section's number ("17.2", "17" for 17.0 and its sections), its title,
 * then its text. */
typedef enum {
  QB_RULES_MATCH_NUMBER,
  QB_RULES_MATCH_TITLE,
  QB_RULES_MATCH_TEXT,
} QbRulesMatchKind;

/* A search result: `snippet` is a passage of one paragraph's plain text,
 * and [match_start, match_end) are byte offsets of the match inside it
 * (empty when the number or the title matched and the text does not hold
 * the query: the snippet is then how the section begins). `paragraph` is
 * -1 for the title, which the page highlights for a number or title
 * match. */
typedef struct
{
  char *language;
  char *section_id;
  int paragraph;
  char *snippet;
  gsize match_start;
  gsize match_end;
  char *game;                    /* "quebec1759", ...; NULL for a book read from a file */
  QbRulesMatchKind kind;
} QbRulesMatch;

#define QB_TYPE_RULES_MATCH (qb_rules_match_get_type ())
GType            qb_rules_match_get_type       (void) G_GNUC_CONST;
QbRulesMatch    *qb_rules_match_copy           (const QbRulesMatch *match);
void             qb_rules_match_free           (QbRulesMatch       *match);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QbRulesMatch, qb_rules_match_free)

#define QB_TYPE_RULES_BOOK (qb_rules_book_get_type ())

G_DECLARE_FINAL_TYPE (QbRulesBook, qb_rules_book, QB, RULES_BOOK, GObject)

/* The languages built in, in a fixed order ("en", "fr", "it"). */
const char *const *qb_rules_book_get_languages   (void);
/* The built-in book of a language, loaded once and shared (transfer none);
 * NULL if there is none. */
QbRulesBook     *qb_rules_book_get_for_language (const char        *language);
/* The first of the user's languages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)
 * that has a book, else "en". */
const char      *qb_rules_book_get_default_language (void);

QbRulesBook     *qb_rules_book_new_for_language (const char        *language,
                                                 GError           **error);

/* The games built in, in a fixed order (QB_RULES_GAME_QUEBEC1759 first). */
const char *const *qb_rules_book_get_games      (void);
/* The languages of a game's books, in a fixed order; NULL for an unknown
 * game. */
const char *const *qb_rules_book_get_languages_for_game (const char *game);
/* A game's book in a language, loaded once and shared (transfer none);
 * NULL if there is none. */
QbRulesBook     *qb_rules_book_get_for_game     (const char        *game,
                                                 const char        *language);
QbRulesBook     *qb_rules_book_new_for_game     (const char        *game,
                                                 const char        *language,
                                                 GError           **error);
QbRulesBook     *qb_rules_book_new_from_bytes   (GBytes            *bytes,
                                                 const char        *name,
                                                 GError           **error);
QbRulesBook     *qb_rules_book_new_from_file    (GFile             *file,
                                                 GError           **error);

const char      *qb_rules_book_get_language     (QbRulesBook       *self);
/* The game of a built-in book; NULL for a book read from bytes or a file. */
const char      *qb_rules_book_get_game         (QbRulesBook       *self);
const char      *qb_rules_book_get_title        (QbRulesBook       *self);

guint            qb_rules_book_get_n_sections   (QbRulesBook       *self);
const QbRulesSection *qb_rules_book_get_section (QbRulesBook       *self,
                                                 guint              index);
const QbRulesSection *qb_rules_book_lookup      (QbRulesBook       *self,
                                                 const char        *id);
const QbRulesSection *qb_rules_book_get_previous (QbRulesBook      *self,
                                                  const char       *id);
const QbRulesSection *qb_rules_book_get_next    (QbRulesBook       *self,
                                                 const char        *id);
/* The paragraph with this id ("17.2-3"), or NULL; `section` and `index`
 * (both may be NULL) receive its section and its position there. */
const QbRulesParagraph *qb_rules_book_lookup_paragraph (QbRulesBook           *self,
                                                        const char            *id,
                                                        const QbRulesSection **section,
                                                        guint                 *index);
/* The table of contents: the sections whose parent is `parent` (NULL for
 * the top level), in order. The array holds QbRulesSection pointers. */
GPtrArray       *qb_rules_book_get_children     (QbRulesBook       *self,
                                                 const char        *parent);

guint            qb_rules_book_get_n_terms      (QbRulesBook       *self);
const QbRulesTerm *qb_rules_book_get_term       (QbRulesBook       *self,
                                                 guint              index);
guint            qb_rules_book_get_n_rulings    (QbRulesBook       *self);
const QbRuling  *qb_rules_book_get_ruling       (QbRulesBook       *self,
                                                 guint              index);
const QbRuling  *qb_rules_book_lookup_ruling    (QbRulesBook       *self,
                                                 const char        *id);

/* Accent- and case-insensitive search of numbers, titles and paragraphs:
 * one QbRulesMatch per matching section (its best match), the number
 * matches first, then the title matches, then the text matches, each in
 * book order. */
GPtrArray       *qb_rules_book_search           (QbRulesBook       *self,
                                                 const char        *query);
/* The same over every built-in language, ranked as above, then by
 * language in the order of qb_rules_book_get_languages(), `first` (if not
 * NULL) first. A section number matches only in `first` when it is given:
 * the same section in the other languages would add nothing. */
GPtrArray       *qb_rules_book_search_all       (const char        *query,
                                                 const char        *first);
/* The same over every language of a game's books. */
GPtrArray       *qb_rules_book_search_game      (const char        *game,
                                                 const char        *query,
                                                 const char        *first);

/* The text folded for searching: NFKD, combining marks dropped, case
 * folded. */
char            *qb_rules_fold                  (const char        *text);
/* Whether `query` is a section number ("17.2", "17", "5.534", "17."). */
gboolean         qb_rules_is_section_number     (const char        *query);
/* The section a number typed in a search names: `query` itself, or
 * "N.0" for "N" or "N."; NULL if the book has no such section. */
const QbRulesSection *qb_rules_book_lookup_number (QbRulesBook     *self,
                                                   const char      *query);
/* `text` escaped as Pango markup (and HTML), each accent- and case-blind
 * occurrence of `query` between `open` and `close`. */
char            *qb_rules_mark_matches          (const char        *text,
                                                 gssize             length,
                                                 const char        *query,
                                                 const char        *open,
                                                 const char        *close);

/* Words that go with the text of a language: they are part of the
 * reference, not of the interface, so a French column in the side-by-side
 * view reads "Exemple" whatever the interface language. */
typedef enum {
  QB_RULES_LABEL_LANGUAGE,       /* "Français" */
  QB_RULES_LABEL_NOTE,
  QB_RULES_LABEL_EXAMPLE,
  QB_RULES_LABEL_DESIGN,
  QB_RULES_LABEL_FAQ,
  QB_RULES_LABEL_CLASSIC,        /* the edition badges */
  QB_RULES_LABEL_REVISED,
  QB_RULES_LABEL_RULING,         /* "Ruling" (R7) */
  QB_RULES_LABEL_RULINGS,        /* the heading of a section's rulings */
  QB_RULES_LABEL_SECTIONS,       /* the heading of a chapter's sections */
  QB_RULES_LABEL_SEE,            /* the word before a cross-reference */
  QB_RULES_LABEL_CLARIFICATION,  /* a designer's clarification */
  QB_RULES_N_LABELS
} QbRulesLabel;

const char      *qb_rules_label                 (const char        *language,
                                                 QbRulesLabel       label);

const char      *qb_rules_edition_to_string     (QbRulesEdition     edition);
const char      *qb_rules_kind_to_string        (QbRulesKind        kind);

G_END_DECLS
