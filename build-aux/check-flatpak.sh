#!/usr/bin/env bash
# check-flatpak.sh MANIFEST: the Flatpak manifest parses with flatpak-builder
# without a warning (an unknown or misspelt key is only a warning there),
# asks for no file system access (files go through the portals), and runs
# the tests in its build. Building it needs the GNOME runtime from the
# network, which this check does not do.
set -euo pipefail
manifest=$1
err=$(mktemp)
trap 'rm -f "$err"' EXIT
fail() { echo "check-flatpak: $*" >&2; exit 1; }

flatpak-builder --show-manifest "$manifest" > /dev/null 2> "$err" \
  || { cat "$err" >&2; fail "flatpak-builder cannot read $manifest"; }
[[ ! -s $err ]] || { cat "$err" >&2; fail "flatpak-builder warns about $manifest"; }
python3 - "$manifest" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
args = m.get("finish-args", [])
bad = [a for a in args if a.startswith(("--filesystem", "--socket=session-bus", "--socket=system-bus", "--talk-name", "--share=network"))]
if bad:
    sys.exit("check-flatpak: finish-args ask for more than the app needs: %s" % bad)
if m.get("runtime") != "org.gnome.Platform" or int(m.get("runtime-version", "0")) < 48:
    sys.exit("check-flatpak: not a supported GNOME runtime: %s %s" % (m.get("runtime"), m.get("runtime-version")))
app = [mod for mod in m["modules"] if isinstance(mod, dict) and mod.get("name") == "quebec1759"]
if not app or not app[0].get("run-tests") or "-Dtests=true" not in app[0].get("config-opts", []):
    sys.exit("check-flatpak: the app module does not build and run its tests")
PY
echo "flatpak manifest: parses cleanly, no file system access, tests run in the build"
