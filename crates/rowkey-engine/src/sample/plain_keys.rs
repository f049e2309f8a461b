//! One row key per line, no header.
//!
//! Each line is trimmed of spaces and tabs (write a key's own leading or trailing space as
//! `\x20`); blank lines are skipped, since HBase has no empty row key. The trimmed text is
//! the [`KEY_COLUMN`](super::KEY_COLUMN) value, and [`decode_key_text`] gives the raw key.

use crate::error::{ParseError, ParseErrorKind};
use crate::key::RowKey;

use super::key_text::decode_key_text;
use super::text_position::{Skipped, bad_line, error_at, is_padding, lines_with_offsets, no_rows};
use super::{Cells, KEY_COLUMN, Sample, SampleLimits, check_shape};

/// Parses a plain key list (size and NUL already checked); with `skipped`, a key over the
/// field limit is listed there and left out instead of stopping the read.
pub(super) fn parse(
    text: &str,
    limits: &SampleLimits,
    mut skipped: Option<&mut Skipped>,
) -> Result<Sample, ParseError> {
    let mut cells = Cells::default();
    let mut keys = Vec::new();
    let mut lines = Vec::new();
    for (line_index, (line_start, line)) in lines_with_offsets(text).enumerate() {
        let key_text = line.trim_matches(is_padding);
        if key_text.is_empty() {
            continue;
        }
        let key_start = line_start + (line.len() - line.trim_start_matches(is_padding).len());
        check_shape(keys.len() + 1, 1, limits).map_err(|kind| error_at(text, key_start, kind))?;
        if key_text.len() > limits.max_field_bytes {
            let kind = ParseErrorKind::FieldTooLong {
                bytes: key_text.len(),
                limit: limits.max_field_bytes,
            };
            bad_line(skipped.as_deref_mut(), text, key_start, kind)?;
            continue;
        }
        keys.push(RowKey::new(decode_key_text(key_text)));
        cells.push(key_text);
        cells.end_row();
        lines.push(line_index + 1);
    }
    if keys.is_empty() {
        return Err(no_rows(
            skipped.as_deref(),
            text,
            text.len(),
            ParseErrorKind::Empty,
        ));
    }
    Ok(Sample::from_parts(
        vec![KEY_COLUMN.to_owned()],
        cells,
        Some(keys),
        Some(lines),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Position;

    fn keys(sample: &Sample) -> Vec<Vec<u8>> {
        sample
            .raw_keys()
            .unwrap_or_default()
            .iter()
            .map(|k| k.as_bytes().to_vec())
            .collect()
    }

    #[test]
    fn one_key_per_line_with_escapes() {
        let s = parse(
            " \\x00\\x00\\x00\\x01 \r\n\n0001\nuser\\x2342\n",
            &SampleLimits::default(),
            None,
        )
        .unwrap();
        assert_eq!(
            keys(&s),
            [vec![0, 0, 0, 1], b"0001".to_vec(), b"user#42".to_vec()]
        );
        assert_eq!(s.columns(), ["ROW"]);
        assert_eq!(s.value(0, 0), Some("\\x00\\x00\\x00\\x01"));
    }

    #[test]
    fn limits_point_at_the_key() {
        let limits = SampleLimits {
            max_rows: 2,
            ..SampleLimits::default()
        };
        let e = parse("a\nb\n\n  c\n", &limits, None).unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::TooManyRows { limit: 2 });
        assert_eq!(e.position, Position { line: 4, column: 3 });

        let limits = SampleLimits {
            max_field_bytes: 2,
            ..SampleLimits::default()
        };
        let e = parse("ab\n\tabc\n", &limits, None).unwrap_err();
        assert_eq!(e.position, Position { line: 2, column: 2 });
    }

    #[test]
    fn skip_mode_leaves_out_keys_over_the_limit() {
        let limits = SampleLimits {
            max_field_bytes: 2,
            ..SampleLimits::default()
        };
        let mut skipped = Skipped::new(&limits);
        let s = parse("ab\n\tabc\ncd\n", &limits, Some(&mut skipped)).unwrap();
        assert_eq!(keys(&s), [b"ab".to_vec(), b"cd".to_vec()]);
        assert_eq!((s.row_line(0), s.row_line(1)), (Some(1), Some(3)));
        let errors = skipped.into_errors();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].position, Position { line: 2, column: 2 });
        // Every key bad: the first one's error, as a strict read gives.
        let mut skipped = Skipped::new(&limits);
        let e = parse("abc\nxyz\n", &limits, Some(&mut skipped)).unwrap_err();
        assert_eq!(e, parse("abc\nxyz\n", &limits, None).unwrap_err());
    }

    #[test]
    fn blank_text_is_empty() {
        let e = parse(" \n\t\n", &SampleLimits::default(), None).unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::Empty);
        assert_eq!(e.position, Position { line: 3, column: 1 });
    }
}
