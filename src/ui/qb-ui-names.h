/* qb-ui-names.h: names shown to players (translatable), keyed by the
 * engine's ids. The engine's English names stay for logs and the CLI. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *qb_ui_zone_name (int zone);
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
