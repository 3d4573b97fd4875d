/* qb-editor-tools.h: the Editor page's tools over the draft: the balance
 * estimate (self-play in the background, with progress and Cancel) and
 * the differences from another deployment (the historical one, or any
 * set-up of the library), and a balanced random deployment (within a band
 * of the estimate, in the background; signal "generated"). */
#pragma once

#include <gtk/gtk.h>

#include "qb-editor-session.h"

G_BEGIN_DECLS

#define QB_TYPE_EDITOR_TOOLS (qb_editor_tools_get_type ())

G_DECLARE_FINAL_TYPE (QbEditorTools, qb_editor_tools, QB, EDITOR_TOOLS, GtkWidget)

GtkWidget *qb_editor_tools_new          (QbEditorSession *session);
/* Starts the estimate over @games games (the button does, with 200). */
void       qb_editor_tools_estimate     (QbEditorTools   *self,
                                         guint            games);
/* Looks for a balanced random deployment (see qb_setup_random_balanced()):
 * British win rate in low..high (0..1), judged by @games games of random
 * play, at most @max_tries tries; "generated" gives it (the button uses
 * the band's spin buttons, 40 games and 50 tries). */
void       qb_editor_tools_find_balanced (QbEditorTools  *self,
                                         double           low,
                                         double           high,
                                         guint            games,
                                         guint            max_tries);
void       qb_editor_tools_cancel       (QbEditorTools   *self);
gboolean   qb_editor_tools_is_running   (QbEditorTools   *self);
/* The words shown for the last estimate, or "" (tests). */
const char *qb_editor_tools_get_result  (QbEditorTools   *self);
/* Shows the differences between the draft and @other. */
void       qb_editor_tools_compare      (QbEditorTools   *self,
                                         QbScenario      *other,
                                         const char      *other_title);

G_END_DECLS
