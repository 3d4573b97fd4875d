#!/usr/bin/env bash
# check-data.sh MIME_XML DESKTOP METAINFO SCREENSHOT_DIR
# The MIME types are well formed, install into a MIME database, and name
# exactly the types of the desktop file's MimeType= and the metainfo's
# <mediatype>; saved games and set-ups from tests/data are recognized, by
# name and by content; every screenshot the metainfo names is in the tree.
set -euo pipefail
mime=$1 desktop=$2 metainfo=$3 shots=$4
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "check-data: $*" >&2; exit 1; }

xmllint --noout "$mime" "$metainfo"

mkdir -p "$tmp/mime/packages"
cp "$mime" "$tmp/mime/packages/"
update-mime-database "$tmp/mime" > "$tmp/update.log" 2>&1 || { cat "$tmp/update.log"; fail "update-mime-database refused $mime"; }

defined=$(grep -o 'mime-type type="[^"]*"' "$mime" | sed 's/.*type="\(.*\)"/\1/' | sort)
in_desktop=$(sed -n 's/^MimeType=//p' "$desktop" | tr ';' '\n' | sed '/^$/d' | sort)
in_metainfo=$(grep -o '<mediatype>[^<]*' "$metainfo" | sed 's/<mediatype>//' | sort)
[[ -n $defined ]] || fail "no MIME type defined in $mime"
[[ $defined == "$in_desktop" ]] || fail "desktop MimeType= ($in_desktop) differs from the MIME file ($defined)"
[[ $defined == "$in_metainfo" ]] || fail "metainfo mediatypes ($in_metainfo) differ from the MIME file ($defined)"
for t in $defined; do
  [[ -f $tmp/mime/${t}.xml ]] || fail "$t missing from the MIME database"
done

# Recognized by name, and by content when the name says nothing.
check_type() {
  local file=$1 want=$2 got
  got=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp:/usr/share" \
        gio info -a standard::content-type "$file" | sed -n 's/.*standard::content-type: //p')
  [[ $got == "$want" ]] || fail "$file is $got, not $want"
}
check_type "$top/tests/data/good/short-game.q1759" application/x-quebec1759-game
check_type "$top/tests/data/good/classic-deployment.q1759-setup" application/x-quebec1759-setup
cp "$top/tests/data/good/short-game.q1759" "$tmp/saved-game"
cp "$top/tests/data/good/classic-deployment.q1759-setup" "$tmp/a-setup"
check_type "$tmp/saved-game" application/x-quebec1759-game
check_type "$tmp/a-setup" application/x-quebec1759-setup

for url in $(grep -o '<image>[^<]*' "$metainfo" | sed 's/<image>//'); do
  [[ -f $shots/$(basename "$url") ]] || fail "screenshot $(basename "$url") is not in $shots"
done
echo "MIME types, desktop file and metainfo agree: $(echo $defined)"
