/* qb-strength-chart-private.h: QbStrengthChart's struct, palette and
 * plot geometry, shared by qb-strength-chart.c (the widget: the session,
 * input, words, the marks of each frame) and qb-strength-chart-draw.c
 * (the layers kept as an image, painted by src/paint/qb-chart-paint.c). */
#pragma once

#include "qb-strength-chart.h"
#include "qb-chart-paint.h"

G_BEGIN_DECLS

/* The palette, in the painter's order (src/paint/qb-chart-paint.h). */
enum {
  COLOR_BRITISH = QB_CHART_BRITISH,
  COLOR_FRENCH = QB_CHART_FRENCH,
  COLOR_GRID = QB_CHART_GRID,
  COLOR_INK = QB_CHART_INK,
  COLOR_VICTORY = QB_CHART_VICTORY,
  COLOR_MARKER = QB_CHART_MARKER,
  COLOR_HOVER = QB_CHART_HOVER,
  COLOR_PANEL = QB_CHART_PANEL,
  N_COLORS = QB_CHART_N_COLORS
};

#define PAD_LEFT QB_CHART_PAD_LEFT
#define PAD_RIGHT QB_CHART_PAD_RIGHT
#define PAD_TOP QB_CHART_PAD_TOP
#define PAD_BOTTOM QB_CHART_PAD_BOTTOM

struct _QbStrengthChart
{
  GtkWidget parent_instance;

  QbReplaySession *session;
  QbStrengthSeries *series;
  guint position;
  guint hover;
  guint cursor;
  GdkRGBA colors[N_COLORS];

  /* The kept image of the series' layers and what it was drawn for. */
  GskRenderNode *plot;
  int plot_width;
  int plot_height;
  int plot_factor;
  gboolean plot_textures;
};

/* Where the plot's panels are in the widget, for the series drawn. */
void           qb_strength_chart_get_frame  (QbStrengthChart      *self,
                                             QbStrengthChartFrame *f);

#define qb_strength_chart_frame_x qb_chart_frame_x
#define qb_strength_chart_frame_cv_y qb_chart_frame_cv_y
#define qb_strength_chart_frame_blocks_y qb_chart_frame_blocks_y

/* The series' layers (panels, victory line, legend, moves, lines, battles)
 * as one image node of the widget's size. */
GskRenderNode *qb_strength_chart_paint_plot (QbStrengthChart *self,
                                             int              width,
                                             int              height,
                                             int              factor,
                                             gboolean         textures);

G_END_DECLS
