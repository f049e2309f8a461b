//! A design file (JSON) and a CSV sample, separated by a line `---`: decoding never panics,
//! a decoded design round-trips through JSON and a URL fragment, arbitrary text as a URL
//! fragment never panics, and the whole analysis (keys, lints, regions,
//! every query's plan and cost) never panics and plans soundly.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::design::Design;
use rowkey_core::encode::encode_sample;
use rowkey_core::lint::lint;
use rowkey_core::plan::{cost, plan_query};
use rowkey_core::region::RegionReport;
use rowkey_core::sample::{SampleLimits, parse_csv_with};
use rowkey_core::share::{decode_fragment, encode_fragment};
use rowkey_core::split::{SplitPoints, SplitSpec, lint_splits};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // A tampered or truncated URL fragment never panics, nor does the page's restore of
    // one (its design, sample and lesson) or of such an autosave.
    let _ = decode_fragment::<Design>(&text);
    let _ = rowkey_core::persist::restore(&text, Some(&text));
    let (design_text, sample_text) = text.split_once("\n---\n").unwrap_or((&text, "k\n1\n"));
    let Ok(design) = serde_json::from_str::<Design>(design_text) else {
        return;
    };
    let json = serde_json::to_string(&design).expect("a decoded design serialises");
    let back: Design = serde_json::from_str(&json).expect("a serialised design decodes");
    assert_eq!(back, design);
    assert_eq!(
        decode_fragment::<Design>(&encode_fragment(&design)).as_ref(),
        Ok(&design)
    );

    // Keep the fuzzer away from legitimately huge pre-splits; limits are tested elsewhere.
    if matches!(&design.splits, SplitSpec::NumRegions { num_regions, .. } | SplitSpec::KeyRange { num_regions, .. } if *num_regions > 256)
    {
        return;
    }
    let limits = SampleLimits {
        max_rows: 2_000,
        ..SampleLimits::default()
    };
    let Ok(sample) = parse_csv_with(sample_text, &limits) else {
        return;
    };
    let Ok(encoded) = encode_sample(&design.recipe, &sample) else {
        return;
    };
    let _ = lint(&design.recipe, &sample, &encoded);
    let keys: Vec<_> = encoded
        .rows
        .iter()
        .map(|r| r.as_ref().map(|k| k.key.clone()).unwrap_or_default())
        .collect();
    let points = design
        .splits
        .resolve()
        .unwrap_or_else(|_| SplitPoints::from_sorted_unique(Vec::new()));
    let report = RegionReport::build(&keys, &points);
    let _ = lint_splits(&keys, &design.splits, &report, None);
    for query in &design.queries {
        let Ok(plan) = plan_query(&design.recipe, sample.columns(), query) else {
            continue;
        };
        let result = cost(&plan, &design.recipe, &sample, &encoded, points.keys());
        assert!(
            result.missed.is_empty(),
            "unsound plan for {query}: missed rows {:?}",
            result.missed
        );
    }
});
