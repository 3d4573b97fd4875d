/* qb-replay-transport.c: QbReplayView's header and transport: the words
 * for the selected moment in the header, the playing speed menu and the
 * "battles only" toggle beside the scale, the glyphs of the notes over the
 * scale, and the map or the battle board above it.
 *
 * The header says what the selected moment is ("Move 5 · Battle: Beauport
 * · The British retreat"), not the phase still to come, which a player
 * reads as the next thing to happen; that phase is its tooltip.
 */
#include <glib/gi18n.h>

#include "qb-replay-view-private.h"

/* ---- The header ----------------------------------------------------------------- */

/* The index's moment a row of the list stands for, or the last one at or
 * before the position (for a note's or a bookmark's row); its place in
 * the index's moments, or G_MAXUINT before the first. */
static guint
selected_index_moment (QbReplayView *self)
{
  QbReplayIndex *index = qb_replay_session_get_index (self->session);
  guint selected = qb_replay_session_get_selected_moment (self->session);
  guint position = qb_replay_session_get_position (self->session);
  guint n_moments = 0, lo = 0, hi;
  const QbMoment *moments = qb_replay_index_get_moments (index, &n_moments);

  if (selected != G_MAXUINT)
    {
      g_autoptr(QbReplayMoment) item = g_list_model_get_item (qb_replay_session_get_moments (self->session),
                                                              selected);
      if (item != NULL && qb_replay_moment_get_kind (item) == QB_REPLAY_ITEM_MOMENT)
        return qb_replay_moment_get_ref (item);
    }
  hi = n_moments;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (moments[mid].index > position)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo > 0 ? lo - 1 : G_MAXUINT;
}

/* The header says what the selected moment is, in its move and battle:
 * "Move 5 · Battle: Beauport · The British retreat". (The phase still to
 * come is the tooltip.) */
char *
qb_replay_view_moment_title (QbReplayView *self)
{
  QbReplayIndex *index = qb_replay_session_get_index (self->session);
  guint n_moments = 0, at = selected_index_moment (self);
  const QbMoment *moments = qb_replay_index_get_moments (index, &n_moments);
  const QbMoment *m, *move = NULL, *battle = NULL;
  g_autoptr(GString) title = g_string_new (NULL);

  if (at == G_MAXUINT)
    return NULL;
  m = &moments[at];
  if (m->type == QB_MOMENT_START || m->type == QB_MOMENT_MOVE_START || m->type == QB_MOMENT_GAME_OVER)
    return qb_replay_moment_text (m);
  for (guint i = at; i-- > 0 && move == NULL;)
    if (moments[i].type == QB_MOMENT_MOVE_START || moments[i].type == QB_MOMENT_START)
      move = &moments[i];
    else if (moments[i].type == QB_MOMENT_BATTLE && battle == NULL)
      battle = &moments[i];
  if (move != NULL)
    {
      g_autofree char *text = qb_replay_moment_text (move);
      g_string_append (title, text);
    }
  if (battle != NULL && m->type != QB_MOMENT_BATTLE && m->type != QB_MOMENT_ORDERS_REVEALED)
    {
      g_autofree char *text = qb_replay_moment_text (battle);
      g_string_append_printf (title, "%s%s", title->len > 0 ? " · " : "", text);
    }
  {
    g_autofree char *text = qb_replay_moment_text (m);
    g_string_append_printf (title, "%s%s", title->len > 0 ? " · " : "", text);
  }
  return g_string_free (g_steal_pointer (&title), FALSE);
}

/* ---- Glyphs on the timeline ---------------------------------------------------- */

/* The glyphs of the notes the viewer may read, over the scale: the first
 * of each position's. */
void
qb_replay_view_add_glyph_marks (QbReplayView *self)
{
  GListModel *notes = qb_replay_session_get_notes (self->session);
  guint n = g_list_model_get_n_items (notes);

  g_array_set_size (self->glyph_positions, 0);
  g_ptr_array_set_size (self->glyph_symbols, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(QbReplayNote) item = g_list_model_get_item (notes, i);
      const QbAnnotation *note = qb_replay_note_get_annotation (item);
      const char *symbol = qb_glyph_symbol ((QbGlyph) note->glyph);

      if (symbol == NULL || (self->glyph_positions->len > 0
                             && g_array_index (self->glyph_positions, guint,
                                               self->glyph_positions->len - 1) == note->index))
        continue;
      g_array_append_val (self->glyph_positions, note->index);
      g_ptr_array_add (self->glyph_symbols, (gpointer) symbol);
      gtk_scale_add_mark (self->scale, note->index, GTK_POS_TOP, symbol);
    }
}

const char *
qb_replay_view_get_timeline_glyph (QbReplayView *self,
                                   guint         position)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  for (guint i = 0; i < self->glyph_positions->len; i++)
    if (g_array_index (self->glyph_positions, guint, i) == position)
      return g_ptr_array_index (self->glyph_symbols, i);
  return NULL;
}

/* ---- The playing speed ----------------------------------------------------------- */

/* Slow, as played, fast, fastest: the time between two steps. */
static const guint speed_intervals[] = {
  QB_REPLAY_PLAY_INTERVAL_MS * 2, QB_REPLAY_PLAY_INTERVAL_MS,
  QB_REPLAY_PLAY_INTERVAL_MS / 2, QB_REPLAY_PLAY_INTERVAL_MS / 4,
};

static const char *
speed_label (guint speed)
{
  switch (speed)
    {
    /* Translators: playing speeds of the replay: half, normal, double,
     * four times */
    case 0: return C_("speed", "0.5×");
    case 1: return C_("speed", "1×");
    case 2: return C_("speed", "2×");
    default: return C_("speed", "4×");
    }
}

/* The choice nearest to the session's interval. */
guint
qb_replay_view_get_play_speed (QbReplayView *self)
{
  guint interval = qb_replay_session_get_play_interval (self->session), best = 0;

  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), 1);

  for (guint i = 1; i < G_N_ELEMENTS (speed_intervals); i++)
    if (ABS ((int) speed_intervals[i] - (int) interval) < ABS ((int) speed_intervals[best] - (int) interval))
      best = i;
  return best;
}

static void
session_play_interval_cb (QbReplayView *self)
{
  gtk_menu_button_set_label (self->speed, speed_label (qb_replay_view_get_play_speed (self)));
  g_object_notify (G_OBJECT (self), "play-speed");
}

/* A menu of the speeds ("replay.speed", the "play-speed" property),
 * between the buttons and the scale. */
void
qb_replay_view_set_play_speed (QbReplayView *self,
                               guint         speed)
{
  g_return_if_fail (QB_IS_REPLAY_VIEW (self));
  qb_replay_session_set_play_interval (self->session,
                                       speed_intervals[MIN (speed, G_N_ELEMENTS (speed_intervals) - 1)]);
}

/* ---- The battle board ------------------------------------------------------------ */

/* At a battle's moment the battle board takes the map's place, as on the
 * Play page: the position's view for the chosen viewpoint (nothing more),
 * with the events up to it for the last fire's dice and the history. The
 * page not shown is hidden too, so that screen readers meet only what is
 * on the screen (see qb-play-view.c). */
void
qb_replay_view_show_board (QbReplayView *self,
                           const QbView *view)
{
  GtkWidget *map = gtk_widget_get_parent (GTK_WIDGET (self->board));

  if (view != NULL && qb_replay_session_get_in_battle (self->session)
      && view->battle.active && qb_phase_is_battle (view->phase))
    {
      guint n_events = 0;
      const QbEvent *events = qb_replay_session_get_events (self->session, &n_events);

      qb_battle_board_show_moment (self->battle_board, view, events, n_events);
      gtk_widget_set_visible (GTK_WIDGET (self->battle_board), TRUE);
      gtk_stack_set_visible_child_name (self->board_stack, "battle");
      gtk_widget_set_visible (map, FALSE);
    }
  else
    {
      gtk_widget_set_visible (map, TRUE);
      gtk_stack_set_visible_child_name (self->board_stack, "map");
      gtk_widget_set_visible (GTK_WIDGET (self->battle_board), FALSE);
      qb_battle_board_show_moment (self->battle_board, NULL, NULL, 0);
    }
}

GtkWidget *
qb_replay_view_get_battle_board (QbReplayView *self)
{
  g_return_val_if_fail (QB_IS_REPLAY_VIEW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->battle_board))
         ? GTK_WIDGET (self->battle_board) : NULL;
}

/* ---- The transport --------------------------------------------------------------- */

void
qb_replay_view_transport_init (QbReplayView *self)
{
  GtkWidget *transport = gtk_widget_get_parent (GTK_WIDGET (self->scale));
  g_autoptr(GMenu) menu = g_menu_new ();

  for (guint i = 0; i < G_N_ELEMENTS (speed_intervals); i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (speed_label (i), NULL);
      g_menu_item_set_action_and_target_value (item, "replay.speed", g_variant_new_int32 ((gint32) i));
      g_menu_append_item (menu, item);
    }
  self->speed = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_menu_model (self->speed, G_MENU_MODEL (menu));
  gtk_widget_add_css_class (GTK_WIDGET (self->speed), "flat");
  gtk_widget_set_valign (GTK_WIDGET (self->speed), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->speed), _("Playing Speed"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->speed), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Playing speed"), -1);
  gtk_widget_insert_before (GTK_WIDGET (self->speed), transport, GTK_WIDGET (self->scale));
  /* Battles only: the steps and playing go from one battle's decision to
   * the next and skip the rest of the game. */
  self->battles_only = GTK_TOGGLE_BUTTON (gtk_toggle_button_new_with_label (_("Battles")));
  gtk_widget_add_css_class (GTK_WIDGET (self->battles_only), "flat");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->battles_only),
                               _("Step and play through the battles only"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->battles_only), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Battles only"), -1);
  g_object_bind_property (self->session, "battles-only", self->battles_only, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_widget_insert_before (GTK_WIDGET (self->battles_only), transport, GTK_WIDGET (self->scale));
  /* Glyphs over the scale make the row taller: the buttons keep their
   * shape (the round Play button would stretch into a pill). */
  for (GtkWidget *c = gtk_widget_get_first_child (transport); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (c != GTK_WIDGET (self->scale))
      gtk_widget_set_valign (c, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->session, "notify::play-interval", G_CALLBACK (session_play_interval_cb), self);
  session_play_interval_cb (self);
}
