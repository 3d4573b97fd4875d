/* main.c: start Quebec 1759. Everything else lives in the libraries. */
#include <glib/gi18n.h>

#include "qb-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr(QbApplication) app = NULL;

  qb_application_setup_i18n ();
  qb_application_choose_renderer (NULL);
  app = qb_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
