/* qb-board-test.h: what the board tests share: a real game position (the
 * French deployment with detachments forward, a battle) and the window
 * that shows it (Fixture). Header-only, for test-board.c and
 * test-board-input.c. */
#pragma once

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

static inline void
apply (QbState *s, int type, int a, int b, int c)
{
  QbAction act = { (uint8_t) type, (uint8_t) a, (uint8_t) b, (uint8_t) c };
  const char *reason = NULL;
  if (!qb_apply (s, act, NULL, &reason))
    g_error ("%s(%d, %d, %d) refused in phase %s: %s", qb_action_type_name (type), a, b, c,
             qb_phase_name (s->phase), reason);
}

static inline void
finish_transfers (QbState *s)
{
  while (s->phase == QB_PHASE_TRANSFER)
    apply (s, QB_ACT_TRANSFER_DONE, 0, 0, 0);
}

/* Move 2, the British to write their orders: the French deployed as in
 * 1759, two British ships went up into the St. Laurent on move 1. */
static inline void
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
static inline void
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
static inline void
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

static inline void
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

static inline void
fixture_teardown (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  /* Let the window go before the next test opens another. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static inline void
show (Fixture *f, const QbState *s, int viewer)
{
  QbView view;
  qb_view (s, viewer, &view);
  qb_board_set_view (f->board, &view);
  gtk_test_widget_wait_for_draw (f->window);
}

static inline void
save_screenshot (Fixture *f, const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            name, NULL);
  g_assert_true (qb_board_render_to_png (f->board, path));
  g_test_message ("screenshot: %s", path);
}

static inline void
to_widget (Fixture *f, QbPoint p, double *x, double *y)
{
  qb_board_map_point (f->board, p.x, p.y, x, y);
}

/* ---- Comparing pictures ---------------------------------------------------- */

/* Pixels of the zone's inside, between min and max board units from its
 * border, that differ. */
static inline double
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
static inline double
changed_fraction (Fixture *f, GdkTexture *before, GdkTexture *after, int zone)
{
  return changed_between (f, before, after, zone, 8, G_MAXDOUBLE);
}

/* ---- What a view hides ------------------------------------------------------ */

/* Names that would tell a block of the side from another: not the names
 * both rosters have ("Detachment A"). */
static inline gboolean
is_unique_to (const QbState *s, const char *name, int side)
{
  int other = 1 - side, ed = s->options.edition;
  for (int b = QB_FIRST_BLOCK (other); b < QB_FIRST_BLOCK (other) + QB_BLOCKS_PER_SIDE; b++)
    if (g_str_equal (name, qb_block_name (s, b)) || g_str_equal (name, qb_ui_block_name (ed, b))
        || g_str_equal (name, qb_ui_block_short_name (ed, b)))
      return FALSE;
  return TRUE;
}

static inline void
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

static inline void
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
