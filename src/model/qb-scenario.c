/* qb-scenario.c: starting positions and French deployments, the object
 * and its blocks, dice and deployment (see qb-scenario.h and
 * docs/file-format.md); its .q1759-setup files are read and written in
 * qb-scenario-json.c. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-data.h"
#include "qb-engine-text.h"
#include "qb-scenario-private.h"

G_DEFINE_FINAL_TYPE (QbScenario, qb_scenario, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_AUTHOR,
  PROP_DESCRIPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

gboolean
qb_scenario_is_ship (int edition,
                     int block)
{
  return qb_unit_info (edition, block)->type == QB_TYPE_SHIP;
}

static gboolean
is_decoy (int edition,
          int block)
{
  return qb_unit_info (edition, block)->type == QB_TYPE_DECOY;
}

static void
qb_scenario_finalize (GObject *object)
{
  QbScenario *self = (QbScenario *)object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->author, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->dice, g_byte_array_unref);

  G_OBJECT_CLASS (qb_scenario_parent_class)->finalize (object);
}

static void
qb_scenario_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  QbScenario *self = QB_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_AUTHOR:
      g_value_set_string (value, self->author);
      break;

    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_scenario_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  QbScenario *self = QB_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_NAME:
      qb_scenario_set_name (self, g_value_get_string (value));
      break;

    case PROP_AUTHOR:
      qb_scenario_set_author (self, g_value_get_string (value));
      break;

    case PROP_DESCRIPTION:
      qb_scenario_set_description (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_scenario_class_init (QbScenarioClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = qb_scenario_finalize;
  object_class->get_property = qb_scenario_get_property;
  object_class->set_property = qb_scenario_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_AUTHOR] =
    g_param_spec_string ("author", NULL, NULL, "",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, "",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
qb_scenario_init (QbScenario *self)
{
  self->name = g_strdup ("");
  self->author = g_strdup ("");
  self->description = g_strdup ("");
  self->dice = g_byte_array_new ();
  qb_options_default (&self->options);
}

static void
reset_blocks (QbScenario *self)
{
  int edition = self->options.edition;

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      self->cv[b] = qb_unit_info (edition, b)->max_cv;
      if (qb_scenario_is_ship (edition, b))
        self->location[b] = QB_LOC_BASON;
      else if (self->kind == QB_SCENARIO_DEPLOYMENT && QB_BLOCK_SIDE (b) == QB_FRENCH)
        self->location[b] = QB_LOC_POOL;
      else if (self->kind == QB_SCENARIO_DEPLOYMENT)
        self->location[b] = QB_OR;     /* 3.3: the British start on Ile d'Orleans */
      else
        self->location[b] = QB_LOC_OUT;
      if (self->location[b] == QB_LOC_OUT)
        self->cv[b] = 0;
    }
}

/**
 * qb_scenario_new:
 * @kind: a position or a deployment
 * @options: the edition and options; a deployment always starts at move 1
 *
 * A position starts empty (army blocks eliminated, ships in the Bason); a
 * deployment starts with every French block still to place.
 */
QbScenario *
qb_scenario_new (QbScenarioKind    kind,
                 const QbOptions  *options)
{
  QbScenario *self;

  g_return_val_if_fail (options != NULL, NULL);

  self = g_object_new (QB_TYPE_SCENARIO, NULL);
  self->kind = kind;
  self->options = *options;
  self->options.edition = options->edition == QB_EDITION_CLASSIC;
  self->options.tides = options->tides != 0;
  if (self->options.double_rule > QB_DOUBLE_FIVES)
    self->options.double_rule = QB_DOUBLE_BY_EDITION;
  if (kind == QB_SCENARIO_DEPLOYMENT || options->start_move < 1 || options->start_move > 16)
    self->options.start_move = 1;
  reset_blocks (self);
  return self;
}

/**
 * qb_scenario_new_from_state:
 * @state: a game
 *
 * The position of @state as a scenario that starts at its campaign move.
 */
QbScenario *
qb_scenario_new_from_state (const QbState *state)
{
  QbOptions options;
  QbScenario *self;

  g_return_val_if_fail (state != NULL, NULL);

  options = state->options;
  options.start_move = (guint8) CLAMP (state->move, 1, 16);
  self = qb_scenario_new (QB_SCENARIO_POSITION, &options);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    qb_scenario_set_block (self, (guint) b, state->blocks[b].loc, state->blocks[b].cv);
  qb_scenario_set_british_visited (self, state->british_visited);
  /* 21.0 counts the ends of moves: in the middle of a move, the last
   * one's, and only while the British hold Cap Rouge still (R37). */
  self->held_cap_rouge = state->held_cap_rouge != 0 && options.start_move > 1
    && qb_zone_count (state, QB_BRITISH, QB_CR) > 0 && qb_zone_count (state, QB_FRENCH, QB_CR) == 0;
  return self;
}

/* The past of a whole state, kept in the plain fields too, so that an
 * edit that makes a plain position of it (qb_scenario_set_block()) keeps
 * it: the zones entered, and Cap Rouge held at the end of the last move
 * while the British hold it still (R37). */
void
qb_scenario_sync_history (QbScenario *self)
{
  const QbState *s = &self->state;

  self->british_visited = (guint16) (s->british_visited & ((1u << QB_NUM_ZONES) - 1) & ~(1u << QB_OR));
  self->held_cap_rouge = s->held_cap_rouge != 0 && s->move > 1
    && qb_zone_count (s, QB_BRITISH, QB_CR) > 0 && qb_zone_count (s, QB_FRENCH, QB_CR) == 0;
}

/**
 * qb_scenario_new_from_full_state:
 * @state: a position of a game, as the engine left it
 *
 * A position at any moment: everything @state holds (the decision, a
 * battle under way, the orders written, every block's flags, the counters
 * and the generator), written as the "state" member of format version 3.
 */
QbScenario *
qb_scenario_new_from_full_state (const QbState *state)
{
  QbScenario *self;

  g_return_val_if_fail (state != NULL, NULL);

  self = qb_scenario_new (QB_SCENARIO_POSITION, &state->options);
  self->options = state->options;
  self->has_state = TRUE;
  self->state = *state;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      self->location[b] = state->blocks[b].loc;
      self->cv[b] = state->blocks[b].cv;
    }
  qb_scenario_sync_history (self);
  return self;
}

/**
 * qb_scenario_get_state:
 * @state: (out caller-allocates) (optional): the position exactly as
 *   written, caches included
 *
 * Returns: whether the scenario holds a whole state (format version 3)
 */
gboolean
qb_scenario_get_state (QbScenario *self,
                       QbState    *state)
{
  g_return_val_if_fail (QB_IS_SCENARIO (self), FALSE);

  if (self->has_state && state != NULL)
    *state = self->state;
  return self->has_state;
}

QbScenarioKind
qb_scenario_get_kind (QbScenario *self)
{
  g_return_val_if_fail (QB_IS_SCENARIO (self), QB_SCENARIO_POSITION);

  return self->kind;
}

static void
set_string (QbScenario  *self,
            char       **field,
            const char  *value,
            GParamSpec  *pspec)
{
  if (value == NULL)
    value = "";
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

const char *
qb_scenario_get_name (QbScenario *self)
{
  g_return_val_if_fail (QB_IS_SCENARIO (self), NULL);

  return self->name;
}

void
qb_scenario_set_name (QbScenario *self,
                      const char *name)
{
  g_return_if_fail (QB_IS_SCENARIO (self));

  set_string (self, &self->name, name, properties[PROP_NAME]);
}

const char *
qb_scenario_get_author (QbScenario *self)
{
  g_return_val_if_fail (QB_IS_SCENARIO (self), NULL);

  return self->author;
}

void
qb_scenario_set_author (QbScenario *self,
                        const char *author)
{
  g_return_if_fail (QB_IS_SCENARIO (self));

  set_string (self, &self->author, author, properties[PROP_AUTHOR]);
}

const char *
qb_scenario_get_description (QbScenario *self)
{
  g_return_val_if_fail (QB_IS_SCENARIO (self), NULL);

  return self->description;
}

void
qb_scenario_set_description (QbScenario *self,
                             const char *description)
{
  g_return_if_fail (QB_IS_SCENARIO (self));

  set_string (self, &self->description, description, properties[PROP_DESCRIPTION]);
}

void
qb_scenario_get_options (QbScenario *self,
                         QbOptions  *options)
{
  g_return_if_fail (QB_IS_SCENARIO (self));
  g_return_if_fail (options != NULL);

  *options = self->options;
}

void
qb_scenario_set_start_move (QbScenario *self,
                            guint       move)
{
  g_return_if_fail (QB_IS_SCENARIO (self));
  g_return_if_fail (move >= 1 && move <= 16);
  g_return_if_fail (self->kind == QB_SCENARIO_POSITION);

  self->has_state = FALSE;
  self->options.start_move = (guint8) move;
}

/**
 * qb_scenario_get_british_visited:
 *
 * Returns: the zones marked as entered by the British before the start
 *   (bit z = zone z, 20.0), Ile d'Orleans excepted (it never counts); of
 *   a whole state, the zones it has entered
 */
guint
qb_scenario_get_british_visited (QbScenario *self)
{
  g_return_val_if_fail (QB_IS_SCENARIO (self), 0);

  return self->british_visited;
}

/**
 * qb_scenario_set_british_visited:
 * @zones: bit z = zone z; Ile d'Orleans and bits past the nine zones are
 *   dropped
 *
 * Only a position has a past; a deployment ignores it.
 */
void
qb_scenario_set_british_visited (QbScenario *self,
                                 guint       zones)
{
  g_return_if_fail (QB_IS_SCENARIO (self));

  zones &= ((1u << QB_NUM_ZONES) - 1) & ~(1u << QB_OR);
  if (self->kind != QB_SCENARIO_POSITION)
    zones = 0;
  if (self->british_visited == zones)
    return;
  self->has_state = FALSE;
  self->british_visited = (guint16) zones;
}

/**
 * qb_scenario_get_british_entered:
 *
 * Returns: every zone the game starts with as entered by the British
 *   (20.0): the zones marked, those their blocks stand in and Ile
 *   d'Orleans, where they land (3.3)
 */
guint
qb_scenario_get_british_entered (QbScenario *self)
{
  guint zones;

  g_return_val_if_fail (QB_IS_SCENARIO (self), 0);

  if (self->has_state)
    return self->state.british_visited;
  zones = self->british_visited | (1u << QB_OR);
  for (int b = 0; b < QB_BLOCKS_PER_SIDE; b++)
    if (self->location[b] < QB_NUM_ZONES)
      zones |= 1u << self->location[b];
  return zones;
}

gboolean
qb_scenario_get_held_cap_rouge (QbScenario *self)
{
  g_return_val_if_fail (QB_IS_SCENARIO (self), FALSE);

  return self->held_cap_rouge;
}

/**
 * qb_scenario_set_held_cap_rouge:
 * @held: whether the British held Cap Rouge at the end of the move before
 *   the first (21.0); qb_setup_check() says when that cannot be
 */
void
qb_scenario_set_held_cap_rouge (QbScenario *self,
                                gboolean    held)
{
  g_return_if_fail (QB_IS_SCENARIO (self));

  held = held && self->kind == QB_SCENARIO_POSITION;
  if (self->held_cap_rouge == held)
    return;
  self->has_state = FALSE;
  self->held_cap_rouge = held;
}

void
qb_scenario_get_block (QbScenario *self,
                       guint       block,
                       guint      *location,
                       guint      *cv)
{
  g_return_if_fail (QB_IS_SCENARIO (self));
  g_return_if_fail (block < QB_NUM_BLOCKS);

  if (location != NULL)
    *location = self->location[block];
  if (cv != NULL)
    *cv = self->cv[block];
}

/**
 * qb_scenario_set_block:
 * @location: a zone, QB_LOC_BASON or QB_LOC_STLAURENT (ships),
 *   QB_LOC_OUT (out of play; QB_LOC_ELIMINATED is taken as out of play
 *   too, since a position has no past) or, in a deployment, QB_LOC_POOL
 * @cv: the block's strength; 0 means full strength
 */
void
qb_scenario_set_block (QbScenario *self,
                       guint       block,
                       guint       location,
                       guint       cv)
{
  int max;

  g_return_if_fail (QB_IS_SCENARIO (self));
  g_return_if_fail (block < QB_NUM_BLOCKS);
  g_return_if_fail (location < QB_NUM_LOCS);

  /* Placing a block by hand makes a plain position of it again. */
  self->has_state = FALSE;

  /* Out of play blocks have no strength, so equal scenarios compare equal. */
  if (location == QB_LOC_ELIMINATED)
    location = QB_LOC_OUT;
  max = qb_unit_info (self->options.edition, (int) block)->max_cv;
  self->location[block] = (guint8) location;
  self->cv[block] = (guint8) (cv == 0 || (int) cv > max ? max : cv);
  if (location == QB_LOC_OUT)
    self->cv[block] = 0;
}

/**
 * qb_scenario_get_dice:
 * @n_dice: (out) (optional): how many
 *
 * Returns: (array length=n_dice) (nullable): the forced dice: the results
 *   a game begun here takes for its first random draws (dice 1..6, a
 *   22.3 scout's pick 1..n), before fresh ones; %NULL if none
 */
const guint8 *
qb_scenario_get_dice (QbScenario *self,
                      guint      *n_dice)
{
  g_return_val_if_fail (QB_IS_SCENARIO (self), NULL);

  if (n_dice != NULL)
    *n_dice = self->dice->len;
  return self->dice->len > 0 ? self->dice->data : NULL;
}

/**
 * qb_scenario_set_dice:
 * @dice: (array length=n_dice): results 1..25
 */
void
qb_scenario_set_dice (QbScenario   *self,
                      const guint8 *dice,
                      guint         n_dice)
{
  g_return_if_fail (QB_IS_SCENARIO (self));
  g_return_if_fail (n_dice == 0 || dice != NULL);
  g_return_if_fail (n_dice <= QB_RECORD_MAX_DICE);

  for (guint i = 0; i < n_dice; i++)
    g_return_if_fail (dice[i] >= 1 && dice[i] <= QB_BLOCKS_PER_SIDE);
  g_byte_array_set_size (self->dice, 0);
  g_byte_array_append (self->dice, dice, n_dice);
}

/* Real units first: a classic decoy may only join a zone that already
 * holds one (10.1). */
GArray *
qb_scenario_get_deployment (QbScenario *self)
{
  GArray *actions;

  g_return_val_if_fail (QB_IS_SCENARIO (self), NULL);

  actions = g_array_new (FALSE, FALSE, sizeof (QbAction));
  if (self->kind != QB_SCENARIO_DEPLOYMENT)
    return actions;
  for (int pass = 0; pass < 2; pass++)
    for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
      {
        QbAction a = { QB_ACT_PLACE, (guint8) b, self->location[b], 0 };

        if (is_decoy (self->options.edition, b) == (pass == 1) && self->location[b] < QB_NUM_ZONES)
          g_array_append_val (actions, a);
      }
  return actions;
}

/* Applies the deployment to a fresh standard start. On failure *block is
 * the block whose placement was refused (or -1) and *reason why, in the
 * user's language. */
gboolean
qb_scenario_apply_deployment (QbScenario   *self,
                              guint64       seed,
                              QbState      *state,
                              QbEventSink  *sink,
                              int          *block,
                              const char  **reason)
{
  g_autoptr(GArray) actions = qb_scenario_get_deployment (self);

  qb_init (state, &self->options, seed, sink);
  for (guint i = 0; i < actions->len; i++)
    {
      QbAction a = g_array_index (actions, QbAction, i);

      if (!qb_apply (state, a, sink, reason))
        {
          *block = a.a;
          *reason = qb_engine_reason_text (*reason);
          return FALSE;
        }
    }
  if (state->phase == QB_PHASE_FRENCH_SETUP)
    {
      *block = -1;
      *reason = _("some French blocks are not placed (3.4)");
      return FALSE;
    }
  return TRUE;
}

/**
 * qb_scenario_to_state:
 * @seed: the dice of the game
 * @sink: (nullable): receives the events of the start
 *
 * Starts a game: a position through qb_init_position(), a deployment by
 * placing the French blocks on a standard start.
 */
gboolean
qb_scenario_to_state (QbScenario   *self,
                      guint64       seed,
                      QbState      *state,
                      QbEventSink  *sink,
                      GError      **error)
{
  const char *reason = NULL;

  g_return_val_if_fail (QB_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  if (self->kind == QB_SCENARIO_DEPLOYMENT)
    {
      int block = -1;

      if (qb_scenario_apply_deployment (self, seed, state, sink, &block, &reason))
        return TRUE;
      if (block >= 0)
        /* Translators: %1$s is a block's id as written in the file
         * (“fr-la-sarre”), %2$s the rules engine's reason. */
        g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION,
                     _("impossible deployment of %1$s: %2$s"),
                     qb_block_key (self->options.edition, block), reason);
      else
        /* Translators: %s is the reason, such as “some French blocks are
         * not placed (3.4)”. */
        g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_ILLEGAL_ACTION,
                     _("impossible deployment: %s"), reason);
      return FALSE;
    }

  if (self->has_state)
    {
      /* A new start: the game counts its actions and draws from here (the
       * record's dice list begins here), and its generator goes on from
       * the state's. Nothing is rolled: the decision is already there. */
      *state = self->state;
      state->actions = 0;
      state->rolls = 0;
      return TRUE;
    }

  memset (state, 0, sizeof *state);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      state->blocks[b].loc = self->location[b];
      state->blocks[b].cv = self->cv[b];
    }
  /* The start may roll (23.0 tides): the caller's dice, else ours. */
  QbEventSink local = { NULL, 0, 0, 0, NULL };
  QbDice dice = { 0 };
  QbEventSink *start_sink = sink;
  gboolean ok;

  if ((sink == NULL || sink->dice == NULL) && self->dice->len > 0)
    {
      if (sink != NULL)
        local = *sink;
      dice.forced = self->dice->data;
      dice.n_forced = self->dice->len;
      local.dice = &dice;
      start_sink = &local;
    }
  ok = qb_init_position (state, &self->options, seed, start_sink, &reason);
  if (start_sink == &local && sink != NULL)
    {
      sink->len = local.len;
      sink->dropped = local.dropped;
    }
  if (ok)
    {
      /* The history before the first move (20.0, 21.0); nothing of the
       * start (tides, transfers) looks at it. */
      state->british_visited |= self->british_visited;
      state->held_cap_rouge = self->held_cap_rouge ? 1 : 0;
    }
  if (ok && dice.bad > 0)
    {
      g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID,
                   /* Translators: %u is a die as written in the file. */
                   _("the forced die %u is not 1..6"), self->dice->data[0]);
      return FALSE;
    }
  if (!ok)
    {
      /* Translators: %s is the rules engine's reason. */
      g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_POSITION, _("impossible position: %s"),
                   reason != NULL ? qb_engine_reason_text (reason) : _("rejected by the engine"));
      return FALSE;
    }
  return TRUE;
}

gboolean
qb_scenario_equal (QbScenario *a,
                   QbScenario *b)
{
  g_return_val_if_fail (QB_IS_SCENARIO (a), FALSE);
  g_return_val_if_fail (QB_IS_SCENARIO (b), FALSE);

  return a->kind == b->kind
    && memcmp (&a->options, &b->options, sizeof a->options) == 0
    && memcmp (a->location, b->location, sizeof a->location) == 0
    && memcmp (a->cv, b->cv, sizeof a->cv) == 0
    && a->british_visited == b->british_visited
    && a->held_cap_rouge == b->held_cap_rouge
    && a->has_state == b->has_state
    && (!a->has_state || memcmp (&a->state, &b->state, sizeof a->state) == 0)
    && a->dice->len == b->dice->len
    && (a->dice->len == 0 || memcmp (a->dice->data, b->dice->data, a->dice->len) == 0)
    && g_strcmp0 (a->name, b->name) == 0
    && g_strcmp0 (a->author, b->author) == 0
    && g_strcmp0 (a->description, b->description) == 0;
}

/**
 * qb_scenario_copy:
 *
 * Returns: (transfer full): a new scenario equal to @self
 *   (qb_scenario_equal()), for undo steps and drafts
 */
QbScenario *
qb_scenario_copy (QbScenario *self)
{
  QbScenario *copy;

  g_return_val_if_fail (QB_IS_SCENARIO (self), NULL);

  copy = g_object_new (QB_TYPE_SCENARIO, NULL);
  copy->kind = self->kind;
  copy->options = self->options;
  g_free (copy->name);
  copy->name = g_strdup (self->name);
  g_free (copy->author);
  copy->author = g_strdup (self->author);
  g_free (copy->description);
  copy->description = g_strdup (self->description);
  memcpy (copy->location, self->location, sizeof copy->location);
  memcpy (copy->cv, self->cv, sizeof copy->cv);
  g_byte_array_append (copy->dice, self->dice->data, self->dice->len);
  copy->british_visited = self->british_visited;
  copy->held_cap_rouge = self->held_cap_rouge;
  copy->has_state = self->has_state;
  copy->state = self->state;
  return copy;
}
