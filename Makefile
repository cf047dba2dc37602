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
	cd Examples/ReaderApp && swift build --build-tests 2>&1 | tee -a ../../.build-log.txt
	@if grep -q 'warning:' .build-log.txt; then rm -f .build-log.txt; echo "the build printed warnings"; exit 1; fi
	@rm -f .build-log.txt
	swift test
	cd Examples/ReaderApp && swift test

bench: deps
	swift run -c release consent-sim bench
