/* qb-cli-image.c: `quebec1759-cli export-image`: the board of a record at
 * a position, as one side saw it (or both), as a PNG or SVG image, with
 * the marks of that position's notes the viewpoint may read. The drawing
 * is src/paint's, the app's own; no display is needed. */
#include "qb-cli.h"

#include <stdio.h>
#include <string.h>

#include "qb-board-render.h"
#include "qb-record.h"

int
qb_cli_export_image (int    argc,
                     char **argv)
{
  g_auto(QbCliGame) game = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (QbAnnotation));
  const char *path = NULL, *out_path = NULL, *format = NULL, *view_name = "both";
  guint64 at = G_MAXUINT, width = 1600;
  int viewer;
  QbView view;

  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      uint64_t number = 0;

      if (strcmp (a, "--at") == 0)
        {
          if (!qb_cli_parse_number ("export-image", "--at", v, G_MAXUINT - 1, &number))
            return 2;
          at = number;
          i++;
        }
      else if (strcmp (a, "--width") == 0)
        {
          if (!qb_cli_parse_number ("export-image", "--width", v, 16384, &number))
            return 2;
          width = number;
          i++;
        }
      else if (strcmp (a, "--format") == 0 && v != NULL)
        format = v, i++;
      else if (strcmp (a, "--view") == 0 && v != NULL)
        view_name = v, i++;
      else if (strcmp (a, "-o") == 0 && v != NULL)
        out_path = v, i++;
      else if (a[0] != '-' && path == NULL)
        path = a;
      else
        {
          fprintf (stderr, "export-image: bad argument '%s'\n", a);
          return 2;
        }
    }
  if (path == NULL || out_path == NULL || format == NULL)
    {
      fprintf (stderr, "export-image: give a file, --format png|svg and -o OUT\n");
      return 2;
    }
  if (strcmp (view_name, "british") == 0)
    viewer = QB_BRITISH;
  else if (strcmp (view_name, "french") == 0)
    viewer = QB_FRENCH;
  else if (strcmp (view_name, "both") == 0)
    viewer = QB_NO_SIDE;
  else
    {
      fprintf (stderr, "export-image: --view takes british, french or both, not '%s'\n", view_name);
      return 2;
    }
  if (!qb_cli_game_open (&game, path, (guint) at, FALSE, &error))
    {
      printf ("%s\n", error->message);
      return 1;
    }
  if (at == G_MAXUINT)
    at = qb_record_get_n_actions (game.record);
  if (at > qb_record_get_n_actions (game.record))
    {
      fprintf (stderr, "export-image: %s has %u actions, so there is no position %" G_GUINT64_FORMAT "\n",
               path, qb_record_get_n_actions (game.record), at);
      return 2;
    }
  if (game.refused != NULL)
    {
      printf ("%s: position %" G_GUINT64_FORMAT " cannot be reached: %s\n", path, at,
              game.refused->message);
      return 1;
    }

  /* The notes of this position that the viewpoint may read. */
  for (guint i = 0; i < qb_record_get_n_annotations (game.record); i++)
    {
      const QbAnnotation *a = qb_record_get_annotation (game.record, i);

      if (a->index == at && a->mark != QB_MARK_NONE && qb_annotation_visible_to (a, viewer))
        g_array_append_val (marks, *a);
    }
  qb_view (&game.state, viewer, &view);
  bytes = qb_board_render (&view, (const QbAnnotation *) (void *) marks->data, marks->len, format,
                           (int) width, &error);
  if (bytes == NULL)
    {
      fprintf (stderr, "export-image: %s\n", error->message);
      return 2;
    }
  {
    g_autoptr(GFile) out = g_file_new_for_commandline_arg (out_path);
    gsize size;
    const void *data = g_bytes_get_data (bytes, &size);

    if (!g_file_replace_contents (out, data, size, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                  &error))
      {
        printf ("%s\n", error->message);
        return 1;
      }
  }
  printf ("%s: position %" G_GUINT64_FORMAT " as %s saw it, %u mark%s, written to %s\n", path, at,
          viewer == QB_NO_SIDE ? "both sides" : qb_cli_side_key (viewer), marks->len,
          marks->len == 1 ? "" : "s", out_path);
  return 0;
}
