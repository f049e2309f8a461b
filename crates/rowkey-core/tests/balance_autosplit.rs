//! Balance, write hotspots, heatmaps, auto-split and lints, black-box.

use rowkey_core::RowKey;
use rowkey_core::autosplit::{AutoSplitConfig, SplitThreshold, simulate};
use rowkey_core::balance::{BalanceMetrics, arrival_order_by, write_heatmap, write_hotspot};
use rowkey_core::i18n::Localize;
use rowkey_core::region::RegionReport;
use rowkey_core::split::{
    SaltLayout, Severity, SplitAlgorithm, SplitLintKind, SplitPoints, SplitSpec, lint_splits,
    suggest_salted_splits, suggest_splits,
};

fn sequential(n: u32) -> Vec<RowKey> {
    (0..n)
        .map(|i| RowKey::from(format!("{i:08}").as_str()))
        .collect()
}

/// Phoenix-style one-byte salt: `(31-hash of the key) mod buckets` in front.
fn salted(keys: &[RowKey], buckets: u8) -> Vec<RowKey> {
    keys.iter()
        .map(|k| {
            let mut h: i32 = 1;
            for &b in k.as_bytes() {
                h = h
                    .wrapping_mul(31)
                    .wrapping_add(i32::from(i8::from_ne_bytes([b])));
            }
            let salt = u8::try_from((h % i32::from(buckets)).unsigned_abs()).unwrap_or(0);
            let mut bytes = vec![salt];
            bytes.extend_from_slice(k.as_bytes());
            RowKey::new(bytes)
        })
        .collect()
}

#[test]
fn sequential_writes_hit_the_last_region() {
    let keys = sequential(1_000);
    let splits = suggest_splits(&keys, 4).unwrap().points;
    let report = RegionReport::build(&keys, &splits);
    let arrival: Vec<usize> = (0..keys.len()).collect();
    let hot = write_hotspot(&report.row_region, 4, &arrival, 10.0).unwrap();
    assert_eq!(hot.recent_writes, 100);
    assert_eq!(hot.busiest_region, Some(3));
    assert_eq!(hot.share, 1.0);
    assert_eq!(hot.even_share, 0.25);
    // Stored rows are perfectly balanced all the same.
    let m = BalanceMetrics::from_counts(&report.counts());
    assert_eq!(m.max_mean_ratio, 1.0);
}

#[test]
fn salted_writes_spread() {
    let keys = salted(&sequential(4_000), 4);
    let splits = SplitSpec::SaltBuckets { buckets: 4 }.resolve().unwrap();
    let report = RegionReport::build(&keys, &splits);
    let arrival: Vec<usize> = (0..keys.len()).collect();
    let hot = write_hotspot(&report.row_region, 4, &arrival, 10.0).unwrap();
    assert!(hot.share < 0.4, "{hot:?}");
    let map = write_heatmap(&report.row_region, 4, &arrival, 10).unwrap();
    assert_eq!(map.cells.len(), 10);
    assert!(map.cells.iter().all(|slice| slice.iter().all(|&c| c > 0)));
}

#[test]
fn heatmap_of_sequential_keys_is_a_diagonal() {
    let keys = sequential(400);
    let splits = suggest_splits(&keys, 4).unwrap().points;
    let report = RegionReport::build(&keys, &splits);
    let arrival: Vec<usize> = (0..keys.len()).collect();
    let map = write_heatmap(&report.row_region, 4, &arrival, 4).unwrap();
    assert_eq!(
        map.cells,
        [
            vec![100, 0, 0, 0],
            vec![0, 100, 0, 0],
            vec![0, 0, 100, 0],
            vec![0, 0, 0, 100]
        ]
    );
}

#[test]
fn arrival_order_from_values() {
    let ts = [5u64, 1, 3];
    let order = arrival_order_by(&ts);
    assert_eq!(order, [1, 2, 0]);
}

#[test]
fn autosplit_of_sequential_keys_always_writes_to_the_newest_region() {
    let keys = sequential(10_000);
    let arrival: Vec<usize> = (0..keys.len()).collect();
    let out = simulate(
        &keys,
        &arrival,
        &AutoSplitConfig::new(SplitThreshold::Rows(1_000)),
    )
    .unwrap();
    // Each split leaves the lower half behind for good: regions of ~500 rows, one hot tail.
    let last = out.regions.last().unwrap();
    assert!(
        out.write_region[9_000..]
            .iter()
            .all(|&id| { out.splits.iter().any(|s| s.upper == id) || id == last.id })
    );
    let rows: Vec<usize> = out.regions.iter().map(|r| r.rows).collect();
    assert!(rows[..rows.len() - 1].iter().all(|&r| r == 500), "{rows:?}");
}

#[test]
fn autosplit_scaled_threshold() {
    let keys = salted(&sequential(10_000), 8);
    let arrival: Vec<usize> = (0..keys.len()).collect();
    let gb = 1024 * 1024 * 1024;
    // 10,000 rows standing for 100 GB: a region splits past 1,000 rows.
    let threshold = SplitThreshold::scaled_to_sample(keys.len(), 100 * gb);
    assert_eq!(threshold, SplitThreshold::Rows(1_000));
    let out = simulate(&keys, &arrival, &AutoSplitConfig::new(threshold)).unwrap();
    assert!(out.regions.len() >= 10, "{}", out.regions.len());
    assert!(out.regions.iter().all(|r| r.rows <= 1_000));
}

#[test]
fn autosplit_of_a_million_rows_is_fast() {
    let keys: Vec<RowKey> = (0..1_000_000u32)
        .map(|i| RowKey::new(i.to_be_bytes().to_vec()))
        .collect();
    let arrival: Vec<usize> = (0..keys.len()).collect();
    let out = simulate(
        &keys,
        &arrival,
        &AutoSplitConfig::new(SplitThreshold::Rows(10_000)),
    )
    .unwrap();
    assert_eq!(out.regions.len(), 199);
    assert_eq!(out.write_region.len(), 1_000_000);
}

// Lints

fn codes(keys: &[RowKey], spec: &SplitSpec, salt: Option<&SaltLayout>) -> Vec<SplitLintKind> {
    let report = RegionReport::build(keys, &spec.resolve().unwrap());
    lint_splits(keys, spec, &report, salt)
        .into_iter()
        .map(|l| l.code.kind())
        .collect()
}

fn num_regions(algorithm: SplitAlgorithm, n: u32) -> SplitSpec {
    SplitSpec::NumRegions {
        algorithm,
        num_regions: n,
        first_row: None,
        last_row: None,
    }
}

fn md5ish(n: u32, upper: bool) -> Vec<RowKey> {
    (0..n)
        .map(|i| {
            let h = i.wrapping_mul(2_654_435_761);
            let text = if upper {
                format!("{h:08X}")
            } else {
                format!("{h:08x}")
            };
            RowKey::from(text.as_str())
        })
        .collect()
}

#[test]
fn hex_split_on_lowercase_md5_is_clean() {
    assert!(
        codes(
            &md5ish(1_000, false),
            &num_regions(SplitAlgorithm::HexString, 8),
            None
        )
        .is_empty()
    );
}

#[test]
fn hex_split_on_uppercase_hex() {
    let found = codes(
        &md5ish(1_000, true),
        &num_regions(SplitAlgorithm::HexString, 8),
        None,
    );
    assert!(
        found.contains(&SplitLintKind::HexUppercaseKeys),
        "{found:?}"
    );
}

#[test]
fn hex_split_on_words() {
    let keys: Vec<RowKey> = ["user1", "user2", "zebra"]
        .iter()
        .map(|s| RowKey::from(*s))
        .collect();
    let found = codes(&keys, &num_regions(SplitAlgorithm::HexString, 4), None);
    assert!(found.contains(&SplitLintKind::HexNonHexKeys), "{found:?}");
}

#[test]
fn decimal_split_on_non_digits() {
    let found = codes(
        &md5ish(100, false),
        &num_regions(SplitAlgorithm::DecimalString, 4),
        None,
    );
    assert!(
        found.contains(&SplitLintKind::DecimalNonDigitKeys),
        "{found:?}"
    );
    assert!(
        !codes(
            &sequential(100),
            &num_regions(SplitAlgorithm::DecimalString, 4),
            None
        )
        .contains(&SplitLintKind::DecimalNonDigitKeys)
    );
}

#[test]
fn uniform_split_on_printable_keys() {
    let found = codes(
        &md5ish(1_000, false),
        &num_regions(SplitAlgorithm::Uniform, 8),
        None,
    );
    assert!(
        found.contains(&SplitLintKind::UniformPrintableKeys),
        "{found:?}"
    );
    assert!(found.contains(&SplitLintKind::EmptyRegions), "{found:?}");
    let range = SplitSpec::KeyRange {
        start: "00000000".into(),
        end: "ffffffff".into(),
        num_regions: 10,
    };
    assert!(
        codes(&md5ish(1_000, false), &range, None).contains(&SplitLintKind::UniformPrintableKeys)
    );
    // Random bytes are what UniformSplit is for.
    let binary: Vec<RowKey> = (0..1_000u32)
        .map(|i| RowKey::new(i.wrapping_mul(2_654_435_761).to_be_bytes().to_vec()))
        .collect();
    assert!(codes(&binary, &num_regions(SplitAlgorithm::Uniform, 8), None).is_empty());
}

#[test]
fn splits_that_ignore_the_salt() {
    let layout = SaltLayout::Byte { buckets: 4 };
    let keys = salted(&sequential(1_000), 4);
    let spec = SplitSpec::Explicit {
        splits: vec!["30000".into(), "60000".into()],
    };
    let found = codes(&keys, &spec, Some(&layout));
    assert!(
        found.contains(&SplitLintKind::SplitsIgnoreSalt),
        "{found:?}"
    );
    assert!(
        found.contains(&SplitLintKind::FewerRegionsThanBuckets),
        "{found:?}"
    );
    assert!(codes(&keys, &SplitSpec::SaltBuckets { buckets: 4 }, Some(&layout)).is_empty());
}

#[test]
fn fewer_regions_than_buckets() {
    let layout = SaltLayout::Byte { buckets: 8 };
    let keys = salted(&sequential(1_000), 8);
    let even = suggest_salted_splits(&keys, &layout, 4).unwrap();
    let spec = SplitSpec::Explicit {
        splits: even.splits.clone(),
    };
    let report = RegionReport::build(&keys, &even.points);
    let lints = lint_splits(&keys, &spec, &report, Some(&layout));
    assert_eq!(lints.len(), 1);
    assert_eq!(lints[0].code.kind(), SplitLintKind::FewerRegionsThanBuckets);
    assert_eq!(lints[0].severity, Severity::Info);
    let uneven = suggest_salted_splits(&keys, &layout, 3).unwrap();
    let report = RegionReport::build(&keys, &uneven.points);
    let spec = SplitSpec::Explicit {
        splits: uneven.splits.clone(),
    };
    let lints = lint_splits(&keys, &spec, &report, Some(&layout));
    assert_eq!(lints[0].severity, Severity::Warning);
}

/// Issue 17: an 8-bucket salt on Phoenix `SALT_BUCKETS => 4` puts buckets 0, 1 and 2 in
/// one region each and buckets 3 to 7 in the last: the lint counts them from the split
/// points, it does not divide 8 by 4.
#[test]
fn buckets_per_region_are_counted_from_the_split_points() {
    let layout = SaltLayout::Byte { buckets: 8 };
    let keys = salted(&sequential(1_000), 8);
    let spec = SplitSpec::SaltBuckets { buckets: 4 };
    let report = RegionReport::build(&keys, &spec.resolve().unwrap());
    let lints = lint_splits(&keys, &spec, &report, Some(&layout));
    let fewer = lints
        .iter()
        .find(|l| l.code.kind() == SplitLintKind::FewerRegionsThanBuckets)
        .unwrap();
    assert_eq!(fewer.severity, Severity::Warning);
    assert!(
        fewer
            .code
            .localized()
            .en
            .contains("which hold 1, 1, 1, 5 buckets"),
        "{}",
        fewer.code.localized().en
    );
    assert!(
        fewer.code.localized().zh.contains("1, 1, 1, 5"),
        "{}",
        fewer.code.localized().zh
    );
    assert!(!fewer.code.localized().en.contains("each region holds"));
}

/// Issue 17: seed 002's `md5(key) % 10 + '#' + key` split at `1` … `9` separates the buckets
/// `0#` … `9#` exactly, as do split points between two buckets' prefixes; only a split that
/// falls outside every bucket is flagged.
#[test]
fn splits_between_unpadded_buckets_are_good() {
    let layout = SaltLayout::DecimalText {
        buckets: 10,
        width: 0,
    };
    let keys: Vec<RowKey> = (0..1_000u32)
        .map(|i| RowKey::from(format!("{}#{}", i % 10, 1_452_380_400 + i).as_str()))
        .collect();
    let digits: Vec<String> = (1..10).map(|d| d.to_string()).collect();
    let spec = SplitSpec::Explicit { splits: digits };
    assert!(codes(&keys, &spec, Some(&layout)).is_empty());
    // Between buckets 4# and 5#, and inside bucket 7: both separate whole buckets or cut one.
    let spec = SplitSpec::Explicit {
        splits: vec!["4$".into(), "7#1452380500".into()],
    };
    assert!(!codes(&keys, &spec, Some(&layout)).contains(&SplitLintKind::SplitsIgnoreSalt));
    // Before every bucket and after every bucket: outside.
    let spec = SplitSpec::Explicit {
        splits: vec!["/".into(), "a".into()],
    };
    assert!(codes(&keys, &spec, Some(&layout)).contains(&SplitLintKind::SplitsIgnoreSalt));
}

/// Issue 17: an md5 hex prefix is not a salt. A read computes it, so nothing fans out over
/// its 16⁶ values, and HexStringSplit on it is what the posts recommend: no "16777216 salt
/// buckets" and no advice to pre-split into 16777216 regions.
#[test]
fn an_md5_prefix_is_not_a_salt() {
    let layout = SaltLayout::HexText { chars: 6 };
    let keys = md5ish(2_000, false);
    let spec = num_regions(SplitAlgorithm::HexString, 8);
    let report = RegionReport::build(&keys, &spec.resolve().unwrap());
    let lints = lint_splits(&keys, &spec, &report, Some(&layout));
    assert!(lints.is_empty(), "{lints:?}");
    // Short hex split points cut the hash space too; a split past 'f' does not.
    let spec = SplitSpec::Explicit {
        splits: vec!["4".into(), "8".into(), "c0".into()],
    };
    assert!(codes(&keys, &spec, Some(&layout)).is_empty());
    let spec = SplitSpec::Explicit {
        splits: vec!["8".into(), "g".into()],
    };
    let lints = lint_splits(
        &keys,
        &spec,
        &RegionReport::build(&keys, &spec.resolve().unwrap()),
        Some(&layout),
    );
    let ignores = lints
        .iter()
        .find(|l| l.code.kind() == SplitLintKind::SplitsIgnoreSalt)
        .unwrap();
    assert!(
        ignores.code.localized().en.contains("1 of 2 split points"),
        "{}",
        ignores.code.localized().en
    );
    assert!(!ignores.code.localized().en.contains("salt bucket"));
}

#[test]
fn salted_suggestions_for_text_and_hex() {
    let dec = SaltLayout::DecimalText {
        buckets: 10,
        width: 2,
    };
    let s = suggest_salted_splits(&[], &dec, 5).unwrap();
    assert_eq!(s.splits, ["02", "04", "06", "08"]);
    let hex = SaltLayout::HexText { chars: 8 };
    let s = suggest_salted_splits(&[], &hex, 5).unwrap();
    // The same boundaries as HexStringSplit.
    let hss = SplitSpec::NumRegions {
        algorithm: SplitAlgorithm::HexString,
        num_regions: 5,
        first_row: None,
        last_row: None,
    }
    .resolve()
    .unwrap();
    assert_eq!(s.points, hss);
    let _ = SplitPoints::default();
}
