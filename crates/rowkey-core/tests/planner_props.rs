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
                prop_assert!(plan.covers(&k.key), "row {:?} key {} not covered by {:?} ({})", sample.row(i).to_vec(), k.key.to_string_binary(), plan.ranges, plan_reason(&plan, &spec).en);
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
        prop_assert!(c.missed.is_empty(), "missed {:?} with {:?} ({})", c.missed, plan.ranges, plan_reason(&plan, &spec).en);
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
                prop_assert!(plan.covers(&k.key), "row {:?} key {} not covered by {:?} ({})", sample.row(i).to_vec(), k.key.to_string_binary(), plan.ranges, plan_reason(&plan, &spec).en);
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

/// The characters the tightness search writes values from: below, around and above the
/// separators the strategies use (`\x00`, `#`, `_`) and the letters the bounds use.
const TIGHT_ALPHABET: [char; 7] = ['\u{0}', '#', 'A', '_', 'a', 'b', '~'];

/// Every text of at most three characters over [`TIGHT_ALPHABET`]: every value a bound of
/// at most two characters has as a prefix or a neighbour one character away.
fn tight_values() -> Vec<String> {
    let mut out = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..3 {
        let mut next = Vec::new();
        for v in &last {
            for c in TIGHT_ALPHABET {
                next.push(format!("{v}{c}"));
            }
        }
        out.extend(next.iter().cloned());
        last = next;
    }
    out
}

fn tight_query() -> impl Strategy<Value = Query> {
    let bound = "[\\x00#A_ab~]{0,2}";
    prop::collection::vec((0u8..5, bound, bound), 1..3).prop_map(|preds| {
        preds
            .into_iter()
            .fold(Query::new("tight"), |q, (op, x, y)| {
                q.with(match op {
                    0 => Predicate::lt("a", &x),
                    1 => Predicate::le("a", &x),
                    2 => Predicate::gt("a", &x),
                    3 => Predicate::ge("a", &x),
                    _ => Predicate::between("a", &x, &y),
                })
            })
    })
}

/// What bounds the keys of one value of the first part: the bytes every such key starts
/// with, through the bytes written after the value (`head`), and whether the rest of the
/// key is free (another part follows).
fn head_of<'k>(spec: &KeySpec, key: &'k rowkey_core::encode::EncodedKey) -> (&'k [u8], bool) {
    let part = &spec.parts[0];
    let value = key.value_of(part.id).unwrap_or_default().len();
    let sep = part.separator.as_ref().map_or(0, |s| s.as_bytes().len());
    let bytes = key.key.as_bytes();
    let end = (value + sep).min(bytes.len());
    (&bytes[..end], spec.parts.len() > 1)
}

/// The first stop row after every key that starts with `head` (`None`: the table's end).
fn after_all(head: &[u8]) -> Option<Vec<u8>> {
    let keep = head.iter().rposition(|&b| b != 0xFF)?;
    let mut out = head[..=keep].to_vec();
    out[keep] += 1;
    Some(out)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Tightness (issue 30): a range on a text part (any shape the strategies make: padded,
    /// cut, reversed, with any separator, alone or before another part) cannot be narrowed
    /// without losing a row that could match. Every value of up to three characters around
    /// the bounds is written with the engine's encoder and judged by `row_matches`; the
    /// range must hold every matching key, start no lower than the first bytes of any
    /// matching value's keys, and stop no higher than the end of the last matching value's
    /// keys (a key that ends with the value stops right after it; a free rest after the
    /// value's separator stops after every key that starts with them). An exclusive bound's
    /// own bytes are allowed too (values just below it approach it without a last one).
    #[test]
    fn planned_text_ranges_cannot_be_narrowed(spec in affix_spec(), q in tight_query()) {
        prop_assume!(spec.validate().is_ok());
        let values = tight_values();
        let rows: Vec<Vec<String>> = values
            .iter()
            .flat_map(|a| ["", "~"].map(|b| vec![a.clone(), "0".to_owned(), "0".to_owned(), b.to_owned()]))
            .collect();
        let sample = sample_from(rows);
        let encoded = encode_sample(&spec, &sample).unwrap();
        let plan = plan_query(&spec, sample.columns(), &q).unwrap();
        let matching: Vec<&rowkey_core::encode::EncodedKey> = encoded
            .keys()
            .filter(|(i, _)| row_matches(&spec, &q, sample.columns(), &sample.row(*i)))
            .map(|(_, k)| k)
            .collect();
        for k in &matching {
            prop_assert!(plan.covers(&k.key), "{} not covered by {:?}", k.key.to_string_binary(), plan.ranges);
        }
        // Only ranges the planner narrowed on the text part claim tightness; a plan that
        // says it widened (a note, shown with the plan) claims none. One case: a low end of
        // '' on a part more parts follow; the empty value writes nothing, so the rest of the
        // key can be anything. (When every later part is then empty too, as first2(a) is for
        // a = '', the whole key is empty and HBase refuses the row: the planner does not
        // look that far, and says so.)
        let ranged = plan.walk.stopped_at.as_ref().is_some_and(|(_, range)| *range);
        let from_empty = q.predicates.iter().any(|p| {
            matches!(&p.op, rowkey_core::plan::Op::Between { low, .. } | rowkey_core::plan::Op::Ge { value: low } if low.is_empty())
        });
        let widened = from_empty
            && plan
                .notes
                .iter()
                .any(|n| matches!(n, rowkey_core::plan::PlanNote::Widened { .. }));
        if !ranged || widened || plan.ranges.len() != 1 || matching.is_empty() {
            return Ok(());
        }
        let r = &plan.ranges[0];
        // The bytes a bound's own value is written as, for an exclusive bound.
        let written = |v: &str| -> Option<Vec<u8>> {
            let s = sample_from(vec![vec![v.to_owned(), "0".to_owned(), "0".to_owned(), String::new()]]);
            let e = encode_sample(&spec, &s).ok()?;
            let (_, k) = e.keys().next()?;
            k.value_of(spec.parts[0].id).map(<[u8]>::to_vec)
        };
        // The low bound's own bytes: below them lie only keys no value writes (a padded
        // value's fill, a fixed width), which no narrower start would drop a row for.
        let exclusive = |lower: bool| -> Vec<Vec<u8>> {
            use rowkey_core::plan::Op;
            q.predicates
                .iter()
                .filter_map(|p| match (&p.op, lower) {
                    (Op::Gt { value } | Op::Ge { value }, true) => Some(value.as_bytes().to_vec()),
                    (Op::Between { low, .. }, true) => Some(low.as_bytes().to_vec()),
                    (Op::Lt { value }, false) => written(value),
                    _ => None,
                })
                .collect()
        };
        // Only a bounded side claims anything: an unbounded one runs to the prefix's edge,
        // past values this search does not write (`é` is above `~`).
        let bounded = |lower: bool| {
            q.predicates.iter().any(|p| match &p.op {
                rowkey_core::plan::Op::Between { .. } => true,
                rowkey_core::plan::Op::Gt { .. } | rowkey_core::plan::Op::Ge { .. } => lower,
                _ => !lower,
            })
        };
        // Start: not below the lowest first bytes of a matching value's keys.
        let lowest = matching
            .iter()
            .map(|k| {
                let part = &spec.parts[0];
                let value = k.value_of(part.id).unwrap_or_default().len();
                k.key.as_bytes()[..value.min(k.key.len())].to_vec()
            })
            .chain(exclusive(true))
            .min()
            .unwrap();
        prop_assert!(!bounded(true) || r.start.as_bytes() >= lowest.as_slice(), "start {} below {} ({q})", r.start.to_string_binary(), RowKey::new(lowest.clone()).to_string_binary());
        // Stop: not above the end of the highest matching value's keys.
        let ends = matching.iter().map(|k| {
            let (head, free) = head_of(&spec, k);
            if free {
                after_all(head)
            } else {
                let mut next = k.key.as_bytes().to_vec();
                next.push(0);
                Some(next)
            }
        });
        let highest: Option<Vec<u8>> = ends
            .chain(exclusive(false).into_iter().map(Some))
            .max_by(|a, b| match (a, b) {
                (None, None) => std::cmp::Ordering::Equal,
                (None, _) => std::cmp::Ordering::Greater,
                (_, None) => std::cmp::Ordering::Less,
                (Some(a), Some(b)) => a.cmp(b),
            })
            .unwrap();
        if let (Some(highest), true) = (highest, bounded(false)) {
            prop_assert!(!r.stop.is_empty() && r.stop.as_bytes() <= highest.as_slice(), "stop {} above {} ({q}, {:?})", r.stop.to_string_binary(), RowKey::new(highest.clone()).to_string_binary(), spec);
        }
    }
}
