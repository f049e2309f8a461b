//! Every preset variant, analysed: each text of the view model the page shows has a Chinese
//! version with no English words other than technical terms and data.

use super::tests::english_words;
use crate::analysis::{Analysis, Inputs, SampleSource, analyze};
use crate::i18n::{Localize, Localized};
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
            push(&format!("problem {} fix", p.code), &f.kind.localized());
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
            push("suggestion note", &n.localized());
        }
    }
    if let Some(s) = &a.sizing {
        push("sizing explanation", &s.explanation.localized());
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
    data.extend(
        inputs
            .recipe
            .parts
            .iter()
            .flat_map(KeyPart::columns_read)
            .map(str::to_owned),
    );
    data.extend(
        inputs
            .queries
            .iter()
            .flat_map(|q| q.predicates.iter().map(|p| p.column.clone())),
    );
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

#[test]
fn broken_inputs_read_in_chinese() {
    use crate::analysis::{Arrival, FormatChoice, Sizing};
    use crate::plan::{Predicate, Query};
    use crate::spec::{Encoding, IntFormat, KeySpec};
    use crate::split::SplitSpec;
    let base = Inputs::seed_000();
    let pasted = |text: &str| SampleSource::Pasted {
        text: text.to_owned(),
        format: FormatChoice::Auto,
        skip_bad_lines: false,
    };
    let cases = vec![
        Inputs {
            sample: pasted("a,b\n1\n"),
            ..base.clone()
        },
        Inputs {
            sample: pasted(""),
            ..base.clone()
        },
        Inputs {
            recipe: KeySpec::new(vec![KeyPart::column(1, "uid"), KeyPart::column(2, "nope")]),
            ..base.clone()
        },
        Inputs {
            recipe: KeySpec::new(vec![KeyPart::md5_hex_of_columns(1, &[], 6)]),
            ..base.clone()
        },
        Inputs {
            recipe: KeySpec::new(vec![
                KeyPart::column(1, "name")
                    .with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(1))),
            ]),
            ..base.clone()
        },
        Inputs {
            splits: SplitSpec::Explicit {
                splits: vec!["1".into(), String::new()],
            },
            arrival: Arrival::column("nope"),
            sizing: Sizing {
                table_rows: u64::MAX / 4096,
                value_bytes_per_row: 4096,
            },
            queries: vec![
                Query::new("q1").with(Predicate::eq("nope", "1")),
                Query::new("q2").with(Predicate::is_in("uid", &[])),
                Query::new("q3").latest(0, "ts"),
                Query::new("q4").with(Predicate::starts_with("phone", "1")),
            ],
            ..base.clone()
        },
    ];
    for inputs in cases {
        let a = analyze(&inputs);
        let data = data_words(&inputs, &a);
        for (what, text) in texts(&a, &inputs.recipe.parts) {
            let zh = if what == "strip mark" {
                text.zh.rsplit("): ").next().unwrap_or_default()
            } else {
                text.zh.as_str()
            };
            if std::env::var_os("PRINT_ZH").is_some() && !what.starts_with("heat") {
                println!("{what}: {}", text.zh);
            }
            let words = english_words(zh, &data);
            assert!(
                !zh.trim().is_empty() && words.is_empty(),
                "{what}: {words:?} in {:?}",
                text.zh
            );
        }
    }
}
