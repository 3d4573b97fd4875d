#!/bin/sh
# check-po.sh PO POT: the translation is valid (msgfmt --check: header,
# plural forms, printf formats, mnemonics) and complete against the
# template: no untranslated and no fuzzy message (issue 5).
set -eu
po=$1
pot=$2

msgfmt --check --check-format --check-accelerators=_ -o /dev/null "$po"

merged=$(mktemp)
trap 'rm -f "$merged"' EXIT
msgmerge --quiet --no-fuzzy-matching -o "$merged" "$po" "$pot"
missing=$(msgattrib --no-obsolete --untranslated "$merged"; msgattrib --no-obsolete --only-fuzzy "$merged")
if [ -n "$missing" ]; then
  echo "$po: untranslated or fuzzy messages (update with: meson compile -C <build> quebec1759-update-po):" >&2
  printf '%s\n' "$missing" | grep -E '^(msgctxt|msgid) ' >&2
  exit 1
fi
