//! The benchmark workload: a generated sample of an md5-prefixed composite key
//! (`md5(uid)[0..4] + uid + "#" + (Long.MAX_VALUE − ts)`), pasted as CSV and pre-split with
//! `NUMREGIONS => 16, SPLITALGO => 'HexStringSplit'`, with five queries, analysed in full by
//! [`rowkey_core::analysis::analyze`] (parse, build keys, sort, regions and metrics, every
//! query's plan and cost on the sample).
//!
//! The same code runs natively (criterion, `benches/analysis.rs`) and as release wasm in
//! headless Chromium (`bench/web/`), so the two timings compare one engine on one workload.
//!
//! ```
//! let inputs = rowkey_bench::workload(1_000);
//! assert_eq!(rowkey_bench::run(&inputs), 1_000);
//! ```

use rowkey_core::analysis::{Arrival, FormatChoice, Inputs, SampleSource, analyze};
use rowkey_core::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec, generate};
use rowkey_core::plan::{Predicate, Query};
use rowkey_core::sample::SampleLimits;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, ReverseFrom};
use rowkey_core::split::{SplitAlgorithm, SplitSpec};

/// Sample sizes the benchmarks measure.
pub const SIZES: [usize; 3] = [10_000, 100_000, 1_000_000];

/// The CSV text of the benchmark sample with `rows` rows (deterministic).
///
/// # Examples
///
/// ```
/// let csv = rowkey_bench::sample_csv(2);
/// assert_eq!(csv.lines().count(), 3);
/// assert!(csv.starts_with("uid,ts,event,amount\n"));
/// ```
#[must_use]
pub fn sample_csv(rows: usize) -> String {
    let spec = GeneratorSpec {
        rows,
        seed: 2026,
        columns: vec![
            ColumnSpec::new(
                "uid",
                ColumnGenerator::ZipfUser {
                    users: 100_000,
                    exponent: 0.8,
                    prefix: "u".to_owned(),
                },
            ),
            ColumnSpec::new(
                "ts",
                ColumnGenerator::Timestamp {
                    start_millis: 1_700_000_000_000,
                    interval_millis: 50,
                    jitter_millis: 20,
                    format: rowkey_core::generate::TimeFormat::EpochMillis,
                },
            ),
            ColumnSpec::new(
                "event",
                ColumnGenerator::Choice {
                    options: ["view", "click", "buy", "share"]
                        .map(str::to_owned)
                        .to_vec(),
                },
            ),
            ColumnSpec::new("amount", ColumnGenerator::Sequence { start: 1, step: 7 }),
        ],
    };
    let limits = SampleLimits {
        max_rows: rows.max(1),
        ..SampleLimits::default()
    };
    let Ok(sample) = generate(&spec, &limits) else {
        return String::new();
    };
    let mut csv = String::with_capacity(rows * 40);
    csv.push_str(&sample.columns().join(","));
    csv.push('\n');
    for row in sample.iter_rows() {
        for (i, value) in row.iter().enumerate() {
            if i > 0 {
                csv.push(',');
            }
            csv.push_str(value);
        }
        csv.push('\n');
    }
    csv
}

/// The benchmark inputs with `rows` rows.
///
/// # Examples
///
/// ```
/// let inputs = rowkey_bench::workload(10);
/// assert_eq!(inputs.recipe.parts.len(), 3);
/// assert_eq!(inputs.queries.len(), 5);
/// ```
#[must_use]
pub fn workload(rows: usize) -> Inputs {
    let recipe = KeySpec::new(vec![
        KeyPart::md5_hex_of_columns(1, &["uid"], 4),
        KeyPart::column(2, "uid").with_separator("#"),
        KeyPart::column(3, "ts").with_encoding(Encoding::epoch_millis_reversed(
            ReverseFrom::LongMax,
            IntFormat::big_endian_signed(8),
        )),
    ]);
    Inputs {
        recipe,
        sample: SampleSource::Pasted {
            text: sample_csv(rows),
            format: FormatChoice::Auto,
            skip_bad_lines: false,
        },
        splits: SplitSpec::NumRegions {
            algorithm: SplitAlgorithm::HexString,
            num_regions: 16,
            first_row: None,
            last_row: None,
        },
        arrival: Arrival::column("ts"),
        queries: vec![
            Query::new("one user").with(Predicate::eq("uid", "u1")),
            Query::new("three users").with(Predicate::is_in("uid", &["u2", "u3", "u5"])),
            Query::new("latest 10 of a user")
                .with(Predicate::eq("uid", "u7"))
                .latest(10, "ts"),
            Query::new("a user's hour")
                .with(Predicate::eq("uid", "u1"))
                .with(Predicate::between("ts", "1700000000000", "1700003600000")),
            Query::new("all clicks").with(Predicate::eq("event", "click")),
        ],
        ..Inputs::default()
    }
}

/// Runs the full analysis; returns the number of keys (so the work cannot be optimised away).
///
/// # Examples
///
/// ```
/// assert_eq!(rowkey_bench::run(&rowkey_bench::workload(100)), 100);
/// ```
///
/// # Panics
///
/// In debug builds, if a query of the workload does not plan (the workload is fixed, so this
/// only catches a broken benchmark).
#[must_use]
pub fn run(inputs: &Inputs) -> usize {
    let analysis = analyze(inputs);
    debug_assert!(
        analysis.queries.iter().all(|q| q.outcome.is_ok()),
        "every benchmark query plans"
    );
    analysis.stats.rows
}

/// The milliseconds of each phase of one analysis of `inputs` (reading the sample, then the
/// [`Phase`](rowkey_core::analysis::Phase)s of [`analyze_with`](rowkey_core::analysis::analyze_with)
/// in order, then freeing the results), timed with `now` (a clock in milliseconds: `Instant` natively,
/// `performance.now()` in wasm), and the number of keys.
///
/// # Examples
///
/// ```
/// let start = std::time::Instant::now();
/// let now = || start.elapsed().as_secs_f64() * 1e3;
/// let (phases, keys) = rowkey_bench::phases(&rowkey_bench::workload(100), &now);
/// assert_eq!(keys, 100);
/// assert_eq!(phases[0].0, "reading the sample");
/// assert!(phases.iter().all(|(_, ms)| *ms >= 0.0));
/// ```
#[must_use]
pub fn phases(inputs: &Inputs, now: &dyn Fn() -> f64) -> (Vec<(&'static str, f64)>, usize) {
    use rowkey_core::analysis::{Phase, SampleRead, Settings, analyze_with};
    let mut out = Vec::new();
    let t0 = now();
    let read = SampleRead::read(&inputs.sample);
    out.push((Phase::Reading.label(), now() - t0));
    let mut last = (Phase::Encoding, now());
    let analysis = analyze_with(&Settings::of(inputs), &read, &mut |phase| {
        if phase != last.0 {
            let t = now();
            out.push((last.0.label(), t - last.1));
            last = (phase, t);
        }
    });
    out.push((last.0.label(), now() - last.1));
    let keys = analysis.row_count();
    let t = now();
    drop(analysis);
    drop(read);
    out.push(("freeing the results", now() - t));
    (out, keys)
}

#[cfg(target_arch = "wasm32")]
mod web {
    //! The wasm entry points used by `bench/web/bench.mjs`.
    use std::cell::RefCell;

    use wasm_bindgen::prelude::wasm_bindgen;

    thread_local! {
        static PREPARED: RefCell<Option<rowkey_core::analysis::Inputs>> = const { RefCell::new(None) };
    }

    /// Builds the workload for `rows` rows (not timed).
    #[wasm_bindgen]
    pub fn prepare(rows: u32) {
        let inputs = super::workload(rows as usize);
        PREPARED.with(|p| *p.borrow_mut() = Some(inputs));
    }

    /// Runs the full analysis on the prepared workload (timed by the caller).
    #[wasm_bindgen]
    pub fn run_prepared() -> u32 {
        PREPARED.with(|p| {
            p.borrow()
                .as_ref()
                .map_or(0, |inputs| super::run(inputs) as u32)
        })
    }

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance)]
        fn now() -> f64;
    }

    /// The phases of one analysis of the prepared workload, as `label=ms` lines.
    #[wasm_bindgen]
    pub fn phases_prepared() -> String {
        PREPARED.with(|p| {
            p.borrow().as_ref().map_or_else(String::new, |inputs| {
                let (phases, _) = super::phases(inputs, &now);
                phases
                    .iter()
                    .map(|(label, ms)| format!("{label}={ms}\n"))
                    .collect()
            })
        })
    }

    /// The wasm linear memory in bytes (its high-water mark: it never shrinks).
    #[wasm_bindgen]
    pub fn memory_bytes() -> f64 {
        (core::arch::wasm32::memory_size(0) * 65_536) as f64
    }
}

#[cfg(test)]
mod tests {
    use rowkey_core::analysis::analyze;

    #[test]
    fn every_query_plans_and_returns_rows() {
        let analysis = analyze(&super::workload(5_000));
        assert_eq!(analysis.queries.len(), 5);
        for query in &analysis.queries {
            let plan = query
                .outcome
                .as_ref()
                .expect("the benchmark's queries are valid");
            assert!(plan.rows_returned > 0, "{} returns rows", query.name);
        }
    }
}
