/* qb-setup-text.c: the sentences of the deployment editor's tools (see
 * qb-setup-text.h). */
#include <glib/gi18n-lib.h>

#include "qb-engine.h"
#include "qb-setup-text.h"
#include "qb-ui-names.h"

const char *
qb_setup_place_name (guint location)
{
  if (location < QB_NUM_ZONES || location == QB_LOC_BASON || location == QB_LOC_STLAURENT)
    return qb_ui_zone_name ((int) location);
  if (location == QB_LOC_POOL)
    return C_("place", "not deployed");
  return C_("place", "out of play");
}

char *
qb_setup_move_text (int   edition,
                    guint block,
                    guint from,
                    guint to,
                    guint cv_from,
                    guint cv_to)
{
  const char *name = qb_ui_block_name (edition, (int) block);

  if (from != to && cv_from != cv_to)
    /* Translators: a block moved and changed strength between two
     * deployments: “La Sarre: Beauport → Lévis, 4 → 3 CV”. %1$s is the
     * block, %2$s and %3$s the places, %4$u and %5$u the strengths. */
    return g_strdup_printf (_("%1$s: %2$s → %3$s, %4$u → %5$u CV"), name,
                            qb_setup_place_name (from), qb_setup_place_name (to),
                            cv_from, cv_to);
  if (from != to)
    /* Translators: a block moved between two deployments: “La Sarre:
     * Beauport → Lévis”. %1$s is the block, %2$s and %3$s the places. */
    return g_strdup_printf (_("%1$s: %2$s → %3$s"), name,
                            qb_setup_place_name (from), qb_setup_place_name (to));
  /* Translators: a block changed strength in its place between two
   * deployments: “La Sarre: 4 → 3 CV (Beauport)”. %1$s is the block,
   * %2$u and %3$u the strengths, %4$s the place. */
  return g_strdup_printf (_("%1$s: %2$u → %3$u CV (%4$s)"), name, cv_from, cv_to,
                          qb_setup_place_name (to));
}
