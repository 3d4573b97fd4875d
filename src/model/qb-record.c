/* qb-record.c: game records and their files (see qb-record.h and
 * docs/file-format.md). */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-engine-text.h"
#include "qb-json-private.h"
#include "qb-record.h"
#include "qb-record-private.h"
#include "qb-scenario-private.h"

#ifndef QB_APP_VERSION
# define QB_APP_VERSION "0"
#endif

struct _QbRecord
{
  GObject parent_instance;

  QbOptions options;
  gboolean hide_information;   /* hot-seat hiding (not a rule: the engine
                                * does not know it) */
  guint64 seed;
  GByteArray *dice;            /* every random draw (1..n), then any forced
                                * ones still to come: see "Dice" in
                                * docs/file-format.md */
  QbScenario *scenario;        /* NULL for the standard start */
  GArray *actions;             /* QbAction, normalized */
  char *names[2];
  GDateTime *created;
  GDateTime *modified;
  char *app_version;
  GArray *annotations;         /* QbAnnotation, sorted by index */
  GArray *bookmarks;           /* QbBookmark, sorted by index */
  guint branch_index;          /* a what-if game: the position of the
                                * original it continues from, or
                                * QB_INDEX_NONE (see qb-fork.h) */
  char *branch_file;           /* the original's file, as written; NULL
                                * if it had none */

  /* The file last read or written, and what it was then: a save warns
   * before replacing what someone else wrote there since. */
  GFile *file;
  QbFileStamp stamp;
  char *name;                  /* the file's name as loading showed it, for
                                * the messages of qb_record_play_action() */
};

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

static void
touch (QbRecord *self)
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
  touch (self);
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
  touch (self);
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
  touch (self);
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
  touch (self);
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
  touch (self);
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

/* ---- Annotations and bookmarks ---------------------------------------- */

/* The comparisons made to keep the notes in order, for the tests that
 * check that loading them costs O(n log n) (issue 11, point 9). */
guint64 qb_record_note_comparisons;

/* Where a note at `index` goes: after every element with the same index
 * or a smaller one. A binary search, since a game may have many notes;
 * every element starts with its index. */
static guint
insert_position (GArray *array,
                 gsize   element_size,
                 guint   index)
{
  guint lo = 0, hi = array->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      qb_record_note_comparisons++;
      if (*(guint *)(gpointer)(array->data + mid * element_size) > index)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo;
}

static gint
compare_index (gconstpointer a,
               gconstpointer b)
{
  guint ia = *(const guint *) a, ib = *(const guint *) b;

  qb_record_note_comparisons++;
  return ia < ib ? -1 : ia > ib;
}

/* The notes of a file in the order of their positions, those of one
 * position in the file's order: g_array_sort() is a stable merge sort, so
 * loading n notes costs O(n log n) where inserting them one by one into a
 * sorted array cost O(n²) moves (minutes for 100,000 notes). */
static void
sort_by_index (GArray *array)
{
  g_array_sort (array, compare_index);
}

static const char *const glyph_symbols[QB_N_GLYPHS] = {
  "", "!", "?", "!!", "??", "!?", "?!",
};

static const char *const audience_names[] = { "everyone", "british", "french" };

const char *
qb_glyph_symbol (QbGlyph glyph)
{
  return glyph > QB_GLYPH_NONE && glyph < QB_N_GLYPHS ? glyph_symbols[glyph] : NULL;
}

QbGlyph
qb_glyph_from_symbol (const char *symbol)
{
  for (guint i = QB_GLYPH_GOOD; i < QB_N_GLYPHS; i++)
    if (g_strcmp0 (symbol, glyph_symbols[i]) == 0)
      return (QbGlyph) i;
  return QB_N_GLYPHS;
}

gboolean
qb_annotation_visible_to (const QbAnnotation *annotation,
                          int                 viewer)
{
  g_return_val_if_fail (annotation != NULL, FALSE);

  /* Both sides face up is the referee's view after the game: every note. */
  switch (annotation->audience)
    {
    case QB_NOTE_BRITISH_ONLY:
      return viewer == QB_BRITISH || viewer == QB_NO_SIDE;
    case QB_NOTE_FRENCH_ONLY:
      return viewer == QB_FRENCH || viewer == QB_NO_SIDE;
    default:
      return TRUE;
    }
}

/* Whether a note may be kept: text (possibly empty with a glyph), a mark
 * on zones, a known glyph and audience. */
static gboolean
annotation_valid (const QbAnnotation *a)
{
  return a->text != NULL && g_utf8_validate (a->text, -1, NULL)
         && g_utf8_strlen (a->text, -1) <= QB_MAX_TEXT_CHARS
         && (a->text[0] != '\0' || a->glyph != QB_GLYPH_NONE)
         && a->mark <= QB_MARK_ARROW
         && (a->mark != QB_MARK_ZONE || a->zone < QB_NUM_ZONES)
         && (a->mark != QB_MARK_ARROW || (a->from < QB_NUM_ZONES && a->to < QB_NUM_ZONES))
         && a->glyph < QB_N_GLYPHS && a->audience <= QB_NOTE_FRENCH_ONLY;
}

/* A copy with the zones of the unused marks cleared, and its own text. */
static QbAnnotation
annotation_copy (const QbAnnotation *a)
{
  QbAnnotation copy = *a;

  copy.zone = a->mark == QB_MARK_ZONE ? a->zone : QB_LOC_NONE;
  copy.from = a->mark == QB_MARK_ARROW ? a->from : QB_LOC_NONE;
  copy.to = a->mark == QB_MARK_ARROW ? a->to : QB_LOC_NONE;
  copy.text = g_strdup (a->text);
  return copy;
}

/**
 * qb_record_add_annotation_full:
 *
 * Returns: where the annotation is in the list (sorted by index)
 */
guint
qb_record_add_annotation_full (QbRecord           *self,
                               const QbAnnotation *annotation)
{
  QbAnnotation copy;
  guint pos;

  g_return_val_if_fail (QB_IS_RECORD (self), 0);
  g_return_val_if_fail (annotation != NULL && annotation_valid (annotation), 0);
  g_return_val_if_fail (annotation->index <= self->actions->len, 0);
  g_return_val_if_fail (self->annotations->len < QB_RECORD_MAX_ANNOTATIONS, 0);

  copy = annotation_copy (annotation);
  pos = insert_position (self->annotations, sizeof (QbAnnotation), copy.index);
  g_array_insert_val (self->annotations, pos, copy);
  touch (self);
  return pos;
}

void
qb_record_replace_annotation (QbRecord           *self,
                              guint               position,
                              const QbAnnotation *annotation)
{
  QbAnnotation *old;
  QbAnnotation copy;

  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (position < self->annotations->len);
  g_return_if_fail (annotation != NULL && annotation_valid (annotation));

  old = &g_array_index (self->annotations, QbAnnotation, position);
  copy = annotation_copy (annotation);
  copy.index = old->index;
  g_free (old->text);
  *old = copy;
  touch (self);
}

/**
 * qb_record_add_annotation:
 * @index: the position (0..n-actions)
 * @mark: %QB_MARK_NONE, %QB_MARK_ZONE (@zone_or_from is the zone) or
 *   %QB_MARK_ARROW (from @zone_or_from to @to)
 *
 * Returns: where the annotation is in the list (sorted by index)
 */
guint
qb_record_add_annotation (QbRecord   *self,
                          guint       index,
                          const char *text,
                          QbMarkKind  mark,
                          guint       zone_or_from,
                          guint       to)
{
  QbAnnotation annotation = { 0 };
  guint pos;

  g_return_val_if_fail (QB_IS_RECORD (self), 0);
  g_return_val_if_fail (index <= self->actions->len, 0);
  g_return_val_if_fail (text != NULL && *text != '\0' && g_utf8_validate (text, -1, NULL), 0);
  g_return_val_if_fail (g_utf8_strlen (text, -1) <= QB_MAX_TEXT_CHARS, 0);
  g_return_val_if_fail (mark <= QB_MARK_ARROW, 0);
  g_return_val_if_fail (mark == QB_MARK_NONE || zone_or_from < QB_NUM_ZONES, 0);
  g_return_val_if_fail (mark != QB_MARK_ARROW || to < QB_NUM_ZONES, 0);
  g_return_val_if_fail (self->annotations->len < QB_RECORD_MAX_ANNOTATIONS, 0);

  annotation.index = index;
  annotation.text = g_strdup (text);
  annotation.mark = (guint8) mark;
  annotation.zone = mark == QB_MARK_ZONE ? (guint8) zone_or_from : QB_LOC_NONE;
  annotation.from = mark == QB_MARK_ARROW ? (guint8) zone_or_from : QB_LOC_NONE;
  annotation.to = mark == QB_MARK_ARROW ? (guint8) to : QB_LOC_NONE;
  pos = insert_position (self->annotations, sizeof (QbAnnotation), index);
  g_array_insert_val (self->annotations, pos, annotation);
  touch (self);
  return pos;
}

void
qb_record_remove_annotation (QbRecord *self,
                             guint     position)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (position < self->annotations->len);

  g_array_remove_index (self->annotations, position);
  touch (self);
}

guint
qb_record_get_n_annotations (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), 0);

  return self->annotations->len;
}

const QbAnnotation *
qb_record_get_annotation (QbRecord *self,
                          guint     position)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);
  g_return_val_if_fail (position < self->annotations->len, NULL);

  return &g_array_index (self->annotations, QbAnnotation, position);
}

guint
qb_record_add_bookmark (QbRecord   *self,
                        guint       index,
                        const char *title)
{
  QbBookmark bookmark = { 0 };
  guint pos;

  g_return_val_if_fail (QB_IS_RECORD (self), 0);
  g_return_val_if_fail (index <= self->actions->len, 0);
  g_return_val_if_fail (title != NULL && g_utf8_validate (title, -1, NULL), 0);
  g_return_val_if_fail (g_utf8_strlen (title, -1) <= QB_MAX_NAME_CHARS, 0);
  g_return_val_if_fail (self->bookmarks->len < QB_RECORD_MAX_BOOKMARKS, 0);

  bookmark.index = index;
  bookmark.title = g_strdup (title);
  pos = insert_position (self->bookmarks, sizeof (QbBookmark), index);
  g_array_insert_val (self->bookmarks, pos, bookmark);
  touch (self);
  return pos;
}

/**
 * qb_record_add_chapter:
 *
 * A bookmark that starts a chapter of the game ("The landing at the Anse
 * au Foulon"); the moments list sets it apart from plain bookmarks.
 */
guint
qb_record_add_chapter (QbRecord   *self,
                       guint       index,
                       const char *title)
{
  guint pos = qb_record_add_bookmark (self, index, title);

  g_return_val_if_fail (pos < self->bookmarks->len, pos);
  g_array_index (self->bookmarks, QbBookmark, pos).chapter = TRUE;
  return pos;
}

void
qb_record_remove_bookmark (QbRecord *self,
                           guint     position)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (position < self->bookmarks->len);

  g_array_remove_index (self->bookmarks, position);
  touch (self);
}

guint
qb_record_get_n_bookmarks (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), 0);

  return self->bookmarks->len;
}

const QbBookmark *
qb_record_get_bookmark (QbRecord *self,
                        guint     position)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);
  g_return_val_if_fail (position < self->bookmarks->len, NULL);

  return &g_array_index (self->bookmarks, QbBookmark, position);
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

/* ---- Reading ---------------------------------------------------------------- */

static gboolean
read_annotation (QbRecord         *self,
                 QbJsonCtx        *ctx,
                 const QbJsonPath *path,
                 JsonNode         *node)
{
  QbAnnotation annotation = { 0 };
  JsonObject *object = NULL;
  JsonObject *mark = NULL;
  const char *text = NULL;
  const char *glyph = NULL;
  int audience = QB_NOTE_EVERYONE;
  gint64 index = 0;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_int (ctx, path, object, "at", TRUE, 0, self->actions->len, &index)
      || !qb_json_get_string (ctx, path, object, "text", TRUE, QB_MAX_TEXT_CHARS, &text)
      || !qb_json_get_object (ctx, path, object, "mark", FALSE, &mark)
      || !qb_json_get_string (ctx, path, object, "glyph", FALSE, QB_MAX_NAME_CHARS, &glyph)
      || !qb_json_get_enum (ctx, path, object, "seen-by", audience_names, QB_NOTE_EVERYONE,
                            QB_NOTE_FRENCH_ONLY, &audience))
    return FALSE;
  if (glyph != NULL)
    {
      QbJsonPath glyph_path = QB_JSON_MEMBER (path, "glyph");

      annotation.glyph = (guint8) qb_glyph_from_symbol (glyph);
      if (annotation.glyph == QB_N_GLYPHS)
        return qb_json_fail (ctx, &glyph_path, QB_FILE_ERROR_INVALID,
                             /* Translators: %s is the value found in the
                              * file; the glyphs are written as they are. */
                             _("unknown glyph '%s' (one of !, ?, !!, ??, !?, ?!)"), glyph);
    }
  if (*text == '\0' && annotation.glyph == QB_GLYPH_NONE)
    {
      QbJsonPath text_path = QB_JSON_MEMBER (path, "text");

      return qb_json_fail (ctx, &text_path, QB_FILE_ERROR_INVALID,
                           _("a note without a glyph needs a text"));
    }
  annotation.audience = (guint8) audience;

  annotation.index = (guint) index;
  annotation.mark = QB_MARK_NONE;
  annotation.zone = annotation.from = annotation.to = QB_LOC_NONE;
  if (mark != NULL)
    {
      QbJsonPath mark_path = QB_JSON_MEMBER (path, "mark");
      int zone = 0, from = 0, to = 0;

      if (json_object_has_member (mark, "zone"))
        {
          if (!qb_json_get_zone (ctx, &mark_path, mark, "zone", FALSE, &zone))
            return FALSE;
          annotation.mark = QB_MARK_ZONE;
          annotation.zone = (guint8) zone;
        }
      else
        {
          if (!qb_json_get_zone (ctx, &mark_path, mark, "from", FALSE, &from)
              || !qb_json_get_zone (ctx, &mark_path, mark, "to", FALSE, &to))
            return FALSE;
          annotation.mark = QB_MARK_ARROW;
          annotation.from = (guint8) from;
          annotation.to = (guint8) to;
        }
    }
  annotation.text = g_strdup (text);
  /* Sorted once all are read (sort_by_index()). */
  g_array_append_val (self->annotations, annotation);
  return TRUE;
}

static gboolean
read_bookmark (QbRecord         *self,
               QbJsonCtx        *ctx,
               const QbJsonPath *path,
               JsonNode         *node)
{
  QbBookmark bookmark = { 0 };
  JsonObject *object = NULL;
  const char *title = NULL;
  gint64 index = 0;

  if (!qb_json_expect_object (ctx, path, node, &object)
      || !qb_json_get_int (ctx, path, object, "at", TRUE, 0, self->actions->len, &index)
      || !qb_json_get_string (ctx, path, object, "title", TRUE, QB_MAX_NAME_CHARS, &title)
      || !qb_json_get_boolean (ctx, path, object, "chapter", FALSE, &bookmark.chapter))
    return FALSE;
  bookmark.index = (guint) index;
  bookmark.title = g_strdup (title);
  g_array_append_val (self->bookmarks, bookmark);
  return TRUE;
}

/* Which listed die did not fit its draw when `action` was applied at
 * `before` (which drew from before->rolls on): try the draws one by one. */
static guint
bad_die_index (QbRecord      *self,
               const QbState *before,
               QbAction       action)
{
  guint from = before->rolls;

  for (guint n = 1; from + n <= self->dice->len; n++)
    {
      QbState copy = *before;
      QbDice dice;
      QbEventSink sink = { NULL, 0, 0, 0, &dice };

      qb_record_dice_from (self, &copy, &dice);
      dice.n_forced = n;
      qb_apply (&copy, action, &sink, NULL);
      if (dice.bad > 0)
        return from + n - 1;
    }
  return from;
}

static gboolean
fail_die_at (QbRecord         *self,
             QbJsonCtx        *ctx,
             const QbJsonPath *dice_path,
             guint             k,
             guint             at)
{
  QbJsonPath path = QB_JSON_ELEMENT (dice_path, k);

  /* Translators: %1$u is a die as written in the file, %2$u a position
   * (the number of actions before it). */
  return qb_json_fail (ctx, &path, QB_FILE_ERROR_INVALID,
                       _("the result %1$u does not fit its draw (at position %2$u: dice 1..6, a "
                         "scout's pick 1..the blocks it picks from)"),
                       k < self->dice->len ? self->dice->data[k] : 0, at);
}

/* A listed die that does not fit its draw (a 7, or a scout's pick of the
 * fifth of four blocks), met between the draws `from` and the position
 * `at`. */
static gboolean
fail_die (QbRecord         *self,
          QbJsonCtx        *ctx,
          const QbJsonPath *dice_path,
          guint             from,
          guint             at)
{
  QbState state;
  guint k = from;

  /* Which one: replay to the position before, and try the draws one by one. */
  if (at > 0 && qb_record_replay (self, at - 1, &state, NULL))
    k = bad_die_index (self, &state, g_array_index (self->actions, QbAction, at - 1));
  return fail_die_at (self, ctx, dice_path, k, at);
}

/* The error for action `i`, refused by the engine at `state` for `reason`. */
static gboolean
fail_illegal (QbJsonCtx        *ctx,
              const QbJsonPath *path,
              guint             i,
              int               edition,
              const QbState    *state,
              QbAction          action,
              const char       *reason)
{
  g_autofree char *written = qb_json_action_to_string (edition, action);
  const char *phase = qb_phase_name (state->phase);

  reason = qb_engine_reason_text (reason);
  if (state->decider == QB_BRITISH)
    /* Translators: %1$u is the action's number in the file (from
     * 0), %2$s the action as written in the file (["order-move",
     * "br-15th", "AB", "land"]), %3$s the engine's name of the step,
     * kept in English (“orders”), %4$s the rules engine's reason. */
    return qb_json_fail (ctx, path, QB_FILE_ERROR_ILLEGAL_ACTION,
                         _("action %1$u (%2$s) is illegal at its step (%3$s, British to decide): %4$s"),
                         i, written, phase, reason);
  if (state->decider == QB_FRENCH)
    /* Translators: see “action %1$u (%2$s) is illegal at its step
     * (%3$s, British to decide): %4$s”. */
    return qb_json_fail (ctx, path, QB_FILE_ERROR_ILLEGAL_ACTION,
                         _("action %1$u (%2$s) is illegal at its step (%3$s, French to decide): %4$s"),
                         i, written, phase, reason);
  /* Translators: see “action %1$u (%2$s) is illegal at its step
   * (%3$s, British to decide): %4$s”; the game is over. */
  return qb_json_fail (ctx, path, QB_FILE_ERROR_ILLEGAL_ACTION,
                       _("action %1$u (%2$s) is illegal at its step (%3$s, nobody to decide): %4$s"),
                       i, written, phase, reason);
}

/**
 * qb_record_play_action:
 * @index: which of the record's actions
 * @state: the position to play it at (normally the position after the
 *   first @index actions; a tool that goes on past a refused action passes
 *   the position it reached without it)
 * @sink: (nullable): receives the events
 *
 * Applies one action of the record with the record's dice, for tools that
 * play a record step by step (quebec1759-cli validate --all, replay,
 * legal). The error names the action as loading does ("FILE:
 * $.actions[25]: action 25 (...) is illegal at its step (...): ...").
 *
 * Returns: %FALSE with %QB_FILE_ERROR_ILLEGAL_ACTION if the engine refuses
 *   the action (@state is unchanged), or with %QB_FILE_ERROR_INVALID if a
 *   listed die did not fit its draw (@state went on, the die counted as 1)
 */
gboolean
qb_record_play_action (QbRecord     *self,
                       guint         index,
                       QbState      *state,
                       QbEventSink  *sink,
                       GError      **error)
{
  QbJsonCtx ctx = { self->name != NULL ? self->name : "<data>", NULL };
  QbJsonPath root_path = QB_JSON_ROOT;
  QbJsonPath actions_path = QB_JSON_MEMBER (&root_path, "actions");
  QbJsonPath dice_path = QB_JSON_MEMBER (&root_path, "dice");
  QbEventSink local = { NULL, 0, 0, 0, NULL };
  QbAction action;
  QbState before;
  QbDice dice;
  const char *reason = NULL;
  gboolean ok;

  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);
  g_return_val_if_fail (index < self->actions->len, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  action = g_array_index (self->actions, QbAction, index);
  before = *state;
  if (sink == NULL)
    sink = &local;
  qb_record_dice_from (self, state, &dice);
  sink->dice = &dice;
  ok = qb_apply (state, action, sink, &reason);
  sink->dice = NULL;
  if (!ok)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&actions_path, index);

      fail_illegal (&ctx, &path, index, self->options.edition, state, action, reason);
      g_propagate_error (error, ctx.error);
      return FALSE;
    }
  if (dice.bad > 0)
    {
      fail_die_at (self, &ctx, &dice_path, bad_die_index (self, &before, action), index + 1);
      g_propagate_error (error, ctx.error);
      return FALSE;
    }
  return TRUE;
}

/* Every action goes through the engine: a file is accepted only if the
 * whole game can be played again from it. */
static gboolean
verify_actions (QbRecord         *self,
                QbJsonCtx        *ctx,
                const QbJsonPath *actions_path,
                gboolean          play)
{
  QbJsonPath start_path = QB_JSON_MEMBER (actions_path->parent, "start");
  QbJsonPath dice_path = QB_JSON_MEMBER (actions_path->parent, "dice");
  g_autoptr(GError) error = NULL;
  QbEventSink sink = { NULL, 0, 0, 0, NULL };
  QbDice dice;
  QbState state;

  /* A record of the seed alone goes the engine's fast way. */
  QbEventSink *sp = self->dice->len > 0 ? &sink : NULL;

  qb_record_dice_from (self, NULL, &dice);
  sink.dice = &dice;
  if (!qb_record_start (self, &state, sp, &error))
    return qb_json_fail (ctx, &start_path, QB_FILE_ERROR_POSITION, "%s", error->message);
  if (dice.bad > 0)
    return fail_die (self, ctx, &dice_path, 0, 0);

  for (guint i = 0; play && i < self->actions->len; i++)
    {
      QbAction action = g_array_index (self->actions, QbAction, i);
      const char *reason = NULL;
      guint before = state.rolls;

      qb_record_dice_from (self, &state, &dice);
      if (!qb_apply (&state, action, sp, &reason))
        {
          QbJsonPath path = QB_JSON_ELEMENT (actions_path, i);

          return fail_illegal (ctx, &path, i, self->options.edition, &state, action, reason);
        }
      if (dice.bad > 0)
        return fail_die (self, ctx, &dice_path, before, i + 1);
    }
  return TRUE;
}

/* "branched-from": {"file": PATH, "at": N}, the original of a what-if
 * game (qb-fork.h); "file" is optional (an original never saved). */
static gboolean
read_branch (QbRecord   *self,
             QbJsonCtx  *ctx,
             JsonObject *root)
{
  QbJsonPath root_path = QB_JSON_ROOT;
  QbJsonPath branch_path = QB_JSON_MEMBER (&root_path, "branched-from");
  JsonObject *branch = NULL;
  const char *file = NULL;
  gint64 at = 0;

  if (!qb_json_get_object (ctx, &root_path, root, "branched-from", FALSE, &branch))
    return FALSE;
  if (branch == NULL)
    return TRUE;
  if (!qb_json_get_string (ctx, &branch_path, branch, "file", FALSE, QB_MAX_PATH_CHARS, &file)
      || !qb_json_get_int (ctx, &branch_path, branch, "at", TRUE, 0, self->actions->len, &at))
    return FALSE;
  if (file != NULL && file[0] == '\0')
    {
      QbJsonPath file_path = QB_JSON_MEMBER (&branch_path, "file");

      qb_json_fail (ctx, &file_path, QB_FILE_ERROR_INVALID,
                    /* Translators: “file” is a member name as written in
                     * the file; keep it. */
                    _("an empty file name (leave \"file\" out if the original has none)"));
      return FALSE;
    }
  qb_record_set_branch (self, file, (guint) at);
  return TRUE;
}

static QbRecord *
read_record (QbJsonCtx  *ctx,
             JsonObject *root,
             gboolean    play)
{
  g_autoptr(QbRecord) self = g_object_new (QB_TYPE_RECORD, NULL);
  QbJsonPath root_path = QB_JSON_ROOT;
  QbJsonPath options_path = QB_JSON_MEMBER (&root_path, "options");
  QbJsonPath players_path = QB_JSON_MEMBER (&root_path, "players");
  QbJsonPath start_path = QB_JSON_MEMBER (&root_path, "start");
  QbJsonPath actions_path = QB_JSON_MEMBER (&root_path, "actions");
  QbJsonPath annotations_path = QB_JSON_MEMBER (&root_path, "annotations");
  QbJsonPath bookmarks_path = QB_JSON_MEMBER (&root_path, "bookmarks");
  JsonObject *options = NULL;
  JsonObject *players = NULL;
  JsonObject *start = NULL;
  JsonArray *actions = NULL;
  JsonArray *annotations = NULL;
  JsonArray *bookmarks = NULL;
  const char *app_version = NULL;
  const char *kind = NULL;
  const char *names[2] = { "", "" };

  if (!qb_json_get_string (ctx, &root_path, root, "app-version", FALSE, QB_MAX_NAME_CHARS,
                           &app_version)
      || !qb_json_get_date (ctx, &root_path, root, "created", &self->created)
      || !qb_json_get_date (ctx, &root_path, root, "modified", &self->modified)
      || !qb_json_get_object (ctx, &root_path, root, "players", FALSE, &players)
      || !qb_json_get_object (ctx, &root_path, root, "options", TRUE, &options)
      || !qb_json_read_options (ctx, &options_path, options, FALSE, &self->options)
      || !qb_json_get_boolean (ctx, &options_path, options, "hide-information", FALSE,
                               &self->hide_information)
      || !qb_json_get_seed (ctx, &root_path, root, "seed", &self->seed)
      || !qb_json_get_dice (ctx, &root_path, root, "dice", self->dice)
      || !qb_json_get_object (ctx, &root_path, root, "start", TRUE, &start)
      || !qb_json_get_string (ctx, &start_path, start, "kind", TRUE, QB_MAX_NAME_CHARS, &kind))
    return NULL;

  if (players != NULL
      && (!qb_json_get_string (ctx, &players_path, players, "british", FALSE,
                               QB_MAX_NAME_CHARS, &names[QB_BRITISH])
          || !qb_json_get_string (ctx, &players_path, players, "french", FALSE,
                                  QB_MAX_NAME_CHARS, &names[QB_FRENCH])))
    return NULL;
  for (int side = 0; side < 2; side++)
    {
      g_free (self->names[side]);
      self->names[side] = g_strdup (names[side]);
    }
  if (app_version != NULL)
    {
      g_free (self->app_version);
      self->app_version = g_strdup (app_version);
    }

  if (strcmp (kind, "scenario") == 0)
    {
      QbJsonPath scenario_path = QB_JSON_MEMBER (&start_path, "scenario");
      JsonObject *scenario = NULL;
      QbOptions scenario_options;

      if (!qb_json_get_object (ctx, &start_path, start, "scenario", TRUE, &scenario))
        return NULL;
      self->scenario = qb_scenario_read (ctx, &scenario_path, scenario);
      if (self->scenario == NULL)
        return NULL;
      if (qb_scenario_get_dice (self->scenario, NULL) != NULL)
        {
          QbJsonPath dice_path = QB_JSON_MEMBER (&scenario_path, "dice");

          qb_json_fail (ctx, &dice_path, QB_FILE_ERROR_INVALID,
                        /* Translators: $.dice is a place in the file. */
                        _("a game lists its dice in $.dice, not in its start"));
          return NULL;
        }
      if (qb_scenario_get_kind (self->scenario) != QB_SCENARIO_POSITION)
        {
          qb_json_fail (ctx, &scenario_path, QB_FILE_ERROR_INVALID,
                        /* Translators: “place” is an action type as written
                         * in the file; keep it. */
                        _("a game starts from a position; a deployment is recorded as "
                          "\"place\" actions on the standard start"));
          return NULL;
        }
      qb_scenario_get_options (self->scenario, &scenario_options);
      if (scenario_options.edition != self->options.edition
          || scenario_options.tides != self->options.tides
          || scenario_options.double_rule != self->options.double_rule)
        {
          qb_json_fail (ctx, &options_path, QB_FILE_ERROR_INVALID,
                        /* Translators: $.start.scenario.options is a place in the file. */
                        _("the options differ from those of $.start.scenario.options"));
          return NULL;
        }
      self->options = scenario_options;
    }
  else if (strcmp (kind, "standard") != 0)
    {
      QbJsonPath kind_path = QB_JSON_MEMBER (&start_path, "kind");

      qb_json_fail (ctx, &kind_path, QB_FILE_ERROR_INVALID,
                    /* Translators: %s is the “kind” found in the file;
                     * 'standard' and 'scenario' are the values allowed, as
                     * written in files. */
                    _("unknown start '%s' ('standard' or 'scenario')"), kind);
      return NULL;
    }

  if (!qb_json_get_array (ctx, &root_path, root, "actions", TRUE, QB_RECORD_MAX_ACTIONS, &actions))
    return NULL;
  g_array_set_size (self->actions, json_array_get_length (actions));
  for (guint i = 0; i < self->actions->len; i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&actions_path, i);

      if (!qb_json_read_action (ctx, &path, json_array_get_element (actions, i),
                                self->options.edition,
                                &g_array_index (self->actions, QbAction, i)))
        return NULL;
    }
  if (!verify_actions (self, ctx, &actions_path, play))
    return NULL;

  if (!qb_json_get_array (ctx, &root_path, root, "annotations", FALSE, G_MAXUINT, &annotations)
      || !qb_json_get_array (ctx, &root_path, root, "bookmarks", FALSE, G_MAXUINT, &bookmarks))
    return NULL;
  /* The limits are what a person writes (see qb-types.h), said in words. */
  if (annotations != NULL && json_array_get_length (annotations) > QB_RECORD_MAX_ANNOTATIONS)
    {
      qb_json_fail (ctx, &annotations_path, QB_FILE_ERROR_TOO_LARGE,
                    /* Translators: %1$u is how many notes the file has,
                     * %2$u the most a game may have (10000). */
                    _("%1$u notes, but a game can have at most %2$u"),
                    json_array_get_length (annotations), (guint) QB_RECORD_MAX_ANNOTATIONS);
      return NULL;
    }
  if (bookmarks != NULL && json_array_get_length (bookmarks) > QB_RECORD_MAX_BOOKMARKS)
    {
      qb_json_fail (ctx, &bookmarks_path, QB_FILE_ERROR_TOO_LARGE,
                    /* Translators: %1$u is how many bookmarks the file
                     * has, %2$u the most a game may have (1000). */
                    _("%1$u bookmarks, but a game can have at most %2$u"),
                    json_array_get_length (bookmarks), (guint) QB_RECORD_MAX_BOOKMARKS);
      return NULL;
    }
  for (guint i = 0; annotations != NULL && i < json_array_get_length (annotations); i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&annotations_path, i);

      if (!read_annotation (self, ctx, &path, json_array_get_element (annotations, i)))
        return NULL;
    }
  for (guint i = 0; bookmarks != NULL && i < json_array_get_length (bookmarks); i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&bookmarks_path, i);

      if (!read_bookmark (self, ctx, &path, json_array_get_element (bookmarks, i)))
        return NULL;
    }
  sort_by_index (self->annotations);
  sort_by_index (self->bookmarks);

  if (!read_branch (self, ctx, root))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * qb_record_load_from_bytes:
 * @name: (nullable): the file name shown in error messages
 *
 * Parses and checks a whole record, replaying every action. On any problem
 * returns %NULL with a %QB_FILE_ERROR that says where and what; nothing
 * is half-loaded.
 */
static QbRecord *
load_from_bytes (GBytes      *bytes,
                 const char  *name,
                 gboolean     play,
                 GError     **error)
{
  QbJsonCtx ctx = { name != NULL ? name : "<data>", NULL };
  g_autoptr(JsonNode) root = NULL;
  QbRecord *self;

  g_return_val_if_fail (bytes != NULL, NULL);

  root = qb_json_parse (&ctx, bytes, QB_GAME_FORMAT);
  if (root == NULL)
    {
      g_propagate_error (error, ctx.error);
      return NULL;
    }
  self = read_record (&ctx, json_node_get_object (root), play);
  if (self == NULL)
    {
      g_propagate_error (error, ctx.error);
      return NULL;
    }
  self->name = g_strdup (ctx.file);
  return self;
}

QbRecord *
qb_record_load_from_bytes (GBytes      *bytes,
                           const char  *name,
                           GError     **error)
{
  return load_from_bytes (bytes, name, TRUE, error);
}

QbRecord *
qb_record_new_from_json (const char  *text,
                         gssize       length,
                         const char  *name,
                         GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  bytes = g_bytes_new (text, length < 0 ? strlen (text) : (gsize) length);
  return qb_record_load_from_bytes (bytes, name, error);
}

QbRecord *
qb_record_load_from_file (GFile   *file,
                          GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  QbFileStamp stamp;
  QbRecord *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!qb_file_read_bytes_stamped (file, &bytes, &name, &stamp, error))
    return NULL;
  self = qb_record_load_from_bytes (bytes, name, error);
  if (self != NULL)
    {
      self->file = g_object_ref (file);
      self->stamp = stamp;
    }
  return self;
}

/**
 * qb_record_load_unplayed_from_file:
 *
 * Reads a record as qb_record_load_from_file() does, start position
 * included, but does not play its actions through the engine: the record
 * may hold actions the engine refuses. For tools that report every
 * refused action or show a game up to one (quebec1759-cli validate --all,
 * replay, legal), with qb_record_play_action(); qb_record_replay() and
 * QbReplayIndex refuse such a record at its first refused action.
 */
QbRecord *
qb_record_load_unplayed_from_file (GFile   *file,
                                   GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  QbFileStamp stamp;
  QbRecord *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!qb_file_read_bytes_stamped (file, &bytes, &name, &stamp, error))
    return NULL;
  self = load_from_bytes (bytes, name, FALSE, error);
  if (self != NULL)
    {
      self->file = g_object_ref (file);
      self->stamp = stamp;
    }
  return self;
}

/**
 * qb_record_copy:
 *
 * Returns: (transfer full): an independent record with the same contents
 */
QbRecord *
qb_record_copy (QbRecord *self)
{
  g_autofree char *text = NULL;
  QbRecord *copy;
  gsize length = 0;

  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  text = qb_record_to_json (self, &length);
  copy = qb_record_new_from_json (text, (gssize) length, NULL, NULL);
  g_assert (copy != NULL);
  return copy;
}

/* A note for one side only needs version 4: a version 1 reader ignores
 * "seen-by" and would show the note to everyone. Glyphs and chapters it
 * may ignore (it shows the note's text, or a plain bookmark). */
static gboolean
has_private_notes (QbRecord *self)
{
  for (guint i = 0; i < self->annotations->len; i++)
    if (g_array_index (self->annotations, QbAnnotation, i).audience != QB_NOTE_EVERYONE)
      return TRUE;
  return FALSE;
}

/* ---- Writing ------------------------------------------------------------------- */

char *
qb_record_to_json (QbRecord *self,
                   gsize    *length)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  int edition;

  g_return_val_if_fail (QB_IS_RECORD (self), NULL);

  edition = self->options.edition;
  builder = json_builder_new_immutable ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, QB_GAME_FORMAT);
  /* Version 1 readers would replay a list of dice from the seed. */
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder,
                              has_private_notes (self) ? 4
                              : self->scenario != NULL && qb_scenario_get_state (self->scenario, NULL)
                              ? 3 : self->dice->len > 0 ? 2 : 1);
  json_builder_set_member_name (builder, "app-version");
  json_builder_add_string_value (builder, self->app_version);
  qb_json_write_date (builder, "created", self->created);
  qb_json_write_date (builder, "modified", self->modified);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "british");
  json_builder_add_string_value (builder, self->names[QB_BRITISH]);
  json_builder_set_member_name (builder, "french");
  json_builder_add_string_value (builder, self->names[QB_FRENCH]);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "options");
  {
    /* The rules' options, and how the game is played. */
    g_autoptr(JsonBuilder) options = json_builder_new ();
    JsonNode *node;

    qb_json_write_options (options, &self->options, FALSE);
    node = json_builder_get_root (options);
    json_object_set_boolean_member (json_node_get_object (node), "hide-information",
                                    self->hide_information);
    json_builder_add_value (builder, node);
  }
  qb_json_write_seed (builder, "seed", self->seed);
  if (self->dice->len > 0)
    {
      json_builder_set_member_name (builder, "dice");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->dice->len; i++)
        json_builder_add_int_value (builder, self->dice->data[i]);
      json_builder_end_array (builder);
    }

  json_builder_set_member_name (builder, "start");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, self->scenario != NULL ? "scenario" : "standard");
  if (self->scenario != NULL)
    {
      json_builder_set_member_name (builder, "scenario");
      qb_scenario_write (self->scenario, builder, TRUE);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "actions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->actions->len; i++)
    qb_json_write_action (builder, edition, g_array_index (self->actions, QbAction, i));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "annotations");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->annotations->len; i++)
    {
      const QbAnnotation *a = &g_array_index (self->annotations, QbAnnotation, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "at");
      json_builder_add_int_value (builder, a->index);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, a->text);
      if (a->glyph != QB_GLYPH_NONE)
        {
          json_builder_set_member_name (builder, "glyph");
          json_builder_add_string_value (builder, qb_glyph_symbol (a->glyph));
        }
      if (a->audience != QB_NOTE_EVERYONE)
        {
          json_builder_set_member_name (builder, "seen-by");
          json_builder_add_string_value (builder, audience_names[a->audience]);
        }
      if (a->mark != QB_MARK_NONE)
        {
          json_builder_set_member_name (builder, "mark");
          json_builder_begin_object (builder);
          if (a->mark == QB_MARK_ZONE)
            {
              json_builder_set_member_name (builder, "zone");
              json_builder_add_string_value (builder, qb_zone_code (a->zone));
            }
          else
            {
              json_builder_set_member_name (builder, "from");
              json_builder_add_string_value (builder, qb_zone_code (a->from));
              json_builder_set_member_name (builder, "to");
              json_builder_add_string_value (builder, qb_zone_code (a->to));
            }
          json_builder_end_object (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "bookmarks");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->bookmarks->len; i++)
    {
      const QbBookmark *b = &g_array_index (self->bookmarks, QbBookmark, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "at");
      json_builder_add_int_value (builder, b->index);
      json_builder_set_member_name (builder, "title");
      json_builder_add_string_value (builder, b->title);
      if (b->chapter)
        {
          json_builder_set_member_name (builder, "chapter");
          json_builder_add_boolean_value (builder, TRUE);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  if (self->branch_index != QB_INDEX_NONE)
    {
      json_builder_set_member_name (builder, "branched-from");
      json_builder_begin_object (builder);
      if (self->branch_file != NULL)
        {
          json_builder_set_member_name (builder, "file");
          json_builder_add_string_value (builder, self->branch_file);
        }
      json_builder_set_member_name (builder, "at");
      json_builder_add_int_value (builder, self->branch_index);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return qb_json_to_text (root, length);
}

/**
 * qb_record_save_to_file_full:
 * @flags: %QB_SAVE_FORCE to replace @file even if it changed on disk
 *
 * Writes atomically (qb_file_write_atomic()): a failure at any point, a
 * full disk included, leaves the old file as it was. If @file is the file
 * this record was last read from or saved to, and someone changed it on
 * disk since, nothing is written and the error is %QB_FILE_ERROR_CHANGED,
 * unless @flags has %QB_SAVE_FORCE.
 */
gboolean
qb_record_save_to_file_full (QbRecord     *self,
                             GFile        *file,
                             QbSaveFlags   flags,
                             GError      **error)
{
  g_autofree char *text = NULL;
  QbFileStamp stamp;
  gsize length = 0;

  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!(flags & QB_SAVE_FORCE) && self->file != NULL && g_file_equal (self->file, file)
      && qb_file_stamp_changed (file, &self->stamp))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      qb_file_error (error, QB_FILE_ERROR_CHANGED, name,
                     _("the file changed on disk since it was opened or saved"));
      return FALSE;
    }

  text = qb_record_to_json (self, &length);
  if (!qb_file_write_atomic (file, text, length, 0666, &stamp, error))
    return FALSE;
  g_set_object (&self->file, file);
  self->stamp = stamp;
  return TRUE;
}

/**
 * qb_record_save_to_file:
 *
 * qb_record_save_to_file_full() without flags.
 */
gboolean
qb_record_save_to_file (QbRecord  *self,
                        GFile     *file,
                        GError   **error)
{
  return qb_record_save_to_file_full (self, file, QB_SAVE_FLAGS_NONE, error);
}
