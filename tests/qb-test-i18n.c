/* qb-test-i18n.c: see qb-test-i18n.h. */
#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "qb-test-i18n.h"

static const char *test_locale;

const char *
qb_test_i18n_init (void)
{
  static const char *const candidates[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8" };

  for (guint i = 0; test_locale == NULL && i < G_N_ELEMENTS (candidates); i++)
    if (setlocale (LC_ALL, candidates[i]) != NULL)
      test_locale = candidates[i];
  bindtextdomain (GETTEXT_PACKAGE, QB_PO_BUILDDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  return test_locale;
}

/* glibc keeps the translations it has found until the default domain is
 * set again, even to the same one: do that so that it forgets them (and
 * keep "messages", so that GLib's g_dgettext() goes on translating). */
void
qb_test_use_language (const char *lang)
{
  g_autofree char *domain = g_strdup (textdomain (NULL));

  g_setenv ("LANGUAGE", lang, TRUE);
  g_assert_nonnull (setlocale (LC_ALL, test_locale));
  textdomain (domain);
}

void
qb_test_assert_catalog_used (const char *lang)
{
  g_autofree char *mo = g_build_filename (QB_PO_BUILDDIR, lang, "LC_MESSAGES",
                                          GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *language = g_strdup_printf ("Language: %s\n", lang);

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    g_error ("%s is missing: build the po targets first", mo);
  qb_test_use_language (lang);
  if (strstr (g_dgettext (GETTEXT_PACKAGE, ""), language) == NULL)
    g_error ("gettext does not use %s in locale %s (LANGUAGE=%s)", mo, test_locale, lang);
}
