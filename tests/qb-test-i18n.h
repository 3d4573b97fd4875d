/* qb-test-i18n.h: tests that read our messages in French and Italian, with
 * the catalogs the build makes under <build>/po (QB_PO_BUILDDIR). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Pick a UTF-8 locale other than "C" (gettext ignores LANGUAGE in "C") and
 * bind our text domain to the build's catalogs. Returns the locale, or
 * NULL when the machine has none: the caller then skips. */
const char *qb_test_i18n_init              (void);
/* Switch the messages to `lang` ("en": the msgids). */
void        qb_test_use_language           (const char *lang);
/* Switch to `lang` and check that gettext reads the build's catalog. */
void        qb_test_assert_catalog_used    (const char *lang);

G_END_DECLS
