//! `rowkey analyze --stream`: a key list of any size (one key per line, `\xHH` for a byte,
//! as the page reads a key list), or a CSV or TSV keyed by the design's recipe (read and
//! encoded by the core a chunk of whole rows at a time), plain or gzip, read in one pass in
//! bounded memory.
//!
//! Each key is counted in its region (against the design's splits), its length in a
//! histogram, and kept or not in a uniform sample of [`SAMPLE_KEYS`] keys (reservoir
//! sampling, a fixed seed): the split points for equal regions come from that sample (the
//! core's `suggest_splits_in_order`), with the sample's rank error bound stated. Memory is the
//! sample, the read buffer and one counter a region, whatever the input's size.

use std::io::{BufRead, BufReader};
use std::time::Instant;

use rowkey_core::display::to_string_binary;
use rowkey_core::encode::EncodedKeys;
use rowkey_core::key::KeyList as _;
use rowkey_core::sample::{
    Chunk, RecordChunks, SampleFormat, SampleLimits, decode_key_text_into, parse_sample,
};
use rowkey_core::spec::KeySpec;
use rowkey_core::split::{SplitPoints, splits_clause, suggest_splits_in_order};
use rowkey_core::{ParseErrorKind, RowKey};
use serde::Serialize;

use crate::input::DataSource;
use crate::progress::{Progress, Unit};

/// Keys kept in the uniform sample the split points come from.
pub const SAMPLE_KEYS: usize = 200_000;

/// The confidence of the stated error bound.
pub const CONFIDENCE: f64 = 0.99;

/// The streamed report.
#[derive(Debug, Serialize)]
pub struct StreamReport {
    /// `"stream"`: this object is the streamed report, not `analyze`'s full one.
    pub mode: &'static str,
    /// The input's name.
    pub source: String,
    /// Whether it was read as gzip.
    pub gzip: bool,
    /// Whether the lines were keys as they are (a key list), not rows keyed by a recipe.
    pub keys_as_is: bool,
    /// CSV or TSV rows whose key could not be built (left out of everything below).
    pub encode_errors: u64,
    /// The first of them, in words.
    pub first_encode_error: Option<String>,
    /// Keys read (non-blank lines).
    pub keys: u64,
    /// Bytes read (after decompression).
    pub bytes: u64,
    /// Seconds spent reading and counting.
    pub seconds: f64,
    /// Keys a second.
    pub keys_per_second: f64,
    /// Key lengths in bytes.
    pub key_length: LengthStats,
    /// The regions of the design's splits, with their counts (exact).
    pub regions: Vec<RegionCount>,
    /// Balance over those regions (exact).
    pub balance: rowkey_core::report::Balance,
    /// Split points for equal regions, from the sample.
    pub suggested: Suggested,
}

/// Key length statistics (exact).
#[derive(Debug, Serialize)]
pub struct LengthStats {
    /// Shortest.
    pub min: usize,
    /// Mean.
    pub mean: f64,
    /// Median.
    pub p50: usize,
    /// 99th percentile.
    pub p99: usize,
    /// Longest.
    pub max: usize,
}

/// One region's count.
#[derive(Debug, Serialize)]
pub struct RegionCount {
    /// 0-based.
    pub index: usize,
    /// Start key (`toStringBinary`; empty = table start).
    pub start: String,
    /// End key (`toStringBinary`; empty = table end).
    pub end: String,
    /// Keys in it.
    pub rows: u64,
}

/// Split points suggested from the sample.
#[derive(Debug, Serialize)]
pub struct Suggested {
    /// Regions asked for.
    pub regions: u32,
    /// Keys in the sample.
    pub sample_keys: usize,
    /// The splits (`toStringBinary`).
    pub splits: Vec<String>,
    /// As a shell `SPLITS => [...]` list.
    pub shell: String,
    /// With probability [`CONFIDENCE`], every split's share of the keys below it is within
    /// this much (0 to 1) of its share in the sample (the Dvoretzky–Kiefer–Wolfowitz bound
    /// `sqrt(ln(2 / (1 − confidence)) / (2 × sample_keys))`; 0 when every key is in the
    /// sample).
    pub rank_error: f64,
    /// `rank_error` in words.
    pub error_bound: String,
}

/// A small fast generator for the reservoir (SplitMix64).
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0), by multiply-shift.
    fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next()) * u128::from(n)) >> 64) as u64
    }
}

/// What the pass keeps: a counter a region, a length histogram and the reservoir.
struct Tally<'s> {
    splits: &'s [RowKey],
    counts: Vec<u64>,
    lengths: Vec<u64>,
    reservoir: Vec<RowKey>,
    rng: SplitMix,
    keys: u64,
}

impl Tally<'_> {
    fn add(&mut self, key: &[u8]) {
        self.keys += 1;
        let region = self.splits.partition_point(|s| s.as_bytes() <= key);
        self.counts[region] += 1;
        if self.lengths.len() <= key.len() {
            self.lengths.resize(key.len() + 1, 0);
        }
        self.lengths[key.len()] += 1;
        if self.reservoir.len() < SAMPLE_KEYS {
            self.reservoir.push(RowKey::from(key));
        } else {
            // Algorithm R: the n-th key replaces a uniform slot with probability s / n.
            let j = self.rng.below(self.keys);
            if let Some(slot) = self
                .reservoir
                .get_mut(usize::try_from(j).unwrap_or(usize::MAX))
            {
                *slot = RowKey::from(key);
            }
        }
    }
}

/// How the streamed lines become keys.
pub enum Rows<'a> {
    /// One key a line, as it is (`\xHH` a byte).
    KeyList,
    /// CSV or TSV with a header row, each row keyed by the recipe (read and encoded by the
    /// core in chunks of whole rows).
    Table {
        /// `Csv` or `Tsv`.
        format: SampleFormat,
        /// The recipe.
        recipe: &'a KeySpec,
    },
}

/// Lines read between two updates of the progress.
const PROGRESS_LINES: u64 = 1 << 16;

/// Rows a chunk of a CSV or TSV holds at most.
const CHUNK_ROWS: usize = 100_000;
/// Bytes of text a chunk holds at most (well under the core's 64 MiB sample limit).
const CHUNK_BYTES: usize = 16 << 20;

/// Table rows being read a chunk at a time (the core's `RecordChunks`), and their encode
/// errors.
struct Table<'a> {
    chunks: RecordChunks,
    format: SampleFormat,
    recipe: &'a KeySpec,
    encode_errors: u64,
    first_encode_error: Option<String>,
}

impl Table<'_> {
    /// Reads and encodes a chunk's rows, and counts their keys.
    fn read(&mut self, chunk: &Chunk, name: &str, tally: &mut Tally<'_>) -> Result<(), String> {
        let at = |e: rowkey_core::ParseError| {
            // Line 1 of the chunk is the header; line 2 its first row.
            let line = chunk.first_line + (e.position.line as u64).saturating_sub(2);
            format!("{name}: line {line}: {}", e.kind)
        };
        let sample = match parse_sample(&chunk.text, self.format, &SampleLimits::default()) {
            Ok(sample) => sample,
            // Only records the reader finds blank: no rows.
            Err(e) if e.kind == ParseErrorKind::HeaderOnly => return Ok(()),
            Err(e) => return Err(at(e)),
        };
        let encoded = EncodedKeys::encode(self.recipe, &sample)
            .map_err(|e| format!("{name}: recipe: {e}"))?;
        let (keys, _, errors) = encoded.into_keys();
        for key in keys.key_iter() {
            tally.add(key);
        }
        self.encode_errors += errors.len() as u64;
        if self.first_encode_error.is_none() {
            self.first_encode_error = errors.first().map(ToString::to_string);
        }
        Ok(())
    }
}

/// Reads the data at `source` in one pass and counts its keys against `splits`.
///
/// # Errors
///
/// One line: the file cannot be read, a line is not UTF-8 (with its byte offset), the gzip
/// stream is truncated or corrupt (with the compressed offset), a row does not parse (with
/// its line), or there is no key.
pub fn run(
    source: &DataSource<'_>,
    rows: &Rows<'_>,
    splits: &SplitPoints,
    split_regions: u32,
) -> Result<StreamReport, String> {
    let name = source.name();
    let gzip = source.is_gzip();
    let (reader, compressed) = source.reader()?;
    let mut reader = BufReader::with_capacity(1 << 20, reader);
    let started = Instant::now();
    let mut progress = Progress::new(source.size(), Unit::Bytes);
    let mut tally = Tally {
        splits: splits.keys(),
        counts: vec![0_u64; splits.region_count()],
        lengths: Vec::new(),
        reservoir: Vec::with_capacity(SAMPLE_KEYS),
        rng: SplitMix(2026),
        keys: 0,
    };
    let mut table = match rows {
        Rows::KeyList => None,
        Rows::Table { format, recipe } => Some(Table {
            chunks: RecordChunks::new(*format, CHUNK_ROWS, CHUNK_BYTES),
            format: *format,
            recipe,
            encode_errors: 0,
            first_encode_error: None,
        }),
    };
    let mut line = Vec::with_capacity(256);
    let mut key = Vec::with_capacity(256);
    let (mut offset, mut line_no) = (0_u64, 0_u64);
    loop {
        line.clear();
        let n = reader
            .read_until(b'\n', &mut line)
            .map_err(|e| source.read_error(&e, compressed.get(), offset))?;
        if n == 0 {
            break;
        }
        line_no += 1;
        let text = std::str::from_utf8(&line).map_err(|e| {
            let at = e.valid_up_to();
            format!(
                "{name}: line {line_no}: not UTF-8 text: byte 0x{:02X} at byte offset {} is not \
                 valid UTF-8; save the file as UTF-8",
                line[at],
                offset + at as u64
            )
        })?;
        offset += n as u64;
        if line_no % PROGRESS_LINES == 0 {
            progress.update(if gzip { compressed.get() } else { offset }, tally.keys);
        }
        if let Some(table) = &mut table {
            if let Some(chunk) = table.chunks.push_line(text) {
                table.read(&chunk, &name, &mut tally)?;
            }
            continue;
        }
        let trimmed = text.trim_matches([' ', '\t', '\r', '\n']);
        if trimmed.is_empty() {
            continue;
        }
        key.clear();
        decode_key_text_into(trimmed, &mut key);
        tally.add(&key);
    }
    let mut encode_errors = (0, None);
    if let Some(mut table) = table {
        let rest = std::mem::replace(
            &mut table.chunks,
            RecordChunks::new(table.format, CHUNK_ROWS, CHUNK_BYTES),
        );
        if let Some(chunk) = rest.finish() {
            table.read(&chunk, &name, &mut tally)?;
        }
        encode_errors = (table.encode_errors, table.first_encode_error.take());
    }
    drop(progress);
    let Tally {
        counts,
        lengths,
        reservoir,
        keys,
        ..
    } = tally;
    let seconds = started.elapsed().as_secs_f64();
    if keys == 0 {
        return Err(match encode_errors {
            (0, _) => format!("{name}: no key: the data has no row"),
            (n, first) => format!(
                "{name}: no key: none of the {n} rows gives a key; the first says: {}",
                first.unwrap_or_default()
            ),
        });
    }
    let region_rows: Vec<usize> = counts
        .iter()
        .map(|&c| usize::try_from(c).unwrap_or(usize::MAX))
        .collect();
    let balance = rowkey_core::report::balance(&region_rows);
    let regions = counts
        .iter()
        .enumerate()
        .map(|(index, &rows)| RegionCount {
            index,
            start: to_string_binary(splits.region_start(index).as_bytes()),
            end: to_string_binary(splits.region_end(index).as_bytes()),
            rows,
        })
        .collect();
    let key_length = length_stats(&lengths, keys);
    let mut sample: Vec<&RowKey> = reservoir.iter().collect();
    sample.sort_unstable();
    let suggestion = suggest_splits_in_order(&sample, split_regions).map_err(|e| format!("{e}"))?;
    let all_kept = keys as usize == reservoir.len();
    let rank_error = if all_kept {
        0.0
    } else {
        ((2.0 / (1.0 - CONFIDENCE)).ln() / (2.0 * reservoir.len() as f64)).sqrt()
    };
    let error_bound = if all_kept {
        format!("exact: all {keys} keys are in the sample")
    } else {
        format!(
            "from a uniform sample of {} of the {keys} keys: with {:.0} % confidence, each \
             split's share of the keys below it is within ±{:.2} % of the keys (±{} keys) of \
             its target (DKW bound)",
            reservoir.len(),
            CONFIDENCE * 100.0,
            rank_error * 100.0,
            (rank_error * keys as f64).round()
        )
    };
    Ok(StreamReport {
        mode: "stream",
        source: name,
        keys_as_is: matches!(rows, Rows::KeyList),
        encode_errors: encode_errors.0,
        first_encode_error: encode_errors.1,
        gzip,
        keys,
        bytes: offset,
        seconds,
        keys_per_second: keys as f64 / seconds.max(1e-9),
        key_length,
        regions,
        balance,
        suggested: Suggested {
            regions: split_regions,
            sample_keys: reservoir.len(),
            shell: splits_clause(suggestion.points.keys()),
            splits: suggestion.splits,
            rank_error,
            error_bound,
        },
    })
}

/// Min, mean, median, 99th percentile and max of a length histogram.
fn length_stats(histogram: &[u64], keys: u64) -> LengthStats {
    let min = histogram.iter().position(|&c| c > 0).unwrap_or(0);
    let max = histogram.iter().rposition(|&c| c > 0).unwrap_or(0);
    let total: u128 = histogram
        .iter()
        .enumerate()
        .map(|(len, &c)| len as u128 * u128::from(c))
        .sum();
    let quantile = |q: f64| {
        // The smallest length with at least ceil(q × keys) keys at or below it.
        let target = ((q * keys as f64).ceil() as u64).max(1);
        let mut seen = 0;
        for (len, &c) in histogram.iter().enumerate() {
            seen += c;
            if seen >= target {
                return len;
            }
        }
        max
    };
    LengthStats {
        min,
        mean: total as f64 / keys.max(1) as f64,
        p50: quantile(0.5),
        p99: quantile(0.99),
        max,
    }
}

/// The report as text.
#[must_use]
pub fn render(r: &StreamReport) -> String {
    use std::fmt::Write as _;
    let mut o = String::new();
    let _ = writeln!(
        o,
        "STREAM {}{}: {} keys, {} bytes in {:.2} s ({:.0} keys/s)",
        r.source,
        if r.gzip { " (gzip)" } else { "" },
        r.keys,
        r.bytes,
        r.seconds,
        r.keys_per_second
    );
    if r.keys_as_is {
        let _ = writeln!(
            o,
            "  keys are read as they are (one a line, \\xHH a byte); a design's recipe is not applied"
        );
    }
    if r.encode_errors > 0 {
        let _ = writeln!(
            o,
            "  {} rows left out: their key could not be built (the first: {})",
            r.encode_errors,
            r.first_encode_error.as_deref().unwrap_or_default()
        );
    }
    let l = &r.key_length;
    let _ = writeln!(
        o,
        "\nKEY LENGTH (bytes): min {}, mean {:.2}, p50 {}, p99 {}, max {}",
        l.min, l.mean, l.p50, l.p99, l.max
    );
    let _ = writeln!(o, "\nREGIONS ({}, exact counts)", r.regions.len());
    let _ = writeln!(o, "  {:>6}  {:<20}  {:<20}  rows", "region", "start", "end");
    let shown = |s: &str| format!("'{s}'");
    for g in &r.regions {
        let _ = writeln!(
            o,
            "  {:>6}  {:<20}  {:<20}  {}",
            g.index + 1,
            shown(&g.start),
            shown(&g.end),
            g.rows
        );
    }
    let _ = writeln!(o, "{}", crate::text::balance_line(&r.balance));
    let s = &r.suggested;
    let _ = writeln!(o, "\nSPLIT POINTS for {} equal regions", s.regions);
    let _ = writeln!(o, "  {}", s.shell);
    let _ = writeln!(o, "  error bound: {}", s.error_bound);
    o
}
