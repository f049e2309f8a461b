//! CSV or TSV text read line by line and cut into chunks of whole records, each a text of its
//! own (the header, then the records) that [`parse_sample`](super::parse_sample) reads: how a
//! file larger than memory is read a part at a time with the same reader as a pasted sample.
//!
//! A chunk ends only where a record ends, as the reader's quoting rules say (a quote opens a
//! quoted field only at the start of a field, `""` inside one is a quote): a quoted field over
//! several lines stays whole.

use super::SampleFormat;
use super::delimited::{State, step};

/// The records of a CSV or TSV, gathered line by line into chunks.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::{RecordChunks, SampleFormat, SampleLimits, parse_sample};
///
/// let text = "id,note\n1,\"two\nlines\"\n2,x\n3,y\n";
/// let mut chunks = RecordChunks::new(SampleFormat::Csv, 2, 1 << 20);
/// let mut parts = Vec::new();
/// for line in text.split_inclusive('\n') {
///     parts.extend(chunks.push_line(line));
/// }
/// parts.extend(chunks.finish());
/// assert_eq!(parts.len(), 2);
/// assert_eq!(parts[0].text, "id,note\n1,\"two\nlines\"\n2,x\n");
/// assert_eq!((parts[0].first_line, parts[1].first_line), (2, 5));
/// let second = parse_sample(&parts[1].text, SampleFormat::Csv, &SampleLimits::default()).unwrap();
/// assert_eq!(second.row(0).get(1), Some("y"));
/// ```
#[derive(Clone, Debug)]
pub struct RecordChunks {
    delimiter: u8,
    max_records: usize,
    max_bytes: usize,
    header: String,
    header_done: bool,
    text: String,
    records: usize,
    state: State,
    /// Lines pushed so far.
    lines: u64,
    /// The line of the chunk's first record.
    first_line: u64,
}

/// One chunk: the header and whole records, and where its records start in the data. A chunk
/// of only blank records is not given out, but one whose records are all blank in a way only
/// the reader sees (an empty quoted field, `""`) reads as
/// [`HeaderOnly`](crate::ParseErrorKind::HeaderOnly): no rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// The header, then the records (each line ending in `\n`).
    pub text: String,
    /// The data's 1-based line of the chunk's first record: line `l` of `text` (`l ≥ 2`) is
    /// line `first_line + l - 2` of the data.
    pub first_line: u64,
    /// Whether the chunk ends inside a record: its text reached three times the chunk size
    /// inside a quoted field (a quote that never closes, or a record larger than any the
    /// reader takes); reading it then reports the unclosed quote.
    pub cut: bool,
}

impl RecordChunks {
    /// Chunks of at most `max_records` records (at least one) and about `max_bytes` bytes of
    /// records (a chunk ends at the first record end past it; a quote that never closes
    /// ends it at three times that). `format` is `Csv` or `Tsv` (any other reads as CSV).
    #[must_use]
    pub fn new(format: SampleFormat, max_records: usize, max_bytes: usize) -> Self {
        Self {
            delimiter: if format == SampleFormat::Tsv {
                b'\t'
            } else {
                b','
            },
            max_records: max_records.max(1),
            max_bytes,
            header: String::new(),
            header_done: false,
            text: String::new(),
            records: 0,
            state: State::StartField,
            lines: 0,
            first_line: 2,
        }
    }

    /// Adds one line of the data (with or without its `\n`); returns a chunk when this line
    /// completes one.
    pub fn push_line(&mut self, line: &str) -> Option<Chunk> {
        self.lines += 1;
        let rest = if self.header_done {
            line
        } else {
            match self.push_header(line) {
                Some(rest) if !rest.is_empty() => rest,
                _ => return None,
            }
        };
        if self.text.is_empty() {
            self.first_line = self.lines;
        }
        self.text.push_str(rest);
        for &b in rest.as_bytes() {
            self.state = step(self.state, b, self.delimiter).0;
        }
        if !rest.ends_with('\n') {
            self.text.push('\n');
            self.state = step(self.state, b'\n', self.delimiter).0;
        }
        let ended = self.state == State::StartField;
        if ended {
            self.records += 1;
        }
        let full = ended && (self.records >= self.max_records || self.text.len() >= self.max_bytes);
        if full {
            return self.take(false);
        }
        (self.text.len() >= self.max_bytes.saturating_mul(3)).then(|| self.take(true))?
    }

    /// Adds a line to the header: blank records before it are skipped (as the reader skips
    /// them: one field of only white space), and it ends at the first record end outside
    /// quotes (`\n`, or as the reader has it a lone `\r`). Returns the rest of the line once
    /// the header is complete.
    fn push_header<'l>(&mut self, line: &'l str) -> Option<&'l str> {
        let bytes = line.as_bytes();
        let mut start = 0;
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            let before = self.state;
            self.state = step(self.state, b, self.delimiter).0;
            if (b == b'\n' || b == b'\r') && before != State::InQuoted {
                // `\r\n` is one record end.
                let end = if b == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                    i + 1
                } else {
                    i
                };
                self.header.push_str(line.get(start..=end)?);
                if self.is_blank_header() {
                    self.header.clear();
                    start = end + 1;
                    i = end + 1;
                    continue;
                }
                // The header on a line of its own in every chunk.
                if !self.header.ends_with('\n') {
                    self.header.push('\n');
                }
                self.header_done = true;
                return line.get(end + 1..);
            }
            i += 1;
        }
        self.header.push_str(line.get(start..)?);
        if !line.ends_with('\n') {
            // The data's last line: the text ends the record.
            self.header.push('\n');
            self.state = step(self.state, b'\n', self.delimiter).0;
            if self.is_blank_header() {
                self.header.clear();
            } else {
                self.header_done = self.state == State::StartField;
            }
        }
        None
    }

    /// Whether the header gathered so far is a blank record.
    fn is_blank_header(&self) -> bool {
        blank_record(&self.header, self.delimiter)
    }

    /// The last chunk, if records are left.
    #[must_use]
    pub fn finish(mut self) -> Option<Chunk> {
        let cut = self.state != State::StartField;
        self.take(cut)
    }

    /// The gathered records as a chunk (`None` when there are only blank lines), and a new
    /// chunk started; `cut` when it ends inside a record.
    fn take(&mut self, cut: bool) -> Option<Chunk> {
        let text = std::mem::take(&mut self.text);
        self.records = 0;
        // Without a quote, every line break ends a record.
        if !text.contains('"')
            && text
                .split(['\n', '\r'])
                .all(|r| blank_record(r, self.delimiter))
        {
            return None;
        }
        let mut whole = String::with_capacity(self.header.len() + text.len());
        whole.push_str(&self.header);
        whole.push_str(&text);
        Some(Chunk {
            text: whole,
            first_line: self.first_line,
            cut,
        })
    }
}

/// Whether one record's text (its line break included or not) is blank as the reader has
/// it: a single field whose value is only white space (`""` and `" "` included).
fn blank_record(record: &str, delimiter: u8) -> bool {
    let record = record.trim_end_matches(['\r', '\n']);
    let delimiter = char::from(delimiter);
    let Some(quoted) = record.strip_prefix('"') else {
        return !record.contains(delimiter) && record.trim().is_empty();
    };
    // A quoted field: `""` is a quote, a lone `"` closes it; what follows the closing quote
    // is part of the value until a delimiter (a second field: not blank).
    let mut value = String::new();
    let mut chars = quoted.chars().peekable();
    let mut closed = false;
    while let Some(c) = chars.next() {
        if !closed && c == '"' {
            if chars.peek() == Some(&'"') {
                chars.next();
                value.push('"');
            } else {
                closed = true;
            }
        } else if closed && c == delimiter {
            return false;
        } else {
            value.push(c);
        }
    }
    value.trim().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sample::{SampleLimits, parse_sample};

    /// Every record of the whole text, read chunk by chunk.
    fn rows_by_chunks(text: &str, format: SampleFormat, per: usize) -> Vec<Vec<String>> {
        let mut chunks = RecordChunks::new(format, per, 1 << 20);
        let mut parts: Vec<Chunk> = Vec::new();
        for line in text.split_inclusive('\n') {
            parts.extend(chunks.push_line(line));
        }
        parts.extend(chunks.finish());
        let limits = SampleLimits::default();
        parts
            .iter()
            .flat_map(|c| {
                let s = parse_sample(&c.text, format, &limits).unwrap();
                s.iter_rows()
                    .map(|r| r.iter().map(str::to_owned).collect::<Vec<_>>())
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn chunks_read_as_the_whole_text() {
        let text = "a,\"h\nx\"\n1,\"q\"\"\n,\"\n2,b\"c\n\"3\",\"\n\n\"\n\n4,d\r\n5,e";
        let whole = parse_sample(text, SampleFormat::Csv, &SampleLimits::default()).unwrap();
        let expected: Vec<Vec<String>> = whole
            .iter_rows()
            .map(|r| r.iter().map(str::to_owned).collect())
            .collect();
        for per in 1..6 {
            assert_eq!(
                rows_by_chunks(text, SampleFormat::Csv, per),
                expected,
                "{per}"
            );
        }
    }

    #[test]
    fn blank_lines_before_the_header_are_skipped() {
        let text = "\n\r\nk,v\n1,2\n";
        let whole = parse_sample(text, SampleFormat::Csv, &SampleLimits::default()).unwrap();
        assert_eq!(whole.columns(), ["k", "v"]);
        assert_eq!(rows_by_chunks(text, SampleFormat::Csv, 1), [["1", "2"]]);
    }

    #[test]
    fn a_lone_carriage_return_ends_a_record() {
        let text = "k\tv\r1\t2\r3\t4";
        let whole = parse_sample(text, SampleFormat::Tsv, &SampleLimits::default()).unwrap();
        assert_eq!(whole.row_count(), 2);
        assert_eq!(
            rows_by_chunks(text, SampleFormat::Tsv, 1),
            [["1", "2"], ["3", "4"]]
        );
    }

    #[test]
    fn blank_records_before_the_header_are_skipped() {
        for text in [
            " \t \nk,v\n1,2\n3,4\n",
            "\t\rk,v\n1,2\n3,4\n",
            "\n\n  \r\nk,v\n1,2\n3,4",
        ] {
            let whole = parse_sample(text, SampleFormat::Csv, &SampleLimits::default()).unwrap();
            assert_eq!(whole.columns(), ["k", "v"], "{text:?}");
            assert_eq!(
                rows_by_chunks(text, SampleFormat::Csv, 1),
                [["1", "2"], ["3", "4"]]
            );
        }
    }

    #[test]
    fn a_literal_quote_in_an_unquoted_field_opens_nothing() {
        // `b"c` is three characters; the next line is a record of its own.
        let mut chunks = RecordChunks::new(SampleFormat::Csv, 1, 1 << 20);
        assert!(chunks.push_line("k,v\n").is_none());
        assert_eq!(chunks.push_line("1,b\"c\n").unwrap().first_line, 2);
        assert_eq!(chunks.push_line("2,d\n").unwrap().text, "k,v\n2,d\n");
    }
}
