//! `rowkey`: analyze an HBase row-key design on a sample, for design reviews and CI.
//!
//! ```text
//! rowkey analyze [--design design.json] --data sample.csv|sample.parquet|- [--input-format FORMAT]
//!     [--skip-bad-lines] [--regions FILE|-] [--format text|json|ndjson] [--keys all|N]
//! rowkey analyze [--design design.json] --data keys.txt[.gz]|data.csv[.gz] --stream
//!     [--split-regions N] [--format text|json]
//! rowkey check [--design design.json] --data sample.csv [THRESHOLDS]
//! rowkey check [--design design.json] --report whole-table.json [THRESHOLDS]
//! rowkey splits [--design design.json] --data keys.txt --regions N [--format shell|create|splits-file]
//! rowkey emit hbase|phoenix|cbt|bigtable-schema|java|python|php --design design.json [--lang en|zh]
//! rowkey preset [ID [--variant V] [--out DIR]] [--lang en|zh]
//! rowkey spark --design design.json [--out job.py] [--lang en|zh]
//! ```
//!
//! Without `--design`, or with a design file that has no `recipe`, a key list or HBase scan
//! output is analysed with "the pasted key, as is" as its recipe (one part: the raw key);
//! a design file's own recipe is always used as it is. A design file the page exported may
//! hold the sample and arrival order it was looked at with: they are read and left aside
//! (`--data` is the sample, `--arrival` the order).
//!
//! A Parquet sample (`.parquet`, or the `PAR1` magic) is read by its columns' names, each
//! value as the text the same data written as CSV would hold (`parquet_input`), so that a
//! design judges both alike.
//!
//! `--regions` reads a live table's region layout (`list_regions`, `get_splits`, a scan of
//! `hbase:meta` or the Master UI's region list) and uses its boundaries instead of the
//! design's splits.
//!
//! `--stream` (automatic for a `.gz` file or over 64 MiB) reads a key list, CSV or TSV in
//! one pass in bounded memory: exact region counts, balance and key lengths, and split
//! points from a uniform sample with their error bound.
//!
//! `check` compares the report's numbers with thresholds (flags, else the design file's
//! `check` object, else the verdict's) and exits 1 with one line per threshold crossed; with
//! `--report` it reads the numbers from a report instead of analysing a sample (the one the
//! whole-table Spark job writes, or `analyze --format json`'s).
//!
//! `spark` writes the design's whole-table analysis as one self-contained PySpark job
//! (`rowkey_core::keycode::spark`); a design a per-row function cannot reproduce is refused
//! with the reasons on standard error, exit 1.
//!
//! `emit` prints the design's HBase shell `create` statement, Phoenix `CREATE TABLE`,
//! `cbt createtable` command, Bigtable row key schema file or key builder; a design that
//! has none prints why on standard error.
//!
//! `preset` lists the page's teaching presets, or writes one's design file and generated
//! sample for `analyze` (without `--out`: the design on standard output).
//!
//! Exit status: 0 when the analysis ran and no lint of severity error fired (for `emit`: the
//! artefact was printed), 1 when one did (for `emit`: the design has no such artefact),
//! 2 for unusable input (a file that cannot be read or parsed, a query that cannot be
//! planned). A reader that closes the output early (`rowkey … | head`) ends the output
//! quietly, with the analysis's status.

mod check;
mod emit;
mod input;
mod parquet_input;
mod preset;
mod progress;
mod spark;
mod splits;
mod stream;
mod text;

use std::io::{BufWriter, ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use rowkey_core::analysis::Sizing;
use rowkey_core::check::Thresholds;
use rowkey_core::design::{Design, VersionProbe};
use rowkey_core::report;
use rowkey_core::sample::{Sample, SampleFormat};
use rowkey_core::spec::KeySpec;

use crate::input::{DataSource, InputFormat};

#[derive(Debug, Parser)]
#[command(name = "rowkey", version, about = "HBase row-key design tools")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// No progress on standard error. Without it, a read that runs over two seconds (a
    /// streamed file, a big Parquet sample) shows its progress there when standard error is
    /// a terminal: how much is read of the total, keys a second, the time left.
    #[arg(long, short, global = true)]
    quiet: bool,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print the sorted keys, regions, lints and every query's plan and cost; exit 1 if a
    /// lint of severity error fires or the split list is invalid.
    Analyze {
        #[command(flatten)]
        input: InputArgs,
        /// Output format: `text` for people, `json` (one object), or `ndjson` (every key in
        /// HBase order, one JSON object a line: `row`, `key`, `hex`, `region`).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Which keys the text and JSON reports list: `all`, or N for at most the first N
        /// and last N keys of each region (and the first 2N rows each query returns).
        #[arg(long, value_name = "all|N", default_value = "5", value_parser = parse_keys)]
        keys: Keys,
        /// Read a key list of any size in one pass, in bounded memory (gzip read directly):
        /// exact region counts, balance and key lengths, and split points from a uniform
        /// sample with their error bound. A `.gz` file or a file over 256 MiB streams
        /// without it.
        #[arg(long)]
        stream: bool,
        /// With streaming: the regions the suggested split points make (default: the
        /// design's regions, or 16 when it has one).
        #[arg(long, value_name = "N")]
        split_regions: Option<u32>,
    },
    /// Check the design against thresholds (from the flags, else the design file's `check`
    /// object, else the verdict's): print one line per threshold crossed and exit 1, or
    /// exit 0 when none is.
    Check {
        #[command(flatten)]
        input: InputArgs,
        /// Gate on a report instead of a sample: the JSON the whole-table Spark job (`rowkey
        /// spark`) writes, or `rowkey analyze --format json`'s; `--design` then gives only
        /// its `check` thresholds.
        #[arg(long, value_name = "REPORT.json", conflicts_with_all = ["data", "regions", "arrival", "skip_bad_lines"])]
        report: Option<PathBuf>,
        #[command(flatten)]
        limits: check::LimitArgs,
    },
    /// Print split points from the data: N regions of equal rows, each split the shortest
    /// key between its neighbours, as a shell `SPLITS => [...]` list or `SPLITS_FILE` lines.
    Splits {
        /// The design file (its recipe builds the keys; without it, or without a recipe,
        /// a key list or scan output is keyed by the pasted key as is).
        #[arg(long)]
        design: Option<PathBuf>,
        /// The data, as for `analyze`; `-` reads standard input.
        #[arg(long)]
        data: PathBuf,
        /// The data's format; `auto` detects it as the page does.
        #[arg(long, value_enum, default_value_t = InputFormat::Auto)]
        input_format: InputFormat,
        /// Leave out the data lines that cannot be read.
        #[arg(long)]
        skip_bad_lines: bool,
        /// How many regions (1 to the core's limit).
        #[arg(long, value_name = "N")]
        regions: u32,
        /// `shell` (`SPLITS => [...]`), `create` (the whole statement) or `splits-file`.
        #[arg(long, value_enum, default_value_t = splits::SplitsFormat::Shell)]
        format: splits::SplitsFormat,
    },
    /// Print a deployable artefact of the design: the HBase shell `create` statement, a
    /// Phoenix `CREATE TABLE`, a `cbt createtable` command, the Bigtable row key schema file
    /// (for `gcloud bigtable instances tables create|update
    /// --row-key-schema-definition-file=FILE --row-key-schema-pre-encoded-bytes`), or the key
    /// builder in Java, Python or PHP; exit 1 with the reasons on standard error if the
    /// design has none, exit 2 with one line if its recipe is invalid (a part the store
    /// refuses, such as a Phoenix VARBINARY key column that is not last).
    Emit {
        /// Which artefact.
        #[arg(value_enum)]
        kind: emit::Kind,
        /// The design file (JSON, as the app saves it).
        #[arg(long)]
        design: PathBuf,
        /// The language of the reasons.
        #[arg(long, value_enum, default_value_t = emit::LangArg::En)]
        lang: emit::LangArg,
    },
    /// Write the design's whole-table analysis as one self-contained PySpark job (the key
    /// builder, split points and thresholds inside), run with `spark-submit job.py --input
    /// PATH --format csv|parquet|json|orc [--arrival COLUMN] [--regions N] [--layout FILE]
    /// --report OUT.json` (`--layout`: a live table's regions, as `analyze --regions` reads
    /// them, instead of the design's split points);
    /// exit 1 with the reasons on standard error for a design a per-row function cannot
    /// reproduce.
    Spark {
        /// The design file (JSON, as the app saves it), with a recipe.
        #[arg(long)]
        design: PathBuf,
        /// Where to write the job; without it, standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The language of the job's comments and of the reasons.
        #[arg(long, value_enum, default_value_t = emit::LangArg::En)]
        lang: emit::LangArg,
    },
    /// List the page's teaching presets (id, variants, title), or open one: write its
    /// design file and generated sample into `--out DIR` (as ID-V.design.json and ID-V.csv)
    /// and print what to look for and the `rowkey analyze` command to run next. Without
    /// `--out`, the design JSON goes to standard output and the texts to standard error.
    Preset {
        /// The preset to open (the ids `rowkey preset` lists); without it, list them all.
        id: Option<String>,
        /// The variant to open (`before`, `after`, ...); default: the preset's first.
        #[arg(long, value_name = "V", requires = "id")]
        variant: Option<String>,
        /// The language of the titles, summary, notices and query names.
        #[arg(long, value_enum, default_value_t = emit::LangArg::En)]
        lang: emit::LangArg,
        /// The folder to write the design file and the sample (CSV with a header row) into,
        /// created if needed.
        #[arg(long, value_name = "DIR", requires = "id")]
        out: Option<PathBuf>,
    },
}

/// What `analyze` and `check` read.
#[derive(Debug, clap::Args)]
struct InputArgs {
    /// The design file (JSON, as the app saves it). Without it, or when it has no
    /// `recipe`, a key list or scan output is keyed by the pasted key as is.
    #[arg(long)]
    design: Option<PathBuf>,
    /// The sample data, in any format the page reads: CSV or TSV with a header row, one
    /// key per line, or the HBase shell's scan output; or a Parquet file (its columns by
    /// name, dates and timestamps as the design's fields read them); `-` reads standard
    /// input (needed but for `check --report`).
    #[arg(long)]
    data: Option<PathBuf>,
    /// The data's format; `auto` detects it as the page does.
    #[arg(long, value_enum, default_value_t = InputFormat::Auto)]
    input_format: InputFormat,
    /// Leave out the data lines that cannot be read (a row with the wrong number of
    /// fields, a field over the limit, a line that is not scan output) and list them,
    /// instead of stopping at the first.
    #[arg(long)]
    skip_bad_lines: bool,
    /// A live table's region layout, whose boundaries replace the design's splits: the
    /// output of the shell's `list_regions 't'` or `get_splits 't'`, a `scan 'hbase:meta'`
    /// (the design's table is kept) or the Master UI's region list copied as text; `-`
    /// reads standard input.
    #[arg(long, value_name = "FILE")]
    regions: Option<PathBuf>,
    /// Rows of the real table, for the auto-split replay of a design without a
    /// pre-split (as the page's table-size field).
    #[arg(long, value_name = "ROWS", default_value_t = Sizing::default().table_rows)]
    table_rows: u64,
    /// Bytes of column values a row besides its key, for the same replay.
    #[arg(long, value_name = "BYTES", default_value_t = Sizing::default().value_bytes_per_row)]
    value_bytes: u64,
    /// The column whose values order the writes (as the page's arrival order), to judge
    /// the write hotspot; without it the rows are written in the data's order, as the page
    /// writes them.
    #[arg(long, value_name = "COLUMN")]
    arrival: Option<String>,
}

impl InputArgs {
    /// `--data`, which clap requires except for `check --report` (which does not read it).
    fn data_path(&self) -> Result<&Path, Failure> {
        self.data
            .as_deref()
            .ok_or_else(|| Failure::Input("--data is needed: the sample to analyse".to_owned()))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
    Ndjson,
}

/// `--keys`: every key, or the first and last N of each region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Keys {
    All,
    Ends(usize),
}

fn parse_keys(text: &str) -> Result<Keys, String> {
    if text == "all" {
        return Ok(Keys::All);
    }
    text.parse()
        .map(Keys::Ends)
        .map_err(|_| format!("'{text}' is neither `all` nor a number of keys"))
}

/// Reads a design file; the flag says whether it has a `recipe` of its own (a file without
/// one reads with an empty recipe, for [`recipe_for`] to fill).
fn load_design(path: &Path) -> Result<(Design, bool), String> {
    load_design_checked(path).map(|(d, has_recipe, _)| (d, has_recipe))
}

/// [`load_design`], and the thresholds of the file's `check` object (default when it has
/// none): the object is the command line's, so it is taken out before the design is read.
fn load_design_checked(path: &Path) -> Result<(Design, bool, Thresholds), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read the design file {}: {e}", path.display()))?;
    let at = |e: serde_json::Error| format!("{}: {e}", path.display());
    let probe: VersionProbe = serde_json::from_str(&text).map_err(at)?;
    Design::check_version(probe.version).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut value: serde_json::Value = serde_json::from_str(&text).map_err(at)?;
    let mut has_recipe = true;
    let mut thresholds = Thresholds::default();
    if let Some(fields) = value.as_object_mut() {
        if let Some(check) = fields.remove("check") {
            thresholds =
                Thresholds::from_value(&check).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        if !fields.contains_key("recipe") {
            has_recipe = false;
            let empty = serde_json::to_value(KeySpec::new(Vec::new())).map_err(at)?;
            fields.insert("recipe".to_owned(), empty);
        }
    }
    let design: Design = serde_json::from_value(value).map_err(at)?;
    // A recipe of no parts keys nothing: it is read as no recipe (the pasted keys as they
    // are, or an error for a CSV), in memory and streamed alike, never as the empty key.
    let has_recipe = has_recipe && !design.recipe.parts.is_empty();
    Ok((design, has_recipe, thresholds))
}

/// A design file read ([`load_design_checked`]), or `None` without `--design`.
type Loaded = Option<(Design, bool, Thresholds)>;

/// The design file of `--design`, read before the data: its recipe's columns tell a
/// one-column CSV under its header from a key list.
fn design_file(path: Option<&Path>) -> Result<Loaded, String> {
    path.map(load_design_checked).transpose()
}

/// The columns a loaded design's recipe reads (none without a design or a recipe).
fn recipe_columns(loaded: &Loaded) -> Vec<&str> {
    match loaded {
        Some((d, true, _)) => d.recipe.columns_read(),
        _ => Vec::new(),
    }
}

/// A loaded design's recipe (none without a design or a recipe): how a Parquet sample's dates
/// and timestamps are read.
fn recipe_of(loaded: &Loaded) -> Option<&KeySpec> {
    match loaded {
        Some((d, true, _)) => Some(&d.recipe),
        _ => None,
    }
}

/// The design to analyse: the file's, or (without `--design`) one with no split and no
/// query; when it has no recipe of its own, the pasted key as is for a sample of pasted
/// keys (a key list or scan output), and an error for a CSV or TSV sample.
fn recipe_for(
    design: Option<&Path>,
    loaded: Loaded,
    sample: &Sample,
) -> Result<(Design, Thresholds), String> {
    let (mut d, has_recipe, thresholds) = match loaded {
        Some(loaded) => loaded,
        None => (
            Design::new(KeySpec::new(Vec::new())),
            false,
            Thresholds::default(),
        ),
    };
    if !has_recipe {
        if sample.raw_keys().is_none() {
            return Err(match design {
                Some(path) => format!(
                    "{}: the design has no recipe, and only a key list or HBase scan output \
                     has keys of its own to use as they are",
                    path.display()
                ),
                None => "a CSV or TSV sample needs --design (a recipe): only a key list or \
                         HBase scan output has keys of its own to use as they are"
                    .to_owned(),
            });
        }
        d.recipe = KeySpec::pasted_key();
    }
    Ok((d, thresholds))
}

/// Why the command stopped without a status of its own.
enum Failure {
    /// Unusable input: said on standard error, exit 2.
    Input(String),
    /// Standard output failed (other than closed by its reader): said, exit 2.
    Output(std::io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Input(message)
    }
}

/// Writes the report to standard output through one locked buffer.
fn write_report(r: &report::Report, format: Format) -> std::io::Result<()> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    match format {
        Format::Text => out.write_all(text::render(r).as_bytes())?,
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, r).map_err(std::io::Error::from)?;
            out.write_all(b"\n")?;
        }
        // The keys went out as they were walked.
        Format::Ndjson => {}
    }
    out.flush()
}

/// Writes every key as one JSON object a line.
fn write_ndjson(sorted: &report::SortedKeys<'_>) -> std::io::Result<()> {
    let mut out = BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    for at in 0..sorted.len() {
        if let Some(row) = sorted.row(at) {
            serde_json::to_writer(&mut out, &row).map_err(std::io::Error::from)?;
            out.write_all(b"\n")?;
        }
    }
    out.flush()
}

/// Reads the input and builds the report, with the design file's thresholds; `arrival`
/// (else `--arrival`, else the file's `check.arrival`) orders the writes for the hotspot.
fn analyzed(
    input: &InputArgs,
    listing: report::Listing,
    arrival: Option<&str>,
    each_key: Option<&mut report::KeySink<'_>>,
) -> Result<(report::Report, Thresholds), Failure> {
    let stdin = Path::new("-");
    let data_path = input.data_path()?;
    if input.regions.as_deref() == Some(stdin) && data_path == stdin {
        return Err("--data and --regions cannot both read standard input"
            .to_owned()
            .into());
    }
    let loaded = design_file(input.design.as_deref())?;
    let data = input::read(
        &DataSource(data_path),
        input.input_format,
        input.skip_bad_lines,
        recipe_of(&loaded),
        &recipe_columns(&loaded),
    )?;
    let (mut d, thresholds) = recipe_for(input.design.as_deref(), loaded, &data.sample)?;
    let layout = match &input.regions {
        Some(path) => {
            let layout = input::read_layout(&DataSource(path), &d.table)?;
            d.splits = layout.split_spec();
            Some(layout)
        }
        None => None,
    };
    let source = input
        .design
        .as_ref()
        .map_or_else(|| "the pasted keys".to_owned(), |p| p.display().to_string());
    let arrival = arrival
        .or(input.arrival.as_deref())
        .or(thresholds.arrival.as_deref())
        .map_or(
            rowkey_core::analysis::Arrival::InputOrder,
            rowkey_core::analysis::Arrival::column,
        );
    let mut r = report::analyze(
        &d,
        &data.sample,
        Sizing {
            table_rows: input.table_rows,
            value_bytes_per_row: input.value_bytes,
        },
        listing,
        &arrival,
        layout.as_ref(),
        each_key,
    )
    .map_err(|e| format!("{source}: {e}"))?;
    r.skipped_lines = data
        .skipped
        .iter()
        .map(|e| report::SkippedLine {
            line: e.position.line,
            message: e.kind.to_string(),
        })
        .collect();
    Ok((r, thresholds))
}

/// `analyze --stream`: the data read in one pass: a key list as it is, or a CSV or TSV keyed
/// by the design's recipe; the design gives the splits too.
fn streamed(
    input: &InputArgs,
    format: Format,
    split_regions: Option<u32>,
) -> Result<bool, Failure> {
    if format == Format::Ndjson {
        return Err(
            "--format ndjson lists every key; a streamed input is not kept: use text or json"
                .to_owned()
                .into(),
        );
    }
    let (mut design, has_recipe) = match &input.design {
        Some(path) => load_design(path)?,
        None => (Design::new(KeySpec::pasted_key()), false),
    };
    if let Some(path) = &input.regions {
        design.splits = input::read_layout(&DataSource(path), &design.table)?.split_spec();
    }
    let points = design
        .splits
        .resolve()
        .map_err(|e| format!("splits: {e}"))?;
    let regions = split_regions.unwrap_or_else(|| match points.region_count() {
        0 | 1 => 16,
        n => u32::try_from(n).unwrap_or(16),
    });
    let source = DataSource(input.data_path()?);
    if input::is_parquet(&source, input.input_format) {
        return Err(format!(
            "{}: --stream reads a key list, CSV or TSV; a Parquet sample is read in memory \
             (without --stream)",
            source.name()
        )
        .into());
    }
    let columns = if has_recipe {
        design.recipe.columns_read()
    } else {
        Vec::new()
    };
    let rows = match input::head_format(&source, input.input_format, &columns) {
        None | Some(SampleFormat::PlainKeys) => stream::Rows::KeyList,
        Some(format @ (SampleFormat::Csv | SampleFormat::Tsv)) if has_recipe => {
            stream::Rows::Table {
                format,
                recipe: &design.recipe,
            }
        }
        Some(SampleFormat::Csv | SampleFormat::Tsv) => {
            return Err(format!(
                "{}: a CSV or TSV streams keyed by a recipe: give --design with one",
                source.name()
            )
            .into());
        }
        Some(_) => {
            return Err(format!(
                "{}: --stream reads a key list, CSV or TSV; HBase scan output is read in memory \
                 (without --stream)",
                source.name()
            )
            .into());
        }
    };
    let r = stream::run(&source, &rows, &points, regions)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let written = match format {
        Format::Json => serde_json::to_writer_pretty(&mut out, &r)
            .map_err(std::io::Error::from)
            .and_then(|()| out.write_all(b"\n")),
        _ => out.write_all(stream::render(&r).as_bytes()),
    }
    .and_then(|()| out.flush());
    match written {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => Err(Failure::Output(e)),
        _ => Ok(true),
    }
}

fn run(cli: Cli) -> Result<bool, Failure> {
    match cli.command {
        Command::Analyze {
            input,
            format,
            keys,
            stream,
            split_regions,
        } => {
            if stream
                || input::streams_by_itself(&DataSource(input.data_path()?), input.input_format)
            {
                return streamed(&input, format, split_regions);
            }
            let listing = match (format, keys) {
                (Format::Ndjson, _) => report::Listing::None,
                (_, Keys::All) => report::Listing::All,
                (_, Keys::Ends(n)) => report::Listing::Ends(n),
            };
            let mut written: std::io::Result<()> = Ok(());
            let mut stream = |sorted: &report::SortedKeys<'_>| written = write_ndjson(sorted);
            let (r, _) = analyzed(
                &input,
                listing,
                None,
                (format == Format::Ndjson).then_some(&mut stream as _),
            )?;
            match written {
                Err(e) if e.kind() == ErrorKind::BrokenPipe => {
                    return Ok(r.lint_errors == 0 && r.split_error.is_none());
                }
                Err(e) => return Err(Failure::Output(e)),
                Ok(()) => {}
            }
            match write_report(&r, format) {
                // The reader has what it wanted (`rowkey … | head`): end quietly.
                Err(e) if e.kind() == ErrorKind::BrokenPipe => {}
                Err(e) => return Err(Failure::Output(e)),
                Ok(()) => {}
            }
            Ok(r.lint_errors == 0 && r.split_error.is_none())
        }
        Command::Check {
            input,
            report: Some(path),
            limits,
        } => {
            let flags = limits.thresholds()?;
            let from_file = match &input.design {
                Some(design) => load_design_checked(design)?.2,
                None => Thresholds::default(),
            };
            let gated = check::read_report(&path)?;
            match check::run(&gated, &flags.or(from_file)) {
                Err(e) if e.kind() == ErrorKind::BrokenPipe => Ok(false),
                Err(e) => Err(Failure::Output(e)),
                Ok(passed) => Ok(passed),
            }
        }
        Command::Check {
            input,
            report: None,
            limits,
        } => {
            let flags = limits.thresholds()?;
            let (r, from_file) = analyzed(
                &input,
                report::Listing::None,
                flags.arrival.as_deref(),
                None,
            )?;
            let thresholds = flags.or(from_file);
            match check::run(&check::Gated::of(&r)?, &thresholds) {
                Err(e) if e.kind() == ErrorKind::BrokenPipe => Ok(false),
                Err(e) => Err(Failure::Output(e)),
                Ok(passed) => Ok(passed),
            }
        }
        Command::Splits {
            design,
            data,
            input_format,
            skip_bad_lines,
            regions,
            format,
        } => {
            let loaded = design_file(design.as_deref())?;
            let columns = recipe_columns(&loaded);
            let data = input::read(
                &DataSource(&data),
                input_format,
                skip_bad_lines,
                recipe_of(&loaded),
                &columns,
            )?;
            let (d, _) = recipe_for(design.as_deref(), loaded, &data.sample)?;
            let (keys, _, _) = rowkey_core::encode::EncodedKeys::encode(&d.recipe, &data.sample)
                .map_err(|e| format!("recipe: {e}"))?
                .into_keys();
            match splits::run(&d, &keys, regions, format) {
                Err(Ok(e)) if e.kind() == ErrorKind::BrokenPipe => Ok(true),
                Err(Ok(e)) => Err(Failure::Output(e)),
                Err(Err(message)) => Err(message.into()),
                Ok(()) => Ok(true),
            }
        }
        Command::Spark { design, out, lang } => {
            let (d, _) = load_design(&design)?;
            spark::run(&d, &design, out.as_deref(), lang.into())
        }
        Command::Emit { kind, design, lang } => {
            let (d, _) = load_design(&design)?;
            // A recipe the store refuses (a Phoenix VARBINARY that is not last, a DESC one,
            // or any other invalid part) is unusable input: one line, exit 2, no artefact.
            d.recipe.validate().map_err(|e| {
                use rowkey_core::i18n::Localize as _;
                format!("{}: {}", design.display(), e.localized().get(lang.into()))
            })?;
            match emit::run(kind, &d, lang.into()) {
                Err(e) if e.kind() == ErrorKind::BrokenPipe => Ok(true),
                Err(e) => Err(Failure::Output(e)),
                Ok(printed) => Ok(printed),
            }
        }
        Command::Preset {
            id,
            variant,
            lang,
            out,
        } => match preset::run(
            id.as_deref(),
            variant.as_deref(),
            lang.into(),
            out.as_deref(),
        ) {
            // The reader has what it wanted: end quietly.
            Err(Failure::Output(e)) if e.kind() == ErrorKind::BrokenPipe => Ok(true),
            other => other.map(|()| true),
        },
    }
}

/// The command line, or exit: help and version as clap prints them, a usage error (such as
/// an unknown `--input-format`) in one line on standard error with status 2.
fn parse_args() -> Result<Cli, ExitCode> {
    use clap::error::ErrorKind as Kind;
    match Cli::try_parse() {
        Ok(cli) => Ok(cli),
        Err(e)
            if matches!(
                e.kind(),
                Kind::DisplayHelp
                    | Kind::DisplayVersion
                    | Kind::DisplayHelpOnMissingArgumentOrSubcommand
            ) =>
        {
            let _ = e.print();
            Err(ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2)))
        }
        Err(e) => {
            let rendered = e.render().to_string();
            let message: Vec<&str> = rendered
                .lines()
                .map(str::trim)
                .filter(|l| {
                    !l.is_empty()
                        && !l.starts_with("Usage:")
                        && !l.starts_with("For more information")
                })
                .map(|l| l.strip_prefix("error: ").unwrap_or(l))
                .collect();
            let _ = writeln!(
                std::io::stderr(),
                "rowkey: {} (see rowkey --help)",
                message.join(" ")
            );
            Err(ExitCode::from(2))
        }
    }
}

fn main() -> ExitCode {
    let cli = match parse_args() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    progress::set_quiet(cli.quiet);
    match run(cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(failure) => {
            let message = match failure {
                Failure::Input(message) => message,
                Failure::Output(e) => format!("cannot write the output: {e}"),
            };
            // Standard error may be closed too: nothing more to do then.
            let _ = writeln!(std::io::stderr(), "rowkey: {message}");
            ExitCode::from(2)
        }
    }
}
