//! The Phoenix-style EXPLAIN against the plan grammar and the examples Phoenix's own tests
//! assert (§8.6–8.7 of `../shared/reference/hbase-semantics.md`), for the plan shapes a
//! playground design can have.

use rowkey_core::RowKey;
use rowkey_core::design::Design;
use rowkey_core::plan::{
    ExplainOptions, LatestOrder, Plan, PlanKind, Predicate, Query, explain_with, plan_query,
};
use rowkey_core::presets::preset;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, Salt};

/// The EXPLAIN as Phoenix's own tests see it: their harness (`QueryServicesTestImpl`) forces
/// row-key order (`phoenix.query.force.rowkeyorder` = true), so the strings of §8.7 have no
/// `ROUND ROBIN` and a salted scan is merge-sorted.
fn explain(plan: &Plan, table: &str, splits: &[RowKey]) -> String {
    explain_with(plan, table, splits, ExplainOptions::TEST_HARNESS)
}

mod strategies;

fn cols(names: &[&str]) -> Vec<String> {
    names.iter().map(|s| (*s).to_owned()).collect()
}

fn single_bytes(bytes: std::ops::Range<u8>) -> Vec<RowKey> {
    bytes.map(|b| RowKey::from(&[b][..])).collect()
}

/// Two text columns, as Phoenix writes a VARCHAR primary key: a `\x00` after every column but
/// the last.
fn atable() -> KeySpec {
    KeySpec::new(vec![
        KeyPart::column(1, "organization_id").with_separator("\u{0}"),
        KeyPart::column(2, "entity_id"),
    ])
}

#[test]
fn full_scan_is_one_scan_group_whatever_the_regions() {
    // §8.7 #1.
    let c = cols(&["organization_id", "entity_id"]);
    let plan = plan_query(&atable(), &c, &Query::new("all")).unwrap();
    assert_eq!(
        explain(&plan, "ATABLE", &[]),
        "CLIENT PARALLEL 1-WAY FULL SCAN OVER ATABLE"
    );
    // Issue 30.7: N counts scan groups, not regions. Rows wanted in row-key order are one
    // group (`DefaultParallelScanGrouper.shouldStartNewScan` starts none for an unsalted,
    // row-key-ordered plan). GlobalIndexOptimizationIT.testNoGlobalIndexOptimization: a
    // table split on ('e','i','o') (4 regions), `where v1='a'`, prints
    // `CLIENT PARALLEL 1-WAY FULL SCAN OVER <t>` then `SERVER FILTER BY V1 = 'a'` (the old
    // 4-WAY here misread QueryWithOffsetIT, whose 4-WAY is an ORDER BY v1 query).
    let split_on = [RowKey::from("e"), RowKey::from("i"), RowKey::from("o")];
    assert_eq!(
        explain(&plan, "ATABLE", &split_on),
        "CLIENT PARALLEL 1-WAY FULL SCAN OVER ATABLE"
    );
    let t = KeySpec::new(vec![KeyPart::column(1, "t_id")]);
    let c = cols(&["t_id", "v1"]);
    let filtered = plan_query(&t, &c, &Query::new("v1").with(Predicate::eq("v1", "a"))).unwrap();
    assert_eq!(
        explain(&filtered, "T", &split_on),
        "CLIENT PARALLEL 1-WAY FULL SCAN OVER T\n    SERVER FILTER BY v1 = 'a'"
    );
    // ExplainPlanWithStatsDisabledIT.testRangeScanWithMetadataLookup: split on
    // ('b','c','d'), `PK1 <= 'cd'` meets 3 regions and is "CLIENT PARALLEL 1-WAY RANGE SCAN
    // OVER <t> [*] - ['cd']".
    let pk = KeySpec::new(vec![KeyPart::column(1, "pk1")]);
    let le = plan_query(
        &pk,
        &cols(&["pk1"]),
        &Query::new("le").with(Predicate::lt("pk1", "cd")),
    )
    .unwrap();
    let bcd = [RowKey::from("b"), RowKey::from("c"), RowKey::from("d")];
    assert!(
        explain(&le, "T", &bcd).starts_with("CLIENT PARALLEL 1-WAY RANGE SCAN OVER T [*] - "),
        "{}",
        explain(&le, "T", &bcd)
    );
}

/// Issue 30.7: an ORDER BY the key does not serve makes every scan its own group
/// (`shouldStartNewScan`: `!plan.isRowKeyOrdered()`), one per region a range meets.
/// GlobalIndexOptimizationIT.testNoGlobalIndexOptimization, split on ('e','i','o'):
/// `order by V1,t_id` is "CLIENT PARALLEL 4-WAY FULL SCAN … SERVER SORTED BY [V1, T_ID]
/// CLIENT MERGE SORT"; QueryWithOffsetIT.testOffsetSerialQueryExecutedOnServer: `ORDER BY
/// v1` is `PARALLEL 4-WAY` on that split and `PARALLEL 10-WAY` with `SALT_BUCKETS=10`.
#[test]
fn a_sort_the_key_does_not_serve_is_one_scan_per_region() {
    let t = KeySpec::new(vec![KeyPart::column(1, "t_id")]);
    let c = cols(&["t_id", "v1"]);
    let plan = plan_query(&t, &c, &Query::new("top").latest(3, "v1")).unwrap();
    assert_eq!(plan.latest.as_ref().unwrap().order, LatestOrder::ClientSort);
    let split_on = [RowKey::from("e"), RowKey::from("i"), RowKey::from("o")];
    let text = explain(&plan, "T", &split_on);
    assert!(
        text.starts_with("CLIENT PARALLEL 4-WAY FULL SCAN OVER T\n"),
        "{text}"
    );
    assert!(text.contains("\nCLIENT MERGE SORT"), "{text}");
    // A range that meets two of the four regions: two scans.
    let ranged = plan_query(
        &t,
        &c,
        &Query::new("top")
            .with(Predicate::between("t_id", "f", "j"))
            .latest(3, "v1"),
    )
    .unwrap();
    assert!(explain(&ranged, "T", &split_on).starts_with("CLIENT PARALLEL 2-WAY RANGE SCAN"));
    // Salted into 10 buckets, each its own region (Phoenix pre-splits at the buckets).
    let salted = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(10)),
        KeyPart::column(2, "t_id"),
    ]);
    let plan = plan_query(&salted, &c, &Query::new("top").latest(3, "v1")).unwrap();
    let text = explain(&plan, "T", &single_bytes(1..10));
    assert!(
        text.starts_with("CLIENT PARALLEL 10-WAY FULL SCAN OVER T\n"),
        "{text}"
    );
}

/// A salted table's scans are grouped per (region, bucket): `ParallelScansCollector` starts
/// a group at each region end and, in a region, at each change of salt byte
/// (`DefaultParallelScanGrouper.shouldStartNewScan`, `ScanRanges.intersectScan` cutting a
/// scan at each bucket). ExplainPlanWithStatsDisabledIT.testDescTimestampAtBoundary: 20
/// buckets, each its own region, `a = 'a' AND b …` is `CLIENT PARALLEL 20-WAY RANGE SCAN`.
#[test]
fn salted_scans_are_one_group_per_region_and_bucket() {
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "v"),
    ]);
    let c = cols(&["v"]);
    let all = plan_query(&spec, &c, &Query::new("all")).unwrap();
    // One region holding the 4 buckets: still 4 groups (a new one at each salt byte).
    assert!(explain(&all, "T", &[]).starts_with("CLIENT PARALLEL 4-WAY FULL SCAN"));
    // Each bucket split in two regions: 8.
    let halves: Vec<RowKey> = (0u8..4)
        .flat_map(|b| [RowKey::from(&[b, b'm'][..]), RowKey::from(&[b + 1][..])])
        .filter(|k| k.as_bytes() != [4])
        .collect();
    assert!(explain(&all, "T", &halves).starts_with("CLIENT PARALLEL 8-WAY FULL SCAN"));
    // `v >= 'x'` reads the upper half of each bucket only: 4.
    let ge = plan_query(&spec, &c, &Query::new("ge").with(Predicate::ge("v", "x"))).unwrap();
    let text = explain(&ge, "T", &halves);
    assert!(
        text.starts_with("CLIENT PARALLEL 4-WAY RANGE SCAN"),
        "{text}"
    );
    // A point lookup of one key is one scan (`getParallelScans`: a point lookup without a
    // skip-scan filter); of several keys, one group per (region, bucket) holding a key.
    let one = plan_query(&spec, &c, &Query::new("one").with(Predicate::eq("v", "a"))).unwrap();
    assert!(
        matches!(one.kind, PlanKind::Get { keys: 1 }),
        "{:?}",
        one.kind
    );
    assert!(explain(&one, "T", &halves).starts_with("CLIENT PARALLEL 1-WAY POINT LOOKUP ON 1 KEY"));
}

#[test]
fn point_lookups_are_one_scan_with_the_residual_in_parentheses() {
    let c = cols(&["organization_id", "entity_id", "x_integer", "a_integer"]);
    // §8.7 #4: two IN lists over the whole key are a 4-key point lookup.
    let q = Query::new("in")
        .with(Predicate::is_in(
            "organization_id",
            &["00D000000000001", "00D000000000005"],
        ))
        .with(Predicate::is_in(
            "entity_id",
            &["00E00000000000X", "00E00000000000Z"],
        ));
    let plan = plan_query(&atable(), &c, &q).unwrap();
    assert_eq!(plan.kind, PlanKind::Get { keys: 4 });
    let splits = [RowKey::from("00D000000000003")];
    assert_eq!(
        explain(&plan, "ATABLE", &splits),
        "CLIENT PARALLEL 1-WAY POINT LOOKUP ON 4 KEYS OVER ATABLE"
    );
    // §8.7 #3: several residual conditions print as one parenthesised AND.
    let q = Query::new("point")
        .with(Predicate::eq("organization_id", "000000000000001"))
        .with(Predicate::eq("entity_id", "000000000000002"))
        .with(Predicate::eq("x_integer", "2"))
        .with(Predicate::lt("a_integer", "5"));
    let plan = plan_query(&atable(), &c, &q).unwrap();
    let text = explain(&plan, "ATABLE", &[]);
    assert!(
        text.starts_with(
            "CLIENT PARALLEL 1-WAY POINT LOOKUP ON 1 KEY OVER ATABLE\n    SERVER FILTER BY ("
        ),
        "{text}"
    );
    assert!(text.ends_with(")"), "{text}");
}

#[test]
fn a_random_prefix_is_an_ordinary_key_column_to_phoenix() {
    // random(1001) + id on a table of 4 regions: one id is read in every bucket. The
    // prefix is not Phoenix's salt byte (the DDL cannot declare it; to Phoenix it is a key
    // column), so its skip scan wants rows in key order: one group (issue 30.7; the old
    // 4-WAY counted regions).
    let preset = preset("random-prefix-1001").unwrap();
    let variant = preset.variant("before").unwrap();
    let design: &Design = &variant.design;
    let sample = variant.generate().unwrap();
    let plan = plan_query(&design.recipe, sample.columns(), &design.queries[0]).unwrap();
    assert!(
        matches!(plan.kind, PlanKind::BucketScan { buckets: 1001 }),
        "{:?}",
        plan.kind
    );
    let splits = design.split_keys().unwrap();
    let text = explain(&plan, "t", &splits);
    assert!(text.starts_with("CLIENT PARALLEL 1-WAY "), "{text}");
}

#[test]
fn salted_range_scans_run_one_scan_per_bucket_region_and_merge() {
    // §8.7 #14 (`v >= 'x'`, ascending here): 4 salt buckets, each its own region: 4-WAY,
    // the salt byte as X'00'…X'03', and a merge sort on the client.
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "v"),
    ]);
    let plan = plan_query(
        &spec,
        &cols(&["v"]),
        &Query::new("v").with(Predicate::ge("v", "x")),
    )
    .unwrap();
    let text = explain(&plan, "T", &single_bytes(1..4));
    assert!(text.starts_with("CLIENT PARALLEL 4-WAY "), "{text}");
    assert!(
        text.contains(" RANGE SCAN OVER T [X'00','x'] - [X'03',*]"),
        "{text}"
    );
    assert!(text.ends_with("\nCLIENT MERGE SORT"), "{text}");
}

#[test]
fn top_n_merges_sorted_results_before_the_client_limit() {
    // ORDER BY … LIMIT n that the key does not serve: each scan keeps its top n
    // (`SERVER TOP n ROWS SORTED BY`), and the client merges them before its limit
    // (`MergeSortTopNResultIterator.explain`: CLIENT MERGE SORT, then CLIENT LIMIT n).
    let spec = KeySpec::new(vec![KeyPart::column(1, "name")]);
    let q = Query::new("latest").latest(3, "name");
    let plan = plan_query(&spec, &cols(&["name"]), &q).unwrap();
    assert_eq!(plan.latest.as_ref().unwrap().order, LatestOrder::ClientSort);
    assert_eq!(
        explain(&plan, "T", &[]),
        "CLIENT PARALLEL 1-WAY FULL SCAN OVER T\n    SERVER TOP 3 ROWS SORTED BY [name DESC]\nCLIENT MERGE SORT\nCLIENT LIMIT 3"
    );
    let plan = plan_query(
        &spec,
        &cols(&["name"]),
        &Query::new("one").latest(1, "name"),
    )
    .unwrap();
    assert!(explain(&plan, "T", &[]).contains("SERVER TOP 1 ROW SORTED BY [name DESC]"));
}

#[test]
fn a_key_ordered_limit_stops_each_scan() {
    // The time leads the key ascending: a reversed scan with a row limit.
    let spec = KeySpec::new(vec![
        KeyPart::column(1, "ts")
            .with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(8))),
    ]);
    let plan = plan_query(&spec, &cols(&["ts"]), &Query::new("q").latest(5, "ts")).unwrap();
    assert_eq!(
        explain(&plan, "T", &[]),
        // A row limit with no filter runs serially (issue 30.7; `ScanPlan.isSerial`), the
        // old `PARALLEL` was wrong.
        "CLIENT SERIAL 1-WAY REVERSE FULL SCAN OVER T\n    SERVER 5 ROW LIMIT\nCLIENT 5 ROW LIMIT"
    );
}

/// The EXPLAIN the page prints: Phoenix's production defaults.
fn production(plan: &Plan, table: &str, splits: &[RowKey]) -> String {
    rowkey_core::plan::explain(plan, table, splits)
}

fn preset_plan(preset: &str, variant: &str, query: &str) -> (Plan, Vec<RowKey>) {
    let p = rowkey_core::presets::preset(preset).unwrap();
    let v = p.variant(variant).unwrap();
    let sample = v.generate().unwrap();
    let q = v.design.queries.iter().find(|q| q.name == query).unwrap();
    let plan = plan_query(&v.design.recipe, sample.columns(), q).unwrap();
    (plan, v.design.split_keys().unwrap())
}

/// Issue 30.7: a point lookup consumes the key's predicates. QueryPlanTest
/// (`phoenix-core/src/test/java/org/apache/phoenix/query/QueryPlanTest.java`, §8.7 #3) prints
/// `POINT LOOKUP ON 1 KEY` then a filter only on the columns outside the key.
#[test]
fn a_point_lookup_prints_no_filter_on_the_key_it_looks_up() {
    let (plan, splits) = preset_plan("presplit-ids", "after", "id = 30007");
    assert!(
        matches!(plan.kind, PlanKind::Get { keys: 1 }),
        "{:?}",
        plan.kind
    );
    let text = production(&plan, "t", &splits);
    assert!(
        text.starts_with("CLIENT PARALLEL 1-WAY ROUND ROBIN POINT LOOKUP ON 1 KEY OVER t"),
        "{text}"
    );
    assert!(!text.contains("SERVER FILTER BY"), "{text}");
    // Columns outside the key still filter (§8.7 #3).
    let c = cols(&["organization_id", "entity_id", "x_integer"]);
    let q = Query::new("point")
        .with(Predicate::eq("organization_id", "000000000000001"))
        .with(Predicate::eq("entity_id", "000000000000002"))
        .with(Predicate::eq("x_integer", "2"));
    let plan = plan_query(&atable(), &c, &q).unwrap();
    assert!(
        explain(&plan, "ATABLE", &[]).ends_with("\n    SERVER FILTER BY x_integer = '2'"),
        "{}",
        explain(&plan, "ATABLE", &[])
    );
}

/// Issue 30.7: a row limit the key order serves, with no filter, runs its scans one after
/// the other: `CLIENT SERIAL` (`ScanPlan.isSerial`, `SerialIterators.NAME`; QueryWithLimitIT
/// asserts `SERIAL 1-WAY` on one region), with the row limit on the server and the client.
#[test]
fn a_limit_without_a_filter_is_serial() {
    let (plan, splits) = preset_plan("reverse-timestamp-php", "padded", "latest 10");
    assert_eq!(
        production(&plan, "t", &splits[..0]),
        "CLIENT SERIAL 1-WAY FULL SCAN OVER t\n    SERVER 10 ROW LIMIT\nCLIENT 10 ROW LIMIT"
    );
    // Over the design's 4 regions still one group: SerialIterators counts the groups
    // `getParallelScans` builds, one for rows in key order (QueryWithOffsetIT
    // .testOffsetSerialQueryExecutedOnServer: split on ('e','i','o'), `SELECT t_id FROM t
    // OFFSET n` is `SERIAL 1-WAY`; the old 4-WAY counted regions).
    assert!(
        production(&plan, "t", &splits).starts_with("CLIENT SERIAL 1-WAY FULL SCAN OVER t\n"),
        "{}",
        production(&plan, "t", &splits)
    );
}

/// Issue 30.7: with `phoenix.query.force.rowkeyorder` at its default, false
/// (`phoenix-core-client/src/main/java/org/apache/phoenix/query/QueryServicesOptions.java`
/// `DEFAULT_FORCE_ROW_KEY_ORDER`), an unordered scan is read round robin and a salted one is
/// not merge-sorted (`QueryPlanTest.testUseOfRoundRobinIteratorSurfaced`: `20-WAY ROUND
/// ROBIN RANGE SCAN`, no `CLIENT MERGE SORT`); forced, the harness strings.
#[test]
fn unordered_scans_are_round_robin_by_default() {
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "v"),
    ]);
    let plan = plan_query(
        &spec,
        &cols(&["v"]),
        &Query::new("v").with(Predicate::ge("v", "x")),
    )
    .unwrap();
    let splits = single_bytes(1..4);
    let text = production(&plan, "T", &splits);
    assert!(
        text.starts_with("CLIENT PARALLEL 4-WAY ROUND ROBIN RANGE SCAN OVER T "),
        "{text}"
    );
    assert!(!text.contains("MERGE SORT"), "{text}");
    let forced = explain(&plan, "T", &splits);
    assert!(!forced.contains("ROUND ROBIN"), "{forced}");
    assert!(forced.ends_with("\nCLIENT MERGE SORT"), "{forced}");
    // An ordered read ("latest N") is never round robin.
    let (latest, splits) = preset_plan("reverse-timestamp-php", "padded", "latest 10");
    assert!(!production(&latest, "t", &splits).contains("ROUND ROBIN"));
}

/// Issue 30.7: an exclusive upper bound on a number prints as Phoenix prints it, the bound
/// itself (`[*] - [100]` for `ID < 100`: CostBasedDecisionIT,
/// `phoenix-core/src/it/java/org/apache/phoenix/end2end/CostBasedDecisionIT.java`), not the
/// last value below it.
#[test]
fn an_exclusive_upper_bound_prints_as_the_bound() {
    for variant in ["before", "after"] {
        let (plan, splits) = preset_plan("signed-binary", variant, "delta < 0");
        let text = production(&plan, "t", &splits);
        assert!(text.contains(" - [0]"), "{variant}: {text}");
        assert!(!text.contains("[-1]"), "{variant}: {text}");
    }
}

/// "EXPLAIN = scan" (issue 30): the key ranges an EXPLAIN prints, read back to bytes apart
/// from the code that printed them, are the ranges the scan reads.
mod explain_is_the_scan {
    use proptest::prelude::*;
    use rowkey_core::RowKey;
    use rowkey_core::encode::encode_sample;
    use rowkey_core::plan::{Plan, PlanKind, Query, SampleFacts, ScanRange, plan_query_with};
    use rowkey_core::sample::Sample;
    use rowkey_core::spec::{KeyPart, KeySpec, PartValue, Source};

    use super::strategies;

    /// One value printed in a key slot.
    #[derive(Debug, PartialEq)]
    enum Token {
        /// `*`: unbounded.
        Any,
        /// `'…'`: a text (`''` is a quote; `\xHH` a byte, as `Bytes.toBytesBinary` reads).
        Quoted(Vec<u8>),
        /// A bare number.
        Number(i128),
        /// Anything else (`X'00'`, `~…`, `null`): not read back here.
        Other,
    }

    /// The bracketed slot lists after `OVER <table>` on the first line: `[lo]` or
    /// `[lo] - [hi]`; `None` when none is printed.
    fn printed(text: &str, table: &str) -> Option<(Vec<Token>, Vec<Token>)> {
        let first = text.lines().next()?;
        let at = first.find(&format!("OVER {table}"))? + 5 + table.len();
        let rest = first[at..].trim_start();
        if rest.is_empty() {
            return None;
        }
        let (lo, rest) = slot_list(rest)?;
        let hi = match rest.strip_prefix(" - ") {
            Some(r) => slot_list(r)?.0,
            None => slot_list(first[at..].trim_start())?.0,
        };
        Some((lo, hi))
    }

    /// One `[a,b,…]` list and what follows it.
    fn slot_list(s: &str) -> Option<(Vec<Token>, &str)> {
        let body = s.strip_prefix('[')?;
        let mut tokens = Vec::new();
        let mut chars = body.char_indices().peekable();
        let mut current = String::new();
        let mut quoted: Option<Vec<u8>> = None;
        while let Some((i, c)) = chars.next() {
            if let Some(q) = quoted.as_mut() {
                if c == '\'' {
                    if chars.peek().is_some_and(|(_, n)| *n == '\'') {
                        chars.next();
                        q.push(b'\'');
                    } else {
                        tokens.push(Token::Quoted(quoted.take().unwrap_or_default()));
                        current = "'".to_owned();
                    }
                } else if c == '\\' && body[i..].len() >= 4 && body[i + 1..].starts_with('x') {
                    let hex = &body[i + 2..i + 4];
                    match u8::from_str_radix(hex, 16) {
                        Ok(b) => {
                            q.push(b);
                            chars.next();
                            chars.next();
                            chars.next();
                        }
                        Err(_) => q.push(b'\\'),
                    }
                } else {
                    let mut buf = [0u8; 4];
                    q.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                continue;
            }
            match c {
                '\'' if current.is_empty() => quoted = Some(Vec::new()),
                ',' | ']' => {
                    if current != "'" {
                        tokens.push(match current.as_str() {
                            "*" => Token::Any,
                            t => t.parse::<i128>().map_or(Token::Other, Token::Number),
                        });
                    }
                    current.clear();
                    if c == ']' {
                        return Some((tokens, &body[i + 1..]));
                    }
                }
                _ => current.push(c),
            }
        }
        None
    }

    /// The bytes of `value` written by `part` alone (no separator), by the engine's encoder.
    fn written(part: &KeyPart, column: &str, value: &str) -> Option<Vec<u8>> {
        let mut alone = part.clone();
        alone.separator = None;
        let spec = KeySpec::new(vec![alone]);
        let sample = Sample::new(vec![column.to_owned()], vec![vec![value.to_owned()]]);
        let encoded = encode_sample(&spec, &sample).ok()?;
        let (_, k) = encoded.keys().next()?;
        Some(k.key.as_bytes().to_vec())
    }

    /// What a part's value slot means in bytes: a single-column field's own value written as
    /// the part writes it (a transformed one shows its stored bytes), any other part's bytes.
    fn value_bytes(part: &KeyPart, token: &Token) -> Option<Vec<u8>> {
        let field = match &part.value {
            PartValue::Field {
                source: Source::Column { name },
                transforms,
                ..
            } => Some((name.as_str(), transforms.is_empty())),
            PartValue::Field { .. } | PartValue::Salt(_) => return None,
            _ => None,
        };
        if part.value.typed_encoding().is_some() {
            return None;
        }
        match (token, field) {
            (Token::Quoted(b), Some((column, true))) => {
                written(part, column, std::str::from_utf8(b).ok()?)
            }
            (Token::Number(n), Some((column, true))) => written(part, column, &n.to_string()),
            (Token::Quoted(b), _) => Some(b.clone()),
            _ => None,
        }
    }

    fn next_prefix(p: &[u8]) -> Vec<u8> {
        match p.iter().rposition(|&b| b != 0xFF) {
            Some(i) => {
                let mut out = p[..=i].to_vec();
                out[i] += 1;
                out
            }
            None => Vec::new(),
        }
    }

    /// The range an EXPLAIN prints, in bytes, if this reading knows every slot: fixed slots
    /// are values followed by their part's separator; the last slot of a range (or STARTS
    /// WITH) is read as Phoenix prints a key range, from its start bytes to its stop bytes,
    /// excluded (a number `v` excluded: after every key of `v − 1`); `*` is the prefix's
    /// start or the end of the prefix's keys.
    fn read_back(plan: &Plan, spec: &KeySpec, text: &str, table: &str) -> Option<ScanRange> {
        let Some((lo, hi)) = printed(text, table) else {
            return Some(ScanRange::all());
        };
        let ranged =
            plan.walk.stopped_at.as_ref().is_some_and(|(_, r)| *r) || plan.walk.prefix_of.is_some();
        let fixed = if ranged { lo.len() - 1 } else { lo.len() };
        let mut start = Vec::new();
        let mut stop = Vec::new();
        for (i, (l, h)) in lo.iter().zip(&hi).enumerate().take(fixed) {
            let part = spec.parts.get(i)?;
            let sep = part
                .separator
                .as_ref()
                .map(|s| s.as_bytes().to_vec())
                .unwrap_or_default();
            start.extend(value_bytes(part, l)?);
            start.extend(&sep);
            stop.extend(value_bytes(part, h)?);
            stop.extend(&sep);
        }
        if !ranged {
            let stop = next_prefix(&stop);
            return Some(ScanRange {
                start: RowKey::new(start),
                stop: RowKey::new(stop),
            });
        }
        let part = spec.parts.get(fixed)?;
        // Typed values and times print as their values (`~…`, dates, milliseconds): not
        // read back here.
        if part.value.typed_encoding().is_some()
            || matches!(
                &part.value,
                PartValue::Field {
                    encoding: rowkey_core::spec::Encoding::Timestamp { .. },
                    ..
                }
            )
        {
            return None;
        }
        let column = match &part.value {
            PartValue::Field {
                source: Source::Column { name },
                ..
            } => Some(name.as_str()),
            PartValue::RawKey { .. } => None,
            _ => return None,
        };
        match lo.last()? {
            Token::Any => {}
            Token::Quoted(b) => start.extend(b),
            Token::Number(n) => start.extend(written(part, column?, &n.to_string())?),
            Token::Other => return None,
        }
        let stop = match hi.last()? {
            Token::Any => next_prefix(&stop),
            Token::Quoted(b) => {
                stop.extend(b);
                stop
            }
            Token::Number(n) => {
                stop.extend(written(part, column?, &(n - 1).to_string())?);
                next_prefix(&stop)
            }
            Token::Other => return None,
        };
        Some(ScanRange {
            start: RowKey::new(start),
            stop: RowKey::new(stop),
        })
    }

    /// Whether the EXPLAIN reads back to the plan's ranges (one range exactly, a skip scan's
    /// ranges inside the box it prints); `None` when this reading does not cover the plan's
    /// slots.
    fn agrees(plan: &Plan, spec: &KeySpec) -> Option<Result<(), String>> {
        if matches!(
            plan.kind,
            PlanKind::Get { .. } | PlanKind::Empty | PlanKind::BucketScan { .. }
        ) || plan.buckets.is_some()
        {
            return None;
        }
        let text = rowkey_core::plan::explain(plan, "T", &[]);
        // An unbounded side of a number slot starts where the encoding's values start,
        // which `*` does not say: not read back.
        if text.lines().next().is_some_and(|l| l.contains('~')) {
            return None;
        }
        let read = read_back(plan, spec, &text, "T")?;
        // A signed binary range split in two (its negative values sort after its positive
        // ones) prints one value interval whose ends are out of byte order: not read back.
        if !read.stop.is_empty() && read.start > read.stop {
            return None;
        }
        let (first, last) = (plan.ranges.first()?, plan.ranges.last()?);
        let span = ScanRange {
            start: first.start.clone(),
            stop: last.stop.clone(),
        };
        // One range: exactly it. Several (a skip scan): Phoenix prints each slot's lowest
        // and highest value, a box that holds every range (exactly their span when the
        // slots are independent; two parts of one column are paired, so less).
        let holds = |r: &ScanRange| {
            r.start >= read.start
                && (read.stop.is_empty() || (!r.stop.is_empty() && r.stop <= read.stop))
        };
        let fits = if plan.ranges.len() == 1 {
            read == span
        } else {
            plan.ranges.iter().all(holds)
        };
        Some(if fits {
            Ok(())
        } else {
            Err(format!(
                "{text}\nreads back as [{}, {}) but the scan is {:?}",
                read.start.to_string_binary(),
                read.stop.to_string_binary(),
                plan.ranges
            ))
        })
    }

    fn number_side_unbounded(plan: &Plan, spec: &KeySpec) -> bool {
        let Some((_, true)) = plan.walk.stopped_at else {
            return false;
        };
        let i = plan.slots.len().saturating_sub(1);
        let numeric = spec.parts.get(i).is_some_and(|p| {
            matches!(&p.value, PartValue::Field { encoding, .. }
                if !matches!(encoding, rowkey_core::spec::Encoding::Text { .. }))
        });
        numeric
            && plan
                .slots
                .last()
                .is_some_and(|s| s.lo == "*" || s.hi == "*")
    }

    /// Every preset query and every review-3 design's query: the EXPLAIN the page prints
    /// reads back to the scan.
    #[test]
    fn preset_and_review_plans() {
        let mut designs = Vec::new();
        for p in rowkey_core::presets::catalogue() {
            for v in &p.variants {
                let sample = v.generate().unwrap();
                designs.push((format!("{} {}", p.id, v.id), v.design.clone(), sample));
            }
        }
        for name in ["cc", "upn", "e2"] {
            let path = format!(
                "{}/tests/fixtures/review-3/{name}.design.json",
                env!("CARGO_MANIFEST_DIR")
            );
            let design: rowkey_core::design::Design =
                serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
            let mut columns: Vec<String> = Vec::new();
            for part in &design.recipe.parts {
                for c in part.columns_read() {
                    if !columns.iter().any(|x| x == c) {
                        columns.push(c.to_owned());
                    }
                }
            }
            designs.push((name.to_owned(), design, Sample::new(columns, Vec::new())));
        }
        let (mut checked, mut skipped) = (0, 0);
        for (name, design, sample) in designs {
            let facts = SampleFacts::of(&design.recipe, &sample);
            for q in &design.queries {
                let Ok(plan) = plan_query_with(&design.recipe, sample.columns(), q, &facts) else {
                    continue;
                };
                if number_side_unbounded(&plan, &design.recipe) {
                    skipped += 1;
                    continue;
                }
                match agrees(&plan, &design.recipe) {
                    Some(Ok(())) => checked += 1,
                    Some(Err(e)) => panic!("{name} / {}: {e}", q.name),
                    None => skipped += 1,
                }
            }
        }
        assert!(
            checked >= 25,
            "{checked} plans read back ({skipped} not read)"
        );
    }

    fn check(spec: &KeySpec, q: &Query) -> Result<bool, TestCaseError> {
        let columns: Vec<String> = strategies::COLUMNS
            .iter()
            .map(|c| (*c).to_owned())
            .collect();
        let Ok(plan) = rowkey_core::plan::plan_query(spec, &columns, q) else {
            return Ok(false);
        };
        if number_side_unbounded(&plan, spec) {
            return Ok(false);
        }
        match agrees(&plan, spec) {
            Some(Ok(())) => Ok(true),
            Some(Err(e)) => Err(TestCaseError::fail(format!("{spec:?}\n{q}\n{e}"))),
            None => Ok(false),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// Generated recipes and queries (the planner's strategies).
        #[test]
        fn generated_plans(spec in strategies::spec(), q in strategies::query()) {
            prop_assume!(spec.validate().is_ok());
            check(&spec, &q)?;
        }
    }
}

/// Several ranges in one region are one scan: `ScanRanges.intersectScan` gives one scan per
/// region (its skip-scan filter holds the ranges), so a sort the key does not serve counts
/// the regions the ranges meet, not the ranges; on a salted table two ranges of one bucket
/// in one region are one group.
#[test]
fn a_skip_scan_counts_regions_not_ranges() {
    let t = KeySpec::new(vec![KeyPart::column(1, "t_id")]);
    let c = cols(&["t_id", "v1"]);
    let q = Query::new("in")
        .with(Predicate::is_in("t_id", &["a", "c", "f"]))
        .latest(2, "v1");
    let plan = plan_query(&t, &c, &q).unwrap();
    assert_eq!(plan.latest.as_ref().unwrap().order, LatestOrder::ClientSort);
    assert_eq!(plan.ranges.len(), 3);
    // `a` and `c` lie in the first region, `f` in the second.
    let split_on = [RowKey::from("e"), RowKey::from("i"), RowKey::from("o")];
    let text = explain(&plan, "T", &split_on);
    assert!(text.starts_with("CLIENT PARALLEL 2-WAY "), "{text}");
    // In key order: one group.
    let plain = plan_query(
        &t,
        &c,
        &Query::new("in").with(Predicate::is_in("t_id", &["a", "c", "f", "j"])),
    )
    .unwrap();
    assert!(explain(&plain, "T", &split_on).starts_with("CLIENT PARALLEL 1-WAY "));
    // Salted, a point lookup of two keys (a skip-scan filter, so the region path): one
    // group per (region, bucket) holding a key, here one region per bucket.
    let salted = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "v"),
    ]);
    let two = plan_query(
        &salted,
        &cols(&["v"]),
        &Query::new("two").with(Predicate::is_in("v", &["a", "z"])),
    )
    .unwrap();
    assert!(
        matches!(two.kind, PlanKind::Get { keys: 2 }),
        "{:?}",
        two.kind
    );
    let mut buckets: Vec<u8> = two.keys.iter().map(|k| k.as_bytes()[0]).collect();
    buckets.sort_unstable();
    buckets.dedup();
    let text = explain(&two, "T", &single_bytes(1..4));
    assert!(
        text.starts_with(&format!(
            "CLIENT PARALLEL {}-WAY POINT LOOKUP ON 2 KEYS",
            buckets.len()
        )),
        "{text}"
    );
}

#[test]
fn latest_over_an_hbasewd_prefix_is_sorted_by_phoenix_not_merged_in_key_order() {
    // hash(4) + ts ascending, "latest 5": the plan reads each bucket newest first, but to
    // Phoenix the bucket is an ordinary key column (no SALT_BUCKETS), so four ranges are not
    // in time order: its ORDER BY ts DESC LIMIT 5 is a TOP N sort, one scan per region,
    // never the serial key-ordered limit of one range (QueryPlanTest's `SERVER TOP`).
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::hbasewd_hash(4)),
        KeyPart::column(2, "ts")
            .with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(8))),
    ]);
    let plan = plan_query(&spec, &cols(&["ts"]), &Query::new("q").latest(5, "ts")).unwrap();
    assert_eq!(plan.ranges.len(), 4, "{plan:?}");
    assert_eq!(plan.salt_buckets, None);
    let text = explain(&plan, "T", &single_bytes(1..4));
    assert_eq!(
        text,
        "CLIENT PARALLEL 4-WAY FULL SCAN OVER T\n    SERVER TOP 5 ROWS SORTED BY [ts DESC]\nCLIENT MERGE SORT\nCLIENT LIMIT 5"
    );
}

#[test]
fn an_in_whose_values_start_one_another_shows_the_range_the_scan_reads() {
    // `a IN ('b_', 'b')` on a + b with no separator: every key starting `b_` starts `b`, so
    // the scan is the one prefix range [b, c); the EXPLAIN printed `['b'] - ['b_']`, which
    // reads back as [b, b`) (found by `explain_is_the_scan::generated_plans`).
    let spec = KeySpec::new(vec![KeyPart::column(1, "a"), KeyPart::column(2, "b")]);
    let plan = plan_query(
        &spec,
        &cols(&["a", "b"]),
        &Query::new("q").with(Predicate::is_in("a", &["b_", "b"])),
    )
    .unwrap();
    assert_eq!(plan.ranges.len(), 1, "{:?}", plan.ranges);
    let text = explain(&plan, "T", &[]);
    assert!(
        text.starts_with("CLIENT PARALLEL 1-WAY RANGE SCAN OVER T ['b']\n"),
        "{text}"
    );
}
