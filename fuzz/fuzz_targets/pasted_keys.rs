//! Pasted keys used as their bytes: any text read as a key list or scan output, keyed by
//! "the pasted key, as is" whole and by a byte range (taken from the input's first two
//! bytes), gives exactly each row's raw key (or those bytes of it); deciding whether a paste
//! opens with that recipe never panics; and `=`, starts-with and range queries on the key
//! column (values taken from the sample's own key texts) plan soundly.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::analysis::{FormatChoice, recipe_for_pasted_keys};
use rowkey_core::encode::encode_sample;
use rowkey_core::plan::{Predicate, Query, cost, plan_query};
use rowkey_core::sample::{KEY_COLUMN, SampleFormat, SampleLimits, parse_sample};
use rowkey_core::spec::{KeyPart, KeySpec};

fuzz_target!(|data: &[u8]| {
    let (range, rest) = data.split_at(data.len().min(2));
    let text = String::from_utf8_lossy(rest);
    let seed = KeySpec::new(vec![KeyPart::column(1, "uid"), KeyPart::column(2, "d:v")]);
    for choice in [
        FormatChoice::Auto,
        FormatChoice::Fixed(SampleFormat::PlainKeys),
        FormatChoice::Fixed(SampleFormat::HBaseScan),
    ] {
        if let Some(recipe) = recipe_for_pasted_keys(&seed, &text, choice) {
            assert_eq!(recipe, KeySpec::pasted_key());
        }
    }
    let limits = SampleLimits {
        max_rows: 500,
        ..SampleLimits::default()
    };
    let format = SampleFormat::detect(&text);
    let format = if matches!(format, SampleFormat::HBaseScan) {
        format
    } else {
        SampleFormat::PlainKeys
    };
    let Ok(sample) = parse_sample(&text, format, &limits) else {
        return;
    };
    let raw = sample
        .raw_keys()
        .expect("key lists and scan output carry raw keys");

    // The whole key: exactly the raw key.
    let whole = KeySpec::pasted_key();
    let encoded = encode_sample(&whole, &sample).expect("the key column is there");
    for (row, result) in encoded.rows.iter().enumerate() {
        let key = result.as_ref().expect("a pasted key always encodes");
        assert_eq!(Some(&key.key), raw.get(row));
    }

    // A byte range: those bytes of it, fewer for a shorter key.
    let start = u32::from(range.first().copied().unwrap_or(0) % 8);
    let end = range
        .get(1)
        .map(|b| start + 1 + u32::from(*b % 8))
        .filter(|_| range.get(1).is_some_and(|b| b % 3 != 0));
    let cut = KeySpec::new(vec![KeyPart::raw_key_range(1, start, end)]);
    let cut_keys = encode_sample(&cut, &sample).expect("a valid range");
    for (row, result) in cut_keys.rows.iter().enumerate() {
        let bytes = raw.get(row).map(|k| k.as_bytes()).unwrap_or_default();
        let to = end.map_or(bytes.len(), |e| (e as usize).min(bytes.len()));
        let from = (start as usize).min(to);
        let key = result.as_ref().expect("a byte range always encodes");
        assert_eq!(key.key.as_bytes(), &bytes[from..to]);
    }

    // Queries on the key column, with the sample's own key texts as values.
    let column = sample.column_index(KEY_COLUMN).unwrap_or(0);
    let texts: Vec<&str> = (0..sample.row_count().min(3))
        .filter_map(|row| sample.value(row, column))
        .collect();
    let Some(first) = texts.first().copied() else {
        return;
    };
    let last = texts.last().copied().unwrap_or(first);
    let prefix: String = first.chars().take(3).collect();
    let queries = [
        Query::new("eq").with(Predicate::eq(KEY_COLUMN, first)),
        Query::new("in").with(Predicate::is_in(KEY_COLUMN, &texts)),
        Query::new("prefix").with(Predicate::starts_with(KEY_COLUMN, &prefix)),
        Query::new("range").with(Predicate::between(KEY_COLUMN, first, last)),
        Query::new("below").with(Predicate::lt(KEY_COLUMN, last)),
    ];
    for (spec, keys) in [(&whole, &encoded), (&cut, &cut_keys)] {
        for query in &queries {
            let Ok(plan) = plan_query(spec, sample.columns(), query) else {
                continue;
            };
            let result = cost(&plan, spec, &sample, keys, &[]);
            assert!(
                result.missed.is_empty(),
                "unsound plan for {query}: missed rows {:?}",
                result.missed
            );
        }
    }
});
