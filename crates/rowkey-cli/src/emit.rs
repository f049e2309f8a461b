//! `rowkey emit KIND --design FILE [--lang en|zh]`: a design's deployable artefact.
//!
//! * `hbase`: the HBase shell `create` statement; when it reads a `SPLITS_FILE`, a comment
//!   line naming the file, then the file's lines;
//! * `phoenix`: the Phoenix `CREATE TABLE` whose primary key writes exactly the design's keys;
//! * `cbt`: the `cbt createtable` command for Cloud Bigtable;
//! * `bigtable-schema`: the Bigtable row key schema definition file (YAML) for
//!   `gcloud bigtable instances tables create|update --row-key-schema-definition-file=FILE
//!   --row-key-schema-pre-encoded-bytes`; what Bigtable's sorted-mode decoding may refuse
//!   (a field byte at or below the delimiter, a negative `Int64 BigEndianBytes`) follows on
//!   standard error as `rowkey: caution: …` lines, with status 0;
//! * `java`, `python`, `php`: the key builder, a function from a row's values to its key
//!   bytes (its first comment line says what it does not reproduce exactly, if anything).
//!
//! A design that has no such artefact prints one sentence per reason on standard error (in
//! `--lang`) and exits 1. A design whose recipe does not validate (a part the store refuses,
//! such as a Phoenix `VARBINARY` key column that another key column follows, or a `DESC`
//! one) is unusable input: one line on standard error, exit 2.

use std::io::Write;

use clap::ValueEnum;
use rowkey_core::artefacts::ArtefactKind;
use rowkey_core::design::Design;
use rowkey_core::i18n::Lang;

/// Which artefact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Kind {
    /// The HBase shell `create` statement (and its SPLITS_FILE).
    Hbase,
    /// A Phoenix `CREATE TABLE` with the design's key as primary key.
    Phoenix,
    /// A `cbt createtable` command for Cloud Bigtable.
    Cbt,
    /// The Bigtable row key schema (YAML) for `gcloud bigtable instances tables
    /// create|update --row-key-schema-definition-file=FILE --row-key-schema-pre-encoded-bytes`.
    BigtableSchema,
    /// The key builder in Java (JDK only).
    Java,
    /// The key builder in Python 3 (`hashlib`, `struct`).
    Python,
    /// The key builder in PHP.
    Php,
}

/// The language of the reasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// Chinese.
    Zh,
}

impl From<LangArg> for Lang {
    fn from(lang: LangArg) -> Self {
        match lang {
            LangArg::En => Lang::En,
            LangArg::Zh => Lang::Zh,
        }
    }
}

/// The artefact's text (ending in a line break), or the sentences saying why there is none:
/// the core's files, a `SPLITS_FILE` after a comment line naming it.
pub fn artefact(kind: Kind, design: &Design, lang: Lang) -> Result<String, Vec<String>> {
    let kind = match kind {
        Kind::BigtableSchema => {
            return rowkey_core::artefacts::bigtable_row_key_schema(design).map_err(|reasons| {
                reasons
                    .iter()
                    .map(|r| r.sentence(&design.recipe, lang))
                    .collect()
            });
        }
        Kind::Hbase => ArtefactKind::HbaseShell,
        Kind::Phoenix => ArtefactKind::Phoenix,
        Kind::Cbt => ArtefactKind::Cbt,
        Kind::Java => ArtefactKind::JavaKey,
        Kind::Python => ArtefactKind::PythonKey,
        Kind::Php => ArtefactKind::PhpKey,
    };
    let files = rowkey_core::artefacts::artefact(design, kind, lang)?.files;
    let mut out = String::new();
    for (i, file) in files.iter().enumerate() {
        if i > 0 {
            out.push_str(&match lang {
                Lang::En => format!("# {}, the SPLITS_FILE it reads:\n", file.name),
                Lang::Zh => format!("# {}，它读取的 SPLITS_FILE：\n", file.name),
            });
        }
        out.push_str(&file.text);
    }
    Ok(out)
}

/// What a reviewer should know about an artefact that exists, one sentence each (for
/// `bigtable-schema`: the rows Bigtable's sorted-mode decoding may refuse).
pub fn cautions(kind: Kind, design: &Design, lang: Lang) -> Vec<String> {
    match kind {
        Kind::BigtableSchema => rowkey_core::artefacts::bigtable_row_key_schema_cautions(design)
            .iter()
            .map(|c| c.sentence(&design.recipe, lang))
            .collect(),
        _ => Vec::new(),
    }
}

/// Writes the artefact to standard output (and its cautions to standard error), or the
/// reasons to standard error; `Ok(false)` when there were reasons.
pub fn run(kind: Kind, design: &Design, lang: Lang) -> std::io::Result<bool> {
    match artefact(kind, design, lang) {
        Ok(text) => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()?;
            let mut err = std::io::stderr().lock();
            for c in cautions(kind, design, lang) {
                let _ = match lang {
                    Lang::En => writeln!(err, "rowkey: caution: {c}"),
                    Lang::Zh => writeln!(err, "rowkey: 注意：{c}"),
                };
            }
            Ok(true)
        }
        Err(sentences) => {
            let mut err = std::io::stderr().lock();
            for s in sentences {
                // Standard error may be closed: the status still says it.
                let _ = writeln!(err, "rowkey: {s}");
            }
            Ok(false)
        }
    }
}
