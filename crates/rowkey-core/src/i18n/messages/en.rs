//! The engine's sentences in English.

use super::{En, Messages};
use crate::analysis::format_count;
use crate::i18n::Lang;

/// The sentence with its first character upper-cased when that is an ASCII letter. A sentence
/// that starts with a non-ASCII name (a column the user called `état`) keeps it as written:
/// names are the user's, and Unicode's case tables would add about 5.5 KB gzipped to the page
/// for those alone.
fn capitalize(s: &str) -> String {
    let mut out = s.to_owned();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", format_count(n), if n == 1 { one } else { many })
}

/// How a table without a pre-split splits (`SteppingSplitPolicy`), with the two sizes in
/// sample rows.
fn growth_policy_en((first, later): (u64, u64)) -> String {
    let rows = |n: u64| format_count(usize::try_from(n).unwrap_or(usize::MAX));
    format!(
        "Created without a pre-split, the table starts as one region. HBase 2's default split \
         policy, SteppingSplitPolicy, splits the table's only region once it passes 256 MB \
         (twice the 128 MB memstore flush size; here, {} sample rows), and each region after \
         that once it passes 10 GB (hbase.hregion.max.filesize; here, {} sample rows), \
         counting every region of the table as on one region server.",
        rows(first),
        rows(later)
    )
}

/// Which values a zero-padding to the width of a Java `int` (or `long`) allows.
fn type_range_en(long: bool) -> &'static str {
    if long {
        "every long from 0 to 9,223,372,036,854,775,807 fits"
    } else {
        "every int from 0 to 2,147,483,647 fits"
    }
}

impl Messages for En {
    // ---- counts -------------------------------------------------------------------------
    fn rows(&self, n: usize) -> String {
        plural(n, "row", "rows")
    }
    fn keys(&self, n: usize) -> String {
        plural(n, "key", "keys")
    }
    fn columns(&self, n: usize) -> String {
        plural(n, "column", "columns")
    }
    fn ranges(&self, n: usize) -> String {
        plural(n, "range", "ranges")
    }
    fn regions(&self, n: usize) -> String {
        plural(n, "region", "regions")
    }
    fn part(&self, id: u32) -> String {
        format!("part {id}")
    }
    fn and_list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        }
    }

    fn no_such_column(&self, column: &str, available: &[String]) -> String {
        format!(
            "the sample has no column \"{column}\" (columns: {})",
            available.join(", ")
        )
    }

    // ---- recipe lints -------------------------------------------------------------------
    fn lint_unpadded_number(&self, part: &str) -> String {
        format!("{part}: numbers as unpadded text of different lengths sort as text (1, 10, 2)")
    }
    fn lint_unpadded_digits_text(&self, part: &str) -> String {
        format!(
            "{part}: the values are numbers of different lengths written as text, so they sort 1, 10, 2"
        )
    }
    fn fix_zero_pad_digits(&self, digits: usize) -> String {
        format!("zero-pad to {digits} digits")
    }
    fn fix_left_pad_chars(&self, chars: usize) -> String {
        format!("left-pad with zeros to {chars} characters")
    }
    fn fix_zero_pad_type(&self, digits: usize, long: bool) -> String {
        format!("zero-pad to {digits} digits: {}", type_range_en(long))
    }
    fn fix_left_pad_type(&self, chars: usize, long: bool) -> String {
        format!(
            "left-pad with zeros to {chars} characters: {}",
            type_range_en(long)
        )
    }
    fn lint_reverse_digits(&self, part: &str, max: &str, lo: usize, hi: usize) -> String {
        format!(
            "{part}: {max} − ts as text has {lo} to {hi} digits here, so newer rows do not always sort first"
        )
    }
    fn fix_zero_pad_reverse(&self, digits: u16) -> String {
        format!("zero-pad the reverse value to {digits} digits")
    }
    fn lint_negative_binary(&self, part: &str) -> String {
        format!("{part}: negative numbers in two's complement sort after all positive ones")
    }
    fn lint_signed_binary_time(&self, part: &str) -> String {
        format!(
            "{part}: times in two's complement sort like the times only while none is negative; the sample has none, so \"latest N\" reads them in key order, but a time before 1970 would sort after every later one"
        )
    }
    fn fix_flip_sign_bit(&self) -> String {
        "flip the sign bit (Phoenix INTEGER/BIGINT order)".to_owned()
    }
    fn lint_ambiguous_boundary(&self, part: &str) -> String {
        format!(
            "{part}: it has no fixed width and no separator, so where it ends is unknown and one value can be a prefix of another"
        )
    }
    fn fix_add_separator(&self, sep: &str) -> String {
        format!("add the separator \"{sep}\" after it")
    }
    fn lint_separator_in_value(&self, part: &str, sep: &str) -> String {
        format!(
            "{part}: the separator \"{sep}\" also occurs inside its values, so the key cannot be split back"
        )
    }
    fn fix_use_separator(&self, sep: &str) -> String {
        format!("use the separator \"{sep}\" instead")
    }
    fn lint_long_md5_prefix(&self, part: &str, bytes: usize) -> String {
        format!(
            "{part}: the hashed columns follow in the key, so this md5 prefix only spreads rows; {bytes} bytes is longer than needed"
        )
    }
    fn fix_keep_hex_chars(&self) -> String {
        "keep 6 hex characters (16.7 million buckets)".to_owned()
    }
    fn fix_keep_bytes(&self) -> String {
        "keep 3 bytes (16.7 million buckets)".to_owned()
    }
    fn lint_salt_after_monotonic(&self, part: &str, monotonic: &str) -> String {
        format!(
            "{part}: it comes after {monotonic}, which rises steadily, so keys still arrive in order and it spreads nothing"
        )
    }
    fn fix_move_to_front(&self) -> String {
        "move it to the front of the key".to_owned()
    }
    fn lint_monotonic_leading(&self, part: &str, correlation: &str) -> String {
        format!(
            "{part}: the key starts with values that rise (or fall) steadily as rows are written (a rank correlation with the write order of at least {correlation}), so all new rows go to one region (write hotspot)"
        )
    }
    fn fix_add_salt(&self) -> String {
        "add a Phoenix-style salt byte (8 buckets) in front, pre-split one region per bucket"
            .to_owned()
    }
    fn lint_key_too_long(&self, max: usize, limit: usize) -> String {
        format!("keys of up to {max} bytes exceed HBase's limit of {limit} bytes")
    }
    fn lint_long_key(&self, max: usize, average: usize, advised: usize) -> String {
        format!(
            "keys are up to {max} bytes (average {average}); every cell stores its row key, so {advised} bytes or less is advised"
        )
    }
    fn lint_duplicate_keys(&self, keys: usize, lost: usize, rows: &str, example: &str) -> String {
        format!(
            "{keys} keys are shared by several rows ({lost} rows would overwrite others), e.g. rows {rows} have the key {example}"
        )
    }

    fn lint_duplicate_cells(
        &self,
        groups: usize,
        rows_lost: usize,
        listed: &str,
        example: &str,
        column: &str,
        value: &str,
    ) -> String {
        format!(
            "{} (a row key with the value of \"{column}\" as column qualifier) written by several rows ({} would overwrite others), e.g. rows {listed} write the key {example} with the qualifier {value}",
            plural(groups, "cell", "cells"),
            self.rows(rows_lost)
        )
    }

    // ---- split lints --------------------------------------------------------------------
    fn split_empty_regions(&self, empty: usize, total: usize, listed: &str) -> String {
        let word = if empty == 1 { "region" } else { "regions" };
        format!(
            "{empty} of {total} regions hold none of the sample's rows ({word} {listed}, counting from 1)"
        )
    }
    fn split_whitespace(&self, count: usize, first: usize, text: &str) -> String {
        let which = if count == 1 {
            format!("split {first} ('{text}') starts or ends")
        } else {
            format!("{count} split points start or end (the first: split {first}, '{text}')")
        };
        format!(
            "{which} with white space: HBase keeps it as bytes of the split key (a space is \
             0x20, a tab 0x09), in the create statement too, so the region boundary is not \
             where the key without it would put it"
        )
    }
    fn split_whitespace_fix(&self) -> String {
        "Remove the spaces and tabs at the start and end of each split point.".to_owned()
    }
    fn fix_trim_splits(&self) -> String {
        "trim the white space from the split points".to_owned()
    }
    fn split_empty_regions_fix(&self) -> String {
        "Put the split points where the keys are: use the splits suggested from the sample, \
         or a SPLITALGO that matches the key's leading characters."
            .to_owned()
    }
    fn split_example(&self, key: &str) -> String {
        format!(" (e.g. '{key}')")
    }
    fn split_hex_uppercase(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{n} of {total} sample keys start with UPPERCASE hex{example}: HexStringSplit's boundaries are \
             lowercase, and 'A'-'F' sort between '9' and 'a', so these keys crowd into a few regions"
        )
    }
    fn split_hex_uppercase_fix(&self) -> String {
        "Write the hex part in lowercase (as md5 hex usually is), or give SPLITS with \
         uppercase boundaries."
            .to_owned()
    }
    fn split_hex_non_hex(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{n} of {total} sample keys do not start with 8 hex characters{example}: HexStringSplit only \
             balances keys that begin with a uniform hex string such as an md5 prefix"
        )
    }
    fn split_hex_non_hex_fix(&self) -> String {
        "Put a hex hash first in the key, or use DecimalStringSplit for digits, or \
         SPLITS suggested from the sample."
            .to_owned()
    }
    fn split_decimal_non_digit(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{n} of {total} sample keys do not start with 8 decimal digits{example}: DecimalStringSplit's \
             boundaries are 8-digit numbers, so these keys land in the wrong regions"
        )
    }
    fn split_decimal_non_digit_fix(&self) -> String {
        "Start the key with a zero-padded number, or use HexStringSplit for hex, or SPLITS \
         suggested from the sample."
            .to_owned()
    }
    fn split_uniform_printable(&self, n: usize, total: usize, what: &str) -> String {
        format!(
            "{n} of {total} sample keys start with a printable character, but {what} cuts the \
             byte range evenly: printable keys use only a few byte values (hex text skips \
             0x3A-0x60), so the regions come out lumpy"
        )
    }
    fn split_uniform_printable_fix(&self) -> String {
        "Use HexStringSplit or DecimalStringSplit for text keys, or SPLITS suggested from \
         the sample."
            .to_owned()
    }
    fn split_ignores_salt(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{n} of {total} split points neither start with a salt bucket nor fall between two \
             buckets{example}: the key begins with a bucket prefix, so these splits do not \
             separate the buckets"
        )
    }
    fn split_ignores_salt_fix(&self) -> String {
        "Split at the bucket prefixes (use the splits suggested for the salted key).".to_owned()
    }
    fn split_ignores_hash(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{n} of {total} split points do not start with lowercase hex{example}: the key \
             begins with an md5 hex prefix, so these splits fall outside the keys"
        )
    }
    fn split_ignores_hash_fix(&self) -> String {
        "Cut the hex space evenly: HexStringSplit, or the splits suggested from the sample."
            .to_owned()
    }
    fn split_fewer_regions_even(&self, buckets: u64, regions: u64, per: u64) -> String {
        format!(
            "the key has {buckets} salt buckets over {}: each region holds {per} whole \
             buckets, so the writes spread evenly",
            self.regions(usize::try_from(regions).unwrap_or(usize::MAX))
        )
    }
    fn split_fewer_regions_even_fix(&self, buckets: u64) -> String {
        format!(
            "Nothing to change for the writes. A read that cannot compute the bucket still \
             makes {buckets} scans, one per bucket, however many regions there are."
        )
    }
    fn split_fewer_regions_uneven(
        &self,
        buckets: u64,
        regions: u64,
        counts: &str,
        most: u64,
        least: u64,
    ) -> String {
        format!(
            "the key has {buckets} salt buckets over {regions} regions, which hold {counts} \
             buckets (counting a bucket cut by a split point in both regions): a region with \
             {most} takes {most} buckets' writes where one with {least} takes {least}"
        )
    }
    fn split_fewer_regions_uneven_fix(&self, buckets: u64, divisors: &str) -> String {
        format!(
            "Split at bucket boundaries into a number of regions that divides the {buckets} \
             buckets ({divisors}), or use the splits suggested for the salted key."
        )
    }
    fn split_fewer_regions_variable(&self, buckets: u64, regions: u64) -> String {
        format!(
            "the key has {buckets} salt buckets over {regions} regions, but the bucket numbers \
             have no fixed width (1 is a prefix of 10 and 100), so no split point separates \
             whole buckets"
        )
    }
    fn split_fewer_regions_variable_fix(&self) -> String {
        "Write the bucket number zero-padded to a fixed width, then split at bucket prefixes."
            .to_owned()
    }

    // ---- problems -----------------------------------------------------------------------
    fn encode_errors(&self, failed: usize, first: &str) -> String {
        format!(
            "{} could not be encoded and {} left out; the first: {first}",
            self.rows(failed),
            if failed == 1 { "is" } else { "are" }
        )
    }

    // ---- the whole-table Spark job --------------------------------------------------------
    fn spark_no_recipe(&self) -> String {
        "the design has no recipe: the job builds each row's key with one".to_owned()
    }
    fn spark_not_reproduced(&self, part: u32, reason: &str) -> String {
        format!(
            "part {part}: {reason}; a per-row function cannot reproduce it, so no whole-table job is written"
        )
    }

    // ---- the verdict --------------------------------------------------------------------
    fn verdict_status(&self, status: crate::verdict::Status) -> &'static str {
        status.as_str()
    }
    fn verdict_summary(&self, status: crate::verdict::Status, findings: usize) -> String {
        use crate::verdict::Status as S;
        let findings = plural(findings, "finding", "findings");
        match status {
            S::Ok => "No problems found.".to_owned(),
            S::Warning | S::Error => format!("{}, worst first.", capitalize(&findings)),
        }
    }
    fn finding_invalid_splits(&self, error: &str) -> String {
        format!(
            "the split list is invalid, so the table is shown as one region and its balance, empty regions and write hotspot are not judged: {error}"
        )
    }
    fn finding_live_size_skew(
        &self,
        region: usize,
        share: &str,
        regions: usize,
        over_mean: &str,
        threshold: &str,
    ) -> String {
        format!(
            "on the live table, region {region} holds {share} of the size of all {}: {over_mean} the mean size per region (a warning above {threshold})",
            self.regions(regions)
        )
    }
    fn finding_live_request_skew(
        &self,
        region: usize,
        share: &str,
        regions: usize,
        even: &str,
        over_mean: &str,
        threshold: &str,
    ) -> String {
        format!(
            "on the live table, region {region} serves {share} of the requests of all {}: {over_mean} the even share of {even} (a warning above {threshold})",
            self.regions(regions)
        )
    }
    fn regions_invalid_splits(&self) -> String {
        "The split list is invalid: the chart and these numbers are for one region standing in for the table, not for your split points. Fix the list below.".to_owned()
    }
    fn finding_sample_unreadable(&self) -> String {
        "the sample cannot be read, so there is nothing to judge the design on".to_owned()
    }
    fn finding_empty_sample(&self) -> String {
        "the sample has no rows, so there is nothing to judge the design on".to_owned()
    }
    fn finding_no_keys(&self, rows: usize) -> String {
        format!("no sample row gives a key ({} read)", self.rows(rows))
    }
    fn finding_too_few_to_judge(
        &self,
        rows: usize,
        distinct: usize,
        regions: usize,
        chance: &str,
        rate: &str,
    ) -> String {
        format!(
            "too few to judge how rows and writes spread: {} with {} distinct leading {} over {}, where an even hash could put up to {chance} the mean rows in one region by chance (at a {rate} false-alarm rate); judge the balance, empty regions and write hotspot on a larger sample",
            self.rows(rows),
            format_count(distinct),
            if distinct == 1 { "value" } else { "values" },
            self.regions(regions),
        )
    }
    fn finding_long_keys(&self, mean: &str, threshold: &str, advised: usize) -> String {
        format!(
            "keys average {mean} bytes, and every cell stores its row key again (in HFiles, the MemStore and the block cache): a warning above {threshold} bytes, twice the advised {advised}"
        )
    }
    fn finding_reversed_latest(&self, query: &str) -> String {
        format!(
            "query \"{query}\" finds its newest rows only by a reversed scan (Scan.setReversed, HBase 0.98 and later): the time ascends in the key, so the newest rows are the last of their prefix, and a reversed scan seeks back row by row, slower than reading forward; with the time reversed in the key (Long.MAX_VALUE − ts) a forward scan reads the newest rows first"
        )
    }
    fn fix_metric_key_bytes(&self) -> String {
        "key bytes per cell".to_owned()
    }
    fn fix_metric_rows_read(&self, query: &str) -> String {
        format!("rows read: {query}")
    }
    fn fix_metric_latest_scan(&self, query: &str) -> String {
        format!("scan for the latest rows: {query}")
    }
    fn fix_metric_scan(&self, reversed: bool) -> String {
        if reversed { "reversed" } else { "forward" }.to_owned()
    }
    fn finding_balance(&self, max_over_mean: &str, threshold: &str) -> String {
        format!(
            "the fullest region holds {max_over_mean} the mean rows per region (a warning above {threshold})"
        )
    }
    fn finding_empty_regions(&self, empty: usize, total: usize, threshold: usize) -> String {
        format!(
            "{} of {} {} no sample row (a warning when more than {threshold} do)",
            format_count(empty),
            self.regions(total),
            if empty == 1 { "holds" } else { "hold" }
        )
    }
    fn finding_hotspot(
        &self,
        share: &str,
        recent: usize,
        region: usize,
        even: &str,
        factor: &str,
        threshold: &str,
    ) -> String {
        format!(
            "{share} of the latest {} writes go to region {region}, over {factor}× the even share of {even} (a warning above {threshold})",
            format_count(recent)
        )
    }
    fn finding_read_amplification(
        &self,
        query: &str,
        amplification: &str,
        scanned: usize,
        returned: usize,
        threshold: &str,
    ) -> String {
        if returned == 0 {
            format!(
                "query \"{query}\" reads {} and returns none (a warning above {threshold} rows read per row returned)",
                self.rows(scanned)
            )
        } else {
            format!(
                "query \"{query}\" reads {amplification} rows per row returned ({} read, {} returned; a warning above {threshold})",
                self.rows(scanned),
                format_count(returned)
            )
        }
    }
    fn finding_fan_out(
        &self,
        query: &str,
        touched: usize,
        total: usize,
        share: &str,
        threshold: &str,
        min: usize,
    ) -> String {
        format!(
            "query \"{query}\" touches {} of {} ({share}; a warning above {threshold} of the regions, from {min} regions up)",
            format_count(touched),
            self.regions(total)
        )
    }

    // ---- errors -------------------------------------------------------------------------
    fn lang(&self) -> Lang {
        Lang::En
    }
    fn position(&self, p: &crate::error::Position) -> String {
        p.to_string()
    }
    fn parse_error_kind(&self, e: &crate::error::ParseErrorKind) -> String {
        e.to_string()
    }
    fn generate_error(&self, e: &crate::error::GenerateError) -> String {
        e.to_string()
    }
    fn number_error(&self, e: &crate::number::NumberError) -> String {
        e.to_string()
    }
    fn time_error(&self, e: &crate::time::TimeError) -> String {
        e.to_string()
    }
    fn time_pattern_error(&self, e: &crate::time::TimePatternError) -> String {
        e.to_string()
    }
    fn encode_error_kind(&self, e: &crate::encode::EncodeErrorKind) -> String {
        e.to_string()
    }
    fn encode_error(&self, e: &crate::encode::EncodeError) -> String {
        e.to_string()
    }
    fn part_problem(&self, e: &crate::spec::PartProblem) -> String {
        e.to_string()
    }
    fn spec_error(&self, e: &crate::spec::SpecError) -> String {
        e.to_string()
    }
    fn split_error(&self, e: &crate::split::SplitError) -> String {
        e.to_string()
    }
    fn layout_error(&self, e: &crate::layout::LayoutError) -> String {
        use crate::layout::{Expected as X, LayoutErrorKind as K};
        let what = |x: &X| match x {
            X::Literal { text } => format!("“{text}”"),
            X::CellEnd { column } => format!("“ |” closing the {column} cell"),
            X::Dashes { columns } => {
                format!("the row of dashes under the list_regions header ({columns} columns)")
            }
            X::RowsFooter => "the “N rows” line that ends list_regions".to_owned(),
            X::StartEndColumns => "a start-key and an end-key column".to_owned(),
            X::Number { column } => format!("a number in {column}"),
            X::Cells { count, found } => {
                format!("{count} tab-separated cells (this row has {found})")
            }
            X::SplitKey => "a split key".to_owned(),
            X::EndOfLine => "the end of the line".to_owned(),
        };
        let body = match &e.kind {
            K::Empty => "the paste is empty: paste the output of list_regions, get_splits, \
                         scan 'hbase:meta' or the Master UI's region list"
                .to_owned(),
            K::UnknownLine { text } => format!(
                "“{text}” is not part of list_regions, get_splits, scan 'hbase:meta' or the \
                 Master UI's region list"
            ),
            K::Expected { expected, found } if found.is_empty() => {
                format!("expected {}", what(expected))
            }
            K::Expected { expected, found } => {
                format!("expected {}, found “{found}”", what(expected))
            }
            K::CountMismatch { said, found } => {
                format!("the output says {said} but {found} are listed: the paste is cut or edited")
            }
            K::PartialList { shown, total } => format!(
                "the Master UI shows only {shown} of the table's {total} regions: open its \
                 “see all regions” link and copy again"
            ),
            K::SeveralTables { tables } => format!(
                "the scan holds several tables ({}): keep one table's rows",
                tables.join(", ")
            ),
            K::NoRegions => "no region of the table was found".to_owned(),
            K::TooManyRegions { count, limit } => format!(
                "{} regions: the playground handles at most {}",
                format_count(*count),
                format_count(*limit)
            ),
            K::FirstStartNotEmpty { start } => format!(
                "the first region starts at '{start}', not at the table's start (''): \
                 the regions before it are missing"
            ),
            K::LastEndNotEmpty { end } => format!(
                "the last region ends at '{end}', not at the table's end (''): the regions \
                 after it are missing"
            ),
            K::NotContiguous {
                previous_end,
                previous_line,
                start,
            } => format!(
                "this region starts at '{start}' but the region before it (line \
                 {previous_line}) ends at '{previous_end}'"
            ),
            K::DuplicateStart { start, other_line } => {
                format!("this region starts at '{start}' like the region on line {other_line}")
            }
        };
        if e.column == 0 {
            format!("line {}: {body}", e.line)
        } else {
            format!("line {}, column {}: {body}", e.line, e.column)
        }
    }
    fn sizing_error(&self, e: &crate::sizing::SizingError) -> String {
        e.to_string()
    }

    // ---- analysis texts -----------------------------------------------------------------
    fn format_label(&self, format: crate::sample::SampleFormat) -> String {
        format.label().to_owned()
    }
    fn format_auto(&self) -> String {
        "Auto-detect".to_owned()
    }
    fn sample_summary(
        &self,
        rows: usize,
        columns: usize,
        format: Option<crate::sample::SampleFormat>,
        detected: bool,
    ) -> String {
        let how = match (format, detected) {
            (None, _) => "generated".to_owned(),
            (Some(f), true) => format!("detected: {}", f.label()),
            (Some(f), false) => f.label().to_owned(),
        };
        format!("{} × {} ({how})", self.rows(rows), self.columns(columns))
    }
    fn stats_line(&self, stats: &crate::stats::KeyStats) -> String {
        if stats.rows == 0 {
            return "no keys".to_owned();
        }
        let lengths = if stats.min_len == stats.max_len {
            format!("{} bytes each", stats.min_len)
        } else {
            format!(
                "{}–{} bytes (mean {:.1})",
                stats.min_len,
                stats.max_len,
                stats.mean_len()
            )
        };
        let unique = if stats.is_unique() {
            "all distinct".to_owned()
        } else {
            format!(
                "{} distinct, {} duplicate",
                format_count(stats.distinct),
                self.rows(stats.duplicate_rows)
            )
        };
        format!("{} · {lengths} · {unique}", self.keys(stats.rows))
    }
    fn empty_regions_of(&self, empty: usize, total: usize) -> String {
        format!("{} of {}", format_count(empty), format_count(total))
    }
    fn hotspot(&self, share: &str, recent: usize, region: usize, even: &str) -> String {
        format!(
            "{share} of the latest {} writes go to region {region} (even spread: {even})",
            format_count(recent)
        )
    }
    fn hotspot_no_recent(&self) -> String {
        "no recent writes".to_owned()
    }
    fn hotspot_no_writes(&self) -> String {
        "no writes".to_owned()
    }
    fn hotspot_unknown(&self) -> String {
        "unknown (no arrival order)".to_owned()
    }
    fn arrival_no_column(&self, name: &str) -> String {
        format!("the sample has no column \"{name}\" to order the writes by")
    }
    fn sizing(&self, total: &str, row_bytes: u64, regions: u32, per: &str, why: &str) -> String {
        format!(
            "About {total} in all ({row_bytes} bytes a row): by its size, pre-split into {regions} regions of about {per} ({why})."
        )
    }
    fn sizing_small(&self, at_8: u32, at_6: u32, floor: bool) -> String {
        let post = if at_8 == at_6 {
            format!("{at_8}")
        } else {
            format!("{at_8} to {at_6}")
        };
        if floor {
            format!(
                "common sizing advice gives a table under 50 GB 5 to 10 regions; its usual 6-8 GB a \
                 region would make only {post} here, so its minimum of 5 applies and regions are smaller"
            )
        } else {
            format!(
                "common sizing advice gives a table under 50 GB 5 to 10 regions; this tool counts 5 GB a \
                 region there, so that the count reaches 10 at 50 GB where the next band starts \
                 (the advice's usual 6-8 GB a region would make {post})"
            )
        }
    }
    fn sizing_medium(&self, target_gb: f64) -> String {
        format!(
            "common sizing advice gives no count between 50 GB and 500 GB; here the target region \
             size rises from 5 GB to 10 GB, through its usual 6-8 GB: {target_gb:.1} GB"
        )
    }
    fn sizing_salted(&self, buckets: u64, regions: u64, gb: &str, by_size: u32) -> String {
        let shape = if regions == buckets {
            "one region per bucket".to_owned()
        } else if buckets % regions == 0 {
            format!("{} buckets a region", buckets / regions)
        } else {
            format!("each bucket cut into {}", regions / buckets)
        };
        let instead = if u64::from(by_size) == regions {
            ""
        } else {
            " instead"
        };
        format!(
            " The key has {buckets} salt buckets, so split at bucket boundaries{instead}: \
             {regions} regions, {shape}, about {gb} each."
        )
    }
    fn sizing_large(&self) -> String {
        "a table of 500 GB or more gets size / 10 GB regions, at most 120".to_owned()
    }
    fn sizing_capped(&self, max: u32) -> String {
        format!(
            "size / 10 GB would be more than {max} regions; at the cap \
             each region holds more than 10 GB"
        )
    }
    fn growth_one_region(&self, writes: usize, thresholds: (u64, u64)) -> String {
        format!(
            "{} Replaying the {} sample writes in arrival order, it stays one region: every \
             write goes to one server.",
            growth_policy_en(thresholds),
            format_count(writes)
        )
    }
    fn growth_split(
        &self,
        writes: usize,
        thresholds: (u64, u64),
        regions: usize,
        busiest: f64,
        even: f64,
    ) -> String {
        format!(
            "{} Replaying the {} sample writes in arrival order, it grows to {regions} regions. \
             Once it had split, {} of the writes went to one region at a time (spread evenly \
             over the regions of the time: {}).",
            growth_policy_en(thresholds),
            format_count(writes),
            crate::analysis::format_percent(busiest),
            crate::analysis::format_percent(even)
        )
    }

    // ---- charts -------------------------------------------------------------------------
    fn region_range(&self, from: Option<&str>, to: Option<&str>) -> String {
        let from = from.map_or_else(|| "the first key".to_owned(), |k| format!("\"{k}\""));
        let to = to.map_or_else(
            || "the last key".to_owned(),
            |k| format!("\"{k}\" (excluded)"),
        );
        format!("from {from} to {to}")
    }
    fn bar_label(
        &self,
        region: usize,
        total: usize,
        range: &str,
        rows: usize,
        share: &str,
        projected_gb: Option<&str>,
    ) -> String {
        let projected = projected_gb
            .map(|gb| format!("; about {gb} projected"))
            .unwrap_or_default();
        format!(
            "Region {region} of {total}, {range}: {} ({share}){projected}",
            self.rows(rows)
        )
    }
    fn chart_note(&self, shown: usize, total: usize) -> String {
        format!(
            "The chart shows the first {} of {} regions.",
            format_count(shown),
            format_count(total)
        )
    }
    fn chart_summary(&self, rows: usize, regions: usize) -> String {
        format!(
            "Rows per region: {} over {} regions",
            format_count(rows),
            format_count(regions)
        )
    }
    fn heat_title(
        &self,
        from: usize,
        to: usize,
        slice: usize,
        slices: usize,
        region: usize,
        range: &str,
        writes: usize,
    ) -> String {
        format!(
            "Writes {}–{} (slice {slice} of {slices}), region {region} {range}: {} writes",
            format_count(from),
            format_count(to),
            format_count(writes)
        )
    }
    fn heat_summary(&self, slices: usize, regions: usize) -> String {
        format!(
            "Writes per region over time: {slices} time slices (left to right) by {regions} regions (top to bottom)"
        )
    }

    // ---- plans --------------------------------------------------------------------------
    fn part_literal(&self, bytes: &str) -> String {
        format!("literal \"{bytes}\"")
    }
    fn part_salt(&self) -> String {
        "salt".to_owned()
    }
    fn part_raw_key(&self, range: Option<(u32, Option<u32>)>) -> String {
        match range {
            None => "the pasted key".to_owned(),
            Some((start, Some(end))) => format!("bytes {start}..{end} of the pasted key"),
            Some((start, None)) => format!("bytes {start}.. of the pasted key"),
        }
    }
    fn plan_class(&self, kind: &crate::plan::PlanKind) -> String {
        kind.to_string()
    }
    fn break_reason(&self, reason: crate::part_traits::BreakReason) -> String {
        reason.describe().to_owned()
    }
    fn column_kind(&self, kind: &crate::plan::ColumnKind) -> String {
        kind.name().to_owned()
    }
    fn bind_not_single_column(&self) -> String {
        "it is not a single column's value".to_owned()
    }
    fn bind_transformed_number(&self) -> String {
        "its text is transformed before it is read as a number".to_owned()
    }
    fn bind_transformed_time(&self) -> String {
        "its text is transformed before it is read as a time".to_owned()
    }
    fn bind_time_read_differently(&self) -> String {
        "it reads the time differently from the column's first time part".to_owned()
    }
    fn bind_left_padding(&self) -> String {
        "left padding puts short values before long ones, not in text order".to_owned()
    }
    fn bind_widened_unknown(&self) -> String {
        "no separator follows it, so a shorter value may be followed by any byte; the scan stops after every key of the shortest value the bounds allow".to_owned()
    }
    fn bind_widened_separator(&self) -> String {
        "a shorter value is followed by a separator or fill byte that sorts after part of the upper bound, so the upper bound is widened".to_owned()
    }
    fn bind_numbers_as_text(&self) -> String {
        "numbers written as text sort as text (1, 10, 2), not as numbers".to_owned()
    }
    fn bind_no_order(&self, kind: &crate::plan::ColumnKind) -> String {
        format!("its encoding does not order {} values", kind.name())
    }
    fn bind_wraps(&self) -> String {
        "values that do not fit wrap around, so byte order does not follow the numbers".to_owned()
    }
    fn bind_bound_not_fit(&self) -> String {
        "a bound does not fit the number format".to_owned()
    }
    fn bind_twos_complement_split(&self) -> String {
        "two's complement puts negative numbers after positive ones, so the range is split in two"
            .to_owned()
    }
    fn bind_reversed_or_cut(&self) -> String {
        "its text is reversed or cut from the end".to_owned()
    }
    fn bind_not_plain_text(&self) -> String {
        "its encoding is not plain or right-padded text".to_owned()
    }
    fn bind_suffix_at_end(&self) -> String {
        "the key sorts by the start of its text, and ENDS WITH fixes only the end".to_owned()
    }
    fn bind_host_suffix(&self) -> String {
        "only a reversed domain (as its first transform) puts the end of a host at the start of its bytes".to_owned()
    }
    fn bind_host_suffix_no_label(&self) -> String {
        "a host suffix without a '.' fixes no whole label of the reversed host".to_owned()
    }
    fn bind_domain_suffix(&self) -> String {
        "a reversed domain leaves a scheme, port or path (after ':', '/', '?' or '#') where it was, and the text may end there (HOST ENDS WITH compares the host alone)".to_owned()
    }
    fn impossible_no_value(&self, part: &str) -> String {
        format!("no value given for {part} encodes with this recipe")
    }
    fn impossible_empty_range(&self, column: &str) -> String {
        format!("the range on {column} is empty")
    }
    fn impossible_default(&self) -> String {
        "the ranges are empty".to_owned()
    }
    fn note_too_many_combinations(&self, part: &str) -> String {
        format!("{part}: too many value combinations to list, so the scan stops narrowing here")
    }
    fn note_bucket_by_row(&self, part: &str) -> String {
        format!(
            "{part}: the bucket depends on write order, not on the key, so every bucket is read"
        )
    }
    fn note_starts_with(&self, part: &str, why: &str) -> String {
        format!("{part}: {why}, so STARTS WITH cannot narrow the scan")
    }
    fn note_cells(&self, column: &str, qualifiers: &str) -> String {
        format!(
            "{column} is each cell's column qualifier (a wide row), so the read asks for the columns {qualifiers} instead of filtering"
        )
    }
    fn note_ends_with(&self, part: &str, why: &str) -> String {
        format!("{part}: {why}, so ENDS WITH cannot narrow the scan")
    }
    fn note_host_ends_with(&self, part: &str, why: &str) -> String {
        format!("{part}: {why}, so HOST ENDS WITH cannot narrow the scan")
    }
    fn note_widened(&self, part: &str, why: &str) -> String {
        format!("{part}: {why}")
    }
    fn note_range(&self, part: &str, why: &str) -> String {
        format!("{part}: {why}, so its range cannot narrow the scan")
    }
    fn reason_filter(&self, by_filter: &str, on_client: &str) -> String {
        let mut out = String::new();
        if !by_filter.is_empty() {
            out.push_str(&format!("; a server-side filter checks {by_filter}"));
        }
        if !on_client.is_empty() {
            out.push_str(&format!("; the client checks {on_client} on each row read"));
        }
        out
    }
    fn reason_empty(&self, why: &str) -> String {
        format!("No row can match ({why}), so nothing is read.")
    }
    fn reason_get_fanout(&self, salt: &str, buckets: u32, filter: &str) -> String {
        format!(
            "Every part of the key is fixed except the {salt}, which the predicates cannot tell, so the key is read once in each of the {buckets} buckets{filter}."
        )
    }
    fn reason_get_one(&self, filter: &str) -> String {
        format!(
            "Every part of the key is fixed by the predicates, so the row key is known and read directly{filter}."
        )
    }
    fn reason_get_many(&self, columns: &str, keys: usize, filter: &str) -> String {
        format!(
            "Every part of the key is fixed, by IN lists on {columns}, to {keys} possible keys, each read directly{filter}."
        )
    }
    fn reason_full_fanout(
        &self,
        lead: Option<&str>,
        salt: &str,
        buckets: u32,
        filter: &str,
    ) -> String {
        let lead = lead.unwrap_or("the key");
        format!(
            "Nothing fixes {lead} after the {salt}, so all {buckets} buckets are read in full{filter}."
        )
    }
    fn reason_full(&self, lead: Option<&str>, filter: &str) -> String {
        let lead = lead.unwrap_or("the key");
        format!("Nothing fixes the leading part ({lead}), so every row is read{filter}.")
    }
    fn reason_limit(&self, rows: u32, reversed: bool, fanout: Option<(&str, u32)>) -> String {
        let (order, read) = if reversed {
            ("oldest first, so a reversed scan", "last")
        } else {
            ("newest first, so the scan", "first")
        };
        match fanout {
            None => format!(
                "Nothing fixes the leading part, but the key order is {order} reads only the {read} {rows} rows of the key order."
            ),
            Some((salt, buckets)) => format!(
                "Nothing fixes the key after the {salt}, but within each of its {buckets} buckets the key order is {order} of each bucket reads only its {read} {rows} rows."
            ),
        }
    }
    fn start_of(&self, part: &str) -> String {
        format!("the start of {part}")
    }
    fn reason_prefix(&self, fixed: &str, filter: &str) -> String {
        format!(
            "The predicates fix {fixed} at the start of the key, so only keys with that prefix are read{filter}."
        )
    }
    fn reason_in_merged(&self, columns: &str, filter: &str) -> String {
        format!(
            "The IN lists on {columns} give adjacent key ranges, merged into one range{filter}."
        )
    }
    fn reason_range(&self, fixed: Option<&str>, part: &str, swapped: bool, filter: &str) -> String {
        let swapped = if swapped {
            ", with its bounds swapped because it is stored reversed"
        } else {
            ""
        };
        let sentence = match fixed {
            Some(fixed) => format!(
                "The predicates fix {fixed}, then {part} has a range whose encoding keeps order, so one key range is read{swapped}{filter}."
            ),
            None => format!(
                "{part} leads the key and has a range whose encoding keeps order, so one key range is read{swapped}{filter}."
            ),
        };
        capitalize(&sentence)
    }
    fn reason_skip_range(&self, part: &str, ranges: usize, filter: &str) -> String {
        format!(
            "The range on {part} splits into {ranges} key ranges, read in one skip scan{filter}."
        )
    }
    fn reason_skip_in(&self, columns: &str, ranges: usize, filter: &str) -> String {
        format!(
            "The IN lists on {columns} give {ranges} separate key ranges, read in one skip scan{filter}."
        )
    }
    fn reason_bucket(
        &self,
        salt: Option<&str>,
        buckets: u32,
        fixed: Option<&str>,
        ranges: usize,
        filter: &str,
    ) -> String {
        let salt = salt.unwrap_or("salt");
        let inside = fixed.map_or_else(String::new, |f| format!(" for the fixed {f}"));
        let shape = if ranges == buckets as usize {
            "one range per bucket".to_owned()
        } else {
            format!("{ranges} ranges in all")
        };
        format!(
            "The predicates do not determine the {salt}, so each of its {buckets} buckets is scanned{inside} ({shape}){filter}."
        )
    }

    // ---- queries ------------------------------------------------------------------------
    fn query_error(&self, e: &crate::plan::QueryError) -> String {
        e.to_string()
    }
    fn op_label(&self, op: crate::analysis::OpKind) -> String {
        op.label().to_owned()
    }
    fn op_value_label(&self, op: crate::analysis::OpKind) -> String {
        op.value_label().to_owned()
    }
    fn form_in_needs_values(&self) -> String {
        "list at least one value, separated by commas".to_owned()
    }
    fn form_bad_count(&self, max: u64, value: &str) -> String {
        format!("a count is a whole number from 1 to {max}, not \"{value}\"")
    }
    fn form_bad_bound(&self, value: &str, kind: &crate::plan::ColumnKind) -> String {
        format!(
            "\"{value}\" is not a valid {} value for this column",
            kind.name()
        )
    }
    fn blocked_sample(&self) -> String {
        "the sample cannot be read: fix it to plan this query".to_owned()
    }
    fn blocked_recipe(&self) -> String {
        "the key recipe has an error: fix it to plan this query".to_owned()
    }
    fn table_start(&self) -> String {
        "table start".to_owned()
    }
    fn table_end(&self) -> String {
        "table end".to_owned()
    }
    fn no_regions(&self) -> String {
        "none".to_owned()
    }
    fn ranges_first_shown(&self, ranges: usize, shown: usize) -> String {
        format!("{} (first {shown} shown)", self.ranges(ranges))
    }
    fn regions_touched(&self, touched: usize, total: usize, listed: &str) -> String {
        if touched == 0 {
            format!("0 of {total} regions")
        } else {
            format!(
                "{} of {} regions ({listed})",
                format_count(touched),
                format_count(total)
            )
        }
    }
    fn cost(&self, scanned: usize, returned: usize, amplification: &str) -> String {
        format!(
            "{} scanned for {} returned: {amplification} rows read per row returned",
            self.rows(scanned),
            self.rows(returned)
        )
    }
    fn cost_none_returned(&self, scanned: usize) -> String {
        format!("{} scanned, none returned", self.rows(scanned))
    }
    fn rows_note(&self, shown: usize, returned: usize) -> String {
        format!(
            "first {shown} of {} returned, in HBase order",
            self.rows(returned)
        )
    }
    fn strip_summary(
        &self,
        class: &str,
        ranges: usize,
        regions: usize,
        drawn: Option<usize>,
    ) -> String {
        let drawn = drawn.map_or_else(String::new, |d| format!(" (first {d} drawn)"));
        format!(
            "{class}: {} over {} regions of the key space{drawn}",
            self.ranges(ranges),
            format_count(regions)
        )
    }

    // ---- key builder and generator forms ------------------------------------------------
    fn choice(&self, choice: crate::analysis::editor::Choice) -> &'static str {
        choice.label()
    }
    fn gen_param(&self, label: crate::analysis::editor::ParamLabel) -> &'static str {
        use crate::analysis::editor::ParamLabel as L;
        match label {
            L::Start => "start",
            L::Step => "step",
            L::StartTime => "start (UTC or epoch ms)",
            L::IntervalMillis => "interval (ms)",
            L::JitterMillis => "jitter (ms)",
            L::WrittenAs => "written as",
            L::EpochMillis => "epoch milliseconds",
            L::EpochSeconds => "epoch seconds",
            L::Pattern(pattern) => pattern,
            L::Users => "users",
            L::Exponent => "exponent",
            L::Prefix => "prefix",
            L::HexDigits => "hex digits",
            L::RandomDigits => "random digits",
            L::Options => "options (comma-separated)",
        }
    }
    fn literal_error(&self, e: &crate::literal::LiteralError) -> String {
        e.to_string()
    }
    fn describe_md5_raw(&self, columns: &str, bytes: u8) -> String {
        format!("md5({columns}) {bytes} bytes")
    }
    fn describe_salt(&self, buckets: u32) -> String {
        format!("salt ({buckets} buckets)")
    }
    fn editor_number_range(&self, min: &str, max: &str) -> String {
        format!("enter a whole number from {min} to {max}")
    }
    fn editor_not_whole(&self, text: &str) -> String {
        format!("\"{text}\" is not a whole number")
    }
    fn editor_not_millis(&self, text: &str) -> String {
        format!("\"{text}\" is not a whole number of milliseconds")
    }
    fn editor_not_millis_positive(&self, text: &str) -> String {
        format!("\"{text}\" is not a whole number of milliseconds (0 or more)")
    }
    fn editor_not_minutes(&self, text: &str) -> String {
        format!("\"{text}\" is not a whole number of minutes")
    }
    fn editor_not_i64(&self, text: &str) -> String {
        format!("\"{text}\" is not a whole number in the 64-bit range")
    }
    fn editor_not_number(&self, text: &str) -> String {
        format!("\"{text}\" is not a number")
    }
    fn editor_too_many_chars(&self, n: u64) -> String {
        format!("{n} characters is too many")
    }
    fn editor_salt_digits(&self, buckets: u32, least: u16) -> String {
        format!("{buckets} buckets need at least {least} digits")
    }
    fn editor_one_fill(&self) -> String {
        "enter exactly one padding character".to_owned()
    }
    fn editor_one_option(&self) -> String {
        "enter at least one option".to_owned()
    }
    fn editor_time_or_millis(&self, error: &str) -> String {
        format!("{error} (or enter epoch milliseconds)")
    }
    fn editor_no_param(&self, key: &str) -> String {
        format!("this generator has no parameter \"{key}\"")
    }

    // ---- links, autosave, design files, split suggestions -------------------------------
    fn share_error(&self, e: &crate::share::ShareError) -> String {
        e.to_string()
    }
    fn design_error(&self, e: &crate::design::DesignError) -> String {
        e.to_string()
    }
    fn share_note(&self, link_kib: usize, max_kib: usize) -> String {
        format!(
            "The link leaves out the pasted sample: with it the link would hold {link_kib} KiB compressed, over the {max_kib} KiB a link carries. Whoever opens it sees the design with their own data."
        )
    }
    fn share_note_oversized(&self, paste_mb: &str, max_kib: usize) -> String {
        format!(
            "The link leaves out the pasted sample: it is {paste_mb}, far more than the {max_kib} KiB a link carries. Whoever opens it sees the design with their own data."
        )
    }
    fn paste_kept(
        &self,
        total_mb: &str,
        limit_mb: &str,
        kept_lines: usize,
        kept_mb: &str,
        rest_lines: usize,
    ) -> String {
        format!(
            "The paste is {total_mb}, more than the {limit_mb} the page works with: it keeps its first {} ({kept_mb}, up to a line break), in the box and in the analysis, and leaves out the other {}. To look at other rows, paste or load them on their own.",
            plural(kept_lines, "line", "lines"),
            plural(rest_lines, "line", "lines"),
        )
    }
    fn paste_kept_cut_line(
        &self,
        total_mb: &str,
        limit_mb: &str,
        kept_mb: &str,
        line: usize,
        rest_lines: usize,
    ) -> String {
        format!(
            "The paste is {total_mb}, more than the {limit_mb} the page works with: it keeps its first {kept_mb} (line {} is longer than that, so it is cut), in the box and in the analysis, and leaves out the rest of that line and the other {}. To look at other rows, paste or load them on their own.",
            format_count(line),
            plural(rest_lines, "line", "lines"),
        )
    }
    fn paste_analysed_in_part(
        &self,
        total_mb: &str,
        kept_mb: &str,
        rows: usize,
        kept_lines: usize,
    ) -> String {
        format!(
            "The paste is {total_mb}; the analysis uses its first {kept_mb} ({}, lines 1 to {}) so that the page stays responsive. The whole text stays in the box, but it is too large to autosave or to put in a link: the design is saved without it, so keep the file.",
            plural(rows, "row", "rows"),
            format_count(kept_lines),
        )
    }
    fn sample_not_autosaved(&self) -> String {
        crate::persist::SAMPLE_NOT_AUTOSAVED.to_owned()
    }
    fn splits_unsorted(
        &self,
        split: usize,
        text: &str,
        earlier: usize,
        earlier_text: &str,
        order: &str,
    ) -> String {
        format!(
            "split {split} ('{text}') sorts before split {earlier} ('{earlier_text}') in byte order: the splits are not sorted. \
             HBase sorts them when it creates the table, so the regions follow byte order ({order}); \
             list them in that order to match."
        )
    }
    fn restored_without_sample(&self, own_autosave: bool) -> String {
        let whose = if own_autosave {
            "your last sample"
        } else {
            "the default sample"
        };
        format!(
            "This link holds a design without its pasted sample (it was too large for a link), so it is shown with {whose}."
        )
    }
    fn restored_broken_link(&self, error: &str, own_autosave: bool) -> String {
        let instead = if own_autosave {
            "your last autosaved design"
        } else {
            "the default design"
        };
        format!("This link could not be opened: {error}. Showing {instead} instead.")
    }
    fn design_not_json(&self, detail: &str) -> String {
        format!("This file is not a design JSON file ({detail}).")
    }
    fn design_unreadable(&self, detail: &str) -> String {
        format!("This design cannot be read: {detail}.")
    }
    fn design_sentence(&self, error: &str) -> String {
        let mut out = capitalize(error);
        if !out.ends_with('.') {
            out.push('.');
        }
        out
    }
    fn suggest_few_distinct(&self, distinct: usize, regions: usize) -> String {
        format!(
            "the sample has only {distinct} distinct keys, so at most {regions} regions can each hold sample rows"
        )
    }
    fn suggest_uneven_buckets(&self, buckets: u64, regions: u32) -> String {
        format!(
            "{buckets} buckets do not divide evenly into {regions} regions: some regions hold one bucket more"
        )
    }
    fn suggest_bucket_too_few(&self, bucket: u64, regions: u32) -> String {
        format!("bucket {bucket} has too few distinct sample keys for {regions} regions")
    }

    // ---- problem levels, new queries ----------------------------------------------------
    fn level(&self, level: crate::analysis::Level) -> &'static str {
        level.as_str()
    }
    fn default_query_name(&self, n: usize) -> String {
        format!("query {n}")
    }

    fn query_parse_error(&self, e: &crate::plan::QueryParseError) -> String {
        e.to_string()
    }

    fn phoenix_namespace_note(&self, namespace: &str, table: &str) -> String {
        format!(
            "HBase table {namespace}:{table}: Phoenix maps the schema \"{namespace}\" to the HBase namespace {namespace} only when phoenix.schema.isNamespaceMappingEnabled is true in the client's and the servers' hbase-site.xml (then create the schema first: CREATE SCHEMA \"{namespace}\"); under Phoenix's default (false) this statement creates the HBase table {namespace}.{table} in the default namespace"
        )
    }
    fn cbt_binary_salt(&self, buckets: u32, last: &str) -> String {
        format!(
            "the key starts with a one-byte salt ({buckets} buckets), so its split points are raw bytes from \\x01 to {last}; cbt reads split points as text from its command line, and this command writes no control character or byte that is not UTF-8 there. A Bigtable client library can create these regions: its CreateTable request takes split keys as bytes"
        )
    }
    fn phoenix_decimal_clamped_note(&self, column: &str, declared: &str, stored: &str) -> String {
        format!(
            "column \"{column}\": the design declares {declared}; Phoenix clamps a DECIMAL's scale to its precision (ColumnDef) and stores {stored}, which is what this statement declares and how the design's keys are encoded"
        )
    }
    fn code_comment(&self, comment: &crate::plan::CodeComment) -> String {
        use crate::plan::{CodeComment as C, SortReason as R};
        match comment {
            C::NothingToRead => "no row can match: nothing to read".to_owned(),
            C::ShellFilterAssumes { family } => format!(
                "FILTER assumes each column is also stored as a cell {family}:<column> holding its text"
            ),
            C::ReadFromKey { columns } => format!("the key alone holds {columns} (the table may keep no cell for it, so no cell filter can check it): these are checked on the client, on the value read from each row's key:"),
            C::CheckedOnClient => "a FILTER's binary comparator compares text bytes, not numbers or times, so these are checked on the client:".to_owned(),
            C::KeepRowsWhere { predicate } => {
                format!("keep only the rows where {predicate} (compared by value)")
            }
            C::FuzzyPattern { pattern } => format!(
                "a FuzzyRowFilter on key pattern {pattern} (see the Java code) lets the server skip non-matching keys"
            ),
            C::MergeScans { scans } => format!(
                "each of the {scans} scans returns its newest rows first: merge them on the client"
            ),
            C::SortNewest { column, count } => {
                format!("sort the rows by {column}, newest first, and keep the first {count}")
            }
            C::ReversedEdges => "reversed scans: STARTROW is the high end and is included, STOPROW the low end and is left out; so each scan starts at its range's stop row and asks for one row more, and the client keeps the keys inside the range".to_owned(),
            C::ReversedExact => "reversed scans walk down from STARTROW (the high end, included) to STOPROW (the low end, left out), which here reads exactly the planned ranges".to_owned(),
            C::KeepKeysIn { start, stop } => {
                format!("of the next scan's rows, keep those whose key is in [{start}, {stop})")
            }
            C::CheckedHere => "a binary comparator compares text bytes, not numbers or times, so these are checked here, by value:".to_owned(),
            C::SortedHere { why, cell, numeric, count } => {
                let why = match why {
                    R::KeyOrderNotNewest => "the key order does not give the newest rows first".to_owned(),
                    R::CheckedOnClient => "the rows are checked on the client, so no scan limit can count them".to_owned(),
                    R::EachScanNewest { count } => format!("each scan returns its {count} newest rows"),
                };
                let read = if *numeric { "its text read as a number" } else { "the bytes of its text" };
                format!(
                    "{why}: sorted here newest first by the cell {cell} ({read}, as the filters\nassume), rows without a readable time last, ties in read order; the first {count} kept"
                )
            }
            C::SortedFromKey { why, column, numeric, count } => {
                let why = match why {
                    R::KeyOrderNotNewest => "the key order does not give the newest rows first".to_owned(),
                    R::CheckedOnClient => "the rows are checked on the client, so no scan limit can count them".to_owned(),
                    R::EachScanNewest { count } => format!("each scan returns its {count} newest rows"),
                };
                let read = if *numeric { "its text read as a number" } else { "the bytes the key writes, which sort as its values do" };
                format!(
                    "{why}: sorted here newest first by {column} read from each row's key ({read}),\nrows whose key does not read last, ties in read order; the first {count} kept"
                )
            }
            C::PatternNotChronological { pattern } => format!(
                "note: text in the pattern {pattern} does not sort in time order: compare the times it reads as instead"
            ),
            C::JavaFiltersAssume { family } => format!(
                "the filters assume each column is also stored as a cell {family}:<column> holding its text;\nsetFilterIfMissing(true) leaves out rows without the cell, as the shell's\nSingleColumnValueFilter(..., true, true) does (only the latest version is compared, the default)"
            ),
            C::GetMayBeEmpty => "empty when the row is missing or filtered out".to_owned(),
            C::GetsMayBeEmpty => "an empty Result where the row is missing or filtered out".to_owned(),
            C::ScanPerRangeNewest => "one scan per range, each returning its newest rows first".to_owned(),
            C::ScanPerRangeMerged => "one scan per range (bucket), merged on the client".to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::capitalize;

    #[test]
    fn capitalize_upper_cases_a_leading_ascii_letter_only() {
        assert_eq!(capitalize("userId leads the key"), "UserId leads the key");
        assert_eq!(capitalize("42 rows"), "42 rows");
        assert_eq!(capitalize("état leads the key"), "état leads the key");
        assert_eq!(capitalize(""), "");
    }
}
