/* qb-editor-view.h: the Editor page: a deployment or scenario being
 * designed (QbEditorSession) on the board, the palette of blocks, the
 * side panel (fields, summary, problems with rule links), the files, and
 * "Start a Game". */
#pragma once

#include <adwaita.h>

#include "qb-board.h"
#include "qb-editor-palette.h"
#include "qb-editor-panel.h"
#include "qb-editor-session.h"
#include "qb-editor-tools.h"

G_BEGIN_DECLS

#define QB_TYPE_EDITOR_VIEW (qb_editor_view_get_type ())

G_DECLARE_FINAL_TYPE (QbEditorView, qb_editor_view, QB, EDITOR_VIEW, GtkWidget)

GtkWidget       *qb_editor_view_new           (void);
QbEditorSession *qb_editor_view_get_session   (QbEditorView *self);
QbBoard         *qb_editor_view_get_board     (QbEditorView *self);
QbEditorPalette *qb_editor_view_get_palette   (QbEditorView *self);
QbEditorPanel   *qb_editor_view_get_panel     (QbEditorView *self);
QbEditorTools   *qb_editor_view_get_tools     (QbEditorView *self);
/* Keeps the draft in the set-up library (QbSetupLibrary): over its own
 * file if it came from there, else as a new entry. */
gboolean         qb_editor_view_save_to_library (QbEditorView *self);

/* Edits a copy of @scenario (a replay moment, a library entry), asking
 * first about unsaved changes. */
void             qb_editor_view_edit          (QbEditorView *self,
                                               QbScenario   *scenario,
                                               GFile        *file);
/* Before the window closes: %TRUE if the draft has unsaved changes and
 * the question was asked; "close-confirmed" follows a Discard, or a Save
 * that worked. */
gboolean         qb_editor_view_ask_before_close (QbEditorView *self);
/* Places the blocks picked in @location (a zone, a river area, or the
 * palette's QB_LOC_OUT), as a click on a zone does; toasts a refusal. */
gboolean         qb_editor_view_place_selection (QbEditorView *self,
                                                 guint         location);

G_END_DECLS
