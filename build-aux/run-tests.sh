#!/usr/bin/env bash
# Installs what is needed, builds, and runs the whole test suite headless:
#  1. a normal build and `meson test` under Xvfb and a private D-Bus;
#  2. the same suite built with AddressSanitizer + UndefinedBehaviorSanitizer;
#  3. the libFuzzer target of the file loaders, for 30 seconds (clang);
#  4. `meson install` into a temporary prefix, and the installed app run
#     (build-aux/check-install.sh);
#  5. the house check that no rulebook text was copied into the project.
# Ends with one line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD

bash build-aux/install-deps.sh --tests

export LC_ALL=C.UTF-8
passed=0
failed=0

count_results() {
  # meson writes one JSON object per test to testlog.json
  local log=$1/meson-logs/testlog.json
  [[ -f $log ]] || return 0
  read -r p f < <(python3 - "$log" <<'PY'
import json, sys
ok = bad = 0
for line in open(sys.argv[1]):
    line = line.strip()
    if not line:
        continue
    r = json.loads(line).get("result")
    if r in ("OK", "EXPECTEDFAIL", "SKIP"):
        ok += 1
    else:
        bad += 1
print(ok, bad)
PY
)
  passed=$((passed + p))
  failed=$((failed + f))
}

# run_suite DIR [MESON SETUP ARGS...]; $test_args go to meson test.
test_args=()
run_suite() {
  local dir=$1; shift
  rm -rf "$dir"
  if ! meson setup "$dir" "$@" || ! ninja -C "$dir"; then
    echo "build failed in $dir"
    failed=$((failed + 1))
    return 1
  fi
  local rc=0
  xvfb-run -a dbus-run-session -- meson test -C "$dir" --print-errorlogs --num-processes 2 "${test_args[@]}" || rc=$?
  count_results "$dir"
  return $rc
}

status=0
echo "== Build and test (debug) =="
run_suite _build/ci --buildtype=debugoptimized || status=1

echo "== Build and test (AddressSanitizer + UndefinedBehaviorSanitizer) =="
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# The widget tests take full stacks for LeakSanitizer (tests/ui/meson.build):
# several times slower, so more time for each test.
test_args=(--timeout-multiplier 5)
run_suite _build/asan -Db_sanitize=address,undefined -Db_lundef=false \
  --buildtype=debug || status=1

echo "== Fuzzing the file loaders for 30 s (tests/fuzz: clang + libFuzzer) =="
# One check: the libFuzzer target builds and finds nothing in 30 seconds.
# New inputs it finds go to tests/fuzz/corpus/ (not tracked).
fuzz_ok=0
rm -rf _build/fuzz
if CC=clang meson setup _build/fuzz -Dfuzzing=true -Db_lundef=false --buildtype=debugoptimized \
    && ninja -C _build/fuzz tests/fuzz/fuzz-record; then
  mkdir -p tests/fuzz/corpus
  # libFuzzer reports every new input: keep that in a file, show the end.
  if _build/fuzz/tests/fuzz/fuzz-record -max_total_time=30 -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 tests/fuzz/corpus tests/fuzz/seeds > _build/fuzz/fuzz.log 2>&1; then
    fuzz_ok=1
  fi
  tail -n 25 _build/fuzz/fuzz.log
fi
if [[ $fuzz_ok == 1 ]]; then
  passed=$((passed + 1))
else
  echo "fuzzing failed: see the crash input above (crash-*/leak-*/timeout-* in $top)"
  failed=$((failed + 1)); status=1
fi

echo "== Install into a temporary prefix and run the installed app =="
if xvfb-run -a dbus-run-session -- bash build-aux/check-install.sh "$top/_build/install-check"; then
  passed=$((passed + 1))
else
  echo "the installed app failed its check: see above ($top/_build/install-check/*.log)"
  failed=$((failed + 1)); status=1
fi

echo "== No rulebook text copied (../shared/tools/seed-overlap) =="
if [[ -x $top/../shared/tools/seed-overlap ]]; then
  if "$top/../shared/tools/seed-overlap" "$top"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); status=1
  fi
else
  echo "seed-overlap not found beside the checkout; skipped"
fi

echo
echo "$passed passed, $failed failed"
exit $status
