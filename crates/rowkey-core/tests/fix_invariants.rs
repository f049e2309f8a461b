//! Every one-click fix, applied to the design that raised it, removes its finding, adds no
//! error, and leaves the regions no less balanced and the writes no more concentrated.
//! Checked on every preset variant (each lesson's design and sample) and on generated designs.

use proptest::prelude::*;
use rowkey_core::analysis::{Analysis, Inputs, Level, analyze};
use rowkey_core::i18n::Localize;
use rowkey_core::lint::LintCode;
use rowkey_core::presets::catalogue;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};
use rowkey_core::split::SplitSpec;

/// Slack for shares computed on a different number of regions (a salt fix brings its own
/// pre-split): a fix may not make either share worse by more than this.
const SLACK: f64 = 0.02;

/// The fullest region's share of the rows. A share, not max/mean, because a fix may bring
/// another number of regions: what matters to the busiest server is how much of the table
/// it holds.
fn fullest_share(a: &Analysis) -> f64 {
    let m = &a.balance.metrics;
    if m.rows == 0 {
        0.0
    } else {
        m.max_rows as f64 / m.rows as f64
    }
}

/// The busiest region's share of the recent writes.
fn hottest_share(a: &Analysis) -> f64 {
    a.balance.hotspot.as_ref().map_or(0.0, |h| h.share)
}

/// The share an even hash still gives its fullest region on a sample: each region's count
/// varies by about the square root of its mean, and the fullest lies a few of those above.
fn noise(mean_per_region: f64, total: f64) -> f64 {
    if mean_per_region <= 0.0 || total <= 0.0 {
        1.0
    } else {
        (mean_per_region + 4.0 * mean_per_region.sqrt()) / total
    }
}

fn rows_noise(a: &Analysis) -> f64 {
    let m = &a.balance.metrics;
    noise(m.mean_rows, m.rows as f64)
}

fn writes_noise(a: &Analysis) -> f64 {
    a.balance.hotspot.as_ref().map_or(1.0, |h| {
        let recent = h.recent_writes as f64;
        noise(recent * h.even_share, recent)
    })
}

/// Applies every fix `inputs` offers and checks the invariants; returns how many it checked.
fn check_fixes(inputs: &Inputs, name: &str) -> Result<usize, String> {
    let before = analyze(inputs);
    let mut checked = 0;
    for problem in before.problems.iter() {
        let Some(fix) = &problem.fix else { continue };
        checked += 1;
        let mut fixed = inputs.clone();
        fixed.recipe = fix.spec.clone();
        if let Some(splits) = &fix.splits {
            fixed.splits = splits.clone();
        }
        let after = analyze(&fixed);
        let what = format!(
            "{name}: fix '{}' of {}",
            fix.kind.localized().en,
            problem.code
        );
        if after
            .problems
            .iter()
            .any(|p| p.code == problem.code && p.part == problem.part)
        {
            return Err(format!("{what}: the finding is still there"));
        }
        let errors = |a: &Analysis| {
            a.problems
                .iter()
                .filter(|p| p.level == Level::Error)
                .map(|p| p.code.to_string())
                .collect::<Vec<_>>()
        };
        let new_errors: Vec<String> = errors(&after)
            .into_iter()
            .filter(|c| !errors(&before).contains(c))
            .collect();
        if !new_errors.is_empty() {
            return Err(format!("{what}: new errors {new_errors:?}"));
        }
        if after.recipe_error.is_some() || after.split_error.is_some() {
            return Err(format!("{what}: the fixed design does not build"));
        }
        let (b, a) = (fullest_share(&before), fullest_share(&after));
        if a > (b + SLACK).max(rows_noise(&after)) {
            return Err(format!(
                "{what}: the fullest region holds {b:.3} -> {a:.3} of the rows"
            ));
        }
        let (b, a) = (hottest_share(&before), hottest_share(&after));
        // Padding a rising number restores its order, and with it the pile-up of new rows in
        // the last region that the unpadded text half hid: allowed only when the fixed design
        // names that hotspot (the monotonic-lead finding, with its own fix).
        let named = after
            .problems
            .iter()
            .any(|p| p.code == LintCode::MonotonicLeadingPart.as_str());
        if a > (b + SLACK).max(writes_noise(&after)) && !named {
            return Err(format!(
                "{what}: the busiest region takes {b:.3} -> {a:.3} of recent writes"
            ));
        }
    }
    Ok(checked)
}

#[test]
fn every_fix_of_every_preset_makes_the_design_better() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for preset in catalogue() {
        for variant in &preset.variants {
            let name = format!("{}/{}", preset.id, variant.id);
            match check_fixes(&variant.inputs(), &name) {
                Ok(n) => checked += n,
                Err(e) => failures.push(e),
            }
        }
    }
    assert!(checked >= 5, "only {checked} fixes checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A CSV of `rows` rows: a rising id, a rising epoch-millis time, a text code.
fn sample(rows: usize, step: u64) -> String {
    let mut text = String::from("id,ts,code\n");
    for i in 0..rows as u64 {
        text.push_str(&format!(
            "{},{},c{}\n",
            1 + i * step,
            1_700_000_000_000 + i * 1000,
            (i * 7) % 13
        ));
    }
    text
}

fn part(id: u32, column: &'static str, encoding: u8) -> KeyPart {
    let part = KeyPart::column(id, column);
    match encoding {
        0 => part,
        1 => part.with_encoding(Encoding::integer(IntFormat::Decimal)),
        2 => part.with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
        _ => part.with_encoding(Encoding::epoch_millis(IntFormat::big_endian_signed(8))),
    }
}

proptest! {
    // A fixed seed: the checks allow for sampling noise, so the cases a run draws are kept
    // the same from run to run (600 cases drawn at random passed when the test was written).
    #![proptest_config(ProptestConfig { cases: 48, rng_seed: proptest::test_runner::RngSeed::Fixed(20261125), ..ProptestConfig::default() })]

    /// Generated keys over rising ids and times, with or without separators, on generated
    /// explicit splits: every fix offered passes the same checks.
    #[test]
    fn every_fix_of_a_generated_design_makes_it_better(
        order in prop::sample::subsequence(vec!["id", "ts", "code"], 1..=3),
        encodings in prop::collection::vec(0u8..4, 3),
        separators in prop::collection::vec(any::<bool>(), 3),
        rows in 300usize..800,
        step in 1u64..50,
        splits in prop::collection::btree_set("[0-9a-c]{1,3}", 0..5),
    ) {
        let parts: Vec<KeyPart> = order.iter().enumerate().map(|(i, column)| {
            let id = u32::try_from(i).unwrap() + 1;
            let p = part(id, column, encodings[i]);
            if separators[i] && i + 1 < order.len() { p.with_separator("#") } else { p }
        }).collect();
        let mut inputs = Inputs::seed_000();
        inputs.recipe = KeySpec::new(parts);
        inputs.splits = SplitSpec::Explicit { splits: splits.into_iter().collect() };
        inputs.sample = rowkey_core::analysis::SampleSource::Pasted {
            text: sample(rows, step),
            format: rowkey_core::analysis::FormatChoice::Auto,
            skip_bad_lines: false,
        };
        inputs.queries.clear();
        if let Err(e) = check_fixes(&inputs, "generated") {
            return Err(TestCaseError::fail(e));
        }
    }
}
