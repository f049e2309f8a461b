//! `cbt createtable TABLE families=FAMILY splits=a,b,c` for Cloud Bigtable.
//!
//! `cbt` (googleapis/cloud-bigtable-cbt-cli, `cbt.go` `doCreateTable`) reads each
//! `key=value` argument at its first `=` (`parseArgs`) and the value as one CSV record with
//! Go's `encoding/csv` (`csv.NewReader(...).Read()`): fields separated by `,`, a field that
//! starts with `"` is quoted (`""` inside is one `"`), and a `"` in an unquoted field is an
//! error. Each split field's bytes become one split key as they are. So a split point is
//! written as a CSV field (quoted when it has a `,` or `"`), the whole argument as one
//! POSIX shell word ([`super::shell_word`]).
//!
//! What cannot be passed that way: a split point with a control character (a line break
//! ends the CSV record; the command line is text) or with bytes that are not UTF-8, and a
//! table id or family name outside Bigtable's `[_a-zA-Z0-9][-_.a-zA-Z0-9]*`.

use crate::design::Design;
use crate::display::to_string_binary;
use crate::i18n::{Lang, Localize};
use crate::split::SplitError;

use super::shell_word;

/// Why a design has no `cbt createtable` command.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::{cbt_createtable, CbtReason};
/// use rowkey_core::design::Design;
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let design = Design::new(KeySpec::new(vec![KeyPart::column(1, "n")])).with_splits(&["\\x01"]);
/// let reasons = cbt_createtable(&design).unwrap_err();
/// assert_eq!(reasons, [CbtReason::SplitPoint { index: 1, point: "\\x01".into() }]);
/// assert_eq!(
///     reasons[0].sentence(Lang::En),
///     "split point 1 ('\\x01') has a control character or bytes that are not UTF-8, which cbt's splits= cannot take"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CbtReason {
    /// The design's splits do not resolve.
    Splits(SplitError),
    /// A split point with a control character or bytes that are not UTF-8.
    SplitPoint {
        /// 1-based index among the sorted split points.
        index: usize,
        /// The point, as `toStringBinary` text.
        point: String,
    },
    /// A table id Bigtable refuses.
    TableId {
        /// The id.
        table: String,
    },
    /// A family name Bigtable refuses.
    Family {
        /// The name.
        family: String,
    },
}

impl CbtReason {
    /// The reason as one sentence.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::artefacts::CbtReason;
    /// use rowkey_core::i18n::Lang;
    /// let r = CbtReason::TableId { table: "test:demo".into() };
    /// assert_eq!(r.sentence(Lang::Zh), "Bigtable 表 ID 只能由字母、数字、_、- 和 . 组成（不以 - 或 . 开头），\"test:demo\" 不行");
    /// ```
    #[must_use]
    pub fn sentence(&self, lang: Lang) -> String {
        match (self, lang) {
            (Self::Splits(e), _) => e.localized().get(lang).to_owned(),
            (Self::SplitPoint { index, point }, Lang::En) => format!(
                "split point {index} ('{point}') has a control character or bytes that are not UTF-8, which cbt's splits= cannot take"
            ),
            (Self::SplitPoint { index, point }, Lang::Zh) => {
                format!(
                    "分区点 {index}（'{point}'）含有控制字符或非 UTF-8 字节，cbt 的 splits= 无法传递"
                )
            }
            (Self::TableId { table }, Lang::En) => format!(
                "a Bigtable table id has only letters, digits, _, - and . (not first - or .); \"{table}\" does not"
            ),
            (Self::TableId { table }, Lang::Zh) => format!(
                "Bigtable 表 ID 只能由字母、数字、_、- 和 . 组成（不以 - 或 . 开头），\"{table}\" 不行"
            ),
            (Self::Family { family }, Lang::En) => format!(
                "a Bigtable column family has only letters, digits, _, - and . (not first - or .); \"{family}\" does not"
            ),
            (Self::Family { family }, Lang::Zh) => format!(
                "Bigtable 列族名只能由字母、数字、_、- 和 . 组成（不以 - 或 . 开头），\"{family}\" 不行"
            ),
        }
    }
}

/// The `cbt createtable` command for `design`: its table, its family and its split points
/// (for `NUMREGIONS` and every other kind, the points [`SplitSpec::resolve`] gives).
///
/// [`SplitSpec::resolve`]: crate::split::SplitSpec::resolve
///
/// # Errors
///
/// Every reason there is no such command (see the [module documentation](self)).
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::cbt_createtable;
/// use rowkey_core::design::Design;
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let mut design = Design::new(KeySpec::new(vec![KeyPart::column(1, "k")])).with_splits(&["a,b", "it's", "x y"]);
/// design.table = "events".into();
/// assert_eq!(
///     cbt_createtable(&design).unwrap(),
///     r#"cbt createtable events families=cf 'splits="a,b",it'\''s,x y'"#
/// );
/// ```
pub fn cbt_createtable(design: &Design) -> Result<String, Vec<CbtReason>> {
    let mut reasons = Vec::new();
    if !bigtable_id(&design.table) {
        reasons.push(CbtReason::TableId {
            table: design.table.clone(),
        });
    }
    if !bigtable_id(&design.family) {
        reasons.push(CbtReason::Family {
            family: design.family.clone(),
        });
    }
    let mut fields = Vec::new();
    match design.splits.resolve() {
        Err(e) => reasons.push(CbtReason::Splits(e)),
        Ok(points) => {
            for (i, key) in points.keys().iter().enumerate() {
                match std::str::from_utf8(key.as_bytes()) {
                    Ok(text) if !text.chars().any(char::is_control) => fields.push(csv_field(text)),
                    _ => reasons.push(CbtReason::SplitPoint {
                        index: i + 1,
                        point: to_string_binary(key.as_bytes()),
                    }),
                }
            }
        }
    }
    if !reasons.is_empty() {
        return Err(reasons);
    }
    let mut out = format!(
        "cbt createtable {} {}",
        shell_word(&design.table),
        shell_word(&format!("families={}", design.family))
    );
    if !fields.is_empty() {
        out.push(' ');
        out.push_str(&shell_word(&format!("splits={}", fields.join(","))));
    }
    Ok(out)
}

/// Bigtable's table id and family name pattern, `[_a-zA-Z0-9][-_.a-zA-Z0-9]*`.
fn bigtable_id(id: &str) -> bool {
    let ok = |c: char| c.is_ascii_alphanumeric() || "_-.".contains(c);
    id.chars().all(ok) && id.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
}

/// One field of a CSV record as Go's `encoding/csv` reads it back.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}
