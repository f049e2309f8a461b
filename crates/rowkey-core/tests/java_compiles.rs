//! The Java client code the planner emits compiles: every query of every preset variant, and
//! hand-picked plans of every shape (GET of one and several keys, prefix and range scans,
//! reversed scans, bucket scans, skip scans with a `MultiRowRangeFilter`, `FuzzyRowFilter`s,
//! filter lists, "latest N" in key order, by a reversed scan and sorted on the client, the
//! empty plan), each compiled by `javac` against stubs of the HBase 2.x client classes
//! (`tests/java/mod.rs`, `tests/java-stubs/`). Generated designs are compiled in
//! `planner_props.rs`.

mod java;

use java::{Snippet, assert_compiles};
use rowkey_core::plan::{
    ColumnKind, LatestOrder, Op, Plan, PlanKind, Predicate, Query, column_kind, holding_part, java,
    plan_query,
};
use rowkey_core::presets::catalogue;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, ReverseFrom, Salt};

fn cols(names: &[&str]) -> Vec<String> {
    names.iter().map(|c| (*c).to_owned()).collect()
}

#[test]
fn every_preset_query_compiles_as_java() {
    let mut snippets = Vec::new();
    for preset in catalogue() {
        for variant in &preset.variants {
            let design = &variant.design;
            let columns: Vec<String> = variant
                .sample
                .columns
                .iter()
                .map(|c| c.name.clone())
                .collect();
            for q in &design.queries {
                let plan = plan_query(&design.recipe, &columns, q).unwrap_or_else(|e| {
                    panic!("{} / {}: {:?}: {e}", preset.id, variant.id, q.name)
                });
                snippets.push(Snippet {
                    label: format!("preset {} / {} / query {:?}", preset.id, variant.id, q.name),
                    code: java(&plan, &design.recipe, &design.table, &design.family),
                });
            }
        }
    }
    assert!(
        snippets.len() > 50,
        "only {} preset queries",
        snippets.len()
    );
    assert_compiles("presets", &snippets);
}

/// Hand-picked plans, one or more of each shape the renderer knows.
fn shapes() -> Vec<(Plan, KeySpec)> {
    let c = cols(&["uid", "phone", "ts", "name"]);
    let text = KeySpec::new(vec![
        KeyPart::column(1, "uid").with_separator("_"),
        KeyPart::column(2, "phone").with_separator("_"),
        KeyPart::column(3, "name"),
    ]);
    let reversed_ts = KeySpec::new(vec![
        KeyPart::column(1, "uid").with_separator("#"),
        KeyPart::column(2, "ts").with_encoding(Encoding::epoch_millis_reversed(
            ReverseFrom::LongMax,
            IntFormat::big_endian_signed(8),
        )),
    ]);
    let ascending_ts = KeySpec::new(vec![
        KeyPart::column(1, "uid").with_separator("#"),
        KeyPart::column(2, "ts")
            .with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(8))),
    ]);
    let salted = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "uid").with_separator("_"),
        KeyPart::column(3, "ts"),
    ]);
    let fixed = KeySpec::new(vec![
        KeyPart::column(1, "uid")
            .with_encoding(Encoding::integer(IntFormat::ZeroPadded { width: 4 }))
            .with_separator("_"),
        KeyPart::column(2, "phone")
            .with_encoding(Encoding::integer(IntFormat::ZeroPadded { width: 3 }))
            .with_separator("_"),
        KeyPart::column(3, "ts")
            .with_encoding(Encoding::integer(IntFormat::ZeroPadded { width: 4 })),
    ]);
    let queries: Vec<(&KeySpec, Query)> = vec![
        // GET of one key, and of several with a residual filter and "latest" sorted here.
        (
            &text,
            Query::new("get")
                .with(Predicate::eq("uid", "1"))
                .with(Predicate::eq("phone", "2"))
                .with(Predicate::eq("name", "n")),
        ),
        (
            &text,
            Query::new("gets")
                .with(Predicate::is_in("uid", &["1", "2"]))
                .with(Predicate::eq("phone", "2"))
                .with(Predicate::is_in("name", &["a", "b\"\\"]))
                .with(Predicate::gt("ts", "5"))
                .latest(2, "ts"),
        ),
        // A prefix scan with every filter operator, and a fuzzy row filter.
        (
            &text,
            Query::new("prefix")
                .with(Predicate::eq("uid", "1"))
                .with(Predicate::between("ts", "1", "9"))
                .with(Predicate::starts_with("name", "é"))
                .with(Predicate::lt("ts", "8"))
                .with(Predicate::le("ts", "7"))
                .with(Predicate::ge("ts", "0")),
        ),
        (
            &fixed,
            Query::new("fuzzy").with(Predicate::eq("phone", "123")),
        ),
        (
            &fixed,
            Query::new("fuzzy+in")
                .with(Predicate::is_in("phone", &["123", "124"]))
                .with(Predicate::eq("name", "x"))
                .latest(4, "ts"),
        ),
        (
            &fixed,
            Query::new("fuzzy+range")
                .with(Predicate::is_in("uid", &["1", "2"]))
                .with(Predicate::eq("ts", "7")),
        ),
        // A skip scan, with and without a filter, and sorted here for "latest".
        (
            &text,
            Query::new("skip").with(Predicate::is_in("uid", &["1", "3"])),
        ),
        (
            &text,
            Query::new("skip+filter")
                .with(Predicate::is_in("uid", &["1", "3"]))
                .with(Predicate::eq("ts", "3")),
        ),
        (
            &text,
            Query::new("skip+latest")
                .with(Predicate::is_in("uid", &["1", "3"]))
                .latest(3, "ts"),
        ),
        // "Latest N" in key order: one range, and several (a limit per scan, then merged).
        (
            &reversed_ts,
            Query::new("key order")
                .with(Predicate::eq("uid", "1"))
                .latest(2, "ts"),
        ),
        (
            &reversed_ts,
            Query::new("key order x2")
                .with(Predicate::is_in("uid", &["1", "2"]))
                .latest(2, "ts"),
        ),
        (
            &reversed_ts,
            Query::new("key order x2 + filter")
                .with(Predicate::is_in("uid", &["1", "2"]))
                .with(Predicate::eq("name", "x"))
                .latest(2, "ts"),
        ),
        // Reversed scans: one range, and several.
        (
            &ascending_ts,
            Query::new("reversed")
                .with(Predicate::eq("uid", "1"))
                .latest(2, "ts"),
        ),
        (
            &ascending_ts,
            Query::new("reversed x2")
                .with(Predicate::is_in("uid", &["1", "2"]))
                .with(Predicate::eq("name", "x"))
                .latest(2, "ts"),
        ),
        // Bucket scans, plain, filtered, and "latest".
        (
            &salted,
            Query::new("buckets").with(Predicate::eq("uid", "1")),
        ),
        (
            &salted,
            Query::new("buckets+filter")
                .with(Predicate::eq("uid", "1"))
                .with(Predicate::eq("name", "x")),
        ),
        (
            &salted,
            Query::new("buckets+latest")
                .with(Predicate::eq("uid", "1"))
                .latest(5, "ts"),
        ),
        // A full scan, filtered and sorted; the empty plan.
        (
            &text,
            Query::new("full")
                .with(Predicate::eq("name", "x"))
                .latest(1, "name"),
        ),
        (&text, Query::new("full, nothing")),
        (
            &text,
            Query::new("empty")
                .with(Predicate::eq("uid", "1"))
                .with(Predicate::eq("uid", "2")),
        ),
    ];
    queries
        .into_iter()
        .map(|(spec, q)| {
            let plan = plan_query(spec, &c, &q).unwrap_or_else(|e| panic!("{}: {e}", q.name));
            (plan, spec.clone())
        })
        .collect()
}

#[test]
fn every_plan_shape_compiles_as_java() {
    let shapes = shapes();
    let kinds = |f: fn(&Plan) -> bool| shapes.iter().filter(|(p, _)| f(p)).count();
    // The hand-picked plans do cover every shape.
    assert!(kinds(|p| matches!(p.kind, PlanKind::Get { keys: 1 })) >= 1);
    assert!(kinds(|p| matches!(p.kind, PlanKind::Get { keys } if keys > 1)) >= 1);
    assert!(kinds(|p| matches!(p.kind, PlanKind::SkipScan { .. })) >= 1);
    assert!(kinds(|p| matches!(p.kind, PlanKind::BucketScan { .. })) >= 1);
    assert!(kinds(|p| p.kind == PlanKind::Empty) >= 1);
    assert!(kinds(|p| p.kind == PlanKind::FullScan) >= 1);
    assert!(kinds(|p| p.fuzzy.is_some()) >= 1);
    assert!(kinds(|p| p.reversed() && p.ranges.len() > 1) >= 1);
    assert!(kinds(|p| p.limit().is_some() && p.ranges.len() > 1 && !p.reversed()) >= 1);
    assert!(
        kinds(|p| p
            .latest
            .as_ref()
            .is_some_and(|l| l.order == LatestOrder::ClientSort)
            && p.ranges.len() > 1)
            >= 1
    );
    let mut snippets: Vec<Snippet> = shapes
        .iter()
        .map(|(plan, spec)| Snippet {
            label: format!("{:?}: {}", plan.query.name, plan.query),
            code: java(plan, spec, "t", "cf"),
        })
        .collect();
    // Names and values with quotes, backslashes, line breaks, a `\u000a` that javac would
    // read as a line break even in a comment, NUL and a character beyond the BMP.
    let odd = "a\"b\\c\nd\r\\u000a\0\u{1F600}é";
    let spec = KeySpec::new(vec![
        KeyPart::column(1, odd).with_separator("_"),
        KeyPart::column(2, "ts"),
    ]);
    let c = cols(&[odd, "ts", "name"]);
    for q in [
        Query::new("odd")
            .with(Predicate::eq(odd, odd))
            .with(Predicate::is_in("name", &[odd, "x"]))
            .with(Predicate::starts_with("ts", odd))
            .latest(2, odd),
        Query::new("odd 2")
            .with(Predicate::is_in(odd, &[odd, "\n"]))
            .with(Predicate::gt("ts", odd))
            .latest(1, "ts"),
    ] {
        let plan = plan_query(&spec, &c, &q).unwrap();
        snippets.push(Snippet {
            label: format!("odd names: {q}"),
            code: java(&plan, &spec, odd, odd),
        });
    }
    assert_compiles("shapes", &snippets);
}

/// What the code says, beyond compiling: every value filter leaves out rows without its cell
/// (as the shell's `SingleColumnValueFilter(…, true, true)`), every key of a GET is in the
/// batch, every scan of a limited "latest N" has the limit, and where rows come from several
/// scans or in no time order they are sorted newest first and cut to N.
#[test]
fn the_java_keeps_the_plan_meaning() {
    let mut plans = shapes();
    for preset in catalogue() {
        for variant in &preset.variants {
            let design = &variant.design;
            let columns: Vec<String> = variant
                .sample
                .columns
                .iter()
                .map(|c| c.name.clone())
                .collect();
            for q in &design.queries {
                plans.push((
                    plan_query(&design.recipe, &columns, q).unwrap(),
                    design.recipe.clone(),
                ));
            }
        }
    }
    for (plan, spec) in &plans {
        let code = java(plan, spec, "t", "cf");
        let name = &plan.query.name;
        if plan.kind == PlanKind::Empty {
            assert!(
                code.ends_with("// no row can match: nothing to read\n"),
                "{name}: {code}"
            );
            continue;
        }
        let scvf = code.matches("new SingleColumnValueFilter(").count();
        assert_eq!(
            scvf,
            code.matches(".setFilterIfMissing(true);").count(),
            "{name}: {code}"
        );
        // A predicate on a column the key alone holds is checked on the client on the value
        // read from the key (issue 30: no cell filter on a cell the table may not have); a
        // range on a number or a time is checked on the client by value (a binary
        // comparator compares text), as the shell's `# client:` lines say; the rest are filters.
        let by_value = |p: &Predicate| {
            holding_part(spec, &p.column).is_some()
                || (!p.is_equality()
                    && !matches!(p.op, Op::StartsWith { .. })
                    && column_kind(spec, &p.column) != ColumnKind::Text)
        };
        let client = plan.residual.iter().filter(|p| by_value(p)).count();
        let server = plan.residual.len() - client;
        assert_eq!(scvf > 0, server > 0, "{name}: {code}");
        assert_eq!(code.contains("keep.test("), client > 0, "{name}: {code}");
        let filtered = code.contains("Filter filter = ");
        assert_eq!(
            filtered,
            server > 0 || plan.fuzzy.is_some() || code.contains("MultiRowRangeFilter"),
            "{name}: {code}"
        );
        let scans = code.matches("new Scan()").count();
        match plan.kind {
            PlanKind::Get { keys: 1 } => {
                assert!(
                    code.contains("Result result = table.get(get);"),
                    "{name}: {code}"
                );
                assert_eq!(
                    filtered,
                    code.contains("get.setFilter(filter);"),
                    "{name}: {code}"
                );
            }
            PlanKind::Get { keys } => {
                assert_eq!(
                    code.matches("gets.add(new Get(").count(),
                    keys,
                    "{name}: {code}"
                );
                assert!(
                    code.contains("Result[] results = table.get(gets);"),
                    "{name}: {code}"
                );
                assert_eq!(
                    filtered,
                    code.contains("for (Get g : gets) g.setFilter(filter);"),
                    "{name}: {code}"
                );
            }
            _ => {
                assert!(scans >= 1, "{name}: {code}");
                assert_eq!(
                    filtered,
                    code.contains("scan.setFilter(filter);")
                        || code.contains("for (Scan s : scans) s.setFilter(filter);"),
                    "{name}: {code}"
                );
            }
        }
        if let Some(n) = plan.limit().filter(|_| client == 0) {
            assert_eq!(
                code.matches(&format!(".setLimit({n})")).count(),
                scans,
                "{name}: {code}"
            );
        } else {
            assert!(!code.contains(".setLimit("), "{name}: {code}");
        }
        let merged = plan.limit().is_some() && scans > 1 && client == 0;
        let sorted = plan.latest.as_ref().is_some_and(|l| {
            (l.order == LatestOrder::ClientSort && !matches!(plan.kind, PlanKind::Get { keys: 1 }))
                || (l.order != LatestOrder::ClientSort && client > 0)
        }) || merged;
        assert_eq!(sorted, code.contains("rows.sort("), "{name}: {code}");
        if sorted {
            let n = plan.latest.as_ref().unwrap().count;
            assert!(
                code.contains(&format!("rows.subList(0, Math.min({n}, rows.size()))")),
                "{name}: {code}"
            );
        }
    }
}
