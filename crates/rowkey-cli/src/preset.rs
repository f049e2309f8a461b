//! `rowkey preset [ID] [--variant V] [--lang en|zh] [--out DIR]`: the teaching presets of
//! `rowkey_core::presets`, from the command line.
//!
//! * Without an id: one line per preset, in gallery order: its id, its variants' ids and its
//!   title in `--lang`.
//! * With an id and `--out DIR`: writes the variant's design file (`DIR/ID-V.design.json`, as
//!   the page exports it: `rowkey_core::persist::export_design`, query names in `--lang`)
//!   and its generated sample (`DIR/ID-V.csv`, a header row then the rows the page shows),
//!   then prints the title, the summary, what to look for and the `rowkey analyze` command
//!   that opens them.
//! * With an id and no `--out`: the design JSON on standard output and the texts on standard
//!   error, so `rowkey preset ID > design.json` keeps just the design.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use rowkey_core::artefacts::shell_word;
use rowkey_core::i18n::{Lang, ui};
use rowkey_core::persist::export_design;
use rowkey_core::presets::{Area, Preset, Variant, gallery, lookup};
use rowkey_core::sample::{Sample, SampleFormat};

use crate::Failure;

/// One line per preset of the catalogue, in gallery order: the id, the variants' ids
/// (comma-separated) and the title in `lang`, in aligned columns.
pub fn listing(lang: Lang) -> String {
    let rows: Vec<(&str, String, &str)> = gallery()
        .iter()
        .map(|p| (p.id, variant_ids(p), p.title.get(lang)))
        .collect();
    let id_width = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let variants_width = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    let mut out = String::new();
    for (id, variants, title) in rows {
        let _ = writeln!(out, "{id:id_width$}  {variants:variants_width$}  {title}");
    }
    out
}

/// The preset's variant ids, comma-separated, first one first.
fn variant_ids(preset: &Preset) -> String {
    preset
        .variants
        .iter()
        .map(|v| v.id)
        .collect::<Vec<_>>()
        .join(",")
}

/// The preset `id` and its variant `variant` (default: its first).
///
/// # Errors
///
/// One line naming the known preset ids, or the preset's variant ids.
pub fn find(
    id: &str,
    variant: Option<&str>,
) -> Result<(&'static Preset, &'static Variant), String> {
    let preset = lookup(id).ok_or_else(|| {
        let known: Vec<&str> = gallery().iter().map(|p| p.id).collect();
        format!(
            "no preset '{id}'; the presets are: {} (see rowkey preset)",
            known.join(", ")
        )
    })?;
    let chosen = match variant {
        Some(name) => preset.variant(name),
        None => preset.variants.first(),
    };
    let chosen = chosen.ok_or_else(|| {
        format!(
            "preset '{id}' has no variant '{}'; its variants are: {}",
            variant.unwrap_or_default(),
            variant_ids(preset).replace(',', ", ")
        )
    })?;
    Ok((preset, chosen))
}

/// The variant's design file as the page exports it (query names in `lang`), ending in a
/// line break: `rowkey analyze --design` reads it back as the same design.
pub fn design_json(variant: &Variant, lang: Lang) -> String {
    let mut json = export_design(&variant.inputs_in(lang));
    json.push('\n');
    json
}

/// The variant's sample, generated as the page generates it.
///
/// # Errors
///
/// One line if its generator spec does not generate (never for the catalogue: the core's
/// tests generate every one).
fn sample(preset: &Preset, variant: &Variant) -> Result<Sample, String> {
    variant
        .generate()
        .map_err(|e| format!("preset {}/{}: its sample: {e}", preset.id, variant.id))
}

/// The sample as CSV (RFC 4180, `\n` line ends): the header row, then every row.
///
/// # Errors
///
/// One line if the CSV writer fails (it writes to memory: it does not).
pub fn sample_csv(sample: &Sample) -> Result<String, String> {
    let mut writer = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    let failed = |e: csv::Error| format!("cannot write the sample as CSV: {e}");
    writer.write_record(sample.columns()).map_err(failed)?;
    for row in sample.iter_rows() {
        writer.write_record(row.iter()).map_err(failed)?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| failed(e.into_error().into()))?;
    String::from_utf8(bytes).map_err(|e| format!("the sample is not UTF-8: {e}"))
}

/// The page's name of a notice's area, in `lang`.
fn area_name(area: Area, lang: Lang) -> &'static str {
    let words = ui(lang);
    match area {
        Area::KeyBuilder => words.area_builder,
        Area::Data => words.area_data,
        Area::SortedView => words.area_sorted,
        Area::Regions => words.area_regions,
        Area::Heatmap => words.chart_heatmap,
        Area::Queries => words.area_queries,
        Area::Lints => words.design_problems,
    }
}

/// A colon before the rest of the line: `": "` in English, `"："` in Chinese.
const fn colon(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ": ",
        Lang::Zh => "：",
    }
}

/// The title (with the variant's label), the summary and what to look for, in `lang`.
pub fn texts(preset: &Preset, variant: &Variant, lang: Lang) -> String {
    let mut out = format!(
        "{} ({}: {})\n\n{}\n",
        preset.title.get(lang),
        variant.id,
        variant.label.get(lang),
        preset.summary.get(lang)
    );
    if !variant.notice.is_empty() {
        let _ = writeln!(
            out,
            "\n{}{}",
            ui(lang).what_to_look_for,
            colon(lang).trim_end()
        );
        for notice in &variant.notice {
            let _ = writeln!(
                out,
                "- [{}] {}",
                area_name(notice.area, lang),
                notice.text.get(lang)
            );
        }
    }
    out
}

/// The `rowkey analyze` command that opens the written files: with `--input-format csv`
/// when the CSV alone would not be detected as one (a single column reads as a key list),
/// and `--arrival` when the variant's writes arrive in a column's order.
pub fn analyze_command(design: &Path, data: &Path, csv: &str, variant: &Variant) -> String {
    let mut command = format!(
        "rowkey analyze --design {} --data {}",
        shell_word(&design.display().to_string()),
        shell_word(&data.display().to_string())
    );
    if SampleFormat::detect(csv) != SampleFormat::Csv {
        command.push_str(" --input-format csv");
    }
    if let Some(column) = variant.arrival.column_name() {
        let _ = write!(command, " --arrival {}", shell_word(column));
    }
    command
}

/// Writes `text` to `path`.
///
/// # Errors
///
/// One line with the path and the OS error.
fn write_file(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Writes the design file and the sample into `dir` (created if needed) and gives the
/// report to print: the texts, the files written and the command to run next.
///
/// # Errors
///
/// One line when the folder cannot be created or a file cannot be written.
fn write_files(
    preset: &Preset,
    variant: &Variant,
    lang: Lang,
    dir: &Path,
) -> Result<String, String> {
    let data = sample_csv(&sample(preset, variant)?)?;
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("cannot create the folder {}: {e}", dir.display()))?;
    let stem = format!("{}-{}", preset.id, variant.id);
    let design_path: PathBuf = dir.join(format!("{stem}.design.json"));
    let data_path: PathBuf = dir.join(format!("{stem}.csv"));
    write_file(&design_path, &design_json(variant, lang))?;
    write_file(&data_path, &data)?;
    let (wrote, next) = match lang {
        Lang::En => ("Wrote", "Next"),
        Lang::Zh => ("已写入", "下一步"),
    };
    let colon = colon(lang);
    Ok(format!(
        "{}\n{wrote}{colon}{} {}\n{next}{colon}{}\n",
        texts(preset, variant, lang),
        design_path.display(),
        data_path.display(),
        analyze_command(&design_path, &data_path, &data, variant)
    ))
}

/// How to get the sample too, after the texts when the design went to standard output.
fn out_hint(preset: &Preset, variant: &Variant, lang: Lang) -> String {
    let command = format!(
        "rowkey preset {} --variant {} --out DIR",
        preset.id, variant.id
    );
    match lang {
        Lang::En => format!("\nThe sample and the analyze command: {command}\n"),
        Lang::Zh => format!("\n样本数据与 analyze 命令：{command}\n"),
    }
}

/// `rowkey preset`: the listing without `id`; else the variant's files into `out`, or its
/// design on standard output without it.
///
/// # Errors
///
/// [`Failure::Input`] for an unknown preset or variant or a folder that cannot be written,
/// [`Failure::Output`] when standard output fails (a closed pipe included: the caller
/// decides).
pub fn run(
    id: Option<&str>,
    variant: Option<&str>,
    lang: Lang,
    out: Option<&Path>,
) -> Result<(), Failure> {
    let Some(id) = id else {
        return print(&listing(lang));
    };
    let (preset, chosen) = find(id, variant)?;
    match out {
        Some(dir) => print(&write_files(preset, chosen, lang, dir)?),
        None => {
            print(&design_json(chosen, lang))?;
            let notes = texts(preset, chosen, lang) + &out_hint(preset, chosen, lang);
            // Standard error may be closed: the design went out all the same.
            let _ = std::io::stderr().lock().write_all(notes.as_bytes());
            Ok(())
        }
    }
}

/// Writes `text` to standard output.
fn print(text: &str) -> Result<(), Failure> {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(Failure::Output)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::design::Design;
    use rowkey_core::persist::read_design;
    use rowkey_core::sample::parse_csv;

    #[test]
    fn every_design_file_reads_back_as_the_variants_design() {
        for preset in gallery() {
            for variant in &preset.variants {
                for lang in [Lang::En, Lang::Zh] {
                    let json = design_json(variant, lang);
                    let back = read_design(&json).unwrap();
                    // The file carries the sample and the arrival order, as the page exports.
                    let inputs = variant.inputs_in(lang);
                    let expected = Design {
                        sample: Some(inputs.sample.clone()),
                        arrival: Some(inputs.arrival.clone()),
                        ..inputs.design()
                    };
                    assert_eq!(back, expected, "{}", preset.id);
                    let by_serde: Design = serde_json::from_str(&json).unwrap();
                    assert_eq!(by_serde, back);
                }
                let en = read_design(&design_json(variant, Lang::En)).unwrap();
                let without_sample = Design {
                    sample: None,
                    arrival: None,
                    ..en
                };
                assert_eq!(
                    without_sample, variant.design,
                    "{}/{}",
                    preset.id, variant.id
                );
            }
        }
    }

    #[test]
    fn the_csv_reads_back_as_the_generated_sample() {
        let (preset, variant) = find("reversed-urls", None).unwrap();
        let generated = sample(preset, variant).unwrap();
        let text = sample_csv(&generated).unwrap();
        let back = parse_csv(&text).unwrap();
        assert_eq!(back.columns(), generated.columns());
        assert_eq!(back.to_rows(), generated.to_rows());
    }

    #[test]
    fn paths_are_quoted_only_when_needed() {
        assert_eq!(shell_word("out/a-b.csv"), "out/a-b.csv");
        assert_eq!(shell_word("my dir/a.csv"), "'my dir/a.csv'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
    }

    #[test]
    fn a_single_column_sample_is_read_as_csv_explicitly() {
        let (_, variant) = find("unpadded-numbers", None).unwrap();
        let command = analyze_command(Path::new("d.json"), Path::new("s.csv"), "i\n1\n", variant);
        assert_eq!(
            command,
            "rowkey analyze --design d.json --data s.csv --input-format csv"
        );
        let (_, variant) = find("seller-trades", Some("after")).unwrap();
        let command = analyze_command(Path::new("d.json"), Path::new("s.csv"), "a,b\n", variant);
        assert!(command.ends_with("--data s.csv --arrival ts"), "{command}");
    }

    #[test]
    fn unknown_names_list_the_known_ones() {
        let err = find("nope", None).unwrap_err();
        assert!(
            err.contains("reversed-urls") && !err.contains('\n'),
            "{err}"
        );
        let err = find("reversed-urls", Some("during")).unwrap_err();
        assert!(err.ends_with("before, after"), "{err}");
    }
}
