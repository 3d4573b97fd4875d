/* qb-log-view.h: the game log: every event in words, dice as die faces,
 * zone names that light the zone on the map, rule sections as links. */
#pragma once

#include <gtk/gtk.h>

#include "qb-engine.h"

G_BEGIN_DECLS

#define QB_TYPE_LOG_VIEW (qb_log_view_get_type ())

G_DECLARE_FINAL_TYPE (QbLogView, qb_log_view, QB, LOG_VIEW, GtkWidget)

/* Replace the log with these events as `viewer` may see them. */
void  qb_log_view_set_events    (QbLogView     *self,
                                 const QbEvent *events,
                                 guint          n_events,
                                 int            edition,
                                 int            viewer);
void  qb_log_view_append_events (QbLogView     *self,
                                 const QbEvent *events,
                                 guint          n_events);
void  qb_log_view_append_text   (QbLogView     *self,
                                 const char    *text);
guint qb_log_view_get_n_lines   (QbLogView     *self);
/* The plain text of line `index` (tests, accessibility checks). */
char *qb_log_view_get_line_text (QbLogView     *self,
                                 guint          index);

G_END_DECLS
