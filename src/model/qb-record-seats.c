/* qb-record-seats.c: QbRecord: who played each side (a person, or the
 * computer at a level) from which position on, the computer's seed, and
 * a resignation; read from and written to the record's "seats",
 * "computer-seed" and "resigned" members (docs/file-format.md, "Seats").
 *
 * A record without them is a game of two people, as every record was
 * before there was a computer opponent, so old files need nothing new
 * and a reader that does not know the members loses only these facts:
 * the format's version does not change.
 */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-ai.h"
#include "qb-json-private.h"
#include "qb-record-private.h"

static const char *const side_names[] = { "british", "french" };

/* "person", or a computer's kind name ("ai:hard", "greedy"…). */
static const char *
player_name (int player)
{
  return player == QB_PLAYER_PERSON ? "person" : qb_ai_kind_name ((QbAiKind) player);
}

static gboolean
player_from_name (const char *name,
                  int        *out)
{
  QbAiKind kind;

  if (strcmp (name, "person") == 0)
    {
      *out = QB_PLAYER_PERSON;
      return TRUE;
    }
  if (!qb_ai_kind_from_name (name, &kind))
    return FALSE;
  *out = (int) kind;
  return TRUE;
}

/**
 * qb_record_get_seat:
 * @side: %QB_BRITISH or %QB_FRENCH
 * @index: a position (0 = the start)
 *
 * Returns: who played @side at position @index: %QB_PLAYER_PERSON, or the
 *   QbAiKind of the computer
 */
int
qb_record_get_seat (QbRecord *self,
                    int       side,
                    guint     index)
{
  int player = QB_PLAYER_PERSON;

  g_return_val_if_fail (QB_IS_RECORD (self), QB_PLAYER_PERSON);
  g_return_val_if_fail (side == QB_BRITISH || side == QB_FRENCH, QB_PLAYER_PERSON);

  /* The changes are sorted by position: the last one at or before it. */
  for (guint i = 0; i < self->seats->len; i++)
    {
      const QbSeatChange *c = &g_array_index (self->seats, QbSeatChange, i);

      if (c->index > index)
        break;
      if (c->side == side)
        player = c->player;
    }
  return player;
}

/**
 * qb_record_set_seat:
 * @player: %QB_PLAYER_PERSON or a QbAiKind
 *
 * From the record's current position on, @side is played by @player. A
 * change at the same position replaces the one there (a new game's seats
 * set one by one), and changes past the end (left by undo) are dropped.
 */
void
qb_record_set_seat (QbRecord *self,
                    int       side,
                    int       player)
{
  guint at;
  QbSeatChange change;

  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (side == QB_BRITISH || side == QB_FRENCH);
  g_return_if_fail (player == QB_PLAYER_PERSON || (player >= 0 && player < QB_AI_NUM_KINDS));

  at = self->actions->len;
  for (guint i = self->seats->len; i > 0; i--)
    {
      const QbSeatChange *c = &g_array_index (self->seats, QbSeatChange, i - 1);

      if (c->side == side && c->index >= at)
        g_array_remove_index (self->seats, i - 1);
    }
  if (qb_record_get_seat (self, side, at) == player)
    return;
  change.index = at;
  change.side = (guint8) side;
  change.player = (gint8) player;
  g_array_append_val (self->seats, change);
  qb_record_touch (self);
}

/**
 * qb_record_get_seat_changes:
 * @n_changes: (out): how many
 *
 * Returns: (array length=n_changes): every change of seat, by position
 *   (the start's included when a side began with the computer)
 */
const QbSeatChange *
qb_record_get_seat_changes (QbRecord *self,
                            guint    *n_changes)
{
  g_return_val_if_fail (QB_IS_RECORD (self), NULL);
  g_return_val_if_fail (n_changes != NULL, NULL);

  *n_changes = self->seats->len;
  return (const QbSeatChange *)(gpointer) self->seats->data;
}

/**
 * qb_record_has_computer:
 *
 * Returns: whether the computer played either side at any point
 */
gboolean
qb_record_has_computer (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), FALSE);

  for (guint i = 0; i < self->seats->len; i++)
    if (g_array_index (self->seats, QbSeatChange, i).player != QB_PLAYER_PERSON)
      return TRUE;
  return FALSE;
}

guint64
qb_record_get_computer_seed (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), 0);
  return self->computer_seed;
}

/**
 * qb_record_set_computer_seed:
 *
 * The seed of the game's computer players: with it and the record, each of
 * their decisions can be made again (at a budget of iterations).
 */
void
qb_record_set_computer_seed (QbRecord *self,
                             guint64   seed)
{
  g_return_if_fail (QB_IS_RECORD (self));
  self->computer_seed = seed;
  qb_record_touch (self);
}

/**
 * qb_record_get_resigned:
 *
 * Returns: the side that resigned, or -1
 */
int
qb_record_get_resigned (QbRecord *self)
{
  g_return_val_if_fail (QB_IS_RECORD (self), -1);
  return self->resigned;
}

/**
 * qb_record_set_resigned:
 * @side: %QB_BRITISH, %QB_FRENCH, or -1 for nobody
 *
 * @side gave up at the record's last position: the other side won.
 */
void
qb_record_set_resigned (QbRecord *self,
                        int       side)
{
  g_return_if_fail (QB_IS_RECORD (self));
  g_return_if_fail (side >= -1 && side <= QB_FRENCH);
  self->resigned = side;
  qb_record_touch (self);
}

/* ---- Files ----------------------------------------------------------------- */

gboolean
qb_record_read_seats (QbRecord   *self,
                      QbJsonCtx  *ctx,
                      JsonObject *root)
{
  QbJsonPath root_path = QB_JSON_ROOT;
  QbJsonPath seats_path = QB_JSON_MEMBER (&root_path, "seats");
  JsonArray *seats = NULL;
  int resigned = -1;

  if (!qb_json_get_array (ctx, &root_path, root, "seats", FALSE, QB_RECORD_MAX_SEAT_CHANGES,
                          &seats))
    return FALSE;
  if (json_object_has_member (root, "computer-seed")
      && !qb_json_get_seed (ctx, &root_path, root, "computer-seed", &self->computer_seed))
    return FALSE;
  if (!qb_json_get_enum (ctx, &root_path, root, "resigned", side_names, 0, 1, &resigned))
    return FALSE;
  self->resigned = resigned;

  g_array_set_size (self->seats, 0);
  for (guint i = 0; seats != NULL && i < json_array_get_length (seats); i++)
    {
      QbJsonPath path = QB_JSON_ELEMENT (&seats_path, i);
      QbJsonPath player_path = QB_JSON_MEMBER (&path, "player");
      JsonObject *object = NULL;
      const char *player = NULL;
      int side = -1, kind = 0;
      gint64 at = 0;
      QbSeatChange change;

      if (!qb_json_expect_object (ctx, &path, json_array_get_element (seats, i), &object)
          || !qb_json_get_int (ctx, &path, object, "at", TRUE, 0, self->actions->len, &at)
          || !qb_json_get_enum (ctx, &path, object, "side", side_names, 0, 1, &side)
          || !qb_json_get_string (ctx, &path, object, "player", TRUE, QB_MAX_NAME_CHARS,
                                  &player))
        return FALSE;
      if (side < 0)
        return qb_json_fail (ctx, &path, QB_FILE_ERROR_INVALID,
                             /* Translators: “side” is a member name as written
                              * in the file; keep it. */
                             _("a seat without its \"side\""));
      if (!player_from_name (player, &kind))
        return qb_json_fail (ctx, &player_path, QB_FILE_ERROR_INVALID,
                             /* Translators: %s is the value found in the file;
                              * the names allowed are written as they are. */
                             _("unknown player '%s' (one of 'person', 'random', 'greedy', "
                               "'ai:easy', 'ai:medium', 'ai:hard')"), player);
      if (self->seats->len > 0
          && g_array_index (self->seats, QbSeatChange, self->seats->len - 1).index > (guint) at)
        {
          QbJsonPath at_path = QB_JSON_MEMBER (&path, "at");

          return qb_json_fail (ctx, &at_path, QB_FILE_ERROR_INVALID,
                               _("the seats are not in the order of their positions"));
        }
      change.index = (guint) at;
      change.side = (guint8) side;
      change.player = (gint8) kind;
      g_array_append_val (self->seats, change);
    }
  return TRUE;
}

void
qb_record_write_seats (QbRecord    *self,
                       JsonBuilder *builder)
{
  if (self->seats->len > 0)
    {
      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->seats->len; i++)
        {
          const QbSeatChange *c = &g_array_index (self->seats, QbSeatChange, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "at");
          json_builder_add_int_value (builder, c->index);
          json_builder_set_member_name (builder, "side");
          json_builder_add_string_value (builder, side_names[c->side]);
          json_builder_set_member_name (builder, "player");
          json_builder_add_string_value (builder, player_name (c->player));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  if (self->computer_seed != 0)
    qb_json_write_seed (builder, "computer-seed", self->computer_seed);
  if (self->resigned >= 0)
    {
      json_builder_set_member_name (builder, "resigned");
      json_builder_add_string_value (builder, side_names[self->resigned]);
    }
}
