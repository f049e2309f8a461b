//! The stored-block deflate (what the page writes at once when the tab closes) read by an
//! inflater written apart from ours: Python's zlib (raw deflate, `wbits=-15`).

use std::io::Write;
use std::process::{Command, Stdio};

use rowkey_core::share::{Deflate, StoredDeflate, now};

fn python_inflate(packed: &[u8]) -> Vec<u8> {
    let mut child = Command::new("python3")
        .args([
            "-c",
            "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read(), -15))",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs (installed by .ci/install-tools.sh)");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(packed)
        .expect("write to python3");
    let out = child.wait_with_output().expect("python3 finishes");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn python_zlib_inflates_stored_blocks_of_every_size() {
    for len in [0_usize, 1, 100, 65_535, 65_536, 200_001] {
        let bytes: Vec<u8> = (0..len).map(|i| (i * 31 % 256) as u8).collect();
        assert_eq!(
            python_inflate(&now(StoredDeflate.deflate(bytes.clone()))),
            bytes,
            "{len} bytes"
        );
    }
}
