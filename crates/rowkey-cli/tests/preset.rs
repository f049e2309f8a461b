//! Black-box tests of `rowkey preset`: the listing in both languages, every variant of every
//! preset written out and analysed with the command it prints, and the errors.

use std::path::{Path, PathBuf};
use std::process::Output;

use rowkey_core::persist::read_design;
use rowkey_core::presets::{Lang, Preset, Variant, gallery};
use rowkey_core::sample::parse_csv;

mod common;
use common::{path, rowkey};

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// The listing's lines as (id, variant ids, title).
fn listed(lang: &str) -> Vec<(String, String, String)> {
    let out = rowkey(&["preset", "--lang", lang]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    stdout(&out)
        .lines()
        .map(|line| {
            let (id, rest) = line.split_once(' ').unwrap();
            let (variants, title) = rest.trim_start().split_once(' ').unwrap();
            (
                id.to_owned(),
                variants.to_owned(),
                title.trim_start().to_owned(),
            )
        })
        .collect()
}

#[test]
fn the_listing_shows_every_preset_in_gallery_order() {
    let lines = listed("en");
    let ids: Vec<&str> = lines.iter().map(|l| l.0.as_str()).collect();
    let expected: Vec<&str> = gallery().iter().map(|p| p.id).collect();
    assert_eq!(ids, expected);
    for ((_, variants, title), preset) in lines.iter().zip(gallery()) {
        let ids: Vec<&str> = preset.variants.iter().map(|v| v.id).collect();
        assert_eq!(*variants, ids.join(","));
        assert_eq!(title, preset.title.get(Lang::En));
    }
}

#[test]
fn the_chinese_listing_has_the_chinese_titles() {
    let lines = listed("zh");
    assert_eq!(lines.len(), gallery().len());
    for ((id, _, title), preset) in lines.iter().zip(gallery()) {
        assert_eq!(id, preset.id);
        assert_eq!(title, preset.title.get(Lang::Zh));
        assert_ne!(title, preset.title.get(Lang::En));
    }
}

/// A design file's design without the sample and arrival order it carries (as the page
/// exports them), to compare with the preset's own design.
fn without_sample(design: rowkey_core::design::Design) -> rowkey_core::design::Design {
    rowkey_core::design::Design {
        sample: None,
        arrival: None,
        ..design
    }
}

/// Runs `rowkey preset ID --variant V --out DIR` and gives its standard output.
fn open(preset: &Preset, variant: &Variant, dir: &Path, lang: &str) -> String {
    let out = rowkey(&[
        "preset",
        preset.id,
        "--variant",
        variant.id,
        "--lang",
        lang,
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    stdout(&out)
}

/// The arguments of the `rowkey analyze …` command on the output's `Next:` line (the paths
/// here need no quoting).
fn next_command(printed: &str) -> Vec<String> {
    let line = printed
        .lines()
        .find_map(|l| l.strip_prefix("Next: "))
        .unwrap_or_else(|| panic!("no Next: line in {printed}"));
    let mut words = line.split_whitespace().map(str::to_owned);
    assert_eq!(words.next().as_deref(), Some("rowkey"));
    words.collect()
}

/// Checks one variant: the files written, and the printed command's analysis of them.
fn check_variant(preset: &Preset, variant: &Variant, dir: &Path) {
    let at = format!("{}/{}", preset.id, variant.id);
    let printed = open(preset, variant, dir, "en");
    let design = dir.join(format!("{}-{}.design.json", preset.id, variant.id));
    let data = dir.join(format!("{}-{}.csv", preset.id, variant.id));
    // The files: the page's design, and a CSV that reads back as the generated sample.
    let read = read_design(&std::fs::read_to_string(&design).unwrap()).unwrap();
    assert_eq!(without_sample(read), variant.design, "{at}");
    let sample = parse_csv(&std::fs::read_to_string(&data).unwrap()).unwrap();
    let generated = variant.generate().unwrap();
    assert_eq!(sample.columns(), generated.columns(), "{at}");
    assert_eq!(sample.to_rows(), generated.to_rows(), "{at}");
    assert_eq!(sample.row_count(), variant.sample.rows, "{at}");
    // What to look for: every notice, in English.
    for notice in &variant.notice {
        assert!(printed.contains(notice.text.en), "{at}: {}", notice.text.en);
    }
    // The printed command, as it is, with a JSON report.
    let mut args = next_command(&printed);
    let arrival = variant.arrival.column_name();
    assert_eq!(
        args.windows(2)
            .any(|w| w[0] == "--arrival" && Some(w[1].as_str()) == arrival),
        arrival.is_some(),
        "{at}: {args:?}"
    );
    args.extend(["--format".to_owned(), "json".to_owned()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = rowkey(&args);
    assert!(
        matches!(out.status.code(), Some(0 | 1)),
        "{at}: {}",
        stderr(&out)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Every sample row is read and every one makes a key.
    assert_eq!(report["rows"], variant.sample.rows, "{at}");
    assert_eq!(report["keys_total"], variant.sample.rows, "{at}");
    assert_eq!(report["encode_errors"].as_array().unwrap().len(), 0, "{at}");
    // The writes arrive in the arrival column's order, else in the file's, as on the page.
    assert_eq!(
        report["hotspot"]["arrival"].as_str(),
        arrival,
        "{at}: {}",
        report["hotspot"]
    );
}

#[test]
fn every_variant_opens_and_analyses_with_the_printed_command() {
    let dir = path("presets-out");
    // One thread per preset: each runs the binary twice a variant.
    std::thread::scope(|scope| {
        for preset in gallery() {
            let dir = &dir;
            scope.spawn(move || {
                for variant in &preset.variants {
                    check_variant(preset, variant, dir);
                }
            });
        }
    });
}

#[test]
fn the_default_variant_is_the_first_and_chinese_texts_follow_lang() {
    let dir = path("presets-zh");
    let preset = &gallery()[1];
    let out = rowkey(&[
        "preset",
        preset.id,
        "--lang",
        "zh",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let printed = stdout(&out);
    let first = &preset.variants[0];
    assert!(printed.starts_with(preset.title.zh), "{printed}");
    assert!(printed.contains(preset.summary.zh));
    assert!(printed.contains("观察要点："));
    for notice in &first.notice {
        assert!(printed.contains(notice.text.zh));
    }
    assert!(printed.contains("下一步：rowkey analyze --design "));
    let design = dir.join(format!("{}-{}.design.json", preset.id, first.id));
    let read = read_design(&std::fs::read_to_string(design).unwrap()).unwrap();
    assert_eq!(without_sample(read), first.inputs_in(Lang::Zh).design());
}

#[test]
fn without_out_the_design_goes_to_standard_output() {
    let preset = gallery().iter().find(|p| p.variants.len() > 1).unwrap();
    let variant = &preset.variants[1];
    let out = rowkey(&["preset", preset.id, "--variant", variant.id]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        without_sample(read_design(&stdout(&out)).unwrap()),
        variant.design
    );
    let notes = stderr(&out);
    assert!(notes.starts_with(preset.title.en), "{notes}");
    assert!(notes.contains("What to look for:"));
    // The file it prints is the one `--out` writes.
    let dir = path("presets-stdout");
    open(preset, variant, &dir, "en");
    let written = dir.join(format!("{}-{}.design.json", preset.id, variant.id));
    assert_eq!(std::fs::read_to_string(written).unwrap(), stdout(&out));
}

/// Asserts `args` fail with status 2 and one line on standard error, and gives the line.
fn fails(args: &[&str]) -> String {
    let out = rowkey(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let message = stderr(&out);
    assert_eq!(message.lines().count(), 1, "{message}");
    assert!(message.starts_with("rowkey: "), "{message}");
    message
}

#[test]
fn unknown_ids_and_variants_exit_2_naming_the_known_ones() {
    let message = fails(&["preset", "no-such-preset"]);
    assert!(message.contains("'no-such-preset'"), "{message}");
    for preset in gallery() {
        assert!(message.contains(preset.id), "{message}");
    }
    let preset = &gallery()[1];
    let message = fails(&["preset", preset.id, "--variant", "no-such-variant"]);
    assert!(message.contains("'no-such-variant'"), "{message}");
    for variant in &preset.variants {
        assert!(message.contains(variant.id), "{message}");
    }
}

#[test]
fn an_unwritable_folder_exits_2_with_its_path() {
    let blocker = path("presets-blocker");
    std::fs::write(&blocker, "a file, not a folder").unwrap();
    let dir: PathBuf = blocker.join("sub");
    let message = fails(&["preset", gallery()[0].id, "--out", dir.to_str().unwrap()]);
    assert!(message.contains(dir.to_str().unwrap()), "{message}");
    assert!(message.contains("os error"), "{message}");
}
