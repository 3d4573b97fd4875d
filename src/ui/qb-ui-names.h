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
/* "British block", "French block" */
const char *qb_ui_side_block (int side);
const char *qb_ui_type_name (int type);
/* The block's full name, as on its label. */
const char *qb_ui_block_name (int edition, int block);
/* A short name that fits on the block. */
const char *qb_ui_block_short_name (int edition, int block);

G_END_DECLS
