//! The whole-table report reader the page opens (`rowkey_core::table_report`) on arbitrary
//! text: no panic; a report it accepts has a region and lies beside a sample's regions with
//! one row per region and shares between 0 and 1; an error names a line of the text and has
//! words in both languages.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::RowKey;
use rowkey_core::i18n::Localize;
use rowkey_core::region::RegionReport;
use rowkey_core::split::SplitPoints;
use rowkey_core::table_report::{TableReportError, read_table_report};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match read_table_report(&text) {
        Ok(report) => {
            assert!(!report.regions.is_empty());
            assert!(report.bad_rows() <= report.rows_read());
            let points = SplitPoints::from_texts(&["m"]).unwrap();
            let sample = RegionReport::build(&[RowKey::from("a"), RowKey::from("z")], &points);
            let beside = report.beside(&sample, "k");
            assert_eq!(beside.rows.len(), report.regions.len());
            for row in &beside.rows {
                assert!((0.0..=1.0).contains(&row.table_share), "{row:?}");
                assert_eq!(row.sample_rows.is_some(), beside.misfits.iter().all(|m| {
                    !matches!(m, rowkey_core::table_report::Fit::OtherRegions { .. })
                }));
            }
        }
        Err(e) => {
            if let TableReportError::NotJson { line, .. } | TableReportError::NotAReport { line, .. } = &e {
                let lines = text.split('\n').count();
                assert!(*line <= lines, "line {line} of {lines}");
            }
            let words = e.localized();
            assert!(!words.en.is_empty() && !words.zh.is_empty(), "{e:?}");
        }
    }
});
