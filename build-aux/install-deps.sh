#!/usr/bin/env bash
# Installs the Debian 12 packages needed to build and run Quebec 1759
# (no argument), or to build it and run the whole test suite (--tests).
# Run as root. Only installs what is missing, so a second run is quick.
#
# Every program the scripts and tests call is listed here, by the package
# that holds it: a fresh `debootstrap --variant=minbase` system has none of
# them, and `--no-install-recommends` leaves out GTK's recommendations
# (build-aux/check-fresh-debian.sh proves the list on such a system).
set -euo pipefail

packages=(
  # build: compiler, meson, gettext (msgfmt, xgettext), git (version tag)
  gcc pkg-config meson ninja-build gettext git
  libglib2.0-dev libglib2.0-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev
  # install: the data validators the build runs, icon and MIME caches
  appstream desktop-file-utils shared-mime-info gtk-update-icon-cache libgtk-4-bin
  # run: GTK's recommendations that a desktop has (SVG icons, the
  # accessibility bus) and GNOME's interface font
  librsvg2-common at-spi2-core fonts-cantarell
)

if [[ ${1:-} == --tests ]]; then
  packages+=(
    # a headless display, a private session bus, real input (xdotool)
    xvfb xauth dbus dbus-x11 xdotool
    # libFuzzer and the sanitizer runtimes for clang
    clang libclang-rt-14-dev
    # test scripts: meson's test log, the MIME file check, the
    # accessibility tree walk over AT-SPI
    python3 libxml2-utils python3-gi gir1.2-atspi-2.0
    # the rules' PDF export read back (pdftotext)
    poppler-utils
    # the Flatpak manifest check (flatpak-builder --show-manifest)
    flatpak-builder
  )
fi

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
