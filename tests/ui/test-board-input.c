/* test-board-input.c: the play board in a real window, with a real
 * position: the keyboard (focus, arrows, activation of zones and blocks),
 * resizing, and the move animation. The views, highlights and cached
 * layers are in test-board.c.
 *
 * Run under Xvfb: xvfb-run -a dbus-run-session -- meson test --suite ui.
 */
#include "qb-board-test.h"

/* ---- Tests ---------------------------------------------------------------------- */

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

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "board-input");

  g_test_add ("/ui/board/keyboard-and-activation", Fixture, NULL, fixture_setup,
              test_keyboard_and_activation, fixture_teardown);
  g_test_add ("/ui/board/move-animation", Fixture, NULL, fixture_setup, test_move_animation,
              fixture_teardown);
  g_test_add ("/ui/board/resize", Fixture, NULL, fixture_setup, test_resize, fixture_teardown);

  return qb_ui_test_run ();
}
