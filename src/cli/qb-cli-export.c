/* qb-cli-export.c: quebec1759-cli export (a game and its notes as an HTML
 * or Markdown document from one viewpoint) and import-notes (the notes of
 * such a document added to the game they belong to), over the model's
 * qb-game-export.h, with the pictures src/paint draws (no display
 * needed). `--format png|svg` is the board alone (qb-cli-image.c). */
#include <stdio.h>
#include <string.h>

#include "qb-cli.h"
#include "qb-export-paint.h"
#include "qb-game-export.h"
#include "qb-record.h"

static gboolean
viewer_from_name (const char *name,
                  int        *viewer)
{
  if (g_strcmp0 (name, "british") == 0)
    *viewer = QB_BRITISH;
  else if (g_strcmp0 (name, "french") == 0)
    *viewer = QB_FRENCH;
  else if (g_strcmp0 (name, "public") == 0)
    *viewer = QB_PUBLIC;
  else if (g_strcmp0 (name, "both") == 0)
    *viewer = QB_NO_SIDE;
  else
    return FALSE;
  return TRUE;
}

int
qb_cli_export (int    argc,
               char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) out = NULL;
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbReplayIndex) index = NULL;
  QbExportOptions options = { 0 };
  const char *path = NULL, *out_path = NULL, *format = NULL, *view = NULL;

  /* The board alone, as an image: its own options (--at, --width). */
  for (int i = 0; i + 1 < argc; i++)
    if (strcmp (argv[i], "--format") == 0
        && (strcmp (argv[i + 1], "png") == 0 || strcmp (argv[i + 1], "svg") == 0))
      return qb_cli_export_image (argc, argv);

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--format") == 0 && v != NULL)
        format = v, i++;
      else if (strcmp (a, "--view") == 0 && v != NULL)
        view = v, i++;
      else if (strcmp (a, "-o") == 0 && v != NULL)
        out_path = v, i++;
      else if (a[0] != '-' && path == NULL)
        path = a;
      else
        {
          fprintf (stderr, "export: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (path == NULL || out_path == NULL || format == NULL)
    {
      fprintf (stderr, "export: give a file, --format html|md|png|svg and -o OUT\n");
      return 2;
    }
  if (strcmp (format, "html") == 0)
    options.format = QB_EXPORT_HTML;
  else if (strcmp (format, "md") == 0)
    options.format = QB_EXPORT_MARKDOWN;
  else
    {
      fprintf (stderr, "export: --format is html, md, png or svg, not '%s'\n", format);
      return 2;
    }
  if (view != NULL && !viewer_from_name (view, &options.viewer))
    {
      fprintf (stderr, "export: --view is british, french, public or both, not '%s'\n", view);
      return 2;
    }

  file = g_file_new_for_commandline_arg (path);
  record = qb_record_load_from_file (file, &error);
  if (record != NULL)
    index = qb_replay_index_new (record, &error);
  if (index == NULL)
    {
      printf ("%s\n", error->message);
      return 1;
    }
  if (view == NULL)
    {
      /* Everything when the game allows it, else what both sides knew:
       * never one side's secrets unless asked for. */
      options.viewer = qb_game_export_viewer_allowed (index, QB_NO_SIDE) ? QB_NO_SIDE : QB_PUBLIC;
    }
  qb_export_options_use_painter (&options);
  out = g_file_new_for_commandline_arg (out_path);
  if (!qb_game_export_to_file (index, &options, out, &error))
    {
      printf ("%s\n", error->message);
      return 1;
    }
  printf ("%s: written to %s (%s, %s view)\n", path, out_path, format,
          options.viewer == QB_NO_SIDE ? "both sides'"
          : options.viewer == QB_PUBLIC ? "the spectator's"
          : options.viewer == QB_BRITISH ? "the British" : "the French");
  return 0;
}

int
qb_cli_import_notes (int    argc,
                     char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) export = NULL;
  g_autoptr(GFile) out = NULL;
  g_autoptr(QbRecord) record = NULL;
  const char *path = NULL, *export_path = NULL, *out_path = NULL;
  guint added = 0;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "-o") == 0 && v != NULL)
        out_path = v, i++;
      else if (a[0] != '-' && path == NULL)
        path = a;
      else if (a[0] != '-' && export_path == NULL)
        export_path = a;
      else
        {
          fprintf (stderr, "import-notes: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (path == NULL || export_path == NULL || out_path == NULL)
    {
      fprintf (stderr, "import-notes: give a game, an exported document and -o NEW"
               QB_GAME_EXTENSION "\n");
      return 2;
    }
  file = g_file_new_for_commandline_arg (path);
  export = g_file_new_for_commandline_arg (export_path);
  out = g_file_new_for_commandline_arg (out_path);
  record = qb_record_load_from_file (file, &error);
  if (record == NULL || !qb_record_import_notes_from_file (record, export, &added, &error)
      || !qb_record_save_to_file (record, out, &error))
    {
      printf ("%s\n", error->message);
      return 1;
    }
  printf ("%s: %u notes and bookmarks added from %s, written to %s\n", path, added, export_path,
          out_path);
  return 0;
}
