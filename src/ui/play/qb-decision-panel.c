/* qb-decision-panel.c: the generic decision panel. */
#include <glib/gi18n.h>

#include "qb-ui-style.h"
#include "qb-ui-a11y.h"

#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

#include "qb-action-text.h"
#include "qb-battle-odds.h"
#include "qb-decision-panel.h"
#include "qb-odds-text.h"
#include "qb-game.h"
#include "qb-play-session.h"
#include "qb-record.h"
#include "qb-ui-names.h"

/* A long list is cut here; picking a zone on the map narrows it. */
#define MAX_ROWS 120

struct _QbDecisionPanel
{
  GtkWidget parent_instance;

  GtkStack *stack;
  GtkLabel *title_label;
  GtkLabel *side_label;
  GtkWidget *header_box;
  GtkLabel *status_label;
  GtkLabel *prompt_label;
  GtkWidget *order_box;
  GtkLabel *summary_label;
  GtkEntry *order_entry;
  GtkLabel *entry_message;
  GtkWidget *filter_box;
  GtkLabel *filter_label;
  GtkButton *show_all_button;
  GtkListBox *action_list;
  AdwStatusPage *over_page;

  QbPlaySession *session;
  gboolean confirm_orders;  /* ask before the orders are confirmed */
  GtkWindow *confirm_dialog; /* that question, while it is asked */
  GArray *listed;        /* QbAction per row */
  guint scroll_id;       /* timeout: the hint's row scrolled into sight */
  GArray *parsed;        /* actions of the typed order, or NULL */
};

enum {
  RULE_ACTIVATED,
  N_SIGNALS
};

enum {
  PROP_0,
  PROP_CONFIRM_ORDERS,
  N_PROPS
};

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (QbDecisionPanel, qb_decision_panel, GTK_TYPE_WIDGET)

GtkWidget *
qb_decision_panel_get_order_entry (QbDecisionPanel *self)
{
  g_return_val_if_fail (QB_IS_DECISION_PANEL (self), NULL);
  return GTK_WIDGET (self->order_entry);
}

guint
qb_decision_panel_get_n_listed (QbDecisionPanel *self)
{
  g_return_val_if_fail (QB_IS_DECISION_PANEL (self), 0);
  return self->listed->len;
}

static gboolean
link_rule_cb (const GMatchInfo *match,
              GString          *result,
              gpointer          user_data)
{
  g_autofree char *section = g_match_info_fetch (match, 1);
  int major = atoi (section);

  if (major >= 1 && major <= 24)
    g_string_append_printf (result, "<a href=\"rule:%s\">%s</a>", section, section);
  else
    g_string_append (result, section);
  return FALSE;
}

/* Plain text as Pango markup in which rule sections ("17.1") are links that
 * open the Rules view. */
static char *
markup_with_rule_links (const char *text)
{
  static GRegex *regex;
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  if (g_once_init_enter (&regex))
    g_once_init_leave (&regex, g_regex_new ("\\b(\\d{1,2}\\.\\d)\\b", G_REGEX_OPTIMIZE, 0, NULL));
  return g_regex_replace_eval (regex, escaped, -1, 0, 0, link_rule_cb, NULL, NULL);
}

static gboolean
activate_link_cb (QbDecisionPanel *self,
                  const char      *uri)
{
  if (g_str_has_prefix (uri, "rule:"))
    g_signal_emit (self, signals[RULE_ACTIVATED], 0, uri + strlen ("rule:"));
  return TRUE;
}

static void
clear_list (QbDecisionPanel *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->action_list))) != NULL)
    gtk_list_box_remove (self->action_list, child);
  g_array_set_size (self->listed, 0);
}

/* The odds of a battle choice for the player deciding it, in words: a
 * short line under the row and the whole as its tooltip (a fire's
 * dice, each number of hits, the break). Only for the decider's own
 * view, or the open view (nothing is hidden there); never behind the
 * public view of hot-seat play. FALSE when the choice has no odds. */
static gboolean
choice_odds (QbDecisionPanel *self,
             const QbView    *view,
             QbAction         a,
             char           **line,
             char           **tooltip)
{
  QbGame *game = qb_play_session_get_game (self->session);
  int side = view->viewer == QB_NO_SIDE ? view->decider : view->viewer;

  if (game == NULL || side != view->decider || (side != QB_BRITISH && side != QB_FRENCH))
    return FALSE;
  if (a.type == QB_ACT_FIRE)
    {
      QbFireOdds fire;

      if (!qb_game_get_fire_odds (game, side, a.a, &fire))
        return FALSE;
      *line = fire.break_known && fire.p_break > 0
        ? qb_odds_text_break (fire.target_column, fire.p_break)
        : qb_odds_text_at_least (1, fire.p_at_least[1]);
      *tooltip = qb_odds_text_fire (&fire);
      return TRUE;
    }
  if (a.type == QB_ACT_STAND || a.type == QB_ACT_RETREAT || a.type == QB_ACT_COMMIT
      || a.type == QB_ACT_NO_COMMIT)
    {
      QbBattleOdds odds;

      /* The Ottawa's choice to stay (22.4) is a stand outside the battle's
       * turns: no odds for it. */
      if (view->phase == QB_PHASE_OTTAWA_RETREAT
          || !qb_game_get_battle_odds (game, side, a, &odds))
        return FALSE;
      *line = qb_odds_text_choice (a.type, odds.p_routed, odds.se_routed, odds.p_won);
      *tooltip = g_strdup (*line);
      return TRUE;
    }
  return FALSE;
}

static void
add_row (QbDecisionPanel *self,
         const QbView    *view,
         QbAction         a)
{
  g_autofree char *text = qb_action_text (view, a);
  g_autofree char *odds = NULL;
  g_autofree char *odds_tooltip = NULL;
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *child = label;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (choice_odds (self, view, a, &odds, &odds_tooltip))
    {
      GtkWidget *odds_label = gtk_label_new (odds);

      gtk_label_set_xalign (GTK_LABEL (odds_label), 0);
      gtk_label_set_wrap (GTK_LABEL (odds_label), TRUE);
      gtk_widget_add_css_class (odds_label, "dim-label");
      gtk_widget_add_css_class (odds_label, "caption");
      child = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gtk_box_append (GTK_BOX (child), label);
      gtk_box_append (GTK_BOX (child), odds_label);
      gtk_widget_set_tooltip_text (row, odds_tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      odds_tooltip, -1);
    }
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  gtk_widget_set_margin_top (child, 8);
  gtk_widget_set_margin_bottom (child, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  qb_ui_a11y_label_by (row, label);
  if (a.type == QB_ACT_ORDER_DONE || a.type == QB_ACT_TRANSFER_DONE
      || a.type == QB_ACT_EMBARK_DONE)
    gtk_widget_add_css_class (row, "confirm-row");
  gtk_list_box_append (self->action_list, row);
  g_array_append_val (self->listed, a);
}

/* Confirmation rows come first so they never scroll out of reach. */
static gboolean
is_confirm (QbAction a)
{
  return a.type == QB_ACT_ORDER_DONE || a.type == QB_ACT_TRANSFER_DONE
      || a.type == QB_ACT_EMBARK_DONE || a.type == QB_ACT_STAND
      || a.type == QB_ACT_NO_COMMIT;
}

static void
update_over (QbDecisionPanel *self,
             const QbView    *view)
{
  const char *title = view->winner == QB_BRITISH ? _("British Victory") : _("French Victory");
  const char *reason;

  switch (view->win_reason)
    {
    case QB_WIN_BRITISH_ABRAHAM:
      reason = _("The British hold Abraham after the sixteenth campaign move with at least 20 CV on the map (5.1).");
      break;
    case QB_WIN_FRENCH_UNDER_20:
      reason = _("British strength fell below 20 CV (5.2).");
      break;
    default:
      reason = _("The British did not hold Abraham at the end of the sixteenth campaign move (5.2).");
      break;
    }
  /* A game given up ends where it stopped, with no rule to name. */
  if (self->session != NULL && qb_play_session_get_game (self->session) != NULL)
    switch (qb_record_get_resigned (qb_game_get_record (qb_play_session_get_game (self->session))))
      {
      case QB_BRITISH:
        reason = _("The British resigned.");
        break;
      case QB_FRENCH:
        reason = _("The French resigned.");
        break;
      default:
        break;
      }
  adw_status_page_set_title (self->over_page, title);
  adw_status_page_set_description (self->over_page, reason);
  gtk_stack_set_visible_child_name (self->stack, "over");
}

/* The side that decides, as a badge in its colour before the title, and
 * the header's edge in the same colour; -1 for none. Who decides is known
 * to both players. */
static void
set_side (QbDecisionPanel *self,
          int              side)
{
  const char *classes[] = { "british", "french" };

  for (int i = 0; i < 2; i++)
    {
      if (i == side)
        {
          gtk_widget_add_css_class (GTK_WIDGET (self->side_label), classes[i]);
          gtk_widget_add_css_class (self->header_box, classes[i]);
        }
      else
        {
          gtk_widget_remove_css_class (GTK_WIDGET (self->side_label), classes[i]);
          gtk_widget_remove_css_class (self->header_box, classes[i]);
        }
    }
  gtk_label_set_text (self->side_label,
                      side == QB_BRITISH ? C_("side badge", "British")
                      : side == QB_FRENCH ? C_("side badge", "French") : "");
  gtk_widget_set_visible (GTK_WIDGET (self->side_label), side == QB_BRITISH || side == QB_FRENCH);
}

/**
 * qb_decision_panel_get_side_badge:
 *
 * Returns: the side shown in the header's badge, or -1 when none is
 *   (behind the curtain, the end of the game)
 */
int
qb_decision_panel_get_side_badge (QbDecisionPanel *self)
{
  g_return_val_if_fail (QB_IS_DECISION_PANEL (self), -1);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->side_label)))
    return -1;
  return gtk_widget_has_css_class (GTK_WIDGET (self->side_label), "british") ? QB_BRITISH : QB_FRENCH;
}

const char *
qb_decision_panel_get_status_text (QbDecisionPanel *self)
{
  g_return_val_if_fail (QB_IS_DECISION_PANEL (self), NULL);
  return gtk_label_get_text (self->status_label);
}

const char *
qb_decision_panel_get_prompt_text (QbDecisionPanel *self)
{
  g_return_val_if_fail (QB_IS_DECISION_PANEL (self), NULL);
  return gtk_label_get_text (self->prompt_label);
}

/* Behind the curtain the panel holds nothing of the player who left: no
 * prompt, no actions, no order summary, no half-typed order (a screen
 * reader reads a page the window does not show). */
static void
clear (QbDecisionPanel *self)
{
  clear_list (self);
  g_clear_pointer (&self->parsed, g_array_unref);
  gtk_stack_set_visible_child_name (self->stack, "decision");
  gtk_label_set_text (self->title_label, "");
  set_side (self, -1);
  gtk_label_set_text (self->prompt_label, "");
  gtk_label_set_text (self->status_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  gtk_label_set_text (self->summary_label, "");
  gtk_editable_set_text (GTK_EDITABLE (self->order_entry), "");
  gtk_label_set_text (self->entry_message, "");
  gtk_widget_set_visible (self->order_box, FALSE);
  gtk_widget_set_visible (self->filter_box, FALSE);
}

/* The computer's hint, if the session has one, lit among the rows (the
 * computer bar says it in words). */
static void
mark_hint (QbDecisionPanel *self)
{
  QbAction hint;
  gboolean has = self->session != NULL && qb_play_session_get_hint (self->session, &hint, NULL);
  guint i = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->action_list));
       row != NULL && i < self->listed->len; row = gtk_widget_get_next_sibling (row), i++)
    {
      QbAction a = g_array_index (self->listed, QbAction, i);
      gboolean is_hint = has && a.type == hint.type && a.a == hint.a && a.b == hint.b
        && a.c == hint.c;

      if (is_hint == gtk_widget_has_css_class (row, "hint-row"))
        continue;
      if (is_hint)
        {
          gtk_widget_add_css_class (row, "hint-row");
          gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                          _("The computer's hint"), -1);
        }
      else
        {
          gtk_widget_remove_css_class (row, "hint-row");
          gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
        }
    }
}

static void session_changed_cb (QbDecisionPanel *self);

/* Once the hint came: its row scrolled into sight (after the list was
 * laid out again). */
static gboolean
scroll_to_hint_cb (gpointer data)
{
  QbDecisionPanel *self = data;
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->action_list),
                                                 GTK_TYPE_SCROLLED_WINDOW);

  self->scroll_id = 0;
  if (scrolled == NULL)
    return G_SOURCE_REMOVE;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->action_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_has_css_class (row, "hint-row"))
        continue;
      /* The list is one part of the scrolled page (under the prompt and
       * the order): its row's place in the whole page. */
      if (gtk_widget_compute_bounds (row, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                     &bounds))
        gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                                   bounds.origin.y, bounds.origin.y + bounds.size.height);
      break;
    }
  return G_SOURCE_REMOVE;
}

static void
hint_changed_cb (QbDecisionPanel *self)
{
  session_changed_cb (self);
  if (qb_play_session_get_hint (self->session, NULL, NULL) && self->scroll_id == 0)
    self->scroll_id = g_timeout_add (50, scroll_to_hint_cb, self);
}

/* Shows the session's decision as its viewer sees it: the prompt, the
 * legal actions (narrowed to the zone picked on the map), the order being
 * written; behind the curtain nothing. */
static void
session_changed_cb (QbDecisionPanel *self)
{
  const QbView *view = qb_play_session_get_view (self->session);
  GArray *actions = qb_play_session_get_actions (self->session);
  int zone = qb_play_session_get_selected_zone (self->session);
  int target = qb_play_session_get_target_zone (self->session);
  g_autofree char *title = NULL;
  g_autofree char *prompt = NULL;
  g_autofree char *status = NULL;
  gboolean filtered = FALSE;
  guint shown = 0, total = 0;

  if (view == NULL || qb_play_session_get_curtain_side (self->session) >= 0)
    {
      clear (self);
      return;
    }
  clear_list (self);
  g_clear_pointer (&self->parsed, g_array_unref);

  if (view->phase == QB_PHASE_GAME_OVER)
    {
      set_side (self, -1);
      update_over (self, view);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "decision");

  title = qb_phase_title (view);
  /* The computer's turn: it plays (or was stopped), no one is waited for. */
  if (view->decider <= QB_FRENCH && qb_play_session_get_seat (self->session, view->decider) != QB_PLAYER_PERSON)
    prompt = qb_computer_prompt_text (view->decider, qb_play_session_get_computer_paused (self->session));
  else
    prompt = qb_prompt_text (view);
  gtk_label_set_text (self->title_label, title);
  set_side (self, view->decider <= QB_FRENCH ? view->decider : -1);
  {
    g_autofree char *markup = markup_with_rule_links (prompt);
    gtk_label_set_markup (self->prompt_label, markup);
  }

  if (view->options.tides && view->tides_roll >= 1 && view->tides_roll <= 6)
    {
      char face[8] = { 0 };
      g_unichar_to_utf8 (0x2680 + (gunichar) (view->tides_roll - 1), face);   /* ⚀..⚅ */
      status = view->tides_blocked
        ? g_strdup_printf (_("Tides: %s — no amphibious or ship moves this campaign move (23.0)"), face)
        : g_strdup_printf (_("Tides: %s — the river is open"), face);
    }
  /* What the last action did that the board cannot show (a quiet move)
   * comes before the tides. */
  if (qb_play_session_get_notice (self->session) != NULL)
    {
      char *both = g_strjoin ("\n", qb_play_session_get_notice (self->session), status, NULL);

      g_free (status);
      status = both;
    }
  gtk_label_set_text (self->status_label, status ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);

  gtk_widget_set_visible (self->order_box, qb_play_session_get_order_side (self->session) >= 0);
  if (view->phase == QB_PHASE_ORDERS)
    {
      g_autofree char *summary = qb_order_summary (view);
      gtk_label_set_text (self->summary_label, summary);
    }

  /* Two passes: the confirmations first, then the rest. */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < actions->len; i++)
      {
        QbAction a = g_array_index (actions, QbAction, i);
        if (is_confirm (a) != (pass == 0))
          continue;
        if (pass == 1)
          total++;
        if (!qb_play_session_action_in_selection (self->session, a))
          {
            filtered = TRUE;
            continue;
          }
        if (shown >= MAX_ROWS)
          continue;
        add_row (self, view, a);
        shown++;
      }

  /* The hint is always among the rows, even past the cut. */
  {
    QbAction hint;
    gboolean listed = FALSE;

    if (qb_play_session_get_hint (self->session, &hint, NULL)
        && qb_play_session_action_in_selection (self->session, hint))
      {
        for (guint i = 0; i < self->listed->len && !listed; i++)
          {
            QbAction a = g_array_index (self->listed, QbAction, i);
            listed = a.type == hint.type && a.a == hint.a && a.b == hint.b && a.c == hint.c;
          }
        for (guint i = 0; i < actions->len && !listed; i++)
          {
            QbAction a = g_array_index (actions, QbAction, i);
            if (a.type == hint.type && a.a == hint.a && a.b == hint.b && a.c == hint.c)
              {
                add_row (self, view, a);
                listed = TRUE;
              }
          }
      }
  }

  if (zone >= 0)
    {
      g_autofree char *text = target >= 0
        /* Translators: the order list shows only moves from one zone to another */
        ? g_strdup_printf (_("Showing %s → %s"), qb_ui_zone_name (zone), qb_ui_zone_name (target))
        : g_strdup_printf (_("Showing %s"), qb_ui_zone_name (zone));
      gtk_label_set_text (self->filter_label, text);
    }
  else if (shown < total)
    {
      g_autofree char *text = g_strdup_printf (
        ngettext ("%u choice; pick a zone on the map to narrow the list",
                  "%u choices; pick a zone on the map to narrow the list", total), total);
      gtk_label_set_text (self->filter_label, text);
    }
  gtk_widget_set_visible (self->filter_box, zone >= 0 || shown < total);
  gtk_widget_set_visible (GTK_WIDGET (self->show_all_button), filtered);
  mark_hint (self);
}

/**
 * qb_decision_panel_set_session:
 *
 * Shows @session's decisions from now on, and takes the player's choices
 * and typed orders to it.
 */
void
qb_decision_panel_set_session (QbDecisionPanel *self,
                               QbPlaySession   *session)
{
  g_return_if_fail (QB_IS_DECISION_PANEL (self));
  g_return_if_fail (session == NULL || QB_IS_PLAY_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    {
      g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::computer-paused", G_CALLBACK (session_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::hint", G_CALLBACK (hint_changed_cb),
                               self, G_CONNECT_SWAPPED);
      session_changed_cb (self);
    }
  else
    clear (self);
}

/* A choice, a typed order the game refused: the reason in a toast. */
static void
report_refusal (QbDecisionPanel *self,
                const GError    *error)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  gtk_widget_error_bell (GTK_WIDGET (self));
  if (root != NULL)
    gtk_widget_activate_action (root, "win.toast", "s", error->message);
}

static void
confirm_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     QbDecisionPanel  *self)
{
  QbAction done = { QB_ACT_ORDER_DONE, 0, 0, 0 };
  GArray *actions;
  g_autoptr(GError) error = NULL;

  /* The question is answered (the dialog closes itself). */
  if (self->confirm_dialog == GTK_WINDOW (dialog))
    {
      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->confirm_dialog);
      self->confirm_dialog = NULL;
    }
  if (g_strcmp0 (response, "confirm") != 0 || self->session == NULL)
    return;
  /* Only if the orders may still be confirmed (nothing changed under the
   * question: an undo, a new game). */
  actions = qb_play_session_get_actions (self->session);
  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, QbAction, i).type == QB_ACT_ORDER_DONE)
      {
        if (!qb_play_session_apply (self->session, done, &error))
          report_refusal (self, error);
        return;
      }
}

/* Confirmed orders cannot be taken back (the other player decides next):
 * when the player asked for it, the panel asks once more, with the order
 * in words. Only the deciding player is at the screen to read it. */
static void
ask_before_confirming (QbDecisionPanel *self)
{
  const QbView *view = qb_play_session_get_view (self->session);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *summary = qb_order_summary (view);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: %s is the order in words (“Lévis → Etchemin: 15th, 28th (road)”, or “Stand”). */
  body = g_strdup_printf (_("%s\n\nOnce confirmed, the orders cannot be taken back."), summary);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   view->decider == QB_FRENCH ? _("Confirm the French Orders?")
                                   : _("Confirm the British Orders?"),
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Writing"),
                                    "confirm", _("_Confirm Orders"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "confirm",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "confirm");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, 0);
  qb_ui_a11y_name_controls (dialog);   /* its answers' mnemonics */
  if (self->confirm_dialog != NULL)
    gtk_window_destroy (self->confirm_dialog);
  self->confirm_dialog = GTK_WINDOW (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->confirm_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
row_activated_cb (QbDecisionPanel *self,
                  GtkListBoxRow   *row)
{
  int index = gtk_list_box_row_get_index (row);
  g_autoptr(GError) error = NULL;
  QbAction action;

  if (self->session == NULL || index < 0 || (guint) index >= self->listed->len)
    return;
  action = g_array_index (self->listed, QbAction, index);
  if (action.type == QB_ACT_ORDER_DONE && self->confirm_orders)
    {
      ask_before_confirming (self);
      return;
    }
  if (!qb_play_session_apply (self->session, action, &error))
    report_refusal (self, error);
}

/**
 * qb_decision_panel_get_confirm_dialog:
 *
 * Returns: (transfer none) (nullable): the question asked before the
 *   orders are confirmed, while it is open
 */
GtkWindow *
qb_decision_panel_get_confirm_dialog (QbDecisionPanel *self)
{
  g_return_val_if_fail (QB_IS_DECISION_PANEL (self), NULL);
  return self->confirm_dialog;
}

static void
qb_decision_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QbDecisionPanel *self = QB_DECISION_PANEL (object);

  switch (prop_id)
    {
    case PROP_CONFIRM_ORDERS:
      g_value_set_boolean (value, self->confirm_orders);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_decision_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  QbDecisionPanel *self = QB_DECISION_PANEL (object);

  switch (prop_id)
    {
    case PROP_CONFIRM_ORDERS:
      if (self->confirm_orders != g_value_get_boolean (value))
        {
          self->confirm_orders = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
show_all_cb (QbDecisionPanel *self)
{
  if (self->session != NULL)
    qb_play_session_set_selected_zone (self->session, -1);
}

/* Live validation of the typed order (9.3). */
static void
entry_changed_cb (QbDecisionPanel *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->order_entry));
  g_autoptr(GArray) parsed = NULL;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->parsed, g_array_unref);
  gtk_widget_remove_css_class (GTK_WIDGET (self->order_entry), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->entry_message), "error");
  if (self->session == NULL || qb_play_session_get_order_side (self->session) < 0
      || text == NULL || *text == '\0')
    {
      gtk_label_set_text (self->entry_message, "");
      return;
    }
  parsed = qb_play_session_parse_order (self->session, text, &error);
  if (parsed == NULL)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->order_entry), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->entry_message), "error");
      {
        g_autofree char *markup = markup_with_rule_links (error->message);
        gtk_label_set_markup (self->entry_message, markup);
      }
      return;
    }
  gtk_label_set_text (self->entry_message, _("Press Enter to write this order, then confirm it."));
  /* The list and its label follow what is typed; the session's change
   * rebuilds the list (and forgets the parsed order) first. */
  qb_play_session_select_order (self->session, parsed);
  self->parsed = g_steal_pointer (&parsed);
}

/* The typed order replaces the order written so far (the session's
 * draft). */
static void
entry_activate_cb (QbDecisionPanel *self)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->order_entry)));
  g_autoptr(GError) error = NULL;

  entry_changed_cb (self);
  if (self->parsed == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  g_clear_pointer (&self->parsed, g_array_unref);
  if (!qb_play_session_write_order (self->session, text, &error))
    report_refusal (self, error);
  gtk_editable_set_text (GTK_EDITABLE (self->order_entry), "");
}

static void
qb_decision_panel_dispose (GObject *object)
{
  QbDecisionPanel *self = QB_DECISION_PANEL (object);

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  if (self->confirm_dialog != NULL)
    {
      GtkWindow *dialog = self->confirm_dialog;

      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->confirm_dialog);
      self->confirm_dialog = NULL;
      gtk_window_destroy (dialog);
    }
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->listed, g_array_unref);
  g_clear_pointer (&self->parsed, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), QB_TYPE_DECISION_PANEL);
  G_OBJECT_CLASS (qb_decision_panel_parent_class)->dispose (object);
}

static void
qb_decision_panel_class_init (QbDecisionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_decision_panel_dispose;
  object_class->get_property = qb_decision_panel_get_property;
  object_class->set_property = qb_decision_panel_set_property;

  /**
   * QbDecisionPanel:confirm-orders:
   *
   * Whether to ask once more before the orders are confirmed (a
   * preference).
   */
  properties[PROP_CONFIRM_ORDERS] =
    g_param_spec_boolean ("confirm-orders", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  qb_ui_ensure_style (NULL);   /* registers the resources */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quebec1759/Quebec1759/qb-decision-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, side_label);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, header_box);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, order_box);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, order_entry);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, entry_message);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, filter_box);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, filter_label);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, show_all_button);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, action_list);
  gtk_widget_class_bind_template_child (widget_class, QbDecisionPanel, over_page);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "decisionpanel");
}

static void
qb_decision_panel_init (QbDecisionPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  qb_ui_a11y_name_controls (GTK_WIDGET (self));
  /* The actions are one Tab stop; the arrows go through them. */
  qb_ui_a11y_list_one_tab_stop (GTK_WIDGET (self->action_list));
  self->listed = g_array_new (FALSE, FALSE, sizeof (QbAction));

  g_signal_connect_object (self->action_list, "row-activated", G_CALLBACK (row_activated_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->show_all_button, "clicked", G_CALLBACK (show_all_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->order_entry, "changed", G_CALLBACK (entry_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->order_entry, "activate", G_CALLBACK (entry_activate_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->prompt_label, "activate-link", G_CALLBACK (activate_link_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry_message, "activate-link", G_CALLBACK (activate_link_cb),
                           self, G_CONNECT_SWAPPED);
}
