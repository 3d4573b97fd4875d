#!/usr/bin/env bash
# take-screenshots.sh [OUTDIR]: the app's screenshots for the AppStream
# metainfo (data/screenshots/), taken from the real app in a 1280x800 Xvfb
# screen with the keyboard, in the default (light) style and in English.
# Needs xvfb, xdotool, x11-apps (xwd) and imagemagick (convert).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$top/data/screenshots}
app=${QB_APP:-$top/_build/src/quebec1759}
mkdir -p "$out"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

# shot NAME "KEYS ..." [ARGS...]: start the app, wait for its window, give
# it the focus, type the keys, and save the screen.
shot() {
  local name=$1 keys=$2; shift 2
  local d=90
  while [[ -e /tmp/.X$d-lock ]]; do d=$((d + 1)); done
  Xvfb :$d -screen 0 1280x800x24 -nolisten tcp > /dev/null 2>&1 &
  local xpid=$!
  for _ in $(seq 50); do [[ -e /tmp/.X11-unix/X$d ]] && break; sleep 0.1; done
  # A home of its own: no autosave of an earlier shot offered to resume.
  rm -rf "$home/data" "$home/config"
  DISPLAY=:$d XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config LANGUAGE=en LANG=C.UTF-8 \
    GSETTINGS_BACKEND=memory dbus-run-session -- "$app" "$@" > "$home/app.log" 2>&1 &
  local apid=$!
  local win
  win=$(DISPLAY=:$d xdotool search --sync --onlyvisible --classname quebec1759 | head -n 1)
  DISPLAY=:$d xdotool windowsize "$win" 1280 800 windowmove "$win" 0 0 mousemove 1279 799
  sleep 2
  DISPLAY=:$d xdotool windowfocus --sync "$win"
  for k in $keys; do
    case $k in
      sleep:*) sleep "${k#sleep:}" ;;
      click:*) xy=${k#click:}; DISPLAY=:$d xdotool mousemove ${xy%,*} ${xy#*,} click 1 mousemove 1279 799; sleep 0.4 ;;
      focus:*) DISPLAY=:$d xdotool search --sync --onlyvisible --name "${k#focus:}" windowfocus --sync; sleep 0.4 ;;
      *) DISPLAY=:$d xdotool key --clearmodifiers "$k"; sleep 0.4 ;;
    esac
  done
  sleep 2
  DISPLAY=:$d xwd -root -silent | convert xwd:- "$out/$name.png"
  kill $apid 2> /dev/null || true
  kill $xpid 2> /dev/null || true
  wait 2> /dev/null || true
  echo "$out/$name.png"
}

# A finished game for the replay (the CLI plays one).
mkdir -p "$home/games"
"$top/_build/src/cli/quebec1759-cli" selfplay --games 1 --seed 7 --save "$home/games" > /dev/null
game=$(ls "$home"/games/*.q1759 | head -n 1)

shot play "Return sleep:2" "$top/tests/data/good/short-game.q1759"
shot replay "" --replay "$game" --at 150
shot rules "F1 sleep:1"
