/* qb-cli-arena.c: `quebec1759-cli arena`, computer players against each
 * other: wins per side with a 95 % Wilson interval, and the time each
 * player takes per decision. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "qb-ai.h"
#include "qb-cli.h"
#include "qb-selfplay.h"

/* A game longer than this is a bug in a player or the engine. */
#define ARENA_MAX_ACTIONS 100000

typedef struct {
  QbAiKind kind;
  uint32_t iterations;     /* its search budget; 0: the level's own */
  GArray *times;           /* double: wall-clock seconds per decision */
  GArray *cpu;             /* double: processor seconds per decision */
  GArray *rates;           /* double: playouts per processor second, per
                            * searched decision */
  uint64_t playouts;       /* search iterations (one playout each) */
  double search_cpu;       /* processor seconds of the searched decisions */
  uint64_t games[2];       /* played as British, as French */
  uint64_t wins[2];
} ArenaPlayer;

/* The 95 % Wilson score interval of `wins` out of `n`. */
static void
wilson (uint64_t wins, uint64_t n, double *lo, double *hi)
{
  const double z = 1.959964;
  if (n == 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  double p = (double) wins / (double) n, nn = (double) n;
  double denom = 1.0 + z * z / nn;
  double centre = (p + z * z / (2.0 * nn)) / denom;
  double half = z * sqrt (p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / denom;
  *lo = centre - half < 0.0 ? 0.0 : centre - half;
  *hi = centre + half > 1.0 ? 1.0 : centre + half;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* One game: players[side] plays `side`. Returns the winner, or -1 after
 * an illegal action (said on stderr) or a game that does not end. */
static int
play_game (const QbOptions *opt, uint64_t seed, ArenaPlayer *players[2], const QbAiBudget *budget,
           uint64_t *n_actions)
{
  QbState s;
  QbAiPlayer *ai[2];
  int winner = -1;

  qb_init (&s, opt, seed, NULL);
  for (int side = 0; side < 2; side++)
    ai[side] = qb_ai_new (players[side]->kind, seed * 2 + (uint64_t) side);
  for (uint64_t i = 0; i < ARENA_MAX_ACTIONS; i++)
    {
      if (qb_is_over (&s))
        {
          winner = s.winner;
          break;
        }
      int side = s.decider;
      QbAiStats st;
      const char *reason = NULL;
      QbAiBudget own = *budget;
      own.iterations = players[side]->iterations;
      QbAction a = qb_ai_choose (ai[side], &s, side, &own, &st);
      g_array_append_val (players[side]->times, st.seconds);
      g_array_append_val (players[side]->cpu, st.cpu_seconds);
      if (st.searched && st.iterations > 0 && st.cpu_seconds > 0.0)
        {
          double rate = st.iterations / st.cpu_seconds;
          g_array_append_val (players[side]->rates, rate);
          players[side]->playouts += st.iterations;
          players[side]->search_cpu += st.cpu_seconds;
        }
      if (!qb_apply (&s, a, NULL, &reason))
        {
          char what[128];
          qb_action_describe (&s, a, what, sizeof what);
          fprintf (stderr, "arena: seed %" G_GUINT64_FORMAT ", action %" G_GUINT64_FORMAT
                   ": %s chose an illegal action (%s): %s\n", seed, i,
                   qb_ai_kind_name (players[side]->kind), what, reason ? reason : "?");
          break;
        }
      (*n_actions)++;
    }
  if (winner < 0 && qb_is_over (&s))
    winner = s.winner;
  for (int side = 0; side < 2; side++)
    qb_ai_free (ai[side]);
  return winner;
}

static void
print_rate (const char *label, uint64_t wins, uint64_t n)
{
  double lo, hi;
  wilson (wins, n, &lo, &hi);
  printf ("%s%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT " wins, %.1f%% [95%% CI %.1f-%.1f%%]\n",
          label, wins, n, n ? 100.0 * (double) wins / (double) n : 0.0, 100.0 * lo, 100.0 * hi);
}

static void
print_times (const char *label, GArray *times)
{
  if (times->len == 0)
    {
      printf ("%sno decisions\n", label);
      return;
    }
  double sum = 0.0;
  for (guint i = 0; i < times->len; i++)
    sum += g_array_index (times, double, i);
  qsort (times->data, times->len, sizeof (double), cmp_double);
  guint k = (guint) ceil (0.95 * times->len);
  double p95 = g_array_index (times, double, k > 0 ? k - 1 : 0);
  double max = g_array_index (times, double, times->len - 1);
  printf ("%s%u decisions, mean %.2f ms, p95 %.2f ms, max %.2f ms\n", label, times->len,
          1000.0 * sum / times->len, 1000.0 * p95, 1000.0 * max);
}

/* The search's speed: playouts (iterations) per decision and per second
 * of processor time, over the decisions it searched. */
static void
print_playouts (const ArenaPlayer *p)
{
  if (p->rates->len == 0)
    return;
  qsort (p->rates->data, p->rates->len, sizeof (double), cmp_double);
  double median = g_array_index (p->rates, double, p->rates->len / 2);
  printf ("  playouts: %u searched decisions, mean %.0f per decision, %.0f per processor "
          "second (median decision %.0f/s)\n", p->rates->len,
          (double) p->playouts / p->rates->len, p->playouts / p->search_cpu, median);
}

int
qb_cli_arena (int argc, char **argv)
{
  QbOptions opt;
  uint64_t games = 10, seed = 1;
  uint64_t time_ms = 0;
  bool swap = false;
  ArenaPlayer br = { QB_AI_HARD, 0, NULL, NULL, NULL, 0, 0.0, { 0 }, { 0 } };
  ArenaPlayer fr = { QB_AI_GREEDY, 0, NULL, NULL, NULL, 0, 0.0, { 0 }, { 0 } };

  qb_options_default (&opt);
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      if (strcmp (a, "--games") == 0 || strcmp (a, "--seed") == 0)
        {
          if (!qb_cli_parse_number ("arena", a, v, G_MAXUINT32, a[2] == 'g' ? &games : &seed))
            return 2;
          i++;
        }
      else if (strcmp (a, "--time-ms") == 0)
        {
          /* The searches' wall-clock limit per decision (the levels'
           * default, 1 s, when 0): a large one makes every decision end
           * at its iteration budget, so that a run on a loaded machine is
           * the same as on a quiet one. */
          if (!qb_cli_parse_number ("arena", a, v, G_MAXUINT32, &time_ms))
            return 2;
          i++;
        }
      else if (strcmp (a, "--british-iterations") == 0 || strcmp (a, "--french-iterations") == 0)
        {
          /* One player's search budget instead of its level's (a larger
           * Hard, say): iterations per decision. */
          uint64_t n = 0;
          if (!qb_cli_parse_number ("arena", a, v, G_MAXUINT32, &n))
            return 2;
          (a[2] == 'b' ? &br : &fr)->iterations = (uint32_t) n;
          i++;
        }
      else if ((strcmp (a, "--british") == 0 || strcmp (a, "--french") == 0) && v != NULL)
        {
          if (!qb_ai_kind_from_name (v, a[2] == 'b' ? &br.kind : &fr.kind))
            {
              fprintf (stderr, "arena: %s takes ai:easy, ai:medium, ai:hard, greedy or random, "
                       "not '%s'\n", a, v);
              return 2;
            }
          i++;
        }
      else if (strcmp (a, "--edition") == 0 && v
               && (strcmp (v, "revised") == 0 || strcmp (v, "classic") == 0))
        {
          opt.edition = strcmp (v, "classic") == 0 ? QB_EDITION_CLASSIC : QB_EDITION_REVISED;
          i++;
        }
      else if (strcmp (a, "--tides") == 0)
        opt.tides = 1;
      else if (strcmp (a, "--swap") == 0)
        swap = true;
      else
        {
          fprintf (stderr, "arena: bad argument '%s'\n", a);
          return 2;
        }
    }

  br.times = g_array_new (FALSE, FALSE, sizeof (double));
  fr.times = g_array_new (FALSE, FALSE, sizeof (double));
  br.cpu = g_array_new (FALSE, FALSE, sizeof (double));
  fr.cpu = g_array_new (FALSE, FALSE, sizeof (double));
  br.rates = g_array_new (FALSE, FALSE, sizeof (double));
  fr.rates = g_array_new (FALSE, FALSE, sizeof (double));
  QbAiBudget budget = { 0, (uint32_t) time_ms };
  uint64_t actions = 0, unfinished = 0;
  double t0 = qb_now ();
  for (uint64_t g = 0; g < games; g++)
    for (int round = 0; round < (swap ? 2 : 1); round++)
      {
        /* Player A (--british) takes the British seat in the first round,
         * the French one in the swapped round, on the same seed. */
        ArenaPlayer *seat[2] = { round == 0 ? &br : &fr, round == 0 ? &fr : &br };
        int w = play_game (&opt, seed + g, seat, &budget, &actions);
        if (w != QB_BRITISH && w != QB_FRENCH)
          {
            unfinished++;
            continue;
          }
        for (int side = 0; side < 2; side++)
          {
            seat[side]->games[side]++;
            seat[side]->wins[side] += w == side;
          }
      }
  double secs = qb_now () - t0;

  printf ("edition: %s%s\n", opt.edition == QB_EDITION_CLASSIC ? "classic" : "revised",
          opt.tides ? ", tides" : "");
  printf ("games: %" G_GUINT64_FORMAT "%s, seeds %" G_GUINT64_FORMAT "..%" G_GUINT64_FORMAT
          ", %.1f actions per game, %.1f s\n",
          games * (swap ? 2 : 1), swap ? " (seats swapped: each seed twice)" : "", seed,
          seed + games - 1, games ? (double) actions / (double) (games * (swap ? 2 : 1)) : 0.0,
          secs);
  ArenaPlayer *list[2] = { &br, &fr };
  const char *names[2] = { "A", "B" };
  for (int p = 0; p < 2; p++)
    {
      if (list[p]->iterations > 0)
        printf ("%s = %s, %u iterations\n", names[p], qb_ai_kind_name (list[p]->kind),
                list[p]->iterations);
      else
        printf ("%s = %s\n", names[p], qb_ai_kind_name (list[p]->kind));
      for (int side = 0; side < 2; side++)
        if (list[p]->games[side] > 0)
          {
            char label[64];
            g_snprintf (label, sizeof label, "  as %s: ", side == QB_BRITISH ? "British" : "French");
            print_rate (label, list[p]->wins[side], list[p]->games[side]);
          }
      print_times ("  time per decision: ", list[p]->times);
      print_times ("  processor time per decision: ", list[p]->cpu);
      print_playouts (list[p]);
    }
  if (unfinished > 0)
    printf ("unfinished or refused: %" G_GUINT64_FORMAT "\n", unfinished);
  g_array_unref (br.times);
  g_array_unref (fr.times);
  g_array_unref (br.cpu);
  g_array_unref (fr.cpu);
  g_array_unref (br.rates);
  g_array_unref (fr.rates);
  return unfinished > 0 ? 1 : 0;
}
