/* qb-ai-search.c: single-observer information-set Monte Carlo tree search
 * (Cowling, Powley and Whitehouse 2012) over one side's view.
 *
 * Each iteration draws a new complete state from the sampler (a
 * "determinization": the enemy's hidden blocks placed and valued at
 * random within what the view allows, the enemy's written but hidden order
 * taken as "stand", the dice to come drawn afresh) and walks one tree
 * whose nodes are actions, keyed by the action and the side that takes
 * it. A node's children that are legal in this iteration's state are
 * "available": they are chosen by UCB with availability counts, so that
 * an action that is often impossible is not over-explored. New children
 * come in the order of the heuristic scores, and only 1 + w sqrt(visits)
 * of them (progressive widening): an order phase has hundreds of legal
 * actions and most are poor. A heuristic playout then finishes the game
 * (or stops at a length limit and takes the heuristic value). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "qb-ai-private.h"

typedef struct {
  QbAction act;
  uint8_t decider;     /* the side that takes `act` */
  int32_t child;       /* first child, or -1 */
  int32_t sibling;     /* next sibling, or -1 */
  uint32_t visits;
  uint32_t avail;      /* iterations in which it could have been chosen */
  double value;        /* sum of the playout values for `decider` */
} Node;

typedef struct {
  Node *nodes;
  uint32_t n, cap;
} Tree;

static int32_t
tree_add (Tree *t, int32_t parent, QbAction act, int decider)
{
  if (t->n == t->cap)
    return -1;
  int32_t i = (int32_t) t->n++;
  Node *node = &t->nodes[i];
  memset (node, 0, sizeof *node);
  node->act = act;
  node->decider = (uint8_t) decider;
  node->child = -1;
  node->sibling = t->nodes[parent].child;
  t->nodes[parent].child = i;
  return i;
}

static bool
in_list (const QbAction *acts, size_t n, QbAction a)
{
  for (size_t i = 0; i < n; i++)
    if (qb_ai_action_equal (acts[i], a))
      return true;
  return false;
}

static bool
has_child (const Tree *t, int32_t node, QbAction a, int decider)
{
  for (int32_t c = t->nodes[node].child; c >= 0; c = t->nodes[c].sibling)
    if (t->nodes[c].decider == decider && qb_ai_action_equal (t->nodes[c].act, a))
      return true;
  return false;
}

/* The best-scored legal action that is not a child yet (ties by `rng`). */
static bool
best_untried (const Tree *t, int32_t node, const QbState *s, const QbAction *acts, size_t n,
              QbRng *rng, QbAction *out)
{
  QbAiFacts f;
  double scores[QB_MAX_ACTIONS];
  qb_ai_facts (s, &f);
  for (size_t i = 0; i < n; i++)
    /* Clearing an order only brings back a position already in the
     * tree (and would let the chosen actions cycle, see qb-ai.c). */
    scores[i] = acts[i].type == QB_ACT_ORDER_CLEAR || has_child (t, node, acts[i], s->decider)
                ? -1e18 : qb_ai_action_score (s, &f, acts[i]);
  /* The best, skipping those that lead to a draft order that can only be
   * cleared. */
  for (;;)
    {
      double best = -1e17;
      uint32_t ties = 0;
      size_t pick = 0;
      for (size_t i = 0; i < n; i++)
        {
          if (scores[i] > best + 1e-9)
            {
              best = scores[i];
              ties = 1;
              pick = i;
            }
          else if (scores[i] > best - 1e-9 && qb_rng_below (rng, ++ties) == 0)
            pick = i;
        }
      if (ties == 0)
        return false;
      if (!qb_ai_is_dead_end (s, acts[pick]))
        {
          *out = acts[pick];
          return true;
        }
      scores[pick] = -1e18;
    }
}

/* While the French write their orders, the British order is written and
 * hidden: the sample makes it "stand" (qb_state_sample_hidden()), and a
 * search on that alone would plan against a British army that never
 * moves. So the sample's British order is written again by the playout
 * policy (from the British blocks of the sample: no more than the French
 * know), and the French draft so far put back on it. The sample stays a
 * state the engine could reach; if anything does not apply, it is kept
 * as it was. */
void
qb_ai_resample_british_order (QbState *det, QbRng *rng, unsigned epsilon)
{
  QbAction draft[QB_BLOCKS_PER_SIDE];
  int n = 0;
  if (det->phase != QB_PHASE_ORDERS || det->decider != QB_FRENCH
      || !det->order[QB_BRITISH].written || det->blocks[QB_FR_OTTAWA].order_dest != QB_LOC_NONE)
    return;
  for (int b = QB_FIRST_BLOCK (QB_BRITISH); b < QB_FIRST_BLOCK (QB_BRITISH) + QB_BLOCKS_PER_SIDE; b++)
    if (det->blocks[b].order_dest != QB_LOC_NONE)
      return;   /* not the sampler's "stand" */

  QbState t = *det;
  for (int b = QB_FIRST_BLOCK (QB_FRENCH); b < QB_NUM_BLOCKS; b++)
    if (t.blocks[b].order_dest != QB_LOC_NONE)
      {
        draft[n++] = (QbAction) { QB_ACT_ORDER_MOVE, (uint8_t) b, t.blocks[b].order_dest,
                                  t.blocks[b].order_mode };
        t.blocks[b].order_dest = QB_LOC_NONE;
        t.blocks[b].order_mode = QB_MODE_NONE;
      }
  t.cache.order_blocks[QB_FRENCH] = 0;
  for (int side = 0; side < 2; side++)
    {
      memset (&t.order[side], 0, sizeof t.order[side]);
      t.order[side].origin = QB_LOC_NONE;
      t.order[side].ottawa_dest = QB_LOC_NONE;
    }
  t.decider = QB_BRITISH;
  for (int i = 0; i < 200 && t.phase == QB_PHASE_ORDERS && t.decider == QB_BRITISH; i++)
    {
      QbAction a;
      if (!qb_ai_policy_action (&t, rng, epsilon, &a))
        return;
      qb_apply_trusted (&t, a, NULL);
    }
  if (t.phase != QB_PHASE_ORDERS || t.decider != QB_FRENCH)
    return;
  for (int i = 0; i < n; i++)
    if (!qb_apply (&t, draft[i], NULL, NULL))
      return;
  *det = t;
}

QbAction
qb_ai_search (const QbAiSampler *sampler, uint64_t seed, const QbAiSearchParams *params,
              QbAiStats *stats)
{
  QbAction none = { QB_ACT_NONE, 0, 0, 0 };
  QbAction root_acts[QB_MAX_ACTIONS];
  size_t n_root = 0;
  int side = qb_ai_sampler_side (sampler);
  double start = qb_ai_now ();
  double total = 0.0;
  uint32_t done = 0;
  Tree t;

  t.cap = params->iterations + 1;
  t.nodes = malloc (sizeof (Node) * t.cap);
  if (t.nodes == NULL)
    return none;
  t.n = 1;
  memset (&t.nodes[0], 0, sizeof t.nodes[0]);
  t.nodes[0].child = -1;
  t.nodes[0].sibling = -1;

  for (uint32_t it = 0; it < params->iterations; it++)
    {
      if (params->time_ms > 0 && (it & 7) == 0 && it > 0
          && (qb_ai_now () - start) * 1000.0 >= params->time_ms)
        break;
      if (params->poll != NULL && it % QB_AI_POLL_ITERATIONS == 0
          && !params->poll (params->poll_data, it, params->iterations))
        break;
      QbState det;
      QbRng rng;
      uint64_t iseed = qb_ai_mix (seed ^ qb_ai_mix (it));
      if (!qb_ai_sampler_draw (sampler, iseed, &det))
        continue;
      qb_rng_seed (&rng, iseed, 0x4149ULL);
      qb_ai_resample_british_order (&det, &rng, params->epsilon);

      int32_t path[1024];
      int depth = 0;
      int32_t node = 0;
      QbAction here[QB_MAX_ACTIONS];
      while (!qb_is_over (&det) && depth < 1000)
        {
          size_t n = qb_legal_actions (&det, here, QB_MAX_ACTIONS);
          if (n == 0)
            break;
          if (node == 0 && n_root == 0)
            {
              memcpy (root_acts, here, n * sizeof here[0]);
              n_root = n;
            }
          int decider = det.decider;
          uint32_t n_avail = 0;
          for (int32_t c = t.nodes[node].child; c >= 0; c = t.nodes[c].sibling)
            if (t.nodes[c].decider == decider && in_list (here, n, t.nodes[c].act))
              n_avail++;
          double allowed = 1.0 + params->widening * sqrt ((double) t.nodes[node].visits);
          QbAction a;
          if (n_avail < n && n_avail < allowed
              && best_untried (&t, node, &det, here, n, &rng, &a))
            {
              int32_t c = tree_add (&t, node, a, decider);
              qb_apply_trusted (&det, a, NULL);
              if (c >= 0)
                {
                  t.nodes[c].avail = 1;
                  path[depth++] = c;
                }
              break;
            }
          /* UCB over the available children. */
          double best = -1e18, logn;
          int32_t pick = -1;
          for (int32_t c = t.nodes[node].child; c >= 0; c = t.nodes[c].sibling)
            if (t.nodes[c].decider == decider && in_list (here, n, t.nodes[c].act))
              t.nodes[c].avail++;
          for (int32_t c = t.nodes[node].child; c >= 0; c = t.nodes[c].sibling)
            {
              Node *cn = &t.nodes[c];
              if (cn->decider != decider || !in_list (here, n, cn->act))
                continue;
              logn = log ((double) cn->avail + 1.0);
              double v = cn->visits == 0 ? 1e9
                : cn->value / cn->visits + params->exploration * sqrt (logn / cn->visits);
              if (v > best)
                {
                  best = v;
                  pick = c;
                }
            }
          if (pick < 0)
            break;
          qb_apply_trusted (&det, t.nodes[pick].act, NULL);
          path[depth++] = pick;
          node = pick;
        }

      double vb = qb_ai_playout (&det, &rng, params->epsilon, params->playout_len);
      t.nodes[0].visits++;
      for (int i = 0; i < depth; i++)
        {
          Node *pn = &t.nodes[path[i]];
          pn->visits++;
          pn->value += pn->decider == QB_BRITISH ? vb : 1.0 - vb;
        }
      total += side == QB_BRITISH ? vb : 1.0 - vb;
      done++;
    }

  /* The most visited root action, among those legal in the view. */
  QbAction best = n_root > 0 ? root_acts[0] : none;
  uint32_t most = 0;
  for (int32_t c = t.nodes[0].child; c >= 0; c = t.nodes[c].sibling)
    if (t.nodes[c].decider == side && t.nodes[c].visits > most
        && in_list (root_acts, n_root, t.nodes[c].act))
      {
        most = t.nodes[c].visits;
        best = t.nodes[c].act;
      }
  if (stats != NULL)
    {
      stats->iterations = done;
      stats->nodes = t.n;
      stats->legal = (uint32_t) n_root;
      stats->win_chance = done > 0 ? total / done : 0.5;
      stats->searched = true;
    }
  free (t.nodes);
  return best;
}
