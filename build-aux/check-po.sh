#!/bin/sh
# check-po.sh [PO [POT]]: the translation is valid (msgfmt --check: header,
# plural forms, printf formats, mnemonics) and complete against the
# template: no untranslated and no fuzzy message (issue 5).
# With no argument, every translation in po/LINGUAS against
# po/quebec1759.pot, all of them checked before the status is given; with
# PO alone, the template is the quebec1759.pot beside it. The tests (suite
# 'po', po/meson.build) pass both.
set -eu

usage() {
  echo "usage: $0 [PO [POT]]" >&2
  exit 2
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# check_one PO POT: returns 1 with the reasons on stderr. Called where
# "set -e" does not stop it (in an || list), so every step says so itself.
check_one() {
  po=$1
  pot=$2
  merged=$tmp/merged.po

  for f in "$po" "$pot"; do
    if [ ! -r "$f" ]; then
      echo "$0: cannot read $f" >&2
      return 1
    fi
  done
  msgfmt --check --check-format --check-accelerators=_ -o /dev/null "$po" || return 1
  msgmerge --quiet --no-fuzzy-matching -o "$merged" "$po" "$pot" || return 1
  missing=$(msgattrib --no-obsolete --untranslated "$merged" \
            && msgattrib --no-obsolete --only-fuzzy "$merged") || return 1
  if [ -n "$missing" ]; then
    echo "$po: untranslated or fuzzy messages (update with: meson compile -C <build> quebec1759-update-po):" >&2
    printf '%s\n' "$missing" | grep -E '^(msgctxt|msgid) ' >&2
    return 1
  fi
  return 0
}

case $# in
  0)
    podir=$(cd "$(dirname "$0")/../po" && pwd)
    status=0
    # LINGUAS: language codes separated by spaces or lines, # comments;
    # split into words on purpose.
    # shellcheck disable=SC2013
    for lang in $(sed 's/#.*//' "$podir/LINGUAS"); do
      check_one "$podir/$lang.po" "$podir/quebec1759.pot" || status=1
    done
    exit $status
    ;;
  1|2)
    check_one "$1" "${2:-$(dirname "$1")/quebec1759.pot}" || exit 1
    ;;
  *)
    usage
    ;;
esac
