/* qb-editor-session.h: what the Editor page is doing, without a widget:
 * the draft (a QbScenario being edited: a French deployment on the
 * standard start, 3.3-3.4, or a free position), undo and redo of every
 * edit, whether it changed since it was saved, the blocks selected, its
 * problems (qb-setup-check.h) and the file it came from. */
#pragma once

#include <gio/gio.h>

#include "qb-scenario.h"
#include "qb-setup-check.h"

G_BEGIN_DECLS

#define QB_TYPE_EDITOR_SESSION (qb_editor_session_get_type ())

G_DECLARE_FINAL_TYPE (QbEditorSession, qb_editor_session, QB, EDITOR_SESSION, GObject)

#define QB_EDITOR_SESSION_ERROR (qb_editor_session_error_quark ())

/* Why an edit was refused; the draft is then unchanged. */
typedef enum {
  QB_EDITOR_SESSION_ERROR_FIXED,      /* the British and the ships of a deployment (3.3) */
  QB_EDITOR_SESSION_ERROR_PLACE,      /* a ship ashore or an army block afloat */
  QB_EDITOR_SESSION_ERROR_CV,         /* a CV outside 1..max, or in a deployment (3.2) */
  QB_EDITOR_SESSION_ERROR_KIND,       /* a position's setting in a deployment */
  QB_EDITOR_SESSION_ERROR_HIDDEN,     /* a view that hides blocks */
} QbEditorSessionError;

GQuark qb_editor_session_error_quark (void);

QbEditorSession *qb_editor_session_new            (void);

/* The draft as it is now: read it, never change it (the session's edits
 * are the only way, so that each can be undone). */
QbScenario      *qb_editor_session_get_draft      (QbEditorSession *self);
/* Starts again: an empty deployment or position of that edition, no
 * history, no file, not dirty. */
void             qb_editor_session_reset          (QbEditorSession *self,
                                                   QbScenarioKind   kind,
                                                   int              edition);
/* Edits a copy of @scenario (a built-in, a library entry, a replay
 * moment); @file is where it came from, or %NULL. No history, not dirty. */
void             qb_editor_session_load           (QbEditorSession *self,
                                                   QbScenario      *scenario,
                                                   GFile           *file);
gboolean         qb_editor_session_open           (QbEditorSession *self,
                                                   GFile           *file,
                                                   GError         **error);
/* Saves the draft, problems and all, to @file (or the current file). */
gboolean         qb_editor_session_save           (QbEditorSession *self,
                                                   GFile           *file,
                                                   GError         **error);
GFile           *qb_editor_session_get_file       (QbEditorSession *self);
gboolean         qb_editor_session_get_dirty      (QbEditorSession *self);

/* Where a block goes back to when it leaves the map: the pool of a
 * deployment, out of play in a position. */
guint            qb_editor_session_palette_location (QbEditorSession *self);
/* Whether the block may be edited at all (not a deployment's British or
 * ships). */
gboolean         qb_editor_session_can_edit_block (QbEditorSession *self,
                                                   guint            block);

/* The edits. Each is one undo step; a refused one changes nothing. */
gboolean         qb_editor_session_move_blocks    (QbEditorSession *self,
                                                   const guint     *blocks,
                                                   guint            n_blocks,
                                                   guint            location,
                                                   GError         **error);
gboolean         qb_editor_session_move_selection (QbEditorSession *self,
                                                   guint            location,
                                                   GError         **error);
gboolean         qb_editor_session_set_cv         (QbEditorSession *self,
                                                   guint            block,
                                                   guint            cv,
                                                   GError         **error);
void             qb_editor_session_set_kind       (QbEditorSession *self,
                                                   QbScenarioKind   kind);
void             qb_editor_session_set_edition    (QbEditorSession *self,
                                                   int              edition);
gboolean         qb_editor_session_set_start_move (QbEditorSession *self,
                                                   guint            move,
                                                   GError         **error);
void             qb_editor_session_set_tides      (QbEditorSession *self,
                                                   gboolean         tides);
/* A position's past (20.0, 21.0); a deployment has none. */
gboolean         qb_editor_session_set_british_visited (QbEditorSession *self,
                                                   guint            zones,
                                                   GError         **error);
gboolean         qb_editor_session_set_held_cap_rouge (QbEditorSession *self,
                                                   gboolean         held,
                                                   GError         **error);
/* Typing into one field is one undo step until another edit comes. */
void             qb_editor_session_set_name       (QbEditorSession *self,
                                                   const char      *name);
void             qb_editor_session_set_author     (QbEditorSession *self,
                                                   const char      *author);
void             qb_editor_session_set_description (QbEditorSession *self,
                                                   const char      *description);

gboolean         qb_editor_session_get_can_undo   (QbEditorSession *self);
gboolean         qb_editor_session_get_can_redo   (QbEditorSession *self);
gboolean         qb_editor_session_undo           (QbEditorSession *self);
gboolean         qb_editor_session_redo           (QbEditorSession *self);

/* The selection: blocks picked together (bit b = block b). */
guint64          qb_editor_session_get_selection  (QbEditorSession *self);
/* Picks @block (with @extend, adds or drops it); -1 clears. */
void             qb_editor_session_select_block   (QbEditorSession *self,
                                                   int              block,
                                                   gboolean         extend);

/* The draft's problems (QbSetupProblem, transfer none) and whether a game
 * can start from it. */
GPtrArray       *qb_editor_session_get_problems   (QbEditorSession *self);
gboolean         qb_editor_session_get_playable   (QbEditorSession *self);
void             qb_editor_session_get_summary    (QbEditorSession *self,
                                                   QbSetupSummary  *summary);
/* The draft as the board shows it: everything, to the editor (QB_NO_SIDE). */
void             qb_editor_session_get_view       (QbEditorSession *self,
                                                   QbView          *view);

/* A replay moment's position (a view that knows every block) as a
 * scenario starting at its move. */
QbScenario      *qb_editor_scenario_from_view     (const QbView    *view,
                                                   GError         **error);

G_END_DECLS
