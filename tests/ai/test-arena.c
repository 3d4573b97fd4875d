/* test-arena.c: `quebec1759-cli arena`, computer players against each
 * other, run as a child process. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib.h>

static int
run_cli (char **out, const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) QB_CLI_PATH);
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, &err, &status, &error));
  g_assert_no_error (error);
  char *both = g_strconcat (*out, err, NULL);
  g_free (*out);
  *out = both;
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* The wins of "  as <side>: W/N wins, P% [95% CI L-H%]" under player
 * `who` ("A" or "B"); checks the interval against Wilson's formula. */
static void
read_rate (const char *out, const char *who, const char *side, guint64 *wins, guint64 *n)
{
  g_autofree char *head = g_strdup_printf ("\n%s = ", who);
  const char *p = strstr (out, head);
  g_assert_nonnull (p);
  g_autofree char *label = g_strdup_printf ("  as %s: ", side);
  p = strstr (p, label);
  g_assert_nonnull (p);
  double lo, hi, pct;
  g_assert_cmpint (sscanf (p + strlen (label), "%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT
                           " wins, %lf%% [95%% CI %lf-%lf%%]", wins, n, &pct, &lo, &hi), ==, 5);
  const double z = 1.959964;
  double ph = (double) *wins / (double) *n, nn = (double) *n;
  double denom = 1.0 + z * z / nn;
  double centre = (ph + z * z / (2.0 * nn)) / denom;
  double half = z * sqrt (ph * (1.0 - ph) / nn + z * z / (4.0 * nn * nn)) / denom;
  g_assert_cmpfloat (fabs (lo - 100.0 * MAX (0.0, centre - half)), <, 0.06);
  g_assert_cmpfloat (fabs (hi - 100.0 * MIN (1.0, centre + half)), <, 0.06);
  g_assert_cmpfloat (fabs (pct - 100.0 * ph), <, 0.06);
}

/* Seats swapped: every seed twice, each player once on each side; the
 * wins of one player on a side are the losses of the other there; the
 * same seeds give the same results. */
static void
test_swap (void)
{
  const char *const args[] = { "arena", "--british", "greedy", "--french", "random",
                               "--games", "5", "--seed", "3", "--swap", NULL };
  g_autofree char *out = NULL, *again = NULL;
  g_assert_cmpint (run_cli (&out, args), ==, 0);
  g_assert_nonnull (strstr (out, "games: 10 (seats swapped"));
  g_assert_nonnull (strstr (out, "A = greedy"));
  g_assert_nonnull (strstr (out, "B = random"));
  g_assert_nonnull (strstr (out, "time per decision: "));
  g_assert_nonnull (strstr (out, " p95 "));
  guint64 ab, abn, af, afn, bb, bbn, bf, bfn;
  read_rate (out, "A", "British", &ab, &abn);
  read_rate (out, "A", "French", &af, &afn);
  read_rate (out, "B", "British", &bb, &bbn);
  read_rate (out, "B", "French", &bf, &bfn);
  g_assert_cmpuint (abn, ==, 5);
  g_assert_cmpuint (afn, ==, 5);
  g_assert_cmpuint (ab + bf, ==, 5);
  g_assert_cmpuint (af + bb, ==, 5);

  g_assert_cmpint (run_cli (&again, args), ==, 0);
  guint64 ab2, abn2;
  read_rate (again, "A", "British", &ab2, &abn2);
  g_assert_cmpuint (ab2, ==, ab);
}

/* A search level on one side, the other edition and the tides. */
static void
test_levels (void)
{
  const char *const args[] = { "arena", "--british", "random", "--french", "ai:easy",
                               "--games", "1", "--edition", "classic", "--tides", NULL };
  g_autofree char *out = NULL;
  g_assert_cmpint (run_cli (&out, args), ==, 0);
  g_assert_nonnull (strstr (out, "edition: classic, tides"));
  g_assert_nonnull (strstr (out, "B = ai:easy"));
  g_assert_null (strstr (out, "unfinished"));
}

/* One player's own budget: said in the output, and its searches stop at
 * it (its mean playouts per searched decision stays within it, where the
 * level's own is 100). */
static void
test_iterations (void)
{
  const char *const args[] = { "arena", "--british", "ai:easy", "--british-iterations", "20",
                               "--french", "greedy", "--games", "1", "--time-ms", "60000", NULL };
  g_autofree char *out = NULL;
  g_assert_cmpint (run_cli (&out, args), ==, 0);
  g_assert_nonnull (strstr (out, "A = ai:easy, 20 iterations"));
  g_assert_nonnull (strstr (out, "B = greedy\n"));
  const char *p = strstr (out, "  playouts: ");
  g_assert_nonnull (p);
  guint decisions = 0;
  double mean = 0.0;
  g_assert_cmpint (sscanf (p, "  playouts: %u searched decisions, mean %lf per decision",
                           &decisions, &mean), ==, 2);
  g_assert_cmpuint (decisions, >, 0);
  g_assert_cmpfloat (mean, <=, 20.0);
  g_assert_cmpfloat (mean, >, 0.0);
}

static void
test_bad_arguments (void)
{
  const char *const bad_kind[] = { "arena", "--british", "ai:expert", NULL };
  const char *const bad_games[] = { "arena", "--games", "-1", NULL };
  g_autofree char *out = NULL, *out2 = NULL;
  g_assert_cmpint (run_cli (&out, bad_kind), ==, 2);
  g_assert_nonnull (strstr (out, "ai:expert"));
  g_assert_cmpint (run_cli (&out2, bad_games), ==, 2);
  g_assert_nonnull (strstr (out2, "--games"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai/arena/swap", test_swap);
  g_test_add_func ("/ai/arena/levels", test_levels);
  g_test_add_func ("/ai/arena/iterations", test_iterations);
  g_test_add_func ("/ai/arena/bad-arguments", test_bad_arguments);
  return g_test_run ();
}
