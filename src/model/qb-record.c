/* qb-record.c: QbRecord, everything needed to reproduce a game: the
 * object, its properties, actions and dice, where a what-if game
 * branched from, and replaying it (see qb-record.h and
 * docs/file-format.md). The notes are in qb-record-notes.c, the .q1759
 * files in qb-record-json.c. */
#include <string.h>

#include "qb-record.h"
#include "qb-record-private.h"
#include "qb-scenario-private.h"

#ifndef QB_APP_VERSION
# define QB_APP_VERSION "0"
#endif


G_DEFINE_FINAL_TYPE (QbRecord, qb_record, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SEED,
  PROP_N_ACTIONS,
  PROP_BRITISH_NAME,
  PROP_FRENCH_NAME,
  PROP_CREATED,
  PROP_MODIFIED,
  PROP_APP_VERSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
clear_annotation (gpointer data)
{
  QbAnnotation *annotation = data;

  g_clear_pointer (&annotation->text, g_free);
}

static void
clear_bookmark (gpointer data)
{
  QbBookmark *bookmark = data;

  g_clear_pointer (&bookmark->title, g_free);
}

/* Dates to the second: files stay tidy and round trips exact. */
static GDateTime *
now (void)
{
  return g_date_time_new_from_unix_utc (g_get_real_time () / G_USEC_PER_SEC);
}

void
qb_record_touch (QbRecord *self)
{
  g_clear_pointer (&self->modified, g_date_time_unref);
  self->modified = now ();
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
qb_record_dispose (GObject *object)
{
  QbRecord *self = (QbRecord *)object;

  g_clear_object (&self->scenario);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (qb_record_parent_class)->dispose (object);
}

static void
qb_record_finalize (GObject *object)
{
  QbRecord *self = (QbRecord *)object;

  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->dice, g_byte_array_unref);
  g_clear_pointer (&self->names[0], g_free);
  g_clear_pointer (&self->names[1], g_free);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_clear_pointer (&self->modified, g_date_time_unref);
  g_clear_pointer (&self->app_version, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->annotations, g_array_unref);
  g_clear_pointer (&self->bookmarks, g_array_unref);
  g_clear_pointer (&self->seats, g_array_unref);
  g_clear_pointer (&self->branch_file, g_free);

  G_OBJECT_CLASS (qb_record_parent_class)->finalize (object);
}

static void
qb_record_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  QbRecord *self = QB_RECORD (object);

  switch (prop_id)
    {
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;

    case PROP_N_ACTIONS:
      g_value_set_uint (value, self->actions->len);
      break;

    case PROP_BRITISH_NAME:
      g_value_set_string (value, self->names[QB_BRITISH]);
      break;

    case PROP_FRENCH_NAME:
      g_value_set_string (value, self->names[QB_FRENCH]);
      break;

    case PROP_CREATED:
      g_value_set_boxed (value, self->created);
      break;

    case PROP_MODIFIED:
      g_value_set_boxed (value, self->modified);
      break;

    case PROP_APP_VERSION:
      g_value_set_string (value, self->app_version);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_record_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  QbRecord *self = QB_RECORD (object);

  switch (prop_id)
    {
    case PROP_BRITISH_NAME:
      qb_record_set_player_name (self, QB_BRITISH, g_value_get_string (value));
      break;

    case PROP_FRENCH_NAME:
      qb_record_set_player_name (self, QB_FRENCH, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_record_class_init (QbRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qb_record_dispose;
  object_class->finalize = qb_record_finalize;
  object_class->get_property = qb_record_get_property;
  object_class->set_property = qb_record_set_property;

  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_N_ACTIONS] =
    g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_BRITISH_NAME] =
    g_param_spec_string ("british-name", NULL, NULL, "",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_FRENCH_NAME] =
    g_param_spec_string ("french-name", NULL, NULL, "",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CREATED] =
    g_param_spec_boxed ("created", NULL, NULL, G_TYPE_DATE_TIME,
                        (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_MODIFIED] =
    g_param_spec_boxed ("modified", NULL, NULL, G_TYPE_DATE_TIME,
                        (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_APP_VERSION] =
    g_param_spec_string ("app-version", NULL, NULL, QB_APP_VERSION,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
qb_record_init (QbRecord *self)
{
  qb_options_default (&self->options);
  self->actions = g_array_new (FALSE, FALSE, sizeof (QbAction));
  self->dice = g_byte_array_new ();
  self->hide_information = TRUE;
  self->branch_index = QB_INDEX_NONE;
  self->names[0] = g_strdup ("");
  self->names[1] = g_strdup ("");
  self->created = now ();
  self->modified = g_date_time_ref (self->created);
  self->app_version = g_strdup (QB_APP_VERSION);
  self->annotations = g_array_new (FALSE, FALSE, sizeof (QbAnnotation));
  g_array_set_clear_func (self->annotations, clear_annotation);
  self->bookmarks = g_array_new (FALSE, FALSE, sizeof (QbBookmark));
  g_array_set_clear_func (self->bookmarks, clear_bookmark);
  self->seats = g_array_new (FALSE, FALSE, sizeof (QbSeatChange));
  self->resigned = -1;
}

/**
 * qb_record_new:
 * @options: edition and options (a standard start is at move 1)
 * @seed: the dice
 *
 * A record of a game with the standard start: the British set up
 * automatically (3.3) and the French deployment is the first actions.
 */
QbRecord *
qb_record_new (const QbOptions *options,
               guint64          seed)
{
  QbRecord *self;

  g_return_val_if_fail (options != NULL, NULL);

  self = g_object_new (QB_TYPE_RECORD, NULL);
  self->options = *options;
  self->options.edition = options->edition == QB_EDITION_CLASSIC;
  self->options.tides = options->tides != 0;
  if (self->options.double_rule > QB_DOUBLE_FIVES)
    self->options.double_rule = QB_DOUBLE_BY_EDITION;
  self->options.start_move = 1;
  self->seed = seed;
  return self;
}

/**
 * qb_record_new_for_scenario:
 * @scenario: a position (a deployment is played as actions on the
 *   standard start: see qb_game_new_from_scenario())
 *
 * The record keeps its own copy of the scenario.
 */
QbRecord *
qb_record_new_for_scenario (QbScenario *scenario,
                            guint64     seed)
{
  QbRecord *self;

  g_return_val_if_fail (QB_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (qb_scenario_get_kind (scenario) == QB_SCENARIO_POSITION, NULL);

  self = g_object_new (QB_TYPE_RECORD, NULL);
  qb_scenario_get_options (scenario, &self->options);
  self->seed = seed;

  /* A private copy, so that editing the caller's scenario later does not
   * change this game's start. */
  {
    QbState full;

    /* A position at any moment keeps its whole state. */
    if (qb_scenario_get_state (scenario, &full))
      self->scenario = qb_scenario_new_from_full_state (&full);
    else
      self->scenario = qb_scenario_new (QB_SCENARIO_POSITION, &self->options);
  }
  qb_scenario_set_name (self->scenario, qb_scenario_get_name (scenario));
  qb_scenario_set_author (self->scenario, qb_scenario_get_author (scenario));
  qb_scenario_set_description (self->scenario, qb_scenario_get_description (scenario));
  for (guint b = 0; b < QB_NUM_BLOCKS && !qb_scenario_get_state (scenario, NULL); b++)
    {
      guint location, cv;

      qb_scenario_get_block (scenario, b, &location, &cv);
      qb_scenario_set_block (self->scenario, b, location, cv);
    }
  /* Its past (20.0, 21.0); a whole state holds its own. */
  if (!qb_scenario_get_state (scenario, NULL))
    {
      qb_scenario_set_british_visited (self->scenario, qb_scenario_get_british_visited (scenario));
      qb_scenario_set_held_cap_rouge (self->scenario, qb_scenario_get_held_cap_rouge (scenario));
    }
  /* The scenario's forced dice open the game's list of dice (the copy
   * kept as the start has none: a game lists its dice in one place). */
  {
    guint n_dice = 0;
    const guint8 *dice = qb_scenario_get_dice (scenario, &n_dice);

    g_byte_array_append (self->dice, dice, n_dice);
  }
  return self;
}

/* ---- Accessors -------------------------------------------------------- */

void
qb_record_get_options (QbRecord  *self,
                       QbOptions *options)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (options != NULL);

  *options = self->options;
}

guint64
qb_record_get_seed (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), 0);

  return self->seed;
}

/**
 * qb_record_get_scenario:
 *
 * Returns: (transfer none) (nullable): the starting position, or %NULL for
 *   the standard start
 */
QbScenario *
qb_record_get_scenario (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  return self->scenario;
}

const char *
qb_record_get_app_version (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  return self->app_version;
}

GDateTime *
qb_record_get_created (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  return self->created;
}

GDateTime *
qb_record_get_modified (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  return self->modified;
}

const char *
qb_record_get_player_name (QbRecord *self,
                           int       side)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, NULL);

  return self->names[side];
}

void
qb_record_set_player_name (QbRecord   *self,
                           int         side,
                           const char *name)
{
  g_autofree char *clipped = NULL;

  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (side == QB_BRITISH || side == QB_FRENCH);

  if (name == NULL)
    name = "";
  g_return_if_fail (g_utf8_validate (name, -1, NULL));

  /* Keep what files may hold. */
  clipped = g_utf8_substring (name, 0, MIN (g_utf8_strlen (name, -1), QB_MAX_NAME_CHARS));
  if (g_strcmp0 (self->names[side], clipped) == 0)
    return;
  g_free (self->names[side]);
  self->names[side] = g_steal_pointer (&clipped);
  qb_record_touch (self);
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[side == QB_BRITISH ? PROP_BRITISH_NAME : PROP_FRENCH_NAME]);
}

guint
qb_record_get_n_actions (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), 0);

  return self->actions->len;
}

QbAction
qb_record_get_action (QbRecord *self,
                      guint     index)
{
  QbAction none = { 0, 0, 0, 0 };

  g_return_val_if_fail (QB_IS_RECORD (self), none);
  g_return_val_if_fail (index < self->actions->len, none);

  return g_array_index (self->actions, QbAction, index);
}

const QbAction *
qb_record_get_actions (QbRecord *self,
                       guint    *n_actions)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  if (n_actions != NULL)
    *n_actions = self->actions->len;
  return (const QbAction *)(gpointer)self->actions->data;
}

/**
 * qb_record_append_action:
 *
 * Adds an action without checking it: QbGame appends only what the engine
 * accepted, and loading checks every action of a file.
 */
void
qb_record_append_action (QbRecord *self,
                         QbAction  action)
{
  QbAction normal;

  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (self->actions->len < QB_RECORD_MAX_ACTIONS);

  normal = qb_action_normalize (action);
  g_array_append_val (self->actions, normal);
  qb_record_touch (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
}

/**
 * qb_record_truncate:
 * @n_actions: how many actions to keep
 *
 * Drops the later actions (undo), and the notes attached to positions that
 * no longer exist.
 */
void
qb_record_truncate (QbRecord *self,
                    guint     n_actions)
{
  g_return_if_fail (QB_IS_RECORD (self));

  if (n_actions >= self->actions->len)
    return;
  g_array_set_size (self->actions, n_actions);
  for (guint i = self->annotations->len; i > 0; i--)
    if (g_array_index (self->annotations, QbAnnotation, i - 1).index > n_actions)
      g_array_remove_index (self->annotations, i - 1);
  for (guint i = self->bookmarks->len; i > 0; i--)
    if (g_array_index (self->bookmarks, QbBookmark, i - 1).index > n_actions)
      g_array_remove_index (self->bookmarks, i - 1);
  /* A what-if game never undoes into its original's history (its undo
   * floor is the branch), but a tool may cut it: a branch past the end
   * would name a position the record no longer has. */
  if (self->branch_index != QB_INDEX_NONE && self->branch_index > n_actions)
    qb_record_set_branch (self, NULL, QB_INDEX_NONE);
  /* Nor may a seat change or a resignation stay past the end. */
  for (guint i = self->seats->len; i > 0; i--)
    if (g_array_index (self->seats, QbSeatChange, i - 1).index > n_actions)
      g_array_remove_index (self->seats, i - 1);
  self->resigned = -1;
  qb_record_touch (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
}

/* ---- Dice and play options --------------------------------------------- */

/**
 * qb_record_get_dice:
 * @n_dice: (out): how many
 *
 * Returns: (array length=n_dice): the results of the game's random draws
 *   (dice 1..6, the 22.3 scout's picks 1..n) in the order they were made,
 *   then any forced results still to be used. The draws past this list
 *   come from the seed (replaying) or fresh randomness (QbGame).
 */
const guint8 *
qb_record_get_dice (QbRecord *self,
                    guint    *n_dice)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  if (n_dice != NULL)
    *n_dice = self->dice->len;
  return self->dice->data;
}

/**
 * qb_record_set_dice:
 * @dice: (array length=n_dice): results, each 1..25
 *
 * Replaces the list of dice (forced dice for a record with no actions
 * yet, see `quebec1759-cli selfplay --dice`). Loading a file checks that
 * each result fits its draw; a forced result that does not counts as 1.
 */
void
qb_record_set_dice (QbRecord     *self,
                    const guint8 *dice,
                    guint         n_dice)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (n_dice == 0 || dice != NULL);
  g_return_if_fail (n_dice <= QB_RECORD_MAX_DICE);

  for (guint i = 0; i < n_dice; i++)
    g_return_if_fail (dice[i] >= 1 && dice[i] <= QB_BLOCKS_PER_SIDE);
  g_byte_array_set_size (self->dice, 0);
  g_byte_array_append (self->dice, dice, n_dice);
  qb_record_touch (self);
}

/**
 * qb_record_append_dice:
 *
 * Adds the results of draws just made (QbGame).
 */
void
qb_record_append_dice (QbRecord     *self,
                       const guint8 *dice,
                       guint         n_dice)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (n_dice == 0 || dice != NULL);

  g_byte_array_append (self->dice, dice, n_dice);
}

/**
 * qb_record_dice_from:
 * @state: (nullable): a position of this record's game, or %NULL for the
 *   start
 * @dice: (out caller-allocates): the record's dice still to be used at
 *   @state (the first @state->rolls of the list are those it drew), as
 *   forced results; nothing else set
 */
void
qb_record_dice_from (QbRecord      *self,
                     const QbState *state,
                     QbDice        *dice)
{
  guint at;

  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (dice != NULL);

  at = MIN (state != NULL ? state->rolls : 0, self->dice->len);
  memset (dice, 0, sizeof *dice);
  /* (An empty list may have no data: no pointer arithmetic on NULL.) */
  dice->forced = at < self->dice->len ? self->dice->data + at : NULL;
  dice->n_forced = self->dice->len - at;
}

/**
 * qb_record_get_hide_information:
 *
 * Whether the game is played with hidden information (hot-seat: each
 * player sees only what they may know), the default, or open.
 */
gboolean
qb_record_get_hide_information (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), TRUE);

  return self->hide_information;
}

void
qb_record_set_hide_information (QbRecord *self,
                                gboolean  hide)
{
  g_return_if_fail (QB_IS_RECORD (self));

  if (self->hide_information == !!hide)
    return;
  self->hide_information = !!hide;
  qb_record_touch (self);
}

/**
 * qb_record_is_finished:
 *
 * Whether the game of this record is over (replays it: a record read
 * from a file was checked, so this cannot fail). An autosave of a finished
 * game is not an unfinished game to resume.
 */
gboolean
qb_record_is_finished (QbRecord *self)
{
  QbState state;

  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);

  if (!qb_record_replay (self, self->actions->len, &state, NULL))
    return FALSE;
  return qb_is_over (&state);
}

/* ---- Where a what-if game branched from ----------------------------------- */

/**
 * qb_record_get_branch:
 * @file: (out) (optional) (nullable): the original's file as written (a
 *   path), or %NULL if the original had none
 * @index: (out) (optional): the position of the original this game
 *   continues from; its first @index actions are the original's
 *
 * Returns: whether this record is a what-if game (qb_record_fork())
 */
gboolean
qb_record_get_branch (QbRecord    *self,
                      const char **file,
                      guint       *index)
{
  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);

  if (file != NULL)
    *file = self->branch_file;
  if (index != NULL)
    *index = self->branch_index;
  return self->branch_index != QB_INDEX_NONE;
}

/**
 * qb_record_set_branch:
 * @file: (nullable): the original's file (a path), %NULL if it had none
 * @index: the position it branched at, 0..n-actions, or %QB_INDEX_NONE
 *   for an ordinary game
 */
void
qb_record_set_branch (QbRecord   *self,
                      const char *file,
                      guint       index)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (index == QB_INDEX_NONE || index <= self->actions->len);
  g_return_if_fail (file == NULL || index != QB_INDEX_NONE);

  self->branch_index = index;
  g_free (self->branch_file);
  self->branch_file = g_strdup (file);
}

/**
 * qb_record_get_branch_file:
 *
 * The original's file: a relative path (written by hand) is taken from
 * the folder of the file this record was read from.
 *
 * Returns: (transfer full) (nullable): the original's file, whether or not
 *   it still exists; %NULL if none is named
 */
GFile *
qb_record_get_branch_file (QbRecord *self)
{
  g_autoptr(GFile) folder = NULL;

  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  if (self->branch_file == NULL)
    return NULL;
  if (g_path_is_absolute (self->branch_file) || self->file == NULL)
    return g_file_new_for_path (self->branch_file);
  folder = g_file_get_parent (self->file);
  if (folder == NULL)
    return g_file_new_for_path (self->branch_file);
  return g_file_resolve_relative_path (folder, self->branch_file);
}

/**
 * qb_record_get_file:
 *
 * Returns: (transfer none) (nullable): the file this record was last read
 *   from or saved to
 */
GFile *
qb_record_get_file (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  return self->file;
}

/* ---- Replaying ----------------------------------------------------------- */

/**
 * qb_record_start:
 * @sink: (nullable): receives the events of the start
 *
 * The position before the first action.
 */
gboolean
qb_record_start (QbRecord     *self,
                 QbState      *state,
                 QbEventSink  *sink,
                 GError      **error)
{
  QbEventSink local = { NULL, 0, 0, 0, NULL };
  QbDice dice;
  gboolean ok = TRUE;

  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  /* A scenario's start may roll (the tides of its first move, 23.0): with
   * the record's dice unless the caller brings its own. */
  if (sink == NULL)
    sink = &local;
  if (sink->dice == NULL && self->dice->len > 0)
    {
      qb_record_dice_from (self, NULL, &dice);
      sink->dice = &dice;
    }
  if (self->scenario != NULL)
    ok = qb_scenario_to_state (self->scenario, self->seed, state, sink, error);
  else
    qb_init (state, &self->options, self->seed, sink);
  if (sink->dice == &dice)
    sink->dice = NULL;
  return ok;
}

/**
 * qb_record_apply:
 * @state: a position of this record's game
 * @sink: (nullable): receives the events
 *
 * qb_apply() with the record's dice: those still listed at @state, then
 * the seed.
 */
gboolean
qb_record_apply (QbRecord     *self,
                 QbState      *state,
                 QbAction      action,
                 QbEventSink  *sink,
                 const char  **reason)
{
  QbEventSink local = { NULL, 0, 0, 0, NULL };
  QbDice dice;
  gboolean ok;

  /* Nothing listed from here on (a record of the seed alone): the
   * engine's own generator, as fast as ever. */
  if (state->rolls >= self->dice->len)
    return qb_apply (state, action, sink, reason);
  if (sink == NULL)
    sink = &local;
  qb_record_dice_from (self, state, &dice);
  sink->dice = &dice;
  ok = qb_apply (state, action, sink, reason);
  sink->dice = NULL;
  return ok;
}

/**
 * qb_record_replay:
 * @index: the position wanted, 0..n-actions
 * @state: (out caller-allocates): the position after @index actions
 *
 * Rebuilds a position from the start. QbReplayIndex does the same faster
 * for many positions of one record.
 */
gboolean
qb_record_replay (QbRecord  *self,
                  guint      index,
                  QbState   *state,
                  GError   **error)
{
  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);
  g_return_val_if_fail (index <= self->actions->len, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  if (!qb_record_start (self, state, NULL, error))
    return FALSE;
  for (guint i = 0; i < index; i++)
    {
      QbAction action = g_array_index (self->actions, QbAction, i);
      const char *reason = NULL;

      if (!qb_record_apply (self, state, action, NULL, &reason))
        {
          qb_illegal_action_error (error, i, self->options.edition, action, reason);
          return FALSE;
        }
    }
  return TRUE;
}
