//! Where the time of one analysis goes, phase by phase (native, release):
//! `cargo run --release -p rowkey-bench --example phases -- 1000000 [RUNS]` prints each
//! phase's median over RUNS analyses (1 by default).

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse().ok());
    let rows = args.next().flatten().unwrap_or(1_000_000);
    let runs = args.next().flatten().unwrap_or(1).max(1);
    let inputs = rowkey_bench::workload(rows);
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1e3;
    let mut all = Vec::new();
    let mut keys = 0;
    for _ in 0..runs {
        let (phases, n) = rowkey_bench::phases(&inputs, &now);
        all.push(phases);
        keys = n;
    }
    let mut total = 0.0;
    for (i, (label, _)) in all[0].iter().enumerate() {
        let mut times: Vec<f64> = all.iter().filter_map(|p| p.get(i).map(|x| x.1)).collect();
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        total += median;
        println!("{label:<28} {median:>8.1} ms");
    }
    println!("{keys} keys, total {total:.1} ms");
}
