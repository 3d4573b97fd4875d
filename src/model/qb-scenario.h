/* qb-scenario.h: a starting position, or a French deployment, with a
 * name, an author and a description (.q1759-setup files). */
#pragma once

#include <gio/gio.h>

#include "qb-types.h"

G_BEGIN_DECLS

typedef enum {
  QB_SCENARIO_POSITION,      /* blocks anywhere, start at a campaign move */
  QB_SCENARIO_DEPLOYMENT,    /* only the French set-up of the standard start (3.4) */
} QbScenarioKind;

#define QB_TYPE_SCENARIO (qb_scenario_get_type ())

G_DECLARE_FINAL_TYPE (QbScenario, qb_scenario, QB, SCENARIO, GObject)

QbScenario      *qb_scenario_new                (QbScenarioKind    kind,
                                                 const QbOptions  *options);
QbScenario      *qb_scenario_new_from_state     (const QbState    *state);
QbScenario      *qb_scenario_new_from_full_state (const QbState   *state);
gboolean         qb_scenario_get_state          (QbScenario       *self,
                                                 QbState          *state);
QbScenario      *qb_scenario_load_from_file     (GFile            *file,
                                                 GError          **error);
QbScenario      *qb_scenario_load_draft         (GFile            *file,
                                                 GError          **error);
QbScenario      *qb_scenario_copy               (QbScenario       *self);
QbScenario      *qb_scenario_load_from_bytes    (GBytes           *bytes,
                                                 const char       *name,
                                                 GError          **error);
QbScenario      *qb_scenario_new_from_json      (const char       *text,
                                                 gssize            length,
                                                 const char       *name,
                                                 GError          **error);
char            *qb_scenario_to_json            (QbScenario       *self,
                                                 gsize            *length);
gboolean         qb_scenario_save_to_file       (QbScenario       *self,
                                                 GFile            *file,
                                                 GError          **error);
QbScenarioKind   qb_scenario_get_kind           (QbScenario       *self);
const char      *qb_scenario_get_name           (QbScenario       *self);
void             qb_scenario_set_name           (QbScenario       *self,
                                                 const char       *name);
const char      *qb_scenario_get_author         (QbScenario       *self);
void             qb_scenario_set_author         (QbScenario       *self,
                                                 const char       *author);
const char      *qb_scenario_get_description    (QbScenario       *self);
void             qb_scenario_set_description    (QbScenario       *self,
                                                 const char       *description);
void             qb_scenario_get_options        (QbScenario       *self,
                                                 QbOptions        *options);
void             qb_scenario_set_start_move     (QbScenario       *self,
                                                 guint             move);
guint            qb_scenario_get_british_visited (QbScenario      *self);
void             qb_scenario_set_british_visited (QbScenario      *self,
                                                 guint             zones);
guint            qb_scenario_get_british_entered (QbScenario      *self);
gboolean         qb_scenario_get_held_cap_rouge (QbScenario       *self);
void             qb_scenario_set_held_cap_rouge (QbScenario       *self,
                                                 gboolean          held);
void             qb_scenario_get_block          (QbScenario       *self,
                                                 guint             block,
                                                 guint            *location,
                                                 guint            *cv);
void             qb_scenario_set_block          (QbScenario       *self,
                                                 guint             block,
                                                 guint             location,
                                                 guint             cv);
gboolean         qb_scenario_to_state           (QbScenario       *self,
                                                 guint64           seed,
                                                 QbState          *state,
                                                 QbEventSink      *sink,
                                                 GError          **error);
const guint8    *qb_scenario_get_dice           (QbScenario       *self,
                                                 guint            *n_dice);
void             qb_scenario_set_dice           (QbScenario       *self,
                                                 const guint8     *dice,
                                                 guint             n_dice);
GArray          *qb_scenario_get_deployment     (QbScenario       *self);
gboolean         qb_scenario_equal              (QbScenario       *a,
                                                 QbScenario       *b);

/* The deployments and scenarios built into the model (qb-scenario-builtin.c):
 * ids such as "historical-classic", a translated title and description and
 * an edition for each. */
const char *const *qb_scenario_list_builtin     (void);
const char      *qb_scenario_get_builtin_title  (const char       *id);
const char      *qb_scenario_get_builtin_description (const char  *id);
int              qb_scenario_get_builtin_edition (const char      *id);
QbScenario      *qb_scenario_new_builtin        (const char       *id,
                                                 GError          **error);
const char      *qb_scenario_get_historical_id  (int               edition);
QbScenario      *qb_scenario_new_historical     (int               edition,
                                                 GError          **error);

G_END_DECLS
