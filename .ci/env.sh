# Sourced by the other .ci scripts: puts the project's tools on PATH.
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$ROOT/.ci/node/node_modules/.bin:$PATH"
export CHROMEDRIVER=/usr/bin/chromedriver
export CHROME_PATH=/usr/bin/chromium
export WASM_BINDGEN_TEST_WEBDRIVER_JSON="$ROOT/.ci/webdriver.json"
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
export PUBLIC_URL=${PUBLIC_URL:-/rowkey-playground/}
