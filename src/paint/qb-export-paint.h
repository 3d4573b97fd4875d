/* qb-export-paint.h: the painter behind an exported game's pictures. The
 * model's exporter (qb-game-export.h) draws nothing itself; this gives it
 * the board and the strength chart as src/paint draws them, with no
 * display, for the CLI and the app alike. */
#pragma once

#include "qb-game-export.h"

G_BEGIN_DECLS

/* Sets `options`' board and chart callbacks to the painter's. */
void qb_export_options_use_painter (QbExportOptions *options);

G_END_DECLS
