/* qb-cli-files.c: events in English, and saving self-played games. */
#include <stdio.h>
#include <string.h>

#include "qb-cli.h"
#include "qb-data.h"
#include "qb-record.h"
#include "qb-scenario.h"

/* ---- Events in English ----------------------------------------------------- */

static const char *
block_name (int edition,
            int block)
{
  if (block == QB_UNKNOWN)
    return "a hidden block";
  if (block >= QB_NUM_BLOCKS)
    return "?";
  return qb_unit_info (edition, block)->name;
}

static const char *
mode_name (int mode)
{
  return mode == QB_MODE_AMPHIBIOUS ? "amphibious" : mode == QB_MODE_SPECIAL ? "any-zone" : "land";
}

static void
append_dice (const QbEvent *ev,
             char          *buf,
             size_t         len)
{
  for (int i = 0; i < ev->ndice && i < QB_MAX_DICE; i++)
    {
      size_t used = strlen (buf);

      snprintf (buf + used, len - used, "%s%d", i ? " " : "", ev->dice[i]);
    }
}

/* Why a fire was doubled or not (QbEvent.why), as the app's log says it. */
static const char *
fire_why (const QbEvent *ev)
{
  switch ((QbFireWhy) ev->why)
    {
    case QB_WHY_LANDING: return "; doubled: the attack came from the water";
    case QB_WHY_LANDED_ITSELF: return "; not doubled: it came by water itself this move";
    case QB_WHY_RAID: return "; doubled: a raid";
    case QB_WHY_RAID_RETURN: return "; not doubled: return fire at a raid";
    case QB_WHY_ROUT_ACROSS: return "; doubled: a rout across the river";
    case QB_WHY_OTTAWA: return "; doubled: the Ottawa always fires doubled in pursuit";
    case QB_WHY_ROUT_BY_LAND: return "; not doubled: a rout over land";
    case QB_WHY_RETREAT_ACROSS: return "; not doubled: a retreat across the river, not a rout";
    case QB_WHY_NONE:
    case QB_NUM_WHY:
    default: return NULL;
    }
}

void
qb_cli_describe_event (const QbEvent *ev,
                       int            edition,
                       char          *buf,
                       size_t         len)
{
  static const char *const columns[] = { "left column", "centre column", "right column",
                                         "reserve", "skirmish line", "retreat" };
  static const char *const reasons[] = { "", "Abraham held with 20 CV after move 16",
                                         "Abraham not held after move 16",
                                         "the British fell under 20 CV" };
  const char *side = qb_side_name (ev->side);
  const char *blk = block_name (edition, ev->block);
  const char *zone = qb_zone_name (ev->zone);
  char dice[32] = "";
  char who[96];

  /* "French La Sarre", or "A hidden French block" when redacted. */
  if (ev->block == QB_UNKNOWN)
    snprintf (who, sizeof who, "A hidden %s block", side);
  else
    snprintf (who, sizeof who, "%s %s", side, blk);
  append_dice (ev, dice, sizeof dice);
  switch ((int) ev->type)
    {
    case QB_EV_GAME_START:
      snprintf (buf, len, "The game starts (%s edition%s)",
                ev->a == QB_EDITION_CLASSIC ? "classic" : "revised", ev->b ? ", tides" : "");
      break;
    case QB_EV_SETUP:
      if (ev->side == QB_BRITISH)
        snprintf (buf, len, "The British set up: %d blocks on %s, %d ships in the Bason",
                  ev->a, zone, ev->b);
      else
        snprintf (buf, len, "The French place %s in %s", blk, zone);
      break;
    case QB_EV_MOVE_START:
      snprintf (buf, len, "Campaign move %d begins", ev->a);
      break;
    case QB_EV_TIDES:
      snprintf (buf, len, "Tides: the British roll %d%s", ev->dice[0],
                ev->a ? ": no amphibious or ship moves this move" : "");
      break;
    case QB_EV_TRANSFER:
      snprintf (buf, len, "The %s move 1 CV from %s to %s in %s", side, blk,
                block_name (edition, ev->block2), zone);
      break;
    case QB_EV_ORDERS_WRITTEN:
      snprintf (buf, len, "The %s have written their orders", side);
      break;
    case QB_EV_MOVE:
      snprintf (buf, len, "%s moves from %s to %s (%s)", who, qb_zone_name (ev->from),
                zone, mode_name (ev->a));
      break;
    case QB_EV_SHIP_MOVE:
      snprintf (buf, len, "The ship %s sails to the %s", blk, zone);
      break;
    case QB_EV_CROSSING:
      snprintf (buf, len, "The forces meet on the way: the battle is in %s", zone);
      break;
    case QB_EV_BATTLE:
      snprintf (buf, len, "%s in %s, the %s defending%s", ev->a ? "Skirmish" : "Battle", zone,
                side, ev->b ? ", attacked by sea" : "");
      break;
    case QB_EV_DECOYS_REMOVED:
      snprintf (buf, len, "The %s decoy %s is removed from %s", side, blk, zone);
      break;
    case QB_EV_DEPLOYED:
      if (ev->block == QB_LOC_NONE)
        snprintf (buf, len, "The %s have deployed", side);
      else
        snprintf (buf, len, "%s is in the %s", who, columns[ev->a % 6]);
      break;
    case QB_EV_BATTLE_TURN:
      snprintf (buf, len, "Battle turn %d: the %s", ev->a, side);
      break;
    case QB_EV_RESERVE:
      snprintf (buf, len, "%s joins the %s from the reserve", who, columns[ev->a % 6]);
      break;
    case QB_EV_FIRE:
      if (fire_why (ev) != NULL)
        snprintf (buf, len, "%s fires: %s, %d hit%s%s", who, dice, ev->a,
                  ev->a == 1 ? "" : "s", fire_why (ev));
      else
        snprintf (buf, len, "%s fires: %s, %d hit%s%s", who, dice, ev->a,
                  ev->a == 1 ? "" : "s", ev->b ? " (doubled)" : "");
      break;
    case QB_EV_HIT:
      if (ev->cv == QB_UNKNOWN)
        snprintf (buf, len, "%s takes a hit", who);
      else
        snprintf (buf, len, "%s takes a hit, now %d CV", who, ev->cv);
      break;
    case QB_EV_ELIMINATED:
      snprintf (buf, len, "%s is eliminated", who);
      break;
    case QB_EV_LEADER_KILLED:
      snprintf (buf, len, "%s leader %s is killed", side, blk);
      break;
    case QB_EV_RETREAT:
      snprintf (buf, len, "The %s retreat from %s to %s (%s)", side, qb_zone_name (ev->from),
                zone, mode_name (ev->a));
      break;
    case QB_EV_ROUT:
      snprintf (buf, len, "The %s are routed in %s", side, zone);
      break;
    case QB_EV_PURSUIT:
      snprintf (buf, len, "%s pursues: %s, %d hit%s%s", who, dice, ev->a,
                ev->a == 1 ? "" : "s", fire_why (ev) != NULL ? fire_why (ev)
                                       : ev->b ? " (doubled)" : "");
      break;
    case QB_EV_PURSUIT_SAVED:
      snprintf (buf, len, "The %s reserve saves %d pursuit hit%s", side, ev->a,
                ev->a == 1 ? "" : "s");
      break;
    case QB_EV_BATTLE_END:
      snprintf (buf, len, "The battle in %s is over: the %s hold the field", zone, side);
      break;
    case QB_EV_OTTAWA_RETIRES:
      snprintf (buf, len, "The Ottawa retire from the campaign");
      break;
    case QB_EV_RAID:
      snprintf (buf, len, "The Ottawa raid %s", zone);
      break;
    case QB_EV_SCOUT:
      snprintf (buf, len, "The Ottawa scout %s: %s is seen", zone, blk);
      break;
    case QB_EV_DESERTION:
      snprintf (buf, len, "%s deserts", blk);
      break;
    case QB_EV_SUPPLY_LOSS:
      snprintf (buf, len, "%s goes home for want of supplies", blk);
      break;
    case QB_EV_FIRST_OCCUPATION:
      snprintf (buf, len, "The British reach %s for the first time", zone);
      break;
    case QB_EV_VICTORY:
      snprintf (buf, len, "The %s win: %s", side, reasons[ev->a % 4]);
      break;
    default:
      snprintf (buf, len, "%s", qb_event_type_name (ev->type));
      break;
    }
}

/* ---- selfplay --save ----------------------------------------------------------- */

void
qb_cli_save_game (const QbOptions *options,
                  uint64_t         seed,
                  const QbAction  *actions,
                  size_t           n_actions,
                  void            *data)
{
  QbCliSaveData *save = data;
  g_autoptr(QbRecord) record = qb_record_new (options, seed);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("game-%" G_GUINT64_FORMAT QB_GAME_EXTENSION, seed);
  g_autofree char *path = g_build_filename (save->dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  if (save->failed)
    return;
  qb_record_set_player_name (record, QB_BRITISH, "random");
  qb_record_set_player_name (record, QB_FRENCH, "random");
  /* The forced dice open the record's list; the seed rolls the rest. */
  qb_record_set_dice (record, save->dice, (guint) save->n_dice);
  for (size_t i = 0; i < n_actions; i++)
    qb_record_append_action (record, actions[i]);
  if (!qb_record_save_to_file (record, file, &error))
    {
      fprintf (stderr, "selfplay: %s\n", error->message);
      save->failed = true;
      return;
    }
  save->saved++;
}
