//! The report as text for people.

use std::fmt::Write as _;

use rowkey_core::report::Report;

fn shown(s: &str) -> String {
    if s.is_empty() {
        "''".to_owned()
    } else {
        format!("'{s}'")
    }
}

fn indent(text: &str, by: &str) -> String {
    text.lines()
        .map(|l| format!("{by}{l}\n"))
        .collect::<String>()
}

/// Regions by their number as the page and the verdict show them (the first is region 1),
/// whereas the JSON report keeps 0-based indices.
fn list(v: &[usize]) -> String {
    if v.is_empty() {
        "none".to_owned()
    } else {
        v.iter()
            .map(|r| (r + 1).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Renders the report.
#[must_use]
/// The balance line of the text report (and of the streamed one).
pub fn balance_line(b: &rowkey_core::report::Balance) -> String {
    format!(
        "  balance: min {}, max {}, mean {:.2}, max/mean {}, empty regions {}",
        b.min,
        b.max,
        b.mean,
        b.max_over_mean
            .map_or_else(|| "-".to_owned(), |x| format!("{x:.2}")),
        b.empty
    )
}

pub fn render(r: &Report) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "table {} (family {})", shown(&r.table), shown(&r.family));
    let _ = writeln!(o, "recipe: {}", r.recipe);
    if !r.skipped_lines.is_empty() {
        let _ = writeln!(
            o,
            "\nSKIPPED LINES ({}, left out by --skip-bad-lines)",
            r.skipped_lines.len()
        );
        for s in &r.skipped_lines {
            let _ = writeln!(o, "  line {:>4}  {}", s.line, s.message);
        }
    }
    let _ = writeln!(
        o,
        "\nKEYS in HBase byte order ({} of {} rows encoded)",
        r.keys_total, r.rows
    );
    let _ = writeln!(o, "  {:>4}  {:>6}  key", "row", "region");
    let mut gaps = r.keys_omitted.iter().peekable();
    for (i, k) in r.keys.iter().enumerate() {
        while let Some(g) = gaps.next_if(|g| g.after == i) {
            let _ = writeln!(
                o,
                "  {:>4}  {:>6}  … {} more keys (--keys all lists them)",
                "",
                g.region + 1,
                g.count
            );
        }
        let _ = writeln!(o, "  {:>4}  {:>6}  {}", k.row, k.region + 1, k.key);
    }
    if !r.encode_errors.is_empty() {
        let _ = writeln!(o, "\nENCODE ERRORS ({})", r.encode_errors.len());
        for e in &r.encode_errors {
            let _ = writeln!(o, "  {}", e.message);
        }
    }
    let _ = writeln!(o, "\nREGIONS ({})", r.regions.len());
    if let Some(l) = &r.layout {
        let _ = writeln!(
            o,
            "  from a live layout ({}{}), {} regions",
            l.form.label(),
            l.table
                .as_deref()
                .map_or_else(String::new, |t| format!(", table {t}")),
            l.regions
        );
    }
    let sizes = r.regions.iter().any(|g| g.live_size_mb.is_some());
    let requests = r.regions.iter().any(|g| g.live_requests.is_some());
    let live = |g: &rowkey_core::report::RegionRow| {
        let mut s = String::new();
        if sizes {
            s += &format!(
                "  {:>10}",
                g.live_size_mb
                    .map_or_else(|| "-".to_owned(), |m| format!("{m:.1}"))
            );
        }
        if requests {
            s += &format!(
                "  {:>12}",
                g.live_requests
                    .map_or_else(|| "-".to_owned(), |n| n.to_string())
            );
        }
        s
    };
    let mut head = String::new();
    if sizes {
        head += &format!("  {:>10}", "live MB");
    }
    if requests {
        head += &format!("  {:>12}", "live req");
    }
    let _ = writeln!(
        o,
        "  {:>6}  {:<20}  {:<20}  rows{head}",
        "region", "start", "end"
    );
    for g in &r.regions {
        let _ = writeln!(
            o,
            "  {:>6}  {:<20}  {:<20}  {}{}",
            g.index + 1,
            shown(&g.start),
            shown(&g.end),
            if sizes || requests {
                format!("{:>4}", g.rows)
            } else {
                g.rows.to_string()
            },
            live(g)
        );
    }
    match &r.split_error {
        // One stand-in region: its 1.00× and no empty region would read as a good spread.
        Some(e) => {
            let _ = writeln!(
                o,
                "  balance: not judged: the split list is invalid, so the table is shown as one region ({e})"
            );
        }
        None => {
            let _ = writeln!(o, "{}", balance_line(&r.balance));
        }
    }
    if let Some(a) = &r.autosplit {
        let _ = writeln!(o, "  without a pre-split: {}", a.text);
    }
    if r.split_error.is_some() {
        let _ = writeln!(o, "\nCREATE\n  (none: HBase refuses the split list)");
    } else {
        let _ = writeln!(o, "\nCREATE\n  {}", r.create);
    }
    if let Some(file) = &r.splits_file {
        let _ = writeln!(o, "  splits.txt:");
        let _ = write!(o, "{}", indent(file, "    "));
    }
    let _ = writeln!(o, "\nLINTS ({}, {} errors)", r.lints.len(), r.lint_errors);
    for l in &r.lints {
        let _ = writeln!(o, "  {:<7}  {}: {}", l.severity, l.code, l.message);
        if let Some(f) = &l.fix {
            let _ = writeln!(o, "           fix: {f}");
        }
    }
    let _ = writeln!(o, "\nQUERIES ({})", r.queries.len());
    for (i, q) in r.queries.iter().enumerate() {
        let _ = writeln!(o, "\n[{}] {}", i + 1, q.name);
        let _ = writeln!(o, "    where:  {}", q.query);
        let _ = writeln!(o, "    plan:   {}", q.class);
        let _ = writeln!(o, "    why:    {}", q.reason);
        for n in &q.notes {
            let _ = writeln!(o, "    note:   {n}");
        }
        if let Some(l) = &q.latest {
            let _ = writeln!(o, "    latest: {} by {}: {}", l.count, l.column, l.how);
        }
        if let Some(f) = &q.fuzzy {
            let _ = writeln!(
                o,
                "    fuzzy:  {} (mask {})",
                f.pattern,
                f.mask.iter().map(ToString::to_string).collect::<String>()
            );
        }
        if q.get_keys.is_empty() {
            let _ = writeln!(o, "    ranges ({}):", q.ranges.len());
            for g in &q.ranges {
                let _ = writeln!(
                    o,
                    "      [{}, {})  regions {}  rows {}",
                    shown(&g.start),
                    shown(&g.stop),
                    list(&g.regions),
                    g.rows
                );
            }
        } else {
            let _ = writeln!(o, "    keys ({}):", q.get_keys.len());
            for (k, g) in q.get_keys.iter().zip(&q.ranges) {
                let _ = writeln!(
                    o,
                    "      {}  region {}  rows {}",
                    shown(k),
                    list(&g.regions),
                    g.rows
                );
            }
        }
        let c = &q.cost;
        let _ = writeln!(
            o,
            "    cost:   regions touched {} ({}), rows scanned {}, rows returned {}, read amplification {}",
            c.regions_touched.len(),
            list(&c.regions_touched),
            c.rows_scanned,
            c.rows_returned,
            c.read_amplification
                .map_or_else(|| "-".to_owned(), |a| format!("{a:.2}"))
        );
        if !c.missed_rows.is_empty() {
            let _ = writeln!(
                o,
                "    PLANNER BUG: matching rows outside the ranges: {}",
                list(&c.missed_rows)
            );
        }
        let _ = writeln!(o, "    rows:");
        if c.returned_rows.is_empty() {
            let _ = writeln!(o, "      (none)");
        }
        for (row, key) in c.returned_rows.iter().zip(&c.returned_keys) {
            let _ = writeln!(o, "      row {row:>4}  {key}");
        }
        if c.returned_omitted > 0 {
            let _ = writeln!(
                o,
                "      … {} more rows (--keys all lists them)",
                c.returned_omitted
            );
        }
        let _ = writeln!(o, "    HBase shell:");
        o.push_str(&indent(&q.shell, "      "));
        let _ = writeln!(o, "    Java:");
        o.push_str(&indent(&q.java, "      "));
        let _ = writeln!(o, "    EXPLAIN (Phoenix-style):");
        o.push_str(&indent(&q.explain, "      "));
    }
    let v = &r.verdict;
    let _ = writeln!(
        o,
        "\nVERDICT: {} ({} finding{})",
        v.status,
        v.findings.len(),
        if v.findings.len() == 1 { "" } else { "s" }
    );
    for f in &v.findings {
        let _ = writeln!(o, "  {:<7}  {}: {}", f.severity, f.code, f.message);
    }
    o
}
