//! The unpadded-number fix pads to the width of the column's type (issue 31, item 2): its new
//! encoding accepts every value of the range its words claim ("every int from 0 to
//! 2,147,483,647 fits", "every long …"), the type's minimum and maximum and random values
//! between, not only the sample's, and writes them in numeric order. The claim is read from
//! the fix's own words; the values are encoded by the fixed recipe, as `rowkey` would.

use proptest::prelude::*;
use rowkey_core::encode::encode_sample;
use rowkey_core::i18n::Localize;
use rowkey_core::lint::{LintCode, lint};
use rowkey_core::sample::parse_csv;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};

/// The recipe over column `n`: decimal integers, or the column's text as is.
fn recipe(integer: bool) -> KeySpec {
    let part = KeyPart::column(1, "n");
    KeySpec::new(vec![if integer {
        part.with_encoding(Encoding::integer(IntFormat::Decimal))
    } else {
        part
    }])
}

fn csv(values: &[i64]) -> String {
    std::iter::once("n".to_owned())
        .chain(values.iter().map(i64::to_string))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The fix's claimed largest value, read from its English words.
fn claimed_max(label: &str) -> i64 {
    if label.ends_with("every int from 0 to 2,147,483,647 fits") {
        i64::from(i32::MAX)
    } else if label.ends_with("every long from 0 to 9,223,372,036,854,775,807 fits") {
        i64::MAX
    } else {
        panic!("the fix does not say which values its width allows: {label}")
    }
}

/// Applies the unpadded-number fix raised on `sample` and checks its claim on `probe` values
/// (with the claimed range's ends added): every one encodes, in numeric order.
fn check(integer: bool, sample: &[i64], probe: &[i64]) -> Result<(), TestCaseError> {
    let spec = recipe(integer);
    let data = parse_csv(&csv(sample)).unwrap();
    let encoded = encode_sample(&spec, &data).unwrap();
    let lints = lint(&spec, &data, &encoded);
    let Some(found) = lints.iter().find(|l| l.code() == LintCode::UnpaddedNumber) else {
        // The lint needs values of different lengths.
        let lengths: std::collections::BTreeSet<usize> =
            sample.iter().map(|v| v.to_string().len()).collect();
        prop_assert!(lengths.len() < 2, "no lint on {sample:?}");
        return Ok(());
    };
    let fix = found.fix.as_ref().expect("a fix");
    let max = claimed_max(&fix.kind.localized().en);
    prop_assert!(
        sample.iter().all(|&v| v <= max),
        "{sample:?} over the claim {max}"
    );
    let mut values: Vec<i64> = probe.iter().map(|v| v.rem_euclid(max) + 1).collect();
    values.extend([0, 1, 9, 10, max - 1, max]);
    values.sort_unstable();
    values.dedup();
    let probe_data = parse_csv(&csv(&values)).unwrap();
    let keys = encode_sample(&fix.spec, &probe_data).unwrap();
    prop_assert_eq!(keys.errors().count(), 0, "{:?}", keys.errors().next());
    let bytes: Vec<Vec<u8>> = keys
        .keys()
        .map(|(_, k)| k.key.as_bytes().to_vec())
        .collect();
    prop_assert_eq!(bytes.len(), values.len());
    prop_assert!(
        bytes.windows(2).all(|w| w[0] < w[1]),
        "numeric order is byte order"
    );
    Ok(())
}

/// Sample values: small ids (the sample of the issue: 1 to 99), ints, or longs.
fn sample() -> impl Strategy<Value = Vec<i64>> {
    prop_oneof![
        prop::collection::vec(1_i64..100, 2..30),
        prop::collection::vec(0_i64..=i64::from(i32::MAX), 2..30),
        prop::collection::vec(0_i64..=i64::MAX, 2..30),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_fix_accepts_every_value_of_the_range_it_claims(
        integer in any::<bool>(),
        values in sample(),
        probe in prop::collection::vec(any::<i64>(), 50),
    ) {
        check(integer, &values, &probe)?;
    }
}

/// The issue's cases: a sample of 1 to 99 ("zero-pad to 2", then 100 failed), and a 50-row
/// sample of 7-digit user ids ("left-pad with zeros to 7 characters", then the first 8-digit
/// id failed): both now pad to 10, and a long id to 19.
#[test]
fn the_issue_s_samples_pad_to_the_type_s_width() {
    for (integer, sample, label) in [
        (
            true,
            vec![1, 10, 2, 99],
            "zero-pad to 10 digits: every int from 0 to 2,147,483,647 fits",
        ),
        (
            false,
            (0..50).map(|i| 1_000_000 + i * 7_919).chain([42]).collect(),
            "left-pad with zeros to 10 characters: every int from 0 to 2,147,483,647 fits",
        ),
        (
            true,
            vec![1, 3_000_000_000],
            "zero-pad to 19 digits: every long from 0 to 9,223,372,036,854,775,807 fits",
        ),
    ] {
        let spec = recipe(integer);
        let data = parse_csv(&csv(&sample)).unwrap();
        let lints = lint(&spec, &data, &encode_sample(&spec, &data).unwrap());
        let fix = lints
            .iter()
            .find(|l| l.code() == LintCode::UnpaddedNumber)
            .and_then(|l| l.fix.as_ref())
            .unwrap();
        assert_eq!(fix.kind.localized().en, label);
        check(integer, &sample, &[100, 99_999_999, 2_147_483_647]).unwrap();
    }
}

/// Issue 31, item 11: "sorts 1, 10, 2" is not raised where an md5 prefix makes the part's
/// order irrelevant: the md5 of the part's own column (every id under its own prefix), or of
/// another column when no query ranges over the part (its order matters only within one
/// prefix, for a range). Without the queries (`lint`), only the first case is certain.
#[test]
fn an_md5_prefix_hides_the_order_of_what_follows_it_unless_a_query_ranges_over_it() {
    use rowkey_core::encode::EncodedKeys;
    use rowkey_core::key::sort_order;
    use rowkey_core::lint::lint_keys_with_queries;
    use rowkey_core::plan::{Latest, Op, Predicate, Query};

    let data = parse_csv("user,id\na,1\na,10\nb,2\nb,300\n").unwrap();
    let id = || KeyPart::column(3, "id").with_encoding(Encoding::integer(IntFormat::Decimal));
    let own = KeySpec::new(vec![KeyPart::md5_hex_of_columns(1, &["id"], 4), id()]);
    let other = KeySpec::new(vec![
        KeyPart::md5_hex_of_columns(1, &["user"], 4),
        KeyPart::column(2, "user").with_separator("|"),
        id(),
    ]);
    let plain = KeySpec::new(vec![KeyPart::column(2, "user").with_separator("|"), id()]);
    let by_user = Query::new("user").with(Predicate {
        column: "user".into(),
        op: Op::Eq { value: "a".into() },
    });
    let range = Query::new("ids").with(Predicate {
        column: "id".into(),
        op: Op::Between {
            low: "1".into(),
            high: "5".into(),
        },
    });
    let mut latest = Query::new("latest ids");
    latest.latest = Some(Latest {
        count: 3,
        column: "id".into(),
    });
    let flagged = |spec: &KeySpec, queries: Option<&[Query]>| {
        let lints = match queries {
            Some(queries) => {
                let keys = EncodedKeys::encode(spec, &data).unwrap();
                lint_keys_with_queries(spec, &data, &keys, &sort_order(keys.keys()), queries)
            }
            None => lint(spec, &data, &encode_sample(spec, &data).unwrap()),
        };
        lints.iter().any(|l| l.code() == LintCode::UnpaddedNumber)
    };
    for (name, spec, queries, expected) in [
        ("md5 of the id itself", &own, None, false),
        (
            "md5 of the id itself, a range",
            &own,
            Some(vec![range.clone()]),
            false,
        ),
        ("md5 of the user, queries unknown", &other, None, true),
        (
            "md5 of the user, gets only",
            &other,
            Some(vec![by_user.clone()]),
            false,
        ),
        (
            "md5 of the user, a range over ids",
            &other,
            Some(vec![by_user.clone(), range.clone()]),
            true,
        ),
        (
            "md5 of the user, latest ids",
            &other,
            Some(vec![latest]),
            true,
        ),
        ("no md5", &plain, Some(vec![by_user]), true),
    ] {
        assert_eq!(flagged(spec, queries.as_deref()), expected, "{name}");
    }
}
