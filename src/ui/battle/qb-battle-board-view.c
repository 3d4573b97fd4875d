/* qb-battle-board-view.c: what QbBattleBoard shows (see
 * qb-battle-board.h): the blocks where the view puts them, block backs for
 * those the viewer may not identify (counted from the view's public
 * counts), a retreat's blocks under pursuit, the cells, the header, the
 * note, the status and the rout banner from the viewer's events.
 *
 * Everything shown comes from the view (qb_battle_board_shown_view()) and
 * from the game's events as the viewer may read them (qb_event_for(),
 * through the text layer): an enemy block the view does not identify is a
 * bare block back and never carries a name.
 */
#include <glib/gi18n.h>

#include "qb-battle-board-private.h"

#include <math.h>

#include "qb-action-text.h"
#include "qb-battle-cell.h"
#include "qb-battle-geometry.h"
#include "qb-battle-history.h"
#include "qb-battle-history-dialog.h"
#include "qb-battle-text.h"
#include "qb-block-widget.h"
#include "qb-data.h"
#include "qb-engine-text.h"
#include "qb-event-text.h"
#include "qb-game.h"
#include "qb-hit-text.h"
#include "qb-ui-names.h"
#include "qb-ui-style.h"

static GtkWidget *
known_widget (QbBattleBoard *self,
              int            block)
{
  if (self->known[block] == NULL)
    {
      GtkWidget *w = qb_block_widget_new (FALSE);
      GtkGesture *click = gtk_gesture_click_new ();
      GtkDragSource *source = gtk_drag_source_new ();

      g_signal_connect (w, "activate", G_CALLBACK (qb_battle_board_block_activated), self);
      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
      g_signal_connect (click, "released", G_CALLBACK (qb_battle_board_block_clicked), self);
      gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (click));
      gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
      g_signal_connect (source, "prepare", G_CALLBACK (qb_battle_board_drag_prepare), self);
      g_signal_connect (source, "drag-begin", G_CALLBACK (qb_battle_board_drag_begin), self);
      gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (source));
      /* Blocks are over the cells, under the header and the bar. */
      gtk_widget_insert_before (w, GTK_WIDGET (self), self->header_box);
      self->known[block] = w;
    }
  return self->known[block];
}

static GtkWidget *
hidden_widget (QbBattleBoard *self,
               int            i)
{
  if (self->hidden[i] == NULL)
    {
      GtkWidget *w = qb_block_widget_new (TRUE);
      gtk_widget_insert_before (w, GTK_WIDGET (self), self->header_box);
      self->hidden[i] = w;
    }
  return self->hidden[i];
}

static void
add_place (QbBattleBoard *self,
           GtkWidget     *widget,
           int            row,
           int            cell)
{
  self->places[self->n_places].widget = widget;
  self->places[self->n_places].row = row;
  self->places[self->n_places].cell = cell;
  self->n_places++;
}

static int
cell_of_slot (int slot)
{
  return slot <= QB_SLOT_SKIRMISH ? slot : QB_BATTLE_CELL_ASIDE;
}

/* The name of a block's place: its slot's, but "In the zone" for the
 * blocks a raid or a scouting finds there (22.2, 22.3), never deployed. */
static const char *
place_name (const QbView *view,
            int           slot)
{
  if (slot == QB_SLOT_NONE && view->battle.kind != QB_BATTLE_NORMAL)
    return qb_battle_aside_name (view);
  return qb_battle_slot_name (slot);
}

/* The block's words on the battle board: its own (qb-block-widget.c)
 * with its place in the battle. */
static void
describe_place (GtkWidget  *widget,
                const char *place,
                gboolean    fired,
                const char *why)
{
  const char *label = qb_block_widget_get_label (QB_BLOCK_WIDGET (widget));
  g_autofree char *text = NULL;

  if (fired)
    /* Translators: a block on the battle board: %1$s describes it, %2$s
     * is its place ("Left column"). */
    text = g_strdup_printf (C_("battle block", "%1$s; %2$s; fired this turn"), label, place);
  else
    /* Translators: a block on the battle board: %1$s describes it, %2$s
     * is its place ("Left column"). */
    text = g_strdup_printf (C_("battle block", "%1$s; %2$s"), label, place);
  if (why != NULL)
    {
      /* Translators: after a block's description on the battle board,
       * why clicking it does nothing now; %s is the engine's reason. */
      char *more = g_strdup_printf (C_("battle block", "%1$s. Not now: %2$s"), text, why);
      g_free (text);
      text = more;
    }
  gtk_widget_set_tooltip_text (widget, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/* The battle's events as the viewer sees them: the last fire (for the
 * dice), the last sentence (for the status line) and the decoys removed
 * before it (10.2). */
static void
read_events (QbBattleBoard *self,
             const QbView  *view,
             GString       *note)
{
  int viewer = qb_battle_board_shown_viewer (self);
  guint n = 0;
  const QbEvent *events = qb_battle_board_shown_events (self, &n);
  guint start = n;
  g_autofree char *status = NULL;
  g_autofree char *rout = NULL;
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (QbEvent));
  /* The game being played; none for a replay's moment, whose steps
   * forward animate like play and whose steps back reset. */
  QbGame *game = self->session != NULL ? qb_play_session_get_game (self->session) : NULL;

  self->have_fire = FALSE;
  g_clear_pointer (&self->double_text, g_free);
  /* Another game, or an undo: nothing of the past is animated. */
  if (game != self->seen_game || n < self->seen_events)
    {
      qb_battle_board_motion_reset (self, n);
      self->seen_game = game;
    }
  /* New events start a new animation: nothing of the last one's (its
   * flashes, its roll) carries over into it. */
  if (n > self->seen_events)
    {
      self->n_flashing = 0;
      self->rolling = FALSE;
    }
  while (start > 0 && events[start - 1].type != QB_EV_BATTLE && events[start - 1].type != QB_EV_RAID
         && events[start - 1].type != QB_EV_SCOUT)
    start--;
  if (start > 0)
    start--;
  /* A scouting is told block by block (22.3): its first block starts it. */
  while (start > 0 && events[start].type == QB_EV_SCOUT && events[start - 1].type == QB_EV_SCOUT)
    start--;
  for (guint i = start; i < n; i++)
    {
      QbEvent ev;
      if (!qb_event_for (&events[i], viewer, &ev))
        continue;
      g_array_append_val (seen, ev);
      if (i >= self->seen_events)
        qb_battle_board_motion_note (self, &ev);
      if (ev.type == QB_EV_FIRE || ev.type == QB_EV_PURSUIT)
        {
          self->fire = ev;
          self->have_fire = TRUE;
        }
      if (ev.type == QB_EV_DECOYS_REMOVED)
        {
          g_autofree char *text = qb_event_text (&ev, self->edition, viewer);
          if (text != NULL)
            g_string_append_printf (note, "%s%s", note->len > 0 ? " " : "", text);
        }
      g_free (status);
      status = qb_event_text (&ev, self->edition, viewer);
    }
  if (self->have_fire)
    self->double_text = qb_battle_double_text (&self->fire);
  self->seen_events = n;
  qb_battle_board_motion_start (self);
  /* A rout and its pursuit (16.x): a banner, from the same events. */
  rout = qb_battle_rout_text ((const QbEvent *) seen->data, seen->len);
  /* Or what the Ottawa's scouting found (22.3), all of it. */
  if (rout == NULL)
    rout = qb_battle_scout_text ((const QbEvent *) seen->data, seen->len, self->edition);
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->banner)), rout != NULL ? rout : "") != 0)
    gtk_label_set_text (GTK_LABEL (self->banner), rout != NULL ? rout : "");
  gtk_widget_set_visible (self->banner, rout != NULL);
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->status)), status != NULL ? status : "") != 0)
    gtk_label_set_text (GTK_LABEL (self->status), status != NULL ? status : "");
}

/* How many of the retreating side's blocks that left in the retreat the
 * viewer does not identify: those the retreat moved (its public event)
 * less those eliminated since (public too) and those the view names. */
static int
retreated_hidden (QbBattleBoard *self,
                  const QbView  *view,
                  int            known)
{
  int viewer = qb_battle_board_shown_viewer (self);
  guint n = 0;
  const QbEvent *events = qb_battle_board_shown_events (self, &n);
  int side = view->battle.retreat_side, moved = -1;

  for (guint i = 0; i < n; i++)
    {
      QbEvent ev;
      if (events[i].type == QB_EV_BATTLE || events[i].type == QB_EV_RAID || events[i].type == QB_EV_SCOUT)
        moved = -1;
      if (!qb_event_for (&events[i], viewer, &ev) || ev.side != side)
        continue;
      if (ev.type == QB_EV_RETREAT && ev.zone == view->battle.retreat_zone)
        moved = ev.b;
      else if (ev.type == QB_EV_ELIMINATED && moved > 0)
        moved--;
    }
  return MAX (0, moved - known);
}

void
qb_battle_board_refresh (QbBattleBoard *self)
{
  const QbView *view = qb_battle_board_shown_view (self);
  int viewer, zone, defender;
  int known_in[2][QB_BATTLE_N_CELLS] = { { 0 } };
  int hidden_in[2][QB_BATTLE_N_CELLS] = { { 0 } };
  int n_hidden = 0;
  gboolean shown[QB_NUM_BLOCKS] = { FALSE };
  g_autoptr(GString) note = g_string_new (NULL);

  self->has_battle = view != NULL && view->battle.active && qb_phase_is_battle (view->phase);
  self->n_places = 0;
  if (!self->has_battle)
    {
      self->picked = -1;
      for (int b = 0; b < QB_NUM_BLOCKS; b++)
        if (self->known[b] != NULL)
          gtk_widget_set_visible (self->known[b], FALSE);
      for (int i = 0; i < N_HIDDEN; i++)
        if (self->hidden[i] != NULL)
          gtk_widget_set_visible (self->hidden[i], FALSE);
      for (int r = 0; r < 2; r++)
        for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
          gtk_widget_set_visible (self->cells[r][c], FALSE);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      return;
    }

  /* Where the known blocks stand, for a retreat's slide (before the
   * view moves them). */
  qb_battle_board_motion_keep_places (self);
  viewer = qb_battle_board_shown_viewer (self);
  zone = view->battle.zone;
  defender = view->battle.defender;
  self->edition = view->options.edition;
  self->skirmish = view->battle.skirmish;
  if (self->picked >= 0 && !qb_battle_board_may_place (self, self->picked))
    self->picked = -1;

  /* The blocks the viewer identifies, where the view puts them. */
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbViewBlock *vb = &view->blocks[b];
      int side = QB_BLOCK_SIDE (b);
      if (vb->loc != zone || vb->type == QB_UNKNOWN)
        continue;
      int row = qb_battle_row_of_side (side, viewer, defender);
      int cell = cell_of_slot (vb->slot);
      GtkWidget *w = known_widget (self, b);
      QbBlockFace face = { 0 };
      QbAction action;
      gboolean fired = (vb->flags & QB_BF_FIRED) != 0;
      gboolean acts = qb_battle_board_block_action (self, b, &action);
      gboolean placeable = qb_battle_board_may_place (self, b);

      face.block = b;
      face.side = side;
      face.type = vb->type;
      face.cv = vb->cv;
      face.max_cv = qb_unit_info (self->edition, b)->max_cv;
      face.loc = zone;
      face.edition = self->edition;
      face.own = side == viewer;
      qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &face);
      g_autofree char *why = qb_battle_board_why_not (self, view, b);

      describe_place (w, place_name (view, vb->slot), fired, why);
      /* The blocks that may act are lit; picked, only the picked one. */
      qb_block_widget_set_selected (QB_BLOCK_WIDGET (w),
                                    self->picked >= 0 ? b == self->picked : acts);
      gtk_widget_set_focusable (w, acts || placeable);
      gtk_widget_set_opacity (w, fired ? 0.45 : 1.0);
      gtk_widget_set_visible (w, TRUE);
      add_place (self, w, row, cell);
      known_in[row][cell]++;
      shown[b] = TRUE;
    }

  /* The blocks it does not: block backs, as many as the public counts
   * say stand in each place. */
  for (int side = QB_BRITISH; side <= QB_FRENCH; side++)
    {
      int row = qb_battle_row_of_side (side, viewer, defender);
      int placed = view->reserve_count[side];
      int want[QB_BATTLE_N_CELLS] = { 0 };

      /* The view counts the reserve apart (its column_count[][3] is 0). */
      want[QB_SLOT_RESERVE] = view->reserve_count[side];
      for (int slot = 0; slot <= QB_SLOT_SKIRMISH; slot++)
        if (slot != QB_SLOT_RESERVE)
          {
            want[slot] = view->column_count[side][slot];
            placed += view->column_count[side][slot];
          }
      want[QB_BATTLE_CELL_ASIDE] = MAX (0, view->count[side][zone] - placed);
      for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
        {
          int missing = want[c] - known_in[row][c];
          for (int k = 0; k < missing && n_hidden < N_HIDDEN; k++)
            {
              GtkWidget *w = hidden_widget (self, n_hidden++);
              QbBlockFace face = { 0 };
              face.block = -1;
              face.side = side;
              face.type = -1;
              face.cv = -1;
              face.loc = zone;
              face.edition = self->edition;
              qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &face);
              describe_place (w, place_name (view, c == QB_BATTLE_CELL_ASIDE ? QB_SLOT_NONE : c), FALSE, NULL);
              gtk_widget_set_visible (w, TRUE);
              add_place (self, w, row, c);
              hidden_in[row][c]++;
            }
        }
    }
  /* The blocks of a retreat that are still the battle's: they left its
   * zone but may take the pursuit's hits (16.2, 17.2), aside under
   * "Retreated" until the retreat is over. */
  if (view->battle.retreat_side <= QB_FRENCH && view->battle.retreat_zone < QB_NUM_ZONES)
    {
      int side = view->battle.retreat_side;
      int row = qb_battle_row_of_side (side, viewer, defender);
      int known_retreated = 0, hidden;

      for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
        {
          const QbViewBlock *vb = &view->blocks[b];
          if (vb->loc != view->battle.retreat_zone || vb->slot != QB_SLOT_RETREATED || vb->type == QB_UNKNOWN
              || shown[b])
            continue;
          GtkWidget *w = known_widget (self, b);
          QbBlockFace face = { 0 };
          gboolean acts = qb_battle_board_block_action (self, b, NULL);

          face.block = b;
          face.side = side;
          face.type = vb->type;
          face.cv = vb->cv;
          face.max_cv = qb_unit_info (self->edition, b)->max_cv;
          face.loc = vb->loc;
          face.edition = self->edition;
          face.own = side == viewer;
          qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &face);
          describe_place (w, qb_battle_slot_name (QB_SLOT_RETREATED), FALSE, NULL);
          qb_block_widget_set_selected (QB_BLOCK_WIDGET (w), acts);
          gtk_widget_set_focusable (w, acts);
          gtk_widget_set_opacity (w, 1.0);
          gtk_widget_set_visible (w, TRUE);
          add_place (self, w, row, QB_BATTLE_CELL_ASIDE);
          known_in[row][QB_BATTLE_CELL_ASIDE]++;
          shown[b] = TRUE;
          known_retreated++;
        }
      /* Those it may not identify, as block backs. */
      hidden = retreated_hidden (self, view, known_retreated);
      for (int k = 0; k < hidden && n_hidden < N_HIDDEN; k++)
        {
          GtkWidget *w = hidden_widget (self, n_hidden++);
          QbBlockFace face = { 0 };
          face.block = -1;
          face.side = side;
          face.type = -1;
          face.cv = -1;
          face.loc = view->battle.retreat_zone;
          face.edition = self->edition;
          qb_block_widget_set_face (QB_BLOCK_WIDGET (w), &face);
          describe_place (w, qb_battle_slot_name (QB_SLOT_RETREATED), FALSE, NULL);
          gtk_widget_set_visible (w, TRUE);
          add_place (self, w, row, QB_BATTLE_CELL_ASIDE);
          hidden_in[row][QB_BATTLE_CELL_ASIDE]++;
        }
    }
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (!shown[b] && self->known[b] != NULL)
      gtk_widget_set_visible (self->known[b], FALSE);
  for (int i = n_hidden; i < N_HIDDEN; i++)
    if (self->hidden[i] != NULL)
      gtk_widget_set_visible (self->hidden[i], FALSE);

  /* Each block's place among its cell's. */
  {
    int next[2][QB_BATTLE_N_CELLS] = { { 0 } };
    for (int i = 0; i < self->n_places; i++)
      {
        int r = self->places[i].row, c = self->places[i].cell;
        self->places[i].index = next[r][c]++;
        self->places[i].count = known_in[r][c] + hidden_in[r][c];
      }
  }
  self->aside = known_in[0][QB_BATTLE_CELL_ASIDE] + hidden_in[0][QB_BATTLE_CELL_ASIDE]
                + known_in[1][QB_BATTLE_CELL_ASIDE] + hidden_in[1][QB_BATTLE_CELL_ASIDE] > 0;

  /* The cells: those the layout shows (qb-battle-geometry.c: a skirmish
   * has one line and no reserve), their names, and where the picked block
   * may go. Hidden, not just left out of the layout, so that screen
   * readers meet only what is on the screen. */
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < QB_BATTLE_N_CELLS; c++)
      {
        QbBattleCell *cell = QB_BATTLE_CELL (self->cells[r][c]);
        gboolean laid_out = c == QB_BATTLE_CELL_ASIDE ? self->aside
                            : self->skirmish ? c == QB_SLOT_SKIRMISH : c != QB_SLOT_SKIRMISH;
        gtk_widget_set_visible (GTK_WIDGET (cell), laid_out);
        int side = qb_battle_row_of_side (QB_BRITISH, viewer, defender) == r ? QB_BRITISH : QB_FRENCH;
        int n = known_in[r][c] + hidden_in[r][c];
        const char *name = c == QB_BATTLE_CELL_ASIDE ? qb_battle_aside_name (view) : qb_battle_slot_name (c);
        /* Translators: a place on the battle board for screen readers:
         * %1$s the side ("British"), %2$s the place ("Left column"), %3$d
         * its blocks. */
        g_autofree char *detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s %2$s, %3$d block",
                                                                "%1$s %2$s, %3$d blocks", n),
                                                   qb_ui_side_name (side), name, n);
        qb_battle_cell_set_text (cell, name, detail);
        qb_battle_cell_set_target (cell, self->picked >= 0
                                   && QB_BLOCK_SIDE (self->picked) == side
                                   && c <= 2 && (qb_battle_board_find_action (self, QB_ACT_DEPLOY, self->picked, c, NULL)
                                                 || qb_battle_board_find_action (self, QB_ACT_COMMIT, self->picked, c, NULL)));
        if (self->picked >= 0 && c == QB_SLOT_RESERVE && QB_BLOCK_SIDE (self->picked) == side
            && qb_battle_board_find_action (self, QB_ACT_DEPLOY, self->picked, QB_SLOT_RESERVE, NULL))
          qb_battle_cell_set_target (cell, TRUE);
        gtk_widget_remove_css_class (GTK_WIDGET (cell), "british");
        gtk_widget_remove_css_class (GTK_WIDGET (cell), "french");
        gtk_widget_add_css_class (GTK_WIDGET (cell), side == QB_BRITISH ? "british" : "french");
      }

  /* The words: the header, what a deployment lacks, the decoys removed
   * (10.2), the last thing that happened. */
  {
    g_autofree char *header = qb_battle_header (view);
    int side = view->decider;
    g_autofree char *missing = NULL;
    if (side == viewer || viewer == QB_NO_SIDE)
      missing = qb_battle_deploy_missing (view, side);
    gtk_label_set_text (GTK_LABEL (self->header), header);
    read_events (self, view, note);
    g_autofree char *embark = qb_battle_embark_note (view);
    if (missing != NULL)
      g_string_prepend (note, missing);
    if (embark != NULL)
      g_string_prepend (note, embark);
    gtk_label_set_text (GTK_LABEL (self->note), note->str);
    gtk_widget_set_visible (self->note, note->len > 0);
  }
  qb_battle_board_update_buttons (self, view);
  qb_battle_board_update_odds (self, view);
  qb_battle_board_maybe_auto_allocate (self, view);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
