//! A plan as Java client code (HBase 2.x API).

use super::bind::{ColumnKind, column_kind};
use super::classify::PlanKind;
use super::comments::{CodeComment, SortReason, push_comment};
use super::key_read;
use super::planner::{LatestOrder, LatestPlan, Plan};
use super::query::{Op, Predicate};
use super::render_shell::{checked_in_cell, host_suffix_regex, suffix_regex};
use crate::display::to_string_binary;
use crate::i18n::messages::{En, Messages};
use crate::spec::{KeySpec, TimeInput};

/// A Java string literal holding `toStringBinary` text, read back with
/// `Bytes.toBytesBinary` (exact for every byte).
fn java_bytes(bytes: &[u8]) -> String {
    let text = to_string_binary(bytes)
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    format!("Bytes.toBytesBinary(\"{text}\")")
}

/// A Java string literal holding `text`. Control characters are octal escapes, not `\uXXXX`:
/// javac turns `\u000a` into a line break before it reads the literal.
fn java_str(text: &str) -> String {
    let mut out = String::from("\"");
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (' '..='~').contains(&c) => out.push(c),
            c if u32::from(c) < 0x80 => out.push_str(&format!("\\{:03o}", u32::from(c))),
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
}

/// Text for a `//` comment: a line break would end the comment, and javac reads `\uXXXX` as
/// a character even in comments unless its backslash is doubled; control characters show
/// as `\xNN`, as `Bytes.toStringBinary` prints them (every control character is below
/// U+0100).
fn comment_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\x{:02X}", u32::from(c))),
            c => out.push(c),
        }
    }
    out
}

/// The residual predicates as `SingleColumnValueFilter` variables (`f1`, `f2`, …), each with
/// `setFilterIfMissing(true)` as the shell's `SingleColumnValueFilter(…, true, true)` has
/// (HBase's default keeps a row that lacks the cell; `latestVersionOnly` is true by default),
/// and one filter expression a predicate.
struct Filters {
    declarations: String,
    expressions: Vec<String>,
}

fn residual_filters(family: &str, residual: &[Predicate]) -> Filters {
    let mut declarations = String::new();
    let mut count = 0;
    let mut declare = |p: &Predicate, op: &str, cmp: String| -> String {
        count += 1;
        let name = format!("f{count}");
        declarations.push_str(&format!(
            "SingleColumnValueFilter {name} = new SingleColumnValueFilter(Bytes.toBytes({}), Bytes.toBytes({}),\n    CompareOperator.{op}, {cmp});\n{name}.setFilterIfMissing(true);\n",
            java_str(family),
            java_str(&p.column)
        ));
        name
    };
    let bin = |v: &str| format!("new BinaryComparator(Bytes.toBytes({}))", java_str(v));
    let mut expressions = Vec::new();
    for p in residual {
        match &p.op {
            Op::Eq { value } => expressions.push(declare(p, "EQUAL", bin(value))),
            Op::In { values } => {
                let alts: Vec<String> =
                    values.iter().map(|v| declare(p, "EQUAL", bin(v))).collect();
                expressions.push(if alts.len() == 1 {
                    alts.join("")
                } else {
                    format!(
                        "new FilterList(FilterList.Operator.MUST_PASS_ONE, {})",
                        alts.join(", ")
                    )
                });
            }
            Op::Lt { value } => expressions.push(declare(p, "LESS", bin(value))),
            Op::Le { value } => expressions.push(declare(p, "LESS_OR_EQUAL", bin(value))),
            Op::Gt { value } => expressions.push(declare(p, "GREATER", bin(value))),
            Op::Ge { value } => expressions.push(declare(p, "GREATER_OR_EQUAL", bin(value))),
            Op::Between { low, high } => {
                expressions.push(declare(p, "GREATER_OR_EQUAL", bin(low)));
                expressions.push(declare(p, "LESS_OR_EQUAL", bin(high)));
            }
            Op::StartsWith { prefix } => expressions.push(declare(
                p,
                "EQUAL",
                format!(
                    "new BinaryPrefixComparator(Bytes.toBytes({}))",
                    java_str(prefix)
                ),
            )),
            Op::EndsWith { suffix } => expressions.push(declare(
                p,
                "EQUAL",
                format!(
                    "new RegexStringComparator({})",
                    java_str(&suffix_regex(suffix))
                ),
            )),
            Op::HostEndsWith { suffix } => expressions.push(declare(
                p,
                "EQUAL",
                format!(
                    "new RegexStringComparator({})",
                    java_str(&host_suffix_regex(suffix))
                ),
            )),
        }
    }
    Filters {
        declarations,
        expressions,
    }
}

/// How the scans are laid out.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// One scan.
    Single,
    /// One scan over several ranges with a `MultiRowRangeFilter`.
    Skip,
    /// One scan a range (bucket scans, reversed scans and limited scans over several ranges).
    PerRange,
}

/// The client-side checks of the predicates a binary comparator cannot make (a range on a
/// number or a time, compared by value, as the shell's `# client:` lines say): a reader of
/// each column's cell as a number (epoch or integer text, or date-time text read in its
/// pattern at its UTC offset), and `keep`, true for a row that passes every check.
fn client_checks(
    preds: &[Predicate],
    spec: &KeySpec,
    family: &str,
    words: &dyn Messages,
    name: &str,
) -> String {
    let mut out = String::new();
    push_comment(
        &mut out,
        "// ",
        &words.code_comment(&CodeComment::CheckedHere),
    );
    for p in preds {
        out.push_str(&format!("//   {}\n", comment_text(&p.to_string())));
    }
    let mut columns: Vec<&str> = preds.iter().map(|p| p.column.as_str()).collect();
    columns.sort_unstable();
    columns.dedup();
    let mut reads = Vec::new();
    let mut conditions = Vec::new();
    let mut bounds = 0;
    for (i, column) in columns.iter().enumerate() {
        let cell = format!(
            "x.getValue(Bytes.toBytes({}), Bytes.toBytes({}))",
            java_str(family),
            java_str(column)
        );
        // How a literal of this column becomes a `Long` (null: unreadable).
        let literal: Box<dyn Fn(&str) -> String> = match column_kind(spec, column) {
            ColumnKind::Time(TimeInput::DateTime {
                pattern,
                utc_offset_minutes,
            }) => {
                let sign = if utc_offset_minutes < 0 { '-' } else { '+' };
                let minutes = utc_offset_minutes.unsigned_abs();
                out.push_str(&format!(
                    "java.text.SimpleDateFormat format{i} = new java.text.SimpleDateFormat({});\nformat{i}.setLenient(false);\nformat{i}.setTimeZone(java.util.TimeZone.getTimeZone({}));\njava.util.function.Function<String, Long> time{i} = s -> {{\n  try {{\n    return format{i}.parse(s).getTime();\n  }} catch (java.text.ParseException e) {{\n    return null;\n  }}\n}};\njava.util.function.Function<Result, Long> value{i} = x -> {{\n  byte[] v = {cell};\n  return v == null ? null : time{i}.apply(Bytes.toString(v));\n}};\n",
                    java_str(pattern.as_str()),
                    java_str(&format!("GMT{sign}{:02}:{:02}", minutes / 60, minutes % 60)),
                ));
                Box::new(move |v: &str| format!("time{i}.apply({})", java_str(v)))
            }
            _ => {
                out.push_str(&format!(
                    "java.util.function.Function<Result, Long> value{i} = x -> {{\n  byte[] v = {cell};\n  try {{\n    return v == null ? null : Long.valueOf(Bytes.toString(v).trim());\n  }} catch (NumberFormatException e) {{\n    return null;\n  }}\n}};\n"
                ));
                Box::new(|v: &str| match v.trim().parse::<i64>() {
                    Ok(n) => format!("Long.valueOf({n}L)"),
                    Err(_) => "null".to_owned(),
                })
            }
        };
        reads.push(format!("  Long a{i} = value{i}.apply(x);\n"));
        conditions.push(format!("a{i} != null"));
        let mut check = |op: &str, v: &str| {
            out.push_str(&format!("Long bound{bounds} = {};\n", literal(v)));
            conditions.push(format!("bound{bounds} != null && a{i} {op} bound{bounds}"));
            bounds += 1;
        };
        for p in preds.iter().filter(|p| p.column == *column) {
            match &p.op {
                Op::Lt { value } => check("<", value),
                Op::Le { value } => check("<=", value),
                Op::Gt { value } => check(">", value),
                Op::Ge { value } => check(">=", value),
                Op::Between { low, high } => {
                    check(">=", low);
                    check("<=", high);
                }
                Op::Eq { .. }
                | Op::In { .. }
                | Op::StartsWith { .. }
                | Op::EndsWith { .. }
                | Op::HostEndsWith { .. } => {}
            }
        }
    }
    out.push_str(&format!(
        "java.util.function.Predicate<Result> {name} = x -> {{\n{}  return {};\n}};\n",
        reads.concat(),
        conditions.join("\n      && ")
    ));
    out
}

/// The client-side checks of the predicates on columns the key alone holds, on the values
/// read from each row's key (`name`, a `Predicate<Result>`); each given with its Java
/// condition on `v`, the part's bytes.
fn key_checks(
    preds: &[(Predicate, String)],
    spec: &KeySpec,
    facts: key_read::KeyFacts,
    words: &dyn Messages,
    name: &str,
) -> String {
    let mut out = String::new();
    let mut columns: Vec<&str> = preds.iter().map(|(p, _)| p.column.as_str()).collect();
    columns.dedup();
    let columns = comment_text(&columns.join(", "));
    push_comment(
        &mut out,
        "// ",
        &words.code_comment(&CodeComment::ReadFromKey { columns }),
    );
    for (p, _) in preds {
        out.push_str(&format!("//   {}\n", comment_text(&p.to_string())));
    }
    let mut body = String::new();
    let mut readers: Vec<usize> = Vec::new();
    for (p, condition) in preds {
        let Some(index) = super::bind::holding_part(spec, &p.column)
            .and_then(|part| spec.parts.iter().position(|q| q.id == part.id))
        else {
            continue;
        };
        if !readers.contains(&index) {
            readers.push(index);
            if let Some(reader) = key_read::part_reader(spec, index, facts) {
                out.push_str(&format!(
                    "java.util.function.Function<byte[], byte[]> part{index} = {reader};\n"
                ));
            }
        }
        body.push_str(&format!(
            "  {{\n    byte[] v = part{index}.apply(x.getRow());\n    if (!({condition})) return false;\n  }}\n"
        ));
    }
    out.push_str(&format!(
        "java.util.function.Predicate<Result> {name} = x -> {{\n{body}  return true;\n}};\n"
    ));
    out
}

/// How "latest" reads its column from the key, when the key holds it: the Java code of the
/// part's reader and whether its value is a number (`number`, a `Long` expression on the
/// part's bytes `v` that may throw `NumberFormatException`: its decimal text, or the number
/// a binary part writes; else its bytes sort as the values do, ascending or, with
/// `descending`, reversed).
struct KeySort {
    index: usize,
    reader: String,
    numeric: bool,
    descending: bool,
    number: String,
}

/// The `Long` expression on `v` that reads a part's decimal text.
const DECIMAL_TEXT: &str = "Long.valueOf(Bytes.toString(v).trim())";

fn key_sort(spec: &KeySpec, column: &str, facts: key_read::KeyFacts) -> Option<KeySort> {
    let numbers = facts.numbers.iter().any(|c| c == column);
    use super::bind::{Direction, Interval, holding_part, is_identity_text, range_on_part};
    let part = holding_part(spec, column)?;
    let index = spec.parts.iter().position(|q| q.id == part.id)?;
    let reader = key_read::part_reader(spec, index, facts)?;
    let kind = column_kind(spec, column);
    let mut number = DECIMAL_TEXT.to_owned();
    let (numeric, descending) = if numbers || key_read::decimal_text_of(spec, column) {
        (true, false)
    } else if is_identity_text(part) && matches!(kind, ColumnKind::Text | ColumnKind::KeyBytes) {
        (false, false)
    } else {
        let is_last = index + 1 == spec.parts.len();
        let r = range_on_part(part, is_last, &kind, &Interval::default()).ok();
        if let Some(r) = r.filter(|r| r.exact && r.ranges.len() == 1) {
            (false, r.direction == Direction::Descending)
        } else {
            // Bytes that do not sort as the values do (a signed number in two's complement,
            // negatives after positives): the number the part writes, read back (issue 30:
            // a table that keeps the value only in the key has no cell to sort by).
            let (read, scale) = key_read::number_reader(part)?;
            number = if scale == 1 {
                read
            } else {
                format!("Long.valueOf({read} * {scale}L)")
            };
            (true, false)
        }
    };
    Some(KeySort {
        index,
        reader,
        numeric,
        descending,
        number,
    })
}

/// The code that sorts `rows` newest first by the "latest" column and keeps `latest`.
fn client_sort(
    l: &LatestPlan,
    facts: key_read::KeyFacts,
    spec: &KeySpec,
    family: &str,
    why: SortReason,
    words: &dyn Messages,
) -> String {
    let mut out = String::new();
    let from_key = key_sort(spec, &l.column, facts);
    let cell = match &from_key {
        Some(k) => {
            out.push_str(&format!(
                "java.util.function.Function<byte[], byte[]> sortPart{} = {};\n",
                k.index, k.reader
            ));
            format!("sortPart{}.apply(x.getRow())", k.index)
        }
        None => format!(
            "x.getValue(Bytes.toBytes({}), Bytes.toBytes({}))",
            java_str(family),
            java_str(&l.column)
        ),
    };
    let kind = column_kind(spec, &l.column);
    let numeric = match &from_key {
        Some(k) => k.numeric,
        None => matches!(
            kind,
            ColumnKind::Integer
                | ColumnKind::Time(TimeInput::EpochMillis | TimeInput::EpochSeconds)
        ),
    };
    let sorted = if from_key.is_some() {
        CodeComment::SortedFromKey {
            why,
            column: comment_text(&l.column),
            numeric,
            count: l.count,
        }
    } else {
        CodeComment::SortedHere {
            why,
            cell: comment_text(&format!("{family}:{}", l.column)),
            numeric,
            count: l.count,
        }
    };
    push_comment(&mut out, "// ", &words.code_comment(&sorted));
    let number = from_key
        .as_ref()
        .map_or(DECIMAL_TEXT, |k| k.number.as_str());
    match kind {
        _ if numeric => {
            out.push_str(&format!(
                "rows.sort(Comparator.comparing((Result x) -> {{\n      byte[] v = {cell};\n      try {{\n        return v == null ? null : {number};\n      }} catch (NumberFormatException e) {{\n        return null;\n      }}\n    }}, Comparator.nullsLast(Comparator.<Long>reverseOrder())));\n"
            ));
        }
        kind => {
            if let ColumnKind::Time(TimeInput::DateTime { pattern, .. }) = &kind {
                if !pattern.sorts_chronologically() {
                    let pattern = comment_text(pattern.as_str());
                    let note = CodeComment::PatternNotChronological { pattern };
                    push_comment(&mut out, "// ", &words.code_comment(&note));
                }
            }
            let (a, b) = if from_key.as_ref().is_some_and(|k| k.descending) {
                ("a", "b")
            } else {
                ("b", "a")
            };
            out.push_str(&format!(
                "rows.sort(Comparator.comparing((Result x) -> {cell},\n    Comparator.nullsLast((byte[] a, byte[] b) -> Bytes.compareTo({a}, {b}))));\n"
            ));
        }
    }
    out.push_str(&format!(
        "List<Result> latest = rows.subList(0, Math.min({}, rows.size()));\nfor (Result r : latest) {{ /* ... */ }}\n",
        l.count
    ));
    out
}

/// The plan as Java client code (HBase 2.x API), the body of a method given a `Connection
/// connection` that may throw `IOException`: a `Get` for one key or a `List<Get>` for
/// several, or `Scan.withStartRow/withStopRow` (one scan per bucket for a bucket scan, a
/// `MultiRowRangeFilter` for a skip scan), with the residual predicates as
/// `SingleColumnValueFilter`s on `family:column` that leave out rows without the cell (as the
/// shell's `SingleColumnValueFilter(…, true, true)` does), and the `FuzzyRowFilter` when
/// there is one. "Latest N" uses a scan limit where the key order gives the newest rows
/// first; where it does not, or where several scans are merged, the rows are sorted on the
/// client newest first by the time column's cell and the first N kept.
///
/// The code uses `java.util.{ArrayList, Arrays, Comparator, List}` and, from HBase,
/// `CompareOperator`, `TableName`, `client.{Connection, Get, Result, ResultScanner, Scan,
/// Table}`, `filter.{BinaryComparator, BinaryPrefixComparator, Filter, FilterList,
/// FuzzyRowFilter, MultiRowRangeFilter, RegexStringComparator, SingleColumnValueFilter}` and `util.{Bytes, Pair}`
/// (the tests compile it with `javac`).
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{java, plan_query, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "phone")]);
/// let cols = vec!["uid".to_string(), "phone".to_string(), "ts".to_string()];
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::eq("uid", "111"))).unwrap();
/// let code = java(&plan, &spec, "t", "cf");
/// assert!(code.contains(".withStartRow(Bytes.toBytesBinary(\"111_\"))"));
/// assert!(code.contains(".withStopRow(Bytes.toBytesBinary(\"111`\"))"));
///
/// // Several keys are one batch of Gets; a residual filter drops rows without its cell.
/// let q = Query::new("q")
///     .with(Predicate::is_in("uid", &["1", "2"]))
///     .with(Predicate::eq("phone", "9"))
///     .with(Predicate::eq("ts", "5"));
/// let code = java(&plan_query(&spec, &cols, &q).unwrap(), &spec, "t", "cf");
/// assert!(code.contains("gets.add(new Get(Bytes.toBytesBinary(\"1_9\")));"));
/// assert!(code.contains("Result[] results = table.get(gets);"));
/// assert!(code.contains("f1.setFilterIfMissing(true);"));
///
/// // "Latest 3 by ts" where the key order does not help: sorted on the client.
/// let q = Query::new("q").with(Predicate::eq("uid", "1")).latest(3, "ts");
/// let code = java(&plan_query(&spec, &cols, &q).unwrap(), &spec, "t", "cf");
/// assert!(code.contains("rows.sort("));
/// assert!(code.contains("rows.subList(0, Math.min(3, rows.size()))"));
/// ```
#[must_use]
pub fn java(plan: &Plan, spec: &KeySpec, table: &str, family: &str) -> String {
    java_in(plan, spec, table, family, &En)
}

/// [`java`] with its comments in the words of `words` (the code is the same).
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::messages::Zh;
/// use rowkey_core::plan::{java_in, plan_query, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let cols = vec!["uid".to_string()];
/// let q = Query::new("q").with(Predicate::eq("uid", "1"));
/// let code = java_in(&plan_query(&spec, &cols, &q).unwrap(), &spec, "t", "cf", &Zh);
/// assert!(code.contains("Result result = table.get(get); // 行不存在或被过滤掉时为空\n"));
/// ```
#[must_use]
pub fn java_in(
    plan: &Plan,
    spec: &KeySpec,
    table: &str,
    family: &str,
    words: &dyn Messages,
) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "Table table = connection.getTable(TableName.valueOf({}));\n",
        java_str(table)
    ));
    if plan.kind == PlanKind::Empty {
        push_comment(
            &mut out,
            "// ",
            &words.code_comment(&CodeComment::NothingToRead),
        );
        return out;
    }
    let is_get = matches!(plan.kind, PlanKind::Get { .. });
    // A wide row's read asks for the columns an `=` or `IN` on its qualifier column names.
    let add_columns = |target: &str| -> String {
        plan.cells.as_ref().map_or_else(String::new, |c| {
            c.qualifiers
                .iter()
                .map(|q| {
                    format!(
                        "{target}.addColumn(Bytes.toBytes({}), Bytes.toBytes({}));\n",
                        java_str(family),
                        java_str(q)
                    )
                })
                .collect()
        })
    };
    let reversed = plan.reversed();
    let limit = plan.limit();
    let layout = if is_get || plan.ranges.len() <= 1 {
        Layout::Single
    } else if matches!(plan.kind, PlanKind::BucketScan { .. }) || reversed || limit.is_some() {
        Layout::PerRange
    } else {
        Layout::Skip
    };
    // Columns the key alone holds are checked on the values read from the key; the others
    // by a cell filter, or by value on their cells.
    let mut from_key: Vec<(Predicate, String)> = Vec::new();
    let mut cells: Vec<Predicate> = Vec::new();
    for p in &plan.residual {
        match key_read::condition(spec, p, key_read::KeyFacts::of(plan)) {
            Some(condition) => from_key.push((p.clone(), condition)),
            None => cells.push(p.clone()),
        }
    }
    let (cell_values, server): (Vec<Predicate>, Vec<Predicate>) = cells
        .into_iter()
        .partition(|p| checked_in_cell(spec, p, &plan.numeric_text));
    let residual = residual_filters(family, &server);
    if !server.is_empty() {
        let family = comment_text(family);
        let assume = CodeComment::JavaFiltersAssume { family };
        push_comment(&mut out, "// ", &words.code_comment(&assume));
        out.push_str(&residual.declarations);
    }
    let sorts_by_key = plan
        .latest
        .as_ref()
        .is_some_and(|l| key_sort(spec, &l.column, key_read::KeyFacts::of(plan)).is_some());
    if !from_key.is_empty() || sorts_by_key {
        out.push_str(key_read::FIND);
    }
    match (cell_values.is_empty(), from_key.is_empty()) {
        (true, true) => {}
        (false, true) => out.push_str(&client_checks(&cell_values, spec, family, words, "keep")),
        (true, false) => out.push_str(&key_checks(
            &from_key,
            spec,
            key_read::KeyFacts::of(plan),
            words,
            "keep",
        )),
        (false, false) => {
            out.push_str(&client_checks(&cell_values, spec, family, words, "byValue"));
            out.push_str(&key_checks(
                &from_key,
                spec,
                key_read::KeyFacts::of(plan),
                words,
                "fromKey",
            ));
            out.push_str("java.util.function.Predicate<Result> keep = byValue.and(fromKey);\n");
        }
    }
    let by_value: Vec<&Predicate> = cell_values
        .iter()
        .chain(from_key.iter().map(|(p, _)| p))
        .collect();
    // A scan limit counts rows before the client's checks: with any, the client keeps N.
    let limit = limit.filter(|_| by_value.is_empty());
    let mut filters: Vec<String> = Vec::new();
    if layout == Layout::Skip {
        out.push_str("List<MultiRowRangeFilter.RowRange> ranges = Arrays.asList(\n");
        let rows: Vec<String> = plan
            .ranges
            .iter()
            .map(|r| {
                format!(
                    "    new MultiRowRangeFilter.RowRange({}, true, {}, false)",
                    java_bytes(r.start.as_bytes()),
                    java_bytes(r.stop.as_bytes())
                )
            })
            .collect();
        out.push_str(&rows.join(",\n"));
        out.push_str(");\n");
        filters.push("new MultiRowRangeFilter(ranges)".to_owned());
    }
    if let Some(f) = &plan.fuzzy {
        filters.push(format!(
            "new FuzzyRowFilter(Arrays.asList(new Pair<>({}, new byte[] {{{}}})))",
            java_bytes(&f.key),
            f.mask
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    filters.extend(residual.expressions);
    let has_filter = !filters.is_empty();
    match filters.len() {
        0 => {}
        1 => out.push_str(&format!("Filter filter = {};\n", filters.join(""))),
        _ => out.push_str(&format!(
            "Filter filter = new FilterList(FilterList.Operator.MUST_PASS_ALL,\n    {});\n",
            filters.join(",\n    ")
        )),
    }
    // Rows are collected and sorted on the client where the key order does not give the
    // newest first, or where several scans (each newest first) are merged.
    let sort = plan.latest.as_ref().and_then(|l| {
        if l.order == LatestOrder::ClientSort {
            (!(is_get && plan.keys.len() <= 1)).then(|| {
                client_sort(
                    l,
                    key_read::KeyFacts::of(plan),
                    spec,
                    family,
                    SortReason::KeyOrderNotNewest,
                    words,
                )
            })
        } else if !by_value.is_empty() {
            Some(client_sort(
                l,
                key_read::KeyFacts::of(plan),
                spec,
                family,
                SortReason::CheckedOnClient,
                words,
            ))
        } else {
            (layout == Layout::PerRange).then(|| {
                let why = SortReason::EachScanNewest { count: l.count };
                client_sort(l, key_read::KeyFacts::of(plan), spec, family, why, words)
            })
        }
    });
    let consume = match (sort.is_some(), by_value.is_empty()) {
        (true, true) => "rows.add(r);",
        (false, true) => "{ /* ... */ }",
        (true, false) => "if (keep.test(r)) rows.add(r);",
        (false, false) => "if (keep.test(r)) { /* ... */ }",
    };
    if sort.is_some() {
        out.push_str("List<Result> rows = new ArrayList<>();\n");
    }
    if is_get {
        if let [key] = plan.keys.as_slice() {
            out.push_str(&format!(
                "Get get = new Get({});\n",
                java_bytes(key.as_bytes())
            ));
            out.push_str(&add_columns("get"));
            if has_filter {
                out.push_str("get.setFilter(filter);\n");
            }
            out.push_str(&format!(
                "Result result = table.get(get); // {}\n",
                words.code_comment(&CodeComment::GetMayBeEmpty)
            ));
            if !by_value.is_empty() {
                out.push_str("if (!result.isEmpty() && keep.test(result)) { /* ... */ }\n");
            }
        } else {
            out.push_str("List<Get> gets = new ArrayList<>();\n");
            for k in &plan.keys {
                out.push_str(&format!(
                    "gets.add(new Get({}));\n",
                    java_bytes(k.as_bytes())
                ));
            }
            for line in add_columns("g").lines() {
                out.push_str(&format!("for (Get g : gets) {line}\n"));
            }
            if has_filter {
                out.push_str("for (Get g : gets) g.setFilter(filter);\n");
            }
            out.push_str(&format!(
                "Result[] results = table.get(gets); // {}\n",
                words.code_comment(&CodeComment::GetsMayBeEmpty)
            ));
            out.push_str(&format!(
                "for (Result r : results) if (!r.isEmpty()) {consume}\n"
            ));
        }
    } else {
        let scan_for = |start: &[u8], stop: &[u8]| -> String {
            let mut s = String::from("new Scan()");
            if reversed {
                s.push_str(".setReversed(true)");
                if !stop.is_empty() {
                    s.push_str(&format!("\n    .withStartRow({}, false)", java_bytes(stop)));
                }
                if !start.is_empty() {
                    s.push_str(&format!("\n    .withStopRow({}, true)", java_bytes(start)));
                }
            } else {
                if !start.is_empty() {
                    s.push_str(&format!("\n    .withStartRow({})", java_bytes(start)));
                }
                if !stop.is_empty() {
                    s.push_str(&format!("\n    .withStopRow({})", java_bytes(stop)));
                }
            }
            if let Some(n) = limit {
                s.push_str(&format!("\n    .setLimit({n})"));
            }
            s
        };
        if layout == Layout::PerRange {
            let per_range = if limit.is_some() {
                CodeComment::ScanPerRangeNewest
            } else {
                CodeComment::ScanPerRangeMerged
            };
            push_comment(&mut out, "// ", &words.code_comment(&per_range));
            out.push_str("List<Scan> scans = new ArrayList<>();\n");
            for r in &plan.ranges {
                out.push_str(&format!(
                    "scans.add({});\n",
                    scan_for(r.start.as_bytes(), r.stop.as_bytes())
                ));
            }
            for line in add_columns("s").lines() {
                out.push_str(&format!("for (Scan s : scans) {line}\n"));
            }
            if has_filter {
                out.push_str("for (Scan s : scans) s.setFilter(filter);\n");
            }
            out.push_str(&format!("for (Scan s : scans) {{\n  try (ResultScanner rs = table.getScanner(s)) {{\n    for (Result r : rs) {consume}\n  }}\n}}\n"));
        } else {
            let first = plan.ranges.first().map_or(&[][..], |r| r.start.as_bytes());
            let last = plan.ranges.last().map_or(&[][..], |r| r.stop.as_bytes());
            out.push_str(&format!("Scan scan = {};\n", scan_for(first, last)));
            out.push_str(&add_columns("scan"));
            if has_filter {
                out.push_str("scan.setFilter(filter);\n");
            }
            out.push_str(&format!("try (ResultScanner rs = table.getScanner(scan)) {{\n  for (Result r : rs) {consume}\n}}\n"));
        }
    }
    if let Some(sort) = sort {
        out.push_str(&sort);
    }
    out
}
