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
