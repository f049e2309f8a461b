//! The comments of the emitted shell commands and Java code, as values: which comment and
//! its data, no words. The catalogue (`Messages::code_comment`) puts each into words in the
//! page's language; the renderers add the comment marker (`# ` or `// `) to each line.

/// Why the Java code sorts the rows on the client before keeping the newest N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortReason {
    /// The key order does not give the newest rows first.
    KeyOrderNotNewest,
    /// The rows are checked on the client, so no scan limit can count them.
    CheckedOnClient,
    /// Several scans each return their newest rows: they are merged.
    EachScanNewest {
        /// How many rows each scan returns.
        count: u32,
    },
}

/// One comment of the emitted code. Texts from the user (a cell name, a predicate, a pattern)
/// come already made safe for the comment syntax of the language they go into.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::messages::{En, Messages, Zh};
/// use rowkey_core::plan::CodeComment;
/// let c = CodeComment::SortNewest { column: "ts".into(), count: 3 };
/// assert_eq!(En.code_comment(&c), "sort the rows by ts, newest first, and keep the first 3");
/// assert_eq!(Zh.code_comment(&c), "按 ts 从新到旧排序，保留前 3 行");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeComment {
    /// The plan is empty.
    NothingToRead,
    /// The shell's FILTER compares a cell per column, named `{family}:<column>`.
    ShellFilterAssumes {
        /// The column family.
        family: String,
    },
    /// The shell's predicates that a binary comparator cannot check follow.
    CheckedOnClient,
    /// The predicates that follow are on columns the key alone holds (a table may keep no
    /// cell for them, so no cell filter can check them): the client reads each value from
    /// the row's key.
    ReadFromKey {
        /// The columns, comma-separated.
        columns: String,
    },
    /// A client step: keep the rows where the predicate holds, compared by value.
    KeepRowsWhere {
        /// The predicate, as the query writes it.
        predicate: String,
    },
    /// A FuzzyRowFilter (in the Java code) lets the server skip keys.
    FuzzyPattern {
        /// The key pattern.
        pattern: String,
    },
    /// Several scans each return their newest rows first.
    MergeScans {
        /// How many scans.
        scans: usize,
    },
    /// A client step: sort newest first and keep the first N.
    SortNewest {
        /// The time column.
        column: String,
        /// How many rows are kept.
        count: u32,
    },
    /// Reversed scans that read one row past their range's edge.
    ReversedEdges,
    /// Reversed scans that read exactly their ranges.
    ReversedExact,
    /// A client step: of the next scan's rows keep the keys in `[start, stop)`.
    KeepKeysIn {
        /// The range's start, as a shell string.
        start: String,
        /// The range's stop, as a shell string.
        stop: String,
    },
    /// The Java code's predicates checked by value follow.
    CheckedHere,
    /// The Java code sorts the rows on the client and keeps the newest N.
    SortedHere {
        /// Why it sorts.
        why: SortReason,
        /// The time cell, `family:column`.
        cell: String,
        /// Whether the cell's text is read as a number (else its bytes are compared).
        numeric: bool,
        /// How many rows are kept.
        count: u32,
    },
    /// The Java code sorts the rows on the client by a value read from each row's key (a
    /// column the key alone holds) and keeps the newest N.
    SortedFromKey {
        /// Why it sorts.
        why: SortReason,
        /// The time column.
        column: String,
        /// Whether the key's text is read as a number (else its bytes, which sort as the
        /// values do, are compared).
        numeric: bool,
        /// How many rows are kept.
        count: u32,
    },
    /// A date-time pattern whose text does not sort in time order.
    PatternNotChronological {
        /// The pattern.
        pattern: String,
    },
    /// The Java filters compare a cell per column, and leave out rows without it.
    JavaFiltersAssume {
        /// The column family.
        family: String,
    },
    /// A Get's result is empty when the row is missing or filtered out.
    GetMayBeEmpty,
    /// A batch of Gets has an empty Result for each missing or filtered row.
    GetsMayBeEmpty,
    /// One scan per range, each with a limit, newest first.
    ScanPerRangeNewest,
    /// One scan per range (bucket), merged on the client.
    ScanPerRangeMerged,
}

/// Appends `text` as comment lines, each behind `marker` (`# ` or `// `).
pub(crate) fn push_comment(out: &mut String, marker: &str, text: &str) {
    for line in text.lines() {
        out.push_str(marker);
        out.push_str(line);
        out.push('\n');
    }
}
