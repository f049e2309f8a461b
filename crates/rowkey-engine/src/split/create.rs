//! The HBase shell `create` statement for a table pre-split as a [`SplitSpec`] says.
//!
//! The shell reads `SPLITS => [...]` and the lines of a `SPLITS_FILE` through
//! `Bytes.toBytesBinary` (§4 of the reference), and `{NUMREGIONS => n, SPLITALGO => '…'}`
//! through `RegionSplitter` (§3.6). So:
//!
//! * `NUMREGIONS` + `SPLITALGO` without first/last-row overrides stays a `NUMREGIONS` clause;
//! * a `SPLITS_FILE` stays a `SPLITS_FILE` clause, with the file's text alongside;
//! * everything else (explicit splits, Phoenix `SALT_BUCKETS`, `Admin.createTable(start, end,
//!   n)`, `NUMREGIONS` with `--firstrow`/`--lastrow`, which `create` cannot pass) becomes
//!   `SPLITS => [...]` of the split points it resolves to, each written so that
//!   `toBytesBinary` gives back exactly its bytes. A table salted by the key design is a plain
//!   HBase table: its buckets become split points, not a Phoenix clause.

use crate::display::to_string_binary;
use crate::key::RowKey;

use super::{SplitError, SplitSpec};

/// The file name the statement gives a `SPLITS_FILE`.
pub const SPLITS_FILE_NAME: &str = "splits.txt";

/// A `create` statement, and the `SPLITS_FILE` it reads when it uses one.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{create_statement, SplitSpec};
/// let spec = SplitSpec::Explicit { splits: vec!["60000".into(), "30000".into()] };
/// let create = create_statement("t", "cf", &spec).unwrap();
/// assert_eq!(create.shell, "create 't', 'cf', SPLITS => ['30000', '60000']");
/// assert_eq!(create.splits_file, None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateStatement {
    /// The shell command, one line.
    pub shell: String,
    /// The content of [`SPLITS_FILE_NAME`] (one split per line, each ending in `\n`), when
    /// the statement reads one.
    pub splits_file: Option<String>,
}

/// The `create` statement for table `table` with one column family `family`, pre-split as
/// `splits` says.
///
/// # Errors
///
/// The [`SplitError`] of [`SplitSpec::resolve`]: a pre-split HBase would refuse has no
/// statement.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{create_statement, SplitAlgorithm, SplitSpec};
///
/// let none = create_statement("t", "cf", &SplitSpec::None).unwrap();
/// assert_eq!(none.shell, "create 't', 'cf'");
///
/// let hex = SplitSpec::NumRegions {
///     algorithm: SplitAlgorithm::HexString,
///     num_regions: 5,
///     first_row: None,
///     last_row: None,
/// };
/// assert_eq!(
///     create_statement("t", "cf", &hex).unwrap().shell,
///     "create 't', 'cf', {NUMREGIONS => 5, SPLITALGO => 'HexStringSplit'}"
/// );
///
/// // Four salt buckets on a plain HBase table: split at the bucket bytes.
/// let salted = SplitSpec::SaltBuckets { buckets: 4 };
/// assert_eq!(
///     create_statement("t", "cf", &salted).unwrap().shell,
///     r"create 't', 'cf', SPLITS => ['\x01', '\x02', '\x03']"
/// );
/// ```
pub fn create_statement(
    table: &str,
    family: &str,
    splits: &SplitSpec,
) -> Result<CreateStatement, SplitError> {
    let points = splits.resolve()?;
    let head = format!(
        "create {}, {}",
        ruby_single_quoted(table),
        ruby_single_quoted(family)
    );
    let statement = |shell: String| CreateStatement {
        shell,
        splits_file: None,
    };
    Ok(match splits {
        SplitSpec::None => statement(head),
        SplitSpec::NumRegions {
            algorithm,
            num_regions,
            first_row: None,
            last_row: None,
        } => statement(format!(
            "{head}, {{NUMREGIONS => {num_regions}, SPLITALGO => {}}}",
            ruby_single_quoted(algorithm.name())
        )),
        SplitSpec::File { .. } => CreateStatement {
            shell: format!(
                "{head}, SPLITS_FILE => {}",
                ruby_single_quoted(SPLITS_FILE_NAME)
            ),
            splits_file: Some(splits_file_text(points.keys())),
        },
        _ => statement(format!("{head}, {}", splits_clause(points.keys()))),
    })
}

/// The split points as the shell's `SPLITS => [...]` clause, each a single-quoted literal of
/// its `toStringBinary` text (which `toBytesBinary` reads back to the same bytes).
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::split::splits_clause;
/// let keys = [RowKey::from("a'b"), RowKey::from(vec![0xFF])];
/// assert_eq!(splits_clause(&keys), r"SPLITS => ['a\'b', '\xFF']");
/// ```
#[must_use]
pub fn splits_clause(keys: &[RowKey]) -> String {
    let items: Vec<String> = keys
        .iter()
        .map(|k| ruby_single_quoted(&to_string_binary(k.as_bytes())))
        .collect();
    format!("SPLITS => [{}]", items.join(", "))
}

/// The split points as `SPLITS_FILE` text: one `toStringBinary` line each, which the shell
/// reads with `toBytesBinary`.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::split::splits_file_text;
/// assert_eq!(splits_file_text(&[RowKey::from("a"), RowKey::from(vec![0])]), "a\n\\x00\n");
/// ```
#[must_use]
pub fn splits_file_text(keys: &[RowKey]) -> String {
    keys.iter()
        .map(|k| to_string_binary(k.as_bytes()) + "\n")
        .collect()
}

/// A Ruby single-quoted string literal of `text`: only `\\` and `\'` are escapes there, so
/// those two characters are escaped and every other character stands for itself.
///
/// `toStringBinary` text writes a backslash only at the start of a `\xHH` escape, which a
/// single-quoted literal keeps as it is, so the shell hands `toBytesBinary` exactly that text.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::ruby_single_quoted;
/// assert_eq!(ruby_single_quoted(r"\x01"), r"'\x01'");
/// assert_eq!(ruby_single_quoted("it's"), r"'it\'s'");
/// assert_eq!(ruby_single_quoted(r"a\\"), r"'a\\\\'");
/// ```
#[must_use]
pub fn ruby_single_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('\'');
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => out.push_str("\\'"),
            // A backslash before another backslash or a quote, or at the end (where it would
            // escape the closing quote), must itself be escaped to stay one backslash.
            '\\' if matches!(chars.peek(), None | Some('\\' | '\'')) => out.push_str("\\\\"),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::display::to_bytes_binary;
    use crate::split::SplitAlgorithm;
    use proptest::prelude::*;

    /// Reads a Ruby single-quoted literal back: `\\` and `\'` are the only escapes (Ruby's
    /// rule, written here apart from the writer).
    fn read_single_quoted(literal: &str) -> String {
        let inner = literal
            .strip_prefix('\'')
            .and_then(|s| s.strip_suffix('\''))
            .expect("quoted");
        let mut out = String::new();
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c == '\\' {
                match chars.next() {
                    Some(n @ ('\\' | '\'')) => out.push(n),
                    Some(n) => {
                        out.push('\\');
                        out.push(n);
                    }
                    None => out.push('\\'),
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    /// The byte strings a `SPLITS => [...]` clause hands HBase.
    fn splits_of(shell: &str) -> Vec<Vec<u8>> {
        let list = shell
            .split_once("SPLITS => [")
            .and_then(|(_, rest)| rest.strip_suffix(']'))
            .expect("a SPLITS clause");
        // Items are quoted literals separated by ", "; a literal never holds an unescaped
        // quote, so split on the quote that closes each item.
        let mut items = Vec::new();
        let mut rest = list;
        while !rest.is_empty() {
            let body = &rest[1..];
            let mut end = 0;
            let bytes = body.as_bytes();
            while bytes[end] != b'\''
                || bytes[..end]
                    .iter()
                    .rev()
                    .take_while(|&&b| b == b'\\')
                    .count()
                    % 2
                    == 1
            {
                end += 1;
            }
            items.push(read_single_quoted(&rest[..end + 2]));
            rest = rest[end + 2..].trim_start_matches(", ");
        }
        items.iter().map(|s| to_bytes_binary(s)).collect()
    }

    #[test]
    fn file_splits_keep_their_file() {
        let spec = SplitSpec::File {
            text: "b\r\n\\x00a\n".into(),
        };
        let create = create_statement("ns:t", "f", &spec).unwrap();
        assert_eq!(
            create.shell,
            "create 'ns:t', 'f', SPLITS_FILE => 'splits.txt'"
        );
        assert_eq!(create.splits_file.as_deref(), Some("\\x00a\nb\n"));
    }

    #[test]
    fn overrides_the_shell_cannot_pass_become_splits() {
        let spec = SplitSpec::NumRegions {
            algorithm: SplitAlgorithm::DecimalString,
            num_regions: 3,
            first_row: Some("0".into()),
            last_row: Some("99".into()),
        };
        let create = create_statement("t", "cf", &spec).unwrap();
        let keys: Vec<Vec<u8>> = spec
            .resolve()
            .unwrap()
            .keys()
            .iter()
            .map(|k| k.as_bytes().to_vec())
            .collect();
        assert_eq!(splits_of(&create.shell), keys);
    }

    #[test]
    fn a_refused_pre_split_has_no_statement() {
        let spec = SplitSpec::KeyRange {
            start: "a".into(),
            end: "z".into(),
            num_regions: 2,
        };
        assert!(create_statement("t", "cf", &spec).is_err());
    }

    proptest! {
        /// Whatever the split bytes, the statement's SPLITS read back (Ruby's quoting, then
        /// `toBytesBinary`) as exactly the resolved split points.
        #[test]
        fn explicit_splits_read_back_exactly(keys in prop::collection::btree_set(prop::collection::vec(any::<u8>(), 1..6), 1..6)) {
            let texts: Vec<String> = keys.iter().map(|k| to_string_binary(k)).collect();
            let spec = SplitSpec::Explicit { splits: texts };
            let create = create_statement("t", "cf", &spec).unwrap();
            let expected: Vec<Vec<u8>> = keys.into_iter().collect();
            prop_assert_eq!(splits_of(&create.shell), expected);
        }

        /// Table and family names survive the shell's quoting.
        #[test]
        fn names_read_back(name in "[ -~]{1,8}") {
            let literal = ruby_single_quoted(&name);
            prop_assert_eq!(read_single_quoted(&literal), name);
        }
    }
}
