/* qb-ui-names.h: names shown to players (translatable), keyed by the
 * engine's ids. The engine's English names stay for logs and the CLI. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *qb_ui_zone_name (int zone);

/* How a sentence names a zone or river area. Languages put different
 * words before different places (“à Beauport”, “sur l'Île d'Orléans”,
 * “de l'Île d'Orléans”), so sentences take the whole phrase, never a
 * preposition of their own followed by a name. */
typedef enum {
  QB_ZONE_IN,       /* where something happens: "in Beauport", "on Île d'Orléans" */
  QB_ZONE_FROM,     /* where a move starts: "from Beauport" */
  QB_ZONE_TO,       /* where a move goes: "to Beauport" */
  QB_ZONE_NOUN,     /* the zone as the object of a verb: "Beauport" (fr "l'Île d'Orléans") */
} QbZonePhrase;

/* The phrase for `zone` with `name` in it: NULL for qb_ui_zone_name(), or
 * the name as something else (a marked link) so that only the name is the
 * link. Off the map: the name alone. Free with g_free(). */
char       *qb_ui_zone_phrase (int           zone,
                               QbZonePhrase  kind,
                               const char   *name);
const char *qb_ui_area_name (int area);
const char *qb_ui_side_name (int side);
/* Who plays a side, as the app's seats say it: "French: computer, Hard",
 * "British: a person". `player` is -1 for a person, else the computer's
 * kind (src/ai's QbAiKind: 0 random, 1 greedy, 2..4 Easy..Hard). */
char *qb_ui_seat_text (int side, int player);
/* The computer's level alone: "Easy", "Medium", "Hard" (the test players
 * "Random", "Greedy"). */
const char *qb_ui_computer_level (int kind);
/* "British block", "French block" */
const char *qb_ui_side_block (int side);
const char *qb_ui_type_name (int type);
/* The block's full name, as on its label. */
const char *qb_ui_block_name (int edition, int block);
/* A short name that fits on the block. */
const char *qb_ui_block_short_name (int edition, int block);
/* The shortest form of the name, for a small block (the map of a 1280 x
 * 800 window): at most five narrow letters a line, "\n" where it breaks
 * in two ("Ran-\ngers"). The short name when it is short enough. */
const char *qb_ui_block_tiny_name (int edition, int block);

/* The gender and number of a name in the current language, which the
 * verbs and participles of a sentence agree with (issue 9). English has
 * one form for all four. */
typedef enum {
  QB_GRAMMAR_MASC_SING,
  QB_GRAMMAR_FEM_SING,
  QB_GRAMMAR_MASC_PLURAL,
  QB_GRAMMAR_FEM_PLURAL,
} QbGrammar;

/* The block's name as the log's sentences use it: with the article the
 * language puts before it, if any ("la milice de Québec IV"; English
 * "Québec Militia IV", as qb_block_label()). */
const char *qb_ui_block_in_sentence (int edition, int block);
/* The gender and number of qb_ui_block_in_sentence(). */
QbGrammar   qb_ui_block_grammar (int edition, int block);
/* The gender and number of "a British block" (a block the reader may not
 * know). */
QbGrammar   qb_ui_hidden_block_grammar (void);
/* "masculine singular" ... "feminine plural": the codes of the catalog's
 * "block grammar" entries. */
const char *qb_ui_grammar_code (QbGrammar grammar);

G_END_DECLS
