//! The sample data: read from a file or standard input, decoded and parsed as the page
//! reads a loaded file (the same UTF-8 check, format detection and readers).

use std::cell::Cell;
use std::io::Read;
use std::path::Path;
use std::rc::Rc;

use clap::ValueEnum;
use rowkey_core::i18n::Localize;
use rowkey_core::layout::{Layout, parse_layout_for};
use rowkey_core::sample::{
    Sample, SampleFormat, SampleLimits, decode_utf8, parse_sample, parse_sample_skipping,
};
use rowkey_core::spec::KeySpec;
use rowkey_core::{ParseError, ParseErrorKind};

use crate::parquet_input;
use crate::progress::{Progress, Unit};

/// `--input-format`: the core's formats (`SampleFormat`), or `auto` to detect the format
/// with `SampleFormat::detect`, as the page does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum InputFormat {
    /// Detect the format as the page does.
    #[default]
    Auto,
    /// Comma-separated values with a header row.
    Csv,
    /// Tab-separated values with a header row.
    Tsv,
    /// One row key per line, no header (the column is named `ROW`).
    #[value(alias = "keys")]
    PlainKeys,
    /// The HBase shell's `scan` output (columns `ROW` and each `family:qualifier`).
    #[value(name = "hbase-scan", alias = "hbase-shell")]
    HBaseScan,
    /// A Parquet file (`auto` knows one by its `.parquet` name or its `PAR1` magic): its flat
    /// columns by name, values as the CSV of the same data would give them.
    Parquet,
}

impl InputFormat {
    fn fixed(self) -> Option<SampleFormat> {
        match self {
            Self::Auto => None,
            Self::Csv => Some(SampleFormat::Csv),
            Self::Tsv => Some(SampleFormat::Tsv),
            Self::PlainKeys => Some(SampleFormat::PlainKeys),
            Self::HBaseScan => Some(SampleFormat::HBaseScan),
            // Not text: read by `crate::parquet_input`, never by a text reader.
            Self::Parquet => None,
        }
    }
}

/// Where the data comes from: a file, or standard input for `-`.
pub struct DataSource<'a>(pub &'a Path);

impl DataSource<'_> {
    fn is_stdin(&self) -> bool {
        self.0 == Path::new("-")
    }

    /// The name in messages.
    pub fn name(&self) -> String {
        if self.is_stdin() {
            "standard input".to_owned()
        } else {
            self.0.display().to_string()
        }
    }

    /// The file's size in bytes (compressed for a gzip file); `None` for standard input.
    pub fn size(&self) -> Option<u64> {
        if self.is_stdin() {
            return None;
        }
        std::fs::metadata(self.0).ok().map(|m| m.len())
    }

    /// Whether the file is gzip-compressed (by its name).
    pub fn is_gzip(&self) -> bool {
        self.0
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("gz"))
    }

    /// The source as a reader: the file (decompressed when it is a `.gz` file) or standard
    /// input; the count holds the compressed bytes read so far.
    ///
    /// # Errors
    ///
    /// One line when the file cannot be opened.
    pub fn reader(&self) -> Result<Opened, String> {
        let raw: Box<dyn Read> = if self.is_stdin() {
            Box::new(std::io::stdin().lock())
        } else {
            Box::new(
                std::fs::File::open(self.0)
                    .map_err(|e| format!("cannot read the data file {}: {e}", self.0.display()))?,
            )
        };
        let read = Rc::new(Cell::new(0));
        if self.is_gzip() {
            let counted = Counting {
                inner: raw,
                read: read.clone(),
            };
            let decoder = flate2::read::MultiGzDecoder::new(std::io::BufReader::with_capacity(
                1 << 16,
                counted,
            ));
            return Ok((Box::new(decoder), read));
        }
        Ok((raw, read))
    }

    /// One line for an error reading the source after `text_bytes` bytes of text.
    pub fn read_error(&self, e: &std::io::Error, compressed: u64, text_bytes: u64) -> String {
        let name = self.name();
        if self.is_gzip() {
            if e.kind() == std::io::ErrorKind::UnexpectedEof {
                format!(
                    "{name}: the gzip stream is truncated (it ends after {compressed} compressed \
                     bytes, {text_bytes} bytes of text); the file is incomplete"
                )
            } else {
                format!("{name}: the gzip stream is corrupt near compressed byte {compressed}: {e}")
            }
        } else {
            format!("cannot read the data from {name}: {e}")
        }
    }

    /// At most `limit` bytes of the source's text; `Ok(None)` when it has more.
    fn bytes_up_to(&self, limit: usize) -> Result<Option<Vec<u8>>, String> {
        let (reader, compressed) = self.reader()?;
        let mut bytes = Vec::new();
        reader
            .take(limit as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| self.read_error(&e, compressed.get(), bytes.len() as u64))?;
        Ok((bytes.len() <= limit).then_some(bytes))
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        let limit = SampleLimits::default().max_bytes;
        self.bytes_up_to(limit)?.ok_or_else(|| {
            format!(
                "{}: more than {} MiB of text, the limit of the in-memory analysis; `rowkey \
                 analyze --stream` reads a key list, CSV or TSV of any size",
                self.name(),
                limit >> 20
            )
        })
    }
}

/// An opened source: its text, and the count of compressed bytes read so far (a gzip
/// file's offset in messages).
pub type Opened = (Box<dyn Read>, Rc<Cell<u64>>);

/// A reader that counts the bytes read through it (a gzip file's compressed offset).
struct Counting<R> {
    inner: R,
    read: Rc<Cell<u64>>,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.set(self.read.get() + n as u64);
        Ok(n)
    }
}

/// Whether the data is too big for the in-memory analysis, or gzip, and streams: what
/// `analyze` streams without `--stream` (a key list, CSV or TSV; never scan output).
pub fn streams_by_itself(source: &DataSource<'_>, format: InputFormat) -> bool {
    if source.is_stdin() || is_parquet(source, format) {
        return false;
    }
    let big = std::fs::metadata(source.0)
        .is_ok_and(|m| m.len() > SampleLimits::default().max_bytes as u64);
    (big || source.is_gzip())
        && matches!(
            // A key list and a CSV both stream: which one the first line makes it does not
            // matter here.
            head_format(source, format, &[]),
            Some(SampleFormat::PlainKeys | SampleFormat::Csv | SampleFormat::Tsv)
        )
}

/// The data's format: `--input-format`, or with `auto` the format its first 64 KiB are
/// detected as (`SampleFormat::detect_for` the recipe's `columns`); `None` for `auto` on
/// standard input, which cannot be peeked at without losing what is read, or on data that
/// cannot be read.
pub fn head_format(
    source: &DataSource<'_>,
    format: InputFormat,
    columns: &[&str],
) -> Option<SampleFormat> {
    if let Some(fixed) = format.fixed() {
        return Some(fixed);
    }
    if source.is_stdin() || is_parquet(source, format) {
        return None;
    }
    let (reader, _) = source.reader().ok()?;
    let mut head = Vec::new();
    reader.take(64 << 10).read_to_end(&mut head).ok()?;
    // The last line may be cut: leave it out.
    let end = head
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(head.len(), |i| i + 1);
    Some(SampleFormat::detect_for(
        &String::from_utf8_lossy(&head[..end]),
        columns,
    ))
}

/// Whether the data is a Parquet file: `--input-format parquet`, or with `auto` a file named
/// `.parquet` or starting with the `PAR1` magic (standard input is checked when read).
pub fn is_parquet(source: &DataSource<'_>, format: InputFormat) -> bool {
    match format {
        InputFormat::Parquet => true,
        InputFormat::Auto if !source.is_stdin() => {
            let mut head = Vec::new();
            if let Ok(file) = std::fs::File::open(source.0) {
                let _ = file.take(4).read_to_end(&mut head);
            }
            parquet_input::looks_like_parquet(source.0, &head)
        }
        _ => false,
    }
}

/// Reads a Parquet sample ([`parquet_input::read_sample`]): a file from disk, or the bytes
/// already read from standard input.
fn read_parquet(
    source: &DataSource<'_>,
    bytes: Option<Vec<u8>>,
    recipe: Option<&KeySpec>,
    columns: &[&str],
) -> Result<Data, String> {
    let name = source.name();
    let times = match recipe {
        Some(recipe) => parquet_input::time_texts(recipe).map_err(|e| format!("{name}: {e}"))?,
        None => std::collections::BTreeMap::new(),
    };
    let limits = SampleLimits::default();
    // Started before the file is opened: the two seconds count from there.
    let mut progress = Progress::new(None, Unit::Rows);
    let mut on_rows = |rows: u64, total: u64| {
        progress.set_total(total);
        progress.update(rows, rows);
    };
    let sample = match bytes {
        Some(bytes) => parquet_input::exit_on_reader_panic(&name, || {
            parquet_input::read_sample(
                bytes::Bytes::from(bytes),
                &name,
                columns,
                &times,
                &limits,
                &mut on_rows,
            )
        })?,
        None => {
            let file = std::fs::File::open(source.0)
                .map_err(|e| format!("cannot read the data file {name}: {e}"))?;
            parquet_input::exit_on_reader_panic(&name, || {
                parquet_input::read_sample(file, &name, columns, &times, &limits, &mut on_rows)
            })?
        }
    };
    Ok(Data {
        sample,
        skipped: Vec::new(),
    })
}

/// Reads, decodes and parses a live region layout; from a `hbase:meta` scan of several
/// tables it keeps `table`'s regions.
///
/// # Errors
///
/// One line naming the source and the line of the paste that cannot be read.
pub fn read_layout(source: &DataSource<'_>, table: &str) -> Result<Layout, String> {
    let bytes = source.bytes()?;
    let text = decode_utf8(&bytes).map_err(|e| match e.kind {
        ParseErrorKind::InvalidUtf8 { offset, byte } => format!(
            "{}: {}: not UTF-8 text: byte 0x{byte:02X} at byte offset {offset} is not valid \
             UTF-8",
            source.name(),
            e.position
        ),
        _ => format!("{}: {e}", source.name()),
    })?;
    parse_layout_for(&text, Some(table))
        .map_err(|e| format!("{}: {}", source.name(), e.localized().en))
}

/// The most bytes read from standard input when it may be a Parquet file (which is read whole,
/// then judged by the sample limits).
const PARQUET_STDIN_LIMIT: u64 = 1 << 30;

/// The sample read, and the lines left out in skip mode.
pub struct Data {
    pub sample: Sample,
    pub skipped: Vec<ParseError>,
}

/// Reads, decodes and parses the data; with `auto`, a first line that names one of the
/// recipe's `columns` is a header (`SampleFormat::detect_for`). A Parquet file (by format,
/// name or magic) is read by [`parquet_input`], its dates and timestamps as `recipe` reads
/// them.
///
/// # Errors
///
/// One line naming the source: it cannot be read, is not UTF-8 (with the line, column and
/// byte offset of the first bad byte), or does not parse in the format; a Parquet file that
/// is not one, is cut short or lacks a column of `columns`.
pub fn read(
    source: &DataSource<'_>,
    format: InputFormat,
    skip_bad_lines: bool,
    recipe: Option<&KeySpec>,
    columns: &[&str],
) -> Result<Data, String> {
    if is_parquet(source, format) && !source.is_stdin() {
        return read_parquet(source, None, recipe, columns);
    }
    let bytes = if source.is_stdin() && matches!(format, InputFormat::Auto | InputFormat::Parquet) {
        // Standard input is read once: a Parquet file on it is known by its magic, and then
        // read whole (the sample limits judge it); text stops past the text limit.
        let limit = SampleLimits::default().max_bytes;
        let (mut reader, _) = source.reader()?;
        let mut bytes = Vec::new();
        let failed = |e: std::io::Error, read: usize| source.read_error(&e, 0, read as u64);
        reader
            .by_ref()
            .take(limit as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| failed(e, bytes.len()))?;
        if format == InputFormat::Parquet || bytes.starts_with(parquet_input::MAGIC) {
            reader
                .take(PARQUET_STDIN_LIMIT)
                .read_to_end(&mut bytes)
                .map_err(|e| failed(e, bytes.len()))?;
            return read_parquet(source, Some(bytes), recipe, columns);
        }
        if bytes.len() > limit {
            return Err(format!(
                "{}: more than {} MiB of text, the limit of the in-memory analysis; `rowkey \
                 analyze --stream` reads a key list, CSV or TSV of any size",
                source.name(),
                limit >> 20
            ));
        }
        bytes
    } else {
        source.bytes()?
    };
    let at = |e: ParseError| format!("{}: {e}", source.name());
    let text = decode_utf8(&bytes).map_err(|e| match e.kind {
        // The core's message speaks of the page ("the sample shown is unchanged").
        ParseErrorKind::InvalidUtf8 { offset, byte } => format!(
            "{}: {}: not UTF-8 text: byte 0x{byte:02X} at byte offset {offset} is not valid \
             UTF-8; save the file as UTF-8",
            source.name(),
            e.position
        ),
        _ => at(e),
    })?;
    let format = format
        .fixed()
        .unwrap_or_else(|| SampleFormat::detect_for(&text, columns));
    let limits = SampleLimits::default();
    let (sample, skipped) = if skip_bad_lines {
        parse_sample_skipping(&text, format, &limits).map_err(at)?
    } else {
        (
            parse_sample(&text, format, &limits).map_err(at)?,
            Vec::new(),
        )
    };
    Ok(Data { sample, skipped })
}
