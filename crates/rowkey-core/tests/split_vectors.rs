//! Every split vector of hbase-semantics.md §3 (asserted and derived), plus §2.2 and §8.1.

use rowkey_core::RowKey;
use rowkey_core::split::{
    SplitAlgorithm, SplitError, SplitPoints, SplitSpec, Splitter, bytes_split,
};

fn texts(keys: &[RowKey]) -> Vec<String> {
    keys.iter().map(RowKey::to_string_binary).collect()
}

fn hexes(keys: &[RowKey]) -> Vec<String> {
    keys.iter().map(RowKey::to_hex).collect()
}

fn hex_split(n: u32) -> Vec<String> {
    texts(&Splitter::new(SplitAlgorithm::HexString).split(n).unwrap())
}

fn dec_split(n: u32) -> Vec<String> {
    texts(
        &Splitter::new(SplitAlgorithm::DecimalString)
            .split(n)
            .unwrap(),
    )
}

fn uniform_split(n: u32) -> Vec<String> {
    hexes(&Splitter::new(SplitAlgorithm::Uniform).split(n).unwrap())
}

// §3.4 HexStringSplit

#[test]
fn hex_string_split_table() {
    assert_eq!(hex_split(2), ["80000000"]);
    assert_eq!(hex_split(3), ["55555555", "aaaaaaaa"]);
    assert_eq!(hex_split(4), ["40000000", "80000000", "c0000000"]);
    assert_eq!(
        hex_split(5),
        ["33333333", "66666666", "99999999", "cccccccc"]
    );
    assert_eq!(
        hex_split(10),
        [
            "19999999", "33333332", "4ccccccb", "66666664", "7ffffffd", "99999996", "b333332f",
            "ccccccc8", "e6666661"
        ]
    );
    let sixteen: Vec<String> = (1..16).map(|i| format!("{i:x}0000000")).collect();
    assert_eq!(hex_split(16), sixteen);
}

#[test]
fn hex_first_and_last_rows() {
    let hex = Splitter::new(SplitAlgorithm::HexString);
    assert_eq!(hex.first_row().to_string_binary(), "00000000");
    assert_eq!(hex.last_row().to_string_binary(), "ffffffff");
}

// §3.4 DecimalStringSplit

#[test]
fn decimal_string_split_table() {
    assert_eq!(dec_split(2), ["50000000"]);
    assert_eq!(dec_split(3), ["33333333", "66666666"]);
    assert_eq!(dec_split(4), ["25000000", "50000000", "75000000"]);
    assert_eq!(
        dec_split(5),
        ["20000000", "40000000", "60000000", "80000000"]
    );
    let ten: Vec<String> = (1..10).map(|i| format!("{i}0000000")).collect();
    assert_eq!(dec_split(10), ten);
    assert_eq!(
        dec_split(16),
        [
            "06250000", "12500000", "18750000", "25000000", "31250000", "37500000", "43750000",
            "50000000", "56250000", "62500000", "68750000", "75000000", "81250000", "87500000",
            "93750000"
        ]
    );
}

// §3.4 UniformSplit

#[test]
fn uniform_split_table() {
    assert_eq!(uniform_split(2), ["8000000000000000"]);
    assert_eq!(uniform_split(3), ["5555555555555555", "AAAAAAAAAAAAAAAA"]);
    assert_eq!(
        uniform_split(4),
        ["4000000000000000", "8000000000000000", "C000000000000000"]
    );
    assert_eq!(
        uniform_split(5),
        [
            "3333333333333333",
            "6666666666666666",
            "9999999999999999",
            "CCCCCCCCCCCCCCCC"
        ]
    );
    assert_eq!(
        uniform_split(10),
        [
            "1999999999999999",
            "3333333333333332",
            "4CCCCCCCCCCCCCCB",
            "6666666666666664",
            "7FFFFFFFFFFFFFFD",
            "9999999999999996",
            "B33333333333332F",
            "CCCCCCCCCCCCCCC8",
            "E666666666666661"
        ]
    );
    let sixteen: Vec<String> = (1..16)
        .map(|i| format!("{i:X}0{}", "0".repeat(14)))
        .collect();
    assert_eq!(uniform_split(16), sixteen);
    assert!(
        Splitter::new(SplitAlgorithm::Uniform)
            .split(16)
            .unwrap()
            .iter()
            .all(|k| k.len() == 8)
    );
}

#[test]
fn uniform_split_of_one_region_fails() {
    assert_eq!(
        Splitter::new(SplitAlgorithm::Uniform).split(1),
        Err(SplitError::TooFewRegions {
            requested: 1,
            minimum: 2
        })
    );
}

// §3.5 midpoints

#[test]
fn hex_midpoints() {
    let hex = Splitter::new(SplitAlgorithm::HexString);
    let mid = |a: &str, b: &str| {
        hex.midpoint(a.as_bytes(), b.as_bytes())
            .unwrap()
            .to_string_binary()
    };
    assert_eq!(mid("10000000", "30000000"), "20000000");
    assert_eq!(mid("00000000", "20000000"), "10000000");
    assert_eq!(mid("dfffffff", "ffffffff"), "efffffff");
    assert_eq!(
        texts(&hex.split_range(b"00000000", b"30000000", 3, false).unwrap()),
        ["10000000", "20000000"]
    );
}

#[test]
fn decimal_midpoints() {
    let dec = Splitter::new(SplitAlgorithm::DecimalString);
    let mid = |a: &str, b: &str| {
        dec.midpoint(a.as_bytes(), b.as_bytes())
            .unwrap()
            .to_string_binary()
    };
    assert_eq!(mid("00000000", "19999999"), "09999999");
    assert_eq!(mid("79999999", "99999999"), "89999999");
}

#[test]
fn uniform_midpoints() {
    let uniform = Splitter::new(SplitAlgorithm::Uniform);
    assert_eq!(
        uniform.midpoint(&[0x10], &[0x30]).unwrap().as_bytes(),
        [0x20]
    );
    assert_eq!(uniform.midpoint(&[], &[0x20]).unwrap().as_bytes(), [0x10]);
    let mut df = vec![0xFF; 8];
    df[0] = 0xDF;
    assert_eq!(
        uniform.midpoint(&df, &[0xFF; 8]).unwrap().to_hex(),
        "EFFFFFFFFFFFFFFF"
    );
    let aaa = uniform.midpoint(b"aaa", b"aab").unwrap();
    assert_eq!(aaa.as_bytes(), b"aaa\x80");
    assert_eq!(aaa.len(), 4);
    assert_eq!(
        texts(&uniform.split_range(b"aaa", b"aad", 3, false).unwrap()),
        ["aab", "aac"]
    );
    assert_eq!(
        uniform.split_range(b"aaa", b"aae", 2, true).unwrap()[1].to_string_binary(),
        "aac"
    );
}

#[test]
fn hbase_29472_plus_one_on_the_last_region() {
    let hex = Splitter::new(SplitAlgorithm::HexString);
    assert_eq!(
        hex.midpoint(b"e0000000", b"").unwrap().to_string_binary(),
        "f0000000"
    );
    let old = hex.last_row_inclusive_midpoint(false);
    assert_eq!(
        old.midpoint(b"e0000000", b"").unwrap().to_string_binary(),
        "efffffff"
    );
    // Rolling-splitting the 8-way pre-split gives the 16-way boundaries with the fix.
    let hex = Splitter::new(SplitAlgorithm::HexString);
    let eight = hex.split(8).unwrap();
    let mut bounds = vec![RowKey::default()];
    bounds.extend(eight.iter().cloned());
    bounds.push(RowKey::default());
    let mut rolled: Vec<RowKey> = eight.clone();
    for pair in bounds.windows(2) {
        rolled.push(
            hex.midpoint(pair[0].as_bytes(), pair[1].as_bytes())
                .unwrap(),
        );
    }
    rolled.sort();
    assert_eq!(rolled, hex.split(16).unwrap());
}

// §3.5 user input

fn hex_with(first: &str, last: &str) -> Result<Splitter, SplitError> {
    Splitter::new(SplitAlgorithm::HexString)
        .with_first_row(first)?
        .with_last_row(last)
}

#[test]
fn user_input_preconditions() {
    assert!(hex_with("00", "AA").unwrap().split(100).is_ok());
    assert!(matches!(
        hex_with("AA", "00").unwrap().split(2),
        Err(SplitError::LastRowNotAfterFirst { .. })
    ));
    assert!(matches!(
        hex_with("AA", "AA").unwrap().split(2),
        Err(SplitError::LastRowNotAfterFirst { .. })
    ));
    assert!(hex_with("0", "2").unwrap().split(3).is_ok());
    assert!(hex_with("0", "A").unwrap().split(11).is_ok());
    assert_eq!(
        hex_with("0", "A").unwrap().split(12),
        Err(SplitError::RangeTooSmall {
            regions: 12,
            range: "11".into()
        })
    );
    let dec = |n| {
        Splitter::new(SplitAlgorithm::DecimalString)
            .with_first_row("0")
            .unwrap()
            .with_last_row("9")
            .unwrap()
            .split(n)
    };
    assert!(dec(10).is_ok());
    assert!(matches!(dec(11), Err(SplitError::RangeTooSmall { .. })));
    let uniform = Splitter::new(SplitAlgorithm::Uniform)
        .with_first_row("\\x00")
        .unwrap()
        .with_last_row("\\x0A")
        .unwrap();
    let keys = uniform.split(12).unwrap();
    assert_eq!(keys.len(), 11);
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
}

// §3.3 Bytes.split and §3.6 the HBase book's 10-region table

#[test]
fn bytes_split_book_example() {
    // 10 regions = 9 boundaries including both ends: Bytes.split(start, end, 7).
    let keys = bytes_split(b"0000000000000000", b"ffffffffffffffff", false, 7).unwrap();
    let lead: Vec<u8> = keys.iter().map(|k| k.as_bytes()[0]).collect();
    assert_eq!(lead, [48, 54, 61, 68, 75, 82, 88, 95, 102]);
    let chars: String = lead.iter().map(|&b| char::from(b)).collect();
    assert_eq!(chars, "06=DKRX_f");
}

#[test]
fn key_range_create_table() {
    // 10 regions from "0000000000000000".."ffffffffffffffff": 9 splits, the 9 lead bytes above.
    let spec = SplitSpec::KeyRange {
        start: "0000000000000000".into(),
        end: "ffffffffffffffff".into(),
        num_regions: 10,
    };
    let points = spec.resolve().unwrap();
    assert_eq!(points.region_count(), 10);
    let lead: Vec<u8> = points.keys().iter().map(|k| k.as_bytes()[0]).collect();
    assert_eq!(lead, [48, 54, 61, 68, 75, 82, 88, 95, 102]);
    // Three regions: the splits are start and end themselves.
    let three = SplitSpec::KeyRange {
        start: "a".into(),
        end: "b".into(),
        num_regions: 3,
    };
    assert_eq!(three.resolve().unwrap().texts(), ["a", "b"]);
    let two = SplitSpec::KeyRange {
        start: "a".into(),
        end: "b".into(),
        num_regions: 2,
    };
    assert_eq!(
        two.resolve(),
        Err(SplitError::KeyRangeNeedsThreeRegions { requested: 2 })
    );
    let backwards = SplitSpec::KeyRange {
        start: "b".into(),
        end: "a".into(),
        num_regions: 4,
    };
    assert!(matches!(
        backwards.resolve(),
        Err(SplitError::EndNotAfterStart { .. })
    ));
}

#[test]
fn bytes_split_errors() {
    assert!(matches!(
        bytes_split(b"b", b"a", false, 1),
        Err(SplitError::EndNotAfterStart { .. })
    ));
    // "a" padded equals "a\x00": not after.
    assert!(bytes_split(b"a", b"a\x00", false, 1).is_err());
    assert_eq!(
        bytes_split(b"a", b"b", false, 0),
        Err(SplitError::NoSplitsRequested)
    );
}

// §2.2 and §4: shell SPLITS

#[test]
fn explicit_splits_are_sorted_and_go_through_to_bytes_binary() {
    let spec = SplitSpec::Explicit {
        splits: vec![
            "\\xFF".into(),
            "10".into(),
            "\\xff".into(),
            "\\x10\\x00".into(),
        ],
    };
    let points = spec.resolve().unwrap();
    assert_eq!(hexes(points.keys()), ["1000", "3130", "786666", "FF"]);
}

#[test]
fn explicit_split_errors_name_the_split() {
    let empty = SplitSpec::Explicit {
        splits: vec!["a".into(), "b".into(), String::new()],
    };
    assert_eq!(
        empty.resolve(),
        Err(SplitError::EmptySplitKey {
            index: 3,
            text: String::new()
        })
    );
    let dup = SplitSpec::Explicit {
        splits: vec!["A".into(), "b".into(), "\\x41".into()],
    };
    let err = dup.resolve().unwrap_err();
    assert_eq!(
        err.to_string(),
        "split 3 ('\\x41') gives the same bytes ('A') as split 1 ('A'): HBase requires unique split keys"
    );
}

#[test]
fn splits_file_is_one_split_per_line() {
    let spec = SplitSpec::File {
        text: "30000\r\n60000\n90000\n".into(),
    };
    assert_eq!(spec.resolve().unwrap().texts(), ["30000", "60000", "90000"]);
    let blank = SplitSpec::File {
        text: "a\n\nb\n".into(),
    };
    assert_eq!(
        blank.resolve(),
        Err(SplitError::EmptySplitKey {
            index: 2,
            text: String::new()
        })
    );
}

#[test]
fn num_regions_errors() {
    let spec = |n| SplitSpec::NumRegions {
        algorithm: SplitAlgorithm::HexString,
        num_regions: n,
        first_row: None,
        last_row: None,
    };
    assert_eq!(
        spec(1).resolve(),
        Err(SplitError::TooFewRegions {
            requested: 1,
            minimum: 2
        })
    );
    assert_eq!(
        spec(0).resolve(),
        Err(SplitError::TooFewRegions {
            requested: 0,
            minimum: 2
        })
    );
    assert_eq!(
        spec(1).resolve().unwrap_err().to_string(),
        "a region count of 1 is too small: it must be at least 2"
    );
    let err = spec(100_000).resolve().unwrap_err();
    assert_eq!(
        err.to_string(),
        "100000 regions is more than the playground's limit of 10000 regions"
    );
    assert_eq!(spec(10_000).resolve().unwrap().region_count(), 10_000);
    let bad_last = SplitSpec::NumRegions {
        algorithm: SplitAlgorithm::DecimalString,
        num_regions: 4,
        first_row: None,
        last_row: Some("9x".into()),
    };
    assert_eq!(
        bad_last.resolve().unwrap_err().to_string(),
        "the last row '9x' is not a decimal number (digits 0-9)"
    );
}

#[test]
fn too_many_explicit_splits_are_refused() {
    let many: Vec<String> = (0..20_000).map(|i| format!("{i:06}")).collect();
    assert!(matches!(
        SplitPoints::from_texts(&many),
        Err(SplitError::TooManySplits { .. })
    ));
}

// §8.1 Phoenix SALT_BUCKETS

#[test]
fn salt_bucket_pre_splits() {
    let points = SplitSpec::SaltBuckets { buckets: 4 }.resolve().unwrap();
    assert_eq!(points.texts(), ["\\x01", "\\x02", "\\x03"]);
    let all = SplitSpec::SaltBuckets { buckets: 256 }.resolve().unwrap();
    assert_eq!(all.region_count(), 256);
    assert_eq!(
        SplitSpec::SaltBuckets { buckets: 1 }
            .resolve()
            .unwrap()
            .region_count(),
        1
    );
    assert_eq!(
        SplitSpec::SaltBuckets { buckets: 0 }.resolve(),
        Err(SplitError::BadSaltBuckets { buckets: 0 })
    );
    assert!(SplitSpec::SaltBuckets { buckets: 257 }.resolve().is_err());
}

#[test]
fn spec_round_trips_through_serde() {
    let specs = [
        SplitSpec::None,
        SplitSpec::Explicit {
            splits: vec!["30000".into(), "\\xFF".into()],
        },
        SplitSpec::NumRegions {
            algorithm: SplitAlgorithm::HexString,
            num_regions: 5,
            first_row: None,
            last_row: Some("ff".into()),
        },
        SplitSpec::SaltBuckets { buckets: 3 },
    ];
    for spec in specs {
        let json = serde_json::to_string(&spec).unwrap();
        let back: SplitSpec = serde_json::from_str(&json).unwrap();
        assert_eq!(back, spec);
    }
    let json = serde_json::to_string(&SplitSpec::SaltBuckets { buckets: 3 }).unwrap();
    assert_eq!(json, r#"{"kind":"salt_buckets","buckets":3}"#);
}
