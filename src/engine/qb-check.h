/* qb-check.h: invariants that hold after every action; used by the
 * self-play fuzzer of quebec1759-cli and by the tests. */
#pragma once

#include "qb-engine.h"

/* Checks `next` on its own and as the successor of `prev` (NULL for the
 * first state). On failure writes a message and returns false. */
bool qb_check_invariants (const QbState *prev, const QbState *next, char *msg, size_t len);

/* The view of `viewer` must not change when the hidden identities of the
 * enemy's blocks are permuted. `salt` picks the permutation. */
bool qb_check_view_hides (const QbState *s, int viewer, uint32_t salt, char *msg, size_t len);
