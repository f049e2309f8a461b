//! Property tests of the sample parsers: no panics, errors inside the input, CSV round trips.

use proptest::prelude::*;
use rowkey_core::ParseError;
use rowkey_core::sample::{SampleFormat, SampleLimits, parse_auto, parse_sample};

/// Text made of the pieces that matter to the parsers, plus any character at all.
fn tricky_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just(",".to_owned()),
        Just("\t".to_owned()),
        Just("\"".to_owned()),
        Just("\n".to_owned()),
        Just("\r\n".to_owned()),
        Just("\r".to_owned()),
        Just(" ".to_owned()),
        Just("\\x".to_owned()),
        Just("\\xFF".to_owned()),
        Just("\0".to_owned()),
        Just(" column=".to_owned()),
        Just(", timestamp=1".to_owned()),
        Just(", value=".to_owned()),
        Just("ROW  COLUMN+CELL\n".to_owned()),
        Just("1 row(s) in 0.01 seconds\n".to_owned()),
        "[a-c0-9]{1,3}",
        any::<char>().prop_map(String::from),
    ];
    prop::collection::vec(piece, 0..40).prop_map(|pieces| pieces.concat())
}

/// Small limits, so that every limit is hit often.
fn small_limits() -> SampleLimits {
    SampleLimits {
        max_bytes: 200,
        max_rows: 4,
        max_field_bytes: 6,
        max_columns: 3,
        max_cells: 8,
    }
}

/// The error's line exists, and its column is at most one past the end of that line.
fn assert_inside(text: &str, error: &ParseError) -> Result<(), TestCaseError> {
    let lines: Vec<&str> = text.split('\n').collect();
    let at = error.position;
    prop_assert!(at.line >= 1 && at.line <= lines.len(), "{at} of {lines:?}");
    let length = lines[at.line - 1].chars().count();
    prop_assert!(
        at.column >= 1 && at.column <= length + 1,
        "{at} of {lines:?}"
    );
    Ok(())
}

fn check_every_format(text: &str, limits: &SampleLimits) -> Result<(), TestCaseError> {
    for format in SampleFormat::ALL {
        match parse_sample(text, format, limits) {
            Ok(sample) => {
                prop_assert!(sample.row_count() <= limits.max_rows);
                prop_assert!(sample.columns().len() <= limits.max_columns);
                for row in sample.to_rows() {
                    prop_assert_eq!(row.len(), sample.columns().len());
                    for value in row {
                        prop_assert!(value.len() <= limits.max_field_bytes);
                    }
                }
                if let Some(keys) = sample.raw_keys() {
                    prop_assert_eq!(keys.len(), sample.row_count());
                }
                // Every row knows its line, and the lines never fall (a lone `\r` ends a CSV record
                // but not a line).
                let line_count = text.split('\n').count();
                let mut previous = 0;
                for row in 0..sample.row_count() {
                    let line = sample.row_line(row);
                    prop_assert!(
                        line.is_some_and(|l| l >= previous.max(1) && l <= line_count),
                        "{line:?}"
                    );
                    previous = line.unwrap_or_default();
                }
            }
            Err(error) => {
                assert_inside(text, &error)?;
                prop_assert!(!error.to_string().is_empty());
            }
        }
    }
    if let Err(error) = parse_auto(text, limits) {
        assert_inside(text, &error)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn tricky_text_never_panics_and_errors_point_inside(text in tricky_text()) {
        check_every_format(&text, &SampleLimits::default())?;
        check_every_format(&text, &small_limits())?;
    }

    #[test]
    fn any_text_never_panics_and_errors_point_inside(text in any::<String>()) {
        check_every_format(&text, &SampleLimits::default())?;
        check_every_format(&text, &small_limits())?;
    }
}

/// A header name as the parser keeps it: no NUL, no BOM, no surrounding whitespace.
fn column_name() -> impl Strategy<Value = String> {
    "[^\\s\u{0}\u{feff}]([^\u{0}\u{feff}]{0,6}[^\\s\u{0}\u{feff}])?"
}

/// Column names and rows of the same width.
fn table() -> impl Strategy<Value = (Vec<String>, Vec<Vec<String>>)> {
    prop::collection::btree_set(column_name(), 1..5).prop_flat_map(|names| {
        let width = names.len();
        let value = "[^\u{0}]{0,12}";
        let rows = prop::collection::vec(prop::collection::vec(value, width), 1..12);
        (Just(names.into_iter().collect::<Vec<_>>()), rows)
    })
}

/// A one-column row that is blank is skipped like a blank line, so keep such values visible.
fn visible(mut rows: Vec<Vec<String>>) -> Vec<Vec<String>> {
    for row in &mut rows {
        if let [only] = row.as_mut_slice() {
            if only.trim().is_empty() {
                only.push('x');
            }
        }
    }
    rows
}

fn write(delimiter: u8, columns: &[String], rows: &[Vec<String>]) -> String {
    let mut writer = csv::WriterBuilder::new()
        .delimiter(delimiter)
        .from_writer(Vec::new());
    writer.write_record(columns).unwrap();
    for row in rows {
        writer.write_record(row).unwrap();
    }
    String::from_utf8(writer.into_inner().unwrap()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn csv_written_by_the_csv_crate_reads_back((columns, rows) in table()) {
        let rows = visible(rows);
        for (delimiter, format) in [(b',', SampleFormat::Csv), (b'\t', SampleFormat::Tsv)] {
            let text = write(delimiter, &columns, &rows);
            let sample = parse_sample(&text, format, &SampleLimits::default())
                .map_err(|e| TestCaseError::fail(format!("{e} in {text:?}")))?;
            prop_assert_eq!(sample.columns(), columns.as_slice());
            prop_assert_eq!(&sample.to_rows(), &rows);
        }
    }
}

/// Non-empty keys of any bytes, as HBase allows, except a space at either end: the shell
/// prints a space as a space, and padding around a pasted key is dropped (documented).
fn keys() -> impl Strategy<Value = Vec<Vec<u8>>> {
    let key = prop::collection::vec(any::<u8>(), 1..12).prop_map(|mut key| {
        for end in [0, key.len() - 1] {
            if key[end] == b' ' {
                key[end] = b'_';
            }
        }
        key
    });
    prop::collection::vec(key, 1..20)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn keys_shown_by_the_shell_read_back_as_plain_keys(keys in keys(), pad in 0usize..4) {
        let text: String = keys
            .iter()
            .map(|k| format!("{}{}\n", rowkey_core::display::to_string_binary(k), " ".repeat(pad)))
            .collect();
        let sample = parse_sample(&text, SampleFormat::PlainKeys, &SampleLimits::default())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let read: Vec<&[u8]> = sample.raw_keys().unwrap_or_default().iter().map(|k| k.as_bytes()).collect();
        let want: Vec<&[u8]> = keys.iter().map(Vec::as_slice).collect();
        prop_assert_eq!(read, want);
    }

    #[test]
    fn scan_listings_read_back_as_their_keys(keys in keys(), columns in 1usize..4) {
        let mut text = String::from("ROW                      COLUMN+CELL\n");
        for key in &keys {
            for c in 0..columns {
                let shown = rowkey_core::display::to_string_binary(key);
                text.push_str(&format!(" {shown:<24} column=f:q{c}, timestamp=1, value=v{c}\n"));
            }
        }
        text.push_str(&format!("{} row(s) in 0.0100 seconds\n", keys.len()));
        let (format, sample) = parse_auto(&text, &SampleLimits::default())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(format, SampleFormat::HBaseScan);
        // Consecutive equal keys are one row.
        let mut want: Vec<&[u8]> = keys.iter().map(Vec::as_slice).collect();
        want.dedup();
        let read: Vec<&[u8]> = sample.raw_keys().unwrap_or_default().iter().map(|k| k.as_bytes()).collect();
        prop_assert_eq!(read, want);
        prop_assert_eq!(sample.columns().len(), columns + 1);
        for row in sample.to_rows() {
            for (c, value) in row.iter().skip(1).enumerate() {
                prop_assert_eq!(value, &format!("v{c}"));
            }
        }
    }
}
