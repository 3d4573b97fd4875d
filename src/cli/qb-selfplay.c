/* qb-selfplay.c: random games for fuzzing the engine and for benchmarks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "qb-check.h"
#include "qb-selfplay.h"

double
qb_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* A game longer than this is a bug (no dead end, no endless loop). */
#define MAX_STEPS 200000

typedef struct {
  QbAction *actions;
  size_t len;
  size_t cap;
} ActionLog;

static void
log_action (ActionLog *log, QbAction a)
{
  if (log->len == log->cap)
    {
      log->cap = log->cap ? log->cap * 2 : 512;
      log->actions = realloc (log->actions, log->cap * sizeof *log->actions);
      if (log->actions == NULL)
        abort ();
    }
  log->actions[log->len++] = a;
}

static const uint8_t *forced_dice;
static size_t n_forced_dice;

void
qb_selfplay_set_dice (const uint8_t *dice, size_t n_dice)
{
  forced_dice = dice;
  n_forced_dice = dice != NULL ? n_dice : 0;
}

static const QbAction *opening;
static size_t n_opening;

void
qb_selfplay_set_opening (const QbAction *actions, size_t n_actions)
{
  opening = actions;
  n_opening = actions != NULL ? n_actions : 0;
}

/* qb_apply() with the forced dice still to use at `s`, then the seed's. */
static bool
apply_forced (QbState *s, QbAction a, const char **reason, size_t *bad)
{
  if (s->rolls >= n_forced_dice)
    return qb_apply (s, a, NULL, reason);
  QbDice dice;
  memset (&dice, 0, sizeof dice);
  dice.forced = forced_dice + s->rolls;
  dice.n_forced = n_forced_dice - s->rolls;
  bool ok = qb_apply_with_dice (s, a, &dice, reason);
  *bad += dice.bad;
  return ok;
}

static bool
play_one (const QbOptions *options, uint64_t seed, bool check, ActionLog *log,
          QbSelfplayStats *stats)
{
  QbState s, prev;
  QbAction actions[QB_MAX_ACTIONS];
  QbRng chooser;
  char msg[256];
  const char *reason = NULL;

  qb_init (&s, options, seed, NULL);
  qb_rng_seed (&chooser, seed, 0x706c6179ULL);
  if (check && !qb_check_invariants (NULL, &s, msg, sizeof msg))
    {
      fprintf (stderr, "invariant violated: seed %llu step 0: %s\n", (unsigned long long) seed, msg);
      return false;
    }
  uint64_t step = 0;
  size_t bad = 0;
  if (!check && log == NULL && n_forced_dice == 0 && n_opening == 0)
    {
      /* The benchmark: the same games (the same uniform choice among the
       * same legal actions, qb_random_action), without listing every order
       * move or checking again what the generator produced. */
      QbAction a;
      while (!qb_is_over (&s) && step < MAX_STEPS && qb_random_action (&s, &chooser, &a) > 0)
        {
          qb_apply_trusted (&s, a, NULL);
          step++;
        }
      if (!qb_is_over (&s))
        {
          fprintf (stderr, "seed %llu: the game did not end\n", (unsigned long long) seed);
          return false;
        }
    }
  while (!qb_is_over (&s))
    {
      size_t n = qb_legal_actions (&s, actions, QB_MAX_ACTIONS);
      if (n == 0 || step >= MAX_STEPS)
        {
          fprintf (stderr, "invariant violated: seed %llu step %llu: %s in phase %s\n",
                   (unsigned long long) seed, (unsigned long long) step,
                   n == 0 ? "no legal action" : "game too long", qb_phase_name (s.phase));
          return false;
        }
      /* The opening is played as it is; the chooser starts drawing after it. */
      QbAction a = step < n_opening ? opening[step] : actions[qb_rng_below (&chooser, (uint32_t) n)];
      if (check)
        prev = s;
      if (!apply_forced (&s, a, &reason, &bad))
        {
          fprintf (stderr, "invariant violated: seed %llu step %llu: generated action %s rejected: %s\n",
                   (unsigned long long) seed, (unsigned long long) step,
                   qb_action_type_name (a.type), reason);
          return false;
        }
      step++;
      if (bad > 0)
        {
          fprintf (stderr, "seed %llu step %llu: a forced die does not fit its draw "
                   "(dice 1..6, a scout's pick 1..the blocks it picks from)\n",
                   (unsigned long long) seed, (unsigned long long) step);
          return false;
        }
      if (log != NULL)
        log_action (log, a);
      if (check)
        {
          bool ok = qb_check_invariants (&prev, &s, msg, sizeof msg);
          for (int v = 0; ok && v < 2; v++)
            ok = qb_check_view_hides (&s, v, (uint32_t) (step * 2654435761u), msg, sizeof msg);
          if (!ok)
            {
              char desc[128];
              qb_action_describe (&prev, a, desc, sizeof desc);
              fprintf (stderr, "invariant violated: seed %llu step %llu after \"%s\": %s\n",
                       (unsigned long long) seed, (unsigned long long) step, desc, msg);
              return false;
            }
        }
    }
  stats->games++;
  stats->actions += step;
  if (step > stats->max_actions)
    stats->max_actions = step;
  if (s.winner == QB_BRITISH)
    stats->british_wins++;
  return true;
}

bool
qb_selfplay_full (const QbOptions *options, uint64_t seed, uint64_t games, bool check,
                  QbSelfplayGameFunc func, void *data, QbSelfplayStats *stats)
{
  ActionLog log = { NULL, 0, 0 };
  bool ok = true;
  memset (stats, 0, sizeof *stats);
  double t0 = qb_now ();
  for (uint64_t g = 0; g < games && ok; g++)
    {
      log.len = 0;
      ok = play_one (options, seed + g, check, func ? &log : NULL, stats);
      if (ok && func != NULL)
        func (options, seed + g, log.actions, log.len, data);
    }
  stats->seconds = qb_now () - t0;
  free (log.actions);
  return ok;
}

bool
qb_selfplay (const QbOptions *options, uint64_t seed, uint64_t games, bool check,
             QbSelfplayStats *stats)
{
  return qb_selfplay_full (options, seed, games, check, NULL, NULL, stats);
}

size_t
qb_selfplay_record (const QbOptions *options, uint64_t seed, unsigned dither,
                    QbAction **actions)
{
  ActionLog log = { NULL, 0, 0 };
  QbAction legal[QB_MAX_ACTIONS];
  QbRng chooser;
  QbState s;
  unsigned drafted = 0;

  qb_init (&s, options, seed, NULL);
  qb_rng_seed (&chooser, seed, 0x706c6179ULL);
  while (!qb_is_over (&s) && log.len < MAX_STEPS)
    {
      size_t n = qb_legal_actions (&s, legal, QB_MAX_ACTIONS);
      if (n == 0)
        break;
      QbAction a = legal[qb_rng_below (&chooser, (uint32_t) n)];
      if (s.phase == QB_PHASE_ORDERS && drafted < dither)
        {
          /* Keep drafting: anything but the actions that finish the order. */
          size_t m = 0;
          for (size_t i = 0; i < n; i++)
            if (legal[i].type != QB_ACT_ORDER_DONE && legal[i].type != QB_ACT_ORDER_OTTAWA)
              legal[m++] = legal[i];
          if (m > 0)
            a = legal[qb_rng_below (&chooser, (uint32_t) m)];
          drafted++;
        }
      else if (s.phase != QB_PHASE_ORDERS)
        drafted = 0;
      if (!qb_apply (&s, a, NULL, NULL))
        break;
      if (a.type == QB_ACT_ORDER_DONE || a.type == QB_ACT_ORDER_OTTAWA)
        drafted = 0;
      log_action (&log, a);
    }
  *actions = log.actions;
  return log.len;
}
