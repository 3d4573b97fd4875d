/* qb-rng.c: the engine's random numbers.
 *
 * PCG32 (O'Neill, "PCG: A Family of Simple Fast Space-Efficient Statistically
 * Good Algorithms for Random Number Generation", 2014), variant XSH RR with a
 * 64-bit LCG state and a per-game odd increment. The generator lives inside
 * QbState, so copying the state copies the future dice: same seed + same
 * actions => same game, byte for byte. Die rolls use rejection sampling, so
 * every face has probability exactly 1/6.
 */
#include "qb-private.h"

void
qb_rng_seed (QbRng *r, uint64_t seed, uint64_t stream)
{
  r->state = 0;
  r->inc = (stream << 1u) | 1u;
  qb_rng_next (r);
  r->state += seed;
  qb_rng_next (r);
}

/* The generator itself is inline in qb-private.h, for the engine's own
 * draws. */
uint32_t
qb_rng_next (QbRng *r)
{
  return qb_rng_next_inline (r);
}

uint32_t
qb_rng_below (QbRng *r, uint32_t n)
{
  return qb_rng_below_inline (r, n);
}

/* A draw of 0..n-1 from a QbDice: its forced results first, then its
 * source of fresh randomness or the state's generator; every result is
 * kept in `rolled` as 1..n. */
uint32_t
qb_draw_from (QbState *s, QbDice *d, uint32_t n)
{
  uint32_t r;
  if (d->used < d->n_forced)
    {
      uint32_t v = d->forced[d->used++];
      if (v < 1 || v > n)
        {
          d->bad++;
          v = 1;
        }
      r = v - 1;
    }
  else if (d->fresh != NULL)
    {
      r = d->fresh (d->fresh_data, n);
      if (r >= n)
        r = 0;
    }
  else
    r = qb_rng_below_inline (&s->rng, n);
  if (d->rolled != NULL && d->n_rolled < d->cap)
    d->rolled[d->n_rolled] = (uint8_t) (r + 1);
  d->n_rolled++;
  return r;
}
