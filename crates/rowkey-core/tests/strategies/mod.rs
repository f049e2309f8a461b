//! Generators of recipes, sample rows and queries shared by the planner's property tests
//! (`planner_props.rs`), the shell interpreter's tests (`shell_interpreter.rs`) and the
//! renderings' agreement test (`render_agree.rs`).
#![allow(dead_code)] // Each test binary uses some of them.

use proptest::prelude::*;
use rowkey_core::plan::{ColumnKind, Predicate, Query, column_kind};
use rowkey_core::sample::Sample;
use rowkey_core::spec::{
    Encoding, End, IntFormat, IntegerEncoding, KeyPart, KeySpec, Pad, ReverseFrom, Salt, TimeInput,
    TimeOutput, TimeUnit, TooLong, Transform,
};

pub const COLUMNS: [&str; 4] = ["a", "n", "ts", "b"];

pub fn text_value() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[ab_]{0,2}",
        1 => "[aAb_#\\x00~é-]{0,3}",
        // Host-like texts (reverse-domain parts), some with a scheme, port or path.
        2 => "[ab.]{0,4}",
        1 => "[ab./:?]{0,5}",
    ]
}

pub fn int_value() -> impl Strategy<Value = String> {
    prop_oneof![
        (-30i64..30).prop_map(|v| v.to_string()),
        (-300i64..300).prop_map(|v| v.to_string()),
        (0i64..20).prop_map(|v| format!("0{v}")),
    ]
}

pub fn ts_value() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => (0i64..40).prop_map(|v| v.to_string()),
        1 => (0i64..5000).prop_map(|v| v.to_string()),
        1 => (-50i64..0).prop_map(|v| v.to_string()),
    ]
}

pub fn separator() -> impl Strategy<Value = Option<&'static str>> {
    prop_oneof![
        Just(None),
        Just(Some("_")),
        Just(Some("#")),
        Just(Some("\\x00")),
        Just(Some("\\xFF")),
    ]
}

pub fn int_format() -> impl Strategy<Value = IntFormat> {
    prop_oneof![
        Just(IntFormat::Decimal),
        Just(IntFormat::ZeroPadded { width: 4 }),
        Just(IntFormat::sign_flipped(2)),
        Just(IntFormat::big_endian_signed(2)),
        Just(IntFormat::big_endian_unsigned(2)),
        Just(IntFormat::big_endian_signed(8)),
    ]
}

pub fn reverse() -> impl Strategy<Value = Option<ReverseFrom>> {
    prop_oneof![
        3 => Just(None),
        1 => Just(Some(ReverseFrom::Custom(1000))),
        1 => Just(Some(ReverseFrom::LongMax)),
    ]
}

pub fn text_part() -> impl Strategy<Value = KeyPart> {
    (
        prop_oneof![Just("a"), Just("b"), Just("n")],
        0u8..10,
        separator(),
    )
        .prop_map(|(col, shape, sep)| {
            let mut p = KeyPart::column(0, col);
            p = match shape {
                1 => p.with_encoding(Encoding::padded(Pad::right(3))),
                2 => p.with_encoding(Encoding::padded(
                    Pad::right(2).with_too_long(TooLong::KeepFirst),
                )),
                3 => p.with_transform(Transform::Substring {
                    keep: End::First,
                    chars: 2,
                }),
                4 => p.with_transform(Transform::Reverse),
                5 => p.with_encoding(Encoding::padded(Pad::left(3).with_fill('a'))),
                6 => p.with_transform(Transform::ReverseDomain),
                7 => p
                    .with_transform(Transform::Reverse)
                    .with_transform(Transform::Substring {
                        keep: End::First,
                        chars: 2,
                    }),
                8 => p
                    .with_transform(Transform::Substring {
                        keep: End::Last,
                        chars: 2,
                    })
                    .with_transform(Transform::Reverse),
                9 => p
                    .with_transform(Transform::Reverse)
                    .with_encoding(Encoding::padded(Pad::right(3))),
                _ => p,
            };
            match sep {
                Some(s) => p.with_separator(s),
                None => p,
            }
        })
}

pub fn int_part() -> impl Strategy<Value = KeyPart> {
    (int_format(), reverse(), separator()).prop_map(|(f, r, sep)| {
        let mut e = IntegerEncoding::new(f);
        e.reverse = r;
        let p = KeyPart::column(0, "n").with_encoding(Encoding::Integer(e));
        match sep {
            Some(s) => p.with_separator(s),
            None => p,
        }
    })
}

pub fn ts_part() -> impl Strategy<Value = KeyPart> {
    (int_format(), reverse(), any::<bool>(), separator()).prop_map(|(f, r, secs, sep)| {
        let mut integer = IntegerEncoding::new(f);
        integer.reverse = r;
        let p = KeyPart::column(0, "ts").with_encoding(Encoding::Timestamp {
            input: TimeInput::EpochMillis,
            output: TimeOutput::Number {
                unit: if secs {
                    TimeUnit::Seconds
                } else {
                    TimeUnit::Millis
                },
                integer,
            },
        });
        match sep {
            Some(s) => p.with_separator(s),
            None => p,
        }
    })
}

pub fn other_part() -> impl Strategy<Value = KeyPart> {
    prop_oneof![
        Just(KeyPart::literal(0, "t_")),
        Just(KeyPart::salt(0, Salt::phoenix(3))),
        Just(KeyPart::salt(0, Salt::hbasewd_hash(3))),
        Just(KeyPart::salt(0, Salt::hbasewd_round_robin(2))),
        Just(KeyPart::salt(0, Salt::random_letters(7, 3))),
        Just(KeyPart::salt(0, Salt::php_md5_mod(&["a"], 12)).with_separator("#")),
        Just(KeyPart::salt(0, Salt::php71_md5_mod(&["a"], 12)).with_separator("#")),
        Just(KeyPart::salt(0, Salt::hash_mod_decimal(&["n"], 4, 2))),
        Just(KeyPart::md5_hex_of_columns(0, &["a"], 2)),
        Just(KeyPart::columns(0, &["a", "b"], "-").with_separator("|")),
    ]
}

pub fn spec() -> impl Strategy<Value = KeySpec> {
    prop::collection::vec(
        prop_oneof![2 => text_part(), 2 => int_part(), 2 => ts_part(), 2 => other_part()],
        1..5,
    )
    .prop_map(numbered)
}

/// A recipe of `parts` numbered 1, 2, … in their order (as the page numbers new parts).
pub fn numbered(parts: impl IntoIterator<Item = KeyPart>) -> KeySpec {
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
}

pub fn rows() -> impl Strategy<Value = Vec<Vec<String>>> {
    prop::collection::vec(
        (text_value(), int_value(), ts_value(), text_value())
            .prop_map(|(a, n, ts, b)| vec![a, n, ts, b]),
        0..30,
    )
}

pub fn value_for(column: &'static str) -> BoxedStrategy<String> {
    match column {
        "n" => int_value().boxed(),
        "ts" => ts_value().boxed(),
        _ => text_value().boxed(),
    }
}

pub fn predicate() -> impl Strategy<Value = Predicate> {
    prop::sample::select(COLUMNS.to_vec()).prop_flat_map(|c| {
        let v = value_for(c);
        (
            0u8..11,
            v.clone(),
            v.clone(),
            prop::collection::vec(v, 1..4),
        )
            .prop_map(move |(op, x, y, list)| match op {
                0 | 1 => Predicate::eq(c, &x),
                2 => Predicate::is_in(c, &list.iter().map(String::as_str).collect::<Vec<_>>()),
                3 => Predicate::lt(c, &x),
                4 => Predicate::le(c, &x),
                5 => Predicate::gt(c, &x),
                6 => Predicate::ge(c, &x),
                7 => Predicate::between(c, &x, &y),
                8 => Predicate::starts_with(c, &x),
                9 => Predicate::ends_with(c, &x),
                _ => Predicate::host_ends_with(c, &x),
            })
    })
}

pub fn query() -> impl Strategy<Value = Query> {
    (
        prop::collection::vec(predicate(), 0..4),
        prop::option::of((1u32..4, prop::sample::select(vec!["ts", "n"]))),
    )
        .prop_map(|(preds, latest)| {
            let mut q = Query::new("q");
            q.predicates = preds;
            if let Some((n, c)) = latest {
                q = q.latest(n, c);
            }
            q
        })
}

pub fn sample_from(rows: Vec<Vec<String>>) -> Sample {
    Sample::new(COLUMNS.iter().map(|c| (*c).to_owned()).collect(), rows)
}

/// Recipes shaped like "fixed prefix + time + rest", where the planner's range, reverse and
/// latest-N logic matters most.
pub fn time_spec() -> impl Strategy<Value = KeySpec> {
    (
        prop_oneof![
            Just(None),
            Just(Some(KeyPart::salt(0, Salt::phoenix(2)))),
            Just(Some(KeyPart::salt(0, Salt::hbasewd_round_robin(2)))),
            Just(Some(KeyPart::literal(0, "t\\xFF"))),
        ],
        text_part(),
        ts_part(),
        prop::option::of(text_part()),
    )
        .prop_map(|(lead, a, ts, tail)| numbered(lead.into_iter().chain([a, ts]).chain(tail)))
}

pub fn time_query() -> impl Strategy<Value = Query> {
    (
        prop::sample::subsequence(vec!["a", "b", "n"], 0..3),
        prop::collection::vec(prop_oneof![Just("a"), Just("b"), Just("")], 1..3),
        prop::option::of((ts_value(), ts_value(), 0u8..5)),
        prop::option::of(1u32..4),
    )
        .prop_map(|(eq_cols, vals, range, latest)| {
            let mut q = Query::new("t");
            for c in eq_cols {
                if vals.len() == 1 {
                    q = q.with(Predicate::eq(c, vals[0]));
                } else {
                    q = q.with(Predicate::is_in(c, &vals));
                }
            }
            if let Some((x, y, op)) = range {
                q = q.with(match op {
                    0 => Predicate::lt("ts", &x),
                    1 => Predicate::le("ts", &x),
                    2 => Predicate::gt("ts", &x),
                    3 => Predicate::ge("ts", &x),
                    _ => Predicate::between("ts", &x, &y),
                });
            }
            if let Some(n) = latest {
                q = q.latest(n, "ts");
            }
            q
        })
}

pub fn time_rows() -> impl Strategy<Value = Vec<Vec<String>>> {
    prop::collection::vec(
        (
            prop_oneof![Just("a"), Just("b"), Just(""), Just("ab")],
            int_value(),
            ts_value(),
            prop_oneof![Just("a"), Just("b"), Just("")],
        )
            .prop_map(|(a, n, ts, b)| vec![a.to_owned(), n, ts, b.to_owned()]),
        0..30,
    )
}

/// A query can fail only with a bound that does not read as the column's kind.
pub fn bounds_read(spec: &KeySpec, q: &Query) -> bool {
    q.predicates.iter().all(|p| {
        p.is_equality()
            || p.is_affix()
            || p.values()
                .iter()
                .all(|v| match column_kind(spec, &p.column) {
                    ColumnKind::Text => true,
                    _ => v.trim().parse::<i64>().is_ok(),
                })
    })
}
