/* qb-replay-fork.c: the Replay page's what-if actions (issue 16):
 * "Continue From Here" asks whether the new game takes the original's
 * next dice or new ones, makes it (qb_game_new_fork()) and hands it to
 * whoever shows games ("game-forked"; the window asks about an unsaved
 * game first, and the Play page's curtain comes up as it would have);
 * "Open Original" asks for a fork's original at its branch
 * ("open-original"). The page knows nothing of the window. The same menu
 * holds "Export Board Image…": the board as the chosen viewpoint sees the
 * moment, with the marks of the notes it may read (qb-board-export.c). */
#include <glib/gi18n.h>
#include <string.h>

#include "qb-board-export.h"
#include "qb-fork.h"
#include "qb-game.h"
#include "qb-replay-view-private.h"

enum {
  SIGNAL_GAME_FORKED,
  SIGNAL_OPEN_ORIGINAL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  QbReplayView *view;
  guint position;            /* the moment shown when it was asked */
} ForkRequest;

static void
fork_request_free (gpointer  data,
                   GClosure *closure)
{
  ForkRequest *request = data;

  g_clear_object (&request->view);
  g_free (request);
}

static void
continue_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      ForkRequest      *request)
{
  QbReplayView *self = request->view;
  QbRecord *record = qb_replay_session_get_record (self->session);
  g_autoptr(QbGame) game = NULL;
  g_autoptr(GError) error = NULL;
  QbForkDice dice;

  if (record == NULL || !qb_fork_dice_from_name (response, &dice)
      || request->position > qb_record_get_n_actions (record))
    return;
  game = qb_game_new_fork (record, qb_replay_session_get_file (self->session),
                           request->position, dice, &error);
  if (game == NULL)
    {
      GtkWidget *message = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                   _("Could Not Continue From Here"),
                                                   error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (message));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_GAME_FORKED], 0, game,
                 qb_record_get_hide_information (qb_game_get_record (game)));
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  ForkRequest *request;
  GtkWidget *dialog;

  if (qb_replay_session_get_record (self->session) == NULL || !GTK_IS_WINDOW (root))
    return;
  /* The moment asked for, not wherever the timer gets to meanwhile. */
  qb_replay_session_set_playing (self->session, FALSE);
  request = g_new0 (ForkRequest, 1);
  request->view = g_object_ref (self);
  request->position = qb_replay_session_get_position (self->session);

  dialog = adw_message_dialog_new (GTK_WINDOW (root), _("Continue From Here?"),
                                   _("A new game starts at this moment, with everything that "
                                     "happened before it, and the players take over from here. "
                                     "Hidden blocks stay hidden as in the original game. The "
                                     "dice can be those the original game rolled next, or new "
                                     "ones."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "fresh", _("_New Dice"),
                                    "same", _("_Same Dice"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "fresh",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "fresh");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (continue_response_cb), request,
                         fork_request_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_original_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  QbRecord *record = qb_replay_session_get_record (self->session);
  g_autoptr(GFile) original = NULL;
  guint index = 0;

  if (record != NULL)
    original = qb_record_find_original (record, &index);
  if (original != NULL)
    g_signal_emit (self, signals[SIGNAL_OPEN_ORIGINAL], 0, original, index);
}

static void
export_image_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  QbReplayView *self = QB_REPLAY_VIEW (widget);
  const QbView *view = qb_replay_session_get_view (self->session);
  int viewer = qb_replay_session_get_viewer (self->session);
  GListModel *notes = qb_replay_session_get_position_notes (self->session);
  g_autoptr(GArray) marks = g_array_new (FALSE, TRUE, sizeof (QbAnnotation));
  GFile *file = qb_replay_session_get_file (self->session);
  g_autofree char *base = file != NULL ? g_file_get_basename (file) : g_strdup ("quebec1759");
  g_autofree char *name = NULL;
  char *dot = strrchr (base, '.');

  if (view == NULL)
    return;
  /* The marks the page shows now: the notes at the moment that the
   * viewpoint may read. */
  for (guint i = 0; i < g_list_model_get_n_items (notes); i++)
    {
      g_autoptr(QbReplayNote) item = g_list_model_get_item (notes, i);
      const QbAnnotation *note = qb_replay_note_get_annotation (item);

      if (note->mark != QB_MARK_NONE && qb_annotation_visible_to (note, viewer))
        g_array_append_val (marks, *note);
    }
  if (dot != NULL && dot != base)
    *dot = '\0';
  /* "game-7-42": the game and the moment. */
  name = g_strdup_printf ("%s-%u", base, qb_replay_session_get_position (self->session));
  qb_board_export_ask (widget, view, (const QbAnnotation *) (void *) marks->data, marks->len, name);
}

/* The original can be opened only if its file is there (looked at when
 * the record is shown, not at every step). */
void
qb_replay_view_fork_update (QbReplayView *self)
{
  QbRecord *record = qb_replay_session_get_record (self->session);
  g_autoptr(GFile) original = record != NULL ? qb_record_find_original (record, NULL) : NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.open-original", original != NULL);
}

void
qb_replay_view_fork_class_init (GtkWidgetClass *widget_class)
{
  GType type = G_TYPE_FROM_CLASS (widget_class);

  /**
   * QbReplayView::game-forked:
   * @game: the what-if game, at the moment shown
   * @hide_information: whether it is played hot-seat, as the original
   *
   * The player chose "Continue From Here": show @game on the Play page.
   */
  signals[SIGNAL_GAME_FORKED] =
    g_signal_new ("game-forked", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, QB_TYPE_GAME, G_TYPE_BOOLEAN);
  /**
   * QbReplayView::open-original:
   * @file: the original of the what-if game shown
   * @at: the position it branched at
   */
  signals[SIGNAL_OPEN_ORIGINAL] =
    g_signal_new ("open-original", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_FILE, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "replay.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "replay.open-original", NULL,
                                   open_original_action);
  gtk_widget_class_install_action (widget_class, "replay.export-image", NULL, export_image_action);
}
