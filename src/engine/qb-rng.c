/* qb-rng.c: the engine's random numbers.
 *
 * PCG32 (O'Neill, "PCG: A Family of Simple Fast Space-Efficient Statistically
 * Good Algorithms for Random Number Generation", 2014), variant XSH RR with a
 * 64-bit LCG state and a per-game odd increment. The generator lives inside
 * QbState, so copying the state copies the future dice: same seed + same
 * actions => same game, byte for byte. Die rolls use rejection sampling, so
 * every face has probability exactly 1/6.
 */
#include "qb-engine.h"

void
qb_rng_seed (QbRng *r, uint64_t seed, uint64_t stream)
{
  r->state = 0;
  r->inc = (stream << 1u) | 1u;
  qb_rng_next (r);
  r->state += seed;
  qb_rng_next (r);
}

uint32_t
qb_rng_next (QbRng *r)
{
  uint64_t old = r->state;
  r->state = old * 6364136223846793005ULL + r->inc;
  uint32_t xorshifted = (uint32_t) (((old >> 18u) ^ old) >> 27u);
  uint32_t rot = (uint32_t) (old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

uint32_t
qb_rng_below (QbRng *r, uint32_t n)
{
  /* Reject the top sliver so that the result is exactly uniform. */
  uint32_t threshold = (uint32_t) (-n) % n;
  for (;;)
    {
      uint32_t x = qb_rng_next (r);
      if (x >= threshold)
        return x % n;
    }
}
