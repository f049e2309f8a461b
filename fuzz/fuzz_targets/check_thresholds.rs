//! The `check` object of a design file (`rowkey check`'s thresholds): reading arbitrary text
//! never panics, and thresholds read are judged against arbitrary measurements without
//! panicking; a crossing always carries a one-line reason.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::analysis::Level;
use rowkey_core::balance::{BalanceMetrics, write_hotspot};
use rowkey_core::check::{Measured, Thresholds};
use rowkey_core::verdict::QueryEvidence;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(thresholds) = Thresholds::from_json(&text) else {
        return;
    };
    // Measurements from the input's bytes: region counts, a write order, query costs.
    let counts: Vec<usize> = data.iter().take(16).map(|&b| usize::from(b)).collect();
    let balance = BalanceMetrics::from_counts(&counts);
    let regions = counts.len().max(1);
    let row_region: Vec<usize> = data.iter().map(|&b| usize::from(b) % regions).collect();
    let arrival: Vec<usize> = (0..row_region.len()).collect();
    let hotspot = write_hotspot(&row_region, regions, &arrival, 10.0).ok();
    let names = ["a", "one user", ""];
    let queries: Vec<QueryEvidence<'_>> = data
        .chunks(2)
        .take(8)
        .enumerate()
        .map(|(index, c)| QueryEvidence {
            index,
            name: names[index % names.len()],
            regions_touched: 1,
            rows_scanned: usize::from(c[0]) * 1000,
            rows_returned: c.get(1).map_or(0, |&b| usize::from(b)),
            reversed_latest: c[0] % 2 == 1,
        })
        .collect();
    let lints = [
        (Level::Error, "e", "an error"),
        (Level::Warning, "w", "a warning"),
        (Level::Advice, "a", "advice"),
    ];
    let crossed = thresholds.crossed(&Measured {
        balance: &balance,
        hotspot: hotspot.as_ref(),
        queries: &queries,
        lints: &lints,
        // An invalid split list on every other input (its reason is one line too).
        split_error: (data.len() % 2 == 1).then_some("split 2 ('3') repeats split 1"),
    });
    for c in crossed {
        assert!(!c.reason.is_empty() && !c.reason.contains('\n'), "{c:?}");
    }
});
