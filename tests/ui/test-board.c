/* test-board.c: the play board in a real window, with a real position.
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test --suite ui.
 * Screenshots of the British view, the French view, the orders highlights,
 * a battle and the dark style are saved in the test's build directory.
 *
 * `test-board --keep-open[=french|battle|dark]` shows the board in a window
 * until it is closed, for a look (or /work/shared/tools/screenshot).
 */
#include <adwaita.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-board-private.h"   /* the cached layers */
#include "qb-block-widget.h"
#include "qb-ui-test-util.h"
#include "qb-data.h"
#include "qb-ui-names.h"

/* ---- A real game position ---------------------------------------------------- */

typedef struct {
  int block;
  int zone;
} Placement;

/* The historical French deployment (game-data.md), with a few
 * detachments forward. */
static const Placement french_setup[] = {
  { 30, QB_MO }, { 39, QB_MO }, { 40, QB_MO }, { 41, QB_MO }, { 42, QB_MO }, { 25, QB_MO },
  { 26, QB_BE }, { 27, QB_BE }, { 28, QB_BE }, { 29, QB_BE }, { 45, QB_BE },
  { 31, QB_SC }, { 32, QB_SC }, { 33, QB_SC }, { 34, QB_SC }, { 35, QB_SC }, { 36, QB_SC },
  { 37, QB_SC }, { 38, QB_SC }, { 43, QB_SC }, { 44, QB_SC },
  { 46, QB_LE }, { 47, QB_LE }, { 48, QB_AB }, { 49, QB_SI },
};

static void
apply (QbState *s, int type, int a, int b, int c)
{
  QbAction act = { (uint8_t) type, (uint8_t) a, (uint8_t) b, (uint8_t) c };
  const char *reason = NULL;
  if (!qb_apply (s, act, NULL, &reason))
    g_error ("%s(%d, %d, %d) refused in phase %s: %s", qb_action_type_name (type), a, b, c,
             qb_phase_name (s->phase), reason);
}

static void
finish_transfers (QbState *s)
{
  while (s->phase == QB_PHASE_TRANSFER)
    apply (s, QB_ACT_TRANSFER_DONE, 0, 0, 0);
}

/* Move 2, the British to write their orders: the French deployed as in
 * 1759, two British ships went up into the St. Laurent on move 1. */
static void
make_position (QbState *s)
{
  QbOptions options;

  qb_options_default (&options);
  options.edition = QB_EDITION_REVISED;
  options.tides = 0;
  qb_init (s, &options, 1759, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (french_setup); i++)
    apply (s, QB_ACT_PLACE, french_setup[i].block, french_setup[i].zone, 0);
  finish_transfers (s);
  g_assert_cmpint (s->phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (s->decider, ==, QB_BRITISH);
  apply (s, QB_ACT_ORDER_SHIP, QB_BR_FIRST_SHIP, 0, 0);
  apply (s, QB_ACT_ORDER_SHIP, QB_BR_FIRST_SHIP + 1, 0, 0);
  apply (s, QB_ACT_ORDER_DONE, 0, 0, 0);
  apply (s, QB_ACT_ORDER_DONE, 0, 0, 0);
  finish_transfers (s);
  g_assert_cmpint (s->move, ==, 2);
  g_assert_cmpint (s->phase, ==, QB_PHASE_ORDERS);
  g_assert_cmpint (s->decider, ==, QB_BRITISH);
}

/* Then the British land two battalions at Levis by boat: a battle. */
static void
make_battle (QbState *s)
{
  make_position (s);
  apply (s, QB_ACT_ORDER_MOVE, 0, QB_LE, QB_MODE_AMPHIBIOUS);
  apply (s, QB_ACT_ORDER_MOVE, 7, QB_LE, QB_MODE_AMPHIBIOUS);
  apply (s, QB_ACT_ORDER_DONE, 0, 0, 0);
  /* The French send Montcalm's centre from Beauport to St. Charles. */
  apply (s, QB_ACT_ORDER_MOVE, 26, QB_SC, QB_MODE_LAND);
  apply (s, QB_ACT_ORDER_MOVE, 27, QB_SC, QB_MODE_LAND);
  apply (s, QB_ACT_ORDER_DONE, 0, 0, 0);
  /* 20.0: the British first set foot at Levis; a Quebec militia deserts. */
  g_assert_cmpint (s->phase, ==, QB_PHASE_DESERTION);
  apply (s, QB_ACT_DESERT, 38, 0, 0);
  while (s->phase == QB_PHASE_CHOOSE_BATTLE)
    apply (s, QB_ACT_CHOOSE_BATTLE, 0, QB_LE, 0);
  g_assert_true (s->battle.active);
  g_assert_cmpint (s->battle.zone, ==, QB_LE);
}

/* The decider's legal order moves, as the board's highlights. */
static void
order_highlights (const QbState *s, int from, guint *sources, guint *land, guint *amph)
{
  static QbAction actions[QB_MAX_ACTIONS];
  size_t n = qb_legal_actions (s, actions, QB_MAX_ACTIONS);

  *sources = *land = *amph = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (actions[i].type != QB_ACT_ORDER_MOVE)
        continue;
      int zone = s->blocks[actions[i].a].loc;
      *sources |= 1u << zone;
      if (zone != from)
        continue;
      if (actions[i].c == QB_MODE_LAND)
        *land |= 1u << actions[i].b;
      else if (actions[i].c == QB_MODE_AMPHIBIOUS)
        *amph |= 1u << actions[i].b;
    }
}

/* ---- The window ------------------------------------------------------------------- */

typedef struct {
  GtkWidget *window;
  QbBoard *board;
  QbState state;
} Fixture;

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  make_position (&f->state);
  f->window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (f->window), "Quebec 1759: board test");
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1600, 550);
  f->board = QB_BOARD (qb_board_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->board));

  QbView view;
  qb_view (&f->state, QB_BRITISH, &view);
  qb_board_set_view (f->board, &view);
  gtk_window_present (GTK_WINDOW (f->window));
  gtk_test_widget_wait_for_draw (f->window);
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  /* Let the window go before the next test opens another. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
show (Fixture *f, const QbState *s, int viewer)
{
  QbView view;
  qb_view (s, viewer, &view);
  qb_board_set_view (f->board, &view);
  gtk_test_widget_wait_for_draw (f->window);
}

static void
save_screenshot (Fixture *f, const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            name, NULL);
  g_assert_true (qb_board_render_to_png (f->board, path));
  g_test_message ("screenshot: %s", path);
}

static void
to_widget (Fixture *f, QbPoint p, double *x, double *y)
{
  qb_board_map_point (f->board, p.x, p.y, x, y);
}

/* ---- Tests ---------------------------------------------------------------------- */

static void
test_hit_testing (Fixture *f, gconstpointer data)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();
  double x, y;

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->board)), >=, 1000);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      const QbZoneGeometry *zone = &g->zones[z];
      to_widget (f, zone->label, &x, &y);
      g_assert_cmpint (qb_board_zone_at (f->board, x, y), ==, z);
      QbPoint centre = { zone->blocks.x + zone->blocks.width / 2, zone->blocks.y + zone->blocks.height / 2 };
      to_widget (f, centre, &x, &y);
      g_assert_cmpint (qb_board_zone_at (f->board, x, y), ==, z);
      /* Exact: just inside and just outside each vertex of the outline. */
      for (guint i = 0; i < zone->outline.n_points; i += 7)
        {
          QbPoint p = zone->outline.points[i];
          QbPoint towards = zone->label;
          double dx = towards.x - p.x, dy = towards.y - p.y, len = hypot (dx, dy);
          QbPoint in = { p.x + dx / len * 1.5, p.y + dy / len * 1.5 };
          if (!qb_polyline_contains (&zone->outline, in.x, in.y))
            continue;   /* a concave corner: the label is not straight in */
          to_widget (f, in, &x, &y);
          g_assert_cmpint (qb_board_zone_at (f->board, x, y), ==, z);
        }
    }
  for (int a = 0; a < QB_NUM_AREAS; a++)
    {
      to_widget (f, g->areas[a].label, &x, &y);
      g_assert_cmpint (qb_board_zone_at (f->board, x, y), ==, -1);
      g_assert_cmpint (qb_board_area_at (f->board, x, y), ==, a);
    }
  to_widget (f, g->city_label, &x, &y);
  g_assert_cmpint (qb_board_zone_at (f->board, x, y), ==, -1);
  g_assert_cmpint (qb_board_zone_at (f->board, -5, -5), ==, -1);

  /* The blocks are where they are drawn: picking finds them. */
  guint n_blocks = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->board)); c; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t bounds;
      g_assert_true (gtk_widget_compute_bounds (c, GTK_WIDGET (f->board), &bounds));
      double cx = bounds.origin.x + 3, cy = bounds.origin.y + 3;
      GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (f->board), cx, cy, GTK_PICK_DEFAULT);
      g_assert_true (QB_IS_BLOCK_WIDGET (picked));
      const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (c));
      if (face->loc < QB_NUM_ZONES)
        g_assert_cmpint (qb_board_zone_at (f->board, cx, cy), ==, face->loc);
      n_blocks++;
    }
  /* 21 British blocks and 2 + 2 ships, 25 French blocks. */
  g_assert_cmpuint (n_blocks, ==, 50);
}

/* Names that would tell a block of the side from another: not the names
 * both rosters have ("Detachment A"). */
static gboolean
is_unique_to (const QbState *s, const char *name, int side)
{
  int other = 1 - side, ed = s->options.edition;
  for (int b = QB_FIRST_BLOCK (other); b < QB_FIRST_BLOCK (other) + QB_BLOCKS_PER_SIDE; b++)
    if (g_str_equal (name, qb_block_name (s, b)) || g_str_equal (name, qb_ui_block_name (ed, b))
        || g_str_equal (name, qb_ui_block_short_name (ed, b)))
      return FALSE;
  return TRUE;
}

static void
assert_no_identity (const QbState *s, const char *text, int hidden_side)
{
  int ed = s->options.edition;
  for (int b = QB_FIRST_BLOCK (hidden_side); b < QB_FIRST_BLOCK (hidden_side) + QB_BLOCKS_PER_SIDE; b++)
    {
      if (qb_block_type (s, b) == QB_TYPE_SHIP)
        continue;   /* ships are face up (2.3) */
      const char *names[3] = { qb_block_name (s, b), qb_ui_block_name (ed, b), qb_ui_block_short_name (ed, b) };
      for (int i = 0; i < 3; i++)
        {
          if (!is_unique_to (s, names[i], hidden_side))
            continue;
          if (strstr (text, names[i]) != NULL)
            g_error ("\"%s\" gives away the hidden block %s", text, names[i]);
        }
      /* Nor the type of a hidden block. */
      if (hidden_side == QB_FRENCH)
        for (int t = QB_TYPE_INDIAN; t <= QB_TYPE_MONTREAL_MILITIA; t++)
          g_assert_null (strstr (text, qb_ui_type_name (t)));
    }
}

static void
check_hidden (Fixture *f, int viewer)
{
  int enemy = 1 - viewer;
  guint hidden = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->board)); c; c = gtk_widget_get_next_sibling (c))
    {
      QbBlockWidget *block = QB_BLOCK_WIDGET (c);
      const QbBlockFace *face = qb_block_widget_get_face (block);
      const char *label = qb_block_widget_get_label (block);
      const char *tooltip = gtk_widget_get_tooltip_text (c);

      g_assert_nonnull (label);
      g_assert_cmpstr (tooltip, ==, label);
      /* The accessible name is the same text. */
      char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
      if (error != NULL)
        g_error ("accessible label: %s", error);
      assert_no_identity (&f->state, label, enemy);

      if (face->side == enemy && face->block < 0)
        {
          hidden++;
          g_assert_cmpint (face->type, ==, -1);
          g_assert_cmpint (face->cv, ==, -1);
          g_assert_false (gtk_widget_get_focusable (c));
          g_assert_true (g_str_has_prefix (label, qb_ui_side_block (enemy)));
        }
      if (face->side == viewer)
        {
          /* Own blocks: name, type, CV and zone. */
          g_assert_true (face->own);
          g_assert_nonnull (strstr (label, qb_ui_block_name (face->edition, face->block)));
          g_assert_nonnull (strstr (label, qb_ui_zone_name (face->loc)));
          if (face->max_cv > 0)
            {
              g_autofree char *cv = g_strdup_printf ("%d of %d CV", face->cv, face->max_cv);
              g_assert_nonnull (strstr (label, cv));
              g_assert_nonnull (strstr (label, qb_ui_type_name (face->type)));
            }
          g_assert_true (gtk_widget_get_focusable (c));
        }
    }
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      g_autofree char *text = qb_board_describe_zone (f->board, z);
      assert_no_identity (&f->state, text, enemy);
    }
  /* Every enemy block on the map the viewer may not identify is there,
   * anonymous. */
  QbView view;
  guint expected = 0;
  qb_view (&f->state, viewer, &view);
  for (int b = QB_FIRST_BLOCK (enemy); b < QB_FIRST_BLOCK (enemy) + QB_BLOCKS_PER_SIDE; b++)
    if (f->state.blocks[b].loc <= QB_LOC_STLAURENT && view.blocks[b].loc == QB_UNKNOWN)
      expected++;
  g_assert_cmpuint (hidden, ==, expected);
  g_assert_cmpuint (expected, >=, 20);
}

static void
test_british_view_hides_french (Fixture *f, gconstpointer data)
{
  check_hidden (f, QB_BRITISH);
  save_screenshot (f, "board-british.png");
}

static void
test_french_view_hides_british (Fixture *f, gconstpointer data)
{
  show (f, &f->state, QB_FRENCH);
  check_hidden (f, QB_FRENCH);
  save_screenshot (f, "board-french.png");
}

/* Pixels of the zone's inside, between min and max board units from its
 * border, that differ. */
static double
changed_between (Fixture *f, GdkTexture *before, GdkTexture *after, int zone,
                 double min, double max)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();
  int w = gdk_texture_get_width (before), h = gdk_texture_get_height (before);
  gsize stride = (gsize) w * 4;
  g_autofree guchar *a = g_malloc (stride * h);
  g_autofree guchar *b = g_malloc (stride * h);
  guint changed = 0, total = 0;

  g_assert_cmpint (gdk_texture_get_width (after), ==, w);
  gdk_texture_download (before, a, stride);
  gdk_texture_download (after, b, stride);
  for (int y = 0; y < h; y += 2)
    for (int x = 0; x < w; x += 2)
      {
        /* The texture is the map, from its top-left corner. */
        double scale = w / QB_BOARD_WIDTH;
        double bx = (x + 0.5) / scale, by = (y + 0.5) / scale;
        const QbPolyline *outline = &g->zones[zone].outline;
        if (!qb_polyline_contains (outline, bx, by))
          continue;
        double d = qb_polyline_distance (outline, bx, by);
        if (d < min || d > max)
          continue;
        total++;
        if (memcmp (a + y * stride + x * 4, b + y * stride + x * 4, 4) != 0)
          changed++;
      }
  g_assert_cmpuint (total, >, 100);
  return changed / (double) total;
}

/* Pixels of the zone's inside, away from its border, that differ. */
static double
changed_fraction (Fixture *f, GdkTexture *before, GdkTexture *after, int zone)
{
  return changed_between (f, before, after, zone, 8, G_MAXDOUBLE);
}

static void
test_highlights (Fixture *f, gconstpointer data)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();
  g_autoptr (GdkTexture) plain = qb_board_render_texture (f->board);
  g_assert_nonnull (plain);

  /* Sources glow, land destinations are filled, sea destinations waved. */
  guint sources = 1u << QB_OR, land = 1u << QB_SF, amph = (1u << QB_LE) | (1u << QB_BE);
  int capacity[QB_NUM_AREAS] = { 2, -1 };
  qb_board_set_highlights (f->board, sources, land, amph, capacity);
  gtk_test_widget_wait_for_draw (f->window);
  g_autoptr (GdkTexture) lit = qb_board_render_texture (f->board);

  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      double changed = changed_fraction (f, plain, lit, z);
      g_test_message ("%s: %.0f%% changed", qb_zone_code (z), changed * 100);
      if ((land | amph) & (1u << z))
        g_assert_cmpfloat (changed, >, 0.4);
      else if (sources & (1u << z))
        g_assert_cmpfloat (changed, >, 0.01);
      else
        g_assert_cmpfloat (changed, ==, 0);
    }

  /* Land and sea destinations look different. */
  double x, y;
  QbPoint p = { g->zones[QB_SF].label.x - 60, g->zones[QB_SF].label.y + 4 };
  to_widget (f, p, &x, &y);
  g_assert_cmpint (qb_board_zone_at (f->board, x, y), ==, QB_SF);

  /* Selecting a zone draws it emphasised. */
  qb_board_clear_highlights (f->board);
  qb_board_set_selected_zone (f->board, QB_CR);
  g_assert_cmpint (qb_board_get_selected_zone (f->board), ==, QB_CR);
  gtk_test_widget_wait_for_draw (f->window);
  g_autoptr (GdkTexture) selected = qb_board_render_texture (f->board);
  g_assert_cmpfloat (changed_fraction (f, plain, selected, QB_CR), >, 0.4);
  g_assert_cmpfloat (changed_fraction (f, plain, selected, QB_SI), ==, 0);
  qb_board_set_selected_zone (f->board, -1);

  /* The real thing: the British pick Ile d'Orleans to write their order. */
  order_highlights (&f->state, QB_OR, &sources, &land, &amph);
  g_assert_cmpuint (sources, ==, 1u << QB_OR);
  g_assert_cmpuint (amph, ==, (1u << QB_MO) | (1u << QB_BE) | (1u << QB_SC) | (1u << QB_LE));
  capacity[QB_BASON] = qb_amphibious_capacity (&f->state, QB_BRITISH, QB_BASON);
  capacity[QB_STLAURENT] = qb_amphibious_capacity (&f->state, QB_BRITISH, QB_STLAURENT);
  qb_board_set_highlights (f->board, sources, land, amph, capacity);
  qb_board_set_selected_zone (f->board, QB_OR);
  gtk_test_widget_wait_for_draw (f->window);
  save_screenshot (f, "board-british-orders.png");

  /* And the French, after them, pick Sillery: by road or by boat. */
  QbState s = f->state;
  apply (&s, QB_ACT_ORDER_DONE, 0, 0, 0);
  g_assert_cmpint (s.decider, ==, QB_FRENCH);
  show (f, &s, QB_FRENCH);
  order_highlights (&s, QB_SI, &sources, &land, &amph);
  g_assert_cmpuint (land, ==, (1u << QB_AB) | (1u << QB_CR));
  g_assert_cmpuint (amph, ==, (1u << QB_AB) | (1u << QB_CR) | (1u << QB_ET));
  capacity[QB_BASON] = -1;
  capacity[QB_STLAURENT] = qb_amphibious_capacity (&s, QB_FRENCH, QB_STLAURENT);
  qb_board_set_highlights (f->board, sources, land, amph, capacity);
  qb_board_set_selected_zone (f->board, QB_SI);
  gtk_test_widget_wait_for_draw (f->window);
  save_screenshot (f, "board-french-orders.png");
}

static void
test_battle (Fixture *f, gconstpointer data)
{
  QbState s;
  make_battle (&s);
  f->state = s;
  show (f, &s, QB_BRITISH);
  check_hidden (f, QB_BRITISH);

  /* Both sides stand in Levis; the British who landed are marked as moved. */
  guint moved = 0, french_here = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->board)); c; c = gtk_widget_get_next_sibling (c))
    {
      const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (c));
      if (face->side == QB_BRITISH && face->moved)
        {
          moved++;
          g_assert_cmpint (face->loc, ==, QB_LE);
          g_assert_nonnull (strstr (qb_block_widget_get_label (QB_BLOCK_WIDGET (c)), "moved"));
        }
      if (face->side == QB_FRENCH && face->loc == QB_LE)
        french_here++;
    }
  g_assert_cmpuint (moved, ==, 2);
  g_assert_cmpuint (french_here, ==, 2);
  save_screenshot (f, "board-battle.png");
}

static void
test_dark_style (Fixture *f, gconstpointer data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr (GdkTexture) light = qb_board_render_texture (f->board);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (f->board), "dark"));
  g_autoptr (GdkTexture) dark = qb_board_render_texture (f->board);
  /* The land is darker in the dark. */
  for (int z = 0; z < QB_NUM_ZONES; z++)
    g_assert_cmpfloat (changed_fraction (f, light, dark, z), >, 0.9);
  save_screenshot (f, "board-british-dark.png");

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (f->board), "dark"));
}

/* Open play shows every block; the public view (a decision taken in the
 * open) only what both players know. */
static void
test_open_and_public_views (Fixture *f, gconstpointer data)
{
  guint known = 0, anonymous = 0;

  show (f, &f->state, QB_NO_SIDE);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->board)); c; c = gtk_widget_get_next_sibling (c))
    {
      const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (c));
      g_assert_cmpint (face->block, >=, 0);
      /* Whose block it is, in words, since it faces nobody in particular. */
      g_assert_true (g_str_has_prefix (qb_block_widget_get_label (QB_BLOCK_WIDGET (c)),
                                       qb_ui_side_block (face->side)));
      known++;
    }
  g_assert_cmpuint (known, ==, 50);
  save_screenshot (f, "board-open.png");

  show (f, &f->state, QB_PUBLIC);
  known = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->board)); c; c = gtk_widget_get_next_sibling (c))
    {
      const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (c));
      if (face->block >= 0)
        {
          g_assert_cmpint (face->type, ==, QB_TYPE_SHIP);
          known++;
        }
      else
        anonymous++;
      assert_no_identity (&f->state, qb_block_widget_get_label (QB_BLOCK_WIDGET (c)), QB_FRENCH);
      assert_no_identity (&f->state, qb_block_widget_get_label (QB_BLOCK_WIDGET (c)), QB_BRITISH);
    }
  g_assert_cmpuint (known, ==, 4);
  g_assert_cmpuint (anonymous, ==, 46);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      g_autofree char *text = qb_board_describe_zone (f->board, z);
      g_assert_null (strstr (text, "CV"));
    }
}

static int activated_zone;
static int activated_block;

static void
zone_activated_cb (QbBoard *board, int zone, gpointer data)
{
  activated_zone = zone;
}

static void
block_activated_cb (QbBoard *board, int block, gpointer data)
{
  activated_block = block;
}

static void
test_keyboard_and_activation (Fixture *f, gconstpointer data)
{
  GtkWidget *board = GTK_WIDGET (f->board);

  g_signal_connect (board, "zone-activated", G_CALLBACK (zone_activated_cb), NULL);
  g_signal_connect (board, "block-activated", G_CALLBACK (block_activated_cb), NULL);

  /* The board between two buttons is one Tab stop: Tab from the button
   * before enters it at the first zone in reading order, the next Tab
   * leaves it for the button after, and Shift+Tab comes back to the zone
   * focused last. */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *before = gtk_button_new_with_label ("Before");
  GtkWidget *after = gtk_button_new_with_label ("After");
  g_object_ref (board);
  gtk_window_set_child (GTK_WINDOW (f->window), NULL);
  gtk_box_append (GTK_BOX (box), before);
  gtk_widget_set_vexpand (board, TRUE);
  gtk_box_append (GTK_BOX (box), board);
  gtk_box_append (GTK_BOX (box), after);
  gtk_window_set_child (GTK_WINDOW (f->window), box);
  g_object_unref (board);
  gtk_test_widget_wait_for_draw (f->window);

  gtk_widget_grab_focus (before);
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (board));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_CR);
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (after));
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_widget_is_focus (board));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_CR);
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_widget_is_focus (before));
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (board));
  /* East from Cap Rouge is Ste. Foy. */
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_RIGHT));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_SF);
  g_assert_true (gtk_widget_is_focus (board));

  /* The focused zone has a focus ring inside its border, when the
   * keyboard is in use. */
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), FALSE);
  gtk_test_widget_wait_for_draw (f->window);
  g_autoptr (GdkTexture) plain = qb_board_render_texture (f->board);
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), TRUE);
  gtk_test_widget_wait_for_draw (f->window);
  g_autoptr (GdkTexture) ring = qb_board_render_texture (f->board);
  g_assert_cmpfloat (changed_between (f, plain, ring, QB_SF, 0.5, 5), >, 0.3);
  g_assert_cmpfloat (changed_between (f, plain, ring, QB_CR, 2, G_MAXDOUBLE), ==, 0);
  save_screenshot (f, "board-focus.png");

  /* Hovering a zone name elsewhere (the log) emphasises the zone. */
  qb_board_set_hover_zone (f->board, QB_BE);
  gtk_test_widget_wait_for_draw (f->window);
  g_autoptr (GdkTexture) hover = qb_board_render_texture (f->board);
  g_assert_cmpfloat (changed_fraction (f, ring, hover, QB_BE), >, 0.3);
  qb_board_set_hover_zone (f->board, -1);
  /* Arrows go by the map: east from Ste. Foy is Abraham. */
  g_assert_true (gtk_widget_child_focus (board, GTK_DIR_RIGHT));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_AB);
  g_assert_true (gtk_widget_child_focus (board, GTK_DIR_DOWN));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_SI);
  g_assert_true (gtk_widget_child_focus (board, GTK_DIR_DOWN));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_ET);

  /* Tab leaves the board from any zone, and comes back to it. */
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (after));
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_widget_is_focus (board));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_ET);

  /* Alt+Right steps to the viewer's blocks: Etchemin holds none and Levis
   * only hidden French ones, so the first is a British block on Ile
   * d'Orleans, whose zone becomes the focused one. */
  g_assert_true (gtk_widget_activate_action (board, "board.next-block", NULL));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_true (QB_IS_BLOCK_WIDGET (focus));
  g_assert_true (gtk_widget_get_parent (focus) == board);
  const QbBlockFace *face = qb_block_widget_get_face (QB_BLOCK_WIDGET (focus));
  g_assert_cmpint (face->side, ==, QB_BRITISH);
  g_assert_cmpint (face->loc, ==, QB_OR);
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_OR);
  GtkWidget *first_block = focus;

  /* Enter on a block activates it. */
  activated_block = -1;
  gtk_widget_activate (focus);
  g_assert_cmpint (activated_block, ==, face->block);

  /* Alt+Right runs through the blocks and then the ships, and stops at
   * the last. */
  guint steps = 0;
  GtkWidget *last = focus;
  for (;;)
    {
      g_assert_true (gtk_widget_activate_action (board, "board.next-block", NULL));
      focus = gtk_root_get_focus (GTK_ROOT (f->window));
      g_assert_true (QB_IS_BLOCK_WIDGET (focus));
      if (focus == last)
        break;
      last = focus;
      g_assert_cmpuint (++steps, <, 40);
    }
  g_assert_cmpuint (steps, ==, 21 - 1 + 4);
  g_assert_cmpint (qb_block_widget_get_face (QB_BLOCK_WIDGET (last))->loc, >=, QB_NUM_ZONES);
  /* Tab from a block leaves the board too. */
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (after));
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_widget_is_focus (board));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_OR);

  /* From the zone, Alt+Left goes to its last block, and Escape back to
   * the zone; Alt+Left from the first block goes on to the blocks before
   * (none: the focus stays). */
  g_assert_true (gtk_widget_activate_action (board, "board.previous-block", NULL));
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_true (QB_IS_BLOCK_WIDGET (focus));
  g_assert_cmpint (qb_block_widget_get_face (QB_BLOCK_WIDGET (focus))->loc, ==, QB_OR);
  g_assert_true (focus != first_block);
  g_assert_true (gtk_widget_activate_action (board, "board.block-to-zone", NULL));
  g_assert_true (gtk_widget_is_focus (board));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), ==, QB_OR);
  g_assert_true (gtk_widget_activate_action (board, "board.next-block", NULL));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == first_block);
  g_assert_true (gtk_widget_activate_action (board, "board.previous-block", NULL));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == first_block);
  /* The arrows from a block go by the map from its zone: west of Ile
   * d'Orleans. */
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_LEFT));
  g_assert_true (gtk_widget_is_focus (board));
  g_assert_cmpint (qb_board_get_focus_zone (f->board), !=, QB_OR);

  /* Activating a hidden French block activates its zone. */
  activated_zone = -1;
  for (GtkWidget *c = gtk_widget_get_first_child (board); c; c = gtk_widget_get_next_sibling (c))
    {
      const QbBlockFace *cf = qb_block_widget_get_face (QB_BLOCK_WIDGET (c));
      if (cf->side == QB_FRENCH && cf->loc == QB_BE)
        {
          gtk_widget_activate (c);
          break;
        }
    }
  g_assert_cmpint (activated_zone, ==, QB_BE);

  /* A selected own block is shown selected. */
  qb_board_set_selected_blocks (f->board, G_GUINT64_CONSTANT (1) << 3);
  for (GtkWidget *c = gtk_widget_get_first_child (board); c; c = gtk_widget_get_next_sibling (c))
    {
      const QbBlockFace *cf = qb_block_widget_get_face (QB_BLOCK_WIDGET (c));
      g_assert_cmpint (qb_block_widget_get_selected (QB_BLOCK_WIDGET (c)), ==, cf->block == 3);
    }
}

static void
test_resize (Fixture *f, gconstpointer data)
{
  const QbBoardGeometry *g = qb_board_geometry_get ();

  /* Letterboxed: the whole board shows, in proportion, at any size. */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 600);
  gtk_test_widget_wait_for_draw (f->window);
  int w = gtk_widget_get_width (GTK_WIDGET (f->board)), h = gtk_widget_get_height (GTK_WIDGET (f->board));
  double x0, y0, x1, y1;
  qb_board_map_point (f->board, 0, 0, &x0, &y0);
  qb_board_map_point (f->board, QB_BOARD_WIDTH, QB_BOARD_HEIGHT, &x1, &y1);
  g_assert_cmpfloat (x0, >=, 0);
  g_assert_cmpfloat (y0, >=, 0);
  g_assert_cmpfloat (x1, <=, w + 0.5);
  g_assert_cmpfloat (y1, <=, h + 0.5);
  g_assert_cmpfloat (fabs ((x1 - x0) / (y1 - y0) - QB_BOARD_WIDTH / QB_BOARD_HEIGHT), <, 0.01);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      double x, y;
      to_widget (f, g->zones[z].label, &x, &y);
      g_assert_cmpint (qb_board_zone_at (f->board, x, y), ==, z);
    }
  save_screenshot (f, "board-small.png");
}

/* Where each block widget is drawn, against where the layout puts it. */
static guint
blocks_off_their_place (Fixture *f, double tolerance)
{
  guint off = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->board)); c; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t bounds;
      double bx, by, x, y;
      g_assert_true (gtk_widget_compute_bounds (c, GTK_WIDGET (f->board), &bounds));
      qb_block_widget_get_position (QB_BLOCK_WIDGET (c), &bx, &by);
      qb_board_map_point (f->board, bx, by, &x, &y);
      if (fabs (bounds.origin.x - round (x)) > tolerance || fabs (bounds.origin.y - round (y)) > tolerance)
        off++;
    }
  return off;
}

static void
wait_for_progress (Fixture *f, double progress)
{
  QB_TEST_WAIT (!qb_board_is_animating (f->board)
                || qb_board_get_animation_progress (f->board) >= progress,
                "the animation to progress");
}

/* What the frames of an animation showed: checked at each frame, since a
 * loaded machine may skip from any point of the 500 ms to the end. */
typedef struct
{
  Fixture *f;
  guint frames;       /* frames drawn while the blocks were on their way */
  guint max_off;      /* the most blocks off their place in one frame */
} Frames;

static void
frame_painted_cb (GdkFrameClock *clock,
                  Frames        *frames)
{
  double progress = qb_board_get_animation_progress (frames->f->board);
  guint off;

  if (!qb_board_is_animating (frames->f->board) || progress >= 0.9)
    return;
  off = blocks_off_their_place (frames->f, 4);
  g_assert_cmpuint (off, <=, 4);   /* only the four that move */
  frames->max_off = MAX (frames->max_off, off);
  frames->frames++;
}

/* Both orders revealed: the British land at Levis, two French blocks march
 * from Beauport to St. Charles. The British see their blocks slide, and two
 * anonymous French blocks. */
static void
test_move_animation (Fixture *f, gconstpointer data)
{
  QbState s = f->state;
  QbEvent events[256];
  QbEventSink sink = { events, 0, G_N_ELEMENTS (events), 0 };
  const char *reason = NULL;

  apply (&s, QB_ACT_ORDER_MOVE, 0, QB_LE, QB_MODE_AMPHIBIOUS);
  apply (&s, QB_ACT_ORDER_MOVE, 7, QB_LE, QB_MODE_AMPHIBIOUS);
  apply (&s, QB_ACT_ORDER_DONE, 0, 0, 0);
  apply (&s, QB_ACT_ORDER_MOVE, 26, QB_SC, QB_MODE_LAND);
  apply (&s, QB_ACT_ORDER_MOVE, 27, QB_SC, QB_MODE_LAND);
  g_assert_true (qb_apply (&s, (QbAction) { QB_ACT_ORDER_DONE, 0, 0, 0 }, &sink, &reason));
  guint moves = 0;
  for (size_t i = 0; i < sink.len; i++)
    moves += events[i].type == QB_EV_MOVE;
  g_assert_cmpuint (moves, ==, 4);

  show (f, &s, QB_BRITISH);
  g_assert_cmpuint (blocks_off_their_place (f, 0.5), ==, 0);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->board));
  Frames frames = { f, 0, 0 };
  gulong painted = g_signal_connect (clock, "after-paint", G_CALLBACK (frame_painted_cb), &frames);
  qb_board_animate_moves (f->board, events, (guint) sink.len);
  g_assert_true (qb_board_is_animating (f->board));

  /* On the way, the four blocks are between their zones, nothing else
   * moves: checked at every frame drawn before 90% of the way (the first
   * one at least, drawn at the start), whenever the machine draws them. */
  wait_for_progress (f, 0.3);
  if (qb_board_is_animating (f->board))
    save_screenshot (f, "board-moves-mid.png");
  check_hidden (f, QB_BRITISH);

  /* It ends, in the final position. */
  wait_for_progress (f, 2);
  g_signal_handler_disconnect (clock, painted);
  g_test_message ("%u frames on the way, at most %u blocks off their place",
                  frames.frames, frames.max_off);
  g_assert_cmpuint (frames.frames, >=, 1);
  g_assert_cmpuint (frames.max_off, >=, 1);
  g_assert_false (qb_board_is_animating (f->board));
  g_assert_cmpfloat (qb_board_get_animation_progress (f->board), ==, -1);
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_cmpuint (blocks_off_their_place (f, 0.5), ==, 0);
  save_screenshot (f, "board-moves-end.png");

  /* A new position during the animation ends it at once. */
  qb_board_animate_moves (f->board, events, (guint) sink.len);
  g_assert_true (qb_board_is_animating (f->board));
  show (f, &s, QB_FRENCH);
  g_assert_false (qb_board_is_animating (f->board));
  g_assert_cmpuint (blocks_off_their_place (f, 0.5), ==, 0);

  /* Without animations the blocks are put in place at once. */
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (f->board));
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  qb_board_animate_moves (f->board, events, (guint) sink.len);
  g_assert_false (qb_board_is_animating (f->board));
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_cmpuint (blocks_off_their_place (f, 0.5), ==, 0);
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
}

/* ---- Looking at it ------------------------------------------------------------- */

/* ---- Cached layers ------------------------------------------------------------- */

static void
assert_same_pixels (GdkTexture *a, GdkTexture *b)
{
  int w = gdk_texture_get_width (a), h = gdk_texture_get_height (a);
  gsize stride = (gsize) w * 4;

  g_assert_cmpint (gdk_texture_get_width (b), ==, w);
  g_assert_cmpint (gdk_texture_get_height (b), ==, h);
  g_autofree guchar *pa = g_malloc (stride * h);
  g_autofree guchar *pb = g_malloc (stride * h);
  gdk_texture_download (a, pa, stride);
  gdk_texture_download (b, pb, stride);
  guint differ = 0;
  for (gsize i = 0; i < stride * h; i += 4)
    differ += memcmp (pa + i, pb + i, 4) != 0;
  if (differ > 0)
    {
      gdk_texture_save_to_png (a, "cached-layers-kept.png");
      gdk_texture_save_to_png (b, "cached-layers-afresh.png");
      g_error ("%u of %d pixels differ from a board drawn afresh (see cached-layers-*.png)", differ, w * h);
    }
}

/* What the board shows from its cached textures is what it would draw
 * with none. */
static void
assert_as_drawn_afresh (Fixture *f)
{
  gtk_test_widget_wait_for_draw (f->window);
  g_autoptr (GdkTexture) cached = qb_board_render_texture (f->board);
  g_assert_nonnull (cached);

  qb_board_layers_clear (f->board->layers);
  gtk_widget_queue_draw (GTK_WIDGET (f->board));
  gtk_test_widget_wait_for_draw (f->window);
  g_autoptr (GdkTexture) fresh = qb_board_render_texture (f->board);
  assert_same_pixels (cached, fresh);
}

/* The textures drawn by the next frame. */
static guint
renders_for_next_frame (Fixture *f)
{
  guint before = qb_board_layers_get_renders (f->board->layers);
  gtk_test_widget_wait_for_draw (f->window);
  return qb_board_layers_get_renders (f->board->layers) - before;
}

/* The board keeps what it draws as textures (qb-board-layers.c): only what
 * changed is drawn again, and what it shows after any change is what it
 * would draw afresh. */
static void
test_cached_layers (Fixture *f, gconstpointer data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWidget *board = GTK_WIDGET (f->board);
  guint sources, land, amph;

  /* The hover comes from qb_board_set_hover_zone() only: Xvfb's pointer
   * may lie over the window and move the hover between two renders. */
  gtk_widget_set_can_target (board, FALSE);
  assert_as_drawn_afresh (f);

  /* A redraw with nothing changed draws nothing. */
  gtk_widget_queue_draw (board);
  g_assert_cmpuint (renders_for_next_frame (f), ==, 0);

  /* The hover of a zone is drawn the first time only. */
  qb_board_set_hover_zone (f->board, QB_BE);
  g_assert_cmpuint (renders_for_next_frame (f), ==, 1);
  qb_board_set_hover_zone (f->board, QB_SC);
  g_assert_cmpuint (renders_for_next_frame (f), ==, 1);
  qb_board_set_hover_zone (f->board, QB_BE);
  g_assert_cmpuint (renders_for_next_frame (f), ==, 0);
  assert_as_drawn_afresh (f);
  qb_board_set_hover_zone (f->board, -1);
  assert_as_drawn_afresh (f);

  /* The CSS changes with the state (hover, focus), not the colours: the
   * map is not drawn again. */
  gtk_widget_set_state_flags (board, GTK_STATE_FLAG_PRELIGHT, FALSE);
  g_assert_cmpuint (renders_for_next_frame (f), ==, 0);
  gtk_widget_unset_state_flags (board, GTK_STATE_FLAG_PRELIGHT);
  g_assert_cmpuint (renders_for_next_frame (f), ==, 0);

  /* A decision: the zones whose highlights changed, and nothing else. */
  order_highlights (&f->state, QB_OR, &sources, &land, &amph);
  qb_board_set_highlights (f->board, sources, land, amph, NULL);
  qb_board_set_selected_zone (f->board, QB_OR);
  guint lit = 0;
  for (int z = 0; z < QB_NUM_ZONES; z++)
    lit += ((sources | land | amph) >> z) & 1;
  g_assert_cmpuint (renders_for_next_frame (f), ==, lit);
  assert_as_drawn_afresh (f);
  /* The boats left: one overlay item more. */
  int capacity[QB_NUM_AREAS] = { qb_amphibious_capacity (&f->state, QB_BRITISH, QB_BASON), -1 };
  qb_board_set_highlights (f->board, sources, land, amph, capacity);
  g_assert_cmpuint (renders_for_next_frame (f), ==, 1);
  assert_as_drawn_afresh (f);
  /* And back: the board as it was. */
  qb_board_clear_highlights (f->board);
  qb_board_set_selected_zone (f->board, -1);
  assert_as_drawn_afresh (f);

  /* Another viewer: other stacks, other counts. */
  show (f, &f->state, QB_FRENCH);
  assert_as_drawn_afresh (f);
  show (f, &f->state, QB_PUBLIC);
  assert_as_drawn_afresh (f);
  QbState battle;
  make_battle (&battle);
  show (f, &battle, QB_BRITISH);
  assert_as_drawn_afresh (f);
  show (f, &f->state, QB_BRITISH);

  /* A block dragged from the tray, over a zone it may go to. */
  qb_board_begin_drop (f->board, QB_FR_MONTCALM, (1u << QB_BE) | (1u << QB_MO));
  assert_as_drawn_afresh (f);
  qb_board_end_drop (f->board);
  assert_as_drawn_afresh (f);

  /* The focus ring, when the keyboard is in use. */
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), TRUE);
  gtk_root_set_focus (GTK_ROOT (f->window), NULL);
  g_assert_true (gtk_widget_child_focus (board, GTK_DIR_TAB_FORWARD));
  assert_as_drawn_afresh (f);
  g_assert_true (gtk_widget_child_focus (board, GTK_DIR_RIGHT));
  assert_as_drawn_afresh (f);

  /* Another size: everything drawn again, at that size. */
  qb_board_set_highlights (f->board, sources, land, amph, capacity);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 700);
  g_assert_cmpuint (renders_for_next_frame (f), >, lit);
  assert_as_drawn_afresh (f);

  /* The dark style: everything in its colours, and back. */
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_cmpuint (renders_for_next_frame (f), >, lit);
  assert_as_drawn_afresh (f);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_assert_cmpuint (renders_for_next_frame (f), >, lit);
  assert_as_drawn_afresh (f);
}

static int
keep_open (const char *what)
{
  Fixture f = { 0 };
  fixture_setup (&f, NULL);
  if (g_strcmp0 (what, "french") == 0)
    show (&f, &f.state, QB_FRENCH);
  else if (g_strcmp0 (what, "battle") == 0)
    {
      make_battle (&f.state);
      show (&f, &f.state, QB_BRITISH);
    }
  else if (g_strcmp0 (what, "dark") == 0)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  else if (g_strcmp0 (what, "orders") == 0)
    {
      guint sources, land, amph;
      int capacity[2] = { qb_amphibious_capacity (&f.state, QB_BRITISH, QB_BASON), -1 };
      order_highlights (&f.state, QB_OR, &sources, &land, &amph);
      qb_board_set_highlights (f.board, sources, land, amph, capacity);
      qb_board_set_selected_zone (f.board, QB_OR);
    }
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

int
main (int argc, char **argv)
{
  const char *open = NULL;

  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--keep-open"))
      {
        open = argv[i][11] == '=' ? argv[i] + 12 : "british";
        argv[i--] = argv[--argc];
      }

  qb_ui_test_init (&argc, &argv, "board");

  if (open != NULL)
    return keep_open (open);

  g_test_add ("/ui/board/hit-testing", Fixture, NULL, fixture_setup, test_hit_testing, fixture_teardown);
  g_test_add ("/ui/board/british-view-hides-french", Fixture, NULL, fixture_setup,
              test_british_view_hides_french, fixture_teardown);
  g_test_add ("/ui/board/french-view-hides-british", Fixture, NULL, fixture_setup,
              test_french_view_hides_british, fixture_teardown);
  g_test_add ("/ui/board/7.4/highlights", Fixture, NULL, fixture_setup, test_highlights, fixture_teardown);
  g_test_add ("/ui/board/battle", Fixture, NULL, fixture_setup, test_battle, fixture_teardown);
  g_test_add ("/ui/board/open-and-public-views", Fixture, NULL, fixture_setup,
              test_open_and_public_views, fixture_teardown);
  g_test_add ("/ui/board/dark-style", Fixture, NULL, fixture_setup, test_dark_style, fixture_teardown);
  g_test_add ("/ui/board/keyboard-and-activation", Fixture, NULL, fixture_setup,
              test_keyboard_and_activation, fixture_teardown);
  g_test_add ("/ui/board/move-animation", Fixture, NULL, fixture_setup, test_move_animation,
              fixture_teardown);
  g_test_add ("/ui/board/resize", Fixture, NULL, fixture_setup, test_resize, fixture_teardown);
  g_test_add ("/ui/board/cached-layers", Fixture, NULL, fixture_setup, test_cached_layers,
              fixture_teardown);

  return qb_ui_test_run ();
}
