/* qb-data.c: map and rosters of Quebec 1759.
 *
 * Sources (see also ../shared/game-data.md and docs/rulings.md):
 * - Zones and their codes: rules 1.1 and 9.3 (all editions).
 * - River areas: rules 1.2, 7.1 (Bason: OR LE SC BE MO; St. Laurent:
 *   CR SI AB ET; Ste. Foy landlocked).
 * - Roads: rules 6.1 examples (LE-ET, MO-BE, CR-SI, CR-SF), 19.0 (SC-AB);
 *   our choices, from the historical roads: BE-SC (Beauport road), AB-SF
 *   (Ste. Foy road), AB-SI (St. Louis road / Foulon). Stated absent by 6.1:
 *   SI-SF, SC-SF. No road crosses the river and none reaches Ile d'Orleans.
 * - Rosters: public descriptions of versions 1.x and 2.0 of the game (block
 *   counts, types and CVs); the regiment names and the militia split
 *   (7 Quebec, 4 Montreal, 2 Trois-Rivieres) are our choice, grounded in the
 *   1759 order of battle. Revised: Wolfe/Montcalm (10.0) and 1cv detachments
 *   (2.6) replace the classic decoys (classic 10.0).
 */
#include "qb-engine.h"
#include "qb-data.h"

#include <string.h>

#define R(z) (1u << (z))

const QbZoneInfo qb_zones[QB_NUM_ZONES] = {
  [QB_MO] = { "MO", "Montmorency",   QB_BASON,     R(QB_BE) },
  [QB_BE] = { "BE", "Beauport",      QB_BASON,     R(QB_MO) | R(QB_SC) },
  [QB_SC] = { "SC", "St. Charles",   QB_BASON,     R(QB_BE) | R(QB_AB) },
  [QB_AB] = { "AB", "Abraham",       QB_STLAURENT, R(QB_SC) | R(QB_SF) | R(QB_SI) },
  [QB_SF] = { "SF", "Ste. Foy",      QB_NO_AREA,   R(QB_AB) | R(QB_CR) },
  [QB_SI] = { "SI", "Sillery",       QB_STLAURENT, R(QB_AB) | R(QB_CR) },
  [QB_CR] = { "CR", "Cap Rouge",     QB_STLAURENT, R(QB_SI) | R(QB_SF) },
  [QB_ET] = { "ET", "Etchemin",      QB_STLAURENT, R(QB_LE) },
  [QB_LE] = { "LE", "Levis",         QB_BASON,     R(QB_ET) },
  [QB_OR] = { "OR", "Ile d'Orleans", QB_BASON,     0 },
};

const char *const qb_area_names[2] = { "Bason", "St. Laurent" };

const uint16_t qb_area_zones[2] = {
  R(QB_OR) | R(QB_LE) | R(QB_SC) | R(QB_BE) | R(QB_MO),   /* 7.1 */
  R(QB_CR) | R(QB_SI) | R(QB_AB) | R(QB_ET),              /* 7.1, 7.2 */
};
const char *const qb_area_codes[2] = { "BA", "SL" };

/* Each roster entry is UNIT (name, type, max CV), expanded twice below:
 * into qb_rosters, and into the view's words of the block types. */
#define REG(n, cv) UNIT (n, QB_TYPE_REGULAR, cv)
#define QM(n) UNIT (n, QB_TYPE_QUEBEC_MILITIA, 2)
#define MM(n) UNIT (n, QB_TYPE_MONTREAL_MILITIA, 2)
#define SHIP(n) UNIT (n, QB_TYPE_SHIP, 0)
#define DECOY(n) UNIT (n, QB_TYPE_DECOY, 0)
#define DET(n) UNIT (n, QB_TYPE_DETACHMENT, 1)

#define BRITISH_COMMON \
  REG ("15th (Amherst's)", 4), REG ("28th (Bragg's)", 4), \
  REG ("35th (Otway's)", 4), REG ("43rd (Kennedy's)", 4), \
  REG ("47th (Lascelles')", 4), REG ("48th (Webb's)", 4), \
  REG ("58th (Anstruther's)", 4), REG ("78th (Fraser's Highlanders)", 4), \
  REG ("2/60th (Royal Americans)", 4), REG ("3/60th (Royal Americans)", 3), \
  UNIT ("Light Infantry", QB_TYPE_LIGHT_INFANTRY, 3), \
  UNIT ("American Rangers", QB_TYPE_RANGERS, 3), \
  UNIT ("Louisbourg Grenadiers", QB_TYPE_GRENADIERS, 2)

#define BRITISH_SHIPS \
  SHIP ("Neptune"), SHIP ("Sutherland"), SHIP ("Stirling Castle"), SHIP ("Lowestoft")

#define FRENCH_COMMON \
  UNIT ("Ottawa", QB_TYPE_INDIAN, 4), \
  REG ("La Sarre", 3), REG ("Languedoc", 3), REG ("Bearn", 3), \
  REG ("Guyenne", 3), REG ("Royal-Roussillon", 3), REG ("Troupes de la Marine", 3), \
  QM ("Quebec Militia I"), QM ("Quebec Militia II"), QM ("Quebec Militia III"), \
  QM ("Quebec Militia IV"), QM ("Quebec Militia V"), QM ("Quebec Militia VI"), \
  QM ("Quebec Militia VII"), \
  MM ("Montreal Militia I"), MM ("Montreal Militia II"), MM ("Montreal Militia III"), \
  MM ("Montreal Militia IV"), MM ("Trois-Rivieres Militia I"), MM ("Trois-Rivieres Militia II")

#define ROSTER_REVISED \
  BRITISH_COMMON, \
  UNIT ("Wolfe", QB_TYPE_LEADER, 1), \
  DET ("Detachment A"), DET ("Detachment B"), DET ("Detachment C"), DET ("Detachment D"), \
  DET ("Detachment E"), DET ("Detachment F"), DET ("Detachment G"), \
  BRITISH_SHIPS, \
  FRENCH_COMMON, \
  UNIT ("Montcalm", QB_TYPE_LEADER, 1), \
  DET ("Detachment A"), DET ("Detachment B"), DET ("Detachment C"), DET ("Detachment D")

#define ROSTER_CLASSIC \
  BRITISH_COMMON, \
  DECOY ("Decoy 1"), DECOY ("Decoy 2"), DECOY ("Decoy 3"), DECOY ("Decoy 4"), \
  DECOY ("Decoy 5"), DECOY ("Decoy 6"), DECOY ("Decoy 7"), DECOY ("Decoy 8"), \
  BRITISH_SHIPS, \
  FRENCH_COMMON, \
  DECOY ("Decoy 1"), DECOY ("Decoy 2"), DECOY ("Decoy 3"), DECOY ("Decoy 4"), \
  DECOY ("Decoy 5")

#define UNIT(n, type, cv) { n, type, cv }
const QbUnitInfo qb_rosters[2][QB_NUM_BLOCKS] = {
  [QB_EDITION_REVISED] = { ROSTER_REVISED },
  [QB_EDITION_CLASSIC] = { ROSTER_CLASSIC },
};
#undef UNIT

/* The type in place in a view's block entry (qb-view.c), with the rest of
 * a shown entry's constant part: no order (order_dest QB_LOC_NONE). */
#define UNIT(n, type, cv) ((uint64_t) (type) << 16 | (uint64_t) QB_LOC_NONE << 40)
const uint64_t qb_view_type_words[2][QB_NUM_BLOCKS] = {
  [QB_EDITION_REVISED] = { ROSTER_REVISED },
  [QB_EDITION_CLASSIC] = { ROSTER_CLASSIC },
};
#undef UNIT

/* Derived from qb_rosters (a test checks they agree): bit i is block
 * QB_FIRST_BLOCK (side) + i. Wolfe and Montcalm are leaders in the revised
 * edition only; the four ships are British in both. */
const uint32_t qb_leader_blocks[2][2] = {
  [QB_EDITION_REVISED] = { 1u << QB_BR_WOLFE, 1u << (QB_FR_MONTCALM - QB_BLOCKS_PER_SIDE) },
  [QB_EDITION_CLASSIC] = { 0, 0 },
};
const uint32_t qb_ship_blocks[2] = { 15u << QB_BR_FIRST_SHIP, 0 };

const QbUnitInfo *
qb_unit_info (int edition, int block)
{
  return &qb_rosters[edition == QB_EDITION_CLASSIC][block];
}

/* Stable ids for files (records, scenarios): never renumbered, never
 * translated. The prefix names the side. */
#define KEYS_BRITISH_COMMON \
  "br-15th", "br-28th", "br-35th", "br-43rd", "br-47th", "br-48th", "br-58th", "br-78th", \
  "br-2-60th", "br-3-60th", "br-light-infantry", "br-rangers", "br-grenadiers"
#define KEYS_SHIPS "br-neptune", "br-sutherland", "br-stirling-castle", "br-lowestoft"
#define KEYS_FRENCH_COMMON \
  "fr-ottawa", "fr-la-sarre", "fr-languedoc", "fr-bearn", "fr-guyenne", "fr-royal-roussillon", \
  "fr-marine", "fr-quebec-1", "fr-quebec-2", "fr-quebec-3", "fr-quebec-4", "fr-quebec-5", \
  "fr-quebec-6", "fr-quebec-7", "fr-montreal-1", "fr-montreal-2", "fr-montreal-3", \
  "fr-montreal-4", "fr-trois-rivieres-1", "fr-trois-rivieres-2"

static const char *const block_keys[2][QB_NUM_BLOCKS] = {
  [QB_EDITION_REVISED] = {
    KEYS_BRITISH_COMMON,
    "br-wolfe", "br-detachment-a", "br-detachment-b", "br-detachment-c", "br-detachment-d",
    "br-detachment-e", "br-detachment-f", "br-detachment-g",
    KEYS_SHIPS,
    KEYS_FRENCH_COMMON,
    "fr-montcalm", "fr-detachment-a", "fr-detachment-b", "fr-detachment-c", "fr-detachment-d",
  },
  [QB_EDITION_CLASSIC] = {
    KEYS_BRITISH_COMMON,
    "br-decoy-1", "br-decoy-2", "br-decoy-3", "br-decoy-4", "br-decoy-5", "br-decoy-6",
    "br-decoy-7", "br-decoy-8",
    KEYS_SHIPS,
    KEYS_FRENCH_COMMON,
    "fr-decoy-1", "fr-decoy-2", "fr-decoy-3", "fr-decoy-4", "fr-decoy-5",
  },
};

const char *
qb_block_key (int edition, int block)
{
  if (block < 0 || block >= QB_NUM_BLOCKS)
    return NULL;
  return block_keys[edition == QB_EDITION_CLASSIC][block];
}

int
qb_block_from_key (int edition, const char *key)
{
  for (int b = 0; key != NULL && b < QB_NUM_BLOCKS; b++)
    if (strcmp (block_keys[edition == QB_EDITION_CLASSIC][b], key) == 0)
      return b;
  return -1;
}
