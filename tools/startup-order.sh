#!/bin/sh
# Writes tools/startup-order.txt: the functions the interactive demo runs from its start to its
# first frame, as valgrind's callgrind lists them, one text section a line. `make release`
# hands the file to the linker (gold's --section-ordering-file, with every function in a section
# of its own), so the code a start runs sits together and the kernel maps it in fewer faults.
# A function added since the file was made is only placed elsewhere; a name that no longer
# exists is ignored. Re-run after large changes to the start path, on a release build:
# tools/startup-order.sh .build/release/consent-sim
# Needs valgrind, python3 and script(1).
set -eu
if [ $# -ne 1 ]; then echo "usage: $0 RELEASE_BINARY" >&2; exit 64; fi
binary=$1
if [ ! -x "$binary" ]; then echo "$0: $binary is not an executable; build it first (make release)" >&2; exit 66; fi
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A 120x40 terminal, as bench starts the demo.
# The paths reach the inner shell as variables, not spliced into its command: a space or a
# quote in them stays part of the name.
CONSENT_SIM_EXIT_AFTER_FIRST_FRAME=1 TERM=xterm-256color SWIFT_BACKTRACE=enable=no \
  ORDER_BINARY=$binary ORDER_CALLS=$work/calls \
  script -qc 'stty rows 40 cols 120; valgrind --tool=callgrind --demangle=no --callgrind-out-file="$ORDER_CALLS" "$ORDER_BINARY"' /dev/null > /dev/null
python3 - "$work/calls" > "$work/order" <<'PY'
import re, sys
seen = set()
for line in open(sys.argv[1]):
    match = re.match(r'c?fn=\(\d+\) (\S+)$', line.strip())
    if match and match.group(1) not in seen and re.match(r'^[$A-Za-z_][\w$.]*$', match.group(1)):
        seen.add(match.group(1))
        print('.text.' + match.group(1))
PY
test -s "$work/order" || { echo "$0: valgrind recorded no functions" >&2; exit 1; }
mv "$work/order" "$root/tools/startup-order.txt"
echo "$0: $(wc -l < "$root/tools/startup-order.txt") functions in tools/startup-order.txt"
