/* qb-editor-panel.h: the Editor page's side panel: the draft's name,
 * author, description, kind and edition, a position's start (move,
 * tides), the blocks picked (CV, river area), the live summary and the
 * problems, each with its rule link. */
#pragma once

#include <gtk/gtk.h>

#include "qb-editor-session.h"

G_BEGIN_DECLS

#define QB_TYPE_EDITOR_PANEL (qb_editor_panel_get_type ())

G_DECLARE_FINAL_TYPE (QbEditorPanel, qb_editor_panel, QB, EDITOR_PANEL, GtkWidget)

GtkWidget  *qb_editor_panel_new           (QbEditorSession *session);
/* The problems' list (tests). */
GtkListBox *qb_editor_panel_get_problems  (QbEditorPanel   *self);
/* The summary's words, as shown (tests). */
char       *qb_editor_panel_get_summary_text (QbEditorPanel *self);

void        qb_editor_panel_add_group     (QbEditorPanel   *self,
                                           GtkWidget       *group);

G_END_DECLS
