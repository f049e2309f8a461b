//! Region assignment: hbase-semantics.md §2 vectors and the seed 001 statements.

use rowkey_core::RowKey;
use rowkey_core::balance::BalanceMetrics;
use rowkey_core::i18n::Localize;
use rowkey_core::region::{RegionReport, assign};
use rowkey_core::split::{SplitAlgorithm, SplitLintKind, SplitPoints, SplitSpec, lint_splits};

fn key(text: &str) -> RowKey {
    RowKey::from(text)
}

// §2.3: SPLITS => ['10','20','30'].
#[test]
fn assignment_vectors() {
    let splits = SplitPoints::from_texts(&["10", "20", "30"]).unwrap();
    let cases: [(&[u8], usize); 17] = [
        (b"", 0),
        (b"0", 0),
        (b"1", 0),
        (b"10", 1),
        (b"15", 1),
        (b"2", 1),
        (b"1z", 1),
        (b"20", 2),
        (b"200", 2),
        (b"2z", 2),
        (b"3", 2),
        (b"30", 3),
        (b"9", 3),
        (b"a", 3),
        (&[0xFF], 3),
        (b"29", 2),
        (b"300", 3),
    ];
    for (bytes, region) in cases {
        assert_eq!(
            splits.region_of(&RowKey::from(bytes)),
            region,
            "{:?}",
            RowKey::from(bytes)
        );
    }
}

// §2.1 containsRow on the region [a, g): start inclusive, end exclusive.
#[test]
fn membership_is_start_inclusive_end_exclusive() {
    let splits = SplitPoints::from_texts(&["a", "g"]).unwrap();
    assert_eq!(splits.region_of(&key("a")), 1);
    assert_eq!(splits.region_of(&key("f\u{7f}")), 1);
    assert_eq!(splits.region_of(&key("g")), 2);
    assert_eq!(splits.region_of(&RowKey::new(vec![0x60, 0xFF])), 0);
    assert_eq!(splits.region_start(1), key("a"));
    assert_eq!(splits.region_end(1), key("g"));
}

#[test]
fn regions_from_split_keys() {
    let splits = SplitPoints::from_texts(&["30", "10", "20"]).unwrap();
    let report = RegionReport::build(&[], &splits);
    let bounds: Vec<(String, String)> = report
        .regions
        .iter()
        .map(|r| (r.start_text.clone(), r.end_text.clone()))
        .collect();
    assert_eq!(
        bounds,
        [
            (String::new(), "10".into()),
            ("10".into(), "20".into()),
            ("20".into(), "30".into()),
            ("30".into(), String::new()),
        ]
    );
    assert_eq!(report.regions[1].start_hex, "3130");
}

/// Seed 001's sample: ids 1..=100000 zero-padded to 5 digits ("100000" has 6).
fn seed_001_keys() -> Vec<RowKey> {
    (1..=100_000)
        .map(|i| RowKey::from(format!("{i:05}").as_str()))
        .collect()
}

fn show(title: &str, report: &RegionReport) -> Vec<(String, String, usize)> {
    println!("{title}");
    println!("  region  start       end         rows    share");
    let mut out = Vec::new();
    for r in &report.regions {
        println!(
            "  R{:<5}  {:<10}  {:<10}  {:>6}  {:>5.1} %",
            r.index,
            format!("'{}'", r.start_text),
            format!("'{}'", r.end_text),
            r.row_count,
            r.share * 100.0
        );
        out.push((r.start_text.clone(), r.end_text.clone(), r.row_count));
    }
    let m = BalanceMetrics::from_counts(&report.counts());
    println!(
        "  max/mean {:.2}, CV {:.2}, empty regions {}, hottest R{}",
        m.max_mean_ratio,
        m.coefficient_of_variation,
        m.empty_regions,
        m.hottest_region.unwrap_or(0)
    );
    out
}

fn owned(rows: &[(&str, &str, usize)]) -> Vec<(String, String, usize)> {
    rows.iter()
        .map(|(a, b, n)| ((*a).to_owned(), (*b).to_owned(), *n))
        .collect()
}

// create 't9', 'MM', SPLITS => ['30000', '60000', '90000']
#[test]
fn seed_001_explicit_splits() {
    let spec = SplitSpec::Explicit {
        splits: vec!["30000".into(), "60000".into(), "90000".into()],
    };
    let splits = spec.resolve().unwrap();
    let keys = seed_001_keys();
    let report = RegionReport::build(&keys, &splits);
    let shown = show(
        "SPLITS => ['30000', '60000', '90000'], ids 1..100000 as %05d:",
        &report,
    );
    assert_eq!(
        shown,
        owned(&[
            ("", "30000", 30_000),
            ("30000", "60000", 30_000),
            ("60000", "90000", 30_000),
            ("90000", "", 10_000),
        ])
    );
    // "100000" starts with '1' < '3': it lands in the first region.
    assert!(report.regions[0].rows.contains(&99_999));
    assert!(lint_splits(&keys, &spec, &report, None).is_empty());
}

// create 't4', {NAME => 'MM'}, {NUMREGIONS => 5, SPLITALGO => 'HexStringSplit'}
#[test]
fn seed_001_hex_string_split() {
    let spec = SplitSpec::NumRegions {
        algorithm: SplitAlgorithm::HexString,
        num_regions: 5,
        first_row: None,
        last_row: None,
    };
    let splits = spec.resolve().unwrap();
    let keys = seed_001_keys();
    let report = RegionReport::build(&keys, &splits);
    let shown = show(
        "NUMREGIONS => 5, SPLITALGO => 'HexStringSplit', ids 1..100000 as %05d:",
        &report,
    );
    // "33333" is a proper prefix of "33333333", so it sorts first and stays in R0.
    assert_eq!(
        shown,
        owned(&[
            ("", "33333333", 33_334),
            ("33333333", "66666666", 33_333),
            ("66666666", "99999999", 33_333),
            ("99999999", "cccccccc", 0),
            ("cccccccc", "", 0),
        ])
    );
    let lints = lint_splits(&keys, &spec, &report, None);
    let codes: Vec<SplitLintKind> = lints.iter().map(|l| l.code.kind()).collect();
    assert_eq!(codes, [SplitLintKind::EmptyRegions]);
    println!("  lint: {}", lints[0].code.localized().en);
}

#[test]
fn assign_matches_report() {
    let keys = seed_001_keys();
    let splits = SplitPoints::from_texts(&["5"]).unwrap();
    let report = RegionReport::build(&keys, &splits);
    assert_eq!(assign(&keys, &splits), report.row_region);
    assert_eq!(report.counts(), [50_000, 50_000]);
}

#[test]
fn a_million_keys_are_assigned_quickly() {
    let keys: Vec<RowKey> = (0..1_000_000u32)
        .map(|i| RowKey::new(i.wrapping_mul(2_654_435_761).to_be_bytes().to_vec()))
        .collect();
    let splits = SplitSpec::NumRegions {
        algorithm: SplitAlgorithm::Uniform,
        num_regions: 100,
        first_row: None,
        last_row: None,
    }
    .resolve()
    .unwrap();
    let report = RegionReport::build(&keys, &splits);
    assert_eq!(report.counts().iter().sum::<usize>(), 1_000_000);
    let m = BalanceMetrics::from_counts(&report.counts());
    assert!(m.max_mean_ratio < 1.1, "{m:?}");
}

// §2.1 TestRegionInfoBuilder.testContainsRange, region [a, g).
#[test]
fn contains_range_vectors() {
    use rowkey_core::region::contains_range;
    let (a, g) = (key("a"), key("g"));
    let cases = [
        ("a", "a", Some(true)),
        ("b", "c", Some(true)),
        ("a", "c", Some(true)),
        ("c", "c", Some(true)),
        ("a", "g", Some(false)),
        ("g", "g", Some(false)),
        ("z", "z", Some(false)),
        ("z", "a", None),
    ];
    for (first, last, want) in cases {
        assert_eq!(
            contains_range(&a, &g, &key(first), &key(last)),
            want,
            "({first},{last})"
        );
    }
}

// §5.4 reverseScanTest table, forward: pre-split at 000,002,...,010.
#[test]
fn scan_regions() {
    use rowkey_core::region::regions_for_scan;
    let splits = SplitPoints::from_texts(&["000", "002", "004", "006", "008", "010"]).unwrap();
    assert_eq!(
        regions_for_scan(&splits, &key(""), &key(""), false),
        Some((0, 6))
    );
    assert_eq!(
        regions_for_scan(&splits, &key("002"), &key("004"), false),
        Some((2, 2))
    );
    assert_eq!(
        regions_for_scan(&splits, &key("001"), &key("004"), true),
        Some((1, 3))
    );
    assert_eq!(
        regions_for_scan(&splits, &key("005"), &key("001"), false),
        None
    );
}

// Seed 001: start keys 1000/2000/3000; a key random(1001) + id + create_time lands in the
// second region.
#[test]
fn seed_001_random_prefix_lands_in_the_second_region() {
    let splits = SplitPoints::from_texts(&["1000", "2000", "3000"]).unwrap();
    let row = key("1001000422021-06-07");
    assert_eq!(splits.region_of(&row), 1);
    assert_eq!(splits.region_start(1), key("1000"));
    assert_eq!(splits.region_end(1), key("2000"));
    // "999..." is not below "1000" in byte order: it sorts after "3000".
    assert_eq!(splits.region_of(&key("999")), 3);
}
