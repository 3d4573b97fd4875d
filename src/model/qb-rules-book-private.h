/* qb-rules-book-private.h: QbRulesBook's struct, shared by
 * qb-rules-book.c (loading, reading) and qb-rules-search.c (folding,
 * search). */
#pragma once

#include "qb-rules-book.h"

G_BEGIN_DECLS

/* A searchable text: folded, and for each folded byte the offset of the
 * original character it came from. */
typedef struct
{
  char *folded;
  guint *map;
} FoldedText;

struct _QbRulesBook
{
  GObject parent_instance;

  char *game;                    /* NULL unless built in */
  char *language;
  char *title;
  GStringChunk *strings;
  GPtrArray *allocations;        /* arrays of paragraphs and references */
  QbRulesSection *sections;
  guint n_sections;
  GHashTable *by_id;             /* id -> QbRulesSection */
  GHashTable *by_paragraph;      /* paragraph id -> QbRulesSection */
  QbRulesTerm *terms;
  guint n_terms;
  QbRuling *rulings;
  guint n_rulings;

  /* Built on the first search: the title then the paragraphs of each
   * section, n_paragraphs + 1 texts per section. */
  FoldedText **folded;
};

/* qb-rules-search.c */
void qb_rules_folded_text_free (FoldedText *folded);

G_END_DECLS
