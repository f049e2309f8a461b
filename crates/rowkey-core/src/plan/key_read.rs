//! Java code that checks a predicate on the value a row's key holds, for the columns the
//! key alone holds ([`holding_part`]): a table may keep no cell for them, so neither a
//! `SingleColumnValueFilter` nor a check of a cell can see their values.
//!
//! The code finds the part's bytes in the key by walking the parts before it (a fixed width,
//! or up to its separator), then compares them: `=` and `IN` with the bytes the part writes
//! for each value; a range with the byte interval the part writes for it where that interval
//! is exact, or as a number read from the part's decimal text; starts-with, ends-with and
//! host-ends-with on a part that writes the text unchanged.

use super::bind::{
    ColumnKind, column_interval, column_kind, holding_part, is_identity_text, range_on_part,
};
use super::query::{Op, Predicate, Query};
use super::ranges::next_prefix;
use super::render_shell::host_suffix_regex;
use crate::display::to_string_binary;
use crate::part_traits::spec_traits;
use crate::sample::decode_key_text;
use crate::spec::{
    Encoding, IntFormat, IntegerEncoding, KeySpec, PartValue, TimeInput, TimeOutput, TimeUnit,
};

/// What a plan knows about reading its key: the columns whose text it reads as numbers,
/// and the parts whose end a key does not show (a separator inside a sample value).
#[derive(Clone, Copy)]
pub(crate) struct KeyFacts<'a> {
    pub numbers: &'a [String],
    pub unreadable: &'a [crate::spec::PartId],
}

impl<'a> KeyFacts<'a> {
    pub(crate) fn of(plan: &'a super::Plan) -> Self {
        Self {
            numbers: &plan.numeric_text,
            unreadable: &plan.unreadable,
        }
    }
}

/// A Java `byte[]` expression holding exactly `bytes`.
fn java_bytes(bytes: &[u8]) -> String {
    let text = to_string_binary(bytes)
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    format!("Bytes.toBytesBinary(\"{text}\")")
}

/// The Java helper every key reader uses: the first index at or after `from` where `s`
/// occurs in `k`, or -1.
pub(crate) const FIND: &str = "java.util.function.BiFunction<byte[], byte[], java.util.function.IntUnaryOperator> find = (k, s) -> from -> {\n  for (int i = Math.max(from, 0); i + s.length <= k.length; i++) {\n    if (Arrays.equals(k, i, i + s.length, s, 0, s.length)) return i;\n  }\n  return -1;\n};\n";

/// A Java lambda body (`k -> { ... }`, a `Function<byte[], byte[]>`) that returns the bytes
/// part `index` holds in key `k` (null when the key is too short or lacks a separator), or
/// `None` when the parts before it do not show where it starts or ends (no fixed width and
/// no separator).
pub(crate) fn part_reader(spec: &KeySpec, index: usize, facts: KeyFacts) -> Option<String> {
    let traits = spec_traits(spec);
    if spec
        .parts
        .iter()
        .zip(&traits)
        .take(index + 1)
        .any(|(p, t)| t.fixed_width.is_none() && facts.unreadable.contains(&p.id))
    {
        return None;
    }
    let mut body = String::from("k -> {\n  int p = 0;\n");
    let last = spec.parts.len().checked_sub(1)?;
    for (j, (part, t)) in spec.parts.iter().zip(&traits).enumerate().take(index + 1) {
        let sep = super::planner::separator_of(part, j == last);
        let end = match (t.fixed_width, sep.is_empty()) {
            (Some(w), _) => format!("p + {w}"),
            (None, false) => format!("find.apply(k, {}).applyAsInt(p)", java_bytes(&sep)),
            (None, true) if j == last => "k.length".to_owned(),
            (None, true) => return None,
        };
        body.push_str(&format!(
            "  int e{j} = {end};\n  if (e{j} < p || e{j} > k.length) return null;\n"
        ));
        if j == index {
            body.push_str(&format!("  return Arrays.copyOfRange(k, p, e{j});\n}}"));
        } else {
            body.push_str(&format!("  p = e{j} + {};\n", sep.len()));
        }
    }
    Some(body)
}

/// Whether a holding part writes a number as its decimal text, as the column holds it
/// (unpadded or zero-padded, not reversed; a time in the unit its column gives).
pub(crate) fn decimal_text_of(spec: &KeySpec, column: &str) -> bool {
    let Some(part) = holding_part(spec, column) else {
        return false;
    };
    let plain = |i: &IntegerEncoding| {
        i.reverse.is_none() && matches!(i.format, IntFormat::Decimal | IntFormat::ZeroPadded { .. })
    };
    match &part.value {
        PartValue::Field { encoding, .. } => match encoding {
            Encoding::Integer(i) => plain(i),
            Encoding::Timestamp {
                input,
                output: TimeOutput::Number { unit, integer },
            } => {
                plain(integer)
                    && matches!(
                        (input, unit),
                        (TimeInput::EpochMillis, TimeUnit::Millis)
                            | (TimeInput::EpochSeconds, TimeUnit::Seconds)
                    )
            }
            _ => false,
        },
        _ => false,
    }
}

/// A Java boolean expression on `v` (the part's bytes, a `byte[]` that may be null) that
/// holds exactly when the predicate does, or `None` when this code cannot read the value
/// back from the key bytes. `facts` says which columns' range predicates compare numbers
/// written as decimal text, and which parts a key does not show the end of.
pub(crate) fn condition(spec: &KeySpec, p: &Predicate, facts: KeyFacts) -> Option<String> {
    let numbers = facts.numbers.contains(&p.column);
    let part = holding_part(spec, &p.column)?;
    let index = spec.parts.iter().position(|q| q.id == part.id)?;
    part_reader(spec, index, facts)?;
    let is_last = index + 1 == spec.parts.len();
    let kind = column_kind(spec, &p.column);
    let identity = is_identity_text(part);
    let key_bytes = |v: &str| -> Option<Vec<u8>> {
        if kind == ColumnKind::KeyBytes {
            Some(decode_key_text(v))
        } else {
            crate::encode::encode_value(part, v).ok()
        }
    };
    let cmp = |bytes: &[u8], op: &str| format!("Bytes.compareTo(v, {}) {op} 0", java_bytes(bytes));
    let text = || "Bytes.toString(v)".to_owned();
    let java_text = |t: &str| {
        let mut out = String::from("\"");
        for ch in t.chars() {
            match ch {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if (' '..='~').contains(&c) => out.push(c),
                c => {
                    let mut buf = [0u16; 2];
                    for u in c.encode_utf16(&mut buf) {
                        out.push_str(&format!("\\u{u:04x}"));
                    }
                }
            }
        }
        out.push('"');
        out
    };
    let body = match &p.op {
        Op::Eq { .. } | Op::In { .. } => {
            let alts: Vec<String> = p
                .values()
                .into_iter()
                .filter_map(key_bytes)
                .map(|b| format!("Arrays.equals(v, {})", java_bytes(&b)))
                .collect();
            if alts.is_empty() {
                "false".to_owned()
            } else {
                alts.join(" || ")
            }
        }
        Op::StartsWith { prefix } if identity => {
            let b = key_bytes(prefix)?;
            format!(
                "v.length >= {n} && Arrays.equals(v, 0, {n}, {}, 0, {n})",
                java_bytes(&b),
                n = b.len()
            )
        }
        Op::EndsWith { suffix } if identity && kind != ColumnKind::KeyBytes => {
            format!("{}.endsWith({})", text(), java_text(suffix))
        }
        Op::EndsWith { suffix } if kind == ColumnKind::KeyBytes => {
            let b = decode_key_text(suffix);
            format!(
                "v.length >= {n} && Arrays.equals(v, v.length - {n}, v.length, {}, 0, {n})",
                java_bytes(&b),
                n = b.len()
            )
        }
        Op::HostEndsWith { suffix } if identity => format!(
            "java.util.regex.Pattern.compile({}, java.util.regex.Pattern.DOTALL).matcher({}).find()",
            java_text(&host_suffix_regex(suffix)),
            text()
        ),
        Op::StartsWith { .. } | Op::EndsWith { .. } | Op::HostEndsWith { .. } => return None,
        Op::Lt { .. } | Op::Le { .. } | Op::Gt { .. } | Op::Ge { .. } | Op::Between { .. } => {
            if numbers {
                number_condition(
                    p,
                    "Long.valueOf(Bytes.toString(v).trim())",
                    1,
                    &|t: &str| t.trim().parse::<i64>().ok(),
                )?
            } else if let Some((read, scale)) = number_reader(part) {
                let bound = |t: &str| match kind.ordinal(t) {
                    Some(super::bind::Ordinal::Int(n)) => i64::try_from(n).ok(),
                    _ => None,
                };
                number_condition(p, &read, scale, &bound)?
            } else if identity && matches!(kind, ColumnKind::Text | ColumnKind::KeyBytes) {
                let mut checks = Vec::new();
                let mut bound = |v: &str, op: &str| {
                    let b = if kind == ColumnKind::KeyBytes {
                        decode_key_text(v)
                    } else {
                        v.as_bytes().to_vec()
                    };
                    checks.push(cmp(&b, op));
                };
                match &p.op {
                    Op::Lt { value } => bound(value, "<"),
                    Op::Le { value } => bound(value, "<="),
                    Op::Gt { value } => bound(value, ">"),
                    Op::Ge { value } => bound(value, ">="),
                    Op::Between { low, high } => {
                        bound(low, ">=");
                        bound(high, "<=");
                    }
                    _ => {}
                }
                checks.join(" && ")
            } else if let ColumnKind::Typed(typed) = &kind {
                // An ascending typed value's bytes sort as its values do: compare the whole
                // value's bytes with each bound's.
                // A descending one's bytes are the ascending ones inverted: invert them back.
                let subject = if typed.order() == rowkey_encodings::Order::Desc {
                    "((java.util.function.Function<byte[], byte[]>) a -> { byte[] o = a.clone(); for (int i = 0; i < o.length; i++) o[i] = (byte) ~o[i]; return o; }).apply(v)"
                } else {
                    "v"
                };
                let bytes = |v: &str| match kind.ordinal(v) {
                    Some(super::bind::Ordinal::Typed(t)) => Some(t.bytes().to_vec()),
                    _ => None,
                };
                let cmp = |b: &[u8], op: &str| {
                    format!("Bytes.compareTo({subject}, {}) {op} 0", java_bytes(b))
                };
                let checks = match &p.op {
                    Op::Lt { value } => vec![cmp(&bytes(value)?, "<")],
                    Op::Le { value } => vec![cmp(&bytes(value)?, "<=")],
                    Op::Gt { value } => vec![cmp(&bytes(value)?, ">")],
                    Op::Ge { value } => vec![cmp(&bytes(value)?, ">=")],
                    Op::Between { low, high } => {
                        vec![cmp(&bytes(low)?, ">="), cmp(&bytes(high)?, "<=")]
                    }
                    _ => return None,
                };
                checks.join(" && ")
            } else {
                // The byte interval the part writes for the range, where it is exact.
                let q = Query::new("").with(p.clone());
                let iv = column_interval(&q, &p.column, &kind)?;
                let r = range_on_part(part, is_last, &kind, &iv).ok()?;
                if !r.exact {
                    return None;
                }
                let pieces: Vec<String> = r
                    .ranges
                    .iter()
                    .map(|rr| {
                        let mut checks = Vec::new();
                        if !rr.start.is_empty() {
                            checks.push(cmp(&rr.start, ">="));
                        }
                        let stop = if rr.stop_exact {
                            rr.stop_prefix.clone()
                        } else if rr.stop_prefix.is_empty() {
                            Vec::new()
                        } else {
                            next_prefix(&rr.stop_prefix)
                        };
                        if !stop.is_empty() {
                            checks.push(cmp(&stop, "<"));
                        }
                        if checks.is_empty() {
                            "true".to_owned()
                        } else {
                            format!("({})", checks.join(" && "))
                        }
                    })
                    .collect();
                if pieces.is_empty() {
                    "false".to_owned()
                } else {
                    pieces.join(" || ")
                }
            }
        }
    };
    Some(format!("v != null && ({body})"))
}

/// How the Java code reads the number a part writes (an integer, or an epoch time in its
/// column's unit or a finer one), from its bytes `v`: an expression that may throw
/// `NumberFormatException`, and the factor from the key's unit to the column's (1000 for
/// seconds in the key and milliseconds in the column). `None` where the key loses part of
/// the value (a time cut to whole seconds) or writes it otherwise.
pub(crate) fn number_reader(part: &crate::spec::KeyPart) -> Option<(String, i64)> {
    let PartValue::Field { encoding, .. } = &part.value else {
        return None;
    };
    let (integer, scale) = match encoding {
        Encoding::Integer(i) => (i, 1),
        Encoding::Timestamp {
            input,
            output: TimeOutput::Number { unit, integer },
        } => {
            let scale = match (input, unit) {
                (TimeInput::EpochSeconds, TimeUnit::Seconds) => 1000,
                (_, TimeUnit::Millis) => 1,
                _ => return None,
            };
            (integer, scale)
        }
        _ => return None,
    };
    let raw = match integer.format {
        IntFormat::Decimal | IntFormat::ZeroPadded { .. } => {
            "Long.valueOf(Bytes.toString(v).trim())".to_owned()
        }
        IntFormat::Binary { width, style, .. } => {
            let bits = 8 * width.bytes();
            let fold = "((java.util.function.Supplier<Long>) () -> { long n = 0; for (byte b : v) n = (n << 8) | (b & 0xFF); return n; }).get()";
            match style {
                crate::spec::BinaryStyle::Unsigned => format!("Long.valueOf({fold})"),
                crate::spec::BinaryStyle::TwosComplement if bits == 64 => {
                    format!("Long.valueOf({fold})")
                }
                crate::spec::BinaryStyle::TwosComplement => {
                    format!("Long.valueOf(({fold} << {s}) >> {s})", s = 64 - bits)
                }
                crate::spec::BinaryStyle::SignFlipped if bits == 64 => {
                    format!("Long.valueOf({fold} ^ Long.MIN_VALUE)")
                }
                crate::spec::BinaryStyle::SignFlipped => format!(
                    "Long.valueOf((({fold} ^ (1L << {t})) << {s}) >> {s})",
                    t = bits - 1,
                    s = 64 - bits
                ),
            }
        }
    };
    let read = match (integer.reverse, integer.format) {
        (None, _) => raw,
        // `from - ts` in decimal text may lie beyond a long (a negative time reversed from
        // Long.MAX_VALUE): subtracted exactly, then read as a long (issue 30, found by the
        // Java run of generated plans).
        (Some(from), IntFormat::Decimal | IntFormat::ZeroPadded { .. }) => format!(
            "Long.valueOf(java.math.BigInteger.valueOf({}L).subtract(new java.math.BigInteger(Bytes.toString(v).trim())).toString())",
            from.value()
        ),
        (Some(from), _) => format!("Long.valueOf({}L - {raw})", from.value()),
    };
    Some((read, scale))
}

/// A range predicate on a number the key writes: `read` (a `Long` expression on `v` that
/// may throw `NumberFormatException`) times `scale` compared with each bound read by
/// `bound`.
fn number_condition(
    p: &Predicate,
    read: &str,
    scale: i64,
    bound: &dyn Fn(&str) -> Option<i64>,
) -> Option<String> {
    let long = |v: &str| bound(v).map(|n| format!("{n}L"));
    let read = if scale == 1 {
        read.to_owned()
    } else {
        format!("Long.valueOf({read} * {scale}L)")
    };
    let checks = match &p.op {
        Op::Lt { value } => vec![format!("n < {}", long(value)?)],
        Op::Le { value } => vec![format!("n <= {}", long(value)?)],
        Op::Gt { value } => vec![format!("n > {}", long(value)?)],
        Op::Ge { value } => vec![format!("n >= {}", long(value)?)],
        Op::Between { low, high } => vec![
            format!("n >= {}", long(low)?),
            format!("n <= {}", long(high)?),
        ],
        _ => return None,
    };
    Some(format!(
        "((java.util.function.Predicate<Long>) n -> n != null && {}).test(((java.util.function.Supplier<Long>) () -> {{ try {{ return {read}; }} catch (NumberFormatException e) {{ return null; }} }}).get())",
        checks.join(" && ")
    ))
}
