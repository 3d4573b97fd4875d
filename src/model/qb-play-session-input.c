/* qb-play-session-input.c: QbPlaySession: what a click on a zone or a
 * block, a drop from the deployment tray or a choice in the list means for
 * the player at the screen, matched to their legal actions, and why a
 * click means nothing; the blocks picked for an order and taken out of
 * it; which actions the zone picked on the map (or the order being typed)
 * narrows the list to (see qb-play-session.h). */
#include <glib/gi18n-lib.h>

#include "qb-engine-text.h"
#include "qb-game.h"
#include "qb-play-session-private.h"

/* Whether the player at the screen may decide now; else why not. */
static gboolean
check_at_screen (QbPlaySession  *self,
                 GError        **error)
{
  if (self->game == NULL)
    {
      g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_GAME,
                           _("No game is being played."));
      return FALSE;
    }
  if (self->curtain_side >= 0)
    {
      g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_CURTAIN,
                           self->curtain_side == QB_BRITISH
                           ? _("The British player must come to the screen first.")
                           : _("The French player must come to the screen first."));
      return FALSE;
    }
  /* Without a curtain the viewer may decide: a private decision is only
   * ever shown to its own player (update()). */
  return TRUE;
}

typedef gboolean (*MatchFunc) (QbAction a,
                               int      x,
                               int      y);

/* How many of the viewer's actions a click means; the last in *out. */
static guint
count_matches (QbPlaySession *self,
               MatchFunc      match,
               int            x,
               int            y,
               QbAction      *out)
{
  guint found = 0;

  for (guint i = 0; i < self->actions->len; i++)
    {
      QbAction a = g_array_index (self->actions, QbAction, i);
      if (match (a, x, y))
        {
          *out = a;
          found++;
        }
    }
  return found;
}

static gboolean
match_zone_choice (QbAction a,
                   int      zone,
                   int      unused)
{
  return (a.type == QB_ACT_CHOOSE_SITE || a.type == QB_ACT_CHOOSE_BATTLE
          || a.type == QB_ACT_OTTAWA_RETREAT || a.type == QB_ACT_RETREAT) && a.b == zone;
}

static gboolean
match_block (QbAction a,
             int      block,
             int      unused)
{
  return (a.type == QB_ACT_FIRE || a.type == QB_ACT_HIT || a.type == QB_ACT_DESERT
          || a.type == QB_ACT_SUPPLY_LOSS || a.type == QB_ACT_EMBARK) && a.a == block;
}

static gboolean
match_move (QbAction a,
            int      block,
            int      zone)
{
  return (a.type == QB_ACT_ORDER_MOVE && a.a == block && a.b == zone && a.c == QB_MODE_LAND)
      || (a.type == QB_ACT_PLACE && a.a == block && a.b == zone);
}

static gboolean
match_any_order_move (QbAction a,
                      int      block,
                      int      unused)
{
  return a.type == QB_ACT_ORDER_MOVE && a.a == block;
}

/* The move of `block` to `zone`: by land if it may go by land, else by
 * boat; FALSE if it may go neither way. */
static gboolean
find_move (QbPlaySession *self,
           int            block,
           int            zone,
           QbAction      *out)
{
  gboolean found = FALSE;

  for (guint i = 0; i < self->actions->len; i++)
    {
      QbAction a = g_array_index (self->actions, QbAction, i);
      if (a.type != QB_ACT_ORDER_MOVE || a.a != block || a.b != zone)
        continue;
      if (!found || a.c == QB_MODE_LAND)
        *out = a;
      found = TRUE;
    }
  return found;
}

/* Whether every block picked for the order may go to `zone`. */
static gboolean
picked_can_reach (QbPlaySession *self,
                  int            zone)
{
  QbAction a;

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (((self->picked_blocks >> b) & 1) && !find_move (self, b, zone, &a))
      return FALSE;
  return TRUE;
}

/**
 * qb_play_session_match_zone:
 * @action: (out): the action, with %QB_PLAY_CLICK_ACTION
 *
 * What a click on @zone means: the one legal action that chooses it (a
 * battle site, the next battle, a retreat); else, with blocks picked for
 * the order, their move there if every one of them may go; else, while
 * orders are written and a zone is picked, a destination its blocks can reach; else picking
 * the zone (or dropping it).
 *
 * Returns: what the click means; %QB_PLAY_CLICK_NONE with @error set when
 *   the player at the screen may not decide now
 */
QbPlayClick
qb_play_session_match_zone (QbPlaySession  *self,
                            int             zone,
                            QbAction       *action,
                            GError        **error)
{
  QbAction a;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), QB_PLAY_CLICK_NONE);
  g_return_val_if_fail (zone >= 0 && zone < QB_NUM_ZONES, QB_PLAY_CLICK_NONE);

  if (!check_at_screen (self, error))
    return QB_PLAY_CLICK_NONE;
  if (count_matches (self, match_zone_choice, zone, 0, &a) == 1)
    {
      if (action != NULL)
        *action = a;
      return QB_PLAY_CLICK_ACTION;
    }
  /* In a battle the map only chooses a retreat (15.x, 22.4): a zone that
   * is none of them does nothing (two ways to one zone pick it, and the
   * decision panel shows both). */
  if (qb_phase_is_battle (self->view.phase) && count_matches (self, match_zone_choice, zone, 0, &a) == 0)
    {
      g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH,
                           _("No retreat goes there."));
      return QB_PLAY_CLICK_NONE;
    }
  if (self->picked_blocks != 0 && zone != self->selected_zone && picked_can_reach (self, zone))
    return QB_PLAY_CLICK_MOVE;
  if (self->view.phase == QB_PHASE_ORDERS && self->selected_zone >= 0 && zone != self->selected_zone)
    /* A destination for the picked group, if the group can go there. */
    for (guint i = 0; i < self->actions->len; i++)
      {
        QbAction m = g_array_index (self->actions, QbAction, i);
        if (m.type == QB_ACT_ORDER_MOVE && m.b == zone && self->view.blocks[m.a].loc == self->selected_zone)
          return QB_PLAY_CLICK_TARGET;
      }
  return QB_PLAY_CLICK_SELECT;
}

/**
 * qb_play_session_match_block:
 * @action: (out): the action
 *
 * What a click on @block (on the board or in the deployment tray) means:
 * the one legal action about it alone (firing, taking a hit, deserting,
 * embarking), else its land move to the destination picked, else its
 * placement in the zone picked (3.4).
 *
 * Returns: whether exactly one action matches; else @error says why
 */
gboolean
qb_play_session_match_block (QbPlaySession  *self,
                             int             block,
                             QbAction       *action,
                             GError        **error)
{
  QbAction a;
  guint n;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  g_return_val_if_fail (block >= 0 && block < QB_NUM_BLOCKS, FALSE);

  if (!check_at_screen (self, error))
    return FALSE;
  /* Each of these names at most one action: a block fires, takes a hit,
   * deserts or embarks once, and goes to one zone by land or is placed
   * there once. */
  n = count_matches (self, match_block, block, 0, &a);
  if (n != 1 && self->target_zone >= 0)
    n = count_matches (self, match_move, block, self->target_zone, &a);
  if (n != 1 && self->selected_zone >= 0)
    n = count_matches (self, match_move, block, self->selected_zone, &a);
  if (n == 1)
    {
      if (action != NULL)
        *action = a;
      return TRUE;
    }
  if (self->target_zone < 0 && count_matches (self, match_any_order_move, block, 0, &a) > 0)
    g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_TARGET,
                         _("Pick the zone of the block, then where it goes, then the block."));
  else
    g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH,
                         _("This block has nothing to do now."));
  return FALSE;
}

/* The blocks a drag of `block` on the board carries while orders are
 * written: the block itself, and with it the blocks picked in its zone (a
 * press on the block picked it, or put it back, before the drag began). */
static guint64
drag_group (QbPlaySession *self,
            int            block)
{
  guint64 group = G_GUINT64_CONSTANT (1) << block;
  int from = self->view.blocks[block].loc;

  if (from == self->selected_zone)
    group |= self->picked_blocks;
  return group;
}

/* The zones every block of `group` may be ordered to (bit z = zone z). */
static guint
group_destinations (QbPlaySession *self,
                    guint64        group)
{
  guint zones = (1u << QB_NUM_ZONES) - 1;
  QbAction a;

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if ((group >> b) & 1)
      {
        guint reach = 0;

        for (int z = 0; z < QB_NUM_ZONES; z++)
          if (find_move (self, b, z, &a))
            reach |= 1u << z;
        zones &= reach;
      }
  return zones;
}

/**
 * qb_play_session_match_drop:
 * @action: (out): the action
 *
 * What dropping @block on @zone means: its placement there if it comes
 * from the deployment tray (3.4); while orders are written, a block
 * dragged on the board is ordered there, by land if it may go by land,
 * else by boat.
 *
 * Returns: whether the drop means a legal action; else @error says why
 *   (the engine's reason as a %QB_GAME_ERROR_ILLEGAL)
 */
gboolean
qb_play_session_match_drop (QbPlaySession  *self,
                            int             block,
                            int             zone,
                            QbAction       *action,
                            GError        **error)
{
  QbAction a = { QB_ACT_PLACE, (uint8_t) block, (uint8_t) zone, 0 };
  const char *reason = NULL;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  g_return_val_if_fail (block >= 0 && block < QB_NUM_BLOCKS, FALSE);
  g_return_val_if_fail (zone >= 0 && zone < QB_NUM_ZONES, FALSE);

  if (!check_at_screen (self, error))
    return FALSE;
  if (self->view.phase == QB_PHASE_ORDERS && find_move (self, block, zone, &a))
    {
      if (action != NULL)
        *action = a;
      return TRUE;
    }
  if (!qb_game_is_legal (self->game, a, &reason))
    {
      /* The engine's reasons are English; qb-engine-text.c translates
       * them, and a message standing alone is a whole sentence. */
      g_autofree char *sentence = qb_engine_reason_sentence (reason);

      g_set_error_literal (error, QB_GAME_ERROR, QB_GAME_ERROR_ILLEGAL, sentence);
      return FALSE;
    }
  if (action != NULL)
    *action = a;
  return TRUE;
}

/**
 * qb_play_session_get_drop_zones:
 *
 * Returns: the zones where @block may be dropped now (bit z = zone z),
 *   which the board offers while the block is dragged: where it may be
 *   placed (3.4), or, while orders are written, where it and the blocks
 *   picked with it may all be ordered
 */
guint
qb_play_session_get_drop_zones (QbPlaySession *self,
                                int            block)
{
  guint zones = 0;
  gboolean moves = FALSE;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), 0);
  g_return_val_if_fail (block >= 0 && block < QB_NUM_BLOCKS, 0);

  for (guint i = 0; i < self->actions->len; i++)
    {
      QbAction a = g_array_index (self->actions, QbAction, i);
      if (a.type == QB_ACT_PLACE && a.a == block)
        zones |= 1u << a.b;
      else if (a.type == QB_ACT_ORDER_MOVE && a.a == block)
        moves = TRUE;
    }
  if (moves)
    zones |= group_destinations (self, drag_group (self, block));
  return zones;
}

/**
 * qb_play_session_get_picked_blocks:
 *
 * Returns: the blocks picked on the board for the next part of the order
 *   (bit b = block b), all in the zone picked; a click on a destination
 *   orders them there (qb_play_session_click_zone())
 */
guint64
qb_play_session_get_picked_blocks (QbPlaySession *self)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), 0);

  return self->picked_blocks;
}

/**
 * qb_play_session_take_out_block:
 *
 * Takes @block out of the order being written: the order is written again
 * without it (cleared, then its other parts given again), so the rest of
 * the draft stays as it was.
 *
 * Returns: %FALSE with @error set if @block has no part in the order
 */
gboolean
qb_play_session_take_out_block (QbPlaySession  *self,
                                int             block,
                                GError        **error)
{
  g_autoptr(GArray) rest = NULL;
  const QbView *view;
  gboolean ok = TRUE;
  int side;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  g_return_val_if_fail (block >= 0 && block < QB_NUM_BLOCKS, FALSE);

  side = qb_play_session_get_order_side (self);
  view = &self->view;
  if (side < 0 || QB_BLOCK_SIDE (block) != side || view->blocks[block].order_dest == QB_LOC_NONE)
    {
      g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH,
                           _("This block has no part in the order."));
      return FALSE;
    }
  /* The parts left, read from the view before it changes. */
  rest = g_array_new (FALSE, FALSE, sizeof (QbAction));
  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    {
      const QbViewBlock *vb = &view->blocks[b];
      QbAction a = { QB_ACT_ORDER_MOVE, (uint8_t) b, vb->order_dest, vb->order_mode };

      if (b == block || vb->order_dest == QB_LOC_NONE)
        continue;
      if (vb->loc >= QB_NUM_ZONES)
        /* A ship's move to the other river area (8.1). */
        a = (QbAction) { QB_ACT_ORDER_SHIP, (uint8_t) b, 0, 0 };
      else if (vb->order_mode == QB_MODE_SPECIAL)
        /* The Ottawa's order is the whole order (22.1): nothing is left. */
        continue;
      g_array_append_val (rest, a);
    }
  qb_play_session_begin_change (self);
  {
    QbAction clear = { QB_ACT_ORDER_CLEAR, 0, 0, 0 };
    ok = qb_play_session_apply (self, clear, error);
  }
  for (guint i = 0; ok && i < rest->len; i++)
    ok = qb_play_session_apply (self, g_array_index (rest, QbAction, i), error);
  qb_play_session_end_change (self);
  return ok;
}

/**
 * qb_play_session_pick_block:
 *
 * Picks @block for the next part of the order being written, or puts it
 * back if it was picked. Picking a block of another zone starts the hand
 * again there. The zone's destinations for the blocks in hand light up;
 * a click on one orders them there (qb_play_session_click_zone()).
 *
 * Returns: %FALSE with @error set if @block may not be ordered now
 */
gboolean
qb_play_session_pick_block (QbPlaySession  *self,
                            int             block,
                            GError        **error)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << block;
  QbAction a;
  int zone;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);
  g_return_val_if_fail (block >= 0 && block < QB_NUM_BLOCKS, FALSE);

  if (!check_at_screen (self, error))
    return FALSE;
  if (count_matches (self, match_any_order_move, block, 0, &a) == 0)
    {
      g_set_error_literal (error, QB_PLAY_SESSION_ERROR, QB_PLAY_SESSION_ERROR_NO_MATCH,
                           _("This block has nothing to do now."));
      return FALSE;
    }
  zone = self->view.blocks[block].loc;
  if (zone != self->selected_zone)
    qb_play_session_set_picked (self, zone, bit);
  else
    qb_play_session_set_picked (self, zone, self->picked_blocks ^ bit);
  return TRUE;
}

/**
 * qb_play_session_click_zone:
 *
 * Does what a click on @zone means (qb_play_session_match_zone()): takes
 * the action, or picks or drops the zone or the destination.
 *
 * Returns: %FALSE with @error set if the click did nothing
 */
gboolean
qb_play_session_click_zone (QbPlaySession  *self,
                            int             zone,
                            GError        **error)
{
  QbAction a;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  switch (qb_play_session_match_zone (self, zone, &a, error))
    {
    case QB_PLAY_CLICK_ACTION:
      return qb_play_session_apply (self, a, error);
    case QB_PLAY_CLICK_MOVE:
      {
        guint64 picked = self->picked_blocks;
        int from = self->selected_zone;
        gboolean ok = TRUE;

        /* Each block by land if it may, else by boat; the blocks leave
         * the hand once ordered, the zone stays picked for the next part. */
        for (int b = 0; ok && b < QB_NUM_BLOCKS; b++)
          if (((picked >> b) & 1) && find_move (self, b, zone, &a))
            ok = qb_play_session_apply (self, a, error);
        if (self->selected_zone == from)
          qb_play_session_set_picked (self, from, 0);
        return ok;
      }
    case QB_PLAY_CLICK_TARGET:
      qb_play_session_select (self, self->selected_zone, self->target_zone == zone ? -1 : zone);
      return TRUE;
    case QB_PLAY_CLICK_SELECT:
      qb_play_session_select (self, self->selected_zone == zone ? -1 : zone, -1);
      return TRUE;
    case QB_PLAY_CLICK_NONE:
    default:
      return FALSE;
    }
}

/**
 * qb_play_session_click_block:
 *
 * Takes the action a click on @block means (qb_play_session_match_block()).
 *
 * Returns: %FALSE with @error set if it means none or the game refused it
 */
gboolean
qb_play_session_click_block (QbPlaySession  *self,
                             int             block,
                             GError        **error)
{
  QbAction a;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  /* Writing orders with the blocks: without a destination picked, a
   * click takes an ordered block out of the order, or picks a block (or
   * puts it back). */
  if (self->target_zone < 0 && qb_play_session_get_order_side (self) >= 0
      && QB_BLOCK_SIDE (block) == self->view.decider)
    {
      if (self->view.blocks[block].order_dest != QB_LOC_NONE)
        return qb_play_session_take_out_block (self, block, error);
      if (count_matches (self, match_any_order_move, block, 0, &a) > 0)
        return qb_play_session_pick_block (self, block, error);
    }
  return qb_play_session_match_block (self, block, &a, error)
    && qb_play_session_apply (self, a, error);
}

/**
 * qb_play_session_drop_block:
 *
 * Does what dropping @block on @zone means (qb_play_session_match_drop()):
 * places a block from the deployment tray (3.4); orders a block dragged
 * on the board there, with the blocks picked in its zone if they may all
 * go, after which none is picked (as after a click on a destination).
 *
 * Returns: %FALSE with @error set if it may not go there
 */
gboolean
qb_play_session_drop_block (QbPlaySession  *self,
                            int             block,
                            int             zone,
                            GError        **error)
{
  QbAction a;
  guint64 group;
  int from;
  gboolean ok = TRUE;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  if (!qb_play_session_match_drop (self, block, zone, &a, error))
    return FALSE;
  if (a.type != QB_ACT_ORDER_MOVE)
    return qb_play_session_apply (self, a, error);

  from = self->view.blocks[block].loc;
  group = drag_group (self, block);
  if (!(group_destinations (self, group) & (1u << zone)))
    group = G_GUINT64_CONSTANT (1) << block;
  for (int b = 0; ok && b < QB_NUM_BLOCKS; b++)
    if (((group >> b) & 1) && find_move (self, b, zone, &a))
      ok = qb_play_session_apply (self, a, error);
  if (self->selected_zone == from)
    qb_play_session_set_picked (self, from, 0);
  return ok;
}

/* ---- Decisions ---------------------------------------------------------------- */

/**
 * qb_play_session_apply:
 *
 * Takes @action for the player at the screen (a choice in the decision
 * panel, a click matched above).
 *
 * Returns: %FALSE with @error set if that player may not decide now or the
 *   game refused the action
 */
gboolean
qb_play_session_apply (QbPlaySession  *self,
                       QbAction        action,
                       GError        **error)
{
  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  if (!check_at_screen (self, error))
    return FALSE;
  return qb_game_apply (self->game, action, error);
}

/* ---- The selection and what it narrows --------------------------------------- */

/**
 * qb_play_session_action_in_selection:
 *
 * Returns: whether @action concerns the zone picked on the map (and its
 *   destination, for an order's move); every action does with none picked
 */
gboolean
qb_play_session_action_in_selection (QbPlaySession *self,
                                     QbAction       action)
{
  const QbView *view;
  int zone;

  g_return_val_if_fail (QB_IS_PLAY_SESSION (self), FALSE);

  view = &self->view;
  zone = self->selected_zone;
  if (zone < 0 || !self->has_view)
    return TRUE;
  switch (action.type)
    {
    case QB_ACT_ORDER_MOVE:
      return view->blocks[action.a].loc == zone && (self->target_zone < 0 || action.b == self->target_zone);
    case QB_ACT_TRANSFER:
      return view->blocks[action.a].loc == zone;
    case QB_ACT_PLACE:
    case QB_ACT_RETREAT:
    case QB_ACT_OTTAWA_RETREAT:
    case QB_ACT_CHOOSE_BATTLE:
    case QB_ACT_CHOOSE_SITE:
      return action.b == zone;
    case QB_ACT_ORDER_OTTAWA:
      return view->blocks[QB_FR_OTTAWA].loc == zone;
    default:
      return TRUE;
    }
}

/**
 * qb_play_session_select_order:
 * @actions: (element-type QbAction): an order being typed, as
 *   qb_play_session_parse_order() read it
 *
 * Picks on the map what the typed order is about, so that the list and
 * its label ("Showing Île d'Orléans → Beauport") follow what is typed:
 * the zone and destination of its first move, the Ottawa's zone for its
 * mission; nothing for an order that moves no block (stand, ships).
 */
void
qb_play_session_select_order (QbPlaySession *self,
                              GArray        *actions)
{
  int zone = -1, target = -1;

  g_return_if_fail (QB_IS_PLAY_SESSION (self));
  g_return_if_fail (actions != NULL);

  if (self->game == NULL || self->curtain_side >= 0 || !self->has_view)
    return;
  for (guint i = 0; i < actions->len && zone < 0; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);

      if (a.type == QB_ACT_ORDER_MOVE && self->view.blocks[a.a].loc < QB_NUM_ZONES)
        {
          zone = self->view.blocks[a.a].loc;
          target = a.b;
        }
      else if (a.type == QB_ACT_ORDER_OTTAWA && self->view.blocks[QB_FR_OTTAWA].loc < QB_NUM_ZONES)
        zone = self->view.blocks[QB_FR_OTTAWA].loc;
    }
  qb_play_session_select (self, zone, target);
}
