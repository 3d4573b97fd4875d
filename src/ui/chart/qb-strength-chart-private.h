/* qb-strength-chart-private.h: QbStrengthChart's struct, palette and
 * plot geometry, shared by qb-strength-chart.c (the widget: the session,
 * input, words, the marks of each frame) and qb-strength-chart-draw.c
 * (the layers kept as an image). */
#pragma once

#include "qb-strength-chart.h"

G_BEGIN_DECLS

enum {
  COLOR_BRITISH,
  COLOR_FRENCH,
  COLOR_GRID,
  COLOR_INK,
  COLOR_VICTORY,
  COLOR_MARKER,
  COLOR_HOVER,
  COLOR_PANEL,
  N_COLORS
};

/* The plot's margins: labels of the CV and blocks on the left, the moves
 * below. */
#define PAD_LEFT 24.0
#define PAD_RIGHT 8.0
#define PAD_TOP 16.0
#define PAD_BOTTOM 16.0
#define PANEL_GAP 16.0
#define MAX_BLOCKS 25

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
typedef struct
{
  double x0, x1;             /* the plot's left and right */
  double cv_top, cv_bottom;  /* the CV panel */
  double bl_top, bl_bottom;  /* the blocks panel */
  int cv_max;
  guint n;                   /* the last position */
} QbStrengthChartFrame;

void           qb_strength_chart_get_frame  (QbStrengthChart      *self,
                                             QbStrengthChartFrame *f);

static inline double
qb_strength_chart_frame_x (const QbStrengthChartFrame *f,
                           guint                       position)
{
  return f->x0 + (f->x1 - f->x0) * (f->n > 0 ? (double) position / f->n : 0.0);
}

static inline double
qb_strength_chart_frame_cv_y (const QbStrengthChartFrame *f,
                              double                      cv)
{
  return f->cv_bottom - (f->cv_bottom - f->cv_top) * cv / f->cv_max;
}

static inline double
qb_strength_chart_frame_blocks_y (const QbStrengthChartFrame *f,
                                  double                      blocks)
{
  return f->bl_bottom - (f->bl_bottom - f->bl_top) * blocks / MAX_BLOCKS;
}

/* The series' layers (panels, victory line, legend, moves, lines, battles)
 * as one image node of the widget's size. */
GskRenderNode *qb_strength_chart_paint_plot (QbStrengthChart *self,
                                             int              width,
                                             int              height,
                                             int              factor,
                                             gboolean         textures);

G_END_DECLS
