/* qb-data.h: the map and the rosters, the one data source shared by the
 * engine, the tests and the UI. Facts and their sources are in qb-data.c. */
#pragma once

#include <stdint.h>

typedef struct {
  const char *code;       /* 9.3 shorthand */
  const char *name;
  uint8_t area;           /* bordering river area (7.1) or QB_NO_AREA */
  uint16_t roads;         /* bit per zone connected by road (6.1) */
} QbZoneInfo;

typedef struct {
  const char *name;
  uint8_t type;           /* QbUnitType */
  uint8_t max_cv;
} QbUnitInfo;

extern const QbZoneInfo qb_zones[];
extern const char *const qb_area_names[2];
/* The zones bordering each river area, as a bit mask (derived from qb_zones;
 * a test checks they agree). */
extern const uint16_t qb_area_zones[2];
extern const char *const qb_area_codes[2];

/* qb_rosters[edition][block] */
extern const QbUnitInfo qb_rosters[2][50];
/* qb_view_type_words[edition][block]: the block's type as it stands in a
 * view's block entry read as a little-endian 64-bit word (byte 2), with
 * order_dest QB_LOC_NONE (byte 5); from the same list as qb_rosters. */
extern const uint64_t qb_view_type_words[2][50];
/* The leaders, qb_leader_blocks[edition][side], and the ships,
 * qb_ship_blocks[side], as block masks of one side (bit i: block
 * QB_FIRST_BLOCK (side) + i); derived from qb_rosters, a test checks they
 * agree. */
extern const uint32_t qb_leader_blocks[2][2];
extern const uint32_t qb_ship_blocks[2];
const QbUnitInfo *qb_unit_info (int edition, int block);
static inline int
qb_zone_area (int zone)
{
  return zone < 10 ? qb_zones[zone].area : 255;
}

/* Bit mask of the zones connected by road. */
static inline int
qb_roads (int zone)
{
  return zone < 10 ? qb_zones[zone].roads : 0;
}

/* Whether a road connects the two zones (6.1). */
static inline int
qb_road_between (int a, int b)
{
  return a < 10 && b < 10 && (qb_zones[a].roads & (1u << b)) != 0;
}
