//! The catalogue of the engine's own sentences: lint messages, fix labels, plan reasons,
//! errors, summaries. One method of [`Messages`] per message; [`En`] (in `messages/en.rs`)
//! and [`Zh`] (in `messages/zh.rs`) implement every one, so a missing translation is a
//! compile error and the wording of each language lives in one file.
//!
//! Code builds a [`Localized`] with [`localize`], which calls the same closure once per
//! language.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::i18n::messages::localize;
//! use rowkey_core::i18n::Lang;
//! let t = localize(|m| m.rows(3));
//! assert_eq!(t.get(Lang::En), "3 rows");
//! assert_eq!(t.get(Lang::Zh), "3 行");
//! ```

mod en;
mod zh;

use super::{Lang, Localized};

/// English.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::messages::{En, Messages};
/// assert_eq!(En.regions(2), "2 regions");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct En;

/// Simplified Chinese.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::messages::{Messages, Zh};
/// assert_eq!(Zh.regions(2), "2 个 Region");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Zh;

/// The catalogue for `lang`.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::i18n::messages::messages;
/// assert_eq!(messages(Lang::Zh).rows(1), "1 行");
/// ```
#[must_use]
pub fn messages(lang: Lang) -> &'static dyn Messages {
    match lang {
        Lang::En => &En,
        Lang::Zh => &Zh,
    }
}

/// Builds a text in both languages by calling `build` with each catalogue.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::messages::localize;
/// let t = localize(|m| m.keys(1));
/// assert_eq!((t.en.as_str(), t.zh.as_str()), ("1 key", "1 个键"));
/// ```
#[must_use]
pub fn localize(mut build: impl FnMut(&dyn Messages) -> String) -> Localized {
    Localized::new(build(&En), build(&Zh))
}

/// Every sentence and label the engine produces, one method each. Arguments are data
/// (names, numbers, keys already formatted); the method puts them into words.
#[allow(missing_docs)] // the method names are the documentation; the bodies are the words
pub trait Messages {
    // ---- counts -------------------------------------------------------------------------
    /// `3 rows`.
    fn rows(&self, n: usize) -> String;
    /// `3 keys`.
    fn keys(&self, n: usize) -> String;
    /// `3 columns`.
    fn columns(&self, n: usize) -> String;
    /// `3 ranges`.
    fn ranges(&self, n: usize) -> String;
    /// `3 regions`.
    fn regions(&self, n: usize) -> String;
    /// `part 2`.
    fn part(&self, id: u32) -> String;
    /// A list of names: `a, b and c`.
    fn and_list(&self, items: &[String]) -> String;
    /// `the sample has no column "x" (columns: a, b)`.
    fn no_such_column(&self, column: &str, available: &[String]) -> String;

    // ---- recipe lints (lint.rs) ---------------------------------------------------------
    fn lint_unpadded_number(&self, part: &str) -> String;
    fn lint_unpadded_digits_text(&self, part: &str) -> String;
    fn fix_zero_pad_digits(&self, digits: usize) -> String;
    fn fix_left_pad_chars(&self, chars: usize) -> String;
    /// Zero-padding to `digits`, the width of every non-negative Java `int` (or `long`, when
    /// `long`), saying which values the width allows.
    fn fix_zero_pad_type(&self, digits: usize, long: bool) -> String;
    /// As [`Messages::fix_zero_pad_type`], for text padded with zeros to `chars` characters.
    fn fix_left_pad_type(&self, chars: usize, long: bool) -> String;
    fn lint_reverse_digits(&self, part: &str, max: &str, lo: usize, hi: usize) -> String;
    fn fix_zero_pad_reverse(&self, digits: u16) -> String;
    fn lint_negative_binary(&self, part: &str) -> String;
    fn lint_signed_binary_time(&self, part: &str) -> String;
    fn fix_flip_sign_bit(&self) -> String;
    fn lint_ambiguous_boundary(&self, part: &str) -> String;
    fn fix_add_separator(&self, sep: &str) -> String;
    fn lint_separator_in_value(&self, part: &str, sep: &str) -> String;
    fn fix_use_separator(&self, sep: &str) -> String;
    fn lint_long_md5_prefix(&self, part: &str, bytes: usize) -> String;
    fn fix_keep_hex_chars(&self) -> String;
    fn fix_keep_bytes(&self) -> String;
    fn lint_salt_after_monotonic(&self, part: &str, monotonic: &str) -> String;
    fn fix_move_to_front(&self) -> String;
    fn lint_monotonic_leading(&self, part: &str, correlation: &str) -> String;
    fn fix_add_salt(&self) -> String;
    fn lint_key_too_long(&self, max: usize, limit: usize) -> String;
    fn lint_long_key(&self, max: usize, average: usize, advised: usize) -> String;
    fn lint_duplicate_keys(&self, keys: usize, lost: usize, rows: &str, example: &str) -> String;
    /// Duplicate cells of a wide row: rows sharing the key and the qualifier column's value.
    fn lint_duplicate_cells(
        &self,
        groups: usize,
        rows_lost: usize,
        listed: &str,
        example: &str,
        column: &str,
        value: &str,
    ) -> String;

    // ---- split lints (rowkey-engine split/lint.rs, rendered in render_split.rs) ---------
    fn split_empty_regions(&self, empty: usize, total: usize, listed: &str) -> String;
    fn split_empty_regions_fix(&self) -> String;
    /// `count` split points start or end with a space or a tab; the first is split number
    /// `first` (1-based), typed as `text`.
    fn split_whitespace(&self, count: usize, first: usize, text: &str) -> String;
    fn split_whitespace_fix(&self) -> String;
    /// The button that trims the split points.
    fn fix_trim_splits(&self) -> String;
    /// ` (e.g. 'key')`, appended to a count.
    fn split_example(&self, key: &str) -> String;
    fn split_hex_uppercase(&self, n: usize, total: usize, example: &str) -> String;
    fn split_hex_uppercase_fix(&self) -> String;
    fn split_hex_non_hex(&self, n: usize, total: usize, example: &str) -> String;
    fn split_hex_non_hex_fix(&self) -> String;
    fn split_decimal_non_digit(&self, n: usize, total: usize, example: &str) -> String;
    fn split_decimal_non_digit_fix(&self) -> String;
    fn split_uniform_printable(&self, n: usize, total: usize, what: &str) -> String;
    fn split_uniform_printable_fix(&self) -> String;
    fn split_ignores_salt(&self, n: usize, total: usize, example: &str) -> String;
    fn split_ignores_salt_fix(&self) -> String;
    fn split_ignores_hash(&self, n: usize, total: usize, example: &str) -> String;
    fn split_ignores_hash_fix(&self) -> String;
    fn split_fewer_regions_even(&self, buckets: u64, regions: u64, per: u64) -> String;
    fn split_fewer_regions_even_fix(&self, buckets: u64) -> String;
    fn split_fewer_regions_uneven(
        &self,
        buckets: u64,
        regions: u64,
        counts: &str,
        most: u64,
        least: u64,
    ) -> String;
    fn split_fewer_regions_uneven_fix(&self, buckets: u64, divisors: &str) -> String;
    fn split_fewer_regions_variable(&self, buckets: u64, regions: u64) -> String;
    fn split_fewer_regions_variable_fix(&self) -> String;

    // ---- problems (analysis.rs) ---------------------------------------------------------
    fn encode_errors(&self, failed: usize, first: &str) -> String;

    // ---- the whole-table Spark job (keycode/spark.rs) -------------------------------------
    /// A design without a recipe has no whole-table job.
    fn spark_no_recipe(&self) -> String;
    /// A part a per-row function cannot reproduce: its id and why (the key builders' reason).
    fn spark_not_reproduced(&self, part: u32, reason: &str) -> String;

    // ---- the verdict (verdict.rs) -------------------------------------------------------
    /// The verdict's status: `ok`, `warning`, `error`.
    fn verdict_status(&self, status: crate::verdict::Status) -> &'static str;
    /// The verdict in one line, after its status: `No problems found.` when it is ok,
    /// otherwise `3 findings, worst first.`
    fn verdict_summary(&self, status: crate::verdict::Status, findings: usize) -> String;
    /// The split list is invalid; `error` is why, in this language. The regions are then
    /// one stand-in region.
    fn finding_invalid_splits(&self, error: &str) -> String;
    /// A live region's share of the table's size (`20.0%`), of `regions`, its size over the
    /// mean and the threshold (both `2.00×`); `region` 1-based.
    fn finding_live_size_skew(
        &self,
        region: usize,
        share: &str,
        regions: usize,
        over_mean: &str,
        threshold: &str,
    ) -> String;
    /// A live region's share of the requests (`55.0%`), of `regions`, the even share
    /// (`10.0%`), its requests over the mean and the threshold (both `5.50×`); `region`
    /// 1-based.
    fn finding_live_request_skew(
        &self,
        region: usize,
        share: &str,
        regions: usize,
        even: &str,
        over_mean: &str,
        threshold: &str,
    ) -> String;
    /// The Regions area's note that the chart and its numbers are one stand-in region
    /// because the split list is invalid.
    fn regions_invalid_splits(&self) -> String;
    fn finding_sample_unreadable(&self) -> String;
    fn finding_empty_sample(&self) -> String;
    fn finding_no_keys(&self, rows: usize) -> String;
    /// Rows, distinct leading values and regions; `chance` the max/mean an even hash could
    /// give (as `4.00×`), `rate` the false-alarm rate (as `1.0%`).
    fn finding_too_few_to_judge(
        &self,
        rows: usize,
        distinct: usize,
        regions: usize,
        chance: &str,
        rate: &str,
    ) -> String;
    /// The keys' mean length and the threshold, in bytes (`49.0`, `32`), and the advised
    /// length.
    fn finding_long_keys(&self, mean: &str, threshold: &str, advised: usize) -> String;
    /// A query whose "latest N" only a reversed scan serves.
    fn finding_reversed_latest(&self, query: &str) -> String;
    /// The fix comparison's row of the keys' mean bytes.
    fn fix_metric_key_bytes(&self) -> String;
    /// The fix comparison's row of a query's rows read.
    fn fix_metric_rows_read(&self, query: &str) -> String;
    /// The fix comparison's row of the scan that serves a query's "latest N".
    fn fix_metric_latest_scan(&self, query: &str) -> String;
    /// A "latest N" scan: reversed or forward.
    fn fix_metric_scan(&self, reversed: bool) -> String;
    /// Max/mean and its threshold, both as `2.07×`.
    fn finding_balance(&self, max_over_mean: &str, threshold: &str) -> String;
    fn finding_empty_regions(&self, empty: usize, total: usize, threshold: usize) -> String;
    /// Shares as `26.0%`, `factor` as `2`, `region` 1-based.
    fn finding_hotspot(
        &self,
        share: &str,
        recent: usize,
        region: usize,
        even: &str,
        factor: &str,
        threshold: &str,
    ) -> String;
    fn finding_read_amplification(
        &self,
        query: &str,
        amplification: &str,
        scanned: usize,
        returned: usize,
        threshold: &str,
    ) -> String;
    /// `share` and `threshold` as `100.0%`, `50.0%`.
    fn finding_fan_out(
        &self,
        query: &str,
        touched: usize,
        total: usize,
        share: &str,
        threshold: &str,
        min: usize,
    ) -> String;

    // ---- errors: the English versions are the errors' `Display` -------------------------
    /// This catalogue's language.
    fn lang(&self) -> Lang;
    fn position(&self, p: &crate::error::Position) -> String;
    fn parse_error_kind(&self, e: &crate::error::ParseErrorKind) -> String;
    fn generate_error(&self, e: &crate::error::GenerateError) -> String;
    fn number_error(&self, e: &crate::number::NumberError) -> String;
    fn time_error(&self, e: &crate::time::TimeError) -> String;
    fn time_pattern_error(&self, e: &crate::time::TimePatternError) -> String;
    fn encode_error_kind(&self, e: &crate::encode::EncodeErrorKind) -> String;
    fn encode_error(&self, e: &crate::encode::EncodeError) -> String;
    fn part_problem(&self, e: &crate::spec::PartProblem) -> String;
    fn spec_error(&self, e: &crate::spec::SpecError) -> String;
    fn split_error(&self, e: &crate::split::SplitError) -> String;
    fn sizing_error(&self, e: &crate::sizing::SizingError) -> String;
    /// A region layout that cannot be imported (`layout.rs`), with its line and column.
    fn layout_error(&self, e: &crate::layout::LayoutError) -> String;

    // ---- analysis texts (analysis/text.rs, analysis.rs, sizing.rs) ----------------------
    /// A sample format's name for a picker (`CSV with header`).
    fn format_label(&self, format: crate::sample::SampleFormat) -> String;
    /// The picker entry that detects the format.
    fn format_auto(&self) -> String;
    /// `2,000 rows × 4 columns (generated)`.
    fn sample_summary(
        &self,
        rows: usize,
        columns: usize,
        format: Option<crate::sample::SampleFormat>,
        detected: bool,
    ) -> String;
    /// The key statistics in one line.
    fn stats_line(&self, stats: &crate::stats::KeyStats) -> String;
    /// Empty regions, `1 of 5`.
    fn empty_regions_of(&self, empty: usize, total: usize) -> String;
    /// `20.6% of the latest 200 writes go to region 3 (even spread: 20.0%)`.
    fn hotspot(&self, share: &str, recent: usize, region: usize, even: &str) -> String;
    fn hotspot_no_recent(&self) -> String;
    fn hotspot_no_writes(&self) -> String;
    fn hotspot_unknown(&self) -> String;
    fn arrival_no_column(&self, name: &str) -> String;
    /// The sizing advice in one sentence.
    fn sizing(&self, total: &str, row_bytes: u64, regions: u32, per: &str, why: &str) -> String;
    /// `at_8` and `at_6`: the regions at the post's 8 and 6 GB a region; `floor`: the
    /// minimum of 5 decided the count.
    fn sizing_small(&self, at_8: u32, at_6: u32, floor: bool) -> String;
    fn sizing_medium(&self, target_gb: f64) -> String;
    /// A salted key: `regions` regions for `buckets` buckets, `gb` each, where the size alone
    /// gives `by_size`.
    fn sizing_salted(&self, buckets: u64, regions: u64, gb: &str, by_size: u32) -> String;
    fn sizing_large(&self) -> String;
    fn sizing_capped(&self, max: u32) -> String;
    /// A table created without a pre-split, replayed under `SteppingSplitPolicy`: `writes`
    /// sample writes; `thresholds`: the table's only region splits past `.0` sample rows
    /// (256 MB), a region of a table with more past `.1` (10 GB); it stays one region.
    fn growth_one_region(&self, writes: usize, thresholds: (u64, u64)) -> String;
    /// As [`Messages::growth_one_region`], but it grew to `regions` regions; after the first
    /// split `busiest` (0..=1) of the writes went to one region at a time, `even` if spread.
    fn growth_split(
        &self,
        writes: usize,
        thresholds: (u64, u64),
        regions: usize,
        busiest: f64,
        even: f64,
    ) -> String;

    // ---- charts (analysis/chart.rs) -----------------------------------------------------
    /// A region's range: `from "a" to "m" (excluded)`; `None` is the first or last key.
    fn region_range(&self, from: Option<&str>, to: Option<&str>) -> String;
    fn bar_label(
        &self,
        region: usize,
        total: usize,
        range: &str,
        rows: usize,
        share: &str,
        projected_gb: Option<&str>,
    ) -> String;
    fn chart_note(&self, shown: usize, total: usize) -> String;
    fn chart_summary(&self, rows: usize, regions: usize) -> String;
    #[allow(clippy::too_many_arguments)]
    fn heat_title(
        &self,
        from: usize,
        to: usize,
        slice: usize,
        slices: usize,
        region: usize,
        range: &str,
        writes: usize,
    ) -> String;
    fn heat_summary(&self, slices: usize, regions: usize) -> String;

    // ---- plans (plan/planner.rs, plan/bind.rs, plan/classify.rs) ------------------------
    /// The name of a literal part: `literal "x"`.
    fn part_literal(&self, bytes: &str) -> String;
    /// The name of a salt part.
    fn part_salt(&self) -> String;
    /// The name of a part that is the pasted key (`start`, `end`: its byte range, `None` for
    /// the whole key; `end` `None`: to the end).
    fn part_raw_key(&self, range: Option<(u32, Option<u32>)>) -> String;
    /// A plan class for people: `GET`, `PREFIX SCAN`, `4-WAY bucket scan`.
    fn plan_class(&self, kind: &crate::plan::PlanKind) -> String;
    /// Why a sort order breaks (a part's transform or encoding).
    fn break_reason(&self, reason: crate::part_traits::BreakReason) -> String;
    /// A column kind: `text`, `integer`, `time`.
    fn column_kind(&self, kind: &crate::plan::ColumnKind) -> String;
    fn bind_not_single_column(&self) -> String;
    fn bind_transformed_number(&self) -> String;
    fn bind_transformed_time(&self) -> String;
    fn bind_time_read_differently(&self) -> String;
    fn bind_left_padding(&self) -> String;
    fn bind_widened_unknown(&self) -> String;
    fn bind_widened_separator(&self) -> String;
    fn bind_numbers_as_text(&self) -> String;
    fn bind_no_order(&self, kind: &crate::plan::ColumnKind) -> String;
    fn bind_wraps(&self) -> String;
    fn bind_bound_not_fit(&self) -> String;
    fn bind_twos_complement_split(&self) -> String;
    fn bind_reversed_or_cut(&self) -> String;
    fn bind_not_plain_text(&self) -> String;
    /// Why an ENDS WITH cannot fix where a part's bytes start (no reversal).
    fn bind_suffix_at_end(&self) -> String;
    /// Why a HOST ENDS WITH cannot narrow a part that is not a reversed domain.
    fn bind_host_suffix(&self) -> String;
    /// Why a HOST ENDS WITH without a `.` cannot narrow.
    fn bind_host_suffix_no_label(&self) -> String;
    /// Why an ENDS WITH cannot narrow a reverse-domain part.
    fn bind_domain_suffix(&self) -> String;
    fn impossible_no_value(&self, part: &str) -> String;
    fn impossible_empty_range(&self, column: &str) -> String;
    fn impossible_default(&self) -> String;
    fn note_too_many_combinations(&self, part: &str) -> String;
    fn note_bucket_by_row(&self, part: &str) -> String;
    fn note_cells(&self, column: &str, qualifiers: &str) -> String;
    fn note_starts_with(&self, part: &str, why: &str) -> String;
    fn note_ends_with(&self, part: &str, why: &str) -> String;
    fn note_host_ends_with(&self, part: &str, why: &str) -> String;
    fn note_widened(&self, part: &str, why: &str) -> String;
    fn note_range(&self, part: &str, why: &str) -> String;
    /// `; a server-side filter checks a = '1'` (empty without predicates).
    /// The end of a plan's reason naming what the key does not answer: `by_filter` (checked
    /// by a server-side filter) and `on_client` (checked on each row read); either may be empty.
    fn reason_filter(&self, by_filter: &str, on_client: &str) -> String;
    fn reason_empty(&self, why: &str) -> String;
    fn reason_get_fanout(&self, salt: &str, buckets: u32, filter: &str) -> String;
    fn reason_get_one(&self, filter: &str) -> String;
    fn reason_get_many(&self, columns: &str, keys: usize, filter: &str) -> String;
    fn reason_full_fanout(
        &self,
        lead: Option<&str>,
        salt: &str,
        buckets: u32,
        filter: &str,
    ) -> String;
    fn reason_full(&self, lead: Option<&str>, filter: &str) -> String;
    /// Nothing narrows the key but its order serves "latest N": `reversed` when the scans
    /// run reversed (oldest first in the key), `fanout` the salt and its bucket count.
    fn reason_limit(&self, rows: u32, reversed: bool, fanout: Option<(&str, u32)>) -> String;
    fn start_of(&self, part: &str) -> String;
    fn reason_prefix(&self, fixed: &str, filter: &str) -> String;
    fn reason_in_merged(&self, columns: &str, filter: &str) -> String;
    fn reason_range(&self, fixed: Option<&str>, part: &str, swapped: bool, filter: &str) -> String;
    fn reason_skip_range(&self, part: &str, ranges: usize, filter: &str) -> String;
    fn reason_skip_in(&self, columns: &str, ranges: usize, filter: &str) -> String;
    #[allow(clippy::too_many_arguments)]
    fn reason_bucket(
        &self,
        salt: Option<&str>,
        buckets: u32,
        fixed: Option<&str>,
        ranges: usize,
        filter: &str,
    ) -> String;

    // ---- queries (analysis/queries.rs, plan errors) -------------------------------------
    fn query_error(&self, e: &crate::plan::QueryError) -> String;
    fn op_label(&self, op: crate::analysis::OpKind) -> String;
    fn op_value_label(&self, op: crate::analysis::OpKind) -> String;
    fn form_in_needs_values(&self) -> String;
    fn form_bad_count(&self, max: u64, value: &str) -> String;
    fn form_bad_bound(&self, value: &str, kind: &crate::plan::ColumnKind) -> String;
    fn blocked_sample(&self) -> String;
    fn blocked_recipe(&self) -> String;
    fn table_start(&self) -> String;
    fn table_end(&self) -> String;
    fn no_regions(&self) -> String;
    fn ranges_first_shown(&self, ranges: usize, shown: usize) -> String;
    fn regions_touched(&self, touched: usize, total: usize, listed: &str) -> String;
    fn cost(&self, scanned: usize, returned: usize, amplification: &str) -> String;
    fn cost_none_returned(&self, scanned: usize) -> String;
    fn rows_note(&self, shown: usize, returned: usize) -> String;
    fn strip_summary(
        &self,
        class: &str,
        ranges: usize,
        regions: usize,
        drawn: Option<usize>,
    ) -> String;

    // ---- key builder and generator forms (analysis/editor.rs) ---------------------------
    /// A picker option of the key builder or generator form.
    fn choice(&self, choice: crate::analysis::editor::Choice) -> &'static str;
    /// A generator parameter's label or option, given by its English text.
    fn gen_param(&self, label: crate::analysis::editor::ParamLabel) -> &'static str;
    fn literal_error(&self, e: &crate::literal::LiteralError) -> String;
    fn describe_md5_raw(&self, columns: &str, bytes: u8) -> String;
    fn describe_salt(&self, buckets: u32) -> String;
    fn editor_number_range(&self, min: &str, max: &str) -> String;
    fn editor_not_whole(&self, text: &str) -> String;
    fn editor_not_millis(&self, text: &str) -> String;
    fn editor_not_millis_positive(&self, text: &str) -> String;
    fn editor_not_minutes(&self, text: &str) -> String;
    fn editor_not_i64(&self, text: &str) -> String;
    fn editor_not_number(&self, text: &str) -> String;
    fn editor_too_many_chars(&self, n: u64) -> String;
    fn editor_salt_digits(&self, buckets: u32, least: u16) -> String;
    fn editor_one_fill(&self) -> String;
    fn editor_one_option(&self) -> String;
    fn editor_time_or_millis(&self, error: &str) -> String;
    fn editor_no_param(&self, key: &str) -> String;

    // ---- links, autosave, design files, split suggestions -------------------------------
    fn share_error(&self, e: &crate::share::ShareError) -> String;
    fn design_error(&self, e: &crate::design::DesignError) -> String;
    fn share_note(&self, link_kib: usize, max_kib: usize) -> String;
    fn share_note_oversized(&self, paste_mb: &str, max_kib: usize) -> String;
    fn sample_not_autosaved(&self) -> String;
    fn splits_unsorted(
        &self,
        split: usize,
        text: &str,
        earlier: usize,
        earlier_text: &str,
        order: &str,
    ) -> String;
    fn paste_kept(
        &self,
        total_mb: &str,
        limit_mb: &str,
        kept_lines: usize,
        kept_mb: &str,
        rest_lines: usize,
    ) -> String;
    fn paste_kept_cut_line(
        &self,
        total_mb: &str,
        limit_mb: &str,
        kept_mb: &str,
        line: usize,
        rest_lines: usize,
    ) -> String;
    fn paste_analysed_in_part(
        &self,
        total_mb: &str,
        kept_mb: &str,
        rows: usize,
        kept_lines: usize,
    ) -> String;
    fn restored_without_sample(&self, own_autosave: bool) -> String;
    fn restored_broken_link(&self, error: &str, own_autosave: bool) -> String;
    fn design_not_json(&self, detail: &str) -> String;
    fn design_unreadable(&self, detail: &str) -> String;
    /// A design error as a sentence of its own (capitalised, with a full stop).
    fn design_sentence(&self, error: &str) -> String;
    fn suggest_few_distinct(&self, distinct: usize, regions: usize) -> String;
    fn suggest_uneven_buckets(&self, buckets: u64, regions: u32) -> String;
    fn suggest_bucket_too_few(&self, bucket: u64, regions: u32) -> String;

    // ---- problem levels, new queries ----------------------------------------------------
    /// How bad a problem is: `error`, `warning`, `advice`.
    fn level(&self, level: crate::analysis::Level) -> &'static str;
    /// The name of a query the user adds: `query 4`.
    fn default_query_name(&self, n: usize) -> String;
    fn query_parse_error(&self, e: &crate::plan::QueryParseError) -> String;
    /// A comment of the emitted shell or Java code (without its `#` or `//`; a line break
    /// starts a new comment line).
    fn code_comment(&self, comment: &crate::plan::CodeComment) -> String;
    /// What the Phoenix `CREATE TABLE "ns"."t"` of the HBase table `ns:t` creates: the
    /// namespace only with Phoenix's namespace mapping on, else the table `ns.t` in the
    /// default namespace (Phoenix's default).
    fn phoenix_namespace_note(&self, namespace: &str, table: &str) -> String;
    /// A note above a Phoenix `CREATE TABLE`: the design declares `declared` (a `DECIMAL`
    /// whose scale is above its precision) for `column`, and Phoenix stores `stored`.
    fn phoenix_decimal_clamped_note(&self, column: &str, declared: &str, stored: &str) -> String;
    /// Why a key that starts with a one-byte salt of `buckets` buckets has no `cbt
    /// createtable` command: its split points are the raw bytes `\x01` to `last` (`\xNN`).
    fn cbt_binary_salt(&self, buckets: u32, last: &str) -> String;
}

#[cfg(test)]
mod preset_tests;
#[cfg(test)]
pub(crate) mod tests;
