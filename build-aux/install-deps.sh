#!/usr/bin/env bash
# Installs the Debian 12 packages needed to build, run and test Quebec 1759.
# Run as root. Only installs what is missing, so a second run is quick.
set -euo pipefail

packages=(
  # build
  gcc pkg-config meson ninja-build gettext git
  libglib2.0-dev libglib2.0-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev
  appstream desktop-file-utils
  # tests: headless display and session bus for widget tests, fuzzing
  xvfb xauth dbus dbus-x11 xdotool clang python3
  # the accessibility test walks the widgets over AT-SPI (tests/ui/test-a11y.c)
  at-spi2-core python3-gi gir1.2-atspi-2.0
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [[ ${#missing[@]} -gt 0 ]]; then
  echo "Installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi
