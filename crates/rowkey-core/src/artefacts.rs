//! Deployable artefacts of a design: a Phoenix `CREATE TABLE` whose primary key writes
//! exactly the design's row keys, and a `cbt createtable` command for Cloud Bigtable.
//!
//! The HBase shell `create` statement is [`crate::split::create_statement`]. The two
//! artefacts here either exist exactly or not at all: what cannot be expressed comes back
//! as typed reasons ([`PhoenixReason`], [`CbtReason`]), each with a sentence in English or
//! Chinese.
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
//! assert!(ddl.contains("CONSTRAINT pk PRIMARY KEY (UID)"));
//! assert!(ddl.ends_with("SPLIT ON ('3', '6')"));
//! assert_eq!(cbt_createtable(&design).unwrap(), "cbt createtable t families=cf splits=3,6");
//! ```

pub mod bigtable;
pub mod phoenix;

pub use bigtable::{CbtReason, cbt_createtable};
pub use phoenix::{PhoenixReason, phoenix_create_table};

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
