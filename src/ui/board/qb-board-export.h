/* qb-board-export.h: "Export Board Image…": a file chooser, then the board
 * as a view shows it written as PNG or SVG (src/paint/qb-board-render.c). */
#pragma once

#include <gtk/gtk.h>

#include "qb-engine.h"
#include "qb-record.h"

G_BEGIN_DECLS

/* The width of the exported image, in pixels. */
#define QB_BOARD_EXPORT_WIDTH 2400

/* The image's format from a file name: "svg" for a name ending in .svg,
 * "png" for .png, NULL for any other. */
const char *qb_board_export_format_for_name (const char *name);

/* Renders `view` with the marks of `marks` into `file` as the format its
 * name says (PNG unless it ends in .svg), atomically. */
gboolean qb_board_export_to_file (const QbView *view, const QbAnnotation *marks, guint n_marks,
                                  GFile *file, GError **error);

/* Asks where to save, then writes the image (copies of view and marks are
 * kept until then); an error is shown in a message dialog over `parent`'s
 * window. `suggested_name` has no extension. */
void qb_board_export_ask (GtkWidget *parent, const QbView *view, const QbAnnotation *marks,
                          guint n_marks, const char *suggested_name);

G_END_DECLS
