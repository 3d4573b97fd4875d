#!/usr/bin/env bash
# Installs what is needed, builds, and runs Quebec 1759. Until the game
# window lands (issue 4), this runs the rules engine from the command line:
# a demonstration self-play of both editions with every invariant checked.
set -euo pipefail
cd "$(dirname "$0")/.."

bash build-aux/install-deps.sh
[[ -d _build ]] || meson setup _build
ninja -C _build

cli=_build/src/cli/quebec1759-cli
for edition in revised classic; do
  "$cli" selfplay --games 100 --seed 1 --edition "$edition"
done
