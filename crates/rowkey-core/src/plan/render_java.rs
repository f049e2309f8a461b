//! A plan as Java client code (HBase 2.x API).

use super::classify::PlanKind;
use super::planner::Plan;
use super::query::{Op, Predicate};
use crate::display::to_string_binary;

/// A Java string literal holding `toStringBinary` text, read back with
/// `Bytes.toBytesBinary` (exact for every byte).
fn java_bytes(bytes: &[u8]) -> String {
    let text = to_string_binary(bytes)
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    format!("Bytes.toBytesBinary(\"{text}\")")
}

fn java_str(text: &str) -> String {
    let mut out = String::from("\"");
    for ch in text.chars() {
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
}

fn scvf(family: &str, p: &Predicate) -> Vec<String> {
    let mk = |op: &str, cmp: String| {
        format!(
            "new SingleColumnValueFilter(Bytes.toBytes({}), Bytes.toBytes({}), CompareOperator.{op}, {cmp})",
            java_str(family),
            java_str(&p.column)
        )
    };
    let bin = |v: &str| format!("new BinaryComparator(Bytes.toBytes({}))", java_str(v));
    match &p.op {
        Op::Eq { value } => vec![mk("EQUAL", bin(value))],
        Op::In { values } => {
            let alts: Vec<String> = values.iter().map(|v| mk("EQUAL", bin(v))).collect();
            vec![format!(
                "new FilterList(FilterList.Operator.MUST_PASS_ONE, {})",
                alts.join(", ")
            )]
        }
        Op::Lt { value } => vec![mk("LESS", bin(value))],
        Op::Le { value } => vec![mk("LESS_OR_EQUAL", bin(value))],
        Op::Gt { value } => vec![mk("GREATER", bin(value))],
        Op::Ge { value } => vec![mk("GREATER_OR_EQUAL", bin(value))],
        Op::Between { low, high } => vec![
            mk("GREATER_OR_EQUAL", bin(low)),
            mk("LESS_OR_EQUAL", bin(high)),
        ],
        Op::StartsWith { prefix } => vec![mk(
            "EQUAL",
            format!(
                "new BinaryPrefixComparator(Bytes.toBytes({}))",
                java_str(prefix)
            ),
        )],
    }
}

/// The plan as Java client code: a `Get` per key, or `Scan.withStartRow/withStopRow` (one
/// scan per bucket for a bucket scan, a `MultiRowRangeFilter` for a skip scan), with the
/// residual predicates as `SingleColumnValueFilter`s on `family:column` and the
/// `FuzzyRowFilter` when there is one.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{java, plan_query, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "phone")]);
/// let cols = vec!["uid".to_string(), "phone".to_string()];
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::eq("uid", "111"))).unwrap();
/// let code = java(&plan, "t", "cf");
/// assert!(code.contains(".withStartRow(Bytes.toBytesBinary(\"111_\"))"));
/// assert!(code.contains(".withStopRow(Bytes.toBytesBinary(\"111`\"))"));
/// ```
#[must_use]
pub fn java(plan: &Plan, table: &str, family: &str) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "Table table = connection.getTable(TableName.valueOf({}));\n",
        java_str(table)
    ));
    if plan.kind == PlanKind::Empty {
        out.push_str("// no row can match: nothing to read\n");
        return out;
    }
    let mut filters: Vec<String> = plan.residual.iter().flat_map(|p| scvf(family, p)).collect();
    if let Some(f) = &plan.fuzzy {
        filters.insert(
            0,
            format!(
                "new FuzzyRowFilter(Arrays.asList(new Pair<>({}, new byte[] {{{}}})))",
                java_bytes(&f.key),
                f.mask
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
    }
    let filter = match filters.len() {
        0 => None,
        1 => filters.pop(),
        _ => Some(format!(
            "new FilterList(FilterList.Operator.MUST_PASS_ALL,\n        {})",
            filters.join(",\n        ")
        )),
    };
    if !plan.residual.is_empty() {
        out.push_str(&format!(
            "// the filters assume each column is also stored as a cell {family}:<column> holding its text\n"
        ));
    }
    if let PlanKind::Get { .. } = plan.kind {
        for k in &plan.keys {
            out.push_str(&format!(
                "Get get = new Get({});\n",
                java_bytes(k.as_bytes())
            ));
            if let Some(f) = &filter {
                out.push_str(&format!("get.setFilter({f});\n"));
            }
            out.push_str("Result result = table.get(get);\n");
        }
        return out;
    }
    let reversed = plan.reversed();
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
        if let Some(n) = plan.limit() {
            s.push_str(&format!("\n    .setLimit({n})"));
        }
        s
    };
    let per_range =
        matches!(plan.kind, PlanKind::BucketScan { .. }) || plan.ranges.len() == 1 || reversed;
    if per_range {
        if plan.ranges.len() > 1 {
            out.push_str("// one scan per range (bucket), merged on the client\nList<Scan> scans = new ArrayList<>();\n");
            for r in &plan.ranges {
                out.push_str(&format!(
                    "scans.add({});\n",
                    scan_for(r.start.as_bytes(), r.stop.as_bytes())
                ));
            }
            if let Some(f) = &filter {
                out.push_str(&format!(
                    "Filter filter = {f};\nfor (Scan s : scans) s.setFilter(filter);\n"
                ));
            }
            out.push_str("for (Scan s : scans) {\n  try (ResultScanner rs = table.getScanner(s)) {\n    for (Result r : rs) { /* ... */ }\n  }\n}\n");
            return out;
        }
        let r = plan.ranges.first();
        let (s, e) = r.map_or((&[][..], &[][..]), |r| {
            (r.start.as_bytes(), r.stop.as_bytes())
        });
        out.push_str(&format!("Scan scan = {};\n", scan_for(s, e)));
    } else {
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
        let first = plan.ranges.first().map_or(&[][..], |r| r.start.as_bytes());
        let last = plan.ranges.last().map_or(&[][..], |r| r.stop.as_bytes());
        out.push_str(&format!("Scan scan = {};\n", scan_for(first, last)));
    }
    if let Some(f) = &filter {
        if plan.ranges.len() > 1 && !reversed && !matches!(plan.kind, PlanKind::BucketScan { .. }) {
            out.push_str(&format!(
                "scan.setFilter(new FilterList(FilterList.Operator.MUST_PASS_ALL, new MultiRowRangeFilter(ranges), {f}));\n"
            ));
        } else {
            out.push_str(&format!("scan.setFilter({f});\n"));
        }
    } else if plan.ranges.len() > 1
        && !reversed
        && !matches!(plan.kind, PlanKind::BucketScan { .. })
    {
        out.push_str("scan.setFilter(new MultiRowRangeFilter(ranges));\n");
    }
    out.push_str("try (ResultScanner rs = table.getScanner(scan)) {\n  for (Result r : rs) { /* ... */ }\n}\n");
    out
}
