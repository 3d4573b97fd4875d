/* qb-editor-session.c: the Editor page's draft, its undo and redo, its
 * selection, problems and file (see qb-editor-session.h). Every edit
 * keeps a copy of the draft as it was before (a QbScenario is small), so
 * undo is exact whatever the edit was; the draft is dirty while it
 * differs from the copy last saved or opened. */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-data.h"
#include "qb-editor-session.h"
#include "qb-scenario-private.h"

#define MAX_UNDO 500

/* Which text field an undo step was typing into, so that typing a name is
 * one step, not one per letter. */
typedef enum {
  FIELD_NONE,
  FIELD_NAME,
  FIELD_AUTHOR,
  FIELD_DESCRIPTION,
} Field;

struct _QbEditorSession
{
  GObject parent_instance;

  QbScenario *draft;
  QbScenario *saved;          /* the draft as last opened or saved */
  GFile *file;
  GPtrArray *undo;            /* QbScenario copies, oldest first */
  GPtrArray *redo;            /* the steps undone, the last undone last */
  Field typing;               /* the field the last undo step was typing in */
  guint64 selection;
  GPtrArray *problems;
  gboolean dirty, can_undo, can_redo, playable;
};

G_DEFINE_FINAL_TYPE (QbEditorSession, qb_editor_session, G_TYPE_OBJECT)

G_DEFINE_QUARK (qb-editor-session-error-quark, qb_editor_session_error)

enum {
  PROP_0,
  PROP_DIRTY,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_PLAYABLE,
  PROP_FILE,
  PROP_SELECTION,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
qb_editor_session_finalize (GObject *object)
{
  QbEditorSession *self = (QbEditorSession *)object;

  g_clear_object (&self->draft);
  g_clear_object (&self->saved);
  g_clear_object (&self->file);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->problems, g_ptr_array_unref);

  G_OBJECT_CLASS (qb_editor_session_parent_class)->finalize (object);
}

static void
qb_editor_session_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QbEditorSession *self = QB_EDITOR_SESSION (object);

  switch (prop_id)
    {
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;

    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_SELECTION:
      g_value_set_uint64 (value, self->selection);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_editor_session_class_init (QbEditorSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = qb_editor_session_finalize;
  object_class->get_property = qb_editor_session_get_property;

  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_SELECTION] =
    g_param_spec_uint64 ("selection", NULL, NULL, 0, G_MAXUINT64, 0,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * QbEditorSession::changed:
   *
   * The draft changed (an edit, undo, redo, a new draft); the properties'
   * notifications follow.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
qb_editor_session_init (QbEditorSession *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_object_unref);
  self->redo = g_ptr_array_new_with_free_func (g_object_unref);
}

static void
set_flag (QbEditorSession *self,
          gboolean        *field,
          gboolean         value,
          int              prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* After any change of the draft: problems, flags, "changed". */
static void
update (QbEditorSession *self)
{
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = qb_setup_check (self->draft);
  g_signal_emit (self, signals[CHANGED], 0);
  set_flag (self, &self->playable, self->problems->len == 0, PROP_PLAYABLE);
  set_flag (self, &self->dirty,
            self->saved == NULL || !qb_scenario_equal (self->draft, self->saved), PROP_DIRTY);
  set_flag (self, &self->can_undo, self->undo->len > 0, PROP_CAN_UNDO);
  set_flag (self, &self->can_redo, self->redo->len > 0, PROP_CAN_REDO);
}

/* Before an edit: the draft as it is goes on the undo stack. */
static void
push_undo (QbEditorSession *self,
           Field            typing)
{
  if (typing != FIELD_NONE && typing == self->typing && self->undo->len > 0)
    return;
  self->typing = typing;
  g_ptr_array_add (self->undo, qb_scenario_copy (self->draft));
  if (self->undo->len > MAX_UNDO)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
}

static void
set_draft (QbEditorSession *self,
           QbScenario      *draft,
           GFile           *file)
{
  g_set_object (&self->draft, draft);
  g_clear_object (&self->saved);
  self->saved = qb_scenario_copy (draft);
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  self->typing = FIELD_NONE;
  qb_editor_session_select_block (self, -1, FALSE);
  update (self);
}

/**
 * qb_editor_session_new:
 *
 * A session with an empty deployment of the revised edition.
 */
QbEditorSession *
qb_editor_session_new (void)
{
  QbEditorSession *self = g_object_new (QB_TYPE_EDITOR_SESSION, NULL);

  qb_editor_session_reset (self, QB_SCENARIO_DEPLOYMENT, QB_EDITION_REVISED);
  return self;
}

QbScenario *
qb_editor_session_get_draft (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), NULL);

  return self->draft;
}

void
qb_editor_session_reset (QbEditorSession *self,
                         QbScenarioKind   kind,
                         int              edition)
{
  g_autoptr(QbScenario) draft = NULL;
  QbOptions options;

  g_return_if_fail (QB_IS_EDITOR_SESSION (self));

  qb_options_default (&options);
  options.edition = (guint8) (edition == QB_EDITION_CLASSIC);
  draft = qb_scenario_new (kind, &options);
  set_draft (self, draft, NULL);
}

void
qb_editor_session_load (QbEditorSession *self,
                        QbScenario      *scenario,
                        GFile           *file)
{
  g_autoptr(QbScenario) draft = NULL;

  g_return_if_fail (QB_IS_EDITOR_SESSION (self));
  g_return_if_fail (QB_IS_SCENARIO (scenario));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  draft = qb_scenario_copy (scenario);
  /* The editor edits blocks, not a whole game state in the middle of a
   * battle: such a position becomes its blocks at the start of its move. */
  draft->has_state = FALSE;
  set_draft (self, draft, file);
}

gboolean
qb_editor_session_open (QbEditorSession *self,
                        GFile           *file,
                        GError         **error)
{
  g_autoptr(QbScenario) draft = NULL;

  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  draft = qb_scenario_load_draft (file, error);
  if (draft == NULL)
    return FALSE;
  qb_editor_session_load (self, draft, file);
  return TRUE;
}

gboolean
qb_editor_session_save (QbEditorSession *self,
                        GFile           *file,
                        GError         **error)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);

  if (file == NULL)
    file = self->file;
  if (!qb_scenario_save_to_file (self->draft, file, error))
    return FALSE;
  g_clear_object (&self->saved);
  self->saved = qb_scenario_copy (self->draft);
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  self->typing = FIELD_NONE;
  set_flag (self, &self->dirty, FALSE, PROP_DIRTY);
  return TRUE;
}

GFile *
qb_editor_session_get_file (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), NULL);

  return self->file;
}

gboolean
qb_editor_session_get_dirty (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  return self->dirty;
}

guint
qb_editor_session_palette_location (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), QB_LOC_OUT);

  return self->draft->kind == QB_SCENARIO_DEPLOYMENT ? QB_LOC_POOL : QB_LOC_OUT;
}

static gboolean
is_ship (QbEditorSession *self,
         guint            block)
{
  return qb_scenario_is_ship (self->draft->options.edition, (int) block);
}

gboolean
qb_editor_session_can_edit_block (QbEditorSession *self,
                                  guint            block)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);
  g_return_val_if_fail (block < QB_NUM_BLOCKS, FALSE);

  return self->draft->kind == QB_SCENARIO_POSITION
    || (QB_BLOCK_SIDE (block) == QB_FRENCH && !is_ship (self, block));
}

/* Where @block may go, or why not; the palette's location is the pool or
 * out of play, whichever the draft's kind has. */
static gboolean
check_move (QbEditorSession *self,
            guint            block,
            guint           *location,
            GError         **error)
{
  gboolean ship = is_ship (self, block);
  gboolean river = *location == QB_LOC_BASON || *location == QB_LOC_STLAURENT;

  if (!qb_editor_session_can_edit_block (self, block))
    {
      g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_FIXED,
                   _("A deployment changes only the French set-up; the British and the ships start where 3.3 puts them."));
      return FALSE;
    }
  if (*location == QB_LOC_POOL || *location == QB_LOC_OUT || *location == QB_LOC_ELIMINATED)
    *location = qb_editor_session_palette_location (self);
  if (ship && !river)
    {
      g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_PLACE,
                   _("Ships stay on the river: the Bason or the St. Laurent."));
      return FALSE;
    }
  if (!ship && river)
    {
      g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_PLACE,
                   _("Only ships go on the river."));
      return FALSE;
    }
  return TRUE;
}

gboolean
qb_editor_session_move_blocks (QbEditorSession *self,
                               const guint     *blocks,
                               guint            n_blocks,
                               guint            location,
                               GError         **error)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);
  g_return_val_if_fail (n_blocks == 0 || blocks != NULL, FALSE);
  g_return_val_if_fail (location < QB_NUM_LOCS, FALSE);

  /* All or nothing: every block is checked before any moves. */
  for (guint i = 0; i < n_blocks; i++)
    {
      guint loc = location;

      g_return_val_if_fail (blocks[i] < QB_NUM_BLOCKS, FALSE);
      if (!check_move (self, blocks[i], &loc, error))
        return FALSE;
      changed |= self->draft->location[blocks[i]] != loc;
    }
  if (!changed)
    return TRUE;
  push_undo (self, FIELD_NONE);
  for (guint i = 0; i < n_blocks; i++)
    {
      guint loc = location, b = blocks[i];

      check_move (self, b, &loc, NULL);
      /* A block keeps its CV from zone to zone; one brought onto the map
       * comes at full strength (0 is full strength to the scenario). */
      qb_scenario_set_block (self->draft, b, loc,
                             self->draft->location[b] < QB_NUM_ZONES ? self->draft->cv[b] : 0);
    }
  update (self);
  return TRUE;
}

gboolean
qb_editor_session_move_selection (QbEditorSession *self,
                                  guint            location,
                                  GError         **error)
{
  guint blocks[QB_NUM_BLOCKS];
  guint n = 0;

  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  for (guint b = 0; b < QB_NUM_BLOCKS; b++)
    if (self->selection & (G_GUINT64_CONSTANT (1) << b))
      blocks[n++] = b;
  return qb_editor_session_move_blocks (self, blocks, n, location, error);
}

gboolean
qb_editor_session_set_cv (QbEditorSession *self,
                          guint            block,
                          guint            cv,
                          GError         **error)
{
  guint max;

  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);
  g_return_val_if_fail (block < QB_NUM_BLOCKS, FALSE);

  max = qb_unit_info (self->draft->options.edition, (int) block)->max_cv;
  if (self->draft->kind == QB_SCENARIO_DEPLOYMENT)
    {
      g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_CV,
                   _("Blocks deploy at full strength (3.2); a position may set any CV."));
      return FALSE;
    }
  if (self->draft->location[block] >= QB_NUM_ZONES || max == 0 || cv < 1 || cv > max)
    {
      g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_CV,
                   /* Translators: %u is the block's maximum CV. */
                   _("This block may have 1 to %u CV, on the map."), max);
      return FALSE;
    }
  if (self->draft->cv[block] == cv)
    return TRUE;
  push_undo (self, FIELD_NONE);
  self->draft->cv[block] = (guint8) cv;
  update (self);
  return TRUE;
}

/* The draft as the other kind: a deployment's British start (3.3) stays
 * in the position; a position's French blocks on the map stay in the
 * deployment, at full strength, the others go back to the pool. */
void
qb_editor_session_set_kind (QbEditorSession *self,
                            QbScenarioKind   kind)
{
  QbScenario *d;

  g_return_if_fail (QB_IS_EDITOR_SESSION (self));

  d = self->draft;
  if (d->kind == kind)
    return;
  push_undo (self, FIELD_NONE);
  d->kind = kind;
  d->options.start_move = 1;
  /* A move 1 start has no past (20.0, 21.0). */
  d->british_visited = 0;
  d->held_cap_rouge = FALSE;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbUnitInfo *info = qb_unit_info (d->options.edition, b);

      if (kind == QB_SCENARIO_POSITION)
        {
          if (d->location[b] == QB_LOC_POOL)
            {
              d->location[b] = QB_LOC_OUT;
              d->cv[b] = 0;
            }
        }
      else if (info->type == QB_TYPE_SHIP)
        d->location[b] = QB_LOC_BASON;
      else if (QB_BLOCK_SIDE (b) == QB_BRITISH)
        {
          d->location[b] = QB_OR;
          d->cv[b] = info->max_cv;
        }
      else
        {
          if (d->location[b] >= QB_NUM_ZONES)
            d->location[b] = QB_LOC_POOL;
          d->cv[b] = info->max_cv;
        }
    }
  update (self);
}

/* The rosters differ between the editions, so the draft starts again,
 * keeping its kind, words and options. */
void
qb_editor_session_set_edition (QbEditorSession *self,
                               int              edition)
{
  g_autoptr(QbScenario) fresh = NULL;
  QbOptions options;

  g_return_if_fail (QB_IS_EDITOR_SESSION (self));

  edition = edition == QB_EDITION_CLASSIC;
  if (self->draft->options.edition == edition)
    return;
  push_undo (self, FIELD_NONE);
  options = self->draft->options;
  options.edition = (guint8) edition;
  fresh = qb_scenario_new (self->draft->kind, &options);
  memcpy (self->draft->location, fresh->location, sizeof fresh->location);
  memcpy (self->draft->cv, fresh->cv, sizeof fresh->cv);
  self->draft->options = fresh->options;
  update (self);
}

gboolean
qb_editor_session_set_start_move (QbEditorSession *self,
                                  guint            move,
                                  GError         **error)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);
  g_return_val_if_fail (move >= 1 && move <= 16, FALSE);

  if (self->draft->kind != QB_SCENARIO_POSITION)
    {
      g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_KIND,
                   _("A deployment starts at campaign move 1."));
      return FALSE;
    }
  if (self->draft->options.start_move == move)
    return TRUE;
  push_undo (self, FIELD_NONE);
  qb_scenario_set_start_move (self->draft, move);
  update (self);
  return TRUE;
}

void
qb_editor_session_set_tides (QbEditorSession *self,
                             gboolean         tides)
{
  g_return_if_fail (QB_IS_EDITOR_SESSION (self));

  tides = tides != FALSE;
  if (self->draft->options.tides == tides)
    return;
  push_undo (self, FIELD_NONE);
  self->draft->options.tides = (guint8) tides;
  update (self);
}

/* The zones the British entered before the start (20.0): one zone at a
 * time, as the editor's switches set them. */
gboolean
qb_editor_session_set_british_visited (QbEditorSession *self,
                                       guint            zones,
                                       GError         **error)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  if (self->draft->kind != QB_SCENARIO_POSITION)
    {
      g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_KIND,
                   _("A deployment starts at campaign move 1, before the British have entered any zone."));
      return FALSE;
    }
  zones &= ((1u << QB_NUM_ZONES) - 1) & ~(1u << QB_OR);
  if (qb_scenario_get_british_visited (self->draft) == zones)
    return TRUE;
  push_undo (self, FIELD_NONE);
  qb_scenario_set_british_visited (self->draft, zones);
  update (self);
  return TRUE;
}

gboolean
qb_editor_session_set_held_cap_rouge (QbEditorSession *self,
                                      gboolean         held,
                                      GError         **error)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  held = held != FALSE;
  if (self->draft->kind != QB_SCENARIO_POSITION)
    {
      g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_KIND,
                   _("A deployment starts at campaign move 1, with no move before it."));
      return FALSE;
    }
  if (qb_scenario_get_held_cap_rouge (self->draft) == held)
    return TRUE;
  push_undo (self, FIELD_NONE);
  qb_scenario_set_held_cap_rouge (self->draft, held);
  update (self);
  return TRUE;
}

static void
set_text (QbEditorSession *self,
          Field            field,
          const char      *text)
{
  const char *now;

  if (text == NULL)
    text = "";
  now = field == FIELD_NAME ? self->draft->name
    : field == FIELD_AUTHOR ? self->draft->author : self->draft->description;
  if (g_strcmp0 (now, text) == 0)
    return;
  push_undo (self, field);
  if (field == FIELD_NAME)
    qb_scenario_set_name (self->draft, text);
  else if (field == FIELD_AUTHOR)
    qb_scenario_set_author (self->draft, text);
  else
    qb_scenario_set_description (self->draft, text);
  update (self);
}

void
qb_editor_session_set_name (QbEditorSession *self,
                            const char      *name)
{
  g_return_if_fail (QB_IS_EDITOR_SESSION (self));

  set_text (self, FIELD_NAME, name);
}

void
qb_editor_session_set_author (QbEditorSession *self,
                              const char      *author)
{
  g_return_if_fail (QB_IS_EDITOR_SESSION (self));

  set_text (self, FIELD_AUTHOR, author);
}

void
qb_editor_session_set_description (QbEditorSession *self,
                                   const char      *description)
{
  g_return_if_fail (QB_IS_EDITOR_SESSION (self));

  set_text (self, FIELD_DESCRIPTION, description);
}

gboolean
qb_editor_session_get_can_undo (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  return self->can_undo;
}

gboolean
qb_editor_session_get_can_redo (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  return self->can_redo;
}

/* Swaps the draft with the last copy of @from, keeping the draft on @to. */
static gboolean
step (QbEditorSession *self,
      GPtrArray       *from,
      GPtrArray       *to)
{
  QbScenario *previous;

  if (from->len == 0)
    return FALSE;
  previous = g_ptr_array_steal_index (from, from->len - 1);
  g_ptr_array_add (to, g_steal_pointer (&self->draft));
  self->draft = previous;
  self->typing = FIELD_NONE;
  /* Blocks a step took back off the map stay selectable; nothing else
   * depends on the selection. */
  update (self);
  return TRUE;
}

gboolean
qb_editor_session_undo (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  return step (self, self->undo, self->redo);
}

gboolean
qb_editor_session_redo (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  return step (self, self->redo, self->undo);
}

guint64
qb_editor_session_get_selection (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), 0);

  return self->selection;
}

void
qb_editor_session_select_block (QbEditorSession *self,
                                int              block,
                                gboolean         extend)
{
  guint64 selection;

  g_return_if_fail (QB_IS_EDITOR_SESSION (self));
  g_return_if_fail (block < QB_NUM_BLOCKS);

  if (block < 0)
    selection = 0;
  else if (!qb_editor_session_can_edit_block (self, (guint) block))
    selection = extend ? self->selection : 0;
  else if (extend)
    selection = self->selection ^ (G_GUINT64_CONSTANT (1) << block);
  else
    selection = G_GUINT64_CONSTANT (1) << block;
  if (selection == self->selection)
    return;
  self->selection = selection;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION]);
}

GPtrArray *
qb_editor_session_get_problems (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), NULL);

  return self->problems;
}

gboolean
qb_editor_session_get_playable (QbEditorSession *self)
{
  g_return_val_if_fail (QB_IS_EDITOR_SESSION (self), FALSE);

  return self->playable;
}

void
qb_editor_session_get_summary (QbEditorSession *self,
                               QbSetupSummary  *summary)
{
  g_return_if_fail (QB_IS_EDITOR_SESSION (self));

  qb_setup_summarize (self->draft, summary);
}

/* The draft's blocks in a state of their own, counted, as the editor sees
 * them (everything: the editor is nobody's secret). The pool is left off
 * the map; the palette shows it. */
void
qb_editor_session_get_view (QbEditorSession *self,
                            QbView          *view)
{
  QbState state;

  g_return_if_fail (QB_IS_EDITOR_SESSION (self));
  g_return_if_fail (view != NULL);

  memset (&state, 0, sizeof state);
  state.options = self->draft->options;
  state.move = self->draft->options.start_move;
  state.phase = QB_PHASE_ORDERS;
  state.decider = QB_NO_SIDE;
  state.winner = QB_NO_SIDE;
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      const QbUnitInfo *info = qb_unit_info (state.options.edition, b);

      state.blocks[b].loc = self->draft->location[b];
      state.blocks[b].cv = self->draft->kind == QB_SCENARIO_DEPLOYMENT ? info->max_cv : self->draft->cv[b];
      state.blocks[b].slot = QB_SLOT_NONE;
      state.blocks[b].order_dest = QB_LOC_NONE;
      state.blocks[b].from = self->draft->location[b];
    }
  state.order[0].origin = state.order[1].origin = QB_LOC_NONE;
  state.order[0].ottawa_dest = state.order[1].ottawa_dest = QB_LOC_NONE;
  state.battle.firing = QB_LOC_NONE;
  state.raid_zone = QB_LOC_NONE;
  qb_recount (&state);
  qb_view (&state, QB_NO_SIDE, view);
}

/**
 * qb_editor_scenario_from_view:
 * @view: a view in which every block is known (the open view of a finished
 *   game, say)
 *
 * The position of @view as a scenario starting at its campaign move: what
 * "Edit This Replay Position" opens. A view that hides a block cannot be
 * made a scenario, since that would show what its viewer does not know.
 *
 * Returns: (transfer full) (nullable): the scenario, or %NULL with an error
 */
QbScenario *
qb_editor_scenario_from_view (const QbView  *view,
                              GError       **error)
{
  g_autoptr(QbScenario) scenario = NULL;
  QbOptions options;

  g_return_val_if_fail (view != NULL, NULL);

  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (view->blocks[b].loc == QB_UNKNOWN || view->blocks[b].cv == QB_UNKNOWN)
      {
        g_set_error (error, QB_EDITOR_SESSION_ERROR, QB_EDITOR_SESSION_ERROR_HIDDEN,
                     _("This position hides blocks from its viewer: show both sides to edit it."));
        return NULL;
      }
  options = view->options;
  options.start_move = (guint8) CLAMP (view->move, 1, 16);
  scenario = qb_scenario_new (QB_SCENARIO_POSITION, &options);
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    {
      guint loc = view->blocks[b].loc;

      if (loc == QB_LOC_POOL || loc >= QB_NUM_LOCS)
        loc = QB_LOC_OUT;
      qb_scenario_set_block (scenario, (guint) b, loc, view->blocks[b].cv);
    }
  /* The history goes too (20.0, 21.0): public facts, in every view. */
  qb_scenario_set_british_visited (scenario, view->british_visited);
  /* Held at the end of the last move counts only while they hold it
   * still: in the middle of a move they may have left (21.0, R37). */
  qb_scenario_set_held_cap_rouge (scenario, view->held_cap_rouge && options.start_move > 1
                                  && view->count[QB_BRITISH][QB_CR] > 0
                                  && view->count[QB_FRENCH][QB_CR] == 0);
  return g_steal_pointer (&scenario);
}
