//! Where the time of one analysis goes, phase by phase (native, release):
//! `cargo run --release -p rowkey-bench --example phases -- 1000000`.

use std::time::Instant;

use rowkey_core::analysis::{Phase, SampleRead, Settings, analyze_with};

fn main() {
    let rows = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    let inputs = rowkey_bench::workload(rows);
    let t0 = Instant::now();
    let read = SampleRead::read(&inputs.sample);
    println!("{:<28} {:>8.1} ms", Phase::Reading.label(), ms(t0));
    let mut last = (Phase::Encoding, Instant::now());
    let analysis = analyze_with(&Settings::of(&inputs), &read, &mut |phase| {
        if phase != last.0 {
            println!("{:<28} {:>8.1} ms", last.0.label(), ms(last.1));
            last = (phase, Instant::now());
        }
    });
    println!("{:<28} {:>8.1} ms", last.0.label(), ms(last.1));
    println!("{} keys, total {:.1} ms", analysis.row_count(), ms(t0));
}

fn ms(since: Instant) -> f64 {
    since.elapsed().as_secs_f64() * 1e3
}
