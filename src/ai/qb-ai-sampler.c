/* qb-ai-sampler.c: the one door from the true state to the computer
 * player. It keeps the state given to qb_ai_choose() and lets the rest of
 * src/ai see only the side's view and samples of it; the struct is
 * defined here and nowhere else (see qb-ai-private.h). */
#include <string.h>

#include "qb-ai-private.h"

struct QbAiSampler {
  const QbState *truth;   /* read by qb_state_sample_hidden() only */
  int side;
  QbView view;
};

size_t
qb_ai_sampler_size (void)
{
  return sizeof (QbAiSampler);
}

void
qb_ai_sampler_init (QbAiSampler *sampler, const QbState *s, int side)
{
  sampler->truth = s;
  sampler->side = side;
  qb_view (s, side, &sampler->view);
}

const QbView *
qb_ai_sampler_view (const QbAiSampler *sampler)
{
  return &sampler->view;
}

int
qb_ai_sampler_side (const QbAiSampler *sampler)
{
  return sampler->side;
}

uint64_t
qb_ai_sampler_view_hash (const QbAiSampler *sampler)
{
  /* FNV-1a over the view's bytes: qb_view() clears the whole struct
   * first, so its padding is always zero. */
  const unsigned char *p = (const unsigned char *) &sampler->view;
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < sizeof sampler->view; i++)
    h = (h ^ p[i]) * 0x100000001b3ULL;
  return h;
}

bool
qb_ai_sampler_draw (const QbAiSampler *sampler, uint64_t seed, QbState *out)
{
  for (uint64_t k = 0; k < 8; k++)
    if (qb_state_sample_hidden (sampler->truth, sampler->side, qb_ai_mix (seed + k), out))
      return true;
  /* qb_state_sample_hidden() leaves the true state in `out` when it
   * fails: wipe it, so that nothing can play on with it. */
  memset (out, 0, sizeof *out);
  return false;
}
