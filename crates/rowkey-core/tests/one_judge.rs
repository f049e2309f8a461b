//! One judge (issue 30): the page's analysis (`analysis::analyze`, what the verdict bar,
//! the charts and the query cards show) and the command line's report (`report::analyze`,
//! what `rowkey analyze` and `rowkey check` print) judge every preset variant alike: the
//! same verdict and findings, the same rows per region, the same cost for every query, and
//! regions numbered alike in words.
//!
//! The two are built by separate code paths today; this test is what keeps them one judge
//! until they share one pipeline.

use rowkey_core::analysis::{Sizing, analyze};
use rowkey_core::presets::catalogue;
use rowkey_core::report::{self, Listing};

#[test]
fn the_page_and_the_command_line_judge_every_preset_alike() {
    let mut compared = 0;
    for preset in catalogue() {
        for variant in &preset.variants {
            let at = format!("{}/{}", preset.id, variant.id);
            let inputs = variant.inputs();
            let page = analyze(&inputs);
            let sample = variant.generate().expect("the preset's sample generates");
            let cli = report::analyze(
                &variant.design,
                &sample,
                Sizing::default(),
                Listing::None,
                &inputs.arrival,
                None,
                None,
            )
            .unwrap_or_else(|e| panic!("{at}: {e}"));

            // Rows per region.
            let page_rows: Vec<usize> = page.regions.regions.iter().map(|r| r.row_count).collect();
            let cli_rows: Vec<usize> = cli.regions.iter().map(|r| r.rows).collect();
            assert_eq!(page_rows, cli_rows, "{at}: rows per region");

            // The verdict: status, and each finding's code, severity, value and (for all but
            // lints, whose words are their own) its English words, which number regions.
            assert_eq!(
                page.verdict.status.as_str(),
                cli.verdict.status,
                "{at}: verdict status"
            );
            let page_findings: Vec<(&str, &str, Option<String>, Option<String>)> = page
                .verdict
                .findings
                .iter()
                .map(|f| {
                    let words = f.message(&rowkey_core::i18n::messages::En);
                    (
                        f.kind.code(),
                        f.severity.as_str(),
                        f.kind.value().map(|v| format!("{v:.6}")),
                        words,
                    )
                })
                .collect();
            let cli_findings: Vec<(&str, &str, Option<String>, Option<String>)> = cli
                .verdict
                .findings
                .iter()
                .zip(&page.verdict.findings)
                .map(|(f, p)| {
                    let lint = p.message(&rowkey_core::i18n::messages::En).is_none();
                    (
                        f.code,
                        f.severity,
                        f.value.map(|v| format!("{v:.6}")),
                        (!lint).then(|| f.message.clone()),
                    )
                })
                .collect();
            assert_eq!(
                page.verdict.findings.len(),
                cli.verdict.findings.len(),
                "{at}: findings\npage {page_findings:#?}\ncli {:#?}",
                cli.verdict.findings
            );
            assert_eq!(page_findings, cli_findings, "{at}: findings");

            // Every query's cost.
            assert_eq!(page.queries.len(), cli.queries.len(), "{at}: queries");
            for (p, c) in page.queries.iter().zip(&cli.queries) {
                let Ok(plan) = &p.outcome else {
                    panic!("{at}: {} does not plan on the page", p.name)
                };
                let q = format!("{at}: query {:?}", c.name);
                assert_eq!(plan.rows_scanned, c.cost.rows_scanned, "{q}: rows scanned");
                assert_eq!(
                    plan.rows_returned, c.cost.rows_returned,
                    "{q}: rows returned"
                );
                assert_eq!(plan.regions, c.cost.regions_touched, "{q}: regions touched");
            }
            compared += 1;
        }
    }
    assert!(compared > 40, "{compared} variants compared");
}

/// A finding as its code, severity, value and words (none for a lint's).
type Row = [Option<String>; 4];

/// The verdicts' findings, the page's and the command line's.
fn findings(page: &rowkey_core::analysis::Analysis, cli: &report::Report) -> (Vec<Row>, Vec<Row>) {
    let en = &rowkey_core::i18n::messages::En;
    let page_findings = page
        .verdict
        .findings
        .iter()
        .map(|f| {
            [
                Some(f.kind.code().to_owned()),
                Some(f.severity.as_str().to_owned()),
                f.kind.value().map(|v| format!("{v:.6}")),
                f.message(en),
            ]
        })
        .collect();
    let cli_findings = cli
        .verdict
        .findings
        .iter()
        .zip(&page.verdict.findings)
        .map(|(f, p)| {
            [
                Some(f.code.to_owned()),
                Some(f.severity.to_owned()),
                f.value.map(|v| format!("{v:.6}")),
                p.message(en).is_some().then(|| f.message.clone()),
            ]
        })
        .collect();
    (page_findings, cli_findings)
}

/// Issue 31 items 7 and 12: an invalid split list and an imported live layout are judged
/// alike too: the page's analysis and the command line's report lead with the same
/// `splits/invalid` error over the same stand-in region, and raise the same live skew
/// findings from the same layout.
#[test]
fn an_invalid_split_list_and_a_live_layout_are_judged_alike() {
    let paste = std::fs::read_to_string(format!(
        "{}/tests/fixtures/layouts/list_regions.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let layout = rowkey_core::layout::parse_layout(&paste).unwrap();
    let mut compared = 0;
    for preset in catalogue().iter().take(8) {
        let variant = &preset.variants[0];
        let sample = variant.generate().expect("the preset's sample generates");
        let invalid = rowkey_core::split::SplitSpec::Explicit {
            splits: vec!["1".into(), "1".into()],
        };
        for (splits, live) in [(invalid, None), (layout.split_spec(), Some(layout.clone()))] {
            let at = format!("{}/{} {splits:?}", preset.id, variant.id);
            let inputs = rowkey_core::analysis::Inputs {
                splits: splits.clone(),
                live: live.clone(),
                ..variant.inputs()
            };
            let design = rowkey_core::design::Design {
                splits,
                ..variant.design.clone()
            };
            let page = analyze(&inputs);
            let cli = report::analyze(
                &design,
                &sample,
                Sizing::default(),
                Listing::None,
                &inputs.arrival,
                live.as_ref(),
                None,
            )
            .unwrap_or_else(|e| panic!("{at}: {e}"));
            let page_rows: Vec<usize> = page.regions.regions.iter().map(|r| r.row_count).collect();
            let cli_rows: Vec<usize> = cli.regions.iter().map(|r| r.rows).collect();
            assert_eq!(page_rows, cli_rows, "{at}: rows per region");
            assert_eq!(page.verdict.status.as_str(), cli.verdict.status, "{at}");
            let (p, c) = findings(&page, &cli);
            assert_eq!(
                page.verdict.findings.len(),
                cli.verdict.findings.len(),
                "{at}"
            );
            assert_eq!(p, c, "{at}");
            let first = page.verdict.findings[0].kind.code();
            let live_codes = p
                .iter()
                .filter(|f| f[0].as_deref().is_some_and(|c| c.starts_with("live/")))
                .count();
            if live.is_some() {
                assert_eq!(live_codes, 2, "{at}");
                assert!(
                    page.split_error.is_none() && cli.split_error.is_none(),
                    "{at}"
                );
            } else {
                assert_eq!(first, "splits/invalid", "{at}");
                assert!(cli.split_error.is_some(), "{at}");
                assert_eq!(page_rows.len(), 1, "{at}");
            }
            compared += 1;
        }
    }
    assert_eq!(compared, 16);
}
