/* qb-cli-play.c: a record played step by step for the referee's commands
 * (validate --all, replay, legal, position), and their JSON. Unlike
 * QbReplayIndex, which refuses a record with a refused action, this stops
 * at one and says why (or, for validate --all, goes on without it). */
#include <stdio.h>
#include <string.h>

#include "qb-cli.h"
#include "qb-data.h"
#include "qb-event-text.h"
#include "qb-json-private.h"
#include "qb-record.h"

/* As QbReplayIndex: no action emits more events than this. */
#define SINK_SIZE 4096

void
qb_cli_game_clear (QbCliGame *g)
{
  g_clear_object (&g->record);
  g_clear_pointer (&g->events, g_array_unref);
  g_clear_pointer (&g->event_at, g_array_unref);
  g_clear_error (&g->refused);
}

static void
keep_events (QbCliGame   *g,
             QbEventSink *sink,
             guint        position)
{
  if (g->events == NULL)
    return;
  g_array_append_vals (g->events, sink->events, sink->len);
  for (size_t i = 0; i < sink->len; i++)
    g_array_append_val (g->event_at, position);
  sink->len = 0;
}

/* Loads `path` without playing it, then plays its actions up to position
 * `to` (at most the number of actions), stopping at the first refused
 * action (g->refused, g->refused_index; the state is the position before
 * it) or at a listed die that does not fit its draw (the state after the
 * action). Fails only if the file cannot be read or its start is bad. */
gboolean
qb_cli_game_open (QbCliGame   *g,
                  const char  *path,
                  guint        to,
                  gboolean     with_events,
                  GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autofree QbEvent *buffer = g_new (QbEvent, SINK_SIZE);
  QbEventSink sink = { buffer, 0, SINK_SIZE, 0, NULL };

  memset (g, 0, sizeof *g);
  g->record = qb_record_load_unplayed_from_file (file, error);
  if (g->record == NULL)
    return FALSE;
  if (with_events)
    {
      g->events = g_array_new (FALSE, FALSE, sizeof (QbEvent));
      g->event_at = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  /* The start was checked by loading. */
  if (!qb_record_start (g->record, &g->state, &sink, error))
    return FALSE;
  keep_events (g, &sink, 0);
  to = MIN (to, qb_record_get_n_actions (g->record));
  for (guint i = 0; i < to; i++)
    {
      gboolean ok = qb_record_play_action (g->record, i, &g->state, &sink, &g->refused);

      if (!ok && g_error_matches (g->refused, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION))
        {
          g->refused_index = i;
          return TRUE;
        }
      keep_events (g, &sink, i + 1);
      g->reached = i + 1;
      if (!ok)
        {
          g->refused_index = i;
          return TRUE;
        }
    }
  return TRUE;
}

/* ---- JSON ------------------------------------------------------------------ */

const char *
qb_cli_side_key (int side)
{
  return side == QB_BRITISH ? "british" : side == QB_FRENCH ? "french" : "nobody";
}

const char *
qb_cli_location_key (int loc)
{
  if (loc < QB_NUM_ZONES || loc == QB_LOC_BASON || loc == QB_LOC_STLAURENT)
    return qb_zone_code (loc);
  switch (loc)
    {
    case QB_LOC_POOL: return "pool";
    case QB_LOC_ELIMINATED: return "eliminated";
    case QB_LOC_OUT: return "out";
    default: return NULL;
    }
}

static const char *
why_key (int why)
{
  static const char *const keys[QB_NUM_WHY] = {
    "none", "landing", "landed-itself", "raid", "raid-return", "rout-across",
    "ottawa", "rout-by-land", "retreat-across",
  };

  return why >= 0 && why < QB_NUM_WHY ? keys[why] : "unknown";
}

static void
add_member_string (JsonBuilder *b,
                   const char  *member,
                   const char  *value)
{
  json_builder_set_member_name (b, member);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
add_member_int (JsonBuilder *b,
                const char  *member,
                gint64       value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

/* A block by its key, null if the viewer may not know which. */
static void
add_member_block (JsonBuilder *b,
                  const char  *member,
                  int          edition,
                  int          block)
{
  add_member_string (b, member, block < QB_NUM_BLOCKS ? qb_block_key (edition, block) : NULL);
}

void
qb_cli_json_action (JsonBuilder *b,
                    int          edition,
                    QbAction     action)
{
  qb_json_write_action (b, edition, action);
}

char *
qb_cli_event_text (const QbEvent *ev,
                   int            edition,
                   int            viewer)
{
  char *text = qb_event_text (ev, edition, viewer);

  return text != NULL ? text : g_strdup (qb_event_type_name (ev->type));
}

/* One event: what the log says to `viewer`, and its facts for tools. */
void
qb_cli_json_event (JsonBuilder   *b,
                   const QbEvent *ev,
                   guint          position,
                   int            edition,
                   int            viewer)
{
  g_autofree char *text = qb_cli_event_text (ev, edition, viewer);
  char rule[16];

  qb_rule_format (ev->rule, rule, sizeof rule);
  json_builder_begin_object (b);
  add_member_int (b, "position", position);
  add_member_string (b, "type", qb_event_type_name (ev->type));
  add_member_string (b, "rule", ev->rule != 0 ? rule : NULL);
  add_member_string (b, "text", text);
  add_member_string (b, "side", qb_cli_side_key (ev->side));
  if (ev->block != QB_LOC_NONE)
    add_member_block (b, "block", edition, ev->block);
  if (ev->type == QB_EV_TRANSFER)
    add_member_block (b, "block2", edition, ev->block2);
  if (ev->zone != QB_LOC_NONE && ev->type != QB_EV_DEPLOYED)
    add_member_string (b, "zone", qb_cli_location_key (ev->zone));
  if (ev->ndice > 0)
    {
      json_builder_set_member_name (b, "dice");
      json_builder_begin_array (b);
      for (int i = 0; i < ev->ndice && i < QB_MAX_DICE; i++)
        json_builder_add_int_value (b, ev->dice[i]);
      json_builder_end_array (b);
    }
  if (ev->type == QB_EV_FIRE || ev->type == QB_EV_PURSUIT)
    {
      add_member_int (b, "hits", ev->a);
      json_builder_set_member_name (b, "doubled");
      json_builder_add_boolean_value (b, ev->b != 0);
      add_member_string (b, "why", why_key (ev->why));
    }
  json_builder_end_object (b);
}

/* The position as `viewer` knows it: the decision, then every block the
 * viewer can name, then the hidden blocks counted by side and place. */
void
qb_cli_json_position (JsonBuilder   *b,
                      const QbState *s,
                      int            viewer)
{
  int edition = s->options.edition;
  QbView view;

  qb_view (s, viewer, &view);
  json_builder_begin_object (b);
  add_member_int (b, "move", s->move);
  add_member_string (b, "phase", qb_phase_name (s->phase));
  add_member_string (b, "decider", qb_cli_side_key (s->decider));
  add_member_string (b, "winner", qb_is_over (s) ? qb_cli_side_key (s->winner) : NULL);
  json_builder_set_member_name (b, "blocks");
  json_builder_begin_array (b);
  for (int blk = 0; blk < QB_NUM_BLOCKS; blk++)
    {
      const QbViewBlock *vb = &view.blocks[blk];

      if (vb->loc == QB_UNKNOWN)
        continue;
      json_builder_begin_object (b);
      add_member_string (b, "block", qb_block_key (edition, blk));
      add_member_string (b, "location", qb_cli_location_key (vb->loc));
      json_builder_set_member_name (b, "cv");
      if (vb->cv == QB_UNKNOWN)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, vb->cv);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "hidden");
  json_builder_begin_array (b);
  for (int side = 0; side < 2; side++)
    for (int loc = 0; loc < QB_NUM_LOCS; loc++)
      {
        int known = 0;

        for (int blk = QB_FIRST_BLOCK (side); blk < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; blk++)
          if (view.blocks[blk].loc == loc)
            known++;
        if (view.count[side][loc] > known)
          {
            json_builder_begin_object (b);
            add_member_string (b, "side", qb_cli_side_key (side));
            add_member_string (b, "location", qb_cli_location_key (loc));
            add_member_int (b, "count", view.count[side][loc] - known);
            json_builder_end_object (b);
          }
      }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* The refused action (or misfit die) that stopped a record. */
void
qb_cli_json_refused (JsonBuilder *b,
                     QbCliGame   *g)
{
  QbOptions options;

  qb_record_get_options (g->record, &options);
  json_builder_begin_object (b);
  add_member_int (b, "index", g->refused_index);
  json_builder_set_member_name (b, "action");
  qb_cli_json_action (b, options.edition, qb_record_get_action (g->record, g->refused_index));
  add_member_string (b, "kind",
                     g_error_matches (g->refused, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION)
                     ? "illegal-action" : "die");
  if (g_error_matches (g->refused, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION))
    {
      const char *reason = NULL;

      /* The engine's own reason, in English, at the position before. */
      qb_is_legal (&g->state, qb_record_get_action (g->record, g->refused_index), &reason);
      add_member_string (b, "phase", qb_phase_name (g->state.phase));
      add_member_string (b, "decider", qb_cli_side_key (g->state.decider));
      add_member_string (b, "reason", reason);
    }
  add_member_string (b, "message", g->refused->message);
  json_builder_end_object (b);
}

/* Prints one JSON document on stdout. */
void
qb_cli_print_json (JsonBuilder *b)
{
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  g_autofree char *text = qb_json_to_text (root, NULL);

  fputs (text, stdout);
  if (text[0] != '\0' && text[strlen (text) - 1] != '\n')
    fputc ('\n', stdout);
}
