//! An interpreter of HBase shell commands, written from the HBase semantics reference
//! (`hbase-semantics.md` §4, §5, §6) and not from the planner: it parses the lines the
//! shell renderer emits and runs them over a table of rows in HBase byte order.
//!
//! What it understands, and nothing else (any other line is an error):
//!
//! * `# ...` comment lines. A comment starting with `# client:` is an instruction to the
//!   client program that runs the commands and must be one of the [`ClientStep`]s; every
//!   other comment is ignored.
//! * `get 'table', "row"` and `get 'table', "row", {FILTER => "..."}`.
//! * `scan 'table'` and `scan 'table', {OPTION => value, ...}` with `STARTROW`, `STOPROW`,
//!   `ROWPREFIXFILTER` (Ruby strings), `REVERSED` (`true`/`false`), `LIMIT` (an integer)
//!   and `FILTER` (a Ruby string holding a filter-language expression).
//!
//! Ruby literals (§4): single-quoted strings know only `\\` and `\'`; double-quoted strings
//! decode `\xH`/`\xHH`, `\"`, `\\`, `\#` into bytes (other escapes are refused, and so is an
//! unescaped `#{`, `#$` or `#@`, which Ruby would interpolate).
//!
//! Filter language: `SingleColumnValueFilter ('family', 'qualifier', OP, 'type:value',
//! filterIfMissing, latestVersionOnly)` with `OP` one of `=`, `!=`, `<`, `<=`, `>`, `>=` and
//! the comparator type `binary`, `binaryprefix` or `regexstring`, joined by `AND` (binding tighter) and
//! `OR`, with parentheses. Quoted filter strings double a `'` to escape it.
//!
//! Execution (§5): a forward scan returns the rows with `STARTROW <= key < STOPROW` in
//! ascending byte order (an absent bound is the table's start or end); `ROWPREFIXFILTER`
//! replaces both bounds with `[prefix, next(prefix))` where `next` strips trailing `0xFF`
//! bytes and increments the last byte (no stop row when nothing is left); a reversed scan
//! returns the rows with `STOPROW < key <= STARTROW` in descending order; `LIMIT n` stops a
//! scan after `n` rows passed its filter. A `SingleColumnValueFilter` reads the cell
//! `family:qualifier` of the row and keeps the row when `cell OP value` holds comparing
//! unsigned bytes (`binary`), or the cell's first `len(value)` bytes (`binaryprefix`); a row
//! without the cell is dropped when filterIfMissing is true and kept otherwise. The results
//! of several commands are concatenated in command order.

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt;

/// Why a line could not be understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub line: String,
    pub why: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot interpret {:?}: {}", self.line, self.why)
    }
}

/// A comparison operator of the filter language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// A comparator of the filter language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Comparator {
    Binary(Vec<u8>),
    BinaryPrefix(Vec<u8>),
    /// `regexstring:`: HBase's `RegexStringComparator`, Java's `Pattern` with `DOTALL` run
    /// with `find()` over the cell decoded as UTF-8; 0 (equal) on a match, 1 otherwise.
    Regex(String),
}

/// A filter expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Filter {
    SingleColumnValue {
        family: Vec<u8>,
        qualifier: Vec<u8>,
        op: CompareOp,
        comparator: Comparator,
        filter_if_missing: bool,
    },
    And(Box<Filter>, Box<Filter>),
    Or(Box<Filter>, Box<Filter>),
}

/// A scan's options.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScanSpec {
    pub start: Option<Vec<u8>>,
    pub stop: Option<Vec<u8>>,
    pub prefix: Option<Vec<u8>>,
    pub reversed: bool,
    pub limit: Option<u64>,
    pub filter: Option<Filter>,
    /// `COLUMNS => 'f:q'`: only the cells of these columns are read; a row without any of
    /// them returns nothing.
    pub columns: Vec<(Vec<u8>, Vec<u8>)>,
}

/// What the client program does with the rows the commands returned, as a `# client:`
/// comment says. The sentences are matched exactly (names and numbers filled in):
///
/// * `# client: keep only the rows where <predicate> (compared by value)`: a predicate in
///   the query language (`ts >= '100'`) that the FILTER cannot check (a binary comparator
///   compares text bytes, not numbers or times), checked on each row by value;
/// * `# client: sort the rows by <column>, newest first, and keep the first <n>`;
/// * `# client: of the next scan's rows, keep those whose key is in ["<start>", "<stop>")`
///   (Ruby double-quoted strings; an empty stop is the table's end): applies to the rows of
///   the next command only.
///
/// The first two apply, in the order written, to all the rows the commands returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientStep {
    Check { predicate: String },
    NewestFirst { column: String, count: usize },
    NextScanKeys { start: Vec<u8>, stop: Vec<u8> },
}

/// One line of shell input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Comment,
    Client(ClientStep),
    Get {
        table: String,
        row: Vec<u8>,
        filter: Option<Filter>,
        /// `COLUMN => 'f:q'`, as `COLUMNS` for a scan.
        columns: Vec<(Vec<u8>, Vec<u8>)>,
    },
    Scan {
        table: String,
        scan: ScanSpec,
    },
}

// ---------------------------------------------------------------------------------------
// Ruby layer.

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Ident(String),
    Str(Vec<u8>),
    Int(u64),
    Comma,
    LBrace,
    RBrace,
    Arrow,
}

fn ruby_tokens(line: &str) -> Result<Vec<Tok>, String> {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    let mut out = Vec::new();
    while i < chars.len() {
        let c = chars[i];
        match c {
            ' ' | '\t' => i += 1,
            ',' => {
                out.push(Tok::Comma);
                i += 1;
            }
            '{' => {
                out.push(Tok::LBrace);
                i += 1;
            }
            '}' => {
                out.push(Tok::RBrace);
                i += 1;
            }
            '=' if chars.get(i + 1) == Some(&'>') => {
                out.push(Tok::Arrow);
                i += 2;
            }
            '\'' => {
                let (s, next) = single_quoted(&chars, i + 1)?;
                out.push(Tok::Str(s));
                i = next;
            }
            '"' => {
                let (s, next) = double_quoted(&chars, i + 1)?;
                out.push(Tok::Str(s));
                i = next;
            }
            c if c.is_ascii_digit() => {
                let from = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let text: String = chars[from..i].iter().collect();
                out.push(Tok::Int(text.parse().map_err(|e| format!("{e}"))?));
            }
            c if c.is_ascii_alphabetic() || c == '_' => {
                let from = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                out.push(Tok::Ident(chars[from..i].iter().collect()));
            }
            other => return Err(format!("unexpected character {other:?} at {i}")),
        }
    }
    Ok(out)
}

fn push_char(out: &mut Vec<u8>, c: char) {
    let mut buf = [0u8; 4];
    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
}

/// A Ruby single-quoted string from just after its opening quote.
fn single_quoted(chars: &[char], mut i: usize) -> Result<(Vec<u8>, usize), String> {
    let mut out = Vec::new();
    loop {
        match chars.get(i) {
            None => return Err("unterminated single-quoted string".into()),
            Some('\'') => {
                // Ruby would join an adjacent literal ('a''b' is "ab"): refuse it.
                if chars.get(i + 1) == Some(&'\'') {
                    return Err("adjacent single-quoted literals".into());
                }
                return Ok((out, i + 1));
            }
            Some('\\') if matches!(chars.get(i + 1), Some('\\' | '\'')) => {
                push_char(&mut out, chars[i + 1]);
                i += 2;
            }
            Some(&c) => {
                push_char(&mut out, c);
                i += 1;
            }
        }
    }
}

/// A Ruby double-quoted string from just after its opening quote.
fn double_quoted(chars: &[char], mut i: usize) -> Result<(Vec<u8>, usize), String> {
    let mut out = Vec::new();
    loop {
        match chars.get(i) {
            None => return Err("unterminated double-quoted string".into()),
            Some('"') => return Ok((out, i + 1)),
            Some('#') if matches!(chars.get(i + 1), Some('{' | '$' | '@')) => {
                return Err("unescaped # would interpolate".into());
            }
            Some('\\') => match chars.get(i + 1) {
                Some('x') => {
                    let mut n = 0u32;
                    let mut digits = 0;
                    while digits < 2 {
                        match chars.get(i + 2 + digits).and_then(|c| c.to_digit(16)) {
                            Some(d) => {
                                n = n * 16 + d;
                                digits += 1;
                            }
                            None => break,
                        }
                    }
                    if digits == 0 {
                        return Err("\\x without hex digits".into());
                    }
                    out.push(u8::try_from(n).map_err(|e| e.to_string())?);
                    i += 2 + digits;
                }
                Some(&c @ ('"' | '\\' | '#')) => {
                    push_char(&mut out, c);
                    i += 2;
                }
                other => return Err(format!("escape \\{other:?} not understood")),
            },
            Some(&c) => {
                push_char(&mut out, c);
                i += 1;
            }
        }
    }
}

/// Parses one line.
pub fn parse_line(line: &str) -> Result<Command, ParseError> {
    let err = |why: String| ParseError {
        line: line.to_owned(),
        why,
    };
    let trimmed = line.trim();
    if let Some(rest) = trimmed.strip_prefix("# client:") {
        return parse_client(rest.trim()).map(Command::Client).map_err(err);
    }
    if trimmed.starts_with('#') {
        return Ok(Command::Comment);
    }
    let toks = ruby_tokens(trimmed).map_err(err)?;
    parse_command(&toks).map_err(err)
}

fn parse_command(toks: &[Tok]) -> Result<Command, String> {
    let verb = match toks.first() {
        Some(Tok::Ident(v)) => v.as_str(),
        other => return Err(format!("expected a command, found {other:?}")),
    };
    let table = match toks.get(1) {
        Some(Tok::Str(t)) => String::from_utf8(t.clone()).map_err(|e| e.to_string())?,
        other => return Err(format!("expected the table name, found {other:?}")),
    };
    match verb {
        "get" => {
            if toks.get(2) != Some(&Tok::Comma) {
                return Err("get needs a row".into());
            }
            let row = match toks.get(3) {
                Some(Tok::Str(r)) => r.clone(),
                other => return Err(format!("expected a row, found {other:?}")),
            };
            let mut filter = None;
            let mut columns = Vec::new();
            match toks.get(4) {
                None => {}
                Some(Tok::Comma) => {
                    let (opts, used) = parse_hash(&toks[5..])?;
                    if 5 + used != toks.len() {
                        return Err("text after the options".into());
                    }
                    for (k, v) in opts {
                        match (k.as_str(), v) {
                            ("FILTER", Value::Str(f)) => filter = Some(parse_filter(&f)?),
                            ("COLUMN", Value::Str(c)) => columns.push(family_qualifier(&c)?),
                            (k, v) => {
                                return Err(format!("get option {k} => {v:?} not understood"));
                            }
                        }
                    }
                }
                Some(other) => return Err(format!("unexpected {other:?}")),
            }
            Ok(Command::Get {
                table,
                row,
                filter,
                columns,
            })
        }
        "scan" => {
            let mut scan = ScanSpec::default();
            match toks.get(2) {
                None => {}
                Some(Tok::Comma) => {
                    let (opts, used) = parse_hash(&toks[3..])?;
                    if 3 + used != toks.len() {
                        return Err("text after the options".into());
                    }
                    for (k, v) in opts {
                        match (k.as_str(), v) {
                            ("STARTROW", Value::Str(s)) => scan.start = Some(s),
                            ("STOPROW", Value::Str(s)) => scan.stop = Some(s),
                            ("ROWPREFIXFILTER", Value::Str(s)) => scan.prefix = Some(s),
                            ("REVERSED", Value::Bool(b)) => scan.reversed = b,
                            ("LIMIT", Value::Int(n)) => scan.limit = Some(n),
                            ("FILTER", Value::Str(f)) => scan.filter = Some(parse_filter(&f)?),
                            ("COLUMNS", Value::Str(c)) => scan.columns.push(family_qualifier(&c)?),
                            (k, v) => {
                                return Err(format!("scan option {k} => {v:?} not understood"));
                            }
                        }
                    }
                }
                Some(other) => return Err(format!("unexpected {other:?}")),
            }
            Ok(Command::Scan { table, scan })
        }
        other => Err(format!("command {other:?} not understood")),
    }
}

/// A column `family:qualifier` as the shell splits it (at the first `:`).
fn family_qualifier(column: &[u8]) -> Result<(Vec<u8>, Vec<u8>), String> {
    let colon = column
        .iter()
        .position(|&b| b == b':')
        .ok_or("a column without a family")?;
    Ok((column[..colon].to_vec(), column[colon + 1..].to_vec()))
}

/// Whether a row has one of the selected cells (any row, when none is selected).
fn has_columns(row: &Row, columns: &[(Vec<u8>, Vec<u8>)]) -> bool {
    columns.is_empty() || columns.iter().any(|c| row.cells.contains_key(c))
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Value {
    Str(Vec<u8>),
    Int(u64),
    Bool(bool),
}

/// `{KEY => value, ...}`; returns the pairs and the tokens used. Keys appear once.
fn parse_hash(toks: &[Tok]) -> Result<(Vec<(String, Value)>, usize), String> {
    if toks.first() != Some(&Tok::LBrace) {
        return Err("expected {".into());
    }
    let mut i = 1;
    let mut out: Vec<(String, Value)> = Vec::new();
    if toks.get(i) == Some(&Tok::RBrace) {
        return Ok((out, 2));
    }
    loop {
        let key = match toks.get(i) {
            Some(Tok::Ident(k)) => k.clone(),
            other => return Err(format!("expected an option name, found {other:?}")),
        };
        if toks.get(i + 1) != Some(&Tok::Arrow) {
            return Err(format!("expected => after {key}"));
        }
        let value = match toks.get(i + 2) {
            Some(Tok::Str(s)) => Value::Str(s.clone()),
            Some(Tok::Int(n)) => Value::Int(*n),
            Some(Tok::Ident(b)) if b == "true" => Value::Bool(true),
            Some(Tok::Ident(b)) if b == "false" => Value::Bool(false),
            other => return Err(format!("bad value for {key}: {other:?}")),
        };
        if out.iter().any(|(k, _)| *k == key) {
            return Err(format!("option {key} given twice"));
        }
        out.push((key, value));
        i += 3;
        match toks.get(i) {
            Some(Tok::Comma) => i += 1,
            Some(Tok::RBrace) => return Ok((out, i + 1)),
            other => return Err(format!("expected , or }}, found {other:?}")),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Filter language.

#[derive(Debug, Clone, PartialEq, Eq)]
enum FTok {
    Word(String),
    Quoted(Vec<u8>),
    Op(CompareOp),
    LParen,
    RParen,
    Comma,
}

fn filter_tokens(bytes: &[u8]) -> Result<Vec<FTok>, String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b' ' => i += 1,
            b'(' => {
                out.push(FTok::LParen);
                i += 1;
            }
            b')' => {
                out.push(FTok::RParen);
                i += 1;
            }
            b',' => {
                out.push(FTok::Comma);
                i += 1;
            }
            b'\'' => {
                let mut s = Vec::new();
                i += 1;
                loop {
                    match bytes.get(i) {
                        None => return Err("unterminated quoted filter string".into()),
                        Some(b'\'') if bytes.get(i + 1) == Some(&b'\'') => {
                            s.push(b'\'');
                            i += 2;
                        }
                        Some(b'\'') => {
                            i += 1;
                            break;
                        }
                        Some(&c) => {
                            s.push(c);
                            i += 1;
                        }
                    }
                }
                out.push(FTok::Quoted(s));
            }
            b'=' => {
                out.push(FTok::Op(CompareOp::Eq));
                i += 1;
            }
            b'!' if bytes.get(i + 1) == Some(&b'=') => {
                out.push(FTok::Op(CompareOp::Ne));
                i += 2;
            }
            b'<' | b'>' => {
                let eq = bytes.get(i + 1) == Some(&b'=');
                out.push(FTok::Op(match (b, eq) {
                    (b'<', false) => CompareOp::Lt,
                    (b'<', true) => CompareOp::Le,
                    (_, false) => CompareOp::Gt,
                    (_, true) => CompareOp::Ge,
                }));
                i += if eq { 2 } else { 1 };
            }
            c if c.is_ascii_alphabetic() => {
                let from = i;
                while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
                    i += 1;
                }
                out.push(FTok::Word(
                    String::from_utf8_lossy(&bytes[from..i]).into_owned(),
                ));
            }
            other => return Err(format!("unexpected byte {other:#04x} in filter")),
        }
    }
    Ok(out)
}

/// Parses a filter-language expression.
pub fn parse_filter(bytes: &[u8]) -> Result<Filter, String> {
    let toks = filter_tokens(bytes)?;
    let mut p = FParser { toks: &toks, i: 0 };
    let f = p.or()?;
    if p.i != toks.len() {
        return Err(format!("text after the filter at token {}", p.i));
    }
    Ok(f)
}

struct FParser<'a> {
    toks: &'a [FTok],
    i: usize,
}

impl FParser<'_> {
    fn peek(&self) -> Option<&FTok> {
        self.toks.get(self.i)
    }

    fn next(&mut self) -> Option<&FTok> {
        let t = self.toks.get(self.i);
        self.i += 1;
        t
    }

    fn expect(&mut self, t: &FTok) -> Result<(), String> {
        match self.next() {
            Some(x) if x == t => Ok(()),
            other => Err(format!("expected {t:?}, found {other:?}")),
        }
    }

    fn or(&mut self) -> Result<Filter, String> {
        let mut left = self.and()?;
        while self.peek() == Some(&FTok::Word("OR".into())) {
            self.i += 1;
            let right = self.and()?;
            left = Filter::Or(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn and(&mut self) -> Result<Filter, String> {
        let mut left = self.atom()?;
        while self.peek() == Some(&FTok::Word("AND".into())) {
            self.i += 1;
            let right = self.atom()?;
            left = Filter::And(Box::new(left), Box::new(right));
        }
        Ok(left)
    }

    fn quoted(&mut self) -> Result<Vec<u8>, String> {
        match self.next() {
            Some(FTok::Quoted(q)) => Ok(q.clone()),
            other => Err(format!("expected a quoted string, found {other:?}")),
        }
    }

    fn boolean(&mut self) -> Result<bool, String> {
        match self.next() {
            Some(FTok::Word(w)) if w == "true" => Ok(true),
            Some(FTok::Word(w)) if w == "false" => Ok(false),
            other => Err(format!("expected true or false, found {other:?}")),
        }
    }

    fn atom(&mut self) -> Result<Filter, String> {
        match self.next().cloned() {
            Some(FTok::LParen) => {
                let f = self.or()?;
                self.expect(&FTok::RParen)?;
                Ok(f)
            }
            Some(FTok::Word(w)) if w == "SingleColumnValueFilter" => {
                self.expect(&FTok::LParen)?;
                let family = self.quoted()?;
                self.expect(&FTok::Comma)?;
                let qualifier = self.quoted()?;
                self.expect(&FTok::Comma)?;
                let op = match self.next() {
                    Some(FTok::Op(op)) => *op,
                    other => return Err(format!("expected an operator, found {other:?}")),
                };
                self.expect(&FTok::Comma)?;
                let cmp = self.quoted()?;
                let colon = cmp
                    .iter()
                    .position(|&b| b == b':')
                    .ok_or("comparator without a type")?;
                let (kind, value) = (&cmp[..colon], cmp[colon + 1..].to_vec());
                let comparator = match kind {
                    b"binary" => Comparator::Binary(value),
                    b"binaryprefix" => Comparator::BinaryPrefix(value),
                    b"regexstring" => Comparator::Regex(
                        String::from_utf8(value).map_err(|_| "a regex that is not UTF-8")?,
                    ),
                    other => {
                        return Err(format!(
                            "comparator {:?} not understood",
                            String::from_utf8_lossy(other)
                        ));
                    }
                };
                self.expect(&FTok::Comma)?;
                let filter_if_missing = self.boolean()?;
                self.expect(&FTok::Comma)?;
                let _latest_version_only = self.boolean()?;
                self.expect(&FTok::RParen)?;
                Ok(Filter::SingleColumnValue {
                    family,
                    qualifier,
                    op,
                    comparator,
                    filter_if_missing,
                })
            }
            other => Err(format!("expected a filter, found {other:?}")),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Client steps.

fn parse_client(text: &str) -> Result<ClientStep, String> {
    if let Some(rest) = text.strip_prefix("keep only the rows where ") {
        let predicate = rest
            .strip_suffix(" (compared by value)")
            .ok_or("a check must say it compares by value")?;
        return Ok(ClientStep::Check {
            predicate: predicate.to_owned(),
        });
    }
    if let Some(rest) = text.strip_prefix("sort the rows by ") {
        let (column, count) = rest
            .split_once(", newest first, and keep the first ")
            .ok_or("sort step not understood")?;
        let count = count.parse().map_err(|e| format!("count: {e}"))?;
        return Ok(ClientStep::NewestFirst {
            column: column.to_owned(),
            count,
        });
    }
    if let Some(rest) = text.strip_prefix("of the next scan's rows, keep those whose key is in [") {
        let toks = ruby_tokens(
            rest.strip_suffix(')')
                .ok_or("the key range must end with )")?,
        )?;
        return match toks.as_slice() {
            [Tok::Str(start), Tok::Comma, Tok::Str(stop)] => Ok(ClientStep::NextScanKeys {
                start: start.clone(),
                stop: stop.clone(),
            }),
            other => Err(format!("key range {other:?} not understood")),
        };
    }
    Err(format!("client step {text:?} not understood"))
}

// ---------------------------------------------------------------------------------------
// Execution.

/// One stored row: its key, an id (the sample row it came from) and its cells.
#[derive(Debug, Clone)]
pub struct Row {
    pub key: Vec<u8>,
    pub id: usize,
    pub cells: BTreeMap<(Vec<u8>, Vec<u8>), Vec<u8>>,
}

/// A table: rows sorted by key, keys distinct.
#[derive(Debug, Clone)]
pub struct Table {
    pub name: String,
    rows: Vec<Row>,
}

impl Table {
    /// Stores rows as puts in order: a later put of the same key replaces the row.
    pub fn new(name: &str, puts: Vec<Row>) -> Self {
        let mut by_key: BTreeMap<Vec<u8>, Row> = BTreeMap::new();
        for r in puts {
            by_key.insert(r.key.clone(), r);
        }
        // BTreeMap<Vec<u8>> iterates in unsigned lexicographic order, a prefix first.
        Self {
            name: name.to_owned(),
            rows: by_key.into_values().collect(),
        }
    }

    /// A wide row's table: rows that share a key are cells of one row, all kept (in key
    /// order, then write order); each stands for one cell.
    pub fn wide(name: &str, mut puts: Vec<Row>) -> Self {
        puts.sort_by(|a, b| a.key.cmp(&b.key));
        Self {
            name: name.to_owned(),
            rows: puts,
        }
    }

    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    fn lower_bound(&self, key: &[u8]) -> usize {
        self.rows.partition_point(|r| r.key.as_slice() < key)
    }
}

/// `calculateTheClosestNextRowKeyForPrefix` (§5.3): `None` means no stop row.
pub fn next_prefix(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut p = prefix.to_vec();
    while p.last() == Some(&0xFF) {
        p.pop();
    }
    let last = p.last_mut()?;
    *last += 1;
    Some(p)
}

fn compare_ok(op: CompareOp, cell_vs_value: Ordering) -> bool {
    match op {
        CompareOp::Eq => cell_vs_value == Ordering::Equal,
        CompareOp::Ne => cell_vs_value != Ordering::Equal,
        CompareOp::Lt => cell_vs_value == Ordering::Less,
        CompareOp::Le => cell_vs_value != Ordering::Greater,
        CompareOp::Gt => cell_vs_value == Ordering::Greater,
        CompareOp::Ge => cell_vs_value != Ordering::Less,
    }
}

/// Whether a row passes a filter.
pub fn passes(filter: &Filter, row: &Row) -> bool {
    match filter {
        Filter::And(a, b) => passes(a, row) && passes(b, row),
        Filter::Or(a, b) => passes(a, row) || passes(b, row),
        Filter::SingleColumnValue {
            family,
            qualifier,
            op,
            comparator,
            filter_if_missing,
        } => match row.cells.get(&(family.clone(), qualifier.clone())) {
            None => !filter_if_missing,
            Some(cell) => {
                let ord = match comparator {
                    Comparator::Binary(v) => cell.as_slice().cmp(v.as_slice()),
                    Comparator::BinaryPrefix(v) => {
                        let n = v.len().min(cell.len());
                        cell[..n].cmp(v.as_slice())
                    }
                    Comparator::Regex(pattern) => {
                        let regex = fancy_regex::Regex::new(&format!("(?s){pattern}"))
                            .expect("a regex the Java engine would compile");
                        let text = String::from_utf8_lossy(cell);
                        // compareTo gives 0 on a match and 1 otherwise; 1 reads as the cell
                        // sorting below the comparator's value.
                        if regex.is_match(text.as_ref()).expect("the regex runs") {
                            std::cmp::Ordering::Equal
                        } else {
                            std::cmp::Ordering::Less
                        }
                    }
                };
                compare_ok(*op, ord)
            }
        },
    }
}

/// Runs one get or scan and returns the ids of the rows it returns, in order.
pub fn run(table: &Table, command: &Command) -> Result<Vec<usize>, String> {
    match command {
        Command::Comment | Command::Client(_) => Ok(Vec::new()),
        Command::Get {
            table: name,
            row,
            filter,
            columns,
        } => {
            check_table(table, name)?;
            // Rows of the sample that share a key are cells of one row (a wide row): the
            // get returns them all.
            let i = table.lower_bound(row);
            Ok(table.rows[i..]
                .iter()
                .take_while(|r| r.key == *row)
                .filter(|r| has_columns(r, columns))
                .filter(|r| filter.as_ref().is_none_or(|f| passes(f, r)))
                .map(|r| r.id)
                .collect())
        }
        Command::Scan { table: name, scan } => {
            check_table(table, name)?;
            let (start, stop) = match &scan.prefix {
                // The prefix overwrites any start and stop row.
                Some(p) => (Some(p.clone()), next_prefix(p)),
                None => (
                    scan.start.clone().filter(|s| !s.is_empty()),
                    scan.stop.clone().filter(|s| !s.is_empty()),
                ),
            };
            let limit = scan.limit.map_or(usize::MAX, |n| n as usize);
            let mut out = Vec::new();
            let mut take = |r: &Row| -> bool {
                if !has_columns(r, &scan.columns) {
                    return out.len() < limit;
                }
                if scan.filter.as_ref().is_none_or(|f| passes(f, r)) {
                    out.push(r.id);
                }
                out.len() < limit
            };
            if scan.reversed {
                // From STARTROW (high, inclusive) down to STOPROW (low, exclusive).
                let top = match &start {
                    Some(s) => table
                        .rows
                        .partition_point(|r| r.key.as_slice() <= s.as_slice()),
                    None => table.rows.len(),
                };
                for r in table.rows[..top].iter().rev() {
                    if stop
                        .as_ref()
                        .is_some_and(|s| r.key.as_slice() <= s.as_slice())
                    {
                        break;
                    }
                    if !take(r) {
                        break;
                    }
                }
            } else {
                let from = start.as_ref().map_or(0, |s| table.lower_bound(s));
                for r in &table.rows[from..] {
                    if stop
                        .as_ref()
                        .is_some_and(|s| r.key.as_slice() >= s.as_slice())
                    {
                        break;
                    }
                    if !take(r) {
                        break;
                    }
                }
            }
            if limit == 0 {
                out.clear();
            }
            Ok(out)
        }
    }
}

fn check_table(table: &Table, name: &str) -> Result<(), String> {
    if table.name == name {
        Ok(())
    } else {
        Err(format!(
            "table {name:?} does not exist (only {:?})",
            table.name
        ))
    }
}

/// A whole script: every line parsed (an error names the line), the commands run in order
/// with their rows concatenated, and the client steps listed in order.
pub struct Outcome {
    pub rows: Vec<usize>,
    pub steps: Vec<ClientStep>,
}

pub fn run_script(table: &Table, script: &str) -> Result<Outcome, String> {
    let mut rows = Vec::new();
    let mut steps = Vec::new();
    let mut next_keys: Option<(Vec<u8>, Vec<u8>)> = None;
    let key_of: BTreeMap<usize, &[u8]> = table
        .rows
        .iter()
        .map(|r| (r.id, r.key.as_slice()))
        .collect();
    for line in script.lines() {
        if line.trim().is_empty() {
            return Err("empty line in the script".into());
        }
        let cmd = parse_line(line).map_err(|e| e.to_string())?;
        match &cmd {
            Command::Comment => {}
            Command::Client(ClientStep::NextScanKeys { start, stop }) => {
                if next_keys.is_some() {
                    return Err("two key ranges for one scan".into());
                }
                next_keys = Some((start.clone(), stop.clone()));
            }
            Command::Client(step) => steps.push(step.clone()),
            _ => {
                let mut got = run(table, &cmd)?;
                if let Some((start, stop)) = next_keys.take() {
                    got.retain(|id| {
                        let k = key_of[id];
                        k >= start.as_slice() && (stop.is_empty() || k < stop.as_slice())
                    });
                }
                rows.extend(got);
            }
        }
    }
    if next_keys.is_some() {
        return Err("a key range with no scan after it".into());
    }
    Ok(Outcome { rows, steps })
}
