#!/usr/bin/env bash
# The core must stay pure: no browser crates in rowkey-core's normal dependency tree.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
tree=$(cargo tree -p rowkey-core -e normal --target all --prefix none)
if offenders=$(grep -E '^(yew|web-sys|js-sys|wasm-bindgen|getrandom)[ -]' <<<"$tree"); then
  echo "rowkey-core must stay free of browser crates; found:" >&2
  sort -u <<<"$offenders" >&2
  exit 1
fi
# Yew 0.23: #[component] only.
if grep -rn '#\[function_component' src tests 2>/dev/null; then
  echo "use #[component], not #[function_component]" >&2
  exit 1
fi
# The crates of the workspace depend on one another one way only: each may use the crates
# listed for it here and no other of ours (dev-dependencies aside).
allowed='{
  "rowkey-kernels": [],
  "rowkey-encodings": [],
  "rowkey-engine": ["rowkey-encodings", "rowkey-kernels"],
  "rowkey-core": ["rowkey-engine", "rowkey-encodings", "rowkey-kernels"],
  "rowkey-cli": ["rowkey-core"],
  "rowkey-playground": ["rowkey-core"],
  "rowkey-bench": ["rowkey-core"]
}'
cargo metadata --format-version 1 --no-deps | python3 -c '
import json, sys
allowed = json.loads(sys.argv[1])
packages = json.load(sys.stdin)["packages"]
ours = {p["name"] for p in packages}
bad = []
for p in packages:
    uses = sorted(d["name"] for d in p["dependencies"] if d["name"] in ours and d["kind"] is None)
    name = p["name"]
    if name not in allowed:
        bad.append(name + ": a crate without allowed edges in .ci/check-arch.sh")
        continue
    bad += [name + " -> " + u + ": not an allowed edge" for u in uses if u not in allowed[name]]
if bad:
    sys.exit("crate edges:\n" + "\n".join(bad))
print("crate edges: %d crates, every edge allowed" % len(packages))
' "$allowed"
# Module cycles: the largest import cycle among each crate's top-level modules
# (../shared/tools/module_cycles.py's count, its algorithm kept here so CI needs no file outside
# the repository). At most 3 in every crate; rowkey-core's one cycle may not grow past its size
# when it was first measured (issue 33 splits it; docs/ARCHITECTURE.md).
python3 - crates/*/src src <<'PY'
import os, re, sys
LIMITS = {"crates/rowkey-core/src": 15}
def top_modules(src):
    mods = {}
    for root, _, files in os.walk(src):
        for f in files:
            if f.endswith(".rs"):
                top = os.path.relpath(os.path.join(root, f), src).split(os.sep)[0].removesuffix(".rs")
                if top not in ("lib", "main"):
                    mods.setdefault(top, []).append(os.path.join(root, f))
    return mods
def largest_cycle(graph):
    index, low, stack, on, best, counter = {}, {}, [], set(), [0], [0]
    def visit(v):
        index[v] = low[v] = counter[0]; counter[0] += 1; stack.append(v); on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            size = 0
            while True:
                w = stack.pop(); on.discard(w); size += 1
                if w == v:
                    break
            best[0] = max(best[0], size)
    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return best[0]
bad = []
for src in sys.argv[1:]:
    mods = top_modules(src)
    graph = {}
    for m, files in mods.items():
        deps = set()
        for f in files:
            text = re.split(r"#\[cfg\(test\)\]\s*mod tests", open(f, encoding="utf-8").read())[0]
            deps.update(d for d in re.findall(r"crate::([a-z_][a-z0-9_]*)", text) if d in mods and d != m)
        graph[m] = deps
    size, limit = largest_cycle(graph), LIMITS.get(src, 3)
    print("module cycles: %s: largest %d (limit %d)" % (src, size, limit))
    if size > limit:
        bad.append(src)
if bad:
    sys.exit("a module cycle grew past its limit in: " + ", ".join(bad))
PY
# Words stay in the catalogues: no public field of the wordless crates is a sentence. A text
# field (String, &str) named message, label, text, reason, fix, hint or note, or any field of
# type Localized, fails unless it is listed here as data (the user's name for a key part, a chunk of the user's data, the text a literal was read
# from).
python3 - crates/rowkey-kernels/src crates/rowkey-encodings/src crates/rowkey-engine/src <<'PY2'
import os, re, sys
DATA = {
    ("crates/rowkey-engine/src/spec.rs", "label"),
    ("crates/rowkey-engine/src/sample/chunks.rs", "text"),
    ("crates/rowkey-engine/src/literal.rs", "text"),
    ("crates/rowkey-kernels/src/split.rs", "text"),
    ("crates/rowkey-kernels/src/cells.rs", "text"),
}
field = re.compile(
    r"^\s*pub (message|label|text|reason|fix|hint|note)\s*:\s*(?:Option<|Vec<)?(?:String|&'static str|&'a str|&'a mut String)\b"
    r"|^\s*pub (\w+)\s*:\s*(?:Option<|Vec<)?Localized\b",
    re.M,
)
bad = []
for src in sys.argv[1:]:
    for root, _, files in os.walk(src):
        for f in files:
            if not f.endswith(".rs"):
                continue
            path = os.path.join(root, f)
            text = re.split(r"#\[cfg\(test\)\]\s*mod tests", open(path, encoding="utf-8").read())[0]
            for m in field.finditer(text):
                name = m.group(1) or m.group(2)
                if (path, name) not in DATA:
                    line = text.count("\n", 0, m.start()) + 1
                    bad.append("%s:%d: a field that holds words (%s)" % (path, line, m.group(0).strip()))
if bad:
    sys.exit("words in the wordless crates (put them in rowkey-core/src/i18n):\n" + "\n".join(bad))
print("wordless crates: no public field holds a sentence")
PY2
echo "architecture check: rowkey-core depends on no browser crate ($(sort -u <<<"$tree" | wc -l) crates checked)"
