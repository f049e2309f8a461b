"""One line from `rowkey analyze --stream --format json`: keys, rate, balance, error bound."""

import json
import sys

r = json.load(open(sys.argv[1]))
print(
    f"streamed {r['keys']:,} keys ({r['bytes'] / 1e9:.2f} GB) in {r['seconds']:.1f} s: "
    f"{r['keys_per_second'] / 1e6:.2f} M keys/s; max/mean {r['balance']['max_over_mean']:.3f}; "
    f"split points {r['suggested']['error_bound']}"
)
