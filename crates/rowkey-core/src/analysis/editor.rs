//! The key builder's form model: what each field of a part's form shows ([`PartForm`]),
//! the edits a form can make ([`PartEdit`], applied with [`apply_edit`]), and the parsers
//! that turn a field's text into a valid value or an inline message ([`parse_width`] & co.).
//!
//! Every choice enum has a stable `key()` for `<option value>` and a `label()` for people.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::editor::{apply_edit, form_of, EncodingKind, PartEdit, parse_width};
//! use rowkey_core::spec::KeyPart;
//!
//! let part = KeyPart::column(1, "uid");
//! let part = apply_edit(&part, PartEdit::Encoding(EncodingKind::PaddedText));
//! let part = apply_edit(&part, PartEdit::PadWidth(parse_width("8").unwrap()));
//! assert_eq!(form_of(&part).pad_width, "8");
//! assert_eq!(parse_width("0").unwrap_err(), "a width is 1 to 1024, not 0");
//! ```

use crate::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec, TimeFormat};
use crate::literal::ByteString;
use crate::spec::{
    BinaryStyle, BucketOutput, Bucketing, ByteWidth, Encoding, End, HashInput, IntFormat,
    IntOverflow, IntegerEncoding, KeyPart, MAX_TEXT_BUCKETS, MAX_WIDTH, Md5Output, Pad, PadSide,
    PartId, PartProblem, PartValue, ReverseFrom, Salt, Source, TimeInput, TimeOutput, TimeUnit,
    Transform,
};

macro_rules! choice {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident => ($key:literal, $label:literal)),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// Every choice, in picker order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// A stable key for `<option value>`.
            #[must_use]
            pub fn key(self) -> &'static str {
                match self { $(Self::$variant => $key),+ }
            }

            /// A label for people.
            #[must_use]
            pub fn label(self) -> &'static str {
                match self { $(Self::$variant => $label),+ }
            }

            /// The choice with this key.
            #[must_use]
            pub fn from_key(key: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|c| c.key() == key)
            }
        }
    };
}

choice! {
    /// What a part is.
    PartKind {
        /// A column's value.
        Column => ("column", "Column value"),
        /// Constant bytes.
        Literal => ("literal", "Literal"),
        /// An md5 of columns.
        Md5 => ("md5", "md5 of columns"),
        /// A salt or bucket prefix.
        Salt => ("salt", "Salt / bucket prefix"),
    }
}

choice! {
    /// How a column's text becomes bytes.
    EncodingKind {
        /// UTF-8 text.
        Text => ("text", "Text"),
        /// Text padded to a width.
        PaddedText => ("padded", "Padded text"),
        /// An integer.
        Integer => ("integer", "Integer"),
        /// A timestamp.
        Timestamp => ("timestamp", "Timestamp"),
    }
}

choice! {
    /// How an integer is written.
    IntFormatKind {
        /// Decimal text, unpadded.
        Decimal => ("decimal", "Decimal text"),
        /// Decimal text, zero-padded.
        ZeroPadded => ("zero_padded", "Zero-padded decimal"),
        /// Big-endian binary.
        Binary => ("binary", "Big-endian binary"),
    }
}

choice! {
    /// Reverse a number as `MAX − value`.
    ReverseKind {
        /// No reversal.
        None => ("none", "as is"),
        /// `Long.MAX_VALUE − value`.
        LongMax => ("long_max", "Long.MAX_VALUE − value"),
        /// `Integer.MAX_VALUE − value` (PHP's 32-bit `PHP_INT_MAX`).
        IntMax => ("int_max", "Integer.MAX_VALUE − value"),
    }
}

choice! {
    /// A binary integer's representation.
    StyleKind {
        /// Unsigned.
        Unsigned => ("unsigned", "unsigned"),
        /// Two's complement (negatives sort after positives).
        TwosComplement => ("twos", "two's complement"),
        /// Sign bit flipped (sorts numerically).
        SignFlipped => ("flipped", "sign-flipped"),
    }
}

choice! {
    /// What a timestamp column holds.
    TimeKind {
        /// Milliseconds since 1970.
        EpochMillis => ("millis", "epoch milliseconds"),
        /// Seconds since 1970.
        EpochSeconds => ("seconds", "epoch seconds"),
    }
}

choice! {
    /// A transform applied to a column's text before encoding.
    TransformKind {
        /// None.
        None => ("none", "none"),
        /// Keep the first characters.
        First => ("first", "first N characters"),
        /// Keep the last characters.
        Last => ("last", "last N characters"),
        /// Reverse the characters.
        Reverse => ("reverse", "reverse"),
        /// Reverse the dot-separated labels (`com.example.www`).
        ReverseDomain => ("reverse_domain", "reverse domain"),
    }
}

choice! {
    /// The md5 output form.
    Md5Kind {
        /// Lowercase hex characters.
        Hex => ("hex", "hex characters"),
        /// Raw bytes.
        Raw => ("raw", "raw bytes"),
    }
}

choice! {
    /// The kinds of salt the seeds use.
    SaltKind {
        /// Phoenix `SALT_BUCKETS`: one byte, hash of the rest of the key.
        Phoenix => ("phoenix", "Phoenix byte (SALT_BUCKETS)"),
        /// HBaseWD's hash prefix byte.
        HbaseWdHash => ("hbasewd_hash", "HBaseWD hash byte"),
        /// HBaseWD's round-robin prefix byte.
        HbaseWdRoundRobin => ("hbasewd_rr", "HBaseWD round-robin byte"),
        /// `hash(columns) % N` as zero-padded text.
        HashModText => ("hash_mod_text", "hash(columns) % N as text"),
        /// PHP `md5(columns) % N` as text.
        PhpMd5Mod => ("php_md5_mod", "PHP md5(columns) % N"),
        /// A random letter `a`… per row.
        Letters => ("letters", "random letter"),
        /// A random byte per row.
        RandomByte => ("random_byte", "random byte"),
    }
}

choice! {
    /// How a generated column's values are made.
    GenKind {
        /// Sequential numbers.
        Sequence => ("sequence", "sequential ids"),
        /// Timestamps at an interval.
        Timestamp => ("timestamp", "timestamps"),
        /// Zipf-skewed user ids.
        ZipfUser => ("zipf_user", "skewed user ids"),
        /// Random hex.
        Hex => ("hex", "random hex"),
        /// Phone numbers.
        Phone => ("phone", "phone numbers"),
        /// One of a list.
        Choice => ("choice", "choice from a list"),
    }
}

impl PartKind {
    /// The kind of a part's value.
    #[must_use]
    pub fn of(value: &PartValue) -> Self {
        match value {
            PartValue::Field { .. } => Self::Column,
            PartValue::Literal { .. } => Self::Literal,
            PartValue::Md5 { .. } => Self::Md5,
            PartValue::Salt(_) => Self::Salt,
        }
    }
}

impl SaltKind {
    /// The kind of a salt.
    #[must_use]
    pub fn of(salt: &Salt) -> Self {
        match (salt.bucketing, salt.output) {
            (Bucketing::HbaseWdHash, _) => Self::HbaseWdHash,
            (Bucketing::RoundRobin, _) => Self::HbaseWdRoundRobin,
            (Bucketing::PhpMd5Mod | Bucketing::Md5Mod, _) => Self::PhpMd5Mod,
            (Bucketing::Random { .. }, BucketOutput::Letter) => Self::Letters,
            (Bucketing::Random { .. }, _) => Self::RandomByte,
            (Bucketing::PhoenixHash, BucketOutput::Decimal { .. }) => Self::HashModText,
            (Bucketing::PhoenixHash, _) => Self::Phoenix,
        }
    }

    /// Whether this kind hashes chosen columns (rather than the rest of the key or nothing).
    #[must_use]
    pub fn uses_columns(self) -> bool {
        matches!(self, Self::HashModText | Self::PhpMd5Mod)
    }

    /// Whether this kind draws at random from a seed.
    #[must_use]
    pub fn uses_seed(self) -> bool {
        matches!(self, Self::Letters | Self::RandomByte)
    }

    /// Whether this kind writes zero-padded decimal text with a width.
    #[must_use]
    pub fn uses_width(self) -> bool {
        matches!(self, Self::HashModText)
    }

    fn salt(self, buckets: u32, columns: &[String], seed: u64) -> Salt {
        let cols: Vec<&str> = columns.iter().map(String::as_str).collect();
        let mut salt = match self {
            Self::Phoenix => Salt::phoenix(buckets),
            Self::HbaseWdHash => Salt::hbasewd_hash(buckets),
            Self::HbaseWdRoundRobin => Salt::hbasewd_round_robin(buckets),
            Self::HashModText => Salt::hash_mod_decimal(&cols, buckets, digits(buckets)),
            Self::PhpMd5Mod => Salt::php_md5_mod(&cols, buckets),
            Self::Letters => Salt::random_letters(seed, buckets),
            Self::RandomByte => Salt {
                bucketing: Bucketing::Random { seed },
                buckets,
                output: BucketOutput::Byte,
                input: HashInput::RestOfKey,
            },
        };
        salt.buckets = buckets.clamp(1, editor_max_buckets(&salt));
        if let BucketOutput::Decimal { width } = &mut salt.output {
            if *width > 0 {
                *width = digits(salt.buckets);
            }
        }
        salt
    }
}

/// The most buckets the form accepts for a salt: as the spec says, except that a
/// zero-padded text salt widens with its bucket count (so up to 1,000,000).
fn editor_max_buckets(salt: &Salt) -> u32 {
    if SaltKind::of(salt) == SaltKind::HashModText {
        MAX_TEXT_BUCKETS
    } else {
        salt.max_buckets()
    }
}

/// Decimal digits of the largest bucket number `buckets − 1` (at least 1).
fn digits(buckets: u32) -> u16 {
    let mut n = buckets.saturating_sub(1);
    let mut d = 1;
    while n >= 10 {
        n /= 10;
        d += 1;
    }
    d
}

/// What a part's form shows: every field's current choice or text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartForm {
    /// The part's kind.
    pub kind: PartKind,
    /// The column of a column part.
    pub column: String,
    /// The columns hashed by an md5 part or a column-hashing salt.
    pub hashed_columns: Vec<String>,
    /// The transform of a column part.
    pub transform: TransformKind,
    /// Characters kept by a substring transform.
    pub transform_chars: String,
    /// The encoding of a column part.
    pub encoding: EncodingKind,
    /// Padded text: width.
    pub pad_width: String,
    /// Padded text: side (`left` or `right`).
    pub pad_left: bool,
    /// Padded text: fill character.
    pub pad_fill: String,
    /// Integer or timestamp: format.
    pub int_format: IntFormatKind,
    /// Zero-padded: digits.
    pub int_width: String,
    /// Binary: bytes (1, 2, 4 or 8).
    pub binary_width: u8,
    /// Binary: style.
    pub binary_style: StyleKind,
    /// Integer or timestamp: reversal.
    pub reverse: ReverseKind,
    /// Timestamp: what the column holds (`None` for date-time text, not editable here).
    pub time: Option<TimeKind>,
    /// Whether the timestamp is written as a number (an integer format applies).
    pub time_number: bool,
    /// Md5: output kind.
    pub md5_kind: Md5Kind,
    /// Md5: characters or bytes.
    pub md5_len: String,
    /// Salt: kind.
    pub salt_kind: SaltKind,
    /// Salt: buckets.
    pub buckets: String,
    /// Salt: most buckets for this kind.
    pub max_buckets: u32,
    /// Salt: random seed.
    pub seed: String,
    /// Literal: its bytes as `toStringBinary`.
    pub literal: String,
    /// Separator after the part as `toStringBinary` (empty for none).
    pub separator: String,
}

impl Default for PartForm {
    fn default() -> Self {
        Self {
            kind: PartKind::Column,
            column: String::new(),
            hashed_columns: Vec::new(),
            transform: TransformKind::None,
            transform_chars: "4".to_owned(),
            encoding: EncodingKind::Text,
            pad_width: "10".to_owned(),
            pad_left: true,
            pad_fill: "0".to_owned(),
            int_format: IntFormatKind::Decimal,
            int_width: "10".to_owned(),
            binary_width: 8,
            binary_style: StyleKind::TwosComplement,
            reverse: ReverseKind::None,
            time: Some(TimeKind::EpochMillis),
            time_number: true,
            md5_kind: Md5Kind::Hex,
            md5_len: "6".to_owned(),
            salt_kind: SaltKind::Phoenix,
            buckets: "4".to_owned(),
            max_buckets: 256,
            seed: "1".to_owned(),
            literal: String::new(),
            separator: String::new(),
        }
    }
}

/// Reads a part into its form.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::{form_of, PartKind, SaltKind};
/// use rowkey_core::spec::{KeyPart, Salt};
/// let form = form_of(&KeyPart::salt(1, Salt::phoenix(4)).with_separator("#"));
/// assert_eq!((form.kind, form.salt_kind), (PartKind::Salt, SaltKind::Phoenix));
/// assert_eq!((form.buckets.as_str(), form.max_buckets), ("4", 256));
/// assert_eq!(form.separator, "#");
/// ```
#[must_use]
pub fn form_of(part: &KeyPart) -> PartForm {
    let mut form = PartForm {
        kind: PartKind::of(&part.value),
        separator: part
            .separator
            .as_ref()
            .map(ToString::to_string)
            .unwrap_or_default(),
        ..PartForm::default()
    };
    match &part.value {
        PartValue::Field {
            source,
            transforms,
            encoding,
        } => {
            form.column = source
                .columns()
                .first()
                .map(|c| (*c).to_owned())
                .unwrap_or_default();
            match transforms.first() {
                Some(Transform::Substring { keep, chars }) => {
                    form.transform = match keep {
                        End::First => TransformKind::First,
                        End::Last => TransformKind::Last,
                    };
                    form.transform_chars = chars.to_string();
                }
                Some(Transform::Reverse) => form.transform = TransformKind::Reverse,
                Some(Transform::ReverseDomain) => form.transform = TransformKind::ReverseDomain,
                None => {}
            }
            match encoding {
                Encoding::Text { pad: None } => form.encoding = EncodingKind::Text,
                Encoding::Text { pad: Some(pad) } => {
                    form.encoding = EncodingKind::PaddedText;
                    form.pad_width = pad.width.to_string();
                    form.pad_left = pad.side == PadSide::Left;
                    form.pad_fill = pad.fill.to_string();
                }
                Encoding::Integer(integer) => {
                    form.encoding = EncodingKind::Integer;
                    read_integer(&mut form, *integer);
                }
                Encoding::Timestamp { input, output } => {
                    form.encoding = EncodingKind::Timestamp;
                    form.time = match input {
                        TimeInput::EpochMillis => Some(TimeKind::EpochMillis),
                        TimeInput::EpochSeconds => Some(TimeKind::EpochSeconds),
                        TimeInput::DateTime { .. } => None,
                    };
                    match output {
                        TimeOutput::Number { integer, .. } => read_integer(&mut form, *integer),
                        TimeOutput::Text { .. } => form.time_number = false,
                    }
                }
            }
        }
        PartValue::Literal { bytes } => form.literal = bytes.to_string(),
        PartValue::Md5 { input, output } => {
            form.hashed_columns = input_columns(input);
            match *output {
                Md5Output::Hex { chars } => {
                    form.md5_kind = Md5Kind::Hex;
                    form.md5_len = chars.to_string();
                }
                Md5Output::Raw { bytes } => {
                    form.md5_kind = Md5Kind::Raw;
                    form.md5_len = bytes.to_string();
                }
            }
        }
        PartValue::Salt(salt) => {
            form.salt_kind = SaltKind::of(salt);
            form.buckets = salt.buckets.to_string();
            form.max_buckets = editor_max_buckets(salt);
            form.hashed_columns = input_columns(&salt.input);
            if let Bucketing::Random { seed } = salt.bucketing {
                form.seed = seed.to_string();
            }
        }
    }
    form
}

fn input_columns(input: &HashInput) -> Vec<String> {
    match input {
        HashInput::Columns(c) => c.clone(),
        HashInput::Parts(_) | HashInput::RestOfKey => Vec::new(),
    }
}

fn read_integer(form: &mut PartForm, integer: IntegerEncoding) {
    form.reverse = match integer.reverse {
        None => ReverseKind::None,
        Some(ReverseFrom::IntMax) => ReverseKind::IntMax,
        Some(ReverseFrom::LongMax | ReverseFrom::Custom(_)) => ReverseKind::LongMax,
    };
    match integer.format {
        IntFormat::Decimal => form.int_format = IntFormatKind::Decimal,
        IntFormat::ZeroPadded { width } => {
            form.int_format = IntFormatKind::ZeroPadded;
            form.int_width = width.to_string();
        }
        IntFormat::Binary { width, style, .. } => {
            form.int_format = IntFormatKind::Binary;
            form.binary_width = u8::from(width);
            form.binary_style = match style {
                BinaryStyle::Unsigned => StyleKind::Unsigned,
                BinaryStyle::TwosComplement => StyleKind::TwosComplement,
                BinaryStyle::SignFlipped => StyleKind::SignFlipped,
            };
        }
    }
}

/// One change a part's form makes. Values are already valid (parsed at the edge).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PartEdit {
    /// Change the kind; `columns` are the sample's, for a sensible default source.
    Kind(PartKind, Vec<String>),
    /// A column part's column.
    Column(String),
    /// Add or remove a hashed column (md5 parts, column-hashing salts).
    HashedColumn(String, bool),
    /// The transform.
    Transform(TransformKind),
    /// Characters kept by a substring transform (at least 1).
    TransformChars(u32),
    /// The encoding.
    Encoding(EncodingKind),
    /// Padded text: width.
    PadWidth(u16),
    /// Padded text: pad on the left (`true`) or the right.
    PadLeft(bool),
    /// Padded text: fill character (ASCII).
    PadFill(char),
    /// Integer format.
    IntFormat(IntFormatKind),
    /// Zero-padded digits.
    IntWidth(u16),
    /// Binary width.
    BinaryWidth(ByteWidth),
    /// Binary style.
    BinaryStyle(StyleKind),
    /// Reversal.
    Reverse(ReverseKind),
    /// What a timestamp column holds.
    Time(TimeKind),
    /// Md5 output kind.
    Md5Kind(Md5Kind),
    /// Md5 characters or bytes.
    Md5Len(u8),
    /// Salt kind; `columns` are the sample's, for kinds that hash columns.
    SaltKind(SaltKind, Vec<String>),
    /// Salt buckets.
    Buckets(u32),
    /// Salt seed.
    Seed(u64),
    /// A literal's bytes.
    Literal(ByteString),
    /// The separator after the part.
    Separator(Option<ByteString>),
}

/// A new part of a kind, reading the first of the sample's columns.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::{new_part, PartKind};
/// use rowkey_core::spec::PartId;
/// let part = new_part(PartKind::Md5, PartId(4), &["uid".to_owned()]);
/// assert_eq!(part.id, PartId(4));
/// assert_eq!(part.columns_read(), ["uid"]);
/// ```
#[must_use]
pub fn new_part(kind: PartKind, id: PartId, columns: &[String]) -> KeyPart {
    let first = columns.first().cloned().unwrap_or_else(|| "id".to_owned());
    let value = match kind {
        PartKind::Column => PartValue::Field {
            source: Source::Column { name: first },
            transforms: Vec::new(),
            encoding: Encoding::text(),
        },
        PartKind::Literal => PartValue::Literal {
            bytes: ByteString::from("_"),
        },
        PartKind::Md5 => PartValue::Md5 {
            input: HashInput::Columns(vec![first]),
            output: Md5Output::Hex { chars: 6 },
        },
        PartKind::Salt => PartValue::Salt(Salt::phoenix(4)),
    };
    KeyPart {
        id,
        label: String::new(),
        value,
        separator: None,
    }
}

/// Applies one edit to a part; edits that do not apply to the part's kind change nothing.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::{apply_edit, PartEdit, SaltKind};
/// use rowkey_core::spec::{KeyPart, PartValue, Salt};
/// let part = KeyPart::salt(1, Salt::phoenix(200));
/// // Letters take at most 26 buckets: the count is clamped.
/// let part = apply_edit(&part, PartEdit::SaltKind(SaltKind::Letters, vec![]));
/// let PartValue::Salt(salt) = &part.value else { panic!() };
/// assert_eq!(salt.buckets, 26);
/// ```
#[must_use]
#[allow(clippy::too_many_lines)]
pub fn apply_edit(part: &KeyPart, edit: PartEdit) -> KeyPart {
    let mut part = part.clone();
    match edit {
        PartEdit::Kind(kind, columns) => {
            if kind != PartKind::of(&part.value) {
                let fresh = new_part(kind, part.id, &columns);
                part.value = fresh.value;
            }
        }
        PartEdit::Separator(sep) => part.separator = sep,
        PartEdit::Literal(bytes) => {
            if let PartValue::Literal { bytes: b } = &mut part.value {
                *b = bytes;
            }
        }
        PartEdit::Column(name) => {
            if let PartValue::Field { source, .. } = &mut part.value {
                *source = Source::Column { name };
            }
        }
        PartEdit::HashedColumn(name, on) => {
            let input = match &mut part.value {
                PartValue::Md5 { input, .. } => Some(input),
                PartValue::Salt(salt) if SaltKind::of(salt).uses_columns() => Some(&mut salt.input),
                _ => None,
            };
            if let Some(input) = input {
                let mut cols = input_columns(input);
                if on && !cols.contains(&name) {
                    cols.push(name);
                } else if !on {
                    cols.retain(|c| *c != name);
                }
                *input = HashInput::Columns(cols);
            }
        }
        PartEdit::Transform(kind) => {
            if let PartValue::Field { transforms, .. } = &mut part.value {
                let chars = match transforms.first() {
                    Some(Transform::Substring { chars, .. }) => *chars,
                    _ => 4,
                };
                *transforms = match kind {
                    TransformKind::None => Vec::new(),
                    TransformKind::First => vec![Transform::Substring {
                        keep: End::First,
                        chars,
                    }],
                    TransformKind::Last => vec![Transform::Substring {
                        keep: End::Last,
                        chars,
                    }],
                    TransformKind::Reverse => vec![Transform::Reverse],
                    TransformKind::ReverseDomain => vec![Transform::ReverseDomain],
                };
            }
        }
        PartEdit::TransformChars(n) => {
            if let PartValue::Field { transforms, .. } = &mut part.value {
                if let Some(Transform::Substring { chars, .. }) = transforms.first_mut() {
                    *chars = n.max(1);
                }
            }
        }
        PartEdit::Encoding(kind) => {
            if let PartValue::Field { encoding, .. } = &mut part.value {
                let now = form_encoding(encoding);
                if now != kind {
                    *encoding = match kind {
                        EncodingKind::Text => Encoding::text(),
                        EncodingKind::PaddedText => Encoding::padded(Pad::left(10)),
                        EncodingKind::Integer => Encoding::integer(IntFormat::Decimal),
                        EncodingKind::Timestamp => Encoding::epoch_millis_reversed(
                            ReverseFrom::LongMax,
                            IntFormat::big_endian_signed(8),
                        ),
                    };
                }
            }
        }
        PartEdit::PadWidth(w) => edit_pad(&mut part, |p| p.width = w.clamp(1, MAX_WIDTH)),
        PartEdit::PadLeft(left) => edit_pad(&mut part, |p| {
            p.side = if left { PadSide::Left } else { PadSide::Right };
        }),
        PartEdit::PadFill(c) => edit_pad(&mut part, |p| {
            if c.is_ascii() {
                p.fill = c;
            }
        }),
        PartEdit::IntFormat(kind) => edit_integer(&mut part, |i| {
            i.format = match kind {
                IntFormatKind::Decimal => IntFormat::Decimal,
                IntFormatKind::ZeroPadded => IntFormat::ZeroPadded {
                    width: if i.reverse.is_some() { 19 } else { 10 },
                },
                IntFormatKind::Binary => IntFormat::big_endian_signed(8),
            };
        }),
        PartEdit::IntWidth(w) => edit_integer(&mut part, |i| {
            if let IntFormat::ZeroPadded { width } = &mut i.format {
                *width = w.clamp(1, MAX_WIDTH);
            }
        }),
        PartEdit::BinaryWidth(w) => edit_integer(&mut part, |i| {
            if let IntFormat::Binary { width, .. } = &mut i.format {
                *width = w;
            }
        }),
        PartEdit::BinaryStyle(s) => edit_integer(&mut part, |i| {
            if let IntFormat::Binary { style, .. } = &mut i.format {
                *style = match s {
                    StyleKind::Unsigned => BinaryStyle::Unsigned,
                    StyleKind::TwosComplement => BinaryStyle::TwosComplement,
                    StyleKind::SignFlipped => BinaryStyle::SignFlipped,
                };
            }
        }),
        PartEdit::Reverse(r) => edit_integer(&mut part, |i| {
            i.reverse = match r {
                ReverseKind::None => None,
                ReverseKind::LongMax => Some(ReverseFrom::LongMax),
                ReverseKind::IntMax => Some(ReverseFrom::IntMax),
            };
        }),
        PartEdit::Time(kind) => {
            if let PartValue::Field {
                encoding: Encoding::Timestamp { input, output },
                ..
            } = &mut part.value
            {
                let (new_input, unit) = match kind {
                    TimeKind::EpochMillis => (TimeInput::EpochMillis, TimeUnit::Millis),
                    TimeKind::EpochSeconds => (TimeInput::EpochSeconds, TimeUnit::Seconds),
                };
                *input = new_input;
                if let TimeOutput::Number { unit: u, .. } = output {
                    *u = unit;
                }
            }
        }
        PartEdit::Md5Kind(kind) => {
            if let PartValue::Md5 { output, .. } = &mut part.value {
                let len = u8::try_from(output.width()).unwrap_or(6);
                *output = match kind {
                    Md5Kind::Hex => Md5Output::Hex {
                        chars: len.clamp(1, 32),
                    },
                    Md5Kind::Raw => Md5Output::Raw {
                        bytes: len.clamp(1, 16),
                    },
                };
            }
        }
        PartEdit::Md5Len(n) => {
            if let PartValue::Md5 { output, .. } = &mut part.value {
                match output {
                    Md5Output::Hex { chars } => *chars = n.clamp(1, 32),
                    Md5Output::Raw { bytes } => *bytes = n.clamp(1, 16),
                }
            }
        }
        PartEdit::SaltKind(kind, columns) => {
            if let PartValue::Salt(salt) = &mut part.value {
                if SaltKind::of(salt) != kind {
                    let mut cols = input_columns(&salt.input);
                    if cols.is_empty() {
                        cols = columns.into_iter().take(1).collect();
                    }
                    let seed = match salt.bucketing {
                        Bucketing::Random { seed } => seed,
                        _ => 1,
                    };
                    *salt = kind.salt(salt.buckets, &cols, seed);
                }
            }
        }
        PartEdit::Buckets(n) => {
            if let PartValue::Salt(salt) = &mut part.value {
                let cols = input_columns(&salt.input);
                let seed = match salt.bucketing {
                    Bucketing::Random { seed } => seed,
                    _ => 1,
                };
                let input = salt.input.clone();
                *salt = SaltKind::of(salt).salt(n, &cols, seed);
                salt.input = input;
            }
        }
        PartEdit::Seed(s) => {
            if let PartValue::Salt(salt) = &mut part.value {
                if let Bucketing::Random { seed } = &mut salt.bucketing {
                    *seed = s;
                }
            }
        }
    }
    part
}

fn form_encoding(encoding: &Encoding) -> EncodingKind {
    match encoding {
        Encoding::Text { pad: None } => EncodingKind::Text,
        Encoding::Text { pad: Some(_) } => EncodingKind::PaddedText,
        Encoding::Integer(_) => EncodingKind::Integer,
        Encoding::Timestamp { .. } => EncodingKind::Timestamp,
    }
}

fn edit_pad(part: &mut KeyPart, f: impl FnOnce(&mut Pad)) {
    if let PartValue::Field {
        encoding: Encoding::Text { pad: Some(pad) },
        ..
    } = &mut part.value
    {
        f(pad);
    }
}

fn edit_integer(part: &mut KeyPart, f: impl FnOnce(&mut IntegerEncoding)) {
    if let PartValue::Field {
        encoding:
            Encoding::Integer(integer)
            | Encoding::Timestamp {
                output: TimeOutput::Number { integer, .. },
                ..
            },
        ..
    } = &mut part.value
    {
        f(integer);
        if let IntFormat::Binary { overflow, .. } = &mut integer.format {
            *overflow = IntOverflow::Error;
        }
    }
}

/// A short description of a part, for the legend: `uid`, `md5(uid)[0..6]`,
/// `Long.MAX_VALUE − ts`, `salt (4 buckets)`, `"t_"`.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::describe_part;
/// use rowkey_core::spec::{KeyPart, Salt};
/// assert_eq!(describe_part(&KeyPart::md5_hex_of_columns(1, &["uid"], 6)), "md5(uid)[0..6]");
/// assert_eq!(describe_part(&KeyPart::salt(1, Salt::phoenix(4))), "salt (4 buckets)");
/// ```
#[must_use]
pub fn describe_part(part: &KeyPart) -> String {
    if !part.label.is_empty() {
        return part.label.clone();
    }
    match &part.value {
        PartValue::Field {
            source, encoding, ..
        } => {
            let name = source.columns().join("+");
            match encoding {
                Encoding::Integer(IntegerEncoding {
                    reverse: Some(r), ..
                })
                | Encoding::Timestamp {
                    output:
                        TimeOutput::Number {
                            integer:
                                IntegerEncoding {
                                    reverse: Some(r), ..
                                },
                            ..
                        },
                    ..
                } => match r {
                    ReverseFrom::IntMax => format!("Integer.MAX_VALUE − {name}"),
                    _ => format!("Long.MAX_VALUE − {name}"),
                },
                _ => name,
            }
        }
        PartValue::Literal { bytes } => format!("\"{bytes}\""),
        PartValue::Md5 { input, output } => {
            let cols = input_columns(input).join(",");
            match output {
                Md5Output::Hex { chars } => format!("md5({cols})[0..{chars}]"),
                Md5Output::Raw { bytes } => format!("md5({cols}) {bytes} bytes"),
            }
        }
        PartValue::Salt(salt) => format!("salt ({} buckets)", salt.buckets),
    }
}

/// Parses a whole number in `min..=max`, or says what is expected.
///
/// # Errors
///
/// `enter a whole number from {min} to {max}` when the text is not one.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::parse_number;
/// assert_eq!(parse_number(" 12 ", 1, 100), Ok(12));
/// assert_eq!(parse_number("x", 1, 100).unwrap_err(), "enter a whole number from 1 to 100");
/// ```
pub fn parse_number(text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            format!(
                "enter a whole number from {} to {}",
                super::format_count(usize::try_from(min).unwrap_or(usize::MAX)),
                super::format_count(usize::try_from(max).unwrap_or(usize::MAX))
            )
        })
}

fn whole(text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| format!("\"{}\" is not a whole number", text.trim()))
}

/// A width (padded text, zero-padded digits): 1 to [`MAX_WIDTH`].
///
/// # Errors
///
/// The spec's own wording (`a width is 1 to 1024, not 0`), or that the text is no number.
pub fn parse_width(text: &str) -> Result<u16, String> {
    let n = whole(text)?;
    match u16::try_from(n) {
        Ok(w) if (1..=MAX_WIDTH).contains(&w) => Ok(w),
        _ => Err(PartProblem::Width {
            width: u16::try_from(n).unwrap_or(u16::MAX),
            max: MAX_WIDTH,
        }
        .to_string()),
    }
}

/// A bucket count for this salt's kind.
///
/// # Errors
///
/// The spec's own wording (`this kind of salt takes 1 to 256 buckets, not 257`).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::parse_buckets;
/// use rowkey_core::spec::Salt;
/// assert_eq!(parse_buckets("16", &Salt::phoenix(4)), Ok(16));
/// assert_eq!(parse_buckets("257", &Salt::phoenix(4)).unwrap_err(), "this kind of salt takes 1 to 256 buckets, not 257");
/// assert!(parse_buckets("0", &Salt::phoenix(4)).is_err());
/// // Zero-padded text widens with the bucket count.
/// assert_eq!(parse_buckets("16", &Salt::hash_mod_decimal(&["a"], 4, 1)), Ok(16));
/// ```
pub fn parse_buckets(text: &str, salt: &Salt) -> Result<u32, String> {
    let n = whole(text)?;
    let max = editor_max_buckets(salt);
    match u32::try_from(n) {
        Ok(b) if (1..=max).contains(&b) => Ok(b),
        _ => Err(PartProblem::Buckets {
            buckets: u32::try_from(n).unwrap_or(u32::MAX),
            max,
        }
        .to_string()),
    }
}

/// An md5 prefix length: 1 to 32 hex characters or 1 to 16 raw bytes.
///
/// # Errors
///
/// The spec's own wording (`an md5 hex prefix has 1 to 32 characters, not 33`).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::{parse_md5_len, Md5Kind};
/// assert_eq!(parse_md5_len("32", Md5Kind::Hex), Ok(32));
/// assert!(parse_md5_len("33", Md5Kind::Hex).is_err());
/// assert!(parse_md5_len("0", Md5Kind::Raw).is_err());
/// ```
pub fn parse_md5_len(text: &str, kind: Md5Kind) -> Result<u8, String> {
    let n = whole(text)?;
    let len = u8::try_from(n).unwrap_or(u8::MAX);
    match kind {
        Md5Kind::Hex if (1..=32).contains(&n) => Ok(len),
        Md5Kind::Raw if (1..=16).contains(&n) => Ok(len),
        Md5Kind::Hex => Err(PartProblem::Md5HexLength { chars: len }.to_string()),
        Md5Kind::Raw => Err(PartProblem::Md5RawLength { bytes: len }.to_string()),
    }
}

/// Characters a substring keeps: at least 1.
///
/// # Errors
///
/// `a substring keeps at least 1 character` for 0.
pub fn parse_chars(text: &str) -> Result<u32, String> {
    let n = whole(text)?;
    match u32::try_from(n) {
        Ok(0) => Err(PartProblem::EmptySubstring.to_string()),
        Ok(c) => Ok(c),
        Err(_) => Err(format!("{n} characters is too many")),
    }
}

/// A random seed.
///
/// # Errors
///
/// When the text is not a whole number.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    whole(text)
}

/// A padding character: exactly one ASCII character.
///
/// # Errors
///
/// For none, several or a non-ASCII character.
pub fn parse_fill(text: &str) -> Result<char, String> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii() => Ok(c),
        (Some(c), None) => Err(PartProblem::NonAsciiFill { fill: c }.to_string()),
        _ => Err("enter exactly one padding character".to_owned()),
    }
}

/// A separator: empty for none, else text with `\xHH` escapes.
///
/// # Errors
///
/// The literal parser's message for a bad escape.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::parse_separator;
/// assert_eq!(parse_separator("").unwrap(), None);
/// assert_eq!(parse_separator("\\x00").unwrap().unwrap().as_bytes(), [0]);
/// assert!(parse_separator("\\x4").unwrap_err().contains("\\xHH"));
/// ```
pub fn parse_separator(text: &str) -> Result<Option<ByteString>, String> {
    if text.is_empty() {
        return Ok(None);
    }
    ByteString::parse(text).map(Some).map_err(|e| e.to_string())
}

/// A literal: at least one byte, text with `\xHH` escapes.
///
/// # Errors
///
/// For empty text or a bad escape.
pub fn parse_literal(text: &str) -> Result<ByteString, String> {
    match parse_separator(text)? {
        Some(bytes) => Ok(bytes),
        None => Err(PartProblem::EmptyLiteral.to_string()),
    }
}

impl GenKind {
    /// The kind of a generator.
    #[must_use]
    pub fn of(generator: &ColumnGenerator) -> Self {
        match generator {
            ColumnGenerator::Sequence { .. } => Self::Sequence,
            ColumnGenerator::Timestamp { .. } => Self::Timestamp,
            ColumnGenerator::ZipfUser { .. } => Self::ZipfUser,
            ColumnGenerator::Hex { .. } => Self::Hex,
            ColumnGenerator::Phone { .. } => Self::Phone,
            ColumnGenerator::Choice { .. } => Self::Choice,
        }
    }

    /// A generator of this kind with typical parameters.
    #[must_use]
    pub fn default_generator(self) -> ColumnGenerator {
        match self {
            Self::Sequence => ColumnGenerator::Sequence { start: 1, step: 1 },
            Self::Timestamp => ColumnGenerator::Timestamp {
                start_millis: 1_452_380_400_000,
                interval_millis: 60_000,
                jitter_millis: 0,
                format: TimeFormat::EpochMillis,
            },
            Self::ZipfUser => ColumnGenerator::ZipfUser {
                users: 1_000,
                exponent: 1.0,
                prefix: String::new(),
            },
            Self::Hex => ColumnGenerator::Hex { len: 6 },
            Self::Phone => ColumnGenerator::Phone {
                prefix: "1".to_owned(),
                digits: 10,
            },
            Self::Choice => ColumnGenerator::Choice {
                options: vec!["a".to_owned(), "b".to_owned(), "c".to_owned()],
            },
        }
    }

    /// The label of this kind's main parameter.
    #[must_use]
    pub fn param_label(self) -> &'static str {
        match self {
            Self::Sequence => "start",
            Self::Timestamp => "interval (ms)",
            Self::ZipfUser => "users",
            Self::Hex => "hex digits",
            Self::Phone => "random digits",
            Self::Choice => "options (comma-separated)",
        }
    }
}

/// The main parameter of a generator as text.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::gen_param;
/// use rowkey_core::generate::ColumnGenerator;
/// assert_eq!(gen_param(&ColumnGenerator::Hex { len: 6 }), "6");
/// ```
#[must_use]
pub fn gen_param(generator: &ColumnGenerator) -> String {
    match generator {
        ColumnGenerator::Sequence { start, .. } => start.to_string(),
        ColumnGenerator::Timestamp {
            interval_millis, ..
        } => interval_millis.to_string(),
        ColumnGenerator::ZipfUser { users, .. } => users.to_string(),
        ColumnGenerator::Hex { len } => len.to_string(),
        ColumnGenerator::Phone { digits, .. } => digits.to_string(),
        ColumnGenerator::Choice { options } => options.join(","),
    }
}

/// Sets the main parameter of a generator from text.
///
/// # Errors
///
/// When the text is not a valid value for the parameter.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::set_gen_param;
/// use rowkey_core::generate::ColumnGenerator;
/// let g = set_gen_param(&ColumnGenerator::Choice { options: vec![] }, "x, y").unwrap();
/// assert_eq!(g, ColumnGenerator::Choice { options: vec!["x".into(), "y".into()] });
/// assert!(set_gen_param(&ColumnGenerator::Hex { len: 6 }, "0").is_err());
/// ```
pub fn set_gen_param(generator: &ColumnGenerator, text: &str) -> Result<ColumnGenerator, String> {
    let mut g = generator.clone();
    match &mut g {
        ColumnGenerator::Sequence { start, .. } => {
            *start = text
                .trim()
                .parse()
                .map_err(|_| "enter a whole number".to_owned())?;
        }
        ColumnGenerator::Timestamp {
            interval_millis, ..
        } => {
            *interval_millis = text
                .trim()
                .parse()
                .map_err(|_| "enter a whole number of milliseconds".to_owned())?;
        }
        ColumnGenerator::ZipfUser { users, .. } => {
            *users = parse_number(text, 1, 1_000_000_000)?;
        }
        ColumnGenerator::Hex { len } => {
            *len = usize::try_from(parse_number(text, 1, 64)?).unwrap_or(6);
        }
        ColumnGenerator::Phone { digits, .. } => {
            *digits = usize::try_from(parse_number(text, 1, 18)?).unwrap_or(10);
        }
        ColumnGenerator::Choice { options } => {
            let list: Vec<String> = text
                .split(',')
                .map(|s| s.trim().to_owned())
                .filter(|s| !s.is_empty())
                .collect();
            if list.is_empty() {
                return Err("enter at least one option".to_owned());
            }
            *options = list;
        }
    }
    Ok(g)
}

/// One change to the generator form.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum GenEdit {
    /// Number of rows.
    Rows(usize),
    /// The seed.
    Seed(u64),
    /// Add a column of this kind.
    AddColumn(GenKind),
    /// Remove the column at this index.
    RemoveColumn(usize),
    /// Rename a column.
    Name(usize, String),
    /// Change a column's kind.
    Kind(usize, GenKind),
    /// Replace a column's generator (after [`set_gen_param`]).
    Generator(usize, ColumnGenerator),
}

/// Applies one edit to a generator spec.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::{apply_gen_edit, GenEdit, GenKind};
/// use rowkey_core::generate::GeneratorSpec;
/// let spec = apply_gen_edit(&GeneratorSpec::default(), GenEdit::AddColumn(GenKind::Hex));
/// assert_eq!(spec.columns.last().unwrap().name, "hex");
/// ```
#[must_use]
pub fn apply_gen_edit(spec: &GeneratorSpec, edit: GenEdit) -> GeneratorSpec {
    let mut spec = spec.clone();
    match edit {
        GenEdit::Rows(n) => spec.rows = n,
        GenEdit::Seed(s) => spec.seed = s,
        GenEdit::AddColumn(kind) => {
            let base = kind.key().split('_').next().unwrap_or("col").to_owned();
            let mut name = base.clone();
            let mut k = 2;
            while spec.columns.iter().any(|c| c.name == name) {
                name = format!("{base}{k}");
                k += 1;
            }
            spec.columns
                .push(ColumnSpec::new(name, kind.default_generator()));
        }
        GenEdit::RemoveColumn(i) => {
            if i < spec.columns.len() && spec.columns.len() > 1 {
                spec.columns.remove(i);
            }
        }
        GenEdit::Name(i, name) => {
            if let Some(c) = spec.columns.get_mut(i) {
                c.name = name;
            }
        }
        GenEdit::Kind(i, kind) => {
            if let Some(c) = spec.columns.get_mut(i) {
                if GenKind::of(&c.generator) != kind {
                    c.generator = kind.default_generator();
                }
            }
        }
        GenEdit::Generator(i, g) => {
            if let Some(c) = spec.columns.get_mut(i) {
                c.generator = g;
            }
        }
    }
    spec
}
