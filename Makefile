# The two README commands. Each installs the Debian packages it needs when they are missing.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
PACKAGES := libncurses-dev libyaml-dev tmux python3 libxml2-utils asciinema librsvg2-bin
# The export tests read Avro back with Debian's python3-avro and validate FHIR with fhir.resources (PyPI).
PACKAGES += python3-avro python3-pip
FHIR_RESOURCES := fhir.resources==7.1.0
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps demo test bench
deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; fi
	@/usr/bin/python3 -c 'import fhir.resources' 2>/dev/null || \
	  $(SUDO) /usr/bin/python3 -m pip install --quiet --break-system-packages '$(FHIR_RESOURCES)'

demo: deps
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

bench: deps
	swift run -c release consent-sim bench

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
