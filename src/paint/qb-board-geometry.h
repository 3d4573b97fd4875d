/* qb-board-geometry.h: the map of the play board as data.
 *
 * Everything is in board units: the board is 32" x 11", drawn as
 * QB_BOARD_WIDTH x QB_BOARD_HEIGHT, x growing east (downriver), y growing
 * south. The outlines are built once from a small table of nodes and edges
 * (qb-board-geometry.c) so that neighbouring regions share their borders
 * exactly; the board draws these polygons and hit-tests against the same
 * polygons, so what you see is what you click.
 */
#pragma once

#include <glib.h>

#include "qb-engine.h"

G_BEGIN_DECLS

#define QB_BOARD_WIDTH 1600.0
#define QB_BOARD_HEIGHT 550.0
/* The side of a block, about 3/4" on the physical board. */
#define QB_BOARD_BLOCK_SIZE 42.0
#define QB_BOARD_BLOCK_GAP 5.0

typedef struct {
  double x;
  double y;
} QbPoint;

typedef struct {
  double x;
  double y;
  double width;
  double height;
} QbRect;

/* An open polyline or a closed polygon (the last point joins the first). */
typedef struct {
  QbPoint *points;
  guint n_points;
} QbPolyline;

typedef enum {
  QB_EDGE_BOARD,       /* the edge of the board: not drawn */
  QB_EDGE_SHORE,       /* land against water */
  QB_EDGE_BORDER,      /* between two zones, or a zone and the city */
  QB_EDGE_RIVER,       /* a border that is also a small river */
  QB_EDGE_WALL,        /* the city wall facing the Plains of Abraham */
  QB_EDGE_AREA_LINE,   /* the broken line between the river areas (1.2) */
} QbEdgeKind;

typedef struct {
  QbEdgeKind kind;
  gboolean cliffs;     /* a shore under cliffs: drawn with hachures */
  QbPolyline line;
} QbBoardEdge;

typedef struct {
  int zone_a;
  int zone_b;
  QbPolyline line;     /* from a point of zone_a to a point of zone_b */
} QbBoardRoad;

typedef struct {
  QbPolyline outline;  /* closed */
  QbPoint label;       /* centre of the name */
  QbPoint hub;         /* where the roads meet: a village */
  QbRect blocks;       /* where the blocks are laid out */
} QbZoneGeometry;

typedef struct {
  QbPolyline outline;  /* closed */
  QbPoint label;       /* centre of the area name */
  QbPoint capacity;    /* centre of the "3 boats" label */
  QbRect ships;        /* where the ships are laid out */
} QbAreaGeometry;

typedef struct {
  QbZoneGeometry zones[QB_NUM_ZONES];
  QbAreaGeometry areas[QB_NUM_AREAS];
  QbPolyline city;             /* Quebec City, not a zone (7.1) */
  QbPoint city_label;
  QbBoardEdge *edges;
  guint n_edges;
  QbBoardRoad *roads;
  guint n_roads;
  const QbPoint *waves;        /* little wave marks on open water */
  guint n_waves;
  const QbPoint *falls;        /* the Montmorency falls: a point and a direction */
} QbBoardGeometry;

/* The geometry, built on first use; never freed. */
const QbBoardGeometry *qb_board_geometry_get (void);

/* Zone under a point in board units, or -1. */
int qb_board_geometry_zone_at (const QbBoardGeometry *geometry, double x, double y);
/* River area under a point in board units, or -1. */
int qb_board_geometry_area_at (const QbBoardGeometry *geometry, double x, double y);

gboolean qb_polyline_contains (const QbPolyline *polygon, double x, double y);
/* Distance from a point to the outline of a closed polygon. */
double qb_polyline_distance (const QbPolyline *polygon, double x, double y);
/* No two non-adjacent sides touch or cross. */
gboolean qb_polyline_is_simple (const QbPolyline *polygon);
void qb_polyline_bounds (const QbPolyline *polyline, QbRect *bounds);
/* Do the two segments cross at a point inside both (not at a shared end)? */
gboolean qb_segments_cross (QbPoint a, QbPoint b, QbPoint c, QbPoint d);

G_END_DECLS
