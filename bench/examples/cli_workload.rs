//! Writes the benchmark workload for the `rowkey` command:
//! `cargo run --release -p rowkey-bench --example cli_workload -- DIR [ROWS]` writes
//! `DIR/workload.csv` (the sample of [`rowkey_bench::sample_csv`], 1,000,000 rows by default)
//! and `DIR/design.json` (the same recipe, pre-split and queries as [`rowkey_bench::workload`]).

use std::path::PathBuf;

use rowkey_core::design::Design;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().ok_or("usage: cli_workload DIR [ROWS]")?);
    let rows: usize = args.next().map_or(Ok(1_000_000), |a| a.parse())?;
    std::fs::create_dir_all(&dir)?;
    let inputs = rowkey_bench::workload(0);
    let mut design = Design::new(inputs.recipe);
    design.table = "events".to_owned();
    design.splits = inputs.splits;
    design.queries = inputs.queries;
    std::fs::write(
        dir.join("design.json"),
        serde_json::to_string_pretty(&design)?,
    )?;
    std::fs::write(dir.join("workload.csv"), rowkey_bench::sample_csv(rows))?;
    Ok(())
}
