/* qb-setup-tools.c: the editor's random deployments, differences and
 * balance estimate (see qb-setup-tools.h). Not implemented yet: every
 * function fails with G_IO_ERROR_NOT_SUPPORTED. */
#include <glib/gi18n-lib.h>

#include "qb-setup-tools.h"

static void
not_yet (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       "The set-up tools are not implemented yet.");
}

QbScenario *
qb_setup_random_deployment (int edition, guint64 seed, QbScenarioKind kind, GError **error)
{
  not_yet (error);
  return NULL;
}

GPtrArray *
qb_setup_diff (QbScenario *a, QbScenario *b, GError **error)
{
  not_yet (error);
  return NULL;
}

char *
qb_setup_move_to_text (const QbSetupMove *move, int edition)
{
  return NULL;
}

gboolean
qb_balance_estimate (QbScenario *scenario, guint games, const char *player, guint64 seed,
                     GCancellable *cancellable, QbBalance *out, GError **error)
{
  not_yet (error);
  return FALSE;
}

void
qb_balance_estimate_async (QbScenario *scenario, guint games, const char *player, guint64 seed,
                           GCancellable *cancellable, QbBalanceProgress progress,
                           gpointer progress_data, GAsyncReadyCallback callback,
                           gpointer user_data)
{
  g_task_report_new_error (NULL, callback, user_data, qb_balance_estimate_async,
                           G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           "The balance estimate is not implemented yet.");
}

gboolean
qb_balance_estimate_finish (GAsyncResult *result, QbBalance *out, GError **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

QbScenario *
qb_setup_random_balanced (int edition, guint64 seed, QbScenarioKind kind, double low,
                          double high, guint games, const char *player, guint max_tries,
                          GCancellable *cancellable, GError **error)
{
  not_yet (error);
  return NULL;
}
