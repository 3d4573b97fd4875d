#!/usr/bin/env bash
# Proves the README's two set-up commands on a fresh Debian 12, the way a
# new user meets them: a debootstrap --variant=minbase bookworm system with
# nothing else installed, this checkout copied in (with ../shared beside it
# when present, as CI has it), and as root inside it:
#
#   app:   bash build-aux/run-app.sh      (installs, builds; with no display it
#          must say so and exit 1, then under Xvfb it must open its window)
#   tests: bash build-aux/run-tests.sh    (installs, builds, runs everything;
#          must end "N passed, 0 failed" and exit 0)
#
# Each command gets a chroot of its own, so neither hides a step the other
# installs. Run as root on a Debian (or Debian-like) machine with debootstrap:
#
#   bash build-aux/check-fresh-debian.sh [--keep] [--only app|tests] [WORKDIR]
#
# WORKDIR (default /var/tmp/qb-fresh-debian) keeps a pristine minbase
# tarball between runs (delete it to bootstrap again); --keep leaves the
# chroots there to look into. It takes 15-30 minutes and needs network
# access to the Debian archive, so CI does not run it.
set -euo pipefail

keep=0
only=
work=/var/tmp/qb-fresh-debian
while [[ $# -gt 0 ]]; do
  case $1 in
    --keep) keep=1 ;;
    --only) only=$2; shift ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) work=$1 ;;
  esac
  shift
done

if [[ $(id -u) != 0 ]]; then
  echo "check-fresh-debian.sh: run as root (debootstrap and chroot need it)" >&2
  exit 2
fi
if ! command -v debootstrap > /dev/null; then
  echo "check-fresh-debian.sh: debootstrap is missing (apt-get install debootstrap)" >&2
  exit 2
fi

top=$(cd "$(dirname "$0")/.." && pwd)
shared=$(cd "$top/.." && pwd)/shared
mirror=${QB_DEBIAN_MIRROR:-http://deb.debian.org/debian}
mkdir -p "$work"
base=$work/bookworm-minbase.tar

if [[ ! -f $base ]]; then
  echo "== debootstrap --variant=minbase bookworm ($mirror) =="
  rm -rf "$work/bootstrap"
  debootstrap --variant=minbase bookworm "$work/bootstrap" "$mirror"
  tar -C "$work/bootstrap" -cf "$base.part" .
  mv "$base.part" "$base"
  rm -rf "$work/bootstrap"
fi

mounted=()
cleanup() {
  local m
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount -l "${mounted[i]}" 2> /dev/null || true
  done
  mounted=()
}
trap cleanup EXIT

# A new root from the pristine tarball, with the kernel file systems a
# desktop program and its tests need, and the checkout copied in (tracked
# and untracked files, no build directories, no git history).
make_root() {
  local root=$1
  rm -rf "$root"
  mkdir -p "$root"
  tar -C "$root" -xf "$base"
  cp /etc/resolv.conf "$root/etc/resolv.conf" 2> /dev/null || true
  for m in proc sys dev dev/pts dev/shm; do
    mkdir -p "$root/$m"
    case $m in
      proc) mount -t proc proc "$root/proc" ;;
      sys) mount -t sysfs sys "$root/sys" ;;
      dev/pts) mount -t devpts devpts "$root/dev/pts" ;;
      dev/shm) mount -t tmpfs shm "$root/dev/shm" ;;
      dev) mount --bind /dev "$root/dev" ;;
    esac
    mounted+=("$root/$m")
  done
  mkdir -p "$root/src/quebec1759"
  (cd "$top" && git ls-files -z --cached --others --exclude-standard) |
    (cd "$top" && tar --null -T - -cf -) | tar -C "$root/src/quebec1759" -xf -
  if [[ -d $shared ]]; then
    mkdir -p "$root/src/shared"
    tar -C "$shared" -cf - . | tar -C "$root/src/shared" -xf -
  fi
}

in_root() {
  local root=$1; shift
  chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb PATH=/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 bash -c "cd /src/quebec1759 && $*"
}

status=0

if [[ -z $only || $only == app ]]; then
  root=$work/root-app
  echo "== app command in a fresh chroot ($root) =="
  make_root "$root"
  rc=0
  out=$(in_root "$root" 'bash build-aux/run-app.sh 2>&1') || rc=$?
  echo "$out" | tail -n 5
  if [[ $rc != 1 ]] || ! grep -q "No graphical display" <<< "$out"; then
    echo "FAIL: run-app.sh without a display should build and then say there is no display (exit $rc)"
    status=1
  else
    # Now with a display: the app must open a window and stay up.
    in_root "$root" 'apt-get install -y --no-install-recommends xvfb xauth > /dev/null'
    rc=0
    in_root "$root" 'timeout 20 xvfb-run -a bash build-aux/run-app.sh > /tmp/app.log 2>&1' || rc=$?
    if [[ $rc == 124 ]]; then
      echo "app: the window stayed open for 20 s under Xvfb: OK"
    else
      echo "FAIL: the app exited with status $rc under Xvfb:"
      tail -n 20 "$root/tmp/app.log"
      status=1
    fi
  fi
  cleanup
  [[ $keep == 1 ]] || rm -rf "$root"
fi

if [[ -z $only || $only == tests ]]; then
  root=$work/root-tests
  echo "== test command in a fresh chroot ($root) =="
  make_root "$root"
  set +e
  in_root "$root" 'bash build-aux/run-tests.sh' 2>&1 | tee "$work/tests.log"
  rc=${PIPESTATUS[0]}
  set -e
  last=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$work/tests.log" | tail -n 1 || true)
  if [[ $rc != 0 || -z $last || $last != *" 0 failed" ]]; then
    echo "FAIL: run-tests.sh in the fresh chroot: exit $rc, '${last:-no summary line}'"
    status=1
  else
    echo "tests: $last"
  fi
  cleanup
  [[ $keep == 1 ]] || rm -rf "$root"
fi

if [[ $status == 0 ]]; then
  echo "fresh Debian 12: both README commands pass"
else
  echo "fresh Debian 12: FAILED (see above)"
fi
exit $status
