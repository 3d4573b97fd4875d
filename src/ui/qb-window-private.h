/* qb-window-private.h: QbWindow's struct, shared by qb-window.c (the
 * window, its pages, the curtain, undo, the unfinished games) and
 * qb-window-files.c (opening and saving files, the question before
 * replacing or closing an unsaved game). */
#pragma once

#include <adwaita.h>

#include "qb-autosave.h"
#include "qb-autosave-list.h"
#include "qb-editor-view.h"
#include "qb-game.h"
#include "qb-play-view.h"
#include "qb-replay-view.h"
#include "qb-rules-view.h"
#include "qb-window.h"

G_BEGIN_DECLS

/* What the window does once the player has answered about the game in
 * progress (and saved it, if they chose to). */
typedef enum {
  QB_WINDOW_PENDING_NONE,
  QB_WINDOW_PENDING_REPLACE,  /* show another game */
  QB_WINDOW_PENDING_CLOSE,    /* close the window */
} QbWindowPendingKind;

typedef struct
{
  QbWindowPendingKind kind;
  gboolean saving;            /* the player chose Save: waiting for the file */
  QbGame *game;               /* QB_WINDOW_PENDING_REPLACE: the game, its file, how to show it */
  GFile *file;
  gboolean hide_information;
  char *resume_path;          /* the autosave it comes from, if resumed */
} QbWindowPending;

struct _QbWindow
{
  AdwApplicationWindow parent_instance;

  GtkStack *root_stack;
  AdwToastOverlay *toast_overlay;
  AdwToast *undo_toast;       /* "Step undone", with Redo, while it shows */
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack *view_stack;
  QbPlayView *play_view;
  QbRulesView *rules_view;
  QbReplayView *replay_view;
  QbEditorView *editor_view;
  gboolean editor_close_confirmed; /* the editor's changes were saved or discarded */
  AdwStatusPage *curtain_page;
  GtkButton *curtain_button;
  GtkWidget *curtain_cancel_button;
  gboolean replay_curtain;    /* the curtain shown is the Replay page's */

  GtkWidget *autosave_banner;
  GtkLabel *autosave_banner_label;
  GtkWidget *curtain_autosave_banner;
  GtkLabel *curtain_autosave_banner_label;

  QbGame *game;
  GFile *file;
  QbAutosave *autosave;       /* this window's game, in a file of its own */
  QbAutosaveList *autosaves;  /* the unfinished games offered at start */
  gboolean dirty;
  gboolean close_confirmed;   /* unsaved replay notes: the player chose to discard them */
  gboolean game_close_confirmed; /* a finished unsaved game: saved or discarded */
  QbWindowPending pending;    /* what waits for the answer to "Keep the Game?" */
  gulong changed_id;
  GCancellable *loading;      /* the file being read in a thread, if any */
  gint64 replay_at;           /* where the replay being read opens, or -1 */
};


/* qb-window.c */
void     qb_window_show_error           (QbWindow   *self,
                                         const char *heading,
                                         const char *body);
gboolean qb_window_set_game             (QbWindow   *self,
                                         QbGame     *game,
                                         gboolean    hide_information,
                                         GFile      *file,
                                         const char *resume_path);
void     qb_window_update_title         (QbWindow   *self);
gboolean qb_window_close_confirmed_idle (gpointer    data);

/* qb-window-files.c */
void     qb_window_install_file_actions (GtkWidgetClass      *widget_class);
void     qb_window_replace_game         (QbWindow            *self,
                                         QbGame              *game,
                                         gboolean             hide_information,
                                         GFile               *file,
                                         const char          *resume_path);
gboolean qb_window_game_is_unsaved      (QbWindow            *self);
void     qb_window_ask_about_unsaved_game (QbWindow            *self,
                                           QbWindowPendingKind  kind);
void     qb_window_pending_clear        (QbWindow            *self);

G_END_DECLS
