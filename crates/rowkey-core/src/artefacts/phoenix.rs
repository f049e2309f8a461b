//! A Phoenix `CREATE TABLE` whose primary key writes exactly the design's row keys.
//!
//! Each part of the recipe becomes one primary-key column holding the sample column's value
//! as it is (no transform), in the Phoenix type whose bytes are the part's bytes
//! (hbase-semantics.md §8.3–8.4, Phoenix `PDataType` codecs):
//!
//! | part | Phoenix column |
//! |---|---|
//! | UTF-8 text | `VARCHAR` (followed by `\x00` when another column follows, nothing when last) |
//! | text right-padded with spaces to n bytes | `CHAR(n)` (fixed width, no separator) |
//! | sign-flipped integer of 1, 2, 4, 8 bytes | `TINYINT`, `SMALLINT`, `INTEGER`, `BIGINT` |
//! | unsigned integer of 1, 2, 4, 8 bytes | `UNSIGNED_TINYINT` … `UNSIGNED_LONG` |
//! | `Long.MAX_VALUE − x` as 8 two's-complement bytes | `BIGINT DESC` (`~(x ^ 2⁶³) = (2⁶³−1) − x`) |
//! | `Integer.MAX_VALUE − x` as 4 two's-complement bytes | `INTEGER DESC` |
//! | epoch seconds or millis written as one of those numbers | the same, of the epoch number |
//! | Phoenix salt byte over the rest of the key, first | `SALT_BUCKETS = n` |
//!
//! Phoenix accepts fewer values than some of these parts (an `UNSIGNED_INT` stops at
//! `Integer.MAX_VALUE`, a `CHAR` holds single-byte characters only); for every value both
//! accept, the bytes are equal. The columns of these parts are `NOT NULL`: Phoenix takes an
//! empty `VARCHAR` for null and drops trailing nulls with their separators, where the
//! engine's plain text part writes an empty value (and its `\x00`), so the table refuses a
//! row with an empty text value instead of writing other bytes than the engine.
//!
//! A part the recipe declares in Phoenix's own type (a typed part) is encoded by the engine
//! as Phoenix encodes it, nulls included (an empty text is null: `\x00` after a null
//! variable-length value, trailing nulls dropped, a null in a fixed-width column refused,
//! a row of nulls refused). Its column is declared as Phoenix allows it, so that the table
//! accepts exactly the rows the engine encodes:
//! - a variable-length column (`VARCHAR`, `DECIMAL`, `VARBINARY`) of a key of two or more
//!   columns is nullable (no `NOT NULL`): `ColumnDef.isNull()` is true unless `NOT NULL` is
//!   written, and `PTableImpl.newKey` (`apache/phoenix`
//!   `phoenix-core-client/src/main/java/org/apache/phoenix/schema/PTableImpl.java`, line
//!   1254 and lines 1288-1293 at PHOENIX-7980) refuses an empty value only in a column that
//!   is `!column.isNullable()`, or fixed-width when it is left out at the end;
//! - a fixed-width column is `NOT NULL` (`newKey` refuses its null either way);
//! - the only column of a key is `NOT NULL`, as Phoenix makes it (`ColumnMetaDataOps.newColumn`:
//!   line 214: a single primary-key column is not nullable whatever the DDL says).
//!
//! A `DECIMAL(p,s)` whose scale is above its precision is declared as Phoenix stores it,
//! `DECIMAL(p,p)` (`ColumnDef` clamps the scale), with a comment above the statement.
//! A `VARBINARY` that is not the last column, or is `DESC`, is a reason, not a table:
//! Phoenix refuses both (`VARBINARY_IN_ROW_KEY`, `DESC_VARBINARY_NOT_SUPPORTED`).
//!
//! Splits: a salted table is pre-split by Phoenix at its buckets (`\x01 … \x(n−1)`), so the
//! design's split points must be exactly those. Phoenix pads those bucket bytes with
//! `\x00` up to the fixed part of the key in the region boundaries it creates
//! (`SchemaUtil.processSplit`, reference §8.1 caveat); a key at least as long as that
//! padding falls in the same region either way, which every key is when its columns are
//! `NOT NULL`. (With a nullable typed column, a key of that bucket whose bytes after the
//! salt byte are all `\x00` and shorter than the padding would sort before Phoenix's
//! boundary; not modelled.) An unsalted table gets `SPLIT ON (…)` with each point as a
//! string literal (printable ASCII) or a hex literal `X'…'`, whose bytes Phoenix uses as
//! they are, provided `processSplit` keeps them: a point that stops inside a fixed-width
//! column, or inside a variable-length column that is not the last one before its `\x00`,
//! would be padded, so it is a reason instead. (A typed literal would not do: `1000` is an
//! `INTEGER` literal, sign-flipped, whatever the column's type.)
//!
//! The table has only the key columns, in the design's family (`DEFAULT_COLUMN_FAMILY`,
//! left out for Phoenix's default `0`). A table `ns:t` becomes `"ns"."t"`, which Phoenix
//! maps to the HBase namespace `ns` when `phoenix.schema.isNamespaceMappingEnabled` is set.
//! A wide row's qualifier column is not part of the key and has no Phoenix counterpart.

use std::fmt::Write as _;

use crate::design::Design;
use crate::display::to_string_binary;
use crate::i18n::{Lang, Localize};
use crate::spec::{
    BinaryStyle, BucketOutput, Bucketing, Encoding, HashInput, IntFormat, IntegerEncoding, KeySpec,
    PadSide, PartId, PartProblem, PartValue, ReverseFrom, Salt, Source, TimeInput, TimeOutput,
    TimeUnit, TooLong,
};
use crate::split::SplitError;
#[cfg(feature = "typed-keys")]
use rowkey_encodings::{Order, phoenix::PhoenixType};

/// Why a design has no exact Phoenix table.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::{phoenix_create_table, PhoenixReason};
/// use rowkey_core::design::Design;
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::spec::{KeyPart, KeySpec, PartId};
///
/// let design = Design::new(KeySpec::new(vec![
///     KeyPart::md5_hex_of_columns(1, &["uid"], 4),
///     KeyPart::column(2, "uid"),
/// ]));
/// let reasons = phoenix_create_table(&design).unwrap_err();
/// assert_eq!(reasons, [PhoenixReason::Md5 { part: PartId(1) }]);
/// assert_eq!(
///     reasons[0].sentence(&design.recipe, Lang::En),
///     "part 1: an md5 digest is computed by the writer; Phoenix has no column type that computes it"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PhoenixReason {
    /// The recipe has no part that becomes a column (no part at all, or only a salt).
    NoColumns,
    /// A table or column name that no Phoenix identifier spells: empty, or with a `"`.
    Name {
        /// The name.
        name: String,
    },
    /// An md5 prefix or digest.
    Md5 {
        /// The part.
        part: PartId,
    },
    /// Fixed bytes.
    Literal {
        /// The part.
        part: PartId,
    },
    /// The pasted raw key.
    RawKey {
        /// The part.
        part: PartId,
    },
    /// A salt or bucket prefix other than Phoenix's salt byte.
    Salt {
        /// The part.
        part: PartId,
        /// Which kind.
        kind: SaltKind,
    },
    /// A Phoenix salt byte that is not the first part.
    SaltNotFirst {
        /// The part.
        part: PartId,
    },
    /// The text goes through transforms (substring, reverse, …) before it is written.
    Transform {
        /// The part.
        part: PartId,
    },
    /// Several columns joined into one part.
    JoinedColumns {
        /// The part.
        part: PartId,
    },
    /// A column that an earlier part already put in the key.
    RepeatedColumn {
        /// The part.
        part: PartId,
        /// The column.
        column: String,
    },
    /// Padding other than spaces on the right with no truncation (`CHAR(n)`).
    Padding {
        /// The part.
        part: PartId,
    },
    /// A number written as decimal text (plain or zero-padded).
    DecimalText {
        /// The part.
        part: PartId,
    },
    /// A time written as formatted text, read from formatted text, or converted between
    /// seconds and milliseconds.
    TimeConversion {
        /// The part.
        part: PartId,
    },
    /// Another store's typed encoding (HBase `OrderedBytes`, Bigtable).
    #[cfg(feature = "typed-keys")]
    OtherStore {
        /// The part.
        part: PartId,
    },
    /// Raw two's-complement bytes (Phoenix flips the sign bit).
    TwosComplement {
        /// The part.
        part: PartId,
    },
    /// A reversal (`MAX − x`) that is not a Phoenix `DESC` column.
    Reversal {
        /// The part.
        part: PartId,
    },
    /// A separator that Phoenix would not write: `expected` is `\x00` after a `VARCHAR`
    /// followed by another column, otherwise none.
    Separator {
        /// The part.
        part: PartId,
        /// The separator written, as `toStringBinary` text (empty for none).
        found: String,
        /// What Phoenix writes there.
        expected: Option<u8>,
    },
    /// The design's splits do not resolve.
    Splits(SplitError),
    /// A salted table is pre-split at its buckets; the design's splits differ.
    SaltedSplits {
        /// `SALT_BUCKETS`.
        buckets: u32,
    },
    /// A column Phoenix refuses in a primary key (a `VARBINARY` that is not last, or is
    /// `DESC`): the recipe's own problem, as validating it says.
    Refused {
        /// The part.
        part: PartId,
        /// Phoenix's refusal.
        problem: PartProblem,
    },
    /// A split point Phoenix would pad with `\x00` bytes (`SchemaUtil.processSplit`).
    SplitPoint {
        /// 1-based index among the sorted split points.
        index: usize,
        /// The point, as `toStringBinary` text.
        point: String,
    },
}

/// A non-Phoenix salt, for [`PhoenixReason::Salt`].
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::phoenix::SaltKind;
/// assert_ne!(SaltKind::HbaseWd, SaltKind::Php);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SaltKind {
    /// HBaseWD's hash prefix or round-robin prefix.
    HbaseWd,
    /// PHP `md5 % n` (either PHP version).
    Php,
    /// `md5 % n`.
    Md5Mod,
    /// A random prefix.
    Random,
    /// A bucket written as text (decimal or letters).
    Text,
    /// A bucket hashed from chosen columns or parts instead of the rest of the key.
    Input,
}

impl PhoenixReason {
    /// The reason as one sentence.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::artefacts::PhoenixReason;
    /// use rowkey_core::i18n::Lang;
    /// use rowkey_core::spec::{KeyPart, KeySpec, PartId};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a"), KeyPart::column(2, "b")]);
    /// let r = PhoenixReason::Separator { part: PartId(1), found: "#".into(), expected: Some(0) };
    /// assert_eq!(r.sentence(&spec, Lang::En), r"part 1: it is followed by '#'; Phoenix writes \x00 after a VARCHAR that another column follows");
    /// assert_eq!(r.sentence(&spec, Lang::Zh), r"部分 1：其后是分隔符 '#'；Phoenix 在后面还有列的 VARCHAR 之后写 \x00");
    /// ```
    #[must_use]
    pub fn sentence(&self, spec: &KeySpec, lang: Lang) -> String {
        let zh = lang == Lang::Zh;
        let pick = |en: &str, zh_text: &str| {
            if zh {
                zh_text.to_owned()
            } else {
                en.to_owned()
            }
        };
        let (part, text) = match self {
            Self::NoColumns => {
                return pick(
                    "the recipe has no part that is a column, and a Phoenix primary key needs one",
                    "配方中没有作为列的部分，而 Phoenix 主键至少需要一列",
                );
            }
            Self::Name { name } => {
                return if zh {
                    format!("名称 \"{name}\" 为空或含有双引号，无法写成 Phoenix 标识符")
                } else {
                    format!(
                        "the name \"{name}\" is empty or has a double quote, which no Phoenix identifier can spell"
                    )
                };
            }
            Self::Splits(e) => return e.localized().get(lang).to_owned(),
            Self::SaltedSplits { buckets } => {
                return if zh {
                    format!(
                        "Phoenix 在 SALT_BUCKETS = {buckets} 的表的每个桶处预分区，而设计的分区点不同"
                    )
                } else {
                    format!(
                        "Phoenix pre-splits a table with SALT_BUCKETS = {buckets} at its buckets; the design's split points differ"
                    )
                };
            }
            Self::SplitPoint { index, point } => {
                return if zh {
                    format!(
                        "分区点 {index}（'{point}'）止于一个主键列的中间，Phoenix 会用 \\x00 补齐它"
                    )
                } else {
                    format!(
                        "split point {index} ('{point}') ends inside a primary-key column; Phoenix would pad it with \\x00 bytes"
                    )
                };
            }
            Self::Md5 { part } => (
                part,
                pick(
                    "an md5 digest is computed by the writer; Phoenix has no column type that computes it",
                    "md5 摘要由写入方计算；Phoenix 没有能计算它的列类型",
                ),
            ),
            Self::Literal { part } => (
                part,
                pick("fixed bytes are not a column value", "固定字节不是列值"),
            ),
            Self::RawKey { part } => (
                part,
                pick(
                    "the pasted key has no column structure",
                    "粘贴的行键没有列结构",
                ),
            ),
            Self::Salt { part, kind } => (
                part,
                match kind {
                    SaltKind::HbaseWd => pick(
                        "an HBaseWD prefix is not Phoenix's salt byte",
                        "HBaseWD 前缀不是 Phoenix 的 salt 字节",
                    ),
                    SaltKind::Php => pick(
                        "a PHP md5 % n bucket is not Phoenix's salt byte",
                        "PHP 的 md5 % n 分桶不是 Phoenix 的 salt 字节",
                    ),
                    SaltKind::Md5Mod => pick(
                        "an md5 % n bucket is not Phoenix's salt byte",
                        "md5 % n 分桶不是 Phoenix 的 salt 字节",
                    ),
                    SaltKind::Random => pick(
                        "a random prefix is not Phoenix's salt byte",
                        "随机前缀不是 Phoenix 的 salt 字节",
                    ),
                    SaltKind::Text => pick(
                        "a bucket written as text is not Phoenix's salt byte",
                        "以文本写出的桶号不是 Phoenix 的 salt 字节",
                    ),
                    SaltKind::Input => pick(
                        "Phoenix's salt hashes the whole rest of the key, not chosen columns",
                        "Phoenix 的 salt 对行键的其余全部字节求哈希，而不是选定的列",
                    ),
                },
            ),
            Self::SaltNotFirst { part } => (
                part,
                pick(
                    "Phoenix's salt byte can only be the first byte of the key",
                    "Phoenix 的 salt 字节只能是行键的第一个字节",
                ),
            ),
            Self::Transform { part } => (
                part,
                pick(
                    "the value is transformed before it is written; a Phoenix column holds the value as it is",
                    "值在写入前经过变换；Phoenix 列按原值保存",
                ),
            ),
            Self::JoinedColumns { part } => (
                part,
                pick(
                    "several columns joined into one part are not one Phoenix column",
                    "拼接成一个部分的多个列不是一个 Phoenix 列",
                ),
            ),
            Self::RepeatedColumn { part, column } => (
                part,
                if zh {
                    format!("列 \"{column}\" 已经在主键中")
                } else {
                    format!("the column \"{column}\" is already in the primary key")
                },
            ),
            Self::Padding { part } => (
                part,
                pick(
                    "only text right-padded with spaces, never cut, is a Phoenix CHAR(n)",
                    "只有右侧以空格补齐且不截断的文本才是 Phoenix 的 CHAR(n)",
                ),
            ),
            Self::DecimalText { part } => (
                part,
                pick(
                    "a number written as decimal text is not a Phoenix number type",
                    "以十进制文本写出的数字不是 Phoenix 的数字类型",
                ),
            ),
            Self::TimeConversion { part } => (
                part,
                pick(
                    "the time is converted or formatted; a Phoenix column holds the sample's number as it is",
                    "时间经过换算或格式化；Phoenix 列按原样保存样本中的数字",
                ),
            ),
            #[cfg(feature = "typed-keys")]
            Self::OtherStore { part } => (
                part,
                pick(
                    "it is written by another store's typed encoding (HBase OrderedBytes or Bigtable), not by a Phoenix type",
                    "它由其他存储的类型编码（HBase OrderedBytes 或 Bigtable）写出，不是 Phoenix 类型",
                ),
            ),
            Self::Refused { part, problem } => (part, problem.localized().get(lang).to_owned()),
            Self::TwosComplement { part } => (
                part,
                pick(
                    "raw two's-complement bytes: Phoenix's signed types flip the sign bit",
                    "原始补码字节：Phoenix 的有符号类型会翻转符号位",
                ),
            ),
            Self::Reversal { part } => (
                part,
                pick(
                    "only Long.MAX_VALUE − x in 8 bytes and Integer.MAX_VALUE − x in 4 bytes (two's complement) are Phoenix DESC columns",
                    "只有 8 字节的 Long.MAX_VALUE − x 和 4 字节的 Integer.MAX_VALUE − x（补码）才是 Phoenix 的 DESC 列",
                ),
            ),
            Self::Separator {
                part,
                found,
                expected,
            } => {
                let found = if found.is_empty() {
                    pick("no separator", "没有分隔符")
                } else if zh {
                    format!("分隔符 '{found}'")
                } else {
                    format!("'{found}'")
                };
                (
                    part,
                    match (expected, zh) {
                        (Some(_), false) => format!(
                            "it is followed by {found}; Phoenix writes \\x00 after a VARCHAR that another column follows"
                        ),
                        (Some(_), true) => {
                            format!("其后是{found}；Phoenix 在后面还有列的 VARCHAR 之后写 \\x00")
                        }
                        (None, false) => format!(
                            "it is followed by {found}; Phoenix writes nothing after a fixed-width or last column"
                        ),
                        (None, true) => {
                            format!("其后是{found}；Phoenix 在定长列或最后一列之后不写任何字节")
                        }
                    },
                )
            }
        };
        super::about_part(lang, spec.number(*part), &text)
    }
}

/// A primary-key column's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Type {
    Varchar,
    Char(u16),
    /// Signed, sign-flipped: width in bytes.
    Signed(usize),
    /// Unsigned: width in bytes.
    Unsigned(usize),
    /// A column the recipe declares in Phoenix's own type (a typed part).
    #[cfg(feature = "typed-keys")]
    Declared(PhoenixType),
}

impl Type {
    fn name(self) -> String {
        match self {
            Self::Varchar => "VARCHAR".to_owned(),
            Self::Char(n) => format!("CHAR({n})"),
            Self::Signed(w) => {
                ["TINYINT", "SMALLINT", "INTEGER", "BIGINT"][w.trailing_zeros() as usize].to_owned()
            }
            Self::Unsigned(w) => [
                "UNSIGNED_TINYINT",
                "UNSIGNED_SMALLINT",
                "UNSIGNED_INT",
                "UNSIGNED_LONG",
            ][w.trailing_zeros() as usize]
                .to_owned(),
            // What Phoenix stores: `DECIMAL(2,5)` is `DECIMAL(2,2)`.
            #[cfg(feature = "typed-keys")]
            Self::Declared(ty) => ty.stored().sql_name(),
        }
    }

    /// Whether this is a typed part's variable-length Phoenix type.
    fn declared_variable_length(self) -> bool {
        match self {
            #[cfg(feature = "typed-keys")]
            Self::Declared(ty) => ty.fixed_width().is_none(),
            _ => false,
        }
    }

    /// The width of a fixed-width type.
    fn width(self) -> Option<usize> {
        match self {
            Self::Varchar => None,
            Self::Char(n) => Some(usize::from(n)),
            Self::Signed(w) | Self::Unsigned(w) => Some(w),
            #[cfg(feature = "typed-keys")]
            Self::Declared(ty) => ty.fixed_width(),
        }
    }
}

/// A primary-key column.
struct Column {
    #[cfg_attr(not(feature = "typed-keys"), allow(dead_code))] // Read by the typed checks.
    part: PartId,
    name: String,
    ty: Type,
    desc: bool,
}

/// The Phoenix `CREATE TABLE` for `design`: its table, its recipe as the primary key, its
/// family as `DEFAULT_COLUMN_FAMILY` (unless it is Phoenix's default `0`) and its splits
/// as `SALT_BUCKETS` or `SPLIT ON`; see the [module documentation](self) for the mapping.
///
/// # Errors
///
/// Every reason the design has no exact Phoenix table: one per part that cannot be a
/// column, then the split problems.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::phoenix_create_table;
/// use rowkey_core::design::Design;
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, ReverseFrom, Salt};
/// use rowkey_core::split::SplitSpec;
///
/// let mut design = Design::new(KeySpec::new(vec![
///     KeyPart::salt(1, Salt::phoenix(4)),
///     KeyPart::column(2, "uid").with_separator("\\x00"),
///     KeyPart::column(3, "ts").with_encoding(Encoding::epoch_millis_reversed(
///         ReverseFrom::LongMax,
///         IntFormat::big_endian_signed(8),
///     )),
/// ]));
/// design.table = "events".into();
/// design.splits = SplitSpec::SaltBuckets { buckets: 4 };
/// assert_eq!(
///     phoenix_create_table(&design).unwrap(),
///     "CREATE TABLE \"events\" (\n    \"uid\" VARCHAR NOT NULL,\n    \"ts\" BIGINT NOT NULL,\n    \
///      CONSTRAINT pk PRIMARY KEY (\"uid\", \"ts\" DESC)\n) SALT_BUCKETS = 4, DEFAULT_COLUMN_FAMILY = 'cf'"
/// );
/// ```
pub fn phoenix_create_table(design: &Design) -> Result<String, Vec<PhoenixReason>> {
    let mut reasons = Vec::new();
    let parts = &design.recipe.parts;
    let mut salt = None;
    let mut columns: Vec<Column> = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let id = part.id;
        let last = i + 1 == parts.len();
        let separator = part
            .separator
            .as_ref()
            .map(|s| s.as_bytes())
            .unwrap_or_default();
        let column = match &part.value {
            PartValue::Salt(s) => match salt_reason(s) {
                Some(kind) => Err(PhoenixReason::Salt { part: id, kind }),
                None if i > 0 => Err(PhoenixReason::SaltNotFirst { part: id }),
                None => {
                    salt = Some(s.buckets);
                    check_separator(&mut reasons, id, separator, None);
                    continue;
                }
            },
            PartValue::Md5 { .. } => Err(PhoenixReason::Md5 { part: id }),
            PartValue::Literal { .. } => Err(PhoenixReason::Literal { part: id }),
            PartValue::RawKey { .. } => Err(PhoenixReason::RawKey { part: id }),
            PartValue::Field {
                source,
                transforms,
                encoding,
            } => match source {
                Source::Columns { .. } => Err(PhoenixReason::JoinedColumns { part: id }),
                Source::Column { .. } if !transforms.is_empty() => {
                    Err(PhoenixReason::Transform { part: id })
                }
                Source::Column { name } => column_type(id, encoding).and_then(|(ty, desc)| {
                    if columns.iter().any(|c| c.name == *name) {
                        Err(PhoenixReason::RepeatedColumn {
                            part: id,
                            column: name.clone(),
                        })
                    } else {
                        Ok(Column {
                            part: id,
                            name: name.clone(),
                            ty,
                            desc,
                        })
                    }
                }),
            },
        };
        match column {
            Ok(column) => {
                // A declared Phoenix type writes its own separator (`typed`): none more.
                let expected = (column.ty == Type::Varchar && !last).then_some(0u8);
                check_separator(&mut reasons, id, separator, expected);
                columns.push(column);
            }
            Err(reason) => reasons.push(reason),
        }
    }
    if columns.is_empty() && reasons.is_empty() {
        reasons.push(PhoenixReason::NoColumns);
    }
    #[cfg(feature = "typed-keys")]
    refuse_varbinary(&columns, &mut reasons);
    let table_parts: Vec<&str> = design.table.split(':').collect();
    for name in table_parts
        .iter()
        .copied()
        .chain(columns.iter().map(|c| c.name.as_str()))
    {
        if name.is_empty() || name.contains('"') {
            reasons.push(PhoenixReason::Name {
                name: name.to_owned(),
            });
        }
    }
    let splits = if reasons.is_empty() {
        split_clause(design, salt, &columns, &mut reasons)
    } else {
        String::new()
    };
    if !reasons.is_empty() {
        return Err(reasons);
    }
    let mut out = format!("CREATE TABLE {} (\n", table_name(&design.table));
    for c in &columns {
        let null = if nullable(c, columns.len()) {
            ""
        } else {
            " NOT NULL"
        };
        let _ = writeln!(out, "    {} {}{null},", identifier(&c.name), c.ty.name());
    }
    let pk: Vec<String> = columns
        .iter()
        .map(|c| identifier(&c.name) + if c.desc { " DESC" } else { "" })
        .collect();
    let _ = write!(out, "    CONSTRAINT pk PRIMARY KEY ({})\n)", pk.join(", "));
    let mut options = Vec::new();
    if let Some(n) = salt {
        options.push(format!("SALT_BUCKETS = {n}"));
    }
    if design.family != "0" {
        options.push(format!(
            "DEFAULT_COLUMN_FAMILY = {}",
            string_literal(&design.family)
        ));
    }
    if !options.is_empty() {
        out.push(' ');
        out.push_str(&options.join(", "));
    }
    out.push_str(&splits);
    Ok(out)
}

/// The recipe's Phoenix `DECIMAL` columns whose declared scale is above the precision, in
/// key order: the column, the type as declared and the type Phoenix stores
/// (`DECIMAL(2,5)`, `DECIMAL(2,2)`).
#[cfg(feature = "typed-keys")]
pub(crate) fn clamped_decimals(design: &Design) -> Vec<(String, String, String)> {
    design
        .recipe
        .parts
        .iter()
        .filter_map(|part| {
            let (ty, _) = part.value.typed_encoding()?.phoenix_column()?;
            let column = part.columns_read().first()?.to_string();
            (ty.stored() != ty).then(|| (column, ty.sql_name(), ty.stored().sql_name()))
        })
        .collect()
}

/// Whether a column is declared nullable: a typed variable-length column of a key of two
/// or more columns (see the [module documentation](self)).
fn nullable(column: &Column, columns: usize) -> bool {
    columns > 1 && column.ty.declared_variable_length()
}

/// Phoenix's refusals of a `VARBINARY` key column: one that another column follows
/// (`MetaDataClient`: `VARBINARY_IN_ROW_KEY`), and a `DESC` one (`ColumnMetaDataOps`:
/// `DESC_VARBINARY_NOT_SUPPORTED`).
#[cfg(feature = "typed-keys")]
fn refuse_varbinary(columns: &[Column], reasons: &mut Vec<PhoenixReason>) {
    for (i, c) in columns.iter().enumerate() {
        if c.ty != Type::Declared(PhoenixType::Varbinary) {
            continue;
        }
        let problem = if c.desc {
            PartProblem::PhoenixDescVarbinary
        } else if let Some(next) = columns.get(i + 1) {
            PartProblem::PhoenixVarbinaryNotLast { next: next.part }
        } else {
            continue;
        };
        reasons.push(PhoenixReason::Refused {
            part: c.part,
            problem,
        });
    }
}

fn check_separator(
    reasons: &mut Vec<PhoenixReason>,
    part: PartId,
    found: &[u8],
    expected: Option<u8>,
) {
    if found != expected.as_slice() {
        reasons.push(PhoenixReason::Separator {
            part,
            found: to_string_binary(found),
            expected,
        });
    }
}

/// Why a salt is not Phoenix's salt byte (its position aside).
fn salt_reason(salt: &Salt) -> Option<SaltKind> {
    match salt.bucketing {
        Bucketing::HbaseWdHash | Bucketing::RoundRobin => return Some(SaltKind::HbaseWd),
        Bucketing::PhpMd5Mod | Bucketing::Php71Md5Mod => return Some(SaltKind::Php),
        Bucketing::Md5Mod => return Some(SaltKind::Md5Mod),
        Bucketing::Random { .. } => return Some(SaltKind::Random),
        Bucketing::PhoenixHash => {}
    }
    if salt.output != BucketOutput::Byte {
        return Some(SaltKind::Text);
    }
    (salt.input != HashInput::RestOfKey).then_some(SaltKind::Input)
}

/// The column type (and whether it is `DESC`) of a field's encoding.
fn column_type(part: PartId, encoding: &Encoding) -> Result<(Type, bool), PhoenixReason> {
    match encoding {
        Encoding::Text { pad: None } => Ok((Type::Varchar, false)),
        Encoding::Text { pad: Some(pad) } => {
            if pad.side == PadSide::Right && pad.fill == ' ' && pad.too_long == TooLong::Error {
                Ok((Type::Char(pad.width), false))
            } else {
                Err(PhoenixReason::Padding { part })
            }
        }
        Encoding::Integer(integer) => integer_type(part, *integer),
        Encoding::Timestamp {
            input,
            output: TimeOutput::Number { unit, integer },
        } if matches!(
            (input, unit),
            (TimeInput::EpochMillis, TimeUnit::Millis)
                | (TimeInput::EpochSeconds, TimeUnit::Seconds)
        ) =>
        {
            integer_type(part, *integer)
        }
        Encoding::Timestamp { .. } => Err(PhoenixReason::TimeConversion { part }),
        #[cfg(feature = "typed-keys")]
        Encoding::Typed(typed) => match typed.phoenix_column() {
            Some((r#type, order)) => Ok((Type::Declared(r#type), order == Order::Desc)),
            None => Err(PhoenixReason::OtherStore { part }),
        },
        #[cfg(not(feature = "typed-keys"))]
        Encoding::Typed(typed) => match *typed {},
    }
}

fn integer_type(part: PartId, integer: IntegerEncoding) -> Result<(Type, bool), PhoenixReason> {
    let IntFormat::Binary { width, style, .. } = integer.format else {
        return Err(PhoenixReason::DecimalText { part });
    };
    let width = width.bytes();
    match (integer.reverse, style) {
        (None, BinaryStyle::SignFlipped) => Ok((Type::Signed(width), false)),
        (None, BinaryStyle::Unsigned) => Ok((Type::Unsigned(width), false)),
        (None, BinaryStyle::TwosComplement) => Err(PhoenixReason::TwosComplement { part }),
        (Some(ReverseFrom::LongMax), BinaryStyle::TwosComplement) if width == 8 => {
            Ok((Type::Signed(8), true))
        }
        (Some(ReverseFrom::IntMax), BinaryStyle::TwosComplement) if width == 4 => {
            Ok((Type::Signed(4), true))
        }
        (Some(_), _) => Err(PhoenixReason::Reversal { part }),
    }
}

/// ` SALT_BUCKETS`'s check or the ` SPLIT ON (…)` clause (with its leading line break).
fn split_clause(
    design: &Design,
    salt: Option<u32>,
    columns: &[Column],
    reasons: &mut Vec<PhoenixReason>,
) -> String {
    let points = match design.splits.resolve() {
        Ok(points) => points,
        Err(e) => {
            reasons.push(PhoenixReason::Splits(e));
            return String::new();
        }
    };
    let keys = points.keys();
    if let Some(buckets) = salt {
        let at_buckets = keys.len() + 1 == buckets as usize
            && keys
                .iter()
                .zip(1u32..)
                .all(|(k, b)| k.as_bytes() == [b as u8]);
        if !at_buckets {
            reasons.push(PhoenixReason::SaltedSplits { buckets });
        }
        return String::new();
    }
    if keys.is_empty() {
        return String::new();
    }
    let mut literals = Vec::new();
    for (i, key) in keys.iter().enumerate() {
        let bytes = key.as_bytes();
        if kept_by_process_split(bytes, columns) {
            literals.push(bytes_literal(bytes));
        } else {
            reasons.push(PhoenixReason::SplitPoint {
                index: i + 1,
                point: to_string_binary(bytes),
            });
        }
    }
    format!("\nSPLIT ON ({})", literals.join(", "))
}

/// Whether `SchemaUtil.processSplit` leaves the split as it is: it ends after a whole
/// fixed-width column, after the `\x00` of a variable-length column, or anywhere in the
/// last column when that one is variable-length.
fn kept_by_process_split(split: &[u8], columns: &[Column]) -> bool {
    let mut offset = 0;
    for (i, column) in columns.iter().enumerate() {
        match column.ty.width() {
            Some(width) => {
                if split.len() - offset < width {
                    return false;
                }
                offset += width;
            }
            None if i + 1 == columns.len() => return true,
            None => match split[offset..]
                .iter()
                .position(|&b| b == if column.desc { 0xFF } else { 0x00 })
            {
                Some(at) => offset += at + 1,
                None => return false,
            },
        }
    }
    true
}

/// A literal whose bytes are `bytes`: a string literal for printable ASCII, else hex.
fn bytes_literal(bytes: &[u8]) -> String {
    if bytes.iter().all(|b| (0x20..0x7F).contains(b)) {
        string_literal(std::str::from_utf8(bytes).unwrap_or_default())
    } else {
        let mut out = String::from("X'");
        for b in bytes {
            let _ = write!(out, "{b:02X}");
        }
        out + "'"
    }
}

/// A Phoenix string literal: `'` and `\` are escaped with a backslash (`CHAR_ESC`).
fn string_literal(text: &str) -> String {
    format!("'{}'", text.replace('\\', r"\\").replace('\'', r"\'"))
}

/// A Phoenix identifier for `name`, always double-quoted: Phoenix then reads it back as
/// exactly `name` (a bare identifier is upper-cased), and no reserved word, of this Phoenix
/// version or a later one, can clash with it (a name with `"` has none:
/// [`PhoenixReason::Name`]).
fn identifier(name: &str) -> String {
    format!("\"{name}\"")
}

/// The table name; `ns:t` (an HBase namespace) becomes the schema-qualified `ns.t`, which
/// Phoenix maps to that namespace when `phoenix.schema.isNamespaceMappingEnabled` is set.
fn table_name(table: &str) -> String {
    match table.split_once(':') {
        Some((schema, name)) => format!("{}.{}", identifier(schema), identifier(name)),
        None => identifier(table),
    }
}
