# The two README commands. Each installs the Debian packages it needs when they are missing:
# building needs ncurses and libyaml alone (demo, release, install); the tests need the rest.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
BUILD_PACKAGES := libncurses-dev libyaml-dev
PACKAGES := $(BUILD_PACKAGES) tmux python3 libxml2-utils asciinema librsvg2-bin
# The dossier draws its navigation graphs with Graphviz and prints its PDF with headless Chromium.
PACKAGES += graphviz chromium
# The export tests read Avro back with Debian's python3-avro and validate FHIR with fhir.resources (PyPI).
PACKAGES += python3-avro python3-pip
FHIR_RESOURCES := fhir.resources==7.1.0
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

PREFIX ?= /usr/local
# The release build is one static executable: the Swift standard library, Foundation, libc,
# ncurses and libyaml are linked in, so the loader has no shared library to map, relocate and
# bind at every start (libstdc++ alone had 5 000 relocations), and nothing but the kernel runs
# before `main`. ncurses' static archive needs its terminfo half, libtinfo, named after it.
# glibc warns that getpwuid, getaddrinfo and dlopen in a static program need the same glibc at
# run time: Foundation carries them, consent-sim looks up no user or host, and the binary is
# built and installed on the machine that runs it.
# A static archive lends only the members something refers to, and nothing refers to the one
# holding Foundation's bridging of NSArray and NSSet to Array and Set: without these two, `as!
# [CMRecordedAccelerometerData]` on a fetched batch fails in the static binary alone.
BRIDGING := -Xlinker '--undefined=$$sSayxGs21_ObjectiveCBridgeable10FoundationMc' \
            -Xlinker '--undefined=$$sShyxGs21_ObjectiveCBridgeable10FoundationMc'
# Every function in a section of its own, and the ones the demo runs before its first frame
# placed together in the order tools/startup-order.txt gives (made by tools/startup-order.sh):
# a start then faults its code in about 120 times instead of 177 (perf, 120x40), and takes a tenth less time.
STARTUP_ORDER := -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --section-ordering-file=$(CURDIR)/tools/startup-order.txt
RELEASE := swift build -c release -Xswiftc -static-executable -Xlinker -ltinfo $(BRIDGING) $(STARTUP_ORDER)
# The bare C ncurses program `bench` compares start-up with, built beside the release binary.
STARTUP_ANCHOR := startup-c-ncurses
# Debian's cc when it is there, else the Swift toolchain's own clang.
ANCHOR_CC := $(shell command -v cc || command -v clang)

.PHONY: deps build-deps demo test bench release install install-check
# Installs the Debian packages of $(1) that are missing.
define install_missing
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; fi
endef

build-deps:
	$(call install_missing,$(BUILD_PACKAGES))

deps:
	$(call install_missing,$(PACKAGES))
	@/usr/bin/python3 -c 'import fhir.resources' 2>/dev/null || \
	  $(SUDO) /usr/bin/python3 -m pip install --quiet --break-system-packages '$(FHIR_RESOURCES)'

demo: build-deps
	swift run consent-sim

test: deps
	swift build --build-tests 2>&1 | tee .build-log.txt
	cd Examples/ReaderApp && swift build --build-tests 2>&1 | tee -a ../../.build-log.txt
	cd Examples/MovementStudy && swift build --build-tests 2>&1 | tee -a ../../.build-log.txt
	@if grep -q 'warning:' .build-log.txt; then rm -f .build-log.txt; echo "the build printed warnings"; exit 1; fi
	@rm -f .build-log.txt
	swift test
	cd Examples/ReaderApp && swift test
	cd Examples/MovementStudy && swift test

release: build-deps
	$(RELEASE) --product consent-sim
	bin="$$($(RELEASE) --show-bin-path)" && $(ANCHOR_CC) -O2 -o "$$bin/$(STARTUP_ANCHOR)" tools/startup-anchor.c -lncursesw

# `make install PREFIX=~/.local`: the release binary in PREFIX/bin, the bundled studies and
# flows in PREFIX/share/consent-sim, where the binary finds them from any folder.
install: release
	tools/install.sh --strip "$$($(RELEASE) --show-bin-path)/consent-sim" "$(PREFIX)"

# `make install` into a fresh folder, then the installed binary from another folder, reading the
# German sleep study it was installed with, and exporting accelerometer rows (which the static
# link once lost silently): what `.ci/run` checks after `make test`.
install-check:
	@prefix="$$(mktemp -d)" && trap 'rm -rf "$$prefix"' EXIT && \
	  $(MAKE) --no-print-directory install PREFIX="$$prefix" && \
	  cd / && "$$prefix/bin/consent-sim" week --lang de --days 1 > "$$prefix/week.txt" && \
	  grep -q '^Schlafstudie · ' "$$prefix/week.txt" && \
	  "$$prefix/bin/consent-sim" export --format radar-csv --out "$$prefix/export" --days 2 --participants 1 \
	    --sensors accelerometer --rates accelerometer=1 > "$$prefix/export.txt" && \
	  grep -q '^  accelerometer: [1-9]' "$$prefix/export.txt" && \
	  echo "install-check: the installed binary runs from / and reads its bundled German sleep study;" \
	    "its export reads the accelerometer's batches (a static link once lost the bridging that casts them)"

bench: release
	"$$($(RELEASE) --show-bin-path)/consent-sim" bench

# The fuzz suite at length: `make fuzz CASES=20000` runs that many mutated inputs in all
# (`swift test` runs a few hundred).
.PHONY: fuzz
CASES ?= 5000
fuzz: deps
	swift build
	CONSENT_SIM_FUZZ_CASES=$(CASES) swift test --filter 'ConsentSimCLITests.FuzzTests'

# bench's export anchor (export_c_limit_rows_per_s): a C writer of the export's rows and bytes,
# linked to the Swift runtime for the same number formatter. bench builds it so when missing.
SWIFT_RUNTIME = $(shell swift -print-target-info | sed -n '/"runtimeLibraryPaths"/{n;s/.*"\(.*\)".*/\1/p;}')
.build/anchors/export-c-limit: Benchmarks/export_c_limit.c
	@mkdir -p $(@D)
	cc -O2 -o $@ $< -L$(SWIFT_RUNTIME) -lswiftCore -Wl,-rpath,$(SWIFT_RUNTIME)
bench: .build/anchors/export-c-limit
