//! Deployable artefacts of a design: a Phoenix `CREATE TABLE` whose primary key writes
//! exactly the design's row keys, and a `cbt createtable` command for Cloud Bigtable.
//!
//! The HBase shell `create` statement is [`crate::split::create_statement`]. The two
//! artefacts here either exist exactly or not at all: what cannot be expressed comes back
//! as typed reasons ([`PhoenixReason`], [`CbtReason`]), each with a sentence in English or
//! Chinese.
//!
//! With the `typed-keys` feature (the CLI's, not the page's), `bigtable_schema` writes a
//! design's Bigtable row key schema definition file (`bigtable_row_key_schema`, its reasons
//! `SchemaReason`).
//!
//! # Examples
//!
//! ```
//! use rowkey_core::artefacts::{cbt_createtable, phoenix_create_table};
//! use rowkey_core::design::Design;
//! use rowkey_core::spec::{KeyPart, KeySpec};
//!
//! let design = Design::new(KeySpec::new(vec![KeyPart::column(1, "UID")])).with_splits(&["3", "6"]);
//! let ddl = phoenix_create_table(&design).unwrap();
//! assert!(ddl.contains("CONSTRAINT pk PRIMARY KEY (\"UID\")"));
//! assert!(ddl.ends_with("SPLIT ON ('3', '6')"));
//! assert_eq!(cbt_createtable(&design).unwrap(), "cbt createtable t families=cf splits=3,6");
//! ```

pub mod bigtable;
#[cfg(feature = "typed-keys")]
pub mod bigtable_schema;
pub mod phoenix;

pub use bigtable::{CbtReason, cbt_createtable};
#[cfg(feature = "typed-keys")]
pub use bigtable_schema::{
    NameProblem, SchemaCaution, SchemaReason, bigtable_row_key_schema,
    bigtable_row_key_schema_cautions,
};
pub use phoenix::{PhoenixReason, phoenix_create_table};

use crate::design::Design;
use crate::i18n::messages::localize;
use crate::i18n::{Lang, Localize};
use crate::keycode::{CodeLanguage, key_builder};
use crate::split::{SPLITS_FILE_NAME, create_statement};

/// A deployable artefact of a design, as the page's Artefacts panel and `rowkey emit` offer
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArtefactKind {
    /// The HBase shell `create` statement, and the `SPLITS_FILE` it reads when it reads one.
    HbaseShell,
    /// A Phoenix `CREATE TABLE` whose primary key writes exactly the design's keys.
    Phoenix,
    /// A `cbt createtable` command for Cloud Bigtable.
    Cbt,
    /// The key builder in Java ([`crate::keycode`]).
    JavaKey,
    /// The key builder in Python.
    PythonKey,
    /// The key builder in PHP.
    PhpKey,
}

impl ArtefactKind {
    /// The table definitions, which the page's Artefacts panel offers.
    pub const TABLES: [Self; 3] = [Self::HbaseShell, Self::Phoenix, Self::Cbt];

    /// Every artefact, in the order `rowkey emit` lists them.
    pub const ALL: [Self; 6] = [
        Self::HbaseShell,
        Self::Phoenix,
        Self::Cbt,
        Self::JavaKey,
        Self::PythonKey,
        Self::PhpKey,
    ];

    /// A short stable name: `hbase`, `phoenix`, `cbt` (test hooks, the CLI's argument).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::artefacts::ArtefactKind;
    /// assert_eq!(ArtefactKind::Cbt.code(), "cbt");
    /// ```
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::HbaseShell => "hbase",
            Self::Phoenix => "phoenix",
            Self::Cbt => "cbt",
            Self::JavaKey => "java",
            Self::PythonKey => "python",
            Self::PhpKey => "php",
        }
    }
}

/// An artefact: its files, and notes on what it does not reproduce exactly (a key builder's
/// round-robin or random salt), one sentence each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Artefact {
    /// The files, the main one first.
    pub files: Vec<ArtefactFile>,
    /// What the files do not reproduce exactly (empty for most designs).
    pub notes: Vec<String>,
}

/// One file of an artefact: its name and its text (ending in a line break).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArtefactFile {
    /// The file name to save it under (`create.hbase`, `splits.txt`, `create_table.sql`, ...).
    pub name: &'static str,
    /// The file's text.
    pub text: String,
}

/// The artefact of `design`, or the sentences (in `lang`) saying why the design has none.
/// A key builder always exists; its notes (and its first comment line) say which parts it
/// does not reproduce exactly.
///
/// # Errors
///
/// One sentence per reason: a pre-split HBase would refuse, a part Phoenix cannot write, a
/// split point `cbt` cannot pass, a part in a store's typed encoding for a key builder (that
/// store's client writes it).
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::{ArtefactKind, artefact};
/// use rowkey_core::design::Design;
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let design = Design::new(KeySpec::new(vec![KeyPart::column(1, "UID")])).with_splits(&["3"]);
/// let files = artefact(&design, ArtefactKind::HbaseShell, Lang::En).unwrap().files;
/// assert_eq!(files[0].text, "create 't', 'cf', SPLITS => ['3']\n");
/// let md5 = Design::new(KeySpec::new(vec![KeyPart::md5_hex_of_columns(1, &["UID"], 4)]));
/// let why = artefact(&md5, ArtefactKind::Phoenix, Lang::En).unwrap_err();
/// assert!(why[0].starts_with("part 1"), "{why:?}");
/// let java = artefact(&md5, ArtefactKind::JavaKey, Lang::En).unwrap();
/// assert_eq!(java.files[0].name, "RowKeyBuilder.java");
/// ```
pub fn artefact(design: &Design, kind: ArtefactKind, lang: Lang) -> Result<Artefact, Vec<String>> {
    let key_builder = matches!(
        kind,
        ArtefactKind::JavaKey | ArtefactKind::PythonKey | ArtefactKind::PhpKey
    );
    if let Some(reason) = key_builder
        .then(|| crate::keycode::typed_refusal_of(&design.recipe, lang))
        .flatten()
    {
        return Err(vec![reason]);
    }
    match kind {
        ArtefactKind::JavaKey => Ok(key_builder_artefact(design, CodeLanguage::Java, lang)),
        ArtefactKind::PythonKey => Ok(key_builder_artefact(design, CodeLanguage::Python, lang)),
        ArtefactKind::PhpKey => Ok(key_builder_artefact(design, CodeLanguage::Php, lang)),
        table => table_artefact(design, table, lang),
    }
}

/// [`artefact`] for the table definitions only ([`ArtefactKind::TABLES`]): the page offers
/// these, and so its bundle carries no key-builder generator ([`crate::keycode`]); a
/// key-builder kind gives an empty artefact.
///
/// # Errors
///
/// As [`artefact`].
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::{ArtefactKind, table_artefact};
/// use rowkey_core::design::Design;
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let design = Design::new(KeySpec::new(vec![KeyPart::column(1, "UID")])).with_splits(&["3"]);
/// let cbt = table_artefact(&design, ArtefactKind::Cbt, Lang::En).unwrap();
/// assert_eq!(cbt.files[0].text, "cbt createtable t families=cf splits=3\n");
/// assert!(table_artefact(&design, ArtefactKind::JavaKey, Lang::En).unwrap().files.is_empty());
/// ```
pub fn table_artefact(
    design: &Design,
    kind: ArtefactKind,
    lang: Lang,
) -> Result<Artefact, Vec<String>> {
    let files = |files: Vec<ArtefactFile>| Artefact {
        files,
        notes: Vec::new(),
    };
    match kind {
        ArtefactKind::HbaseShell => {
            let create = create_statement(&design.table, &design.family, &design.splits)
                .map_err(|e| vec![e.localized().get(lang).to_owned()])?;
            let mut files = files(vec![ArtefactFile {
                name: "create.hbase",
                text: create.shell + "\n",
            }]);
            if let Some(text) = create.splits_file {
                files.files.push(ArtefactFile {
                    name: SPLITS_FILE_NAME,
                    text,
                });
            }
            Ok(files)
        }
        ArtefactKind::Phoenix => phoenix_create_table(design)
            .map(|ddl| {
                // A table in a namespace: what Phoenix creates depends on a setting the
                // statement cannot carry, so the file says it above the statement.
                let note = design.table.split_once(':').map(|(namespace, table)| {
                    let words = localize(|m| m.phoenix_namespace_note(namespace, table));
                    format!("-- {}\n", words.get(lang))
                });
                let notes = note.unwrap_or_default();
                #[cfg(feature = "typed-keys")]
                let notes = notes + &clamped_decimal_notes(design, lang);
                files(vec![ArtefactFile {
                    name: "create_table.sql",
                    text: notes + &ddl + ";\n",
                }])
            })
            .map_err(|reasons| {
                reasons
                    .iter()
                    .map(|r| r.sentence(&design.recipe, lang))
                    .collect()
            }),
        ArtefactKind::Cbt => cbt_createtable(design)
            .map(|line| {
                files(vec![ArtefactFile {
                    name: "create_table.sh",
                    text: line + "\n",
                }])
            })
            .map_err(|reasons| reasons.iter().map(|r| r.sentence(lang)).collect()),
        ArtefactKind::JavaKey | ArtefactKind::PythonKey | ArtefactKind::PhpKey => {
            Ok(Artefact::default())
        }
    }
}

/// Why `cbt` refuses a design whose key starts with a one-byte salt, in one sentence to put
/// before [`CbtReason`]'s one sentence per refused split point: the split points are the
/// salt's bucket bytes `\x01 …`, which the command, written as text, does not carry. `None`
/// when the key does not start with such a salt or `cbt` refuses no split point.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::cbt_binary_salt_reason;
/// use rowkey_core::design::Design;
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::spec::{KeyPart, KeySpec, Salt};
/// use rowkey_core::split::SplitSpec;
/// let mut design = Design::new(KeySpec::new(vec![
///     KeyPart::salt(1, Salt::phoenix(4)),
///     KeyPart::column(2, "id"),
/// ]));
/// assert_eq!(cbt_binary_salt_reason(&design, Lang::En), None);
/// design.splits = SplitSpec::SaltBuckets { buckets: 4 };
/// let why = cbt_binary_salt_reason(&design, Lang::En).unwrap();
/// assert!(why.starts_with("the key starts with a one-byte salt (4 buckets)"), "{why}");
/// ```
#[must_use]
pub fn cbt_binary_salt_reason(design: &Design, lang: Lang) -> Option<String> {
    let buckets = match &design.recipe.parts.first()?.value {
        crate::spec::PartValue::Salt(salt) if salt.output == crate::spec::BucketOutput::Byte => {
            salt.buckets
        }
        _ => return None,
    };
    let refused = cbt_createtable(design).err()?;
    if !refused
        .iter()
        .any(|r| matches!(r, CbtReason::SplitPoint { .. }))
    {
        return None;
    }
    let last = format!("\\x{:02X}", buckets.saturating_sub(1));
    Some(
        localize(|m| m.cbt_binary_salt(buckets, &last))
            .get(lang)
            .to_owned(),
    )
}

/// One `-- …` line per Phoenix `DECIMAL` whose declared scale is above its precision: what
/// Phoenix stores instead (`ColumnDef` clamps the scale).
#[cfg(feature = "typed-keys")]
fn clamped_decimal_notes(design: &Design, lang: Lang) -> String {
    phoenix::clamped_decimals(design)
        .into_iter()
        .map(|(column, declared, stored)| {
            let words = localize(|m| m.phoenix_decimal_clamped_note(&column, &declared, &stored));
            format!("-- {}\n", words.get(lang))
        })
        .collect()
}

/// A note about one part of the recipe, in `lang`: `part 2: …` or `部分 2：…`, where `number`
/// is the part's number as the editor shows it ([`crate::spec::KeySpec::number`]).
pub(crate) fn about_part(lang: Lang, number: u32, text: &str) -> String {
    match lang {
        Lang::En => format!("part {number}: {text}"),
        Lang::Zh => format!("部分 {number}：{text}"),
    }
}

/// A key builder as an artefact: its file, and a note per part it does not reproduce.
fn key_builder_artefact(design: &Design, language: CodeLanguage, lang: Lang) -> Artefact {
    let code = key_builder(&design.recipe, language, lang);
    let notes = code
        .not_reproduced
        .iter()
        .map(|n| about_part(lang, design.recipe.number(n.part), n.reason.text(lang)))
        .collect();
    Artefact {
        files: vec![ArtefactFile {
            name: code.file_name,
            text: code.source,
        }],
        notes,
    }
}

/// `word` as one word of a POSIX shell command line: as it is when it has only characters
/// no shell treats specially, else in single quotes (a `'` inside becomes `'\''`).
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::shell_word;
/// assert_eq!(shell_word("splits=a,b"), "splits=a,b");
/// assert_eq!(shell_word("splits=a b"), "'splits=a b'");
/// assert_eq!(shell_word("it's"), r"'it'\''s'");
/// assert_eq!(shell_word(""), "''");
/// ```
#[must_use]
pub fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-.,:/=@%+".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        return word.to_owned();
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}
