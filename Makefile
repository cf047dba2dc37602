# The two README commands. Each installs the Debian packages it needs when they are missing.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
PACKAGES := libncurses-dev libyaml-dev tmux python3
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps demo test bench
deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; fi

demo: deps
	swift run consent-sim

test: deps
	swift build 2>&1 | tee .build-log.txt
	@if grep -q 'warning:' .build-log.txt; then rm -f .build-log.txt; echo "the build printed warnings"; exit 1; fi
	@rm -f .build-log.txt
	swift test

bench: deps
	swift run -c release consent-sim bench

# The fuzz suite at length: `make fuzz CASES=20000` runs that many mutated inputs in all
# (`swift test` runs a few hundred).
.PHONY: fuzz
CASES ?= 5000
fuzz: deps
	swift build
	CONSENT_SIM_FUZZ_CASES=$(CASES) swift test --filter 'ConsentSimCLITests.FuzzTests'
