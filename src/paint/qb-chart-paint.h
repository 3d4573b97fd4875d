/* qb-chart-paint.h: the strength chart (src/model/qb-strength-series.h)
 * painted with no widget. */
#pragma once

#include "qb-paint.h"
#include "qb-strength-series.h"

G_BEGIN_DECLS

/* The chart's palette (style.css: strengthchart.<class>). */
typedef enum {
  QB_CHART_BRITISH,
  QB_CHART_FRENCH,
  QB_CHART_GRID,
  QB_CHART_INK,
  QB_CHART_VICTORY,
  QB_CHART_MARKER,
  QB_CHART_HOVER,
  QB_CHART_PANEL,
  QB_CHART_N_COLORS
} QbChartColor;

/* The plot's margins: labels of the CV and blocks on the left, the moves
 * below. */
#define QB_CHART_PAD_LEFT 24.0
#define QB_CHART_PAD_RIGHT 8.0
#define QB_CHART_PAD_TOP 16.0
#define QB_CHART_PAD_BOTTOM 16.0
#define QB_CHART_PANEL_GAP 16.0
#define QB_CHART_MAX_BLOCKS 25
/* The small print's font when no widget gives one (4/5 of it is used). */
#define QB_CHART_FONT "Cantarell, DejaVu Sans, Sans 11"

typedef struct {
  QbRgba colors[QB_CHART_N_COLORS];
  /* The widget's text settings (its font among them), or NULL for
   * QB_CHART_FONT on cr's own. */
  PangoContext *context;
} QbChartPaint;

/* Where the plot's panels are in a chart w x h, for the series drawn. */
typedef struct
{
  double x0, x1;             /* the plot's left and right */
  double cv_top, cv_bottom;  /* the CV panel */
  double bl_top, bl_bottom;  /* the blocks panel */
  int cv_max;
  guint n;                   /* the last position */
} QbStrengthChartFrame;

void qb_chart_paint_init_light (QbChartPaint *paint);
void qb_chart_frame_init (QbStrengthChartFrame *f, QbStrengthSeries *series, double w, double h);

static inline double
qb_chart_frame_x (const QbStrengthChartFrame *f,
                  guint                       position)
{
  return f->x0 + (f->x1 - f->x0) * (f->n > 0 ? (double) position / f->n : 0.0);
}

static inline double
qb_chart_frame_cv_y (const QbStrengthChartFrame *f,
                     double                      cv)
{
  return f->cv_bottom - (f->cv_bottom - f->cv_top) * cv / f->cv_max;
}

static inline double
qb_chart_frame_blocks_y (const QbStrengthChartFrame *f,
                         double                      blocks)
{
  return f->bl_bottom - (f->bl_bottom - f->bl_top) * blocks / QB_CHART_MAX_BLOCKS;
}

/* The series' layers: panels, victory line, legend, moves, lines, battles. */
void qb_chart_paint_plot (const QbChartPaint *p, cairo_t *cr, QbStrengthSeries *series,
                          const QbStrengthChartFrame *f);

G_END_DECLS
