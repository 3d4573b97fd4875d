/* qb-ui-names.c: names shown to players.
 *
 * Zone and type names are translated. Block names are proper names (the
 * regiments of 1759) and stay as they are, with their accents; the short
 * names are what fits on a 3/4" block label.
 */
#include <glib/gi18n-lib.h>

#include "qb-ui-names.h"

#include <string.h>

#include "qb-engine.h"
#include "qb-data.h"

const char *
qb_ui_zone_name (int zone)
{
  switch (zone)
    {
    case QB_MO: return C_("zone", "Montmorency");
    case QB_BE: return C_("zone", "Beauport");
    case QB_SC: return C_("zone", "St. Charles");
    case QB_AB: return C_("zone", "Abraham");
    case QB_SF: return C_("zone", "Ste. Foy");
    case QB_SI: return C_("zone", "Sillery");
    case QB_CR: return C_("zone", "Cap Rouge");
    case QB_ET: return C_("zone", "Etchemin");
    case QB_LE: return C_("zone", "Lévis");
    case QB_OR: return C_("zone", "Île d'Orléans");
    case QB_LOC_BASON: return qb_ui_area_name (QB_BASON);
    case QB_LOC_STLAURENT: return qb_ui_area_name (QB_STLAURENT);
    default: return C_("zone", "off the map");
    }
}

const char *
qb_ui_area_name (int area)
{
  return area == QB_BASON ? C_("river area", "Bason") : C_("river area", "St. Laurent");
}

const char *
qb_ui_side_name (int side)
{
  return side == QB_BRITISH ? _("British") : _("French");
}

const char *
qb_ui_side_block (int side)
{
  return side == QB_BRITISH ? _("British block") : _("French block");
}

const char *
qb_ui_type_name (int type)
{
  switch (type)
    {
    case QB_TYPE_REGULAR: return C_("unit type", "regular infantry");
    case QB_TYPE_LIGHT_INFANTRY: return C_("unit type", "light infantry");
    case QB_TYPE_RANGERS: return C_("unit type", "rangers");
    case QB_TYPE_GRENADIERS: return C_("unit type", "grenadiers");
    case QB_TYPE_LEADER: return C_("unit type", "leader");
    case QB_TYPE_DETACHMENT: return C_("unit type", "detachment");
    case QB_TYPE_DECOY: return C_("unit type", "decoy");
    case QB_TYPE_SHIP: return C_("unit type", "ship");
    case QB_TYPE_INDIAN: return C_("unit type", "Indian allies");
    case QB_TYPE_QUEBEC_MILITIA: return C_("unit type", "Quebec militia");
    case QB_TYPE_MONTREAL_MILITIA: return C_("unit type", "Montreal militia");
    default: return C_("unit type", "unknown");
    }
}

typedef struct {
  const char *key;
  const char *name;
  const char *short_name;
} BlockNames;

/* Blocks whose displayed names differ from the engine's ASCII names, or
 * need a short form. Keys are those of qb_block_key(). */
static const BlockNames block_names[] = {
  { "br-15th", NULL, "15th" },
  { "br-28th", NULL, "28th" },
  { "br-35th", NULL, "35th" },
  { "br-43rd", NULL, "43rd" },
  { "br-47th", NULL, "47th" },
  { "br-48th", NULL, "48th" },
  { "br-58th", NULL, "58th" },
  { "br-78th", NULL, "78th" },
  { "br-2-60th", NULL, "2/60th" },
  { "br-3-60th", NULL, "3/60th" },
  { "br-light-infantry", NULL, "Lt. Inf." },
  { "br-rangers", NULL, "Rangers" },
  { "br-grenadiers", NULL, "Grenad." },
  { "br-stirling-castle", NULL, "Stirling" },
  { "fr-bearn", "Béarn", "Béarn" },
  { "fr-royal-roussillon", NULL, "R.-Rous." },
  { "fr-marine", NULL, "Marine" },
  { "fr-languedoc", NULL, "Langued." },
  { "fr-quebec-1", "Québec Militia I", "Québec I" },
  { "fr-quebec-2", "Québec Militia II", "Québec II" },
  { "fr-quebec-3", "Québec Militia III", "Québec III" },
  { "fr-quebec-4", "Québec Militia IV", "Québec IV" },
  { "fr-quebec-5", "Québec Militia V", "Québec V" },
  { "fr-quebec-6", "Québec Militia VI", "Québec VI" },
  { "fr-quebec-7", "Québec Militia VII", "Québec VII" },
  { "fr-montreal-1", "Montréal Militia I", "Montr. I" },
  { "fr-montreal-2", "Montréal Militia II", "Montr. II" },
  { "fr-montreal-3", "Montréal Militia III", "Montr. III" },
  { "fr-montreal-4", "Montréal Militia IV", "Montr. IV" },
  { "fr-trois-rivieres-1", "Trois-Rivières Militia I", "T.-Riv. I" },
  { "fr-trois-rivieres-2", "Trois-Rivières Militia II", "T.-Riv. II" },
  { "br-detachment-a", NULL, "Det. A" },
  { "br-detachment-b", NULL, "Det. B" },
  { "br-detachment-c", NULL, "Det. C" },
  { "br-detachment-d", NULL, "Det. D" },
  { "br-detachment-e", NULL, "Det. E" },
  { "br-detachment-f", NULL, "Det. F" },
  { "br-detachment-g", NULL, "Det. G" },
  { "fr-detachment-a", NULL, "Det. A" },
  { "fr-detachment-b", NULL, "Det. B" },
  { "fr-detachment-c", NULL, "Det. C" },
  { "fr-detachment-d", NULL, "Det. D" },
};

static const BlockNames *
lookup (int edition, int block)
{
  const char *key = qb_block_key (edition, block);
  for (guint i = 0; key != NULL && i < G_N_ELEMENTS (block_names); i++)
    if (strcmp (block_names[i].key, key) == 0)
      return &block_names[i];
  return NULL;
}

const char *
qb_ui_block_name (int edition, int block)
{
  const BlockNames *names = lookup (edition, block);
  if (names != NULL && names->name != NULL)
    return names->name;
  return qb_unit_info (edition, block)->name;
}

const char *
qb_ui_block_short_name (int edition, int block)
{
  const BlockNames *names = lookup (edition, block);
  if (names != NULL && names->short_name != NULL)
    return names->short_name;
  return qb_ui_block_name (edition, block);
}
