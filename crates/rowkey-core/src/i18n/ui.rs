//! The catalogue of the page's own words: one [`Ui`] per language, [`EN`] in `ui/en.rs` and
//! [`ZH`] in `ui/zh.rs`. A missing translation is a compile error, because every field must
//! be given.
//!
//! Texts with a number or a name in them are templates with `{}` placeholders, filled in
//! order by [`fill`].
//!
//! # Examples
//!
//! ```
//! use rowkey_core::i18n::{Lang, fill, ui};
//! assert_eq!(fill(ui(Lang::En).move_part_up, &["2"]), "Move part 2 up");
//! assert_eq!(fill(ui(Lang::Zh).move_part_up, &["2"]), "上移第 2 部分");
//! ```

mod en;
mod zh;

pub use en::EN;
pub use zh::ZH;

use super::Lang;

/// The catalogue for `lang`.
#[must_use]
pub const fn ui(lang: Lang) -> &'static Ui {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// Fills the `{}` placeholders of a catalogue template with `args`, in order. Missing
/// arguments leave the placeholder empty; extra arguments are ignored.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::fill;
/// assert_eq!(fill("region {} ({} rows)", &["2", "15"]), "region 2 (15 rows)");
/// assert_eq!(fill("no placeholder", &["x"]), "no placeholder");
/// ```
#[must_use]
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut args = args.iter();
    let mut rest = template;
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        if let Some(arg) = args.next() {
            out.push_str(arg);
        }
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

/// Every word the page itself shows (data and engine messages aside).
#[derive(Debug, PartialEq, Eq)]
#[allow(missing_docs)] // the field names are the documentation; the values are the words
pub struct Ui {
    pub language: &'static str,
    pub present: &'static str,
    pub present_hint: &'static str,
    pub theme: &'static str,
    pub theme_system: &'static str,
    pub theme_light: &'static str,
    pub theme_dark: &'static str,
    pub app_title: &'static str,
    pub tagline: &'static str,
    pub area_builder: &'static str,
    pub area_data: &'static str,
    pub area_anatomy: &'static str,
    pub area_regions: &'static str,
    pub area_queries: &'static str,
    pub area_sorted: &'static str,
    pub design_problems: &'static str,
    pub split_problems: &'static str,
    pub chart_group: &'static str,
    pub chart_bars: &'static str,
    pub chart_heatmap: &'static str,
    pub analysing: &'static str,
    pub phase_waiting: &'static str,
    pub phase_reading: &'static str,
    pub phase_encoding: &'static str,
    pub phase_sorting: &'static str,
    pub phase_regions: &'static str,
    pub phase_queries: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub undo_title: &'static str,
    pub redo_title: &'static str,
    pub undo_redo_group: &'static str,
    pub dismiss: &'static str,
    pub dismiss_label: &'static str,
    pub crash_message: &'static str,
    pub crash_unknown: &'static str,
    pub reload: &'static str,
    pub share_group: &'static str,
    pub copy_link: &'static str,
    pub link_copied: &'static str,
    pub link_copy_manual: &'static str,
    pub link_hint: &'static str,
    pub export_design: &'static str,
    pub import_design: &'static str,
    pub file_unreadable: &'static str,
    pub file_unreadable_sample: &'static str,
    /// Said next to the import control after importing a design file without a sample.
    pub import_kept_sample: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub copy_manual: &'static str,
    pub no_problems: &'static str,
    pub verdict: &'static str,
    pub region_findings: &'static str,
    pub fix_prefix: &'static str,
    pub no_parts: &'static str,
    pub new_part: &'static str,
    pub add_part: &'static str,
    pub not_in_sample: &'static str,
    pub part_n: &'static str,
    pub separator_after: &'static str,
    pub value: &'static str,
    pub max: &'static str,
    pub written_as: &'static str,
    pub digits: &'static str,
    pub bytes: &'static str,
    pub sign: &'static str,
    pub too_big: &'static str,
    pub encoding: &'static str,
    pub typed_type: &'static str,
    pub typed_order: &'static str,
    pub char_length: &'static str,
    pub decimal_precision_scale: &'static str,
    pub width: &'static str,
    pub pad: &'static str,
    pub pad_left: &'static str,
    pub pad_right: &'static str,
    pub fill: &'static str,
    pub longer_values: &'static str,
    pub column_holds: &'static str,
    pub read_pattern: &'static str,
    pub utc_offset: &'static str,
    pub time_written_as: &'static str,
    pub write_pattern: &'static str,
    pub write_utc_offset: &'static str,
    pub literal_bytes: &'static str,
    pub key_first_byte: &'static str,
    pub key_end_byte: &'static str,
    pub raw_key_note: &'static str,
    pub pasted_keys_recipe: &'static str,
    pub md5_output: &'static str,
    pub hex_chars: &'static str,
    pub salt: &'static str,
    pub buckets_range: &'static str,
    pub not_a_salt: &'static str,
    pub seed: &'static str,
    pub drag_to_reorder: &'static str,
    pub move_part_up: &'static str,
    pub move_part_down: &'static str,
    pub remove_part: &'static str,
    pub column: &'static str,
    pub column_n: &'static str,
    pub remove_column_n: &'static str,
    pub add_column_to_part: &'static str,
    pub plus_column: &'static str,
    pub joined_by: &'static str,
    pub transform_n: &'static str,
    pub n_chars: &'static str,
    pub move_transform_earlier: &'static str,
    pub remove_transform: &'static str,
    pub add_transform: &'static str,
    pub plus_transform: &'static str,
    pub hashes: &'static str,
    pub columns_hashed: &'static str,
    pub parts_hashed: &'static str,
    pub key_parts: &'static str,
    pub key: &'static str,
    pub hex: &'static str,
    pub length: &'static str,
    pub n_bytes: &'static str,
    pub from_row: &'static str,
    pub no_row_encodes: &'static str,
    pub show: &'static str,
    pub all_regions: &'static str,
    pub region_option: &'static str,
    pub keys_a_query_reads: &'static str,
    pub query_option: &'static str,
    pub sorted_scroll_label: &'static str,
    pub row_key_binary: &'static str,
    pub region_n: &'static str,
    pub starts_at_first_key: &'static str,
    pub starts_at: &'static str,
    pub n_rows: &'static str,
    pub max_mean: &'static str,
    pub cv: &'static str,
    pub empty_regions: &'static str,
    pub write_hotspot: &'static str,
    pub input_order: &'static str,
    pub by_column: &'static str,
    pub by_missing_column: &'static str,
    pub writes_arrive_in: &'static str,
    pub heatmap_y: &'static str,
    pub heatmap_x: &'static str,
    pub no_heatmap: &'static str,
    pub table_rows: &'static str,
    pub value_bytes: &'static str,
    /// The heading of the auto-split replay under the table size (no pre-split).
    pub growth_heading: &'static str,
    /// Its chart's axes: regions (up) and writes in arrival order (across).
    pub growth_y: &'static str,
    pub growth_x: &'static str,
    pub format: &'static str,
    pub load_file: &'static str,
    pub sample_rows_label: &'static str,
    /// The Data area's checkbox that reads the pasted sample in skip mode.
    pub skip_bad_lines: &'static str,
    /// Over the list of the lines skip mode left out; `{}` is how many.
    pub skipped_lines: &'static str,
    /// After the listed skipped lines when there are more; `{}` is how many more.
    pub skipped_more: &'static str,
    pub sample_source: &'static str,
    pub paste_or_load: &'static str,
    pub generate: &'static str,
    pub rows: &'static str,
    pub generated_columns: &'static str,
    pub values: &'static str,
    pub parameters: &'static str,
    pub remove: &'static str,
    pub name_of_column: &'static str,
    pub values_of: &'static str,
    pub remove_named_column: &'static str,
    pub new_column: &'static str,
    pub add_column: &'static str,
    pub split_none: &'static str,
    pub split_explicit: &'static str,
    pub split_file: &'static str,
    pub split_numregions: &'static str,
    pub split_salt: &'static str,
    pub split_range: &'static str,
    pub one_region_note: &'static str,
    pub not_whole_regions: &'static str,
    pub not_whole_buckets: &'static str,
    pub first_row_optional: &'static str,
    pub last_row_optional: &'static str,
    pub splits_file_label: &'static str,
    pub splits_label: &'static str,
    pub splits_preview: &'static str,
    pub use_suggested: &'static str,
    /// The “Import a live layout” box's summary.
    pub layout_import_title: &'static str,
    /// What the box reads.
    pub layout_import_hint: &'static str,
    /// The paste box's label.
    pub layout_paste_label: &'static str,
    /// The import button.
    pub layout_import_button: &'static str,
    /// After an import: regions, form.
    pub layout_imported: &'static str,
    /// The live-layout table's caption.
    pub live_heading: &'static str,
    /// Column: region number.
    pub live_region: &'static str,
    /// Column: the live store file size.
    pub live_size: &'static str,
    /// Column: the live request count.
    pub live_requests: &'static str,
    /// Column: the sample's share of rows.
    pub sample_share: &'static str,
    /// Rows left out of the live table.
    pub live_more: &'static str,
    pub pre_split: &'static str,
    pub query_intro: &'static str,
    pub no_query: &'static str,
    pub add_query: &'static str,
    pub query_needs_name: &'static str,
    pub show_its_keys: &'static str,
    pub remove_query: &'static str,
    pub name: &'static str,
    pub conditions: &'static str,
    pub add_condition: &'static str,
    pub regions_touched: &'static str,
    pub rows_scanned: &'static str,
    pub rows_returned: &'static str,
    pub read_amplification: &'static str,
    pub scan_ranges: &'static str,
    pub start_included: &'static str,
    pub stop_excluded: &'static str,
    pub keys: &'static str,
    pub regions: &'static str,
    pub code: &'static str,
    pub snippet_shell: &'static str,
    pub snippet_java: &'static str,
    pub snippet_explain: &'static str,
    /// The heading of the Artefacts panel (what a team deploys).
    pub area_artefacts: &'static str,
    /// The button that saves an artefact's file.
    pub artefact_download: &'static str,
    /// Before the reasons a design has no such artefact.
    pub artefact_not_expressible: &'static str,
    pub artefact_notes: &'static str,
    pub new_version: &'static str,
    pub table_name: &'static str,
    pub family_name: &'static str,
    pub table_name_invalid: &'static str,
    pub family_name_invalid: &'static str,
    pub use_layout_table: &'static str,
    pub rows_returned_n: &'static str,
    pub no_row_matches: &'static str,
    pub row_key: &'static str,
    pub strip_caption: &'static str,
    pub by_column_group: &'static str,
    pub operator: &'static str,
    pub to_included: &'static str,
    pub remove_condition: &'static str,
    pub presets: &'static str,
    pub open_gallery: &'static str,
    pub gallery_title: &'static str,
    pub gallery_intro: &'static str,
    pub close_gallery: &'static str,
    pub close: &'static str,
    pub seed_post: &'static str,
    pub seed_000: &'static str,
    pub seed_001: &'static str,
    pub seed_002: &'static str,
    pub seed_003: &'static str,
    pub seed_004: &'static str,
    pub seed_types: &'static str,
    pub lesson: &'static str,
    pub designs: &'static str,
    pub what_to_look_for: &'static str,
    pub start_tour: &'static str,
    pub tour_step: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub end_tour: &'static str,
    pub see_fix: &'static str,
    pub what_changed: &'static str,
    pub close_lesson: &'static str,
    pub look_here: &'static str,
    /// Beside a lesson's title once the design differs from the lesson's.
    pub lesson_modified: &'static str,
    /// The button that brings back the lesson's design.
    pub restore_lesson: &'static str,
    /// Beside a "what to look for" text that was written for the lesson's design and may no
    /// longer hold for the design on show.
    pub written_for_lesson: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every field of a catalogue as (name, text), through its Debug form.
    fn entries(ui: &Ui) -> Vec<(String, String)> {
        let debug = format!("{ui:#?}");
        debug
            .lines()
            .filter_map(|line| {
                let (name, value) = line.trim().split_once(": ")?;
                let value = value.trim_end_matches(',');
                let text: String = serde_json::from_str(value).ok()?;
                Some((name.to_owned(), text))
            })
            .collect()
    }

    fn is_cjk(c: char) -> bool {
        matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
    }

    /// Texts that are HBase syntax or symbols and read the same in Chinese.
    const SAME_IN_BOTH: [&str; 8] = [
        "regions",
        "split_explicit",
        "split_numregions",
        "split_salt",
        "split_range",
        "max",
        "n_chars",
        "region_n",
    ];

    #[test]
    fn both_catalogues_fill_every_field_with_matching_placeholders() {
        let en = entries(&EN);
        let zh = entries(&ZH);
        assert!(en.len() > 150, "{} entries", en.len());
        assert_eq!(en.len(), zh.len());
        for ((name, en), (zh_name, zh)) in en.iter().zip(&zh) {
            assert_eq!(name, zh_name);
            assert!(!en.is_empty() && !zh.is_empty(), "{name}");
            assert_eq!(en.matches("{}").count(), zh.matches("{}").count(), "{name}");
        }
    }

    #[test]
    fn chinese_texts_are_chinese() {
        for (name, text) in entries(&ZH) {
            if SAME_IN_BOTH.contains(&name.as_str()) {
                continue;
            }
            assert!(text.chars().any(is_cjk), "{name}: {text:?} has no Chinese");
        }
        for (name, text) in entries(&EN) {
            assert!(!text.chars().any(is_cjk), "{name}: {text:?} is not English");
        }
    }
}
