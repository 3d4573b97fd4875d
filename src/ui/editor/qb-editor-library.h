/* qb-editor-library.h: the library of deployments and scenarios
 * (QbSetupLibrary) as a grid of small drawings of the board, with open,
 * rename, duplicate, delete (with an undo toast), import, export and
 * compare. */
#pragma once

#include <adwaita.h>

#include "qb-setup-library.h"

G_BEGIN_DECLS

#define QB_TYPE_EDITOR_LIBRARY (qb_editor_library_get_type ())

G_DECLARE_FINAL_TYPE (QbEditorLibrary, qb_editor_library, QB, EDITOR_LIBRARY, AdwWindow)

/* Emits "open-setup" (scenario, file or NULL) and "compare-setup"
 * (scenario, title). */
GtkWindow  *qb_editor_library_new      (GtkWindow      *parent,
                                        QbSetupLibrary *library);
GtkFlowBox *qb_editor_library_get_grid (QbEditorLibrary *self);
/* A small drawing of a set-up's board: the river, and each side's CV in
 * each zone as a square of its colour. */
GtkWidget  *qb_editor_thumbnail_new    (QbScenario     *scenario);

G_END_DECLS
