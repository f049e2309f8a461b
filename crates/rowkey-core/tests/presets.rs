//! The teaching presets: every preset and variant is valid (generates, encodes, splits, plans,
//! shows exactly its intended lints), every text is bilingual, every seed case is reachable,
//! and each documented observation holds on the generated sample.

use std::collections::{BTreeSet, HashSet};

use rowkey_core::RowKey;
use rowkey_core::balance::{BalanceMetrics, WriteHotspot, write_hotspot};
use rowkey_core::encode::{EncodedSample, encode_sample};
use rowkey_core::i18n::plan_reason;
use rowkey_core::lint::{LintCode, Severity, lint_qualified};
use rowkey_core::plan::{Cost, LatestOrder, Plan, PlanKind, cost, plan_query};
use rowkey_core::presets::{Area, Arrival, Lang, Preset, Text, Variant, catalogue, preset};
use rowkey_core::region::RegionReport;
use rowkey_core::sample::Sample;
use rowkey_core::split::{self, SplitLintKind, SplitPoints, lint_splits};

/// A variant with its sample generated, encoded and placed in regions.
struct Run {
    variant: Variant,
    sample: Sample,
    encoded: EncodedSample,
    /// The key of each row (every row encodes).
    keys: Vec<RowKey>,
    splits: SplitPoints,
    report: RegionReport,
}

impl Run {
    fn of(variant: &Variant) -> Self {
        let sample = variant.generate().unwrap();
        let encoded = encode_sample(&variant.design.recipe, &sample).unwrap();
        let keys: Vec<RowKey> = encoded
            .rows
            .iter()
            .map(|r| r.as_ref().unwrap().key.clone())
            .collect();
        let splits = variant.design.splits.resolve().unwrap();
        let report = RegionReport::build(&keys, &splits);
        Self {
            variant: variant.clone(),
            sample,
            encoded,
            keys,
            splits,
            report,
        }
    }

    fn new(preset_id: &str, variant_id: &str) -> Self {
        let p = preset(preset_id).unwrap();
        Self::of(p.variant(variant_id).unwrap())
    }

    fn plan(&self, query: &str) -> Plan {
        let q = self
            .variant
            .design
            .queries
            .iter()
            .find(|q| q.name == query)
            .unwrap_or_else(|| panic!("no query {query:?}"));
        plan_query(&self.variant.design.recipe, self.sample.columns(), q).unwrap()
    }

    fn cost(&self, plan: &Plan) -> Cost {
        cost(
            plan,
            &self.variant.design.recipe,
            &self.sample,
            &self.encoded,
            self.splits.keys(),
        )
    }

    fn counts(&self) -> Vec<usize> {
        self.report.counts()
    }

    fn balance(&self) -> BalanceMetrics {
        BalanceMetrics::from_counts(&self.counts())
    }

    /// Where the latest 10 % of writes go.
    fn hotspot(&self) -> WriteHotspot {
        let rows: Vec<usize> = (0..self.sample.row_count()).collect();
        let order = self.variant.arrival.order(&self.sample, &rows).unwrap();
        write_hotspot(
            &self.report.row_region,
            self.report.regions.len(),
            &order,
            10.0,
        )
        .unwrap()
    }

    /// Row indices in HBase key order.
    fn sorted_rows(&self) -> Vec<usize> {
        let mut rows: Vec<usize> = (0..self.keys.len()).collect();
        rows.sort_by(|&a, &b| self.keys[a].cmp(&self.keys[b]));
        rows
    }

    fn value(&self, row: usize, column: &str) -> &str {
        let c = self.sample.column_index(column).unwrap();
        self.sample.value(row, c).unwrap()
    }

    /// The regions holding the rows whose `column` is `value`.
    fn regions_of(&self, column: &str, value: &str) -> BTreeSet<usize> {
        (0..self.keys.len())
            .filter(|&r| self.value(r, column) == value)
            .map(|r| self.report.row_region[r])
            .collect()
    }

    fn lint_codes(&self) -> BTreeSet<LintCode> {
        self.lints()
            .into_iter()
            .filter(|l| l.severity <= Severity::Warning)
            .map(|l| l.code())
            .collect()
    }

    fn all_lint_codes(&self) -> BTreeSet<LintCode> {
        self.lints().into_iter().map(|l| l.code()).collect()
    }

    /// The design lints, with the design's column qualifier (a wide row) as the page has it.
    fn lints(&self) -> Vec<rowkey_core::lint::Lint> {
        lint_qualified(
            &self.variant.design.recipe,
            &self.sample,
            &self.encoded,
            self.variant.design.qualifier.as_deref(),
        )
    }

    fn split_lint_codes(&self) -> BTreeSet<&'static str> {
        lint_splits(
            &self.keys,
            &self.variant.design.splits,
            &self.report,
            self.variant.salt_layout().as_ref(),
        )
        .into_iter()
        .filter(|l| l.severity == split::Severity::Warning)
        .map(|l| l.code.as_str())
        .collect()
    }
}

fn is_kebab(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('-')
        && !id.ends_with('-')
        && !id.contains("--")
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

// ---------------------------------------------------------------------------------------
// Every preset and variant is valid.

#[test]
fn every_variant_generates_encodes_splits_plans_and_lints_as_intended() {
    let all = catalogue();
    assert!(all.len() >= 14, "{} presets", all.len());
    let mut ids = HashSet::new();
    for p in &all {
        assert!(is_kebab(p.id), "{}", p.id);
        assert!(ids.insert(p.id), "duplicate preset id {}", p.id);
        assert!(
            ["000", "001", "002", "003", "004", "types"].contains(&p.seed),
            "{}",
            p.id
        );
        assert!(!p.variants.is_empty(), "{}", p.id);
        let variant_ids: Vec<&str> = p.variants.iter().map(|v| v.id).collect();
        let unique: HashSet<&str> = variant_ids.iter().copied().collect();
        assert_eq!(unique.len(), variant_ids.len(), "{}", p.id);
        if variant_ids.contains(&"after") {
            assert_eq!(variant_ids[..2], ["before", "after"], "{}", p.id);
        } else {
            assert_eq!(variant_ids, ["design"], "{}", p.id);
        }
        for v in &p.variants {
            let at = format!("{} / {}", p.id, v.id);
            assert!(is_kebab(v.id), "{at}");
            // A generated sample large enough to show regions, except where the lesson is the
            // post's own listing (seed 002's eleven numbers).
            let listing = p.id == "unpadded-numbers";
            assert!(listing || (2_000..=20_000).contains(&v.sample.rows), "{at}");
            assert!(
                !v.design.queries.is_empty() && v.design.queries.len() <= 3,
                "{at}"
            );
            assert!(v.design.recipe.validate().is_ok(), "{at}");
            let run = Run::of(v);
            assert_eq!(run.sample.row_count(), v.sample.rows, "{at}");
            assert_eq!(run.encoded.errors().count(), 0, "{at}");
            assert!(run.splits.region_count() >= 1, "{at}");
            // Arrival is a permutation of the rows.
            let rows: Vec<usize> = (0..run.sample.row_count()).collect();
            let mut order = v.arrival.order(&run.sample, &rows).unwrap();
            order.sort_unstable();
            assert!(order.iter().copied().eq(0..run.sample.row_count()), "{at}");
            for q in &v.design.queries {
                let plan = run.plan(&q.name);
                let c = run.cost(&plan);
                assert!(c.missed.is_empty(), "{at}: query {:?} misses rows", q.name);
                assert!(
                    c.rows_returned > 0,
                    "{at}: query {:?} returns nothing",
                    q.name
                );
            }
            let expected: BTreeSet<LintCode> = v.expected_lints.iter().copied().collect();
            assert_eq!(run.lint_codes(), expected, "{at}: lints");
            let expected: BTreeSet<&str> =
                v.expected_split_lints.iter().map(|c| c.as_str()).collect();
            assert_eq!(run.split_lint_codes(), expected, "{at}: split lints");
        }
    }
}

#[test]
fn samples_are_deterministic() {
    let p = preset("seller-trades").unwrap();
    let v = p.variant("before").unwrap();
    assert_eq!(v.generate().unwrap(), v.generate().unwrap());
    assert_eq!(catalogue(), catalogue());
}

fn texts_of(p: &Preset) -> Vec<(String, Text)> {
    let mut out = vec![
        (format!("{} title", p.id), p.title),
        (format!("{} summary", p.id), p.summary),
    ];
    for v in &p.variants {
        out.push((format!("{} / {} label", p.id, v.id), v.label));
        for (i, n) in v.notice.iter().enumerate() {
            out.push((format!("{} / {} notice {i}", p.id, v.id), n.text));
        }
    }
    out
}

fn has_cjk(text: &str) -> bool {
    text.chars()
        .any(|c| ('\u{4E00}'..='\u{9FFF}').contains(&c) || ('\u{3400}'..='\u{4DBF}').contains(&c))
}

#[test]
fn every_text_is_in_english_and_chinese() {
    for p in catalogue() {
        for (at, t) in texts_of(&p) {
            assert!(!t.en.trim().is_empty(), "{at}: empty English");
            assert!(!t.zh.trim().is_empty(), "{at}: empty Chinese");
            assert!(has_cjk(t.zh), "{at}: no Chinese characters in {:?}", t.zh);
            assert!(
                !has_cjk(t.en),
                "{at}: Chinese in the English text {:?}",
                t.en
            );
        }
        for v in &p.variants {
            assert!(
                !v.notice.is_empty(),
                "{} / {}: nothing to look for",
                p.id,
                v.id
            );
        }
    }
}

#[test]
fn notices_cover_the_page_areas() {
    let used: BTreeSet<Area> = catalogue()
        .iter()
        .flat_map(|p| p.variants.iter())
        .flat_map(|v| v.notice.iter().map(|n| n.area))
        .collect();
    for area in [
        Area::KeyBuilder,
        Area::Data,
        Area::SortedView,
        Area::Regions,
        Area::Heatmap,
        Area::Queries,
        Area::Lints,
    ] {
        assert!(used.contains(&area), "no notice points at {area:?}");
    }
}

/// Every case listed in `../shared/seeds/README.md` (beside the repository), and where it lives.
#[test]
fn every_seed_case_is_reachable() {
    let cases: &[(&str, &str, &str)] = &[
        // 000
        ("000", "uid-phone-name", "design"),
        ("000", "salt-letters", "after"),
        ("000", "md5-prefix-device", "after"),
        ("000", "reversed-urls", "after"),
        ("000", "seller-trades", "after"),
        ("000", "risk-control", "after"),
        ("000", "risk-control", "by-idcard"),
        ("000", "risk-control", "by-tele"),
        ("000", "connected-cars", "after"),
        ("000", "latest-records", "after"),
        // 001
        ("001", "presplit-ids", "splits"),
        ("001", "presplit-ids", "before"),
        ("001", "presplit-ids", "after"),
        ("001", "random-prefix-1001", "before"),
        ("001", "key-length-16", "after"),
        // 002
        ("002", "unpadded-numbers", "before"),
        ("002", "unpadded-numbers", "after"),
        ("002", "unpadded-numbers", "pack-n"),
        ("002", "signed-binary", "after"),
        ("002", "reverse-timestamp-php", "after"),
        ("002", "md5-and-mod-salt", "before"),
        ("002", "md5-and-mod-salt", "after"),
        // 003
        ("003", "twits", "after"),
        ("003", "follows-tall-rows", "after"),
        ("003", "follows-tall-rows", "followed-by"),
        // 004
        ("004", "time-first-hash-prefix", "after"),
        ("004", "reverse-order-id", "after"),
        ("004", "salt-buckets-region-count", "after"),
    ];
    for (seed, id, variant) in cases {
        let p = preset(id).unwrap_or_else(|| panic!("no preset {id}"));
        assert_eq!(p.seed, *seed, "{id}");
        assert!(
            p.variant(variant).is_some(),
            "{id} has no variant {variant}"
        );
    }
    let seeds: BTreeSet<&str> = catalogue().iter().map(|p| p.seed).collect();
    // "types": the typed key encodings of issue 23 (Phoenix, Bigtable), from no seed post.
    assert_eq!(
        seeds.into_iter().collect::<Vec<_>>(),
        ["000", "001", "002", "003", "004", "types"]
    );
}

// ---------------------------------------------------------------------------------------
// Seed 000.

#[test]
fn uid_phone_name_serves_uid_prefixes_not_phone() {
    let run = Run::new("uid-phone-name", "design");
    // The post's uid = 111 AND phone = 123: a prefix scan of one user's phone.
    let uid_phone = run.plan("uid + phone");
    assert_eq!(uid_phone.kind, PlanKind::PrefixScan);
    assert_eq!(uid_phone.ranges[0].start.as_bytes(), b"000111_18520076516_");
    let uid = run.plan("uid = 111");
    assert_eq!(uid.kind, PlanKind::PrefixScan);
    assert_eq!(uid.ranges[0].start.as_bytes(), b"000111_");
    let phone = run.plan("phone only");
    assert_eq!(phone.kind, PlanKind::FullScan);
    assert_eq!(run.cost(&phone).rows_scanned, run.sample.row_count());
    assert!(run.cost(&uid).rows_scanned < 20);
}

#[test]
fn salting_with_four_letters_spreads_one_region_over_four() {
    let before = Run::new("salt-letters", "before");
    assert_eq!(before.counts()[5], before.sample.row_count());
    assert_eq!(before.plan("n = 42").kind, PlanKind::Get { keys: 1 });

    let after = Run::new("salt-letters", "after");
    let counts = after.counts();
    let rows = after.sample.row_count();
    for region in 0..4 {
        assert!(counts[region] * 5 > rows, "{counts:?}");
    }
    assert_eq!(counts[4..].iter().sum::<usize>(), 0);
    assert!(
        after
            .keys
            .iter()
            .all(|k| b"abcd".contains(&k.as_bytes()[0]))
    );
    // A 4-bucket salted key's query is a 4-way bucket scan.
    let range = after.plan("n from 100 to 199");
    assert_eq!(range.kind, PlanKind::BucketScan { buckets: 4 });
    assert_eq!(range.ranges.len(), 4);
    assert_eq!(after.plan("n = 42").kind, PlanKind::Get { keys: 4 });
}

#[test]
fn md5_prefix_spreads_sequential_device_ids() {
    let before = Run::new("md5-prefix-device", "before");
    assert_eq!(before.balance().empty_regions, 7);
    assert_eq!(
        before.plan("a block of device ids").kind,
        PlanKind::RangeScan
    );
    let after = Run::new("md5-prefix-device", "after");
    assert!(
        after.balance().max_mean_ratio <= 1.5,
        "{:?}",
        after.counts()
    );
    assert_eq!(after.plan("one device").kind, PlanKind::Get { keys: 1 });
    assert_eq!(after.plan("a block of device ids").kind, PlanKind::FullScan);
    // substr(md5(deviceId), 0, 6) + deviceId
    let row = 0;
    let key = after.keys[row].as_bytes();
    assert_eq!(&key[6..], after.value(row, "device").as_bytes());
    assert!(key[..6].iter().all(|b| b.is_ascii_hexdigit()));
}

/// How many separate runs the rows of iteblog.com form in key order.
fn iteblog_runs(run: &Run) -> usize {
    let flags: Vec<bool> = run
        .sorted_rows()
        .into_iter()
        .map(|r| run.value(r, "host").ends_with("iteblog.com"))
        .collect();
    flags.windows(2).filter(|w| w[1] && !w[0]).count() + usize::from(flags[0])
}

#[test]
fn reversed_urls_keep_one_domain_together() {
    let before = Run::new("reversed-urls", "before");
    let after = Run::new("reversed-urls", "after");
    assert!(iteblog_runs(&before) >= 3);
    assert_eq!(iteblog_runs(&after), 1);
    let q = "every iteblog.com host";
    assert_eq!(before.cost(&before.plan(q)).regions.len(), 4);
    assert_eq!(after.cost(&after.plan(q)).regions.len(), 1);
    // Reversed, the domain is one prefix of the stored bytes, and EXPLAIN shows it as stored.
    let plan = after.plan(q);
    assert_eq!(plan.kind, PlanKind::PrefixScan);
    assert_eq!(
        plan.ranges,
        [rowkey_core::plan::ScanRange::prefix(b"com.iteblog.")]
    );
    assert!(
        rowkey_core::plan::shell(&plan, &after.variant.design.recipe, "pages", "cf")
            .contains("scan 'pages', {ROWPREFIXFILTER => \"com.iteblog.\", FILTER => ")
    );
    assert!(
        rowkey_core::plan::explain(&plan, "PAGES", &[])
            .starts_with("CLIENT PARALLEL 1-WAY ROUND ROBIN RANGE SCAN OVER PAGES ['com.iteblog.'] - ['com.iteblog/']")
    );
    let c = after.cost(&plan);
    assert!(c.missed.is_empty());
    assert_eq!(c.rows_scanned, c.rows_returned);
    assert_eq!(c.rows_returned, before.cost(&before.plan(q)).rows_returned);
    let row = (0..after.keys.len())
        .find(|&r| after.value(r, "host") == "mail.iteblog.com")
        .unwrap();
    assert!(
        after.keys[row]
            .as_bytes()
            .starts_with(b"com.iteblog.mail/archives/")
    );
}

#[test]
fn salting_seller_trades_spreads_the_big_seller() {
    let before = Run::new("seller-trades", "before");
    assert_eq!(before.regions_of("seller", "s1").len(), 1);
    assert_eq!(before.plan("one seller").kind, PlanKind::PrefixScan);
    assert_eq!(
        before.plan("one seller, one hour").kind,
        PlanKind::RangeScan
    );
    let after = Run::new("seller-trades", "after");
    assert_eq!(after.regions_of("seller", "s1").len(), 8);
    assert!(
        after.balance().max_mean_ratio <= 1.5,
        "{:?}",
        after.counts()
    );
    assert_eq!(
        after.plan("one seller").kind,
        PlanKind::BucketScan { buckets: 8 }
    );
    assert_eq!(
        after.plan("one seller, one hour").kind,
        PlanKind::BucketScan { buckets: 8 }
    );
}

#[test]
fn risk_control_md5_prefix_and_index_tables() {
    let before = Run::new("risk-control", "before");
    assert_eq!(before.balance().empty_regions, 7);
    for id in ["after", "by-idcard", "by-tele"] {
        let run = Run::new("risk-control", id);
        assert!(
            run.balance().max_mean_ratio <= 1.5,
            "{id}: {:?}",
            run.counts()
        );
        let q = &run.variant.design.queries[0].name;
        assert_eq!(run.plan(q).kind, PlanKind::Get { keys: 1 }, "{id}");
    }
    let after = Run::new("risk-control", "after");
    assert_eq!(after.plan("one phone number").kind, PlanKind::FullScan);
    // prefix = substr(md5(uid), 0, 5): "10000001" → the first 5 hex digits of its md5.
    let key = after.keys[0].as_bytes();
    assert_eq!(key.len(), 13);
    assert_eq!(&key[5..], b"10000001");
}

#[test]
fn connected_cars_spread_a_batch_but_keep_each_car_together() {
    let before = Run::new("connected-cars", "before");
    assert_eq!(before.counts()[1], before.sample.row_count());
    let after = Run::new("connected-cars", "after");
    assert!(
        after.balance().max_mean_ratio <= 1.5,
        "{:?}",
        after.counts()
    );
    assert_eq!(after.regions_of("car", "LSVAG201942").len(), 1);
    for run in [&before, &after] {
        assert_eq!(run.plan("one car, one hour").kind, PlanKind::RangeScan);
        assert_eq!(run.plan("one car").kind, PlanKind::PrefixScan);
    }
}

/// The `ts` of `uid`'s rows in key order.
fn times_in_key_order(run: &Run, column: &str, value: &str) -> Vec<i64> {
    run.sorted_rows()
        .into_iter()
        .filter(|&r| run.value(r, column) == value)
        .map(|r| run.value(r, "ts").parse().unwrap())
        .collect()
}

#[test]
fn latest_records_newest_first_with_long_max_minus_ts() {
    let before = Run::new("latest-records", "before");
    let ts = times_in_key_order(&before, "uid", "u1");
    assert!(ts.len() > 100 && ts.windows(2).all(|w| w[0] < w[1]));
    let plan = before.plan("latest 10 of u1");
    assert_eq!(plan.latest.unwrap().order, LatestOrder::ReversedScan);

    let after = Run::new("latest-records", "after");
    let ts = times_in_key_order(&after, "uid", "u1");
    assert!(ts.windows(2).all(|w| w[0] > w[1]));
    let plan = after.plan("latest 10 of u1");
    assert_eq!(plan.latest.as_ref().unwrap().order, LatestOrder::KeyOrder);
    assert_eq!(after.cost(&plan).rows_scanned, 10);
    let window = after.plan("u1 in one hour");
    assert_eq!(window.kind, PlanKind::RangeScan);
    assert!(
        plan_reason(&window, &after.variant.design.recipe)
            .en
            .contains("bounds swapped"),
        "{}",
        plan_reason(&window, &after.variant.design.recipe).en
    );
}

/// The values of `of` (a number) in key order, among the rows whose `column` is `value`.
fn numbers_in_key_order(run: &Run, column: &str, value: &str, of: &str) -> Vec<i64> {
    run.sorted_rows()
        .into_iter()
        .filter(|&r| run.value(r, column) == value)
        .map(|r| run.value(r, of).parse().unwrap())
        .collect()
}

// ---------------------------------------------------------------------------------------
// Typed key encodings (issue 23).

#[test]
fn phoenix_desc_date_puts_each_hosts_newest_row_first() {
    let before = Run::new("phoenix-desc-primary-key", "before");
    let created = numbers_in_key_order(&before, "host", "h1", "created");
    assert!(created.len() > 100 && created.windows(2).all(|w| w[0] < w[1]));
    let plan = before.plan("latest 10 of h1");
    assert_eq!(plan.latest.unwrap().order, LatestOrder::ReversedScan);

    let after = Run::new("phoenix-desc-primary-key", "after");
    let created = numbers_in_key_order(&after, "host", "h1", "created");
    assert!(created.windows(2).all(|w| w[0] > w[1]));
    let plan = after.plan("latest 10 of h1");
    assert_eq!(plan.latest.as_ref().unwrap().order, LatestOrder::KeyOrder);
    assert_eq!(after.cost(&plan).rows_scanned, 10);
    let hour = after.plan("h1 in one hour");
    assert_eq!(hour.kind, PlanKind::RangeScan);
    let explain = rowkey_core::plan::explain(&hour, "metrics", &[]);
    assert!(
        explain.contains("['h1',~'2021-06-07 00:59:59.999'] - ['h1',~'2021-06-07 00:00:00.000']"),
        "{explain}"
    );
}

#[test]
fn bigtable_ordered_code_sorts_readings_as_numbers() {
    let in_range = |run: &Run, plan: &Plan| -> Vec<i64> {
        let mut got: Vec<i64> = run
            .cost(plan)
            .returned
            .iter()
            .map(|&r| run.value(r, "reading").parse().unwrap())
            .collect();
        got.sort_unstable();
        got
    };
    let before = Run::new("bigtable-structured-key", "before");
    let readings = numbers_in_key_order(&before, "device", "d1", "reading");
    assert!(
        readings.windows(2).any(|w| w[0] > w[1]),
        "text order: 10 before 9"
    );
    // Issue 30 item 4: the range compares numbers (as text "1000" lies between "100" and
    // "199"; it used to be returned): the key cannot serve it, so all of d1 is read and only
    // 100 to 199 are returned.
    let facts = rowkey_core::plan::SampleFacts::of(&before.variant.design.recipe, &before.sample);
    assert_eq!(facts.numeric_text, ["reading"]);
    let q = before.plan("readings 100 to 199 of d1").query;
    let plan = rowkey_core::plan::plan_query_with(
        &before.variant.design.recipe,
        before.sample.columns(),
        &q,
        &facts,
    )
    .unwrap();
    let got = in_range(&before, &plan);
    assert!(
        !got.is_empty() && got.iter().all(|n| (100..=199).contains(n)),
        "{got:?}"
    );
    assert!(before.cost(&plan).rows_scanned > 2 * got.len());

    let after = Run::new("bigtable-structured-key", "after");
    let readings = numbers_in_key_order(&after, "device", "d1", "reading");
    assert!(readings.windows(2).all(|w| w[0] < w[1]));
    let plan = after.plan("readings 100 to 199 of d1");
    assert_eq!(plan.kind, PlanKind::RangeScan);
    assert_eq!(plan.ranges.len(), 1);
    let got = in_range(&after, &plan);
    assert!(
        !got.is_empty() && got.iter().all(|n| (100..=199).contains(n)),
        "{got:?}"
    );
    assert_eq!(after.cost(&plan).rows_scanned, got.len());
}

// ---------------------------------------------------------------------------------------
// Seed 001.

#[test]
fn hex_string_split_on_decimal_ids_leaves_regions_empty() {
    let before = Run::new("presplit-ids", "before");
    assert_eq!(
        before.splits.texts(),
        ["33333333", "66666666", "99999999", "cccccccc"]
    );
    let counts = before.counts();
    assert_eq!(counts[3..], [0, 0]);
    let after = Run::new("presplit-ids", "after");
    assert_eq!(after.balance().empty_regions, 0);
    assert!(
        after.balance().max_mean_ratio <= 1.1,
        "{:?}",
        after.counts()
    );
    let explicit = Run::new("presplit-ids", "splits");
    assert_eq!(explicit.splits.texts(), ["30000", "60000", "90000"]);
    let counts = explicit.counts();
    assert_eq!(counts.len(), 4);
    assert!(counts[3] * 3 <= counts[0] + 20, "{counts:?}");
    assert_eq!(
        explicit.plan("ids 30000 to 39999").kind,
        PlanKind::RangeScan
    );
}

#[test]
fn random_1001_prefix_against_start_keys_1000_2000_3000() {
    let before = Run::new("random-prefix-1001", "before");
    let counts = before.counts();
    let rows = before.sample.row_count();
    assert!(counts[3] * 10 >= rows * 7, "{counts:?}");
    // The seed's statement: a key random(1001) + id + … starting "1001" is in the second region.
    assert_eq!(
        before
            .splits
            .region_of(&RowKey::from("100100042_2021-06-07 00:00:41")),
        1
    );
    assert_eq!(before.splits.region_start(1).as_bytes(), b"1000");
    assert_eq!(
        before.plan("id = 100042").kind,
        PlanKind::BucketScan { buckets: 1001 }
    );
    let after = Run::new("random-prefix-1001", "after");
    assert!(
        after.balance().max_mean_ratio <= 1.5,
        "{:?}",
        after.counts()
    );
    assert!(
        after
            .keys
            .iter()
            .all(|k| k.as_bytes()[..3].iter().all(u8::is_ascii_digit))
    );
}

#[test]
fn key_length_rule_16_bytes() {
    let before = Run::new("key-length-16", "before");
    assert!(before.all_lint_codes().contains(&LintCode::LongKey));
    let average = before.keys.iter().map(RowKey::len).sum::<usize>() / before.keys.len();
    assert!(average > 40, "{average}");
    let after = Run::new("key-length-16", "after");
    assert!(after.keys.iter().all(|k| k.len() == 16));
    assert!(!after.all_lint_codes().contains(&LintCode::LongKey));
    for run in [&before, &after] {
        assert_eq!(run.plan("uid = 42").kind, PlanKind::PrefixScan);
    }
}

// ---------------------------------------------------------------------------------------
// Seed 002.

/// The keys of every row, in key order, as the shell shows them.
fn scan(run: &Run) -> Vec<String> {
    run.sorted_rows()
        .into_iter()
        .map(|r| run.keys[r].to_string_binary())
        .collect()
}

#[test]
fn numbers_as_text_padded_and_packed() {
    // The post's own eleven rows, listed as its scans list them.
    let before = Run::new("unpadded-numbers", "before");
    assert_eq!(
        scan(&before),
        ["1", "10", "11", "2", "3", "4", "5", "6", "7", "8", "9"]
    );
    // The first region ['', '4') holds 1, 10, 11, 2 and 3.
    assert_eq!(before.counts(), [5, 4, 2]);
    let prefix = before.plan("PrefixFilter('1')");
    assert_eq!(prefix.kind, PlanKind::PrefixScan);
    assert_eq!(before.cost(&prefix).rows_returned, 3);

    let after = Run::new("unpadded-numbers", "after");
    assert_eq!(
        scan(&after),
        [
            "0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009", "0010", "0011"
        ]
    );
    assert_eq!(after.counts(), [3, 4, 4]);

    let packed = Run::new("unpadded-numbers", "pack-n");
    let shown = scan(&packed);
    assert_eq!(shown.len(), 11);
    assert_eq!(shown[0], "\\x00\\x00\\x00\\x01");
    assert_eq!(shown[10], "\\x00\\x00\\x00\\x0B");
    assert_eq!(packed.counts(), [3, 4, 4]);
    // The post's scan {LIMIT=>3, STARTROW=>"\\x00\\x00\\x00\\x05"} returns 5, 6 and 7.
    for run in [&after, &packed] {
        let plan = run.plan("5 ≤ i < 8");
        assert_eq!(plan.kind, PlanKind::RangeScan);
        let c = run.cost(&plan);
        assert_eq!((c.rows_scanned, c.rows_returned), (3, 3));
    }
    let range = packed.plan("5 ≤ i < 8");
    assert_eq!(
        range.ranges[0].start.to_string_binary(),
        "\\x00\\x00\\x00\\x05"
    );
    assert_eq!(
        range.ranges[0].stop.to_string_binary(),
        "\\x00\\x00\\x00\\x08"
    );
}

fn deltas_in_key_order(run: &Run) -> Vec<i64> {
    run.sorted_rows()
        .into_iter()
        .map(|r| run.value(r, "delta").parse().unwrap())
        .collect()
}

#[test]
fn sign_flipped_binary_sorts_negatives_first() {
    let before = Run::new("signed-binary", "before");
    let d = deltas_in_key_order(&before);
    let first_negative = d.iter().position(|&v| v < 0).unwrap();
    assert!(first_negative > 0 && d[..first_negative].iter().all(|&v| v >= 0));
    assert!(d[first_negative..].iter().all(|&v| v < 0));
    assert_eq!(
        before.plan("-10 ≤ delta ≤ 10").kind,
        PlanKind::SkipScan { ranges: 2 }
    );

    let after = Run::new("signed-binary", "after");
    let d = deltas_in_key_order(&after);
    assert!(d[0] < 0);
    assert!(d.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(after.plan("-10 ≤ delta ≤ 10").kind, PlanKind::RangeScan);
    assert_eq!(after.cost(&after.plan("delta < 0")).regions, [0]);
}

#[test]
fn php_int_max_minus_ts_reproduces_the_seed_listing() {
    let after = Run::new("reverse-timestamp-php", "after");
    // The seed's listing: 2016-01-11 23:00 … 2016-01-09 23:00 as PHP_INT_MAX − ts.
    let listing = [
        ("2016-01-11 23:00:00", "694930447"),
        ("2016-01-11 22:00:00", "694934047"),
        ("2016-01-11 18:00:00", "694948447"),
        ("2016-01-10 23:00:00", "695016847"),
        ("2016-01-09 23:00:00", "695103247"),
    ];
    let sorted = after.sorted_rows();
    let mut last_position = 0;
    for (dt, key) in listing {
        let position = sorted
            .iter()
            .position(|&r| after.value(r, "dt") == dt)
            .unwrap();
        assert_eq!(after.keys[sorted[position]].as_bytes(), key.as_bytes());
        assert!(position >= last_position);
        last_position = position;
    }
    // Newest first.
    let newest = (0..after.keys.len())
        .max_by_key(|&r| after.value(r, "ts").to_owned())
        .unwrap();
    assert_eq!(sorted[0], newest);
    // A reverse timestamp is still a hotspot: the latest writes go to one region.
    for id in ["before", "after", "padded"] {
        let run = Run::new("reverse-timestamp-php", id);
        assert!(run.splits.region_count() >= 4);
        assert!(run.hotspot().share >= 0.9, "{id}");
    }
    let padded = Run::new("reverse-timestamp-php", "padded");
    let latest = padded.plan("latest 10");
    assert_eq!(latest.latest.as_ref().unwrap().order, LatestOrder::KeyOrder);
    assert_eq!(padded.cost(&latest).rows_scanned, 10);
    // Not a FULL SCAN: the key order serves "latest 10", so 10 rows are read.
    assert_eq!(latest.kind, PlanKind::LimitScan { rows: 10 });
    assert_eq!(latest.kind.code(), "limit_scan");
    assert_eq!(
        plan_reason(&latest, &padded.variant.design.recipe).en,
        "Nothing fixes the leading part, but the key order is newest first, so the scan reads only the first 10 rows of the key order."
    );
    assert_eq!(
        plan_reason(&latest, &padded.variant.design.recipe).zh,
        "没有谓词确定行键开头的部分，但行键按从新到旧排序，因此扫描只读取按行键顺序的前 10 行。"
    );
    // "latest 10" on the unpadded variant is still every row, sorted on the client.
    let unpadded = after.plan("latest 10");
    assert_eq!(unpadded.kind, PlanKind::FullScan);
    assert_eq!(
        unpadded.latest.as_ref().unwrap().order,
        LatestOrder::ClientSort
    );
    assert_eq!(padded.plan("one day").kind, PlanKind::RangeScan);
    assert_eq!(after.plan("one day").kind, PlanKind::FullScan);
}

#[test]
fn full_md5_keys_versus_md5_mod_salt() {
    let before = Run::new("md5-and-mod-salt", "before");
    assert!(before.keys.iter().all(|k| k.len() == 32));
    assert_eq!(before.plan("one hour").kind, PlanKind::Get { keys: 1 });
    assert_eq!(before.plan("one day").kind, PlanKind::FullScan);
    assert!(before.balance().max_mean_ratio <= 1.2);

    let after = Run::new("md5-and-mod-salt", "after");
    assert_eq!(after.plan("one hour").kind, PlanKind::Get { keys: 1 });
    assert_eq!(
        after.plan("one day").kind,
        PlanKind::BucketScan { buckets: 10 }
    );
    // The seed's listing: these times get these keys.
    for (ts, key) in [
        ("1452380400", "0#1452380400"),
        ("1452463200", "1#1452463200"),
        ("1452549600", "3#1452549600"),
        ("1452538800", "5#1452538800"),
    ] {
        let row = (0..after.keys.len())
            .find(|&r| after.value(r, "ts") == ts)
            .unwrap();
        assert_eq!(after.keys[row].as_bytes(), key.as_bytes());
    }
    // The post's PHP (≤ 7.0) md5() % 10 favours bucket 0, and the lesson says which PHP.
    let summary = &preset("md5-and-mod-salt").unwrap().summary;
    assert!(summary.en.contains("PHP (≤ 7.0)"), "{}", summary.en);
    assert!(summary.zh.contains("PHP（≤ 7.0）"), "{}", summary.zh);
    let zero = after
        .keys
        .iter()
        .filter(|k| k.as_bytes().starts_with(b"0#"))
        .count();
    assert!(zero * 10 > after.keys.len() * 3, "{zero}");
}

// ---------------------------------------------------------------------------------------
// Seed 003.

#[test]
fn twits_md5_user_plus_reverse_timestamp() {
    let before = Run::new("twits", "before");
    let timeline = before.plan("timeline of user1: latest 20");
    assert!(before.cost(&timeline).rows_scanned > 100);
    let after = Run::new("twits", "after");
    assert!(after.keys.iter().all(|k| k.len() == 24));
    let timeline = after.plan("timeline of user1: latest 20");
    assert_eq!(timeline.kind, PlanKind::PrefixScan);
    assert_eq!(
        timeline.latest.as_ref().unwrap().order,
        LatestOrder::KeyOrder
    );
    assert_eq!(after.cost(&timeline).rows_scanned, 20);
    let ts = times_in_key_order(&after, "user", "user1");
    assert!(ts.windows(2).all(|w| w[0] >= w[1]));
    assert_eq!(after.balance().empty_regions, 0);
}

#[test]
fn follows_md5_a_plus_md5_b() {
    let after = Run::new("follows-tall-rows", "after");
    assert!(after.keys.iter().all(|k| k.len() == 32));
    assert_eq!(
        after.plan("does user1 follow user522612?").kind,
        PlanKind::Get { keys: 1 }
    );
    let followees = after.plan("whom does user1 follow?");
    assert_eq!(followees.kind, PlanKind::PrefixScan);
    assert_eq!(followees.ranges[0].as_prefix().unwrap().len(), 16);
    assert_eq!(
        after.plan("who follows user522612?").kind,
        PlanKind::FullScan
    );
    let by = Run::new("follows-tall-rows", "followed-by");
    assert_eq!(
        by.plan("who follows user522612?").kind,
        PlanKind::PrefixScan
    );
    // The wide row: one key per follower, so sample rows share keys.
    let before = Run::new("follows-tall-rows", "before");
    assert_eq!(
        before.plan("whom does user1 follow?").kind,
        PlanKind::Get { keys: 1 }
    );
    assert_eq!(
        before.plan("who follows user522612?").kind,
        PlanKind::FullScan
    );
}

// ---------------------------------------------------------------------------------------
// Seed 004.

#[test]
fn timestamp_first_key_is_a_write_hotspot_until_hash_prefixed() {
    let before = Run::new("time-first-hash-prefix", "before");
    assert!(before.splits.region_count() >= 3);
    let hot = before.hotspot();
    assert!(hot.share >= 0.9, "{hot:?}");
    assert_eq!(before.plan("ten minutes").kind, PlanKind::RangeScan);
    assert_eq!(before.keys[0].as_bytes(), b"20210607080000_364758");

    let after = Run::new("time-first-hash-prefix", "after");
    let m = after.balance();
    assert!(m.max_mean_ratio <= 1.5, "{m:?}");
    assert!(after.hotspot().share <= 0.5);
    assert_eq!(
        after.plan("ten minutes").kind,
        PlanKind::BucketScan { buckets: 3 }
    );
    assert_eq!(after.plan("one order").kind, PlanKind::Get { keys: 1 });
    // xx_yyyyMMddHHmmss_orderId
    for k in &after.keys {
        let k = k.as_bytes();
        assert_eq!(k.len(), 2 + 1 + 14 + 1 + 6);
        assert!(k[..2] == *b"00" || k[..2] == *b"01" || k[..2] == *b"02");
        assert_eq!((k[2], k[17]), (b'_', b'_'));
    }
}

#[test]
fn reversed_order_ids_spread_and_keep_the_latest_status_first() {
    let before = Run::new("reverse-order-id", "before");
    assert_eq!(before.balance().empty_regions, 9);
    assert!(before.hotspot().share >= 0.9);
    let range = "orders 2021060700000200 to …299";
    assert_eq!(before.plan(range).kind, PlanKind::RangeScan);

    let after = Run::new("reverse-order-id", "after");
    assert!(
        after.balance().max_mean_ratio <= 1.5,
        "{:?}",
        after.counts()
    );
    assert!(after.hotspot().share <= 0.3);
    assert_eq!(after.plan(range).kind, PlanKind::FullScan);
    let latest = after.plan("latest status of one order");
    assert_eq!(latest.latest.as_ref().unwrap().order, LatestOrder::KeyOrder);
    // 2021060700000101 reversed is 1010000070601202.
    let row = (0..after.keys.len())
        .find(|&r| after.value(r, "order_id") == "2021060700000101")
        .unwrap();
    assert!(after.keys[row].as_bytes().starts_with(b"1010000070601202"));
}

#[test]
fn more_salt_buckets_cost_more_reads() {
    let before = Run::new("salt-buckets-region-count", "before");
    let after = Run::new("salt-buckets-region-count", "after");
    assert_eq!(before.splits.region_count(), 64);
    assert_eq!(after.splits.region_count(), 8);
    let q = "100 consecutive orders";
    assert_eq!(before.plan(q).kind, PlanKind::BucketScan { buckets: 64 });
    assert_eq!(after.plan(q).kind, PlanKind::BucketScan { buckets: 8 });
    for run in [&before, &after] {
        assert!(run.balance().max_mean_ratio <= 1.5, "{:?}", run.counts());
        assert_eq!(run.plan("one order").kind, PlanKind::Get { keys: 1 });
        assert!(
            run.keys
                .iter()
                .all(|k| usize::from(k.as_bytes()[0]) < run.splits.region_count())
        );
    }
}

#[test]
fn arrival_by_column_is_used_where_rows_are_timed() {
    let p = preset("time-first-hash-prefix").unwrap();
    assert_eq!(p.variants[0].arrival, Arrival::column("dt"));
    let unused: Vec<SplitLintKind> = Vec::new();
    assert_eq!(p.variants[1].expected_split_lints, unused);
}

// ---------------------------------------------------------------------------------------
// Every variant loads into the page: the analysis the page shows has no input error, and
// its only findings of error severity are the ones the variant intends.

#[test]
fn every_variant_loads_into_the_page_without_unintended_errors() {
    use rowkey_core::analysis::{Level, analyze};
    for p in catalogue() {
        for v in &p.variants {
            let at = format!("{} / {}", p.id, v.id);
            let analysis = analyze(&v.inputs());
            assert!(analysis.sample.is_ok(), "{at}: {:?}", analysis.sample);
            assert!(analysis.recipe_error.is_none(), "{at}");
            assert!(analysis.split_error.is_none(), "{at}");
            assert!(analysis.arrival_error.is_none(), "{at}");
            assert_eq!(analysis.row_count(), v.sample.rows, "{at}");
            assert_eq!(analysis.queries.len(), v.design.queries.len(), "{at}");
            assert!(
                analysis.queries.iter().all(|q| q.outcome.is_ok()),
                "{at}: a query does not plan"
            );
            let intended: BTreeSet<&str> = v
                .expected_lints
                .iter()
                .map(|c| c.as_str())
                .chain(v.expected_split_lints.iter().map(|c| c.as_str()))
                .collect();
            for problem in analysis.problems.iter().filter(|p| p.level == Level::Error) {
                assert!(
                    intended.iter().any(|code| problem.code.ends_with(code)),
                    "{at}: unintended error {}: {}",
                    problem.code,
                    problem.message.en
                );
            }
        }
    }
}

/// The whole verdict of every variant, as the page shows it: exactly the findings its data
/// lists, each explained by one of its notices; and no variant but a `before` (what goes
/// wrong) has a finding of severity error. A lesson's good design raises no error, and every
/// warning it shows is one the lesson explains.
#[test]
fn every_variant_shows_exactly_the_verdict_its_lesson_explains() {
    use rowkey_core::analysis::{Level, analyze};
    let mut wrong = Vec::new();
    for p in catalogue() {
        for v in &p.variants {
            let at = format!("{} / {}", p.id, v.id);
            let a = analyze(&v.inputs());
            let mut found: Vec<&str> = a.verdict.findings.iter().map(|f| f.kind.code()).collect();
            let mut expected: Vec<&str> = v.expected_verdict.iter().map(|&(c, _)| c).collect();
            found.sort_unstable();
            expected.sort_unstable();
            if found != expected {
                let words: Vec<String> = a
                    .verdict
                    .findings
                    .iter()
                    .map(|f| a.finding_text(f).en)
                    .collect();
                wrong.push(format!(
                    "{at}: found {found:?}, expected {expected:?}: {words:#?}"
                ));
            }
            for &(code, notice) in &v.expected_verdict {
                assert!(
                    notice < v.notice.len(),
                    "{at}: {code} is explained by notice {notice}, but there are {}",
                    v.notice.len()
                );
            }
            if v.id != "before" {
                for f in &a.verdict.findings {
                    assert_ne!(
                        f.severity,
                        Level::Error,
                        "{at}: the good design has the error {}: {}",
                        f.kind.code(),
                        a.finding_text(f).en
                    );
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The notices that explain the verdict's warnings say what the page measures: a query that
/// fans out over every region is said to, in the notice tied to it.
#[test]
fn notices_tied_to_fan_out_name_the_regions() {
    for p in catalogue() {
        for v in &p.variants {
            for &(code, notice) in &v.expected_verdict {
                if code != "query/fan-out" {
                    continue;
                }
                let text = v.notice[notice].text;
                assert!(
                    text.en.contains("region") && text.zh.contains("Region"),
                    "{} / {}: notice {notice} does not say which regions: {}",
                    p.id,
                    v.id,
                    text.en
                );
            }
        }
    }
}

#[test]
fn every_query_name_is_chinese_or_an_expression_in_chinese_mode() {
    use rowkey_core::presets::Lang;
    for p in catalogue() {
        for v in &p.variants {
            for q in v.inputs_in(Lang::Zh).queries {
                let expression = q.name.contains(['=', '<', '≤', '(', '+']);
                assert!(
                    expression || has_cjk(&q.name),
                    "{} / {}: query {:?} has no Chinese name",
                    p.id,
                    v.id,
                    q.name
                );
            }
        }
    }
}

/// Every salt of every preset is shown in the key builder as what it computes: "PHP" only for
/// PHP's `md5($x) % n` (seed 002's PHP ≤ 7.0 reading there), never for seed 004's one-byte
/// `hash(key) % BUCKETS`, which the preset computes as md5 read as a 128-bit number.
#[test]
fn preset_salts_are_labelled_with_what_they_compute() {
    use rowkey_core::analysis::editor::{SaltKind, form_of};
    use rowkey_core::spec::{Bucketing, PartValue};
    let mut php = Vec::new();
    for p in catalogue() {
        for v in &p.variants {
            for part in &v.design.recipe.parts {
                let PartValue::Salt(salt) = &part.value else {
                    continue;
                };
                let kind = form_of(part).salt_kind;
                let is_php = matches!(
                    salt.bucketing,
                    Bucketing::PhpMd5Mod | Bucketing::Php71Md5Mod
                );
                let at = format!("{} / {}: {}", p.id, v.id, kind.label());
                assert_eq!(kind.label().contains("PHP"), is_php, "{at}");
                if salt.bucketing == Bucketing::Md5Mod {
                    assert_eq!(kind, SaltKind::Md5Mod, "{at}");
                }
                if is_php {
                    php.push((p.id, v.id, kind));
                }
            }
        }
    }
    assert_eq!(
        php,
        [("md5-and-mod-salt", "after", SaltKind::PhpMd5Mod)],
        "the seed's 2016 PHP"
    );
}

/// Every "what to look for" about the queries names the queries it talks about (issue 34
/// item 3: the tour shows that query's card), and the page finds each of them by the name it
/// shows, in English and in Chinese, and no other.
#[test]
fn notices_about_queries_name_queries_the_page_finds_in_both_languages() {
    for p in catalogue() {
        for v in &p.variants {
            for (i, n) in v.notice.iter().enumerate() {
                let at = format!("{} / {} notice {i}", p.id, v.id);
                assert_eq!(
                    n.area == Area::Queries,
                    !n.queries.is_empty(),
                    "{at}: a notice about the queries names them, and only such a notice"
                );
                for lang in [Lang::En, Lang::Zh] {
                    let shown: Vec<String> = v
                        .inputs_in(lang)
                        .queries
                        .into_iter()
                        .filter(|q| n.names(&q.name))
                        .map(|q| q.name)
                        .collect();
                    assert_eq!(shown.len(), n.queries.len(), "{at} ({lang:?}): {shown:?}");
                }
            }
        }
    }
}

/// A lesson's own design departs in nothing (in either language); a changed key makes every
/// notice stale; a renamed table changes no text; a renamed query makes stale only the
/// notices that name it (issue 34 item 5).
#[test]
fn a_variant_knows_when_the_design_departs_from_it() {
    for p in catalogue() {
        for v in &p.variants {
            let at = format!("{} / {}", p.id, v.id);
            let none = vec![false; v.notice.len()];
            for lang in [Lang::En, Lang::Zh] {
                let d = v.departure(&v.inputs_in(lang));
                assert!(!d.modified, "{at} ({lang:?})");
                assert_eq!(d.stale, none, "{at} ({lang:?})");
            }
            let mut renamed = v.inputs_in(Lang::Zh);
            renamed.table.push_str("_copy");
            let d = v.departure(&renamed);
            assert!(d.modified, "{at}");
            assert_eq!(d.stale, none, "{at}: a table name changes no text");
            let mut rekeyed = v.inputs();
            rekeyed.recipe.parts.reverse();
            rekeyed.recipe.parts.push(rekeyed.recipe.parts[0].clone());
            let d = v.departure(&rekeyed);
            assert!(d.modified, "{at}");
            assert_eq!(d.stale, vec![true; v.notice.len()], "{at}: another key");
            for q in 0..v.design.queries.len() {
                let mut edited = v.inputs_in(Lang::Zh);
                edited.queries[q].name.push_str(" (mine)");
                let name = v.design.queries[q].name.as_str();
                let expected: Vec<bool> =
                    v.notice.iter().map(|n| n.queries.contains(&name)).collect();
                assert_eq!(v.departure(&edited).stale, expected, "{at}: query {name}");
            }
        }
    }
}

/// A notice that names one query and says what kind of read it is (a GET, a prefix, range,
/// bucket or full scan) says it of that query: the planner classes the named query so. (The
/// words are the notice's own, written apart from the names; a wrong name shows here.)
#[test]
fn a_notice_naming_one_query_describes_that_query_s_plan() {
    let mut checked = 0;
    for p in catalogue() {
        for v in &p.variants {
            let run = Run::of(v);
            for (i, n) in v.notice.iter().enumerate() {
                let [name] = n.queries else { continue };
                let text = n.text.en;
                let said: Vec<&str> = [
                    "GET",
                    "prefix scan",
                    "range scan",
                    "bucket scan",
                    "full scan",
                ]
                .into_iter()
                .filter(|w| text.contains(w))
                .collect();
                let [word] = said[..] else { continue };
                let kind = run.plan(name).kind;
                let agrees = match word {
                    "GET" => matches!(kind, PlanKind::Get { .. }),
                    "prefix scan" => kind == PlanKind::PrefixScan,
                    "range scan" => kind == PlanKind::RangeScan,
                    "bucket scan" => matches!(kind, PlanKind::BucketScan { .. }),
                    _ => kind == PlanKind::FullScan,
                };
                assert!(
                    agrees,
                    "{} / {} notice {i} says {word:?} of {name:?}, planned {kind:?}",
                    p.id, v.id
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 8, "only {checked} notices checked");
}
