/* qb-new-game-dialog.c: edition, tides, players, hiding, French deployment. */
#include <glib/gi18n.h>

#include "qb-ui-style.h"
#include "qb-ui-a11y.h"

#include "qb-computer-player.h"
#include "qb-game.h"
#include "qb-new-game-dialog.h"
#include "qb-record.h"
#include "qb-rules-view.h"
#include "qb-scenario.h"
#include "qb-setup-tools.h"
#include "qb-types.h"

enum { DEPLOY_BOARD, DEPLOY_HISTORICAL, DEPLOY_FILE };

struct _QbNewGameDialog
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkWidget *start_button;
  AdwComboRow *edition_row;
  GtkSwitch *tides_switch;
  AdwEntryRow *british_row;
  AdwEntryRow *french_row;
  GtkSwitch *hide_switch;
  AdwComboRow *seat_rows[2];
  AdwComboRow *deployment_row;
  AdwActionRow *secret_row;
  GtkSwitch *secret_switch;

  GSettings *settings;
  QbScenario *deployment;    /* chosen from a file */
  guint last_deployment;
};

G_DEFINE_FINAL_TYPE (QbNewGameDialog, qb_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The seat rows' choices, in their order. */
static const int seat_players[] = { QB_PLAYER_PERSON, QB_LEVEL_EASY, QB_LEVEL_MEDIUM, QB_LEVEL_HARD };

/**
 * qb_new_game_dialog_set_seat:
 * @player: %QB_PLAYER_PERSON, %QB_LEVEL_EASY, %QB_LEVEL_MEDIUM or %QB_LEVEL_HARD
 *
 * Chooses who plays @side (as the row would; for tests).
 */
void
qb_new_game_dialog_set_seat (QbNewGameDialog *self,
                             int              side,
                             int              player)
{
  g_return_if_fail (QB_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (side == QB_BRITISH || side == QB_FRENCH);

  for (guint i = 0; i < G_N_ELEMENTS (seat_players); i++)
    if (seat_players[i] == player)
      adw_combo_row_set_selected (self->seat_rows[side], i);
}

static int
seat_of (QbNewGameDialog *self,
         int              side)
{
  return seat_players[adw_combo_row_get_selected (self->seat_rows[side]) % G_N_ELEMENTS (seat_players)];
}

/**
 * qb_new_game_dialog_start:
 *
 * Starts the game as set in the dialog (the Start button): builds it with
 * the chosen deployment placed, keeps the choices in the settings and
 * emits #QbNewGameDialog::game-chosen. On an error nothing is emitted.
 */
gboolean
qb_new_game_dialog_start (QbNewGameDialog  *self,
                          GError          **error)
{
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbScenario) historical = NULL;
  g_autoptr(QbScenario) computer = NULL;
  QbScenario *deployment = NULL;
  gboolean secret;
  gboolean french_computer;
  QbOptions options;
  guint64 seed;
  guint choice;

  g_return_val_if_fail (QB_IS_NEW_GAME_DIALOG (self), FALSE);

  /* In secret the French set up at the screen, behind the curtain: no
   * deployment is placed here, whatever the row says; or the computer,
   * when it plays the French, takes one of its own below. */
  secret = gtk_switch_get_active (self->secret_switch);
  french_computer = seat_of (self, QB_FRENCH) != QB_PLAYER_PERSON;
  choice = secret ? DEPLOY_BOARD : adw_combo_row_get_selected (self->deployment_row);
  qb_options_default (&options);
  options.edition = adw_combo_row_get_selected (self->edition_row) == 1
    ? QB_EDITION_CLASSIC : QB_EDITION_REVISED;
  options.tides = gtk_switch_get_active (self->tides_switch);

  if (choice == DEPLOY_HISTORICAL)
    {
      historical = qb_scenario_new_historical (options.edition, error);
      if (historical == NULL)
        return FALSE;
      deployment = historical;
    }
  else if (choice == DEPLOY_FILE)
    {
      if (self->deployment == NULL)
        {
          g_set_error_literal (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID,
                               _("Choose a saved deployment first."));
          return FALSE;
        }
      deployment = self->deployment;
    }

  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  if (secret && french_computer)
    {
      /* Picked by the game's seed, and shown to no one: the British
       * person sees the French blocks only as the game reveals them. */
      computer = qb_setup_computer_deployment (options.edition, seed, error);
      if (computer == NULL)
        return FALSE;
      deployment = computer;
    }
  game = qb_game_new (&options, seed);
  qb_record_set_player_name (qb_game_get_record (game), QB_BRITISH,
                             gtk_editable_get_text (GTK_EDITABLE (self->british_row)));
  qb_record_set_player_name (qb_game_get_record (game), QB_FRENCH,
                             gtk_editable_get_text (GTK_EDITABLE (self->french_row)));

  if (deployment != NULL && !qb_game_place_deployment (game, deployment, error))
    return FALSE;
  for (int side = 0; side < 2; side++)
    qb_record_set_seat (qb_game_get_record (game), side, seat_of (self, side));

  g_settings_set_string (self->settings, "edition",
                         options.edition == QB_EDITION_CLASSIC ? "classic" : "revised");
  g_settings_set_boolean (self->settings, "tides", options.tides);
  if (!gtk_switch_get_active (self->secret_switch))
    g_settings_set_boolean (self->settings, "hide-information", gtk_switch_get_active (self->hide_switch));
  g_settings_set_string (self->settings, "british-name",
                         gtk_editable_get_text (GTK_EDITABLE (self->british_row)));
  g_settings_set_string (self->settings, "french-name",
                         gtk_editable_get_text (GTK_EDITABLE (self->french_row)));

  g_signal_emit (self, signals[GAME_CHOSEN], 0, game,
                 gtk_switch_get_active (self->hide_switch) || gtk_switch_get_active (self->secret_switch));
  return TRUE;
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  QbNewGameDialog *self = QB_NEW_GAME_DIALOG (widget);
  g_autoptr(GError) error = NULL;

  if (!qb_new_game_dialog_start (self, &error))
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
      return;
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

/* A rule cited in the dialog: the reference opens in a window of its own
 * over the dialog, so that the choices made so far stay. */
static void
show_rule_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *rules = qb_rules_view_new ();

  gtk_window_set_title (GTK_WINDOW (window), _("Rules"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (widget));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 560);
  gtk_widget_set_vexpand (rules, TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), rules);
  adw_window_set_content (ADW_WINDOW (window), box);
  /* A window of its own has no application accelerators: Escape (once the
   * search has let go of it) and Ctrl+W close it, as they close dialogs. */
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                                                         gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK)),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (window, keys);
  }
  /* The rules of the edition chosen in the dialog. */
  qb_rules_view_show_rule (QB_RULES_VIEW (rules), NULL,
                           adw_combo_row_get_selected (QB_NEW_GAME_DIALOG (widget)->edition_row) == 1
                           ? "classic" : "revised",
                           g_variant_get_string (param, NULL));
  gtk_window_present (GTK_WINDOW (window));
}

static void
deployment_file_cb (GtkNativeDialog *chooser,
                    int              response,
                    gpointer         user_data)
{
  QbNewGameDialog *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;
      g_autoptr(QbScenario) scenario = qb_scenario_load_from_file (file, &error);

      if (scenario == NULL)
        adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
      else
        {
          g_autofree char *base = g_file_get_basename (file);
          g_set_object (&self->deployment, scenario);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (self->deployment_row), base);
          self->last_deployment = DEPLOY_FILE;
        }
    }
  if (self->deployment == NULL)
    adw_combo_row_set_selected (self->deployment_row, self->last_deployment == DEPLOY_FILE
                                ? DEPLOY_BOARD : self->last_deployment);
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

/* A secret deployment is the French side's to make, unseen by the
 * British: between two people at the screen, behind the curtain (hiding
 * on); with the computer as the British, at the board with no curtain
 * (the computer never looks); with the computer as the French, it takes
 * one of its own. The deployment row has no say while the switch is on,
 * and the row's subtitle says which of these it will be. */
static void
secret_changed_cb (QbNewGameDialog *self)
{
  gboolean secret = gtk_switch_get_active (self->secret_switch);
  gboolean british_person = seat_of (self, QB_BRITISH) == QB_PLAYER_PERSON;
  gboolean french_person = seat_of (self, QB_FRENCH) == QB_PLAYER_PERSON;
  gboolean curtain = secret && british_person && french_person;

  if (curtain)
    gtk_switch_set_active (self->hide_switch, TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->hide_switch), !curtain);
  gtk_widget_set_sensitive (GTK_WIDGET (self->deployment_row), !secret);
  if (!french_person)
    adw_action_row_set_subtitle (self->secret_row,
                                 _("The computer takes a deployment of its own: a built-in one or a random legal one, picked by the game’s dice. Nothing of it is shown."));
  else if (!british_person)
    adw_action_row_set_subtitle (self->secret_row,
                                 _("The French player places the blocks or takes a deployment from the library at the board; the computer playing the British never sees it, so no curtain is needed."));
  else
    adw_action_row_set_subtitle (self->secret_row,
                                 _("The game starts behind the curtain: the French player places the blocks or takes a deployment from the library, and the British player never sees it."));
}

/**
 * qb_new_game_dialog_set_secret:
 *
 * Turns "The French choose their deployment in secret" on or off (as the
 * switch would; for tests).
 */
void
qb_new_game_dialog_set_secret (QbNewGameDialog *self,
                               gboolean         secret)
{
  g_return_if_fail (QB_IS_NEW_GAME_DIALOG (self));

  gtk_switch_set_active (self->secret_switch, secret);
}

static void
deployment_changed_cb (QbNewGameDialog *self)
{
  guint choice = adw_combo_row_get_selected (self->deployment_row);
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;

  if (choice != DEPLOY_FILE)
    {
      self->last_deployment = choice;
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->deployment_row), "");
      return;
    }
  chooser = gtk_file_chooser_native_new (_("Open Deployment"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Quebec 1759 Deployments and Scenarios"));
  gtk_file_filter_add_pattern (filter, "*.q1759-setup");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (deployment_file_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/**
 * qb_new_game_dialog_new:
 * @parent: (nullable): the window the dialog is transient for
 *
 * The dialog reads its first choices from @settings and writes them back
 * when a game is chosen; whoever opens it connects to
 * #QbNewGameDialog::game-chosen.
 */
GtkWindow *
qb_new_game_dialog_new (GtkWindow *parent,
                        GSettings *settings)
{
  QbNewGameDialog *self = g_object_new (QB_TYPE_NEW_GAME_DIALOG,
                                        "transient-for", parent,
                                        NULL);
  g_autofree char *edition = g_settings_get_string (settings, "edition");
  g_autofree char *british = g_settings_get_string (settings, "british-name");
  g_autofree char *french = g_settings_get_string (settings, "french-name");

  self->settings = g_object_ref (settings);
  adw_combo_row_set_selected (self->edition_row, g_strcmp0 (edition, "classic") == 0 ? 1 : 0);
  gtk_switch_set_active (self->tides_switch, g_settings_get_boolean (settings, "tides"));
  gtk_switch_set_active (self->hide_switch, g_settings_get_boolean (settings, "hide-information"));
  gtk_editable_set_text (GTK_EDITABLE (self->british_row), british);
  gtk_editable_set_text (GTK_EDITABLE (self->french_row), french);
  return GTK_WINDOW (self);
}

static void
qb_new_game_dialog_dispose (GObject *object)
{
  QbNewGameDialog *self = QB_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->deployment);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (qb_new_game_dialog_parent_class)->dispose (object);
}

static void
qb_new_game_dialog_class_init (QbNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_new_game_dialog_dispose;

  /**
   * QbNewGameDialog::game-chosen:
   * @game: the new game, its deployment placed if one was chosen
   * @hide_information: hot-seat play, each side's blocks hidden from the other
   *
   * Start was pressed and the game is ready to be shown.
   */
  signals[GAME_CHOSEN] =
    g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, QB_TYPE_GAME, G_TYPE_BOOLEAN);

  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, edition_row);
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, tides_switch);
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, british_row);
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, french_row);
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, hide_switch);
  gtk_widget_class_bind_template_child_full (widget_class, "british_seat_row", FALSE,
                                             G_STRUCT_OFFSET (QbNewGameDialog, seat_rows[QB_BRITISH]));
  gtk_widget_class_bind_template_child_full (widget_class, "french_seat_row", FALSE,
                                             G_STRUCT_OFFSET (QbNewGameDialog, seat_rows[QB_FRENCH]));
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, deployment_row);
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, secret_row);
  gtk_widget_class_bind_template_child (widget_class, QbNewGameDialog, secret_switch);
  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "dialog.show-rule", "s", show_rule_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  /* Ctrl+Return starts from anywhere in the dialog, even a text entry
   * (where Return alone belongs to the entry). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "dialog.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "dialog.start", NULL);
}

static void
qb_new_game_dialog_init (QbNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
  /* Start is what the dialog is for: it has the focus when the dialog
   * opens, and Return there starts. */
  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
  gtk_window_set_focus (GTK_WINDOW (self), self->start_button);
  g_signal_connect_object (self->secret_switch, "notify::active",
                           G_CALLBACK (secret_changed_cb), self, G_CONNECT_SWAPPED);
  for (int side = 0; side < 2; side++)
    g_signal_connect_object (self->seat_rows[side], "notify::selected",
                             G_CALLBACK (secret_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->deployment_row, "notify::selected",
                           G_CALLBACK (deployment_changed_cb), self, G_CONNECT_SWAPPED);
}

/**
 * qb_new_game_dialog_set_deployment:
 * @deployment: a French deployment a game can start from (the editor's)
 *
 * Preselects @deployment and its edition, as if chosen from a file.
 */
void
qb_new_game_dialog_set_deployment (QbNewGameDialog *self,
                                   QbScenario      *deployment)
{
  QbOptions options;
  const char *name;

  g_return_if_fail (QB_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (QB_IS_SCENARIO (deployment));

  qb_scenario_get_options (deployment, &options);
  gtk_switch_set_active (self->secret_switch, FALSE);
  g_set_object (&self->deployment, deployment);
  self->last_deployment = DEPLOY_FILE;
  adw_combo_row_set_selected (self->edition_row, options.edition == QB_EDITION_CLASSIC ? 1 : 0);
  /* Not through deployment_changed_cb(): that would ask for a file. */
  g_signal_handlers_block_by_func (self->deployment_row, deployment_changed_cb, self);
  adw_combo_row_set_selected (self->deployment_row, DEPLOY_FILE);
  g_signal_handlers_unblock_by_func (self->deployment_row, deployment_changed_cb, self);
  name = qb_scenario_get_name (deployment);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->deployment_row),
                               name[0] != '\0' ? name : _("From the editor"));
}
