/* qb-editor-panel.c: the Editor page's side panel (see qb-editor-panel.h).
 * Every field writes to the session, which makes each change an undo
 * step; the panel shows the session again at each "changed", without
 * writing back what it shows. */
#include <glib/gi18n-lib.h>

#include <adwaita.h>

#include "qb-data.h"
#include "qb-editor-palette.h"
#include "qb-editor-panel.h"
#include "qb-ui-a11y.h"
#include "qb-ui-names.h"

struct _QbEditorPanel
{
  GtkWidget parent_instance;

  QbEditorSession *session;
  GtkWidget *scrolled;
  GtkWidget *content;
  AdwEntryRow *name_row, *author_row, *description_row;
  AdwComboRow *kind_row, *edition_row;
  AdwActionRow *move_row;
  GtkSpinButton *move_spin;
  AdwActionRow *tides_row;
  GtkSwitch *tides_switch;
  AdwPreferencesGroup *history_group;
  AdwExpanderRow *entered_row;
  GtkSwitch *entered_switches[QB_NUM_ZONES];
  GtkSwitch *cap_rouge_switch;
  AdwPreferencesGroup *block_group;
  AdwActionRow *cv_row;
  GtkSpinButton *cv_spin;
  AdwComboRow *area_row;
  GtkLabel *summary;
  GtkLabel *zones;
  AdwPreferencesGroup *problems_group;
  GtkListBox *problems;
  gboolean showing;          /* writing the session's values into the fields */
};

G_DEFINE_FINAL_TYPE (QbEditorPanel, qb_editor_panel, GTK_TYPE_WIDGET)

enum {
  RULE_ACTIVATED,
  ZONE_PICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The one block picked, or -1. */
static int
picked_block (QbEditorPanel *self)
{
  guint64 selection = qb_editor_session_get_selection (self->session);

  if (selection == 0 || (selection & (selection - 1)) != 0)
    return -1;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (selection == (G_GUINT64_CONSTANT (1) << b))
      return b;
  return -1;
}

static void
set_entry (AdwEntryRow *row,
           const char  *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text);
}

static void
rule_clicked_cb (GtkButton     *button,
                 QbEditorPanel *self)
{
  g_signal_emit (self, signals[RULE_ACTIVATED], 0, g_object_get_data (G_OBJECT (button), "rule"));
}

static GtkWidget *
problem_row (QbEditorPanel  *self,
             QbSetupProblem *p)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *link;
  g_autofree char *link_text = NULL;
  g_autofree char *link_name = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), p->message);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
  /* Translators: a link to a rule section, "3.4". */
  link_text = g_strdup_printf (_("Rule %s"), p->rule);
  link = gtk_button_new_with_label (link_text);
  gtk_widget_add_css_class (link, "flat");
  gtk_widget_set_valign (link, GTK_ALIGN_CENTER);
  /* Translators: the accessible name of a rule link, "Open rule 3.4". */
  link_name = g_strdup_printf (_("Open rule %s"), p->rule);
  gtk_accessible_update_property (GTK_ACCESSIBLE (link), GTK_ACCESSIBLE_PROPERTY_LABEL, link_name, -1);
  g_object_set_data_full (G_OBJECT (link), "rule", g_strdup (p->rule), g_free);
  g_signal_connect_object (link, "clicked", G_CALLBACK (rule_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), link);
  g_object_set_data (G_OBJECT (row), "zone", GINT_TO_POINTER (p->zone));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), p->zone >= 0 && p->zone < QB_NUM_ZONES);
  return row;
}

static void
problem_activated_cb (GtkListBox    *list,
                      GtkListBoxRow *row,
                      QbEditorPanel *self)
{
  int zone = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "zone"));

  if (zone >= 0)
    g_signal_emit (self, signals[ZONE_PICKED], 0, zone);
}

static void
show_summary (QbEditorPanel *self)
{
  QbScenario *draft = qb_editor_session_get_draft (self->session);
  QbSetupSummary sum;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) zones = g_string_new (NULL);

  qb_editor_session_get_summary (self->session, &sum);
  for (int side = 0; side < 2; side++)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              /* Translators: %1$s is a side ("British"), then
                               * CV and blocks on the map (“British: 23 CV in 11 blocks”). */
                              g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u CV in %3$u block",
                                           "%1$s: %2$u CV in %3$u blocks", sum.side_blocks[side]),
                              qb_ui_side_name (side), sum.side_cv[side], sum.side_blocks[side]);
    }
  g_string_append_c (text, '\n');
  if (sum.side_cv[QB_BRITISH] >= 20)
    /* Translators: %u is the British CV; 5.2 is a rule section. */
    g_string_append_printf (text, _("The British hold %u CV: over the 20 CV they need (5.2)."),
                            sum.side_cv[QB_BRITISH]);
  else
    /* Translators: %u is the British CV; 5.2 is a rule section. */
    g_string_append_printf (text, _("The British hold %u CV: under 20 CV they lose (5.2)."),
                            sum.side_cv[QB_BRITISH]);
  if (qb_scenario_get_kind (draft) == QB_SCENARIO_DEPLOYMENT)
    {
      g_string_append_c (text, '\n');
      /* Translators: the French strength in the four zones the British
       * reach first by sea (24.0): %1$s..%4$s are zones, %5$u is CV,
       * %6$u blocks. */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "%1$s, %2$s, %3$s and %4$s, reached first by sea (24.0): %5$u CV in %6$u block",
                                                 "%1$s, %2$s, %3$s and %4$s, reached first by sea (24.0): %5$u CV in %6$u blocks",
                                                 sum.sea_first_blocks),
                              qb_ui_zone_name (QB_LE), qb_ui_zone_name (QB_MO), qb_ui_zone_name (QB_BE),
                              qb_ui_zone_name (QB_SC), sum.sea_first_cv, sum.sea_first_blocks);
    }
  else
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: %1$u zones entered out of
                                                  * nine, %2$u those left; 20.0 is a rule section. */
                                                 "The British have entered %1$u of the 9 zones; %2$u new zone would cost the French a Quebec militia (20.0).",
                                                 "The British have entered %1$u of the 9 zones; each of the %2$u new ones would cost the French a Quebec militia (20.0).",
                                                 sum.british_new_zones),
                              (guint) __builtin_popcount (sum.british_entered), sum.british_new_zones);
      if (qb_scenario_get_held_cap_rouge (draft))
        {
          g_string_append_c (text, '\n');
          g_string_append (text, _("The British held Cap Rouge at the end of the last move: still holding it at the end of this one costs the French a Montreal militia (21.0)."));
        }
    }
  gtk_label_set_text (self->summary, text->str);

  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      if (sum.blocks[0][z] + sum.blocks[1][z] == 0)
        continue;
      if (zones->len > 0)
        g_string_append_c (zones, '\n');
      g_string_append_printf (zones, "%s: ", qb_ui_zone_name (z));
      for (int side = 0; side < 2; side++)
        if (sum.blocks[side][z] > 0)
          /* Translators: a side's strength in one zone of the summary,
           * “British 12 CV (5)”: CV, then blocks. */
          g_string_append_printf (zones, _("%1$s %2$u CV (%3$u) "), qb_ui_side_name (side),
                                  (guint) sum.cv[side][z], (guint) sum.blocks[side][z]);
    }
  gtk_label_set_text (self->zones, zones->str);
}

static void
show_block (QbEditorPanel *self)
{
  QbScenario *draft = qb_editor_session_get_draft (self->session);
  QbOptions options;
  int block = picked_block (self);
  guint64 selection = qb_editor_session_get_selection (self->session);
  gboolean position = qb_scenario_get_kind (draft) == QB_SCENARIO_POSITION;
  guint loc = 0, cv = 0;
  const QbUnitInfo *info = NULL;

  qb_scenario_get_options (draft, &options);
  if (block >= 0)
    {
      info = qb_unit_info (options.edition, block);
      qb_scenario_get_block (draft, (guint) block, &loc, &cv);
      adw_preferences_group_set_description (self->block_group,
                                             qb_ui_block_name (options.edition, block));
    }
  else if (selection != 0)
    {
      g_autofree char *several = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "%u block picked: drop them on a zone, or pick a zone.",
                                                                "%u blocks picked: drop them on a zone, or pick a zone.",
                                                                (gulong) __builtin_popcountll (selection)),
                                                   (guint) __builtin_popcountll (selection));
      adw_preferences_group_set_description (self->block_group, several);
    }
  else
    adw_preferences_group_set_description (self->block_group,
                                           _("Pick a block in the list or on the map; Ctrl adds more."));
  gtk_widget_set_visible (GTK_WIDGET (self->cv_row),
                          position && info != NULL && info->max_cv > 0 && loc < QB_NUM_ZONES);
  if (info != NULL && info->max_cv > 0)
    {
      gtk_spin_button_set_range (self->cv_spin, 1, info->max_cv);
      gtk_spin_button_set_value (self->cv_spin, cv);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->area_row),
                          position && info != NULL && info->type == QB_TYPE_SHIP);
  if (info != NULL && info->type == QB_TYPE_SHIP)
    adw_combo_row_set_selected (self->area_row, loc == QB_LOC_STLAURENT ? 1 : 0);
}

/* A position's past (20.0, 21.0) and what its first move starts with. */
static void
show_history (QbEditorPanel *self)
{
  QbScenario *draft = qb_editor_session_get_draft (self->session);
  gboolean position = qb_scenario_get_kind (draft) == QB_SCENARIO_POSITION;
  guint entered = qb_scenario_get_british_entered (draft);
  guint on_map = 1u << QB_OR;
  g_autofree char *start = NULL;
  g_autofree char *count = NULL;
  QbOptions options;

  gtk_widget_set_visible (GTK_WIDGET (self->history_group), position);
  if (!position)
    return;
  qb_scenario_get_options (draft, &options);
  for (int b = 0; b < QB_BLOCKS_PER_SIDE; b++)
    {
      guint loc;

      qb_scenario_get_block (draft, (guint) b, &loc, NULL);
      if (loc < QB_NUM_ZONES)
        on_map |= 1u << loc;
    }
  /* The order of play inside a move is the rules' (4.1), not a choice. */
  start = options.tides
    /* Translators: %u is a campaign move; the numbers are rule sections. */
    ? g_strdup_printf (_("Move %u starts with the tides (23.0), then the CV transfers (2.5) and the orders (9.0), the British first each time."),
                       options.start_move)
    /* Translators: %u is a campaign move; the numbers are rule sections. */
    : g_strdup_printf (_("Move %u starts with the CV transfers (2.5), then the orders (9.0), the British first each time."),
                       options.start_move);
  adw_preferences_group_set_description (self->history_group, start);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      gtk_switch_set_active (self->entered_switches[z], (entered & (1u << z)) != 0);
      /* Ile d'Orleans and the zones British blocks stand in are entered
       * whatever the switch says. */
      gtk_widget_set_sensitive (GTK_WIDGET (self->entered_switches[z]), (on_map & (1u << z)) == 0);
    }
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: %u is a number of zones out of nine. */
                                        "%u of 9 zones; each new one costs the French a Quebec militia",
                                        "%u of 9 zones; each new one costs the French a Quebec militia",
                                        (gulong) __builtin_popcount (entered)),
                           (guint) __builtin_popcount (entered));
  adw_expander_row_set_subtitle (self->entered_row, count);
  gtk_switch_set_active (self->cap_rouge_switch, qb_scenario_get_held_cap_rouge (draft));
}

static void
show (QbEditorPanel *self)
{
  QbScenario *draft = qb_editor_session_get_draft (self->session);
  GPtrArray *problems = qb_editor_session_get_problems (self->session);
  gboolean position = qb_scenario_get_kind (draft) == QB_SCENARIO_POSITION;
  QbOptions options;
  GtkWidget *child;

  self->showing = TRUE;
  qb_scenario_get_options (draft, &options);
  set_entry (self->name_row, qb_scenario_get_name (draft));
  set_entry (self->author_row, qb_scenario_get_author (draft));
  set_entry (self->description_row, qb_scenario_get_description (draft));
  adw_combo_row_set_selected (self->kind_row, position ? 1 : 0);
  adw_combo_row_set_selected (self->edition_row, options.edition == QB_EDITION_CLASSIC ? 1 : 0);
  gtk_widget_set_visible (GTK_WIDGET (self->move_row), position);
  gtk_spin_button_set_value (self->move_spin, options.start_move);
  gtk_switch_set_active (self->tides_switch, options.tides != 0);
  show_block (self);
  show_summary (self);
  show_history (self);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems))) != NULL)
    gtk_list_box_remove (self->problems, child);
  {
    guint not_placed = 0;

    for (guint i = 0; i < problems->len; i++)
      not_placed += ((QbSetupProblem *) g_ptr_array_index (problems, i))->kind == QB_SETUP_NOT_PLACED;
    /* Many blocks still to place are one row (the palette marks each). */
    if (not_placed > 3)
      {
        QbSetupProblem all = { QB_SETUP_NOT_PLACED, -1, -1, QB_FRENCH, (char *) "3.4", NULL };
        g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "%u block is not placed yet.",
                                                                  "%u blocks are not placed yet.",
                                                                  not_placed), not_placed);

        all.message = message;
        gtk_list_box_append (self->problems, problem_row (self, &all));
      }
    for (guint i = 0; i < problems->len; i++)
      {
        QbSetupProblem *p = g_ptr_array_index (problems, i);

        if (p->kind != QB_SETUP_NOT_PLACED || not_placed <= 3)
          gtk_list_box_append (self->problems, problem_row (self, p));
      }
  }
  gtk_widget_set_visible (GTK_WIDGET (self->problems), problems->len > 0);
  adw_preferences_group_set_description (self->problems_group,
                                         problems->len == 0
                                         ? (position ? _("No problem: a game can start from this position.")
                                                     : _("No problem: a game can start from this deployment."))
                                         : _("A draft with problems can be saved, but no game can start from it."));
  self->showing = FALSE;
}

static void
text_changed_cb (QbEditorPanel *self,
                 GParamSpec    *pspec,
                 AdwEntryRow   *row)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  if (self->showing)
    return;
  if (row == self->name_row)
    qb_editor_session_set_name (self->session, text);
  else if (row == self->author_row)
    qb_editor_session_set_author (self->session, text);
  else
    qb_editor_session_set_description (self->session, text);
}

static void
kind_changed_cb (QbEditorPanel *self)
{
  if (!self->showing)
    qb_editor_session_set_kind (self->session, adw_combo_row_get_selected (self->kind_row) == 1
                                ? QB_SCENARIO_POSITION : QB_SCENARIO_DEPLOYMENT);
}

static void
edition_changed_cb (QbEditorPanel *self)
{
  if (!self->showing)
    qb_editor_session_set_edition (self->session, adw_combo_row_get_selected (self->edition_row) == 1
                                   ? QB_EDITION_CLASSIC : QB_EDITION_REVISED);
}

static void
move_changed_cb (QbEditorPanel *self)
{
  if (!self->showing)
    qb_editor_session_set_start_move (self->session, (guint) gtk_spin_button_get_value_as_int (self->move_spin), NULL);
}

static void
tides_changed_cb (QbEditorPanel *self)
{
  if (!self->showing)
    qb_editor_session_set_tides (self->session, gtk_switch_get_active (self->tides_switch));
}

static void
entered_changed_cb (QbEditorPanel *self,
                    GParamSpec    *pspec,
                    GtkSwitch     *sw)
{
  QbScenario *draft = qb_editor_session_get_draft (self->session);
  guint zone = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (sw), "zone"));
  guint zones = qb_scenario_get_british_visited (draft);

  if (self->showing)
    return;
  if (gtk_switch_get_active (sw))
    zones |= 1u << zone;
  else
    zones &= ~(1u << zone);
  qb_editor_session_set_british_visited (self->session, zones, NULL);
}

static void
cap_rouge_changed_cb (QbEditorPanel *self)
{
  if (!self->showing)
    qb_editor_session_set_held_cap_rouge (self->session, gtk_switch_get_active (self->cap_rouge_switch), NULL);
}

static void
cv_changed_cb (QbEditorPanel *self)
{
  int block = picked_block (self);

  if (!self->showing && block >= 0)
    qb_editor_session_set_cv (self->session, (guint) block,
                              (guint) gtk_spin_button_get_value_as_int (self->cv_spin), NULL);
}

static void
area_changed_cb (QbEditorPanel *self)
{
  int block = picked_block (self);
  guint b = (guint) block;

  if (!self->showing && block >= 0)
    qb_editor_session_move_blocks (self->session, &b, 1,
                                   adw_combo_row_get_selected (self->area_row) == 1
                                   ? QB_LOC_STLAURENT : QB_LOC_BASON, NULL);
}

static void
selection_changed_cb (QbEditorPanel *self)
{
  self->showing = TRUE;
  show_block (self);
  self->showing = FALSE;
}

static void
qb_editor_panel_dispose (GObject *object)
{
  QbEditorPanel *self = QB_EDITOR_PANEL (object);

  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (qb_editor_panel_parent_class)->dispose (object);
}

static void
qb_editor_panel_class_init (QbEditorPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qb_editor_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor-panel");

  /**
   * QbEditorPanel::rule-activated:
   * @section: the rule section of a problem's link
   */
  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * QbEditorPanel::zone-picked:
   * @zone: the zone of the problem activated
   */
  signals[ZONE_PICKED] =
    g_signal_new ("zone-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static AdwPreferencesGroup *
group (GtkWidget  *box,
       const char *title)
{
  GtkWidget *g = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (g), title);
  gtk_box_append (GTK_BOX (box), g);
  return ADW_PREFERENCES_GROUP (g);
}

static AdwEntryRow *
entry_row (QbEditorPanel       *self,
           AdwPreferencesGroup *g,
           const char          *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_preferences_group_add (g, row);
  g_signal_connect_object (row, "notify::text", G_CALLBACK (text_changed_cb), self, G_CONNECT_SWAPPED);
  return ADW_ENTRY_ROW (row);
}

static AdwComboRow *
combo_row (AdwPreferencesGroup *g,
           const char          *title,
           const char          *first,
           const char          *second)
{
  GtkWidget *row = adw_combo_row_new ();
  const char *items[] = { first, second, NULL };
  g_autoptr(GtkStringList) model = gtk_string_list_new (items);

  /* No access key: libadwaita 1.2 gives a combo row's list the title
   * with its underscore as its accessible name. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_preferences_group_add (g, row);
  return ADW_COMBO_ROW (row);
}

static GtkSpinButton *
spin_row (AdwPreferencesGroup  *g,
          const char           *title,
          AdwActionRow        **row_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 16, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_preferences_group_add (g, row);
  *row_out = ADW_ACTION_ROW (row);
  return GTK_SPIN_BUTTON (spin);
}

static GtkLabel *
wrapped_label (AdwPreferencesGroup *g)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  adw_preferences_group_add (g, label);
  return GTK_LABEL (label);
}

static void
qb_editor_panel_init (QbEditorPanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  AdwPreferencesGroup *g;
  GtkWidget *row;

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), box);
  self->content = box;

  g = group (box, _("Problems"));
  self->problems_group = g;
  self->problems = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->problems, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->problems), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->problems), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Problems"), -1);
  g_signal_connect_object (self->problems, "row-activated", G_CALLBACK (problem_activated_cb), self, 0);
  adw_preferences_group_add (g, GTK_WIDGET (self->problems));

  g = group (box, _("Summary"));
  self->summary = wrapped_label (g);
  self->zones = wrapped_label (g);
  gtk_widget_add_css_class (GTK_WIDGET (self->zones), "caption");

  g = group (box, _("Picked Block"));
  self->block_group = g;
  self->cv_spin = spin_row (g, _("_Combat value"), &self->cv_row);
  g_signal_connect_object (self->cv_spin, "value-changed", G_CALLBACK (cv_changed_cb), self, G_CONNECT_SWAPPED);
  self->area_row = combo_row (g, _("River area"), qb_ui_area_name (QB_BASON), qb_ui_area_name (QB_STLAURENT));
  g_signal_connect_object (self->area_row, "notify::selected", G_CALLBACK (area_changed_cb), self, G_CONNECT_SWAPPED);

  g = group (box, _("Set-Up"));
  self->name_row = entry_row (self, g, _("_Name"));
  self->author_row = entry_row (self, g, _("_Author"));
  self->description_row = entry_row (self, g, _("_Description"));
  self->kind_row = combo_row (g, _("Kind"), _("French deployment"), _("Scenario (any position)"));
  g_signal_connect_object (self->kind_row, "notify::selected", G_CALLBACK (kind_changed_cb), self, G_CONNECT_SWAPPED);
  self->edition_row = combo_row (g, _("Edition"), _("Revised"), _("Classic"));
  g_signal_connect_object (self->edition_row, "notify::selected", G_CALLBACK (edition_changed_cb), self, G_CONNECT_SWAPPED);
  self->move_spin = spin_row (g, _("Starting _move"), &self->move_row);
  g_signal_connect_object (self->move_spin, "value-changed", G_CALLBACK (move_changed_cb), self, G_CONNECT_SWAPPED);
  row = adw_action_row_new ();
  self->tides_row = ADW_ACTION_ROW (row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Tides (23.0)"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  self->tides_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->tides_switch), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->tides_switch));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (self->tides_switch));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tides_switch), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tides"), -1);
  g_signal_connect_object (self->tides_switch, "notify::active", G_CALLBACK (tides_changed_cb), self, G_CONNECT_SWAPPED);
  adw_preferences_group_add (g, row);

  g = group (box, _("Before the First Move"));
  self->history_group = g;
  row = adw_expander_row_new ();
  self->entered_row = ADW_EXPANDER_ROW (row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Zones the British have _entered (20.0)"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_preferences_group_add (g, row);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    {
      GtkWidget *zone_row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (zone_row), qb_ui_zone_name (z));
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (zone_row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (zone_row), sw);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      qb_ui_zone_name (z), -1);
      g_object_set_data (G_OBJECT (sw), "zone", GUINT_TO_POINTER ((guint) z));
      g_signal_connect_object (sw, "notify::active", G_CALLBACK (entered_changed_cb), self, G_CONNECT_SWAPPED);
      adw_expander_row_add_row (self->entered_row, zone_row);
      self->entered_switches[z] = GTK_SWITCH (sw);
    }
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("British held _Cap Rouge at the end of the last move (21.0)"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  self->cap_rouge_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->cap_rouge_switch), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->cap_rouge_switch));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (self->cap_rouge_switch));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->cap_rouge_switch), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("British held Cap Rouge at the end of the last move"), -1);
  g_signal_connect_object (self->cap_rouge_switch, "notify::active", G_CALLBACK (cap_rouge_changed_cb), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_group_add (g, row);
}

GtkWidget *
qb_editor_panel_new (QbEditorSession *session)
{
  QbEditorPanel *self;

  g_return_val_if_fail (QB_IS_EDITOR_SESSION (session), NULL);

  self = g_object_new (QB_TYPE_EDITOR_PANEL, NULL);
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (show), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::selection", G_CALLBACK (selection_changed_cb), self,
                           G_CONNECT_SWAPPED);
  show (self);
  return GTK_WIDGET (self);
}

GtkListBox *
qb_editor_panel_get_problems (QbEditorPanel *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_PANEL (self), NULL);

  return self->problems;
}

char *
qb_editor_panel_get_summary_text (QbEditorPanel *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_PANEL (self), NULL);

  return g_strdup_printf ("%s\n%s", gtk_label_get_text (self->summary), gtk_label_get_text (self->zones));
}

/* A group of the page's own (the tools), after the panel's. */
void
qb_editor_panel_add_group (QbEditorPanel *self,
                           GtkWidget     *group)
{
  g_return_if_fail (QB_IS_EDITOR_PANEL (self));
  g_return_if_fail (GTK_IS_WIDGET (group));

  gtk_box_append (GTK_BOX (self->content), group);
}
