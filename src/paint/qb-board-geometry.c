/* qb-board-geometry.c: the map of the play board as data.
 *
 * The map is a planar graph: a few nodes where borders meet, and edges
 * between them (shores, zone borders, rivers, board edges). Each region
 * (ten zones, two river areas and Quebec City) is a list of edges walked in
 * order, so two neighbours always share exactly the same border. Shores and
 * borders are smoothed with Chaikin's corner cutting, which keeps the nodes
 * where they are, so the smoothing never opens a gap between neighbours.
 *
 * Where things lie follows ../shared/game-data.md: the river runs west to
 * east, the north shore (Cap Rouge to Montmorency) at the top, the south
 * shore (Etchemin, Levis) at the bottom, Ile d'Orleans in the east of the
 * Bason, Ste. Foy inland north of Sillery, Quebec City on its promontory
 * between Abraham and the mouth of the St. Charles, and the broken line
 * between the river areas across the narrows, from the foot of the city
 * walls to the point where Etchemin meets Levis. The roads are those of
 * qb-data.c; tests/ui/test-board-geometry.c checks all of this.
 */
#include "qb-board-geometry.h"

#include <math.h>

/* ---- Nodes ---------------------------------------------------------------- */

enum {
  /* The top edge, west to east. */
  N_T0, N_T1, N_T2, N_T3, N_T4, N_T5, N_T6,
  /* The west, bottom and east edges. */
  N_WN, N_WS, N_B0, N_B1, N_B2, N_EN, N_ORNE, N_ORSE, N_ES,
  /* Inland junctions. */
  N_JCR,      /* Cap Rouge, Ste. Foy, Sillery */
  N_JAB,      /* Ste. Foy, Sillery, Abraham */
  /* On the north shore. */
  N_N1,       /* Cap Rouge | Sillery */
  N_N2,       /* Sillery | Abraham */
  N_N3,       /* Abraham | the city, at the foot of the walls: the broken line */
  N_W1,       /* the north-west bastion of the city */
  N_R1,       /* the St. Charles river north of the city */
  N_R0,       /* the mouth of the St. Charles */
  N_N5,       /* St. Charles | Beauport */
  N_N6,       /* Beauport | Montmorency: the falls */
  /* On the south shore. */
  N_S1,       /* Etchemin | Levis: the broken line */
  N_COUNT
};

static const QbPoint nodes[N_COUNT] = {
  [N_T0] = { 0, 0 }, [N_T1] = { 300, 0 }, [N_T2] = { 640, 0 }, [N_T3] = { 872, 0 },
  [N_T4] = { 1110, 0 }, [N_T5] = { 1330, 0 }, [N_T6] = { 1600, 0 },
  [N_WN] = { 0, 282 }, [N_WS] = { 0, 412 }, [N_B0] = { 0, 550 }, [N_B1] = { 690, 550 },
  [N_B2] = { 1600, 550 }, [N_EN] = { 1600, 222 }, [N_ORNE] = { 1600, 290 },
  [N_ORSE] = { 1600, 470 }, [N_ES] = { 1600, 516 },
  [N_JCR] = { 292, 150 }, [N_JAB] = { 614, 158 },
  [N_N1] = { 296, 296 }, [N_N2] = { 572, 308 }, [N_N3] = { 768, 324 },
  [N_W1] = { 758, 272 }, [N_R1] = { 902, 258 }, [N_R0] = { 914, 300 },
  [N_N5] = { 1062, 266 }, [N_N6] = { 1296, 238 },
  [N_S1] = { 748, 386 },
};

/* ---- Edges ---------------------------------------------------------------- */

#define MAX_VIA 20

typedef struct {
  QbEdgeKind kind;
  int from;
  int to;
  QbPoint via[MAX_VIA];   /* control points between the nodes */
} EdgeDef;

enum {
  E_TOP_CR, E_TOP_SF, E_TOP_AB, E_TOP_SC, E_TOP_BE, E_TOP_MO,
  E_EAST_MO, E_EAST_N, E_EAST_OR, E_EAST_S, E_EAST_LE,
  E_BOT_LE, E_BOT_ET, E_WEST_ET, E_WEST_SL, E_WEST_CR,
  S_CR, S_SI, S_AB, S_CITY, S_SC, S_BE, S_MO, S_ET, S_LE, S_OR,
  A_LINE,
  B_CR_SF, B_CR_SI, B_SF_SI, B_SF_AB, B_SI_AB, B_WALL, B_CITY_N,
  R_STC, R_STC2, B_SC_BE, R_MONT, B_ET_LE,
  E_COUNT
};

#define END { -1, -1 }

static const EdgeDef edge_defs[E_COUNT] = {
  [E_TOP_CR] = { QB_EDGE_BOARD, N_T0, N_T1, { END } },
  [E_TOP_SF] = { QB_EDGE_BOARD, N_T1, N_T2, { END } },
  [E_TOP_AB] = { QB_EDGE_BOARD, N_T2, N_T3, { END } },
  [E_TOP_SC] = { QB_EDGE_BOARD, N_T3, N_T4, { END } },
  [E_TOP_BE] = { QB_EDGE_BOARD, N_T4, N_T5, { END } },
  [E_TOP_MO] = { QB_EDGE_BOARD, N_T5, N_T6, { END } },
  [E_EAST_MO] = { QB_EDGE_BOARD, N_T6, N_EN, { END } },
  [E_EAST_N] = { QB_EDGE_BOARD, N_EN, N_ORNE, { END } },
  [E_EAST_OR] = { QB_EDGE_BOARD, N_ORNE, N_ORSE, { END } },
  [E_EAST_S] = { QB_EDGE_BOARD, N_ORSE, N_ES, { END } },
  [E_EAST_LE] = { QB_EDGE_BOARD, N_ES, N_B2, { END } },
  [E_BOT_LE] = { QB_EDGE_BOARD, N_B2, N_B1, { END } },
  [E_BOT_ET] = { QB_EDGE_BOARD, N_B1, N_B0, { END } },
  [E_WEST_ET] = { QB_EDGE_BOARD, N_B0, N_WS, { END } },
  [E_WEST_SL] = { QB_EDGE_BOARD, N_WS, N_WN, { END } },
  [E_WEST_CR] = { QB_EDGE_BOARD, N_WN, N_T0, { END } },

  /* The north shore, west to east; the cove at Cap Rouge and the Anse au
   * Foulon below Sillery. */
  [S_CR] = { QB_EDGE_SHORE, N_WN, N_N1,
             { { 40, 288 }, { 90, 278 }, { 128, 291 }, { 190, 295 }, { 245, 292 }, END } },
  [S_SI] = { QB_EDGE_SHORE, N_N1, N_N2,
             { { 350, 300 }, { 420, 302 }, { 488, 304 }, { 514, 313 }, { 540, 310 }, END } },
  [S_AB] = { QB_EDGE_SHORE, N_N2, N_N3,
             { { 640, 312 }, { 700, 316 }, { 740, 320 }, END } },
  /* Cap Diamant and the Lower Town round the point of the promontory. */
  [S_CITY] = { QB_EDGE_SHORE, N_N3, N_R0,
               { { 792, 334 }, { 816, 343 }, { 840, 347 }, { 864, 340 }, { 886, 327 },
                 { 902, 313 }, END } },
  [S_SC] = { QB_EDGE_SHORE, N_R0, N_N5,
             { { 946, 290 }, { 986, 280 }, { 1026, 272 }, END } },
  [S_BE] = { QB_EDGE_SHORE, N_N5, N_N6,
             { { 1110, 260 }, { 1170, 256 }, { 1232, 248 }, END } },
  [S_MO] = { QB_EDGE_SHORE, N_N6, N_EN,
             { { 1340, 234 }, { 1400, 236 }, { 1470, 230 }, { 1540, 226 }, END } },
  /* The south shore, west to east; Pointe Levis faces the city. */
  [S_ET] = { QB_EDGE_SHORE, N_WS, N_S1,
             { { 60, 406 }, { 140, 402 }, { 220, 401 }, { 300, 398 }, { 400, 397 },
               { 500, 394 }, { 600, 391 }, { 690, 388 }, END } },
  [S_LE] = { QB_EDGE_SHORE, N_S1, N_ES,
             { { 790, 384 }, { 822, 387 }, { 852, 396 }, { 892, 410 }, { 942, 426 },
               { 1002, 446 }, { 1072, 470 }, { 1150, 490 }, { 1240, 502 }, { 1340, 508 },
               { 1450, 512 }, END } },
  /* Ile d'Orleans, from its north-east to its south-east end round the
   * western point. */
  [S_OR] = { QB_EDGE_SHORE, N_ORNE, N_ORSE,
             { { 1530, 291 }, { 1450, 292 }, { 1370, 294 }, { 1300, 297 }, { 1250, 302 },
               { 1200, 314 }, { 1160, 332 }, { 1134, 356 }, { 1126, 382 }, { 1140, 406 },
               { 1180, 430 }, { 1230, 448 }, { 1290, 458 }, { 1370, 463 }, { 1460, 466 },
               { 1530, 468 }, END } },

  [A_LINE] = { QB_EDGE_AREA_LINE, N_N3, N_S1, { END } },

  [B_CR_SF] = { QB_EDGE_BORDER, N_T1, N_JCR, { { 290, 50 }, { 298, 100 }, END } },
  [B_CR_SI] = { QB_EDGE_BORDER, N_JCR, N_N1, { { 302, 196 }, { 290, 250 }, END } },
  [B_SF_SI] = { QB_EDGE_BORDER, N_JCR, N_JAB,
                { { 360, 158 }, { 440, 151 }, { 520, 162 }, END } },
  [B_SF_AB] = { QB_EDGE_BORDER, N_T2, N_JAB, { { 628, 50 }, { 618, 108 }, END } },
  [B_SI_AB] = { QB_EDGE_BORDER, N_JAB, N_N2, { { 594, 210 }, { 582, 262 }, END } },
  [B_WALL] = { QB_EDGE_WALL, N_N3, N_W1, { END } },
  [B_CITY_N] = { QB_EDGE_BORDER, N_W1, N_R1, { { 800, 266 }, { 850, 261 }, END } },
  /* The St. Charles, from the north down to its mouth by the city. */
  [R_STC] = { QB_EDGE_RIVER, N_T3, N_R1,
              { { 885, 40 }, { 868, 84 }, { 892, 128 }, { 880, 176 }, { 900, 222 }, END } },
  [R_STC2] = { QB_EDGE_RIVER, N_R1, N_R0, { END } },
  [B_SC_BE] = { QB_EDGE_BORDER, N_T4, N_N5,
                { { 1098, 60 }, { 1084, 134 }, { 1072, 206 }, END } },
  /* The Montmorency, down to the falls. */
  [R_MONT] = { QB_EDGE_RIVER, N_T5, N_N6,
               { { 1318, 52 }, { 1326, 104 }, { 1305, 168 }, END } },
  [B_ET_LE] = { QB_EDGE_BORDER, N_S1, N_B1, { { 730, 440 }, { 712, 496 }, END } },
};

/* ---- Regions -------------------------------------------------------------- */

/* An edge walked forwards (+1 + e) or backwards (-(1 + e)). */
#define F(e) (1 + (e))
#define B(e) (-(1 + (e)))
#define MAX_SIDES 10

static const int zone_defs[QB_NUM_ZONES][MAX_SIDES] = {
  [QB_CR] = { F (E_TOP_CR), F (B_CR_SF), F (B_CR_SI), B (S_CR), F (E_WEST_CR) },
  [QB_SF] = { F (E_TOP_SF), F (B_SF_AB), B (B_SF_SI), B (B_CR_SF) },
  [QB_SI] = { F (B_SF_SI), F (B_SI_AB), B (S_SI), B (B_CR_SI) },
  [QB_AB] = { F (E_TOP_AB), F (R_STC), B (B_CITY_N), B (B_WALL), B (S_AB), B (B_SI_AB),
              B (B_SF_AB) },
  [QB_SC] = { F (E_TOP_SC), F (B_SC_BE), B (S_SC), B (R_STC2), B (R_STC) },
  [QB_BE] = { F (E_TOP_BE), F (R_MONT), B (S_BE), B (B_SC_BE) },
  [QB_MO] = { F (E_TOP_MO), F (E_EAST_MO), B (S_MO), B (R_MONT) },
  [QB_ET] = { F (S_ET), F (B_ET_LE), F (E_BOT_ET), F (E_WEST_ET) },
  [QB_LE] = { F (S_LE), F (E_EAST_LE), F (E_BOT_LE), B (B_ET_LE) },
  [QB_OR] = { F (S_OR), B (E_EAST_OR) },
};

static const int area_defs[QB_NUM_AREAS][MAX_SIDES] = {
  [QB_BASON] = { F (S_CITY), F (S_SC), F (S_BE), F (S_MO), F (E_EAST_N), F (S_OR),
                 F (E_EAST_S), B (S_LE), B (A_LINE) },
  [QB_STLAURENT] = { F (S_CR), F (S_SI), F (S_AB), F (A_LINE), B (S_ET), F (E_WEST_SL) },
};

static const int city_def[MAX_SIDES] = {
  F (S_CITY), B (R_STC2), B (B_CITY_N), B (B_WALL),
};

typedef struct {
  QbPoint label;
  QbPoint hub;
  QbRect blocks;
} ZonePlaces;

static const ZonePlaces zone_places[QB_NUM_ZONES] = {
  [QB_MO] = { { 1466, 34 }, { 1380, 218 }, { 1352, 60, 232, 140 } },
  [QB_BE] = { { 1200, 34 }, { 1186, 238 }, { 1103, 60, 184, 144 } },
  [QB_SC] = { { 990, 34 }, { 978, 264 }, { 906, 64, 158, 176 } },
  [QB_AB] = { { 760, 34 }, { 706, 264 }, { 670, 58, 184, 156 } },
  [QB_SF] = { { 465, 22 }, { 340, 128 }, { 326, 48, 268, 60 } },
  [QB_SI] = { { 440, 180 }, { 326, 262 }, { 346, 204, 222, 68 } },
  [QB_CR] = { { 146, 34 }, { 262, 214 }, { 18, 60, 230, 188 } },
  [QB_ET] = { { 350, 430 }, { 622, 432 }, { 120, 452, 480, 88 } },
  [QB_LE] = { { 1090, 514 }, { 850, 432 }, { 760, 452, 230, 90 } },
  [QB_OR] = { { 1192, 382 }, { 1200, 420 }, { 1272, 306, 314, 144 } },
};

typedef struct {
  QbPoint label;
  QbPoint capacity;
  QbRect ships;
} AreaPlaces;

static const AreaPlaces area_places[QB_NUM_AREAS] = {
  [QB_BASON] = { { 1030, 316 }, { 1030, 418 }, { 920, 336, 183, 42 } },
  [QB_STLAURENT] = { { 180, 344 }, { 180, 378 }, { 390, 322, 183, 42 } },
};

static const QbPoint city_label = { 838, 296 };

/* Roads (6.1): each from a point of the first zone to a point of the second,
 * drawn hub to hub through the given points. */
typedef struct {
  int a, b;
  QbPoint via[MAX_VIA];
} RoadDef;

static const RoadDef road_defs[] = {
  { QB_LE, QB_ET, { { 790, 428 }, { 700, 430 }, END } },
  { QB_MO, QB_BE, { { 1304, 214 }, END } },
  { QB_CR, QB_SI, { { 292, 238 }, END } },
  { QB_CR, QB_SF, { { 272, 156 }, { 290, 116 }, END } },
  { QB_SC, QB_AB, { { 910, 244 }, { 850, 242 }, { 780, 248 }, END } },
  { QB_BE, QB_SC, { { 1120, 250 }, { 1050, 258 }, END } },
  /* The Ste. Foy road runs west along the plateau. */
  { QB_AB, QB_SF, { { 660, 210 }, { 636, 146 }, { 600, 128 }, { 470, 130 }, END } },
  /* The St. Louis road, along the heights above the river. */
  { QB_AB, QB_SI, { { 640, 282 }, { 560, 292 }, { 440, 290 }, { 360, 282 }, END } },
};

/* Small wave marks on open water, away from labels and ships. */
static const QbPoint waves[] = {
  { 60, 318 }, { 120, 372 }, { 300, 316 }, { 270, 380 }, { 340, 356 }, { 610, 350 },
  { 660, 338 }, { 500, 376 }, { 880, 372 }, { 966, 306 }, { 1160, 290 }, { 1250, 270 },
  { 1420, 262 }, { 1540, 252 }, { 1104, 420 }, { 1200, 466 }, { 1360, 484 }, { 1520, 490 },
  { 1090, 296 }, { 1000, 396 },
};

/* The Montmorency falls: where they are and the direction of the drop. */
static const QbPoint falls[2] = { { 1298, 232 }, { 0, 1 } };

/* ---- Building ------------------------------------------------------------- */

static QbPolyline
chaikin (const QbPoint *points, guint n, int rounds)
{
  QbPolyline line;
  line.n_points = n;
  line.points = g_memdup2 (points, n * sizeof *points);
  for (int r = 0; r < rounds && line.n_points >= 3; r++)
    {
      guint m = line.n_points;
      QbPoint *out = g_new (QbPoint, 2 * m);
      guint k = 0;
      out[k++] = line.points[0];
      for (guint i = 0; i + 1 < m; i++)
        {
          QbPoint p = line.points[i], q = line.points[i + 1];
          if (i > 0)
            out[k++] = (QbPoint) { 0.75 * p.x + 0.25 * q.x, 0.75 * p.y + 0.25 * q.y };
          if (i + 2 < m)
            out[k++] = (QbPoint) { 0.25 * p.x + 0.75 * q.x, 0.25 * p.y + 0.75 * q.y };
        }
      out[k++] = line.points[m - 1];
      g_free (line.points);
      line.points = out;
      line.n_points = k;
    }
  return line;
}

static QbPolyline
build_edge (const EdgeDef *def)
{
  QbPoint pts[MAX_VIA + 2];
  guint n = 0;
  pts[n++] = nodes[def->from];
  for (int i = 0; i < MAX_VIA && def->via[i].x >= 0; i++)
    pts[n++] = def->via[i];
  pts[n++] = nodes[def->to];
  gboolean smooth = def->kind == QB_EDGE_SHORE || def->kind == QB_EDGE_BORDER
                    || def->kind == QB_EDGE_RIVER;
  return chaikin (pts, n, smooth ? 4 : 0);
}

static QbPolyline
build_region (const QbBoardEdge *edges, const int *sides)
{
  GArray *pts = g_array_new (FALSE, FALSE, sizeof (QbPoint));
  for (int i = 0; i < MAX_SIDES && sides[i] != 0; i++)
    {
      gboolean forward = sides[i] > 0;
      const QbPolyline *line = &edges[(forward ? sides[i] : -sides[i]) - 1].line;
      /* Each edge starts where the previous one ended: drop its first point. */
      for (guint k = 1; k < line->n_points; k++)
        {
          guint j = forward ? k : line->n_points - 1 - k;
          g_array_append_val (pts, line->points[j]);
        }
    }
  QbPolyline poly;
  poly.n_points = pts->len;
  poly.points = (QbPoint *) (void *) g_array_free (pts, FALSE);
  return poly;
}

static QbPolyline
build_road (const QbBoardGeometry *g, const RoadDef *def)
{
  QbPoint pts[MAX_VIA + 2];
  guint n = 0;
  pts[n++] = g->zones[def->a].hub;
  for (int i = 0; i < MAX_VIA && def->via[i].x >= 0; i++)
    pts[n++] = def->via[i];
  pts[n++] = g->zones[def->b].hub;
  return chaikin (pts, n, 3);
}

static QbBoardGeometry *
build_geometry (void)
{
  QbBoardGeometry *g = g_new0 (QbBoardGeometry, 1);

  g->n_edges = E_COUNT;
  g->edges = g_new0 (QbBoardEdge, E_COUNT);
  for (int e = 0; e < E_COUNT; e++)
    {
      g->edges[e].kind = edge_defs[e].kind;
      /* The heights from Sillery to Cap Diamant that Wolfe's men climbed. */
      g->edges[e].cliffs = e == S_SI || e == S_AB || e == S_CITY;
      g->edges[e].line = build_edge (&edge_defs[e]);
    }

  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      g->zones[z].outline = build_region (g->edges, zone_defs[z]);
      g->zones[z].label = zone_places[z].label;
      g->zones[z].hub = zone_places[z].hub;
      g->zones[z].blocks = zone_places[z].blocks;
    }
  for (int a = 0; a < QB_NUM_AREAS; a++)
    {
      g->areas[a].outline = build_region (g->edges, area_defs[a]);
      g->areas[a].label = area_places[a].label;
      g->areas[a].capacity = area_places[a].capacity;
      g->areas[a].ships = area_places[a].ships;
    }
  g->city = build_region (g->edges, city_def);
  g->city_label = city_label;

  g->n_roads = G_N_ELEMENTS (road_defs);
  g->roads = g_new0 (QbBoardRoad, g->n_roads);
  for (guint r = 0; r < g->n_roads; r++)
    {
      g->roads[r].zone_a = road_defs[r].a;
      g->roads[r].zone_b = road_defs[r].b;
      g->roads[r].line = build_road (g, &road_defs[r]);
    }

  g->waves = waves;
  g->n_waves = G_N_ELEMENTS (waves);
  g->falls = falls;
  return g;
}

const QbBoardGeometry *
qb_board_geometry_get (void)
{
  static QbBoardGeometry *geometry;

  if (g_once_init_enter (&geometry))
    g_once_init_leave (&geometry, build_geometry ());
  return geometry;
}

/* ---- Queries -------------------------------------------------------------- */

gboolean
qb_polyline_contains (const QbPolyline *polygon, double x, double y)
{
  gboolean inside = FALSE;
  guint n = polygon->n_points;
  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      QbPoint a = polygon->points[i], b = polygon->points[j];
      if ((a.y > y) != (b.y > y)
          && x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x)
        inside = !inside;
    }
  return inside;
}

static double
segment_distance (QbPoint a, QbPoint b, double x, double y)
{
  double dx = b.x - a.x, dy = b.y - a.y;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / len2 : 0;
  t = CLAMP (t, 0.0, 1.0);
  return hypot (a.x + t * dx - x, a.y + t * dy - y);
}

double
qb_polyline_distance (const QbPolyline *polygon, double x, double y)
{
  double best = G_MAXDOUBLE;
  guint n = polygon->n_points;
  for (guint i = 0, j = n - 1; i < n; j = i++)
    best = MIN (best, segment_distance (polygon->points[j], polygon->points[i], x, y));
  return best;
}

static double
cross (QbPoint o, QbPoint a, QbPoint b)
{
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

gboolean
qb_segments_cross (QbPoint a, QbPoint b, QbPoint c, QbPoint d)
{
  double d1 = cross (c, d, a), d2 = cross (c, d, b);
  double d3 = cross (a, b, c), d4 = cross (a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0))
         && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

gboolean
qb_polyline_is_simple (const QbPolyline *polygon)
{
  guint n = polygon->n_points;
  if (n < 3)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      QbPoint a = polygon->points[i], b = polygon->points[(i + 1) % n];
      if (a.x == b.x && a.y == b.y)
        return FALSE;                     /* a repeated point */
      for (guint j = i + 2; j < n; j++)
        {
          if ((j + 1) % n == i)
            continue;                     /* the side before: they share a point */
          QbPoint c = polygon->points[j], d = polygon->points[(j + 1) % n];
          if (qb_segments_cross (a, b, c, d))
            return FALSE;
          /* Touching counts too: a point of one side on the other. */
          if (segment_distance (a, b, c.x, c.y) < 1e-9 || segment_distance (c, d, a.x, a.y) < 1e-9)
            return FALSE;
        }
    }
  return TRUE;
}

void
qb_polyline_bounds (const QbPolyline *polyline, QbRect *bounds)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  for (guint i = 0; i < polyline->n_points; i++)
    {
      x0 = MIN (x0, polyline->points[i].x);
      y0 = MIN (y0, polyline->points[i].y);
      x1 = MAX (x1, polyline->points[i].x);
      y1 = MAX (y1, polyline->points[i].y);
    }
  *bounds = (QbRect) { x0, y0, x1 - x0, y1 - y0 };
}

int
qb_board_geometry_zone_at (const QbBoardGeometry *geometry, double x, double y)
{
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (qb_polyline_contains (&geometry->zones[z].outline, x, y))
      return z;
  return -1;
}

int
qb_board_geometry_area_at (const QbBoardGeometry *geometry, double x, double y)
{
  for (int a = 0; a < QB_NUM_AREAS; a++)
    if (qb_polyline_contains (&geometry->areas[a].outline, x, y))
      return a;
  return -1;
}
