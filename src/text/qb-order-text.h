/* qb-order-text.h: the rulebook's order shorthand (9.3) for the order entry.
 *
 * qb_order_text_parse() turns a typed order into the engine actions that
 * write it for the deciding player, checking each one with qb_is_legal() on
 * a copy of the state as it goes (ruling R1: an illegal order cannot be
 * entered). On failure the GError message quotes the part of the text and
 * says what is wrong, with the rule section:
 *
 *     “3 LE-AB”: no road connects these zones (6.1)
 *
 * Grammar (case-, accent- and space-insensitive):
 *
 *     order   := "stand" | part { ("," | ";" | newline) part }
 *     part    := any order of: count, blocks, route, way, ship words,
 *                Ottawa words
 *     count   := a number | "all"
 *     route   := ZONE "-" ZONE       ("->", "→", "to" and a space also
 *                                     separate the two zones)
 *     way     := "road" | "land" | "by road" | "by land"         (land)
 *              | "boat" | "by boat" | "amph" | "amphibious"
 *              | "sea" | "by sea" | "water" | "by water"          (amphibious)
 *     ZONE    := a 9.3 code: MO BE SC AB SF SI CR ET LE OR, BA SL for the
 *                river areas, or a zone's English name ("Levis",
 *                "Ile d'Orleans", "St. Charles", "Ste. Foy", "Cap Rouge")
 *     blocks  := names of the player's own blocks: "15th", "La Sarre",
 *                "Quebec Militia III" or "Quebec III", "Wolfe", "Neptune"…
 *
 * Examples: "3 LE-ET", "LE-ET 3", "OR-BE 2, OR-LE 1", "OR-BE 4 boat",
 * "all LE-ET", "15th LE-ET", "15th, 28th LE-ET" (names before a route
 * belong to it), "Wolfe SC-SF", "2 ships up", "1 ship down", "Neptune up",
 * "2 BA-SL", "Ottawa OR raid", "Ottawa BE scout", "Ottawa SI", "stand".
 *
 * - Zone codes are the same in every language. The keywords are English,
 *   and their French and Italian equivalents are accepted in every
 *   language ("tous LE vers ET", "2 navires en amont", "1 OR-BE in barca",
 *   "Ottawa OR reconnaissance", "restare fermi"; the list is in
 *   qb-order-text.c).
 * - A move needs a number, "all" or block names. The way defaults to land
 *   when a road joins the zones (for a leader, also a two-zone road move),
 *   otherwise amphibious when both zones border the same river area.
 * - With a number the player's blocks are chosen strongest first: fighting
 *   blocks by CV, then the leader, then the Ottawa, then decoys; among
 *   equals the roster order. A block that may not make the move is passed
 *   over.
 * - "N ship(s) up|down" chooses ships in roster order; "up" is from the
 *   Bason to the St. Laurent.
 * - "Ottawa ZONE [raid|scout]" is the Ottawa's special order (22.1) and the
 *   whole order; with a route ("Ottawa OR-BE") the Ottawa moves with an
 *   ordinary group.
 *
 * The actions never include QB_ACT_ORDER_DONE: the caller confirms. They
 * start with QB_ACT_ORDER_CLEAR when the side's draft is not empty, so the
 * text replaces the draft. "stand" gives no other action. The Ottawa's
 * special order is written by the engine as soon as it is applied.
 */
#pragma once

#include <glib.h>

#include "qb-engine.h"

G_BEGIN_DECLS

#define QB_ORDER_TEXT_ERROR (qb_order_text_error_quark ())

typedef enum {
  QB_ORDER_TEXT_ERROR_EMPTY,          /* nothing typed yet */
  QB_ORDER_TEXT_ERROR_NOT_NOW,        /* not this side's turn to write orders */
  QB_ORDER_TEXT_ERROR_SYNTAX,         /* an unknown word or a missing part */
  QB_ORDER_TEXT_ERROR_NOT_ENOUGH,     /* fewer blocks or ships than asked */
  QB_ORDER_TEXT_ERROR_ILLEGAL,        /* the engine refuses one of the actions */
} QbOrderTextError;

GQuark  qb_order_text_error_quark (void);

/* Returns a GArray of QbAction for `side`, the deciding player of `state`,
 * or NULL with `error` set. */
GArray *qb_order_text_parse       (const QbState  *state,
                                   int             side,
                                   const char     *text,
                                   GError        **error);

G_END_DECLS
