/* fuzz-record.c: libFuzzer target for the file loaders. Any input must be
 * either loaded (and then save and load again to the same text) or
 * rejected with a QB_FILE_ERROR; never a crash, a leak or a hang.
 * How to run it: docs/file-format.md ("Fuzzing the loader"). */
#include <string.h>

#include "qb-record.h"
#include "qb-scenario.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* Inputs up to 256 KiB unless the command line says otherwise: the
 * nesting that overflowed json-glib's stack took about 150 KiB (seed
 * deep-nesting-in-comment.q1759), past libFuzzer's default of 4 KiB. */
int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  static char max_len[] = "-max_len=262144";
  char **args;

  for (int i = 1; i < *argc; i++)
    if (g_str_has_prefix ((*argv)[i], "-max_len="))
      return 0;
  /* Flags go before the corpus folders; argv[0] stays first. */
  args = g_new0 (char *, *argc + 2);
  args[0] = (*argv)[0];
  args[1] = max_len;
  for (int i = 1; i < *argc; i++)
    args[i + 1] = (*argv)[i];
  *argc += 1;
  *argv = args;   /* kept for the whole run */
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;

  record = qb_record_load_from_bytes (bytes, "fuzz", &error);
  if (record != NULL)
    {
      g_autofree char *text = qb_record_to_json (record, NULL);

      /* What is saved can be read (a lone surrogate once came out as bytes
       * that are not UTF-8). */
      g_assert (g_utf8_validate (text, -1, NULL));
      g_autoptr(QbRecord) again = qb_record_new_from_json (text, -1, "again", NULL);
      g_autofree char *text2 = NULL;

      g_assert (again != NULL);
      text2 = qb_record_to_json (again, NULL);
      g_assert (strcmp (text, text2) == 0);
    }
  else
    g_assert (error != NULL && error->domain == QB_FILE_ERROR);
  g_clear_error (&error);

  scenario = qb_scenario_load_from_bytes (bytes, "fuzz", &error);
  if (scenario != NULL)
    {
      g_autofree char *text = qb_scenario_to_json (scenario, NULL);
      g_autoptr(QbScenario) again = qb_scenario_new_from_json (text, -1, "again", NULL);

      g_assert (again != NULL && qb_scenario_equal (scenario, again));
    }
  else
    g_assert (error != NULL && error->domain == QB_FILE_ERROR);
  return 0;
}
