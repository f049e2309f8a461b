//! Black-box tests of the sample formats, with the real `scan` listings of seed 002.

use rowkey_core::sample::{
    KEY_COLUMN, Sample, SampleFormat, SampleLimits, parse_auto, parse_sample,
};

const NUMBERS_UNPADDED: &str = include_str!("fixtures/seed_002/numbers_unpadded.txt");
const NUMBERS_ZERO_PADDED: &str = include_str!("fixtures/seed_002/numbers_zero_padded.txt");
const BIG_ENDIAN_INT: &str = include_str!("fixtures/seed_002/big_endian_int.txt");
const PREFIX_AND_RANGE_SCANS: &str = include_str!("fixtures/seed_002/prefix_and_range_scans.txt");
const REVERSE_TIMESTAMP: &str = include_str!("fixtures/seed_002/reverse_timestamp.txt");
const MD5_KEYS: &str = include_str!("fixtures/seed_002/md5_keys.txt");
const SALTED_KEYS: &str = include_str!("fixtures/seed_002/salted_keys.txt");

/// Parses a listing after checking that it is detected as scan output.
fn scan(text: &str) -> Sample {
    let (format, sample) = parse_auto(text, &SampleLimits::default()).unwrap();
    assert_eq!(format, SampleFormat::HBaseScan);
    sample
}

fn raw_keys(sample: &Sample) -> Vec<Vec<u8>> {
    sample
        .raw_keys()
        .unwrap()
        .iter()
        .map(|k| k.as_bytes().to_vec())
        .collect()
}

fn text_keys(keys: &[&str]) -> Vec<Vec<u8>> {
    keys.iter().map(|k| k.as_bytes().to_vec()).collect()
}

fn column(sample: &Sample, name: &str) -> Vec<String> {
    let index = sample.column_index(name).unwrap();
    sample
        .iter_rows()
        .map(|r| r.get(index).unwrap().to_owned())
        .collect()
}

fn big_endian(n: u32) -> Vec<u8> {
    n.to_be_bytes().to_vec()
}

#[test]
fn unpadded_numbers_sort_as_text() {
    let s = scan(NUMBERS_UNPADDED);
    let order = ["1", "10", "11", "2", "3", "4", "5", "6", "7", "8", "9"];
    assert_eq!(raw_keys(&s), text_keys(&order));
    assert_eq!(s.columns(), [KEY_COLUMN, "d:v"]);
    assert_eq!(column(&s, "d:v"), order);
}

#[test]
fn zero_padded_numbers_without_a_scan_command() {
    let s = scan(NUMBERS_ZERO_PADDED);
    let keys: Vec<String> = (1..=11).map(|n| format!("{n:04}")).collect();
    let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
    assert_eq!(raw_keys(&s), text_keys(&keys));
}

#[test]
fn big_endian_ints_decode_to_their_bytes() {
    let s = scan(BIG_ENDIAN_INT);
    let mut expected: Vec<Vec<u8>> = (1..=11).map(big_endian).collect();
    expected.push(vec![0xFF; 4]);
    assert_eq!(raw_keys(&s), expected);
    assert_eq!(raw_keys(&s)[0], [0, 0, 0, 1]);
    assert_eq!(s.value(0, 0), Some("\\x00\\x00\\x00\\x01"));
    assert_eq!(s.value(11, 1), Some("9223372036854775807"));
    // The listing is in HBase order already.
    let keys = s.raw_keys().unwrap();
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn several_listings_in_one_paste() {
    let s = scan(PREFIX_AND_RANGE_SCANS);
    let text = ["10", "11", "12", "13", "20", "21", "22", "23", "30"];
    let mut expected = text_keys(&text);
    expected.extend(text_keys(&["20", "21", "22", "23"]));
    expected.extend([10, 11, 12, 13, 20, 21, 22, 23, 30].map(big_endian));
    expected.extend([20, 21, 22, 23].map(big_endian));
    assert_eq!(raw_keys(&s), expected);
    assert_eq!(s.row_count(), 26);
}

#[test]
fn reverse_timestamps_keep_their_values() {
    let s = scan(REVERSE_TIMESTAMP);
    let keys = [
        "694930447",
        "694934047",
        "694937647",
        "694941247",
        "694944847",
        "694948447",
        "695016847",
        "695020447",
        "695103247",
    ];
    assert_eq!(raw_keys(&s), text_keys(&keys));
    assert_eq!(s.value(0, 1), Some("2016-01-11 23:00:00"));
    assert_eq!(s.value(8, 1), Some("2016-01-09 23:00:00"));
}

#[test]
fn indented_listings_with_trailing_padding() {
    let s = scan(MD5_KEYS);
    assert_eq!(s.row_count(), 9);
    assert_eq!(
        s.raw_key(0).unwrap().as_bytes(),
        b"05dd7456c96cfe634ddde71643005aea"
    );
    assert_eq!(
        s.raw_key(8).unwrap().as_bytes(),
        b"e3e1fcf4a89dfc0ec4657f507d8a651e"
    );
    assert_eq!(s.value(0, 1), Some("2016-01-11 19:00:00"));

    let s = scan(SALTED_KEYS);
    let keys = [
        "0#1452380400",
        "0#1452466800",
        "0#1452535200",
        "0#1452542400",
        "0#1452546000",
        "0#1452553200",
        "1#1452463200",
        "3#1452549600",
        "5#1452538800",
    ];
    assert_eq!(raw_keys(&s), text_keys(&keys));
}

#[test]
fn a_key_list_copied_from_the_shell_gives_the_same_bytes() {
    let listing = scan(BIG_ENDIAN_INT);
    // Copying the key column as a rectangle keeps the shell's padding.
    let rectangle: String = BIG_ENDIAN_INT
        .lines()
        .map(|line| format!("{}\n", &line[..43]))
        .collect();
    let (format, keys) = parse_auto(&rectangle, &SampleLimits::default()).unwrap();
    assert_eq!(format, SampleFormat::PlainKeys);
    assert_eq!(keys.raw_keys(), listing.raw_keys());
    assert_eq!(keys.row_line(11), Some(12));
    // And the shell's display of any key reads back as that key.
    let shown: String = listing
        .raw_keys()
        .unwrap()
        .iter()
        .map(|k| format!("{}\r\n", k.to_string_binary()))
        .collect();
    let again = parse_sample(&shown, SampleFormat::PlainKeys, &SampleLimits::default()).unwrap();
    assert_eq!(again.raw_keys(), listing.raw_keys());
}

#[test]
fn a_whole_shell_session_is_understood() {
    let session = "\
hbase(main):001:0> scan 'test:demo'
ROW                                        COLUMN+CELL
 \\x00\\x00\\x00\\x05                         column=d:v, timestamp=1452262267583, value=5
 \\x00\\x00\\x00\\x05                         column=d:w, timestamp=1452262267583, value=\\xE4\\xBA\\x94
 \\x00\\x00\\x00\\x06                         column=d:v, timestamp=1452262267583, value=6
2 row(s) in 0.0100 seconds

hbase(main):002:0> scan 'test:demo', {LIMIT => 1}
ROW                                        COLUMN+CELL
 \\x00\\x00\\x00\\x05                         column=d:v, timestamp=1452262267583, value=5
1 row(s)
Took 0.0100 seconds
=> #<Java::JavaUtil::ArrayList>
";
    let s = scan(session);
    assert_eq!(s.columns(), ["ROW", "d:v", "d:w"]);
    assert_eq!(raw_keys(&s), [big_endian(5), big_endian(6), big_endian(5)]);
    assert_eq!(s.value(0, 2), Some("\\xE4\\xBA\\x94"));
    assert_eq!(
        (0..3).map(|row| s.row_line(row)).collect::<Vec<_>>(),
        [Some(3), Some(5), Some(10)]
    );
    assert_eq!(s.value(1, 2), Some(""));
}

#[test]
fn the_whole_seed_with_its_prose_is_an_error_at_the_first_prose_line() {
    let text = format!("HBase 之RowKey特性与设计\n\n{BIG_ENDIAN_INT}");
    let e = parse_sample(&text, SampleFormat::HBaseScan, &SampleLimits::default()).unwrap_err();
    assert_eq!((e.position.line, e.position.column), (1, 1));
    assert!(e.to_string().contains("not HBase scan output"), "{e}");
}

#[test]
fn csv_and_tsv_samples_carry_no_raw_keys() {
    let (format, s) = parse_auto("uid,phone\n1,138\n", &SampleLimits::default()).unwrap();
    assert_eq!(format, SampleFormat::Csv);
    assert!(s.raw_keys().is_none());
    let (format, s) = parse_auto("uid\tphone\n1\t138\n", &SampleLimits::default()).unwrap();
    assert_eq!(format, SampleFormat::Tsv);
    assert_eq!(s.value(0, 1), Some("138"));
}

#[test]
fn clones_share_the_rows() {
    let s = scan(MD5_KEYS);
    let copy = s.clone();
    assert_eq!(copy, s);
    assert!(std::ptr::eq(
        copy.value(0, 0).unwrap(),
        s.value(0, 0).unwrap()
    ));
}

#[test]
fn formats_serialise_by_name() {
    let json = serde_json::to_string(&SampleFormat::ALL).unwrap();
    assert_eq!(json, r#"["Csv","Tsv","PlainKeys","HBaseScan"]"#);
    let limits: SampleLimits =
        serde_json::from_str(&serde_json::to_string(&SampleLimits::default()).unwrap()).unwrap();
    assert_eq!(limits, SampleLimits::default());
    let limits: SampleLimits = serde_json::from_str(r#"{"max_rows":5}"#).unwrap();
    assert_eq!(limits.max_rows, 5);
    assert_eq!(limits.max_columns, SampleLimits::default().max_columns);
}

#[test]
fn binary_garbage_is_refused_or_read_as_data() {
    // The start of a PNG file, decoded as a browser would decode a pasted binary.
    let png = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48,
    ];
    let text = String::from_utf8_lossy(&png);
    for format in SampleFormat::ALL {
        let e = parse_sample(&text, format, &SampleLimits::default()).unwrap_err();
        assert_eq!(e.kind, rowkey_core::ParseErrorKind::NulCharacter);
        assert_eq!((e.position.line, e.position.column), (3, 1));
    }
    // Control characters other than NUL are bytes of a key like any other.
    let s = parse_sample(
        "a\u{1}b\u{7f}\n",
        SampleFormat::PlainKeys,
        &SampleLimits::default(),
    )
    .unwrap();
    assert_eq!(s.raw_key(0).unwrap().as_bytes(), b"a\x01b\x7f");
}

#[test]
fn an_unterminated_quote_in_tsv_points_at_the_quote() {
    let text = "id\tnote\n1\tok\n2\t\"open\n3\tx\n";
    let e = parse_sample(text, SampleFormat::Tsv, &SampleLimits::default()).unwrap_err();
    assert_eq!(e.kind, rowkey_core::ParseErrorKind::UnterminatedQuote);
    assert_eq!((e.position.line, e.position.column), (3, 3));
    assert!(
        e.to_string()
            .starts_with("line 3, column 3: the quote opened here is never closed")
    );
}

#[test]
fn a_file_that_is_not_utf8_is_refused_where_its_first_bad_byte_is() {
    use rowkey_core::ParseErrorKind;
    use rowkey_core::sample::decode_utf8;
    // Latin-1 "é" on line 3, after a multi-byte character on the same line.
    let bytes = b"uid,name\n1,ann\n2,\xC3\xA9ve \xE9\n";
    let err = decode_utf8(bytes).unwrap_err();
    assert_eq!((err.position.line, err.position.column), (3, 7));
    assert_eq!(
        err.kind,
        ParseErrorKind::InvalidUtf8 {
            offset: 22,
            byte: 0xE9
        }
    );
    let message = err.to_string();
    assert!(message.contains("byte offset 22"), "{message}");
    assert!(message.contains("Save the file as UTF-8"), "{message}");
    // A sequence the file cuts short, after a byte-order mark (offsets count the mark).
    let err = decode_utf8(b"\xEF\xBB\xBFid\n\xE2\x82").unwrap_err();
    assert_eq!((err.position.line, err.position.column), (2, 1));
    assert_eq!(
        err.kind,
        ParseErrorKind::InvalidUtf8 {
            offset: 6,
            byte: 0xE2
        }
    );
    // Valid UTF-8 is returned unchanged (without the mark).
    assert_eq!(decode_utf8("id\n€\n".as_bytes()).unwrap(), "id\n€\n");
    assert_eq!(decode_utf8(b"").unwrap(), "");
}

#[test]
fn skip_mode_reads_a_good_text_as_the_strict_read_does() {
    use rowkey_core::sample::parse_sample_skipping;
    let limits = SampleLimits::default();
    for text in [
        NUMBERS_UNPADDED,
        BIG_ENDIAN_INT,
        MD5_KEYS,
        SALTED_KEYS,
        "uid,phone\n1,138\n",
        "uid\tphone\n1\t138\n",
        "user1\n\\x00\\x01\n",
    ] {
        let format = SampleFormat::detect(text);
        let strict = parse_sample(text, format, &limits).unwrap();
        assert_eq!(
            parse_sample_skipping(text, format, &limits).unwrap(),
            (strict, vec![])
        );
    }
}

#[test]
fn skip_mode_reads_the_listing_around_its_prose() {
    use rowkey_core::sample::parse_sample_skipping;
    // The seed's prose before and inside a listing: each prose line is left out and listed.
    let text = format!("HBase 之RowKey特性与设计\n\n{BIG_ENDIAN_INT}\nSee the keys above.\n");
    let (s, skipped) =
        parse_sample_skipping(&text, SampleFormat::HBaseScan, &SampleLimits::default()).unwrap();
    assert_eq!(raw_keys(&s), raw_keys(&scan(BIG_ENDIAN_INT)));
    let lines: Vec<usize> = skipped.iter().map(|e| e.position.line).collect();
    // The listing ends with a line break, so a blank line comes before the last prose line.
    assert_eq!(lines, [1, 4 + BIG_ENDIAN_INT.lines().count()]);
    assert!(skipped[0].to_string().contains("not HBase scan output"));
}

proptest::proptest! {
    /// The skip mode agrees with the strict read, in every format: the same sample when no
    /// line is bad, and the strict read stops at the first line skipped (the fuzz target
    /// `sample_formats` checks the same on arbitrary bytes).
    #[test]
    fn skip_mode_agrees_with_the_strict_read(
        pieces in proptest::collection::vec(
            proptest::sample::select(vec![
                "a", "bc", "é", "7", " ", ",", ",", "\t", "\"", "\n", "\n", "\r\n", "\\x41",
                "ROW  COLUMN+CELL", " column=d:v", ", timestamp=1", ", value=x", "1 row(s)",
                "0123456789",
            ]),
            0..40,
        ),
        tight in proptest::bool::ANY,
    ) {
        use rowkey_core::sample::parse_sample_skipping;
        let text: String = pieces.concat();
        let limits = if tight {
            SampleLimits { max_rows: 3, max_field_bytes: 6, max_columns: 3, max_cells: 7,
                ..SampleLimits::default() }
        } else {
            SampleLimits::default()
        };
        for format in SampleFormat::ALL {
            let strict = parse_sample(&text, format, &limits);
            match (parse_sample_skipping(&text, format, &limits), strict) {
                (Ok((sample, skipped)), Ok(read)) => {
                    proptest::prop_assert_eq!(sample, read);
                    proptest::prop_assert!(skipped.is_empty());
                }
                (Ok((_, skipped)), Err(error)) => {
                    proptest::prop_assert_eq!(skipped.first(), Some(&error), "{:?}", format);
                }
                (Err(_), strict) => proptest::prop_assert!(strict.is_err(), "{:?}", format),
            }
        }
    }
}
