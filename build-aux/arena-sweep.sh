#!/usr/bin/env bash
# arena-sweep.sh CLI OUTDIR FIRST_SEED N [JOBS]
#
# The pairings of issue 17 (Hard vs random, Hard vs greedy, Hard vs Medium,
# Medium vs Easy), each over seeds FIRST_SEED..FIRST_SEED+N-1 with the
# seats swapped (2 games a seed), one `quebec1759-cli arena` run per seed
# and pairing, JOBS (default 2) at a time, round-robin over the pairings so
# that stopping early leaves them all about as far on. Iteration-bound
# (--time-ms 60000), so a game depends only on its seed, whatever the load.
# Resumable: a seed whose output is complete is not played again.
# Summarise with: python3 build-aux/arena-summary.py OUTDIR
set -eu
export ARENA_CLI=$1 ARENA_OUT=$2
first=$3 n=$4 jobs=${5:-2}
mkdir -p "$ARENA_OUT"
for ((s = first; s < first + n; s++)); do
  for pair in HR HG HM ME; do echo "$pair $s"; done
done | xargs -P "$jobs" -L 1 bash -c '
  pair=$0 seed=$1
  case $pair in
    HR) a=ai:hard b=random ;;
    HG) a=ai:hard b=greedy ;;
    HM) a=ai:hard b=ai:medium ;;
    ME) a=ai:medium b=ai:easy ;;
  esac
  f=$ARENA_OUT/$pair-$seed.txt
  if [ -s "$f" ] && grep -q "^B = " "$f"; then exit 0; fi
  nice -n 15 "$ARENA_CLI" arena --british "$a" --french "$b" --games 1 --seed "$seed" --swap \
    --time-ms 60000 > "$f.tmp" 2>&1 && mv "$f.tmp" "$f"'
