//! Property tests of the planner: over random recipes, random data and random queries,
//! every matching sample row lies inside a planned range, ranges are sorted and do not
//! overlap, fuzzy keys accept every matching row, and "latest N" returns the N newest.

mod strategies;

use proptest::prelude::*;
use rowkey_core::RowKey;
use rowkey_core::encode::encode_sample;
use rowkey_core::i18n::plan_reason;
use rowkey_core::plan::{
    ColumnKind, LatestOrder, Predicate, Query, SampleFacts, column_kind, cost, parse_query,
    plan_query, plan_query_with, row_matches,
};
use rowkey_core::spec::{KeyPart, KeySpec};
use strategies::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn plans_are_sound(spec in spec(), rows in rows(), q in query()) {
        prop_assume!(spec.validate().is_ok());
        let sample = sample_from(rows);
        let encoded = encode_sample(&spec, &sample).unwrap();
        // The plan the app makes: relying on what the sample shows.
        let facts = SampleFacts::of(&spec, &sample);
        let plan = match plan_query_with(&spec, sample.columns(), &q, &facts) {
            Ok(p) => p,
            Err(e) => {
                prop_assert!(!bounds_read(&spec, &q), "unexpected error {e}");
                return Ok(());
            }
        };
        // Sorted, non-empty, non-overlapping.
        for r in &plan.ranges {
            prop_assert!(!r.is_empty(), "empty range {:?}", r);
        }
        for w in plan.ranges.windows(2) {
            // Touching ranges are merged, except the per-prefix scans of "latest N" in key order.
            let apart = plan.latest.as_ref().is_some_and(|l| l.order != LatestOrder::ClientSort);
            prop_assert!(!w[0].stop.is_empty() && (w[0].stop < w[1].start || (apart && w[0].stop == w[1].start)), "{:?} overlaps or touches {:?}", w[0], w[1]);
        }
        // Every matching row is covered.
        for (i, k) in encoded.keys() {
            if row_matches(&spec, &q, sample.columns(), &sample.row(i)) {
                prop_assert!(plan.covers(&k.key), "row {:?} key {} not covered by {:?} ({})", sample.row(i).to_vec(), k.key.to_string_binary(), plan.ranges, plan_reason(&plan).en);
                if let Some(f) = &plan.fuzzy {
                    let key = k.key.as_bytes();
                    for (j, (b, m)) in f.key.iter().zip(&f.mask).enumerate() {
                        if *m == 0 && j < key.len() {
                            prop_assert_eq!(key[j], *b, "fuzzy {} rejects {}", f.pattern(), k.key.to_string_binary());
                        }
                    }
                }
            }
        }
        let splits = [RowKey::from("a"), RowKey::from("\u{1}")];
        let mut splits = splits.to_vec();
        splits.sort();
        let c = cost(&plan, &spec, &sample, &encoded, &splits);
        prop_assert!(c.missed.is_empty());
        prop_assert!(c.rows_returned <= c.rows_scanned);
        // "Latest N" returns the N newest matching rows.
        if let Some(l) = &plan.latest {
            let kind = column_kind(&spec, &l.column);
            let col = sample.column_index(&l.column).unwrap();
            let time = |row: usize| match kind {
                ColumnKind::Text => None,
                _ => sample.value(row, col).unwrap().trim().parse::<i128>().ok(),
            };
            if !matches!(kind, ColumnKind::Text) {
                let mut all: Vec<Option<i128>> = encoded
                    .keys()
                    .filter(|(i, _)| row_matches(&spec, &q, sample.columns(), &sample.row(*i)))
                    .map(|(i, _)| time(i))
                    .collect();
                all.sort_by(|a, b| b.cmp(a));
                all.truncate(l.count as usize);
                let got: Vec<Option<i128>> = c.returned.iter().map(|i| time(*i)).collect();
                prop_assert_eq!(got, all, "order {:?}", l.order);
            }
            if l.order != LatestOrder::ClientSort {
                prop_assert!(c.rows_scanned <= plan.ranges.len() * sample.row_count());
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn time_plans_are_sound_and_latest_is_newest(spec in time_spec(), rows in time_rows(), q in time_query()) {
        prop_assume!(spec.validate().is_ok());
        let sample = sample_from(rows);
        let encoded = encode_sample(&spec, &sample).unwrap();
        let facts = SampleFacts::of(&spec, &sample);
        let Ok(plan) = plan_query_with(&spec, sample.columns(), &q, &facts) else { return Ok(()) };
        for w in plan.ranges.windows(2) {
            let apart = plan.latest.as_ref().is_some_and(|l| l.order != LatestOrder::ClientSort);
            prop_assert!(!w[0].stop.is_empty() && (w[0].stop < w[1].start || (apart && w[0].stop == w[1].start)));
        }
        let c = cost(&plan, &spec, &sample, &encoded, &[]);
        prop_assert!(c.missed.is_empty(), "missed {:?} with {:?} ({})", c.missed, plan.ranges, plan_reason(&plan).en);
        if let Some(l) = &plan.latest {
            let col = sample.column_index("ts").unwrap();
            let time = |row: usize| sample.value(row, col).unwrap().trim().parse::<i128>().ok();
            let mut all: Vec<Option<i128>> = encoded
                .keys()
                .filter(|(i, _)| row_matches(&spec, &q, sample.columns(), &sample.row(*i)))
                .map(|(i, _)| time(i))
                .collect();
            all.sort_by(|a, b| b.cmp(a));
            all.truncate(l.count as usize);
            let got: Vec<Option<i128>> = c.returned.iter().map(|i| time(*i)).collect();
            prop_assert_eq!(got, all, "order {:?} ranges {:?}", l.order, plan.ranges);
        }
    }
}

/// Recipes led by a text part (reversed, reverse-domain, cut, padded, …) with STARTS WITH,
/// ENDS WITH and HOST ENDS WITH on its column: where the transforms let an affix fix the
/// key's start.
fn affix_spec() -> impl Strategy<Value = KeySpec> {
    (
        text_part().prop_map(|mut p| {
            if let rowkey_core::spec::PartValue::Field { source, .. } = &mut p.value {
                *source = rowkey_core::spec::Source::Column { name: "a".into() };
            }
            p
        }),
        prop::option::of(text_part()),
    )
        .prop_map(|(a, tail)| {
            let parts: Vec<KeyPart> = std::iter::once(a).chain(tail).collect();
            KeySpec::new(
                parts
                    .into_iter()
                    .enumerate()
                    .map(|(i, mut p)| {
                        p.id = rowkey_core::PartId(u32::try_from(i + 1).unwrap_or(0));
                        p
                    })
                    .collect(),
            )
        })
}

/// Ends of host names, and texts built from them with a scheme, port or path in front.
const AFFIXES: [&str; 6] = [".a.b", "a.b", ".b", "b.", "b", "a/"];

fn affix_text() -> impl Strategy<Value = String> {
    (
        "[ab]{0,2}",
        prop::sample::select(vec!["", ".", "/", ":", "://", "?", "#", "a://b/"]),
        prop::sample::select(AFFIXES.to_vec()),
        prop::sample::select(vec!["", "", "", "b", ".a"]),
    )
        .prop_map(|(head, mid, affix, tail)| format!("{head}{mid}{affix}{tail}"))
}

fn affix_rows() -> impl Strategy<Value = Vec<Vec<String>>> {
    prop::collection::vec(
        (affix_text(), int_value(), ts_value(), text_value())
            .prop_map(|(a, n, ts, b)| vec![a, n, ts, b]),
        0..30,
    )
}

fn affix_query() -> impl Strategy<Value = Query> {
    prop::collection::vec(
        (
            0u8..3,
            prop_oneof![
                text_value(),
                prop::sample::select(AFFIXES.to_vec()).prop_map(String::from)
            ],
        ),
        1..3,
    )
    .prop_map(|affixes| {
        affixes.into_iter().fold(Query::new("affix"), |q, (op, v)| {
            q.with(match op {
                0 => Predicate::starts_with("a", &v),
                1 => Predicate::ends_with("a", &v),
                _ => Predicate::host_ends_with("a", &v),
            })
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn affix_plans_are_sound(spec in affix_spec(), rows in affix_rows(), q in affix_query()) {
        prop_assume!(spec.validate().is_ok());
        let sample = sample_from(rows);
        let encoded = encode_sample(&spec, &sample).unwrap();
        let plan = plan_query(&spec, sample.columns(), &q).unwrap();
        for (i, k) in encoded.keys() {
            if row_matches(&spec, &q, sample.columns(), &sample.row(i)) {
                prop_assert!(plan.covers(&k.key), "row {:?} key {} not covered by {:?} ({})", sample.row(i).to_vec(), k.key.to_string_binary(), plan.ranges, plan_reason(&plan).en);
            }
        }
        let c = cost(&plan, &spec, &sample, &encoded, &[]);
        prop_assert!(c.missed.is_empty());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn query_text_round_trips(q in query(), col in "\\PC{1,6}", v in "\\PC{0,6}") {
        prop_assert_eq!(parse_query("q", &q.to_string()).unwrap(), q);
        let odd = Query::new("q").with(Predicate::eq(&col, &v)).latest(1, &col);
        prop_assert_eq!(parse_query("q", &odd.to_string()).unwrap(), odd);
    }
}

mod java;

/// The Java client code compiles for generated recipes and queries (both strategies above):
/// 64 plans from a fixed seed, compiled in one `javac` run (`tests/java/mod.rs`).
#[test]
fn generated_plans_compile_as_java() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let cases = (
        prop_oneof![spec(), time_spec()],
        prop_oneof![query(), time_query()],
    );
    let columns: Vec<String> = COLUMNS.iter().map(|c| (*c).to_owned()).collect();
    let mut snippets = Vec::new();
    for _ in 0..2_000 {
        if snippets.len() == 64 {
            break;
        }
        let (spec, q) = cases.new_tree(&mut runner).unwrap().current();
        if spec.validate().is_err() {
            continue;
        }
        let Ok(plan) = plan_query(&spec, &columns, &q) else {
            continue;
        };
        snippets.push(java::Snippet {
            label: format!("recipe {spec:?}, query {q}"),
            code: rowkey_core::plan::java(&plan, &spec, "t", "cf"),
        });
    }
    assert_eq!(snippets.len(), 64);
    java::assert_compiles("generated", &snippets);
}
