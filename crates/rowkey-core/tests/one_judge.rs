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
