//! A sentence that names a part names it by the number the page's editor shows: its position
//! in the recipe, from 1 (issue 31, item 10). Part ids survive reordering and fixes (a salt fix
//! puts a new part first), so after a fix an id and a position differ; the findings and the
//! key builders' comments must still point at the part the user sees under that number.
//! Checked on every preset variant and on every design its one-click fixes produce.

use rowkey_core::analysis::{Inputs, analyze};
use rowkey_core::artefacts::{bigtable_row_key_schema, phoenix_create_table};
use rowkey_core::design::Design;
use rowkey_core::i18n::Lang;
use rowkey_core::i18n::Localize;
use rowkey_core::keycode::{CodeLanguage, key_builder};
use rowkey_core::presets::catalogue;
use rowkey_core::spec::{KeySpec, PartId};

/// Every number written right after `word` in `text` (`part 2`, `第 2 部分` has its own form).
fn numbers_after(text: &str, word: &str) -> Vec<u32> {
    text.match_indices(word)
        .filter_map(|(at, _)| {
            let rest = &text[at + word.len()..];
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect()
}

/// How many Deploy reasons named a part whose id differs from its number.
static DEPLOY_TELLING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The part id in a reason's debug form (`Md5 { part: PartId(2) }`), or 0 when it names none.
fn part_id_in_debug(debug: &str) -> u32 {
    numbers_after(debug, "part: PartId(")
        .first()
        .copied()
        .unwrap_or(0)
}

/// The number the editor shows for `id`, found by walking the recipe (1-based).
fn shown_number(spec: &KeySpec, id: PartId) -> u32 {
    let mut n = 0;
    for part in &spec.parts {
        n += 1;
        if part.id == id {
            return n;
        }
    }
    panic!("{id} is not in the recipe");
}

/// Checks one design; returns how many sentences named a part whose id differs from its
/// number (the cases that can tell the two apart).
fn check(inputs: &Inputs, design: &Design, name: &str, failures: &mut Vec<String>) -> usize {
    let spec = &inputs.recipe;
    let mut deploy_reasons: Vec<(u32, String)> = Vec::new();
    if let Err(reasons) = phoenix_create_table(design) {
        for r in &reasons {
            let id = format!("{r:?}");
            deploy_reasons.push((part_id_in_debug(&id), r.sentence(spec, Lang::En)));
        }
    }
    if let Err(reasons) = bigtable_row_key_schema(design) {
        for r in &reasons {
            let id = format!("{r:?}");
            deploy_reasons.push((part_id_in_debug(&id), r.sentence(spec, Lang::En)));
        }
    }
    let mut deploy_telling = 0;
    for (id, sentence) in &deploy_reasons {
        if *id == 0 {
            continue;
        }
        let shown = shown_number(spec, PartId(*id));
        deploy_telling += usize::from(shown != *id);
        if !sentence.starts_with(&format!("part {shown}: ")) {
            failures.push(format!(
                "{name}: a Deploy reason about the editor's part {shown} reads: {sentence}"
            ));
        }
    }
    let analysis = analyze(inputs);
    let mut telling = 0;
    DEPLOY_TELLING.fetch_add(deploy_telling, std::sync::atomic::Ordering::Relaxed);
    for problem in &analysis.problems {
        let Some(id) = problem.part else { continue };
        let Some(&first) = numbers_after(&problem.message.en, "part ").first() else {
            continue;
        };
        let shown = shown_number(spec, id);
        if first != shown {
            failures.push(format!(
                "{name}: {} names part {first}, the editor shows it as part {shown}: {}",
                problem.code, problem.message.en
            ));
        }
        if shown != id.0 {
            telling += 1;
        }
        let zh = numbers_after(&problem.message.zh, "第 ");
        if !zh.is_empty() && !zh.contains(&shown) {
            failures.push(format!(
                "{name}: {} in Chinese: {}",
                problem.code, problem.message.zh
            ));
        }
    }
    if spec.validate().is_ok() && !spec.parts.is_empty() {
        let code = key_builder(spec, CodeLanguage::Python, Lang::En);
        for n in numbers_after(&code.source, "# part ") {
            if n == 0 || n as usize > spec.parts.len() {
                failures.push(format!(
                    "{name}: the Python builder names part {n} of {}",
                    spec.parts.len()
                ));
            }
        }
    }
    telling
}

#[test]
fn findings_and_builders_name_parts_as_the_editor_numbers_them() {
    let mut failures = Vec::new();
    let mut telling = 0;
    for preset in catalogue() {
        for variant in &preset.variants {
            let inputs = variant.inputs();
            let name = format!("{}/{}", preset.id, variant.id);
            telling += check(&inputs, &variant.design, &name, &mut failures);
            for problem in analyze(&inputs).problems.iter() {
                let Some(fix) = &problem.fix else { continue };
                let mut fixed = inputs.clone();
                fixed.recipe = fix.spec.clone();
                if let Some(splits) = &fix.splits {
                    fixed.splits = splits.clone();
                }
                let fixed_name = format!("{name} after '{}'", fix.kind.localized().en);
                let mut fixed_design = variant.design.clone();
                fixed_design.recipe = fix.spec.clone();
                telling += check(&fixed, &fixed_design, &fixed_name, &mut failures);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        DEPLOY_TELLING.load(std::sync::atomic::Ordering::Relaxed) > 0,
        "no Deploy reason named a part whose id differs from its number"
    );
    assert!(
        telling > 0,
        "no finding named a part whose id differs from its number: the test cannot tell them apart"
    );
}
