/* test-board.c: the play board in a real window, with a real position:
 * hit testing, what each view hides, highlights, battles, the dark style
 * and the cached layers. The keyboard, resizing and the move animation
 * are in test-board-input.c.
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test --suite ui.
 * Screenshots of the British view, the French view, the orders highlights,
 * a battle and the dark style are saved in the test's build directory.
 *
 * `test-board --keep-open[=french|battle|dark]` shows the board in a window
 * until it is closed, for a look (or /work/shared/tools/screenshot).
 */
#include "qb-board-test.h"

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

/* ---- Looking at it ------------------------------------------------------------- */

/* ---- Cached layers ------------------------------------------------------------- */

/* How many pixels of a and b differ (the same size). */
static guint
pixels_differing (GdkTexture *a, GdkTexture *b)
{
  int w = gdk_texture_get_width (a), h = gdk_texture_get_height (a);
  gsize stride = (gsize) w * 4;
  guint differ = 0;

  g_assert_cmpint (gdk_texture_get_width (b), ==, w);
  g_assert_cmpint (gdk_texture_get_height (b), ==, h);
  g_autofree guchar *pa = g_malloc (stride * h);
  g_autofree guchar *pb = g_malloc (stride * h);
  gdk_texture_download (a, pa, stride);
  gdk_texture_download (b, pb, stride);
  for (gsize i = 0; i < stride * h; i += 4)
    differ += memcmp (pa + i, pb + i, 4) != 0;
  return differ;
}

/* What decides whether the focus ring shows, which the X server may
 * change between two frames (the window made active late, the pointer
 * moving over it on a loaded machine). */
static guint
focus_state (Fixture *f)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return (gtk_window_is_active (GTK_WINDOW (f->window)) ? 1 : 0)
         | (gtk_window_get_focus_visible (GTK_WINDOW (f->window)) ? 2 : 0)
         | (focus != NULL && gtk_widget_has_visible_focus (focus) ? 4 : 0);
}

/* What the board shows from its cached textures is what it would draw
 * with none. A difference counts unless the focus state changed between
 * the two frames (then both are taken again). */
static void
assert_as_drawn_afresh (Fixture *f)
{
  for (int attempt = 0; attempt < 5; attempt++)
    {
      guint before, differ;

      gtk_test_widget_wait_for_draw (f->window);
      before = focus_state (f);
      g_autoptr (GdkTexture) cached = qb_board_render_texture (f->board);
      g_assert_nonnull (cached);

      qb_board_layers_clear (f->board->layers);
      gtk_widget_queue_draw (GTK_WIDGET (f->board));
      gtk_test_widget_wait_for_draw (f->window);
      g_autoptr (GdkTexture) fresh = qb_board_render_texture (f->board);
      differ = pixels_differing (cached, fresh);
      if (differ == 0)
        return;
      if (focus_state (f) != before)
        {
          g_test_message ("the focus state changed between the two frames (%x to %x): again",
                          before, focus_state (f));
          continue;
        }
      gdk_texture_save_to_png (cached, "cached-layers-kept.png");
      gdk_texture_save_to_png (fresh, "cached-layers-afresh.png");
      g_error ("%u of %d pixels differ from a board drawn afresh (see cached-layers-*.png)", differ,
               gdk_texture_get_width (cached) * gdk_texture_get_height (cached));
    }
  g_error ("the focus state kept changing");
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
  g_test_add ("/ui/board/cached-layers", Fixture, NULL, fixture_setup, test_cached_layers,
              fixture_teardown);

  return qb_ui_test_run ();
}
