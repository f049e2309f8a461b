//! The Phoenix-style EXPLAIN against the plan grammar and the examples Phoenix's own tests
//! assert (§8.6–8.7 of `../shared/reference/hbase-semantics.md`), for the plan shapes a
//! playground design can have.

use rowkey_core::RowKey;
use rowkey_core::design::Design;
use rowkey_core::plan::{LatestOrder, PlanKind, Predicate, Query, explain, plan_query};
use rowkey_core::presets::preset;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, Salt};

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
fn full_scan_is_one_scan_per_region() {
    // §8.7 #1.
    let c = cols(&["organization_id", "entity_id"]);
    let plan = plan_query(&atable(), &c, &Query::new("all")).unwrap();
    assert_eq!(
        explain(&plan, "ATABLE", &[]),
        "CLIENT PARALLEL 1-WAY FULL SCAN OVER ATABLE"
    );
    // QueryWithOffsetIT: a table split on ('e','i','o') has 4 regions and a 4-WAY full scan.
    let split_on = [RowKey::from("e"), RowKey::from("i"), RowKey::from("o")];
    assert_eq!(
        explain(&plan, "ATABLE", &split_on),
        "CLIENT PARALLEL 4-WAY FULL SCAN OVER ATABLE"
    );
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
fn a_random_prefix_counts_regions_not_buckets() {
    // random(1001) + id on a table of 4 regions: one id is read in every bucket, but the
    // parallel scans are one per region the bucket ranges overlap.
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
    assert!(text.starts_with("CLIENT PARALLEL 4-WAY "), "{text}");
    assert!(!text.contains("1001-WAY"), "{text}");
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
        "CLIENT PARALLEL 1-WAY REVERSE FULL SCAN OVER T\n    SERVER 5 ROW LIMIT\nCLIENT 5 ROW LIMIT"
    );
}
