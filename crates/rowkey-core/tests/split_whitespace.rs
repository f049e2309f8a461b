//! Issue 31, item 8: split points typed with a space or a tab at either end (`40000000 `)
//! are flagged (HBase keeps those bytes in the split key), in both languages, with a
//! one-click fix that trims them; points without, and generated splits, are not flagged.

use rowkey_core::analysis::{Inputs, analyze};
use rowkey_core::i18n::Localize;
use rowkey_core::split::{SplitAlgorithm, SplitSpec};

const CODE: &str = "split/whitespace";

fn with_splits(splits: SplitSpec) -> Inputs {
    Inputs {
        splits,
        ..Inputs::seed_000()
    }
}

fn explicit(points: &[&str]) -> SplitSpec {
    SplitSpec::Explicit {
        splits: points.iter().map(|p| (*p).to_owned()).collect(),
    }
}

#[test]
fn white_space_at_a_split_point_s_ends_is_flagged_and_one_click_trims_it() {
    for (splits, count_words) in [
        (
            explicit(&["3", "40000000 ", "6"]),
            "split 2 ('40000000 ') starts or ends",
        ),
        (
            explicit(&["3", " 80000000", "\t9"]),
            "2 split points start or end (the first: split 2, ' 80000000')",
        ),
        (
            SplitSpec::File {
                text: "3\r\n40000000 \r\n6\r\n".into(),
            },
            "split 2 ('40000000 ') starts or ends",
        ),
    ] {
        let inputs = with_splits(splits.clone());
        let before = analyze(&inputs);
        let problem = before
            .problems
            .iter()
            .find(|p| p.code == CODE)
            .unwrap_or_else(|| panic!("no {CODE} for {splits:?}"));
        assert!(
            problem.message.en.starts_with(count_words),
            "{}",
            problem.message.en
        );
        assert!(
            problem.message.zh.contains("空白"),
            "{}",
            problem.message.zh
        );
        // The split bytes as HBase keeps them: the space is in them.
        let raw = splits.resolve().unwrap();
        assert!(raw.keys().iter().any(|k| k.as_bytes().ends_with(b" ")
            || k.as_bytes().starts_with(b" ")
            || k.as_bytes().starts_with(b"\t")));
        let fix = problem.fix.as_ref().expect("a one-click fix");
        assert_eq!(
            fix.kind.localized().en,
            "trim the white space from the split points"
        );
        assert_eq!(fix.spec, inputs.recipe, "the recipe is kept");
        let trimmed = fix.splits.clone().expect("new splits");
        let after = analyze(&Inputs {
            splits: trimmed.clone(),
            ..inputs.clone()
        });
        assert!(after.problems.iter().all(|p| p.code != CODE));
        let keys = trimmed.resolve().unwrap();
        assert_eq!(keys.keys().len(), raw.keys().len());
        assert!(keys.keys().iter().all(|k| {
            let b = k.as_bytes();
            !b.is_empty() && !b.starts_with(b" ") && !b.ends_with(b" ") && !b.starts_with(b"\t")
        }));
    }
}

#[test]
fn clean_and_generated_splits_are_not_flagged() {
    for splits in [
        explicit(&["3", "4 0", "6"]),
        SplitSpec::File {
            text: "3\n6\n".into(),
        },
        SplitSpec::NumRegions {
            algorithm: SplitAlgorithm::HexString,
            num_regions: 4,
            first_row: None,
            last_row: None,
        },
        SplitSpec::None,
    ] {
        let a = analyze(&with_splits(splits.clone()));
        assert!(a.problems.iter().all(|p| p.code != CODE), "{splits:?}");
    }
}
