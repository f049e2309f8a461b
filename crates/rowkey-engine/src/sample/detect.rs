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

#[cfg(test)]
mod tests {
    use super::*;

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
