/* qb-ui-layout.c: layout helpers for small and large screens (issue 9,
 * part 8: the window fits 1024 x 600). */
#include "qb-ui-layout.h"

/* The share of the paned's height the end child gets, within its bounds. */
#define END_SHARE 0.45

static void
fit_end_cb (GtkPaned   *paned,
            GParamSpec *pspec,
            gpointer    user_data)
{
  int min_end = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (paned), "qb-min-end"));
  int max_end = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (paned), "qb-max-end"));
  int height = gtk_widget_get_height (GTK_WIDGET (paned));
  int last = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (paned), "qb-height"));
  int end;

  /* Only a new height moves the handle: a player's drag stays. */
  if (height <= 0 || height == last)
    return;
  g_object_set_data (G_OBJECT (paned), "qb-height", GINT_TO_POINTER (height));
  end = CLAMP ((int) (height * END_SHARE), min_end, max_end);
  /* The handle's few pixels come out of the end child; its minimum holds. */
  gtk_paned_set_position (paned, MAX (0, height - end));
}

void
qb_ui_paned_fit_end (GtkPaned *paned,
                     int       min_end,
                     int       max_end)
{
  g_return_if_fail (GTK_IS_PANED (paned));
  g_object_set_data (G_OBJECT (paned), "qb-min-end", GINT_TO_POINTER (min_end));
  g_object_set_data (G_OBJECT (paned), "qb-max-end", GINT_TO_POINTER (max_end));
  g_signal_connect (paned, "notify::max-position", G_CALLBACK (fit_end_cb), NULL);
}

guint
qb_ui_label_stride (const double *centres,
                    const int    *widths,
                    guint         n,
                    int           gap)
{
  for (guint stride = 1; stride < n; stride++)
    {
      gboolean fits = TRUE;
      for (guint i = stride; i < n && fits; i += stride)
        {
          double right = centres[i - stride] + widths[i - stride] / 2.0;
          double left = centres[i] - widths[i] / 2.0;
          fits = left - right >= gap;
        }
      if (fits)
        return stride;
    }
  return MAX (n, 1);
}
