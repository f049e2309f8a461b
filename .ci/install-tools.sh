#!/usr/bin/env bash
# Installs every tool the project needs, idempotently, from the package registries only.
#   .ci/install-tools.sh build   -> wasm32 target, trunk, wasm-bindgen-cli, wasm-opt (binaryen via npm), esbuild
#   .ci/install-tools.sh test    -> the above, plus Debian chromium + chromium-driver, a Chinese font
#                                   (fonts-wqy-microhei), a JDK (default-jdk-headless, for javac),
#                                   php-cli, the e2e npm packages, and PySpark with pandas and
#                                   pyarrow (PyPI, in the virtual environment .ci/venv) for the
#                                   whole-table Spark job's test
#   .ci/install-tools.sh bench   -> the test tools plus Lighthouse (npm, in .ci/lighthouse),
#                                   DuckDB and maturin (PyPI, in the same virtual environment
#                                   .ci/venv; maturin builds the rowkey_python extension the
#                                   Spark benchmark measures)
#   .ci/install-tools.sh fuzz    -> the build tools plus cargo-fuzz
# A second run installs nothing and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
want=${1:-build}

TRUNK_VERSION=0.21.14
DUCKDB_VERSION=1.5.6
# Builds crates/rowkey-python (pyo3) into a wheel for the Spark benchmark's mapInArrow run.
MATURIN_VERSION=1.9.4
# PySpark and what its mapInPandas batches need; pinned together (Spark 4.0 runs on Java 17).
PYSPARK_VERSION=4.0.1
PANDAS_VERSION=2.2.3
PYARROW_VERSION=18.1.0
NUMPY_VERSION=2.2.6
BINARYEN_DIR="$ROOT/.ci/node"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$BINARYEN_DIR/node_modules/.bin:$PATH"

installed=()
say() { printf '[install] %s\n' "$*"; }

# wasm32 target
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then :; else
  say "adding rustup target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
  installed+=("wasm32 target")
fi

# trunk
if command -v trunk >/dev/null && trunk --version | grep -q "trunk $TRUNK_VERSION"; then :; else
  say "installing trunk $TRUNK_VERSION (takes several minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
  installed+=("trunk $TRUNK_VERSION")
fi

# wasm-bindgen-cli at exactly the Cargo.lock version
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if [ -z "$WB_VERSION" ]; then echo "cannot read wasm-bindgen version from Cargo.lock" >&2; exit 1; fi
if command -v wasm-bindgen >/dev/null && wasm-bindgen --version | grep -q " $WB_VERSION\$" \
   && command -v wasm-bindgen-test-runner >/dev/null; then :; else
  say "installing wasm-bindgen-cli $WB_VERSION (the Cargo.lock version)"
  # no --locked: a locked dependency of 0.2.130 is missing from the registry (see toolchain notes)
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --force
  installed+=("wasm-bindgen-cli $WB_VERSION")
fi

# wasm-opt from npm's binaryen (Debian's is too old)
if [ -x "$BINARYEN_DIR/node_modules/.bin/wasm-opt" ] \
   && [ -x "$BINARYEN_DIR/node_modules/.bin/esbuild" ] \
   && (cd "$BINARYEN_DIR" && npm ls binaryen esbuild >/dev/null 2>&1); then :; else
  say "installing wasm-opt (npm binaryen) and esbuild into .ci/node"
  (cd "$BINARYEN_DIR" && npm ci --no-audit --no-fund)
  installed+=("binaryen (wasm-opt), esbuild")
fi

if [ "$want" = fuzz ]; then
  if command -v cargo-fuzz >/dev/null; then :; else
    say "installing cargo-fuzz"
    cargo install cargo-fuzz --locked
    installed+=("cargo-fuzz")
  fi
fi

# apt_install WHAT PACKAGE...: installs Debian packages (apt-get update once per run).
apt_updated=""
apt_install() {
  local what=$1; shift
  say "installing Debian $* ($what)"
  local sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
  [ -n "$apt_updated" ] || { $sudo apt-get update -qq; apt_updated=yes; }
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@"
  installed+=("$*")
}

if [ "$want" = test ] || [ "$want" = bench ]; then
  [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] \
    || apt_install "the browser of the component and end-to-end tests" chromium chromium-driver
  # A Chinese font, so screenshots of the Chinese page show characters, not boxes.
  [ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] \
    || apt_install "Chinese glyphs for screenshots" fonts-wqy-microhei
  # A JDK: the core tests compile the planner's Java client code with javac.
  # It is also the JVM that runs the whole-table Spark job in crates/rowkey-cli/tests/spark.rs.
  { command -v javac >/dev/null && command -v java >/dev/null; } \
    || apt_install "javac for the emitted Java, java for Spark" default-jdk-headless
  # PHP: crates/rowkey-core/tests/php_runtime.rs checks the PHP md5($x) % n buckets against it.
  command -v php >/dev/null || apt_install "the PHP md5 % n runtime test" php-cli
  # Python 3: crates/rowkey-core/tests/key_builders.rs runs the generated Python key builders.
  command -v python3 >/dev/null || apt_install "the generated Python key builders' test" python3
  # PySpark (PyPI) in the project's virtual environment: crates/rowkey-cli/tests/spark.rs runs
  # the job that `rowkey spark` writes with its spark-submit, in local mode.
  VENV="$ROOT/.ci/venv"
  if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c "
import pyspark, pandas, pyarrow, numpy
assert pyspark.__version__ == '$PYSPARK_VERSION', pyspark.__version__
assert pandas.__version__ == '$PANDAS_VERSION', pandas.__version__
assert pyarrow.__version__ == '$PYARROW_VERSION', pyarrow.__version__
assert numpy.__version__ == '$NUMPY_VERSION', numpy.__version__" 2>/dev/null; then :; else
    python3 -c "import ensurepip, venv" 2>/dev/null || apt_install "python3 -m venv, for PySpark" python3-venv
    say "installing PySpark $PYSPARK_VERSION, pandas, pyarrow (PyPI) into .ci/venv"
    [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "pyspark==$PYSPARK_VERSION" \
      "pandas==$PANDAS_VERSION" "pyarrow==$PYARROW_VERSION" "numpy==$NUMPY_VERSION"
    installed+=("pyspark $PYSPARK_VERSION, pandas $PANDAS_VERSION, pyarrow $PYARROW_VERSION (.ci/venv)")
  fi
  E2E="$ROOT/tests/e2e"
  if [ -d "$E2E/node_modules" ] && (cd "$E2E" && npm ls --all >/dev/null 2>&1) \
     && [ "$E2E/package-lock.json" -ot "$E2E/node_modules/.package-lock.json" ]; then :; else
    say "installing e2e npm packages (npm ci)"
    (cd "$E2E" && npm ci --no-audit --no-fund)
    installed+=("e2e npm packages")
  fi
fi

if [ "$want" = bench ]; then
  LH="$ROOT/.ci/lighthouse"
  if [ -d "$LH/node_modules/lighthouse" ] && [ "$LH/package-lock.json" -ot "$LH/node_modules/.package-lock.json" ]; then :; else
    say "installing Lighthouse (npm ci in .ci/lighthouse)"
    (cd "$LH" && npm ci --no-audit --no-fund)
    installed+=("lighthouse")
  fi
  # GNU time: the rowkey command's peak memory.
  [ -x /usr/bin/time ] || apt_install "peak memory of the rowkey benchmark" time
  # DuckDB (PyPI) in the project's own virtual environment: the rowkey command's peer benchmark.
  VENV="$ROOT/.ci/venv"
  if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c "import duckdb; assert duckdb.__version__ == '$DUCKDB_VERSION'" 2>/dev/null; then :; else
    python3 -c "import ensurepip, venv" 2>/dev/null || apt_install "python3 -m venv, for DuckDB" python3-venv
    say "installing DuckDB $DUCKDB_VERSION (PyPI) into .ci/venv"
    [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "duckdb==$DUCKDB_VERSION"
    installed+=("duckdb $DUCKDB_VERSION (.ci/venv)")
  fi
  # maturin (PyPI), in the same environment: the Spark benchmark builds the rowkey_python
  # extension (crates/rowkey-python) with it.
  if [ -x "$VENV/bin/maturin" ] && "$VENV/bin/maturin" --version | grep -qx "maturin $MATURIN_VERSION"; then :; else
    say "installing maturin $MATURIN_VERSION (PyPI) into .ci/venv"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "maturin==$MATURIN_VERSION"
    installed+=("maturin $MATURIN_VERSION (.ci/venv)")
  fi
fi

if [ ${#installed[@]} -eq 0 ]; then
  say "all tools already installed ($want): nothing to do"
else
  say "installed: ${installed[*]}"
fi
