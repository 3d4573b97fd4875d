/* qb-scenario-state.c: a position at any moment, the whole QbState, in a
 * scenario's "state" member (format version 3, docs/file-format.md): the
 * decision, the battle, the orders, every block, the counters and the
 * generator. Reading checks each value's range, rebuilds the caches with
 * qb_recount(), and accepts only what the engine could reach as far as
 * its checks can tell (qb_check_invariants() and the checks below). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-check.h"
#include "qb-data.h"
#include "qb-scenario-private.h"

/* ---- Names ------------------------------------------------------------------ */

static const char *const phase_names[QB_NUM_PHASES] = {
  "french-setup", "transfer", "orders", "crossing-site", "desertion", "choose-battle",
  "deploy", "retreat", "embark", "reserve", "fire", "allocate", "ottawa-retreat",
  "supply", "game-over",
};
static const char *const side_names[] = { "british", "french", "nobody" };
static const char *const mode_names[] = { "none", "land", "amphibious", "special" };
static const char *const mission_names[] = { "none", "raid", "scout" };
static const char *const slot_names[] = { "left", "centre", "right", "reserve", "skirmish",
                                          "retreated" };
static const char *const flag_names[8] = { "moved", "revealed", "scouted", "gave", "received",
                                           "fired", "stayed", "embark" };
static const char *const kind_names[] = { "normal", "raid", "scout" };
static const char *const step_names[] = { "retreat", "reserve", "fire", "done" };
static const char *const hits_names[] = { "fire", "pursuit", "raid" };
static const char *const ottawa_names[] = { "none", "must", "may" };

/* A location: a zone or river code, "pool", "eliminated", "out", or null
 * for QB_LOC_NONE. */
static const char *
loc_name (int loc)
{
  if (loc < QB_NUM_ZONES || loc == QB_LOC_BASON || loc == QB_LOC_STLAURENT)
    return qb_zone_code (loc);
  if (loc == QB_LOC_POOL)
    return "pool";
  if (loc == QB_LOC_ELIMINATED)
    return "eliminated";
  if (loc == QB_LOC_OUT)
    return "out";
  return NULL;
}

/* ---- Writing ------------------------------------------------------------------ */

static void
put_name (JsonBuilder *b,
          const char  *member,
          const char  *name)
{
  json_builder_set_member_name (b, member);
  if (name != NULL)
    json_builder_add_string_value (b, name);
  else
    json_builder_add_null_value (b);
}

static void
put_int (JsonBuilder *b,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
put_bool (JsonBuilder *b,
          const char  *member,
          int          value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_boolean_value (b, value != 0);
}

static void
put_zones (JsonBuilder *b,
           const char  *member,
           guint        bits)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (bits & (1u << z))
      json_builder_add_string_value (b, qb_zone_code (z));
  json_builder_end_array (b);
}

static const char *
enum_name (const char *const *names,
           guint              n,
           guint              value)
{
  return value < n ? names[value] : NULL;
}

#define NAME(names, v) enum_name ((names), G_N_ELEMENTS (names), (v))

void
qb_scenario_state_write (JsonBuilder   *b,
                         const QbState *s)
{
  int edition = s->options.edition;
  const QbBattle *bt = &s->battle;

  json_builder_begin_object (b);
  put_name (b, "phase", NAME (phase_names, s->phase));
  put_name (b, "decider", NAME (side_names, s->decider));
  put_int (b, "move", s->move);
  put_int (b, "tides-roll", s->tides_roll);
  put_bool (b, "tides-blocked", s->tides_blocked);
  put_name (b, "winner", NAME (side_names, s->winner));
  put_int (b, "win-reason", s->win_reason);
  put_int (b, "desertions", s->desertions);
  put_name (b, "raid-mission", NAME (mission_names, s->raid_mission));
  put_bool (b, "held-cap-rouge", s->held_cap_rouge);
  put_bool (b, "supply-due", s->supply_due);
  put_name (b, "crossing-a", loc_name (s->crossing_a));
  put_name (b, "crossing-b", loc_name (s->crossing_b));
  put_zones (b, "british-visited", s->british_visited);
  put_zones (b, "pending-battles", s->pending_battles);
  put_name (b, "raid-zone", loc_name (s->raid_zone));
  put_int (b, "actions", s->actions);
  put_int (b, "rolls", s->rolls);
  qb_json_write_seed (b, "rng-state", s->rng.state);
  qb_json_write_seed (b, "rng-inc", s->rng.inc);

  json_builder_set_member_name (b, "orders");
  json_builder_begin_object (b);
  for (int side = 0; side < 2; side++)
    {
      const QbOrder *o = &s->order[side];

      json_builder_set_member_name (b, side_names[side]);
      json_builder_begin_object (b);
      put_bool (b, "written", o->written);
      put_name (b, "origin", loc_name (o->origin));
      put_name (b, "ottawa-to", loc_name (o->ottawa_dest));
      put_name (b, "mission", NAME (mission_names, o->mission));
      put_bool (b, "ships", o->ships);
      put_int (b, "amphibious-bason", o->amph[QB_BASON]);
      put_int (b, "amphibious-st-laurent", o->amph[QB_STLAURENT]);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  /* Every member, even of a battle that is over: the engine keeps what
   * the last one left, and a position is to come back byte for byte. */
  json_builder_set_member_name (b, "battle");
  json_builder_begin_object (b);
  put_bool (b, "active", bt->active);
  put_name (b, "zone", loc_name (bt->zone));
  put_name (b, "kind", NAME (kind_names, bt->kind));
  put_name (b, "defender", NAME (side_names, bt->defender));
  put_name (b, "attacker-from", loc_name (bt->attacker_from));
  put_bool (b, "skirmish", bt->skirmish);
  put_int (b, "turn", bt->turn);
  put_name (b, "side", NAME (side_names, bt->side));
  put_name (b, "step", NAME (step_names, bt->step));
  put_int (b, "deployed", bt->deployed);
  put_bool (b, "by-sea", bt->by_sea);
  put_bool (b, "committed", bt->committed);
  put_name (b, "firing", bt->firing < QB_NUM_BLOCKS ? qb_block_key (edition, bt->firing) : NULL);
  put_int (b, "hits", bt->hits);
  put_name (b, "hit-side", NAME (side_names, bt->hit_side));
  put_name (b, "hit-column", NAME (slot_names, bt->hit_column));
  put_name (b, "hits-from", NAME (hits_names, bt->pursuit));
  put_name (b, "routed", NAME (side_names, bt->routed));
  put_name (b, "retreat-side", NAME (side_names, bt->retreat_side));
  put_name (b, "retreat-zone", loc_name (bt->retreat_zone));
  put_name (b, "retreat-mode", NAME (mode_names, bt->retreat_mode));
  put_bool (b, "leader-double", bt->leader_double);
  put_name (b, "ottawa", NAME (ottawa_names, bt->ottawa_pending));
  put_name (b, "victor", NAME (side_names, bt->victor));
  put_int (b, "saved", bt->saved);
  put_int (b, "embark-capacity", bt->embark_cap);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "blocks");
  json_builder_begin_object (b);
  for (int blk = 0; blk < QB_NUM_BLOCKS; blk++)
    {
      const QbBlock *k = &s->blocks[blk];

      json_builder_set_member_name (b, qb_block_key (edition, blk));
      json_builder_begin_object (b);
      put_name (b, "at", loc_name (k->loc));
      put_int (b, "cv", k->cv);
      json_builder_set_member_name (b, "flags");
      json_builder_begin_array (b);
      for (int f = 0; f < 8; f++)
        if (k->flags & (1u << f))
          json_builder_add_string_value (b, flag_names[f]);
      json_builder_end_array (b);
      put_name (b, "slot", NAME (slot_names, k->slot));
      put_name (b, "from", loc_name (k->from));
      put_name (b, "mode", NAME (mode_names, k->mode));
      put_name (b, "order-to", loc_name (k->order_dest));
      put_name (b, "order-mode", NAME (mode_names, k->order_mode));
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
}

/* ---- Reading ------------------------------------------------------------------ */

/* A member that names one of `names` (or null for `none_value`, when that
 * is not -1). */
static gboolean
get_name (QbJsonCtx          *ctx,
          const QbJsonPath   *path,
          JsonObject         *object,
          const char         *member,
          const char *const  *names,
          guint               n,
          int                 none_value,
          guint8             *out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonNode *node = NULL;
  const char *text = NULL;
  g_autoptr(GString) allowed = g_string_new (NULL);

  if (!json_object_has_member (object, member))
    return qb_json_fail (ctx, &child, QB_FILE_ERROR_MISSING, _("missing (required)"));
  node = json_object_get_member (object, member);
  if (JSON_NODE_HOLDS_NULL (node) && none_value >= 0)
    {
      *out = (guint8) none_value;
      return TRUE;
    }
  if (!qb_json_expect_string (ctx, &child, node, QB_MAX_NAME_CHARS, &text))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (strcmp (text, names[i]) == 0)
        {
          *out = (guint8) i;
          return TRUE;
        }
      g_string_append_printf (allowed, "%s'%s'", i ? ", " : "", names[i]);
    }
  return qb_json_fail (ctx, &child, QB_FILE_ERROR_INVALID, _("unknown value '%1$s' (one of %2$s)"),
                       text, allowed->str);
}

#define GET_NAME(member, names, none, out) \
  get_name (ctx, path, object, (member), (names), G_N_ELEMENTS (names), (none), (out))

static gboolean
get_loc (QbJsonCtx        *ctx,
         const QbJsonPath *path,
         JsonObject       *object,
         const char       *member,
         guint8           *out)
{
  static const char *names[QB_NUM_LOCS];

  for (int loc = 0; loc < QB_NUM_LOCS; loc++)
    names[loc] = loc_name (loc);
  return get_name (ctx, path, object, member, names, QB_NUM_LOCS, QB_LOC_NONE, out);
}

static gboolean
get_u8 (QbJsonCtx        *ctx,
        const QbJsonPath *path,
        JsonObject       *object,
        const char       *member,
        gint64            max,
        guint8           *out)
{
  gint64 value = 0;

  if (!qb_json_get_int (ctx, path, object, member, TRUE, 0, max, &value))
    return FALSE;
  *out = (guint8) value;
  return TRUE;
}

static gboolean
get_flag (QbJsonCtx        *ctx,
          const QbJsonPath *path,
          JsonObject       *object,
          const char       *member,
          guint8           *out)
{
  gboolean value = FALSE;

  if (!json_object_has_member (object, member))
    {
      QbJsonPath child = QB_JSON_MEMBER (path, member);

      return qb_json_fail (ctx, &child, QB_FILE_ERROR_MISSING, _("missing (required)"));
    }
  if (!qb_json_get_boolean (ctx, path, object, member, TRUE, &value))
    return FALSE;
  *out = value ? 1 : 0;
  return TRUE;
}

static gboolean
get_zones (QbJsonCtx        *ctx,
           const QbJsonPath *path,
           JsonObject       *object,
           const char       *member,
           guint16          *out)
{
  QbJsonPath child = QB_JSON_MEMBER (path, member);
  JsonArray *array = NULL;

  if (!qb_json_get_array (ctx, path, object, member, TRUE, QB_NUM_ZONES, &array))
    return FALSE;
  *out = 0;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      QbJsonPath item = QB_JSON_ELEMENT (&child, i);
      const char *code = NULL;
      int zone;

      if (!qb_json_expect_string (ctx, &item, json_array_get_element (array, i),
                                  QB_MAX_NAME_CHARS, &code))
        return FALSE;
      zone = qb_zone_from_code (code);
      if (zone < 0 || zone >= QB_NUM_ZONES)
        return qb_json_fail (ctx, &item, QB_FILE_ERROR_UNKNOWN_ZONE, _("unknown zone code '%s'"),
                             code);
      *out |= (guint16) (1u << zone);
    }
  return TRUE;
}

static gboolean
read_order (QbJsonCtx        *ctx,
            const QbJsonPath *path,
            JsonObject       *object,
            QbOrder          *o)
{
  return get_flag (ctx, path, object, "written", &o->written)
    && get_loc (ctx, path, object, "origin", &o->origin)
    && get_loc (ctx, path, object, "ottawa-to", &o->ottawa_dest)
    && GET_NAME ("mission", mission_names, -1, &o->mission)
    && get_flag (ctx, path, object, "ships", &o->ships)
    && get_u8 (ctx, path, object, "amphibious-bason", QB_BLOCKS_PER_SIDE, &o->amph[QB_BASON])
    && get_u8 (ctx, path, object, "amphibious-st-laurent", QB_BLOCKS_PER_SIDE,
               &o->amph[QB_STLAURENT]);
}

static gboolean
read_battle (QbJsonCtx        *ctx,
             const QbJsonPath *path,
             JsonObject       *object,
             int               edition,
             QbBattle         *bt)
{
  static const char *block_keys[QB_NUM_BLOCKS];

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    block_keys[b] = qb_block_key (edition, b);
  return get_flag (ctx, path, object, "active", &bt->active)
    && get_loc (ctx, path, object, "zone", &bt->zone)
    && GET_NAME ("kind", kind_names, -1, &bt->kind)
    && GET_NAME ("defender", side_names, -1, &bt->defender)
    && get_loc (ctx, path, object, "attacker-from", &bt->attacker_from)
    && get_flag (ctx, path, object, "skirmish", &bt->skirmish)
    && get_u8 (ctx, path, object, "turn", 255, &bt->turn)
    && GET_NAME ("side", side_names, -1, &bt->side)
    && GET_NAME ("step", step_names, -1, &bt->step)
    && get_u8 (ctx, path, object, "deployed", 3, &bt->deployed)
    && get_flag (ctx, path, object, "by-sea", &bt->by_sea)
    && get_flag (ctx, path, object, "committed", &bt->committed)
    && get_name (ctx, path, object, "firing", block_keys, QB_NUM_BLOCKS, QB_LOC_NONE, &bt->firing)
    && get_u8 (ctx, path, object, "hits", 255, &bt->hits)
    && GET_NAME ("hit-side", side_names, -1, &bt->hit_side)
    && GET_NAME ("hit-column", slot_names, QB_SLOT_NONE, &bt->hit_column)
    && GET_NAME ("hits-from", hits_names, -1, &bt->pursuit)
    && GET_NAME ("routed", side_names, -1, &bt->routed)
    && GET_NAME ("retreat-side", side_names, -1, &bt->retreat_side)
    && get_loc (ctx, path, object, "retreat-zone", &bt->retreat_zone)
    && GET_NAME ("retreat-mode", mode_names, -1, &bt->retreat_mode)
    && get_flag (ctx, path, object, "leader-double", &bt->leader_double)
    && GET_NAME ("ottawa", ottawa_names, -1, &bt->ottawa_pending)
    && GET_NAME ("victor", side_names, -1, &bt->victor)
    && get_u8 (ctx, path, object, "saved", 255, &bt->saved)
    && get_u8 (ctx, path, object, "embark-capacity", 255, &bt->embark_cap);
}

static gboolean
read_block (QbJsonCtx        *ctx,
            const QbJsonPath *path,
            JsonObject       *object,
            QbBlock          *k)
{
  QbJsonPath flags_path = QB_JSON_MEMBER (path, "flags");
  JsonArray *flags = NULL;

  if (!get_loc (ctx, path, object, "at", &k->loc)
      || !get_u8 (ctx, path, object, "cv", 4, &k->cv)
      || !qb_json_get_array (ctx, path, object, "flags", TRUE, 8, &flags)
      || !GET_NAME ("slot", slot_names, QB_SLOT_NONE, &k->slot)
      || !get_loc (ctx, path, object, "from", &k->from)
      || !GET_NAME ("mode", mode_names, -1, &k->mode)
      || !get_loc (ctx, path, object, "order-to", &k->order_dest)
      || !GET_NAME ("order-mode", mode_names, -1, &k->order_mode))
    return FALSE;
  if (k->loc == QB_LOC_NONE)
    {
      QbJsonPath at = QB_JSON_MEMBER (path, "at");
      const char *text = NULL;

      /* Fails: a block is somewhere. */
      return qb_json_expect_string (ctx, &at, json_object_get_member (object, "at"),
                                    QB_MAX_NAME_CHARS, &text);
    }
  k->flags = 0;
  for (guint i = 0; i < json_array_get_length (flags); i++)
    {
      QbJsonPath item = QB_JSON_ELEMENT (&flags_path, i);
      const char *name = NULL;
      guint f;

      if (!qb_json_expect_string (ctx, &item, json_array_get_element (flags, i),
                                  QB_MAX_NAME_CHARS, &name))
        return FALSE;
      for (f = 0; f < 8 && strcmp (name, flag_names[f]) != 0; f++)
        ;
      if (f == 8)
        return qb_json_fail (ctx, &item, QB_FILE_ERROR_INVALID, _("unknown value '%1$s' (one of %2$s)"),
                             name, "'moved', 'revealed', 'scouted', 'gave', 'received', 'fired', "
                             "'stayed', 'embark'");
      k->flags |= (guint8) (1u << f);
    }
  return TRUE;
}

/* What the engine's own checks leave out: the decision and the battle
 * must fit together (English, for the message's end; NULL if they do). */
static const char *
check_decision (const QbState *s)
{
  const QbBattle *bt = &s->battle;

  if (s->phase == QB_PHASE_GAME_OVER)
    return s->decider == QB_NO_SIDE ? NULL : "the game is over but someone is to decide";
  if (s->winner != QB_NO_SIDE || s->win_reason != QB_WIN_NONE)
    return "the game has a winner but goes on";
  if (s->decider > QB_FRENCH)
    return "nobody is to decide while the game goes on";
  switch (s->phase)
    {
    case QB_PHASE_FRENCH_SETUP:
    case QB_PHASE_CROSSING_SITE:
    case QB_PHASE_DESERTION:
    case QB_PHASE_CHOOSE_BATTLE:
    case QB_PHASE_OTTAWA_RETREAT:
    case QB_PHASE_SUPPLY:
      if (s->decider != QB_FRENCH)
        return "only the French decide in this phase";
      break;
    default:
      break;
    }
  /* This check has always let the Ottawa's withdrawal through without a
   * battle under way (the engine never asks it so); kept, so that the
   * files it accepts stay the same. */
  if (qb_phase_is_battle (s->phase) && s->phase != QB_PHASE_OTTAWA_RETREAT && !bt->active)
    return "a battle phase without a battle";
  if (!qb_phase_is_battle (s->phase) && bt->active)
    return "a battle is under way outside the battle phases";
  if (s->phase == QB_PHASE_FRENCH_SETUP && s->move != 0)
    return "the French set up before the first campaign move";
  if (s->phase != QB_PHASE_FRENCH_SETUP && (s->move < 1 || s->move > 16))
    return "the campaign move is not 1..16";
  if (bt->active && bt->zone >= QB_NUM_ZONES)
    return "the battle is not in a zone";
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbBlock *k = &s->blocks[b];

      if (k->slot == QB_SLOT_NONE)
        continue;
      if (!bt->active)
        return "a block has a battle slot with no battle under way";
      if (k->slot == QB_SLOT_RETREATED ? QB_BLOCK_SIDE (b) != bt->retreat_side
                                       : k->loc != bt->zone)
        return "a block's battle slot does not fit where it is";
    }
  /* 4.3: both sides meet only where a battle is fought or waits (a
   * pending battle, a crossing, the Ottawa's raid or scout, 22.2). */
  for (int z = 0; z < QB_NUM_ZONES; z++)
    if (qb_zone_count (s, QB_BRITISH, z) > 0 && qb_zone_count (s, QB_FRENCH, z) > 0
        && !(bt->active && bt->zone == z) && !(s->pending_battles & (1u << z))
        && s->crossing_a != z && s->crossing_b != z && s->raid_zone != z)
      return "both sides are in a zone with no battle there";
  if (bt->active && bt->firing != QB_LOC_NONE
      && (bt->firing >= QB_NUM_BLOCKS || s->blocks[bt->firing].loc >= QB_LOC_POOL))
    return "the firing block is not on the map";
  return NULL;
}

/**
 * qb_scenario_state_read:
 * @options: the scenario's options (edition, tides, double, start move)
 * @out: (out caller-allocates): the position
 *
 * Reads and checks a "state" member (see docs/file-format.md).
 */
gboolean
qb_scenario_state_read (QbJsonCtx        *ctx,
                        const QbJsonPath *path,
                        JsonObject       *object,
                        const QbOptions  *options,
                        QbState          *out)
{
  QbJsonPath orders_path = QB_JSON_MEMBER (path, "orders");
  QbJsonPath battle_path = QB_JSON_MEMBER (path, "battle");
  QbJsonPath blocks_path = QB_JSON_MEMBER (path, "blocks");
  JsonObject *orders = NULL, *battle = NULL, *blocks = NULL;
  int edition = options->edition;
  gint64 actions = 0, rolls = 0;
  guint16 raid_zone = QB_LOC_NONE;
  guint8 byte = 0;
  char msg[256];
  const char *why;
  QbState s;

  memset (&s, 0, sizeof s);
  s.options = *options;
  if (!GET_NAME ("phase", phase_names, -1, &s.phase)
      || !GET_NAME ("decider", side_names, -1, &s.decider)
      || !get_u8 (ctx, path, object, "move", 16, &s.move)
      || !get_u8 (ctx, path, object, "tides-roll", 6, &s.tides_roll)
      || !get_flag (ctx, path, object, "tides-blocked", &s.tides_blocked)
      || !GET_NAME ("winner", side_names, -1, &s.winner)
      || !get_u8 (ctx, path, object, "win-reason", QB_WIN_FRENCH_UNDER_20, &s.win_reason)
      || !get_u8 (ctx, path, object, "desertions", QB_BLOCKS_PER_SIDE, &s.desertions)
      || !GET_NAME ("raid-mission", mission_names, -1, &s.raid_mission)
      || !get_flag (ctx, path, object, "held-cap-rouge", &s.held_cap_rouge)
      || !get_flag (ctx, path, object, "supply-due", &s.supply_due)
      || !get_loc (ctx, path, object, "crossing-a", &s.crossing_a)
      || !get_loc (ctx, path, object, "crossing-b", &s.crossing_b)
      || !get_zones (ctx, path, object, "british-visited", &s.british_visited)
      || !get_zones (ctx, path, object, "pending-battles", &s.pending_battles)
      || !get_loc (ctx, path, object, "raid-zone", &byte)
      || !qb_json_get_int (ctx, path, object, "actions", TRUE, 0, G_MAXUINT32, &actions)
      || !qb_json_get_int (ctx, path, object, "rolls", TRUE, 0, G_MAXUINT32, &rolls)
      || !qb_json_get_seed (ctx, path, object, "rng-state", &s.rng.state)
      || !qb_json_get_seed (ctx, path, object, "rng-inc", &s.rng.inc)
      || !qb_json_get_object (ctx, path, object, "orders", TRUE, &orders)
      || !qb_json_get_object (ctx, path, object, "battle", TRUE, &battle)
      || !qb_json_get_object (ctx, path, object, "blocks", TRUE, &blocks))
    return FALSE;
  raid_zone = byte;
  s.raid_zone = raid_zone;
  s.actions = (guint32) actions;
  s.rolls = (guint32) rolls;

  for (int side = 0; side < 2; side++)
    {
      QbJsonPath order_path = QB_JSON_MEMBER (&orders_path, side_names[side]);
      JsonObject *order = NULL;

      if (!qb_json_get_object (ctx, &orders_path, orders, side_names[side], TRUE, &order)
          || !read_order (ctx, &order_path, order, &s.order[side]))
        return FALSE;
    }
  if (!read_battle (ctx, &battle_path, battle, edition, &s.battle))
    return FALSE;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const char *key = qb_block_key (edition, b);
      QbJsonPath block_path = QB_JSON_MEMBER (&blocks_path, key);
      JsonObject *entry = NULL;

      if (!qb_json_get_object (ctx, &blocks_path, blocks, key, TRUE, &entry)
          || !read_block (ctx, &block_path, entry, &s.blocks[b]))
        return FALSE;
    }
  if (json_object_get_size (blocks) != QB_NUM_BLOCKS)
    {
      /* A key of another edition, or a misspelt one. */
      JsonObjectIter iter;
      const char *key;
      JsonNode *node;

      json_object_iter_init (&iter, blocks);
      while (json_object_iter_next (&iter, &key, &node))
        if (qb_block_from_key (edition, key) < 0)
          {
            QbJsonPath block_path = QB_JSON_MEMBER (&blocks_path, key);

            return qb_json_fail_unknown_block (ctx, &block_path, edition, key);
          }
    }

  /* The caches come from the blocks, as the engine keeps them. */
  qb_recount (&s);
  why = check_decision (&s);
  if (why == NULL && !qb_check_invariants (NULL, &s, msg, sizeof msg))
    why = msg;
  if (why != NULL)
    /* Translators: %s is the engine's check, in English. */
    return qb_json_fail (ctx, path, QB_FILE_ERROR_POSITION,
                         _("not a position the engine could reach: %s"), why);
  *out = s;
  return TRUE;
}
