//! Parquet samples (`rowkey analyze|check|splits --data sample.parquet`): the file's flat
//! columns, by name, each value turned into the text the CSV reader would have given for the
//! same value, so that a design judges a Parquet file exactly as the same data written as CSV.
//!
//! What each Parquet type reads as:
//!
//! - a null: the empty text (a CSV writer writes an empty field);
//! - booleans: `true` / `false`; integers of any width, signed or not: their decimal digits;
//! - `FLOAT` / `DOUBLE` (and `FLOAT16`): the shortest text that reads back as the same number
//!   (`1.5`, `0.1`, and `3` for 3.0, which an integer encoding accepts as CSV's `3`);
//! - `DECIMAL(p, s)`: the plain decimal with its `s` fraction digits (`12.50`);
//! - strings, and binary values that are UTF-8: the text; binary that is not UTF-8 has no text
//!   a CSV could hold and is refused (row and column named);
//! - `DATE`, `TIMESTAMP` (milli-, micro- or nanoseconds, and the legacy `INT96`): as the design
//!   reads the column. A column a part reads with a timestamp encoding gets its input's form:
//!   epoch seconds (rounded down), epoch milliseconds, or the input's pattern at its UTC offset
//!   (a date, and a timestamp not adjusted to UTC, are wall-clock values: written as they are,
//!   at offset 0); a column read by an integer encoding (a reversed timestamp, say) gets epoch
//!   milliseconds, or epoch seconds where milliseconds could not fit (reversed from
//!   `Integer.MAX_VALUE`, 1 to 4 binary bytes, up to 12 zero-padded digits); any other column gets `yyyy-MM-dd HH:mm:ss[.fraction]` in UTC (Spark's
//!   cast of a timestamp to text, which Phoenix's typed `DATE`/`TIMESTAMP` also reads) or
//!   `yyyy-MM-dd` for a date;
//! - `TIME`: `HH:mm:ss[.fraction]`.
//!
//! Nested columns (groups, lists, maps) are left out; a column the recipe reads that the file
//! does not have as a flat column is an error, as is a file that is not Parquet or is cut short.
//!
//! This file depends on `rowkey-core`, `parquet` and `chrono` only: the fuzz target
//! `parquet_sample` compiles it as it is.

use std::collections::BTreeMap;
use std::io::Write as _;

use chrono::{DateTime, Datelike as _, Timelike as _};
use parquet::basic::{LogicalType, TimeUnit};
use parquet::data_type::Decimal;
use parquet::file::reader::{ChunkReader, FileReader as _, SerializedFileReader};
use parquet::record::Field;
use parquet::schema::types::{ColumnDescPtr, Type};
use rowkey_core::sample::{Sample, SampleLimits};
use rowkey_core::spec::{
    ByteWidth, Encoding, IntFormat, IntegerEncoding, KeySpec, PartValue, ReverseFrom, TimeInput,
};
use rowkey_core::time::TimePattern;

/// The 4 bytes a Parquet file starts and ends with.
pub const MAGIC: &[u8; 4] = b"PAR1";

/// Whether a file named `name` whose first bytes are `head` is Parquet: a `.parquet` (or
/// `.parq`) name, or the `PAR1` magic.
#[must_use]
pub fn looks_like_parquet(name: &std::path::Path, head: &[u8]) -> bool {
    let by_name = name
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("parquet") || e.eq_ignore_ascii_case("parq"));
    by_name || head.starts_with(MAGIC)
}

/// How the design reads a column's point in time, as the text a CSV would hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeText {
    /// `yyyy-MM-dd HH:mm:ss[.fraction]` in UTC (`yyyy-MM-dd` for a date).
    Plain,
    /// Whole seconds since the epoch (rounded down).
    EpochSeconds,
    /// Milliseconds since the epoch (rounded down).
    EpochMillis,
    /// A date-time pattern, written at the UTC offset in minutes.
    Pattern(TimePattern, i32),
}

impl TimeText {
    fn describe(&self) -> String {
        match self {
            Self::Plain => "text".to_owned(),
            Self::EpochSeconds => "epoch seconds".to_owned(),
            Self::EpochMillis => "epoch milliseconds".to_owned(),
            Self::Pattern(p, offset) => format!("the pattern {} at UTC{offset:+} min", p.as_str()),
        }
    }
}

/// The text each column's dates and timestamps take for `recipe`: the columns a timestamp
/// encoding reads get its input's form, those an integer encoding reads an epoch number
/// ([`integer_time`]); the others are [`TimeText::Plain`] (left out of the map).
///
/// # Errors
///
/// One line when two parts read one column's time in different forms (a CSV column has one
/// text, so one of them could not read it either).
pub fn time_texts(recipe: &KeySpec) -> Result<BTreeMap<String, TimeText>, String> {
    let mut wanted: BTreeMap<String, (TimeText, u32)> = BTreeMap::new();
    for part in &recipe.parts {
        let PartValue::Field {
            source, encoding, ..
        } = &part.value
        else {
            continue;
        };
        let form = match encoding {
            Encoding::Timestamp { input, .. } => match input {
                TimeInput::EpochSeconds => TimeText::EpochSeconds,
                TimeInput::EpochMillis => TimeText::EpochMillis,
                TimeInput::DateTime {
                    pattern,
                    utc_offset_minutes,
                } => TimeText::Pattern(pattern.clone(), *utc_offset_minutes),
            },
            Encoding::Integer(integer) => integer_time(integer),
            _ => continue,
        };
        let number = recipe.number(part.id);
        for column in source.columns() {
            match wanted.get(column) {
                Some((other, at)) if *other != form => {
                    return Err(format!(
                        "column {column}: part {at} reads its time as {} and part {number} as \
                         {}; a Parquet date or timestamp is given to the design as one text",
                        other.describe(),
                        form.describe()
                    ));
                }
                Some(_) => {}
                None => {
                    wanted.insert(column.to_owned(), (form.clone(), number));
                }
            }
        }
    }
    Ok(wanted.into_iter().map(|(c, (t, _))| (c, t)).collect())
}

/// The epoch unit an integer encoding reads a time in: seconds where milliseconds could not
/// fit (reversed from `Integer.MAX_VALUE`, 1 to 4 binary bytes, up to 12 zero-padded digits:
/// PHP's `time()` and 32-bit keys), else milliseconds (Java's `System.currentTimeMillis()`).
fn integer_time(integer: &IntegerEncoding) -> TimeText {
    let narrow = integer.reverse == Some(ReverseFrom::IntMax)
        || match integer.format {
            IntFormat::Binary { width, .. } => width != ByteWidth::Eight,
            IntFormat::ZeroPadded { width } => width <= 12,
            IntFormat::Decimal => false,
        };
    if narrow {
        TimeText::EpochSeconds
    } else {
        TimeText::EpochMillis
    }
}

/// Rows read between two calls of `read_sample`'s `on_rows`.
pub const ROWS_BETWEEN_CALLS: usize = 4096;

/// One flat column of the file: its name, and its schema leaf (for its logical type).
struct Column {
    name: String,
    descr: ColumnDescPtr,
    time: TimeText,
}

/// Reads a Parquet file into a sample: every flat top-level column, in the file's order,
/// values as [the module](self) says. `name` names the file in messages, `columns` are the
/// columns the recipe reads (each must be in the file), `times` the forms of
/// [`time_texts`]; `on_rows` hears the rows read so far and the file's row count, every
/// [`ROWS_BETWEEN_CALLS`] rows (for progress).
///
/// # Errors
///
/// One line naming the file: not Parquet, cut short or corrupt, a column the recipe reads
/// missing, a value with no text (binary that is not UTF-8, a time outside years 0–9999),
/// or more than `limits` allow.
pub fn read_sample<R: ChunkReader + 'static>(
    reader: R,
    name: &str,
    columns: &[&str],
    times: &BTreeMap<String, TimeText>,
    limits: &SampleLimits,
    on_rows: &mut dyn FnMut(u64, u64),
) -> Result<Sample, String> {
    read_flat_columns(reader, name, columns, times, limits, on_rows).map_err(|e| one_line(&e))
}

/// `message` on one line: a control character (a newline in a column name the file holds,
/// or in the parquet crate's error about it) written as its escape, `\n`.
fn one_line(message: &str) -> String {
    message
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// [`read_sample`], its errors as they are made.
fn read_flat_columns<R: ChunkReader + 'static>(
    reader: R,
    name: &str,
    columns: &[&str],
    times: &BTreeMap<String, TimeText>,
    limits: &SampleLimits,
    on_rows: &mut dyn FnMut(u64, u64),
) -> Result<Sample, String> {
    let file = SerializedFileReader::new(reader)
        .map_err(|e| format!("{name}: not a readable Parquet file: {e}"))?;
    let schema = file.metadata().file_metadata().schema_descr_ptr();
    let mut flat: Vec<Column> = Vec::new();
    let mut fields = Vec::new();
    let mut nested: Vec<&str> = Vec::new();
    for (index, field) in schema.root_schema().get_fields().iter().enumerate() {
        let repeated = field.get_basic_info().has_repetition()
            && field.get_basic_info().repetition() == parquet::basic::Repetition::REPEATED;
        if !field.is_primitive() || repeated {
            nested.push(field.name());
            continue;
        }
        // A flat top-level field is one leaf: the leaf whose root is it.
        let Some(leaf) =
            (0..schema.num_columns()).find(|&i| schema.get_column_root_idx(i) == index)
        else {
            continue;
        };
        if flat.len() >= limits.max_columns {
            return Err(format!(
                "{name}: more than {} columns, the limit of the in-memory analysis",
                limits.max_columns
            ));
        }
        flat.push(Column {
            name: field.name().to_owned(),
            descr: schema.column(leaf),
            time: times.get(field.name()).cloned().unwrap_or(TimeText::Plain),
        });
        fields.push(field.clone());
    }
    for wanted in columns {
        if !flat.iter().any(|c| c.name == *wanted) {
            let have: Vec<&str> = flat.iter().map(|c| c.name.as_str()).collect();
            return Err(if nested.contains(wanted) {
                format!(
                    "{name}: column {wanted} is nested (a group, list or map); only flat columns are read"
                )
            } else {
                format!(
                    "{name}: the Parquet file has no column {wanted} (its columns: {})",
                    have.join(", ")
                )
            });
        }
    }
    let total_rows = file.metadata().file_metadata().num_rows();
    if usize::try_from(total_rows).map_or(true, |n| n > limits.max_rows)
        || usize::try_from(total_rows)
            .ok()
            .and_then(|n| n.checked_mul(flat.len()))
            .is_none_or(|cells| cells > limits.max_cells)
    {
        return Err(format!(
            "{name}: {total_rows} rows of {} columns, more than the in-memory analysis reads \
             ({} rows, {} cells)",
            flat.len(),
            limits.max_rows,
            limits.max_cells
        ));
    }
    let projection = Type::group_type_builder(schema.root_schema().name())
        .with_fields(fields)
        .build()
        .map_err(|e| format!("{name}: {e}"))?;
    let rows_iter = file
        .get_row_iter(Some(projection))
        .map_err(|e| format!("{name}: not a readable Parquet file: {e}"))?;
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut text_bytes = 0usize;
    for (at, row) in rows_iter.enumerate() {
        let row = row.map_err(|e| format!("{name}: row {}: {e}", at + 1))?;
        if rows.len() >= limits.max_rows {
            return Err(format!(
                "{name}: more than {} rows, the limit of the in-memory analysis",
                limits.max_rows
            ));
        }
        let mut values = Vec::with_capacity(flat.len());
        for (column, (_, field)) in flat.iter().zip(row.get_column_iter()) {
            let text = cell_text(field, column)
                .map_err(|why| format!("{name}: row {}, column {}: {why}", at + 1, column.name))?;
            if text.len() > limits.max_field_bytes {
                return Err(format!(
                    "{name}: row {}, column {}: {} bytes of text, more than the {} a field may hold",
                    at + 1,
                    column.name,
                    text.len(),
                    limits.max_field_bytes
                ));
            }
            text_bytes += text.len() + 1;
            values.push(text);
        }
        if values.len() != flat.len() {
            return Err(format!(
                "{name}: row {}: {} values for {} columns",
                at + 1,
                values.len(),
                flat.len()
            ));
        }
        if text_bytes > limits.max_bytes {
            return Err(format!(
                "{name}: more than {} MiB of values as text, the limit of the in-memory analysis",
                limits.max_bytes >> 20
            ));
        }
        rows.push(values);
        if rows.len() % ROWS_BETWEEN_CALLS == 0 {
            on_rows(rows.len() as u64, u64::try_from(total_rows).unwrap_or(0));
        }
    }
    Ok(Sample::new(
        flat.into_iter().map(|c| c.name).collect(),
        rows,
    ))
}

/// A value's text, or why it has none.
fn cell_text(field: &Field, column: &Column) -> Result<String, String> {
    let logical = column.descr.logical_type_ref();
    Ok(match field {
        Field::Null => String::new(),
        Field::Bool(b) => b.to_string(),
        Field::Byte(v) => v.to_string(),
        Field::Short(v) => v.to_string(),
        Field::Int(v) => match logical {
            Some(LogicalType::Time(t)) => time_of_day(i64::from(*v), &t.unit),
            _ => v.to_string(),
        },
        Field::Long(v) => match logical {
            Some(LogicalType::Timestamp(t)) => {
                let nanos = i128::from(*v) * nanos_per(&t.unit);
                instant_text(nanos, t.is_adjusted_to_u_t_c, &column.time)?
            }
            Some(LogicalType::Time(t)) => time_of_day(*v, &t.unit),
            _ => v.to_string(),
        },
        Field::UByte(v) => v.to_string(),
        Field::UShort(v) => v.to_string(),
        Field::UInt(v) => v.to_string(),
        Field::ULong(v) => v.to_string(),
        Field::Float16(v) => f32::from(*v).to_string(),
        Field::Float(v) => v.to_string(),
        Field::Double(v) => v.to_string(),
        Field::Decimal(d) => decimal_text(d)?,
        Field::Str(s) => s.clone(),
        Field::Bytes(b) => match std::str::from_utf8(b.data()) {
            Ok(s) => s.to_owned(),
            Err(e) => {
                return Err(format!(
                    "binary value that is not UTF-8 text (byte {} of {}), which no CSV field \
                     could hold",
                    e.valid_up_to() + 1,
                    b.len()
                ));
            }
        },
        Field::Date(days) => date_text(i64::from(*days), &column.time)?,
        Field::TimeMillis(v) => time_of_day(i64::from(*v), &TimeUnit::MILLIS),
        Field::TimeMicros(v) => time_of_day(*v, &TimeUnit::MICROS),
        Field::TimestampMillis(v) => {
            instant_text(i128::from(*v) * 1_000_000, adjusted(logical), &column.time)?
        }
        Field::TimestampMicros(v) => {
            instant_text(i128::from(*v) * 1_000, adjusted(logical), &column.time)?
        }
        Field::Group(_) | Field::ListInternal(_) | Field::MapInternal(_) => {
            return Err("a nested value where the schema has a flat column".to_owned());
        }
    })
}

/// Whether a timestamp is an instant (adjusted to UTC): what its logical type says, else (a
/// converted type or `INT96` alone) yes.
fn adjusted(logical: Option<&LogicalType>) -> bool {
    match logical {
        Some(LogicalType::Timestamp(t)) => t.is_adjusted_to_u_t_c,
        _ => true,
    }
}

fn nanos_per(unit: &TimeUnit) -> i128 {
    match unit {
        TimeUnit::MILLIS => 1_000_000,
        TimeUnit::MICROS => 1_000,
        TimeUnit::NANOS => 1,
    }
}

/// `HH:mm:ss[.fraction]` of a time of day in `unit`s since midnight.
fn time_of_day(value: i64, unit: &TimeUnit) -> String {
    let nanos = i128::from(value) * nanos_per(unit);
    let seconds = nanos.div_euclid(1_000_000_000);
    let fraction = nanos.rem_euclid(1_000_000_000);
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    format!("{h:02}:{m:02}:{s:02}{}", fraction_text(fraction))
}

/// `.f…` of nanoseconds with the trailing zeros left out; nothing for a whole second.
fn fraction_text(nanos: i128) -> String {
    if nanos == 0 {
        return String::new();
    }
    let digits = format!("{nanos:09}");
    format!(".{}", digits.trim_end_matches('0'))
}

const OUT_OF_RANGE: &str = "a time outside the years 0000-9999, which no time text holds";

/// An instant (nanoseconds since the epoch) as the column's design reads it; `utc` says
/// whether it is an instant (else a wall-clock value, written at offset 0).
fn instant_text(nanos: i128, utc: bool, time: &TimeText) -> Result<String, String> {
    let millis = i64::try_from(nanos.div_euclid(1_000_000)).map_err(|_| OUT_OF_RANGE.to_owned())?;
    Ok(match time {
        TimeText::EpochSeconds => millis.div_euclid(1000).to_string(),
        TimeText::EpochMillis => millis.to_string(),
        TimeText::Pattern(pattern, offset) => pattern
            .format(millis, if utc { *offset } else { 0 })
            .map_err(|_| OUT_OF_RANGE.to_owned())?,
        TimeText::Plain => {
            let seconds = i64::try_from(nanos.div_euclid(1_000_000_000))
                .map_err(|_| OUT_OF_RANGE.to_owned())?;
            let at = DateTime::from_timestamp(seconds, 0).ok_or_else(|| OUT_OF_RANGE.to_owned())?;
            if !(0..=9999).contains(&at.year()) {
                return Err(OUT_OF_RANGE.to_owned());
            }
            format!(
                "{:04}-{:02}-{:02} {:02}:{:02}:{:02}{}",
                at.year(),
                at.month(),
                at.day(),
                at.hour(),
                at.minute(),
                at.second(),
                fraction_text(nanos.rem_euclid(1_000_000_000))
            )
        }
    })
}

/// A date (days since 1970-01-01) as the column's design reads it: its midnight in UTC.
fn date_text(days: i64, time: &TimeText) -> Result<String, String> {
    let nanos = i128::from(days) * 86_400 * 1_000_000_000;
    let text = instant_text(nanos, false, time)?;
    Ok(match time {
        // The date alone, as a CSV holds a date.
        TimeText::Plain => text.get(..10).unwrap_or(&text).to_owned(),
        _ => text,
    })
}

/// A decimal's plain text with its scale's fraction digits.
fn decimal_text(d: &Decimal) -> Result<String, String> {
    let bytes = d.data();
    if bytes.is_empty() || bytes.len() > 16 {
        return Err(format!(
            "a decimal of {} bytes (1 to 16 are read)",
            bytes.len()
        ));
    }
    // Big-endian two's complement, sign-extended to 128 bits.
    let fill = if bytes[0] & 0x80 != 0 { 0xFF } else { 0 };
    let mut wide = [fill; 16];
    wide[16 - bytes.len()..].copy_from_slice(bytes);
    let value = i128::from_be_bytes(wide);
    let scale = usize::try_from(d.scale()).unwrap_or(0);
    let digits = value.unsigned_abs().to_string();
    let sign = if value < 0 { "-" } else { "" };
    if scale == 0 {
        return Ok(format!("{sign}{digits}"));
    }
    let digits = format!("{digits:0>width$}", width = scale + 1);
    let (whole, fraction) = digits.split_at(digits.len() - scale);
    Ok(format!("{sign}{whole}.{fraction}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_and_times_of_day() {
        assert_eq!(fraction_text(0), "");
        assert_eq!(fraction_text(120_000_000), ".12");
        assert_eq!(time_of_day(3_723_004, &TimeUnit::MILLIS), "01:02:03.004");
        assert_eq!(
            instant_text(0, true, &TimeText::Plain).unwrap(),
            "1970-01-01 00:00:00"
        );
        assert_eq!(
            instant_text(-1_500_000_000, true, &TimeText::EpochSeconds).unwrap(),
            "-2"
        );
        assert_eq!(date_text(1, &TimeText::Plain).unwrap(), "1970-01-02");
    }
}

/// Whether a panic at `file` (a source path, as [`std::panic::Location::file`] gives it)
/// happened inside the parquet crate rather than in this project's code.
pub fn in_parquet_crate(file: &str) -> bool {
    file.replace('\\', "/").split('/').any(|dir| {
        dir.starts_with("parquet-") && dir[8..].starts_with(|c: char| c.is_ascii_digit())
    })
}

/// The text of a panic's payload (`panic!` gives a `&str` or a `String`).
pub fn panic_text(payload: &(dyn std::any::Any + Send)) -> &str {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic without a message")
}

/// Runs `read` (a read through the parquet crate) so that a panic inside the parquet crate
/// ends the command as a damaged file does: one line naming the file on standard error, and
/// exit 2. The crate panics on some damaged files instead of returning an error (the
/// `parquet_sample` fuzz target found a data page in dictionary encoding with no dictionary
/// page: "Decoder for dict should have been set"); the release build aborts on a panic, so
/// the line is written by the panic hook, not after `catch_unwind`. A panic in this
/// project's own code still goes to the hook that was there before.
pub fn exit_on_reader_panic<T>(name: &str, read: impl FnOnce() -> T) -> T {
    let before = std::sync::Arc::new(std::panic::take_hook());
    let fallback = std::sync::Arc::clone(&before);
    let name = name.to_owned();
    std::panic::set_hook(Box::new(move |info| {
        if info.location().is_some_and(|l| in_parquet_crate(l.file())) {
            let text = panic_text(info.payload()).replace('\n', " ");
            let _ = writeln!(
                std::io::stderr(),
                "rowkey: {name}: a damaged Parquet file: the parquet reader stopped ({text})"
            );
            std::process::exit(2);
        }
        fallback(info);
    }));
    let out = read();
    drop(std::panic::take_hook());
    if let Ok(hook) = std::sync::Arc::try_unwrap(before) {
        std::panic::set_hook(hook);
    }
    out
}

#[cfg(test)]
mod panic_tests {
    use super::{in_parquet_crate, panic_text};

    #[test]
    fn a_panic_is_the_parquet_crate_s_by_its_source_path() {
        assert!(in_parquet_crate(
            "/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/parquet-59.3.2/src/column/reader/decoder.rs"
        ));
        assert!(in_parquet_crate(
            r"C:\cargo\registry\src\x\parquet-60.0.0\src\file.rs"
        ));
        assert!(!in_parquet_crate("crates/rowkey-cli/src/parquet_input.rs"));
        assert!(!in_parquet_crate("fuzz/fuzz_targets/parquet_sample.rs"));
        assert!(!in_parquet_crate("/x/parquet-format/src/lib.rs"));
    }

    #[test]
    fn an_error_is_one_line_whatever_the_file_names() {
        assert_eq!(
            super::one_line("ENUM cannot annotate field 'elem\n' \r\t"),
            "ENUM cannot annotate field 'elem\\n' \\r\\t"
        );
    }

    #[test]
    fn a_panic_payload_reads_as_its_text() {
        assert_eq!(panic_text(&"static"), "static");
        assert_eq!(panic_text(&String::from("owned")), "owned");
        assert_eq!(panic_text(&42_u8), "a panic without a message");
    }
}
