/* qb-ui-test-util.c: helpers shared by the widget tests. */
#include <string.h>

#include "qb-ui-test-util.h"

void
qb_test_save_screenshot (GtkWidget  *widget,
                         const char *name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

void
qb_test_settle (GtkWidget *widget)
{
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  gtk_test_widget_wait_for_draw (widget);
}

GtkWidget *
qb_test_find_widget (GtkWidget *root,
                     GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = qb_test_find_widget (c, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* French block names that no British block shares ("Detachment A" is on
 * both sides, so it proves nothing). */
static gboolean
is_french_only_name (const QbState *s,
                     const char    *name)
{
  for (int b = 0; b < QB_BLOCKS_PER_SIDE; b++)
    if (g_strcmp0 (qb_block_name (s, b), name) == 0)
      return FALSE;
  return TRUE;
}

void
qb_test_assert_no_french_identity (const QbState *s,
                                   const char    *text,
                                   const char    *where)
{
  if (text == NULL)
    return;
  for (int b = QB_BLOCKS_PER_SIDE; b < QB_NUM_BLOCKS; b++)
    {
      const char *name = qb_block_name (s, b);
      if (is_french_only_name (s, name) && strstr (text, name) != NULL
          && !(s->blocks[b].flags & (QB_BF_REVEALED | QB_BF_SCOUTED))
          && s->blocks[b].loc != QB_LOC_ELIMINATED)
        g_error ("%s shows the French block %s: \"%s\"", where, name, text);
    }
}
