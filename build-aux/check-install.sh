#!/usr/bin/env bash
# check-install.sh [WORKDIR]: builds Quebec 1759 for a temporary prefix,
# runs `meson install` (with its post-install steps), and checks the
# installed app as a user meets it, with no variable pointing at the tree:
# the files are in place and their caches made, `quebec1759 --version`
# answers, the French catalogue is found, the window opens (under the
# current display: run inside xvfb-run), it opens a saved game given on the
# command line, and the desktop database offers the app for .q1759 files.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$top/_build/install-check}
prefix=$work/prefix
build=$work/build
fail() { echo "check-install: $*" >&2; tail -n 20 "$work/app.log" >&2 2> /dev/null; exit 1; }
trap 'echo "check-install: line $LINENO failed (status $?): $BASH_COMMAND" >&2' ERR

rm -rf "$work"
mkdir -p "$work"
meson setup "$build" "$top" --prefix="$prefix" -Dtests=false --buildtype=release > "$work/setup.log"
ninja -C "$build" > "$work/build.log"
meson install -C "$build" > "$work/install.log"

share=$prefix/share
for f in bin/quebec1759 \
         share/applications/io.github.quebec1759.Quebec1759.desktop \
         share/applications/mimeinfo.cache \
         share/metainfo/io.github.quebec1759.Quebec1759.metainfo.xml \
         share/mime/packages/io.github.quebec1759.Quebec1759.xml \
         share/mime/application/x-quebec1759-game.xml \
         share/mime/application/x-quebec1759-setup.xml \
         share/glib-2.0/schemas/gschemas.compiled \
         share/icons/hicolor/scalable/apps/io.github.quebec1759.Quebec1759.svg \
         share/icons/hicolor/icon-theme.cache \
         share/locale/fr/LC_MESSAGES/quebec1759.mo \
         share/locale/it/LC_MESSAGES/quebec1759.mo; do
  [[ -e $prefix/$f ]] || fail "$f was not installed"
done

# A clean environment: the app must find its schema, catalogues and icon
# under its own prefix.
run() {
  env -i HOME="$work/home" PATH=/usr/bin:/bin LANG=C.UTF-8 \
    DISPLAY="${DISPLAY:-}" XAUTHORITY="${XAUTHORITY:-}" DBUS_SESSION_BUS_ADDRESS="${DBUS_SESSION_BUS_ADDRESS:-}" \
    XDG_RUNTIME_DIR="$work/run" GSETTINGS_BACKEND=memory "$@" 2>> "$work/app.log"
}
mkdir -p "$work/home" "$work/run"
chmod 700 "$work/run"

version=$(run "$prefix/bin/quebec1759" --version) || fail "--version failed"
[[ $version == "quebec1759 $(meson introspect --projectinfo "$build" | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')" ]] \
  || fail "--version printed '$version'"
run env LANGUAGE=fr "$prefix/bin/quebec1759" --help | grep -q "version" \
  || fail "--help printed nothing"
run env LANGUAGE=fr "$prefix/bin/quebec1759" --help | grep -qi "afficher la version" \
  || fail "the installed French catalogue is not used"

# Runs the installed app with the given arguments, waits until a window
# titled $1 is shown (xdotool), then quits it through its app.quit action
# over D-Bus, as the desktop's own Quit would, and checks that it ends
# with status 0. The app holds no test or benchmark code of its own.
open_window() {
  local title=$1 what=$2 pid rc=0 shown=0
  shift 2
  run timeout 60 "$prefix/bin/quebec1759" "$@" > "$work/window.out" &
  pid=$!
  for _ in $(seq 1 600); do
    if xdotool search --onlyvisible --name "^${title}\$" > /dev/null 2>&1; then
      shown=1
      break
    fi
    kill -0 "$pid" 2> /dev/null || break
    sleep 0.1
  done
  if [[ $shown == 1 ]]; then
    gdbus call --session --dest io.github.quebec1759.Quebec1759 \
      --object-path /io/github/quebec1759/Quebec1759 \
      --method org.freedesktop.Application.ActivateAction quit '[]' '{}' > /dev/null \
      || fail "app.quit could not be sent to the installed app ($what)"
  fi
  wait "$pid" || rc=$?
  [[ $shown == 1 ]] || fail "the installed app showed no window titled '$title' ($what, status $rc): $(cat "$work/window.out")"
  [[ $rc == 0 ]] || fail "the installed app did not quit cleanly ($what, status $rc)"
}

if [[ -n ${DISPLAY:-} ]]; then
  open_window "Quebec 1759" "its window"
  # The title becomes the file's name once the game is loaded.
  open_window "short-game.q1759" "a saved game" "$top/tests/data/good/short-game.q1759"
else
  echo "check-install: no DISPLAY, the window was not opened" >&2
fi

# (GIO lists an app only when its Exec= program is on the PATH.) sed reads
# all of gio's output: `head -n 1` could leave it writing to a closed pipe,
# and under pipefail its SIGPIPE (status 141) failed the check.
default=$(PATH="$prefix/bin:$PATH" XDG_DATA_HOME="$work/home" XDG_DATA_DIRS="$share:/usr/share" \
          gio mime application/x-quebec1759-game | sed -n 1p)
grep -q "io.github.quebec1759.Quebec1759.desktop" <<< "$default" \
  || fail "no app opens application/x-quebec1759-game: $default"
echo "installed under $prefix: files, caches, --version, French catalogue, window, .q1759 association: OK"
