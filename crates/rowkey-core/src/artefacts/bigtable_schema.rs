//! The Bigtable row key schema of a design: the YAML file that
//! `gcloud bigtable instances tables create|update --row-key-schema-definition-file=FILE
//! --row-key-schema-pre-encoded-bytes` reads ([`schema_definition`]), describing exactly the
//! bytes the recipe writes.
//!
//! Each part becomes one struct field named after its sample column, and the recipe's shape
//! gives the struct encoding (`google.bigtable.admin.v2.Type.Struct`, `types.proto`):
//!
//! | recipe | struct encoding | field type |
//! |---|---|---|
//! | every part a Bigtable typed field ([`TypedEncoding::Bigtable`]), no part separator | `OrderedCodeBytes` | the part's own type |
//! | one plain part, no separator | `Singleton` | as below |
//! | plain parts, the same separator after every part but the last, none after the last | `DelimitedBytes` (the separator) | as below |
//! | plain part: a column's UTF-8 text, unpadded | | `String` (`Utf8Bytes`) |
//! | plain part: a column's integer as 8-byte big-endian two's complement, not reversed | | `Int64` (`BigEndianBytes`) |
//!
//! Anything else is a [`SchemaReason`], named by part: salts, md5 digests, literals, the
//! pasted raw key, transforms, joined columns, padded text, other integer formats,
//! reversals, timestamps, Phoenix or `OrderedBytes` typed parts, plain parts among Bigtable
//! typed fields, a separator on a typed field, a missing, differing or too long separator,
//! a separator after the last part, and a field name Bigtable refuses. The
//! `Table.row_key_schema` comment of `table.proto` asks for a non-empty name that collides
//! neither with a column family (here the design's family) nor with `_key` or
//! `_timestamp`; two fields of one name are refused here too (a query could not tell them
//! apart).
//!
//! A schema can exist and still not decode every key the recipe writes: Bigtable decodes
//! row keys in sorted mode, where `DelimitedBytes` refuses a field byte at or below the
//! delimiter's first byte, and `Int64 BigEndianBytes` supports non-negative values only.
//! Those depend on the values, so they are [`SchemaCaution`]s
//! ([`bigtable_row_key_schema_cautions`]), not reasons.

use rowkey_encodings::bigtable::{
    DELIMITER_MAX_LEN, FieldType, StructEncoding, StructField, schema_definition,
};

use crate::design::Design;
use crate::i18n::Lang;
use crate::literal::ByteString;
use crate::spec::{
    BinaryStyle, ByteWidth, Encoding, IntFormat, IntegerEncoding, KeyPart, KeySpec, PartId,
    PartValue, Source,
};
use crate::typed::{Store, TypedEncoding};

/// Why a design has no Bigtable row key schema, named by part where there is one.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::{bigtable_row_key_schema, SchemaReason};
/// use rowkey_core::design::Design;
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::spec::{KeyPart, KeySpec, PartId};
///
/// let design = Design::new(KeySpec::new(vec![KeyPart::literal(1, "u").with_separator("#"), KeyPart::column(2, "uid")]));
/// let reasons = bigtable_row_key_schema(&design).unwrap_err();
/// assert_eq!(reasons, [SchemaReason::Literal { part: PartId(1) }]);
/// assert_eq!(
///     reasons[0].sentence(&design.recipe, Lang::En),
///     "part 1: fixed bytes are no column's value; a row key schema field holds one column's value"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SchemaReason {
    /// The recipe has no part.
    NoParts,
    /// A salt or bucket prefix.
    Salt {
        /// The part.
        part: PartId,
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
    /// The text goes through transforms before it is written.
    Transform {
        /// The part.
        part: PartId,
    },
    /// Several columns joined into one part.
    JoinedColumns {
        /// The part.
        part: PartId,
    },
    /// Text padded to a width.
    Padding {
        /// The part.
        part: PartId,
    },
    /// An integer written otherwise than as 8-byte big-endian two's complement.
    IntegerFormat {
        /// The part.
        part: PartId,
        /// The part's format.
        format: IntFormat,
    },
    /// An integer written as `MAX − value`.
    Reversal {
        /// The part.
        part: PartId,
    },
    /// A time read and converted (or formatted) before it is written.
    Timestamp {
        /// The part.
        part: PartId,
    },
    /// A Phoenix or `OrderedBytes` typed part.
    OtherStore {
        /// The part.
        part: PartId,
        /// Its store.
        store: Store,
    },
    /// A plain part in a key of Bigtable typed (`OrderedCodeBytes`) fields.
    MixedStyles {
        /// The part.
        part: PartId,
    },
    /// A Bigtable typed field followed by a separator of its own.
    TypedSeparator {
        /// The part.
        part: PartId,
        /// The separator (`toStringBinary` text; empty for an empty separator).
        separator: String,
    },
    /// A plain part other than the last with no separator after it.
    MissingSeparator {
        /// The part.
        part: PartId,
        /// The delimiter the other parts use, if any does.
        expected: Option<String>,
    },
    /// A plain part followed by another separator than the first part's.
    DifferentSeparator {
        /// The part.
        part: PartId,
        /// Its separator.
        found: String,
        /// The delimiter (the first part's separator).
        expected: String,
    },
    /// A separator after the last part.
    SeparatorAfterLast {
        /// The part.
        part: PartId,
        /// The separator.
        separator: String,
    },
    /// A delimiter longer than `DelimitedBytes` takes (50 bytes).
    DelimiterLength {
        /// The first part followed by it.
        part: PartId,
        /// Its length in bytes.
        len: usize,
    },
    /// A field name Bigtable refuses, or the name of an earlier field.
    FieldName {
        /// The part.
        part: PartId,
        /// The name (the column's).
        name: String,
        /// What is wrong with it.
        problem: NameProblem,
    },
}

/// What is wrong with a field name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// It is empty.
    Empty,
    /// It is `_key` or `_timestamp`, which GoogleSQL for Bigtable reserves.
    Reserved,
    /// It is the design's column family.
    Family,
    /// An earlier part's field has it.
    Duplicate {
        /// The earlier part.
        first: PartId,
    },
}

impl SchemaReason {
    /// The reason as one sentence: what the part is, and what Bigtable would need.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::artefacts::SchemaReason;
    /// use rowkey_core::i18n::Lang;
    /// use rowkey_core::spec::{KeyPart, KeySpec, PartId};
    /// // Part id 7 is the second part of the recipe: the sentence says "part 2", as the editor.
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a"), KeyPart::column(7, "b")]);
    /// let r = SchemaReason::SeparatorAfterLast { part: PartId(7), separator: "#".into() };
    /// assert_eq!(
    ///     r.sentence(&spec, Lang::En),
    ///     "part 2: the last part is followed by '#'; DelimitedBytes writes a delimiter between fields only"
    /// );
    /// assert_eq!(r.sentence(&spec, Lang::Zh), "部分 2：最后一个部分之后有 '#'；DelimitedBytes 只在字段之间写分隔符");
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
            Self::NoParts => {
                return pick(
                    "the recipe has no part, and a row key schema needs a field",
                    "配方没有任何部分，而行键 schema 至少需要一个字段",
                );
            }
            Self::Salt { part } => (
                part,
                pick(
                    "a salt or bucket prefix is computed by the writer; a row key schema field holds one column's value",
                    "salt 或分桶前缀由写入方计算；行键 schema 的字段保存一个列的值",
                ),
            ),
            Self::Md5 { part } => (
                part,
                pick(
                    "an md5 digest is computed by the writer; a row key schema field holds one column's value",
                    "md5 摘要由写入方计算；行键 schema 的字段保存一个列的值",
                ),
            ),
            Self::Literal { part } => (
                part,
                pick(
                    "fixed bytes are no column's value; a row key schema field holds one column's value",
                    "固定字节不是任何列的值；行键 schema 的字段保存一个列的值",
                ),
            ),
            Self::RawKey { part } => (
                part,
                pick(
                    "the pasted key has no field structure to describe",
                    "粘贴的行键没有可描述的字段结构",
                ),
            ),
            Self::Transform { part } => (
                part,
                pick(
                    "the value is transformed before it is written; a row key schema field holds the column's value as it is",
                    "值在写入前经过变换；行键 schema 的字段按原样保存列值",
                ),
            ),
            Self::JoinedColumns { part } => (
                part,
                pick(
                    "several columns joined into one part are not one field; give each column its own part",
                    "拼接成一个部分的多个列不是一个字段；请让每列各占一个部分",
                ),
            ),
            Self::Padding { part } => (
                part,
                pick(
                    "padded text is not a String (Utf8Bytes) field, which holds the text as it is",
                    "补齐后的文本不是 String (Utf8Bytes) 字段，该字段按原样保存文本",
                ),
            ),
            Self::IntegerFormat { part, format } => (
                part,
                {
                let format = describe(*format, lang);
                if zh {
                    format!(
                        "整数写成{format}；Bigtable 的 Int64 (BigEndianBytes) 是 8 字节大端补码，也可写成文本作为 String (Utf8Bytes)"
                    )
                } else {
                    format!(
                        "the integer is written as {format}; Bigtable's Int64 (BigEndianBytes) is 8-byte big-endian two's complement, or write it as text for a String (Utf8Bytes)"
                    )
                }
                },
            ),
            Self::Reversal { part } => (
                part,
                pick(
                    "the integer is reversed (MAX − value); an Int64 field holds the column's value itself",
                    "整数经过反转（MAX − 值）；Int64 字段保存列值本身",
                ),
            ),
            Self::Timestamp { part } => (
                part,
                pick(
                    "the time is converted before it is written; a row key schema field holds the column's value as it is (write it as an integer or as text)",
                    "时间在写入前经过换算；行键 schema 的字段按原样保存列值（请写成整数或文本）",
                ),
            ),
            Self::OtherStore { part, store } => {
                let store = match store {
                    Store::Phoenix => "Phoenix",
                    Store::OrderedBytes => "HBase OrderedBytes",
                    Store::Bigtable => "Bigtable",
                };
                (
                    part,
                    if zh {
                        format!("它由 {store} 的类型编码写出；Bigtable 字段应使用 Bigtable 类型")
                    } else {
                        format!(
                            "it is written by {store}'s typed encoding; a Bigtable field needs a Bigtable type"
                        )
                    },
                )
            }
            Self::MixedStyles { part } => (
                part,
                pick(
                    "a plain part among Bigtable OrderedCodeBytes fields: make it a Bigtable typed field too, or make every part plain",
                    "在 Bigtable OrderedCodeBytes 字段之间的普通部分：请也设为 Bigtable 类型字段，或全部使用普通部分",
                ),
            ),
            Self::TypedSeparator { part, separator } => (
                part,
                if zh {
                    format!(
                        "Bigtable 类型字段之后有分隔符 '{separator}'；OrderedCodeBytes 自己写 \\x00\\x01，不需要别的字节"
                    )
                } else {
                    format!(
                        "a Bigtable typed field is followed by the separator '{separator}'; OrderedCodeBytes writes its own \\x00\\x01 and no other bytes"
                    )
                },
            ),
            Self::MissingSeparator { part, expected } => (
                part,
                match (expected, zh) {
                    (Some(d), false) => format!(
                        "no separator follows it; DelimitedBytes needs the delimiter '{d}' after every field but the last"
                    ),
                    (Some(d), true) => {
                        format!("其后没有分隔符；DelimitedBytes 需要在除最后一个外的每个字段后写分隔符 '{d}'")
                    }
                    (None, false) => "no separator follows it; DelimitedBytes needs one delimiter after every field but the last".to_owned(),
                    (None, true) => "其后没有分隔符；DelimitedBytes 需要在除最后一个外的每个字段后写同一个分隔符".to_owned(),
                },
            ),
            Self::DifferentSeparator {
                part,
                found,
                expected,
            } => (
                part,
                if zh {
                    format!(
                        "其后是 '{found}'，而第一个部分之后是 '{expected}'；DelimitedBytes 在字段之间只用一个分隔符"
                    )
                } else {
                    format!(
                        "it is followed by '{found}' where the first part is followed by '{expected}'; DelimitedBytes has one delimiter between all fields"
                    )
                },
            ),
            Self::SeparatorAfterLast { part, separator } => (
                part,
                if zh {
                    format!("最后一个部分之后有 '{separator}'；DelimitedBytes 只在字段之间写分隔符")
                } else {
                    format!(
                        "the last part is followed by '{separator}'; DelimitedBytes writes a delimiter between fields only"
                    )
                },
            ),
            Self::DelimiterLength { part, len } => (
                part,
                if zh {
                    format!("分隔符有 {len} 字节；DelimitedBytes 的分隔符为 1 到 {DELIMITER_MAX_LEN} 字节")
                } else {
                    format!(
                        "its separator has {len} bytes; a DelimitedBytes delimiter has 1 to {DELIMITER_MAX_LEN}"
                    )
                },
            ),
            Self::FieldName {
                part,
                name,
                problem,
            } => (
                part,
                match (problem, zh) {
                    (NameProblem::Empty, false) => {
                        "the column name is empty; every row key schema field needs a name".to_owned()
                    }
                    (NameProblem::Empty, true) => "列名为空；行键 schema 的每个字段都需要名称".to_owned(),
                    (NameProblem::Reserved, false) => format!(
                        "the field name \"{name}\" is reserved by Bigtable (_key, _timestamp); rename the column"
                    ),
                    (NameProblem::Reserved, true) => {
                        format!("字段名 \"{name}\" 为 Bigtable 保留（_key、_timestamp）；请重命名该列")
                    }
                    (NameProblem::Family, false) => format!(
                        "the field name \"{name}\" is the table's column family, which a row key schema field must not be"
                    ),
                    (NameProblem::Family, true) => {
                        format!("字段名 \"{name}\" 与表的列族同名，行键 schema 字段不允许这样")
                    }
                    (NameProblem::Duplicate { first }, false) => format!(
                        "the field name \"{name}\" is already part {}'s; each field needs its own name",
                        spec.number(*first)
                    ),
                    (NameProblem::Duplicate { first }, true) => format!(
                        "字段名 \"{name}\" 已用于部分 {}；每个字段需要不同的名称",
                        spec.number(*first)
                    ),
                },
            ),
        };
        super::about_part(lang, spec.number(*part), &text)
    }
}

/// What a reviewer should know about a schema that exists: keys the recipe writes for some
/// values and that Bigtable's sorted-mode decoding does not take (`types.proto`), so that
/// GoogleSQL queries selecting the key's fields fail on those rows. The engine writes such
/// keys all the same; a reviewer decides whether the data can hold such values.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::{bigtable_row_key_schema_cautions, SchemaCaution};
/// use rowkey_core::design::Design;
/// use rowkey_core::spec::{KeyPart, KeySpec, PartId};
///
/// let design = Design::new(KeySpec::new(vec![KeyPart::column(1, "a").with_separator("#"), KeyPart::column(2, "b")]));
/// assert_eq!(
///     bigtable_row_key_schema_cautions(&design),
///     [
///         SchemaCaution::BelowDelimiter { part: PartId(1), delimiter: b'#' },
///         SchemaCaution::BelowDelimiter { part: PartId(2), delimiter: b'#' },
///     ]
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SchemaCaution {
    /// A `String` field of a `DelimitedBytes` key: a value holding a byte at or below the
    /// delimiter's first byte (the delimiter itself included) is refused in sorted mode.
    BelowDelimiter {
        /// The part.
        part: PartId,
        /// The delimiter's first byte.
        delimiter: u8,
    },
    /// An `Int64 BigEndianBytes` field of a `DelimitedBytes` key: every value below 2^56
    /// has a `0x00` byte, which is at or below any delimiter's first byte, so sorted mode
    /// refuses nearly every value, although the `Table.row_key_schema` example of
    /// `table.proto` puts such a field after a `#`.
    Int64InDelimited {
        /// The part.
        part: PartId,
        /// The delimiter's first byte.
        delimiter: u8,
    },
    /// An `Int64 BigEndianBytes` field: sorted mode supports non-negative values only (a
    /// negative value's bytes sort after every positive value's).
    NegativeInt64 {
        /// The part.
        part: PartId,
    },
}

impl SchemaCaution {
    /// The caution as one sentence.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::artefacts::SchemaCaution;
    /// use rowkey_core::i18n::Lang;
    /// use rowkey_core::spec::{KeyPart, KeySpec, PartId};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a"), KeyPart::column(2, "b")]);
    /// let c = SchemaCaution::BelowDelimiter { part: PartId(1), delimiter: b'#' };
    /// assert_eq!(
    ///     c.sentence(&spec, Lang::En),
    ///     "part 1: Bigtable decodes DelimitedBytes keys in sorted mode, which refuses a field byte at or below 0x23 ('#'): a value holding one (control characters, ' !\"#') gives a key whose fields queries cannot read"
    /// );
    /// ```
    #[must_use]
    pub fn sentence(&self, spec: &KeySpec, lang: Lang) -> String {
        let zh = lang == Lang::Zh;
        let (part, text) = match *self {
            Self::BelowDelimiter { part, delimiter } => {
                let printable: String = (0x20..=delimiter.min(0x7E)).map(char::from).collect();
                let which = match (printable.is_empty(), zh) {
                    (true, false) => "control characters".to_owned(),
                    (true, true) => "控制字符".to_owned(),
                    (false, false) => format!("control characters, '{printable}'"),
                    (false, true) => format!("控制字符、'{printable}'"),
                };
                let text = if zh {
                    format!(
                        "Bigtable 以排序模式解码 DelimitedBytes 行键，不接受不大于 0x{delimiter:02X}（{}）的字段字节：含有这种字节（{which}）的值所成的行键，查询无法读取其字段",
                        ByteString::new(vec![delimiter])
                    )
                } else {
                    format!(
                        "Bigtable decodes DelimitedBytes keys in sorted mode, which refuses a field byte at or below 0x{delimiter:02X} ('{}'): a value holding one ({which}) gives a key whose fields queries cannot read",
                        ByteString::new(vec![delimiter])
                    )
                };
                (part, text)
            }
            Self::Int64InDelimited { part, delimiter } => {
                let text = if zh {
                    format!(
                        "Int64 (BigEndianBytes) 值为 8 字节，小于 2^56 的值都含 0x00 字节，不大于分隔符首字节 0x{delimiter:02X}，排序模式的 DelimitedBytes 不接受（types.proto），尽管 table.proto 的示例正是这样用的；请先用查询验证，或改用 Bigtable 类型字段（OrderedCodeBytes）"
                    )
                } else {
                    format!(
                        "an Int64 (BigEndianBytes) value is 8 bytes, and every value below 2^56 holds a 0x00 byte, at or below the delimiter's 0x{delimiter:02X}, which sorted-mode DelimitedBytes refuses (types.proto), although table.proto's own example does this; check with a query first, or use Bigtable typed fields (OrderedCodeBytes)"
                    )
                };
                (part, text)
            }
            Self::NegativeInt64 { part } => {
                let text = if zh {
                    "Int64 (BigEndianBytes) 在排序模式下只支持非负值：负值的行键排在所有正值之后"
                        .to_owned()
                } else {
                    "Int64 (BigEndianBytes) supports non-negative values only in sorted mode: a negative value's key sorts after every positive one".to_owned()
                };
                (part, text)
            }
        };
        super::about_part(lang, spec.number(part), &text)
    }
}

/// The schema of a design: its fields (one per part) and their struct encoding.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::bigtable_schema::schema_of;
/// use rowkey_core::design::Design;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// use rowkey_encodings::bigtable::{FieldType, StructEncoding};
///
/// let design = Design::new(KeySpec::new(vec![KeyPart::column(1, "a").with_separator("|"), KeyPart::column(2, "b")]));
/// let (fields, encoding) = schema_of(&design).unwrap();
/// assert_eq!(encoding, StructEncoding::DelimitedBytes(b"|".to_vec()));
/// assert_eq!(fields[1].name, "b");
/// assert_eq!(fields[1].ty, FieldType::StringUtf8Bytes);
/// ```
///
/// # Errors
///
/// Every [`SchemaReason`], in part order.
pub fn schema_of(design: &Design) -> Result<(Vec<StructField>, StructEncoding), Vec<SchemaReason>> {
    let parts = &design.recipe.parts;
    let Some(last) = parts.len().checked_sub(1) else {
        return Err(vec![SchemaReason::NoParts]);
    };
    let typed_style = parts.iter().any(|p| {
        matches!(
            field_encoding(p),
            Some(Encoding::Typed(TypedEncoding::Bigtable { .. }))
        )
    });
    let encoding = if typed_style {
        StructEncoding::OrderedCodeBytes
    } else if parts.len() == 1 {
        StructEncoding::Singleton
    } else {
        let delimiter = parts[..last]
            .iter()
            .map(separator)
            .find(|s| !s.is_empty())
            .unwrap_or_default();
        StructEncoding::DelimitedBytes(delimiter.to_vec())
    };
    let delimiter = match &encoding {
        StructEncoding::DelimitedBytes(d) if !d.is_empty() => Some(d.as_slice()),
        _ => None,
    };
    let show = |bytes: &[u8]| ByteString::new(bytes.to_vec()).to_string();
    let mut reasons = Vec::new();
    let mut fields = Vec::with_capacity(parts.len());
    let mut names: Vec<(&str, PartId)> = Vec::new();
    let mut delimiter_too_long = false;
    for (i, part) in parts.iter().enumerate() {
        let (name, ty) = classify(part, &mut reasons);
        let sep = separator(part);
        match (&encoding, ty) {
            (StructEncoding::OrderedCodeBytes, Some(Kind::Plain(_))) => {
                reasons.push(SchemaReason::MixedStyles { part: part.id });
            }
            (StructEncoding::OrderedCodeBytes, Some(Kind::Typed(_))) => {
                // Even an empty separator changes which trailing empty fields the engine
                // leaves out.
                if let Some(s) = &part.separator {
                    reasons.push(SchemaReason::TypedSeparator {
                        part: part.id,
                        separator: s.to_string(),
                    });
                }
            }
            _ => {}
        }
        if i == last {
            if !sep.is_empty() && !typed_style {
                reasons.push(SchemaReason::SeparatorAfterLast {
                    part: part.id,
                    separator: show(sep),
                });
            }
        } else if !typed_style {
            match delimiter {
                _ if sep.is_empty() => reasons.push(SchemaReason::MissingSeparator {
                    part: part.id,
                    expected: delimiter.map(show),
                }),
                Some(d) if d != sep => reasons.push(SchemaReason::DifferentSeparator {
                    part: part.id,
                    found: show(sep),
                    expected: show(d),
                }),
                _ if sep.len() > DELIMITER_MAX_LEN && !delimiter_too_long => {
                    delimiter_too_long = true;
                    reasons.push(SchemaReason::DelimiterLength {
                        part: part.id,
                        len: sep.len(),
                    });
                }
                _ => {}
            }
        }
        if let Some(name) = name {
            let problem = if name.is_empty() {
                Some(NameProblem::Empty)
            } else if name == "_key" || name == "_timestamp" {
                Some(NameProblem::Reserved)
            } else if name == design.family {
                Some(NameProblem::Family)
            } else {
                names
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|&(_, first)| NameProblem::Duplicate { first })
            };
            if let Some(problem) = problem {
                reasons.push(SchemaReason::FieldName {
                    part: part.id,
                    name: name.to_owned(),
                    problem,
                });
            }
            names.push((name, part.id));
            if let Some(Kind::Plain(ty) | Kind::Typed(ty)) = ty {
                fields.push(StructField {
                    name: name.to_owned(),
                    ty,
                });
            }
        }
    }
    if reasons.is_empty() {
        Ok((fields, encoding))
    } else {
        Err(reasons)
    }
}

/// The Bigtable row key schema definition file of `design` (see the
/// [module documentation](self)): the YAML that
/// `gcloud bigtable instances tables create|update --row-key-schema-definition-file=FILE
/// --row-key-schema-pre-encoded-bytes` reads, the delimiter in Base64.
///
/// # Errors
///
/// Every reason the recipe's keys are no Bigtable struct ([`SchemaReason`]), in part order.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::bigtable_row_key_schema;
/// use rowkey_core::design::Design;
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};
///
/// let design = Design::new(KeySpec::new(vec![
///     KeyPart::column(1, "device").with_separator("#"),
///     KeyPart::column(2, "serial").with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
/// ]));
/// assert_eq!(
///     bigtable_row_key_schema(&design).unwrap(),
///     "encoding:\n  delimitedBytes:\n    delimiter: \"Iw==\"\nfields:\n\
///      - fieldName: \"device\"\n  type:\n    stringType:\n      encoding:\n        utf8Bytes: {}\n\
///      - fieldName: \"serial\"\n  type:\n    int64Type:\n      encoding:\n        bigEndianBytes: {}\n"
/// );
/// ```
pub fn bigtable_row_key_schema(design: &Design) -> Result<String, Vec<SchemaReason>> {
    schema_of(design).map(|(fields, encoding)| schema_definition(&fields, &encoding))
}

/// What a reviewer should know about the schema of `design` ([`SchemaCaution`]), in part
/// order; none when the design has no schema.
///
/// # Examples
///
/// ```
/// use rowkey_core::artefacts::{bigtable_row_key_schema_cautions, SchemaCaution};
/// use rowkey_core::design::Design;
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, PartId};
///
/// let single = Design::new(KeySpec::new(vec![
///     KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
/// ]));
/// assert_eq!(bigtable_row_key_schema_cautions(&single), [SchemaCaution::NegativeInt64 { part: PartId(1) }]);
/// ```
#[must_use]
pub fn bigtable_row_key_schema_cautions(design: &Design) -> Vec<SchemaCaution> {
    let Ok((fields, encoding)) = schema_of(design) else {
        return Vec::new();
    };
    let mut cautions = Vec::new();
    for (part, field) in design.recipe.parts.iter().zip(&fields) {
        let part = part.id;
        match (&encoding, field.ty) {
            (StructEncoding::DelimitedBytes(d), FieldType::Int64BigEndianBytes) => {
                let delimiter = d.first().copied().unwrap_or(0);
                cautions.push(SchemaCaution::Int64InDelimited { part, delimiter });
            }
            (StructEncoding::DelimitedBytes(d), _) => {
                let delimiter = d.first().copied().unwrap_or(0);
                cautions.push(SchemaCaution::BelowDelimiter { part, delimiter });
            }
            _ => {}
        }
        if field.ty == FieldType::Int64BigEndianBytes {
            cautions.push(SchemaCaution::NegativeInt64 { part });
        }
    }
    cautions
}

/// A part's kind of field: plain bytes the struct encoding joins, or a Bigtable typed
/// field that writes its own `OrderedCodeBytes` escaping and separators.
#[derive(Clone, Copy)]
enum Kind {
    Plain(FieldType),
    Typed(FieldType),
}

/// A field part's encoding.
fn field_encoding(part: &KeyPart) -> Option<&Encoding> {
    match &part.value {
        PartValue::Field { encoding, .. } => Some(encoding),
        _ => None,
    }
}

/// The bytes written after a part (none for no separator).
fn separator(part: &KeyPart) -> &[u8] {
    part.separator.as_ref().map_or(&[], ByteString::as_bytes)
}

/// The part's field name (its column, when it reads one column) and kind, if it is a
/// field; its reasons otherwise.
fn classify<'p>(
    part: &'p KeyPart,
    reasons: &mut Vec<SchemaReason>,
) -> (Option<&'p str>, Option<Kind>) {
    let id = part.id;
    let (source, transforms, encoding) = match &part.value {
        PartValue::Field {
            source,
            transforms,
            encoding,
        } => (source, transforms, encoding),
        PartValue::Salt(_) => {
            reasons.push(SchemaReason::Salt { part: id });
            return (None, None);
        }
        PartValue::Md5 { .. } => {
            reasons.push(SchemaReason::Md5 { part: id });
            return (None, None);
        }
        PartValue::Literal { .. } => {
            reasons.push(SchemaReason::Literal { part: id });
            return (None, None);
        }
        PartValue::RawKey { .. } => {
            reasons.push(SchemaReason::RawKey { part: id });
            return (None, None);
        }
    };
    let name = match source {
        Source::Column { name } => Some(name.as_str()),
        Source::Columns { .. } => {
            reasons.push(SchemaReason::JoinedColumns { part: id });
            None
        }
    };
    if !transforms.is_empty() {
        reasons.push(SchemaReason::Transform { part: id });
    }
    let kind = match encoding {
        Encoding::Text { pad: None } => Some(Kind::Plain(FieldType::StringUtf8Bytes)),
        Encoding::Text { pad: Some(_) } => {
            reasons.push(SchemaReason::Padding { part: id });
            None
        }
        Encoding::Integer(IntegerEncoding { reverse, format }) => {
            if reverse.is_some() {
                reasons.push(SchemaReason::Reversal { part: id });
            }
            match format {
                IntFormat::Binary {
                    width: ByteWidth::Eight,
                    style: BinaryStyle::TwosComplement,
                    ..
                } if reverse.is_none() => Some(Kind::Plain(FieldType::Int64BigEndianBytes)),
                IntFormat::Binary {
                    width: ByteWidth::Eight,
                    style: BinaryStyle::TwosComplement,
                    ..
                } => None,
                other => {
                    reasons.push(SchemaReason::IntegerFormat {
                        part: id,
                        format: *other,
                    });
                    None
                }
            }
        }
        Encoding::Timestamp { .. } => {
            reasons.push(SchemaReason::Timestamp { part: id });
            None
        }
        Encoding::Typed(TypedEncoding::Bigtable { r#type }) => Some(Kind::Typed(*r#type)),
        Encoding::Typed(other) => {
            reasons.push(SchemaReason::OtherStore {
                part: id,
                store: other.store(),
            });
            None
        }
    };
    (name, kind)
}

/// An integer format in words, for [`SchemaReason::IntegerFormat`].
fn describe(format: IntFormat, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    match format {
        IntFormat::Decimal if zh => "十进制文本".to_owned(),
        IntFormat::Decimal => "decimal text".to_owned(),
        IntFormat::ZeroPadded { width } if zh => format!("左补零到 {width} 位的十进制文本"),
        IntFormat::ZeroPadded { width } => format!("decimal text zero-padded to {width} digits"),
        IntFormat::Binary { width, style, .. } => {
            let style = match (style, zh) {
                (BinaryStyle::Unsigned, false) => "unsigned",
                (BinaryStyle::TwosComplement, false) => "two's complement",
                (BinaryStyle::SignFlipped, false) => "sign-flipped",
                (BinaryStyle::Unsigned, true) => "无符号",
                (BinaryStyle::TwosComplement, true) => "补码",
                (BinaryStyle::SignFlipped, true) => "翻转符号位的",
            };
            if zh {
                format!(" {} 字节{style}大端整数", width.bytes())
            } else {
                format!("{}-byte {style} big-endian", width.bytes())
            }
        }
    }
}
