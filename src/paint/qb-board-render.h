/* qb-board-render.h: the board as an image (PNG or SVG), with no display:
 * for the export of a game and the CLI. */
#pragma once

#include <gio/gio.h>
#include <cairo.h>

#include "qb-engine.h"
#include "qb-record.h"

G_BEGIN_DECLS

/* The board as `view` shows it (blocks placed as the board places them, backs for blocks
 * the view hides), with the marks of `marks` drawn (only ->mark, ->zone, ->from, ->to are
 * read: a ring or an arrow, as the replay draws them), as "png" or "svg" bytes, `width`
 * pixels wide (the height follows the map). No display needed. */
GBytes *qb_board_render (const QbView *view, const QbAnnotation *marks, guint n_marks,
                         const char *format, int width, GError **error);

/* The height of a board image `width` pixels wide. */
int qb_board_render_height (int width);

/* Shared by the two renderers: a surface of the format ("png", "svg"),
 * and its bytes once drawn. An unknown format or size is a
 * G_IO_ERROR_INVALID_ARGUMENT. */
typedef struct _QbRenderTarget QbRenderTarget;
QbRenderTarget *qb_render_target_new (const char *format, int width, int height, GError **error);
cairo_surface_t *qb_render_target_get_surface (QbRenderTarget *target);
/* Finishes the image and frees the target. */
GBytes *qb_render_target_finish (QbRenderTarget *target, GError **error);

G_END_DECLS
