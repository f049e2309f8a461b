//! Every preset variant, analysed: each text of the view model the page shows has a Chinese
//! version with no English words other than technical terms and data.

use super::tests::english_words;
use crate::analysis::{Analysis, Inputs, SampleSource, analyze};
use crate::i18n::Localized;
use crate::presets::{Variant, catalogue};
use crate::spec::KeyPart;

/// Every text of an analysis that is meant for people, with where it comes from.
fn texts(a: &Analysis, recipe: &[KeyPart]) -> Vec<(String, Localized)> {
    let mut out: Vec<(String, Localized)> = Vec::new();
    let mut push = |what: &str, t: &Localized| out.push((what.to_owned(), t.clone()));
    match &a.sample {
        Ok(s) => push("sample summary", &s.text),
        Err(e) => push("sample error", &e.localized()),
    }
    if let Some(e) = &a.recipe_error {
        push("recipe error", &e.localized());
    }
    for part in recipe {
        if let Some(e) = a.part_error(part.id) {
            push("part error", &e);
        }
    }
    if let Some(e) = &a.split_error {
        push("split error", &e.localized());
    }
    if let Some(e) = &a.arrival_error {
        push("arrival error", e);
    }
    for p in &a.problems {
        push(&format!("problem {}", p.code), &p.message);
        if let Some(h) = &p.hint {
            push(&format!("problem {} hint", p.code), h);
        }
        if let Some(f) = &p.fix {
            push(&format!("problem {} fix", p.code), &f.label);
        }
    }
    push("stats", &a.stats_text);
    push("empty regions", &a.balance.empty);
    push("hotspot", &a.balance.hotspot_text);
    push("chart summary", &a.chart.summary);
    if let Some(n) = &a.chart.note {
        push("chart note", n);
    }
    for b in &a.chart.bars {
        push("bar label", &b.label);
    }
    if let Some(h) = &a.heatmap {
        push("heatmap summary", &h.summary);
        for c in &h.cells {
            push("heat cell", &c.title);
        }
    }
    if let Some(s) = &a.suggestion {
        for n in &s.notes {
            push("suggestion note", n);
        }
    }
    if let Some(s) = &a.sizing {
        push("sizing explanation", &s.explanation);
    }
    if let Some(s) = &a.sizing_text {
        push("sizing", s);
    }
    for l in &a.legend {
        push("legend", &l.label);
    }
    for q in &a.queries {
        match &q.outcome {
            Ok(p) => {
                push("plan class", &p.class);
                push("plan reason", &p.reason);
                for n in &p.notes {
                    push("plan note", n);
                }
                push("ranges", &p.ranges_text);
                push("regions touched", &p.regions_text);
                push("cost", &p.cost_text);
                if let Some(n) = &p.rows_note {
                    push("rows note", n);
                }
                for r in &p.ranges {
                    push("range regions", &r.regions);
                }
                push("strip", &p.strip.summary);
                for m in &p.strip.marks {
                    push("strip mark", &m.title);
                }
            }
            Err(e) => push("query error", &e.message),
        }
    }
    out
}

fn inputs_of(variant: &Variant) -> Inputs {
    Inputs {
        sample: SampleSource::Generated {
            spec: variant.sample.clone(),
        },
        arrival: variant.arrival.clone(),
        ..Inputs::default().with_design(variant.design.clone())
    }
}

/// Words the page takes from the design and the sample: column, part, query, table and
/// family names.
fn data_words(inputs: &Inputs, a: &Analysis) -> Vec<String> {
    let mut data: Vec<String> = a.columns.clone();
    data.extend(inputs.recipe.parts.iter().map(|p| p.label.clone()));
    data.extend(inputs.queries.iter().map(|q| q.name.clone()));
    data.push(inputs.table.clone());
    data.push(inputs.family.clone());
    data.retain(|d| !d.is_empty());
    data
}

#[test]
fn every_preset_text_reads_in_chinese() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for preset in catalogue() {
        for variant in &preset.variants {
            let inputs = inputs_of(variant);
            let a = analyze(&inputs);
            let data = data_words(&inputs, &a);
            for (what, text) in texts(&a, &inputs.recipe.parts) {
                checked += 1;
                // A strip mark's range bounds are keys: data.
                let zh = if what == "strip mark" {
                    text.zh.rsplit("): ").next().unwrap_or_default()
                } else {
                    text.zh.as_str()
                };
                let words = english_words(zh, &data);
                if text.zh.trim().is_empty() || text.en.trim().is_empty() || !words.is_empty() {
                    failures.push(format!(
                        "{}/{} {what}: {words:?} in {:?}",
                        preset.id, variant.id, text.zh
                    ));
                }
            }
        }
    }
    failures.sort();
    failures.dedup();
    assert!(checked > 1_000, "only {checked} texts checked");
    assert!(
        failures.is_empty(),
        "{} texts:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_default_design_reads_in_chinese_too() {
    let inputs = Inputs::default();
    let a = analyze(&inputs);
    let data = data_words(&inputs, &a);
    for (what, text) in texts(&a, &inputs.recipe.parts) {
        let words = english_words(&text.zh, &data);
        assert!(words.is_empty(), "{what}: {words:?} in {:?}", text.zh);
    }
}

#[test]
#[ignore = "prints the Chinese texts for review"]
fn print_chinese_texts() {
    let mut seen = std::collections::BTreeSet::new();
    for preset in catalogue() {
        for variant in &preset.variants {
            let inputs = inputs_of(variant);
            let a = analyze(&inputs);
            for (what, text) in texts(&a, &inputs.recipe.parts) {
                if what == "heat cell" || what == "bar label" || what == "strip mark" {
                    continue;
                }
                if seen.insert(what.clone() + &text.zh) {
                    println!("{what}: {}", text.zh);
                }
            }
        }
    }
}
