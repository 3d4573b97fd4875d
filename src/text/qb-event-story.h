/* qb-event-story.h: the game log as a story (issue 14, item 5): the
 * events of a batch as lines, with a heading for each campaign move, each
 * battle and the end, the side each line is about (for its colour), and
 * the blocks that moved together at a reveal told in one line ("The
 * British move 4 blocks from Île d'Orléans to Lévis by boat").
 *
 * Every line comes through qb_event_for() for its viewer: a line that
 * tells several events says no more than those events say one by one
 * (the blocks' names only when the viewer may know every one of them),
 * and events the viewer may not see are not counted.
 */
#pragma once

#include <glib.h>

#include "qb-engine.h"

G_BEGIN_DECLS

typedef enum {
  QB_STORY_EVENT,           /* one event's sentence, as qb_event_text() */
  QB_STORY_MOVES,           /* blocks that moved together, in one line */
  QB_STORY_MOVE_HEADING,    /* a campaign move begins (QB_EV_MOVE_START) */
  QB_STORY_BATTLE_HEADING,  /* a battle, raid or scout begins */
  QB_STORY_END_HEADING,     /* the game is won (QB_EV_VICTORY) */
} QbStoryKind;

typedef struct {
  QbStoryKind kind;
  int side;          /* the side the line is about (QB_BRITISH, QB_FRENCH),
                      * or QB_NO_SIDE: its colour in the log */
  guint first;       /* the batch's first event the line tells */
  guint n_events;    /* how many of the batch's events it tells */
  uint16_t rule;     /* the rule section behind it (QbEvent.rule), or 0 */
  char *text;        /* plain text (the CLI's replay) */
  char *markup;      /* Pango markup with zone and rule links (the log) */
} QbStoryLine;

/* The lines of `events` as `viewer` may read them (see
 * qb_event_text()): a GPtrArray of QbStoryLine, freed with it. */
GPtrArray *qb_event_story (const QbEvent *events,
                           guint          n_events,
                           int            edition,
                           int            viewer);

/* Whether the line is a heading (a move, a battle, the end). */
gboolean   qb_story_line_is_heading (const QbStoryLine *line);

G_END_DECLS
