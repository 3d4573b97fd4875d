#!/usr/bin/env bash
# Installs what is needed, builds, and runs Quebec 1759 from the build
# directory (no installation needed).
set -euo pipefail
cd "$(dirname "$0")/.."

bash build-aux/install-deps.sh
[[ -d _build ]] || meson setup _build
ninja -C _build

# The uninstalled app finds its settings schema, translations and icon in
# the build directory by itself (qb_application_get_build_dir()).

if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} ]]; then
  echo "No graphical display found (DISPLAY and WAYLAND_DISPLAY are unset)." >&2
  echo "Run this from a desktop session, or try it headless with:" >&2
  echo "  xvfb-run -a dbus-run-session -- $PWD/_build/src/quebec1759" >&2
  exit 1
fi
exec ./_build/src/quebec1759 "$@"
