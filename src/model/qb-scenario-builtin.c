/* qb-scenario-builtin.c: the French deployments built into the model
 * (data/deployments/, compiled in as the GResource qb-model.gresource.xml),
 * so that the app, the CLI and the tests start from the same files whether
 * installed or not. */
#include <glib/gi18n-lib.h>

#include "qb-file-private.h"
#include "qb-scenario.h"

#define BUILTIN_RESOURCE_DIR "/io/github/quebec1759/Quebec1759/deployments/"

typedef struct
{
  const char *id;
  QbEdition edition;
  const char *title;
  const char *description;
} Builtin;

/* The ids are the file names without their extension. Titles and
 * descriptions are shown to players, so they are translated; the files'
 * own stay English. The deployments come in both editions; the scenarios
 * (positions later in the campaign) are of the revised edition, which has
 * Wolfe and Montcalm. Written by us: see data/deployments/README.md. */
static const Builtin builtins[] = {
  { "historical-revised", QB_EDITION_REVISED, N_("Historical deployment"),
    N_("Montcalm’s line of July 1759: the left at Montmorency with the Montreal "
       "militia and the Ottawa, the regulars in the centre at Beauport, the Quebec "
       "militia and the Marine by the St. Charles, and a token force at Lévis.") },
  { "historical-classic", QB_EDITION_CLASSIC, N_("Historical deployment"),
    N_("Montcalm’s line of July 1759: the left at Montmorency with the Montreal "
       "militia and the Ottawa, the regulars in the centre at Beauport, the Quebec "
       "militia and the Marine by the St. Charles, and a token force at Lévis.") },
  { "safe-revised", QB_EDITION_REVISED, N_("Safe deployment"),
    N_("The cautious set-up of the strategy notes (24.0): each of the four zones a "
       "landing from Île d’Orléans can reach holds about a quarter of the army, with a "
       "little more at Lévis and St. Charles. Nothing is left elsewhere.") },
  { "safe-classic", QB_EDITION_CLASSIC, N_("Safe deployment"),
    N_("The cautious set-up of the strategy notes (24.0): each of the four zones a "
       "landing from Île d’Orléans can reach holds about a quarter of the army, with a "
       "little more at Lévis and St. Charles. Nothing is left elsewhere.") },
  { "levis-revised", QB_EDITION_REVISED, N_("Aggressive Lévis defence"),
    N_("A gamble on the south shore: four regular battalions, the Ottawa and a militia "
       "company wait at Lévis to throw back a landing there, the Quebec militia hold "
       "the St. Charles in strength, and Montmorency and Beauport are only screened.") },
  { "levis-classic", QB_EDITION_CLASSIC, N_("Aggressive Lévis defence"),
    N_("A gamble on the south shore: four regular battalions, the Ottawa and a militia "
       "company wait at Lévis to throw back a landing there, the Quebec militia hold "
       "the St. Charles in strength, and Montmorency and Beauport are only screened.") },
  { "anse-au-foulon", QB_EDITION_REVISED, N_("The landing at the Anse au Foulon"),
    N_("Campaign move 12. Overnight the British have climbed the cliff path from the "
       "river and stand in Sillery with Wolfe, the light infantry and six battalions, a "
       "march from the Plains of Abraham. Montcalm’s army still watches the Beauport "
       "shore; a small column is upriver at Cap Rouge. Three Quebec militia companies "
       "have gone home.") },
  { "montmorency-falls", QB_EDITION_REVISED, N_("Below the Montmorency falls"),
    N_("Campaign move 4. The British have camps on Île d’Orléans, at Lévis and across "
       "the Montmorency, and two Quebec militia companies have gone home; the French "
       "line runs from Beauport to the St. Charles with most of the army, and small "
       "posts watch Abraham and Cap Rouge. The British must break the Beauport shore "
       "or look for another way.") },
};

static const Builtin *
find_builtin (const char *id)
{
  for (gsize i = 0; id != NULL && i < G_N_ELEMENTS (builtins); i++)
    if (g_strcmp0 (builtins[i].id, id) == 0)
      return &builtins[i];
  return NULL;
}

/**
 * qb_scenario_list_builtin:
 *
 * Returns: (transfer none): the ids of the built-in deployments,
 *   NULL-terminated, the revised edition's first.
 */
const char *const *
qb_scenario_list_builtin (void)
{
  static const char *ids[G_N_ELEMENTS (builtins) + 1];
  static gsize done;

  if (g_once_init_enter (&done))
    {
      for (gsize i = 0; i < G_N_ELEMENTS (builtins); i++)
        ids[i] = builtins[i].id;
      g_once_init_leave (&done, 1);
    }
  return ids;
}

/**
 * qb_scenario_get_builtin_title:
 *
 * Returns: (nullable): the built-in deployment's title in the user's
 *   language, or NULL if no built-in deployment has this id.
 */
const char *
qb_scenario_get_builtin_title (const char *id)
{
  const Builtin *builtin = find_builtin (id);

  return builtin != NULL ? _(builtin->title) : NULL;
}

/**
 * qb_scenario_get_builtin_description:
 *
 * Returns: (nullable): the built-in set-up's description in the user's
 *   language (the file's own is English), or NULL if no built-in has this
 *   id.
 */
const char *
qb_scenario_get_builtin_description (const char *id)
{
  const Builtin *builtin = find_builtin (id);

  return builtin != NULL ? _(builtin->description) : NULL;
}

/**
 * qb_scenario_get_builtin_edition:
 *
 * Returns: the edition of the built-in deployment, or -1 if no built-in
 *   deployment has this id.
 */
int
qb_scenario_get_builtin_edition (const char *id)
{
  const Builtin *builtin = find_builtin (id);

  return builtin != NULL ? (int) builtin->edition : -1;
}

/**
 * qb_scenario_new_builtin:
 * @id: one of qb_scenario_list_builtin()
 *
 * Loads a built-in deployment or scenario, checked like any file, its name
 * and description being the translated ones.
 */
QbScenario *
qb_scenario_new_builtin (const char  *id,
                         GError     **error)
{
  const Builtin *builtin = find_builtin (id);
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(QbScenario) scenario = NULL;

  g_return_val_if_fail (id != NULL, NULL);

  if (builtin == NULL)
    {
      /* Translators: %s is the id asked for, such as “historical-classic”. */
      g_set_error (error, QB_FILE_ERROR, QB_FILE_ERROR_INVALID,
                   _("There is no built-in deployment “%s”."), id);
      return NULL;
    }
  qb_model_ensure_resources ();
  path = g_strconcat (BUILTIN_RESOURCE_DIR, builtin->id, QB_SETUP_EXTENSION, NULL);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  scenario = qb_scenario_load_from_bytes (bytes, _(builtin->title), error);
  if (scenario == NULL)
    return NULL;
  qb_scenario_set_name (scenario, _(builtin->title));
  qb_scenario_set_description (scenario, _(builtin->description));
  return g_steal_pointer (&scenario);
}

/**
 * qb_scenario_get_historical_id:
 *
 * Returns: the id of the French deployment of July 1759 in `edition`
 *   (the classic edition's has decoys).
 */
const char *
qb_scenario_get_historical_id (int edition)
{
  return edition == QB_EDITION_CLASSIC ? "historical-classic" : "historical-revised";
}

/**
 * qb_scenario_new_historical:
 *
 * The French deployment of July 1759 for `edition`, built in.
 */
QbScenario *
qb_scenario_new_historical (int      edition,
                            GError **error)
{
  return qb_scenario_new_builtin (qb_scenario_get_historical_id (edition), error);
}
