/* qb-editor-tools.c: the balance estimate and the differences (see
 * qb-editor-tools.h). The estimate plays from a copy of the draft in a
 * GTask thread (qb_balance_estimate_async()); any edit makes it stale, so
 * an edit cancels it and clears its words. */
#include <glib/gi18n-lib.h>

#include <adwaita.h>

#include "qb-editor-tools.h"
#include "qb-setup-tools.h"

/* A balanced deployment: each candidate judged by this many games, at most
 * this many candidates (a few seconds each way on a slow machine). */
#define BALANCED_GAMES 40
#define BALANCED_TRIES 50

struct _QbEditorTools
{
  GtkWidget parent_instance;

  QbEditorSession *session;
  GtkWidget *box;
  GtkWidget *estimate_button;
  AdwComboRow *player;         /* who plays the estimate's games (PLAYERS) */
  guint estimate_player;       /* the one the running or last estimate used */
  GtkWidget *cancel_button;
  GtkWidget *balanced_button;
  GtkSpinButton *low_spin;     /* the band of British wins, in per cent */
  GtkSpinButton *high_spin;
  GtkProgressBar *progress;
  GtkLabel *result;
  GtkLabel *diff;
  GCancellable *cancellable;
  gboolean running;
  gboolean searching;          /* the running job is a balanced search */
};

G_DEFINE_FINAL_TYPE (QbEditorTools, qb_editor_tools, GTK_TYPE_WIDGET)

enum {
  GENERATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Who plays both sides of the estimate's games, and how many: random
 * moves are fast, the computer opponent (src/ai) plays like a player at
 * a few milliseconds a decision, so it plays fewer games. */
static const struct {
  const char *player;          /* qb_balance_estimate()'s */
  guint games;
} PLAYERS[] = {
  { "random", 200 },
  { "greedy", 200 },
  { "ai:easy", 40 },
};

static const char *
player_words (guint i)
{
  switch (i)
    {
    case 1:
      return _("a rule-of-thumb player for both sides (one step ahead)");
    case 2:
      return _("the computer opponent for both sides (Easy)");
    case 0:
    default:
      return _("random moves for both sides");
    }
}

static void
show_running (QbEditorTools *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->progress), self->running);
  gtk_widget_set_visible (self->cancel_button, self->running);
  gtk_widget_set_sensitive (self->estimate_button,
                            !self->running && qb_editor_session_get_playable (self->session));
  gtk_widget_set_sensitive (self->balanced_button, !self->running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->player), !self->running);
}

static void
progress_cb (guint    done,
             guint    games,
             gpointer data)
{
  QbEditorTools *self = data;

  if (self->progress != NULL && games > 0)
    gtk_progress_bar_set_fraction (self->progress, (double) done / games);
}

static void
estimate_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(QbEditorTools) self = data;
  g_autoptr(GError) error = NULL;
  QbBalance balance;

  if (!qb_balance_estimate_finish (result, &balance, &error))
    {
      /* A cancel (an edit, the button, the page going away) says nothing
       * of the position. */
      if (self->result != NULL)
        gtk_label_set_text (self->result, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                          ? "" : error->message);
    }
  else if (self->result != NULL)
    {
      g_autofree char *text = NULL;
      double rate = balance.games > 0 ? 100.0 * balance.british_wins / balance.games : 0;
      double margin = 100.0 * (balance.high - balance.low) / 2;

      /* Translators: the balance estimate; %1$.0f is the British win
       * rate in per cent, %2$.0f its margin (half the 95 % interval),
       * %3$u the games played, %4$s who played them ("random moves for
       * both sides"). */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "British win %1$.0f %% (± %2$.0f) over %3$u game played with %4$s.",
                                           "British win %1$.0f %% (± %2$.0f) over %3$u games played with %4$s.",
                                           balance.games),
                              rate, margin, balance.games, player_words (self->estimate_player));
      gtk_label_set_text (self->result, text);
    }
  g_clear_object (&self->cancellable);
  self->running = FALSE;
  if (self->box != NULL)
    show_running (self);
}

void
qb_editor_tools_estimate (QbEditorTools *self,
                          guint          games)
{
  g_autoptr(QbScenario) copy = NULL;

  g_return_if_fail (QB_IS_EDITOR_TOOLS (self));

  if (self->running || !qb_editor_session_get_playable (self->session))
    return;
  copy = qb_scenario_copy (qb_editor_session_get_draft (self->session));
  self->cancellable = g_cancellable_new ();
  self->running = TRUE;
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_label_set_text (self->result, _("Playing games from this position…"));
  show_running (self);
  self->estimate_player = MIN (adw_combo_row_get_selected (self->player), G_N_ELEMENTS (PLAYERS) - 1);
  qb_balance_estimate_async (copy, games, PLAYERS[self->estimate_player].player, g_random_int (),
                             self->cancellable,
                             progress_cb, self, estimate_done_cb, g_object_ref (self));
}

static void
balanced_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(QbEditorTools) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) found = qb_setup_random_balanced_finish (result, &error);

  g_clear_object (&self->cancellable);
  self->running = FALSE;
  self->searching = FALSE;
  if (self->box == NULL)
    return;
  show_running (self);
  if (found == NULL)
    {
      /* The model's words say how many were tried and to widen the band;
       * a cancel says nothing. */
      gtk_label_set_text (self->result, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                        ? "" : error->message);
      return;
    }
  /* Translators: the name of a random deployment found within a band of
   * the balance estimate. */
  qb_scenario_set_name (found, _("Balanced random deployment"));
  gtk_label_set_text (self->result, "");
  g_signal_emit (self, signals[GENERATED], 0, found);
}

/**
 * qb_editor_tools_find_balanced:
 * @low: the least British win rate wanted, 0..1
 * @high: the greatest, @low..1
 *
 * Looks in the background for a random French deployment whose estimate
 * (@games games of random play for each candidate, at most @max_tries
 * candidates) falls in the band; #QbEditorTools::generated gives it.
 */
void
qb_editor_tools_find_balanced (QbEditorTools *self,
                               double         low,
                               double         high,
                               guint          games,
                               guint          max_tries)
{
  QbOptions options;

  g_return_if_fail (QB_IS_EDITOR_TOOLS (self));

  if (self->running)
    return;
  qb_scenario_get_options (qb_editor_session_get_draft (self->session), &options);
  self->cancellable = g_cancellable_new ();
  self->running = TRUE;
  self->searching = TRUE;
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_label_set_text (self->result, _("Trying random deployments…"));
  show_running (self);
  qb_setup_random_balanced_async (options.edition,
                                  ((guint64) g_random_int () << 32) | g_random_int (),
                                  QB_SCENARIO_DEPLOYMENT, low, high, games, "random", max_tries,
                                  self->cancellable, progress_cb, self,
                                  balanced_done_cb, g_object_ref (self));
}

static void
balanced_clicked_cb (QbEditorTools *self)
{
  double low = gtk_spin_button_get_value (self->low_spin) / 100.0;
  double high = gtk_spin_button_get_value (self->high_spin) / 100.0;

  qb_editor_tools_find_balanced (self, MIN (low, high), MAX (low, high),
                                 BALANCED_GAMES, BALANCED_TRIES);
}

void
qb_editor_tools_cancel (QbEditorTools *self)
{
  g_return_if_fail (QB_IS_EDITOR_TOOLS (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

gboolean
qb_editor_tools_is_running (QbEditorTools *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_TOOLS (self), FALSE);

  return self->running;
}

const char *
qb_editor_tools_get_result (QbEditorTools *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_TOOLS (self), NULL);

  return gtk_label_get_text (self->result);
}

void
qb_editor_tools_compare (QbEditorTools *self,
                         QbScenario    *other,
                         const char    *other_title)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  QbOptions options;

  g_return_if_fail (QB_IS_EDITOR_TOOLS (self));
  g_return_if_fail (QB_IS_SCENARIO (other));

  moves = qb_setup_diff (other, qb_editor_session_get_draft (self->session), &error);
  if (moves == NULL)
    {
      gtk_label_set_text (self->diff, error->message);
      return;
    }
  qb_scenario_get_options (other, &options);
  if (moves->len == 0)
    /* Translators: %s is the title of the set-up compared with. */
    g_string_printf (text, _("The same as “%s”."), other_title);
  else
    /* Translators: %s is the title of the set-up compared with; the
     * blocks that differ follow, one a line. */
    g_string_printf (text, _("From “%s”:"), other_title);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *line = qb_setup_move_to_text (g_ptr_array_index (moves, i), options.edition);

      g_string_append_printf (text, "\n%s", line);
    }
  gtk_label_set_text (self->diff, text->str);
}

static void
draft_changed_cb (QbEditorTools *self)
{
  /* A balanced search does not depend on the draft: an edit meanwhile
   * leaves it running (and its words). */
  if (self->searching)
    {
      gtk_label_set_text (self->diff, "");
      return;
    }
  qb_editor_tools_cancel (self);
  gtk_label_set_text (self->result, "");
  gtk_label_set_text (self->diff, "");
  show_running (self);
}

static void
compare_historical_cb (QbEditorTools *self)
{
  QbOptions options;
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) historical = NULL;

  qb_scenario_get_options (qb_editor_session_get_draft (self->session), &options);
  historical = qb_scenario_new_historical (options.edition, &error);
  if (historical != NULL)
    qb_editor_tools_compare (self, historical, qb_scenario_get_builtin_title (qb_scenario_get_historical_id (options.edition)));
}

static void
estimate_clicked_cb (QbEditorTools *self)
{
  guint i = MIN (adw_combo_row_get_selected (self->player), G_N_ELEMENTS (PLAYERS) - 1);

  qb_editor_tools_estimate (self, PLAYERS[i].games);
}

static void
qb_editor_tools_dispose (GObject *object)
{
  QbEditorTools *self = QB_EDITOR_TOOLS (object);

  qb_editor_tools_cancel (self);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  self->progress = NULL;
  self->result = NULL;
  g_clear_object (&self->session);

  G_OBJECT_CLASS (qb_editor_tools_parent_class)->dispose (object);
}

static void
qb_editor_tools_class_init (QbEditorToolsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_editor_tools_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor-tools");

  /**
   * QbEditorTools::generated:
   * @deployment: a new deployment (a balanced random one)
   *
   * The tools made a deployment for the page to edit.
   */
  signals[GENERATED] = g_signal_new ("generated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, QB_TYPE_SCENARIO);
}

static GtkLabel *
words (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  return GTK_LABEL (label);
}

static void
qb_editor_tools_init (QbEditorTools *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *compare;

  self->box = group;
  gtk_widget_set_parent (group, GTK_WIDGET (self));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Balance and Differences"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The estimate plays games from here: random moves are quick, the computer opponent plays fewer games but plays them like a player."));
  {
    const char *const names[] = { C_("estimate player", "Random Moves"),
                                  C_("estimate player", "Rule of Thumb"),
                                  C_("estimate player", "The Computer (Easy)"), NULL };
    g_autoptr(GtkStringList) list = gtk_string_list_new (names);

    self->player = ADW_COMBO_ROW (adw_combo_row_new ());
    adw_combo_row_set_model (self->player, G_LIST_MODEL (list));
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->player), _("Who plays the estimate's games"));
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->player), _("Both sides, from the position in the editor"));
  }
  self->estimate_button = gtk_button_new_with_mnemonic (_("_Estimate the Balance"));
  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  compare = gtk_button_new_with_mnemonic (_("Compare With the _Historical Deployment"));
  gtk_box_append (GTK_BOX (buttons), self->estimate_button);
  gtk_box_append (GTK_BOX (buttons), self->cancel_button);
  gtk_box_append (GTK_BOX (buttons), compare);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->player));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), buttons);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->progress));
  self->result = words ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->result));
  self->diff = words ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->diff));

  /* A balanced random deployment: the band of British wins, in per cent. */
  {
    GtkWidget *band = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    /* Translators: "British win from 40 to 60 %". */
    GtkWidget *label = gtk_label_new (C_("band of wins", "British win from"));
    /* Translators: "British win from 40 to 60 %". */
    GtkWidget *to = gtk_label_new (C_("band of wins", "to"));
    GtkWidget *percent = gtk_label_new ("%");
    GtkWidget *note = GTK_WIDGET (words ());

    self->low_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 100, 5));
    self->high_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 100, 5));
    gtk_spin_button_set_value (self->low_spin, 40);
    gtk_spin_button_set_value (self->high_spin, 60);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->low_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Least British win rate, in per cent"), -1);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->high_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Greatest British win rate, in per cent"), -1);
    gtk_box_append (GTK_BOX (band), label);
    gtk_box_append (GTK_BOX (band), GTK_WIDGET (self->low_spin));
    gtk_box_append (GTK_BOX (band), to);
    gtk_box_append (GTK_BOX (band), GTK_WIDGET (self->high_spin));
    gtk_box_append (GTK_BOX (band), percent);
    self->balanced_button = gtk_button_new_with_mnemonic (_("Find a _Balanced Deployment"));
    gtk_widget_set_halign (self->balanced_button, GTK_ALIGN_START);
    gtk_widget_set_margin_top (band, 12);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), band);
    {
      /* Translators: %1$u is the games played for each deployment tried,
       * %2$u the most deployments tried. */
      g_autofree char *text = g_strdup_printf (_("A random French deployment whose estimate falls in the band: each one tried is judged by %1$u games of random play for both sides (not the computer opponent), at most %2$u tries."),
                                               BALANCED_GAMES, BALANCED_TRIES);
      gtk_label_set_text (GTK_LABEL (note), text);
    }
    gtk_widget_add_css_class (note, "dim-label");
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), note);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->balanced_button);
  }
  g_signal_connect_object (self->estimate_button, "clicked", G_CALLBACK (estimate_clicked_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->cancel_button, "clicked", G_CALLBACK (qb_editor_tools_cancel), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (compare, "clicked", G_CALLBACK (compare_historical_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->balanced_button, "clicked", G_CALLBACK (balanced_clicked_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
qb_editor_tools_new (QbEditorSession *session)
{
  QbEditorTools *self;

  g_return_val_if_fail (QB_IS_EDITOR_SESSION (session), NULL);

  self = g_object_new (QB_TYPE_EDITOR_TOOLS, NULL);
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (draft_changed_cb), self, G_CONNECT_SWAPPED);
  show_running (self);
  return GTK_WIDGET (self);
}
