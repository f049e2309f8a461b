//! Writes a key list for the streaming benchmark to standard output:
//! `cargo run --release -p rowkey-bench --example key_list -- KEYS > keys.txt` prints KEYS
//! keys shaped as the workload's (`md5(uid)[0..4] + uid + "#" + ts`, the time as 13 digits so
//! that every key is printable text), one a line (pipe through `gzip` for a gzip file).

use std::io::Write as _;

use rowkey_core::hash::{md5, write_md5_hex};

fn main() -> std::io::Result<()> {
    let keys: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000_000);
    let mut out = std::io::BufWriter::with_capacity(1 << 20, std::io::stdout().lock());
    let mut line = Vec::with_capacity(64);
    // A deterministic spread of 1,000,000 users (SplitMix64).
    let mut state: u64 = 2026;
    for i in 0..keys {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        let uid = format!("u{}", (z ^ (z >> 31)) % 1_000_000);
        line.clear();
        write_md5_hex(&md5(&[uid.as_bytes()]), 4, &mut line);
        line.extend_from_slice(uid.as_bytes());
        line.push(b'#');
        line.extend_from_slice(format!("{}\n", 1_700_000_000_000_u64 + i * 50).as_bytes());
        out.write_all(&line)?;
    }
    out.flush()
}
