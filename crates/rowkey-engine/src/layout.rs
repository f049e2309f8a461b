//! Importing a live table's region layout: the boundaries of its regions as the HBase shell,
//! `hbase:meta` or the Master UI print them, turned into an explicit pre-split.
//!
//! [`parse_layout`] reads any of these pastes, detecting which one it is:
//!
//! * [`LayoutForm::ListRegions`]: the HBase 2.x shell's `list_regions 't'`, a table of cells
//!   ` %Ns |` (each column as wide as its longest value, right-aligned), a header row of column
//!   names (`SERVER_NAME`, `REGION_NAME`, `START_KEY`, `END_KEY`, `SIZE` in MB, `REQ`,
//!   `LOCALITY`, or the columns asked for), a row of dashes, one row per region and a last line
//!   ` N rows`;
//! * [`LayoutForm::GetSplits`]: `get_splits 't'`, a line `Total number of splits = N` (N is
//!   the number of regions) then the N − 1 split keys, one a line;
//! * [`LayoutForm::MetaScan`]: `scan 'hbase:meta'`, whose `info:regioninfo` cells print
//!   `{ENCODED => …, NAME => 't,start,id.enc.', STARTKEY => '…', ENDKEY => '…'}` (split parents,
//!   marked `OFFLINE => true` or `SPLIT => true`, and replicas are left out);
//! * [`LayoutForm::MasterUi`]: the Master UI table page's region list copied as text, cells
//!   separated by tabs, with `Start Key` and `End Key` columns (and, where present,
//!   `StorefileSize` and the read and write request counts).
//!
//! Every key in these outputs is `Bytes.toStringBinary` text, read back with
//! [`to_bytes_binary`]. The regions must tile the key space: sorted by start key, the first
//! starts at the empty key, each ends where the next starts and the last ends at the empty
//! key. [`Layout::split_spec`] gives the inner boundaries as an explicit `SPLITS` list.
//!
//! # Examples
//!
//! ```
//! use rowkey_engine::layout::{parse_layout, LayoutForm};
//!
//! let paste = "Total number of splits = 3\n10\n20\n";
//! let layout = parse_layout(paste).unwrap();
//! assert_eq!(layout.form, LayoutForm::GetSplits);
//! assert_eq!(layout.regions.len(), 3);
//! assert_eq!(layout.split_texts(), ["10", "20"]);
//!
//! let err = parse_layout("Total number of splits = 3\n10\n").unwrap_err();
//! assert_eq!(err.line, 3);
//! ```

use serde::Serialize;

use crate::display::{to_bytes_binary, to_string_binary};
use crate::split::{MAX_REGIONS, SplitSpec};

/// The most regions a layout may have: [`MAX_REGIONS`].
pub const MAX_LAYOUT_REGIONS: usize = MAX_REGIONS as usize;

/// Which output a paste is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LayoutForm {
    /// The shell's `list_regions 't'`.
    ListRegions,
    /// The shell's `get_splits 't'`.
    GetSplits,
    /// The shell's `scan 'hbase:meta'` (its `info:regioninfo` cells).
    MetaScan,
    /// The Master UI table page's region list, copied as text.
    MasterUi,
}

impl LayoutForm {
    /// The command or page the form comes from, as the user knows it.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Self::ListRegions => "list_regions",
            Self::GetSplits => "get_splits",
            Self::MetaScan => "scan 'hbase:meta'",
            Self::MasterUi => "Master UI",
        }
    }
}

/// One region of a live table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LiveRegion {
    /// Start key (inclusive; empty for the first region).
    pub start: Vec<u8>,
    /// End key (exclusive; empty for the last region).
    pub end: Vec<u8>,
    /// The line (1-based) of the paste that gave the region.
    pub line: usize,
    /// The region's store file size in MB, where the paste says it.
    pub size_mb: Option<f64>,
    /// The region's request count (reads and writes), where the paste says it.
    pub requests: Option<u64>,
}

/// A live table's regions, in key order, tiling the key space.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Layout {
    /// The form the paste was in.
    pub form: LayoutForm,
    /// The table, where the paste names it (`hbase:meta` rows do).
    pub table: Option<String>,
    /// The regions, sorted by start key; never empty.
    pub regions: Vec<LiveRegion>,
}

crate::tagged::unit_enum_deserialize!(LayoutForm {
    ListRegions = "list_regions",
    GetSplits = "get_splits",
    MetaScan = "meta_scan",
    MasterUi = "master_ui"
});
crate::wire::wire_enum!(LayoutForm {
    ListRegions,
    GetSplits,
    MetaScan,
    MasterUi
});
crate::wire::wire_struct!(LiveRegion {
    start,
    end,
    line,
    size_mb,
    requests
});
crate::wire::wire_struct!(Layout {
    form,
    table,
    regions
});

crate::tagged::fields_struct!(LiveRegionFields, "struct LiveRegion", {
    start: Vec<u8>,
    end: Vec<u8>,
    line: usize,
    size_mb: Option<f64>,
    requests: Option<u64>,
});

impl<'de> serde::Deserialize<'de> for LiveRegion {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = LiveRegionFields::deserialize(deserializer)?;
        let size_mb = f.size_mb.0.flatten();
        if size_mb.is_some_and(|s| !(s.is_finite() && s >= 0.0)) {
            return Err(serde::de::Error::custom(
                "a region's size must be 0 or more",
            ));
        }
        Ok(Self {
            start: crate::tagged::required(f.start, "start")?,
            end: crate::tagged::required(f.end, "end")?,
            line: f.line.0.unwrap_or_default(),
            size_mb,
            requests: f.requests.0.flatten(),
        })
    }
}

crate::tagged::fields_struct!(LayoutFields, "struct Layout", {
    form: LayoutForm,
    table: Option<String>,
    regions: Vec<LiveRegion>,
});

/// Reads a saved layout (the JSON its `Serialize` writes, kept in a link or an autosave),
/// refusing one whose regions do not tile the key space, as [`parse_layout`] does: at least
/// one region and at most [`MAX_LAYOUT_REGIONS`], the first starting and the last ending at
/// the empty key, each ending where the next starts, start keys rising.
///
/// # Examples
///
/// ```
/// use rowkey_engine::layout::{Layout, parse_layout};
/// let layout = parse_layout("Total number of splits = 2\n5\n").unwrap();
/// let json = serde_json::to_string(&layout).unwrap();
/// assert_eq!(serde_json::from_str::<Layout>(&json).unwrap(), layout);
/// let gap = json.replace("\"end\":[53]", "\"end\":[54]");
/// assert!(serde_json::from_str::<Layout>(&gap).is_err());
/// ```
impl<'de> serde::Deserialize<'de> for Layout {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = LayoutFields::deserialize(deserializer)?;
        let layout = Self {
            form: crate::tagged::required(f.form, "form")?,
            table: f.table.0.flatten(),
            regions: crate::tagged::required(f.regions, "regions")?,
        };
        if layout.tiles() {
            Ok(layout)
        } else {
            Err(serde::de::Error::custom(
                "the layout's regions do not tile the key space",
            ))
        }
    }
}

impl Layout {
    /// Whether the regions tile the key space (see the `Deserialize` impl).
    fn tiles(&self) -> bool {
        let (Some(first), Some(last)) = (self.regions.first(), self.regions.last()) else {
            return false;
        };
        self.regions.len() <= MAX_LAYOUT_REGIONS
            && first.start.is_empty()
            && last.end.is_empty()
            && self
                .regions
                .windows(2)
                .all(|w| w[0].end == w[1].start && w[0].start < w[1].start)
    }

    /// The split keys: every region's start key but the first.
    #[must_use]
    pub fn split_keys(&self) -> Vec<Vec<u8>> {
        self.regions
            .iter()
            .skip(1)
            .map(|r| r.start.clone())
            .collect()
    }

    /// The split keys as `toStringBinary` text (which `toBytesBinary` reads back exactly).
    #[must_use]
    pub fn split_texts(&self) -> Vec<String> {
        self.regions
            .iter()
            .skip(1)
            .map(|r| to_string_binary(&r.start))
            .collect()
    }

    /// The layout as a pre-split: `SPLITS => [...]` of the inner boundaries (or no pre-split
    /// for a single region).
    #[must_use]
    pub fn split_spec(&self) -> SplitSpec {
        if self.regions.len() <= 1 {
            SplitSpec::None
        } else {
            SplitSpec::Explicit {
                splits: self.split_texts(),
            }
        }
    }

    /// Whether any region has a size.
    #[must_use]
    pub fn has_sizes(&self) -> bool {
        self.regions.iter().any(|r| r.size_mb.is_some())
    }

    /// Whether any region has a request count.
    #[must_use]
    pub fn has_requests(&self) -> bool {
        self.regions.iter().any(|r| r.requests.is_some())
    }
}

/// What the reader expected where a paste went wrong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Expected {
    /// This exact text.
    Literal {
        /// The text.
        text: String,
    },
    /// The end of the cell of `column` in a `list_regions` table (` |`).
    CellEnd {
        /// The column's name.
        column: String,
    },
    /// The row of dashes under the `list_regions` header, one dash run per column.
    Dashes {
        /// How many columns the header has.
        columns: usize,
    },
    /// The ` N rows` line that closes a `list_regions` table.
    RowsFooter,
    /// Both a start-key and an end-key column in the header.
    StartEndColumns,
    /// A whole number (or, for a size, a number and a unit) in `column`.
    Number {
        /// The column or line it belongs to.
        column: String,
    },
    /// A row of `count` tab-separated cells.
    Cells {
        /// Cells in the header.
        count: usize,
        /// Cells in the row.
        found: usize,
    },
    /// A split key (`toStringBinary` text) on its own line.
    SplitKey,
    /// Nothing more on the line.
    EndOfLine,
}

/// Why a paste is not a region layout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LayoutErrorKind {
    /// Nothing but blank lines.
    Empty,
    /// A line in none of the forms (or, inside one, a line that belongs to none of its parts).
    UnknownLine {
        /// The line's text (its first 80 characters).
        text: String,
    },
    /// Something else was expected at the line and column.
    Expected {
        /// What was expected.
        expected: Expected,
        /// What was there (`""` at the end of the line).
        found: String,
    },
    /// The paste says how many rows or splits it has, and has another number.
    CountMismatch {
        /// What the count line says (`N rows`, or the splits behind `Total number of splits`).
        said: usize,
        /// How many were found.
        found: usize,
    },
    /// The Master UI listed only some of the table's regions.
    PartialList {
        /// Regions shown.
        shown: usize,
        /// Regions in the table.
        total: usize,
    },
    /// A `hbase:meta` scan with several tables, none of them the one asked for.
    SeveralTables {
        /// The tables found.
        tables: Vec<String>,
    },
    /// No region of the table in the paste.
    NoRegions,
    /// More regions than the playground handles.
    TooManyRegions {
        /// Regions found.
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// The first region (in key order) does not start at the empty key.
    FirstStartNotEmpty {
        /// Its start key (`toStringBinary`).
        start: String,
    },
    /// The last region (in key order) does not end at the empty key.
    LastEndNotEmpty {
        /// Its end key (`toStringBinary`).
        end: String,
    },
    /// A region starts elsewhere than where the region before it ends: a gap or an overlap.
    NotContiguous {
        /// The region before's end key.
        previous_end: String,
        /// The line of the region before.
        previous_line: usize,
        /// This region's start key.
        start: String,
    },
    /// Two regions start at the same key.
    DuplicateStart {
        /// The shared start key.
        start: String,
        /// The line of the other region.
        other_line: usize,
    },
}

/// A paste that is not a region layout: where (line and column, 1-based; column 0 when the
/// whole line is meant) and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LayoutError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (characters), or 0 for the whole line.
    pub column: usize,
    /// What is wrong.
    pub kind: LayoutErrorKind,
}

impl LayoutError {
    fn new(line: usize, column: usize, kind: LayoutErrorKind) -> Self {
        Self { line, column, kind }
    }

    fn expected(line: usize, column: usize, expected: Expected, found: &str) -> Self {
        Self::new(
            line,
            column,
            LayoutErrorKind::Expected {
                expected,
                found: clip(found),
            },
        )
    }
}

fn clip(text: &str) -> String {
    text.chars().take(80).collect()
}

/// Reads a region layout in any of the [`LayoutForm`]s. A `hbase:meta` scan must hold one
/// table's regions (use [`parse_layout_for`] to pick one of several).
///
/// # Errors
///
/// [`LayoutError`] at the first line that cannot be read, or that breaks the tiling.
pub fn parse_layout(text: &str) -> Result<Layout, LayoutError> {
    parse_layout_for(text, None)
}

/// Reads a region layout; from a `hbase:meta` scan of several tables, keeps `table`'s
/// regions (a scan of one table is read whatever its name).
///
/// # Errors
///
/// As [`parse_layout`]; [`LayoutErrorKind::SeveralTables`] when the scan holds several tables
/// and `table` is none of them.
pub fn parse_layout_for(text: &str, table: Option<&str>) -> Result<Layout, LayoutError> {
    let lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    let Some(first) = lines.iter().position(|l| !is_noise(l)) else {
        return Err(LayoutError::new(1, 0, LayoutErrorKind::Empty));
    };
    let line = lines[first];
    let trimmed = line.trim();
    let (form, table_name, regions) = if trimmed.starts_with("Total number of splits") {
        (LayoutForm::GetSplits, None, get_splits(&lines, first)?)
    } else if is_list_regions_header(line) {
        (LayoutForm::ListRegions, None, list_regions(&lines, first)?)
    } else if (trimmed.starts_with("ROW") && trimmed.contains("COLUMN+CELL"))
        || line.contains(" column=")
    {
        let (name, regions) = meta_scan(&lines, first, table)?;
        (LayoutForm::MetaScan, Some(name), regions)
    } else if line.contains('\t')
        && (line.trim_start().starts_with("Name") || line.split('\t').any(|c| c == "Start Key"))
    {
        (LayoutForm::MasterUi, None, master_ui(&lines, first)?)
    } else {
        return Err(LayoutError::new(
            first + 1,
            0,
            LayoutErrorKind::UnknownLine { text: clip(line) },
        ));
    };
    let last_line = lines.len();
    let regions = tile(regions, last_line)?;
    Ok(Layout {
        form,
        table: table_name,
        regions,
    })
}

/// Shell chatter around a command's output: blank lines, the prompt, `Took … seconds`, and
/// the `=> …` value the shell echoes.
fn is_noise(line: &str) -> bool {
    let t = line.trim();
    t.is_empty()
        || is_prompt(t)
        || (t.starts_with("Took ") && t.ends_with("seconds"))
        || t.starts_with("=> ")
        || t == "=>"
}

/// `hbase(main):001:0> …` (HBase 1.x, 2.0–2.3) or `hbase:001:0> …` (later shells).
fn is_prompt(t: &str) -> bool {
    let Some(rest) = t.strip_prefix("hbase") else {
        return false;
    };
    let rest = rest.strip_prefix("(main)").unwrap_or(rest);
    let Some(rest) = rest.strip_prefix(':') else {
        return false;
    };
    let Some((line, rest)) = rest.split_once(':') else {
        return false;
    };
    let level_end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    !line.is_empty()
        && line.bytes().all(|b| b.is_ascii_digit())
        && level_end > 0
        && rest[level_end..].starts_with(['>', '*', '"', '\''])
}

fn rest_is_noise(lines: &[&str], from: usize) -> Result<(), LayoutError> {
    match (from..lines.len()).find(|&i| !is_noise(lines[i])) {
        Some(i) => Err(LayoutError::new(
            i + 1,
            0,
            LayoutErrorKind::UnknownLine {
                text: clip(lines[i]),
            },
        )),
        None => Ok(()),
    }
}

fn region(start: &str, end: &str, line: usize) -> LiveRegion {
    LiveRegion {
        start: to_bytes_binary(start),
        end: to_bytes_binary(end),
        line,
        size_mb: None,
        requests: None,
    }
}

fn too_many(count: usize, line: usize) -> Result<(), LayoutError> {
    if count > MAX_LAYOUT_REGIONS {
        Err(LayoutError::new(
            line,
            0,
            LayoutErrorKind::TooManyRegions {
                count,
                limit: MAX_LAYOUT_REGIONS,
            },
        ))
    } else {
        Ok(())
    }
}

/// Sorts the regions by start key and checks that they tile the key space.
fn tile(mut regions: Vec<LiveRegion>, last_line: usize) -> Result<Vec<LiveRegion>, LayoutError> {
    if regions.is_empty() {
        return Err(LayoutError::new(last_line, 0, LayoutErrorKind::NoRegions));
    }
    too_many(
        regions.len(),
        regions[MAX_LAYOUT_REGIONS.min(regions.len() - 1)].line,
    )?;
    regions.sort_by(|a, b| a.start.cmp(&b.start));
    let first = &regions[0];
    if !first.start.is_empty() {
        return Err(LayoutError::new(
            first.line,
            0,
            LayoutErrorKind::FirstStartNotEmpty {
                start: to_string_binary(&first.start),
            },
        ));
    }
    for pair in regions.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        if a.start == b.start {
            let (line, other_line) = (a.line.max(b.line), a.line.min(b.line));
            return Err(LayoutError::new(
                line,
                0,
                LayoutErrorKind::DuplicateStart {
                    start: to_string_binary(&b.start),
                    other_line,
                },
            ));
        }
        if a.end != b.start {
            return Err(LayoutError::new(
                b.line,
                0,
                LayoutErrorKind::NotContiguous {
                    previous_end: to_string_binary(&a.end),
                    previous_line: a.line,
                    start: to_string_binary(&b.start),
                },
            ));
        }
    }
    let last = regions.last().expect("not empty");
    if !last.end.is_empty() {
        return Err(LayoutError::new(
            last.line,
            0,
            LayoutErrorKind::LastEndNotEmpty {
                end: to_string_binary(&last.end),
            },
        ));
    }
    Ok(regions)
}

// ---- get_splits --------------------------------------------------------------------------

fn get_splits(lines: &[&str], first: usize) -> Result<Vec<LiveRegion>, LayoutError> {
    let line = lines[first];
    let (count_column, count_text) = match line.find('=') {
        Some(eq) => (eq + 2, line[eq + 1..].trim()),
        None => (line.len() + 1, ""),
    };
    let total: usize = match count_text.parse() {
        Ok(n) if n >= 1 => n,
        _ => {
            return Err(LayoutError::expected(
                first + 1,
                count_column,
                Expected::Number {
                    column: "Total number of splits".to_owned(),
                },
                count_text,
            ));
        }
    };
    too_many(total, first + 1)?;
    let want = total - 1;
    let mut keys: Vec<(usize, &str)> = Vec::with_capacity(want);
    let mut i = first + 1;
    while keys.len() < want {
        if i >= lines.len() || (lines[i].trim().is_empty() && i + 1 >= lines.len()) {
            return Err(LayoutError::new(
                i.min(lines.len()) + 1,
                0,
                LayoutErrorKind::CountMismatch {
                    said: want,
                    found: keys.len(),
                },
            ));
        }
        let key = lines[i];
        if key.is_empty() || (key.starts_with("Took ") && key.ends_with("seconds")) {
            return Err(LayoutError::expected(i + 1, 1, Expected::SplitKey, key));
        }
        keys.push((i + 1, key));
        i += 1;
    }
    rest_is_noise(lines, i)?;
    let mut regions = Vec::with_capacity(total);
    let mut start = "";
    let mut start_line = first + 1;
    for (line, key) in keys {
        regions.push(region(start, key, start_line));
        start = key;
        start_line = line;
    }
    regions.push(region(start, "", start_line));
    // get_splits lists the keys in key order; a list out of order still tiles once sorted,
    // so rebuild the ends from the sorted starts.
    regions.sort_by(|a, b| a.start.cmp(&b.start));
    let starts: Vec<Vec<u8>> = regions.iter().map(|r| r.start.clone()).collect();
    for (k, r) in regions.iter_mut().enumerate() {
        r.end = starts.get(k + 1).cloned().unwrap_or_default();
    }
    Ok(regions)
}

// ---- list_regions ------------------------------------------------------------------------

const LIST_REGIONS_COLUMNS: [&str; 7] = [
    "SERVER_NAME",
    "REGION_NAME",
    "START_KEY",
    "END_KEY",
    "SIZE",
    "REQ",
    "LOCALITY",
];

fn is_list_regions_header(line: &str) -> bool {
    line.contains('|')
        && line
            .split('|')
            .any(|c| LIST_REGIONS_COLUMNS.contains(&c.trim()))
}

fn list_regions(lines: &[&str], first: usize) -> Result<Vec<LiveRegion>, LayoutError> {
    let header = lines[first].trim_end();
    let names: Vec<&str> = header
        .strip_suffix('|')
        .unwrap_or(header)
        .split('|')
        .map(str::trim)
        .collect();
    let column_of = |name: &str| names.iter().position(|n| n.eq_ignore_ascii_case(name));
    let (Some(start_col), Some(end_col)) = (column_of("START_KEY"), column_of("END_KEY")) else {
        return Err(LayoutError::expected(
            first + 1,
            1,
            Expected::StartEndColumns,
            header,
        ));
    };
    let size_col = column_of("SIZE");
    let req_col = column_of("REQ");
    // The dashes give each column's width exactly: ` %Ns |` per cell.
    let dash_line = first + 1;
    let dashes = lines.get(dash_line).copied().unwrap_or("").trim_end();
    let widths: Option<Vec<usize>> = dashes.strip_suffix('|').and_then(|d| {
        d.split('|')
            .map(|cell| {
                let inner = cell.strip_prefix(' ')?.strip_suffix(' ')?;
                (!inner.is_empty() && inner.bytes().all(|b| b == b'-')).then_some(inner.len())
            })
            .collect()
    });
    let widths = match widths {
        Some(w) if w.len() == names.len() => w,
        _ => {
            return Err(LayoutError::expected(
                dash_line + 1,
                1,
                Expected::Dashes {
                    columns: names.len(),
                },
                dashes,
            ));
        }
    };
    let mut regions = Vec::new();
    let mut i = dash_line + 1;
    loop {
        let Some(&raw) = lines.get(i) else {
            return Err(LayoutError::expected(i + 1, 1, Expected::RowsFooter, ""));
        };
        let trimmed = raw.trim();
        if let Some(n) = trimmed
            .strip_suffix(" rows")
            .or_else(|| trimmed.strip_suffix(" row"))
            .and_then(|n| n.parse::<usize>().ok())
        {
            if n != regions.len() {
                return Err(LayoutError::new(
                    i + 1,
                    0,
                    LayoutErrorKind::CountMismatch {
                        said: n,
                        found: regions.len(),
                    },
                ));
            }
            rest_is_noise(lines, i + 1)?;
            break;
        }
        let chars: Vec<char> = raw.trim_end().chars().collect();
        let mut at = 0;
        let mut cells: Vec<(usize, String)> = Vec::with_capacity(widths.len());
        for (c, &w) in widths.iter().enumerate() {
            // ' ' + w characters + " |"
            let cell_end = at + 1 + w;
            if chars.len() < cell_end + 2
                || chars[at] != ' '
                || chars[cell_end] != ' '
                || chars[cell_end + 1] != '|'
            {
                let found: String = chars
                    .get(cell_end.min(chars.len())..)
                    .unwrap_or_default()
                    .iter()
                    .take(2)
                    .collect();
                return Err(LayoutError::expected(
                    i + 1,
                    cell_end.min(chars.len()) + 1,
                    Expected::CellEnd {
                        column: names[c].to_owned(),
                    },
                    &found,
                ));
            }
            let value: String = chars[at + 1..cell_end].iter().collect();
            cells.push((at + 2, value.trim_start().to_owned()));
            at = cell_end + 2;
        }
        if at < chars.len() {
            let found: String = chars[at..].iter().collect();
            return Err(LayoutError::expected(
                i + 1,
                at + 1,
                Expected::EndOfLine,
                &found,
            ));
        }
        let mut r = region(&cells[start_col].1, &cells[end_col].1, i + 1);
        if let Some(c) = size_col {
            let (column, text) = &cells[c];
            r.size_mb = Some(number(text, i + 1, *column, names[c])? as f64);
        }
        if let Some(c) = req_col {
            let (column, text) = &cells[c];
            r.requests = Some(number(text, i + 1, *column, names[c])?);
        }
        regions.push(r);
        too_many(regions.len(), i + 1)?;
        i += 1;
    }
    Ok(regions)
}

fn number(text: &str, line: usize, column: usize, name: &str) -> Result<u64, LayoutError> {
    let plain: String = text.chars().filter(|&c| c != ',').collect();
    plain.trim().parse::<u64>().map_err(|_| {
        LayoutError::expected(
            line,
            column,
            Expected::Number {
                column: name.to_owned(),
            },
            text,
        )
    })
}

// ---- scan 'hbase:meta' ---------------------------------------------------------------------

const REGIONINFO: &str = "column=info:regioninfo, ";

fn meta_scan(
    lines: &[&str],
    first: usize,
    wanted: Option<&str>,
) -> Result<(String, Vec<LiveRegion>), LayoutError> {
    let mut by_table: Vec<(String, Vec<LiveRegion>)> = Vec::new();
    let mut rows = 0usize;
    let mut last_row: Option<&str> = None;
    let mut i = first;
    while i < lines.len() {
        let line = lines[i];
        let t = line.trim();
        if is_noise(line) || (t.starts_with("ROW") && t.contains("COLUMN+CELL")) {
            i += 1;
            continue;
        }
        if let Some(n) = row_count(t) {
            if n != rows {
                return Err(LayoutError::new(
                    i + 1,
                    0,
                    LayoutErrorKind::CountMismatch {
                        said: n,
                        found: rows,
                    },
                ));
            }
            rest_is_noise(lines, i + 1)?;
            break;
        }
        let Some(col) = line.find(" column=") else {
            return Err(LayoutError::new(
                i + 1,
                0,
                LayoutErrorKind::UnknownLine { text: clip(line) },
            ));
        };
        let row = line[..col].trim();
        if last_row != Some(row) {
            rows += 1;
            last_row = Some(row);
        }
        if line[col + 1..].starts_with(REGIONINFO) {
            if let Some((table, r)) = regioninfo(line, col + 1 + REGIONINFO.len(), i + 1)? {
                match by_table.iter_mut().find(|(t, _)| *t == table) {
                    Some((_, list)) => list.push(r),
                    None => by_table.push((table, vec![r])),
                }
            }
        }
        i += 1;
    }
    // The table asked for; else the only table, leaving out the system tables (`hbase:…`)
    // that a scan of all of `hbase:meta` lists too.
    let user: Vec<usize> = (0..by_table.len())
        .filter(|&k| !by_table[k].0.starts_with("hbase:"))
        .collect();
    let pick = wanted
        .and_then(|w| by_table.iter().position(|(t, _)| t == w))
        .or_else(|| (by_table.len() == 1).then_some(0))
        .or_else(|| (user.len() == 1).then(|| user[0]));
    let pick = match (pick, by_table.len()) {
        (Some(p), _) => p,
        (None, 0) => return Err(LayoutError::new(lines.len(), 0, LayoutErrorKind::NoRegions)),
        (None, _) => {
            return Err(LayoutError::new(
                first + 1,
                0,
                LayoutErrorKind::SeveralTables {
                    tables: by_table.iter().map(|(t, _)| t.clone()).collect(),
                },
            ));
        }
    };
    Ok(by_table.swap_remove(pick))
}

/// ` N row(s)` (optionally `in X seconds`, as older shells print it).
fn row_count(t: &str) -> Option<usize> {
    let (n, rest) = t.split_once(' ')?;
    let n = n.parse().ok()?;
    (rest == "row(s)" || rest.starts_with("row(s) in ")).then_some(n)
}

/// Reads `timestamp=…, value={ENCODED => …, NAME => '…', STARTKEY => '…', ENDKEY => '…'…}`
/// from byte `from` of the line; `None` for a split parent or a replica.
fn regioninfo(
    line: &str,
    from: usize,
    line_no: usize,
) -> Result<Option<(String, LiveRegion)>, LayoutError> {
    let column = |byte: usize| line[..byte.min(line.len())].chars().count() + 1;
    let expect = |at: usize, text: &str| -> Result<usize, LayoutError> {
        match line[at..].find(text) {
            Some(p) => Ok(at + p + text.len()),
            None => Err(LayoutError::expected(
                line_no,
                column(line.len()),
                Expected::Literal {
                    text: text.to_owned(),
                },
                "",
            )),
        }
    };
    let value = expect(from, ", value=")?;
    if !line[value..].starts_with("{ENCODED => ") {
        return Err(LayoutError::expected(
            line_no,
            column(value),
            Expected::Literal {
                text: "{ENCODED => ".to_owned(),
            },
            &line[value..],
        ));
    }
    let name_at = expect(value, ", NAME => '")?;
    let start_at = expect(name_at, "', STARTKEY => '")?;
    let name = &line[name_at..start_at - "', STARTKEY => '".len()];
    let end_at = expect(start_at, "', ENDKEY => '")?;
    let start = &line[start_at..end_at - "', ENDKEY => '".len()];
    let body = line.trim_end();
    let Some(body) = body.strip_suffix('}').filter(|b| b.len() >= end_at) else {
        return Err(LayoutError::expected(
            line_no,
            column(body.len()),
            Expected::Literal {
                text: "'}".to_owned(),
            },
            "",
        ));
    };
    // The end key runs to the first quote followed by the end or by `, NAME => `.
    let rest = &body[end_at..];
    let close = rest
        .char_indices()
        .find_map(|(p, c)| (c == '\'' && attributes_follow(&rest[p + 1..])).then_some(p));
    let Some(close) = close else {
        return Err(LayoutError::expected(
            line_no,
            column(body.len() + 1),
            Expected::Literal {
                text: "'}".to_owned(),
            },
            "}",
        ));
    };
    let end = &rest[..close];
    let attributes = &rest[close + 1..];
    let parent = attributes.contains("OFFLINE => true") || attributes.contains("SPLIT => true");
    let replica = attributes
        .split(", ")
        .filter_map(|a| a.strip_prefix("REPLICA_ID => "))
        .any(|n| n.trim() != "0");
    if parent || replica {
        return Ok(None);
    }
    let table = name.split(',').next().unwrap_or_default().to_owned();
    Ok(Some((table, region(start, end, line_no))))
}

fn attributes_follow(rest: &str) -> bool {
    rest.is_empty()
        || rest.split(", ").skip(1).all(|a| {
            a.split_once(" => ").is_some_and(|(k, _)| {
                !k.is_empty() && k.bytes().all(|b| b.is_ascii_uppercase() || b == b'_')
            })
        }) && rest.starts_with(", ")
}

// ---- Master UI -----------------------------------------------------------------------------

fn master_ui(lines: &[&str], first: usize) -> Result<Vec<LiveRegion>, LayoutError> {
    // A `<br>` inside a header cell copies as a line break: the total under the column
    // name, `(1,234)`, opens the next line.
    let mut header = lines[first].to_owned();
    let mut i = first + 1;
    while i < lines.len() && lines[i].starts_with('(') && !header.contains("End Key") {
        header.push(' ');
        header.push_str(lines[i]);
        i += 1;
    }
    let names: Vec<&str> = header.split('\t').map(str::trim).collect();
    let find = |p: &dyn Fn(&str) -> bool| names.iter().position(|n| p(n));
    let (Some(start_col), Some(end_col)) = (
        find(&|n| n.eq_ignore_ascii_case("Start Key")),
        find(&|n| n.eq_ignore_ascii_case("End Key")),
    ) else {
        return Err(LayoutError::expected(
            first + 1,
            1,
            Expected::StartEndColumns,
            &header,
        ));
    };
    let size_col = find(&|n| n.starts_with("StorefileSize"));
    let request_cols: Vec<usize> = names
        .iter()
        .enumerate()
        .filter(|(_, n)| {
            n.starts_with("ReadRequests")
                || n.starts_with("WriteRequests")
                || **n == "Requests"
                || n.starts_with("Requests ")
        })
        .map(|(c, _)| c)
        .collect();
    let mut regions = Vec::new();
    while i < lines.len() {
        let line = lines[i];
        if line.trim().is_empty() {
            break;
        }
        if let Some((shown, total)) = partial_note(line) {
            return Err(LayoutError::new(
                i + 1,
                0,
                LayoutErrorKind::PartialList { shown, total },
            ));
        }
        let mut cells: Vec<&str> = line.split('\t').collect();
        // A copy may drop the empty last cell of the last region when End Key ends the row.
        if cells.len() + 1 == names.len() && end_col + 1 == names.len() {
            cells.push("");
        }
        if cells.len() != names.len() {
            return Err(LayoutError::expected(
                i + 1,
                line.chars().count() + 1,
                Expected::Cells {
                    count: names.len(),
                    found: cells.len(),
                },
                "",
            ));
        }
        let column_of = |c: usize| {
            cells[..c]
                .iter()
                .map(|s| s.chars().count() + 1)
                .sum::<usize>()
                + 1
        };
        let mut r = region(cells[start_col], cells[end_col], i + 1);
        if let Some(c) = size_col {
            r.size_mb = Some(size_mb(cells[c].trim()).ok_or_else(|| {
                LayoutError::expected(
                    i + 1,
                    column_of(c),
                    Expected::Number {
                        column: "StorefileSize".to_owned(),
                    },
                    cells[c],
                )
            })?);
        }
        let mut requests: Option<u64> = None;
        for &c in &request_cols {
            let text = cells[c].trim();
            if text == "N/A" {
                continue;
            }
            let name = names[c].split(' ').next().unwrap_or(names[c]);
            let n = number(text, i + 1, column_of(c), name)?;
            requests = Some(requests.unwrap_or(0).saturating_add(n));
        }
        r.requests = requests;
        regions.push(r);
        too_many(regions.len(), i + 1)?;
        i += 1;
    }
    // After the list: the page's other tables or nothing; a note of a partial list anywhere.
    for (k, line) in lines.iter().enumerate().skip(i) {
        if let Some((shown, total)) = partial_note(line) {
            return Err(LayoutError::new(
                k + 1,
                0,
                LayoutErrorKind::PartialList { shown, total },
            ));
        }
    }
    Ok(regions)
}

/// `This table has N regions in total, … only M regions are displayed here …`.
fn partial_note(line: &str) -> Option<(usize, usize)> {
    let rest = line.trim().strip_prefix("This table has ")?;
    let (total, rest) = rest.split_once(' ')?;
    let total = total.parse().ok()?;
    let only = rest.split_once("only ")?.1;
    let shown = only.split(' ').next()?.parse().ok()?;
    Some((shown, total))
}

/// Hadoop's `StringUtils.byteDesc` text (`0 B`, `512 B`, `1.50 KB`, `12.3 MB`, `2 GB`) in MB.
fn size_mb(text: &str) -> Option<f64> {
    let (n, unit) = text.split_once(' ')?;
    let n = decimal(&n.replace(',', ""))?;
    let factor = match unit.trim() {
        "B" => 1.0 / 1024.0 / 1024.0,
        "KB" | "K" => 1.0 / 1024.0,
        "MB" | "M" => 1.0,
        "GB" | "G" => 1024.0,
        "TB" | "T" => 1024.0 * 1024.0,
        "PB" | "P" => 1024.0 * 1024.0 * 1024.0,
        _ => return None,
    };
    (n.is_finite() && n >= 0.0).then_some(n * factor)
}

/// A plain decimal number (`512`, `1.50`: digits, then at most nine decimals), read with
/// integers: the standard library's float parser would be the only one in the page's code.
fn decimal(text: &str) -> Option<f64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(fraction) || fraction.len() > 9 {
        return None;
    }
    let whole: u64 = whole.parse().ok()?;
    let tenths: u64 = if fraction.is_empty() {
        0
    } else {
        fraction.parse().ok()?
    };
    let scale = 10u64.pow(u32::try_from(fraction.len()).ok()?);
    Some(whole as f64 + tenths as f64 / scale as f64)
}
