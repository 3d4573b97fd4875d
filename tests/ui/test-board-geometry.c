/* test-board-geometry.c: the map of the play board agrees with the map data
 * of the engine (qb-data.c), and its outlines are sound. */
#include <glib.h>
#include <math.h>

#include "qb-board-geometry.h"
#include "qb-data.h"

/* Every region of the board: ten zones, two river areas, the city. */
#define N_REGIONS (QB_NUM_ZONES + QB_NUM_AREAS + 1)

static const QbPolyline *
region (const QbBoardGeometry *g, int r)
{
  if (r < QB_NUM_ZONES)
    return &g->zones[r].outline;
  if (r < QB_NUM_ZONES + QB_NUM_AREAS)
    return &g->areas[r - QB_NUM_ZONES].outline;
  return &g->city;
}

static const char *
region_name (int r)
{
  if (r < QB_NUM_ZONES)
    return qb_zone_code (r);
  if (r < QB_NUM_ZONES + QB_NUM_AREAS)
    return qb_area_codes[r - QB_NUM_ZONES];
  return "city";
}

/* Strictly inside: inside and not on the outline. */
static gboolean
inside (const QbPolyline *p, double x, double y, double margin)
{
  return qb_polyline_contains (p, x, y) && qb_polyline_distance (p, x, y) > margin;
}

static void
assert_rect_inside (const QbPolyline *p, const QbRect *rect, double margin, const char *what)
{
  /* The sides of the rectangle, point by point... */
  for (double t = 0; t <= 1.0001; t += 0.01)
    {
      QbPoint pts[4] = {
        { rect->x + t * rect->width, rect->y },
        { rect->x + t * rect->width, rect->y + rect->height },
        { rect->x, rect->y + t * rect->height },
        { rect->x + rect->width, rect->y + t * rect->height },
      };
      for (int i = 0; i < 4; i++)
        if (!inside (p, pts[i].x, pts[i].y, margin))
          g_error ("%s: point (%.1f, %.1f) of its rectangle is outside", what, pts[i].x, pts[i].y);
    }
  /* ...and no part of the outline inside it. */
  for (guint i = 0; i < p->n_points; i++)
    {
      QbPoint v = p->points[i];
      if (v.x > rect->x && v.x < rect->x + rect->width && v.y > rect->y && v.y < rect->y + rect->height)
        g_error ("%s: the outline enters its rectangle at (%.1f, %.1f)", what, v.x, v.y);
    }
}

static void
test_outlines_simple (void)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();

  for (int r = 0; r < N_REGIONS; r++)
    {
      g_test_message ("%s: %u points", region_name (r), region (g, r)->n_points);
      if (!qb_polyline_is_simple (region (g, r)))
        g_error ("the outline of %s crosses itself", region_name (r));
    }
}

static void
test_zone_places (void)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();

  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      const QbZoneGeometry *zone = &g->zones[z];
      g_autofree char *what = g_strdup_printf ("zone %s", qb_zone_code (z));
      if (!inside (&zone->outline, zone->label.x, zone->label.y, 10))
        g_error ("%s: the label point is not well inside", what);
      if (!inside (&zone->outline, zone->hub.x, zone->hub.y, 4))
        g_error ("%s: the road hub is not inside", what);
      assert_rect_inside (&zone->outline, &zone->blocks, 1, what);
      /* Room for at least two blocks side by side. */
      g_assert_cmpfloat (zone->blocks.width, >=, 2 * QB_BOARD_BLOCK_SIZE);
      g_assert_cmpfloat (zone->blocks.height, >=, QB_BOARD_BLOCK_SIZE);
      /* The hit test finds the zone at its label and its blocks. */
      g_assert_cmpint (qb_board_geometry_zone_at (g, zone->label.x, zone->label.y), ==, z);
      g_assert_cmpint (qb_board_geometry_zone_at (g, zone->blocks.x + zone->blocks.width / 2,
                                                  zone->blocks.y + zone->blocks.height / 2), ==, z);
    }
  for (int a = 0; a < QB_NUM_AREAS; a++)
    {
      const QbAreaGeometry *area = &g->areas[a];
      g_autofree char *what = g_strdup_printf ("area %s", qb_area_codes[a]);
      g_assert_true (inside (&area->outline, area->label.x, area->label.y, 8));
      g_assert_true (inside (&area->outline, area->capacity.x, area->capacity.y, 8));
      assert_rect_inside (&area->outline, &area->ships, 1, what);
      /* Four ships fit in a row. */
      g_assert_cmpfloat (area->ships.width, >=, 4 * QB_BOARD_BLOCK_SIZE + 3 * QB_BOARD_BLOCK_GAP);
      g_assert_cmpint (qb_board_geometry_zone_at (g, area->label.x, area->label.y), ==, -1);
      g_assert_cmpint (qb_board_geometry_area_at (g, area->label.x, area->label.y), ==, a);
    }
  g_assert_true (inside (&g->city, g->city_label.x, g->city_label.y, 4));
  /* The little waves are on open water, clear of the ships. */
  for (guint i = 0; i < g->n_waves; i++)
    {
      QbPoint w = g->waves[i];
      int a = qb_board_geometry_area_at (g, w.x, w.y);
      g_assert_cmpint (a, >=, 0);
      g_assert_true (inside (&g->areas[a].outline, w.x, w.y, 10));
      for (int b = 0; b < QB_NUM_AREAS; b++)
        {
          QbRect r = g->areas[b].ships;
          g_assert_false (w.x > r.x - 12 && w.x < r.x + r.width + 12 && w.y > r.y - 6 && w.y < r.y + r.height + 6);
        }
    }
  g_assert_cmpint (qb_board_geometry_zone_at (g, g->city_label.x, g->city_label.y), ==, -1);
  g_assert_cmpint (qb_board_geometry_area_at (g, g->city_label.x, g->city_label.y), ==, -1);
}

static void
assert_disjoint (const QbBoardGeometry *g, int r, int s)
{
  const QbPolyline *p = region (g, r), *q = region (g, s);

  for (guint i = 0; i < p->n_points; i++)
    {
      QbPoint a = p->points[i], b = p->points[(i + 1) % p->n_points];
      for (guint j = 0; j < q->n_points; j++)
        {
          QbPoint c = q->points[j], d = q->points[(j + 1) % q->n_points];
          if (qb_segments_cross (a, b, c, d))
            g_error ("the outlines of %s and %s cross near (%.1f, %.1f)",
                     region_name (r), region_name (s), a.x, a.y);
        }
      if (inside (q, a.x, a.y, 1e-6))
        g_error ("a point of %s, (%.1f, %.1f), is inside %s", region_name (r), a.x, a.y,
                 region_name (s));
    }
}

static void
test_no_overlap (void)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();

  for (int r = 0; r < N_REGIONS; r++)
    for (int s = 0; s < N_REGIONS; s++)
      if (r != s)
        assert_disjoint (g, r, s);
}

/* The regions tile the board: every point is in exactly one of them. */
static void
test_board_covered (void)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();
  guint checked = 0;

  for (double y = 1.5; y < QB_BOARD_HEIGHT; y += 4)
    for (double x = 1.5; x < QB_BOARD_WIDTH; x += 4)
      {
        int n = 0, near = 0;
        for (int r = 0; r < N_REGIONS; r++)
          {
            if (qb_polyline_distance (region (g, r), x, y) < 0.05)
              near = 1;
            else if (qb_polyline_contains (region (g, r), x, y))
              n++;
          }
        if (near)
          continue;
        if (n != 1)
          g_error ("(%.1f, %.1f) is in %d regions", x, y, n);
        checked++;
      }
  g_assert_cmpuint (checked, >, 50000);
}

/* Points of an outline that lie on another outline. */
static guint
shared_points (const QbPolyline *p, const QbPolyline *q)
{
  guint n = 0;
  for (guint i = 0; i < p->n_points; i++)
    if (qb_polyline_distance (q, p->points[i].x, p->points[i].y) < 1e-6)
      n++;
  return n;
}

static void
test_zones_border_their_area (void)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();

  for (int z = 0; z < QB_NUM_ZONES; z++)
    for (int a = 0; a < QB_NUM_AREAS; a++)
      {
        guint n = shared_points (&g->zones[z].outline, &g->areas[a].outline);
        gboolean borders = (qb_area_zones[a] >> z) & 1;
        g_test_message ("%s / %s: %u shore points", qb_zone_code (z), qb_area_codes[a], n);
        if (borders && n < 10)
          g_error ("%s should border the %s (7.1)", qb_zone_code (z), qb_area_names[a]);
        /* The ends of the broken line touch both areas at one point. */
        if (!borders && n > 1)
          g_error ("%s must not border the %s (7.1)", qb_zone_code (z), qb_area_names[a]);
      }
  /* Quebec City is on the Bason side of the line. */
  g_assert_cmpuint (shared_points (&g->city, &g->areas[QB_BASON].outline), >=, 10);
  g_assert_cmpuint (shared_points (&g->city, &g->areas[QB_STLAURENT].outline), <=, 1);
}

static void
test_water_holds_no_zone (void)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();

  for (int a = 0; a < QB_NUM_AREAS; a++)
    for (int z = 0; z < QB_NUM_ZONES; z++)
      {
        const QbZoneGeometry *zone = &g->zones[z];
        const QbPolyline *water = &g->areas[a].outline;
        QbRect b = zone->blocks;
        g_assert_false (qb_polyline_contains (water, zone->label.x, zone->label.y));
        g_assert_false (qb_polyline_contains (water, zone->hub.x, zone->hub.y));
        for (double t = 0; t <= 1; t += 0.1)
          for (double u = 0; u <= 1; u += 0.1)
            g_assert_false (qb_polyline_contains (water, b.x + t * b.width, b.y + u * b.height));
        /* No zone lies wholly inside the water (an island is a hole in it). */
        for (guint i = 0; i < zone->outline.n_points; i++)
          g_assert_false (inside (water, zone->outline.points[i].x, zone->outline.points[i].y, 1e-6));
      }
}

static void
test_roads (void)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();
  guint drawn[QB_NUM_ZONES] = { 0 };

  for (guint r = 0; r < g->n_roads; r++)
    {
      const QbBoardRoad *road = &g->roads[r];
      const QbPolyline *line = &road->line;
      int a = road->zone_a, b = road->zone_b;
      /* Only roads of the map data. */
      if (!qb_road_between (a, b) || !qb_road_between (b, a))
        g_error ("a road is drawn between %s and %s, which qb-data.c does not connect",
                 qb_zone_code (a), qb_zone_code (b));
      drawn[a] |= 1u << b;
      drawn[b] |= 1u << a;

      QbPoint first = line->points[0], last = line->points[line->n_points - 1];
      g_assert_cmpint (qb_board_geometry_zone_at (g, first.x, first.y), ==, a);
      g_assert_cmpint (qb_board_geometry_zone_at (g, last.x, last.y), ==, b);
      /* On land, through the two zones it joins and no other. */
      for (guint i = 0; i + 1 < line->n_points; i++)
        for (double t = 0; t < 1; t += 0.1)
          {
            double x = line->points[i].x + t * (line->points[i + 1].x - line->points[i].x);
            double y = line->points[i].y + t * (line->points[i + 1].y - line->points[i].y);
            int z = qb_board_geometry_zone_at (g, x, y);
            if (z != a && z != b)
              g_error ("the road %s-%s passes through %s at (%.1f, %.1f)", qb_zone_code (a),
                       qb_zone_code (b), z >= 0 ? qb_zone_code (z) : "water or the city", x, y);
          }
    }

  /* Every road of the map data is drawn. */
  for (int a = 0; a < QB_NUM_ZONES; a++)
    for (int b = 0; b < QB_NUM_ZONES; b++)
      if (qb_road_between (a, b) && !((drawn[a] >> b) & 1))
        g_error ("the road %s-%s of qb-data.c is not drawn", qb_zone_code (a), qb_zone_code (b));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/board/geometry/outlines-simple", test_outlines_simple);
  g_test_add_func ("/ui/board/geometry/zone-places", test_zone_places);
  g_test_add_func ("/ui/board/geometry/no-overlap", test_no_overlap);
  g_test_add_func ("/ui/board/geometry/board-covered", test_board_covered);
  g_test_add_func ("/ui/board/geometry/7.1/zones-border-their-area", test_zones_border_their_area);
  g_test_add_func ("/ui/board/geometry/water-holds-no-zone", test_water_holds_no_zone);
  g_test_add_func ("/ui/board/geometry/6.1/roads", test_roads);

  return g_test_run ();
}
