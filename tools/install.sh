#!/bin/sh
# Installs a built consent-sim with the bundled studies and flows, laid out as the binary looks
# for them: PREFIX/bin/consent-sim and PREFIX/share/consent-sim/{studies,flows}.
# Usage: tools/install.sh [--strip] BINARY PREFIX
# `make install` runs it on the release build (with --strip: debug information is most of
# the file); the end-to-end tests run it on the debug build.
set -eu
strip=no
if [ "${1:-}" = "--strip" ]; then strip=yes; shift; fi
if [ $# -ne 2 ]; then echo "usage: $0 [--strip] BINARY PREFIX" >&2; exit 64; fi
binary=$1
prefix=$2
root=$(cd "$(dirname "$0")/.." && pwd)
if [ ! -x "$binary" ]; then echo "$0: $binary is not an executable; build it first" >&2; exit 66; fi
case "$prefix" in /*) ;; *) prefix=$(pwd)/$prefix ;; esac

share=$prefix/share/consent-sim
mkdir -p "$prefix/bin" "$share"
# Copied beside its place and renamed over it, so a consent-sim that is running keeps its file
# and an interrupted install never leaves half a binary.
staged=$prefix/bin/.consent-sim.$$
trap 'rm -rf "$staged" "$share/.studies.$$" "$share/.flows.$$"' EXIT
cp "$binary" "$staged"
if [ $strip = yes ]; then strip --strip-debug "$staged"; fi
chmod 755 "$staged"
for part in studies flows; do
    rm -rf "$share/.$part.$$"
    cp -R "$root/Scenarios/$part" "$share/.$part.$$"
    rm -rf "$share/$part"
    mv "$share/.$part.$$" "$share/$part"
done
mv -f "$staged" "$prefix/bin/consent-sim"
echo "installed $prefix/bin/consent-sim (bundled studies in $share)"
