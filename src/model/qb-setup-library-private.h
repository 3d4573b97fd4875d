/* qb-setup-library-private.h: what QbSetupLibrary (qb-setup-library.c)
 * shares with its entries and deleted entries (qb-setup-entry.c). */
#pragma once

#include "qb-setup-library.h"

G_BEGIN_DECLS

struct _QbSetupEntry
{
  GObject parent_instance;

  char *id;
  char *title;
  char *author;
  char *description;
  int edition;
  QbScenarioKind kind;
  gboolean is_builtin;
  GFile *file;
  gint64 modified;
  guint32 modified_usec;       /* with `modified` and `size`: unchanged file */
  gint64 size;
};

struct _QbSetupTrash
{
  char *basename;
  char *title;
  GBytes *bytes;
};

/* An entry describing `scenario`, its other fields left to the library.
 * The entries never change once made: a changed file makes a new entry, so
 * that a list showing one redraws. */
QbSetupEntry *qb_setup_entry_new (const char *id,
                                  QbScenario *scenario);

G_END_DECLS
