//! The sample data: read from a file or standard input, decoded and parsed as the page
//! reads a loaded file (the same UTF-8 check, format detection and readers).

use std::io::Read as _;
use std::path::Path;

use clap::ValueEnum;
use rowkey_core::layout::{Layout, parse_layout_for};
use rowkey_core::sample::{
    Sample, SampleFormat, SampleLimits, decode_utf8, parse_sample, parse_sample_skipping,
};
use rowkey_core::{ParseError, ParseErrorKind};

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
}

impl InputFormat {
    fn fixed(self) -> Option<SampleFormat> {
        match self {
            Self::Auto => None,
            Self::Csv => Some(SampleFormat::Csv),
            Self::Tsv => Some(SampleFormat::Tsv),
            Self::PlainKeys => Some(SampleFormat::PlainKeys),
            Self::HBaseScan => Some(SampleFormat::HBaseScan),
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

    fn bytes(&self) -> Result<Vec<u8>, String> {
        let mut bytes = Vec::new();
        if self.is_stdin() {
            std::io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read the data from standard input: {e}"))?;
        } else {
            bytes = std::fs::read(self.0)
                .map_err(|e| format!("cannot read the data file {}: {e}", self.0.display()))?;
        }
        Ok(bytes)
    }
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
    parse_layout_for(&text, Some(table)).map_err(|e| format!("{}: {e}", source.name()))
}

/// The sample read, and the lines left out in skip mode.
pub struct Data {
    pub sample: Sample,
    pub skipped: Vec<ParseError>,
}

/// Reads, decodes and parses the data.
///
/// # Errors
///
/// One line naming the source: it cannot be read, is not UTF-8 (with the line, column and
/// byte offset of the first bad byte), or does not parse in the format.
pub fn read(
    source: &DataSource<'_>,
    format: InputFormat,
    skip_bad_lines: bool,
) -> Result<Data, String> {
    let bytes = source.bytes()?;
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
        .unwrap_or_else(|| SampleFormat::detect(&text));
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
