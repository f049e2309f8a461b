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
//! assert_eq!(parse_width("0").unwrap_err().en, "a width is 1 to 1024, not 0");
//! assert_eq!(parse_width("0").unwrap_err().zh, "宽度应为 1 到 1024，而不是 0");
//! ```

use crate::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec, TimeFormat};
use crate::i18n::messages::{localize, messages};
use crate::i18n::{Lang, Localize, Localized};
use crate::literal::ByteString;
use crate::spec::{
    BinaryStyle, BucketOutput, Bucketing, ByteWidth, Encoding, End, HashInput, IntFormat,
    IntOverflow, IntegerEncoding, KeyPart, MAX_TEXT_BUCKETS, MAX_WIDTH, Md5Output, Pad, PadSide,
    PartId, PartProblem, PartValue, ReverseFrom, Salt, Source, TimeInput, TimeOutput, TimeUnit,
    TooLong, Transform,
};
use crate::time::TimePattern;
#[cfg(feature = "typed-keys")]
use crate::typed::Store;
use crate::typed::TypedEncoding;
use rowkey_encodings::Order;

macro_rules! choice {
    ($(#[$meta:meta])* $name:ident via $wrap:ident { $($(#[$vmeta:meta])* $variant:ident $(if feature = $feature:literal)? => ($key:literal, $label:literal)),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* #[cfg(all($(feature = $feature)?))] $variant),+
        }

        impl $name {
            /// Every choice, in picker order.
            pub const ALL: &'static [Self] = &[$(#[cfg(all($(feature = $feature)?))] Self::$variant),+];

            /// A stable key for `<option value>`.
            #[must_use]
            pub fn key(self) -> &'static str {
                match self { $(#[cfg(all($(feature = $feature)?))] Self::$variant => $key),+ }
            }

            /// A label for people, in English (see `name` for either language).
            #[must_use]
            pub fn label(self) -> &'static str {
                match self { $(#[cfg(all($(feature = $feature)?))] Self::$variant => $label),+ }
            }

            /// A label for people in `lang`, from the messages catalogue.
            #[must_use]
            pub fn name(self, lang: Lang) -> &'static str {
                messages(lang).choice(Choice::$wrap(self))
            }

            /// The choice with this key.
            #[must_use]
            pub fn from_key(key: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|c| c.key() == key)
            }
        }
    };
}

/// Any picker option of the key builder and the generator form, for the messages
/// catalogue ([`Messages::choice`](crate::i18n::messages::Messages::choice)).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::{Choice, PartKind};
/// use rowkey_core::i18n::Lang;
/// assert_eq!(Choice::Part(PartKind::Salt).label(), "Salt / bucket prefix");
/// assert_eq!(PartKind::Salt.name(Lang::Zh), "盐值 / 分桶前缀");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// A [`PartKind`].
    Part(PartKind),
    /// A [`EncodingKind`].
    Encoding(EncodingKind),
    /// A [`IntFormatKind`].
    IntFormat(IntFormatKind),
    /// A [`ReverseKind`].
    Reverse(ReverseKind),
    /// A [`StyleKind`].
    Style(StyleKind),
    /// A [`TimeKind`].
    Time(TimeKind),
    /// A [`TimeOutKind`].
    TimeOut(TimeOutKind),
    /// A [`TooLongKind`].
    TooLong(TooLongKind),
    /// A [`OverflowKind`].
    Overflow(OverflowKind),
    /// A [`HashInputKind`].
    HashInput(HashInputKind),
    /// A [`TransformKind`].
    Transform(TransformKind),
    /// A [`Md5Kind`].
    Md5(Md5Kind),
    /// A [`SaltKind`].
    Salt(SaltKind),
    /// A [`GenKind`].
    Gen(GenKind),
}

impl Choice {
    /// The English label.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Self::Part(k) => k.label(),
            Self::Encoding(k) => k.label(),
            Self::IntFormat(k) => k.label(),
            Self::Reverse(k) => k.label(),
            Self::Style(k) => k.label(),
            Self::Time(k) => k.label(),
            Self::TimeOut(k) => k.label(),
            Self::TooLong(k) => k.label(),
            Self::Overflow(k) => k.label(),
            Self::HashInput(k) => k.label(),
            Self::Transform(k) => k.label(),
            Self::Md5(k) => k.label(),
            Self::Salt(k) => k.label(),
            Self::Gen(k) => k.label(),
        }
    }
}

choice! {
    /// What a part is.
    PartKind via Part {
        /// A column's value.
        Column => ("column", "Column value"),
        /// Constant bytes.
        Literal => ("literal", "Literal"),
        /// An md5 of columns.
        Md5 => ("md5", "md5 of columns"),
        /// A salt or bucket prefix.
        Salt => ("salt", "Salt / bucket prefix"),
        /// The pasted key (a key list or scan output) as its bytes, whole or a byte range.
        RawKey => ("raw_key", "Pasted key, as is"),
    }
}

choice! {
    /// How a column's text becomes bytes.
    EncodingKind via Encoding {
        /// UTF-8 text.
        Text => ("text", "Text"),
        /// Text padded to a width.
        PaddedText => ("padded", "Padded text"),
        /// An integer.
        Integer => ("integer", "Integer"),
        /// A timestamp.
        Timestamp => ("timestamp", "Timestamp"),
        /// An Apache Phoenix primary-key column of a SQL type.
        Phoenix if feature = "typed-keys" => ("phoenix", "Phoenix column type"),
        /// A field of an HBase `Struct` of `OrderedBytes` types.
        OrderedBytes if feature = "typed-keys" => ("ordered_bytes", "HBase OrderedBytes"),
        /// A field of a Bigtable structured row key (`OrderedCodeBytes`).
        Bigtable if feature = "typed-keys" => ("bigtable", "Bigtable structured key field"),
    }
}

choice! {
    /// How an integer is written.
    IntFormatKind via IntFormat {
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
    ReverseKind via Reverse {
        /// No reversal.
        None => ("none", "as is"),
        /// `Long.MAX_VALUE − value`.
        LongMax => ("long_max", "Long.MAX_VALUE − value"),
        /// `Integer.MAX_VALUE − value` (PHP's 32-bit `PHP_INT_MAX`).
        IntMax => ("int_max", "Integer.MAX_VALUE − value"),
        /// `MAX − value` for a chosen `MAX`.
        Custom => ("custom", "custom MAX − value"),
    }
}

choice! {
    /// A binary integer's representation.
    StyleKind via Style {
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
    TimeKind via Time {
        /// Milliseconds since 1970.
        EpochMillis => ("millis", "epoch milliseconds"),
        /// Seconds since 1970.
        EpochSeconds => ("seconds", "epoch seconds"),
        /// Date-time text in a pattern.
        DateTime => ("datetime", "date-time text"),
    }
}

choice! {
    /// How a timestamp is written.
    TimeOutKind via TimeOut {
        /// Milliseconds since 1970 as a number.
        Millis => ("millis", "epoch milliseconds"),
        /// Seconds since 1970 as a number.
        Seconds => ("seconds", "epoch seconds"),
        /// Date-time text in a pattern.
        Text => ("text", "date-time text"),
    }
}

choice! {
    /// What padded text does with a longer value.
    TooLongKind via TooLong {
        /// The row fails.
        Error => ("error", "error"),
        /// Keep the first `width` bytes.
        KeepFirst => ("keep_first", "keep first bytes"),
        /// Keep the last `width` bytes.
        KeepLast => ("keep_last", "keep last bytes"),
    }
}

choice! {
    /// What a binary integer does with a value that does not fit.
    OverflowKind via Overflow {
        /// The row fails.
        Error => ("error", "error"),
        /// Keep the low bytes.
        Wrap => ("wrap", "wrap (keep low bytes)"),
    }
}

choice! {
    /// What a hash reads.
    HashInputKind via HashInput {
        /// Chosen columns' text.
        Columns => ("columns", "columns"),
        /// Chosen parts' bytes.
        Parts => ("parts", "other parts"),
        /// The rest of the key.
        RestOfKey => ("rest", "rest of the key"),
    }
}

choice! {
    /// A transform applied to a column's text before encoding.
    TransformKind via Transform {
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
    Md5Kind via Md5 {
        /// Lowercase hex characters.
        Hex => ("hex", "hex characters"),
        /// Raw bytes.
        Raw => ("raw", "raw bytes"),
    }
}

choice! {
    /// The kinds of salt the seeds use.
    SaltKind via Salt {
        /// Phoenix `SALT_BUCKETS`: one byte, hash of the rest of the key.
        Phoenix => ("phoenix", "Phoenix byte (SALT_BUCKETS)"),
        /// HBaseWD's hash prefix byte.
        HbaseWdHash => ("hbasewd_hash", "HBaseWD hash byte"),
        /// HBaseWD's round-robin prefix byte.
        HbaseWdRoundRobin => ("hbasewd_rr", "HBaseWD round-robin byte"),
        /// `hash(columns) % N` as zero-padded text.
        HashModText => ("hash_mod_text", "hash(columns) % N as text"),
        /// PHP ≥ 7.1 `(int)md5(columns) % N` as text (the default for new PHP salts): what
        /// PHP 7.1–7.4's bare `md5($x) % N` gives too, while PHP 8's throws a `TypeError` for
        /// a digest that starts with a letter, so PHP 8 code needs the `(int)`.
        Php71Md5Mod => ("php71_md5_mod", "PHP ≥ 7.1 (int)md5(columns) % N"),
        /// PHP ≤ 7.0 `md5(columns) % N` as text (seed 002's era).
        PhpMd5Mod => ("php_md5_mod", "PHP ≤ 7.0 md5(columns) % N"),
        /// The md5 digest as a 128-bit number mod N, one byte.
        Md5Mod => ("md5_mod", "md5 as a 128-bit number % N, one byte"),
        /// A random letter `a`… per row.
        Letters => ("letters", "random letter"),
        /// A random byte per row.
        RandomByte => ("random_byte", "random byte"),
    }
}

choice! {
    /// How a generated column's values are made.
    GenKind via Gen {
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

impl TransformKind {
    /// The transform of this kind (a substring keeps `chars` characters).
    #[must_use]
    pub fn transform(self, chars: u32) -> Transform {
        match self {
            Self::First => Transform::Substring {
                keep: End::First,
                chars,
            },
            Self::Last => Transform::Substring {
                keep: End::Last,
                chars,
            },
            Self::Reverse => Transform::Reverse,
            Self::ReverseDomain => Transform::ReverseDomain,
        }
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
            PartValue::RawKey { .. } => Self::RawKey,
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
            (Bucketing::PhpMd5Mod, _) => Self::PhpMd5Mod,
            (Bucketing::Php71Md5Mod, _) => Self::Php71Md5Mod,
            (Bucketing::Md5Mod, _) => Self::Md5Mod,
            (Bucketing::Random { .. }, BucketOutput::Letter) => Self::Letters,
            (Bucketing::Random { .. }, _) => Self::RandomByte,
            (Bucketing::PhoenixHash, BucketOutput::Decimal { .. }) => Self::HashModText,
            (Bucketing::PhoenixHash, _) => Self::Phoenix,
        }
    }

    /// Whether this kind hashes an input (columns, parts or the rest of the key).
    #[must_use]
    pub fn uses_input(self) -> bool {
        !matches!(
            self,
            Self::HbaseWdRoundRobin | Self::Letters | Self::RandomByte
        )
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
            Self::Php71Md5Mod => Salt::php71_md5_mod(&cols, buckets),
            Self::Md5Mod => Salt {
                bucketing: Bucketing::Md5Mod,
                buckets,
                output: BucketOutput::Byte,
                input: HashInput::RestOfKey,
            },
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
    /// The (first) column of a column part.
    pub column: String,
    /// Every column a column part reads, in order (several are joined by `joiner`).
    pub columns: Vec<String>,
    /// Text between joined columns.
    pub joiner: String,
    /// What an md5 part or a hashing salt reads.
    pub hash_input: HashInputKind,
    /// The columns hashed by an md5 part or a column-hashing salt.
    pub hashed_columns: Vec<String>,
    /// The parts hashed by an md5 part or a salt.
    pub hashed_parts: Vec<PartId>,
    /// The transforms of a column part, in order, with the characters a substring keeps.
    pub transforms: Vec<(TransformKind, String)>,
    /// The encoding of a column part.
    pub encoding: EncodingKind,
    /// Padded text: width.
    pub pad_width: String,
    /// Padded text: side (`left` or `right`).
    pub pad_left: bool,
    /// Padded text: fill character.
    pub pad_fill: String,
    /// Padded text: what a longer value does.
    pub too_long: TooLongKind,
    /// Integer or timestamp: format.
    pub int_format: IntFormatKind,
    /// Zero-padded: digits.
    pub int_width: String,
    /// Binary: bytes (1, 2, 4 or 8).
    pub binary_width: u8,
    /// Binary: style.
    pub binary_style: StyleKind,
    /// Binary: what a value that does not fit does.
    pub overflow: OverflowKind,
    /// Integer or timestamp: reversal.
    pub reverse: ReverseKind,
    /// Custom reversal: the `MAX`.
    pub reverse_max: String,
    /// Timestamp: what the column holds.
    pub time: TimeKind,
    /// Timestamp: the date-time text's pattern.
    pub in_pattern: String,
    /// Timestamp: the date-time text's UTC offset in minutes.
    pub in_offset: String,
    /// Timestamp: how it is written.
    pub time_out: TimeOutKind,
    /// Timestamp written as text: the pattern.
    pub out_pattern: String,
    /// Timestamp written as text: the UTC offset in minutes.
    pub out_offset: String,
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
    /// Salt written as zero-padded text: digits.
    pub salt_width: String,
    /// Literal: its bytes as `toStringBinary`.
    pub literal: String,
    /// Pasted key: the first byte kept.
    pub key_start: String,
    /// Pasted key: the byte after the last one kept (empty: to the end of the key).
    pub key_end: String,
    /// Separator after the part as `toStringBinary` (empty for none).
    pub separator: String,
    /// A store's typed encoding: the type and order chosen.
    pub typed: Option<TypedEncoding>,
}

impl Default for PartForm {
    fn default() -> Self {
        Self {
            kind: PartKind::Column,
            column: String::new(),
            columns: Vec::new(),
            joiner: String::new(),
            hash_input: HashInputKind::Columns,
            hashed_columns: Vec::new(),
            hashed_parts: Vec::new(),
            transforms: Vec::new(),
            encoding: EncodingKind::Text,
            pad_width: "10".to_owned(),
            pad_left: true,
            pad_fill: "0".to_owned(),
            too_long: TooLongKind::Error,
            int_format: IntFormatKind::Decimal,
            int_width: "10".to_owned(),
            binary_width: 8,
            binary_style: StyleKind::TwosComplement,
            overflow: OverflowKind::Error,
            reverse: ReverseKind::None,
            reverse_max: i64::MAX.to_string(),
            time: TimeKind::EpochMillis,
            in_pattern: "yyyy-MM-dd HH:mm:ss".to_owned(),
            in_offset: "0".to_owned(),
            time_out: TimeOutKind::Millis,
            out_pattern: "yyyyMMddHHmmss".to_owned(),
            out_offset: "0".to_owned(),
            md5_kind: Md5Kind::Hex,
            md5_len: "6".to_owned(),
            salt_kind: SaltKind::Phoenix,
            buckets: "4".to_owned(),
            max_buckets: 256,
            seed: "1".to_owned(),
            salt_width: "1".to_owned(),
            literal: String::new(),
            key_start: "0".to_owned(),
            key_end: String::new(),
            separator: String::new(),
            typed: None,
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
            form.columns = source.columns().iter().map(|c| (*c).to_owned()).collect();
            form.column = form.columns.first().cloned().unwrap_or_default();
            if let Source::Columns { joiner, .. } = source {
                form.joiner.clone_from(joiner);
            }
            form.transforms = transforms
                .iter()
                .map(|t| match t {
                    Transform::Substring { keep, chars } => (
                        match keep {
                            End::First => TransformKind::First,
                            End::Last => TransformKind::Last,
                        },
                        chars.to_string(),
                    ),
                    Transform::Reverse => (TransformKind::Reverse, "4".to_owned()),
                    Transform::ReverseDomain => (TransformKind::ReverseDomain, "4".to_owned()),
                })
                .collect();
            match encoding {
                Encoding::Text { pad: None } => form.encoding = EncodingKind::Text,
                Encoding::Text { pad: Some(pad) } => {
                    form.encoding = EncodingKind::PaddedText;
                    form.pad_width = pad.width.to_string();
                    form.pad_left = pad.side == PadSide::Left;
                    form.pad_fill = pad.fill.to_string();
                    form.too_long = match pad.too_long {
                        TooLong::Error => TooLongKind::Error,
                        TooLong::KeepFirst => TooLongKind::KeepFirst,
                        TooLong::KeepLast => TooLongKind::KeepLast,
                    };
                }
                Encoding::Integer(integer) => {
                    form.encoding = EncodingKind::Integer;
                    read_integer(&mut form, *integer);
                }
                Encoding::Typed(typed) => {
                    form.encoding = form_encoding(encoding);
                    form.typed = Some(*typed);
                }
                Encoding::Timestamp { input, output } => {
                    form.encoding = EncodingKind::Timestamp;
                    form.time = match input {
                        TimeInput::EpochMillis => TimeKind::EpochMillis,
                        TimeInput::EpochSeconds => TimeKind::EpochSeconds,
                        TimeInput::DateTime {
                            pattern,
                            utc_offset_minutes,
                        } => {
                            form.in_pattern = pattern.as_str().to_owned();
                            form.in_offset = utc_offset_minutes.to_string();
                            TimeKind::DateTime
                        }
                    };
                    match output {
                        TimeOutput::Number { unit, integer } => {
                            form.time_out = match unit {
                                TimeUnit::Millis => TimeOutKind::Millis,
                                TimeUnit::Seconds => TimeOutKind::Seconds,
                            };
                            read_integer(&mut form, *integer);
                        }
                        TimeOutput::Text {
                            pattern,
                            utc_offset_minutes,
                        } => {
                            form.time_out = TimeOutKind::Text;
                            form.out_pattern = pattern.as_str().to_owned();
                            form.out_offset = utc_offset_minutes.to_string();
                        }
                    }
                }
            }
        }
        PartValue::Literal { bytes } => form.literal = bytes.to_string(),
        PartValue::RawKey { start, end } => {
            form.key_start = start.to_string();
            form.key_end = end.map(|e| e.to_string()).unwrap_or_default();
        }
        PartValue::Md5 { input, output } => {
            read_input(&mut form, input);
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
            read_input(&mut form, &salt.input);
            if let Bucketing::Random { seed } = salt.bucketing {
                form.seed = seed.to_string();
            }
            if let BucketOutput::Decimal { width } = salt.output {
                form.salt_width = width.to_string();
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

fn read_input(form: &mut PartForm, input: &HashInput) {
    form.hashed_columns = input_columns(input);
    form.hash_input = match input {
        HashInput::Columns(_) => HashInputKind::Columns,
        HashInput::Parts(parts) => {
            form.hashed_parts.clone_from(parts);
            HashInputKind::Parts
        }
        HashInput::RestOfKey => HashInputKind::RestOfKey,
    };
}

fn read_integer(form: &mut PartForm, integer: IntegerEncoding) {
    form.reverse = match integer.reverse {
        None => ReverseKind::None,
        Some(ReverseFrom::IntMax) => ReverseKind::IntMax,
        Some(ReverseFrom::LongMax) => ReverseKind::LongMax,
        Some(ReverseFrom::Custom(max)) => {
            form.reverse_max = max.to_string();
            ReverseKind::Custom
        }
    };
    match integer.format {
        IntFormat::Decimal => form.int_format = IntFormatKind::Decimal,
        IntFormat::ZeroPadded { width } => {
            form.int_format = IntFormatKind::ZeroPadded;
            form.int_width = width.to_string();
        }
        IntFormat::Binary {
            width,
            style,
            overflow,
        } => {
            form.int_format = IntFormatKind::Binary;
            form.overflow = match overflow {
                IntOverflow::Error => OverflowKind::Error,
                IntOverflow::Wrap => OverflowKind::Wrap,
            };
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
    /// A column part's column (the source becomes that one column).
    Column(String),
    /// The column at a position of a column part's source.
    SourceColumn(usize, String),
    /// Append a column to a column part's source.
    AddSourceColumn(String),
    /// Remove the column at a position of the source (the last one stays).
    RemoveSourceColumn(usize),
    /// Text between joined columns.
    Joiner(String),
    /// What an md5 part or a hashing salt reads; `columns` are the sample's, for a default.
    HashInput(HashInputKind, Vec<String>),
    /// Add or remove a hashed column (md5 parts, column-hashing salts).
    HashedColumn(String, bool),
    /// Add or remove a hashed part.
    HashedPart(PartId, bool),
    /// Append a transform.
    AddTransform(TransformKind),
    /// Remove the transform at a position.
    RemoveTransform(usize),
    /// Move the transform at a position to another (clamped).
    MoveTransform(usize, usize),
    /// Change the kind of the transform at a position.
    TransformAt(usize, TransformKind),
    /// Characters kept by the substring transform at a position (at least 1).
    TransformChars(usize, u32),
    /// The encoding.
    Encoding(EncodingKind),
    /// A store's typed encoding: another type, order or `CHAR` width (a part written by a
    /// typed encoding only).
    Typed(TypedEncoding),
    /// Padded text: width.
    PadWidth(u16),
    /// Padded text: pad on the left (`true`) or the right.
    PadLeft(bool),
    /// Padded text: fill character (ASCII).
    PadFill(char),
    /// Padded text: what a longer value does.
    TooLong(TooLongKind),
    /// Integer format.
    IntFormat(IntFormatKind),
    /// Zero-padded digits.
    IntWidth(u16),
    /// Binary width.
    BinaryWidth(ByteWidth),
    /// Binary style.
    BinaryStyle(StyleKind),
    /// Binary overflow.
    Overflow(OverflowKind),
    /// Reversal.
    Reverse(ReverseKind),
    /// A custom reversal's `MAX`.
    ReverseMax(i64),
    /// What a timestamp column holds.
    Time(TimeKind),
    /// The date-time text's pattern.
    InPattern(TimePattern),
    /// The date-time text's UTC offset in minutes (less than a day).
    InOffset(i32),
    /// How a timestamp is written.
    TimeOut(TimeOutKind),
    /// The written date-time text's pattern.
    OutPattern(TimePattern),
    /// The written date-time text's UTC offset in minutes (less than a day).
    OutOffset(i32),
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
    /// Digits of a zero-padded text salt (widened to fit the bucket count).
    SaltWidth(u16),
    /// A literal's bytes.
    Literal(ByteString),
    /// The pasted key's byte range: first byte kept, byte after the last (`None`: to the
    /// end); parse it with [`parse_key_range`].
    KeyRange(u32, Option<u32>),
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
        PartKind::RawKey => PartValue::RawKey {
            start: 0,
            end: None,
        },
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
        PartEdit::KeyRange(from, to) => {
            if let PartValue::RawKey { start, end } = &mut part.value {
                *start = from;
                *end = to;
            }
        }
        PartEdit::Column(name) => edit_source(&mut part, |names, _| *names = vec![name]),
        PartEdit::SourceColumn(i, name) => edit_source(&mut part, |names, _| {
            if let Some(n) = names.get_mut(i) {
                *n = name;
            }
        }),
        PartEdit::AddSourceColumn(name) => edit_source(&mut part, |names, _| names.push(name)),
        PartEdit::RemoveSourceColumn(i) => edit_source(&mut part, |names, _| {
            if i < names.len() && names.len() > 1 {
                names.remove(i);
            }
        }),
        PartEdit::Joiner(text) => edit_source(&mut part, |_, joiner| *joiner = text),
        PartEdit::HashInput(kind, columns) => {
            if let Some(input) = hash_input_mut(&mut part.value) {
                let current = match input {
                    HashInput::Columns(_) => HashInputKind::Columns,
                    HashInput::Parts(_) => HashInputKind::Parts,
                    HashInput::RestOfKey => HashInputKind::RestOfKey,
                };
                if current != kind {
                    *input = match kind {
                        HashInputKind::Columns => {
                            HashInput::Columns(columns.into_iter().take(1).collect())
                        }
                        HashInputKind::Parts => HashInput::Parts(Vec::new()),
                        HashInputKind::RestOfKey => HashInput::RestOfKey,
                    };
                }
            }
        }
        PartEdit::HashedPart(id, on) => {
            if let Some(HashInput::Parts(parts)) = hash_input_mut(&mut part.value) {
                if on && !parts.contains(&id) {
                    parts.push(id);
                } else if !on {
                    parts.retain(|p| *p != id);
                }
            }
        }
        PartEdit::HashedColumn(name, on) => {
            if let Some(input) = hash_input_mut(&mut part.value) {
                let mut cols = input_columns(input);
                if on && !cols.contains(&name) {
                    cols.push(name);
                } else if !on {
                    cols.retain(|c| *c != name);
                }
                *input = HashInput::Columns(cols);
            }
        }
        PartEdit::AddTransform(kind) => edit_transforms(&mut part, |t| t.push(kind.transform(4))),
        PartEdit::RemoveTransform(i) => edit_transforms(&mut part, |t| {
            if i < t.len() {
                t.remove(i);
            }
        }),
        PartEdit::MoveTransform(from, to) => edit_transforms(&mut part, |t| {
            if from < t.len() {
                let moved = t.remove(from);
                t.insert(to.min(t.len()), moved);
            }
        }),
        PartEdit::TransformAt(i, kind) => edit_transforms(&mut part, |t| {
            if let Some(slot) = t.get_mut(i) {
                let chars = match slot {
                    Transform::Substring { chars, .. } => *chars,
                    _ => 4,
                };
                *slot = kind.transform(chars);
            }
        }),
        PartEdit::TransformChars(i, n) => edit_transforms(&mut part, |t| {
            if let Some(Transform::Substring { chars, .. }) = t.get_mut(i) {
                *chars = n.max(1);
            }
        }),
        PartEdit::Encoding(kind) => {
            if let PartValue::Field { encoding, .. } = &mut part.value {
                let now = form_encoding(encoding);
                if now != kind {
                    *encoding = match kind {
                        EncodingKind::Text => Encoding::text(),
                        EncodingKind::PaddedText => Encoding::padded(Pad::left(10)),
                        EncodingKind::Integer => Encoding::integer(IntFormat::Decimal),
                        // The plain time, as `Bytes.toBytes(long)` writes it; reversing it
                        // (`Long.MAX_VALUE - ts`) is a choice the form shows.
                        EncodingKind::Timestamp => {
                            Encoding::epoch_millis(IntFormat::big_endian_signed(8))
                        }
                        // The store's first type.
                        #[cfg(feature = "typed-keys")]
                        EncodingKind::Phoenix
                        | EncodingKind::OrderedBytes
                        | EncodingKind::Bigtable => match typed_types(kind, Order::Asc).first() {
                            Some(typed) => Encoding::Typed(*typed),
                            None => encoding.clone(),
                        },
                    };
                }
            }
        }
        PartEdit::Typed(new) => {
            if let PartValue::Field {
                encoding: encoding @ Encoding::Typed(_),
                ..
            } = &mut part.value
            {
                *encoding = Encoding::Typed(new);
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
        PartEdit::TooLong(kind) => edit_pad(&mut part, |p| {
            p.too_long = match kind {
                TooLongKind::Error => TooLong::Error,
                TooLongKind::KeepFirst => TooLong::KeepFirst,
                TooLongKind::KeepLast => TooLong::KeepLast,
            };
        }),
        PartEdit::Overflow(kind) => edit_integer(&mut part, |i| {
            if let IntFormat::Binary { overflow, .. } = &mut i.format {
                *overflow = match kind {
                    OverflowKind::Error => IntOverflow::Error,
                    OverflowKind::Wrap => IntOverflow::Wrap,
                };
            }
        }),
        PartEdit::ReverseMax(max) => edit_integer(&mut part, |i| {
            if matches!(i.reverse, Some(ReverseFrom::Custom(_))) {
                i.reverse = Some(ReverseFrom::Custom(max));
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
                ReverseKind::Custom => Some(ReverseFrom::Custom(match i.reverse {
                    Some(r) => r.value(),
                    None => i64::MAX,
                })),
            };
        }),
        PartEdit::Time(kind) => edit_time(&mut part, |input, _| {
            *input = match (kind, &*input) {
                (TimeKind::EpochMillis, _) => TimeInput::EpochMillis,
                (TimeKind::EpochSeconds, _) => TimeInput::EpochSeconds,
                (TimeKind::DateTime, TimeInput::DateTime { .. }) => input.clone(),
                (TimeKind::DateTime, _) => match TimePattern::new("yyyy-MM-dd HH:mm:ss") {
                    Ok(pattern) => TimeInput::DateTime {
                        pattern,
                        utc_offset_minutes: 0,
                    },
                    Err(_) => input.clone(),
                },
            };
        }),
        PartEdit::InPattern(p) => edit_time(&mut part, |input, _| {
            if let TimeInput::DateTime { pattern, .. } = input {
                *pattern = p;
            }
        }),
        PartEdit::InOffset(m) => edit_time(&mut part, |input, _| {
            if let TimeInput::DateTime {
                utc_offset_minutes, ..
            } = input
            {
                *utc_offset_minutes = m;
            }
        }),
        PartEdit::TimeOut(kind) => edit_time(&mut part, |_, output| {
            let integer = match output {
                TimeOutput::Number { integer, .. } => *integer,
                TimeOutput::Text { .. } => IntegerEncoding::new(IntFormat::Decimal),
            };
            *output = match kind {
                TimeOutKind::Millis => TimeOutput::Number {
                    unit: TimeUnit::Millis,
                    integer,
                },
                TimeOutKind::Seconds => TimeOutput::Number {
                    unit: TimeUnit::Seconds,
                    integer,
                },
                TimeOutKind::Text => match (&*output, TimePattern::new("yyyyMMddHHmmss")) {
                    (TimeOutput::Number { .. }, Ok(pattern)) => TimeOutput::Text {
                        pattern,
                        utc_offset_minutes: 0,
                    },
                    _ => output.clone(),
                },
            };
        }),
        PartEdit::OutPattern(p) => edit_time(&mut part, |_, output| {
            if let TimeOutput::Text { pattern, .. } = output {
                *pattern = p;
            }
        }),
        PartEdit::OutOffset(m) => edit_time(&mut part, |_, output| {
            if let TimeOutput::Text {
                utc_offset_minutes, ..
            } = output
            {
                *utc_offset_minutes = m;
            }
        }),
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
                let old = salt.output;
                *salt = SaltKind::of(salt).salt(n, &cols, seed);
                salt.input = input;
                if let (BucketOutput::Decimal { width: old }, BucketOutput::Decimal { width }) =
                    (old, &mut salt.output)
                {
                    *width = (*width).max(old);
                }
            }
        }
        PartEdit::SaltWidth(w) => {
            if let PartValue::Salt(salt) = &mut part.value {
                let least = digits(salt.buckets);
                if let BucketOutput::Decimal { width } = &mut salt.output {
                    if *width > 0 {
                        *width = w.clamp(least, 6);
                    }
                }
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
        #[cfg(not(feature = "typed-keys"))]
        Encoding::Typed(typed) => match *typed {},
        #[cfg(feature = "typed-keys")]
        Encoding::Typed(typed) => match typed.store() {
            Store::Phoenix => EncodingKind::Phoenix,
            Store::OrderedBytes => EncodingKind::OrderedBytes,
            Store::Bigtable => EncodingKind::Bigtable,
        },
    }
}

/// The types a store's typed encoding offers, in picker order, each in `order` where the
/// store has one (Bigtable's fields are ascending). Empty for the other encodings, and for
/// every encoding in a build without typed encodings (the page's).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::{typed_types, EncodingKind};
/// use rowkey_encodings::Order;
/// assert!(typed_types(EncodingKind::Text, Order::Asc).is_empty());
/// ```
#[must_use]
#[cfg(feature = "typed-keys")]
pub fn typed_types(kind: EncodingKind, order: Order) -> Vec<TypedEncoding> {
    let store = match kind {
        EncodingKind::Phoenix => Store::Phoenix,
        EncodingKind::OrderedBytes => Store::OrderedBytes,
        EncodingKind::Bigtable => Store::Bigtable,
        EncodingKind::Text
        | EncodingKind::PaddedText
        | EncodingKind::Integer
        | EncodingKind::Timestamp => return Vec::new(),
    };
    TypedEncoding::types_of(store, order)
}

/// No typed encoding in this build (the page's).
#[cfg(not(feature = "typed-keys"))]
#[must_use]
pub fn typed_types(_: EncodingKind, _: Order) -> Vec<TypedEncoding> {
    Vec::new()
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
    }
}

fn edit_time(part: &mut KeyPart, f: impl FnOnce(&mut TimeInput, &mut TimeOutput)) {
    if let PartValue::Field {
        encoding: Encoding::Timestamp { input, output },
        ..
    } = &mut part.value
    {
        f(input, output);
    }
}

fn edit_transforms(part: &mut KeyPart, f: impl FnOnce(&mut Vec<Transform>)) {
    if let PartValue::Field { transforms, .. } = &mut part.value {
        f(transforms);
    }
}

/// Edits a column part's column names and joiner; one name makes a single-column source.
fn edit_source(part: &mut KeyPart, f: impl FnOnce(&mut Vec<String>, &mut String)) {
    if let PartValue::Field { source, .. } = &mut part.value {
        let (mut names, mut joiner) = match source {
            Source::Column { name } => (vec![name.clone()], String::new()),
            Source::Columns { names, joiner } => (names.clone(), joiner.clone()),
        };
        f(&mut names, &mut joiner);
        *source = match <[String; 1]>::try_from(names) {
            Ok([name]) => Source::Column { name },
            Err(names) => Source::Columns { names, joiner },
        };
    }
}

fn hash_input_mut(value: &mut PartValue) -> Option<&mut HashInput> {
    match value {
        PartValue::Md5 { input, .. } => Some(input),
        PartValue::Salt(salt) if SaltKind::of(salt).uses_input() => Some(&mut salt.input),
        _ => None,
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
/// assert_eq!(describe_part(&KeyPart::md5_hex_of_columns(1, &["uid"], 6)).en, "md5(uid)[0..6]");
/// assert_eq!(describe_part(&KeyPart::salt(1, Salt::phoenix(4))).en, "salt (4 buckets)");
/// assert_eq!(describe_part(&KeyPart::salt(1, Salt::phoenix(4))).zh, "盐值（4 个桶）");
/// ```
#[must_use]
pub fn describe_part(part: &KeyPart) -> Localized {
    localize(|m| describe_part_in(m, part))
}

fn describe_part_in(m: &dyn crate::i18n::messages::Messages, part: &KeyPart) -> String {
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
                Md5Output::Raw { bytes } => m.describe_md5_raw(&cols, *bytes),
            }
        }
        PartValue::Salt(salt) => m.describe_salt(salt.buckets),
        PartValue::RawKey { start, end } => {
            m.part_raw_key((*start != 0 || end.is_some()).then_some((*start, *end)))
        }
    }
}

/// The byte range of a pasted-key part from the form's two fields: the first byte kept (a
/// whole number, empty for 0) and the byte after the last one kept (empty: to the end of
/// the key).
///
/// # Errors
///
/// That a field is not a whole number, or the spec's own wording for a range that keeps
/// nothing or ends past the largest key.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::parse_key_range;
/// assert_eq!(parse_key_range("0", ""), Ok((0, None)));
/// assert_eq!(parse_key_range("", "2"), Ok((0, Some(2))));
/// assert_eq!(parse_key_range("2", "4"), Ok((2, Some(4))));
/// assert_eq!(
///     parse_key_range("4", "2").unwrap_err().en,
///     "a byte range of the key starts before it ends and ends by byte 32767, not bytes 4 to 2"
/// );
/// assert!(parse_key_range("x", "").is_err());
/// ```
pub fn parse_key_range(start: &str, end: &str) -> Result<(u32, Option<u32>), Localized> {
    let number = |text: &str| -> Result<Option<u32>, Localized> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        let n = whole(text)?;
        Ok(Some(u32::try_from(n).unwrap_or(u32::MAX)))
    };
    let start = number(start)?.unwrap_or(0);
    let end = number(end)?;
    let check = KeyPart {
        id: PartId(0),
        label: String::new(),
        value: PartValue::RawKey { start, end },
        separator: None,
    };
    match crate::spec::KeySpec::new(vec![check]).validate() {
        Err(crate::spec::SpecError::Part { problem, .. }) => Err(problem.localized()),
        _ => Ok((start, end)),
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
/// assert_eq!(parse_number("x", 1, 100).unwrap_err().en, "enter a whole number from 1 to 100");
/// assert_eq!(parse_number("x", 1, 100).unwrap_err().zh, "请输入 1 到 100 之间的整数");
/// ```
pub fn parse_number(text: &str, min: u64, max: u64) -> Result<u64, Localized> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            let min = super::format_count(usize::try_from(min).unwrap_or(usize::MAX));
            let max = super::format_count(usize::try_from(max).unwrap_or(usize::MAX));
            localize(|m| m.editor_number_range(&min, &max))
        })
}

fn whole(text: &str) -> Result<u64, Localized> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| localize(|m| m.editor_not_whole(text.trim())))
}

/// A width (padded text, zero-padded digits): 1 to [`MAX_WIDTH`].
///
/// # Errors
///
/// The spec's own wording (`a width is 1 to 1024, not 0`), or that the text is no number.
pub fn parse_width(text: &str) -> Result<u16, Localized> {
    let n = whole(text)?;
    match u16::try_from(n) {
        Ok(w) if (1..=MAX_WIDTH).contains(&w) => Ok(w),
        _ => Err(PartProblem::Width {
            width: u16::try_from(n).unwrap_or(u16::MAX),
            max: MAX_WIDTH,
        }
        .localized()),
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
/// assert_eq!(parse_buckets("257", &Salt::phoenix(4)).unwrap_err().en, "this kind of salt takes 1 to 256 buckets, not 257");
/// assert!(parse_buckets("0", &Salt::phoenix(4)).is_err());
/// // Zero-padded text widens with the bucket count.
/// assert_eq!(parse_buckets("16", &Salt::hash_mod_decimal(&["a"], 4, 1)), Ok(16));
/// ```
pub fn parse_buckets(text: &str, salt: &Salt) -> Result<u32, Localized> {
    let n = whole(text)?;
    let max = editor_max_buckets(salt);
    match u32::try_from(n) {
        Ok(b) if (1..=max).contains(&b) => Ok(b),
        _ => Err(PartProblem::Buckets {
            buckets: u32::try_from(n).unwrap_or(u32::MAX),
            max,
        }
        .localized()),
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
pub fn parse_md5_len(text: &str, kind: Md5Kind) -> Result<u8, Localized> {
    let n = whole(text)?;
    let len = u8::try_from(n).unwrap_or(u8::MAX);
    match kind {
        Md5Kind::Hex if (1..=32).contains(&n) => Ok(len),
        Md5Kind::Raw if (1..=16).contains(&n) => Ok(len),
        Md5Kind::Hex => Err(PartProblem::Md5HexLength { chars: len }.localized()),
        Md5Kind::Raw => Err(PartProblem::Md5RawLength { bytes: len }.localized()),
    }
}

/// Characters a substring keeps: at least 1.
///
/// # Errors
///
/// `a substring keeps at least 1 character` for 0.
pub fn parse_chars(text: &str) -> Result<u32, Localized> {
    let n = whole(text)?;
    match u32::try_from(n) {
        Ok(0) => Err(PartProblem::EmptySubstring.localized()),
        Ok(c) => Ok(c),
        Err(_) => Err(localize(|m| m.editor_too_many_chars(n))),
    }
}

/// Digits of a zero-padded text salt: 1 to 6, and enough for the bucket numbers.
///
/// # Errors
///
/// The spec's wording for more than 6, or how many digits the buckets need.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::parse_salt_width;
/// assert_eq!(parse_salt_width("2", 3), Ok(2));
/// assert_eq!(parse_salt_width("1", 16).unwrap_err().en, "16 buckets need at least 2 digits");
/// ```
pub fn parse_salt_width(text: &str, buckets: u32) -> Result<u16, Localized> {
    let n = whole(text)?;
    let least = digits(buckets);
    match u16::try_from(n) {
        Ok(w) if (1..=6).contains(&w) && w >= least => Ok(w),
        Ok(w) if (1..=6).contains(&w) => Err(localize(|m| m.editor_salt_digits(buckets, least))),
        _ => Err(PartProblem::Width {
            width: u16::try_from(n).unwrap_or(u16::MAX),
            max: 6,
        }
        .localized()),
    }
}

/// A random seed.
///
/// # Errors
///
/// When the text is not a whole number.
pub fn parse_seed(text: &str) -> Result<u64, Localized> {
    whole(text)
}

/// A padding character: exactly one ASCII character.
///
/// # Errors
///
/// For none, several or a non-ASCII character.
pub fn parse_fill(text: &str) -> Result<char, Localized> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii() => Ok(c),
        (Some(c), None) => Err(PartProblem::NonAsciiFill { fill: c }.localized()),
        _ => Err(localize(|m| m.editor_one_fill())),
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
/// assert!(parse_separator("\\x4").unwrap_err().en.contains("\\xHH"));
/// ```
pub fn parse_separator(text: &str) -> Result<Option<ByteString>, Localized> {
    if text.is_empty() {
        return Ok(None);
    }
    ByteString::parse(text)
        .map(Some)
        .map_err(|e| localize(|m| m.literal_error(&e)))
}

/// A literal: at least one byte, text with `\xHH` escapes.
///
/// # Errors
///
/// For empty text or a bad escape.
pub fn parse_literal(text: &str) -> Result<ByteString, Localized> {
    match parse_separator(text)? {
        Some(bytes) => Ok(bytes),
        None => Err(PartProblem::EmptyLiteral.localized()),
    }
}

/// A date-time pattern such as `yyyyMMddHHmmss`.
///
/// # Errors
///
/// The pattern checker's own wording (unsupported letters, an unclosed quote).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::parse_pattern;
/// assert_eq!(parse_pattern("yyyyMMdd").unwrap().as_str(), "yyyyMMdd");
/// assert!(parse_pattern("yyyy-MM-dd EEE").is_err());
/// ```
pub fn parse_pattern(text: &str) -> Result<TimePattern, Localized> {
    TimePattern::new(text).map_err(|e| localize(|m| m.time_pattern_error(&e)))
}

/// A UTC offset in minutes, less than a day either way (`480` for UTC+8).
///
/// # Errors
///
/// The spec's own wording for a day or more, or that the text is no number.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::parse_offset;
/// assert_eq!(parse_offset("-300"), Ok(-300));
/// assert!(parse_offset("1440").unwrap_err().en.contains("less than a day"));
/// ```
pub fn parse_offset(text: &str) -> Result<i32, Localized> {
    let minutes: i32 = text
        .trim()
        .parse()
        .map_err(|_| localize(|m| m.editor_not_minutes(text.trim())))?;
    if minutes.abs() >= 24 * 60 {
        Err(PartProblem::UtcOffset { minutes }.localized())
    } else {
        Ok(minutes)
    }
}

/// The `MAX` of a custom reversal `MAX − value`: a 64-bit integer.
///
/// # Errors
///
/// When the text is not a whole number in the 64-bit range.
pub fn parse_reverse_max(text: &str) -> Result<i64, Localized> {
    text.trim()
        .parse()
        .map_err(|_| localize(|m| m.editor_not_i64(text.trim())))
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
}

impl GenParam {
    /// The label in `lang`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::editor::{gen_params, GenKind};
    /// use rowkey_core::i18n::Lang;
    /// let params = gen_params(&GenKind::Timestamp.default_generator());
    /// assert_eq!(params[1].label_in(Lang::En), "interval (ms)");
    /// assert_eq!(params[1].label_in(Lang::Zh), "间隔（毫秒）");
    /// ```
    #[must_use]
    pub fn label_in(&self, lang: Lang) -> &'static str {
        messages(lang).gen_param(self.label)
    }

    /// The choices (key, label in `lang`), for a picker.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::editor::{gen_params, GenKind};
    /// use rowkey_core::i18n::Lang;
    /// let params = gen_params(&GenKind::Timestamp.default_generator());
    /// let format = params.iter().find(|p| p.key == "format").unwrap();
    /// assert_eq!(format.choices_in(Lang::Zh)[0], ("millis", "epoch 毫秒"));
    /// ```
    #[must_use]
    pub fn choices_in(&self, lang: Lang) -> Vec<(&'static str, &'static str)> {
        self.choices
            .iter()
            .map(|(key, label)| (*key, messages(lang).gen_param(*label)))
            .collect()
    }
}

/// One parameter of a generated column, as its form shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenParam {
    /// A stable key (for [`set_gen_field`] and element ids).
    pub key: &'static str,
    /// What the parameter is, put into words by the catalogue.
    pub label: ParamLabel,
    /// The current value as text (or the chosen key of a choice).
    pub value: String,
    /// `(key, label)` pairs for a choice; empty for text.
    pub choices: &'static [(&'static str, ParamLabel)],
}

/// What a generator's parameter (or one of its choices) is; each catalogue says it in its
/// language (`Messages::gen_param`, an exhaustive match).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamLabel {
    /// A sequence's first number.
    Start,
    /// A sequence's step.
    Step,
    /// A timestamp column's first time.
    StartTime,
    /// The time between rows.
    IntervalMillis,
    /// The random spread around each time.
    JitterMillis,
    /// How a time is written.
    WrittenAs,
    /// Written as epoch milliseconds.
    EpochMillis,
    /// Written as epoch seconds.
    EpochSeconds,
    /// Written as date-time text in this pattern (the same in every language).
    Pattern(&'static str),
    /// How many users.
    Users,
    /// The Zipf exponent.
    Exponent,
    /// A text in front of each value.
    Prefix,
    /// How many hex digits.
    HexDigits,
    /// How many random digits.
    RandomDigits,
    /// The values to choose from.
    Options,
}

const TIME_FORMATS: &[(&str, ParamLabel)] = &[
    ("millis", ParamLabel::EpochMillis),
    ("seconds", ParamLabel::EpochSeconds),
    ("datetime", ParamLabel::Pattern("yyyy-MM-dd HH:mm:ss")),
];

fn date_time() -> Option<TimePattern> {
    TimePattern::new("yyyy-MM-dd HH:mm:ss").ok()
}

/// Every parameter of a generator, in form order.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::{gen_params, GenKind};
/// let params = gen_params(&GenKind::Timestamp.default_generator());
/// let keys: Vec<_> = params.iter().map(|p| p.key).collect();
/// assert_eq!(keys, ["start", "interval", "jitter", "format"]);
/// assert_eq!(params[0].value, "2016-01-09 23:00:00");
/// ```
#[must_use]
pub fn gen_params(generator: &ColumnGenerator) -> Vec<GenParam> {
    let text = |key, label, value: String| GenParam {
        key,
        label,
        value,
        choices: &[],
    };
    match generator {
        ColumnGenerator::Sequence { start, step } => vec![
            text("start", ParamLabel::Start, start.to_string()),
            text("step", ParamLabel::Step, step.to_string()),
        ],
        ColumnGenerator::Timestamp {
            start_millis,
            interval_millis,
            jitter_millis,
            format,
        } => vec![
            text(
                "start",
                ParamLabel::StartTime,
                date_time()
                    .and_then(|p| p.format(*start_millis, 0).ok())
                    .unwrap_or_else(|| start_millis.to_string()),
            ),
            text(
                "interval",
                ParamLabel::IntervalMillis,
                interval_millis.to_string(),
            ),
            text(
                "jitter",
                ParamLabel::JitterMillis,
                jitter_millis.to_string(),
            ),
            GenParam {
                key: "format",
                label: ParamLabel::WrittenAs,
                value: match format {
                    TimeFormat::EpochMillis => "millis",
                    TimeFormat::EpochSeconds => "seconds",
                    TimeFormat::DateTime => "datetime",
                }
                .to_owned(),
                choices: TIME_FORMATS,
            },
        ],
        ColumnGenerator::ZipfUser {
            users,
            exponent,
            prefix,
        } => vec![
            text("users", ParamLabel::Users, users.to_string()),
            text("exponent", ParamLabel::Exponent, decimal_text(*exponent)),
            text("prefix", ParamLabel::Prefix, prefix.clone()),
        ],
        ColumnGenerator::Hex { len } => {
            vec![text("len", ParamLabel::HexDigits, len.to_string())]
        }
        ColumnGenerator::Phone { prefix, digits } => vec![
            text("prefix", ParamLabel::Prefix, prefix.clone()),
            text("digits", ParamLabel::RandomDigits, digits.to_string()),
        ],
        ColumnGenerator::Choice { options } => {
            vec![text("options", ParamLabel::Options, options.join(","))]
        }
    }
}

/// A float as text with up to 6 decimals (no float formatting code in the bundle).
fn decimal_text(x: f64) -> String {
    let micro = (x * 1e6).round() as i64;
    let (whole, frac) = (micro / 1_000_000, (micro % 1_000_000).unsigned_abs());
    let sign = if micro < 0 && whole == 0 { "-" } else { "" };
    let frac = format!("{frac:06}");
    let frac = frac.trim_end_matches('0');
    if frac.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac}")
    }
}

/// `-12.345` style decimal text as a float (no float parsing code in the bundle).
fn parse_decimal(text: &str) -> Option<f64> {
    let (negative, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text),
    };
    let (whole, frac) = rest.split_once('.').unwrap_or((rest, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() && frac.is_empty() || !digits(whole) || !digits(frac) || frac.len() > 9 {
        return None;
    }
    let whole: u32 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let scale = 10u32.pow(u32::try_from(frac.len()).ok()?);
    let frac: u32 = if frac.is_empty() {
        0
    } else {
        frac.parse().ok()?
    };
    let value = f64::from(whole) + f64::from(frac) / f64::from(scale);
    Some(if negative { -value } else { value })
}

fn int<T: std::str::FromStr>(
    text: &str,
    what: fn(&dyn crate::i18n::messages::Messages, &str) -> String,
) -> Result<T, Localized> {
    text.trim()
        .parse()
        .map_err(|_| localize(|m| what(m, text.trim())))
}

/// Sets one parameter of column `i` of a generator from text, then checks the column as the
/// generator will (in its own words).
///
/// # Errors
///
/// When the text is not a valid value, or the engine rejects the column with it.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::editor::set_gen_field;
/// use rowkey_core::generate::{ColumnGenerator, GeneratorSpec};
/// let spec = GeneratorSpec::default();
/// let i = spec.columns.iter().position(|c| matches!(c.generator, ColumnGenerator::Timestamp { .. })).unwrap();
/// let g = set_gen_field(&spec, i, "start", "2021-06-07 08:30:00").unwrap();
/// assert!(matches!(g, ColumnGenerator::Timestamp { start_millis: 1_623_054_600_000, .. }));
/// assert!(set_gen_field(&spec, i, "start", "June").is_err());
/// ```
pub fn set_gen_field(
    spec: &GeneratorSpec,
    i: usize,
    key: &str,
    text: &str,
) -> Result<ColumnGenerator, Localized> {
    let no_param = || localize(|m| m.editor_no_param(key));
    let column = spec.columns.get(i).ok_or_else(no_param)?;
    let mut g = column.generator.clone();
    let t = text.trim();
    match (&mut g, key) {
        (ColumnGenerator::Sequence { start, .. }, "start") => {
            *start = int(t, |m, t| m.editor_not_whole(t))?
        }
        (ColumnGenerator::Sequence { step, .. }, "step") => {
            *step = int(t, |m, t| m.editor_not_whole(t))?
        }
        (ColumnGenerator::Timestamp { start_millis, .. }, "start") => {
            *start_millis = match t.parse() {
                Ok(ms) => ms,
                Err(_) => date_time()
                    .ok_or_else(no_param)?
                    .parse(t, 0)
                    .map_err(|e| localize(|m| m.editor_time_or_millis(&m.time_error(&e))))?,
            };
        }
        (
            ColumnGenerator::Timestamp {
                interval_millis, ..
            },
            "interval",
        ) => *interval_millis = int(t, |m, t| m.editor_not_millis(t))?,
        (ColumnGenerator::Timestamp { jitter_millis, .. }, "jitter") => {
            *jitter_millis = int(t, |m, t| m.editor_not_millis_positive(t))?;
        }
        (ColumnGenerator::Timestamp { format, .. }, "format") => {
            *format = match t {
                "seconds" => TimeFormat::EpochSeconds,
                "datetime" => TimeFormat::DateTime,
                _ => TimeFormat::EpochMillis,
            };
        }
        (ColumnGenerator::ZipfUser { users, .. }, "users") => {
            *users = parse_number(t, 1, 1_000_000_000)?;
        }
        (ColumnGenerator::ZipfUser { exponent, .. }, "exponent") => {
            *exponent = crate::generate::zipf_exponent(
                parse_decimal(t).ok_or_else(|| localize(|m| m.editor_not_number(t)))?,
            );
        }
        (
            ColumnGenerator::ZipfUser { prefix, .. } | ColumnGenerator::Phone { prefix, .. },
            "prefix",
        ) => text.clone_into(prefix),
        (ColumnGenerator::Hex { len }, "len") => {
            *len = usize::try_from(parse_number(t, 1, 64)?).unwrap_or(6);
        }
        (ColumnGenerator::Phone { digits, .. }, "digits") => {
            *digits = usize::try_from(parse_number(t, 1, 18)?).unwrap_or(10);
        }
        (ColumnGenerator::Choice { options }, "options") => {
            let list: Vec<String> = text
                .split(',')
                .map(|s| s.trim().to_owned())
                .filter(|s| !s.is_empty())
                .collect();
            if list.is_empty() {
                return Err(localize(|m| m.editor_one_option()));
            }
            *options = list;
        }
        _ => return Err(no_param()),
    }
    crate::generate::validate_column(
        &column.name,
        &g,
        spec.rows,
        &crate::sample::SampleLimits::default(),
    )
    .map_err(|e| e.localized())?;
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
    /// Replace a column's generator (after [`set_gen_field`]).
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encode::encode_value;
    use crate::spec::KeySpec;

    fn edits(part: KeyPart, list: Vec<PartEdit>) -> KeyPart {
        list.into_iter().fold(part, |p, e| apply_edit(&p, e))
    }

    #[test]
    fn every_generator_parameter_is_editable_and_checked_in_the_engines_words() {
        let mut spec = GeneratorSpec::default();
        for kind in GenKind::ALL {
            spec = apply_gen_edit(&spec, GenEdit::AddColumn(*kind));
        }
        let at = |k: GenKind| {
            spec.columns
                .iter()
                .rposition(|c| GenKind::of(&c.generator) == k)
                .unwrap()
        };
        let set = |k: GenKind, key: &str, text: &str| set_gen_field(&spec, at(k), key, text);
        assert_eq!(
            set(GenKind::Sequence, "step", "-5").unwrap(),
            ColumnGenerator::Sequence { start: 1, step: -5 }
        );
        let ts = set(GenKind::Timestamp, "start", "1623054600000").unwrap();
        assert!(matches!(
            ts,
            ColumnGenerator::Timestamp {
                start_millis: 1_623_054_600_000,
                ..
            }
        ));
        assert!(matches!(
            set(GenKind::Timestamp, "format", "datetime").unwrap(),
            ColumnGenerator::Timestamp {
                format: TimeFormat::DateTime,
                ..
            }
        ));
        assert!(matches!(
            set(GenKind::Timestamp, "jitter", "500").unwrap(),
            ColumnGenerator::Timestamp {
                jitter_millis: 500,
                ..
            }
        ));
        assert!(set(GenKind::Timestamp, "jitter", "-1").is_err());
        assert!(matches!(
            set(GenKind::ZipfUser, "prefix", "user_").unwrap(),
            ColumnGenerator::ZipfUser { ref prefix, .. } if prefix == "user_"
        ));
        // The engine's own check: a negative exponent is refused in its words.
        let err = set(GenKind::ZipfUser, "exponent", "-1").unwrap_err();
        assert!(err.en.contains("exponent"), "{}", err.en);
        assert!(matches!(
            set(GenKind::Phone, "prefix", "86").unwrap(),
            ColumnGenerator::Phone { ref prefix, digits: 10 } if prefix == "86"
        ));
        assert!(matches!(
            set(GenKind::ZipfUser, "exponent", "1.25").unwrap(),
            ColumnGenerator::ZipfUser { exponent, .. } if (exponent - 1.25).abs() < 1e-12
        ));
        assert!(set(GenKind::ZipfUser, "exponent", "1.2.3").is_err());
        assert_eq!(parse_decimal(".5"), Some(0.5));
        assert_eq!(parse_decimal("-"), None);
        assert_eq!(
            (decimal_text(1.2), decimal_text(-0.5), decimal_text(3.0)),
            ("1.2".into(), "-0.5".into(), "3".into())
        );
        assert!(set(GenKind::Hex, "len", "0").is_err());
        assert!(set(GenKind::Choice, "options", " , ").is_err());
        // Every parameter the form shows round-trips through its own text.
        for column in &spec.columns {
            let i = spec
                .columns
                .iter()
                .position(|c| c.name == column.name)
                .unwrap();
            for param in gen_params(&column.generator) {
                let g = set_gen_field(&spec, i, param.key, &param.value).unwrap();
                assert_eq!(g, column.generator, "{} {}", column.name, param.key);
            }
        }
    }

    #[test]
    fn a_part_takes_several_transforms_in_order() {
        let part = edits(
            KeyPart::column(1, "id"),
            vec![
                PartEdit::AddTransform(TransformKind::Reverse),
                PartEdit::AddTransform(TransformKind::Last),
                PartEdit::TransformChars(1, parse_chars("3").unwrap()),
                PartEdit::MoveTransform(1, 0),
            ],
        );
        let form = form_of(&part);
        assert_eq!(
            form.transforms,
            [
                (TransformKind::Last, "3".to_owned()),
                (TransformKind::Reverse, "4".to_owned())
            ]
        );
        assert_eq!(encode_value(&part, "12345").unwrap(), b"543");
        let part = apply_edit(&part, PartEdit::TransformAt(1, TransformKind::First));
        assert_eq!(
            form_of(&part).transforms[1],
            (TransformKind::First, "4".to_owned())
        );
        let part = edits(
            part,
            vec![PartEdit::RemoveTransform(0), PartEdit::RemoveTransform(7)],
        );
        assert_eq!(form_of(&part).transforms.len(), 1);
        assert_eq!(
            parse_chars("0").unwrap_err().en,
            "a substring keeps at least 1 character"
        );
    }

    #[test]
    fn a_part_reads_several_columns_joined() {
        let part = edits(
            KeyPart::column(1, "dt"),
            vec![
                PartEdit::AddSourceColumn("order".into()),
                PartEdit::Joiner("_".into()),
            ],
        );
        assert_eq!(
            part,
            KeyPart::columns(1, &["dt", "order"], "_"),
            "form edits build the engine's multi-column source"
        );
        let form = form_of(&part);
        assert_eq!((form.columns.len(), form.joiner.as_str()), (2, "_"));
        let part = apply_edit(&part, PartEdit::SourceColumn(1, "uid".into()));
        assert_eq!(form_of(&part).columns, ["dt", "uid"]);
        let part = edits(
            part,
            vec![
                PartEdit::RemoveSourceColumn(0),
                PartEdit::RemoveSourceColumn(0),
            ],
        );
        assert_eq!(part, KeyPart::column(1, "uid"));
    }

    #[test]
    fn hashes_read_columns_parts_or_the_rest_of_the_key() {
        let cols = vec!["dt".to_owned(), "order".to_owned()];
        let md5 = new_part(PartKind::Md5, PartId(1), &cols);
        let md5 = edits(
            md5,
            vec![
                PartEdit::HashInput(HashInputKind::Parts, cols.clone()),
                PartEdit::HashedPart(PartId(2), true),
                PartEdit::HashedPart(PartId(3), true),
                PartEdit::HashedPart(PartId(2), false),
            ],
        );
        let form = form_of(&md5);
        assert_eq!(form.hash_input, HashInputKind::Parts);
        assert_eq!(form.hashed_parts, [PartId(3)]);
        let md5 = apply_edit(
            &md5,
            PartEdit::HashInput(HashInputKind::RestOfKey, cols.clone()),
        );
        assert!(matches!(
            md5.value,
            PartValue::Md5 {
                input: HashInput::RestOfKey,
                ..
            }
        ));
        // Seed 004's salt: hash(dt, order) % 3 as two digits, from the phoenix default.
        let salt = edits(
            new_part(PartKind::Salt, PartId(1), &cols),
            vec![
                PartEdit::SaltKind(SaltKind::HashModText, cols.clone()),
                PartEdit::HashedColumn("order".into(), true),
                PartEdit::Buckets(3),
            ],
        );
        assert_eq!(
            salt.value,
            PartValue::Salt(Salt::hash_mod_decimal(&["dt", "order"], 3, 1))
        );
        let phoenix = apply_edit(
            &KeyPart::salt(1, Salt::phoenix(4)),
            PartEdit::HashInput(HashInputKind::Columns, cols),
        );
        assert_eq!(form_of(&phoenix).hashed_columns, ["dt"]);
    }

    /// The two PHP readings of `md5($x) % N` are two choices, PHP ≥ 7.1 first; the 128-bit
    /// md5 salt (preset `salt-buckets-region-count`) is shown as what it computes, not as PHP,
    /// and keeps its bucketing and one-byte output when its bucket count changes.
    #[test]
    fn php_and_128_bit_md5_salts_are_told_apart() {
        let cols = vec!["ts".to_owned()];
        let php = |kind| {
            edits(
                new_part(PartKind::Salt, PartId(1), &cols),
                vec![
                    PartEdit::SaltKind(kind, cols.clone()),
                    PartEdit::Buckets(10),
                ],
            )
        };
        assert_eq!(
            php(SaltKind::Php71Md5Mod).value,
            PartValue::Salt(Salt::php71_md5_mod(&["ts"], 10))
        );
        assert_eq!(
            php(SaltKind::PhpMd5Mod).value,
            PartValue::Salt(Salt::php_md5_mod(&["ts"], 10))
        );
        let order = |k| SaltKind::ALL.iter().position(|&c| c == k);
        assert!(order(SaltKind::Php71Md5Mod) < order(SaltKind::PhpMd5Mod));
        assert_eq!(
            SaltKind::Php71Md5Mod.label(),
            "PHP ≥ 7.1 (int)md5(columns) % N"
        );
        assert_eq!(SaltKind::PhpMd5Mod.label(), "PHP ≤ 7.0 md5(columns) % N");

        let md5_mod = KeyPart::salt(
            1,
            Salt {
                bucketing: Bucketing::Md5Mod,
                buckets: 64,
                output: BucketOutput::Byte,
                input: HashInput::RestOfKey,
            },
        );
        assert!(!form_of(&md5_mod).salt_kind.label().contains("PHP"));
        let eight = apply_edit(&md5_mod, PartEdit::Buckets(8));
        let PartValue::Salt(salt) = &eight.value else {
            panic!("still a salt");
        };
        assert_eq!(
            (salt.bucketing, salt.buckets, salt.output, &salt.input),
            (
                Bucketing::Md5Mod,
                8,
                BucketOutput::Byte,
                &HashInput::RestOfKey
            )
        );
    }

    #[test]
    fn date_time_timestamps_round_trip_through_the_form() {
        let part = edits(
            KeyPart::column(1, "dt"),
            vec![
                PartEdit::Encoding(EncodingKind::Timestamp),
                PartEdit::Time(TimeKind::DateTime),
                PartEdit::InOffset(parse_offset("480").unwrap()),
                PartEdit::TimeOut(TimeOutKind::Text),
                PartEdit::OutPattern(parse_pattern("yyyyMMddHHmmss").unwrap()),
                PartEdit::OutOffset(480),
            ],
        );
        let form = form_of(&part);
        assert_eq!(
            (form.time, form.in_pattern.as_str(), form.in_offset.as_str()),
            (TimeKind::DateTime, "yyyy-MM-dd HH:mm:ss", "480")
        );
        assert_eq!(
            (
                form.time_out,
                form.out_pattern.as_str(),
                form.out_offset.as_str()
            ),
            (TimeOutKind::Text, "yyyyMMddHHmmss", "480")
        );
        assert_eq!(
            encode_value(&part, "2021-06-07 08:30:00").unwrap(),
            b"20210607083000"
        );
        assert!(parse_pattern("yyyy-MM-dd EEE").is_err());
        assert!(parse_offset("1440").is_err());
        // Back to a number: Long.MAX_VALUE − epoch seconds as 8 bytes.
        let part = edits(
            part,
            vec![
                PartEdit::TimeOut(TimeOutKind::Seconds),
                PartEdit::IntFormat(IntFormatKind::Binary),
                PartEdit::Reverse(ReverseKind::LongMax),
            ],
        );
        let form = form_of(&part);
        assert_eq!(
            (form.time_out, form.int_format, form.reverse),
            (
                TimeOutKind::Seconds,
                IntFormatKind::Binary,
                ReverseKind::LongMax
            )
        );
        assert!(KeySpec::new(vec![part]).validate().is_ok());
    }

    #[test]
    fn padding_overflow_and_custom_reversal_are_editable() {
        let part = edits(
            KeyPart::column(1, "id"),
            vec![
                PartEdit::Encoding(EncodingKind::PaddedText),
                PartEdit::PadWidth(3),
                PartEdit::PadLeft(false),
                PartEdit::PadFill('_'),
                PartEdit::TooLong(TooLongKind::KeepLast),
            ],
        );
        let form = form_of(&part);
        assert_eq!(
            (form.pad_left, form.pad_fill.as_str(), form.too_long),
            (false, "_", TooLongKind::KeepLast)
        );
        assert_eq!(encode_value(&part, "12345").unwrap(), b"345");
        let part = edits(
            KeyPart::column(1, "n"),
            vec![
                PartEdit::Encoding(EncodingKind::Integer),
                PartEdit::IntFormat(IntFormatKind::Binary),
                PartEdit::BinaryWidth(ByteWidth::One),
                PartEdit::Overflow(OverflowKind::Wrap),
                PartEdit::Reverse(ReverseKind::Custom),
                PartEdit::ReverseMax(parse_reverse_max("1000").unwrap()),
            ],
        );
        let form = form_of(&part);
        assert_eq!(
            (form.overflow, form.reverse, form.reverse_max.as_str()),
            (OverflowKind::Wrap, ReverseKind::Custom, "1000")
        );
        // 1000 − 1 = 999 wraps to 0xE7 in one byte.
        assert_eq!(encode_value(&part, "1").unwrap(), [0xE7]);
        let part = apply_edit(&part, PartEdit::BinaryStyle(StyleKind::Unsigned));
        assert_eq!(form_of(&part).overflow, OverflowKind::Wrap);
    }
}
