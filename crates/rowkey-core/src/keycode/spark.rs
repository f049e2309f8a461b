//! The whole-table job: one self-contained PySpark file that builds every row's key with the
//! design's Python key builder (the one [`key_builder`] writes, which equals the engine on
//! every row) and measures what `rowkey analyze` measures on a sample, over the whole table.
//!
//! The job embeds the key builder, the design's split points and the verdict's thresholds
//! (read from [`crate::verdict`] and [`crate::analysis::RECENT_WRITES_PERCENT`], never
//! restated), and writes a report in the [`crate::report`] format ([`REPORT_FORMAT`]) that
//! `rowkey check --report` gates on. Designs a per-row function cannot reproduce (random and
//! round-robin salts, and hashes over them), designs with a store's typed encoding and
//! invalid recipes are refused with the reasons, as the key builders refuse them.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::design::Design;
//! use rowkey_core::i18n::Lang;
//! use rowkey_core::keycode::spark::spark_job;
//! use rowkey_core::spec::{KeyPart, KeySpec, Salt};
//!
//! let design = Design::new(KeySpec::new(vec![
//!     KeyPart::md5_hex_of_columns(1, &["uid"], 4),
//!     KeyPart::column(2, "uid"),
//! ]))
//! .with_splits(&["4", "8", "c"]);
//! let job = spark_job(&design, Lang::En).unwrap();
//! assert!(job.source.contains("def row_key(row):"));
//! assert!(job.source.contains("mapInPandas"));
//!
//! let random = Design::new(KeySpec::new(vec![
//!     KeyPart::salt(1, Salt::random_letters(7, 4)),
//!     KeyPart::column(2, "id"),
//! ]));
//! let refused = spark_job(&random, Lang::En).unwrap_err();
//! assert!(refused[0].contains("random"));
//! ```

use crate::analysis::RECENT_WRITES_PERCENT;
use crate::design::Design;
use crate::display::{to_hex, to_string_binary};
use crate::i18n::messages::{En, Messages, Zh};
use crate::i18n::{Lang, Localize};
use crate::keycode::{CodeLanguage, PYTHON_MAIN, key_builder, not_reproduced, typed_refusal_of};
use crate::report::{REPORT_FORMAT, recipe_line};
use crate::split::MAX_REGIONS;
use crate::verdict::{EMPTY_REGIONS, HOTSPOT_OVER_EVEN, MAX_OVER_MEAN};

/// The job's Python text, with the key builder and the design's numbers still to fill in.
const TEMPLATE: &str = include_str!("spark_job.py");

/// Encode errors and duplicate keys the report lists as examples.
pub const EXAMPLES: usize = 5;

/// A generated whole-table job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SparkJob {
    /// A file name it runs under.
    pub file_name: &'static str,
    /// The whole file.
    pub source: String,
    /// How to run it.
    pub usage: String,
}

/// Writes the PySpark job of `design`, or the reasons (in `lang`) it cannot be written: a part
/// a per-row function cannot reproduce, a store's typed encoding, an invalid recipe or
/// splits, a recipe with no part.
///
/// # Errors
///
/// The reasons, one a line, when the job would not build the engine's keys.
pub fn spark_job(design: &Design, lang: Lang) -> Result<SparkJob, Vec<String>> {
    let spec = &design.recipe;
    let zh = lang == Lang::Zh;
    let m: &dyn Messages = if zh { &Zh } else { &En };
    if spec.parts.is_empty() {
        return Err(vec![m.spark_no_recipe()]);
    }
    if let Err(e) = spec.validate() {
        let message = e.localized();
        return Err(vec![if zh { message.zh } else { message.en }]);
    }
    let refused = not_reproduced(spec);
    if !refused.is_empty() {
        return Err(refused
            .iter()
            .map(|n| m.spark_not_reproduced(spec.number(n.part), n.reason.text(lang)))
            .collect());
    }
    if let Some(reason) = typed_refusal_of(spec, lang) {
        return Err(vec![reason]);
    }
    let points = design
        .splits
        .resolve()
        .map_err(|e| vec![format!("splits: {e}")])?;
    let keys = points.keys();
    let text = |i: usize| {
        keys.get(i)
            .map_or_else(String::new, |k| to_string_binary(k.as_bytes()))
    };
    let regions: Vec<serde_json::Value> = (0..=keys.len())
        .map(|i| {
            serde_json::json!({
                "start": if i == 0 { String::new() } else { text(i - 1) },
                "end": text(i),
            })
        })
        .collect();
    let mut columns: Vec<String> = Vec::new();
    for part in &spec.parts {
        for c in part.columns_read() {
            if !columns.iter().any(|o| o == c) {
                columns.push(c.to_owned());
            }
        }
    }
    let time_texts = time_texts(spec);
    let config = serde_json::json!({
        "report_format": REPORT_FORMAT,
        "table": design.table,
        "family": design.family,
        "recipe": recipe_line(spec),
        // The recipe itself, for the job's `--builder extension` (the `rowkey_python`
        // extension of crates/rowkey-python, which `make bench` measures).
        "recipe_json": spec,
        "time_texts": time_texts,
        "columns": columns,
        "qualifier": design.qualifier,
        "splits_hex": keys.iter().map(|k| to_hex(k.as_bytes())).collect::<Vec<_>>(),
        "regions": regions,
        "max_regions": MAX_REGIONS,
        "examples": EXAMPLES,
        "recent_writes_percent": RECENT_WRITES_PERCENT,
        "thresholds": {
            "max_over_mean": MAX_OVER_MEAN,
            "empty_regions": EMPTY_REGIONS,
            "hotspot_over_even": HOTSPOT_OVER_EVEN,
        },
    });
    // The JSON text as a Python string literal: a JSON string is one (its escapes are
    // Python's too, and the source is UTF-8).
    let config_literal = serde_json::to_string(&config.to_string())
        .map_err(|e| vec![format!("the design's numbers: {e}")])?;
    let builder = key_builder(spec, CodeLanguage::Python, lang).source;
    let builder = builder.strip_suffix(PYTHON_MAIN).unwrap_or(&builder);
    let source = TEMPLATE
        .replacen("__ROWKEY_KEY_BUILDER__", builder.trim_end(), 1)
        .replacen("__ROWKEY_CONFIG__", &config_literal, 1);
    Ok(SparkJob {
        file_name: "rowkey_job.py",
        source,
        usage: "spark-submit rowkey_job.py --input PATH --format csv|parquet|json|orc [--arrival COLUMN] [--regions N] [--layout list_regions.txt] --report OUT.json".to_owned(),
    })
}

/// How the job gives the key builder a date or timestamp column (of a Parquet or ORC table,
/// which Spark reads as dates and timestamps, not text), as the `rowkey` command's Parquet
/// reader gives it (crates/rowkey-cli/src/parquet_input.rs, which documents the rules): a
/// column a part reads with a timestamp encoding gets its input's form (epoch seconds, epoch
/// milliseconds, or the input's pattern at its UTC offset), a column an integer encoding
/// reads an epoch number (seconds where milliseconds could not fit: reversed from
/// `Integer.MAX_VALUE`, 1 to 4 binary bytes, up to 12 zero-padded digits; else
/// milliseconds). Other columns are left out: Spark's cast to text in UTC is the command's
/// plain form. When two parts want one column's time in different forms (the command refuses
/// such a Parquet file), the first part's form is kept.
fn time_texts(spec: &crate::spec::KeySpec) -> serde_json::Map<String, serde_json::Value> {
    use crate::spec::{ByteWidth, Encoding, IntFormat, PartValue, ReverseFrom, TimeInput};
    let mut out = serde_json::Map::new();
    for part in &spec.parts {
        let PartValue::Field {
            source, encoding, ..
        } = &part.value
        else {
            continue;
        };
        let form = match encoding {
            Encoding::Timestamp { input, .. } => match input {
                TimeInput::EpochSeconds => serde_json::json!({"form": "epoch_seconds"}),
                TimeInput::EpochMillis => serde_json::json!({"form": "epoch_millis"}),
                TimeInput::DateTime {
                    pattern,
                    utc_offset_minutes,
                } => serde_json::json!({
                    "form": "pattern",
                    "pattern": pattern.as_str(),
                    "utc_offset_minutes": utc_offset_minutes,
                }),
            },
            Encoding::Integer(integer) => {
                let narrow = integer.reverse == Some(ReverseFrom::IntMax)
                    || match integer.format {
                        IntFormat::Binary { width, .. } => width != ByteWidth::Eight,
                        IntFormat::ZeroPadded { width } => width <= 12,
                        IntFormat::Decimal => false,
                    };
                serde_json::json!({"form": if narrow { "epoch_seconds" } else { "epoch_millis" }})
            }
            _ => continue,
        };
        for column in source.columns() {
            out.entry(column.to_owned()).or_insert_with(|| form.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{KeyPart, KeySpec, Salt};

    fn design(parts: Vec<KeyPart>) -> Design {
        Design::new(KeySpec::new(parts))
    }

    #[test]
    fn the_thresholds_and_splits_are_the_cores() {
        let d = design(vec![KeyPart::column(1, "id")]).with_splits(&["a", "\\x00b"]);
        let job = spark_job(&d, Lang::En).unwrap();
        // The config is a JSON string literal inside a JSON string: read it back twice.
        let line = job
            .source
            .lines()
            .find(|l| l.starts_with("CONFIG = json.loads("))
            .unwrap();
        let literal = &line["CONFIG = json.loads(".len()..line.len() - 1];
        let text: String = serde_json::from_str(literal).unwrap();
        let config: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(config["splits_hex"], serde_json::json!(["0062", "61"]));
        assert_eq!(config["thresholds"]["max_over_mean"], MAX_OVER_MEAN);
        assert_eq!(config["thresholds"]["hotspot_over_even"], HOTSPOT_OVER_EVEN);
        assert_eq!(config["recent_writes_percent"], RECENT_WRITES_PERCENT);
        assert_eq!(config["regions"][0]["end"], "\\x00b");
        assert_eq!(config["regions"][2]["start"], "a");
        assert_eq!(config["report_format"], REPORT_FORMAT);
        // The recipe the job's `--builder extension` hands to the `rowkey_python` extension.
        let recipe: KeySpec = serde_json::from_value(config["recipe_json"].clone()).unwrap();
        assert_eq!(recipe, d.recipe);
        // The builder's own command-line entry point is left out; the job's is the only one.
        assert_eq!(
            job.source.matches("if __name__ == \"__main__\":").count(),
            1
        );
    }

    #[test]
    fn per_row_irreproducible_and_typed_designs_are_refused_with_the_reason() {
        let round_robin = design(vec![
            KeyPart::salt(1, Salt::hbasewd_round_robin(4)),
            KeyPart::column(2, "id"),
        ]);
        let reasons = spark_job(&round_robin, Lang::En).unwrap_err();
        assert!(reasons[0].starts_with("part 1: round-robin"), "{reasons:?}");
        let zh = spark_job(&round_robin, Lang::Zh).unwrap_err();
        assert!(zh[0].contains("轮询"), "{zh:?}");
        assert!(spark_job(&design(Vec::new()), Lang::En).is_err());
    }
}
