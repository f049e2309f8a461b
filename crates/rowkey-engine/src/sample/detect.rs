//! Guessing the format of pasted text; the rules are in the module docs of `sample`.

use super::SampleFormat;
use super::hbase_scan::{ScanLine, classify};
use super::text_position::lines_with_offsets;

/// How many non-blank lines are searched for scan output.
const SCAN_LOOKAHEAD: usize = 100;

pub(super) fn detect(text: &str) -> SampleFormat {
    let mut non_blank = lines_with_offsets(text)
        .map(|(_, line)| line)
        .filter(|line| !line.trim().is_empty());
    let looks_like_scan = non_blank
        .clone()
        .take(SCAN_LOOKAHEAD)
        .any(|line| matches!(classify(line), ScanLine::Cell(_) | ScanLine::Header));
    if looks_like_scan {
        return SampleFormat::HBaseScan;
    }
    match non_blank.next() {
        Some(first) if first.contains('\t') => SampleFormat::Tsv,
        Some(first) if first.contains(',') => SampleFormat::Csv,
        _ => SampleFormat::PlainKeys,
    }
}

/// [`detect`] for a recipe that reads `columns`: one value a line is a key list, unless its
/// first line names one of those columns, when it is a one-column CSV whose first line is
/// the header (`id` then `1`, `2`, … for a recipe over `id`).
pub(super) fn detect_for(text: &str, columns: &[&str]) -> SampleFormat {
    let format = detect(text);
    if format != SampleFormat::PlainKeys {
        return format;
    }
    let first = lines_with_offsets(text)
        .map(|(_, line)| line.trim())
        .find(|line| !line.is_empty());
    match first {
        Some(name) if name != super::KEY_COLUMN && columns.contains(&name) => SampleFormat::Csv,
        _ => format,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_line_naming_a_recipe_column_is_a_header() {
        assert_eq!(detect_for("id\n1\n2\n", &["id"]), SampleFormat::Csv);
        assert_eq!(detect_for("\n id \n1\n", &["dt", "id"]), SampleFormat::Csv);
        // A key list whose first key is not a column the recipe reads stays a key list.
        assert_eq!(detect_for("id\n1\n", &["uid"]), SampleFormat::PlainKeys);
        assert_eq!(detect_for("ROW\nk1\n", &["ROW"]), SampleFormat::PlainKeys);
        // Other formats are as `detect` finds them.
        assert_eq!(detect_for("id,v\n1,2\n", &["id"]), SampleFormat::Csv);
    }

    #[test]
    fn rules_in_order() {
        assert_eq!(detect(""), SampleFormat::PlainKeys);
        assert_eq!(detect("\n\na,b\n1\t2\n"), SampleFormat::Csv);
        assert_eq!(detect("a\tb,c\n"), SampleFormat::Tsv);
        assert_eq!(
            detect("hbase(main):001:0> scan 't'\nROW  COLUMN+CELL\n"),
            SampleFormat::HBaseScan
        );
        assert_eq!(
            detect("x\n 0#1452380400   column=d:v, timestamp=1452494968030, value=a, b\n"),
            SampleFormat::HBaseScan
        );
        assert_eq!(detect("user1\nuser,2\n"), SampleFormat::PlainKeys);
    }
}
