/* qb-replay-view-private.h: QbReplayView's struct, shared by its files:
 * qb-replay-view.c (the page, the board, the timeline, the viewers),
 * qb-replay-moments.c (the moments list), qb-replay-notes.c (the notes
 * pane), qb-replay-fork.c (the What If menu) and qb-replay-transport.c
 * (the header's words, the speed, the glyphs on the timeline). Everything
 * the page shows comes from its QbReplaySession. */
#pragma once

#include <adwaita.h>

#include "qb-battle-board.h"
#include "qb-board.h"
#include "qb-log-view.h"
#include "qb-note-editor.h"
#include "qb-replay-marks.h"
#include "qb-replay-session.h"
#include "qb-replay-view.h"
#include "qb-strength-chart.h"

G_BEGIN_DECLS

struct _QbReplayView
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkPaned *paned;
  QbBoard *board;
  GtkStack *board_stack;     /* "map" (the board and its marks) or "battle" */
  QbBattleBoard *battle_board; /* a battle's moment, read-only */
  GtkToggleButton *battles_only; /* in the transport: steps stay in battles */
  QbReplayMarks *marks;
  QbLogView *log;
  QbStrengthChart *chart;
  GtkLabel *title_label;
  GtkLabel *position_label;
  GtkLabel *mark_label;
  GtkButton *play_button;
  GtkMenuButton *speed;      /* the playing speed, beside the scale */
  GtkButton *save_button;
  GtkScale *scale;
  GtkAdjustment *adjustment;
  GtkListView *moments_list;
  GtkListBox *notes_list;
  GtkEntry *note_entry;
  GtkScrolledWindow *moments_scroll;
  GtkScrolledWindow *notes_scroll;
  GtkWidget *open_button;

  QbReplaySession *session;
  GtkSingleSelection *moments_selection;
  int edition;
  guint shown_position;      /* the position the board shows */
  guint log_position;        /* the log shows the events up to here */
  guint log_idle;
  guint scroll_idle;         /* bring the current moment into sight */
  gboolean syncing;          /* setting the scale or the list from the position */
  int marks_width;           /* the scale's width when its labels were chosen */
  guint marks_idle;
  QbMarkKind draft_kind;     /* the mark of the note being written */
  int draft_a;
  int draft_b;
  QbNoteEditor *editor;      /* a popover of the note entry's row */
  GtkWidget *editor_anchor;  /* what the editor points at, while opening */
  GtkMenuButton *bookmark_button;
  GtkEntry *bookmark_entry;
  GtkCheckButton *bookmark_chapter;
  GArray *glyph_positions;   /* guint: where the timeline shows glyphs */
  GPtrArray *glyph_symbols;  /* their glyphs ("!?"), not owned */
};

/* qb-replay-moments.c */
void qb_replay_view_moments_init     (QbReplayView   *self);
void qb_replay_view_moments_dispose  (QbReplayView   *self);
void qb_replay_view_moments_sync     (QbReplayView   *self);
char *qb_replay_moment_text          (const QbMoment *moment);

/* qb-replay-notes.c */
void qb_replay_view_notes_class_init (GtkWidgetClass *widget_class);
void qb_replay_view_notes_init       (QbReplayView   *self);
void qb_replay_view_notes_dispose    (QbReplayView   *self);
void qb_replay_view_update_marks     (QbReplayView   *self);
void qb_replay_view_set_draft        (QbReplayView   *self,
                                      QbMarkKind      kind,
                                      int             a,
                                      int             b);

/* qb-replay-fork.c */
void qb_replay_view_fork_class_init  (GtkWidgetClass *widget_class);
void qb_replay_view_fork_update      (QbReplayView   *self);

/* qb-replay-export.c */
void qb_replay_view_export_class_init (GtkWidgetClass *widget_class);

/* qb-replay-transport.c */
void qb_replay_view_transport_init   (QbReplayView   *self);
/* The map, or at a battle's moment the battle board in its place. */
void qb_replay_view_show_board       (QbReplayView   *self,
                                      const QbView   *view);
char *qb_replay_view_moment_title    (QbReplayView   *self);
void qb_replay_view_add_glyph_marks  (QbReplayView   *self);
guint qb_replay_view_get_play_speed  (QbReplayView   *self);
void qb_replay_view_set_play_speed   (QbReplayView   *self,
                                      guint           speed);

/* qb-replay-view.c */
void qb_replay_view_update_actions   (QbReplayView   *self);

G_END_DECLS
