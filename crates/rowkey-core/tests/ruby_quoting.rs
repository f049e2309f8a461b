//! The HBase shell is JRuby: a table or family name is a Ruby single-quoted literal, in the
//! `create` statement and in every `scan` and `get` alike (issue 30, item 9: `create` wrote
//! `'we\'ird'` while scans wrote the filter language's `'we''ird'`, which Ruby reads as the
//! two adjacent literals `'we'` `'ird'` and joins to `weird`).
//!
//! The reader here follows Ruby's rules for single-quoted literals (`\\` is one backslash,
//! `\'` a quote, any other backslash is kept; adjacent literals are joined), written apart
//! from the renderer, so a quoting that Ruby reads differently fails.

use rowkey_core::design::Design;
use rowkey_core::plan::{plan_query, shell};
use rowkey_core::sample::parse_csv;
use rowkey_core::split::create_statement;

/// Reads the Ruby string expression at the start of `text`: one or more single-quoted
/// literals separated by nothing or spaces (Ruby joins adjacent literals). Returns the
/// string and the rest of the text.
fn ruby_literal(text: &str) -> (String, &str) {
    let mut out = String::new();
    let mut rest = text.trim_start();
    assert!(
        rest.starts_with('\''),
        "not a single-quoted literal: {rest:?}"
    );
    while let Some(body) = rest.strip_prefix('\'') {
        let mut chars = body.char_indices();
        let end = loop {
            let (i, c) = chars.next().expect("unterminated literal");
            match c {
                '\'' => break i,
                '\\' => match body[i + 1..].chars().next() {
                    Some(n @ ('\\' | '\'')) => {
                        out.push(n);
                        chars.next();
                    }
                    _ => out.push('\\'),
                },
                c => out.push(c),
            }
        };
        rest = body[end + 1..].trim_start_matches(' ');
    }
    (out, rest)
}

fn design() -> (Design, String) {
    let json = include_str!("fixtures/review-3/q.design.json");
    let design: Design = serde_json::from_str(json).expect("q.design.json reads");
    (design, include_str!("fixtures/review-3/q.csv").to_owned())
}

#[test]
fn the_reader_joins_adjacent_literals_as_ruby_does() {
    assert_eq!(ruby_literal("'we''ird', x").0, "weird");
    assert_eq!(ruby_literal(r"'we\'ird', x").0, "we'ird");
    assert_eq!(ruby_literal(r"'a\b\\'").0, r"a\b\");
}

#[test]
fn create_names_the_table_and_family_as_ruby_reads_them() {
    let (design, _) = design();
    let create = create_statement(&design.table, &design.family, &design.splits).unwrap();
    let rest = create.shell.strip_prefix("create ").expect(&create.shell);
    let (table, rest) = ruby_literal(rest);
    assert_eq!(table, "we'ird");
    let rest = rest.strip_prefix(',').expect(rest);
    let (family, _) = ruby_literal(rest);
    assert_eq!(family, "c'f");
}

#[test]
fn every_scan_and_get_names_the_table_as_create_does() {
    let (design, csv) = design();
    let sample = parse_csv(&csv).unwrap();
    let mut commands = 0;
    for q in &design.queries {
        let plan = plan_query(&design.recipe, sample.columns(), q).unwrap();
        let script = shell(&plan, &design.recipe, &design.table, &design.family);
        for line in script.lines() {
            let Some(rest) = line
                .strip_prefix("scan ")
                .or_else(|| line.strip_prefix("get "))
            else {
                continue;
            };
            commands += 1;
            assert_eq!(ruby_literal(rest).0, "we'ird", "{line}");
        }
    }
    assert!(commands > 0, "no scan or get in the plans");
}
