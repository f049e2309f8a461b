//! Typed key encodings in recipes (Phoenix primary keys, HBase `OrderedBytes` structs,
//! Bigtable `OrderedCodeBytes` structs), checked against things written apart from the
//! recipe engine:
//!
//! - the whole-key builders of `rowkey-encodings` (`phoenix::row_key`,
//!   `ordered_bytes::encode_struct`, `bigtable::row_key`), each written from its store's
//!   source with its own vectors: the recipe engine, which builds a key part by part, must
//!   write the same bytes and refuse the same rows;
//! - the planner's soundness over random typed recipes, rows and queries, judged by a
//!   matcher in this file that compares numbers as numbers and text as text (not through
//!   the encodings): every matching row lies in a planned range, and "latest N" on a
//!   descending time returns the N newest.

use proptest::prelude::*;
use rowkey_core::encode::{Encoder, encode_sample};
use rowkey_core::i18n::plan_reason;
use rowkey_core::plan::{Predicate, Query, SampleFacts, cost, plan_query_with};
use rowkey_core::sample::Sample;
use rowkey_core::spec::{Encoding, KeyPart, KeySpec, Salt};
use rowkey_core::typed::TypedEncoding;
use rowkey_encodings::Order;
use rowkey_encodings::bigtable::{self, FieldType, StructEncoding};
use rowkey_encodings::ordered_bytes::{self, OrderedType};
use rowkey_encodings::phoenix::{self, PhoenixType};

fn typed_part(id: u32, column: &str, typed: TypedEncoding) -> KeyPart {
    KeyPart::column(id, column).with_encoding(Encoding::Typed(typed))
}

/// The key the recipe engine writes for one row, or `None` when it refuses the row.
fn engine_key(spec: &KeySpec, columns: &[String], values: &[String]) -> Option<Vec<u8>> {
    let mut encoder = Encoder::new(spec, columns).expect("valid recipe");
    encoder
        .encode_row(0, values)
        .ok()
        .map(|k| k.key.as_bytes().to_vec())
}

fn column_names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("c{i}")).collect()
}

// ---- Phoenix ----

fn phoenix_value(ty: PhoenixType) -> BoxedStrategy<String> {
    let int = |lo: i64, hi: i64| (lo..=hi).prop_map(|n| n.to_string()).boxed();
    match ty {
        PhoenixType::TinyInt => int(-128, 127),
        PhoenixType::SmallInt => int(-300, 300),
        PhoenixType::Integer | PhoenixType::BigInt => int(-100_000, 100_000),
        PhoenixType::UnsignedTinyInt => int(0, 127),
        PhoenixType::UnsignedSmallInt | PhoenixType::UnsignedInt | PhoenixType::UnsignedLong => {
            int(0, 70_000)
        }
        PhoenixType::Boolean => {
            prop_oneof![Just("true".to_owned()), Just("false".to_owned())].boxed()
        }
        PhoenixType::Date | PhoenixType::Time | PhoenixType::Timestamp => prop_oneof![
            int(-1_000_000, 2_000_000_000_000),
            Just("2016-01-28 00:00:00.123".to_owned()),
            Just("2024-02-29 23:59:59".to_owned()),
        ]
        .boxed(),
        PhoenixType::Char(_) => "[a-c ]{0,3}".prop_map(|s| s.trim_end().to_owned()).boxed(),
        PhoenixType::Varchar | PhoenixType::Varbinary => "(|a|ab|b|é|ba|a b)".boxed(),
        PhoenixType::Decimal(_) => prop_oneof![
            int(-1000, 1000),
            (-10_000i64..10_000).prop_map(|n| format!("{}.{:02}", n / 100, (n % 100).abs())),
            Just("1e-10".to_owned()),
            Just("12.5".to_owned()),
        ]
        .boxed(),
    }
}

fn phoenix_type() -> impl Strategy<Value = PhoenixType> {
    prop::sample::select(
        PhoenixType::ALL
            .iter()
            .copied()
            .filter(|t| *t != PhoenixType::Varbinary)
            .map(|t| {
                if t == PhoenixType::Char(1) {
                    PhoenixType::Char(3)
                } else {
                    t
                }
            })
            .collect::<Vec<_>>(),
    )
}

fn order() -> impl Strategy<Value = Order> {
    prop_oneof![Just(Order::Asc), Just(Order::Desc)]
}

/// A Phoenix primary key (VARBINARY last and ascending, as Phoenix requires) and one row.
fn phoenix_table() -> impl Strategy<Value = (Vec<(PhoenixType, Order)>, Vec<String>)> {
    (
        prop::collection::vec((phoenix_type(), order()), 1..5),
        any::<bool>(),
    )
        .prop_flat_map(|(mut columns, varbinary_last)| {
            if varbinary_last {
                columns.push((PhoenixType::Varbinary, Order::Asc));
            }
            let values: Vec<BoxedStrategy<String>> =
                columns.iter().map(|(t, _)| phoenix_value(*t)).collect();
            (Just(columns), values)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The recipe engine writes Phoenix's key (`PTableImpl.newKey`), salt byte included,
    /// and refuses the rows Phoenix refuses.
    #[test]
    fn phoenix_recipes_write_phoenix_keys((columns, values) in phoenix_table(), salt in prop::option::of(1u16..=16)) {
        let names = column_names(columns.len());
        let mut parts: Vec<KeyPart> = Vec::new();
        if let Some(n) = salt {
            parts.push(KeyPart::salt(100, Salt::phoenix(u32::from(n))));
        }
        for (i, ((r#type, order), name)) in columns.iter().zip(&names).enumerate() {
            let id = u32::try_from(i + 1).unwrap();
            parts.push(typed_part(id, name, TypedEncoding::Phoenix { r#type: *r#type, order: *order }));
        }
        let spec = KeySpec::new(parts);
        let texts: Vec<&str> = values.iter().map(String::as_str).collect();
        let expected = phoenix::row_key(&columns, &texts, salt).ok();
        prop_assert_eq!(engine_key(&spec, &names, &values), expected, "values {:?}", values);
    }
}

// ---- HBase OrderedBytes ----

fn ordered_value(ty: OrderedType) -> BoxedStrategy<String> {
    let int = |lo: i64, hi: i64| (lo..=hi).prop_map(|n| n.to_string()).boxed();
    match ty {
        OrderedType::Int8 => int(-128, 127),
        OrderedType::Int16 => int(-300, 300),
        OrderedType::Int32 | OrderedType::Int64 => int(-100_000, 100_000),
        OrderedType::Float32 | OrderedType::Float64 => {
            (-1000i32..1000).prop_map(|n| format!("{}.5", n)).boxed()
        }
        OrderedType::Numeric => prop_oneof![
            int(-1000, 1000),
            Just("0.001".to_owned()),
            Just("-12.75".to_owned()),
            Just("1e20".to_owned()),
        ]
        .boxed(),
        OrderedType::String | OrderedType::BlobVar | OrderedType::BlobCopy => "(|a|ab|b|é)".boxed(),
    }
}

fn ordered_struct() -> impl Strategy<Value = (Vec<(OrderedType, Order)>, Vec<String>)> {
    prop::collection::vec(
        (
            prop::sample::select(
                OrderedType::ALL
                    .iter()
                    .copied()
                    .filter(|t| *t != OrderedType::BlobCopy)
                    .collect::<Vec<_>>(),
            ),
            order(),
        ),
        1..5,
    )
    .prop_flat_map(|fields| {
        let values: Vec<BoxedStrategy<String>> =
            fields.iter().map(|(t, _)| ordered_value(*t)).collect();
        (Just(fields), values)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The recipe engine writes `Struct.encode`'s bytes (trailing nulls left out, a null
    /// elsewhere `encodeNull`) and refuses what it refuses.
    #[test]
    fn ordered_bytes_recipes_write_struct_keys((fields, values) in ordered_struct()) {
        let names = column_names(fields.len());
        let parts = fields
            .iter()
            .zip(&names)
            .enumerate()
            .map(|(i, ((r#type, order), name))| {
                typed_part(u32::try_from(i + 1).unwrap(), name, TypedEncoding::OrderedBytes { r#type: *r#type, order: *order })
            })
            .collect();
        let spec = KeySpec::new(parts);
        let texts: Vec<&str> = values.iter().map(String::as_str).collect();
        // An all-null struct encodes as nothing, which is no row key: HBase refuses an empty
        // row (`Mutation.checkRow`: "Row length is 0"), and so does the engine (issue 31
        // item 13; it gave the empty key before).
        let expected = ordered_bytes::encode_struct(&fields, &texts)
            .ok()
            .filter(|key| !key.is_empty());
        prop_assert_eq!(engine_key(&spec, &names, &values), expected, "values {:?}", values);
    }
}

// ---- Bigtable ----

fn bigtable_value(ty: FieldType) -> BoxedStrategy<String> {
    match ty {
        FieldType::StringUtf8Bytes | FieldType::BytesRaw => "(|a|ab|b|é|\u{0}x)".boxed(),
        FieldType::Int64BigEndianBytes | FieldType::Int64OrderedCodeBytes => prop_oneof![
            (-100_000i64..100_000).prop_map(|n| n.to_string()),
            Just(i64::MIN.to_string()),
            Just(i64::MAX.to_string()),
        ]
        .boxed(),
    }
}

fn bigtable_struct() -> impl Strategy<Value = (Vec<FieldType>, Vec<String>)> {
    prop::collection::vec(prop::sample::select(FieldType::ALL.to_vec()), 1..5).prop_flat_map(
        |fields| {
            let values: Vec<BoxedStrategy<String>> =
                fields.iter().map(|t| bigtable_value(*t)).collect();
            (Just(fields), values)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The recipe engine writes Bigtable's `OrderedCodeBytes` struct key.
    #[test]
    fn bigtable_recipes_write_ordered_code_keys((fields, values) in bigtable_struct()) {
        let names = column_names(fields.len());
        let parts = fields
            .iter()
            .zip(&names)
            .enumerate()
            .map(|(i, (r#type, name))| typed_part(u32::try_from(i + 1).unwrap(), name, TypedEncoding::Bigtable { r#type: *r#type }))
            .collect();
        let spec = KeySpec::new(parts);
        let texts: Vec<&str> = values.iter().map(String::as_str).collect();
        let expected = bigtable::row_key(&fields, &StructEncoding::OrderedCodeBytes, &texts).ok();
        prop_assert_eq!(engine_key(&spec, &names, &values), expected, "values {:?}", values);
    }
}

// ---- Planning on typed keys ----

/// A value of a column under the test's own reading: a number, or text; `None` for null
/// (empty text in Phoenix and `OrderedBytes`, which compares with nothing).
#[derive(Clone, Debug, PartialEq, PartialOrd)]
enum Value {
    Number(f64),
    Text(String),
}

fn read(numeric: bool, text: &str) -> Option<Value> {
    if text.is_empty() {
        return None;
    }
    if numeric {
        text.parse::<f64>().ok().map(Value::Number)
    } else {
        Some(Value::Text(text.to_owned()))
    }
}

/// Whether a row satisfies the query, by the test's own comparison.
fn matches(q: &Query, columns: &[&str], numeric: &[bool], row: &[String]) -> bool {
    q.predicates.iter().all(|p| {
        let Some(i) = columns.iter().position(|c| *c == p.column) else {
            return false;
        };
        let Some(v) = read(numeric[i], &row[i]) else {
            return false;
        };
        let bound = |t: &str| read(numeric[i], t);
        let cmp = |t: &str| bound(t).and_then(|b| v.partial_cmp(&b));
        use rowkey_core::plan::Op;
        use std::cmp::Ordering::*;
        match &p.op {
            Op::Eq { value } => cmp(value) == Some(Equal),
            Op::In { values } => values.iter().any(|x| cmp(x) == Some(Equal)),
            Op::Lt { value } => cmp(value) == Some(Less),
            Op::Le { value } => matches!(cmp(value), Some(Less | Equal)),
            Op::Gt { value } => cmp(value) == Some(Greater),
            Op::Ge { value } => matches!(cmp(value), Some(Greater | Equal)),
            Op::Between { low, high } => {
                matches!(cmp(low), Some(Greater | Equal)) && matches!(cmp(high), Some(Less | Equal))
            }
            _ => true,
        }
    })
}

/// Recipes of a text column `a`, a number `n` and a time `ts` (epoch millis), each in one
/// store's typed encoding, in random orders and sort orders.
fn typed_plan_spec() -> impl Strategy<Value = (KeySpec, [bool; 3])> {
    let phoenix = (
        order(),
        order(),
        order(),
        prop::sample::select(vec![
            PhoenixType::Integer,
            PhoenixType::BigInt,
            PhoenixType::Decimal(None),
        ]),
        any::<bool>(),
    )
        .prop_map(|(oa, on, ot, nt, salted)| {
            let mut parts = Vec::new();
            if salted {
                parts.push(KeyPart::salt(9, Salt::phoenix(3)));
            }
            parts.push(typed_part(
                1,
                "a",
                TypedEncoding::Phoenix {
                    r#type: PhoenixType::Varchar,
                    order: oa,
                },
            ));
            parts.push(typed_part(
                2,
                "ts",
                TypedEncoding::Phoenix {
                    r#type: PhoenixType::Date,
                    order: ot,
                },
            ));
            parts.push(typed_part(
                3,
                "n",
                TypedEncoding::Phoenix {
                    r#type: nt,
                    order: on,
                },
            ));
            parts
        });
    let ordered = (
        order(),
        order(),
        order(),
        prop::sample::select(vec![
            OrderedType::Int32,
            OrderedType::Numeric,
            OrderedType::Float64,
        ]),
    )
        .prop_map(|(oa, on, ot, nt)| {
            vec![
                typed_part(
                    1,
                    "a",
                    TypedEncoding::OrderedBytes {
                        r#type: OrderedType::String,
                        order: oa,
                    },
                ),
                typed_part(
                    2,
                    "ts",
                    TypedEncoding::OrderedBytes {
                        r#type: OrderedType::Int64,
                        order: ot,
                    },
                ),
                typed_part(
                    3,
                    "n",
                    TypedEncoding::OrderedBytes {
                        r#type: nt,
                        order: on,
                    },
                ),
            ]
        });
    let bigtable = Just(vec![
        typed_part(
            1,
            "a",
            TypedEncoding::Bigtable {
                r#type: FieldType::StringUtf8Bytes,
            },
        ),
        typed_part(
            2,
            "ts",
            TypedEncoding::Bigtable {
                r#type: FieldType::Int64OrderedCodeBytes,
            },
        ),
        typed_part(
            3,
            "n",
            TypedEncoding::Bigtable {
                r#type: FieldType::Int64OrderedCodeBytes,
            },
        ),
    ]);
    (prop_oneof![phoenix, ordered, bigtable], any::<bool>()).prop_map(|(mut parts, swap)| {
        let salted = usize::from(matches!(
            parts[0].value,
            rowkey_core::spec::PartValue::Salt(_)
        ));
        if swap {
            // Number before time.
            parts.swap(salted + 1, salted + 2);
        }
        (KeySpec::new(parts), [false, true, true])
    })
}

const PLAN_COLUMNS: [&str; 3] = ["a", "n", "ts"];

fn typed_rows() -> impl Strategy<Value = Vec<Vec<String>>> {
    prop::collection::vec(
        (
            prop_oneof![Just("a"), Just("ab"), Just("b"), Just("ba")],
            -20i32..20,
            0i64..40,
        )
            .prop_map(|(a, n, ts)| vec![a.to_owned(), n.to_string(), (ts * 1000).to_string()]),
        0..30,
    )
}

fn typed_query() -> impl Strategy<Value = Query> {
    let a = prop_oneof![Just("a"), Just("ab"), Just("b"), Just("aa")];
    let n = (-22i32..22).prop_map(|n| n.to_string());
    let ts = (-1i64..42).prop_map(|t| (t * 1000).to_string());
    (
        prop::option::of(prop::collection::vec(a, 1..3)),
        prop::option::of((0u8..5, n.clone(), n)),
        prop::option::of((0u8..5, ts.clone(), ts)),
        prop::option::of(1u32..4),
    )
        .prop_map(|(a, n, ts, latest)| {
            let mut q = Query::new("q");
            if let Some(values) = a {
                q = if values.len() == 1 {
                    q.with(Predicate::eq("a", values[0]))
                } else {
                    q.with(Predicate::is_in("a", &values))
                };
            }
            for (column, range) in [("n", n), ("ts", ts)] {
                if let Some((op, x, y)) = range {
                    q = q.with(match op {
                        0 => Predicate::lt(column, &x),
                        1 => Predicate::le(column, &x),
                        2 => Predicate::gt(column, &x),
                        3 => Predicate::ge(column, &x),
                        _ => Predicate::between(column, &x, &y),
                    });
                }
            }
            if let Some(count) = latest {
                q = q.latest(count, "ts");
            }
            q
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Every row the test's own matcher accepts lies in a planned range, and "latest N"
    /// returns the N newest of them.
    #[test]
    fn typed_plans_cover_every_matching_row((spec, numeric) in typed_plan_spec(), rows in typed_rows(), q in typed_query()) {
        let sample = Sample::new(PLAN_COLUMNS.iter().map(|c| (*c).to_owned()).collect(), rows);
        let encoded = encode_sample(&spec, &sample).unwrap();
        prop_assert_eq!(encoded.errors().count(), 0);
        let facts = SampleFacts::of(&spec, &sample);
        let plan = plan_query_with(&spec, sample.columns(), &q, &facts).unwrap();
        let c = cost(&plan, &spec, &sample, &encoded, &[]);
        let mut newest: Vec<i64> = Vec::new();
        for (i, k) in encoded.keys() {
            let row = sample.row(i).to_vec();
            if matches(&q, &PLAN_COLUMNS, &numeric, &row) {
                prop_assert!(plan.covers(&k.key), "row {:?} key {} outside {:?} ({})", row, k.key.to_string_binary(), plan.ranges, plan_reason(&plan, &spec).en);
                newest.push(row[2].parse().unwrap());
            }
        }
        prop_assert!(c.missed.is_empty(), "missed {:?}", c.missed);
        if let Some(l) = &plan.latest {
            newest.sort_unstable_by(|a, b| b.cmp(a));
            newest.truncate(l.count as usize);
            let got: Vec<i64> = c.returned.iter().map(|&i| sample.value(i, 2).unwrap().parse().unwrap()).collect();
            prop_assert_eq!(got, newest, "order {:?}, ranges {:?}", l.order, plan.ranges);
        }
    }
}

#[test]
fn a_phoenix_desc_date_reads_the_newest_first() {
    let (spec, _) = phoenix_spec(&[
        ("host", PhoenixType::Varchar, Order::Asc),
        ("ts", PhoenixType::Date, Order::Desc),
    ]);
    let names = vec!["host".to_owned(), "ts".to_owned()];
    let older = engine_key(&spec, &names, &["h1".into(), "1000".into()]).unwrap();
    let newer = engine_key(&spec, &names, &["h1".into(), "2000".into()]).unwrap();
    // `h1`, the separator, then ~(2000 ^ 2^63) as 8 bytes.
    assert_eq!(&newer[..3], b"h1\x00");
    assert_eq!(newer[3..], (!(2000u64 ^ (1 << 63))).to_be_bytes());
    assert!(newer < older);
}

/// Phoenix's own EXPLAIN words on a typed key: a point on the VARCHAR, then the DESC date
/// range with its bounds swapped (`~`), numbers bare.
#[test]
fn phoenix_explain_of_a_typed_key() {
    let (spec, _) = phoenix_spec(&[
        ("a", PhoenixType::Varchar, Order::Asc),
        ("ts", PhoenixType::Date, Order::Desc),
        ("n", PhoenixType::Integer, Order::Asc),
    ]);
    let columns: Vec<String> = PLAN_COLUMNS.iter().map(|c| (*c).to_owned()).collect();
    let explain = |q: Query| {
        let plan = rowkey_core::plan::plan_query(&spec, &columns, &q).unwrap();
        // As Phoenix's test harness prints it (`phoenix.query.force.rowkeyorder` = true).
        rowkey_core::plan::explain_with(
            &plan,
            "T",
            &[],
            rowkey_core::plan::ExplainOptions::TEST_HARNESS,
        )
    };
    assert_eq!(
        explain(
            Query::new("q")
                .with(Predicate::eq("a", "a"))
                .with(Predicate::between("ts", "1000", "5000"))
        ),
        "CLIENT PARALLEL 1-WAY RANGE SCAN OVER T ['a',~'1970-01-01 00:00:05.000'] - ['a',~'1970-01-01 00:00:01.000']"
    );
    assert_eq!(
        explain(
            Query::new("q")
                .with(Predicate::eq("a", "a"))
                .with(Predicate::eq("ts", "2000"))
                .with(Predicate::eq("n", "7"))
        ),
        "CLIENT PARALLEL 1-WAY POINT LOOKUP ON 1 KEY OVER T"
    );
}

/// Phoenix's own EXPLAIN of a salted table with a DESC TIMESTAMP in its key, asserted in
/// `phoenix-core/src/it/java/org/apache/phoenix/end2end/ExplainPlanWithStatsDisabledIT.java`
/// (`testDescTimestampAtBoundary`; hbase-semantics.md §8.7 row 13): the exclusive upper bound
/// becomes the millisecond before it, shown formatted, the DESC bounds swapped with `~`, one
/// range per salt bucket (`X'00'` … `X'13'`), one scan per bucket's region. (Phoenix adds
/// `SERVER FILTER BY FIRST KEY ONLY` because `SELECT *` reads only key columns here; the
/// playground does not model projections.)
#[test]
fn phoenix_explain_of_a_salted_desc_timestamp_matches_phoenix() {
    let (mut spec, _) = phoenix_spec(&[
        ("a", PhoenixType::Varchar, Order::Asc),
        ("b", PhoenixType::Timestamp, Order::Desc),
        ("c", PhoenixType::Varchar, Order::Asc),
    ]);
    spec.parts.insert(0, KeyPart::salt(100, Salt::phoenix(20)));
    let columns: Vec<String> = ["a", "b", "c"].iter().map(|c| (*c).to_owned()).collect();
    let q = Query::new("q")
        .with(Predicate::eq("a", "a"))
        .with(Predicate::ge("b", "2016-01-28 00:00:00"))
        .with(Predicate::lt("b", "2016-01-29 00:00:00"));
    let plan = rowkey_core::plan::plan_query(&spec, &columns, &q).unwrap();
    let buckets: Vec<rowkey_core::RowKey> = (1u8..20)
        .map(|b| rowkey_core::RowKey::new(vec![b]))
        .collect();
    assert_eq!(
        // As Phoenix's test harness prints it (`phoenix.query.force.rowkeyorder` = true).
        rowkey_core::plan::explain_with(
            &plan,
            "FOO",
            &buckets,
            rowkey_core::plan::ExplainOptions::TEST_HARNESS
        ),
        "CLIENT PARALLEL 20-WAY RANGE SCAN OVER FOO [X'00','a',~'2016-01-28 23:59:59.999'] - [X'13','a',~'2016-01-28 00:00:00.000']\nCLIENT MERGE SORT"
    );
}

/// The tables of Phoenix's `QueryPlanTest.testExplainPlan` (hbase-semantics.md §8.7).
fn phoenix_spec(columns: &[(&str, PhoenixType, Order)]) -> (KeySpec, Vec<String>) {
    let parts = columns
        .iter()
        .enumerate()
        .map(|(i, (name, r#type, order))| {
            typed_part(
                u32::try_from(i + 1).unwrap(),
                name,
                TypedEncoding::Phoenix {
                    r#type: *r#type,
                    order: *order,
                },
            )
        })
        .collect();
    (
        KeySpec::new(parts),
        columns.iter().map(|(n, ..)| (*n).to_owned()).collect(),
    )
}

fn phoenix_explain(table: &str, columns: &[(&str, PhoenixType, Order)], q: Query) -> String {
    let (spec, names) = phoenix_spec(columns);
    let plan = rowkey_core::plan::plan_query(&spec, &names, &q).unwrap();
    // As Phoenix's test harness prints it (`phoenix.query.force.rowkeyorder` = true).
    rowkey_core::plan::explain_with(
        &plan,
        table,
        &[],
        rowkey_core::plan::ExplainOptions::TEST_HARNESS,
    )
}

/// §8.7 row 5: an IN list on the first column of ATABLE (two CHAR(15)): points, so KEYS.
#[test]
fn phoenix_explain_row_5_skip_scan_on_keys() {
    let atable = [
        ("organization_id", PhoenixType::Char(15), Order::Asc),
        ("entity_id", PhoenixType::Char(15), Order::Asc),
    ];
    let q = Query::new("q").with(Predicate::is_in(
        "organization_id",
        &["000000000000001", "000000000000005"],
    ));
    assert_eq!(
        phoenix_explain("ATABLE", &atable, q),
        "CLIENT PARALLEL 1-WAY SKIP SCAN ON 2 KEYS OVER ATABLE ['000000000000001'] - ['000000000000005']"
    );
}

/// §8.7 row 6: IN lists on PTSDB's two VARCHARs and a day of its DATE: 3 × 2 ranges, the
/// day's end exclusive as written. (Phoenix's test sets `DATE_FORMAT` to `yyyy-MM-dd`; this
/// is its default format. Its `SERVER FILTER BY FIRST KEY ONLY` line comes from the query's
/// projection, which the playground does not model.)
#[test]
fn phoenix_explain_row_6_skip_scan_on_ranges() {
    let ptsdb = [
        ("inst", PhoenixType::Varchar, Order::Asc),
        ("host", PhoenixType::Varchar, Order::Asc),
        ("date", PhoenixType::Date, Order::Asc),
    ];
    let q = Query::new("q")
        .with(Predicate::is_in("inst", &["na1", "na2", "na3"]))
        .with(Predicate::is_in("host", &["a", "b"]))
        .with(Predicate::ge("date", "2013-01-01"))
        .with(Predicate::lt("date", "2013-01-02"));
    assert_eq!(
        phoenix_explain("PTSDB", &ptsdb, q),
        "CLIENT PARALLEL 1-WAY SKIP SCAN ON 6 RANGES OVER PTSDB ['na1','a','2013-01-01 00:00:00.000'] - ['na3','b','2013-01-02 00:00:00.000']"
    );
}

/// §8.7 row 8: an IN list on PTSDB3's DESC VARCHAR: in key order, each with `~`.
#[test]
fn phoenix_explain_row_8_in_list_on_a_desc_column() {
    let ptsdb3 = [
        ("host", PhoenixType::Varchar, Order::Desc),
        ("date", PhoenixType::Date, Order::Desc),
    ];
    let q = Query::new("q").with(Predicate::is_in("host", &["na1", "na2", "na3"]));
    assert_eq!(
        phoenix_explain("PTSDB3", &ptsdb3, q),
        "CLIENT PARALLEL 1-WAY SKIP SCAN ON 3 KEYS OVER PTSDB3 [~'na3'] - [~'na1']"
    );
}

/// Phoenix drops trailing nulls with the `\x00` before them (`PTableImpl.newKey`), so the
/// key of `('x', null)` is `x`, not `x\x00`: a query fixing only the first column must still
/// read it. Every combination of values, sort orders and queries on two VARCHARs.
#[test]
fn rows_whose_trailing_columns_are_null_are_read() {
    for second in [Order::Asc, Order::Desc] {
        let columns = [
            ("a", PhoenixType::Varchar, Order::Asc),
            ("b", PhoenixType::Varchar, second),
        ];
        let (spec, names) = phoenix_spec(&columns);
        let rows: Vec<Vec<String>> = ["x", "xy", "w"]
            .iter()
            .flat_map(|a| {
                ["", "y"]
                    .iter()
                    .map(move |b| vec![(*a).to_owned(), (*b).to_owned()])
            })
            .collect();
        let sample = Sample::new(names.clone(), rows);
        let encoded = encode_sample(&spec, &sample).unwrap();
        assert_eq!(encoded.errors().count(), 0);
        for q in [
            Query::new("q").with(Predicate::eq("a", "x")),
            Query::new("q").with(Predicate::is_in("a", &["x", "w"])),
            Query::new("q")
                .with(Predicate::eq("a", "x"))
                .with(Predicate::eq("b", "y")),
        ] {
            let plan = rowkey_core::plan::plan_query(&spec, &names, &q).unwrap();
            for (i, k) in encoded.keys() {
                let row = sample.row(i).to_vec();
                let wanted = q.predicates.iter().all(|p| {
                    let v = &row[usize::from(p.column == "b")];
                    !v.is_empty() && p.values().iter().any(|x| x == v)
                });
                if wanted {
                    assert!(
                        plan.covers(&k.key),
                        "{second:?} {row:?} {} outside {:?}",
                        k.key.to_string_binary(),
                        plan.ranges
                    );
                }
            }
            let c = cost(&plan, &spec, &sample, &encoded, &[]);
            assert!(c.missed.is_empty(), "{second:?} missed {:?}", c.missed);
        }
    }
}
