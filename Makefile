# The README's verbs. Each installs what it needs first (idempotently), so a fresh
# Debian machine needs nothing else.
SHELL := /bin/bash
PUBLIC_URL ?= /rowkey-playground/
export PUBLIC_URL

.PHONY: serve test build size screenshot bench fuzz tools tools-test tools-bench tools-fuzz

## make serve: install what is missing, build, and serve the app at http://127.0.0.1:8080/
## (rebuilds on change; no auto-reload: its injected inline script would break the CSP, so reload by hand)
serve: tools
	source .ci/env.sh && trunk serve --offline --no-autoreload --address 127.0.0.1 --port 8080 --public-url /

## make test: install what is missing for the tests, then run every test layer
test: tools-test
	.ci/test.sh

## make build: release build into dist/ for $(PUBLIC_URL)
build: tools
	.ci/build-dist.sh

## make size: gzipped size of the release wasm, js and css (make test holds it to 650,000 B)
size: build
	.ci/size.sh

## make screenshot: README screenshots of the release build (.github/readme/screenshot.png, the
## workbench at 1280x720 and 1920x1080 and the phone page, and two presets on their guided tour,
## in English and Chinese)
screenshot: tools-test build
	source .ci/env.sh && cd tests/e2e && DIST=../../dist node screenshot.mjs ../../.github/readme/screenshot.png
	source .ci/env.sh && cd tests/e2e && for lang in en zh; do \
	  locale=$$([ $$lang = zh ] && echo zh-CN || echo en-US); \
	  for size in 1280x720 1920x1080; do \
	    DIST=../../dist node screenshot.mjs ../../.github/readme/workbench-$$size-$$lang.png --size=$$size --locale=$$locale || exit 1; \
	  done; \
	  DIST=../../dist node screenshot.mjs ../../.github/readme/phone-390x844-$$lang.png --size=390x844 --full --locale=$$locale || exit 1; \
	  DIST=../../dist node screenshot.mjs ../../.github/readme/presentation-1024x768-$$lang.png --size=1024x768 --locale=$$locale \
	    --click=present --click=open-gallery --click=open-time-first-hash-prefix-before --click=tour-start || exit 1; \
	done
	source .ci/env.sh && cd tests/e2e && for locale in en-US zh-CN; do \
	  DIST=../../dist node screenshot.mjs ../../.github/readme/presets/time-first-$$locale.png --full --locale=$$locale \
	    --click=open-gallery --click=open-time-first-hash-prefix-before --click=tour-start && \
	  DIST=../../dist node screenshot.mjs ../../.github/readme/presets/unpadded-numbers-$$locale.png --full --locale=$$locale \
	    --click=open-gallery --click=open-unpadded-numbers-before --click=tour-start || exit 1; \
	done

## make bench: native and browser benchmarks of the analysis, UI long tasks, Lighthouse, bundle size,
## and the rowkey command (1M-row CSV beside DuckDB, 100M keys streamed)
bench: tools-bench build
	.ci/bench.sh

## make fuzz: every fuzz target for FUZZ_SECONDS (default 600) each; a crash fails the run
fuzz: tools-fuzz
	.ci/fuzz.sh

tools:
	.ci/install-tools.sh build

tools-test:
	.ci/install-tools.sh test

tools-bench:
	.ci/install-tools.sh bench

tools-fuzz:
	.ci/install-tools.sh fuzz
