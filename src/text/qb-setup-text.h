/* qb-setup-text.h: the sentences of the deployment editor's tools (the
 * differences between two set-ups). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Where a block is in a set-up, for people: a zone, a river area, "not
 * deployed" or "out of play". */
const char *qb_setup_place_name (guint location);

/* One block's change between two set-ups: "La Sarre: Beauport → Lévis",
 * "La Sarre: 4 → 3 CV in Beauport", or both. Free with g_free(). */
char       *qb_setup_move_text  (int   edition,
                                 guint block,
                                 guint from,
                                 guint to,
                                 guint cv_from,
                                 guint cv_to);

G_END_DECLS
