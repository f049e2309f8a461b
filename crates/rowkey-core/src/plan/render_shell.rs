//! A plan as HBase shell commands.
//!
//! Row keys are written as Ruby double-quoted strings, so the bytes the shell sends
//! (`to_java_bytes`) are exactly the key bytes (§4 of the reference).

use super::bind::{ColumnKind, column_kind};
use super::classify::PlanKind;
use super::comments::{CodeComment, push_comment};
use super::key_read;
use super::planner::{LatestOrder, Plan};
use super::query::{Op, Predicate};
use crate::i18n::messages::{En, Messages};
use crate::part_traits::spec_traits;
use crate::spec::KeySpec;

/// A Ruby double-quoted string literal whose bytes are exactly `bytes`: printable ASCII as
/// is, `"` and `\` escaped, `#` escaped before `{`, `$` or `@` (interpolation), every other
/// byte as `\xHH`.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::ruby_string;
/// assert_eq!(ruby_string(b"111_"), r#""111_""#);
/// assert_eq!(ruby_string(b"a\"b\\c"), r#""a\"b\\c""#);
/// assert_eq!(ruby_string(b"#{x}#1"), r##""\#{x}#1""##);
/// assert_eq!(ruby_string(&[0x00, 0x7F, 0xFF]), r#""\x00\x7F\xFF""#);
/// ```
#[must_use]
pub fn ruby_string(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('"');
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'#' if matches!(bytes.get(i + 1), Some(b'{' | b'$' | b'@')) => out.push_str("\\#"),
            0x20..=0x7E => out.push(char::from(b)),
            _ => out.push_str(&format!("\\x{b:02X}")),
        }
    }
    out.push('"');
    out
}

/// A low end for a reversed scan that must keep `start`: STOPROW leaves its row out, so
/// use a row just below `start` (`None` for the table start), and whether it is exact (no
/// key lies between it and `start`: `start` ends in a zero byte).
fn below(start: &[u8]) -> Option<(Vec<u8>, bool)> {
    let (&last, head) = start.split_last()?;
    if last == 0 {
        return (!head.is_empty()).then(|| (head.to_vec(), true));
    }
    let mut low = head.to_vec();
    low.push(last - 1);
    Some((low, false))
}

/// Whether a residual predicate is checked on the client rather than by a `FILTER`: on a
/// value read from the key ([`read_from_key`]), or by value on a cell, since a binary
/// comparator compares text bytes, so a range on a number or a time cannot be one (as text
/// `"9" > "10"`; `facts` names the columns whose text the plan reads as numbers). The
/// shell and the Java code split the residual predicates the same way.
pub(crate) fn checked_by_value(spec: &KeySpec, p: &Predicate, facts: key_read::KeyFacts) -> bool {
    read_from_key(spec, p, facts) || checked_in_cell(spec, p, facts.numbers)
}

/// Whether the renderings check a residual predicate of `plan` on the client (on the value
/// read from the key, or by value on a cell) rather than by a `FILTER`.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{checked_on_client, plan_query, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "phone")]);
/// let cols = vec!["uid".to_string(), "phone".to_string(), "name".to_string()];
/// let q = Query::new("q").with(Predicate::eq("phone", "1")).with(Predicate::eq("name", "a"));
/// let plan = plan_query(&spec, &cols, &q).unwrap();
/// // phone is in the key only: checked on the value the key holds; name is a cell: filtered.
/// assert!(checked_on_client(&plan, &spec, &plan.residual[0]));
/// assert!(!checked_on_client(&plan, &spec, &plan.residual[1]));
/// ```
#[must_use]
pub fn checked_on_client(plan: &Plan, spec: &KeySpec, p: &Predicate) -> bool {
    checked_by_value(spec, p, key_read::KeyFacts::of(plan))
}

/// Whether a predicate on a cell is checked by value on the client rather than by a cell
/// filter: a range on a number or a time.
pub(crate) fn checked_in_cell(spec: &KeySpec, p: &Predicate, numbers: &[String]) -> bool {
    !p.is_equality()
        && !p.is_affix()
        && (column_kind(spec, &p.column) != ColumnKind::Text || numbers.contains(&p.column))
}

/// Whether a residual predicate is on a column the key alone holds ([`holding_part`]) and
/// the key shows where that value lies and how to compare it (see
/// [`key_read::condition`]): a table may keep no cell for it, so it is checked on the client
/// on the value the key holds, never by a cell filter (which would drop every row without
/// the cell).
pub(crate) fn read_from_key(spec: &KeySpec, p: &Predicate, facts: key_read::KeyFacts) -> bool {
    key_read::condition(spec, p, facts).is_some()
}

/// Quotes text for the HBase filter language (`'` doubled).
fn filter_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// A Java regular expression (as HBase's `RegexStringComparator` reads it, with `find()`)
/// that matches a text ending with `suffix`: every ASCII punctuation character escaped with a
/// backslash (always allowed before a non-letter), then `\z` (the very end, where `$` would
/// also match before a final line break).
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::suffix_regex;
/// assert_eq!(suffix_regex(".iteblog.com"), r"\.iteblog\.com\z");
/// assert_eq!(suffix_regex("a+b(c)"), r"a\+b\(c\)\z");
/// ```
#[must_use]
pub fn suffix_regex(suffix: &str) -> String {
    format!("{}\\z", regex_literal(suffix))
}

/// `text` as a Java regular expression matching itself: ASCII punctuation and spaces
/// escaped.
fn regex_literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    for c in text.chars() {
        if c.is_ascii_punctuation() || c == ' ' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A Java regular expression (for `RegexStringComparator`, `find()`, `DOTALL` as its
/// default) that matches a text whose host ends with `suffix`, the host read as
/// [`host_of`](crate::transform::host_of) reads it: after the first `://` if there is one,
/// up to the first `/`, `?` or `#`, before the last `:` there. A suffix holding `/`, `?` or
/// `#` matches nothing (`(?!)`).
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::host_suffix_regex;
/// assert_eq!(
///     host_suffix_regex(".b.com"),
///     r"^(?:(?!.*://)|(?:(?!://).)*://)(?:[^/?#:]*\.b\.com|[^/?#]*\.b\.com:[^/?#:]*)(?:[/?#]|\z)"
/// );
/// assert_eq!(host_suffix_regex("a/b"), "(?!)");
/// ```
#[must_use]
pub fn host_suffix_regex(suffix: &str) -> String {
    if suffix.contains(['/', '?', '#']) {
        return "(?!)".to_owned();
    }
    let e = regex_literal(suffix);
    // A host with a ':' in it has a port after it (the last ':' ends the host).
    let host = if suffix.contains(':') {
        format!("[^/?#]*{e}:[^/?#:]*")
    } else {
        format!("(?:[^/?#:]*{e}|[^/?#]*{e}:[^/?#:]*)")
    };
    format!("^(?:(?!.*://)|(?:(?!://).)*://){host}(?:[/?#]|\\z)")
}

/// The filter-language text for the residual predicates, assuming each column is also
/// stored as a cell `family:column` holding its text.
pub(crate) fn filter_language(residual: &[Predicate], family: &str) -> Option<String> {
    let scvf = |col: &str, op: &str, cmp: &str| {
        format!(
            "SingleColumnValueFilter ({}, {}, {op}, {}, true, true)",
            filter_quote(family),
            filter_quote(col),
            filter_quote(cmp)
        )
    };
    let parts: Vec<String> = residual
        .iter()
        .map(|p| {
            let c = p.column.as_str();
            let bin = |v: &str| format!("binary:{v}");
            match &p.op {
                Op::Eq { value } => scvf(c, "=", &bin(value)),
                Op::In { values } => {
                    let alts: Vec<String> = values.iter().map(|v| scvf(c, "=", &bin(v))).collect();
                    if alts.len() == 1 {
                        alts.join("")
                    } else {
                        format!("({})", alts.join(" OR "))
                    }
                }
                Op::Lt { value } => scvf(c, "<", &bin(value)),
                Op::Le { value } => scvf(c, "<=", &bin(value)),
                Op::Gt { value } => scvf(c, ">", &bin(value)),
                Op::Ge { value } => scvf(c, ">=", &bin(value)),
                Op::Between { low, high } => format!(
                    "{} AND {}",
                    scvf(c, ">=", &bin(low)),
                    scvf(c, "<=", &bin(high))
                ),
                Op::StartsWith { prefix } => scvf(c, "=", &format!("binaryprefix:{prefix}")),
                Op::EndsWith { suffix } => {
                    scvf(c, "=", &format!("regexstring:{}", suffix_regex(suffix)))
                }
                Op::HostEndsWith { suffix } => scvf(
                    c,
                    "=",
                    &format!("regexstring:{}", host_suffix_regex(suffix)),
                ),
            }
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" AND "))
}

/// The plan as HBase shell commands for table `table`. Residual predicates become a
/// `FILTER` of `SingleColumnValueFilter`s on `family:column` (this assumes each sample column
/// is also stored as a cell holding its text; a comment says so).
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{plan_query, shell, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "phone")]);
/// let cols = vec!["uid".to_string(), "phone".to_string()];
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::eq("uid", "111"))).unwrap();
/// assert_eq!(shell(&plan, &spec, "t", "cf"), "scan 't', {ROWPREFIXFILTER => \"111_\"}\n");
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::eq("uid", "111")).with(Predicate::eq("phone", "123"))).unwrap();
/// assert_eq!(shell(&plan, &spec, "t", "cf"), "get 't', \"111_123\"\n");
/// ```
#[must_use]
pub fn shell(plan: &Plan, spec: &KeySpec, table: &str, family: &str) -> String {
    shell_in(plan, spec, table, family, &En)
}

/// [`shell`] with its comments in the words of `words` (the commands are the same).
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::messages::Zh;
/// use rowkey_core::plan::{plan_query, shell_in, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let cols = vec!["uid".to_string(), "ts".to_string()];
/// let q = Query::new("q").with(Predicate::eq("uid", "1")).with(Predicate::eq("ts", "5"));
/// let script = shell_in(&plan_query(&spec, &cols, &q).unwrap(), &spec, "t", "cf", &Zh);
/// assert!(script.starts_with("# FILTER 假设每一列的文本也存放在单元格 cf:<列名> 中\n"));
/// ```
#[must_use]
pub fn shell_in(
    plan: &Plan,
    spec: &KeySpec,
    table: &str,
    family: &str,
    words: &dyn Messages,
) -> String {
    // The table name is a Ruby literal, as in the `create` statement (`'` becomes `\'`);
    // the filter language's doubled `''` would be two adjacent Ruby strings, which Ruby
    // joins without the quote.
    let t = crate::split::ruby_single_quoted(table);
    let mut out = String::new();
    let comment =
        |out: &mut String, c: CodeComment| push_comment(out, "# ", &words.code_comment(&c));
    let client_step =
        |out: &mut String, c: CodeComment| push_comment(out, "# client: ", &words.code_comment(&c));
    if plan.kind == PlanKind::Empty {
        comment(&mut out, CodeComment::NothingToRead);
        return out;
    }
    let (client, server): (Vec<Predicate>, Vec<Predicate>) = plan
        .residual
        .iter()
        .cloned()
        .partition(|p| checked_by_value(spec, p, key_read::KeyFacts::of(plan)));
    let filter = filter_language(&server, family);
    if filter.is_some() {
        let family = family.to_owned();
        comment(&mut out, CodeComment::ShellFilterAssumes { family });
    }
    let (from_key, by_value): (Vec<&Predicate>, Vec<&Predicate>) = client
        .iter()
        .partition(|p| read_from_key(spec, p, key_read::KeyFacts::of(plan)));
    if !from_key.is_empty() {
        let mut columns: Vec<&str> = from_key.iter().map(|p| p.column.as_str()).collect();
        columns.dedup();
        let columns = columns.join(", ");
        comment(&mut out, CodeComment::ReadFromKey { columns });
        for p in &from_key {
            let predicate = p.to_string();
            client_step(&mut out, CodeComment::KeepRowsWhere { predicate });
        }
    }
    if !by_value.is_empty() {
        comment(&mut out, CodeComment::CheckedOnClient);
        for p in &by_value {
            let predicate = p.to_string();
            client_step(&mut out, CodeComment::KeepRowsWhere { predicate });
        }
    }
    if let Some(f) = &plan.fuzzy {
        let pattern = f.pattern();
        comment(&mut out, CodeComment::FuzzyPattern { pattern });
    }
    let reversed = plan.reversed();
    // A reversed scan includes its STARTROW and leaves out its STOPROW (§5.4), the other
    // way round from the range [start, stop). No key is shorter than `min_key`, so a
    // shorter bound cannot be a key and the scan is exact. Otherwise each reversed scan
    // reads from stop down to just below start, asks for one row more, and the client
    // keeps the keys of the range (and the first N).
    let min_key: usize = spec_traits(spec)
        .iter()
        .zip(&spec.parts)
        .map(|(t, p)| t.fixed_width.unwrap_or(0) + p.separator.as_ref().map_or(0, |s| s.len()))
        .sum();
    let low_end = |start: &[u8]| -> Option<(Vec<u8>, bool)> {
        if start.len() < min_key {
            (!start.is_empty()).then(|| (start.to_vec(), true))
        } else {
            below(start)
        }
    };
    let edges = reversed
        && plan.ranges.iter().any(|r| {
            (!r.stop.is_empty() && r.stop.len() >= min_key)
                || low_end(r.start.as_bytes()).is_some_and(|(_, exact)| !exact)
        });
    if let Some(l) = &plan.latest {
        let scans = if matches!(plan.kind, PlanKind::Get { .. }) {
            plan.keys.len()
        } else {
            plan.ranges.len()
        };
        let sort = l.order == LatestOrder::ClientSort || scans > 1 || !client.is_empty() || edges;
        if l.order != LatestOrder::ClientSort && scans > 1 && client.is_empty() {
            comment(&mut out, CodeComment::MergeScans { scans });
        }
        if sort {
            let (column, count) = (l.column.clone(), l.count);
            client_step(&mut out, CodeComment::SortNewest { column, count });
        }
    }
    let columns = plan.cells.as_ref().map(|c| {
        let names: Vec<String> = c
            .qualifiers
            .iter()
            .map(|q| ruby_string(format!("{family}:{q}").as_bytes()))
            .collect();
        match names.as_slice() {
            [one] => one.clone(),
            _ => format!("[{}]", names.join(", ")),
        }
    });
    if let PlanKind::Get { .. } = plan.kind {
        let mut opts: Vec<String> = Vec::new();
        if let Some(c) = &columns {
            opts.push(format!("COLUMN => {c}"));
        }
        if let Some(f) = &filter {
            opts.push(format!("FILTER => {}", ruby_string(f.as_bytes())));
        }
        for k in &plan.keys {
            if opts.is_empty() {
                out.push_str(&format!("get {t}, {}\n", ruby_string(k.as_bytes())));
            } else {
                out.push_str(&format!(
                    "get {t}, {}, {{{}}}\n",
                    ruby_string(k.as_bytes()),
                    opts.join(", ")
                ));
            }
        }
        return out;
    }
    if edges {
        comment(&mut out, CodeComment::ReversedEdges);
    } else if reversed {
        comment(&mut out, CodeComment::ReversedExact);
    }
    // A LIMIT counts rows before the client's checks: with any, the client keeps the N.
    let limit = plan
        .limit()
        .filter(|_| client.is_empty())
        .map(|n| if edges { n.saturating_add(1) } else { n });
    for r in &plan.ranges {
        let mut opts: Vec<String> = Vec::new();
        match (r.as_prefix(), reversed) {
            (Some(p), false) => opts.push(format!("ROWPREFIXFILTER => {}", ruby_string(p))),
            (_, false) => {
                if !r.start.is_empty() {
                    opts.push(format!("STARTROW => {}", ruby_string(r.start.as_bytes())));
                }
                if !r.stop.is_empty() {
                    opts.push(format!("STOPROW => {}", ruby_string(r.stop.as_bytes())));
                }
            }
            (_, true) => {
                opts.push("REVERSED => true".to_owned());
                if !r.stop.is_empty() {
                    opts.push(format!("STARTROW => {}", ruby_string(r.stop.as_bytes())));
                }
                let low = low_end(r.start.as_bytes());
                if let Some((low, _)) = &low {
                    opts.push(format!("STOPROW => {}", ruby_string(low)));
                }
                if edges {
                    let start = ruby_string(r.start.as_bytes());
                    let stop = ruby_string(r.stop.as_bytes());
                    client_step(&mut out, CodeComment::KeepKeysIn { start, stop });
                }
            }
        }
        if let Some(c) = &columns {
            opts.push(format!("COLUMNS => {c}"));
        }
        if let Some(f) = &filter {
            opts.push(format!("FILTER => {}", ruby_string(f.as_bytes())));
        }
        if let Some(n) = limit {
            opts.push(format!("LIMIT => {n}"));
        }
        if opts.is_empty() {
            out.push_str(&format!("scan {t}\n"));
        } else {
            out.push_str(&format!("scan {t}, {{{}}}\n", opts.join(", ")));
        }
    }
    out
}
